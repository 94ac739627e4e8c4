//! PDN read throughput: the shared English games (`tinsley.pdn` and
//! `OCA_2.0.pdn`, 767 games) repeated to 50,000 games in memory, read with a
//! visitor that only counts moves (the cost of the reader) and with the
//! `GameBuilder` (the cost of building every `PdnGame`). Skipped when the shared
//! data is absent.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use draughts_rules::Variant;
use draughts_rules::pdn::{GameBuilder, MoveToken, Reader, Visitor};

const GAMES: usize = 50_000;

/// Counts games and moves.
#[derive(Default)]
struct Count {
    moves: usize,
}

impl Visitor for Count {
    type Output = usize;
    fn move_text(&mut self, _mv: &MoveToken) {
        self.moves += 1;
    }
    fn end_game(&mut self) -> usize {
        std::mem::take(&mut self.moves)
    }
}

/// The shared English games repeated to `GAMES` games, or `None` when absent.
fn english_games() -> Option<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/pdn");
    let mut one = String::new();
    for name in ["tinsley.pdn", "OCA_2.0.pdn"] {
        let text = std::fs::read_to_string(dir.join(name)).ok()?;
        one.push_str(&text);
        one.push('\n');
    }
    let per_copy = count_games(&one);
    let mut all = String::with_capacity(one.len() * (GAMES / per_copy + 1));
    let mut games = 0;
    while games < GAMES {
        all.push_str(&one);
        games += per_copy;
    }
    // Trim to exactly GAMES games by reading the first GAMES ones back out.
    let mut out = String::new();
    for game in Reader::new(all.as_bytes()).games().take(GAMES) {
        out.push_str(&game.expect("shared English games read").to_pdn());
    }
    Some(out)
}

fn count_games(text: &str) -> usize {
    let mut reader = Reader::new(text.as_bytes());
    let mut n = 0;
    while reader
        .read_game(&mut Count::default())
        .expect("games read")
        .is_some()
    {
        n += 1;
    }
    n
}

fn bench(c: &mut Criterion) {
    let Some(text) = english_games() else {
        eprintln!("skipped: ../shared/data/pdn is absent");
        return;
    };
    assert_eq!(count_games(&text), GAMES);
    println!("{GAMES} games, {} bytes", text.len());
    cpu_time_report(&text);
    let mut group = c.benchmark_group("pdn_read");
    group.throughput(Throughput::Elements(GAMES as u64));
    group.sample_size(10);
    group.bench_function("visitor_50k_english_games", |b| {
        b.iter(|| {
            let mut reader =
                Reader::new(black_box(text.as_bytes())).with_default_variant(Variant::English);
            let mut v = Count::default();
            let mut moves = 0;
            while let Some(n) = reader.read_game(&mut v).expect("games read") {
                moves += n;
            }
            moves
        })
    });
    group.bench_function("pdn_game_50k_english_games", |b| {
        b.iter(|| {
            let mut reader =
                Reader::new(black_box(text.as_bytes())).with_default_variant(Variant::English);
            let mut v = GameBuilder::new();
            let mut games = 0;
            while let Some(g) = reader.read_game(&mut v).expect("games read") {
                games += black_box(g).movetext.len().min(1);
            }
            games
        })
    });
    group.finish();
}

/// The CPU time of this process in seconds (user + system), from `/proc/self/stat`.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit(')').next()?.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// Games per second of CPU time, which a loaded machine does not distort the
/// way it distorts wall-clock time.
fn cpu_time_report(text: &str) {
    let rounds = 5;
    let Some(start) = cpu_seconds() else { return };
    let wall = std::time::Instant::now();
    for _ in 0..rounds {
        let mut reader = Reader::new(black_box(text.as_bytes()));
        let mut v = Count::default();
        while reader.read_game(&mut v).expect("games read").is_some() {}
    }
    let cpu = cpu_seconds().unwrap_or(start) - start;
    let games = (rounds * GAMES) as f64;
    println!(
        "visitor: {games} games in {cpu:.2} s of CPU time ({:.0} games/s of CPU), {:.2} s wall",
        games / cpu,
        wall.elapsed().as_secs_f64()
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
