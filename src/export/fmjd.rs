//! The FMJD rating report and the FMJD quarterly player list.
//!
//! # Rating report (CSV)
//!
//! The player fields are named as in the FMJD rating list: `nr_ew` (FMJD ID), `last_n`,
//! `first_n`, `country`, `title`, `rating`; then `no` (starting number) and `points`; then, for
//! each round (for each game `r{round}g{game}_...` when a round has several), `r1_opp` (the
//! opponent's starting number), `r1_col` (`w` or `b`, the colour of the pieces, only for a game
//! played over the board: empty for a forfeit or a bye) and `r1_pts` (the points scored; empty
//! when the player was not in the round). `last_n` is the entry's surname (with its particles:
//! `de Vries`), `first_n` its given name, each as entered (never guessed from the name shown).
//!
//! # Player list (`V{yymmdd}.DRA`)
//!
//! As the FMJD publishes it: Latin-1 text (UTF-8 is read too), comma separated (`;` or tab
//! when the header has no comma), quotes as in CSV, a header line naming the columns
//! `nr_ew,nick,last_n,first_n,country,title,rating,wtitle,wrating` in any order; only `nr_ew`
//! is required, other columns are ignored. Reading it ([`read_list`]) keeps every usable row
//! and warns, naming the line, of each odd one. Applying it ([`apply_list`]) fills the
//! federation, title, rating, women's title and women's rating of every entry whose FMJD ID
//! is listed once; a blank in the list never erases what an entry has, and names are left as
//! entered. What it changes is said entry by entry and field by field ([`ListUpdate`]).

use std::collections::{BTreeMap, HashMap};
use std::fmt;

use draughts_rules::Color;
use serde::{Deserialize, Serialize};

use super::{ImportError, Lines, Problem, cells};
use crate::domain::entry::MAX_TITLE;
use crate::domain::text::{name_problem, quoted};
use crate::domain::{Entry, Federation, Pairing, StartNo, Tournament};

/// The player fields, in the order the report writes them.
pub const PLAYER_COLUMNS: [&str; 6] = ["nr_ew", "last_n", "first_n", "country", "title", "rating"];

/// `(last_n, first_n)` of an entry: its surname and given name as stored, never guessed
/// from the name as shown.
pub fn split_name(e: &Entry) -> (String, String) {
    (e.surname(), e.given_name())
}

/// The rating report of a tournament.
pub fn rating_report(t: &Tournament) -> String {
    let games = t.settings().games_per_round;
    let scoring = &t.settings().scoring;
    let white_first = t.settings().variant.first_to_move() == Color::White;
    let mut header: Vec<String> = PLAYER_COLUMNS.iter().map(|c| c.to_string()).collect();
    header.push("no".into());
    header.push("points".into());
    for r in t.rounds() {
        for g in 1..=games {
            let p = if games > 1 {
                format!("r{}g{g}", r.number())
            } else {
                format!("r{}", r.number())
            };
            header.extend(["opp", "col", "pts"].map(|s| format!("{p}_{s}")));
        }
    }
    let standings = t.standings();
    let mut w = cells::Writer::in_memory();
    w.push(&header);
    for e in t.entries() {
        let (last, first) = split_name(e);
        let mut row = vec![
            e.fmjd_id.clone().unwrap_or_default(),
            last,
            first,
            e.federation
                .as_ref()
                .map(|f| f.to_string())
                .unwrap_or_default(),
            e.title.clone().unwrap_or_default(),
            e.rating.map(|r| r.to_string()).unwrap_or_default(),
            e.no.to_string(),
            standings
                .row(e.no)
                .map(|r| r.points.to_string())
                .unwrap_or_default(),
        ];
        for r in t.rounds() {
            let board = r.board_of(e.no);
            for g in 1..=games {
                let game = board.and_then(|b| b.games.iter().find(|x| x.number == g));
                let (mut opp, mut col, mut pts) = (String::new(), String::new(), String::new());
                if let (Some(b), Some(game)) = (board, game) {
                    let mine = game.result_of(e.no);
                    if let Pairing::Game { .. } = b.pairing {
                        opp = b
                            .opponent_of(e.no)
                            .map(|o| o.to_string())
                            .unwrap_or_default();
                        if mine.is_some_and(|s| s.kind.is_played()) {
                            let first_mover = game.first == e.no;
                            col = if first_mover == white_first { "w" } else { "b" }.into();
                        }
                    }
                    let joined = mine.is_some_and(|s| {
                        !matches!(
                            s.kind,
                            crate::domain::ResultKind::Withdrawn
                                | crate::domain::ResultKind::NotEntered
                        )
                    });
                    if joined {
                        // The game as played: a ruling on the round (000 art. 3.10, no
                        // complete score-sheets: zero for the round) is not a result of the
                        // game, and the report has no place for it; `points` counts it.
                        pts = mine
                            .map(|s| match b.sheets_missing(e.no) {
                                true => s.kind.earned(scoring),
                                false => s.points,
                            })
                            .map(|p| p.to_string())
                            .unwrap_or_default();
                    }
                } else if let Some(won) = t.team_seat(r.number(), e.no).and_then(|s| s.per_game) {
                    // A team event's board won by default: a forfeit won, no opponent and
                    // no colour (not a rated game).
                    pts = won.points.to_string();
                }
                row.extend([opp, col, pts]);
            }
        }
        w.push(&row);
    }
    w.finish()
}

/// The rating report of a knock-out: each player's games of its ties in the order played
/// (tie-break games included), one `g{n}_opp`, `g{n}_col`, `g{n}_pts` group per game (`g1` is
/// the player's first game), and `points` the sum of the player's game points, as the knock-out's
/// `csv-results` gives them. Colours as in [`rating_report`]: the colour of the pieces.
pub fn knockout_rating_report(t: &Tournament, k: &crate::domain::knockout::Knockout) -> String {
    let scoring = &t.settings().scoring;
    let white_first = t.settings().variant.first_to_move() == Color::White;
    let played: Vec<_> = t
        .entries()
        .iter()
        .map(|e| (e, k.games_of(e.no, scoring)))
        .collect();
    let most = played.iter().map(|(_, g)| g.len()).max().unwrap_or(0);
    let mut header: Vec<String> = PLAYER_COLUMNS.iter().map(|c| c.to_string()).collect();
    header.push("no".into());
    header.push("points".into());
    for n in 1..=most {
        header.extend(["opp", "col", "pts"].map(|s| format!("g{n}_{s}")));
    }
    let mut w = cells::Writer::in_memory();
    w.push(&header);
    for (e, games) in &played {
        let (last, first) = split_name(e);
        let total: crate::domain::Points = games.iter().map(|g| g.points).sum();
        let mut row = vec![
            e.fmjd_id.clone().unwrap_or_default(),
            last,
            first,
            e.federation
                .as_ref()
                .map(|f| f.to_string())
                .unwrap_or_default(),
            e.title.clone().unwrap_or_default(),
            e.rating.map(|r| r.to_string()).unwrap_or_default(),
            e.no.to_string(),
            total.to_string(),
        ];
        for g in games {
            let col = if g.kind.is_played() {
                if g.first_mover == white_first {
                    "w"
                } else {
                    "b"
                }
            } else {
                ""
            };
            row.extend([g.opponent.to_string(), col.to_owned(), g.points.to_string()]);
        }
        row.resize(header.len(), String::new());
        w.push(&row);
    }
    w.finish()
}

/// The columns of the player list as the FMJD publishes it. `nr_ew` is required; `nick` (a
/// site's user name) is not used; a missing column reads as blank in every row.
pub const LIST_COLUMNS: [&str; 9] = [
    "nr_ew", "nick", "last_n", "first_n", "country", "title", "rating", "wtitle", "wrating",
];

/// The columns whose values go into entries, with the entry field each fills.
const USED_COLUMNS: [(&str, &str); 5] = [
    ("country", "federation"),
    ("title", "title"),
    ("rating", "rating"),
    ("wtitle", "women's title"),
    ("wrating", "women's rating"),
];

/// How the bytes of a list were read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListEncoding {
    Utf8,
    /// Latin-1, as the FMJD publishes the list, read as Windows-1252 (its superset, which
    /// spreadsheets write: `Š`, `Œ`, `€` in the bytes 0x80-0x9F).
    Latin1,
}

impl ListEncoding {
    pub fn name(self) -> &'static str {
        match self {
            ListEncoding::Utf8 => "UTF-8",
            ListEncoding::Latin1 => "Latin-1",
        }
    }
}

/// The text of a list: UTF-8 when the bytes are UTF-8 (a byte-order mark is dropped), else
/// Latin-1 (Windows-1252), which every byte sequence is.
pub fn decode_list(bytes: Vec<u8>) -> (String, ListEncoding) {
    match super::text::decode(bytes.clone()) {
        Ok(text) => (text, ListEncoding::Utf8),
        Err(_) => {
            let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&bytes);
            (text.into_owned(), ListEncoding::Latin1)
        }
    }
}

/// A player of the FMJD list: the values of its row that can go into an entry, and what was
/// odd in the row (each value left out of the entry, with why).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListPlayer {
    /// The row's line in the file.
    pub line: u64,
    pub nr_ew: String,
    pub last_n: String,
    pub first_n: String,
    pub country: Option<Federation>,
    pub title: Option<String>,
    pub rating: Option<u32>,
    pub women_title: Option<String>,
    pub women_rating: Option<u32>,
    /// The row's odd values, each with what is done instead (`country "1N" is not...`).
    pub notes: Vec<String>,
}

impl ListPlayer {
    /// `Last, First` as listed.
    pub fn listed_as(&self) -> String {
        match (self.last_n.is_empty(), self.first_n.is_empty()) {
            (_, true) => self.last_n.clone(),
            (true, false) => self.first_n.clone(),
            (false, false) => format!("{}, {}", self.last_n, self.first_n),
        }
    }
}

/// A list read: its players (rows with an FMJD ID), and a warning for every odd row, with
/// its line. The warnings of a player's own values are also in its `notes`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListRead {
    pub players: Vec<ListPlayer>,
    pub warnings: Vec<Problem>,
    /// Data rows in the file (with a readable ID or not).
    pub rows: usize,
}

/// An FMJD ID as compared: digits without leading zeros (`015013` is `15013`).
fn id_key(id: &str) -> Option<String> {
    let id = id.trim();
    if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let key = id.trim_start_matches('0');
    Some(if key.is_empty() { "0" } else { key }.to_owned())
}

/// The field separator: the first of `,`, `;` and tab found in the header line (a list
/// saved again by a spreadsheet may use `;`).
fn delimiter(text: &str) -> char {
    let header = text.lines().next().unwrap_or("");
    [',', ';', '\t']
        .into_iter()
        .find(|&d| header.contains(d))
        .unwrap_or(',')
}

/// The most problems a refused list names (a file that is not a list at all would name
/// every row).
const MAX_PROBLEMS: usize = 20;

/// Reads the FMJD player list. Odd rows do not refuse the file: a row without a readable
/// FMJD ID is skipped, an ID listed twice is used for neither row, and an odd value (a
/// country that is not a three-letter code, a rating that is not a whole number, a title too
/// long) is left out of the entry; each with a warning naming its line. Refused, naming the
/// line: a header without `nr_ew`, a quote never closed, and a file with no player in it.
pub fn read_list(text: &str) -> Result<ListRead, ImportError> {
    let text = text.trim_start_matches('\u{feff}');
    let delim = delimiter(text);
    if let Some(line) = super::entries::unclosed_quote_in(text, delim) {
        return Err(ImportError::one(Problem::at(
            line,
            "a quote (\") opens a field here and is never closed",
        )));
    }
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delim as u8)
        .trim(csv::Trim::All)
        .flexible(true)
        .from_reader(text.as_bytes());
    let headers = reader
        .headers()
        .map_err(|e| ImportError::one(Problem::at(1, format!("cannot read the header: {e}"))))?
        .clone();
    let col: HashMap<String, usize> = headers
        .iter()
        .enumerate()
        .map(|(i, h)| (h.trim().to_ascii_lowercase(), i))
        .collect();
    let Some(&id_col) = col.get("nr_ew") else {
        let found: Vec<String> = headers.iter().map(|h| format!("{:?}", quoted(h))).collect();
        return Err(ImportError::one(Problem::at(
            1,
            format!(
                "the header needs an nr_ew column (the FMJD list's columns are {}); it has {}",
                LIST_COLUMNS.join(","),
                found.join(",")
            ),
        )));
    };
    let mut warnings = Vec::new();
    let missing: Vec<&str> = USED_COLUMNS
        .iter()
        .filter(|(c, _)| !col.contains_key(*c))
        .map(|(c, _)| *c)
        .collect();
    if !missing.is_empty() {
        warnings.push(Problem::at(
            1,
            format!(
                "the header has no {} column: entries keep what they have there",
                missing.join(", ")
            ),
        ));
    }
    let mut players = Vec::new();
    let mut rows = 0;
    let at = Lines::new(text);
    for record in reader.records() {
        rows += 1;
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map_or(0, |p| at.of(p));
                warnings.push(Problem::at(line, format!("{e}: row skipped")));
                continue;
            }
        };
        let line = record.position().map_or(0, |p| at.of(p));
        // A cell written with a `'` before a formula character reads as it was.
        let cell = |i: usize| cells::restore(record.get(i).unwrap_or("").trim()).to_owned();
        let field = |name: &str| col.get(name).map(|&i| cell(i)).unwrap_or_default();
        let nr_ew = cell(id_col);
        if nr_ew.is_empty() {
            let what = if record.iter().all(|c| c.trim().is_empty()) {
                "an empty row"
            } else {
                "no FMJD ID (nr_ew)"
            };
            warnings.push(Problem::at(line, format!("{what}: row skipped")));
            continue;
        }
        if id_key(&nr_ew).is_none() {
            warnings.push(Problem::at(
                line,
                format!(
                    "nr_ew {:?} is not an FMJD ID (digits): row skipped",
                    quoted(&nr_ew)
                ),
            ));
            continue;
        }
        let mut notes = Vec::new();
        let country = match field("country") {
            c if c.is_empty() => None,
            c => Federation::parse(&c)
                .map_err(|_| {
                    notes.push(format!(
                        "country {:?} is not a three-letter code: the federation is left as it is",
                        quoted(&c)
                    ))
                })
                .ok(),
        };
        let mut whole = |column: &str, what: &str| match field(column) {
            r if r.is_empty() => None,
            r => r
                .parse::<u32>()
                .map_err(|_| {
                    notes.push(format!(
                        "{column} {:?} is not a whole number: the {what} is left as it is",
                        quoted(&r)
                    ))
                })
                .ok(),
        };
        let rating = whole("rating", "rating");
        let women_rating = whole("wrating", "women's rating");
        let mut title = |column: &str, what: &str| {
            let t = field(column);
            let problem = if t.chars().count() > MAX_TITLE {
                Some(format!("is longer than {MAX_TITLE} characters"))
            } else {
                name_problem(&t).map(|p| p.to_string())
            };
            match problem {
                _ if t.is_empty() => None,
                None => Some(t),
                Some(p) => {
                    notes.push(format!(
                        "{column} {:?} {p}: the {what} is left as it is",
                        quoted(&t)
                    ));
                    None
                }
            }
        };
        let title_value = title("title", "title");
        let women_title = title("wtitle", "women's title");
        for n in &notes {
            warnings.push(Problem::at(line, format!("FMJD ID {nr_ew}: {n}")));
        }
        players.push(ListPlayer {
            line,
            nr_ew,
            last_n: field("last_n"),
            first_n: field("first_n"),
            country,
            title: title_value,
            rating,
            women_title,
            women_rating,
            notes,
        });
    }
    let mut lines: HashMap<String, Vec<u64>> = HashMap::new();
    for p in &players {
        lines
            .entry(id_key(&p.nr_ew).unwrap_or_default())
            .or_default()
            .push(p.line);
    }
    for p in &players {
        let same = &lines[&id_key(&p.nr_ew).unwrap_or_default()];
        if same.len() > 1 && same[0] == p.line {
            let all: Vec<String> = same.iter().map(|l| l.to_string()).collect();
            warnings.push(Problem::at(
                p.line,
                format!(
                    "FMJD ID {} is listed on lines {}: neither row is used",
                    p.nr_ew,
                    all.join(", ")
                ),
            ));
        }
    }
    warnings.sort_by_key(|w| w.line);
    if players.is_empty() {
        let mut problems = vec![Problem::whole(format!(
            "the list has no player with an FMJD ID ({rows} rows after the header)"
        ))];
        let more = warnings.len().saturating_sub(MAX_PROBLEMS);
        problems.extend(warnings.into_iter().take(MAX_PROBLEMS));
        if more > 0 {
            problems.push(Problem::whole(format!("and {more} more")));
        }
        return Err(ImportError { problems });
    }
    Ok(ListRead {
        players,
        warnings,
        rows,
    })
}

/// A field of an entry that the list changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldChange {
    /// `federation`, `title`, `rating`, `women's title`, `women's rating`.
    pub field: &'static str,
    /// Empty for none.
    pub before: String,
    pub after: String,
}

impl fmt::Display for FieldChange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let before = if self.before.is_empty() {
            "none"
        } else {
            &self.before
        };
        write!(f, "{} {before} → {}", self.field, self.after)
    }
}

/// What the list says for an entry with an FMJD ID.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// Its ID is not in the list.
    NotInList,
    /// Its ID is listed on these lines: neither is used.
    ListedTwice(Vec<u64>),
    /// Its row: the fields it changes (none when the entry has them already) and the odd
    /// values of the row, left out.
    Row {
        line: u64,
        listed_as: String,
        changes: Vec<FieldChange>,
        notes: Vec<String>,
    },
}

/// An entry with an FMJD ID, and what the list says for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryLookup {
    pub no: StartNo,
    pub name: String,
    pub fmjd_id: String,
    pub found: Found,
    /// The entry as the list makes it, when the list changes it.
    pub after: Option<Entry>,
}

impl EntryLookup {
    pub fn changes(&self) -> &[FieldChange] {
        match &self.found {
            Found::Row { changes, .. } => changes,
            _ => &[],
        }
    }

    /// The changes in one line, as the audit log and the command line give them.
    pub fn describe_changes(&self) -> String {
        let parts: Vec<String> = self.changes().iter().map(|c| c.to_string()).collect();
        parts.join("; ")
    }
}

impl fmt::Display for EntryLookup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "entry {} {} (FMJD ID {}",
            self.no, self.name, self.fmjd_id
        )?;
        match &self.found {
            Found::NotInList => write!(f, "): not in the list"),
            Found::ListedTwice(lines) => {
                let all: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
                write!(f, "): listed on lines {}: left as it is", all.join(", "))
            }
            Found::Row {
                line,
                listed_as,
                changes,
                notes,
            } => {
                write!(f, ", line {line}")?;
                if !listed_as.is_empty() {
                    write!(f, ", listed as {listed_as}")?;
                }
                f.write_str("): ")?;
                if changes.is_empty() {
                    f.write_str("no change")?;
                } else {
                    f.write_str(&self.describe_changes())?;
                }
                for n in notes {
                    write!(f, "; {n}")?;
                }
                Ok(())
            }
        }
    }
}

/// What a list does to a tournament's entries: every entry with an FMJD ID and what the list
/// says for it (the entries changed first, in starting-number order), and the entries
/// without an FMJD ID.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListUpdate {
    pub entries: Vec<EntryLookup>,
    pub without_id: Vec<StartNo>,
}

impl ListUpdate {
    /// The entries changed, as they will be.
    pub fn updated(&self) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter_map(|e| e.after.as_ref())
    }

    /// The entries the list changes, with their changes.
    pub fn changed(&self) -> impl Iterator<Item = &EntryLookup> {
        self.entries.iter().filter(|e| !e.changes().is_empty())
    }

    /// The entries whose ID the list does not have.
    pub fn not_found(&self) -> Vec<StartNo> {
        self.entries
            .iter()
            .filter(|e| e.found == Found::NotInList)
            .map(|e| e.no)
            .collect()
    }

    /// The entries the list leaves as they are (found with nothing new, listed twice, or
    /// not found), after the changed ones.
    pub fn others(&self) -> impl Iterator<Item = &EntryLookup> {
        self.entries.iter().filter(|e| e.changes().is_empty())
    }
}

fn text(v: &Option<String>) -> String {
    v.clone().unwrap_or_default()
}

fn number(v: Option<u32>) -> String {
    v.map(|r| r.to_string()).unwrap_or_default()
}

/// The players of the list whose FMJD ID an entry of `t` has (every row of an ID listed
/// twice): [`apply_list`] over them alone does what it does over the whole list. A preview
/// carries them to its confirmation instead of the whole list.
pub fn players_for(t: &Tournament, list: &ListRead) -> Vec<ListPlayer> {
    let ids: std::collections::HashSet<String> = t
        .entries()
        .iter()
        .filter_map(|e| e.fmjd_id.as_deref().and_then(id_key))
        .collect();
    list.players
        .iter()
        .filter(|p| id_key(&p.nr_ew).is_some_and(|k| ids.contains(&k)))
        .cloned()
        .collect()
}

/// Fills the federation, title, rating, women's title and women's rating of every entry whose
/// FMJD ID is in the list; a blank in the list leaves the entry's value as it is, and names
/// are left as entered. The tournament is not changed.
pub fn apply_list(t: &Tournament, list: &ListRead) -> ListUpdate {
    let mut by_id: BTreeMap<String, Vec<&ListPlayer>> = BTreeMap::new();
    for p in &list.players {
        if let Some(k) = id_key(&p.nr_ew) {
            by_id.entry(k).or_default().push(p);
        }
    }
    let mut out = ListUpdate {
        entries: Vec::new(),
        without_id: Vec::new(),
    };
    for e in t.entries() {
        let Some(id) = e.fmjd_id.as_deref().filter(|i| !i.trim().is_empty()) else {
            out.without_id.push(e.no);
            continue;
        };
        let rows = id_key(id)
            .and_then(|k| by_id.get(&k))
            .map_or(&[][..], Vec::as_slice);
        let mut after = None;
        let found = match rows {
            [] => Found::NotInList,
            [p] => {
                let mut new = e.clone();
                let mut changes = Vec::new();
                let mut set = |field, before: String, after: Option<String>| match after {
                    Some(a) if a != before => {
                        changes.push(FieldChange {
                            field,
                            before,
                            after: a,
                        });
                        true
                    }
                    _ => false,
                };
                let fed = |f: &Option<Federation>| f.as_ref().map(|f| f.to_string());
                if set(
                    "federation",
                    fed(&e.federation).unwrap_or_default(),
                    fed(&p.country),
                ) {
                    new.federation = p.country.clone();
                }
                if set("title", text(&e.title), p.title.clone()) {
                    new.title = p.title.clone();
                }
                if set("rating", number(e.rating), p.rating.map(|r| r.to_string())) {
                    new.rating = p.rating;
                }
                if set("women's title", text(&e.women_title), p.women_title.clone()) {
                    new.women_title = p.women_title.clone();
                }
                let w = p.women_rating.map(|r| r.to_string());
                if set("women's rating", number(e.women_rating), w) {
                    new.women_rating = p.women_rating;
                }
                if !changes.is_empty() {
                    after = Some(new);
                }
                Found::Row {
                    line: p.line,
                    listed_as: p.listed_as(),
                    changes,
                    notes: p.notes.clone(),
                }
            }
            more => Found::ListedTwice(more.iter().map(|p| p.line).collect()),
        };
        out.entries.push(EntryLookup {
            no: e.no,
            name: e.name.to_string(),
            fmjd_id: id.trim().to_owned(),
            found,
            after,
        });
    }
    out.entries.sort_by_key(|e| e.changes().is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{BoardReport, NameOrder, NameParts, PlayerName, Preset, Settings};

    const LIST: &str = include_str!("../../fixtures/fmjd/V260701.DRA");

    fn entry(no: StartNo, name: &str, id: Option<&str>) -> Entry {
        let mut e = Entry::new(no, PlayerName::parse(name).unwrap()).unwrap();
        e.fmjd_id = id.map(str::to_owned);
        e
    }

    #[test]
    fn the_report_has_the_list_fields_and_each_round() {
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "R", 2)).unwrap();
        let mut jones = entry(1, "Yuri Jones", Some("15013"));
        jones.set_name(NameParts::written("Yuri Jones", NameOrder::GivenFirst).unwrap());
        t.add_entry(jones).unwrap();
        t.add_entry(entry(2, "Roberts, Oscar", Some("15026")))
            .unwrap();
        t.add_entry(entry(3, "Cy", None)).unwrap();
        t.pair_round(&[Pairing::game(2, 1), Pairing::pairing_bye(3)], None)
            .unwrap();
        t.publish_round(1).unwrap();
        t.record_result(1, 1, &BoardReport::from_codes("=").unwrap())
            .unwrap();
        t.pair_round(&[Pairing::game(1, 3), Pairing::pairing_bye(2)], None)
            .unwrap();
        t.publish_round(2).unwrap();
        t.record_result(2, 1, &BoardReport::from_codes("+:-").unwrap())
            .unwrap();
        let csv = rating_report(&t);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[0],
            "nr_ew,last_n,first_n,country,title,rating,no,points,r1_opp,r1_col,r1_pts,r2_opp,r2_col,r2_pts"
        );
        assert_eq!(lines[1], "15013,Jones,Yuri,,,,1,3,2,b,1,3,,2");
        assert_eq!(lines[2], "15026,Roberts,Oscar,,,,2,3,1,w,1,,,2");
        assert_eq!(lines[3], ",Cy,,,,,3,2,,,2,1,,0");
    }

    #[test]
    fn a_missing_score_sheet_leaves_each_game_as_played() {
        // A Russian micro-match: game 1 drawn, game 2 won by player 2, and player 1 hands in
        // no complete score-sheets (000 art. 3.10: zero for the round).
        let mut t = Tournament::new(Settings::preset(Preset::Russian, "R", 1)).unwrap();
        t.add_entry(entry(1, "Belov, Yuri", None)).unwrap();
        t.add_entry(entry(2, "Orlov, Ivan", None)).unwrap();
        t.pair_round(&[Pairing::game(1, 2)], None).unwrap();
        t.publish_round(1).unwrap();
        t.record_result(1, 1, &BoardReport::from_codes("= 0-1 sheets:home").unwrap())
            .unwrap();
        let csv = rating_report(&t);
        let lines: Vec<&str> = csv.lines().collect();
        // Each game as played (the draw 1 and 1, never 0 and 1); the score (`points`) with
        // the ruling: 0 for player 1, 3 for player 2.
        assert_eq!(lines[1], ",Belov,Yuri,,,,1,0,2,w,1,2,b,0");
        assert_eq!(lines[2], ",Orlov,Ivan,,,,2,3,1,b,1,1,w,2");
    }

    /// The published layout, Latin-1, with odd rows (see the file).
    const PUBLISHED: &[u8] = include_bytes!("../../fixtures/fmjd/V261001.DRA");

    fn published() -> ListRead {
        let (text, encoding) = decode_list(PUBLISHED.to_vec());
        assert_eq!(encoding, ListEncoding::Latin1);
        read_list(&text).unwrap()
    }

    #[test]
    fn the_published_list_is_read_from_latin1_with_its_odd_rows_kept() {
        let list = published();
        assert_eq!(list.rows, 19);
        // Two rows have no readable ID; the other 17 are players, odd or not.
        assert_eq!(list.players.len(), 17);
        let lines: Vec<u64> = list.warnings.iter().filter_map(|w| w.line).collect();
        assert_eq!(lines, [5, 7, 8, 11, 12, 20], "{:?}", list.warnings);
        let said = |line: u64| {
            let w = list.warnings.iter().find(|w| w.line == Some(line)).unwrap();
            w.to_string()
        };
        assert_eq!(
            said(5),
            "line 5: FMJD ID 15052: country \"1N\" is not a three-letter code: the federation is left as it is"
        );
        assert_eq!(
            said(7),
            "line 7: FMJD ID 15078: wrating \"n/a\" is not a whole number: the women's rating is left as it is"
        );
        assert_eq!(
            said(8),
            "line 8: FMJD ID 15091 is listed on lines 8, 9: neither row is used"
        );
        assert_eq!(said(11), "line 11: no FMJD ID (nr_ew): row skipped");
        assert_eq!(
            said(12),
            "line 12: nr_ew \"A123\" is not an FMJD ID (digits): row skipped"
        );
        let by = |id: &str| list.players.iter().find(|p| p.nr_ew == id).unwrap();
        // Odd values are left out of the player, the rest of its row is kept.
        let clarke = by("15052");
        assert_eq!((clarke.country.clone(), clarke.rating), (None, Some(2398)));
        assert_eq!(clarke.notes.len(), 1);
        let fisher = by("15078");
        assert_eq!(fisher.women_title.as_deref(), Some("MFF"));
        assert_eq!(fisher.women_rating, None);
        assert_eq!(by("15065").country.as_ref().unwrap().as_str(), "FRA");
        // Latin-1 letters, quoted commas and quotes, short and long rows.
        assert_eq!(by("99001").listed_as(), "M\u{fc}ller, J\u{fc}rgen");
        assert_eq!(by("99002").women_rating, Some(2150));
        assert_eq!(by("99003").listed_as(), "Berg, van den, \u{d8}ystein");
        assert_eq!(by("99006").first_n, "O\"Neil");
        let short = by("99004");
        assert_eq!((short.country.clone(), short.rating), (None, None));
        assert_eq!(by("99005").rating, Some(1800));
        assert_eq!(by("99007").country.as_ref().unwrap().as_str(), "XSU");
        assert_eq!(by("99008").country, None);
    }

    fn with_ids(ids: &[Option<&str>]) -> Tournament {
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "R", 2)).unwrap();
        for (no, id) in (1..).zip(ids) {
            t.add_entry(entry(no, &format!("Player {no}"), *id))
                .unwrap();
        }
        t
    }

    #[test]
    fn a_blank_never_erases_and_each_change_is_named_field_by_field() {
        let list = published();
        let mut t = with_ids(&[
            Some("15013"),
            Some("15026"),
            Some("015039"),
            Some("15052"),
            Some("15065"),
            Some("15091"),
            Some("77777"),
            None,
            Some("15078"),
        ]);
        let mut edit = |no: StartNo, f: &dyn Fn(&mut Entry)| {
            let mut e = t.entry(no).unwrap().clone();
            f(&mut e);
            t.edit_entry(&e).unwrap();
        };
        edit(2, &|e| e.rating = Some(2445));
        edit(4, &|e| {
            e.federation = Some(Federation::parse("FRA").unwrap());
            e.rating = Some(2410);
        });
        edit(5, &|e| {
            e.federation = Some(Federation::parse("FRA").unwrap());
            e.rating = Some(2403);
            e.title = Some("MF".into());
        });
        edit(9, &|e| {
            e.federation = Some(Federation::parse("FRA").unwrap());
            e.rating = Some(2388);
            e.women_rating = Some(2200);
        });
        let before = t.clone();
        let up = apply_list(&t, &list);
        assert_eq!(
            t, before,
            "applying plans, it does not change the tournament"
        );
        let said: Vec<String> = up.entries.iter().map(|e| e.to_string()).collect();
        assert_eq!(
            said,
            [
                "entry 1 Player 1 (FMJD ID 15013, line 2, listed as Jones, Yuri): federation none → POL; title none → GMI; rating none → 2511",
                // The list's rating is blank: 2445 stays.
                "entry 2 Player 2 (FMJD ID 15026, line 3, listed as Roberts, Oscar): federation none → FRA; title none → MI",
                "entry 3 Player 3 (FMJD ID 015039, line 4, listed as Stewart, Xenia): federation none → SEN; rating none → 2440; women's title none → MIF; women's rating none → 2390",
                "entry 4 Player 4 (FMJD ID 15052, line 5, listed as Clarke, Edwin): rating 2410 → 2398; country \"1N\" is not a three-letter code: the federation is left as it is",
                "entry 9 Player 9 (FMJD ID 15078, line 7, listed as Fisher, Dora): women's title none → MFF; wrating \"n/a\" is not a whole number: the women's rating is left as it is",
                // A blank title in the list leaves MF.
                "entry 5 Player 5 (FMJD ID 15065, line 6, listed as Irving, Keith): no change",
                "entry 6 Player 6 (FMJD ID 15091): listed on lines 8, 9: left as it is",
                "entry 7 Player 7 (FMJD ID 77777): not in the list",
            ]
        );
        assert_eq!(up.without_id, [8]);
        assert_eq!(up.not_found(), [7]);
        assert_eq!(up.changed().count(), 5);
        let updated: Vec<&Entry> = up.updated().collect();
        let nos: Vec<StartNo> = updated.iter().map(|e| e.no).collect();
        assert_eq!(nos, [1, 2, 3, 4, 9]);
        let two = &updated[1];
        assert_eq!((two.rating, two.title.as_deref()), (Some(2445), Some("MI")));
        let four = &updated[3];
        assert_eq!(four.federation.as_ref().unwrap().as_str(), "FRA");
        let nine = &updated[4];
        assert_eq!(
            (nine.women_title.as_deref(), nine.women_rating),
            (Some("MFF"), Some(2200))
        );
        assert_eq!(
            updated[0].name.as_str(),
            "Player 1",
            "names stay as entered"
        );
        // Applied again, the list changes nothing more.
        let mut after = t.clone();
        for e in up.updated() {
            after.edit_entry(e).unwrap();
        }
        assert_eq!(apply_list(&after, &list).changed().count(), 0);
    }

    #[test]
    fn the_players_of_the_entries_alone_update_as_the_whole_list() {
        let list = published();
        let t = with_ids(&[
            Some("15013"),
            Some("015091"),
            Some("77777"),
            None,
            Some("15052"),
        ]);
        let mine = players_for(&t, &list);
        let ids: Vec<&str> = mine.iter().map(|p| p.nr_ew.as_str()).collect();
        assert_eq!(ids, ["15013", "15052", "15091", "15091"]);
        let alone = ListRead {
            players: mine,
            warnings: Vec::new(),
            rows: 4,
        };
        assert_eq!(apply_list(&t, &alone), apply_list(&t, &list));
        // It goes through JSON (the preview's form) unchanged.
        let json = serde_json::to_string(&alone.players).unwrap();
        let back: Vec<ListPlayer> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, alone.players);
    }

    #[test]
    fn a_list_in_the_older_layout_reads_and_says_which_columns_it_lacks() {
        let list = read_list(LIST).unwrap();
        assert_eq!(list.players.len(), 5);
        assert_eq!(
            list.warnings,
            [Problem::at(
                1,
                "the header has no wtitle, wrating column: entries keep what they have there"
            )]
        );
        let mut t = with_ids(&[Some("15013")]);
        t.edit_entry(&{
            let mut e = t.entry(1).unwrap().clone();
            e.women_title = Some("GMIF".into());
            e
        })
        .unwrap();
        let up = apply_list(&t, &list);
        let one = up.updated().next().unwrap();
        assert_eq!(one.women_title.as_deref(), Some("GMIF"));
        assert_eq!(one.title.as_deref(), Some("GMI"));
    }

    #[test]
    fn semicolons_tabs_and_utf8_read_too() {
        for sep in [";", "\t"] {
            let text = format!("nr_ew{sep}country{sep}rating\n15013{sep}POL{sep}2511\n");
            let list = read_list(&text).unwrap();
            assert_eq!(list.players[0].rating, Some(2511), "{sep:?}");
        }
        let (text, enc) = decode_list("nr_ew,last_n\n1,M\u{fc}ller\n".as_bytes().to_vec());
        assert_eq!(enc, ListEncoding::Utf8);
        assert_eq!(read_list(&text).unwrap().players[0].last_n, "M\u{fc}ller");
        // Windows-1252 letters in 0x80-0x9F, as spreadsheets write Latin-1.
        let (text, enc) = decode_list(b"nr_ew,last_n\n1,\x8aaban\n".to_vec());
        assert_eq!(enc, ListEncoding::Latin1);
        assert_eq!(read_list(&text).unwrap().players[0].last_n, "\u{160}aban");
    }

    #[test]
    fn titles_that_cannot_be_kept_are_left_out_with_a_note() {
        let text = "nr_ew,title,wtitle\n1,GMI,\"M\u{7}F\"\n2,TITLE-LONGER-THAN-SIXTEEN,\n";
        let list = read_list(text).unwrap();
        assert_eq!(list.players[0].title.as_deref(), Some("GMI"));
        assert_eq!(list.players[0].women_title, None);
        assert!(
            list.players[0].notes[0].starts_with("wtitle"),
            "{:?}",
            list.players[0].notes
        );
        assert_eq!(list.players[1].title, None);
        assert!(
            list.players[1].notes[0].contains("longer than 16"),
            "{:?}",
            list.players[1].notes
        );
        assert_eq!(
            list.warnings
                .iter()
                .filter_map(|w| w.line)
                .collect::<Vec<_>>(),
            // Line 1: the header has no country, rating or wrating column.
            [1, 2, 3]
        );
    }

    #[test]
    fn a_list_that_cannot_be_read_is_refused_naming_where() {
        let e = read_list("id,name\n1,A\n").unwrap_err();
        assert_eq!(e.lines(), [1]);
        assert!(e.to_string().contains("needs an nr_ew column"), "{e}");
        assert!(e.to_string().contains("it has \"id\",\"name\""), "{e}");
        let e = read_list("nr_ew,last_n\n1,A\n2,\"Bo\n3,C\n").unwrap_err();
        assert_eq!(e.lines(), [3]);
        assert!(e.to_string().contains("never closed"), "{e}");
        let e = read_list("nr_ew,last_n\n").unwrap_err();
        assert!(
            e.to_string().contains("no player with an FMJD ID (0 rows"),
            "{e}"
        );
        let all = "nr_ew,country,title,rating,wtitle,wrating";
        let e = read_list(&format!("{all}\nx,NED\n,NED\n")).unwrap_err();
        assert_eq!(e.lines(), [2, 3], "{e}");
        assert!(e.to_string().contains("line 3: no FMJD ID (nr_ew)"), "{e}");
    }

    #[test]
    fn last_n_and_first_n_are_the_surname_and_given_name_as_entered() {
        let mut s = Settings::preset(Preset::Russian, "R", 2);
        s.language = crate::domain::Language::Ru;
        let mut t = Tournament::new(s).unwrap();
        let order = NameOrder::of(t.settings().language);
        let typed = |no, surname: &str, given: &str| {
            Entry::named(no, NameParts::typed(surname, given, None, order).unwrap()).unwrap()
        };
        t.add_entry(typed(1, "Белов", "Юрий")).unwrap();
        t.add_entry(typed(2, "de Vries", "Jan")).unwrap();
        t.add_entry(typed(3, "van der Berg", "Piet")).unwrap();
        // Stored as one string before names had parts: all surname, never swapped.
        t.add_entry(entry(4, "Орлова Анна", None)).unwrap();
        t.add_entry(entry(5, "Roberts, Oscar", None)).unwrap();
        let csv = rating_report(&t);
        let names: Vec<(String, String)> = csv
            .lines()
            .skip(1)
            .map(|l| {
                let cells: Vec<&str> = l.split(',').collect();
                (cells[1].to_owned(), cells[2].to_owned())
            })
            .collect();
        let pair = |a: &str, b: &str| (a.to_owned(), b.to_owned());
        assert_eq!(
            names,
            [
                pair("Белов", "Юрий"),
                pair("de Vries", "Jan"),
                pair("van der Berg", "Piet"),
                pair("Орлова Анна", ""),
                pair("Roberts", "Oscar"),
            ]
        );
        assert_eq!(split_name(t.entry(2).unwrap()), pair("de Vries", "Jan"));
        assert_eq!(t.entry(1).unwrap().name.as_str(), "Белов Юрий");
    }
}
