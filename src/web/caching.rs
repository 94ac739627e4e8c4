//! HTTP caching of everything the public may read: the public pages and print views
//! (`/`, `/t/{id}/...`), the JSON reads (`/api/v1/tournaments[/{id}/...]`), the downloads and
//! the live PDN, and the static files.
//!
//! Each answer carries an `ETag` made from what its bytes depend on: the tournament's version
//! (raised by every change a controller makes, migration 0003) plus its activity (what players
//! do through their links, migration 0020), or every tournament's for the events lists; the program's build ([`BUILD_ID`]); the path and query; and the server's public
//! address (the QR codes of the print views name it). A request whose `If-None-Match` names
//! that tag is answered `304 Not Modified` with no body, before any page is rendered. The
//! version is read before the page: a change made meanwhile gives a page newer than its tag,
//! which the next request replaces, never a stale page under a current tag.
//!
//! The tournament read for the tag is handed to the page's handler for the request (a
//! task-local, [`read_for_request`]), so a public page reads the database once, not twice.
//!
//! `Cache-Control` lets a reverse proxy or a CDN serve the answer for a while without asking
//! (`s-maxage`): [`LIVE`] ten seconds while the event runs, [`FINISHED`] a day once its last
//! round is closed. Browsers revalidate a running event's pages at each view (`max-age=0`:
//! a 304 costs one version query), so whoever reloads sees a result as soon as it is
//! entered; a finished event's they keep for an hour.
//! A page's language depends on `?lang=` (in the query, so in the tag), the `lang` cookie and
//! `Accept-Language` (`web::i18n::asked`): the language they ask for is part of the tag, and
//! every answer says `Vary: Accept-Language, Cookie`, so a shared cache never gives a French
//! page to a Russian browser. A tournament's default language is a setting: changing it raises
//! the version (migration 0013).

use actix_web::body::BoxBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{CACHE_CONTROL, ETAG, HeaderValue, IF_NONE_MATCH, VARY};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};
use sha2::{Digest, Sha256};

use std::sync::Arc;

use super::AppState;
use super::error::PageError;
use crate::domain::Tournament;
use crate::store;

tokio::task_local! {
    /// The tournament (id and state) read by [`public`] for the request being answered.
    static READ: (i64, Arc<Tournament>);
}

/// The tournament `id` as the caching middleware read it for the request being answered (at
/// the version its tag names, or newer), if it did.
pub fn read_for_request(id: i64) -> Option<Arc<Tournament>> {
    READ.try_with(|(read, t)| (*read == id).then(|| t.clone()))
        .ok()
        .flatten()
}

/// The build of the program (a hash of its sources, templates and static files; `build.rs`).
pub const BUILD_ID: &str = env!("CROWNHEAD_BUILD_ID");

/// `Cache-Control` of an event still running (and of the events lists): shared caches keep
/// it ten seconds, browsers ask again each time.
pub const LIVE: &str = "public, max-age=0, s-maxage=10";
/// `Cache-Control` of a finished event (its last round closed): shared caches keep it a day,
/// browsers an hour. A correction made later is seen at once by whoever revalidates.
pub const FINISHED: &str = "public, max-age=3600, s-maxage=86400";
/// `Cache-Control` of the static files (they change only with the build).
pub const ASSETS: &str = "public, max-age=3600";

/// The request headers a public answer depends on besides its address: the language.
pub const VARIES: &str = "Accept-Language, Cookie";

/// What a public address shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    /// Every tournament: `/`, `/api/v1/tournaments`.
    Events,
    /// One tournament: `/t/{id}...`, `/api/v1/tournaments/{id}...`.
    Tournament(i64),
    /// A static file: `/static/...`.
    Asset,
}

impl Subject {
    /// What `path` shows, if it is public and cached.
    pub fn of(path: &str) -> Option<Subject> {
        let id = |rest: &str| {
            let seg = rest.split('/').next().unwrap_or("");
            seg.parse::<i64>().ok().map(Subject::Tournament)
        };
        if path == "/" {
            return Some(Subject::Events);
        }
        if path.starts_with("/static/") {
            return Some(Subject::Asset);
        }
        if let Some(rest) = path.strip_prefix("/t/") {
            return id(rest);
        }
        match path.strip_prefix("/api/v1/tournaments") {
            Some("" | "/") => Some(Subject::Events),
            Some(rest) => rest.strip_prefix('/').and_then(id),
            None => None,
        }
    }
}

/// The entity tag of an answer: `"{label}-{hash}"`, the hash over the build, `parts` and
/// `key`.
pub fn entity_tag(label: &str, parts: &[&str], key: &[u8]) -> String {
    let mut h = Sha256::new();
    h.update(BUILD_ID.as_bytes());
    for p in parts {
        h.update([0]);
        h.update(p.as_bytes());
    }
    h.update([0]);
    h.update(key);
    let hex: String = h.finalize()[..10]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("\"{label}-{hex}\"")
}

/// Whether an `If-None-Match` value names `tag` (weak comparison, RFC 9110 13.1.2: `W/`
/// ignored; `*` names any).
pub fn none_match(header: &str, tag: &str) -> bool {
    let bare = |t: &str| t.trim().trim_start_matches("W/").to_owned();
    let tag = bare(tag);
    header.split(',').any(|t| t.trim() == "*" || bare(t) == tag)
}

/// Tournament `id` with its page tag read before it (`store::public::page_tag`: the version
/// and what players did through their links; reusing the loaded tournament), or `None` when
/// it cannot be read (the page answers for itself then).
async fn tournament_state(state: &web::Data<AppState>, id: i64) -> Option<(i64, Arc<Tournament>)> {
    let shared = state.clone();
    AppState::read(state, move |c| {
        let tag = store::public::page_tag(c, id).map_err(PageError::from)?;
        let (_, t) = shared.tournament_at(c, id).map_err(PageError::from)?;
        Ok::<_, PageError>((tag, t))
    })
    .await
    .ok()
}

/// Every tournament's id and version, as bytes.
async fn events_key(state: &web::Data<AppState>) -> Option<Vec<u8>> {
    let list = AppState::read(state, |c| {
        store::public::versions(c).map_err(PageError::from)
    })
    .await
    .ok()?;
    Some(
        list.iter()
            .flat_map(|(id, v)| [id.to_le_bytes(), v.to_le_bytes()])
            .flatten()
            .collect(),
    )
}

/// Wraps the public routes: see the module documentation.
pub async fn public(
    req: ServiceRequest,
    next: Next<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let read = req.method() == Method::GET || req.method() == Method::HEAD;
    let subject = Subject::of(req.path()).filter(|_| read);
    let Some(subject) = subject else {
        return next.call(req).await;
    };
    let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
        return next.call(req).await;
    };
    let base = state.public_base(req.request());
    let lang = super::i18n::asked(req.request()).map_or("", |l| l.code());
    let parts = [req.path(), req.query_string(), base.as_str(), lang];
    let mut read = None;
    let (tag, control) = match subject {
        Subject::Asset => (entity_tag("s", &parts, b""), ASSETS),
        Subject::Events => match events_key(&state).await {
            Some(key) => (entity_tag("e", &parts, &key), LIVE),
            None => return next.call(req).await,
        },
        Subject::Tournament(id) => match tournament_state(&state, id).await {
            Some((version, t)) => {
                let control = if t.is_finished() { FINISHED } else { LIVE };
                read = Some((id, t));
                (
                    entity_tag(&format!("v{version}"), &parts, &id.to_le_bytes()),
                    control,
                )
            }
            None => return next.call(req).await,
        },
    };
    let fresh = req
        .headers()
        .get_all(IF_NONE_MATCH)
        .filter_map(|v| v.to_str().ok())
        .any(|v| none_match(v, &tag));
    let tag_value = HeaderValue::from_str(&tag).expect("a tag is ASCII");
    if fresh {
        let res = HttpResponse::NotModified()
            .insert_header((ETAG, tag_value))
            .insert_header((CACHE_CONTROL, control))
            .insert_header((VARY, VARIES))
            .finish();
        return Ok(req.into_response(res));
    }
    let mut res = match read {
        Some(read) => READ.scope(read, next.call(req)).await?,
        None => next.call(req).await?,
    };
    if res.status() == StatusCode::OK {
        let h = res.headers_mut();
        h.insert(ETAG, tag_value);
        h.insert(CACHE_CONTROL, HeaderValue::from_static(control));
        h.insert(VARY, HeaderValue::from_static(VARIES));
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_addresses_name_their_subject() {
        assert_eq!(Subject::of("/"), Some(Subject::Events));
        assert_eq!(Subject::of("/t/12"), Some(Subject::Tournament(12)));
        assert_eq!(
            Subject::of("/t/3/rounds/2/games.pdn"),
            Some(Subject::Tournament(3))
        );
        assert_eq!(Subject::of("/api/v1/tournaments"), Some(Subject::Events));
        assert_eq!(
            Subject::of("/api/v1/tournaments/7/standings"),
            Some(Subject::Tournament(7))
        );
        assert_eq!(Subject::of("/static/style.css"), Some(Subject::Asset));
        assert_eq!(Subject::of("/t/x/standings"), None);
        assert_eq!(Subject::of("/admin/t/1"), None);
        assert_eq!(Subject::of("/api/v1/session"), None);
        assert_eq!(Subject::of("/login"), None);
    }

    #[test]
    fn the_tournament_read_for_a_request_is_seen_only_within_it_and_for_its_id() {
        use crate::domain::{Preset, Settings};
        let t = Arc::new(Tournament::new(Settings::preset(Preset::English, "Open", 3)).unwrap());
        assert!(read_for_request(3).is_none());
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let (same, other) = rt.block_on(READ.scope((3, t.clone()), async {
            (read_for_request(3), read_for_request(4))
        }));
        assert!(same.is_some_and(|s| Arc::ptr_eq(&s, &t)));
        assert!(other.is_none());
        assert!(read_for_request(3).is_none());
    }

    #[test]
    fn if_none_match_compares_weakly_and_takes_lists_and_stars() {
        let tag = "\"v3-abc\"";
        assert!(none_match("\"v3-abc\"", tag));
        assert!(none_match("W/\"v3-abc\"", tag));
        assert!(none_match("\"v2-xyz\", \"v3-abc\"", tag));
        assert!(none_match("*", tag));
        assert!(!none_match("\"v2-abc\"", tag));
        assert!(!none_match("v3-abc", tag));
        assert!(!none_match("", tag));
    }

    #[test]
    fn tags_differ_by_every_part_and_key() {
        let a = entity_tag("v1", &["/t/1", "", "http://h"], b"k");
        assert!(a.starts_with("\"v1-") && a.ends_with('"'), "{a}");
        assert_eq!(a, entity_tag("v1", &["/t/1", "", "http://h"], b"k"));
        for other in [
            entity_tag("v2", &["/t/1", "", "http://h"], b"k"),
            entity_tag("v1", &["/t/1/standings", "", "http://h"], b"k"),
            entity_tag("v1", &["/t/1", "paper=a4", "http://h"], b"k"),
            entity_tag("v1", &["/t/1", "", "https://h"], b"k"),
            entity_tag("v1", &["/t/1", "", "http://h"], b"j"),
        ] {
            assert_ne!(a, other);
        }
        // Parts are separated: moving a character from one to the next changes the tag.
        assert_ne!(
            entity_tag("v1", &["ab", "c"], b""),
            entity_tag("v1", &["a", "bc"], b"")
        );
    }
}
