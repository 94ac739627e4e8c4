//! Events in stages: the final standings of one tournament seed the next (the top N of a
//! Swiss into a round-robin final, as draughts championships do).

use super::entry::Entry;
use super::settings::System;
use super::tournament::{Tournament, TournamentError};

/// Why a next stage cannot be seeded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StageError {
    #[error("the tournament is not finished: a next stage is seeded from final standings")]
    NotFinished,
    #[error("a next stage needs at least 2 players (asked for {0})")]
    TooFew(usize),
    #[error("the tournament has only {have} players, fewer than the {asked} asked for")]
    NotEnough { have: usize, asked: usize },
    #[error(
        "places {top} and {next} are tied on points and every tie-break (starting numbers {a} and {b}): decide the tie by a play-off first, or take {}",
        if *fewer >= 2 { format!("{fewer} or {more} players") } else { format!("{more} players") }
    )]
    TieAtTheCut {
        top: usize,
        next: usize,
        a: u32,
        b: u32,
        fewer: usize,
        more: usize,
    },
    #[error(transparent)]
    Tournament(#[from] TournamentError),
}

/// The players a next stage takes: the top `n` of `t`'s final standings, renumbered 1 to `n`
/// by their rank (so a Berger table seeds them in that order), with their details and no
/// rounds. A tie on every tie-break across the cut is refused: it is for a play-off to decide.
pub fn qualifiers(t: &Tournament, n: usize) -> Result<Vec<Entry>, StageError> {
    if !t.is_finished() {
        return Err(StageError::NotFinished);
    }
    if n < 2 {
        return Err(StageError::TooFew(n));
    }
    let s = t.standings();
    // A disqualified player (000 art. 6.9 (c)) does not go on to the next stage.
    let rows: Vec<_> = s
        .rows
        .iter()
        .filter(|r| t.entry(r.no).is_none_or(|e| e.disqualified_from.is_none()))
        .collect();
    if rows.len() < n {
        return Err(StageError::NotEnough {
            have: rows.len(),
            asked: n,
        });
    }
    if let Some(next) = rows.get(n)
        && rows[n - 1].rank == next.rank
    {
        let rank = next.rank as usize;
        let more = rows.iter().filter(|r| r.rank as usize <= rank).count();
        return Err(StageError::TieAtTheCut {
            top: n,
            next: n + 1,
            a: rows[n - 1].no,
            b: next.no,
            fewer: rows.iter().filter(|r| (r.rank as usize) < rank).count(),
            more,
        });
    }
    Ok(rows[..n]
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut e = t.entry(r.no).expect("a ranked player is an entry").clone();
            e.no = i as u32 + 1;
            e.withdrawn_from = None;
            e.late_from = None;
            e.requested_byes.clear();
            e.bye_points.clear();
            e.forbidden.clear();
            e
        })
        .collect())
}

/// The next stage of `t`: a new tournament named `name`, played by `system` (a round robin
/// has as many rounds as its Berger table needs), with the top `n` players.
pub fn next_stage(
    t: &Tournament,
    n: usize,
    name: &str,
    system: System,
) -> Result<Tournament, StageError> {
    let entries = qualifiers(t, n)?;
    let mut s = t.settings().clone();
    s.name = name.trim().to_owned();
    s.system = system;
    // What belongs to this stage's rounds and starting numbers does not go on: its round
    // dates, acceleration, prohibited pairings, penalties and the report's type and first
    // colour.
    s.round_dates.clear();
    s.acceleration = crate::domain::Acceleration::None;
    s.prohibited.clear();
    s.report.adjustments.clear();
    s.report.type_text.clear();
    s.report.type_code.clear();
    s.report.initial_colour = None;
    let table = (n + n % 2 - 1) as u32;
    s.rounds = match system {
        System::RoundRobin => table,
        System::DoubleRoundRobin => 2 * table,
        System::Swiss => s.rounds.min(n as u32 - 1).max(1),
        // The rounds of the winners' bracket; the players are seeded in rank order.
        System::Knockout | System::DoubleKnockout => {
            s.knockout.seeding = crate::domain::Seeding::Entry;
            s.knockout.reseed &= system == System::Knockout;
            s.knockout.third_place &= system == System::Knockout;
            // 004 (Reinfeld): "a match between equals ... should consist of an even number of
            // games": a stage of single games plays ties of two.
            s.games_per_round += s.games_per_round % 2;
            (n as u32).next_power_of_two().trailing_zeros()
        }
    };
    let mut next = Tournament::new(s)?;
    for e in entries {
        next.add_entry(e)?;
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{BoardReport, GameReport, Pairing, PlayerName, Preset, Settings};

    /// Six players, one round, all decisive: 1, 3, 5 win; then a draw-free order.
    fn finished() -> Tournament {
        let mut t =
            Tournament::new(Settings::preset(Preset::FmjdInternational, "Open", 1)).unwrap();
        for no in 1..=6 {
            let mut e = Entry::new(no, PlayerName::parse(&format!("P{no}")).unwrap()).unwrap();
            e.rating = Some(2000 + no * 10);
            t.add_entry(e).unwrap();
        }
        t.pair_round(
            &[
                Pairing::game(1, 2),
                Pairing::game(3, 4),
                Pairing::game(5, 6),
            ],
            None,
        )
        .unwrap();
        t.publish_round(1).unwrap();
        for b in 1..=3 {
            t.record_result(1, b, &BoardReport::new(vec![GameReport::HomeWins]))
                .unwrap();
        }
        t.close_round(1).unwrap();
        t
    }

    #[test]
    fn the_top_players_seed_a_round_robin_in_rank_order() {
        let t = finished();
        let s = t.standings();
        // 1, 3 and 5 won against players without a point: equal on points and on every
        // tie-break of the preset, so a cut at 2 falls inside a tie.
        assert_eq!(s.rows[0].rank, s.rows[2].rank);
        match next_stage(&t, 2, "Final", System::RoundRobin) {
            Err(StageError::TieAtTheCut {
                a, b, fewer, more, ..
            }) => {
                assert_eq!((a, b), (s.rows[1].no, s.rows[2].no));
                assert_eq!((fewer, more), (0, 3));
            }
            other => panic!("expected a tie at the cut, got {other:?}"),
        }
        // The three winners against the three losers: a cut at 3 is clean.
        let f = next_stage(&t, 3, "Final", System::DoubleRoundRobin).unwrap();
        let names: Vec<&str> = f.entries().iter().map(|e| e.name.as_str()).collect();
        let mut winners = names.clone();
        winners.sort_unstable();
        assert_eq!(winners, ["P1", "P3", "P5"]);
        assert_eq!(f.settings().rounds, 6, "a double Berger table of 4 places");
        assert_eq!(
            f.entries().iter().map(|e| e.no).collect::<Vec<_>>(),
            [1, 2, 3]
        );
    }

    /// A disqualified winner does not go on: the next player in the standings takes the place.
    #[test]
    fn a_disqualified_player_does_not_qualify() {
        let mut t = finished();
        t.disqualify(3, 2, false).unwrap();
        let f = next_stage(&t, 2, "Final", System::RoundRobin).unwrap();
        let mut names: Vec<&str> = f.entries().iter().map(|e| e.name.as_str()).collect();
        names.sort_unstable();
        assert_eq!(names, ["P1", "P5"]);
        assert!(f.entries().iter().all(|e| e.disqualified_from.is_none()));
    }

    /// The three winners are equal on score and every tie-break: a play-off between them ranks
    /// them by its result above the tie-breaks, and the cut at two is then clean.
    #[test]
    fn a_play_off_decides_the_ranks_above_the_tie_breaks() {
        use crate::domain::TournamentError;
        use crate::domain::playoff::{PlayOff, PlayOffError, PlayOffStatus};
        let mut t = finished();
        let mut p = PlayOff::new(vec![1, 3, 5], "10 min").unwrap();
        p.push_games_text("5 1 1-0\n3 5 =\n1 3 =", &t.settings().scoring)
            .unwrap();
        // 5: 1.5, 3: 1, 1: 0.5.
        t.record_playoff(p.clone(), None).unwrap();
        let s = t.standings();
        let top: Vec<(u32, u32, Option<u32>)> = s.rows[..4]
            .iter()
            .map(|r| (r.rank, r.no, r.playoff))
            .collect();
        assert_eq!(
            top,
            [
                (1, 5, Some(1)),
                (2, 3, Some(2)),
                (3, 1, Some(3)),
                (4, s.rows[3].no, None)
            ]
        );
        assert!(!s.rows[0].shared && !s.rows[1].shared && !s.rows[2].shared);
        assert!(
            s.rows[3].shared,
            "the three losers still share fourth place"
        );
        assert_eq!(s.rows[3].rank, s.rows[5].rank);
        let f = next_stage(&t, 2, "Final", System::RoundRobin).unwrap();
        let names: Vec<&str> = f.entries().iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["P5", "P3"]);

        // A play-off between players not equal on score, or one naming a player twice over
        // two play-offs, is refused and changes nothing.
        let before = t.clone();
        let other = PlayOff::new(vec![2, 3], "").unwrap();
        assert!(matches!(
            t.record_playoff(other, None),
            Err(TournamentError::PlayOff(PlayOffError::NotTied {
                no: 3,
                other: 2,
                ..
            }))
        ));
        let again = PlayOff::new(vec![2, 4], "").unwrap();
        t.record_playoff(again, None).unwrap();
        let twice = PlayOff::new(vec![4, 6], "").unwrap();
        assert!(matches!(
            t.record_playoff(twice, None),
            Err(TournamentError::PlayOff(PlayOffError::AlreadyInPlayOff(4)))
        ));
        assert_eq!(t.playoffs().len(), 2);
        assert_eq!(
            t.playoff_statuses(),
            [PlayOffStatus::Decided, PlayOffStatus::Level(vec![2, 4])]
        );
        assert_eq!(
            t.playoff_statuses()[1].to_string(),
            "players 2, 4 are level on play-off points: a further game decides"
        );
        assert_eq!(before.playoffs(), &[p]);
    }

    #[test]
    fn a_play_off_waits_for_the_last_round() {
        use crate::domain::TournamentError;
        use crate::domain::playoff::{PlayOff, PlayOffError};
        let mut t =
            Tournament::new(Settings::preset(Preset::FmjdInternational, "Open", 3)).unwrap();
        for no in 1..=2 {
            t.add_entry(Entry::new(no, PlayerName::parse(&format!("P{no}")).unwrap()).unwrap())
                .unwrap();
        }
        let p = PlayOff::new(vec![1, 2], "").unwrap();
        assert!(matches!(
            t.record_playoff(p, None),
            Err(TournamentError::PlayOff(PlayOffError::NotFinished))
        ));
        assert!(t.playoffs().is_empty());
    }

    #[test]
    fn the_top_players_seed_a_knock_out_in_final_rank_order() {
        let t = finished();
        let ranked: Vec<String> = t.standings().rows[..3]
            .iter()
            .map(|r| t.entry(r.no).unwrap().name.as_str().to_owned())
            .collect();
        let k = next_stage(&t, 3, "Play-off", System::Knockout).unwrap();
        assert_eq!(k.settings().knockout.seeding, crate::domain::Seeding::Entry);
        assert_eq!(
            k.settings().games_per_round,
            2,
            "ties of an even number of games"
        );
        assert_eq!(k.settings().rounds, 2);
        let ko = crate::domain::knockout::Knockout::new(&k, Vec::new()).unwrap();
        let seeded: Vec<String> = ko
            .seeds()
            .iter()
            .map(|&no| k.entry(no).unwrap().name.as_str().to_owned())
            .collect();
        assert_eq!(seeded, ranked);
        // The winner of the first stage has the bye.
        let bye = ko
            .ties()
            .into_iter()
            .find(|v| v.status == "walkover")
            .unwrap();
        assert_eq!(bye.winner, Some(ko.seeds()[0]));
    }

    #[test]
    fn an_unfinished_tournament_or_a_short_field_is_refused() {
        let t = Tournament::new(Settings::preset(Preset::FmjdInternational, "Open", 3)).unwrap();
        assert_eq!(qualifiers(&t, 4), Err(StageError::NotFinished));
        let t = finished();
        assert_eq!(qualifiers(&t, 1), Err(StageError::TooFew(1)));
        assert_eq!(
            qualifiers(&t, 7),
            Err(StageError::NotEnough { have: 6, asked: 7 })
        );
    }

    /// A Swiss with the Baku acceleration, round dates, a prohibited pairing, a penalty and a
    /// requested bye of its own value: its final starts without them.
    #[test]
    fn the_next_stage_leaves_this_stage_s_rounds_and_numbers_behind() {
        let t = finished();
        let mut s = t.settings().clone();
        s.acceleration = crate::domain::Acceleration::Baku;
        s.round_dates
            .insert(1, chrono::NaiveDate::from_ymd_opt(2026, 4, 1).unwrap());
        s.prohibited = vec![crate::domain::Prohibition {
            first_round: 1,
            last_round: 1,
            players: vec![4, 6],
        }];
        s.report.adjustments = vec![crate::domain::PointAdjustment {
            round: None,
            halves: -2,
            players: vec![5],
        }];
        let mut entries = t.entries().to_vec();
        entries[0].requested_byes.insert(2);
        entries[0]
            .bye_points
            .insert(2, crate::domain::Points::whole(1));
        let t = Tournament::from_parts(s, entries, t.rounds().to_vec()).unwrap();
        let f = next_stage(&t, 3, "Final", System::RoundRobin).unwrap();
        let fs = f.settings();
        assert_eq!(fs.acceleration, crate::domain::Acceleration::None);
        assert!(fs.round_dates.is_empty() && fs.prohibited.is_empty());
        assert!(fs.report.adjustments.is_empty());
        assert!(f.entries().iter().all(|e| e.bye_points.is_empty()));
    }
}
