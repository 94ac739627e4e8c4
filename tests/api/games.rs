//! The public side of game records: the live PDN of a round and the game viewer.

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

/// The pieces of a FEN as (square, piece) with pieces named as the viewer's SVG names them
/// (`man-white`, `king-black`).
fn fen_pieces(fen: &str) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    for part in fen.split(':').skip(1) {
        let colour = match part.chars().next() {
            Some('W') => "white",
            Some('B') => "black",
            _ => continue,
        };
        for item in part[1..].split(',').filter(|s| !s.is_empty()) {
            let (role, squares) = match item.strip_prefix('K') {
                Some(rest) => ("king", rest),
                None => ("man", item),
            };
            let (a, b) = squares.split_once('-').unwrap_or((squares, squares));
            for n in a.parse::<u32>().unwrap()..=b.parse::<u32>().unwrap() {
                out.push((n, format!("{role}-{colour}")));
            }
        }
    }
    out.sort();
    out
}

/// The pieces drawn in the position `#p{k}` of a viewer page.
fn shown_pieces(page: &str, k: usize) -> Vec<(u32, String)> {
    let start = page
        .find(&format!("id=\"p{k}\""))
        .unwrap_or_else(|| panic!("no position p{k}"));
    let figure = &page[start..start + page[start..].find("</figure>").unwrap()];
    let mut out: Vec<(u32, String)> = figure
        .split("<use href=\"#")
        .skip(1)
        .map(|u| {
            let piece = u.split('"').next().unwrap().to_owned();
            let n = u
                .split("data-square=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            (n, piece)
        })
        .collect();
    out.sort();
    out
}

#[test]
fn the_game_viewer_steps_through_a_demo_game_from_its_ballot() {
    use draughts_rules::Variant;
    use draughts_rules::pdn::read_str;
    use draughts_rules::verify::{Opening, VerifyOptions, verify};

    let app = spawn_app();
    let (id, t) = app.import_fixture_with_records("english-open.json");
    let mut c = app.client();
    let records: Vec<crownhead::cli::demo::FixtureRecord> = serde_json::from_str(
        &std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("fixtures/tournaments/english-open.records.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let ballot = t.round(1).unwrap().ballot().unwrap().opening.clone();
    let ballot_moves: Vec<String> = ballot
        .split_once(": ")
        .unwrap()
        .1
        .split_whitespace()
        .map(str::to_owned)
        .collect();
    assert_eq!(ballot_moves.len(), 3, "{ballot}");

    for game in [1u8, 2] {
        let rec = records
            .iter()
            .find(|r| (r.round, r.board, r.game) == (1, 1, game))
            .unwrap();
        let path = format!("/t/{id}/rounds/1/boards/1/games/{game}");
        let r = c.get(&path);
        assert_eq!(r.status, 200, "{path}: {}", r.body);
        assert!(r.header("etag").is_some());
        let page = &r.body;
        // The record's moves, replayed independently: game 1 writes the ballot moves, game 2
        // starts after them and is shown after them.
        let parsed = read_str(&rec.pdn, Variant::English).remove(0).unwrap();
        let opening = (game == 2).then(|| Opening::Moves(ballot_moves.clone()));
        let report = verify(
            &parsed,
            &VerifyOptions {
                variant: Some(Variant::English),
                opening,
                continue_after_irregular: false,
            },
        );
        assert!(report.is_clean(), "{report:?}");
        let plies = report.plies + if game == 2 { 3 } else { 0 };
        // One position per ply and the start, each reachable by a link.
        for k in 0..=plies {
            assert!(page.contains(&format!("id=\"p{k}\"")), "{path}: p{k}");
            assert!(
                page.contains(&format!("href=\"#p{k}\"")),
                "{path}: a link to p{k}"
            );
        }
        assert!(!page.contains(&format!("id=\"p{}\"", plies + 1)));
        assert_eq!(
            shown_pieces(page, plies),
            fen_pieces(report.final_fen.as_deref().unwrap()),
            "{path}: the last position"
        );
        assert_eq!(shown_pieces(page, 0).len(), 24, "the start");
        assert!(
            page.contains(
                "class=\"pos last\" id=\"p{plies}\""
                    .replace("{plies}", &plies.to_string())
                    .as_str()
            )
        );
        // The ballot's three moves are marked; in game 2 as not written in the record.
        let marked = if game == 1 {
            "class=\"ply ballot\""
        } else {
            "class=\"ply ballot unwritten\""
        };
        assert_eq!(page.matches(marked).count(), 3, "{path}");
        assert!(page.contains(&format!("Ballot: {ballot}")), "{path}");
        // Both players, linked.
        let board = t.round(1).unwrap().board(1).unwrap();
        for no in board.pairing.entries() {
            assert!(page.contains(&format!("href=\"/t/{id}/players/{no}\"")));
        }
        assert!(page.contains("src=\"/static/viewer.js\""));
    }

    // Links to the viewer from the round page, the players' pages and the crosstable.
    let href = format!("href=\"/t/{id}/rounds/1/boards/1/games/1\"");
    let board = t.round(1).unwrap().board(1).unwrap();
    let home = board.pairing.entries().next().unwrap();
    for page in [
        format!("/t/{id}/rounds/1"),
        format!("/t/{id}/players/{home}"),
        format!("/t/{id}/crosstable"),
    ] {
        let r = c.get(&page);
        assert!(r.body.contains(&href), "{page} does not link the game");
    }
    // A board without a record has no page; the script is served.
    let bare = t.round(2).unwrap().boards().len() as u32;
    let r = c.get(&format!("/t/{id}/rounds/2/boards/{bare}/games/1"));
    assert_eq!(r.status, 404, "{}", r.body);
    let r = c.get("/static/viewer.js");
    assert_eq!(r.status, 200);
    assert!(r.body.contains("ArrowRight"));
}

#[test]
fn a_game_of_a_draft_round_has_no_public_page() {
    let app = spawn_app();
    let (mut chief, id) = live(&app);
    enter_result(&mut chief, id, "/rounds/1/boards/1/games/1", "1-0");
    enter_result(&mut chief, id, "/rounds/1/boards/2/games/1", "=");
    save_record(
        &mut chief,
        &format!("/admin/t/{id}/rounds/1/boards/1/games/1"),
        "1. 32-28 17-21 2-0",
    );
    let mut c = app.client();
    assert_eq!(
        c.get(&format!("/t/{id}/rounds/1/boards/1/games/1")).status,
        200
    );
    let r = chief.submit(
        &format!("/admin/t/{id}/rounds/new"),
        &format!("/admin/t/{id}/rounds"),
        &[("pairings", "1 3\n2 4")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    save_record(
        &mut chief,
        &format!("/admin/t/{id}/rounds/2/boards/1/games/1"),
        "1. 32-28 17-21 *",
    );
    let r = c.get(&format!("/t/{id}/rounds/2/boards/1/games/1"));
    assert_eq!(r.status, 404, "{}", r.body);
}
