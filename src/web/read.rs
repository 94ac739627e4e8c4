//! What a page read by GET takes from its request: the app's state and the route's path.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, web};
use serde::de::DeserializeOwned;

use super::AppState;

/// A page read by GET: the app's state and the route's path (`P`, the tournament's number by
/// default), in that order.
pub struct Read<P = i64>(pub web::Data<AppState>, pub P);

impl<P: DeserializeOwned + 'static> FromRequest for Read<P> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = web::Data::<AppState>::extract(req);
        let at = web::Path::<P>::extract(req);
        Box::pin(async move {
            let state = state.await?;
            let at = at.await?.into_inner();
            Ok(Read(state, at))
        })
    }
}
