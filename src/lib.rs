//! Crownhead: a tournament director for draughts and checkers.

pub mod ballot;
pub mod cli;
pub mod domain;
pub mod export;
pub mod pairing;
pub mod startup;
pub mod store;
pub mod web;
