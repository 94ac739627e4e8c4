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
//!   all up to 32 mean English, although a very short international game can have only those.
//!
//! PDN 3.0's GameType table agrees: `20,W,10,10,N2,0` (10×10, numeric), `21,B,8,8,N1,0` (8×8,
//! numeric), `25,W,8,8,A0,0` and `26,W,8,8,A0,0` (8×8, alpha-numeric). A game with no square at
//! all (no move, no `FEN` tag, no setup) gets PDN's default game type, 20 (international).
//!
//! [`infer_variant`] looks at one game; [`FileInference`] goes through the games of a file in
//! order and lets a game whose own squares decide little (numbers up to 32, or none) take the
//! board an earlier game of the file showed.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::game::{Node, PdnGame, Tag};
use super::types::{Pos, SquareText};
use crate::{Setup, SquareRef, Variant};

/// What the squares of a game say about its board and notation, strongest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Evidence {
    /// A square number above 32: only the 10×10 board has one.
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
            Evidence::SquareAbove32 { .. } | Evidence::AlgebraicOffEightByEight { .. } => 3,
            Evidence::Algebraic { .. } => 2,
            Evidence::NumbersUpTo32 { .. } => 1,
            Evidence::NoSquares => 0,
        }
    }

    /// The variant the evidence points to.
    pub fn variant(&self) -> Variant {
        match self {
            Evidence::SquareAbove32 { .. } | Evidence::AlgebraicOffEightByEight { .. } => {
                Variant::International
            }
            Evidence::Algebraic { .. } => Variant::Russian,
            Evidence::NumbersUpTo32 { .. } => Variant::English,
            Evidence::NoSquares => Variant::International,
        }
    }

    /// Whether a record with these squares can be a game of `variant`: 10×10 squares rule out
    /// the 8×8 variants; algebraic squares rule out international draughts, whose squares are
    /// numbers (001 art. 8.1), and English draughts, written in square numbers (000 art. 1.5);
    /// numbers up to 32, or no square, rule out nothing.
    pub fn admits(&self, variant: Variant) -> bool {
        match self {
            Evidence::SquareAbove32 { .. } | Evidence::AlgebraicOffEightByEight { .. } => {
                variant == Variant::International
            }
            Evidence::Algebraic { .. } => matches!(variant, Variant::Russian | Variant::Brazilian),
            Evidence::NumbersUpTo32 { .. } | Evidence::NoSquares => true,
        }
    }
}

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
                "algebraic squares ({square} in {}) on the 8×8 board: Russian or Brazilian \
                 notation, read as Russian",
                at(written, *pos)
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

/// The variant inferred for a game without a `GameType` tag, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Inference {
    /// The variant.
    pub variant: Variant,
    /// The squares that decided it.
    pub evidence: Evidence,
    /// The earlier game of the file whose squares decided, when the game's own squares decide
    /// less (see [`FileInference`]); `None` when they are the game's own.
    pub from_game: Option<usize>,
}

impl Inference {
    /// Whether a record inferred so can be a game of `variant` (see [`Evidence::admits`]).
    pub fn admits(&self, variant: Variant) -> bool {
        self.evidence.admits(variant)
    }
}

impl fmt::Display for Inference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, inferred from ", self.variant)?;
        match self.from_game {
            Some(g) => write!(f, "game {g} of the file: {}", self.evidence),
            None => write!(f, "{}", self.evidence),
        }
    }
}

/// Infers the variant of a game from the squares of its `FEN` tag, moves (side lines included)
/// and setups; the `GameType` tag, if any, is not looked at (it decides when it is there).
pub fn infer_variant(tags: &[Tag], movetext: &[Node]) -> Inference {
    let mut best = Evidence::NoSquares;
    if let Some(fen) = tags.iter().find(|t| t.name == "FEN") {
        fen_evidence(&fen.value, &mut best);
    }
    nodes_evidence(movetext, &mut best);
    Inference {
        variant: best.variant(),
        evidence: best,
        from_game: None,
    }
}

impl PdnGame {
    /// The variant its squares point to ([`infer_variant`] over its tags and movetext).
    pub fn infer_variant(&self) -> Inference {
        infer_variant(&self.tags, &self.movetext)
    }
}

/// How strong a square is as evidence, and what it is.
#[derive(Clone, Copy)]
enum Found {
    Number(u8),
    Algebraic { file: u8, rank: u8 },
}

impl Found {
    fn rank(self) -> u8 {
        match self {
            Found::Number(n) if n > 32 => 3,
            Found::Number(_) => 1,
            Found::Algebraic { file, rank } if file >= 8 || rank > 8 => 3,
            Found::Algebraic { .. } => 2,
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
        Found::Algebraic { file, rank } => {
            let square = SquareText::Algebraic { file, rank }.to_string();
            if found.rank() == 3 {
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
        if best.rank() == 3 {
            return;
        }
        match node {
            Node::Move(m) => {
                for &sq in &m.mv.squares {
                    let found = match sq {
                        SquareText::Numeric(n) => Found::Number(n),
                        SquareText::Algebraic { file, rank } => Found::Algebraic { file, rank },
                    };
                    offer(best, found, || m.mv.text.clone(), Some(m.mv.pos));
                }
            }
            Node::Setup { fen, .. } => fen_evidence(fen, best),
            Node::Variation { nodes } => nodes_evidence(nodes, best),
            _ => {}
        }
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
        if best.rank() == 3 {
            return;
        }
    }
}

/// The inference over the games of one file, in order: a game whose own squares decide the board
/// (10×10 squares, algebraic squares) is inferred from them; one whose squares do not (numbers up
/// to 32, or none, as in a short international game or a game with no moves) takes the variant of
/// the first earlier game of the file whose squares did, so one file is read as one variant.
/// Games before the first decisive one are inferred from their own squares.
#[derive(Debug, Clone, Default)]
pub struct FileInference {
    /// The first game with decisive squares, and its inference.
    decisive: Option<(usize, Inference)>,
    /// The first game with any square, and its inference.
    any: Option<(usize, Inference)>,
}

impl FileInference {
    /// A new file.
    pub fn new() -> FileInference {
        FileInference::default()
    }

    /// Infers the variant of the next game of the file (which has no `GameType` tag).
    pub fn infer(&mut self, game: &PdnGame) -> Inference {
        let own = game.infer_variant();
        let earlier = if own.evidence.is_decisive() {
            None
        } else if matches!(own.evidence, Evidence::NoSquares) {
            self.decisive.as_ref().or(self.any.as_ref())
        } else {
            self.decisive.as_ref()
        };
        let inferred = match earlier {
            Some((index, inference)) => Inference {
                from_game: Some(*index),
                ..inference.clone()
            },
            None => own.clone(),
        };
        if own.evidence.is_decisive() && self.decisive.is_none() {
            self.decisive = Some((game.index, own.clone()));
        }
        if !matches!(own.evidence, Evidence::NoSquares) && self.any.is_none() {
            self.any = Some((game.index, own));
        }
        inferred
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
    }

    #[test]
    fn a_file_lends_its_board_to_games_whose_squares_decide_little() {
        let mut file = FileInference::new();
        let games = read_str(
            "1. 32-28 *\n\n1. 32-28 19-23 2. 37-32 *\n\n1. 31-27 *\n\n*\n\n1. c3-d4 *\n",
            Variant::English,
        );
        let inferred: Vec<(Variant, Option<usize>)> = games
            .iter()
            .map(|g| {
                let i = file.infer(g.as_ref().unwrap());
                (i.variant, i.from_game)
            })
            .collect();
        assert_eq!(
            inferred,
            [
                // Before any decisive game: its own squares.
                (Variant::English, None),
                (Variant::International, None),
                (Variant::International, Some(2)),
                (Variant::International, Some(2)),
                // Its own decisive squares win.
                (Variant::Russian, None),
            ]
        );
        // With no decisive game, a game without squares takes the first game with any.
        let mut file = FileInference::new();
        let games = read_str("1. 11-15 *\n\n*\n", Variant::English);
        let last = file.infer(games[0].as_ref().unwrap());
        assert_eq!(last.variant, Variant::English);
        let last = file.infer(games[1].as_ref().unwrap());
        assert_eq!((last.variant, last.from_game), (Variant::English, Some(1)));
    }
}
