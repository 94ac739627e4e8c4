//! The tables of players online (migration 0019): personal links (only each token's SHA-256),
//! the event's settings for them, check-ins, the players' result reports and bye requests.

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::online::{CheckIn, OnlineSettings, Reports};
use crate::domain::{GameReport, StartNo};

use super::StoreError;

/// A personal link found by its token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    pub id: i64,
    pub tournament_id: i64,
    pub entry_id: i64,
    pub no: StartNo,
}

impl Link {
    /// The author of what is done through this link, as the audit log names it.
    pub fn author(&self) -> String {
        crate::domain::audit::Author::Player {
            link: self.id,
            no: self.no,
        }
        .text()
    }
}

/// The SHA-256 of a link's token, as stored.
pub fn token_hash(token: &str) -> String {
    super::accounts::token_hash(token)
}

/// The link whose token is `token`, unless it is unknown or revoked.
pub fn link(conn: &Connection, token: &str) -> Result<Option<Link>, StoreError> {
    // A token is a personal code (`domain::personal_code`) or, issued before the codes, 64
    // hex digits: anything else is no token, and costs no query.
    let long = token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit());
    if !long && !crate::domain::personal_code::is_code(token) {
        return Ok(None);
    }
    Ok(conn
        .prepare_cached(
            "SELECT l.id, e.tournament_id, e.id, e.start_no FROM personal_links l
             JOIN entries e ON e.id = l.entry_id
             WHERE l.token_hash = ?1 AND l.revoked_at IS NULL",
        )?
        .query_row([token_hash(token)], |r| {
            Ok(Link {
                id: r.get(0)?,
                tournament_id: r.get(1)?,
                entry_id: r.get(2)?,
                no: r.get(3)?,
            })
        })
        .optional()?)
}

/// Each entry's link: its id and whether it is revoked.
pub fn links(conn: &Connection, tid: i64) -> Result<BTreeMap<StartNo, (i64, bool)>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT e.start_no, l.id, l.revoked_at IS NOT NULL FROM personal_links l
         JOIN entries e ON e.id = l.entry_id WHERE e.tournament_id = ?1",
    )?;
    let rows = stmt.query_map([tid], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The event's settings for players online (the defaults where none are stored).
pub fn settings(conn: &Connection, tid: i64) -> Result<OnlineSettings, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT check_in, accept_agreed, max_byes, no_byes_last, approve_byes
             FROM player_settings WHERE tournament_id = ?1",
        )?
        .query_row([tid], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, bool>(1)?,
                r.get::<_, u32>(2)?,
                r.get::<_, u32>(3)?,
                r.get::<_, bool>(4)?,
            ))
        })
        .optional()?;
    let Some((check_in, accept_agreed, max_byes, no_byes_last, approve_byes)) = row else {
        return Ok(OnlineSettings::default());
    };
    Ok(OnlineSettings {
        check_in: CheckIn::parse(&check_in)
            .ok_or_else(|| StoreError::Corrupt(format!("check-in setting {check_in:?}")))?,
        accept_agreed,
        max_byes,
        no_byes_last,
        approve_byes,
    })
}

/// Stores the event's settings for players online.
pub fn save_settings(conn: &Connection, tid: i64, s: &OnlineSettings) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO player_settings (tournament_id, check_in, accept_agreed, max_byes, no_byes_last, approve_byes)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (tournament_id) DO UPDATE SET check_in = ?2, accept_agreed = ?3,
             max_byes = ?4, no_byes_last = ?5, approve_byes = ?6",
        params![
            tid,
            s.check_in.as_str(),
            s.accept_agreed,
            s.max_byes,
            s.no_byes_last,
            s.approve_byes
        ],
    )?;
    Ok(())
}

/// One check-in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedIn {
    /// `link`, `kiosk` or `controller`.
    pub how: String,
    pub at: String,
}

/// Who checked in for round `round`, and how.
pub fn check_ins(
    conn: &Connection,
    tid: i64,
    round: u32,
) -> Result<BTreeMap<StartNo, CheckedIn>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT e.start_no, c.how, c.at FROM check_ins c JOIN entries e ON e.id = c.entry_id
         WHERE e.tournament_id = ?1 AND c.round = ?2",
    )?;
    let rows = stmt.query_map(params![tid, round], |r| {
        Ok((
            r.get(0)?,
            CheckedIn {
                how: r.get(1)?,
                at: r.get(2)?,
            },
        ))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Whether entry `entry_id` checked in for round `round`.
pub fn checked_in(conn: &Connection, entry_id: i64, round: u32) -> Result<bool, StoreError> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM check_ins WHERE entry_id = ?1 AND round = ?2")?
        .query_row(params![entry_id, round], |_| Ok(()))
        .optional()?
        .is_some())
}

/// The players' reports of round `round`, by board.
pub fn reports(
    conn: &Connection,
    tid: i64,
    round: u32,
) -> Result<BTreeMap<u32, Reports>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT b.number, e.start_no, p.game, p.result FROM player_reports p
         JOIN boards b ON b.id = p.board_id JOIN rounds r ON r.id = b.round_id
         JOIN entries e ON e.id = p.entry_id
         WHERE r.tournament_id = ?1 AND r.number = ?2",
    )?;
    let mut out: BTreeMap<u32, Reports> = BTreeMap::new();
    let rows = stmt.query_map(params![tid, round], |r| {
        Ok((
            r.get::<_, u32>(0)?,
            r.get::<_, StartNo>(1)?,
            r.get::<_, u8>(2)?,
            r.get::<_, String>(3)?,
        ))
    })?;
    for row in rows {
        let (board, no, game, code) = row?;
        let report = GameReport::from_code(&code)
            .ok_or_else(|| StoreError::Corrupt(format!("player report {code:?}")))?;
        out.entry(board)
            .or_default()
            .entry(no)
            .or_default()
            .insert(game, report);
    }
    Ok(out)
}

/// Stores (or replaces) a player's report of one game of a board.
pub fn save_report(
    conn: &Connection,
    board_id: i64,
    entry_id: i64,
    game: u8,
    report: GameReport,
) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO player_reports (board_id, entry_id, game, result, at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (board_id, entry_id, game) DO UPDATE SET result = ?4, at = ?5",
        params![board_id, entry_id, game, report.code(), super::now()],
    )?;
    Ok(())
}

/// Deletes the players' reports of a board.
pub fn delete_reports(conn: &Connection, board_id: i64) -> Result<usize, StoreError> {
    Ok(conn.execute("DELETE FROM player_reports WHERE board_id = ?1", [board_id])?)
}

/// A player's bye request.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ByeRequest {
    pub no: StartNo,
    pub round: u32,
    /// `pending`, `approved` or `refused`.
    pub state: String,
    pub at: String,
}

/// The bye requests of a tournament, by start number and round.
pub fn bye_requests(conn: &Connection, tid: i64) -> Result<Vec<ByeRequest>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT e.start_no, b.round, b.state, b.at FROM bye_requests b
         JOIN entries e ON e.id = b.entry_id WHERE e.tournament_id = ?1
         ORDER BY e.start_no, b.round",
    )?;
    let rows = stmt.query_map([tid], |r| {
        Ok(ByeRequest {
            no: r.get(0)?,
            round: r.get(1)?,
            state: r.get(2)?,
            at: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The bye requests of one entry.
pub fn bye_requests_of(conn: &Connection, entry_id: i64) -> Result<Vec<ByeRequest>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT e.start_no, b.round, b.state, b.at FROM bye_requests b
         JOIN entries e ON e.id = b.entry_id WHERE b.entry_id = ?1 ORDER BY b.round",
    )?;
    let rows = stmt.query_map([entry_id], |r| {
        Ok(ByeRequest {
            no: r.get(0)?,
            round: r.get(1)?,
            state: r.get(2)?,
            at: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}
