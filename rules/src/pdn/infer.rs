//! The variant of a game that has no `GameType` tag, inferred from the squares it names.
//!
//! Each variant has its own way of naming squares, and the squares of a record say which board
//! and notation it was written for:
//! - international draughts numbers its 50 squares 1 to 50 (001 art. 2.6, 8.1: "The active
//!   squares are numbered 1 to 50"), so a square number above 32 means the 10×10 board, as does
//!   an algebraic square off the 8×8 board (file i or j, rank 9 or 10);
//! - Russian and Brazilian draughts name squares by file `a`–`h` and rank `1`–`8` (002 art. 8.2,
//!   8.5.1: "a3-b4"), so algebraic squares on the 8×8 board mean one of the two: Russian, since
//!   nothing in a record tells the two apart (Brazilian only when a tag or the caller says so);
//! - English draughts numbers its squares 1 to 32 (000 art. 1.5: "The 32 green squares ... shall
//!   be assigned numbers 1-32 ... the official reference system for notations"), so square numbers
//!   all up to 32 mean English;
//! - but a short international game can name only squares up to 32 (`32-28 18-23`); its first
//!   move gives it away: from the initial position, international draughts begins with a White man
//!   from squares 31–50 (001 art. 2.8, 3.3: "The first move of a game is always for the player
//!   with the white men"), English draughts with a Red man from squares 1–12 (000 art. 1.11,
//!   1.13: "The first move in each game is made by the player with the Red men"), so a first move
//!   from square 31 or 32, in a game without a `FEN` tag, means the 10×10 board.
//!
//! PDN 3.0's GameType table agrees: `20,W,10,10,N2,0` (10×10, numeric), `21,B,8,8,N1,0` (8×8,
//! numeric), `25,W,8,8,A0,0` and `26,W,8,8,A0,0` (8×8, alpha-numeric). A game with no square at
//! all (no move, no `FEN` tag, no setup) gets PDN's default game type, 20 (international).
//!
//! [`infer_variant`] (or the [`SquareEvidence`] visitor, while reading) looks at one game.
//! [`FileInference`] decides for a whole file: each game without a `GameType` tag counts for the
//! variant its own squares point to, and the variant most of them point to is the file's. A file
//! is one event of one variant, so a game whose squares say otherwise (a short international game
//! that never left squares 1–32, an English game with a mistyped `23-45`) is verified as the
//! file's variant, and its own evidence is reported next to it.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::game::{Node, PdnGame, Tag};
use super::types::{MoveToken, Pos, SquareText};
use super::visitor::Visitor;
use crate::{Setup, SquareRef, Variant};

/// What the squares of a game say about its board and notation, strongest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Evidence {
    /// A square number above 32: only the 10×10 board has one.
    #[serde(rename = "square_above_32")]
    SquareAbove32 {
        /// The square.
        square: u8,
        /// Where: the move (`33-28`) or `FEN "..."`.
        written: String,
        /// The move's place in the source (`None` for a `FEN` tag).
        pos: Option<Pos>,
    },
    /// An algebraic square off the 8×8 board (file `i` or `j`, rank 9 or 10).
    AlgebraicOffEightByEight {
        /// The square (`j10`).
        square: String,
        /// Where: the move or `FEN "..."`.
        written: String,
        /// The move's place in the source (`None` for a `FEN` tag).
        pos: Option<Pos>,
    },
    /// No `FEN` tag, squares up to 32, and the first move starts on square 31 or 32: White's first
    /// move in international draughts, which no English game can begin with.
    TenByTenFirstMove {
        /// The square the first move starts on.
        square: u8,
        /// The first move.
        written: String,
        /// Its place in the source.
        pos: Pos,
    },
    /// Algebraic squares, all on the 8×8 board.
    Algebraic {
        /// The first one (`c3`).
        square: String,
        /// Where: the move or `FEN "..."`.
        written: String,
        /// The move's place in the source (`None` for a `FEN` tag).
        pos: Option<Pos>,
    },
    /// Square numbers only, none above 32.
    #[serde(rename = "numbers_up_to_32")]
    NumbersUpTo32 {
        /// The highest square number.
        highest: u8,
    },
    /// No square at all: no move, no `FEN` tag, no setup.
    NoSquares,
}

impl Evidence {
    /// Whether the evidence decides the board and notation (10×10 squares, or algebraic squares);
    /// numbers up to 32, or no square at all, do not.
    pub fn is_decisive(&self) -> bool {
        self.rank() >= 2
    }

    fn rank(&self) -> u8 {
        match self {
            Evidence::SquareAbove32 { .. } | Evidence::AlgebraicOffEightByEight { .. } => STRONGEST,
            Evidence::Algebraic { .. } => 3,
            Evidence::TenByTenFirstMove { .. } => 2,
            Evidence::NumbersUpTo32 { .. } => 1,
            Evidence::NoSquares => 0,
        }
    }

    /// The variant the evidence points to.
    pub fn variant(&self) -> Variant {
        match self {
            Evidence::SquareAbove32 { .. }
            | Evidence::AlgebraicOffEightByEight { .. }
            | Evidence::TenByTenFirstMove { .. } => Variant::International,
            Evidence::Algebraic { .. } => Variant::Russian,
            Evidence::NumbersUpTo32 { .. } => Variant::English,
            Evidence::NoSquares => Variant::International,
        }
    }

    /// Whether a record with these squares can be a game of `variant`: 10×10 squares, or a
    /// first move from square 31 or 32, rule out the 8×8 variants; algebraic squares rule out
    /// international draughts, whose squares are numbers (001 art. 8.1), and English draughts,
    /// written in square numbers (000 art. 1.5); numbers up to 32, or no square, rule out
    /// nothing.
    pub fn admits(&self, variant: Variant) -> bool {
        match self {
            Evidence::SquareAbove32 { .. }
            | Evidence::AlgebraicOffEightByEight { .. }
            | Evidence::TenByTenFirstMove { .. } => variant == Variant::International,
            Evidence::Algebraic { .. } => matches!(variant, Variant::Russian | Variant::Brazilian),
            Evidence::NumbersUpTo32 { .. } | Evidence::NoSquares => true,
        }
    }
}

/// The rank of the strongest evidence (10×10 squares): looking further changes nothing.
const STRONGEST: u8 = 4;

fn at(written: &str, pos: Option<Pos>) -> String {
    match pos {
        Some(p) => format!("`{written}` ({p})"),
        None => format!("the FEN tag `{written}`"),
    }
}

impl fmt::Display for Evidence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Evidence::SquareAbove32 {
                square,
                written,
                pos,
            } => write!(
                f,
                "square {square} in {}: squares above 32 are on the 10×10 board",
                at(written, *pos)
            ),
            Evidence::AlgebraicOffEightByEight {
                square,
                written,
                pos,
            } => write!(
                f,
                "square {square} in {}: off the 8×8 board",
                at(written, *pos)
            ),
            Evidence::Algebraic {
                square,
                written,
                pos,
            } => write!(
                f,
                "algebraic square {square} in {}: Russian or Brazilian notation on the 8×8 \
                 board, read as Russian",
                at(written, *pos)
            ),
            Evidence::TenByTenFirstMove {
                square,
                written,
                pos,
            } => write!(
                f,
                "the first move `{written}` ({pos}) starts on square {square}: White's first \
                 move in international draughts, not a first move of English draughts (Red \
                 moves first, from squares 1-12)"
            ),
            Evidence::NumbersUpTo32 { highest } => write!(
                f,
                "square numbers up to 32 (the highest is {highest}): English notation"
            ),
            Evidence::NoSquares => {
                f.write_str("no move and no position: PDN's default game type, 20")
            }
        }
    }
}

/// The variant one game's squares point to, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Inference {
    /// The variant.
    pub variant: Variant,
    /// The squares that decided it.
    pub evidence: Evidence,
}

impl Inference {
    /// Whether a record inferred so can be a game of `variant` (see [`Evidence::admits`]).
    pub fn admits(&self, variant: Variant) -> bool {
        self.evidence.admits(variant)
    }
}

impl fmt::Display for Inference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, inferred from {}", self.variant, self.evidence)
    }
}

/// Infers the variant of a game from the squares of its `FEN` tag, moves (side lines included)
/// and setups; the `GameType` tag, if any, is not looked at (it decides when it is there).
pub fn infer_variant(tags: &[Tag], movetext: &[Node]) -> Inference {
    let mut best = Evidence::NoSquares;
    match tags.iter().find(|t| t.name == "FEN") {
        Some(fen) => fen_evidence(&fen.value, &mut best),
        // From the initial position unless a setup comes before the first move.
        None => {
            let first = movetext.iter().find_map(|n| match n {
                Node::Move(m) => Some(Some(&m.mv)),
                Node::Setup { .. } => Some(None),
                _ => None,
            });
            if let Some(Some(mv)) = first {
                first_move_evidence(mv, &mut best);
            }
        }
    }
    nodes_evidence(movetext, &mut best);
    Inference {
        variant: best.variant(),
        evidence: best,
    }
}

impl PdnGame {
    /// The variant its squares point to ([`infer_variant`] over its tags and movetext).
    pub fn infer_variant(&self) -> Inference {
        infer_variant(&self.tags, &self.movetext)
    }
}

/// A [`Visitor`] that infers each game's variant as the reader reads it, without building the
/// game: `Some` inference for a game without a `GameType` tag, `None` for a game with one.
#[derive(Debug, Clone)]
pub struct SquareEvidence {
    best: Evidence,
    tagged: bool,
    /// Whether the game does not start from the initial position (a `FEN` tag, or a setup
    /// before the first move).
    set_up: bool,
    first_move_seen: bool,
    depth: usize,
}

impl Default for SquareEvidence {
    fn default() -> Self {
        SquareEvidence::new()
    }
}

impl SquareEvidence {
    /// A visitor.
    pub fn new() -> SquareEvidence {
        SquareEvidence {
            best: Evidence::NoSquares,
            tagged: false,
            set_up: false,
            first_move_seen: false,
            depth: 0,
        }
    }
}

impl Visitor for SquareEvidence {
    type Output = Option<Inference>;

    fn begin_game(&mut self, _index: usize) {
        *self = SquareEvidence::new();
    }

    fn tag(&mut self, name: &str, value: &str, _pos: Pos) {
        match name {
            "GameType" => self.tagged = true,
            "FEN" => {
                self.set_up = true;
                fen_evidence(value, &mut self.best);
            }
            _ => {}
        }
    }

    fn move_text(&mut self, mv: &MoveToken) {
        if self.depth == 0 && !self.first_move_seen {
            self.first_move_seen = true;
            if !self.set_up {
                first_move_evidence(mv, &mut self.best);
            }
        }
        move_evidence(mv, &mut self.best);
    }

    fn setup(&mut self, fen: &str, _pos: Pos) {
        if !self.first_move_seen {
            self.set_up = true;
        }
        fen_evidence(fen, &mut self.best);
    }

    fn begin_variation(&mut self, _pos: Pos) -> super::visitor::Skip {
        self.depth += 1;
        super::visitor::Skip(false)
    }

    fn end_variation(&mut self, _pos: Pos) {
        self.depth = self.depth.saturating_sub(1);
    }

    fn end_game(&mut self) -> Option<Inference> {
        let best = std::mem::replace(&mut self.best, Evidence::NoSquares);
        (!self.tagged).then(|| Inference {
            variant: best.variant(),
            evidence: best,
        })
    }
}

/// How strong a square is as evidence, and what it is.
#[derive(Clone, Copy)]
enum Found {
    Number(u8),
    Algebraic {
        file: u8,
        rank: u8,
    },
    /// The square a game's first move (from the initial position) starts on: 31 or 32.
    FirstMove(u8),
}

impl Found {
    fn rank(self) -> u8 {
        match self {
            Found::Number(n) if n > 32 => STRONGEST,
            Found::Number(_) => 1,
            Found::Algebraic { file, rank } if file >= 8 || rank > 8 => STRONGEST,
            Found::Algebraic { .. } => 3,
            Found::FirstMove(_) => 2,
        }
    }
}

/// Makes `best` the stronger of `best` and a square found in `written` (at `pos`, `None` for a
/// FEN); the first found wins among equals. Strings are built only when the evidence changes.
fn offer(best: &mut Evidence, found: Found, written: impl FnOnce() -> String, pos: Option<Pos>) {
    if let (Found::Number(n), Evidence::NumbersUpTo32 { highest }) = (found, &mut *best)
        && n <= 32
    {
        *highest = (*highest).max(n);
        return;
    }
    if found.rank() <= best.rank() {
        return;
    }
    *best = match found {
        Found::Number(n) if n > 32 => Evidence::SquareAbove32 {
            square: n,
            written: written(),
            pos,
        },
        Found::Number(n) => Evidence::NumbersUpTo32 { highest: n },
        Found::FirstMove(square) => Evidence::TenByTenFirstMove {
            square,
            written: written(),
            pos: pos.unwrap_or_default(),
        },
        Found::Algebraic { file, rank } => {
            let square = SquareText::Algebraic { file, rank }.to_string();
            if found.rank() == STRONGEST {
                Evidence::AlgebraicOffEightByEight {
                    square,
                    written: written(),
                    pos,
                }
            } else {
                Evidence::Algebraic {
                    square,
                    written: written(),
                    pos,
                }
            }
        }
    };
}

fn nodes_evidence(nodes: &[Node], best: &mut Evidence) {
    for node in nodes {
        if best.rank() == STRONGEST {
            return;
        }
        match node {
            Node::Move(m) => move_evidence(&m.mv, best),
            Node::Setup { fen, .. } => fen_evidence(fen, best),
            Node::Variation { nodes } => nodes_evidence(nodes, best),
            _ => {}
        }
    }
}

/// A first move from square 31 or 32 (the game starting from the initial position).
fn first_move_evidence(mv: &MoveToken, best: &mut Evidence) {
    if let Some(SquareText::Numeric(n @ (31 | 32))) = mv.squares.first() {
        offer(best, Found::FirstMove(*n), || mv.text.clone(), Some(mv.pos));
    }
}

fn move_evidence(mv: &MoveToken, best: &mut Evidence) {
    if best.rank() == STRONGEST {
        return;
    }
    for &sq in &mv.squares {
        let found = match sq {
            SquareText::Numeric(n) => Found::Number(n),
            SquareText::Algebraic { file, rank } => Found::Algebraic { file, rank },
        };
        offer(best, found, || mv.text.clone(), Some(mv.pos));
    }
}

/// The squares of a FEN (`W:W31-50:B1-20`, `W:Wa1,c1:Bh8`); one that does not read says nothing.
fn fen_evidence(fen: &str, best: &mut Evidence) {
    let Ok(setup) = fen.parse::<Setup>() else {
        return;
    };
    for piece in &setup.pieces {
        let found = match piece.square {
            SquareRef::Number(n) => Found::Number(u8::try_from(n).unwrap_or(u8::MAX)),
            // `SquareRef` ranks count from 0, `SquareText` ranks from 1.
            SquareRef::Algebraic { file, rank } => Found::Algebraic {
                file: u8::try_from(file).unwrap_or(u8::MAX),
                rank: u8::try_from(rank + 1).unwrap_or(u8::MAX),
            },
        };
        offer(best, found, || fen.trim().to_owned(), None);
        if best.rank() == STRONGEST {
            return;
        }
    }
}

/// The variant of a file's games without a `GameType` tag, decided by the file as a whole: each
/// such game counts for the variant its own squares point to (a game with no square counts for
/// none), and the variant with the most games wins; a tie goes to the stronger evidence (10×10
/// squares, then algebraic squares, then numbers up to 32), then to the earlier game. With no
/// square in any game, PDN's default game type, 20 (international), applies.
#[derive(Debug, Clone, Default)]
pub struct FileInference {
    games: usize,
    /// Per variant (in `Variant::ALL` order): the games counting for it, and the first one with
    /// its evidence.
    votes: [(usize, Option<(usize, Evidence)>); 4],
}

impl FileInference {
    /// A new file.
    pub fn new() -> FileInference {
        FileInference::default()
    }

    /// Counts game `index` of the file (a game without a `GameType` tag), inferred so.
    pub fn add(&mut self, index: usize, inference: &Inference) {
        self.games += 1;
        if matches!(inference.evidence, Evidence::NoSquares) {
            return;
        }
        let k = slot(inference.variant);
        let (count, first) = &mut self.votes[k];
        *count += 1;
        if first.is_none() {
            *first = Some((index, inference.evidence.clone()));
        }
    }

    /// The file's variant, or `None` when no game was counted.
    pub fn decide(&self) -> Option<FileVariant> {
        if self.games == 0 {
            return None;
        }
        let best = self
            .votes
            .iter()
            .filter_map(|(count, first)| first.as_ref().map(|(i, e)| (*count, i, e)))
            .max_by(|a, b| {
                (a.0, strength(a.2.variant()))
                    .cmp(&(b.0, strength(b.2.variant())))
                    .then(b.1.cmp(a.1))
            });
        Some(match best {
            Some((count, &index, evidence)) => FileVariant {
                variant: evidence.variant(),
                games: self.games,
                agreeing: count,
                example: Some((index, evidence.clone())),
            },
            None => FileVariant {
                variant: Evidence::NoSquares.variant(),
                games: self.games,
                agreeing: 0,
                example: None,
            },
        })
    }
}

/// The strength of the evidence a variant is inferred from, for ties: 10×10 squares, then
/// algebraic squares, then numbers.
fn strength(variant: Variant) -> u8 {
    match variant {
        Variant::International => 3,
        Variant::Russian | Variant::Brazilian => 2,
        Variant::English => 1,
    }
}

fn slot(variant: Variant) -> usize {
    Variant::ALL
        .iter()
        .position(|&v| v == variant)
        .unwrap_or_default()
}

/// The variant [`FileInference`] decided for a file's games without a `GameType` tag.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileVariant {
    /// The variant.
    pub variant: Variant,
    /// The games without a `GameType` tag.
    pub games: usize,
    /// How many of them have squares pointing to `variant`.
    pub agreeing: usize,
    /// The first of those (its 1-based index in the file) and its squares; `None` when no game
    /// has any square.
    pub example: Option<(usize, Evidence)>,
}

impl fmt::Display for FileVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some((index, evidence)) = &self.example else {
            return write!(
                f,
                "{}: no game of the file names a square, PDN's default game type, 20",
                self.variant
            );
        };
        let what = match self.variant {
            Variant::International => "point to the 10×10 board",
            Variant::Russian | Variant::Brazilian => "name algebraic squares of the 8×8 board",
            Variant::English => "name square numbers up to 32 only",
        };
        let games = if self.games == 1 { "game" } else { "games" };
        write!(
            f,
            "{}, inferred from the file: {} of its {} {games} without a GameType tag {what}; \
             game {index}: {evidence}",
            self.variant, self.agreeing, self.games
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdn::read_str;

    fn game(pdn: &str) -> PdnGame {
        read_str(pdn, Variant::English).remove(0).unwrap()
    }

    #[test]
    fn each_notation_points_to_its_variant() {
        let cases = [
            (
                "1. 32-28 19-23 2. 28x19 14x23 3. 37-32 *",
                Variant::International,
            ),
            ("1. c3-d4 f6-e5 2. d4xf6 g7xe5 *", Variant::Russian),
            ("1. 11-15 23-19 2. 8-11 22-17 *", Variant::English),
            ("[FEN \"W:W45:B5\"]\n*", Variant::International),
            ("[FEN \"W:Wc3:Bh8\"]\n*", Variant::Russian),
            ("[FEN \"B:W18:B14\"]\n*", Variant::English),
            ("1. a1-j10 *", Variant::International),
            // A first move from 31 or 32: White's in international draughts, never English.
            ("1. 32-28 18-23 *", Variant::International),
            ("1. 31-27 *", Variant::International),
            ("1. 9-13 22-18 *", Variant::English),
            // Set up with a FEN, the first move says nothing.
            ("[FEN \"W:W32:B5\"]\n1. 32-28 *", Variant::English),
            ("/FEN \"W:W32:B5\"/ 1. 32-28 *", Variant::English),
            ("*", Variant::International),
        ];
        for (pdn, variant) in cases {
            assert_eq!(game(pdn).infer_variant().variant, variant, "{pdn}");
        }
    }

    #[test]
    fn the_evidence_names_the_square_and_the_move() {
        let i = game("1. 32-28 19-23 2. 28x19 14x23 3. 37-32 *").infer_variant();
        assert_eq!(
            i.evidence,
            Evidence::SquareAbove32 {
                square: 37,
                written: "37-32".to_owned(),
                pos: Some(Pos::new(1, 34)),
            }
        );
        assert_eq!(
            i.to_string(),
            "international, inferred from square 37 in `37-32` (line 1, column 34): squares \
             above 32 are on the 10×10 board"
        );
        let e = game("1. 11-15 23-19 2. 8-11 22-17 *")
            .infer_variant()
            .evidence;
        assert_eq!(e, Evidence::NumbersUpTo32 { highest: 23 });
        let i = game("1. 32-28 18-23 *").infer_variant();
        assert_eq!(
            i.to_string(),
            "international, inferred from the first move `32-28` (line 1, column 4) starts on \
             square 32: White's first move in international draughts, not a first move of \
             English draughts (Red moves first, from squares 1-12)"
        );
        // Squares above 32 in a side line count too; algebraic ones before them do not win.
        let i = game("1. c3-d4 (1. 33-29) *").infer_variant();
        assert_eq!(i.variant, Variant::International);
    }

    #[test]
    fn what_each_evidence_admits() {
        let ten = game("1. 33-28 *").infer_variant();
        assert!(ten.admits(Variant::International));
        assert!(!ten.admits(Variant::English) && !ten.admits(Variant::Russian));
        let alg = game("1. c3-d4 *").infer_variant();
        assert!(alg.admits(Variant::Russian) && alg.admits(Variant::Brazilian));
        assert!(!alg.admits(Variant::English) && !alg.admits(Variant::International));
        let num = game("1. 11-15 *").infer_variant();
        assert!(Variant::ALL.iter().all(|&v| num.admits(v)));
        let first = game("1. 32-28 *").infer_variant();
        assert!(first.admits(Variant::International) && !first.admits(Variant::English));
    }

    /// The file's decision over the games of `pdn` that have no GameType tag, read with the
    /// `SquareEvidence` visitor.
    fn decide(pdn: &str) -> FileVariant {
        let mut reader = crate::pdn::Reader::new(pdn.as_bytes());
        let mut visitor = SquareEvidence::new();
        let mut file = FileInference::new();
        let mut index = 0;
        while let Some(inferred) = reader.read_game(&mut visitor).unwrap() {
            index += 1;
            if let Some(i) = inferred {
                // The visitor agrees with the function over the built game.
                let built = read_str(pdn, Variant::English).remove(index - 1).unwrap();
                assert_eq!(built.infer_variant(), i, "game {index}");
                file.add(index, &i);
            }
        }
        file.decide().unwrap()
    }

    #[test]
    fn a_file_is_decided_by_most_of_its_games() {
        // An international file with a short game that never leaves squares 1-32 (its first
        // move gives it away) and one set up with a FEN that does.
        let f = decide(
            "1. 32-28 19-23 2. 37-32 *\n\n1. 32-28 18-23 *\n\n[FEN \"W:W32:B5\"]\n1. 32-28 *\n",
        );
        assert_eq!(
            (f.variant, f.games, f.agreeing),
            (Variant::International, 3, 2)
        );
        assert_eq!(f.example.as_ref().unwrap().0, 1);
        assert_eq!(
            f.to_string(),
            "international, inferred from the file: 2 of its 3 games without a GameType tag \
             point to the 10×10 board; game 1: square 37 in `37-32` (line 1, column 19): \
             squares above 32 are on the 10×10 board"
        );
        // An English file with a mistyped square in one game.
        let f = decide("1. 11-15 *\n\n1. 11-15 23-45 *\n\n1. 9-13 *\n\n*\n");
        assert_eq!((f.variant, f.games, f.agreeing), (Variant::English, 4, 2));
        // A tie goes to the stronger evidence; games with a GameType tag do not count.
        let f = decide("1. c3-d4 *\n\n1. 11-15 *\n\n[GameType \"21\"]\n1. 9-13 *\n");
        assert_eq!((f.variant, f.games, f.agreeing), (Variant::Russian, 2, 1));
        // No square anywhere: PDN's default, 20.
        let f = decide("*\n\n1-0\n");
        assert_eq!(
            (f.variant, f.agreeing, f.example),
            (Variant::International, 0, None)
        );
    }
}
