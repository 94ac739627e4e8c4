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

/// The colour player `id`'s record of round `round` (1-based) gives them.
fn colour_in(t: &Tournament, id: u32, round: usize) -> Option<Colour> {
    let p = &t.players[t.index_of(id)?];
    p.rounds.get(round - 1)?.colour
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
            let mut a = as_set(&expected);
            let b = as_set(&got);
            // A board the file records without colours (a forfeit, `214 - -` / `251 - +`)
            // matches the engine's board of the same two players whichever has White, as the
            // reference checker (bbpPairings) has it: the engine's White may be either player
            // of a board whose record gives them no colour.
            let turned: Vec<(u32, u32)> = a
                .iter()
                .copied()
                .filter(|&(w, bl)| {
                    bl != 0
                        && !b.contains(&(w, bl))
                        && b.contains(&(bl, w))
                        && colour_in(full, bl, round).is_none()
                })
                .collect();
            for (w, bl) in turned {
                a.remove(&(w, bl));
                a.insert((bl, w));
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trf;

    /// Eight players and round 1 as the engine pairs it (1-5, 6-2, 3-7, 8-4), with board 2
    /// written as `colours`: its player 6, then its player 2.
    fn round_one(six: &str, two: &str) -> Tournament {
        let block = |no: u32| match no {
            1 => "   5 w 1".to_owned(),
            5 => "   1 b 0".to_owned(),
            6 => six.to_owned(),
            2 => two.to_owned(),
            3 => "   7 w =".to_owned(),
            7 => "   3 b =".to_owned(),
            8 => "   4 w 0".to_owned(),
            _ => "   8 b 1".to_owned(),
        };
        let mut text = "012 Colourless\nXXR 5\nXXC white1\n".to_owned();
        for no in 1..=8u32 {
            text.push_str(&format!(
                "001 {no:>4}      {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {no:>4}  {}\n",
                format!("Player {no}"),
                2400 - 10 * no,
                "",
                "",
                "",
                "0.0",
                block(no)
            ));
        }
        trf::parse(&text).unwrap()
    }

    #[test]
    fn a_board_without_colours_matches_the_engines_board_either_way() {
        // As the engine pairs it, with colours: no discrepancy.
        assert_eq!(replay_dutch(&round_one("   2 w 1", "   6 b 0")), []);
        // A forfeit recorded without colours: the file's board is 2-6 by number; the engine's
        // 6-2 is the same board.
        assert_eq!(replay_dutch(&round_one("   2 - +", "   6 - -")), []);
        // With colours the other way round, it is a discrepancy.
        let d = replay_dutch(&round_one("   2 b 1", "   6 w 0"));
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(
            d[0].to_string(),
            "round 1: file has [2-6], engine pairs [6-2]"
        );
    }
}
