//! The controller's commands. Each runs in one transaction: it loads the tournament, lets the
//! domain check and apply the change, writes the rows changed and one audit row per change,
//! and commits. A refused command leaves the database as it was.

use rusqlite::{Connection, Transaction};

use crate::domain::{
    BallotRef, BoardReport, Correction, Entry, Pairing, Round, Settings, Standings, StartNo,
    Tournament, TournamentError,
};

use super::audit::{self, Change, json};
use super::{StoreError, entries, games, rounds, tournaments};

fn change<'a>(
    who: &'a str,
    tid: i64,
    entity: &'a str,
    entity_id: Option<i64>,
    action: &'a str,
) -> Change<'a> {
    Change {
        who,
        tournament_id: Some(tid),
        entity,
        entity_id,
        action,
        before: None,
        after: None,
        reason: None,
    }
}

/// Runs `f` on the loaded tournament inside one transaction, committing only on success.
pub(super) fn in_tournament<T>(
    conn: &mut Connection,
    tid: i64,
    f: impl FnOnce(&Transaction<'_>, &mut Tournament) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    let tx = super::write_transaction(conn)?;
    let mut t = tournaments::load(&tx, tid)?;
    let out = f(&tx, &mut t)?;
    // The tournament's version is raised by the triggers of migration 0003 on every row
    // written here.
    tx.commit()?;
    Ok(out)
}

pub(super) fn round_id(tx: &Connection, tid: i64, number: u32) -> Result<i64, StoreError> {
    rounds::id(tx, tid, number)?.ok_or(StoreError::Domain(TournamentError::NoSuchRound(number)))
}

/// Creates a tournament from settings; returns its id.
pub fn create_tournament(
    conn: &mut Connection,
    settings: &Settings,
    who: &str,
) -> Result<i64, StoreError> {
    let t = Tournament::new(settings.clone())?;
    let tx = super::write_transaction(conn)?;
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
    let tx = super::write_transaction(conn)?;
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

/// Adds an entry (a late entry once rounds are paired).
pub fn add_entry(
    conn: &mut Connection,
    tid: i64,
    entry: &Entry,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, |tx, t| {
        t.add_entry(entry.clone())?;
        let eid = entries::insert(tx, tid, entry)?;
        entries::insert_forbidden(tx, tid, entry)?;
        let mut c = change(who, tid, "entry", Some(eid), "create");
        c.after = Some(json(entry));
        audit::record(tx, &c)?;
        Ok(())
    })
}

fn update_entry(
    conn: &mut Connection,
    tid: i64,
    no: StartNo,
    who: &str,
    action: &str,
    f: impl FnOnce(&mut Tournament) -> Result<(), TournamentError>,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, |tx, t| {
        let before = json(t.entry(no).ok_or(TournamentError::UnknownEntry(no))?);
        f(t)?;
        let after = t.entry(no).expect("entry still there");
        let eid = entries::update(tx, tid, after)?;
        let mut c = change(who, tid, "entry", Some(eid), action);
        c.before = Some(before);
        c.after = Some(json(after));
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// Withdraws an entry from `round` on.
pub fn withdraw(
    conn: &mut Connection,
    tid: i64,
    no: StartNo,
    round: u32,
    who: &str,
) -> Result<(), StoreError> {
    update_entry(conn, tid, no, who, "withdraw", |t| t.withdraw(no, round))
}

/// Records a requested bye.
pub fn request_bye(
    conn: &mut Connection,
    tid: i64,
    no: StartNo,
    round: u32,
    who: &str,
) -> Result<(), StoreError> {
    update_entry(conn, tid, no, who, "request-bye", |t| {
        t.request_bye(no, round)
    })
}

/// Pairs the next round as a draft; returns its number.
pub fn pair_round(
    conn: &mut Connection,
    tid: i64,
    pairings: &[Pairing],
    ballot: Option<BallotRef>,
    who: &str,
) -> Result<u32, StoreError> {
    in_tournament(conn, tid, |tx, t| {
        let n = t.pair_round(pairings, ballot)?;
        let r = t.round(n).expect("round just paired");
        let rid = rounds::insert(tx, tid, r)?;
        let mut c = change(who, tid, "round", Some(rid), "pair");
        c.after = Some(json(r));
        audit::record(tx, &c)?;
        Ok(n)
    })
}

/// Pairs the next round as a draft by the tournament's system (FIDE Dutch, match rounds or
/// Berger tables); the audit row names the method. Returns the round's number.
pub fn pair_round_auto(conn: &mut Connection, tid: i64, who: &str) -> Result<u32, StoreError> {
    in_tournament(conn, tid, |tx, t| {
        let proposal = crate::domain::draft::propose(t)?;
        let n = t.pair_round(&proposal.pairings, None)?;
        let r = t.round(n).expect("round just paired");
        let rid = rounds::insert(tx, tid, r)?;
        let mut c = change(who, tid, "round", Some(rid), "pair");
        c.after = Some(json(r));
        let reason = format!("paired automatically: {}", proposal.method);
        c.reason = Some(&reason);
        audit::record(tx, &c)?;
        Ok(n)
    })
}

/// Replaces the pairing of the last round (a draft, or published without results).
pub fn repair_round(
    conn: &mut Connection,
    tid: i64,
    number: u32,
    pairings: &[Pairing],
    ballot: Option<BallotRef>,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, |tx, t| {
        let before = t.round(number).map(json);
        t.repair_round(number, pairings, ballot)?;
        rounds::delete(tx, round_id(tx, tid, number)?)?;
        let r: &Round = t.round(number).expect("round re-paired");
        let rid = rounds::insert(tx, tid, r)?;
        let mut c = change(who, tid, "round", Some(rid), "re-pair");
        c.before = before;
        c.after = Some(json(r));
        audit::record(tx, &c)?;
        Ok(())
    })
}

fn set_state(
    conn: &mut Connection,
    tid: i64,
    number: u32,
    who: &str,
    action: &str,
    f: impl FnOnce(&mut Tournament) -> Result<(), TournamentError>,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, |tx, t| {
        let before = t.round(number).map(|r| r.state());
        f(t)?;
        let after = t.round(number).expect("round exists").state();
        let rid = round_id(tx, tid, number)?;
        rounds::set_state(tx, rid, after)?;
        let mut c = change(who, tid, "round", Some(rid), action);
        c.before = before.map(|s| json(&s));
        c.after = Some(json(&after));
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
    set_state(conn, tid, number, who, "publish", |t| {
        t.publish_round(number)
    })
}

/// Publishes a draft round after checking its pairing rules: a draft that breaks one is
/// published only with `confirmed`, and the audit row lists the warnings published over.
pub fn publish_round_checked(
    conn: &mut Connection,
    tid: i64,
    number: u32,
    confirmed: bool,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, |tx, t| {
        let before = t.round(number).map(|r| r.state());
        let warnings = t.publish_round_checked(number, confirmed)?;
        let after = t.round(number).expect("round exists").state();
        let rid = round_id(tx, tid, number)?;
        rounds::set_state(tx, rid, after)?;
        let mut c = change(who, tid, "round", Some(rid), "publish");
        c.before = before.map(|s| json(&s));
        c.after = Some(json(&after));
        let reason = (!warnings.is_empty()).then(|| {
            let list: Vec<String> = warnings.iter().map(|w| w.to_string()).collect();
            format!("published over warnings, confirmed: {}", list.join("; "))
        });
        c.reason = reason.as_deref();
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// Takes a published round without results back to draft.
pub fn unpublish_round(
    conn: &mut Connection,
    tid: i64,
    number: u32,
    who: &str,
) -> Result<(), StoreError> {
    set_state(conn, tid, number, who, "unpublish", |t| {
        t.unpublish_round(number)
    })
}

/// Closes a round whose results are complete.
pub fn close_round(
    conn: &mut Connection,
    tid: i64,
    number: u32,
    who: &str,
) -> Result<(), StoreError> {
    set_state(conn, tid, number, who, "close", |t| t.close_round(number))
}

fn write_board(
    tx: &Transaction<'_>,
    tid: i64,
    t: &Tournament,
    round: u32,
    board: u32,
    before_state: Option<crate::domain::RoundState>,
) -> Result<i64, StoreError> {
    let r = t.round(round).expect("round exists");
    let rid = round_id(tx, tid, round)?;
    let bid = rounds::board_id(tx, rid, board)?.ok_or_else(|| {
        StoreError::Corrupt(format!("board {board} of round {round} is not stored"))
    })?;
    games::save_results(tx, bid, r.board(board).expect("board exists"))?;
    if before_state != Some(r.state()) {
        rounds::set_state(tx, rid, r.state())?;
    }
    Ok(bid)
}

fn record_in(
    tx: &Transaction<'_>,
    tid: i64,
    t: &mut Tournament,
    round: u32,
    board: u32,
    report: &BoardReport,
    who: &str,
) -> Result<(), StoreError> {
    let before_state = t.round(round).map(|r| r.state());
    let before = t.round(round).and_then(|r| r.board(board)).map(json);
    t.record_result(round, board, report)?;
    let bid = write_board(tx, tid, t, round, board, before_state)?;
    let mut c = change(who, tid, "board", Some(bid), "result");
    c.before = before;
    c.after = t.round(round).and_then(|r| r.board(board)).map(json);
    audit::record(tx, &c)?;
    Ok(())
}

fn correct_in(
    tx: &Transaction<'_>,
    tid: i64,
    t: &mut Tournament,
    (round, board): (u32, u32),
    report: &BoardReport,
    reason: &str,
    who: &str,
) -> Result<Correction, StoreError> {
    let before = t.round(round).and_then(|r| r.board(board)).map(json);
    let correction = t.correct_result(round, board, report, reason)?;
    let bid = write_board(tx, tid, t, round, board, None)?;
    let mut c = change(who, tid, "board", Some(bid), "correct");
    c.before = before;
    c.after = t.round(round).and_then(|r| r.board(board)).map(json);
    c.reason = Some(&correction.reason);
    audit::record(tx, &c)?;
    Ok(correction)
}

/// Enters a board's result (000 art. 2.24, 2.25 and 3.10 are applied by the domain).
pub fn record_result(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    board: u32,
    report: &BoardReport,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, |tx, t| {
        record_in(tx, tid, t, round, board, report, who)
    })
}

/// Corrects a result of a closed round, recording the reason.
pub fn correct_result(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    board: u32,
    report: &BoardReport,
    reason: &str,
    who: &str,
) -> Result<Correction, StoreError> {
    in_tournament(conn, tid, |tx, t| {
        correct_in(tx, tid, t, (round, board), report, reason, who)
    })
}

/// Enters the results of several boards of round `round` in one transaction: every one is
/// stored, or (when the domain refuses any) none. With `correction` (the reason), each is a
/// correction of a closed round.
pub fn record_results(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    reports: &[(u32, BoardReport)],
    correction: Option<&str>,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, |tx, t| {
        for (board, report) in reports {
            match correction {
                Some(reason) => {
                    correct_in(tx, tid, t, (round, *board), report, reason, who)?;
                }
                None => record_in(tx, tid, t, round, *board, report, who)?,
            }
        }
        Ok(())
    })
}

/// Sets the opening balloted for a board.
pub fn set_board_ballot(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    board: u32,
    ballot: Option<BallotRef>,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, |tx, t| {
        let before = t
            .round(round)
            .and_then(|r| r.board(board))
            .and_then(|b| b.ballot.clone());
        t.set_board_ballot(round, board, ballot.clone())?;
        let rid = round_id(tx, tid, round)?;
        let bid = rounds::board_id(tx, rid, board)?.ok_or_else(|| {
            StoreError::Corrupt(format!("board {board} of round {round} is not stored"))
        })?;
        rounds::set_board_ballot(tx, bid, &ballot)?;
        let mut c = change(who, tid, "board", Some(bid), "ballot");
        c.before = Some(json(&before));
        c.after = Some(json(&ballot));
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// Where a game is: round, board and game number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameRef {
    pub round: u32,
    pub board: u32,
    pub game: u8,
}

/// Stores a game's PDN record, verification and the controller's ruling.
pub fn set_game_record(
    conn: &mut Connection,
    tid: i64,
    at: GameRef,
    rec: &games::GameRecord,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, |tx, _| {
        let rid = round_id(tx, tid, at.round)?;
        let missing = || {
            StoreError::Domain(TournamentError::Round(
                crate::domain::RoundError::NoSuchBoard {
                    round: at.round,
                    board: at.board,
                },
            ))
        };
        let bid = rounds::board_id(tx, rid, at.board)?.ok_or_else(missing)?;
        let gid = games::id(tx, bid, at.game)?.ok_or_else(|| {
            StoreError::Corrupt(format!(
                "board {} of round {} has no game {}",
                at.board, at.round, at.game
            ))
        })?;
        let before = games::record(tx, gid)?;
        games::set_record(tx, gid, rec)?;
        let mut c = change(who, tid, "game", Some(gid), "record");
        c.before = Some(json(&before));
        c.after = Some(json(rec));
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// The standings of a tournament after its last complete round.
pub fn standings(conn: &Connection, tid: i64) -> Result<Standings, StoreError> {
    Ok(tournaments::load(conn, tid)?.standings())
}
