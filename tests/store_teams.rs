//! Team events in the store: the team commands (create a team, set its players, pair a team
//! round, line-ups, whole-team forfeits), each one transaction with its audit rows; a refused
//! command changes nothing; the round's boards are made from the line-ups and their results go
//! through the results command.

use crownhead::domain::team::{TeamPairing, TeamSettings, WholeForfeit};
use crownhead::domain::{BoardReport, Entry, PlayerName, Points, Preset, Settings};
use crownhead::store::commands::{self, Seen};
use crownhead::store::{self, StoreError, audit, teams};
use rusqlite::Connection;

/// Every row of the team tables, the rounds and the audit log, to compare before and after.
fn dump(conn: &Connection) -> Vec<String> {
    let mut out = Vec::new();
    for (table, order) in [
        ("teams", "id"),
        ("team_players", "team_id, place"),
        ("team_matches", "id"),
        ("team_lineups", "match_id, board"),
        ("boards", "id"),
        ("rounds", "id"),
        ("tournaments", "id"),
        ("audit_log", "id"),
    ] {
        let mut stmt = conn
            .prepare(&format!("SELECT * FROM {table} ORDER BY {order}"))
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

/// A team event of 4 clubs of 3 players, 2 boards a match.
fn league(conn: &mut Connection) -> i64 {
    let mut s = Settings::preset(Preset::FmjdInternational, "Club league", 3);
    s.team = Some(TeamSettings::new(2).unwrap());
    let tid = commands::create_tournament(conn, &s, "ctl").unwrap();
    for n in 1..=12 {
        let e = Entry::new(n, PlayerName::parse(&format!("Player {n}")).unwrap()).unwrap();
        commands::add_entry(conn, tid, Seen::Any, &e, None, "ctl").unwrap();
    }
    for k in 0..4u32 {
        let players = (1..=3).map(|i| k * 3 + i).collect();
        let no = commands::create_team(
            conn,
            tid,
            Seen::Any,
            &format!("Club {}", k + 1),
            Some("NED".into()),
            Some(format!("Captain {}", k + 1)),
            players,
            "ctl",
        )
        .unwrap();
        assert_eq!(no, k + 1);
    }
    tid
}

#[test]
fn a_team_round_from_lineups_to_team_standings() {
    let mut conn = store::open_in_memory().unwrap();
    let tid = league(&mut conn);
    let round = commands::pair_team_round(
        &mut conn,
        tid,
        Seen::Any,
        &[
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
            TeamPairing::Match {
                first: 3,
                second: 4,
            },
        ],
        "ctl",
    )
    .unwrap();
    assert_eq!(round, 1);
    let lineup = |conn: &mut Connection, m, team, l: &[Option<u32>]| {
        commands::set_lineup(conn, tid, Seen::Any, 1, m, team, l, "ctl")
    };
    lineup(&mut conn, 1, 1, &[Some(1), Some(2)]).unwrap();
    lineup(&mut conn, 1, 2, &[Some(4), Some(6)]).unwrap();
    lineup(&mut conn, 2, 3, &[Some(7), Some(8)]).unwrap();
    // No boards until every line-up is in.
    let (t, _) = teams::event(&conn, tid).unwrap().unwrap();
    assert!(t.round(1).is_none());
    lineup(&mut conn, 2, 4, &[Some(10), Some(12)]).unwrap();
    let (t, e) = teams::event(&conn, tid).unwrap().unwrap();
    let r = t.round(1).expect("the round's boards are made");
    assert_eq!(r.boards().len(), 4);
    // Colours alternate down the boards: board 2's first mover is the second team's player.
    assert_eq!(r.board(2).unwrap().opponent_of(6), Some(2));
    assert_eq!(r.board(2).unwrap().games[0].first, 6);
    assert_eq!(e.team(1).unwrap().captain.as_deref(), Some("Captain 1"));
    commands::publish_round(&mut conn, tid, 1, "ctl").unwrap();
    for (board, code) in [(1, "1-0"), (2, "="), (3, "0-1"), (4, "1-0")] {
        commands::record_result(
            &mut conn,
            tid,
            1,
            board,
            &BoardReport::from_codes(code).unwrap(),
            "ctl",
        )
        .unwrap();
    }
    let (t, e) = teams::event(&conn, tid).unwrap().unwrap();
    let rows = e.standings(&t);
    let row = |no| rows.iter().find(|r| r.team == no).unwrap();
    // Club 1: 2 + 1 = 3 board points to 1: a match won.
    assert_eq!(row(1).board_points, Points::whole(3));
    assert_eq!(row(1).match_points, Points::whole(2));
    // Club 4 won both boards: board 3's first mover is club 3's player 7, who lost; board 4's
    // is club 4's player 12, who won.
    assert_eq!(row(4).board_points, Points::whole(4));
    assert_eq!(rows[0].team, 4);
    assert_eq!(rows[1].team, 1);
    // The audit log has a row per team, per match, per line-up and the round made.
    let log = audit::list(&conn, tid).unwrap();
    let count = |entity: &str, action: &str| {
        log.iter()
            .filter(|a| a.entity == entity && a.action == action)
            .count()
    };
    assert_eq!(count("team", "create"), 4);
    assert_eq!(count("team-match", "pair"), 2);
    assert_eq!(count("team-match", "set-lineup"), 4);
    assert_eq!(count("round", "pair"), 1);
    // Results in: line-ups are fixed.
    let before = dump(&conn);
    let err = lineup(&mut conn, 1, 1, &[Some(2), Some(3)]).unwrap_err();
    assert!(err.to_string().contains("already has results"), "{err}");
    assert_eq!(dump(&conn), before);
}

#[test]
fn a_wrong_board_order_is_refused_naming_boards_and_players_and_changes_nothing() {
    let mut conn = store::open_in_memory().unwrap();
    let tid = league(&mut conn);
    commands::pair_team_round(
        &mut conn,
        tid,
        Seen::Any,
        &[
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
            TeamPairing::Match {
                first: 3,
                second: 4,
            },
        ],
        "ctl",
    )
    .unwrap();
    let before = dump(&conn);
    let err = commands::set_lineup(
        &mut conn,
        tid,
        Seen::Any,
        1,
        1,
        1,
        &[Some(3), Some(1)],
        "ctl",
    )
    .unwrap_err();
    let StoreError::Team { field, error } = &err else {
        panic!("{err:?}")
    };
    let message = error.to_string();
    assert_eq!(field, "lineup");
    assert!(
        message.contains("board 1 has Player 3 (no. 3, 3rd in Club 1's order) above board 2's Player 1 (no. 1, 1st)"),
        "{message}"
    );
    assert_eq!(dump(&conn), before);
    // A stranger, a player of the other team, a team not in the match: refused too.
    for (team, l) in [(1, [Some(4), None]), (3, [Some(7), None])] {
        assert!(commands::set_lineup(&mut conn, tid, Seen::Any, 1, 1, team, &l, "ctl").is_err());
    }
    assert_eq!(dump(&conn), before);
}

#[test]
fn a_stale_version_and_a_player_in_two_teams_are_refused() {
    let mut conn = store::open_in_memory().unwrap();
    let tid = league(&mut conn);
    let v = commands::version(&conn, tid).unwrap();
    let before = dump(&conn);
    let err = commands::create_team(
        &mut conn,
        tid,
        Seen::Version(v - 1),
        "Club 5",
        None,
        None,
        vec![],
        "ctl",
    )
    .unwrap_err();
    assert!(matches!(err, StoreError::Stale(_)), "{err:?}");
    let err = commands::create_team(
        &mut conn,
        tid,
        Seen::Version(v),
        "Club 5",
        None,
        None,
        vec![1],
        "ctl",
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("already plays for Club 1"),
        "{err}"
    );
    assert_eq!(dump(&conn), before);
    commands::set_team_players(&mut conn, tid, Seen::Version(v), 1, vec![3, 2, 1], "ctl").unwrap();
    let (_, e) = teams::event(&conn, tid).unwrap().unwrap();
    assert_eq!(e.team(1).unwrap().players, vec![3, 2, 1]);
}

#[test]
fn whole_team_forfeits_and_byes_are_scored_without_boards() {
    let mut conn = store::open_in_memory().unwrap();
    let tid = league(&mut conn);
    commands::pair_team_round(
        &mut conn,
        tid,
        Seen::Any,
        &[
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
            TeamPairing::Match {
                first: 3,
                second: 4,
            },
        ],
        "ctl",
    )
    .unwrap();
    commands::set_team_forfeit(
        &mut conn,
        tid,
        Seen::Any,
        1,
        2,
        Some(WholeForfeit::First),
        "ctl",
    )
    .unwrap();
    commands::set_lineup(&mut conn, tid, Seen::Any, 1, 1, 1, &[Some(1), None], "ctl").unwrap();
    commands::set_lineup(
        &mut conn,
        tid,
        Seen::Any,
        1,
        1,
        2,
        &[Some(4), Some(5)],
        "ctl",
    )
    .unwrap();
    let (t, e) = teams::event(&conn, tid).unwrap().unwrap();
    // One board played; board 2 left empty by club 1; match 2 forfeited by club 3.
    assert_eq!(t.round(1).unwrap().boards().len(), 1);
    commands::publish_round(&mut conn, tid, 1, "ctl").unwrap();
    commands::record_result(
        &mut conn,
        tid,
        1,
        1,
        &BoardReport::from_codes("=").unwrap(),
        "ctl",
    )
    .unwrap();
    let (t2, e2) = teams::event(&conn, tid).unwrap().unwrap();
    assert_eq!(e2.matches, e.matches);
    let rows = e2.standings(&t2);
    let row = |no| rows.iter().find(|r| r.team == no).unwrap();
    assert_eq!(row(4).board_points, Points::whole(4));
    assert_eq!(row(4).match_points, Points::whole(2));
    assert_eq!(row(3).board_points, Points::ZERO);
    // Club 2: a draw on board 1 (1) and board 2 won by default (2).
    assert_eq!(row(2).board_points, Points::whole(3));
    assert_eq!(row(2).match_points, Points::whole(2));
    assert!(t.round(1).is_some());
}

#[test]
fn a_fixed_schedule_from_csv_pairs_the_rounds_and_a_bad_file_changes_nothing() {
    let mut conn = store::open_in_memory().unwrap();
    let tid = league(&mut conn);
    let before = dump(&conn);
    let bad = "round,first_team,second_team\n1,Club 1,Club 2\n1,Club 2,Club 3\n4,1,2\n2,Club 9,1\n";
    let err = commands::set_team_schedule(&mut conn, tid, Seen::Any, bad, "ctl").unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("line 3: team 2 plays twice in round 1"),
        "{text}"
    );
    assert!(
        text.contains("line 4: round `4` is not a round of the event (1 to 3)"),
        "{text}"
    );
    assert!(text.contains("line 5: no team `Club 9`"), "{text}");
    assert_eq!(dump(&conn), before);
    let csv = "round,first_team,second_team\n1,Club 4,Club 1\n1,2,3\n2,1,2\n2,3,4\n3,1,3\n3,4,2\n";
    assert_eq!(
        commands::set_team_schedule(&mut conn, tid, Seen::Any, csv, "ctl").unwrap(),
        6
    );
    let round = commands::pair_team_round_auto(&mut conn, tid, Seen::Any, "ctl").unwrap();
    assert_eq!(round, 1);
    let (_, e) = teams::event(&conn, tid).unwrap().unwrap();
    let pairings: Vec<TeamPairing> = e.matches_of_round(1).map(|m| m.pairing).collect();
    assert_eq!(
        pairings,
        [
            TeamPairing::Match {
                first: 4,
                second: 1
            },
            TeamPairing::Match {
                first: 2,
                second: 3
            },
        ]
    );
    let log = audit::list(&conn, tid).unwrap();
    assert!(log.iter().any(|a| a.action == "pair"
        && a.reason.as_deref() == Some("paired automatically: the fixed schedule")));
}
