//! Verification throughput: the shared English games (`tinsley.pdn` and `OCA_2.0.pdn`, 767
//! games) read once and verified over and over to 50,000 games per iteration. Skipped when the
//! shared data is absent.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use draughts_rules::Variant;
use draughts_rules::pdn::{PdnGame, read_str};
use draughts_rules::verify::{Verdict, VerifyOptions, verify};

const GAMES: usize = 50_000;

fn english_games() -> Option<Vec<PdnGame>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/pdn");
    let mut games = Vec::new();
    for name in ["tinsley.pdn", "OCA_2.0.pdn"] {
        let text = std::fs::read_to_string(dir.join(name)).ok()?;
        games.extend(read_str(&text, Variant::English).into_iter().flatten());
    }
    Some(games)
}

fn verify_all(games: &[PdnGame], options: &VerifyOptions) -> usize {
    games
        .iter()
        .cycle()
        .take(GAMES)
        .map(|g| verify(g, options))
        .filter(|r| r.verdict == Verdict::Legal)
        .count()
}

fn bench(c: &mut Criterion) {
    let Some(games) = english_games() else {
        eprintln!("skipped: ../shared/data/pdn is absent");
        return;
    };
    assert_eq!(games.len(), 767);
    let options = VerifyOptions::default();
    // One game in 767 is irregular (see tests/verify_shared.rs).
    let legal = verify_all(&games, &options);
    assert_eq!(legal, GAMES - GAMES / 767 - usize::from(GAMES % 767 >= 541));
    let mut group = c.benchmark_group("verify");
    group.throughput(Throughput::Elements(GAMES as u64));
    group.sample_size(10);
    group.bench_function("50k_english_games", |b| {
        b.iter(|| black_box(verify_all(black_box(&games), &options)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
