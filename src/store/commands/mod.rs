//! The controller's commands: the one write path of the dashboard's forms, the JSON API and the
//! command line.
//!
//! Each command takes the connection, the tournament, what the user saw (the tournament's
//! version, or for a result the board's) and typed input, and inside one `BEGIN IMMEDIATE`
//! transaction:
//!
//! 1. compares what the user saw with what is stored, refusing with [`StoreError::Stale`]
//!    (the stored value and version) when it changed;
//! 2. loads the tournament once and applies the change through the domain's methods, which
//!    refuse what the rules do not allow ([`StoreError::Domain`]);
//! 3. writes the rows changed and one audit row per change, and commits.
//!
//! A refused command leaves the database as it was. The tournament's version is raised by the
//! triggers of migration 0003 on every row written, whichever command wrote it.
//!
//! What depends on the whole event (pairing, round states, settings, entries, ballots) is
//! checked against the tournament's version. A result is checked against its own board only
//! (see [`results`]), so controllers entering different boards never conflict.

pub mod accounts;
pub mod ballots;
pub mod book;
pub mod entries;
pub mod events;
pub mod knockout;
pub mod players;
pub mod playoffs;
pub mod prizes;
pub mod ranking;
pub mod records;
pub mod results;
pub mod rounds;
pub mod settings;
pub mod teams;

use rusqlite::{Connection, OptionalExtension, Transaction};
use serde_json::Value;

use crate::domain::{RoundError, Tournament, TournamentError};

use super::audit::Change;
use super::{StoreError, rounds as round_rows, tournaments};

pub use entries::{
    add_entry, edit_entry, import_entries, request_bye, update_from_fmjd_list, withdraw,
};
pub use events::{add_section, create_event};
pub use knockout::{record_tie_game, undo_tie_game};
pub use playoffs::{add_playoff_games, record_playoff};
pub use prizes::set_prize_list;
pub use ranking::set_ranking;
pub use records::{GameRef, set_game_record};
pub use results::{
    BoardInput, BoardSeen, Entered, ResultsDone, correct_result, enter_results, record_result,
    record_results,
};
pub use rounds::{
    close_round, pair_round, pair_round_auto, publish_round, publish_round_checked, repair_round,
    unpublish_round,
};
pub use settings::{
    create_tournament, import_tournament, import_tournament_with_ties, seed_stage, update_settings,
};
pub use teams::{
    create_team, edit_team, import_team_tournament, import_trf, pair_team_round,
    pair_team_round_auto, set_lineup, set_team_forfeit, set_team_players, set_team_schedule,
    set_team_settings,
};

/// What an edit of the event was based on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    /// The tournament's version the user read: the edit is refused ([`StoreError::Stale`])
    /// when anything of the tournament changed since.
    Version(i64),
    /// The state as stored (the command line and imports, which show nothing before).
    Any,
}

/// An edit refused because what it was based on changed meanwhile: nothing was written.
#[derive(Debug, Clone, PartialEq)]
pub struct Stale {
    /// What changed: `the settings`, `round 3`, `the result of round 2, board 4`...
    pub what: String,
    /// The tournament's version the edit was based on, where it was based on one.
    pub yours_version: Option<i64>,
    /// The tournament's version now.
    pub version: i64,
    /// The stored value now, in words.
    pub current: String,
    /// The stored value now, as JSON.
    pub stored: Value,
    /// For results: each board found changed, with the report entered over it and its
    /// report now (empty for none).
    pub boards: Vec<StaleBoard>,
}

/// A board whose result changed since the user read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaleBoard {
    pub board: u32,
    /// The report the user entered.
    pub yours: String,
    /// The report the user's page showed (what the edit was based on).
    pub was: String,
    /// The report stored now.
    pub now: String,
}

/// The check a command makes before it changes anything.
pub struct Check<'a> {
    seen: Seen,
    what: String,
    current: Box<dyn FnOnce(&Tournament) -> String + 'a>,
}

impl<'a> Check<'a> {
    /// No check: the command acts on the tournament as stored.
    pub fn any() -> Check<'a> {
        Check {
            seen: Seen::Any,
            what: String::new(),
            current: Box::new(|_| String::new()),
        }
    }

    /// `seen` checked against the tournament's version; a conflict names `what` and shows
    /// the stored state as `current` describes it.
    pub fn of(
        seen: Seen,
        what: impl Into<String>,
        current: impl FnOnce(&Tournament) -> String + 'a,
    ) -> Check<'a> {
        Check {
            seen,
            what: what.into(),
            current: Box::new(current),
        }
    }
}

/// The tournament's version, raised by every change to it.
pub fn version(conn: &Connection, tid: i64) -> Result<i64, StoreError> {
    conn.query_row(
        "SELECT version FROM tournaments WHERE id = ?1",
        [tid],
        |r| r.get(0),
    )
    .optional()?
    .ok_or(StoreError::NoSuchTournament(tid))
}

/// Runs `f` on the tournament, loaded once inside one write transaction after `check`
/// passed; commits only when `f` succeeds.
pub(crate) fn in_tournament<T>(
    conn: &mut Connection,
    tid: i64,
    check: Check<'_>,
    f: impl FnOnce(&Transaction<'_>, &mut Tournament) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    let tx = super::write_transaction(conn)?;
    let now = version(&tx, tid)?;
    let mut t = tournaments::load(&tx, tid)?;
    if let Seen::Version(v) = check.seen
        && v != now
    {
        return Err(StoreError::Stale(Box::new(Stale {
            what: check.what,
            yours_version: Some(v),
            version: now,
            current: (check.current)(&t),
            stored: Value::Null,
            boards: Vec::new(),
        })));
    }
    let out = f(&tx, &mut t)?;
    tx.commit()?;
    Ok(out)
}

/// A controller's reason, checked by the one rule (`round::reason`: trimmed, `None` when
/// blank, refused when too long).
/// Free text a person typed in field `field` (`text::FreeText`): blank is `None`; too long, or
/// with a control or bidirectional character, is refused naming the field.
pub(crate) fn free_text(
    field: &'static str,
    text: Option<&str>,
    max: usize,
) -> Result<Option<crate::domain::text::FreeText>, StoreError> {
    use crate::domain::text::{FreeText, FreeTextError};
    FreeText::optional(field, text, max).map_err(|e| StoreError::Invalid {
        field: field.into(),
        message: match e {
            FreeTextError::TooLong { len, max, .. } => super::Refusal::TooLong {
                text: None,
                len,
                max,
            },
            FreeTextError::Bad { problem, .. } => super::Refusal::BadText(problem),
        },
    })
}

pub(crate) fn reason_of(reason: Option<&str>) -> Result<Option<&str>, StoreError> {
    crate::domain::round::reason(reason).map_err(|e| StoreError::Domain(TournamentError::Round(e)))
}

/// An audit row of tournament `tid` without before, after or reason yet.
pub(crate) fn change<'a>(
    who: &'a str,
    tid: i64,
    entity: &'a str,
    entity_id: Option<i64>,
    action: &'a str,
) -> Change<'a> {
    Change {
        who,
        tournament_id: Some(tid),
        entity,
        entity_id,
        action,
        before: None,
        after: None,
        reason: None,
    }
}

/// The row id of round `number`.
pub(crate) fn round_id(tx: &Connection, tid: i64, number: u32) -> Result<i64, StoreError> {
    round_rows::id(tx, tid, number)?.ok_or(StoreError::Domain(TournamentError::NoSuchRound(number)))
}

/// The row id of board `board` of round `round`.
pub(crate) fn board_id(
    tx: &Connection,
    tid: i64,
    round: u32,
    board: u32,
) -> Result<i64, StoreError> {
    let rid = round_id(tx, tid, round)?;
    round_rows::board_id(tx, rid, board)?.ok_or(StoreError::Domain(TournamentError::Round(
        RoundError::NoSuchBoard { round, board },
    )))
}
