//! An event's public site as files (`crownhead publish`): every public page of `/t/{id}/...`
//! (overview, standings, crosstable, rounds, players, the game viewer's pages, the wall
//! chart), the JSON reads and the downloads (CSV, PDN, each round's live PDN) and the static
//! files, with relative links only, so that any web server, object storage or CDN can serve
//! the directory as it is, and a federation can copy it into its own site.
//!
//! The pages are the server's own: the app runs in the process (no socket) and each address
//! is requested as a browser would, starting from the overview and the addresses the
//! tournament names (rounds, players, JSON), then every local link found. [`file_of`] names
//! each address's file (`/t/7/rounds/3` is `rounds/3.html`, `/api/v1/tournaments/7/standings`
//! is `api/standings.json`; a page with no rule of its own, such as a page added later, by its
//! path: `/t/7/schedule` is `schedule.html`); each page's links are rewritten relative to its
//! own file.
//! Elements whose class ends with `live-only` (the controller's link, the print views made
//! for the playing hall, whose QR codes point to the live server) are left out; any other
//! local link with no file is reported and pointed at the page itself (`#`).
//!
//! Every page is written in the five languages ([`build`]): the default's at the root, the
//! others under their folder (`fr/`, `pt-BR/`), linked to each other by the language switcher
//! and `<link rel="alternate" hreflang>`; [`publish`] builds and writes, for every caller.
//!
//! [`write_site`] writes only the files whose bytes changed and removes the files of an
//! earlier publication that are no longer part of the site (listed in `.crownhead-site`;
//! nothing else in the directory is touched).

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

use actix_web::http::header::{CONTENT_TYPE, COOKIE};
use actix_web::test as served;
use actix_web::{App, web};

use super::{AppState, i18n, routes, view};
use crate::domain::Language;

/// The list of the files a publication wrote, kept in the output directory.
pub const MANIFEST: &str = ".crownhead-site";

/// Why the site cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    #[error("{url} answered {status}: {body}")]
    Page {
        url: String,
        status: u16,
        body: String,
    },
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(transparent)]
    Dir(#[from] super::site_dir::DirError),
}

/// `segment` if it is a plain number or name (no dots, slashes or other characters that
/// could leave the site's directory).
fn plain(segment: &str) -> Option<&str> {
    (!segment.is_empty()
        && segment
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
    .then_some(segment)
}

/// The part a query adds to a file name: `paper=a4` → `-a4`, `round=3` → `-round-3`.
fn query_suffix(query: &str) -> Option<String> {
    let mut pairs: Vec<(&str, &str)> = query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| p.split_once('=').unwrap_or((p, "")))
        .collect();
    pairs.sort();
    let mut out = String::new();
    for (k, v) in pairs {
        let v = plain(v)?;
        if k == "round" {
            out.push_str("-round");
        }
        out.push('-');
        out.push_str(&v.to_ascii_lowercase());
    }
    Some(out)
}

/// The file (relative to the site's root) of the public address `url` (path and query) of
/// tournament `id`; `None` for an address that is not part of the site.
pub fn file_of(id: i64, url: &str) -> Option<String> {
    let (path, query) = url.split_once('?').unwrap_or((url, ""));
    let suffix = query_suffix(query)?;
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let t = id.to_string();
    let file = match segs.as_slice() {
        [] => "index.html".to_owned(),
        ["static", name] if *name == "style.css" || *name == "viewer.js" => {
            format!("static/{name}")
        }
        ["t", i] if *i == t => "index.html".to_owned(),
        ["t", i, page @ ("standings" | "crosstable" | "prizes")] if *i == t => {
            format!("{page}.html")
        }
        ["t", i, "print", "prizes"] if *i == t => "print/prizes.html".to_owned(),
        // A3 is the wall chart's default paper: one file for both addresses.
        ["t", i, "print", "wallchart"] if *i == t && query == "paper=a3" => {
            "print/wallchart.html".to_owned()
        }
        ["t", i, "print", "wallchart"] if *i == t => format!("print/wallchart{suffix}.html"),
        ["t", i, "rounds", n] if *i == t => format!("rounds/{}.html", plain(n)?),
        ["t", i, "rounds", n, "games.pdn"] if *i == t => format!("rounds/{}/games.pdn", plain(n)?),
        ["t", i, "rounds", n, "boards", b, "games", g] if *i == t => format!(
            "rounds/{}/boards/{}/games/{}.html",
            plain(n)?,
            plain(b)?,
            plain(g)?
        ),
        ["t", i, "players", no] if *i == t => format!("players/{}.html", plain(no)?),
        ["t", i, "export", format] if *i == t => {
            let ext = if *format == "pdn" { "pdn" } else { "csv" };
            format!("export/{}{suffix}.{ext}", plain(format)?)
        }
        // The printed pairings and slips are the playing hall's (their QR codes name the live
        // server).
        ["t", i, "rounds", _, "print", ..] if *i == t => return None,
        // Any other public page of the event (a page added later): its path, with `.html`
        // unless its name has an extension.
        ["t", i, rest @ ..] if *i == t && suffix.is_empty() => {
            let (last, dirs) = rest.split_last()?;
            let mut parts = dirs
                .iter()
                .map(|s| plain(s))
                .collect::<Option<Vec<&str>>>()?;
            let file = match last.split_once('.') {
                Some((name, ext)) => format!("{}.{}", plain(name)?, plain(ext)?),
                None => format!("{}.html", plain(last)?),
            };
            parts.push(&file);
            parts.join("/")
        }
        // The event's JSON, `/api/v1/tournaments/{id}/...`.
        ["api", "v1", "tournaments", i, api @ ..] if *i == t => match api {
            [] => "api/tournament.json".to_owned(),
            ["standings"] => "api/standings.json".to_owned(),
            ["rounds", n, what @ ("pairings" | "results")] => {
                format!("api/rounds/{}/{what}.json", plain(n)?)
            }
            ["bracket"] => "api/bracket.json".to_owned(),
            ["teams", what @ ("standings" | "matches")] => format!("api/teams/{what}.json"),
            _ => return None,
        },
        _ => return None,
    };
    // Queries are only taken where they choose a variant of the page.
    let takes_query = file.starts_with("print/wallchart") || file.starts_with("export/");
    if !(suffix.is_empty() || takes_query) {
        return None;
    }
    Some(file)
}

/// The link from the file `from` to the file `to` (both relative to the site's root).
pub fn relative(from: &str, to: &str) -> String {
    let from_dirs: Vec<&str> = from.split('/').collect();
    let from_dirs = &from_dirs[..from_dirs.len() - 1];
    let to_parts: Vec<&str> = to.split('/').collect();
    let common = from_dirs
        .iter()
        .zip(&to_parts)
        .take_while(|(a, b)| a == b)
        .count()
        .min(to_parts.len() - 1);
    let mut parts: Vec<&str> = vec![".."; from_dirs.len() - common];
    parts.extend(&to_parts[common..]);
    parts.join("/")
}

/// The address a link on the page at `page` (path and query) points to, if it is local:
/// `/x`, `?q` (the page's path with another query) or `x/y` (relative).
fn resolve(page: &str, href: &str) -> Option<String> {
    if href.starts_with('#') || href.contains("://") || href.starts_with("//") {
        return None;
    }
    if href.starts_with("mailto:") || href.starts_with("javascript:") || href.starts_with("data:") {
        return None;
    }
    let page_path = page.split('?').next().unwrap_or(page);
    if let Some(q) = href.strip_prefix('?') {
        return Some(format!("{page_path}?{q}"));
    }
    if href.starts_with('/') {
        return Some(href.to_owned());
    }
    let dir = &page_path[..page_path.rfind('/').map_or(0, |i| i + 1)];
    Some(format!("{dir}{href}"))
}

/// `html` without the elements whose class attribute ends with `live-only` (the element from
/// its start tag to the first end tag of its name: they hold no element of the same name).
/// Text on a page never holds a `"` (it is escaped), so only markup matches.
fn strip_live_only(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find("live-only\"") {
        let Some(start) = rest[..at].rfind('<') else {
            break;
        };
        let name: String = rest[start + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        let close = format!("</{name}>");
        let Some(end) = rest[at..].find(&close).map(|e| at + e + close.len()) else {
            break;
        };
        out.push_str(&rest[..start]);
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// A page's HTML with its local links made relative to its file `file`; the local addresses
/// linked (to fetch), and those with no file in the site (written as `#`).
struct Rewritten {
    html: String,
    linked: Vec<String>,
    dropped: Vec<String>,
}

/// `html` of the page at address `page`, written as the file `file`: each local link's
/// address is given to `target`, which names the file it points to (relative to the site's
/// root), or `None` when the site has no file for it.
fn rewrite(
    page: &str,
    file: &str,
    html: &str,
    mut target: impl FnMut(&str) -> Option<String>,
) -> Rewritten {
    let html = strip_live_only(html);
    let mut out = String::with_capacity(html.len());
    let mut linked = Vec::new();
    let mut dropped = Vec::new();
    let mut rest = html.as_str();
    loop {
        let next = [" href=\"", " src=\""]
            .iter()
            .filter_map(|k| rest.find(k).map(|i| (i, k.len())))
            .min();
        let Some((i, klen)) = next else {
            break;
        };
        let value_start = i + klen;
        let Some(len) = rest[value_start..].find('"') else {
            break;
        };
        let href = &rest[value_start..value_start + len];
        out.push_str(&rest[..value_start]);
        let (to, fragment) = match href.split_once('#') {
            Some((t, f)) => (t, Some(f)),
            None => (href, None),
        };
        let local = if to.is_empty() {
            None
        } else {
            resolve(page, &view::unescape_attr(to))
        };
        match local {
            None => out.push_str(href),
            Some(url) => match target(&url) {
                Some(to) => {
                    let mut link = relative(file, &to);
                    if let Some(f) = fragment {
                        link.push('#');
                        link.push_str(f);
                    }
                    out.push_str(&view::escape(&link));
                    linked.push(url);
                }
                None => {
                    dropped.push(url);
                    out.push('#');
                }
            },
        }
        rest = &rest[value_start + len..];
    }
    out.push_str(rest);
    Rewritten {
        html: out,
        linked,
        dropped,
    }
}

/// An address without its `lang` parameter, and the language that parameter names.
fn split_lang(url: &str) -> (String, Option<Language>) {
    let Some((path, query)) = url.split_once('?') else {
        return (url.to_owned(), None);
    };
    let lang = i18n::query_lang(query);
    let rest: Vec<&str> = query
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("lang="))
        .collect();
    if rest.is_empty() {
        (path.to_owned(), lang)
    } else {
        (format!("{path}?{}", rest.join("&")), lang)
    }
}

/// The folder of a language's pages when it is not the site's default: its code (`fr/`,
/// `pt-BR/`).
pub fn language_folder(lang: Language) -> &'static str {
    lang.code()
}

/// The site of tournament `id`: each file (relative path) and its bytes, and the local links
/// that had no file (left out, named for the user).
pub struct Site {
    pub files: BTreeMap<String, Vec<u8>>,
    pub dropped: BTreeSet<String>,
}

/// The public addresses a tournament names: the pages from which every other is linked.
fn seeds(state: &AppState, id: i64) -> Result<(Vec<String>, Language), SiteError> {
    let page_error = |e: String| SiteError::Page {
        url: format!("/t/{id}"),
        status: 404,
        body: e,
    };
    let t = state
        .db
        .read(|c| state.tournament(c, id))
        .map_err(|e| page_error(e.to_string()))?
        .map_err(|e| page_error(e.to_string()))?;
    let mut out = vec![
        format!("/t/{id}"),
        format!("/t/{id}/standings"),
        format!("/t/{id}/prizes"),
        format!("/t/{id}/print/prizes"),
        format!("/api/v1/tournaments/{id}"),
        format!("/api/v1/tournaments/{id}/standings"),
        "/static/style.css".to_owned(),
        "/static/viewer.js".to_owned(),
    ];
    // A knock-out has no crosstable nor wall chart: its bracket stands for them.
    if !t.settings().system.is_knockout() {
        out.push(format!("/t/{id}/crosstable"));
        out.push(format!("/t/{id}/print/wallchart"));
    }
    for r in t.rounds().iter().filter(|r| view::is_public(r)) {
        let n = r.number();
        out.push(format!("/t/{id}/rounds/{n}"));
        out.push(format!("/t/{id}/rounds/{n}/games.pdn"));
        out.push(format!("/api/v1/tournaments/{id}/rounds/{n}/pairings"));
        out.push(format!("/api/v1/tournaments/{id}/rounds/{n}/results"));
    }
    for e in t.entries() {
        out.push(format!("/t/{id}/players/{}", e.no));
    }
    Ok((out, t.settings().language))
}

/// A page or file as the app answered it.
struct Answer {
    /// The address asked for (without `lang`).
    url: String,
    html: bool,
    body: Vec<u8>,
}

/// Asks the app `$app` for `$url` in `$lang` (the `lang` cookie, as a returning reader's
/// browser sends it): the [`Answer`]; an answer that is no success is an error. (A macro:
/// the app's service type cannot be named.)
macro_rules! ask {
    ($app:expr, $url:expr, $lang:expr) => {{
        let url: &str = $url;
        let lang: Language = $lang;
        let req = served::TestRequest::get()
            .uri(url)
            .insert_header((COOKIE, format!("{}={}", i18n::COOKIE, lang.code())))
            .to_request();
        let res = served::call_service($app, req).await;
        let status = res.status();
        let html = res
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/html"));
        let body = served::read_body(res).await.to_vec();
        if !status.is_success() {
            return Err(SiteError::Page {
                url: url.to_owned(),
                status: status.as_u16(),
                body: String::from_utf8_lossy(&body).chars().take(300).collect(),
            });
        }
        Answer {
            url: url.to_owned(),
            html,
            body,
        }
    }};
}

/// Requests every page of tournament `id`'s site from the app (in this process), in each
/// of the five languages, and rewrites its links. Must run inside an actix runtime.
///
/// The pages of `default` (the tournament's language when `None`) are at the root, as
/// [`file_of`] names them; each other language's under its folder ([`language_folder`]:
/// `fr/standings.html`). A page that reads the same in every language (a print view, in the
/// tournament's language whatever is asked) and every file that is no page (JSON, CSV, PDN,
/// CSS, script) is written once, at the root. Every page's language switcher and its
/// `<link rel="alternate" hreflang>` point to the same page's file in the other languages.
pub async fn build(
    state: web::Data<AppState>,
    id: i64,
    default: Option<Language>,
) -> Result<Site, SiteError> {
    let app = served::init_service(
        App::new()
            // The request's language for its pages, as the server gives it.
            .wrap(actix_web::middleware::from_fn(i18n::remember))
            .app_data(state.clone())
            .configure(routes::configure),
    )
    .await;
    let (seeds, own) = {
        let state = state.clone();
        web::block(move || seeds(&state, id))
            .await
            .map_err(|e| SiteError::Page {
                url: format!("/t/{id}"),
                status: 500,
                body: e.to_string(),
            })??
    };
    let default = default.unwrap_or(own);
    let langs: Vec<Language> = std::iter::once(default)
        .chain(Language::ALL.into_iter().filter(|l| *l != default))
        .collect();
    // The pages of each language by their root file, and the other files (in the default
    // language), as the app answered them.
    let mut pages: BTreeMap<(usize, String), Answer> = BTreeMap::new();
    let mut others: BTreeMap<String, Answer> = BTreeMap::new();
    let mut dropped = BTreeSet::new();
    for (li, &lang) in langs.iter().enumerate() {
        let mut queue: VecDeque<String> = seeds.iter().cloned().collect();
        // The files asked for so far: an address whose file is claimed (`/` and `/t/{id}`
        // are both the overview) is not requested again.
        let mut claimed: BTreeSet<String> = queue.iter().filter_map(|u| file_of(id, u)).collect();
        while let Some(url) = queue.pop_front() {
            let Some(file) = file_of(id, &url) else {
                dropped.insert(url);
                continue;
            };
            if !file.ends_with(".html") {
                if let std::collections::btree_map::Entry::Vacant(e) = others.entry(file) {
                    e.insert(ask!(&app, &url, default));
                }
                continue;
            }
            let answer = ask!(&app, &url, lang);
            if answer.html {
                let text = String::from_utf8_lossy(&answer.body);
                let r = rewrite(&url, &file, &text, |u| file_of(id, &split_lang(u).0));
                for link in r.linked {
                    let (link, _) = split_lang(&link);
                    if file_of(id, &link).is_some_and(|f| claimed.insert(f)) {
                        queue.push_back(link);
                    }
                }
            }
            pages.insert((li, file), answer);
        }
    }
    // Where each language's page of each root file is written.
    let placed = |li: usize, file: &str| -> Option<String> {
        if !file.ends_with(".html") {
            return others.contains_key(file).then(|| file.to_owned());
        }
        let page = pages.get(&(li, file.to_owned()))?;
        let same = pages
            .get(&(0, file.to_owned()))
            .is_some_and(|d| d.body == page.body);
        Some(if li == 0 || same {
            file.to_owned()
        } else {
            format!("{}/{file}", language_folder(langs[li]))
        })
    };
    let mut site = Site {
        files: BTreeMap::new(),
        dropped,
    };
    for ((li, file), answer) in &pages {
        let to = placed(*li, file).expect("a page fetched has its place");
        if *li != 0 && to == *file {
            continue;
        }
        let bytes = if answer.html {
            let text = String::from_utf8_lossy(&answer.body);
            let r = rewrite(&answer.url, &to, &text, |u| {
                let (u, asked) = split_lang(u);
                let f = file_of(id, &u)?;
                let li = asked.map_or(*li, |l| langs.iter().position(|x| *x == l).unwrap_or(0));
                placed(li, &f).or_else(|| placed(0, &f))
            });
            site.dropped.extend(r.dropped);
            r.html.into_bytes()
        } else {
            answer.body.clone()
        };
        site.files.insert(to, bytes);
    }
    for (file, answer) in others {
        site.files.insert(file, answer.body);
    }
    Ok(site)
}

/// Builds the site of tournament `id` ([`build`], `default` at its root) and writes it into
/// `out` ([`write_site`]): what `crownhead publish` does. Must run inside an actix runtime.
pub async fn publish(
    state: web::Data<AppState>,
    id: i64,
    default: Option<Language>,
    out: PathBuf,
) -> Result<(Site, Written), SiteError> {
    let site = build(state, id, default).await?;
    let (site, written) = web::block(move || {
        let w = write_site(&out, &site.files);
        (site, w)
    })
    .await
    .map_err(|e| SiteError::Page {
        url: format!("/t/{id}"),
        status: 500,
        body: e.to_string(),
    })?;
    Ok((site, written?))
}

/// What a publication did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Written {
    pub files: usize,
    pub written: usize,
    pub unchanged: usize,
    pub removed: usize,
    pub bytes: u64,
}

/// Writes `files` under `out`: only those whose bytes differ from the file there (through a
/// temporary file renamed over it); removes the files an earlier publication listed in
/// [`MANIFEST`] that are no longer part of the site. Nothing is written, renamed or deleted
/// outside `out` ([`super::site_dir`]): a folder of other files is refused, a symbolic link is
/// never followed, and only regular files the manifest lists are deleted.
pub fn write_site(out: &Path, files: &BTreeMap<String, Vec<u8>>) -> Result<Written, SiteError> {
    let dir = super::site_dir::SiteDir::open(out, MANIFEST)?;
    let before: BTreeSet<String> = dir
        .read(MANIFEST)?
        .map(|t| {
            String::from_utf8_lossy(&t)
                .lines()
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default();
    let mut done = Written {
        files: files.len(),
        ..Written::default()
    };
    // The manifest first lists every file this run may leave (the last publication's and
    // this one's), so a run interrupted part-way (a full disk) leaves a folder the next run
    // recognises as the site and completes; the final manifest is written last.
    let every: String = before
        .iter()
        .map(String::as_str)
        .chain(files.keys().map(String::as_str))
        .filter(|f| *f != MANIFEST)
        .collect::<BTreeSet<&str>>()
        .into_iter()
        .map(|k| format!("{k}\n"))
        .collect();
    if dir.read(MANIFEST)?.as_deref() != Some(every.as_bytes()) {
        dir.write(MANIFEST, every.as_bytes())?;
    }
    for (name, bytes) in files {
        done.bytes += bytes.len() as u64;
        if dir.read(name)?.is_some_and(|old| old == *bytes) {
            done.unchanged += 1;
            continue;
        }
        dir.write(name, bytes)?;
        done.written += 1;
    }
    for old in before.iter().filter(|f| !files.contains_key(*f)) {
        if old != MANIFEST && dir.remove(old)? {
            done.removed += 1;
        }
    }
    let list: String = files.keys().map(|k| format!("{k}\n")).collect();
    if dir.read(MANIFEST)?.as_deref() != Some(list.as_bytes()) {
        dir.write(MANIFEST, list.as_bytes())?;
    }
    Ok(done)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_public_address_has_its_file() {
        let f = |u: &str| file_of(7, u);
        for (address, file) in [
            ("/t/7", "index.html"),
            ("/", "index.html"),
            ("/t/7/standings", "standings.html"),
            (
                "/api/v1/tournaments/7/teams/matches",
                "api/teams/matches.json",
            ),
            ("/api/v1/tournaments/7/bracket", "api/bracket.json"),
            ("/t/7/rounds/3", "rounds/3.html"),
            ("/t/7/rounds/3/games.pdn", "rounds/3/games.pdn"),
            (
                "/t/7/rounds/3/boards/2/games/1",
                "rounds/3/boards/2/games/1.html",
            ),
            ("/t/7/players/12", "players/12.html"),
            ("/t/7/print/wallchart?paper=a4", "print/wallchart-a4.html"),
            ("/t/7/print/wallchart?paper=a3", "print/wallchart.html"),
            (
                "/t/7/export/csv-results?round=2",
                "export/csv-results-round-2.csv",
            ),
            ("/t/7/export/pdn", "export/pdn.pdn"),
            (
                "/api/v1/tournaments/7/rounds/2/results",
                "api/rounds/2/results.json",
            ),
            ("/static/style.css", "static/style.css"),
            ("/t/7/prizes", "prizes.html"),
            // A page with no rule of its own is published by its path.
            ("/t/7/schedule", "schedule.html"),
            ("/t/7/schedule/day-2.csv", "schedule/day-2.csv"),
        ] {
            assert_eq!(f(address).as_deref(), Some(file), "{address}");
        }
        // Not part of the site: the controller's pages, other events, print views for the
        // hall, queries that choose nothing, anything that could leave the directory.
        for u in [
            "/admin",
            "/login",
            "/api/v1/tournaments/7/teams/other",
            "/t/8",
            "/t/7/rounds/3/print/slips",
            "/t/7/rounds/3/print/pairings?order=name",
            "/t/7/rounds/3?x=1",
            "/t/7/players/..",
            "/t/7/../admin",
            "/t/7/schedule/..x",
            "/t/7/export/pdn?round=../../x",
            "/static/../../etc/passwd",
        ] {
            assert_eq!(f(u), None, "{u}");
        }
    }

    #[test]
    fn links_are_relative_to_the_linking_file() {
        assert_eq!(relative("index.html", "standings.html"), "standings.html");
        assert_eq!(
            relative("rounds/3.html", "players/1.html"),
            "../players/1.html"
        );
        assert_eq!(
            relative("rounds/3/boards/2/games/1.html", "rounds/3.html"),
            "../../../../3.html"
        );
        assert_eq!(
            relative(
                "rounds/3/boards/2/games/1.html",
                "rounds/3/boards/2/games/2.html"
            ),
            "2.html"
        );
        assert_eq!(
            relative("rounds/3.html", "rounds/3/games.pdn"),
            "3/games.pdn"
        );
        assert_eq!(
            relative("players/1.html", "static/style.css"),
            "../static/style.css"
        );
    }

    #[test]
    fn a_page_is_rewritten_with_relative_links_and_without_live_only_parts() {
        let html = concat!(
            r#"<link rel="stylesheet" href="/static/style.css">"#,
            r#"<nav><a href="/">Events</a> <a href="/admin" class="live-only">Controller</a></nav>"#,
            r##"<a href="/t/7/players/3">P</a> <a href="#p2">2</a>"##,
            r##"<a href="/t/7/rounds/1/boards/1/games/1#p4">g</a>"##,
            r#"<p class="no-print live-only"><a href="/t/7/rounds/1/print/slips">slips</a></p>"#,
            r#"<a href="?paper=a4">A4</a> <a href="https://fmjd.org/">FMJD</a> <a href="/t/8">other</a>"#,
            r#"<script src="/static/viewer.js" defer></script>"#
        );
        let r = rewrite("/t/7/print/wallchart", "print/wallchart.html", html, |u| {
            file_of(7, u)
        });
        assert_eq!(
            r.html,
            concat!(
                r#"<link rel="stylesheet" href="../static/style.css">"#,
                r#"<nav><a href="../index.html">Events</a> </nav>"#,
                r##"<a href="../players/3.html">P</a> <a href="#p2">2</a>"##,
                r##"<a href="../rounds/1/boards/1/games/1.html#p4">g</a>"##,
                r##"<a href="wallchart-a4.html">A4</a> <a href="https://fmjd.org/">FMJD</a> <a href="#">other</a>"##,
                r#"<script src="../static/viewer.js" defer></script>"#
            )
        );
        assert_eq!(r.dropped, ["/t/8"]);
        assert!(
            r.linked
                .contains(&"/t/7/print/wallchart?paper=a4".to_owned())
        );
    }

    #[test]
    fn text_that_names_live_only_is_kept() {
        let html = "<h1>the live-only &quot;open&quot;</h1><p class=\"live-only\">x</p>";
        assert_eq!(
            strip_live_only(html),
            "<h1>the live-only &quot;open&quot;</h1>"
        );
    }

    /// 45: a publication that fails part-way into a new folder (a full disk; here a file
    /// that cannot be written) leaves a folder the next publication recognises and completes,
    /// and no temporary file.
    #[test]
    fn an_interrupted_publication_is_completed_by_the_next() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site");
        let mut files = BTreeMap::new();
        files.insert("a.html".to_owned(), b"a".to_vec());
        files.insert("bad//name.html".to_owned(), b"x".to_vec());
        files.insert("rounds/1.html".to_owned(), b"r".to_vec());
        assert!(write_site(&out, &files).is_err());
        assert!(out.join("a.html").exists(), "the run stopped part-way");
        files.remove("bad//name.html");
        let w = write_site(&out, &files).unwrap();
        assert_eq!((w.files, w.written, w.unchanged), (2, 1, 1));
        assert_eq!(
            std::fs::read_to_string(out.join(MANIFEST)).unwrap(),
            "a.html\nrounds/1.html\n"
        );
        let w = write_site(&out, &files).unwrap();
        assert_eq!((w.written, w.unchanged), (0, 2));
        let left: Vec<String> = std::fs::read_dir(&out)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains("crownhead-tmp"))
            .collect();
        assert!(left.is_empty(), "{left:?}");
    }

    #[test]
    fn only_changed_files_are_written_and_files_no_longer_published_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site");
        std::fs::create_dir_all(&out).unwrap();
        let mut files = BTreeMap::new();
        files.insert("index.html".to_owned(), b"a".to_vec());
        files.insert("rounds/3.html".to_owned(), b"b".to_vec());
        let w = write_site(&out, &files).unwrap();
        assert_eq!((w.files, w.written, w.unchanged, w.removed), (2, 2, 0, 0));
        std::fs::write(out.join("mine.txt"), "not the site's").unwrap();
        let w = write_site(&out, &files).unwrap();
        assert_eq!((w.written, w.unchanged), (0, 2));
        files.insert("index.html".to_owned(), b"c".to_vec());
        files.remove("rounds/3.html");
        let w = write_site(&out, &files).unwrap();
        assert_eq!((w.written, w.unchanged, w.removed), (1, 0, 1));
        assert_eq!(std::fs::read(out.join("index.html")).unwrap(), b"c");
        assert!(
            !out.join("rounds").exists(),
            "the emptied directory goes too"
        );
        assert!(out.join("mine.txt").exists(), "other files are left alone");
    }

    #[test]
    fn a_folder_that_was_never_a_site_is_refused_and_links_are_not_followed() {
        let (_dir, out, elsewhere) = super::super::site_dir::tests::site_and_outside();
        std::fs::write(out.join("index.html"), "my own page").unwrap();
        let mut files = BTreeMap::new();
        files.insert("index.html".to_owned(), b"a".to_vec());
        files.insert("rounds/3.html".to_owned(), b"b".to_vec());
        let e = write_site(&out, &files).unwrap_err();
        assert!(
            e.to_string()
                .contains("holds no site published by crownhead"),
            "{e}"
        );
        assert_eq!(
            std::fs::read(out.join("index.html")).unwrap(),
            b"my own page"
        );
        std::fs::remove_file(out.join("index.html")).unwrap();
        write_site(&out, &files).unwrap();
        // A sub-folder replaced by a link to elsewhere: refused, nothing written there.
        std::fs::remove_dir_all(out.join("rounds")).unwrap();
        std::os::unix::fs::symlink(&elsewhere, out.join("rounds")).unwrap();
        files.insert("rounds/3.html".to_owned(), b"c".to_vec());
        assert!(write_site(&out, &files).is_err());
        assert_eq!(std::fs::read_dir(&elsewhere).unwrap().count(), 0);
        // A manifest line under the linked folder deletes nothing outside.
        std::fs::write(elsewhere.join("keep.txt"), "keep").unwrap();
        std::fs::write(out.join(MANIFEST), "index.html\nrounds/keep.txt\n").unwrap();
        files.remove("rounds/3.html");
        let w = write_site(&out, &files).unwrap();
        assert_eq!(w.removed, 0);
        assert_eq!(std::fs::read(elsewhere.join("keep.txt")).unwrap(), b"keep");
    }
}
