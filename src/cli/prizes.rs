//! `crownhead prizes --tournament ID [--format text|csv] [--set FILE [--reason R]]`: the
//! allocation of the tournament's prize list over its standings, or (with `--set`) a new prize
//! list from a JSON file (through the store's command: checked, audited; a finished tournament
//! needs `--reason`).

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use crate::domain::prize_list::{AwardLine, PrizeList, money};
use crate::domain::prizes::PrizeError;
use crate::export::cells::Writer;
use crate::store::{self, Seen, StoreError, prize_lists};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Csv,
}

#[derive(Debug, Args)]
pub struct PrizesArgs {
    /// The tournament's id (see `crownhead tournaments`).
    #[arg(long)]
    pub tournament: i64,
    /// How to write the allocation: an aligned table, or CSV.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Sets the prize list from this JSON file instead of printing the allocation.
    #[arg(long, value_name = "FILE")]
    pub set: Option<PathBuf>,
    /// Why the prize list of a finished tournament changes (kept in the audit log).
    #[arg(long, requires = "set")]
    pub reason: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum PrizesError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Prize(#[from] PrizeError),
    #[error("tournament {0} has no prize list: set one with --set FILE")]
    NoList(i64),
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: not a prize list: {source}")]
    Json {
        path: String,
        source: serde_json::Error,
    },
    #[error("cannot write the prizes: {0}")]
    Io(#[from] std::io::Error),
    #[error("cannot write the prizes as CSV: {0}")]
    Csv(#[from] csv::Error),
}

/// The CSV columns.
pub const COLUMNS: [&str; 8] = [
    "prize",
    "category",
    "place",
    "no",
    "name",
    "points",
    "amount",
    "shared_with",
];

fn shared(a: &AwardLine) -> String {
    a.shared_with
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn run(db: &Path, args: &PrizesArgs) -> Result<(), PrizesError> {
    let mut conn = store::open(db)?;
    if let Some(file) = &args.set {
        let path = file.display().to_string();
        let text = std::fs::read_to_string(file).map_err(|source| PrizesError::Read {
            path: path.clone(),
            source,
        })?;
        let list: PrizeList =
            serde_json::from_str(&text).map_err(|source| PrizesError::Json { path, source })?;
        let reason = args.reason.as_deref();
        store::set_prize_list(&mut conn, args.tournament, Seen::Any, &list, reason, "cli")?;
        crate::outln!(
            "set the prize list of tournament {}: {} prizes",
            args.tournament,
            list.prizes.len()
        );
        return Ok(());
    }
    let t = store::tournaments::load(&conn, args.tournament)?;
    let list =
        prize_lists::get(&conn, args.tournament)?.ok_or(PrizesError::NoList(args.tournament))?;
    let lines = list.allocate(&t)?;
    let out = std::io::stdout();
    let mut out = out.lock();
    match args.format {
        Format::Csv => {
            let mut w = Writer::new(&mut out);
            w.row(COLUMNS)?;
            for a in &lines {
                w.row([
                    a.prize.to_string(),
                    a.category.clone(),
                    a.place.to_string(),
                    a.no.to_string(),
                    a.name.clone(),
                    a.points.to_string(),
                    money(a.amount),
                    shared(a),
                ])?;
            }
            w.flush()?;
        }
        Format::Text => {
            writeln!(
                out,
                "{:>5}  {:<10} {:>5}  {:>4}  {:<28} {:>6} {:>10}  shared with",
                "prize", "category", "place", "no", "name", "points", "amount"
            )?;
            for a in &lines {
                writeln!(
                    out,
                    "{:>5}  {:<10} {:>5}  {:>4}  {:<28} {:>6} {:>10}  {}{}",
                    a.prize,
                    if a.category.is_empty() {
                        "-"
                    } else {
                        &a.category
                    },
                    a.place,
                    a.no,
                    a.name,
                    a.points.to_string(),
                    money(a.amount),
                    shared(a),
                    a.trophy
                        .as_deref()
                        .map(|t| format!(" (trophy: {t})"))
                        .unwrap_or_default()
                )?;
            }
        }
    }
    Ok(())
}
