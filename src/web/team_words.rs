//! A team event's refusals in the reader's language: a line-up, a team's details or a team
//! command refused by the team rules (`domain::team`, `domain::team_event`), each said by its
//! message in `locales/<lang>/team-edit.ftl`.

use super::words::Msg;
use crate::domain::team::TeamError;
use crate::domain::team_event::TeamEventError;

/// The message of a team rule's refusal.
pub fn team_refusal(e: &TeamEventError) -> Msg {
    let m = |id: &'static str| Msg::new(id);
    match e {
        TeamEventError::Team(t) => team_error(t),
        TeamEventError::NotTeamEvent => m("team-refusal-not-team-event"),
        TeamEventError::UnknownPlayer(p) => m("team-refusal-unknown-player").arg("player", *p),
        TeamEventError::NoSuchTeam(t) => m("team-refusal-no-such-team").arg("team", *t),
        TeamEventError::NameTaken(name) => m("team-refusal-name-taken").arg("name", name.as_str()),
        TeamEventError::NoSuchMatch { round, number } => m("team-refusal-no-such-match")
            .arg("round", *round)
            .arg("match", *number),
        TeamEventError::CannotPair { round, why } => m("team-refusal-cannot-pair")
            .arg("round", *round)
            .arg("why", why.as_str()),
        TeamEventError::PairedTwice { team, round } => m("team-refusal-paired-twice")
            .arg("team", *team)
            .arg("round", *round),
        TeamEventError::Unpaired { team, round } => m("team-refusal-unpaired")
            .arg("team", *team)
            .arg("round", *round),
        TeamEventError::NotInMatch {
            team,
            round,
            number,
        } => m("team-refusal-not-in-match")
            .arg("team", *team)
            .arg("round", *round)
            .arg("match", *number),
        TeamEventError::Forfeited { round, number } => m("team-refusal-forfeited")
            .arg("round", *round)
            .arg("match", *number),
        TeamEventError::Bye { round, number } => m("team-refusal-bye")
            .arg("round", *round)
            .arg("match", *number),
        TeamEventError::OrderFixed {
            team,
            player,
            from,
            to,
        } => m("team-refusal-order-fixed")
            .arg("team", team.as_str())
            .arg("player", *player)
            .arg("from", *from)
            .arg("to", *to),
        TeamEventError::HasResults { round, boards } => m("team-refusal-has-results")
            .arg("round", *round)
            .arg("boards", boards.as_str()),
        TeamEventError::BoardsFixed => m("team-refusal-boards-fixed"),
        TeamEventError::ScheduleDiffers(round) => {
            m("team-refusal-schedule-differs").arg("round", *round)
        }
    }
}

fn team_error(e: &TeamError) -> Msg {
    let m = |id: &'static str| Msg::new(id);
    match e {
        TeamError::BadName(problem) => m("team-refusal-bad-name").arg("problem", problem.as_str()),
        TeamError::BadText { field, problem } => m(if *field == "captain" {
            "team-refusal-bad-captain"
        } else {
            "team-refusal-bad-club"
        })
        .arg("problem", problem.as_str()),
        TeamError::BadNumber(n) => m("team-refusal-bad-number").arg("team", *n),
        TeamError::PlayerTwice(p) => m("team-refusal-player-twice").arg("player", *p),
        TeamError::PlayerInOtherTeam { player, team } => m("team-refusal-player-in-other-team")
            .arg("player", *player)
            .arg("team", team.as_str()),
        TeamError::NotInTeam { player, team } => m("team-refusal-not-in-team")
            .arg("player", *player)
            .arg("team", team.as_str()),
        TeamError::LineupTwice {
            player,
            name,
            first,
            second,
        } => m("team-refusal-lineup-twice")
            .arg("player", *player)
            .arg("name", name.as_str())
            .arg("first", *first)
            .arg("second", *second),
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
        } => m("team-refusal-lineup-order")
            .arg("team", team.as_str())
            .arg("upper", *upper)
            .arg("upper_player", *upper_player)
            .arg("upper_name", upper_name.as_str())
            .arg("upper_place", upper_place.0)
            .arg("lower", *lower)
            .arg("lower_player", *lower_player)
            .arg("lower_name", lower_name.as_str())
            .arg("lower_place", lower_place.0),
        TeamError::LineupLength { given, boards } => m("team-refusal-lineup-length")
            .arg("given", *given)
            .arg("boards", *boards),
        TeamError::BadBoards(n) => m("team-refusal-bad-boards")
            .arg("boards", *n)
            .arg("max", crate::domain::team::MAX_BOARDS),
        TeamError::PlaysItself(t) => m("team-refusal-plays-itself").arg("team", *t),
    }
}
