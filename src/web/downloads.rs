//! Downloads: the exports of `crownhead export` as files, for the controller under
//! `/admin/t/{id}/export/{format}` (every format) and for the public under
//! `/t/{id}/export/{format}` (pairings, results, standings and games, of published rounds
//! only). `?round=N` chooses a round where the format takes one. The live PDN of a round,
//! `/t/{id}/rounds/{n}/games.pdn`, serves its games as they are entered.

use crate::domain::text::quoted;
use crate::web::read::Read;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::auth::User;
use super::error::{AdminError, PageError};
use super::view;
use super::{AppState, DbError};
use crate::domain::Tournament;
use crate::export::{self, Exported, Format};
use crate::store::{StoreError, transfer};

#[derive(Debug, Deserialize)]
pub struct DownloadQuery {
    pub round: Option<u32>,
}

fn file(t: &Tournament, format: Format, round: Option<u32>, out: Exported) -> HttpResponse {
    let name = export::file_name(&t.settings().name, format, round);
    HttpResponse::Ok()
        .content_type(format.content_type())
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{name}\""),
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(out.text)
}

/// The stored game records, for the PDN export only.
async fn records<E>(
    state: &web::Data<AppState>,
    id: i64,
    format: Format,
) -> Result<Vec<export::pdn::StoredRecord>, E>
where
    E: From<DbError> + From<StoreError> + Send + 'static,
{
    if format != Format::Pdn {
        return Ok(Vec::new());
    }
    AppState::read(state, move |c| {
        transfer::game_records(c, id).map_err(E::from)
    })
    .await
}

/// A knock-out's bracket with its games, and its tie games' records for the PDN export, for
/// the exports that write a knock-out's games (results, rating report, TRF, PDN).
async fn knockout<E>(
    state: &web::Data<AppState>,
    id: i64,
    t: &Tournament,
    format: Format,
) -> Result<KnockoutGames, E>
where
    E: From<DbError> + From<StoreError> + Send + 'static,
{
    let writes_ties = matches!(
        format,
        Format::CsvResults | Format::Fmjd | Format::Trf | Format::Pdn
    );
    if !writes_ties || !t.settings().system.is_knockout() {
        return Ok((None, Vec::new()));
    }
    let t = t.clone();
    AppState::read(state, move |c| {
        let k = crate::store::knockout::of(c, id, &t).map_err(E::from)?;
        let ties = if format == Format::Pdn {
            crate::store::knockout::records(c, id).map_err(E::from)?
        } else {
            Vec::new()
        };
        Ok((Some(k), ties))
    })
    .await
}

type KnockoutGames = (
    Option<crate::domain::knockout::Knockout>,
    Vec<export::pdn::TieRecord>,
);

/// `GET /admin/t/{id}/export/{format}` (any signed-in account)
pub async fn admin(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(i64, String)>,
    query: web::Query<DownloadQuery>,
) -> Result<HttpResponse, AdminError> {
    User::require(&req, &state).await?;
    let (id, name) = path.into_inner();
    let format = Format::parse(&name).ok_or_else(|| {
        AdminError::NotFound(format!("there is no export format {:?}", quoted(&name)))
    })?;
    let t = AppState::load::<AdminError>(&state, id).await?;
    let recs = records::<AdminError>(&state, id, format).await?;
    let (k, ties) = knockout::<AdminError>(&state, id, &t, format).await?;
    let out = export::export_with_ties(&t, k.as_ref(), format, query.round, &recs, &ties)
        .map_err(|e| AdminError::BadInput(e.to_string()))?;
    Ok(file(&t, format, query.round, out))
}

/// `GET /t/{id}/export/{format}`: the formats with nothing private in them, published rounds
/// only.
pub async fn public(
    Read(state, (id, name)): Read<(i64, String)>,
    query: web::Query<DownloadQuery>,
) -> Result<HttpResponse, PageError> {
    let format = Format::parse(&name)
        .filter(|f| f.is_public())
        .ok_or_else(|| {
            PageError::NotFound(format!("there is no public export {:?}", quoted(&name)))
        })?;
    let t = AppState::load::<PageError>(&state, id).await?;
    let rounds: Vec<_> = t
        .rounds()
        .iter()
        .filter(|r| view::is_public(r))
        .cloned()
        .collect();
    let shown = Tournament::from_parts(t.settings().clone(), t.entries().to_vec(), rounds)
        .map_err(|e| PageError::Store(e.into()))?;
    let recs: Vec<_> = records::<PageError>(&state, id, format)
        .await?
        .into_iter()
        .filter(|r| shown.round(r.round).is_some())
        .collect();
    let (k, ties) = knockout::<PageError>(&state, id, &shown, format).await?;
    let out = export::export_with_ties(&shown, k.as_ref(), format, query.round, &recs, &ties)
        .map_err(|e| PageError::NotFound(e.to_string()))?;
    Ok(file(&shown, format, query.round, out))
}

/// `GET /t/{id}/rounds/{n}/games.pdn`: the recorded games of a published round as they are
/// entered, tagged as in the PDN export (the format draughts broadcast sites poll; the ETag
/// of [`super::caching`] changes with every record or result entered).
pub async fn round_pdn(Read(state, (id, n)): Read<(i64, u32)>) -> Result<HttpResponse, PageError> {
    let t = AppState::load::<PageError>(&state, id).await?;
    t.round(n)
        .filter(|r| view::is_public(r))
        .ok_or_else(|| PageError::NotFound(format!("round {n} is not published")))?;
    let recs = AppState::read(&state, move |c| {
        crate::store::public::round_records(c, id, n).map_err(PageError::from)
    })
    .await?;
    let out = export::pdn::write(&t, &recs);
    let name = export::file_name(&t.settings().name, Format::Pdn, Some(n));
    Ok(HttpResponse::Ok()
        .content_type(Format::Pdn.content_type())
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("inline; filename=\"{name}\""),
        ))
        .body(out.text))
}
