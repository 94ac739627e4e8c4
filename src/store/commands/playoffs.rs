//! Play-offs: a tie on score after the last round decided over the board. Recording one (or
//! changing it, e.g. adding a sudden-death game) is checked by the domain against the final
//! standings and version-checked like every change of the event; the audit row keeps the
//! play-off before and after.

use rusqlite::{Connection, Transaction};

use crate::domain::Tournament;
use crate::domain::playoff::PlayOff;

use super::super::audit::{self, json};
use super::super::{Refusal, StoreError, playoffs};
use super::{Check, Seen, change, in_tournament};

fn check(seen: Seen) -> Check<'static> {
    Check::of(seen, "the play-offs", |t: &Tournament| {
        format!("{} play-off(s)", t.playoffs().len())
    })
}

/// Records a new play-off in tournament `tid`; returns its number (from 1).
pub fn record_playoff(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    playoff: PlayOff,
    who: &str,
) -> Result<usize, StoreError> {
    in_tournament(conn, tid, check(seen), |tx, t| {
        t.record_playoff(playoff.clone(), None)?;
        let number = t.playoffs().len();
        write(tx, tid, number, None, &playoff, who)?;
        Ok(number)
    })
}

/// Adds games (written as [`PlayOff::push_games_text`] reads them, e.g. a sudden-death game)
/// to play-off `number` (from 1) of tournament `tid`.
pub fn add_playoff_games(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    number: usize,
    games: &str,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, check(seen), |tx, t| {
        let index = number.checked_sub(1).filter(|&i| i < t.playoffs().len());
        let Some(index) = index else {
            return Err(StoreError::Invalid {
                field: "play-off".into(),
                message: Refusal::NoPlayoff {
                    tournament: tid,
                    number,
                },
            });
        };
        let before = t.playoffs()[index].clone();
        let mut playoff = before.clone();
        playoff
            .push_games_text(games, &t.settings().scoring)
            .map_err(|e| StoreError::Invalid {
                field: "games".into(),
                message: Refusal::PlayOff(e),
            })?;
        if playoff == before {
            return Ok(());
        }
        t.record_playoff(playoff.clone(), Some(index))?;
        write(tx, tid, number, Some(&before), &playoff, who)
    })
}

/// Stores play-off `number` and its audit row.
fn write(
    tx: &Transaction<'_>,
    tid: i64,
    number: usize,
    before: Option<&PlayOff>,
    playoff: &PlayOff,
    who: &str,
) -> Result<(), StoreError> {
    playoffs::put(tx, tid, number, playoff)?;
    let action = if before.is_some() { "change" } else { "record" };
    let mut c = change(who, tid, "play-off", Some(number as i64), action);
    c.before = before.map(json);
    c.after = Some(json(playoff));
    audit::record(tx, &c)?;
    Ok(())
}
