//! Rounds: pairing the next round (as given, or by the tournament's system), re-pairing the
//! last one, publishing, unpublishing and closing. Each is checked against the tournament's
//! version: a round depends on the whole event.

use rusqlite::{Connection, Transaction};

use crate::domain::{Pairing, Round, Tournament, TournamentError};

use super::super::audit::{self, SystemReason, json};
use super::super::{Refusal, StoreError, rounds, tournaments};
use super::{Check, Seen, change, in_tournament, round_id, version};

fn rounds_paired(t: &Tournament) -> String {
    format!("{} rounds paired", t.rounds().len())
}

fn state_of(t: &Tournament, n: u32) -> String {
    t.round(n)
        .map(|r| format!("round {n} is {}", r.state()))
        .unwrap_or_default()
}

/// A team event's rounds are made from its team rounds' line-ups (`commands::teams`), never
/// paired player by player.
fn not_team_event(t: &Tournament) -> Result<(), StoreError> {
    if t.settings().team.is_some() {
        return Err(StoreError::Invalid {
            field: "pairing".into(),
            message: Refusal::TeamEventPairing,
        });
    }
    Ok(())
}

/// Writes a round just paired and stamps its boards (see [`super::results`]).
fn insert_round(tx: &Transaction<'_>, tid: i64, r: &Round) -> Result<i64, StoreError> {
    let rid = rounds::insert(tx, tid, r)?;
    rounds::stamp_round(tx, rid, version(tx, tid)?)?;
    Ok(rid)
}

/// Pairs the next round as a draft; returns its number.
pub fn pair_round(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    pairings: &[Pairing],
    who: &str,
) -> Result<u32, StoreError> {
    let check = Check::of(seen, "the rounds", rounds_paired);
    in_tournament(conn, tid, check, |tx, t| {
        not_team_event(t)?;
        let n = t.pair_round(pairings, None)?;
        tournaments::write_ranking(tx, tid, t)?;
        let r = t.round(n).expect("round just paired");
        let rid = insert_round(tx, tid, r)?;
        let mut c = change(who, tid, "round", Some(rid), "pair");
        c.after = Some(json(r));
        audit::record(tx, &c)?;
        Ok(n)
    })
}

/// Pairs the next round as a draft by the tournament's system (the FIDE Dutch system, on the
/// games or on the matches, or the Berger tables); the audit row names the method. Returns the round's number.
pub fn pair_round_auto(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    who: &str,
) -> Result<u32, StoreError> {
    let check = Check::of(seen, "the rounds", rounds_paired);
    in_tournament(conn, tid, check, |tx, t| {
        not_team_event(t)?;
        let proposal = crate::domain::draft::propose(t)?;
        let n = t.pair_round(&proposal.pairings, None)?;
        tournaments::write_ranking(tx, tid, t)?;
        let r = t.round(n).expect("round just paired");
        let rid = insert_round(tx, tid, r)?;
        let mut c = change(who, tid, "round", Some(rid), "pair");
        c.after = Some(json(r));
        let reason = SystemReason::PairedAutomatically(proposal.method).text();
        c.reason = Some(&reason);
        audit::record(tx, &c)?;
        Ok(n)
    })
}

/// Replaces the pairing of the last round (a draft, or published without results). The
/// round's own opening is kept; the boards' own openings go with the old boards.
pub fn repair_round(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    number: u32,
    pairings: &[Pairing],
    who: &str,
) -> Result<(), StoreError> {
    let pairing_text = move |t: &Tournament| {
        t.round(number)
            .map(|r| {
                r.pairings()
                    .iter()
                    .map(|p| match *p {
                        Pairing::Game { home, away } => format!("{home} {away}"),
                        Pairing::Bye { entry, kind } => format!("bye {entry} ({})", kind.name()),
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .unwrap_or_default()
    };
    let check = Check::of(seen, format!("the pairing of round {number}"), pairing_text);
    in_tournament(conn, tid, check, |tx, t| {
        not_team_event(t)?;
        let before = t.round(number).map(json);
        let kept = t.round(number).and_then(|r| r.ballot().cloned());
        t.repair_round(number, pairings, kept)?;
        rounds::delete(tx, round_id(tx, tid, number)?)?;
        let r: &Round = t.round(number).expect("round re-paired");
        let rid = insert_round(tx, tid, r)?;
        let mut c = change(who, tid, "round", Some(rid), "re-pair");
        c.before = before;
        c.after = Some(json(r));
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// Changes a round's state through `f`, with one audit row (and `reason` from `f`'s answer).
fn set_state(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    number: u32,
    who: &str,
    action: &str,
    f: impl FnOnce(&mut Tournament) -> Result<Option<String>, TournamentError>,
) -> Result<(), StoreError> {
    let check = Check::of(seen, format!("round {number}"), move |t: &Tournament| {
        state_of(t, number)
    });
    in_tournament(conn, tid, check, |tx, t| {
        let before = t.round(number).map(|r| r.state());
        let reason = f(t)?;
        let after = t.round(number).expect("round exists").state();
        let rid = round_id(tx, tid, number)?;
        rounds::set_state(tx, rid, after)?;
        let mut c = change(who, tid, "round", Some(rid), action);
        c.before = before.map(|s| json(&s));
        c.after = Some(json(&after));
        c.reason = reason.as_deref();
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// Publishes a draft round.
pub fn publish_round(
    conn: &mut Connection,
    tid: i64,
    number: u32,
    who: &str,
) -> Result<(), StoreError> {
    set_state(conn, tid, Seen::Any, number, who, "publish", |t| {
        t.publish_round(number).map(|()| None)
    })
}

/// Publishes a draft round after checking its pairing rules: a draft that breaks one is
/// published only with `confirmed`, and the audit row lists the warnings published over.
pub fn publish_round_checked(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    number: u32,
    confirmed: bool,
    who: &str,
) -> Result<(), StoreError> {
    set_state(conn, tid, seen, number, who, "publish", |t| {
        let warnings = t.publish_round_checked(number, confirmed)?;
        Ok((!warnings.is_empty()).then(|| {
            let list: Vec<String> = warnings.iter().map(|w| w.to_string()).collect();
            format!("published over warnings, confirmed: {}", list.join("; "))
        }))
    })
}

/// Takes a published round without results back to draft.
pub fn unpublish_round(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    number: u32,
    who: &str,
) -> Result<(), StoreError> {
    set_state(conn, tid, seen, number, who, "unpublish", |t| {
        t.unpublish_round(number).map(|()| None)
    })
}

/// Closes a round whose results are complete.
pub fn close_round(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    number: u32,
    who: &str,
) -> Result<(), StoreError> {
    set_state(conn, tid, seen, number, who, "close", |t| {
        t.close_round(number).map(|()| None)
    })
}
