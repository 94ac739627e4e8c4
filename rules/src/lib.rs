//! The rules of draughts: English draughts (American checkers), international
//! draughts (FMJD, 10×10), Russian and Brazilian draughts (IDF draughts-64).
//!
//! The crate does no I/O: it works on `&str` and `BufRead` and nothing else.

mod bitboard;
mod color;
mod geometry;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;
mod setup;
mod square;
mod variant;

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
