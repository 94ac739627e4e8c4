//! One way to take a form of the controller's pages: [`Posted`] reads the route's path, the
//! form, the account that sent it and its CSRF token before the handler runs ([`Edit`] also
//! the chief's role and the form's version; [`Admin`] is the same for a page read by GET);
//! the handler reads its input, calls one command of the store ([`run`], or [`redirect`] for
//! a write that answers with another page) and says which page answers ([`Respond`] for a
//! form's page shown again with its status). A command's refusal becomes the error page
//! through [`AdminError`]'s one mapping of store errors to status and message.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use askama::Template;
use serde::de::DeserializeOwned;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::super::read::Read;
use super::{based_on, see_other};
use crate::store::{Connection, Seen};

/// A form that carries the session's CSRF token, and for an edit of the event the
/// tournament's version it was read at.
pub trait Signed {
    /// The form's `csrf` field.
    fn csrf(&self) -> Option<&str>;
    /// The form's `version` field (none for a form that carries none).
    fn version(&self) -> Option<i64> {
        None
    }
}

/// Declares a form of the controller's pages: a `Deserialize` struct with the fields given
/// after its `csrf` and `version` fields (only `csrf` after `csrf_only`), and its [`Signed`].
macro_rules! signed_form {
    ($(#[$m:meta])* pub struct $name:ident { $($fields:tt)* }) => {
        $(#[$m])*
        #[derive(Debug, ::serde::Deserialize)]
        pub struct $name {
            pub csrf: Option<String>,
            pub version: Option<i64>,
            $($fields)*
        }

        impl $crate::web::admin::post::Signed for $name {
            fn csrf(&self) -> Option<&str> {
                self.csrf.as_deref()
            }
            fn version(&self) -> Option<i64> {
                self.version
            }
        }
    };
    (csrf_only $(#[$m:meta])* pub struct $name:ident { $($fields:tt)* }) => {
        $(#[$m])*
        #[derive(Debug, ::serde::Deserialize)]
        pub struct $name {
            pub csrf: Option<String>,
            $($fields)*
        }

        impl $crate::web::admin::post::Signed for $name {
            fn csrf(&self) -> Option<&str> {
                self.csrf.as_deref()
            }
        }
    };
}
pub(crate) use signed_form;

/// A form as its fields in order (a form whose fields are numbered, like a line-up's boards).
impl Signed for Vec<(String, String)> {
    fn csrf(&self) -> Option<&str> {
        self.iter()
            .find(|(k, _)| k == "csrf")
            .map(|(_, v)| v.trim())
    }
    fn version(&self) -> Option<i64> {
        self.iter()
            .find(|(k, _)| k == "version")
            .and_then(|(_, v)| v.trim().parse().ok())
    }
}

/// A form the controller's pages take: read from the body, carrying its CSRF token.
pub trait SignedForm: DeserializeOwned + Signed + 'static {}

impl<F: DeserializeOwned + Signed + 'static> SignedForm for F {}

/// The taking of an extractor from its request.
pub type Taking<T> = Pin<Box<dyn Future<Output = Result<T, actix_web::Error>>>>;

/// What a controller's form sent by POST answers with: the page the command leads to, or the
/// error page of its refusal.
pub type Reply = Result<HttpResponse, AdminError>;

/// A form sent by POST to the controller's pages: the app's state, the signed-in account that
/// sent it (the session live, the form carrying its CSRF token), the route's path (`P`, none
/// by default) and the form's fields, in that order.
pub struct Posted<F, P = ()>(pub web::Data<AppState>, pub User, pub P, pub F);

impl<F: SignedForm, P: DeserializeOwned + 'static> FromRequest for Posted<F, P> {
    type Error = actix_web::Error;
    type Future = Taking<Self>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let at = web::Path::<P>::extract(req);
        let form = web::Form::<F>::from_request(req, payload);
        let req = req.clone();
        Box::pin(async move {
            let at = at.await?.into_inner();
            let form = form.await?.into_inner();
            let state = req
                .app_data::<web::Data<AppState>>()
                .cloned()
                .ok_or(AdminError::NotSignedIn)?;
            let user = User::posting(&req, &state, form.csrf()).await?;
            Ok(Posted(state, user, at, form))
        })
    }
}

/// A chief's edit of a tournament by a form sent by POST: as [`Posted`], taken only from the
/// chief controller and only with the tournament's version the form was read at.
pub struct Edit<F, P = ()> {
    pub state: web::Data<AppState>,
    pub user: User,
    /// The tournament's number (`{id}` in the route).
    pub tournament: i64,
    /// What the route names within the tournament after it (`{n}`, a round; `{no}`, an entry
    /// or a team; `{iid}`, an incident...), none by default.
    pub at: P,
    /// The tournament's version the form was read at.
    pub version: i64,
    pub form: F,
}

impl<F, P> Edit<F, P> {
    /// Runs a store command on the tournament as the form read it, `command(c, id, seen, who)`
    /// (its number, the version the form was read at, the account's name): as [`run`], one
    /// transaction and one audit row.
    pub async fn run<T, E>(
        &self,
        command: impl FnOnce(&mut Connection, i64, Seen, &str) -> Result<T, E> + Send + 'static,
    ) -> Result<T, AdminError>
    where
        T: Send + 'static,
        E: Send + 'static,
        AdminError: From<E>,
    {
        let (id, seen) = (self.tournament, Seen::Version(self.version));
        run(&self.state, &self.user, move |c, who| {
            command(c, id, seen, who)
        })
        .await
    }
}

/// What a route names within a tournament after its number: nothing, or one number.
pub trait Within: DeserializeOwned + 'static {
    /// The tournament's number and this, from the route's path.
    fn split(path: Self::Path) -> (i64, Self);
    /// The route's path as read.
    type Path: DeserializeOwned + 'static;
}

impl Within for () {
    type Path = i64;
    fn split(id: i64) -> (i64, ()) {
        (id, ())
    }
}

impl Within for u32 {
    type Path = (i64, u32);
    fn split(path: (i64, u32)) -> (i64, u32) {
        path
    }
}

/// Two numbers: a round and a match (`{n}/matches/{m}`).
impl Within for (u32, u32) {
    type Path = (i64, u32, u32);
    fn split((id, a, b): (i64, u32, u32)) -> (i64, (u32, u32)) {
        (id, (a, b))
    }
}

impl Within for i64 {
    type Path = (i64, i64);
    fn split(path: (i64, i64)) -> (i64, i64) {
        path
    }
}

impl<F: SignedForm, P: Within> FromRequest for Edit<F, P> {
    type Error = actix_web::Error;
    type Future = Taking<Self>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let posted = Posted::<F, P::Path>::from_request(req, payload);
        Box::pin(async move {
            let Posted(state, user, path, form) = posted.await?;
            user.chief()?;
            let version = based_on(form.version())?;
            let (tournament, at) = P::split(path);
            Ok(Edit {
                state,
                user,
                tournament,
                at,
                version,
                form,
            })
        })
    }
}

/// A controller's page read by GET: the app's state, the signed-in account and the route's
/// path (`P`, the tournament's number by default), in that order.
pub struct Admin<P = i64>(pub web::Data<AppState>, pub User, pub P);

impl<P: DeserializeOwned + 'static> FromRequest for Admin<P> {
    type Error = actix_web::Error;
    type Future = Taking<Self>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let read = Read::<P>::extract(req);
        let req = req.clone();
        Box::pin(async move {
            let Read(state, at) = read.await?;
            let user = User::require(&req, &state).await?;
            Ok(Admin(state, user, at))
        })
    }
}

/// Runs `command` of the store in one write as `user` (the command is given the account's
/// name); a refusal maps to the error page through `AdminError::from`.
pub async fn run<T, E>(
    state: &web::Data<AppState>,
    user: &User,
    command: impl FnOnce(&mut Connection, &str) -> Result<T, E> + Send + 'static,
) -> Result<T, AdminError>
where
    T: Send + 'static,
    E: Send + 'static,
    AdminError: From<E>,
{
    let who = user.name().to_owned();
    AppState::write(state, move |c| command(c, &who).map_err(AdminError::from)).await
}

/// Runs `command` as [`run`] does, then answers with `to` (POST-redirect-GET).
pub async fn redirect<T: Send + 'static, E: Send + 'static>(
    state: &web::Data<AppState>,
    user: &User,
    to: String,
    command: impl FnOnce(&mut Connection, &str) -> Result<T, E> + Send + 'static,
) -> Reply
where
    AdminError: From<E>,
{
    run(state, user, command).await?;
    Ok(see_other(to))
}

/// The answer to a form once its command ran: `to` (POST-redirect-GET) when `outcome` saved
/// it; refused for a reason the reader can be told ([`AdminError::refusal`]), the form's page
/// again (422) as `again` builds it from that problem, with what was typed kept; any other
/// error keeps its own page.
pub async fn answer<T, P, Fut>(
    outcome: Result<T, AdminError>,
    to: impl FnOnce(T) -> String,
    again: impl FnOnce(String) -> Fut,
) -> Reply
where
    P: Respond,
    Fut: Future<Output = Result<P, AdminError>>,
{
    match outcome {
        Ok(saved) => Ok(see_other(to(saved))),
        Err(e) => match e.refusal() {
            Some(problem) => again(problem)
                .await?
                .respond(StatusCode::UNPROCESSABLE_ENTITY),
            None => Err(e),
        },
    }
}

/// `page` answering with `status`: a form's page shown again with the values sent and the
/// problem beside them (422) where a command refused them. `what` names the page in the
/// message of a page that cannot be rendered.
pub fn page_with(
    page: &impl Template,
    status: StatusCode,
    what: &str,
) -> Result<HttpResponse, AdminError> {
    let body = page
        .render()
        .map_err(|e| AdminError::BadInput(format!("cannot render {what}: {e}")))?;
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(body))
}

/// A page of the controller's forms answering with a status of its own (see [`page_with`]).
pub trait Respond: Template + Sized {
    fn respond(&self, status: StatusCode) -> Reply {
        page_with(self, status, "the page")
    }
}

impl<T: Template> Respond for T {}
