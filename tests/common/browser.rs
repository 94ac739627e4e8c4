//! What the browser tests share: a server on a fresh database, Chromium driven through
//! WebDriver (chromedriver), and a `Browser` that fills forms, presses buttons, waits for pages,
//! reads tables by their headers, takes screenshots and prints.

#![allow(dead_code)]

use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::wd::{PrintConfiguration, PrintOrientation, PrintSize};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

pub type Res<T = ()> = Result<T, Box<dyn std::error::Error>>;

/// Fails the flow (without panicking, so the browser is always closed) with a message.
macro_rules! check {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(format!($($msg)+).into());
        }
    };
}

/// A child process killed when dropped.
pub struct Running(pub Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn binary(var: &str, default: &str) -> Option<PathBuf> {
    let path = std::env::var_os(var)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(default));
    path.is_file().then_some(path)
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

pub fn wait_for_port(port: u16, within: Duration) -> bool {
    let until = Instant::now() + within;
    while Instant::now() < until {
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    false
}

/// `crownhead serve` on a free port with a fresh database: the process, its address and the
/// set-up link it printed.
pub fn serve(db: &Path) -> (Running, SocketAddr, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_crownhead"))
        .arg("--db")
        .arg(db)
        .args(["serve", "--bind", "127.0.0.1:0"])
        .env_remove("CROWNHEAD_DB")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("crownhead starts");
    let stdout = child.stdout.take().unwrap();
    let running = Running(child);
    let mut addr = None;
    let mut link = None;
    for line in BufReader::new(stdout).lines() {
        let line = line.unwrap();
        if let Some(a) = line.split("on http://").nth(1) {
            addr = Some(a.trim_end_matches('/').parse().expect("an address"));
        }
        if let Some(at) = line.find("/setup?token=") {
            link = Some(line[at..].trim().to_owned());
            break;
        }
    }
    (
        running,
        addr.expect("crownhead prints its address"),
        link.expect("a fresh database gets a set-up link"),
    )
}

/// Where the screenshots and prints go: `target/browser/`.
pub fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("browser");
    // Only this run's files.
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub struct Browser {
    pub c: Client,
    pub base: String,
    pub out: PathBuf,
    pub step: u32,
}

impl Browser {
    /// A browser on the server at `addr`, its screenshots in `target/{folder}/` (emptied).
    pub fn new(client: &Client, addr: SocketAddr, folder: &str) -> Browser {
        let out = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .parent()
            .unwrap()
            .join(folder);
        let _ = std::fs::remove_dir_all(&out);
        std::fs::create_dir_all(&out).unwrap();
        Browser {
            c: client.clone(),
            base: format!("http://{addr}"),
            out,
            step: 0,
        }
    }

    /// Creates the chief controller's account through the set-up link, signed in after.
    pub async fn create_chief(&self, setup: &str) -> Res {
        self.goto(setup).await?;
        self.fill("name", "chief").await?;
        self.fill("password", "correct horse battery").await?;
        self.fill("password2", "correct horse battery").await?;
        self.press("Create and sign in").await?;
        self.expect("/admin", "Signed in as chief").await?;
        Ok(())
    }

    pub async fn goto(&self, path: &str) -> Res {
        Ok(self.c.goto(&format!("{}{path}", self.base)).await?)
    }

    /// The visible text of the page's `<main>`.
    pub async fn text(&self) -> Res<String> {
        Ok(self.c.find(Locator::Css("main")).await?.text().await?)
    }

    /// Waits (up to 15 s) until the page's path is `path` and its text contains `needle`.
    pub async fn expect(&self, path: &str, needle: &str) -> Res<String> {
        let until = Instant::now() + Duration::from_secs(15);
        loop {
            let url = self.c.current_url().await?;
            let text = self.text().await.unwrap_or_default();
            if url.path() == path && text.contains(needle) {
                return Ok(text);
            }
            if Instant::now() > until {
                return Err(format!("expected {path} with {needle:?}; at {url}:\n{text}").into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Waits (up to 15 s) until the page's path is no longer `path`; returns the new address.
    pub async fn left(&self, path: &str) -> Res<(String, String)> {
        let until = Instant::now() + Duration::from_secs(15);
        loop {
            let url = self.c.current_url().await?;
            if url.path() != path {
                return Ok((url.path().to_owned(), url.to_string()));
            }
            if Instant::now() > until {
                return Err(format!("still at {url} after 15 s").into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn fill(&self, name: &str, value: &str) -> Res {
        let field = self
            .c
            .find(Locator::Css(&format!("[name=\"{name}\"]")))
            .await?;
        field.clear().await?;
        field.send_keys(value).await?;
        Ok(())
    }

    /// Clicks the button whose text is `label`.
    pub async fn press(&self, label: &str) -> Res {
        let xpath = format!("//button[normalize-space()='{label}']");
        self.c.find(Locator::XPath(&xpath)).await?.click().await?;
        Ok(())
    }

    pub async fn follow(&self, link_text: &str) -> Res {
        self.c
            .find(Locator::LinkText(link_text))
            .await?
            .click()
            .await?;
        Ok(())
    }

    /// Saves a screenshot of the viewport as `NN-name.png`.
    pub async fn shot(&mut self, name: &str) -> Res {
        self.step += 1;
        let png = self.c.screenshot().await?;
        check!(
            png.starts_with(b"\x89PNG\r\n\x1a\n"),
            "the screenshot {name} is not a PNG"
        );
        std::fs::write(self.out.join(format!("{:02}-{name}.png", self.step)), png)?;
        Ok(())
    }

    /// Prints the current page to PDF in landscape on paper `size`.
    ///
    /// Some Chromium builds answer an occasional print with their own
    /// "Printing failed" (a browser-side error, not a page's): such an answer
    /// is retried after reloading the page, at most three times in all. Any
    /// other error, or a third failure, fails the test.
    pub async fn print(&self, paper: &str, size: PrintSize) -> Res<Vec<u8>> {
        let settings = || {
            PrintConfiguration::builder()
                .orientation(PrintOrientation::Landscape)
                .size(size.clone())
                .build()
                .map_err(|e| format!("print settings: {e:?}"))
        };
        let mut attempt = 1;
        loop {
            match self.c.print(settings()?).await {
                Ok(pdf) => return Ok(pdf),
                Err(e) if attempt < 3 && e.to_string().contains("Printing failed") => {
                    println!(
                        "the {paper} print failed in the browser ({e}); attempt {attempt} of 3"
                    );
                    attempt += 1;
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    self.c.refresh().await?;
                }
                Err(e) => return Err(format!("the {paper} print: {e}").into()),
            }
        }
    }

    /// The rows of the table `css`, each cell under its column's header text (the `thead`'s
    /// last row), so that a test reads a column by its name and not by its place; a header
    /// met again is numbered (the pairing list's second `No` is `No 2`).
    pub async fn table_by_header(&self, css: &str) -> Res<Vec<HashMap<String, String>>> {
        let mut headers = Vec::new();
        if let Some(tr) = self
            .c
            .find_all(Locator::Css(&format!("{css} thead tr")))
            .await?
            .pop()
        {
            for th in tr.find_all(Locator::Css("th, td")).await? {
                let text = th.text().await?.trim().to_owned();
                // A heading seen before (the pairing list's second `No`) is `No 2`, and so on.
                let seen = headers.iter().filter(|h| **h == text).count();
                headers.push(if seen == 0 {
                    text
                } else {
                    format!("{text} {}", seen + 1)
                });
            }
        }
        let mut rows = Vec::new();
        for cells in self.table(css).await? {
            let mut row = HashMap::new();
            for (i, cell) in cells.into_iter().enumerate() {
                let name = headers.get(i).cloned().unwrap_or_else(|| format!("#{i}"));
                row.insert(name, cell);
            }
            rows.push(row);
        }
        Ok(rows)
    }

    /// The rows of the table `css` as lists of cell texts.
    pub async fn table(&self, css: &str) -> Res<Vec<Vec<String>>> {
        let mut rows = Vec::new();
        for tr in self
            .c
            .find_all(Locator::Css(&format!("{css} tbody tr")))
            .await?
        {
            let mut cells = Vec::new();
            for td in tr.find_all(Locator::Css("td")).await? {
                cells.push(td.text().await?.trim().to_owned());
            }
            rows.push(cells);
        }
        Ok(rows)
    }
}

/// The id of the position the game viewer shows.
pub async fn shown(b: &Browser) -> Res<String> {
    let pos = b.c.find(Locator::Css(".viewer .pos.shown")).await?;
    Ok(pos.attr("id").await?.unwrap_or_default())
}

/// Sends a key (a WebDriver key code) to the element that has the focus.
pub async fn key(b: &Browser, code: char) -> Res {
    b.c.active_element()
        .await?
        .send_keys(&code.to_string())
        .await?;
    Ok(())
}

/// The page's `lang` attribute.
pub async fn page_lang(b: &Browser) -> Res<String> {
    let v =
        b.c.execute("return document.documentElement.lang;", vec![])
            .await?;
    Ok(v.as_str().unwrap_or_default().to_owned())
}

/// Whether the page scrolls sideways as a whole: (document width, viewport width).
pub async fn page_widths(b: &Browser) -> Res<(u64, u64)> {
    let w =
        b.c.execute(
            "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]",
            vec![],
        )
        .await?;
    Ok((w[0].as_u64().unwrap_or(0), w[1].as_u64().unwrap_or(0)))
}

/// Types `code` then Enter into the focused grid field, which must be `name`.
pub async fn type_cell(b: &Browser, name: &str, code: &str) -> Res {
    type_in(b, name, code, true).await
}

/// Types `code`, then Enter with `enter`, into the focused grid field, which must be `name`.
pub async fn type_in(b: &Browser, name: &str, code: &str, enter: bool) -> Res {
    let field = b.c.active_element().await?;
    let at = field.attr("name").await?;
    check!(
        at.as_deref() == Some(name),
        "the focus is on {at:?}, not {name}, before typing {code}"
    );
    field.send_keys(code).await?;
    let v =
        b.c.find(Locator::Css(&format!("input[name={name}]")))
            .await?
            .prop("value")
            .await?;
    check!(
        v.as_deref() == Some(code),
        "{name} shows {v:?} after typing {code}"
    );
    if enter {
        field.send_keys("\u{E007}").await?;
    }
    Ok(())
}

/// Starts chromedriver and a headless Chromium session `width` pixels wide, with its profile
/// in `dir`; `None` (a skip, failing under CI) when either binary is missing.
pub async fn launch(dir: &Path, width: u32, test: &str) -> Option<(Running, Client)> {
    let chromium = binary("CROWNHEAD_CHROMIUM", "/usr/bin/chromium");
    let driver = binary("CROWNHEAD_CHROMEDRIVER", "/usr/bin/chromedriver");
    let (Some(chromium), Some(driver)) = (chromium, driver) else {
        assert!(
            !std::env::var("CI").is_ok_and(|v| v.eq_ignore_ascii_case("true") || v == "1"),
            "the browser test {test} cannot run under CI without chromium and chromedriver"
        );
        println!("SKIPPED {test}: chromium or chromedriver missing");
        return None;
    };
    let port = free_port();
    let running = Running(
        Command::new(&driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts"),
    );
    assert!(wait_for_port(port, Duration::from_secs(30)));
    let mut caps = serde_json::Map::new();
    caps.insert("browserName".into(), json!("chrome"));
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": chromium,
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-dev-shm-usage",
                format!("--window-size={width},900"),
                format!("--user-data-dir={}", dir.join("profile").display()),
            ]
        }),
    );
    let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("chromedriver opens a Chromium session");
    Some((running, client))
}

/// Types `keys` into the focused element as real key events: each character a key press, the
/// characters that need Shift on a keyboard (`:`, `+`) with Shift held down around them, and
/// `\u{E000}`–`\u{E03D}` (WebDriver's key codes: the numeric pad's keys among them) as they are.
pub async fn press_keys(b: &Browser, keys: &str) -> Res {
    use fantoccini::actions::{InputSource, KeyAction, KeyActions};
    const SHIFT: char = '\u{E008}';
    let mut actions = KeyActions::new("keyboard".into());
    for c in keys.chars() {
        let shifted = ":+_!\"<>?".contains(c);
        if shifted {
            actions = actions.then(KeyAction::Down { value: SHIFT });
        }
        actions = actions
            .then(KeyAction::Down { value: c })
            .then(KeyAction::Up { value: c });
        if shifted {
            actions = actions.then(KeyAction::Up { value: SHIFT });
        }
    }
    b.c.perform_actions(actions).await?;
    Ok(())
}
