//! Standings: scores, shared ranks and tie-breaks, derived from the games alone.
//!
//! Every tie-break follows the FIDE Tie-Break Regulations (Handbook C.07), in the edition in
//! force when the tournament started (`Settings::tie_break_rules`): the 2024 edition (applied
//! from 1 August 2024) or the 2026 one (approved by the FIDE Council on 2 February 2026, applied
//! from 1 March 2026). Article numbers are the same in both. Players are ranked by their score,
//! then by each tie-break in the tournament's order (art. 4.1, 4.2); players equal on all of
//! them share the place.
//!
//! # Unplayed rounds in a Swiss tournament (art. 16)
//!
//! A round is *unplayed* when no game of it was played over the board (art. 15.1). Its category
//! (art. 16.2): 1 the pairing-allocated bye or a full-point bye; 2 a forfeit won; 3 a requested
//! bye followed by at least one round that is not a VUR; 4 a forfeit lost; 5 a requested bye
//! followed only by VURs or in the last round. A *requested bye* is a half-point or zero-point
//! bye, and every round after a withdrawal is a zero-point bye (art. 16.1.1); here a round before
//! a late entry joins is one too. A *voluntarily unplayed round* (VUR) is a requested bye or a
//! forfeit lost (art. 16.1.2); a double absence (000 art. 2.25) is a forfeit lost by both.
//!
//! * **An opponent's score**, as it enters a player's Buchholz or Sonneborn-Berger, is their
//!   score with every round of category 5 counted as a draw (art. 16.3.2); the others count
//!   what they were awarded (art. 16.3.1).
//! * **The player's own unplayed rounds** count as games against a dummy with the result the
//!   points awarded correspond to; the dummy's score is the player's own score (art. 16.4). In
//!   the 2026 edition it is capped by the scheduled opponent's adjusted score for a forfeit
//!   (art. 16.4.1), and by a draw in every round for the other unplayed rounds (art. 16.4.2).
//! * **Cuts** (Buchholz cut-1, cut-2, median) cut a VUR's contribution first, when the player
//!   has one (art. 16.5.1), again for each further low cut (art. 16.5.2); the high cut of the
//!   median takes the highest contribution (art. 14.3).
//!
//! In a round robin and a double round robin (pre-determined pairings, art. 15.2) the only
//! unplayed rounds are forfeits, which count as games against the scheduled opponent; the 2026
//! edition keeps them unplayed for the rating-based tie-breaks and keeps forfeits lost unplayed
//! for the tie-breaks on the player's own results (art. 7). A bye of a round robin with an odd
//! number of players has no opponent and no dummy.
//!
//! # Rounds of several games
//!
//! A round of several games (a draughts micro-match) is one encounter: Buchholz adds the
//! opponent's score once per round, Sonneborn-Berger multiplies it by the round's score, and
//! direct encounter counts the round's score. The tie-breaks that count games (wins, games won,
//! games with black, first-move games) and the rating-based ones count each game. With match
//! points, the score of a round is its match points (000 art. 3.10: a player without complete
//! score-sheets scores zero for the round, match points included, while the opponent keeps the
//! match result they earned over the board; 000 art. 2.25: a round where every game was a
//! double absence is lost by both).
//!
//! # Readings of C.07 where the text leaves a choice
//!
//! Each agrees with the reference tie-break calculator the shared reference tournaments were
//! computed with (TieBreakServer, by the chair of FIDE's Technical Commission; see
//! `tests/tiebreaks_reference.rs`).
//!
//! * **Colours** (art. 7.3, 7.4): "the black pieces" are the colour of the pieces, as the colour
//!   column of a TRF file records it (Crownhead's TRF export writes the pieces' colour too), so
//!   a federation's calculator reading the file counts the same games. In international,
//!   Russian and Brazilian draughts White moves first and the black pieces move second, as in
//!   chess; in English draughts Black moves first, so there the games with black are the games
//!   with the first move. `first_move_games` counts the games with the first move in every
//!   variant.
//! * **Direct encounter** (art. 6): its value is the player's place in the separate standings
//!   of their tie group (1 first; players it cannot separate share a place), 0 when it
//!   separates nobody of the group or the player is tied with nobody. Lower ranks first.
//! * **Number of rounds** (art. 16.4.2): the rounds the standings count (after round 5 of 9:
//!   5), so the standings after a round agree with a file of the rounds played so far.
//! * **Fore Buchholz** (art. 8.3): applies when the standings include the tournament's final
//!   round (otherwise it equals Buchholz); a final-round bye keeps its points, a final-round
//!   forfeit counts as a drawn game.
//! * **Average of opponents' Buchholz** (art. 8.2): to the hundredth, 0.005 rounded up (C.07
//!   names no precision).
//! * **Koya** (art. 9.2): a forfeit counts as points scored against the scheduled opponent.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;

use draughts_rules::Color;
use serde::{Serialize, Serializer};

use super::entry::StartNo;
use super::no_game::NoGame;
use super::playoff::{PlayOff, PlayOffError, PlayOffStatus};
use super::points::Points;
use super::round::{ByeKind, Pairing, ResultKind};
use super::settings::{ScoreBasis, System, TieBreak, TieBreakRules};
use super::tournament::{Tournament, TournamentError};

/// An exact tie-break value: `num / den` with `den > 0`, or *undefined* (a rating-based
/// tie-break dropped because unrated players take part, or an average over no games). An
/// undefined value ranks after every defined one.
#[derive(Debug, Clone, Copy)]
pub struct TieBreakValue {
    num: i64,
    /// 0 for the undefined value.
    den: i64,
}

impl TieBreakValue {
    /// No value: the tie-break does not apply to the player.
    pub const UNDEFINED: TieBreakValue = TieBreakValue { num: 0, den: 0 };

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

    pub const fn is_defined(self) -> bool {
        self.den != 0
    }

    /// The value as a float; NaN when undefined.
    pub fn as_f64(self) -> f64 {
        if self.is_defined() {
            self.num as f64 / self.den as f64
        } else {
            f64::NAN
        }
    }

    fn add(self, other: TieBreakValue) -> TieBreakValue {
        let (num, den) = (
            i128::from(self.num) * i128::from(other.den)
                + i128::from(other.num) * i128::from(self.den),
            i128::from(self.den) * i128::from(other.den),
        );
        let g = gcd(num.unsigned_abs(), den.unsigned_abs()).max(1) as i128;
        TieBreakValue::new((num / g) as i64, (den / g) as i64)
    }
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
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
        match (self.is_defined(), other.is_defined()) {
            (true, true) => (i128::from(self.num) * i128::from(other.den))
                .cmp(&(i128::from(other.num) * i128::from(self.den))),
            (a, b) => a.cmp(&b),
        }
    }
}

impl fmt::Display for TieBreakValue {
    /// Whole numbers without decimals, others with at most three; `-` when undefined.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.is_defined() {
            f.write_str("-")
        } else if self.num % self.den == 0 {
            write!(f, "{}", self.num / self.den)
        } else {
            let s = format!("{:.3}", self.as_f64());
            f.write_str(s.trim_end_matches('0'))
        }
    }
}

impl Serialize for TieBreakValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if !self.is_defined() {
            s.serialize_none()
        } else if self.num % self.den == 0 {
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
    /// The player's place in a decided play-off, which ranks them above the tie-breaks.
    pub playoff: Option<u32>,
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
    /// No game was played over the board against an opponent (FIDE C.07 art. 15.1).
    pub unplayed: bool,
    /// A voluntarily unplayed round (C.07 art. 16.1.2: a requested bye, a forfeit lost, a
    /// round after withdrawal or before a late entry).
    pub voluntary: bool,
    /// Why the player had no opponent (a bye, a withdrawal, a late entry, a team event's
    /// board won by default, a reserve resting...); `None` with an opponent.
    pub no_game: Option<NoGame>,
}

/// The standings of a tournament after a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standings {
    pub after_round: u32,
    pub ranks_by: ScoreBasis,
    pub uses_match_points: bool,
    pub tie_breaks: Vec<TieBreak>,
    /// The edition of FIDE C.07 the tie-breaks follow.
    pub tie_break_rules: TieBreakRules,
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

    /// How two rows rank: `Less` when `a` ranks before `b` on score and the tie-breaks (each in
    /// its own direction, see `TieBreak::higher_is_better`); `Equal` when they share the place.
    pub fn compare(&self, a: &StandingRow, b: &StandingRow) -> Ordering {
        b.score.cmp(&a.score).then_with(|| {
            self.tie_breaks
                .iter()
                .zip(a.tie_breaks.iter().zip(&b.tie_breaks))
                .map(|(tb, (x, y))| directed(*tb, *x, *y))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        })
    }
}

/// `Less` when value `x` of `tb` ranks before `y`.
fn directed(tb: TieBreak, x: TieBreakValue, y: TieBreakValue) -> Ordering {
    if tb.higher_is_better() {
        y.cmp(&x)
    } else {
        x.cmp(&y)
    }
}

/// One player's round, reduced to what the standings need (points in half units).
#[derive(Debug, Clone, Copy)]
struct PlayerRound {
    /// The scheduled opponent.
    opp: Option<u32>,
    /// At least one game against the opponent was played over the board.
    otb: bool,
    /// The round is a game against the opponent in the tie-breaks on opponents' scores: played
    /// over the board or, with pre-determined pairings, forfeited (C.07 art. 15.2).
    contested: bool,
    /// The pairing-allocated bye.
    pab: bool,
    /// A voluntarily unplayed round (C.07 art. 16.1.2).
    vur: bool,
    /// The round's score, in the ranking score.
    score: u32,
    game: u32,
    mp: u32,
    /// Games where the player obtained a win's points, with or without playing (art. 7.1).
    wins: u32,
    /// Games won over the board (art. 7.2; with pre-determined pairings also by forfeit).
    won: u32,
    /// Games played with the black pieces (art. 7.3), and those won (art. 7.4).
    black: u32,
    black_won: u32,
    /// Games played over the board with the first move.
    first: u32,
    /// Games played over the board.
    played: u32,
    /// Games that count in the rating-based tie-breaks (art. 10), and the player's points in
    /// them as the rating regulations count them (1, ½, 0), in halves.
    rated: u32,
    rated_points: u32,
    /// Why the player had no opponent, when they had none and it is known.
    why: Option<NoGame>,
}

const UNPAIRED: PlayerRound = PlayerRound {
    opp: None,
    otb: false,
    contested: false,
    pab: false,
    vur: true,
    score: 0,
    game: 0,
    mp: 0,
    wins: 0,
    won: 0,
    black: 0,
    black_won: 0,
    first: 0,
    played: 0,
    rated: 0,
    rated_points: 0,
    why: None,
};

/// Computes the standings of `t` after round `after` (rounds 1..=after must be complete).
pub fn standings(t: &Tournament, after: u32) -> Standings {
    let s = t.settings();
    let sc = &s.scoring;
    let rules = s.tie_break_rules();
    // Art. 15.2: pre-determined pairings.
    let predetermined = s.system != System::Swiss;
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
    // The colour of the pieces of the player moving first (draughts: White in international,
    // Russian and Brazilian draughts, Black in English draughts).
    let first_is_black = s.variant.first_to_move() == Color::Black;
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
    let win = sc.win;
    // A disqualified player's annulled games count for nobody: neither they nor their
    // opponents have a game in those rounds (as a round robin's bye: no opponent, no dummy).
    let annulled: Vec<StartNo> = t
        .entries()
        .iter()
        .filter(|e| e.games_annulled)
        .map(|e| e.no)
        .collect();
    for round in t.rounds().iter().take(n) {
        let r = round.number as usize - 1;
        for b in &round.boards {
            match b.pairing {
                Pairing::Bye { entry, kind } => {
                    let Some(&i) = idx.get(&entry) else { continue };
                    let results: Vec<_> = b.games.iter().filter_map(|g| g.first_result).collect();
                    let game: u32 = results.iter().map(|x| x.points.halves()).sum();
                    let per = kind.result_kind().earned(sc);
                    let o = if per >= sc.win {
                        Ordering::Greater
                    } else if per >= sc.draw && per > Points::ZERO {
                        Ordering::Equal
                    } else {
                        Ordering::Less
                    };
                    let mp = mpv(o);
                    let wins = results.iter().filter(|x| x.points == win).count() as u32;
                    // Art. 16.1.1, 16.2.1: a requested bye is a half-point or zero-point bye;
                    // a full-point bye, like the pairing-allocated bye, is not a VUR.
                    let full = !results.is_empty() && wins == results.len() as u32;
                    let vur = match kind {
                        ByeKind::Pairing => false,
                        ByeKind::Requested => !full,
                        ByeKind::Withdrawn | ByeKind::NotEntered => true,
                    };
                    recs[i as usize * n + r] = PlayerRound {
                        pab: kind == ByeKind::Pairing,
                        vur,
                        why: Some(NoGame::of_bye(kind)),
                        score: if basis == ScoreBasis::MatchPoints {
                            mp
                        } else {
                            game
                        },
                        game,
                        mp,
                        wins,
                        ..UNPAIRED
                    };
                }
                Pairing::Game { home, away } => {
                    let (Some(&hi), Some(&ai)) = (idx.get(&home), idx.get(&away)) else {
                        continue;
                    };
                    if annulled.contains(&home) || annulled.contains(&away) {
                        for i in [hi, ai] {
                            recs[i as usize * n + r] = PlayerRound {
                                vur: false,
                                ..UNPAIRED
                            };
                        }
                        continue;
                    }
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
                        let mut rec = PlayerRound {
                            opp: Some(opp),
                            otb: played_any,
                            // Art. 15.2: with pre-determined pairings a forfeit is a game.
                            contested: played_any || predetermined,
                            vur,
                            score: if basis == ScoreBasis::MatchPoints {
                                mp
                            } else {
                                game
                            },
                            game,
                            mp,
                            ..UNPAIRED
                        };
                        for (g, x) in kinds(me) {
                            let won = x.points == win;
                            // Art. 7.1: a win's points, with or without playing.
                            rec.wins += u32::from(won);
                            // Art. 7.2-7.4 count games over the board; art. 15.2 makes a
                            // forfeit a game in a round robin, except (2026 edition) a
                            // forfeit lost.
                            let game_for_b = match x.kind {
                                k if k.is_played() => true,
                                ResultKind::ForfeitWin => predetermined,
                                ResultKind::ForfeitLoss | ResultKind::BothAbsent => {
                                    predetermined && rules == TieBreakRules::Fide2024
                                }
                                _ => false,
                            };
                            let is_black = (g.first == me) == first_is_black;
                            let won_game = game_for_b && won;
                            rec.won += u32::from(won_game);
                            rec.black += u32::from(game_for_b && is_black);
                            rec.black_won += u32::from(won_game && is_black);
                            rec.first += u32::from(x.kind.is_played() && g.first == me);
                            rec.played += u32::from(x.kind.is_played());
                            // Art. 10: games played over the board; art. 15.2 (2024 edition):
                            // forfeits too in a round robin.
                            let rated = x.kind.is_played()
                                || (predetermined && rules == TieBreakRules::Fide2024);
                            if rated {
                                rec.rated += 1;
                                rec.rated_points += match x.kind {
                                    ResultKind::Win | ResultKind::ForfeitWin => 2,
                                    ResultKind::Draw => 1,
                                    _ => 0,
                                };
                            }
                        }
                        recs[i as usize * n + r] = rec;
                    }
                }
            }
        }
        // A team event's players without a board: what the team matches say of them. A board
        // won by default (the other team put nobody up) scores each game as a forfeit won
        // (000 art. 2.24): no opponent, not played, not rated, not voluntary (C.07 art.
        // 16.2.2); a reserve resting, a team absent or with the bye score nothing.
        let games = u32::from(s.games_per_round);
        for e in t.entries() {
            let Some(&i) = idx.get(&e.no) else { continue };
            if round.board_of(e.no).is_some() {
                continue;
            }
            let rec = &mut recs[i as usize * n + r];
            let Some(seat) = t.team_seat(round.number, e.no) else {
                rec.why = Some(NoGame::NotPaired);
                continue;
            };
            rec.why = Some(seat.kind);
            if let Some(per) = seat.per_game {
                let game = per.points.halves() * games;
                let mp = mpv(Ordering::Greater);
                *rec = PlayerRound {
                    vur: false,
                    score: if basis == ScoreBasis::MatchPoints {
                        mp
                    } else {
                        game
                    },
                    game,
                    mp,
                    wins: if per.points == win { games } else { 0 },
                    ..*rec
                };
            }
        }
    }
    compute(t, after, &recs, n)
}

/// The conversion of a fractional score `p` into a rating difference of the FIDE Rating
/// Regulations (Handbook B.02, table 8.1(a)), for `p` = 0.50, 0.51, ... 1.00; for `p` below
/// 0.50, `rating_difference(p) = -rating_difference(1 - p)`. C.07 art. 10.2 refers to it.
const DP: [i64; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// The rating difference of a fractional score of `p` hundredths (0 to 100).
fn rating_difference(p: i64) -> i64 {
    if p >= 50 {
        DP[(p - 50) as usize]
    } else {
        -DP[(50 - p) as usize]
    }
}

/// One round's part in a player's Buchholz or Sonneborn-Berger.
#[derive(Debug, Clone, Copy)]
struct Contribution {
    /// The opponent's (or the dummy's) score, in halves.
    score: i64,
    /// From a voluntarily unplayed round (C.07 art. 16.5).
    vur: bool,
    /// The player's own score in the round, in halves.
    own: i64,
}

/// What the tie-breaks are computed from.
struct TieBreakInputs<'a> {
    recs: &'a [PlayerRound],
    n: usize,
    /// Pre-determined pairings (C.07 art. 15.2).
    predetermined: bool,
    rules: TieBreakRules,
    /// A drawn round and the most a round can score, in halves of the ranking score.
    drawn: i64,
    max_round: i64,
    /// Each player's score, in halves.
    total: Vec<i64>,
    /// Whether the standings include the tournament's final round (C.07 art. 8.3).
    final_round: bool,
}

impl TieBreakInputs<'_> {
    fn row(&self, i: usize) -> &[PlayerRound] {
        &self.recs[i * self.n..(i + 1) * self.n]
    }

    /// Each player's score as it enters their opponents' tie-breaks. Swiss (C.07 art. 16.3):
    /// the requested byes followed only by VURs or in the last round (category 16.2.5,
    /// withdrawals included) count as draws; everything else as awarded. With pre-determined
    /// pairings the score as it is. For Fore Buchholz (`fore`, art. 8.3) a game paired in the
    /// final round counts as a draw, and a player paired in it (a game or the pairing bye) has
    /// no requested bye of category 16.2.5.
    fn adjusted(&self, fore: bool) -> Vec<i64> {
        (0..self.total.len())
            .map(|i| {
                let rs = self.row(i);
                let Some(last_rec) = rs.last() else { return 0 };
                let mut sum = if self.predetermined {
                    self.total[i]
                } else {
                    let paired_final = fore && (last_rec.opp.is_some() || last_rec.pab);
                    let last = if paired_final {
                        rs.len()
                    } else {
                        rs.iter().rposition(|r| !r.vur).map_or(0, |p| p + 1)
                    };
                    rs.iter()
                        .enumerate()
                        .map(|(k, r)| {
                            if k < last || r.opp.is_some() {
                                i64::from(r.score)
                            } else {
                                self.drawn
                            }
                        })
                        .sum()
                };
                if fore && last_rec.opp.is_some() {
                    sum += self.drawn - i64::from(last_rec.score);
                }
                sum
            })
            .collect()
    }

    /// The player's own score for the dummy of art. 16.4 (Fore Buchholz: with a game of the
    /// final round counted as a draw).
    fn own(&self, i: usize, fore: bool) -> i64 {
        match self.row(i).last() {
            Some(r) if fore && r.opp.is_some() => self.total[i] + self.drawn - i64::from(r.score),
            _ => self.total[i],
        }
    }

    /// The contribution of each round to player `i`'s Buchholz and Sonneborn-Berger, with the
    /// opponents' scores `adjusted_scores` (see `adjusted`).
    fn contributions(
        &self,
        i: usize,
        adjusted_scores: &[i64],
        fore: bool,
        out: &mut Vec<Contribution>,
    ) {
        out.clear();
        let own = self.own(i, fore);
        let last = self.n.saturating_sub(1);
        for (k, r) in self.row(i).iter().enumerate() {
            let own_round = i64::from(r.score);
            match r.opp {
                // Art. 8.3: a game paired for the final round counts as played, drawn.
                Some(o) if r.contested || (fore && k == last) => out.push(Contribution {
                    score: adjusted_scores[o as usize],
                    vur: false,
                    own: own_round,
                }),
                // Art. 15.2: no dummy with pre-determined pairings (a round-robin bye has no
                // opponent).
                _ if self.predetermined => {}
                opp => {
                    // Art. 16.4: a game against a dummy with the player's own score, capped in
                    // the 2026 edition (art. 16.4.1 for a forfeit, 16.4.2 otherwise).
                    let score = match (self.rules, opp) {
                        (TieBreakRules::Fide2024, _) => own,
                        (TieBreakRules::Fide2026, Some(o)) => own.min(adjusted_scores[o as usize]),
                        (TieBreakRules::Fide2026, None) => own.min(self.drawn * self.n as i64),
                    };
                    out.push(Contribution {
                        score,
                        vur: r.vur,
                        own: own_round,
                    });
                }
            }
        }
    }
}

/// The sum of the contributions after cutting `low` least significant values and then `high`
/// most significant ones (C.07 art. 14.1-14.3). A low cut takes the lowest contribution of a
/// VUR while there is one (art. 16.5.1, 16.5.2: for Buchholz a VUR's contribution is never
/// below the least significant value), otherwise the lowest.
fn cut_sum(c: &[Contribution], low: usize, high: usize) -> i64 {
    let mut v: Vec<(i64, bool)> = c.iter().map(|x| (x.score, x.vur)).collect();
    let low = low.min(v.len());
    let high = high.min(v.len() - low);
    for _ in 0..low {
        let any_vur = v.iter().any(|x| x.1);
        let k = v
            .iter()
            .enumerate()
            .filter(|(_, x)| x.1 || !any_vur)
            .min_by_key(|(_, x)| x.0)
            .map(|(k, _)| k)
            .expect("a value to cut");
        v.swap_remove(k);
    }
    for _ in 0..high {
        let k = v
            .iter()
            .enumerate()
            .max_by_key(|(_, x)| x.0)
            .map(|(k, _)| k)
            .expect("a value to cut");
        v.swap_remove(k);
    }
    v.iter().map(|x| x.0).sum()
}

/// Direct encounter (C.07 art. 6) among players tied on score and every earlier tie-break.
struct Encounters<'a> {
    calc: &'a TieBreakInputs<'a>,
    nos: &'a [StartNo],
    /// Each player's place in the separate standings of their tie group (1 = first).
    place: Vec<u32>,
    /// The subgroup each player is being separated in.
    tag: Vec<u32>,
    next_tag: u32,
}

impl Encounters<'_> {
    /// Ranks `members`, all tied at place `base`, by the separate standings of their games
    /// against each other, and again each subgroup still tied (art. 6.2, 6.3).
    fn separate(&mut self, members: &[usize], base: u32) {
        let t = self.next_tag;
        self.next_tag += 1;
        for &p in members {
            self.tag[p] = t;
            self.place[p] = base;
        }
        let c = self.calc;
        let k = members.len();
        // (player, points against the others, how many of them they met)
        let mut st: Vec<(usize, TieBreakValue, usize)> = Vec::with_capacity(k);
        let mut met: Vec<(u32, i64, i64)> = Vec::new();
        for &p in members {
            met.clear();
            for r in c.row(p) {
                // Art. 6.1.1: forfeits do not count, except with pre-determined pairings
                // (art. 15.2).
                let counts = if c.predetermined { r.contested } else { r.otb };
                match r.opp {
                    Some(o) if counts && self.tag[o as usize] == t => {
                        match met.iter_mut().find(|m| m.0 == o) {
                            Some(m) => {
                                m.1 += i64::from(r.score);
                                m.2 += 1;
                            }
                            None => met.push((o, i64::from(r.score), 1)),
                        }
                    }
                    _ => {}
                }
            }
            // Art. 6.1.2: the average score against an opponent met more than once.
            let sum = met.iter().fold(TieBreakValue::count(0), |acc, m| {
                acc.add(TieBreakValue::new(m.1, 2 * m.2))
            });
            st.push((p, sum, met.len()));
        }
        let no = |p: usize| self.nos[p];
        // With pre-determined pairings the separate standings are those of the games so far.
        let complete = c.predetermined || st.iter().all(|x| x.2 == k - 1);
        if complete {
            // Art. 6.2: the separate standings rank them; each subgroup still tied again.
            st.sort_by(|a, b| b.1.cmp(&a.1).then(no(a.0).cmp(&no(b.0))));
            if st[0].1 == st[k - 1].1 {
                return;
            }
            let mut i = 0;
            while i < k {
                let mut j = i + 1;
                while j < k && st[j].1 == st[i].1 {
                    j += 1;
                }
                let group: Vec<usize> = st[i..j].iter().map(|x| x.0).collect();
                if group.len() > 1 {
                    self.separate(&group, base + i as u32);
                } else {
                    self.place[group[0]] = base + i as u32;
                }
                i = j;
            }
        } else {
            // Art. 6.3: the first is ranked first when no outcome of the missing games can
            // reach their score; then the second the same way, and so on. The rest is
            // separated again by itself.
            let most = |x: &(usize, TieBreakValue, usize)| {
                x.1.add(TieBreakValue::new((k - 1 - x.2) as i64 * c.max_round, 2))
            };
            let mut st: Vec<(usize, TieBreakValue, TieBreakValue)> =
                st.iter().map(|x| (x.0, x.1, most(x))).collect();
            st.sort_by(|a, b| {
                b.1.cmp(&a.1)
                    .then(b.2.cmp(&a.2))
                    .then(no(a.0).cmp(&no(b.0)))
            });
            let mut best_rest = vec![TieBreakValue::UNDEFINED; k + 1];
            for i in (0..k).rev() {
                best_rest[i] = best_rest[i + 1].max(st[i].2);
            }
            let mut i = 1;
            while i < k && st[i - 1].1 > best_rest[i] {
                self.place[st[i].0] = base + i as u32;
                i += 1;
            }
            if i == 1 {
                return;
            }
            if i < k {
                let rest: Vec<usize> = st[i - 1..].iter().map(|x| x.0).collect();
                self.separate(&rest, base + (i - 1) as u32);
            }
        }
    }
}

fn compute(t: &Tournament, after: u32, recs: &[PlayerRound], n: usize) -> Standings {
    let s = t.settings();
    let players = t.entries().len();
    let entries = t.entries();
    let total: Vec<i64> = (0..players)
        .map(|i| {
            recs[i * n..(i + 1) * n]
                .iter()
                .map(|r| i64::from(r.score))
                .sum()
        })
        .collect();
    let calc = TieBreakInputs {
        recs,
        n,
        predetermined: s.system != System::Swiss,
        rules: s.tie_break_rules(),
        drawn: i64::from(s.drawn_round_score().halves()),
        max_round: i64::from(s.max_round_score().halves()),
        total,
        final_round: n > 0 && after == s.rounds,
    };
    let tbs = &s.tie_breaks;
    let wants = |f: &dyn Fn(TieBreak) -> bool| tbs.iter().any(|tb| f(*tb));
    let on_opponents = wants(&|tb| {
        matches!(
            tb,
            TieBreak::Buchholz
                | TieBreak::BuchholzCut1
                | TieBreak::BuchholzCut2
                | TieBreak::MedianBuchholz
                | TieBreak::SonnebornBerger
                | TieBreak::AverageOpponentsBuchholz
        )
    });
    let adjusted_scores = if on_opponents {
        calc.adjusted(false)
    } else {
        Vec::new()
    };
    let fore = calc.final_round && wants(&|tb| tb == TieBreak::ForeBuchholz);
    let adj_fore = if fore {
        calc.adjusted(true)
    } else if wants(&|tb| tb == TieBreak::ForeBuchholz) {
        calc.adjusted(false)
    } else {
        Vec::new()
    };
    let mut contrib = Vec::with_capacity(n);
    // Buchholz of every player, for the average of the opponents' (art. 8.2).
    let bh_all: Vec<i64> = if wants(&|tb| tb == TieBreak::AverageOpponentsBuchholz) {
        (0..players)
            .map(|i| {
                calc.contributions(i, &adjusted_scores, false, &mut contrib);
                contrib.iter().map(|c| c.score).sum()
            })
            .collect()
    } else {
        Vec::new()
    };
    // Art. 10: the rating-based tie-breaks are dropped when unrated players take part.
    let ratings: Option<Vec<i64>> = entries
        .iter()
        .map(|e| e.rating.filter(|&r| r > 0).map(i64::from))
        .collect();
    // Art. 9.2: at least 50 % of the maximum possible score. In a round robin with an odd
    // number of players every player has a bye, and a player who never took part in a pairing
    // plays nobody: neither is a game.
    let koya_games = if calc.predetermined {
        let mut g = n as i64;
        if players > 0 && n.is_multiple_of(players) {
            g -= (n / players) as i64;
        }
        let never = (0..players)
            .filter(|&i| calc.row(i).iter().all(|r| r.opp.is_none() && !r.pab))
            .count() as i64;
        g - never
    } else {
        n as i64
    };
    let mut values: Vec<Vec<TieBreakValue>> = Vec::with_capacity(players);
    for i in 0..players {
        let row = calc.row(i);
        let sum = |f: fn(&PlayerRound) -> u32| -> i64 { row.iter().map(|r| i64::from(f(r))).sum() };
        if on_opponents {
            calc.contributions(i, &adjusted_scores, false, &mut contrib);
        }
        let bh = || contrib.iter().map(|c| c.score).sum::<i64>();
        let rated = || -> Option<(i64, i64, i64)> {
            let r = ratings.as_ref()?;
            let mut sum = 0i64;
            let mut games = 0i64;
            let mut points = 0i64;
            for x in row {
                if let (Some(o), true) = (x.opp, x.rated > 0) {
                    sum += r[o as usize] * i64::from(x.rated);
                    games += i64::from(x.rated);
                    points += i64::from(x.rated_points);
                }
            }
            // Art. 10.1: rounded to the nearest whole number, 0.5 rounded up.
            (games > 0).then(|| ((2 * sum + games).div_euclid(2 * games), games, points))
        };
        let v = tbs
            .iter()
            .map(|tb| match tb {
                // Art. 8.1.
                TieBreak::Buchholz => TieBreakValue::halves(bh()),
                // Art. 14.1-14.3.
                TieBreak::BuchholzCut1 => TieBreakValue::halves(cut_sum(&contrib, 1, 0)),
                TieBreak::BuchholzCut2 => TieBreakValue::halves(cut_sum(&contrib, 2, 0)),
                TieBreak::MedianBuchholz => TieBreakValue::halves(cut_sum(&contrib, 1, 1)),
                // Art. 9.1: each opponent's score times the points scored against them.
                TieBreak::SonnebornBerger => {
                    TieBreakValue::new(contrib.iter().map(|c| c.score * c.own).sum(), 4)
                }
                TieBreak::Wins => TieBreakValue::count(sum(|r| r.wins)),
                TieBreak::WinsPlayed => TieBreakValue::count(sum(|r| r.won)),
                TieBreak::BlackGames => TieBreakValue::count(sum(|r| r.black)),
                TieBreak::BlackWins => TieBreakValue::count(sum(|r| r.black_won)),
                TieBreak::FirstMoveGames => TieBreakValue::count(sum(|r| r.first)),
                // Set once the players tied before it are known.
                TieBreak::DirectEncounter => TieBreakValue::count(0),
                // Art. 7.5: the sum of the scores after each round.
                TieBreak::Progressive => {
                    let mut cum = 0i64;
                    let mut total = 0i64;
                    for r in row {
                        cum += i64::from(r.score);
                        total += cum;
                    }
                    TieBreakValue::halves(total)
                }
                // Art. 9.2: the points scored against the players who made at least half
                // the maximum possible score.
                TieBreak::Koya => TieBreakValue::halves(
                    row.iter()
                        .filter(|r| {
                            r.opp.is_some_and(|o| {
                                2 * calc.total[o as usize] >= calc.max_round * koya_games
                            })
                        })
                        .map(|r| i64::from(r.score))
                        .sum(),
                ),
                // Art. 8.3.
                TieBreak::ForeBuchholz => {
                    let mut c = Vec::with_capacity(n);
                    calc.contributions(i, &adj_fore, fore, &mut c);
                    TieBreakValue::halves(c.iter().map(|x| x.score).sum())
                }
                // Art. 8.2: the average of the Buchholz of the opponents played over the
                // board, to the hundredth (0.005 rounded up).
                TieBreak::AverageOpponentsBuchholz => {
                    let (sum, count) = row
                        .iter()
                        .filter(|r| r.otb)
                        .filter_map(|r| r.opp)
                        .fold((0i64, 0i64), |(s, c), o| (s + bh_all[o as usize], c + 1));
                    if count == 0 {
                        TieBreakValue::UNDEFINED
                    } else {
                        TieBreakValue::new((100 * sum + count).div_euclid(2 * count), 100)
                    }
                }
                // Art. 10.1.
                TieBreak::AverageRatingOfOpponents => rated()
                    .map_or(TieBreakValue::UNDEFINED, |(aro, _, _)| {
                        TieBreakValue::count(aro)
                    }),
                // Art. 10.2: ARO plus the rating difference of the fractional score, the
                // points of the games over the board divided by their number (to the
                // hundredth, 0.005 rounded up, as the table of the rating regulations has it).
                TieBreak::PerformanceRating => {
                    rated().map_or(TieBreakValue::UNDEFINED, |(aro, games, points)| {
                        let p = (100 * points + games).div_euclid(2 * games);
                        TieBreakValue::count(aro + rating_difference(p))
                    })
                }
            })
            .collect();
        values.push(v);
    }
    let total = &calc.total;
    let key_cmp = |a: usize, b: usize, upto: usize, values: &Vec<Vec<TieBreakValue>>| {
        total[b].cmp(&total[a]).then_with(|| {
            (0..upto)
                .map(|k| directed(tbs[k], values[a][k], values[b][k]))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        })
    };
    let nos: Vec<StartNo> = entries.iter().map(|e| e.no).collect();
    if let Some(k) = tbs.iter().position(|tb| *tb == TieBreak::DirectEncounter) {
        // Art. 6: the tied participants are those equal on score and on every tie-break before
        // direct encounter (art. 4.2). Each player's value is their place in the separate
        // standings of their tie group (1 first), or 0 when it separates none of the group.
        let mut order: Vec<usize> = (0..players).collect();
        order.sort_by(|&a, &b| key_cmp(a, b, k, &values));
        let mut enc = Encounters {
            calc: &calc,
            nos: &nos,
            place: vec![1; players],
            tag: vec![u32::MAX; players],
            next_tag: 0,
        };
        let mut start = 0;
        while start < players {
            let mut end = start + 1;
            while end < players && key_cmp(order[start], order[end], k, &values).is_eq() {
                end += 1;
            }
            let group = &order[start..end];
            if group.len() > 1 {
                enc.separate(group, 1);
                let separated = group.iter().any(|&p| enc.place[p] != 1);
                for &p in group {
                    values[p][k] = TieBreakValue::count(if separated {
                        i64::from(enc.place[p])
                    } else {
                        0
                    });
                }
            }
            start = end;
        }
    }
    let mut order: Vec<usize> = (0..players).collect();
    order.sort_by(|&a, &b| key_cmp(a, b, tbs.len(), &values).then(nos[a].cmp(&nos[b])));
    let mut rows: Vec<StandingRow> = Vec::with_capacity(players);
    for (pos, &i) in order.iter().enumerate() {
        let rank = if pos > 0 && key_cmp(order[pos - 1], i, tbs.len(), &values).is_eq() {
            rows[pos - 1].rank
        } else {
            pos as u32 + 1
        };
        let e = &entries[i];
        let rs = calc.row(i);
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
            playoff: None,
            rounds: rs
                .iter()
                .zip(1..)
                .map(|(r, round)| RoundCell {
                    round,
                    opponent: r.opp.map(|o| entries[o as usize].no),
                    points: Points::from_halves(r.game),
                    match_points: s.scoring.match_points.map(|_| Points::from_halves(r.mp)),
                    unplayed: !r.otb,
                    voluntary: r.vur,
                    no_game: match r.opp {
                        Some(_) => None,
                        None => r.why,
                    },
                })
                .collect(),
        });
    }
    if after >= s.rounds && t.all_rounds_played() {
        apply_playoffs(t, &mut rows);
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
        tie_break_rules: calc.rules,
        rows,
    }
}

/// Final standings: the players of each decided play-off keep the places their tie-breaks gave
/// the group, taken in the play-off's order; the rank of every row after a reordered one is its
/// position (nobody shares a place with a player placed by a play-off).
fn apply_playoffs(t: &Tournament, rows: &mut [StandingRow]) {
    let scoring = &t.settings().scoring;
    let mut placed = vec![false; rows.len()];
    for p in t.playoffs() {
        let Some(places) = p.places(scoring) else {
            continue;
        };
        let at: Vec<usize> = (0..rows.len())
            .filter(|&i| p.players.contains(&rows[i].no))
            .collect();
        if at.len() != p.players.len() || at.iter().any(|&i| rows[i].score != rows[at[0]].score) {
            continue;
        }
        let mut group: Vec<(u32, StandingRow)> = at
            .iter()
            .map(|&i| {
                let place = places[p.players.iter().position(|n| *n == rows[i].no).unwrap()];
                (place, rows[i].clone())
            })
            .collect();
        group.sort_by_key(|(place, _)| *place);
        for (&i, (place, mut row)) in at.iter().zip(group) {
            row.playoff = Some(place);
            rows[i] = row;
            placed[i] = true;
        }
    }
    if !placed.contains(&true) {
        return;
    }
    let before: Vec<u32> = rows.iter().map(|r| r.rank).collect();
    for k in 0..rows.len() {
        rows[k].rank = if k > 0 && !placed[k] && !placed[k - 1] && before[k] == before[k - 1] {
            rows[k - 1].rank
        } else {
            k as u32 + 1
        };
    }
}

/// The standings of a tournament (here, so that the tournament does not depend on its
/// standings).
impl Tournament {
    /// Records a play-off between players equal on score after the last round (a new one, or
    /// `replacing` the play-off at that index, e.g. with a sudden-death game added).
    pub fn record_playoff(
        &mut self,
        playoff: PlayOff,
        replacing: Option<usize>,
    ) -> Result<(), TournamentError> {
        if !self.all_rounds_played() {
            return Err(PlayOffError::NotFinished.into());
        }
        let final_standings = standings(self, self.settings().rounds);
        let score = |no: StartNo| final_standings.row(no).map(|r| r.score);
        let first = playoff.players[0];
        for &no in &playoff.players {
            let Some(points) = score(no) else {
                return Err(PlayOffError::UnknownPlayer(no).into());
            };
            let first_points = score(first).unwrap_or(points);
            if points != first_points {
                return Err(PlayOffError::NotTied {
                    no,
                    points: points.to_string(),
                    other: first,
                    other_points: first_points.to_string(),
                }
                .into());
            }
            let elsewhere = self
                .playoffs
                .iter()
                .enumerate()
                .any(|(i, p)| Some(i) != replacing && p.players.contains(&no));
            if elsewhere {
                return Err(PlayOffError::AlreadyInPlayOff(no).into());
            }
        }
        match replacing {
            Some(i) if i < self.playoffs.len() => self.playoffs[i] = playoff,
            Some(_) => return Err(PlayOffError::NoSuchPlayOff.into()),
            None => self.playoffs.push(playoff),
        }
        Ok(())
    }

    /// The tournament with its stored play-offs. They are not checked again: a play-off whose
    /// players a later correction left unequal on score stays on record, and the standings
    /// then leave it out (see [`Tournament::playoff_statuses`]).
    pub fn with_playoffs(mut self, playoffs: Vec<PlayOff>) -> Tournament {
        self.playoffs = playoffs;
        self
    }

    /// Each play-off's standing in the final standings, in the order recorded: decided (and
    /// applied), players still level on play-off points, or players no longer equal on score
    /// (a later correction) so that it is not applied.
    pub fn playoff_statuses(&self) -> Vec<PlayOffStatus> {
        self.playoff_statuses_in(&standings(self, self.settings().rounds))
    }

    /// [`Tournament::playoff_statuses`] over final standings `st` already computed.
    pub fn playoff_statuses_in(&self, st: &Standings) -> Vec<PlayOffStatus> {
        let scoring = &self.settings().scoring;
        self.playoffs
            .iter()
            .map(|p| {
                let scores: Vec<Option<Points>> = p
                    .players
                    .iter()
                    .map(|n| st.row(*n).map(|r| r.score))
                    .collect();
                if scores.iter().any(|s| *s != scores[0] || s.is_none()) {
                    PlayOffStatus::NotEqualOnScore
                } else if p.places(scoring).is_none() {
                    PlayOffStatus::Level(p.undecided(scoring))
                } else {
                    PlayOffStatus::Decided
                }
            })
            .collect()
    }

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
pub(crate) mod tests {
    use super::*;
    use crate::domain::entry::{Entry, PlayerName};
    use crate::domain::round::BoardReport;
    use crate::domain::settings::{Preset, Settings};
    use chrono::NaiveDate;

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
    pub(crate) fn play(t: &mut Tournament, games: &[(u32, u32, &str)], byes: &[u32]) {
        let mut p: Vec<Pairing> = games.iter().map(|g| Pairing::game(g.0, g.1)).collect();
        p.extend(byes.iter().map(|&b| Pairing::pairing_bye(b)));
        let r = t.pair_round(&p, None).unwrap();
        t.publish_round(r).unwrap();
        for (k, g) in games.iter().enumerate() {
            t.record_result(r, k as u32 + 1, &BoardReport::from_codes(g.2).unwrap())
                .unwrap();
        }
        t.close_round(r).unwrap();
    }

    /// `t` with other settings.
    fn with(t: &Tournament, change: impl FnOnce(&mut Settings)) -> Tournament {
        let mut s = t.settings().clone();
        change(&mut s);
        Tournament::from_parts(s, t.entries().to_vec(), t.rounds().to_vec()).unwrap()
    }

    fn tb(s: &Standings, no: u32, which: TieBreak) -> f64 {
        s.tie_break(no, which).unwrap().as_f64()
    }

    /// Five players, three rounds, 2/1/0, ratings 2000, 1900, ... 1600:
    /// R1: 1-2 1-0, 3-4 =, 5 pairing bye.
    /// R2: 5-1 0-1, 2-3 +:- (3 absent, 000 art. 2.24), 4 pairing bye.
    /// R3: 1-3 =, 4-2 1-0, 5 requested bye (0 points).
    fn five() -> Tournament {
        let mut t = tournament(5, 3, TieBreak::ALL.to_vec());
        let entries: Vec<Entry> = t
            .entries()
            .iter()
            .map(|e| Entry {
                rating: Some(2100 - 100 * e.no),
                ..e.clone()
            })
            .collect();
        t = Tournament::from_parts(t.settings().clone(), entries, Vec::new()).unwrap();
        t.request_bye(5, 3).unwrap();
        play(&mut t, &[(1, 2, "1-0"), (3, 4, "=")], &[5]);
        play(&mut t, &[(5, 1, "0-1"), (2, 3, "+:-")], &[4]);
        play(&mut t, &[(1, 3, "="), (4, 2, "1-0")], &[]);
        t
    }

    // Hand-computed, in points (2/1/0). Scores: 1: 5, 2: 2, 3: 2, 4: 5, 5: 2. VURs: 3's
    // forfeit lost (R2), 5's requested bye (R3). Scores for the opponents (C.07 art. 16.3):
    // 5's requested bye in the last round counts as a draw (16.2.5): 2 + 0 + 1 = 3; the others
    // as they are.
    //
    // Buchholz contributions, 2026 edition (dummy: own score capped, art. 16.4):
    //   1: 2, 3, 2                      = 7
    //   2: 5, forfeit won (2 <= 3's 2), 5 = 12
    //   3: 5, [forfeit lost: 2 <= 2's 2], 5 = 12
    //   4: 2, pairing bye (5 capped at a draw x 3 rounds = 3), 2 = 7   (2024 edition: 5, so 9)
    //   5: pairing bye (2), 5, [requested bye: 2] = 9
    // [x] a VUR, cut first.
    //
    // no  BH  C1  C2  M1  SB  WIN WON  PS  KS  BPG BWG FMG   FB  AOB  ARO  TPR
    //  1   7   5   3   2  12   2   2   11   0   1   1   2     8   11  1767 2040
    //  2  12  10   5   5   4   1   0    4   0   2   0   0    11    7  1850 1050
    //  3  12  10   5   5  10   0   0    4   2   1   0   1    11    7  1850 1850
    //  4   7   5   3   2  12   2   1    9   0   1   0   1     8   12  1850 2043
    //  5   9   7   5   2   4   1   0    6   0   0   0   1     9    7  2000 1200
    //
    // SB: the contributions times the points scored (1: 2x2 + 3x2 + 2x1). WIN (art. 7.1) counts
    // the forfeit won and a pairing bye worth a win; WON (7.2) only games over the board. KS
    // (art. 9.2): 50 % of the maximum 6 is 3; only 1 and 4 have it. Black (art. 7.3, 7.4): in
    // international draughts White moves first, so the away player has the black pieces.
    // FB (art. 8.3): the final round's games count as draws: scores for the opponents
    // 1: 5, 2: 3, 3: 2, 4: 4, 5: 3 (5 was not paired in the final round); own scores for the
    // dummies 2: 3, 3: 2, 4: 4 - e.g. 2: 5 + min(3, 3's 2) + 4 = 11. AOB (art. 8.2): 1's
    // opponents over the board 2, 5, 3 have 12 + 9 + 12 = 33, 11 on average. ARO (art. 10.1):
    // 1: (1900 + 1600 + 1800) / 3 = 1766.7, 1767. TPR (art. 10.2): 1 scored 2.5 of 3 over the
    // board, 0.83: 1767 + 273; 2 scored 0 of 2: 1850 - 800.
    const TABLE: [(u32, [f64; 16]); 5] = [
        (
            1,
            [
                7.0, 5.0, 3.0, 2.0, 12.0, 2.0, 2.0, 11.0, 0.0, 1.0, 1.0, 2.0, 8.0, 11.0, 1767.0,
                2040.0,
            ],
        ),
        (
            2,
            [
                12.0, 10.0, 5.0, 5.0, 4.0, 1.0, 0.0, 4.0, 0.0, 2.0, 0.0, 0.0, 11.0, 7.0, 1850.0,
                1050.0,
            ],
        ),
        (
            3,
            [
                12.0, 10.0, 5.0, 5.0, 10.0, 0.0, 0.0, 4.0, 2.0, 1.0, 0.0, 1.0, 11.0, 7.0, 1850.0,
                1850.0,
            ],
        ),
        (
            4,
            [
                7.0, 5.0, 3.0, 2.0, 12.0, 2.0, 1.0, 9.0, 0.0, 1.0, 0.0, 1.0, 8.0, 12.0, 1850.0,
                2043.0,
            ],
        ),
        (
            5,
            [
                9.0, 7.0, 5.0, 2.0, 4.0, 1.0, 0.0, 6.0, 0.0, 0.0, 0.0, 1.0, 9.0, 7.0, 2000.0,
                1200.0,
            ],
        ),
    ];
    const COLUMNS: [TieBreak; 16] = [
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::BuchholzCut2,
        TieBreak::MedianBuchholz,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::WinsPlayed,
        TieBreak::Progressive,
        TieBreak::Koya,
        TieBreak::BlackGames,
        TieBreak::BlackWins,
        TieBreak::FirstMoveGames,
        TieBreak::ForeBuchholz,
        TieBreak::AverageOpponentsBuchholz,
        TieBreak::AverageRatingOfOpponents,
        TieBreak::PerformanceRating,
    ];

    #[test]
    fn every_tie_break_matches_the_hand_computed_table() {
        let s = five().standings();
        assert_eq!(s.tie_break_rules, TieBreakRules::Fide2026);
        for (no, values) in TABLE {
            for (which, v) in COLUMNS.iter().zip(values) {
                assert_eq!(tb(&s, no, *which), v, "{which} of {no}");
            }
        }
        // 1 and 4 (5 points) are equal down to WIN; WON puts 1 first. On 2 points 2 and 3 are
        // equal on the Buchholz family; Sonneborn-Berger puts 3 first.
        let ranking: Vec<u32> = s.rows.iter().map(|r| r.no).collect();
        assert_eq!(ranking, vec![1, 4, 3, 2, 5]);
        // Nobody tied on score has met another over the board (2-3 was forfeited, art. 6.1.1).
        assert!(
            s.rows
                .iter()
                .all(|r| tb(&s, r.no, TieBreak::DirectEncounter) == 0.0)
        );
        // Before the final round Fore Buchholz is Buchholz (art. 8.3 is about the final round).
        let s = five().standings_after(2);
        for r in &s.rows {
            assert_eq!(
                s.tie_break(r.no, TieBreak::ForeBuchholz),
                s.tie_break(r.no, TieBreak::Buchholz),
                "{}",
                r.no
            );
        }
        // After round 2, 4's pairing bye is capped at a draw in each of the 2 rounds (the
        // rounds the standings count, art. 16.4.2): 4 has 3 points, opponent 3 has 1.
        assert_eq!(s.row(4).unwrap().score, Points::whole(3));
        assert_eq!(tb(&s, 4, TieBreak::Buchholz), 1.0 + 2.0);
    }

    #[test]
    fn the_2024_edition_does_not_cap_the_dummy() {
        let t = with(&five(), |s| {
            s.start_date = NaiveDate::from_ymd_opt(2025, 9, 1)
        });
        let s = t.standings();
        assert_eq!(s.tie_break_rules, TieBreakRules::Fide2024);
        // 4's pairing bye: a dummy with 4's own 5 points (art. 16.4 of 2024), not 3.
        assert_eq!(tb(&s, 4, TieBreak::Buchholz), 9.0);
        assert_eq!(tb(&s, 4, TieBreak::BuchholzCut1), 7.0);
        assert_eq!(tb(&s, 4, TieBreak::BuchholzCut2), 5.0);
        assert_eq!(tb(&s, 4, TieBreak::MedianBuchholz), 2.0);
        assert_eq!(tb(&s, 4, TieBreak::SonnebornBerger), 16.0);
        // FB: 4's dummy has 4's own score with a draw in the final round, 4 (capped at 3 in
        // 2026); 2's forfeit won has 2's own 3 (capped by 3's 2 in 2026).
        assert_eq!(tb(&s, 4, TieBreak::ForeBuchholz), 9.0);
        assert_eq!(tb(&s, 2, TieBreak::ForeBuchholz), 12.0);
        // AOB changes with 4's Buchholz: 2's and 3's opponents are 1 (7) and 4 (9).
        assert_eq!(tb(&s, 2, TieBreak::AverageOpponentsBuchholz), 8.0);
        assert_eq!(tb(&s, 3, TieBreak::AverageOpponentsBuchholz), 8.0);
        // The rest is as in 2026: no other dummy was above its cap.
        for (no, values) in TABLE {
            for (which, v) in COLUMNS.iter().zip(values) {
                let changed = no == 4
                    || (no == 2 && *which == TieBreak::ForeBuchholz)
                    || (matches!(no, 2 | 3) && *which == TieBreak::AverageOpponentsBuchholz);
                if !changed {
                    assert_eq!(tb(&s, no, *which), v, "{which} of {no}");
                }
            }
        }
        // 4 now ranks before 1 on Buchholz.
        let ranking: Vec<u32> = s.rows.iter().map(|r| r.no).collect();
        assert_eq!(ranking, vec![4, 1, 3, 2, 5]);
    }

    #[test]
    fn rating_tie_breaks_are_dropped_when_an_unrated_player_takes_part() {
        // C.07 art. 10: dropped when unrated players are present (no rule for them here).
        let t = five();
        let mut entries = t.entries().to_vec();
        entries[4].rating = None;
        let t = Tournament::from_parts(t.settings().clone(), entries, t.rounds().to_vec()).unwrap();
        let s = t.standings();
        for r in &s.rows {
            for which in [
                TieBreak::AverageRatingOfOpponents,
                TieBreak::PerformanceRating,
            ] {
                let v = s.tie_break(r.no, which).unwrap();
                assert!(!v.is_defined(), "{which} of {}", r.no);
                assert_eq!(v.to_string(), "-");
            }
        }
        assert_eq!(
            serde_json::to_value(TieBreakValue::UNDEFINED).unwrap(),
            serde_json::Value::Null
        );
        // Undefined ranks after every value.
        assert!(TieBreakValue::UNDEFINED < TieBreakValue::count(-800));
    }

    #[test]
    fn players_equal_on_everything_share_the_rank() {
        let t = with(&five(), |s| s.tie_breaks.clear());
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

    /// Eight players, five rounds, 2/1/0. 1-4 meet each other in rounds 1-3 and finish on 4
    /// points each; nobody else has 4.
    ///
    /// ```text
    /// separate standings: 1: beat 2, lost to 3, beat 4   4
    ///                     2: lost to 1, drew 4, beat 3   3
    ///                     3: drew 4, beat 1, lost to 2   3
    ///                     4: drew 3, drew 2, lost to 1   2
    /// ```
    /// 2 and 3 are tied at the second place: direct encounter among them alone (art. 6.2) puts
    /// 2, who beat 3, first.
    #[test]
    fn direct_encounter_reapplies_to_each_subgroup_still_tied() {
        let mut t = tournament(8, 5, vec![TieBreak::DirectEncounter, TieBreak::Buchholz]);
        play(
            &mut t,
            &[(1, 2, "1-0"), (3, 4, "="), (5, 6, "1-0"), (7, 8, "1-0")],
            &[],
        );
        play(
            &mut t,
            &[(1, 3, "0-1"), (2, 4, "="), (5, 7, "1-0"), (6, 8, "1-0")],
            &[],
        );
        play(
            &mut t,
            &[(1, 4, "1-0"), (2, 3, "1-0"), (5, 8, "1-0"), (6, 7, "1-0")],
            &[],
        );
        play(
            &mut t,
            &[(1, 5, "0-1"), (2, 6, "="), (3, 7, "0-1"), (4, 8, "=")],
            &[],
        );
        play(
            &mut t,
            &[(1, 6, "0-1"), (2, 7, "0-1"), (3, 8, "="), (4, 5, "=")],
            &[],
        );
        let s = t.standings();
        for no in 1..=4 {
            assert_eq!(s.row(no).unwrap().score, Points::whole(4), "score of {no}");
        }
        let de: Vec<f64> = (1..=4)
            .map(|no| tb(&s, no, TieBreak::DirectEncounter))
            .collect();
        assert_eq!(de, vec![1.0, 2.0, 3.0, 4.0]);
        // 5, 6 and 7 have 9, 7 and 6 points, 8 has 2.
        let order: Vec<u32> = s.rows.iter().map(|r| r.no).collect();
        assert_eq!(order, vec![5, 6, 7, 1, 2, 3, 4, 8]);
        // Those not tied with anyone have no direct encounter value.
        assert_eq!(tb(&s, 5, TieBreak::DirectEncounter), 0.0);
        // The tie group is made on the tie-breaks before direct encounter too (art. 4.2):
        // after Buchholz, which differs among 1-4, nobody is tied and DE separates nobody.
        let later = with(&t, |s| {
            s.tie_breaks = vec![TieBreak::Buchholz, TieBreak::DirectEncounter]
        });
        let s = later.standings();
        let bh: Vec<f64> = (1..=4).map(|no| tb(&s, no, TieBreak::Buchholz)).collect();
        let mut distinct = bh.clone();
        distinct.sort_by(f64::total_cmp);
        distinct.dedup();
        assert_eq!(distinct.len(), 4, "Buchholz {bh:?}");
        assert!((1..=4).all(|no| tb(&s, no, TieBreak::DirectEncounter) == 0.0));
    }

    /// Six players, four rounds, 2/1/0; 1, 2 and 3 finish on 4 points, 4 and 5 on 5.
    /// 1 beat 2 and 3 over the board; 2 beat 3 by forfeit (3 absent), which direct encounter
    /// leaves out (art. 6.1.1). Not all of them met: 1 is first whatever 2-3 would have given
    /// (art. 6.3: 4 points against at most 2 for each of the others); 2 and 3 stay tied.
    #[test]
    fn direct_encounter_in_a_swiss_ranks_who_is_first_whatever_the_missing_games() {
        let mut t = tournament(6, 4, vec![TieBreak::DirectEncounter]);
        play(&mut t, &[(1, 2, "1-0"), (3, 4, "1-0"), (5, 6, "=")], &[]);
        play(&mut t, &[(1, 3, "1-0"), (2, 6, "1-0"), (4, 5, "=")], &[]);
        play(&mut t, &[(2, 3, "+:-"), (4, 1, "1-0"), (5, 6, "=")], &[]);
        play(&mut t, &[(5, 1, "1-0"), (4, 2, "1-0"), (3, 6, "1-0")], &[]);
        let s = t.standings();
        let score = |no| s.row(no).unwrap().score;
        assert_eq!(
            (score(1), score(2), score(3), score(4), score(5), score(6)),
            (
                Points::whole(4),
                Points::whole(4),
                Points::whole(4),
                Points::whole(5),
                Points::whole(5),
                Points::whole(2)
            )
        );
        let de: Vec<f64> = (1..=3)
            .map(|no| tb(&s, no, TieBreak::DirectEncounter))
            .collect();
        assert_eq!(de, vec![1.0, 2.0, 2.0]);
        let ranks: Vec<(u32, u32, bool)> =
            s.rows.iter().map(|r| (r.no, r.rank, r.shared)).collect();
        assert_eq!(
            ranks,
            vec![
                (4, 1, true),
                (5, 1, true),
                (1, 3, false),
                (2, 4, true),
                (3, 4, true),
                (6, 6, false)
            ]
        );
        // Had 3 lost to 2 over the board, 2 would be second alone.
        let mut t2 = tournament(6, 4, vec![TieBreak::DirectEncounter]);
        play(&mut t2, &[(1, 2, "1-0"), (3, 4, "1-0"), (5, 6, "=")], &[]);
        play(&mut t2, &[(1, 3, "1-0"), (2, 6, "1-0"), (4, 5, "=")], &[]);
        play(&mut t2, &[(2, 3, "1-0"), (4, 1, "1-0"), (5, 6, "=")], &[]);
        play(&mut t2, &[(5, 1, "1-0"), (4, 2, "1-0"), (3, 6, "1-0")], &[]);
        let s = t2.standings();
        let de: Vec<f64> = (1..=3)
            .map(|no| tb(&s, no, TieBreak::DirectEncounter))
            .collect();
        assert_eq!(de, vec![1.0, 2.0, 3.0]);
    }

    #[test]
    fn direct_encounter_separates_nobody_when_the_leader_could_be_caught() {
        // 1, 2, 3, 4 all on 2 points after two rounds; 1 beat 2, 3 beat 4, 2 beat 3, 4 beat 1:
        // with 2 points each and 2 more possible from a missing game, nobody is alone on top.
        let mut t = tournament(4, 3, vec![TieBreak::DirectEncounter, TieBreak::Buchholz]);
        play(&mut t, &[(1, 2, "1-0"), (3, 4, "1-0")], &[]);
        play(&mut t, &[(2, 3, "1-0"), (4, 1, "1-0")], &[]);
        let s = t.standings_after(2);
        assert!(s.rows.iter().all(|r| r.score == Points::whole(2)));
        assert!(
            s.rows
                .iter()
                .all(|r| r.tie_breaks[0] == TieBreakValue::count(0))
        );
        play(&mut t, &[(1, 3, "1-0"), (2, 4, "1-0")], &[]);
        let s = t.standings();
        // Now 1 and 2 have 4 points and met in round 1, which 1 won.
        assert_eq!(tb(&s, 1, TieBreak::DirectEncounter), 1.0);
        assert_eq!(tb(&s, 2, TieBreak::DirectEncounter), 2.0);
        assert_eq!(s.rows[0].no, 1);
        assert_eq!(s.rows[1].no, 2);
    }

    #[test]
    fn a_withdrawal_counts_as_draws_for_the_opponents_but_a_forfeit_lost_does_not() {
        // 4 players, 3 rounds; 4 loses to 1 in round 1 and withdraws from round 2.
        let mut t = tournament(4, 3, vec![TieBreak::Buchholz]);
        play(&mut t, &[(1, 4, "1-0"), (2, 3, "=")], &[]);
        t.withdraw(4, 2).unwrap();
        play(&mut t, &[(1, 2, "=")], &[3]);
        play(&mut t, &[(3, 1, "0-1")], &[2]);
        let s = t.standings();
        // 4 scored 0, then two withdrawn rounds (art. 16.2.5: draws, 16.3.2): 0 + 1 + 1 = 2.
        // 1: opponents 4 (2), 2 (1 + 1 + 2 = 4), 3 (1 + 2 + 0 = 3) = 9.
        assert_eq!(s.row(4).unwrap().score, Points::ZERO);
        assert_eq!(tb(&s, 1, TieBreak::Buchholz), 9.0);
        // A forfeit lost in the last round is a VUR but counts as it was (art. 16.2.4,
        // 16.3.1): 3 plays 2 in round 3 and does not come.
        let mut t = tournament(4, 3, vec![TieBreak::Buchholz]);
        play(&mut t, &[(1, 3, "1-0"), (2, 4, "=")], &[]);
        play(&mut t, &[(1, 2, "="), (3, 4, "1-0")], &[]);
        play(&mut t, &[(2, 3, "+:-"), (4, 1, "0-1")], &[]);
        let s = t.standings();
        // 3: 0 + 2 + 0 = 2, not 0 + 2 + 1; 1's opponents 3 (2), 2 (1 + 1 + 2 = 4), 4 (1 + 0 + 0).
        assert_eq!(tb(&s, 1, TieBreak::Buchholz), 7.0);
        assert!(s.row(3).unwrap().rounds[2].voluntary);
    }

    #[test]
    fn in_english_draughts_the_black_pieces_move_first() {
        // English draughts: Black moves first (the first mover is at home in game 1 and away in
        // game 2). C.07 art. 7.3/7.4 count the games with the black pieces, as the colour
        // column of the TRF does: in English draughts the games with the first move.
        let mut s = Settings::preset(Preset::English, "E", 1);
        s.tie_breaks = vec![
            TieBreak::BlackGames,
            TieBreak::BlackWins,
            TieBreak::FirstMoveGames,
            TieBreak::WinsPlayed,
        ];
        let mut t = Tournament::new(s).unwrap();
        for n in 1..=2 {
            t.add_entry(Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap())
                .unwrap();
        }
        // Game 1: 1 moves first and wins; game 2: 2 moves first, drawn.
        play(&mut t, &[(1, 2, "1-0 =")], &[]);
        let st = t.standings();
        for no in [1, 2] {
            assert_eq!(tb(&st, no, TieBreak::BlackGames), 1.0, "BPG of {no}");
            assert_eq!(
                tb(&st, no, TieBreak::BlackGames),
                tb(&st, no, TieBreak::FirstMoveGames)
            );
        }
        assert_eq!(tb(&st, 1, TieBreak::BlackWins), 1.0);
        assert_eq!(tb(&st, 2, TieBreak::BlackWins), 0.0);
        assert_eq!(tb(&st, 1, TieBreak::WinsPlayed), 1.0);
        // International draughts: White moves first, so the black pieces are the second move.
        let t = with(&t, |s| s.variant = draughts_rules::Variant::International);
        let st = t.standings();
        assert_eq!(tb(&st, 1, TieBreak::FirstMoveGames), 1.0);
        assert_eq!(tb(&st, 1, TieBreak::BlackGames), 1.0);
        assert_eq!(tb(&st, 1, TieBreak::BlackWins), 0.0);
        assert_eq!(tb(&st, 2, TieBreak::BlackWins), 0.0);
    }

    #[test]
    fn a_round_robin_counts_forfeits_as_games() {
        // C.07 art. 15.2: 3 players, a round robin; 2 does not come to its game with 1.
        let mut t = tournament(
            3,
            3,
            vec![
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
                TieBreak::WinsPlayed,
                TieBreak::AverageRatingOfOpponents,
            ],
        );
        let entries: Vec<Entry> = t
            .entries()
            .iter()
            .map(|e| Entry {
                rating: Some(2000 + 100 * e.no),
                ..e.clone()
            })
            .collect();
        t = Tournament::from_parts(t.settings().clone(), entries, Vec::new()).unwrap();
        t = with(&t, |s| {
            s.system = System::RoundRobin;
            s.start_date = NaiveDate::from_ymd_opt(2026, 4, 1);
        });
        play(&mut t, &[(1, 2, "+:-")], &[3]);
        play(&mut t, &[(3, 1, "0-1")], &[2]);
        play(&mut t, &[(2, 3, "=")], &[1]);
        let s = t.standings();
        // Scores (the bye of an odd round robin is worth a win in the preset): 1: 2 + 2 + 2,
        // 2: 0 + 2 + 1, 3: 2 + 0 + 1. 1's Buchholz: 2 (3) and 3 (3), no dummy for the bye.
        assert_eq!(tb(&s, 1, TieBreak::Buchholz), 6.0);
        assert_eq!(tb(&s, 1, TieBreak::SonnebornBerger), 12.0);
        // The forfeit won is a game won (a forfeit lost would not be, 2026 edition) ...
        assert_eq!(tb(&s, 1, TieBreak::WinsPlayed), 2.0);
        // ... but not a game for the ratings (2026 edition): 1 played only 3.
        assert_eq!(tb(&s, 1, TieBreak::AverageRatingOfOpponents), 2300.0);
        let t = with(&t, |s| s.start_date = NaiveDate::from_ymd_opt(2025, 4, 1));
        let s = t.standings();
        // 2024 edition: forfeits are games for the ratings too.
        assert_eq!(tb(&s, 1, TieBreak::AverageRatingOfOpponents), 2250.0);
    }

    #[test]
    fn tie_break_values_are_exact() {
        assert!(TieBreakValue::new(1, 3) < TieBreakValue::new(1, 2));
        assert_eq!(TieBreakValue::new(2, 4), TieBreakValue::halves(1));
        assert_eq!(TieBreakValue::new(5, 8).to_string(), "0.625");
        assert_eq!(TieBreakValue::halves(7).to_string(), "3.5");
        assert_eq!(TieBreakValue::halves(8).to_string(), "4");
        assert_eq!(
            TieBreakValue::new(1, 3).add(TieBreakValue::new(1, 6)),
            TieBreakValue::halves(1)
        );
        assert_eq!(rating_difference(100), 800);
        assert_eq!(rating_difference(83), 273);
        assert_eq!(rating_difference(0), -800);
        assert_eq!(rating_difference(49), -7);
    }
}
