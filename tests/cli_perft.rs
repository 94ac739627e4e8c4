//! Runs `crownhead perft` as a user would.

use std::process::Command;

fn perft(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_crownhead"))
        .arg("perft")
        .args(args)
        .output()
        .expect("the crownhead binary runs");
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn last_line(s: &str) -> &str {
    s.lines().last().unwrap_or("")
}

#[test]
fn start_positions() {
    for (variant, depth, nodes) in [
        ("english", "6", "36768"),
        ("international", "5", "27117"),
        ("russian", "6", "37986"),
        ("brazilian", "6", "37628"),
    ] {
        let (ok, out, err) = perft(&["--variant", variant, depth]);
        assert!(ok, "{variant}: {err}");
        assert_eq!(last_line(&out), nodes, "{variant}");
    }
}

#[test]
fn fen_and_divide() {
    let woldouby = "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38";
    let (ok, out, err) = perft(&[
        "--variant",
        "international",
        "--fen",
        woldouby,
        "--divide",
        "4",
    ]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"73"));
    // One `move count` line per root move (6 at the root), summing to the total.
    let root = &lines[..lines.len() - 1];
    assert_eq!(root.len(), 6);
    let sum: u64 = root
        .iter()
        .map(|l| {
            l.split_once(' ')
                .expect("move count")
                .1
                .parse::<u64>()
                .unwrap()
        })
        .sum();
    assert_eq!(sum, 73);
}

#[test]
fn errors_go_to_stderr_with_failure() {
    let (ok, out, err) = perft(&["--variant", "english", "--fen", "B:W33:B1", "3"]);
    assert!(!ok);
    assert!(out.is_empty());
    assert!(err.contains("`33`"), "{err}");
    let (ok, _, err) = perft(&["--variant", "chess", "3"]);
    assert!(!ok);
    assert!(err.contains("chess"), "{err}");
}
