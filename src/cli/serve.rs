//! `crownhead serve [--bind ADDR]`: the dashboard and public pages (also with no command).
//! The server holds the database's lock file (`crownhead.db.lock`) while it runs.

use std::net::TcpListener;
use std::path::Path;

use crate::startup::{self, Config};
use crate::store::backup::DbLock;
use crate::web::StartupError;

/// The address served when none is given.
pub const DEFAULT_BIND: &str = "127.0.0.1:8080";

/// Serves until stopped. With no account yet, prints the one-time set-up link.
pub fn run(
    db: &Path,
    bind: &str,
    cookies: crate::web::CookiePolicy,
    public_url: Option<String>,
) -> Result<(), StartupError> {
    use std::io::IsTerminal;
    // Colours only on a terminal: a log written to a file stays plain text.
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,actix_server=warn".into()),
        )
        .try_init();
    let mut config = Config::new(db.to_owned());
    config.cookies = cookies;
    config.public_url = public_url;
    let listener = TcpListener::bind(bind).map_err(|source| StartupError::Bind {
        addr: bind.to_owned(),
        source,
    })?;
    let addr = listener.local_addr()?;
    // Held until the server stops: `crownhead restore` refuses while it is held (a second
    // server on the same database is refused too), and names this pid and address.
    let _lock = DbLock::take(db, &format!("the server at http://{addr}/"))?;
    let state = startup::prepare(&config)?;
    crate::outln!("crownhead: serving {} on http://{addr}/", db.display());
    if let Some(token) = state.setup_token() {
        crate::outln!(
            "crownhead: no controller account yet; create the chief controller's account at"
        );
        crate::outln!("  http://{addr}/setup?token={token}");
    }
    actix_web::rt::System::new().block_on(async move {
        startup::run(listener, state, config.workers)?.await?;
        Ok(())
    })
}
