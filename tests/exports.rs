//! `crownhead export` and `crownhead import` run as a user would, against a temporary
//! database.

#[path = "common/binary.rs"]
mod binary;
#[path = "common/shared_data.rs"]
mod shared_data;

use std::path::{Path, PathBuf};
use std::process::Output;

use crownhead::domain::pairing_input::engine_tournament;
use crownhead::domain::{
    BoardReport, Entry, Federation, GameReport, Pairing, PlayerName, Preset, ResultKind, Settings,
    Tournament,
};
use crownhead::pairing::dutch;
use crownhead::store::{self, GameRef, games::GameRecord};

use binary::{ok, run, says, stderr};

/// A temporary database holding the demo tournaments (the directory lives as long as the
/// returned handle).
fn demo() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    (dir, db)
}

/// `crownhead export --tournament ID --format FORMAT MORE...`.
fn export(db: &Path, id: &str, format: &str, more: &[&str]) -> Output {
    let mut args = vec!["export", "--tournament", id, "--format", format];
    args.extend_from_slice(more);
    run(db, &args)
}

/// `crownhead import --format FORMAT --tournament ID FILE`.
fn import_into(db: &Path, id: &str, format: &str, file: &str) -> Output {
    run(
        db,
        &["import", "--format", format, "--tournament", id, file],
    )
}

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// A finished Swiss of 13 players over 6 rounds, each round paired by the Dutch engine, with a
/// late entry, a requested bye, a withdrawal, forfeits and a double absence.
fn dutch_swiss() -> Tournament {
    played_swiss(|n| Some(2300 - 11 * n))
}

/// [`dutch_swiss`] with the ratings `rating` gives the entries by start number.
fn played_swiss(rating: impl Fn(u32) -> Option<u32>) -> Tournament {
    let mut t = Tournament::new(Settings::preset(
        Preset::FmjdInternational,
        "Engine Swiss",
        6,
    ))
    .unwrap();
    for n in 1..=13u32 {
        let mut e = Entry::new(n, PlayerName::parse(&format!("Speler {n}")).unwrap()).unwrap();
        e.rating = rating(n);
        e.federation = Some(Federation::parse("NED").unwrap());
        e.fmjd_id = Some((16000 + n).to_string());
        if n == 13 {
            e.late_from = Some(3);
        }
        t.add_entry(e).unwrap();
    }
    t.request_bye(2, 4).unwrap();
    for r in 1..=6u32 {
        if r == 5 {
            t.withdraw(9, 5).unwrap();
        }
        let p = dutch::pair(&engine_tournament(&t, r)).unwrap();
        t.pair_round(&Pairing::of_engine(&p), None).unwrap();
        t.publish_round(r).unwrap();
        let boards = t.round(r).unwrap().boards().to_vec();
        for b in boards.iter().filter(|b| !b.is_bye()) {
            let g = match (r, b.number) {
                (1, 3) => GameReport::HomeAbsent,
                (4, 2) => GameReport::BothAbsent,
                _ => match (r * 5 + b.number * 7) % 5 {
                    0 | 3 => GameReport::HomeWins,
                    1 => GameReport::Draw,
                    _ => GameReport::AwayWins,
                },
            };
            t.record_result(r, b.number, &BoardReport::new(vec![g]))
                .unwrap();
        }
        t.close_round(r).unwrap();
    }
    t
}

#[test]
fn the_trf_of_a_finished_swiss_passes_the_dutch_check_and_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut conn = store::open(&db).unwrap();
    let id = store::import_tournament(&mut conn, &dutch_swiss(), "test").unwrap();
    drop(conn);
    let file = dir.path().join("swiss.trf");
    let id = id.to_string();
    ok(&export(&db, &id, "trf", &["--out", file.to_str().unwrap()]));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("162  W 2.0    D 1.0    L 0.0    A 0.0    P 2.0\r"));
    let o = run(&db, &["pair", "--dutch", file.to_str().unwrap(), "-c"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}\n{text}",
        String::from_utf8_lossy(&o.stdout)
    );

    // Import creates a new tournament whose export is the same file.
    let out = ok(&run(
        &db,
        &["import", "--format", "trf", file.to_str().unwrap()],
    ));
    let new_id = out.trim().to_string();
    assert_ne!(new_id, id);
    let again = ok(&export(&db, &new_id, "trf", &[]));
    assert_eq!(again, text);
    let a = ok(&export(&db, &id, "csv-standings", &[]));
    let b = ok(&export(&db, &new_id, "csv-standings", &[]));
    assert_eq!(a, b);
}

#[test]
fn the_trf_of_a_swiss_entered_out_of_rating_order_numbers_players_by_pairing_number() {
    // Entered as they arrived: ratings unrelated to the order, one unrated, and a late entry
    // (13, from round 3) rated second, so it takes its place in the ranking.
    const RATINGS: [Option<u32>; 13] = [
        Some(2150),
        Some(2290),
        Some(1900),
        Some(2350),
        Some(2210),
        None,
        Some(2050),
        Some(2400),
        Some(1980),
        Some(2100),
        Some(2250),
        Some(2000),
        Some(2380),
    ];
    let t = played_swiss(|n| RATINGS[n as usize - 1]);
    let ranking = t.initial_ranking();
    assert_eq!(ranking, [8, 13, 4, 2, 11, 5, 1, 10, 7, 12, 9, 3, 6]);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut conn = store::open(&db).unwrap();
    let id = store::import_tournament(&mut conn, &t, "test").unwrap();
    drop(conn);
    let file = dir.path().join("swiss.trf");
    let id = id.to_string();
    ok(&export(&db, &id, "trf", &["--out", file.to_str().unwrap()]));
    let text = std::fs::read_to_string(&file).unwrap();
    // TRF-2026 001: the starting rank is the pairing number; opponents are named by it too.
    let parsed = crownhead::pairing::trf::parse(&text).unwrap();
    for (i, &no) in ranking.iter().enumerate() {
        let p = &parsed.players[i];
        assert_eq!(p.id, i as u32 + 1);
        assert!(p.name.contains(&format!("Speler {no}")), "{}", p.name);
        assert_eq!(p.rating, RATINGS[no as usize - 1].unwrap_or(0));
    }
    let pno = |no: u32| ranking.iter().position(|&r| r == no).unwrap() as u32 + 1;
    let round1 = &t.round(1).unwrap().boards()[0];
    let crownhead::domain::Pairing::Game { home, away } = round1.pairing else {
        panic!("board 1 is a game");
    };
    let rec = parsed.players[pno(home) as usize - 1].rounds[0];
    assert_eq!(rec.opponent, Some(pno(away)));
    // Another pairing program replays every round from the file.
    let o = run(&db, &["pair", "--dutch", file.to_str().unwrap(), "-c"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}\n{text}",
        String::from_utf8_lossy(&o.stdout)
    );
    // Imported, the file gives the same initial ranking and start numbers back.
    let back = crownhead::export::trf::import(&text).unwrap();
    assert_eq!(back.initial_ranking(), ranking);
    assert_eq!(back.entry(8).unwrap().rating, Some(2400));
    let out = ok(&run(
        &db,
        &["import", "--format", "trf", file.to_str().unwrap()],
    ));
    let again = ok(&export(&db, out.trim(), "trf", &[]));
    assert_eq!(again, text);
    let a = ok(&export(&db, &id, "csv-standings", &[]));
    let b = ok(&export(&db, out.trim(), "csv-standings", &[]));
    assert_eq!(a, b);
}

#[test]
fn a_bad_row_in_a_thousand_is_named_and_nothing_is_imported() {
    let (dir, db) = demo();
    let before = ok(&export(&db, "2", "csv-entries", &[]));
    let mut csv = String::from("name,federation,rating,fmjd_id\n");
    for i in 1..=1000 {
        let rating = if i == 250 {
            "x2000".to_owned()
        } else {
            (1500 + i).to_string()
        };
        csv.push_str(&format!("New Player {i},NED,{rating},{}\n", 30000 + i));
    }
    let file = dir.path().join("entries.csv");
    std::fs::write(&file, &csv).unwrap();
    let path = file.to_str().unwrap();
    let o = import_into(&db, "2", "csv-entries", path);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(
        err.contains("line 251: rating: \"x2000\" is not a whole number"),
        "{err}"
    );
    assert!(err.contains("1 problem(s)"), "{err}");
    let after = ok(&export(&db, "2", "csv-entries", &[]));
    assert_eq!(after, before);

    // Without --tournament the command says what it needs.
    let o = run(&db, &["import", "--format", "csv-entries", path]);
    says(&o, "needs --tournament ID");

    // Fixed, the file goes in whole: the demo tournament is finished, so these are late
    // entries (with a reason) for a round 10 that will not come; they are still listed.
    std::fs::write(&file, csv.replace("x2000", "2000")).unwrap();
    let out = ok(&run(
        &db,
        &[
            "import",
            "--format",
            "csv-entries",
            "--tournament",
            "2",
            "--late",
            "a list test",
            path,
        ],
    ));
    assert_eq!(out.trim(), "imported 1000 entries into tournament 2");
    let after = ok(&export(&db, "2", "csv-entries", &[]));
    assert_eq!(after.lines().count(), 1 + 40 + 1000);
    assert!(
        after.contains("\n291,New Player 251,NED,1751,,,30251,,,,,New Player 251,,\n"),
        "{after}"
    );
}

#[test]
fn entries_csv_moves_between_tournaments_unchanged() {
    let (dir, db) = demo();
    let entries = ok(&export(&db, "2", "csv-entries", &[]));
    assert!(
        entries
            .starts_with("no,name,federation,rating,title,club,fmjd_id,national_id,birth_date,women_title,women_rating,surname,given_name,sex\n")
    );
    let mut conn = store::open(&db).unwrap();
    let empty = store::create_tournament(
        &mut conn,
        &Settings::preset(Preset::FmjdInternational, "Copy", 9),
        "test",
    )
    .unwrap();
    drop(conn);
    let file = dir.path().join("e.csv");
    std::fs::write(&file, &entries).unwrap();
    let id = empty.to_string();
    ok(&import_into(
        &db,
        &id,
        "csv-entries",
        file.to_str().unwrap(),
    ));
    let copy = ok(&export(&db, &id, "csv-entries", &[]));
    assert_eq!(copy, entries);
}

#[test]
fn results_pairings_and_standings_csv_from_the_demo() {
    let (_dir, db) = demo();
    let results = ok(&export(&db, "1", "csv-results", &["--round", "2"]));
    let mut lines = results.lines();
    assert_eq!(
        lines.next().unwrap(),
        "round,board,game,first_no,first_name,second_no,second_name,first_points,second_points,kind"
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    // 16 players in 2-game matches: 8 boards × 2 games.
    assert_eq!(rows.len(), 16);
    assert!(rows.iter().all(|r| r[0] == "2" && r.len() == 10));
    // Colours are reversed in game 2.
    assert_eq!(rows[0][3], rows[1][5]);
    let pairings = ok(&export(&db, "1", "csv-pairings", &["--round", "1"]));
    // 7 boards, the pairing bye and the late entry's bye, each with the round's ballot.
    assert_eq!(pairings.lines().count(), 1 + 9, "{pairings}");
    assert!(pairings.contains("\n1,8,15,Zoe Stewart,1756,,,,pairing,ACF 126: 11-15 23-19 8-11\n"));
    assert!(
        pairings
            .lines()
            .skip(1)
            .all(|l| l.ends_with(",ACF 126: 11-15 23-19 8-11"))
    );
    let standings = ok(&export(&db, "1", "csv-standings", &[]));
    let command = ok(&run(
        &db,
        &["standings", "--tournament", "1", "--format", "csv"],
    ));
    assert_eq!(standings, command);
    let o = export(&db, "1", "csv-results", &["--round", "8"]);
    says(&o, "round 8 is not paired");
    let o = export(&db, "1", "trf", &["--round", "1"]);
    assert!(!o.status.success());
    let o = export(&db, "9", "trf", &[]);
    says(&o, "no tournament with id 9");
}

/// Every cell of a CSV text, parsed as a spreadsheet would split them.
fn csv_cells(text: &str) -> Vec<String> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    reader
        .records()
        .flat_map(|r| r.unwrap().iter().map(str::to_owned).collect::<Vec<_>>())
        .collect()
}

#[test]
fn no_csv_export_holds_a_formula_and_entries_come_back_as_typed() {
    let names = [
        "=HYPERLINK(\"http://x\",\"y\")",
        "@SUM(A1:A2)",
        "+1+1",
        "-1+1",
    ];
    let mut t =
        Tournament::new(Settings::preset(Preset::FmjdInternational, "Formulas", 3)).unwrap();
    for (n, name) in (1..).zip(names) {
        let mut e = Entry::new(n, PlayerName::parse(name).unwrap()).unwrap();
        e.club = Some("=cmd|' /C calc'!A0".into());
        e.title = Some("@T".into());
        t.add_entry(e).unwrap();
    }
    t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
        .unwrap();
    t.publish_round(1).unwrap();
    t.record_result(1, 1, &BoardReport::from_codes("1-0").unwrap())
        .unwrap();
    t.record_result(1, 2, &BoardReport::from_codes("=").unwrap())
        .unwrap();
    t.close_round(1).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut conn = store::open(&db).unwrap();
    let id = store::import_tournament(&mut conn, &t, "test").unwrap();
    let copy = store::create_tournament(
        &mut conn,
        &Settings::preset(Preset::FmjdInternational, "Copy", 3),
        "test",
    )
    .unwrap();
    drop(conn);
    let id = id.to_string();
    let mut files: Vec<(String, String)> = ["csv-entries", "csv-pairings", "csv-results"]
        .into_iter()
        .chain(["csv-standings", "fmjd"])
        .map(|f| (f.to_owned(), ok(&export(&db, &id, f, &[]))))
        .collect();
    files.push((
        "standings --format csv".into(),
        ok(&run(
            &db,
            &["standings", "--tournament", &id, "--format", "csv"],
        )),
    ));
    for (what, text) in &files {
        let cells = csv_cells(text);
        for c in &cells {
            assert!(
                !c.starts_with(['=', '+', '-', '@', '\t', '\r']),
                "{what}: {c:?} is a formula in\n{text}"
            );
        }
        if what != "fmjd" {
            for name in names {
                assert!(
                    cells.contains(&format!("'{name}")),
                    "{what}: {name}\n{text}"
                );
            }
        }
    }
    // The rating report splits a name at its comma into last and first names.
    let fmjd = csv_cells(&files[4].1);
    for last in ["'=HYPERLINK(\"http://x\"", "'@SUM(A1:A2)", "'+1+1", "'-1+1"] {
        assert!(fmjd.contains(&last.to_owned()), "{last} in {fmjd:?}");
    }

    // The entries go into another tournament as they were typed.
    let entries = &files[0].1;
    let file = dir.path().join("entries.csv");
    std::fs::write(&file, entries).unwrap();
    let copy = copy.to_string();
    ok(&import_into(
        &db,
        &copy,
        "csv-entries",
        file.to_str().unwrap(),
    ));
    let conn = store::open(&db).unwrap();
    let back = store::tournaments::load(&conn, copy.parse().unwrap()).unwrap();
    let got: Vec<&str> = back.entries().iter().map(|e| e.name.as_str()).collect();
    assert_eq!(got, names);
    assert!(back.entries().iter().all(
        |e| e.club.as_deref() == Some("=cmd|' /C calc'!A0") && e.title.as_deref() == Some("@T")
    ));
    assert_eq!(&ok(&export(&db, &copy, "csv-entries", &[])), entries);
}

/// English draughts files write the first mover's win as `1-0`: in the demo's English Open every
/// recorded decisive game has the first mover as `[Black]` (000 art. 1.13) and `1-0` when that
/// player won, `0-1` when the other did; the export writes no warning and verifies.
#[test]
fn the_english_open_exports_the_first_mover_black_and_1_0_for_a_win() {
    let (dir, db) = demo();
    let conn = store::open(&db).unwrap();
    let t = store::tournaments::load(&conn, 1).unwrap();
    drop(conn);
    let file = dir.path().join("english.pdn");
    let o = export(&db, "1", "pdn", &["--out", file.to_str().unwrap()]);
    assert_eq!(stderr(&o), "", "no record contradicts its result");
    ok(&o);
    let text = std::fs::read_to_string(&file).unwrap();
    let games = draughts_rules::pdn::read_str(&text, draughts_rules::Variant::English);
    let (mut first_won, mut second_won) = (0, 0);
    for g in &games {
        let g = g.as_ref().unwrap();
        let (round, game) = g.tag("Round").unwrap().split_once('.').unwrap();
        let board: u32 = g.tag("Board").unwrap().parse().unwrap();
        let game = &t
            .round(round.parse().unwrap())
            .unwrap()
            .board(board)
            .unwrap()
            .games[game.parse::<usize>().unwrap() - 1];
        let first = t.entry(game.first).unwrap().name.to_string();
        assert_eq!(g.tag("Black"), Some(first.as_str()), "{g:?}");
        let expected = match game.first_result.unwrap().kind {
            ResultKind::Win => {
                first_won += 1;
                "1-0"
            }
            ResultKind::Loss => {
                second_won += 1;
                "0-1"
            }
            _ => "1/2-1/2",
        };
        assert_eq!(g.tag("Result"), Some(expected), "{first}: {g:?}");
    }
    assert!(first_won > 0 && second_won > 0, "{first_won} {second_won}");
    let out = ok(&run(&db, &["verify", file.to_str().unwrap()]));
    assert!(out.contains("legal"), "{out}");
}

#[test]
fn the_pdn_of_the_event_verifies() {
    let (dir, db) = demo();
    let mut conn = store::open(&db).unwrap();
    let t = store::tournaments::load(&conn, 2).unwrap();
    let b = t.round(1).unwrap().board(1).unwrap();
    let first = b.games[0].first;
    let record = |pdn: &str| GameRecord {
        pdn: Some(pdn.to_owned()),
        verification: None,
        ruling: None,
    };
    let at = |board| GameRef {
        round: 1,
        board,
        game: 1,
    };
    store::set_game_record(
        &mut conn,
        2,
        at(1),
        &record("1. 32-28 19-23 2. 28x19 14x23 *"),
        "test",
    )
    .unwrap();
    store::set_game_record(&mut conn, 2, at(2), &record("1. 33-29 17-22 *"), "test").unwrap();
    store::set_game_record(
        &mut conn,
        2,
        at(3),
        &record("[Event \"x\"] 1. 31-27 {"),
        "test",
    )
    .unwrap();
    drop(conn);
    let file = dir.path().join("event.pdn");
    let o = export(&db, "2", "pdn", &["--out", file.to_str().unwrap()]);
    ok(&o);
    says(&o, "left out round 1, board 3, game 1");
    let text = std::fs::read_to_string(&file).unwrap();
    // The two readable records set here, and the demo's own records of other boards.
    let demo: Vec<crownhead::cli::demo::FixtureRecord> =
        serde_json::from_str(crownhead::cli::demo::RECORDS[1].1).unwrap();
    let others = demo
        .iter()
        .filter(|r| !(r.round == 1 && r.board <= 3))
        .count();
    assert_eq!(
        text.matches("[Event \"FMJD Swiss Open 2026\"]").count(),
        2 + others
    );
    let white = t.entry(first).unwrap().name.to_string();
    assert!(text.contains(&format!("[White \"{white}\"]")), "{text}");
    assert!(text.contains("[GameType \"20\"]"));
    let out = ok(&run(&db, &["verify", file.to_str().unwrap()]));
    assert!(out.contains("legal"), "{out}");
}

#[test]
fn the_fmjd_list_fills_entries_and_the_report_shows_them() {
    let (dir, db) = demo();
    let list = fixture("fixtures/fmjd/V260701.DRA");
    let o = import_into(&db, "2", "fmjd-list", list.to_str().unwrap());
    let out = ok(&o);
    assert!(
        out.starts_with("updated 4 entries of tournament 2 from V260701.DRA (5 listed players, read as UTF-8, 1 warning)\n"),
        "{out}"
    );
    says(
        &o,
        "warning: V260701.DRA, line 1: the header has no wtitle, wrating column",
    );
    let report = ok(&export(&db, "2", "fmjd", &[]));
    let mut lines = report.lines();
    assert!(
        lines.next().unwrap().starts_with(
            "nr_ew,last_n,first_n,country,title,rating,no,points,r1_opp,r1_col,r1_pts,"
        )
    );
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("15013,Jones,Yuri,POL,GMI,2511,1,"),
        "{report}"
    );
    // An odd rating is a warning naming its line, and the entry keeps its rating.
    let odd = dir.path().join("V260101.DRA");
    std::fs::write(&odd, "nr_ew,rating\n15013,abc\n15026,2460\n").unwrap();
    let o = import_into(&db, "2", "fmjd-list", odd.to_str().unwrap());
    let out = ok(&o);
    says(
        &o,
        "line 2: FMJD ID 15013: rating \"abc\" is not a whole number: the rating is left as it is",
    );
    assert!(
        out.contains("entry 2 Oscar Roberts (FMJD ID 15026, line 3): rating 2452 → 2460\n"),
        "{out}"
    );
    assert!(
        out.contains("entry 1 Yuri Jones (FMJD ID 15013, line 2): no change; rating \"abc\""),
        "{out}"
    );
    let entries = ok(&export(&db, "2", "csv-entries", &[]));
    assert!(
        entries.contains("\n1,Yuri Jones,POL,2511,GMI,"),
        "{entries}"
    );
}

/// The list as the FMJD publishes it (Latin-1, women's titles and ratings, odd rows): what it
/// changes is printed entry by entry, `--dry-run` changes nothing, and a file that is not a
/// list is refused naming the line and changes nothing.
#[test]
fn the_published_fmjd_list_says_what_it_changes_entry_by_entry() {
    let (dir, db) = demo();
    let list = fixture("fixtures/fmjd/V261001.DRA");
    let list = list.to_str().unwrap();
    let before = ok(&export(&db, "2", "csv-entries", &[]));
    let dry = &run(
        &db,
        &[
            "import",
            "--format",
            "fmjd-list",
            "--tournament",
            "2",
            "--dry-run",
            list,
        ],
    );
    let planned = ok(dry);
    assert_eq!(ok(&export(&db, "2", "csv-entries", &[])), before);
    let o = import_into(&db, "2", "fmjd-list", list);
    let out = ok(&o);
    assert_eq!(
        planned.replacen("would update", "updated", 1),
        out,
        "the dry run prints what the import does"
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..9],
        [
            "updated 6 entries of tournament 2 from V261001.DRA (17 listed players, read as Latin-1, 6 warnings)",
            "entry 1 Yuri Jones (FMJD ID 15013, line 2, listed as Jones, Yuri): title none → GMI; rating 2493 → 2511",
            "entry 2 Oscar Roberts (FMJD ID 15026, line 3, listed as Roberts, Oscar): title none → MI",
            "entry 3 Xenia Stewart (FMJD ID 15039, line 4, listed as Stewart, Xenia): rating 2434 → 2440; women's title none → MIF; women's rating none → 2390",
            "entry 4 Edwin Clarke (FMJD ID 15052, line 5, listed as Clarke, Edwin): rating 2410 → 2398; country \"1N\" is not a three-letter code: the federation is left as it is",
            "entry 6 Dora Fisher (FMJD ID 15078, line 7, listed as Fisher, Dora): women's title none → MFF; wrating \"n/a\" is not a whole number: the women's rating is left as it is",
            "entry 8 Paula Underwood (FMJD ID 15104, line 10, listed as Underwood, Paula): title none → MF; women's title none → GMIF; women's rating none → 2301",
            "entry 7 Helen Newton (FMJD ID 15091): listed on lines 8, 9: left as it is",
            "not in the list (by FMJD ID): entries 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40",
        ]
    );
    assert_eq!(lines.len(), 9, "{out}");
    says(
        &o,
        "warning: V261001.DRA, line 20: FMJD ID 99008: country \"JZ\"",
    );
    let after = ok(&export(&db, "2", "csv-entries", &[]));
    assert!(
        after.contains("\n3,Xenia Stewart,SEN,2440,,,15039,SEN-10111,,MIF,2390,Stewart,Xenia,\n"),
        "{after}"
    );
    // The blank rating of entry 2 left 2445, the odd country of entry 4 left FRA.
    assert!(after.contains("\n2,Oscar Roberts,FRA,2445,MI,"), "{after}");
    assert!(after.contains("\n4,Edwin Clarke,FRA,2398,,"), "{after}");

    let not_a_list = dir.path().join("players.csv");
    std::fs::write(&not_a_list, "id,name\n15013,Jones\n").unwrap();
    let o = import_into(&db, "2", "fmjd-list", not_a_list.to_str().unwrap());
    assert!(!o.status.success());
    says(
        &o,
        "players.csv: nothing imported: 1 problem(s) found\n  line 1: the header needs an nr_ew column",
    );
    assert_eq!(ok(&export(&db, "2", "csv-entries", &[])), after);
    let o = run(
        &db,
        &[
            "import",
            "--format",
            "csv-entries",
            "--tournament",
            "2",
            "--dry-run",
            list,
        ],
    );
    says(&o, "--dry-run is for --format fmjd-list");
}

/// The reference tournaments of `../shared/data/pairing/dutch` (paired by another engine):
/// each imported and exported again still replays with no discrepancy, and its export goes
/// through import and export unchanged. Files of more than 100 players are left out to keep
/// the debug build quick.
#[test]
fn reference_tournaments_come_in_and_go_out_unchanged() {
    let Some(dir) = shared_data::shared_data("pairing/dutch") else {
        return;
    };
    let list = std::fs::read_dir(&dir).unwrap();
    let mut files: Vec<PathBuf> = list.map(|e| e.unwrap().path()).collect();
    files.sort();
    let mut checked = 0;
    for f in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "trf"))
    {
        let text = String::from_utf8_lossy(&std::fs::read(f).unwrap()).into_owned();
        let t = crownhead::export::trf::import(&text)
            .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if t.entries().len() > 100 {
            continue;
        }
        let out = crownhead::export::trf::write(&t);
        let file = crownhead::pairing::trf::parse(&out).unwrap();
        let found = crownhead::pairing::check::replay_dutch(&file);
        assert!(found.is_empty(), "{}: {found:?}", f.display());
        let again = crownhead::export::trf::import(&out).unwrap();
        assert_eq!(
            crownhead::export::trf::write(&again),
            out,
            "{}",
            f.display()
        );
        checked += 1;
    }
    assert!(checked > 0);
    eprintln!("{checked} reference tournaments checked");
}

#[test]
fn a_trf_date_with_characters_of_several_bytes_is_refused_with_its_line_and_field() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    // As another program writes it: no `### crownhead` lines, so the dates are read from
    // lines 042 and 052.
    let good: String = crownhead::export::trf::write(&dutch_swiss())
        .split_inclusive('\r')
        .filter(|l| !l.starts_with("###"))
        .collect();
    let file = dir.path().join("event.trf");
    let start = good
        .replace("042 ", "")
        .replacen("012 ", "042 12\u{20ac}\r012 ", 1);
    // The birth date column (70-79) of player 1's line.
    let line = good
        .split('\r')
        .position(|l| l.starts_with("001    1"))
        .unwrap();
    let mut lines: Vec<String> = good.split('\r').map(str::to_owned).collect();
    let mut chars: Vec<char> = lines[line].chars().collect();
    chars.splice(69..79, "19\u{20ac}0/01/01".chars());
    lines[line] = chars.into_iter().collect();
    let birth = lines.join("\r");
    for (text, at, field) in [
        (start, 1, "start date (042): \"12\u{20ac}\" is not a date"),
        (
            birth,
            line + 1,
            "player 1: birth date (columns 70-79): \"19\u{20ac}0/01/01\" is not a date",
        ),
    ] {
        std::fs::write(&file, text).unwrap();
        let o = run(&db, &["import", "--format", "trf", file.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        says(&o, &format!("line {at}: {field}"));
        assert!(!db.exists(), "a refused import stores nothing");
    }
}

#[test]
fn a_trf_file_without_players_is_refused_and_nothing_is_stored() {
    let (dir, db) = demo();
    let before = ok(&run(&db, &["tournaments"]));
    let file = dir.path().join("empty.trf");
    for text in ["", "012 Nobody's Open\r142 9\r", "just some text\n"] {
        std::fs::write(&file, text).unwrap();
        let o = run(&db, &["import", "--format", "trf", file.to_str().unwrap()]);
        assert!(!o.status.success(), "{text:?}");
        says(&o, "no player line in");
        says(&o, "a TRF file lists each player on a line beginning `001`");
        assert_eq!(ok(&run(&db, &["tournaments"])), before);
    }
}

/// Each row of a CSV text as its cells (a header row first).
fn csv_rows(text: &str) -> Vec<Vec<String>> {
    csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect()
}

/// The demo's knock-out reaches every export of its games: each player's points in the rating
/// report are the sum of their game points in `csv-results`; the TRF's 001 lines carry one
/// result column per game played, against the opponent of that game; the PDN export holds the
/// tie games with records and verifies; the controller's report counts the games.
#[test]
fn the_knockouts_games_reach_the_rating_report_the_trf_the_pdn_and_the_report() {
    use std::collections::BTreeMap;
    let (dir, db) = demo();
    let results = csv_rows(&ok(&export(&db, "3", "csv-results", &[])));
    let col = |name: &str| results[0].iter().position(|c| c == name).unwrap();
    let (first_no, second_no) = (col("first_no"), col("second_no"));
    let (first_points, second_points) = (col("first_points"), col("second_points"));
    // Every player's games in order: (opponent, points, the opponent's points).
    let mut games: BTreeMap<u32, Vec<(u32, f64, f64)>> = BTreeMap::new();
    for r in &results[1..] {
        let (a, b): (u32, u32) = (r[first_no].parse().unwrap(), r[second_no].parse().unwrap());
        let (pa, pb): (f64, f64) = (
            r[first_points].parse().unwrap(),
            r[second_points].parse().unwrap(),
        );
        games.entry(a).or_default().push((b, pa, pb));
        games.entry(b).or_default().push((a, pb, pa));
    }
    let played = results.len() - 1;
    assert!(played >= 20, "{played} games");

    let fmjd = csv_rows(&ok(&export(&db, "3", "fmjd", &[])));
    let (no, points) = (
        fmjd[0].iter().position(|c| c == "no").unwrap(),
        fmjd[0].iter().position(|c| c == "points").unwrap(),
    );
    assert_eq!(fmjd.len(), 1 + 12);
    for row in &fmjd[1..] {
        let n: u32 = row[no].parse().unwrap();
        let sum: f64 = games.get(&n).map_or(0.0, |g| g.iter().map(|x| x.1).sum());
        assert_eq!(
            row[points].parse::<f64>().unwrap(),
            sum,
            "player {n}: {row:?}"
        );
        // One opponent, colour and points per game, in the order played.
        let mine = games.get(&n).cloned().unwrap_or_default();
        for (i, (opp, pts, _)) in mine.iter().enumerate() {
            assert_eq!(row[points + 1 + 3 * i], opp.to_string(), "{row:?}");
            assert!(
                ["w", "b"].contains(&row[points + 2 + 3 * i].as_str()),
                "{row:?}"
            );
            assert_eq!(row[points + 3 + 3 * i].parse::<f64>().unwrap(), *pts);
        }
    }

    let trf = ok(&export(&db, "3", "trf", &[]));
    let mut seen = 0;
    for l in trf.split('\r').filter(|l| l.starts_with("001")) {
        let n: u32 = l[4..8].trim().parse().unwrap();
        let mine = games.get(&n).cloned().unwrap_or_default();
        // The rounds of the bracket are aligned columns: a tie decided sooner leaves blanks,
        // a top seed's bye is the pairing-allocated bye.
        let all: Vec<&str> = l
            .get(89..)
            .unwrap_or("")
            .as_bytes()
            .chunks(10)
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect();
        let byes = all.iter().filter(|c| c.contains("0000 - U")).count();
        let cells: Vec<&&str> = all
            .iter()
            .filter(|c| !c.trim().is_empty() && !c.contains("0000 - U"))
            .collect();
        assert_eq!(cells.len(), mine.len(), "player {n}: {l}");
        for (cell, (opp, pts, theirs)) in cells.iter().zip(&mine) {
            assert_eq!(cell[2..6].trim(), opp.to_string(), "{l}");
            let code = cell.trim_end().chars().last().unwrap();
            let expected = match pts.partial_cmp(theirs).unwrap() {
                std::cmp::Ordering::Greater => '1',
                std::cmp::Ordering::Equal => '=',
                std::cmp::Ordering::Less => '0',
            };
            assert_eq!(code, expected, "{l}");
        }
        let sum: f64 = mine.iter().map(|x| x.1).sum::<f64>() + 2.0 * byes as f64;
        assert_eq!(l[80..84].trim().parse::<f64>().unwrap(), sum, "{l}");
        seen += 1;
    }
    assert_eq!(seen, 12);

    let file = dir.path().join("cup.pdn");
    let o = export(&db, "3", "pdn", &["--out", file.to_str().unwrap()]);
    ok(&o);
    assert_eq!(stderr(&o), "");
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        text.matches("[Event \"Knock-out Cup\"]").count(),
        4,
        "{text}"
    );
    assert!(text.contains("[Stage \""), "{text}");
    let out = ok(&run(&db, &["verify", file.to_str().unwrap()]));
    assert!(out.contains("legal"), "{out}");

    let report = ok(&run(
        &db,
        &["report", "--tournament", "3", "--format", "json"],
    ));
    let v: serde_json::Value = serde_json::from_str(&report).unwrap();
    assert_eq!(v["knockout"]["games"], played);
    assert!(
        v["knockout"]["tiebreak_games"].as_u64().unwrap() >= 1,
        "{report}"
    );
}

/// A Dutch spreadsheet's entries in Latin-1: read as Windows-1252 and said, its Dutch headers
/// and sex column read, each name's parts kept.
#[test]
fn a_latin1_entries_csv_from_the_command_line_is_read_as_such_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut conn = store::open(&db).unwrap();
    let settings = crownhead::domain::Settings::preset(
        crownhead::domain::Preset::FmjdInternational,
        "Club",
        5,
    );
    let id = store::create_tournament(&mut conn, &settings, "td")
        .unwrap()
        .to_string();
    drop(conn);
    let file = dir.path().join("leden.csv");
    std::fs::write(
        &file,
        b"Achternaam;Voornaam;Geslacht\nM\xfcller;J\xfcrgen;v\n",
    )
    .unwrap();
    let o = import_into(&db, &id, "csv-entries", file.to_str().unwrap());
    assert_eq!(
        ok(&o).trim(),
        format!("imported 1 entries into tournament {id}")
    );
    says(
        &o,
        "leden.csv is not UTF-8: it was read as Windows-1252 (Latin-1)",
    );
    let csv = ok(&export(&db, &id, "csv-entries", &[]));
    assert!(
        csv.contains("\n1,Jürgen Müller,,,,,,,,,,Müller,Jürgen,w\n"),
        "{csv}"
    );
}
