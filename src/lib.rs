//! Crownhead: a tournament director for draughts and checkers.

pub mod ballot;
pub mod cli;
pub mod domain;
pub mod export;
pub mod startup;
pub mod store;
pub mod web;

/// The pairing engines (FIDE Dutch, round robins, knock-outs, TRF files) are
/// their own crate, `crownhead-pairing` in `pairing/`: plain Rust, no database, compiled
/// beside the app's dependencies. They are reached here as `crownhead::pairing`.
pub use crownhead_pairing as pairing;
