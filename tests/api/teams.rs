//! A team event on the web: the public team standings with crosstable and board prizes, a
//! round's matches with their boards, a team's page, the captains' match slips, the JSON API,
//! and the controller's line-up form (a wrong board order refused with the boards and players
//! named, nothing saved).

use crate::helpers::spawn_app;
use crownhead::store;

#[test]
fn team_pages_api_and_lineup_form() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    let t = app.load(id);
    let mut public = app.client();
    // The event's page links its team standings.
    let r = public.get(&format!("/t/{id}"));
    assert!(
        r.body.contains(&format!("href=\"/t/{id}/teams\"")),
        "{}",
        r.body
    );
    let r = public.get(&format!("/t/{id}/teams"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Team standings");
    r.shows("Team crosstable");
    r.shows("Board prizes");
    r.shows("Tbilisi Shashki");
    let r = public.get(&format!("/t/{id}/teams/rounds/3"));
    assert_eq!(r.status, 200, "{}", r.body);
    // Round 3: Damclub Wageningen left board 4 empty.
    r.shows("Damclub Wageningen");
    r.shows("-:+");
    let r = public.get(&format!("/t/{id}/teams/2"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Captain of Damclub Wageningen");
    r.shows("B1 ");
    let r = public.get(&format!("/t/{id}/teams/rounds/7/print/slips"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Captain of Tbilisi Shashki");
    assert_eq!(public.get(&format!("/t/{id}/teams/rounds/9")).status, 404);
    let r = public.get(&format!("/api/v1/tournaments/{id}/teams/standings"));
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    assert_eq!(v["rows"].as_array().unwrap().len(), 8);
    assert_eq!(v["tie_breaks"][0], "board_points");
    let r = public.get(&format!("/api/v1/tournaments/{id}/teams/matches"));
    let v = r.json();
    assert_eq!(v.as_array().unwrap().len(), 28);
    assert_eq!(v[0]["boards"].as_array().unwrap().len(), 4);
    // The players' own pages still work for a team event (players who rest have no board).
    for page in [
        "standings",
        "crosstable",
        "rounds/2",
        "players/9",
        "print/wallchart",
    ] {
        let r = public.get(&format!("/t/{id}/{page}"));
        assert_eq!(r.status, 200, "{page}: {}", r.body);
    }
    // An individual event has no team pages.
    let (solo, _) = app.import_fixture("fmjd-swiss.json");
    assert_eq!(public.get(&format!("/t/{solo}/teams")).status, 404);

    // The controller's line-up form: round 7, match 1 (Tbilisi Shashki, players 14-17).
    let page = format!("/admin/t/{id}/teams");
    let r = chief.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Team round 7: line-ups");
    let first = match t.round(7).unwrap().board(1).unwrap().pairing {
        crownhead::domain::Pairing::Game { home, .. } => home,
        _ => panic!("a game on board 1"),
    };
    assert_eq!(first, 14);
    let action = format!("/admin/t/{id}/teams/rounds/7/matches/1/lineup");
    let audit = app.audit_rows();
    let r = chief.submit(
        &page,
        &action,
        &[
            ("team", "4"),
            ("board1", "14"),
            ("board2", "16"),
            ("board3", "15"),
            ("board4", "17"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("Wrong board order: board 2 has");
    assert_eq!(app.audit_rows(), audit);
    let r = chief.submit(
        &page,
        &action,
        &[
            ("team", "4"),
            ("board1", "14"),
            ("board2", "15"),
            ("board3", ""),
            ("board4", "17"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(app.audit_rows() > audit);
    // The round's boards follow the line-up: board 3 of match 1 is no longer played.
    let t = app.load(id);
    assert!(t.round(7).unwrap().board_of(16).is_none());
}

/// The controller's team page of a 7-round league with its 7 rounds paired offers no 8th; a
/// pairing refused answers with the page and the reason (not a bare error page); a saved
/// whole-team forfeit shows in its select; the unplayed round is "to be played" in the JSON;
/// the team standings have a CSV download and a print view.
#[test]
fn team_page_offers_only_real_rounds_and_answers_refusals_with_the_page() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    let page = format!("/admin/t/{id}/teams");
    let r = chief.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(!r.body.contains("Pair team round 8"), "{}", r.body);
    r.shows("All 7 rounds are paired.");
    let audit = app.audit_rows();
    let r = chief.submit(&page, &format!("/admin/t/{id}/teams/pair"), &[]);
    assert_eq!(r.status, 422, "{}", r.body);
    // The team page itself, with the reason beside the pairing.
    r.shows("Team round 7: line-ups");
    r.shows("The round was not paired:");
    assert!(r.body.contains("id=\"pair-problem\""), "{}", r.body);
    assert_eq!(app.audit_rows(), audit);

    // A whole-team forfeit saved shows as chosen.
    let r = chief.submit(
        &page,
        &format!("/admin/t/{id}/teams/rounds/7/matches/2/forfeit"),
        &[("absent", "second")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = chief.get(&page);
    let section = r
        .body
        .split("id=\"admin-match-2\"")
        .nth(1)
        .expect("match 2")
        .split("</section>")
        .next()
        .unwrap();
    assert!(
        section.contains("<option value=\"second\" selected>"),
        "{section}"
    );
    assert!(
        !section.contains("<option value=\"none\" selected>"),
        "{section}"
    );

    let mut public = app.client();
    let v = public
        .get(&format!("/api/v1/tournaments/{id}/teams/matches"))
        .json();
    let round7: Vec<&serde_json::Value> = v
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["round"] == 7)
        .collect();
    assert_eq!(round7.len(), 4);
    for m in &round7 {
        if m["number"] == 2 {
            assert_eq!(m["status"], "result", "{m}");
        } else {
            assert_eq!(m["status"], "to-be-played", "{m}");
            assert!(m["first_match_points"].is_null(), "{m}");
        }
    }
    let r = public.get(&format!("/t/{id}/teams/rounds/7"));
    r.shows("to be played");

    let r = public.get(&format!("/t/{id}/teams/standings.csv"));
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.starts_with(
        "rank,team,match_points,board_points,direct_encounter,sonneborn_berger,buchholz\n"
    ));
    assert_eq!(r.body.lines().count(), 9);
    let r = public.get(&format!("/t/{id}/teams/print/standings"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("after round 6");
    assert!(r.body.contains("print-view"), "{}", r.body);
    let r = public.get(&format!("/t/{id}/teams"));
    assert!(r.body.contains(&format!("/t/{id}/teams/standings.csv")));
    assert!(r.body.contains(&format!("/t/{id}/teams/print/standings")));
}

/// A team event's round page, public and the controller's, groups its boards by match: a
/// heading per match with both teams and the score, and a whole-team forfeit named.
#[test]
fn a_team_round_page_groups_its_boards_by_match() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    let mut public = app.client();
    let r = public.get(&format!("/t/{id}/rounds/3"));
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.body.matches("class=\"team-match\"").count(),
        4,
        "{}",
        r.body
    );
    r.shows("Match 1: ");
    let r = chief.get(&format!("/admin/t/{id}/rounds/3"));
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.body.matches("<tr class=\"match-head\">").count(),
        4,
        "{}",
        r.body
    );
    r.shows("<tr class=\"match-head\"><th colspan=\"6\">Match 1: ");
    // Round 7: the second team of match 2 does not come.
    let page = format!("/admin/t/{id}/teams");
    let r = chief.submit(
        &page,
        &format!("/admin/t/{id}/teams/rounds/7/matches/2/forfeit"),
        &[("absent", "second")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = chief.get(&format!("/admin/t/{id}/rounds/7"));
    assert_eq!(r.status, 200, "{}", r.body);
    let heads = r.body.matches("<tr class=\"match-head\">").count()
        + r.body.matches("<p class=\"match-head loose\">").count();
    assert_eq!(heads, 4, "{}", r.body);
    let forfeited = r.body.split("Match 2: ").nth(1).unwrap_or("");
    let forfeited = &forfeited[..forfeited.find('<').unwrap_or(0)];
    assert!(forfeited.contains("Forfeited by "), "{forfeited:?}");
}

/// The team standings in JSON are the CSV's numbers: every tie-break of every team, the
/// demo's Sonneborn-Berger of matches among them (once four times too large in JSON).
#[test]
fn the_team_json_standings_are_the_csv_s() {
    let app = spawn_app();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    let mut public = app.client();
    let json = public
        .get(&format!("/api/v1/tournaments/{id}/teams/standings"))
        .json();
    let csv = public.get(&format!("/t/{id}/teams/standings.csv")).body;
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let header: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let tie_breaks: Vec<String> = json["tie_breaks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect();
    assert!(tie_breaks.contains(&"sonneborn_berger".to_owned()));
    let mut compared = 0;
    for row in json["rows"].as_array().unwrap() {
        let line = rows
            .iter()
            .find(|r| r[1] == *row["name"].as_str().unwrap())
            .expect("the team in the CSV");
        for (i, tb) in tie_breaks.iter().enumerate() {
            let Some(col) = header.iter().position(|h| h == tb) else {
                continue;
            };
            let cell: f64 = line[col].parse().unwrap();
            assert_eq!(row["values"][i].as_f64(), Some(cell), "{tb} of {row}");
            compared += 1;
        }
    }
    // Board points, direct encounter, SB and Buchholz of 8 teams.
    assert_eq!(compared, 4 * 8);
    let sb = header.iter().position(|h| h == "sonneborn_berger").unwrap();
    assert!(rows.iter().any(|r| r[sb].parse::<f64>().unwrap() > 0.0));
}

/// A team event from the dashboard, in Dutch: no individual pairing offered (the event's page
/// points to the team page, the individual pairing page leads there); the team tie-breaks set
/// and refused; a team's details edited and refused; a refused line-up answered with its form,
/// the boards as chosen and the problem in Dutch. Nothing refused is saved.
#[test]
fn a_team_event_is_run_from_the_dashboard_in_dutch() {
    use crate::helpers::html;
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    let page = format!("/admin/t/{id}/teams");
    assert_eq!(chief.get(&format!("{page}?lang=nl")).status, 200);

    // No individual pairing: the event's page sends the controller to the team page.
    let r = chief.get(&format!("/admin/t/{id}"));
    assert!(
        !r.body.contains(&format!("/admin/t/{id}/rounds/new")),
        "{}",
        r.body
    );
    assert!(r.body.contains("id=\"team-pairing\""), "{}", r.body);
    let r = chief.get(&format!("/admin/t/{id}/rounds/new"));
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(r.header("location"), Some(page.as_str()));

    // The team tie-breaks, from the team page.
    let settings = format!("/admin/t/{id}/teams/settings");
    let r = chief.get(&page);
    let form = html::form(&r, &settings);
    assert_eq!(
        html::value_of(form, "tie_breaks"),
        "board_points, direct_encounter, sonneborn_berger, buchholz"
    );
    let audit = app.audit_rows();
    let r = chief.submit(
        &page,
        &settings,
        &[
            ("boards", "4"),
            ("match_points", "2/1/0"),
            ("tie_breaks", "board_points, weerstand"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("`weerstand` is geen team-tiebreak");
    assert_eq!(
        html::value_of(html::form(&r, &settings), "tie_breaks"),
        "board_points, weerstand"
    );
    assert_eq!(app.audit_rows(), audit);
    let r = chief.submit(
        &page,
        &settings,
        &[
            ("boards", "4"),
            ("match_points", "2/1/0"),
            ("tie_breaks", "MPVGP, SB:MP"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let v = chief
        .get(&format!("/api/v1/tournaments/{id}/teams/standings"))
        .json();
    assert_eq!(
        v["tie_breaks"],
        serde_json::json!(["board_points", "sonneborn_berger"])
    );
    let r = chief.get(&page);
    assert_eq!(
        html::selected(html::form(&r, &settings), "match_points"),
        "2/1/0"
    );

    // A team's details: Damclub Wageningen (team 2, players 5 to 9, order fixed by its
    // line-ups) gets a new name and captain and keeps its order.
    let edit = format!("/admin/t/{id}/teams/2/edit");
    let r = chief.get(&format!("{page}?edit=2"));
    let form = html::form(&r, &edit);
    assert_eq!(html::value_of(form, "name"), "Damclub Wageningen");
    assert_eq!(html::value_of(form, "players"), "5, 6, 7, 8, 9");
    let audit = app.audit_rows();
    for (players, problem) in [
        (
            "5, 6, 7, 8, 1",
            "Speler 1 speelt al voor Excelsior Leeuwarden.",
        ),
        (
            "6, 5, 7, 8, 9",
            "De bordvolgorde van Damclub Wageningen ligt vast",
        ),
        ("5, 6, x", "spelers: `x` is geen startnummer"),
    ] {
        let r = chief.submit(
            &format!("{page}?edit=2"),
            &edit,
            &[
                ("name", "DC Wageningen"),
                ("club", "NED"),
                ("captain", "Jan Bos"),
                ("players", players),
            ],
        );
        assert_eq!(r.status, 422, "{players}: {}", r.body);
        r.shows("Het team is niet opgeslagen:");
        r.shows(problem);
        let form = html::form(&r, &edit);
        assert_eq!(html::value_of(form, "name"), "DC Wageningen");
        assert_eq!(html::value_of(form, "players"), players);
    }
    let r = chief.submit(
        &format!("{page}?edit=2"),
        &edit,
        &[
            ("name", "Excelsior Leeuwarden"),
            ("club", "NED"),
            ("captain", ""),
            ("players", "5, 6, 7, 8, 9"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("Er bestaat al een team met de naam Excelsior Leeuwarden.");
    assert_eq!(app.audit_rows(), audit);
    let r = chief.submit(
        &format!("{page}?edit=2"),
        &edit,
        &[
            ("name", "DC Wageningen"),
            ("club", "NED"),
            ("captain", "Jan Bos"),
            ("players", "5, 6, 7, 8, 9"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.audit_rows(), audit + 1);
    let r = chief.get(&format!("/t/{id}/teams/2"));
    r.shows("DC Wageningen");
    r.shows("Jan Bos");

    // A refused line-up: the team page, the boards as chosen, the problem in Dutch.
    let action = format!("/admin/t/{id}/teams/rounds/7/matches/1/lineup");
    let audit = app.audit_rows();
    let r = chief.submit(
        &page,
        &action,
        &[
            ("team", "4"),
            ("board1", "14"),
            ("board2", "16"),
            ("board3", "15"),
            ("board4", "17"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("De opstelling is niet opgeslagen: Verkeerde bordvolgorde: op bord 2 staat");
    assert!(!r.body.contains("wrong board order"), "{}", r.body);
    let at = r
        .body
        .find("id=\"lineup-problem\"")
        .expect("the problem beside its form");
    let form_start = r.body[..at].rfind("<form").unwrap();
    let form = &r.body[form_start..form_start + r.body[form_start..].find("</form>").unwrap()];
    assert!(form.contains("data-team=\"4\""), "{form}");
    for (board, chosen) in [(1, "14"), (2, "16"), (3, "15"), (4, "17")] {
        assert_eq!(
            html::selected(form, &format!("board{board}")),
            chosen,
            "{form}"
        );
    }
    assert_eq!(app.audit_rows(), audit);
}

/// A team round printed by board is its matches: each with its teams, boards with colours,
/// result and a total row, the match forfeited by a whole team present; the match slips have
/// a total row and lines for both captains and the arbiter.
#[test]
fn a_team_round_prints_by_match_with_totals_and_signatures() {
    let app = spawn_app();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        let id = crownhead::cli::demo::load_team_demo(&mut conn).unwrap();
        // Round 7's second match: Damier Lillois does not turn up.
        store::set_team_forfeit(
            &mut conn,
            id,
            store::Seen::Any,
            7,
            2,
            Some(crownhead::domain::team::WholeForfeit::Second),
            "test",
        )
        .unwrap();
        id
    };
    let e = {
        let conn = store::open(&app.db).unwrap();
        store::teams::event(&conn, id).unwrap().unwrap().1
    };
    let mut public = app.client();
    let r = public.get(&format!("/t/{id}/rounds/7/print/pairings"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("By match");
    for m in e.matches_of_round(7) {
        let section = r
            .body
            .split(&format!("id=\"print-match-{}\"", m.number))
            .nth(1)
            .unwrap_or_else(|| panic!("match {} missing: {}", m.number, r.body));
        let section = &section[..section.find("</section>").unwrap()];
        for team in m.pairing.teams() {
            assert!(section.contains(&e.team(team).unwrap().name), "{section}");
        }
        if m.number == 2 {
            assert!(
                section.contains("Forfeited by Damier Lillois."),
                "{section}"
            );
        } else {
            assert_eq!(
                section.matches("<tr><td class=\"num\">").count(),
                4,
                "{section}"
            );
            assert!(section.contains("<tr class=\"total\">"), "{section}");
            // International draughts: White moves first, the first team's player on board 1.
            assert!(
                section.contains("data-colour=\"w\">white</span>"),
                "{section}"
            );
            assert!(
                section.contains("data-colour=\"b\">black</span>"),
                "{section}"
            );
        }
    }
    // A played round: each match's total is its score.
    let r = public.get(&format!("/t/{id}/rounds/3/print/pairings"));
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.body.matches("<tr class=\"total\">").count(),
        4,
        "{}",
        r.body
    );
    r.shows("(empty)");
    // By name it stays the list of players.
    let r = public.get(&format!("/t/{id}/rounds/3/print/pairings?order=name"));
    assert!(!r.body.contains("By match"), "{}", r.body);

    let r = public.get(&format!("/t/{id}/teams/rounds/7/print/slips"));
    assert_eq!(r.status, 200, "{}", r.body);
    // The forfeited match has no slip; the three others have totals and three signatures.
    assert_eq!(
        r.body.matches("class=\"slip team-slip\"").count(),
        3,
        "{}",
        r.body
    );
    assert_eq!(r.body.matches("<tr class=\"total\">").count(), 3);
    r.shows("Captain of Tbilisi Shashki: ");
    r.shows("Captain of CEMA Amsterdam: ");
    assert_eq!(r.body.matches("Arbiter: ").count(), 3);
}
