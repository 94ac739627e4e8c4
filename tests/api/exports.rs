//! Downloads of the exports from the dashboard and the public pages.

use crownhead::domain::{BoardReport, Entry, Pairing, PlayerName, Preset, Settings, Tournament};
use crownhead::store;

use crate::helpers::spawn_app;

#[test]
fn the_controller_downloads_every_format() {
    let app = spawn_app();
    let (id, t) = app.import_fixture("fmjd-swiss.json");
    let mut c = app.chief();
    let page = c.get(&format!("/admin/t/{id}"));
    assert_eq!(page.status, 200);
    for f in [
        "csv-entries",
        "csv-pairings",
        "csv-results",
        "csv-standings",
        "pdn",
        "trf",
        "fmjd",
    ] {
        assert!(
            page.body.contains(&format!("/admin/t/{id}/export/{f}\"")),
            "{f}"
        );
        let r = c.get(&format!("/admin/t/{id}/export/{f}"));
        assert_eq!(r.status, 200, "{f}: {}", r.body);
        if f == "pdn" {
            // The fixture has no game records: a page says so (`export_empty.rs`).
            r.shows("id=\"no-records\"");
            continue;
        }
        let cd = r.header("content-disposition").unwrap();
        assert!(
            cd.starts_with("attachment; filename=\"fmjd-swiss-open-2026-"),
            "{cd}"
        );
    }
    let r = c.get(&format!("/admin/t/{id}/export/trf"));
    assert!(
        r.body.starts_with("012 FMJD Swiss Open 2026\r"),
        "{}",
        r.body
    );
    assert_eq!(
        r.header("content-disposition"),
        Some("attachment; filename=\"fmjd-swiss-open-2026-report.trf\"")
    );
    assert_eq!(r.body, crownhead::export::trf::write(&t));
    let r = c.get(&format!("/admin/t/{id}/export/csv-results?round=2"));
    assert_eq!(r.status, 200);
    assert!(r.header("content-type").unwrap().starts_with("text/csv"));
    assert!(
        r.body.lines().skip(1).all(|l| l.starts_with("2,")),
        "{}",
        r.body
    );
    assert_eq!(r.body.lines().count(), 1 + 20);
    let r = c.get(&format!("/admin/t/{id}/export/csv-results?round=99"));
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("round 99 is not paired");
    let r = c.get(&format!("/admin/t/{id}/export/xls"));
    assert_eq!(r.status, 404);
    // Not signed in: no download.
    let r = app
        .client()
        .get(&format!("/admin/t/{id}/export/csv-entries"));
    assert_ne!(r.status, 200);
    assert!(!r.body.contains("no,name,federation"));
}

#[test]
fn the_public_gets_only_published_rounds_and_nothing_private() {
    let app = spawn_app();
    let mut t =
        Tournament::new(Settings::preset(Preset::FmjdInternational, "Small Open", 3)).unwrap();
    for n in 1..=4 {
        let mut e = Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap();
        e.birth_date = Some("2001-02-03".parse().unwrap());
        t.add_entry(e).unwrap();
    }
    t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
        .unwrap();
    t.publish_round(1).unwrap();
    for b in 1..=2 {
        t.record_result(1, b, &BoardReport::from_codes("1-0").unwrap())
            .unwrap();
    }
    t.pair_round(&[Pairing::game(1, 3), Pairing::game(2, 4)], None)
        .unwrap();
    let mut conn = store::open(&app.db).unwrap();
    let id = store::import_tournament(&mut conn, &t, "test").unwrap();
    drop(conn);
    let c = &mut app.client();
    let r = c.get(&format!("/t/{id}/export/csv-pairings"));
    assert_eq!(r.status, 200, "{}", r.body);
    // Round 2 is a draft: not shown.
    assert_eq!(r.body.lines().count(), 1 + 2, "{}", r.body);
    let page = c.get(&format!("/t/{id}/standings"));
    assert!(
        page.body
            .contains(&format!("/t/{id}/export/csv-standings\""))
    );
    let r = c.get(&format!("/t/{id}/export/csv-standings"));
    assert_eq!(r.status, 200);
    assert!(r.body.starts_with("rank,no,name"));
    for private in ["csv-entries", "trf", "fmjd"] {
        let r = c.get(&format!("/t/{id}/export/{private}"));
        assert_eq!(r.status, 404, "{private}");
        assert!(!r.body.contains("2001"));
    }
    let r = c.get(&format!("/t/{id}/export/csv-pairings?round=2"));
    assert_eq!(r.status, 404, "{}", r.body);
    // The controller sees the draft.
    let mut chief = app.chief();
    let r = chief.get(&format!("/admin/t/{id}/export/csv-pairings?round=2"));
    assert_eq!(r.status, 200);
    assert_eq!(r.body.lines().count(), 1 + 2);
}

#[test]
fn downloads_write_formula_names_as_text() {
    let app = spawn_app();
    let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "Sheet", 3)).unwrap();
    let names = ["=HYPERLINK(\"http://x\",\"y\")", "@SUM(A1)", "+1+1", "-1+1"];
    for (n, name) in (1..).zip(names) {
        t.add_entry(Entry::new(n, PlayerName::parse(name).unwrap()).unwrap())
            .unwrap();
    }
    t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
        .unwrap();
    t.publish_round(1).unwrap();
    for b in 1..=2 {
        t.record_result(1, b, &BoardReport::from_codes("1-0").unwrap())
            .unwrap();
    }
    t.close_round(1).unwrap();
    let mut conn = store::open(&app.db).unwrap();
    let id = store::import_tournament(&mut conn, &t, "test").unwrap();
    drop(conn);
    let mut chief = app.chief();
    let mut public = app.client();
    let mut bodies = Vec::new();
    for f in [
        "csv-entries",
        "csv-pairings",
        "csv-results",
        "csv-standings",
    ] {
        let r = chief.get(&format!("/admin/t/{id}/export/{f}"));
        assert_eq!(r.status, 200, "{f}: {}", r.body);
        bodies.push((format!("admin {f}"), r.body));
    }
    for f in ["csv-pairings", "csv-results", "csv-standings"] {
        let r = public.get(&format!("/t/{id}/export/{f}"));
        assert_eq!(r.status, 200, "{f}: {}", r.body);
        bodies.push((format!("public {f}"), r.body));
    }
    for (what, body) in &bodies {
        let mut reader = csv::Reader::from_reader(body.as_bytes());
        let cells: Vec<String> = reader
            .records()
            .flat_map(|r| r.unwrap().iter().map(str::to_owned).collect::<Vec<_>>())
            .collect();
        for c in &cells {
            assert!(
                !c.starts_with(['=', '+', '-', '@']),
                "{what}: {c:?} is a formula in\n{body}"
            );
        }
        for name in names {
            assert!(
                cells.contains(&format!("'{name}")),
                "{what}: {name}\n{body}"
            );
        }
    }
}

#[path = "../common/binary.rs"]
mod binary;

/// The dashboard's downloads are the command line's files, for every demo event and every
/// format (a team event's TRF with its team records, its results with the empty board and a
/// whole-team forfeit, its team standings), and the public's are the same where every round
/// is published.
#[test]
fn every_download_of_every_demo_event_is_the_command_line_s_file() {
    let app = spawn_app();
    let loaded = binary::ok(&binary::run(&app.db, &["demo"]));
    let ids: Vec<(String, String)> = loaded
        .lines()
        .filter_map(|l| {
            let mut cells = l.split('\t');
            Some((cells.next()?.to_owned(), cells.next()?.to_owned()))
        })
        .collect();
    assert!(ids.len() >= 4, "{loaded}");
    let (team_id, _) = ids
        .iter()
        .find(|(_, name)| name == crownhead::cli::demo::TEAM_DEMO)
        .expect("the demo's team event")
        .clone();
    // A whole team that does not turn up for round 7's first match.
    {
        let mut conn = store::open(&app.db).unwrap();
        store::set_team_forfeit(
            &mut conn,
            team_id.parse().unwrap(),
            store::Seen::Any,
            7,
            1,
            Some(crownhead::domain::team::WholeForfeit::Second),
            "test",
        )
        .unwrap();
    }
    let mut chief = app.chief();
    let mut public = app.client();
    for (id, name) in &ids {
        for f in crownhead::export::Format::ALL {
            let mut asks = vec![None];
            if f.takes_round() {
                asks.push(Some("2"));
            }
            for round in asks {
                let mut args = vec!["export", "--tournament", id, "--format", f.name()];
                let query = match round {
                    Some(r) => {
                        args.extend(["--round", r]);
                        format!("?round={r}")
                    }
                    None => String::new(),
                };
                let cli = binary::run(&app.db, &args);
                let r = chief.get(&format!("/admin/t/{id}/export/{f}{query}"));
                if !cli.status.success() {
                    if binary::stderr(&cli).contains("no game records yet") {
                        // Nothing to write: the dashboard says so (`export_empty.rs`).
                        assert_eq!(r.status, 200, "{name} {f}{query}: {}", r.body);
                        r.shows("id=\"no-records\"");
                        continue;
                    }
                    // Refused alike (a knock-out's results by round).
                    assert_eq!(r.status, 422, "{name} {f}{query}: {}", r.body);
                    continue;
                }
                let file = binary::stdout(&cli);
                assert_eq!(r.status, 200, "{name} {f}{query}: {}", r.body);
                assert!(
                    r.body == file,
                    "{name} {f}{query}: the dashboard's file differs"
                );
                if f.is_public() {
                    let r = public.get(&format!("/t/{id}/export/{f}{query}"));
                    assert_eq!(r.status, 200, "{name} {f}{query}: {}", r.body);
                    assert!(r.body == file, "{name} public {f}{query}: differs");
                }
            }
        }
    }
    // The team event's files are its team files.
    let get = |c: &mut crate::helpers::Client, f: &str| {
        c.get(&format!("/admin/t/{team_id}/export/{f}")).body
    };
    let trf = get(&mut chief, "trf");
    assert!(trf.contains("192 BERGER_TEAM_ROUNDROBIN\r"), "{trf}");
    assert_eq!(trf.split('\r').filter(|l| l.starts_with("310 ")).count(), 8);
    assert!(trf.contains("\r330 +- 007 "), "{trf}");
    let results = get(&mut chief, "csv-results");
    assert!(results.starts_with("round,match,board,first_team,second_team"));
    let kinds = |kind: &str| results.lines().filter(|l| l.ends_with(kind)).count();
    assert_eq!(kinds(",unfilled"), 1, "{results}");
    assert_eq!(kinds(",team_forfeit"), 4, "{results}");
    let standings = get(&mut chief, "csv-standings");
    assert!(standings.starts_with("rank,team,match_points,board_points"));
}
