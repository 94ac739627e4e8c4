//! The `GameType` tag: `"20"` or the long form `"20,W,10,10,N2,0"` (type
//! number, starting colour, board width and height, notation and first square,
//! invert flag).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::Variant;

/// A parsed `GameType` tag value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameType {
    /// The type number: 20 international, 21 English, 25 Russian, 26 Brazilian...
    pub number: u32,
    /// The long form's attributes, when given.
    pub details: Option<GameTypeDetails>,
}

/// The optional attributes of the long form of a `GameType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameTypeDetails {
    /// `true` when White starts (`W`), `false` for `B`.
    pub white_starts: bool,
    /// Board width in squares.
    pub width: u32,
    /// Board height in squares.
    pub height: u32,
    /// The notation: `A` alpha-numeric, `N` numeric, `S` short (SAN).
    pub notation: char,
    /// Where the first square is, from the starting player's side: 0 bottom left,
    /// 1 bottom right, 2 top left, 3 top right.
    pub first_square: u8,
    /// The invert flag, when given: `true` when the bottom-left corner is not a playing square.
    pub invert: Option<bool>,
}

/// Why a `GameType` value could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error(
    "GameType `{value}` is malformed: {reason} (expected a number, optionally followed by \
     `,W|B,width,height,A|N|S0-3[,0|1]`, as in `20,W,10,10,N2,0`)"
)]
pub struct GameTypeError {
    /// The tag value.
    pub value: String,
    /// What is wrong with it.
    pub reason: String,
}

impl GameType {
    /// Parses a `GameType` tag value.
    pub fn parse(value: &str) -> Result<GameType, GameTypeError> {
        let err = |reason: &str| GameTypeError {
            value: value.to_owned(),
            reason: reason.to_owned(),
        };
        let parts: Vec<&str> = value.split(',').map(str::trim).collect();
        let number = parse_number(parts[0]).ok_or_else(|| err("the type is not a number"))?;
        let details = match parts.len() {
            1 => None,
            5 | 6 => {
                let white_starts = match parts[1] {
                    "W" | "w" => true,
                    "B" | "b" => false,
                    _ => return Err(err("the starting colour is not W or B")),
                };
                let width =
                    parse_number(parts[2]).ok_or_else(|| err("the width is not a number"))?;
                let height =
                    parse_number(parts[3]).ok_or_else(|| err("the height is not a number"))?;
                let nb = parts[4].as_bytes();
                if nb.len() != 2
                    || !matches!(nb[0].to_ascii_uppercase(), b'A' | b'N' | b'S')
                    || !(b'0'..=b'3').contains(&nb[1])
                {
                    return Err(err("the notation is not A, N or S followed by 0 to 3"));
                }
                let invert = match parts.get(5) {
                    None => None,
                    Some(&"0") => Some(false),
                    Some(&"1") => Some(true),
                    Some(_) => return Err(err("the invert flag is not 0 or 1")),
                };
                Some(GameTypeDetails {
                    white_starts,
                    width,
                    height,
                    notation: char::from(nb[0].to_ascii_uppercase()),
                    first_square: nb[1] - b'0',
                    invert,
                })
            }
            _ => return Err(err("it has neither 1 nor 5 or 6 comma-separated fields")),
        };
        Ok(GameType { number, details })
    }

    /// The variant this game type describes, if it is one of the four the crate
    /// knows and its board size (when given) agrees.
    pub fn variant(&self) -> Option<Variant> {
        let v = Variant::from_pdn_game_type(self.number)?;
        match self.details {
            Some(d) if d.width != u32::from(v.board_size()) || d.height != d.width => None,
            _ => Some(v),
        }
    }
}

fn parse_number(s: &str) -> Option<u32> {
    if s.is_empty() || s.len() > 9 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl fmt::Display for GameType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number)?;
        if let Some(d) = self.details {
            write!(
                f,
                ",{},{},{},{}{}",
                if d.white_starts { 'W' } else { 'B' },
                d.width,
                d.height,
                d.notation,
                d.first_square
            )?;
            if let Some(i) = d.invert {
                write!(f, ",{}", u8::from(i))?;
            }
        }
        Ok(())
    }
}

/// The variant of a game, as its tags decide it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameVariant {
    /// The `GameType` tag names one of the four variants.
    Tagged {
        /// The variant.
        variant: Variant,
        /// The tag.
        game_type: GameType,
    },
    /// No `GameType` tag: the caller's default applies.
    Default {
        /// The caller's default variant.
        variant: Variant,
    },
    /// A well-formed `GameType` that is not one of the four variants (Italian,
    /// Frisian...), or one whose board size contradicts its number.
    Unsupported {
        /// The tag.
        game_type: GameType,
    },
    /// A `GameType` value that cannot be read.
    Malformed {
        /// What is wrong.
        error: GameTypeError,
    },
}

impl GameVariant {
    /// Decides the variant from a `GameType` tag value (if any) and a default.
    pub fn from_tag(value: Option<&str>, default: Variant) -> GameVariant {
        match value {
            None => GameVariant::Default { variant: default },
            Some(v) => match GameType::parse(v) {
                Ok(game_type) => match game_type.variant() {
                    Some(variant) => GameVariant::Tagged { variant, game_type },
                    None => GameVariant::Unsupported { game_type },
                },
                Err(error) => GameVariant::Malformed { error },
            },
        }
    }

    /// The variant to play, if known.
    pub fn variant(&self) -> Option<Variant> {
        match self {
            GameVariant::Tagged { variant, .. } | GameVariant::Default { variant } => {
                Some(*variant)
            }
            _ => None,
        }
    }
}

impl fmt::Display for GameVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameVariant::Tagged { variant, game_type } => {
                write!(f, "{variant} (GameType \"{game_type}\")")
            }
            GameVariant::Default { variant } => write!(f, "{variant} (no GameType tag, default)"),
            GameVariant::Unsupported { game_type } => write!(
                f,
                "unsupported GameType \"{game_type}\" (supported: 20 international, 21 English, \
                 25 Russian, 26 Brazilian)"
            ),
            GameVariant::Malformed { error } => write!(f, "{error}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_long_forms() {
        assert_eq!(
            GameType::parse("20").unwrap().variant(),
            Some(Variant::International)
        );
        let long = GameType::parse("20,W,10,10,N2,0").unwrap();
        assert_eq!(long.variant(), Some(Variant::International));
        assert_eq!(long.to_string(), "20,W,10,10,N2,0");
        let english = GameType::parse("21,B,8,8,N1,0").unwrap();
        assert_eq!(english.variant(), Some(Variant::English));
        assert!(!english.details.unwrap().white_starts);
        assert_eq!(
            GameType::parse("25,W,8,8,A0").unwrap().variant(),
            Some(Variant::Russian)
        );
        assert_eq!(
            GameType::parse("26").unwrap().variant(),
            Some(Variant::Brazilian)
        );
    }

    #[test]
    fn unsupported_and_malformed() {
        assert_eq!(GameType::parse("22,W,8,8,N2,1").unwrap().variant(), None);
        assert_eq!(GameType::parse("20,W,8,8,N2,0").unwrap().variant(), None);
        assert!(GameType::parse("").is_err());
        assert!(GameType::parse("twenty").is_err());
        assert!(GameType::parse("20,W,10").is_err());
        assert!(GameType::parse("20,X,10,10,N2,0").is_err());
        assert!(GameType::parse("20,W,10,10,Q2,0").is_err());
        assert!(GameType::parse("20,W,10,10,N2,7").is_err());
        let e = GameType::parse("20,W,10").unwrap_err();
        assert!(e.to_string().contains("`20,W,10`"), "{e}");
    }

    #[test]
    fn game_variant_choice() {
        assert_eq!(
            GameVariant::from_tag(None, Variant::English).variant(),
            Some(Variant::English)
        );
        assert_eq!(
            GameVariant::from_tag(Some("25"), Variant::English).variant(),
            Some(Variant::Russian)
        );
        assert!(matches!(
            GameVariant::from_tag(Some("40"), Variant::English),
            GameVariant::Unsupported { .. }
        ));
        assert!(matches!(
            GameVariant::from_tag(Some("x"), Variant::English),
            GameVariant::Malformed { .. }
        ));
    }
}
