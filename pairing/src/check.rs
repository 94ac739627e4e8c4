//! The checker: replays a finished tournament round by round, pairs each
//! round again from the rounds before it, and lists every difference.

use std::collections::BTreeSet;
use std::fmt;

use super::dutch::{self, DutchError};
use super::tournament::{Colour, RoundPairing, Tournament};

/// One round whose pairing differs from the engine's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Discrepancy {
    pub round: usize,
    pub kind: DiscrepancyKind,
}

/// How a round differs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiscrepancyKind {
    /// The boards (white, black) and byes the file has and the engine does not, and the reverse.
    Pairing {
        only_in_file: Vec<(u32, u32)>,
        only_in_engine: Vec<(u32, u32)>,
    },
    /// The engine found no pairing.
    Failed(String),
}

impl fmt::Display for Discrepancy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |v: &[(u32, u32)]| -> String {
            v.iter()
                .map(|(w, b)| {
                    if *b == 0 {
                        format!("{w}-bye")
                    } else {
                        format!("{w}-{b}")
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        match &self.kind {
            DiscrepancyKind::Pairing {
                only_in_file,
                only_in_engine,
            } => write!(
                f,
                "round {}: file has [{}], engine pairs [{}]",
                self.round,
                show(only_in_file),
                show(only_in_engine)
            ),
            DiscrepancyKind::Failed(e) => write!(f, "round {}: {e}", self.round),
        }
    }
}

/// The pairing a round of the file shows: boards and the pairing-allocated bye.
pub fn round_in_file(t: &Tournament, round: usize) -> RoundPairing {
    let mut boards = Vec::new();
    let mut bye = None;
    for p in &t.players {
        let Some(rec) = p.rounds.get(round - 1) else {
            continue;
        };
        if !rec.participated() {
            continue;
        }
        match (rec.opponent, rec.colour) {
            (Some(o), Some(Colour::White)) => boards.push((p.id, o)),
            (Some(o), None) if p.id < o => boards.push((p.id, o)),
            (Some(_), _) => {}
            (None, _) => bye = Some(p.id),
        }
    }
    RoundPairing { boards, bye }
}

fn as_set(p: &RoundPairing) -> BTreeSet<(u32, u32)> {
    let mut s: BTreeSet<(u32, u32)> = p.boards.iter().copied().collect();
    if let Some(b) = p.bye {
        s.insert((b, 0));
    }
    s
}

/// Replays every round of `t` with the Dutch system.
pub fn replay_dutch(t: &Tournament) -> Vec<Discrepancy> {
    let full = with_initial_colour(t);
    (1..=t.rounds_played())
        .filter_map(|round| replay_round(&full, round))
        .collect()
}

/// Replays round `round` (1-based) of `t` alone with the Dutch system, from
/// the rounds before it; `None` when the engine pairs it as the file does.
/// A round the file has not played is a bad argument: it panics.
pub fn replay_dutch_round(t: &Tournament, round: usize) -> Option<Discrepancy> {
    assert!(
        (1..=t.rounds_played()).contains(&round),
        "round {round} is not one of the file's {} rounds",
        t.rounds_played()
    );
    replay_round(&with_initial_colour(t), round)
}

/// The tournament with its initial colour stated, inferred from the first
/// round when the file does not give it.
fn with_initial_colour(t: &Tournament) -> Tournament {
    let mut full = t.clone();
    if full.initial_colour.is_none() {
        full.initial_colour = dutch::infer_initial_colour(t);
    }
    full
}

fn replay_round(full: &Tournament, round: usize) -> Option<Discrepancy> {
    let state = full.before_round(round);
    let expected = round_in_file(full, round);
    let kind = match dutch::pair(&state) {
        Ok(got) => {
            let a = as_set(&expected);
            let b = as_set(&got);
            if a == b {
                return None;
            }
            DiscrepancyKind::Pairing {
                only_in_file: a.difference(&b).copied().collect(),
                only_in_engine: b.difference(&a).copied().collect(),
            }
        }
        Err(e @ DutchError::NoValidPairing) | Err(e @ DutchError::TooWide(_)) => {
            DiscrepancyKind::Failed(e.to_string())
        }
    };
    Some(Discrepancy { round, kind })
}
