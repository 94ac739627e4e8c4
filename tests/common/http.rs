//! A small HTTP/1.1 client over `TcpStream` that keeps cookies like a browser and reports a
//! missing or cut-off answer as an error instead of panicking, for tests that kill the server
//! under it. One connection per request (`Connection: close`). Tests that want a panic on
//! any failure wrap it (see `tests/api/helpers.rs`).

#![allow(dead_code)]

use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

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

    /// The value of the first `<input name="NAME" value="...">` in the page; panics when
    /// there is none.
    pub fn field(&self, name: &str) -> String {
        self.try_field(name)
            .unwrap_or_else(|| panic!("no field {name:?} in:\n{}", self.body))
    }

    /// The value of the first `<input name="NAME" value="...">` in the page, unescaped.
    pub fn try_field(&self, name: &str) -> Option<String> {
        let key = format!("name=\"{name}\" value=\"");
        let start = self.body.find(&key)? + key.len();
        let end = self.body[start..].find('"')? + start;
        Some(unescape(&self.body[start..end]))
    }

    /// Asserts that the body contains `text`, showing the body otherwise.
    pub fn shows(&self, text: &str) {
        assert!(
            self.body.contains(text),
            "expected {text:?} in:\n{}",
            self.body
        );
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
}

/// Undoes the HTML escaping of an attribute value.
pub fn unescape(s: &str) -> String {
    s.replace("&#10;", "\n")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
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

fn broken(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::UnexpectedEof, what.to_owned())
}

fn dechunk(mut body: &[u8]) -> io::Result<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let eol = body
            .windows(2)
            .position(|w| w == b"\r\n")
            .ok_or_else(|| broken("cut-off chunk"))?;
        let size = std::str::from_utf8(&body[..eol])
            .ok()
            .and_then(|s| usize::from_str_radix(s.trim(), 16).ok())
            .ok_or_else(|| broken("bad chunk size"))?;
        if size == 0 {
            return Ok(out);
        }
        let chunk = body
            .get(eol + 2..eol + 2 + size)
            .ok_or_else(|| broken("cut-off chunk"))?;
        out.extend_from_slice(chunk);
        body = body.get(eol + 2 + size + 2..).unwrap_or_default();
    }
}

/// A client that keeps cookies, like a browser.
#[derive(Clone)]
pub struct Client {
    pub addr: SocketAddr,
    pub cookies: HashMap<String, String>,
}

impl Client {
    pub fn new(addr: SocketAddr) -> Client {
        Client {
            addr,
            cookies: HashMap::new(),
        }
    }

    /// Sends one request; an error when the connection fails or the answer is incomplete
    /// (no status line and headers, or a body shorter than announced).
    pub fn request(
        &mut self,
        method: &str,
        path: &str,
        body: &[u8],
        content_type: &str,
    ) -> io::Result<Response> {
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
    ) -> io::Result<Response> {
        let mut s = TcpStream::connect_timeout(&self.addr, Duration::from_secs(5))?;
        s.set_read_timeout(Some(Duration::from_secs(30)))?;
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
        s.write_all(head.as_bytes())?;
        // The server may answer (413) before reading a large body: a broken pipe here is not
        // the end; whether an answer came is decided by what is read.
        let _ = s.write_all(body);
        let mut raw = Vec::new();
        // A reset after a whole answer (the server closing on an unread body) is no failure:
        // the answer is judged complete below by its head and announced length.
        let read = s.read_to_end(&mut raw);
        let Some(split) = raw.windows(4).position(|w| w == b"\r\n\r\n") else {
            read?;
            return Err(broken("no response head"));
        };
        let head = String::from_utf8_lossy(&raw[..split]).into_owned();
        let mut lines = head.lines();
        let status: u16 = lines
            .next()
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| broken("no status line"))?;
        let headers: Vec<(String, String)> = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
            .collect();
        let find = |name: &str| {
            headers
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.clone())
        };
        let mut body = raw[split + 4..].to_vec();
        if method == "HEAD" {
            // The headers describe the body a GET would have; none follows.
            if !body.is_empty() {
                return Err(broken("a body after the head of an answer to HEAD"));
            }
        } else if find("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
            body = dechunk(&body)?;
        } else if let Some(n) = find("content-length").and_then(|v| v.parse::<usize>().ok()) {
            if body.len() < n {
                return Err(broken("cut-off body"));
            }
        } else {
            // Neither chunked nor of announced length: only a clean end of stream ends it.
            read?;
        }
        for (k, v) in &headers {
            if k.eq_ignore_ascii_case("set-cookie") {
                let pair = v.split(';').next().unwrap_or_default();
                if let Some((name, value)) = pair.split_once('=') {
                    if value.is_empty() || v.contains("Max-Age=0") {
                        self.cookies.remove(name);
                    } else {
                        self.cookies.insert(name.to_owned(), value.to_owned());
                    }
                }
            }
        }
        Ok(Response {
            status,
            headers,
            body: String::from_utf8_lossy(&body).into_owned(),
        })
    }

    pub fn get(&mut self, path: &str) -> io::Result<Response> {
        self.request("GET", path, b"", "")
    }

    pub fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> io::Result<Response> {
        self.request(
            "POST",
            path,
            form(fields).as_bytes(),
            "application/x-www-form-urlencoded",
        )
    }

    /// Signs in through the sign-in form.
    pub fn login(&mut self, name: &str, password: &str) -> io::Result<Response> {
        let page = self.get("/login")?;
        let csrf = page
            .try_field("csrf")
            .ok_or_else(|| broken("no csrf field"))?;
        self.post(
            "/login",
            &[("csrf", &csrf), ("name", name), ("password", password)],
        )
    }

    /// GETs `page` and POSTs `fields` to `action` with the page's CSRF token and version.
    pub fn submit(
        &mut self,
        page: &str,
        action: &str,
        fields: &[(&str, &str)],
    ) -> io::Result<Response> {
        let p = self.get(page)?;
        if p.status != 200 {
            return Err(io::Error::other(format!(
                "{page} answered {}: {}",
                p.status, p.body
            )));
        }
        let csrf = p.try_field("csrf").ok_or_else(|| broken("no csrf field"))?;
        let version = p.try_field("version");
        let mut all: Vec<(&str, &str)> = vec![("csrf", &csrf)];
        if let Some(v) = &version {
            all.push(("version", v));
        }
        all.extend_from_slice(fields);
        self.post(action, &all)
    }
}
