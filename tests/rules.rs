//! Scenario tests, one per rule of the tournament core, quoting the rule book (000: English
//! Draughts Association rules).

use crownhead::domain::{
    BoardReport, ByeKind, Entry, GameReport, Pairing, PlayerName, Points, Preset, ResultKind, Seat,
    Settings, TieBreak, Tournament, TournamentError,
};

fn entry(no: u32) -> Entry {
    Entry::new(no, PlayerName::parse(&format!("Player {no}")).unwrap()).unwrap()
}

fn tournament(preset: Preset, players: u32, rounds: u32) -> Tournament {
    let mut s = Settings::preset(preset, "Scenario", rounds);
    s.tie_breaks = TieBreak::ALL.to_vec();
    let mut t = Tournament::new(s).unwrap();
    for n in 1..=players {
        t.add_entry(entry(n)).unwrap();
    }
    t
}

/// Pairs and publishes the next round; returns its number.
fn pair(t: &mut Tournament, pairings: &[Pairing]) -> u32 {
    let r = t.pair_round(pairings, None).unwrap();
    t.publish_round(r).unwrap();
    r
}

/// Each game of `entry` on `board` of `round`: (kind, points).
fn games_of(t: &Tournament, round: u32, entry: u32) -> Vec<(ResultKind, Points)> {
    let b = t.round(round).unwrap().board_of(entry).unwrap();
    b.games
        .iter()
        .map(|g| {
            let r = g.result_of(entry).unwrap();
            (r.kind, r.points)
        })
        .collect()
}

fn p(x: u32) -> Points {
    Points::whole(x)
}

#[test]
fn art_2_24_a_player_arriving_after_the_flag_fell_forfeits_that_game() {
    // 000 art. 2.24: "If a player arrives after their flag has fallen they shall forfeit that
    // game." Away is late for game 1 of the match and plays game 2.
    let mut t = tournament(Preset::English, 2, 1);
    let r = pair(&mut t, &[Pairing::game(1, 2)]);
    t.record_result(
        r,
        1,
        &BoardReport::new(vec![GameReport::AwayAbsent, GameReport::Draw]),
    )
    .unwrap();
    assert_eq!(
        games_of(&t, r, 1),
        vec![(ResultKind::ForfeitWin, p(2)), (ResultKind::Draw, p(1))]
    );
    assert_eq!(
        games_of(&t, r, 2),
        vec![(ResultKind::ForfeitLoss, p(0)), (ResultKind::Draw, p(1))]
    );
    let s = t.standings();
    assert_eq!(s.row(1).unwrap().points, p(3));
    assert_eq!(s.row(2).unwrap().points, p(1));
    // The round was played (game 2), so each is the other's real opponent in the tie-breaks:
    // Buchholz of 1 is 2's score, not a dummy opponent's.
    assert_eq!(s.tie_break(1, TieBreak::Buchholz).unwrap().as_f64(), 1.0);
    // Only the game played over the board counts as a game with the first move.
    assert_eq!(
        s.tie_break(2, TieBreak::FirstMoveGames).unwrap().as_f64(),
        1.0
    );
    assert_eq!(
        s.tie_break(1, TieBreak::FirstMoveGames).unwrap().as_f64(),
        0.0
    );
}

#[test]
fn art_2_24_two_hours_late_forfeits_both_games() {
    // 000 art. 2.24: "Where a player arrives after their flag has fallen for a second time
    // (i.e. 2 hours late) they shall forfeit both games."
    let mut t = tournament(Preset::English, 4, 1);
    let r = pair(&mut t, &[Pairing::game(1, 2), Pairing::game(3, 4)]);
    t.record_result(r, 1, &BoardReport::two_hours_late(Seat::Home, 2))
        .unwrap();
    t.record_result(
        r,
        2,
        &BoardReport::new(vec![GameReport::HomeWins, GameReport::AwayWins]),
    )
    .unwrap();
    assert_eq!(games_of(&t, r, 1), vec![(ResultKind::ForfeitLoss, p(0)); 2]);
    assert_eq!(games_of(&t, r, 2), vec![(ResultKind::ForfeitWin, p(2)); 2]);
    let s = t.standings();
    assert_eq!(s.row(2).unwrap().points, p(4));
    assert_eq!(s.row(1).unwrap().points, p(0));
    // No game was played: for 2 the round is a game against a dummy opponent with 2's own
    // score (FIDE C.07 art. 16.4), which the 2026 edition (in force: the event has no start
    // date) caps at the scheduled opponent's score for a forfeit (art. 16.4.1): 1's 0 points,
    // not 2's 4.
    assert_eq!(s.tie_break(2, TieBreak::Buchholz).unwrap().as_f64(), 0.0);
    assert_eq!(s.row(2).unwrap().games_played, 0);
    let cell = &s.row(1).unwrap().rounds[0];
    assert!(cell.unplayed && cell.voluntary && cell.opponent == Some(2));
    let cell = &s.row(2).unwrap().rounds[0];
    assert!(cell.unplayed && !cell.voluntary);
    // Both wins count as wins.
    assert_eq!(s.tie_break(2, TieBreak::Wins).unwrap().as_f64(), 2.0);
}

#[test]
fn art_2_25_both_absent_both_score_zero_not_a_draw() {
    // 000 art. 2.25: "Where both players remain absent for a game (1 hour) they shall both
    // receive zero points for that game."
    let mut t = tournament(Preset::FmjdInternational, 2, 1);
    let r = pair(&mut t, &[Pairing::game(1, 2)]);
    t.record_result(r, 1, &BoardReport::new(vec![GameReport::BothAbsent]))
        .unwrap();
    assert_eq!(games_of(&t, r, 1), vec![(ResultKind::BothAbsent, p(0))]);
    assert_eq!(games_of(&t, r, 2), vec![(ResultKind::BothAbsent, p(0))]);
    let s = t.standings();
    assert_eq!(s.row(1).unwrap().points, p(0));
    assert_eq!(s.row(2).unwrap().points, p(0));
    assert_eq!(s.tie_break(1, TieBreak::Wins).unwrap().as_f64(), 0.0);
}

#[test]
fn art_2_25_with_match_points_a_double_absence_is_lost_by_both() {
    let mut t = tournament(Preset::Russian, 2, 1);
    let r = pair(&mut t, &[Pairing::game(1, 2)]);
    t.record_result(r, 1, &BoardReport::new(vec![GameReport::BothAbsent; 2]))
        .unwrap();
    let s = t.standings();
    assert_eq!(s.row(1).unwrap().match_points, Some(p(0)));
    assert_eq!(s.row(2).unwrap().match_points, Some(p(0)));
}

#[test]
fn art_3_10_missing_score_sheets_zero_the_round_while_the_opponent_keeps_a_win() {
    // 000 art. 3.10: "Any player who fails to hand in a complete signed copy of their games at
    // the conclusion of a round shall receive zero points for that round."
    let mut t = tournament(Preset::English, 2, 1);
    let r = pair(&mut t, &[Pairing::game(1, 2)]);
    // 1 drew game 1 and lost game 2, and handed in no complete signed score-sheets.
    let report = BoardReport::new(vec![GameReport::Draw, GameReport::AwayWins])
        .with_sheets_missing(Seat::Home);
    t.record_result(r, 1, &report).unwrap();
    assert_eq!(
        games_of(&t, r, 1),
        vec![(ResultKind::Draw, p(0)), (ResultKind::Loss, p(0))]
    );
    // The opponent keeps the draw and the win they earned.
    assert_eq!(
        games_of(&t, r, 2),
        vec![(ResultKind::Draw, p(1)), (ResultKind::Win, p(2))]
    );
    let s = t.standings();
    assert_eq!(
        (s.row(1).unwrap().points, s.row(2).unwrap().points),
        (p(0), p(3))
    );
    assert_eq!(t.round(r).unwrap().board(1).unwrap().report(), Some(report));
}

#[test]
fn art_3_10_the_opponent_keeps_a_draw_and_its_match_points() {
    // 000 art. 3.10, in a micro-match with match points: the match was drawn; 2 handed in no
    // score-sheets and gets zero for the round, match points included; 1 keeps the drawn match.
    let mut t = tournament(Preset::Russian, 2, 1);
    let r = pair(&mut t, &[Pairing::game(1, 2)]);
    t.record_result(
        r,
        1,
        &BoardReport::new(vec![GameReport::Draw, GameReport::Draw]).with_sheets_missing(Seat::Away),
    )
    .unwrap();
    let s = t.standings();
    let (one, two) = (s.row(1).unwrap(), s.row(2).unwrap());
    assert_eq!((one.points, one.match_points), (p(2), Some(p(1))));
    assert_eq!((two.points, two.match_points), (p(0), Some(p(0))));
    // Both penalised: both score zero.
    let mut t = tournament(Preset::English, 2, 1);
    let r = pair(&mut t, &[Pairing::game(1, 2)]);
    t.record_result(
        r,
        1,
        &BoardReport::new(vec![GameReport::HomeWins, GameReport::Draw])
            .with_sheets_missing(Seat::Home)
            .with_sheets_missing(Seat::Away),
    )
    .unwrap();
    let s = t.standings();
    assert_eq!(
        (s.row(1).unwrap().points, s.row(2).unwrap().points),
        (p(0), p(0))
    );
}

#[test]
fn pairing_bye_scores_the_bye_points_and_counts_as_unplayed() {
    let mut t = tournament(Preset::English, 3, 1);
    let r = pair(&mut t, &[Pairing::game(1, 2), Pairing::pairing_bye(3)]);
    t.record_result(r, 1, &BoardReport::new(vec![GameReport::HomeWins; 2]))
        .unwrap();
    assert_eq!(games_of(&t, r, 3), vec![(ResultKind::PairingBye, p(2)); 2]);
    let s = t.standings();
    assert_eq!(s.row(3).unwrap().points, p(4));
    // Dummy opponent with 3's own score (FIDE C.07 art. 16.4), capped in the 2026 edition at a
    // draw in every round (art. 16.4.2): one round, a drawn match is 2 points (before: 4).
    assert_eq!(s.tie_break(3, TieBreak::Buchholz).unwrap().as_f64(), 2.0);
    // Each game of the bye is worth a win's points: a win "with or without playing" (C.07 art.
    // 7.1; before: not a win).
    assert_eq!(s.tie_break(3, TieBreak::Wins).unwrap().as_f64(), 2.0);
    // ... but not a game won over the board (art. 7.2).
    assert_eq!(s.tie_break(3, TieBreak::WinsPlayed).unwrap().as_f64(), 0.0);
    assert_eq!(s.row(3).unwrap().games_played, 0);
}

#[test]
fn requested_bye_scores_the_requested_bye_points_and_is_cut_first() {
    let mut s = Settings::preset(Preset::English, "Byes", 2);
    s.scoring.requested_bye = Points::whole(1); // half a win per game
    s.tie_breaks = vec![TieBreak::BuchholzCut1, TieBreak::Buchholz];
    let mut t = Tournament::new(s).unwrap();
    for n in 1..=3 {
        t.add_entry(entry(n)).unwrap();
    }
    t.request_bye(3, 2).unwrap();
    let r1 = pair(&mut t, &[Pairing::game(1, 3), Pairing::pairing_bye(2)]);
    t.record_result(r1, 1, &BoardReport::new(vec![GameReport::HomeWins; 2]))
        .unwrap();
    // 3 asked for a bye in round 2: it may not be paired, and gets its bye board by itself.
    assert!(matches!(
        t.pair_round(&[Pairing::game(3, 2)], None),
        Err(TournamentError::NotAvailable {
            entry: 3,
            round: 2,
            ..
        })
    ));
    let r2 = pair(&mut t, &[Pairing::game(2, 1)]);
    let bye = t.round(r2).unwrap().board_of(3).unwrap();
    assert_eq!(
        bye.pairing,
        Pairing::Bye {
            entry: 3,
            kind: ByeKind::Requested
        }
    );
    t.record_result(r2, 1, &BoardReport::new(vec![GameReport::Draw; 2]))
        .unwrap();
    let s = t.standings();
    assert_eq!(
        games_of(&t, r2, 3),
        vec![(ResultKind::RequestedBye, p(1)); 2]
    );
    // 3: 0 + 2 = 2 points; Buchholz: 1 (6 points) + dummy (2) = 8; cut-1 cuts the requested
    // bye (a voluntarily unplayed round) first: 6.
    assert_eq!(s.row(3).unwrap().points, p(2));
    assert_eq!(s.tie_break(3, TieBreak::Buchholz).unwrap().as_f64(), 8.0);
    assert_eq!(
        s.tie_break(3, TieBreak::BuchholzCut1).unwrap().as_f64(),
        6.0
    );
}

#[test]
fn withdrawal_stops_pairing_and_scores_nothing() {
    let mut t = tournament(Preset::FmjdInternational, 4, 3);
    let r = pair(&mut t, &[Pairing::game(1, 2), Pairing::game(3, 4)]);
    t.record_result(r, 1, &BoardReport::new(vec![GameReport::AwayWins]))
        .unwrap();
    t.record_result(r, 2, &BoardReport::new(vec![GameReport::Draw]))
        .unwrap();
    t.withdraw(2, 2).unwrap();
    let before = t.clone();
    assert!(matches!(
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None),
        Err(TournamentError::NotAvailable {
            entry: 2,
            round: 2,
            ..
        })
    ));
    assert_eq!(t, before);
    let r2 = pair(&mut t, &[Pairing::game(4, 1), Pairing::pairing_bye(3)]);
    t.record_result(r2, 1, &BoardReport::new(vec![GameReport::Draw]))
        .unwrap();
    assert_eq!(games_of(&t, r2, 2), vec![(ResultKind::Withdrawn, p(0))]);
    let s = t.standings();
    assert_eq!(s.row(2).unwrap().points, p(2));
    // 1 met 2 in round 1; 2's rounds after withdrawal count as draws for 1's Buchholz:
    // 2 + 1 = 3, plus 4's score (1 + 1 = 2) = 5.
    assert_eq!(s.tie_break(1, TieBreak::Buchholz).unwrap().as_f64(), 5.0);
}

#[test]
fn late_entry_joins_from_its_round() {
    let mut t = tournament(Preset::FmjdInternational, 4, 3);
    let r = pair(&mut t, &[Pairing::game(1, 2), Pairing::game(3, 4)]);
    t.record_result(r, 1, &BoardReport::new(vec![GameReport::HomeWins]))
        .unwrap();
    t.record_result(r, 2, &BoardReport::new(vec![GameReport::HomeWins]))
        .unwrap();
    // Round 1 is paired: a new entry must be a late entry from round 2 on.
    assert!(matches!(
        t.add_entry(entry(5)),
        Err(TournamentError::LateEntryNeeded {
            entry: 5,
            paired: 1,
            next: 2
        })
    ));
    let mut late = entry(5);
    late.late_from = Some(2);
    t.add_entry(late).unwrap();
    let r2 = pair(
        &mut t,
        &[
            Pairing::game(5, 1),
            Pairing::game(3, 2),
            Pairing::pairing_bye(4),
        ],
    );
    t.record_result(r2, 1, &BoardReport::new(vec![GameReport::HomeWins]))
        .unwrap();
    t.record_result(r2, 2, &BoardReport::new(vec![GameReport::Draw]))
        .unwrap();
    let s = t.standings();
    // Round 1 is an unplayed round for 5 with no points; round 2 its win.
    assert_eq!(s.row(5).unwrap().points, p(2));
    assert_eq!(s.tie_break(5, TieBreak::Progressive).unwrap().as_f64(), 2.0);
    // 5's opponent 1 (2 points) plus a dummy opponent with 5's own score (2) for round 1,
    // cut first by cut-1 as a voluntarily unplayed round.
    assert_eq!(s.tie_break(5, TieBreak::Buchholz).unwrap().as_f64(), 4.0);
    assert_eq!(
        s.tie_break(5, TieBreak::BuchholzCut1).unwrap().as_f64(),
        2.0
    );
}

#[test]
fn a_result_for_a_closed_round_or_an_unknown_entry_changes_nothing() {
    let mut t = tournament(Preset::FmjdInternational, 2, 2);
    let r = pair(&mut t, &[Pairing::game(1, 2)]);
    t.record_result(r, 1, &BoardReport::new(vec![GameReport::HomeWins]))
        .unwrap();
    t.close_round(r).unwrap();
    let before = t.clone();
    let err = t
        .record_result(r, 1, &BoardReport::new(vec![GameReport::Draw]))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "round 1 is closed: a result can only be corrected, with a reason"
    );
    let err = t.withdraw(7, 2).unwrap_err();
    assert_eq!(err.to_string(), "there is no entry with starting number 7");
    let err = t.pair_round(&[Pairing::game(1, 7)], None).unwrap_err();
    assert_eq!(err.to_string(), "there is no entry with starting number 7");
    assert_eq!(t, before);
}
