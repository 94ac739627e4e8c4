//! The `rounds` and `boards` tables.

use std::collections::HashMap;

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::{BallotRef, Board, ByeKind, Pairing, Round, RoundState, StartNo};

use super::{StoreError, entries, games};

/// A ballot as its columns: deck, openings (one a line: games 1-2, then each later pair of
/// games of a longer match) and seed.
pub(crate) fn ballot_columns(
    b: Option<&BallotRef>,
) -> (Option<&str>, Option<String>, Option<String>) {
    match b {
        Some(b) => (
            Some(&b.deck),
            Some(b.openings().collect::<Vec<_>>().join("\n")),
            b.seed.map(|s| s.to_string()),
        ),
        None => (None, None, None),
    }
}

fn ballot_from(
    deck: Option<String>,
    opening: Option<String>,
    seed: Option<String>,
) -> Result<Option<BallotRef>, StoreError> {
    match (deck, opening) {
        (Some(deck), Some(openings)) => {
            let mut lines = openings.lines().map(str::to_owned);
            Ok(Some(BallotRef {
                deck,
                opening: lines.next().unwrap_or_default(),
                seed: seed
                    .map(|s| s.parse::<u64>())
                    .transpose()
                    .map_err(|e| StoreError::Corrupt(format!("ballot seed: {e}")))?,
                pairs: lines.collect(),
            }))
        }
        _ => Ok(None),
    }
}

/// The row id of round `number` of a tournament.
pub fn id(conn: &Connection, tournament_id: i64, number: u32) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM rounds WHERE tournament_id = ?1 AND number = ?2",
            params![tournament_id, number],
            |r| r.get(0),
        )
        .optional()?)
}

/// The row id of a board.
pub fn board_id(conn: &Connection, round_id: i64, number: u32) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM boards WHERE round_id = ?1 AND number = ?2",
            params![round_id, number],
            |r| r.get(0),
        )
        .optional()?)
}

/// Inserts a round with its boards and games; returns the round's id.
pub fn insert(conn: &Connection, tournament_id: i64, round: &Round) -> Result<i64, StoreError> {
    let ids = entries::ids(conn, tournament_id)?;
    let (deck, opening, seed) = ballot_columns(round.ballot());
    conn.execute(
        "INSERT INTO rounds (tournament_id, number, state, ballot_deck, ballot_opening, ballot_seed)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![tournament_id, round.number(), round.state().name(), deck, opening, seed],
    )?;
    let round_id = conn.last_insert_rowid();
    for b in round.boards() {
        insert_board(conn, round_id, b, &ids)?;
    }
    Ok(round_id)
}

fn insert_board(
    conn: &Connection,
    round_id: i64,
    b: &Board,
    ids: &HashMap<StartNo, i64>,
) -> Result<i64, StoreError> {
    let id_of = |no: StartNo| {
        ids.get(&no)
            .copied()
            .ok_or_else(|| StoreError::Corrupt(format!("entry {no} is not stored")))
    };
    let (home, away, bye) = match b.pairing {
        Pairing::Game { home, away } => (id_of(home)?, Some(id_of(away)?), None),
        Pairing::Bye { entry, kind } => (id_of(entry)?, None, Some(kind.name())),
    };
    let (deck, opening, seed) = ballot_columns(b.ballot.as_ref());
    let mut stmt = conn.prepare_cached(
        "INSERT INTO boards (round_id, number, home_entry_id, away_entry_id, bye_kind, ballot_deck,
            ballot_opening, ballot_seed, home_sheets_missing, away_sheets_missing)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    )?;
    stmt.execute(params![
        round_id,
        b.number,
        home,
        away,
        bye,
        deck,
        opening,
        seed,
        b.home_sheets_missing,
        b.away_sheets_missing
    ])?;
    let board_id = conn.last_insert_rowid();
    for g in &b.games {
        games::insert(conn, board_id, g, ids)?;
    }
    Ok(board_id)
}

/// The tournament's version when board `board_id`'s result or pairing was last written
/// (migration 0005).
pub fn result_version(conn: &Connection, board_id: i64) -> Result<i64, StoreError> {
    Ok(conn.query_row(
        "SELECT result_version FROM boards WHERE id = ?1",
        [board_id],
        |r| r.get(0),
    )?)
}

/// Stamps boards with the tournament's version `version` after their result was written
/// (the column is not watched by the version triggers).
pub fn stamp_boards(conn: &Connection, board_ids: &[i64], version: i64) -> Result<(), StoreError> {
    let mut stmt = conn.prepare_cached("UPDATE boards SET result_version = ?2 WHERE id = ?1")?;
    for id in board_ids {
        stmt.execute(rusqlite::params![id, version])?;
    }
    Ok(())
}

/// Stamps every board of a round with `version` after the round was paired or re-paired.
pub fn stamp_round(conn: &Connection, round_id: i64, version: i64) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE boards SET result_version = ?2 WHERE round_id = ?1",
        rusqlite::params![round_id, version],
    )?;
    Ok(())
}

/// Sets a round's state and raises its version.
pub fn set_state(conn: &Connection, round_id: i64, state: RoundState) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE rounds SET state = ?2, version = version + 1 WHERE id = ?1",
        params![round_id, state.name()],
    )?;
    Ok(())
}

/// Deletes a round with its boards and games (before re-pairing it).
pub fn delete(conn: &Connection, round_id: i64) -> Result<(), StoreError> {
    conn.execute("DELETE FROM rounds WHERE id = ?1", [round_id])?;
    Ok(())
}

/// Sets the opening balloted for a board.
pub fn set_board_ballot(
    conn: &Connection,
    board_id: i64,
    ballot: &Option<BallotRef>,
) -> Result<(), StoreError> {
    let (deck, opening, seed) = ballot_columns(ballot.as_ref());
    conn.execute(
        "UPDATE boards SET ballot_deck = ?2, ballot_opening = ?3, ballot_seed = ?4, version = version + 1
         WHERE id = ?1",
        params![board_id, deck, opening, seed],
    )?;
    Ok(())
}

/// The rounds of a tournament with their boards and games.
pub fn load(conn: &Connection, tournament_id: i64) -> Result<Vec<Round>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT number, state, ballot_deck, ballot_opening, ballot_seed FROM rounds
         WHERE tournament_id = ?1 ORDER BY number",
    )?;
    let raw = stmt
        .query_map([tournament_id], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<String>>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, Option<String>>(4)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    // (number, state, ballot) of each round, then its boards.
    let mut heads = Vec::with_capacity(raw.len());
    for (i, (number, state, deck, opening, seed)) in raw.into_iter().enumerate() {
        if number as usize != i + 1 {
            return Err(StoreError::Corrupt(format!("round {} is missing", i + 1)));
        }
        let state = RoundState::parse(&state)
            .ok_or_else(|| StoreError::Corrupt(format!("round {number}: state `{state}`")))?;
        heads.push((number, state, ballot_from(deck, opening, seed)?));
    }
    let mut boards_of: Vec<Vec<Board>> = vec![Vec::new(); heads.len()];
    let mut stmt = conn.prepare(
        "SELECT b.id, r.number, b.number, h.start_no, a.start_no, b.bye_kind, b.ballot_deck,
                b.ballot_opening, b.ballot_seed, b.home_sheets_missing, b.away_sheets_missing
         FROM boards b JOIN rounds r ON r.id = b.round_id
         JOIN entries h ON h.id = b.home_entry_id LEFT JOIN entries a ON a.id = b.away_entry_id
         WHERE r.tournament_id = ?1 ORDER BY r.number, b.number",
    )?;
    let boards = stmt
        .query_map([tournament_id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, u32>(1)?,
                r.get::<_, u32>(2)?,
                r.get::<_, StartNo>(3)?,
                r.get::<_, Option<StartNo>>(4)?,
                r.get::<_, Option<String>>(5)?,
                r.get::<_, Option<String>>(6)?,
                r.get::<_, Option<String>>(7)?,
                r.get::<_, Option<String>>(8)?,
                r.get::<_, bool>(9)?,
                r.get::<_, bool>(10)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut place: HashMap<i64, (usize, usize)> = HashMap::new();
    for b in boards {
        let pairing = match (b.4, b.5) {
            (Some(away), None) => Pairing::Game { home: b.3, away },
            (None, Some(kind)) => Pairing::Bye {
                entry: b.3,
                kind: ByeKind::parse(&kind)
                    .ok_or_else(|| StoreError::Corrupt(format!("bye kind `{kind}`")))?,
            },
            _ => {
                return Err(StoreError::Corrupt(format!(
                    "board {} of round {}",
                    b.2, b.1
                )));
            }
        };
        let r = b.1 as usize - 1;
        let round = boards_of
            .get_mut(r)
            .ok_or_else(|| StoreError::Corrupt(format!("board of unknown round {}", b.1)))?;
        place.insert(b.0, (r, round.len()));
        round.push(Board {
            number: b.2,
            pairing,
            ballot: ballot_from(b.6, b.7, b.8)?,
            games: Vec::new(),
            home_sheets_missing: b.9,
            away_sheets_missing: b.10,
        });
    }
    for (board_id, game) in games::load(conn, tournament_id)? {
        let (r, k) = place
            .get(&board_id)
            .ok_or_else(|| StoreError::Corrupt(format!("game of unknown board {board_id}")))?;
        boards_of[*r][*k].games.push(game);
    }
    Ok(heads
        .into_iter()
        .zip(boards_of)
        .map(|((number, state, ballot), boards)| Round::from_parts(number, state, ballot, boards))
        .collect())
}
