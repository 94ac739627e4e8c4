//! The rules of draughts: English draughts (American checkers), international
//! draughts (FMJD, 10×10), Russian and Brazilian draughts (IDF draughts-64).
//!
//! The crate does no I/O: it works on `&str` and `BufRead` and nothing else.

mod bitboard;
mod color;
mod geometry;
mod movegen;
mod piece;
mod square;
mod variant;

pub use bitboard::{SquareSet, SquareSetIter};
pub use color::Color;
pub use piece::{Piece, Role};
pub use square::{Notation, Square, SquareError, SquareRef};
pub use variant::{UnknownVariant, Variant};

#[cfg(test)]
mod quick {
    use crate::geometry::*;
    use crate::movegen::*;

    fn board<R: Rules>(
        white: std::ops::RangeInclusive<usize>,
        black: std::ops::RangeInclusive<usize>,
        w: bool,
    ) -> Board {
        let f = |r: std::ops::RangeInclusive<usize>| {
            r.map(|n| 1u64 << bit_of(R::HALF, n - 1))
                .fold(0, |a, b| a | b)
        };
        Board {
            white: f(white),
            black: f(black),
            kings: 0,
            white_to_move: w,
        }
    }

    #[test]
    fn start_perft() {
        let e = board::<EnglishRules>(21..=32, 1..=12, false);
        let v: Vec<u64> = (1..=7).map(|d| perft::<EnglishRules>(&e, d)).collect();
        assert_eq!(v, [7, 49, 302, 1469, 7361, 36768, 179740]);
        let i = board::<InternationalRules>(31..=50, 1..=20, true);
        let v: Vec<u64> = (1..=6)
            .map(|d| perft::<InternationalRules>(&i, d))
            .collect();
        assert_eq!(v, [9, 81, 658, 4265, 27117, 167140]);
        let r = board::<RussianRules>(21..=32, 1..=12, true);
        let v: Vec<u64> = (1..=7).map(|d| perft::<RussianRules>(&r, d)).collect();
        assert_eq!(v, [7, 49, 302, 1469, 7482, 37986, 190146]);
        let v: Vec<u64> = (1..=7).map(|d| perft::<BrazilianRules>(&r, d)).collect();
        assert_eq!(v, [7, 49, 302, 1469, 7473, 37628, 187302]);
    }
}
#[cfg(test)]
mod speed {
    use crate::geometry::*;
    use crate::movegen::*;
    #[test]
    #[ignore]
    fn speed() {
        let f = |r: std::ops::RangeInclusive<usize>, h| {
            r.map(|n| 1u64 << bit_of(h, n - 1)).fold(0, |a, b| a | b)
        };
        let i = Board {
            white: f(31..=50, 5),
            black: f(1..=20, 5),
            kings: 0,
            white_to_move: true,
        };
        let t = std::time::Instant::now();
        let n = perft::<InternationalRules>(&i, 9);
        eprintln!("int 9: {n} {:?}", t.elapsed());
        let e = Board {
            white: f(21..=32, 4),
            black: f(1..=12, 4),
            kings: 0,
            white_to_move: false,
        };
        let t = std::time::Instant::now();
        let n = perft::<EnglishRules>(&e, 11);
        eprintln!("eng 11: {n} {:?}", t.elapsed());
    }
}
