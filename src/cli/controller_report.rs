//! `crownhead report --tournament ID [--format text|json]`: the controller's report to the
//! sponsoring organisation (000 art. 6.3), the same data as the dashboard's print view.

use std::io::Write;
use std::path::Path;

use clap::{Args, ValueEnum};

use crate::store::{self, StoreError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

#[derive(Debug, Args)]
pub struct ReportArgs {
    /// The tournament's id (see `crownhead tournaments`).
    #[arg(long)]
    pub tournament: i64,
    /// How to write the report: text for reading and printing, or JSON.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot write the report: {0}")]
    Io(#[from] std::io::Error),
    #[error("cannot write the report as JSON: {0}")]
    Json(#[from] serde_json::Error),
}

pub fn run(db: &Path, args: &ReportArgs) -> Result<(), ReportError> {
    let conn = store::open(db)?;
    let r = store::book::controller_report(&conn, args.tournament)?;
    let text = match args.format {
        Format::Text => r.text(),
        Format::Json => serde_json::to_string_pretty(&r)? + "\n",
    };
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => Ok(other?),
    }
}
