//! `cargo run --release -p draughts-rules --example perft -- VARIANT DEPTH [FEN]`: perft with
//! timing, using only this crate.

use std::time::Instant;

use draughts_rules::{Position, Variant, VariantPosition};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: perft VARIANT DEPTH [FEN]");
        std::process::exit(2);
    }
    let variant: Variant = args[0].parse().unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    let depth: u32 = args[1].parse().unwrap_or_else(|e| {
        eprintln!("bad depth `{}`: {e}", args[1]);
        std::process::exit(2)
    });
    let pos = match args.get(2) {
        Some(fen) => VariantPosition::from_fen(variant, fen).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        }),
        None => VariantPosition::new(variant),
    };
    let start = Instant::now();
    let n = pos.perft(depth);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{variant} perft({depth}) = {n} in {secs:.3} s ({:.1} M leaves/s)",
        n as f64 / secs / 1e6
    );
}
