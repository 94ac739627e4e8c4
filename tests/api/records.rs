//! Game records over HTTP: a pasted record is verified by the tournament's variant, and the
//! page shows the verdict, the reason, the first irregular move and a diagram of the position
//! there, with the controller's ruling form.

use draughts_rules::{MoveText, Position, Variant, VariantPosition};

use crate::helpers::{Client, Response, TestApp, spawn_app};
use crate::workflows::{create, import, pair_and_publish};

/// A published round 1 of a two-player tournament from `preset`; the page of board 1, game 1.
fn one_board(app: &TestApp, preset: &str) -> (Client, String) {
    let mut c = app.chief();
    let id = create(&mut c, "Records", preset, "3");
    import(&mut c, id, "name\nAl\nBo\n");
    pair_and_publish(&mut c, id, "1 2");
    (c, format!("/admin/t/{id}/rounds/1/boards/1/games/1"))
}

fn save(c: &mut Client, page: &str, pdn: &str, ruling: &str) -> Response {
    let p = c.get(page);
    let (was_pdn, was_ruling) = (p.field("was_pdn"), p.field("was_ruling"));
    let r = c.submit(
        page,
        page,
        &[
            ("pdn", pdn),
            ("ruling", ruling),
            ("was_pdn", &was_pdn),
            ("was_ruling", &was_ruling),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let shown = c.get(page);
    assert_eq!(shown.status, 200, "{}", shown.body);
    shown
}

/// The FEN after playing `moves` from the start.
fn fen_after(variant: Variant, moves: &[&str]) -> String {
    let mut pos = VariantPosition::new(variant);
    for m in moves {
        let m = m.parse::<MoveText>().unwrap().to_move(&pos).unwrap();
        pos.play(&m).unwrap();
    }
    pos.to_fen()
}

fn text_of(body: &str) -> String {
    body.replace("&#39;", "'").replace("&quot;", "\"")
}

#[test]
fn an_irregular_english_record_shows_the_move_the_reason_and_the_board() {
    let app = spawn_app();
    let (mut c, page) = one_board(&app, "english");
    let empty = c.get(&page);
    empty.shows("No record yet");
    assert!(!empty.body.contains("<svg"));

    // After 1. 11-15 22-18 Black must capture 15x22 (000 art. 1.20).
    let shown = save(
        &mut c,
        &page,
        "[Event \"Records\"]\n1. 11-15 22-18 2. 9-14 18x9 0-1",
        "",
    );
    let body = text_of(&shown.body);
    assert!(
        body.contains("Irregular at 2. 9-14 (ply 3, Black)."),
        "{body}"
    );
    assert!(
        body.contains("a capture was compulsory but a plain move was played"),
        "{body}"
    );
    assert!(body.contains("not checked (the record stops at an irregular move)"));
    let fen = fen_after(Variant::English, &["11-15", "22-18"]);
    assert!(
        body.contains(&format!("<code>{fen}</code>")),
        "{fen}: {body}"
    );
    // The diagram: 8×8, square 1 on b8, the men where the record left them, the move outlined.
    assert_eq!(body.matches("<rect class=\"dark\"").count(), 32);
    assert!(body.contains("<rect class=\"dark\" data-square=\"1\" x=\"40\" y=\"0\""));
    assert!(body.contains("<rect class=\"dark\" data-square=\"29\" x=\"0\" y=\"280\""));
    assert!(body.contains("<circle class=\"black man\" data-square=\"15\""));
    assert!(body.contains("<circle class=\"white man\" data-square=\"18\""));
    assert!(!body.contains("data-square=\"11\" cx"), "11 was vacated");
    assert!(!body.contains("data-square=\"22\" cx"), "22 was vacated");
    assert_eq!(body.matches("class=\"black man\"").count(), 12);
    assert!(body.contains("data-marked=\"9\"") && body.contains("data-marked=\"14\""));
    assert!(body.contains("Black to move"));
    // The ruling form is on the same page.
    assert!(body.contains("name=\"ruling\""));

    // A ruling alone keeps the verification; a corrected record is verified again.
    let shown = save(
        &mut c,
        &page,
        "[Event \"Records\"]\n1. 11-15 22-18 2. 9-14 18x9 0-1",
        "Irregular move noticed after the game: result stands.",
    );
    assert!(text_of(&shown.body).contains("Irregular at 2. 9-14"));
    assert!(shown.body.contains("result stands"));
    let shown = save(
        &mut c,
        &page,
        "1. 11-15 22-18 2. 15x22 25x18 *",
        "Corrected record.",
    );
    let body = text_of(&shown.body);
    assert!(
        body.contains("Legal: every move of the english record (4 plies) follows the rules."),
        "{body}"
    );
    let end = fen_after(Variant::English, &["11-15", "22-18", "15x22", "25x18"]);
    assert!(body.contains(&format!("<code>{end}</code>")), "{body}");
    assert!(body.contains("The position at the end of the record (4 plies)."));
    assert!(!body.contains("data-marked"));
}

#[test]
fn the_verification_is_stored_with_the_game() {
    let app = spawn_app();
    let (mut c, page) = one_board(&app, "english");
    save(&mut c, &page, "1. 11-15 22-18 2. 9-14 *", "");
    let conn = crownhead::store::open(&app.db).unwrap();
    let json: String = conn
        .query_row(
            "SELECT verification_json FROM games WHERE pdn IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["verdict"], "irregular");
    assert_eq!(v["irregular"]["ply"], 3);
    assert_eq!(v["irregular"]["text"], "9-14");
    assert_eq!(
        v["irregular"]["fen_before"],
        fen_after(Variant::English, &["11-15", "22-18"]).as_str()
    );
}

#[test]
fn an_international_record_gets_a_ten_by_ten_diagram() {
    let app = spawn_app();
    let (mut c, page) = one_board(&app, "fmjd-international");
    // 3... 23-19: a man moves backward (001 art. 3.5).
    let shown = save(
        &mut c,
        &page,
        "1. 32-28 19-23 2. 28x19 14x23 3. 31-27 23-19 *",
        "",
    );
    let body = text_of(&shown.body);
    assert!(
        body.contains("Irregular at 3... 23-19 (ply 6, Black)."),
        "{body}"
    );
    assert!(body.contains("a man moved backward"), "{body}");
    assert_eq!(body.matches("<rect class=\"dark\"").count(), 50);
    assert!(body.contains("<rect class=\"dark\" data-square=\"1\" x=\"40\" y=\"0\""));
    assert!(body.contains("<rect class=\"dark\" data-square=\"46\" x=\"0\" y=\"360\""));
    assert!(body.contains("<rect class=\"dark\" data-square=\"50\" x=\"320\" y=\"360\""));
    assert!(body.contains("<circle class=\"black man\" data-square=\"23\""));
    assert_eq!(body.matches("class=\"white man\"").count(), 19);
    assert_eq!(body.matches("class=\"black man\"").count(), 19);
}

#[test]
fn an_unreadable_record_says_where() {
    let app = spawn_app();
    let (mut c, page) = one_board(&app, "english");
    let shown = save(&mut c, &page, "[Event \"Records\"\n1. 11-15 *", "");
    let body = text_of(&shown.body);
    assert!(
        body.contains("Unreadable: the record cannot be followed."),
        "{body}"
    );
    assert!(body.contains("line 1"), "{body}");
    assert!(!body.contains("<svg"));
}

#[test]
fn a_record_of_another_variant_is_flagged_not_judged_by_the_tournaments_rules() {
    let app = spawn_app();
    let (mut c, page) = one_board(&app, "english");
    // No GameType tag, squares above 32: a game of international draughts, not of this English
    // tournament. Read as English it would be "irregular" at its first move.
    let shown = save(&mut c, &page, "1. 32-28 19-23 2. 37-32 14-19 *", "");
    let body = text_of(&shown.body);
    assert!(
        body.contains("Unreadable: the record cannot be followed."),
        "{body}"
    );
    assert!(
        body.contains(
            "its squares are not those of english draughts, the tournament's variant, but of \
             international draughts (square 37 in `37-32`"
        ),
        "{body}"
    );
    assert!(!body.contains("Irregular at"), "{body}");
    assert!(!body.contains("<svg"));
}

#[test]
fn a_damaged_record_is_read_with_its_repairs_named() {
    let app = spawn_app();
    let (mut c, page) = one_board(&app, "english");
    // Tag pairs followed by `\r` written out, and no result before a second game's tags.
    let shown = save(
        &mut c,
        &page,
        "[Event \"Records\"]\\r\n[Result \"1-0\"]\\r\n\n1. 11-15 23-19 2. 8-11 22-17\n\n[Event \"next\"]\n1. 9-13 *",
        "",
    );
    let body = text_of(&shown.body);
    assert!(
        body.contains("Legal: every move of the english record (4 plies) follows the rules."),
        "{body}"
    );
    assert!(
        body.contains("text after the tag pair skipped to the end of the line: `\\r`"),
        "{body}"
    );
    assert!(
        body.contains(
            "no result before the tags of the next game (line 6): the game ends there with `*`"
        ),
        "{body}"
    );
}

/// A record whose own result says another outcome than the result entered is shown as
/// contradicting it, not as agreeing; a record that agrees is not flagged.
#[test]
fn a_record_whose_result_contradicts_the_result_entered_is_flagged() {
    let app = spawn_app();
    let (mut c, page) = one_board(&app, "english");
    let id = page.split('/').nth(3).unwrap().to_owned();
    let version = c.get(&format!("/api/v1/tournaments/{id}")).json()["version"]
        .as_i64()
        .unwrap();
    let token = c.get("/api/v1/session").json()["csrf"]
        .as_str()
        .unwrap()
        .to_owned();
    let games = if c.get(&page.replace("games/1", "games/2")).status == 200 {
        serde_json::json!(["1-0", "="])
    } else {
        serde_json::json!(["1-0"])
    };
    let body = serde_json::json!({"version": version, "games": games}).to_string();
    let r = c.request_with(
        "PUT",
        &format!("/api/v1/tournaments/{id}/rounds/1/boards/1/result"),
        body.as_bytes(),
        "application/json",
        &[("X-CSRF-Token", &token)],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    // Al, at home, moved first (Black) and won: `1-0` in English files. The record says a draw.
    let shown = save(&mut c, &page, "1. 11-15 23-19 2. 8-11 22-17 1/2-1/2", "");
    let body = text_of(&shown.body);
    assert!(
        body.contains(
            "The record says 1/2-1/2, the result entered for this game is 1-0: they contradict each other."
        ),
        "{body}"
    );
    assert!(body.contains("result-contradicts flagged"), "{body}");
    let shown = save(&mut c, &page, "1. 11-15 23-19 2. 8-11 22-17 1-0", "");
    let body = text_of(&shown.body);
    assert!(!body.contains("they contradict each other"), "{body}");
    assert!(
        body.contains("Result 1-0: agrees with the final position."),
        "{body}"
    );
}

/// The stored verification of a game as JSON (the board's game 1).
fn stored_check(app: &TestApp) -> serde_json::Value {
    let conn = crownhead::store::open(&app.db).unwrap();
    let json: String = conn
        .query_row(
            "SELECT verification_json FROM games WHERE pdn IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    serde_json::from_str(&json).unwrap()
}

/// A record's check is stored once: its findings as values (the reason, the notes, the draw
/// rule), without their English words beside them, and the page says them in the reader's
/// language; a check stored before, in English words only, still shows them.
#[test]
fn a_record_check_is_stored_once_and_said_in_the_readers_language() {
    let app = spawn_app();
    let (mut c, page) = one_board(&app, "english");
    save(&mut c, &page, "1. 11-15 22-18 2. 9-14 *", "");
    let v = stored_check(&app);
    assert_eq!(v["why"]["why"], "move", "{v}");
    assert!(v.get("reason").is_none(), "the reason twice: {v}");
    let fr = c.request_with("GET", &page, b"", "", &[("Accept-Language", "fr")]);
    assert!(
        text_of(&fr.body).contains("la prise était obligatoire mais un coup simple a été joué"),
        "{}",
        fr.body
    );
    // Notes: tag pairs followed by `\r` written out, and a second game.
    save(
        &mut c,
        &page,
        "[Event \"Records\"]\\r\n\n1. 11-15 23-19 *\n\n[Event \"next\"]\n1. 9-13 *",
        "",
    );
    let v = stored_check(&app);
    assert!(v["notes"].as_array().is_some_and(|n| n.len() >= 2), "{v}");
    assert!(v.get("warnings").is_none(), "the notes twice: {v}");
    let body = text_of(&c.get(&page).body);
    assert!(
        body.contains("the text holds 2 games: only the first is verified"),
        "{body}"
    );
    assert!(body.contains("text after the tag pair skipped"), "{body}");
    // A check stored in English words alone shows them as stored.
    let mut old = v.clone();
    let o = old.as_object_mut().unwrap();
    o.remove("notes");
    o.insert(
        "warnings".into(),
        serde_json::json!(["an old note, in English"]),
    );
    let conn = crownhead::store::open(&app.db).unwrap();
    conn.execute(
        "UPDATE games SET verification_json = ?1 WHERE pdn IS NOT NULL",
        [old.to_string()],
    )
    .unwrap();
    let body = text_of(&c.get(&page).body);
    assert!(body.contains("an old note, in English"), "{body}");
    assert!(!body.contains("the text holds 2 games"), "{body}");
}
