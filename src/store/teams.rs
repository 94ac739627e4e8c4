//! The tables of team events (migration 0010): `teams`, `team_players`, `team_matches`,
//! `team_lineups`.

use std::collections::{BTreeMap, HashMap};

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::team::{MatchBoard, Team, TeamMatch, TeamNo, TeamPairing, WholeForfeit};
use crate::domain::team_event::TeamEvent;
use crate::domain::{Settings, StartNo};

use super::{StoreError, entries};

fn corrupt(what: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("team tables: {what}"))
}

/// The teams and matches of tournament `tid`, when it is a team event.
pub fn load(
    conn: &Connection,
    tid: i64,
    settings: &Settings,
) -> Result<Option<TeamEvent>, StoreError> {
    let Some(ts) = settings.team.clone() else {
        return Ok(None);
    };
    let mut event = TeamEvent::new(ts);
    let mut by_id: HashMap<i64, TeamNo> = HashMap::new();
    {
        let mut stmt = conn.prepare(
            "SELECT id, team_no, name, club, captain FROM teams
             WHERE tournament_id = ?1 ORDER BY team_no",
        )?;
        let rows = stmt.query_map([tid], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, TeamNo>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, Option<String>>(4)?,
            ))
        })?;
        let mut players = conn.prepare(
            "SELECT e.start_no FROM team_players p JOIN entries e ON e.id = p.entry_id
             WHERE p.team_id = ?1 ORDER BY p.place",
        )?;
        for row in rows {
            let (id, no, name, club, captain) = row?;
            let list = players
                .query_map([id], |r| r.get::<_, StartNo>(0))?
                .collect::<Result<Vec<_>, _>>()?;
            let team = Team::new(no, &name, club, captain, list).map_err(corrupt)?;
            by_id.insert(id, no);
            event.teams.push(team);
        }
    }
    let team_no = |id: i64| {
        by_id
            .get(&id)
            .copied()
            .ok_or_else(|| corrupt(format!("no team {id}")))
    };
    let mut stmt = conn.prepare(
        "SELECT id, round, number, first_team_id, second_team_id, forfeit FROM team_matches
         WHERE tournament_id = ?1 ORDER BY round, number",
    )?;
    let rows = stmt
        .query_map([tid], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, u32>(1)?,
                r.get::<_, u32>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, Option<i64>>(4)?,
                r.get::<_, Option<String>>(5)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut lineups = conn.prepare(
        "SELECT l.board, f.start_no, s.start_no, l.first_set, l.second_set FROM team_lineups l
         LEFT JOIN entries f ON f.id = l.first_entry_id
         LEFT JOIN entries s ON s.id = l.second_entry_id
         WHERE l.match_id = ?1 ORDER BY l.board",
    )?;
    let mut lineups_in = BTreeMap::new();
    for (id, round, number, first, second, forfeit) in rows {
        let pairing = match second {
            Some(s) => TeamPairing::Match {
                first: team_no(first)?,
                second: team_no(s)?,
            },
            None => TeamPairing::Bye {
                team: team_no(first)?,
            },
        };
        let mut m = TeamMatch::new(round, number, pairing).map_err(corrupt)?;
        m.forfeit = forfeit
            .map(|f| WholeForfeit::parse(&f).ok_or_else(|| corrupt(format!("forfeit {f}"))))
            .transpose()?;
        let mut handed = (false, false);
        for row in lineups.query_map([id], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, Option<StartNo>>(1)?,
                r.get::<_, Option<StartNo>>(2)?,
                r.get::<_, bool>(3)?,
                r.get::<_, bool>(4)?,
            ))
        })? {
            let (board, f, s, fs, ss) = row?;
            handed = (fs, ss);
            m.boards.push(MatchBoard {
                board,
                first: f,
                second: s,
                first_points: None,
                second_points: None,
            });
        }
        lineups_in.insert((round, number), handed);
        event.matches.push(m);
    }
    event.lineups_in = lineups_in;
    Ok(Some(event))
}

/// The row id of team `no`.
pub fn team_id(conn: &Connection, tid: i64, no: TeamNo) -> Result<i64, StoreError> {
    conn.query_row(
        "SELECT id FROM teams WHERE tournament_id = ?1 AND team_no = ?2",
        params![tid, no],
        |r| r.get(0),
    )
    .optional()?
    .ok_or_else(|| StoreError::NotFound(format!("there is no team {no}")))
}

/// Inserts a team with its players; returns its row id.
pub fn insert_team(conn: &Connection, tid: i64, team: &Team) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO teams (tournament_id, team_no, name, club, captain) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![tid, team.no, team.name, team.club, team.captain],
    )?;
    let id = conn.last_insert_rowid();
    write_players(conn, tid, id, &team.players)?;
    Ok(id)
}

/// Writes a team's name, club, captain and players (row `id` of tournament `tid`).
pub fn update_team(conn: &Connection, id: i64, team: &Team) -> Result<(), StoreError> {
    let tid: i64 = conn.query_row("SELECT tournament_id FROM teams WHERE id = ?1", [id], |r| {
        r.get(0)
    })?;
    conn.execute(
        "UPDATE teams SET name = ?2, club = ?3, captain = ?4 WHERE id = ?1",
        params![id, team.name, team.club, team.captain],
    )?;
    write_players(conn, tid, id, &team.players)
}

/// Replaces a team's players by `players`, in board order.
pub fn write_players(
    conn: &Connection,
    tid: i64,
    team_id: i64,
    players: &[StartNo],
) -> Result<(), StoreError> {
    let ids = entries::ids(conn, tid)?;
    conn.execute("DELETE FROM team_players WHERE team_id = ?1", [team_id])?;
    for (i, p) in players.iter().enumerate() {
        let entry = ids
            .get(p)
            .ok_or_else(|| StoreError::NotFound(format!("there is no player {p}")))?;
        conn.execute(
            "INSERT INTO team_players (team_id, entry_id, place) VALUES (?1, ?2, ?3)",
            params![team_id, entry, i as u32 + 1],
        )?;
    }
    Ok(())
}

/// Inserts a match with its (empty) boards.
pub fn insert_match(conn: &Connection, tid: i64, m: &TeamMatch) -> Result<i64, StoreError> {
    let teams: Vec<TeamNo> = m.pairing.teams().collect();
    let first = team_id(conn, tid, teams[0])?;
    let second = teams.get(1).map(|&t| team_id(conn, tid, t)).transpose()?;
    conn.execute(
        "INSERT INTO team_matches (tournament_id, round, number, first_team_id, second_team_id, forfeit)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![tid, m.round, m.number, first, second, m.forfeit.map(WholeForfeit::name)],
    )?;
    let id = conn.last_insert_rowid();
    write_lineups(conn, tid, id, m, (false, false))?;
    Ok(id)
}

fn match_id(conn: &Connection, tid: i64, round: u32, number: u32) -> Result<i64, StoreError> {
    conn.query_row(
        "SELECT id FROM team_matches WHERE tournament_id = ?1 AND round = ?2 AND number = ?3",
        params![tid, round, number],
        |r| r.get(0),
    )
    .optional()?
    .ok_or_else(|| StoreError::NotFound(format!("round {round} has no match {number}")))
}

fn write_lineups(
    conn: &Connection,
    tid: i64,
    match_id: i64,
    m: &TeamMatch,
    handed: (bool, bool),
) -> Result<(), StoreError> {
    let ids = entries::ids(conn, tid)?;
    let id_of = |p: Option<StartNo>| p.and_then(|p| ids.get(&p).copied());
    conn.execute("DELETE FROM team_lineups WHERE match_id = ?1", [match_id])?;
    for b in &m.boards {
        conn.execute(
            "INSERT INTO team_lineups (match_id, board, first_entry_id, second_entry_id, first_set, second_set)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![match_id, b.board, id_of(b.first), id_of(b.second), handed.0, handed.1],
        )?;
    }
    Ok(())
}

/// Writes a match's forfeit and line-ups as they are now.
pub fn update_match(
    conn: &Connection,
    tid: i64,
    m: &TeamMatch,
    handed: (bool, bool),
) -> Result<(), StoreError> {
    let id = match_id(conn, tid, m.round, m.number)?;
    conn.execute(
        "UPDATE team_matches SET forfeit = ?2 WHERE id = ?1 AND forfeit IS NOT ?2",
        params![id, m.forfeit.map(WholeForfeit::name)],
    )?;
    write_lineups(conn, tid, id, m, handed)
}

/// A team event as the pages show it: the tournament and its teams and matches (`None` for an
/// event of players alone).
pub fn event(
    conn: &Connection,
    tid: i64,
) -> Result<Option<(crate::domain::Tournament, TeamEvent)>, StoreError> {
    let t = super::tournaments::load(conn, tid)?;
    Ok(load(conn, tid, t.settings())?.map(|e| (t, e)))
}
