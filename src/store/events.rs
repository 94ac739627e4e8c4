//! The `events` and `event_sections` tables (migration 0008): events and their sections.

use rusqlite::{Connection, OptionalExtension, params};

use super::{StoreError, now, tournaments};

/// An event with its sections, in their order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventSummary {
    pub id: i64,
    pub name: String,
    pub venue: String,
    pub sections: Vec<tournaments::TournamentSummary>,
}

/// Inserts an event; returns its id.
pub fn insert(conn: &Connection, name: &str, venue: &str) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO events (name, venue, created_at) VALUES (?1, ?2, ?3)",
        params![name, venue, now()],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Makes tournament `tid` the last section of event `event`.
pub fn add_section(conn: &Connection, event: i64, tid: i64) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO event_sections (event_id, tournament_id, position)
         VALUES (?1, ?2, (SELECT count(*) FROM event_sections WHERE event_id = ?1) + 1)",
        params![event, tid],
    )?;
    Ok(())
}

/// The event tournament `tid` is a section of: id and name.
pub fn event_of(conn: &Connection, tid: i64) -> Result<Option<(i64, String)>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT e.id, e.name FROM event_sections s JOIN events e ON e.id = s.event_id
             WHERE s.tournament_id = ?1",
            [tid],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

fn row(conn: &Connection, id: i64) -> Result<Option<(String, String)>, StoreError> {
    Ok(conn
        .query_row("SELECT name, venue FROM events WHERE id = ?1", [id], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .optional()?)
}

/// Event `id` with its sections.
pub fn get(conn: &Connection, id: i64) -> Result<Option<EventSummary>, StoreError> {
    let Some((name, venue)) = row(conn, id)? else {
        return Ok(None);
    };
    let mut stmt = conn.prepare(
        "SELECT tournament_id FROM event_sections WHERE event_id = ?1 ORDER BY position",
    )?;
    let ids: Vec<i64> = stmt
        .query_map([id], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let all = tournaments::list(conn)?;
    let sections = ids
        .iter()
        .filter_map(|t| all.iter().find(|s| s.id == *t).cloned())
        .collect();
    Ok(Some(EventSummary {
        id,
        name,
        venue,
        sections,
    }))
}

/// Every event with its sections.
pub fn list(conn: &Connection) -> Result<Vec<EventSummary>, StoreError> {
    let mut stmt = conn.prepare("SELECT id FROM events ORDER BY id")?;
    let ids: Vec<i64> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(e) = get(conn, id)? {
            out.push(e);
        }
    }
    Ok(out)
}
