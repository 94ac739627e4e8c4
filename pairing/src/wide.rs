//! A fixed-width two's-complement integer of `L` 64-bit limbs, used for the
//! edge weights of the Dutch system, which encode many criteria one above the
//! other and need more than 128 bits for large fields.
//!
//! Arithmetic wraps like the machine integers; comparison is signed, so the
//! dual variables of the matching algorithm may go through negative values.

use std::cmp::Ordering;
use std::fmt;

/// A signed integer of `64 * L` bits.
#[derive(Clone, Copy, Eq)]
pub struct Wide<const L: usize> {
    /// Limbs, least significant first.
    limbs: [u64; L],
}

impl<const L: usize> PartialEq for Wide<L> {
    /// Limb by limb, without a call to `memcmp` (which the derived
    /// comparison of the array makes).
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        let mut diff = 0;
        for i in 0..L {
            diff |= self.limbs[i] ^ other.limbs[i];
        }
        diff == 0
    }
}

impl<const L: usize> Wide<L> {
    /// Zero.
    pub const ZERO: Self = Wide { limbs: [0; L] };

    /// The number of bits.
    pub const BITS: u32 = 64 * L as u32;

    /// The value of a small non-negative integer.
    pub fn from_u64(value: u64) -> Self {
        let mut limbs = [0; L];
        limbs[0] = value;
        Wide { limbs }
    }

    /// Whether the value is zero.
    #[inline]
    pub fn is_zero(&self) -> bool {
        self.limbs.iter().fold(0, |acc, &l| acc | l) == 0
    }

    /// Whether the value is negative.
    pub fn is_negative(&self) -> bool {
        self.limbs[L - 1] >> 63 == 1
    }

    /// Wrapping addition.
    #[inline]
    pub fn wrapping_add(self, other: Self) -> Self {
        // A 128-bit sum per limb, which compiles to a chain of additions
        // with carry.
        let mut limbs = [0; L];
        let mut carry = 0u64;
        for (i, limb) in limbs.iter_mut().enumerate() {
            let s = self.limbs[i] as u128 + other.limbs[i] as u128 + carry as u128;
            *limb = s as u64;
            carry = (s >> 64) as u64;
        }
        Wide { limbs }
    }

    /// Wrapping subtraction.
    #[inline]
    pub fn wrapping_sub(self, other: Self) -> Self {
        let mut limbs = [0; L];
        let mut borrow = 0u64;
        for (i, limb) in limbs.iter_mut().enumerate() {
            let d = (self.limbs[i] as u128)
                .wrapping_sub(other.limbs[i] as u128)
                .wrapping_sub(borrow as u128);
            *limb = d as u64;
            borrow = ((d >> 64) as u64) & 1;
        }
        Wide { limbs }
    }

    /// Shifts left by `shift` bits (bits shifted out are lost).
    pub fn shifted_left(self, shift: u32) -> Self {
        if shift >= Self::BITS {
            return Self::ZERO;
        }
        let words = (shift / 64) as usize;
        let bits = shift % 64;
        let mut limbs = [0; L];
        for i in (words..L).rev() {
            let src = i - words;
            let mut v = self.limbs[src] << bits;
            if bits > 0 && src > 0 {
                v |= self.limbs[src - 1] >> (64 - bits);
            }
            limbs[i] = v;
        }
        Wide { limbs }
    }

    /// `value` shifted left by `n` bits (what does not fit dropped), without
    /// a shift of every limb.
    #[inline]
    pub fn from_u64_at(value: u64, n: u32) -> Self {
        let mut limbs = [0; L];
        let (word, bits) = ((n / 64) as usize, n % 64);
        if word < L {
            limbs[word] = value << bits;
            if bits > 0 && word + 1 < L {
                limbs[word + 1] = value >> (64 - bits);
            }
        }
        Wide { limbs }
    }

    /// The lowest 64 bits.
    pub fn low_u64(&self) -> u64 {
        self.limbs[0]
    }

    /// The power of two `2^n` (zero when it does not fit), without a shift
    /// of every limb.
    #[inline]
    pub fn bit(n: u32) -> Self {
        let mut limbs = [0; L];
        if n < Self::BITS {
            limbs[(n / 64) as usize] = 1 << (n % 64);
        }
        Wide { limbs }
    }

    /// Arithmetic shift right by one bit (halving, rounding towards minus infinity).
    #[inline]
    pub fn half(self) -> Self {
        let mut limbs = [0; L];
        let sign = self.limbs[L - 1] & (1 << 63);
        for (i, limb) in limbs.iter_mut().enumerate() {
            let high = if i + 1 < L {
                self.limbs[i + 1] << 63
            } else {
                sign
            };
            *limb = (self.limbs[i] >> 1) | high;
        }
        Wide { limbs }
    }

    /// The number of significant bits of a non-negative value.
    pub fn bit_length(&self) -> u32 {
        for i in (0..L).rev() {
            if self.limbs[i] != 0 {
                return 64 * i as u32 + (64 - self.limbs[i].leading_zeros());
            }
        }
        0
    }
}

impl<const L: usize> Ord for Wide<L> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        // The top limb compares signed, the others unsigned.
        let (a, b) = (self.limbs[L - 1] as i64, other.limbs[L - 1] as i64);
        if a != b {
            return a.cmp(&b);
        }
        for i in (0..L - 1).rev() {
            match self.limbs[i].cmp(&other.limbs[i]) {
                Ordering::Equal => continue,
                o => return o,
            }
        }
        Ordering::Equal
    }
}

impl<const L: usize> PartialOrd for Wide<L> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const L: usize> fmt::Debug for Wide<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x")?;
        for limb in self.limbs.iter().rev() {
            write!(f, "{limb:016x}")?;
        }
        Ok(())
    }
}

impl<const L: usize> Wide<L> {
    /// Bitwise or.
    pub fn or(self, other: Self) -> Self {
        let mut limbs = self.limbs;
        for (l, o) in limbs.iter_mut().zip(other.limbs) {
            *l |= o;
        }
        Wide { limbs }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type W = Wide<2>;

    #[test]
    fn a_bit_is_one_shifted_left() {
        for n in 0..W::BITS + 3 {
            assert_eq!(W::bit(n), W::from_u64(1).shifted_left(n), "bit {n}");
            assert_eq!(
                Wide::<5>::bit(n * 2),
                Wide::<5>::from_u64(1).shifted_left(n * 2)
            );
        }
        assert!(W::bit(W::BITS).is_zero());
        for n in 0..W::BITS + 3 {
            for v in [1, 3, u64::MAX, 1 << 63, 0x8000_0001] {
                let expected = W::from_u64(v).shifted_left(n);
                assert_eq!(W::from_u64_at(v, n), expected, "{v} at {n}");
            }
        }
    }

    fn w(v: i128) -> W {
        let u = v as u128;
        let mut x = W::ZERO;
        x.limbs[0] = u as u64;
        x.limbs[1] = (u >> 64) as u64;
        x
    }

    fn back(x: W) -> i128 {
        ((x.limbs[1] as u128) << 64 | x.limbs[0] as u128) as i128
    }

    proptest::proptest! {
        #[test]
        fn arithmetic_matches_i128(a in -(1i128 << 100)..(1i128 << 100), b in -(1i128 << 100)..(1i128 << 100), s in 0u32..20) {
            proptest::prop_assert_eq!(back(w(a).wrapping_add(w(b))), a + b);
            proptest::prop_assert_eq!(back(w(a).wrapping_sub(w(b))), a - b);
            proptest::prop_assert_eq!(w(a).cmp(&w(b)), a.cmp(&b));
            proptest::prop_assert_eq!(back(w(a).half()), a >> 1);
            proptest::prop_assert_eq!(back(w(a).shifted_left(s)), a << s);
        }
    }

    #[test]
    fn shifts_cross_limbs() {
        let one = W::from_u64(1);
        assert_eq!(back(one.shifted_left(64)), 1i128 << 64);
        assert_eq!(one.shifted_left(70).bit_length(), 71);
        assert!(one.shifted_left(127).is_negative());
        assert!(one.shifted_left(128).is_zero());
    }
}
