//! Round robins by the FIDE Berger tables (C.05 Annex 1), for 3 or more
//! players; an odd field gets a dummy player whose opponent has the bye.
//! Double round robins repeat the first cycle with colours reversed, with
//! the option of swapping the last two rounds of the first cycle (so that
//! nobody has the same colour three times running at the turn).

use thiserror::Error;

use super::tournament::RoundPairing;

/// Why a schedule cannot be made.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum RoundRobinError {
    #[error("a round robin needs at least 3 players (got {0})")]
    TooFewPlayers(usize),
    #[error("round {round} does not exist: {players} players play {rounds} rounds per cycle")]
    NoSuchRound {
        round: usize,
        players: usize,
        rounds: usize,
    },
}

/// The number of rounds of one cycle.
pub fn rounds_per_cycle(players: usize) -> usize {
    players + (players & 1) - 1
}

/// Round `round` (1-based) of the Berger table for `players` players
/// (starting numbers 1..=players), boards in the table's order.
///
/// C.05 Annex 1: with `n` the (even) table size and `m = n - 1`, the player
/// `n` meets `a = (round - 1) * n / 2 mod m + 1` on board 1, with Black in
/// odd rounds; on board `k + 1` player `a + k` (White) meets `a - k`, counted
/// cyclically in 1..=m.
pub fn berger_round(players: usize, round: usize) -> Result<RoundPairing, RoundRobinError> {
    if players < 3 {
        return Err(RoundRobinError::TooFewPlayers(players));
    }
    let n = players + (players & 1);
    let m = n - 1;
    if round == 0 || round > m {
        return Err(RoundRobinError::NoSuchRound {
            round,
            players,
            rounds: m,
        });
    }
    let wrap = |x: isize| -> usize { (x - 1).rem_euclid(m as isize) as usize + 1 };
    let a = (round - 1) * (n / 2) % m + 1;
    let mut boards = Vec::with_capacity(n / 2);
    let mut bye = None;
    let mut push = |w: usize, b: usize| {
        if w > players {
            bye = Some(b as u32);
        } else if b > players {
            bye = Some(w as u32);
        } else {
            boards.push((w as u32, b as u32));
        }
    };
    if round % 2 == 1 {
        push(a, n);
    } else {
        push(n, a);
    }
    for k in 1..n / 2 {
        push(wrap(a as isize + k as isize), wrap(a as isize - k as isize));
    }
    Ok(RoundPairing { boards, bye })
}

/// A whole schedule: `cycles` cycles (1 or 2, or more), colours reversed in
/// every even cycle; with `swap_last_two`, the last two rounds of the first
/// cycle are played in the other order (and the second cycle follows the
/// swapped order, reversed).
pub fn schedule(
    players: usize,
    cycles: usize,
    swap_last_two: bool,
) -> Result<Vec<RoundPairing>, RoundRobinError> {
    let m = rounds_per_cycle(players);
    let mut first: Vec<RoundPairing> = (1..=m)
        .map(|r| berger_round(players, r))
        .collect::<Result<_, _>>()?;
    if swap_last_two && m >= 2 {
        first.swap(m - 1, m - 2);
    }
    let mut out = Vec::with_capacity(m * cycles);
    for c in 0..cycles {
        for r in &first {
            if c % 2 == 0 {
                out.push(r.clone());
            } else {
                out.push(RoundPairing {
                    boards: r.boards.iter().map(|&(w, b)| (b, w)).collect(),
                    bye: r.bye,
                });
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Parses a published table row like "1-6 2-5 3-4".
    fn row(s: &str) -> Vec<(u32, u32)> {
        s.split_whitespace()
            .map(|p| {
                let (w, b) = p.split_once('-').unwrap();
                (w.parse().unwrap(), b.parse().unwrap())
            })
            .collect()
    }

    fn check_table(players: usize, table: &[&str]) {
        for (i, expected) in table.iter().enumerate() {
            let got = berger_round(players, i + 1).unwrap();
            assert_eq!(
                got.boards,
                row(expected),
                "{players} players, round {}",
                i + 1
            );
            assert_eq!(got.bye, None);
        }
    }

    // C.05 Annex 1, transcribed.
    #[test]
    fn four_players() {
        check_table(4, &["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
    }

    #[test]
    fn six_players() {
        check_table(
            6,
            &[
                "1-6 2-5 3-4",
                "6-4 5-3 1-2",
                "2-6 3-1 4-5",
                "6-5 1-4 2-3",
                "3-6 4-2 5-1",
            ],
        );
    }

    #[test]
    fn eight_players() {
        check_table(
            8,
            &[
                "1-8 2-7 3-6 4-5",
                "8-5 6-4 7-3 1-2",
                "2-8 3-1 4-7 5-6",
                "8-6 7-5 1-4 2-3",
                "3-8 4-2 5-1 6-7",
                "8-7 1-6 2-5 3-4",
                "4-8 5-3 6-2 7-1",
            ],
        );
    }

    #[test]
    fn ten_players() {
        check_table(
            10,
            &[
                "1-10 2-9 3-8 4-7 5-6",
                "10-6 7-5 8-4 9-3 1-2",
                "2-10 3-1 4-9 5-8 6-7",
                "10-7 8-6 9-5 1-4 2-3",
                "3-10 4-2 5-1 6-9 7-8",
                "10-8 9-7 1-6 2-5 3-4",
                "4-10 5-3 6-2 7-1 8-9",
                "10-9 1-8 2-7 3-6 4-5",
                "5-10 6-4 7-3 8-2 9-1",
            ],
        );
    }

    /// The published rule for going from one round to the next: the last
    /// player alternates colours on board 1 and meets the player `n/2`
    /// places further on (cyclically among 1..n-1); everyone else meets each
    /// other player exactly once; colours stay balanced.
    #[test]
    fn every_size_from_3_to_20_is_a_round_robin() {
        for players in 3..=20 {
            let m = rounds_per_cycle(players);
            let n = players + (players & 1);
            let mut met = HashSet::new();
            let mut whites = vec![0i32; players + 1];
            let mut byes = vec![0; players + 1];
            for r in 1..=m {
                let p = berger_round(players, r).unwrap();
                let mut seen = HashSet::new();
                for &(w, b) in &p.boards {
                    assert!(
                        seen.insert(w) && seen.insert(b),
                        "{players}: player twice in round {r}"
                    );
                    assert!(
                        met.insert((w.min(b), w.max(b))),
                        "{players}: {w}-{b} meet twice"
                    );
                    whites[w as usize] += 1;
                    whites[b as usize] -= 1;
                }
                if let Some(b) = p.bye {
                    assert!(seen.insert(b));
                    byes[b as usize] += 1;
                }
                assert_eq!(seen.len(), players, "{players}: round {r} incomplete");
                // Board 1 holds the last table number, alternating colours.
                if players % 2 == 0 {
                    let (w, b) = p.boards[0];
                    if r % 2 == 1 {
                        assert_eq!(b as usize, n);
                    } else {
                        assert_eq!(w as usize, n);
                    }
                    let a = if r % 2 == 1 { w } else { b } as usize;
                    assert_eq!(a, (r - 1) * (n / 2) % (n - 1) + 1);
                }
            }
            assert_eq!(met.len(), players * (players - 1) / 2);
            for (id, &w) in whites.iter().enumerate().skip(1) {
                assert!(
                    w.abs() <= 1,
                    "{players} players: player {id} colour difference {w}"
                );
            }
            if players % 2 == 1 {
                assert!(
                    byes.iter().skip(1).all(|&b| b == 1),
                    "each player has one bye"
                );
            }
        }
    }

    #[test]
    fn double_round_robin_reverses_colours_and_can_swap() {
        let plain = schedule(6, 2, false).unwrap();
        assert_eq!(plain.len(), 10);
        for r in 0..5 {
            let rev: Vec<(u32, u32)> = plain[r].boards.iter().map(|&(w, b)| (b, w)).collect();
            assert_eq!(plain[r + 5].boards, rev);
        }
        let swapped = schedule(6, 2, true).unwrap();
        assert_eq!(swapped[3], plain[4]);
        assert_eq!(swapped[4], plain[3]);
        assert_eq!(swapped[0..3], plain[0..3]);
        // Swapping avoids three same colours in a row over the turn.
        let colours = |rounds: &[RoundPairing], id: u32| -> String {
            rounds
                .iter()
                .map(|r| {
                    if r.boards.iter().any(|&(w, _)| w == id) {
                        'W'
                    } else {
                        'B'
                    }
                })
                .collect()
        };
        let runs = |rounds: &[RoundPairing], players: u32| {
            (1..=players).any(|id| {
                let c = colours(rounds, id);
                c.contains("WWW") || c.contains("BBB")
            })
        };
        for players in [6u32, 8, 10, 12] {
            assert!(runs(
                &schedule(players as usize, 2, false).unwrap(),
                players
            ));
            assert!(!runs(
                &schedule(players as usize, 2, true).unwrap(),
                players
            ));
        }
    }

    #[test]
    fn errors() {
        assert_eq!(berger_round(2, 1), Err(RoundRobinError::TooFewPlayers(2)));
        assert!(matches!(
            berger_round(5, 6),
            Err(RoundRobinError::NoSuchRound { .. })
        ));
        let odd = berger_round(5, 1).unwrap();
        assert_eq!(odd.bye, Some(1));
        assert_eq!(odd.boards, row("2-5 3-4"));
    }
}
