//! Pairs the next round of a generated tournament by the Dutch system and
//! prints it as `crownhead pair -p` does, without a TRF file (the pairing
//! alone, not reading and writing the file; beyond 9,999 players the file
//! takes the wider starting numbers of `XXW`, see `pairing::trf`):
//! `cargo run --release --example pair_generated -- 10000 5 42`
//! (players, rounds played, seed; the field `generate_trf` writes).

use std::process::ExitCode;

use crownhead::pairing::{dutch, random};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [players, rounds, seed] = args.as_slice() else {
        eprintln!("usage: pair_generated PLAYERS ROUNDS SEED");
        return ExitCode::from(2);
    };
    let (Ok(players), Ok(rounds), Ok(seed)) = (players.parse(), rounds.parse(), seed.parse())
    else {
        eprintln!("pair_generated: PLAYERS, ROUNDS and SEED must be whole numbers");
        return ExitCode::from(2);
    };
    match dutch::pair(&random::tournament(players, rounds, seed)) {
        Ok(pairing) => {
            print!("{pairing}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("pair_generated: {e}");
            ExitCode::FAILURE
        }
    }
}
