//! Pairing engines: the FIDE Dutch Swiss system, round robins and match
//! rounds, with the TRF file format. Independent of the app's database: the
//! engines work on [`Tournament`] (what a TRF file holds).
//!
//! - [`trf`]: `trf::parse(&str) -> Result<Tournament, TrfError>`, `trf::write(&Tournament) -> String`.
//! - [`dutch`]: `dutch::pair(&Tournament) -> Result<RoundPairing, DutchError>` pairs the next
//!   round: players without a record for it are paired; a bye or absence record (`H`, `F`, `Z`)
//!   for the next round, or a 240 bye in it, keeps a player out; `Tournament::forbidden` lists
//!   players who must not meet (260, with their rounds; XXP); `Tournament::accelerations`
//!   adds the fictitious points of accelerated rounds (250, XXA) to the pairing score.
//! - [`check`]: `check::replay_dutch(&Tournament) -> Vec<Discrepancy>` re-pairs every round.
//! - [`round_robin`]: Berger tables and double round-robin schedules.
//! - [`match_rounds`]: rounds of multi-game matches paired on a ranking score by a weighted
//!   matching of their own. The app pairs a Swiss of matches with [`dutch`] on the matches
//!   instead (no federation's regulation asks for this one); kept for its tests and callers.
//! - [`knockout`]: single and double knock-out brackets, ties of several games.
//! - [`matching`]: maximum-weight matching, independent of any pairing system.

pub mod check;
pub mod dutch;
pub mod knockout;
pub mod match_rounds;
pub mod matching;
mod parallel;
pub mod random;
pub mod round_robin;
pub mod tournament;
pub mod trf;
pub mod wide;

pub use tournament::{Colour, Player, ResultCode, RoundPairing, RoundRecord, Scoring, Tournament};
