//! `crownhead backup FILE` and `crownhead restore FILE`.

use std::path::Path;

use crate::store::{self, backup};

/// Copies the database to `file` (a new file) with SQLite's online backup: safe while the
/// server runs, the copy is the database as of one commit.
pub fn backup(db: &Path, file: &Path) -> Result<(), backup::BackupError> {
    if !db.is_file() {
        return Err(backup::BackupError::Missing(db.to_owned()));
    }
    let conn = store::open(db)?;
    backup::backup_to(&conn, file)?;
    crate::outln!(
        "crownhead: backed up {} to {}",
        db.display(),
        file.display()
    );
    Ok(())
}

/// Replaces the database with the backup `file` after checking it (an SQLite file, a
/// Crownhead database of this or an older schema, passing the integrity check).
pub fn restore(db: &Path, file: &Path) -> Result<(), backup::BackupError> {
    backup::restore(file, db)?;
    crate::outln!(
        "crownhead: restored {} from {}",
        db.display(),
        file.display()
    );
    Ok(())
}
