//! Play-offs: a tie on score for a title or a place decided over the board after the last round
//! (a short match, often at a faster time control, then sudden death), as draughts
//! championships do. The play-off's order ranks its players above the tie-breaks.
//!
//! A play-off names the players it decides between (all equal on score in the final standings)
//! and its games; each game is scored as the tournament scores a game. Its order is by play-off
//! points; players still level are not decided, and the standings keep their tie-breaks until a
//! further (sudden-death) game separates them.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::entry::StartNo;
use super::round::GameReport;
use super::settings::Scoring;
use super::text;

/// The longest time-control description kept.
pub const MAX_TIME_CONTROL: usize = 100;
/// The most games a play-off holds.
pub const MAX_GAMES: usize = 200;

/// One play-off game: `first` moves first (White in draughts, Black in checkers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayOffGame {
    pub first: StartNo,
    pub second: StartNo,
    /// From the first player's side, in the one grammar of result codes.
    pub result: GameReport,
}

/// A play-off between players tied on score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayOff {
    /// The players, by starting number, in the order they were named.
    pub players: Vec<StartNo>,
    /// The time control, as the controller wrote it (e.g. "5 min + 3 s").
    pub time_control: String,
    pub games: Vec<PlayOffGame>,
}

/// Where a recorded play-off stands in the final standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayOffStatus {
    /// Decided: its order ranks its players above the tie-breaks.
    Decided,
    /// These players are level on play-off points: a further game decides.
    Level(Vec<StartNo>),
    /// A later correction left its players unequal on score: it is not applied.
    NotEqualOnScore,
}

impl fmt::Display for PlayOffStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayOffStatus::Decided => write!(f, "decided"),
            PlayOffStatus::Level(players) => {
                let players: Vec<String> = players.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "players {} are level on play-off points: a further game decides",
                    players.join(", ")
                )
            }
            PlayOffStatus::NotEqualOnScore => write!(
                f,
                "its players are no longer equal on score, so it is not applied"
            ),
        }
    }
}

/// Why a play-off cannot be recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayOffError {
    TooFewPlayers,
    RepeatedPlayer(StartNo),
    UnknownPlayer(StartNo),
    NotFinished,
    NotTied {
        no: StartNo,
        points: String,
        other: StartNo,
        other_points: String,
    },
    GameOutside {
        game: usize,
        no: StartNo,
    },
    GameAgainstSelf {
        game: usize,
    },
    TooManyGames,
    NoSuchPlayOff,
    AlreadyInPlayOff(StartNo),
    TimeControl(String),
    Syntax {
        line: usize,
        message: String,
    },
}

impl fmt::Display for PlayOffError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayOffError::TooFewPlayers => write!(f, "a play-off needs at least two players"),
            PlayOffError::RepeatedPlayer(no) => {
                write!(f, "player {no} is named twice in the play-off")
            }
            PlayOffError::UnknownPlayer(no) => write!(f, "there is no player {no}"),
            PlayOffError::NotFinished => write!(
                f,
                "a play-off is held after the last round: the tournament is not finished"
            ),
            PlayOffError::NotTied {
                no,
                points,
                other,
                other_points,
            } => write!(
                f,
                "player {no} has {points} and player {other} has {other_points}: a play-off is \
                 only between players equal on score"
            ),
            PlayOffError::GameOutside { game, no } => write!(
                f,
                "game {game}: player {no} is not one of the play-off's players"
            ),
            PlayOffError::GameAgainstSelf { game } => {
                write!(f, "game {game}: a player cannot play themself")
            }
            PlayOffError::TooManyGames => {
                write!(f, "a play-off holds at most {MAX_GAMES} games")
            }
            PlayOffError::NoSuchPlayOff => write!(f, "there is no such play-off"),
            PlayOffError::AlreadyInPlayOff(no) => {
                write!(f, "player {no} is already in another play-off")
            }
            PlayOffError::TimeControl(m) => write!(f, "time control: {m}"),
            PlayOffError::Syntax { line, message } => write!(f, "line {line}: {message}"),
        }
    }
}

impl std::error::Error for PlayOffError {}

impl PlayOff {
    /// A play-off between `players` with no games yet.
    pub fn new(players: Vec<StartNo>, time_control: &str) -> Result<PlayOff, PlayOffError> {
        let time_control = time_control.trim();
        if let Some(problem) = text::name_problem(time_control) {
            return Err(PlayOffError::TimeControl(problem.to_string()));
        }
        if time_control.chars().count() > MAX_TIME_CONTROL {
            return Err(PlayOffError::TimeControl(format!(
                "longer than {MAX_TIME_CONTROL} characters"
            )));
        }
        let time_control = time_control.to_owned();
        if players.len() < 2 {
            return Err(PlayOffError::TooFewPlayers);
        }
        for (i, no) in players.iter().enumerate() {
            if players[..i].contains(no) {
                return Err(PlayOffError::RepeatedPlayer(*no));
            }
        }
        Ok(PlayOff {
            players,
            time_control,
            games: Vec::new(),
        })
    }

    /// Adds a game (numbered from 1 in messages).
    pub fn push_game(&mut self, game: PlayOffGame) -> Result<(), PlayOffError> {
        let number = self.games.len() + 1;
        if self.games.len() >= MAX_GAMES {
            return Err(PlayOffError::TooManyGames);
        }
        if game.first == game.second {
            return Err(PlayOffError::GameAgainstSelf { game: number });
        }
        for no in [game.first, game.second] {
            if !self.players.contains(&no) {
                return Err(PlayOffError::GameOutside { game: number, no });
            }
        }
        self.games.push(game);
        Ok(())
    }

    /// Reads games written one per line as `FIRST SECOND RESULT` (`3 7 1-0`, `7 3 =`, `3 7
    /// 2:0` in a 2-1-0 event), the result read by the one parser of typed results
    /// ([`GameReport::parse`], in the event's `scoring`) from the first player's side. Blank
    /// lines and lines starting with `#` are skipped.
    pub fn push_games_text(&mut self, lines: &str, scoring: &Scoring) -> Result<(), PlayOffError> {
        for (i, line) in lines.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let syntax = |message: String| PlayOffError::Syntax {
                line: i + 1,
                message,
            };
            let parts: Vec<&str> = line.split_whitespace().collect();
            let [first, second, result] = parts[..] else {
                return Err(syntax(format!(
                    "expected FIRST SECOND RESULT (e.g. `3 7 1-0`), found `{}`",
                    text::quoted(line)
                )));
            };
            let no = |s: &str| {
                s.parse::<StartNo>().ok().filter(|n| *n > 0).ok_or_else(|| {
                    syntax(format!("`{}` is not a starting number", text::quoted(s)))
                })
            };
            let game = PlayOffGame {
                first: no(first)?,
                second: no(second)?,
                result: GameReport::parse(result, scoring).map_err(|e| syntax(e.to_string()))?,
            };
            self.push_game(game)?;
        }
        Ok(())
    }

    /// The games as `push_games_text` reads them.
    pub fn games_text(&self) -> String {
        self.games
            .iter()
            .map(|g| format!("{} {} {}\n", g.first, g.second, g.result.code()))
            .collect()
    }

    /// Each player's play-off points in half units, in the order of `players`, a game scored as
    /// the tournament scores a game (a forfeit as 000 art. 2.24 and 2.25 score it).
    pub fn points(&self, scoring: &Scoring) -> Vec<u32> {
        let mut points = vec![0u32; self.players.len()];
        let at = |no: StartNo| self.players.iter().position(|p| *p == no);
        for g in &self.games {
            let (a, b) = g.result.points(scoring);
            if let (Some(i), Some(j)) = (at(g.first), at(g.second)) {
                points[i] += a.halves();
                points[j] += b.halves();
            }
        }
        points
    }

    /// The play-off's places: `Some(place)` (1 first) for each player in the order of
    /// `players`, or `None` when some players are still level on play-off points (the play-off
    /// is not decided, and only a decided play-off ranks above the tie-breaks).
    pub fn places(&self, scoring: &Scoring) -> Option<Vec<u32>> {
        let points = self.points(scoring);
        let mut places = Vec::with_capacity(points.len());
        for (i, p) in points.iter().enumerate() {
            if points.iter().enumerate().any(|(j, q)| j != i && q == p) {
                return None;
            }
            places.push(1 + points.iter().filter(|q| *q > p).count() as u32);
        }
        Some(places)
    }

    /// The players still level on play-off points (empty when decided).
    pub fn undecided(&self, scoring: &Scoring) -> Vec<StartNo> {
        let points = self.points(scoring);
        self.players
            .iter()
            .zip(&points)
            .filter(|(_, p)| points.iter().filter(|q| q == p).count() > 1)
            .map(|(no, _)| *no)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::settings::{Preset, Settings};

    fn no(n: u32) -> StartNo {
        n
    }

    fn scoring() -> Scoring {
        Settings::preset(Preset::FmjdInternational, "t", 9).scoring
    }

    #[test]
    fn the_play_off_orders_by_its_points_and_sudden_death_separates_a_level_match() {
        let mut p = PlayOff::new(vec![no(3), no(7)], "5 min + 3 s").unwrap();
        p.push_games_text("3 7 1-0\n7 3 1-0\n", &scoring()).unwrap();
        assert_eq!(p.places(&scoring()), None, "one win each is level");
        assert_eq!(p.undecided(&scoring()), vec![no(3), no(7)]);
        p.push_games_text("# sudden death\n7 3 =\n3 7 0-1\n", &scoring())
            .unwrap();
        assert_eq!(p.places(&scoring()), Some(vec![2, 1]));
        assert!(p.undecided(&scoring()).is_empty());
        assert_eq!(p.games_text(), "3 7 1-0\n7 3 1-0\n7 3 =\n3 7 0-1\n");
    }

    #[test]
    fn three_players_take_their_places_by_points() {
        let mut p = PlayOff::new(vec![no(1), no(2), no(5)], "").unwrap();
        p.push_games_text("1 2 =\n2 5 1-0\n5 1 0-1\n", &scoring())
            .unwrap();
        // 1: draw + win = 1.5; 2: draw + win = 1.5; level, so undecided.
        assert_eq!(p.places(&scoring()), None);
        assert_eq!(p.undecided(&scoring()), vec![no(1), no(2)]);
        p.push_games_text("1 2 1-0", &scoring()).unwrap();
        assert_eq!(p.places(&scoring()), Some(vec![1, 2, 3]));
    }

    #[test]
    fn a_forfeited_play_off_game_scores_as_a_forfeit() {
        let mut p = PlayOff::new(vec![no(4), no(9)], "").unwrap();
        p.push_games_text("4 9 -:+", &scoring()).unwrap();
        let s = scoring();
        assert_eq!(p.points(&s), vec![s.loss.halves(), s.forfeit_win.halves()]);
        assert_eq!(p.places(&s), Some(vec![2, 1]));
    }

    #[test]
    fn bad_play_offs_are_refused_with_what_and_where() {
        assert_eq!(
            PlayOff::new(vec![no(1)], ""),
            Err(PlayOffError::TooFewPlayers)
        );
        assert_eq!(
            PlayOff::new(vec![no(1), no(1)], ""),
            Err(PlayOffError::RepeatedPlayer(no(1)))
        );
        let mut p = PlayOff::new(vec![no(1), no(2)], "").unwrap();
        let e = p
            .push_games_text("1 2 1-0\n1 3 =\n", &scoring())
            .unwrap_err();
        assert_eq!(e, PlayOffError::GameOutside { game: 2, no: no(3) });
        assert_eq!(
            p.games.len(),
            1,
            "the good line before the bad one was read"
        );
        let e = p.push_games_text("\n1 2 3-3", &scoring()).unwrap_err();
        assert!(matches!(e, PlayOffError::Syntax { line: 2, .. }), "{e:?}");
        let e = p.push_games_text("1 2", &scoring()).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("line 1: expected FIRST SECOND RESULT"),
            "{e}"
        );
        assert_eq!(
            p.push_games_text("2 2 =", &scoring()).unwrap_err(),
            PlayOffError::GameAgainstSelf { game: 2 }
        );
        assert!(PlayOff::new(vec![no(1), no(2)], "x\u{202e}y").is_err());
    }
}
