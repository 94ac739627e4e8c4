//! Entries: adding one (a late entry once rounds are paired), an import of many (all or
//! none), editing an entry's details, the FMJD player list's update, withdrawals and requested
//! byes. Each is checked against the tournament's version.

use rusqlite::Connection;

use crate::domain::{Entry, StartNo, Tournament, TournamentError};
use crate::export::fmjd::{self, ListRead, ListUpdate};

use super::super::audit::{self, json};
use super::super::{StoreError, entries};
use super::{Check, Seen, change, in_tournament};

fn entry_count(t: &Tournament) -> String {
    format!("{} entries", t.entries().len())
}

/// Adds `entry` (with the next starting number when it carries 0), joining
/// from the next round once rounds are paired. A finished tournament (its last round closed)
/// takes an entry only as a late one with a reason (`late`), kept in the audit row. Returns
/// the starting number given.
pub fn add_entry(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    entry: &Entry,
    late: Option<&str>,
    who: &str,
) -> Result<StartNo, StoreError> {
    Ok(import_entries(conn, tid, seen, std::slice::from_ref(entry), late, who)?[0])
}

/// Adds every entry or none (those numbered 0 take the next starting number; a late
/// entry from the next round once rounds are paired); see [`add_entry`] for `late`. Returns
/// the starting numbers given.
pub fn import_entries(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    list: &[Entry],
    late: Option<&str>,
    who: &str,
) -> Result<Vec<StartNo>, StoreError> {
    let what = if list.len() == 1 {
        "the entry list".to_owned()
    } else {
        format!("the entry list (an import of {} entries)", list.len())
    };
    in_tournament(conn, tid, Check::of(seen, what, entry_count), |tx, t| {
        super::knockout::refuse_if_started(tx, tid, t)?;
        let late = t.accepts_entries(late)?;
        let joins = t.joins_from();
        let mut numbers = Vec::with_capacity(list.len());
        let mut added = Vec::with_capacity(list.len());
        for e in list {
            let mut e = e.clone();
            if e.no == 0 {
                e.no = t.next_start_no();
            }
            if e.late_from.is_none() {
                e.late_from = joins;
            }
            t.add_entry(e.clone())?;
            numbers.push(e.no);
            added.push(e);
        }
        let action = if list.len() == 1 { "create" } else { "import" };
        for e in &added {
            let eid = entries::insert(tx, tid, e)?;
            let mut c = change(who, tid, "entry", Some(eid), action);
            c.after = Some(json(e));
            c.reason = late;
            audit::record(tx, &c)?;
        }
        for e in &added {
            entries::insert_forbidden(tx, tid, e)?;
        }
        Ok(numbers)
    })
}

/// Changes entry `no` through `f`, with one audit row.
fn update_entry(
    conn: &mut Connection,
    tid: i64,
    check: Check<'_>,
    no: StartNo,
    who: &str,
    action: &str,
    f: impl FnOnce(&mut Tournament) -> Result<(), TournamentError>,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, check, |tx, t| {
        super::knockout::refuse_if_started(tx, tid, t)?;
        write_entry_change(tx, tid, t, no, (who, action, None), f)
    })
}

/// Changes entry `no` of the loaded tournament through `f`, writes its row and an audit row
/// (with `reason`, where given).
pub(crate) fn write_entry_change(
    tx: &Connection,
    tid: i64,
    t: &mut Tournament,
    no: StartNo,
    (who, action, reason): (&str, &str, Option<&str>),
    f: impl FnOnce(&mut Tournament) -> Result<(), TournamentError>,
) -> Result<(), StoreError> {
    let before = json(t.entry(no).ok_or(TournamentError::UnknownEntry(no))?);
    f(t)?;
    let after = t.entry(no).expect("entry still there");
    let eid = entries::update(tx, tid, after)?;
    let mut c = change(who, tid, "entry", Some(eid), action);
    c.before = Some(before);
    c.after = Some(json(after));
    c.reason = reason;
    audit::record(tx, &c)?;
    Ok(())
}

/// Replaces an entry's details (not its start number, withdrawal, byes or forbidden
/// pairings).
pub fn edit_entry(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    edited: &Entry,
    who: &str,
) -> Result<(), StoreError> {
    let no = edited.no;
    let check = Check::of(seen, format!("entry {no}"), move |t: &Tournament| {
        t.entry(no)
            .map(|e| crate::export::entries::EntryFields::of(e).describe())
            .unwrap_or_else(|| "no such entry".into())
    });
    update_entry(conn, tid, check, no, who, "update", |t| {
        t.edit_entry(edited)
    })
}

/// Withdraws an entry from `round` on, for `reason` (required: it is kept in the audit log).
pub fn withdraw(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    no: StartNo,
    round: u32,
    reason: &str,
    who: &str,
) -> Result<(), StoreError> {
    let reason = super::reason_of(Some(reason))?.ok_or(StoreError::Domain(
        TournamentError::Round(crate::domain::RoundError::EmptyReason),
    ))?;
    let check = Check::of(seen, format!("entry {no}"), |t: &Tournament| {
        format!("{} rounds paired", t.rounds().len())
    });
    in_tournament(conn, tid, check, |tx, t| {
        super::knockout::refuse_if_started(tx, tid, t)?;
        write_entry_change(tx, tid, t, no, (who, "withdraw", Some(reason)), |t| {
            t.withdraw(no, round)
        })
    })
}

/// Records a requested bye.
pub fn request_bye(
    conn: &mut Connection,
    tid: i64,
    no: StartNo,
    round: u32,
    who: &str,
) -> Result<(), StoreError> {
    update_entry(conn, tid, Check::any(), no, who, "request-bye", |t| {
        t.request_bye(no, round)
    })
}

/// Fills entries from the FMJD player list `list` (read from the file `source`): computes
/// what the list changes on the tournament as stored ([`fmjd::apply_list`]), and writes each
/// entry changed with one audit row (action `fmjd-list`, the entry before and after, and as
/// reason the list, its line and the fields changed). Returns what the list did, entry by
/// entry; an entry the list does not change is not written.
pub fn update_from_fmjd_list(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    list: &ListRead,
    source: &str,
    who: &str,
) -> Result<ListUpdate, StoreError> {
    let check = Check::of(seen, "the entries", entry_count);
    in_tournament(conn, tid, check, |tx, t| {
        let update = fmjd::apply_list(t, list);
        for lookup in update.changed() {
            let Some(e) = &lookup.after else { continue };
            let line = match &lookup.found {
                fmjd::Found::Row { line, .. } => format!(", line {line}"),
                _ => String::new(),
            };
            let reason = format!("FMJD list {source}{line}: {}", lookup.describe_changes());
            let what = (who, "fmjd-list", Some(reason.as_str()));
            write_entry_change(tx, tid, t, e.no, what, |t| t.edit_entry(e))?;
        }
        Ok(update)
    })
}
