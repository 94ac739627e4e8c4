//! The controller's book: incidents and penalties (000 art. 6.9), appeals (art. 7.1), the
//! book's settings and entry fees. Each is one command in one transaction with its audit rows;
//! a refusal writes nothing.
//!
//! A game declared lost, and the result an appeal overrules, go through the same path as any
//! result or correction (`results::write_board`): in a closed round they are corrections
//! whose reason cites the incident or the appeal. A disqualification marks the entry, and the
//! pairing adapter leaves it out of every later round as it does a withdrawal.

use rusqlite::{Connection, Transaction};

use crate::domain::book::{
    self, Against, Appeal, BookError, Decision, DisqualifiedGames, Incident, Lifted, Member,
    NewIncident, Offender, Penalty,
};
use crate::domain::fees::{EntryFee, FeeSchedule};
use crate::domain::{BoardReport, StartNo, Tournament, TournamentError};

use super::super::audit::{self, json};
use super::super::{
    Refusal, StoreError, books as rows, entries, events, now, rounds as round_rows, tournaments,
};
use super::results::{Reason, write_board};
use super::{Check, Seen, change, in_tournament, version};

fn invalid(field: &str, e: BookError) -> StoreError {
    StoreError::Book {
        field: field.into(),
        error: e,
    }
}

/// Enters `report` on a board through the result path, with `reason` (a correction in a
/// closed round), and stamps the board with the new version.
fn enter_board(
    tx: &Transaction<'_>,
    tid: i64,
    t: &mut Tournament,
    (round, board): (u32, u32),
    report: &BoardReport,
    reason: &str,
    who: &str,
) -> Result<(), StoreError> {
    let (bid, _) = write_board(
        tx,
        tid,
        t,
        (round, board),
        report,
        Reason::Note(reason),
        who,
    )?;
    let v = version(tx, tid)?;
    round_rows::stamp_boards(tx, &[bid], v)?;
    Ok(())
}

/// Disqualifies entry `no` of `t` under `setting`, writing the entry and its audit row.
fn disqualify_entry(
    tx: &Transaction<'_>,
    tid: i64,
    t: &mut Tournament,
    no: StartNo,
    setting: DisqualifiedGames,
    reason: &str,
    who: &str,
) -> Result<(), StoreError> {
    let d = book::disqualifying(t, no, setting).map_err(|e| invalid("penalty", e))?;
    let before = t.entry(no).map(json);
    t.disqualify(no, d.from, d.annul)?;
    let e = t.entry(no).expect("entry exists");
    let id = entries::update(tx, tid, e)?;
    let mut c = change(who, tid, "entry", Some(id), "disqualify");
    c.before = before;
    c.after = Some(json(e));
    c.reason = Some(reason);
    audit::record(tx, &c)?;
    Ok(())
}

/// The other sections of the event of `tid` where the same player has an entry (same name,
/// and same FMJD id or federation where both are known): (tournament, starting number).
fn same_player_elsewhere(
    tx: &Transaction<'_>,
    tid: i64,
    t: &Tournament,
    no: StartNo,
) -> Result<Vec<(i64, StartNo)>, StoreError> {
    let Some((event, _)) = events::event_of(tx, tid)? else {
        return Ok(Vec::new());
    };
    let me = t.entry(no).ok_or(TournamentError::UnknownEntry(no))?;
    let mut out = Vec::new();
    for s in events::get(tx, event)?
        .map(|e| e.sections)
        .unwrap_or_default()
    {
        if s.id == tid {
            continue;
        }
        let other = tournaments::load(tx, s.id)?;
        if let Some(e) = other.entries().iter().find(|e| {
            e.name.as_str().eq_ignore_ascii_case(me.name.as_str())
                && match (&e.fmjd_id, &me.fmjd_id) {
                    (Some(a), Some(b)) => a == b,
                    _ => match (&e.federation, &me.federation) {
                        (Some(a), Some(b)) => a == b,
                        _ => true,
                    },
                }
        }) {
            out.push((s.id, e.no));
        }
    }
    Ok(out)
}

/// Records an incident and applies its penalty (000 art. 6.9): a warning is recorded (a second
/// one for the same article is flagged: `repeated`); a game declared lost is entered as a
/// loss for the offender and a win for the opponent, a correction in a closed round; a
/// disqualification keeps the player out of every later round (their games annulled under the
/// round-robin setting); an expulsion disqualifies the player from every section of the event
/// where they have an entry, each section's book recording it.
pub fn record_incident(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    new: &NewIncident,
    who: &str,
) -> Result<Incident, StoreError> {
    let check = Check::of(seen, "the controller's book", |_: &Tournament| {
        String::new()
    });
    in_tournament(conn, tid, check, |tx, t| {
        let book = rows::incidents(tx, tid)?;
        let mut incident = new.check(t, &book).map_err(|e| invalid("incident", e))?;
        let (setting, _) = rows::settings(tx, tid)?;
        let planned = match (incident.penalty, incident.offender.player()) {
            (Penalty::GameLost, Some(no)) => {
                let (round, board) = (
                    incident.round.expect("checked"),
                    incident.board.expect("checked"),
                );
                let report = book::declared_lost(t, round, board, incident.game, no)
                    .map_err(|e| invalid("incident", e))?;
                incident.before = t
                    .round(round)
                    .and_then(|r| r.board(board))
                    .and_then(|b| b.report())
                    .map(|r| r.to_string());
                Some(report)
            }
            _ => None,
        };
        let id = rows::insert_incident(tx, tid, &incident)?;
        incident.id = id;
        let cite = format!(
            "incident {id}: art. {}, {}: {}",
            incident.article,
            incident.penalty.label(),
            incident.reason
        );
        let mut c = change(who, tid, "incident", Some(id), "record");
        c.after = Some(json(&incident));
        c.reason = Some(&incident.reason);
        audit::record(tx, &c)?;
        if let (Some(report), Some(round), Some(board)) = (planned, incident.round, incident.board)
        {
            enter_board(tx, tid, t, (round, board), &report, &cite, who)?;
        }
        if let Some(no) = incident.offender.player() {
            match incident.penalty {
                Penalty::Disqualification => {
                    disqualify_entry(tx, tid, t, no, setting, &cite, who)?;
                }
                Penalty::Expulsion => {
                    let elsewhere = same_player_elsewhere(tx, tid, t, no)?;
                    disqualify_entry(tx, tid, t, no, setting, &cite, who)?;
                    let name = t.settings().name.clone();
                    for (other, other_no) in elsewhere {
                        let mut ot = tournaments::load(tx, other)?;
                        if ot
                            .entry(other_no)
                            .is_some_and(|e| e.disqualified_from.is_some())
                        {
                            continue;
                        }
                        let (other_setting, _) = rows::settings(tx, other)?;
                        let mut there = incident.clone();
                        there.offender = Offender::Player { no: other_no };
                        there.round = None;
                        there.board = None;
                        there.game = None;
                        there.repeated = false;
                        there.reason = format!(
                            "expelled from the event: incident {id} of {name}: {}",
                            incident.reason
                        );
                        let oid = rows::insert_incident(tx, other, &there)?;
                        let mut c = change(who, other, "incident", Some(oid), "record");
                        c.after = Some(json(&there));
                        c.reason = Some(&there.reason);
                        audit::record(tx, &c)?;
                        let cite = format!("incident {oid}: {}", there.reason);
                        disqualify_entry(tx, other, &mut ot, other_no, other_setting, &cite, who)?;
                    }
                }
                _ => {}
            }
        }
        Ok(incident)
    })
}

/// Undoes a penalty's effect inside the transaction and records it lifted.
fn lift_in(
    tx: &Transaction<'_>,
    tid: i64,
    t: &mut Tournament,
    incident: &Incident,
    lifted: &Lifted,
    restore: Option<&BoardReport>,
    who: &str,
) -> Result<(), StoreError> {
    if incident.lifted.is_some() {
        return Err(invalid("incident", BookError::AlreadyLifted(incident.id)));
    }
    let cite = match lifted.appeal {
        Some(a) => format!(
            "appeal {a} overruled incident {}: {}",
            incident.id, lifted.reason
        ),
        None => format!("incident {} lifted: {}", incident.id, lifted.reason),
    };
    match (incident.penalty, incident.offender.player()) {
        (Penalty::GameLost, Some(_)) => {
            let (round, board) = (
                incident.round.expect("a game lost has its round"),
                incident.board.expect("a game lost has its board"),
            );
            let report = match (restore, &incident.before) {
                (Some(r), _) => r.clone(),
                (None, Some(before)) => BoardReport::from_codes(before)
                    .map_err(|e| StoreError::Corrupt(format!("incident {}: {e}", incident.id)))?,
                (None, None) => {
                    return Err(StoreError::Invalid {
                        field: "result".into(),
                        message: Refusal::NoResultBeforeIncident {
                            board,
                            round,
                            incident: incident.id,
                        },
                    });
                }
            };
            enter_board(tx, tid, t, (round, board), &report, &cite, who)?;
        }
        (Penalty::Disqualification | Penalty::Expulsion, Some(no)) => {
            let before = t.entry(no).map(json);
            t.lift_disqualification(no)?;
            let e = t.entry(no).expect("entry exists");
            let id = entries::update(tx, tid, e)?;
            let mut c = change(who, tid, "entry", Some(id), "lift-disqualification");
            c.before = before;
            c.after = Some(json(e));
            c.reason = Some(&cite);
            audit::record(tx, &c)?;
        }
        _ => {}
    }
    rows::lift_incident(tx, incident.id, lifted)?;
    let mut c = change(who, tid, "incident", Some(incident.id), "lift");
    c.before = Some(json(incident));
    c.after = Some(json(lifted));
    c.reason = Some(&cite);
    audit::record(tx, &c)?;
    Ok(())
}

/// Lifts the penalty of incident `id` with a reason (nothing is deleted): a game declared lost
/// gets back its result before the incident (or `restore`), a disqualified player is paired
/// again from the next round paired. Lifting an expulsion lifts it in this section; each
/// section's book lifts its own.
pub fn lift_penalty(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    id: i64,
    reason: &str,
    restore: Option<&BoardReport>,
    who: &str,
) -> Result<(), StoreError> {
    let reason = book::book_text("reason", reason, true).map_err(|e| invalid("reason", e))?;
    let check = Check::of(seen, "the controller's book", |_: &Tournament| {
        String::new()
    });
    in_tournament(conn, tid, check, |tx, t| {
        let incident = rows::incidents(tx, tid)?
            .into_iter()
            .find(|i| i.id == id)
            .ok_or_else(|| StoreError::NotFound(BookError::NoSuchIncident(id).to_string()))?;
        let lifted = Lifted {
            reason,
            by: who.to_owned(),
            at: now(),
            appeal: None,
        };
        lift_in(tx, tid, t, &incident, &lifted, restore, who)
    })
}

/// What is typed to file an appeal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAppeal {
    pub against: Against,
    pub appellant: String,
    pub filed_at: String,
    pub grounds: String,
    pub committee: Vec<Member>,
    /// In cents.
    pub deposit: Option<i64>,
}

/// Files an appeal (000 art. 7.1) against an incident or a ruling on a result, with its
/// committee: refused, naming the member, when a member is one of the players concerned or
/// their opponent; a member of the same club or federation as one of them is kept as a
/// warning on the appeal.
pub fn file_appeal(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    new: &NewAppeal,
    who: &str,
) -> Result<Appeal, StoreError> {
    let appellant =
        book::book_text("appellant", &new.appellant, true).map_err(|e| invalid("appellant", e))?;
    let grounds =
        book::book_text("grounds", &new.grounds, true).map_err(|e| invalid("grounds", e))?;
    let filed_at =
        book::book_text("time", &new.filed_at, false).map_err(|e| invalid("filed", e))?;
    let check = Check::of(seen, "the controller's book", |_: &Tournament| {
        String::new()
    });
    in_tournament(conn, tid, check, |tx, t| {
        let book_rows = rows::incidents(tx, tid)?;
        let concerned =
            book::concerned(t, new.against, &book_rows).map_err(|e| invalid("appeal", e))?;
        let warnings = book::check_committee(t, &new.committee, &concerned)
            .map_err(|e| invalid("committee", e))?;
        let mut appeal = Appeal {
            id: 0,
            number: 0,
            against: new.against,
            appellant: appellant.clone(),
            filed_at: filed_at.clone(),
            grounds: grounds.clone(),
            committee: new.committee.clone(),
            warnings,
            deposit: new.deposit,
            deposit_returned: None,
            hearing: None,
            decision: None,
            decision_reason: None,
            correction: None,
        };
        appeal.id = rows::insert_appeal(tx, tid, &appeal)?;
        let mut c = change(who, tid, "appeal", Some(appeal.id), "file");
        c.after = Some(json(&appeal));
        c.reason = Some(&grounds);
        audit::record(tx, &c)?;
        Ok(appeal)
    })
}

/// Records the committee's decision on appeal `id` (000 art. 7.1): upheld, nothing changes;
/// overruled, the ruling is corrected through the result path, its reason citing the appeal
/// (an incident's penalty is lifted; a ruling on a result gets `correction`). The deposit is
/// returned when the appeal succeeds and kept otherwise, unless `deposit_returned` says.
#[allow(clippy::too_many_arguments)]
pub fn decide_appeal(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    id: i64,
    hearing: &str,
    decision: Decision,
    reason: &str,
    correction: Option<&BoardReport>,
    deposit_returned: Option<bool>,
    who: &str,
) -> Result<Appeal, StoreError> {
    let reason = book::book_text("reason", reason, true).map_err(|e| invalid("reason", e))?;
    let hearing = book::book_text("hearing", hearing, true).map_err(|e| invalid("hearing", e))?;
    let check = Check::of(seen, "the controller's book", |_: &Tournament| {
        String::new()
    });
    in_tournament(conn, tid, check, |tx, t| {
        let mut appeal = rows::appeals(tx, tid)?
            .into_iter()
            .find(|a| a.id == id)
            .ok_or_else(|| StoreError::NotFound(BookError::NoSuchAppeal(id).to_string()))?;
        if appeal.decision.is_some() {
            return Err(invalid("appeal", BookError::AlreadyDecided(id)));
        }
        let before = json(&appeal);
        appeal.hearing = Some(hearing.clone());
        appeal.decision = Some(decision);
        appeal.decision_reason = Some(reason.clone());
        if appeal.deposit.is_some() {
            appeal.deposit_returned =
                Some(deposit_returned.unwrap_or(decision == Decision::Overruled));
        }
        if decision == Decision::Overruled {
            match appeal.against {
                Against::Incident { id: iid } => {
                    let incident = rows::incidents(tx, tid)?
                        .into_iter()
                        .find(|i| i.id == iid)
                        .ok_or_else(|| {
                            StoreError::NotFound(BookError::NoSuchIncident(iid).to_string())
                        })?;
                    let lifted = Lifted {
                        reason: reason.clone(),
                        by: who.to_owned(),
                        at: now(),
                        appeal: Some(id),
                    };
                    appeal.correction = correction.map(|c| c.to_string());
                    lift_in(tx, tid, t, &incident, &lifted, correction, who)?;
                }
                Against::Ruling { round, board } => {
                    let report = correction
                        .ok_or_else(|| invalid("correction", BookError::CorrectionNeeded))?;
                    appeal.correction = Some(report.to_string());
                    let cite = format!("appeal {id} overruled the ruling: {reason}");
                    enter_board(tx, tid, t, (round, board), report, &cite, who)?;
                }
            }
        }
        rows::update_appeal(tx, &appeal)?;
        let mut c = change(who, tid, "appeal", Some(id), decision.code());
        c.before = Some(before);
        c.after = Some(json(&appeal));
        c.reason = Some(&reason);
        audit::record(tx, &c)?;
        Ok(appeal)
    })
}

/// Sets the book's settings of tournament `tid`: what happens to a disqualified player's
/// games, and the entry fees. Every entry's amount due follows the new fees (what was paid
/// stays).
pub fn set_book_settings(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    games: DisqualifiedGames,
    fees: &FeeSchedule,
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(seen, "the book's settings", |_: &Tournament| String::new());
    in_tournament(conn, tid, check, |tx, t| {
        let before = rows::settings(tx, tid)?;
        if before.0 == games && &before.1 == fees {
            return Ok(());
        }
        rows::put_settings(tx, tid, games, fees)?;
        let mut c = change(who, tid, "book-settings", Some(tid), "set");
        c.before = Some(serde_json::json!({"disqualified_games": before.0, "fees": before.1}));
        c.after = Some(serde_json::json!({"disqualified_games": games, "fees": fees}));
        audit::record(tx, &c)?;
        let stored = rows::fees(tx, tid)?;
        let start = t.settings().start_date;
        for e in t.entries() {
            let (due, _) = fees.due(e, start);
            let mut f = stored
                .iter()
                .find(|f| f.no == e.no)
                .cloned()
                .unwrap_or(EntryFee::unpaid(e.no, 0));
            if f.due == due && stored.iter().any(|s| s.no == e.no) {
                continue;
            }
            let before = json(&f);
            f.due = due;
            let id = rows::put_fee(tx, tid, &f)?;
            let mut c = change(who, tid, "entry-fee", Some(id), "due");
            c.before = Some(before);
            c.after = Some(json(&f));
            audit::record(tx, &c)?;
        }
        Ok(())
    })
}

/// Records what entry `no` paid (the amount in total, how and when), and optionally another
/// amount due (a reduction granted by hand, kept with `reason`).
#[allow(clippy::too_many_arguments)]
pub fn record_payment(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    no: StartNo,
    paid: i64,
    method: &str,
    paid_on: &str,
    due: Option<i64>,
    who: &str,
) -> Result<EntryFee, StoreError> {
    let check = Check::of(seen, "the entry's fee", |_: &Tournament| String::new());
    in_tournament(conn, tid, check, |tx, t| {
        let e = t.entry(no).ok_or(TournamentError::UnknownEntry(no))?;
        let (_, fees) = rows::settings(tx, tid)?;
        let mut f = rows::fees(tx, tid)?
            .into_iter()
            .find(|f| f.no == no)
            .unwrap_or_else(|| EntryFee::unpaid(no, fees.due(e, t.settings().start_date).0));
        let before = json(&f);
        if let Some(d) = due {
            f.due = d;
        }
        f.pay(paid, method, paid_on)
            .map_err(|e| invalid("payment", e))?;
        let id = rows::put_fee(tx, tid, &f)?;
        let mut c = change(who, tid, "entry-fee", Some(id), "pay");
        c.before = Some(before);
        c.after = Some(json(&f));
        audit::record(tx, &c)?;
        Ok(f)
    })
}

/// The controller's book of a tournament, as stored.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Book {
    pub incidents: Vec<Incident>,
    pub appeals: Vec<Appeal>,
    pub disqualified_games: DisqualifiedGames,
    pub fees: FeeSchedule,
    /// Every entry's fee (entries without a stored one: due under the fees, nothing paid).
    pub entry_fees: Vec<EntryFee>,
}

/// The fee schedule of tournament `t` (stored as `tid`) and every entry's fee (entries
/// without a stored one: due under the schedule, nothing paid).
pub fn entry_fees(
    conn: &Connection,
    tid: i64,
    t: &Tournament,
) -> Result<(DisqualifiedGames, FeeSchedule, Vec<EntryFee>), StoreError> {
    let (games, fees) = rows::settings(conn, tid)?;
    let stored = rows::fees(conn, tid)?;
    let entry_fees = t
        .entries()
        .iter()
        .map(|e| {
            stored
                .iter()
                .find(|f| f.no == e.no)
                .cloned()
                .unwrap_or_else(|| EntryFee::unpaid(e.no, fees.due(e, t.settings().start_date).0))
        })
        .collect();
    Ok((games, fees, entry_fees))
}

/// Reads the book of tournament `t` (stored as `tid`).
pub fn book(conn: &Connection, tid: i64, t: &Tournament) -> Result<Book, StoreError> {
    let (disqualified_games, fees, entry_fees) = entry_fees(conn, tid, t)?;
    Ok(Book {
        incidents: rows::incidents(conn, tid)?,
        appeals: rows::appeals(conn, tid)?,
        disqualified_games,
        fees,
        entry_fees,
    })
}

/// The controller's report of tournament `tid` (000 art. 6.3).
pub fn controller_report(
    conn: &Connection,
    tid: i64,
) -> Result<crate::domain::report::ControllerReport, StoreError> {
    controller_report_of(conn, tid, &tournaments::load(conn, tid)?)
}

/// The controller's report of tournament `t` (stored as `tid`), already loaded.
pub fn controller_report_of(
    conn: &Connection,
    tid: i64,
    t: &Tournament,
) -> Result<crate::domain::report::ControllerReport, StoreError> {
    use crate::domain::report::{ControllerReport, EventInfo, ReportInput, Section};
    let b = book(conn, tid, t)?;
    let knockout = if t.settings().system.is_knockout() {
        Some(crate::store::knockout::of(conn, tid, t)?)
    } else {
        None
    };
    let event = match events::event_of(conn, tid)? {
        Some((id, _)) => events::get(conn, id)?.map(|e| EventInfo {
            id: e.id,
            name: e.name,
            venue: e.venue,
            sections: e
                .sections
                .into_iter()
                .map(|s| Section {
                    id: s.id,
                    name: s.name,
                })
                .collect(),
        }),
        None => None,
    };
    Ok(ControllerReport::new(ReportInput {
        id: tid,
        tournament: t,
        event,
        assistants: rows::writers(conn, tid)?,
        incidents: &b.incidents,
        appeals: &b.appeals,
        fees: &b.fees,
        entry_fees: &b.entry_fees,
        result_days: rows::result_days(conn, tid)?,
        knockout: knockout.as_ref(),
    }))
}
