//! The prize list: set (checked by the domain, version-checked like every setting). Once the
//! tournament is finished the list changes only with a reason, kept in the audit row.

use rusqlite::Connection;

use crate::domain::Tournament;
use crate::domain::prize_list::PrizeList;

use super::super::audit::{self, json};
use super::super::{Refusal, StoreError, prize_lists};
use super::{Check, Seen, change, in_tournament, reason_of};

/// Sets the prize list of tournament `tid`.
pub fn set_prize_list(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    list: &PrizeList,
    reason: Option<&str>,
    who: &str,
) -> Result<(), StoreError> {
    list.check().map_err(|e| StoreError::Invalid {
        field: "prizes".into(),
        message: Refusal::Prizes(e),
    })?;
    let reason = reason_of(reason)?;
    let check = Check::of(seen, "the prize list", |_: &Tournament| String::new());
    in_tournament(conn, tid, check, |tx, t| {
        if t.is_finished() && reason.is_none() {
            return Err(StoreError::Invalid {
                field: "reason".into(),
                message: Refusal::FinishedPrizeList,
            });
        }
        let before = prize_lists::get(tx, tid)?;
        if before.as_ref() == Some(list) {
            return Ok(());
        }
        prize_lists::put(tx, tid, list)?;
        let mut c = change(who, tid, "prize-list", Some(tid), "set");
        c.before = Some(json(&before));
        c.after = Some(json(list));
        c.reason = reason;
        audit::record(tx, &c)?;
        Ok(())
    })
}
