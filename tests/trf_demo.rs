//! Every TRF file Crownhead writes reads back: each event `crownhead demo` creates (a Swiss of
//! two-game matches, a Swiss of one game a round, a knock-out with tie-break games and the top
//! seeds' byes, a team round robin) is exported, imported into another database, and gives the
//! same standings, the same points per player and, exported again, the same file. Stripped of
//! Crownhead's `###` lines, as another program would keep it, the file keeps what TRF-2026's
//! own records say; what they cannot say, the variant, is asked for (`--variant`), never
//! assumed.

#[path = "common/binary.rs"]
mod binary;
#[path = "common/trf_facts.rs"]
mod trf_facts;

use std::path::Path;

use binary::{ok, run, says, stderr};
use trf_facts::Facts;

/// The demo's events: id and variant, as `crownhead tournaments` lists them.
fn events(db: &Path) -> Vec<(String, String)> {
    let list = ok(&run(db, &["tournaments"]));
    let events: Vec<(String, String)> = list
        .lines()
        .skip(1)
        .map(|l| {
            let id = l.split_whitespace().next().unwrap().to_owned();
            let variant = ["english", "international", "russian", "brazilian"]
                .into_iter()
                .find(|v| l.contains(&format!("  {v}  ")))
                .unwrap_or_else(|| panic!("a variant in {l:?}"));
            (id, variant.to_owned())
        })
        .collect();
    assert_eq!(events.len(), 4, "{list}");
    events
}

fn export_trf(db: &Path, id: &str) -> String {
    ok(&run(db, &["export", "--tournament", id, "--format", "trf"]))
}

/// The standings (a knock-out: its placings) as CSV.
fn standings(db: &Path, id: &str) -> String {
    ok(&run(
        db,
        &["standings", "--tournament", id, "--format", "csv"],
    ))
}

/// Each player's points as the player lines give them (columns 81-84), by starting rank.
fn points(text: &str) -> Vec<(String, String)> {
    text.split(['\r', '\n'])
        .filter(|l| l.starts_with("001"))
        .map(|l| {
            let c: Vec<char> = l.chars().collect();
            let field = |a: usize, b: usize| {
                c[a - 1..b.min(c.len())]
                    .iter()
                    .collect::<String>()
                    .trim()
                    .to_owned()
            };
            (field(5, 8), field(81, 84))
        })
        .collect()
}

fn without_comments(text: &str) -> String {
    text.split('\r')
        .filter(|l| !l.starts_with("###"))
        .map(|l| format!("{l}\r"))
        .collect()
}

fn import(db: &Path, file: &Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["import", "--format", "trf"];
    args.extend_from_slice(extra);
    args.push(file.to_str().unwrap());
    run(db, &args)
}

#[test]
fn every_demo_event_reads_back_from_its_trf_file() {
    let dir = tempfile::tempdir().unwrap();
    let (demo, copy) = (dir.path().join("demo.db"), dir.path().join("copy.db"));
    ok(&run(&demo, &["demo"]));
    for (id, _) in events(&demo) {
        let text = export_trf(&demo, &id);
        let file = dir.path().join(format!("{id}.trf"));
        std::fs::write(&file, &text).unwrap();
        let new = ok(&import(&copy, &file, &[]));
        let new = new.trim();
        assert_eq!(
            standings(&copy, new),
            standings(&demo, &id),
            "event {id}:\n{text}"
        );
        let again = export_trf(&copy, new);
        assert_eq!(points(&again), points(&text), "event {id}");
        assert_eq!(again, text, "event {id}: export, import, export");
    }
}

#[test]
fn a_knockout_is_written_in_aligned_columns_with_the_top_seeds_byes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("demo.db");
    ok(&run(&db, &["demo"]));
    let list = ok(&run(&db, &["tournaments"]));
    let id = list
        .lines()
        .find(|l| l.contains("Knock-out Cup"))
        .and_then(|l| l.split_whitespace().next())
        .unwrap()
        .to_owned();
    let text = export_trf(&db, &id);
    let lines: Vec<&str> = text.split('\r').filter(|l| l.starts_with("001")).collect();
    // Round 1 (four columns: its tie went to two tie-break games), then the quarter-finals
    // and the semi-finals: 8 columns, the same round in the same column for every player.
    assert!(text.contains("\r142 8\r"), "{text}");
    let column = |l: &str, n: usize| -> String {
        let from = 92 + 10 * (n - 1);
        l.chars().skip(from - 1).take(8).collect::<String>()
    };
    for (seed, line) in lines.iter().take(4).enumerate() {
        assert_eq!(column(line, 1), "0000 - U", "seed {}: {line}", seed + 1);
        assert_eq!(column(line, 2).trim(), "", "{line}");
        // The quarter-final in columns 5 and 6.
        assert!(column(line, 5).ends_with(" b 1"), "{line}");
    }
    // Owen Murphy (8) and Ines Duarte (9) drew twice and played two tie-break games.
    assert_eq!(column(lines[7], 3), "   9 b 1");
    assert_eq!(column(lines[8], 4), "   8 b =");
    // Byes count as the pairing bye of 162: points are the sum of the results.
    assert_eq!(points(&text)[0], ("1".into(), "8.0".into()));
}

#[test]
fn without_its_comment_lines_a_file_keeps_what_trf_records_say() {
    let dir = tempfile::tempdir().unwrap();
    let (demo, copy) = (dir.path().join("demo.db"), dir.path().join("copy.db"));
    ok(&run(&demo, &["demo"]));
    for (id, variant) in events(&demo) {
        let stripped = without_comments(&export_trf(&demo, &id));
        let file = dir.path().join(format!("{id}.trf"));
        std::fs::write(&file, &stripped).unwrap();
        let new = ok(&import(&copy, &file, &["--variant", &variant]));
        let out = export_trf(&copy, new.trim());
        let lost = Facts::of(&stripped).lost_in(&Facts::of(&out));
        assert!(lost.is_empty(), "event {id}: {lost:#?}\n{out}");
        assert_eq!(points(&out), points(&stripped), "event {id}");
    }
}

#[test]
fn the_variant_a_file_does_not_say_is_asked_for_never_assumed() {
    let dir = tempfile::tempdir().unwrap();
    let (demo, copy) = (dir.path().join("demo.db"), dir.path().join("copy.db"));
    ok(&run(&demo, &["demo"]));
    let text = export_trf(&demo, "1");
    let stripped = dir.path().join("stripped.trf");
    std::fs::write(&stripped, without_comments(&text)).unwrap();
    // Without --variant: refused, naming the option and the variants; nothing stored.
    let o = import(&copy, &stripped, &[]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    says(
        &o,
        "stripped.trf does not say its variant (TRF has no field for it): give it with --variant english, international, russian or brazilian",
    );
    assert!(!copy.exists(), "a refused import stores nothing");
    // A Russian Swiss stripped of its comments stays Russian.
    let id = ok(&import(&copy, &stripped, &["--variant", "russian"]));
    let list = ok(&run(&copy, &["tournaments"]));
    let row = list
        .lines()
        .find(|l| l.trim_start().starts_with(id.trim()))
        .unwrap();
    assert!(row.contains(" russian "), "{list}");
    // The file's own word is kept; a --variant that contradicts it is refused.
    let own = dir.path().join("own.trf");
    std::fs::write(&own, &text).unwrap();
    let before = ok(&run(&copy, &["tournaments"]));
    let o = import(&copy, &own, &["--variant", "international"]);
    assert_eq!(o.status.code(), Some(1));
    says(
        &o,
        "own.trf is english: --variant international says otherwise",
    );
    assert_eq!(ok(&run(&copy, &["tournaments"])), before);
    let o = import(&copy, &own, &["--variant", "english"]);
    ok(&o);
    // --variant belongs to TRF files.
    let o = run(
        &copy,
        &[
            "import",
            "--format",
            "csv-entries",
            "--tournament",
            "1",
            "--variant",
            "english",
            own.to_str().unwrap(),
        ],
    );
    says(&o, "--variant is for --format trf");
}
