//! A knock-out tie's games: the controller enters a tie's next game; when it decides the tie,
//! the next tie (now that both its players are known) exists in the same transaction, since
//! the bracket follows from the games stored (`pairing::knockout`).

use rusqlite::Connection;

use crate::domain::GameReport;
use crate::domain::knockout::{TieGame, tie_key};
use crate::pairing::knockout::TieId;

use super::super::audit::{self, json};
use super::super::{Refusal, StoreError, knockout as rows};
use super::{Check, Seen, change, in_tournament, reason_of};

/// Enters the next game of tie `tie` of tournament `tid`, with `report` from the view of the
/// tie's first player (its higher seed); returns the game stored. A tie not being played (a
/// player not known yet, a walkover, decided) and a report of both players absent are refused
/// and change nothing.
pub fn record_tie_game(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    tie: TieId,
    report: GameReport,
    who: &str,
) -> Result<TieGame, StoreError> {
    let check = Check::of(seen, format!("tie {}", tie_key(tie)), |_| String::new());
    in_tournament(conn, tid, check, |tx, t| {
        super::super::knockout::require(t, tid)?;
        let mut k = rows::of(tx, tid, t)?;
        let game = k.play(tie, report).map_err(|e| StoreError::Invalid {
            field: "tie".into(),
            message: Refusal::Knockout(e),
        })?;
        let id = rows::insert(tx, tid, &game)?;
        let mut c = change(who, tid, "knockout-game", Some(id), "record");
        c.after = Some(json(&game));
        audit::record(tx, &c)?;
        Ok(game)
    })
}

/// Takes back the last game entered in tie `tie` (a game entered wrongly), with a reason kept
/// in the audit row. Refused when a tie that follows from this one already has a game: those
/// are taken back first.
pub fn undo_tie_game(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    tie: TieId,
    reason: &str,
    who: &str,
) -> Result<TieGame, StoreError> {
    let reason =
        reason_of(Some(reason))?
            .map(str::to_owned)
            .ok_or_else(|| StoreError::Invalid {
                field: "reason".into(),
                message: Refusal::TakeBackNeedsReason,
            })?;
    let check = Check::of(seen, format!("tie {}", tie_key(tie)), |_| String::new());
    in_tournament(conn, tid, check, |tx, t| {
        let mut games = rows::load(tx, tid)?;
        let Some(at) = games.iter().rposition(|g| g.tie == tie) else {
            return Err(StoreError::Invalid {
                field: "tie".into(),
                message: Refusal::NothingToTakeBack { tie: tie_key(tie) },
            });
        };
        let gone = games.remove(at);
        crate::domain::knockout::Knockout::new(t, games).map_err(|_| StoreError::Invalid {
            field: "tie".into(),
            message: Refusal::TakeBackLater {
                game: gone.game,
                tie: tie_key(tie),
            },
        })?;
        let id = rows::delete_last(tx, tid, tie)?;
        let mut c = change(who, tid, "knockout-game", id, "undo");
        c.before = Some(json(&gone));
        c.reason = Some(&reason);
        audit::record(tx, &c)?;
        Ok(gone)
    })
}

/// The seeding of a knock-out follows from its entries (their ratings or their order): once a
/// game of a tie is stored, the entries no longer change.
pub(crate) fn refuse_if_started(
    tx: &Connection,
    tid: i64,
    t: &crate::domain::Tournament,
) -> Result<(), StoreError> {
    if t.settings().system.is_knockout() && !rows::load(tx, tid)?.is_empty() {
        return Err(StoreError::Invalid {
            field: "entries".into(),
            message: Refusal::KnockoutStartedEntries,
        });
    }
    Ok(())
}
