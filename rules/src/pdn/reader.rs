//! The streaming PDN reader: it reads line by line from a [`BufRead`] and
//! calls a [`Visitor`], so memory stays flat however large the file is (only
//! the current line, the current comment and the variation stack are held).

use std::fmt;
use std::io::{self, BufRead};

use serde::{Deserialize, Serialize};

use super::error::{ReadError, SyntaxError, SyntaxErrorKind, Warning, WarningKind};
use super::game::{GameBuilder, PdnGame};
use super::game_type::GameVariant;
use super::types::{
    GameResult, MoveNumber, MoveToken, Nag, Pos, Separator, SquareText, commands_in,
};
use super::visitor::Visitor;
use crate::Variant;

/// The longest line the reader accepts, in bytes (longer lines are a syntax error).
pub const MAX_LINE_BYTES: usize = 1 << 20;
/// The longest comment the reader accepts, in bytes.
pub const MAX_COMMENT_BYTES: usize = 1 << 20;
/// The deepest nesting of variations the reader accepts.
pub const MAX_VARIATION_DEPTH: usize = 64;

const EXPECTED_TOKEN: &str =
    "a move, move number, comment, variation, annotation, setup, tag pair or result";
const EXPECTED_SQUARE: &str = "a square (a number such as 32, or a letter and a number such as c3)";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    Lf,
    CrLf,
    Cr,
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    /// A tag pair, in `tag_name` / `tag_value`.
    Tag,
    MoveNumber(MoveNumber),
    Ellipsis,
    /// A move, in `mv`.
    Move,
    Nag(Nag),
    /// A move strength that is not one of the six, its text in `word`.
    UnknownStrength,
    /// A comment, its normalised text in `text`.
    Comment,
    /// An escape line, its text in `text`.
    Escape,
    /// A setup, its FEN in `text`.
    Setup,
    LParen,
    RParen,
    Result(GameResult),
    Asterisk,
    Eof,
    /// A damaged tag line skipped (a lone `[`, a tag without a value): lexing goes on.
    Skipped,
}

enum LexError {
    Io(io::Error),
    Syntax(Pos, SyntaxErrorKind),
}

impl From<io::Error> for LexError {
    fn from(e: io::Error) -> Self {
        LexError::Io(e)
    }
}

/// How reading a game failed.
enum Failure {
    Io(io::Error),
    /// A syntax error; `recover` says whether the rest of the game must be skipped
    /// (false when the game already ended, at its result or at the next game's tags).
    Syntax {
        pos: Pos,
        kind: SyntaxErrorKind,
        in_header: bool,
        recover: bool,
    },
}

impl Failure {
    /// The failure as one in a game's tag section: recovery skips the rest of the tag section
    /// too, up to where the next game begins.
    fn in_header(self) -> Failure {
        match self {
            Failure::Syntax {
                pos, kind, recover, ..
            } => Failure::Syntax {
                pos,
                kind,
                in_header: true,
                recover,
            },
            io => io,
        }
    }
}

impl From<LexError> for Failure {
    fn from(e: LexError) -> Self {
        match e {
            LexError::Io(e) => Failure::Io(e),
            LexError::Syntax(pos, kind) => Failure::Syntax {
                pos,
                in_header: matches!(kind, SyntaxErrorKind::MalformedTag { .. }),
                kind,
                recover: true,
            },
        }
    }
}

/// What the reader repaired in the games it has read so far (see [`Reader::repairs`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Repairs {
    /// Games read with at least one repair.
    pub games: usize,
    /// Lines whose text after a tag pair was skipped ([`WarningKind::JunkAfterTag`]).
    pub junk_lines: usize,
    /// Games with such lines.
    pub junk_games: usize,
    /// Games without a result ended at the next game's tags ([`WarningKind::MissingResult`]).
    pub unterminated_games: usize,
    /// Lines whose text after the game's result was skipped ([`WarningKind::JunkAfterResult`]).
    #[serde(default)]
    pub junk_after_result: usize,
    /// Lines holding only `[`, and tags without a value, skipped ([`WarningKind::StrayBracket`],
    /// [`WarningKind::TagWithoutValue`]).
    #[serde(default)]
    pub skipped_tags: usize,
    /// Games whose result was a lone `-`, read as `*` ([`WarningKind::DashResult`]).
    #[serde(default)]
    pub dash_results: usize,
}

impl Repairs {
    /// Whether anything was repaired.
    pub fn any(&self) -> bool {
        self.games > 0
    }
}

impl fmt::Display for Repairs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let games = |n: usize| if n == 1 { "game" } else { "games" };
        write!(f, "{} {} repaired", self.games, games(self.games))?;
        let mut sep = ": ";
        if self.junk_lines > 0 {
            let lines = if self.junk_lines == 1 {
                "line"
            } else {
                "lines"
            };
            write!(
                f,
                "{sep}text after a tag pair skipped on {} {lines} of {} {}",
                self.junk_lines,
                self.junk_games,
                games(self.junk_games)
            )?;
            sep = "; ";
        }
        if self.unterminated_games > 0 {
            write!(
                f,
                "{sep}{} {} without a result ended with `*` at the next game's tags",
                self.unterminated_games,
                games(self.unterminated_games)
            )?;
            sep = "; ";
        }
        let lines = |n: usize| if n == 1 { "line" } else { "lines" };
        if self.junk_after_result > 0 {
            write!(
                f,
                "{sep}text after the result skipped on {} {}",
                self.junk_after_result,
                lines(self.junk_after_result)
            )?;
            sep = "; ";
        }
        if self.skipped_tags > 0 {
            write!(
                f,
                "{sep}{} damaged tag {} (a lone `[` or a tag without a value) skipped",
                self.skipped_tags,
                lines(self.skipped_tags)
            )?;
            sep = "; ";
        }
        if self.dash_results > 0 {
            write!(
                f,
                "{sep}{} {} with a lone `-` as result read as `*`",
                self.dash_results,
                games(self.dash_results)
            )?;
        }
        Ok(())
    }
}

/// A streaming PDN reader over any [`BufRead`].
///
/// ```
/// use draughts_rules::pdn::{Reader, PdnGame};
/// let pdn = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n1. 32-28 19-23 2. 28x19 1-0\n";
/// let games: Vec<_> = Reader::new(pdn.as_bytes()).games().collect();
/// let game: &PdnGame = games[0].as_ref().unwrap();
/// assert_eq!(game.tag("White"), Some("A"));
/// assert_eq!(game.main_line().count(), 3);
/// ```
pub struct Reader<R> {
    src: R,
    default_variant: Variant,
    // The current line.
    raw: Vec<u8>,
    line: String,
    ascii: bool,
    i: usize,
    line_no: u32,
    ending: Ending,
    eof: bool,
    too_long: bool,
    // Token payloads, reused from token to token.
    tag_name: String,
    tag_value: String,
    mv: MoveToken,
    word: String,
    text: String,
    move_end: Option<(u32, usize)>,
    peeked: Option<(Tok, Pos)>,
    // Game state.
    games: usize,
    in_game: bool,
    ending_warned: bool,
    bom_pending: bool,
    last_comment_open: Option<Pos>,
    last_main_move: String,
    last_main_move_pos: Option<Pos>,
    warnings: Vec<Warning>,
    pending_escapes: Vec<(String, Pos)>,
    io_error: Option<io::Error>,
    // Repairs.
    /// Whether the tag pair just lexed had text after it on its line (in `junk`, at `junk_pos`).
    tag_junk: bool,
    junk: String,
    junk_pos: Pos,
    /// Whether the file's one `JunkAfterTag` warning has been given (in a game read).
    junk_warned: bool,
    repairs: Repairs,
    // Repairs of the current game.
    game_junk_lines: usize,
    game_warned_junk: bool,
    game_unterminated: bool,
    /// Whether the file's one `JunkAfterResult` warning has been given.
    result_junk_warned: bool,
    // Repairs counted until the game they belong to is read (reset after each game, so that a
    // damaged line before a game's first tag pair counts for that game).
    game_result_junk: usize,
    game_skipped_tags: usize,
    game_dash_result: bool,
}

impl<R: BufRead> Reader<R> {
    /// A reader whose games default to English draughts when they have no `GameType` tag.
    pub fn new(src: R) -> Reader<R> {
        Reader {
            src,
            default_variant: Variant::English,
            raw: Vec::new(),
            line: String::new(),
            ascii: true,
            i: 0,
            line_no: 0,
            ending: Ending::None,
            eof: false,
            too_long: false,
            tag_name: String::new(),
            tag_value: String::new(),
            mv: MoveToken::default(),
            word: String::new(),
            text: String::new(),
            move_end: None,
            peeked: None,
            games: 0,
            in_game: false,
            ending_warned: false,
            bom_pending: false,
            last_comment_open: None,
            last_main_move: String::new(),
            last_main_move_pos: None,
            warnings: Vec::new(),
            pending_escapes: Vec::new(),
            io_error: None,
            tag_junk: false,
            junk: String::new(),
            junk_pos: Pos::default(),
            junk_warned: false,
            repairs: Repairs::default(),
            game_junk_lines: 0,
            game_warned_junk: false,
            game_unterminated: false,
            result_junk_warned: false,
            game_result_junk: 0,
            game_skipped_tags: 0,
            game_dash_result: false,
        }
    }

    /// Sets the variant of games without a `GameType` tag.
    pub fn with_default_variant(mut self, variant: Variant) -> Reader<R> {
        self.default_variant = variant;
        self
    }

    /// The variant of games without a `GameType` tag.
    pub fn default_variant(&self) -> Variant {
        self.default_variant
    }

    /// How many games have been started so far (the index of the last one).
    pub fn games_started(&self) -> usize {
        self.games
    }

    /// What was repaired in the games read so far (games with a syntax error not counted):
    /// text after tag pairs skipped, games without a result ended at the next game's tags.
    pub fn repairs(&self) -> Repairs {
        self.repairs
    }

    /// Reads the next game into `visitor`.
    ///
    /// Returns `Ok(None)` at the end of the source, `Ok(Some(output))` for a game
    /// read (possibly with warnings), `Err(ReadError::Syntax)` for a game with a
    /// syntax error (the reader has then moved on to the next game, so calling
    /// again goes on), and `Err(ReadError::Io)` when the source fails.
    pub fn read_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, ReadError> {
        if let Some(e) = self.io_error.take() {
            return Err(ReadError::Io(e));
        }
        let first = loop {
            match self.next_token() {
                Ok((Tok::Escape, pos)) => {
                    if self.pending_escapes.len() < 256 {
                        self.pending_escapes.push((self.text.clone(), pos));
                    }
                }
                Ok((Tok::Eof, _)) => {
                    self.warnings.clear();
                    self.pending_escapes.clear();
                    return Ok(None);
                }
                other => break other,
            }
        };
        self.start_game(visitor);
        let result = match first {
            Ok(first) => self.read_body(visitor, first),
            Err(e) => Err(Failure::from(e).in_header()),
        };
        self.in_game = false;
        if result.is_ok() {
            self.count_repairs();
        } else if self.game_warned_junk {
            // The file's one warning went to a game that is not read: the next one gets it.
            self.junk_warned = false;
        }
        self.game_result_junk = 0;
        self.game_skipped_tags = 0;
        self.game_dash_result = false;
        match result {
            Ok(output) => Ok(Some(output)),
            Err(Failure::Io(e)) => Err(ReadError::Io(e)),
            Err(Failure::Syntax {
                pos,
                kind,
                in_header,
                recover,
            }) => {
                if recover {
                    self.recover(in_header);
                }
                self.warnings.clear();
                Err(ReadError::Syntax(SyntaxError {
                    game: self.games,
                    pos,
                    kind,
                }))
            }
        }
    }

    /// An iterator over the games, each built as a [`PdnGame`]; it ends after
    /// the source is exhausted or fails.
    pub fn games(self) -> Games<R> {
        Games {
            reader: self,
            done: false,
        }
    }

    fn start_game<V: Visitor>(&mut self, visitor: &mut V) {
        self.games += 1;
        self.in_game = true;
        self.game_junk_lines = 0;
        self.game_warned_junk = false;
        self.game_unterminated = false;
        self.ending_warned = false;
        self.last_comment_open = None;
        self.last_main_move.clear();
        self.last_main_move_pos = None;
        visitor.begin_game(self.games);
        if self.bom_pending {
            self.bom_pending = false;
            visitor.warning(&Warning {
                pos: Pos::new(1, 1),
                kind: WarningKind::ByteOrderMark,
            });
        }
        self.check_ending();
        for (text, pos) in self.pending_escapes.drain(..) {
            visitor.escape(&text, pos);
        }
        self.flush_warnings(visitor);
    }

    /// Adds the repairs of the game just read to the file's.
    fn count_repairs(&mut self) {
        let r = &mut self.repairs;
        if self.game_junk_lines > 0 {
            r.junk_lines += self.game_junk_lines;
            r.junk_games += 1;
        }
        if self.game_unterminated {
            r.unterminated_games += 1;
        }
        r.junk_after_result += self.game_result_junk;
        r.skipped_tags += self.game_skipped_tags;
        if self.game_dash_result {
            r.dash_results += 1;
        }
        if self.game_junk_lines > 0
            || self.game_unterminated
            || self.game_result_junk > 0
            || self.game_skipped_tags > 0
            || self.game_dash_result
        {
            r.games += 1;
        }
    }

    /// Takes the warnings given while reading line `line` or later (the first line of the next
    /// game's tags, read to see that this game has ended), so that they go to the next game.
    /// Line-end warnings are dropped: each game gets its own.
    fn hold_warnings_from(&mut self, line: u32) -> Vec<Warning> {
        if !self.warnings.iter().any(|w| w.pos.line >= line) {
            return Vec::new();
        }
        let (held, now): (Vec<Warning>, Vec<Warning>) =
            self.warnings.drain(..).partition(|w| w.pos.line >= line);
        self.warnings = now;
        held.into_iter()
            .filter(|w| !matches!(w.kind, WarningKind::CrLfLineEnds | WarningKind::CrLineEnds))
            .collect()
    }

    fn flush_warnings<V: Visitor>(&mut self, visitor: &mut V) {
        for w in self.warnings.drain(..) {
            visitor.warning(&w);
        }
    }

    fn read_body<V: Visitor>(
        &mut self,
        v: &mut V,
        first: (Tok, Pos),
    ) -> Result<V::Output, Failure> {
        let (mut tok, mut pos) = first;
        let mut result_tag: Option<String> = None;
        let mut game_type: Option<String> = None;

        // Tag pairs (and escape lines among them).
        loop {
            self.flush_warnings(v);
            match tok {
                Tok::Tag => {
                    if self.tag_junk {
                        self.tag_junk = false;
                        self.game_junk_lines += 1;
                        if !self.junk_warned {
                            self.junk_warned = true;
                            self.game_warned_junk = true;
                            v.warning(&Warning {
                                pos: self.junk_pos,
                                kind: WarningKind::JunkAfterTag {
                                    text: self.junk.clone(),
                                },
                            });
                        }
                    }
                    v.tag(&self.tag_name, &self.tag_value, pos);
                    match self.tag_name.as_str() {
                        "Result" => {
                            let value = self.tag_value.trim();
                            if GameResult::from_token(value).is_none()
                                && !matches!(value, "*" | "?" | "")
                            {
                                v.warning(&Warning {
                                    pos,
                                    kind: WarningKind::UnknownResultTag {
                                        value: value.to_owned(),
                                    },
                                });
                            }
                            result_tag = Some(value.to_owned());
                        }
                        "GameType" => game_type = Some(self.tag_value.clone()),
                        _ => {}
                    }
                }
                Tok::Escape => v.escape(&self.text, pos),
                _ => break,
            }
            (tok, pos) = self
                .next_token()
                .map_err(|e| Failure::from(e).in_header())?;
        }
        let variant = GameVariant::from_tag(game_type.as_deref(), self.default_variant);
        v.game_variant(&variant);

        // Movetext.
        let mut open: Vec<Pos> = Vec::new();
        let mut skip_from: Option<usize> = None;
        let mut pending: Option<(MoveNumber, Pos)> = None;
        let mut after_lparen = false;
        let outcome: Option<GameResult>;
        // Warnings of the next game's first tag line, when this game ends there without a result.
        let mut held: Vec<Warning> = Vec::new();
        loop {
            if tok == Tok::Tag {
                held = self.hold_warnings_from(pos.line);
            }
            self.flush_warnings(v);
            let emit = skip_from.is_none();
            let was_after_lparen = std::mem::replace(&mut after_lparen, false);
            // A pending move number is reported just before the next token.
            if let Some((n, npos)) = pending {
                match tok {
                    Tok::MoveNumber(_)
                    | Tok::Result(_)
                    | Tok::Asterisk
                    | Tok::Eof
                    | Tok::Tag
                    | Tok::RParen => {
                        pending = None;
                        self.warn(
                            npos,
                            WarningKind::DanglingMoveNumber {
                                number: n.to_string(),
                            },
                        );
                        self.flush_warnings(v);
                    }
                    Tok::Ellipsis => {}
                    _ => {
                        pending = None;
                        if emit {
                            v.move_number(n, npos);
                        }
                    }
                }
            }
            match tok {
                Tok::Tag => {
                    self.peeked = Some((Tok::Tag, pos));
                    if let Some(&open) = open.last() {
                        return Err(no_recover(
                            pos,
                            SyntaxErrorKind::UnclosedVariation {
                                open,
                                before: "the tags of the next game".to_owned(),
                            },
                        ));
                    }
                    if let Some(e) = self.invalid_result(result_tag.as_deref()) {
                        return Err(e);
                    }
                    // PDN ends every game with a game terminator, a result or `*` (PDN 3.0
                    // grammar: `game: tag-section movetext-section game-terminator`); without
                    // one the next game's tags end it, as `*` ("unfinished, or no result
                    // available", PDN 3.0 Result tag) would.
                    self.game_unterminated = true;
                    self.warn(
                        pos,
                        WarningKind::MissingResult {
                            next_game_line: pos.line,
                        },
                    );
                    outcome = None;
                    break;
                }
                Tok::Eof => {
                    if let Some(&open) = open.last() {
                        return Err(no_recover(
                            open,
                            SyntaxErrorKind::UnclosedVariation {
                                open,
                                before: "the end of the file".to_owned(),
                            },
                        ));
                    }
                    if let Some(e) = self.invalid_result(result_tag.as_deref()) {
                        return Err(e);
                    }
                    outcome = None;
                    break;
                }
                Tok::Result(_) | Tok::Asterisk => {
                    if let Some(&open) = open.last() {
                        return Err(no_recover(
                            pos,
                            SyntaxErrorKind::UnclosedVariation {
                                open,
                                before: "the result".to_owned(),
                            },
                        ));
                    }
                    let result = match tok {
                        Tok::Result(r) => Some(r),
                        _ => None,
                    };
                    let token = result.map_or("*", GameResult::as_str);
                    match &result_tag {
                        None => {
                            if let Some(r) = result {
                                self.warn(
                                    pos,
                                    WarningKind::ResultWithoutTag {
                                        result: r.as_str().to_owned(),
                                    },
                                );
                            }
                        }
                        Some(tag) => {
                            if GameResult::from_token(tag).is_some() && tag != token {
                                self.warn(
                                    pos,
                                    WarningKind::ResultDiffersFromTag {
                                        tag: tag.clone(),
                                        token: token.to_owned(),
                                    },
                                );
                            }
                        }
                    }
                    outcome = result;
                    if self.skip_junk_after_result() {
                        self.game_result_junk += 1;
                    }
                    break;
                }
                Tok::MoveNumber(n) => pending = Some((n, pos)),
                Tok::Ellipsis => match &mut pending {
                    Some((n, _)) if !n.second_ply => {
                        n.second_ply = true;
                        let number = n.number;
                        self.warn(pos, WarningKind::SpacedEllipsis { number });
                    }
                    _ => self.warn(pos, WarningKind::LoneEllipsis),
                },
                Tok::Move => {
                    if emit {
                        v.move_text(&self.mv);
                    }
                    if open.is_empty() {
                        self.last_main_move.clear();
                        self.last_main_move.push_str(&self.mv.text);
                        self.last_main_move_pos = Some(self.mv.pos);
                    }
                }
                Tok::Nag(n) => {
                    if emit {
                        v.nag(n, pos);
                    }
                }
                Tok::UnknownStrength => {
                    let text = self.word.clone();
                    self.warn(pos, WarningKind::UnknownMoveStrength { text });
                }
                Tok::Comment => {
                    if emit {
                        v.comment(&self.text, pos);
                        if self.text.contains("[%") {
                            for cmd in commands_in(&self.text) {
                                v.command(&cmd, pos);
                            }
                        }
                    }
                }
                Tok::Escape => {
                    if emit {
                        v.escape(&self.text, pos);
                    }
                }
                Tok::Skipped => {}
                Tok::Setup => {
                    if emit {
                        v.setup(&self.text, pos);
                    }
                }
                Tok::LParen => {
                    if open.len() >= MAX_VARIATION_DEPTH {
                        return Err(Failure::Syntax {
                            pos,
                            kind: SyntaxErrorKind::TooDeep {
                                max: MAX_VARIATION_DEPTH,
                            },
                            in_header: false,
                            recover: true,
                        });
                    }
                    open.push(pos);
                    after_lparen = true;
                    if emit && v.begin_variation(pos).0 {
                        skip_from = Some(open.len());
                    }
                }
                Tok::RParen => {
                    let depth = open.len();
                    if open.pop().is_none() {
                        return Err(Failure::Syntax {
                            pos,
                            kind: SyntaxErrorKind::UnmatchedCloseParen,
                            in_header: false,
                            recover: true,
                        });
                    }
                    if was_after_lparen {
                        self.warn(pos, WarningKind::EmptyVariation);
                        self.flush_warnings(v);
                    }
                    if skip_from == Some(depth) {
                        skip_from = None;
                    } else if emit {
                        v.end_variation(pos);
                    }
                }
            }
            (tok, pos) = self.next_token()?;
        }
        self.flush_warnings(v);
        self.warnings.append(&mut held);
        v.outcome(outcome, pos);
        Ok(v.end_game())
    }

    /// The error for a game whose last move is the `Result` tag's value when
    /// that value is not a PDN result (`4-6`): the file uses a result notation
    /// PDN does not have.
    fn invalid_result(&self, result_tag: Option<&str>) -> Option<Failure> {
        let tag = result_tag?;
        let pos = self.last_main_move_pos?;
        (GameResult::from_token(tag).is_none() && tag == self.last_main_move).then(|| {
            no_recover(
                pos,
                SyntaxErrorKind::InvalidResult {
                    text: tag.to_owned(),
                },
            )
        })
    }

    fn warn(&mut self, pos: Pos, kind: WarningKind) {
        self.warnings.push(Warning { pos, kind });
    }

    /// Skips the rest of a game with a syntax error: up to its result, or up to
    /// where the next game begins, a tag pair after movetext or after a blank
    /// line. After an error in the tag section, the section's other tag pairs are
    /// the same game's, and skipped; text that does not read is neither tags nor
    /// movetext, so a damaged line between two tag pairs does not split a game.
    /// (Every lexing error has consumed at least one character, so this always
    /// advances.)
    fn recover(&mut self, in_header: bool) {
        self.peeked = None;
        let mut seen_body = !in_header;
        // The line where the last token ended: a tag pair two or more lines further on
        // follows a blank line.
        let mut last_line = self.line_no;
        loop {
            match self.next_token() {
                Ok((Tok::Eof, _)) => return,
                Ok((Tok::Result(_), _)) | Ok((Tok::Asterisk, _)) => {
                    self.skip_junk_after_result();
                    return;
                }
                Ok((Tok::Tag, pos)) => {
                    if seen_body || pos.line > last_line + 1 {
                        self.peeked = Some((Tok::Tag, pos));
                        return;
                    }
                }
                Ok((Tok::Escape, _)) | Err(LexError::Syntax(..)) => {}
                Ok(_) => seen_body = true,
                Err(LexError::Io(e)) => {
                    self.io_error = Some(e);
                    return;
                }
            }
            last_line = self.line_no;
        }
    }

    // ---- Lines ----

    /// Reads the next line into `line`; `false` at the end of the source.
    fn next_line(&mut self) -> io::Result<bool> {
        if self.eof {
            return Ok(false);
        }
        self.raw.clear();
        self.too_long = false;
        let mut got_any = false;
        loop {
            let buf = match self.src.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buf.is_empty() {
                if !got_any {
                    self.eof = true;
                    return Ok(false);
                }
                self.ending = Ending::None;
                break;
            }
            got_any = true;
            match buf.iter().position(|&b| b == b'\n' || b == b'\r') {
                Some(k) => {
                    let term = buf[k];
                    let room = MAX_LINE_BYTES.saturating_sub(self.raw.len());
                    self.too_long |= k > room;
                    self.raw.extend_from_slice(&buf[..k.min(room)]);
                    self.src.consume(k + 1);
                    self.ending = Ending::Lf;
                    if term == b'\r' {
                        self.ending = Ending::Cr;
                        let next = loop {
                            match self.src.fill_buf() {
                                Ok(buf) => break buf,
                                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                                Err(e) => return Err(e),
                            }
                        };
                        if next.first() == Some(&b'\n') {
                            self.src.consume(1);
                            self.ending = Ending::CrLf;
                        }
                    }
                    break;
                }
                None => {
                    let n = buf.len();
                    let room = MAX_LINE_BYTES.saturating_sub(self.raw.len());
                    self.too_long |= n > room;
                    self.raw.extend_from_slice(&buf[..n.min(room)]);
                    self.src.consume(n);
                }
            }
        }
        self.line_no += 1;
        let mut bytes = &self.raw[..];
        if self.line_no == 1 && bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
            bytes = &bytes[3..];
            self.bom_pending = true;
        }
        self.line.clear();
        let mut invalid = false;
        match std::str::from_utf8(bytes) {
            Ok(s) => self.line.push_str(s),
            Err(_) => {
                self.line.push_str(&String::from_utf8_lossy(bytes));
                invalid = true;
            }
        }
        self.ascii = self.line.is_ascii();
        self.i = 0;
        if invalid {
            self.warn(Pos::new(self.line_no, 1), WarningKind::InvalidUtf8);
        }
        if self.in_game {
            self.check_ending();
        }
        Ok(true)
    }

    fn check_ending(&mut self) {
        if self.ending_warned || self.line_no == 0 {
            return;
        }
        let kind = match self.ending {
            Ending::CrLf => WarningKind::CrLfLineEnds,
            Ending::Cr => WarningKind::CrLineEnds,
            Ending::Lf | Ending::None => return,
        };
        self.ending_warned = true;
        let pos = self.pos_at(self.line.len());
        self.warn(pos, kind);
    }

    fn pos_at(&self, i: usize) -> Pos {
        let col = if self.ascii {
            i
        } else {
            self.line[..i].chars().count()
        };
        Pos::new(self.line_no, u32::try_from(col + 1).unwrap_or(u32::MAX))
    }

    /// Skips white space, across lines; `false` at the end of the source.
    fn skip_ws(&mut self) -> io::Result<bool> {
        loop {
            let bytes = self.line.as_bytes();
            while self.i < bytes.len() {
                let b = bytes[self.i];
                if b.is_ascii_whitespace() || b == 0x0b {
                    self.i += 1;
                } else if b >= 0x80 {
                    let c = self.line[self.i..].chars().next().unwrap_or('\u{0}');
                    if c.is_whitespace() || c == '\u{feff}' {
                        self.i += c.len_utf8();
                    } else {
                        return Ok(true);
                    }
                } else {
                    return Ok(true);
                }
            }
            if !self.next_line()? {
                return Ok(false);
            }
        }
    }

    // ---- Tokens ----

    fn next_token(&mut self) -> Result<(Tok, Pos), LexError> {
        loop {
            match self.next_token_or_skip() {
                Ok((Tok::Skipped, _)) => {}
                other => return other,
            }
        }
    }

    /// The next token, or `Tok::Skipped` after a damaged tag line skipped (inlined into
    /// [`Reader::next_token`], so that clean files pay nothing for the loop).
    #[inline(always)]
    fn next_token_or_skip(&mut self) -> Result<(Tok, Pos), LexError> {
        if let Some(t) = self.peeked.take() {
            return Ok(t);
        }
        if !self.skip_ws()? {
            let pos = Pos::new(self.line_no.max(1), 1);
            return Ok((Tok::Eof, pos));
        }
        if self.too_long {
            self.too_long = false;
            self.i = self.line.len();
            return Err(LexError::Syntax(
                Pos::new(self.line_no, 1),
                SyntaxErrorKind::LineTooLong {
                    max: MAX_LINE_BYTES,
                },
            ));
        }
        let start = self.i;
        let pos = self.pos_at(start);
        let b = self.line.as_bytes()[start];
        if start == 0 && b == b'%' {
            self.text.clear();
            self.text.push_str(&self.line[1..]);
            self.i = self.line.len();
            return Ok((Tok::Escape, pos));
        }
        let after_move = self.move_end == Some((self.line_no, start));
        match b {
            b'[' => self.lex_tag(pos),
            b'{' => self.lex_comment(pos),
            b'}' => {
                self.i += 1;
                let kind = match self.last_comment_open {
                    Some(last_comment_open) => SyntaxErrorKind::NestedComment { last_comment_open },
                    None => SyntaxErrorKind::StrayCloseBrace,
                };
                Err(LexError::Syntax(pos, kind))
            }
            b'(' => {
                if after_move && let Some(end) = self.strength_in_parens(start) {
                    return Ok((self.strength(start, end), pos));
                }
                self.i += 1;
                Ok((Tok::LParen, pos))
            }
            b')' => {
                self.i += 1;
                Ok((Tok::RParen, pos))
            }
            b'$' => {
                let digits = self.line.as_bytes()[start + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                let end = start + 1 + digits;
                self.i = end;
                match self.line[start + 1..end].parse::<u16>() {
                    Ok(n) => Ok((Tok::Nag(Nag(n)), pos)),
                    Err(_) => Err(LexError::Syntax(
                        pos,
                        SyntaxErrorKind::MalformedNag {
                            text: self.line[start..end].to_owned(),
                        },
                    )),
                }
            }
            b'/' => self.lex_setup(pos),
            b'*' => {
                self.i += 1;
                Ok((Tok::Asterisk, pos))
            }
            b'!' | b'?' => {
                let len = self.line.as_bytes()[start..]
                    .iter()
                    .take_while(|b| matches!(b, b'!' | b'?'))
                    .count();
                Ok((self.strength(start, start + len), pos))
            }
            b if is_word_byte(b) => self.lex_word(pos),
            _ => {
                let c = self.line[start..].chars().next().unwrap_or('\u{0}');
                self.i += c.len_utf8().max(1);
                Err(LexError::Syntax(
                    pos,
                    SyntaxErrorKind::UnexpectedChar {
                        found: c,
                        expected: EXPECTED_TOKEN.to_owned(),
                    },
                ))
            }
        }
    }

    /// The end of `(!)`-style move strength starting at `start`, if there is one.
    fn strength_in_parens(&self, start: usize) -> Option<usize> {
        let bytes = self.line.as_bytes();
        let inner = bytes[start + 1..]
            .iter()
            .take_while(|b| matches!(b, b'!' | b'?'))
            .count();
        (inner > 0 && bytes.get(start + 1 + inner) == Some(&b')')).then_some(start + inner + 2)
    }

    fn strength(&mut self, start: usize, end: usize) -> Tok {
        self.i = end;
        let text = &self.line[start..end];
        match Nag::from_move_strength(text) {
            Some(n) => Tok::Nag(n),
            None => {
                self.word.clear();
                self.word.push_str(text);
                Tok::UnknownStrength
            }
        }
    }

    fn lex_tag(&mut self, pos: Pos) -> Result<(Tok, Pos), LexError> {
        let bytes = self.line.as_bytes();
        let mut i = self.i + 1;
        let skip_spaces = |mut i: usize| {
            while i < bytes.len() && matches!(bytes[i], b' ' | b'\t') {
                i += 1;
            }
            i
        };
        i = skip_spaces(i);
        let name_start = i;
        while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
            i += 1;
        }
        if i == name_start && skip_spaces(i) == bytes.len() {
            // A line (or the rest of one) holding only `[`.
            self.i = bytes.len();
            self.game_skipped_tags += 1;
            self.warn(pos, WarningKind::StrayBracket);
            return Ok((Tok::Skipped, pos));
        }
        if i == name_start || !bytes[name_start].is_ascii_alphabetic() {
            return self.tag_error(
                i.max(self.i + 1),
                "a tag name (a letter, then letters, digits or `_`) after `[`",
            );
        }
        let name_end = i;
        i = skip_spaces(i);
        if matches!(bytes.get(i), None | Some(b']')) {
            // A tag pair without a value (`[Empty]`): skipped.
            let name = self.line[name_start..name_end].to_owned();
            self.i = (i + 1).min(bytes.len());
            self.game_skipped_tags += 1;
            self.warn(pos, WarningKind::TagWithoutValue { name });
            return Ok((Tok::Skipped, pos));
        }
        if bytes.get(i) != Some(&b'"') {
            return self.tag_error(i, "`\"` opening the tag value after the tag name");
        }
        i += 1;
        self.tag_value.clear();
        let mut seg = i;
        loop {
            match bytes.get(i) {
                None => {
                    return self.tag_error(i, "`\"` closing the tag value on the same line");
                }
                Some(b'\\') if matches!(bytes.get(i + 1), Some(b'"') | Some(b'\\')) => {
                    self.tag_value.push_str(&self.line[seg..i]);
                    seg = i + 1;
                    i += 2;
                }
                Some(b'"') => {
                    self.tag_value.push_str(&self.line[seg..i]);
                    i += 1;
                    break;
                }
                Some(_) => i += 1,
            }
        }
        i = skip_spaces(i);
        if bytes.get(i) != Some(&b']') {
            return self.tag_error(i, "`]` closing the tag pair after its value");
        }
        self.tag_name.clear();
        self.tag_name.push_str(&self.line[name_start..name_end]);
        self.i = i + 1;
        self.skip_junk_after_tag();
        Ok((Tok::Tag, pos))
    }

    /// After a tag pair: the rest of the line is junk when it starts with a character that
    /// cannot start any PDN token (`\r` written out by a broadcast system); it is skipped to the
    /// end of the line and noted in `tag_junk`. Another tag pair, a comment or movetext on the
    /// same line is read as usual.
    fn skip_junk_after_tag(&mut self) {
        self.tag_junk = false;
        // Usually the tag pair ends its line.
        if self.i == self.line.len() {
            return;
        }
        let rest = &self.line[self.i..];
        let text = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        let Some(&b) = text.as_bytes().first() else {
            return;
        };
        if starts_token(b) {
            return;
        }
        let start = self.line.len() - text.len();
        self.junk_pos = self.pos_at(start);
        self.junk.clear();
        let text = text.trim_end();
        let end = text.char_indices().nth(40).map_or(text.len(), |(k, _)| k);
        self.junk.push_str(&text[..end]);
        self.tag_junk = true;
        self.i = self.line.len();
    }

    /// After a game's result: the rest of the line is junk when it starts with a character that
    /// cannot start any PDN token (`*\r` written out by a broadcast system); it is skipped to the
    /// end of the line, so that it is not read as another game. A next game on the same line is
    /// read as usual. Returns whether text was skipped.
    fn skip_junk_after_result(&mut self) -> bool {
        if self.peeked.is_some() || self.i >= self.line.len() {
            return false;
        }
        let rest = &self.line[self.i..];
        let text = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        match text.as_bytes().first() {
            Some(&b) if !starts_token(b) => {}
            _ => return false,
        }
        let pos = self.pos_at(self.line.len() - text.len());
        let text = text.trim_end();
        let end = text.char_indices().nth(40).map_or(text.len(), |(k, _)| k);
        let text = text[..end].to_owned();
        self.i = self.line.len();
        if !self.result_junk_warned {
            self.result_junk_warned = true;
            self.warn(pos, WarningKind::JunkAfterResult { text });
        }
        true
    }

    fn tag_error(&mut self, at: usize, expected: &'static str) -> Result<(Tok, Pos), LexError> {
        let at = at.min(self.line.len());
        let pos = self.pos_at(at);
        self.i = self.line.len();
        Err(LexError::Syntax(
            pos,
            SyntaxErrorKind::MalformedTag {
                expected: expected.to_owned(),
            },
        ))
    }

    fn lex_comment(&mut self, pos: Pos) -> Result<(Tok, Pos), LexError> {
        self.text.clear();
        self.i += 1;
        let mut too_long = false;
        let mut inner_open = false;
        loop {
            let rest = &self.line[self.i..];
            let (segment, done) = match rest.find('}') {
                Some(k) => (&rest[..k], Some(k)),
                None => (rest, None),
            };
            inner_open |= segment.contains('{');
            if self.text.len() + segment.len() <= MAX_COMMENT_BYTES {
                append_words(&mut self.text, segment);
            } else {
                too_long = true;
            }
            match done {
                Some(k) => {
                    self.i += k + 1;
                    break;
                }
                None => {
                    self.i = self.line.len();
                    if !self.next_line()? {
                        return Err(LexError::Syntax(pos, SyntaxErrorKind::UnterminatedComment));
                    }
                }
            }
        }
        self.last_comment_open = Some(pos);
        // `{ a { nested } comment }`: a `{` inside the comment and, further on
        // the line, a `}` with no `{` before it. Comments do not nest.
        if inner_open {
            let rest = &self.line[self.i..];
            if let Some(k) = rest.find('}').filter(|&k| !rest[..k].contains('{')) {
                let at = self.i + k;
                self.i = at + 1;
                return Err(LexError::Syntax(
                    self.pos_at(at),
                    SyntaxErrorKind::NestedComment {
                        last_comment_open: pos,
                    },
                ));
            }
        }
        if too_long {
            return Err(LexError::Syntax(
                pos,
                SyntaxErrorKind::LineTooLong {
                    max: MAX_COMMENT_BYTES,
                },
            ));
        }
        Ok((Tok::Comment, pos))
    }

    fn lex_setup(&mut self, pos: Pos) -> Result<(Tok, Pos), LexError> {
        let start = self.i + 1;
        let Some(len) = self.line[start..].find('/') else {
            self.i = self.line.len();
            return Err(LexError::Syntax(pos, SyntaxErrorKind::UnterminatedSetup));
        };
        self.i = start + len + 1;
        let content = &self.line[start..start + len];
        let fen = content
            .trim()
            .strip_prefix("FEN")
            .map(str::trim_start)
            .and_then(|s| s.strip_prefix('"'))
            .and_then(|s| s.strip_suffix('"'))
            .filter(|s| !s.contains('"'));
        match fen {
            Some(fen) => {
                self.text.clear();
                self.text.push_str(fen);
                Ok((Tok::Setup, pos))
            }
            None => Err(LexError::Syntax(
                pos,
                SyntaxErrorKind::MalformedSetup {
                    content: content.to_owned(),
                },
            )),
        }
    }

    fn lex_word(&mut self, pos: Pos) -> Result<(Tok, Pos), LexError> {
        let start = self.i;
        let bytes = self.line.as_bytes();
        let mut end = start;
        while end < bytes.len() && is_word_byte(bytes[end]) {
            end += 1;
        }
        self.i = end;
        let word = &self.line[start..end];
        if let Some(r) = GameResult::from_token(word) {
            return Ok((Tok::Result(r), pos));
        }
        if word == "-" && self.line[end..].trim().is_empty() {
            // A lone `-` ending its line stands where the result does: no result known.
            self.game_dash_result = true;
            self.warn(pos, WarningKind::DashResult);
            return Ok((Tok::Asterisk, pos));
        }
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
        if digits == 0 && dots == word.len() {
            if dots >= 2 {
                return Ok((Tok::Ellipsis, pos));
            }
            return Err(self.bad_move(
                pos,
                start,
                end,
                "a move number such as `12.` before the dot",
            ));
        }
        if digits > 0 && dots > 0 {
            let Some(number) = word[..digits].parse::<u32>().ok().filter(|_| digits <= 9) else {
                return Err(self.bad_move(pos, start, end, "a move number of at most 9 digits"));
            };
            let second_ply = dots >= 2;
            let n = MoveNumber { number, second_ply };
            if dots != 1 && dots != 3 {
                let written = word[..digits + dots].to_owned();
                self.warn(
                    pos,
                    WarningKind::OddMoveNumber {
                        written,
                        read: n.to_string(),
                    },
                );
            }
            // The rest of the word (`1.32-28`) is the next token.
            self.i = start + digits + dots;
            return Ok((Tok::MoveNumber(n), pos));
        }
        self.lex_move(pos, start, end)
    }

    fn bad_move(&mut self, pos: Pos, start: usize, end: usize, expected: &str) -> LexError {
        LexError::Syntax(
            pos,
            SyntaxErrorKind::MalformedMove {
                text: self.line[start..end].to_owned(),
                expected: expected.to_owned(),
            },
        )
    }

    fn lex_move(&mut self, pos: Pos, start: usize, mut end: usize) -> Result<(Tok, Pos), LexError> {
        self.word.clear();
        self.word.push_str(&self.line[start..end]);
        let mut spaced = false;
        loop {
            match parse_move(&self.word, &mut self.mv) {
                Ok(Shape::Complete { upper }) => {
                    self.mv.pos = pos;
                    self.move_end = Some((self.line_no, end));
                    if spaced {
                        let written = self.line[start..end].to_owned();
                        let read = self.mv.text.clone();
                        self.warn(pos, WarningKind::SpacedMove { written, read });
                    }
                    if upper {
                        let written = self.word.replace(' ', "");
                        let read = self.mv.text.clone();
                        self.warn(pos, WarningKind::UpperCaseSquare { written, read });
                    }
                    return Ok((Tok::Move, pos));
                }
                Ok(incomplete) => {
                    // A spaced move (`1- 6`, `47x 9`, `1 -6`): join the next word on the line.
                    let bytes = self.line.as_bytes();
                    let mut j = end;
                    while j < bytes.len() && matches!(bytes[j], b' ' | b'\t') {
                        j += 1;
                    }
                    let joinable = match (incomplete, bytes.get(j)) {
                        (Shape::NeedSquare, Some(b)) => b.is_ascii_alphanumeric(),
                        (Shape::NeedSeparator, Some(b)) => matches!(b, b'-' | b'x' | b'X' | b':'),
                        _ => false,
                    };
                    if !joinable || j == end {
                        let expected = match incomplete {
                            Shape::NeedSquare => format!("{EXPECTED_SQUARE} after the separator"),
                            _ => "a move such as 32-28 (a lone number is not a move; a move \
                                  number needs a dot, as in `12.`)"
                                .to_owned(),
                        };
                        return Err(LexError::Syntax(
                            pos,
                            SyntaxErrorKind::MalformedMove {
                                text: self.line[start..end].to_owned(),
                                expected,
                            },
                        ));
                    }
                    let mut k = j;
                    while k < bytes.len() && is_word_byte(bytes[k]) {
                        k += 1;
                    }
                    self.word.push_str(&self.line[j..k]);
                    end = k;
                    self.i = k;
                    spaced = true;
                }
                Err(expected) => {
                    // A move with words glued to it (`8-11Redoverstepped...`): the
                    // move, then the words as a comment.
                    if !spaced && let Some(split) = glued_text(&self.word) {
                        let text = self.word[split..].to_owned();
                        let written = self.word.clone();
                        self.word.truncate(split);
                        if let Ok(Shape::Complete { .. }) = parse_move(&self.word, &mut self.mv) {
                            self.mv.pos = pos;
                            self.move_end = None;
                            let read = self.mv.text.clone();
                            let comment_pos = self.pos_at(start + split);
                            self.warn(
                                pos,
                                WarningKind::TextAfterMove {
                                    written,
                                    read,
                                    comment: text.clone(),
                                },
                            );
                            self.text = text;
                            self.peeked = Some((Tok::Comment, comment_pos));
                            return Ok((Tok::Move, pos));
                        }
                    }
                    return Err(LexError::Syntax(
                        pos,
                        SyntaxErrorKind::MalformedMove {
                            text: self.line[start..end].to_owned(),
                            expected: expected.to_owned(),
                        },
                    ));
                }
            }
        }
    }
}

fn no_recover(pos: Pos, kind: SyntaxErrorKind) -> Failure {
    Failure::Syntax {
        pos,
        kind,
        in_header: false,
        recover: false,
    }
}

/// Bytes that can start a token: a tag pair, comment, variation, glyph, setup, `*`, move
/// strength, or a word.
fn starts_token(b: u8) -> bool {
    matches!(
        b,
        b'[' | b'{' | b'(' | b')' | b'$' | b'/' | b'*' | b'!' | b'?'
    ) || is_word_byte(b)
}

/// Bytes that make up words: moves, move numbers and results.
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'/')
}

/// Appends the words of `segment` to `dst`, single-spaced.
fn append_words(dst: &mut String, segment: &str) {
    for w in segment.split_whitespace() {
        if !dst.is_empty() {
            dst.push(' ');
        }
        dst.push_str(w);
    }
}

/// The value of one or two ASCII digits.
fn digits_value(d: &[u8]) -> u8 {
    d.iter().fold(0, |v, &c| v * 10 + (c - b'0'))
}

/// Where words glued to a move start (`8-11Redoverstepped...` gives 4): the
/// first of at least three consecutive letters after a digit.
fn glued_text(word: &str) -> Option<usize> {
    let b = word.as_bytes();
    (1..b.len()).find(|&i| {
        b[i - 1].is_ascii_digit()
            && b.len() >= i + 3
            && b[i..i + 3].iter().all(u8::is_ascii_alphabetic)
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    Complete {
        upper: bool,
    },
    /// Ends with a separator (`47x`).
    NeedSquare,
    /// A single square (`1`).
    NeedSeparator,
}

/// Splits a move word into squares and separators.
fn parse_move(word: &str, mv: &mut MoveToken) -> Result<Shape, &'static str> {
    mv.clear();
    let b = word.as_bytes();
    let mut i = 0;
    let mut upper = false;
    loop {
        // A square.
        let square = match b.get(i) {
            Some(d) if d.is_ascii_digit() => {
                let n = b[i..].iter().take_while(|b| b.is_ascii_digit()).count();
                if n > 2 {
                    return Err("a square number of one or two digits");
                }
                let value = digits_value(&b[i..i + n]);
                if value == 0 {
                    return Err("a square number from 1 (0 is not a square)");
                }
                i += n;
                SquareText::Numeric(value)
            }
            Some(&l) if matches!(l.to_ascii_lowercase(), b'a'..=b'j') => {
                upper |= l.is_ascii_uppercase();
                let n = b[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
                if n == 0 || n > 2 {
                    return Err("a rank of one or two digits after the file letter");
                }
                let rank = digits_value(&b[i + 1..i + 1 + n]);
                if rank == 0 {
                    return Err("a rank from 1 after the file letter");
                }
                i += 1 + n;
                SquareText::Algebraic {
                    file: l.to_ascii_lowercase() - b'a',
                    rank,
                }
            }
            _ => return Err(EXPECTED_SQUARE),
        };
        mv.squares.push(square);
        if i == b.len() {
            if mv.squares.len() == 1 {
                return Ok(Shape::NeedSeparator);
            }
            break;
        }
        // A separator.
        let sep = match b[i] {
            b'-' => Separator::Dash,
            b'x' | b'X' => Separator::Cross,
            b':' => Separator::Colon,
            l if matches!(square, SquareText::Algebraic { .. })
                && matches!(l.to_ascii_lowercase(), b'a'..=b'j') =>
            {
                i -= 1; // no separator: the letter starts the next square
                Separator::Omitted
            }
            _ => return Err("a separator (`-`, `x` or `:`) between squares"),
        };
        i += 1;
        mv.separators.push(sep);
        if i == b.len() {
            return Ok(Shape::NeedSquare);
        }
    }
    // The text: squares in lower case without leading zeros, `x` for `X`, no spaces.
    for (k, sq) in mv.squares.iter().enumerate() {
        if k > 0 {
            mv.text.push_str(mv.separators[k - 1].as_str());
        }
        let n = match *sq {
            SquareText::Numeric(n) => n,
            SquareText::Algebraic { file, rank } => {
                mv.text.push(char::from(b'a' + file));
                rank
            }
        };
        if n >= 10 {
            mv.text.push(char::from(b'0' + n / 10));
        }
        mv.text.push(char::from(b'0' + n % 10));
    }
    Ok(Shape::Complete { upper })
}

/// The iterator of [`Reader::games`].
pub struct Games<R> {
    reader: Reader<R>,
    done: bool,
}

impl<R> Games<R> {
    /// The reader (for [`Reader::repairs`] and [`Reader::games_started`]).
    pub fn reader(&self) -> &Reader<R> {
        &self.reader
    }
}

impl<R: BufRead> Iterator for Games<R> {
    type Item = Result<PdnGame, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let mut builder = GameBuilder::new();
        match self.reader.read_game(&mut builder) {
            Ok(Some(game)) => Some(Ok(game)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(ReadError::Io(e)) => {
                self.done = true;
                Some(Err(ReadError::Io(e)))
            }
            Err(e) => Some(Err(e)),
        }
    }
}
