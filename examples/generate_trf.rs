//! Writes a random tournament as a TRF file, e.g. the 5,000-player field of the pairing benchmark:
//! `cargo run --release --example generate_trf -- 5000 5 42 generated_n5000.trf`
//! (players, rounds played, seed, output file).

use std::process::ExitCode;

use crownhead::pairing::{random, trf};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [players, rounds, seed, out] = args.as_slice() else {
        eprintln!("usage: generate_trf PLAYERS ROUNDS SEED OUT.trf");
        return ExitCode::from(2);
    };
    let (Ok(players), Ok(rounds), Ok(seed)) = (players.parse(), rounds.parse(), seed.parse())
    else {
        eprintln!("generate_trf: PLAYERS, ROUNDS and SEED must be whole numbers");
        return ExitCode::from(2);
    };
    let tournament = random::tournament(players, rounds, seed);
    match std::fs::write(out, trf::write(&tournament)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("generate_trf: cannot write {out}: {e}");
            ExitCode::FAILURE
        }
    }
}
