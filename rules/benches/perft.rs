//! Perft speed: leaves per second of each variant's move generator (one core).
//!
//! Each benchmark first checks the count it times against the published figure.

use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use draughts_rules::{Position, Variant, VariantPosition};

const CASES: &[(&str, Variant, Option<&str>, u32, u64)] = &[
    ("english_initial", Variant::English, None, 11, 85_242_128),
    (
        "international_initial",
        Variant::International,
        None,
        9,
        41_022_423,
    ),
    ("russian_initial", Variant::Russian, None, 10, 22_444_032),
    ("brazilian_initial", Variant::Brazilian, None, 9, 4_431_766),
    (
        "international_woldouby",
        Variant::International,
        Some("W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"),
        12,
        1_910_989,
    ),
];

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(5));
    for &(name, variant, fen, depth, nodes) in CASES {
        let pos = match fen {
            Some(fen) => VariantPosition::from_fen(variant, fen).expect("valid FEN"),
            None => VariantPosition::new(variant),
        };
        assert_eq!(pos.perft(depth), nodes, "{name} perft({depth})");
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}/{depth}"), |b| b.iter(|| pos.perft(depth)));
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
