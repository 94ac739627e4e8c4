//! Standings with every tie-break for 1,000 players × 11 rounds (target: ≤ 20 ms), in the
//! order of `TieBreak::ALL` and with direct encounter first.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use crownhead::domain::{
    BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings, TieBreak, Tournament,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const PLAYERS: u32 = 1000;
const ROUNDS: u32 = 11;

/// A played tournament: random pairings, one requested bye and one pairing bye a round,
/// some forfeits and double absences.
fn tournament() -> Tournament {
    let mut s = Settings::preset(Preset::FmjdInternational, "Bench", ROUNDS);
    s.tie_breaks = TieBreak::ALL.to_vec();
    let mut t = Tournament::new(s).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    for n in 1..=PLAYERS {
        let mut e = Entry::new(n, PlayerName::parse(&format!("Player {n}")).unwrap()).unwrap();
        e.rating = Some(1200 + rng.random_range(0..1400));
        if n <= ROUNDS {
            e.requested_byes.insert(n);
        }
        t.add_entry(e).unwrap();
    }
    for r in 1..=ROUNDS {
        let mut avail: Vec<u32> = (1..=PLAYERS).filter(|&n| n != r).collect();
        avail.shuffle(&mut rng);
        let bye = avail.pop().unwrap();
        let mut pairings: Vec<Pairing> =
            avail.chunks(2).map(|c| Pairing::game(c[0], c[1])).collect();
        pairings.push(Pairing::pairing_bye(bye));
        let n = t.pair_round(&pairings, None).unwrap();
        t.publish_round(n).unwrap();
        for board in 1..=avail.len() as u32 / 2 {
            let g = match rng.random_range(0..100) {
                0..35 => GameReport::HomeWins,
                35..70 => GameReport::Draw,
                70..97 => GameReport::AwayWins,
                97..99 => GameReport::AwayAbsent,
                _ => GameReport::BothAbsent,
            };
            t.record_result(n, board, &BoardReport::new(vec![g]))
                .unwrap();
        }
        t.close_round(n).unwrap();
    }
    t
}

fn bench(c: &mut Criterion) {
    let t = tournament();
    let s = t.standings();
    assert_eq!(s.rows.len(), PLAYERS as usize);
    assert_eq!(s.after_round, ROUNDS);
    assert_eq!(s.tie_breaks.len(), TieBreak::ALL.len());
    c.bench_function("standings_1000_players_11_rounds_all_tie_breaks", |b| {
        b.iter(|| black_box(black_box(&t).standings()))
    });
    // Direct encounter first: tie groups of all the players on a score (about 40 each).
    let mut settings = t.settings().clone();
    settings
        .tie_breaks
        .retain(|tb| *tb != TieBreak::DirectEncounter);
    settings.tie_breaks.insert(0, TieBreak::DirectEncounter);
    let de = Tournament::from_parts(settings, t.entries().to_vec(), t.rounds().to_vec()).unwrap();
    c.bench_function(
        "standings_1000_players_11_rounds_direct_encounter_first",
        |b| b.iter(|| black_box(black_box(&de).standings())),
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
