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
    /// The player's rounds, for crosstables and wall charts.
    pub rounds: Vec<RoundCell>,
}

/// One player's round in the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoundCell {
    pub round: u32,
    /// The opponent at the board (also when the games were forfeited).
    pub opponent: Option<StartNo>,
    /// Game points awarded in the round.
    pub points: Points,
    /// Match points, where the tournament uses them.
    pub match_points: Option<Points>,
    /// No game was played over the board against an opponent (FIDE C.07 art. 16).
    pub unplayed: bool,
    /// A voluntarily unplayed round (requested bye, forfeit lost, withdrawn, not yet entered).
    pub voluntary: bool,
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
                        // 000 art. 3.10: zero for the round, match points included; 2.25: a
                        // round of double absences scores zero for both.
                        let mp = if missing || all_double {
                            0
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
    for (i, &own_total) in total.iter().enumerate() {
        contrib.clear();
        // FIDE C.07 art. 16: an unplayed round is a game against a dummy opponent with the
        // player's own final score.
        contrib.extend(row(i).iter().map(|r| match r.opp {
            Some(o) if r.contested => (adjusted[o as usize], r.vur),
            _ => (own_total, r.vur),
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
            rounds: rs
                .iter()
                .zip(1..)
                .map(|(r, round)| RoundCell {
                    round,
                    opponent: r.opp.map(|o| entries[o as usize].no),
                    points: Points::from_halves(r.game),
                    match_points: s.scoring.match_points.map(|_| Points::from_halves(r.mp)),
                    unplayed: !r.contested,
                    voluntary: r.vur,
                })
                .collect(),
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

/// The standings of a tournament (here, so that the tournament does not depend on its
/// standings).
impl Tournament {
    /// The standings after the last round whose results are complete.
    pub fn standings(&self) -> Standings {
        standings(self, self.rounds_played())
    }

    /// The standings after `round` (clamped to the rounds played).
    pub fn standings_after(&self, round: u32) -> Standings {
        standings(self, round.min(self.rounds_played()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::entry::{Entry, PlayerName};
    use crate::domain::round::BoardReport;
    use crate::domain::settings::{Preset, Settings};

    fn tournament(players: u32, rounds: u32, tie_breaks: Vec<TieBreak>) -> Tournament {
        let mut s = Settings::preset(Preset::FmjdInternational, "T", rounds);
        s.tie_breaks = tie_breaks;
        let mut t = Tournament::new(s).unwrap();
        for n in 1..=players {
            t.add_entry(Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap())
                .unwrap();
        }
        t
    }

    /// Pairs, publishes and fills a round; `games` are (home, away, result code).
    fn play(t: &mut Tournament, games: &[(u32, u32, &str)], byes: &[u32]) {
        let mut p: Vec<Pairing> = games.iter().map(|g| Pairing::game(g.0, g.1)).collect();
        p.extend(byes.iter().map(|&b| Pairing::pairing_bye(b)));
        let r = t.pair_round(&p, None).unwrap();
        t.publish_round(r).unwrap();
        for (k, g) in games.iter().enumerate() {
            t.record_result(r, k as u32 + 1, &BoardReport::parse(g.2).unwrap())
                .unwrap();
        }
        t.close_round(r).unwrap();
    }

    fn tb(s: &Standings, no: u32, which: TieBreak) -> f64 {
        s.tie_break(no, which).unwrap().as_f64()
    }

    /// Five players, three rounds, 2/1/0:
    /// R1: 1-2 1-0, 3-4 =, 5 pairing bye.
    /// R2: 5-1 0-1, 2-3 +:- (3 absent, 000 art. 2.24), 4 pairing bye.
    /// R3: 1-3 =, 4-2 1-0, 5 requested bye (0 points).
    fn five() -> Tournament {
        let mut t = tournament(5, 3, TieBreak::ALL.to_vec());
        t.request_bye(5, 3).unwrap();
        play(&mut t, &[(1, 2, "1-0"), (3, 4, "=")], &[5]);
        play(&mut t, &[(5, 1, "0-1"), (2, 3, "+:-")], &[4]);
        play(&mut t, &[(1, 3, "="), (4, 2, "1-0")], &[]);
        t
    }

    // Hand-computed table (points; dummy = own final score for unplayed rounds; entry 5's
    // trailing requested bye counts as a draw in its opponents' Buchholz: 2 + 1 = 3):
    //
    // no score  contributions   BH  cut1 median  SB  wins prog first
    //  1   5    2, 3, 2          7    5    2      6    2    11    2
    //  2   2    5, (2), 5       12   10    5      2    1     4    0
    //  3   2    5, [2], 5       12   10    5      5    0     4    1
    //  4   5    2, (5), 2        9    7    2      8    1     9    1
    //  5   2    (2), 5, [2]      9    7    2      2    0     6    1
    // (x) unplayed, [x] voluntarily unplayed (cut first).
    #[test]
    fn every_tie_break_matches_the_hand_computed_table() {
        let s = five().standings();
        let table: [(u32, f64, [f64; 7]); 5] = [
            (1, 5.0, [7.0, 5.0, 2.0, 6.0, 2.0, 11.0, 2.0]),
            (2, 2.0, [12.0, 10.0, 5.0, 2.0, 1.0, 4.0, 0.0]),
            (3, 2.0, [12.0, 10.0, 5.0, 5.0, 0.0, 4.0, 1.0]),
            (4, 5.0, [9.0, 7.0, 2.0, 8.0, 1.0, 9.0, 1.0]),
            (5, 2.0, [9.0, 7.0, 2.0, 2.0, 0.0, 6.0, 1.0]),
        ];
        let order = [
            TieBreak::Buchholz,
            TieBreak::BuchholzCut1,
            TieBreak::MedianBuchholz,
            TieBreak::SonnebornBerger,
            TieBreak::Wins,
            TieBreak::Progressive,
            TieBreak::FirstMoveGames,
        ];
        for (no, score, values) in table {
            assert_eq!(s.row(no).unwrap().score.as_f64(), score, "score of {no}");
            for (tbk, v) in order.iter().zip(values) {
                assert_eq!(tb(&s, no, *tbk), v, "{tbk} of {no}");
            }
        }
        // 4 before 1 on Buchholz; 3 before 2 on Sonneborn-Berger; 5 last.
        let ranking: Vec<u32> = s.rows.iter().map(|r| r.no).collect();
        assert_eq!(ranking, vec![4, 1, 3, 2, 5]);
        assert_eq!(
            s.rows.iter().map(|r| r.rank).collect::<Vec<_>>(),
            vec![1, 2, 3, 4, 5]
        );
        // No tie among those tied on score has met every other: direct encounter separates none.
        assert_eq!(tb(&s, 1, TieBreak::DirectEncounter), 0.0);
        assert_eq!(tb(&s, 2, TieBreak::DirectEncounter), 0.0);
    }

    #[test]
    fn players_equal_on_everything_share_the_rank() {
        let mut t = five();
        let mut settings = t.settings().clone();
        settings.tie_breaks.clear();
        t = Tournament::from_parts(settings, t.entries().to_vec(), t.rounds().to_vec()).unwrap();
        let s = t.standings();
        let ranks: Vec<(u32, u32, bool)> =
            s.rows.iter().map(|r| (r.no, r.rank, r.shared)).collect();
        assert_eq!(
            ranks,
            vec![
                (1, 1, true),
                (4, 1, true),
                (2, 3, true),
                (3, 3, true),
                (5, 3, true)
            ]
        );
    }

    #[test]
    fn direct_encounter_separates_players_who_met() {
        let mut t = tournament(4, 3, vec![TieBreak::DirectEncounter, TieBreak::Buchholz]);
        play(&mut t, &[(1, 2, "1-0"), (3, 4, "1-0")], &[]);
        play(&mut t, &[(2, 3, "1-0"), (4, 1, "1-0")], &[]);
        let s = t.standings();
        // All four on 2 points (1 beat 2, 3 beat 4, 2 beat 3, 4 beat 1): a group that has not
        // all met, so direct encounter gives 0 to all.
        assert!(s.rows.iter().all(|r| r.score == Points::whole(2)));
        assert!(
            s.rows
                .iter()
                .all(|r| r.tie_breaks[0] == TieBreakValue::count(0))
        );
        play(&mut t, &[(1, 3, "1-0"), (2, 4, "1-0")], &[]);
        let s = t.standings();
        // Now 1 and 2 have 4 points and met in round 1, which 1 won.
        assert_eq!(tb(&s, 1, TieBreak::DirectEncounter), 2.0);
        assert_eq!(tb(&s, 2, TieBreak::DirectEncounter), 0.0);
        assert_eq!(s.rows[0].no, 1);
        assert_eq!(s.rows[1].no, 2);
    }

    #[test]
    fn withdrawal_counts_as_draws_in_opponents_buchholz() {
        // 4 players, 3 rounds; 4 loses to 1 in round 1 and withdraws from round 2.
        let mut t = tournament(4, 3, vec![TieBreak::Buchholz]);
        play(&mut t, &[(1, 4, "1-0"), (2, 3, "=")], &[]);
        t.withdraw(4, 2).unwrap();
        play(&mut t, &[(1, 2, "=")], &[3]);
        play(&mut t, &[(3, 1, "0-1")], &[2]);
        let s = t.standings();
        // 4 scored 0, then two withdrawn rounds (VURs at the end): adjusted 0 + 1 + 1 = 2.
        // 1: opponents 4 (2), 2 (1 + 1 + 2 = 4), 3 (1 + 2 + 0 = 3) = 9.
        assert_eq!(s.row(4).unwrap().score, Points::ZERO);
        assert_eq!(tb(&s, 1, TieBreak::Buchholz), 9.0);
    }

    #[test]
    fn tie_break_values_are_exact() {
        assert!(TieBreakValue::new(1, 3) < TieBreakValue::new(1, 2));
        assert_eq!(TieBreakValue::new(2, 4), TieBreakValue::halves(1));
        assert_eq!(TieBreakValue::new(5, 8).to_string(), "0.625");
        assert_eq!(TieBreakValue::halves(7).to_string(), "3.5");
        assert_eq!(TieBreakValue::halves(8).to_string(), "4");
    }
}
