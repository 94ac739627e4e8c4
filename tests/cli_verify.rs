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
    assert_eq!(lines.len(), 4, "{out}");
    // No GameType tag: the variant is inferred from the squares, and said once.
    assert!(
        lines[0].ends_with(
            ": no GameType tag: verified as english, inferred from the file: 2 of its 2 games \
             without a GameType tag name square numbers up to 32 only; game 1: square numbers \
             up to 32 (the highest is 23): English notation (--variant sets the variant)"
        ),
        "{out}"
    );
    assert!(lines[1].ends_with("#1 Ann - Bob: legal"), "{out}");
    assert!(lines[2].ends_with("#2 ? - ?: legal"), "{out}");
    assert_eq!(
        lines[3],
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
        line.contains("result 0-1 disagrees with the board"),
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
fn the_variant_of_untagged_files_is_inferred_from_their_squares() {
    // Squares above 32: international draughts; algebraic squares: Russian. Each file's games
    // are legal only when read as that variant.
    let international = fixture("untagged_international.pdn");
    let russian = fixture("untagged_russian.pdn");
    let (code, out, err) = verify(&["--json", &international, &russian]);
    assert_eq!(code, 0, "{out}{err}");
    let rows: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 4, "{out}");
    let variants: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| {
            (
                r["variant"].as_str().unwrap(),
                r["verdict"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        variants,
        [
            ("international", "legal"),
            ("international", "legal"),
            ("russian", "legal"),
            ("russian", "legal"),
        ]
    );
    let inferred = &rows[0]["inferred"];
    assert_eq!(inferred["variant"], "international");
    assert_eq!(inferred["own"]["evidence"]["kind"], "square_above_32");
    assert_eq!(inferred["own"]["evidence"]["square"], 34);
    assert_eq!(inferred["agrees"], true);
    // The second game's squares are all up to 32 (`32-28 18-23`), but only international
    // draughts begins with a move from square 32.
    assert_eq!(rows[1]["inferred"]["own"]["variant"], "international");
    assert_eq!(
        rows[1]["inferred"]["own"]["evidence"]["kind"],
        "ten_by_ten_first_move"
    );
    assert_eq!(rows[1]["inferred"]["agrees"], true);
    assert_eq!(rows[1]["result_consistent"], true);
    assert_eq!(rows[2]["inferred"]["own"]["evidence"]["kind"], "algebraic");
    assert!(
        rows[2]["inferred"]["reason"].as_str().unwrap().starts_with(
            "russian, inferred from the file: 2 of its 2 games without a GameType tag name \
                 algebraic squares of the 8×8 board; game 1: algebraic square a3 in `a3-b4`"
        ),
        "{}",
        rows[2]["inferred"]
    );

    // The text output says it once per file, before the games.
    let (code, out, _) = verify(&[&international]);
    assert_eq!(code, 0, "{out}");
    let first = out.lines().next().unwrap();
    assert_eq!(
        first,
        format!(
            "{international}: no GameType tag: verified as international, inferred from the \
             file: 2 of its 2 games without a GameType tag point to the 10×10 board; game 1: \
             square 34 in `34-30` (line 6, column 4): squares above 32 are on the 10×10 board \
             (--variant sets the variant)"
        )
    );
    assert_eq!(out.matches("no GameType tag").count(), 1, "{out}");
}

#[test]
fn a_game_whose_squares_disagree_with_its_file_is_verified_as_the_file_and_flagged() {
    // verify_english.pdn: 13 games without a GameType tag name squares up to 32 only; game 10
    // writes `23-45`. The file is English; game 10 cannot be read as English, and its squares
    // are named.
    let path = fixture("verify_english.pdn");
    let (_, out, _) = verify(&[&path]);
    assert!(
        out.lines().next().unwrap().contains(
            "verified as english, inferred from the file: 13 of its 14 games without a \
             GameType tag name square numbers up to 32 only"
        ),
        "{out}"
    );
    let line = out.lines().find(|l| l.contains("#10 ")).unwrap();
    assert!(
        line.ends_with(
            "unreadable at ply 2 `23-45`: unreadable: square `45` is off the board; its own \
             squares point to international: square 45 in `23-45` (line 75, column 10): squares \
             above 32 are on the 10×10 board"
        ),
        "{line}"
    );
    let (_, out, _) = verify(&["--json", &path]);
    let row: serde_json::Value = serde_json::from_str(out.lines().nth(9).unwrap()).unwrap();
    assert_eq!(row["index"], 10);
    assert_eq!(row["variant"], "english");
    assert_eq!(row["inferred"]["own"]["variant"], "international");
    assert_eq!(row["inferred"]["agrees"], false);
}

#[test]
fn the_variant_option_overrides_the_inference() {
    let international = fixture("untagged_international.pdn");
    let (code, out, _) = verify(&["--json", "--variant", "english", &international]);
    assert_eq!(code, 1, "{out}");
    let rows: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(rows.iter().all(|r| r["variant"] == "english"), "{out}");
    assert!(rows.iter().all(|r| r["inferred"].is_null()), "{out}");
    assert!(rows.iter().all(|r| r["verdict"] != "legal"), "{out}");
    // A GameType tag decides over the squares: no inference.
    let (_, out, _) = verify(&["--json", &fixture("verify_international.pdn")]);
    assert!(
        out.lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .all(|r| r["inferred"].is_null()),
        "{out}"
    );
}

#[test]
fn damaged_exports_are_read_game_by_game_and_the_repairs_reported() {
    // Every tag pair followed by `\r` written out: three games, each verified.
    let junk = fixture("broadcast_junk.pdn");
    let (code, out, err) = verify(&[&junk]);
    assert_eq!(code, 0, "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[..3].iter().all(|l| l.ends_with(": legal")), "{out}");
    assert_eq!(
        lines[3],
        format!("{junk}: 3 games repaired: text after a tag pair skipped on 21 lines of 3 games")
    );
    // Games without a result before the next game's tags end there, and say so.
    let unterminated = fixture("unterminated.pdn");
    let (code, out, _) = verify(&["--json", &unterminated]);
    assert_eq!(code, 0, "{out}");
    let rows: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 5, "{out}");
    assert!(rows[..4].iter().all(|r| r["verdict"] == "legal"), "{out}");
    assert_eq!(rows[0]["plies"], 4);
    assert_eq!(rows[0]["result"], serde_json::Value::Null);
    assert_eq!(
        rows[0]["repairs"][0],
        "no result before the tags of the next game (line 6): the game ends there with `*`"
    );
    assert_eq!(rows[1]["repairs"].as_array().unwrap().len(), 0);
    assert_eq!(rows[4]["file_repairs"]["unterminated_games"], 2);
    assert_eq!(rows[4]["file_repairs"]["games"], 2);
    assert_eq!(
        rows[4]["summary"],
        "2 games repaired: 2 games without a result ended with `*` at the next game's tags"
    );
    let (_, out, _) = verify(&[&unterminated]);
    let line = out.lines().find(|l| l.contains(" #1 ")).unwrap();
    assert!(
        line.ends_with(
            ": legal; no result before the tags of the next game (line 6): the game ends there \
             with `*`"
        ),
        "{line}"
    );
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

#[test]
fn shared_files_without_game_type_are_verified_as_their_variant() {
    // ussr1947.pdn (Russian, algebraic) and 090417ronde12.pdn (international) have no GameType
    // tag; every game of both is legal as its own variant.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/pdn");
    if !dir.is_dir() {
        eprintln!("skipped: {} is absent", dir.display());
        return;
    }
    let ussr = dir.join("ussr1947.pdn").display().to_string();
    let ronde = dir.join("090417ronde12.pdn").display().to_string();
    let (code, out, err) = verify(&["--json", &ussr, &ronde]);
    assert_eq!(code, 0, "{err}");
    let rows: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 160);
    assert!(rows.iter().all(|r| r["verdict"] == "legal"));
    assert!(rows[..153].iter().all(|r| r["variant"] == "russian"));
    assert!(rows[153..].iter().all(|r| r["variant"] == "international"));
}

/// English draughts files write the first mover's (Black's) win as `1-0`: `verify --json` names
/// Black the winner of `tinsley.pdn`'s `1-0` games, White of its `0-1` games, and Tinsley wins
/// 175 games and loses 16 read so.
#[test]
fn english_results_name_the_first_mover_black_as_the_winner_of_1_0() {
    let Some(dir) = shared_data::shared_data("pdn") else {
        return;
    };
    let t = dir.join("tinsley.pdn").display().to_string();
    let (_, out, err) = verify(&["--json", &t]);
    let rows: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 724, "{err}");
    let (mut won, mut lost, mut ones) = (0, 0, 0);
    for r in &rows {
        let winner = match r["result"].as_str() {
            Some("1-0") => {
                ones += 1;
                assert_eq!(r["winner"], "black", "{r}");
                "black"
            }
            Some("0-1") => {
                assert_eq!(r["winner"], "white", "{r}");
                "white"
            }
            _ => {
                assert!(r["winner"].is_null(), "{r}");
                continue;
            }
        };
        let tinsley_plays = if r["black"].as_str().is_some_and(|b| b.contains("Tinsley")) {
            "black"
        } else {
            "white"
        };
        if winner == tinsley_plays {
            won += 1;
        } else {
            lost += 1;
        }
    }
    assert_eq!(ones, 66);
    assert_eq!((won, lost), (175, 16));
}
