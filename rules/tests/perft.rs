//! Perft counts from data: this crate's own table (`tests/data/perft.txt`) and, when present, the
//! shared reference table (`../../shared/data/perft.json`; its absence fails under CI).
//!
//! Each depth is checked while its expected count stays under a node limit, so that debug builds
//! stay quick; set `PERFT_NODE_LIMIT` (e.g. `PERFT_NODE_LIMIT=2000000000 cargo test --release -p
//! draughts-rules --test perft`) to go deeper.

#[path = "../../tests/common/shared_data.rs"]
mod shared_data;

use std::collections::HashSet;
use std::path::Path;

use draughts_rules::{Move, Position, Variant, VariantPosition};

fn node_limit() -> u64 {
    if let Ok(v) = std::env::var("PERFT_NODE_LIMIT") {
        return v.parse().expect("PERFT_NODE_LIMIT is a number");
    }
    if cfg!(debug_assertions) {
        300_000
    } else {
        50_000_000
    }
}

struct Entry {
    id: String,
    variant: Variant,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn read_data(text: &str) -> Vec<Entry> {
    let mut entries: Vec<Entry> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let at = || format!("perft.txt line {}: `{line}`", n + 1);
        if key == "id" {
            entries.push(Entry {
                id: value.to_owned(),
                variant: Variant::English,
                fen: String::new(),
                counts: Vec::new(),
            });
            continue;
        }
        let e = entries
            .last_mut()
            .unwrap_or_else(|| panic!("{}: no id before", at()));
        match key {
            "variant" => e.variant = value.parse().unwrap_or_else(|_| panic!("{}", at())),
            "fen" => e.fen = value.to_owned(),
            "perft" => {
                let parsed = value
                    .split_once(' ')
                    .and_then(|(d, nodes)| Some((d.parse().ok()?, nodes.parse().ok()?)));
                e.counts.push(parsed.unwrap_or_else(|| panic!("{}", at())));
            }
            _ => panic!("{}: unknown key", at()),
        }
    }
    entries
}

/// Checks every depth whose expected count is within the limit; returns how many were checked.
fn check(id: &str, pos: &VariantPosition, counts: &[(u32, u64)], keep: bool) -> usize {
    let limit = node_limit();
    let mut checked = 0;
    for &(depth, expected) in counts {
        if expected > limit {
            continue;
        }
        let got = if keep {
            perft_keep(pos, depth)
        } else {
            pos.perft(depth)
        };
        assert_eq!(got, expected, "{id}: perft({depth})");
        checked += 1;
    }
    checked
}

/// Perft counting separately the capture sequences that take the same pieces in a different order
/// ("keep", as the reference tables count it: sequences that differ only in the landing squares
/// between the same jumps are one sequence there).
fn perft_keep(pos: &VariantPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut seen = HashSet::new();
    let routes: Vec<Move> = pos
        .legal_routes()
        .into_iter()
        .filter(|m| seen.insert((m.from(), m.to(), m.captures_in_order(pos.variant()))))
        .collect();
    if depth == 1 {
        return routes.len() as u64;
    }
    routes
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play(m).expect("every route is a legal move");
            perft_keep(&child, depth - 1)
        })
        .sum()
}

#[test]
fn perft_table_of_this_crate() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft.txt");
    let text = std::fs::read_to_string(&path).expect("tests/data/perft.txt");
    let entries = read_data(&text);
    assert!(entries.len() >= 6);
    let mut checked = 0;
    for e in &entries {
        let pos = VariantPosition::from_fen(e.variant, &e.fen)
            .unwrap_or_else(|err| panic!("{}: {err}", e.id));
        checked += check(&e.id, &pos, &e.counts, false);
    }
    assert!(checked >= 30, "only {checked} depths checked");
}

#[test]
fn start_positions_match_their_fens() {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft.txt"))
            .unwrap();
    for e in read_data(&text)
        .iter()
        .filter(|e| e.id.ends_with("-initial"))
    {
        let from_fen = VariantPosition::from_fen(e.variant, &e.fen).unwrap();
        assert_eq!(from_fen, VariantPosition::new(e.variant), "{}", e.id);
    }
}

#[test]
fn shared_perft_json() {
    let Some(path) = shared_data::shared_data("perft.json") else {
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).expect("perft.json is JSON");
    let mut positions = 0;
    for (key, entry) in json.as_object().expect("an object") {
        let variant = match key.split('_').next() {
            Some("english") => Variant::English,
            Some("international") => Variant::International,
            Some("russian") => Variant::Russian,
            Some("brazilian") => Variant::Brazilian,
            _ => continue, // notes, and variants this crate does not play
        };
        let fen = entry["fen"].as_str().expect("fen");
        let pos = VariantPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{key}: {e}"));
        let counts = |name: &str| -> Vec<(u32, u64)> {
            entry[name]
                .as_array()
                .map(|a| {
                    a.iter()
                        .enumerate()
                        .map(|(i, n)| (i as u32 + 1, n.as_u64().unwrap_or(u64::MAX)))
                        .collect()
                })
                .unwrap_or_default()
        };
        let drop = counts("drop");
        let keep = counts("keep");
        assert!(!drop.is_empty() || !keep.is_empty(), "{key}: no counts");
        let mut checked = check(key, &pos, &drop, false);
        // "keep" counts are checked at small depths only: they need the slower full-route walk.
        let keep_small: Vec<(u32, u64)> = keep
            .into_iter()
            .filter(|&(_, n)| n <= (node_limit() / 10).min(10_000_000))
            .collect();
        checked += check(key, &pos, &keep_small, true);
        assert!(checked >= 3, "{key}: only {checked} depths checked");
        positions += 1;
    }
    assert_eq!(positions, 9, "positions of the four variants in perft.json");
}
