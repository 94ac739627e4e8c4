//! Standings: scores, shared ranks and tie-breaks, derived from the games alone.
//!
//! # Unplayed rounds (FIDE Tie-Break Regulations, Handbook C.07, art. 16, in force since 2024)
//!
//! A round is *unplayed* for a player when no game of it was played over the board against
//! an opponent: a pairing-allocated bye, a requested bye, a forfeit won or lost (000 art. 2.24),
//! a double absence (000 art. 2.25), a round after withdrawal or before a late entry. Among them
//! the *voluntarily unplayed rounds* (VUR) are those the player caused: requested byes, forfeits
//! lost, double absences, rounds after withdrawal and before a late entry. The pairing bye and
//! a forfeit won are not voluntary.
//!
//! * **The player's own unplayed rounds** count, for the Buchholz family and Sonneborn-Berger, as
//!   games against a *dummy opponent* whose score is the player's own final score.
//! * **An opponent's score** is their score as it stands, except that VURs at the end of their
//!   tournament (after the last round they were available to play, e.g. after a withdrawal)
//!   count as draws.
//! * **Cut modifiers** (Buchholz cut-1, median Buchholz) cut a VUR first, when the player has one.
//!
//! This replaces the "virtual opponent" of the 2009-2023 regulations (an opponent starting with
//! the player's score and drawing every later round).
//!
//! # Match rounds
//!
//! A round of several games counts once for every opponent-based tie-break: Buchholz adds the
//! opponent's score once per round, Sonneborn-Berger weighs it with the share of the round's
//! points the player made. With match points, those are the ranking score: a match won, drawn
//! or lost by the players' game points (000 art. 3.10: a player without complete score-sheets
//! scores zero for the round, match points included, while the opponent keeps the match result
//! they earned over the board; 000 art. 2.25: a round where every game was a double absence is
//! lost by both).

use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;

use serde::{Serialize, Serializer};

use super::entry::StartNo;
use super::points::Points;
use super::round::{ByeKind, Pairing, ResultKind};
use super::settings::{ScoreBasis, TieBreak};
use super::tournament::Tournament;

/// An exact tie-break value: `num / den` with `den > 0`.
#[derive(Debug, Clone, Copy)]
pub struct TieBreakValue {
    num: i64,
    den: i64,
}

impl TieBreakValue {
    pub const fn new(num: i64, den: i64) -> TieBreakValue {
        TieBreakValue { num, den }
    }

    /// A value in half points.
    pub const fn halves(h: i64) -> TieBreakValue {
        TieBreakValue { num: h, den: 2 }
    }

    pub const fn count(n: i64) -> TieBreakValue {
        TieBreakValue { num: n, den: 1 }
    }

    pub fn as_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl PartialEq for TieBreakValue {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for TieBreakValue {}

impl PartialOrd for TieBreakValue {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for TieBreakValue {
    fn cmp(&self, other: &Self) -> Ordering {
        (i128::from(self.num) * i128::from(other.den))
            .cmp(&(i128::from(other.num) * i128::from(self.den)))
    }
}

impl fmt::Display for TieBreakValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.num % self.den == 0 {
            write!(f, "{}", self.num / self.den)
        } else {
            let s = format!("{:.3}", self.as_f64());
            f.write_str(s.trim_end_matches('0'))
        }
    }
}

impl Serialize for TieBreakValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.num % self.den == 0 {
            s.serialize_i64(self.num / self.den)
        } else {
            s.serialize_f64(self.as_f64())
        }
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StandingRow {
    /// Shared by players equal on score and every tie-break.
    pub rank: u32,
    /// Whether another player shares the rank.
    pub shared: bool,
    /// Starting number.
    pub no: StartNo,
    pub name: String,
    pub federation: Option<String>,
    pub rating: Option<u32>,
    /// Game points.
    pub points: Points,
    /// Match points, where the tournament uses them.
    pub match_points: Option<Points>,
    /// The score the ranking is made on (game or match points).
    pub score: Points,
    /// One value per tie-break, in the tournament's order.
    pub tie_breaks: Vec<TieBreakValue>,
    /// Games played over the board.
    pub games_played: u32,
}

/// The standings of a tournament after a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standings {
    pub after_round: u32,
    pub ranks_by: ScoreBasis,
    pub uses_match_points: bool,
    pub tie_breaks: Vec<TieBreak>,
    /// In rank order (then starting number).
    pub rows: Vec<StandingRow>,
}

impl Standings {
    pub fn row(&self, no: StartNo) -> Option<&StandingRow> {
        self.rows.iter().find(|r| r.no == no)
    }

    /// The value of `tb` for entry `no`.
    pub fn tie_break(&self, no: StartNo, tb: TieBreak) -> Option<TieBreakValue> {
        let i = self.tie_breaks.iter().position(|t| *t == tb)?;
        self.row(no).map(|r| r.tie_breaks[i])
    }
}

/// One player's round, reduced to what the standings need (points in half units).
#[derive(Debug, Clone, Copy)]
struct Rec {
    opp: Option<u32>,
    /// At least one game against the opponent was played over the board.
    contested: bool,
    /// A voluntarily unplayed round (FIDE C.07 art. 16).
    vur: bool,
    score: u32,
    game: u32,
    mp: u32,
    wins: u32,
    first: u32,
    played: u32,
}

const UNPAIRED: Rec = Rec {
    opp: None,
    contested: false,
    vur: true,
    score: 0,
    game: 0,
    mp: 0,
    wins: 0,
    first: 0,
    played: 0,
};

/// Computes the standings of `t` after round `after` (rounds 1..=after must be complete).
pub fn standings(t: &Tournament, after: u32) -> Standings {
    let s = t.settings();
    let sc = &s.scoring;
    let n = after as usize;
    let players = t.entries().len();
    let idx: HashMap<StartNo, u32> = t
        .entries()
        .iter()
        .enumerate()
        .map(|(i, e)| (e.no, i as u32))
        .collect();
    let mut recs = vec![UNPAIRED; players * n];
    let basis = sc.ranks_by;
    let mpv = |o: Ordering| -> u32 {
        sc.match_points.map_or(0, |m| {
            match o {
                Ordering::Greater => m.win,
                Ordering::Equal => m.draw,
                Ordering::Less => m.loss,
            }
            .halves()
        })
    };
    for round in t.rounds().iter().take(n) {
        let r = round.number as usize - 1;
        for b in &round.boards {
            match b.pairing {
                Pairing::Bye { entry, kind } => {
                    let Some(&i) = idx.get(&entry) else { continue };
                    let game: u32 = b
                        .games
                        .iter()
                        .filter_map(|g| g.first_result)
                        .map(|x| x.points.halves())
                        .sum();
                    let per = kind.result_kind().earned(sc);
                    let o = if per >= sc.win {
                        Ordering::Greater
                    } else if per >= sc.draw && per > Points::ZERO {
                        Ordering::Equal
                    } else {
                        Ordering::Less
                    };
                    let mp = mpv(o);
                    recs[i as usize * n + r] = Rec {
                        opp: None,
                        contested: false,
                        vur: kind != ByeKind::Pairing,
                        score: if basis == ScoreBasis::MatchPoints {
                            mp
                        } else {
                            game
                        },
                        game,
                        mp,
                        wins: 0,
                        first: 0,
                        played: 0,
                    };
                }
                Pairing::Game { home, away } => {
                    let (Some(&hi), Some(&ai)) = (idx.get(&home), idx.get(&away)) else {
                        continue;
                    };
                    let kinds = |e: StartNo| {
                        b.games
                            .iter()
                            .filter_map(move |g| g.result_of(e).map(|x| (g, x)))
                    };
                    let played_any = kinds(home).any(|(_, x)| x.kind.is_played());
                    let all_double = kinds(home).all(|(_, x)| x.kind == ResultKind::BothAbsent);
                    let earned =
                        |e: StartNo| -> Points { kinds(e).map(|(_, x)| x.kind.earned(sc)).sum() };
                    for (me, i, opp, missing) in [
                        (home, hi, ai, b.home_sheets_missing),
                        (away, ai, hi, b.away_sheets_missing),
                    ] {
                        let other = if me == home { away } else { home };
                        let game: u32 = kinds(me).map(|(_, x)| x.points.halves()).sum();
                        // 000 art. 3.10: zero for the round; 2.25: a full double absence loses.
                        let mp = if missing || all_double {
                            if missing { 0 } else { mpv(Ordering::Less) }
                        } else {
                            mpv(earned(me).cmp(&earned(other)))
                        };
                        let vur = !played_any
                            && kinds(me).all(|(_, x)| {
                                matches!(x.kind, ResultKind::ForfeitLoss | ResultKind::BothAbsent)
                            });
                        let wins = if missing {
                            0
                        } else {
                            kinds(me)
                                .filter(|(_, x)| {
                                    matches!(x.kind, ResultKind::Win | ResultKind::ForfeitWin)
                                })
                                .count() as u32
                        };
                        let first = kinds(me)
                            .filter(|(g, x)| g.first == me && x.kind.is_played())
                            .count() as u32;
                        let played = kinds(me).filter(|(_, x)| x.kind.is_played()).count() as u32;
                        recs[i as usize * n + r] = Rec {
                            opp: Some(opp),
                            contested: played_any,
                            vur,
                            score: if basis == ScoreBasis::MatchPoints {
                                mp
                            } else {
                                game
                            },
                            game,
                            mp,
                            wins,
                            first,
                            played,
                        };
                    }
                }
            }
        }
    }
    compute(t, after, &recs, n)
}

fn compute(t: &Tournament, after: u32, recs: &[Rec], n: usize) -> Standings {
    let s = t.settings();
    let players = t.entries().len();
    let row = |i: usize| &recs[i * n..(i + 1) * n];
    let total: Vec<i64> = (0..players)
        .map(|i| row(i).iter().map(|r| i64::from(r.score)).sum())
        .collect();
    let drawn_round = i64::from(s.drawn_round_score().halves());
    // FIDE C.07 art. 16: VURs at the end of an opponent's tournament count as draws.
    let adjusted: Vec<i64> = (0..players)
        .map(|i| {
            let rs = row(i);
            let last = rs.iter().rposition(|r| !r.vur).map_or(0, |p| p + 1);
            rs[..last].iter().map(|r| i64::from(r.score)).sum::<i64>()
                + (n - last) as i64 * drawn_round
        })
        .collect();
    let max_round = i64::from(s.max_round_score().halves()).max(1);
    let tbs = &s.tie_breaks;
    let mut values: Vec<Vec<TieBreakValue>> = Vec::with_capacity(players);
    let mut contrib: Vec<(i64, bool)> = Vec::with_capacity(n);
    for i in 0..players {
        contrib.clear();
        // FIDE C.07 art. 16: an unplayed round is a game against a dummy opponent with the
        // player's own final score.
        contrib.extend(row(i).iter().map(|r| match r.opp {
            Some(o) if r.contested => (adjusted[o as usize], r.vur),
            _ => (total[i], r.vur),
        }));
        let bh: i64 = contrib.iter().map(|c| c.0).sum();
        // The least significant value: a VUR first (art. 16), else the lowest score.
        let cut_low = || -> Option<usize> {
            let pick = |vur_only: bool| {
                contrib
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| !vur_only || c.1)
                    .min_by_key(|(_, c)| c.0)
                    .map(|(k, _)| k)
            };
            pick(true).or_else(|| pick(false))
        };
        let v = tbs
            .iter()
            .map(|tb| match tb {
                TieBreak::Buchholz => TieBreakValue::halves(bh),
                TieBreak::BuchholzCut1 => {
                    TieBreakValue::halves(cut_low().map_or(0, |k| bh - contrib[k].0))
                }
                TieBreak::MedianBuchholz => {
                    let low = cut_low();
                    let high = contrib
                        .iter()
                        .enumerate()
                        .filter(|(k, _)| Some(*k) != low)
                        .max_by_key(|(_, c)| c.0)
                        .map(|(k, _)| k);
                    let cut: i64 = [low, high]
                        .into_iter()
                        .flatten()
                        .map(|k| contrib[k].0)
                        .sum();
                    TieBreakValue::halves(bh - cut)
                }
                TieBreak::SonnebornBerger => {
                    let num: i64 = row(i)
                        .iter()
                        .zip(&contrib)
                        .map(|(r, c)| c.0 * i64::from(r.score))
                        .sum();
                    TieBreakValue::new(num, 2 * max_round)
                }
                TieBreak::Wins => {
                    TieBreakValue::count(row(i).iter().map(|r| i64::from(r.wins)).sum())
                }
                TieBreak::DirectEncounter => TieBreakValue::count(0),
                TieBreak::Progressive => {
                    let mut cum = 0i64;
                    let mut sum = 0i64;
                    for r in row(i) {
                        cum += i64::from(r.score);
                        sum += cum;
                    }
                    TieBreakValue::halves(sum)
                }
                TieBreak::FirstMoveGames => {
                    TieBreakValue::count(row(i).iter().map(|r| i64::from(r.first)).sum())
                }
            })
            .collect();
        values.push(v);
    }
    let key_cmp = |a: usize, b: usize, upto: usize, values: &Vec<Vec<TieBreakValue>>| {
        total[b]
            .cmp(&total[a])
            .then_with(|| values[b][..upto].cmp(&values[a][..upto]))
    };
    if let Some(k) = tbs.iter().position(|tb| *tb == TieBreak::DirectEncounter) {
        // Direct encounter (FIDE C.07 art. 6): among players equal on score and on every
        // earlier tie-break, the points scored in their games against each other - when all of
        // them have met; otherwise it separates nobody (0 for all).
        let mut order: Vec<usize> = (0..players).collect();
        order.sort_by(|&a, &b| key_cmp(a, b, k, &values));
        let mut start = 0;
        while start < players {
            let mut end = start + 1;
            while end < players && key_cmp(order[start], order[end], k, &values) == Ordering::Equal
            {
                end += 1;
            }
            if end - start > 1 {
                let group = &order[start..end];
                let member = |o: u32| group.contains(&(o as usize));
                let complete = group.iter().all(|&p| {
                    let mut met: Vec<u32> = row(p)
                        .iter()
                        .filter_map(|r| r.opp)
                        .filter(|&o| member(o))
                        .collect();
                    met.sort_unstable();
                    met.dedup();
                    met.len() == group.len() - 1
                });
                for &p in group {
                    let de: i64 = if complete {
                        row(p)
                            .iter()
                            .filter(|r| r.opp.is_some_and(member))
                            .map(|r| i64::from(r.score))
                            .sum()
                    } else {
                        0
                    };
                    values[p][k] = TieBreakValue::halves(de);
                }
            }
            start = end;
        }
    }
    let mut order: Vec<usize> = (0..players).collect();
    let entries = t.entries();
    order.sort_by(|&a, &b| {
        key_cmp(a, b, tbs.len(), &values).then(entries[a].no.cmp(&entries[b].no))
    });
    let mut rows: Vec<StandingRow> = Vec::with_capacity(players);
    for (pos, &i) in order.iter().enumerate() {
        let rank = if pos > 0 && key_cmp(order[pos - 1], i, tbs.len(), &values) == Ordering::Equal {
            rows[pos - 1].rank
        } else {
            pos as u32 + 1
        };
        let e = &entries[i];
        let rs = row(i);
        rows.push(StandingRow {
            rank,
            shared: false,
            no: e.no,
            name: e.name.to_string(),
            federation: e.federation.as_ref().map(|f| f.to_string()),
            rating: e.rating,
            points: Points::from_halves(rs.iter().map(|r| r.game).sum()),
            match_points: s
                .scoring
                .match_points
                .map(|_| Points::from_halves(rs.iter().map(|r| r.mp).sum())),
            score: Points::from_halves(total[i] as u32),
            tie_breaks: values[i].clone(),
            games_played: rs.iter().map(|r| r.played).sum(),
        });
    }
    for k in 0..rows.len() {
        let shared = (k > 0 && rows[k - 1].rank == rows[k].rank)
            || (k + 1 < rows.len() && rows[k + 1].rank == rows[k].rank);
        rows[k].shared = shared;
    }
    Standings {
        after_round: after,
        ranks_by: s.scoring.ranks_by,
        uses_match_points: s.scoring.match_points.is_some(),
        tie_breaks: tbs.clone(),
        rows,
    }
}
