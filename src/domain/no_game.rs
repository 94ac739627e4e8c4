//! Why a player has no game in a round, as every list, crosstable, wall chart and file says
//! it: the byes of the individual round (the pairing-allocated bye, a bye asked for, a
//! withdrawal, a late entry's rounds before joining) and, in a team event, what the line-ups
//! and the team matches say of the players without a board (a board won by default, a
//! reserve resting, a team that did not turn up, the team's bye).
//!
//! A team event's individual round has boards for games only (`team_event.rs`); what the
//! team matches say of everyone else is derived from them ([`TeamSeat`], made by
//! `TeamEvent::seats`) and kept beside the tournament (`Tournament::with_team_seats`), so
//! that the standings, the pages and the files read one answer.

use serde::Serialize;

use super::points::Points;
use super::round::{ByeKind, ResultKind, SideResult};

/// Why a player has no game against an opponent in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoGame {
    /// The pairing-allocated bye (an odd number of players).
    PairingBye,
    /// A bye the player asked for.
    RequestedBye,
    /// A round after the player withdrew.
    Withdrawn,
    /// A round before a late entry joined.
    NotEntered,
    /// Team events: put up on a board the other team left empty, won by default.
    DefaultWin,
    /// Team events: a player of the team not put up in the line-up (a reserve resting).
    Resting,
    /// Team events: the player's team did not turn up (a whole-team forfeit).
    TeamAbsent,
    /// Team events: the other team did not turn up; the match was won without a game.
    OpponentsAbsent,
    /// Team events: the team had the bye of the round.
    TeamBye,
    /// Neither paired nor given a bye (a round read from a file).
    NotPaired,
}

impl NoGame {
    pub const ALL: [NoGame; 10] = [
        NoGame::PairingBye,
        NoGame::RequestedBye,
        NoGame::Withdrawn,
        NoGame::NotEntered,
        NoGame::DefaultWin,
        NoGame::Resting,
        NoGame::TeamAbsent,
        NoGame::OpponentsAbsent,
        NoGame::TeamBye,
        NoGame::NotPaired,
    ];

    /// The name the pages select their words by: `pairing`, `requested`, `withdrawn`,
    /// `not-entered` (as `ByeKind::name`), `default-win`, `resting`, `team-absent`,
    /// `opponents-absent`, `team-bye`, `not-paired`.
    pub const fn name(self) -> &'static str {
        match self {
            NoGame::PairingBye => "pairing",
            NoGame::RequestedBye => "requested",
            NoGame::Withdrawn => "withdrawn",
            NoGame::NotEntered => "not-entered",
            NoGame::DefaultWin => "default-win",
            NoGame::Resting => "resting",
            NoGame::TeamAbsent => "team-absent",
            NoGame::OpponentsAbsent => "opponents-absent",
            NoGame::TeamBye => "team-bye",
            NoGame::NotPaired => "not-paired",
        }
    }

    /// The code a crosstable or wall chart cell writes before the points (its legend says
    /// each): `bye`, `rb`, `wd`, `ne`, `def`, `res`, `abs`, `wo`, `tbye`, `np`.
    pub const fn code(self) -> &'static str {
        match self {
            NoGame::PairingBye => "bye",
            NoGame::RequestedBye => "rb",
            NoGame::Withdrawn => "wd",
            NoGame::NotEntered => "ne",
            NoGame::DefaultWin => "def",
            NoGame::Resting => "res",
            NoGame::TeamAbsent => "abs",
            NoGame::OpponentsAbsent => "wo",
            NoGame::TeamBye => "tbye",
            NoGame::NotPaired => "np",
        }
    }

    pub const fn of_bye(kind: ByeKind) -> NoGame {
        match kind {
            ByeKind::Pairing => NoGame::PairingBye,
            ByeKind::Requested => NoGame::RequestedBye,
            ByeKind::Withdrawn => NoGame::Withdrawn,
            ByeKind::NotEntered => NoGame::NotEntered,
        }
    }

    /// Whether this is a bye of the individual round (the others are a team event's).
    pub const fn is_bye(self) -> bool {
        matches!(
            self,
            NoGame::PairingBye | NoGame::RequestedBye | NoGame::Withdrawn | NoGame::NotEntered
        )
    }
}

/// A team event's player without a board in a round, as the team matches say it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct TeamSeat {
    /// One of the team kinds of [`NoGame`].
    pub kind: NoGame,
    /// The match of the round the player's team played, when it played one.
    pub match_no: Option<u32>,
    /// The board won by default ([`NoGame::DefaultWin`]).
    pub board: Option<u32>,
    /// For a board won by default, what each game of it gives the player: a forfeit won
    /// (000 art. 2.24), worth the team settings' points for an unfilled board.
    pub per_game: Option<SideResult>,
}

impl TeamSeat {
    pub const fn new(kind: NoGame, match_no: Option<u32>) -> TeamSeat {
        TeamSeat {
            kind,
            match_no,
            board: None,
            per_game: None,
        }
    }

    /// A board won by default, each game worth `points`.
    pub const fn default_win(match_no: u32, board: u32, points: Points) -> TeamSeat {
        TeamSeat {
            kind: NoGame::DefaultWin,
            match_no: Some(match_no),
            board: Some(board),
            per_game: Some(SideResult {
                kind: ResultKind::ForfeitWin,
                points,
            }),
        }
    }

    /// The points of the round over `games` games (nothing but for a board won by default).
    pub fn points(&self, games: u8) -> Points {
        self.per_game
            .map_or(Points::ZERO, |r| r.points * u32::from(games))
    }
}
