//! Move text, in two phases: [`MoveText`] is syntax only (`"22x15".parse::<MoveText>()`);
//! [`MoveText::to_move`] resolves it against the legal moves of a position.
//!
//! The syntax layer accepts two or more squares joined by one kind of separator:
//! - squares: numbers (`11`), or algebraic names (`c3`; checked against the board when resolving,
//!   where they are accepted on 8×8 boards only);
//! - separators: `-` for a move, `x` (or `X`) or `:` for a capture, all the same in one text,
//!   with optional spaces around them (`1- 6`, as found in real files);
//! - so: `11-15`, `22x15`, `47x38x24x13x36`, `c3-d4`, `c3:e5:g3`.
//!
//! Resolving ignores whether the separator says capture: capturing is compulsory, so a quiet
//! move and a capture with the same squares are never both legal ([`MoveText::is_capture`] tells
//! what the text said). Two squares name origin and destination; more name the landing squares
//! in between, matched exactly against the capture routes, or failing that as a subsequence of
//! one (so a text may leave landing squares out).

use std::fmt;
use std::str::FromStr;

use crate::{Move, Notation, Position, Square, SquareError, SquareRef, SquareSet, Variant};

/// A move as written, not yet resolved.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoveText {
    squares: Vec<SquareRef>,
    separator: char,
}

/// A move text that does not follow the syntax.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    #[error("empty move text")]
    Empty,
    #[error("`{token}` in move `{text}` is not a square")]
    BadSquare { text: String, token: String },
    #[error("move `{text}` needs at least two squares joined by -, x or :")]
    TooFewSquares { text: String },
    #[error("move `{text}` mixes separators `{first}` and `{second}`")]
    MixedSeparators {
        text: String,
        first: char,
        second: char,
    },
}

/// A move text that names no single legal move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResolveError {
    #[error("move `{text}`: {source}")]
    Square {
        text: String,
        #[source]
        source: SquareError,
    },
    #[error("move `{text}` is not legal in this position")]
    Illegal { text: String },
    #[error("move `{text}` is ambiguous: it fits {}", list(.candidates))]
    Ambiguous { text: String, candidates: Vec<Move> },
}

fn list(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl FromStr for MoveText {
    type Err = MoveTextError;

    fn from_str(text: &str) -> Result<MoveText, MoveTextError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(MoveTextError::Empty);
        }
        let mut squares = Vec::new();
        let mut separator: Option<char> = None;
        let mut rest = trimmed;
        loop {
            let end = rest.find(['-', 'x', 'X', ':']).unwrap_or(rest.len());
            let token = rest[..end].trim();
            let square = SquareRef::parse(token).ok_or_else(|| MoveTextError::BadSquare {
                text: text.to_owned(),
                token: token.to_owned(),
            })?;
            squares.push(square);
            if end == rest.len() {
                break;
            }
            let sep = match rest[end..].chars().next() {
                Some('X') => 'x',
                Some(c) => c,
                None => break,
            };
            match separator {
                Some(first) if first != sep => {
                    return Err(MoveTextError::MixedSeparators {
                        text: text.to_owned(),
                        first,
                        second: sep,
                    });
                }
                _ => separator = Some(sep),
            }
            rest = &rest[end + 1..];
        }
        match separator {
            Some(separator) if squares.len() >= 2 => Ok(MoveText { squares, separator }),
            _ => Err(MoveTextError::TooFewSquares {
                text: text.to_owned(),
            }),
        }
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, sq) in self.squares.iter().enumerate() {
            if i > 0 {
                write!(f, "{}", self.separator)?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

impl MoveText {
    /// The squares as written: origin, landing squares, destination.
    pub fn squares(&self) -> &[SquareRef] {
        &self.squares
    }

    /// Whether the text says capture (`x` or `:`).
    pub fn is_capture(&self) -> bool {
        self.separator != '-'
    }

    /// The legal move this text names.
    pub fn to_move<P: Position>(&self, pos: &P) -> Result<Move, ResolveError> {
        let text = self.to_string();
        let variant = pos.variant();
        let squares = self.resolve_squares(variant, &text)?;
        let (from, to) = (squares[0], squares[squares.len() - 1]);
        let inner = &squares[1..squares.len() - 1];
        let routes: Vec<Move> = pos
            .legal_routes()
            .into_iter()
            .filter(|m| m.from() == from && m.to() == to)
            .collect();
        // A text that spells a route's whole path names that route: `20x2` is the single jump
        // from 20 to 2 even where a longer capture also runs from 20 to 2 (written in full,
        // `20x31x22x11x2`). Otherwise the written squares must lie on the route in order.
        let exact: Vec<&Move> = routes
            .iter()
            .filter(|m| &m.path()[..m.path().len() - 1] == inner)
            .collect();
        let matching = if exact.is_empty() {
            routes
                .iter()
                .filter(|m| is_subsequence(inner, &m.path()[..m.path().len() - 1]))
                .collect()
        } else {
            exact
        };
        let mut candidates: Vec<Move> = Vec::new();
        for m in matching {
            if !candidates.contains(m) {
                candidates.push(m.clone());
            }
        }
        match candidates.len() {
            0 => Err(ResolveError::Illegal { text }),
            1 => Ok(candidates.pop().expect("one candidate")),
            _ => Err(ResolveError::Ambiguous { text, candidates }),
        }
    }

    /// The move this text describes physically, legal or not, for
    /// [`Position::play_unchecked`]: the squares as path, and as captured squares the opponent's
    /// pieces lying strictly between consecutive squares on a diagonal. Fails only if a square is
    /// not on the board.
    pub fn to_unchecked_move<P: Position>(&self, pos: &P) -> Result<Move, ResolveError> {
        let text = self.to_string();
        let variant = pos.variant();
        let squares = self.resolve_squares(variant, &text)?;
        let mut captured = SquareSet::EMPTY;
        for pair in squares.windows(2) {
            let (fa, ra) = pair[0].coords(variant);
            let (fb, rb) = pair[1].coords(variant);
            let (df, dr) = (i64::from(fb) - i64::from(fa), i64::from(rb) - i64::from(ra));
            if df.abs() != dr.abs() {
                continue;
            }
            for k in 1..df.abs() {
                let f = i64::from(fa) + k * df.signum();
                let r = i64::from(ra) + k * dr.signum();
                let Some(sq) = Square::from_coords(variant, f as u32, r as u32) else {
                    continue;
                };
                if pos.piece_at(sq).is_some_and(|p| p.color != pos.turn()) {
                    captured.insert(sq);
                }
            }
        }
        let m = Move::with_path(squares[0], &squares[1..], captured);
        Ok(m.expect("a move text has at least two squares"))
    }

    fn resolve_squares(&self, variant: Variant, text: &str) -> Result<Vec<Square>, ResolveError> {
        self.squares
            .iter()
            .map(|s| {
                s.resolve(variant).map_err(|p| ResolveError::Square {
                    text: text.to_owned(),
                    source: p.into_error(&s.to_string()),
                })
            })
            .collect()
    }

    /// Writes a move in the variant's usual notation: origin and destination, with the landing
    /// squares in between only when another legal move has the same origin and destination.
    pub fn from_move<P: Position>(pos: &P, m: &Move) -> MoveText {
        MoveText::from_move_with(pos, m, Notation::default_for(pos.variant()))
    }

    /// [`MoveText::from_move`] in the given notation (`-` for moves; `x` for numeric captures,
    /// `:` for algebraic ones).
    pub fn from_move_with<P: Position>(pos: &P, m: &Move, notation: Notation) -> MoveText {
        let variant = pos.variant();
        let same_ends = pos
            .legal_moves()
            .iter()
            .filter(|o| o.from() == m.from() && o.to() == m.to() && *o != m)
            .count();
        let mut squares = vec![m.from()];
        if same_ends > 0 {
            squares.extend_from_slice(m.path());
        } else {
            squares.push(m.to());
        }
        let algebraic = notation == Notation::Algebraic && variant.board_size() == 8;
        let squares = squares
            .into_iter()
            .map(|sq| {
                if algebraic {
                    let (file, rank) = sq.coords(variant);
                    SquareRef::Algebraic { file, rank }
                } else {
                    SquareRef::Number(u32::from(sq.number()))
                }
            })
            .collect();
        let separator = match (m.is_capture(), algebraic) {
            (false, _) => '-',
            (true, false) => 'x',
            (true, true) => ':',
        };
        MoveText { squares, separator }
    }
}

fn is_subsequence(needle: &[Square], hay: &[Square]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}
