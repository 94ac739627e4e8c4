//! The JSON API for live-result sites, under `/api/v1/`. Draft rounds are not shown. Reads
//! carry the tournament's `version` (also in the `X-Crownhead-Version` header), which a write
//! of [`write`](mod@write) names to be refused (409) if anything changed since.

pub mod book;
pub mod write;

use crate::web::read::Read;
use actix_web::{HttpResponse, web};
use serde::Serialize;

use super::AppState;
use super::error::ApiError;
use super::view::{self, BoardRow};
use crate::domain::{Round, Settings, Tournament};
use crate::store::tournaments;

/// The header giving the tournament's version on every read of one tournament.
pub const VERSION_HEADER: &str = "X-Crownhead-Version";

async fn load(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<std::sync::Arc<Tournament>, ApiError> {
    AppState::load(state, id).await
}

/// The tournament with the version it is at: both read in one read transaction, so the
/// version is the one of the data shown.
async fn load_versioned(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<(i64, std::sync::Arc<Tournament>), ApiError> {
    let shared = state.clone();
    AppState::read(state, move |c| {
        Ok(crate::store::read_consistent(c, |tx| {
            Ok((crate::store::version(tx, id)?, shared.tournament(tx, id)?))
        })?)
    })
    .await
}

fn versioned(version: i64) -> actix_web::HttpResponseBuilder {
    let mut b = HttpResponse::Ok();
    b.insert_header((VERSION_HEADER, version.to_string()));
    b
}

fn public_round(t: &Tournament, n: u32) -> Result<&Round, ApiError> {
    t.round(n)
        .filter(|r| view::is_public(r))
        .ok_or_else(|| ApiError::NotFound(format!("round {n} is not published")))
}

/// `GET /api/v1/tournaments`
pub async fn tournaments(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let list = AppState::read(&state, |c| tournaments::list(c).map_err(ApiError::from)).await?;
    Ok(HttpResponse::Ok().json(list))
}

#[derive(Serialize)]
struct RoundInfo {
    number: u32,
    state: &'static str,
}

#[derive(Serialize)]
struct TournamentInfo<'a> {
    id: i64,
    /// Raised by every change: a write names the version it was based on.
    version: i64,
    settings: &'a Settings,
    players: usize,
    rounds: Vec<RoundInfo>,
}

/// `GET /api/v1/tournaments/{id}`
pub async fn tournament(Read(state, id): Read) -> Result<HttpResponse, ApiError> {
    let (version, t) = load_versioned(&state, id).await?;
    Ok(versioned(version).json(TournamentInfo {
        id,
        version,
        settings: t.settings(),
        players: t.entries().len(),
        rounds: t
            .rounds()
            .iter()
            .filter(|r| view::is_public(r))
            .map(|r| RoundInfo {
                number: r.number(),
                state: r.state().name(),
            })
            .collect(),
    }))
}

/// `GET /api/v1/tournaments/{id}/standings`
pub async fn standings(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let t = load(&state, path.into_inner()).await?;
    Ok(HttpResponse::Ok().json(t.standings()))
}

/// `GET /api/v1/tournaments/{id}/bracket`: a knock-out's ties (each with its players, status,
/// score, games and next game) and its placings with the round each player reached.
pub async fn bracket(Read(state, id): Read) -> Result<HttpResponse, ApiError> {
    let shared = state.clone();
    let (ties, placings, champion) = AppState::read(&state, move |c| {
        // Another system's tournament has no bracket.
        let k = crate::store::read_consistent(c, |tx| {
            let t = shared.tournament(tx, id)?;
            crate::store::knockout::knockout_of(tx, id, &t)
        })
        .map_err(|e| match e {
            crate::store::StoreError::Invalid { message, .. } => {
                ApiError::NotFound(message.to_string())
            }
            e => ApiError::from(e),
        })?;
        Ok::<_, ApiError>((k.ties(), k.placings(), k.champion()))
    })
    .await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({
        "champion": champion,
        "ties": ties,
        "placings": placings,
    })))
}

#[derive(Serialize)]
struct Side {
    no: u32,
    name: String,
}

#[derive(Serialize)]
struct PairingOut {
    board: u32,
    /// The tournament's version these pairings were read at.
    version: i64,
    home: Side,
    away: Option<Side>,
    bye: Option<String>,
    ballot: Option<String>,
}

fn pairing_out(b: &BoardRow, version: i64) -> PairingOut {
    PairingOut {
        board: b.number,
        version,
        home: Side {
            no: b.home_no,
            name: b.home.clone(),
        },
        away: b.away_no.map(|no| Side {
            no,
            name: b.away.clone(),
        }),
        bye: b.away_no.is_none().then(|| b.away.clone()),
        ballot: (!b.ballot.is_empty()).then(|| b.ballot.clone()),
    }
}

/// `GET /api/v1/tournaments/{id}/rounds/{n}/pairings`
pub async fn pairings(Read(state, (id, n)): Read<(i64, u32)>) -> Result<HttpResponse, ApiError> {
    let (version, t) = load_versioned(&state, id).await?;
    let r = public_round(&t, n)?;
    let out: Vec<PairingOut> = view::boards(&t, r)
        .iter()
        .map(|b| pairing_out(b, version))
        .collect();
    Ok(versioned(version).json(out))
}

#[derive(Serialize)]
struct ResultOut {
    board: u32,
    /// The tournament's version these results were read at: a write names it.
    version: i64,
    home: u32,
    away: Option<u32>,
    /// Board points of home and away, absent while the result is missing.
    home_points: Option<f64>,
    away_points: Option<f64>,
    /// The report (`1-0 = sheets:away`), absent while missing.
    report: Option<String>,
    games: Vec<crate::domain::Game>,
    /// The players' own reports of the board (players online), each game's result code
    /// from the home seat: a report is not the result until the controller confirms it.
    player_reports: Vec<PlayerReportOut>,
}

#[derive(Serialize)]
struct PlayerReportOut {
    no: u32,
    game: u8,
    result: &'static str,
}

/// `GET /api/v1/tournaments/{id}/rounds/{n}/results`
pub async fn results(Read(state, (id, n)): Read<(i64, u32)>) -> Result<HttpResponse, ApiError> {
    let shared = state.clone();
    let (version, t, mut reports) = AppState::read(&state, move |c| {
        Ok::<_, ApiError>(crate::store::read_consistent(c, |tx| {
            Ok((
                crate::store::version(tx, id)?,
                shared.tournament(tx, id)?,
                crate::store::players::reports(tx, id, n)?,
            ))
        })?)
    })
    .await?;
    let r = public_round(&t, n)?;
    let out: Vec<ResultOut> = r
        .boards()
        .iter()
        .map(|b| {
            let entries: Vec<u32> = b.pairing.entries().collect();
            let home = entries[0];
            let away = entries.get(1).copied();
            ResultOut {
                board: b.number,
                version,
                home,
                away,
                home_points: view::board_points(b, home).map(|p| p.as_f64()),
                away_points: away
                    .and_then(|a| view::board_points(b, a))
                    .map(|p| p.as_f64()),
                report: b.report().map(|r| r.to_string()),
                games: b.games.clone(),
                player_reports: reports
                    .remove(&b.number)
                    .unwrap_or_default()
                    .into_iter()
                    .flat_map(|(no, games)| {
                        games.into_iter().map(move |(game, r)| PlayerReportOut {
                            no,
                            game,
                            result: r.code(),
                        })
                    })
                    .collect(),
            }
        })
        .collect();
    Ok(versioned(version).json(out))
}
