//! The rules of draughts: English draughts (American checkers), international
//! draughts (FMJD, 10×10), Russian and Brazilian draughts (IDF draughts-64).
//!
//! The crate does no I/O: it works on `&str` and `BufRead` and nothing else.
//!
//! Read it in this order: the vocabulary ([`Color`], [`Square`], [`Piece`], [`SquareSet`],
//! [`Variant`]), then [`Setup`] (what a FEN says) and the positions ([`Position`], implemented by
//! [`English`], [`International`], [`Russian`], [`Brazilian`] and the run-time choice
//! [`VariantPosition`]), then [`Move`] and the two-phase notation [`MoveText`].
//!
//! ```
//! use draughts_rules::{MoveText, Position, Variant, VariantPosition};
//!
//! let mut pos = VariantPosition::new(Variant::International);
//! let m = "32-28".parse::<MoveText>()?.to_move(&pos)?;
//! pos.play(&m)?;
//! assert_eq!(pos.legal_moves().len(), 9);
//!
//! // A capture must be taken; the majority rule picks the longest (001 art. 4.13).
//! let pos = VariantPosition::from_fen(Variant::International, "W:W45,47:B29,40,K42")?;
//! let moves = pos.legal_moves();
//! assert_eq!(moves.len(), 1);
//! assert_eq!(MoveText::from_move(&pos, &moves[0]).to_string(), "45x23");
//! assert_eq!(pos.perft(1), 1);
//!
//! // Russian draughts is written in algebraic notation.
//! let pos = VariantPosition::new(Variant::Russian);
//! let m = "c3-d4".parse::<MoveText>()?.to_move(&pos)?;
//! assert_eq!(m.to_string(), "22-18");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod bitboard;
mod color;
mod geometry;
mod movegen;
mod moves;
mod notation;
pub mod pdn;
mod piece;
mod position;
mod setup;
mod square;
mod variant;
pub mod verify;

pub use bitboard::{SquareSet, SquareSetIter};
pub use color::Color;
pub use moves::{Move, MoveList};
pub use notation::{MoveText, MoveTextError, ResolveError};
pub use piece::{Piece, Role};
pub use position::{
    Brazilian, English, International, PlayError, Position, Russian, VariantPosition,
};
pub use setup::{FenError, PositionError, Problem, Setup, SetupPiece};
pub use square::{Notation, Square, SquareError, SquareRef};
pub use variant::{UnknownVariant, Variant};

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
