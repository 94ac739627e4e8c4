//! Moves.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::{Square, SquareSet, Variant};

/// A move: the origin, the landing squares (the destination last) and the set of captured squares.
///
/// Two capture sequences with the same origin, destination and captured set are one move: equality
/// and hashing ignore the intermediate landing squares, which are kept only to write the move out
/// in full. A quiet move has the destination as its only landing square.
#[derive(Clone, Debug)]
pub struct Move {
    from: Square,
    path: Vec<Square>,
    captured: SquareSet,
}

/// The legal moves of a position.
pub type MoveList = Vec<Move>;

impl Move {
    /// A move from `from` to `to` capturing `captured` (empty for a quiet move), with no
    /// intermediate landing squares recorded.
    pub fn new(from: Square, to: Square, captured: SquareSet) -> Move {
        Move {
            from,
            path: vec![to],
            captured,
        }
    }

    /// A move through the given landing squares (the destination last); `None` if `landings`
    /// is empty.
    pub fn with_path(from: Square, landings: &[Square], captured: SquareSet) -> Option<Move> {
        if landings.is_empty() {
            return None;
        }
        Some(Move {
            from,
            path: landings.to_vec(),
            captured,
        })
    }

    /// The square the piece starts from.
    pub fn from(&self) -> Square {
        self.from
    }

    /// The square the piece ends on.
    pub fn to(&self) -> Square {
        *self
            .path
            .last()
            .expect("a move has at least one landing square")
    }

    /// The landing squares, in order, the destination last (for a capture: where the piece stops
    /// after each jump).
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// The squares of the captured pieces.
    pub fn captured(&self) -> SquareSet {
        self.captured
    }

    /// The captured squares in the order they are jumped, read from the path: on each leg between
    /// two landing squares, the captured squares lying on it. Captured squares on no leg (a move
    /// built without its full path) come last, in increasing order.
    pub fn captures_in_order(&self, variant: Variant) -> Vec<Square> {
        let mut out = Vec::with_capacity(self.captured.len());
        let mut prev = self.from;
        for &landing in &self.path {
            let (fa, ra) = prev.coords(variant);
            let (fb, rb) = landing.coords(variant);
            let (df, dr) = (i64::from(fb) - i64::from(fa), i64::from(rb) - i64::from(ra));
            if df.abs() == dr.abs() {
                for k in 1..df.abs() {
                    let file = i64::from(fa) + k * df.signum();
                    let rank = i64::from(ra) + k * dr.signum();
                    if let Some(sq) = Square::from_coords(variant, file as u32, rank as u32)
                        && self.captured.contains(sq)
                        && !out.contains(&sq)
                    {
                        out.push(sq);
                    }
                }
            }
            prev = landing;
        }
        for sq in self.captured {
            if !out.contains(&sq) {
                out.push(sq);
            }
        }
        out
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }

    /// The number of pieces captured (a king counts as one, 001 art. 4.13).
    pub fn capture_count(&self) -> usize {
        self.captured.len()
    }

    fn key(&self) -> (Square, Square, SquareSet) {
        (self.from, self.to(), self.captured)
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl fmt::Display for Move {
    /// The full numeric form: `11-15`, `47x38x24x13x36`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        let sep = if self.is_capture() { 'x' } else { '-' };
        for sq in &self.path {
            write!(f, "{sep}{sq}")?;
        }
        Ok(())
    }
}
