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
    #[error("a surname is needed (the given name alone does not name a player)")]
    EmptySurname,
    #[error("the {field} `{text}` is longer than 100 characters")]
    PartTooLong { field: &'static str, text: String },
    #[error("the {field} `{text}` {problem}")]
    BadPart {
        field: &'static str,
        text: String,
        problem: TextProblem,
    },
    #[error(
        "the surname `{0}` holds a comma: a name written `Surname, Given` is split at its comma, so type the surname and the given name each in its own field"
    )]
    SurnameComma(String),
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

/// The order in which a name is written as one string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NameOrder {
    /// `Белов Юрий`: the surname first, as Russian lists write players.
    SurnameFirst,
    /// `Jan de Vries`: the given name first.
    GivenFirst,
}

impl NameOrder {
    /// How an event whose language is `language` shows a name typed in two parts: Russian
    /// surname first (`Белов Юрий`, as the Russian federation's lists and tables write
    /// players), the other languages given name first (`Jan de Vries`, `Ana Souza`).
    pub fn of(language: super::Language) -> NameOrder {
        match language {
            super::Language::Ru => NameOrder::SurnameFirst,
            _ => NameOrder::GivenFirst,
        }
    }

    /// The name written from its surname and given name (the surname alone when there is no
    /// given name).
    pub fn write(self, surname: &str, given: &str) -> String {
        match (given.is_empty(), self) {
            (true, _) => surname.to_owned(),
            (false, NameOrder::SurnameFirst) => format!("{surname} {given}"),
            (false, NameOrder::GivenFirst) => format!("{given} {surname}"),
        }
    }

    /// A name written in this order split into `(surname, given name)`: surname first, the
    /// first word is the surname (`Белов Юрий Петрович` → `Белов` / `Юрий Петрович`); given
    /// name first, the surname is the last word with the lower-case particles before it
    /// (`Jan de Vries` → `Jan` / `de Vries`, `Piet van der Berg` → `Piet` / `van der Berg`).
    /// A name of one word is a surname.
    pub fn split(self, name: &str) -> (String, String) {
        let words: Vec<&str> = name.split_whitespace().collect();
        if words.len() < 2 {
            return (words.join(" "), String::new());
        }
        match self {
            NameOrder::SurnameFirst => (words[0].to_owned(), words[1..].join(" ")),
            NameOrder::GivenFirst => {
                let mut start = words.len() - 1;
                while start > 1 && is_particle(words[start - 1]) {
                    start -= 1;
                }
                (words[start..].join(" "), words[..start].join(" "))
            }
        }
    }
}

/// A word that belongs to the surname that follows it (`de`, `van`, `der`, `'t`, `von`,
/// `da`, `dos`...): written in lower case before the surname it belongs to.
fn is_particle(word: &str) -> bool {
    const PARTICLES: [&str; 24] = [
        "de", "den", "der", "van", "ter", "ten", "te", "'t", "’t", "op", "in", "het", "von", "zu",
        "da", "das", "do", "dos", "du", "des", "di", "del", "la", "le",
    ];
    PARTICLES.contains(&word)
}

/// The split of a name stored as one string, as an entry without its parts gets it: a name
/// written `Surname, Given` is split at its first comma; any other name is all surname (its
/// order cannot be known, and a surname is never taken for a given name). The controller
/// corrects the split on the entry's form.
pub fn split_stored(name: &str) -> (String, String) {
    if let Some((surname, given)) = name.split_once(',') {
        let (surname, given) = (surname.trim(), given.trim());
        if !surname.is_empty() {
            return (surname.to_owned(), given.to_owned());
        }
    }
    (name.trim().to_owned(), String::new())
}

/// Whether `shown` is written from `surname` and `given` (in either order, with or without a
/// comma between them, spaces aside): such a name is kept as it is shown.
pub fn shows_parts(shown: &str, surname: &str, given: &str) -> bool {
    let words = |s: &str| -> Vec<String> {
        s.replace(',', " ")
            .split_whitespace()
            .map(str::to_owned)
            .collect()
    };
    let shown = words(shown);
    let (s, g) = (words(surname), words(given));
    shown == [s.clone(), g.clone()].concat() || shown == [g, s].concat()
}

/// One part of a name (`field`: `surname` or `given name`) as typed: trimmed, at most 100
/// characters, without control, bidirectional or only invisible characters.
fn name_part(field: &'static str, text: &str) -> Result<String, EntryError> {
    let t = text.trim();
    if t.chars().count() > 100 {
        return Err(EntryError::PartTooLong {
            field,
            text: quoted(t),
        });
    }
    if let Some(problem) = name_problem(t) {
        return Err(EntryError::BadPart {
            field,
            text: quoted(t),
            problem,
        });
    }
    Ok(t.to_owned())
}

/// A player's name in its parts: the name as shown on every page, the surname (with its
/// particles: `de Vries`, `van der Berg`) and the given name(s), as the federations' files keep
/// them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameParts {
    pub shown: PlayerName,
    pub surname: String,
    pub given: String,
}

impl NameParts {
    /// A name typed in two parts. `shown`, where given, is kept as the name shown when it is
    /// written from the parts (in either order, with or without a comma): an entry's name
    /// stays as it was while its parts are only split differently; otherwise the name shown
    /// is written from the parts in `order`.
    pub fn typed(
        surname: &str,
        given: &str,
        shown: Option<&str>,
        order: NameOrder,
    ) -> Result<NameParts, EntryError> {
        let surname = name_part("surname", surname)?;
        let given = name_part("given name", given)?;
        if surname.is_empty() {
            return Err(EntryError::EmptySurname);
        }
        if surname.contains(',') {
            return Err(EntryError::SurnameComma(quoted(&surname)));
        }
        let shown = match shown.map(str::trim).filter(|s| !s.is_empty()) {
            Some(s) if shows_parts(s, &surname, &given) => PlayerName::parse(s)?,
            _ => PlayerName::parse(&order.write(&surname, &given))?,
        };
        Ok(NameParts {
            shown,
            surname,
            given,
        })
    }

    /// A name typed as one string in `order` (a form's or a file's one name field), shown as
    /// typed.
    pub fn written(text: &str, order: NameOrder) -> Result<NameParts, EntryError> {
        let shown = PlayerName::parse(text)?;
        let (surname, given) = if shown.as_str().contains(',') {
            split_stored(shown.as_str())
        } else {
            order.split(shown.as_str())
        };
        Ok(NameParts {
            shown,
            surname,
            given,
        })
    }

    /// A name stored as one string, split as [`split_stored`] splits it.
    pub fn stored(shown: PlayerName) -> NameParts {
        let (surname, given) = split_stored(shown.as_str());
        NameParts {
            shown,
            surname,
            given,
        }
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

/// One player's entry in a tournament. Read from JSON written before names had parts
/// (no `surname`), it takes the stored name's split ([`split_stored`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct Entry {
    /// Starting number, 1-based.
    pub no: StartNo,
    /// The name as shown on every page.
    pub name: PlayerName,
    /// The surname, with its particles (`de Vries`, `van der Berg`): the FMJD report's
    /// `last_n`, the TRF name before its comma. Set by [`Entry::new`] and when read from JSON
    /// ([`split_stored`] where none is written); [`Entry::surname`] splits the name if it is
    /// left empty.
    #[serde(default)]
    pub surname: String,
    /// The given name(s), possibly empty: the FMJD report's `first_n`.
    #[serde(default)]
    pub given_name: String,
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

impl Serialize for Entry {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Entry::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Entry {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut e = Entry::deserialize(d)?;
        if e.surname.is_empty() {
            (e.surname, e.given_name) = split_stored(e.name.as_str());
        }
        Ok(e)
    }
}

impl Entry {
    /// A new entry with only a starting number and a name.
    pub fn new(no: StartNo, name: PlayerName) -> Result<Entry, EntryError> {
        if no == 0 {
            return Err(EntryError::BadStartNo(no));
        }
        let (surname, given_name) = split_stored(name.as_str());
        Ok(Entry {
            no,
            name,
            surname,
            given_name,
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

    /// A new entry named by its parts.
    pub fn named(no: StartNo, name: NameParts) -> Result<Entry, EntryError> {
        let mut e = Entry::new(no, name.shown.clone())?;
        e.set_name(name);
        Ok(e)
    }

    /// Gives the entry the name `name`, in its parts.
    pub fn set_name(&mut self, name: NameParts) {
        self.name = name.shown;
        self.surname = name.surname;
        self.given_name = name.given;
    }

    /// The surname (of the name's split, [`split_stored`], where none is recorded).
    pub fn surname(&self) -> String {
        if self.surname.is_empty() {
            split_stored(self.name.as_str()).0
        } else {
            self.surname.clone()
        }
    }

    /// The given name (of the name's split where no surname is recorded).
    pub fn given_name(&self) -> String {
        if self.surname.is_empty() {
            split_stored(self.name.as_str()).1
        } else {
            self.given_name.clone()
        }
    }

    /// Checks the relations between the fields (round numbers, late entry before withdrawal).
    pub fn check(&self) -> Result<(), EntryError> {
        if self.no == 0 {
            return Err(EntryError::BadStartNo(self.no));
        }
        // A stored name's split may hold a comma (`, Ann`): only a typed surname is refused one.
        name_part("surname", &self.surname)?;
        name_part("given name", &self.given_name)?;
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

    #[test]
    fn a_name_in_two_parts_is_shown_in_the_events_order() {
        let ru = NameOrder::of(crate::domain::Language::Ru);
        let nl = NameOrder::of(crate::domain::Language::Nl);
        let p = NameParts::typed(" Белов ", "Юрий", None, ru).unwrap();
        assert_eq!(
            (p.shown.as_str(), p.surname.as_str(), p.given.as_str()),
            ("Белов Юрий", "Белов", "Юрий")
        );
        let p = NameParts::typed("de Vries", "Jan", None, nl).unwrap();
        assert_eq!(p.shown.as_str(), "Jan de Vries");
        assert_eq!(p.surname, "de Vries");
        // A name shown that is written from its parts stays as it is shown.
        let p = NameParts::typed("Jones", "Yuri", Some("Jones, Yuri"), nl).unwrap();
        assert_eq!(p.shown.as_str(), "Jones, Yuri");
        let p = NameParts::typed("de Vries", "Jan", Some("Jan de Vries"), ru).unwrap();
        assert_eq!(p.shown.as_str(), "Jan de Vries");
        // Parts that changed write the name again.
        let p = NameParts::typed("Smit", "Jan", Some("Jan de Vries"), nl).unwrap();
        assert_eq!(p.shown.as_str(), "Jan Smit");
        assert_eq!(
            NameParts::typed("Cy", "", None, nl).unwrap().shown.as_str(),
            "Cy"
        );
        assert_eq!(
            NameParts::typed(" ", "Jan", None, nl),
            Err(EntryError::EmptySurname)
        );
        assert!(matches!(
            NameParts::typed("Vries, de", "Jan", None, nl),
            Err(EntryError::SurnameComma(_))
        ));
        assert!(matches!(
            NameParts::typed("Smit", "J\u{7}", None, nl),
            Err(EntryError::BadPart {
                field: "given name",
                ..
            })
        ));
    }

    #[test]
    fn a_name_in_one_string_is_split_by_its_stated_order() {
        let split = |o: NameOrder, s: &str| {
            let p = NameParts::written(s, o).unwrap();
            (p.shown.to_string(), p.surname, p.given)
        };
        let (ru, given_first) = (NameOrder::SurnameFirst, NameOrder::GivenFirst);
        assert_eq!(
            split(ru, "Белов Юрий Петрович"),
            (
                "Белов Юрий Петрович".into(),
                "Белов".into(),
                "Юрий Петрович".into()
            )
        );
        assert_eq!(
            split(given_first, "Jan de Vries"),
            ("Jan de Vries".into(), "de Vries".into(), "Jan".into())
        );
        assert_eq!(
            split(given_first, "Piet van der Berg").1,
            "van der Berg".to_owned()
        );
        assert_eq!(
            split(given_first, "Anna Maria Smit"),
            ("Anna Maria Smit".into(), "Smit".into(), "Anna Maria".into())
        );
        // A comma says the order, whatever was stated.
        assert_eq!(
            split(given_first, "Белов, Юрий"),
            ("Белов, Юрий".into(), "Белов".into(), "Юрий".into())
        );
        assert_eq!(split(ru, "Cy").1, "Cy".to_owned());
    }

    #[test]
    fn a_stored_name_is_split_at_its_comma_or_kept_whole_as_surname() {
        assert_eq!(split_stored("Jones, Yuri"), ("Jones".into(), "Yuri".into()));
        assert_eq!(
            split_stored("Белов Юрий"),
            ("Белов Юрий".into(), String::new())
        );
        assert_eq!(split_stored(",Ann"), (",Ann".into(), String::new()));
        let e = Entry::new(1, PlayerName::parse("Boer, Jan de").unwrap()).unwrap();
        assert_eq!(
            (e.surname(), e.given_name()),
            ("Boer".into(), "Jan de".into())
        );
        // JSON written before names had parts reads with the stored split.
        let mut json = serde_json::to_value(&e).unwrap();
        let obj = json.as_object_mut().unwrap();
        obj.remove("surname");
        obj.remove("given_name");
        let old: Entry = serde_json::from_value(json).unwrap();
        assert_eq!(old, e);
        assert_eq!(
            (old.surname(), old.given_name()),
            ("Boer".into(), "Jan de".into())
        );
    }
}
