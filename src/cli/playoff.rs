//! `crownhead playoff --tournament ID [--players 3,7 [--time-control TC]] [--add-to N]
//! [--game "3 7 1-0"]...`: records a play-off between players equal on score after the last
//! round (`--players`), or adds games to play-off N (`--add-to`, e.g. a sudden-death game);
//! with neither, lists the tournament's play-offs. A game is `FIRST SECOND RESULT`, the result
//! in the one grammar of result codes from the first player's side.

use std::path::Path;

use clap::Args;

use crate::domain::StartNo;
use crate::domain::playoff::PlayOff;
use crate::store::{self, Seen, StoreError};

#[derive(Debug, Args)]
pub struct PlayoffArgs {
    /// The tournament's id (see `crownhead tournaments`).
    #[arg(long)]
    pub tournament: i64,
    /// A new play-off between these starting numbers (comma-separated).
    #[arg(long, value_delimiter = ',', conflicts_with = "add_to")]
    pub players: Vec<StartNo>,
    /// The play-off's time control, as written on the pairing list.
    #[arg(long, default_value = "", requires = "players")]
    pub time_control: String,
    /// Adds the games to play-off N (numbered from 1 in the listing).
    #[arg(long, value_name = "N")]
    pub add_to: Option<usize>,
    /// A game: `FIRST SECOND RESULT` (e.g. "3 7 1-0"); repeat for each game.
    #[arg(long = "game", value_name = "GAME")]
    pub games: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum PlayoffCliError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{0}")]
    PlayOff(#[from] crate::domain::playoff::PlayOffError),
    #[error("--game needs --players (a new play-off) or --add-to N")]
    GamesAlone,
}

pub fn run(db: &Path, args: &PlayoffArgs) -> Result<(), PlayoffCliError> {
    let mut conn = store::open(db)?;
    let games = args.games.join("\n");
    if !args.players.is_empty() {
        let mut p = PlayOff::new(args.players.clone(), &args.time_control)?;
        let scoring = store::tournaments::settings(&conn, args.tournament)?.scoring;
        p.push_games_text(&games, &scoring)?;
        let n = store::record_playoff(&mut conn, args.tournament, Seen::Any, p, "cli")?;
        eprintln!("recorded play-off {n} of tournament {}", args.tournament);
        crate::outln!("{n}");
        return Ok(());
    }
    if let Some(number) = args.add_to {
        store::add_playoff_games(&mut conn, args.tournament, Seen::Any, number, &games, "cli")?;
        eprintln!(
            "play-off {number} of tournament {} changed",
            args.tournament
        );
        return list(&conn, args.tournament);
    }
    if !args.games.is_empty() {
        return Err(PlayoffCliError::GamesAlone);
    }
    list(&conn, args.tournament)
}

/// One line per play-off: its number, players with their play-off points, and whether the
/// standings apply it.
fn list(conn: &store::Connection, tid: i64) -> Result<(), PlayoffCliError> {
    let t = store::tournaments::load(conn, tid)?;
    let scoring = &t.settings().scoring;
    let statuses = t.playoff_statuses();
    for (i, p) in t.playoffs().iter().enumerate() {
        let points = p.points(scoring);
        let players: Vec<String> = p
            .players
            .iter()
            .zip(&points)
            .map(|(no, h)| format!("{no} ({})", crate::domain::Points::from_halves(*h)))
            .collect();
        let status = &statuses[i];
        crate::outln!(
            "{}\t{}\t{} game(s)\t{}",
            i + 1,
            players.join(", "),
            p.games.len(),
            status
        );
    }
    Ok(())
}
