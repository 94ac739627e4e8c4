//! Writes the store has no command for yet (settings and entry edits, a whole CSV import in one
//! transaction) and the version check every write runs first. Each is one transaction with
//! audit rows, like the store's commands.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::{Entry, Settings, Tournament};
use crate::store::audit::{self, Change, json};
use crate::store::{StoreError, entries, tournaments};

use super::super::error::{AdminError, Conflict};

/// The tournament's version, raised by every change to it.
pub fn version(conn: &Connection, tid: i64) -> Result<i64, StoreError> {
    conn.query_row(
        "SELECT version FROM tournaments WHERE id = ?1",
        [tid],
        |r| r.get(0),
    )
    .optional()?
    .ok_or(StoreError::NoSuchTournament(tid))
}

/// Refuses (409) an edit based on an older version than the stored one; `yours` and
/// `current` describe the two for the conflict page.
pub fn check_version(
    conn: &Connection,
    tid: i64,
    based_on: i64,
    what: &str,
    yours: impl FnOnce() -> String,
    current: impl FnOnce(&Tournament) -> String,
) -> Result<(), AdminError> {
    let now = version(conn, tid)?;
    if now == based_on {
        return Ok(());
    }
    let t = tournaments::load(conn, tid)?;
    Err(AdminError::Conflict(Conflict {
        what: format!("{what} (you edited version {based_on}; it is now version {now})"),
        yours: yours(),
        current: current(&t),
        based_on_now: vec![("version".into(), now.to_string())],
    }))
}

fn change<'a>(
    who: &'a str,
    tid: i64,
    entity: &'a str,
    id: Option<i64>,
    action: &'a str,
) -> Change<'a> {
    Change {
        who,
        tournament_id: Some(tid),
        entity,
        entity_id: id,
        action,
        before: None,
        after: None,
        reason: None,
    }
}

/// Replaces a tournament's settings, checked against its entries and rounds.
pub fn update_settings(
    conn: &mut Connection,
    tid: i64,
    new: &Settings,
    who: &str,
) -> Result<(), AdminError> {
    let tx = crate::store::write_transaction(conn)?;
    let t = tournaments::load(&tx, tid)?;
    new.check().map_err(crate::domain::TournamentError::from)?;
    let before = json(t.settings());
    Tournament::from_parts(new.clone(), t.entries().to_vec(), t.rounds().to_vec())?;
    t.check_scoring_change(&new.scoring)?;
    let tie_breaks: Vec<&str> = new.tie_breaks.iter().map(|tb| tb.name()).collect();
    tx.execute(
        "UPDATE tournaments SET name = ?2, venue = ?3, start_date = ?4, end_date = ?5,
            chief_controller = ?6, rounds = ?7, time_control = ?8, tie_breaks = ?9
         WHERE id = ?1",
        params![
            tid,
            new.name,
            new.venue,
            new.start_date.map(|d| d.to_string()),
            new.end_date.map(|d| d.to_string()),
            new.chief_controller,
            new.rounds,
            new.time_control,
            tie_breaks.join(","),
        ],
    )?;
    tx.execute(
        "UPDATE tournaments SET scoring_json = ?2 WHERE id = ?1",
        params![
            tid,
            serde_json::to_string(&new.scoring).expect("scoring serializes")
        ],
    )?;
    let mut c = change(who, tid, "tournament", Some(tid), "settings");
    c.before = Some(before);
    c.after = Some(json(new));
    audit::record(&tx, &c)?;
    tx.commit()?;
    Ok(())
}

/// Replaces an entry's details (not its start number, withdrawal, byes or forbidden pairings).
pub fn edit_entry(
    conn: &mut Connection,
    tid: i64,
    edited: &Entry,
    who: &str,
) -> Result<(), AdminError> {
    edited
        .check()
        .map_err(crate::domain::TournamentError::from)?;
    let tx = crate::store::write_transaction(conn)?;
    let t = tournaments::load(&tx, tid)?;
    let old = t
        .entry(edited.no)
        .ok_or(crate::domain::TournamentError::UnknownEntry(edited.no))?;
    let mut new = old.clone();
    new.name = edited.name.clone();
    new.federation = edited.federation.clone();
    new.fmjd_id = edited.fmjd_id.clone();
    new.national_id = edited.national_id.clone();
    new.rating = edited.rating;
    new.title = edited.title.clone();
    new.club = edited.club.clone();
    new.birth_date = edited.birth_date;
    let eid = entries::update(&tx, tid, &new)?;
    let mut c = change(who, tid, "entry", Some(eid), "update");
    c.before = Some(json(old));
    c.after = Some(json(&new));
    audit::record(&tx, &c)?;
    tx.commit()?;
    Ok(())
}
