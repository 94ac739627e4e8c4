//! The controller's book through the store's commands: each penalty's effect, appeals,
//! committees, fees (000 art. 6.9, 7.1).

use crownhead::domain::book::{
    Against, Decision, DisqualifiedGames, Member, NewIncident, Offender, Penalty,
};
use crownhead::domain::fees::FeeSchedule;
use crownhead::domain::{
    BoardReport, Entry, GameReport, Pairing, PlayerName, Points, Preset, Settings, System,
};
use crownhead::store::book::NewAppeal;
use crownhead::store::{self, Seen, StoreError, audit, tournaments};
use rusqlite::Connection;

#[path = "common/binary.rs"]
mod binary;

fn entry(no: u32) -> Entry {
    Entry::new(no, PlayerName::parse(&format!("Player {no}")).unwrap()).unwrap()
}

/// A 4-player English Swiss of 3 rounds (two games a round) with round 1 (1-2, 3-4) drawn and
/// closed.
fn closed_round(conn: &mut Connection, system: System) -> i64 {
    let mut s = Settings::preset(Preset::English, "Club", 3);
    s.system = system;
    let id = store::create_tournament(conn, &s, "td").unwrap();
    for n in 1..=4 {
        let mut e = entry(n);
        e.club = Some(if n % 2 == 0 { "Leeds" } else { "York" }.into());
        store::add_entry(conn, id, Seen::Any, &e, None, "td").unwrap();
    }
    store::pair_round(
        conn,
        id,
        Seen::Any,
        &[Pairing::game(1, 2), Pairing::game(3, 4)],
        "td",
    )
    .unwrap();
    store::publish_round(conn, id, 1, "td").unwrap();
    let draws = BoardReport::new(vec![GameReport::Draw, GameReport::Draw]);
    store::record_result(conn, id, 1, 1, &draws, "td").unwrap();
    store::record_result(conn, id, 1, 2, &draws, "td").unwrap();
    store::close_round(conn, id, Seen::Any, 1, "td").unwrap();
    id
}

fn incident(no: u32, penalty: Penalty, round: Option<u32>, board: Option<u32>) -> NewIncident {
    NewIncident {
        offender: Offender::Player { no },
        at: "2026-04-15 14:20".into(),
        round,
        board,
        game: None,
        article: "4.16".into(),
        penalty,
        reason: "mobile phone rang during play".into(),
        recorded_by: "chief".into(),
    }
}

fn points(conn: &Connection, id: i64, no: u32) -> Points {
    let t = tournaments::load(conn, id).unwrap();
    t.standings().row(no).unwrap().points
}

/// Every row of the tables a command may write, to compare before and after.
fn dump(conn: &Connection) -> Vec<String> {
    let mut out = Vec::new();
    for table in [
        "games",
        "entries",
        "tournaments",
        "audit_log",
        "incidents",
        "appeals",
    ] {
        let mut stmt = conn
            .prepare(&format!("SELECT * FROM {table} ORDER BY rowid"))
            .unwrap();
        let n = stmt.column_count();
        let rows = stmt
            .query_map([], |r| {
                let mut s = format!("{table}:");
                for i in 0..n {
                    let v: rusqlite::types::Value = r.get(i)?;
                    s.push_str(&format!(" {v:?}"));
                }
                Ok(s)
            })
            .unwrap();
        out.extend(rows.map(Result::unwrap));
    }
    out
}

#[test]
fn a_game_declared_lost_in_a_closed_round_changes_the_standings_and_keeps_the_audit_trail() {
    let mut conn = store::open_in_memory().unwrap();
    let id = closed_round(&mut conn, System::Swiss);
    let draws = points(&conn, id, 2);
    assert_eq!(points(&conn, id, 1), draws);
    let done = store::book::record_incident(
        &mut conn,
        id,
        Seen::Any,
        &incident(1, Penalty::GameLost, Some(1), Some(1)),
        "chief",
    )
    .unwrap();
    assert_eq!(done.before.as_deref(), Some("= ="));
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(
        t.round(1).unwrap().board(1).unwrap().report(),
        Some(BoardReport::new(vec![GameReport::AwayWins; 2]))
    );
    assert!(points(&conn, id, 2) > draws);
    assert_eq!(points(&conn, id, 1), Points::ZERO);
    let rows = audit::list(&conn, id).unwrap();
    let correction = rows
        .iter()
        .find(|r| r.entity == "board" && r.action == "correct")
        .expect("the game lost is a correction of the closed round");
    let reason = correction.reason.as_deref().unwrap();
    assert!(
        reason.contains("incident 1") && reason.contains("4.16"),
        "{reason}"
    );
    assert!(
        rows.iter()
            .any(|r| r.entity == "incident" && r.action == "record")
    );

    // Lifted with a reason: the result before the incident comes back; nothing is deleted.
    store::book::lift_penalty(&mut conn, id, Seen::Any, done.id, "", None, "chief").unwrap_err();
    store::book::lift_penalty(
        &mut conn,
        id,
        Seen::Any,
        done.id,
        "the phone was the spectator's",
        None,
        "chief",
    )
    .unwrap();
    assert_eq!(points(&conn, id, 1), draws);
    let book = store::book::book(&conn, id, &tournaments::load(&conn, id).unwrap()).unwrap();
    assert_eq!(book.incidents.len(), 1);
    assert!(book.incidents[0].lifted.is_some());
    // The report dates round 1 by its first result; the game lost is listed with the
    // forfeits while it stands, and its incident shows lifted.
    let report = store::book::controller_report(&conn, id).unwrap();
    let day = report.rounds[0].date.clone().unwrap();
    assert_eq!(day.len(), 10, "{day}");
    assert!(report.forfeits.is_empty(), "{:?}", report.forfeits);
    assert!(report.incidents[0].lifted.starts_with("lifted: "));
    let rows = audit::list(&conn, id).unwrap();
    assert_eq!(
        rows.iter()
            .filter(|r| r.entity == "board" && r.action == "correct")
            .count(),
        2
    );
}

#[test]
fn a_second_warning_for_the_same_article_is_flagged() {
    let mut conn = store::open_in_memory().unwrap();
    let id = closed_round(&mut conn, System::Swiss);
    let w = |conn: &mut Connection| {
        store::book::record_incident(
            conn,
            id,
            Seen::Any,
            &incident(3, Penalty::Warning, None, None),
            "chief",
        )
        .unwrap()
    };
    assert!(!w(&mut conn).repeated);
    assert!(w(&mut conn).repeated);
}

#[test]
fn a_disqualified_player_is_never_paired_again() {
    let mut conn = store::open_in_memory().unwrap();
    let id = closed_round(&mut conn, System::Swiss);
    store::book::record_incident(
        &mut conn,
        id,
        Seen::Any,
        &incident(3, Penalty::Disqualification, None, None),
        "chief",
    )
    .unwrap();
    // Pairing 3 by hand is refused; the automatic pairing leaves 3 out.
    let err = store::pair_round(
        &mut conn,
        id,
        Seen::Any,
        &[Pairing::game(1, 3), Pairing::game(2, 4)],
        "td",
    )
    .unwrap_err();
    assert!(err.to_string().contains('3'), "{err}");
    for round in 2..=3 {
        let n = store::pair_round_auto(&mut conn, id, Seen::Any, "td").unwrap();
        assert_eq!(n, round);
        store::publish_round(&mut conn, id, n, "td").unwrap();
        let t = tournaments::load(&conn, id).unwrap();
        let r = t.round(n).unwrap();
        for b in r.boards() {
            if let Pairing::Game { home, away } = b.pairing {
                assert!(home != 3 && away != 3, "3 paired in round {n}");
                store::record_result(
                    &mut conn,
                    id,
                    n,
                    b.number,
                    &BoardReport::new(vec![GameReport::Draw; 2]),
                    "td",
                )
                .unwrap();
            }
        }
        store::close_round(&mut conn, id, Seen::Any, n, "td").unwrap();
    }
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(t.entry(3).unwrap().disqualified_from, Some(2));
    // The played game is kept (the default): 3 keeps the draws of round 1.
    assert_eq!(t.standings().row(3).unwrap().games_played, 2);
}

#[test]
fn annulment_applies_only_under_its_setting() {
    for (setting, annulled) in [
        (DisqualifiedGames::Kept, false),
        (DisqualifiedGames::AnnulledUnderHalf, true),
    ] {
        let mut conn = store::open_in_memory().unwrap();
        let id = closed_round(&mut conn, System::RoundRobin);
        store::book::set_book_settings(
            &mut conn,
            id,
            Seen::Any,
            setting,
            &FeeSchedule::default(),
            "chief",
        )
        .unwrap();
        let before = points(&conn, id, 1);
        assert!(before > Points::ZERO);
        store::book::record_incident(
            &mut conn,
            id,
            Seen::Any,
            &incident(2, Penalty::Disqualification, None, None),
            "chief",
        )
        .unwrap();
        let t = tournaments::load(&conn, id).unwrap();
        assert_eq!(t.entry(2).unwrap().games_annulled, annulled);
        // 1 drew with 2 in round 1: annulled, the draws count for nobody.
        let after = points(&conn, id, 1);
        if annulled {
            assert_eq!(after, Points::ZERO);
            assert_eq!(t.standings().row(1).unwrap().games_played, 0);
        } else {
            assert_eq!(after, before);
        }
        // A Swiss never annuls.
        let mut conn = store::open_in_memory().unwrap();
        let id = closed_round(&mut conn, System::Swiss);
        store::book::set_book_settings(
            &mut conn,
            id,
            Seen::Any,
            setting,
            &FeeSchedule::default(),
            "chief",
        )
        .unwrap();
        store::book::record_incident(
            &mut conn,
            id,
            Seen::Any,
            &incident(2, Penalty::Disqualification, None, None),
            "chief",
        )
        .unwrap();
        let t = tournaments::load(&conn, id).unwrap();
        assert!(!t.entry(2).unwrap().games_annulled);
    }
}

fn committee(names: &[&str]) -> Vec<Member> {
    names.iter().map(|n| Member::parse(n).unwrap()).collect()
}

#[test]
fn an_overruled_appeal_corrects_the_result_and_cites_the_appeal() {
    let mut conn = store::open_in_memory().unwrap();
    let id = closed_round(&mut conn, System::Swiss);
    let appeal = store::book::file_appeal(
        &mut conn,
        id,
        Seen::Any,
        &NewAppeal {
            against: Against::Ruling { round: 1, board: 2 },
            appellant: "Player 3".into(),
            filed_at: "2026-04-15 18:00".into(),
            grounds: "player 4 lost on time in game 2".into(),
            committee: committee(&["Ann Arbiter", "Bob Judge; Leeds", "Cy Clerk"]),
            deposit: Some(2000),
        },
        "chief",
    )
    .unwrap();
    // Bob Judge is of player 4's club: a warning, not a refusal.
    assert_eq!(appeal.warnings.len(), 1, "{:?}", appeal.warnings);
    let corrected = BoardReport::new(vec![GameReport::Draw, GameReport::HomeWins]);
    let decided = store::book::decide_appeal(
        &mut conn,
        id,
        Seen::Any,
        appeal.id,
        "2026-04-15 19:00",
        Decision::Overruled,
        "the clock shows the flag fell",
        Some(&corrected),
        None,
        "chief",
    )
    .unwrap();
    assert_eq!(decided.deposit_returned, Some(true));
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(
        t.round(1).unwrap().board(2).unwrap().report(),
        Some(corrected)
    );
    let rows = audit::list(&conn, id).unwrap();
    let correction = rows
        .iter()
        .rev()
        .find(|r| r.entity == "board" && r.action == "correct")
        .unwrap();
    assert!(
        correction
            .reason
            .as_deref()
            .unwrap()
            .contains(&format!("appeal {}", appeal.id)),
        "{:?}",
        correction.reason
    );
    // Decided once.
    assert!(
        store::book::decide_appeal(
            &mut conn,
            id,
            Seen::Any,
            appeal.id,
            "x",
            Decision::Upheld,
            "again",
            None,
            None,
            "chief",
        )
        .is_err()
    );
}

#[test]
fn an_upheld_appeal_changes_nothing_and_keeps_the_deposit() {
    let mut conn = store::open_in_memory().unwrap();
    let id = closed_round(&mut conn, System::Swiss);
    let inc = store::book::record_incident(
        &mut conn,
        id,
        Seen::Any,
        &incident(1, Penalty::GameLost, Some(1), Some(1)),
        "chief",
    )
    .unwrap();
    let appeal = store::book::file_appeal(
        &mut conn,
        id,
        Seen::Any,
        &NewAppeal {
            against: Against::Incident { id: inc.id },
            appellant: "Player 1".into(),
            filed_at: String::new(),
            grounds: "the phone was switched off".into(),
            committee: committee(&["Ann Arbiter", "Bob Judge", "Cy Clerk"]),
            deposit: Some(1000),
        },
        "chief",
    )
    .unwrap();
    let before = points(&conn, id, 1);
    let d = store::book::decide_appeal(
        &mut conn,
        id,
        Seen::Any,
        appeal.id,
        "2026-04-16",
        Decision::Upheld,
        "the ruling stands",
        None,
        None,
        "chief",
    )
    .unwrap();
    assert_eq!(d.deposit_returned, Some(false));
    assert_eq!(points(&conn, id, 1), before);
    // Overruling the incident instead lifts it, citing the appeal.
    let appeal2 = store::book::file_appeal(
        &mut conn,
        id,
        Seen::Any,
        &NewAppeal {
            against: Against::Incident { id: inc.id },
            appellant: "Player 1".into(),
            filed_at: String::new(),
            grounds: "new evidence".into(),
            committee: committee(&["Ann Arbiter", "Bob Judge", "Cy Clerk"]),
            deposit: None,
        },
        "chief",
    )
    .unwrap();
    store::book::decide_appeal(
        &mut conn,
        id,
        Seen::Any,
        appeal2.id,
        "2026-04-17",
        Decision::Overruled,
        "the phone was not the player's",
        None,
        None,
        "chief",
    )
    .unwrap();
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(
        t.round(1).unwrap().board(1).unwrap().report(),
        Some(BoardReport::new(vec![GameReport::Draw; 2]))
    );
    let book = store::book::book(&conn, id, &t).unwrap();
    assert_eq!(
        book.incidents[0].lifted.as_ref().unwrap().appeal,
        Some(appeal2.id)
    );
}

#[test]
fn a_committee_with_a_concerned_player_is_refused_and_changes_nothing() {
    let mut conn = store::open_in_memory().unwrap();
    let id = closed_round(&mut conn, System::Swiss);
    let before = dump(&conn);
    let err = store::book::file_appeal(
        &mut conn,
        id,
        Seen::Any,
        &NewAppeal {
            against: Against::Ruling { round: 1, board: 1 },
            appellant: "Player 1".into(),
            filed_at: String::new(),
            grounds: "wrong result".into(),
            committee: committee(&["Ann Arbiter", "Player 2", "Cy Clerk"]),
            deposit: None,
        },
        "chief",
    )
    .unwrap_err();
    let StoreError::Book { field, error } = &err else {
        panic!("{err:?}")
    };
    let message = error.to_string();
    assert_eq!(field, "committee");
    assert!(
        message.starts_with("Player 2 cannot sit on the appeals committee"),
        "{message}"
    );
    assert_eq!(dump(&conn), before);
    // Two members are too few.
    let err = store::book::file_appeal(
        &mut conn,
        id,
        Seen::Any,
        &NewAppeal {
            against: Against::Ruling { round: 1, board: 1 },
            appellant: "Player 1".into(),
            filed_at: String::new(),
            grounds: "wrong result".into(),
            committee: committee(&["Ann Arbiter", "Cy Clerk"]),
            deposit: None,
        },
        "chief",
    )
    .unwrap_err();
    assert!(err.to_string().contains("at least three"), "{err}");
    assert_eq!(dump(&conn), before);
}

#[test]
fn an_expulsion_disqualifies_the_player_in_every_section_of_the_event() {
    let mut conn = store::open_in_memory().unwrap();
    let a = closed_round(&mut conn, System::Swiss);
    let b = closed_round(&mut conn, System::Swiss);
    let event = store::create_event(&mut conn, "Championship", "Hall", "td").unwrap();
    store::add_section(&mut conn, event, a, "td").unwrap();
    store::add_section(&mut conn, event, b, "td").unwrap();
    store::book::record_incident(
        &mut conn,
        a,
        Seen::Any,
        &NewIncident {
            article: "4.13".into(),
            reason: "collusion".into(),
            ..incident(4, Penalty::Expulsion, None, None)
        },
        "chief",
    )
    .unwrap();
    for tid in [a, b] {
        let t = tournaments::load(&conn, tid).unwrap();
        assert!(
            t.entry(4).unwrap().disqualified_from.is_some(),
            "section {tid}"
        );
        assert!(t.entry(3).unwrap().disqualified_from.is_none());
        let book = store::book::book(&conn, tid, &t).unwrap();
        assert_eq!(book.incidents.len(), 1);
    }
}

#[test]
fn fees_follow_the_reductions_and_payments_are_recorded() {
    let mut conn = store::open_in_memory().unwrap();
    let id = closed_round(&mut conn, System::Swiss);
    let mut e = tournaments::load(&conn, id)
        .unwrap()
        .entry(1)
        .unwrap()
        .clone();
    e.title = Some("GM".into());
    store::edit_entry(&mut conn, id, Seen::Any, &e, "td").unwrap();
    let fees = FeeSchedule::parse("standard=20 titled=0").unwrap();
    store::book::set_book_settings(
        &mut conn,
        id,
        Seen::Any,
        DisqualifiedGames::Kept,
        &fees,
        "treasurer",
    )
    .unwrap();
    store::book::record_payment(
        &mut conn,
        id,
        Seen::Any,
        2,
        2000,
        "cash",
        "2026-04-15",
        None,
        "treasurer",
    )
    .unwrap();
    store::book::record_payment(
        &mut conn,
        id,
        Seen::Any,
        3,
        500,
        "card",
        "",
        None,
        "treasurer",
    )
    .unwrap();
    let bad = store::book::record_payment(&mut conn, id, Seen::Any, 9, 500, "card", "", None, "t");
    assert!(bad.is_err());
    let t = tournaments::load(&conn, id).unwrap();
    let book = store::book::book(&conn, id, &t).unwrap();
    let owed: Vec<(u32, i64)> = book.entry_fees.iter().map(|f| (f.no, f.owed())).collect();
    assert_eq!(owed, vec![(1, 0), (2, 0), (3, 1500), (4, 2000)]);
}

/// The demo's book through `crownhead report`: a warning and a game declared lost which an
/// appeal overruled (the board's result back, as before the incident), fees with one unpaid
/// entry; the JSON carries every section of the report.
#[test]
fn the_report_command_prints_the_demo_book_as_text_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    binary::ok(&binary::run(&db, &["demo"]));
    let text = binary::ok(&binary::run(&db, &["report", "--tournament", "1"]));
    assert!(
        text.contains("Controller's report: English Open 2026"),
        "{text}"
    );
    assert!(text.contains("lifted by appeal 1"), "{text}");
    assert!(
        text.contains("unpaid: Tessa Vaughan (16): 15.00 owed"),
        "{text}"
    );
    let json = binary::ok(&binary::run(
        &db,
        &["report", "--tournament", "1", "--format", "json"],
    ));
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    for key in [
        "tournament",
        "event",
        "controllers",
        "entries",
        "withdrawals",
        "rounds",
        "standings_after",
        "standings",
        "incidents",
        "penalties",
        "appeals",
        "forfeits",
        "fees",
    ] {
        assert!(v.get(key).is_some(), "no {key} in {json}");
    }
    assert_eq!(v["incidents"].as_array().unwrap().len(), 2);
    assert_eq!(v["incidents"][1]["penalty"], "(b) game declared lost");
    // The penalties by code, for a federation's system: the game declared lost is no longer
    // in force once the appeal overruled it.
    let penalties = v["penalties"].as_array().unwrap();
    assert_eq!(penalties.len(), 2, "{json}");
    assert_eq!(penalties[0]["penalty"], "warning");
    assert_eq!(penalties[0]["in_force"], true);
    assert_eq!(penalties[1]["penalty"], "game-lost");
    assert_eq!(penalties[1]["in_force"], false);
    assert!(penalties[1]["player"].as_u64().is_some(), "{json}");
    assert_eq!(v["appeals"][0]["decision"], "overruled");
    assert_eq!(v["appeals"][0]["deposit_settled"], "returned");
    assert_eq!(v["fees"]["outstanding"], "15.00");
    assert_eq!(v["standings"].as_array().unwrap().len(), 16);
    // The appeal gave the board its result back: the standings are the fixture's.
    assert_eq!(v["standings"][0]["name"], "Xenia Stewart");
    assert_eq!(v["standings"][0]["points"], "18");
    // The English Open ranks on game points, then its tie-breaks, each with its value.
    assert_eq!(v["ranked_on"], "game-points");
    assert_eq!(v["standings"][0]["game_points"], "18");
    assert!(v["standings"][0]["match_points"].is_null(), "{json}");
    let tie_breaks = v["tie_breaks"].as_array().unwrap();
    assert!(!tie_breaks.is_empty(), "{json}");
    assert_eq!(
        v["standings"][0]["tie_breaks"].as_array().unwrap().len(),
        tie_breaks.len()
    );
    assert!(text.contains("(ranked on game points, then "), "{text}");
    let o = binary::run(&db, &["report", "--tournament", "99"]);
    assert!(!o.status.success());
    assert!(binary::stderr(&o).contains("99"), "{}", binary::stderr(&o));
}
