//! Play-offs: a tie on score after the last round decided over the board. Recording one (or
//! changing it, e.g. adding a sudden-death game) is checked by the domain against the final
//! standings and version-checked like every change of the event; the audit row keeps the
//! play-off before and after.

use rusqlite::Connection;

use crate::domain::Tournament;
use crate::domain::playoff::PlayOff;

use super::super::audit::{self, json};
use super::super::{StoreError, playoffs};
use super::{Check, Seen, change, in_tournament};

/// Records `playoff` in tournament `tid`: a new one (`replacing` None), or play-off number
/// `replacing` (from 1) changed. Returns the play-off's number.
pub fn record_playoff(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    playoff: PlayOff,
    replacing: Option<usize>,
    who: &str,
) -> Result<usize, StoreError> {
    let check = Check::of(seen, "the play-offs", |t: &Tournament| {
        format!("{} play-off(s)", t.playoffs().len())
    });
    in_tournament(conn, tid, check, |tx, t| {
        let index = replacing.map(|n| n.saturating_sub(1));
        if replacing == Some(0) {
            return Err(StoreError::Invalid {
                field: "play-off".into(),
                message: "play-offs are numbered from 1".into(),
            });
        }
        let before = index.and_then(|i| t.playoffs().get(i).cloned());
        if before.as_ref() == Some(&playoff) {
            return Ok(replacing.unwrap_or_default());
        }
        t.record_playoff(playoff.clone(), index)?;
        let number = index.map_or(t.playoffs().len(), |i| i + 1);
        playoffs::put(tx, tid, number, &playoff)?;
        let action = if before.is_some() { "change" } else { "record" };
        let mut c = change(who, tid, "play-off", Some(number as i64), action);
        c.before = before.as_ref().map(json);
        c.after = Some(json(&playoff));
        audit::record(tx, &c)?;
        Ok(number)
    })
}
