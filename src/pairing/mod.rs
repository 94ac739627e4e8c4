//! Pairing engines: the FIDE Dutch Swiss system, round robins and match
//! rounds, with the TRF file format. Independent of the app's database: the
//! engines work on [`Tournament`] (what a TRF file holds).

pub mod matching;
pub mod wide;
