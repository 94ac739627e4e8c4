//! The `prize_lists` table (migration 0007): a tournament's prize list as JSON.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::prize_list::PrizeList;

use super::{StoreError, now};

/// The prize list of tournament `tid`, if it has one.
pub fn get(conn: &Connection, tid: i64) -> Result<Option<PrizeList>, StoreError> {
    let text: Option<String> = conn
        .query_row(
            "SELECT list_json FROM prize_lists WHERE tournament_id = ?1",
            [tid],
            |r| r.get(0),
        )
        .optional()?;
    text.map(|t| {
        serde_json::from_str(&t)
            .map_err(|e| StoreError::Corrupt(format!("the prize list of tournament {tid}: {e}")))
    })
    .transpose()
}

/// Stores the prize list of tournament `tid`, replacing any.
pub fn put(conn: &Connection, tid: i64, list: &PrizeList) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO prize_lists (tournament_id, list_json, updated_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (tournament_id) DO UPDATE SET list_json = ?2, updated_at = ?3",
        params![
            tid,
            serde_json::to_string(list).expect("a prize list serializes"),
            now()
        ],
    )?;
    Ok(())
}
