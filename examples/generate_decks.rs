//! Writes the ballot decks of `fixtures/ballots/` from the published tables in
//! `../shared/data/ballots/` (see that directory's README for their origins).
//!
//! ```sh
//! cargo run --example generate_decks [-- SHARED_BALLOTS_DIR OUT_DIR]
//! ```
//!
//! Every opening is checked on the way: the move sequences of the English decks are played from
//! the start (and the two-move table's position after them compared with the one published);
//! each IDF position is read as a FEN of its variant, and the moves of its label are played from
//! the start in short algebraic notation (`cd4` = the piece on the c-file goes to d4). A label
//! whose moves do not reach the published position is kept (the position is what is balloted)
//! and marked in the note column; so is a position listed twice.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use draughts_rules::{MoveText, Position, Square, Variant, VariantPosition};

fn read(dir: &Path, name: &str) -> Vec<csv::StringRecord> {
    let path = dir.join(name);
    let mut r = csv::Reader::from_path(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    r.records()
        .map(|x| x.unwrap_or_else(|e| panic!("{}: {e}", path.display())))
        .collect()
}

/// Plays `moves` (numeric or algebraic move texts) from the start of `variant`.
fn play(variant: Variant, moves: &str) -> Result<VariantPosition, String> {
    let mut pos = VariantPosition::new(variant);
    for (i, text) in moves.split_whitespace().enumerate() {
        let m = text
            .parse::<MoveText>()
            .map_err(|e| format!("move {}: {e}", i + 1))?
            .to_move(&pos)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        pos.play(&m).map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    Ok(pos)
}

/// Plays a label's moves in short algebraic notation (`ab4`: origin file, destination); `None`
/// when a token is not of that form or names no single legal move.
fn play_short(variant: Variant, moves: &str) -> Option<VariantPosition> {
    let mut pos = VariantPosition::new(variant);
    for token in moves.split_whitespace() {
        let b = token.as_bytes();
        if b.len() != 3 || !(b'a'..=b'h').contains(&b[0]) {
            return None;
        }
        let to = Square::parse(variant, &token[1..]).ok()?;
        let file = u32::from(b[0] - b'a');
        let found: Vec<_> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.to() == to && m.from().coords(variant).0 == file)
            .collect();
        if found.len() != 1 {
            return None;
        }
        pos.play(&found[0]).ok()?;
    }
    Some(pos)
}

fn header(out: &mut String, name: &str, variants: &str, start: &str, label: &str, about: &str) {
    let _ = writeln!(
        out,
        "# Crownhead ballot deck (format: fixtures/ballots/README.md)."
    );
    let _ = writeln!(
        out,
        "# Written by `cargo run --example generate_decks` from the published table."
    );
    let _ = writeln!(out, "deck: {name}");
    let _ = writeln!(out, "variant: {variants}");
    let _ = writeln!(out, "start: {start}");
    let _ = writeln!(out, "label: {label}");
    let _ = writeln!(out, "description: {about}");
    let _ = writeln!(out, "---");
}

fn english_3move(dir: &Path) -> String {
    let mut out = String::new();
    header(
        &mut out,
        "acf-3move",
        "english",
        "moves",
        "ACF",
        "ACF three-move ballot: 156 openings (144 crossboard, 12 added in 2003); 18 barred, never drawn",
    );
    let _ = writeln!(out, "# ACF number | use | moves | name | set");
    for r in read(dir, "english-3move.csv") {
        let (no, moves, status, name) = (&r[0], &r[1], &r[2], &r[3]);
        play(Variant::English, moves).unwrap_or_else(|e| panic!("ACF {no} {moves}: {e}"));
        let (use_, set) = match status {
            "crossboard" => ("draw", "crossboard"),
            "mailplay" => ("draw", "added 2003"),
            "barred" => ("barred", "barred"),
            other => panic!("ACF {no}: unknown status {other}"),
        };
        let _ = writeln!(out, "{no} | {use_} | {moves} | {name} | {set}");
    }
    out
}

fn english_2move(dir: &Path) -> String {
    let mut out = String::new();
    header(
        &mut out,
        "english-2move",
        "english",
        "moves",
        "2-move",
        "English two-move ballot: 43 standard first-move pairs; 6 excluded, never drawn",
    );
    let _ = writeln!(out, "# number | use | moves | name | note");
    for r in read(dir, "english-2move.csv") {
        let (no, moves, status, fen) = (&r[0], &r[1], &r[2], &r[3]);
        let pos = play(Variant::English, moves).unwrap_or_else(|e| panic!("{no} {moves}: {e}"));
        let published = VariantPosition::from_fen(Variant::English, fen)
            .unwrap_or_else(|e| panic!("{no} {fen}: {e}"));
        assert_eq!(pos.to_fen(), published.to_fen(), "2-move {no}: position");
        let use_ = match status {
            "standard" => "draw",
            "excluded" => "barred",
            other => panic!("2-move {no}: unknown status {other}"),
        };
        let _ = writeln!(out, "{no} | {use_} | {moves} |  | {status}");
    }
    out
}

/// An IDF table: `label` is `ID: moves` or `ID moves`.
fn idf(
    dir: &Path,
    file: &str,
    name: &str,
    variants: &[Variant],
    about: &str,
    report: &mut Vec<String>,
) -> String {
    let mut out = String::new();
    let names: Vec<&str> = variants.iter().map(|v| v.name()).collect();
    header(&mut out, name, &names.join(" "), "fen", "IDF", about);
    let _ = writeln!(
        out,
        "# table id | use | start position (FEN) | moves of the label | note"
    );
    let rows = read(dir, file);
    let mut seen: HashMap<String, String> = HashMap::new();
    for r in rows {
        let (label, status, fen) = (&r[0], &r[1], &r[2]);
        assert_eq!(status, "standard", "{file}: {label}");
        let (id, moves) = match label.split_once(": ") {
            Some((id, m)) => (id.trim(), m.trim()),
            None => label.split_once(' ').unwrap_or((label, "")),
        };
        let mut notes = Vec::new();
        for &v in variants {
            let pos = VariantPosition::from_fen(v, fen)
                .unwrap_or_else(|e| panic!("{file}: {label}: {v} FEN {fen}: {e}"));
            let key = pos.to_fen();
            if v == variants[0] {
                if let Some(first) = seen.get(&key) {
                    notes.push(format!("same position as {first}"));
                } else {
                    seen.insert(key.clone(), id.to_owned());
                }
                let placed = moves.split_whitespace().any(|t| t.contains('-'));
                let pieces = |f: &str| f.split_once(':').map(|x| x.1.to_owned());
                if moves == "Free" && key == VariantPosition::new(v).to_fen() {
                    notes.push("free: the initial position".to_owned());
                } else if placed {
                    notes.push(
                        "set position: pieces placed by hand, not reached by play".to_owned(),
                    );
                } else {
                    match play_short(v, moves) {
                        Some(p) if p.to_fen() == key => {}
                        Some(p) if pieces(&p.to_fen()) == pieces(&key) => notes.push(
                            "the label's moves give these pieces with the other side to move"
                                .to_owned(),
                        ),
                        Some(_) => {
                            notes.push("the label's moves reach another position".to_owned())
                        }
                        None => notes.push("the label's moves cannot be played".to_owned()),
                    }
                }
            }
        }
        if !notes.is_empty() {
            report.push(format!("{name} {id} ({moves}): {}", notes.join("; ")));
        }
        let _ = writeln!(out, "{id} | draw | {fen} | {moves} | {}", notes.join("; "));
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = PathBuf::from(
        args.first()
            .map_or("../shared/data/ballots", String::as_str),
    );
    let out_dir = PathBuf::from(args.get(1).map_or("fixtures/ballots", String::as_str));
    if !dir.is_dir() {
        eprintln!("{}: not found; nothing written", dir.display());
        std::process::exit(2);
    }
    std::fs::create_dir_all(&out_dir).expect("output directory");
    let mut report = Vec::new();
    let decks = [
        ("acf-3move.deck", english_3move(&dir)),
        ("english-2move.deck", english_2move(&dir)),
        (
            "idf-russian.deck",
            idf(
                &dir,
                "russian-openings.csv",
                "idf-russian",
                &[Variant::Russian],
                "IDF table of Russian draughts openings: 745 start positions",
                &mut report,
            ),
        ),
        (
            "idf-short-150.deck",
            idf(
                &dir,
                "russian-brazilian-150.csv",
                "idf-short-150",
                &[Variant::Russian, Variant::Brazilian],
                "IDF short table (women, blitz): 150 start positions, Russian or Brazilian",
                &mut report,
            ),
        ),
        (
            "idf-brazilian.deck",
            idf(
                &dir,
                "brazilian-openings.csv",
                "idf-brazilian",
                &[Variant::Brazilian],
                "IDF table of Brazilian draughts openings: 736 start positions",
                &mut report,
            ),
        ),
    ];
    for (file, text) in decks {
        let path = out_dir.join(file);
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        println!("wrote {}", path.display());
    }
    for line in &report {
        println!("note: {line}");
    }
}
