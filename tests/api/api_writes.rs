//! The JSON write API: one game's result, based on the version read, with the session cookie
//! and the CSRF token in `X-CSRF-Token`.

use serde_json::{Value, json};

use crate::helpers::{Client, Response, TestApp, spawn_app};
use crate::workflows::{create, import, pair_and_publish};

/// A tournament of four with round 1 (boards 1-2 and 3-4) published; the chief's client.
fn published(app: &TestApp) -> (Client, i64) {
    let mut chief = app.chief();
    let id = create(&mut chief, "Live Swiss", "fmjd-international", "3");
    import(&mut chief, id, "name\nA\nB\nC\nD\n");
    pair_and_publish(&mut chief, id, "1 2\n3 4");
    (chief, id)
}

/// The session's CSRF token, as a live-entry tool reads it.
fn csrf(c: &mut Client) -> String {
    let r = c.get("/api/v1/session");
    assert_eq!(r.status, 200, "{}", r.body);
    let token = r.json()["csrf"].as_str().unwrap().to_owned();
    // The same token the dashboard's forms carry.
    assert_eq!(token, c.get("/admin").field("csrf"));
    token
}

fn put(c: &mut Client, path: &str, body: &str, token: Option<&str>) -> Response {
    let headers: Vec<(&str, &str)> = token.map(|t| ("X-CSRF-Token", t)).into_iter().collect();
    c.request_with("PUT", path, body.as_bytes(), "application/json", &headers)
}

fn game_path(id: i64, n: u32, b: u32, g: u32) -> String {
    format!("/api/v1/tournaments/{id}/rounds/{n}/boards/{b}/games/{g}/result")
}

/// The version the results of round `n` were read at (body and header agree).
fn version(c: &mut Client, id: i64, n: u32) -> i64 {
    let r = c.get(&format!("/api/v1/tournaments/{id}/rounds/{n}/results"));
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json()[0]["version"]
        .as_i64()
        .expect("results carry version");
    assert_eq!(
        r.header("X-Crownhead-Version"),
        Some(v.to_string().as_str())
    );
    v
}

fn report(app: &TestApp, id: i64, n: u32, b: u32) -> Option<String> {
    app.load(id)
        .round(n)
        .unwrap()
        .board(b)
        .unwrap()
        .report()
        .map(|r| r.to_string())
}

#[test]
fn a_result_is_stored_and_answered_with_the_game_and_new_version() {
    let app = spawn_app();
    let (mut chief, id) = published(&app);
    let v = version(&mut chief, id, 1);
    let token = csrf(&mut chief);
    let body =
        json!({"version": v, "first": {"kind": "win", "points": 2}, "second": {"kind": "loss"}});
    let r = put(
        &mut chief,
        &game_path(id, 1, 1, 1),
        &body.to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let j = r.json();
    assert_eq!(j["game"]["first_result"]["kind"], "win");
    assert_eq!(j["game"]["second_result"]["kind"], "loss");
    assert_eq!(j["report"], "1-0");
    let new = j["version"].as_i64().unwrap();
    assert!(new > v, "{new} after {v}");
    assert_eq!(version(&mut chief, id, 1), new);
    assert_eq!(report(&app, id, 1, 1).as_deref(), Some("1-0"));
    // The tournament's JSON gives the same version; an assistant writes with the grid's codes.
    let t = chief.get(&format!("/api/v1/tournaments/{id}"));
    assert_eq!(t.json()["version"].as_i64(), Some(new));
    let mut assistant = app.account(&mut chief, "steward", "assistant");
    let token = csrf(&mut assistant);
    let v = version(&mut assistant, id, 1);
    let r = put(
        &mut assistant,
        &game_path(id, 1, 2, 1),
        &json!({"version": v, "result": "="}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(report(&app, id, 1, 2).as_deref(), Some("="));
    // POST is accepted as well.
    let v = version(&mut assistant, id, 1);
    let r = assistant.request_with(
        "POST",
        &game_path(id, 1, 2, 1),
        json!({"version": v, "result": "0"}).to_string().as_bytes(),
        "application/json",
        &[("X-CSRF-Token", &token)],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(report(&app, id, 1, 2).as_deref(), Some("0-1"));
}

#[test]
fn a_stale_version_is_refused_with_both_values_and_nothing_changes() {
    let app = spawn_app();
    let (mut chief, id) = published(&app);
    let mut assistant = app.account(&mut chief, "steward", "assistant");
    let stale = version(&mut assistant, id, 1);
    let token = csrf(&mut chief);
    let r = put(
        &mut chief,
        &game_path(id, 1, 1, 1),
        &json!({"version": stale, "result": "1-0"}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let now = r.json()["version"].as_i64().unwrap();
    let audit = app.audit_rows();
    let token = csrf(&mut assistant);
    let r = put(
        &mut assistant,
        &game_path(id, 1, 1, 1),
        &json!({"version": stale, "result": "0-1"}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 409, "{}", r.body);
    let j = r.json();
    assert_eq!(j["error"], "conflict");
    assert_eq!(j["yours"]["result"], "0-1");
    assert_eq!(j["yours"]["version"].as_i64(), Some(stale));
    assert_eq!(j["stored"]["first_result"]["kind"], "win");
    assert_eq!(j["version"].as_i64(), Some(now));
    assert_eq!(report(&app, id, 1, 1).as_deref(), Some("1-0"));
    assert_eq!(app.audit_rows(), audit);
    // Sent again with the version now stored, the edit goes over the stored value.
    let r = put(
        &mut assistant,
        &game_path(id, 1, 1, 1),
        &json!({"version": now, "result": "0-1"}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(report(&app, id, 1, 1).as_deref(), Some("0-1"));
}

#[test]
fn without_the_csrf_header_or_a_session_nothing_is_written() {
    let app = spawn_app();
    let (mut chief, id) = published(&app);
    let v = version(&mut chief, id, 1);
    let body = json!({"version": v, "result": "1-0"}).to_string();
    let r = put(&mut chief, &game_path(id, 1, 1, 1), &body, None);
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "csrf");
    let r = put(
        &mut chief,
        &game_path(id, 1, 1, 1),
        &body,
        Some("not-the-token"),
    );
    assert_eq!(r.status, 403, "{}", r.body);
    let mut anonymous = app.client();
    let token = csrf(&mut chief);
    let r = put(&mut anonymous, &game_path(id, 1, 1, 1), &body, Some(&token));
    assert_eq!(r.status, 401, "{}", r.body);
    assert_eq!(r.json()["error"], "not-signed-in");
    let r = anonymous.get("/api/v1/session");
    assert_eq!(r.status, 401, "{}", r.body);
    assert!(!r.body.contains(&token));
    assert_eq!(report(&app, id, 1, 1), None);
    assert_eq!(version(&mut chief, id, 1), v);
}

#[test]
fn bad_bodies_are_refused_naming_the_field() {
    let app = spawn_app();
    let (mut chief, id) = published(&app);
    let v = version(&mut chief, id, 1);
    let token = csrf(&mut chief);
    let cases: Vec<(String, &str)> = vec![
        ("{\"version\": ".to_owned(), "body"),
        (json!({"result": "1-0"}).to_string(), "version"),
        (json!({"version": v, "result": "3-0"}).to_string(), "result"),
        (
            json!({"version": v, "first": {"kind": "win"}, "second": {"kind": "win"}}).to_string(),
            "second.kind",
        ),
        (
            json!({"version": v, "first": {"kind": "win", "points": 1}, "second": {"kind": "loss"}})
                .to_string(),
            "first.points",
        ),
        (json!({"version": v, "result": "1-0", "colour": "white"}).to_string(), "colour"),
    ];
    for (body, field) in cases {
        let r = put(&mut chief, &game_path(id, 1, 1, 1), &body, Some(&token));
        assert_eq!(r.status, 422, "{body}: {}", r.body);
        let j: Value = r.json();
        assert_eq!(j["field"], field, "{body}: {j}");
        assert!(j["message"].as_str().unwrap().starts_with(field), "{j}");
    }
    assert_eq!(report(&app, id, 1, 1), None);
    assert_eq!(version(&mut chief, id, 1), v);
    // Unknown round, board and game: 404 in JSON.
    let body = json!({"version": v, "result": "1-0"}).to_string();
    for path in [
        game_path(id, 9, 1, 1),
        game_path(id, 1, 9, 1),
        game_path(id, 1, 1, 2),
        game_path(id + 100, 1, 1, 1),
        format!("/api/v1/tournaments/{id}/rounds/1/boards/x/games/1/result"),
    ] {
        let r = put(&mut chief, &path, &body, Some(&token));
        assert_eq!(r.status, 404, "{path}: {}", r.body);
        assert_eq!(r.json()["error"], "not-found", "{path}");
    }
}

#[test]
fn an_oversized_body_is_refused_with_413() {
    let app = spawn_app();
    let (mut chief, id) = published(&app);
    let v = version(&mut chief, id, 1);
    let token = csrf(&mut chief);
    let body = json!({"version": v, "result": "1-0", "reason": "x".repeat(17 * 1024)}).to_string();
    let r = put(&mut chief, &game_path(id, 1, 1, 1), &body, Some(&token));
    assert_eq!(r.status, 413, "{}", r.body);
    assert_eq!(r.json()["error"], "too-large");
    assert_eq!(report(&app, id, 1, 1), None);
}

#[test]
fn a_closed_round_takes_only_a_correction_with_a_reason() {
    let app = spawn_app();
    let (mut chief, id) = published(&app);
    let token = csrf(&mut chief);
    for b in [1, 2] {
        let v = version(&mut chief, id, 1);
        let r = put(
            &mut chief,
            &game_path(id, 1, b, 1),
            &json!({"version": v, "result": "1-0"}).to_string(),
            Some(&token),
        );
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let round = format!("/admin/t/{id}/rounds/1");
    let r = chief.submit(&round, &format!("{round}/close"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let v = version(&mut chief, id, 1);
    let audit = app.audit_rows();
    let r = put(
        &mut chief,
        &game_path(id, 1, 1, 1),
        &json!({"version": v, "result": "0-1"}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 423, "{}", r.body);
    let j = r.json();
    assert_eq!(j["error"], "locked");
    assert!(j["message"].as_str().unwrap().contains("closed"), "{j}");
    assert_eq!(report(&app, id, 1, 1).as_deref(), Some("1-0"));
    assert_eq!(app.audit_rows(), audit);
    assert_eq!(version(&mut chief, id, 1), v);
    // With a reason it is a correction, kept in the audit log.
    let r = put(
        &mut chief,
        &game_path(id, 1, 1, 1),
        &json!({"version": v, "result": "0-1", "reason": "score-sheet misread"}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(report(&app, id, 1, 1).as_deref(), Some("0-1"));
    assert_eq!(app.audit_rows(), audit + 1);
}

#[test]
fn a_match_board_is_entered_whole_then_one_game_at_a_time() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = create(&mut chief, "Match Swiss", "english", "3");
    import(&mut chief, id, "name\nA\nB\nC\nD\n");
    pair_and_publish(&mut chief, id, "1 2\n3 4");
    let token = csrf(&mut chief);
    let v = version(&mut chief, id, 1);
    // One game of an empty two-game board cannot stand alone: refused, nothing stored.
    let r = put(
        &mut chief,
        &game_path(id, 1, 1, 1),
        &json!({"version": v, "result": "1-0"}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(
        r.json()["message"].as_str().unwrap().contains("game 2"),
        "{}",
        r.body
    );
    let board = format!("/api/v1/tournaments/{id}/rounds/1/boards/1/result");
    let r = put(
        &mut chief,
        &board,
        &json!({"version": v, "games": ["1-0"]}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(r.json()["field"], "games");
    let r = put(
        &mut chief,
        &board,
        &json!({"version": v, "games": ["1-0", "x"]}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(r.json()["field"], "games[1]");
    assert_eq!(report(&app, id, 1, 1), None);
    let r = put(
        &mut chief,
        &board,
        &json!({"version": v, "games": ["1-0", "="]}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let j = r.json();
    assert_eq!(j["report"], "1-0 =");
    assert_eq!(j["games"].as_array().unwrap().len(), 2);
    let v2 = j["version"].as_i64().unwrap();
    // Game 2 has colours reversed: home (1) moves second, so "first wins" is away's win.
    let r = put(
        &mut chief,
        &game_path(id, 1, 1, 2),
        &json!({"version": v2, "first": {"kind": "win"}, "second": {"kind": "loss"}}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["game"]["first"].as_u64(), Some(2));
    assert_eq!(report(&app, id, 1, 1).as_deref(), Some("1-0 0-1"));
    // A stale board write: 409 with both reports.
    let r = put(
        &mut chief,
        &board,
        &json!({"version": v2, "games": ["=", "="]}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 409, "{}", r.body);
    let j = r.json();
    assert_eq!(j["yours"]["report"], "= =");
    assert_eq!(j["stored"]["report"], "1-0 0-1");
    assert_eq!(report(&app, id, 1, 1).as_deref(), Some("1-0 0-1"));
}

/// Writers on different boards never conflict: each board is checked against its own last
/// result, not the tournament's version; two writers on one board still do.
#[test]
fn writers_on_different_boards_never_conflict() {
    let app = spawn_app();
    let (mut chief, id) = published(&app);
    let token = csrf(&mut chief);
    let read = version(&mut chief, id, 1);
    // Board 1 first: the tournament's version moves on.
    let r = put(
        &mut chief,
        &game_path(id, 1, 1, 1),
        &json!({"version": read, "result": "1-0"}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.json()["version"].as_i64().unwrap() > read);
    // Board 2 with the version read before board 1 was written: accepted.
    let r = put(
        &mut chief,
        &game_path(id, 1, 2, 1),
        &json!({"version": read, "result": "="}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(report(&app, id, 1, 2).as_deref(), Some("="));
    // Board 1 again with that old version: its result changed since, so 409.
    let r = put(
        &mut chief,
        &game_path(id, 1, 1, 1),
        &json!({"version": read, "result": "0-1"}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(report(&app, id, 1, 1).as_deref(), Some("1-0"));
    // A version from the future was never read: 409 too.
    let r = put(
        &mut chief,
        &game_path(id, 1, 2, 1),
        &json!({"version": read + 1000, "result": "1-0"}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 409, "{}", r.body);
}

/// Sending the result a board already has changes nothing: 200, the same version, no audit
/// row.
#[test]
fn an_identical_write_is_a_no_op() {
    let app = spawn_app();
    let (mut chief, id) = published(&app);
    let token = csrf(&mut chief);
    let read = version(&mut chief, id, 1);
    let body = json!({"version": read, "result": "1-0"}).to_string();
    let r = put(&mut chief, &game_path(id, 1, 1, 1), &body, Some(&token));
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json()["version"].as_i64().unwrap();
    let audit = app.audit_rows();
    for _ in 0..2 {
        let r = put(&mut chief, &game_path(id, 1, 1, 1), &body, Some(&token));
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.json()["version"].as_i64(), Some(v));
        assert_eq!(r.json()["report"], "1-0");
    }
    assert_eq!(app.audit_rows(), audit);
    // The board form of the same result, and the same sent over a newer version: no change.
    let board = format!("/api/v1/tournaments/{id}/rounds/1/boards/1/result");
    let r = put(
        &mut chief,
        &board,
        &json!({"version": v, "games": ["1-0"]}).to_string(),
        Some(&token),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["version"].as_i64(), Some(v));
    assert_eq!(app.audit_rows(), audit);
}

#[test]
fn a_reason_with_control_or_bidirectional_characters_is_refused_naming_the_field() {
    let app = spawn_app();
    let (mut chief, id) = published(&app);
    let token = csrf(&mut chief);
    for b in [1, 2] {
        let v = version(&mut chief, id, 1);
        let r = put(
            &mut chief,
            &game_path(id, 1, b, 1),
            &json!({"version": v, "result": "1-0"}).to_string(),
            Some(&token),
        );
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let round = format!("/admin/t/{id}/rounds/1");
    let r = chief.submit(&round, &format!("{round}/close"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let audit = app.audit_rows();
    for reason in ["misread\u{202E}", "misread\u{1b}[2J", "misread\0"] {
        let v = version(&mut chief, id, 1);
        let r = put(
            &mut chief,
            &game_path(id, 1, 1, 1),
            &json!({"version": v, "result": "0-1", "reason": reason}).to_string(),
            Some(&token),
        );
        assert_eq!(r.status, 422, "{}", r.body);
        assert_eq!(r.json()["field"], "reason", "{}", r.body);
        // The results grid refuses it too, with the field named on the page.
        let r = chief.submit(
            &round,
            &format!("{round}/results"),
            &[("b1g1", "0-1"), ("was1", "1-0"), ("reason", reason)],
        );
        assert_eq!(r.status, 422, "{}", r.body);
        r.shows("the reason contains a");
    }
    assert_eq!(report(&app, id, 1, 1).as_deref(), Some("1-0"));
    assert_eq!(app.audit_rows(), audit);
}
