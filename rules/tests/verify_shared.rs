//! Verification of the real game files of the shared reference data (`../shared/data/pdn/`, see
//! its README); skipped when it is absent, failed under CI.

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};

use draughts_rules::Variant;
use draughts_rules::pdn::Reader;
use draughts_rules::verify::{IrregularityKind, Report, Verdict, VerifyOptions, verify};

#[path = "../../tests/common/shared_data.rs"]
mod shared_data;

fn shared_pdn() -> Option<PathBuf> {
    shared_data::shared_data("pdn")
}

/// Verifies every game of a file that reads; returns (games verified, games not legal).
fn verify_file(dir: &Path, name: &str, variant: Variant) -> (usize, Vec<Report>) {
    let file = File::open(dir.join(name)).unwrap();
    let mut count = 0;
    let mut flagged = Vec::new();
    for game in Reader::new(BufReader::new(file))
        .with_default_variant(variant)
        .games()
        .flatten()
    {
        count += 1;
        let report = verify(&game, &VerifyOptions::default());
        if report.verdict != Verdict::Legal {
            eprintln!(
                "{name} #{} {} - {}: ply {:?}: {} ({})",
                report.index,
                report.white.as_deref().unwrap_or("?"),
                report.black.as_deref().unwrap_or("?"),
                report.ply,
                report.reason.as_deref().unwrap_or(""),
                report
                    .irregularities
                    .first()
                    .map(|i| i.text.as_str())
                    .unwrap_or(""),
            );
            flagged.push(report);
        }
    }
    (count, flagged)
}

#[test]
fn english_files_flag_one_game() {
    let Some(dir) = shared_pdn() else { return };
    let (n1, f1) = verify_file(&dir, "tinsley.pdn", Variant::English);
    let (n2, f2) = verify_file(&dir, "OCA_2.0.pdn", Variant::English);
    assert_eq!(n1 + n2, 767);
    assert!(f2.is_empty(), "{f2:#?}");
    // One game of 767 is irregular: Tinsley - Long, where White's 62nd move `32-28` starts from
    // an empty square. The two games whose last move has text glued to it
    // (`8-11Redoverstepped...`, games 623 and 693) read as legal moves and a comment.
    let flagged: Vec<_> = f1
        .iter()
        .map(|r| (r.index, r.ply, r.irregularities[0].kind.clone()))
        .collect();
    assert_eq!(
        flagged,
        [(
            541,
            Some(123),
            IrregularityKind::NoPieceOnOrigin { square: 32 }
        )]
    );
    assert_eq!(f1[0].irregularities[0].text, "32-28");
}

#[test]
fn russian_and_international_files() {
    let Some(dir) = shared_pdn() else { return };
    let (n, f) = verify_file(&dir, "ussr1947.pdn", Variant::Russian);
    eprintln!("ussr1947: {n} games, {} flagged", f.len());
    assert_eq!(n, 153);
    assert!(f.is_empty(), "{f:#?}");
    let mut total = 0;
    for name in [
        "090417ronde12.pdn",
        "DUTCH96H.pdn",
        "PROF2.pdn",
        "candidate95.pdn",
        "kurnik.pdn",
        "nk2003-amsterdam.pdn",
        "nk_ronde_01.pdn",
        "nk_ronde_02.pdn",
        "rk_ronde_12.pdn",
        "wk2003.pdn",
    ] {
        let (n, f) = verify_file(&dir, name, Variant::International);
        eprintln!("{name}: {n} games, {} flagged", f.len());
        assert!(f.is_empty(), "{name}: {f:#?}");
        total += n;
    }
    assert_eq!(total, 125);
}
