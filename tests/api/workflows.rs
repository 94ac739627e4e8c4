use crownhead::domain::{Points, RoundState};

use crate::helpers::{Client, TestApp, spawn_app};

/// Creates a tournament from a preset through the dashboard; returns its id.
pub fn create(c: &mut Client, name: &str, preset: &str, rounds: &str) -> i64 {
    let r = c.submit(
        "/admin",
        "/admin/tournaments",
        &[("name", name), ("preset", preset), ("rounds", rounds)],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let loc = r.header("location").unwrap();
    loc.trim_start_matches("/admin/t/").parse().unwrap()
}

/// Imports entries from CSV text: preview, then confirm.
pub fn import(c: &mut Client, id: i64, csv: &str) {
    let page = format!("/admin/t/{id}/import");
    let r = c.submit(&page, &page, &[("csv", csv)]);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("all good");
    let r = c.submit(&page, &page, &[("csv", csv), ("confirm", "1")]);
    assert_eq!(r.status, 303, "{}", r.body);
}

pub fn pair_and_publish(c: &mut Client, id: i64, pairings: &str) -> u32 {
    let r = c.submit(
        &format!("/admin/t/{id}/rounds/new"),
        &format!("/admin/t/{id}/rounds"),
        &[("pairings", pairings)],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let loc = r.header("location").unwrap().to_owned();
    let n: u32 = loc.rsplit('/').next().unwrap().parse().unwrap();
    let r = c.submit(&loc, &format!("{loc}/publish"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    n
}

fn setup(app: &TestApp) -> (Client, i64) {
    let mut c = app.chief();
    let id = create(&mut c, "Club Swiss", "fmjd-international", "3");
    (c, id)
}

#[test]
fn the_chief_runs_a_tournament_in_the_browser() {
    let app = spawn_app();
    let (mut c, id) = setup(&app);
    let admin = format!("/admin/t/{id}");
    for (name, fed, rating) in [
        ("Anna Ash", "NED", "2300"),
        ("Ben Birch", "FRA", "2250"),
        ("Cora Cedar", "", "2200"),
        ("Dan Dogwood", "SEN", ""),
    ] {
        let r = c.submit(
            &admin,
            &format!("{admin}/entries"),
            &[("name", name), ("federation", fed), ("rating", rating)],
        );
        assert_eq!(r.status, 303, "{}", r.body);
    }
    import(
        &mut c,
        id,
        "name,federation,rating\nEve Elm,NED,2150\nFinn Fir,,2100\nGil Gum,BEL,2050\nHal Hazel,,\n",
    );
    let t = app.load(id);
    assert_eq!(t.entries().len(), 8);
    assert_eq!(t.entry(5).unwrap().name.to_string(), "Eve Elm");
    assert_eq!(t.entry(1).unwrap().rating, Some(2300));

    // A draft is the controller's only.
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds"),
        &[("pairings", "1 5\n2-6\n3 7\n4 8\n")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let mut public = app.client();
    assert_eq!(public.get(&format!("/t/{id}/rounds/1")).status, 404);
    // The draft's pairing is changed by hand; the domain refuses a player paired twice.
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/repair"),
        &[("pairings", "1 5\n2 5\n3 7\n4 8\n")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("entry 5 appears twice");
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/repair"),
        &[("pairings", "1 5\n6 2\n3 7\n4 8\n")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/repair"),
        &[("pairings", "1 5\n2 6\n3 7\n4 8\n")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let pairing = c.get(&format!("{admin}/rounds/1"));
    pairing.shows("1 5\n2 6\n3 7\n4 8\n");
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/publish"),
        &[],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = public.get(&format!("/t/{id}/rounds/1"));
    assert_eq!(r.status, 200);
    assert!(r.body.contains("Eve Elm"));

    let r = c.get(&format!("{admin}/missing"));
    assert_eq!(
        r.body.matches("<tr><td class=\"num\"><a").count(),
        4,
        "{}",
        r.body
    );

    // The results grid: shortcuts 1, =, 0.
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/results"),
        &[
            ("b1g1", "1"),
            ("b2g1", "="),
            ("b3g1", "0"),
            ("b4g1", "1-0"),
            ("was1", ""),
            ("was2", ""),
            ("was3", ""),
            ("was4", ""),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    assert_eq!(t.round(1).unwrap().state(), RoundState::ResultsComplete);
    let s = t.standings();
    assert_eq!(s.row(1).unwrap().points, Points::whole(2));
    assert_eq!(s.row(2).unwrap().points, Points::whole(1));
    assert_eq!(s.row(7).unwrap().points, Points::whole(2));
    assert_eq!(s.row(5).unwrap().points, Points::whole(0));
    let r = c.get(&format!("{admin}/missing"));
    assert!(r.body.contains("Every published round has all its results"));

    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/close"),
        &[],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).round(1).unwrap().state(), RoundState::Closed);

    // A correction in a closed round needs a reason.
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/results"),
        &[("b2g1", "1"), ("was2", "=")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("reason"));
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/results"),
        &[
            ("b2g1", "1"),
            ("was2", "="),
            ("reason", "score-sheets show a win"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        app.load(id).standings().row(2).unwrap().points,
        Points::whole(2)
    );

    // Settings, entry edit and withdrawal.
    let r = c.submit(
        &format!("{admin}/settings"),
        &format!("{admin}/settings"),
        &[
            ("name", "Club Swiss 2026"),
            ("venue", "Town hall"),
            ("start_date", "2026-05-01"),
            ("end_date", "2026-05-02"),
            ("chief_controller", "J. Smith"),
            ("rounds", "4"),
            ("time_control", "90+30"),
            ("tie_breaks", "buchholz, sonneborn_berger"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    assert_eq!(t.settings().name, "Club Swiss 2026");
    assert_eq!(t.settings().rounds, 4);
    assert_eq!(t.settings().venue, "Town hall");

    let r = c.submit(
        &format!("{admin}/entries/8"),
        &format!("{admin}/entries/8"),
        &[
            ("name", "Hal Hazel"),
            ("rating", "1999"),
            ("federation", "GER"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    // Withdrawing asks for a reason and a confirmation: without them nothing changes.
    let audit = app.audit_rows();
    for fields in [
        &[("round", "2"), ("reason", "ill")][..],
        &[("round", "2"), ("confirm", "on")][..],
        &[("round", "2"), ("reason", "  "), ("confirm", "on")][..],
    ] {
        let r = c.submit(
            &format!("{admin}/entries/8"),
            &format!("{admin}/entries/8/withdraw"),
            fields,
        );
        assert_eq!(r.status, 422, "{fields:?}: {}", r.body);
        assert_eq!(app.load(id).entry(8).unwrap().withdrawn_from, None);
    }
    assert_eq!(app.audit_rows(), audit);
    let r = c.submit(
        &format!("{admin}/entries/8"),
        &format!("{admin}/entries/8/withdraw"),
        &[
            ("round", "2"),
            ("reason", "ill with flu"),
            ("confirm", "on"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let log = crate::helpers::unescape(&c.get(&format!("{admin}/audit")).body);
    assert!(
        log.contains("Hal Hazel (no. 8) withdrawn from round 2 on"),
        "{log}"
    );
    assert!(log.contains("ill with flu"), "{log}");
    let t = app.load(id);
    let e = t.entry(8).unwrap();
    assert_eq!(e.rating, Some(1999));
    assert_eq!(e.withdrawn_from, Some(2));

    // An entry added once rounds are paired joins from the next round.
    let r = c.submit(&admin, &format!("{admin}/entries"), &[("name", "Ivy Ilex")]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).entry(9).unwrap().late_from, Some(2));

    let r = c.get(&format!("{admin}/audit"));
    assert_eq!(r.status, 200);
    let body = crate::helpers::unescape(&r.body);
    for said in [
        "Tournament created",
        "Round 1 published",
        "Round 1, board 1:",
        "(was ",
        "Round 1 closed",
        "Settings changed",
        "withdrawn from round 2",
    ] {
        assert!(body.contains(said), "audit shows {said}: {body}");
    }
    assert!(r.body.contains("score-sheets show a win"));

    let r = public.get(&format!("/t/{id}/standings"));
    assert!(r.body.contains("Club Swiss 2026"));
    assert!(r.body.contains("Buchholz"));
}

#[test]
fn forfeits_apply_with_one_action_and_cite_the_rule() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "County match", "english", "2");
    import(&mut c, id, "name\nAl\nBo\nCy\nDi\n");
    let n = pair_and_publish(&mut c, id, "1 3\n2 4");
    let round = format!("/admin/t/{id}/rounds/{n}");
    let page = c.get(&round);
    assert!(page.body.contains("000 art. 2.24"));
    assert!(page.body.contains("000 art. 3.10"));

    // 000 art. 2.24: home two hours late loses both games.
    let r = c.submit(
        &round,
        &format!("{round}/boards/1/forfeit"),
        &[("action", "home-absent"), ("was1", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    let b1 = t.round(n).unwrap().board(1).unwrap();
    assert_eq!(b1.report().unwrap().to_string(), "-:+ -:+");
    assert_eq!(
        crownhead::web::view::board_points(b1, 3),
        Some(Points::whole(4))
    );
    assert_eq!(
        crownhead::web::view::board_points(b1, 1),
        Some(Points::whole(0))
    );

    // 000 art. 3.10 needs the games first.
    let r = c.submit(
        &round,
        &format!("{round}/boards/2/forfeit"),
        &[("action", "away-sheets"), ("was2", "")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("3.10"));
    let r = c.submit(
        &round,
        &format!("{round}/results"),
        &[("b2g1", "1"), ("b2g2", "="), ("was2", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(
        &round,
        &format!("{round}/boards/2/forfeit"),
        &[("action", "away-sheets"), ("was2", "1-0 =")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    let b2 = t.round(n).unwrap().board(2).unwrap();
    assert_eq!(b2.report().unwrap().to_string(), "1-0 = sheets:away");
    assert!(b2.away_sheets_missing);

    // A half-filled board is refused with its number, and nothing is saved.
    let n2 = {
        let r = c.submit(&round, &format!("{round}/close"), &[]);
        assert_eq!(r.status, 303, "{}", r.body);
        pair_and_publish(&mut c, id, "1 2\n3 4")
    };
    let round2 = format!("/admin/t/{id}/rounds/{n2}");
    let r = c.submit(
        &round2,
        &format!("{round2}/results"),
        &[
            ("b1g1", "1"),
            ("b1g2", "1"),
            ("b2g1", "1"),
            ("was1", ""),
            ("was2", ""),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("board 2: game 2 has no result");
    assert!(
        app.load(id)
            .round(n2)
            .unwrap()
            .board(1)
            .unwrap()
            .report()
            .is_none()
    );
    let r = c.submit(
        &round2,
        &format!("{round2}/results"),
        &[("b1g1", "x"), ("was1", "")],
    );
    assert_eq!(r.status, 422);
}

#[test]
fn an_edit_based_on_an_old_version_is_refused_with_both_values() {
    let app = spawn_app();
    let (mut c, id) = setup(&app);
    let admin = format!("/admin/t/{id}");
    let stale = c.get(&format!("{admin}/settings"));
    let csrf = stale.field("csrf");
    let old_version = stale.field("version");
    // Someone else adds an entry meanwhile.
    let r = c.submit(
        &admin,
        &format!("{admin}/entries"),
        &[("name", "Zed Zelkova")],
    );
    assert_eq!(r.status, 303);
    let r = c.post(
        &format!("{admin}/settings"),
        &[
            ("csrf", &csrf),
            ("version", &old_version),
            ("name", "Renamed Swiss"),
            ("venue", ""),
            ("start_date", ""),
            ("end_date", ""),
            ("chief_controller", ""),
            ("rounds", "3"),
            ("time_control", ""),
            ("tie_breaks", ""),
        ],
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("Your edit"));
    assert!(r.body.contains("Renamed Swiss"));
    assert!(r.body.contains("name: Club Swiss"));
    assert_eq!(app.load(id).settings().name, "Club Swiss");

    // Two controllers on the same board: the second, based on the empty board, is refused.
    import(&mut c, id, "name\nA\nB\nC\n");
    pair_and_publish(&mut c, id, "1 2\n3 4");
    let round = format!("{admin}/rounds/1");
    let mut other = app.client();
    assert_eq!(other.login("chief", "correct horse battery").status, 303);
    let before = other.get(&round);
    let r = c.submit(
        &round,
        &format!("{round}/results"),
        &[("b1g1", "1"), ("was1", "")],
    );
    assert_eq!(r.status, 303);
    let r = other.post(
        &format!("{round}/results"),
        &[("csrf", &before.field("csrf")), ("b1g1", "0"), ("was1", "")],
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("0-1"), "yours shown");
    assert!(r.body.contains("1-0"), "current shown");
    let t = app.load(id);
    assert_eq!(
        t.round(1)
            .unwrap()
            .board(1)
            .unwrap()
            .report()
            .unwrap()
            .to_string(),
        "1-0"
    );
}

#[test]
fn game_records_and_rulings_are_kept_per_game() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = create(&mut chief, "Records", "english", "3");
    import(&mut chief, id, "name\nAl\nBo\n");
    pair_and_publish(&mut chief, id, "1 2");
    let mut a = app.account(&mut chief, "recorder", "assistant");
    let page = format!("/admin/t/{id}/rounds/1/boards/1/games/2");
    let stale = a.get(&page);
    assert_eq!(stale.status, 200, "{}", stale.body);
    assert!(stale.body.contains("Al (1) - Bo (2)"));
    let pdn = "[Event \"Records\"]\n1. 11-15 23-19 2. 8-11 22-17 1-0";
    let r = a.submit(
        &page,
        &page,
        &[
            ("pdn", pdn),
            ("ruling", "claim refused"),
            ("was_pdn", ""),
            ("was_ruling", ""),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let shown = a.get(&page);
    assert!(shown.body.contains("23-19"));
    assert!(shown.body.contains("claim refused"));
    // An edit made on the page as it was before is refused with both versions.
    let r = a.post(
        &page,
        &[
            ("csrf", &stale.field("csrf")),
            ("pdn", "1. 9-13"),
            ("ruling", ""),
            ("was_pdn", ""),
            ("was_ruling", ""),
        ],
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("9-13") && r.body.contains("claim refused"));
    let r = a.get(&format!("/admin/t/{id}/rounds/1/boards/1/games/3"));
    assert_eq!(r.status, 404, "an English match has two games");
    let audit = chief.get(&format!("/admin/t/{id}/audit"));
    assert!(audit.body.contains("game: record"), "{}", audit.body);
}
