//! The rules of draughts: English draughts (American checkers), international
//! draughts (FMJD, 10×10), Russian and Brazilian draughts (IDF draughts-64).
//!
//! The crate does no I/O: it works on `&str` and `BufRead` and nothing else.

pub mod pdn;
mod variant;

pub use variant::{UnknownVariant, Variant};
