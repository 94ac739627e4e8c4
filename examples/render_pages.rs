//! Renders the standings page and the wall chart of a played 500-player Swiss `N` times in a
//! language, for counting instructions by language under callgrind (load-independent):
//!
//! ```sh
//! cargo build --release --example render_pages
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/render_pages fr 10
//! ```
//!
//! `render_pages fr 0` builds the tournament only: subtract it to get the pages' own count.

use askama::Template;
use crownhead::domain::Language;
use crownhead::web::print::WallChart;
use crownhead::web::public::StandingsPage;

#[path = "../benches/common/played.rs"]
mod played;

fn main() {
    let mut args = std::env::args().skip(1);
    let lang = args
        .next()
        .and_then(|l| Language::parse(&l).ok())
        .expect("usage: render_pages LANGUAGE TIMES");
    let times: usize = args
        .next()
        .and_then(|n| n.parse().ok())
        .expect("usage: render_pages LANGUAGE TIMES");
    let t = played::in_language(&played::tournament(), lang);
    let mut bytes = 0;
    for _ in 0..times {
        bytes += StandingsPage::new(1, &t).render().expect("renders").len();
        bytes += WallChart::of(&t, "A3").render().expect("renders").len();
    }
    println!("{} {times} {bytes}", lang.code());
}
