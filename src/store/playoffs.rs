//! The `playoffs` table (migration 0014): a tournament's play-offs as JSON, in the order recorded.

use rusqlite::{Connection, params};

use crate::domain::playoff::PlayOff;

use super::{StoreError, now};

/// The play-offs of tournament `tid`, in the order recorded.
pub fn load(conn: &Connection, tid: i64) -> Result<Vec<PlayOff>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT position, playoff_json FROM playoffs WHERE tournament_id = ?1 ORDER BY position",
    )?;
    let rows = stmt.query_map([tid], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?;
    let mut out = Vec::new();
    for row in rows {
        let (position, text) = row?;
        out.push(serde_json::from_str(&text).map_err(|e| {
            StoreError::Corrupt(format!("play-off {position} of tournament {tid}: {e}"))
        })?);
    }
    Ok(out)
}

/// Stores play-off `position` (from 1) of tournament `tid`, replacing any.
pub fn put(conn: &Connection, tid: i64, position: usize, p: &PlayOff) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO playoffs (tournament_id, position, playoff_json, updated_at)
         VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (tournament_id, position) DO UPDATE SET playoff_json = ?3, updated_at = ?4",
        params![
            tid,
            position as i64,
            serde_json::to_string(p).expect("a play-off serializes"),
            now()
        ],
    )?;
    Ok(())
}
