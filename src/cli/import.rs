//! `crownhead import --format csv-entries|trf|fmjd-list [--tournament ID] FILE`: adds entries
//! from CSV, fills entries from the FMJD player list by FMJD ID, or creates a tournament from a
//! TRF file (its id is printed). A file with any bad row is refused, every problem listed with
//! its line, and nothing is changed.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use crate::export::{ImportError, entries, fmjd, trf};
use crate::store::{self, StoreError};

/// The formats of `crownhead import`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ImportFormat {
    CsvEntries,
    Trf,
    FmjdList,
}

/// Arguments of `crownhead import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    #[arg(long, value_enum)]
    pub format: ImportFormat,
    /// The tournament to add entries to, or whose entries to fill (csv-entries, fmjd-list).
    #[arg(long)]
    pub tournament: Option<i64>,
    /// The file to read.
    pub file: PathBuf,
}

#[derive(Debug, thiserror::Error)]
pub enum ImportCommandError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{0}: {1}")]
    File(String, ImportError),
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("--format {0} needs --tournament ID")]
    NeedsTournament(&'static str),
    #[error("--format trf creates a new tournament: leave out --tournament")]
    TrfCreates,
}

pub fn run(db: &Path, args: &ImportArgs) -> Result<(), ImportCommandError> {
    let path = args.file.display().to_string();
    let bytes = std::fs::read(&args.file).map_err(|source| ImportCommandError::Read {
        path: path.clone(),
        source,
    })?;
    let text = String::from_utf8_lossy(&bytes);
    let bad = |e: ImportError| ImportCommandError::File(path.clone(), e);
    let mut conn = store::open(db)?;
    match args.format {
        ImportFormat::Trf => {
            if args.tournament.is_some() {
                return Err(ImportCommandError::TrfCreates);
            }
            let t = trf::import(&text).map_err(bad)?;
            let id = store::import_tournament(&mut conn, &t, "import")?;
            eprintln!(
                "created tournament {id} ({}): {} entries, {} round(s) paired",
                t.settings().name,
                t.entries().len(),
                t.rounds().len()
            );
            println!("{id}");
        }
        ImportFormat::CsvEntries => {
            let tid = args
                .tournament
                .ok_or(ImportCommandError::NeedsTournament("csv-entries"))?;
            let t = store::tournaments::load(&conn, tid)?;
            let list = entries::plan_import(&t, &text).map_err(bad)?;
            let added = store::transfer::import_entries(&mut conn, tid, &list, "import")?;
            println!("imported {} entries into tournament {tid}", added.len());
        }
        ImportFormat::FmjdList => {
            let tid = args
                .tournament
                .ok_or(ImportCommandError::NeedsTournament("fmjd-list"))?;
            let t = store::tournaments::load(&conn, tid)?;
            let list = fmjd::read_list(&text).map_err(bad)?;
            let update = fmjd::apply_list(&t, &list);
            store::transfer::update_entries(
                &mut conn,
                tid,
                &update.updated,
                "fmjd-list",
                "import",
            )?;
            println!(
                "updated {} entries of tournament {tid} from {} listed players",
                update.updated.len(),
                list.len()
            );
            if !update.not_found.is_empty() {
                let nos: Vec<String> = update.not_found.iter().map(|n| n.to_string()).collect();
                println!("not in the list (by FMJD ID): entries {}", nos.join(", "));
            }
        }
    }
    Ok(())
}
