//! A team event through the binary: the demo's team league exported as board results
//! (`export --format csv-results`), the team standings recomputed from that file alone and
//! compared with `standings --format csv`; the TRF-2026 file with its team records read back
//! to the same standings; a line-up in the wrong board order refused with the boards and
//! players named, changing nothing.

#[path = "common/binary.rs"]
mod binary;

use std::collections::{BTreeMap, HashMap};

use binary::{ok, run, says};
use crownhead::domain::team_standings::{TeamTieBreak, team_standings};
use crownhead::export::trf_team;

/// The demo's team event, loaded into a new database; its id.
fn demo(dir: &tempfile::TempDir) -> (std::path::PathBuf, String) {
    let db = dir.path().join("t.db");
    let out = ok(&run(&db, &["demo"]));
    let line = out
        .lines()
        .find(|l| l.contains("Club league (teams)"))
        .expect("the demo loads a team event");
    (db, line.split('\t').next().unwrap().to_owned())
}

fn csv_rows(text: &str) -> Vec<HashMap<String, String>> {
    let mut r = csv::Reader::from_reader(text.as_bytes());
    let head: Vec<String> = r.headers().unwrap().iter().map(str::to_owned).collect();
    r.records()
        .map(|rec| {
            let rec = rec.unwrap();
            head.iter()
                .cloned()
                .zip(rec.iter().map(str::to_owned))
                .collect()
        })
        .collect()
}

/// Half points of a decimal such as `1`, `0.5`, `2`.
fn halves(text: &str) -> u32 {
    (text.parse::<f64>().unwrap() * 2.0).round() as u32
}

#[derive(Default, Debug, PartialEq)]
struct Totals {
    mp: u32,
    bp: u32,
    sb: u32,
    bh: u32,
}

#[test]
fn team_standings_equal_a_recomputation_from_the_exported_board_results() {
    let dir = tempfile::tempdir().unwrap();
    let (db, id) = demo(&dir);
    let results = ok(&run(
        &db,
        &["export", "--tournament", &id, "--format", "csv-results"],
    ));
    assert!(results.starts_with(
        "round,match,board,first_team,second_team,first_no,first_name,second_no,second_name,first_points,second_points,kind\n"
    ));
    let all = csv_rows(&results);
    // Round 7 is paired and made, no result in: its boards are to be played, without points.
    let (rows, open): (Vec<_>, Vec<_>) = all.into_iter().partition(|r| r["kind"] != "to_be_played");
    assert_eq!(open.len(), 4 * 4);
    assert!(open.iter().all(|r| r["round"] == "7"
        && r["first_points"].is_empty()
        && r["second_points"].is_empty()));
    // 6 rounds played of 4 matches on 4 boards, one game a board.
    assert_eq!(rows.len(), 6 * 4 * 4);
    assert!(
        rows.iter().any(|r| r["kind"] == "absent"),
        "forfeited boards"
    );
    assert!(
        rows.iter().any(|r| r["kind"] == "unfilled"),
        "a board left empty"
    );
    // Board points per match, from the file alone.
    let mut matches: BTreeMap<(u32, u32), (String, String, u32, u32)> = BTreeMap::new();
    for r in &rows {
        let key = (r["round"].parse().unwrap(), r["match"].parse().unwrap());
        let m = matches
            .entry(key)
            .or_insert_with(|| (r["first_team"].clone(), r["second_team"].clone(), 0, 0));
        m.2 += halves(&r["first_points"]);
        m.3 += halves(&r["second_points"]);
    }
    // Match points 2/1/0 (in halves: 4/2/0) and the totals.
    let mut totals: HashMap<String, Totals> = HashMap::new();
    let mut opponents: Vec<(String, String, u32)> = Vec::new();
    for (first, second, f, s) in matches.values() {
        let (mf, ms) = match f.cmp(s) {
            std::cmp::Ordering::Greater => (4, 0),
            std::cmp::Ordering::Equal => (2, 2),
            std::cmp::Ordering::Less => (0, 4),
        };
        for (team, bp, mp, opp) in [(first, f, mf, second), (second, s, ms, first)] {
            let t = totals.entry(team.clone()).or_default();
            t.mp += mp;
            t.bp += bp;
            opponents.push((team.clone(), opp.clone(), mp));
        }
    }
    let mp_of: HashMap<String, u32> = totals.iter().map(|(k, v)| (k.clone(), v.mp)).collect();
    for (team, opp, mp) in &opponents {
        let t = totals.get_mut(team).unwrap();
        t.bh += mp_of[opp];
        t.sb += mp_of[opp] * mp;
    }
    let standings = ok(&run(
        &db,
        &["standings", "--tournament", &id, "--format", "csv"],
    ));
    assert!(standings.starts_with(
        "rank,team,match_points,board_points,direct_encounter,sonneborn_berger,buchholz\n"
    ));
    let table = csv_rows(&standings);
    assert_eq!(table.len(), 8);
    let mut last: Option<(u32, u32)> = None;
    for r in &table {
        let t = &totals[&r["team"]];
        let ours = Totals {
            mp: halves(&r["match_points"]),
            bp: halves(&r["board_points"]),
            // SB is in quarter points of products of match points; BH in half points.
            sb: (r["sonneborn_berger"].parse::<f64>().unwrap() * 4.0).round() as u32,
            bh: halves(&r["buchholz"]),
        };
        assert_eq!(&ours, t, "{}", r["team"]);
        // Ranked by match points, then board points.
        let key = (ours.mp, ours.bp);
        if let Some(prev) = last {
            assert!(prev >= key, "order at {}", r["team"]);
        }
        last = Some(key);
    }

    // The TRF-2026 file with its team records reads back to the same standings.
    let trf = ok(&run(
        &db,
        &["export", "--tournament", &id, "--format", "trf"],
    ));
    for record in [
        "192 BERGER_TEAM_ROUNDROBIN",
        "352 WBWB",
        "362 TW 2.0",
        "310   1 ",
        "300 003 ",
    ] {
        assert!(trf.contains(record), "{record}");
    }
    let file = trf_team::read(&trf).unwrap();
    let teams = file.domain_teams().unwrap();
    let tbs = TeamTieBreak::parse_list(&file.tie_breaks.join(",")).unwrap();
    let back = team_standings(&teams, &file.matches().unwrap(), &file.scoring(), &tbs);
    for (r, b) in table.iter().zip(&back) {
        assert_eq!(r["team"], b.name);
        assert_eq!(halves(&r["match_points"]), b.match_points.halves());
        assert_eq!(halves(&r["board_points"]), b.board_points.halves());
    }
    for t in &file.teams {
        let row = back.iter().find(|r| r.team == t.no).unwrap();
        assert_eq!(
            (t.match_points, t.game_points, t.rank),
            (row.match_points, row.board_points, row.rank)
        );
    }
}

#[test]
fn a_lineup_in_the_wrong_order_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (db, id) = demo(&dir);
    let before = ok(&run(
        &db,
        &["export", "--tournament", &id, "--format", "csv-pairings"],
    ));
    let matches = ok(&run(
        &db,
        &["team", "--tournament", &id, "matches", "--round", "7"],
    ));
    assert!(matches.lines().count() == 4, "{matches}");
    // Round 7, match 1: the first team is Tbilisi Shashki (team 4, players 14-17).
    let o = run(
        &db,
        &[
            "team",
            "--tournament",
            &id,
            "lineup",
            "--round",
            "7",
            "--match",
            "1",
            "--team",
            "4",
            "--players",
            "14,16,15,17",
        ],
    );
    assert!(!o.status.success());
    says(&o, "wrong board order: board 2 has");
    says(
        &o,
        "(no. 16, 3rd in Tbilisi Shashki's order) above board 3's",
    );
    let after = ok(&run(
        &db,
        &["export", "--tournament", &id, "--format", "csv-pairings"],
    ));
    assert_eq!(before, after);
    // The right order is accepted.
    ok(&run(
        &db,
        &[
            "team",
            "--tournament",
            &id,
            "lineup",
            "--round",
            "7",
            "--match",
            "1",
            "--team",
            "4",
            "--players",
            "14,15,-,17",
        ],
    ));
}

/// The demo's round 7 is paired and not played: it counts for nothing. Six rounds of four
/// matches hand out 2 match points each (2/1/0), every team has six matches, and pairing a
/// round changes no team's points or tie-breaks.
#[test]
fn an_unplayed_team_round_leaves_match_and_board_points_at_0() {
    let dir = tempfile::tempdir().unwrap();
    let (db, id) = demo(&dir);
    let json = ok(&run(
        &db,
        &["standings", "--tournament", &id, "--format", "json"],
    ));
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let rows = v
        .as_array()
        .or_else(|| v["rows"].as_array())
        .expect("the rows");
    assert_eq!(rows.len(), 8);
    let mp: f64 = rows
        .iter()
        .map(|r| r["match_points"].as_f64().unwrap())
        .sum();
    assert_eq!(mp, 6.0 * 4.0 * 2.0, "{json}");
    for r in rows {
        assert_eq!(r["matches"], 6, "{r}");
    }
    let matches = ok(&run(
        &db,
        &["team", "--tournament", &id, "matches", "--round", "7"],
    ));
    assert!(
        matches.lines().all(|l| l.contains("to be played")),
        "{matches}"
    );
}

/// Four teams of two boards made with `crownhead team`, round 1 paired, nothing entered: no
/// team has a point, a match or a tie-break value; one team's line-up in changes nothing.
#[test]
fn a_paired_team_round_without_results_scores_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut trf = String::from("012 Four clubs\n");
    for i in 1..=8 {
        trf.push_str(&format!(
            "001 {i:>4} m    {:<33} {:>4} NED {:>11} 1990/01/01  0.0 {i:>4}\n",
            format!("Player{i}, A"),
            2000 - 10 * i,
            1000 + i
        ));
    }
    let file = dir.path().join("four.trf");
    std::fs::write(&file, trf).unwrap();
    ok(&run(
        &db,
        &[
            "import",
            "--format",
            "trf",
            "--variant",
            "international",
            file.to_str().unwrap(),
        ],
    ));
    let team = |args: &[&str]| {
        let mut all = vec!["team", "--tournament", "1"];
        all.extend_from_slice(args);
        ok(&run(&db, &all))
    };
    team(&["settings", "--boards", "2"]);
    for k in 1..=4 {
        let players = format!("{},{}", 2 * k - 1, 2 * k);
        team(&[
            "create",
            "--name",
            &format!("Club {k}"),
            "--players",
            &players,
        ]);
    }
    team(&["pair"]);
    let zero = || {
        let csv = ok(&run(
            &db,
            &["standings", "--tournament", "1", "--format", "csv"],
        ));
        let rows = csv_rows(&csv);
        assert_eq!(rows.len(), 4);
        for r in &rows {
            for col in [
                "match_points",
                "board_points",
                "sonneborn_berger",
                "buchholz",
            ] {
                assert_eq!(r[col].parse::<f64>().unwrap(), 0.0, "{col}: {csv}");
            }
        }
        let json = ok(&run(
            &db,
            &["standings", "--tournament", "1", "--format", "json"],
        ));
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        for r in v.as_array().expect("rows") {
            assert_eq!(r["matches"], 0, "{r}");
        }
    };
    zero();
    let matches = team(&["matches"]);
    assert!(
        matches.lines().all(|l| l.ends_with("to be played")),
        "{matches}"
    );
    // One team's line-up in: still nothing to score.
    team(&[
        "lineup",
        "--round",
        "1",
        "--match",
        "1",
        "--team",
        "1",
        "--players",
        "1,2",
    ]);
    zero();
}

/// `team edit` changes what it is given and keeps the rest; a name taken by another team is
/// refused and changes nothing.
#[test]
fn a_team_is_edited_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let (db, id) = demo(&dir);
    let team = |args: &[&str]| {
        let mut all = vec!["team", "--tournament", id.as_str()];
        all.extend_from_slice(args);
        run(&db, &all)
    };
    let o = team(&["edit", "--team", "2", "--name", "Excelsior Leeuwarden"]);
    assert!(!o.status.success());
    says(&o, "a team named Excelsior Leeuwarden already exists");
    ok(&team(&[
        "edit",
        "--team",
        "2",
        "--name",
        "DC Wageningen",
        "--captain",
        "Jan Bos",
    ]));
    let standings = ok(&run(
        &db,
        &["export", "--tournament", &id, "--format", "csv-standings"],
    ));
    assert!(standings.contains(",DC Wageningen,"), "{standings}");
    assert!(!standings.contains("Damclub Wageningen"), "{standings}");
    let trf = ok(&run(
        &db,
        &["export", "--tournament", &id, "--format", "trf"],
    ));
    // The board order is kept: players 5 to 9 on the team's 310 line.
    let line = trf
        .split('\r')
        .find(|l| l.starts_with("310") && l.contains("DC Wageningen"))
        .unwrap_or_else(|| panic!("{trf}"));
    assert!(line.ends_with("    5    6    7    8    9"), "{line}");
}
