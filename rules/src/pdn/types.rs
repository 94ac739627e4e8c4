//! The vocabulary of PDN movetext: positions in the source, move numbers, move
//! tokens, annotation glyphs and game results.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A place in the source text: 1-based line and column (columns count characters).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub struct Pos {
    /// Line number, from 1.
    pub line: u32,
    /// Column number, from 1, counted in characters.
    pub column: u32,
}

impl Pos {
    /// A position from a line and a column.
    pub const fn new(line: u32, column: u32) -> Pos {
        Pos { line, column }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// A move number as written: `12.` (the first ply of move 12) or `12...` (the
/// second ply of move 12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MoveNumber {
    /// The number (leading zeros as in `01.` are dropped).
    pub number: u32,
    /// `true` for `12...`: the number announces the second ply of the move.
    pub second_ply: bool,
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.second_ply {
            write!(f, "{}...", self.number)
        } else {
            write!(f, "{}.", self.number)
        }
    }
}

/// One square of a move, as written: a number (`32`) or an algebraic square (`c3`).
///
/// Nothing is checked against a board here: `Numeric(99)` is syntactically fine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SquareText {
    /// A numeric square, `1` to `99` (leading zeros as in `06` are dropped).
    Numeric(u8),
    /// An algebraic square: `file` 0 for `a`, `rank` 1 for `1` (upper case is read as lower case).
    Algebraic {
        /// The file, 0 for `a`.
        file: u8,
        /// The rank, from 1.
        rank: u8,
    },
}

impl fmt::Display for SquareText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SquareText::Numeric(n) => write!(f, "{n}"),
            SquareText::Algebraic { file, rank } => {
                write!(f, "{}{}", char::from(b'a' + file), rank)
            }
        }
    }
}

/// The mark written between two squares of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Separator {
    /// `-`, the separator of a plain move.
    Dash,
    /// `x` (or `X`), the separator of a capture.
    Cross,
    /// `:`, the capture separator of Russian notation.
    Colon,
    /// Nothing, as in the algebraic `a3b4`.
    Omitted,
}

impl Separator {
    /// The separator as written in canonical text (`""` for [`Separator::Omitted`]).
    pub const fn as_str(self) -> &'static str {
        match self {
            Separator::Dash => "-",
            Separator::Cross => "x",
            Separator::Colon => ":",
            Separator::Omitted => "",
        }
    }

    /// Whether the separator marks a capture (`x` or `:`).
    pub const fn is_capture(self) -> bool {
        matches!(self, Separator::Cross | Separator::Colon)
    }
}

/// A move as written, split into squares and separators, not resolved against
/// any position.
///
/// `text` is the move with the spaces of a spaced move (`1- 6`) removed and
/// upper-case squares written in lower case; the original spelling is kept in
/// the warning that reported it. `separators[i]` stands between `squares[i]`
/// and `squares[i + 1]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct MoveToken {
    /// The move text (`32-28`, `24x15x6`, `c3:e5`, `a3b4`).
    pub text: String,
    /// The squares, in the order written (at least two).
    pub squares: Vec<SquareText>,
    /// The separators between consecutive squares (one fewer than the squares).
    pub separators: Vec<Separator>,
    /// Where the move starts in the source.
    pub pos: Pos,
}

impl MoveToken {
    /// The first square written: the origin of the move (`None` only for a
    /// token built by hand with no squares; the reader always gives two or more).
    pub fn origin(&self) -> Option<SquareText> {
        self.squares.first().copied()
    }

    /// The last square written: the destination of the move.
    pub fn destination(&self) -> Option<SquareText> {
        self.squares.last().copied()
    }

    /// Whether any separator marks a capture (`x` or `:`).
    pub fn is_written_as_capture(&self) -> bool {
        self.separators.iter().any(|s| s.is_capture())
    }

    pub(crate) fn clear(&mut self) {
        self.text.clear();
        self.squares.clear();
        self.separators.clear();
    }
}

impl fmt::Display for MoveToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// A numeric annotation glyph: `$n`, or a move strength `!` (1), `?` (2), `!!`
/// (3), `??` (4), `!?` (5), `?!` (6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Nag(pub u16);

impl Nag {
    /// The glyph of a move strength indicator (`!`, `?`, `!!`, `??`, `!?`, `?!`), also in the
    /// parenthesised form `(!)`.
    pub fn from_move_strength(s: &str) -> Option<Nag> {
        let s = s
            .strip_prefix('(')
            .and_then(|s| s.strip_suffix(')'))
            .unwrap_or(s);
        let n = match s {
            "!" => 1,
            "?" => 2,
            "!!" => 3,
            "??" => 4,
            "!?" => 5,
            "?!" => 6,
            _ => return None,
        };
        Some(Nag(n))
    }

    /// The move strength symbol of glyphs 1 to 6.
    pub const fn move_strength(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("!"),
            2 => Some("?"),
            3 => Some("!!"),
            4 => Some("??"),
            5 => Some("!?"),
            6 => Some("?!"),
            _ => None,
        }
    }
}

impl fmt::Display for Nag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.0)
    }
}

/// A game result token (the game terminator `*` is the absence of a result).
///
/// The first figure is the score of the side that moves first in the variant: White in
/// international, Russian and Brazilian draughts, Black in English draughts (000 art. 1.13),
/// where `1-0` is Black's win. This is how each variant's files are written (counted in the
/// published files of `shared/data/pdn`, on decisive games whose last move was made by the
/// winner: English, 767 games of `tinsley.pdn` and `OCA_2.0.pdn`, `1-0` after a last move by
/// Black 69 times and by White 6, `0-1` after White 124 and Black 12 — Tinsley wins 175 and
/// loses 16 read so; international, ten files, `1-0` after White 26 and Black 3, `0-1` after
/// Black 18 and White 4; Russian, `ussr1947.pdn`, `1-0` after White 20 and Black 2, `0-1`
/// after Black 20). The variants' names below (`WhiteWins`...) are the tokens' names in PDN
/// 3.0; [`GameResult::winner`] says who won in a given variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    /// `1-0`: the first mover's win (White's; Black's in English draughts).
    WhiteWins,
    /// `0-1`: the second mover's win (Black's; White's in English draughts).
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `2-0`, the international form of `1-0`.
    WhiteWins2,
    /// `0-2`, the international form of `0-1`.
    BlackWins2,
    /// `1-1`, the international form of a draw.
    Draw2,
    /// `0-0`: both players lose (double forfeit).
    DoubleForfeit,
}

impl GameResult {
    /// Every result token.
    pub const ALL: [GameResult; 7] = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::WhiteWins2,
        GameResult::BlackWins2,
        GameResult::Draw2,
        GameResult::DoubleForfeit,
    ];

    /// The token as written in PDN.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::WhiteWins2 => "2-0",
            GameResult::BlackWins2 => "0-2",
            GameResult::Draw2 => "1-1",
            GameResult::DoubleForfeit => "0-0",
        }
    }

    /// The result of a token, if it is one.
    pub fn from_token(s: &str) -> Option<GameResult> {
        GameResult::ALL.into_iter().find(|r| r.as_str() == s)
    }

    /// Whether the first figure's side won (`1-0` or `2-0`): the side that moves first in the
    /// variant.
    pub const fn first_figure_wins(self) -> bool {
        matches!(self, GameResult::WhiteWins | GameResult::WhiteWins2)
    }

    /// Whether the second figure's side won (`0-1` or `0-2`).
    pub const fn second_figure_wins(self) -> bool {
        matches!(self, GameResult::BlackWins | GameResult::BlackWins2)
    }

    /// The colour that won in `variant`: `1-0` is a win for the side that moves first there
    /// (Black in English draughts, White in the others); `None` for a draw or `0-0`.
    pub fn winner(self, variant: crate::Variant) -> Option<crate::Color> {
        let first = variant.first_to_move();
        if self.first_figure_wins() {
            Some(first)
        } else if self.second_figure_wins() {
            Some(!first)
        } else {
            None
        }
    }

    /// The result of a game that `winner` won in `variant` (`None`: a draw), in the variant's
    /// format: `2-0`, `1-1`, `0-2` in international draughts, `1-0`, `1/2-1/2`, `0-1` in the
    /// 8×8 variants.
    pub fn of_winner(variant: crate::Variant, winner: Option<crate::Color>) -> GameResult {
        let two = variant == crate::Variant::International;
        match winner {
            Some(c) if c == variant.first_to_move() && two => GameResult::WhiteWins2,
            Some(c) if c == variant.first_to_move() => GameResult::WhiteWins,
            Some(_) if two => GameResult::BlackWins2,
            Some(_) => GameResult::BlackWins,
            None if two => GameResult::Draw2,
            None => GameResult::Draw,
        }
    }

    /// Whether the game was drawn (`1/2-1/2` or `1-1`).
    pub const fn is_draw(self) -> bool {
        matches!(self, GameResult::Draw | GameResult::Draw2)
    }

    /// Whether two results mean the same outcome (`1-0` and `2-0`, `1/2-1/2` and `1-1`...).
    pub const fn same_outcome(self, other: GameResult) -> bool {
        (self.first_figure_wins() && other.first_figure_wins())
            || (self.second_figure_wins() && other.second_figure_wins())
            || (self.is_draw() && other.is_draw())
            || (matches!(self, GameResult::DoubleForfeit)
                && matches!(other, GameResult::DoubleForfeit))
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A command embedded in a comment, `[%name value]` (PDN 3.0 "Embedded
/// commands"), such as the clock times `[%clk 1:55:21]` or `[%clock w0:00:10 B0:00:03]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Command {
    /// The command name (`clk`, `clock`, `mct`, `egt`, `emt`...).
    pub name: String,
    /// Everything after the name, trimmed.
    pub value: String,
}

/// A clock time given by a `clk`, `clock`, `mct`, `egt` or `emt` command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockTime {
    /// `Some(true)` for White (`w`/`W`), `Some(false)` for Black, `None` when not said.
    pub white: Option<bool>,
    /// Whether the clock is running (an upper-case `W` or `B`).
    pub running: bool,
    /// The time in seconds.
    pub seconds: u32,
}

impl Command {
    /// Whether the command carries clock times.
    pub fn is_clock(&self) -> bool {
        matches!(self.name.as_str(), "clk" | "clock" | "mct" | "egt" | "emt")
    }

    /// The clock times of a clock command (`h:mm:ss`, optionally preceded by
    /// `w`/`b`), or `None` when it is not a clock command or a time is malformed.
    pub fn clock_times(&self) -> Option<Vec<ClockTime>> {
        if !self.is_clock() {
            return None;
        }
        let mut times = Vec::new();
        for part in self.value.split_whitespace() {
            let (white, running, time) = match part.as_bytes()[0] {
                b'w' => (Some(true), false, &part[1..]),
                b'W' => (Some(true), true, &part[1..]),
                b'b' => (Some(false), false, &part[1..]),
                b'B' => (Some(false), true, &part[1..]),
                _ => (None, false, part),
            };
            let mut seconds = 0u32;
            let mut fields = 0;
            for field in time.split(':') {
                if field.is_empty() || field.len() > 2 || !field.bytes().all(|b| b.is_ascii_digit())
                {
                    return None;
                }
                seconds = seconds * 60 + field.parse::<u32>().ok()?;
                fields += 1;
            }
            if !(2..=3).contains(&fields) {
                return None;
            }
            times.push(ClockTime {
                white,
                running,
                seconds,
            });
        }
        (!times.is_empty()).then_some(times)
    }
}

/// The embedded commands `[%name value]` found in a comment's text.
pub fn commands_in(comment: &str) -> Vec<Command> {
    let mut out = Vec::new();
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let body = &after[..end];
        let name_len = body
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
            .count();
        if name_len > 0 {
            out.push(Command {
                name: body[..name_len].to_owned(),
                value: body[name_len..].trim().to_owned(),
            });
        }
        rest = &after[end + 1..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_round_trip_and_compare() {
        for r in GameResult::ALL {
            assert_eq!(GameResult::from_token(r.as_str()), Some(r));
        }
        assert_eq!(GameResult::from_token("4-6"), None);
        assert!(GameResult::WhiteWins.same_outcome(GameResult::WhiteWins2));
        assert!(!GameResult::Draw.same_outcome(GameResult::WhiteWins));
    }

    #[test]
    fn move_strengths() {
        assert_eq!(Nag::from_move_strength("!?"), Some(Nag(5)));
        assert_eq!(Nag::from_move_strength("(??)"), Some(Nag(4)));
        assert_eq!(Nag::from_move_strength("!!!"), None);
        assert_eq!(Nag(6).move_strength(), Some("?!"));
        assert_eq!(Nag(7).move_strength(), None);
    }

    #[test]
    fn clock_commands() {
        let cmds = commands_in("before [%clk 1:55:21] middle [%clock w0:00:10 B0:00:03] after");
        assert_eq!(cmds.len(), 2);
        assert_eq!(cmds[0].name, "clk");
        assert_eq!(
            cmds[0].clock_times(),
            Some(vec![ClockTime {
                white: None,
                running: false,
                seconds: 3600 + 55 * 60 + 21
            }])
        );
        let t = cmds[1].clock_times().unwrap();
        assert_eq!(t[1].white, Some(false));
        assert!(t[1].running);
        assert_eq!(t[0].seconds, 10);
        assert_eq!(commands_in("[%clk 1:xx:00]")[0].clock_times(), None);
        assert_eq!(commands_in("no command [% ]"), vec![]);
    }
}
