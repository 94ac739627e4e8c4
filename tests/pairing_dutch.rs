//! Replays the reference tournaments of `../shared/data/pairing/dutch/`
//! (every round paired by an established engine's FIDE Dutch system) and
//! lists, per file, every round the engine pairs differently. Skipped when the
//! shared data is absent, failed when it is absent under CI.

#[path = "common/shared_data.rs"]
mod shared_data;

use crownhead::pairing::{check, trf};

/// Files whose replay still differs from the reference engine in some round
/// (none at present). Every other file must replay with no discrepancy.
const KNOWN_DISCREPANCIES: &[&str] = &[];

#[test]
fn reference_tournaments_replay_without_discrepancy() {
    let Some(dir) = shared_data::shared_data("pairing/dutch") else {
        return;
    };
    let entries = std::fs::read_dir(&dir).unwrap();
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no TRF files in {}", dir.display());
    // Unoptimised builds may skip the largest files by setting
    // CROWNHEAD_REPLAY_MAX_PLAYERS; by default every file is replayed.
    let limit: usize = std::env::var("CROWNHEAD_REPLAY_MAX_PLAYERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(usize::MAX);
    let mut failing = Vec::new();
    let mut replayed = 0;
    let mut rounds = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable file");
        let t = trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if t.players.len() > limit {
            continue;
        }
        replayed += 1;
        rounds += t.rounds_played();
        let found = check::replay_dutch(&t);
        if !found.is_empty() {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            for d in &found {
                eprintln!("{name}: {d}");
            }
            failing.push(name);
        }
    }
    eprintln!(
        "{} of {} files ({rounds} rounds) replay with no discrepancy ({} not replayed in this \
         build)",
        replayed - failing.len(),
        replayed,
        files.len() - replayed
    );
    // A limit below every file's size would replay nothing and pass.
    assert!(
        replayed > 0 && rounds > 0,
        "no file replayed: CROWNHEAD_REPLAY_MAX_PLAYERS={limit} is below the size of every one \
         of the {} files in {}",
        files.len(),
        dir.display()
    );
    let regressions: Vec<&String> = failing
        .iter()
        .filter(|f| !KNOWN_DISCREPANCIES.contains(&f.as_str()))
        .collect();
    assert!(
        regressions.is_empty(),
        "new discrepancies in {regressions:?}"
    );
}

/// The last round of the 1,000-player file of `../shared/data/pairing/large`
/// (round 11), paired from the ten rounds before it, is the file's: its
/// 2.0-point group floats the player whose next bracket can still be
/// completed with the most pairs (C.04.3 C8 weighed under C4). Skipped when
/// the file is absent or CROWNHEAD_REPLAY_MAX_PLAYERS is below its size.
#[test]
fn large_file_last_round_replays_without_discrepancy() {
    let Some(path) = shared_data::shared_data("pairing/large/dutch_n1000_r11_seed42.trf") else {
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap();
    let t = trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let limit: usize = std::env::var("CROWNHEAD_REPLAY_MAX_PLAYERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(usize::MAX);
    if t.players.len() > limit {
        eprintln!(
            "skipped: {} players, over CROWNHEAD_REPLAY_MAX_PLAYERS={limit}",
            t.players.len()
        );
        return;
    }
    let last = t.rounds_played();
    assert_eq!(last, 11, "the file has 11 rounds");
    if let Some(d) = check::replay_dutch_round(&t, last) {
        panic!("{}: {d}", path.display());
    }
}
