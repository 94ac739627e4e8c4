//! `crownhead import --format csv-entries|trf|fmjd-list [--tournament ID] FILE`: adds entries
//! from CSV, fills entries from the FMJD player list by FMJD ID, or creates a tournament from a
//! TRF file (its id is printed). A CSV or TRF file with any bad row is refused, every problem
//! listed with its line, and nothing is changed. The FMJD list's odd rows are warnings (on
//! standard error, with their lines); what it changes is printed entry by entry.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use draughts_rules::Variant;

use crate::export::trf_import::{self, TrfEvent, VariantProblem};
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
    /// What the file is: entries as CSV, a whole tournament as TRF, or the FMJD rating list.
    #[arg(long, value_enum)]
    pub format: ImportFormat,
    /// The tournament to add entries to, or whose entries to fill (csv-entries, fmjd-list).
    #[arg(long)]
    pub tournament: Option<i64>,
    /// Adds entries to a finished tournament (its last round closed) as late entries, with
    /// this reason, kept in the audit log (csv-entries).
    #[arg(long, value_name = "REASON")]
    pub late: Option<String>,
    /// The variant of a TRF file that does not say it (TRF has no field for it; Crownhead's own
    /// files say it in their `### crownhead` lines): english, international, russian or
    /// brazilian (trf).
    #[arg(long, value_name = "VARIANT")]
    pub variant: Option<Variant>,
    /// Prints what the FMJD list would change and changes nothing (fmjd-list).
    #[arg(long)]
    pub dry_run: bool,
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
    #[error("--dry-run is for --format fmjd-list")]
    DryRunNeedsList,
    #[error("--variant is for --format trf")]
    VariantNeedsTrf,
    #[error(
        "{0} does not say its variant (TRF has no field for it): give it with --variant english, international, russian or brazilian"
    )]
    NeedsVariant(String),
    #[error("{path} is {said}: --variant {given} says otherwise")]
    VariantDiffers {
        path: String,
        said: &'static str,
        given: &'static str,
    },
}

/// The name of the file, as the audit log cites the list.
fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// Starting numbers, `1, 4, 9`.
fn numbers(nos: &[u32]) -> String {
    let all: Vec<String> = nos.iter().map(|n| n.to_string()).collect();
    all.join(", ")
}

pub fn run(db: &Path, args: &ImportArgs) -> Result<(), ImportCommandError> {
    let path = args.file.display().to_string();
    let bytes = std::fs::read(&args.file).map_err(|source| ImportCommandError::Read {
        path: path.clone(),
        source,
    })?;
    if args.dry_run && args.format != ImportFormat::FmjdList {
        return Err(ImportCommandError::DryRunNeedsList);
    }
    if args.variant.is_some() && args.format != ImportFormat::Trf {
        return Err(ImportCommandError::VariantNeedsTrf);
    }
    let mut warnings = Vec::new();
    let text = match args.format {
        ImportFormat::FmjdList => return fmjd_list(db, args, &path, bytes),
        // A spreadsheet's Latin-1 / Windows-1252 (or UTF-16 with its mark) is read as such,
        // and said; text that cannot be decoded is refused.
        ImportFormat::CsvEntries => {
            let (text, read_as) = crate::export::text::decode_spreadsheet(bytes).map_err(|e| {
                ImportCommandError::NotUtf8 {
                    path: path.clone(),
                    error: e,
                }
            })?;
            if let Some(e) = read_as {
                eprintln!("note: {path} is not UTF-8: it was read as {}", e.name());
            }
            text
        }
        // A TRF file in Windows-1252 or Latin-1, as other programs save it, is read with a
        // warning.
        ImportFormat::Trf => {
            let (text, warning) = trf::decode(bytes).map_err(|e| ImportCommandError::NotUtf8 {
                path: path.clone(),
                error: e,
            })?;
            warnings.extend(warning);
            text
        }
    };
    let bad = |e: ImportError| ImportCommandError::File(path.clone(), e);
    // The file is read and checked before the database is opened: a refused import leaves no
    // new database behind. Entries go to a tournament of an existing database.
    if args.format != ImportFormat::Trf && !db.exists() {
        return Err(ImportCommandError::NoDatabase(db.display().to_string()));
    }
    if args.format == ImportFormat::Trf {
        if args.tournament.is_some() {
            return Err(ImportCommandError::TrfCreates);
        }
        // The variant is never assumed: the file says it, or --variant gives it (asked once the
        // file is read, its own problems first).
        if let Err(VariantProblem::Differs { said, given }) =
            trf_import::variant(trf::variant_of(&text), args.variant)
        {
            return Err(ImportCommandError::VariantDiffers {
                path: path.clone(),
                said: said.name(),
                given: given.name(),
            });
        }
        let read = trf_import::read(&text, args.variant).map_err(bad)?;
        if trf_import::variant(read.said, args.variant).is_err() {
            return Err(ImportCommandError::NeedsVariant(path.clone()));
        }
        if let TrfEvent::Team {
            tournament: t,
            event: e,
        } = &read.event
        {
            let mut conn = store::open(db)?;
            let id = store::import_trf(&mut conn, &read.event, "import")?;
            eprintln!(
                "created team event {id} ({}): {} teams, {} entries, {} team round(s) paired",
                t.settings().name,
                e.teams.len(),
                t.entries().len(),
                e.rounds_paired()
            );
            println!("{id}");
            return Ok(());
        }
        warnings.extend(read.warnings);
        for w in &warnings {
            eprintln!("{path}: warning: {w}");
        }
        let t = read.event.tournament();
        let mut conn = store::open(db)?;
        let id = store::import_trf(&mut conn, &read.event, "import")?;
        eprintln!(
            "created tournament {id} ({}): {} entries, {} round(s) paired",
            t.settings().name,
            t.entries().len(),
            t.rounds().len()
        );
        crate::outln!("{id}");
    } else {
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
        crate::outln!("imported {} entries into tournament {tid}", added.len());
    }
    Ok(())
}

/// `--format fmjd-list`: reads the list (Latin-1 or UTF-8), then fills the entries through
/// the store's command (or with `--dry-run` only computes what it would change), and prints
/// the changes entry by entry; the list's warnings go to standard error.
fn fmjd_list(
    db: &Path,
    args: &ImportArgs,
    path: &str,
    bytes: Vec<u8>,
) -> Result<(), ImportCommandError> {
    let tid = args
        .tournament
        .ok_or(ImportCommandError::NeedsTournament("fmjd-list"))?;
    let (text, encoding) = fmjd::decode_list(bytes);
    let list = fmjd::read_list(&text).map_err(|e| ImportCommandError::File(path.to_owned(), e))?;
    if !db.exists() {
        return Err(ImportCommandError::NoDatabase(db.display().to_string()));
    }
    let source = file_name(&args.file);
    let mut conn = store::open(db)?;
    let update = if args.dry_run {
        let t = store::tournaments::load(&conn, tid)?;
        fmjd::apply_list(&t, &list)
    } else {
        store::update_from_fmjd_list(&mut conn, tid, store::Seen::Any, &list, &source, "import")?
    };
    for w in &list.warnings {
        eprintln!("warning: {source}, {w}");
    }
    let changed = update.changed().count();
    crate::outln!(
        "{} {changed} entries of tournament {tid} from {source} ({} listed players, read as {}{})",
        if args.dry_run {
            "would update"
        } else {
            "updated"
        },
        list.players.len(),
        encoding.name(),
        match list.warnings.len() {
            0 => String::new(),
            1 => ", 1 warning".to_owned(),
            n => format!(", {n} warnings"),
        },
    );
    for e in update.changed() {
        crate::outln!("{e}");
    }
    for e in update.others() {
        match &e.found {
            fmjd::Found::NotInList => {}
            fmjd::Found::Row { notes, .. } if notes.is_empty() => {}
            _ => crate::outln!("{e}"),
        }
    }
    let not_found = update.not_found();
    if !not_found.is_empty() {
        crate::outln!(
            "not in the list (by FMJD ID): entries {}",
            numbers(&not_found)
        );
    }
    if !update.without_id.is_empty() {
        crate::outln!("no FMJD ID: entries {}", numbers(&update.without_id));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_that_is_not_utf8_is_refused_at_its_first_bad_byte() {
        let bytes = b"no,name\n1,Ana\n2,Jos\xe9 Mart\xednez\n".to_vec();
        let err = ImportCommandError::NotUtf8 {
            path: "list.csv".into(),
            error: crate::export::text::decode(bytes.clone()).unwrap_err(),
        };
        assert_eq!(
            err.to_string(),
            "list.csv, line 3, column 6: the file is not UTF-8 text (it looks like Latin-1 or Windows-1252: save it as UTF-8)"
        );
        // The FMJD list is read as Latin-1.
        let (text, _) = fmjd::decode_list(bytes);
        assert!(text.ends_with("2,Jos\u{e9} Mart\u{ed}nez\n"), "{text}");
    }

    #[test]
    fn a_byte_order_mark_is_dropped() {
        let text = crate::export::text::decode("\u{feff}no,name\n".as_bytes().to_vec()).unwrap();
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
            variant: None,
            dry_run: false,
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
            variant: None,
            dry_run: false,
            file: trf,
        };
        assert!(run(&db, &args).is_err());
        assert!(!db.exists(), "no database is created by a refused import");
    }
}
