//! The next round's draft: the pairing the tournament's system proposes ([`propose`]) and the
//! rules a pairing breaks ([`warnings`]), so that a controller who edits a draft sees, before
//! publishing, each rule the edit breaks.
//!
//! Swiss rounds are paired by the FIDE Dutch system (C.04.3): rounds of one game on the games,
//! rounds of multi-game matches on the matches (the colour is who moves first in game 1, the
//! score the event's pairing score, byes and forfeits folded as for one game), both through
//! the one adapter `pairing_input::engine_tournament`. Round robins follow the Berger tables
//! (FIDE C.05 Annex 1).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use super::entry::{Availability, StartNo};
use super::pairing_input::{self, Line, RoundLine};
use super::points::Points;
use super::round::{ByeKind, Pairing};
use super::settings::System;
use super::tournament::{Tournament, TournamentError};
use crate::pairing::{Colour, dutch, round_robin};

/// The engine's pairing of the next round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proposal {
    pub round: u32,
    /// Boards with two entries in board order, then the pairing-allocated bye; the byes of
    /// entries that cannot play are added when the round is paired.
    pub pairings: Vec<Pairing>,
    /// How it was made, for the controller: the FIDE Dutch system, ...
    pub method: Method,
}

/// How a proposal was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    /// Swiss rounds of matches by a weighted matching of their own (ranking score, no rematch,
    /// alternating first moves). No rule book of the event's asks for it, and no round is
    /// proposed by it any more: kept so that the audit rows of rounds it paired are still read.
    MatchRounds,
    /// The FIDE Dutch system (C.04.3).
    Dutch,
    /// The FIDE Dutch system (C.04.3) on the matches of a Swiss of multi-game matches: the
    /// colour is who moves first in game 1.
    DutchMatches,
    /// Berger tables (FIDE C.05 Annex 1).
    Berger,
}

impl Method {
    pub const ALL: [Method; 4] = [
        Method::MatchRounds,
        Method::Dutch,
        Method::DutchMatches,
        Method::Berger,
    ];

    /// A stable code (the message of the pages is `pairing-method-CODE`).
    pub const fn code(self) -> &'static str {
        match self {
            Method::MatchRounds => "match-rounds",
            Method::Dutch => "dutch",
            Method::DutchMatches => "dutch-matches",
            Method::Berger => "berger",
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Method::MatchRounds => {
                "match rounds (ranking score, no rematch, alternating first moves)"
            }
            Method::Dutch => "FIDE Dutch system (C.04.3)",
            Method::DutchMatches => {
                "FIDE Dutch system (C.04.3) on the matches (colour: the first move of game 1)"
            }
            Method::Berger => "Berger tables (FIDE C.05 Annex 1)",
        })
    }
}

/// The table numbers of a round robin: entries in starting-number order.
fn table(t: &Tournament) -> Vec<StartNo> {
    t.entries().iter().map(|e| e.no).collect()
}

/// Pairs the next round by the tournament's system.
pub fn propose(t: &Tournament) -> Result<Proposal, TournamentError> {
    let round = t.next_round()?;
    let fail = |why: String| TournamentError::AutoPairing { round, why };
    let s = t.settings();
    let (pairings, method) = match s.system {
        System::Knockout | System::DoubleKnockout => {
            return Err(fail(
                "a knock-out is played in the ties of its bracket, not in paired rounds".into(),
            ));
        }
        // A Swiss of matches is paired as a Swiss of games, each match one unit: its colour who
        // moves first in game 1 (`Pairing::Game::home`), its result the match's on the event's
        // pairing score (`pairing_input::history`).
        System::Swiss => {
            let et = pairing_input::engine_tournament(t, round);
            let r = dutch::pair(&et).map_err(|e| fail(e.to_string()))?;
            let method = if s.games_per_round >= 2 {
                Method::DutchMatches
            } else {
                Method::Dutch
            };
            (Pairing::of_engine(&r), method)
        }
        System::RoundRobin | System::DoubleRoundRobin => {
            let nos = table(t);
            let per_cycle = round_robin::rounds_per_cycle(nos.len().max(3));
            let cycles = (round as usize - 1) / per_cycle + 1;
            // FIDE C.05: in a double round robin the last two rounds of the first cycle are
            // swapped, so that no one has the same colour three times running at the turn.
            let swap = s.system == System::DoubleRoundRobin;
            let schedule =
                round_robin::schedule(nos.len(), cycles, swap).map_err(|e| fail(e.to_string()))?;
            let r = &schedule[round as usize - 1];
            let no = |table_no: u32| nos[table_no as usize - 1];
            let plays = |e: StartNo| {
                t.entry(e)
                    .is_some_and(|x| x.availability(round) == Availability::Available)
            };
            let mut p = Vec::new();
            let mut byes = Vec::new();
            for &(w, b) in &r.boards {
                let (w, b) = (no(w), no(b));
                match (plays(w), plays(b)) {
                    (true, true) => p.push(Pairing::game(w, b)),
                    // The opponent of an entry that cannot play has no game this round.
                    (true, false) => byes.push(w),
                    (false, true) => byes.push(b),
                    (false, false) => {}
                }
            }
            byes.extend(r.bye.map(no).filter(|&e| plays(e)));
            p.extend(byes.into_iter().map(Pairing::pairing_bye));
            (p, Method::Berger)
        }
    };
    Ok(Proposal {
        round,
        pairings,
        method,
    })
}

/// A pairing rule, with the article that states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rule {
    /// Two entries meet again.
    Rematch,
    /// The same colour (or, in match rounds, the first move of game 1) three times in a row.
    ColourRun,
    /// More games with one colour than with the other by more than two.
    ColourDifference,
    /// The pairing-allocated bye to an entry that had it, or scored a win without playing.
    SecondBye,
    /// More than one pairing-allocated bye, or one in an even field.
    ExtraBye,
    /// Entries that must not be paired (same club or family).
    Forbidden,
    /// An entry paired in a round it cannot play (withdrawn, requested bye, not yet entered).
    Unavailable,
    /// An entry on two boards.
    PairedTwice,
    /// An available entry neither paired nor given the bye.
    Missing,
    /// A starting number no entry has.
    UnknownEntry,
    /// An entry paired (or given the bye) after being absent the two rounds before.
    AbsentTwice,
}

impl Rule {
    pub const ALL: [Rule; 11] = [
        Rule::Rematch,
        Rule::ColourRun,
        Rule::ColourDifference,
        Rule::SecondBye,
        Rule::ExtraBye,
        Rule::Forbidden,
        Rule::Unavailable,
        Rule::PairedTwice,
        Rule::Missing,
        Rule::UnknownEntry,
        Rule::AbsentTwice,
    ];

    /// The rule in words, with its article.
    pub const fn name(self) -> &'static str {
        match self {
            Rule::Rematch => "rematch (C.04.1 art. 2: two players do not meet more than once)",
            Rule::ColourRun => {
                "colour rule (C.04.1 art. 7, C.04.3 C3: no one gets the same colour three times in a row)"
            }
            Rule::ColourDifference => {
                "colour rule (C.04.1 art. 6, C.04.3 C3: the colour difference stays within 2)"
            }
            Rule::SecondBye => {
                "bye rule (C.04.1 art. 4: no pairing-allocated bye after a bye or a win without playing)"
            }
            Rule::ExtraBye => {
                "bye rule (C.04.1 art. 3: one pairing-allocated bye, and only in an odd field)"
            }
            Rule::Forbidden => "forbidden pairing (same club or family)",
            Rule::Unavailable => "absent player paired (withdrawn, requested bye or late entry)",
            Rule::PairedTwice => "player paired twice",
            Rule::Missing => "player missing from the pairing",
            Rule::UnknownEntry => "unknown starting number",
            Rule::AbsentTwice => {
                "absent two rounds running (the controller withdraws the player or pairs them anyway)"
            }
        }
    }
}

/// One rule a pairing breaks, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub rule: Rule,
    /// The entries concerned.
    pub entries: Vec<StartNo>,
    /// What happens, e.g. `3 and 7 met in round 2`.
    pub detail: String,
    /// The same as a value, for the pages to say in their language.
    pub what: Detail,
}

/// What breaks a pairing rule, with its entries and rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Detail {
    /// No entry has the starting number.
    NoEntry { no: StartNo },
    /// The entry is on `boards` boards.
    OnBoards { no: StartNo, boards: usize },
    /// An available entry neither paired nor given the bye.
    NotPaired { no: StartNo, name: String },
    /// An entry paired in a round it cannot play.
    Unavailable {
        no: StartNo,
        name: String,
        why: Availability,
        round: u32,
    },
    /// Two entries that must not be paired.
    MustNotMeet { a: StartNo, b: StartNo },
    /// Two entries that met in `round`.
    Met { a: StartNo, b: StartNo, round: u32 },
    /// Match rounds: the entry would move first (or second) in game 1 a third match running.
    FirstMoveRun { no: StartNo, first: bool },
    /// The entry would have White (or Black) a third game running.
    ColourRun { no: StartNo, white: bool },
    /// The entry's colours would differ by more than two.
    ColourDifference { no: StartNo, white: u32, black: u32 },
    /// A Swiss of matches: the entry would move first in game 1 of `first` matches and second
    /// in `second`, a difference of more than two.
    FirstMoveDifference {
        no: StartNo,
        first: u32,
        second: u32,
    },
    /// `byes` pairing-allocated byes among `players` players.
    ExtraByes { byes: usize, players: usize },
    /// The entry had the pairing-allocated bye in `round`.
    HadBye { no: StartNo, round: u32 },
    /// The entry was absent in rounds `first` and `second`, the two before this one.
    AbsentTwice {
        no: StartNo,
        name: String,
        first: u32,
        second: u32,
    },
    /// The entry won `round` by forfeit.
    WonByForfeit { no: StartNo, round: u32 },
    /// The entry scored a win without playing in `round`.
    WinWithoutPlaying { no: StartNo, round: u32 },
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule.name(), self.detail)
    }
}

/// Whether a round of a round robin falls in the same cycle as an earlier one.
fn same_cycle(t: &Tournament, a: u32, b: u32) -> bool {
    let per = round_robin::rounds_per_cycle(t.entries().len().max(3)) as u32;
    (a - 1) / per == (b - 1) / per
}

/// The rules the pairing `pairings` of round `round` breaks, given the rounds before it.
///
/// Every tournament: entries paired twice or missing, unknown, unavailable (000 and the
/// tournament's own entries), forbidden pairs, rematches (in a round robin: within a cycle).
/// Swiss tournaments also: the colour rules of C.04.1 art. 6-7 (for single games; in match
/// rounds, moving first in game 1 three matches running), the bye rules of C.04.1 art. 3-4.
/// The last round's exception for topscorers (C.04.3 art. 1.7, more than half the maximum
/// score) applies to the colour rules: in the last round a pair with a topscorer is exempt
/// (C.04.3 C3).
pub fn warnings(t: &Tournament, round: u32, pairings: &[Pairing]) -> Vec<Warning> {
    let mut out = Vec::new();
    let mut seen: BTreeMap<StartNo, usize> = BTreeMap::new();
    for p in pairings {
        for e in p.entries() {
            *seen.entry(e).or_default() += 1;
        }
    }
    for (&e, &n) in &seen {
        if t.entry(e).is_none() {
            out.push(Warning {
                rule: Rule::UnknownEntry,
                entries: vec![e],
                detail: format!("no entry has starting number {e}"),
                what: Detail::NoEntry { no: e },
            });
        } else if n > 1 {
            out.push(Warning {
                rule: Rule::PairedTwice,
                entries: vec![e],
                detail: format!("{e} is on {n} boards"),
                what: Detail::OnBoards { no: e, boards: n },
            });
        }
    }
    // In a team event the boards are made from the captains' line-ups: a player not on a
    // board rests (a reserve, a player left out, a player of a team with the bye or of a
    // whole-team forfeit), so no one is "missing", and colours follow the boards (the first
    // team moves first on the odd boards), not each player's colour history.
    let team_event = t.settings().team.is_some();
    for e in t.entries() {
        let a = e.availability(round);
        let listed = seen.contains_key(&e.no);
        if team_event && !listed {
            continue;
        }
        let own_bye = pairings.iter().any(|p| {
            matches!(p, Pairing::Bye { entry, kind } if *entry == e.no && *kind != ByeKind::Pairing)
        });
        if a == Availability::Available && !listed {
            out.push(Warning {
                rule: Rule::Missing,
                entries: vec![e.no],
                detail: format!("{} ({}) is neither paired nor given the bye", e.no, e.name),
                what: Detail::NotPaired {
                    no: e.no,
                    name: e.name.to_string(),
                },
            });
        } else if a != Availability::Available && listed && !own_bye {
            let why = match a {
                Availability::Withdrawn => "has withdrawn",
                Availability::RequestedBye => "asked for a bye",
                _ => "has not entered yet",
            };
            out.push(Warning {
                rule: Rule::Unavailable,
                entries: vec![e.no],
                detail: format!("{} ({}) {why} in round {round}", e.no, e.name),
                what: Detail::Unavailable {
                    no: e.no,
                    name: e.name.to_string(),
                    why: a,
                    round,
                },
            });
        }
    }

    // Absent the two rounds before: named, the controller withdraws or pairs them anyway.
    for a in super::absence::absent_two_rounds_running(t, round) {
        if seen.contains_key(&a.no) {
            let [(r1, _), (r2, _)] = a.rounds;
            out.push(Warning {
                rule: Rule::AbsentTwice,
                entries: vec![a.no],
                detail: format!("{} ({}) was absent in rounds {r1} and {r2}", a.no, a.name),
                what: Detail::AbsentTwice {
                    no: a.no,
                    name: a.name.to_string(),
                    first: r1,
                    second: r2,
                },
            });
        }
    }

    let history: BTreeMap<StartNo, Vec<RoundLine>> =
        pairing_input::history(t, round).into_iter().collect();
    let s = t.settings();
    let swiss = s.system == System::Swiss;
    let games: Vec<(StartNo, StartNo)> = pairings
        .iter()
        .filter_map(|p| match *p {
            Pairing::Game { home, away } => Some((home, away)),
            Pairing::Bye { .. } => None,
        })
        .collect();
    for &(home, away) in &games {
        let (Some(h), Some(a)) = (t.entry(home), t.entry(away)) else {
            continue;
        };
        if h.forbidden.contains(&away)
            || a.forbidden.contains(&home)
            || s.prohibits(home, away, round)
        {
            out.push(Warning {
                rule: Rule::Forbidden,
                entries: vec![home, away],
                detail: format!("{home} and {away} must not be paired"),
                what: Detail::MustNotMeet { a: home, b: away },
            });
        }
        let met: Vec<u32> = history
            .get(&home)
            .into_iter()
            .flatten()
            .enumerate()
            .filter(|(_, l)| matches!(&l.line, Line::Game { opponent, played: true, .. } if *opponent == away))
            .map(|(i, _)| i as u32 + 1)
            .filter(|&r| swiss || same_cycle(t, r, round))
            .collect();
        if let Some(&r) = met.last() {
            out.push(Warning {
                rule: Rule::Rematch,
                entries: vec![home, away],
                detail: format!("{home} and {away} already played each other in round {r}"),
                what: Detail::Met {
                    a: home,
                    b: away,
                    round: r,
                },
            });
        }
    }
    if !swiss || team_event {
        return out;
    }

    // Colours (C.04.1 art. 6-7). The topscorers of the last round are exempt (C.04.3 1.7).
    let basis = pairing_input::Basis::of(s);
    let played_rounds = round - 1;
    let last_round = round >= s.rounds;
    let topscorer = |e: StartNo| {
        let score: Points = history.get(&e).into_iter().flatten().map(|l| l.score).sum();
        last_round && score.halves() * 2 > basis.win.halves() * played_rounds
    };
    for &(home, away) in &games {
        // C.04.3 C3: in the last round, a pair with a topscorer may break the colour rules.
        if topscorer(home) || topscorer(away) {
            continue;
        }
        for (e, first) in [(home, true), (away, false)] {
            let lines = history.get(&e).map(Vec::as_slice).unwrap_or(&[]);
            if s.games_per_round >= 2 {
                // A Swiss of matches is paired by the Dutch system on the matches: the colour
                // rules of C.04.1 art. 6-7 hold for who moves first in game 1.
                let mut starts: Vec<bool> = lines
                    .iter()
                    .filter_map(|l| match &l.line {
                        Line::Game {
                            first: f,
                            played: true,
                            ..
                        } => f.first().copied(),
                        _ => None,
                    })
                    .collect();
                let n = starts.len();
                let run = n >= 2 && starts[n - 1] == first && starts[n - 2] == first;
                starts.push(first);
                let firsts = starts.iter().filter(|&&f| f).count() as u32;
                let seconds = starts.len() as u32 - firsts;
                if run {
                    out.push(Warning {
                        rule: Rule::ColourRun,
                        entries: vec![e],
                        detail: format!(
                            "{e} would move {} in game 1 for the third match running",
                            if first { "first" } else { "second" }
                        ),
                        what: Detail::FirstMoveRun { no: e, first },
                    });
                }
                if firsts.abs_diff(seconds) > 2 {
                    out.push(Warning {
                        rule: Rule::ColourDifference,
                        entries: vec![e],
                        detail: format!(
                            "{e} would move first in game 1 of {firsts} matches and second in {seconds}"
                        ),
                        what: Detail::FirstMoveDifference {
                            no: e,
                            first: firsts,
                            second: seconds,
                        },
                    });
                }
                continue;
            }
            let mut colours: Vec<Colour> = lines.iter().flat_map(|l| l.played_colours()).collect();
            colours.push(if first { Colour::White } else { Colour::Black });
            let n = colours.len();
            let name = |c: Colour| match c {
                Colour::White => "White",
                Colour::Black => "Black",
            };
            if n >= 3 && colours[n - 1] == colours[n - 2] && colours[n - 2] == colours[n - 3] {
                out.push(Warning {
                    rule: Rule::ColourRun,
                    entries: vec![e],
                    detail: format!(
                        "{e} would have {} for the third game running",
                        name(colours[n - 1])
                    ),
                    what: Detail::ColourRun {
                        no: e,
                        white: colours[n - 1] == Colour::White,
                    },
                });
            }
            let white = colours.iter().filter(|&&c| c == Colour::White).count() as i64;
            let diff = white * 2 - n as i64;
            if diff.abs() > 2 {
                out.push(Warning {
                    rule: Rule::ColourDifference,
                    entries: vec![e],
                    detail: format!(
                        "{e} would have {white} White and {} Black games",
                        n as i64 - white
                    ),
                    what: Detail::ColourDifference {
                        no: e,
                        white: white as u32,
                        black: (n as i64 - white) as u32,
                    },
                });
            }
        }
    }

    // Byes (C.04.1 art. 3-4).
    let byes: Vec<StartNo> = pairings
        .iter()
        .filter_map(|p| match *p {
            Pairing::Bye {
                entry,
                kind: ByeKind::Pairing,
            } => Some(entry),
            _ => None,
        })
        .collect();
    let playing: BTreeSet<StartNo> = t
        .entries()
        .iter()
        .filter(|e| e.availability(round) == Availability::Available)
        .map(|e| e.no)
        .collect();
    if byes.len() > 1 || (byes.len() == 1 && playing.len().is_multiple_of(2)) {
        out.push(Warning {
            rule: Rule::ExtraBye,
            entries: byes.clone(),
            detail: format!(
                "{} pairing-allocated bye(s) among {} players",
                byes.len(),
                playing.len()
            ),
            what: Detail::ExtraByes {
                byes: byes.len(),
                players: playing.len(),
            },
        });
    }
    for &e in &byes {
        let lines = history.get(&e).map(Vec::as_slice).unwrap_or(&[]);
        let earlier = lines.iter().enumerate().find_map(|(i, l)| {
            let r = i as u32 + 1;
            match &l.line {
                Line::Bye(ByeKind::Pairing) => Some((
                    format!("had the pairing-allocated bye in round {r}"),
                    Detail::HadBye { no: e, round: r },
                )),
                Line::Game {
                    forfeit_win: true, ..
                } => Some((
                    format!("won round {r} by forfeit"),
                    Detail::WonByForfeit { no: e, round: r },
                )),
                Line::Bye(_) if l.score >= basis.win => Some((
                    format!("scored a win without playing in round {r}"),
                    Detail::WinWithoutPlaying { no: e, round: r },
                )),
                _ => None,
            }
        });
        if let Some((why, what)) = earlier {
            out.push(Warning {
                rule: Rule::SecondBye,
                entries: vec![e],
                detail: format!("{e} {why}"),
                what,
            });
        }
    }
    out
}

/// Publishing checks the pairing rules of this module (here, so that the tournament does not
/// depend on them).
impl Tournament {
    /// Publishes a draft after checking its pairing against the pairing rules
    /// ([`warnings`]): a draft that breaks one is published only when the
    /// controller has confirmed it. Returns the warnings published over.
    pub fn publish_round_checked(
        &mut self,
        number: u32,
        confirmed: bool,
    ) -> Result<Vec<Warning>, TournamentError> {
        let r = self
            .round(number)
            .ok_or(TournamentError::NoSuchRound(number))?;
        let pairings = r.pairings();
        let warnings = warnings(self, number, &pairings);
        if !warnings.is_empty() && !confirmed {
            return Err(TournamentError::UnconfirmedWarnings {
                round: number,
                warnings: warnings
                    .iter()
                    .map(|w| w.to_string())
                    .collect::<Vec<_>>()
                    .join("; "),
            });
        }
        self.publish_round(number)?;
        Ok(warnings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::entry::{Entry, PlayerName};
    use crate::domain::round::BoardReport;
    use crate::domain::settings::{Preset, Settings};

    fn entry(no: StartNo) -> Entry {
        Entry::new(no, PlayerName::parse(&format!("P{no}")).unwrap()).unwrap()
    }

    fn tournament(preset: Preset, system: System, players: u32, rounds: u32) -> Tournament {
        let mut s = Settings::preset(preset, "T", rounds);
        s.system = system;
        let mut t = Tournament::new(s).unwrap();
        for n in 1..=players {
            t.add_entry(entry(n)).unwrap();
        }
        t
    }

    fn play(t: &mut Tournament, pairings: &[Pairing], results: &[&str]) {
        let n = t.pair_round(pairings, None).unwrap();
        t.publish_round(n).unwrap();
        for (i, r) in results.iter().enumerate() {
            t.record_result(n, i as u32 + 1, &BoardReport::from_codes(r).unwrap())
                .unwrap();
        }
    }

    fn rules(w: &[Warning]) -> Vec<Rule> {
        w.iter().map(|w| w.rule).collect()
    }

    #[test]
    fn the_dutch_proposal_breaks_no_rule_and_honours_availability() {
        let mut t = tournament(Preset::FmjdInternational, System::Swiss, 7, 5);
        t.request_bye(7, 1).unwrap();
        let p = propose(&t).unwrap();
        assert_eq!(p.round, 1);
        assert_eq!(p.method, Method::Dutch);
        assert_eq!(p.method.to_string(), "FIDE Dutch system (C.04.3)");
        // Six players: 1-4, 5-2, 3-6 (the Dutch first round: top half against bottom half).
        assert_eq!(
            p.pairings,
            vec![
                Pairing::game(1, 4),
                Pairing::game(5, 2),
                Pairing::game(3, 6)
            ]
        );
        assert!(warnings(&t, 1, &p.pairings).is_empty());
        play(&mut t, &p.pairings, &["1-0", "0-1", "="]);
        t.withdraw(3, 2).unwrap();
        t.request_bye(2, 2).unwrap();
        let p = propose(&t).unwrap();
        assert_eq!(p.round, 2);
        assert!(
            !p.pairings
                .iter()
                .any(|x| x.entries().any(|e| e == 3 || e == 2))
        );
        assert_eq!(warnings(&t, 2, &p.pairings), vec![]);
        let n: usize = p.pairings.iter().map(|x| x.entries().count()).sum();
        assert_eq!(n, 5, "1, 4, 5, 6 and 7 paired, one of them with the bye");
        t.pair_round(&p.pairings, None).unwrap();
        assert!(p.pairings.iter().any(|x| matches!(
            x,
            Pairing::Bye {
                kind: ByeKind::Pairing,
                ..
            }
        )));
    }

    #[test]
    fn forbidden_pairs_are_avoided_by_the_engine_and_flagged_in_edits() {
        let mut t = tournament(Preset::FmjdInternational, System::Swiss, 4, 3);
        let mut e1 = t.entry(1).unwrap().clone();
        e1.forbidden.insert(3);
        t = Tournament::from_parts(
            t.settings().clone(),
            t.entries()
                .iter()
                .map(|e| if e.no == 1 { e1.clone() } else { e.clone() })
                .collect(),
            Vec::new(),
        )
        .unwrap();
        let p = propose(&t).unwrap();
        assert!(!p.pairings.contains(&Pairing::game(1, 3)));
        assert!(!p.pairings.contains(&Pairing::game(3, 1)));
        let w = warnings(&t, 1, &[Pairing::game(3, 1), Pairing::game(2, 4)]);
        assert_eq!(rules(&w), vec![Rule::Forbidden]);
        assert!(
            w[0].to_string().starts_with("forbidden pairing"),
            "{}",
            w[0]
        );
    }

    #[test]
    fn each_broken_rule_is_named() {
        let mut t = tournament(Preset::FmjdInternational, System::Swiss, 5, 7);
        play(
            &mut t,
            &[
                Pairing::game(1, 2),
                Pairing::game(3, 4),
                Pairing::pairing_bye(5),
            ],
            &["1-0", "+:-"],
        );
        // Rematch of a game played; the forfeited 3-4 may be paired again.
        let w = warnings(
            &t,
            2,
            &[
                Pairing::game(2, 1),
                Pairing::game(4, 3),
                Pairing::pairing_bye(5),
            ],
        );
        assert_eq!(rules(&w), vec![Rule::Rematch, Rule::SecondBye]);
        assert_eq!(
            w[0].to_string(),
            "rematch (C.04.1 art. 2: two players do not meet more than once): 2 and 1 already played each other in round 1"
        );
        assert_eq!(w[1].detail, "5 had the pairing-allocated bye in round 1");
        // A bye after a forfeit win (C.04.1 art. 4).
        let w = warnings(
            &t,
            2,
            &[
                Pairing::game(1, 5),
                Pairing::game(4, 2),
                Pairing::pairing_bye(3),
            ],
        );
        assert_eq!(rules(&w), vec![Rule::SecondBye]);
        assert_eq!(w[0].detail, "3 won round 1 by forfeit");
        // Paired twice, missing, unknown, two byes.
        let w = warnings(
            &t,
            2,
            &[
                Pairing::game(1, 3),
                Pairing::game(3, 9),
                Pairing::pairing_bye(4),
                Pairing::pairing_bye(2),
            ],
        );
        let r = rules(&w);
        assert!(r.contains(&Rule::PairedTwice), "{w:?}");
        assert!(r.contains(&Rule::UnknownEntry), "{w:?}");
        assert!(r.contains(&Rule::Missing), "{w:?}");
        assert!(r.contains(&Rule::ExtraBye), "{w:?}");
    }

    #[test]
    fn colour_runs_and_differences_are_named() {
        let mut t = tournament(Preset::FmjdInternational, System::Swiss, 4, 7);
        play(
            &mut t,
            &[Pairing::game(1, 2), Pairing::game(3, 4)],
            &["=", "="],
        );
        play(
            &mut t,
            &[Pairing::game(1, 3), Pairing::game(2, 4)],
            &["=", "="],
        );
        // 1 had White twice: a third White breaks C.04.1 art. 7; 4 had Black twice.
        let w = warnings(&t, 3, &[Pairing::game(1, 4), Pairing::game(2, 3)]);
        let runs: Vec<&Warning> = w.iter().filter(|w| w.rule == Rule::ColourRun).collect();
        assert_eq!(runs.len(), 2, "{w:?}");
        assert_eq!(
            runs[0].detail,
            "1 would have White for the third game running"
        );
        assert_eq!(
            runs[1].detail,
            "4 would have Black for the third game running"
        );
        assert!(
            w.iter()
                .any(|w| w.rule == Rule::ColourDifference && w.entries == vec![1])
        );
        // The colours reversed: no warning.
        assert_eq!(
            warnings(&t, 3, &[Pairing::game(4, 1), Pairing::game(3, 2)]),
            vec![]
        );
    }

    #[test]
    fn topscorers_of_the_last_round_are_exempt_from_the_colour_rules() {
        for rounds in [3, 5] {
            let mut t = tournament(Preset::FmjdInternational, System::Swiss, 4, rounds);
            play(
                &mut t,
                &[Pairing::game(1, 2), Pairing::game(3, 4)],
                &["1-0", "1-0"],
            );
            play(
                &mut t,
                &[Pairing::game(1, 3), Pairing::game(2, 4)],
                &["=", "1-0"],
            );
            // 1 and 3 (3 of 4 points) are topscorers in round 3; 1 had White twice, 4 (no
            // point) Black twice, 2 (2 points) Black then White.
            let w = warnings(&t, 3, &[Pairing::game(1, 4), Pairing::game(3, 2)]);
            if rounds == 3 {
                // The last round: a pair with a topscorer is exempt (C.04.3 1.7 and C3).
                assert_eq!(w, vec![]);
                // Two non-topscorers are not (they also meet again here).
                let w = warnings(&t, 3, &[Pairing::game(2, 4), Pairing::game(1, 3)]);
                let colour: Vec<&Warning> = w.iter().filter(|w| w.rule != Rule::Rematch).collect();
                assert_eq!(colour.len(), 2, "{w:?}");
                assert_eq!(colour[0].rule, Rule::ColourRun);
                assert_eq!(colour[1].rule, Rule::ColourDifference);
                assert!(colour.iter().all(|w| w.entries == vec![4]), "{w:?}");
            } else {
                let of = |e: StartNo| -> Vec<Rule> {
                    w.iter()
                        .filter(|w| w.entries == vec![e])
                        .map(|w| w.rule)
                        .collect()
                };
                assert_eq!(of(1), vec![Rule::ColourRun, Rule::ColourDifference]);
                assert_eq!(of(4), vec![Rule::ColourRun, Rule::ColourDifference]);
            }
        }
    }

    #[test]
    fn unavailable_entries_paired_are_named() {
        let mut t = tournament(Preset::FmjdInternational, System::Swiss, 4, 3);
        t.request_bye(4, 1).unwrap();
        let w = warnings(&t, 1, &[Pairing::game(1, 4), Pairing::game(2, 3)]);
        assert_eq!(rules(&w), vec![Rule::Unavailable]);
        assert_eq!(w[0].detail, "4 (P4) asked for a bye in round 1");
    }

    /// A Swiss of micro-matches is paired by the FIDE Dutch system on the matches: round 1 folds
    /// the field and alternates who moves first in game 1 down the boards (C.04.3 E.5: the
    /// initial colour to the odd pairing numbers of the top half), as a Swiss of games does.
    #[test]
    fn a_swiss_of_matches_alternates_the_first_move_of_game_1_down_the_boards() {
        let rated = |games: u8| {
            let mut s = Settings::preset(Preset::Russian, "T", 5);
            s.games_per_round = games;
            let mut t = Tournament::new(s).unwrap();
            for n in 1..=12 {
                let mut e = entry(n);
                e.rating = Some(2400 - 10 * n);
                t.add_entry(e).unwrap();
            }
            t
        };
        let t = rated(2);
        let p = propose(&t).unwrap();
        assert_eq!(p.method, Method::DutchMatches);
        assert_eq!(
            p.pairings,
            vec![
                Pairing::game(1, 7),
                Pairing::game(8, 2),
                Pairing::game(3, 9),
                Pairing::game(10, 4),
                Pairing::game(5, 11),
                Pairing::game(12, 6),
            ]
        );
        assert!(warnings(&t, 1, &p.pairings).is_empty());
        // The same field of one-game rounds is paired the same.
        let single = propose(&rated(1)).unwrap();
        assert_eq!(single.method, Method::Dutch);
        assert_eq!(single.pairings, p.pairings);
    }

    #[test]
    fn a_swiss_of_matches_pairs_on_match_points_and_alternates_first_moves() {
        let mut t = tournament(Preset::Russian, System::Swiss, 4, 5);
        let p = propose(&t).unwrap();
        assert_eq!(p.pairings, vec![Pairing::game(1, 3), Pairing::game(4, 2)]);
        assert!(warnings(&t, 1, &p.pairings).is_empty());
        // 1 wins its match 1½-½; 4-2 is drawn.
        play(&mut t, &p.pairings, &["1-0 =", "= ="]);
        let p2 = propose(&t).unwrap();
        // The leader floats down to the players on 1 match point and meets the one who moved
        // second (2); 3, who moved second, moves first against 4.
        assert_eq!(p2.pairings, vec![Pairing::game(2, 1), Pairing::game(3, 4)]);
        assert!(warnings(&t, 2, &p2.pairings).is_empty());
    }

    #[test]
    fn moving_first_in_game_1_three_matches_running_is_named() {
        let mut t = tournament(Preset::English, System::Swiss, 4, 5);
        play(
            &mut t,
            &[Pairing::game(1, 3), Pairing::game(2, 4)],
            &["= =", "= ="],
        );
        play(
            &mut t,
            &[Pairing::game(1, 2), Pairing::game(3, 4)],
            &["= =", "= ="],
        );
        let w = warnings(&t, 3, &[Pairing::game(1, 4), Pairing::game(2, 3)]);
        // Three first moves of three are a run and a difference of three (C.04.1 art. 6-7).
        assert_eq!(
            rules(&w),
            vec![
                Rule::ColourRun,
                Rule::ColourDifference,
                Rule::ColourRun,
                Rule::ColourDifference
            ]
        );
        assert_eq!(
            w[0].detail,
            "1 would move first in game 1 for the third match running"
        );
        assert_eq!(
            w[1].detail,
            "1 would move first in game 1 of 3 matches and second in 0"
        );
        assert_eq!(
            w[2].detail,
            "4 would move second in game 1 for the third match running"
        );
        // The colours of the games inside a match are reversed: only game 1 counts.
        assert!(warnings(&t, 3, &[Pairing::game(4, 1), Pairing::game(3, 2)]).is_empty());
    }

    /// C.04.1 art. 6 on the matches: moving first in game 1 of four matches and second in one
    /// is a difference of three, named though no three came running.
    #[test]
    fn a_first_move_difference_over_two_is_named() {
        let mut t = tournament(Preset::English, System::Swiss, 6, 5);
        let rounds = [
            [(1, 2), (3, 4), (5, 6)],
            [(1, 3), (4, 5), (6, 2)],
            [(4, 1), (5, 2), (6, 3)],
            [(1, 5), (3, 2), (4, 6)],
        ];
        for r in rounds {
            let p: Vec<Pairing> = r.iter().map(|&(h, a)| Pairing::game(h, a)).collect();
            play(&mut t, &p, &["= =", "= =", "= ="]);
        }
        let w = warnings(&t, 5, &[Pairing::game(1, 6)]);
        let of_1: Vec<&Warning> = w.iter().filter(|w| w.entries == vec![1]).collect();
        assert_eq!(of_1.len(), 1, "{w:?}");
        assert_eq!(of_1[0].rule, Rule::ColourDifference);
        assert_eq!(
            of_1[0].detail,
            "1 would move first in game 1 of 4 matches and second in 1"
        );
        assert_eq!(
            of_1[0].what,
            Detail::FirstMoveDifference {
                no: 1,
                first: 4,
                second: 1
            }
        );
        // Reversed, 1 moves second: 3 and 2, no warning for 1 (nor for 6).
        let w = warnings(&t, 5, &[Pairing::game(6, 1)]);
        assert!(w.iter().all(|w| w.rule == Rule::Missing), "{w:?}");
    }

    #[test]
    fn round_robins_follow_the_berger_table_and_rematch_only_within_a_cycle() {
        let mut t = tournament(Preset::FmjdInternational, System::DoubleRoundRobin, 4, 6);
        // Berger table for 4: 1-4 2-3 / 4-3 1-2 / 2-4 3-1; a double round robin swaps the
        // last two rounds of the first cycle (C.05) and reverses the colours in the second.
        let expected = [
            vec![Pairing::game(1, 4), Pairing::game(2, 3)],
            vec![Pairing::game(2, 4), Pairing::game(3, 1)],
            vec![Pairing::game(4, 3), Pairing::game(1, 2)],
            vec![Pairing::game(4, 1), Pairing::game(3, 2)],
        ];
        for (i, want) in expected.iter().enumerate() {
            let p = propose(&t).unwrap();
            assert_eq!(p.round, i as u32 + 1);
            assert_eq!(&p.pairings, want, "round {}", i + 1);
            assert_eq!(
                warnings(&t, p.round, &p.pairings),
                vec![],
                "round {}",
                i + 1
            );
            if i == 1 {
                let w = warnings(&t, 2, &[Pairing::game(4, 1), Pairing::game(3, 2)]);
                assert_eq!(rules(&w), vec![Rule::Rematch, Rule::Rematch]);
            }
            play(&mut t, &p.pairings, &["=", "="]);
        }
    }

    #[test]
    fn a_withdrawn_round_robin_opponent_leaves_a_bye() {
        let mut t = tournament(Preset::FmjdInternational, System::RoundRobin, 5, 5);
        t.withdraw(4, 1).unwrap();
        let p = propose(&t).unwrap();
        // Table round 1 for 5 (6 with the dummy): 1 has the bye, 2-5 and 3-4; 4 is gone.
        assert_eq!(
            p.pairings,
            vec![
                Pairing::game(2, 5),
                Pairing::pairing_bye(3),
                Pairing::pairing_bye(1)
            ]
        );
        assert!(warnings(&t, 1, &p.pairings).is_empty());
    }

    #[test]
    fn pairing_the_next_round_needs_the_previous_results() {
        let mut t = tournament(Preset::FmjdInternational, System::Swiss, 4, 3);
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        assert!(matches!(
            propose(&t),
            Err(TournamentError::PreviousRoundDraft { .. })
        ));
    }

    /// What the simulated tournaments checked.
    #[derive(Debug, Default)]
    struct Checked {
        /// Rounds paired automatically and found to break no rule.
        paired: u32,
        /// Rounds for which the engine found no pairing (each ends its tournament).
        refused: u32,
        /// Rounds the tournaments were to have.
        planned: u32,
    }

    /// Plays a whole tournament on random results, forfeits, requested byes and withdrawals,
    /// pairing every round automatically: the proposal never breaks a pairing rule. A round
    /// robin always has its Berger table; a Swiss may find no pairing in a late round of a
    /// small field, which ends the tournament and is counted.
    fn simulate(
        system: System,
        players: u32,
        seed: u64,
        checked: &mut Checked,
    ) -> Result<(), proptest::test_runner::TestCaseError> {
        use proptest::prelude::*;
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let rounds = match system {
            System::Swiss => 5,
            _ => round_robin::rounds_per_cycle(players as usize) as u32,
        };
        let mut t = tournament(Preset::FmjdInternational, system, players, rounds);
        checked.planned += rounds;
        for round in 1..=rounds {
            if system == System::Swiss {
                for no in 1..=players {
                    let e = t.entry(no).unwrap();
                    if e.withdrawn_from.is_none() && rng.random_range(0..20) == 0 {
                        if rng.random_bool(0.5) {
                            t.request_bye(no, round).unwrap();
                        } else {
                            t.withdraw(no, round).unwrap();
                        }
                    }
                }
            }
            let p = match propose(&t) {
                Ok(p) => p,
                // No one has met anyone before round 1: it always has a pairing.
                Err(TournamentError::AutoPairing { .. })
                    if system == System::Swiss && round > 1 =>
                {
                    checked.refused += 1;
                    return Ok(());
                }
                Err(e) => return Err(TestCaseError::fail(format!("round {round}: {e}"))),
            };
            // A player absent two rounds running is the controller's to withdraw or pair
            // anyway: named, but no rule the engine could keep.
            let w: Vec<Warning> = warnings(&t, round, &p.pairings)
                .into_iter()
                .filter(|w| w.rule != Rule::AbsentTwice)
                .collect();
            prop_assert!(
                w.is_empty(),
                "round {}: {:?} gives {:?}",
                round,
                p.pairings,
                w
            );
            t.pair_round(&p.pairings, None).unwrap();
            t.publish_round(round).unwrap();
            checked.paired += 1;
            let games = t
                .round(round)
                .unwrap()
                .boards()
                .iter()
                .filter(|b| !b.is_bye())
                .count() as u32;
            for b in 1..=games {
                // One board in eight may be a forfeit (000 art. 2.24).
                let kinds = if rng.random_range(0..8) == 0 { 5 } else { 3 };
                let code = ["1-0", "=", "0-1", "+:-", "-:+"][rng.random_range(0..kinds)];
                t.record_result(round, b, &BoardReport::from_codes(code).unwrap())
                    .unwrap();
            }
        }
        Ok(())
    }

    /// Runs `cases` random tournaments of `players` entries and returns what they checked.
    fn simulate_many(system: System, players: std::ops::Range<u32>, cases: u32) -> Checked {
        use proptest::test_runner::{Config, TestRunner};
        let checked = std::cell::RefCell::new(Checked::default());
        let mut runner = TestRunner::new(Config::with_cases(cases));
        runner
            .run(&(players, 0u64..10_000), |(n, seed)| {
                simulate(system, n, seed, &mut checked.borrow_mut())
            })
            .unwrap_or_else(|e| panic!("{e}"));
        checked.into_inner()
    }

    #[test]
    fn automatic_swiss_rounds_break_no_rule() {
        let c = simulate_many(System::Swiss, 3..15, 24);
        // An engine that refused every pairing would check nothing. Small fields end early in
        // about one tournament in four (seen over 2,000 of them: 90 % of the rounds paired);
        // at least half of all rounds must be paired and checked.
        assert!(c.paired * 2 >= c.planned, "{c:?}");
    }

    #[test]
    fn automatic_round_robin_rounds_break_no_rule() {
        let c = simulate_many(System::RoundRobin, 3..11, 24);
        // Every round of every tournament is paired: a refusal fails the case itself.
        assert_eq!((c.refused, c.paired), (0, c.planned), "{c:?}");
        assert!(c.planned >= 24 * 3, "{c:?}");
    }
}
