//! HTTP caching of the public answers: an `ETag` from the tournament's version, 304 on a
//! matching `If-None-Match`, `Cache-Control` short while the event runs and long once it is
//! finished.

use serde_json::json;

use crate::helpers::{Client, Response, TestApp, spawn_app};
use crate::workflows::{create, import, pair_and_publish};

/// GETs `path` with `If-None-Match: tag`.
fn revalidate(c: &mut Client, path: &str, tag: &str) -> Response {
    c.request_with("GET", path, b"", "", &[("If-None-Match", tag)])
}

/// The answer to `path`, checked to carry an ETag and the given Cache-Control, and to answer
/// 304 with no body when asked again with its tag; returns the tag.
fn cached(c: &mut Client, path: &str, control: &str) -> String {
    let r = c.get(path);
    assert_eq!(r.status, 200, "{path}: {}", r.body);
    let tag = r
        .header("etag")
        .unwrap_or_else(|| panic!("{path} has no ETag"))
        .to_owned();
    assert!(tag.starts_with('"') && tag.ends_with('"'), "{path}: {tag}");
    assert_eq!(r.header("cache-control"), Some(control), "{path}");
    let again = revalidate(c, path, &tag);
    assert_eq!(again.status, 304, "{path}");
    assert_eq!(again.body, "", "{path}: a 304 has no body");
    assert_eq!(again.header("etag"), Some(tag.as_str()), "{path}");
    assert_eq!(again.header("cache-control"), Some(control), "{path}");
    // A weak form of the tag, or a list holding it, matches too; another tag does not.
    let weak = revalidate(c, path, &format!("\"x\", W/{tag}"));
    assert_eq!(weak.status, 304, "{path}");
    let other = revalidate(c, path, "\"v0-0000\"");
    assert_eq!(other.status, 200, "{path}");
    assert_eq!(
        other.body, r.body,
        "{path}: the same bytes under the same tag"
    );
    tag
}

const LIVE: &str = "public, max-age=0, s-maxage=10";
const FINISHED: &str = "public, max-age=3600, s-maxage=86400";

#[test]
fn every_public_answer_of_a_finished_event_is_cached_long() {
    let app = spawn_app();
    let (id, t) = app.import_fixture("english-open.json");
    assert!(t.is_finished());
    let mut c = app.client();
    let mut tags = Vec::new();
    for path in [
        format!("/t/{id}"),
        format!("/t/{id}/standings"),
        format!("/t/{id}/crosstable"),
        format!("/t/{id}/rounds/1"),
        format!("/t/{id}/rounds/1/games.pdn"),
        format!("/t/{id}/players/1"),
        format!("/t/{id}/print/wallchart"),
        format!("/t/{id}/print/wallchart?paper=a4"),
        format!("/t/{id}/rounds/2/print/pairings?order=name"),
        format!("/t/{id}/rounds/2/print/slips"),
        format!("/t/{id}/export/pdn"),
        format!("/t/{id}/export/csv-results?round=2"),
        format!("/api/v1/tournaments/{id}"),
        format!("/api/v1/tournaments/{id}/standings"),
        format!("/api/v1/tournaments/{id}/rounds/1/pairings"),
        format!("/api/v1/tournaments/{id}/rounds/1/results"),
    ] {
        tags.push(cached(&mut c, &path, FINISHED));
    }
    // The events lists change with any tournament: short.
    tags.push(cached(&mut c, "/", LIVE));
    tags.push(cached(&mut c, "/api/v1/tournaments", LIVE));
    tags.push(cached(&mut c, "/static/style.css", "public, max-age=3600"));
    // Every address has its own tag (the path and query are part of it).
    let mut unique = tags.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), tags.len(), "{tags:?}");
    // Errors are not tagged.
    let r = c.get(&format!("/t/{id}/rounds/99"));
    assert_eq!(r.status, 404);
    assert_eq!(r.header("etag"), None);
    let r = c.get(&format!("/t/{id}/no-such-page"));
    assert_eq!(r.status, 404);
    assert!(r.body.contains("<h1>404"), "{}", r.body);
}

/// A tournament of four with round 1 (boards 1-2 and 3-4) published; the chief's client.
fn live(app: &TestApp) -> (Client, i64) {
    let mut chief = app.chief();
    let id = create(&mut chief, "Live Swiss", "fmjd-international", "3");
    import(&mut chief, id, "name\nAda\nBo\nCy\nDi\n");
    pair_and_publish(&mut chief, id, "1 2\n3 4");
    (chief, id)
}

#[test]
fn a_result_entered_changes_the_tags_of_a_running_event() {
    let app = spawn_app();
    let (mut chief, id) = live(&app);
    let mut c = app.client();
    let pages = [
        format!("/t/{id}/standings"),
        format!("/t/{id}/rounds/1"),
        format!("/api/v1/tournaments/{id}/rounds/1/results"),
        "/".to_owned(),
    ];
    let before: Vec<String> = pages.iter().map(|p| cached(&mut c, p, LIVE)).collect();
    let round = c.get(&pages[1]).body;

    // A result through the JSON API, as a live-entry tool sends it.
    let version = c.get(&pages[2]).json()[0]["version"].as_i64().unwrap();
    let token = chief.get("/api/v1/session").json()["csrf"]
        .as_str()
        .unwrap()
        .to_owned();
    let body = json!({"version": version, "result": "1-0"}).to_string();
    let r = chief.request_with(
        "PUT",
        &format!("/api/v1/tournaments/{id}/rounds/1/boards/1/games/1/result"),
        body.as_bytes(),
        "application/json",
        &[("X-CSRF-Token", &token)],
    );
    assert_eq!(r.status, 200, "{}", r.body);

    for (path, old) in pages.iter().zip(&before) {
        let r = revalidate(&mut c, path, old);
        assert_eq!(r.status, 200, "{path}: the old tag no longer matches");
        let new = r.header("etag").unwrap();
        assert_ne!(new, old, "{path}");
        assert_eq!(revalidate(&mut c, path, new).status, 304, "{path}");
    }
    let after = c.get(&pages[1]).body;
    assert_ne!(after, round, "the round page shows the result");
    // Shown as the event counts it (2-1-0): the home player's 2 points.
    assert!(after.contains("2-0"), "{after}");
    // Reading does not change a tag.
    let tag = c.get(&pages[0]).header("etag").unwrap().to_owned();
    assert_eq!(c.get(&pages[0]).header("etag"), Some(tag.as_str()));
}
#[test]
fn the_tag_of_a_print_view_follows_the_address_its_qr_codes_name() {
    let app = spawn_app();
    let (id, _) = app.import_fixture("english-open.json");
    let mut c = app.client();
    let path = format!("/t/{id}/rounds/1/print/slips");
    let plain = c.get(&path);
    let proxied = c.request_with(
        "GET",
        &path,
        b"",
        "",
        &[
            ("X-Forwarded-Proto", "https"),
            ("X-Forwarded-Host", "draughts.example.org"),
        ],
    );
    assert_eq!((plain.status, proxied.status), (200, 200));
    assert_ne!(plain.header("etag"), proxied.header("etag"));
    assert!(
        proxied
            .body
            .contains(&format!("https://draughts.example.org/t/{id}/rounds/1")),
        "{}",
        proxied.body
    );
}

/// A `HEAD` of a public page answers as its `GET` does (status, type, tag), without the body.
#[test]
fn public_pages_answer_head_with_the_headers_of_get() {
    let app = spawn_app();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let mut c = app.client();
    for path in [
        "/".to_owned(),
        format!("/t/{id}"),
        format!("/t/{id}/standings"),
        format!("/t/{id}/print/wallchart"),
        format!("/t/{id}/export/csv-standings"),
        "/static/style.css".to_owned(),
    ] {
        let get = c.get(&path);
        let head = c.request_with("HEAD", &path, b"", "", &[]);
        assert_eq!((head.status, get.status), (200, 200), "{path}");
        assert!(head.body.is_empty(), "{path}: {}", head.body);
        for name in ["content-type", "etag"] {
            assert_eq!(head.header(name), get.header(name), "{path}: {name}");
        }
    }
    // A page that does not exist is still not found.
    assert_eq!(
        c.request_with("HEAD", "/t/999/standings", b"", "", &[])
            .status,
        404
    );
}
