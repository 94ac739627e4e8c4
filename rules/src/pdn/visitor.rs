//! The visitor that the streaming reader calls for each part of a game.

use super::error::Warning;
use super::game_type::GameVariant;
use super::types::{Command, GameResult, MoveNumber, MoveToken, Nag, Pos};

/// Whether to skip a variation: returned by [`Visitor::begin_variation`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Skip(pub bool);

/// Receives the parts of each game as the [`Reader`](super::Reader) reads them.
///
/// For every game the reader calls, in order: [`begin_game`](Visitor::begin_game);
/// [`tag`](Visitor::tag) for each tag pair; [`game_variant`](Visitor::game_variant)
/// once; then the movetext events in file order; then [`outcome`](Visitor::outcome)
/// and [`end_game`](Visitor::end_game), whose value `read_game` returns.
/// [`warning`](Visitor::warning) may come at any point after `begin_game`.
///
/// When the game has a syntax error the reader stops calling the visitor for that
/// game (no `end_game`) and returns the error; the next `begin_game` starts afresh.
pub trait Visitor {
    /// What a game becomes.
    type Output;

    /// A game starts; `index` is its 1-based place in the file.
    fn begin_game(&mut self, _index: usize) {}
    /// A tag pair `[Name "value"]`, in file order (the value with `\"` and `\\` unescaped).
    fn tag(&mut self, _name: &str, _value: &str, _pos: Pos) {}
    /// The variant, decided from the `GameType` tag or the reader's default; called
    /// once per game, after the tags and before any movetext event.
    fn game_variant(&mut self, _variant: &GameVariant) {}
    /// A move number (`12.` or `12...`).
    fn move_number(&mut self, _number: MoveNumber, _pos: Pos) {}
    /// A move, as written (see [`MoveToken`]); its position is in `mv.pos`.
    fn move_text(&mut self, _mv: &MoveToken) {}
    /// A move strength attached to a move (`32-28!`) or an annotation glyph `$n`.
    fn nag(&mut self, _nag: Nag, _pos: Pos) {}
    /// A comment `{...}`, its whitespace runs collapsed to single spaces and trimmed.
    fn comment(&mut self, _text: &str, _pos: Pos) {}
    /// A command `[%name value]` inside the comment just reported (clock times...).
    fn command(&mut self, _command: &Command, _pos: Pos) {}
    /// An escape line: a line starting with `%` (the text after the `%`).
    fn escape(&mut self, _text: &str, _pos: Pos) {}
    /// A setup `/FEN "..."/`: the FEN string (not checked here).
    fn setup(&mut self, _fen: &str, _pos: Pos) {}
    /// A variation `(` opens; return `Skip(true)` to have its content skipped
    /// (no events until the matching `)`, and no `end_variation`).
    fn begin_variation(&mut self, _pos: Pos) -> Skip {
        Skip(false)
    }
    /// A variation closes.
    fn end_variation(&mut self, _pos: Pos) {}
    /// A leniency was used (see [`WarningKind`](super::WarningKind)).
    fn warning(&mut self, _warning: &Warning) {}
    /// The game terminator: a result token, or `None` for `*` or the end of the file.
    fn outcome(&mut self, _result: Option<GameResult>, _pos: Pos) {}
    /// The game ends.
    fn end_game(&mut self) -> Self::Output;
}
