//! Results: one command, [`enter_results`], for the results grid, the one-action forfeits, the
//! JSON API (a game or a whole board) and the command line.
//!
//! Lost updates are checked per board: each board written carries what its writer saw of it
//! ([`BoardSeen`]): the report its page showed (the grid), or the tournament's version it read (the
//! API), which must not be older than the board's last result (`boards.result_version`,
//! migration 0005). Writers on different boards never conflict; two on the same board do.
//! A write that gives a board the result it already has changes nothing: no row, no audit
//! row, the same version.

use rusqlite::{Connection, Transaction};
use serde_json::json;

use crate::domain::{
    BoardReport, Correction, Forfeit, GameEntry, GameReport, RoundError, RoundState, Tournament,
    TournamentError,
};

use super::super::audit::{self, json};
use super::super::{Refusal, StoreError, games, rounds as round_rows, tournaments};
use super::{Stale, StaleBoard, board_id, change, round_id, version};

/// What the writer of a board saw of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardSeen {
    /// The tournament's version the writer read: the board's result must not have been
    /// written after it.
    Version(i64),
    /// The board's report as the writer's page showed it (empty for none).
    Report(String),
    /// The board as stored (the command line and imports).
    Any,
}

/// What is entered on a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entered {
    /// Every game's result in order, with the score-sheet flags of 000 art. 3.10 (`None`
    /// keeps the stored flag).
    Report {
        games: Vec<GameReport>,
        home_sheets_missing: Option<bool>,
        away_sheets_missing: Option<bool>,
    },
    /// Results by game number as typed in the grid, where a board is entered whole: a game
    /// left out is named as missing. With the score-sheet flags as ticked.
    Typed {
        games: Vec<(u8, GameReport)>,
        home_sheets_missing: bool,
        away_sheets_missing: bool,
    },
    /// One game; the board's other games keep their stored results.
    Game { game: u8, entry: GameEntry },
    /// A one-action forfeit (000 art. 2.24, 2.25, 3.10).
    Forfeit(Forfeit),
}

/// One board's write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardInput {
    pub board: u32,
    pub entered: Entered,
    pub seen: BoardSeen,
}

/// Why a result is entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason<'a> {
    /// No reason given: a closed round refuses the result.
    None,
    /// A correction's reason: required in a closed round, refused in an open one (the JSON
    /// API's `reason`).
    Correction(&'a str),
    /// A reason used where one is needed (a closed round) and otherwise kept as a note in the
    /// audit row (the grid's reason box, a forfeit's rule).
    Note(&'a str),
}

impl<'a> Reason<'a> {
    fn text(self) -> Option<&'a str> {
        match self {
            Reason::None => None,
            Reason::Correction(r) | Reason::Note(r) => Some(r).filter(|r| !r.trim().is_empty()),
        }
    }
}

/// What [`enter_results`] did.
#[derive(Debug, Clone)]
pub struct ResultsDone {
    /// The tournament after the command.
    pub tournament: Tournament,
    /// The tournament's version after the command (unchanged when nothing changed).
    pub version: i64,
    /// The boards whose result changed.
    pub changed: Vec<u32>,
    /// The corrections made (closed rounds).
    pub corrections: Vec<Correction>,
}

/// The report a board gets from what was entered, given its stored state.
fn report_of(t: &Tournament, round: u32, input: &BoardInput) -> Result<BoardReport, StoreError> {
    let r = t.round(round).ok_or(TournamentError::NoSuchRound(round))?;
    let b = r
        .board(input.board)
        .ok_or(TournamentError::Round(RoundError::NoSuchBoard {
            round,
            board: input.board,
        }))?;
    if b.is_bye() {
        return Err(RoundError::ByeBoard {
            round,
            board: b.number,
        }
        .into_store());
    }
    Ok(match &input.entered {
        Entered::Report {
            games,
            home_sheets_missing,
            away_sheets_missing,
        } => {
            let mut report = BoardReport::new(games.clone());
            report.home_sheets_missing = home_sheets_missing.unwrap_or(b.home_sheets_missing);
            report.away_sheets_missing = away_sheets_missing.unwrap_or(b.away_sheets_missing);
            report
        }
        Entered::Typed {
            games,
            home_sheets_missing,
            away_sheets_missing,
        } => {
            let mut list = Vec::with_capacity(b.games.len());
            for g in &b.games {
                let found = games.iter().find(|(n, _)| *n == g.number);
                match found {
                    Some((_, r)) => list.push(*r),
                    None => {
                        return Err(StoreError::Invalid {
                            field: format!("board {}", b.number),
                            message: Refusal::GameWithoutResult {
                                board: b.number,
                                game: g.number.into(),
                            },
                        });
                    }
                }
            }
            if let Some((n, _)) = games
                .iter()
                .find(|(n, _)| !b.games.iter().any(|g| g.number == *n))
            {
                return Err(RoundError::NoSuchGame {
                    round,
                    board: b.number,
                    game: *n,
                    games: b.games.len(),
                }
                .into_store());
            }
            let mut report = BoardReport::new(list);
            report.home_sheets_missing = *home_sheets_missing;
            report.away_sheets_missing = *away_sheets_missing;
            report
        }
        Entered::Game { game, entry } => {
            let g = b
                .games
                .iter()
                .find(|g| g.number == *game)
                .ok_or(RoundError::NoSuchGame {
                    round,
                    board: b.number,
                    game: *game,
                    games: b.games.len(),
                })
                .map_err(RoundError::into_store)?;
            let report = entry.report(b, g).map_err(RoundError::into_store)?;
            b.report_with_game(round, *game, report)
                .map_err(RoundError::into_store)?
        }
        Entered::Forfeit(f) => BoardReport::forfeit(*f, b.games.len() as u8, b.report())
            .map_err(RoundError::into_store)?,
    })
}

trait IntoStore {
    fn into_store(self) -> StoreError;
}

impl IntoStore for RoundError {
    fn into_store(self) -> StoreError {
        StoreError::Domain(TournamentError::Round(self))
    }
}

fn report_text(t: &Tournament, round: u32, board: u32) -> String {
    t.round(round)
        .and_then(|r| r.board(board))
        .and_then(|b| b.report())
        .map(|r| r.to_string())
        .unwrap_or_default()
}

/// Enters results on boards of round `round`, in one transaction: every board is stored, or
/// (when any is refused or was changed meanwhile) none. In a closed round each is a
/// correction and needs a reason (000: the controller corrects a result only with a reason
/// kept in the audit log).
pub fn enter_results(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    inputs: &[BoardInput],
    reason: Reason<'_>,
    who: &str,
) -> Result<ResultsDone, StoreError> {
    // The reason is typed text: checked before anything is read (`text::FreeText`).
    super::free_text("reason", reason.text(), crate::domain::round::MAX_REASON)?;
    let tx = super::super::write_transaction(conn)?;
    let now = version(&tx, tid)?;
    let mut t = tournaments::load(&tx, tid)?;
    let state = t
        .round(round)
        .ok_or(TournamentError::NoSuchRound(round))?
        .state();
    if let Reason::Correction(r) = reason
        && !r.trim().is_empty()
        && state != RoundState::Closed
    {
        return Err(StoreError::Invalid {
            field: "reason".into(),
            message: Refusal::ReasonNotClosed { round, state },
        });
    }
    // A round that takes no result refuses even the result a board already has.
    match state {
        RoundState::Draft => return Err(RoundError::Draft { round }.into_store()),
        RoundState::Closed if reason.text().is_none() => {
            return Err(RoundError::Closed { round }.into_store());
        }
        _ => {}
    }
    // What each board gets; boards given the result they already have are left alone.
    let mut planned = Vec::new();
    let mut stale = Vec::new();
    for input in inputs {
        let report = report_of(&t, round, input)?;
        let stored = report_text(&t, round, input.board);
        if t.round(round)
            .and_then(|r| r.board(input.board))
            .and_then(|b| b.report())
            .as_ref()
            == Some(&report)
        {
            continue;
        }
        let changed = match &input.seen {
            BoardSeen::Any => false,
            BoardSeen::Report(was) => was.trim() != stored,
            BoardSeen::Version(v) => {
                let bid = board_id(&tx, tid, round, input.board)?;
                *v > now || round_rows::result_version(&tx, bid)? > *v
            }
        };
        if changed {
            stale.push(StaleBoard {
                board: input.board,
                yours: report.to_string(),
                was: match &input.seen {
                    BoardSeen::Report(was) => was.trim().to_owned(),
                    _ => String::new(),
                },
                now: stored,
            });
        }
        planned.push((input.board, report));
    }
    if !stale.is_empty() {
        let boards: Vec<String> = stale.iter().map(|s| s.board.to_string()).collect();
        let r = t.round(round).expect("round checked above");
        let stored_boards: Vec<_> = stale
            .iter()
            .filter_map(|s| r.board(s.board))
            .map(|b| {
                json!({
                    "board": b.number,
                    "report": b.report().map(|r| r.to_string()),
                    "games": b.games,
                })
            })
            .collect();
        let seen_version = inputs.iter().find_map(|i| match i.seen {
            BoardSeen::Version(v) => Some(v),
            _ => None,
        });
        return Err(StoreError::Stale(Box::new(Stale {
            what: format!("the result of round {round}, board {}", boards.join(", ")),
            yours_version: seen_version,
            version: now,
            current: stale
                .iter()
                .map(|s| format!("board {}: {}", s.board, s.now))
                .collect::<Vec<_>>()
                .join("\n"),
            stored: if stored_boards.len() == 1 {
                stored_boards[0].clone()
            } else {
                json!(stored_boards)
            },
            boards: stale,
        })));
    }
    let mut corrections = Vec::new();
    let mut written = Vec::new();
    for (board, report) in &planned {
        let (bid, correction) =
            write_board(&tx, tid, &mut t, (round, *board), report, reason, who)?;
        corrections.extend(correction);
        written.push(bid);
    }
    // Points sent with a game's sides must be those the domain scored (nothing is committed
    // otherwise).
    for input in inputs {
        if let Entered::Game { game, entry } = &input.entered
            && let Some(scored) = t
                .round(round)
                .and_then(|r| r.board(input.board))
                .and_then(|b| b.games.iter().find(|g| g.number == *game))
        {
            entry.check_points(scored).map_err(RoundError::into_store)?;
        }
    }
    let version = version(&tx, tid)?;
    round_rows::stamp_boards(&tx, &written, version)?;
    tx.commit()?;
    Ok(ResultsDone {
        tournament: t,
        version,
        changed: planned.iter().map(|(b, _)| *b).collect(),
        corrections,
    })
}

/// Applies one board's report through the domain and writes its rows and audit row.
pub(crate) fn write_board(
    tx: &Transaction<'_>,
    tid: i64,
    t: &mut Tournament,
    (round, board): (u32, u32),
    report: &BoardReport,
    reason: Reason<'_>,
    who: &str,
) -> Result<(i64, Option<Correction>), StoreError> {
    let before_state = t.round(round).map(|r| r.state());
    let before = t.round(round).and_then(|r| r.board(board)).map(json);
    let correction = t.enter_result(round, board, report, reason.text())?;
    let r = t.round(round).expect("round exists");
    let rid = round_id(tx, tid, round)?;
    let bid = board_id(tx, tid, round, board)?;
    games::save_results(tx, bid, r.board(board).expect("board exists"))?;
    if before_state != Some(r.state()) {
        round_rows::set_state(tx, rid, r.state())?;
    }
    let action = if correction.is_some() {
        "correct"
    } else {
        "result"
    };
    let mut c = change(who, tid, "board", Some(bid), action);
    c.before = before;
    c.after = t.round(round).and_then(|r| r.board(board)).map(json);
    let note = match &correction {
        Some(c) => Some(c.reason.clone()),
        None => reason.text().map(str::to_owned),
    };
    c.reason = note.as_deref();
    audit::record(tx, &c)?;
    Ok((bid, correction))
}

/// Enters a board's result as stored (no check of what was seen).
pub fn record_result(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    board: u32,
    report: &BoardReport,
    who: &str,
) -> Result<(), StoreError> {
    record_results(conn, tid, round, &[(board, report.clone())], None, who).map(|_| ())
}

/// Corrects a result of a closed round, recording the reason.
pub fn correct_result(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    board: u32,
    report: &BoardReport,
    reason: &str,
    who: &str,
) -> Result<Correction, StoreError> {
    if reason.trim().is_empty() {
        return Err(RoundError::EmptyReason.into_store());
    }
    let done = record_results(
        conn,
        tid,
        round,
        &[(board, report.clone())],
        Some(reason),
        who,
    )?;
    Ok(done.corrections.into_iter().next().unwrap_or(Correction {
        round,
        board,
        before: Some(report.clone()),
        after: report.clone(),
        reason: reason.trim().to_owned(),
    }))
}

/// Enters the results of several boards of round `round` as stored, in one transaction;
/// with `correction` (the reason), each is a correction of a closed round.
pub fn record_results(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    reports: &[(u32, BoardReport)],
    correction: Option<&str>,
    who: &str,
) -> Result<ResultsDone, StoreError> {
    let inputs: Vec<BoardInput> = reports
        .iter()
        .map(|(board, r)| BoardInput {
            board: *board,
            entered: Entered::Report {
                games: r.games.clone(),
                home_sheets_missing: Some(r.home_sheets_missing),
                away_sheets_missing: Some(r.away_sheets_missing),
            },
            seen: BoardSeen::Any,
        })
        .collect();
    let reason = match correction {
        Some(r) => Reason::Correction(r),
        None => Reason::None,
    };
    enter_results(conn, tid, round, &inputs, reason, who)
}
