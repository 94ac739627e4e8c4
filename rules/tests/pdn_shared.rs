//! The PDN reader and writer on the real game files of the shared reference
//! data (`../shared/data/pdn/`, see its README); skipped when it is absent, failed under CI.

use std::fs::{self, File};
use std::io::BufReader;
use std::path::{Path, PathBuf};

use draughts_rules::Variant;
use draughts_rules::pdn::{
    PdnGame, Pos, ReadError, Reader, SyntaxError, SyntaxErrorKind, WarningKind, read_str,
};

#[path = "../../tests/common/shared_data.rs"]
mod shared_data;

fn shared_pdn() -> Option<PathBuf> {
    shared_data::shared_data("pdn")
}

/// The variant of the games of a shared file that have no `GameType` tag.
fn default_variant(name: &str) -> Variant {
    match name {
        "tinsley.pdn" | "OCA_2.0.pdn" => Variant::English,
        "ussr1947.pdn" => Variant::Russian,
        _ => Variant::International,
    }
}

fn read_file(path: &Path) -> Vec<Result<PdnGame, SyntaxError>> {
    let name = path.file_name().unwrap().to_str().unwrap();
    let file = File::open(path).unwrap();
    Reader::new(BufReader::new(file))
        .with_default_variant(default_variant(name))
        .games()
        .map(|r| match r {
            Ok(g) => Ok(g),
            Err(ReadError::Syntax(e)) => Err(e),
            Err(e) => panic!("{}: {e}", path.display()),
        })
        .collect()
}

fn pdn_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_game_of_the_real_files_is_read() {
    let Some(dir) = shared_pdn() else { return };
    let mut total = 0;
    let mut checked = 0;
    for path in pdn_files(&dir) {
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if name.starts_with("FAIL_") {
            continue;
        }
        let games = read_file(&path);
        let warnings: usize = games.iter().flatten().map(|g| g.warnings.len()).sum();
        println!("{name}: {} games, {warnings} warnings", games.len());
        for g in &games {
            if let Err(e) = g {
                panic!("{name}: {e}");
            }
        }
        let expected = match name.as_str() {
            "tinsley.pdn" => Some(724),
            "OCA_2.0.pdn" => Some(43),
            "ussr1947.pdn" => Some(153),
            _ => None,
        };
        if let Some(n) = expected {
            assert_eq!(games.len(), n, "{name}");
            checked += 1;
        }
        let moves: usize = games.iter().flatten().map(|g| g.main_line().count()).sum();
        assert!(moves > 20 * games.len(), "{name}: only {moves} moves");
        total += games.len();
    }
    assert_eq!(
        checked, 3,
        "tinsley.pdn, OCA_2.0.pdn and ussr1947.pdn are all present"
    );
    println!("{total} games in all");
}

#[test]
fn real_games_round_trip_through_the_writer() {
    let Some(dir) = shared_pdn() else { return };
    let mut games_checked = 0;
    for path in pdn_files(&dir) {
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if name.starts_with("FAIL_") {
            continue;
        }
        let variant = default_variant(&name);
        let mut whole = String::new();
        let originals: Vec<PdnGame> = read_file(&path).into_iter().map(Result::unwrap).collect();
        for game in &originals {
            let written = game.to_pdn();
            let back = read_str(&written, variant);
            assert_eq!(back.len(), 1, "{name} game {}:\n{written}", game.index);
            let back = back[0]
                .as_ref()
                .unwrap_or_else(|e| panic!("{name} game {}: {e}\n{written}", game.index));
            assert!(
                game.same_record(back),
                "{name} game {} reads back differently:\n{written}",
                game.index
            );
            // The writer leaves no syntax leniency; what is left is about the record
            // itself (a result token that disagrees with the Result tag).
            let leniencies: Vec<_> = back
                .warnings
                .iter()
                .filter(|w| {
                    !matches!(
                        w.kind,
                        WarningKind::ResultDiffersFromTag { .. }
                            | WarningKind::UnknownResultTag { .. }
                            | WarningKind::ResultWithoutTag { .. }
                    )
                })
                .collect();
            assert!(leniencies.is_empty(), "{name}: {leniencies:?}");
            assert_eq!(back.to_pdn(), written, "{name} game {}", game.index);
            for line in written.lines() {
                assert!(
                    line.chars().count() <= 80 || line.starts_with('['),
                    "{name} game {}: line over 80 columns: {line}",
                    game.index
                );
            }
            whole.push_str(&written);
            games_checked += 1;
        }
        // The whole file written back reads as the same games.
        let back = read_str(&whole, variant);
        assert_eq!(back.len(), originals.len(), "{name}");
        for (a, b) in originals.iter().zip(&back) {
            assert!(
                a.same_record(b.as_ref().unwrap()),
                "{name} game {}",
                a.index
            );
        }
    }
    assert!(games_checked >= 724 + 43 + 153, "{games_checked}");
}

#[test]
fn files_the_grammar_rejects_give_clear_errors() {
    let Some(dir) = shared_pdn() else { return };
    let delfts = read_file(&dir.join("FAIL_delfts.pdn"));
    assert_eq!(delfts.len(), 2);
    for (k, r) in delfts.iter().enumerate() {
        let e = r.as_ref().unwrap_err();
        println!("FAIL_delfts.pdn: {e}");
        assert_eq!(e.game, k + 1);
        assert!(
            matches!(&e.kind, SyntaxErrorKind::InvalidResult { text } if text == ["4-6", "1-9"][k])
        );
    }
    assert_eq!(delfts[0].as_ref().unwrap_err().pos, Pos::new(26, 69));

    let nested = read_file(&dir.join("FAIL_nested_comment.pdn"));
    assert_eq!(nested.len(), 1);
    let e = nested[0].as_ref().unwrap_err();
    println!("FAIL_nested_comment.pdn: {e}");
    assert_eq!(e.pos, Pos::new(1, 46));
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 46: unexpected `}` outside a comment: comments cannot be \
         nested, the last comment (opened at line 1, column 25) already ended at its first `}`"
    );
}

#[test]
fn known_real_world_leniencies_are_reported() {
    let Some(dir) = shared_pdn() else { return };
    let spaced = |name: &str| {
        read_file(&dir.join(name))
            .iter()
            .flatten()
            .flat_map(|g| &g.warnings)
            .filter(|w| w.kind.to_string().starts_with("spaces inside the move"))
            .count()
    };
    // DUTCH96H.pdn and candidate95.pdn write one-digit squares after a space: `1- 6`, `47x 9`.
    assert!(spaced("DUTCH96H.pdn") > 50);
    assert!(spaced("candidate95.pdn") > 20);
    let ussr = read_file(&dir.join("ussr1947.pdn"));
    let first = ussr[0].as_ref().unwrap();
    assert!(
        first
            .warnings
            .iter()
            .any(|w| w.kind.to_string() == "lines end with CR LF")
    );
    assert_eq!(first.variant.variant(), Some(Variant::Russian));
    let tinsley = read_file(&dir.join("tinsley.pdn"));
    let glued = tinsley
        .iter()
        .flatten()
        .filter(|g| {
            g.warnings
                .iter()
                .any(|w| w.kind.to_string().starts_with("text glued"))
        })
        .count();
    assert_eq!(glued, 2);
}
