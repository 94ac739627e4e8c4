//! Whole events checked against hand-computed crosstables.

use crownhead::domain::{
    BoardReport, Entry, Pairing, PlayerName, Points, Preset, Settings, Standings, System, TieBreak,
    Tournament,
};

fn tournament(settings: Settings, players: u32) -> Tournament {
    let mut t = Tournament::new(settings).unwrap();
    for n in 1..=players {
        t.add_entry(Entry::new(n, PlayerName::parse(&format!("Player {n}")).unwrap()).unwrap())
            .unwrap();
    }
    t
}

fn play(t: &mut Tournament, boards: &[(u32, u32, &str)]) {
    let pairings: Vec<Pairing> = boards.iter().map(|b| Pairing::game(b.0, b.1)).collect();
    let r = t.pair_round(&pairings, None).unwrap();
    t.publish_round(r).unwrap();
    for (k, b) in boards.iter().enumerate() {
        t.record_result(r, k as u32 + 1, &BoardReport::from_codes(b.2).unwrap())
            .unwrap();
    }
    t.close_round(r).unwrap();
}

fn value(s: &Standings, no: u32, tb: TieBreak) -> f64 {
    s.tie_break(no, tb).unwrap().as_f64()
}

/// Points each player made against each other, from the games.
fn crosstable(t: &Tournament, n: u32) -> Vec<Vec<Option<u32>>> {
    let mut x = vec![vec![None; n as usize]; n as usize];
    for r in t.rounds() {
        for b in r.boards() {
            if let Pairing::Game { home, away } = b.pairing {
                for (me, other) in [(home, away), (away, home)] {
                    let pts: u32 = b
                        .games
                        .iter()
                        .map(|g| g.result_of(me).unwrap().points.halves())
                        .sum();
                    let cell = &mut x[me as usize - 1][other as usize - 1];
                    *cell = Some(cell.unwrap_or(0) + pts / 2);
                }
            }
        }
    }
    x
}

/// A round robin of six, one game a round, 2/1/0, paired by the Berger tables.
///
/// Hand-computed crosstable (points scored by the row against the column):
///
/// ```text
///        1  2  3  4  5  6 | pts  SB  BH  wins  DE  first
///   1    .  2  1  2  0  2 |  7   34  23   3    0    3
///   2    0  .  2  1  2  1 |  6   25  24   2    0    3
///   3    1  0  .  2  1  0 |  4   19  26   1    1    3
///   4    0  1  0  .  1  2 |  4   20  26   1    3    2
///   5    2  0  1  1  .  0 |  4   22  26   1    2    2
///   6    0  1  2  0  2  . |  5   22  25   2    0    2
/// ```
///
/// Sonneborn-Berger is the sum of each opponent's score times the points scored against them
/// (FIDE C.07 art. 9.1; with 2/1/0 scoring twice what weighing by the share of the round's
/// points, win 1, draw ½, gave before). Direct encounter among 3, 4 and 5 (all tied on 4, all
/// met): 3 beat 4 and drew 5 (3), 5 drew both (2), 4 lost to 3 and drew 5 (1); the value is the
/// place in these separate standings (C.07 art. 6.2: 3 first, 5 second, 4 third), 0 for those
/// tied with nobody (before: the points 3, 2, 1). Ranking with direct encounter first: 1, 2, 6,
/// 3, 5, 4.
#[test]
fn round_robin_of_six_matches_the_hand_computed_crosstable() {
    let mut s = Settings::preset(Preset::FmjdInternational, "Round robin", 5);
    s.system = System::RoundRobin;
    s.tie_breaks = vec![
        TieBreak::DirectEncounter,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::Buchholz,
        TieBreak::FirstMoveGames,
        TieBreak::Progressive,
    ];
    let mut t = tournament(s, 6);
    // Berger rounds; results from the home player's view.
    play(&mut t, &[(1, 6, "1-0"), (2, 5, "1-0"), (3, 4, "1-0")]);
    play(&mut t, &[(6, 4, "0-1"), (5, 3, "="), (1, 2, "1-0")]);
    play(&mut t, &[(2, 6, "="), (3, 1, "="), (4, 5, "=")]);
    play(&mut t, &[(6, 5, "1-0"), (1, 4, "1-0"), (2, 3, "1-0")]);
    play(&mut t, &[(3, 6, "0-1"), (4, 2, "="), (5, 1, "1-0")]);

    let expected_cross: [[Option<u32>; 6]; 6] = [
        [None, Some(2), Some(1), Some(2), Some(0), Some(2)],
        [Some(0), None, Some(2), Some(1), Some(2), Some(1)],
        [Some(1), Some(0), None, Some(2), Some(1), Some(0)],
        [Some(0), Some(1), Some(0), None, Some(1), Some(2)],
        [Some(2), Some(0), Some(1), Some(1), None, Some(0)],
        [Some(0), Some(1), Some(2), Some(0), Some(2), None],
    ];
    let cross = crosstable(&t, 6);
    for (i, row) in expected_cross.iter().enumerate() {
        assert_eq!(cross[i], row.to_vec(), "crosstable row {}", i + 1);
    }

    let s = t.standings();
    // (no, points, SB, BH, wins, DE, first-move games)
    let table = [
        (1, 7, 34.0, 23.0, 3.0, 0.0, 3.0),
        (2, 6, 25.0, 24.0, 2.0, 0.0, 3.0),
        (3, 4, 19.0, 26.0, 1.0, 1.0, 3.0),
        (4, 4, 20.0, 26.0, 1.0, 3.0, 2.0),
        (5, 4, 22.0, 26.0, 1.0, 2.0, 2.0),
        (6, 5, 22.0, 25.0, 2.0, 0.0, 2.0),
    ];
    for (no, pts, sb, bh, wins, de, first) in table {
        let row = s.row(no).unwrap();
        assert_eq!(row.points, Points::whole(pts), "points of {no}");
        assert_eq!(value(&s, no, TieBreak::SonnebornBerger), sb, "SB of {no}");
        assert_eq!(value(&s, no, TieBreak::Buchholz), bh, "Buchholz of {no}");
        assert_eq!(value(&s, no, TieBreak::Wins), wins, "wins of {no}");
        assert_eq!(value(&s, no, TieBreak::DirectEncounter), de, "DE of {no}");
        assert_eq!(
            value(&s, no, TieBreak::FirstMoveGames),
            first,
            "first moves of {no}"
        );
    }
    // 1 after each round: 2, 4, 5, 7, 7.
    assert_eq!(value(&s, 1, TieBreak::Progressive), 25.0);
    let order: Vec<u32> = s.rows.iter().map(|r| r.no).collect();
    assert_eq!(order, vec![1, 2, 6, 3, 5, 4]);
    let ranks: Vec<u32> = s.rows.iter().map(|r| r.rank).collect();
    assert_eq!(ranks, vec![1, 2, 3, 4, 5, 6]);
}

/// A Swiss of six with 2-game micro-matches (Russian preset: 2/1/0 a game, match points
/// 2/1/0 rank), three rounds. Results are per board from the home seat; home moves first in
/// game 1, away in game 2.
///
/// ```text
/// R1: 1-4 "1-0 ="  (3:1)   2-5 "= ="   (2:2)   3-6 "0-1 0-1" (0:4)
/// R2: 6-1 "= 0-1"  (1:3)   2-3 "1-0 =" (3:1)   5-4 "= ="     (2:2)
/// R3: 1-2 "= ="    (2:2)   5-6 "0-1 =" (1:3)   3-4 "1-0 1-0" (4:0)
///
///  no  game pts  match pts  opponents (their MP)   BH  SB (opp MP x the round's MP)
///   1     8         5       4 (1), 6 (4), 2 (4)     9  2 + 8 + 4   = 14
///   2     7         4       5 (2), 3 (2), 1 (5)     9  2 + 4 + 5   = 11
///   6     8         4       3 (2), 1 (5), 5 (2)     9  4 + 0 + 4   = 8
///   5     5         2       2 (4), 4 (1), 6 (4)     9  4 + 1 + 0   = 5
///   3     5         2       6 (4), 2 (4), 4 (1)     9  0 + 0 + 2   = 2
///   4     3         1       1 (5), 5 (2), 3 (2)     9  0 + 2 + 0   = 2
/// ```
/// (Sonneborn-Berger as FIDE C.07 art. 9.1 defines it: each opponent's score times the points
/// scored against them, here match points; half of it before, when the opponent's score was
/// weighed by the share of the round's match points.)
/// Games won: 1: 2, 2: 1, 3: 2, 4: 0, 5: 0, 6: 3. Every player moved first in 3 games.
#[test]
fn swiss_with_two_game_matches_matches_the_hand_computed_crosstable() {
    let mut s = Settings::preset(Preset::Russian, "Micro-match Swiss", 3);
    s.tie_breaks = vec![
        TieBreak::Buchholz,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::FirstMoveGames,
    ];
    let mut t = tournament(s, 6);
    play(&mut t, &[(1, 4, "1-0 ="), (2, 5, "= ="), (3, 6, "0-1 0-1")]);
    play(&mut t, &[(6, 1, "= 0-1"), (2, 3, "1-0 ="), (5, 4, "= =")]);
    play(&mut t, &[(1, 2, "= ="), (5, 6, "0-1 ="), (3, 4, "1-0 1-0")]);
    let st = t.standings();
    assert!(st.uses_match_points);
    let table = [
        (1, 8, 5, 9.0, 14.0, 2.0),
        (2, 7, 4, 9.0, 11.0, 1.0),
        (6, 8, 4, 9.0, 8.0, 3.0),
        (5, 5, 2, 9.0, 5.0, 0.0),
        (3, 5, 2, 9.0, 2.0, 2.0),
        (4, 3, 1, 9.0, 2.0, 0.0),
    ];
    for (no, gp, mp, bh, sb, wins) in table {
        let row = st.row(no).unwrap();
        assert_eq!(row.points, Points::whole(gp), "game points of {no}");
        assert_eq!(
            row.match_points,
            Some(Points::whole(mp)),
            "match points of {no}"
        );
        assert_eq!(row.score, Points::whole(mp), "ranking score of {no}");
        assert_eq!(value(&st, no, TieBreak::Buchholz), bh, "Buchholz of {no}");
        assert_eq!(value(&st, no, TieBreak::SonnebornBerger), sb, "SB of {no}");
        assert_eq!(value(&st, no, TieBreak::Wins), wins, "wins of {no}");
        assert_eq!(
            value(&st, no, TieBreak::FirstMoveGames),
            3.0,
            "first moves of {no}"
        );
    }
    let order: Vec<u32> = st.rows.iter().map(|r| r.no).collect();
    assert_eq!(order, vec![1, 2, 6, 5, 3, 4]);
    // Nobody shares a place.
    assert!(st.rows.iter().all(|r| !r.shared));
    // The crosstable of game points between the players who met.
    let cross = crosstable(&t, 6);
    assert_eq!(cross[0][3], Some(3));
    assert_eq!(cross[3][0], Some(1));
    assert_eq!(cross[2][5], Some(0));
    assert_eq!(cross[5][2], Some(4));
    assert_eq!(cross[4][5], Some(1));
    assert_eq!(cross[5][4], Some(3));
    assert_eq!(cross[0][4], None);
    // The standings carry each player's rounds: 6 beat 3 4:0, lost to 1 1:3, beat 5 3:1.
    let six: Vec<(Option<u32>, u32, Option<u32>)> = st
        .row(6)
        .unwrap()
        .rounds
        .iter()
        .map(|c| {
            (
                c.opponent,
                c.points.halves() / 2,
                c.match_points.map(|m| m.halves() / 2),
            )
        })
        .collect();
    assert_eq!(
        six,
        vec![
            (Some(3), 4, Some(2)),
            (Some(1), 1, Some(0)),
            (Some(5), 3, Some(2))
        ]
    );
}
