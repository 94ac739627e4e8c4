//! A played Swiss of 500 players × 11 rounds with every tie-break, for the page benchmarks
//! (`benches/web.rs`, `benches/me.rs`) and the instruction count of pages by language
//! (`examples/render_pages.rs`).

use crownhead::domain::{
    BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings, TieBreak, Tournament,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub const PLAYERS: u32 = 500;
pub const ROUNDS: u32 = 11;

/// The settings of the benchmark Swiss with its `PLAYERS` entered (rated at random) and the
/// generator that goes on to pair and play it.
pub fn entered() -> (Tournament, ChaCha8Rng) {
    let mut s = Settings::preset(Preset::FmjdInternational, "Bench Open", ROUNDS);
    s.tie_breaks = TieBreak::ALL.to_vec();
    let mut t = Tournament::new(s).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for n in 1..=PLAYERS {
        let mut e = Entry::new(n, PlayerName::parse(&format!("Player {n}")).unwrap()).unwrap();
        e.rating = Some(1200 + rng.random_range(0..1400));
        t.add_entry(e).unwrap();
    }
    (t, rng)
}

/// Pairs and publishes the next round at random (an even field, so no byes): its number and
/// its number of boards.
pub fn pair_at_random(t: &mut Tournament, rng: &mut ChaCha8Rng) -> (u32, u32) {
    let mut avail: Vec<u32> = (1..=PLAYERS).collect();
    avail.shuffle(rng);
    let pairings: Vec<Pairing> = avail.chunks(2).map(|c| Pairing::game(c[0], c[1])).collect();
    let n = t.pair_round(&pairings, None).unwrap();
    t.publish_round(n).unwrap();
    (n, avail.len() as u32 / 2)
}

/// Records one result a board of round `n`, drawn by `result`, and closes the round.
pub fn play(
    t: &mut Tournament,
    rng: &mut ChaCha8Rng,
    (n, boards): (u32, u32),
    result: impl Fn(&mut ChaCha8Rng) -> GameReport,
) {
    for board in 1..=boards {
        let g = result(rng);
        t.record_result(n, board, &BoardReport::new(vec![g]))
            .unwrap();
    }
    t.close_round(n).unwrap();
}

/// A copy of `t` with its pages in `lang`.
pub fn in_language(t: &Tournament, lang: crownhead::domain::Language) -> Tournament {
    let mut t = t.clone();
    let mut s = t.settings().clone();
    s.language = lang;
    t.change_settings(s).expect("the language changes");
    t
}

/// A played Swiss: random pairings (an even field, so no byes), some forfeits.
pub fn tournament() -> Tournament {
    let (mut t, mut rng) = entered();
    for _ in 1..=ROUNDS {
        let round = pair_at_random(&mut t, &mut rng);
        play(&mut t, &mut rng, round, |rng| {
            match rng.random_range(0..100) {
                0..35 => GameReport::HomeWins,
                35..70 => GameReport::Draw,
                70..98 => GameReport::AwayWins,
                _ => GameReport::AwayAbsent,
            }
        });
    }
    t
}
