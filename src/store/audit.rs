//! The audit log: who changed what, when, with the row before and after as JSON.

use rusqlite::{Connection, params};
use serde::Serialize;
use serde_json::Value;

use super::{StoreError, now};
use crate::domain::draft::Method;
use crate::domain::round::{Forfeit, Seat};

/// A change to record.
#[derive(Debug, Clone)]
pub struct Change<'a> {
    pub who: &'a str,
    pub tournament_id: Option<i64>,
    /// The table or kind of thing changed: `tournament`, `entry`, `round`, `board`.
    pub entity: &'a str,
    pub entity_id: Option<i64>,
    /// What was done: `create`, `update`, `pair`, `publish`, `result`, `close`, `correct`...
    pub action: &'a str,
    pub before: Option<Value>,
    pub after: Option<Value>,
    /// Why, where a reason is required (corrections after closing).
    pub reason: Option<&'a str>,
}

/// One row of the audit log.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AuditRow {
    pub id: i64,
    pub at: String,
    pub who: String,
    pub tournament_id: Option<i64>,
    pub entity: String,
    pub entity_id: Option<i64>,
    pub action: String,
    pub before: Option<Value>,
    pub after: Option<Value>,
    pub reason: Option<String>,
}

/// A reason the program itself writes on an audit row (not one a person typed). Stored as
/// English text, which the command line and the CSV show as it is; [`SystemReason::read`]
/// gives the value back (from the texts of earlier versions too), so the pages can say it in
/// their language, citing the event's own rule book.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SystemReason {
    /// A round paired by the program's proposal, with the method that made it.
    PairedAutomatically(Method),
    /// A team round's boards, made from the teams' line-ups.
    TeamBoards,
    /// A forfeit applied with one action and no reason typed: its rule is cited from the
    /// event's book when shown (`RuleBook::ruling`).
    Forfeit(Forfeit),
    /// A board's result entered by the controller from its players' agreed reports.
    AgreedReports,
    /// A board's result entered at once from its players' agreed reports (the event's setting).
    AgreedAccepted,
    /// A player's bye request approved by the controller.
    ByeApproved,
    /// A player's bye request approved at once, within the event's limits (the setting).
    ByeWithinLimits,
    /// A player left out of a round for not checking in.
    NotCheckedIn,
}

const PAIRED_AUTOMATICALLY: &str = "paired automatically: ";
const TEAM_BOARDS: &str = "boards made from the team line-ups";
const FORFEIT: &str = "forfeit: ";
/// The texts of the reasons without a value, as stored.
const PLAIN: [(SystemReason, &str); 5] = [
    (
        SystemReason::AgreedReports,
        "confirmed from the players' agreed reports",
    ),
    (
        SystemReason::AgreedAccepted,
        "both players reported it (accepted by the event's setting)",
    ),
    (SystemReason::ByeApproved, "the player's request, approved"),
    (
        SystemReason::ByeWithinLimits,
        "approved within the event's limits",
    ),
    (SystemReason::NotCheckedIn, "not checked in"),
];

/// The forfeits' reasons as earlier versions stored them, each citing the English book
/// whatever the event's: read back as the forfeit, which is then cited from the event's book.
const FORFEITS_BEFORE: [(Forfeit, &str); 5] = [
    (
        Forfeit::Absent(Seat::Home),
        "000 art. 2.24: home two hours late forfeits every game",
    ),
    (
        Forfeit::Absent(Seat::Away),
        "000 art. 2.24: away two hours late forfeits every game",
    ),
    (
        Forfeit::BothAbsent,
        "000 art. 2.25: both players absent score nothing",
    ),
    (
        Forfeit::SheetsMissing(Seat::Home),
        "000 art. 3.10: home handed in no complete signed score-sheets",
    ),
    (
        Forfeit::SheetsMissing(Seat::Away),
        "000 art. 3.10: away handed in no complete signed score-sheets",
    ),
];

impl SystemReason {
    /// Every reason without a pairing method, for tests and the languages' checks.
    pub fn plain() -> impl Iterator<Item = SystemReason> {
        PLAIN.into_iter().map(|(r, _)| r)
    }

    /// The reason as stored.
    pub fn text(self) -> String {
        match self {
            SystemReason::PairedAutomatically(m) => Self::paired_by(m),
            SystemReason::TeamBoards => TEAM_BOARDS.to_owned(),
            // The forfeit by the dashboard's action name: no book is cited in the store.
            SystemReason::Forfeit(f) => format!("{FORFEIT}{}", f.action()),
            other => PLAIN
                .iter()
                .find(|(r, _)| *r == other)
                .map(|(_, t)| (*t).to_owned())
                .unwrap_or_default(),
        }
    }

    /// The reason written for a round paired by `method`, also where the method is not one of
    /// [`Method`] (a team event's fixed schedule).
    pub fn paired_by(method: impl std::fmt::Display) -> String {
        format!("{PAIRED_AUTOMATICALLY}{method}")
    }

    /// The reason a stored text is, or `None` for a reason a person typed.
    pub fn read(text: &str) -> Option<SystemReason> {
        if text == TEAM_BOARDS {
            return Some(SystemReason::TeamBoards);
        }
        if let Some((r, _)) = PLAIN.iter().find(|(_, t)| *t == text) {
            return Some(*r);
        }
        if let Some(action) = text.strip_prefix(FORFEIT) {
            return Forfeit::parse(action).map(SystemReason::Forfeit);
        }
        if let Some((f, _)) = FORFEITS_BEFORE.iter().find(|(_, t)| *t == text) {
            return Some(SystemReason::Forfeit(*f));
        }
        let method = text.strip_prefix(PAIRED_AUTOMATICALLY)?;
        Method::ALL
            .into_iter()
            .find(|m| m.to_string() == method)
            .map(SystemReason::PairedAutomatically)
    }
}

/// JSON of any serializable value, for `Change::before` and `after`.
pub fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Writes one audit row.
pub fn record(conn: &Connection, change: &Change<'_>) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO audit_log (at, who, tournament_id, entity, entity_id, action, before_json, after_json, reason)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            now(),
            change.who,
            change.tournament_id,
            change.entity,
            change.entity_id,
            change.action,
            change.before.as_ref().map(Value::to_string),
            change.after.as_ref().map(Value::to_string),
            change.reason,
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The audit rows of a tournament, oldest first.
pub fn list(conn: &Connection, tournament_id: i64) -> Result<Vec<AuditRow>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT id, at, who, tournament_id, entity, entity_id, action, before_json, after_json, reason
         FROM audit_log WHERE tournament_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([tournament_id], |r| {
        let parse = |s: Option<String>| s.and_then(|s| serde_json::from_str(&s).ok());
        Ok(AuditRow {
            id: r.get(0)?,
            at: r.get(1)?,
            who: r.get(2)?,
            tournament_id: r.get(3)?,
            entity: r.get(4)?,
            entity_id: r.get(5)?,
            action: r.get(6)?,
            before: parse(r.get(7)?),
            after: parse(r.get(8)?),
            reason: r.get(9)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The number of audit rows in the database.
pub fn count(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row("SELECT count(*) FROM audit_log", [], |r| r.get(0))?)
}

/// Where each round and board of a tournament is, by row id, for saying what an audit row
/// (which names its round or board by row id) concerns. A board re-paired since has a new id:
/// its old rows are not found here.
pub fn places(
    conn: &Connection,
    tournament_id: i64,
) -> Result<std::collections::HashMap<(bool, i64), crate::domain::audit::Place>, StoreError> {
    use crate::domain::audit::Place;
    let mut out = std::collections::HashMap::new();
    let mut stmt = conn.prepare("SELECT id, number FROM rounds WHERE tournament_id = ?1")?;
    for r in stmt.query_map([tournament_id], |r| Ok((r.get::<_, i64>(0)?, r.get(1)?)))? {
        let (id, number) = r?;
        out.insert((false, id), Place::Round(number));
    }
    let mut stmt = conn.prepare(
        "SELECT b.id, r.number, b.number FROM boards b JOIN rounds r ON r.id = b.round_id
         WHERE r.tournament_id = ?1",
    )?;
    for r in stmt.query_map([tournament_id], |r| {
        Ok((r.get::<_, i64>(0)?, r.get(1)?, r.get(2)?))
    })? {
        let (id, round, board) = r?;
        out.insert((true, id), Place::Board { round, board });
    }
    Ok(out)
}

impl AuditRow {
    /// The row as `domain::audit` reads it, placed by `places` (see [`places`]).
    pub fn facts<'a>(
        &'a self,
        places: &std::collections::HashMap<(bool, i64), crate::domain::audit::Place>,
    ) -> crate::domain::audit::Row<'a> {
        let place = self
            .entity_id
            .and_then(|id| match self.entity.as_str() {
                "board" => places.get(&(true, id)),
                "round" => places.get(&(false, id)),
                _ => None,
            })
            .copied()
            .unwrap_or_default();
        crate::domain::audit::Row {
            entity: &self.entity,
            action: &self.action,
            before: self.before.as_ref(),
            after: self.after.as_ref(),
            place,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_the_program_writes_is_read_back_and_a_typed_one_is_not() {
        let forfeits = [
            "home-absent",
            "away-absent",
            "both-absent",
            "home-sheets",
            "away-sheets",
        ]
        .map(|a| SystemReason::Forfeit(Forfeit::parse(a).unwrap()));
        for r in Method::ALL
            .map(SystemReason::PairedAutomatically)
            .into_iter()
            .chain([SystemReason::TeamBoards])
            .chain(forfeits)
            .chain(SystemReason::plain())
        {
            assert_eq!(SystemReason::read(&r.text()), Some(r), "{}", r.text());
            assert!(!r.text().is_empty());
        }
        // A forfeit is stored without a book: the pages cite the event's.
        assert_eq!(forfeits[2].text(), "forfeit: both-absent");
        assert_eq!(SystemReason::read("forfeit: home-late"), None);
        assert_eq!(SystemReason::read("paired automatically: by hand"), None);
        assert_eq!(SystemReason::read("the clock was wrong"), None);
    }

    #[test]
    fn the_forfeits_stored_by_earlier_versions_read_back_as_their_forfeit() {
        for (f, text) in FORFEITS_BEFORE {
            assert_eq!(SystemReason::read(text), Some(SystemReason::Forfeit(f)));
        }
        assert_eq!(
            SystemReason::read("000 art. 2.24: home two hours late forfeits every game"),
            Some(SystemReason::Forfeit(Forfeit::Absent(Seat::Home)))
        );
        assert_eq!(
            SystemReason::read("000 art. 2.25: both players absent score nothing"),
            Some(SystemReason::Forfeit(Forfeit::BothAbsent))
        );
    }
}
