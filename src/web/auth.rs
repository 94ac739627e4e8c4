//! Sign-in: the one-time set-up of the first (chief) account, `/login`, `/logout`, sessions
//! in HttpOnly SameSite=Strict cookies, the per-session CSRF token and the accounts page.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::header;
use actix_web::{HttpMessage, HttpRequest, HttpResponse, web};
use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use askama::Template;
use askama_web::WebTemplate;
use rand::Rng;
use serde::Deserialize;

use super::AppState;
use super::error::AdminError;
use crate::store::accounts::{self, Role, SessionUser};
use crate::store::commands::accounts::{self as account_commands, SignIn};

/// The session cookie.
pub const SESSION_COOKIE: &str = "crownhead_session";
/// The cookie holding the sign-in form's CSRF token (before a session exists).
pub const LOGIN_COOKIE: &str = "crownhead_login";
/// The device cookie of a browser that signed in successfully (OWASP "device cookies"):
/// failures on the account from elsewhere never slow its sign-ins.
pub const DEVICE_COOKIE: &str = "crownhead_device";

/// 256 random bits from the operating system's generator, as hex.
pub fn random_token() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Compares two secrets in time independent of where they differ.
pub fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// The argon2 hash (PHC string) of a password.
pub fn hash_password(password: &str) -> Result<String, AdminError> {
    let salt_bytes: [u8; 16] = rand::rng().random();
    let salt = SaltString::encode_b64(&salt_bytes).map_err(|e| AdminError::Hash(e.to_string()))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| AdminError::Hash(e.to_string()))
}

/// The hash an unknown account's sign-in is checked against (made once, of a random
/// password: nothing signs in with it).
fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash_password(&random_token()).unwrap_or_default())
}

fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash)
        .map(|h| {
            Argon2::default()
                .verify_password(password.as_bytes(), &h)
                .is_ok()
        })
        .unwrap_or(false)
}

pub use super::error::{CHIEF_ONLY, NO_ROLE};

/// The signed-in account of a request, and what the dashboard must tell it.
#[derive(Debug, Clone)]
pub struct User(pub SessionUser, pub Notices);

/// What every controller's page says at its top until it is resolved.
#[derive(Debug, Clone, Default)]
pub struct Notices {
    /// The last automatic snapshot failed (cleared by the next one that succeeds): why.
    pub snapshot_failed: Option<String>,
}

/// The account a route's gate (`web::roles`) let through, for the handler (`User::of` reads
/// it).
#[derive(Debug, Clone)]
pub struct Granted(pub Option<User>);

impl User {
    /// The account of the request's session, if it has a live one, as the route's gate
    /// (`web::roles`) found it. A request that passed no gate is refused: a route must
    /// declare the role it needs.
    pub async fn of(
        req: &HttpRequest,
        _state: &web::Data<AppState>,
    ) -> Result<Option<User>, AdminError> {
        match req.extensions().get::<Granted>() {
            Some(granted) => Ok(granted.0.clone()),
            None => Err(AdminError::Forbidden(NO_ROLE)),
        }
    }

    /// The account of the request's session, read from the database (or the sessions kept in
    /// memory while the disk is full).
    pub async fn lookup(
        req: &HttpRequest,
        state: &web::Data<AppState>,
    ) -> Result<Option<User>, AdminError> {
        let Some(token) = req.cookie(SESSION_COOKIE).map(|c| c.value().to_owned()) else {
            return Ok(None);
        };
        let t = token.clone();
        let user = AppState::read(state, move |c| {
            accounts::session(c, &t).map_err(AdminError::from)
        })
        .await?;
        let notices = Notices {
            snapshot_failed: state.snapshot_failure(),
        };
        Ok(user
            .or_else(|| state.memory_session(&token))
            .map(|u| User(u, notices)))
    }

    /// The signed-in account, or 401.
    pub async fn require(
        req: &HttpRequest,
        state: &web::Data<AppState>,
    ) -> Result<User, AdminError> {
        User::of(req, state).await?.ok_or(AdminError::NotSignedIn)
    }

    /// The signed-in account of a form sent by POST: the session must be live and the form
    /// must carry the session's CSRF token.
    pub async fn posting(
        req: &HttpRequest,
        state: &web::Data<AppState>,
        csrf: Option<&str>,
    ) -> Result<User, AdminError> {
        let user = User::require(req, state).await?;
        match csrf {
            Some(t) if same(t, &user.0.csrf) => Ok(user),
            _ => Err(AdminError::Csrf),
        }
    }

    /// Refuses an assistant (403).
    pub fn chief(&self) -> Result<(), AdminError> {
        match self.0.role {
            Role::Chief => Ok(()),
            Role::Assistant => Err(AdminError::Forbidden(CHIEF_ONLY)),
        }
    }

    pub fn name(&self) -> &str {
        &self.0.name
    }

    pub fn csrf(&self) -> &str {
        &self.0.csrf
    }

    pub fn is_chief(&self) -> bool {
        self.0.role == Role::Chief
    }
}

/// The session cookie: HttpOnly, SameSite=Strict, and `Secure` when the browser reaches the
/// server over TLS (see [`super::CookiePolicy`]).
fn session_cookie(token: String, secure: bool) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, token)
        .path("/")
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure)
        .finish()
}

fn see_other(to: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, to.to_owned()))
        .finish()
}

/// Starts a session for `user_id` and sends the browser to `/admin`.
async fn sign_in(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    user_id: i64,
) -> Result<HttpResponse, AdminError> {
    let secure = state.cookies().secure_for(req);
    let token = random_token();
    let csrf = random_token();
    let t = token.clone();
    let started = AppState::write(state, move |c| {
        match accounts::start_session(c, &t, user_id, &csrf) {
            Ok(()) => Ok(None),
            // A full disk: the session is kept in memory instead, so that the controller can
            // still sign in and see what is stored.
            Err(e) if e.is_disk_full() => {
                Ok(Some(accounts::account(c, user_id)?.map(|(name, role)| {
                    SessionUser {
                        user_id,
                        name,
                        role,
                        csrf: csrf.clone(),
                    }
                })))
            }
            Err(e) => Err(AdminError::from(e)),
        }
    })
    .await?;
    if let Some(user) = started.flatten() {
        super::note_disk_full(true);
        state.remember_session(&token, user);
    }
    let mut gone = Cookie::build(LOGIN_COOKIE, "").path("/").finish();
    gone.make_removal();
    Ok(HttpResponse::SeeOther()
        .insert_header((header::LOCATION, "/admin"))
        .cookie(session_cookie(token, secure))
        .cookie(gone)
        .finish())
}

#[derive(Template, WebTemplate)]
#[template(path = "auth/login.html")]
pub struct LoginPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub csrf: String,
    pub setup_pending: bool,
}

crate::localized!(LoginPage);

/// `GET /login`
pub async fn login_form(state: web::Data<AppState>) -> HttpResponse {
    let csrf = random_token();
    let page = LoginPage {
        tr: crate::web::i18n::Tr::current(),
        csrf: csrf.clone(),
        setup_pending: state.setup_token().is_some(),
    };
    let cookie = Cookie::build(LOGIN_COOKIE, csrf)
        .path("/")
        .http_only(true)
        .same_site(SameSite::Strict)
        .finish();
    match page.render() {
        Ok(body) => HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .cookie(cookie)
            .body(body),
        Err(e) => {
            tracing::error!("cannot render the sign-in page: {e}");
            HttpResponse::InternalServerError().finish()
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct LoginForm {
    pub name: String,
    pub password: String,
    pub csrf: Option<String>,
}

/// `POST /login`: rate-limited per account and address.
pub async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<LoginForm>,
) -> Result<HttpResponse, AdminError> {
    let expected = req.cookie(LOGIN_COOKIE).map(|c| c.value().to_owned());
    match (expected, form.csrf.as_deref()) {
        (Some(e), Some(g)) if !e.is_empty() && same(&e, g) => {}
        _ => return Err(AdminError::Csrf),
    }
    // Behind a trusted proxy every request comes from the proxy: the client's address is the
    // one the proxy forwards.
    let ip = super::me::address(&req, &state);
    let LoginForm { name, password, .. } = form.into_inner();
    let name = name.trim().to_owned();
    let held = req.cookie(DEVICE_COOKIE).map(|c| c.value().to_owned());
    let fresh = random_token();
    let device_token = fresh.clone();
    let user_id = AppState::write(&state, move |c| {
        // An unknown account costs the same hash as a known one: the time taken does not
        // tell whether the account exists.
        let check = |hash: Option<&str>| verify_password(&password, hash.unwrap_or(dummy_hash()));
        let device = account_commands::Device {
            held: held.as_deref(),
            fresh: &device_token,
        };
        match account_commands::attempt_sign_in(c, &name, &ip, device, check)? {
            SignIn::Accepted(id) => Ok(id),
            SignIn::Refused => Err(AdminError::BadLogin),
            SignIn::Throttled => Err(AdminError::TooManyAttempts),
            SignIn::Wait(seconds) => Err(AdminError::Wait(seconds)),
        }
    })
    .await?;
    let mut answer = sign_in(&req, &state, user_id).await?;
    let device = Cookie::build(DEVICE_COOKIE, fresh)
        .path("/login")
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(state.cookies().secure_for(&req))
        .max_age(actix_web::cookie::time::Duration::days(365))
        .finish();
    answer
        .add_cookie(&device)
        .map_err(|e| AdminError::BadInput(e.to_string()))?;
    Ok(answer)
}

/// `POST /logout`
pub async fn logout(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<CsrfOnly>,
) -> Result<HttpResponse, AdminError> {
    User::posting(&req, &state, form.csrf.as_deref()).await?;
    if let Some(token) = req.cookie(SESSION_COOKIE).map(|c| c.value().to_owned()) {
        AppState::write(&state, move |c| {
            accounts::end_session(c, &token).map_err(AdminError::from)
        })
        .await?;
    }
    let mut gone = session_cookie(String::new(), state.cookies().secure_for(&req));
    gone.make_removal();
    Ok(HttpResponse::SeeOther()
        .insert_header((header::LOCATION, "/"))
        .cookie(gone)
        .finish())
}

/// A form whose only field is the CSRF token.
#[derive(Debug, Deserialize)]
pub struct CsrfOnly {
    pub csrf: Option<String>,
}

#[derive(Template, WebTemplate)]
#[template(path = "auth/setup.html")]
pub struct SetupPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub token: String,
}

crate::localized!(SetupPage);

#[derive(Debug, Deserialize)]
pub struct SetupQuery {
    pub token: String,
}

/// `GET /setup?token=...`: the form creating the first (chief) account.
pub async fn setup_form(
    state: web::Data<AppState>,
    q: web::Query<SetupQuery>,
) -> Result<SetupPage, AdminError> {
    match state.setup_token() {
        Some(t) if same(&t, &q.token) => Ok(SetupPage {
            tr: crate::web::i18n::Tr::current(),
            token: q.into_inner().token,
        }),
        _ => Err(AdminError::BadSetupToken),
    }
}

/// A new account as both forms creating one type it: its name and its password, twice.
#[derive(Debug, Deserialize)]
pub struct NewAccount {
    pub name: String,
    pub password: String,
    pub password2: String,
}

/// The set-up form: the first (chief) account, with the set-up token.
#[derive(Debug, Deserialize)]
pub struct SetupForm {
    #[serde(flatten)]
    pub account: NewAccount,
    pub token: Option<String>,
}

/// The accounts page's form: an account, its role (`chief` or `assistant`, the default) and
/// the session's CSRF token.
#[derive(Debug, Deserialize)]
pub struct UserForm {
    #[serde(flatten)]
    pub account: NewAccount,
    pub csrf: Option<String>,
    pub role: Option<String>,
}

/// The smallest password length accepted.
pub const MIN_PASSWORD: usize = 10;
/// The longest password accepted (hashing is deliberately slow: no megabyte passwords).
pub const MAX_PASSWORD: usize = 1_000;

fn check_account(form: &NewAccount) -> Result<String, AdminError> {
    use crate::web::words::Msg;
    let name = form.name.trim();
    if name.is_empty() || name.chars().count() > 64 {
        return Err(Msg::new("account-name-length").arg("max", 64usize).into());
    }
    if let Some(problem) = crate::domain::text::name_problem(name) {
        return Err(crate::web::words::account_name_refusal(&problem).into());
    }
    let length = form.password.chars().count();
    if length < MIN_PASSWORD {
        return Err(Msg::new("account-password-short")
            .arg("min", MIN_PASSWORD)
            .into());
    }
    if length > MAX_PASSWORD {
        return Err(Msg::new("account-password-long")
            .arg("max", MAX_PASSWORD)
            .into());
    }
    if form.password != form.password2 {
        return Err(Msg::new("account-passwords-differ").into());
    }
    Ok(name.to_owned())
}

/// `POST /setup`: creates the chief controller's account (once) and signs it in.
pub async fn setup(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<SetupForm>,
) -> Result<HttpResponse, AdminError> {
    let name = check_account(&form.account)?;
    let token = form.token.clone().unwrap_or_default();
    if !state.take_setup_token(&token) {
        return Err(AdminError::BadSetupToken);
    }
    let hash = hash_password(&form.account.password)?;
    let id = AppState::write(&state, move |c| {
        account_commands::create_first_account(c, &name, &hash)
            .map_err(|_| AdminError::BadSetupToken)
    })
    .await?;
    sign_in(&req, &state, id).await
}

#[derive(Template, WebTemplate)]
#[template(path = "auth/users.html")]
pub struct UsersPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub user: String,
    pub csrf: String,
    pub accounts: Vec<(String, String)>,
}

crate::localized!(UsersPage);

/// `GET /admin/users` (chief only)
pub async fn users(req: HttpRequest, state: web::Data<AppState>) -> Result<UsersPage, AdminError> {
    let user = User::require(&req, &state).await?;
    user.chief()?;
    let accounts = AppState::read(&state, |c| accounts::list(c).map_err(AdminError::from)).await?;
    Ok(UsersPage {
        tr: crate::web::i18n::Tr::current(),
        user: user.name().to_owned(),
        csrf: user.csrf().to_owned(),
        accounts,
    })
}

/// `POST /admin/users` (chief only): adds an account.
pub async fn add_user(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<UserForm>,
) -> Result<HttpResponse, AdminError> {
    let user = User::posting(&req, &state, form.csrf.as_deref()).await?;
    user.chief()?;
    let name = check_account(&form.account)?;
    let role = Role::parse(form.role.as_deref().unwrap_or("assistant"))
        .ok_or_else(|| AdminError::BadInput("the role must be chief or assistant".into()))?;
    let hash = hash_password(&form.account.password)?;
    let who = user.name().to_owned();
    AppState::write(&state, move |c| {
        account_commands::create_account(c, &name, &hash, role, &who).map_err(AdminError::from)
    })
    .await?;
    Ok(see_other("/admin/users"))
}
