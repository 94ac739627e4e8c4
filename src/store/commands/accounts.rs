//! Accounts and sign-in: creating the chief controller's account on set-up and the
//! assistants' later, and a sign-in attempt (throttled, recorded). Each runs in one write
//! transaction; account creation writes an audit row (passwords never reach it).

use rusqlite::Connection;

use super::super::StoreError;
use super::super::accounts::{self, Role};
use super::super::audit::{self, Change};

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
            message: "an account exists already: the set-up link works once".into(),
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
            message: format!("an account named {name:?} already exists"),
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
}

/// A sign-in attempt for `name` from address `ip`: throttled first, then `password_ok` is
/// asked about the account's stored hash (`None` for an unknown account, so the caller can
/// spend the same time on a dummy), and the attempt is recorded.
pub fn attempt_sign_in(
    conn: &mut Connection,
    name: &str,
    ip: &str,
    password_ok: impl FnOnce(Option<&str>) -> bool,
) -> Result<SignIn, StoreError> {
    if accounts::blocked(conn, name, ip)? {
        return Ok(SignIn::Throttled);
    }
    let found = accounts::credentials(conn, name)?;
    let ok = password_ok(found.as_ref().map(|(_, h)| h.as_str())) && found.is_some();
    accounts::record_attempt(conn, name, ip, ok)?;
    Ok(match found {
        Some((id, _)) if ok => SignIn::Accepted(id),
        _ => SignIn::Refused,
    })
}
