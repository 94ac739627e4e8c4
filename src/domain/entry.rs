//! Entries: the players of a tournament, with the names and codes they are registered under.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::points::Points;

/// A starting number (pairing number): 1 for the first entry, unique within a tournament.
pub type StartNo = u32;

/// A player's name: trimmed, not empty, at most 100 characters, no control characters.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct PlayerName(String);

/// A three-letter federation code such as `ENG`, `NED` or `RUS`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct Federation(String);

use super::text::{TextProblem, name_problem, quoted};

/// Text that is not a valid name or code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    #[error("a player name cannot be empty")]
    EmptyName,
    #[error("player name `{0}` is longer than 100 characters")]
    NameTooLong(String),
    #[error("player name `{0}` contains a control character")]
    NameControlCharacter(String),
    #[error("player name `{name}` {problem}")]
    BadName { name: String, problem: TextProblem },
    #[error("entry {no}: the {field} {problem}")]
    BadText {
        no: StartNo,
        field: &'static str,
        problem: TextProblem,
    },
    #[error("federation `{0}` is not a three-letter code such as ENG or NED")]
    BadFederation(String),
    #[error("starting number must be 1 or more (got {0})")]
    BadStartNo(StartNo),
    #[error("entry {no}: the {field} has {len} characters; at most {max} are accepted")]
    TooLong {
        no: StartNo,
        field: &'static str,
        len: usize,
        max: usize,
    },
    #[error(
        "entry {no}: late entry from round {late_from} but withdrawn from round {withdrawn_from}"
    )]
    LateAfterWithdrawal {
        no: StartNo,
        late_from: u32,
        withdrawn_from: u32,
    },
    #[error("entry {no}: round numbers start at 1 (got {round} for {what})")]
    BadRound {
        no: StartNo,
        round: u32,
        what: &'static str,
    },
}

/// The longest title accepted, in characters.
pub const MAX_TITLE: usize = 16;
/// The longest club accepted, in characters.
pub const MAX_CLUB: usize = 100;
/// The longest FMJD or national id accepted, in characters.
pub const MAX_ID: usize = 32;

impl PlayerName {
    pub fn parse(text: &str) -> Result<PlayerName, EntryError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(EntryError::EmptyName);
        }
        if t.chars().count() > 100 {
            return Err(EntryError::NameTooLong(quoted(t)));
        }
        match name_problem(t) {
            Some(TextProblem::Control) => {
                return Err(EntryError::NameControlCharacter(quoted(t)));
            }
            Some(problem) => {
                return Err(EntryError::BadName {
                    name: quoted(t),
                    problem,
                });
            }
            None => {}
        }
        Ok(PlayerName(t.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Federation {
    /// Parses a three-letter code; lower case is accepted and stored upper case.
    pub fn parse(text: &str) -> Result<Federation, EntryError> {
        let t = text.trim();
        if t.len() == 3 && t.chars().all(|c| c.is_ascii_alphabetic()) {
            Ok(Federation(t.to_ascii_uppercase()))
        } else {
            Err(EntryError::BadFederation(text.to_owned()))
        }
    }

    /// A federation as another program's file wrote it where it is not a three-letter code
    /// (`ST.`, `C.C`, `Lichess`): kept as written, trimmed (at most 20 characters, no control
    /// character, not blank).
    pub fn as_written(text: &str) -> Result<Federation, EntryError> {
        let t = text.trim();
        if t.is_empty() || t.chars().count() > 20 || t.chars().any(char::is_control) {
            return Err(EntryError::BadFederation(text.to_owned()));
        }
        Ok(Federation::parse(t).unwrap_or_else(|_| Federation(t.to_owned())))
    }

    /// A federation stored: a three-letter code, or what a file gave, as written.
    pub fn stored(text: &str) -> Result<Federation, EntryError> {
        Federation::parse(text).or_else(|_| Federation::as_written(text))
    }

    /// Whether it is a three-letter code (not text kept as a file wrote it).
    pub fn is_code(&self) -> bool {
        self.0.len() == 3 && self.0.chars().all(|c| c.is_ascii_uppercase())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PlayerName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for Federation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for PlayerName {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        PlayerName::parse(&s).map_err(serde::de::Error::custom)
    }
}

impl<'de> Deserialize<'de> for Federation {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Federation::stored(&s).map_err(serde::de::Error::custom)
    }
}

/// The sex column of a tournament report (TRF player line, column 10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Sex {
    /// `m`
    M,
    /// `w`
    W,
}

impl Sex {
    /// The TRF letter.
    pub const fn letter(self) -> char {
        match self {
            Sex::M => 'm',
            Sex::W => 'w',
        }
    }

    /// The sex of a TRF letter (`m`, `w`; `f` as some programs write it), either case.
    pub fn from_letter(c: char) -> Option<Sex> {
        match c.to_ascii_lowercase() {
            'm' => Some(Sex::M),
            'w' | 'f' => Some(Sex::W),
            _ => None,
        }
    }
}

/// A player's line in a national rating list (TRF-2026 National Rating Support record, which
/// begins with the rating federation's code instead of `001`). The national number is the
/// entry's `national_id`; a field left empty in the record is as on the player line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NationalRating {
    /// Columns 1-3: the federation of the rating.
    pub federation: Federation,
    /// Column 10.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sex: Option<Sex>,
    /// Columns 11-13: the national classification.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub classification: String,
    /// Columns 15-47, where the national list spells the name otherwise.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// Columns 49-52.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    /// Columns 54-56: federation, state, region or club of origin.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub origin: String,
    /// Columns 70-79, where the national list gives another.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub birth_date: Option<NaiveDate>,
}

/// Why an entry does not play a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Availability {
    /// Available to be paired.
    Available,
    /// Asked in advance not to be paired this round.
    RequestedBye,
    /// Withdrawn from this round on.
    Withdrawn,
    /// A late entry that joins in a later round.
    NotYetEntered,
}

/// One player's entry in a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Starting number, 1-based.
    pub no: StartNo,
    pub name: PlayerName,
    #[serde(default)]
    pub federation: Option<Federation>,
    #[serde(default)]
    pub fmjd_id: Option<String>,
    #[serde(default)]
    pub national_id: Option<String>,
    #[serde(default)]
    pub rating: Option<u32>,
    #[serde(default)]
    pub title: Option<String>,
    /// A women's title (FMJD: `GMIF`, `MIF`, `MFF`...), held beside an open title.
    #[serde(default)]
    pub women_title: Option<String>,
    /// A women's rating (the FMJD list's `wrating`), beside the open rating.
    #[serde(default)]
    pub women_rating: Option<u32>,
    #[serde(default)]
    pub club: Option<String>,
    #[serde(default)]
    pub birth_date: Option<NaiveDate>,
    /// Withdrawn from this round on (the player plays no round from it).
    #[serde(default)]
    pub withdrawn_from: Option<u32>,
    /// A late entry: plays from this round on.
    #[serde(default)]
    pub late_from: Option<u32>,
    /// Rounds in which the player asked not to be paired.
    #[serde(default)]
    pub requested_byes: BTreeSet<u32>,
    /// Entries this one must not be paired with (same club or family).
    #[serde(default)]
    pub forbidden: BTreeSet<StartNo>,
    /// The points per game of a requested bye that is not worth the event's requested-bye
    /// value, by round (TRF 240: `F`, `H` or `Z`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub bye_points: BTreeMap<u32, Points>,
    /// The year of birth, where only it is known (a birth date gives its own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub birth_year: Option<i32>,
    /// The sex column of the player line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sex: Option<Sex>,
    /// The player's national rating line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub national: Option<NationalRating>,
    /// Disqualified (000 art. 6.9 (c)): not paired from this round on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disqualified_from: Option<u32>,
    /// The disqualified player's games are annulled (a round robin setting, `book.rs`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub games_annulled: bool,
}

impl Entry {
    /// A new entry with only a starting number and a name.
    pub fn new(no: StartNo, name: PlayerName) -> Result<Entry, EntryError> {
        if no == 0 {
            return Err(EntryError::BadStartNo(no));
        }
        Ok(Entry {
            no,
            name,
            federation: None,
            fmjd_id: None,
            national_id: None,
            rating: None,
            title: None,
            women_title: None,
            women_rating: None,
            club: None,
            birth_date: None,
            withdrawn_from: None,
            late_from: None,
            requested_byes: BTreeSet::new(),
            forbidden: BTreeSet::new(),
            bye_points: BTreeMap::new(),
            birth_year: None,
            sex: None,
            national: None,
            disqualified_from: None,
            games_annulled: false,
        })
    }

    /// Checks the relations between the fields (round numbers, late entry before withdrawal).
    pub fn check(&self) -> Result<(), EntryError> {
        if self.no == 0 {
            return Err(EntryError::BadStartNo(self.no));
        }
        for (field, text, max) in [
            ("title", &self.title, MAX_TITLE),
            ("women's title", &self.women_title, MAX_TITLE),
            ("club", &self.club, MAX_CLUB),
            ("FMJD id", &self.fmjd_id, MAX_ID),
            ("national id", &self.national_id, MAX_ID),
        ] {
            let len = text.as_deref().map_or(0, |t| t.chars().count());
            if len > max {
                return Err(EntryError::TooLong {
                    no: self.no,
                    field,
                    len,
                    max,
                });
            }
            if let Some(problem) = text.as_deref().and_then(name_problem) {
                return Err(EntryError::BadText {
                    no: self.no,
                    field,
                    problem,
                });
            }
        }
        let bad = |round: u32, what| EntryError::BadRound {
            no: self.no,
            round,
            what,
        };
        if self.withdrawn_from == Some(0) {
            return Err(bad(0, "withdrawal"));
        }
        if self.late_from == Some(0) {
            return Err(bad(0, "late entry"));
        }
        if self.requested_byes.contains(&0) {
            return Err(bad(0, "requested bye"));
        }
        if let Some(&round) = self
            .bye_points
            .keys()
            .find(|r| !self.requested_byes.contains(r))
        {
            return Err(bad(round, "the points of a bye not requested"));
        }
        if let Some(n) = &self.national {
            for (field, text, max) in [
                ("national classification", &n.classification, 3),
                ("national name", &n.name, 100),
                ("national origin", &n.origin, 3),
            ] {
                let len = text.chars().count();
                if len > max {
                    return Err(EntryError::TooLong {
                        no: self.no,
                        field,
                        len,
                        max,
                    });
                }
                if !text.is_empty()
                    && let Some(problem) = name_problem(text)
                {
                    return Err(EntryError::BadText {
                        no: self.no,
                        field,
                        problem,
                    });
                }
            }
        }
        if let (Some(l), Some(w)) = (self.late_from, self.withdrawn_from)
            && l >= w
        {
            return Err(EntryError::LateAfterWithdrawal {
                no: self.no,
                late_from: l,
                withdrawn_from: w,
            });
        }
        Ok(())
    }

    /// The points per game of the bye requested for `round`: its own, or the event's
    /// `requested`.
    pub fn bye_value(&self, round: u32, requested: Points) -> Points {
        self.bye_points.get(&round).copied().unwrap_or(requested)
    }

    /// Whether the entry can be paired in `round`, and if not, why.
    /// A disqualified player is not paired again, as after a withdrawal (000 art. 6.9 (c)).
    pub fn availability(&self, round: u32) -> Availability {
        if self.withdrawn_from.is_some_and(|w| round >= w)
            || self.disqualified_from.is_some_and(|d| round >= d)
        {
            Availability::Withdrawn
        } else if self.late_from.is_some_and(|l| round < l) {
            Availability::NotYetEntered
        } else if self.requested_byes.contains(&round) {
            Availability::RequestedBye
        } else {
            Availability::Available
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_texts_have_limits() {
        let mut e = Entry::new(3, PlayerName::parse("Ann").unwrap()).unwrap();
        e.club = Some("c".repeat(MAX_CLUB));
        e.title = Some("t".repeat(MAX_TITLE));
        e.fmjd_id = Some("1".repeat(MAX_ID));
        assert_eq!(e.check(), Ok(()));
        e.club = Some("c".repeat(MAX_CLUB + 1));
        let err = e.check().unwrap_err();
        assert_eq!(
            err,
            EntryError::TooLong {
                no: 3,
                field: "club",
                len: MAX_CLUB + 1,
                max: MAX_CLUB
            }
        );
        assert!(
            err.to_string().starts_with("entry 3: the club has 101"),
            "{err}"
        );
        e.club = None;
        e.women_title = Some("MFF\u{7}".into());
        assert_eq!(
            e.check(),
            Err(EntryError::BadText {
                no: 3,
                field: "women's title",
                problem: TextProblem::Control
            })
        );
        e.women_title = Some("w".repeat(MAX_TITLE + 1));
        assert!(matches!(
            e.check(),
            Err(EntryError::TooLong {
                field: "women's title",
                ..
            })
        ));
        e.women_title = Some("MFF".into());
        assert_eq!(e.check(), Ok(()));
        e.national_id = Some("9".repeat(MAX_ID + 1));
        assert!(matches!(
            e.check(),
            Err(EntryError::TooLong {
                field: "national id",
                ..
            })
        ));
    }

    #[test]
    fn names_and_federations_parse() {
        assert_eq!(
            PlayerName::parse("  Ann Smith ").unwrap().as_str(),
            "Ann Smith"
        );
        assert_eq!(PlayerName::parse(" "), Err(EntryError::EmptyName));
        assert!(PlayerName::parse("a\tb").is_err());
        assert!(PlayerName::parse(&"x".repeat(101)).is_err());
        assert_eq!(Federation::parse("ned").unwrap().as_str(), "NED");
        assert!(Federation::parse("NEDX").is_err());
        assert!(Federation::parse("N1D").is_err());
        // A file's federation kept as written, read back from storage as it was kept.
        for kept in ["ST.", "C.C", "Lichess"] {
            let f = Federation::as_written(kept).unwrap();
            assert_eq!((f.as_str(), f.is_code()), (kept, false));
            assert_eq!(Federation::stored(kept), Ok(f));
        }
        assert!(Federation::as_written(" ").is_err());
        assert!(Federation::parse("ST.").is_err());
    }

    #[test]
    fn availability_by_round() {
        let mut e = Entry::new(3, PlayerName::parse("A").unwrap()).unwrap();
        e.late_from = Some(2);
        e.withdrawn_from = Some(6);
        e.requested_byes.insert(4);
        assert_eq!(e.availability(1), Availability::NotYetEntered);
        assert_eq!(e.availability(2), Availability::Available);
        assert_eq!(e.availability(4), Availability::RequestedBye);
        assert_eq!(e.availability(6), Availability::Withdrawn);
        assert_eq!(e.check(), Ok(()));
        e.late_from = Some(7);
        assert!(matches!(
            e.check(),
            Err(EntryError::LateAfterWithdrawal { .. })
        ));
    }
}
