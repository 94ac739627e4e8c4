//! The controller's book (migration 0011): incidents, appeals, the book's settings and entry
//! fees. Rows are inserted and updated, never deleted.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::StartNo;
use crate::domain::book::{
    Against, Appeal, Decision, DisqualifiedGames, Incident, Lifted, Offender, Penalty,
};
use crate::domain::fees::{EntryFee, FeeSchedule};

use super::{StoreError, entries, now};

fn corrupt(what: impl Into<String>) -> StoreError {
    StoreError::Corrupt(what.into())
}

/// Inserts an incident; returns its id.
pub fn insert_incident(conn: &Connection, tid: i64, i: &Incident) -> Result<i64, StoreError> {
    let (player, spectator) = match &i.offender {
        Offender::Player { no } => (Some(*no), None),
        Offender::Spectator { name } => (None, Some(name.as_str())),
    };
    conn.execute(
        "INSERT INTO incidents (tournament_id, player_no, spectator, at, round, board, game,
            article, penalty, reason, recorded_by, before_report, repeated, created_at, number)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
            (SELECT coalesce(max(number), 0) + 1 FROM incidents WHERE tournament_id = ?1))",
        params![
            tid,
            player,
            spectator,
            i.at,
            i.round,
            i.board,
            i.game,
            i.article,
            i.penalty.code(),
            i.reason,
            i.recorded_by,
            i.before,
            i.repeated,
            now(),
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Records that the penalty of incident `id` is lifted.
pub fn lift_incident(conn: &Connection, id: i64, l: &Lifted) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE incidents SET lifted_reason = ?2, lifted_by = ?3, lifted_at = ?4,
            lifted_appeal = ?5 WHERE id = ?1",
        params![id, l.reason, l.by, l.at, l.appeal],
    )?;
    Ok(())
}

/// The incidents of tournament `tid`, in the order recorded.
pub fn incidents(conn: &Connection, tid: i64) -> Result<Vec<Incident>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT id, player_no, spectator, at, round, board, game, article, penalty, reason,
            recorded_by, before_report, repeated, lifted_reason, lifted_by, lifted_at,
            lifted_appeal
         FROM incidents WHERE tournament_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([tid], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, Option<StartNo>>(1)?,
            r.get::<_, Option<String>>(2)?,
            r.get::<_, String>(3)?,
            r.get::<_, Option<u32>>(4)?,
            r.get::<_, Option<u32>>(5)?,
            r.get::<_, Option<u8>>(6)?,
            r.get::<_, String>(7)?,
            r.get::<_, String>(8)?,
            r.get::<_, String>(9)?,
            r.get::<_, String>(10)?,
            r.get::<_, Option<String>>(11)?,
            r.get::<_, bool>(12)?,
            (
                r.get::<_, Option<String>>(13)?,
                r.get::<_, Option<String>>(14)?,
                r.get::<_, Option<String>>(15)?,
                r.get::<_, Option<i64>>(16)?,
            ),
        ))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let r = row?;
        let offender = match (r.1, r.2) {
            (Some(no), _) => Offender::Player { no },
            (None, Some(name)) => Offender::Spectator { name },
            (None, None) => return Err(corrupt(format!("incident {} has no offender", r.0))),
        };
        let penalty = Penalty::parse(&r.8).map_err(|e| corrupt(e.to_string()))?;
        let (lr, lb, la, lp) = r.13;
        out.push(Incident {
            id: r.0,
            number: 0,
            offender,
            at: r.3,
            round: r.4,
            board: r.5,
            game: r.6,
            article: r.7,
            penalty,
            reason: r.9,
            recorded_by: r.10,
            before: r.11,
            repeated: r.12,
            lifted: lr.map(|reason| Lifted {
                reason,
                by: lb.unwrap_or_default(),
                at: la.unwrap_or_default(),
                appeal: lp,
            }),
        });
    }
    let numbers = numbers(conn, "incidents", tid)?;
    for (i, x) in out.iter_mut().enumerate() {
        x.number = numbers.get(&x.id).copied().unwrap_or(i as u32 + 1);
    }
    Ok(out)
}

/// Inserts an appeal; returns its id.
pub fn insert_appeal(conn: &Connection, tid: i64, a: &Appeal) -> Result<i64, StoreError> {
    let (incident, round, board) = match a.against {
        Against::Incident { id } => (Some(id), None, None),
        Against::Ruling { round, board } => (None, Some(round), Some(board)),
    };
    conn.execute(
        "INSERT INTO appeals (tournament_id, incident_id, round, board, appellant, filed_at,
            grounds, committee_json, warnings_json, deposit_cents, created_at, number)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,
            (SELECT coalesce(max(number), 0) + 1 FROM appeals WHERE tournament_id = ?1))",
        params![
            tid,
            incident,
            round,
            board,
            a.appellant,
            a.filed_at,
            a.grounds,
            serde_json::to_string(&a.committee).expect("members serialize"),
            serde_json::to_string(&a.warnings).expect("warnings serialize"),
            a.deposit,
            now(),
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Writes the hearing, decision and deposit of appeal `a`.
pub fn update_appeal(conn: &Connection, a: &Appeal) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE appeals SET hearing = ?2, decision = ?3, decision_reason = ?4, correction = ?5,
            deposit_returned = ?6 WHERE id = ?1",
        params![
            a.id,
            a.hearing,
            a.decision.map(Decision::code),
            a.decision_reason,
            a.correction,
            a.deposit_returned,
        ],
    )?;
    Ok(())
}

/// The appeals of tournament `tid`, in the order filed.
pub fn appeals(conn: &Connection, tid: i64) -> Result<Vec<Appeal>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT id, incident_id, round, board, appellant, filed_at, grounds, committee_json,
            warnings_json, deposit_cents, deposit_returned, hearing, decision, decision_reason,
            correction
         FROM appeals WHERE tournament_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([tid], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, Option<i64>>(1)?,
            r.get::<_, Option<u32>>(2)?,
            r.get::<_, Option<u32>>(3)?,
            r.get::<_, String>(4)?,
            r.get::<_, String>(5)?,
            r.get::<_, String>(6)?,
            r.get::<_, String>(7)?,
            r.get::<_, String>(8)?,
            r.get::<_, Option<i64>>(9)?,
            r.get::<_, Option<bool>>(10)?,
            (
                r.get::<_, Option<String>>(11)?,
                r.get::<_, Option<String>>(12)?,
                r.get::<_, Option<String>>(13)?,
                r.get::<_, Option<String>>(14)?,
            ),
        ))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let r = row?;
        let against = match (r.1, r.2, r.3) {
            (Some(id), _, _) => Against::Incident { id },
            (None, Some(round), Some(board)) => Against::Ruling { round, board },
            _ => return Err(corrupt(format!("appeal {} is against nothing", r.0))),
        };
        let (hearing, decision, decision_reason, correction) = r.11;
        out.push(Appeal {
            id: r.0,
            number: 0,
            against,
            appellant: r.4,
            filed_at: r.5,
            grounds: r.6,
            committee: serde_json::from_str(&r.7)
                .map_err(|e| corrupt(format!("appeal {}: committee: {e}", r.0)))?,
            warnings: serde_json::from_str(&r.8)
                .map_err(|e| corrupt(format!("appeal {}: warnings: {e}", r.0)))?,
            deposit: r.9,
            deposit_returned: r.10,
            hearing,
            decision: decision
                .map(|d| Decision::parse(&d))
                .transpose()
                .map_err(|e| corrupt(e.to_string()))?,
            decision_reason,
            correction,
        });
    }
    let numbers = numbers(conn, "appeals", tid)?;
    for (i, x) in out.iter_mut().enumerate() {
        x.number = numbers.get(&x.id).copied().unwrap_or(i as u32 + 1);
    }
    Ok(out)
}

/// The book's settings of tournament `tid` (the defaults where none are stored).
pub fn settings(
    conn: &Connection,
    tid: i64,
) -> Result<(DisqualifiedGames, FeeSchedule), StoreError> {
    let row: Option<(String, String)> = conn
        .query_row(
            "SELECT disqualified_games, fees_json FROM book_settings WHERE tournament_id = ?1",
            [tid],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let Some((games, fees)) = row else {
        return Ok((DisqualifiedGames::Kept, FeeSchedule::default()));
    };
    let games = DisqualifiedGames::parse(&games)
        .ok_or_else(|| corrupt(format!("disqualified games setting {games:?}")))?;
    let fees = serde_json::from_str(&fees).map_err(|e| corrupt(format!("fees: {e}")))?;
    Ok((games, fees))
}

/// Stores the book's settings of tournament `tid`.
pub fn put_settings(
    conn: &Connection,
    tid: i64,
    games: DisqualifiedGames,
    fees: &FeeSchedule,
) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO book_settings (tournament_id, disqualified_games, fees_json)
         VALUES (?1, ?2, ?3)
         ON CONFLICT (tournament_id) DO UPDATE SET disqualified_games = ?2, fees_json = ?3",
        params![
            tid,
            games.code(),
            serde_json::to_string(fees).expect("fees serialize")
        ],
    )?;
    Ok(())
}

/// The fees of the entries of tournament `tid` that have one, by starting number.
pub fn fees(conn: &Connection, tid: i64) -> Result<Vec<EntryFee>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT e.start_no, f.due_cents, f.paid_cents, f.method, f.paid_on
         FROM entry_fees f JOIN entries e ON e.id = f.entry_id
         WHERE e.tournament_id = ?1 ORDER BY e.start_no",
    )?;
    let rows = stmt.query_map([tid], |r| {
        Ok(EntryFee {
            no: r.get(0)?,
            due: r.get(1)?,
            paid: r.get(2)?,
            method: r.get(3)?,
            paid_on: r.get(4)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Stores the fee of one entry.
pub fn put_fee(conn: &Connection, tid: i64, f: &EntryFee) -> Result<i64, StoreError> {
    let id = *entries::ids(conn, tid)?
        .get(&f.no)
        .ok_or_else(|| corrupt(format!("entry {} is not stored", f.no)))?;
    conn.execute(
        "INSERT INTO entry_fees (entry_id, due_cents, paid_cents, method, paid_on)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (entry_id) DO UPDATE SET due_cents = ?2, paid_cents = ?3, method = ?4,
            paid_on = ?5",
        params![id, f.due, f.paid, f.method, f.paid_on],
    )?;
    Ok(id)
}

/// The accounts that wrote to tournament `tid`, in the order they first did: the controllers,
/// not the players who acted through their personal links.
pub fn writers(conn: &Connection, tid: i64) -> Result<Vec<String>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT who FROM audit_log WHERE tournament_id = ?1 GROUP BY who ORDER BY min(id)",
    )?;
    let rows = stmt.query_map([tid], |r| r.get::<_, String>(0))?;
    let all: Vec<String> = rows.collect::<Result<_, _>>()?;
    Ok(all
        .into_iter()
        .filter(|w| !crate::domain::audit::Author::read(w).is_player())
        .collect())
}

/// The day each round of tournament `tid` got its first result entered (from the audit log),
/// by round number: the date a round was played where the settings give none.
pub fn result_days(conn: &Connection, tid: i64) -> Result<Vec<(u32, String)>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT r.number, substr(min(a.at), 1, 10) FROM audit_log a
         JOIN boards b ON a.entity = 'board' AND a.entity_id = b.id
         JOIN rounds r ON r.id = b.round_id
         WHERE r.tournament_id = ?1 AND a.tournament_id = ?1 AND a.action = 'result'
         GROUP BY r.number ORDER BY r.number",
    )?;
    let rows = stmt.query_map([tid], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The numbers of a tournament's incidents or appeals within it (migration 0016), by row id.
fn numbers(
    conn: &Connection,
    table: &str,
    tid: i64,
) -> Result<std::collections::HashMap<i64, u32>, StoreError> {
    let mut stmt = conn.prepare(&format!(
        "SELECT id, number FROM {table} WHERE tournament_id = ?1 AND number IS NOT NULL"
    ))?;
    let rows = stmt.query_map([tid], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}
