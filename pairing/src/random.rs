//! Random tournaments, for property tests and benchmarks: players with
//! ratings, rounds with random results, forfeits, half-point byes and
//! absences. Rounds are paired either by a quick greedy method (score order,
//! no rematch) or by a given engine.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::tournament::{
    Colour, Player, ResultCode, RoundPairing, RoundRecord, Scoring, Tournament,
};

/// An empty tournament of `players` players with descending ratings.
pub fn entries(players: usize, total_rounds: u32, scoring: Scoring) -> Tournament {
    Tournament {
        name: "Random".to_string(),
        total_rounds: Some(total_rounds),
        scoring,
        initial_colour: Some(Colour::White),
        system: None,
        players: (1..=players as u32)
            .map(|id| Player {
                id,
                name: format!("Player {id}"),
                rating: 2600u32.saturating_sub(id),
                points: 0,
                identity: String::new(),
                rounds: Vec::new(),
            })
            .collect(),
        forbidden: Vec::new(),
        accelerations: Vec::new(),
        byes: Vec::new(),
        abnormal: Vec::new(),
        other_lines: Vec::new(),
    }
}

/// Marks some players absent (zero-point bye) or on a half-point bye for the next round.
pub fn announce_absences(t: &mut Tournament, rng: &mut ChaCha8Rng, rate: f64) {
    let played = t.rounds_played();
    for p in &mut t.players {
        while p.rounds.len() < played {
            p.rounds.push(RoundRecord::UNPAIRED);
        }
        if rng.random_bool(rate) {
            let code = if rng.random_bool(0.5) {
                ResultCode::HalfBye
            } else {
                ResultCode::ZeroBye
            };
            p.rounds.push(RoundRecord {
                opponent: None,
                colour: None,
                result: Some(code),
            });
        }
    }
}

/// Records a round's pairing with random results (some forfeits).
pub fn play(t: &mut Tournament, pairing: &RoundPairing, rng: &mut ChaCha8Rng) {
    let played = t.rounds_played();
    let set = |t: &mut Tournament, id: u32, rec: RoundRecord| {
        let i = t.index_of(id).expect("listed player");
        let p = &mut t.players[i];
        while p.rounds.len() < played {
            p.rounds.push(RoundRecord::UNPAIRED);
        }
        p.rounds.truncate(played);
        p.rounds.push(rec);
    };
    for &(w, b) in &pairing.boards {
        let roll: f64 = rng.random();
        let (rw, rb) = if roll < 0.03 {
            (ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
        } else if roll < 0.06 {
            (ResultCode::ForfeitLoss, ResultCode::ForfeitWin)
        } else if roll < 0.45 {
            (ResultCode::Win, ResultCode::Loss)
        } else if roll < 0.75 {
            (ResultCode::Loss, ResultCode::Win)
        } else {
            (ResultCode::Draw, ResultCode::Draw)
        };
        set(
            t,
            w,
            RoundRecord {
                opponent: Some(b),
                colour: Some(Colour::White),
                result: Some(rw),
            },
        );
        set(
            t,
            b,
            RoundRecord {
                opponent: Some(w),
                colour: Some(Colour::Black),
                result: Some(rb),
            },
        );
    }
    if let Some(b) = pairing.bye {
        set(
            t,
            b,
            RoundRecord {
                opponent: None,
                colour: None,
                result: Some(ResultCode::PairingBye),
            },
        );
    }
}

/// A quick pairing: players in score order, each with the next one not met before.
pub fn greedy_pairing(t: &Tournament) -> RoundPairing {
    let played = t.rounds_played();
    let mut order: Vec<usize> = (0..t.players.len())
        .filter(|&i| t.players[i].rounds.len() <= played)
        .collect();
    let score = |i: usize| -> u32 {
        t.players[i]
            .rounds
            .iter()
            .take(played)
            .map(|r| t.scoring.points(r))
            .sum()
    };
    let scores: Vec<u32> = (0..t.players.len()).map(score).collect();
    order.sort_by(|&a, &b| scores[b].cmp(&scores[a]).then(a.cmp(&b)));
    let mut used = vec![false; t.players.len()];
    let mut boards = Vec::new();
    for k in 0..order.len() {
        let a = order[k];
        if used[a] {
            continue;
        }
        let met = |b: usize| {
            t.players[a]
                .rounds
                .iter()
                .any(|r| r.opponent == Some(t.players[b].id))
        };
        if let Some(&b) = order[k + 1..].iter().find(|&&b| !used[b] && !met(b)) {
            used[a] = true;
            used[b] = true;
            let whites = |i: usize| {
                t.players[i]
                    .rounds
                    .iter()
                    .filter(|r| r.played_colour() == Some(Colour::White))
                    .count()
            };
            if whites(a) <= whites(b) {
                boards.push((t.players[a].id, t.players[b].id));
            } else {
                boards.push((t.players[b].id, t.players[a].id));
            }
        }
    }
    let left: Vec<usize> = order.iter().copied().filter(|&i| !used[i]).collect();
    RoundPairing {
        boards,
        bye: left.first().map(|&i| t.players[i].id),
    }
}

/// A tournament of `players` players after `rounds` greedily paired rounds, with absences announced for the next.
pub fn tournament(players: usize, rounds: usize, seed: u64) -> Tournament {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut t = entries(players, rounds as u32 + 2, Scoring::CHESS);
    for _ in 0..rounds {
        announce_absences(&mut t, &mut rng, 0.02);
        let pairing = greedy_pairing(&t);
        play(&mut t, &pairing, &mut rng);
    }
    announce_absences(&mut t, &mut rng, 0.02);
    t
}

/// A seeded random number generator.
pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_tournaments_are_consistent() {
        let t = tournament(40, 4, 7);
        let text = super::super::trf::write(&t);
        let back = super::super::trf::parse(&text).expect("the writer's output reads back");
        assert_eq!(back.players.len(), 40);
        assert_eq!(back.rounds_played(), 4);
        for p in &back.players {
            assert_eq!(p.rounds, t.players[(p.id - 1) as usize].rounds);
        }
    }
}
