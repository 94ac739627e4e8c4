//! The padded bitboard layout and the rules parameters of each variant.
//!
//! Square `n` (zero-based `s = n - 1`) lives at bit `s + s / (2 * HALF)` of a `u64`, where `HALF`
//! is the number of playing squares per row (4 on 8×8, 5 on 10×10). Every two rows one "ghost"
//! bit is left unused, so the four diagonal neighbours of any square are at fixed bit distances:
//! `HALF + 1` (up-left), `HALF` (up-right), `-HALF` (down-left) and `-(HALF + 1)` (down-right),
//! where "up" is towards square 1 (Black's side). A shift that leaves the board lands on a ghost
//! bit or outside the board and is masked off with [`Rules::VALID`]. On 10×10 this is the classic
//! 11-bit-per-two-rows layout; on 8×8 the same with 9 bits.

use crate::Variant;

/// What happens when a man reaches its promotion row in the middle of a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Crown {
    /// The man is crowned and the move ends there (000 art. 1.16, 1.19).
    EndsMove,
    /// The man is crowned at once and goes on capturing as a king (002 art. 4.14).
    ContinuesAsKing,
    /// The man goes on capturing as a man, and is crowned only if the capture ends on the
    /// promotion row (001 art. 4.15; 002 art. 4.16.2–4.16.3).
    AtEndOnly,
}

/// The rules of one variant, as compile-time parameters of the move generator.
pub(crate) trait Rules: 'static {
    const VARIANT: Variant;
    /// Playing squares per row.
    const HALF: u32;
    /// Kings move and capture along whole diagonals.
    const FLYING_KINGS: bool;
    /// Men capture backward as well as forward.
    const MEN_CAPTURE_BACKWARD: bool;
    /// The capture of the most pieces is compulsory.
    const MAJORITY: bool;
    const CROWN: Crown;

    /// Number of playing squares.
    const COUNT: u32 = 2 * Self::HALF * Self::HALF;
    /// Bits of real squares.
    const VALID: u64 = valid_mask(Self::HALF);
    /// Row of squares 1..HALF: White's promotion row.
    const TOP: u64 = (1 << Self::HALF) - 1;
    /// Last row: Black's promotion row.
    const BOTTOM: u64 = bottom_row(Self::HALF);
}

const fn bit_of_index(half: u32, s: u32) -> u32 {
    s + s / (2 * half)
}

const fn valid_mask(half: u32) -> u64 {
    let mut m = 0u64;
    let mut s = 0;
    while s < 2 * half * half {
        m |= 1 << bit_of_index(half, s);
        s += 1;
    }
    m
}

const fn bottom_row(half: u32) -> u64 {
    let mut m = 0u64;
    let count = 2 * half * half;
    let mut s = count - half;
    while s < count {
        m |= 1 << bit_of_index(half, s);
        s += 1;
    }
    m
}

/// The bit of a zero-based square index.
#[inline]
pub(crate) const fn bit_of(half: u32, index: usize) -> u32 {
    bit_of_index(half, index as u32)
}

/// The zero-based square index of a bit.
#[inline]
pub(crate) const fn index_of(half: u32, bit: u32) -> usize {
    (bit - bit / (2 * half + 1)) as usize
}

/// One step of every bit of `b` in direction `d` (0 up-left, 1 up-right, 2 down-left,
/// 3 down-right), dropping what leaves the board.
#[inline(always)]
pub(crate) fn step<R: Rules>(b: u64, d: usize) -> u64 {
    (match d {
        0 => b >> (R::HALF + 1),
        1 => b >> R::HALF,
        2 => b << R::HALF,
        _ => b << (R::HALF + 1),
    }) & R::VALID
}

/// The bit index one step back from `to` against direction `d`.
#[inline(always)]
pub(crate) fn back<R: Rules>(to: u32, d: usize) -> u32 {
    match d {
        0 => to + R::HALF + 1,
        1 => to + R::HALF,
        2 => to - R::HALF,
        _ => to - R::HALF - 1,
    }
}

pub(crate) struct EnglishRules;
pub(crate) struct InternationalRules;
pub(crate) struct RussianRules;
pub(crate) struct BrazilianRules;

impl Rules for EnglishRules {
    const VARIANT: Variant = Variant::English;
    const HALF: u32 = 4;
    // 000 art. 1.17, 1.21: a king moves and captures one square in any direction.
    const FLYING_KINGS: bool = false;
    // 000 art. 1.18: a man captures forward only.
    const MEN_CAPTURE_BACKWARD: bool = false;
    // 000 art. 1.20: any capture may be chosen, not necessarily the one that gains the most.
    const MAJORITY: bool = false;
    // 000 art. 1.19: a man reaching the king row in a capture is crowned and the move ends.
    const CROWN: Crown = Crown::EndsMove;
}

impl Rules for InternationalRules {
    const VARIANT: Variant = Variant::International;
    const HALF: u32 = 5;
    // 001 art. 3.9 (moves), 4.3 (captures): flying kings.
    const FLYING_KINGS: bool = true;
    // 001 art. 4.1: captures forward and backward.
    const MEN_CAPTURE_BACKWARD: bool = true;
    // 001 art. 4.13: the capture of the most pieces is compulsory, a king counting as one.
    const MAJORITY: bool = true;
    // 001 art. 4.15: a man passing over the promotion row during a capture stays a man.
    const CROWN: Crown = Crown::AtEndOnly;
}

impl Rules for RussianRules {
    const VARIANT: Variant = Variant::Russian;
    const HALF: u32 = 4;
    // 002 art. 3.8, 4.3: flying kings.
    const FLYING_KINGS: bool = true;
    // 002 art. 4.1: men capture backward too.
    const MEN_CAPTURE_BACKWARD: bool = true;
    // 002 art. 4.13: free choice among captures, whatever their size.
    const MAJORITY: bool = false;
    // 002 art. 4.14: crowned at once on the last row, the capture goes on as a king.
    const CROWN: Crown = Crown::ContinuesAsKing;
}

impl Rules for BrazilianRules {
    const VARIANT: Variant = Variant::Brazilian;
    const HALF: u32 = 4;
    const FLYING_KINGS: bool = true;
    const MEN_CAPTURE_BACKWARD: bool = true;
    // 002 art. 4.16.1: the capture of the greatest number of pieces is required.
    const MAJORITY: bool = true;
    // 002 art. 4.16.2-4.16.3: a man passing the last row in a capture stays a man.
    const CROWN: Crown = Crown::AtEndOnly;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts() {
        assert_eq!(InternationalRules::VALID.count_ones(), 50);
        assert_eq!(EnglishRules::VALID.count_ones(), 32);
        assert_eq!(InternationalRules::BOTTOM.count_ones(), 5);
        assert_eq!(index_of(5, bit_of(5, 49)), 49);
        for s in 0..50 {
            assert_eq!(index_of(5, bit_of(5, s)), s);
        }
        for s in 0..32 {
            assert_eq!(index_of(4, bit_of(4, s)), s);
        }
        // Square 6 (a9) has no up-left neighbour; square 7 (c9) has 1 (b10) up-left.
        let b6 = 1u64 << bit_of(5, 5);
        assert_eq!(step::<InternationalRules>(b6, 2), 0);
        assert_eq!(step::<InternationalRules>(1 << bit_of(5, 6), 0), 1);
    }
}
