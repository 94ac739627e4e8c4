//! A team event's files: the board results and the team standings as CSV, and a fixed schedule
//! (a league's fixtures) read from CSV.
//!
//! - Results: `round,match,board,first_team,second_team,first_no,first_name,second_no,
//!   second_name,first_points,second_points,kind`, one row per board and game; `first` is the
//!   match's first team's player (who has White on odd boards); `kind` as the individual
//!   results file writes it (`played`, `absent`, `double_absence`, `no_scoresheet`), or
//!   `unfilled` (a board one team did not fill: the opponent's points by the event's rule),
//!   `team_forfeit` (a whole team absent), `team_bye` (the pairing-allocated team bye) or
//!   `to_be_played` (a board or a match without a result yet: empty points; a match whose two
//!   line-ups are not both in lists its boards without players).
//! - Standings: `rank,team,match_points,board_points`, then one column per team tie-break
//!   (direct encounter, Sonneborn-Berger, Buchholz) in the event's order.
//! - Schedule: `round,first_team,second_team`, teams by number or name; an empty second team
//!   gives the first the bye.

use std::collections::{BTreeMap, HashSet};

use super::{ImportError, Problem, cells};
use crate::domain::team::{Team, TeamNo, TeamPairing, UnfilledBoard, WholeForfeit};
use crate::domain::team_event::TeamEvent;
use crate::domain::team_standings::{TeamStandingRow, TeamTieBreak};
use crate::domain::{Points, StartNo, Tournament};

/// The header of a team event's results CSV.
pub const RESULT_COLUMNS: [&str; 12] = [
    "round",
    "match",
    "board",
    "first_team",
    "second_team",
    "first_no",
    "first_name",
    "second_no",
    "second_name",
    "first_points",
    "second_points",
    "kind",
];

fn name(t: &Tournament, no: StartNo) -> String {
    t.entry(no).map(|e| e.name.to_string()).unwrap_or_default()
}

/// The `kind` of a board whose game is still to be played (no points yet).
pub const TO_BE_PLAYED: &str = "to_be_played";

/// Whether any board of the match has a player of either team.
fn has_player(m: &crate::domain::team::TeamMatch) -> bool {
    m.boards
        .iter()
        .any(|b| b.first.is_some() || b.second.is_some())
}

/// Every board result of the event (or of one round), one row per board and game.
pub fn results(t: &Tournament, e: &TeamEvent, round: Option<u32>) -> String {
    let scoring = e.settings.scoring(t.settings());
    let team_name = |no: TeamNo| e.team(no).map(|x| x.name.clone()).unwrap_or_default();
    let mut w = cells::Writer::in_memory();
    w.push(RESULT_COLUMNS);
    for m in e
        .matches
        .iter()
        .filter(|m| round.is_none_or(|r| m.round == r))
    {
        let (first, second) = match m.pairing {
            TeamPairing::Match { first, second } => (first, Some(second)),
            TeamPairing::Bye { team } => (team, None),
        };
        let row = |board: u32,
                   players: (Option<StartNo>, Option<StartNo>),
                   points: (Option<Points>, Option<Points>),
                   kind: &str| {
            let no = |p: Option<StartNo>| p.map(|p| p.to_string()).unwrap_or_default();
            let nm = |p: Option<StartNo>| p.map(|p| name(t, p)).unwrap_or_default();
            let pts = |p: Option<Points>| p.map(|p| p.to_string()).unwrap_or_default();
            [
                m.round.to_string(),
                m.number.to_string(),
                board.to_string(),
                team_name(first),
                second.map(team_name).unwrap_or_default(),
                no(players.0),
                nm(players.0),
                no(players.1),
                nm(players.1),
                pts(points.0),
                pts(points.1),
                kind.to_owned(),
            ]
        };
        let per_board_win = |kind| scoring.board_win(kind);
        if second.is_none() {
            for b in 1..=scoring.boards {
                w.push(row(
                    b,
                    (None, None),
                    (Some(scoring.win * u32::from(scoring.games)), None),
                    "team_bye",
                ));
            }
            continue;
        }
        if let Some(f) = m.forfeit {
            let win = per_board_win(UnfilledBoard::Forfeit);
            let (a, b) = match f {
                WholeForfeit::First => (Points::ZERO, win),
                WholeForfeit::Second => (win, Points::ZERO),
                WholeForfeit::Both => (Points::ZERO, Points::ZERO),
            };
            for board in 1..=scoring.boards {
                w.push(row(board, (None, None), (Some(a), Some(b)), "team_forfeit"));
            }
            continue;
        }
        // A match without both line-ups (or with nobody put up yet) is to be played: its
        // boards carry no points and no players (a line-up stays private until both are in).
        if !e.lineups_complete(m) || m.score(&scoring).is_none() && !has_player(m) {
            for board in 1..=scoring.boards {
                w.push(row(board, (None, None), (None, None), TO_BE_PLAYED));
            }
            continue;
        }
        let r = t.round(m.round);
        for b in &m.boards {
            match (b.first, b.second) {
                (Some(f), Some(s)) => {
                    let Some(board) = r.and_then(|r| r.board_of(f)) else {
                        w.push(row(b.board, (Some(f), Some(s)), (None, None), TO_BE_PLAYED));
                        continue;
                    };
                    let mut any = false;
                    for g in &board.games {
                        let Some(kind) = super::tables::result_kind(board, g) else {
                            continue;
                        };
                        any = true;
                        let pts = |p| g.result_of(p).map(|x| x.points);
                        w.push(row(b.board, (Some(f), Some(s)), (pts(f), pts(s)), kind));
                    }
                    if !any {
                        w.push(row(b.board, (Some(f), Some(s)), (None, None), TO_BE_PLAYED));
                    }
                }
                (Some(_), None) | (None, Some(_)) => {
                    let win = per_board_win(scoring.unfilled);
                    let points = if b.first.is_some() {
                        (Some(win), Some(Points::ZERO))
                    } else {
                        (Some(Points::ZERO), Some(win))
                    };
                    w.push(row(b.board, (b.first, b.second), points, "unfilled"));
                }
                (None, None) => {
                    w.push(row(
                        b.board,
                        (None, None),
                        (Some(Points::ZERO), Some(Points::ZERO)),
                        "unfilled",
                    ));
                }
            }
        }
    }
    w.finish()
}

/// The tie-breaks that get a column of their own (the scores have theirs).
fn tie_break_columns(e: &TeamEvent) -> Vec<(usize, TeamTieBreak)> {
    e.settings
        .tie_breaks
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, tb)| !matches!(tb, TeamTieBreak::BoardPoints | TeamTieBreak::MatchPoints))
        .collect()
}

/// The header of the team standings CSV.
pub fn standings_header(e: &TeamEvent) -> Vec<String> {
    let mut h: Vec<String> = ["rank", "team", "match_points", "board_points"]
        .map(String::from)
        .to_vec();
    h.extend(
        tie_break_columns(e)
            .iter()
            .map(|(_, tb)| tb.name().to_owned()),
    );
    h
}

/// The team standings rows as CSV cells.
pub fn standings_cells(e: &TeamEvent, rows: &[TeamStandingRow]) -> Vec<Vec<String>> {
    let cols = tie_break_columns(e);
    rows.iter()
        .map(|r| {
            let mut c = vec![
                r.rank.to_string(),
                r.name.clone(),
                r.match_points.to_string(),
                r.board_points.to_string(),
            ];
            c.extend(cols.iter().map(|&(i, _)| r.values[i].number()));
            c
        })
        .collect()
}

/// The team standings as CSV.
pub fn standings(t: &Tournament, e: &TeamEvent) -> String {
    let rows = e.standings(t);
    let mut w = cells::Writer::in_memory();
    w.push(standings_header(e));
    for c in standings_cells(e, &rows) {
        w.push(c);
    }
    w.finish()
}

/// Reads a fixed schedule: `round,first_team,second_team` with a header, teams by number or
/// exact name, an empty second team for a bye. Each team at most once a round; every problem
/// is listed with its line.
pub fn read_schedule(
    text: &str,
    teams: &[Team],
    rounds: u32,
) -> Result<BTreeMap<u32, Vec<TeamPairing>>, ImportError> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let headers: Vec<String> = match reader.headers() {
        Ok(h) => h.iter().map(str::to_ascii_lowercase).collect(),
        Err(e) => return Err(ImportError::one(Problem::at(1, e.to_string()))),
    };
    let col = |name: &str| headers.iter().position(|h| h == name);
    let (Some(rc), Some(fc), Some(sc)) = (col("round"), col("first_team"), col("second_team"))
    else {
        return Err(ImportError::one(Problem::at(
            1,
            "the header must name round, first_team and second_team",
        )));
    };
    let team = |text: &str| -> Option<TeamNo> {
        let t = cells::restore(text);
        teams
            .iter()
            .find(|x| x.name == t || t.parse::<TeamNo>().is_ok_and(|n| n == x.no))
            .map(|x| x.no)
    };
    let mut out: BTreeMap<u32, Vec<TeamPairing>> = BTreeMap::new();
    let mut seen: HashSet<(u32, TeamNo)> = HashSet::new();
    let mut problems = Vec::new();
    for (i, rec) in reader.records().enumerate() {
        let line = i as u64 + 2;
        let rec = match rec {
            Ok(r) => r,
            Err(e) => {
                problems.push(Problem::at(line, e.to_string()));
                continue;
            }
        };
        let get = |c: usize| rec.get(c).unwrap_or("");
        let round = match get(rc).parse::<u32>() {
            Ok(r) if (1..=rounds).contains(&r) => r,
            _ => {
                problems.push(Problem::at(
                    line,
                    format!(
                        "round `{}` is not a round of the event (1 to {rounds})",
                        get(rc)
                    ),
                ));
                continue;
            }
        };
        let Some(first) = team(get(fc)) else {
            problems.push(Problem::at(line, format!("no team `{}`", get(fc))));
            continue;
        };
        let second = if get(sc).is_empty() {
            None
        } else if let Some(s) = team(get(sc)) {
            Some(s)
        } else {
            problems.push(Problem::at(line, format!("no team `{}`", get(sc))));
            continue;
        };
        let pairing = match second {
            Some(s) if s == first => {
                problems.push(Problem::at(line, format!("team {first} plays itself")));
                continue;
            }
            Some(second) => TeamPairing::Match { first, second },
            None => TeamPairing::Bye { team: first },
        };
        for t in pairing.teams() {
            if !seen.insert((round, t)) {
                problems.push(Problem::at(
                    line,
                    format!("team {t} plays twice in round {round}"),
                ));
            }
        }
        out.entry(round).or_default().push(pairing);
    }
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(ImportError { problems })
    }
}

/// A team event's standings: `rank,team,match_points,board_points`, then the team tie-breaks
/// (`export::teams`); as text, the same columns aligned; as JSON, the rows.
pub fn write_teams(
    t: &crate::domain::Tournament,
    e: &crate::domain::team_event::TeamEvent,
    format: super::standings::Format,
    out: &mut dyn std::io::Write,
) -> Result<(), super::standings::WriteError> {
    let rows = e.standings(t);
    let head = standings_header(e);
    let cells = standings_cells(e, &rows);
    match format {
        super::standings::Format::Csv => {
            let mut w = super::cells::Writer::new(out);
            w.row(&head)?;
            for row in cells {
                w.row(row)?;
            }
            w.flush()?;
        }
        super::standings::Format::Json => {
            serde_json::to_writer_pretty(&mut *out, &rows)?;
            writeln!(out)?;
        }
        super::standings::Format::Text => {
            let widths: Vec<usize> = (0..head.len())
                .map(|k| {
                    cells
                        .iter()
                        .map(|r| r[k].chars().count())
                        .chain([head[k].len()])
                        .max()
                        .unwrap_or(0)
                })
                .collect();
            for row in std::iter::once(&head).chain(&cells) {
                let line: Vec<String> = row
                    .iter()
                    .zip(&widths)
                    .enumerate()
                    .map(|(k, (c, w))| {
                        if k == 1 {
                            format!("{c:<w$}")
                        } else {
                            format!("{c:>w$}")
                        }
                    })
                    .collect();
                writeln!(out, "{}", line.join("  ").trim_end())?;
            }
        }
    }
    Ok(())
}
