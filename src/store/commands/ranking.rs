//! The initial ranking of a Swiss (FIDE C.04.2): the controller's order, set before round 1 is
//! paired, with a reason in the audit log.

use rusqlite::Connection;
use serde_json::json;

use crate::domain::ranking::RankingError;
use crate::domain::{StartNo, Tournament, TournamentError};

use super::super::audit;
use super::super::{StoreError, tournaments};
use super::{Check, Seen, change, in_tournament, reason_of};

fn ranking_text(t: &Tournament) -> String {
    t.initial_ranking()
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Sets the initial ranking to `order` (start numbers, pairing number 1 first), or back to
/// the rule's order with `None`; refused once round 1 is paired, or without a reason.
pub fn set_ranking(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    order: Option<Vec<StartNo>>,
    reason: Option<&str>,
    who: &str,
) -> Result<(), StoreError> {
    let reason = reason_of(reason)?.ok_or(StoreError::Domain(TournamentError::Ranking(
        RankingError::NoReason,
    )))?;
    let check = Check::of(seen, "the initial ranking", ranking_text);
    in_tournament(conn, tid, check, |tx, t| {
        let before = t.initial_ranking();
        t.set_ranking(order)?;
        let after = t.initial_ranking();
        if before == after && !t.kept_ranking().is_empty() {
            return Ok(());
        }
        tournaments::write_ranking(tx, tid, t)?;
        let mut c = change(who, tid, "ranking", Some(tid), "reorder");
        c.before = Some(json!(before));
        c.after = Some(json!(after));
        c.reason = Some(reason);
        audit::record(tx, &c)?;
        Ok(())
    })
}
