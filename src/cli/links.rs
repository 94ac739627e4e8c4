//! `crownhead links --tournament ID [--format text|csv] [--all | --entry NO] [--revoke NO]`:
//! issues the players' personal links and prints them, `no,name,path` (the path, such as
//! `/me/<token>`, is joined to the server's public address by the user). Only each token's
//! SHA-256 is stored, so a link is printed when it is issued and never again: by default every
//! entry without a live link gets one; `--all` replaces every link (the old ones stop
//! working), `--entry NO` one entry's; `--revoke NO` ends an entry's link.

use std::path::Path;

use clap::{Args, ValueEnum};

use crate::export::cells::Writer;
use crate::store::commands::players::{self, Issue};
use crate::store::{self, StoreError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Csv,
}

#[derive(Debug, Args)]
pub struct LinksArgs {
    /// The tournament's id (see `crownhead tournaments`).
    #[arg(long)]
    pub tournament: i64,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Replaces every entry's link: the links issued before stop working.
    #[arg(long, conflicts_with_all = ["entry", "revoke"])]
    pub all: bool,
    /// Issues a new link to this entry only (its old link stops working).
    #[arg(long, value_name = "NO", conflicts_with = "revoke")]
    pub entry: Option<u32>,
    /// Revokes this entry's link and prints nothing else.
    #[arg(long, value_name = "NO")]
    pub revoke: Option<u32>,
}

#[derive(Debug, thiserror::Error)]
pub enum LinksError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot write the links as CSV: {0}")]
    Csv(#[from] csv::Error),
    #[error("entry {0} has no live link")]
    NoLink(u32),
    #[error(
        "the new links could not be given out in full ({0}): nothing was changed, and the links issued before still work"
    )]
    NotDelivered(String),
}

/// How long the new links' reader may take to read them.
const DELIVERY: std::time::Duration = std::time::Duration::from_secs(30);

pub fn run(db: &Path, args: &LinksArgs) -> Result<(), LinksError> {
    let mut conn = store::open(db)?;
    let id = args.tournament;
    if let Some(no) = args.revoke {
        store::tournaments::load(&conn, id)?;
        if !players::revoke_link(&mut conn, id, no, "cli")? {
            return Err(LinksError::NoLink(no));
        }
        crate::outln!("revoked the link of entry {no}");
        return Ok(());
    }
    let which = match (args.all, args.entry) {
        (true, _) => Issue::All,
        (false, Some(no)) => Issue::Only(vec![no]),
        (false, None) => Issue::Missing,
    };
    let t = store::tournaments::load(&conn, id)?;
    let name = |no: u32| {
        t.entry(no)
            .map(|e| e.name.as_str().to_owned())
            .unwrap_or_default()
    };
    let format = args.format;
    let render = |issued: &[(u32, String)]| -> Result<Vec<u8>, csv::Error> {
        let mut buf = Vec::new();
        match format {
            Format::Csv => {
                let mut w = Writer::new(&mut buf);
                w.row(["no", "name", "path"])?;
                for (no, token) in issued {
                    w.row([no.to_string(), name(*no), format!("/me/{token}")])?;
                }
                w.flush().map_err(csv::Error::from)?;
            }
            Format::Text => {
                for (no, token) in issued {
                    buf.extend_from_slice(
                        format!("{no:>4}  {:<32}  /me/{token}\n", name(*no)).as_bytes(),
                    );
                }
            }
        }
        Ok(buf)
    };
    // The new links replace the old ones only once they are out in full: written, and read
    // by the program at the other end of a pipe. Otherwise nothing changes.
    let mut failed: Option<LinksError> = None;
    let issued = players::issue_links_then(&mut conn, id, &which, "cli", |issued| {
        let problem = match render(issued) {
            Err(e) => LinksError::Csv(e),
            Ok(bytes) => match crate::cli::out::deliver(&bytes, DELIVERY) {
                Ok(()) => return Ok(()),
                Err(e) => LinksError::NotDelivered(e.to_string()),
            },
        };
        failed = Some(problem);
        Err(StoreError::Invalid {
            field: "output".into(),
            message: "not given out".into(),
        })
    });
    let issued = match (issued, failed) {
        (_, Some(problem)) => return Err(problem),
        (r, None) => r?,
    };
    let kept = t.entries().len() - issued.len();
    if which == Issue::Missing && kept > 0 {
        eprintln!(
            "crownhead: {kept} entries already have a live link (not shown: only its hash is kept); --all or --entry NO issues new ones"
        );
    }
    Ok(())
}
