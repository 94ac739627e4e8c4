//! The web application: public pages, the JSON read API, sign-in, the controller's pages under
//! `/admin/` and the print views.
//!
//! Handlers are thin: they extract the request, call the store through [`AppState::read`] or
//! [`AppState::write`] (both run on actix-web's blocking pool), and render one askama template
//! per page. Each handler family has its own error type that renders through `error.html`.

pub mod admin;
pub mod api;
pub mod auth;
pub mod caching;
pub mod code;
pub mod conflict;
pub mod diagram;
pub mod downloads;
pub mod error;
pub mod form_body;
pub mod i18n;
pub mod knockout;
pub mod me;
pub mod print;
pub mod public;
pub mod qr;
pub mod read;
pub mod roles;
pub mod routes;
pub mod site;
pub mod site_dir;
pub mod square;
pub mod team_words;
pub mod teams;
pub mod view;
pub mod viewer;
pub mod words;

use std::any::Any;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use actix_web::error::BlockingError;
use actix_web::web;

use crate::domain::Tournament;
use crate::store::pool::{Db, PoolError};
use crate::store::{self, Connection, StoreError, accounts};

/// The largest request body accepted by the controller's forms (a CSV import, a game
/// record file), in bytes.
pub const UPLOAD_LIMIT: usize = 2 * 1024 * 1024;

/// Why the application cannot start.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Pool(#[from] store::pool::OpenError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: String,
        source: std::io::Error,
    },
    #[error("the server failed: {0}")]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Db(#[from] DbError),
    /// Another server (or a restore) holds the database's lock file.
    #[error(transparent)]
    Locked(#[from] store::backup::BackupError),
}

/// Failure to reach the database from a handler.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error(transparent)]
    Pool(#[from] PoolError),
    #[error("the database task was cancelled")]
    Blocking(#[from] BlockingError),
}

/// Whether the last write failed because the disk is full (cleared by the next write that
/// succeeds): the dashboard shows a banner meanwhile.
static DISK_FULL: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether the last write failed for lack of space.
pub fn disk_full() -> bool {
    DISK_FULL.load(std::sync::atomic::Ordering::Relaxed)
}

/// Notes a write that failed (or not) for lack of space.
pub fn note_disk_full(full: bool) {
    DISK_FULL.store(full, std::sync::atomic::Ordering::Relaxed);
}

/// When the session cookie carries `Secure` (sent by the browser over TLS only).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CookiePolicy {
    /// Always: the server is reached over TLS (`serve --public-url https://...`).
    pub always_secure: bool,
    /// A reverse proxy in front of the server is trusted: its `X-Forwarded-Proto: https`
    /// (or `Forwarded: proto=https`) says the browser's connection is TLS.
    pub trust_proxy: bool,
    /// How many trusted proxies stand in front of the server, each appending the address it
    /// was reached from to `X-Forwarded-For` (`serve --proxies N`, 1 by default): the client's
    /// address is the Nth entry from the end, never one the client sent itself.
    pub proxies: u32,
}

impl CookiePolicy {
    /// The policy for a server whose public address is `public_url` (if given).
    pub fn new(public_url: Option<&str>, trust_proxy: bool) -> CookiePolicy {
        CookiePolicy {
            always_secure: public_url.is_some_and(|u| u.trim().starts_with("https://")),
            trust_proxy,
            proxies: u32::from(trust_proxy),
        }
    }

    /// The same policy behind `n` trusted proxies (at least one when proxies are trusted).
    pub fn with_proxies(self, n: u32) -> CookiePolicy {
        CookiePolicy {
            proxies: if self.trust_proxy { n.max(1) } else { 0 },
            ..self
        }
    }

    /// The client's address behind the trusted proxies: the entry of `X-Forwarded-For` that
    /// the first proxy appended (the Nth from the end for N proxies; every header of that name
    /// read in order, as one list). `None` when proxies are not trusted or the list is shorter
    /// than the proxies (the request did not come through them all): the caller then uses the
    /// connection's own address. Whatever a client writes before those entries is never read.
    pub fn forwarded_client(&self, headers: &actix_web::http::header::HeaderMap) -> Option<String> {
        if !self.trust_proxy || self.proxies == 0 {
            return None;
        }
        let entries: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .filter(|e| !e.is_empty())
            .collect();
        let n = self.proxies as usize;
        let at = entries.len().checked_sub(n)?;
        Some(entries[at].to_owned())
    }

    /// Whether the cookies answered to `req` are `Secure`.
    pub fn secure_for(&self, req: &actix_web::HttpRequest) -> bool {
        if self.always_secure {
            return true;
        }
        if !self.trust_proxy {
            return false;
        }
        let header = |name: &str| {
            req.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_ascii_lowercase)
        };
        header("x-forwarded-proto")
            .is_some_and(|p| p.split(',').next().map(str::trim) == Some("https"))
            || header("forwarded").is_some_and(|f| f.contains("proto=https"))
    }
}

/// What every handler shares: the store's connections, the one-time set-up token (present
/// while no controller account exists) and the tournaments last loaded.
pub struct AppState {
    /// The database file (snapshots go to `backups/` beside it).
    path: PathBuf,
    db: Db,
    cookies: CookiePolicy,
    /// The address browsers use to reach the server (`serve --public-url`), without a
    /// trailing `/`: the QR codes of the printed pages point there.
    public_url: Option<String>,
    /// Sessions started while the disk was full (their row could not be written): kept in
    /// memory until the server stops, so that a controller can still sign in and read.
    memory_sessions: Mutex<HashMap<String, accounts::SessionUser>>,
    setup_token: Mutex<Option<String>>,
    /// Tournaments as last loaded, with the version they were loaded at: every change raises
    /// the version (the triggers of migration 0003 see to it, whichever code writes), so a
    /// read checks it (one small query) and reuses the loaded tournament.
    loaded: Versioned<Tournament>,
    /// Why the last automatic snapshot failed, until one succeeds: the dashboard says it.
    snapshot_failure: Mutex<Option<String>>,
    /// What the players' personal routes share (`web::me`): per-address limits, standings.
    pub(crate) me: me::Shared,
}

impl AppState {
    /// Opens (creating and migrating on first start) the database at `path` and a pool of
    /// `size` connections to it. A set-up token is made when no account exists yet.
    pub fn open(path: &Path, size: u32) -> Result<AppState, StartupError> {
        // Each pooled connection gets foreign keys, the busy timeout and synchronous = FULL.
        let db = Db::open(path, size)?;
        let accounts = db.read(accounts::count).map_err(DbError::from)??;
        let token = (accounts == 0).then(auth::random_token);
        Ok(AppState {
            path: path.to_owned(),
            db,
            cookies: CookiePolicy::default(),
            public_url: None,
            memory_sessions: Mutex::new(HashMap::new()),
            setup_token: Mutex::new(token),
            loaded: Versioned::default(),
            snapshot_failure: Mutex::new(None),
            me: me::Shared::default(),
        })
    }

    /// The same state with cookies set by `policy`.
    pub fn with_cookies(mut self, policy: CookiePolicy) -> AppState {
        self.cookies = policy;
        self
    }

    /// The same state with the public address `url` (`serve --public-url`; blank: none).
    pub fn with_public_url(mut self, url: Option<&str>) -> AppState {
        self.public_url = url
            .map(|u| u.trim().trim_end_matches('/').to_owned())
            .filter(|u| !u.is_empty());
        self
    }

    /// The address of the server as browsers reach it, without a trailing `/`: the
    /// `--public-url` given, else the scheme and `Host` of `req` (behind a trusted proxy, its
    /// forwarded scheme and host).
    pub fn public_base(&self, req: &actix_web::HttpRequest) -> String {
        if let Some(url) = &self.public_url {
            return url.clone();
        }
        if self.cookies.trust_proxy {
            let info = req.connection_info();
            return format!("{}://{}", info.scheme(), info.host());
        }
        let host = req
            .headers()
            .get(actix_web::http::header::HOST)
            .and_then(|h| h.to_str().ok())
            .filter(|h| !h.is_empty())
            .map(str::to_owned)
            .unwrap_or_else(|| req.connection_info().host().to_owned());
        format!("http://{host}")
    }

    /// Keeps a session in memory (its row could not be written: the disk is full).
    pub fn remember_session(&self, token: &str, user: accounts::SessionUser) {
        self.memory_sessions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(accounts::token_hash(token), user);
    }

    /// A session kept in memory, if `token` is one.
    pub fn memory_session(&self, token: &str) -> Option<accounts::SessionUser> {
        self.memory_sessions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&accounts::token_hash(token))
            .cloned()
    }

    /// When cookies are `Secure`.
    pub fn cookies(&self) -> CookiePolicy {
        self.cookies
    }

    /// The one-time set-up token, while no controller account exists.
    pub fn setup_token(&self) -> Option<String> {
        self.setup_token
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    fn take_setup_token(&self, given: &str) -> bool {
        let mut t = self.setup_token.lock().unwrap_or_else(|e| e.into_inner());
        match t.as_deref() {
            Some(expected) if auth::same(expected, given) => {
                *t = None;
                true
            }
            _ => false,
        }
    }

    /// Tournament `id` as stored now: reused from the last load while its version is unchanged.
    pub fn tournament(&self, conn: &Connection, id: i64) -> Result<Arc<Tournament>, StoreError> {
        Ok(self.tournament_at(conn, id)?.1)
    }

    /// Tournament `id` as stored now with the version read before it (a change made while it
    /// loads gives a tournament newer than the version, never older).
    pub fn tournament_at(
        &self,
        conn: &Connection,
        id: i64,
    ) -> Result<(i64, Arc<Tournament>), StoreError> {
        let version = store::version(conn, id)?;
        if let Some(t) = self.loaded.get(id, version) {
            return Ok((version, t));
        }
        let t = Arc::new(store::tournaments::load(conn, id)?);
        // Stored only if nothing changed while loading.
        if store::version(conn, id)? == version {
            self.loaded.put(id, version, t.clone());
        }
        Ok((version, t))
    }

    /// Runs `f` on a pooled connection on the blocking pool.
    pub async fn read<T, E>(
        this: &web::Data<Self>,
        f: impl FnOnce(&Connection) -> Result<T, E> + Send + 'static,
    ) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
    {
        Self::on_pool(this, move |db| db.read(f)).await
    }

    /// Tournament `id` (see [`AppState::tournament`]) on the blocking pool; on a public page,
    /// the one the caching middleware read for the request.
    pub async fn load<E>(this: &web::Data<Self>, id: i64) -> Result<Arc<Tournament>, E>
    where
        E: From<DbError> + From<StoreError> + Send + 'static,
    {
        if let Some(t) = caching::read_for_request(id) {
            return Ok(t);
        }
        let state = this.clone();
        let read = web::block(move || state.db.read(|c| state.tournament(c, id))).await;
        match read {
            Ok(Ok(out)) => Ok(out?),
            Ok(Err(e)) => Err(E::from(DbError::from(e))),
            Err(e) => Err(E::from(DbError::from(e))),
        }
    }

    /// Takes the automatic snapshot after round `round` of tournament `id` was published or
    /// closed (see [`store::backup::snapshot`]). Called once the change is committed: a failed
    /// snapshot is logged and never undoes or fails the change.
    pub async fn snapshot(
        this: &web::Data<Self>,
        id: i64,
        round: u32,
        event: store::backup::Event,
    ) {
        let state = this.clone();
        let done = web::block(move || -> Result<PathBuf, String> {
            state
                .db
                .read(|c| store::backup::snapshot(c, &state.path, id, round, event))
                .map_err(|e| e.to_string())?
                .map_err(|e| e.to_string())
        })
        .await;
        let failed = match done {
            Ok(Ok(path)) => {
                tracing::info!("snapshot {}", path.display());
                None
            }
            Ok(Err(e)) => Some(e),
            Err(e) => Some(e.to_string()),
        };
        if let Some(e) = &failed {
            tracing::error!("the snapshot after round {round} of tournament {id} failed: {e}");
        }
        if let Ok(mut f) = this.snapshot_failure.lock() {
            *f = failed.map(|e| format!("round {round} of tournament {id}: {e}"));
        }
    }

    /// Why the last automatic snapshot failed, if it did (until one succeeds).
    pub fn snapshot_failure(&self) -> Option<String> {
        self.snapshot_failure.lock().ok().and_then(|f| f.clone())
    }

    /// Runs `f` on a pooled connection on the blocking pool, one writer at a time.
    pub async fn write<T, E>(
        this: &web::Data<Self>,
        f: impl FnOnce(&mut Connection) -> Result<T, E> + Send + 'static,
    ) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
    {
        let out = Self::on_pool(this, move |db| db.write(f)).await;
        if out.is_ok() {
            note_disk_full(false);
        }
        out
    }

    /// Runs `f` with the pool on the blocking pool: a connection not had, or the blocking pool
    /// gone, is the database's error.
    async fn on_pool<T, E>(
        this: &web::Data<Self>,
        f: impl FnOnce(&Db) -> Result<Result<T, E>, PoolError> + Send + 'static,
    ) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
    {
        let job: PoolJob = Box::new(move |db| Box::new(f(db)) as Box<dyn Any + Send>);
        match Self::run_on_pool(this.clone(), job).await {
            Ok(out) => match *out
                .downcast::<Result<Result<T, E>, PoolError>>()
                .expect("a job answers with its own closure's type")
            {
                Ok(out) => out,
                Err(e) => Err(E::from(DbError::from(e))),
            },
            Err(e) => Err(E::from(DbError::from(e))),
        }
    }

    /// The one call to the blocking pool behind [`AppState::on_pool`]: its job and answer are
    /// boxed, so tokio's task machinery is compiled once rather than once per caller.
    async fn run_on_pool(
        state: web::Data<Self>,
        job: PoolJob,
    ) -> Result<Box<dyn Any + Send>, BlockingError> {
        web::block(move || job(&state.db)).await
    }
}

/// A closure run on the blocking pool with the pool, its answer boxed (see
/// [`AppState::run_on_pool`]).
type PoolJob = Box<dyn FnOnce(&Db) -> Box<dyn Any + Send> + Send>;

/// Values kept per tournament with the version they were made at: one is reused only while
/// the tournament is at that version.
pub struct Versioned<T>(Mutex<HashMap<i64, (i64, Arc<T>)>>);

impl<T> Default for Versioned<T> {
    fn default() -> Self {
        Versioned(Mutex::new(HashMap::new()))
    }
}

impl<T> Versioned<T> {
    /// Tournament `id`'s value, if it was made at `version`.
    pub fn get(&self, id: i64, version: i64) -> Option<Arc<T>> {
        match self.0.lock().unwrap_or_else(|e| e.into_inner()).get(&id) {
            Some((v, t)) if *v == version => Some(t.clone()),
            _ => None,
        }
    }

    /// Keeps `value` as tournament `id`'s at `version`.
    pub fn put(&self, id: i64, version: i64, value: Arc<T>) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, (version, value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn cookies_are_secure_over_tls_only() {
        let plain = TestRequest::default().to_http_request();
        let proxied = TestRequest::default()
            .insert_header(("X-Forwarded-Proto", "https"))
            .to_http_request();
        let forwarded = TestRequest::default()
            .insert_header(("Forwarded", "for=1.2.3.4;proto=https"))
            .to_http_request();
        let local = CookiePolicy::new(None, false);
        assert!(!local.secure_for(&plain));
        // An untrusted client cannot make itself look like TLS (nor the reverse).
        assert!(!local.secure_for(&proxied));
        let public = CookiePolicy::new(Some("https://draughts.example.org/"), false);
        assert!(public.secure_for(&plain));
        assert!(!CookiePolicy::new(Some("http://hall.local/"), false).secure_for(&plain));
        let behind = CookiePolicy::new(None, true);
        // The client's address is the entry the proxy appended, never a forged first one.
        let mut h = actix_web::http::header::HeaderMap::new();
        let xff = actix_web::http::header::HeaderName::from_static("x-forwarded-for");
        h.append(xff.clone(), "203.0.113.9, 192.0.2.55".parse().unwrap());
        assert_eq!(behind.forwarded_client(&h).as_deref(), Some("192.0.2.55"));
        let two = behind.with_proxies(2);
        assert_eq!(two.forwarded_client(&h).as_deref(), Some("203.0.113.9"));
        h.append(xff, "198.51.100.7".parse().unwrap());
        assert_eq!(behind.forwarded_client(&h).as_deref(), Some("198.51.100.7"));
        assert_eq!(behind.with_proxies(4).forwarded_client(&h), None);
        assert_eq!(local.forwarded_client(&h), None);
        assert!(behind.secure_for(&proxied));
        assert!(behind.secure_for(&forwarded));
        assert!(!behind.secure_for(&plain));
    }
}
