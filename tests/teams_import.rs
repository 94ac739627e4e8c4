//! Team TRF-2026 files through the command line: `crownhead import --format trf FILE` of each
//! shared reference team tournament (`../shared/data/teams`) gives, through
//! `standings --format csv`, the reference calculator's rank, match points, board points and
//! tie-breaks of every team; the demo's team league exported, imported and exported again is
//! the same file; a bad team record is refused with its line and field, storing nothing.

#[path = "common/binary.rs"]
mod binary;
#[path = "common/shared_data.rs"]
mod shared_data;

use binary::{ok, run, says};

fn rows(text: &str) -> Vec<Vec<String>> {
    let mut r = csv::Reader::from_reader(text.as_bytes());
    r.records()
        .map(|rec| rec.unwrap().iter().map(str::to_owned).collect())
        .collect()
}

#[test]
fn imported_reference_team_files_give_the_reference_standings() {
    let Some(dir) = shared_data::shared_data("teams") else {
        return;
    };
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the teams directory")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 12, "twelve reference team tournaments");
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("t.db");
    let mut values = 0;
    for trf in &files {
        let id = ok(&run(
            &db,
            &[
                "import",
                "--format",
                "trf",
                "--variant",
                "international",
                trf.to_str().unwrap(),
            ],
        ));
        let id = id.trim();
        let csv = ok(&run(
            &db,
            &["standings", "--tournament", id, "--format", "csv"],
        ));
        assert!(
            csv.starts_with(
                "rank,team,match_points,board_points,direct_encounter,sonneborn_berger,buchholz\n"
            ),
            "{csv}"
        );
        let expected = std::fs::read_to_string(trf.with_extension("expected.csv")).unwrap();
        assert!(expected.starts_with("Rank,Team,MP,GP,DE,SB:MP,BH:MP"));
        let ours = rows(&csv);
        let theirs = rows(&expected);
        assert_eq!(
            ours.len(),
            theirs.len(),
            "{}: one row per team",
            trf.display()
        );
        for (o, t) in ours.iter().zip(&theirs) {
            assert_eq!(o[0], t[0], "{}: rank of {}", trf.display(), t[1]);
            assert_eq!(o[1], t[1], "{}: team at rank {}", trf.display(), t[0]);
            for (col, (a, b)) in o[2..7].iter().zip(&t[2..7]).enumerate() {
                let (a, b): (f64, f64) = (a.parse().unwrap(), b.parse().unwrap());
                assert_eq!(a, b, "{}: {} column {}", trf.display(), t[1], col + 3);
                values += 1;
            }
            values += 2;
        }
    }
    eprintln!("{} team files imported, {values} values equal", files.len());
}

#[test]
fn the_demo_team_league_exports_imports_and_exports_the_same_file() {
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("t.db");
    let out = ok(&run(&db, &["demo"]));
    let id = out
        .lines()
        .find(|l| l.contains("Club league (teams)"))
        .and_then(|l| l.split('\t').next())
        .expect("the demo's team league")
        .to_owned();
    let first = ok(&run(
        &db,
        &["export", "--tournament", &id, "--format", "trf"],
    ));
    assert!(first.contains("\r300 ") && first.contains("\r310 "));
    let file = tmp.path().join("league.trf");
    std::fs::write(&file, &first).unwrap();
    let again = ok(&run(
        &db,
        &["import", "--format", "trf", file.to_str().unwrap()],
    ));
    let again = again.trim();
    assert_ne!(again, id);
    let second = ok(&run(
        &db,
        &["export", "--tournament", again, "--format", "trf"],
    ));
    for (a, b) in first.split('\r').zip(second.split('\r')) {
        assert_eq!(a, b);
    }
    assert_eq!(first, second);
    let standings = |t: &str| {
        ok(&run(
            &db,
            &["standings", "--tournament", t, "--format", "csv"],
        ))
    };
    assert_eq!(standings(&id), standings(again));
    // The matches, line-ups and the round still to be played come back too.
    let matches = |t: &str| ok(&run(&db, &["team", "--tournament", t, "matches"]));
    assert_eq!(matches(&id), matches(again));
}

#[test]
fn a_bad_team_record_is_refused_with_its_line_and_nothing_is_stored() {
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("t.db");
    let mut text = String::from("012 Two clubs\r");
    for i in 1..=4 {
        text.push_str(&format!(
            "001 {i:>4} m    {:<33} {:>4} NED {:>11} 1990/01/01  0.0 {i:>4}\r",
            format!("Player{i}, A"),
            2000 - 10 * i,
            1000 + i
        ));
    }
    text.push_str(
        "310   1 Ash Club                            1900    0.0    0.0   1     1    2\r",
    );
    text.push_str(
        "310   2 Oak Club                            1900    0.0    0.0   2     3    9\r",
    );
    let file = tmp.path().join("bad.trf");
    std::fs::write(&file, &text).unwrap();
    let o = run(&db, &["import", "--format", "trf", file.to_str().unwrap()]);
    assert!(!o.status.success());
    says(
        &o,
        "line 7: 310 players: team 2 lists player 9, who has no 001 line",
    );
    let o = run(&db, &["tournaments"]);
    assert!(
        !binary::stdout(&o).contains("Two clubs"),
        "nothing stored: {}",
        binary::stdout(&o)
    );
    // A match point code 362 does not know.
    let good = text.replace("    3    9\r", "    3    4\r");
    std::fs::write(&file, format!("{good}362 TW 2.0 TX 1.0\r")).unwrap();
    let o = run(&db, &["import", "--format", "trf", file.to_str().unwrap()]);
    assert!(!o.status.success());
    says(&o, "line 8: 362: `TX` is not TW, TD or TL");
    // The corrected file is a team event of two teams with no round.
    std::fs::write(&file, &good).unwrap();
    let id = ok(&run(
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
    let csv = ok(&run(
        &db,
        &["standings", "--tournament", id.trim(), "--format", "csv"],
    ));
    assert_eq!(csv.lines().count(), 3, "{csv}");
    assert!(csv.contains(",Ash Club,0,0,"), "{csv}");
}
