//! Runs `crownhead verify` as a user would.

#[path = "common/shared_data.rs"]
mod shared_data;

use std::io::Write;
use std::path::Path;
use std::process::Command;

fn verify(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_crownhead"))
        .arg("verify")
        .args(args)
        .output()
        .expect("the crownhead binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/pdn")
        .join(name)
        .display()
        .to_string()
}

fn temp_pdn(text: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::Builder::new().suffix(".pdn").tempfile().unwrap();
    f.write_all(text.as_bytes()).unwrap();
    f
}

#[test]
fn legal_games_exit_zero_with_a_summary() {
    let f =
        temp_pdn("[White \"Ann\"]\n[Black \"Bob\"]\n1. 11-15 23-19 2. 8-11 22-17 *\n\n1. 9-13 *\n");
    let (code, out, err) = verify(&[f.path().to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].ends_with("#1 Ann - Bob: legal"), "{out}");
    assert!(lines[1].ends_with("#2 ? - ?: legal"), "{out}");
    assert_eq!(
        lines[2],
        "2 games: 2 legal, 0 irregular, 0 unreadable; 0 results disagree with the board"
    );
}

#[test]
fn irregular_games_exit_one_and_name_the_ply() {
    let path = fixture("verify_english.pdn");
    let (code, out, _) = verify(&[&path]);
    assert_eq!(code, 1);
    let line = out.lines().find(|l| l.contains("#2 ")).unwrap();
    assert!(
        line.ends_with("irregular at ply 3 `13-17`: no piece of the side to move on square 13"),
        "{line}"
    );
    let line = out.lines().find(|l| l.contains("#11 ")).unwrap();
    assert!(
        line.contains("result 1-0 disagrees with the board"),
        "{line}"
    );
    assert!(
        out.lines()
            .last()
            .unwrap()
            .starts_with("14 games: 7 legal, 6 irregular, 1 unreadable; 1 results disagree"),
        "{out}"
    );
}

#[test]
fn json_lines() {
    let path = fixture("verify_international.pdn");
    let (code, out, _) = verify(&["--json", &path]);
    assert_eq!(code, 1);
    let rows: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 10);
    for key in [
        "index",
        "white",
        "black",
        "result",
        "verdict",
        "ply",
        "reason",
        "plies",
        "game_over",
        "result_consistent",
        "draw_rule",
    ] {
        assert!(rows.iter().all(|r| r.get(key).is_some()), "{key}");
    }
    assert_eq!(rows[1]["verdict"], "irregular");
    assert_eq!(rows[1]["ply"], 1);
    assert_eq!(rows[1]["irregularities"][0]["kind"], "majority_rule");
    assert_eq!(rows[1]["irregularities"][0]["required"], 2);
    assert_eq!(rows[0]["verdict"], "legal");
    assert_eq!(rows[0]["ply"], serde_json::Value::Null);
    assert_eq!(rows[7]["result_consistent"], false);
    assert_eq!(rows[7]["game_over"], true);
}

#[test]
fn variant_and_continue() {
    // Russian notation read as Russian by --variant; the second move is backward, the fourth
    // too; --continue lists both.
    let f = temp_pdn("[FEN \"W:Wc3,e3:Bh8\"]\n1. c3-d4 h8-g7 2. d4-c3 g7-h6 3. e3-d2 *\n");
    let path = f.path().to_str().unwrap();
    let (code, out, _) = verify(&["--variant", "russian", "--json", "--continue", path]);
    assert_eq!(code, 1);
    let row: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(row["variant"], "russian");
    assert_eq!(row["ply"], 3);
    let plies: Vec<_> = row["irregularities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["ply"].as_u64().unwrap())
        .collect();
    assert_eq!(plies, [3, 5]);
    assert_eq!(row["plies"], 5);
}

#[test]
fn unreadable_file_exits_two() {
    let good = fixture("verify_russian.pdn");
    let (code, out, err) = verify(&["/nonexistent/games.pdn", &good]);
    assert_eq!(code, 2);
    assert!(err.contains("/nonexistent/games.pdn: cannot open"), "{err}");
    // The other files are still verified.
    assert!(out.contains("7 games:"), "{out}");
}

#[test]
fn syntax_errors_are_unreadable_games() {
    let f = temp_pdn("1. 11-15 23-19 *\n\n[White \"X\"\n1. 11-15 *\n\n1. 9-13 *\n");
    let (code, out, _) = verify(&["--json", f.path().to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    let rows: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(rows.iter().any(|r| r["verdict"] == "unreadable"), "{out}");
    assert_eq!(rows.first().unwrap()["verdict"], "legal");
    assert_eq!(rows.last().unwrap()["verdict"], "legal");
}

#[test]
fn shared_english_files() {
    let Some(dir) = shared_data::shared_data("pdn") else {
        return;
    };
    let t = dir.join("tinsley.pdn").display().to_string();
    let o = dir.join("OCA_2.0.pdn").display().to_string();
    let (code, out, _) = verify(&["--json", &t, &o]);
    assert_eq!(code, 1);
    let bad: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|r| r["verdict"] != "legal")
        .collect();
    assert_eq!(out.lines().count(), 767);
    assert_eq!(bad.len(), 1);
    assert_eq!(bad[0]["index"], 541);
    assert_eq!(bad[0]["ply"], 123);
}
