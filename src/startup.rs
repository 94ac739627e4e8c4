//! Builds the server from a configuration and a bound `TcpListener`, so the binary listens on
//! its address and the tests on port 0.

use std::net::TcpListener;
use std::path::PathBuf;

use actix_web::dev::Server;
use actix_web::middleware::DefaultHeaders;
use actix_web::{App, HttpServer, web};

use crate::web::{AppState, StartupError, routes};

/// What the server needs.
#[derive(Debug, Clone)]
pub struct Config {
    /// The database file, created and migrated on first start.
    pub db: PathBuf,
    /// Connections in the pool.
    pub pool_size: u32,
    /// Worker threads (0: one per core).
    pub workers: usize,
    /// When the session cookie is `Secure`.
    pub cookies: crate::web::CookiePolicy,
    /// The address browsers use to reach the server (`--public-url`), for the QR codes of
    /// the printed pages; without it, the address each request was sent to.
    pub public_url: Option<String>,
}

impl Config {
    pub fn new(db: PathBuf) -> Config {
        Config {
            db,
            pool_size: 8,
            workers: 0,
            cookies: crate::web::CookiePolicy::default(),
            public_url: None,
        }
    }
}

/// Opens the database and the pool (no server yet).
pub fn prepare(config: &Config) -> Result<web::Data<AppState>, StartupError> {
    Ok(web::Data::new(
        AppState::open(&config.db, config.pool_size)?
            .with_cookies(config.cookies)
            .with_public_url(config.public_url.as_deref()),
    ))
}

/// The server on `listener`; await it to run. Must be called inside an actix runtime.
pub fn run(
    listener: TcpListener,
    state: web::Data<AppState>,
    workers: usize,
) -> Result<Server, StartupError> {
    let mut server = HttpServer::new(move || {
        App::new()
            .wrap(
                DefaultHeaders::new()
                    .add(("X-Content-Type-Options", "nosniff"))
                    .add(("X-Frame-Options", "DENY"))
                    .add(("Referrer-Policy", "same-origin")),
            )
            // The request's language for its pages and error pages; `?lang=` remembered.
            .wrap(actix_web::middleware::from_fn(crate::web::i18n::remember))
            .app_data(state.clone())
            .configure(routes::configure)
    });
    if workers > 0 {
        server = server.workers(workers);
    }
    Ok(server.listen(listener)?.run())
}
