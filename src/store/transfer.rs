//! What exports need from storage: every stored game record of a tournament. (The writes of
//! an entries import and of a player-list update are commands: `commands::entries`.)

use rusqlite::{Connection, params};

use crate::export::pdn::StoredRecord;

use super::{StoreError, tournaments};

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
