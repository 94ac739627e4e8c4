//! A played Swiss of 500 players × 11 rounds with every tie-break, for the page benchmarks
//! (`benches/web.rs`) and the instruction count of pages by language (`examples/render_pages.rs`).

use crownhead::domain::{
    BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings, TieBreak, Tournament,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub const PLAYERS: u32 = 500;
pub const ROUNDS: u32 = 11;

/// A played Swiss: random pairings (an even field, so no byes), some forfeits.
pub fn tournament() -> Tournament {
    let mut s = Settings::preset(Preset::FmjdInternational, "Bench Open", ROUNDS);
    s.tie_breaks = TieBreak::ALL.to_vec();
    let mut t = Tournament::new(s).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for n in 1..=PLAYERS {
        let mut e = Entry::new(n, PlayerName::parse(&format!("Player {n}")).unwrap()).unwrap();
        e.rating = Some(1200 + rng.random_range(0..1400));
        t.add_entry(e).unwrap();
    }
    for _ in 1..=ROUNDS {
        let mut avail: Vec<u32> = (1..=PLAYERS).collect();
        avail.shuffle(&mut rng);
        let pairings: Vec<Pairing> = avail.chunks(2).map(|c| Pairing::game(c[0], c[1])).collect();
        let n = t.pair_round(&pairings, None).unwrap();
        t.publish_round(n).unwrap();
        for board in 1..=avail.len() as u32 / 2 {
            let g = match rng.random_range(0..100) {
                0..35 => GameReport::HomeWins,
                35..70 => GameReport::Draw,
                70..98 => GameReport::AwayWins,
                _ => GameReport::AwayAbsent,
            };
            t.record_result(n, board, &BoardReport::new(vec![g]))
                .unwrap();
        }
        t.close_round(n).unwrap();
    }
    t
}
