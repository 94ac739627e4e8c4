//! Exports and imports: what leaves Crownhead for federations, rating officers and websites,
//! and what comes in from federation lists and other programs. Plain Rust over the domain: no
//! SQL, no HTTP; the command line and the dashboard call these functions.
//!
//! - [`entries`]: the entries CSV, both ways (`no,name,federation,rating,title,club,fmjd_id,
//!   national_id,birth_date,women_title,women_rating`).
//! - [`tables`]: pairings, results (one row per game) and standings as CSV.
//! - [`pdn`]: every recorded game of the event in one PDN file.
//! - [`trf`]: the FIDE Tournament Report File (TRF-2026) of the whole event, and a tournament
//!   built from one.
//! - [`trf_folded`]: the TRF of a Swiss with one result column per round (a match folded into
//!   one), as the FIDE Dutch engine pairs it, for a Dutch pairing program to replay.
//! - [`fmjd`]: the FMJD rating report (CSV) and the FMJD quarterly player list (`V{yymmdd}.DRA`).
//!
//! - [`cells`]: the CSV writer of every CSV file, which writes a cell a spreadsheet would take
//!   for a formula with a `'` before it, and the clean-up of cells read from CSV.
//!
//! Every import checks everything first: a file with any bad row is refused with every problem
//! and its line ([`ImportError`]), and nothing is changed.

pub mod cells;
pub mod entries;
pub mod fmjd;
pub mod pdn;
pub mod standings;
pub mod tables;
pub mod teams;
pub mod text;
pub mod trf;
pub mod trf_folded;
pub mod trf_import;
pub mod trf_team;

use std::fmt;

/// One problem found in a file, with its 1-based line where it has one: its English words
/// (`message`, the command line's), and what and where as values (`kind`) where the pages say
/// it in the reader's language (`web::words::file_problem`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub line: Option<u64>,
    pub message: String,
    pub kind: Option<ProblemKind>,
}

/// What a [`Problem`] is, as values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProblemKind {
    /// A problem of the TRF reader (`column`: 1-based, 0 for the line as a whole).
    Trf {
        column: usize,
        kind: crate::pairing::trf::TrfErrorKind,
    },
    /// A file that is not UTF-8 text, nor text read in another encoding.
    NotUtf8(text::NotUtf8),
    /// The settings a file gives, refused by the domain.
    Settings(crate::domain::SettingsError),
    /// A player's line with a field the entry's rules refuse.
    Entry {
        no: u32,
        error: crate::domain::EntryError,
    },
    /// A player's sex that is neither `m` nor `w` (`column`: where it stands).
    Sex {
        no: u32,
        column: usize,
        letter: char,
    },
    /// A player the tournament's rules refuse as an entry.
    EntryRefused {
        no: u32,
        error: crate::domain::TournamentError,
    },
    /// Something else wrong with a player's line, in English words only.
    Player { no: u32, text: String },
    /// A check of the TRF import's own on a record or a round of the file.
    Record(RecordProblem),
}

/// The TRF import's own checks of the records and rounds a file gives, as values; `Display`
/// is the English of the command line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordProblem {
    /// Record 132 dates a round the event does not have.
    #[error("record 132: a date for round {round}, past the last round ({last})")]
    DatePastLastRound { round: u32, last: u32 },
    /// Record 132's dates out of order (`SettingsError::DatesOutOfOrder`).
    #[error("record 132: {0}")]
    Dates(crate::domain::SettingsError),
    /// Record 299 adjusts the points of a round the event does not have.
    #[error("record 299: round {round} is past the last round")]
    AdjustmentPastLastRound { round: u32 },
    /// Record 240 gives a bye in a round past the last (of games, `last`).
    #[error("record 240, column 7: a bye in round {round}, past the last round ({last})")]
    ByePastLastRound { round: u32, last: u32 },
    /// Crownhead's start numbers do not name each player line once, above 0.
    #[error("start numbers: {players} distinct numbers above 0 are needed, one per player line")]
    StartNumbers { players: usize },
    /// A knock-out's tie line in a file of an event of another system.
    #[error("a knock-out's tie line in a file of a {system} event, which has no ties")]
    TieOutsideKnockout { system: crate::domain::System },
    /// Record 222's time control code with a blank in it (as read).
    #[error("time control code (222): {code:?} has a blank; a code has none")]
    TimeControlCodeBlank { code: String },
    /// Record 162 gives a result points that are not a whole or half number (`points`: the
    /// file's figure, as written back).
    #[error("line 162: {result} of {points} points is not a whole or half number")]
    ScoringNotHalf {
        result: ScoredResult,
        points: String,
    },
    /// Record 162 gives an absence (A, Z) points: it is worth none (000 art. 2.24).
    #[error("line 162: an absence (A) must be worth 0 points (000 art. 2.24)")]
    AbsenceScored,
    /// A knock-out's tie line for a game that is not its tie's next (`next`: the tie's next
    /// game, none when the tie has no game to play).
    #[error("tie {tie}: game {game}{}", match next {
        Some(n) => format!(" is not the tie's next game ({n})"),
        None => ": the tie has no game to play".to_owned(),
    })]
    TieGameNotNext {
        tie: String,
        game: u32,
        next: Option<u32>,
    },
    /// Record 192 names a team event's type (`code` as read).
    #[error(
        "tournament type (192): {code:?} is the code of a team event; Crownhead reads individual events"
    )]
    TeamTypeCode { code: String },
    /// Record 032's federation, refused as an entry's would be.
    #[error("federation (032): {0}")]
    Federation(crate::domain::EntryError),
    /// Record 042 (`end`: 052) is no date (`text`: as read, trimmed).
    #[error("{} date ({}): {}", if *end { "end" } else { "start" }, if *end { "052" } else { "042" }, trf::dates::not_a_date(text))]
    NotDate { end: bool, text: String },
    /// Record 212's standings begin with another code than `PTS`.
    #[error("standings (212): the standings of an individual event begin with PTS, not {code:?}")]
    StandingsNotPts { code: String },
    /// A tie-break code of record 202 (212 with `standings`) Crownhead does not compute.
    #[error(
        "{}: tie-break code {code:?} is not one Crownhead computes (known: {})",
        tie_break_record(standings),
        known_tie_breaks()
    )]
    UnknownTieBreak { standings: bool, code: String },
    /// A tie-break code listed twice in record 202 (212 with `standings`).
    #[error(
        "{}: tie-break code {code:?} is listed twice",
        tie_break_record(standings)
    )]
    TieBreakTwice { standings: bool, code: String },
}

/// The record a tie-break problem names: 212 (`standings`) or 202, in the command line's words.
fn tie_break_record(standings: &bool) -> &'static str {
    if *standings {
        "standings (212)"
    } else {
        "tie-breaks (202)"
    }
}

/// The tie-break codes Crownhead computes, as a 202 record writes them.
pub fn known_tie_breaks() -> String {
    crate::domain::TieBreak::ALL
        .iter()
        .map(|tb| tb.fide_code())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A result record 162 scores, as [`RecordProblem::ScoringNotHalf`] names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoredResult {
    Win,
    Draw,
    Loss,
    PairingBye,
}

impl ScoredResult {
    /// Its slug, the last part of its message id (`trf-scored-…`).
    pub fn slug(self) -> &'static str {
        match self {
            ScoredResult::Win => "win",
            ScoredResult::Draw => "draw",
            ScoredResult::Loss => "loss",
            ScoredResult::PairingBye => "pairing-bye",
        }
    }
}

impl fmt::Display for ScoredResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ScoredResult::Win => "a win",
            ScoredResult::Draw => "a draw",
            ScoredResult::Loss => "a loss",
            ScoredResult::PairingBye => "the pairing bye",
        })
    }
}

impl fmt::Display for ProblemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProblemKind::Trf { column: 0, kind } => write!(f, "{kind}"),
            ProblemKind::Trf { column, kind } => write!(f, "column {column}: {kind}"),
            ProblemKind::NotUtf8(e) => write!(f, "{e}"),
            ProblemKind::Settings(e) => write!(f, "{e}"),
            ProblemKind::Entry { no, error } => write!(f, "player {no}: {error}"),
            ProblemKind::Sex { no, column, letter } => write!(
                f,
                "player {no}: sex (column {column}) {letter:?} is neither m nor w"
            ),
            ProblemKind::EntryRefused { no, error } => write!(f, "player {no}: {error}"),
            ProblemKind::Player { no, text } => write!(f, "player {no}: {text}"),
            ProblemKind::Record(r) => write!(f, "{r}"),
        }
    }
}

impl Problem {
    pub fn at(line: u64, message: impl Into<String>) -> Problem {
        Problem {
            line: Some(line),
            message: message.into(),
            kind: None,
        }
    }

    pub fn whole(message: impl Into<String>) -> Problem {
        Problem {
            line: None,
            message: message.into(),
            kind: None,
        }
    }

    /// A file that is not UTF-8 text, at its line (its message as the command line said it).
    pub fn not_utf8(e: text::NotUtf8) -> Problem {
        Problem {
            line: Some(e.line as u64),
            message: e.to_string(),
            kind: Some(ProblemKind::NotUtf8(e)),
        }
    }

    /// The problem `kind` at `line` (0: the file as a whole), its message its English.
    pub fn of(line: u64, kind: ProblemKind) -> Problem {
        Problem {
            line: (line > 0).then_some(line),
            message: kind.to_string(),
            kind: Some(kind),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(l) => write!(f, "line {l}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// The lines of a CSV text, for the places the `csv` reader gives. Its own line count is
/// wrong after a CRLF line end (a record after `\r\n` is counted one line early, more after
/// blank lines), so lines are counted here from the record's byte offset, which points at or
/// before the line ends and blank lines that precede the record.
pub(crate) struct Lines<'a> {
    text: &'a [u8],
    /// The offset of every `\n`.
    newlines: Vec<usize>,
}

impl<'a> Lines<'a> {
    pub fn new(text: &'a str) -> Lines<'a> {
        let text = text.as_bytes();
        let newlines = (0..text.len()).filter(|&i| text[i] == b'\n').collect();
        Lines { text, newlines }
    }

    /// The 1-based line where the record at `pos` starts.
    pub fn of(&self, pos: &csv::Position) -> u64 {
        let mut at = (pos.byte() as usize).min(self.text.len());
        while at < self.text.len() && matches!(self.text[at], b'\r' | b'\n') {
            at += 1;
        }
        self.newlines.partition_point(|&n| n < at) as u64 + 1
    }
}

/// A file refused: every problem found, in file order. Nothing was imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ImportError {
    pub problems: Vec<Problem>,
}

impl ImportError {
    pub fn one(p: Problem) -> ImportError {
        ImportError { problems: vec![p] }
    }

    /// The lines named by the problems, in order.
    pub fn lines(&self) -> Vec<u64> {
        self.problems.iter().filter_map(|p| p.line).collect()
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "nothing imported: {} problem(s) found",
            self.problems.len()
        )?;
        for p in &self.problems {
            write!(f, "\n  {p}")?;
        }
        Ok(())
    }
}

/// The export formats, named as on the command line and in download addresses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    CsvEntries,
    CsvPairings,
    CsvResults,
    CsvStandings,
    Pdn,
    Trf,
    Fmjd,
}

impl Format {
    pub const ALL: [Format; 7] = [
        Format::CsvEntries,
        Format::CsvPairings,
        Format::CsvResults,
        Format::CsvStandings,
        Format::Pdn,
        Format::Trf,
        Format::Fmjd,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Format::CsvEntries => "csv-entries",
            Format::CsvPairings => "csv-pairings",
            Format::CsvResults => "csv-results",
            Format::CsvStandings => "csv-standings",
            Format::Pdn => "pdn",
            Format::Trf => "trf",
            Format::Fmjd => "fmjd",
        }
    }

    pub fn parse(text: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == text)
    }

    /// The MIME type of the file.
    pub const fn content_type(self) -> &'static str {
        match self {
            Format::Pdn | Format::Trf => "text/plain; charset=utf-8",
            _ => "text/csv; charset=utf-8",
        }
    }

    /// The file name suffix.
    pub const fn extension(self) -> &'static str {
        match self {
            Format::Pdn => "pdn",
            Format::Trf => "trf",
            _ => "csv",
        }
    }

    /// Whether the file may be offered on the public pages: nothing in it that is not shown
    /// there already (entries carry birth dates and national ids; TRF and the rating report
    /// carry birth dates and ids too).
    pub const fn is_public(self) -> bool {
        matches!(
            self,
            Format::CsvPairings | Format::CsvResults | Format::CsvStandings | Format::Pdn
        )
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A file name for a download: the tournament's name reduced to letters, digits and dashes,
/// then the format (and round).
pub fn file_name(tournament: &str, format: Format, round: Option<u32>) -> String {
    let mut base: String = tournament
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    while base.contains("--") {
        base = base.replace("--", "-");
    }
    let base = base.trim_matches('-');
    let base = if base.is_empty() { "tournament" } else { base };
    let what = match format {
        Format::CsvEntries => "entries",
        Format::CsvPairings => "pairings",
        Format::CsvResults => "results",
        Format::CsvStandings => "standings",
        Format::Pdn => "games",
        Format::Trf => "report",
        Format::Fmjd => "fmjd-rating",
    };
    match round {
        Some(r) => format!("{base}-{what}-round-{r}.{}", format.extension()),
        None => format!("{base}-{what}.{}", format.extension()),
    }
}

/// An export: the file's text and what was left out of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exported {
    pub text: String,
    /// Records that could not be included (PDN only), each with its place and reason.
    pub warnings: Vec<String>,
}

/// An export that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    #[error(transparent)]
    NoSuchRound(#[from] tables::NoSuchRound),
    #[error("a round can only be chosen for csv-pairings, csv-results and csv-standings, not {0}")]
    RoundNotApplicable(Format),
    #[error("a knock-out is played in ties, not rounds: its results are exported whole (no round)")]
    KnockoutRound,
    #[error("--folded is for --format trf, not {0}")]
    FoldedNotTrf(Format),
    #[error(transparent)]
    Folded(#[from] trf_folded::FoldedError),
    /// PDN holds the games' records: with none stored there is nothing to write.
    #[error(
        "there are no game records yet: a PDN file holds the games' records, none is stored, so no file is written"
    )]
    NoGameRecords,
}

impl Format {
    /// Whether `--round` applies to the format.
    pub const fn takes_round(self) -> bool {
        matches!(
            self,
            Format::CsvPairings | Format::CsvResults | Format::CsvStandings
        )
    }
}

impl Format {
    /// Whether the file holds the stored game records (PDN).
    pub const fn reads_records(self) -> bool {
        matches!(self, Format::Pdn)
    }

    /// Whether a team event writes the file team by team (its matches, the team standings, the
    /// team records of its TRF).
    pub const fn reads_teams(self) -> bool {
        matches!(
            self,
            Format::CsvResults | Format::CsvStandings | Format::Trf
        )
    }

    /// Whether a knock-out writes the file from its ties.
    pub const fn reads_knockout(self) -> bool {
        matches!(
            self,
            Format::CsvResults | Format::Fmjd | Format::Trf | Format::Pdn
        )
    }
}

/// What a file is written from besides the tournament: its teams and matches (a team event),
/// its bracket (a knock-out), the stored game records and the tie games' records (PDN).
#[derive(Debug, Clone, Copy, Default)]
pub struct Sources<'a> {
    pub team: Option<&'a crate::domain::team_event::TeamEvent>,
    pub knockout: Option<&'a crate::domain::knockout::Knockout>,
    pub records: &'a [pdn::StoredRecord],
    pub ties: &'a [pdn::TieRecord],
}

/// Writes a tournament in a format, the one writer of every file the command line and the
/// dashboard give. A team event's results, standings and TRF are its team files
/// ([`teams::results`], [`teams::standings`] after the round asked, [`trf_team::write`]); a
/// knock-out's results, rating report, TRF and PDN are written from its ties; everything
/// else from the tournament's rounds.
pub fn write(
    t: &crate::domain::Tournament,
    sources: &Sources,
    format: Format,
    round: Option<u32>,
) -> Result<Exported, ExportError> {
    if round.is_some() && !format.takes_round() {
        return Err(ExportError::RoundNotApplicable(format));
    }
    if let Some(e) = sources.team.filter(|_| format.reads_teams()) {
        let paired = e.rounds_paired();
        if let Some(n) = round.filter(|&n| n == 0 || n > paired) {
            return Err(tables::NoSuchRound { asked: n, paired }.into());
        }
        let text = match format {
            Format::CsvResults => teams::results(t, e, round),
            Format::CsvStandings => match round {
                Some(n) => {
                    let mut after = e.clone();
                    after.matches.retain(|m| m.round <= n);
                    teams::standings(t, &after)
                }
                None => teams::standings(t, e),
            },
            _ => trf_team::write(t, e),
        };
        return Ok(Exported {
            text,
            warnings: Vec::new(),
        });
    }
    export_with_ties(
        t,
        sources.knockout,
        format,
        round,
        sources.records,
        sources.ties,
    )
}

/// Writes a tournament in a format from its rounds; `records` are the stored game records
/// (used by PDN only).
fn export(
    t: &crate::domain::Tournament,
    format: Format,
    round: Option<u32>,
    records: &[pdn::StoredRecord],
) -> Result<Exported, ExportError> {
    if round.is_some() && !format.takes_round() {
        return Err(ExportError::RoundNotApplicable(format));
    }
    let text = |text: String| Exported {
        text,
        warnings: Vec::new(),
    };
    Ok(match format {
        Format::CsvEntries => text(entries::write(t)),
        Format::CsvPairings => text(tables::pairings(t, round)?),
        Format::CsvResults => text(tables::results(t, round)?),
        Format::CsvStandings => text(tables::standings(t, round)?),
        Format::Trf => text(trf::write(t)),
        Format::Fmjd => text(fmjd::rating_report(t)),
        Format::Pdn if records.is_empty() => return Err(ExportError::NoGameRecords),
        Format::Pdn => {
            let out = pdn::write(t, records);
            Exported {
                text: out.text,
                warnings: out.skipped,
            }
        }
    })
}

/// Writes a tournament in a format, a knock-out's games from its ties (`knockout`, where the
/// tournament is one): its results (`csv-results`), its rating report (`fmjd`: each player's
/// games in the order played, with their points), its TRF (one result column per game played)
/// and its PDN (the tie games' records, `ties`).
fn export_with_ties(
    t: &crate::domain::Tournament,
    knockout: Option<&crate::domain::knockout::Knockout>,
    format: Format,
    round: Option<u32>,
    records: &[pdn::StoredRecord],
    ties: &[pdn::TieRecord],
) -> Result<Exported, ExportError> {
    let Some(k) = knockout else {
        return export(t, format, round, records);
    };
    let text = |text: String| Exported {
        text,
        warnings: Vec::new(),
    };
    match format {
        Format::CsvResults | Format::Fmjd | Format::Trf | Format::Pdn if round.is_some() => {
            Err(ExportError::KnockoutRound)
        }
        Format::CsvResults => Ok(text(tables::knockout_results(t, k))),
        Format::Fmjd => Ok(text(fmjd::knockout_rating_report(t, k))),
        Format::Trf => Ok(text(trf::write_with_ties(t, Some(k)))),
        Format::Pdn if ties.is_empty() => Err(ExportError::NoGameRecords),
        Format::Pdn => {
            let out = pdn::write_ties(t, k, ties);
            Ok(Exported {
                text: out.text,
                warnings: out.skipped,
            })
        }
        _ => export(t, format, round, records),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_placed_on_their_lines_with_any_line_end() {
        for (text, expected) in [
            ("a,b\n1,2\n3,4\n", vec![2, 3]),
            ("a,b\r\n1,2\r\n3,4\r\n", vec![2, 3]),
            (
                "a,b\r\n\r\n1,2\r\n,\r\n\n\"x\ny\",4\r\n5,6",
                vec![3, 4, 6, 8],
            ),
        ] {
            let mut r = csv::ReaderBuilder::new()
                .flexible(true)
                .from_reader(text.as_bytes());
            let lines = Lines::new(text);
            let got: Vec<u64> = r
                .records()
                .map(|rec| lines.of(rec.unwrap().position().unwrap()))
                .collect();
            assert_eq!(got, expected, "{text:?}");
        }
    }

    #[test]
    fn formats_parse_by_name_and_files_are_named_safely() {
        for f in Format::ALL {
            assert_eq!(Format::parse(f.name()), Some(f));
        }
        assert_eq!(Format::parse("xls"), None);
        assert_eq!(
            file_name("FMJD Swiss Open 2026", Format::Trf, None),
            "fmjd-swiss-open-2026-report.trf"
        );
        assert_eq!(
            file_name("\"A/B\"", Format::CsvPairings, Some(3)),
            "a-b-pairings-round-3.csv"
        );
        assert_eq!(file_name("///", Format::Pdn, None), "tournament-games.pdn");
    }

    #[test]
    fn import_errors_list_every_problem_with_its_line() {
        let e = ImportError {
            problems: vec![
                Problem::at(3, "bad rating"),
                Problem::whole("no name column"),
            ],
        };
        assert_eq!(e.lines(), [3]);
        assert_eq!(
            e.to_string(),
            "nothing imported: 2 problem(s) found\n  line 3: bad rating\n  no name column"
        );
    }
}
