//! The two sides.

use std::fmt;
use std::ops::Not;

use serde::{Deserialize, Serialize};

/// A side: White or Black.
///
/// In English draughts the dark side (Red, written Black in PDN) plays from squares 1–12 and moves
/// first (000 art. 1.11, 1.13); in the other variants White moves first (001 art. 3.3, 002 art. 3.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The FEN letter: `W` or `B`.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }

    /// The colour of a FEN letter (`W`/`B`, either case).
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'W' | 'w' => Some(Color::White),
            'B' | 'b' => Some(Color::Black),
            _ => None,
        }
    }

    /// `true` for White.
    pub const fn is_white(self) -> bool {
        matches!(self, Color::White)
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}
