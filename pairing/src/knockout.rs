//! Knock-out brackets, single and double, independent of the app's database: players are
//! seeds `1..=n` (1 the strongest); the caller maps them to entries.
//!
//! - The standard bracket: the field is filled up to the next power of two, seed 1 meets the
//!   last, and the top seeds meet as late as possible; the empty places are the byes of the
//!   first round, which go to the top seeds.
//! - Each tie is a match of [`Format::games`] games (an even number by default: 004, "Tournaments
//!   and Match Games", Reinfeld: "a match between equals ... should consist of an even number
//!   of games"), the first move alternating game by game; when it is level, the event's
//!   tie-break games, then sudden death "as many games as are found necessary to eliminate one
//!   of the contestants" (004, Hopper).
//! - Double knock-out: a winners' bracket, a losers' bracket and a final; a player is out after
//!   losing two lives. 004 (Hopper): "both players are penalized a half-life in the event of a
//!   continued tie": a tie still level after its scheduled and tie-break games costs both players
//!   half a life before sudden death decides it. Reading chosen here: a player goes out only by
//!   losing a tie, so the winner of a continued tie keeps at least half a life; a loser of the
//!   winners' bracket left without a life is out at once (their place in the losers' bracket is
//!   a walkover); the loser of the final plays it again while they have a life left.
//! - The next tie exists as soon as both its players are known (or known to be nobody: a
//!   walkover); with re-seeding, a round's ties wait for the whole previous round.

use std::collections::BTreeMap;
use std::fmt;

use thiserror::Error;

/// A player's seed: 1 is the top seed.
pub type Seed = u32;

/// Half lives a player starts with: one life in a single knock-out, two in a double.
const LIFE: i32 = 2;

/// How the knock-out is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    /// Double knock-out (two lives) rather than single.
    pub double: bool,
    /// Scheduled games of a tie.
    pub games: u8,
    /// Tie-break games played when the scheduled games leave the tie level, before sudden death.
    pub tiebreak_games: u8,
    /// Single knock-out: the winners of each round are seeded again (best against worst by
    /// their original seeds) before the next round.
    pub reseed: bool,
    /// Single knock-out: the losers of the semi-finals play for third place.
    pub third_place: bool,
}

impl Default for Format {
    fn default() -> Format {
        Format {
            double: false,
            games: 2,
            tiebreak_games: 2,
            reseed: false,
            third_place: false,
        }
    }
}

/// The part of the bracket a tie belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Part {
    /// The main bracket (the whole of a single knock-out but its third-place match).
    Winners,
    /// Double knock-out: the players with one life left.
    Losers,
    /// Single knock-out: the match for third place.
    ThirdPlace,
    /// Double knock-out: the winners' champion against the losers' champion (round 2 and on:
    /// the final played again because its loser still had a life).
    Final,
}

impl Part {
    pub const fn name(self) -> &'static str {
        match self {
            Part::Winners => "winners",
            Part::Losers => "losers",
            Part::ThirdPlace => "third-place",
            Part::Final => "final",
        }
    }
}

/// A tie's place in the bracket: its part, round (1-based within the part) and number
/// (1-based within the round).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TieId {
    pub part: Part,
    pub round: u32,
    pub number: u32,
}

impl fmt::Display for TieId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}.{}", self.part.name(), self.round, self.number)
    }
}

/// One game of a tie, from the view of the tie's first player (the higher seed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    FirstWins,
    Draw,
    SecondWins,
}

impl Outcome {
    /// Half points of the first and of the second player.
    fn halves(self) -> (u32, u32) {
        match self {
            Outcome::FirstWins => (2, 0),
            Outcome::Draw => (1, 1),
            Outcome::SecondWins => (0, 2),
        }
    }
}

/// Which games of a tie a game belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Scheduled,
    TieBreak,
    SuddenDeath,
}

/// Where one side of a tie comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    Seed(Seed),
    Winner(usize),
    /// The loser, if they still have a life (double knock-out: down to the losers' bracket).
    Loser(usize),
    /// The loser whatever their lives (the match for third place).
    Beaten(usize),
    /// Re-seeding: the `rank`-th (0-based) best seed among the winners of winners' round `round`.
    Ranked {
        round: u32,
        rank: usize,
    },
}

#[derive(Debug, Clone, Copy)]
struct TieDef {
    id: TieId,
    sides: [Source; 2],
}

/// Why a bracket or a game is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum KnockoutError {
    #[error("a knock-out needs at least 2 players (it has {0})")]
    TooFew(u32),
    #[error("a knock-out takes at most {max} players (it has {have})")]
    TooMany { have: u32, max: u32 },
    #[error("a tie needs at least one scheduled game")]
    NoGames,
    #[error("re-seeding and a third-place match are for a single knock-out")]
    DoubleOnlyPlain,
    #[error("there is no tie {0} in this bracket")]
    NoSuchTie(TieId),
    #[error("tie {tie} is not being played ({why})")]
    NotPlaying { tie: TieId, why: &'static str },
}

/// The largest field.
pub const MAX_PLAYERS: u32 = 1024;

/// The first-round order of the standard bracket of `size` places (a power of two): seeds in
/// the order they stand, neighbours meeting (1, size, ..., 2): seed 1 meets the last, and the
/// top two can meet only in the final, the top four only in the semi-finals.
pub fn standard_order(size: u32) -> Vec<Seed> {
    let mut order = vec![1];
    let mut n = 1;
    while n < size {
        n *= 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
}

/// A bracket and the games played in it.
#[derive(Debug, Clone)]
pub struct Bracket {
    format: Format,
    players: u32,
    /// Rounds of the winners' bracket.
    rounds: u32,
    defs: Vec<TieDef>,
    games: BTreeMap<TieId, Vec<Outcome>>,
}

/// Who sits on one side of a tie.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// Not known yet: the tie it comes from is not decided.
    Pending,
    /// Nobody will come (a bye, or a player already out): the other side has a walkover.
    Nobody,
    Player(Seed),
}

impl Side {
    pub fn player(self) -> Option<Seed> {
        match self {
            Side::Player(s) => Some(s),
            _ => None,
        }
    }
}

/// Where a tie stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// A side is not known yet: the tie does not exist for the players.
    Waiting,
    /// Both players known: games to play.
    Playing,
    /// One player and nobody: they go on without playing (a bye in the first round).
    Walkover(Seed),
    /// Nobody on either side.
    Empty,
    Decided {
        winner: Seed,
        loser: Seed,
        /// Level after the scheduled and tie-break games: decided by sudden death (in a
        /// double knock-out both lost half a life).
        continued: bool,
    },
}

/// The next game of a tie being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NextGame {
    /// 1-based within the tie.
    pub number: u32,
    pub phase: Phase,
    /// The player who moves first.
    pub first: Seed,
    pub second: Seed,
}

/// A tie as the bracket stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tie {
    pub id: TieId,
    pub sides: [Side; 2],
    pub status: Status,
    pub games: Vec<Outcome>,
    /// Half points of each side so far.
    pub score: [u32; 2],
    pub next: Option<NextGame>,
}

/// The bracket with every result applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// In the order they become playable (every tie after the ties it waits for).
    pub ties: Vec<Tie>,
    /// Half lives left, by seed (index `seed - 1`).
    pub lives: Vec<i32>,
    /// The tie each player went out in, by seed.
    pub out: Vec<Option<TieId>>,
    pub champion: Option<Seed>,
}

impl State {
    pub fn tie(&self, id: TieId) -> Option<&Tie> {
        self.ties.iter().find(|t| t.id == id)
    }

    /// Ties with both players known and games to play.
    pub fn playing(&self) -> impl Iterator<Item = &Tie> {
        self.ties.iter().filter(|t| t.status == Status::Playing)
    }

    /// A champion, and no tie left to play (a match for third place may follow the final).
    pub fn is_finished(&self) -> bool {
        self.champion.is_some()
            && self
                .ties
                .iter()
                .all(|t| !matches!(t.status, Status::Waiting | Status::Playing))
    }

    /// The last tie `seed` sat in (played, or had a walkover in).
    pub fn reached(&self, seed: Seed) -> Option<TieId> {
        self.ties
            .iter()
            .filter(|t| t.sides.contains(&Side::Player(seed)))
            .map(|t| t.id)
            .next_back()
    }
}

/// How a tie's games stand: decided (with the side that won, 0 or 1, and whether it was
/// continued past its tie-break games) or the phase of the next game.
fn tally(games: &[Outcome], format: &Format) -> Result<(usize, bool), Phase> {
    let score = |gs: &[Outcome]| {
        gs.iter().fold((0, 0), |(a, b), g| {
            let (x, y) = g.halves();
            (a + x, b + y)
        })
    };
    let lead = |(a, b): (u32, u32)| (a != b).then_some(if a > b { 0 } else { 1 });
    let n = usize::from(format.games);
    let t = usize::from(format.tiebreak_games);
    if games.len() < n {
        return Err(Phase::Scheduled);
    }
    if let Some(w) = lead(score(&games[..n])) {
        return Ok((w, false));
    }
    if t > 0 {
        if games.len() < n + t {
            return Err(Phase::TieBreak);
        }
        if let Some(w) = lead(score(&games[n..n + t])) {
            return Ok((w, false));
        }
    }
    match games[n + t..].iter().find(|g| **g != Outcome::Draw) {
        Some(Outcome::FirstWins) => Ok((0, true)),
        Some(_) => Ok((1, true)),
        None => Err(Phase::SuddenDeath),
    }
}

impl Bracket {
    /// The bracket of `players` seeds.
    pub fn new(players: u32, format: Format) -> Result<Bracket, KnockoutError> {
        if players < 2 {
            return Err(KnockoutError::TooFew(players));
        }
        if players > MAX_PLAYERS {
            return Err(KnockoutError::TooMany {
                have: players,
                max: MAX_PLAYERS,
            });
        }
        if format.games == 0 {
            return Err(KnockoutError::NoGames);
        }
        if format.double && (format.reseed || format.third_place) {
            return Err(KnockoutError::DoubleOnlyPlain);
        }
        let size = players.next_power_of_two();
        let rounds = size.trailing_zeros();
        let mut defs: Vec<TieDef> = Vec::new();
        let id = |part, round, number| TieId {
            part,
            round,
            number,
        };
        // The winners' bracket, round by round; `wb[r]` holds the indices of round r + 1.
        let mut wb: Vec<Vec<usize>> = Vec::new();
        let order = standard_order(size);
        let mut first = Vec::new();
        for (i, pair) in order.chunks(2).enumerate() {
            first.push(defs.len());
            defs.push(TieDef {
                id: id(Part::Winners, 1, i as u32 + 1),
                sides: [Source::Seed(pair[0]), Source::Seed(pair[1])],
            });
        }
        wb.push(first);
        for r in 2..=rounds {
            let prev = wb.last().expect("a first round").clone();
            let mut this = Vec::new();
            let count = prev.len() / 2;
            for i in 0..count {
                let sides = if format.reseed {
                    [
                        Source::Ranked {
                            round: r - 1,
                            rank: i,
                        },
                        Source::Ranked {
                            round: r - 1,
                            rank: prev.len() - 1 - i,
                        },
                    ]
                } else {
                    [Source::Winner(prev[2 * i]), Source::Winner(prev[2 * i + 1])]
                };
                this.push(defs.len());
                defs.push(TieDef {
                    id: id(Part::Winners, r, i as u32 + 1),
                    sides,
                });
            }
            wb.push(this);
        }
        if format.third_place && rounds >= 2 {
            let semis = &wb[rounds as usize - 2];
            defs.push(TieDef {
                id: id(Part::ThirdPlace, 1, 1),
                sides: [Source::Beaten(semis[0]), Source::Beaten(semis[1])],
            });
        }
        if format.double && rounds >= 2 {
            // Losers' round 1: the losers of winners' round 1 in pairs; then, for each later
            // winners' round j + 1, a round against its losers (in reverse order, so that a
            // player does not meet at once the one who beat them), and, but for the last, a
            // round among the survivors.
            let mut lb: Vec<usize> = Vec::new();
            let mut lround = 1;
            for (i, pair) in wb[0].chunks(2).enumerate() {
                lb.push(defs.len());
                defs.push(TieDef {
                    id: id(Part::Losers, lround, i as u32 + 1),
                    sides: [Source::Loser(pair[0]), Source::Loser(pair[1])],
                });
            }
            for (j, dropping) in wb.iter().enumerate().skip(1) {
                lround += 1;
                let mut next = Vec::new();
                for (i, &w) in lb.iter().enumerate() {
                    next.push(defs.len());
                    defs.push(TieDef {
                        id: id(Part::Losers, lround, i as u32 + 1),
                        sides: [
                            Source::Winner(w),
                            Source::Loser(dropping[dropping.len() - 1 - i]),
                        ],
                    });
                }
                lb = next;
                if j + 1 < rounds as usize {
                    lround += 1;
                    let mut next = Vec::new();
                    for (i, pair) in lb.chunks(2).enumerate() {
                        next.push(defs.len());
                        defs.push(TieDef {
                            id: id(Part::Losers, lround, i as u32 + 1),
                            sides: [Source::Winner(pair[0]), Source::Winner(pair[1])],
                        });
                    }
                    lb = next;
                }
            }
        }
        Ok(Bracket {
            format,
            players,
            rounds,
            defs,
            games: BTreeMap::new(),
        })
    }

    pub fn format(&self) -> &Format {
        &self.format
    }

    pub fn players(&self) -> u32 {
        self.players
    }

    /// Rounds of the winners' bracket (of a single knock-out: the final is this round).
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// Adds the next game of a tie being played.
    pub fn record(&mut self, tie: TieId, game: Outcome) -> Result<(), KnockoutError> {
        let state = self.state();
        let t = state.tie(tie).ok_or(KnockoutError::NoSuchTie(tie))?;
        let why = match t.status {
            Status::Playing => None,
            Status::Waiting => Some("a player is not known yet"),
            Status::Walkover(_) | Status::Empty => Some("it has no opponent to play"),
            Status::Decided { .. } => Some("it is decided"),
        };
        if let Some(why) = why {
            return Err(KnockoutError::NotPlaying { tie, why });
        }
        self.games.entry(tie).or_default().push(game);
        Ok(())
    }

    /// The games recorded for a tie.
    pub fn games(&self, tie: TieId) -> &[Outcome] {
        self.games.get(&tie).map_or(&[], Vec::as_slice)
    }

    /// The bracket with every recorded game applied.
    pub fn state(&self) -> State {
        let n = self.players as usize;
        let start = if self.format.double { 2 * LIFE } else { LIFE };
        let mut lives = vec![start; n];
        let mut out: Vec<Option<TieId>> = vec![None; n];
        let mut ties: Vec<Tie> = Vec::with_capacity(self.defs.len() + 1);
        let mut champion = None;
        for def in &self.defs {
            let sides = def.sides.map(|s| self.side(s, &ties, &lives));
            let tie = self.settle(def.id, sides, &mut lives, &mut out);
            ties.push(tie);
        }
        // Who won the main bracket.
        let last_wb = ties
            .iter()
            .rposition(|t| t.id.part == Part::Winners)
            .expect("a winners' bracket");
        if !self.format.double {
            champion = winner_of(&ties[last_wb]);
        } else {
            let lb_champion = match ties.iter().rposition(|t| t.id.part == Part::Losers) {
                Some(i) => self.side(Source::Winner(i), &ties, &lives),
                None => self.side(Source::Loser(last_wb), &ties, &lives),
            };
            let mut sides = [
                self.side(Source::Winner(last_wb), &ties, &lives),
                lb_champion,
            ];
            let mut round = 1;
            loop {
                let id = TieId {
                    part: Part::Final,
                    round,
                    number: 1,
                };
                let tie = self.settle(id, sides, &mut lives, &mut out);
                let status = tie.status;
                ties.push(tie);
                match status {
                    Status::Walkover(w) => champion = Some(w),
                    Status::Decided { winner, loser, .. } => {
                        if lives[loser as usize - 1] > 0 {
                            // The loser has a life left: the final is played again, the
                            // winner of this one first.
                            sides = [Side::Player(winner), Side::Player(loser)];
                            round += 1;
                            continue;
                        }
                        champion = Some(winner);
                    }
                    Status::Waiting | Status::Playing | Status::Empty => {}
                }
                break;
            }
        }
        State {
            ties,
            lives,
            out,
            champion,
        }
    }

    fn side(&self, source: Source, ties: &[Tie], lives: &[i32]) -> Side {
        match source {
            Source::Seed(s) if s <= self.players => Side::Player(s),
            Source::Seed(_) => Side::Nobody,
            Source::Winner(i) => match ties[i].status {
                Status::Waiting | Status::Playing => Side::Pending,
                Status::Empty => Side::Nobody,
                Status::Walkover(w) | Status::Decided { winner: w, .. } => Side::Player(w),
            },
            Source::Loser(i) | Source::Beaten(i) => match ties[i].status {
                Status::Waiting | Status::Playing => Side::Pending,
                Status::Empty | Status::Walkover(_) => Side::Nobody,
                Status::Decided { loser, .. } => {
                    if matches!(source, Source::Beaten(_)) || lives[loser as usize - 1] > 0 {
                        Side::Player(loser)
                    } else {
                        Side::Nobody
                    }
                }
            },
            Source::Ranked { round, rank } => {
                let of_round: Vec<&Tie> = ties
                    .iter()
                    .filter(|t| t.id.part == Part::Winners && t.id.round == round)
                    .collect();
                if of_round
                    .iter()
                    .any(|t| matches!(t.status, Status::Waiting | Status::Playing))
                {
                    return Side::Pending;
                }
                let mut winners: Vec<Seed> = of_round.iter().filter_map(|t| winner_of(t)).collect();
                winners.sort_unstable();
                winners.get(rank).map_or(Side::Nobody, |&s| Side::Player(s))
            }
        }
    }

    /// The tie `id` between `sides` with its recorded games; applies its lives and exits.
    fn settle(
        &self,
        id: TieId,
        sides: [Side; 2],
        lives: &mut [i32],
        out: &mut [Option<TieId>],
    ) -> Tie {
        let games = self.games(id).to_vec();
        let score = games.iter().fold([0, 0], |[a, b], g| {
            let (x, y) = g.halves();
            [a + x, b + y]
        });
        let mut tie = Tie {
            id,
            sides,
            status: Status::Waiting,
            games,
            score,
            next: None,
        };
        let (a, b) = match sides {
            [Side::Pending, _] | [_, Side::Pending] => return tie,
            [Side::Nobody, Side::Nobody] => {
                tie.status = Status::Empty;
                return tie;
            }
            [Side::Player(w), Side::Nobody] | [Side::Nobody, Side::Player(w)] => {
                tie.status = Status::Walkover(w);
                return tie;
            }
            [Side::Player(a), Side::Player(b)] => (a, b),
        };
        match tally(&tie.games, &self.format) {
            Err(phase) => {
                let number = tie.games.len() as u32 + 1;
                let (first, second) = if number % 2 == 1 { (a, b) } else { (b, a) };
                tie.status = Status::Playing;
                tie.next = Some(NextGame {
                    number,
                    phase,
                    first,
                    second,
                });
            }
            Ok((w, continued)) => {
                let (winner, loser) = if w == 0 { (a, b) } else { (b, a) };
                let (wi, li) = (winner as usize - 1, loser as usize - 1);
                if continued && self.format.double {
                    // 004 (Hopper): a continued tie costs both players half a life; the
                    // winner keeps at least half a life (a player goes out only by losing).
                    lives[wi] = (lives[wi] - 1).max(1);
                    lives[li] -= 1;
                }
                lives[li] -= LIFE;
                let gone = match id.part {
                    Part::Winners => lives[li] <= 0,
                    Part::Losers => true,
                    Part::Final => lives[li] <= 0,
                    Part::ThirdPlace => false,
                };
                if gone && out[li].is_none() {
                    out[li] = Some(id);
                }
                tie.status = Status::Decided {
                    winner,
                    loser,
                    continued,
                };
            }
        }
        tie
    }
}

fn winner_of(t: &Tie) -> Option<Seed> {
    match t.status {
        Status::Walkover(w) | Status::Decided { winner: w, .. } => Some(w),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn single(games: u8, tiebreak_games: u8) -> Format {
        Format {
            games,
            tiebreak_games,
            ..Format::default()
        }
    }

    #[test]
    fn the_standard_bracket_keeps_the_top_seeds_apart() {
        assert_eq!(standard_order(2), vec![1, 2]);
        assert_eq!(standard_order(4), vec![1, 4, 2, 3]);
        assert_eq!(standard_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        // Seeds 1 and 2 are in different halves, 1 to 4 in different quarters.
        let o = standard_order(16);
        let half = |s| o.iter().position(|&x| x == s).unwrap() / 8;
        let quarter = |s| o.iter().position(|&x| x == s).unwrap() / 4;
        assert_ne!(half(1), half(2));
        let mut q: Vec<usize> = (1..=4).map(quarter).collect();
        q.sort_unstable();
        q.dedup();
        assert_eq!(q.len(), 4);
    }

    #[test]
    fn byes_go_to_the_top_seeds_of_a_field_of_twelve() {
        let b = Bracket::new(12, single(2, 2)).unwrap();
        let s = b.state();
        let mut byes: Vec<Seed> = s
            .ties
            .iter()
            .filter_map(|t| match t.status {
                Status::Walkover(w) => Some(w),
                _ => None,
            })
            .collect();
        byes.sort_unstable();
        assert_eq!(byes, vec![1, 2, 3, 4]);
        // Round 1: 5 v 12, 6 v 11, 7 v 10, 8 v 9 are played.
        let mut played: Vec<[Seed; 2]> = s
            .playing()
            .map(|t| [t.sides[0].player().unwrap(), t.sides[1].player().unwrap()])
            .collect();
        played.sort_unstable();
        assert_eq!(played, vec![[5, 12], [6, 11], [7, 10], [8, 9]]);
    }

    #[test]
    fn a_level_tie_goes_to_tie_break_games_then_sudden_death_colours_alternating() {
        let mut b = Bracket::new(2, single(2, 2)).unwrap();
        let tie = TieId {
            part: Part::Winners,
            round: 1,
            number: 1,
        };
        let next = |b: &Bracket| b.state().tie(tie).unwrap().next.unwrap();
        assert_eq!(
            next(&b),
            NextGame {
                number: 1,
                phase: Phase::Scheduled,
                first: 1,
                second: 2
            }
        );
        b.record(tie, Outcome::FirstWins).unwrap();
        assert_eq!(next(&b).first, 2);
        b.record(tie, Outcome::SecondWins).unwrap();
        assert_eq!(next(&b).phase, Phase::TieBreak);
        b.record(tie, Outcome::Draw).unwrap();
        b.record(tie, Outcome::Draw).unwrap();
        let n = next(&b);
        assert_eq!((n.number, n.phase, n.first), (5, Phase::SuddenDeath, 1));
        b.record(tie, Outcome::Draw).unwrap();
        b.record(tie, Outcome::SecondWins).unwrap();
        let s = b.state();
        assert_eq!(
            s.tie(tie).unwrap().status,
            Status::Decided {
                winner: 2,
                loser: 1,
                continued: true
            }
        );
        assert_eq!(s.champion, Some(2));
        assert_eq!(s.out[0], Some(tie));
        // Nothing more can be recorded.
        assert!(matches!(
            b.record(tie, Outcome::Draw),
            Err(KnockoutError::NotPlaying { .. })
        ));
    }

    #[test]
    fn a_continued_tie_costs_both_half_a_life_in_a_double_knock_out() {
        let format = Format {
            double: true,
            games: 2,
            tiebreak_games: 0,
            ..Format::default()
        };
        let mut b = Bracket::new(2, format).unwrap();
        let wb = TieId {
            part: Part::Winners,
            round: 1,
            number: 1,
        };
        // Level after two games: sudden death, won by seed 1.
        for g in [Outcome::Draw, Outcome::Draw, Outcome::FirstWins] {
            b.record(wb, g).unwrap();
        }
        let s = b.state();
        // Seed 1 lost half a life; seed 2 half a life and the tie's life.
        assert_eq!(s.lives, vec![3, 1]);
        assert_eq!(s.out, vec![None, None]);
        // The loser still has half a life: they meet again in the final.
        let f = TieId {
            part: Part::Final,
            round: 1,
            number: 1,
        };
        assert_eq!(s.tie(f).unwrap().status, Status::Playing);
        b.record(f, Outcome::SecondWins).unwrap();
        b.record(f, Outcome::SecondWins).unwrap();
        // Seed 2 won the final; seed 1 has a life left: the final again.
        let s = b.state();
        assert_eq!(s.lives, vec![1, 1]);
        let f2 = TieId { round: 2, ..f };
        assert_eq!(s.tie(f2).unwrap().sides, [Side::Player(2), Side::Player(1)]);
        b.record(f2, Outcome::FirstWins).unwrap();
        b.record(f2, Outcome::Draw).unwrap();
        let s = b.state();
        assert_eq!(s.champion, Some(2));
        assert_eq!(s.out, vec![Some(f2), None]);
    }

    #[test]
    fn re_seeding_pairs_the_best_remaining_against_the_worst() {
        let format = Format {
            reseed: true,
            games: 1,
            tiebreak_games: 0,
            ..Format::default()
        };
        let mut b = Bracket::new(8, format).unwrap();
        // Round 1 of 8: 1-8, 4-5, 2-7, 3-6; the lower seeds 8 and 7 win.
        for (i, g) in [
            Outcome::SecondWins,
            Outcome::FirstWins,
            Outcome::SecondWins,
            Outcome::FirstWins,
        ]
        .into_iter()
        .enumerate()
        {
            let id = TieId {
                part: Part::Winners,
                round: 1,
                number: i as u32 + 1,
            };
            // Before the round is over, round 2 waits for it.
            assert!(
                b.state()
                    .tie(TieId {
                        round: 2,
                        number: 1,
                        ..id
                    })
                    .unwrap()
                    .status
                    == Status::Waiting
            );
            b.record(id, g).unwrap();
        }
        let s = b.state();
        let r2: Vec<[Side; 2]> = s
            .ties
            .iter()
            .filter(|t| t.id.round == 2)
            .map(|t| t.sides)
            .collect();
        // Winners 3, 4, 7, 8: 3 v 8 and 4 v 7.
        assert_eq!(
            r2,
            vec![
                [Side::Player(3), Side::Player(8)],
                [Side::Player(4), Side::Player(7)]
            ]
        );
    }

    #[test]
    fn a_third_place_match_takes_the_beaten_semi_finalists() {
        let format = Format {
            third_place: true,
            games: 1,
            tiebreak_games: 0,
            ..Format::default()
        };
        let mut b = Bracket::new(4, format).unwrap();
        for number in 1..=2 {
            let id = TieId {
                part: Part::Winners,
                round: 1,
                number,
            };
            b.record(id, Outcome::FirstWins).unwrap();
        }
        let s = b.state();
        let third = s
            .tie(TieId {
                part: Part::ThirdPlace,
                round: 1,
                number: 1,
            })
            .unwrap();
        assert_eq!(third.sides, [Side::Player(4), Side::Player(3)]);
        assert_eq!(third.status, Status::Playing);
    }

    #[test]
    fn bad_brackets_are_refused() {
        assert_eq!(
            Bracket::new(1, Format::default()).unwrap_err(),
            KnockoutError::TooFew(1)
        );
        assert_eq!(
            Bracket::new(4, single(0, 0)).unwrap_err(),
            KnockoutError::NoGames
        );
        let f = Format {
            double: true,
            reseed: true,
            ..Format::default()
        };
        assert_eq!(
            Bracket::new(4, f).unwrap_err(),
            KnockoutError::DoubleOnlyPlain
        );
    }

    /// Plays every tie to its end with the outcomes drawn from `draws` (cycled), checking at
    /// each step that some tie can be played until there is a champion.
    fn play_out(b: &mut Bracket, draws: &[u8]) -> State {
        for k in 0..100_000 {
            let s = b.state();
            if s.is_finished() {
                assert!(
                    s.playing().next().is_none(),
                    "a tie is played after the end"
                );
                return s;
            }
            let tie = s
                .playing()
                .next()
                .unwrap_or_else(|| panic!("no tie to play and no champion: {s:?}"));
            let next = tie.next.expect("a tie being played has a next game");
            let g = match draws[k % draws.len()] % 5 {
                0 | 1 => Outcome::FirstWins,
                2 | 3 => Outcome::SecondWins,
                // Sudden death ends: a third draw in a row is a win.
                _ if next.phase == Phase::SuddenDeath
                    && tie.games.iter().rev().take(2).all(|g| *g == Outcome::Draw)
                    && tie.games.len() >= 2 =>
                {
                    Outcome::FirstWins
                }
                _ => Outcome::Draw,
            };
            let tie = tie.id;
            b.record(tie, g).unwrap();
        }
        panic!("the bracket never ends");
    }

    fn check_finished(b: &Bracket, s: &State) {
        let n = b.players() as usize;
        let double = b.format().double;
        // Exactly one winner, and every other player out exactly once.
        let champion = s.champion.expect("a champion");
        assert_eq!(s.out[champion as usize - 1], None);
        assert_eq!(s.out.iter().filter(|o| o.is_none()).count(), 1);
        // No tie is left waiting or being played.
        for t in &s.ties {
            assert!(
                !matches!(t.status, Status::Waiting | Status::Playing),
                "tie {} left {:?}",
                t.id,
                t.status
            );
        }
        for seed in 1..=n as u32 {
            let i = seed as usize - 1;
            if seed == champion {
                assert!(s.lives[i] > 0);
                continue;
            }
            let went = s.out[i].expect("out");
            // Out in a tie they lost.
            let t = s.tie(went).unwrap();
            assert!(matches!(t.status, Status::Decided { loser, .. } if loser == seed));
            if double {
                // Out after two lives: no life left.
                assert!(
                    s.lives[i] <= 0,
                    "seed {seed} out with {} half lives",
                    s.lives[i]
                );
                // Never played after going out.
                let last = s.reached(seed).unwrap();
                assert_eq!(last, went, "seed {seed} played after going out");
            } else {
                // Lost exactly one tie of the main bracket.
                let lost = s
                    .ties
                    .iter()
                    .filter(|t| t.id.part == Part::Winners)
                    .filter(|t| matches!(t.status, Status::Decided { loser, .. } if loser == seed))
                    .count();
                assert_eq!(lost, 1);
            }
        }
        // Byes only in the first round of the main bracket, and only to the top seeds.
        let size = (n as u32).next_power_of_two();
        let byes = (size as usize) - n;
        for t in s.ties.iter().filter(|t| t.id.part == Part::Winners) {
            if let Status::Walkover(w) = t.status {
                assert_eq!(t.id.round, 1, "a bye after the first round: {}", t.id);
                assert!((w as usize) <= byes, "bye to seed {w} of {n}");
            }
        }
        let first_round_byes = s
            .ties
            .iter()
            .filter(|t| t.id.part == Part::Winners && matches!(t.status, Status::Walkover(_)))
            .count();
        assert_eq!(first_round_byes, byes);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(160))]

        #[test]
        fn single_knock_outs_of_2_to_128_end_with_one_winner(
            n in 2u32..=128,
            games in 1u8..=4,
            tiebreak in 0u8..=2,
            reseed in any::<bool>(),
            third_place in any::<bool>(),
            draws in proptest::collection::vec(any::<u8>(), 1..64),
        ) {
            let format = Format { double: false, games, tiebreak_games: tiebreak, reseed, third_place };
            let mut b = Bracket::new(n, format).unwrap();
            let s = play_out(&mut b, &draws);
            check_finished(&b, &s);
        }

        #[test]
        fn double_knock_outs_of_2_to_128_end_with_one_winner(
            n in 2u32..=128,
            games in 1u8..=4,
            tiebreak in 0u8..=2,
            draws in proptest::collection::vec(any::<u8>(), 1..64),
        ) {
            let format = Format { double: true, games, tiebreak_games: tiebreak, ..Format::default() };
            let mut b = Bracket::new(n, format).unwrap();
            let s = play_out(&mut b, &draws);
            check_finished(&b, &s);
        }
    }
}
