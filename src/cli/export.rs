//! `crownhead export --tournament ID --format F [--round N] [--out FILE]`: writes a
//! tournament's entries, pairings, results, standings, games (PDN), TRF-2026 file or FMJD
//! rating report, to standard output or a file.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::builder::PossibleValue;
use clap::{Args, ValueEnum};

use crate::export::{ExportError, Format};
use crate::store::{self, StoreError};

/// The formats of `crownhead export`, named as `Format::name` names them.
impl ValueEnum for Format {
    fn value_variants<'a>() -> &'a [Format] {
        &Format::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}

/// Arguments of `crownhead export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The tournament's id (see `crownhead tournaments`).
    #[arg(long)]
    pub tournament: i64,
    /// What to write: entries, pairings, results or standings as CSV, the games as PDN,
    /// the tournament as TRF, or a rating report.
    #[arg(long, value_enum)]
    pub format: Format,
    /// One round only (csv-pairings, csv-results; csv-standings: the standings after it).
    #[arg(long)]
    pub round: Option<u32>,
    /// Write to this file instead of standard output.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// With --format trf, a Swiss: one result column per round, a match folded into one (the
    /// colour of game 1, the match's result on the pairing score), as the FIDE Dutch engine
    /// pairs it, for `crownhead pair --dutch FILE -c` to replay.
    #[arg(long)]
    pub folded: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum ExportCommandError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Export(#[from] ExportError),
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
}

pub fn run(db: &Path, args: &ExportArgs) -> Result<(), ExportCommandError> {
    let conn = store::open(db)?;
    let t = store::tournaments::load(&conn, args.tournament)?;
    let format = args.format;
    if args.folded && format != Format::Trf {
        return Err(ExportError::FoldedNotTrf(format).into());
    }
    if args.folded && args.round.is_some() {
        return Err(ExportError::RoundNotApplicable(format).into());
    }
    let out = if args.folded {
        crate::export::Exported {
            text: crate::export::trf_folded::write(&t).map_err(ExportError::from)?,
            warnings: Vec::new(),
        }
    } else {
        let (_, out) = store::transfer::export(
            &conn,
            args.tournament,
            &t,
            format,
            args.round,
            store::transfer::Audience::Controller,
        )?;
        out?
    };
    for w in &out.warnings {
        eprintln!("crownhead export: left out {w}");
    }
    match &args.out {
        Some(path) => {
            std::fs::write(path, &out.text).map_err(|source| ExportCommandError::Write {
                path: path.display().to_string(),
                source,
            })?
        }
        None => {
            let stdout = std::io::stdout();
            let mut lock = stdout.lock();
            match lock
                .write_all(out.text.as_bytes())
                .and_then(|()| lock.flush())
            {
                // The reader went away (`crownhead export ... | head`): nothing left to do.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
                Err(source) => {
                    return Err(ExportCommandError::Write {
                        path: "standard output".into(),
                        source,
                    });
                }
                Ok(()) => {}
            }
        }
    }
    Ok(())
}
