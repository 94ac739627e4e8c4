//! A knock-out tournament: its entries seeded into the bracket of `pairing::knockout`, the
//! games of its ties as the controller enters them (one result code a game, the grammar of
//! [`GameReport::parse`], from the view of the tie's first player, its higher seed), and the
//! placings it gives.

use serde::Serialize;

use super::entry::StartNo;
use super::points::Points;
use super::round::{GameReport, ResultKind};
use super::settings::Scoring;
use super::settings::{Seeding, Settings, System};
use super::tournament::Tournament;
use crate::pairing::knockout::{
    self as bracket, Bracket, Format, Outcome, Part, Phase, Seed, Side, State, Status,
};

pub use crate::pairing::knockout::TieId;

/// One game of a tie, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TieGame {
    #[serde(serialize_with = "tie_as_key")]
    pub tie: TieId,
    /// 1-based within the tie.
    pub game: u32,
    /// Who moved first, and the other.
    pub first: StartNo,
    pub second: StartNo,
    /// From the view of the tie's first player (its higher seed).
    pub report: GameReport,
}

/// One game of a tie from one player's side (see [`Knockout::games_of`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedGame<'a> {
    pub game: &'a TieGame,
    pub opponent: StartNo,
    /// Whether the player moved first.
    pub first_mover: bool,
    pub kind: ResultKind,
    pub points: Points,
}

/// Why a knock-out or one of its games is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KnockoutError {
    #[error("the tournament is played by the {0} system, not as a knock-out")]
    NotKnockout(System),
    #[error(transparent)]
    Bracket(#[from] bracket::KnockoutError),
    #[error(
        "both players absent (000 art. 2.25) cannot decide a knock-out game: a tie needs a winner, enter the result the controller rules"
    )]
    BothAbsent,
    #[error("the stored game {game} of tie {tie} is not the tie's next game")]
    OutOfOrder { tie: TieId, game: u32 },
}

/// A tie's first player's result as a bracket outcome (a forfeit, 000 art. 2.24, is a win).
fn outcome(report: GameReport) -> Result<Outcome, KnockoutError> {
    Ok(match report {
        GameReport::HomeWins | GameReport::AwayAbsent => Outcome::FirstWins,
        GameReport::Draw => Outcome::Draw,
        GameReport::AwayWins | GameReport::HomeAbsent => Outcome::SecondWins,
        GameReport::BothAbsent => return Err(KnockoutError::BothAbsent),
    })
}

/// The bracket format of the settings.
pub fn format(s: &Settings) -> Format {
    Format {
        double: s.system == System::DoubleKnockout,
        games: s.games_per_round,
        tiebreak_games: s.knockout.tiebreak_games,
        reseed: s.knockout.reseed,
        third_place: s.knockout.third_place,
    }
}

/// The entries in seed order: by rating (highest first, the unrated last, then by starting
/// number) or by starting number. Entries withdrawn before the start are not seeded.
pub fn seeds(t: &Tournament) -> Vec<StartNo> {
    let mut e: Vec<_> = t
        .entries()
        .iter()
        .filter(|e| e.withdrawn_from.is_none())
        .collect();
    match t.settings().knockout.seeding {
        Seeding::Rating => e.sort_by_key(|e| {
            (
                std::cmp::Reverse(e.rating.unwrap_or(0)),
                e.rating.is_none(),
                e.no,
            )
        }),
        Seeding::Entry => e.sort_by_key(|e| e.no),
    }
    e.into_iter().map(|e| e.no).collect()
}

/// A knock-out tournament with its games applied.
#[derive(Debug, Clone)]
pub struct Knockout {
    bracket: Bracket,
    seeds: Vec<StartNo>,
    games: Vec<TieGame>,
    state: State,
}

impl Knockout {
    /// The bracket of `t` with `games` (in the order played) applied.
    pub fn new(t: &Tournament, games: Vec<TieGame>) -> Result<Knockout, KnockoutError> {
        let s = t.settings();
        if !s.system.is_knockout() {
            return Err(KnockoutError::NotKnockout(s.system));
        }
        let seeds = seeds(t);
        let mut bracket = Bracket::new(seeds.len() as u32, format(s))?;
        for g in &games {
            if bracket.games(g.tie).len() as u32 + 1 != g.game {
                return Err(KnockoutError::OutOfOrder {
                    tie: g.tie,
                    game: g.game,
                });
            }
            bracket.record(g.tie, outcome(g.report)?)?;
        }
        let state = bracket.state();
        Ok(Knockout {
            bracket,
            seeds,
            games,
            state,
        })
    }

    /// Adds the next game of `tie` with `report` (from the view of its first player); the game
    /// to store.
    pub fn play(&mut self, tie: TieId, report: GameReport) -> Result<TieGame, KnockoutError> {
        let o = outcome(report)?;
        let next = self
            .state
            .tie(tie)
            .and_then(|t| t.next)
            .map(|n| (n.number, self.no(n.first), self.no(n.second)));
        self.bracket.record(tie, o)?;
        let (game, first, second) = next.expect("a tie that took a game had a next game");
        let g = TieGame {
            tie,
            game,
            first,
            second,
            report,
        };
        self.games.push(g.clone());
        self.state = self.bracket.state();
        Ok(g)
    }

    fn no(&self, seed: Seed) -> StartNo {
        self.seeds[seed as usize - 1]
    }

    /// The phase of game `game` of a tie: `scheduled`, `tie-break` or `sudden death`.
    pub fn phase_of(&self, game: u32) -> &'static str {
        let f = self.bracket.format();
        let scheduled = u32::from(f.games);
        if game <= scheduled {
            "scheduled"
        } else if game <= scheduled + u32::from(f.tiebreak_games) {
            "tie-break"
        } else {
            "sudden death"
        }
    }

    /// The tie's first player (its higher seed) in game `g`: the first mover of the odd games.
    pub fn home_of(&self, g: &TieGame) -> StartNo {
        if g.game % 2 == 1 { g.first } else { g.second }
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    /// The games `no` played, in the order played (tie-break games included), each from that
    /// player's side, with the points it earned under `scoring`.
    pub fn games_of(&self, no: StartNo, scoring: &Scoring) -> Vec<PlayedGame<'_>> {
        self.games
            .iter()
            .filter(|g| g.first == no || g.second == no)
            .map(|g| {
                let home = self.home_of(g) == no;
                let (h, a) = g.report.kinds();
                let (hp, ap) = g.report.points(scoring);
                let (kind, points) = if home { (h, hp) } else { (a, ap) };
                PlayedGame {
                    game: g,
                    opponent: if g.first == no { g.second } else { g.first },
                    first_mover: g.first == no,
                    kind,
                    points,
                }
            })
            .collect()
    }

    pub fn games(&self) -> &[TieGame] {
        &self.games
    }

    pub fn seeds(&self) -> &[StartNo] {
        &self.seeds
    }

    pub fn champion(&self) -> Option<StartNo> {
        self.state.champion.map(|s| self.no(s))
    }

    /// Rounds of the winners' bracket, and whether the knock-out is double.
    pub fn shape(&self) -> (u32, bool) {
        (self.bracket.rounds(), self.bracket.format().double)
    }

    /// The rounds of the bracket played out: the rounds (of the winners' bracket, the losers'
    /// bracket and the final; the third-place match goes with the final) whose every tie is
    /// settled, with a game played in at least one of them. What the lists show as "rounds
    /// played" for a knock-out, whose ties are not paired rounds.
    pub fn rounds_played(&self) -> u32 {
        use std::collections::BTreeMap;
        let mut rounds: BTreeMap<(u8, u32), (bool, bool)> = BTreeMap::new();
        for t in &self.state.ties {
            let part = match t.id.part {
                Part::Winners => 0,
                Part::Losers => 1,
                Part::Final => 2,
                Part::ThirdPlace => continue,
            };
            let settled = matches!(
                t.status,
                Status::Walkover(_) | Status::Empty | Status::Decided { .. }
            );
            let played = self.games.iter().any(|g| g.tie == t.id);
            let r = rounds.entry((part, t.id.round)).or_insert((true, false));
            r.0 &= settled;
            r.1 |= played;
        }
        rounds
            .values()
            .filter(|(settled, played)| *settled && *played)
            .count() as u32
    }

    /// The name of a tie's round: `Final`, `Semi-final`, `Quarter-final`, `Round 1`...
    pub fn round_name(&self, id: TieId) -> String {
        let last = self.bracket.rounds();
        let double = self.bracket.format().double;
        match id.part {
            Part::Winners => {
                let name = match last - id.round {
                    0 if double => "Winners' final".to_owned(),
                    0 => "Final".to_owned(),
                    1 => "Semi-final".to_owned(),
                    2 => "Quarter-final".to_owned(),
                    _ => format!("Round {}", id.round),
                };
                if double && last - id.round > 0 {
                    format!("Winners' {}", name.to_lowercase())
                } else {
                    name
                }
            }
            Part::Losers => format!("Losers' round {}", id.round),
            Part::ThirdPlace => "Third place".to_owned(),
            Part::Final if id.round == 1 => "Final".to_owned(),
            Part::Final => format!("Final, match {}", id.round),
        }
    }

    /// The ties as the pages show them, in the order they become playable.
    pub fn ties(&self) -> Vec<TieView> {
        self.state
            .ties
            .iter()
            .map(|t| {
                let side = |s: Side| match s {
                    Side::Player(seed) => SideView::Player {
                        no: self.no(seed),
                        seed,
                    },
                    Side::Nobody => SideView::Nobody,
                    Side::Pending => SideView::Pending,
                };
                let (status, winner) = match t.status {
                    Status::Waiting => ("waiting", None),
                    Status::Playing => ("playing", None),
                    Status::Walkover(w) => ("walkover", Some(self.no(w))),
                    Status::Empty => ("empty", None),
                    Status::Decided { winner, .. } => ("decided", Some(self.no(winner))),
                };
                let next = t.next.map(|n| NextGameView {
                    number: n.number,
                    phase: match n.phase {
                        Phase::Scheduled => "scheduled",
                        Phase::TieBreak => "tie-break",
                        Phase::SuddenDeath => "sudden death",
                    },
                    first: self.no(n.first),
                });
                TieView {
                    id: t.id,
                    key: tie_key(t.id),
                    round_name: self.round_name(t.id),
                    sides: [side(t.sides[0]), side(t.sides[1])],
                    status,
                    winner,
                    continued: matches!(
                        t.status,
                        Status::Decided {
                            continued: true,
                            ..
                        }
                    ),
                    score: [t.score[0], t.score[1]],
                    games: self
                        .games
                        .iter()
                        .filter(|g| g.tie == t.id)
                        .map(|g| g.report.code())
                        .collect(),
                    next,
                }
            })
            .collect()
    }

    /// The placings: the champion, then the others by how far they went (the later the tie
    /// they went out in, the better; the third-place match orders its two players), then by
    /// seed; players still in come first while the event runs.
    pub fn placings(&self) -> Vec<Placing> {
        let s = &self.state;
        // How far a tie is: later rounds further, the losers' bracket after the winners'
        // (double knock-out), the final last; players out in the same round share a place.
        let position = |id: TieId| match id.part {
            Part::Winners | Part::ThirdPlace => id.round as usize,
            Part::Losers => 100 + id.round as usize,
            Part::Final => 1000 + id.round as usize,
        };
        let third = s.ties.iter().find_map(|t| match (t.id.part, t.status) {
            (Part::ThirdPlace, Status::Decided { winner, loser, .. }) => Some((winner, loser)),
            _ => None,
        });
        let mut rows: Vec<(usize, u32, Seed)> = (1..=self.seeds.len() as Seed)
            .map(|seed| {
                let i = seed as usize - 1;
                let key = match s.out[i] {
                    _ if s.champion == Some(seed) => usize::MAX,
                    None => usize::MAX - 1,
                    Some(id) => position(id),
                };
                let bonus = match third {
                    Some((w, _)) if w == seed => 0,
                    Some((_, l)) if l == seed => 1,
                    _ => 0,
                };
                (key, bonus, seed)
            })
            .collect();
        rows.sort_by_key(|&(key, bonus, seed)| (std::cmp::Reverse(key), bonus, seed));
        let mut out: Vec<Placing> = Vec::new();
        for (i, &(key, bonus, seed)) in rows.iter().enumerate() {
            let place = match out.last() {
                Some(p) if rows[i - 1].0 == key && rows[i - 1].1 == bonus => p.place,
                _ => i as u32 + 1,
            };
            let reached_tie = s.reached(seed);
            let reached = reached_tie
                .map(|id| self.round_name(id))
                .unwrap_or_default();
            out.push(Placing {
                place,
                no: self.no(seed),
                seed,
                reached,
                reached_tie,
                out: s.out[seed as usize - 1].is_some(),
                half_lives: s.lives[seed as usize - 1].max(0),
            });
        }
        out
    }
}

fn tie_as_key<S: serde::Serializer>(id: &TieId, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&tie_key(*id))
}

/// A tie's key in forms and URLs: `winners-2-1`.
pub fn tie_key(id: TieId) -> String {
    format!("{}-{}-{}", id.part.name(), id.round, id.number)
}

/// Reads a tie's key (`winners-2-1`).
pub fn parse_tie_key(key: &str) -> Option<TieId> {
    let mut it = key.trim().rsplitn(3, '-');
    let number = it.next()?.parse().ok()?;
    let round = it.next()?.parse().ok()?;
    let part = parse_part(it.next()?)?;
    (number > 0 && round > 0).then_some(TieId {
        part,
        round,
        number,
    })
}

/// A part's name as stored.
pub fn parse_part(name: &str) -> Option<Part> {
    [Part::Winners, Part::Losers, Part::ThirdPlace, Part::Final]
        .into_iter()
        .find(|p| p.name() == name)
}

/// One side of a tie on the pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum SideView {
    Pending,
    Nobody,
    Player { no: StartNo, seed: Seed },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct NextGameView {
    pub number: u32,
    pub phase: &'static str,
    /// Who moves first.
    pub first: StartNo,
}

/// A tie on the pages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TieView {
    #[serde(skip)]
    pub id: TieId,
    pub key: String,
    pub round_name: String,
    pub sides: [SideView; 2],
    /// `waiting`, `playing`, `walkover`, `empty`, `decided`.
    pub status: &'static str,
    pub winner: Option<StartNo>,
    /// Decided by sudden death after the tie-break games.
    pub continued: bool,
    /// Half points of each side.
    pub score: [u32; 2],
    /// Result codes, from the first side's view.
    pub games: Vec<&'static str>,
    pub next: Option<NextGameView>,
}

/// A player's place in a knock-out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Placing {
    pub place: u32,
    pub no: StartNo,
    pub seed: Seed,
    /// The round of the last tie they sat in.
    pub reached: String,
    #[serde(skip)]
    pub reached_tie: Option<TieId>,
    pub out: bool,
    /// Half lives left (double knock-out).
    pub half_lives: i32,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Entry, PlayerName, Preset};

    fn knockout(players: u32, games: u8) -> Tournament {
        let mut s = Settings::preset(Preset::English, "Cup", 1);
        s.system = System::Knockout;
        s.games_per_round = games;
        s.knockout.tiebreak_games = 2;
        let mut t = Tournament::new(s).unwrap();
        for no in 1..=players {
            let mut e =
                Entry::new(no, PlayerName::parse(&format!("Player {no}")).unwrap()).unwrap();
            // Entered weakest first: the rating decides the seeds.
            e.rating = Some(1500 + no * 10);
            t.add_entry(e).unwrap();
        }
        t
    }

    #[test]
    fn seeds_follow_the_rating_and_the_top_seeds_have_the_byes() {
        let t = knockout(6, 2);
        let k = Knockout::new(&t, Vec::new()).unwrap();
        assert_eq!(k.seeds(), &[6, 5, 4, 3, 2, 1]);
        let byes: Vec<StartNo> = k
            .ties()
            .iter()
            .filter(|t| t.status == "walkover")
            .filter_map(|t| t.winner)
            .collect();
        assert_eq!(byes, vec![6, 5]);
    }

    #[test]
    fn rounds_played_count_the_rounds_of_the_bracket_settled() {
        let t = knockout(6, 1);
        let mut k = Knockout::new(&t, Vec::new()).unwrap();
        // Round 1 has two walkovers (the byes of seeds 1-2) and two ties to play.
        assert_eq!(k.rounds_played(), 0);
        let mut counts = Vec::new();
        loop {
            let next = k.state().playing().next().map(|t| t.id);
            let Some(tie) = next else { break };
            k.play(tie, GameReport::HomeWins).unwrap();
            counts.push(k.rounds_played());
        }
        assert!(k.champion().is_some());
        // Round 1's first tie leaves the round open; then round by round to the final.
        assert_eq!(counts.len(), 5);
        assert_eq!(counts[0], 0);
        assert!(counts.windows(2).all(|w| w[0] <= w[1]), "{counts:?}");
        assert_eq!(counts[4], 3);
        assert_eq!(k.rounds_played(), k.shape().0);
    }

    #[test]
    fn a_level_tie_takes_tie_break_games_and_the_next_tie_appears_when_decided() {
        let t = knockout(3, 2);
        let mut k = Knockout::new(&t, Vec::new()).unwrap();
        // Seeds: 3 (first), 2, 1; seed 1 has the bye; 2 v 3 is played.
        let tie = k.state().playing().next().unwrap().id;
        let g1 = k.play(tie, GameReport::HomeWins).unwrap();
        assert_eq!((g1.first, g1.second), (2, 1));
        let g2 = k.play(tie, GameReport::AwayWins).unwrap();
        // Colours reversed in game 2.
        assert_eq!((g2.first, g2.second), (1, 2));
        let v = k.ties().into_iter().find(|v| v.id == tie).unwrap();
        assert_eq!(v.next.unwrap().phase, "tie-break");
        let final_id = TieId {
            part: Part::Winners,
            round: 2,
            number: 1,
        };
        assert_eq!(k.state().tie(final_id).unwrap().status, Status::Waiting);
        k.play(tie, GameReport::Draw).unwrap();
        // A forfeit (000 art. 2.24) wins the game.
        k.play(tie, GameReport::AwayAbsent).unwrap();
        assert_eq!(k.state().tie(final_id).unwrap().status, Status::Playing);
        let p = k.placings();
        assert_eq!(p.last().unwrap().no, 1);
        assert!(p.last().unwrap().out);
        assert_eq!(p.last().unwrap().reached, "Semi-final");
        // Both absent cannot decide a game.
        assert_eq!(
            k.play(final_id, GameReport::BothAbsent).unwrap_err(),
            KnockoutError::BothAbsent
        );
        // Replaying the stored games gives the same bracket.
        let again = Knockout::new(&t, k.games().to_vec()).unwrap();
        assert_eq!(again.state(), k.state());
    }

    #[test]
    fn a_double_knock_out_counts_half_lives_and_places_by_the_round_reached() {
        let mut t = knockout(4, 2);
        let mut s = t.settings().clone();
        s.system = System::DoubleKnockout;
        s.knockout.tiebreak_games = 0;
        t = Tournament::from_parts(s, t.entries().to_vec(), Vec::new()).unwrap();
        let mut k = Knockout::new(&t, Vec::new()).unwrap();
        // Play every tie to the end: the first tie is level after its two games (a continued
        // tie: half a life each), then sudden death; every other tie goes to its first player.
        let mut first = true;
        loop {
            let next = k.state().playing().next().map(|t| t.id);
            let Some(tie) = next else { break };
            let played = k.state().tie(tie).unwrap().games.len();
            let report = if first && played < 2 {
                GameReport::Draw
            } else {
                GameReport::HomeWins
            };
            k.play(tie, report).unwrap();
            if k.state().tie(tie).unwrap().next.is_none() {
                first = false;
            }
        }
        assert!(k.state().is_finished());
        let p = k.placings();
        // Seed 1 (starting number 4) won every tie it played.
        assert_eq!((p[0].no, p[0].place), (4, 1));
        assert!(!p[0].out && p[0].half_lives == 3, "{p:?}");
        assert_eq!(p[1].reached, "Final");
        assert!(p[1..].iter().all(|q| q.out && q.half_lives == 0), "{p:?}");
        // Everyone else went out in the losers' bracket or the final, the later the better.
        let reached: Vec<&str> = p.iter().map(|q| q.reached.as_str()).collect();
        assert_eq!(
            reached,
            ["Final", "Final", "Losers' round 2", "Losers' round 1"]
        );
    }

    #[test]
    fn tie_keys_read_back() {
        let id = TieId {
            part: Part::ThirdPlace,
            round: 1,
            number: 1,
        };
        assert_eq!(tie_key(id), "third-place-1-1");
        assert_eq!(parse_tie_key("third-place-1-1"), Some(id));
        assert_eq!(parse_tie_key("winners-0-1"), None);
        assert_eq!(parse_tie_key("semis-1-1"), None);
    }
}
