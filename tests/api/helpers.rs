//! `spawn_app()`: the real server on a random port with a temporary database, and the
//! test HTTP client of `tests/common/http.rs`, made to panic on any failure.

use std::net::{SocketAddr, TcpListener};
use std::ops::{Deref, DerefMut};
use std::path::PathBuf;

use crownhead::domain::{Tournament, TournamentFile};
use crownhead::startup::{self, Config};
use crownhead::store;

#[path = "../common/http.rs"]
mod http;

pub use http::{Response, unescape};

pub struct TestApp {
    pub addr: SocketAddr,
    pub db: PathBuf,
    pub setup_token: Option<String>,
    _dir: tempfile::TempDir,
}

/// Starts the application on 127.0.0.1:0 with a fresh database.
pub fn spawn_app() -> TestApp {
    spawn_app_with(None)
}

/// Starts the application as [`spawn_app`], reached by browsers at `public_url` if given.
pub fn spawn_app_with(public_url: Option<&str>) -> TestApp {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crownhead.db");
    let config = Config {
        db: db.clone(),
        pool_size: 4,
        workers: 1,
        // As behind a TLS-terminating proxy: `X-Forwarded-Proto: https` makes cookies Secure.
        cookies: crownhead::web::CookiePolicy::new(None, true),
        public_url: public_url.map(str::to_owned),
    };
    let state = startup::prepare(&config).expect("the app starts");
    let setup_token = state.setup_token();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            startup::run(listener, state, 1).unwrap().await.unwrap();
        })
    });
    TestApp {
        addr,
        db,
        setup_token,
        _dir: dir,
    }
}

impl TestApp {
    pub fn client(&self) -> Client {
        Client(http::Client::new(self.addr))
    }

    /// A client signed in as the chief controller `chief`, made through the set-up link.
    pub fn chief(&self) -> Client {
        let mut c = self.client();
        let token = self
            .setup_token
            .clone()
            .expect("a fresh app has a set-up token");
        let r = c.get(&format!("/setup?token={token}"));
        assert_eq!(r.status, 200, "{}", r.body);
        let r = c.post(
            "/setup",
            &[
                ("token", &token),
                ("name", "chief"),
                ("password", "correct horse battery"),
                ("password2", "correct horse battery"),
            ],
        );
        assert_eq!(r.status, 303, "{}", r.body);
        assert_eq!(r.header("location"), Some("/admin"));
        c
    }

    /// Adds an account through the chief's accounts page and signs it in.
    pub fn account(&self, chief: &mut Client, name: &str, role: &str) -> Client {
        let page = chief.get("/admin/users");
        let csrf = page.field("csrf");
        let r = chief.post(
            "/admin/users",
            &[
                ("csrf", &csrf),
                ("name", name),
                ("role", role),
                ("password", "a long password"),
                ("password2", "a long password"),
            ],
        );
        assert_eq!(r.status, 303, "{}", r.body);
        let mut c = self.client();
        let r = c.login(name, "a long password");
        assert_eq!(r.status, 303, "{}", r.body);
        c
    }

    /// Stores a committed demo tournament directly; returns its id.
    pub fn import_fixture(&self, file: &str) -> (i64, Tournament) {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/tournaments")
            .join(file);
        let text = std::fs::read_to_string(path).unwrap();
        let t = TournamentFile::from_json(&text)
            .and_then(TournamentFile::into_tournament)
            .unwrap();
        let mut conn = store::open(&self.db).unwrap();
        let id = store::import_tournament(&mut conn, &t, "test").unwrap();
        (id, t)
    }

    /// Stores a committed demo tournament with its demo game records; returns its id.
    pub fn import_fixture_with_records(&self, file: &str) -> (i64, Tournament) {
        let (id, t) = self.import_fixture(file);
        let records = file.replace(".json", ".records.json");
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/tournaments")
            .join(records);
        let text = std::fs::read_to_string(path).unwrap();
        let mut conn = store::open(&self.db).unwrap();
        crownhead::cli::demo::load_records(&mut conn, id, &text).unwrap();
        (id, t)
    }

    /// The stored tournament.
    pub fn load(&self, id: i64) -> Tournament {
        let conn = store::open(&self.db).unwrap();
        store::tournaments::load(&conn, id).unwrap()
    }

    pub fn audit_rows(&self) -> i64 {
        let conn = store::open(&self.db).unwrap();
        store::audit::count(&conn).unwrap()
    }
}

/// A client that keeps cookies, like a browser, and panics on any failure to get an answer.
pub struct Client(http::Client);

impl Deref for Client {
    type Target = http::Client;

    fn deref(&self) -> &http::Client {
        &self.0
    }
}

impl DerefMut for Client {
    fn deref_mut(&mut self) -> &mut http::Client {
        &mut self.0
    }
}

impl Client {
    /// A request with extra headers; panics when no whole answer comes.
    pub fn request_with(
        &mut self,
        method: &str,
        path: &str,
        body: &[u8],
        content_type: &str,
        extra: &[(&str, &str)],
    ) -> Response {
        self.0
            .request_with(method, path, body, content_type, extra)
            .unwrap_or_else(|e| panic!("{method} {path}: {e}"))
    }

    pub fn get(&mut self, path: &str) -> Response {
        self.0
            .get(path)
            .unwrap_or_else(|e| panic!("GET {path}: {e}"))
    }

    pub fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Response {
        self.0
            .post(path, fields)
            .unwrap_or_else(|e| panic!("POST {path}: {e}"))
    }

    /// Signs in through the sign-in form.
    pub fn login(&mut self, name: &str, password: &str) -> Response {
        self.0
            .login(name, password)
            .unwrap_or_else(|e| panic!("signing in as {name}: {e}"))
    }

    /// GETs `page` and POSTs `fields` to `action` with the page's CSRF token and version.
    pub fn submit(&mut self, page: &str, action: &str, fields: &[(&str, &str)]) -> Response {
        self.0
            .submit(page, action, fields)
            .unwrap_or_else(|e| panic!("{page} -> {action}: {e}"))
    }
}

/// Reading a form back from a page: its fields' values as written (HTML-escaped).
pub mod html {
    use super::Response;

    /// The form of `page` whose `action` is `action`, from its `<form` to its `</form>`.
    pub fn form<'a>(page: &'a Response, action: &str) -> &'a str {
        let at = page
            .body
            .find(&format!("action=\"{action}\""))
            .unwrap_or_else(|| panic!("no form to {action}: {}", page.body));
        let start = page.body[..at].rfind("<form").unwrap();
        let end = at + page.body[at..].find("</form>").unwrap();
        &page.body[start..end]
    }

    /// The `value` of the input named `name` in `html`, as written (escaped), whatever the
    /// order of its attributes.
    pub fn value_of(html: &str, name: &str) -> String {
        let at = html
            .find(&format!("name=\"{name}\""))
            .unwrap_or_else(|| panic!("no field {name}: {html}"));
        let tag = &html[html[..at].rfind('<').unwrap()..];
        let tag = &tag[..tag.find('>').unwrap()];
        tag.split("value=\"")
            .nth(1)
            .and_then(|v| v.split('"').next())
            .unwrap_or_default()
            .to_owned()
    }

    /// The option selected in the `<select>` named `name` in `html` (empty when none is).
    pub fn selected(html: &str, name: &str) -> String {
        let at = html
            .find(&format!("name=\"{name}\""))
            .unwrap_or_else(|| panic!("no choice {name}: {html}"));
        let rest = &html[at..];
        let select = &rest[..rest.find("</select>").unwrap()];
        select
            .split("<option ")
            .skip(1)
            .find(|o| o.split('>').next().unwrap().contains(" selected"))
            .and_then(|o| o.split('"').nth(1))
            .unwrap_or_default()
            .to_owned()
    }
}

/// The TRF file the command line exports of the demo's tournament `tournament`, from a demo
/// database of its own.
pub fn demo_trf(tournament: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("demo.db");
    let run = |args: &[&str]| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_crownhead"))
            .env_remove("CROWNHEAD_DB")
            .arg("--db")
            .arg(&db)
            .args(args)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    run(&["demo"]);
    run(&["export", "--tournament", tournament, "--format", "trf"])
}
