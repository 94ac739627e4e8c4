//! Move generation on the padded layout, generic over the variant's [`Rules`].
//!
//! Captures follow 001 art. 4.8 / 002 art. 4.8: captured pieces stay on the board until the move is
//! over, so a piece is never jumped twice and a captured piece blocks the way, while empty squares
//! (including the square the capturing piece started from) may be crossed again.

use crate::geometry::{Crown, Rules, back, step};

/// The bare facts of the position that move generation needs, in the padded layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Board {
    pub white: u64,
    pub black: u64,
    pub kings: u64,
    pub white_to_move: bool,
}

/// A move in the padded layout: bit indices of origin and destination, captured bits, and whether a
/// man was crowned during the capture (only under [`Crown::ContinuesAsKing`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RawMove {
    pub from: u8,
    pub to: u8,
    pub crowned: bool,
    pub captured: u64,
}

impl Board {
    #[inline(always)]
    pub fn own_opp(&self) -> (u64, u64) {
        if self.white_to_move {
            (self.white, self.black)
        } else {
            (self.black, self.white)
        }
    }

    /// The board after `m`, which must be a move of the side to move.
    #[inline(always)]
    pub fn play<R: Rules>(&self, m: &RawMove) -> Board {
        let from = 1u64 << m.from;
        let to = 1u64 << m.to;
        let (mut own, mut opp) = self.own_opp();
        let mut kings = self.kings;
        let was_king = kings & from != 0;
        own = (own & !from) | to;
        opp &= !m.captured;
        kings &= !m.captured;
        if was_king {
            kings = (kings & !from) | to;
        } else {
            let promo = if self.white_to_move {
                R::TOP
            } else {
                R::BOTTOM
            };
            if m.crowned || to & promo != 0 {
                kings |= to;
            }
        }
        let (white, black) = if self.white_to_move {
            (own, opp)
        } else {
            (opp, own)
        };
        Board {
            white,
            black,
            kings,
            white_to_move: !self.white_to_move,
        }
    }
}

/// Where generated moves go.
pub(crate) trait Sink {
    fn clear(&mut self);
    fn contains(&self, from: u8, to: u8, captured: u64) -> bool;
    fn push(&mut self, m: RawMove, path: &[u8]);
}

impl Sink for Vec<RawMove> {
    #[inline]
    fn clear(&mut self) {
        Vec::clear(self);
    }

    #[inline]
    fn contains(&self, from: u8, to: u8, captured: u64) -> bool {
        self.iter()
            .any(|m| m.captured == captured && m.from == from && m.to == to)
    }

    #[inline]
    fn push(&mut self, m: RawMove, _path: &[u8]) {
        Vec::push(self, m);
    }
}

/// Moves with their landing squares (bit indices), for the public API.
pub(crate) type PathMoves = Vec<(RawMove, Vec<u8>)>;

impl Sink for PathMoves {
    fn clear(&mut self) {
        Vec::clear(self);
    }

    fn contains(&self, from: u8, to: u8, captured: u64) -> bool {
        self.iter()
            .any(|(m, _)| m.captured == captured && m.from == from && m.to == to)
    }

    fn push(&mut self, m: RawMove, path: &[u8]) {
        Vec::push(self, (m, path.to_vec()));
    }
}

/// The directions (bit `d` for direction `d`) in which men capture: forward and backward
/// (001 art. 4.1, 002 art. 4.1) or forward only (000 art. 1.18).
#[inline(always)]
fn man_capture_dirs<R: Rules>(white: bool) -> u32 {
    if R::MEN_CAPTURE_BACKWARD {
        0b1111
    } else {
        man_move_dirs(white)
    }
}

/// The directions in which men move: forward (up for White, down for Black).
#[inline(always)]
fn man_move_dirs(white: bool) -> u32 {
    if white { 0b0011 } else { 0b1100 }
}

/// Longest capture path held (more than the number of pieces any side can have).
const MAX_PATH: usize = 64;

struct CaptureGen<'a, R: Rules, S: Sink> {
    opp: u64,
    empty: u64,
    promo: u64,
    white: bool,
    from: u8,
    majority: bool,
    dedup: bool,
    max: u32,
    path: [u8; MAX_PATH],
    len: usize,
    sink: &'a mut S,
    _rules: std::marker::PhantomData<R>,
}

impl<R: Rules, S: Sink> CaptureGen<'_, R, S> {
    #[inline]
    fn emit(&mut self, to: u64, captured: u64, crowned: bool) {
        let n = captured.count_ones();
        if self.majority {
            if n < self.max {
                return;
            }
            if n > self.max {
                self.sink.clear();
            }
        }
        self.max = self.max.max(n);
        let to = to.trailing_zeros() as u8;
        // Two capture sequences with the same origin, destination and captured pieces are one move.
        if self.dedup && self.sink.contains(self.from, to, captured) {
            return;
        }
        self.sink.push(
            RawMove {
                from: self.from,
                to,
                crowned,
                captured,
            },
            &self.path[..self.len],
        );
    }

    #[inline]
    fn push_path(&mut self, sq: u64) {
        self.path[self.len] = sq.trailing_zeros() as u8;
        self.len += 1;
    }

    /// Captures of a man standing on `sq` after capturing `cap`; `true` if it can capture.
    fn man(&mut self, sq: u64, cap: u64) -> bool {
        let mut any = false;
        let dirs = man_capture_dirs::<R>(self.white);
        for d in 0..4 {
            if dirs & (1 << d) == 0 {
                continue;
            }
            let t = step::<R>(sq, d) & self.opp & !cap;
            if t == 0 {
                continue;
            }
            let l = step::<R>(t, d) & self.empty;
            if l == 0 {
                continue;
            }
            any = true;
            let ncap = cap | t;
            self.push_path(l);
            if l & self.promo != 0 {
                match R::CROWN {
                    // 000 art. 1.19: crowned, and the move ends at once.
                    Crown::EndsMove => self.emit(l, ncap, true),
                    // 002 art. 4.14: crowned at once, goes on capturing as a king.
                    Crown::ContinuesAsKing => {
                        if !self.king(l, ncap, true) {
                            self.emit(l, ncap, true);
                        }
                    }
                    // 001 art. 4.15, 002 art. 4.16.2: goes on as a man; crowned if it ends here.
                    Crown::AtEndOnly => {
                        if !self.man(l, ncap) {
                            self.emit(l, ncap, false);
                        }
                    }
                }
            } else if !self.man(l, ncap) {
                self.emit(l, ncap, false);
            }
            self.len -= 1;
        }
        any
    }

    /// Captures of a king on `sq` after capturing `cap`; `true` if it can capture.
    fn king(&mut self, sq: u64, cap: u64, crowned: bool) -> bool {
        let mut any = false;
        for d in 0..4 {
            let mut t = step::<R>(sq, d);
            if R::FLYING_KINGS {
                while t & self.empty != 0 {
                    t = step::<R>(t, d);
                }
            }
            // 001 art. 4.7-4.8: only an opponent's piece not yet jumped can be jumped.
            if t & self.opp & !cap == 0 {
                continue;
            }
            let mut l = step::<R>(t, d) & self.empty;
            if l == 0 {
                continue;
            }
            any = true;
            let ncap = cap | t;
            if !R::FLYING_KINGS {
                self.push_path(l);
                if !self.king(l, ncap, crowned) {
                    self.emit(l, ncap, crowned);
                }
                self.len -= 1;
                continue;
            }
            // 001 art. 4.3, 4.6: the king lands on any free square behind the piece, but must
            // go on capturing if it can (002 art. 4.6 likewise), so if some landing squares allow
            // a further capture, only those may be chosen.
            let mut stops = 0u64;
            let mut continued = false;
            while l != 0 {
                self.push_path(l);
                if self.king(l, ncap, crowned) {
                    continued = true;
                } else {
                    stops |= l;
                }
                self.len -= 1;
                l = step::<R>(l, d) & self.empty;
            }
            if !continued {
                while stops != 0 {
                    let s = stops & stops.wrapping_neg();
                    stops ^= s;
                    self.push_path(s);
                    self.emit(s, ncap, crowned);
                    self.len -= 1;
                }
            }
        }
        any
    }
}

/// Appends the capture moves of the side to move to `sink` (which must be empty). With `majority`,
/// only the captures of the most pieces are kept; with `dedup`, sequences with the same origin,
/// destination and captured set are kept once. Returns the most pieces captured by one move.
pub(crate) fn captures<R: Rules, S: Sink>(
    b: &Board,
    sink: &mut S,
    majority: bool,
    dedup: bool,
) -> u32 {
    let (own, opp) = b.own_opp();
    let all_empty = !(own | opp) & R::VALID;
    let mut g = CaptureGen::<R, S> {
        opp,
        empty: all_empty,
        promo: if b.white_to_move { R::TOP } else { R::BOTTOM },
        white: b.white_to_move,
        from: 0,
        majority,
        dedup,
        max: 0,
        path: [0; MAX_PATH],
        len: 0,
        sink,
        _rules: std::marker::PhantomData,
    };
    // Only the men that have a first jump (3 - d is the direction opposite d).
    let all_men = own & !b.kings;
    let dirs = man_capture_dirs::<R>(b.white_to_move);
    let mut men = 0;
    for d in 0..4 {
        if dirs & (1 << d) != 0 {
            men |= step::<R>(step::<R>(all_empty, 3 - d) & opp, 3 - d) & all_men;
        }
    }
    while men != 0 {
        let m = men & men.wrapping_neg();
        men ^= m;
        g.from = m.trailing_zeros() as u8;
        g.empty = all_empty | m;
        g.man(m, 0);
    }
    // Only the kings that have a first jump: walk back from each opponent's piece with a free
    // square behind it, over free squares, to the kings that see it.
    let all_kings = own & b.kings;
    let mut kings = 0;
    if all_kings != 0 {
        for d in 0..4 {
            let mut r = step::<R>(step::<R>(all_empty, 3 - d) & opp, 3 - d);
            while r != 0 {
                kings |= r & all_kings;
                if !R::FLYING_KINGS {
                    break;
                }
                r = step::<R>(r & all_empty, 3 - d);
            }
        }
    }
    while kings != 0 {
        let k = kings & kings.wrapping_neg();
        kings ^= k;
        g.from = k.trailing_zeros() as u8;
        g.empty = all_empty | k;
        g.king(k, 0, false);
    }
    g.max
}

/// Whether the side to move has a capture (capturing is compulsory: 000 art. 1.20, 001 art. 4.2-4.3,
/// 002 art. 4.2-4.3).
#[inline(always)]
pub(crate) fn has_capture<R: Rules>(b: &Board) -> bool {
    let (own, opp) = b.own_opp();
    let empty = !(own | opp) & R::VALID;
    let men = own & !b.kings;
    let dirs = man_capture_dirs::<R>(b.white_to_move);
    let mut found = 0;
    for d in 0..4 {
        if dirs & (1 << d) != 0 {
            found |= step::<R>(step::<R>(men, d) & opp, d) & empty;
        }
    }
    if found != 0 {
        return true;
    }
    let kings = own & b.kings;
    if kings != 0 {
        for d in 0..4 {
            let mut f = kings;
            if R::FLYING_KINGS {
                let mut x = step::<R>(f, d) & empty;
                while x != 0 {
                    f |= x;
                    x = step::<R>(x, d) & empty;
                }
            }
            if step::<R>(step::<R>(f, d) & opp, d) & empty != 0 {
                return true;
            }
        }
    }
    false
}

/// Appends the non-capturing moves of the side to move.
#[inline(always)]
pub(crate) fn quiet_moves<R: Rules, S: Sink>(b: &Board, sink: &mut S) {
    let (own, opp) = b.own_opp();
    let empty = !(own | opp) & R::VALID;
    let men = own & !b.kings;
    // 000 art. 1.15, 001 art. 3.4, 002 art. 3.5: a man moves one square diagonally forward.
    let dirs = man_move_dirs(b.white_to_move);
    for d in 0..4 {
        if dirs & (1 << d) == 0 {
            continue;
        }
        let mut t = step::<R>(men, d) & empty;
        while t != 0 {
            let to = t.trailing_zeros();
            t &= t - 1;
            let m = RawMove {
                from: back::<R>(to, d) as u8,
                to: to as u8,
                crowned: false,
                captured: 0,
            };
            sink.push(m, &[to as u8]);
        }
    }
    let mut kings = own & b.kings;
    while kings != 0 {
        let k = kings & kings.wrapping_neg();
        kings ^= k;
        let from = k.trailing_zeros() as u8;
        for d in 0..4 {
            let mut t = step::<R>(k, d) & empty;
            while t != 0 {
                let to = t.trailing_zeros() as u8;
                sink.push(
                    RawMove {
                        from,
                        to,
                        crowned: false,
                        captured: 0,
                    },
                    &[to],
                );
                // 000 art. 1.17: one square; 001 art. 3.9, 002 art. 3.8: any distance.
                if !R::FLYING_KINGS {
                    break;
                }
                t = step::<R>(t, d) & empty;
            }
        }
    }
}

/// The number of non-capturing moves, without listing them.
#[inline(always)]
pub(crate) fn count_quiet<R: Rules>(b: &Board) -> u64 {
    let (own, opp) = b.own_opp();
    let empty = !(own | opp) & R::VALID;
    let men = own & !b.kings;
    let dirs = man_move_dirs(b.white_to_move);
    let mut n = 0u64;
    for d in 0..4 {
        if dirs & (1 << d) != 0 {
            n += u64::from((step::<R>(men, d) & empty).count_ones());
        }
    }
    let kings = own & b.kings;
    if kings != 0 {
        for d in 0..4 {
            let mut x = step::<R>(kings, d) & empty;
            while x != 0 {
                n += u64::from(x.count_ones());
                if !R::FLYING_KINGS {
                    break;
                }
                x = step::<R>(x, d) & empty;
            }
        }
    }
    n
}

/// All legal moves of the side to move (distinct by origin, destination and captured set).
#[inline(always)]
pub(crate) fn legal_moves<R: Rules, S: Sink>(b: &Board, sink: &mut S) {
    if has_capture::<R>(b) {
        captures::<R, S>(b, sink, R::MAJORITY, true);
    } else {
        quiet_moves::<R, S>(b, sink);
    }
}

/// The number of legal moves.
#[inline(always)]
pub(crate) fn count_moves<R: Rules>(b: &Board, scratch: &mut Vec<RawMove>) -> u64 {
    if has_capture::<R>(b) {
        scratch.clear();
        captures::<R, _>(b, scratch, R::MAJORITY, true);
        scratch.len() as u64
    } else {
        count_quiet::<R>(b)
    }
}

/// The number of leaves of the legal move tree `depth` plies deep. The last ply is counted without
/// being played.
pub(crate) fn perft<R: Rules>(b: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<RawMove>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    if b.white_to_move {
        perft_rec::<R, true>(b, &mut buffers)
    } else {
        perft_rec::<R, false>(b, &mut buffers)
    }
}

/// Perft with the side to move known at compile time (so that the generator's colour branches
/// fold away).
fn perft_rec<R: Rules, const WHITE: bool>(b: &Board, buffers: &mut [Vec<RawMove>]) -> u64 {
    let b = Board {
        white_to_move: WHITE,
        ..*b
    };
    let (buf, rest) = buffers.split_first_mut().expect("one buffer per ply");
    if rest.is_empty() {
        return count_moves::<R>(&b, buf);
    }
    let mut n = 0;
    let mut visit = |m: &RawMove, rest: &mut [Vec<RawMove>]| {
        let child = b.play::<R>(m);
        n += if WHITE {
            perft_rec::<R, false>(&child, rest)
        } else {
            perft_rec::<R, true>(&child, rest)
        };
    };
    if has_capture::<R>(&b) {
        buf.clear();
        captures::<R, _>(&b, buf, R::MAJORITY, true);
        for m in buf.iter() {
            visit(m, rest);
        }
    } else {
        // Quiet moves are visited as they are generated, without a list.
        quiet_moves::<R, _>(&b, &mut Visit(|m: RawMove| visit(&m, rest)));
    }
    n
}

/// A sink that hands each quiet move to a closure (quiet moves need no deduplication).
struct Visit<F: FnMut(RawMove)>(F);

impl<F: FnMut(RawMove)> Sink for Visit<F> {
    fn clear(&mut self) {}

    fn contains(&self, _from: u8, _to: u8, _captured: u64) -> bool {
        false
    }

    #[inline(always)]
    fn push(&mut self, m: RawMove, _path: &[u8]) {
        (self.0)(m);
    }
}
