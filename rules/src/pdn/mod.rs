//! PDN 3.0 (Portable Draughts Notation): a streaming reader, a game type and a
//! writer. Syntax only: moves are read as written ([`MoveToken`]) and resolved
//! against a position elsewhere.
//!
//! # Reading
//!
//! [`Reader`] reads games one by one from any [`BufRead`](std::io::BufRead),
//! line by line, and calls a [`Visitor`] for each part of a game (pgn-reader
//! style); [`GameBuilder`] is the visitor that builds a [`PdnGame`], and
//! [`Reader::games`] iterates over them. Memory does not grow with the file:
//! only the current line, comment and variation stack are held.
//!
//! What the reader accepts (the PDN 3.0 grammar and its reading grammar):
//! tag pairs `[Name "value"]` (`\"` and `\\` escapes); move numbers `12.` and
//! `12...` (also `01.`); moves `32-28`, `24x15x6`, `c3:e5`, `c3-d4`, `a3b4`,
//! squares with leading zeros (`06-11`); move strengths `! ? !! ?? !? ?!`
//! attached to a move (also `(!)`) and glyphs `$n`; comments `{...}` (they do not
//! nest) with embedded commands `[%clk 1:55:21]`; escape lines starting with
//! `%`; variations `( ... )`, nested up to [`MAX_VARIATION_DEPTH`] levels (kept
//! in the record; whether side lines are verified is up to the verifier);
//! setups `/FEN "..."/`; results `1-0 0-1 1/2-1/2 2-0 0-2 1-1 0-0` and `*`.
//! The `GameType` tag (`20`, `21`, `25`, `26`, or the long form
//! `20,W,10,10,N2,0`) decides the [`Variant`](crate::Variant); without one the
//! reader's default applies ([`GameVariant`]), or the caller infers the variant
//! from the squares the game names ([`infer_variant`], [`SquareEvidence`],
//! [`FileInference`]).
//!
//! Leniencies, each reported as a [`Warning`] on the game: spaces inside a
//! move (`1- 6`, `47x 9`, `1 - 6`) joined into one move; upper-case squares
//! (`C3-D4`) and `X` read in lower case; words glued to a move
//! (`8-11Redoverstepped...`, seen in `tinsley.pdn`) read as the move and a
//! comment; `1. ...` read as `1...`; a byte order
//! mark; CR LF or CR line ends; bytes that are not UTF-8; a result without a
//! `Result` tag, or differing from it; a `Result` tag that is not a PDN result;
//! unknown move strengths (ignored); empty variations.
//!
//! Repairs of damaged files, each a [`Warning`] too and counted in
//! [`Reader::repairs`]: text after a tag pair that cannot start any token (`\r`
//! written out after every `]` by broadcast systems) is skipped to the end of
//! its line, with one warning per file; a game whose movetext runs into the next
//! game's tags without a result ends there, as with `*`.
//!
//! Errors: each [`SyntaxError`] names the game (1-based index), the line and
//! column, and what was expected. The reader then skips to where the next game
//! begins (after the bad game's result, or at a tag pair that follows movetext or
//! a blank line; the other tag pairs of a damaged tag section are the same
//! game's), so an error in game 3 does not stop games 4 and later. A game that
//! ends with its `Result` tag's value when that is not a PDN result (`4-6`) is an
//! error.
//!
//! # Writing
//!
//! [`write_game`] (or `Display`, or [`PdnGame::to_pdn`]) writes canonical PDN
//! 3.0; reading it back gives the same record ([`PdnGame::same_record`]).

mod error;
mod game;
mod game_type;
mod infer;
mod reader;
mod types;
mod visitor;
mod writer;

pub use error::{ReadError, SyntaxError, SyntaxErrorKind, Warning, WarningKind};
pub use game::{GameBuilder, MoveNode, Node, PdnGame, STANDARD_TAGS, Tag};
pub use game_type::{GameType, GameTypeDetails, GameTypeError, GameVariant};
pub use infer::{Evidence, FileInference, FileVariant, Inference, SquareEvidence, infer_variant};
pub use reader::{Games, MAX_COMMENT_BYTES, MAX_LINE_BYTES, MAX_VARIATION_DEPTH, Reader, Repairs};
pub use types::{
    ClockTime, Command, GameResult, MoveNumber, MoveToken, Nag, Pos, Separator, SquareText,
    commands_in,
};
pub use visitor::{Skip, Visitor};
pub use writer::{LINE_WIDTH, write_game};

/// Reads every game of a string: each game or its syntax error, in order.
pub fn read_str(pdn: &str, default_variant: crate::Variant) -> Vec<Result<PdnGame, SyntaxError>> {
    Reader::new(pdn.as_bytes())
        .with_default_variant(default_variant)
        .games()
        .map(|r| match r {
            Ok(g) => Ok(g),
            Err(ReadError::Syntax(e)) => Err(e),
            Err(ReadError::Io(e)) => unreachable!("reading from memory cannot fail: {e}"),
        })
        .collect()
}
