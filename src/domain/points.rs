//! `Points`: a score that cannot be negative, counted exactly in half-point units so that
//! both 1/½/0 and 2/1/0 scoring fit without rounding.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul};
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Points for winning, drawing and losing a round's match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchScoring {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
}

impl fmt::Display for MatchScoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.win, self.draw, self.loss)
    }
}

/// A non-negative number of points, stored as a count of half points.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(u32);

/// Text or a number that is not a valid score.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PointsError {
    #[error(
        "`{0}` is not a number of points (expected a whole or half number such as 2, 1.5 or 0)"
    )]
    NotANumber(String),
    #[error("points cannot be negative (got `{0}`)")]
    Negative(String),
    #[error("`{0}` is not a whole or half number of points")]
    NotAHalf(String),
}

impl Points {
    pub const ZERO: Points = Points(0);

    /// Points from a count of half points (3 → 1.5).
    pub const fn from_halves(halves: u32) -> Points {
        Points(halves)
    }

    /// A whole number of points.
    pub const fn whole(points: u32) -> Points {
        Points(points * 2)
    }

    /// The count of half points.
    pub const fn halves(self) -> u32 {
        self.0
    }

    /// The value as a float, for display and JSON.
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }

    /// Parses `2`, `1.5`, `0.5`, `½` or `1½`.
    pub fn parse(text: &str) -> Result<Points, PointsError> {
        let t = text.trim();
        if t.starts_with('-') {
            return Err(PointsError::Negative(text.to_owned()));
        }
        let (whole, half) = if let Some(w) = t.strip_suffix('½') {
            (w, 1)
        } else if let Some((w, f)) = t.split_once('.') {
            let f = f.trim_end_matches('0');
            match f {
                "" => (w, 0),
                "5" => (w, 1),
                _ => {
                    return Err(if f.chars().all(|c| c.is_ascii_digit()) {
                        PointsError::NotAHalf(text.to_owned())
                    } else {
                        PointsError::NotANumber(text.to_owned())
                    });
                }
            }
        } else {
            (t, 0)
        };
        let whole: u32 = if whole.is_empty() && half == 1 {
            0
        } else {
            whole
                .parse()
                .map_err(|_| PointsError::NotANumber(text.to_owned()))?
        };
        Ok(Points(whole * 2 + half))
    }

    /// Converts a JSON number; fails on negatives and on values that are not whole or half.
    pub fn from_f64(value: f64) -> Result<Points, PointsError> {
        if value < 0.0 {
            return Err(PointsError::Negative(value.to_string()));
        }
        let halves = value * 2.0;
        if !halves.is_finite() || halves.fract() != 0.0 || halves > f64::from(u32::MAX) {
            return Err(PointsError::NotAHalf(value.to_string()));
        }
        Ok(Points(halves as u32))
    }

    pub fn saturating_sub(self, other: Points) -> Points {
        Points(self.0.saturating_sub(other.0))
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_multiple_of(2) {
            write!(f, "{}", self.0 / 2)
        } else {
            write!(f, "{}.5", self.0 / 2)
        }
    }
}

impl FromStr for Points {
    type Err = PointsError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Points::parse(s)
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, rhs: Points) -> Points {
        Points(self.0 + rhs.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, rhs: Points) {
        self.0 += rhs.0;
    }
}

impl Mul<u32> for Points {
    type Output = Points;
    fn mul(self, rhs: u32) -> Points {
        Points(self.0 * rhs)
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0.is_multiple_of(2) {
            s.serialize_u32(self.0 / 2)
        } else {
            s.serialize_f64(self.as_f64())
        }
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = f64::deserialize(d)?;
        Points::from_f64(v).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_whole_and_half_points() {
        assert_eq!(Points::parse("2"), Ok(Points::whole(2)));
        assert_eq!(Points::parse("1.5"), Ok(Points::from_halves(3)));
        assert_eq!(Points::parse("½"), Ok(Points::from_halves(1)));
        assert_eq!(Points::parse("3½"), Ok(Points::from_halves(7)));
        assert_eq!(Points::parse("2.50"), Ok(Points::from_halves(5)));
        assert!(matches!(Points::parse("-1"), Err(PointsError::Negative(_))));
        assert!(matches!(
            Points::parse("1.25"),
            Err(PointsError::NotAHalf(_))
        ));
        assert!(matches!(
            Points::parse("x"),
            Err(PointsError::NotANumber(_))
        ));
    }

    #[test]
    fn displays_and_serializes_exactly() {
        assert_eq!(Points::from_halves(7).to_string(), "3.5");
        assert_eq!(Points::whole(4).to_string(), "4");
        assert_eq!(
            serde_json::to_string(&Points::from_halves(3)).unwrap(),
            "1.5"
        );
        assert_eq!(serde_json::to_string(&Points::whole(2)).unwrap(), "2");
        assert_eq!(
            serde_json::from_str::<Points>("2.5").unwrap(),
            Points::from_halves(5)
        );
        assert!(serde_json::from_str::<Points>("-1").is_err());
        assert!(serde_json::from_str::<Points>("0.3").is_err());
    }

    #[test]
    fn arithmetic() {
        let total: Points = [Points::whole(1), Points::from_halves(1)].into_iter().sum();
        assert_eq!(total, Points::from_halves(3));
        assert_eq!(Points::whole(2) * 2, Points::whole(4));
        assert_eq!(Points::ZERO.saturating_sub(Points::whole(1)), Points::ZERO);
    }
}
