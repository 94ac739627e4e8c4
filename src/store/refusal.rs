//! Why the store refuses a field of a command (`StoreError::Invalid`): what and where as
//! values, not a sentence. `Display` is the English of the command line, the logs and the JSON
//! API; the pages say it in the reader's language (`web::words::invalid_refusal`).

use std::fmt;

use crate::domain::RoundState;
use crate::domain::System;
use crate::domain::prizes::PrizeError;
use crate::domain::text::TextProblem;

/// The problem of a field refused by a store command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Said only in English: the text of another error (a file read by a command, a domain
    /// error without words of its own).
    Text(String),
    /// A required text left empty.
    Empty,
    /// A text longer than the field takes (`text`: the text typed, shortened, when it is
    /// said).
    TooLong {
        text: Option<String>,
        len: usize,
        max: usize,
    },
    /// A typed text with a character it may not have.
    BadText(TextProblem),
    /// A prize list the domain refuses as a whole.
    Prizes(PrizeError),
    /// A finished tournament's prize list changed without a reason.
    FinishedPrizeList,
    /// A reason given for a round that is not closed.
    ReasonNotClosed { round: u32, state: RoundState },
    /// A game of a board sent without its result (the field names the board).
    GameWithoutResult { board: u32, game: u32 },
    /// Players checked out of a round that is not the next to pair with a check-in.
    NotCheckInRound { round: u32 },
    /// A team event's round paired as an individual one.
    TeamEventPairing,
    /// A tournament already a section of another event.
    AlreadySection {
        tournament: i64,
        event: i64,
        name: String,
    },
    /// A ruling's result on a board that had none before the incident.
    NoResultBeforeIncident {
        board: u32,
        round: u32,
        incident: i64,
    },
    /// A knock-out's page or command for a tournament of another system.
    NotKnockout { tournament: i64, system: System },
    /// The set-up link used once an account exists.
    AccountExists,
    /// An account name taken.
    AccountNameTaken(String),
    /// A play-off the tournament does not have.
    NoPlayoff { tournament: i64, number: usize },
    /// A knock-out game taken back without a reason.
    TakeBackNeedsReason,
    /// A tie with no game to take back.
    NothingToTakeBack { tie: String },
    /// A game that decided who plays a later tie with games.
    TakeBackLater { game: u32, tie: String },
    /// The entries of a knock-out that has started.
    KnockoutStartedEntries,
    /// The knock-out settings of a knock-out that has started.
    KnockoutStartedSettings,
    /// The variant or games per tie of a knock-out that has started.
    KnockoutStartedGames,
    /// A knock-out's game or bracket refused by its rules.
    Knockout(crate::domain::knockout::KnockoutError),
    /// A play-off's games refused by its rules.
    PlayOff(crate::domain::playoff::PlayOffError),
    /// A next stage that cannot be seeded.
    Stage(crate::domain::stage::StageError),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Text(t) => f.write_str(t),
            Refusal::Empty => f.write_str("is empty"),
            Refusal::TooLong {
                text: Some(text),
                len,
                max,
            } => write!(f, "{text:?} has {len} characters; at most {max} are accepted"),
            Refusal::TooLong {
                text: None,
                len,
                max,
            } => write!(f, "has {len} characters; at most {max} are accepted"),
            Refusal::BadText(p) => write!(f, "{p}"),
            Refusal::Prizes(e) => write!(f, "{e}"),
            Refusal::FinishedPrizeList => f.write_str(
                "the tournament is finished: its prize list changes only with a reason, kept in the audit log",
            ),
            Refusal::ReasonNotClosed { round, state } => write!(
                f,
                "round {round} is {state}: a reason is for correcting a closed round"
            ),
            Refusal::GameWithoutResult { game, .. } => write!(f, "game {game} has no result"),
            Refusal::NotCheckInRound { round } => write!(
                f,
                "round {round} is not the next round to pair with a check-in"
            ),
            Refusal::TeamEventPairing => f.write_str(
                "a team event pairs teams: its rounds' boards are made from the team line-ups (the teams page)",
            ),
            Refusal::AlreadySection {
                tournament,
                event,
                name,
            } => write!(
                f,
                "tournament {tournament} is already a section of event {event} ({name})"
            ),
            Refusal::NoResultBeforeIncident {
                board,
                round,
                incident,
            } => write!(
                f,
                "board {board} of round {round} had no result before incident {incident}: give the result it gets instead"
            ),
            Refusal::NotKnockout { tournament, system } => write!(
                f,
                "tournament {tournament} is played by the {system} system, not as a knock-out"
            ),
            Refusal::AccountExists => {
                f.write_str("an account exists already: the set-up link works once")
            }
            Refusal::AccountNameTaken(name) => {
                write!(f, "an account named {name:?} already exists")
            }
            Refusal::NoPlayoff { tournament, number } => {
                write!(f, "tournament {tournament} has no play-off {number}")
            }
            Refusal::TakeBackNeedsReason => {
                f.write_str("taking back a game needs a reason (kept in the audit log)")
            }
            Refusal::NothingToTakeBack { tie } => write!(f, "tie {tie} has no game to take back"),
            Refusal::TakeBackLater { game, tie } => write!(
                f,
                "game {game} of tie {tie} decided who plays a later tie that has games: take those back first"
            ),
            Refusal::KnockoutStartedEntries => f.write_str(
                "the knock-out has started: its seeding follows from the entries, which no longer change (a player who cannot play forfeits their games, 000 art. 2.24)",
            ),
            Refusal::KnockoutStartedSettings => f.write_str(
                "the knock-out has started: its seeding, tie-break games, re-seeding and third-place match no longer change",
            ),
            Refusal::KnockoutStartedGames => f.write_str(
                "the knock-out has started: its variant and games per tie no longer change",
            ),
            Refusal::Knockout(e) => write!(f, "{e}"),
            Refusal::PlayOff(e) => write!(f, "{e}"),
            Refusal::Stage(e) => write!(f, "{e}"),
        }
    }
}

impl From<String> for Refusal {
    fn from(text: String) -> Refusal {
        Refusal::Text(text)
    }
}

impl From<&str> for Refusal {
    fn from(text: &str) -> Refusal {
        Refusal::Text(text.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_says_the_english_the_command_line_said_before() {
        assert_eq!(
            Refusal::ReasonNotClosed {
                round: 3,
                state: RoundState::Published
            }
            .to_string(),
            format!(
                "round 3 is {}: a reason is for correcting a closed round",
                RoundState::Published
            )
        );
        assert_eq!(
            Refusal::TooLong {
                text: Some("Open".into()),
                len: 300,
                max: 200
            }
            .to_string(),
            "\"Open\" has 300 characters; at most 200 are accepted"
        );
        assert_eq!(
            Refusal::AccountNameTaken("ann".into()).to_string(),
            "an account named \"ann\" already exists"
        );
        assert_eq!(Refusal::from("not given out").to_string(), "not given out");
    }
}
