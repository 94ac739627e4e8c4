//! The draw rules that a game can reach on the board: repetition and the move-count rules of each
//! variant. A [`DrawTracker`] follows the legal moves of a game and says which rule, if any, was
//! reached first and at which ply.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use serde::{Deserialize, Serialize};

use crate::{Color, Position, Role, Square, Variant, VariantPosition};

/// A draw rule reached on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawRuleKind {
    /// The same position for the third time with the same side to move (000 1.32.1, 001 art. 6.1,
    /// 002 art. 7.2.3).
    ThreefoldRepetition,
    /// International: 25 moves each of kings only, no man moved, no capture (001 art. 6.2).
    TwentyFiveMoveKings,
    /// International: three kings, two kings and a man, or a king and two men against a lone king,
    /// 16 more moves each (001 art. 6.3).
    SixteenMoveEndgame,
    /// International: two kings, a king and a man, or a king against a lone king, 5 more moves each
    /// (001 art. 6.4).
    FiveMoveEndgame,
    /// Russian: three kings or more against a lone king, 15 moves (002 art. 7.2.4).
    FifteenMoveThreeKings,
    /// Russian: 15 moves each of kings only, no man moved, no capture (002 art. 7.2.5).
    FifteenMoveKings,
    /// Russian: both sides with kings and the balance unchanged (no capture, no crowning) for 30
    /// moves in 4- and 5-piece endings (002 art. 7.2.6).
    ThirtyMoveBalance,
    /// Russian: the same for 60 moves in 6- and 7-piece endings (002 art. 7.2.6).
    SixtyMoveBalance,
    /// Russian: two or three pieces with a king against a lone king, 5 moves (002 art. 7.2.7, 7.2.8).
    FiveMoveRegulation,
    /// English: no man advanced and no piece removed during each player's previous 40 moves; a
    /// draw the referee declares on a player's claim (000 1.32.2).
    FortyMove,
}

/// A draw rule reached, and when.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawRule {
    /// The rule.
    pub rule: DrawRuleKind,
    /// The ply (1-based) after which the rule applied.
    pub ply: usize,
    /// Whether the rule gives a draw only when claimed (English: 000 1.32 "can demonstrate"),
    /// rather than ending the game by itself.
    pub claimable: bool,
}

/// Follows a game ply by ply and reports the first draw rule reached.
#[derive(Debug, Clone)]
pub struct DrawTracker {
    variant: Variant,
    /// Position keys since the last irreversible move (a man moved or a capture), computed only
    /// once a reversible move follows it.
    history: Vec<u64>,
    /// The position after the last irreversible move, until its key is needed.
    base: Option<VariantPosition>,
    /// Plies since the last man move or capture.
    quiet_plies: usize,
    /// Plies since the last capture or crowning (Russian 7.2.6).
    balance_plies: usize,
    /// Plies since the current material configuration was reached (endgame rules).
    config_plies: usize,
    config: Option<(usize, usize, usize, usize)>,
    reached: Option<DrawRule>,
}

fn key<P: Position>(pos: &P) -> u64 {
    let mut h = DefaultHasher::new();
    pos.turn().hash(&mut h);
    for (sq, p) in pos.pieces() {
        (sq, p).hash(&mut h);
    }
    h.finish()
}

/// (white men, white kings, black men, black kings).
fn material<P: Position>(pos: &P) -> (usize, usize, usize, usize) {
    let mut m = (0, 0, 0, 0);
    for (_, p) in pos.pieces() {
        match (p.color, p.role) {
            (Color::White, Role::Man) => m.0 += 1,
            (Color::White, Role::King) => m.1 += 1,
            (Color::Black, Role::Man) => m.2 += 1,
            (Color::Black, Role::King) => m.3 += 1,
        }
    }
    m
}

/// Whether `(men, kings)` against a lone king is a configuration of the endgame rules: returns the
/// number of plies allowed, and the rule.
fn endgame_rule(
    variant: Variant,
    strong: (usize, usize),
    lone_king_sq: bool,
) -> Option<(DrawRuleKind, usize)> {
    let (men, kings) = strong;
    match variant {
        Variant::International => {
            // 001 art. 6.3: 3 kings, 2 kings + man, king + 2 men against one king: 16 moves each.
            if kings >= 1 && men + kings == 3 {
                return Some((DrawRuleKind::SixteenMoveEndgame, 32));
            }
            // 001 art. 6.4: 2 kings, king + man, or king against king: 5 moves each.
            if kings >= 1 && men + kings <= 2 {
                return Some((DrawRuleKind::FiveMoveEndgame, 10));
            }
            None
        }
        Variant::Russian | Variant::Brazilian => {
            // 002 art. 7.2.8: two kings, king and man, or king against a king: 5 moves.
            if kings >= 1 && men + kings <= 2 {
                return Some((DrawRuleKind::FiveMoveRegulation, 10));
            }
            // 002 art. 7.2.7: three kings, two kings and a man, king and two men against a king on
            // the long diagonal: 5 moves.
            if kings >= 1 && men + kings == 3 && lone_king_sq {
                return Some((DrawRuleKind::FiveMoveRegulation, 10));
            }
            // 002 art. 7.2.4: three kings (or more) against a single king: 15 moves.
            if kings >= 3 {
                return Some((DrawRuleKind::FifteenMoveThreeKings, 30));
            }
            None
        }
        Variant::English => None,
    }
}

fn on_long_diagonal(variant: Variant, sq: Square) -> bool {
    let (f, r) = sq.coords(variant);
    f == r
}

impl DrawTracker {
    /// A tracker starting at `pos`.
    pub fn new(pos: &VariantPosition) -> DrawTracker {
        let mut t = DrawTracker {
            variant: pos.variant(),
            history: Vec::new(),
            base: Some(pos.clone()),
            quiet_plies: 0,
            balance_plies: 0,
            config_plies: 0,
            config: None,
            reached: None,
        };
        t.config = Some(material(pos));
        t
    }

    /// The first draw rule reached so far.
    pub fn reached(&self) -> Option<DrawRule> {
        self.reached
    }

    /// Records ply `ply` (1-based): `moved_man` whether a man moved, `capture` whether pieces
    /// were taken, `crowned` whether a man was crowned; `after` is the position after it.
    pub fn record(
        &mut self,
        ply: usize,
        moved_man: bool,
        capture: bool,
        crowned: bool,
        after: &VariantPosition,
    ) {
        if self.reached.is_some() {
            return;
        }
        let v = self.variant;
        let reach = |rule, claimable| DrawRule {
            rule,
            ply,
            claimable,
        };
        let english = v == Variant::English;
        // Repetition: only positions since the last irreversible move can repeat.
        if moved_man || capture {
            self.history.clear();
            self.base = Some(after.clone());
        } else {
            if let Some(base) = self.base.take() {
                self.history.push(key(&base));
            }
            let k = key(after);
            self.history.push(k);
            if self.history.iter().filter(|&&h| h == k).count() >= 3 {
                self.reached = Some(reach(DrawRuleKind::ThreefoldRepetition, english));
                return;
            }
        }
        self.quiet_plies = if moved_man || capture {
            0
        } else {
            self.quiet_plies + 1
        };
        self.balance_plies = if capture || crowned {
            0
        } else {
            self.balance_plies + 1
        };
        if english {
            // 000 1.32.2: 40 moves each without a man advancing (men move only forward) and
            // without a capture.
            if self.quiet_plies >= 80 {
                self.reached = Some(reach(DrawRuleKind::FortyMove, true));
            }
            return;
        }
        let m = material(after);
        if Some(m) != self.config {
            self.config = Some(m);
            self.config_plies = 0;
        } else {
            self.config_plies += 1;
        }
        let (wm, wk, bm, bk) = m;
        match v {
            Variant::English => {}
            Variant::International => {
                // 001 art. 6.2: 25 moves each by kings only, no capture.
                if self.quiet_plies >= 50 {
                    self.reached = Some(reach(DrawRuleKind::TwentyFiveMoveKings, false));
                    return;
                }
            }
            Variant::Russian | Variant::Brazilian => {
                // 002 art. 7.2.5: 15 moves by kings only, no man moved, no capture.
                if self.quiet_plies >= 30 {
                    self.reached = Some(reach(DrawRuleKind::FifteenMoveKings, false));
                    return;
                }
                // 002 art. 7.2.6: both sides with kings, balance unchanged.
                let total = wm + wk + bm + bk;
                if wk > 0 && bk > 0 {
                    if (4..=5).contains(&total) && self.balance_plies >= 60 {
                        self.reached = Some(reach(DrawRuleKind::ThirtyMoveBalance, false));
                        return;
                    }
                    if (6..=7).contains(&total) && self.balance_plies >= 120 {
                        self.reached = Some(reach(DrawRuleKind::SixtyMoveBalance, false));
                        return;
                    }
                }
            }
        }
        // Endgames against a lone king.
        let lone = |men: usize, kings: usize, color: Color| -> Option<bool> {
            (men == 0 && kings == 1).then(|| {
                after
                    .pieces()
                    .iter()
                    .any(|(sq, p)| p.color == color && on_long_diagonal(v, *sq))
            })
        };
        let found = if let Some(diag) = lone(bm, bk, Color::Black) {
            endgame_rule(v, (wm, wk), diag)
        } else if let Some(diag) = lone(wm, wk, Color::White) {
            endgame_rule(v, (bm, bk), diag)
        } else {
            None
        };
        if let Some((rule, plies)) = found
            && self.config_plies >= plies
        {
            self.reached = Some(reach(rule, false));
        }
    }
}
