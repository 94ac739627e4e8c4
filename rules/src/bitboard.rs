//! Sets of squares.

use std::fmt;

use crate::Square;

/// A set of squares, one bit per square number (bit `n - 1` for square `n`).
///
/// This is the public, variant-independent set type (used for the captured squares of a
/// [`Move`](crate::Move)); move generation works on a padded layout of its own.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct SquareSet(u64);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// The set with these bits (bit `n - 1` for square `n`).
    pub const fn from_bits(bits: u64) -> SquareSet {
        SquareSet(bits)
    }

    /// The raw bits.
    pub const fn bits(self) -> u64 {
        self.0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of squares in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square.index()) != 0
    }

    pub fn insert(&mut self, square: Square) {
        self.0 |= 1 << square.index();
    }

    pub fn remove(&mut self, square: Square) {
        self.0 &= !(1 << square.index());
    }

    /// The squares in increasing order of number.
    pub fn iter(self) -> SquareSetIter {
        SquareSetIter(self.0)
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = SquareSetIter;

    fn into_iter(self) -> SquareSetIter {
        self.iter()
    }
}

/// Iterator over a [`SquareSet`], in increasing order.
#[derive(Debug, Clone)]
pub struct SquareSetIter(u64);

impl Iterator for SquareSetIter {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Square::from_index(i as usize))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareSetIter {}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(Square::number))
            .finish()
    }
}
