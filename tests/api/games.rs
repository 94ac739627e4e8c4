//! The public side of game records: the live PDN of a round.

use crate::helpers::{Client, Response, TestApp, spawn_app};
use crate::workflows::{create, import, pair_and_publish};

/// Saves `pdn` as the record of a game through the controller's form.
pub fn save_record(c: &mut Client, page: &str, pdn: &str) {
    let p = c.get(page);
    let (was_pdn, was_ruling) = (p.field("was_pdn"), p.field("was_ruling"));
    let r = c.submit(
        page,
        page,
        &[
            ("pdn", pdn),
            ("ruling", ""),
            ("was_pdn", &was_pdn),
            ("was_ruling", &was_ruling),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
}

/// An international tournament of four with round 1 published; the chief's client and id.
fn live(app: &TestApp) -> (Client, i64) {
    let mut chief = app.chief();
    let id = create(&mut chief, "Live PDN", "fmjd-international", "3");
    import(
        &mut chief,
        id,
        "name\nAda Ash\nBo Birch\nCy Cedar\nDi Dogwood\n",
    );
    pair_and_publish(&mut chief, id, "1 2\n3 4");
    (chief, id)
}

/// Enters a game's result through the JSON API, as a live-entry tool does.
pub fn enter_result(chief: &mut Client, id: i64, game: &str, result: &str) {
    let version = chief.get(&format!("/api/v1/tournaments/{id}")).json()["version"]
        .as_i64()
        .unwrap();
    let token = chief.get("/api/v1/session").json()["csrf"]
        .as_str()
        .unwrap()
        .to_owned();
    let body = serde_json::json!({"version": version, "result": result}).to_string();
    let r = chief.request_with(
        "PUT",
        &format!("/api/v1/tournaments/{id}{game}/result"),
        body.as_bytes(),
        "application/json",
        &[("X-CSRF-Token", &token)],
    );
    assert_eq!(r.status, 200, "{}", r.body);
}

fn games(r: &Response) -> usize {
    r.body.matches("[Event ").count()
}

#[test]
fn the_live_pdn_serves_a_rounds_games_as_they_are_entered() {
    let app = spawn_app();
    let (mut chief, id) = live(&app);
    let mut c = app.client();
    let path = format!("/t/{id}/rounds/1/games.pdn");

    let r = c.get(&path);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(games(&r), 0, "no record yet: {}", r.body);
    assert!(r.header("content-type").unwrap().starts_with("text/plain"));
    let empty_tag = r.header("etag").unwrap().to_owned();

    save_record(
        &mut chief,
        &format!("/admin/t/{id}/rounds/1/boards/2/games/1"),
        "1. 32-28 19-23 2. 28x19 14x23 *",
    );
    let r = c.request_with("GET", &path, b"", "", &[("If-None-Match", &empty_tag)]);
    assert_eq!(r.status, 200, "a new record changes the tag");
    assert_ne!(r.header("etag"), Some(empty_tag.as_str()));
    assert_eq!(games(&r), 1, "{}", r.body);
    for tag in [
        "[Event \"Live PDN\"]",
        "[Round \"1\"]",
        "[Board \"2\"]",
        "[White \"Cy Cedar\"]",
        "[Black \"Di Dogwood\"]",
        "[GameType \"20\"]",
        "[Result \"*\"]",
    ] {
        assert!(r.body.contains(tag), "{tag} missing: {}", r.body);
    }
    assert!(r.body.contains("28x19"), "{}", r.body);

    // A result entered for the game is its Result tag at once.
    save_record(
        &mut chief,
        &format!("/admin/t/{id}/rounds/1/boards/1/games/1"),
        "1. 32-28 17-21 *",
    );
    enter_result(&mut chief, id, "/rounds/1/boards/1/games/1", "1-0");
    let r = c.get(&path);
    assert_eq!(games(&r), 2, "{}", r.body);
    let first = r.body.split("[Event ").nth(1).unwrap();
    assert!(first.contains("[Board \"1\"]"), "board order: {}", r.body);
    assert!(first.contains("[Result \"2-0\"]"), "{first}");

    // A draft round is not public, nor its games.
    enter_result(&mut chief, id, "/rounds/1/boards/2/games/1", "=");
    let r = chief.submit(
        &format!("/admin/t/{id}/rounds/new"),
        &format!("/admin/t/{id}/rounds"),
        &[("pairings", "1 3\n2 4")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    save_record(
        &mut chief,
        &format!("/admin/t/{id}/rounds/2/boards/1/games/1"),
        "1. 32-28 *",
    );
    let r = c.get(&format!("/t/{id}/rounds/2/games.pdn"));
    assert_eq!(r.status, 404, "{}", r.body);
    assert_eq!(c.get(&format!("/t/{id}/rounds/9/games.pdn")).status, 404);
}
