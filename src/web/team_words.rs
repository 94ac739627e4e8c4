//! A team event's refusals in the reader's language: a line-up, a team's details or a team
//! command refused by the team rules (`domain::team`, `domain::team_event`), each said by its
//! message in `locales/<lang>/team-edit.ftl`.

use super::words::{Msg, msg};
use crate::domain::team::TeamError;
use crate::domain::team_event::TeamEventError;

/// The message of a team rule's refusal.
pub fn team_refusal(e: &TeamEventError) -> Msg {
    let m = |id: &'static str| Msg::new(id);
    match e {
        TeamEventError::Team(t) => team_error(t),
        TeamEventError::NotTeamEvent => m("team-refusal-not-team-event"),
        TeamEventError::UnknownPlayer(p) => msg!("team-refusal-unknown-player", player = *p),
        TeamEventError::NoSuchTeam(t) => msg!("team-refusal-no-such-team", team = *t),
        TeamEventError::NameTaken(name) => msg!("team-refusal-name-taken", name = name.as_str()),
        TeamEventError::NoSuchMatch { round, number } => {
            msg!("team-refusal-no-such-match", round, match = *number)
        }
        TeamEventError::CannotPair { round, why } => {
            msg!("team-refusal-cannot-pair", round, why = why.as_str())
        }
        TeamEventError::PairedTwice { team, round } => {
            msg!("team-refusal-paired-twice", team, round)
        }
        TeamEventError::Unpaired { team, round } => msg!("team-refusal-unpaired", team, round),
        TeamEventError::NotInMatch {
            team,
            round,
            number,
        } => msg!("team-refusal-not-in-match", team, round, match = *number),
        TeamEventError::Forfeited { round, number } => {
            msg!("team-refusal-forfeited", round, match = *number)
        }
        TeamEventError::Bye { round, number } => msg!("team-refusal-bye", round, match = *number),
        TeamEventError::OrderFixed {
            team,
            player,
            from,
            to,
        } => msg!(
            "team-refusal-order-fixed",
            team = team.as_str(),
            player,
            from,
            to
        ),
        TeamEventError::HasResults { round, boards } => {
            msg!("team-refusal-has-results", round, boards = boards.as_str())
        }
        TeamEventError::BoardsFixed => m("team-refusal-boards-fixed"),
        TeamEventError::ScheduleDiffers(round) => {
            msg!("team-refusal-schedule-differs", round)
        }
    }
}

fn team_error(e: &TeamError) -> Msg {
    let m = |id: &'static str| Msg::new(id);
    match e {
        TeamError::BadName(problem) => msg!("team-refusal-bad-name", problem = problem.as_str()),
        TeamError::BadText { field, problem } => m(if *field == "captain" {
            "team-refusal-bad-captain"
        } else {
            "team-refusal-bad-club"
        })
        .arg("problem", problem.as_str()),
        TeamError::BadNumber(n) => msg!("team-refusal-bad-number", team = *n),
        TeamError::PlayerTwice(p) => msg!("team-refusal-player-twice", player = *p),
        TeamError::PlayerInOtherTeam { player, team } => msg!(
            "team-refusal-player-in-other-team",
            player,
            team = team.as_str()
        ),
        TeamError::NotInTeam { player, team } => {
            msg!("team-refusal-not-in-team", player, team = team.as_str())
        }
        TeamError::LineupTwice {
            player,
            name,
            first,
            second,
        } => msg!(
            "team-refusal-lineup-twice",
            player,
            name = name.as_str(),
            first,
            second
        ),
        TeamError::LineupOrder {
            team,
            upper,
            upper_player,
            upper_name,
            upper_place,
            lower,
            lower_player,
            lower_name,
            lower_place,
        } => msg!(
            "team-refusal-lineup-order",
            team = team.as_str(),
            upper,
            upper_player,
            upper_name = upper_name.as_str(),
            upper_place = upper_place.0,
            lower,
            lower_player,
            lower_name = lower_name.as_str(),
            lower_place = lower_place.0
        ),
        TeamError::LineupLength { given, boards } => {
            msg!("team-refusal-lineup-length", given, boards)
        }
        TeamError::BadBoards(n) => msg!(
            "team-refusal-bad-boards",
            boards = *n,
            max = crate::domain::team::MAX_BOARDS
        ),
        TeamError::PlaysItself(t) => msg!("team-refusal-plays-itself", team = *t),
    }
}
