//! A Dutch club team competition read in Dutch: the team pages' column codes with their
//! legend, forfeits and empty boards written as the event's files write them, the refusals
//! and missing pages of the team event in the reader's language, line-ups kept from the
//! public until the round is published, the audit log's line-up rows naming team and round,
//! and a tournament created from the Dutch dashboard in Dutch.

use crate::helpers::spawn_app;
use crownhead::domain::team::{TeamPairing, TeamSettings};
use crownhead::domain::{Entry, PlayerName, Preset, Settings};
use crownhead::store;
use crownhead::store::commands::{self, Seen};

/// The words of the English pages that must not show among the Dutch ones.
const ENGLISH: [&str; 9] = [
    "Team standings",
    "Match points",
    "Board points",
    "is not paired",
    "there is no team",
    "is not a start number",
    "Round robin",
    "empty",
    "forfeit",
];

/// Fails when the words of `body` (its text, without tags) hold one of [`ENGLISH`].
fn no_english(page: &str, body: &str) {
    let mut text = String::new();
    let mut in_tag = false;
    for c in body.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    for w in ENGLISH {
        assert!(
            !text.contains(w),
            "{page}: `{w}` among the Dutch words: {text}"
        );
    }
}

#[test]
fn the_team_pages_explain_their_codes_and_write_forfeits_one_way_in_dutch() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    let mut public = app.client();
    assert_eq!(public.get("/?lang=nl").status, 200);
    assert_eq!(chief.get("/admin?lang=nl").status, 200);

    // The standings and their print (in the event's language, Dutch here): every column code
    // has its line in the legend.
    {
        let mut conn = store::open(&app.db).unwrap();
        let mut s = app.load(id).settings().clone();
        s.language = crownhead::domain::Language::Nl;
        commands::update_settings(&mut conn, id, Seen::Any, &s, |_| String::new(), "ctl").unwrap();
    }
    for page in [
        format!("/t/{id}/teams"),
        format!("/t/{id}/teams/print/standings"),
    ] {
        let r = public.get(&page);
        assert_eq!(r.status, 200, "{page}: {}", r.body);
        let legend = &r.body[r
            .body
            .find("id=\"team-standings-legend\"")
            .unwrap_or_else(|| panic!("{page}: no legend: {}", r.body))..];
        let legend = &legend[..legend.find("</ul>").unwrap()];
        for (code, words) in [
            ("MP", "matchpunten"),
            ("BP", "bordpunten: de punten van alle borden opgeteld"),
            ("MPVGP", "bordpunten, als tiebreak"),
            ("DE", "onderling resultaat"),
            ("SB:MP", "Sonneborn-Berger van de wedstrijden"),
            ("BH:MP", "weerstandspunten (Buchholz)"),
        ] {
            assert!(
                legend.contains(&format!("<span class=\"code\">{code}</span> {words}")),
                "{page}: {code}: {legend}"
            );
        }
        no_english(&page, &r.body);
    }

    // Round 3: Damclub Wageningen left board 4 empty: the board says what it is, and the
    // forfeit is written as the event's files and the ruling marks write it.
    let page = format!("/t/{id}/teams/rounds/3");
    let r = public.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    let row = r
        .body
        .split("<tr>")
        .find(|row| row.contains("(leeg)"))
        .unwrap_or_else(|| panic!("no empty board: {}", r.body));
    assert!(row.contains("-:+"), "{row}");
    let empty = row.split("<td").find(|c| c.contains("(leeg)")).unwrap();
    assert!(
        !empty.contains('○'),
        "a bare first-move mark on the empty side: {row}"
    );
    for other in ["+/-", "+/−", "−/+", "-/+"] {
        assert!(!r.body.contains(other), "`{other}`: {}", r.body);
    }
    r.shows("heeft de eerste zet");
    // The colours in words, not the ruling marks' `○` (both players absent).
    assert!(!r.body.contains('○'), "{}", r.body);
    r.shows("data-colour=\"w\">wit</span>");
    r.shows("op dit bord is niemand opgesteld");
    r.shows("reglementair gewonnen (+) of verloren (-)");
    no_english(&page, &r.body);

    // What is not there, said in Dutch.
    for (page, words) in [
        (format!("/t/{id}/teams/99"), "Er is geen team 99."),
        (
            format!("/t/{id}/teams/rounds/9"),
            "Teamronde 9 is niet ingedeeld.",
        ),
        (
            format!("/t/{id}/teams/rounds/9/print/slips"),
            "Teamronde 9 is niet ingedeeld.",
        ),
    ] {
        let r = public.get(&page);
        assert_eq!(r.status, 404, "{page}");
        r.shows(words);
        no_english(&page, &r.body);
    }
    let r = chief.get(&format!("/admin/t/{id}/rounds/9"));
    assert_eq!(r.status, 404, "{}", r.body);
    r.shows("Ronde 9 is niet ingedeeld.");

    // The team forms' refusals, in Dutch, nothing saved.
    let page = format!("/admin/t/{id}/teams");
    let audit = app.audit_rows();
    for (action, fields, words) in [
        (
            format!("/admin/t/{id}/teams/create"),
            vec![("name", "Nieuw team"), ("players", "1, 17-21")],
            "spelers: `17-21` is geen startnummer",
        ),
        (
            format!("/admin/t/{id}/teams/rounds/7/matches/1/forfeit"),
            vec![("absent", "thuis")],
            "`thuis` is geen afwezig team",
        ),
        (
            format!("/admin/t/{id}/teams/rounds/7/matches/1/lineup"),
            vec![("board1", "14")],
            "Er is geen team gekozen voor de opstelling.",
        ),
        (
            format!("/admin/t/{id}/teams/settings"),
            vec![("boards", "4"), ("match_points", "3/1/0")],
            "Matchpunten: `3/1/0` is niet 2/1/0, 1/0.5/0 of geen.",
        ),
        (
            format!("/admin/t/{id}/teams/settings"),
            vec![("boards", "5"), ("match_points", "2/1/0")],
            "Het aantal borden ligt vast zodra er een ronde is ingedeeld.",
        ),
    ] {
        let r = chief.submit(&page, &action, &fields);
        assert_eq!(r.status, 422, "{action}: {}", r.body);
        r.shows(words);
        assert!(!r.body.contains("is not"), "{action}: {}", r.body);
    }
    assert_eq!(app.audit_rows(), audit);

    // The system menu of a new tournament says round robin in Dutch.
    let r = chief.get("/admin");
    r.shows("Halve competitie");
    assert!(!r.body.contains(">Round robin<"), "{}", r.body);
}

/// A team event of 4 clubs of 2 players, 2 boards a match, round 1 paired and its line-ups
/// handed in: the round is a draft.
fn draft_round(app: &crate::helpers::TestApp) -> i64 {
    let mut conn = store::open(&app.db).unwrap();
    let mut s = Settings::preset(Preset::FmjdInternational, "Clubcompetitie", 3);
    s.team = Some(TeamSettings::new(2).unwrap());
    let tid = commands::create_tournament(&mut conn, &s, "ctl").unwrap();
    for (n, name) in [
        "Jan de Vries",
        "Piet Bakker",
        "Kees Smit",
        "Anna Visser",
        "Els Mulder",
        "Tom Jansen",
        "Sara de Boer",
        "Lena Bos",
    ]
    .iter()
    .enumerate()
    {
        let e = Entry::new(n as u32 + 1, PlayerName::parse(name).unwrap()).unwrap();
        commands::add_entry(&mut conn, tid, Seen::Any, &e, None, "ctl").unwrap();
    }
    for (k, club) in ["DC Amersfoort", "Huizum", "WSDV", "Excelsior"]
        .iter()
        .enumerate()
    {
        let k = k as u32;
        commands::create_team(
            &mut conn,
            tid,
            Seen::Any,
            club,
            None,
            None,
            vec![2 * k + 1, 2 * k + 2],
            "ctl",
        )
        .unwrap();
    }
    commands::pair_team_round(
        &mut conn,
        tid,
        Seen::Any,
        &[
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
            TeamPairing::Match {
                first: 3,
                second: 4,
            },
        ],
        "ctl",
    )
    .unwrap();
    for (m, team, lineup) in [
        (1, 1, [Some(1), Some(2)]),
        (1, 2, [Some(3), None]),
        (2, 3, [Some(5), Some(6)]),
        (2, 4, [Some(7), Some(8)]),
    ] {
        commands::set_lineup(&mut conn, tid, Seen::Any, 1, m, team, &lineup, "ctl").unwrap();
    }
    tid
}

#[test]
fn line_ups_are_public_only_once_the_round_is_published() {
    let app = spawn_app();
    let id = draft_round(&app);
    assert!(
        app.load(id).round(1).is_some(),
        "the round's boards are made"
    );
    let mut public = app.client();
    assert_eq!(public.get("/?lang=nl").status, 200);
    let hidden = |public: &mut crate::helpers::Client| {
        let r = public.get(&format!("/t/{id}/teams/rounds/1"));
        assert_eq!(r.status, 200, "{}", r.body);
        let slips = public.get(&format!("/t/{id}/teams/rounds/1/print/slips"));
        let api = public
            .get(&format!("/api/v1/tournaments/{id}/teams/matches"))
            .json();
        let boards = api
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["boards"].as_array().unwrap().len())
            .sum::<usize>();
        (r, slips, boards)
    };
    let (r, slips, boards) = hidden(&mut public);
    r.shows("DC Amersfoort");
    r.shows("De opstellingen worden getoond zodra de ronde is gepubliceerd.");
    for page in [&r.body, &slips.body] {
        for name in ["Vries", "Bakker", "Smit", "Bos"] {
            assert!(!page.contains(name), "{name} shown in a draft: {page}");
        }
    }
    assert_eq!(boards, 0, "the API shows draft line-ups");

    let mut conn = store::open(&app.db).unwrap();
    commands::publish_round(&mut conn, id, 1, "ctl").unwrap();
    let (r, slips, boards) = hidden(&mut public);
    r.shows("Jan de Vries (1)");
    r.shows("(leeg)");
    slips.shows("Jan de Vries");
    assert!(
        !r.body.contains("zodra de ronde is gepubliceerd"),
        "{}",
        r.body
    );
    assert_eq!(boards, 4);
}

#[test]
fn the_audit_log_names_the_team_and_round_of_a_line_up() {
    let app = spawn_app();
    let id = draft_round(&app);
    let mut chief = app.chief();
    assert_eq!(chief.get("/admin?lang=nl").status, 200);
    let r = chief.get(&format!("/admin/t/{id}/audit"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Ronde 1, wedstrijd 1: opstelling van Huizum vastgelegd (1: Kees Smit, 2: –)");
    r.shows(
        "Ronde 1, wedstrijd 2: opstelling van Excelsior vastgelegd (1: Sara de Boer, 2: Lena Bos)",
    );
    r.shows("Ronde 1, wedstrijd 2: WSDV – Excelsior ingedeeld");
    assert!(
        !r.body.contains("opstelling vastleggen") && !r.body.contains("teamwedstrijd: indelen"),
        "a line-up row without team or round: {}",
        r.body
    );
    // The log's round filter finds the line-ups of round 1.
    let r = chief.get(&format!("/admin/t/{id}/audit?round=1"));
    r.shows("opstelling van DC Amersfoort vastgelegd");
}

#[test]
fn a_tournament_created_from_the_dutch_dashboard_speaks_dutch() {
    let app = spawn_app();
    let mut chief = app.chief();
    assert_eq!(chief.get("/admin?lang=nl").status, 200);
    let r = chief.submit(
        "/admin",
        "/admin/tournaments",
        &[
            ("name", "Clubcompetitie Noord"),
            ("preset", "fmjd-international"),
            ("rounds", "7"),
            ("system", ""),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let at = r.header("location").unwrap().to_owned();
    let id: i64 = at.trim_start_matches("/admin/t/").parse().unwrap();
    let t = app.load(id);
    assert_eq!(t.settings().language.code(), "nl");
    // The preset's time control is shown in Dutch on the settings form, and sending the form
    // back unchanged keeps it as stored.
    let stored = t.settings().time_control.clone();
    let page = format!("/admin/t/{id}/settings");
    let r = chief.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    let form = crate::helpers::html::form(&r, &page);
    let shown = crate::helpers::html::value_of(form, "time_control");
    assert!(!shown.contains("per move"), "{shown}");
    assert_ne!(shown, stored);
    let public = app.client().get(&format!("/t/{id}?lang=nl"));
    assert!(public.body.contains(&shown), "{}", public.body);
    let tie_breaks = crate::helpers::html::value_of(form, "tie_breaks");
    let r = chief.submit(
        &page,
        &page,
        &[
            ("name", "Clubcompetitie Noord"),
            ("venue", "Leeuwarden"),
            ("start_date", ""),
            ("end_date", ""),
            ("chief_controller", ""),
            ("rounds", "7"),
            ("time_control", &shown),
            ("tie_breaks", &tie_breaks),
        ],
    );
    assert!(r.status == 303 || r.status == 200, "{}", r.body);
    let t = app.load(id);
    assert_eq!(t.settings().venue, "Leeuwarden");
    assert_eq!(t.settings().time_control, stored);
}

/// A team event's individual list is each player's score board by board, not a Swiss ranking
/// of players who never met most of each other: no Buchholz among its headings, and each line
/// (board, player, games, points) is what the team matches give that player on that board.
#[test]
fn a_team_events_individual_list_is_each_players_score_board_by_board() {
    let app = spawn_app();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    let mut public = app.client();
    let r = public.get(&format!("/t/{id}/standings?lang=nl"));
    assert_eq!(r.status, 200, "{}", r.body);
    let at = r
        .body
        .find("id=\"board-scores\"")
        .unwrap_or_else(|| panic!("no board-by-board list: {}", r.body));
    let table = &r.body[at..at + r.body[at..].find("</table>").unwrap()];
    for swiss in ["Buchholz", "Weerstandspunten", "Plaats"] {
        assert!(!table.contains(swiss), "{swiss} in {table}");
    }
    assert!(r.body.contains(&format!("href=\"/t/{id}/teams\"")));

    // What the matches give each player on each board: (games, points).
    let m = public.get(&format!("/api/v1/tournaments/{id}/teams/matches"));
    let matches: serde_json::Value = serde_json::from_str(&m.body).unwrap();
    let mut want = std::collections::BTreeMap::new();
    for m in matches.as_array().unwrap() {
        for b in m["boards"].as_array().unwrap() {
            for (p, pts) in [("first", "first_points"), ("second", "second_points")] {
                if let (Some(p), Some(pts)) = (b[p].as_u64(), b[pts].as_f64()) {
                    let e = want
                        .entry((b["board"].as_u64().unwrap(), p))
                        .or_insert((0u32, 0f64));
                    e.0 += 1;
                    e.1 += pts;
                }
            }
        }
    }
    assert!(!want.is_empty());
    let mut shown = std::collections::BTreeMap::new();
    for row in table.split("<tr>").skip(2) {
        let cells: Vec<String> = row
            .split("<td")
            .skip(1)
            .map(|c| {
                let inner = &c[c.find('>').unwrap() + 1..];
                let mut text = String::new();
                let mut in_tag = false;
                for ch in inner.chars() {
                    match ch {
                        '<' => in_tag = true,
                        '>' => in_tag = false,
                        ch if !in_tag => text.push(ch),
                        _ => {}
                    }
                }
                text.trim().to_owned()
            })
            .collect();
        let no: u64 = row
            .split(&format!("/t/{id}/players/"))
            .nth(1)
            .and_then(|s| s.split('"').next())
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no player link: {row}"));
        let board: u64 = cells[0].parse().unwrap();
        let games: u32 = cells[5].parse().unwrap();
        let points: f64 = cells[3].replace(',', ".").parse().unwrap();
        shown.insert((board, no), (games, points));
    }
    assert_eq!(shown, want);
}
