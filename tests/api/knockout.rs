//! A knock-out over HTTP: the bracket as JSON and as pages, the controller entering the
//! final's games from the dashboard, and bad input refused with nothing written.

use crate::helpers::spawn_app;

#[test]
fn the_demo_knock_out_s_final_is_entered_and_the_bracket_follows() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = crownhead::store::open(&app.db).unwrap();
        crownhead::cli::demo::knockout_cup(&mut conn).unwrap()
    };
    let bracket = |app: &crate::helpers::TestApp| {
        let r = app
            .client()
            .get(&format!("/api/v1/tournaments/{id}/bracket"));
        assert_eq!(r.status, 200, "{}", r.body);
        serde_json::from_str::<serde_json::Value>(&r.body).unwrap()
    };
    let b = bracket(&app);
    assert_eq!(b["champion"], serde_json::Value::Null);
    assert_eq!(b["placings"].as_array().unwrap().len(), 12);
    let playing: Vec<&str> = b["ties"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["status"] == "playing")
        .map(|t| t["key"].as_str().unwrap())
        .collect();
    assert_eq!(playing, ["winners-4-1"]);
    let walkovers = b["ties"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["status"] == "walkover")
        .count();
    assert_eq!(walkovers, 4, "the top four seeds' byes");

    let page = format!("/admin/t/{id}/knockout");
    let r = chief.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("id=\"enter-winners-4-1\"");
    r.shows("opening: ACF");

    // A code outside the grammar, and a tie not being played: refused, nothing written.
    let audit = app.audit_rows();
    let r = chief.submit(&page, &format!("{page}/winners-4-1"), &[("result", "2")]);
    assert_eq!(r.status, 422, "{}", r.body);
    let r = chief.submit(&page, &format!("{page}/winners-1-1"), &[("result", "1-0")]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("not being played");
    assert_eq!(app.audit_rows(), audit);

    // The final: 1-0 and a draw for its first player, the top seed.
    for code in ["1-0", "="] {
        let r = chief.submit(&page, &format!("{page}/winners-4-1"), &[("result", code)]);
        assert_eq!(r.status, 303, "{}", r.body);
    }
    let b = bracket(&app);
    assert_eq!(b["champion"], 1, "{b}");
    assert_eq!(b["placings"][0]["no"], 1);
    assert_eq!(b["placings"][1]["reached"], "Final");
    let r = app.client().get(&format!("/t/{id}/bracket"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Winner: <strong>Ada Brennan (1)</strong>");
    let r = app.client().get(&format!("/t/{id}/print/bracket"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("print-view");
}

/// A tournament of another system has no bracket: its bracket pages and JSON are not found,
/// naming its system.
#[test]
fn another_system_has_no_bracket() {
    let app = spawn_app();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let mut c = app.client();
    for path in [
        format!("/t/{id}/bracket"),
        format!("/t/{id}/print/bracket"),
        format!("/api/v1/tournaments/{id}/bracket"),
    ] {
        let r = c.get(&path);
        assert_eq!(r.status, 404, "{path}: {}", r.body);
        r.shows("not as a knock-out");
    }
}

/// The public tabs name a tournament's own page: the bracket of a knock-out, the team standings
/// of a team event, neither for an individual Swiss.
#[test]
fn a_tournament_s_own_page_has_its_tab() {
    let app = spawn_app();
    let (swiss, _) = app.import_fixture("fmjd-swiss.json");
    let (cup, league) = {
        let mut conn = crownhead::store::open(&app.db).unwrap();
        (
            crownhead::cli::demo::knockout_cup(&mut conn).unwrap(),
            crownhead::cli::demo::load_team_demo(&mut conn).unwrap(),
        )
    };
    let mut c = app.client();
    let page = |c: &mut crate::helpers::Client, path: String| {
        let r = c.get(&path);
        assert_eq!(r.status, 200, "{path}: {}", r.body);
        r.body
    };
    let cup_page = page(&mut c, format!("/t/{cup}/standings?lang=fr"));
    assert!(
        cup_page.contains(&format!("<a href=\"/t/{cup}/bracket\">Tableau</a>")),
        "{cup_page}"
    );
    let league_page = page(&mut c, format!("/t/{league}?lang=en"));
    assert!(
        league_page.contains(&format!("<a href=\"/t/{league}/teams\">Teams</a>")),
        "{league_page}"
    );
    let swiss_page = page(&mut c, format!("/t/{swiss}"));
    assert!(
        !swiss_page.contains("/bracket\"") && !swiss_page.contains("/teams\""),
        "{swiss_page}"
    );
}

/// A knock-out shows its placings (the round each player reached) where other events show
/// standings, and has no crosstable nor wall chart: no links to them, their addresses lead to
/// the bracket.
#[test]
fn a_knock_out_shows_placings_and_no_crosstable_or_wall_chart() {
    let app = spawn_app();
    let id = {
        let mut conn = crownhead::store::open(&app.db).unwrap();
        crownhead::cli::demo::knockout_cup(&mut conn).unwrap()
    };
    let mut c = app.client();
    let page = crate::helpers::unescape(&c.get(&format!("/t/{id}/standings")).body);
    assert!(page.contains("Placings"), "{page}");
    assert!(!page.contains("after round 0"), "{page}");
    assert!(!page.contains("1="), "{page}");
    let t = app.load(id);
    // Every player is in the table, each with the round reached: the finalists the final.
    for e in t.entries() {
        assert!(page.contains(e.name.as_str()), "{} missing", e.name);
    }
    assert!(page.contains("Final"), "{page}");
    assert!(
        !page.contains("/crosstable\""),
        "no crosstable link: {page}"
    );
    assert!(
        !page.contains("/print/wallchart"),
        "no wall chart link: {page}"
    );
    let overview = c.get(&format!("/t/{id}")).body;
    assert!(!overview.contains("/crosstable\"") && !overview.contains("/print/wallchart"));
    for (from, to) in [
        (format!("/t/{id}/crosstable"), format!("/t/{id}/bracket")),
        (
            format!("/t/{id}/print/wallchart"),
            format!("/t/{id}/print/bracket"),
        ),
    ] {
        let r = c.get(&from);
        assert_eq!(r.status, 303, "{from}: {}", r.body);
        assert_eq!(r.header("location"), Some(to.as_str()));
    }
}

/// A tie game (tie-break games included) takes its record through the same form and command as
/// a board's game: the knock-out page links each game played to its record page, which
/// verifies the record from the pair's ballot and keeps the ruling; an assistant may save one.
#[test]
fn a_tie_game_takes_a_record_through_the_game_record_form() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = crownhead::store::open(&app.db).unwrap();
        crownhead::cli::demo::knockout_cup(&mut conn).unwrap()
    };
    let r = chief.get(&format!("/admin/t/{id}/knockout"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("id=\"game-records\"");
    // The demo's first tie played two tie-break games; its first has a record.
    let link = format!("/admin/t/{id}/knockout/winners-1-2/games/3");
    r.shows(&link);
    let page = chief.get(&link);
    assert_eq!(page.status, 200, "{}", page.body);
    // The demo gave it a record: verified, from the ballot of its pair of games.
    page.shows("Legal: every move of the english record");
    // An assistant saves a record with a move out of turn: verified and shown as irregular.
    let mut assistant = app.account(&mut chief, "helper", "assistant");
    let p = assistant.get(&link);
    let (was_pdn, was_ruling) = (p.field("was_pdn"), p.field("was_ruling"));
    let r = assistant.submit(
        &link,
        &link,
        &[
            ("pdn", "1. 22-18 11-15 *"),
            ("ruling", "Record handed in late."),
            ("was_pdn", &was_pdn),
            ("was_ruling", &was_ruling),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let shown = assistant.get(&link);
    shows_irregular(&shown.body);
    shown.shows("Record handed in late.");
    // A game not played yet has no record page.
    let r = chief.get(&format!("/admin/t/{id}/knockout/winners-4-1/games/9"));
    assert_eq!(r.status, 404, "{}", r.body);
}

fn shows_irregular(body: &str) {
    assert!(body.contains("Irregular at"), "{body}");
}

/// The lists count a knock-out's rounds played as the rounds of its bracket settled, its
/// pages name its bracket's rounds and ties (not the rounds setting), and the bracket says
/// how a level tie goes on and marks the tie-break games.
#[test]
fn a_knock_out_counts_its_bracket_s_rounds_and_marks_its_tie_break_games() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = crownhead::store::open(&app.db).unwrap();
        crownhead::cli::demo::knockout_cup(&mut conn).unwrap()
    };
    let played = |app: &crate::helpers::TestApp| {
        let r = app.client().get("/api/v1/tournaments");
        assert_eq!(r.status, 200, "{}", r.body);
        let list: serde_json::Value = serde_json::from_str(&r.body).unwrap();
        list.as_array()
            .unwrap()
            .iter()
            .find(|t| t["id"] == id)
            .map(|t| t["rounds_played"].as_i64().unwrap())
            .unwrap()
    };
    // 12 players in a bracket of 16: rounds 1-3 settled, the final to play.
    assert_eq!(played(&app), 3);
    let dash = chief.get("/admin");
    dash.shows("<td class=\"num\">12</td><td class=\"num\">3</td>");
    for page in [format!("/admin/t/{id}"), format!("/t/{id}")] {
        let r = chief.get(&page);
        r.shows("4 rounds of ties (15 ties)");
    }
    let r = app.client().get(&format!("/t/{id}/bracket"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("A level tie goes on to 2 tie-break games, then sudden death. Time control of the tie-break games: 10 min + 5 s per move.");
    // The demo's first tie went to its tie-break games: they are marked, the others have none.
    assert_eq!(
        r.body.matches("class=\"tiebreak-games\"").count(),
        1,
        "{}",
        r.body
    );
    r.shows("TB: ");

    let page = format!("/admin/t/{id}/knockout");
    for code in ["1-0", "="] {
        let r = chief.submit(&page, &format!("{page}/winners-4-1"), &[("result", code)]);
        assert_eq!(r.status, 303, "{}", r.body);
    }
    assert_eq!(played(&app), 4);
}

/// A refused game or take-back answers with the knock-out page and the reason, not a bare
/// error page, and changes nothing.
#[test]
fn a_refused_game_or_take_back_answers_with_the_knock_out_page() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = crownhead::store::open(&app.db).unwrap();
        crownhead::cli::demo::knockout_cup(&mut conn).unwrap()
    };
    let page = format!("/admin/t/{id}/knockout");
    let audit = app.audit_rows();
    let r = chief.submit(&page, &format!("{page}/winners-4-1"), &[("result", "2")]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("Refused, nothing was changed: tie winners-4-1");
    r.shows("id=\"enter-winners-4-1\"");
    // A quarter-final whose winner plays on cannot be taken back.
    let r = chief.submit(
        &page,
        &format!("{page}/winners-2-1/undo"),
        &[("reason", "typed on the wrong tie")],
    );
    assert!(
        r.status == 422 || r.status == 423,
        "{}: {}",
        r.status,
        r.body
    );
    r.shows("Refused, nothing was changed:");
    r.shows("id=\"enter-winners-4-1\"");
    assert_eq!(app.audit_rows(), audit);
}

/// A knock-out just created, with no players yet, has no bracket: the lists show it with no
/// round played (not a server error).
#[test]
fn a_knock_out_without_players_is_listed_with_no_round_played() {
    let app = spawn_app();
    let mut chief = app.chief();
    let r = chief.submit(
        "/admin",
        "/admin/tournaments",
        &[
            ("name", "Empty Cup"),
            ("preset", "english"),
            ("system", "knockout"),
            ("rounds", "2"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let dash = chief.get("/admin");
    assert_eq!(dash.status, 200, "{}", dash.body);
    dash.shows("Empty Cup");
    let r = app.client().get("/api/v1/tournaments");
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()[0]["rounds_played"], 0);
    assert_eq!(app.client().get("/").status, 200);
}
