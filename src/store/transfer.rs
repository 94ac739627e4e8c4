//! What imports and exports need from storage: every stored game record of a tournament, and
//! the writes of an entries import and of a player-list update, each in one transaction with
//! an audit row per entry.

use rusqlite::{Connection, params};

use crate::domain::{Entry, StartNo, TournamentError};
use crate::export::pdn::StoredRecord;

use super::audit::{self, Change, json};
use super::{StoreError, entries, tournaments};

fn change<'a>(who: &'a str, tid: i64, id: i64, action: &'a str) -> Change<'a> {
    Change {
        who,
        tournament_id: Some(tid),
        entity: "entry",
        entity_id: Some(id),
        action,
        before: None,
        after: None,
        reason: None,
    }
}

/// Every game of tournament `tid` that has a PDN record, by round, board and game.
pub fn game_records(conn: &Connection, tid: i64) -> Result<Vec<StoredRecord>, StoreError> {
    tournaments::settings(conn, tid)?;
    let mut stmt = conn.prepare(
        "SELECT r.number, b.number, g.number, g.pdn
         FROM games g JOIN boards b ON b.id = g.board_id JOIN rounds r ON r.id = b.round_id
         WHERE r.tournament_id = ?1 AND g.pdn IS NOT NULL
         ORDER BY r.number, b.number, g.number",
    )?;
    let rows = stmt.query_map(params![tid], |r| {
        Ok(StoredRecord {
            round: r.get(0)?,
            board: r.get(1)?,
            game: r.get(2)?,
            pdn: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Adds every entry or none: the list is checked by the domain against the stored tournament,
/// then written in one transaction.
pub fn import_entries(
    conn: &mut Connection,
    tid: i64,
    list: &[Entry],
    who: &str,
) -> Result<Vec<StartNo>, StoreError> {
    let tx = super::write_transaction(conn)?;
    let mut t = tournaments::load(&tx, tid)?;
    for e in list {
        t.add_entry(e.clone())?;
    }
    for e in list {
        let eid = entries::insert(&tx, tid, e)?;
        let mut c = change(who, tid, eid, "import");
        c.after = Some(json(e));
        audit::record(&tx, &c)?;
    }
    for e in list {
        entries::insert_forbidden(&tx, tid, e)?;
    }
    // The triggers of migration 0003 raise the tournament's version.
    tx.commit()?;
    Ok(list.iter().map(|e| e.no).collect())
}

/// Replaces the details of existing entries (a federation list's ratings, titles and
/// countries), all or none.
pub fn update_entries(
    conn: &mut Connection,
    tid: i64,
    list: &[Entry],
    action: &str,
    who: &str,
) -> Result<(), StoreError> {
    let tx = super::write_transaction(conn)?;
    let t = tournaments::load(&tx, tid)?;
    for e in list {
        e.check().map_err(TournamentError::from)?;
        let old = t.entry(e.no).ok_or(TournamentError::UnknownEntry(e.no))?;
        let eid = entries::update(&tx, tid, e)?;
        let mut c = change(who, tid, eid, action);
        c.before = Some(json(old));
        c.after = Some(json(e));
        audit::record(&tx, &c)?;
    }
    if !list.is_empty() {
        // The triggers of migration 0003 raise the tournament's version.
    }
    tx.commit()?;
    Ok(())
}
