//! The `entries` table with its requested byes and forbidden pairings.

use std::collections::HashMap;

use rusqlite::{Connection, params};

use crate::domain::{Entry, Federation, PlayerName, Points, Sex, StartNo};

use super::StoreError;

/// Inserts an entry (without its forbidden pairings, see `insert_forbidden`); returns its id.
pub fn insert(conn: &Connection, tournament_id: i64, e: &Entry) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO entries (tournament_id, start_no, name, federation, fmjd_id, national_id, rating,
            title, club, birth_date, withdrawn_from, late_from, women_title, women_rating, sex,
            national_json, birth_year, disqualified_from, games_annulled, surname, given_name)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
            ?18, ?19, ?20, ?21)",
        params![
            tournament_id,
            e.no,
            e.name.as_str(),
            e.federation.as_ref().map(Federation::as_str),
            e.fmjd_id,
            e.national_id,
            e.rating,
            e.title,
            e.club,
            e.birth_date.map(|d| d.to_string()),
            e.withdrawn_from,
            e.late_from,
            e.women_title,
            e.women_rating,
            sex(e),
            national(e),
            e.birth_year,
            e.disqualified_from,
            e.games_annulled,
            e.surname(),
            e.given_name(),
        ],
    )?;
    let id = conn.last_insert_rowid();
    insert_requested_byes(conn, id, e)?;
    Ok(id)
}

/// Inserts the forbidden pairings of an entry (the other entries must exist).
pub fn insert_forbidden(
    conn: &Connection,
    tournament_id: i64,
    e: &Entry,
) -> Result<(), StoreError> {
    let me = id_of(conn, tournament_id, e.no)?
        .ok_or_else(|| StoreError::Corrupt(format!("entry {} is not stored", e.no)))?;
    for &other in &e.forbidden {
        let o = id_of(conn, tournament_id, other)?.ok_or_else(|| {
            StoreError::Corrupt(format!("forbidden pairing with unknown entry {other}"))
        })?;
        conn.execute(
            "INSERT OR IGNORE INTO forbidden_pairings (entry_id, other_id) VALUES (?1, ?2)",
            params![me, o],
        )?;
    }
    Ok(())
}

/// Updates the changeable fields of an entry (status, byes) and raises its version.
pub fn update(conn: &Connection, tournament_id: i64, e: &Entry) -> Result<i64, StoreError> {
    let id = id_of(conn, tournament_id, e.no)?
        .ok_or_else(|| StoreError::Corrupt(format!("entry {} is not stored", e.no)))?;
    conn.execute(
        "UPDATE entries SET name = ?2, federation = ?3, fmjd_id = ?4, national_id = ?5, rating = ?6,
            title = ?7, club = ?8, birth_date = ?9, withdrawn_from = ?10, late_from = ?11,
            women_title = ?12, women_rating = ?13, sex = ?14, national_json = ?15,
            birth_year = ?16, disqualified_from = ?17, games_annulled = ?18,
            surname = ?19, given_name = ?20, version = version + 1
         WHERE id = ?1",
        params![
            id,
            e.name.as_str(),
            e.federation.as_ref().map(Federation::as_str),
            e.fmjd_id,
            e.national_id,
            e.rating,
            e.title,
            e.club,
            e.birth_date.map(|d| d.to_string()),
            e.withdrawn_from,
            e.late_from,
            e.women_title,
            e.women_rating,
            sex(e),
            national(e),
            e.birth_year,
            e.disqualified_from,
            e.games_annulled,
            e.surname(),
            e.given_name(),
        ],
    )?;
    conn.execute("DELETE FROM requested_byes WHERE entry_id = ?1", [id])?;
    insert_requested_byes(conn, id, e)?;
    Ok(id)
}

fn sex(e: &Entry) -> Option<String> {
    e.sex.map(|s| s.letter().to_string())
}

fn national(e: &Entry) -> Option<String> {
    e.national
        .as_ref()
        .map(|n| serde_json::to_string(n).expect("a national rating serializes"))
}

fn insert_requested_byes(conn: &Connection, id: i64, e: &Entry) -> Result<(), StoreError> {
    let mut stmt = conn.prepare_cached(
        "INSERT INTO requested_byes (entry_id, round, points) VALUES (?1, ?2, ?3)",
    )?;
    for r in &e.requested_byes {
        stmt.execute(params![id, r, e.bye_points.get(r).map(|p| p.halves())])?;
    }
    Ok(())
}

/// The row id of the entry with starting number `no`.
fn id_of(conn: &Connection, tournament_id: i64, no: StartNo) -> Result<Option<i64>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT id FROM entries WHERE tournament_id = ?1 AND start_no = ?2")?;
    let mut rows = stmt.query(params![tournament_id, no])?;
    Ok(match rows.next()? {
        Some(row) => Some(row.get(0)?),
        None => None,
    })
}

/// Starting number → row id, for the entries of a tournament.
pub fn ids(conn: &Connection, tournament_id: i64) -> Result<HashMap<StartNo, i64>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT start_no, id FROM entries WHERE tournament_id = ?1")?;
    let rows = stmt.query_map([tournament_id], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The entries of a tournament, by starting number.
pub fn load(conn: &Connection, tournament_id: i64) -> Result<Vec<Entry>, StoreError> {
    let bad = |what: String| StoreError::Corrupt(what);
    let mut stmt = conn.prepare(
        "SELECT id, start_no, name, federation, fmjd_id, national_id, rating, title, club, birth_date,
                withdrawn_from, late_from, women_title, women_rating, sex, national_json, birth_year,
                disqualified_from, games_annulled, surname, given_name
         FROM entries WHERE tournament_id = ?1 ORDER BY start_no",
    )?;
    let raw = stmt
        .query_map([tournament_id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, StartNo>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, Option<String>>(5)?,
                r.get::<_, Option<u32>>(6)?,
                r.get::<_, Option<String>>(7)?,
                r.get::<_, Option<String>>(8)?,
                r.get::<_, Option<String>>(9)?,
                r.get::<_, Option<u32>>(10)?,
                r.get::<_, Option<u32>>(11)?,
                r.get::<_, Option<String>>(12)?,
                r.get::<_, Option<u32>>(13)?,
                r.get::<_, Option<String>>(14)?,
                r.get::<_, Option<String>>(15)?,
                r.get::<_, Option<i32>>(16)?,
                r.get::<_, Option<u32>>(17)?,
                r.get::<_, bool>(18)?,
                r.get::<_, String>(19)?,
                r.get::<_, String>(20)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut byes_stmt = conn.prepare(
        "SELECT b.entry_id, b.round, b.points FROM requested_byes b
         JOIN entries e ON e.id = b.entry_id
         WHERE e.tournament_id = ?1",
    )?;
    let mut byes: HashMap<i64, Vec<(u32, Option<u32>)>> = HashMap::new();
    for row in byes_stmt.query_map([tournament_id], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, u32>(1)?,
            r.get::<_, Option<u32>>(2)?,
        ))
    })? {
        let (id, round, points) = row?;
        byes.entry(id).or_default().push((round, points));
    }
    let mut forb_stmt = conn.prepare(
        "SELECT f.entry_id, o.start_no FROM forbidden_pairings f
         JOIN entries e ON e.id = f.entry_id JOIN entries o ON o.id = f.other_id
         WHERE e.tournament_id = ?1",
    )?;
    let mut forbidden: HashMap<i64, Vec<StartNo>> = HashMap::new();
    for row in forb_stmt.query_map([tournament_id], |r| {
        Ok((r.get::<_, i64>(0)?, r.get::<_, StartNo>(1)?))
    })? {
        let (id, other) = row?;
        forbidden.entry(id).or_default().push(other);
    }
    raw.into_iter()
        .map(|r| {
            let name = PlayerName::parse(&r.2).map_err(|e| bad(format!("entry {}: {e}", r.1)))?;
            let mut e = Entry::new(r.1, name).map_err(|e| bad(e.to_string()))?;
            // A surname is always stored (migration 0021 split the names stored before).
            if !r.19.is_empty() {
                e.surname = r.19;
                e.given_name = r.20;
            }
            e.federation =
                r.3.map(|f| Federation::stored(&f))
                    .transpose()
                    .map_err(|e| bad(e.to_string()))?;
            e.fmjd_id = r.4;
            e.national_id = r.5;
            e.rating = r.6;
            e.title = r.7;
            e.club = r.8;
            e.birth_date =
                r.9.map(|d| d.parse())
                    .transpose()
                    .map_err(|e| bad(format!("entry {}: birth date: {e}", r.1)))?;
            e.withdrawn_from = r.10;
            e.late_from = r.11;
            e.women_title = r.12;
            e.women_rating = r.13;
            for (round, points) in byes.remove(&r.0).unwrap_or_default() {
                e.requested_byes.insert(round);
                if let Some(p) = points {
                    e.bye_points.insert(round, Points::from_halves(p));
                }
            }
            e.sex = match r.14.as_deref() {
                None => None,
                Some(s) => Some(
                    s.chars()
                        .next()
                        .and_then(Sex::from_letter)
                        .ok_or_else(|| bad(format!("entry {}: sex {s:?}", r.1)))?,
                ),
            };
            e.birth_year = r.16;
            e.disqualified_from = r.17;
            e.games_annulled = r.18;
            e.national =
                r.15.map(|j| serde_json::from_str(&j))
                    .transpose()
                    .map_err(|e| bad(format!("entry {}: national rating: {e}", r.1)))?;
            e.forbidden = forbidden
                .remove(&r.0)
                .unwrap_or_default()
                .into_iter()
                .collect();
            Ok(e)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    use super::super::{MIGRATIONS, tournaments};

    #[test]
    fn migration_0021_keeps_each_stored_name_and_records_its_split() {
        let mut conn = Connection::open_in_memory().unwrap();
        conn.pragma_update(None, "foreign_keys", true).unwrap();
        MIGRATIONS.to_version(&mut conn, 19).unwrap();
        let settings = crate::domain::Settings::preset(crate::domain::Preset::Russian, "Old", 5);
        let tid = tournaments::insert(&conn, &settings).unwrap();
        for (no, name) in [
            (1, "Белов Юрий"),
            (2, "Vries, Jan de"),
            (3, " Jones ,Yuri "),
            (4, ", Ann"),
            (5, "Cy"),
        ] {
            conn.execute(
                "INSERT INTO entries (tournament_id, start_no, name) VALUES (?1, ?2, ?3)",
                rusqlite::params![tid, no, name],
            )
            .unwrap();
        }
        MIGRATIONS.to_latest(&mut conn).unwrap();
        let parts: Vec<(String, String)> = conn
            .prepare("SELECT surname, given_name FROM entries ORDER BY start_no")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let pair = |a: &str, b: &str| (a.to_owned(), b.to_owned());
        assert_eq!(
            parts,
            [
                pair("Белов Юрий", ""),
                pair("Vries", "Jan de"),
                pair("Jones", "Yuri"),
                pair(", Ann", ""),
                pair("Cy", ""),
            ]
        );
        // As the program splits a name stored as one string, and the names shown unchanged.
        let t = tournaments::load(&conn, tid).unwrap();
        for e in t.entries() {
            let (s, g) = crate::domain::entry::split_stored(e.name.as_str());
            assert_eq!((e.surname.clone(), e.given_name.clone()), (s, g));
        }
        assert_eq!(t.entry(3).unwrap().name.as_str(), "Jones ,Yuri");
    }
}
