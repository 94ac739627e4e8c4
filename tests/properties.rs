//! Properties that hold for any tournament: random pairings and results (forfeits, double
//! absences and missing score-sheets included).

use crownhead::domain::{
    BoardReport, Entry, GameReport, Pairing, PlayerName, Points, Preset, Settings, TieBreak,
    Tournament,
};
use crownhead::store;
use proptest::prelude::*;

fn game_report() -> impl Strategy<Value = GameReport> {
    prop_oneof![
        6 => Just(GameReport::HomeWins),
        6 => Just(GameReport::Draw),
        6 => Just(GameReport::AwayWins),
        1 => Just(GameReport::HomeAbsent),
        1 => Just(GameReport::AwayAbsent),
        1 => Just(GameReport::BothAbsent),
    ]
}

/// A board's games with the home and away score-sheet flags.
type BoardSpec = (Vec<GameReport>, bool, bool);
/// A round: the order the entries are paired in, and each board's result.
type RoundSpec = (Vec<u32>, Vec<BoardSpec>);

/// (Russian preset or FMJD, players, rounds).
fn tournament_strategy() -> impl Strategy<Value = (bool, u32, Vec<RoundSpec>)> {
    (any::<bool>(), 3u32..12).prop_flat_map(|(russian, players)| {
        let games = if russian { 2 } else { 1 };
        let round = (
            Just((1..=players).collect::<Vec<u32>>()).prop_shuffle(),
            proptest::collection::vec(
                (
                    proptest::collection::vec(game_report(), games),
                    proptest::bool::weighted(0.05),
                    proptest::bool::weighted(0.05),
                ),
                (players / 2) as usize,
            ),
        );
        (
            Just(russian),
            Just(players),
            proptest::collection::vec(round, 1..6),
        )
    })
}

fn build(russian: bool, players: u32, rounds: &[RoundSpec]) -> Tournament {
    let preset = if russian {
        Preset::Russian
    } else {
        Preset::FmjdInternational
    };
    let mut s = Settings::preset(preset, "Random", rounds.len() as u32);
    s.tie_breaks = TieBreak::ALL.to_vec();
    let mut t = Tournament::new(s).unwrap();
    for n in 1..=players {
        t.add_entry(Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap())
            .unwrap();
    }
    for (order, reports) in rounds {
        let mut pairings: Vec<Pairing> = order
            .chunks_exact(2)
            .map(|c| Pairing::game(c[0], c[1]))
            .collect();
        if order.len() % 2 == 1 {
            pairings.push(Pairing::pairing_bye(*order.last().unwrap()));
        }
        let r = t.pair_round(&pairings, None).unwrap();
        t.publish_round(r).unwrap();
        for (k, (games, hs, aws)) in reports.iter().enumerate() {
            let report = BoardReport {
                games: games.clone(),
                home_sheets_missing: *hs,
                away_sheets_missing: *aws,
            };
            t.record_result(r, k as u32 + 1, &report).unwrap();
        }
        t.close_round(r).unwrap();
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn standings_are_ordered_and_consistent((russian, players, rounds) in tournament_strategy()) {
        let t = build(russian, players, &rounds);
        let s = t.standings();
        prop_assert_eq!(s.rows.len(), players as usize);
        // Game points in the standings are the sum of every game's awarded points.
        let awarded: Points = t.rounds().iter().flat_map(|r| r.boards().iter())
            .flat_map(|b| b.games.iter())
            .flat_map(|g| [g.first_result, g.second_result])
            .flatten()
            .map(|x| x.points)
            .sum();
        prop_assert_eq!(s.rows.iter().map(|r| r.points).sum::<Points>(), awarded);
        // Ordered by score then tie-breaks, each in its direction (a direct encounter value is
        // a place, lower first: FIDE C.07 art. 6.2); equal keys share a rank, different keys
        // do not.
        for w in s.rows.windows(2) {
            let order = s.compare(&w[0], &w[1]);
            prop_assert!(order.is_le());
            prop_assert_eq!(order.is_eq(), w[0].rank == w[1].rank);
            prop_assert_eq!(
                order.is_eq(),
                (w[0].score, &w[0].tie_breaks) == (w[1].score, &w[1].tie_breaks)
            );
        }
        let bh = |no| s.tie_break(no, TieBreak::Buchholz).unwrap();
        let c1 = |no| s.tie_break(no, TieBreak::BuchholzCut1).unwrap();
        let med = |no| s.tie_break(no, TieBreak::MedianBuchholz).unwrap();
        let c2 = |no| s.tie_break(no, TieBreak::BuchholzCut2).unwrap();
        for r in &s.rows {
            prop_assert!(bh(r.no) >= c1(r.no));
            prop_assert!(c1(r.no) >= med(r.no));
            prop_assert!(c1(r.no) >= c2(r.no));
        }
    }

    #[test]
    fn a_stored_tournament_loads_back_with_the_same_standings((russian, players, rounds) in tournament_strategy()) {
        let t = build(russian, players, &rounds);
        let mut conn = store::open_in_memory().unwrap();
        let id = store::import_tournament(&mut conn, &t, "test").unwrap();
        let back = store::tournaments::load(&conn, id).unwrap();
        prop_assert_eq!(&back, &t);
        prop_assert_eq!(back.standings(), t.standings());
    }

    #[test]
    fn points_print_and_parse_back(h in 0u32..10_000) {
        let p = Points::from_halves(h);
        prop_assert_eq!(Points::parse(&p.to_string()), Ok(p));
        let json = serde_json::to_string(&p).unwrap();
        prop_assert_eq!(serde_json::from_str::<Points>(&json).unwrap(), p);
    }
}
