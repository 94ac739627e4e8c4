//! Pairing speed: the last Dutch round of the large reference tournaments
//! (and, with CROWNHEAD_BENCH_5000 set, a generated 5,000-player round).

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
    // The generated 5,000-player round takes about a minute on the
    // project's machine (ten samples: ten minutes); it runs only on request.
    if std::env::var_os("CROWNHEAD_BENCH_5000").is_some() {
        let t = random::tournament(5000, 5, 42);
        group.bench_function("generated_n5000_round6", |b| {
            b.iter(|| dutch::pair(&t).expect("a pairing"))
        });
    }
    group.finish();
}

criterion_group!(benches, large);
criterion_main!(benches);
