//! Syntax errors (a game that cannot be read) and warnings (a game read with
//! some leniency).

use std::fmt;
use std::io;

use serde::{Deserialize, Serialize};

use super::types::Pos;

/// A PDN syntax error: the game it is in (1-based index in the file), where,
/// and what was expected. Reading resumes at the next game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error("game {game}, {pos}: {kind}")]
pub struct SyntaxError {
    /// The game's 1-based index in the file.
    pub game: usize,
    /// Where the error is.
    pub pos: Pos,
    /// What is wrong.
    pub kind: SyntaxErrorKind,
}

/// What is wrong in a [`SyntaxError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SyntaxErrorKind {
    /// A character that cannot start any token here.
    #[error("unexpected `{found}`, expected {expected}")]
    UnexpectedChar {
        /// The character found.
        found: char,
        /// What could have stood there.
        expected: String,
    },
    /// A `}` outside any comment: comments do not nest.
    #[error(
        "unexpected `}}` outside a comment: comments cannot be nested, the last comment \
         (opened at {last_comment_open}) already ended at its first `}}`"
    )]
    NestedComment {
        /// Where the last comment was opened.
        last_comment_open: Pos,
    },
    /// A `}` with no comment before it in the game.
    #[error("unexpected `}}` outside a comment, expected a move, comment, variation or result")]
    StrayCloseBrace,
    /// A `{` never closed.
    #[error("comment opened here is never closed: expected `}}` before the end of the file")]
    UnterminatedComment,
    /// A `/` setup never closed on its line.
    #[error("setup opened here is not closed: expected `/` after `FEN \"...\"` on the same line")]
    UnterminatedSetup,
    /// A setup whose content is not `FEN "..."`.
    #[error("malformed setup `/{content}/`: expected `/FEN \"...\"/`")]
    MalformedSetup {
        /// The text between the slashes.
        content: String,
    },
    /// A malformed tag pair.
    #[error("malformed tag pair: expected {expected}")]
    MalformedTag {
        /// What was expected.
        expected: String,
    },
    /// A word in the movetext that is not a move, move number or result.
    #[error("`{text}` is not a move: expected {expected}")]
    MalformedMove {
        /// The word as found.
        text: String,
        /// What was expected.
        expected: String,
    },
    /// A `$` not followed by a number from 0 to 65535.
    #[error("malformed annotation glyph `{text}`: expected `$` followed by a number (e.g. `$1`)")]
    MalformedNag {
        /// The text found.
        text: String,
    },
    /// A `)` with no variation open.
    #[error("`)` closes no variation: expected a move, comment, `(` or result")]
    UnmatchedCloseParen,
    /// The game ended (result, tags of the next game or end of file) inside a variation.
    #[error("the variation opened at {open} is not closed: expected `)` before {before}")]
    UnclosedVariation {
        /// Where the innermost open variation started.
        open: Pos,
        /// What came instead (`the result`, `the end of the file`...).
        before: String,
    },
    /// Variations nested too deep.
    #[error("variations nested deeper than {max} levels")]
    TooDeep {
        /// The limit.
        max: usize,
    },
    /// The last move of the game is the `Result` tag's value: a result that is not a PDN result.
    #[error(
        "`{text}` (the Result tag's value) is not a PDN result: expected 1-0, 0-1, 1/2-1/2, \
         2-0, 0-2, 1-1, 0-0 or `*`"
    )]
    InvalidResult {
        /// The token.
        text: String,
    },
    /// A line longer than the reader accepts.
    #[error("line longer than {max} bytes")]
    LineTooLong {
        /// The limit.
        max: usize,
    },
}

/// A leniency: something read although the standard does not allow it, with
/// its meaning unambiguous.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Warning {
    /// Where.
    pub pos: Pos,
    /// What.
    pub kind: WarningKind,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.pos, self.kind)
    }
}

/// What a [`Warning`] reports.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WarningKind {
    /// A move written with spaces inside (`1- 6`, `47x 9`), read as one move.
    #[error("spaces inside the move `{written}`, read as `{read}`")]
    SpacedMove {
        /// The move as written.
        written: String,
        /// The move as read.
        read: String,
    },
    /// Upper-case algebraic squares (`C3-D4`), read in lower case.
    #[error("upper-case squares in `{written}`, read as `{read}`")]
    UpperCaseSquare {
        /// The move as written.
        written: String,
        /// The move as read.
        read: String,
    },
    /// Words glued to a move (`8-11Redoverstepped`): the move, then the words read as a comment.
    #[error(
        "text glued to the move `{written}`: read as the move `{read}` and the comment `{comment}`"
    )]
    TextAfterMove {
        /// The word as written.
        written: String,
        /// The move as read.
        read: String,
        /// The text read as a comment.
        comment: String,
    },
    /// A result token in a game that has no `Result` tag.
    #[error("result `{result}` without a Result tag")]
    ResultWithoutTag {
        /// The result token.
        result: String,
    },
    /// The result token differs from the `Result` tag.
    #[error("result `{token}` differs from the Result tag \"{tag}\"")]
    ResultDiffersFromTag {
        /// The `Result` tag's value.
        tag: String,
        /// The result token.
        token: String,
    },
    /// The `Result` tag's value is not a PDN result.
    #[error(
        "Result tag \"{value}\" is not a PDN result (1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0, *)"
    )]
    UnknownResultTag {
        /// The value.
        value: String,
    },
    /// The file starts with a UTF-8 byte order mark.
    #[error("byte order mark at the start of the file, ignored")]
    ByteOrderMark,
    /// Lines end with CR LF.
    #[error("lines end with CR LF")]
    CrLfLineEnds,
    /// Lines end with CR alone.
    #[error("lines end with CR alone")]
    CrLineEnds,
    /// Bytes that are not UTF-8, replaced.
    #[error("bytes that are not UTF-8 on this line, replaced by U+FFFD")]
    InvalidUtf8,
    /// `1. ...` written for `1...`.
    #[error("`...` after the move number `{number}.` read as `{number}...`")]
    SpacedEllipsis {
        /// The move number.
        number: u32,
    },
    /// `...` with no move number before it.
    #[error("`...` without a move number, ignored")]
    LoneEllipsis,
    /// A move number with two or more than three dots.
    #[error("move number `{written}` read as `{read}`")]
    OddMoveNumber {
        /// As written.
        written: String,
        /// As read.
        read: String,
    },
    /// A move number not followed by a move.
    #[error("move number `{number}` not followed by a move, ignored")]
    DanglingMoveNumber {
        /// The move number.
        number: String,
    },
    /// A move strength indicator that is none of `! ? !! ?? !? ?!`.
    #[error("unknown move strength `{text}`, ignored")]
    UnknownMoveStrength {
        /// The text.
        text: String,
    },
    /// An empty variation `()`.
    #[error("empty variation `()`")]
    EmptyVariation,
    /// Text after a tag pair on its line that cannot start any PDN token (`[Event "x"]\r`, the
    /// two characters `\` and `r` written by a broadcast system), skipped to the end of the line.
    /// Reported once per file; every such line is counted in
    /// [`Reader::repairs`](super::Reader::repairs).
    #[error(
        "text after the tag pair skipped to the end of the line: `{text}` (reported once per \
         file; every such line is skipped and counted)"
    )]
    JunkAfterTag {
        /// The text skipped (at most 40 characters of it).
        text: String,
    },
    /// Text after the game's result on its line (`56. 8-12 4-10 *\r`, the two characters `\`
    /// and `r` written by a broadcast system), skipped to the end of the line rather than read as
    /// the start of another game. Reported once per file; every such line is counted in
    /// [`Reader::repairs`](super::Reader::repairs).
    #[error(
        "text after the game's result skipped to the end of the line: `{text}` (reported once \
         per file; every such line is skipped and counted)"
    )]
    JunkAfterResult {
        /// The text skipped (at most 40 characters of it).
        text: String,
    },
    /// A line holding only `[`, skipped.
    #[error("a line holding only `[` skipped")]
    StrayBracket,
    /// A tag pair without a value (`[Empty]`), skipped.
    #[error("tag `{name}` without a value skipped")]
    TagWithoutValue {
        /// The tag's name.
        name: String,
    },
    /// A lone `-` where the game's result stands, read as `*` (no result known).
    #[error("a lone `-` where the result stands read as `*` (no result known)")]
    DashResult,
    /// The tags of the next game start while this game has no result: the game ends there, as
    /// with `*`.
    #[error(
        "no result before the tags of the next game (line {next_game_line}): the game ends there \
         with `*`"
    )]
    MissingResult {
        /// The line where the next game's tags start.
        next_game_line: u32,
    },
}

impl WarningKind {
    /// Whether the warning is a repair of a damaged file (text after a tag pair or a result
    /// skipped, a line holding only `[` or a tag without a value skipped, a lone `-` read as `*`,
    /// a game without a result ended at the next game's tags) rather than a leniency of notation.
    pub fn is_repair(&self) -> bool {
        matches!(
            self,
            WarningKind::JunkAfterTag { .. }
                | WarningKind::MissingResult { .. }
                | WarningKind::JunkAfterResult { .. }
                | WarningKind::StrayBracket
                | WarningKind::TagWithoutValue { .. }
                | WarningKind::DashResult
        )
    }
}

/// An error from [`Reader::read_game`](super::Reader::read_game): the source
/// could not be read (reading stops), or one game has a syntax error (reading
/// can go on with the next game).
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The underlying reader failed.
    #[error("cannot read the PDN source: {0}")]
    Io(#[from] io::Error),
    /// A game has a syntax error; the reader has moved on to the next game.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
}
