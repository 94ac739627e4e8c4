//! The server's connections: a pool of connections to one database file, each configured
//! like every other ([`super::configure`]), and the writers' turn.
//!
//! Commands are correct on their own (each takes SQLite's write lock with `BEGIN IMMEDIATE`
//! and checks what the user saw inside its transaction); the writers' turn only spares them
//! SQLite's busy polling when many writers of one process arrive at once.

use std::path::Path;
use std::sync::Mutex;

use r2d2::Pool;
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::Connection;

use super::StoreError;

/// Failure to get a connection.
#[derive(Debug, thiserror::Error)]
#[error("no database connection is free: {0}")]
pub struct PoolError(#[from] r2d2::Error);

/// A pool of connections to one database file.
pub struct Db {
    pool: Pool<SqliteConnectionManager>,
    write_turn: Mutex<()>,
}

impl Db {
    /// Opens (creating and migrating if needed) the database at `path` and a pool of `size`
    /// connections to it.
    pub fn open(path: &Path, size: u32) -> Result<Db, OpenError> {
        drop(super::open(path)?);
        let manager = SqliteConnectionManager::file(path).with_init(|c| super::configure(c));
        let pool = Pool::builder().max_size(size).build(manager)?;
        Ok(Db {
            pool,
            write_turn: Mutex::new(()),
        })
    }

    /// Runs `f` on a pooled connection.
    pub fn read<T>(&self, f: impl FnOnce(&Connection) -> T) -> Result<T, PoolError> {
        let conn = self.pool.get()?;
        Ok(f(&conn))
    }

    /// Runs `f` (a command) on a pooled connection, one writer of this process at a time.
    pub fn write<T>(&self, f: impl FnOnce(&mut Connection) -> T) -> Result<T, PoolError> {
        let _turn = self.write_turn.lock().unwrap_or_else(|e| e.into_inner());
        let mut conn = self.pool.get()?;
        Ok(f(&mut conn))
    }
}

/// Why the pool cannot open.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot open a pool of database connections: {0}")]
    Pool(#[from] r2d2::Error),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pooled_connections_sync_every_commit_and_wait_for_locks() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("p.db"), 2).unwrap();
        db.read(|conn| {
            let pragma = |name: &str| -> i64 {
                conn.query_row(&format!("PRAGMA {name}"), [], |r| r.get(0))
                    .unwrap()
            };
            assert_eq!(pragma("synchronous"), 2, "FULL");
            assert_eq!(pragma("foreign_keys"), 1);
            assert_eq!(pragma("busy_timeout"), 5000);
            let mode: String = conn
                .query_row("PRAGMA journal_mode", [], |r| r.get(0))
                .unwrap();
            assert_eq!(mode, "wal");
        })
        .unwrap();
    }
}
