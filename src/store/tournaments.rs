//! The `tournaments` table, and loading a whole tournament.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;

use crate::domain::{Ballot, Federation, Scoring, Settings, TieBreak, Tournament};

use super::{StoreError, entries, now, rounds};

/// A line of the tournament list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TournamentSummary {
    pub id: i64,
    pub name: String,
    pub variant: String,
    /// What the pages call the game: the variant's name, or `checkers` for an American event
    /// ([`Settings::variant_label`]).
    #[serde(skip)]
    pub variant_label: String,
    pub system: String,
    pub players: i64,
    /// Rounds whose results are complete (a knock-out: the rounds of its bracket settled).
    pub rounds_played: i64,
}

fn corrupt(what: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("{what}: {e}"))
}

fn to_json<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("settings serialize")
}

/// Inserts a tournament's settings; returns its id.
pub fn insert(conn: &Connection, s: &Settings) -> Result<i64, StoreError> {
    let t = now();
    let tie_breaks: Vec<&str> = s.tie_breaks.iter().map(|tb| tb.name()).collect();
    conn.execute(
        "INSERT INTO tournaments (name, venue, start_date, end_date, chief_controller, variant, system,
            rounds, games_per_round, scoring_json, ballot_json, time_control, tie_breaks, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?14)",
        params![
            s.name,
            s.venue,
            s.start_date.map(|d| d.to_string()),
            s.end_date.map(|d| d.to_string()),
            s.chief_controller,
            s.variant.name(),
            s.system.name(),
            s.rounds,
            s.games_per_round,
            to_json(&s.scoring),
            to_json(&s.ballot),
            s.time_control,
            tie_breaks.join(","),
            t,
        ],
    )?;
    let id = conn.last_insert_rowid();
    write_report_settings(conn, id, s)?;
    Ok(id)
}

/// Writes the settings a controller may change (see `Tournament::change_settings`).
pub fn update_settings(conn: &Connection, tid: i64, s: &Settings) -> Result<(), StoreError> {
    let tie_breaks: Vec<&str> = s.tie_breaks.iter().map(|tb| tb.name()).collect();
    conn.execute(
        "UPDATE tournaments SET name = ?2, venue = ?3, start_date = ?4, end_date = ?5,
            chief_controller = ?6, rounds = ?7, time_control = ?8, tie_breaks = ?9,
            scoring_json = ?10, variant = ?11, games_per_round = ?12, ballot_json = ?13
         WHERE id = ?1",
        params![
            tid,
            s.name,
            s.venue,
            s.start_date.map(|d| d.to_string()),
            s.end_date.map(|d| d.to_string()),
            s.chief_controller,
            s.rounds,
            s.time_control,
            tie_breaks.join(","),
            to_json(&s.scoring),
            s.variant.name(),
            s.games_per_round,
            to_json(&s.ballot),
        ],
    )?;
    write_report_settings(conn, tid, s)
}

/// Writes the federation, round dates, acceleration, prohibited pairings and report details
/// (the columns of migration 0009) when they differ from the stored ones.
fn write_report_settings(conn: &Connection, tid: i64, s: &Settings) -> Result<(), StoreError> {
    // The time zone of migration 0016, when it changed.
    conn.execute(
        "UPDATE tournaments SET time_zone = ?2 WHERE id = ?1 AND time_zone IS NOT ?2",
        params![tid, s.time_zone.to_string()],
    )?;
    // The team settings of migration 0010, when they changed.
    let team = s.team.as_ref().map(to_json);
    conn.execute(
        "UPDATE tournaments SET team_json = ?2 WHERE id = ?1 AND team_json IS NOT ?2",
        params![tid, team],
    )?;
    conn.execute(
        "UPDATE tournaments SET federation = ?2, round_dates_json = ?3, acceleration_json = ?4,
            prohibited_json = ?5, report_json = ?6, language = ?7, knockout_json = ?8
         WHERE id = ?1 AND (federation IS NOT ?2 OR round_dates_json IS NOT ?3
            OR acceleration_json IS NOT ?4 OR prohibited_json IS NOT ?5 OR report_json IS NOT ?6
            OR language IS NOT ?7 OR knockout_json IS NOT ?8)",
        params![
            tid,
            s.federation.as_ref().map(|f| f.as_str()),
            to_json(&s.round_dates),
            to_json(&s.acceleration),
            to_json(&s.prohibited),
            to_json(&s.report),
            s.language.code(),
            to_json(&s.knockout),
        ],
    )?;
    Ok(())
}

/// Writes the ballot settings.
pub fn update_ballot(conn: &Connection, tid: i64, s: &Settings) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE tournaments SET ballot_json = ?2 WHERE id = ?1",
        params![
            tid,
            serde_json::to_string(&s.ballot).expect("ballot serializes")
        ],
    )?;
    Ok(())
}

/// The settings of tournament `id`.
pub fn settings(conn: &Connection, id: i64) -> Result<Settings, StoreError> {
    let row = conn
        .query_row(
            "SELECT name, venue, start_date, end_date, chief_controller, variant, system, rounds,
                    games_per_round, scoring_json, ballot_json, time_control, tie_breaks,
                    federation, round_dates_json, acceleration_json, prohibited_json, report_json,
                    language, knockout_json, team_json
             FROM tournaments WHERE id = ?1",
            [id],
            |r| {
                Ok((
                    (
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, Option<String>>(2)?,
                        r.get::<_, Option<String>>(3)?,
                        r.get::<_, String>(4)?,
                        r.get::<_, String>(5)?,
                        r.get::<_, String>(6)?,
                        r.get::<_, u32>(7)?,
                        r.get::<_, u8>(8)?,
                        r.get::<_, String>(9)?,
                        r.get::<_, String>(10)?,
                        r.get::<_, String>(11)?,
                        r.get::<_, String>(12)?,
                    ),
                    (
                        r.get::<_, Option<String>>(13)?,
                        r.get::<_, String>(14)?,
                        r.get::<_, String>(15)?,
                        r.get::<_, String>(16)?,
                        r.get::<_, String>(17)?,
                        r.get::<_, String>(18)?,
                        r.get::<_, String>(19)?,
                        r.get::<_, Option<String>>(20)?,
                    ),
                ))
            },
        )
        .optional()?
        .ok_or(StoreError::NoSuchTournament(id))?;
    let (row, report) = row;
    let time_zone: String = conn.query_row(
        "SELECT time_zone FROM tournaments WHERE id = ?1",
        [id],
        |r| r.get(0),
    )?;
    let date = |d: Option<String>| -> Result<_, StoreError> {
        d.map(|d| d.parse().map_err(|e| corrupt("date", e)))
            .transpose()
    };
    let scoring: Scoring = serde_json::from_str(&row.9).map_err(|e| corrupt("scoring", e))?;
    let ballot: Ballot = serde_json::from_str(&row.10).map_err(|e| corrupt("ballot", e))?;
    let tie_breaks = row
        .12
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<TieBreak>().map_err(|e| corrupt("tie-breaks", e)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Settings {
        name: row.0,
        venue: row.1,
        start_date: date(row.2)?,
        end_date: date(row.3)?,
        chief_controller: row.4,
        variant: row.5.parse().map_err(|e| corrupt("variant", e))?,
        system: row.6.parse().map_err(|e| corrupt("system", e))?,
        rounds: row.7,
        games_per_round: row.8,
        scoring,
        ballot,
        time_control: row.11,
        tie_breaks,
        federation: report
            .0
            .map(|f| Federation::stored(&f).map_err(|e| corrupt("federation", e)))
            .transpose()?,
        round_dates: serde_json::from_str(&report.1).map_err(|e| corrupt("round dates", e))?,
        acceleration: serde_json::from_str(&report.2).map_err(|e| corrupt("acceleration", e))?,
        prohibited: serde_json::from_str(&report.3)
            .map_err(|e| corrupt("prohibited pairings", e))?,
        report: serde_json::from_str(&report.4).map_err(|e| corrupt("report details", e))?,
        language: report.5.parse().map_err(|e| corrupt("language", e))?,
        knockout: serde_json::from_str(&report.6).map_err(|e| corrupt("knock-out settings", e))?,
        team: report
            .7
            .map(|j| serde_json::from_str(&j).map_err(|e| corrupt("team settings", e)))
            .transpose()?,
        time_zone: time_zone.parse().map_err(|e| corrupt("time zone", e))?,
    })
}

/// Loads tournament `id` with its entries, rounds, boards and games.
pub fn load(conn: &Connection, id: i64) -> Result<Tournament, StoreError> {
    let settings = settings(conn, id)?;
    let entries = entries::load(conn, id)?;
    let rounds = rounds::load(conn, id)?;
    let playoffs = super::playoffs::load(conn, id)?;
    let ranking = ranking(conn, id)?;
    let t = Tournament::from_parts(settings, entries, rounds)?
        .with_playoffs(playoffs)
        .with_ranking(ranking);
    super::with_team_seats(conn, id, t)
}

/// The initial ranking kept with tournament `id` (empty: the rule's order).
pub fn ranking(conn: &Connection, id: i64) -> Result<Vec<crate::domain::StartNo>, StoreError> {
    let json: Option<String> = conn.query_row(
        "SELECT ranking_json FROM tournaments WHERE id = ?1",
        [id],
        |r| r.get(0),
    )?;
    json.map(|j| serde_json::from_str(&j).map_err(|e| corrupt("initial ranking", e)))
        .transpose()
        .map(Option::unwrap_or_default)
}

/// Keeps the initial ranking of tournament `t` (`id`), when it changed.
pub fn write_ranking(conn: &Connection, id: i64, t: &Tournament) -> Result<(), StoreError> {
    let kept = t.kept_ranking();
    let json = (!kept.is_empty()).then(|| to_json(&kept));
    conn.execute(
        "UPDATE tournaments SET ranking_json = ?2 WHERE id = ?1 AND ranking_json IS NOT ?2",
        params![id, json],
    )?;
    Ok(())
}

/// Every tournament, by id.
pub fn list(conn: &Connection) -> Result<Vec<TournamentSummary>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT t.id, t.name, t.variant, t.system,
                (SELECT count(*) FROM entries e WHERE e.tournament_id = t.id),
                (SELECT count(*) FROM rounds r WHERE r.tournament_id = t.id
                    AND r.state IN ('results-complete', 'closed'))
         FROM tournaments t ORDER BY t.id",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok(TournamentSummary {
            id: r.get(0)?,
            name: r.get(1)?,
            variant: r.get(2)?,
            variant_label: r.get(2)?,
            system: r.get(3)?,
            players: r.get(4)?,
            rounds_played: r.get(5)?,
        })
    })?;
    let mut list: Vec<TournamentSummary> = rows.collect::<Result<_, _>>()?;
    // A knock-out is played in the ties of its bracket, not in paired rounds: its rounds
    // played are the bracket's rounds settled (none while it has no bracket: fewer than two
    // players).
    for s in &mut list {
        if s.variant == draughts_rules::Variant::English.name() {
            s.variant_label = settings(conn, s.id)?.variant_label().to_owned();
        }
        if s.system
            .parse::<crate::domain::System>()
            .is_ok_and(|sys| sys.is_knockout())
        {
            let t = load(conn, s.id)?;
            let games = super::games::tie_games(conn, s.id)?;
            s.rounds_played = crate::domain::knockout::Knockout::new(&t, games)
                .map_or(0, |k| i64::from(k.rounds_played()));
        }
    }
    Ok(list)
}

/// The id of the tournament with this exact name, if any.
pub fn find_by_name(conn: &Connection, name: &str) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM tournaments WHERE name = ?1 ORDER BY id LIMIT 1",
            [name],
            |r| r.get(0),
        )
        .optional()?)
}
