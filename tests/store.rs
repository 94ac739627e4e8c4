//! Store tests: migrations, refusing a newer schema, audit rows, transactions.

use crownhead::domain::{
    BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings, Tournament,
    TournamentFile,
};
use crownhead::store::{self, StoreError, audit, tournaments};
use rusqlite::Connection;

fn entry(no: u32) -> Entry {
    Entry::new(no, PlayerName::parse(&format!("Player {no}")).unwrap()).unwrap()
}

fn table_names(conn: &Connection) -> Vec<String> {
    let mut stmt = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap();
    stmt.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// Every row of the tables that hold results, as text, to compare before and after.
fn dump(conn: &Connection) -> Vec<String> {
    let mut out = Vec::new();
    for (table, cols) in [
        (
            "games",
            "id, first_kind, first_points, second_kind, second_points, version",
        ),
        (
            "boards",
            "id, home_sheets_missing, away_sheets_missing, version",
        ),
        ("rounds", "id, state, version"),
        ("entries", "id, withdrawn_from, version"),
        ("tournaments", "id, version"),
        ("audit_log", "id, action"),
    ] {
        let mut stmt = conn
            .prepare(&format!("SELECT {cols} FROM {table} ORDER BY id"))
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

fn small(conn: &mut Connection) -> i64 {
    let id = store::create_tournament(conn, &Settings::preset(Preset::English, "Club", 3), "td")
        .unwrap();
    for n in 1..=4 {
        store::add_entry(conn, id, crownhead::store::Seen::Any, &entry(n), None, "td").unwrap();
    }
    id
}

/// `small`, with round 1 paired 1-2, 3-4 and still a draft.
fn paired(conn: &mut Connection) -> i64 {
    let id = small(conn);
    let pairs = [Pairing::game(1, 2), Pairing::game(3, 4)];
    store::pair_round(conn, id, crownhead::store::Seen::Any, &pairs, "td").unwrap();
    id
}

/// `paired`, with round 1 published.
fn published(conn: &mut Connection) -> i64 {
    let id = paired(conn);
    store::publish_round(conn, id, 1, "td").unwrap();
    id
}

#[test]
fn opening_creates_and_migrates_a_fresh_database_in_wal_mode() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.db");
    let conn = store::open(&path).unwrap();
    assert!(path.exists());
    assert_eq!(store::schema_version(&conn).unwrap(), store::SCHEMA_VERSION);
    let names = table_names(&conn);
    for t in [
        "tournaments",
        "entries",
        "rounds",
        "boards",
        "games",
        "audit_log",
    ] {
        assert!(names.iter().any(|n| n == t), "table {t} missing: {names:?}");
    }
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    let fk: i64 = conn
        .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
        .unwrap();
    assert_eq!(fk, 1);
    drop(conn);
    // Opening again is a no-op for the schema.
    let conn = store::open(&path).unwrap();
    assert_eq!(store::schema_version(&conn).unwrap(), store::SCHEMA_VERSION);
}

#[test]
fn a_database_from_a_newer_schema_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("newer.db");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("CREATE TABLE future (x); PRAGMA user_version = 99;")
            .unwrap();
    }
    let bytes = std::fs::read(&path).unwrap();
    let err = store::open(&path).unwrap_err();
    assert!(
        matches!(err, StoreError::NewerSchema { found: 99, known } if known == store::SCHEMA_VERSION)
    );
    assert!(err.to_string().contains("newer crownhead"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), bytes, "the file was changed");
    let conn = Connection::open(&path).unwrap();
    assert_eq!(table_names(&conn), vec!["future".to_owned()]);
}

#[test]
fn every_change_writes_an_audit_row_with_before_and_after() {
    let mut conn = store::open_in_memory().unwrap();
    let id = published(&mut conn);
    let report = BoardReport::new(vec![GameReport::HomeWins, GameReport::Draw]);
    store::record_result(&mut conn, id, 1, 1, &report, "alice").unwrap();
    store::record_result(&mut conn, id, 1, 2, &report, "alice").unwrap();
    store::close_round(&mut conn, id, crownhead::store::Seen::Any, 1, "td").unwrap();
    let fixed = BoardReport::new(vec![GameReport::Draw, GameReport::Draw]);
    store::correct_result(&mut conn, id, 1, 2, &fixed, "score-sheet misread", "chief").unwrap();
    store::withdraw(
        &mut conn,
        id,
        crownhead::store::Seen::Any,
        4,
        2,
        "ill",
        "td",
    )
    .unwrap();

    let rows = audit::list(&conn, id).unwrap();
    let actions: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| (r.entity.as_str(), r.action.as_str()))
        .collect();
    assert_eq!(
        actions,
        vec![
            ("tournament", "create"),
            ("entry", "create"),
            ("entry", "create"),
            ("entry", "create"),
            ("entry", "create"),
            ("round", "pair"),
            ("round", "publish"),
            ("board", "result"),
            ("board", "result"),
            ("round", "close"),
            ("board", "correct"),
            ("entry", "withdraw"),
        ]
    );
    let result = &rows[7];
    assert_eq!(result.who, "alice");
    assert!(!result.at.is_empty());
    assert!(result.before.is_some() && result.after.is_some());
    assert_ne!(result.before, result.after);
    let correction = &rows[10];
    assert_eq!(correction.who, "chief");
    assert_eq!(correction.reason.as_deref(), Some("score-sheet misread"));
    let close = &rows[9];
    assert_eq!(close.before, Some(serde_json::json!("results-complete")));
    assert_eq!(close.after, Some(serde_json::json!("closed")));
    let withdraw = &rows[11];
    assert_eq!(
        withdraw.before.as_ref().unwrap()["withdrawn_from"],
        serde_json::Value::Null
    );
    assert_eq!(
        withdraw.after.as_ref().unwrap()["withdrawn_from"],
        serde_json::json!(2)
    );
    // The corrected result is what is stored.
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(t.round(1).unwrap().board(2).unwrap().report(), Some(fixed));
    // Versions were raised on changed rows.
    let v: i64 = conn
        .query_row("SELECT version FROM boards WHERE number = 2", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(v, 3);
}

#[test]
fn a_failing_command_rolls_back_everything_it_wrote() {
    let mut conn = store::open_in_memory().unwrap();
    // An entry forbidden to meet a starting number that does not exist: the import writes the
    // tournament and its entries, then fails on the forbidden pairing.
    let mut e1 = entry(1);
    e1.forbidden.insert(99);
    let t = Tournament::from_parts(
        Settings::preset(Preset::English, "Broken", 3),
        vec![e1, entry(2)],
        vec![],
    )
    .unwrap();
    let err = store::import_tournament(&mut conn, &t, "td").unwrap_err();
    assert!(err.to_string().contains("unknown entry 99"), "{err}");
    assert!(
        dump(&conn).is_empty(),
        "rows left behind: {:?}",
        dump(&conn)
    );
    assert_eq!(audit::count(&conn).unwrap(), 0);
}

#[test]
fn bad_inputs_get_clear_errors_and_change_nothing() {
    let mut conn = store::open_in_memory().unwrap();
    let id = paired(&mut conn);
    let report = BoardReport::new(vec![GameReport::HomeWins, GameReport::Draw]);
    let before = dump(&conn);
    let err = store::record_result(&mut conn, id, 1, 1, &report, "td").unwrap_err();
    assert_eq!(
        err.to_string(),
        "round 1 is still a draft: publish it before entering results"
    );
    store::publish_round(&mut conn, id, 1, "td").unwrap();
    store::record_result(&mut conn, id, 1, 1, &report, "td").unwrap();
    let before_pair = dump(&conn);
    let err = store::pair_round(
        &mut conn,
        id,
        crownhead::store::Seen::Any,
        &[Pairing::game(1, 3), Pairing::game(2, 4)],
        "td",
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "round 1 is missing results on board(s) 2: pair round 2 once they are in"
    );
    assert_eq!(dump(&conn), before_pair);
    store::record_result(&mut conn, id, 1, 2, &report, "td").unwrap();
    store::close_round(&mut conn, id, crownhead::store::Seen::Any, 1, "td").unwrap();
    let locked = dump(&conn);
    let err = store::record_result(&mut conn, id, 1, 1, &report, "td").unwrap_err();
    assert_eq!(
        err.to_string(),
        "round 1 is closed: a result can only be corrected, with a reason"
    );
    let err = store::correct_result(&mut conn, id, 1, 1, &report, " ", "td").unwrap_err();
    assert_eq!(err.to_string(), "a correction after closing needs a reason");
    let err = store::withdraw(
        &mut conn,
        id,
        crownhead::store::Seen::Any,
        42,
        2,
        "ill",
        "td",
    )
    .unwrap_err();
    assert_eq!(err.to_string(), "there is no entry with starting number 42");
    let err = store::record_result(&mut conn, id, 5, 1, &report, "td").unwrap_err();
    assert_eq!(err.to_string(), "there is no round 5");
    let err = store::standings(&conn, 77).unwrap_err();
    assert_eq!(err.to_string(), "there is no tournament with id 77");
    assert_eq!(dump(&conn), locked);
    assert_ne!(before, locked);
}

#[test]
fn a_stored_tournament_loads_back_equal() {
    let mut conn = store::open_in_memory().unwrap();
    let text = include_str!("../fixtures/tournaments/english-open.json");
    let t = TournamentFile::from_json(text)
        .unwrap()
        .into_tournament()
        .unwrap();
    let id = store::import_tournament(&mut conn, &t, "demo").unwrap();
    let back = tournaments::load(&conn, id).unwrap();
    assert_eq!(back, t);
    assert_eq!(store::standings(&conn, id).unwrap(), t.standings());
    let list = tournaments::list(&conn).unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!((list[0].players, list[0].rounds_played), (16, 7));
}

/// The settings and entry details a TRF-2026 report carries are stored and load back equal,
/// and the settings command writes them.
#[test]
fn report_settings_and_entry_details_load_back_equal() {
    use crownhead::domain::{
        Acceleration, AccelerationRecord, Federation, NationalRating, Points, Prohibition, Sex,
        StartingRank,
    };
    use std::collections::BTreeMap;
    let mut conn = store::open_in_memory().unwrap();
    let d = |day| chrono::NaiveDate::from_ymd_opt(2026, 4, day).unwrap();
    let mut s = Settings::preset(Preset::FmjdInternational, "Report", 5);
    s.federation = Some(Federation::parse("NED").unwrap());
    s.round_dates = BTreeMap::from([(1, d(1)), (2, d(2)), (5, d(9))]);
    s.acceleration = Acceleration::Records {
        records: vec![AccelerationRecord {
            points: Points::whole(2),
            first_round: 1,
            last_round: 2,
            first_player: 1,
            last_player: 2,
        }],
    };
    s.prohibited = vec![Prohibition {
        first_round: 2,
        last_round: 4,
        players: vec![1, 2, 3],
    }];
    s.report.deputies = vec!["D. Deputy".into(), "E. Deputy".into()];
    s.report.time_control_code = "5400+30".into();
    s.report.starting_rank = Some(StartingRank {
        federation: Federation::parse("NED").unwrap(),
        method: "FIDON".into(),
    });
    let mut entries: Vec<Entry> = (1..=3).map(entry).collect();
    entries[0].sex = Some(Sex::W);
    entries[1].requested_byes.insert(3);
    entries[1].bye_points.insert(3, Points::whole(1));
    entries[1].requested_byes.insert(4);
    entries[2].national = Some(NationalRating {
        federation: Federation::parse("NED").unwrap(),
        sex: None,
        classification: "K".into(),
        name: String::new(),
        rating: Some(1650),
        origin: "ZH".into(),
        birth_date: None,
    });
    let t = Tournament::from_parts(s, entries, Vec::new()).unwrap();
    let id = store::import_tournament(&mut conn, &t, "import").unwrap();
    let back = tournaments::load(&conn, id).unwrap();
    assert_eq!(back, t);
    // The settings command changes them, and the change raises the version.
    let before = store::version(&conn, id).unwrap();
    let mut new = t.settings().clone();
    new.acceleration = Acceleration::Baku;
    new.round_dates.insert(3, d(5));
    store::update_settings(
        &mut conn,
        id,
        store::Seen::Version(before),
        &new,
        |_| String::new(),
        "chief",
    )
    .unwrap();
    assert!(store::version(&conn, id).unwrap() > before);
    let back = tournaments::load(&conn, id).unwrap();
    assert_eq!(back.settings(), &new);
}

#[test]
fn game_records_are_stored_and_audited() {
    use crownhead::store::games::GameRecord;
    let mut conn = store::open_in_memory().unwrap();
    let id = paired(&mut conn);
    let rec = GameRecord {
        pdn: Some("1. 11-15 23-19 2. 8-11 22-17 *".into()),
        verification: Some(serde_json::json!({"legal": true})),
        ruling: Some("draw claimed and agreed".into()),
    };
    let at = store::GameRef {
        round: 1,
        board: 2,
        game: 2,
    };
    store::set_game_record(&mut conn, id, at, &rec, "td").unwrap();
    let bid: i64 = conn
        .query_row(
            "SELECT b.id FROM boards b JOIN rounds r ON r.id = b.round_id WHERE r.number = 1 AND b.number = 2",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let gid = store::games::id(&conn, bid, 2).unwrap().unwrap();
    assert_eq!(store::games::record(&conn, gid).unwrap(), rec);
    let last = audit::list(&conn, id).unwrap().pop().unwrap();
    assert_eq!(
        (last.entity.as_str(), last.action.as_str()),
        ("game", "record")
    );
    let bad = store::GameRef {
        round: 1,
        board: 9,
        game: 1,
    };
    let err = store::set_game_record(&mut conn, id, bad, &rec, "td").unwrap_err();
    assert_eq!(err.to_string(), "round 1 has no board 9");
}

#[test]
fn automatic_pairing_checked_publishing_and_unpublishing_are_audited() {
    let mut conn = store::open_in_memory().unwrap();
    let id = small(&mut conn);
    let n = store::pair_round_auto(&mut conn, id, crownhead::store::Seen::Any, "chief").unwrap();
    assert_eq!(n, 1);
    let rows = audit::list(&conn, id).unwrap();
    let last = rows.last().unwrap();
    assert_eq!(last.action, "pair");
    assert!(
        last.reason
            .as_deref()
            .unwrap()
            .starts_with("paired automatically: FIDE Dutch system (C.04.3) on the matches"),
        "{:?}",
        last.reason
    );
    store::publish_round_checked(
        &mut conn,
        id,
        crownhead::store::Seen::Any,
        1,
        false,
        "chief",
    )
    .unwrap();
    store::unpublish_round(&mut conn, id, crownhead::store::Seen::Any, 1, "chief").unwrap();
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(
        t.round(1).unwrap().state(),
        crownhead::domain::RoundState::Draft
    );
    assert_eq!(
        audit::list(&conn, id).unwrap().last().unwrap().action,
        "unpublish"
    );
    // Re-paired by hand with two pairing byes in an even field, which breaks C.04.1 art. 3:
    // published only with the confirmation.
    let pairs = t.round(1).unwrap().pairings();
    let mut broken: Vec<Pairing> = pairs[1..].to_vec();
    for e in pairs[0].entries() {
        broken.push(Pairing::pairing_bye(e));
    }
    store::repair_round(
        &mut conn,
        id,
        crownhead::store::Seen::Any,
        1,
        &broken,
        "chief",
    )
    .unwrap();
    let before = dump(&conn);
    let err = store::publish_round_checked(
        &mut conn,
        id,
        crownhead::store::Seen::Any,
        1,
        false,
        "chief",
    )
    .unwrap_err();
    assert!(err.to_string().contains("bye rule (C.04.1 art. 3"), "{err}");
    assert_eq!(dump(&conn), before, "a refused publication changes nothing");
    store::publish_round_checked(&mut conn, id, crownhead::store::Seen::Any, 1, true, "chief")
        .unwrap();
    let rows = audit::list(&conn, id).unwrap();
    let last = rows.last().unwrap();
    assert_eq!(last.action, "publish");
    assert!(
        last.reason
            .as_deref()
            .unwrap()
            .starts_with("published over warnings, confirmed: bye rule"),
        "{:?}",
        last.reason
    );
    // Results entered: the round cannot go back to draft.
    store::record_result(
        &mut conn,
        id,
        1,
        1,
        &BoardReport::new(vec![GameReport::Draw; 2]),
        "chief",
    )
    .unwrap();
    let before = dump(&conn);
    let err =
        store::unpublish_round(&mut conn, id, crownhead::store::Seen::Any, 1, "chief").unwrap_err();
    assert_eq!(
        err.to_string(),
        "round 1 already has results on board(s) 1: it cannot go back to draft"
    );
    assert_eq!(dump(&conn), before);
}

#[test]
fn the_results_of_several_boards_are_stored_together_or_not_at_all() {
    let mut conn = store::open_in_memory().unwrap();
    let id = published(&mut conn);
    let win = BoardReport::new(vec![GameReport::HomeWins, GameReport::HomeWins]);
    let draw = BoardReport::new(vec![GameReport::Draw, GameReport::Draw]);
    // Board 3 does not exist: board 1's result, written first, is rolled back with it.
    let before = dump(&conn);
    let err = store::record_results(
        &mut conn,
        id,
        1,
        &[(1, win.clone()), (3, draw.clone())],
        None,
        "td",
    )
    .unwrap_err();
    assert!(err.to_string().contains("board 3"), "{err}");
    assert_eq!(dump(&conn), before);
    store::record_results(
        &mut conn,
        id,
        1,
        &[(1, win.clone()), (2, draw.clone())],
        None,
        "td",
    )
    .unwrap();
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(t.round(1).unwrap().board(1).unwrap().report(), Some(win));
    assert_eq!(
        t.round(1).unwrap().board(2).unwrap().report(),
        Some(draw.clone())
    );
    let results = audit::list(&conn, id)
        .unwrap()
        .into_iter()
        .filter(|r| r.action == "result")
        .count();
    assert_eq!(results, 2);
    // Corrections of a closed round need the reason, given once for all boards.
    store::close_round(&mut conn, id, crownhead::store::Seen::Any, 1, "td").unwrap();
    store::record_results(
        &mut conn,
        id,
        1,
        &[(1, draw.clone())],
        Some("sheet misread"),
        "td",
    )
    .unwrap();
    let rows = audit::list(&conn, id).unwrap();
    let last = rows.last().unwrap();
    assert_eq!(
        (last.action.as_str(), last.reason.as_deref()),
        ("correct", Some("sheet misread"))
    );
}

/// An entry without a starting number: the command gives it the next one.
fn unnumbered() -> Entry {
    let mut e = entry(1);
    e.no = 0;
    e
}

/// A tournament of 4 players and 1 round whose only round is played and closed.
fn finished(conn: &mut Connection) -> i64 {
    let id = store::create_tournament(conn, &Settings::preset(Preset::English, "Done", 1), "td")
        .unwrap();
    for n in 1..=4 {
        store::add_entry(conn, id, store::Seen::Any, &entry(n), None, "td").unwrap();
    }
    let pairs = [Pairing::game(1, 2), Pairing::game(3, 4)];
    store::pair_round(conn, id, store::Seen::Any, &pairs, "td").unwrap();
    store::publish_round(conn, id, 1, "td").unwrap();
    let played = BoardReport::new(vec![GameReport::HomeWins, GameReport::Draw]);
    store::record_results(conn, id, 1, &[(1, played.clone()), (2, played)], None, "td").unwrap();
    store::close_round(conn, id, store::Seen::Any, 1, "td").unwrap();
    id
}

#[test]
fn a_finished_tournament_takes_entries_only_as_late_ones_with_a_reason() {
    let mut conn = store::open_in_memory().unwrap();
    let id = finished(&mut conn);
    let before = dump(&conn);
    let e =
        store::add_entry(&mut conn, id, store::Seen::Any, &unnumbered(), None, "td").unwrap_err();
    assert!(e.to_string().contains("finished"), "{e}");
    let e = store::import_entries(
        &mut conn,
        id,
        store::Seen::Any,
        &[unnumbered()],
        Some("  "),
        "td",
    )
    .unwrap_err();
    assert!(e.to_string().contains("needs a reason"), "{e}");
    assert_eq!(dump(&conn), before, "a refused entry changes nothing");
    let reason = "entered on the day, approved by the organiser";
    let nos = store::import_entries(
        &mut conn,
        id,
        store::Seen::Any,
        &[unnumbered()],
        Some(reason),
        "td",
    )
    .unwrap();
    assert_eq!(nos, vec![5]);
    let rows = audit::list(&conn, id).unwrap();
    let last = rows.last().unwrap();
    assert_eq!(
        (last.entity.as_str(), last.reason.as_deref()),
        ("entry", Some(reason))
    );
}

#[test]
fn settings_cannot_have_fewer_rounds_than_are_paired() {
    let mut conn = store::open_in_memory().unwrap();
    let id = published(&mut conn);
    let played = BoardReport::new(vec![GameReport::HomeWins, GameReport::Draw]);
    store::record_results(
        &mut conn,
        id,
        1,
        &[(1, played.clone()), (2, played)],
        None,
        "td",
    )
    .unwrap();
    let pairs = [Pairing::game(1, 3), Pairing::game(2, 4)];
    store::pair_round(&mut conn, id, store::Seen::Any, &pairs, "td").unwrap();
    let t = tournaments::load(&conn, id).unwrap();
    let mut s = t.settings().clone();
    s.rounds = 1;
    let before = dump(&conn);
    let e = store::update_settings(&mut conn, id, store::Seen::Any, &s, |_| String::new(), "td")
        .unwrap_err();
    assert!(e.to_string().contains("2 rounds are already paired"), "{e}");
    assert_eq!(dump(&conn), before);
    s.rounds = 2;
    store::update_settings(&mut conn, id, store::Seen::Any, &s, |_| String::new(), "td").unwrap();
    assert_eq!(tournaments::load(&conn, id).unwrap().settings().rounds, 2);
}

#[test]
fn a_withdrawal_past_the_last_round_is_refused() {
    let mut conn = store::open_in_memory().unwrap();
    let id = small(&mut conn);
    let before = dump(&conn);
    let e = store::withdraw(&mut conn, id, store::Seen::Any, 2, 1000, "ill", "td").unwrap_err();
    assert!(
        e.to_string()
            .contains("past the tournament's last round (3)"),
        "{e}"
    );
    assert_eq!(dump(&conn), before);
    store::withdraw(&mut conn, id, store::Seen::Any, 2, 3, "ill", "td").unwrap();
}

#[test]
fn a_command_based_on_an_old_version_is_refused_and_writes_nothing() {
    let mut conn = store::open_in_memory().unwrap();
    let id = small(&mut conn);
    let seen = store::version(&conn, id).unwrap();
    store::add_entry(
        &mut conn,
        id,
        store::Seen::Version(seen),
        &entry(5),
        None,
        "td",
    )
    .unwrap();
    let before = dump(&conn);
    let e = store::pair_round(
        &mut conn,
        id,
        store::Seen::Version(seen),
        &[Pairing::game(1, 2), Pairing::game(3, 4)],
        "td",
    )
    .unwrap_err();
    let StoreError::Stale(s) = e else {
        panic!("expected a conflict, got {e}")
    };
    assert_eq!(s.yours_version, Some(seen));
    assert_eq!(s.version, store::version(&conn, id).unwrap());
    assert_eq!(dump(&conn), before);
}

/// The final standings of the demo's FMJD Swiss seed a round-robin final: a cut inside a tie
/// is refused naming the players, a clean cut makes a tournament of the top players numbered
/// by rank, which pairs by its Berger table.
#[test]
fn a_finished_swiss_seeds_a_round_robin_final() {
    let mut conn = store::open_in_memory().unwrap();
    let text = include_str!("../fixtures/tournaments/fmjd-swiss.json");
    let t = TournamentFile::from_json(text)
        .and_then(TournamentFile::into_tournament)
        .unwrap();
    let id = store::import_tournament(&mut conn, &t, "td").unwrap();
    let s = t.standings();
    let before = dump(&conn);
    let e = store::seed_stage(
        &mut conn,
        id,
        store::Seen::Any,
        2,
        "Final",
        crownhead::domain::System::RoundRobin,
        "td",
    )
    .unwrap_err();
    assert!(
        e.to_string().contains("decide the tie by a play-off"),
        "{e}"
    );
    assert_eq!(dump(&conn), before);
    let final_id = store::seed_stage(
        &mut conn,
        id,
        store::Seen::Any,
        3,
        "Final",
        crownhead::domain::System::RoundRobin,
        "td",
    )
    .unwrap();
    let f = tournaments::load(&conn, final_id).unwrap();
    let names: Vec<&str> = f.entries().iter().map(|e| e.name.as_str()).collect();
    let top: Vec<&str> = s.rows[..3].iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, top);
    assert_eq!(f.settings().rounds, 3);
    store::pair_round_auto(&mut conn, final_id, store::Seen::Any, "td").unwrap();
    let r = tournaments::load(&conn, final_id).unwrap();
    assert_eq!(r.rounds().len(), 1);
    let rows = audit::list(&conn, id).unwrap();
    assert_eq!(rows.last().unwrap().action, "stage");
}

#[test]
fn an_entry_keeps_its_womens_title_and_rating() {
    let mut conn = store::open_in_memory().unwrap();
    let id = small(&mut conn);
    let mut e = entry(5);
    e.women_title = Some("MFF".into());
    e.women_rating = Some(2105);
    store::add_entry(&mut conn, id, store::Seen::Any, &e, None, "td").unwrap();
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(t.entry(5), Some(&e));
    e.women_title = Some("MIF".into());
    e.women_rating = None;
    store::edit_entry(&mut conn, id, store::Seen::Any, &e, "td").unwrap();
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(t.entry(5).unwrap().women_title.as_deref(), Some("MIF"));
    assert_eq!(t.entry(5).unwrap().women_rating, None);
    let negative = conn.execute(
        "UPDATE entries SET women_rating = -1 WHERE start_no = 5",
        [],
    );
    assert!(negative.is_err(), "a negative women's rating is refused");
}

/// The published-layout sample list (Latin-1, with odd rows).
fn fmjd_list() -> crownhead::export::fmjd::ListRead {
    use crownhead::export::fmjd;
    let bytes = include_bytes!("../fixtures/fmjd/V261001.DRA").to_vec();
    fmjd::read_list(&fmjd::decode_list(bytes).0).unwrap()
}

/// Entries 1-4 of `small` with FMJD IDs: two the list changes, one it has as it is, one it
/// does not have.
fn with_fmjd_ids(conn: &mut Connection, id: i64) {
    let t = tournaments::load(conn, id).unwrap();
    for (no, fmjd, rating) in [
        (1, "15013", Some(2493)),
        (2, "15104", Some(2384)),
        (3, "15065", Some(2403)),
        (4, "77777", Some(1500)),
    ] {
        let mut e = t.entry(no).unwrap().clone();
        e.fmjd_id = Some(fmjd.into());
        e.rating = rating;
        if no == 3 {
            e.federation = Some(crownhead::domain::Federation::parse("FRA").unwrap());
        }
        store::edit_entry(conn, id, store::Seen::Any, &e, "td").unwrap();
    }
}

#[test]
fn the_fmjd_list_writes_one_audit_row_per_entry_it_changes() {
    let mut conn = store::open_in_memory().unwrap();
    let id = small(&mut conn);
    with_fmjd_ids(&mut conn, id);
    let list = fmjd_list();
    let rows_before = audit::list(&conn, id).unwrap().len();
    let seen = store::Seen::Version(store::version(&conn, id).unwrap());
    let up = store::update_from_fmjd_list(&mut conn, id, seen, &list, "V261001.DRA", "td").unwrap();
    let changed: Vec<u32> = up.changed().map(|e| e.no).collect();
    assert_eq!(changed, [1, 2]);
    assert_eq!(up.not_found(), [4]);
    let rows = audit::list(&conn, id).unwrap();
    let new = &rows[rows_before..];
    assert_eq!(new.len(), 2, "entry 3 is listed as it is: no row");
    assert!(
        new.iter()
            .all(|r| r.entity == "entry" && r.action == "fmjd-list")
    );
    assert_eq!(
        new[0].reason.as_deref(),
        Some(
            "FMJD list V261001.DRA, line 2: federation none → POL; title none → GMI; rating 2493 → 2511"
        )
    );
    assert_eq!(
        new[1].reason.as_deref(),
        Some(
            "FMJD list V261001.DRA, line 10: federation none → SEN; title none → MF; women's title none → GMIF; women's rating none → 2301"
        )
    );
    let (before, after) = (
        new[1].before.as_ref().unwrap(),
        new[1].after.as_ref().unwrap(),
    );
    assert_eq!(before["women_title"], serde_json::Value::Null);
    assert_eq!(after["women_title"], serde_json::json!("GMIF"));
    assert_eq!(
        (before["rating"].clone(), after["rating"].clone()),
        (2384.into(), 2384.into())
    );
    let t = tournaments::load(&conn, id).unwrap();
    assert_eq!(t.entry(2).unwrap().women_rating, Some(2301));
    assert_eq!(t.entry(1).unwrap().rating, Some(2511));
    // The same list again changes nothing and writes nothing.
    let version = store::version(&conn, id).unwrap();
    let again = store::update_from_fmjd_list(
        &mut conn,
        id,
        store::Seen::Version(version),
        &list,
        "V261001.DRA",
        "td",
    )
    .unwrap();
    assert_eq!(again.changed().count(), 0);
    assert_eq!(store::version(&conn, id).unwrap(), version);
    assert_eq!(audit::list(&conn, id).unwrap().len(), rows.len());
}

#[test]
fn an_fmjd_list_confirmed_over_an_older_version_writes_nothing() {
    let mut conn = store::open_in_memory().unwrap();
    let id = small(&mut conn);
    let seen = store::version(&conn, id).unwrap();
    with_fmjd_ids(&mut conn, id);
    let before = (
        tournaments::load(&conn, id).unwrap(),
        audit::list(&conn, id).unwrap().len(),
    );
    let e = store::update_from_fmjd_list(
        &mut conn,
        id,
        store::Seen::Version(seen),
        &fmjd_list(),
        "V261001.DRA",
        "td",
    )
    .unwrap_err();
    let StoreError::Stale(s) = e else {
        panic!("expected a conflict, got {e}")
    };
    assert_eq!(s.yours_version, Some(seen));
    assert_eq!(s.what, "the entries");
    let after = (
        tournaments::load(&conn, id).unwrap(),
        audit::list(&conn, id).unwrap().len(),
    );
    assert_eq!(after, before);
}

/// A cut inside a tie is refused until a play-off decides the tie: then the play-off's winner
/// goes on. A play-off recorded over a version that changed is refused and writes nothing; the
/// one recorded leaves an audit row.
#[test]
fn a_play_off_decides_the_tie_at_the_cut() {
    use crownhead::domain::playoff::PlayOff;
    let mut conn = store::open_in_memory().unwrap();
    let text = include_str!("../fixtures/tournaments/fmjd-swiss.json");
    let t = TournamentFile::from_json(text)
        .and_then(TournamentFile::into_tournament)
        .unwrap();
    let id = store::import_tournament(&mut conn, &t, "td").unwrap();
    let s = t.standings();
    assert_eq!(
        s.rows[1].rank, s.rows[2].rank,
        "the fixture ties at the cut"
    );
    let (a, b) = (s.rows[1].no, s.rows[2].no);
    let mut p = PlayOff::new(vec![a, b], "5 min").unwrap();
    p.push_games_text(&format!("{a} {b} 0-1"), &t.settings().scoring)
        .unwrap();
    let v = store::version(&conn, id).unwrap();
    let before = dump(&conn);
    let e = store::record_playoff(&mut conn, id, store::Seen::Version(v - 1), p.clone(), "td")
        .unwrap_err();
    assert!(matches!(e, store::StoreError::Stale(_)), "{e}");
    assert_eq!(dump(&conn), before);
    assert_eq!(
        store::record_playoff(&mut conn, id, store::Seen::Version(v), p, "td").unwrap(),
        1
    );
    let rows = audit::list(&conn, id).unwrap();
    let last = rows.last().unwrap();
    assert_eq!(
        (last.entity.as_str(), last.action.as_str()),
        ("play-off", "record")
    );
    let final_id = store::seed_stage(
        &mut conn,
        id,
        store::Seen::Any,
        2,
        "Final",
        crownhead::domain::System::RoundRobin,
        "td",
    )
    .unwrap();
    let f = tournaments::load(&conn, final_id).unwrap();
    let names: Vec<String> = f.entries().iter().map(|e| e.name.to_string()).collect();
    let winner = t.entry(b).unwrap().name.to_string();
    assert_eq!(names, [s.rows[0].name.clone(), winner]);
}

/// A knock-out of five rated players, two games a tie and two tie-break games.
fn knockout(conn: &mut Connection) -> i64 {
    let mut s = Settings::preset(Preset::English, "Cup", 1);
    s.system = crownhead::domain::System::Knockout;
    s.games_per_round = 2;
    let id = store::create_tournament(conn, &s, "td").unwrap();
    for n in 1..=5 {
        let mut e = entry(n);
        e.rating = Some(2000 - n * 10);
        store::add_entry(conn, id, crownhead::store::Seen::Any, &e, None, "td").unwrap();
    }
    id
}

#[test]
fn a_knock_out_tie_decided_creates_the_next_tie_in_the_same_transaction() {
    use crownhead::pairing::knockout::{Part, Status, TieId};
    let mut conn = store::open_in_memory().unwrap();
    let id = knockout(&mut conn);
    let tie = |round, number| TieId {
        part: Part::Winners,
        round,
        number,
    };
    // Five players in a bracket of eight: seeds 1 to 3 have byes, 4 v 5 is played, and the
    // semi-final of seeds 2 and 3 (both with byes) is known at once.
    let (_, k) = store::knockout::knockout(&conn, id).unwrap();
    let playing: Vec<TieId> = k.state().playing().map(|t| t.id).collect();
    assert_eq!(playing, vec![tie(1, 2), tie(2, 2)]);
    // A game of a tie that cannot be played yet is refused and changes nothing.
    let before = dump(&conn);
    let err = store::record_tie_game(
        &mut conn,
        id,
        store::Seen::Any,
        tie(2, 1),
        GameReport::HomeWins,
        "td",
    )
    .unwrap_err();
    assert!(err.to_string().contains("not known yet"), "{err}");
    assert_eq!(dump(&conn), before);
    // Level after two games: tie-break games.
    for r in [GameReport::HomeWins, GameReport::AwayWins, GameReport::Draw] {
        store::record_tie_game(&mut conn, id, store::Seen::Any, tie(1, 2), r, "td").unwrap();
    }
    let (_, k) = store::knockout::knockout(&conn, id).unwrap();
    assert_eq!(k.state().tie(tie(2, 1)).unwrap().status, Status::Waiting);
    let v = store::version(&conn, id).unwrap();
    // A stale version is refused.
    assert!(matches!(
        store::record_tie_game(
            &mut conn,
            id,
            store::Seen::Version(v - 1),
            tie(1, 2),
            GameReport::HomeWins,
            "td"
        ),
        Err(StoreError::Stale(_))
    ));
    // The fourth game decides the tie: the semi-final against seed 1 exists at once.
    let g = store::record_tie_game(
        &mut conn,
        id,
        store::Seen::Version(v),
        tie(1, 2),
        GameReport::AwayWins,
        "td",
    )
    .unwrap();
    assert_eq!(g.game, 4);
    let (_, k) = store::knockout::knockout(&conn, id).unwrap();
    assert_eq!(k.state().tie(tie(2, 1)).unwrap().status, Status::Playing);
    // Seed 5 (starting number 5) beat seed 4.
    assert_eq!(
        k.state().tie(tie(2, 1)).unwrap().sides[1],
        crownhead::pairing::knockout::Side::Player(5)
    );
    let audit = audit::list(&conn, id).unwrap();
    assert_eq!(
        audit.iter().filter(|a| a.entity == "knockout-game").count(),
        4
    );
    // The deciding game cannot be taken back once the next tie has a game; before, it can,
    // with a reason, and the next tie waits again.
    store::record_tie_game(
        &mut conn,
        id,
        store::Seen::Any,
        tie(2, 1),
        GameReport::Draw,
        "td",
    )
    .unwrap();
    let before = dump(&conn);
    let err =
        store::undo_tie_game(&mut conn, id, store::Seen::Any, tie(1, 2), "typo", "td").unwrap_err();
    assert!(err.to_string().contains("take those back first"), "{err}");
    assert_eq!(dump(&conn), before);
    assert!(store::undo_tie_game(&mut conn, id, store::Seen::Any, tie(2, 1), " ", "td").is_err());
    let g = store::undo_tie_game(&mut conn, id, store::Seen::Any, tie(2, 1), "typo", "td").unwrap();
    assert_eq!((g.tie, g.game), (tie(2, 1), 1));
    store::undo_tie_game(
        &mut conn,
        id,
        store::Seen::Any,
        tie(1, 2),
        "wrong board",
        "td",
    )
    .unwrap();
    let (_, k) = store::knockout::knockout(&conn, id).unwrap();
    assert_eq!(k.state().tie(tie(2, 1)).unwrap().status, Status::Waiting);
    assert_eq!(k.games().len(), 3);
    let undo = audit::list(&conn, id).unwrap();
    let undo: Vec<_> = undo.iter().filter(|a| a.action == "undo").collect();
    assert_eq!(undo.len(), 2);
    assert_eq!(undo[1].reason.as_deref(), Some("wrong board"));
    // Once started, the entries (and so the seeding) do not change.
    let err = store::add_entry(&mut conn, id, store::Seen::Any, &entry(6), None, "td").unwrap_err();
    assert!(err.to_string().contains("has started"), "{err}");
}

#[test]
fn a_knock_out_s_settings_change_before_its_first_game_only() {
    use crownhead::pairing::knockout::{Part, TieId};
    let mut conn = store::open_in_memory().unwrap();
    let id = knockout(&mut conn);
    let mut s = tournaments::settings(&conn, id).unwrap();
    s.knockout.tiebreak_games = 4;
    s.knockout.third_place = true;
    store::update_settings(&mut conn, id, store::Seen::Any, &s, |_| String::new(), "td").unwrap();
    let stored = tournaments::settings(&conn, id).unwrap();
    assert_eq!(stored.knockout, s.knockout);
    let tie = TieId {
        part: Part::Winners,
        round: 1,
        number: 2,
    };
    store::record_tie_game(&mut conn, id, store::Seen::Any, tie, GameReport::Draw, "td").unwrap();
    let before = dump(&conn);
    s.knockout.tiebreak_games = 0;
    let err = store::update_settings(&mut conn, id, store::Seen::Any, &s, |_| String::new(), "td")
        .unwrap_err();
    assert!(err.to_string().contains("has started"), "{err}");
    assert_eq!(dump(&conn), before);
    // The rest of the settings still change.
    let mut s = tournaments::settings(&conn, id).unwrap();
    s.venue = "Town hall".into();
    store::update_settings(&mut conn, id, store::Seen::Any, &s, |_| String::new(), "td").unwrap();
}
