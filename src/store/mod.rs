//! Storage in one SQLite file: plain functions over a `rusqlite::Connection`, grouped by
//! table, and the commands (`commands`) that each run in one transaction and write an audit
//! row for every change.
//!
//! Opening a database creates it if needed, turns foreign keys on, switches to WAL and applies
//! the numbered migrations in `migrations/`. A database written by a newer schema is refused
//! and left untouched.
//!
//! Durability: the file is in WAL mode with `synchronous = FULL` on every connection (see
//! [`configure`]), so a commit the server has acknowledged survives a killed process and a
//! power cut; after either, the next open replays the WAL and needs no repair.

pub mod accounts;
pub mod audit;
pub mod backup;
pub mod books;
pub mod commands;
pub mod entries;
pub mod events;
pub mod games;
pub mod knockout;
pub mod players;
pub mod playoffs;
pub mod pool;
pub mod prize_lists;
pub mod public;
pub mod refusal;
pub mod rounds;
pub mod teams;
pub mod tournaments;
pub mod transfer;

use std::path::{Path, PathBuf};

pub use rusqlite::Connection;
use rusqlite_migration::{M, Migrations};

use crate::domain::TournamentError;

pub use commands::*;
pub use commands::{ballots, version};
pub use refusal::Refusal;

const MIGRATION_LIST: &[M<'static>] = &[
    M::up(include_str!("../../migrations/0001_tournament_core.sql")),
    M::up(include_str!("../../migrations/0002_users_sessions.sql")),
    M::up(include_str!("../../migrations/0003_version_triggers.sql")),
    // 0004 drops the open sessions (their tokens were stored in clear).
    M::up(include_str!("../../migrations/0004_session_token_hash.sql")),
    // 0005 stamps each board with the version of its last result, for per-board checks.
    M::up(include_str!(
        "../../migrations/0005_board_result_version.sql"
    )),
    // 0006 adds an entry's women's title and rating.
    M::up(include_str!(
        "../../migrations/0006_entry_women_title_rating.sql"
    )),
    // 0007 keeps each tournament's prize list.
    M::up(include_str!("../../migrations/0007_prize_lists.sql")),
    // 0008 groups tournaments as the sections of an event.
    M::up(include_str!("../../migrations/0008_events.sql")),
    // 0009 adds what a TRF-2026 report carries: federation, round dates, acceleration,
    // prohibited pairings, report details; entries' sex, national rating and year of birth;
    // bye points.
    M::up(include_str!("../../migrations/0009_trf_2026.sql")),
    // 0010 adds team competitions: the team settings, teams and their players in board
    // order, team matches and line-ups.
    M::up(include_str!("../../migrations/0010_teams.sql")),
    // 0011 adds the controller's book: incidents, penalties, appeals, disqualified entries,
    // entry fees.
    M::up(include_str!("../../migrations/0011_controllers_book.sql")),
    // 0012 adds knock-out events: their settings and the games of each tie.
    M::up(include_str!("../../migrations/0012_knockout.sql")),
    // 0013 adds the tournament's default language.
    M::up(include_str!(
        "../../migrations/0013_tournament_language.sql"
    )),
    // 0014 keeps the play-offs held after the last round.
    M::up(include_str!("../../migrations/0014_playoffs.sql")),
    // 0015 keeps the initial ranking of a Swiss (the pairing numbers).
    M::up(include_str!("../../migrations/0015_initial_ranking.sql")),
    // 0016 adds the event's time zone and numbers incidents and appeals per tournament.
    M::up(include_str!(
        "../../migrations/0016_event_time_zone_book_numbers.sql"
    )),
    // 0017 keeps the browsers that signed in to an account (device cookies).
    M::up(include_str!("../../migrations/0017_known_devices.sql")),
    // 0018 gives a knock-out's tie games their records.
    M::up(include_str!(
        "../../migrations/0018_knockout_game_records.sql"
    )),
    // 0019 adds players online: personal links, check-ins, players' result reports, bye
    // requests and their settings.
    M::up(include_str!("../../migrations/0019_players_online.sql")),
    // 0020 counts what players do through their links apart from the version the
    // controller's forms are checked against.
    M::up(include_str!("../../migrations/0020_player_activity.sql")),
    // 0021 keeps each entry's surname and given name beside its name as shown.
    M::up(include_str!(
        "../../migrations/0021_entry_surname_given_name.sql"
    )),
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
    #[error(transparent)]
    Ballot(#[from] crate::ballot::BallotError),
    /// What the edit was based on changed meanwhile; nothing was written.
    #[error("{}: changed since it was read; nothing was saved", .0.what)]
    Stale(Box<commands::Stale>),
    /// A field of the command's input is wrong for the stored tournament.
    #[error("{field}: {message}")]
    Invalid { field: String, message: Refusal },
    /// The thing named does not exist.
    #[error("{0}")]
    NotFound(String),
    /// A field of a team event's command is refused by the team rules.
    #[error("{field}: {error}")]
    Team {
        field: String,
        error: Box<crate::domain::team_event::TeamEventError>,
    },
    /// A field of a command of the controller's book is refused by the book's rules.
    #[error("{field}: {error}")]
    Book {
        field: String,
        error: crate::domain::book::BookError,
    },
}

impl StoreError {
    /// Whether the write failed because the disk (or the database's size limit) is full:
    /// SQLite rolled the transaction back, so nothing was saved.
    pub fn is_disk_full(&self) -> bool {
        match self {
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(e, _))
            | StoreError::Open {
                source: rusqlite::Error::SqliteFailure(e, _),
                ..
            } => e.code == rusqlite::ErrorCode::DiskFull,
            StoreError::Migration(rusqlite_migration::Error::RusqliteError { err, .. }) => {
                matches!(err, rusqlite::Error::SqliteFailure(e, _) if e.code == rusqlite::ErrorCode::DiskFull)
            }
            _ => false,
        }
    }
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

/// How long a connection waits for another writer (another process, such as `crownhead
/// backup` or a second server by mistake) before giving up with "database is locked".
pub const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// The settings every connection needs (they are per connection, not stored in the file):
/// foreign keys on, a busy timeout, and `synchronous = FULL`.
///
/// Why FULL: in WAL mode, `synchronous = NORMAL` syncs the WAL only at checkpoints, so a
/// commit is durable against a killed process but the last commits can be lost on a power cut
/// or an operating-system crash. FULL syncs the WAL on every commit: once the server has
/// answered a write, the write is on the disk. The cost is one fsync per command, which a
/// tournament's rate of writes does not notice.
pub fn configure(conn: &Connection) -> Result<(), rusqlite::Error> {
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    Ok(())
}

/// A write transaction that takes the write lock at once (`BEGIN IMMEDIATE`), so a command
/// that reads then writes waits for another process's writer (busy timeout) instead of failing
/// when its snapshot went stale.
pub fn write_transaction(conn: &mut Connection) -> Result<rusqlite::Transaction<'_>, StoreError> {
    Ok(conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?)
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
    configure(conn)?;
    if wal {
        let _mode: String = conn.query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0))?;
    }
    MIGRATIONS.to_latest(conn)?;
    Ok(())
}

/// Runs `f` in one read transaction, so that everything it reads (a tournament and its
/// version) comes from one state of the database.
pub fn read_consistent<T>(
    conn: &Connection,
    f: impl FnOnce(&Connection) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    let tx = conn.unchecked_transaction()?;
    let out = f(&tx)?;
    tx.finish()?;
    Ok(out)
}

/// Tournament `t` (`tid`) with what its team event's matches say of the players without a
/// board (`TeamEvent::seats`); an event of players alone as it is.
fn with_team_seats(
    conn: &Connection,
    tid: i64,
    t: crate::domain::Tournament,
) -> Result<crate::domain::Tournament, StoreError> {
    match teams::load(conn, tid, t.settings())? {
        Some(e) => {
            let seats = e.seats(&t);
            Ok(t.with_team_seats(seats))
        }
        None => Ok(t),
    }
}

/// The standings of a tournament after its last complete round.
pub fn standings(conn: &Connection, tid: i64) -> Result<crate::domain::Standings, StoreError> {
    Ok(tournaments::load(conn, tid)?.standings())
}

/// The current time as stored (RFC 3339, UTC).
pub(crate) fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_is_told_apart_and_nothing_is_saved() {
        use crate::domain::{Entry, PlayerName, Preset, Settings};
        let mut conn = open_in_memory().unwrap();
        let id = create_tournament(
            &mut conn,
            &Settings::preset(Preset::English, "Full", 3),
            "td",
        )
        .unwrap();
        // The database may not grow past its pages now: as a full disk does, every write that
        // needs a new page fails with SQLITE_FULL.
        let pages: i64 = conn
            .query_row("PRAGMA page_count", [], |r| r.get(0))
            .unwrap();
        conn.pragma_update(None, "max_page_count", pages).unwrap();
        let big = |n: u32| {
            let mut e = Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap();
            e.club = Some("c".repeat(100));
            e
        };
        let list: Vec<Entry> = (1..=500).map(big).collect();
        let before = tournaments::load(&conn, id).unwrap();
        let e = import_entries(&mut conn, id, Seen::Any, &list, None, "td").unwrap_err();
        assert!(e.is_disk_full(), "{e}");
        assert_eq!(tournaments::load(&conn, id).unwrap(), before);
        assert!(!StoreError::NotFound("x".into()).is_disk_full());
    }

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

    #[test]
    fn a_file_database_is_in_wal_mode_with_full_sync() {
        let dir = tempfile::tempdir().unwrap();
        let conn = open(&dir.path().join("c.db")).unwrap();
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        // 2 = FULL (0 OFF, 1 NORMAL, 3 EXTRA).
        let sync: i64 = conn
            .query_row("PRAGMA synchronous", [], |r| r.get(0))
            .unwrap();
        assert_eq!(sync, 2);
    }

    fn version(conn: &Connection, id: i64) -> i64 {
        conn.query_row("SELECT version FROM tournaments WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .unwrap()
    }

    #[test]
    fn any_change_to_a_tournament_raises_its_version() {
        use crate::domain::{Preset, Settings};
        let conn = open_in_memory().unwrap();
        let a = tournaments::insert(&conn, &Settings::preset(Preset::English, "A", 3)).unwrap();
        let b = tournaments::insert(&conn, &Settings::preset(Preset::English, "B", 3)).unwrap();
        let mut steps = 0;
        let mut check = |sql: &str| {
            let (va, vb) = (version(&conn, a), version(&conn, b));
            conn.execute_batch(sql).unwrap();
            assert!(version(&conn, a) > va, "{sql} did not raise A's version");
            assert_eq!(version(&conn, b), vb, "{sql} raised B's version");
            steps += 1;
        };
        check(&format!(
            "INSERT INTO entries (id, tournament_id, start_no, name) VALUES (10, {a}, 1, 'X'), (11, {a}, 2, 'Y')"
        ));
        check("UPDATE entries SET rating = 2000 WHERE id = 10");
        check("INSERT INTO requested_byes (entry_id, round) VALUES (10, 2)");
        check("DELETE FROM requested_byes WHERE entry_id = 10");
        check("INSERT INTO forbidden_pairings (entry_id, other_id) VALUES (10, 11)");
        check("DELETE FROM forbidden_pairings");
        check(&format!(
            "INSERT INTO rounds (id, tournament_id, number, state) VALUES (20, {a}, 1, 'draft')"
        ));
        check("UPDATE rounds SET state = 'published' WHERE id = 20");
        check(
            "INSERT INTO boards (id, round_id, number, home_entry_id, away_entry_id) VALUES (30, 20, 1, 10, 11)",
        );
        check("UPDATE boards SET home_sheets_missing = 1 WHERE id = 30");
        check(
            "INSERT INTO games (id, board_id, number, first_entry_id, second_entry_id) VALUES (40, 30, 1, 10, 11)",
        );
        check(
            "UPDATE games SET first_kind = 'win', first_points = 2, second_kind = 'loss', second_points = 0 WHERE id = 40",
        );
        check("DELETE FROM games WHERE id = 40");
        check("DELETE FROM boards WHERE id = 30");
        check("DELETE FROM rounds WHERE id = 20");
        check(&format!(
            "UPDATE tournaments SET venue = 'Hall' WHERE id = {a}"
        ));
        check(&format!(
            "UPDATE tournaments SET acceleration_json = '{{\"kind\":\"baku\"}}' WHERE id = {a}"
        ));
        check(&format!(
            "UPDATE tournaments SET round_dates_json = '{{\"1\":\"2026-04-01\"}}', federation = 'NED' WHERE id = {a}"
        ));
        check("UPDATE entries SET sex = 'w' WHERE id = 10");
        check("DELETE FROM entries WHERE id = 11");
        assert_eq!(steps, 20);
    }
}
