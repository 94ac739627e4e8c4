//! Players online: personal links, check-ins, the players' result reports and their bye
//! requests, with the controller's side of each (issuing and revoking links, confirming or
//! rejecting reports, approving or refusing byes, the settings). Each command runs in one
//! transaction and writes one audit row per change; what a player does through a link names
//! the link as its author ([`Link::author`]).

use rand::Rng;
use rusqlite::{Connection, params};
use serde_json::json;

use crate::domain::online::{self, Agreement, OnlineSettings, Refused};
use crate::domain::{BoardReport, StartNo, Tournament, TournamentError};

use super::super::players::{self as rows, Link};
use super::super::{Refusal, StoreError, audit, entries, now, rounds as round_rows, tournaments};
use super::results::{Reason, write_board};
use super::{Check, Seen, board_id, change, in_tournament, version};

/// A player's action refused, or the store failing.
#[derive(Debug, thiserror::Error)]
pub enum OnlineError {
    #[error(transparent)]
    Refused(#[from] Refused),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for OnlineError {
    fn from(e: rusqlite::Error) -> Self {
        OnlineError::Store(e.into())
    }
}

impl From<TournamentError> for OnlineError {
    fn from(e: TournamentError) -> Self {
        OnlineError::Store(e.into())
    }
}

/// A fresh token: a personal code (`domain::personal_code`, ten characters, 49 random bits),
/// short enough to print and type. The 64 hex digits of the tokens issued before still work:
/// a link is found by its token's hash, whatever its form.
pub fn new_token() -> String {
    let mut rng = rand::rng();
    crate::domain::personal_code::from_random(|| rng.random())
}

/// Which entries [`issue_links`] gives a link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Issue {
    /// Every entry without a live link.
    Missing,
    /// Every entry: the links issued before stop working.
    All,
    /// These entries: their links issued before stop working.
    Only(Vec<StartNo>),
}

/// Issues personal links: a new secret token per entry chosen by `which`, of which only the
/// SHA-256 is kept (a new link replaces the entry's old one). Returns each entry's number and
/// token, in start-number order; one audit row names the entries.
pub fn issue_links(
    conn: &mut Connection,
    tid: i64,
    which: &Issue,
    who: &str,
) -> Result<Vec<(StartNo, String)>, StoreError> {
    issue_links_then(conn, tid, which, who, |_| Ok(()))
}

/// [`issue_links`], committed only once `deliver` has given the new tokens out in full (the
/// command line's output written and read): when it fails nothing is changed, and every link
/// issued before keeps working. Only the new tokens' hashes are kept, so tokens never given
/// out must not replace the old ones.
pub fn issue_links_then(
    conn: &mut Connection,
    tid: i64,
    which: &Issue,
    who: &str,
    deliver: impl FnOnce(&[(StartNo, String)]) -> Result<(), StoreError>,
) -> Result<Vec<(StartNo, String)>, StoreError> {
    let tx = super::super::write_transaction(conn)?;
    let t = tournaments::load(&tx, tid)?;
    let ids = entries::ids(&tx, tid)?;
    let existing = rows::links(&tx, tid)?;
    let chosen: Vec<StartNo> = match which {
        Issue::Missing => t
            .entries()
            .iter()
            .map(|e| e.no)
            .filter(|no| existing.get(no).is_none_or(|(_, revoked)| *revoked))
            .collect(),
        Issue::All => t.entries().iter().map(|e| e.no).collect(),
        Issue::Only(nos) => {
            for no in nos {
                t.entry(*no).ok_or(TournamentError::UnknownEntry(*no))?;
            }
            nos.clone()
        }
    };
    let mut out = Vec::with_capacity(chosen.len());
    {
        let mut stmt = tx.prepare_cached(
            "INSERT INTO personal_links (entry_id, token_hash, issued_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (entry_id) DO UPDATE SET token_hash = ?2, issued_at = ?3, revoked_at = NULL",
        )?;
        let at = now();
        for no in &chosen {
            let token = new_token();
            stmt.execute(params![ids[no], rows::token_hash(&token), at])?;
            out.push((*no, token));
        }
    }
    if !out.is_empty() {
        let mut c = change(who, tid, "tournament", Some(tid), "issue-links");
        c.after = Some(json!({ "entries": chosen }));
        audit::record(&tx, &c)?;
    }
    deliver(&out)?;
    tx.commit()?;
    Ok(out)
}

/// Revokes entry `no`'s personal link: its token answers 404 from now on.
pub fn revoke_link(
    conn: &mut Connection,
    tid: i64,
    no: StartNo,
    who: &str,
) -> Result<bool, StoreError> {
    let tx = super::super::write_transaction(conn)?;
    let ids = entries::ids(&tx, tid)?;
    let eid = *ids.get(&no).ok_or(TournamentError::UnknownEntry(no))?;
    let n = tx.execute(
        "UPDATE personal_links SET revoked_at = ?2 WHERE entry_id = ?1 AND revoked_at IS NULL",
        params![eid, now()],
    )?;
    if n > 0 {
        let mut c = change(who, tid, "entry", Some(eid), "revoke-link");
        c.after = Some(json!({ "player": no }));
        audit::record(&tx, &c)?;
    }
    tx.commit()?;
    Ok(n > 0)
}

/// Stores the event's settings for players online (checked against the version seen).
pub fn set_online_settings(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    s: &OnlineSettings,
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(seen, "the settings for players online", |_| String::new());
    in_tournament(conn, tid, check, |tx, _| {
        let before = rows::settings(tx, tid)?;
        rows::save_settings(tx, tid, s)?;
        let mut c = change(who, tid, "tournament", Some(tid), "online-settings");
        c.before = Some(audit::json(&before));
        c.after = Some(audit::json(s));
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// How a player checked in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// From their personal page.
    Link,
    /// At the venue's kiosk (a signed-in device).
    Kiosk,
    /// The controller checked them in.
    Controller,
}

impl How {
    pub fn as_str(self) -> &'static str {
        match self {
            How::Link => "link",
            How::Kiosk => "kiosk",
            How::Controller => "controller",
        }
    }
}

/// What a check-in did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckedIn {
    /// The round it counts for.
    pub round: u32,
    /// False when the player had already checked in (nothing written).
    pub new: bool,
}

/// Checks player `no` in for the next round that needs it (the event's check-in setting).
/// Checking in again is no change: nothing written, no audit row.
pub fn check_in(
    conn: &mut Connection,
    tid: i64,
    no: StartNo,
    how: How,
    who: &str,
) -> Result<CheckedIn, OnlineError> {
    let tx = super::super::write_transaction(conn)?;
    let t = tournaments::load(&tx, tid)?;
    let s = rows::settings(&tx, tid)?;
    let entry = t.entry(no).ok_or(TournamentError::UnknownEntry(no))?;
    let round = s
        .check_in
        .round_open(t.rounds().len() as u32, t.settings().rounds)
        .ok_or(Refused::NoCheckIn)?;
    if entry.availability(round) == crate::domain::Availability::Withdrawn {
        return Err(Refused::Withdrawn.into());
    }
    let eid = entries::ids(&tx, tid)?[&no];
    if rows::checked_in(&tx, eid, round)? {
        return Ok(CheckedIn { round, new: false });
    }
    tx.execute(
        "INSERT INTO check_ins (entry_id, round, how, at) VALUES (?1, ?2, ?3, ?4)",
        params![eid, round, how.as_str(), now()],
    )?;
    let mut c = change(who, tid, "entry", Some(eid), "check-in");
    c.after = Some(json!({ "player": no, "round": round, "how": how.as_str() }));
    audit::record(&tx, &c)?;
    tx.commit()?;
    Ok(CheckedIn { round, new: true })
}

/// What a player's report did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reported {
    /// How the board's reports stand now.
    pub agreement: Agreement,
    /// Whether the agreed reports were entered as the board's result (the setting).
    pub entered: bool,
}

/// Player `link` reports game `game` of board `board` of round `round` as `result` (the grid's
/// notation, from the home seat's view). A report is not the board's result: the controller
/// confirms agreed reports ([`confirm_reports`]), unless the event accepts them at once.
/// Refused for another board, a board with a result, a round not published or closed.
pub fn report_result(
    conn: &mut Connection,
    link: &Link,
    (round, board, game): (u32, u32, u8),
    result: &str,
) -> Result<Reported, OnlineError> {
    report_results(conn, link, (round, board), &[(game, result)])
}

/// [`report_result`] for several games of a match at once (`(game, result)` each): one
/// transaction and one audit row; any game refused refuses them all, and nothing is saved.
pub fn report_results(
    conn: &mut Connection,
    link: &Link,
    (round, board): (u32, u32),
    games: &[(u8, &str)],
) -> Result<Reported, OnlineError> {
    let tid = link.tournament_id;
    let who = link.author();
    let tx = super::super::write_transaction(conn)?;
    let mut t = tournaments::load(&tx, tid)?;
    let mut read = Vec::with_capacity(games.len());
    for (game, result) in games {
        online::check_report(&t, link.no, round, board, *game)?;
        read.push((*game, online::parse_result(&t, result)?));
    }
    let bid = board_id(&tx, tid, round, board)?;
    for (game, report) in &read {
        rows::save_report(&tx, bid, link.entry_id, *game, *report)?;
    }
    let mut c = change(&who, tid, "board", Some(bid), "player-report");
    c.after = Some(match read.as_slice() {
        [(game, report)] => json!({ "player": link.no, "game": game, "result": report.code() }),
        many => json!({
            "player": link.no,
            "games": many
                .iter()
                .map(|(g, r)| json!({ "game": g, "result": r.code() }))
                .collect::<Vec<_>>(),
        }),
    });
    audit::record(&tx, &c)?;
    let all = rows::reports(&tx, tid, round)?;
    let b = t
        .round(round)
        .and_then(|r| r.board(board))
        .expect("board checked");
    let agreement = online::agreement(b, all.get(&board).unwrap_or(&Default::default()));
    let mut entered = false;
    if let Agreement::Agreed { games } = &agreement
        && rows::settings(&tx, tid)?.accept_agreed
    {
        let note = audit::SystemReason::AgreedAccepted.text();
        enter_agreed(&tx, tid, &mut t, (round, board), games, &note, &who)?;
        entered = true;
    }
    tx.commit()?;
    Ok(Reported { agreement, entered })
}

/// Writes an agreed board result (with its audit row) and stamps the board's result version.
fn enter_agreed(
    tx: &rusqlite::Transaction<'_>,
    tid: i64,
    t: &mut Tournament,
    (round, board): (u32, u32),
    games: &[crate::domain::GameReport],
    note: &str,
    who: &str,
) -> Result<(), StoreError> {
    let report = BoardReport::new(games.to_vec());
    let (bid, _) = write_board(tx, tid, t, (round, board), &report, Reason::Note(note), who)?;
    let v = version(tx, tid)?;
    round_rows::stamp_boards(tx, &[bid], v)?;
    Ok(())
}

/// Enters as their result the boards of round `round` (all, or `only`) whose players reported
/// the same result and that have none yet, in one transaction: an audit row per board, noting
/// that the players reported it. Returns the boards entered.
pub fn confirm_reports(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    only: Option<&[u32]>,
    who: &str,
) -> Result<Vec<u32>, StoreError> {
    let tx = super::super::write_transaction(conn)?;
    let mut t = tournaments::load(&tx, tid)?;
    let r = t.round(round).ok_or(TournamentError::NoSuchRound(round))?;
    match r.state() {
        crate::domain::RoundState::Draft => {
            return Err(StoreError::Domain(TournamentError::Round(
                crate::domain::RoundError::Draft { round },
            )));
        }
        crate::domain::RoundState::Closed => {
            return Err(StoreError::Domain(TournamentError::Round(
                crate::domain::RoundError::Closed { round },
            )));
        }
        _ => {}
    }
    let all = rows::reports(&tx, tid, round)?;
    let mut agreed = Vec::new();
    for (board, reports) in &all {
        if only.is_some_and(|o| !o.contains(board)) {
            continue;
        }
        let Some(b) = r.board(*board) else { continue };
        if b.games.iter().any(|g| g.has_result()) {
            continue;
        }
        if let Agreement::Agreed { games } = online::agreement(b, reports) {
            agreed.push((*board, games));
        }
    }
    for (board, games) in &agreed {
        let note = audit::SystemReason::AgreedReports.text();
        enter_agreed(&tx, tid, &mut t, (round, *board), games, &note, who)?;
    }
    tx.commit()?;
    Ok(agreed.into_iter().map(|(b, _)| b).collect())
}

/// Rejects the players' reports of a board (they are deleted; the board's result is not
/// touched). Returns how many reports were deleted.
pub fn reject_reports(
    conn: &mut Connection,
    tid: i64,
    round: u32,
    board: u32,
    who: &str,
) -> Result<usize, StoreError> {
    let tx = super::super::write_transaction(conn)?;
    let bid = board_id(&tx, tid, round, board)?;
    let before = rows::reports(&tx, tid, round)?.remove(&board);
    let n = rows::delete_reports(&tx, bid)?;
    if n > 0 {
        let mut c = change(who, tid, "board", Some(bid), "reject-reports");
        c.before = before.map(|r| audit::json(&r));
        audit::record(&tx, &c)?;
    }
    tx.commit()?;
    Ok(n)
}

/// A bye request's outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByeState {
    Pending,
    Approved,
    Refused,
}

impl ByeState {
    pub fn as_str(self) -> &'static str {
        match self {
            ByeState::Pending => "pending",
            ByeState::Approved => "approved",
            ByeState::Refused => "refused",
        }
    }
}

/// Player `link` asks for a bye in round `round`, within the event's limits (how many byes,
/// not in the last rounds); approved at once where the event's setting says so, otherwise
/// pending until the controller decides.
pub fn ask_bye(conn: &mut Connection, link: &Link, round: u32) -> Result<ByeState, OnlineError> {
    let tid = link.tournament_id;
    let who = link.author();
    let tx = super::super::write_transaction(conn)?;
    let mut t = tournaments::load(&tx, tid)?;
    let s = rows::settings(&tx, tid)?;
    let entry = t
        .entry(link.no)
        .ok_or(TournamentError::UnknownEntry(link.no))?;
    // Byes already granted (not an absence the controller recorded: a requested bye of no
    // points, `leave_out`), and requests not refused.
    let mut asked: Vec<u32> = entry
        .requested_byes
        .iter()
        .copied()
        .filter(|r| entry.bye_points.get(r) != Some(&crate::domain::Points::ZERO))
        .collect();
    for r in rows::bye_requests_of(&tx, link.entry_id)? {
        if r.state == "pending" && !asked.contains(&r.round) {
            asked.push(r.round);
        }
    }
    online::check_bye(&t, &s, link.no, round, &asked)?;
    let state = if s.approve_byes {
        ByeState::Approved
    } else {
        ByeState::Pending
    };
    tx.execute(
        "INSERT INTO bye_requests (entry_id, round, state, at, decided_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (entry_id, round) DO UPDATE SET state = ?3, at = ?4, decided_at = ?5",
        params![
            link.entry_id,
            round,
            state.as_str(),
            now(),
            s.approve_byes.then(now)
        ],
    )?;
    let mut c = change(&who, tid, "entry", Some(link.entry_id), "bye-request");
    c.after = Some(json!({ "player": link.no, "round": round, "state": state.as_str() }));
    audit::record(&tx, &c)?;
    if state == ByeState::Approved {
        let note = audit::SystemReason::ByeWithinLimits.text();
        let what = (who.as_str(), "request-bye", Some(note.as_str()));
        super::entries::write_entry_change(&tx, tid, &mut t, link.no, what, |t| {
            t.request_bye(link.no, round)
        })?;
    }
    tx.commit()?;
    Ok(state)
}

/// The controller approves (the entry gets its requested bye) or refuses player `no`'s
/// pending request for a bye in round `round`.
pub fn decide_bye(
    conn: &mut Connection,
    tid: i64,
    no: StartNo,
    round: u32,
    approve: bool,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, Check::any(), |tx, t| {
        let eid = *entries::ids(tx, tid)?
            .get(&no)
            .ok_or(TournamentError::UnknownEntry(no))?;
        let state = if approve { "approved" } else { "refused" };
        let n = tx.execute(
            "UPDATE bye_requests SET state = ?3, decided_at = ?4
             WHERE entry_id = ?1 AND round = ?2 AND state = 'pending'",
            params![eid, round, state, now()],
        )?;
        if n == 0 {
            return Err(StoreError::NotFound(format!(
                "no. {no} has no pending bye request for round {round}"
            )));
        }
        if approve {
            let note = audit::SystemReason::ByeApproved.text();
            let what = (who, "request-bye", Some(note.as_str()));
            super::entries::write_entry_change(tx, tid, t, no, what, |t| t.request_bye(no, round))?;
        } else {
            let mut c = change(who, tid, "entry", Some(eid), "refuse-bye");
            c.after = Some(json!({ "player": no, "round": round }));
            audit::record(tx, &c)?;
        }
        Ok(())
    })
}

/// Leaves out of round `round` (the next to pair, which needs a check-in) every entry that
/// could play it and did not check in: absent, scoring nothing ([`Tournament::leave_out`]).
/// Checked against the tournament's version the controller saw. Returns those left out.
pub fn leave_out(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    round: u32,
    who: &str,
) -> Result<Vec<StartNo>, StoreError> {
    let check = Check::of(seen, "the check-in list", |_| String::new());
    in_tournament(conn, tid, check, |tx, t| {
        let s = rows::settings(tx, tid)?;
        let next = t.rounds().len() as u32 + 1;
        if round != next || !s.check_in.needed(round) {
            return Err(StoreError::Invalid {
                field: "round".into(),
                message: Refusal::NotCheckInRound { round },
            });
        }
        let checked = rows::check_ins(tx, tid, round)?;
        let out: Vec<StartNo> = not_checked_in(t, &checked, round);
        for no in &out {
            let note = audit::SystemReason::NotCheckedIn.text();
            let what = (who, "leave-out", Some(note.as_str()));
            super::entries::write_entry_change(tx, tid, t, *no, what, |t| t.leave_out(*no, round))?;
        }
        Ok(out)
    })
}

/// The entries that could play round `round` and have not checked in for it.
pub fn not_checked_in<V>(
    t: &Tournament,
    checked: &std::collections::BTreeMap<StartNo, V>,
    round: u32,
) -> Vec<StartNo> {
    t.entries()
        .iter()
        .filter(|e| e.availability(round) == crate::domain::Availability::Available)
        .filter(|e| !checked.contains_key(&e.no))
        .map(|e| e.no)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Entry, Pairing, PlayerName, Preset, Settings};
    use crate::store::{self, players};

    fn event(conn: &mut Connection) -> i64 {
        // Single games (the English preset plays two-game matches).
        let mut s = Settings::preset(Preset::English, "Open", 5);
        s.games_per_round = 1;
        let id = store::create_tournament(conn, &s, "td").unwrap();
        let list: Vec<Entry> = (1..=4)
            .map(|n| Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap())
            .collect();
        store::import_entries(conn, id, Seen::Any, &list, None, "td").unwrap();
        id
    }

    fn publish_round_1(conn: &mut Connection, id: i64) {
        store::pair_round(
            conn,
            id,
            Seen::Any,
            &[Pairing::game(1, 2), Pairing::game(3, 4)],
            "td",
        )
        .unwrap();
        store::publish_round(conn, id, 1, "td").unwrap();
    }

    fn link_of(conn: &mut Connection, id: i64, no: StartNo) -> (String, Link) {
        let issued = issue_links(conn, id, &Issue::Only(vec![no]), "td").unwrap();
        let token = issued[0].1.clone();
        let link = players::link(conn, &token).unwrap().unwrap();
        (token, link)
    }

    /// 45: what a player does through the link (check in, report, ask for a bye) raises the
    /// public pages' tag but not the version the controller's forms are checked against, so
    /// a chief who loaded the settings before forty reports still saves them.
    #[test]
    fn players_actions_never_make_a_controller_s_form_stale() {
        let mut conn = store::open_in_memory().unwrap();
        let id = event(&mut conn);
        let s = OnlineSettings {
            check_in: online::CheckIn::Every,
            ..Default::default()
        };
        set_online_settings(&mut conn, id, Seen::Any, &s, "td").unwrap();
        publish_round_1(&mut conn, id);
        let (_, link) = link_of(&mut conn, id, 1);
        let (_, other) = link_of(&mut conn, id, 2);
        // The chief loads the settings form.
        let loaded = store::version(&conn, id).unwrap();
        let tag = store::public::page_tag(&conn, id).unwrap();
        let settings = store::tournaments::settings(&conn, id).unwrap();
        report_result(&mut conn, &link, (1, 1, 1), "1-0").unwrap();
        report_result(&mut conn, &other, (1, 1, 1), "1-0").unwrap();
        check_in(&mut conn, id, 3, How::Link, "p").unwrap();
        ask_bye(&mut conn, &link, 3).unwrap();
        assert_eq!(store::version(&conn, id).unwrap(), loaded);
        assert!(store::public::page_tag(&conn, id).unwrap() >= tag + 4);
        let mut changed = settings.clone();
        changed.venue = "Town hall".into();
        let describe = |s: &Settings| s.venue.clone();
        store::update_settings(
            &mut conn,
            id,
            Seen::Version(loaded),
            &changed,
            describe,
            "chief",
        )
        .unwrap();
        assert_eq!(
            store::tournaments::settings(&conn, id).unwrap().venue,
            "Town hall"
        );
        // A controller's change still makes a form loaded before it stale.
        let err = store::update_settings(
            &mut conn,
            id,
            Seen::Version(loaded),
            &settings,
            describe,
            "chief",
        )
        .unwrap_err();
        assert!(matches!(err, StoreError::Stale(_)), "{err}");
    }

    #[test]
    fn links_are_stored_hashed_and_revocable() {
        let mut conn = store::open_in_memory().unwrap();
        let id = event(&mut conn);
        let issued = issue_links(&mut conn, id, &Issue::Missing, "td").unwrap();
        assert_eq!(issued.len(), 4);
        assert!(
            issued
                .iter()
                .all(|(_, t)| crate::domain::personal_code::is_code(t))
        );
        let stored: Vec<String> = conn
            .prepare("SELECT token_hash FROM personal_links")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert!(issued.iter().all(|(_, t)| !stored.contains(t)));
        let link = players::link(&conn, &issued[1].1).unwrap().unwrap();
        assert_eq!((link.tournament_id, link.no), (id, 2));
        // Nothing is missing now.
        assert!(
            issue_links(&mut conn, id, &Issue::Missing, "td")
                .unwrap()
                .is_empty()
        );
        assert!(revoke_link(&mut conn, id, 2, "td").unwrap());
        assert_eq!(players::link(&conn, &issued[1].1).unwrap(), None);
        // Re-issued: a new token works, the old one still does not.
        let again = issue_links(&mut conn, id, &Issue::Missing, "td").unwrap();
        assert_eq!(again.len(), 1);
        assert_eq!(again[0].0, 2);
        assert!(players::link(&conn, &again[0].1).unwrap().is_some());
        assert_eq!(players::link(&conn, &issued[1].1).unwrap(), None);
        assert_eq!(players::link(&conn, "not a token").unwrap(), None);
    }

    #[test]
    fn a_check_in_counts_once_for_the_round_the_setting_opens() {
        let mut conn = store::open_in_memory().unwrap();
        let id = event(&mut conn);
        let err = check_in(&mut conn, id, 1, How::Link, "p").unwrap_err();
        assert!(
            matches!(err, OnlineError::Refused(Refused::NoCheckIn)),
            "{err}"
        );
        let s = OnlineSettings {
            check_in: online::CheckIn::Every,
            ..Default::default()
        };
        set_online_settings(&mut conn, id, Seen::Any, &s, "td").unwrap();
        let audit = store::audit::count(&conn).unwrap();
        let first = check_in(&mut conn, id, 1, How::Link, "p").unwrap();
        assert_eq!(
            first,
            CheckedIn {
                round: 1,
                new: true
            }
        );
        let again = check_in(&mut conn, id, 1, How::Kiosk, "p").unwrap();
        assert_eq!(
            again,
            CheckedIn {
                round: 1,
                new: false
            }
        );
        assert_eq!(store::audit::count(&conn).unwrap(), audit + 1);
        let list = players::check_ins(&conn, id, 1).unwrap();
        assert_eq!(list.len(), 1);
        assert_eq!(list[&1].how, "link");
    }

    #[test]
    fn reports_become_a_result_only_when_the_controller_confirms_agreed_ones() {
        let mut conn = store::open_in_memory().unwrap();
        let id = event(&mut conn);
        publish_round_1(&mut conn, id);
        let (_, one) = link_of(&mut conn, id, 1);
        let (_, two) = link_of(&mut conn, id, 2);
        let (_, three) = link_of(&mut conn, id, 3);
        let (_, four) = link_of(&mut conn, id, 4);
        let r = report_result(&mut conn, &one, (1, 1, 1), "1-0").unwrap();
        assert_eq!(r.agreement, Agreement::Partial);
        let r = report_result(&mut conn, &two, (1, 1, 1), "1-0").unwrap();
        assert!(!r.entered);
        assert!(matches!(r.agreement, Agreement::Agreed { .. }));
        report_result(&mut conn, &three, (1, 2, 1), "=").unwrap();
        let r = report_result(&mut conn, &four, (1, 2, 1), "0-1").unwrap();
        assert_eq!(r.agreement, Agreement::Disagree);
        // Another board is refused and changes nothing.
        let before = store::audit::count(&conn).unwrap();
        let e = report_result(&mut conn, &one, (1, 2, 1), "1-0").unwrap_err();
        assert!(matches!(
            e,
            OnlineError::Refused(Refused::NotYourBoard { .. })
        ));
        assert_eq!(store::audit::count(&conn).unwrap(), before);
        let t = store::tournaments::load(&conn, id).unwrap();
        assert!(!t.round(1).unwrap().board(1).unwrap().has_result());
        // The audit row names the link.
        let rows = store::audit::list(&conn, id).unwrap();
        assert!(
            rows.iter()
                .any(|r| r.who == "personal link 2 (no. 2)" && r.action == "player-report")
        );
        let done = confirm_reports(&mut conn, id, 1, None, "td").unwrap();
        assert_eq!(done, vec![1]);
        let t = store::tournaments::load(&conn, id).unwrap();
        assert_eq!(
            t.round(1)
                .unwrap()
                .board(1)
                .unwrap()
                .report()
                .unwrap()
                .games,
            vec![crate::domain::GameReport::HomeWins]
        );
        assert!(!t.round(1).unwrap().board(2).unwrap().has_result());
        // A board with a result takes no report.
        let e = report_result(&mut conn, &two, (1, 1, 1), "0-1").unwrap_err();
        assert!(matches!(e, OnlineError::Refused(Refused::HasResult { .. })));
        assert_eq!(reject_reports(&mut conn, id, 1, 2, "td").unwrap(), 2);
        assert!(!players::reports(&conn, id, 1).unwrap().contains_key(&2));
    }

    #[test]
    fn agreed_reports_are_entered_at_once_when_the_event_says_so() {
        let mut conn = store::open_in_memory().unwrap();
        let id = event(&mut conn);
        let s = OnlineSettings {
            accept_agreed: true,
            ..Default::default()
        };
        set_online_settings(&mut conn, id, Seen::Any, &s, "td").unwrap();
        publish_round_1(&mut conn, id);
        let (_, one) = link_of(&mut conn, id, 1);
        let (_, two) = link_of(&mut conn, id, 2);
        report_result(&mut conn, &one, (1, 1, 1), "=").unwrap();
        assert!(
            !store::tournaments::load(&conn, id)
                .unwrap()
                .round(1)
                .unwrap()
                .board(1)
                .unwrap()
                .has_result()
        );
        let r = report_result(&mut conn, &two, (1, 1, 1), "=").unwrap();
        assert!(r.entered);
        assert!(
            store::tournaments::load(&conn, id)
                .unwrap()
                .round(1)
                .unwrap()
                .board(1)
                .unwrap()
                .has_result()
        );
    }

    #[test]
    fn bye_requests_wait_for_the_controller_within_the_limits() {
        let mut conn = store::open_in_memory().unwrap();
        let id = event(&mut conn);
        let (_, one) = link_of(&mut conn, id, 1);
        assert_eq!(ask_bye(&mut conn, &one, 2).unwrap(), ByeState::Pending);
        let e = ask_bye(&mut conn, &one, 3).unwrap_err();
        assert!(
            matches!(e, OnlineError::Refused(Refused::TooManyByes { .. })),
            "{e}"
        );
        let t = store::tournaments::load(&conn, id).unwrap();
        assert!(t.entry(1).unwrap().requested_byes.is_empty());
        decide_bye(&mut conn, id, 1, 2, true, "td").unwrap();
        let t = store::tournaments::load(&conn, id).unwrap();
        assert!(t.entry(1).unwrap().requested_byes.contains(&2));
        assert!(decide_bye(&mut conn, id, 1, 2, false, "td").is_err());
        let reqs = players::bye_requests(&conn, id).unwrap();
        assert_eq!(reqs[0].state, "approved");
    }

    #[test]
    fn players_not_checked_in_are_left_out_scoring_nothing() {
        let mut conn = store::open_in_memory().unwrap();
        let id = event(&mut conn);
        let s = OnlineSettings {
            check_in: online::CheckIn::First,
            ..Default::default()
        };
        set_online_settings(&mut conn, id, Seen::Any, &s, "td").unwrap();
        for no in [1, 2] {
            check_in(&mut conn, id, no, How::Controller, "td").unwrap();
        }
        assert_eq!(
            leave_out(&mut conn, id, Seen::Any, 1, "td").unwrap(),
            vec![3, 4]
        );
        let t = store::tournaments::load(&conn, id).unwrap();
        assert_eq!(
            t.entry(3).unwrap().availability(1),
            crate::domain::Availability::RequestedBye
        );
        assert_eq!(
            t.entry(3).unwrap().bye_points[&1],
            crate::domain::Points::ZERO
        );
        assert!(leave_out(&mut conn, id, Seen::Any, 2, "td").is_err());
        // An absence is not a bye asked for: no. 3 may still ask for one.
        let (_, three) = link_of(&mut conn, id, 3);
        assert_eq!(ask_bye(&mut conn, &three, 2).unwrap(), ByeState::Pending);
        // The audit rows name the player, for the log's filter by player.
        let rows = store::audit::list(&conn, id).unwrap();
        let asked = rows.iter().find(|r| r.action == "bye-request").unwrap();
        assert_eq!(asked.after.as_ref().unwrap()["player"], 3);
    }
}
