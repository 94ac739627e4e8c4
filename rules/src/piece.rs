//! Pieces: a colour and a role.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::Color;

/// What a piece is: a man or a king (a crowned man).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Man,
    King,
}

/// A piece on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// `true` for a king.
    pub const fn is_king(self) -> bool {
        matches!(self.role, Role::King)
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let role = match self.role {
            Role::Man => "man",
            Role::King => "king",
        };
        write!(f, "{} {role}", self.color)
    }
}
