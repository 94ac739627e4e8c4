//! Squares and their names.
//!
//! Only the dark (playing) squares exist. They are numbered as in the rule books and in PDN: from the
//! top left of the diagram (Black's side) to the bottom right (White's side), row by row, left to
//! right as White sees the board. On 8×8 boards square 1 is b8, 4 is h8, 29 is a1 and 32 is g1
//! (000 art. 1.4–1.5: a dark square at each player's near left; the Russian and Brazilian start
//! positions of `perft.json` and the PDN files put White on 21–32 the same way). On the 10×10 board
//! square 1 is b10, 5 is j10, 46 is a1 and 50 is i1 (001 art. 2.6).
//!
//! Algebraic names (`a1`–`h8`, file then rank, a1 at White's near left) are accepted and written
//! for the 8×8 variants only.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::Variant;

/// How squares are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Notation {
    /// Square numbers: `11-15`, `22x15`.
    Numeric,
    /// Algebraic names (8×8 boards only): `c3-d4`, `c3:e5`.
    Algebraic,
}

impl Notation {
    /// The usual notation of a variant: numeric for English and international draughts, algebraic
    /// for Russian and Brazilian draughts (002 art. 8.4).
    pub const fn default_for(variant: Variant) -> Notation {
        match variant {
            Variant::English | Variant::International => Notation::Numeric,
            Variant::Russian | Variant::Brazilian => Notation::Algebraic,
        }
    }
}

/// A playing square, identified by its number (1–32 on 8×8 boards, 1–50 on 10×10).
///
/// A `Square` obtained from [`Square::new`] or [`Square::parse`] for a variant is on that
/// variant's board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Square(u8);

impl Square {
    /// The square with this number on the variant's board, if there is one.
    pub const fn new(variant: Variant, number: u32) -> Option<Square> {
        if number >= 1 && number <= variant.square_count() as u32 {
            Some(Square(number as u8))
        } else {
            None
        }
    }

    /// The square number (1-based).
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The square with zero-based index `index` (`number - 1`); the caller knows it is on the board.
    pub(crate) const fn from_index(index: usize) -> Square {
        Square(index as u8 + 1)
    }

    /// The zero-based index (`number - 1`).
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// The square at a zero-based `file` (a = 0) and `rank` (1 = 0), if that is a playing square
    /// of the variant's board.
    pub const fn from_coords(variant: Variant, file: u32, rank: u32) -> Option<Square> {
        let size = variant.board_size() as u32;
        if file >= size || rank >= size || !(file + rank).is_multiple_of(2) {
            return None;
        }
        let row = size - 1 - rank; // row 0 is the top of the diagram
        Some(Square((row * (size / 2) + file / 2 + 1) as u8))
    }

    /// The zero-based `(file, rank)` of the square on the variant's board.
    pub const fn coords(self, variant: Variant) -> (u32, u32) {
        let size = variant.board_size() as u32;
        let half = size / 2;
        let s = self.0 as u32 - 1;
        let row = s / half;
        let file = 2 * (s % half) + if row.is_multiple_of(2) { 1 } else { 0 };
        (file, size - 1 - row)
    }

    /// The algebraic name (`c3`), for the 8×8 variants.
    pub fn algebraic(self, variant: Variant) -> Option<String> {
        if variant.board_size() != 8 {
            return None;
        }
        let (file, rank) = self.coords(variant);
        Some(format!("{}{}", (b'a' + file as u8) as char, rank + 1))
    }

    /// Parses a square name for the variant: a number, or an algebraic name on 8×8 boards.
    pub fn parse(variant: Variant, text: &str) -> Result<Square, SquareError> {
        SquareRef::parse(text)
            .ok_or_else(|| SquareError::Syntax(text.to_owned()))?
            .resolve(variant)
            .map_err(|problem| problem.into_error(text))
    }

    /// Writes the square in the given notation (numeric when algebraic is not available).
    pub fn write(self, variant: Variant, notation: Notation) -> String {
        match notation {
            Notation::Algebraic => self
                .algebraic(variant)
                .unwrap_or_else(|| self.0.to_string()),
            Notation::Numeric => self.0.to_string(),
        }
    }
}

impl fmt::Display for Square {
    /// The square number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A square as written, not yet checked against a board: what a FEN or a move text says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SquareRef {
    /// A square number as written (may be 0 or too large).
    Number(u32),
    /// An algebraic name: zero-based file (a = 0) and rank (1 = 0).
    Algebraic { file: u32, rank: u32 },
}

/// Why a [`SquareRef`] names no square of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SquareProblem {
    OffBoard,
    LightSquare,
    AlgebraicOnTenByTen,
}

impl SquareProblem {
    pub(crate) fn into_error(self, text: &str) -> SquareError {
        let text = text.to_owned();
        match self {
            SquareProblem::OffBoard => SquareError::OffBoard(text),
            SquareProblem::LightSquare => SquareError::LightSquare(text),
            SquareProblem::AlgebraicOnTenByTen => SquareError::AlgebraicOnTenByTen(text),
        }
    }
}

impl SquareRef {
    /// Reads a number (`32`) or an algebraic name (`c3`, `h10`); `None` if it is neither.
    pub fn parse(text: &str) -> Option<SquareRef> {
        let bytes = text.as_bytes();
        match bytes.first()? {
            b'0'..=b'9' => {
                if !bytes.iter().all(u8::is_ascii_digit) || bytes.len() > 3 {
                    return None;
                }
                text.parse().ok().map(SquareRef::Number)
            }
            c @ (b'a'..=b'z' | b'A'..=b'Z') => {
                let file = u32::from(c.to_ascii_lowercase() - b'a');
                let digits = &text[1..];
                if digits.is_empty()
                    || digits.len() > 2
                    || !digits.bytes().all(|b| b.is_ascii_digit())
                {
                    return None;
                }
                let rank: u32 = digits.parse().ok()?;
                if rank == 0 {
                    return None;
                }
                Some(SquareRef::Algebraic {
                    file,
                    rank: rank - 1,
                })
            }
            _ => None,
        }
    }

    /// The square this names on the variant's board.
    pub(crate) fn resolve(self, variant: Variant) -> Result<Square, SquareProblem> {
        match self {
            SquareRef::Number(n) => Square::new(variant, n).ok_or(SquareProblem::OffBoard),
            SquareRef::Algebraic { file, rank } => {
                let size = u32::from(variant.board_size());
                if size != 8 {
                    Err(SquareProblem::AlgebraicOnTenByTen)
                } else if file >= size || rank >= size {
                    Err(SquareProblem::OffBoard)
                } else {
                    Square::from_coords(variant, file, rank).ok_or(SquareProblem::LightSquare)
                }
            }
        }
    }
}

impl fmt::Display for SquareRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SquareRef::Number(n) => write!(f, "{n}"),
            SquareRef::Algebraic { file, rank } => {
                write!(f, "{}{}", char::from(b'a' + file as u8), rank + 1)
            }
        }
    }
}

/// A square name that is not a square of the board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SquareError {
    #[error("`{0}` is not a square name (expected a number or a name like c3)")]
    Syntax(String),
    #[error("square `{0}` is off the board")]
    OffBoard(String),
    #[error("`{0}` is a light square, not a playing square")]
    LightSquare(String),
    #[error("algebraic square `{0}` is only accepted on 8x8 boards; use square numbers")]
    AlgebraicOnTenByTen(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_matches_the_rule_books() {
        let e = Variant::English;
        let name = |n| Square::new(e, n).unwrap().algebraic(e).unwrap();
        assert_eq!(name(1), "b8");
        assert_eq!(name(4), "h8");
        assert_eq!(name(5), "a7");
        assert_eq!(name(29), "a1");
        assert_eq!(name(32), "g1");
        assert_eq!(name(21), "a3");
        let i = Variant::International;
        assert_eq!(Square::new(i, 46).unwrap().coords(i), (0, 0));
        assert_eq!(Square::new(i, 5).unwrap().coords(i), (9, 9));
        assert_eq!(Square::new(i, 1).unwrap().coords(i), (1, 9));
        for v in Variant::ALL {
            for n in 1..=u32::from(v.square_count()) {
                let sq = Square::new(v, n).unwrap();
                let (f, r) = sq.coords(v);
                assert_eq!(Square::from_coords(v, f, r), Some(sq));
            }
        }
    }

    #[test]
    fn parse_errors_name_the_text() {
        let r = Variant::Russian;
        assert_eq!(Square::parse(r, "c3").unwrap().number(), 22);
        assert_eq!(Square::parse(r, "22").unwrap().number(), 22);
        assert_eq!(
            Square::parse(r, "33"),
            Err(SquareError::OffBoard("33".into()))
        );
        assert_eq!(
            Square::parse(r, "c4"),
            Err(SquareError::LightSquare("c4".into()))
        );
        assert_eq!(
            Square::parse(r, "i1"),
            Err(SquareError::OffBoard("i1".into()))
        );
        assert!(matches!(
            Square::parse(Variant::International, "a1"),
            Err(SquareError::AlgebraicOnTenByTen(_))
        ));
        assert!(matches!(Square::parse(r, "x"), Err(SquareError::Syntax(_))));
    }
}
