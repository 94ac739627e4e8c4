//! `GET /api/v1/tournaments/{id}/book`: the controller's book (incidents, penalties, appeals,
//! fees) as JSON for a federation's system. The book is not public: it is read by a signed-in
//! controller (chief or assistant) with the session cookie, like `/api/v1/session`; 401 signed
//! out, 404 for an unknown tournament; never cached.

use actix_web::{HttpRequest, HttpResponse, web};

use super::write::WriteError;
use crate::store::commands::book::controller_report;
use crate::web::AppState;
use crate::web::auth::User;

/// `GET /api/v1/tournaments/{id}/book` (chief or assistant)
pub async fn book(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, WriteError> {
    User::of(&req, &state)
        .await
        .map_err(|e| WriteError::Session(e.to_string()))?
        .ok_or(WriteError::NotSignedIn)?;
    let id = path.into_inner();
    let report = AppState::read(&state, move |c| {
        controller_report(c, id).map_err(WriteError::from)
    })
    .await?;
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(report.book()))
}
