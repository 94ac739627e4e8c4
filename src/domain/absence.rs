//! Players absent two rounds running: a check made before the next round is paired, so that
//! the controller decides whether to withdraw them or pair them anyway. Nothing is decided
//! here: the check only names them.
//!
//! A player is absent from a round when every game of their board was forfeited by their
//! absence (000 art. 2.24: arrived after the flag fell; art. 2.25: both players absent), or
//! when they could play that round and were neither paired nor given a bye. A requested bye,
//! the pairing-allocated bye, a withdrawal and a late entry's rounds before joining are not
//! absences. Team events are left out: a player of a team may rest while the team plays.

use std::fmt;

use super::entry::{Availability, Entry, StartNo};
use super::round::{ResultKind, Round};
use super::tournament::Tournament;

/// Why a player counts as absent from a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Absence {
    /// Every game forfeited by absence (000 art. 2.24 or 2.25).
    Forfeited,
    /// Could play and was neither paired nor given a bye (a round read from a file; the
    /// dashboard pairs every player who can play).
    NotPaired,
}

impl Absence {
    /// A short name: `forfeited`, `not-paired`.
    pub const fn name(self) -> &'static str {
        match self {
            Absence::Forfeited => "forfeited",
            Absence::NotPaired => "not-paired",
        }
    }
}

/// A player absent from the two rounds before the one being paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AbsentTwice {
    pub no: StartNo,
    pub name: String,
    /// The two rounds, earlier first, with why the player counts as absent from each.
    pub rounds: [(u32, Absence); 2],
}

impl fmt::Display for AbsentTwice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [(a, _), (b, _)] = self.rounds;
        write!(
            f,
            "{} ({}) was absent in rounds {a} and {b}: withdraw, or pair anyway",
            self.no, self.name
        )
    }
}

/// Whether (and why) entry `e` counts as absent from round `r`.
pub fn absence(e: &Entry, r: &Round) -> Option<Absence> {
    let Some(board) = r.board_of(e.no) else {
        return (e.availability(r.number()) == Availability::Available)
            .then_some(Absence::NotPaired);
    };
    if board.is_bye() || board.games.is_empty() {
        return None;
    }
    board
        .games
        .iter()
        .all(|g| {
            g.result_of(e.no)
                .is_some_and(|s| matches!(s.kind, ResultKind::ForfeitLoss | ResultKind::BothAbsent))
        })
        .then_some(Absence::Forfeited)
}

/// The players who may play round `round` and were absent from rounds `round - 2` and
/// `round - 1`, in starting-number order (none before round 3, none in a team event).
pub fn absent_two_rounds_running(t: &Tournament, round: u32) -> Vec<AbsentTwice> {
    if round < 3 || t.settings().team.is_some() {
        return Vec::new();
    }
    let (Some(first), Some(second)) = (t.round(round - 2), t.round(round - 1)) else {
        return Vec::new();
    };
    t.entries()
        .iter()
        .filter(|e| e.availability(round) == Availability::Available)
        .filter_map(|e| {
            let a = absence(e, first)?;
            let b = absence(e, second)?;
            Some(AbsentTwice {
                no: e.no,
                name: e.name.to_string(),
                rounds: [(first.number(), a), (second.number(), b)],
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings};

    /// An English Swiss of single games between six players.
    fn tournament() -> Tournament {
        let mut s = Settings::preset(Preset::FmjdInternational, "T", 5);
        s.games_per_round = 1;
        let mut t = Tournament::new(s).unwrap();
        for (n, name) in (1..).zip(["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]) {
            t.add_entry(Entry::new(n, PlayerName::parse(name).unwrap()).unwrap())
                .unwrap();
        }
        t
    }

    /// Pairs the next round, enters `reports` board by board, and closes it.
    fn play(t: &mut Tournament, pairings: &[Pairing], reports: &[GameReport]) {
        let n = t.pair_round(pairings, None).unwrap();
        t.publish_round(n).unwrap();
        for (board, report) in (1..).zip(reports) {
            t.record_result(n, board, &BoardReport::new(vec![*report]))
                .unwrap();
        }
        t.close_round(n).unwrap();
    }

    #[test]
    fn a_player_forfeited_twice_running_is_named_before_round_three() {
        let mut t = tournament();
        let p = |a, b| Pairing::game(a, b);
        // Round 1: Flo (6) absent (art. 2.24). Round 2: Flo absent again, on the away seat.
        play(
            &mut t,
            &[p(1, 2), p(3, 4), p(6, 5)],
            &[GameReport::Draw, GameReport::Draw, GameReport::HomeAbsent],
        );
        assert!(
            absent_two_rounds_running(&t, 2).is_empty(),
            "one round only"
        );
        play(
            &mut t,
            &[p(1, 3), p(2, 5), p(4, 6)],
            &[GameReport::Draw, GameReport::Draw, GameReport::AwayAbsent],
        );
        let named = absent_two_rounds_running(&t, 3);
        assert_eq!(named.len(), 1, "{named:?}");
        assert_eq!(named[0].no, 6);
        assert_eq!(
            named[0].rounds,
            [(1, Absence::Forfeited), (2, Absence::Forfeited)]
        );
        assert_eq!(
            named[0].to_string(),
            "6 (Flo) was absent in rounds 1 and 2: withdraw, or pair anyway"
        );
        // The proposal pairs her (nothing is decided here); its check names her.
        let proposal = crate::domain::draft::propose(&t).unwrap();
        assert!(
            proposal
                .pairings
                .iter()
                .any(|p| p.entries().any(|e| e == 6))
        );
        let w = crate::domain::draft::warnings(&t, 3, &proposal.pairings);
        let absent: Vec<_> = w
            .iter()
            .filter(|w| w.rule == crate::domain::draft::Rule::AbsentTwice)
            .collect();
        assert_eq!(absent.len(), 1, "{w:?}");
        assert_eq!(absent[0].entries, [6]);
        assert!(
            absent[0]
                .to_string()
                .contains("6 (Flo) was absent in rounds 1 and 2")
        );
        // Withdrawn from round 3, Flo is no longer named.
        t.withdraw(6, 3).unwrap();
        assert!(absent_two_rounds_running(&t, 3).is_empty());
        let proposal = crate::domain::draft::propose(&t).unwrap();
        let w = crate::domain::draft::warnings(&t, 3, &proposal.pairings);
        assert!(
            w.iter()
                .all(|w| w.rule != crate::domain::draft::Rule::AbsentTwice)
        );
    }

    #[test]
    fn both_absent_not_paired_and_byes_are_told_apart() {
        let mut t = tournament();
        let p = |a, b| Pairing::game(a, b);
        // Round 1: Ed and Flo both absent (art. 2.25). Round 2: Ed left out of the pairing,
        // Flo given the pairing bye, Di a requested bye.
        play(
            &mut t,
            &[p(1, 2), p(3, 4), p(5, 6)],
            &[GameReport::Draw, GameReport::Draw, GameReport::BothAbsent],
        );
        let mut round2 = t.clone();
        round2.request_bye(4, 2).unwrap();
        play(
            &mut round2,
            &[p(1, 3), p(2, 5), Pairing::pairing_bye(6)],
            &[GameReport::Draw, GameReport::AwayAbsent],
        );
        let named = absent_two_rounds_running(&round2, 3);
        assert_eq!(named.len(), 1, "{named:?}");
        assert_eq!(named[0].no, 5);
        assert_eq!(
            named[0].rounds,
            [(1, Absence::Forfeited), (2, Absence::Forfeited)]
        );
        // Lost over the board, or a requested bye: no absence.
        assert!(named.iter().all(|a| a.no != 4 && a.no != 6));
        assert_eq!(
            absence(round2.entry(4).unwrap(), round2.round(2).unwrap()),
            None
        );
        assert_eq!(
            absence(round2.entry(6).unwrap(), round2.round(2).unwrap()),
            None
        );
    }
}
