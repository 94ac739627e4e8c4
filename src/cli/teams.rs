//! `crownhead team --tournament ID ...`: the controller's team commands from the command line
//! (team settings, teams and their details, board order, pairing a team round, line-ups, whole-team forfeits, a
//! fixed schedule) and the list of matches. Each calls one command of
//! `store/commands/teams.rs`.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use crate::domain::settings::MatchScoring;
use crate::domain::team::{TeamPairing, TeamSettings, UnfilledBoard, WholeForfeit};
use crate::domain::team_standings::TeamTieBreak;
use crate::domain::{Points, StartNo};
use crate::store::commands::{self, Seen};
use crate::store::{self, StoreError};

const WHO: &str = "command line";

#[derive(Debug, Args)]
pub struct TeamArgs {
    /// The tournament's id (see `crownhead tournaments`).
    #[arg(long)]
    pub tournament: i64,
    #[command(subcommand)]
    pub action: TeamAction,
}

#[derive(Debug, Subcommand)]
pub enum TeamAction {
    /// Makes the tournament a team event (or changes its team settings).
    Settings {
        /// Boards per match.
        #[arg(long)]
        boards: u32,
        /// Match points: `2/1/0` (default), `1/0.5/0`, or `none` (board points only).
        #[arg(long, default_value = "2/1/0")]
        match_points: String,
        /// A board one team did not fill: `forfeit` (lost by default) or `win-points`.
        #[arg(long, default_value = "forfeit")]
        unfilled: String,
        /// The team tie-breaks in order (names or codes).
        #[arg(
            long,
            default_value = "board_points,direct_encounter,sonneborn_berger,buchholz"
        )]
        tie_breaks: String,
    },
    /// Creates a team; prints its number.
    Create {
        #[arg(long)]
        name: String,
        /// Federation or club.
        #[arg(long)]
        club: Option<String>,
        #[arg(long)]
        captain: Option<String>,
        /// Start numbers in board order, reserves last: `1,2,3,4,5`.
        #[arg(long, default_value = "")]
        players: String,
    },
    /// Changes a team's details: what is given changes, the rest stays (an empty `--club` or
    /// `--captain` clears it).
    Edit {
        #[arg(long)]
        team: u32,
        #[arg(long)]
        name: Option<String>,
        /// Federation or club.
        #[arg(long)]
        club: Option<String>,
        #[arg(long)]
        captain: Option<String>,
        /// Start numbers in board order, reserves last: `1,2,3,4,5`.
        #[arg(long)]
        players: Option<String>,
    },
    /// Sets a team's players in board order.
    Players {
        #[arg(long)]
        team: u32,
        #[arg(long)]
        players: String,
    },
    /// Pairs the next team round by the event's system, or as `--matches 1-2,3-4,5` (the last
    /// team alone has the bye).
    Pair {
        #[arg(long)]
        matches: Option<String>,
    },
    /// Sets a team's line-up for a match: start numbers board by board, `-` for an empty board.
    Lineup {
        #[arg(long)]
        round: u32,
        #[arg(long = "match")]
        number: u32,
        #[arg(long)]
        team: u32,
        #[arg(long)]
        players: String,
    },
    /// A whole-team forfeit: `--absent first|second|both`, or `none` to lift it.
    Forfeit {
        #[arg(long)]
        round: u32,
        #[arg(long = "match")]
        number: u32,
        #[arg(long)]
        absent: String,
    },
    /// Sets the fixed schedule from a CSV file (`round,first_team,second_team`).
    Schedule { file: PathBuf },
    /// Lists the matches: round, match, teams, forfeit, line-ups.
    Matches {
        #[arg(long)]
        round: Option<u32>,
    },
}

#[derive(Debug, thiserror::Error)]
pub enum TeamCommandError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{0}")]
    Input(String),
}

fn numbers(text: &str, empty_ok: bool) -> Result<Vec<Option<StartNo>>, TeamCommandError> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| match s {
            "-" if empty_ok => Ok(None),
            _ => s
                .parse()
                .map(Some)
                .map_err(|_| TeamCommandError::Input(format!("`{s}` is not a start number"))),
        })
        .collect()
}

fn match_points(text: &str) -> Result<Option<MatchScoring>, TeamCommandError> {
    if text.eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    let parts: Vec<&str> = text.split('/').collect();
    let bad = || {
        TeamCommandError::Input(format!(
            "`{text}`: match points are W/D/L such as 2/1/0, or none"
        ))
    };
    let [w, d, l] = parts.as_slice() else {
        return Err(bad());
    };
    let p = |x: &str| Points::parse(x).map_err(|_| bad());
    Ok(Some(MatchScoring {
        win: p(w)?,
        draw: p(d)?,
        loss: p(l)?,
    }))
}

pub fn run(db: &Path, args: &TeamArgs) -> Result<(), TeamCommandError> {
    let mut conn = store::open(db)?;
    let tid = args.tournament;
    match &args.action {
        TeamAction::Settings {
            boards,
            match_points: mp,
            unfilled,
            tie_breaks,
        } => {
            let mut s =
                TeamSettings::new(*boards).map_err(|e| TeamCommandError::Input(e.to_string()))?;
            s.match_points = match_points(mp)?;
            s.unfilled = match unfilled.as_str() {
                "forfeit" => UnfilledBoard::Forfeit,
                "win-points" => UnfilledBoard::WinPoints,
                other => {
                    return Err(TeamCommandError::Input(format!(
                        "`{other}`: an unfilled board is `forfeit` or `win-points`"
                    )));
                }
            };
            s.tie_breaks = TeamTieBreak::parse_list(tie_breaks).map_err(TeamCommandError::Input)?;
            if let Some(old) = store::tournaments::settings(&conn, tid)?.team {
                s.schedule = old.schedule;
            }
            commands::set_team_settings(&mut conn, tid, Seen::Any, &s, WHO)?;
        }
        TeamAction::Create {
            name,
            club,
            captain,
            players,
        } => {
            let players = numbers(players, false)?.into_iter().flatten().collect();
            let no = commands::create_team(
                &mut conn,
                tid,
                Seen::Any,
                name,
                club.clone(),
                captain.clone(),
                players,
                WHO,
            )?;
            crate::outln!("{no}");
        }
        TeamAction::Edit {
            team,
            name,
            club,
            captain,
            players,
        } => {
            let settings = store::tournaments::settings(&conn, tid)?;
            let current = store::teams::load(&conn, tid, &settings)?
                .and_then(|e| e.team(*team).cloned())
                .ok_or_else(|| TeamCommandError::Input(format!("there is no team {team}")))?;
            let players = match players {
                Some(p) => numbers(p, false)?.into_iter().flatten().collect(),
                None => current.players.clone(),
            };
            let text = |given: &Option<String>, now: &Option<String>| match given {
                Some(g) => Some(g.clone()).filter(|g| !g.trim().is_empty()),
                None => now.clone(),
            };
            commands::edit_team(
                &mut conn,
                tid,
                Seen::Any,
                *team,
                name.as_deref().unwrap_or(&current.name),
                text(club, &current.club),
                text(captain, &current.captain),
                players,
                WHO,
            )?;
        }
        TeamAction::Players { team, players } => {
            let players = numbers(players, false)?.into_iter().flatten().collect();
            commands::set_team_players(&mut conn, tid, Seen::Any, *team, players, WHO)?;
        }
        TeamAction::Pair { matches } => {
            let round = match matches {
                None => commands::pair_team_round_auto(&mut conn, tid, Seen::Any, WHO)?,
                Some(text) => {
                    let mut pairings = Vec::new();
                    for m in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                        let nums: Vec<u32> = m
                            .split('-')
                            .map(|x| x.trim().parse())
                            .collect::<Result<_, _>>()
                            .map_err(|_| {
                                TeamCommandError::Input(format!("`{m}` is not a match such as 1-2"))
                            })?;
                        pairings.push(match nums.as_slice() {
                            [a, b] => TeamPairing::Match {
                                first: *a,
                                second: *b,
                            },
                            [a] => TeamPairing::Bye { team: *a },
                            _ => {
                                return Err(TeamCommandError::Input(format!(
                                    "`{m}` is not a match such as 1-2"
                                )));
                            }
                        });
                    }
                    commands::pair_team_round(&mut conn, tid, Seen::Any, &pairings, WHO)?
                }
            };
            crate::outln!("{round}");
        }
        TeamAction::Lineup {
            round,
            number,
            team,
            players,
        } => {
            let lineup = numbers(players, true)?;
            commands::set_lineup(
                &mut conn,
                tid,
                Seen::Any,
                *round,
                *number,
                *team,
                &lineup,
                WHO,
            )?;
        }
        TeamAction::Forfeit {
            round,
            number,
            absent,
        } => {
            let f = if absent == "none" {
                None
            } else {
                Some(WholeForfeit::parse(absent).ok_or_else(|| {
                    TeamCommandError::Input(format!(
                        "`{absent}`: the absent team is first, second, both or none"
                    ))
                })?)
            };
            commands::set_team_forfeit(&mut conn, tid, Seen::Any, *round, *number, f, WHO)?;
        }
        TeamAction::Schedule { file } => {
            let text = std::fs::read_to_string(file).map_err(|e| {
                TeamCommandError::Input(format!("cannot read {}: {e}", file.display()))
            })?;
            let n = commands::set_team_schedule(&mut conn, tid, Seen::Any, &text, WHO)?;
            crate::outln!("{n} matches scheduled");
        }
        TeamAction::Matches { round } => {
            let Some((t, e)) = store::teams::event(&conn, tid)? else {
                return Err(TeamCommandError::Input(format!(
                    "tournament {tid} is not a team event"
                )));
            };
            let scoring = e.settings.scoring(t.settings());
            let name = |no| e.team(no).map(|x| x.name.clone()).unwrap_or_default();
            for m in e
                .scored_matches(&t)
                .iter()
                .filter(|m| round.is_none_or(|r| m.round == r))
            {
                let score = m
                    .score(&scoring)
                    .map(|s| format!("{}-{}", s.first_board_points, s.second_board_points))
                    .unwrap_or_else(|| {
                        if m.boards.iter().any(|b| b.first_points.is_some()) {
                            "in progress".into()
                        } else {
                            "to be played".into()
                        }
                    });
                let teams = match m.pairing {
                    TeamPairing::Match { first, second } => {
                        format!("{} - {}", name(first), name(second))
                    }
                    TeamPairing::Bye { team } => format!("{} (bye)", name(team)),
                };
                let forfeit = m
                    .forfeit
                    .map(|f| format!(" forfeit:{}", f.name()))
                    .unwrap_or_default();
                crate::outln!("{} {} {teams} {score}{forfeit}", m.round, m.number);
            }
        }
    }
    Ok(())
}
