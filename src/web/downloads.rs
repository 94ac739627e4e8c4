//! Downloads: the files of `crownhead export`, written by the same function
//! (`store::transfer::export`), for the controller under
//! `/admin/t/{id}/export/{format}` (every format) and for the public under
//! `/t/{id}/export/{format}` (pairings, results, standings and games, of published rounds
//! only). `?round=N` chooses a round where the format takes one. The live PDN of a round,
//! `/t/{id}/rounds/{n}/games.pdn`, serves its games as they are entered.

use crate::domain::text::quoted;
use crate::web::read::Read;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::admin::post::Admin;
use super::error::{AdminError, PageError};
use super::view;
use super::{AppState, DbError};
use crate::domain::Tournament;
use crate::export::{self, ExportError, Exported, Format};
use crate::store::StoreError;
use crate::store::transfer::{self, Audience};

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

/// The file of the store's one export ([`transfer::export`], as `crownhead export` writes it)
/// of tournament `id` for `audience`, with the tournament it was written from.
async fn exported<E>(
    state: &web::Data<AppState>,
    id: i64,
    format: Format,
    round: Option<u32>,
    audience: Audience,
) -> Result<(Tournament, Result<Exported, ExportError>), E>
where
    E: From<DbError> + From<StoreError> + Send + 'static,
{
    let t = AppState::load::<E>(state, id).await?;
    AppState::read(state, move |c| {
        transfer::export(c, id, &t, format, round, audience).map_err(E::from)
    })
    .await
}

/// `GET /admin/t/{id}/export/{format}` (any signed-in account)
pub async fn admin(
    Admin(state, user, (id, name)): Admin<(i64, String)>,
    query: web::Query<DownloadQuery>,
) -> Result<HttpResponse, AdminError> {
    let format = Format::parse(&name).ok_or_else(|| {
        AdminError::NotFound(format!("there is no export format {:?}", quoted(&name)))
    })?;
    let (t, out) =
        exported::<AdminError>(&state, id, format, query.round, Audience::Controller).await?;
    let out = match out {
        Ok(out) => out,
        // Nothing to write: a page says so, instead of an empty file.
        Err(ExportError::NoGameRecords) => {
            let mut page = NoRecordsPage {
                tr: crate::web::i18n::Tr::current(),
                who: super::admin::Who::from(&user),
                id,
                name: t.settings().name.clone(),
            };
            page.tr = page.tr.for_tournament(&t);
            return super::admin::post::page_with(&page, StatusCode::OK, "the page");
        }
        Err(e) => {
            return Err(match crate::web::words::download_refusal(&e) {
                Some(m) => AdminError::from(m),
                None => AdminError::BadInput(e.to_string()),
            });
        }
    };
    Ok(file(&t, format, query.round, out))
}

/// The controller's answer to a PDN download of an event with no game records.
#[derive(Template)]
#[template(path = "admin/no_records.html")]
pub struct NoRecordsPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: super::admin::Who,
    pub id: i64,
    pub name: String,
}

crate::localized!(NoRecordsPage);

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
    let (shown, out) =
        exported::<PageError>(&state, id, format, query.round, Audience::Public).await?;
    let out = match out {
        // The public pages link the games' file whatever is recorded (a published site copies
        // every link): an event without records gives an empty file.
        Err(ExportError::NoGameRecords) => Exported {
            text: String::new(),
            warnings: Vec::new(),
        },
        out => out.map_err(|e| PageError::NotFound(e.to_string()))?,
    };
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
