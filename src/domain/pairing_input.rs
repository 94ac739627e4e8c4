//! The pairing engines' input from a tournament: each entry's history round by round (opponent,
//! who moved first, score on the pairing basis, byes and forfeits) and its availability for
//! the round to pair, as `pairing::Tournament`, the FIDE Dutch engine's input.
//!
//! A Swiss of multi-game matches (English two-game matches, Russian and Brazilian
//! micro-matches) is the same input with each match one unit: its colour is who moves first in
//! game 1 (the engine's White is the first mover in every variant, as for one game), its result
//! the match's (won, drawn or lost by the players' points in it) worth the round's score on the
//! event's pairing basis (match points or game points), a forfeited match (000 art. 2.24, both
//! games) a forfeit, a double absence (2.25) a forfeit for both, byes and absences the bye
//! records of one game. [`folded_tournament`] gives the same for every round paired, which the
//! TRF export writes with one column per match.

use std::collections::BTreeSet;
use std::fmt;

use super::entry::{Availability, Entry, StartNo};
use super::points::Points;
use super::round::{ByeKind, Pairing, ResultKind};
pub use super::settings::Basis;
use super::settings::ScoreBasis;
use super::tournament::Tournament;
use crate::pairing::tournament::Prohibition;
use crate::pairing::{self, Colour, Player, ResultCode, RoundRecord, Scoring};

/// What an entry did in one round, as the pairing rules see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Paired against `opponent`; `first` says who moved first in each game of the match.
    Game {
        opponent: StartNo,
        /// For each game, whether this entry moved first (White).
        first: Vec<bool>,
        /// Whether at least one game was played over the board (C.04.1 art. 2: a forfeited
        /// game is not a game played).
        played: bool,
        /// Whether the entry won the round without any game played (a forfeit win).
        forfeit_win: bool,
        /// Whether every game was forfeited by this entry or by both.
        forfeit_loss: bool,
        /// The round over the board, once its results are in: this entry's points in its
        /// games against the opponent's (a match won, drawn or lost).
        outcome: Option<std::cmp::Ordering>,
    },
    /// No opponent.
    Bye(ByeKind),
    /// No board at all in that round (not stored: a round paired before the entry existed).
    Absent,
}

/// One entry's round: what happened and the score it earned on the pairing basis.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundLine {
    pub line: Line,
    /// Points on the tournament's pairing basis (`Scoring::pairs_by`), results entered so far.
    pub score: Points,
}

impl RoundLine {
    /// The colours of the games played over the board, in game order.
    pub fn played_colours(&self) -> Vec<Colour> {
        match &self.line {
            Line::Game {
                first,
                played: true,
                ..
            } => first
                .iter()
                .map(|&f| if f { Colour::White } else { Colour::Black })
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// Every entry's rounds `1..round`, in starting-number order.
pub fn history(t: &Tournament, round: u32) -> Vec<(StartNo, Vec<RoundLine>)> {
    let s = &t.settings().scoring;
    let match_points = s.pairs_by == ScoreBasis::MatchPoints;
    let mp = |mine: Points, theirs: Points| -> Points {
        let Some(m) = s.match_points else {
            return Points::ZERO;
        };
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => m.win,
            std::cmp::Ordering::Equal => m.draw,
            std::cmp::Ordering::Less => m.loss,
        }
    };
    t.entries()
        .iter()
        .map(|e| {
            let lines = t
                .rounds()
                .iter()
                .take(round.saturating_sub(1) as usize)
                .map(|r| {
                    let Some(b) = r.board_of(e.no) else {
                        return RoundLine {
                            line: Line::Absent,
                            score: Points::ZERO,
                        };
                    };
                    let mine: Points = b
                        .games
                        .iter()
                        .filter_map(|g| g.result_of(e.no))
                        .map(|x| x.points)
                        .sum();
                    match b.pairing {
                        Pairing::Bye { kind, .. } => {
                            let per = kind.result_kind().earned(s);
                            let score = if match_points {
                                if per >= s.win {
                                    mp(Points::whole(1), Points::ZERO)
                                } else if per >= s.draw && per > Points::ZERO {
                                    mp(Points::ZERO, Points::ZERO)
                                } else {
                                    Points::ZERO
                                }
                            } else {
                                mine
                            };
                            RoundLine {
                                line: Line::Bye(kind),
                                score,
                            }
                        }
                        Pairing::Game { .. } => {
                            let opponent = b.opponent_of(e.no).expect("a game has two entries");
                            let kinds: Vec<ResultKind> = b
                                .games
                                .iter()
                                .filter_map(|g| g.result_of(e.no))
                                .map(|x| x.kind)
                                .collect();
                            let played = kinds.iter().any(|k| k.is_played());
                            let theirs: Points = b
                                .games
                                .iter()
                                .filter_map(|g| g.result_of(opponent))
                                .map(|x| x.points)
                                .sum();
                            let complete = b.has_result();
                            let all_double =
                                complete && kinds.iter().all(|k| *k == ResultKind::BothAbsent);
                            let score = if !match_points {
                                mine
                            } else if !complete || b.sheets_missing(e.no) || all_double {
                                // 000 art. 3.10 and 2.25: zero for the round.
                                Points::ZERO
                            } else {
                                mp(mine, theirs)
                            };
                            RoundLine {
                                line: Line::Game {
                                    opponent,
                                    first: b.games.iter().map(|g| g.first == e.no).collect(),
                                    played,
                                    forfeit_win: complete
                                        && !played
                                        && kinds.contains(&ResultKind::ForfeitWin),
                                    forfeit_loss: complete
                                        && !played
                                        && !kinds.contains(&ResultKind::ForfeitWin),
                                    outcome: complete.then(|| mine.cmp(&theirs)),
                                },
                                score,
                            }
                        }
                    }
                })
                .collect();
            (e.no, lines)
        })
        .collect()
}

/// The engine's units: half points of the pairing basis.
fn engine_scoring(b: Basis) -> Scoring {
    Scoring {
        win: b.win.halves(),
        draw: b.draw.halves(),
        loss: 0,
        zero_bye: 0,
        forfeit_loss: 0,
        pairing_bye: b.pairing_bye.halves(),
    }
}

/// The result code whose points on `b` are the round's score: played games keep a played
/// code (they count for colours and rematches) whatever a score-sheet penalty made of them.
/// A match played is coded by its outcome (a match won 1½-½ is `1`, 1-1 `=`), and a score
/// other than the code's (game points of a match won 1½-½, a penalty of 000 art. 3.10) reaches
/// the engine as a 299 record.
fn record(line: &RoundLine, b: Basis) -> RoundRecord {
    let by_points = |win, draw, loss| {
        if line.score >= b.win {
            win
        } else if line.score >= b.draw && line.score > Points::ZERO {
            draw
        } else {
            loss
        }
    };
    match &line.line {
        Line::Game {
            opponent,
            first,
            played,
            forfeit_win,
            outcome,
            ..
        } => RoundRecord {
            opponent: Some(*opponent),
            colour: Some(if first.first().copied().unwrap_or(true) {
                Colour::White
            } else {
                Colour::Black
            }),
            result: Some(if *played && first.len() >= 2 && outcome.is_some() {
                match outcome {
                    Some(std::cmp::Ordering::Greater) => ResultCode::Win,
                    Some(std::cmp::Ordering::Equal) => ResultCode::Draw,
                    _ => ResultCode::Loss,
                }
            } else if *played {
                by_points(ResultCode::Win, ResultCode::Draw, ResultCode::Loss)
            } else if *forfeit_win || line.score >= b.win {
                ResultCode::ForfeitWin
            } else {
                ResultCode::ForfeitLoss
            }),
        },
        Line::Bye(ByeKind::Pairing) => RoundRecord {
            opponent: None,
            colour: None,
            result: Some(ResultCode::PairingBye),
        },
        Line::Bye(_) | Line::Absent => RoundRecord {
            opponent: None,
            colour: None,
            result: Some(by_points(
                ResultCode::FullBye,
                ResultCode::HalfBye,
                ResultCode::ZeroBye,
            )),
        },
    }
}

/// The record of an entry not to be paired in `round`: the bye it will get, scored as the
/// settings give it (requested byes: `Scoring::requested_bye`, or the entry's own value of the
/// bye; withdrawals and late entries: 0).
fn absence(t: &Tournament, e: &Entry, round: u32, b: Basis) -> RoundRecord {
    let s = &t.settings().scoring;
    let per = match e.availability(round) {
        Availability::RequestedBye => e.bye_value(round, s.requested_bye),
        _ => Points::ZERO,
    };
    let games = u32::from(t.settings().games_per_round);
    let score = match (s.pairs_by, s.match_points) {
        (ScoreBasis::MatchPoints, Some(m)) => {
            if per >= s.win {
                m.win
            } else if per >= s.draw && per > Points::ZERO {
                m.draw
            } else {
                Points::ZERO
            }
        }
        _ => per * games,
    };
    record(
        &RoundLine {
            line: Line::Bye(ByeKind::Requested),
            score,
        },
        b,
    )
}

/// The players in pairing-number order (C.04.2 initial ranking): the engines take the order
/// of their players as the pairing numbers (C.04.3 pairs by them), while each player keeps
/// its start number as its id.
fn by_pairing_number<T>(t: &Tournament, mut lines: Vec<(StartNo, T)>) -> Vec<(StartNo, T)> {
    let numbers = t.pairing_numbers();
    lines.sort_by_key(|(no, _)| numbers.get(no).copied().unwrap_or(u32::MAX));
    lines
}

/// The Dutch engine's view of the tournament before `round`: one record per earlier round,
/// and for entries that are not to be paired in `round` (withdrawn, requested bye, late entry
/// not yet joined) a bye record for it, which keeps them out of the pairing.
pub fn engine_tournament(t: &Tournament, round: u32) -> pairing::Tournament {
    let b = Basis::of(t.settings());
    let scoring = engine_scoring(b);
    // 299: a result worth other points than its code on the pairing basis (a forfeit win
    // worth less than a win, a bye of an entry's own value) keeps its points.
    let mut abnormal = Vec::new();
    let players = by_pairing_number(t, history(t, round))
        .into_iter()
        .map(|(no, lines)| {
            let e = t.entry(no).expect("history lists entries");
            let mut rounds: Vec<RoundRecord> = lines.iter().map(|l| record(l, b)).collect();
            for (i, (l, rec)) in lines.iter().zip(&rounds).enumerate() {
                if let Some(kind) = rec.result.and_then(ResultCode::abnormal_type)
                    && l.score.halves() != scoring.points(rec)
                {
                    abnormal.push(pairing::tournament::Abnormal {
                        kind: Some(kind),
                        tenths: l.score.halves() as i32,
                        round: i as u32 + 1,
                        players: vec![no],
                    });
                }
            }
            if e.availability(round) != Availability::Available {
                rounds.push(absence(t, e, round, b));
            }
            let points = lines.iter().map(|l| l.score.halves()).sum();
            Player {
                id: no,
                name: e.name.to_string(),
                rating: e.rating.unwrap_or(0),
                points,
                identity: String::new(),
                rounds,
            }
        })
        .collect();
    let mut forbidden = BTreeSet::new();
    for e in t.entries() {
        for &f in &e.forbidden {
            forbidden.insert((e.no.min(f), e.no.max(f)));
        }
    }
    let s = t.settings();
    let mut forbidden: Vec<Prohibition> = forbidden
        .into_iter()
        .map(|(a, b)| Prohibition::always(vec![a, b]))
        .collect();
    // TRF 260: the settings' prohibitions with their rounds.
    forbidden.extend(s.prohibited.iter().map(|p| Prohibition {
        first_round: p.first_round,
        last_round: p.last_round,
        players: p.players.clone(),
    }));
    // C.04.5: the fictitious points, in the engine's units (half points of the basis).
    let accelerations = s
        .acceleration
        .records(s, t.entries())
        .into_iter()
        .map(|r| pairing::tournament::Acceleration {
            points: r.points.halves(),
            first_round: r.first_round,
            last_round: r.last_round,
            first_player: r.first_player,
            last_player: r.last_player,
        })
        .collect();
    pairing::Tournament {
        name: s.name.clone(),
        total_rounds: Some(s.rounds),
        scoring,
        initial_colour: s.report.initial_colour.map(|c| {
            // TRF 152 gives the piece colour; the engine's White is the first mover.
            if c == s.variant.first_to_move() {
                Colour::White
            } else {
                Colour::Black
            }
        }),
        system: None,
        players,
        forbidden,
        accelerations,
        byes: Vec::new(),
        abnormal,
        other_lines: Vec::new(),
    }
}

/// The Dutch engine's view of every round paired so far, the next round's absences included
/// (withdrawn, requested byes, late entries), as [`engine_tournament`] gives it to the engine
/// before the next round: each round pairs again from the rounds before it as it was paired.
/// A board whose results are not all in keeps its opponent and colour, without a result.
pub fn folded_tournament(t: &Tournament) -> pairing::Tournament {
    let paired = t.rounds().len();
    let mut et = engine_tournament(t, paired as u32 + 1);
    for p in &mut et.players {
        if paired as u32 >= t.settings().rounds {
            // No round to come: no absence for it.
            p.rounds.truncate(paired);
        }
        for (rec, r) in p.rounds.iter_mut().zip(t.rounds()) {
            if r.board_of(p.id)
                .is_some_and(|b| !b.is_bye() && !b.has_result())
            {
                rec.result = None;
            }
        }
    }
    et
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Game { opponent, .. } => write!(f, "against {opponent}"),
            Line::Bye(k) => write!(f, "bye ({})", k.name()),
            Line::Absent => f.write_str("absent"),
        }
    }
}

/// A team's rating for seeding: the average rating of its board order's first `boards`
/// players who have one (0 when none has).
pub fn team_rating(
    t: &Tournament,
    e: &super::team_event::TeamEvent,
    team: &super::team::Team,
) -> u32 {
    let rated: Vec<u32> = team
        .players
        .iter()
        .take(e.settings.boards as usize)
        .filter_map(|&p| t.entry(p).and_then(|x| x.rating))
        .collect();
    if rated.is_empty() {
        0
    } else {
        rated.iter().sum::<u32>() / rated.len() as u32
    }
}

/// The initial ranking of the teams of a team Swiss, the team counterpart of C.04.2 B: by
/// team rating (see [`team_rating`]), highest first, then by team number. The engine's
/// pairing number of a team is its place here, 1-based.
pub fn team_seeding(t: &Tournament, e: &super::team_event::TeamEvent) -> Vec<super::team::TeamNo> {
    let mut order: Vec<(u32, super::team::TeamNo)> = e
        .teams
        .iter()
        .map(|team| (team_rating(t, e, team), team.no))
        .collect();
    order.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    order.into_iter().map(|(_, no)| no).collect()
}

/// The Dutch engine's input for a team Swiss (the one adapter for teams as for players): the
/// teams are the units, numbered by their place in the initial ranking ([`team_seeding`]:
/// pairing number `i` is `team_seeding(..)[i - 1]`), rated by the average rating of their board
/// order's first `boards` players; a team's history is its matches, scored on match points
/// (2/1/0 where the event counts board points only), its colour the colour of its player on
/// board 1 (the first team moves first there); a team bye is the pairing-allocated bye, a
/// whole-team forfeit a forfeit.
pub fn team_engine_tournament(
    t: &Tournament,
    e: &super::team_event::TeamEvent,
    round: u32,
) -> pairing::Tournament {
    use super::team::{TeamPairing, TeamScoring, WholeForfeit};
    let mut scoring = e.settings.scoring(t.settings());
    let mp = *scoring
        .match_points
        .get_or_insert(TeamScoring::TWO_ONE_ZERO);
    let matches = e.scored_matches(t);
    let players = e
        .teams
        .iter()
        .map(|team| {
            let mut rounds = Vec::new();
            let mut points = 0;
            for r in 1..round {
                let m = matches.iter().find(|m| m.round == r && m.has_team(team.no));
                let rec = match m {
                    None => RoundRecord::UNPAIRED,
                    Some(m) => {
                        let first = m.is_first(team.no);
                        let score = m.score(&scoring);
                        if let Some(s) = score {
                            points += s.of(first).0.halves();
                        }
                        match (m.pairing, m.forfeit) {
                            (TeamPairing::Bye { .. }, _) => RoundRecord {
                                opponent: None,
                                colour: None,
                                result: Some(ResultCode::PairingBye),
                            },
                            (p, forfeit) => {
                                let lost_by_forfeit = match forfeit {
                                    Some(WholeForfeit::Both) => Some(true),
                                    Some(WholeForfeit::First) => Some(first),
                                    Some(WholeForfeit::Second) => Some(!first),
                                    None => None,
                                };
                                let result = match (lost_by_forfeit, score) {
                                    (Some(true), _) => ResultCode::ForfeitLoss,
                                    (Some(false), _) => ResultCode::ForfeitWin,
                                    (None, Some(s)) => {
                                        let (own, _) = s.of(first);
                                        let (other, _) = s.of(!first);
                                        match own.cmp(&other) {
                                            std::cmp::Ordering::Greater => ResultCode::Win,
                                            std::cmp::Ordering::Equal => ResultCode::Draw,
                                            std::cmp::Ordering::Less => ResultCode::Loss,
                                        }
                                    }
                                    (None, None) => ResultCode::Draw,
                                };
                                RoundRecord {
                                    opponent: p.opponent_of(team.no),
                                    colour: Some(if first { Colour::White } else { Colour::Black }),
                                    result: Some(result),
                                }
                            }
                        }
                    }
                };
                rounds.push(rec);
            }
            let rating = team_rating(t, e, team);
            Player {
                id: team.no,
                name: team.name.clone(),
                rating,
                points,
                identity: String::new(),
                rounds,
            }
        })
        .collect();
    // Team numbers to pairing numbers (the initial ranking), players in that order.
    let seed = team_seeding(t, e);
    let pn = |no: u32| {
        seed.iter()
            .position(|&x| x == no)
            .map_or(no, |i| i as u32 + 1)
    };
    let mut players: Vec<Player> = players;
    for p in &mut players {
        p.id = pn(p.id);
        for r in &mut p.rounds {
            r.opponent = r.opponent.map(pn);
        }
    }
    players.sort_by_key(|p| p.id);
    pairing::Tournament {
        name: t.settings().name.clone(),
        total_rounds: Some(t.settings().rounds),
        scoring: Scoring {
            win: mp.win.halves(),
            draw: mp.draw.halves(),
            loss: mp.loss.halves(),
            zero_bye: 0,
            forfeit_loss: 0,
            pairing_bye: mp.win.halves(),
        },
        initial_colour: None,
        system: None,
        players,
        forbidden: Vec::new(),
        accelerations: Vec::new(),
        byes: Vec::new(),
        abnormal: Vec::new(),
        other_lines: Vec::new(),
    }
}

/// A team round's pairing is made here, in the one adapter to the pairing engines, so that the
/// team event depends on the adapter and never the other way round.
impl super::team_event::TeamEvent {
    /// The pairing of team round `round` by the event's system: its fixed schedule where one
    /// was imported, the Berger tables (C.05 Annex 1, single or double round robin) over the
    /// team numbers, or the FIDE Dutch system (C.04.3) over the teams on match points through
    /// the one adapter (`pairing_input::team_engine_tournament`). Returns the pairings and the
    /// method's name.
    pub fn propose(
        &self,
        t: &Tournament,
        round: u32,
    ) -> Result<(Vec<super::team::TeamPairing>, &'static str), super::team_event::TeamEventError>
    {
        use super::settings::System;
        use super::team::{TeamNo, TeamPairing};
        use super::team_event::TeamEventError;
        use crate::pairing::{dutch, round_robin};
        let fail = |why: String| TeamEventError::CannotPair { round, why };
        if let Some(fixed) = self.settings.schedule.get(&round) {
            return Ok((fixed.clone(), "the fixed schedule"));
        }
        if !self.settings.schedule.is_empty() {
            return Err(fail(
                "the fixed schedule has no matches for this round".into(),
            ));
        }
        let mut nos: Vec<TeamNo> = self.teams.iter().map(|t| t.no).collect();
        nos.sort_unstable();
        let s = t.settings();
        match s.system {
            // Refused by `Settings::check`.
            System::Knockout | System::DoubleKnockout => Err(fail(
                "a team event is played as a round robin or a Swiss, not as a knock-out".into(),
            )),
            System::RoundRobin | System::DoubleRoundRobin => {
                let per_cycle = round_robin::rounds_per_cycle(nos.len().max(3));
                let cycles = (round as usize - 1) / per_cycle + 1;
                let swap = s.system == System::DoubleRoundRobin;
                let schedule = round_robin::schedule(nos.len(), cycles, swap)
                    .map_err(|e| fail(e.to_string()))?;
                let r = schedule
                    .get(round as usize - 1)
                    .ok_or_else(|| fail("the round robin has no such round".into()))?;
                let no = |table: u32| nos[table as usize - 1];
                let mut out: Vec<TeamPairing> = r
                    .boards
                    .iter()
                    .map(|&(w, b)| TeamPairing::Match {
                        first: no(w),
                        second: no(b),
                    })
                    .collect();
                out.extend(r.bye.map(|b| TeamPairing::Bye { team: no(b) }));
                Ok((out, "Berger tables (FIDE C.05 Annex 1)"))
            }
            System::Swiss => {
                let et = team_engine_tournament(t, self, round);
                let seed = team_seeding(t, self);
                let no = |pn: u32| seed[pn as usize - 1];
                let r = dutch::pair(&et).map_err(|e| fail(e.to_string()))?;
                let mut out: Vec<TeamPairing> = r
                    .boards
                    .iter()
                    .map(|&(w, b)| TeamPairing::Match {
                        first: no(w),
                        second: no(b),
                    })
                    .collect();
                out.extend(r.bye.map(|pn| TeamPairing::Bye { team: no(pn) }));
                Ok((
                    out,
                    "FIDE Dutch system (C.04.3) over the teams on match points",
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::entry::{Entry, PlayerName};
    use crate::domain::round::BoardReport;
    use crate::domain::settings::{Preset, Settings};

    fn entry(no: StartNo) -> Entry {
        let mut e = Entry::new(no, PlayerName::parse(&format!("P{no}")).unwrap()).unwrap();
        e.rating = Some(2000 - no);
        e
    }

    fn swiss(players: u32, rounds: u32) -> Tournament {
        let mut t =
            Tournament::new(Settings::preset(Preset::FmjdInternational, "T", rounds)).unwrap();
        for n in 1..=players {
            t.add_entry(entry(n)).unwrap();
        }
        t
    }

    fn play(t: &mut Tournament, pairings: &[Pairing], results: &[&str]) -> u32 {
        let n = t.pair_round(pairings, None).unwrap();
        t.publish_round(n).unwrap();
        for (i, r) in results.iter().enumerate() {
            t.record_result(n, i as u32 + 1, &BoardReport::from_codes(r).unwrap())
                .unwrap();
        }
        n
    }

    #[test]
    fn single_game_rounds_become_trf_records() {
        let mut t = swiss(5, 5);
        t.withdraw(5, 3).unwrap();
        t.request_bye(4, 2).unwrap();
        let mut e = t.entry(1).unwrap().clone();
        e.forbidden.insert(2);
        let mut t2 = Tournament::from_parts(
            t.settings().clone(),
            t.entries()
                .iter()
                .map(|x| if x.no == 1 { e.clone() } else { x.clone() })
                .collect(),
            Vec::new(),
        )
        .unwrap();
        play(
            &mut t2,
            &[
                Pairing::game(1, 3),
                Pairing::game(4, 2),
                Pairing::pairing_bye(5),
            ],
            &["1-0", "+:-"],
        );
        let r2 = t2.round(1).unwrap().clone();
        assert_eq!(r2.state(), crate::domain::RoundState::ResultsComplete);
        let et = engine_tournament(&t2, 2);
        assert_eq!(et.scoring.win, 4, "2/1/0 scoring in half points");
        assert_eq!(et.forbidden, vec![Prohibition::always(vec![1, 2])]);
        let rec = |id: u32| et.players[et.index_of(id).unwrap()].rounds.clone();
        assert_eq!(
            rec(1),
            vec![RoundRecord {
                opponent: Some(3),
                colour: Some(Colour::White),
                result: Some(ResultCode::Win)
            }]
        );
        assert_eq!(rec(3)[0].colour, Some(Colour::Black));
        assert_eq!(rec(3)[0].result, Some(ResultCode::Loss));
        // 000 art. 2.24: away was absent: a forfeit, not a game played.
        assert_eq!(rec(4)[0].result, Some(ResultCode::ForfeitWin));
        assert_eq!(rec(2)[0].result, Some(ResultCode::ForfeitLoss));
        assert!(!rec(2)[0].game_played());
        assert_eq!(rec(5)[0].result, Some(ResultCode::PairingBye));
        // Round 2: entry 4 asked for a bye (worth nothing in this preset): kept out.
        assert_eq!(
            rec(4)[1],
            RoundRecord {
                opponent: None,
                colour: None,
                result: Some(ResultCode::ZeroBye)
            }
        );
        assert_eq!(
            rec(1).len(),
            1,
            "available entries have no record for round 2"
        );
        assert_eq!(et.players[0].points, 4);
        assert_eq!(et.players[4].points, 4, "the pairing bye scores a win");
        assert_eq!(et.rounds_played(), 1);
        // Round 3: entry 5 has withdrawn.
        let et3 = engine_tournament(&t2, 3);
        assert_eq!(et3.players[4].rounds.len(), 2);
        assert_eq!(et3.players[4].rounds[1].result, Some(ResultCode::ZeroBye));
    }

    /// The engine's White is the entry who moves first, whatever the pieces: in English
    /// draughts (Black moves first) too, so that `Pairing::of_engine` puts the engine's White
    /// at home and each entry's history matches the colours it is paired by.
    #[test]
    fn the_first_mover_is_white_in_every_variant() {
        let mut s = Settings::preset(Preset::FmjdInternational, "E", 3);
        s.variant = draughts_rules::Variant::English;
        let mut t = Tournament::new(s).unwrap();
        for n in 1..=4 {
            t.add_entry(entry(n)).unwrap();
        }
        play(
            &mut t,
            &[Pairing::game(1, 3), Pairing::game(4, 2)],
            &["1-0", "0-1"],
        );
        let et = engine_tournament(&t, 2);
        let colour = |id: u32| et.players[et.index_of(id).unwrap()].rounds[0].colour;
        assert_eq!(colour(1), Some(Colour::White));
        assert_eq!(colour(4), Some(Colour::White));
        assert_eq!(colour(3), Some(Colour::Black));
        assert_eq!(colour(2), Some(Colour::Black));
        // Round 2 alternates: 1 and 4 (home in round 1) are away.
        let p = crate::pairing::dutch::pair(&et).unwrap();
        for (white, black) in p.boards {
            assert!(
                [2, 3].contains(&white) && [1, 4].contains(&black),
                "{white}-{black}"
            );
        }
    }

    #[test]
    fn half_point_requested_byes_and_late_entries_follow_the_settings() {
        let mut s = Settings::preset(Preset::FmjdInternational, "T", 5);
        s.scoring.requested_bye = Points::whole(1);
        let mut t = Tournament::new(s).unwrap();
        for n in 1..=4 {
            t.add_entry(entry(n)).unwrap();
        }
        let mut late = entry(5);
        late.late_from = Some(2);
        t.add_entry(late).unwrap();
        t.request_bye(3, 1).unwrap();
        play(
            &mut t,
            &[Pairing::game(1, 2), Pairing::pairing_bye(4)],
            &["="],
        );
        let et = engine_tournament(&t, 2);
        let p = |id: u32| &et.players[et.index_of(id).unwrap()];
        assert_eq!(p(3).rounds[0].result, Some(ResultCode::HalfBye));
        assert_eq!(p(3).points, 2, "a requested bye worth a draw");
        assert_eq!(p(5).rounds[0].result, Some(ResultCode::ZeroBye));
        assert_eq!(p(5).rounds.len(), 1, "the late entry plays from round 2");
        assert_eq!(p(1).rounds[0].result, Some(ResultCode::Draw));
        // Before round 1 the late entry is kept out, the requested bye too.
        let et1 = engine_tournament(&t, 1);
        assert_eq!(et1.players[4].rounds.len(), 1);
        assert_eq!(et1.players[2].rounds[0].result, Some(ResultCode::HalfBye));
        assert!(et1.players[0].rounds.is_empty());
    }

    #[test]
    fn a_match_is_one_record_with_the_first_move_of_game_1_and_the_match_result() {
        let mut t = Tournament::new(Settings::preset(Preset::Russian, "R", 5)).unwrap();
        for n in 1..=5 {
            t.add_entry(entry(n)).unwrap();
        }
        play(
            &mut t,
            &[
                Pairing::game(1, 3),
                Pairing::game(4, 2),
                Pairing::pairing_bye(5),
            ],
            // 1 wins the match 1½-½ in games (3-1 in points), 4-2 is forfeited by 2.
            &["1-0 =", "+:- +:-"],
        );
        let et = engine_tournament(&t, 2);
        assert_eq!(et.scoring.win, 4, "a match won: 2 match points");
        assert_eq!(et.scoring.pairing_bye, 4);
        let p = |id: u32| &et.players[et.players.iter().position(|p| p.id == id).unwrap()];
        let rec = |id: u32| p(id).rounds[0];
        assert_eq!(
            rec(1),
            RoundRecord {
                opponent: Some(3),
                colour: Some(Colour::White),
                result: Some(ResultCode::Win)
            }
        );
        assert_eq!(
            rec(3),
            RoundRecord {
                opponent: Some(1),
                colour: Some(Colour::Black),
                result: Some(ResultCode::Loss)
            }
        );
        assert_eq!(p(1).points, 4);
        assert_eq!(p(3).points, 0);
        // 000 art. 2.24, both games: a forfeit, not a meeting, and it bars the bye.
        assert_eq!(rec(4).result, Some(ResultCode::ForfeitWin));
        assert_eq!(rec(2).result, Some(ResultCode::ForfeitLoss));
        assert!(!rec(4).game_played());
        assert_eq!(rec(5).result, Some(ResultCode::PairingBye));
        assert_eq!(p(5).points, 4, "the pairing bye: a match won");
        assert!(et.abnormal.is_empty(), "{:?}", et.abnormal);
    }

    /// On game points (the English preset), a match won 1½-½ is a match won worth 3 points of
    /// 4: the code says who won, a 299 record what it scored.
    #[test]
    fn a_match_on_game_points_keeps_its_points_in_a_299_record() {
        let mut t = Tournament::new(Settings::preset(Preset::English, "E", 5)).unwrap();
        for n in 1..=4 {
            t.add_entry(entry(n)).unwrap();
        }
        play(
            &mut t,
            &[Pairing::game(1, 3), Pairing::game(4, 2)],
            &["1-0 =", "= ="],
        );
        let et = engine_tournament(&t, 2);
        assert_eq!(
            (et.scoring.win, et.scoring.draw),
            (8, 4),
            "two games of 2-1-0"
        );
        let rec = |id: u32| et.players.iter().find(|p| p.id == id).unwrap().rounds[0];
        assert_eq!(rec(1).result, Some(ResultCode::Win));
        assert_eq!(rec(3).result, Some(ResultCode::Loss));
        assert_eq!(rec(4).result, Some(ResultCode::Draw));
        assert_eq!(et.points_of(1, 1, &rec(1)), 6);
        assert_eq!(et.points_of(3, 1, &rec(3)), 2);
        assert_eq!(et.points_of(4, 1, &rec(4)), 4);
        assert_eq!(et.abnormal.len(), 2, "{:?}", et.abnormal);
    }

    #[test]
    fn forbidden_pairs_never_meet_in_a_swiss_of_matches() {
        let s = Settings::preset(Preset::English, "E", 3);
        let mut entries: Vec<Entry> = (1..=4).map(entry).collect();
        entries[2].forbidden.insert(1);
        let t = Tournament::from_parts(s, entries, Vec::new()).unwrap();
        assert_eq!(
            engine_tournament(&t, 1).forbidden,
            vec![Prohibition::always(vec![1, 3])]
        );
        let p = crate::domain::draft::propose(&t).unwrap();
        // The fold would pair 1-3 and 2-4; the forbidden pair makes it 1-4 and 2-3.
        assert!(
            p.pairings
                .iter()
                .all(|x| !(x.entries().any(|e| e == 1) && x.entries().any(|e| e == 3))),
            "{:?}",
            p.pairings
        );
    }

    /// Every round paired, as the engine saw it before the next: a board still without its
    /// results keeps its opponent and colour, and the next round's absences are kept.
    #[test]
    fn the_folded_tournament_holds_every_round_paired() {
        let mut t = Tournament::new(Settings::preset(Preset::Russian, "R", 3)).unwrap();
        for n in 1..=4 {
            t.add_entry(entry(n)).unwrap();
        }
        play(
            &mut t,
            &[Pairing::game(1, 3), Pairing::game(4, 2)],
            &["1-0 1-0", "= ="],
        );
        t.withdraw(2, 3).unwrap();
        t.pair_round(&[Pairing::game(4, 1), Pairing::game(3, 2)], None)
            .unwrap();
        let f = folded_tournament(&t);
        let p = |id: u32| f.players.iter().find(|p| p.id == id).unwrap();
        assert_eq!(p(1).rounds[0].result, Some(ResultCode::Win));
        assert_eq!(
            p(1).rounds[1],
            RoundRecord {
                opponent: Some(4),
                colour: Some(Colour::Black),
                result: None
            }
        );
        assert_eq!(p(2).rounds.len(), 3, "withdrawn from round 3");
        assert_eq!(p(2).rounds[2].result, Some(ResultCode::ZeroBye));
        assert_eq!(p(1).rounds.len(), 2);
        assert_eq!(f.rounds_played(), 2);
    }

    /// The pairs of a pairing, each as (lower, higher) starting number, sorted.
    fn pairs(p: &pairing::RoundPairing) -> Vec<(u32, u32)> {
        let mut out: Vec<(u32, u32)> = p
            .boards
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn baku_acceleration_reaches_the_dutch_engine_as_fictitious_points() {
        let mut t = swiss(8, 5);
        let plain = crate::pairing::dutch::pair(&engine_tournament(&t, 1)).unwrap();
        assert_eq!(pairs(&plain), [(1, 5), (2, 6), (3, 7), (4, 8)]);
        let mut s = t.settings().clone();
        s.acceleration = crate::domain::Acceleration::Baku;
        t.change_settings(s).unwrap();
        let et = engine_tournament(&t, 1);
        // GA is 2 × ⌈8 / 4⌉ = 4 players; five rounds accelerate rounds 1-3, a win (2 points,
        // 4 half points) in rounds 1-2 and a draw in round 3.
        assert_eq!(et.acceleration(4, 1), 4);
        assert_eq!(et.acceleration(4, 3), 2);
        assert_eq!(et.acceleration(5, 1), 0);
        assert_eq!(et.acceleration(1, 4), 0);
        let accelerated = crate::pairing::dutch::pair(&et).unwrap();
        assert_eq!(pairs(&accelerated), [(1, 3), (2, 4), (5, 7), (6, 8)]);
    }

    #[test]
    fn prohibited_pairings_of_the_settings_hold_in_their_rounds() {
        let mut t = swiss(4, 5);
        let mut s = t.settings().clone();
        s.prohibited = vec![crate::domain::Prohibition {
            first_round: 1,
            last_round: 1,
            players: vec![1, 3],
        }];
        t.change_settings(s).unwrap();
        let p1 = crate::pairing::dutch::pair(&engine_tournament(&t, 1)).unwrap();
        assert_eq!(pairs(&p1), [(1, 4), (2, 3)]);
        assert_eq!(
            t.check_pairings(1, &[Pairing::game(1, 3), Pairing::game(2, 4)]),
            Err(crate::domain::TournamentError::ProhibitedPairing {
                a: 1,
                b: 3,
                round: 1
            })
        );
        play(
            &mut t,
            &[Pairing::game(1, 4), Pairing::game(2, 3)],
            &["1-0", "1-0"],
        );
        // Round 2 is outside the prohibition.
        assert_eq!(
            t.check_pairings(2, &[Pairing::game(1, 3), Pairing::game(2, 4)]),
            Ok(())
        );
    }

    #[test]
    fn a_requested_bye_is_worth_the_entry_s_own_value() {
        let t = swiss(5, 3);
        let mut entries = t.entries().to_vec();
        entries[4].requested_byes.insert(1);
        entries[4].bye_points.insert(1, Points::whole(1));
        let mut t = Tournament::from_parts(t.settings().clone(), entries, Vec::new()).unwrap();
        t.request_bye(4, 1).unwrap();
        // The engine sees 5's half-point bye (H) and 4's bye worth the event's 0 (Z).
        let et = engine_tournament(&t, 1);
        let rec = |no: u32| et.players.iter().find(|p| p.id == no).unwrap().rounds[0];
        assert_eq!(rec(5).result, Some(ResultCode::HalfBye));
        assert_eq!(rec(4).result, Some(ResultCode::ZeroBye));
        t.pair_round(&[Pairing::game(1, 3), Pairing::pairing_bye(2)], None)
            .unwrap();
        let bye = |no: u32| {
            t.round(1).unwrap().board_of(no).unwrap().games[0]
                .first_result
                .unwrap()
                .points
        };
        assert_eq!(bye(5), Points::whole(1));
        assert_eq!(bye(4), Points::ZERO);
    }

    #[test]
    fn results_worth_other_points_than_their_code_reach_the_engine_as_299_records() {
        let mut t = swiss(4, 3);
        let mut s = t.settings().clone();
        s.scoring.forfeit_win = Points::whole(1);
        t.change_settings(s).unwrap();
        play(
            &mut t,
            &[Pairing::game(1, 3), Pairing::game(2, 4)],
            &["+:-", "1-0"],
        );
        let et = engine_tournament(&t, 2);
        let rec = |no: u32| et.players.iter().find(|p| p.id == no).unwrap().rounds[0];
        assert_eq!(rec(1).result, Some(ResultCode::ForfeitWin));
        // A forfeit win is worth 1 point (2 half points), not a win's 2.
        assert_eq!(et.points_of(1, 1, &rec(1)), 2);
        assert_eq!(et.points_of(2, 1, &rec(2)), 4);
        assert_eq!(et.abnormal.len(), 1);
        assert_eq!(et.abnormal[0].players, [1]);
    }

    /// C.04.3 pairs from the initial ranking (C.04.2), not from the order of entry: ten
    /// players entered in an order unrelated to their ratings are paired in round 1 as
    /// pairing numbers 1-6, 2-7, 3-8, 4-9, 5-10.
    #[test]
    fn round_one_pairs_the_initial_ranking_not_the_order_of_entry() {
        let ratings = [2150, 2290, 1900, 2350, 2010, 2210, 1850, 2400, 1990, 0];
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "T", 5)).unwrap();
        for (i, r) in ratings.iter().enumerate() {
            let mut e = entry(i as u32 + 1);
            e.rating = (*r > 0).then_some(*r);
            t.add_entry(e).unwrap();
        }
        let ranking = t.initial_ranking();
        assert_eq!(ranking, vec![8, 4, 2, 6, 1, 5, 9, 3, 7, 10]);
        let p = crate::pairing::dutch::pair(&engine_tournament(&t, 1)).unwrap();
        let by_pno: Vec<(u32, u32)> = pairs(&p)
            .into_iter()
            .map(|(a, b)| {
                let pa = ranking.iter().position(|&x| x == a).unwrap() as u32 + 1;
                let pb = ranking.iter().position(|&x| x == b).unwrap() as u32 + 1;
                (pa.min(pb), pa.max(pb))
            })
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        assert_eq!(by_pno, vec![(1, 6), (2, 7), (3, 8), (4, 9), (5, 10)]);
        // Board 1 is the top of the ranking (8, rated 2400) against pairing number 6.
        assert_eq!(p.boards[0], (8, 5));
        let order: Vec<StartNo> = engine_tournament(&t, 1)
            .players
            .iter()
            .map(|p| p.id)
            .collect();
        assert_eq!(order, ranking);
    }
}
