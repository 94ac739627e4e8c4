//! The command line: `crownhead [--db FILE] COMMAND`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub mod pair;

/// Tournament director for draughts and checkers.
#[derive(Debug, Parser)]
#[command(name = "crownhead", version, about)]
pub struct Cli {
    /// The SQLite database file.
    #[arg(
        long,
        global = true,
        env = "CROWNHEAD_DB",
        default_value = "crownhead.db"
    )]
    pub db: PathBuf,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Pair a round of a TRF file, or check every round of a finished one.
    Pair(pair::PairArgs),
}

/// Parses the command line, runs the command, and maps errors to an exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => {
            eprintln!("crownhead: no command given (try `crownhead --help`)");
            ExitCode::from(2)
        }
        Some(Command::Pair(args)) => pair::run(&args),
    }
}
