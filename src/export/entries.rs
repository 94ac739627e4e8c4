//! The entries CSV, the same columns both ways:
//! `no,name,federation,rating,title,club,fmjd_id,national_id,birth_date,women_title,women_rating,surname,given_name,sex`.
//! Columns added later come last, so a file written before they existed still reads.
//!
//! A player's name: `surname` and `given_name` (the surname with its particles: `de Vries`),
//! with `name` the name as shown (written from the parts in the event's order when left out);
//! or one column whose order is said: `name` alone is `Surname, Given`, split at its comma
//! (a name without a comma is all surname: its order is not said); `name_surname_first`
//! (`Белов Юрий`: the first word is the surname) or `name_given_first` (`Jan de Vries`: the
//! last word with the particles before it is the surname), each shown as written.
//!
//! Column names are read in any case, accents aside, and in the interface's five languages
//! ([`column_of_header`]: `Naam`, `Achternaam`, `Voornaam`, `Vereniging`, `Geslacht`; `Nom`,
//! `Prénom`; `Фамилия`, `Имя`; `Sobrenome`...). On import a name column is required and the
//! columns may come in any order; a row without a number (or a file without the `no` column)
//! takes the next free starting number. Every row is checked before anything is added: a file
//! with a bad row is refused with each bad row's line, and nothing is imported.

use crate::domain::text::quoted;
use std::collections::{BTreeSet, HashSet};

use serde::Deserialize;

use super::{ImportError, Lines, Problem, cells};
use crate::domain::{
    Entry, EntryError, Federation, NameOrder, NameParts, PlayerName, Sex, StartNo, Tournament,
};

/// The columns, in the order the export writes them.
pub const COLUMNS: [&str; 14] = [
    "no",
    "name",
    "federation",
    "rating",
    "title",
    "club",
    "fmjd_id",
    "national_id",
    "birth_date",
    "women_title",
    "women_rating",
    "surname",
    "given_name",
    "sex",
];

/// The columns an import reads besides [`COLUMNS`]: a name in one string in a stated order.
pub const NAME_IN_ORDER: [&str; 2] = ["name_surname_first", "name_given_first"];

/// Every column an import reads, in the order a preview shows them.
pub const KNOWN: [&str; 16] = [
    "no",
    "name",
    "surname",
    "given_name",
    "name_surname_first",
    "name_given_first",
    "sex",
    "federation",
    "rating",
    "title",
    "club",
    "fmjd_id",
    "national_id",
    "birth_date",
    "women_title",
    "women_rating",
];

/// A column's name folded for matching: lower case, accents and the Russian `ё` aside,
/// without spaces, `_`, `-`, `.`, `/`, `,` or `:`.
fn fold(header: &str) -> String {
    header
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| {
            Some(match c {
                ' ' | '_' | '-' | '.' | '/' | ',' | ':' | '(' | ')' | '\'' => return None,
                'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
                'ç' => 'c',
                'è' | 'é' | 'ê' | 'ë' => 'e',
                'ì' | 'í' | 'î' | 'ï' => 'i',
                'ñ' => 'n',
                'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
                'ù' | 'ú' | 'û' | 'ü' => 'u',
                'ё' => 'е',
                'º' | '°' => 'o',
                c => c,
            })
        })
        .collect()
}

/// The column a header names, in any of the interface's languages (case and accents aside):
/// English, French, Dutch, Russian and Brazilian Portuguese words for each column, and the
/// FMJD list's `last_n`, `first_n`. French `Nom` is the surname (with `Prénom`); a file
/// whose only name column is `Nom` reads it as `name` (see [`read`]).
pub fn column_of_header(header: &str) -> Option<&'static str> {
    let h = fold(header);
    let known: &[(&str, &[&str])] = &[
        (
            "no",
            &[
                "no",
                "nr",
                "number",
                "startno",
                "startnumber",
                "startnummer",
                "nummer",
                "numero",
                "numerodedepart",
                "номер",
                "№",
                "n",
                "no",
                "numerodeinscricao",
            ],
        ),
        (
            "name",
            &[
                "name",
                "fullname",
                "player",
                "naam",
                "volledigenaam",
                "speler",
                "nomcomplet",
                "joueur",
                "nome",
                "nomecompleto",
                "jogador",
                "игрок",
                "участник",
            ],
        ),
        (
            "surname",
            &[
                "surname",
                "lastname",
                "familyname",
                "lastn",
                "achternaam",
                "familienaam",
                "nomdefamille",
                "фамилия",
                "sobrenome",
                "ultimonome",
            ],
        ),
        (
            "given_name",
            &[
                "givenname",
                "firstname",
                "forename",
                "firstn",
                "voornaam",
                "voornamen",
                "prenom",
                "prenoms",
                "имя",
                "prenome",
                "primeironome",
            ],
        ),
        (
            "name_surname_first",
            &[
                "namesurnamefirst",
                "surnamefirstname",
                "surnamegivenname",
                "lastnamefirstname",
                "achternaamvoornaam",
                "nomprenom",
                "фио",
                "фамилияимя",
                "фамилияиимя",
                "sobrenomenome",
            ],
        ),
        (
            "name_given_first",
            &[
                "namegivenfirst",
                "firstnamelastname",
                "givennamesurname",
                "voornaamachternaam",
                "prenomnom",
                "nomesobrenome",
                "имяфамилия",
            ],
        ),
        (
            "sex",
            &["sex", "gender", "geslacht", "sexe", "пол", "sexo", "genero"],
        ),
        (
            "federation",
            &[
                "federation",
                "fed",
                "country",
                "federatie",
                "bond",
                "land",
                "pays",
                "федерация",
                "страна",
                "federacao",
                "pais",
            ],
        ),
        ("rating", &["rating", "classement", "рейтинг"]),
        (
            "title",
            &["title", "titel", "titre", "звание", "титул", "titulo"],
        ),
        (
            "club",
            &[
                "club",
                "vereniging",
                "damclub",
                "клуб",
                "clube",
                "associacao",
            ],
        ),
        (
            "fmjd_id",
            &["fmjdid", "fmjd", "nrew", "idfmjd", "fmjdnr", "fmjdnummer"],
        ),
        (
            "national_id",
            &[
                "nationalid",
                "bondsnummer",
                "lidnummer",
                "relatienummer",
                "licence",
                "numerodelicence",
                "национальныйномер",
                "registro",
                "numerocbd",
            ],
        ),
        (
            "birth_date",
            &[
                "birthdate",
                "dateofbirth",
                "born",
                "geboortedatum",
                "datedenaissance",
                "naissance",
                "датарождения",
                "datadenascimento",
                "nascimento",
            ],
        ),
        (
            "women_title",
            &[
                "womentitle",
                "womenstitle",
                "wtitle",
                "damestitel",
                "titrefeminin",
                "женскоезвание",
                "titulofeminino",
            ],
        ),
        (
            "women_rating",
            &[
                "womenrating",
                "womensrating",
                "wrating",
                "damesrating",
                "classementfeminin",
                "женскийрейтинг",
                "ratingfeminino",
            ],
        ),
    ];
    known
        .iter()
        .find(|(_, words)| words.contains(&h.as_str()))
        .map(|(c, _)| *c)
}

/// The sex written in a cell: the letters and words of the five languages (`m`, `w`, `f`;
/// Dutch `v`; French `h`; Russian `м`, `ж`; `man`, `vrouw`, `femme`, `женский`...), any case.
pub fn sex_of(text: &str) -> Option<Sex> {
    let t = fold(text);
    const MEN: [&str; 13] = [
        "m",
        "h",
        "м",
        "man",
        "male",
        "men",
        "homme",
        "masculin",
        "masculino",
        "мужской",
        "муж",
        "mannelijk",
        "heer",
    ];
    const WOMEN: [&str; 17] = [
        "w",
        "f",
        "v",
        "ж",
        "woman",
        "female",
        "women",
        "vrouw",
        "vrouwelijk",
        "dame",
        "femme",
        "feminin",
        "feminino",
        "женский",
        "жен",
        "mulher",
        "vr",
    ];
    if MEN.contains(&t.as_str()) {
        Some(Sex::M)
    } else if WOMEN.contains(&t.as_str()) {
        Some(Sex::W)
    } else {
        None
    }
}

/// An entry's details as typed (a form or a CSV row).
#[derive(Debug, Clone, Default, Deserialize)]
pub struct EntryFields {
    #[serde(default)]
    pub no: String,
    /// The name as shown; with the parts, written from them in the event's order when empty.
    #[serde(default)]
    pub name: String,
    /// The surname, with its particles (`de Vries`).
    #[serde(default)]
    pub surname: String,
    /// The given name(s).
    #[serde(default)]
    pub given_name: String,
    /// The name as shown before the form was opened (the edit form's hidden field): kept while
    /// the parts still write it (either order, with or without a comma).
    #[serde(default)]
    pub shown: String,
    /// A name in one string, surname first (`Белов Юрий`).
    #[serde(default)]
    pub name_surname_first: String,
    /// A name in one string, given name first (`Jan de Vries`).
    #[serde(default)]
    pub name_given_first: String,
    #[serde(default)]
    pub federation: String,
    #[serde(default)]
    pub rating: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub club: String,
    #[serde(default)]
    pub fmjd_id: String,
    #[serde(default)]
    pub national_id: String,
    #[serde(default)]
    pub birth_date: String,
    #[serde(default)]
    pub women_title: String,
    #[serde(default)]
    pub women_rating: String,
    /// `m` or `w` (TRF's letters; the letters and words of the five languages read too,
    /// [`sex_of`]), empty when not given (a women's category needs it).
    #[serde(default)]
    pub sex: String,
}

fn nonempty(s: &str) -> Option<String> {
    let s = s.trim();
    (!s.is_empty()).then(|| s.to_owned())
}

impl EntryFields {
    /// The player's name from the fields given (see the module's comment): `Err` names the
    /// field (its CSV column) wrong and why.
    pub fn name_parts(&self, order: NameOrder) -> Result<NameParts, (&'static str, EntryError)> {
        if !self.surname.trim().is_empty() || !self.given_name.trim().is_empty() {
            let shown = nonempty(&self.name).or_else(|| nonempty(&self.shown));
            return NameParts::typed(&self.surname, &self.given_name, shown.as_deref(), order)
                .map_err(|e| {
                    let field = match &e {
                        EntryError::BadPart {
                            field: "given name",
                            ..
                        }
                        | EntryError::PartTooLong {
                            field: "given name",
                            ..
                        } => "given_name",
                        EntryError::EmptySurname
                        | EntryError::BadPart { .. }
                        | EntryError::PartTooLong { .. }
                        | EntryError::SurnameComma(_) => "surname",
                        _ => "name",
                    };
                    (field, e)
                });
        }
        for (field, text, order) in [
            (
                "name_surname_first",
                &self.name_surname_first,
                NameOrder::SurnameFirst,
            ),
            (
                "name_given_first",
                &self.name_given_first,
                NameOrder::GivenFirst,
            ),
        ] {
            if !text.trim().is_empty() {
                return NameParts::written(text, order).map_err(|e| (field, e));
            }
        }
        PlayerName::parse(&self.name)
            .map(NameParts::stored)
            .map_err(|e| ("name", e))
    }

    /// The entry with starting number `no`, its name shown in `order` where it is typed in
    /// parts, or every problem found, each naming its field.
    pub fn to_entry(&self, no: StartNo, order: NameOrder) -> Result<Entry, Vec<RowProblem>> {
        let mut errors = Vec::new();
        let name = self
            .name_parts(order)
            .map_err(|(field, error)| errors.push(RowProblem::Field { field, error }));
        let federation = nonempty(&self.federation)
            .map(|f| {
                Federation::parse(&f).map_err(|error| {
                    errors.push(RowProblem::Field {
                        field: "federation",
                        error,
                    })
                })
            })
            .transpose();
        let mut whole = |field: &'static str, text: &str| {
            nonempty(text)
                .map(|r| {
                    r.parse::<u32>().map_err(|_| {
                        errors.push(RowProblem::NotWholeNumber {
                            field,
                            text: quoted(&r),
                        })
                    })
                })
                .transpose()
        };
        let rating = whole("rating", &self.rating);
        let women_rating = whole("women_rating", &self.women_rating);
        let birth_date = nonempty(&self.birth_date)
            .map(|d| {
                d.parse::<chrono::NaiveDate>()
                    .map_err(|_| errors.push(RowProblem::NotDate(quoted(&d))))
            })
            .transpose();
        let sex = match self.sex.trim() {
            "" => Ok(None),
            s => match sex_of(s) {
                Some(x) => Ok(Some(x)),
                None => {
                    errors.push(RowProblem::Sex(quoted(s)));
                    Err(())
                }
            },
        };
        let (Ok(name), Ok(federation), Ok(rating), Ok(women_rating), Ok(birth_date), Ok(sex)) =
            (name, federation, rating, women_rating, birth_date, sex)
        else {
            return Err(errors);
        };
        let mut e = Entry::named(no, name).map_err(|e| vec![RowProblem::Entry(e)])?;
        e.federation = federation;
        e.rating = rating;
        e.women_rating = women_rating;
        e.birth_date = birth_date;
        e.sex = sex;
        e.title = nonempty(&self.title);
        e.women_title = nonempty(&self.women_title);
        e.club = nonempty(&self.club);
        e.fmjd_id = nonempty(&self.fmjd_id);
        e.national_id = nonempty(&self.national_id);
        e.check().map_err(|e| vec![RowProblem::Entry(e)])?;
        Ok(e)
    }

    /// The fields of an entry, as the export writes them.
    pub fn of(e: &Entry) -> EntryFields {
        let o = |v: &Option<String>| v.clone().unwrap_or_default();
        EntryFields {
            no: e.no.to_string(),
            name: e.name.to_string(),
            surname: e.surname(),
            given_name: e.given_name(),
            shown: e.name.to_string(),
            name_surname_first: String::new(),
            name_given_first: String::new(),
            federation: e
                .federation
                .as_ref()
                .map(|f| f.to_string())
                .unwrap_or_default(),
            rating: e.rating.map(|r| r.to_string()).unwrap_or_default(),
            title: o(&e.title),
            club: o(&e.club),
            fmjd_id: o(&e.fmjd_id),
            national_id: o(&e.national_id),
            birth_date: e.birth_date.map(|d| d.to_string()).unwrap_or_default(),
            women_title: o(&e.women_title),
            women_rating: e.women_rating.map(|r| r.to_string()).unwrap_or_default(),
            sex: e.sex.map(|s| s.letter().to_string()).unwrap_or_default(),
        }
    }

    /// A one-line summary for conflict pages.
    pub fn describe(&self) -> String {
        format!(
            "{} · {} · {} · {} · {}",
            self.name, self.federation, self.rating, self.title, self.club
        )
    }

    fn cells(&self) -> [&str; 14] {
        [
            &self.no,
            &self.name,
            &self.federation,
            &self.rating,
            &self.title,
            &self.club,
            &self.fmjd_id,
            &self.national_id,
            &self.birth_date,
            &self.women_title,
            &self.women_rating,
            &self.surname,
            &self.given_name,
            &self.sex,
        ]
    }
}

/// Writes the entries of a tournament, in starting-number order.
pub fn write(t: &Tournament) -> String {
    let mut w = cells::Writer::in_memory();
    w.push(COLUMNS);
    for e in t.entries() {
        w.push(EntryFields::of(e).cells());
    }
    w.finish()
}

/// What is wrong with a row of the entries CSV: what and where (the column), as values; its
/// `Display` is the English of the command line, the pages say it in the reader's language
/// (`web::words::row_problem`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowProblem {
    /// The row cannot be read as CSV (the reader's own English words).
    Csv(String),
    /// A column's cell refused by the entry's rules (`field`: its column, of [`KNOWN`]).
    Field {
        field: &'static str,
        error: EntryError,
    },
    /// A cell of `field` (`rating`, `women_rating`) that is not a whole number.
    NotWholeNumber { field: &'static str, text: String },
    /// A birth date that is not one.
    NotDate(String),
    /// A sex that is neither `m` nor `w`.
    Sex(String),
    /// A starting number that is not one.
    BadStartNo(String),
    /// A starting number given twice in the file.
    NumberTwice(StartNo),
    /// The entry as a whole refused by its rules.
    Entry(EntryError),
    /// A name already entered in the tournament (or twice in the file).
    AlreadyEntered(String),
    /// A starting number already taken in the tournament.
    NumberTaken(StartNo),
}

impl std::fmt::Display for RowProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RowProblem::Csv(e) => f.write_str(e),
            RowProblem::Field { field, error } => write!(f, "{field}: {error}"),
            RowProblem::NotWholeNumber { field, text } => {
                let field = if *field == "women_rating" {
                    "women's rating"
                } else {
                    field
                };
                write!(f, "{field}: {text:?} is not a whole number")
            }
            RowProblem::NotDate(text) => {
                write!(f, "birth date: {text:?} is not a date (YYYY-MM-DD)")
            }
            RowProblem::Sex(text) => write!(f, "sex: {text:?} is not m or w"),
            RowProblem::BadStartNo(text) => {
                write!(f, "no: {text:?} is not a starting number (1 or more)")
            }
            RowProblem::NumberTwice(no) => {
                write!(f, "starting number {no} appears twice in the file")
            }
            RowProblem::Entry(e) => write!(f, "{e}"),
            RowProblem::AlreadyEntered(name) => write!(f, "{name:?} is already entered"),
            RowProblem::NumberTaken(no) => write!(f, "starting number {no} is already taken"),
        }
    }
}

impl RowProblem {
    /// The column (of [`KNOWN`]) whose cell is wrong, where the problem names one.
    pub fn column(&self) -> Option<&'static str> {
        match self {
            RowProblem::Field { field, .. } | RowProblem::NotWholeNumber { field, .. } => {
                Some(field)
            }
            RowProblem::NotDate(_) => Some("birth_date"),
            RowProblem::Sex(_) => Some("sex"),
            RowProblem::BadStartNo(_) | RowProblem::NumberTwice(_) | RowProblem::NumberTaken(_) => {
                Some("no")
            }
            RowProblem::Entry(e) => CsvRow::column_of(&e.to_string()),
            RowProblem::Csv(_) | RowProblem::AlreadyEntered(_) => None,
        }
    }
}

/// A CSV row checked: its line, every field as read, and what is wrong with it.
#[derive(Debug, Clone)]
pub struct CsvRow {
    pub line: u64,
    pub no: StartNo,
    pub fields: EntryFields,
    /// The name as it will be shown (empty when the row's name is wrong).
    pub shown: String,
    pub errors: Vec<RowProblem>,
    /// The columns (of [`KNOWN`]) whose cell is wrong.
    pub bad: Vec<&'static str>,
}

impl CsvRow {
    /// The cell of column `column` (one of [`COLUMNS`]) as read; `no` is the number the row
    /// takes (given or the next free one).
    pub fn cell(&self, column: &str) -> String {
        let f = &self.fields;
        match column {
            "no" => self.no.to_string(),
            "name" => f.name.clone(),
            "federation" => f.federation.clone(),
            "rating" => f.rating.clone(),
            "title" => f.title.clone(),
            "club" => f.club.clone(),
            "fmjd_id" => f.fmjd_id.clone(),
            "national_id" => f.national_id.clone(),
            "birth_date" => f.birth_date.clone(),
            "women_title" => f.women_title.clone(),
            "women_rating" => f.women_rating.clone(),
            "surname" => f.surname.clone(),
            "given_name" => f.given_name.clone(),
            "name_surname_first" => f.name_surname_first.clone(),
            "name_given_first" => f.name_given_first.clone(),
            "sex" => f.sex.clone(),
            _ => String::new(),
        }
    }

    /// Whether the cell of `column` is wrong.
    pub fn is_bad(&self, column: &str) -> bool {
        self.bad.contains(&column)
    }

    /// The column a problem of [`EntryFields::to_entry`] or [`Entry::check`] concerns, by the
    /// field it names first.
    fn column_of(message: &str) -> Option<&'static str> {
        let field = message.split(':').next().unwrap_or("");
        let field = field.strip_prefix("entry ").map_or(field, |rest| {
            rest.trim_start_matches(|c: char| c.is_ascii_digit()).trim()
        });
        Some(match field {
            "no" => "no",
            "name" => "name",
            "surname" => "surname",
            "given_name" => "given_name",
            "name_surname_first" => "name_surname_first",
            "name_given_first" => "name_given_first",
            "sex" => "sex",
            "federation" => "federation",
            "rating" => "rating",
            "women's rating" => "women_rating",
            "birth date" => "birth_date",
            _ => {
                // `Entry::check` names the field inside its message ("... club is ...").
                let m = message.to_lowercase();
                return [
                    ("women's title", "women_title"),
                    ("title", "title"),
                    ("club", "club"),
                    ("fmjd id", "fmjd_id"),
                    ("national id", "national_id"),
                ]
                .into_iter()
                .find(|(label, _)| m.contains(label))
                .map(|(_, c)| c);
            }
        })
    }
}

/// A CSV file of entries read: the columns it has (of [`COLUMNS`], in that order), every row,
/// good or bad, and the entries of the good ones.
#[derive(Debug, Clone, Default)]
pub struct CsvRead {
    pub columns: Vec<&'static str>,
    pub separator: char,
    pub rows: Vec<CsvRow>,
    pub entries: Vec<Entry>,
}

/// The line of a quote that opens a field and is never closed (RFC 4180: a quoted field ends
/// at a quote not followed by another), if any: the CSV reader would otherwise read the rest of
/// the file as that one field.
#[cfg(test)]
fn unclosed_quote(text: &str) -> Option<u64> {
    unclosed_quote_in(text, ',')
}

/// [`unclosed_quote`] in a file whose fields are separated by `delimiter`.
pub(super) fn unclosed_quote_in(text: &str, delimiter: char) -> Option<u64> {
    let mut line = 1u64;
    let mut opened_at = None;
    let mut field_start = true;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (opened_at, c) {
            (Some(_), '"') if chars.peek() == Some(&'"') => {
                chars.next();
            }
            (Some(_), '"') => opened_at = None,
            (None, '"') if field_start => opened_at = Some(line),
            _ => {}
        }
        if c == '\n' {
            line += 1;
        }
        field_start =
            opened_at.is_none() && (c == delimiter || c == '\n' || (field_start && c == ' '));
    }
    opened_at
}

/// The field separator of a CSV file, from its header line: `,`, `;` (what spreadsheets set
/// to a language with a decimal comma write) or tab, whichever the header has most of outside
/// quotes; `,` for a header of one column.
pub fn separator(text: &str) -> char {
    let header = text
        .trim_start_matches('\u{feff}')
        .lines()
        .next()
        .unwrap_or("");
    let mut counts = [(',', 0usize), (';', 0), ('\t', 0)];
    let mut quoted = false;
    for c in header.chars() {
        if c == '"' {
            quoted = !quoted;
        } else if !quoted && let Some(n) = counts.iter_mut().find(|(d, _)| *d == c) {
            n.1 += 1;
        }
    }
    counts
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .max_by_key(|&(d, n)| (n, d == ','))
        .map_or(',', |(d, _)| d)
}

/// The name a separator is called by in messages.
pub fn separator_name(d: char) -> &'static str {
    match d {
        ';' => "semicolon",
        '\t' => "tab",
        _ => "comma",
    }
}

/// Reads entries from CSV with a header line (its column names in any case, separated by
/// `,`, `;` or tab: see [`separator`]); rows without a number are numbered from `first_no` on
/// (after the highest number given so far). Returns every row, good or bad, and the entries
/// of the good ones; a header that cannot be used is an error naming its line and column.
pub fn read(text: &str, first_no: StartNo, order: NameOrder) -> Result<CsvRead, Problem> {
    read_file(text, first_no, order).map_err(|p| p.problem())
}

/// Why a file of entries cannot be read at all (its size, a quote, its header), with where:
/// the page says it in the reader's language (`web::words`), [`FileProblem::problem`] in
/// English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileProblem {
    TooManyRows {
        rows: usize,
        max: usize,
    },
    UnclosedQuote {
        line: u64,
    },
    Header(String),
    UnknownColumn {
        column: usize,
        name: String,
        comma_hint: bool,
    },
    Twice {
        column: usize,
        name: String,
    },
    NoName,
}

impl FileProblem {
    /// The line the problem is on.
    pub fn line(&self) -> u64 {
        match self {
            FileProblem::TooManyRows { max, .. } => *max as u64 + 2,
            FileProblem::UnclosedQuote { line } => *line,
            _ => 1,
        }
    }

    /// The problem, in English.
    pub fn problem(&self) -> Problem {
        let message = match self {
            FileProblem::TooManyRows { rows, max } => {
                format!("the file has {rows} rows; a tournament takes at most {max} entries")
            }
            FileProblem::UnclosedQuote { .. } => {
                "a quote (\") opens a field here and is never closed".to_owned()
            }
            FileProblem::Header(e) => format!("cannot read the header: {e}"),
            FileProblem::UnknownColumn {
                column,
                name,
                comma_hint,
            } => format!(
                "column {column}: unknown column {:?}{} (known: {})",
                name,
                if *comma_hint {
                    " (the separator read is the comma)"
                } else {
                    ""
                },
                KNOWN.join(", ")
            ),
            FileProblem::Twice { column, name } => {
                format!("column {column}: the column {name:?} appears twice")
            }
            FileProblem::NoName => {
                "the header needs a name column (name, or surname and given_name)".to_owned()
            }
        };
        Problem::at(self.line(), message)
    }
}

/// [`read`], its refusal of the whole file kept as what it is.
pub fn read_file(text: &str, first_no: StartNo, order: NameOrder) -> Result<CsvRead, FileProblem> {
    let max = crate::domain::tournament::MAX_ENTRIES;
    let rows = text
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .count();
    if rows > max {
        return Err(FileProblem::TooManyRows { rows, max });
    }
    let delim = separator(text);
    if let Some(line) = unclosed_quote_in(text, delim) {
        return Err(FileProblem::UnclosedQuote { line });
    }
    let text = text.trim_start_matches('\u{feff}');
    let at = Lines::new(text);
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delim as u8)
        .trim(csv::Trim::All)
        .flexible(false)
        .from_reader(text.as_bytes());
    let given = reader
        .headers()
        .map_err(|e| FileProblem::Header(e.to_string()))?
        .clone();
    // Column names in any case and in the interface's languages: `Name`, `NAME`, `Naam` and
    // `name` are the same column. French `Nom` is the surname beside `Prénom`, else the name.
    let has_given = given
        .iter()
        .any(|h| column_of_header(h) == Some("given_name"));
    let mut canonical = Vec::with_capacity(given.len());
    let mut seen = BTreeSet::new();
    for (i, typed) in given.iter().enumerate() {
        let column = i + 1;
        let found = match fold(typed).as_str() {
            "nom" if has_given => Some("surname"),
            "nom" => Some("name"),
            _ => column_of_header(typed),
        };
        let Some(h) = found else {
            return Err(FileProblem::UnknownColumn {
                column,
                name: quoted(typed),
                comma_hint: delim == ',' && (typed.contains(';') || typed.contains('\t')),
            });
        };
        if !seen.insert(h) {
            return Err(FileProblem::Twice {
                column,
                name: quoted(typed),
            });
        }
        canonical.push(h);
    }
    let headers: csv::StringRecord = canonical.iter().copied().collect();
    if !canonical.iter().any(|h| {
        matches!(
            *h,
            "name" | "surname" | "name_surname_first" | "name_given_first"
        )
    }) {
        return Err(FileProblem::NoName);
    }
    let columns: Vec<&'static str> = KNOWN
        .into_iter()
        .filter(|c| canonical.contains(c))
        .collect();
    let mut rows = Vec::new();
    let mut entries = Vec::new();
    let mut next = first_no;
    let mut used: BTreeSet<StartNo> = BTreeSet::new();
    for record in reader.records() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map_or(0, |p| at.of(p));
                rows.push(CsvRow {
                    line,
                    no: next,
                    fields: EntryFields::default(),
                    shown: String::new(),
                    errors: vec![RowProblem::Csv(e.to_string())],
                    bad: Vec::new(),
                });
                next += 1;
                continue;
            }
        };
        let line = record.position().map_or(0, |p| at.of(p));
        // A cell the export wrote with a `'` before a formula character reads as it was.
        let record: csv::StringRecord = record.iter().map(cells::restore).collect();
        let fields: EntryFields = record.deserialize(Some(&headers)).unwrap_or_default();
        let mut errors = Vec::new();
        let no = match nonempty(&fields.no) {
            None => {
                while used.contains(&next) {
                    next += 1;
                }
                next
            }
            Some(n) => match n.parse::<StartNo>() {
                Ok(n) if n > 0 => n,
                _ => {
                    errors.push(RowProblem::BadStartNo(quoted(&n)));
                    0
                }
            },
        };
        if no > 0 && !used.insert(no) {
            errors.push(RowProblem::NumberTwice(no));
        }
        next = next.max(no + 1);
        let mut shown = String::new();
        match fields.to_entry(no.max(1), order) {
            Ok(e) if errors.is_empty() => {
                shown = e.name.to_string();
                entries.push(e);
            }
            Ok(e) => shown = e.name.to_string(),
            Err(mut more) => errors.append(&mut more),
        }
        let bad: Vec<&'static str> = errors.iter().filter_map(RowProblem::column).collect();
        rows.push(CsvRow {
            line,
            no,
            fields,
            shown,
            errors,
            bad,
        });
    }
    Ok(CsvRead {
        columns,
        separator: delim,
        rows,
        entries,
    })
}

/// Checks the rows of a file against a tournament: starting numbers already taken and names
/// already entered (a file pasted twice) are added to the rows' errors.
pub fn check_against(t: &Tournament, rows: &mut [CsvRow]) {
    let mut seen: HashSet<String> = t
        .entries()
        .iter()
        .map(|e| e.name.as_str().to_lowercase())
        .collect();
    for row in rows {
        let n = row.shown.trim().to_lowercase();
        if !n.is_empty() && !seen.insert(n) {
            row.errors
                .push(RowProblem::AlreadyEntered(quoted(row.shown.trim())));
            let column = ["name", "surname", "name_surname_first", "name_given_first"]
                .into_iter()
                .find(|c| !row.cell(c).trim().is_empty())
                .unwrap_or("name");
            row.bad.push(column);
        }
        if t.entry(row.no).is_some() {
            row.errors.push(RowProblem::NumberTaken(row.no));
            row.bad.push("no");
        }
    }
}

/// The round entries added now join: the first round not yet paired (`None` before round 1).
pub fn joins_from(t: &Tournament) -> Option<u32> {
    let paired = t.rounds().len() as u32;
    (paired > 0).then_some(paired + 1)
}

/// The entries a file adds to a tournament, all checked (fields, numbers, names, and the
/// tournament's own rules on adding entries), or every problem with its line. The tournament
/// is not changed: the caller stores the entries, all in one transaction.
pub fn plan_import(t: &Tournament, text: &str) -> Result<Vec<Entry>, ImportError> {
    let CsvRead {
        mut rows, entries, ..
    } = read(
        text,
        t.next_start_no(),
        NameOrder::of(t.settings().language),
    )
    .map_err(ImportError::one)?;
    check_against(t, &mut rows);
    let mut problems: Vec<Problem> = rows
        .iter()
        .flat_map(|r| r.errors.iter().map(|e| Problem::at(r.line, e.to_string())))
        .collect();
    if problems.is_empty() && rows.is_empty() {
        problems.push(Problem::whole("the file has no entries"));
    }
    if !problems.is_empty() {
        return Err(ImportError { problems });
    }
    let late = joins_from(t);
    let mut trial = t.clone();
    let mut out = Vec::with_capacity(entries.len());
    for (mut e, row) in entries.into_iter().zip(&rows) {
        e.late_from = late;
        if let Err(err) = trial.add_entry(e.clone()) {
            problems.push(Problem::at(row.line, err.to_string()));
        }
        out.push(e);
    }
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(ImportError { problems })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forms_sex_is_m_or_w_and_comes_back() {
        let fields = |sex: &str| EntryFields {
            name: "Lena Smit".into(),
            sex: sex.into(),
            ..EntryFields::default()
        };
        let e = fields("w").to_entry(6, NameOrder::GivenFirst).unwrap();
        assert_eq!(e.sex, Some(Sex::W));
        assert_eq!(EntryFields::of(&e).sex, "w");
        assert_eq!(
            fields("F").to_entry(6, NameOrder::GivenFirst).unwrap().sex,
            Some(Sex::W)
        );
        assert_eq!(
            fields("m").to_entry(6, NameOrder::GivenFirst).unwrap().sex,
            Some(Sex::M)
        );
        assert_eq!(
            fields("").to_entry(6, NameOrder::GivenFirst).unwrap().sex,
            None
        );
        let errors = fields("x").to_entry(6, NameOrder::GivenFirst).unwrap_err();
        assert_eq!(errors, vec![RowProblem::Sex("x".into())]);
        assert_eq!(errors[0].to_string(), "sex: \"x\" is not m or w");
        assert!(fields("mw").to_entry(6, NameOrder::GivenFirst).is_err());
    }

    #[test]
    fn a_file_of_more_rows_than_a_tournament_takes_is_refused_at_once() {
        let max = crate::domain::tournament::MAX_ENTRIES;
        let mut text = String::from("name\n");
        for i in 0..=max {
            text.push_str(&format!("P{i}\n"));
        }
        let e = read(&text, 1, NameOrder::GivenFirst).unwrap_err();
        assert!(e.message.contains("at most 10000 entries"), "{}", e.message);
        text.truncate(text.trim_end().rfind('\n').unwrap() + 1);
        assert_eq!(
            read(&text, 1, NameOrder::GivenFirst).unwrap().entries.len(),
            max
        );
    }

    #[test]
    fn an_unclosed_quote_is_named_with_its_line() {
        assert_eq!(unclosed_quote("name\n\"Ann\nBob\n"), Some(2));
        assert_eq!(
            unclosed_quote("name,club\nAnn,\"Club, \"\"The\"\" One\"\n"),
            None
        );
        assert_eq!(unclosed_quote("name\nO'Neil \"Big\" Joe\n"), None);
        let e = read("name\nAnn\n\"Bob\nCid\n", 1, NameOrder::GivenFirst).unwrap_err();
        assert_eq!(e.line, Some(3));
        assert!(e.message.contains("quote"), "{}", e.message);
    }
    use crate::domain::{Pairing, Preset, Settings};

    fn tournament() -> Tournament {
        Tournament::new(Settings::preset(Preset::FmjdInternational, "T", 5)).unwrap()
    }

    #[test]
    fn rows_are_numbered_from_the_next_start_number() {
        let CsvRead { rows, entries, .. } = read(
            "name,federation,rating\nAnn,NED,2100\nBob,,\n",
            5,
            NameOrder::GivenFirst,
        )
        .unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].no, 5);
        assert_eq!(entries[0].rating, Some(2100));
        assert_eq!(entries[1].no, 6);
        assert_eq!(rows[1].line, 3);
    }

    #[test]
    fn bad_rows_of_a_file_with_crlf_line_ends_are_named_by_their_own_lines() {
        let text = "name,rating\r\nAnn,1\r\n\r\nCy,many\r\nDi,4\r\nEd,x\r\n";
        let rows = read(text, 1, NameOrder::GivenFirst).unwrap().rows;
        let bad: Vec<u64> = rows
            .iter()
            .filter(|r| !r.errors.is_empty())
            .map(|r| r.line)
            .collect();
        assert_eq!(bad, [4, 6]);
    }

    #[test]
    fn every_bad_row_is_listed_with_its_line() {
        let CsvRead { rows, entries, .. } = read(
            "name,rating\nAnn,1\n,2\nCy,many\nDi,4\n",
            1,
            NameOrder::GivenFirst,
        )
        .unwrap();
        let bad: Vec<u64> = rows
            .iter()
            .filter(|r| !r.errors.is_empty())
            .map(|r| r.line)
            .collect();
        assert_eq!(bad, [3, 4]);
        assert!(rows[2].errors[0].to_string().contains("rating"));
        assert_eq!(entries.len(), 2);
    }

    #[test]
    fn a_file_without_a_name_column_or_with_unknown_columns_is_refused() {
        assert!(read("rating\n1\n", 1, NameOrder::GivenFirst).is_err());
        let e = read("name,elo\nA,1\n", 1, NameOrder::GivenFirst)
            .err()
            .unwrap();
        assert!(e.to_string().contains("unknown column \"elo\""), "{e}");
    }

    #[test]
    fn column_names_are_read_in_any_case() {
        for header in ["Name,Rating,Club", "NAME,RATING,CLUB", "name,Rating,cLuB"] {
            let text = format!("{header}\nAnn,2100,Oost\n");
            let read = read(&text, 1, NameOrder::GivenFirst).unwrap();
            assert_eq!(read.columns, ["name", "rating", "club"], "{header}");
            assert_eq!(read.entries[0].rating, Some(2100));
            assert_eq!(read.entries[0].club.as_deref(), Some("Oost"));
        }
    }

    #[test]
    fn the_separator_is_read_from_the_header_line() {
        assert_eq!(separator("name;club;rating\nA;B;1\n"), ';');
        assert_eq!(separator("name\tclub\nA\tB\n"), '\t');
        assert_eq!(separator("name,club\nA;B,C\n"), ',');
        assert_eq!(separator("name\nA;B\n"), ',');
        assert_eq!(separator("\"name;x\",club\n"), ',');
        // What a spreadsheet set to Dutch or French writes: `;` and a decimal comma.
        let text = "Name;Federation;Rating;Club;Birth_Date\n\
                    \"Boer, Jan de\";NED;1850;Damclub Oost;1970-05-01\n\
                    Zoë Martin;FRA;;Club, de Lyon;\n";
        let read = read(text, 1, NameOrder::GivenFirst).unwrap();
        assert_eq!(read.separator, ';');
        assert!(
            read.rows.iter().all(|r| r.errors.is_empty()),
            "{:?}",
            read.rows
        );
        assert_eq!(read.entries[0].name.as_str(), "Boer, Jan de");
        assert_eq!(read.entries[1].club.as_deref(), Some("Club, de Lyon"));
        let tabs = "name\tfederation\trating\nAnn\tNED\t2100\n";
        assert_eq!(read_tabs(tabs).rating, Some(2100));
    }

    fn read_tabs(text: &str) -> Entry {
        read(text, 1, NameOrder::GivenFirst)
            .unwrap()
            .entries
            .remove(0)
    }

    #[test]
    fn a_bad_header_is_refused_with_its_line_and_column() {
        let e = read("name,club,elo\nA,B,1\n", 1, NameOrder::GivenFirst).unwrap_err();
        assert_eq!(e.line, Some(1));
        assert!(
            e.message.starts_with("column 3: unknown column \"elo\""),
            "{e}"
        );
        let e = read("Name,NAME\nA,B\n", 1, NameOrder::GivenFirst).unwrap_err();
        assert!(
            e.message
                .starts_with("column 2: the column \"NAME\" appears twice"),
            "{e}"
        );
    }

    #[test]
    fn a_row_names_the_columns_it_is_wrong_in_and_keeps_every_cell() {
        let read = read(
            "name,title,club,birth_date,rating\nAnn,GMI,Oost,1990-02-03,2100\nBob,,,31/12/1990,lots\n",
            1,
            NameOrder::GivenFirst,
        )
        .unwrap();
        assert_eq!(
            read.columns,
            ["name", "rating", "title", "club", "birth_date"]
        );
        let (good, bad) = (&read.rows[0], &read.rows[1]);
        assert_eq!(
            (
                good.cell("title"),
                good.cell("club"),
                good.cell("birth_date")
            ),
            ("GMI".into(), "Oost".into(), "1990-02-03".into())
        );
        assert!(good.bad.is_empty());
        assert_eq!(bad.line, 3);
        assert!(
            bad.is_bad("rating") && bad.is_bad("birth_date"),
            "{:?}",
            bad.bad
        );
        assert!(!bad.is_bad("name"));
    }

    #[test]
    fn export_then_import_gives_the_same_entries() {
        let mut t = tournament();
        let mut a = Entry::new(1, PlayerName::parse("Jones, Yuri").unwrap()).unwrap();
        a.federation = Some(Federation::parse("POL").unwrap());
        a.fmjd_id = Some("15013".into());
        a.national_id = Some("POL-10037".into());
        a.rating = Some(2493);
        a.title = Some("GMI".into());
        a.women_title = Some("GMIF".into());
        a.women_rating = Some(2301);
        a.club = Some("Damclub \"Oost\"".into());
        a.birth_date = Some("1990-02-03".parse().unwrap());
        t.add_entry(a).unwrap();
        t.add_entry(Entry::new(4, PlayerName::parse("Bo").unwrap()).unwrap())
            .unwrap();
        let text = write(&t);
        assert!(
            text.starts_with(
                "no,name,federation,rating,title,club,fmjd_id,national_id,birth_date,women_title,women_rating,surname,given_name,sex\n"
            )
        );
        assert!(
            text.contains(",1990-02-03,GMIF,2301,Jones,Yuri,\n"),
            "{text}"
        );
        let empty = tournament();
        let back = plan_import(&empty, &text).unwrap();
        assert_eq!(back, t.entries());
        let mut t2 = empty.clone();
        for e in back {
            t2.add_entry(e).unwrap();
        }
        assert_eq!(write(&t2), text);
    }

    #[test]
    fn a_file_written_before_the_womens_columns_still_reads() {
        let old = "no,name,federation,rating,title,club,fmjd_id,national_id,birth_date\n\
                   1,\"Jones, Yuri\",POL,2493,GMI,,15013,,\n";
        let back = plan_import(&tournament(), old).unwrap();
        assert_eq!(back[0].rating, Some(2493));
        assert_eq!(
            (back[0].women_title.clone(), back[0].women_rating),
            (None, None)
        );
        let bad = plan_import(&tournament(), "name,women_rating\nAnn,high\n").unwrap_err();
        assert_eq!(bad.lines(), [2]);
        assert!(
            bad.to_string()
                .contains("women's rating: \"high\" is not a whole number"),
            "{bad}"
        );
    }

    #[test]
    fn formula_names_are_written_as_text_and_read_back_as_typed() {
        let mut t = tournament();
        let names = [
            "=HYPERLINK(\"http://x\",\"y\")",
            "@SUM(A1)",
            "+31 Club",
            "-Dash",
            "'t Hart",
            "'=Quoted",
        ];
        for (n, name) in (1..).zip(names) {
            let mut e = Entry::new(n, PlayerName::parse(name).unwrap()).unwrap();
            e.club = Some("=1+2".into());
            t.add_entry(e).unwrap();
        }
        let text = write(&t);
        let mut reader = csv::Reader::from_reader(text.as_bytes());
        for (record, name) in reader.records().zip(names) {
            let record = record.unwrap();
            let cell = &record[1];
            assert!(
                !cell.starts_with(['=', '+', '-', '@']),
                "{cell:?} in {text}"
            );
            assert_eq!(super::cells::restore(cell), name);
            assert_eq!(&record[5], "'=1+2");
        }
        let back = plan_import(&tournament(), &text).unwrap();
        assert_eq!(back, t.entries());
    }

    #[test]
    fn one_bad_row_in_a_thousand_is_reported_by_its_line_and_nothing_is_planned() {
        let mut text = String::from("name,federation,rating\n");
        for i in 1..=1000 {
            if i == 617 {
                text.push_str("Player 617,NEDX,2000\n");
            } else {
                text.push_str(&format!("Player {i},NED,{}\n", 1000 + i));
            }
        }
        let t = tournament();
        let before = t.clone();
        let err = plan_import(&t, &text).unwrap_err();
        // The header is line 1: player 617 is on line 618.
        assert_eq!(err.lines(), [618]);
        assert!(err.to_string().contains("federation"), "{err}");
        assert_eq!(t, before);
        let fixed = text.replace("NEDX", "NED");
        assert_eq!(plan_import(&t, &fixed).unwrap().len(), 1000);
    }

    #[test]
    fn numbers_and_names_already_taken_are_refused() {
        let mut t = tournament();
        t.add_entry(Entry::new(1, PlayerName::parse("Ann").unwrap()).unwrap())
            .unwrap();
        let err = plan_import(&t, "no,name\n1,Bob\n2,ann\n3,Cy\n3,Di\n").unwrap_err();
        assert_eq!(err.lines(), [2, 3, 5], "{err}");
        assert!(plan_import(&t, "name\n").is_err());
    }

    #[test]
    fn entries_added_after_round_one_is_paired_are_late_entries() {
        let mut t = tournament();
        for (n, name) in [(1, "A"), (2, "B")] {
            t.add_entry(Entry::new(n, PlayerName::parse(name).unwrap()).unwrap())
                .unwrap();
        }
        t.pair_round(&[Pairing::game(1, 2)], None).unwrap();
        let planned = plan_import(&t, "name\nC\n").unwrap();
        assert_eq!(planned[0].no, 3);
        assert_eq!(planned[0].late_from, Some(2));
    }

    #[test]
    fn names_in_two_parts_round_trip_and_one_name_is_read_in_its_stated_order() {
        let mut s = Settings::preset(Preset::Russian, "T", 5);
        s.language = crate::domain::Language::Ru;
        let t = Tournament::new(s).unwrap();
        let text = "Фамилия;Имя;Пол;Клуб\nБелов;Юрий;М;Шашки\nde Vries;Jan;ж;\n";
        let planned = plan_import(&t, text).unwrap();
        let parts: Vec<(&str, &str, &str)> = planned
            .iter()
            .map(|e| (e.name.as_str(), e.surname.as_str(), e.given_name.as_str()))
            .collect();
        assert_eq!(
            parts,
            [
                ("Белов Юрий", "Белов", "Юрий"),
                ("de Vries Jan", "de Vries", "Jan")
            ]
        );
        assert_eq!(
            (planned[0].sex, planned[1].sex),
            (Some(Sex::M), Some(Sex::W))
        );
        // Written and read again, every part and the name as shown come back.
        let mut t2 = t.clone();
        for e in planned {
            t2.add_entry(e).unwrap();
        }
        let mut shown_otherwise = Entry::named(
            3,
            NameParts::typed("Smit", "Anna", Some("Smit, Anna"), NameOrder::GivenFirst).unwrap(),
        )
        .unwrap();
        shown_otherwise.sex = Some(Sex::W);
        t2.add_entry(shown_otherwise).unwrap();
        let written = write(&t2);
        assert!(
            written.contains("\n1,Белов Юрий,,,,Шашки,,,,,,Белов,Юрий,m\n"),
            "{written}"
        );
        let back = plan_import(&t, &written).unwrap();
        assert_eq!(back, t2.entries());
        // One name in a stated order.
        let nl = tournament();
        let one = |header: &str, name: &str| {
            let e = plan_import(&nl, &format!("{header}\n{name}\n")).unwrap();
            (
                e[0].name.to_string(),
                e[0].surname.clone(),
                e[0].given_name.clone(),
            )
        };
        let three = |a: &str, b: &str, c: &str| (a.to_owned(), b.to_owned(), c.to_owned());
        assert_eq!(
            one("name_given_first", "Piet van der Berg"),
            three("Piet van der Berg", "van der Berg", "Piet")
        );
        assert_eq!(
            one("ФИО", "Белов Юрий"),
            three("Белов Юрий", "Белов", "Юрий")
        );
        assert_eq!(
            one("Naam", "\"Vries, Jan de\""),
            three("Vries, Jan de", "Vries", "Jan de")
        );
        // `name` alone without a comma: its order is not said, so it is all surname.
        assert_eq!(
            one("name", "Jan de Vries"),
            three("Jan de Vries", "Jan de Vries", "")
        );
        // A given name without a surname is refused, naming the column.
        let read = read("surname,given_name\n,Jan\n", 1, NameOrder::GivenFirst).unwrap();
        assert!(read.rows[0].is_bad("surname"), "{:?}", read.rows[0]);
        assert!(
            read.rows[0].errors[0].to_string().starts_with("surname: "),
            "{:?}",
            read.rows[0]
        );
    }

    #[test]
    fn headers_are_read_in_the_five_languages() {
        let cases = [
            "Naam;Vereniging;Geslacht;Rating;Titel;Geboortedatum",
            "Name,Club,Sex,Rating,Title,Birth date",
            "Nom,Club,Sexe,Classement,Titre,Date de naissance",
            "Игрок,Клуб,Пол,Рейтинг,Звание,Дата рождения",
            "Nome,Clube,Sexo,Rating,Título,Data de nascimento",
        ];
        for header in cases {
            let sep = if header.contains(';') { ";" } else { "," };
            let row = ["Ann Smit", "Oost", "v", "1850", "MF", "1990-02-03"].join(sep);
            let row = if header.starts_with("Name") || header.starts_with("Nome") {
                row.replace(&format!("{sep}v{sep}"), &format!("{sep}f{sep}"))
            } else if header.starts_with("Игрок") {
                row.replace(&format!("{sep}v{sep}"), &format!("{sep}Ж{sep}"))
            } else {
                row
            };
            let read = read(&format!("{header}\n{row}\n"), 1, NameOrder::GivenFirst)
                .unwrap_or_else(|e| panic!("{header}: {e}"));
            assert_eq!(
                read.columns,
                ["name", "sex", "rating", "title", "club", "birth_date"],
                "{header}"
            );
            let e = &read.entries[0];
            assert_eq!(e.name.as_str(), "Ann Smit", "{header}");
            assert_eq!(e.club.as_deref(), Some("Oost"), "{header}");
            assert_eq!(e.sex, Some(Sex::W), "{header}: {row}");
            assert_eq!(e.rating, Some(1850), "{header}");
        }
        // Dutch surname columns, accents and case aside; French `Nom` beside `Prénom` is
        // the surname.
        for header in [
            "ACHTERNAAM,voornaam",
            "Nom,Prénom",
            "nom,PRENOM",
            "Sobrenome,Prenome",
        ] {
            let read = read(
                &format!("{header}\nde Vries,Jan\n"),
                1,
                NameOrder::GivenFirst,
            )
            .unwrap_or_else(|e| panic!("{header}: {e}"));
            let e = &read.entries[0];
            assert_eq!(
                (e.surname.as_str(), e.given_name.as_str()),
                ("de Vries", "Jan"),
                "{header}"
            );
        }
        assert_eq!(sex_of("Vrouw"), Some(Sex::W));
        assert_eq!(sex_of("H"), Some(Sex::M));
        assert_eq!(sex_of("мужской"), Some(Sex::M));
        assert_eq!(sex_of("x"), None);
        let e = read("Naam,Kleur\nA,wit\n", 1, NameOrder::GivenFirst).unwrap_err();
        assert!(e.message.contains("unknown column \"Kleur\""), "{e}");
    }
}
