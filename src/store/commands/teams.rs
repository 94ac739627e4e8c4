//! Team events: making a tournament a team event, creating a team, setting its players in
//! board order, pairing a team round, setting a match's line-up and declaring a whole-team
//! forfeit. Each is one transaction checked against the tournament's version, with its audit
//! rows; the rules are `domain/team_event.rs`'s.
//!
//! When every match of a round is ready (line-ups handed in, byes, whole-team forfeits), the
//! round's boards are made from the line-ups (a draft round, or the round re-paired while it
//! has no results), so the board results go through the results command as in any event.

use rusqlite::{Connection, Transaction};

use crate::domain::team::{Team, TeamMatch, TeamNo, TeamPairing, TeamSettings, WholeForfeit};
use crate::domain::team_event::{TeamEvent, TeamEventError};
use crate::domain::{StartNo, Tournament};

use super::super::audit::{self, SystemReason, json};
use super::super::{StoreError, rounds, teams, tournaments};
use super::{Check, Seen, change, in_tournament, round_id, version};

fn invalid(field: &str) -> impl Fn(TeamEventError) -> StoreError + '_ {
    move |error| StoreError::Team {
        field: field.to_owned(),
        error: Box::new(error),
    }
}

fn teams_text(t: &Tournament) -> String {
    format!("{} rounds paired", t.rounds().len())
}

/// The team event of the tournament being changed.
fn event_of(tx: &Transaction<'_>, tid: i64, t: &Tournament) -> Result<TeamEvent, StoreError> {
    teams::load(tx, tid, t.settings())?.ok_or_else(|| invalid("team")(TeamEventError::NotTeamEvent))
}

/// Makes tournament `tid` a team event with these settings (or changes them), before any
/// round is paired.
pub fn set_team_settings(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    settings: &TeamSettings,
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(seen, "the team settings", teams_text);
    in_tournament(conn, tid, check, |tx, t| {
        let before = t.settings().team.clone();
        if before.as_ref() == Some(settings) {
            return Ok(());
        }
        if before.as_ref().map(|b| b.boards) != Some(settings.boards) && !t.rounds().is_empty() {
            return Err(invalid("boards")(TeamEventError::BoardsFixed));
        }
        let mut s = t.settings().clone();
        s.team = Some(settings.clone());
        tournaments::update_settings(tx, tid, &s)?;
        let mut c = change(who, tid, "team-settings", Some(tid), "set");
        c.before = Some(json(&before));
        c.after = Some(json(settings));
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// Creates a team; returns its number.
#[allow(clippy::too_many_arguments)]
pub fn create_team(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    name: &str,
    club: Option<String>,
    captain: Option<String>,
    players: Vec<StartNo>,
    who: &str,
) -> Result<TeamNo, StoreError> {
    let check = Check::of(seen, "the teams", teams_text);
    in_tournament(conn, tid, check, |tx, t| {
        let mut e = event_of(tx, tid, t)?;
        let team: Team = e
            .add_team(t, name, club, captain, players)
            .map_err(invalid("team"))?
            .clone();
        let id = teams::insert_team(tx, tid, &team)?;
        let mut c = change(who, tid, "team", Some(id), "create");
        c.after = Some(json(&team));
        audit::record(tx, &c)?;
        Ok(team.no)
    })
}

/// Sets team `team`'s players in board order (reserves last).
pub fn set_team_players(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    team: TeamNo,
    players: Vec<StartNo>,
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(seen, format!("team {team}"), teams_text);
    in_tournament(conn, tid, check, |tx, t| {
        let mut e = event_of(tx, tid, t)?;
        let before = e.team(team).cloned();
        e.set_players(t, team, players)
            .map_err(invalid("players"))?;
        let after = e.team(team).expect("team exists").clone();
        if before.as_ref() == Some(&after) {
            return Ok(());
        }
        let id = teams::team_id(tx, tid, team)?;
        teams::write_players(tx, tid, id, &after.players)?;
        let mut c = change(who, tid, "team", Some(id), "set-players");
        c.before = before.map(|b| json(&b.players));
        c.after = Some(json(&after.players));
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// Changes team `team`'s details: name, federation or club, captain and players in board
/// order (reserves last), all or nothing (`TeamEvent::edit_team`).
#[allow(clippy::too_many_arguments)]
pub fn edit_team(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    team: TeamNo,
    name: &str,
    club: Option<String>,
    captain: Option<String>,
    players: Vec<StartNo>,
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(seen, format!("team {team}"), teams_text);
    in_tournament(conn, tid, check, |tx, t| {
        let mut e = event_of(tx, tid, t)?;
        let before = e.team(team).cloned();
        let after = e
            .edit_team(t, team, name, club, captain, players)
            .map_err(invalid("team"))?
            .clone();
        if before.as_ref() == Some(&after) {
            return Ok(());
        }
        let id = teams::team_id(tx, tid, team)?;
        teams::update_team(tx, id, &after)?;
        let mut c = change(who, tid, "team", Some(id), "edit");
        c.before = before.map(|b| json(&b));
        c.after = Some(json(&after));
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// Pairs the next team round with these matches (the first team has White on board 1); returns
/// the round's number.
pub fn pair_team_round(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    pairings: &[TeamPairing],
    who: &str,
) -> Result<u32, StoreError> {
    let check = Check::of(seen, "the team rounds", teams_text);
    in_tournament(conn, tid, check, |tx, t| {
        let mut e = event_of(tx, tid, t)?;
        let round = e.rounds_paired() + 1;
        let made = e
            .pair_round(t, round, pairings)
            .map_err(invalid("pairing"))?;
        for m in &made {
            let id = teams::insert_match(tx, tid, m)?;
            let mut c = change(who, tid, "team-match", Some(id), "pair");
            c.after = Some(json(m));
            audit::record(tx, &c)?;
        }
        sync_round(tx, tid, t, &e, round, who)?;
        Ok(round)
    })
}

/// Sets `team`'s line-up for match `number` of round `round`: one start number per board,
/// `None` for a board left empty.
#[allow(clippy::too_many_arguments)]
pub fn set_lineup(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    round: u32,
    number: u32,
    team: TeamNo,
    lineup: &[Option<StartNo>],
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(
        seen,
        format!("the line-ups of round {round}, match {number}"),
        teams_text,
    );
    in_tournament(conn, tid, check, |tx, t| {
        let mut e = event_of(tx, tid, t)?;
        let before = e.team_match(round, number).cloned();
        e.set_lineup(t, round, number, team, lineup)
            .map_err(invalid("lineup"))?;
        write_match(tx, tid, &e, round, number, before, "set-lineup", who)?;
        sync_round(tx, tid, t, &e, round, who)
    })
}

/// Declares (`Some`) or lifts (`None`) a whole-team forfeit of match `number` of round
/// `round`.
pub fn set_team_forfeit(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    round: u32,
    number: u32,
    forfeit: Option<WholeForfeit>,
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(seen, format!("round {round}, match {number}"), teams_text);
    in_tournament(conn, tid, check, |tx, t| {
        let mut e = event_of(tx, tid, t)?;
        let before = e.team_match(round, number).cloned();
        e.set_forfeit(t, round, number, forfeit)
            .map_err(invalid("forfeit"))?;
        write_match(tx, tid, &e, round, number, before, "forfeit", who)?;
        sync_round(tx, tid, t, &e, round, who)
    })
}

#[allow(clippy::too_many_arguments)]
fn write_match(
    tx: &Transaction<'_>,
    tid: i64,
    e: &TeamEvent,
    round: u32,
    number: u32,
    before: Option<TeamMatch>,
    action: &str,
    who: &str,
) -> Result<(), StoreError> {
    let m = e.team_match(round, number).expect("match exists");
    let handed = e
        .lineups_in
        .get(&(round, number))
        .copied()
        .unwrap_or_default();
    teams::update_match(tx, tid, m, handed)?;
    let mut c = change(who, tid, "team-match", None, action);
    c.before = before.map(|b| json(&b));
    c.after = Some(json(m));
    audit::record(tx, &c)?;
    Ok(())
}

/// Makes (or re-makes) the boards of round `round` from the line-ups once every match is
/// ready, as the pairing commands write a round.
fn sync_round(
    tx: &Transaction<'_>,
    tid: i64,
    t: &mut Tournament,
    e: &TeamEvent,
    round: u32,
    who: &str,
) -> Result<(), StoreError> {
    if !e.round_ready(round) {
        return Ok(());
    }
    let pairings = e.round_pairings(round);
    let (action, before) = match t.round(round) {
        Some(r) if r.pairings() == pairings => return Ok(()),
        Some(r) => {
            let before = json(r);
            let kept = r.ballot().cloned();
            t.repair_round(round, &pairings, kept)?;
            rounds::delete(tx, round_id(tx, tid, round)?)?;
            ("re-pair", Some(before))
        }
        None => {
            t.pair_round(&pairings, None)?;
            super::super::tournaments::write_ranking(tx, tid, t)?;
            ("pair", None)
        }
    };
    let r = t.round(round).expect("round just paired");
    let rid = rounds::insert(tx, tid, r)?;
    rounds::stamp_round(tx, rid, version(tx, tid)?)?;
    let mut c = change(who, tid, "round", Some(rid), action);
    c.before = before;
    c.after = Some(json(r));
    let reason = SystemReason::TeamBoards.text();
    c.reason = Some(&reason);
    audit::record(tx, &c)?;
    Ok(())
}

/// Pairs the next team round by the event's system (its fixed schedule, the Berger tables or
/// the Dutch system over the teams); the audit rows name the method. Returns the round.
pub fn pair_team_round_auto(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    who: &str,
) -> Result<u32, StoreError> {
    let check = Check::of(seen, "the team rounds", teams_text);
    in_tournament(conn, tid, check, |tx, t| {
        let mut e = event_of(tx, tid, t)?;
        let round = e.rounds_paired() + 1;
        let (pairings, method) = e.propose(t, round).map_err(invalid("pairing"))?;
        let made = e
            .pair_round(t, round, &pairings)
            .map_err(invalid("pairing"))?;
        let reason = SystemReason::paired_by(method);
        for m in &made {
            let id = teams::insert_match(tx, tid, m)?;
            let mut c = change(who, tid, "team-match", Some(id), "pair");
            c.after = Some(json(m));
            c.reason = Some(&reason);
            audit::record(tx, &c)?;
        }
        sync_round(tx, tid, t, &e, round, who)?;
        Ok(round)
    })
}

/// Sets the fixed schedule of a team event from CSV (`round,first_team,second_team`, see
/// `export::teams::read_schedule`); the rounds already paired must agree with it.
pub fn set_team_schedule(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    csv: &str,
    who: &str,
) -> Result<usize, StoreError> {
    let check = Check::of(seen, "the team schedule", teams_text);
    in_tournament(conn, tid, check, |tx, t| {
        let e = event_of(tx, tid, t)?;
        let schedule = crate::export::teams::read_schedule(csv, &e.teams, t.settings().rounds)
            .map_err(|err| StoreError::Invalid {
                field: "schedule".into(),
                message: err.to_string().into(),
            })?;
        for round in 1..=e.rounds_paired() {
            let paired: Vec<TeamPairing> = e.matches_of_round(round).map(|m| m.pairing).collect();
            if schedule.get(&round) != Some(&paired) {
                return Err(invalid("schedule")(TeamEventError::ScheduleDiffers(round)));
            }
        }
        let mut s = t.settings().clone();
        let mut ts = e.settings.clone();
        let before = std::mem::replace(&mut ts.schedule, schedule);
        let matches = ts.schedule.values().map(Vec::len).sum();
        s.team = Some(ts.clone());
        tournaments::update_settings(tx, tid, &s)?;
        let mut c = change(who, tid, "team-settings", Some(tid), "set-schedule");
        c.before = Some(json(&before));
        c.after = Some(json(&ts.schedule));
        audit::record(tx, &c)?;
        Ok(matches)
    })
}

/// Stores a whole team event read from a file (`export::trf_team::import`) as a new
/// tournament: its players, rounds and results, then its teams in board order and every match
/// with its line-ups (handed in), in one transaction with an audit row each; returns its id.
pub fn import_team_tournament(
    conn: &mut Connection,
    t: &Tournament,
    e: &TeamEvent,
    who: &str,
) -> Result<i64, StoreError> {
    let tx = super::super::write_transaction(conn)?;
    let tid = super::settings::insert_whole(&tx, t, who)?;
    for team in &e.teams {
        let id = teams::insert_team(&tx, tid, team)?;
        let mut c = change(who, tid, "team", Some(id), "import");
        c.after = Some(json(team));
        audit::record(&tx, &c)?;
    }
    for m in &e.matches {
        let id = teams::insert_match(&tx, tid, m)?;
        let handed = e
            .lineups_in
            .get(&(m.round, m.number))
            .copied()
            .unwrap_or_default();
        teams::update_match(&tx, tid, m, handed)?;
        let mut c = change(who, tid, "team-match", Some(id), "import");
        c.after = Some(json(m));
        audit::record(&tx, &c)?;
    }
    tx.commit()?;
    Ok(tid)
}

/// Stores the event a TRF file gives as a new tournament (an individual event with a
/// knock-out's games, or a team event), in one transaction; returns its id. The command line's
/// and the dashboard's TRF import.
pub fn import_trf(
    conn: &mut Connection,
    event: &crate::export::trf_import::TrfEvent,
    who: &str,
) -> Result<i64, StoreError> {
    use crate::export::trf_import::TrfEvent;
    match event {
        TrfEvent::Individual { tournament, ties } => {
            super::settings::import_tournament_with_ties(conn, tournament, ties, who)
        }
        TrfEvent::Team { tournament, event } => {
            import_team_tournament(conn, tournament, event, who)
        }
    }
}
