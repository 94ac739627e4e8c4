//! Pairing speed: the last Dutch round of the large reference tournaments
//! and generated rounds of 2,000 and 5,000 players (10,000 with
//! CROWNHEAD_BENCH_10000 set).

use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use crownhead::pairing::{Tournament, dutch, random, trf};

/// The state before the last round of a reference file.
fn before_last_round(name: &str) -> Option<Tournament> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/pairing/large")
        .join(name);
    let text = std::fs::read_to_string(&path).ok()?;
    let t = trf::parse(&text).ok()?;
    let rounds = t.rounds_played();
    Some(t.before_round(rounds))
}

fn large(c: &mut Criterion) {
    let mut group = c.benchmark_group("dutch");
    group.sample_size(10);
    for name in ["dutch_n500_r9_seed42.trf", "dutch_n1000_r11_seed42.trf"] {
        match before_last_round(name) {
            Some(t) => {
                group.bench_function(name, |b| b.iter(|| dutch::pair(&t).expect("a pairing")));
            }
            None => eprintln!("skipped {name}: ../shared is not present"),
        }
    }
    // Generated fields (`random::tournament(N, 5, 42)`, the field
    // `generate_trf N 5 42` writes), their sixth round: 2,000 and 5,000
    // players always, 10,000 only with CROWNHEAD_BENCH_10000 set.
    let mut sizes = vec![2000, 5000];
    if std::env::var_os("CROWNHEAD_BENCH_10000").is_some() {
        sizes.push(10000);
    }
    for players in sizes {
        let t = random::tournament(players, 5, 42);
        group.bench_function(format!("generated_n{players}_round6"), |b| {
            b.iter(|| dutch::pair(&t).expect("a pairing"))
        });
    }
    group.finish();
}

criterion_group!(benches, large);
criterion_main!(benches);
