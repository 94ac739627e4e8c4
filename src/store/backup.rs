//! Backups: a consistent copy of a live database (SQLite's online backup API, safe while the
//! server writes), the automatic snapshots taken when a round is published or closed, and
//! restoring a backup after checking it.
//!
//! A backup file is one self-contained SQLite file (rollback journal, not WAL). It is written
//! to a temporary file beside its destination, synced and renamed into place, so a crash never
//! leaves a half-written backup under the final name. A restore copies the checked backup into
//! the database through the same API, in one write transaction: a crash leaves the old data or
//! the new, never a mixture.

use std::fs;
use std::path::{Path, PathBuf};

use rusqlite::backup::Backup;
use rusqlite::{Connection, OpenFlags};

use super::{SCHEMA_VERSION, StoreError};

/// Snapshots kept in `backups/`: older ones are deleted.
pub const KEEP_SNAPSHOTS: usize = 20;

/// The folder of automatic snapshots, beside the database.
pub const SNAPSHOT_DIR: &str = "backups";

/// The tables every Crownhead database has.
const CROWNHEAD_TABLES: &[&str] = &[
    "tournaments",
    "entries",
    "rounds",
    "boards",
    "games",
    "audit_log",
];

/// Why a backup or restore failed.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {source}")]
    Sqlite {
        path: PathBuf,
        source: rusqlite::Error,
    },
    #[error("{0} already exists: choose another name or remove it first")]
    Exists(PathBuf),
    #[error("{0} does not exist")]
    Missing(PathBuf),
    #[error("{0} is not an SQLite database")]
    NotADatabase(PathBuf),
    #[error("{path} is not a Crownhead database (it has no {table} table)")]
    NotCrownhead { path: PathBuf, table: &'static str },
    #[error(
        "{path} has schema version {found}, newer than the versions up to {known} this crownhead knows: restore it with a newer crownhead"
    )]
    NewerSchema {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    #[error("{path} is damaged (integrity check: {report})")]
    Damaged { path: PathBuf, report: String },
    #[error(
        "{path} is not a database as Crownhead's migrations make it (schema version {version}): {}",
        differences.join("; ")
    )]
    ForeignSchema {
        path: PathBuf,
        version: i64,
        differences: Vec<String>,
    },
    #[error(
        "{db} is in use by {holder}: stop that crownhead first (a backup can be taken while it runs)"
    )]
    InUse { db: PathBuf, holder: String },
    #[error(transparent)]
    Store(#[from] StoreError),
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> BackupError + '_ {
    move |source| BackupError::Io {
        path: path.to_owned(),
        source,
    }
}

fn sql(path: &Path) -> impl FnOnce(rusqlite::Error) -> BackupError + '_ {
    move |source| BackupError::Sqlite {
        path: path.to_owned(),
        source,
    }
}

/// A temporary name in `dest`'s folder (same file system, so the rename is atomic).
fn temp_beside(dest: &Path) -> PathBuf {
    let name = dest
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "crownhead".into());
    let nonce: u64 = rand::random();
    dest.with_file_name(format!(".{name}.{nonce:016x}.partial"))
}

fn sync_dir(dir: &Path) {
    // Makes the rename durable; not every platform can open a folder, which is harmless.
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// The lock file beside the database (`crownhead.db.lock` for `crownhead.db`): a running
/// server holds an exclusive advisory lock on it for its lifetime, and writes its pid and
/// address into it; a restore takes the same lock, so it never runs under a live server.
/// The file stays after the server stops (removing it would race with the next holder): only
/// the lock counts, and the operating system releases it when the process ends, even on
/// `kill -9`.
pub fn lock_path(db: &Path) -> PathBuf {
    let name = db
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "crownhead.db".into());
    db.with_file_name(format!("{name}.lock"))
}

/// The exclusive lock on a database's lock file, released when dropped.
#[derive(Debug)]
pub struct DbLock {
    file: fs::File,
    path: PathBuf,
}

impl DbLock {
    /// Takes the lock of `db` for `holder` (e.g. `the server at http://127.0.0.1:8080/`),
    /// writing `pid N, holder` into the lock file; refused with the current holder's line
    /// when another process has it.
    pub fn take(db: &Path, holder: &str) -> Result<DbLock, BackupError> {
        use std::io::{Read, Seek, Write};
        let path = lock_path(db);
        let mut file = fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(io(&path))?;
        match file.try_lock() {
            Ok(()) => {}
            Err(fs::TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                let text = text.trim();
                return Err(BackupError::InUse {
                    db: db.to_owned(),
                    holder: if text.is_empty() {
                        format!("another crownhead process (see {})", path.display())
                    } else {
                        format!("crownhead {text}")
                    },
                });
            }
            Err(fs::TryLockError::Error(e)) => return Err(io(&path)(e)),
        }
        let line = format!("pid {}, {holder}\n", std::process::id());
        file.set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| file.write_all(line.as_bytes()))
            .and_then(|()| file.sync_data())
            .map_err(io(&path))?;
        Ok(DbLock { file, path })
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for DbLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}

/// Runs a backup in one step (all pages at once), retrying while a lock is held elsewhere,
/// up to the store's busy timeout.
fn copy_all(b: &Backup<'_, '_>) -> Result<(), rusqlite::Error> {
    use rusqlite::backup::StepResult;
    let deadline = std::time::Instant::now() + super::BUSY_TIMEOUT;
    loop {
        match b.step(-1)? {
            StepResult::Done => return Ok(()),
            StepResult::More => {}
            StepResult::Busy | StepResult::Locked if std::time::Instant::now() < deadline => {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            StepResult::Busy | StepResult::Locked => {
                return Err(rusqlite::Error::SqliteFailure(
                    rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
                    Some("the database stayed locked".into()),
                ));
            }
            _ => {}
        }
    }
}

/// Copies the database of `src` (a consistent snapshot of its last commit, even while other
/// connections write) to the new file `dest`. Refuses an existing `dest`.
pub fn backup_to(src: &Connection, dest: &Path) -> Result<(), BackupError> {
    if dest.exists() {
        return Err(BackupError::Exists(dest.to_owned()));
    }
    let tmp = temp_beside(dest);
    let result = write_copy(src, &tmp).and_then(|()| {
        fs::rename(&tmp, dest).map_err(io(dest))?;
        sync_dir(parent(dest));
        Ok(())
    });
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

fn write_copy(src: &Connection, tmp: &Path) -> Result<(), BackupError> {
    let mut out = Connection::open(tmp).map_err(sql(tmp))?;
    {
        let b = Backup::new(src, &mut out).map_err(sql(tmp))?;
        // Every page in one step: the copy is one read transaction of the source, so it is
        // exactly the database as of one commit. In WAL mode the writers are not held up.
        copy_all(&b).map_err(sql(tmp))?;
    }
    // One self-contained file: no -wal beside it.
    let _: String = out
        .query_row("PRAGMA journal_mode = DELETE", [], |r| r.get(0))
        .map_err(sql(tmp))?;
    out.close().map_err(|(_, e)| sql(tmp)(e))?;
    fs::File::open(tmp)
        .and_then(|f| f.sync_all())
        .map_err(io(tmp))?;
    Ok(())
}

/// What the automatic snapshot records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    Published,
    Closed,
}

impl Event {
    /// The event of publishing (`false`) or closing (`true`) a round.
    pub fn of_closing(close: bool) -> Event {
        if close {
            Event::Closed
        } else {
            Event::Published
        }
    }

    fn name(self) -> &'static str {
        match self {
            Event::Published => "published",
            Event::Closed => "closed",
        }
    }
}

/// The snapshot folder of the database at `db`.
pub fn snapshot_dir(db: &Path) -> PathBuf {
    parent(db).join(SNAPSHOT_DIR)
}

/// The file name of a snapshot: sorting the names sorts them by time (to the millisecond).
/// `crownhead-20261123T150102.345Z-t3-r5-published.db`
pub fn snapshot_name(
    at: chrono::DateTime<chrono::Utc>,
    tournament: i64,
    round: u32,
    event: Event,
) -> String {
    format!(
        "crownhead-{}-t{tournament}-r{round}-{}.db",
        at.format("%Y%m%dT%H%M%S%.3fZ"),
        event.name()
    )
}

fn is_snapshot(name: &str) -> bool {
    name.starts_with("crownhead-") && name.ends_with(".db")
}

/// Takes a snapshot of `src` (the database at `db`) into `backups/` beside it after round
/// `round` of tournament `tournament` was published or closed, then deletes all but the newest
/// [`KEEP_SNAPSHOTS`]. Returns the snapshot's path.
pub fn snapshot(
    src: &Connection,
    db: &Path,
    tournament: i64,
    round: u32,
    event: Event,
) -> Result<PathBuf, BackupError> {
    snapshot_at(src, db, chrono::Utc::now(), tournament, round, event)
}

fn snapshot_at(
    src: &Connection,
    db: &Path,
    at: chrono::DateTime<chrono::Utc>,
    tournament: i64,
    round: u32,
    event: Event,
) -> Result<PathBuf, BackupError> {
    let dir = snapshot_dir(db);
    fs::create_dir_all(&dir).map_err(io(&dir))?;
    // Two snapshots in the same millisecond: the later one takes the next free millisecond,
    // so the names still sort in the order taken.
    let mut at = at;
    let mut path = dir.join(snapshot_name(at, tournament, round, event));
    while path.exists() {
        at += chrono::Duration::milliseconds(1);
        path = dir.join(snapshot_name(at, tournament, round, event));
    }
    backup_to(src, &path)?;
    prune(&dir, KEEP_SNAPSHOTS)?;
    Ok(path)
}

/// Deletes all but the newest `keep` snapshots in `dir`; returns the deleted ones.
pub fn prune(dir: &Path, keep: usize) -> Result<Vec<PathBuf>, BackupError> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map_err(io(dir))?
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| is_snapshot(n))
        .collect();
    names.sort();
    let excess = names.len().saturating_sub(keep);
    let mut deleted = Vec::new();
    for n in &names[..excess] {
        let p = dir.join(n);
        fs::remove_file(&p).map_err(io(&p))?;
        deleted.push(p);
    }
    Ok(deleted)
}

/// Checks that `path` is a sound Crownhead database this version can read: an SQLite file,
/// passing `PRAGMA integrity_check`, with Crownhead's tables and a schema version not newer
/// than [`SCHEMA_VERSION`]. Returns its schema version. The file is opened read-only.
pub fn check(path: &Path) -> Result<i64, BackupError> {
    if !path.is_file() {
        return Err(BackupError::Missing(path.to_owned()));
    }
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(sql(path))?;
    let not_db = |e: rusqlite::Error| match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::NotADatabase) => BackupError::NotADatabase(path.to_owned()),
        _ => sql(path)(e),
    };
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .map_err(not_db)?;
    let report: Vec<String> = conn
        .prepare("PRAGMA integrity_check")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .map_err(not_db)?;
    if report != ["ok"] {
        return Err(BackupError::Damaged {
            path: path.to_owned(),
            report: report.join("; "),
        });
    }
    let found: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(sql(path))?;
    if let Some(table) = CROWNHEAD_TABLES
        .iter()
        .find(|t| !tables.iter().any(|n| n == *t))
    {
        return Err(BackupError::NotCrownhead {
            path: path.to_owned(),
            table,
        });
    }
    if found > SCHEMA_VERSION {
        return Err(BackupError::NewerSchema {
            path: path.to_owned(),
            found,
            known: SCHEMA_VERSION,
        });
    }
    let differences = schema_differences(path, &conn, found)?;
    if !differences.is_empty() {
        return Err(BackupError::ForeignSchema {
            path: path.to_owned(),
            version: found,
            differences,
        });
    }
    Ok(found)
}

/// Every table, index, trigger and view of a database (`sqlite_master`, SQLite's own objects
/// left out) by kind and name, with its SQL, spaces folded.
fn schema_of(
    conn: &Connection,
) -> rusqlite::Result<std::collections::BTreeMap<(String, String), String>> {
    let mut stmt = conn.prepare(
        "SELECT type, name, coalesce(sql, '') FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'",
    )?;
    let rows = stmt.query_map([], |r| {
        let sql: String = r.get(2)?;
        Ok((
            (r.get::<_, String>(0)?, r.get::<_, String>(1)?),
            sql.split_whitespace().collect::<Vec<_>>().join(" "),
        ))
    })?;
    rows.collect()
}

/// What differs between `conn`'s schema and the one Crownhead's migrations make up to
/// `version`: each object missing, added (a trigger planted in a backup, say) or changed, by
/// kind and name. Empty when they are the same.
fn schema_differences(
    path: &Path,
    conn: &Connection,
    version: i64,
) -> Result<Vec<String>, BackupError> {
    let mut made = Connection::open_in_memory().map_err(sql(path))?;
    let version = usize::try_from(version).unwrap_or(0);
    super::MIGRATIONS
        .to_version(&mut made, version)
        .map_err(|e| BackupError::Store(StoreError::Corrupt(e.to_string())))?;
    let want = schema_of(&made).map_err(sql(path))?;
    let have = schema_of(conn).map_err(sql(path))?;
    let mut out = Vec::new();
    for ((kind, name), sql) in &want {
        match have.get(&(kind.clone(), name.clone())) {
            None => out.push(format!("{kind} {name} is missing")),
            Some(h) if h != sql => out.push(format!("{kind} {name} differs")),
            Some(_) => {}
        }
    }
    for (kind, name) in have.keys() {
        if !want.contains_key(&(kind.clone(), name.clone())) {
            out.push(format!("{kind} {name} is not part of Crownhead's schema"));
        }
    }
    Ok(out)
}

/// Replaces the database at `db` (created if absent) with the backup `from`, after [`check`]ing
/// the backup; an older schema is then migrated. The copy is one write transaction of `db`:
/// it holds all of the old data or all of the new. Refused ([`BackupError::InUse`], naming the
/// server's pid) while a server runs on `db`, so no page it shows comes from the data
/// replaced; the lock is held until the restore is done.
pub fn restore(from: &Path, db: &Path) -> Result<(), BackupError> {
    check(from)?;
    let _lock = DbLock::take(db, "restoring a backup")?;
    {
        let mut target = super::open(db)?;
        // Keep `from` as it is: read it through a read-only connection.
        let src = Connection::open_with_flags(from, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(sql(from))?;
        let b = Backup::new(&src, &mut target).map_err(sql(db))?;
        copy_all(&b).map_err(sql(db))?;
    }
    // The copy carried the backup's journal mode and schema version: open again to go back
    // to WAL and migrate an older schema.
    let conn = super::open(db)?;
    let report: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .map_err(sql(db))?;
    if report != "ok" {
        return Err(BackupError::Damaged {
            path: db.to_owned(),
            report,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Preset, Settings};
    use crate::store;

    fn with_tournament(path: &Path, name: &str) -> Connection {
        let mut conn = store::open(path).unwrap();
        store::create_tournament(&mut conn, &Settings::preset(Preset::English, name, 3), "td")
            .unwrap();
        conn
    }

    fn names(conn: &Connection) -> Vec<String> {
        store::tournaments::list(conn)
            .unwrap()
            .into_iter()
            .map(|t| t.name)
            .collect()
    }

    #[test]
    fn a_backup_is_one_checked_file_and_refuses_to_overwrite() {
        let dir = tempfile::tempdir().unwrap();
        let conn = with_tournament(&dir.path().join("live.db"), "Open");
        let dest = dir.path().join("copy.db");
        backup_to(&conn, &dest).unwrap();
        assert_eq!(check(&dest).unwrap(), SCHEMA_VERSION);
        assert!(!dir.path().join("copy.db-wal").exists());
        let copy = Connection::open(&dest).unwrap();
        let mode: String = copy
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "delete");
        assert_eq!(names(&copy), ["Open"]);
        let e = backup_to(&conn, &dest).unwrap_err();
        assert!(matches!(e, BackupError::Exists(_)), "{e}");
        // No temporary file is left behind.
        let left: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().ends_with(".partial"))
            .collect();
        assert!(left.is_empty());
    }

    /// 45: a backup holding a trigger (or a table, an index, a view) the migrations do not
    /// make is refused, naming it, and the database restored onto is left as it was.
    #[test]
    fn a_backup_with_a_planted_trigger_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let conn = with_tournament(&dir.path().join("live.db"), "Open");
        let dest = dir.path().join("planted.db");
        backup_to(&conn, &dest).unwrap();
        {
            let planted = Connection::open(&dest).unwrap();
            planted
                .execute_batch(
                    "CREATE TRIGGER wipe AFTER UPDATE ON tournaments BEGIN DELETE FROM entries; END;
                     CREATE INDEX extra ON entries (name);
                     DROP TRIGGER entries_insert_version;",
                )
                .unwrap();
        }
        let e = check(&dest).unwrap_err();
        let BackupError::ForeignSchema { differences, .. } = &e else {
            panic!("{e}");
        };
        assert!(
            differences.contains(&"trigger wipe is not part of Crownhead's schema".into()),
            "{e}"
        );
        assert!(
            differences.contains(&"index extra is not part of Crownhead's schema".into()),
            "{e}"
        );
        assert!(
            differences.contains(&"trigger entries_insert_version is missing".into()),
            "{e}"
        );
        let target = dir.path().join("target.db");
        drop(with_tournament(&target, "Kept"));
        assert!(matches!(
            restore(&dest, &target),
            Err(BackupError::ForeignSchema { .. })
        ));
        assert_eq!(names(&store::open(&target).unwrap()), ["Kept"]);
        // A clean backup still restores.
        let clean = dir.path().join("clean.db");
        backup_to(&conn, &clean).unwrap();
        restore(&clean, &target).unwrap();
        assert_eq!(names(&store::open(&target).unwrap()), ["Open"]);
    }

    #[test]
    fn snapshot_names_sort_by_time() {
        use chrono::TimeZone;
        let a = chrono::Utc
            .with_ymd_and_hms(2026, 11, 23, 15, 1, 2)
            .unwrap();
        let b = chrono::Utc
            .with_ymd_and_hms(2026, 11, 23, 15, 1, 3)
            .unwrap();
        let na = snapshot_name(a, 3, 5, Event::Published);
        assert_eq!(na, "crownhead-20261123T150102.000Z-t3-r5-published.db");
        let nb = snapshot_name(b, 1, 1, Event::Closed);
        assert!(na < nb);
    }

    #[test]
    fn snapshots_keep_the_newest_twenty() {
        use chrono::TimeZone;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("live.db");
        let conn = with_tournament(&db, "Open");
        let start = chrono::Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap();
        let mut made = Vec::new();
        for i in 0..25 {
            let at = start + chrono::Duration::minutes(i);
            let event = if i % 2 == 0 {
                Event::Published
            } else {
                Event::Closed
            };
            made.push(snapshot_at(&conn, &db, at, 1, i as u32 + 1, event).unwrap());
        }
        // A file that is not a snapshot is left alone.
        fs::write(snapshot_dir(&db).join("notes.txt"), "keep me").unwrap();
        prune(&snapshot_dir(&db), KEEP_SNAPSHOTS).unwrap();
        let mut left: Vec<PathBuf> = fs::read_dir(snapshot_dir(&db))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "db"))
            .collect();
        left.sort();
        assert_eq!(left, made[5..]);
        assert!(snapshot_dir(&db).join("notes.txt").exists());
        // Two in the same millisecond keep distinct, ordered names.
        let again = snapshot_at(
            &conn,
            &db,
            start + chrono::Duration::minutes(24),
            1,
            25,
            Event::Published,
        )
        .unwrap();
        assert!(again > made[24], "{again:?}");
        assert_eq!(check(&again).unwrap(), SCHEMA_VERSION);
    }

    #[test]
    fn restore_replaces_the_data_and_goes_back_to_wal() {
        let dir = tempfile::tempdir().unwrap();
        let old = with_tournament(&dir.path().join("old.db"), "Old");
        let saved = dir.path().join("saved.db");
        backup_to(&old, &saved).unwrap();
        let live = dir.path().join("live.db");
        drop(with_tournament(&live, "Live"));
        restore(&saved, &live).unwrap();
        let conn = store::open(&live).unwrap();
        assert_eq!(names(&conn), ["Old"]);
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        // The backup itself is unchanged.
        assert_eq!(check(&saved).unwrap(), SCHEMA_VERSION);
    }

    #[test]
    fn restore_refuses_what_is_not_a_sound_crownhead_database() {
        let dir = tempfile::tempdir().unwrap();
        let live = dir.path().join("live.db");
        drop(with_tournament(&live, "Live"));
        let still_live = || {
            let conn = store::open(&live).unwrap();
            assert_eq!(names(&conn), ["Live"]);
        };

        let text = dir.path().join("notes.db");
        fs::write(
            &text,
            "these are not the pages of a database, just some text ".repeat(100),
        )
        .unwrap();
        let e = restore(&text, &live).unwrap_err();
        assert!(matches!(e, BackupError::NotADatabase(_)), "{e}");
        assert!(e.to_string().contains("is not an SQLite database"), "{e}");
        still_live();

        let other = dir.path().join("other.db");
        Connection::open(&other)
            .unwrap()
            .execute_batch(
                "CREATE TABLE tournaments (id INTEGER PRIMARY KEY); CREATE TABLE notes (t TEXT);",
            )
            .unwrap();
        let e = restore(&other, &live).unwrap_err();
        assert!(e.to_string().contains("is not a Crownhead database"), "{e}");
        still_live();

        let newer = dir.path().join("newer.db");
        let conn = with_tournament(&newer, "Future");
        conn.execute_batch("PRAGMA user_version = 99;").unwrap();
        drop(conn);
        let e = restore(&newer, &live).unwrap_err();
        assert!(
            matches!(e, BackupError::NewerSchema { found: 99, .. }),
            "{e}"
        );
        still_live();

        let e = restore(&dir.path().join("absent.db"), &live).unwrap_err();
        assert!(matches!(e, BackupError::Missing(_)), "{e}");
        still_live();
    }

    #[test]
    fn restore_is_refused_while_the_lock_is_held_and_names_the_holder() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("live.db");
        drop(with_tournament(&db, "Live"));
        let from = dir.path().join("copy.db");
        drop(with_tournament(&from, "Copy"));
        let held = DbLock::take(&db, "the server at http://127.0.0.1:9/").unwrap();
        assert_eq!(held.path(), dir.path().join("live.db.lock"));
        let e = restore(&from, &db).unwrap_err();
        let text = e.to_string();
        assert!(matches!(e, BackupError::InUse { .. }), "{text}");
        assert!(
            text.contains(&format!("pid {}", std::process::id())),
            "{text}"
        );
        assert!(text.contains("127.0.0.1:9"), "{text}");
        assert_eq!(names(&store::open(&db).unwrap()), ["Live"]);
        drop(held);
        restore(&from, &db).unwrap();
        assert_eq!(names(&store::open(&db).unwrap()), ["Copy"]);
    }

    #[test]
    fn restore_refuses_a_damaged_file() {
        let dir = tempfile::tempdir().unwrap();
        let src = with_tournament(&dir.path().join("src.db"), "Src");
        {
            let mut src = src;
            let tx = src.transaction().unwrap();
            for i in 0..300 {
                tx.execute(
                    "INSERT INTO audit_log (at, who, entity, action, after_json) VALUES ('now', 'td', 'x', 'y', ?1)",
                    [format!("{i:0>200}")],
                )
                .unwrap();
            }
            tx.commit().unwrap();
            let saved = dir.path().join("saved.db");
            backup_to(&src, &saved).unwrap();
            // Scribble over a page in the middle of the file (not the header).
            let mut bytes = fs::read(&saved).unwrap();
            let mid = bytes.len() / 2;
            for b in &mut bytes[mid..mid + 4096] {
                *b = 0x5a;
            }
            fs::write(&saved, bytes).unwrap();
            let live = dir.path().join("live.db");
            drop(with_tournament(&live, "Live"));
            let e = restore(&saved, &live).unwrap_err();
            assert!(
                matches!(e, BackupError::Damaged { .. } | BackupError::Sqlite { .. }),
                "{e}"
            );
            let conn = store::open(&live).unwrap();
            assert_eq!(names(&conn), ["Live"]);
        }
    }
}
