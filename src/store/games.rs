//! The `games` table: each player's result kind and points, per game.

use std::collections::HashMap;

use rusqlite::{Connection, params};

use crate::domain::knockout::{TieGame, parse_part};
use crate::domain::{Board, Game, GameReport, Points, ResultKind, SideResult, StartNo};
use crate::pairing::knockout::TieId;

use super::StoreError;

fn side_columns(s: Option<SideResult>) -> (Option<&'static str>, Option<u32>) {
    match s {
        Some(s) => (Some(s.kind.name()), Some(s.points.halves())),
        None => (None, None),
    }
}

/// Inserts a game of a board.
pub fn insert(
    conn: &Connection,
    board_id: i64,
    g: &Game,
    ids: &HashMap<StartNo, i64>,
) -> Result<i64, StoreError> {
    let id_of = |no: StartNo| {
        ids.get(&no)
            .copied()
            .ok_or_else(|| StoreError::Corrupt(format!("entry {no} is not stored")))
    };
    let (fk, fp) = side_columns(g.first_result);
    let (sk, sp) = side_columns(g.second_result);
    let mut stmt = conn.prepare_cached(
        "INSERT INTO games (board_id, number, first_entry_id, second_entry_id, first_kind, first_points,
            second_kind, second_points)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?;
    stmt.execute(params![
        board_id,
        g.number,
        id_of(g.first)?,
        g.second.map(id_of).transpose()?,
        fk,
        fp,
        sk,
        sp
    ])?;
    Ok(conn.last_insert_rowid())
}

/// Writes a board's results (every game's per-player kinds and points, and the score-sheet
/// flags), raising the versions of the rows changed.
pub fn save_results(conn: &Connection, board_id: i64, b: &Board) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE boards SET home_sheets_missing = ?2, away_sheets_missing = ?3, version = version + 1
         WHERE id = ?1",
        params![board_id, b.home_sheets_missing, b.away_sheets_missing],
    )?;
    for g in &b.games {
        let (fk, fp) = side_columns(g.first_result);
        let (sk, sp) = side_columns(g.second_result);
        let n = conn.execute(
            "UPDATE games SET first_kind = ?3, first_points = ?4, second_kind = ?5, second_points = ?6,
                version = version + 1
             WHERE board_id = ?1 AND number = ?2",
            params![board_id, g.number, fk, fp, sk, sp],
        )?;
        if n != 1 {
            return Err(StoreError::Corrupt(format!(
                "game {} of board {board_id} is not stored",
                g.number
            )));
        }
    }
    Ok(())
}

/// Every game of a tournament as (board id, game), by board and game number.
pub fn load(conn: &Connection, tournament_id: i64) -> Result<Vec<(i64, Game)>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT g.board_id, g.number, f.start_no, s.start_no, g.first_kind, g.first_points,
                g.second_kind, g.second_points
         FROM games g JOIN boards b ON b.id = g.board_id JOIN rounds r ON r.id = b.round_id
         JOIN entries f ON f.id = g.first_entry_id LEFT JOIN entries s ON s.id = g.second_entry_id
         WHERE r.tournament_id = ?1 ORDER BY g.board_id, g.number",
    )?;
    let rows = stmt
        .query_map([tournament_id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, u8>(1)?,
                r.get::<_, StartNo>(2)?,
                r.get::<_, Option<StartNo>>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, Option<u32>>(5)?,
                r.get::<_, Option<String>>(6)?,
                r.get::<_, Option<u32>>(7)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let side = |k: Option<String>, p: Option<u32>| -> Result<Option<SideResult>, StoreError> {
        match (k, p) {
            (Some(k), Some(p)) => Ok(Some(SideResult {
                kind: ResultKind::parse(&k)
                    .ok_or_else(|| StoreError::Corrupt(format!("result kind `{k}`")))?,
                points: Points::from_halves(p),
            })),
            _ => Ok(None),
        }
    };
    rows.into_iter()
        .map(|r| {
            Ok((
                r.0,
                Game {
                    number: r.1,
                    first: r.2,
                    second: r.3,
                    first_result: side(r.4, r.5)?,
                    second_result: side(r.6, r.7)?,
                },
            ))
        })
        .collect()
}

/// What is kept of a game beyond its result: the PDN record, its verification by the rules
/// (JSON), and the controller's ruling.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GameRecord {
    pub pdn: Option<String>,
    pub verification: Option<serde_json::Value>,
    pub ruling: Option<String>,
}

/// The id of game `number` of a board.
pub fn id(conn: &Connection, board_id: i64, number: u8) -> Result<Option<i64>, StoreError> {
    use rusqlite::OptionalExtension;
    Ok(conn
        .query_row(
            "SELECT id FROM games WHERE board_id = ?1 AND number = ?2",
            params![board_id, number],
            |r| r.get(0),
        )
        .optional()?)
}

/// The stored record of a game.
pub fn record(conn: &Connection, game_id: i64) -> Result<GameRecord, StoreError> {
    let (pdn, verification, ruling): (Option<String>, Option<String>, Option<String>) = conn
        .query_row(
            "SELECT pdn, verification_json, controller_ruling FROM games WHERE id = ?1",
            [game_id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
    let verification = verification
        .map(|v| serde_json::from_str(&v))
        .transpose()
        .map_err(|e| StoreError::Corrupt(format!("verification of game {game_id}: {e}")))?;
    Ok(GameRecord {
        pdn,
        verification,
        ruling,
    })
}

/// Replaces the record of a game and raises its version.
pub fn set_record(conn: &Connection, game_id: i64, rec: &GameRecord) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE games SET pdn = ?2, verification_json = ?3, controller_ruling = ?4, version = version + 1
         WHERE id = ?1",
        params![
            game_id,
            rec.pdn,
            rec.verification.as_ref().map(serde_json::Value::to_string),
            rec.ruling
        ],
    )?;
    Ok(())
}

/// The games of knock-out tournament `tid`'s ties (the `knockout_games` table, migration 0012), in the order they were played.
pub fn tie_games(conn: &Connection, tid: i64) -> Result<Vec<TieGame>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT part, round, tie, game, first_no, second_no, result
         FROM knockout_games WHERE tournament_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([tid], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, u32>(1)?,
            r.get::<_, u32>(2)?,
            r.get::<_, u32>(3)?,
            r.get::<_, u32>(4)?,
            r.get::<_, u32>(5)?,
            r.get::<_, String>(6)?,
        ))
    })?;
    let mut games = Vec::new();
    for row in rows {
        let (part, round, tie, game, first, second, result) = row?;
        let part = parse_part(&part)
            .ok_or_else(|| StoreError::Corrupt(format!("knock-out part {part:?}")))?;
        let report = GameReport::from_code(&result)
            .ok_or_else(|| StoreError::Corrupt(format!("knock-out game result {result:?}")))?;
        games.push(TieGame {
            tie: TieId {
                part,
                round,
                number: tie,
            },
            game,
            first,
            second,
            report,
        });
    }
    Ok(games)
}
