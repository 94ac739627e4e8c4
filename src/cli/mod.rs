//! The command line: `crownhead [--db FILE] COMMAND`.

pub mod backup;
#[macro_use]
pub mod out;
pub mod ballot;
pub mod controller_report;
pub mod decks;
pub mod demo;
pub mod export;
pub mod import;
pub mod links;
pub mod pair;
pub mod perft;
pub mod playoff;
pub mod prizes;
pub mod publish;
pub mod serve;
pub mod stage;
pub mod standings;
pub mod teams;
pub mod tournaments;
pub mod verify;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Tournament director for draughts and checkers.
#[derive(Debug, Parser)]
#[command(name = "crownhead", version, about)]
pub struct Cli {
    /// The SQLite database file (default `crownhead.db`); the commands that use a database also
    /// take it after their name.
    #[arg(long, env = "CROWNHEAD_DB", value_name = "FILE")]
    pub db: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The database option of a command that opens one: `crownhead COMMAND --db FILE` as well as
/// `crownhead --db FILE COMMAND` (the commands that never open a database do not offer it).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct DbArg {
    /// The SQLite database file (default `crownhead.db`, or `CROWNHEAD_DB`).
    #[arg(long = "db", value_name = "FILE")]
    pub db: Option<PathBuf>,
}

/// The database file when none is named.
pub const DEFAULT_DB: &str = "crownhead.db";

impl Cli {
    /// The database a command opens: its own `--db`, else the one before the command (or
    /// `CROWNHEAD_DB`), else `crownhead.db`.
    fn db(&self, own: &DbArg) -> PathBuf {
        own.db
            .clone()
            .or_else(|| self.db.clone())
            .unwrap_or_else(|| PathBuf::from(DEFAULT_DB))
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serves the dashboard and the public pages (the default command).
    Serve {
        /// The address to listen on.
        #[arg(long, default_value = serve::DEFAULT_BIND)]
        bind: String,
        /// The address browsers use to reach the server: the QR codes of the printed pairings
        /// and slips point there, and an https:// address makes the session cookie `Secure`
        /// (also from `CROWNHEAD_PUBLIC_URL`).
        #[arg(long, env = "CROWNHEAD_PUBLIC_URL")]
        public_url: Option<String>,
        /// Trust the reverse proxy in front of the server: its `X-Forwarded-Proto: https`
        /// makes the session cookie `Secure`. Only behind a proxy that sets that header itself.
        #[arg(long)]
        trust_proxy: bool,
        /// How many trusted proxies stand in front (with `--trust-proxy`): each appends the
        /// address it was reached from to `X-Forwarded-For`, and the client's address, which
        /// the per-address limits and sign-in throttling count, is the Nth entry from the end.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=16))]
        proxies: u32,
        #[command(flatten)]
        db: DbArg,
    },
    /// Loads the demo: an English 2-game-match Swiss, an FMJD Swiss, an American checkers
    /// knock-out and a team league.
    Demo(DbArg),
    /// Lists the tournaments: id, name, variant, system, players, rounds played.
    Tournaments(DbArg),
    /// Shows the standings of a tournament with its tie-breaks.
    Standings {
        /// The tournament's id (see `crownhead tournaments`).
        #[arg(long)]
        tournament: i64,
        /// How to write the standings: an aligned table, CSV or JSON.
        #[arg(long, value_enum, default_value = "text")]
        format: standings::Format,
        #[command(flatten)]
        db: DbArg,
    },
    /// Shows the allocation of the tournament's prize list (`--format text|csv`), or `--set FILE`
    /// a new prize list (JSON).
    Prizes {
        #[command(flatten)]
        args: prizes::PrizesArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Issues the players' personal links and prints them: `no,name,path` (`--format
    /// text|csv`); entries without a live link by default, `--all` replaces every link,
    /// `--entry NO` one, `--revoke NO` ends one.
    Links {
        #[command(flatten)]
        args: links::LinksArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Writes the controller's report for the sponsoring organisation: entries, rounds, standings,
    /// incidents, penalties, appeals, forfeits and fees (`--format text|json`).
    Report {
        #[command(flatten)]
        args: controller_report::ReportArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Seeds the next stage of a finished tournament with its top N players (a round-robin
    /// final by default); prints the new tournament's id.
    Stage {
        #[command(flatten)]
        args: stage::StageArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Records a play-off between players equal on score after the last round, adds games to
    /// one (`--add-to N`), or lists them; a decided play-off ranks its players above the
    /// tie-breaks.
    Playoff {
        #[command(flatten)]
        args: playoff::PlayoffArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Counts the leaves of the legal move tree (move generator check and benchmark).
    Perft(perft::PerftArgs),
    /// Pairs a round of a TRF file, or checks every round of a finished one.
    Pair(pair::PairArgs),
    /// Verifies the games of PDN files move by move (legality, draw rules, result).
    Verify(verify::VerifyArgs),
    /// Copies the database to a new FILE (SQLite online backup: safe while the server runs).
    Backup {
        /// The backup file to write (must not exist).
        file: PathBuf,
        #[command(flatten)]
        db: DbArg,
    },
    /// Replaces the database with the backup FILE, after checking it is a sound Crownhead
    /// database of this or an older schema. Refused while a server runs on the database.
    Restore {
        /// The backup file to restore.
        file: PathBuf,
        #[command(flatten)]
        db: DbArg,
    },
    /// Lists the ballot decks: name, variants, openings drawn, openings barred, description.
    Decks(decks::DecksArgs),
    /// Prints the openings an event with the given ballot seed would draw, one a line.
    Ballot(ballot::BallotArgs),
    /// Writes a tournament's entries, pairings, results, standings, games, TRF or rating report.
    Export {
        #[command(flatten)]
        args: export::ExportArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Adds entries from CSV, fills entries from the FMJD list, or creates a tournament from TRF.
    Import {
        #[command(flatten)]
        args: import::ImportArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Writes a tournament's public site as files with relative links (only what changed).
    Publish {
        #[command(flatten)]
        args: publish::PublishArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Runs a team event: team settings, teams, board order, team rounds, line-ups, forfeits.
    Team {
        #[command(flatten)]
        args: teams::TeamArgs,
        #[command(flatten)]
        db: DbArg,
    },
}

fn report<E: std::fmt::Display>(result: Result<(), E>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("crownhead: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Parses the command line, runs the command, and maps errors to an exit status.
pub fn main() -> ExitCode {
    let code = run(Cli::parse());
    out::finish();
    code
}

fn run(cli: Cli) -> ExitCode {
    let none = DbArg::default();
    match &cli.command {
        None => {
            let public_url = std::env::var("CROWNHEAD_PUBLIC_URL").ok();
            report(serve::run(
                &cli.db(&none),
                serve::DEFAULT_BIND,
                crate::web::CookiePolicy::new(public_url.as_deref(), false),
                public_url,
            ))
        }
        Some(Command::Serve {
            bind,
            public_url,
            trust_proxy,
            proxies,
            db,
        }) => report(serve::run(
            &cli.db(db),
            bind,
            crate::web::CookiePolicy::new(public_url.as_deref(), *trust_proxy)
                .with_proxies(*proxies),
            public_url.clone(),
        )),
        Some(Command::Demo(db)) => report(demo::run(&cli.db(db))),
        Some(Command::Tournaments(db)) => report(tournaments::run(&cli.db(db))),
        Some(Command::Standings {
            tournament,
            format,
            db,
        }) => report(standings::run(&cli.db(db), *tournament, *format)),
        Some(Command::Prizes { args, db }) => report(prizes::run(&cli.db(db), args)),
        Some(Command::Links { args, db }) => report(links::run(&cli.db(db), args)),
        Some(Command::Report { args, db }) => report(controller_report::run(&cli.db(db), args)),
        Some(Command::Stage { args, db }) => report(stage::run(&cli.db(db), args)),
        Some(Command::Playoff { args, db }) => report(playoff::run(&cli.db(db), args)),
        Some(Command::Perft(args)) => match perft::run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("crownhead perft: {e}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Pair(args)) => pair::run(args),
        Some(Command::Verify(args)) => verify::run(args),
        Some(Command::Backup { file, db }) => report(backup::backup(&cli.db(db), file)),
        Some(Command::Restore { file, db }) => report(backup::restore(&cli.db(db), file)),
        Some(Command::Decks(args)) => report(decks::run(args)),
        Some(Command::Ballot(args)) => report(ballot::run(args)),
        Some(Command::Export { args, db }) => report(export::run(&cli.db(db), args)),
        Some(Command::Import { args, db }) => report(import::run(&cli.db(db), args)),
        Some(Command::Publish { args, db }) => report(publish::run(&cli.db(db), args)),
        Some(Command::Team { args, db }) => report(teams::run(&cli.db(db), args)),
    }
}
