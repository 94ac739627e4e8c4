//! Entries: add, edit, withdraw, and import from CSV (preview first; every bad row is listed
//! with its line and nothing is imported while any row is bad).

use crate::domain::text::quoted;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;
use serde::Deserialize;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::{Who, based_on, load, see_other};
use crate::domain::{Entry, StartNo};
use crate::store::{self, Seen};

use crate::export::entries::joins_from;
pub use crate::export::entries::{CsvRow, EntryFields};

#[derive(Debug, Deserialize)]
pub struct EntryForm {
    pub csrf: Option<String>,
    pub version: Option<i64>,
    #[serde(flatten)]
    pub fields: EntryFields,
}

/// `POST /admin/t/{id}/entries` (chief only): adds an entry with the next starting number
/// (a late entry from the next round once rounds are paired).
pub async fn add(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<EntryForm>,
) -> Result<HttpResponse, AdminError> {
    let user = User::posting(&req, &state, form.csrf.as_deref()).await?;
    user.chief()?;
    let id = path.into_inner();
    let form = form.into_inner();
    let v = based_on(form.version)?;
    let who = user.name().to_owned();
    let yours = form.fields.describe();
    let mut e = form
        .fields
        .to_entry(1)
        .map_err(|errs| AdminError::BadInput(errs.join("; ")))?;
    // Numbered 0: the command gives the next starting number.
    e.no = 0;
    AppState::write(&state, move |c| {
        store::add_entry(c, id, Seen::Version(v), &e, None, &who)
            .map_err(|e| AdminError::from(e).yours(|| format!("new entry: {yours}")))
    })
    .await?;
    Ok(see_other(format!("/admin/t/{id}?saved=entry-added")))
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/entry.html")]
pub struct EntryPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub no: StartNo,
    pub fields: EntryFields,
    /// The round from which the entry is withdrawn.
    pub withdrawn_from: Option<u32>,
    pub next_round: u32,
}

crate::localized!(EntryPage);

/// `GET /admin/t/{id}/entries/{no}`
pub async fn edit_form(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(i64, StartNo)>,
) -> Result<EntryPage, AdminError> {
    let user = User::require(&req, &state).await?;
    user.chief()?;
    let (id, no) = path.into_inner();
    let (t, version) = load(&state, id).await?;
    let e = t
        .entry(no)
        .ok_or_else(|| AdminError::NotFound(format!("there is no entry number {no}")))?;
    Ok(EntryPage {
        tr: crate::web::i18n::Tr::current().for_tournament(&t),
        who: Who::from(&user),
        id,
        version,
        no,
        fields: EntryFields::of(e),
        withdrawn_from: e.withdrawn_from,
        next_round: t.rounds().len() as u32 + 1,
    })
}

/// `POST /admin/t/{id}/entries/{no}` (chief only, version-checked)
pub async fn edit(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(i64, StartNo)>,
    form: web::Form<EntryForm>,
) -> Result<HttpResponse, AdminError> {
    let user = User::posting(&req, &state, form.csrf.as_deref()).await?;
    user.chief()?;
    let (id, no) = path.into_inner();
    let form = form.into_inner();
    let v = based_on(form.version)?;
    let who = user.name().to_owned();
    let yours = form.fields.describe();
    let e = form
        .fields
        .to_entry(no)
        .map_err(|errs| AdminError::BadInput(errs.join("; ")))?;
    AppState::write(&state, move |c| {
        store::edit_entry(c, id, Seen::Version(v), &e, &who)
            .map_err(|e| AdminError::from(e).yours(|| yours))
    })
    .await?;
    Ok(see_other(format!("/admin/t/{id}?saved=entry")))
}

#[derive(Debug, Deserialize)]
pub struct WithdrawForm {
    pub csrf: Option<String>,
    pub version: Option<i64>,
    pub round: String,
    /// Why (kept in the audit log).
    #[serde(default)]
    pub reason: String,
    /// The box that confirms the withdrawal.
    #[serde(default)]
    pub confirm: Option<String>,
}

/// `POST /admin/t/{id}/entries/{no}/withdraw` (chief only, version-checked)
pub async fn withdraw(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(i64, StartNo)>,
    form: web::Form<WithdrawForm>,
) -> Result<HttpResponse, AdminError> {
    let user = User::posting(&req, &state, form.csrf.as_deref()).await?;
    user.chief()?;
    let (id, no) = path.into_inner();
    let v = based_on(form.version)?;
    let round: u32 = form.round.trim().parse().map_err(|_| {
        AdminError::BadInput(format!(
            "round: {:?} is not a round number",
            quoted(&form.round)
        ))
    })?;
    if form.confirm.is_none() {
        return Err(AdminError::BadInput(format!(
            "withdraw entry {no}: tick the box to confirm the withdrawal"
        )));
    }
    let who = user.name().to_owned();
    let reason = form.reason.clone();
    AppState::write(&state, move |c| {
        store::withdraw(c, id, Seen::Version(v), no, round, &reason, &who)
            .map_err(|e| AdminError::from(e).yours(|| format!("withdraw from round {round}")))
    })
    .await?;
    Ok(see_other(format!("/admin/t/{id}")))
}

/// The columns a CSV file may have; `name` is required (the columns of the entries export).
pub const CSV_COLUMNS: [&str; 11] = crate::export::entries::COLUMNS;

/// Reads entries from CSV with a header line; rows without a number are numbered from
/// `first_no`. Returns every row, good or bad, and the entries when all are good.
pub fn read_csv(text: &str, first_no: StartNo) -> Result<(Vec<CsvRow>, Vec<Entry>), AdminError> {
    crate::export::entries::read(text, first_no).map_err(|p| AdminError::BadInput(p.to_string()))
}

/// The most rows a preview shows (a file of thousands of rows is checked whole, but its
/// preview page stays small: the bad rows first, else the first rows).
pub const PREVIEW_ROWS: usize = 200;

/// The rows a preview shows.
fn preview(rows: Vec<CsvRow>, bad: usize) -> Vec<CsvRow> {
    if bad > 0 {
        rows.into_iter()
            .filter(|r| !r.errors.is_empty())
            .take(PREVIEW_ROWS)
            .collect()
    } else {
        rows.into_iter().take(PREVIEW_ROWS).collect()
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/import.html")]
pub struct ImportPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub csv: String,
    /// The rows shown: every bad row up to [`PREVIEW_ROWS`], else the first good ones.
    pub rows: Vec<CsvRow>,
    /// All rows of the file.
    pub total: usize,
    pub bad: usize,
    pub previewed: bool,
    pub columns: String,
}

crate::localized!(ImportPage);

/// `GET /admin/t/{id}/import`
pub async fn import_form(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<ImportPage, AdminError> {
    let user = User::require(&req, &state).await?;
    user.chief()?;
    let id = path.into_inner();
    let (_, version) = load(&state, id).await?;
    Ok(ImportPage {
        tr: crate::web::i18n::Tr::current(),
        who: Who::from(&user),
        id,
        version,
        csv: String::new(),
        rows: Vec::new(),
        total: 0,
        bad: 0,
        previewed: false,
        columns: CSV_COLUMNS.join(","),
    })
}

#[derive(Debug, Deserialize)]
pub struct ImportForm {
    pub csrf: Option<String>,
    pub version: Option<i64>,
    pub csv: String,
    /// Present on the confirming send, after a clean preview.
    pub confirm: Option<String>,
}

impl ImportForm {
    /// Reads the form from its body, the CSV field byte for byte: text that is not UTF-8 is
    /// refused where it stops being UTF-8, as the command line refuses such a file (a lossy
    /// reading would store U+FFFD in names).
    pub fn read(body: &[u8]) -> Result<ImportForm, AdminError> {
        let mut form = ImportForm {
            csrf: None,
            version: None,
            csv: String::new(),
            confirm: None,
        };
        for field in super::super::form_body::urlencoded(body) {
            let value = field.value;
            let text = |v: Vec<u8>| String::from_utf8_lossy(&v).into_owned();
            match field.name.as_str() {
                "csv" => {
                    form.csv = crate::export::text::decode(value)
                        .map_err(|e| AdminError::BadInput(format!("the CSV text, {e}")))?;
                }
                "csrf" => form.csrf = Some(text(value)),
                "version" => {
                    form.version = Some(text(value).trim().parse().map_err(|_| {
                        AdminError::BadInput("the form's version is not a number".into())
                    })?);
                }
                "confirm" => form.confirm = Some(text(value)),
                _ => {}
            }
        }
        Ok(form)
    }
}

/// `POST /admin/t/{id}/import`: a preview (422 when any row is bad), or with `confirm` the
/// import itself, all rows or none.
pub async fn import(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    payload: web::Payload,
) -> Result<HttpResponse, AdminError> {
    let limit = super::super::UPLOAD_LIMIT;
    let body = payload
        .to_bytes_limited(limit)
        .await
        .map_err(|_| AdminError::TooLarge(limit))?
        .map_err(|e| AdminError::BadInput(format!("The form sent cannot be read: {e}")))?;
    let form = ImportForm::read(&body)?;
    let user = User::posting(&req, &state, form.csrf.as_deref()).await?;
    user.chief()?;
    let id = path.into_inner();
    let v = based_on(form.version)?;
    let (t, version) = load(&state, id).await?;
    let (mut rows, entries) = read_csv(&form.csv, t.next_start_no())?;
    let late = joins_from(&t);
    let entries: Vec<Entry> = entries
        .into_iter()
        .map(|mut e| {
            e.late_from = late;
            e
        })
        .collect();
    // Duplicate names are almost always a file pasted twice; numbers may be taken already.
    crate::export::entries::check_against(&t, &mut rows);
    let bad = rows.iter().filter(|r| !r.errors.is_empty()).count();
    if bad == 0 && form.confirm.is_some() && !entries.is_empty() {
        let who = user.name().to_owned();
        AppState::write(&state, move |c| {
            let n = entries.len();
            store::import_entries(c, id, Seen::Version(v), &entries, None, &who)
                .map_err(|e| AdminError::from(e).yours(|| format!("import of {n} entries")))
        })
        .await?;
        return Ok(see_other(format!("/admin/t/{id}")));
    }
    let page = ImportPage {
        tr: crate::web::i18n::Tr::current().for_tournament(&t),
        who: Who::from(&user),
        id,
        version,
        csv: form.csv,
        total: rows.len(),
        rows: preview(rows, bad),
        bad,
        previewed: true,
        columns: CSV_COLUMNS.join(","),
    };
    let body = page
        .render()
        .map_err(|e| AdminError::BadInput(format!("cannot render the preview: {e}")))?;
    let mut resp = if bad > 0 {
        HttpResponse::UnprocessableEntity()
    } else {
        HttpResponse::Ok()
    };
    Ok(resp.content_type("text/html; charset=utf-8").body(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    // The reader itself is tested in `crate::export::entries`; here, that its refusal
    // reaches the page as a bad input naming the problem.
    #[test]
    fn a_csv_without_a_name_column_or_with_unknown_columns_is_refused() {
        assert!(matches!(
            read_csv("rating\n1\n", 1),
            Err(AdminError::BadInput(_))
        ));
        let e = read_csv("name,elo\nA,1\n", 1).err().unwrap();
        assert!(e.to_string().contains("unknown column \"elo\""));
    }
}
