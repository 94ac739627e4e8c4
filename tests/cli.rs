//! Runs the `crownhead` binary against a temporary database.

#[path = "common/binary.rs"]
mod binary;

use binary::{ok, run, says, stderr, stdout};

#[test]
fn demo_then_list_then_standings() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let o = run(&db, &["demo"]);
    ok(&o);
    assert!(stdout(&o).contains("English Open 2026"));
    // Loading again does not duplicate.
    let o = run(&db, &["demo"]);
    assert!(stdout(&o).contains("already loaded"), "{}", stdout(&o));

    let o = run(&db, &["tournaments"]);
    ok(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    // The two individual events, the knock-out and the team league.
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[4].contains("Club league (teams)"), "{out}");
    let head: Vec<&str> = lines[0].split_whitespace().collect();
    assert_eq!(
        head,
        [
            "id", "name", "variant", "system", "players", "rounds", "played"
        ]
    );
    let english: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(
        english,
        [
            "1", "English", "Open", "2026", "english", "swiss", "16", "7"
        ]
    );
    let fmjd: Vec<&str> = lines[2].split_whitespace().collect();
    assert_eq!(
        fmjd[fmjd.len() - 4..],
        ["international", "swiss", "40", "9"]
    );
    // The knock-out's rounds played are its bracket's rounds settled: 3 of 4, the final to play.
    let cup: Vec<&str> = lines[3].split_whitespace().collect();
    assert_eq!(
        cup,
        ["3", "Knock-out", "Cup", "english", "knockout", "12", "3"]
    );

    let o = run(&db, &["standings", "--tournament", "1", "--format", "csv"]);
    ok(&o);
    let csv = stdout(&o);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next().unwrap(),
        "rank,no,name,federation,rating,points,direct_encounter,buchholz,sonneborn_berger,wins"
    );
    let rows: Vec<Vec<String>> = lines
        .map(|l| l.split(',').map(String::from).collect())
        .collect();
    assert_eq!(rows.len(), 16);
    assert_eq!(rows[0][0], "1");
    assert!(rows.iter().all(|r| r.len() == 10));
    // Points are non-increasing down the table.
    let pts: Vec<f64> = rows.iter().map(|r| r[5].parse().unwrap()).collect();
    assert!(pts.windows(2).all(|w| w[0] >= w[1]), "{pts:?}");

    let o = run(&db, &["standings", "--tournament", "2", "--format", "json"]);
    ok(&o);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["rows"].as_array().unwrap().len(), 40);
    assert_eq!(v["after_round"], 9);
    assert_eq!(v["tie_breaks"][0], "buchholz_cut1");

    let o = run(&db, &["standings", "--tournament", "2"]);
    assert!(o.status.success());
    assert!(stdout(&o).starts_with("Standings after round 9"));
}

#[test]
fn match_points_column_appears_where_used() {
    use crownhead::domain::{BoardReport, Entry, Pairing, PlayerName, Preset, Settings, TieBreak};
    use crownhead::store;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.db");
    {
        let mut conn = store::open(&db).unwrap();
        let mut s = Settings::preset(Preset::Russian, "Micro", 1);
        s.tie_breaks = vec![TieBreak::Wins, TieBreak::Progressive];
        let id = store::create_tournament(&mut conn, &s, "td").unwrap();
        for n in 1..=2 {
            let e = Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap();
            store::add_entry(&mut conn, id, crownhead::store::Seen::Any, &e, None, "td").unwrap();
        }
        store::pair_round(
            &mut conn,
            id,
            crownhead::store::Seen::Any,
            &[Pairing::game(1, 2)],
            "td",
        )
        .unwrap();
        store::publish_round(&mut conn, id, 1, "td").unwrap();
        store::record_result(
            &mut conn,
            id,
            1,
            1,
            &BoardReport::from_codes("1-0 =").unwrap(),
            "td",
        )
        .unwrap();
    }
    let o = run(&db, &["standings", "--tournament", "1", "--format", "csv"]);
    ok(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "rank,no,name,federation,rating,points,match_points,wins,progressive"
    );
    assert_eq!(lines[1], "1,1,P1,,,3,2,1,2");
    assert_eq!(lines[2], "2,2,P2,,,1,0,0,0");
}

#[test]
fn every_tie_break_has_its_column_and_players_equal_on_everything_share_the_place() {
    use crownhead::domain::{BoardReport, Entry, Pairing, PlayerName, Preset, Settings, TieBreak};
    use crownhead::store;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db");
    {
        let mut conn = store::open(&db).unwrap();
        let mut s = Settings::preset(Preset::FmjdInternational, "All", 1);
        s.tie_breaks = TieBreak::ALL.to_vec();
        let id = store::create_tournament(&mut conn, &s, "td").unwrap();
        for n in 1..=4 {
            let e = Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap();
            store::add_entry(&mut conn, id, crownhead::store::Seen::Any, &e, None, "td").unwrap();
        }
        store::pair_round(
            &mut conn,
            id,
            crownhead::store::Seen::Any,
            &[Pairing::game(1, 2), Pairing::game(3, 4)],
            "td",
        )
        .unwrap();
        store::publish_round(&mut conn, id, 1, "td").unwrap();
        for board in 1..=2 {
            store::record_result(
                &mut conn,
                id,
                1,
                board,
                &BoardReport::from_codes("=").unwrap(),
                "td",
            )
            .unwrap();
        }
    }
    let o = run(&db, &["standings", "--tournament", "1", "--format", "csv"]);
    ok(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    let names: Vec<&str> = TieBreak::ALL.iter().map(|t| t.name()).collect();
    assert_eq!(
        lines[0],
        format!("rank,no,name,federation,rating,points,{}", names.join(","))
    );
    // Two draws: everyone has 1 point and the same value of every tie-break but the games with
    // black (2 and 4, the second movers of international draughts): 2 and 4 share the first
    // place, 1 and 3 the third. Nobody is rated: the rating-based tie-breaks are empty (FIDE
    // C.07 art. 10).
    let rows: Vec<Vec<&str>> = lines[1..].iter().map(|l| l.split(',').collect()).collect();
    let places: Vec<(&str, &str)> = rows.iter().map(|r| (r[0], r[1])).collect();
    assert_eq!(places, [("1", "2"), ("1", "4"), ("3", "1"), ("3", "3")]);
    let col = |name: &str| 6 + names.iter().position(|n| *n == name).unwrap();
    for r in &rows {
        assert_eq!(r[col("average_rating_of_opponents")], "");
        assert_eq!(r[col("performance_rating")], "");
        assert_eq!(r[col("buchholz")], "1");
    }
    assert_eq!(rows[0][col("black_games")], "1");
    assert_eq!(rows[2][col("black_games")], "0");
    let o = run(&db, &["standings", "--tournament", "1"]);
    ok(&o);
    let text = stdout(&o);
    let ranks: Vec<&str> = text
        .lines()
        .skip(2)
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(ranks, ["1=", "1=", "3=", "3="], "{text}");
    assert!(text.lines().nth(2).unwrap().contains(" - "), "{text}");
}

#[test]
fn errors_go_to_stderr_with_a_failure_status() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("e.db");
    let o = run(&db, &["standings", "--tournament", "9"]);
    assert!(!o.status.success());
    assert_eq!(
        stderr(&o).trim(),
        "crownhead: there is no tournament with id 9"
    );
    assert!(stdout(&o).is_empty());

    let o = run(&db, &["standings", "--tournament", "1", "--format", "xml"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("xml"));

    let newer = dir.path().join("newer.db");
    rusqlite::Connection::open(&newer)
        .unwrap()
        .execute_batch("PRAGMA user_version = 42;")
        .unwrap();
    let o = run(&newer, &["tournaments"]);
    assert!(!o.status.success());
    says(&o, "schema version 42");
}

/// Entries into a finished tournament (the demo's English event: seven rounds, all closed)
/// are refused unless they are late entries with a reason, which the audit log keeps.
#[test]
fn entries_into_a_finished_tournament_need_late_and_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let csv = dir.path().join("late.csv");
    std::fs::write(&csv, "name\nLate Comer\n").unwrap();
    let file = csv.to_str().unwrap();
    let before = stdout(&run(&db, &["tournaments"]));
    let o = run(
        &db,
        &[
            "import",
            "--format",
            "csv-entries",
            "--tournament",
            "1",
            file,
        ],
    );
    assert!(!o.status.success());
    says(&o, "the tournament is finished");
    assert_eq!(stdout(&run(&db, &["tournaments"])), before, "nothing added");
    let o = run(
        &db,
        &[
            "import",
            "--format",
            "csv-entries",
            "--tournament",
            "1",
            "--late",
            "arrived for the prize-giving",
            file,
        ],
    );
    assert!(ok(&o).contains("imported 1 entries"), "{}", stdout(&o));
    let after = stdout(&run(&db, &["tournaments"]));
    assert!(after.lines().nth(1).unwrap().contains(" 17 "), "{after}");
}

/// The prize list of the demo's FMJD Swiss, allocated by the command line against values
/// computed by hand from its standings: 1st (13 points) alone; five players on 12 for places
/// 2-5 (1,400.00) of whom the best under 2200 (Jane Graham, no. 28) takes the larger
/// U2200 first prize (300.00 > 280.00) and leaves four to share 1,400.00 (350.00 each); of
/// three under-2200 players on 11 the best French one takes the FRA prize. With the Hort system
/// the four sharers get half by tie-break place: nos. 2 and 10, equal on every tie-break,
/// pool theirs (425.00 each), then 300.00 and 250.00.
#[test]
fn prizes_are_allocated_once_with_ties_shared() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let list = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/prizes/fmjd-swiss.json"
    );
    let o = run(&db, &["prizes", "--tournament", "2", "--set", list]);
    assert!(!o.status.success());
    says(
        &o,
        "the tournament is finished: its prize list changes only with a reason",
    );
    ok(&run(
        &db,
        &[
            "prizes",
            "--tournament",
            "2",
            "--set",
            list,
            "--reason",
            "as announced",
        ],
    ));
    let csv = ok(&run(
        &db,
        &["prizes", "--tournament", "2", "--format", "csv"],
    ));
    let rows: Vec<Vec<&str>> = csv.lines().map(|l| l.split(',').collect()).collect();
    assert_eq!(
        rows[0],
        [
            "prize",
            "category",
            "place",
            "no",
            "name",
            "points",
            "amount",
            "shared_with"
        ]
    );
    let paid =
        |no: &str| -> Vec<&str> { rows.iter().filter(|r| r[3] == no).map(|r| r[6]).collect() };
    assert_eq!(paid("12"), ["1000.00"]);
    assert_eq!(paid("28"), ["300.00"]);
    for no in ["2", "10", "21", "3"] {
        assert_eq!(paid(no), ["350.00"], "player {no}");
    }
    // Of the three under-2200 players on 11, the best French one (no. 24) takes the FRA
    // prize (100.00 > 50.00): the other two share the U2200 second prize (75.00 each).
    assert_eq!(paid("24"), ["100.00"]);
    for no in ["20", "32"] {
        assert_eq!(paid(no), ["75.00"], "player {no}");
    }
    let total: f64 = rows[1..].iter().map(|r| r[6].parse::<f64>().unwrap()).sum();
    assert!((total - 2950.0).abs() < 1e-9, "{total}");
    let hort = std::fs::read_to_string(list)
        .unwrap()
        .replace("\"equal\"", "\"hort\"");
    let hort_file = dir.path().join("hort.json");
    std::fs::write(&hort_file, hort).unwrap();
    let hort_file = hort_file.to_str().unwrap();
    ok(&run(
        &db,
        &[
            "prizes",
            "--tournament",
            "2",
            "--set",
            hort_file,
            "--reason",
            "Hort system",
        ],
    ));
    let csv = ok(&run(
        &db,
        &["prizes", "--tournament", "2", "--format", "csv"],
    ));
    let amounts: Vec<(String, String)> = csv
        .lines()
        .skip(1)
        .map(|l| {
            let c: Vec<&str> = l.split(',').collect();
            (c[3].to_owned(), c[6].to_owned())
        })
        .collect();
    for (no, amount) in [
        ("2", "425.00"),
        ("10", "425.00"),
        ("21", "300.00"),
        ("3", "250.00"),
    ] {
        assert!(
            amounts.contains(&(no.to_owned(), amount.to_owned())),
            "player {no} should get {amount}: {amounts:?}"
        );
    }
}

/// Nos. 2 and 10 of the demo's FMJD Swiss are equal on points and every tie-break: a drawn
/// play-off leaves them sharing their place; a sudden-death game added to it ranks the winner
/// first, above the tie-breaks. A play-off between players not equal on score is refused and
/// changes nothing.
#[test]
fn a_play_off_ranks_its_players_above_the_tie_breaks() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let ranks = |db: &std::path::Path| -> Vec<(String, String)> {
        let csv = ok(&run(
            db,
            &["standings", "--tournament", "2", "--format", "csv"],
        ));
        csv.lines()
            .skip(1)
            .map(|l| {
                let f: Vec<&str> = l.split(',').collect();
                (f[1].to_owned(), f[0].to_owned())
            })
            .collect()
    };
    let rank_of = |r: &[(String, String)], no: &str| {
        r.iter()
            .find(|(n, _)| n == no)
            .map(|(_, rank)| rank.clone())
            .unwrap()
    };
    let before = ranks(&db);
    assert_eq!(rank_of(&before, "2"), rank_of(&before, "10"), "{before:?}");

    let o = run(&db, &["playoff", "--tournament", "2", "--players", "12,2"]);
    assert!(!o.status.success());
    says(&o, "a play-off is only between players equal on score");
    assert_eq!(ok(&run(&db, &["playoff", "--tournament", "2"])), "");

    let o = ok(&run(
        &db,
        &[
            "playoff",
            "--tournament",
            "2",
            "--players",
            "2,10",
            "--time-control",
            "5 min + 3 s",
            "--game",
            "2 10 =",
        ],
    ));
    assert_eq!(o.trim(), "1");
    let listed = ok(&run(&db, &["playoff", "--tournament", "2"]));
    assert!(listed.contains("level on play-off points"), "{listed}");
    assert_eq!(ranks(&db), before, "an undecided play-off changes nothing");

    let listed = ok(&run(
        &db,
        &[
            "playoff",
            "--tournament",
            "2",
            "--add-to",
            "1",
            "--game",
            "10 2 1-0",
        ],
    ));
    assert!(
        listed.starts_with("1\t2 (1), 10 (3)\t2 game(s)\tdecided"),
        "{listed}"
    );
    let after = ranks(&db);
    let (two, ten): (u32, u32) = (
        rank_of(&after, "2").parse().unwrap(),
        rank_of(&after, "10").parse().unwrap(),
    );
    assert_eq!(ten, rank_of(&before, "10").parse::<u32>().unwrap());
    assert_eq!(two, ten + 1, "{after:?}");
    let pos = |no: &str| after.iter().position(|(n, _)| n == no).unwrap();
    assert_eq!(pos("2"), pos("10") + 1);

    let o = run(
        &db,
        &[
            "playoff",
            "--tournament",
            "2",
            "--add-to",
            "3",
            "--game",
            "2 10 =",
        ],
    );
    assert!(!o.status.success());
    says(&o, "tournament 2 has no play-off 3");
}

/// The demo's knock-out exports its results with the tie and game numbers (its first tie
/// went to the tie-break games), and a finished Swiss seeds a knock-out in rank order.
#[test]
fn knock_out_results_and_a_knock_out_stage() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let o = run(
        &db,
        &["export", "--tournament", "3", "--format", "csv-results"],
    );
    ok(&o);
    let csv = stdout(&o);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next().unwrap(),
        "part,round,tie,game,phase,first_no,first_name,second_no,second_name,first_points,second_points,result"
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    // 10 ties before the final (4 in each of the first two rounds, 2 semi-finals): 2 games
    // each, and 2 more in the tie-break.
    assert_eq!(rows.len(), 10 * 2 + 2, "{csv}");
    let tiebreak: Vec<&Vec<&str>> = rows.iter().filter(|r| r[4] == "tie-break").collect();
    assert_eq!(tiebreak.len(), 2, "{csv}");
    assert!(
        tiebreak.iter().all(|r| r[..3] == ["winners", "1", "2"]),
        "{csv}"
    );
    // Colours alternate inside a tie.
    assert_eq!((rows[0][5], rows[0][7]), (rows[1][7], rows[1][5]));
    assert_ne!(rows[0][5], rows[1][5]);
    // --round has no meaning for a knock-out.
    let o = run(
        &db,
        &[
            "export",
            "--tournament",
            "3",
            "--format",
            "csv-results",
            "--round",
            "1",
        ],
    );
    assert!(!o.status.success());
    assert!(stderr(&o).contains("ties, not rounds"), "{}", stderr(&o));

    // The English Open's top 4 seed a knock-out in their final order.
    let o = run(&db, &["standings", "--tournament", "1", "--format", "csv"]);
    let top: Vec<String> = stdout(&o)
        .lines()
        .skip(1)
        .take(4)
        .map(|l| l.split(',').nth(2).unwrap().to_owned())
        .collect();
    let o = run(
        &db,
        &[
            "stage",
            "--tournament",
            "1",
            "--top",
            "4",
            "--name",
            "Play-off",
            "--system",
            "knockout",
        ],
    );
    ok(&o);
    let id = stdout(&o).trim().to_owned();
    let o = run(
        &db,
        &["export", "--tournament", &id, "--format", "csv-entries"],
    );
    ok(&o);
    let entries = stdout(&o);
    for (i, name) in top.iter().enumerate() {
        let line = entries.lines().nth(i + 1).unwrap();
        assert!(
            line.starts_with(&format!("{},", i + 1)) && line.contains(name.as_str()),
            "{entries}"
        );
    }
    let o = run(&db, &["tournaments"]);
    assert!(stdout(&o).contains("Play-off"), "{}", stdout(&o));

    // The demo knock-out's placings: the two finalists still in, then the beaten
    // semi-finalists, the quarter-finalists and the first round's losers.
    let o = run(&db, &["standings", "--tournament", "3", "--format", "csv"]);
    ok(&o);
    let csv = stdout(&o);
    let rows: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    assert_eq!(csv.lines().next(), Some("place,no,name,reached,status"));
    assert_eq!(rows.len(), 12);
    let count = |reached: &str, status: &str| {
        rows.iter()
            .filter(|r| r[3] == reached && r[4] == status)
            .count()
    };
    assert_eq!(count("Final", "in play"), 2, "{csv}");
    assert_eq!(count("Semi-final", "out"), 2, "{csv}");
    assert_eq!(count("Quarter-final", "out"), 4, "{csv}");
    assert_eq!(count("Round 1", "out"), 4, "{csv}");
    assert_eq!(
        (rows[2][0], rows[3][0], rows[4][0]),
        ("3", "3", "5"),
        "{csv}"
    );
}

#[test]
fn every_command_ends_quietly_on_a_closed_pipe_and_says_a_write_error() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let list = stdout(&run(&db, &["tournaments"]));
    let team = list
        .lines()
        .find(|l| l.contains("Club league (teams)"))
        .and_then(|l| l.split_whitespace().next())
        .expect("the demo loads a team event")
        .to_owned();
    let commands: [Vec<&str>; 3] = [
        vec!["tournaments"],
        vec!["decks"],
        vec!["team", "--tournament", &team, "matches"],
    ];
    for args in &commands {
        // A pipe whose reader has gone before anything is written.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let o = binary::crownhead()
            .arg("--db")
            .arg(&db)
            .args(args)
            .stdout(writer)
            .output()
            .unwrap();
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(err, "", "{args:?}");
        // A full disk: said, status 1, no panic.
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let o = binary::crownhead()
            .arg("--db")
            .arg(&db)
            .args(args)
            .stdout(full)
            .output()
            .unwrap();
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.contains("cannot write the output"), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn the_database_is_named_before_or_after_a_command_that_opens_one_and_by_no_other() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let o = binary::run(&db, &["demo"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // Before the command, after it, and from the environment: the same tournaments.
    let before = stdout(&binary::run(&db, &["tournaments"]));
    assert!(before.contains("English Open 2026"), "{before}");
    let after = binary::crownhead()
        .args(["tournaments", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert_eq!(stdout(&after), before, "{}", stderr(&after));
    let env = binary::crownhead()
        .env("CROWNHEAD_DB", &db)
        .arg("tournaments")
        .output()
        .unwrap();
    assert_eq!(stdout(&env), before, "{}", stderr(&env));
    // A database named after the command wins over the environment's.
    let other = dir.path().join("other.db");
    let o = binary::crownhead()
        .env("CROWNHEAD_DB", &other)
        .args(["tournaments", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert_eq!(stdout(&o), before);
    // The commands that never open a database do not offer the option.
    for command in ["perft", "pair", "verify", "decks", "ballot"] {
        let help = binary::crownhead()
            .args([command, "--help"])
            .output()
            .unwrap();
        assert!(help.status.success(), "{command}");
        assert!(
            !stdout(&help).contains("--db"),
            "{command}: {}",
            stdout(&help)
        );
        let refused = binary::crownhead()
            .args([command, "--db", "x.db"])
            .output()
            .unwrap();
        assert!(!refused.status.success(), "{command} takes no --db");
    }
    for command in ["standings", "export", "team", "serve", "backup"] {
        let help = binary::crownhead()
            .args([command, "--help"])
            .output()
            .unwrap();
        assert!(
            stdout(&help).contains("--db"),
            "{command}: {}",
            stdout(&help)
        );
    }
}

/// New personal links replace the old ones only once they are out in full: into a full disk,
/// a pipe whose reader has gone, or one whose reader ends after 40 bytes (`| head -c 40`),
/// `links --all` fails with status 1 and every link issued before still works.
#[test]
fn new_links_replace_the_old_ones_only_once_they_are_out_in_full() {
    use std::io::Read;
    use std::process::Stdio;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let first = stdout(&run(&db, &["links", "--tournament", "1"]));
    let tokens: Vec<String> = first
        .lines()
        .filter_map(|l| l.split("/me/").nth(1))
        .map(str::to_owned)
        .collect();
    assert!(tokens.len() > 4, "{first}");
    let live = |token: &str| {
        let conn = crownhead::store::open(&db).unwrap();
        crownhead::store::players::link(&conn, token)
            .unwrap()
            .is_some()
    };
    let args = [
        "--db",
        db.to_str().unwrap(),
        "links",
        "--tournament",
        "1",
        "--all",
    ];
    // A full disk.
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let o = binary::crownhead()
        .args(args)
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("links issued before still work"),
        "{}",
        stderr(&o)
    );
    assert!(tokens.iter().all(|t| live(t)));
    // A reader that has gone.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let o = binary::crownhead()
        .args(args)
        .stdout(writer)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(tokens.iter().all(|t| live(t)));
    // A reader that takes 40 bytes and ends.
    let (mut reader, writer) = std::io::pipe().unwrap();
    let child = binary::crownhead()
        .args(args)
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut head = [0u8; 40];
    reader.read_exact(&mut head).unwrap();
    drop(reader);
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(tokens.iter().all(|t| live(t)));
    // Read in full, they replace the old ones.
    let again = stdout(&run(&db, &["links", "--tournament", "1", "--all"]));
    assert!(tokens.iter().all(|t| !live(t)));
    let new: Vec<&str> = again
        .lines()
        .filter_map(|l| l.split("/me/").nth(1))
        .collect();
    assert_eq!(new.len(), tokens.len());
    assert!(new.iter().all(|t| live(t)));
}
