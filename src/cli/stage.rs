//! `crownhead stage --tournament ID --top N --name NAME [--system round-robin|double-round-robin|swiss|knockout|double-knockout]`:
//! seeds the next stage of a finished tournament with its top N players and prints the new
//! tournament's id. A knock-out stage seeds its players in final rank order.

use std::path::Path;

use clap::{Args, ValueEnum};

use crate::domain::System;
use crate::store::{self, Seen, StoreError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StageSystem {
    RoundRobin,
    DoubleRoundRobin,
    Swiss,
    Knockout,
    DoubleKnockout,
}

#[derive(Debug, Args)]
pub struct StageArgs {
    /// The finished tournament whose final standings seed the stage.
    #[arg(long)]
    pub tournament: i64,
    /// How many of its top players go on.
    #[arg(long)]
    pub top: usize,
    /// The new tournament's name.
    #[arg(long)]
    pub name: String,
    #[arg(long, value_enum, default_value = "round-robin")]
    pub system: StageSystem,
}

pub fn run(db: &Path, args: &StageArgs) -> Result<(), StoreError> {
    let mut conn = store::open(db)?;
    let system = match args.system {
        StageSystem::RoundRobin => System::RoundRobin,
        StageSystem::DoubleRoundRobin => System::DoubleRoundRobin,
        StageSystem::Swiss => System::Swiss,
        StageSystem::Knockout => System::Knockout,
        StageSystem::DoubleKnockout => System::DoubleKnockout,
    };
    let id = store::seed_stage(
        &mut conn,
        args.tournament,
        Seen::Any,
        args.top,
        &args.name,
        system,
        "cli",
    )?;
    eprintln!(
        "created tournament {id} ({}) with the top {} of tournament {}",
        args.name.trim(),
        args.top,
        args.tournament
    );
    crate::outln!("{id}");
    Ok(())
}
