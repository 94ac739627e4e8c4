//! `spawn_app()`: the real server on a random port with a temporary database, and a small
//! HTTP/1.1 client over `TcpStream` that keeps cookies like a browser.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;

use crownhead::domain::{Tournament, TournamentFile};
use crownhead::startup::{self, Config};
use crownhead::store;

pub struct TestApp {
    pub addr: SocketAddr,
    pub db: PathBuf,
    pub setup_token: Option<String>,
    _dir: tempfile::TempDir,
}

/// Starts the application on 127.0.0.1:0 with a fresh database.
pub fn spawn_app() -> TestApp {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crownhead.db");
    let config = Config {
        db: db.clone(),
        pool_size: 4,
        workers: 1,
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
        Client {
            addr: self.addr,
            cookies: HashMap::new(),
        }
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

pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Response {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The value of the first `<input name="NAME" value="...">` in the page.
    pub fn field(&self, name: &str) -> String {
        self.try_field(name)
            .unwrap_or_else(|| panic!("no field {name:?} in:\n{}", self.body))
    }

    pub fn try_field(&self, name: &str) -> Option<String> {
        let key = format!("name=\"{name}\" value=\"");
        let start = self.body.find(&key)? + key.len();
        let end = self.body[start..].find('"')? + start;
        Some(self.body[start..end].to_owned())
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
}

/// A client that keeps cookies, like a browser.
pub struct Client {
    addr: SocketAddr,
    pub cookies: HashMap<String, String>,
}

fn encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

pub fn form(fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
        .collect::<Vec<_>>()
        .join("&")
}

fn dechunk(mut body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(eol) = body.windows(2).position(|w| w == b"\r\n") {
        let size =
            usize::from_str_radix(std::str::from_utf8(&body[..eol]).unwrap().trim(), 16).unwrap();
        if size == 0 {
            break;
        }
        out.extend_from_slice(&body[eol + 2..eol + 2 + size]);
        body = &body[eol + 2 + size + 2..];
    }
    out
}

impl Client {
    pub fn request(
        &mut self,
        method: &str,
        path: &str,
        body: &[u8],
        content_type: &str,
    ) -> Response {
        self.request_with(method, path, body, content_type, &[])
    }

    /// As `request`, with extra request headers.
    pub fn request_with(
        &mut self,
        method: &str,
        path: &str,
        body: &[u8],
        content_type: &str,
        extra: &[(&str, &str)],
    ) -> Response {
        let mut s = TcpStream::connect(self.addr).unwrap();
        let cookie = self
            .cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ");
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Length: {}\r\n",
            self.addr,
            body.len()
        );
        if !content_type.is_empty() {
            head.push_str(&format!("Content-Type: {content_type}\r\n"));
        }
        if !cookie.is_empty() {
            head.push_str(&format!("Cookie: {cookie}\r\n"));
        }
        for (k, v) in extra {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("\r\n");
        s.write_all(head.as_bytes()).unwrap();
        // The server may answer (413) before reading a large body: ignore a broken pipe.
        let _ = s.write_all(body);
        let mut raw = Vec::new();
        let _ = s.read_to_end(&mut raw);
        let split = raw
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .unwrap_or_else(|| panic!("no response head: {:?}", String::from_utf8_lossy(&raw)));
        let head = String::from_utf8_lossy(&raw[..split]).into_owned();
        let mut lines = head.lines();
        let status: u16 = lines
            .next()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .parse()
            .unwrap();
        let headers: Vec<(String, String)> = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
            .collect();
        let mut body = raw[split + 4..].to_vec();
        if headers
            .iter()
            .any(|(k, v)| k.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"))
        {
            body = dechunk(&body);
        }
        for (k, v) in &headers {
            if k.eq_ignore_ascii_case("set-cookie") {
                let pair = v.split(';').next().unwrap();
                let (name, value) = pair.split_once('=').unwrap();
                if value.is_empty() || v.contains("Max-Age=0") {
                    self.cookies.remove(name);
                } else {
                    self.cookies.insert(name.to_owned(), value.to_owned());
                }
            }
        }
        Response {
            status,
            headers,
            body: String::from_utf8_lossy(&body).into_owned(),
        }
    }

    pub fn get(&mut self, path: &str) -> Response {
        self.request("GET", path, b"", "")
    }

    pub fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Response {
        self.request(
            "POST",
            path,
            form(fields).as_bytes(),
            "application/x-www-form-urlencoded",
        )
    }

    /// Signs in through the sign-in form.
    pub fn login(&mut self, name: &str, password: &str) -> Response {
        let page = self.get("/login");
        let csrf = page.field("csrf");
        self.post(
            "/login",
            &[("csrf", &csrf), ("name", name), ("password", password)],
        )
    }

    /// GETs `page` and POSTs `fields` to `action` with the page's CSRF token and version.
    pub fn submit(&mut self, page: &str, action: &str, fields: &[(&str, &str)]) -> Response {
        let p = self.get(page);
        assert_eq!(p.status, 200, "{page}: {}", p.body);
        let csrf = p.field("csrf");
        let version = p.try_field("version");
        let mut all: Vec<(&str, &str)> = vec![("csrf", &csrf)];
        if let Some(v) = &version {
            all.push(("version", v));
        }
        all.extend_from_slice(fields);
        self.post(action, &all)
    }
}
