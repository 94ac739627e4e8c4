//! Storage in one SQLite file: plain functions over a `rusqlite::Connection`, grouped by
//! table, and the commands (`commands`) that each run in one transaction and write an audit
//! row for every change.
//!
//! Opening a database creates it if needed, turns foreign keys on, switches to WAL and applies
//! the numbered migrations in `migrations/`. A database written by a newer schema is refused
//! and left untouched.

pub mod audit;
pub mod commands;
pub mod entries;
pub mod games;
pub mod rounds;
pub mod tournaments;

use std::path::{Path, PathBuf};

use rusqlite::Connection;
use rusqlite_migration::{M, Migrations};

use crate::domain::TournamentError;

pub use commands::*;

const MIGRATION_LIST: &[M<'static>] = &[
    M::up(include_str!("../../migrations/0001_tournament_core.sql")),
    M::up(include_str!("../../migrations/0002_users_sessions.sql")),
    // 0005 drops the open sessions (their tokens were stored in clear).
    M::up(include_str!("../../migrations/0005_session_token_hash.sql")),
];

/// The numbered migrations, in order.
pub const MIGRATIONS: Migrations<'static> = Migrations::from_slice(MIGRATION_LIST);

/// The schema version this code writes (the number of migrations).
pub const SCHEMA_VERSION: i64 = MIGRATION_LIST.len() as i64;

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot open database {path}: {source}")]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    #[error(
        "the database has schema version {found}, but this version of crownhead knows versions up to {known}: it was written by a newer crownhead and has been left untouched"
    )]
    NewerSchema { found: i64, known: i64 },
    #[error("cannot migrate the database: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("there is no tournament with id {0}")]
    NoSuchTournament(i64),
    #[error("the stored data is damaged: {0}")]
    Corrupt(String),
    #[error(transparent)]
    Domain(#[from] TournamentError),
}

/// Opens (creating and migrating if needed) the database at `path`.
pub fn open(path: &Path) -> Result<Connection, StoreError> {
    let mut conn = Connection::open(path).map_err(|source| StoreError::Open {
        path: path.to_owned(),
        source,
    })?;
    prepare(&mut conn, true)?;
    Ok(conn)
}

/// A fresh database in memory, migrated (for tests and benches).
pub fn open_in_memory() -> Result<Connection, StoreError> {
    let mut conn = Connection::open_in_memory()?;
    prepare(&mut conn, false)?;
    Ok(conn)
}

/// The schema version recorded in the database (`PRAGMA user_version`).
pub fn schema_version(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row("PRAGMA user_version", [], |r| r.get(0))?)
}

fn prepare(conn: &mut Connection, wal: bool) -> Result<(), StoreError> {
    // Checked before anything is written: a newer schema is refused, not touched.
    let found = schema_version(conn)?;
    if found > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema {
            found,
            known: SCHEMA_VERSION,
        });
    }
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    if wal {
        let _mode: String = conn.query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0))?;
    }
    MIGRATIONS.to_latest(conn)?;
    Ok(())
}

/// The current time as stored (RFC 3339, UTC).
pub(crate) fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_valid() {
        MIGRATIONS.validate().unwrap();
    }

    #[test]
    fn a_fresh_database_is_migrated_with_foreign_keys_on() {
        let conn = open_in_memory().unwrap();
        assert_eq!(schema_version(&conn).unwrap(), SCHEMA_VERSION);
        let fk: i64 = conn
            .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
            .unwrap();
        assert_eq!(fk, 1);
    }
}
