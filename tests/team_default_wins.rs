//! A board won by default in a team event (the other team put nobody up) is the player's score
//! in every file: the demo's team league, whose round 3 has Damclub Wageningen's board 4
//! empty, exported as board results (`csv-results`), as the FMJD rating report and as TRF;
//! each player's points in the rating report and the TRF equal what the team matches gave
//! them board by board, and player 34's round 3 is a forfeit won with no opponent.

#[path = "common/binary.rs"]
mod binary;

use std::collections::BTreeMap;

use binary::{ok, run};

fn demo(dir: &tempfile::TempDir) -> (std::path::PathBuf, String) {
    let db = dir.path().join("t.db");
    let out = ok(&run(&db, &["demo"]));
    let line = out
        .lines()
        .find(|l| l.contains("Club league (teams)"))
        .expect("the demo loads a team event");
    (db, line.split('\t').next().unwrap().to_owned())
}

fn rows(text: &str) -> Vec<BTreeMap<String, String>> {
    let mut r = csv::Reader::from_reader(text.as_bytes());
    let head: Vec<String> = r.headers().unwrap().iter().map(str::to_owned).collect();
    r.records()
        .map(|rec| {
            head.iter()
                .cloned()
                .zip(rec.unwrap().iter().map(str::to_owned))
                .collect()
        })
        .collect()
}

fn halves(text: &str) -> u32 {
    (text.trim().parse::<f64>().unwrap() * 2.0).round() as u32
}

#[test]
fn a_board_won_by_default_counts_in_the_rating_report_and_the_trf() {
    let dir = tempfile::tempdir().unwrap();
    let (db, id) = demo(&dir);
    let export = |format: &str| {
        ok(&run(
            &db,
            &["export", "--tournament", &id, "--format", format],
        ))
    };
    // Each player's points as the team matches give them, board by board.
    let mut by_boards: BTreeMap<String, u32> = BTreeMap::new();
    let mut unfilled = 0;
    for r in rows(&export("csv-results")) {
        unfilled += usize::from(r["kind"] == "unfilled");
        for side in ["first", "second"] {
            let no = &r[&format!("{side}_no")];
            let pts = &r[&format!("{side}_points")];
            if !no.is_empty() && !pts.is_empty() {
                *by_boards.entry(no.clone()).or_default() += halves(pts);
            }
        }
    }
    assert!(unfilled >= 1, "the demo has a board left empty");
    assert_eq!(by_boards["34"], 14, "player 34: 7 points over the boards");

    let report = rows(&export("fmjd"));
    assert_eq!(report.len(), 34);
    for r in &report {
        let no = &r["no"];
        assert_eq!(
            halves(&r["points"]),
            by_boards.get(no).copied().unwrap_or(0),
            "player {no} in the rating report"
        );
    }
    let p34 = report.iter().find(|r| r["no"] == "34").unwrap();
    assert_eq!(p34["points"], "7");
    // Round 3: a forfeit won, 2 points, with no opponent and no colour (not rated).
    assert_eq!(
        (
            p34["r3_opp"].as_str(),
            p34["r3_col"].as_str(),
            p34["r3_pts"].as_str()
        ),
        ("", "", "2")
    );

    let trf = export("trf");
    let lines: Vec<&str> = trf
        .split(['\r', '\n'])
        .filter(|l| l.starts_with("001"))
        .collect();
    assert_eq!(lines.len(), 34);
    for l in &lines {
        let no = l[4..8].trim().to_owned();
        let points = &l[80..84];
        assert_eq!(
            halves(points),
            by_boards.get(&no).copied().unwrap_or(0),
            "player {no} in the TRF: {l}"
        );
    }
    let l34 = lines.iter().find(|l| l[4..8].trim() == "34").unwrap();
    // Round 3 of the player's rounds (10 characters each from column 90): a forfeit won
    // against nobody.
    assert_eq!(&l34[109..119], "  0000 - +", "{l34}");
}
