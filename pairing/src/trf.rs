//! The FIDE Tournament Report File (TRF-2026, with the older TRF-16 layout of
//! player lines and JaVaFo's XXR, XXC, XXP, XXA extensions): reader and writer.
//!
//! The engine reads what pairs a round: the player lines, 142 (or XXR), 152 (or XXC), 162,
//! 192 (or 092), 240 (byes: the players listed for a round are not paired in it), 250
//! (fictitious points of accelerated rounds, C.04.5; or XXA), 260 (prohibited pairings with
//! their rounds; or XXP, for every round). Other lines are kept as they are.
//!
//! Lines may end with CR, LF or CRLF. Player lines (`001`) keep their fixed
//! columns: start number in 5-8, name in 15-47, rating in 49-52, points in
//! 81-84, rank in 86-89, then one 10-column block per round from column 92:
//! opponent (4), colour (`w`, `b`, `-` or blank), result code. Columns count characters, not
//! bytes. A file without any player line (an empty file, other text) is refused.
//!
//! Starting numbers beyond 9,999 (an online event of 10,000 players and more) do not fit
//! the four columns of the format. Such a file says how wide its starting numbers are in
//! a record of its own, in the way of JaVaFo's `XX` records: `XXW 5` (any width from 4 to
//! 9). Every starting-number field of the file is then that many columns wide instead of
//! four, and every column after it moves right by the difference: in a player line with
//! width 5, the number in columns 5-9, the name in 16-48, the rating in 50-53, the points in
//! 82-85, the rank in 87-91, then one 11-column block per round from column 94 (opponent in
//! 5 columns); in records 240, 260 and 299 one field of 5 columns every 6; in record 250
//! the players in 23-27 and 29-33; in XXA the player in 5-9 and the points from column 11.
//! The writer adds the record only when a number needs it, so files of up to 9,999 players
//! are written as before; a number running past its four columns in a file without the
//! record is refused, not misread.

use std::fmt::Write as _;

use thiserror::Error;

use super::tournament::{
    Abnormal, Acceleration, ByeRecord, Colour, Player, Prohibition, ResultCode, RoundRecord,
    Scoring, Tournament,
};

/// What is wrong in a TRF file, and where (1-based line and column; line 0 for what concerns
/// the whole file, such as opponents that disagree or a file without players).
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub column: usize,
    pub kind: TrfErrorKind,
}

impl std::fmt::Display for TrfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.kind)
        } else {
            write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.kind
            )
        }
    }
}

/// The kinds of TRF errors.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum TrfErrorKind {
    #[error("player line too short ({0} characters, at least 84 needed)")]
    PlayerLineTooShort(usize),
    #[error("bad starting number {0:?}")]
    BadStartingNumber(String),
    #[error("starting number {0} appears twice")]
    DuplicateStartingNumber(u32),
    #[error("bad rating {0:?}")]
    BadRating(String),
    #[error("bad score {0:?}")]
    BadScore(String),
    #[error("bad opponent {0:?}")]
    BadOpponent(String),
    #[error("a player cannot meet themself")]
    SelfOpponent,
    #[error("bad colour {0:?} (expected w, b, - or blank)")]
    BadColour(char),
    #[error("bad result code {0:?}")]
    BadResult(char),
    #[error("result {0:?} needs an opponent")]
    MissingOpponent(char),
    #[error("result {0:?} is a bye and cannot have an opponent")]
    ByeWithOpponent(char),
    #[error("a game needs a colour")]
    MissingColour,
    #[error("unexpected text after the last round: {0:?}")]
    TrailingText(String),
    #[error("bad number of rounds {0:?}")]
    BadRoundCount(String),
    #[error("bad scoring entry {0:?} (expected W, D, L, A, Z, P or X and points)")]
    BadScoring(String),
    #[error("bad colour setting {0:?} (expected W or B)")]
    BadInitialColour(String),
    #[error("bad player list {0:?}")]
    BadPlayerList(String),
    #[error("round {round}: player {player} is listed against {opponent}, whose record disagrees")]
    Inconsistent {
        round: usize,
        player: u32,
        opponent: u32,
    },
    #[error("player {0} is referred to but not listed")]
    UnknownPlayer(u32),
    #[error("record {record}: bad {field} {text:?}")]
    BadField {
        record: &'static str,
        field: &'static str,
        text: String,
    },
    #[error("record {record}: {message}")]
    BadRecord {
        record: &'static str,
        message: String,
    },
    #[error("team files are not supported")]
    TeamFile,
    #[error(
        "starting number {0:?} is wider than the file's starting-number fields (columns 5-8 \
         without an `XXW` record): a file with starting numbers beyond 9,999 says how wide they \
         are in a record `XXW 5`"
    )]
    WideNumberUndeclared(String),
    #[error("bad width of the starting numbers {0:?} (`XXW` takes a width from 4 to 9)")]
    BadNumberWidth(String),
    #[error(
        "no player line in {lines} line(s): a TRF file lists each player on a line beginning \
         `001`, with the starting number in columns 5-8, the name in 15-47, the rating in 49-52, \
         the points in 81-84 and one 10-column block per round from column 92"
    )]
    NoPlayers { lines: usize },
}

/// What the reader did with something it read leniently: where (1-based line and column;
/// line 0 for the whole file), what was read, as written, and what was done with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub line: usize,
    pub column: usize,
    pub read: String,
    pub done: String,
}

impl Warning {
    pub fn new(
        line: usize,
        column: usize,
        read: impl Into<String>,
        done: impl Into<String>,
    ) -> Self {
        Warning {
            line,
            column,
            read: read.into(),
            done: done.into(),
        }
    }
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.line, self.column) {
            (0, _) => {}
            (l, 0) => write!(f, "line {l}: ")?,
            (l, c) => write!(f, "line {l}, column {c}: ")?,
        }
        if self.read.is_empty() {
            f.write_str(&self.done)
        } else {
            write!(f, "{:?}: {}", self.read, self.done)
        }
    }
}

fn err(line: usize, column: usize, kind: TrfErrorKind) -> TrfError {
    TrfError { line, column, kind }
}

/// Splits text into lines at CR, LF or CRLF.
fn lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\r' || bytes[i] == b'\n' {
            out.push(&text[start..i]);
            if bytes[i] == b'\r' && i + 1 < bytes.len() && bytes[i + 1] == b'\n' {
                i += 1;
            }
            start = i + 1;
        }
        i += 1;
    }
    if start < bytes.len() {
        out.push(&text[start..]);
    }
    out
}

/// Reads a score like `3.5` or ` 10` into tenths.
fn parse_tenths(s: &str) -> Option<u32> {
    let s = s.trim();
    if s.is_empty() {
        return None;
    }
    let (int, frac) = match s.split_once('.') {
        Some((i, f)) => (i, f),
        None => (s, ""),
    };
    if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    if frac.chars().skip(1).any(|c| c != '0') {
        return None;
    }
    let i: u32 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let f: u32 = frac.chars().next().map_or(0, |c| c as u32 - '0' as u32);
    i.checked_mul(10)?.checked_add(f)
}

/// Writes tenths as `3.5`.
pub fn format_tenths(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// A file read: the tournament, and what the reader did leniently (in file order).
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    pub tournament: Tournament,
    pub warnings: Vec<Warning>,
}

/// Parses a TRF file (leniently, as [`read`]; its warnings left aside), or gives its first
/// problem.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    read(text)
        .map(|r| r.tournament)
        .map_err(|mut all| all.swap_remove(0))
}

/// What the lines read so far leave to check once every player line is read.
#[derive(Default)]
struct Pending {
    abnormal_lines: Vec<usize>,
    pab_given: bool,
    /// Lines whose players are checked once every player line is read.
    listed: Vec<(usize, usize, Vec<u32>)>,
    bye_lines: Vec<usize>,
    /// Each player line's number and its points column as written (`None` when blank).
    declared: Vec<(u32, usize, Option<i64>)>,
    /// The byes written without a result letter: player, round (1-based), line, column.
    unlettered: Vec<(u32, u32, usize, usize)>,
    /// The width of the file's starting-number fields (record `XXW`; 4 without it).
    width: usize,
}

/// The record that widens the starting-number fields (see the module's documentation).
pub const WIDTH_RECORD: &str = "XXW";

/// The width of the starting-number fields a file of `lines` declares (`XXW`), 4 without the
/// record, or the error of a record that is no width.
pub fn declared_width(lines: &[&str]) -> Result<usize, TrfError> {
    let mut width = 4;
    for (n, raw) in lines.iter().enumerate() {
        if let Some(rest) = raw.strip_prefix(WIDTH_RECORD) {
            let v = rest.trim();
            match v.parse::<usize>() {
                Ok(w) if (4..=9).contains(&w) => width = w,
                _ => return Err(err(n + 1, 5, TrfErrorKind::BadNumberWidth(v.to_string()))),
            }
        }
    }
    Ok(width)
}

/// The width of the starting-number fields needed for the largest number a tournament
/// names: 4 up to 9,999.
fn needed_width(t: &Tournament) -> usize {
    let mut top = 0u32;
    for p in &t.players {
        top = top.max(p.id);
        for r in &p.rounds {
            top = top.max(r.opponent.unwrap_or(0));
        }
    }
    let lists = t
        .forbidden
        .iter()
        .flat_map(|g| g.players.iter())
        .chain(t.byes.iter().flat_map(|b| b.players.iter()))
        .chain(t.abnormal.iter().flat_map(|a| a.players.iter()));
    for &id in lists {
        top = top.max(id);
    }
    for a in &t.accelerations {
        top = top.max(a.last_player).max(a.first_player);
    }
    width_for(top)
}

/// The width of the starting-number fields of a file whose largest number is `top`: 4 up to
/// 9,999, else its digits (`XXW`).
pub fn width_for(top: u32) -> usize {
    top.to_string().len().max(4)
}

/// The column (1-based) at which a field of a player line starts when the file's starting
/// numbers are `width` columns wide (`XXW`), for the field at `column` in the four-column
/// form: the number stays at 5, what follows it moves right by the widening, and what
/// follows the rank (86-89, as wide as a number) by twice it. A National Rating Support line
/// has the same columns as a player line.
pub fn player_column(column: usize, width: usize) -> usize {
    let d = width - 4;
    match column {
        0..=5 => column,
        6..=89 => column + d,
        _ => column + 2 * d,
    }
}

/// Reads a TRF file the way the programs that write them do, or lists every problem found.
///
/// It is lenient where what it reads cannot make the standings or the pairings wrong, and
/// says each time what it read and what it did ([`Warning`]):
/// - a result code without an opponent (`0000 - =`, `      - 1`) is a bye of its value
///   (`=`/`D`: `H`, `1`/`W`: `F`, `0`/`L`: `Z`; `+`, `-`, `U`, `H`, `F`, `Z` are byes as written);
/// - a bye written without a result letter (`0000 -  `) takes the value that makes the
///   player's points column (`F`, `H` or, with nothing to make up, none);
/// - a points column that the results do not make is kept aside: the results count.
///
/// What it refuses: a line it cannot read (a bad number, colour or result code, a short player
/// line), a number twice, a player referred to but not listed, opponents whose records
/// disagree, records that contradict the player lines; every one of them, each with its line
/// and column.
pub fn read(text: &str) -> Result<Read, Vec<TrfError>> {
    let all = read_all(text);
    if all.errors.is_empty() {
        Ok(Read {
            tournament: all.tournament,
            warnings: all.warnings,
        })
    } else {
        Err(all.errors)
    }
}

/// A file read as far as it can be: the tournament of the lines that could be read, the
/// warnings, and every problem (none: the file is read whole, as [`read`] gives it).
#[derive(Debug, Clone, PartialEq)]
pub struct ReadAll {
    pub tournament: Tournament,
    pub warnings: Vec<Warning>,
    pub errors: Vec<TrfError>,
}

/// Reads a file as [`read`] does, keeping what could be read when there are problems, so that
/// a reader built on it can add its own problems to these.
pub fn read_all(text: &str) -> ReadAll {
    let mut t = Tournament {
        name: String::new(),
        total_rounds: None,
        scoring: Scoring::CHESS,
        initial_colour: None,
        system: None,
        players: Vec::new(),
        forbidden: Vec::new(),
        accelerations: Vec::new(),
        byes: Vec::new(),
        abnormal: Vec::new(),
        other_lines: Vec::new(),
    };
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    let mut pending = Pending::default();
    let mut ids = std::collections::HashSet::new();
    let mut refused = std::collections::HashSet::new();
    let all = lines(text);
    let count = all.len();
    match declared_width(&all) {
        Ok(w) => pending.width = w,
        Err(e) => {
            pending.width = 4;
            errors.push(e);
        }
    }
    for (n, raw) in all.into_iter().enumerate() {
        let ln = n + 1;
        let line: Vec<char> = raw.chars().collect();
        if line.len() < 3 || raw.trim().is_empty() {
            continue;
        }
        if let Err(e) = read_line(
            &mut t,
            &mut pending,
            &mut warnings,
            &mut ids,
            ln,
            raw,
            &line,
        ) {
            // A player line refused is still a player: the lines naming them are not wrong.
            if raw.starts_with("001")
                && let Ok(id) = cols(&line, 5, 4 + pending.width).trim().parse::<u32>()
            {
                refused.insert(id);
            }
            errors.push(e);
        }
    }
    // A file without players (an empty file, any other text, random bytes) is no report.
    if t.players.is_empty() {
        if errors.is_empty() {
            errors.push(err(0, 0, TrfErrorKind::NoPlayers { lines: count }));
        }
        return ReadAll {
            tournament: t,
            warnings,
            errors,
        };
    }
    t.players.sort_by_key(|p| p.id);
    let Pending {
        abnormal_lines,
        pab_given: _,
        listed,
        bye_lines,
        declared,
        unlettered,
        width,
    } = pending;
    // Prohibitions, accelerations (XXA) and byes refer to listed players.
    for (ln, column, ids) in listed {
        for &id in ids
            .iter()
            .filter(|&&id| t.index_of(id).is_none() && !refused.contains(&id))
        {
            errors.push(err(ln, column, TrfErrorKind::UnknownPlayer(id)));
        }
    }
    // A 240 bye agrees with the player's record of that round, when there is one.
    for (b, ln) in t.byes.iter().zip(bye_lines) {
        for &id in &b.players {
            let Some(i) = t.index_of(id) else { continue };
            let rec = t.players[i].rounds.get(b.round as usize - 1).copied();
            let agrees = match rec {
                None | Some(RoundRecord::UNPAIRED) => true,
                Some(r) => r.opponent.is_none() && r.result == Some(b.code),
            };
            if !agrees {
                errors.push(err(
                    ln,
                    5,
                    TrfErrorKind::BadRecord {
                        record: "240",
                        message: format!(
                            "player {id} has a {} bye in round {}, but their player line has another record in that round",
                            b.code.to_char(),
                            b.round
                        ),
                    },
                ));
            }
        }
    }
    // A 299 record for a round names a result of its type in that round (the player line's,
    // or a 240 bye's).
    let bye_of = byes_by_player(&t);
    for (a, ln) in t.abnormal.iter().zip(abnormal_lines) {
        let Some(kind) = a.kind.filter(|_| a.round > 0) else {
            continue;
        };
        for &id in &a.players {
            let Some(i) = t.index_of(id) else { continue };
            let code = t.players[i]
                .rounds
                .get(a.round as usize - 1)
                .and_then(|r| r.result)
                .or_else(|| bye_of.get(&(id, a.round)).copied());
            if !code.is_some_and(|c| a.is_for(c)) {
                errors.push(err(
                    ln,
                    5,
                    TrfErrorKind::BadRecord {
                        record: "299",
                        message: format!(
                            "player {id} has no {kind} result in round {} to give {} points",
                            a.round,
                            format_tenths(a.tenths.unsigned_abs())
                        ),
                    },
                ));
            }
        }
    }
    errors.extend(validate(&t, &refused));
    errors.sort_by_key(|e| (e.line == 0, e.line, e.column));
    if errors.is_empty() {
        // The points column: columns 81-84, moved right with wider starting numbers.
        let points_at = 81 + width - 4;
        points_column(
            &mut t,
            &declared,
            &unlettered,
            &bye_of,
            points_at,
            &mut warnings,
        );
    }
    warnings.sort_by_key(|w| (w.line == 0, w.line, w.column));
    ReadAll {
        tournament: t,
        warnings,
        errors,
    }
}

/// The 240 byes by player and round.
fn byes_by_player(t: &Tournament) -> std::collections::HashMap<(u32, u32), ResultCode> {
    let mut out = std::collections::HashMap::new();
    for b in &t.byes {
        for &id in &b.players {
            out.entry((id, b.round)).or_insert(b.code);
        }
    }
    out
}

/// A player's points by the results of the file: each round's record (or its 240 bye) up to
/// round `upto`, and the penalties and bonuses of 299 records without a type, in tenths.
fn points_by_results(
    t: &Tournament,
    i: usize,
    byes: &std::collections::HashMap<(u32, u32), ResultCode>,
    last_bye: u32,
    upto: u32,
) -> i64 {
    let p = &t.players[i];
    let rounds = (p.rounds.len() as u32).max(last_bye).min(upto);
    let mut sum: i64 = 0;
    for round in 1..=rounds {
        let rec = p
            .rounds
            .get(round as usize - 1)
            .copied()
            .filter(|r| *r != RoundRecord::UNPAIRED)
            .or_else(|| {
                byes.get(&(p.id, round)).map(|&c| RoundRecord {
                    opponent: None,
                    colour: None,
                    result: Some(c),
                })
            });
        if let Some(rec) = rec.filter(|r| r.result.is_some()) {
            sum += i64::from(t.points_of(p.id, round, &rec));
        }
    }
    sum + t
        .abnormal
        .iter()
        .filter(|a| a.kind.is_none() && a.players.contains(&p.id))
        .map(|a| i64::from(a.tenths))
        .sum::<i64>()
}

/// The points column against the results: the byes written without a result letter take the
/// value that makes the column (each a full-point bye while a win is missing, then a
/// half-point bye while a draw is), and every other disagreement is said, the results kept.
fn points_column(
    t: &mut Tournament,
    declared: &[(u32, usize, Option<i64>)],
    unlettered: &[(u32, u32, usize, usize)],
    byes: &std::collections::HashMap<(u32, u32), ResultCode>,
    points_at: usize,
    warnings: &mut Vec<Warning>,
) {
    let last_bye = t.byes.iter().map(|b| b.round).max().unwrap_or(0);
    let played = t.rounds_played() as u32;
    let mut open: std::collections::HashMap<u32, Vec<(u32, usize, usize)>> =
        std::collections::HashMap::new();
    for &(id, round, ln, col) in unlettered {
        open.entry(id).or_default().push((round, ln, col));
    }
    for &(id, ln, column) in declared {
        let Some(i) = t.index_of(id) else { continue };
        let mut got = points_by_results(t, i, byes, last_bye, u32::MAX);
        let Some(want) = column else { continue };
        if let Some(list) = open.get(&id) {
            let (win, draw) = (i64::from(t.scoring.win), i64::from(t.scoring.draw));
            for &(round, bln, bcol) in list {
                let missing = want - got;
                let code = if win > 0 && missing >= win {
                    ResultCode::FullBye
                } else if draw > 0 && missing >= draw {
                    ResultCode::HalfBye
                } else {
                    continue;
                };
                let rec = &mut t.players[i].rounds[round as usize - 1];
                rec.result = Some(code);
                got += i64::from(t.scoring.points(rec));
                warnings.push(Warning::new(
                    bln,
                    bcol,
                    "",
                    format!(
                        "player {id}, round {round}: a bye without a result letter, taken as {} ({} points) because the points column ({}) counts more than the results",
                        match code {
                            ResultCode::FullBye => "a full-point bye (F)",
                            _ => "a half-point bye (H)",
                        },
                        format_tenths(t.scoring.points(rec)),
                        signed(want),
                    ),
                ));
            }
        }
        // Byes written for a round after the last one paired, which the column leaves out,
        // are requested for the round to come: the column is right as it stands.
        if got != want && points_by_results(t, i, byes, last_bye, played) != want {
            warnings.push(Warning::new(
                ln,
                points_at,
                signed(want),
                format!(
                    "player {id}: the points column says {}, the results listed give {}; the results are kept",
                    signed(want),
                    signed(got)
                ),
            ));
        }
    }
}

/// Tenths as points, below zero with `-`.
fn signed(tenths: i64) -> String {
    let sign = if tenths < 0 { "-" } else { "" };
    format!("{sign}{}", format_tenths(tenths.unsigned_abs() as u32))
}

/// Reads one line that is not blank into the tournament.
fn read_line(
    t: &mut Tournament,
    pending: &mut Pending,
    warnings: &mut Vec<Warning>,
    ids: &mut std::collections::HashSet<u32>,
    ln: usize,
    raw: &str,
    line: &[char],
) -> Result<(), TrfError> {
    let tag: String = line[..3].iter().collect();
    let rest: String = line[3..].iter().collect();
    let width = pending.width;
    match tag.as_str() {
        // Read before the other lines (`declared_width`).
        WIDTH_RECORD => {}
        "001" => {
            let (p, declared) = parse_player(line, ln, width, warnings, &mut pending.unlettered)?;
            if !ids.insert(p.id) {
                return Err(err(ln, 5, TrfErrorKind::DuplicateStartingNumber(p.id)));
            }
            pending.declared.push((p.id, ln, declared));
            t.players.push(p);
        }
        "012" => t.name = rest.trim().to_string(),
        "013" | "310" => return Err(err(ln, 1, TrfErrorKind::TeamFile)),
        "142" | "XXR" => {
            let v = rest.trim();
            match v.parse::<u32>() {
                Ok(r) if r > 0 => t.total_rounds = Some(r),
                _ => return Err(err(ln, 5, TrfErrorKind::BadRoundCount(v.to_string()))),
            }
        }
        "152" => match rest.trim() {
            "W" | "w" => t.initial_colour = Some(Colour::White),
            "B" | "b" => t.initial_colour = Some(Colour::Black),
            v => return Err(err(ln, 5, TrfErrorKind::BadInitialColour(v.to_string()))),
        },
        "XXC" => {
            for tok in rest.split_whitespace() {
                match tok {
                    "white1" => t.initial_colour = Some(Colour::White),
                    "black1" => t.initial_colour = Some(Colour::Black),
                    _ => {}
                }
            }
            t.other_lines.push(raw.to_string());
        }
        "162" => parse_scoring(line, ln, &mut t.scoring, &mut pending.pab_given)?,
        "192" | "092" => {
            t.system = Some(rest.trim().to_string());
        }
        "XXP" => {
            let mut group = Vec::new();
            for tok in rest.split_whitespace() {
                match tok.parse::<u32>() {
                    Ok(id) if id > 0 => group.push(id),
                    _ => return Err(err(ln, 5, TrfErrorKind::BadPlayerList(tok.to_string()))),
                }
            }
            pending.listed.push((ln, 5, group.clone()));
            t.forbidden.push(Prohibition::always(group));
        }
        "260" => {
            let p = parse_260(line, ln, width)?;
            pending.listed.push((ln, 13, p.players.clone()));
            t.forbidden.push(p);
        }
        "250" => t.accelerations.push(parse_250(line, ln, width)?),
        "XXA" => {
            let (id, list) = parse_xxa(line, ln, width)?;
            pending.listed.push((ln, 5, vec![id]));
            t.accelerations.extend(list);
        }
        "299" => {
            let a = read_299_wide(raw, ln, width)?;
            pending.listed.push((ln, 24, a.players.clone()));
            pending.abnormal_lines.push(ln);
            t.abnormal.push(a);
        }
        "240" => {
            let b = parse_240(line, ln, width)?;
            pending.listed.push((ln, 11, b.players.clone()));
            pending.bye_lines.push(ln);
            t.byes.push(b);
        }
        _ => t.other_lines.push(raw.to_string()),
    }
    Ok(())
}

/// Columns `from` to `to` (1-based, inclusive) of a line, as text (blank past its end).
fn cols(line: &[char], from: usize, to: usize) -> String {
    line.iter()
        .skip(from - 1)
        .take(to + 1 - from)
        .collect::<String>()
}

/// A whole number in columns `from`-`to`, named `field` in the error.
fn number_at(
    line: &[char],
    ln: usize,
    record: &'static str,
    field: &'static str,
    (from, to): (usize, usize),
) -> Result<u32, TrfError> {
    let text = cols(line, from, to);
    match text.trim().parse::<u32>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(err(
            ln,
            from,
            TrfErrorKind::BadField {
                record,
                field,
                text,
            },
        )),
    }
}

/// Starting numbers in `width`-column fields every `width + 1` columns from column `from`,
/// to the line's end.
fn players_from(
    line: &[char],
    ln: usize,
    record: &'static str,
    from: usize,
    width: usize,
) -> Result<Vec<u32>, TrfError> {
    let mut out = Vec::new();
    let mut at = from;
    while at <= line.len() {
        let text = cols(line, at, at + width);
        if !text.trim().is_empty() {
            out.push(number_at(line, ln, record, "player", (at, at + width))?);
        }
        at += width + 1;
    }
    Ok(out)
}

/// A round range in columns 5-7 and 9-11 (records 260), checked to be in order.
fn round_range(
    line: &[char],
    ln: usize,
    record: &'static str,
    first: (usize, usize),
    last: (usize, usize),
) -> Result<(u32, u32), TrfError> {
    let a = number_at(line, ln, record, "first round", first)?;
    let b = number_at(line, ln, record, "last round", last)?;
    if b < a {
        return Err(err(
            ln,
            last.0,
            TrfErrorKind::BadRecord {
                record,
                message: format!("the last round ({b}) is before the first ({a})"),
            },
        ));
    }
    Ok((a, b))
}

/// TRF-2026 record 260 (prohibited pairings): rounds in columns 5-7 and 9-11, then two or more
/// players in columns 13-16, 18-21, ...
fn parse_260(line: &[char], ln: usize, width: usize) -> Result<Prohibition, TrfError> {
    let (first_round, last_round) = round_range(line, ln, "260", (5, 7), (9, 11))?;
    let players = players_from(line, ln, "260", 13, width)?;
    if players.len() < 2 {
        return Err(err(
            ln,
            13,
            TrfErrorKind::BadRecord {
                record: "260",
                message: "at least two players are needed".into(),
            },
        ));
    }
    Ok(Prohibition {
        first_round,
        last_round,
        players,
    })
}

/// TRF-2026 record 250 (accelerated rounds): match points in columns 5-8 (empty in an
/// individual event), fictitious points in 10-13 (not 0.0), rounds in 15-17 and 19-21,
/// players in 23-26 and 28-31 (wider with `XXW`).
fn parse_250(line: &[char], ln: usize, width: usize) -> Result<Acceleration, TrfError> {
    let d = width - 4;
    let bad = |field, (from, to): (usize, usize)| {
        err(
            ln,
            from,
            TrfErrorKind::BadField {
                record: "250",
                field,
                text: cols(line, from, to),
            },
        )
    };
    let mp = cols(line, 5, 8);
    if !mp.trim().is_empty() && parse_tenths(&mp) != Some(0) {
        return Err(err(
            ln,
            5,
            TrfErrorKind::BadRecord {
                record: "250",
                message: format!(
                    "match points {:?} in an individual event (columns 5-8 stay empty)",
                    mp.trim()
                ),
            },
        ));
    }
    let points = parse_tenths(&cols(line, 10, 13))
        .filter(|&p| p > 0)
        .ok_or_else(|| bad("fictitious points (not 0.0)", (10, 13)))?;
    let (first_round, last_round) = round_range(line, ln, "250", (15, 17), (19, 21))?;
    let first_player = number_at(line, ln, "250", "first player", (23, 26 + d))?;
    let last_player = number_at(line, ln, "250", "last player", (28 + d, 31 + 2 * d))?;
    if last_player < first_player {
        return Err(bad("last player (before the first)", (28 + d, 31 + 2 * d)));
    }
    let end = 31 + 2 * d;
    if line.len() > end && !cols(line, end + 1, line.len()).trim().is_empty() {
        return Err(err(
            ln,
            end + 1,
            TrfErrorKind::TrailingText(cols(line, end + 1, line.len())),
        ));
    }
    Ok(Acceleration {
        points,
        first_round,
        last_round,
        first_player,
        last_player,
    })
}

/// JaVaFo's `XXA` line: a player in columns 5-8, then one value every 5 columns from column
/// 10, round 1 first (blank or 0.0: none).
fn parse_xxa(line: &[char], ln: usize, width: usize) -> Result<(u32, Vec<Acceleration>), TrfError> {
    let id_text = cols(line, 5, 4 + width);
    let id = match id_text.trim().parse::<u32>() {
        Ok(id) if id > 0 => id,
        _ => return Err(err(ln, 5, TrfErrorKind::BadStartingNumber(id_text))),
    };
    let mut out = Vec::new();
    let mut at = 6 + width;
    let mut round = 1;
    while at <= line.len() {
        let text = cols(line, at, at + 3);
        let points = if text.trim().is_empty() {
            0
        } else {
            parse_tenths(&text).ok_or_else(|| {
                err(
                    ln,
                    at,
                    TrfErrorKind::BadField {
                        record: "XXA",
                        field: "points",
                        text: text.clone(),
                    },
                )
            })?
        };
        if points > 0 {
            out.push(Acceleration {
                points,
                first_round: round,
                last_round: round,
                first_player: id,
                last_player: id,
            });
        }
        at += 5;
        round += 1;
    }
    Ok((id, out))
}

/// TRF-2026 record 240 (half, full and zero-point byes): the kind in column 5, the round in
/// 7-9, players in 11-14, 16-19, ...
fn parse_240(line: &[char], ln: usize, width: usize) -> Result<ByeRecord, TrfError> {
    let kind = line.get(4).copied().unwrap_or(' ');
    let code = match kind.to_ascii_uppercase() {
        'F' => ResultCode::FullBye,
        'H' => ResultCode::HalfBye,
        'Z' => ResultCode::ZeroBye,
        _ => {
            return Err(err(
                ln,
                5,
                TrfErrorKind::BadField {
                    record: "240",
                    field: "type of bye (F, H or Z)",
                    text: kind.to_string(),
                },
            ));
        }
    };
    let round = number_at(line, ln, "240", "round", (7, 9))?;
    let players = players_from(line, ln, "240", 11, width)?;
    if players.is_empty() {
        return Err(err(
            ln,
            11,
            TrfErrorKind::BadRecord {
                record: "240",
                message: "no player is listed".into(),
            },
        ));
    }
    Ok(ByeRecord {
        code,
        round,
        players,
    })
}

/// A player line, with its points column as written (tenths, `None` when blank); the
/// leniencies of [`read`] are said in `warnings`, the byes without a result letter listed in
/// `unlettered`.
fn parse_player(
    line: &[char],
    ln: usize,
    width: usize,
    warnings: &mut Vec<Warning>,
    unlettered: &mut Vec<(u32, u32, usize, usize)>,
) -> Result<(Player, Option<i64>), TrfError> {
    // With wider starting numbers (`XXW`), what follows the number moves right by `d`,
    // what follows the rank by `2 * d`, and each round's block is `d` wider.
    let d = width - 4;
    let at = |column: usize| player_column(column, width) - 1;
    if line.len() < 84 + d {
        return Err(err(ln, 1, TrfErrorKind::PlayerLineTooShort(line.len())));
    }
    let field = |a: usize, b: usize| -> String {
        line[a.min(line.len())..b.min(line.len())].iter().collect()
    };
    let id_text = field(4, 4 + width);
    let id = match id_text.trim().parse::<u32>() {
        Ok(id) if id > 0 => id,
        _ => return Err(err(ln, 5, TrfErrorKind::BadStartingNumber(id_text))),
    };
    if line[4 + width].is_ascii_digit() && line[4..4 + width].iter().all(char::is_ascii_digit) {
        return Err(err(
            ln,
            5,
            TrfErrorKind::WideNumberUndeclared(field(4, 5 + width).trim().to_string()),
        ));
    }
    let rating_text = field(at(49), at(53));
    let rating = if rating_text.trim().is_empty() {
        0
    } else {
        rating_text
            .trim()
            .parse::<u32>()
            .map_err(|_| err(ln, at(49) + 1, TrfErrorKind::BadRating(rating_text.clone())))?
    };
    let points_text = field(at(81), at(85));
    // The points are informative (engines recompute them); a total below zero (a penalty,
    // record 299) is read as none.
    let (points, declared) = match points_text.trim() {
        "" => (0, None),
        t => match t.strip_prefix('-').map(parse_tenths) {
            Some(Some(below)) => (0, Some(-i64::from(below))),
            _ => {
                let p = parse_tenths(&points_text).ok_or_else(|| {
                    err(ln, at(81) + 1, TrfErrorKind::BadScore(points_text.clone()))
                })?;
                (p, Some(i64::from(p)))
            }
        },
    };
    let mut rounds = Vec::new();
    let mut start = at(92);
    let mut pending_blank = 0;
    // The block of a round: opponent, space, colour, space, result (`block` columns), then
    // two spaces.
    let block_len = 8 + d;
    let step = 10 + d;
    while start < line.len() {
        let block: String = field(start, start + block_len);
        if block.trim().is_empty() {
            pending_blank += 1;
            start += step;
            continue;
        }
        let opp_text = field(start, start + width);
        let colour_char = line.get(start + width + 1).copied().unwrap_or(' ');
        let result_char = line.get(start + width + 3).copied().unwrap_or(' ');
        // Columns (1-based) of the colour and of the result.
        let (colour_col, result_col) = (start + width + 2, start + width + 4);
        let opponent = match opp_text.trim() {
            "" | "0000" | "0" => None,
            s => match s.parse::<u32>() {
                Ok(0) => None,
                Ok(o) if o == id => return Err(err(ln, start + 1, TrfErrorKind::SelfOpponent)),
                Ok(o) => Some(o),
                Err(_) => return Err(err(ln, start + 1, TrfErrorKind::BadOpponent(opp_text))),
            },
        };
        let colour = match colour_char {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            c => return Err(err(ln, colour_col, TrfErrorKind::BadColour(c))),
        };
        let mut result = if result_char == ' ' {
            None
        } else {
            Some(
                ResultCode::from_char(result_char)
                    .ok_or_else(|| err(ln, result_col, TrfErrorKind::BadResult(result_char)))?,
            )
        };
        let round = (rounds.len() + pending_blank + 1) as u32;
        // A game's result without an opponent: a bye of that value, as the programs that
        // write `0000 - =` mean it.
        if let (None, Some(code)) = (opponent, result)
            && code.needs_opponent()
        {
            let bye = match code {
                ResultCode::Win | ResultCode::UnratedWin => ResultCode::FullBye,
                ResultCode::Draw | ResultCode::UnratedDraw => ResultCode::HalfBye,
                _ => ResultCode::ZeroBye,
            };
            warnings.push(Warning::new(
                ln,
                result_col,
                cols(line, start + 1, start + block_len),
                format!(
                    "player {id}, round {round}: result {result_char:?} without an opponent, taken as a bye of its value ({})",
                    bye.to_char()
                ),
            ));
            result = Some(bye);
        }
        if opponent.is_none() && result.is_none() {
            unlettered.push((id, round, ln, result_col));
        }
        if let Some(code) = result {
            if code.is_bye() && opponent.is_some() {
                return Err(err(
                    ln,
                    result_col,
                    TrfErrorKind::ByeWithOpponent(result_char),
                ));
            }
            if code.needs_opponent() && opponent.is_none() {
                return Err(err(
                    ln,
                    result_col,
                    TrfErrorKind::MissingOpponent(result_char),
                ));
            }
            if opponent.is_some() && colour.is_none() && code.is_played_game() {
                return Err(err(ln, colour_col, TrfErrorKind::MissingColour));
            }
        }
        for _ in 0..pending_blank {
            rounds.push(RoundRecord::UNPAIRED);
        }
        pending_blank = 0;
        rounds.push(RoundRecord {
            opponent,
            colour,
            result,
        });
        start += step;
    }
    if start > line.len() && start - step + block_len < line.len() {
        let tail: String = line[start - step..].iter().collect();
        return Err(err(ln, start - step + 1, TrfErrorKind::TrailingText(tail)));
    }
    let name = field(at(15), at(48)).trim().to_string();
    let player = Player {
        id,
        name,
        rating,
        points,
        identity: field(at(10), at(81)),
        rounds,
    };
    Ok((player, declared))
}

fn parse_scoring(
    line: &[char],
    ln: usize,
    scoring: &mut Scoring,
    pab_given: &mut bool,
) -> Result<(), TrfError> {
    let text: String = line[3..].iter().collect();
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut i = 0;
    while i < tokens.len() {
        let mut chars = tokens[i].chars();
        let first = chars.next().map_or(0, char::len_utf8);
        let (code, value) = if !chars.as_str().is_empty() {
            tokens[i].split_at(first)
        } else if i + 1 < tokens.len() {
            i += 1;
            (tokens[i - 1], tokens[i])
        } else {
            return Err(err(ln, 5, TrfErrorKind::BadScoring(tokens[i].to_string())));
        };
        let points = parse_tenths(value)
            .ok_or_else(|| err(ln, 5, TrfErrorKind::BadScoring(format!("{code} {value}"))))?;
        match code {
            "W" => {
                scoring.win = points;
                if !*pab_given {
                    scoring.pairing_bye = points;
                }
            }
            "D" => scoring.draw = points,
            "L" => scoring.loss = points,
            "Z" | "A" => {
                scoring.zero_bye = points;
                scoring.forfeit_loss = points;
            }
            "P" => {
                scoring.pairing_bye = points;
                *pab_given = true;
            }
            // TRF-2026: an unknown result (an adjourned game), which no result code of the
            // player lines gives: read and left aside.
            "X" => {}
            _ => {
                return Err(err(
                    ln,
                    5,
                    TrfErrorKind::BadScoring(format!("{code} {value}")),
                ));
            }
        }
        i += 1;
    }
    Ok(())
}

/// Checks that opponents are listed and agree with each other: every disagreement, once
/// per pair and round.
fn validate(t: &Tournament, refused: &std::collections::HashSet<u32>) -> Vec<TrfError> {
    let mut out = Vec::new();
    let mut unknown = std::collections::BTreeSet::new();
    for p in &t.players {
        for (r, rec) in p.rounds.iter().enumerate() {
            let Some(o) = rec.opponent else { continue };
            let Some(oi) = t.index_of(o) else {
                if !refused.contains(&o) && unknown.insert(o) {
                    out.push(err(0, 0, TrfErrorKind::UnknownPlayer(o)));
                }
                continue;
            };
            let other = t.players[oi].rounds.get(r);
            let ok = other.is_some_and(|q| {
                q.opponent == Some(p.id)
                    && (rec.colour.is_none() || q.colour.is_none() || q.colour != rec.colour)
            });
            // A pair whose records disagree is said once, by the lower number (or by the one
            // whose opponent does not name them back).
            let said_by_other = other.is_some_and(|q| q.opponent == Some(p.id)) && o < p.id;
            if !ok && !said_by_other {
                out.push(err(
                    0,
                    0,
                    TrfErrorKind::Inconsistent {
                        round: r + 1,
                        player: p.id,
                        opponent: o,
                    },
                ));
            }
        }
    }
    out
}

/// Writes a tournament as TRF, lines ending with CR as the format has them.
pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    let _ = write!(out, "012 {}\r", t.name);
    let width = needed_width(t);
    if width > 4 {
        let _ = write!(out, "{WIDTH_RECORD} {width}\r");
    }
    if let Some(r) = t.total_rounds {
        let _ = write!(out, "XXR {r}\r");
    }
    if let Some(c) = t.initial_colour {
        let _ = write!(out, "152 {}\r", if c == Colour::White { "W" } else { "B" });
    }
    if let Some(s) = &t.system {
        let _ = write!(out, "192 {s}\r");
    }
    if t.scoring != Scoring::CHESS {
        let s = &t.scoring;
        let _ = write!(
            out,
            "162  W {:>4}    D {:>4}    L {:>4}    Z {:>4}    P {:>4}\r",
            format_tenths(s.win),
            format_tenths(s.draw),
            format_tenths(s.loss),
            format_tenths(s.zero_bye),
            format_tenths(s.pairing_bye)
        );
    }
    for group in &t.forbidden {
        if group.last_round == u32::MAX && group.first_round == 1 {
            let ids: Vec<String> = group.players.iter().map(u32::to_string).collect();
            let _ = write!(out, "XXP {}\r", ids.join(" "));
        } else {
            out.push_str(&record_260_wide(group, width));
            out.push('\r');
        }
    }
    for a in &t.accelerations {
        out.push_str(&record_250_wide(a, width));
        out.push('\r');
    }
    for b in &t.byes {
        out.push_str(&record_240_wide(b, width));
        out.push('\r');
    }
    for a in &t.abnormal {
        out.push_str(&record_299_wide(a, width));
        out.push('\r');
    }
    for l in &t.other_lines {
        let _ = write!(out, "{l}\r");
    }
    for p in &t.players {
        let mut identity: String = p.identity.clone();
        while identity.chars().count() < 71 {
            identity.push(' ');
        }
        let identity: String = identity.chars().take(71).collect();
        let _ = write!(
            out,
            "001 {:>width$} {}{:>4} {:>width$}",
            p.id,
            identity,
            format_tenths(p.points),
            ""
        );
        for rec in &p.rounds {
            let opp = rec
                .opponent
                .map_or("0".repeat(width), |o| format!("{o:>width$}"));
            let colour = match rec.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            let result = rec.result.map_or(' ', ResultCode::to_char);
            if rec.result.is_none() && rec.opponent.is_none() {
                out.push_str(&" ".repeat(10 + width - 4));
            } else {
                let _ = write!(out, "  {opp} {colour} {result}");
            }
        }
        while out.ends_with(' ') {
            out.pop();
        }
        out.push('\r');
    }
    out
}

/// `-1.5` / `2.0`: tenths as TRF writes points.
fn signed_tenths(t: i32) -> String {
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", t.unsigned_abs() / 10, t.unsigned_abs() % 10)
}

fn read_signed_tenths(text: &str) -> Option<i32> {
    let t = text.trim();
    let (neg, rest) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let (int, frac) = rest.split_once('.').unwrap_or((rest, ""));
    if int.is_empty() && frac.is_empty()
        || !int.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
        || frac.chars().skip(1).any(|c| c != '0')
    {
        return None;
    }
    let i: i32 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let f = frac.chars().next().map_or(0, |c| c as i32 - '0' as i32);
    let v = i.checked_mul(10)?.checked_add(f)?;
    Some(if neg { -v } else { v })
}

/// Record 299: type in column 5, match points (8-11) empty in an individual event, points in
/// 14-17, round in 20-22 (`000`: every round), players in 24-27, 29-32, ...
pub fn record_299(a: &Abnormal) -> String {
    record_299_wide(a, 4)
}

/// Record 299 with starting numbers `width` columns wide.
pub fn record_299_wide(a: &Abnormal, width: usize) -> String {
    let mut l = format!(
        "299 {}  {:4}  {:>4}  {:03}",
        a.kind.unwrap_or(' '),
        "",
        signed_tenths(a.tenths),
        a.round
    );
    for p in &a.players {
        l.push_str(&format!(" {p:>width$}"));
    }
    l
}

/// Record 299 read: the error names the line `ln` and the field's column.
pub fn read_299(line: &str, ln: usize) -> Result<Abnormal, TrfError> {
    read_299_wide(line, ln, 4)
}

/// Record 299 read with starting numbers `width` columns wide (`XXW`), one every
/// `width + 1` columns from column 24.
fn read_299_wide(line: &str, ln: usize, width: usize) -> Result<Abnormal, TrfError> {
    let field_error = |column: usize, message: String| {
        err(
            ln,
            column,
            TrfErrorKind::BadRecord {
                record: "299",
                message,
            },
        )
    };
    let cols = |from: usize, to: usize| -> String {
        line.chars().skip(from - 1).take(to + 1 - from).collect()
    };
    let kind = cols(5, 5).chars().next().unwrap_or(' ');
    let kind = match kind.to_ascii_uppercase() {
        ' ' => None,
        c @ ('W' | 'D' | 'L' | 'F' | 'H' | 'Z' | '+' | '-') => Some(c),
        c => {
            return Err(field_error(
                5,
                format!("type of assignment {c:?} (column 5) is none of W D L F H Z + - or blank"),
            ));
        }
    };
    let mp = cols(8, 11);
    if !mp.trim().is_empty() && read_signed_tenths(&mp) != Some(0) {
        return Err(field_error(
            8,
            format!(
                "match points {:?} (columns 8-11) in an individual event",
                mp.trim()
            ),
        ));
    }
    let pts = cols(14, 17);
    let tenths = read_signed_tenths(&pts).ok_or_else(|| {
        field_error(
            14,
            format!("points {:?} (columns 14-17) are not a number", pts.trim()),
        )
    })?;
    if tenths % 5 != 0 {
        return Err(field_error(
            14,
            format!(
                "points {:?} (columns 14-17) are not a whole or half number",
                pts.trim()
            ),
        ));
    }
    let r = cols(20, 22);
    let round = if r.trim().is_empty() {
        0
    } else {
        r.trim().parse().map_err(|_| {
            field_error(
                20,
                format!("round {:?} (columns 20-22) is not a number", r.trim()),
            )
        })?
    };
    let mut players = Vec::new();
    let len = line.chars().count();
    let mut at = 24;
    while at <= len {
        let text = cols(at, at + width - 1);
        if !text.trim().is_empty() {
            match text.trim().parse::<u32>() {
                Ok(p) if p > 0 => players.push(p),
                _ => {
                    return Err(field_error(
                        at,
                        format!(
                            "player {:?} (columns {at}-{}) is not a starting number",
                            text.trim(),
                            at + width - 1
                        ),
                    ));
                }
            }
        }
        at += width + 1;
    }
    if players.is_empty() {
        return Err(field_error(
            24,
            "no player is named (columns 24-27, ...)".into(),
        ));
    }
    if kind.is_some() && tenths < 0 {
        return Err(field_error(
            14,
            "the points of a result cannot be negative (a penalty has no type)".into(),
        ));
    }
    Ok(Abnormal {
        kind,
        tenths,
        round,
        players,
    })
}

/// Record 260: `260 RRR RRR PPPP PPPP ...`.
pub fn record_260(p: &Prohibition) -> String {
    record_260_wide(p, 4)
}

/// Record 260 with starting numbers `width` columns wide.
pub fn record_260_wide(p: &Prohibition, width: usize) -> String {
    let mut l = format!("260 {:03} {:03}", p.first_round, p.last_round.min(999));
    for id in &p.players {
        let _ = write!(l, " {id:>width$}");
    }
    l
}

/// Record 250: `250 MMMM GGGG RRR RRR PPPP PPPP`, match points left empty (individual).
pub fn record_250(a: &Acceleration) -> String {
    record_250_wide(a, 4)
}

/// Record 250 with starting numbers `width` columns wide.
pub fn record_250_wide(a: &Acceleration, width: usize) -> String {
    format!(
        "250      {:>4} {:03} {:03} {:>width$} {:>width$}",
        format_tenths(a.points),
        a.first_round,
        a.last_round,
        a.first_player,
        a.last_player
    )
}

/// Record 240: `240 T RRR PPPP PPPP ...`.
pub fn record_240(b: &ByeRecord) -> String {
    record_240_wide(b, 4)
}

/// Record 240 with starting numbers `width` columns wide.
pub fn record_240_wide(b: &ByeRecord, width: usize) -> String {
    let mut l = format!("240 {} {:03}", b.code.to_char(), b.round);
    for id in &b.players {
        let _ = write!(l, " {id:>width$}");
    }
    l
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A player line: number, points column, then one block per round (`"   2 w 1"`).
    fn player(no: u32, points: &str, blocks: &[&str]) -> String {
        let mut l = format!(
            "001 {no:>4}      {:<33} {:>4} {:<3} {:>11} {:<10} {points:>4} {no:>4}  ",
            format!("Player {no}"),
            2000 - no,
            "NED",
            "",
            ""
        );
        for b in blocks {
            let _ = write!(l, "{b:<8}  ");
        }
        l.trim_end().to_owned()
    }

    #[test]
    fn a_result_without_an_opponent_is_a_bye_of_its_value_with_a_warning() {
        let text = [
            "162 W 1.0 D 0.5 L 0.0".to_owned(),
            player(1, "1.5", &["   2 w 1", "0000 - ="]),
            player(2, "1.0", &["   1 b 0", "     - 1"]),
            player(3, "0.0", &["0000 - 0", "0000 - -"]),
        ]
        .join("\n");
        let r = read(&text).unwrap();
        let t = &r.tournament;
        assert_eq!(t.players[0].rounds[1].result, Some(ResultCode::HalfBye));
        assert_eq!(t.players[1].rounds[1].result, Some(ResultCode::FullBye));
        assert_eq!(t.players[2].rounds[0].result, Some(ResultCode::ZeroBye));
        assert_eq!(t.players[2].rounds[1].result, Some(ResultCode::ForfeitLoss));
        let said: Vec<(usize, usize)> = r.warnings.iter().map(|w| (w.line, w.column)).collect();
        assert_eq!(said, [(2, 109), (3, 109), (4, 99)], "{:?}", r.warnings);
        assert!(
            r.warnings[0]
                .to_string()
                .contains("taken as a bye of its value (H)")
        );
        assert_eq!(r.warnings[0].read, "0000 - =");
    }

    #[test]
    fn a_bye_without_a_letter_takes_the_value_of_the_points_column() {
        let text = [
            "162 W 2.0 D 1.0 L 0.0".to_owned(),
            player(1, "3.0", &["   2 w 1", "0000 -  "]),
            player(2, "2.0", &["   1 b 0", "0000 -  "]),
            player(3, "0.0", &["0000 -  ", "0000 -  "]),
        ]
        .join("\r\n");
        let r = read(&text).unwrap();
        let t = &r.tournament;
        assert_eq!(t.players[0].rounds[1].result, Some(ResultCode::HalfBye));
        assert_eq!(t.players[1].rounds[1].result, Some(ResultCode::FullBye));
        assert_eq!(t.players[2].rounds[0], RoundRecord::UNPAIRED);
        assert_eq!(r.warnings.len(), 2, "{:?}", r.warnings);
        let w = r.warnings[0].to_string();
        assert!(
            w.starts_with("line 2, column 109: player 1, round 2"),
            "{w}"
        );
        assert!(w.contains("a half-point bye (H) (1.0 points)"), "{w}");
        assert!(r.warnings[1].done.contains("a full-point bye (F)"));
    }

    #[test]
    fn a_points_column_the_results_do_not_make_is_said_by_player() {
        let text = [
            player(1, "0.5", &["   2 w 1"]),
            player(2, "0.0", &["   1 b 0"]),
        ]
        .join("\n");
        let r = read(&text).unwrap();
        assert_eq!(r.warnings.len(), 1);
        assert_eq!(
            r.warnings[0].to_string(),
            "line 1, column 81: \"0.5\": player 1: the points column says 0.5, the results listed give 1.0; the results are kept"
        );
    }

    /// A bye written for the round after the last one paired is requested for the round to
    /// come (as JaVaFo-era programs announce it): the points column does not count it yet, and
    /// that is no disagreement; a bye of a round already paired counts.
    #[test]
    fn a_bye_requested_for_the_round_to_come_is_not_in_the_points_column() {
        let text = [
            player(1, "1.0", &["   2 w 1", "0000 - H"]),
            player(2, "0.5", &["   1 b 0", "0000 - H", "0000 - H"]),
            player(3, "1.0", &["   4 w 1", "   4 b 0"]),
            player(4, "1.0", &["   3 b 0", "   3 w 1"]),
        ]
        .join("\r\n");
        // Round 2 is paired (players 3 and 4 meet): player 2's bye of round 2 counts, that of
        // round 3 is to come; player 1's column leaves out a bye of round 2, which counts.
        let r = read(&text).unwrap();
        let said: Vec<String> = r.warnings.iter().map(ToString::to_string).collect();
        assert_eq!(said.len(), 1, "{said:?}");
        assert!(
            said[0].starts_with("line 1, column 81: \"1.0\": player 1: the points column says 1.0, the results listed give 1.5"),
            "{said:?}"
        );
        // With no game in round 2, every bye of it is to come.
        let text = [
            player(1, "1.0", &["   2 w 1", "0000 - H"]),
            player(2, "0.0", &["   1 b 0", "0000 - F", "0000 - H"]),
        ]
        .join("\r\n");
        let r = read(&text).unwrap();
        assert_eq!(r.warnings, [], "{:?}", r.warnings);
    }

    #[test]
    fn every_problem_of_a_file_is_reported_at_once() {
        let text = [
            "142 many".to_owned(),
            player(1, "1.0", &["   2 w 1"]),
            player(2, "0.0", &["   1 x 0"]),
            player(3, "0.0", &["   4 w 1"]),
            "260 001 001    1   99".to_owned(),
        ]
        .join("\n");
        let e = read(&text).unwrap_err();
        let kinds: Vec<String> = e.iter().map(ToString::to_string).collect();
        assert_eq!(e.len(), 4, "{kinds:?}");
        assert!(kinds[0].starts_with("line 1, column 5: bad number of rounds"));
        assert!(kinds[1].starts_with("line 3, column 97: bad colour"));
        assert_eq!(
            kinds[2],
            "line 5, column 13: player 99 is referred to but not listed"
        );
        assert_eq!(kinds[3], "player 4 is referred to but not listed");
    }

    const SAMPLE: &str = "012 Test\r162  W 2.0    D 1.0\r001    1      Test0001 Player0001               2400                             3.0    1     2 w 1     3 b =  0000 - U\r001    2      Test0002 Player0002               2300                             0.0    3     1 b 0  0000 - Z     3 w -\r001    3      Test0003 Player0003               2200                             2.0    2  0000 - H     1 w =     2 b +\r";

    #[test]
    fn reads_players_results_and_scoring() {
        let t = parse(SAMPLE).unwrap();
        assert_eq!(t.scoring.win, 20);
        assert_eq!(t.scoring.draw, 10);
        assert_eq!(t.scoring.pairing_bye, 20);
        assert_eq!(t.players.len(), 3);
        let p1 = &t.players[0];
        assert_eq!(p1.rating, 2400);
        assert_eq!(p1.points, 30);
        assert_eq!(p1.rounds[0].opponent, Some(2));
        assert_eq!(p1.rounds[0].colour, Some(Colour::White));
        assert_eq!(p1.rounds[2].result, Some(ResultCode::PairingBye));
        assert!(p1.rounds[0].game_played());
        let p3 = &t.players[2];
        assert_eq!(p3.rounds[0].result, Some(ResultCode::HalfBye));
        assert_eq!(p3.rounds[2].result, Some(ResultCode::ForfeitWin));
        assert!(!p3.rounds[2].game_played());
        assert!(p3.rounds[2].participated());
        assert_eq!(t.rounds_played(), 3);
    }

    #[test]
    fn line_ends_are_all_accepted() {
        let lf = SAMPLE.replace('\r', "\n");
        let crlf = SAMPLE.replace('\r', "\r\n");
        let a = parse(SAMPLE).unwrap();
        assert_eq!(parse(&lf).unwrap(), a);
        assert_eq!(parse(&crlf).unwrap(), a);
    }

    #[test]
    fn round_trips_through_the_writer() {
        let a = parse(SAMPLE).unwrap();
        let text = write(&a);
        let b = parse(&text).unwrap();
        assert_eq!(a.players.len(), b.players.len());
        for (p, q) in a.players.iter().zip(&b.players) {
            assert_eq!(p.id, q.id);
            assert_eq!(p.rating, q.rating);
            assert_eq!(p.points, q.points);
            assert_eq!(p.rounds, q.rounds);
        }
        assert_eq!(a.scoring, b.scoring);
    }

    #[test]
    fn bad_result_code_is_located() {
        let bad = SAMPLE.replacen("2 w 1", "2 w X", 1);
        let e = parse(&bad).unwrap_err();
        assert_eq!(e.line, 3);
        assert_eq!(e.column, 99);
        assert_eq!(e.kind, TrfErrorKind::BadResult('X'));
    }

    #[test]
    fn inconsistent_opponents_are_refused() {
        let bad = SAMPLE.replacen("1 b 0", "3 b 0", 1);
        assert!(matches!(
            parse(&bad).unwrap_err().kind,
            TrfErrorKind::Inconsistent { .. }
        ));
    }

    #[test]
    fn short_player_line_is_refused() {
        let e = parse("001    1  Short\n").unwrap_err();
        assert_eq!(e.kind, TrfErrorKind::PlayerLineTooShort(15));
    }

    #[test]
    fn characters_of_several_bytes_are_refused_not_split() {
        let e = parse(&SAMPLE.replace("162  W 2.0", "162  \u{20ac}2.0")).unwrap_err();
        assert_eq!((e.line, e.column), (2, 5));
        assert_eq!(e.kind, TrfErrorKind::BadScoring("\u{20ac} 2.0".into()));
        let e = parse(&SAMPLE.replace("D 1.0", "D 1.\u{e9}")).unwrap_err();
        assert_eq!(e.kind, TrfErrorKind::BadScoring("D 1.\u{e9}".into()));
        assert_eq!(parse_tenths("1.\u{e9}"), None);
        // A name with accents keeps the columns after it in place.
        let t = parse(&SAMPLE.replace(
            "Test0001 Player0001",
            "T\u{e9}st\u{20ac}001 Pl\u{e4}yer0001",
        ))
        .unwrap();
        assert_eq!(t.players[0].name, "T\u{e9}st\u{20ac}001 Pl\u{e4}yer0001");
        assert_eq!(t.players[0].rating, 2400);
        assert_eq!(t.players[0].rounds.len(), 3);
    }

    #[test]
    fn a_file_without_player_lines_is_refused_saying_what_a_trf_file_holds() {
        for text in [
            "",
            "\r\n",
            "Dear arbiter,\nthe results are attached.\n",
            "012 Open\rXXR 9\r",
        ] {
            let e = parse(text).unwrap_err();
            assert!(
                matches!(e.kind, TrfErrorKind::NoPlayers { .. }),
                "{text:?}: {e}"
            );
            let m = e.to_string();
            assert!(m.starts_with("no player line in "), "{m}");
            assert!(m.contains("beginning `001`"), "{m}");
        }
        assert_eq!(
            parse("a\nb\n").unwrap_err().kind,
            TrfErrorKind::NoPlayers { lines: 2 }
        );
    }

    #[test]
    fn tenths() {
        assert_eq!(parse_tenths(" 3.5"), Some(35));
        assert_eq!(parse_tenths("10"), Some(100));
        assert_eq!(parse_tenths("1.50"), Some(15));
        assert_eq!(parse_tenths("x"), None);
    }
}

#[cfg(test)]
mod record_tests {
    use super::*;

    const PLAYERS: &str = "001    1      A                                 2400                             0.0    1     2 w 1\r001    2      B                                 2300                             0.0    2     1 b 0\r";

    fn with(line: &str) -> Result<Tournament, TrfError> {
        parse(&format!("012 X\r{line}\r{PLAYERS}"))
    }

    #[test]
    fn records_240_250_260_and_xxa_are_read_and_written_back() {
        let text = format!(
            "012 X\r142 5\r250       2.0 001 003    1    2\r250       1.0 004 004    2    2\r260 002 005    1    2\r240 H 002    1\r240 F 003    1    2\rXXA    2  0.5\r{PLAYERS}"
        );
        let t = parse(&text).unwrap();
        assert_eq!(t.acceleration(1, 1), 20);
        assert_eq!(t.acceleration(1, 4), 0);
        // A later record overrides an earlier one: XXA gives player 2 0.5 in round 1.
        assert_eq!(t.acceleration(2, 1), 5);
        assert_eq!(t.acceleration(2, 2), 20);
        assert_eq!(t.acceleration(2, 4), 10);
        assert!(!t.prohibited(1, 2, 1));
        assert!(t.prohibited(2, 1, 2));
        assert!(t.prohibited(1, 2, 5));
        assert!(!t.prohibited(1, 2, 6));
        assert_eq!(t.bye_record(1, 2), Some(ResultCode::HalfBye));
        assert_eq!(t.bye_record(2, 3), Some(ResultCode::FullBye));
        assert_eq!(t.bye_record(2, 2), None);
        let again = parse(&write(&t)).unwrap();
        assert_eq!(again.accelerations, t.accelerations);
        assert_eq!(again.forbidden, t.forbidden);
        assert_eq!(again.byes, t.byes);
        assert!(
            write(&t).contains("\r260 002 005    1    2\r"),
            "{}",
            write(&t)
        );
        assert!(write(&t).contains("\r250       2.0 001 003    1    2\r"));
        assert!(write(&t).contains("\r240 F 003    1    2\r"));
    }

    /// The tournament of `records_240_250_260_and_xxa_are_read_and_written_back` with a
    /// record 299, every starting number raised by `by`.
    fn renumbered(by: u32) -> Tournament {
        let text = format!(
            "012 X\r142 5\r250       2.0 001 003    1    2\r260 002 005    1    2\r240 F 003    1    2\r{}\r{PLAYERS}",
            record_299(&Abnormal {
                kind: None,
                tenths: -10,
                round: 1,
                players: vec![2],
            })
        );
        let mut t = parse(&text).unwrap();
        for p in &mut t.players {
            p.id += by;
            for r in &mut p.rounds {
                r.opponent = r.opponent.map(|o| o + by);
            }
        }
        for g in &mut t.forbidden {
            g.players.iter_mut().for_each(|p| *p += by);
        }
        for b in &mut t.byes {
            b.players.iter_mut().for_each(|p| *p += by);
        }
        for a in &mut t.abnormal {
            a.players.iter_mut().for_each(|p| *p += by);
        }
        for a in &mut t.accelerations {
            a.first_player += by;
            a.last_player += by;
        }
        t
    }

    #[test]
    fn starting_numbers_beyond_9999_are_written_wider_and_read_back() {
        let col = |l: &str, a: usize, b: usize| -> String {
            l.chars().skip(a - 1).take(b + 1 - a).collect()
        };
        let narrow = write(&renumbered(9_000));
        assert!(!narrow.contains("XXW"), "{narrow}");
        let t = renumbered(10_000);
        let text = write(&t);
        let lines: Vec<&str> = text.split('\r').collect();
        assert_eq!(lines[1], "XXW 5", "{text}");
        let first = lines.iter().find(|l| l.starts_with("001")).unwrap();
        assert_eq!(col(first, 5, 9), "10001");
        assert_eq!(col(first, 16, 16), "A");
        assert_eq!(col(first, 50, 53), "2400");
        assert_eq!(col(first, 94, 102), "10002 w 1");
        assert!(text.contains("\r260 002 005 10001 10002\r"), "{text}");
        assert!(
            text.contains("\r250       2.0 001 003 10001 10002\r"),
            "{text}"
        );
        assert!(text.contains("\r240 F 003 10001 10002\r"), "{text}");
        let penalty = lines.iter().find(|l| l.starts_with("299")).unwrap();
        assert_eq!(col(penalty, 14, 17), "-1.0");
        assert_eq!(col(penalty, 24, 28), "10002");
        let back = read(&text).unwrap();
        assert_eq!(back.tournament, t);
        // The points column is said where it is: one column further right.
        let said = |text: &str| -> Vec<(usize, String)> {
            let r = read(text).unwrap();
            r.warnings
                .iter()
                .map(|w| (w.column, w.read.clone()))
                .collect()
        };
        let narrow: Vec<(usize, String)> =
            said(&narrow).into_iter().map(|(c, r)| (c + 1, r)).collect();
        assert!(!narrow.is_empty());
        assert_eq!(said(&text), narrow);
    }

    #[test]
    fn a_starting_number_wider_than_its_columns_is_refused_not_misread() {
        let text = write(&renumbered(10_000)).replacen("XXW 5\r", "", 1);
        let e = read(&text).unwrap_err();
        let wide = e
            .iter()
            .find(|e| e.line == 7)
            .unwrap_or_else(|| panic!("{e:?}"));
        assert_eq!(wide.column, 5);
        assert_eq!(
            wide.kind,
            TrfErrorKind::WideNumberUndeclared("10001".into())
        );
        assert!(wide.to_string().contains("XXW 5"), "{wide}");
    }

    #[test]
    fn a_width_that_is_no_width_is_refused() {
        for bad in ["12", "3", "five", ""] {
            let e = with(&format!("XXW {bad}")).unwrap_err();
            assert_eq!((e.line, e.column), (2, 5), "{bad}: {e}");
            assert_eq!(e.kind, TrfErrorKind::BadNumberWidth(bad.into()));
        }
        // A width of 4 is the usual form, said.
        assert_eq!(with("XXW 4").unwrap().players.len(), 2);
    }

    #[test]
    fn a_generated_field_of_10500_players_reads_back_from_its_file() {
        let t = crate::random::tournament(10_500, 3, 1);
        let back = parse(&write(&t)).expect("the wide file reads back");
        assert_eq!(back.players.len(), t.players.len());
        for (p, q) in back.players.iter().zip(&t.players) {
            assert_eq!(p.id, q.id);
            assert_eq!(p.rounds, q.rounds, "player {}", p.id);
        }
    }

    #[test]
    fn abnormal_points_keep_their_columns() {
        let col = |l: &str, a: usize, b: usize| -> String {
            l.chars().skip(a - 1).take(b + 1 - a).collect()
        };
        let a = Abnormal {
            kind: Some('H'),
            tenths: 10,
            round: 3,
            players: vec![12, 4],
        };
        let l = record_299(&a);
        assert_eq!(col(&l, 5, 5), "H");
        assert_eq!(col(&l, 14, 17), " 1.0");
        assert_eq!(col(&l, 20, 22), "003");
        assert_eq!(col(&l, 24, 27), "  12");
        assert_eq!(col(&l, 29, 32), "   4");
        assert_eq!(read_299(&l, 1).unwrap(), a);
        let penalty = Abnormal {
            kind: None,
            tenths: -15,
            round: 0,
            players: vec![7],
        };
        assert_eq!(read_299(&record_299(&penalty), 1).unwrap(), penalty);
        assert_eq!(
            read_299("299 Q         1.0  001    1", 1)
                .unwrap_err()
                .column,
            5
        );
        assert_eq!(
            read_299("299 H         0.7  001    1", 1)
                .unwrap_err()
                .column,
            14
        );
        assert_eq!(
            read_299("299 H  1.0    1.0  001    1", 1)
                .unwrap_err()
                .column,
            8
        );
        assert_eq!(
            read_299("299 H         1.0  001", 1).unwrap_err().column,
            24
        );
        assert_eq!(
            read_299("299 H        -1.0  001    1", 1)
                .unwrap_err()
                .column,
            14
        );
    }

    #[test]
    fn abnormal_points_count_in_the_pairing_score() {
        // Player 1 won round 1 by forfeit; a 299 record makes it worth half a point.
        let text = |extra: &str| {
            format!(
                "012 X\r{extra}001    1      A                                 2400                             1.0    1     2 w +\r001    2      B                                 2300                             0.0    2     1 b -\r"
            )
        };
        let plain = parse(&text("")).unwrap();
        let rec = plain.players[0].rounds[0];
        assert_eq!(plain.points_of(1, 1, &rec), 10);
        let t = parse(&text("299 +         0.5  001    1\r")).unwrap();
        assert_eq!(t.points_of(1, 1, &rec), 5);
        assert_eq!(t.points_of(1, 2, &rec), 10);
        assert!(write(&t).contains("\r299 +         0.5  001    1\r"));
        // Round 0 names every round; a record for a round names a result of its type.
        let all = parse(&text("299 +         0.0  000    1\r")).unwrap();
        assert_eq!(all.points_of(1, 1, &rec), 0);
        let e = parse(&text("299 =         0.5  001    1\r")).unwrap_err();
        assert!(matches!(e.kind, TrfErrorKind::BadRecord { .. }), "{e}");
        let e = parse(&text("299 D         0.5  001    1\r")).unwrap_err();
        assert_eq!((e.line, e.column), (2, 5), "{e}");
        assert!(
            e.to_string()
                .contains("player 1 has no D result in round 1"),
            "{e}"
        );
        let e = parse(&text("299 +         0.5  001    9\r")).unwrap_err();
        assert_eq!(e.kind, TrfErrorKind::UnknownPlayer(9));
    }

    #[test]
    fn bad_records_are_refused_naming_line_column_and_field() {
        let cases: [(&str, usize, &str); 9] = [
            ("250       0.0 001 001    1    2", 10, "fictitious points"),
            ("250  1.0  1.0 001 001    1    2", 5, "match points"),
            (
                "250       1.0 003 001    1    2",
                19,
                "last round (1) is before the first (3)",
            ),
            ("250       1.0 001 001    x    2", 23, "first player"),
            ("260 001 001    1", 13, "at least two players"),
            ("260 001 00x    1    2", 9, "last round"),
            (
                "260 001 001    1    7",
                13,
                "player 7 is referred to but not listed",
            ),
            ("240 X 001    1", 5, "type of bye"),
            ("240 H 001    1", 5, "player 1 has a H bye in round 1"),
        ];
        for (line, column, says) in cases {
            let e = with(line).unwrap_err();
            assert_eq!((e.line, e.column), (2, column), "{line}: {e}");
            assert!(e.to_string().contains(says), "{line}: {e}");
        }
        // A bye announced for a round not yet played is no conflict.
        assert!(with("240 H 002    1").is_ok());
    }
}
