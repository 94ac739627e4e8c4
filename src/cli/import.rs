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
    /// Adds entries to a finished tournament (its last round closed) as late entries, with
    /// this reason, kept in the audit log (csv-entries).
    #[arg(long, value_name = "REASON")]
    pub late: Option<String>,
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
    #[error("{path}, {error}")]
    NotUtf8 {
        path: String,
        error: crate::export::text::NotUtf8,
    },
    #[error("no database at {0}: entries are added to a tournament of an existing database")]
    NoDatabase(String),
}

/// The file's text: UTF-8 (a byte-order mark is dropped). The FMJD list is also read as
/// Latin-1 when it is not UTF-8, as older lists were published; any other file that is not
/// UTF-8 is refused with the place of its first bad byte.
fn decode(path: &str, bytes: Vec<u8>, latin1: bool) -> Result<String, ImportCommandError> {
    match crate::export::text::decode(bytes.clone()) {
        Ok(text) => Ok(text),
        Err(_) if latin1 => Ok(bytes.iter().map(|&b| char::from(b)).collect()),
        Err(e) => Err(ImportCommandError::NotUtf8 {
            path: path.to_owned(),
            error: e,
        }),
    }
}

pub fn run(db: &Path, args: &ImportArgs) -> Result<(), ImportCommandError> {
    let path = args.file.display().to_string();
    let bytes = std::fs::read(&args.file).map_err(|source| ImportCommandError::Read {
        path: path.clone(),
        source,
    })?;
    let text = decode(&path, bytes, args.format == ImportFormat::FmjdList)?;
    let bad = |e: ImportError| ImportCommandError::File(path.clone(), e);
    // The file is read and checked before the database is opened: a refused import leaves no
    // new database behind. Entries go to a tournament of an existing database.
    if args.format != ImportFormat::Trf && !db.exists() {
        return Err(ImportCommandError::NoDatabase(db.display().to_string()));
    }
    match args.format {
        ImportFormat::Trf => {
            if args.tournament.is_some() {
                return Err(ImportCommandError::TrfCreates);
            }
            let t = trf::import(&text).map_err(bad)?;
            let mut conn = store::open(db)?;
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
            let mut conn = store::open(db)?;
            let version = store::version(&conn, tid)?;
            let t = store::tournaments::load(&conn, tid)?;
            let list = entries::plan_import(&t, &text).map_err(bad)?;
            let seen = store::Seen::Version(version);
            let late = args.late.as_deref();
            let added = store::import_entries(&mut conn, tid, seen, &list, late, "import")?;
            println!("imported {} entries into tournament {tid}", added.len());
        }
        ImportFormat::FmjdList => {
            let tid = args
                .tournament
                .ok_or(ImportCommandError::NeedsTournament("fmjd-list"))?;
            let mut conn = store::open(db)?;
            let t = store::tournaments::load(&conn, tid)?;
            let list = fmjd::read_list(&text).map_err(bad)?;
            let update = fmjd::apply_list(&t, &list);
            store::update_entries(&mut conn, tid, &update.updated, "fmjd-list", "import")?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_that_is_not_utf8_is_refused_at_its_first_bad_byte() {
        let bytes = b"no,name\n1,Ana\n2,Jos\xe9 Mart\xednez\n".to_vec();
        let err = decode("list.csv", bytes.clone(), false).unwrap_err();
        assert_eq!(
            err.to_string(),
            "list.csv, line 3, column 6: the file is not UTF-8 text (it looks like Latin-1 or Windows-1252: save it as UTF-8)"
        );
        // The FMJD list falls back to Latin-1.
        let text = decode("V260701.DRA", bytes, true).unwrap();
        assert!(text.ends_with("2,Jos\u{e9} Mart\u{ed}nez\n"), "{text}");
    }

    #[test]
    fn a_byte_order_mark_is_dropped() {
        let text = decode("a.csv", "\u{feff}no,name\n".as_bytes().to_vec(), false).unwrap();
        assert_eq!(text, "no,name\n");
    }

    #[test]
    fn a_refused_import_leaves_no_new_database_behind() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("new.db");
        let csv = dir.path().join("entries.csv");
        std::fs::write(&csv, "name\nAnn\n").unwrap();
        let args = ImportArgs {
            format: ImportFormat::CsvEntries,
            tournament: Some(1),
            late: None,
            file: csv,
        };
        let err = run(&db, &args).unwrap_err();
        assert!(matches!(err, ImportCommandError::NoDatabase(_)), "{err}");
        let trf = dir.path().join("bad.trf");
        std::fs::write(&trf, "001 this is not a player line\n").unwrap();
        let args = ImportArgs {
            format: ImportFormat::Trf,
            tournament: None,
            late: None,
            file: trf,
        };
        assert!(run(&db, &args).is_err());
        assert!(!db.exists(), "no database is created by a refused import");
    }
}
