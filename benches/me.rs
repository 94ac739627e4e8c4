//! A player's personal page (`/me/{token}`) in a 500-player event, round 6 of 11 running
//! (target: p50 under 5 ms): finding the link by its token's hash, the tournament (kept
//! loaded while its version is unchanged), the player's settings, check-in, reports and bye
//! requests from SQLite, and the page rendered.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use crownhead::domain::{GameReport, Tournament};
use crownhead::store::commands::players::{Issue, issue_links};
use crownhead::web::AppState;
use crownhead::web::i18n::Tr;
use crownhead::web::me;
use crownhead::{domain::Language, store};
use rand::Rng;

#[path = "common/played.rs"]
#[allow(dead_code)]
mod played;

const PLAYED: u32 = 5;

/// A Swiss with random pairings: rounds 1-5 closed, round 6 published without results.
fn tournament() -> Tournament {
    let (mut t, mut rng) = played::entered();
    for _ in 1..=PLAYED {
        let round = played::pair_at_random(&mut t, &mut rng);
        played::play(&mut t, &mut rng, round, |rng| {
            match rng.random_range(0..100) {
                0..35 => GameReport::HomeWins,
                35..70 => GameReport::Draw,
                _ => GameReport::AwayWins,
            }
        });
    }
    played::pair_at_random(&mut t, &mut rng);
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
