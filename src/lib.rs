//! Crownhead: a tournament director for draughts and checkers.

pub mod cli;
pub mod pairing;
