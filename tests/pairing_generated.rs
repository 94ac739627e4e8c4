//! Large generated fields paired by the Dutch system give the pairing
//! recorded in `fixtures/pairing/` (`crownhead pair --dutch FILE -p` on the
//! TRF file `cargo run --release --example generate_trf -- N 5 42 FILE`
//! writes): the same boards, colours and bye, board by board.
//!
//! Ignored by default, as an unoptimised build takes minutes over them:
//! `cargo test --release --test pairing_generated -- --ignored`.

use std::path::Path;

use crownhead::pairing::{dutch, random, trf};

/// The generated field of `players` players after 5 rounds (seed 42), read
/// back from its TRF file as the command line reads it, paired, and
/// compared with the recorded pairing; the first differing line is named.
fn same_as_recorded(players: usize) {
    let t = trf::parse(&trf::write(&random::tournament(players, 5, 42)))
        .expect("the generated file reads back");
    compare_with_recorded(players, &dutch::pair(&t).expect("a pairing").to_string());
}

/// `paired`, the printed pairing of the generated field of `players`
/// players, is the one recorded in `fixtures/pairing/`.
fn compare_with_recorded(players: usize, paired: &str) {
    let name = format!("generated_n{players}_r5_seed42.pairing");
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/pairing")
        .join(&name);
    let recorded = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    for (line, (got, want)) in paired.lines().zip(recorded.lines()).enumerate() {
        assert_eq!(got, want, "{name}, line {}", line + 1);
    }
    assert_eq!(
        paired.lines().count(),
        recorded.lines().count(),
        "{name}: number of lines"
    );
}

#[test]
#[ignore = "minutes in a debug build: run with --release -- --ignored"]
fn generated_2000_player_round_is_the_recorded_pairing() {
    same_as_recorded(2000);
}

#[test]
#[ignore = "minutes in a debug build: run with --release -- --ignored"]
fn generated_5000_player_round_is_the_recorded_pairing() {
    same_as_recorded(5000);
}

/// 10,000 players: starting numbers of five digits, written and read in the wider form
/// (`XXW 5`); the pairing is the one `cargo run --release --example pair_generated --
/// 10000 5 42` recorded from the generated field itself.
#[test]
#[ignore = "minutes in a debug build: run with --release -- --ignored"]
fn generated_10000_player_round_is_the_recorded_pairing() {
    same_as_recorded(10_000);
}
