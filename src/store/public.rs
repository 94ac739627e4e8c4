//! What the public pages read beyond a loaded tournament: every tournament's version (the
//! events list changes when any of them does), which games have a record (the game viewer's
//! links) and a round's records (its live PDN).

use rusqlite::{Connection, OptionalExtension, params};

use super::StoreError;

/// Every tournament's id and version, by id.
pub fn versions(conn: &Connection) -> Result<Vec<(i64, i64)>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT id, version + activity FROM tournaments ORDER BY id")?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// What a public page of tournament `tid` depends on, as one number that rises with every
/// change: its version (what the controller changes, migration 0003) plus its activity (what
/// players do through their links, migration 0020). Both only rise, so their sum does too.
pub fn page_tag(conn: &Connection, tid: i64) -> Result<i64, StoreError> {
    conn.query_row(
        "SELECT version + activity FROM tournaments WHERE id = ?1",
        [tid],
        |r| r.get(0),
    )
    .optional()?
    .ok_or(StoreError::NoSuchTournament(tid))
}

/// Where a recorded game is: round, board and game number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Recorded {
    pub round: u32,
    pub board: u32,
    pub game: u8,
}

/// The games of tournament `tid` that have a record, by round, board and game.
pub fn recorded_games(conn: &Connection, tid: i64) -> Result<Vec<Recorded>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT r.number, b.number, g.number
         FROM games g JOIN boards b ON b.id = g.board_id JOIN rounds r ON r.id = b.round_id
         WHERE r.tournament_id = ?1 AND g.pdn IS NOT NULL AND trim(g.pdn) <> ''
         ORDER BY r.number, b.number, g.number",
    )?;
    let rows = stmt.query_map(params![tid], |r| {
        Ok(Recorded {
            round: r.get(0)?,
            board: r.get(1)?,
            game: r.get(2)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The records of round `round` of tournament `tid`, by board and game.
pub fn round_records(
    conn: &Connection,
    tid: i64,
    round: u32,
) -> Result<Vec<crate::export::pdn::StoredRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT r.number, b.number, g.number, g.pdn, g.controller_ruling
         FROM games g JOIN boards b ON b.id = g.board_id JOIN rounds r ON r.id = b.round_id
         WHERE r.tournament_id = ?1 AND r.number = ?2 AND g.pdn IS NOT NULL
         ORDER BY b.number, g.number",
    )?;
    let rows = stmt.query_map(params![tid, round], |r| {
        Ok(crate::export::pdn::StoredRecord {
            round: r.get(0)?,
            board: r.get(1)?,
            game: r.get(2)?,
            pdn: r.get(3)?,
            ruling: r.get(4)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Entry, Pairing, PlayerName, Preset, Settings, Tournament};
    use crate::store::games::GameRecord;
    use crate::store::{GameRef, import_tournament, open_in_memory, set_game_record};

    #[test]
    fn recorded_games_are_those_with_a_record_and_versions_follow_changes() {
        let mut conn = open_in_memory().unwrap();
        let mut t = Tournament::new(Settings::preset(Preset::English, "Open", 2)).unwrap();
        for no in 1..=4 {
            let name = PlayerName::parse(&format!("P{no}")).unwrap();
            t.add_entry(Entry::new(no, name).unwrap()).unwrap();
        }
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        let id = import_tournament(&mut conn, &t, "test").unwrap();
        assert_eq!(recorded_games(&conn, id).unwrap(), vec![]);
        let before = versions(&conn).unwrap();
        assert_eq!(before.len(), 1);
        assert_eq!(before[0].0, id);
        let at = GameRef {
            round: 1,
            board: 2,
            game: 2,
        };
        let rec = GameRecord {
            pdn: Some("1. 11-15 23-19 *".into()),
            ..GameRecord::default()
        };
        set_game_record(&mut conn, id, at, &rec, "test").unwrap();
        assert_eq!(
            recorded_games(&conn, id).unwrap(),
            vec![Recorded {
                round: 1,
                board: 2,
                game: 2
            }]
        );
        let recs = round_records(&conn, id, 1).unwrap();
        assert_eq!(recs.len(), 1);
        assert_eq!((recs[0].board, recs[0].game), (2, 2));
        assert_eq!(recs[0].pdn, "1. 11-15 23-19 *");
        assert!(round_records(&conn, id, 2).unwrap().is_empty());
        let after = versions(&conn).unwrap();
        assert!(after[0].1 > before[0].1, "{before:?} {after:?}");
        // A blank record is no record.
        let blank = GameRecord {
            pdn: Some("  ".into()),
            ..GameRecord::default()
        };
        set_game_record(&mut conn, id, at, &blank, "test").unwrap();
        assert_eq!(recorded_games(&conn, id).unwrap(), vec![]);
    }
}
