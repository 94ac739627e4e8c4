//! The tournament as a whole: creating one, importing a whole one, and its settings.

use rusqlite::Connection;

use crate::domain::{Settings, Tournament};

use super::super::audit::{self, json};
use super::super::{StoreError, entries, rounds, tournaments};
use super::{Check, Seen, change, in_tournament};

/// Creates a tournament from settings; returns its id.
pub fn create_tournament(
    conn: &mut Connection,
    settings: &Settings,
    who: &str,
) -> Result<i64, StoreError> {
    let t = Tournament::new(settings.clone())?;
    let tx = super::super::write_transaction(conn)?;
    let id = tournaments::insert(&tx, t.settings())?;
    let mut c = change(who, id, "tournament", Some(id), "create");
    c.after = Some(json(t.settings()));
    audit::record(&tx, &c)?;
    tx.commit()?;
    Ok(id)
}

/// Stores a whole tournament (settings, entries, rounds and results) as a new one.
pub fn import_tournament(
    conn: &mut Connection,
    t: &Tournament,
    who: &str,
) -> Result<i64, StoreError> {
    let tx = super::super::write_transaction(conn)?;
    let id = tournaments::insert(&tx, t.settings())?;
    let mut c = change(who, id, "tournament", Some(id), "import");
    c.after = Some(json(t.settings()));
    audit::record(&tx, &c)?;
    for e in t.entries() {
        let eid = entries::insert(&tx, id, e)?;
        let mut c = change(who, id, "entry", Some(eid), "import");
        c.after = Some(json(e));
        audit::record(&tx, &c)?;
    }
    for e in t.entries() {
        entries::insert_forbidden(&tx, id, e)?;
    }
    for r in t.rounds() {
        let rid = rounds::insert(&tx, id, r)?;
        let mut c = change(who, id, "round", Some(rid), "import");
        c.after = Some(json(r));
        audit::record(&tx, &c)?;
    }
    tx.commit()?;
    Ok(id)
}

/// Replaces a tournament's settings, checked by the domain against its entries and rounds.
/// `describe` says what the settings are, for a conflict.
pub fn update_settings(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    new: &Settings,
    describe: impl FnOnce(&Settings) -> String,
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(seen, "the settings", |t: &Tournament| {
        describe(t.settings())
    });
    in_tournament(conn, tid, check, |tx, t| {
        let before = json(t.settings());
        t.change_settings(new.clone())?;
        tournaments::update_settings(tx, tid, t.settings())?;
        let mut c = change(who, tid, "tournament", Some(tid), "settings");
        c.before = Some(before);
        c.after = Some(json(t.settings()));
        audit::record(tx, &c)?;
        Ok(())
    })
}
