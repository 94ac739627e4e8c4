//! The `knockout_games` table (migration 0012): each game of each tie of a knock-out, and the
//! knock-out as it stands.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::Tournament;
use crate::domain::knockout::{Knockout, TieGame, parse_part};
use crate::pairing::knockout::TieId;

use super::games::GameRecord;
pub use super::games::tie_games as load;
use super::{Refusal, StoreError, now, tournaments};
use crate::export::pdn::TieRecord;

/// Inserts one game of a tie; returns its row id.
pub fn insert(conn: &Connection, tid: i64, g: &TieGame) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO knockout_games
            (tournament_id, part, round, tie, game, first_no, second_no, result, recorded_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            tid,
            g.tie.part.name(),
            g.tie.round,
            g.tie.number,
            g.game,
            g.first,
            g.second,
            g.report.code(),
            now(),
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Deletes the last game of a tie; returns its row id.
pub fn delete_last(conn: &Connection, tid: i64, tie: TieId) -> Result<Option<i64>, StoreError> {
    let id: Option<i64> = conn
        .query_row(
            "SELECT id FROM knockout_games
             WHERE tournament_id = ?1 AND part = ?2 AND round = ?3 AND tie = ?4
             ORDER BY game DESC LIMIT 1",
            params![tid, tie.part.name(), tie.round, tie.number],
            |r| r.get(0),
        )
        .optional()?;
    if let Some(id) = id {
        conn.execute("DELETE FROM knockout_games WHERE id = ?1", [id])?;
    }
    Ok(id)
}

/// The knock-out of an already loaded tournament.
pub fn of(conn: &Connection, tid: i64, t: &Tournament) -> Result<Knockout, StoreError> {
    Knockout::new(t, load(conn, tid)?).map_err(|e| StoreError::Corrupt(e.to_string()))
}

/// Refuses tournament `t` (stored as `tid`) with a clear message when it is not a knock-out.
pub fn require(t: &Tournament, tid: i64) -> Result<(), StoreError> {
    if t.settings().system.is_knockout() {
        return Ok(());
    }
    Err(StoreError::Invalid {
        field: "tournament".into(),
        message: Refusal::NotKnockout {
            tournament: tid,
            system: t.settings().system,
        },
    })
}

/// The knock-out of tournament `t` (stored as `tid`), already loaded (refused with a clear
/// message when it is not one).
pub fn knockout_of(conn: &Connection, tid: i64, t: &Tournament) -> Result<Knockout, StoreError> {
    require(t, tid)?;
    of(conn, tid, t)
}

/// Tournament `tid` with its knock-out (refused with a clear message when it is not one).
pub fn knockout(conn: &Connection, tid: i64) -> Result<(Tournament, Knockout), StoreError> {
    let t = tournaments::load(conn, tid)?;
    let k = knockout_of(conn, tid, &t)?;
    Ok((t, k))
}

/// The row id of game `game` of `tie` in tournament `tid`.
pub fn game_id(
    conn: &Connection,
    tid: i64,
    tie: TieId,
    game: u32,
) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM knockout_games
             WHERE tournament_id = ?1 AND part = ?2 AND round = ?3 AND tie = ?4 AND game = ?5",
            params![tid, tie.part.name(), tie.round, tie.number, game],
            |r| r.get(0),
        )
        .optional()?)
}

/// The record, verification and ruling of a tie game (migration 0018).
pub fn record(conn: &Connection, id: i64) -> Result<GameRecord, StoreError> {
    let (pdn, verification, ruling): (Option<String>, Option<String>, Option<String>) = conn
        .query_row(
            "SELECT pdn, verification_json, controller_ruling FROM knockout_games WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
    let verification = verification
        .map(|v| serde_json::from_str(&v))
        .transpose()
        .map_err(|e| StoreError::Corrupt(format!("verification of tie game {id}: {e}")))?;
    Ok(GameRecord {
        pdn,
        verification,
        ruling,
    })
}

/// Replaces the record of a tie game.
pub fn set_record(conn: &Connection, id: i64, rec: &GameRecord) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE knockout_games SET pdn = ?2, verification_json = ?3, controller_ruling = ?4
         WHERE id = ?1",
        params![
            id,
            rec.pdn,
            rec.verification.as_ref().map(|v| v.to_string()),
            rec.ruling
        ],
    )?;
    Ok(())
}

/// Every tie game of tournament `tid` that has a record, in the order played.
pub fn records(conn: &Connection, tid: i64) -> Result<Vec<TieRecord>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT part, round, tie, game, pdn, controller_ruling FROM knockout_games
         WHERE tournament_id = ?1 AND pdn IS NOT NULL ORDER BY id",
    )?;
    let rows = stmt.query_map([tid], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, u32>(1)?,
            r.get::<_, u32>(2)?,
            r.get::<_, u32>(3)?,
            r.get::<_, String>(4)?,
            r.get::<_, Option<String>>(5)?,
        ))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let (part, round, tie, game, pdn, ruling) = row?;
        let part = parse_part(&part)
            .ok_or_else(|| StoreError::Corrupt(format!("knock-out part {part:?}")))?;
        out.push(TieRecord {
            tie: TieId {
                part,
                round,
                number: tie,
            },
            game,
            pdn,
            ruling,
        });
    }
    Ok(out)
}
