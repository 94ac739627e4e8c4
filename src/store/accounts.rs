//! The `users`, `sessions` and `login_attempts` tables (migrations 0002 and 0004).
//!
//! A session is stored under the SHA-256 of its token, never the token itself: the token only
//! lives in the browser's cookie, so reading the database (or a backup of it) gives no way in.

use chrono::{Duration, Utc};
use rusqlite::{Connection, OptionalExtension, params};
use sha2::{Digest, Sha256};

use crate::store::StoreError;

/// What an account may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The chief controller: everything.
    Chief,
    /// An assistant: results and game records only.
    Assistant,
}

impl Role {
    pub const fn name(self) -> &'static str {
        match self {
            Role::Chief => "chief",
            Role::Assistant => "assistant",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "chief" => Some(Role::Chief),
            "assistant" => Some(Role::Assistant),
            _ => None,
        }
    }
}

/// A signed-in account, as its session cookie finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionUser {
    pub user_id: i64,
    pub name: String,
    pub role: Role,
    pub csrf: String,
}

/// How long a session lasts.
pub const SESSION_HOURS: i64 = 24;
/// The window in which failed sign-ins are counted.
pub const ATTEMPT_WINDOW_MINUTES: i64 = 15;
/// Failed sign-ins allowed for one account from one address in the window (an account is
/// never locked for every address: a stranger's failures cannot lock its owner out).
pub const MAX_FAILURES_PER_ACCOUNT: i64 = 5;
/// Failed sign-ins allowed per address in the window.
pub const MAX_FAILURES_PER_IP: i64 = 20;

/// Failed sign-ins on one account, from anywhere, before each further attempt waits.
pub const FREE_FAILURES_PER_ACCOUNT: i64 = 5;
/// The longest wait between attempts on an account, in seconds.
pub const MAX_ACCOUNT_WAIT_SECONDS: i64 = 300;

/// The wait after the last failure on an account with `failures` failures in the window:
/// none up to [`FREE_FAILURES_PER_ACCOUNT`], then 1 s, 2 s, 4 s... up to
/// [`MAX_ACCOUNT_WAIT_SECONDS`].
pub fn account_wait(failures: i64) -> i64 {
    let over = failures - FREE_FAILURES_PER_ACCOUNT;
    if over < 0 {
        return 0;
    }
    1i64.checked_shl(over.min(20) as u32)
        .unwrap_or(MAX_ACCOUNT_WAIT_SECONDS)
        .min(MAX_ACCOUNT_WAIT_SECONDS)
}

/// How many seconds a sign-in on `account` must still wait, from a browser that never signed
/// in to it: failures from every address count.
pub fn account_delay(conn: &Connection, account: &str) -> Result<i64, StoreError> {
    let since = stamp(Utc::now() - Duration::minutes(ATTEMPT_WINDOW_MINUTES));
    let (failures, last): (i64, Option<String>) = conn.query_row(
        "SELECT count(*), max(at) FROM login_attempts WHERE account = ?1 AND at > ?2 AND ok = 0",
        params![account, since],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let wait = account_wait(failures);
    let Some(last) = last.and_then(|l| chrono::DateTime::parse_from_rfc3339(&l).ok()) else {
        return Ok(0);
    };
    let until = last.with_timezone(&Utc) + Duration::seconds(wait);
    Ok(((until - Utc::now()).num_milliseconds().max(0) + 999) / 1000)
}

/// Remembers that the browser holding the device token `token` signed in to `account`.
pub fn remember_device(conn: &Connection, account: &str, token: &str) -> Result<(), StoreError> {
    conn.execute(
        "INSERT OR REPLACE INTO known_devices (token_hash, account, created_at) VALUES (?1, ?2, ?3)",
        params![token_hash(token), account, stamp(Utc::now())],
    )?;
    Ok(())
}

/// Whether the device token `token` is of a browser that signed in to `account` before.
pub fn known_device(conn: &Connection, account: &str, token: &str) -> Result<bool, StoreError> {
    let n: i64 = conn.query_row(
        "SELECT count(*) FROM known_devices WHERE token_hash = ?1 AND account = ?2",
        params![token_hash(token), account],
        |r| r.get(0),
    )?;
    Ok(n > 0)
}

fn stamp(t: chrono::DateTime<Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// The number of accounts.
pub fn count(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row("SELECT count(*) FROM users", [], |r| r.get(0))?)
}

/// Creates an account; the name must be new.
pub fn create(conn: &Connection, name: &str, hash: &str, role: Role) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO users (name, password_hash, role, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![name, hash, role.name(), stamp(Utc::now())],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Whether an account of this name exists.
pub fn exists(conn: &Connection, name: &str) -> Result<bool, StoreError> {
    Ok(conn
        .query_row("SELECT 1 FROM users WHERE name = ?1", [name], |_| Ok(()))
        .optional()?
        .is_some())
}

/// The id and password hash of the account `name`.
pub fn credentials(conn: &Connection, name: &str) -> Result<Option<(i64, String)>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id, password_hash FROM users WHERE name = ?1",
            [name],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

/// The name and role of account `id`.
pub fn account(conn: &Connection, id: i64) -> Result<Option<(String, Role)>, StoreError> {
    let row: Option<(String, String)> = conn
        .query_row("SELECT name, role FROM users WHERE id = ?1", [id], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .optional()?;
    row.map(|(name, role)| {
        let role = Role::parse(&role)
            .ok_or_else(|| StoreError::Corrupt(format!("account {name} has role {role:?}")))?;
        Ok((name, role))
    })
    .transpose()
}

/// Every account: name and role.
pub fn list(conn: &Connection) -> Result<Vec<(String, String)>, StoreError> {
    let mut stmt = conn.prepare("SELECT name, role FROM users ORDER BY id")?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// What the `sessions` table keeps of a session token: its SHA-256, hex. The token has 256
/// random bits, so a fast unsalted hash is enough (there is nothing to guess).
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Starts a session for `user_id`.
pub fn start_session(
    conn: &Connection,
    token: &str,
    user_id: i64,
    csrf: &str,
) -> Result<(), StoreError> {
    let now = Utc::now();
    conn.execute(
        "INSERT INTO sessions (token_hash, user_id, csrf, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            token_hash(token),
            user_id,
            csrf,
            stamp(now),
            stamp(now + Duration::hours(SESSION_HOURS))
        ],
    )?;
    Ok(())
}

/// The account of a live session.
pub fn session(conn: &Connection, token: &str) -> Result<Option<SessionUser>, StoreError> {
    let row = conn
        .query_row(
            "SELECT u.id, u.name, u.role, s.csrf FROM sessions s JOIN users u ON u.id = s.user_id
             WHERE s.token_hash = ?1 AND s.expires_at > ?2",
            params![token_hash(token), stamp(Utc::now())],
            |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                ))
            },
        )
        .optional()?;
    row.map(|(user_id, name, role, csrf)| {
        let role = Role::parse(&role)
            .ok_or_else(|| StoreError::Corrupt(format!("account {name} has role {role:?}")))?;
        Ok(SessionUser {
            user_id,
            name,
            role,
            csrf,
        })
    })
    .transpose()
}

/// Ends a session.
pub fn end_session(conn: &Connection, token: &str) -> Result<(), StoreError> {
    conn.execute(
        "DELETE FROM sessions WHERE token_hash = ?1",
        [token_hash(token)],
    )?;
    Ok(())
}

/// Records a sign-in attempt.
pub fn record_attempt(
    conn: &Connection,
    account: &str,
    ip: &str,
    ok: bool,
) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO login_attempts (account, ip, at, ok) VALUES (?1, ?2, ?3, ?4)",
        params![account, ip, stamp(Utc::now()), ok],
    )?;
    Ok(())
}

/// Deletes what no longer counts: sessions past their expiry, and sign-in attempts older than
/// the window in which failures are counted. Returns the rows deleted.
pub fn purge(conn: &Connection) -> Result<usize, StoreError> {
    let now = Utc::now();
    let sessions = conn.execute(
        "DELETE FROM sessions WHERE expires_at <= ?1",
        params![stamp(now)],
    )?;
    let attempts = conn.execute(
        "DELETE FROM login_attempts WHERE at <= ?1",
        params![stamp(now - Duration::minutes(ATTEMPT_WINDOW_MINUTES))],
    )?;
    Ok(sessions + attempts)
}

/// Whether sign-ins for `account` from `ip`, or any from `ip`, are blocked by too many
/// recent failures.
pub fn blocked(conn: &Connection, account: &str, ip: &str) -> Result<bool, StoreError> {
    let since = stamp(Utc::now() - Duration::minutes(ATTEMPT_WINDOW_MINUTES));
    let by_account: i64 = conn.query_row(
        "SELECT count(*) FROM login_attempts WHERE account = ?1 AND ip = ?3 AND at > ?2 AND ok = 0",
        params![account, since, ip],
        |r| r.get(0),
    )?;
    let by_ip: i64 = conn.query_row(
        "SELECT count(*) FROM login_attempts WHERE ip = ?1 AND at > ?2 AND ok = 0",
        params![ip, since],
        |r| r.get(0),
    )?;
    Ok(by_account >= MAX_FAILURES_PER_ACCOUNT || by_ip >= MAX_FAILURES_PER_IP)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store;

    #[test]
    fn the_token_hash_is_sha256_in_hex() {
        // FIPS 180-2, appendix B.1.
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_session_is_stored_under_its_hash_and_found_by_its_token() {
        let conn = store::open_in_memory().unwrap();
        let id = create(&conn, "chief", "hash", Role::Chief).unwrap();
        let token = "a1".repeat(32);
        start_session(&conn, &token, id, "csrf-token").unwrap();
        let stored: Vec<String> = conn
            .prepare("SELECT * FROM sessions")
            .unwrap()
            .query_map([], |r| {
                Ok((0..5)
                    .map(|i| r.get::<_, rusqlite::types::Value>(i).unwrap())
                    .map(|v| format!("{v:?}"))
                    .collect::<Vec<_>>()
                    .join(" "))
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(stored.len(), 1);
        assert!(!stored[0].contains(&token), "{}", stored[0]);
        assert!(stored[0].contains(&token_hash(&token)), "{}", stored[0]);

        let user = session(&conn, &token)
            .unwrap()
            .expect("the token finds its session");
        assert_eq!(
            (user.name.as_str(), user.csrf.as_str()),
            ("chief", "csrf-token")
        );
        // The stored hash is not a token that signs in.
        assert_eq!(session(&conn, &token_hash(&token)).unwrap(), None);
        end_session(&conn, &token).unwrap();
        assert_eq!(session(&conn, &token).unwrap(), None);
    }

    #[test]
    fn migration_0004_ends_the_sessions_stored_in_clear() {
        let mut conn = Connection::open_in_memory().unwrap();
        store::MIGRATIONS.to_version(&mut conn, 2).unwrap();
        let id = create(&conn, "chief", "hash", Role::Chief).unwrap();
        conn.execute(
            "INSERT INTO sessions (token, user_id, csrf, created_at, expires_at)
             VALUES ('plain', ?1, 'c', '2026-01-01T00:00:00Z', '2999-01-01T00:00:00Z')",
            [id],
        )
        .unwrap();
        store::MIGRATIONS.to_latest(&mut conn).unwrap();
        let left: i64 = conn
            .query_row("SELECT count(*) FROM sessions", [], |r| r.get(0))
            .unwrap();
        assert_eq!(left, 0);
        assert_eq!(session(&conn, "plain").unwrap(), None);
        assert_eq!(count(&conn).unwrap(), 1, "accounts are kept");
    }
}
