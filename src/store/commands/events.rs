//! Events and their sections: creating an event (its name checked by the one name rule) and
//! making a tournament one of its sections (a tournament is a section of one event at most).

use rusqlite::Connection;

use crate::domain::text::{QUOTE_MAX, name_problem, quoted};

use super::super::audit::{self, Change};
use super::super::{Refusal, StoreError, events, tournaments};
use super::version;

fn checked(field: &str, text: &str, required: bool) -> Result<String, StoreError> {
    let t = text.trim();
    let invalid = |message: Refusal| StoreError::Invalid {
        field: field.to_owned(),
        message,
    };
    if required && t.is_empty() {
        return Err(invalid(Refusal::Empty));
    }
    let len = t.chars().count();
    if len > 2 * QUOTE_MAX {
        return Err(invalid(Refusal::TooLong {
            text: Some(quoted(t)),
            len,
            max: 2 * QUOTE_MAX,
        }));
    }
    if let Some(problem) = name_problem(t) {
        return Err(invalid(Refusal::BadText(problem)));
    }
    Ok(t.to_owned())
}

/// Creates an event; returns its id.
pub fn create_event(
    conn: &mut Connection,
    name: &str,
    venue: &str,
    who: &str,
) -> Result<i64, StoreError> {
    let name = checked("name", name, true)?;
    let venue = checked("venue", venue, false)?;
    let tx = super::super::write_transaction(conn)?;
    let id = events::insert(&tx, &name, &venue)?;
    audit::record(
        &tx,
        &Change {
            who,
            tournament_id: None,
            entity: "event",
            entity_id: Some(id),
            action: "create",
            before: None,
            after: Some(serde_json::json!({ "name": name, "venue": venue })),
            reason: None,
        },
    )?;
    tx.commit()?;
    Ok(id)
}

/// Makes tournament `tid` the last section of event `event`.
pub fn add_section(
    conn: &mut Connection,
    event: i64,
    tid: i64,
    who: &str,
) -> Result<(), StoreError> {
    let tx = super::super::write_transaction(conn)?;
    version(&tx, tid)?;
    let e = events::get(&tx, event)?
        .ok_or_else(|| StoreError::NotFound(format!("there is no event {event}")))?;
    if let Some((other, name)) = events::event_of(&tx, tid)? {
        return Err(StoreError::Invalid {
            field: "event".into(),
            message: Refusal::AlreadySection {
                tournament: tid,
                event: other,
                name,
            },
        });
    }
    events::add_section(&tx, event, tid)?;
    let name = tournaments::settings(&tx, tid)?.name;
    audit::record(
        &tx,
        &Change {
            who,
            tournament_id: Some(tid),
            entity: "event",
            entity_id: Some(event),
            action: "add-section",
            before: None,
            after: Some(serde_json::json!({ "event": e.name, "section": name })),
            reason: None,
        },
    )?;
    tx.commit()?;
    Ok(())
}
