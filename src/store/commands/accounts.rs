//! Accounts and sign-in: creating the chief controller's account on set-up and the
//! assistants' later, and a sign-in attempt (throttled, recorded). Each runs in one write
//! transaction; account creation writes an audit row (passwords never reach it).

use rusqlite::Connection;

use super::super::accounts::{self, Role};
use super::super::audit::{self, Change};
use super::super::{Refusal, StoreError};

fn audit_account(
    conn: &Connection,
    who: &str,
    id: i64,
    name: &str,
    role: Role,
) -> Result<(), StoreError> {
    audit::record(
        conn,
        &Change {
            who,
            tournament_id: None,
            entity: "user",
            entity_id: Some(id),
            action: "create",
            before: None,
            after: Some(serde_json::json!({ "name": name, "role": role.name() })),
            reason: None,
        },
    )?;
    Ok(())
}

/// Creates the first account, the chief controller's, while no account exists; refused
/// ([`StoreError::Invalid`]) once one does.
pub fn create_first_account(
    conn: &mut Connection,
    name: &str,
    hash: &str,
) -> Result<i64, StoreError> {
    let tx = super::super::write_transaction(conn)?;
    if accounts::count(&tx)? > 0 {
        return Err(StoreError::Invalid {
            field: "token".into(),
            message: Refusal::AccountExists,
        });
    }
    let id = accounts::create(&tx, name, hash, Role::Chief)?;
    audit_account(&tx, name, id, name, Role::Chief)?;
    tx.commit()?;
    Ok(id)
}

/// Creates an account; the name must be new.
pub fn create_account(
    conn: &mut Connection,
    name: &str,
    hash: &str,
    role: Role,
    who: &str,
) -> Result<i64, StoreError> {
    let tx = super::super::write_transaction(conn)?;
    if accounts::exists(&tx, name)? {
        return Err(StoreError::Invalid {
            field: "name".into(),
            message: Refusal::AccountNameTaken(name.to_owned()),
        });
    }
    let id = accounts::create(&tx, name, hash, role)?;
    audit_account(&tx, who, id, name, role)?;
    tx.commit()?;
    Ok(id)
}

/// The outcome of a sign-in attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignIn {
    /// The password is right: the account's id.
    Accepted(i64),
    /// Unknown account or wrong password (the two are not told apart).
    Refused,
    /// Too many recent failures from this address, or for this account from this address.
    Throttled,
    /// Too many recent failures on this account from anywhere: the next attempt from a
    /// browser that never signed in to it waits this many seconds.
    Wait(i64),
}

/// The browser's device cookie (OWASP "device cookies"): the token it holds, if any, and the
/// fresh token it gets when this sign-in succeeds.
#[derive(Debug, Clone, Copy)]
pub struct Device<'a> {
    pub held: Option<&'a str>,
    pub fresh: &'a str,
}

/// A sign-in attempt for `name` from address `ip`: throttled first, then `password_ok` is
/// asked about the account's stored hash (`None` for an unknown account, so the caller can
/// spend the same time on a dummy), and the attempt is recorded.
///
/// Failures on the account from every address slow its sign-ins ([`accounts::account_delay`]),
/// except from a browser whose device cookie signed in to the account before: a guesser
/// cannot lock the owner out of their own browser.
pub fn attempt_sign_in(
    conn: &mut Connection,
    name: &str,
    ip: &str,
    device: Device<'_>,
    password_ok: impl FnOnce(Option<&str>) -> bool,
) -> Result<SignIn, StoreError> {
    if accounts::blocked(conn, name, ip)? {
        return Ok(SignIn::Throttled);
    }
    let known = match device.held {
        Some(t) => accounts::known_device(conn, name, t)?,
        None => false,
    };
    if !known {
        let wait = accounts::account_delay(conn, name)?;
        if wait > 0 {
            return Ok(SignIn::Wait(wait));
        }
    }
    let found = accounts::credentials(conn, name)?;
    let ok = password_ok(found.as_ref().map(|(_, h)| h.as_str())) && found.is_some();
    // Expired sessions and attempts past the window go at each sign-in. On a full disk the
    // attempt is not recorded, and the sign-in is still decided: nothing else is lost.
    let mut record = || -> Result<(), StoreError> {
        let tx = super::super::write_transaction(conn)?;
        accounts::record_attempt(&tx, name, ip, ok)?;
        if ok {
            accounts::remember_device(&tx, name, device.fresh)?;
        }
        accounts::purge(&tx)?;
        tx.commit()?;
        Ok(())
    };
    match record() {
        Err(e) if e.is_disk_full() => {}
        other => other?,
    }
    Ok(match found {
        Some((id, _)) if ok => SignIn::Accepted(id),
        _ => SignIn::Refused,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store;

    fn attempt(conn: &mut Connection, name: &str, ip: &str, right: bool) -> SignIn {
        let device = Device {
            held: None,
            fresh: "fresh",
        };
        attempt_sign_in(conn, name, ip, device, |hash| right && hash.is_some()).unwrap()
    }

    #[test]
    fn guesses_spread_over_addresses_are_slowed_but_the_owners_browser_gets_through() {
        let mut conn = store::open_in_memory().unwrap();
        let id = create_first_account(&mut conn, "chief", "hash").unwrap();
        // The owner signed in once from their browser, which keeps its device cookie.
        let owner = Device {
            held: None,
            fresh: "owner-device",
        };
        let r = attempt_sign_in(&mut conn, "chief", "10.0.0.7", owner, |h| h.is_some());
        assert_eq!(r.unwrap(), SignIn::Accepted(id));
        // 20 addresses guess: after the free failures, every further guess must wait, and no
        // password is checked while it waits.
        let mut checked = 0;
        for i in 0..100 {
            let ip = format!("10.1.0.{}", i % 20);
            let r = attempt_sign_in(
                &mut conn,
                "chief",
                &ip,
                Device {
                    held: None,
                    fresh: "x",
                },
                |_| {
                    checked += 1;
                    false
                },
            )
            .unwrap();
            assert!(matches!(r, SignIn::Refused | SignIn::Wait(_)), "{r:?}");
        }
        // (A slow run may let one or two more through as the first waits end.)
        let free = accounts::FREE_FAILURES_PER_ACCOUNT;
        assert!((free..=free + 2).contains(&checked), "{checked}");
        // Even the right password from a browser that never signed in waits.
        assert!(matches!(
            attempt(&mut conn, "chief", "10.0.0.8", true),
            SignIn::Wait(_)
        ));
        // The owner's known browser always gets through.
        let back = Device {
            held: Some("owner-device"),
            fresh: "owner-device-2",
        };
        let r = attempt_sign_in(&mut conn, "chief", "10.0.0.7", back, |h| h.is_some());
        assert_eq!(r.unwrap(), SignIn::Accepted(id));
        // A device token of another account does not help.
        let stolen = Device {
            held: Some("owner-device"),
            fresh: "y",
        };
        create_account(&mut conn, "steward", "hash", Role::Assistant, "chief").unwrap();
        for _ in 0..=accounts::FREE_FAILURES_PER_ACCOUNT {
            let ip = "10.2.0.1";
            let _ = attempt_sign_in(
                &mut conn,
                "steward",
                ip,
                Device {
                    held: None,
                    fresh: "z",
                },
                |_| false,
            );
        }
        let r = attempt_sign_in(&mut conn, "steward", "10.2.0.9", stolen, |h| h.is_some());
        assert!(matches!(r.unwrap(), SignIn::Wait(_) | SignIn::Throttled));
    }

    #[test]
    fn each_further_attempt_waits_longer() {
        let free = accounts::FREE_FAILURES_PER_ACCOUNT;
        assert_eq!(accounts::account_wait(free - 1), 0);
        assert_eq!(accounts::account_wait(free), 1);
        assert_eq!(accounts::account_wait(free + 1), 2);
        assert_eq!(accounts::account_wait(free + 3), 8);
        assert_eq!(
            accounts::account_wait(free + 60),
            accounts::MAX_ACCOUNT_WAIT_SECONDS
        );
    }

    #[test]
    fn failures_from_one_address_never_lock_the_account_for_others() {
        let mut conn = store::open_in_memory().unwrap();
        let id = create_first_account(&mut conn, "chief", "hash").unwrap();
        let owner = Device {
            held: None,
            fresh: "owner",
        };
        let r = attempt_sign_in(&mut conn, "chief", "10.0.0.7", owner, |h| h.is_some());
        assert_eq!(r.unwrap(), SignIn::Accepted(id));
        for _ in 0..accounts::MAX_FAILURES_PER_ACCOUNT {
            assert_eq!(
                attempt(&mut conn, "chief", "10.0.0.66", false),
                SignIn::Refused
            );
        }
        // The stranger's address is throttled for this account, even with the right password.
        assert_eq!(
            attempt(&mut conn, "chief", "10.0.0.66", true),
            SignIn::Throttled
        );
        // The owner, from another address with their browser, signs in.
        let back = Device {
            held: Some("owner"),
            fresh: "owner",
        };
        let r = attempt_sign_in(&mut conn, "chief", "10.0.0.7", back, |h| h.is_some());
        assert_eq!(r.unwrap(), SignIn::Accepted(id));
    }

    #[test]
    fn an_address_with_many_failures_is_throttled_for_every_account() {
        let mut conn = store::open_in_memory().unwrap();
        create_first_account(&mut conn, "chief", "hash").unwrap();
        for i in 0..accounts::MAX_FAILURES_PER_IP {
            assert_eq!(
                attempt(&mut conn, &format!("guess{i}"), "10.0.0.66", false),
                SignIn::Refused
            );
        }
        assert_eq!(
            attempt(&mut conn, "chief", "10.0.0.66", true),
            SignIn::Throttled
        );
        assert!(matches!(
            attempt(&mut conn, "chief", "10.0.0.7", true),
            SignIn::Accepted(_)
        ));
    }

    #[test]
    fn an_unknown_account_is_checked_like_a_known_one() {
        let mut conn = store::open_in_memory().unwrap();
        create_first_account(&mut conn, "chief", "hash").unwrap();
        let mut asked = Vec::new();
        let device = Device {
            held: None,
            fresh: "f",
        };
        let r = attempt_sign_in(&mut conn, "nobody", "10.0.0.1", device, |h| {
            asked.push(h.map(str::to_owned));
            true
        })
        .unwrap();
        // The password check runs (the caller hashes against a dummy), and still refuses.
        assert_eq!(asked, vec![None]);
        assert_eq!(r, SignIn::Refused);
    }

    #[test]
    fn expired_sessions_and_old_attempts_are_deleted() {
        let mut conn = store::open_in_memory().unwrap();
        let id = create_first_account(&mut conn, "chief", "hash").unwrap();
        accounts::start_session(&conn, "live", id, "c").unwrap();
        conn.execute(
            "INSERT INTO sessions (token_hash, user_id, csrf, created_at, expires_at)
             VALUES (?2, ?1, 'c', '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z')",
            rusqlite::params![id, "0".repeat(64)],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO login_attempts (account, ip, at, ok) VALUES ('x', 'y', '2020-01-01T00:00:00Z', 0)",
            [],
        )
        .unwrap();
        attempt(&mut conn, "chief", "10.0.0.1", true);
        let count = |sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).unwrap() };
        assert_eq!(
            count("SELECT count(*) FROM sessions"),
            1,
            "the live one stays"
        );
        assert_eq!(
            count("SELECT count(*) FROM login_attempts"),
            1,
            "today's attempt stays"
        );
        assert!(accounts::session(&conn, "live").unwrap().is_some());
    }
}
