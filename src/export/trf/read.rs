//! The reader: a tournament built from a TRF file (what is read: see the module above).

use std::collections::{BTreeMap, BTreeSet};

use draughts_rules::{Color, Variant};

use super::dates::{self, DateValue};
use super::{TAG, cols, first_colour, points_of_code, records};
use crate::domain::knockout::{Knockout, TieGame, TieId, parse_tie_key, tie_key};
use crate::domain::{
    BallotRef, Board, BoardReport, Entry, Federation, GameReport, NationalRating, Pairing,
    PlayerName, Points, Preset, Round, RoundState, ScoreBasis, Settings, Sex, StartNo, System,
    Tournament,
};
use crate::export::{ImportError, Problem, ProblemKind, RecordProblem, ScoredResult};

use crate::pairing::trf::{self as trf_file, Warning};
use crate::pairing::{self, Colour, ResultCode, RoundRecord};

/// Splits text into lines at CR, LF or CRLF, as the pairing reader does.
pub(crate) fn split_lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        match rest.find(['\r', '\n']) {
            Some(i) => {
                out.push(&rest[..i]);
                let skip = if rest[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = &rest[i + skip..];
            }
            None => {
                out.push(rest);
                break;
            }
        }
    }
    out
}

/// What the tournament section, the record sections and the `### crownhead` lines say.
#[derive(Default)]
struct Header {
    settings: Option<(u64, String)>,
    name: Option<String>,
    venue: Option<String>,
    federation: Option<(u64, String)>,
    start: Option<(u64, String)>,
    end: Option<(u64, String)>,
    chief: Option<String>,
    deputies: Vec<String>,
    time_control: Option<String>,
    system: Option<String>,
    /// Every 132 line: the TRF-2026 one, or one a round with a date each.
    dates: Vec<(u64, String)>,
    starting_rank: Option<(u64, String)>,
    type_code: Option<(u64, String)>,
    tie_breaks: Option<(u64, String)>,
    standings: Option<(u64, String)>,
    time_control_code: Option<(u64, String)>,
    lines_250: Vec<u64>,
    lines_240: Vec<(u64, u32)>,
    lines_299: Vec<u64>,
    national: Vec<(u64, StartNo, NationalRating, String)>,
    states: BTreeMap<u32, (u64, String)>,
    boards: BTreeMap<u32, (u64, Vec<(StartNo, StartNo)>)>,
    round_ballots: BTreeMap<u32, (u64, String)>,
    board_ballots: BTreeMap<(u32, u32), (u64, String)>,
    sheets: BTreeMap<(u32, u32), (u64, String)>,
    extras: BTreeMap<StartNo, Vec<(u64, String, String)>>,
    player_lines: BTreeMap<StartNo, u64>,
    /// Whether the file's dates put the day or the month first.
    order: dates::FileOrder,
    /// What was read leniently.
    warnings: Vec<Warning>,
    /// `### crownhead start-numbers`: the start number of each starting rank, in order.
    start_numbers: Option<(u64, Vec<StartNo>)>,
    /// `### crownhead tie KEY GAME RESULT`: a knock-out's games, in the order played.
    ties: Vec<(u64, TieId, u32, GameReport)>,
    /// The width of the starting-number fields (`XXW`; 4 without the record).
    width: usize,
}

/// A problem of record `record` at line `ln`, naming the field's column.
fn record_problem(ln: u64, record: &str, e: records::FieldError) -> Problem {
    Problem::at(
        ln,
        format!("record {record}, column {}: {}", e.column, e.message),
    )
}

fn read_header(text: &str, problems: &mut Vec<Problem>) -> Header {
    let mut h = Header::default();
    let lines = split_lines(text);
    // The starting numbers' width (`XXW`; a bad record is the pairing reader's problem) and
    // where a player line's fields stand with it.
    let width = trf_file::declared_width(&lines).unwrap_or(4);
    h.width = width;
    let at = |column: usize| trf_file::player_column(column, width);
    let number_of = |raw: &str| cols(raw, 5, 4 + width).trim().parse::<StartNo>();
    let date_fields = lines
        .iter()
        .filter_map(|raw| match cols(raw, 1, 3).as_str() {
            "042" | "052" => Some(cols(raw, 5, usize::MAX)),
            "001" => Some(cols(raw, at(70), at(79))),
            t if records::is_nrs_tag(t) => Some(cols(raw, at(70), at(79))),
            _ => None,
        });
    let fields: Vec<String> = date_fields.collect();
    h.order = dates::FileOrder::of(fields.iter().map(String::as_str));
    for (i, raw) in lines.into_iter().enumerate() {
        let ln = i as u64 + 1;
        let value = || cols(raw, 5, usize::MAX).trim().to_owned();
        let tag = cols(raw, 1, 3);
        match tag.as_str() {
            "001" => {
                if let Ok(no) = number_of(raw) {
                    h.player_lines.insert(no, ln);
                }
            }
            "012" => h.name = Some(value()),
            "022" => h.venue = Some(value()),
            "032" => h.federation = Some((ln, value())),
            "042" => h.start = Some((ln, value())),
            "052" => h.end = Some((ln, value())),
            "092" => h.system = Some(value()),
            "102" => h.chief = Some(value()),
            "112" => h.deputies.push(value()),
            "122" => h.time_control = Some(value()),
            "132" => h.dates.push((ln, raw.to_owned())),
            "172" => h.starting_rank = Some((ln, raw.to_owned())),
            "192" => h.type_code = Some((ln, value())),
            "202" => h.tie_breaks = Some((ln, value())),
            "212" => h.standings = Some((ln, value())),
            "222" => h.time_control_code = Some((ln, value())),
            "250" => h.lines_250.push(ln),
            "240" => h
                .lines_240
                .push((ln, cols(raw, 7, 9).trim().parse().unwrap_or(0))),
            "299" => h.lines_299.push(ln),
            "###" => {
                let Some(rest) = raw.strip_prefix(TAG).and_then(|r| r.strip_prefix(' ')) else {
                    continue;
                };
                if let Err(m) = read_tag(&mut h, ln, rest) {
                    problems.push(Problem::at(ln, m));
                }
            }
            // National Rating Support: a federation's code, then a starting number.
            t if records::is_nrs_tag(t) && cols(raw, 4, 4) == " " && number_of(raw).is_ok() => {
                let (order, warnings) = (h.order, &mut h.warnings);
                let read_date = |d: &str| {
                    date_field(d, order, ln, at(70), "birth date", warnings).map(|v| match v {
                        DateValue::Date(d) => Some(d),
                        _ => None,
                    })
                };
                match records::read_nrs(raw, width, read_date) {
                    Ok((no, n, number)) => h.national.push((ln, no, n, number)),
                    Err(e) => problems.push(record_problem(ln, "national rating", e)),
                }
            }
            _ => {}
        }
    }
    h
}

fn number<T: std::str::FromStr>(s: &str, what: &str) -> Result<T, String> {
    s.parse()
        .map_err(|_| format!("{what} {s:?} is not a number"))
}

fn read_tag(h: &mut Header, ln: u64, rest: &str) -> Result<(), String> {
    let (key, rest) = rest.split_once(' ').unwrap_or((rest, ""));
    match key {
        "settings" => h.settings = Some((ln, rest.to_owned())),
        "round" => {
            let (n, rest) = rest.split_once(' ').unwrap_or((rest, ""));
            let n: u32 = number(n, "round")?;
            let (what, value) = rest.split_once(' ').unwrap_or((rest, ""));
            match what {
                "boards" => {
                    let mut list = Vec::new();
                    for pair in value.split_whitespace() {
                        let (a, b) = pair
                            .split_once('-')
                            .ok_or_else(|| format!("board {pair:?} is not HOME-AWAY"))?;
                        list.push((number(a, "entry")?, number(b, "entry")?));
                    }
                    h.boards.insert(n, (ln, list));
                }
                "ballot" => {
                    h.round_ballots.insert(n, (ln, value.to_owned()));
                }
                "board" => {
                    let (b, rest) = value.split_once(' ').unwrap_or((value, ""));
                    let b: u32 = number(b, "board")?;
                    match rest.split_once(' ') {
                        Some(("ballot", v)) => {
                            h.board_ballots.insert((n, b), (ln, v.to_owned()));
                        }
                        Some(("sheets", v)) => {
                            h.sheets.insert((n, b), (ln, v.trim().to_owned()));
                        }
                        _ => return Err(format!("unknown board line {rest:?}")),
                    }
                }
                state if value.is_empty() && RoundState::parse(state).is_some() => {
                    h.states.insert(n, (ln, state.to_owned()));
                }
                other => return Err(format!("unknown round line {other:?}")),
            }
        }
        "tie" => {
            let mut it = rest.split_whitespace();
            let (Some(key), Some(game), Some(code), None) =
                (it.next(), it.next(), it.next(), it.next())
            else {
                return Err(format!("tie {rest:?} is not KEY GAME RESULT"));
            };
            let tie = parse_tie_key(key).ok_or_else(|| format!("tie {key:?} is not a tie"))?;
            let report = GameReport::from_code(code)
                .ok_or_else(|| format!("tie {key}: result {code:?} is not a result"))?;
            h.ties.push((ln, tie, number(game, "game")?, report));
        }
        "start-numbers" => {
            let list = rest
                .split_whitespace()
                .map(|n| number(n, "start number"))
                .collect::<Result<Vec<StartNo>, _>>()?;
            h.start_numbers = Some((ln, list));
        }
        "entry" => {
            let (n, rest) = rest.split_once(' ').unwrap_or((rest, ""));
            let n: StartNo = number(n.trim(), "entry")?;
            let (k, v) = rest.split_once(' ').unwrap_or((rest, ""));
            h.extras
                .entry(n)
                .or_default()
                .push((ln, k.to_owned(), v.to_owned()));
        }
        other => return Err(format!("unknown crownhead line {other:?}")),
    }
    Ok(())
}

/// A date field read as the programs that write TRF files write it (`dates`); a field not as
/// TRF-2026 writes it is said in `warnings`, with its line and column.
/// A federation: a three-letter code, or three characters kept as the file wrote them (`ST.`,
/// `C.C`), said in `warnings`; any other text (`Lichess`) is left out, said too, since the
/// database keeps a federation of three characters.
fn federation(
    text: &str,
    ln: u64,
    column: usize,
    warnings: &mut Vec<Warning>,
) -> Result<Option<Federation>, crate::domain::EntryError> {
    if let Ok(f) = Federation::parse(text) {
        return Ok(Some(f));
    }
    let f = Federation::as_written(text)?;
    let kept = f.as_str().chars().count() == 3;
    warnings.push(Warning::new(
        ln as usize,
        column,
        text.trim(),
        if kept {
            "federation: not a three-letter code; kept as written"
        } else {
            "federation: not a three-letter code; left out"
        },
    ));
    Ok(kept.then_some(f))
}

fn date_field(
    text: &str,
    order: dates::FileOrder,
    ln: u64,
    column: usize,
    what: &str,
    warnings: &mut Vec<Warning>,
) -> Result<DateValue, String> {
    let r = dates::read(text, order, false)?;
    if let Some(done) = r.leniency {
        warnings.push(Warning::new(
            ln as usize,
            column,
            text.trim(),
            format!("{what}: {done}"),
        ));
    }
    Ok(r.value)
}

/// The settings a file gives: the `### crownhead settings` line, or the FMJD preset with what
/// the tournament section says (012-152, 162, 172, 192, 202/212, 222, 299 penalties); the
/// acceleration (250) and prohibited pairings (260) are read with the entries.
fn settings_of(
    h: &Header,
    file: &pairing::Tournament,
    variant: Option<Variant>,
    problems: &mut Vec<Problem>,
    warnings: &mut Vec<Warning>,
) -> Option<Settings> {
    if let Some((ln, text)) = &h.settings {
        return match serde_json::from_str::<Settings>(text) {
            Ok(s) => Some(s),
            Err(e) => {
                problems.push(Problem::at(*ln, format!("settings: {e}")));
                None
            }
        };
    }
    let name = h.name.clone().unwrap_or_default();
    let name = if name.trim().is_empty() {
        "Imported tournament".to_owned()
    } else {
        name
    };
    let rounds = file
        .total_rounds
        .unwrap_or(file.rounds_played() as u32)
        .max(file.rounds_played() as u32)
        .max(1);
    // TRF has no field for the variant: the one given (`--variant`, the web import's choice)
    // brings its preset (its ballot deck, its colour that moves first), each TRF round a
    // round of one game with its own points, as the file's columns count them.
    let mut s = match variant {
        None => Settings::preset(Preset::FmjdInternational, &name, rounds),
        Some(v) => {
            let mut s = Settings::preset(Preset::of_variant(v), &name, rounds);
            s.games_per_round = 1;
            s.scoring.match_points = None;
            s.scoring.ranks_by = ScoreBasis::GamePoints;
            s.scoring.pairs_by = ScoreBasis::GamePoints;
            s
        }
    };
    s.venue = h.venue.clone().unwrap_or_default();
    s.chief_controller = h.chief.clone().unwrap_or_default();
    if let Some(tc) = &h.time_control {
        s.time_control = tc.clone();
    }
    if let Some((ln, f)) = h.federation.as_ref().filter(|(_, f)| !f.is_empty()) {
        match federation(f, *ln, 5, warnings) {
            Ok(f) => s.federation = f,
            Err(e) => problems.push(Problem::of(
                *ln,
                ProblemKind::Record(RecordProblem::Federation(e)),
            )),
        }
    }
    for (slot, field, what, end) in [
        (&h.start, &mut s.start_date, "start date (042)", false),
        (&h.end, &mut s.end_date, "end date (052)", true),
    ] {
        if let Some((ln, d)) = slot {
            match date_field(d, h.order, *ln, 5, what, warnings) {
                Ok(DateValue::Date(d)) => *field = Some(d),
                Ok(DateValue::Blank) => *field = None,
                Ok(DateValue::Year(y)) => {
                    warnings.push(Warning::new(
                        *ln as usize,
                        5,
                        d.trim(),
                        format!("{what}: the year {y} alone gives no date: left out"),
                    ));
                    *field = None;
                }
                // `dates::read` refuses only what is no date.
                Err(_) => problems.push(Problem::of(
                    *ln,
                    ProblemKind::Record(RecordProblem::NotDate {
                        end,
                        text: d.trim().to_owned(),
                    }),
                )),
            }
        }
    }
    if let Some(sys) = &h.system {
        let l = sys.to_ascii_lowercase();
        if l.contains("robin") {
            s.system = if l.contains("double") {
                System::DoubleRoundRobin
            } else {
                System::RoundRobin
            };
        }
    }
    if let Some((ln, code)) = &h.type_code {
        match records::system_of_code(code) {
            Ok(Some((system, baku))) => {
                s.system = system;
                if baku && h.lines_250.is_empty() {
                    s.acceleration = crate::domain::Acceleration::Baku;
                }
            }
            Ok(None) => {}
            Err(r) => problems.push(Problem::of(*ln, ProblemKind::Record(r))),
        }
    }
    if let Some(text) = h
        .system
        .as_ref()
        .filter(|t| !t.is_empty() && *t != records::system_text(s.system))
    {
        s.report.type_text = text.clone();
    }
    s.report.deputies = h
        .deputies
        .iter()
        .filter(|d| !d.is_empty())
        .cloned()
        .collect();
    if let Some(c) = file.initial_colour {
        s.report.initial_colour = Some(match c {
            Colour::White => Color::White,
            Colour::Black => Color::Black,
        });
    }
    if let Some((ln, raw)) = &h.starting_rank {
        match records::read_172(raw) {
            Ok(r) => s.report.starting_rank = Some(r),
            Err(e) => problems.push(record_problem(*ln, "172", e)),
        }
    }
    if let Some((ln, code)) = h.time_control_code.as_ref().filter(|(_, c)| !c.is_empty()) {
        if code.contains(char::is_whitespace) {
            problems.push(Problem::of(
                *ln,
                ProblemKind::Record(RecordProblem::TimeControlCodeBlank { code: code.clone() }),
            ));
        } else {
            s.report.time_control_code = code.clone();
        }
    }
    match (&h.tie_breaks, &h.standings) {
        (Some((ln, v)), _) => match records::read_tie_breaks(v, false) {
            Ok(tb) => s.tie_breaks = tb,
            Err(r) => problems.push(Problem::of(*ln, ProblemKind::Record(r))),
        },
        (None, Some((ln, v))) => match records::read_tie_breaks(v, true) {
            Ok(tb) => s.tie_breaks = tb,
            Err(r) => problems.push(Problem::of(*ln, ProblemKind::Record(r))),
        },
        (None, None) => {}
    }
    // One 132 line a round, a date in each (as some programs write them), or the one line of
    // TRF-2026 with the date of each round in its round's columns.
    let mut one_a_line = 0;
    for (ln, raw) in &h.dates {
        let read = match records::read_132_one_date(raw, h.order) {
            Some(Ok(records::OneDate {
                column,
                text,
                date: d,
                leniency,
            })) => {
                one_a_line += 1;
                let done = format!(
                    "{}taken as the date of round {one_a_line}: one 132 line a round, in order",
                    leniency.map(|l| format!("{l}; ")).unwrap_or_default()
                );
                warnings.push(Warning::new(*ln as usize, column, text, done));
                Ok((vec![(one_a_line, d)], Vec::new()))
            }
            Some(Err(e)) => Err(e),
            None => records::read_132(raw, h.order),
        };
        match read {
            Ok((dates, leniencies)) => {
                for (column, read, done) in leniencies {
                    warnings.push(Warning::new(*ln as usize, column, read, done));
                }
                for (round, d) in dates {
                    if round > s.rounds {
                        problems.push(Problem::of(
                            *ln,
                            ProblemKind::Record(RecordProblem::DatePastLastRound {
                                round,
                                last: s.rounds,
                            }),
                        ));
                    }
                    s.round_dates.insert(round, d);
                }
            }
            Err(e) => problems.push(record_problem(*ln, "132", e)),
        }
    }
    if !h.dates.is_empty()
        && let Err(e @ crate::domain::SettingsError::DatesOutOfOrder { .. }) = s.check()
    {
        let ln = h.dates[0].0;
        problems.push(Problem::of(
            ln,
            ProblemKind::Record(RecordProblem::Dates(e)),
        ));
    }
    let lines = h.lines_299.iter();
    for (ln, a) in lines.zip(&file.abnormal).filter(|(_, a)| a.kind.is_none()) {
        if a.round > s.rounds {
            problems.push(Problem::of(
                *ln,
                ProblemKind::Record(RecordProblem::AdjustmentPastLastRound { round: a.round }),
            ));
        }
        s.report.adjustments.push(crate::domain::PointAdjustment {
            round: (a.round > 0).then_some(a.round),
            halves: a.tenths / 5,
            players: a.players.clone(),
        });
    }
    let sc = &file.scoring;
    let p = |tenths: u32, result: ScoredResult, problems: &mut Vec<Problem>| {
        if !tenths.is_multiple_of(5) {
            problems.push(Problem::of(
                0,
                ProblemKind::Record(RecordProblem::ScoringNotHalf {
                    result,
                    points: trf_file::format_tenths(tenths),
                }),
            ));
        }
        Points::from_halves(tenths / 5)
    };
    s.scoring.win = p(sc.win, ScoredResult::Win, problems);
    s.scoring.draw = p(sc.draw, ScoredResult::Draw, problems);
    s.scoring.loss = p(sc.loss, ScoredResult::Loss, problems);
    s.scoring.pairing_bye = p(sc.pairing_bye, ScoredResult::PairingBye, problems);
    s.scoring.forfeit_win = s.scoring.win;
    if sc.forfeit_loss != 0 || sc.zero_bye != 0 {
        problems.push(Problem::of(
            0,
            ProblemKind::Record(RecordProblem::AbsenceScored),
        ));
    }
    // Requested byes are worth what the first bye code says (for the rounds to come); the
    // byes of the file keep each its own value (`Entry::bye_points`).
    let first_bye = file
        .players
        .iter()
        .flat_map(|pl| pl.rounds.iter())
        .find_map(|r| match (r.opponent, r.result) {
            (None, Some(c @ (ResultCode::HalfBye | ResultCode::FullBye | ResultCode::ZeroBye))) => {
                Some(points_of_code(c, sc))
            }
            _ => None,
        });
    s.scoring.requested_bye = first_bye.unwrap_or(Points::ZERO);
    Some(s)
}

/// The points of each result of the file, by player and TRF round (1-based): what line 162
/// gives its code, or what a 299 record gives it.
fn result_points(file: &pairing::Tournament) -> BTreeMap<(StartNo, u32), Points> {
    let mut out = BTreeMap::new();
    for p in &file.players {
        for (i, rec) in p.rounds.iter().enumerate() {
            if rec.result.is_some() {
                let round = i as u32 + 1;
                let tenths = file.points_of(p.id, round, rec);
                out.insert((p.id, round), Points::from_halves(tenths / 5));
            }
        }
    }
    out
}

/// One entry from its `001` line (columns 10-80, kept by the pairing reader) and extras;
/// what is said of a field names its column in the file, whose starting numbers are `width`
/// columns wide.
fn entry_of(
    p: &pairing::Player,
    extras: &[(u64, String, String)],
    (ln, width): (u64, usize),
    order: dates::FileOrder,
    problems: &mut Vec<Problem>,
    warnings: &mut Vec<Warning>,
) -> Option<Entry> {
    // The pairing reader keeps columns 10-80 of the line: put them back in their columns.
    let line = format!("{:9}{}", "", p.identity);
    let at = |column: usize| trf_file::player_column(column, width);
    let col = |from: usize, to: usize| cols(&line, from, to).trim().to_owned();
    let no = p.id;
    let mut bad = |kind: ProblemKind| problems.push(Problem::of(ln, kind));
    let mut name = p.name.clone();
    let sex = match col(10, 10).chars().next() {
        None => None,
        Some(c) => Sex::from_letter(c).or_else(|| {
            bad(ProblemKind::Sex {
                no,
                column: at(10),
                letter: c,
            });
            None
        }),
    };
    let mut title = col(11, 13);
    let mut fmjd_id = col(58, 68);
    let mut rating = (p.rating > 0).then_some(p.rating);
    let federation = match col(54, 56) {
        f if f.is_empty() => None,
        f => match federation(&f, ln, at(54), warnings) {
            Ok(f) => f,
            Err(error) => {
                bad(ProblemKind::Entry { no, error });
                None
            }
        },
    };
    let (birth_date, birth_year) =
        match date_field(&col(70, 79), order, ln, at(70), "birth date", warnings) {
            Ok(DateValue::Date(d)) => (Some(d), None),
            Ok(DateValue::Year(y)) => (None, Some(y)),
            Ok(DateValue::Blank) => (None, None),
            Err(m) => {
                let text = format!("birth date (columns {}-{}): {m}", at(70), at(79));
                bad(ProblemKind::Player { no, text });
                (None, None)
            }
        };
    let mut club = None;
    let mut shown = None;
    let mut women_title = None;
    let mut women_rating = None;
    let mut national_id = None;
    let mut late_from = None;
    let mut withdrawn_from = None;
    let mut requested = BTreeSet::new();
    for (eln, k, v) in extras {
        let number = || -> Result<u32, String> {
            v.parse()
                .map_err(|_| format!("{k} {v:?} is not a whole number"))
        };
        let text = || -> Result<String, String> {
            serde_json::from_str::<String>(v).map_err(|e| format!("{k}: {e}"))
        };
        let read = (|| -> Result<(), String> {
            match k.as_str() {
                "name" => name = text()?,
                "shown" => shown = Some(text()?),
                "title" => title = text()?,
                "fmjd-id" => fmjd_id = text()?,
                "club" => club = Some(text()?),
                "national-id" => national_id = Some(text()?),
                "rating" => rating = Some(number()?),
                "women-title" => women_title = Some(text()?),
                "women-rating" => women_rating = Some(number()?),
                "late-from" => late_from = Some(number()?),
                "withdrawn-from" => withdrawn_from = Some(number()?),
                "requested-byes" => {
                    for r in v.split(',') {
                        let r = r
                            .trim()
                            .parse::<u32>()
                            .map_err(|_| format!("requested bye {r:?} is not a round number"))?;
                        requested.insert(r);
                    }
                }
                other => return Err(format!("unknown entry field {other:?}")),
            }
            Ok(())
        })();
        if let Err(m) = read {
            problems.push(Problem::at(*eln, m));
        }
    }
    let no = p.id;
    let mut bad = |kind: ProblemKind| problems.push(Problem::of(ln, kind));
    let name = match PlayerName::parse(&name) {
        Ok(n) => n,
        Err(error) => {
            bad(ProblemKind::Entry { no, error });
            return None;
        }
    };
    let mut e = match Entry::new(p.id, name) {
        Ok(e) => e,
        Err(error) => {
            bad(ProblemKind::Entry { no, error });
            return None;
        }
    };
    // The name as the pages show it, where it is not the TRF name (`Ada Brennan`, typed given
    // name first): the parts stay those of the TRF name.
    if let Some(shown) = shown {
        match PlayerName::parse(&shown) {
            Ok(n) => e.name = n,
            Err(err) => bad(ProblemKind::Player {
                no,
                text: format!("shown name: {err}"),
            }),
        }
    }
    let opt = |s: String| (!s.is_empty()).then_some(s);
    e.title = opt(title);
    e.fmjd_id = opt(fmjd_id);
    e.rating = rating;
    e.federation = federation;
    e.birth_date = birth_date;
    e.club = club;
    e.national_id = national_id;
    e.late_from = late_from;
    e.withdrawn_from = withdrawn_from;
    e.requested_byes = requested;
    e.sex = sex;
    e.birth_year = birth_year;
    e.women_title = women_title;
    e.women_rating = women_rating;
    Some(e)
}

/// What one player did in one round of `games` TRF rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RoundOutcome {
    Blank,
    Bye(ResultCode),
    Game(StartNo),
}

fn seen(recs: &[RoundRecord]) -> Result<RoundOutcome, String> {
    let first = recs[0];
    let kind = |r: &RoundRecord| match (r.opponent, r.result) {
        (Some(o), _) => RoundOutcome::Game(o),
        (None, None) => RoundOutcome::Blank,
        (None, Some(c)) => RoundOutcome::Bye(c),
    };
    let k = kind(&first);
    for r in &recs[1..] {
        let other = kind(r);
        let same = match (k, other) {
            (RoundOutcome::Bye(_), RoundOutcome::Bye(_)) => true,
            (a, b) => a == b,
        };
        if !same {
            return Err(
                "the games of one round must all be against the same opponent, or all byes".into(),
            );
        }
    }
    Ok(k)
}

/// Records 240 as the player lines' records: a bye listed for a round where the player line
/// has nothing (a blank, or a round past its end) becomes that round's record.
fn byes_into_records(file: &mut pairing::Tournament) {
    let byes = std::mem::take(&mut file.byes);
    for b in &byes {
        for no in &b.players {
            let Some(i) = file.index_of(*no) else {
                continue;
            };
            let rounds = &mut file.players[i].rounds;
            let at = b.round as usize - 1;
            if rounds.len() <= at {
                rounds.resize(at + 1, RoundRecord::UNPAIRED);
            }
            if rounds[at] == RoundRecord::UNPAIRED {
                rounds[at] = RoundRecord {
                    opponent: None,
                    colour: None,
                    result: Some(b.code),
                };
            }
        }
    }
    file.byes = byes;
}

/// The acceleration of a file without the `### crownhead` settings: none, the Baku method
/// when the 250 records give what it gives (or the 192 code says `_BAKU` without records), or
/// the records as they are.
fn acceleration_of(
    file: &pairing::Tournament,
    h: &Header,
    s: &Settings,
    entries: &[Entry],
    problems: &mut Vec<Problem>,
) -> crate::domain::Acceleration {
    use crate::domain::acceleration::{baku, virtual_points};
    use crate::domain::{Acceleration, AccelerationRecord};
    if file.accelerations.is_empty() {
        return s.acceleration.clone();
    }
    let g = u32::from(s.games_per_round);
    let mut records = Vec::new();
    for a in &file.accelerations {
        if !a.points.is_multiple_of(5) {
            problems.push(Problem::at(
                h.lines_250.first().copied().unwrap_or(0),
                format!(
                    "record 250: {} fictitious points are not a whole or half number",
                    trf_file::format_tenths(a.points)
                ),
            ));
        }
        records.push(AccelerationRecord {
            points: Points::from_halves(a.points / 5),
            first_round: (a.first_round - 1) / g + 1,
            last_round: (a.last_round - 1) / g + 1,
            first_player: a.first_player,
            last_player: a.last_player,
        });
    }
    let computed = baku(s, entries);
    let same = entries.iter().all(|e| {
        (1..=s.rounds)
            .all(|r| virtual_points(&records, e.no, r) == virtual_points(&computed, e.no, r))
    });
    if same {
        Acceleration::Baku
    } else {
        Acceleration::Records { records }
    }
}

/// A tournament read from a TRF file, with what the reader did leniently.
#[derive(Debug, Clone)]
pub struct Imported {
    pub tournament: Tournament,
    /// A knock-out's games, in the order played (Crownhead's own file), to store with it.
    pub ties: Vec<TieGame>,
    /// Every leniency, in file order: line, column, what was read and what was done.
    pub warnings: Vec<Warning>,
}

/// Builds a tournament from a TRF file, or lists every problem with its line.
pub fn import(text: &str) -> Result<Tournament, ImportError> {
    read(text).map(|i| i.tournament)
}

/// Builds a tournament from a TRF file with the reader's warnings, or lists every problem
/// with its line. A file that does not say its variant ([`variant_of`]) is read as
/// international draughts: [`read_as`] gives the variant.
pub fn read(text: &str) -> Result<Imported, ImportError> {
    read_as(text, None)
}

/// The variant a TRF file says: Crownhead's `### crownhead settings` line gives it, TRF's own
/// records have no field for it.
pub fn variant_of(text: &str) -> Option<Variant> {
    split_lines(text).into_iter().find_map(|l| {
        let json = l
            .strip_prefix(TAG)?
            .trim_start()
            .strip_prefix("settings ")?;
        let v: serde_json::Value = serde_json::from_str(json).ok()?;
        v.get("variant")?.as_str()?.parse().ok()
    })
}

/// [`read`], a file that does not say its variant read as `variant` (its preset, each TRF
/// round a round of one game); a file that says its variant keeps it.
pub fn read_as(text: &str, variant: Option<Variant>) -> Result<Imported, ImportError> {
    let mut warnings = Vec::new();
    let (tournament, ties) = build(text, variant, &mut warnings).map_err(|mut e| {
        e.problems.sort_by_key(|p| (p.line.is_none(), p.line));
        e
    })?;
    warnings.sort_by_key(|w| (w.line == 0, w.line, w.column));
    Ok(Imported {
        tournament,
        ties,
        warnings,
    })
}

/// The text of a TRF file's bytes: UTF-8 (a byte-order mark dropped), or else, as the
/// programs that write TRF files in Western Europe save them, Windows-1252 (Latin-1's letters
/// are the same bytes), with a warning naming the first byte that is not UTF-8. UTF-16 is
/// refused, with its place.
pub fn decode(bytes: Vec<u8>) -> Result<(String, Option<Warning>), crate::export::text::NotUtf8> {
    match crate::export::text::decode(bytes.clone()) {
        Ok(text) => Ok((text, None)),
        Err(e) if e.looks_like == Some("UTF-16") => Err(e),
        Err(_) => {
            let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&bytes);
            let good =
                std::str::from_utf8(&bytes).map_or_else(|e| e.valid_up_to(), |_| bytes.len());
            let before = String::from_utf8_lossy(&bytes[..good]);
            let lines = split_lines(&before);
            let (line, column) = match lines.last() {
                Some(last) if !before.ends_with(['\r', '\n']) => {
                    (lines.len(), last.chars().count() + 1)
                }
                _ => (lines.len() + 1, 1),
            };
            let warning = Warning::new(
                line,
                column,
                format!("byte {:#04X}", bytes[good]),
                "the file is not UTF-8: read as Windows-1252 (Latin-1), as the programs that \
                 write TRF files save it",
            );
            Ok((text.into_owned(), Some(warning)))
        }
    }
}

/// Reads a TRF file's bytes ([`decode`], then [`read`]), the decoding's warning first.
pub fn read_bytes(bytes: Vec<u8>) -> Result<Imported, ImportError> {
    let (text, warning) = decode(bytes).map_err(|e| ImportError::one(Problem::not_utf8(e)))?;
    let mut imported = read(&text)?;
    if let Some(w) = warning {
        imported.warnings.insert(0, w);
    }
    Ok(imported)
}

/// A problem of the pairing reader as a problem of the import.
fn problem(e: &trf_file::TrfError) -> Problem {
    Problem::of(
        e.line as u64,
        ProblemKind::Trf {
            column: e.column,
            kind: e.kind.clone(),
        },
    )
}

fn build(
    text: &str,
    variant: Option<Variant>,
    warnings: &mut Vec<Warning>,
) -> Result<(Tournament, Vec<TieGame>), ImportError> {
    let all = trf_file::read_all(text);
    let mut file = all.tournament;
    warnings.extend(all.warnings);
    let mut problems: Vec<Problem> = all.errors.iter().map(problem).collect();
    if file.players.is_empty() {
        return Err(ImportError { problems });
    }
    let mut h = read_header(text, &mut problems);
    warnings.append(&mut h.warnings);
    // The start numbers of the starting ranks, where Crownhead's file gives them: from here on
    // every player is named by start number, and the file's order is the initial ranking.
    let mut order: Vec<StartNo> = {
        let mut ids: Vec<u32> = file.players.iter().map(|p| p.id).collect();
        ids.sort_unstable();
        ids
    };
    if let Some((ln, list)) = h.start_numbers.take() {
        let distinct: BTreeSet<StartNo> = list.iter().copied().collect();
        if list.len() != order.len() || distinct.len() != list.len() || list.contains(&0) {
            problems.push(Problem::of(
                ln,
                ProblemKind::Record(RecordProblem::StartNumbers {
                    players: order.len(),
                }),
            ));
        } else {
            let to_no: BTreeMap<u32, StartNo> = order.iter().copied().zip(list.clone()).collect();
            renumber(&mut file, &mut h, &to_no);
            order = list;
        }
    }
    byes_into_records(&mut file);
    let own = h.settings.is_some();
    let settings = settings_of(&h, &file, variant, &mut problems, warnings);
    let Some(mut settings) = settings else {
        return Err(ImportError { problems });
    };
    let points = result_points(&file);
    let games = usize::from(settings.games_per_round.max(1));
    // With the number of rounds given (142), a bye past the last round is a mistake.
    let last = settings.rounds * games as u32;
    let past = |r: u32| file.total_rounds.is_some() && r > last;
    for &(ln, round) in h.lines_240.iter().filter(|(_, r)| past(*r)) {
        problems.push(Problem::of(
            ln,
            ProblemKind::Record(RecordProblem::ByePastLastRound { round, last }),
        ));
    }
    let trf_rounds = file
        .players
        .iter()
        .map(|p| p.rounds.len())
        .max()
        .unwrap_or(0);
    // A knock-out's columns are its ties' games, replayed from the `tie` lines below.
    let knockout = own && settings.system.is_knockout();
    if let Some((ln, ..)) = h.ties.first().filter(|_| !knockout) {
        problems.push(Problem::of(
            *ln,
            ProblemKind::Record(RecordProblem::TieOutsideKnockout {
                system: settings.system,
            }),
        ));
    }
    let all_rounds = if knockout {
        0
    } else {
        trf_rounds.div_ceil(games)
    };
    let line_of = |no: StartNo| h.player_lines.get(&no).copied().unwrap_or(0);
    // Each player's rounds, grouped by games.
    let mut table: BTreeMap<StartNo, Vec<(RoundOutcome, Vec<RoundRecord>)>> = BTreeMap::new();
    for p in &file.players {
        let mut rows = Vec::new();
        for r in 0..all_rounds {
            let recs: Vec<RoundRecord> = (0..games)
                .map(|g| {
                    p.rounds
                        .get(r * games + g)
                        .copied()
                        .unwrap_or(RoundRecord::UNPAIRED)
                })
                .collect();
            match seen(&recs) {
                Ok(s) => rows.push((s, recs)),
                Err(m) => {
                    problems.push(Problem::at(
                        line_of(p.id),
                        format!("player {}, round {}: {m}", p.id, r + 1),
                    ));
                    rows.push((RoundOutcome::Blank, recs));
                }
            }
        }
        table.insert(p.id, rows);
    }
    // A round is paired when someone has a game or the pairing bye in it; records after the
    // last paired round announce byes and absences.
    let rounds = (0..all_rounds)
        .rev()
        .find(|&r| table.values().any(|rows| plays(&rows[r].0)))
        .map_or(0, |r| r + 1);
    if rounds as u32 > settings.rounds {
        settings.rounds = rounds as u32;
    }
    let mut entries = Vec::new();
    for p in &file.players {
        let extras = h.extras.get(&p.id).map(Vec::as_slice).unwrap_or(&[]);
        let Some(mut e) = entry_of(
            p,
            extras,
            (line_of(p.id), h.width),
            h.order,
            &mut problems,
            warnings,
        ) else {
            continue;
        };
        let rows = &table[&p.id];
        let keys: Vec<&str> = extras.iter().map(|x| x.1.as_str()).collect();
        let paired = &rows[..rounds];
        let first = paired.iter().position(|(s, _)| plays(s));
        let last = paired.iter().rposition(|(s, _)| plays(s));
        if !keys.contains(&"late-from") {
            // Blank rounds, and only those, before the first game make a late entry.
            e.late_from = first
                .filter(|&f| f > 0 && paired[..f].iter().all(|(s, _)| *s == RoundOutcome::Blank))
                .map(|f| f as u32 + 1);
        }
        if !keys.contains(&"withdrawn-from") {
            let from = last.map_or(0, |l| l + 1);
            let rest_blank = paired[from..]
                .iter()
                .all(|(s, _)| *s == RoundOutcome::Blank);
            if from < paired.len() && rest_blank {
                e.withdrawn_from = Some(from as u32 + 1);
            }
        }
        if !keys.contains(&"requested-byes") {
            for (r, (s, _)) in rows.iter().enumerate() {
                let n = r as u32 + 1;
                let outside =
                    e.late_from.is_some_and(|l| n < l) || e.withdrawn_from.is_some_and(|w| n >= w);
                let bye = match s {
                    RoundOutcome::Blank => r < rounds,
                    RoundOutcome::Bye(c) => !is_pairing_bye(*c),
                    RoundOutcome::Game(_) => false,
                };
                if bye && !outside {
                    e.requested_byes.insert(n);
                }
            }
        }
        // Each requested bye keeps the points its record gives (a blank: none).
        for &r in &e.requested_byes {
            let at = r.saturating_sub(1) * games as u32 + 1;
            let value = points.get(&(e.no, at)).copied().unwrap_or(Points::ZERO);
            if value != settings.scoring.requested_bye {
                e.bye_points.insert(r, value);
            }
        }
        entries.push(e);
    }
    // Records 260 (and XXP): a pair kept apart in every round is the entries' own forbidden
    // pair; any other prohibition is the settings', with its rounds.
    let g = games as u32;
    for p in &file.forbidden {
        let first = (p.first_round - 1) / g + 1;
        let last = if p.last_round == u32::MAX {
            u32::MAX
        } else {
            (p.last_round - 1) / g + 1
        };
        let mut prohibition = crate::domain::Prohibition {
            first_round: first,
            last_round: last,
            players: p.players.clone(),
        };
        // Crownhead's own file: the settings hold their prohibitions; the others are the
        // entries' pairs.
        if own && settings.prohibited.contains(&prohibition) {
            continue;
        }
        let every_round = first == 1 && last >= settings.rounds;
        if own || (every_round && p.players.len() == 2) || p.last_round == u32::MAX {
            for e in entries.iter_mut().filter(|e| p.players.contains(&e.no)) {
                let me = e.no;
                e.forbidden
                    .extend(p.players.iter().copied().filter(|&o| o != me));
            }
        } else {
            prohibition.last_round = last.min(settings.rounds.max(first));
            settings.prohibited.push(prohibition);
        }
    }
    for (ln, no, n, number) in &h.national {
        let Some(e) = entries.iter_mut().find(|e| e.no == *no) else {
            problems.push(Problem::at(
                *ln,
                format!("national rating line of player {no}, who has no player line"),
            ));
            continue;
        };
        if e.national.is_some() {
            problems.push(Problem::at(
                *ln,
                format!("player {no} has a second national rating line; one is read a player"),
            ));
            continue;
        }
        e.national = Some(n.clone());
        if e.national_id.is_none() && !number.is_empty() {
            e.national_id = Some(number.clone());
        }
    }
    if !own {
        settings.acceleration = acceleration_of(&file, &h, &settings, &entries, &mut problems);
        if let Some((_, code)) = h.type_code.as_ref().filter(|(_, c)| !c.is_empty())
            && *code != records::derived_type_code(&settings)
        {
            settings.report.type_code = code.clone();
        }
        // The round dates are checked with their line (132) above.
        if let Err(e) = settings.check().or_else(|e| match e {
            crate::domain::SettingsError::DatesOutOfOrder { .. }
            | crate::domain::SettingsError::DateOfNoRound { .. } => Ok(()),
            e => Err(e),
        }) {
            let ln = match e {
                crate::domain::SettingsError::AccelerationNeedsSwiss(_)
                | crate::domain::SettingsError::BadAcceleration(_) => h.lines_250.first().copied(),
                _ => None,
            };
            problems.push(Problem {
                line: ln,
                message: e.to_string(),
                kind: Some(ProblemKind::Settings(e)),
            });
        }
    }
    if !problems.is_empty() {
        return Err(ImportError { problems });
    }
    let mut t = Tournament::new(settings.clone())
        .map_err(|e| ImportError::one(Problem::whole(e.to_string())))?;
    for e in &entries {
        let mut alone = e.clone();
        alone.forbidden.clear();
        if let Err(err) = t.add_entry(alone) {
            let kind = ProblemKind::EntryRefused {
                no: e.no,
                error: err,
            };
            problems.push(Problem::of(line_of(e.no), kind));
        }
    }
    if !problems.is_empty() {
        return Err(ImportError { problems });
    }
    let mut t = Tournament::from_parts(settings, entries, Vec::new())
        .map_err(|e| ImportError::one(Problem::whole(e.to_string())))?;
    let first = first_colour(&t);
    for r in 0..rounds {
        import_round(&mut t, &h, &table, r, r as u32 + 1, first, &line_of)
            .map_err(ImportError::one)?;
    }
    // Each result keeps the points the file gives it (162, or 299 where it differs).
    let rounds: Vec<Round> = t
        .rounds()
        .iter()
        .map(|round| {
            let boards = round
                .boards()
                .iter()
                .cloned()
                .map(|mut b| {
                    for (g, game) in b.games.iter_mut().enumerate() {
                        let at = (round.number() - 1) * games as u32 + g as u32 + 1;
                        let first = game.first;
                        if let Some(side) = game.first_result.as_mut()
                            && let Some(&p) = points.get(&(first, at))
                        {
                            side.points = p;
                        }
                        if let (Some(second), Some(side)) =
                            (game.second, game.second_result.as_mut())
                            && let Some(&p) = points.get(&(second, at))
                        {
                            side.points = p;
                        }
                    }
                    b
                })
                .collect();
            Round::from_parts(
                round.number(),
                round.state(),
                round.ballot().cloned(),
                boards,
            )
        })
        .collect();
    // The file's starting ranks are its pairing numbers (C.04.2): its order is kept.
    let t = Tournament::from_parts(t.settings().clone(), t.entries().to_vec(), rounds)
        .map(|t| t.with_ranking(order))
        .map_err(|e| ImportError::one(Problem::whole(e.to_string())))?;
    let ties = if knockout {
        replay_ties(&t, &h.ties)?
    } else {
        Vec::new()
    };
    Ok((t, ties))
}

/// A knock-out's games replayed in the order of their `tie` lines, each refused with its line
/// where the bracket has no such game (a tie not playing, or not its next game).
fn replay_ties(
    t: &Tournament,
    lines: &[(u64, TieId, u32, GameReport)],
) -> Result<Vec<TieGame>, ImportError> {
    let mut k = Knockout::new(t, Vec::new())
        .map_err(|e| ImportError::one(Problem::whole(e.to_string())))?;
    for &(ln, tie, game, report) in lines {
        let at =
            |m: String| ImportError::one(Problem::at(ln, format!("tie {}: {m}", tie_key(tie))));
        let next = k.state().tie(tie).and_then(|t| t.next).map(|n| n.number);
        if next != Some(game) {
            return Err(ImportError::one(Problem::of(
                ln,
                ProblemKind::Record(RecordProblem::TieGameNotNext {
                    tie: tie_key(tie),
                    game,
                    next,
                }),
            )));
        }
        k.play(tie, report).map_err(|e| at(e.to_string()))?;
    }
    Ok(k.games().to_vec())
}

/// Names every player of the file's records by the number `to_no` gives its starting rank.
fn renumber(file: &mut pairing::Tournament, h: &mut Header, to_no: &BTreeMap<u32, StartNo>) {
    let no = |r: u32| to_no.get(&r).copied().unwrap_or(r);
    for p in &mut file.players {
        p.id = no(p.id);
        for rec in &mut p.rounds {
            rec.opponent = rec.opponent.map(no);
        }
    }
    file.players.sort_by_key(|p| p.id);
    for p in &mut file.forbidden {
        p.players.iter_mut().for_each(|x| *x = no(*x));
    }
    for b in &mut file.byes {
        b.players.iter_mut().for_each(|x| *x = no(*x));
    }
    for a in &mut file.abnormal {
        a.players.iter_mut().for_each(|x| *x = no(*x));
    }
    h.player_lines = std::mem::take(&mut h.player_lines)
        .into_iter()
        .map(|(r, ln)| (no(r), ln))
        .collect();
    for n in &mut h.national {
        n.1 = no(n.1);
    }
}

fn is_pairing_bye(c: ResultCode) -> bool {
    // `+` without an opponent is how some programs write the pairing-allocated bye.
    matches!(c, ResultCode::PairingBye | ResultCode::ForfeitWin)
}

/// Whether the player took part in the round's pairing (a game, or the pairing bye).
fn plays(s: &RoundOutcome) -> bool {
    match s {
        RoundOutcome::Game(_) => true,
        RoundOutcome::Bye(c) => is_pairing_bye(*c),
        RoundOutcome::Blank => false,
    }
}

fn ballot(ln: u64, text: &str) -> Result<BallotRef, Problem> {
    serde_json::from_str(text).map_err(|e| Problem::at(ln, format!("ballot: {e}")))
}

/// The report of a board from its home player's records and the away player's.
fn board_report(
    n: u32,
    home: StartNo,
    away: StartNo,
    h: &[RoundRecord],
    a: &[RoundRecord],
) -> Result<Option<BoardReport>, String> {
    use ResultCode as C;
    let mut games = Vec::new();
    for (g, (x, y)) in h.iter().zip(a).enumerate() {
        let norm = |c: Option<ResultCode>| match c {
            Some(C::UnratedWin) => Some(C::Win),
            Some(C::UnratedDraw) => Some(C::Draw),
            Some(C::UnratedLoss) => Some(C::Loss),
            other => other,
        };
        let rep = match (norm(x.result), norm(y.result)) {
            (None, None) => return Ok(None),
            (Some(C::Win), Some(C::Loss)) => GameReport::HomeWins,
            (Some(C::Loss), Some(C::Win)) => GameReport::AwayWins,
            (Some(C::Draw), Some(C::Draw)) => GameReport::Draw,
            // 000 art. 2.24: the absent player forfeits; 2.25: both absent, both lose.
            (Some(C::ForfeitWin), Some(C::ForfeitLoss)) => GameReport::AwayAbsent,
            (Some(C::ForfeitLoss), Some(C::ForfeitWin)) => GameReport::HomeAbsent,
            (Some(C::ForfeitLoss), Some(C::ForfeitLoss)) => GameReport::BothAbsent,
            (p, q) => {
                let c = |c: Option<ResultCode>| c.map_or(' ', ResultCode::to_char);
                return Err(format!(
                    "round {n}, game {}: players {home} and {away} have results {:?} and {:?}, which do not make one game's result",
                    g + 1,
                    c(p),
                    c(q)
                ));
            }
        };
        games.push(rep);
    }
    Ok(Some(BoardReport::new(games)))
}

#[allow(clippy::too_many_arguments)]
fn import_round(
    t: &mut Tournament,
    h: &Header,
    table: &BTreeMap<StartNo, Vec<(RoundOutcome, Vec<RoundRecord>)>>,
    r: usize,
    n: u32,
    first: Colour,
    line_of: &dyn Fn(StartNo) -> u64,
) -> Result<(), Problem> {
    let at = |no: StartNo, m: String| Problem::at(line_of(no), m);
    let mut games: Vec<(StartNo, StartNo)> = Vec::new();
    let mut byes = Vec::new();
    for (&no, rows) in table {
        match rows[r].0 {
            RoundOutcome::Game(o) => {
                let recs = &rows[r].1;
                // Home moves first in the first game.
                let home = match recs[0].colour {
                    Some(c) if c == first => true,
                    Some(_) => false,
                    None => no < o,
                };
                if home {
                    games.push((no, o));
                }
                for (g, rec) in recs.iter().enumerate() {
                    let want = if (g % 2 == 0) == home {
                        first
                    } else {
                        first.opposite()
                    };
                    if rec.colour.is_some_and(|c| c != want) {
                        return Err(at(
                            no,
                            format!(
                                "player {no}, round {n}: the colours of a match must alternate game by game, starting with the first mover at home"
                            ),
                        ));
                    }
                }
            }
            RoundOutcome::Bye(c) if is_pairing_bye(c) => byes.push(Pairing::pairing_bye(no)),
            _ => {}
        }
    }
    if let Some((ln, order)) = h.boards.get(&n) {
        let given: BTreeSet<(StartNo, StartNo)> = order.iter().copied().collect();
        let found: BTreeSet<(StartNo, StartNo)> = games.iter().copied().collect();
        if given != found {
            return Err(Problem::at(
                *ln,
                format!("round {n}: the board order does not list the games of the player lines"),
            ));
        }
        games = order.clone();
    }
    let mut pairings: Vec<Pairing> = games.iter().map(|&(a, b)| Pairing::game(a, b)).collect();
    pairings.extend(byes);
    let round_ballot = match h.round_ballots.get(&n) {
        Some((ln, b)) => Some(ballot(*ln, b)?),
        None => None,
    };
    let lead = games.first().map_or(0, |g| g.0);
    t.pair_round(&pairings, round_ballot)
        .map_err(|e| at(lead, format!("round {n}: {e}")))?;
    for ((rn, b), (ln, text)) in &h.board_ballots {
        if *rn == n {
            let bal = ballot(*ln, text)?;
            t.set_board_ballot(n, *b, Some(bal))
                .map_err(|e| Problem::at(*ln, e.to_string()))?;
        }
    }
    let state = h.states.get(&n).and_then(|(_, s)| RoundState::parse(s));
    if state == Some(RoundState::Draft) {
        return Ok(());
    }
    t.publish_round(n)
        .map_err(|e| Problem::whole(format!("round {n}: {e}")))?;
    let boards: Vec<Board> = t.round(n).expect("just paired").boards().to_vec();
    let mut reports = Vec::with_capacity(boards.len());
    for b in boards {
        let Pairing::Game { home, away } = b.pairing else {
            continue;
        };
        let report = board_report(n, home, away, &table[&home][r].1, &table[&away][r].1)
            .map_err(|m| at(home, m))?;
        let Some(mut report) = report else { continue };
        if let Some((ln, s)) = h.sheets.get(&(n, b.number)) {
            match s.as_str() {
                "home" => report.home_sheets_missing = true,
                "away" => report.away_sheets_missing = true,
                "both" => {
                    report.home_sheets_missing = true;
                    report.away_sheets_missing = true;
                }
                other => {
                    return Err(Problem::at(
                        *ln,
                        format!("sheets {other:?}: expected home, away or both"),
                    ));
                }
            }
        }
        reports.push((b.number, report, home));
    }
    // The round's results at once, the round settled once; a refusal names its board's home
    // player's line.
    let (numbered, homes): (Vec<(u32, BoardReport)>, Vec<StartNo>) =
        reports.into_iter().map(|(b, r, h)| ((b, r), h)).unzip();
    t.record_results(n, &numbered).map_err(|(i, e)| {
        let home = homes.get(i).copied().unwrap_or(lead);
        at(home, format!("round {n}: {e}"))
    })?;
    let complete = t.round(n).is_some_and(|r| r.state().is_complete());
    let close = match state {
        Some(s) => s == RoundState::Closed,
        None => complete,
    };
    if close {
        t.close_round(n)
            .map_err(|e| Problem::whole(format!("round {n}: {e}")))?;
    }
    Ok(())
}
