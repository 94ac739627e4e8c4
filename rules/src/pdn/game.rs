//! A whole game in memory: tags, a movetext tree, result and warnings; built by
//! the [`GameBuilder`] visitor.

use serde::{Deserialize, Serialize};

use super::error::Warning;
use super::game_type::GameVariant;
use super::types::{GameResult, MoveNumber, MoveToken, Nag, Pos};
use super::visitor::Visitor;
use crate::Variant;

/// A tag pair.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tag {
    /// The name (`Event`, `White`, `GameType`...).
    pub name: String,
    /// The value, unescaped.
    pub value: String,
}

/// A move of the movetext with its move number (when one was written before it)
/// and the annotation glyphs written right after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveNode {
    /// The move number written before the move, if any.
    pub number: Option<MoveNumber>,
    /// The move.
    pub mv: MoveToken,
    /// Move strength and `$n` glyphs written right after the move.
    pub nags: Vec<Nag>,
}

/// An element of the movetext.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Node {
    /// A move.
    Move(MoveNode),
    /// A glyph not attached to a move (one that follows a comment, a variation...).
    Nag {
        /// The glyph.
        nag: Nag,
    },
    /// A comment (whitespace collapsed).
    Comment {
        /// The text.
        text: String,
    },
    /// An escape line (`%...`), its text after the `%`.
    Escape {
        /// The text.
        text: String,
    },
    /// A setup `/FEN "..."/`.
    Setup {
        /// The FEN string, not checked here.
        fen: String,
        /// Where it is in the source.
        pos: Pos,
    },
    /// A variation: an alternative to the move before it.
    Variation {
        /// Its movetext.
        nodes: Vec<Node>,
    },
}

/// A game read from PDN.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PdnGame {
    /// The game's 1-based index in its file.
    pub index: usize,
    /// The tag pairs, in file order.
    pub tags: Vec<Tag>,
    /// The variant, from the `GameType` tag or the reader's default.
    pub variant: GameVariant,
    /// The movetext.
    pub movetext: Vec<Node>,
    /// The result token (`None` for `*` or no terminator).
    pub result: Option<GameResult>,
    /// The leniencies used to read the game.
    pub warnings: Vec<Warning>,
}

/// The seven tags of the standard roster, in their standard order.
pub const STANDARD_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

impl PdnGame {
    /// An empty game (no tags, no moves) of the given variant.
    pub fn new(variant: Variant) -> PdnGame {
        PdnGame {
            index: 0,
            tags: Vec::new(),
            variant: GameVariant::Default { variant },
            movetext: Vec::new(),
            result: None,
            warnings: Vec::new(),
        }
    }

    /// The value of the first tag with this name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    }

    /// The `White` tag.
    pub fn white(&self) -> Option<&str> {
        self.tag("White")
    }

    /// The `Black` tag.
    pub fn black(&self) -> Option<&str> {
        self.tag("Black")
    }

    /// The `FEN` tag: the start position, when the game does not start from the initial one.
    pub fn fen(&self) -> Option<&str> {
        self.tag("FEN")
    }

    /// The moves of the main line, in order (variations left out).
    pub fn main_line(&self) -> impl Iterator<Item = &MoveNode> {
        self.movetext.iter().filter_map(|n| match n {
            Node::Move(m) => Some(m),
            _ => None,
        })
    }

    /// The tags in the canonical order: the seven standard tags first (Event Site
    /// Date Round White Black Result), then the others in file order.
    pub fn tags_in_standard_order(&self) -> Vec<&Tag> {
        let rank = |t: &Tag| {
            STANDARD_TAGS
                .iter()
                .position(|s| *s == t.name)
                .unwrap_or(STANDARD_TAGS.len())
        };
        let mut tags: Vec<&Tag> = self.tags.iter().collect();
        tags.sort_by_key(|t| rank(t));
        tags
    }

    /// Whether two games hold the same record: the same tags (in canonical
    /// order), variant, movetext and result; source positions, warnings and the
    /// index in the file are not compared. Writing a game and reading it back
    /// gives the same record.
    pub fn same_record(&self, other: &PdnGame) -> bool {
        self.tags_in_standard_order() == other.tags_in_standard_order()
            && self.variant == other.variant
            && self.result == other.result
            && same_nodes(&self.movetext, &other.movetext)
    }
}

fn same_nodes(a: &[Node], b: &[Node]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (Node::Move(m), Node::Move(n)) => {
                m.number == n.number
                    && m.nags == n.nags
                    && m.mv.text == n.mv.text
                    && m.mv.squares == n.mv.squares
                    && m.mv.separators == n.mv.separators
            }
            (Node::Setup { fen: f, .. }, Node::Setup { fen: g, .. }) => f == g,
            (Node::Variation { nodes: v }, Node::Variation { nodes: w }) => same_nodes(v, w),
            _ => x == y,
        })
}

/// The visitor that builds a [`PdnGame`].
#[derive(Debug)]
pub struct GameBuilder {
    game: PdnGame,
    /// Enclosing levels of open variations, with their pending move numbers.
    stack: Vec<(Vec<Node>, Option<MoveNumber>)>,
    pending_number: Option<MoveNumber>,
    /// Whether a glyph now attaches to the last move.
    attach: bool,
}

impl Default for GameBuilder {
    fn default() -> Self {
        GameBuilder::new()
    }
}

impl GameBuilder {
    /// A builder.
    pub fn new() -> GameBuilder {
        GameBuilder {
            game: PdnGame::new(Variant::English),
            stack: Vec::new(),
            pending_number: None,
            attach: false,
        }
    }

    fn push(&mut self, node: Node) {
        self.attach = false;
        self.game.movetext.push(node);
    }
}

impl Visitor for GameBuilder {
    type Output = PdnGame;

    fn begin_game(&mut self, index: usize) {
        self.game = PdnGame::new(Variant::English);
        self.game.index = index;
        self.stack.clear();
        self.pending_number = None;
        self.attach = false;
    }

    fn tag(&mut self, name: &str, value: &str, _pos: Pos) {
        self.game.tags.push(Tag {
            name: name.to_owned(),
            value: value.to_owned(),
        });
    }

    fn game_variant(&mut self, variant: &GameVariant) {
        self.game.variant = variant.clone();
    }

    fn move_number(&mut self, number: MoveNumber, _pos: Pos) {
        self.pending_number = Some(number);
    }

    fn move_text(&mut self, mv: &MoveToken) {
        let node = Node::Move(MoveNode {
            number: self.pending_number.take(),
            mv: mv.clone(),
            nags: Vec::new(),
        });
        self.game.movetext.push(node);
        self.attach = true;
    }

    fn nag(&mut self, nag: Nag, _pos: Pos) {
        if self.attach
            && let Some(Node::Move(m)) = self.game.movetext.last_mut()
        {
            m.nags.push(nag);
            return;
        }
        self.push(Node::Nag { nag });
    }

    fn comment(&mut self, text: &str, _pos: Pos) {
        self.push(Node::Comment {
            text: text.to_owned(),
        });
    }

    fn escape(&mut self, text: &str, _pos: Pos) {
        self.push(Node::Escape {
            text: text.to_owned(),
        });
    }

    fn setup(&mut self, fen: &str, pos: Pos) {
        self.push(Node::Setup {
            fen: fen.to_owned(),
            pos,
        });
    }

    fn begin_variation(&mut self, _pos: Pos) -> super::visitor::Skip {
        let parent = std::mem::take(&mut self.game.movetext);
        self.stack.push((parent, self.pending_number.take()));
        self.attach = false;
        super::visitor::Skip(false)
    }

    fn end_variation(&mut self, _pos: Pos) {
        if let Some((parent, pending)) = self.stack.pop() {
            let nodes = std::mem::replace(&mut self.game.movetext, parent);
            self.pending_number = pending;
            self.push(Node::Variation { nodes });
        }
    }

    fn warning(&mut self, warning: &Warning) {
        self.game.warnings.push(warning.clone());
    }

    fn outcome(&mut self, result: Option<GameResult>, _pos: Pos) {
        self.game.result = result;
    }

    fn end_game(&mut self) -> PdnGame {
        std::mem::replace(&mut self.game, PdnGame::new(Variant::English))
    }
}
