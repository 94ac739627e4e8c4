//! The error types of the handler families and the error page every one renders through.
//!
//! Store errors map to statuses in one place ([`store_status`]): an unknown tournament or round
//! is 404, a change the rules refuse is 422, anything else is 500 with the cause in the log
//! only.

use std::fmt;

use actix_web::http::StatusCode;
use actix_web::http::header::ContentType;
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

use super::DbError;
use crate::domain::TournamentError;
use crate::store::{Stale, StoreError};

/// The page shown for every error.
#[derive(Template)]
#[template(path = "error.html")]
pub struct ErrorPage<'a> {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub status: u16,
    pub reason: &'a str,
    pub message: String,
    /// An edit refused because the record changed: what was sent and what is stored now.
    pub conflict: Option<&'a Conflict>,
    /// The edit ready to be sent again over the stored value (see [`super::conflict`]).
    pub resend: Option<&'a Resend>,
    pub sign_in: bool,
}

crate::localized!(ErrorPage<'_>);

/// Two versions of a record: the one the edit was based on and the one stored now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    pub what: String,
    pub yours: String,
    pub current: String,
    /// The form fields that say what the edit was based on (`version`, `was...`) with the
    /// values stored now: the edit sent again with these replaces the stored value.
    pub based_on_now: Vec<(String, String)>,
}

/// The conflict page's two choices: keep the stored value (reload `back`), or send the edit
/// again (`fields`, posted to `action`) over it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resend {
    pub action: String,
    pub back: String,
    pub fields: Vec<(String, String)>,
}

/// Renders the error page with `status`.
pub fn page(
    status: StatusCode,
    message: String,
    conflict: Option<&Conflict>,
    sign_in: bool,
) -> HttpResponse {
    render(ErrorPage {
        tr: crate::web::i18n::Tr::current(),
        status: status.as_u16(),
        reason: status.canonical_reason().unwrap_or("Error"),
        message,
        conflict,
        resend: None,
        sign_in,
    })
}

/// The 409 page for `conflict`, offering to send the edit again with `resend`.
pub fn conflict_page(error: &AdminError, conflict: &Conflict, resend: &Resend) -> HttpResponse {
    let status = StatusCode::CONFLICT;
    render(ErrorPage {
        tr: crate::web::i18n::Tr::current(),
        status: status.as_u16(),
        reason: status.canonical_reason().unwrap_or("Conflict"),
        message: error.to_string(),
        conflict: Some(conflict),
        resend: Some(resend),
        sign_in: false,
    })
}

fn render(p: ErrorPage<'_>) -> HttpResponse {
    let status = StatusCode::from_u16(p.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let body = p.render().unwrap_or_else(|e| {
        tracing::error!("cannot render the error page: {e}");
        format!("{} {}", p.status, p.reason)
    });
    HttpResponse::build(status)
        .content_type(ContentType::html())
        .body(body)
}

/// `page` as an answer with `status`; one that cannot be rendered is logged (`what` names it)
/// and answers 500.
pub fn html_page(page: &impl Template, status: StatusCode, what: &str) -> HttpResponse {
    match page.render() {
        Ok(body) => HttpResponse::build(status)
            .content_type("text/html; charset=utf-8")
            .body(body),
        Err(e) => {
            tracing::error!("{what} failed to render: {e}");
            HttpResponse::InternalServerError().finish()
        }
    }
}

/// The status for a store error.
pub fn store_status(e: &StoreError) -> StatusCode {
    if e.is_disk_full() {
        super::note_disk_full(true);
        return StatusCode::INSUFFICIENT_STORAGE;
    }
    match e {
        StoreError::NoSuchTournament(_) => StatusCode::NOT_FOUND,
        StoreError::Domain(TournamentError::NoSuchRound(_))
        | StoreError::Domain(TournamentError::UnknownEntry(_)) => StatusCode::NOT_FOUND,
        StoreError::NotFound(_) => StatusCode::NOT_FOUND,
        StoreError::Stale(_) => StatusCode::CONFLICT,
        StoreError::Domain(_)
        | StoreError::Ballot(_)
        | StoreError::Invalid { .. }
        | StoreError::Team { .. }
        | StoreError::Book { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        _ => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// What a write refused for lack of space says.
pub const DISK_FULL_MESSAGE: &str = "The disk is full: nothing was saved. What was saved before is safe; free some space on the server (or ask its administrator) and send it again.";

/// The message shown for an error: its text for a client error, a pointer to the log for a
/// server error (whose cause is logged).
fn public_message(status: StatusCode, e: &dyn std::error::Error) -> String {
    if status == StatusCode::INSUFFICIENT_STORAGE {
        tracing::error!("{}", chain(e));
        super::i18n::Tr::current().t("error-disk-full")
    } else if status.is_server_error() {
        tracing::error!("{}", chain(e));
        super::i18n::Tr::current().t("error-server")
    } else {
        e.to_string()
    }
}

/// An error with its sources, `: `-separated.
pub fn chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        s.push_str(": ");
        s.push_str(&c.to_string());
        cur = c.source();
    }
    s
}

macro_rules! debug_chain {
    ($t:ty) => {
        impl fmt::Debug for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&chain(self))
            }
        }
    };
}

/// Declares an error of the reading pages (`NotFound`, `Store`, `Db`): 404 for what is not
/// there, the store's status for its error, 503 for the database; its answer is the
/// `error_response` given.
macro_rules! read_error {
    ($(#[$m:meta])* $name:ident; $answer:item) => {
        $(#[$m])*
        #[derive(thiserror::Error)]
        pub enum $name {
            #[error("{0}")]
            NotFound(String),
            #[error(transparent)]
            Store(#[from] StoreError),
            #[error(transparent)]
            Db(#[from] DbError),
        }
        debug_chain!($name);

        impl ResponseError for $name {
            fn status_code(&self) -> StatusCode {
                match self {
                    $name::NotFound(_) => StatusCode::NOT_FOUND,
                    $name::Store(e) => store_status(e),
                    $name::Db(_) => StatusCode::SERVICE_UNAVAILABLE,
                }
            }

            $answer
        }
    };
}

read_error! {
    /// An error of the public pages and print views.
    PageError;
    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        let message = match self {
            PageError::Store(e) if status.is_client_error() => {
                super::words::store_refusal(e).map(|(_, m)| m.say(&super::i18n::Tr::current()))
            }
            _ => None,
        };
        let message = message.unwrap_or_else(|| public_message(status, self));
        page(status, message, None, false)
    }
}

read_error! {
    /// An error of the JSON read API: the same statuses, a JSON body `{"error": "..."}`.
    ApiError;
    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        let message = if status.is_server_error() {
            tracing::error!("{}", chain(self));
            "internal error".to_owned()
        } else {
            self.to_string()
        };
        let code = match self {
            ApiError::Store(e) => super::words::store_refusal(e).map(|(code, _)| code),
            _ => None,
        };
        match code {
            Some(code) => HttpResponse::build(status)
                .json(serde_json::json!({ "error": message, "code": code })),
            None => HttpResponse::build(status).json(serde_json::json!({ "error": message })),
        }
    }
}

/// Why an assistant is refused.
pub const CHIEF_ONLY: &str =
    "only the chief controller may do this; assistants enter results and game records";
/// Why a route registered without a role is refused.
pub const NO_ROLE: &str = "this address declares no role: nobody may use it";

/// An error of sign-in and the controller's pages.
#[derive(thiserror::Error)]
pub enum AdminError {
    #[error("sign in to use the controller's pages")]
    NotSignedIn,
    #[error("{0}")]
    Forbidden(&'static str),
    #[error(
        "the form's security token is missing or out of date: reload the page and send it again"
    )]
    Csrf,
    #[error("wrong account name or password")]
    BadLogin,
    #[error("too many failed sign-ins for this account or address: wait 15 minutes")]
    TooManyAttempts,
    #[error(
        "too many failed sign-ins for this account: wait {0} seconds before the next attempt (a browser that signed in to it before is not made to wait)"
    )]
    Wait(i64),
    #[error("this set-up link is not valid (it works once, while no account exists)")]
    BadSetupToken,
    #[error("{0}")]
    BadInput(String),
    /// A form refused, its problem as a message said in the reader's language.
    #[error("{}", .0.say(&super::i18n::Tr::new(crate::domain::Language::En)))]
    Refused(Box<super::words::Msg>),
    #[error("The form sent is too large: at most {} KiB is accepted here.", .0 / 1024)]
    TooLarge(usize),
    #[error("{0}")]
    NotFound(String),
    #[error("{}: someone changed it since you loaded the page; nothing was saved", .0.what)]
    Conflict(Conflict),
    #[error(transparent)]
    Store(StoreError),
    #[error(transparent)]
    Db(#[from] DbError),
    #[error("cannot hash the password: {0}")]
    Hash(String),
}
debug_chain!(AdminError);

impl AdminError {
    /// What a refused form's page says above the values typed: the problem of a value refused
    /// (422), in the reader's language; `None` for any other error (a conflict, a missing
    /// page, a sign-in), which keeps its own page.
    pub fn refusal(&self) -> Option<String> {
        if self.status_code() != StatusCode::UNPROCESSABLE_ENTITY {
            return None;
        }
        Some(self.said().unwrap_or_else(|| self.to_string()))
    }

    /// A value of a form refused: `field` (a `field-*` message) and its problem.
    pub fn field(field: &'static str, problem: super::words::Msg) -> AdminError {
        AdminError::from(
            super::words::Msg::new("form-field-problem")
                .arg("field", super::words::Arg::Id(field.into()))
                .arg("problem", problem),
        )
    }

    /// The text typed in `field` refused, `problem` saying why (a message with the text as its
    /// `text`, such as `form-not-whole-number`).
    pub fn typed(field: &'static str, problem: &'static str, text: &str) -> AdminError {
        let text = crate::domain::text::quoted(text);
        AdminError::field(field, super::words::Msg::new(problem).arg("text", text))
    }

    /// A form's body that cannot be read (cut off, or not what its type says), `detail` the
    /// reader's own words.
    pub fn unreadable(detail: impl std::fmt::Display) -> AdminError {
        AdminError::from(
            super::words::Msg::new("form-unreadable").arg("detail", detail.to_string()),
        )
    }

    /// A refusal in the reader's language, where it has words: a store's refusal or a
    /// message; `None` for the other errors.
    pub fn said(&self) -> Option<String> {
        let tr = super::i18n::Tr::current();
        match self {
            AdminError::Store(StoreError::Team { error, .. }) => {
                Some(super::team_words::team_refusal(error).say(&tr))
            }
            AdminError::Store(e) => super::words::store_refusal(e).map(|(_, m)| m.say(&tr)),
            AdminError::Refused(m) => Some(m.say(&tr)),
            // The refusals of the sign-in and the roles, in the reader's language.
            AdminError::NotSignedIn => Some(tr.t("access-not-signed-in")),
            AdminError::Forbidden(why) if *why == CHIEF_ONLY => Some(tr.t("access-chief-only")),
            AdminError::Forbidden(why) if *why == NO_ROLE => Some(tr.t("access-no-role")),
            AdminError::Csrf => Some(tr.t("access-csrf")),
            AdminError::BadLogin => Some(tr.t("access-bad-login")),
            AdminError::TooManyAttempts => Some(tr.t("access-too-many-attempts")),
            AdminError::Wait(seconds) => Some(tr.t_args("access-wait", &[("seconds", seconds)])),
            AdminError::BadSetupToken => Some(tr.t("access-bad-setup-link")),
            AdminError::TooLarge(limit) => {
                Some(tr.t_args("import-too-large", &[("kib", &(limit / 1024))]))
            }
            _ => None,
        }
    }
}

impl From<super::words::Msg> for AdminError {
    fn from(m: super::words::Msg) -> Self {
        AdminError::Refused(Box::new(m))
    }
}

impl From<TournamentError> for AdminError {
    fn from(e: TournamentError) -> Self {
        AdminError::Store(StoreError::Domain(e))
    }
}

/// A command's refusal because what the form was based on changed is the conflict page; the
/// fields the form sends again are set to what is stored now.
impl From<StoreError> for AdminError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Stale(s) => AdminError::Conflict(conflict_of(&s)),
            StoreError::NotFound(m) => AdminError::NotFound(m),
            // A refusal said only in English stays a bad input; the others are said in the
            // reader's language (`words::invalid_refusal`).
            StoreError::Invalid {
                field,
                message: crate::store::Refusal::Text(message),
            } => AdminError::BadInput(format!("{field}: {message}")),
            e => AdminError::Store(e),
        }
    }
}

fn conflict_of(s: &Stale) -> Conflict {
    if !s.boards.is_empty() {
        let line = |b: u32, text: &str| format!("board {b}: {text}");
        return Conflict {
            what: s.what.clone(),
            yours: s
                .boards
                .iter()
                .map(|b| line(b.board, &format!("{} (entered over {:?})", b.yours, b.was)))
                .collect::<Vec<_>>()
                .join("\n"),
            current: s.current.clone(),
            based_on_now: s
                .boards
                .iter()
                .map(|b| (format!("was{}", b.board), b.now.clone()))
                .collect(),
        };
    }
    match s.yours_version {
        Some(v) => Conflict {
            what: format!(
                "{} (you edited version {v}; it is now version {})",
                s.what, s.version
            ),
            yours: String::new(),
            current: s.current.clone(),
            based_on_now: vec![("version".into(), s.version.to_string())],
        },
        None => {
            let field = |k: &str| {
                s.stored
                    .get(k)
                    .and_then(|v| v.as_str())
                    .unwrap_or_default()
                    .to_owned()
            };
            Conflict {
                what: s.what.clone(),
                yours: String::new(),
                current: s.current.clone(),
                based_on_now: vec![
                    ("was_pdn".into(), field("pdn")),
                    ("was_ruling".into(), field("ruling")),
                ],
            }
        }
    }
}

impl AdminError {
    /// Fills in what the user sent, for a conflict page.
    pub fn yours(self, yours: impl FnOnce() -> String) -> AdminError {
        match self {
            AdminError::Conflict(mut c) if c.yours.is_empty() => {
                c.yours = yours();
                AdminError::Conflict(c)
            }
            e => e,
        }
    }
}

impl ResponseError for AdminError {
    fn status_code(&self) -> StatusCode {
        match self {
            AdminError::NotSignedIn | AdminError::BadLogin => StatusCode::UNAUTHORIZED,
            AdminError::Forbidden(_) | AdminError::Csrf | AdminError::BadSetupToken => {
                StatusCode::FORBIDDEN
            }
            AdminError::TooManyAttempts | AdminError::Wait(_) => StatusCode::TOO_MANY_REQUESTS,
            AdminError::BadInput(_) | AdminError::Refused(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AdminError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AdminError::NotFound(_) => StatusCode::NOT_FOUND,
            AdminError::Conflict(_) => StatusCode::CONFLICT,
            AdminError::Store(e) => store_status(e),
            AdminError::Db(_) => StatusCode::SERVICE_UNAVAILABLE,
            AdminError::Hash(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        let conflict = match self {
            AdminError::Conflict(c) => Some(c),
            _ => None,
        };
        let sign_in = matches!(self, AdminError::NotSignedIn | AdminError::BadLogin);
        let message = match self {
            AdminError::Store(_) if !status.is_client_error() => None,
            _ => self.said(),
        };
        let message = message.unwrap_or_else(|| public_message(status, self));
        page(status, message, conflict, sign_in)
    }
}

/// A request body refused before any handler runs: too large (413, naming the limit) or not
/// a valid form (400).
pub fn body_error<E: ResponseError>(limit: usize, e: E) -> actix_web::Error {
    let text = e.to_string();
    let (status, message) = if e.status_code() == StatusCode::PAYLOAD_TOO_LARGE {
        (
            StatusCode::PAYLOAD_TOO_LARGE,
            format!(
                "The form sent is too large: at most {} KiB is accepted here.",
                limit / 1024
            ),
        )
    } else {
        (
            StatusCode::BAD_REQUEST,
            format!("The form sent cannot be read: {text}"),
        )
    };
    actix_web::error::InternalError::from_response(text, page(status, message, None, false)).into()
}

/// An address whose parts do not parse (`/t/x`): 404.
pub fn path_error<E: ResponseError>(e: E) -> actix_web::Error {
    let text = e.to_string();
    let message = super::i18n::Tr::current().t_args("error-no-page-detail", &[("detail", &text)]);
    actix_web::error::InternalError::from_response(
        text,
        page(StatusCode::NOT_FOUND, message, None, false),
    )
    .into()
}

/// A query string that does not parse: 400.
pub fn query_error<E: ResponseError>(e: E) -> actix_web::Error {
    let text = e.to_string();
    let message = format!("The address's query cannot be read: {text}");
    actix_web::error::InternalError::from_response(
        text,
        page(StatusCode::BAD_REQUEST, message, None, false),
    )
    .into()
}

/// 404 for every unknown address.
pub async fn not_found() -> HttpResponse {
    page(
        StatusCode::NOT_FOUND,
        super::i18n::Tr::current().t("error-no-page"),
        None,
        false,
    )
}
