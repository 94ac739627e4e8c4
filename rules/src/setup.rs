//! Unvalidated positions and FEN.
//!
//! A [`Setup`] is what a FEN says, which may be nonsense; a position is obtained from it through
//! `TryFrom<Setup>` (or [`VariantPosition::from_setup`](crate::VariantPosition::from_setup)),
//! which checks it against the variant's board and lists every problem found.
//!
//! FEN as in PDN: `W:W31-50:B1-20` — the side to move, then one section per colour (either
//! first), each a comma-separated list of squares; `K` before a square marks a king; `a-b` is a
//! range of square numbers (`K` before a range makes every piece of it a king). Squares are numbers,
//! or algebraic names (`a1`) on 8×8 boards. Spaces around tokens and a final `.` are accepted.

use std::fmt;
use std::str::FromStr;

use crate::geometry::bit_of;
use crate::movegen::Board;
use crate::square::SquareProblem;
use crate::{Color, Notation, Role, Square, SquareRef, Variant};

/// A position as written, not yet checked: the side to move and a list of pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    pub turn: Color,
    pub pieces: Vec<SetupPiece>,
}

/// One piece of a [`Setup`], with the FEN token it came from (for error messages).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupPiece {
    pub color: Color,
    pub role: Role,
    pub square: SquareRef,
    pub token: String,
}

/// A FEN that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("empty FEN")]
    Empty,
    #[error("unknown side to move `{token}` in FEN (expected W or B)")]
    UnknownSide { token: String },
    #[error("FEN section `{token}` does not start with a colour (W or B)")]
    UnknownColour { token: String },
    #[error("FEN has two sections for {color}")]
    DuplicateSection { color: Color },
    #[error(
        "`{token}` in FEN is not a square (expected a number, a name like c3, or K before one)"
    )]
    BadSquare { token: String },
    #[error("`{token}` in FEN is not a range of square numbers (expected like 31-50)")]
    BadRange { token: String },
    #[error("impossible position: {0}")]
    Position(#[from] PositionError),
}

/// One thing wrong with a [`Setup`] for a variant, naming the FEN token.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("square `{token}` is off the board")]
    OffBoard { token: String },
    #[error("`{token}` is a light square, not a playing square")]
    LightSquare { token: String },
    #[error("`{token}`: algebraic squares are only accepted on 8x8 boards")]
    AlgebraicOnTenByTen { token: String },
    #[error("`{token}`: a {color} man on its own promotion row")]
    ManOnPromotionRow { token: String, color: Color },
    #[error("square {square} holds two pieces (`{first}` and `{second}`)")]
    TwoPieces {
        square: u8,
        first: String,
        second: String,
    },
}

/// A [`Setup`] that is not a position of the variant: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct PositionError {
    pub variant: Variant,
    pub problems: Vec<Problem>,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a {} draughts position: ", self.variant)?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl Setup {
    /// The start position of a variant: 12 men each on 8×8 (000 art. 1.11, 002 art. 2.2.2), 20
    /// each on 10×10 (001 art. 2.8). Black (Red in English draughts) on the low numbers.
    pub fn start(variant: Variant) -> Setup {
        let rows = if variant.board_size() == 10 { 4 } else { 3 };
        let n = u32::from(variant.board_size() / 2 * rows);
        let count = u32::from(variant.square_count());
        let mut pieces = Vec::new();
        for (color, range) in [(Color::White, count - n + 1..=count), (Color::Black, 1..=n)] {
            for number in range {
                pieces.push(SetupPiece {
                    color,
                    role: Role::Man,
                    square: SquareRef::Number(number),
                    token: number.to_string(),
                });
            }
        }
        Setup {
            // 000 art. 1.13: Red (Black) moves first; 001 and 002 art. 3.3: White moves first.
            turn: if variant == Variant::English {
                Color::Black
            } else {
                Color::White
            },
            pieces,
        }
    }

    /// Reads a FEN (syntax only; squares are checked against a board by the position).
    pub fn parse_fen(fen: &str) -> Result<Setup, FenError> {
        let fen = fen.trim();
        let fen = fen.strip_suffix('.').unwrap_or(fen).trim();
        if fen.is_empty() {
            return Err(FenError::Empty);
        }
        let mut sections = fen.split(':');
        let side = sections.next().unwrap_or("").trim();
        let turn = match side {
            "W" => Color::White,
            "B" => Color::Black,
            _ => {
                return Err(FenError::UnknownSide {
                    token: side.to_owned(),
                });
            }
        };
        let mut pieces = Vec::new();
        let mut seen = [false; 2];
        for section in sections {
            let section = section.trim();
            let color = match section.chars().next() {
                Some('W') => Color::White,
                Some('B') => Color::Black,
                _ => {
                    return Err(FenError::UnknownColour {
                        token: section.to_owned(),
                    });
                }
            };
            if std::mem::replace(&mut seen[color as usize], true) {
                return Err(FenError::DuplicateSection { color });
            }
            let list = section[1..].trim();
            if list.is_empty() {
                continue;
            }
            for token in list.split(',') {
                parse_token(token.trim(), color, &mut pieces)?;
            }
        }
        Ok(Setup { turn, pieces })
    }

    /// Checks the setup against the variant's board.
    pub(crate) fn validate(&self, variant: Variant) -> Result<Board, PositionError> {
        let half = u32::from(variant.board_size() / 2);
        let count = variant.square_count();
        let mut problems = Vec::new();
        let mut owner: Vec<Option<&str>> = vec![None; usize::from(count)];
        let mut board = Board {
            white: 0,
            black: 0,
            kings: 0,
            white_to_move: self.turn == Color::White,
        };
        for p in &self.pieces {
            let token = p.token.clone();
            let sq = match p.square.resolve(variant) {
                Ok(sq) => sq,
                Err(e) => {
                    problems.push(match e {
                        SquareProblem::OffBoard => Problem::OffBoard { token },
                        SquareProblem::LightSquare => Problem::LightSquare { token },
                        SquareProblem::AlgebraicOnTenByTen => {
                            Problem::AlgebraicOnTenByTen { token }
                        }
                    });
                    continue;
                }
            };
            if let Some(first) = owner[sq.index()] {
                problems.push(Problem::TwoPieces {
                    square: sq.number(),
                    first: first.to_owned(),
                    second: token,
                });
                continue;
            }
            owner[sq.index()] = Some(&p.token);
            // 000 art. 1.16, 001 art. 3.5, 002 art. 3.6: a man reaching the far row is crowned,
            // so no man stands on its own promotion row.
            let promotion_row = match p.color {
                Color::White => sq.number() <= variant.board_size() / 2,
                Color::Black => sq.number() > count - variant.board_size() / 2,
            };
            if p.role == Role::Man && promotion_row {
                problems.push(Problem::ManOnPromotionRow {
                    token,
                    color: p.color,
                });
                continue;
            }
            let bit = 1u64 << bit_of(half, sq.index());
            match p.color {
                Color::White => board.white |= bit,
                Color::Black => board.black |= bit,
            }
            if p.role == Role::King {
                board.kings |= bit;
            }
        }
        if problems.is_empty() {
            Ok(board)
        } else {
            Err(PositionError { variant, problems })
        }
    }
}

fn parse_token(token: &str, color: Color, pieces: &mut Vec<SetupPiece>) -> Result<(), FenError> {
    let (role, body) = match token.strip_prefix('K') {
        Some(rest) => (Role::King, rest.trim_start()),
        None => (Role::Man, token),
    };
    let bad_square = || FenError::BadSquare {
        token: token.to_owned(),
    };
    if let Some((a, b)) = body.split_once('-') {
        let bad_range = || FenError::BadRange {
            token: token.to_owned(),
        };
        let (Some(SquareRef::Number(a)), Some(SquareRef::Number(b))) =
            (SquareRef::parse(a.trim()), SquareRef::parse(b.trim()))
        else {
            return Err(bad_range());
        };
        if a > b {
            return Err(bad_range());
        }
        for n in a..=b {
            pieces.push(SetupPiece {
                color,
                role,
                square: SquareRef::Number(n),
                token: token.to_owned(),
            });
        }
        return Ok(());
    }
    let square = SquareRef::parse(body).ok_or_else(bad_square)?;
    pieces.push(SetupPiece {
        color,
        role,
        square,
        token: token.to_owned(),
    });
    Ok(())
}

impl FromStr for Setup {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Setup, FenError> {
        Setup::parse_fen(s)
    }
}

/// Writes a FEN canonically: side to move, White's section then Black's, squares in increasing
/// number order, `K` before kings, no ranges.
pub(crate) fn write_fen(variant: Variant, board: &Board, notation: Notation) -> String {
    let half = u32::from(variant.board_size() / 2);
    let mut out = String::new();
    out.push(if board.white_to_move { 'W' } else { 'B' });
    for (letter, bits) in [('W', board.white), ('B', board.black)] {
        out.push(':');
        out.push(letter);
        let mut first = true;
        for i in 0..usize::from(variant.square_count()) {
            let bit = 1u64 << bit_of(half, i);
            if bits & bit == 0 {
                continue;
            }
            if !first {
                out.push(',');
            }
            first = false;
            if board.kings & bit != 0 {
                out.push('K');
            }
            out.push_str(&Square::from_index(i).write(variant, notation));
        }
    }
    out
}
