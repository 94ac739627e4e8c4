//! A player's personal page (`/me/{token}`) in a 500-player event, round 6 of 11 running
//! (target: p50 under 5 ms): finding the link by its token's hash, the tournament (kept
//! loaded while its version is unchanged), the player's settings, check-in, reports and bye
//! requests from SQLite, and the page rendered.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use crownhead::domain::{
    BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings, TieBreak, Tournament,
};
use crownhead::store::commands::players::{Issue, issue_links};
use crownhead::web::AppState;
use crownhead::web::i18n::Tr;
use crownhead::web::me;
use crownhead::{domain::Language, store};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const PLAYERS: u32 = 500;
const ROUNDS: u32 = 11;
const PLAYED: u32 = 5;

/// A Swiss with random pairings: rounds 1-5 closed, round 6 published without results.
fn tournament() -> Tournament {
    let mut s = Settings::preset(Preset::FmjdInternational, "Bench Open", ROUNDS);
    s.tie_breaks = TieBreak::ALL.to_vec();
    let mut t = Tournament::new(s).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for n in 1..=PLAYERS {
        let mut e = Entry::new(n, PlayerName::parse(&format!("Player {n}")).unwrap()).unwrap();
        e.rating = Some(1200 + rng.random_range(0..1400));
        t.add_entry(e).unwrap();
    }
    for round in 1..=PLAYED + 1 {
        let mut avail: Vec<u32> = (1..=PLAYERS).collect();
        avail.shuffle(&mut rng);
        let pairings: Vec<Pairing> = avail.chunks(2).map(|c| Pairing::game(c[0], c[1])).collect();
        let n = t.pair_round(&pairings, None).unwrap();
        t.publish_round(n).unwrap();
        if round > PLAYED {
            break;
        }
        for board in 1..=avail.len() as u32 / 2 {
            let g = match rng.random_range(0..100) {
                0..35 => GameReport::HomeWins,
                35..70 => GameReport::Draw,
                _ => GameReport::AwayWins,
            };
            t.record_result(n, board, &BoardReport::new(vec![g]))
                .unwrap();
        }
        t.close_round(n).unwrap();
    }
    t
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("me.db");
    let mut conn = store::open(&path).unwrap();
    let id = store::import_tournament(&mut conn, &tournament(), "bench").unwrap();
    let tokens = issue_links(&mut conn, id, &Issue::Missing, "bench").unwrap();
    let state = AppState::open(&path, 1).unwrap();
    let token = tokens[41].1.clone();
    // Warm: the tournament and its standings are kept while the version is unchanged.
    let f = me::find(&state, &conn, &token).unwrap().unwrap();
    let html = me::page_html(&state, Tr::new(Language::En), &f).unwrap();
    assert!(html.contains("Player 42"), "{html}");
    c.bench_function("personal_page_500_players", |b| {
        b.iter(|| {
            let f = me::find(&state, &conn, black_box(&token)).unwrap().unwrap();
            black_box(me::page_html(&state, Tr::new(Language::En), &f).unwrap())
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
