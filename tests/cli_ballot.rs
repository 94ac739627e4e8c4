//! `crownhead decks` and `crownhead ballot`, run as a user would: the binary, from a directory
//! that holds no deck files (the decks are compiled in).

#[path = "common/binary.rs"]
mod binary;

use std::collections::HashSet;
use std::process::Output;

use binary::{crownhead, stderr, stdout};

fn run(args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    crownhead()
        .current_dir(dir.path())
        .args(args)
        .env_remove("CROWNHEAD_DECKS")
        .output()
        .expect("the binary runs")
}

#[test]
fn decks_lists_every_deck_with_its_published_size() {
    let o = run(&["decks"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let rows: Vec<Vec<&str>> = out
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    let size = |name: &str| {
        let r = rows
            .iter()
            .find(|r| r[0] == name)
            .unwrap_or_else(|| panic!("{name} not listed in\n{out}"));
        (
            r[1].to_owned(),
            r[2].parse::<usize>().unwrap(),
            r[3].parse::<usize>().unwrap(),
        )
    };
    assert_eq!(size("acf-3move"), ("english".into(), 156, 18));
    assert_eq!(size("english-2move"), ("english".into(), 43, 6));
    assert_eq!(size("idf-russian"), ("russian".into(), 745, 0));
    assert_eq!(size("idf-short-150"), ("russian,brazilian".into(), 150, 0));
    assert_eq!(size("idf-brazilian"), ("brazilian".into(), 736, 0));
    assert_eq!(size("free"), ("all".into(), 0, 0));
    assert_eq!(rows.len(), 6, "{out}");
}

#[test]
fn ballot_prints_the_same_draw_for_the_same_seed() {
    let args = [
        "ballot",
        "--deck",
        "acf-3move",
        "--seed",
        "2026",
        "--rounds",
        "7",
    ];
    let a = run(&args);
    assert!(a.status.success(), "{}", stderr(&a));
    let b = run(&args);
    assert_eq!(stdout(&a), stdout(&b));
    let lines: Vec<String> = stdout(&a).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 7);
    for (i, l) in lines.iter().enumerate() {
        assert!(l.starts_with(&format!("{} ACF ", i + 1)), "{l}");
    }
    let other = run(&[
        "ballot",
        "--deck",
        "acf-3move",
        "--seed",
        "2027",
        "--rounds",
        "7",
    ]);
    assert_ne!(stdout(&other), stdout(&a));
}

#[test]
fn ballot_repeats_no_opening_until_the_deck_is_used_up() {
    let o = run(&[
        "ballot",
        "--deck",
        "acf-3move",
        "--seed",
        "5",
        "--rounds",
        "160",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let openings: Vec<String> = stdout(&o)
        .lines()
        .map(|l| l.split_once(' ').unwrap().1.to_owned())
        .collect();
    assert_eq!(openings.len(), 160);
    let first: HashSet<&String> = openings[..156].iter().collect();
    assert_eq!(first.len(), 156, "156 rounds, 156 different openings");
    // None of the 18 barred openings (e.g. ACF 3: 9-13 21-17 10-14) is ever drawn.
    assert!(!openings.iter().any(|o| o.starts_with("ACF 3:")));
    // One per board: four boards a round, all different.
    let o = run(&[
        "ballot",
        "--deck",
        "idf-russian",
        "--seed",
        "5",
        "--rounds",
        "2",
        "--boards",
        "4",
    ]);
    let out = stdout(&o);
    let per_board: HashSet<&str> = out
        .lines()
        .map(|l| l.splitn(3, ' ').nth(2).unwrap())
        .collect();
    assert_eq!(per_board.len(), 8, "{out}");
}

#[test]
fn a_deck_file_of_ones_own_is_checked_and_a_bad_one_refused() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("club.deck");
    std::fs::write(
        &good,
        "deck: club\nvariant: english\nstart: moves\n---\n1 | draw | 11-15 23-19 8-11 | Old Fourteenth\n2 | draw | 9-13 22-18 6-9\n",
    )
    .unwrap();
    let o = run(&[
        "ballot",
        "--deck-file",
        good.to_str().unwrap(),
        "--seed",
        "1",
        "--rounds",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), 2);
    let o = run(&["decks", "--file", good.to_str().unwrap()]);
    assert!(
        stdout(&o).lines().any(|l| l.starts_with("club ")),
        "{}",
        stdout(&o)
    );

    let bad = dir.path().join("bad.deck");
    std::fs::write(
        &bad,
        "deck: bad\nvariant: english\nstart: moves\n---\n1 | draw | 11-15\n2 | draw | 11-15 11-16\n",
    )
    .unwrap();
    let o = run(&["decks", "--file", bad.to_str().unwrap()]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("bad.deck:6: opening 2: move 2"), "{err}");
    let o = run(&["ballot", "--deck", "nope", "--seed", "1", "--rounds", "1"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("no deck named `nope`"));
    let o = run(&["ballot", "--deck", "free", "--seed", "1", "--rounds", "1"]);
    assert!(!o.status.success());
}
