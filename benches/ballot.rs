//! Ballot decks: loading (every opening checked by the rules), drawing a whole event, and
//! verifying a record from its ballot.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use crownhead::ballot::{self, Deck};
use draughts_rules::Variant;
use draughts_rules::pdn::read_str;

const RUSSIAN: &str = include_str!("../fixtures/ballots/idf-russian.deck");
const ACF: &str = include_str!("../fixtures/ballots/acf-3move.deck");

fn decks(c: &mut Criterion) {
    c.bench_function("load idf-russian (745 FEN checked)", |b| {
        b.iter(|| Deck::parse("idf-russian.deck", black_box(RUSSIAN)).unwrap())
    });
    c.bench_function("load acf-3move (174 move sequences played)", |b| {
        b.iter(|| Deck::parse("acf-3move.deck", black_box(ACF)).unwrap())
    });
    let russian = Deck::parse("idf-russian.deck", RUSSIAN).unwrap();
    c.bench_function("plan 11 rounds x 100 boards from idf-russian", |b| {
        b.iter(|| ballot::plan(&russian, black_box(42), 11, 100))
    });
    let acf = Deck::parse("acf-3move.deck", ACF).unwrap();
    let o = acf.opening("5").unwrap();
    let game = read_str(
        "1. 9-13 22-18 2. 6-9 25-22 3. 11-16 24-19 4. 16-20 19-15 *",
        Variant::English,
    )
    .remove(0)
    .unwrap();
    c.bench_function("verify a record with its ballot moves", |b| {
        b.iter(|| ballot::verify_from_ballot(black_box(&game), Variant::English, &acf, o))
    });
}

criterion_group!(benches, decks);
criterion_main!(benches);
