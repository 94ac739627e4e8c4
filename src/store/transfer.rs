//! What exports need from storage: every stored game record of a tournament, and the one
//! export of a stored tournament ([`export`]) that the command line and the dashboard's
//! downloads both call. (The writes of an entries import and of a player-list update are
//! commands: `commands::entries`.)

use rusqlite::{Connection, params};

use crate::domain::Tournament;
use crate::domain::round::RoundState;
use crate::export::pdn::StoredRecord;
use crate::export::{self, ExportError, Exported, Format, Sources};

use super::{StoreError, knockout, teams, tournaments};

/// Who a file is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// The controller (the command line, the dashboard): every round.
    Controller,
    /// The public pages: published rounds only (a draft is the controller's), and of a team
    /// event only the matches of those rounds.
    Public,
}

/// The file of format `format` of tournament `tid` (stored as `t`), read with everything it
/// is written from (a team event's teams and matches, a knock-out's bracket, the game
/// records); `round` as [`export::write`] takes it. The outer error is the database's, the
/// inner one the export's (a round the event does not have, a round for a format without).
/// Returns the tournament the file was written from (for a public file: its published rounds).
pub fn export(
    conn: &Connection,
    tid: i64,
    t: &Tournament,
    format: Format,
    round: Option<u32>,
    audience: Audience,
) -> Result<(Tournament, Result<Exported, ExportError>), StoreError> {
    let t = match audience {
        Audience::Controller => t.clone(),
        Audience::Public => {
            let rounds = t
                .rounds()
                .iter()
                .filter(|r| r.state() != RoundState::Draft)
                .cloned()
                .collect();
            Tournament::from_parts(t.settings().clone(), t.entries().to_vec(), rounds)?
        }
    };
    let shown = |n: u32| t.round(n).is_some();
    let records: Vec<StoredRecord> = if format.reads_records() {
        game_records(conn, tid)?
            .into_iter()
            .filter(|r| shown(r.round))
            .collect()
    } else {
        Vec::new()
    };
    let team = if format.reads_teams() {
        teams::load(conn, tid, t.settings())?.map(|mut e| {
            if audience == Audience::Public {
                e.matches.retain(|m| shown(m.round));
                e.lineups_in.retain(|&(r, _), _| shown(r));
            }
            e
        })
    } else {
        None
    };
    let bracket = if format.reads_knockout() && t.settings().system.is_knockout() {
        Some(knockout::of(conn, tid, &t)?)
    } else {
        None
    };
    let ties = if bracket.is_some() && format == Format::Pdn {
        knockout::records(conn, tid)?
    } else {
        Vec::new()
    };
    let sources = Sources {
        team: team.as_ref(),
        knockout: bracket.as_ref(),
        records: &records,
        ties: &ties,
    };
    let out = export::write(&t, &sources, format, round);
    Ok((t, out))
}

/// Every game of tournament `tid` that has a PDN record, by round, board and game.
pub fn game_records(conn: &Connection, tid: i64) -> Result<Vec<StoredRecord>, StoreError> {
    tournaments::settings(conn, tid)?;
    let mut stmt = conn.prepare(
        "SELECT r.number, b.number, g.number, g.pdn, g.controller_ruling
         FROM games g JOIN boards b ON b.id = g.board_id JOIN rounds r ON r.id = b.round_id
         WHERE r.tournament_id = ?1 AND g.pdn IS NOT NULL
         ORDER BY r.number, b.number, g.number",
    )?;
    let rows = stmt.query_map(params![tid], |r| {
        Ok(StoredRecord {
            round: r.get(0)?,
            board: r.get(1)?,
            game: r.get(2)?,
            pdn: r.get(3)?,
            ruling: r.get(4)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}
