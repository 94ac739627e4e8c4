//! The public standings page for 500 players × 11 rounds (target: p50 ≤ 50 ms), measured as
//! (a) standings and rendering from a loaded tournament and (b) the whole page work of a request:
//! loading the tournament from SQLite, computing the standings and rendering; and (c) the
//! standings page and the printed wall chart rendered in English, French and Russian (a page in
//! another language within 10 % of the English one).

use std::hint::black_box;

use askama::Template;
use criterion::{Criterion, criterion_group, criterion_main};
use crownhead::domain::Language;
use crownhead::store;
use crownhead::web::print::WallChart;
use crownhead::web::public::StandingsPage;

#[path = "common/played.rs"]
mod played;

use played::{PLAYERS, tournament};

fn bench(c: &mut Criterion) {
    let t = tournament();
    let html = StandingsPage::new(1, &t).render().unwrap();
    assert_eq!(html.matches("/players/").count(), PLAYERS as usize);

    c.bench_function("standings_page_500x11_render", |b| {
        b.iter(|| black_box(StandingsPage::new(1, black_box(&t)).render().unwrap()))
    });

    let mut conn = store::open_in_memory().unwrap();
    let id = store::import_tournament(&mut conn, &t, "bench").unwrap();
    c.bench_function("standings_page_500x11_load_and_render", |b| {
        b.iter(|| {
            let t = store::tournaments::load(&conn, id).unwrap();
            black_box(StandingsPage::new(id, &t).render().unwrap())
        })
    });
}

/// The same pages in each language: the standings page and the printed wall chart.
fn languages(c: &mut Criterion) {
    let base = tournament();
    let mut group = c.benchmark_group("pages_in_language");
    for lang in [Language::En, Language::Fr, Language::Ru] {
        let t = played::in_language(&base, lang);
        let html = StandingsPage::new(1, &t).render().unwrap();
        assert!(
            html.contains(&format!("lang=\"{}\"", lang.code())),
            "{}",
            lang.code()
        );
        group.bench_function(format!("standings_500x11_{}", lang.code()), |b| {
            b.iter(|| black_box(StandingsPage::new(1, black_box(&t)).render().unwrap()))
        });
        group.bench_function(format!("wallchart_500x11_{}", lang.code()), |b| {
            b.iter(|| black_box(WallChart::of(black_box(&t), "A3").render().unwrap()))
        });
    }
    group.finish();
}

/// What a public request costs in database work when the tournament is already loaded: one
/// version query, on a pooled connection or on a connection opened for the request.
fn connections(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bench.db");
    let mut conn = store::open(&path).unwrap();
    let t = tournament();
    let id = store::import_tournament(&mut conn, &t, "bench").unwrap();
    let query = |c: &rusqlite::Connection| -> i64 {
        c.query_row("SELECT version FROM tournaments WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .unwrap()
    };
    let pool = r2d2::Pool::builder()
        .max_size(4)
        .build(r2d2_sqlite::SqliteConnectionManager::file(&path))
        .unwrap();
    c.bench_function("version_query_pooled_connection", |b| {
        b.iter(|| black_box(query(&pool.get().unwrap())))
    });
    c.bench_function("version_query_connection_per_request", |b| {
        b.iter(|| {
            let c = rusqlite::Connection::open(&path).unwrap();
            c.pragma_update(None, "foreign_keys", "ON").unwrap();
            black_box(query(&c))
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench, connections, languages
}
criterion_main!(benches);
