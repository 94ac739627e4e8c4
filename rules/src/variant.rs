//! The four variants of draughts the crate knows.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A variant of draughts, chosen at run time (for example from a PDN `GameType` tag).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// English draughts and American checkers (000, 003, 004): 8×8, short kings, free capture choice.
    English,
    /// International draughts (001, FMJD): 10×10, flying kings, majority capture.
    International,
    /// Russian draughts (002): 8×8, flying kings, free capture choice, promotion mid-capture.
    Russian,
    /// Brazilian draughts (002 art. 4.16): Russian board and men with the international capture rules.
    Brazilian,
}

impl Variant {
    /// Every variant, in a stable order.
    pub const ALL: [Variant; 4] = [
        Variant::English,
        Variant::International,
        Variant::Russian,
        Variant::Brazilian,
    ];

    /// The lower-case name used on the command line, in files and in URLs.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::English => "english",
            Variant::International => "international",
            Variant::Russian => "russian",
            Variant::Brazilian => "brazilian",
        }
    }

    /// The PDN 3.0 `GameType` number.
    pub const fn pdn_game_type(self) -> u8 {
        match self {
            Variant::International => 20,
            Variant::English => 21,
            Variant::Russian => 25,
            Variant::Brazilian => 26,
        }
    }

    /// The variant of a PDN 3.0 `GameType` number, if it is one of the four.
    pub const fn from_pdn_game_type(number: u32) -> Option<Variant> {
        match number {
            20 => Some(Variant::International),
            21 => Some(Variant::English),
            25 => Some(Variant::Russian),
            26 => Some(Variant::Brazilian),
            _ => None,
        }
    }

    /// The number of rows (and columns) of the board.
    pub const fn board_size(self) -> u8 {
        match self {
            Variant::International => 10,
            _ => 8,
        }
    }

    /// The number of playable (dark) squares.
    pub const fn square_count(self) -> u8 {
        let n = self.board_size();
        n * n / 2
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name that is not one of the four.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant `{0}` (expected english, international, russian or brazilian)")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "english" | "checkers" | "american" | "english-draughts" => Ok(Variant::English),
            "international" | "fmjd" | "international-draughts" => Ok(Variant::International),
            "russian" | "russian-draughts" => Ok(Variant::Russian),
            "brazilian" | "brazilian-draughts" => Ok(Variant::Brazilian),
            _ => Err(UnknownVariant(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_game_types_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
            assert_eq!(
                Variant::from_pdn_game_type(v.pdn_game_type().into()),
                Some(v)
            );
        }
        assert!("chess".parse::<Variant>().is_err());
        assert_eq!(Variant::from_pdn_game_type(1), None);
    }

    #[test]
    fn board_sizes() {
        assert_eq!(Variant::International.square_count(), 50);
        assert_eq!(Variant::English.square_count(), 32);
        assert_eq!(Variant::Russian.square_count(), 32);
    }
}
