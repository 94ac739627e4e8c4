//! Pairing engines: the FIDE Dutch Swiss system, round robins and match
//! rounds, with the TRF file format. Independent of the app's database: the
//! engines work on [`Tournament`] (what a TRF file holds).

pub mod check;
pub mod dutch;
pub mod match_rounds;
pub mod matching;
pub mod random;
pub mod round_robin;
pub mod tournament;
pub mod trf;
pub mod wide;

pub use tournament::{Colour, Player, ResultCode, RoundPairing, RoundRecord, Scoring, Tournament};
