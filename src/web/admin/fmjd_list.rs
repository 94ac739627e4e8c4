//! Entries from the FMJD player list (`/admin/t/{id}/entries/fmjd-list`, chief only): the
//! controller uploads the list's file (or pastes its text), sees what it changes entry by
//! entry and field by field with the list's warnings, and confirms. The upload is read byte
//! for byte (a multipart body) so a Latin-1 file keeps its letters. The preview carries the
//! list's rows of the tournament's entries to the confirmation, which is one store command
//! checked against the version the preview was computed from; if the entries changed
//! meanwhile, nothing is saved and the preview is shown again against the entries as they are.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::super::form_body::{Sent, Upload, file_name, text};
use super::entries::PREVIEW_ROWS;
use super::post::{Admin, Respond};
use super::{Who, based_on, load, see_other};
use crate::domain::Tournament;
use crate::domain::text::quoted;
use crate::export::fmjd::{self, FieldChange, Found, ListPlayer, ListRead, ListUpdate};
use crate::store::{self, Seen, Stale, StoreError};
use crate::web::words::Msg;

/// The largest list accepted, in bytes (the FMJD's whole list is a few MiB).
pub const LIST_LIMIT: usize = 16 * 1024 * 1024;

/// An entry the list changes, or says something about.
pub struct EntryRow {
    pub no: u32,
    pub name: String,
    pub fmjd_id: String,
    /// The list's line, or empty.
    pub line: String,
    pub listed_as: String,
    pub changes: Vec<FieldChange>,
    /// What the list says besides its changes: odd values left out, an ID listed twice.
    pub notes: Vec<String>,
}

impl EntryRow {
    fn of(e: &fmjd::EntryLookup) -> EntryRow {
        let mut row = EntryRow {
            no: e.no,
            name: e.name.clone(),
            fmjd_id: e.fmjd_id.clone(),
            line: String::new(),
            listed_as: String::new(),
            changes: Vec::new(),
            notes: Vec::new(),
        };
        match &e.found {
            Found::NotInList => row.notes.push("not in the list".into()),
            Found::ListedTwice(lines) => {
                let all: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
                row.line = all.join(", ");
                row.notes
                    .push("its FMJD ID is listed more than once: left as it is".into());
            }
            Found::Row {
                line,
                listed_as,
                changes,
                notes,
            } => {
                row.line = line.to_string();
                row.listed_as = listed_as.clone();
                row.changes = changes.clone();
                row.notes = notes.clone();
            }
        }
        row
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/fmjd_list.html")]
pub struct FmjdListPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub previewed: bool,
    /// Why the list was refused: every problem, with its line.
    pub problems: Vec<String>,
    /// Set when a confirmation found the entries changed since its preview.
    pub stale: String,
    /// The file's name, or `pasted text`.
    pub source: String,
    pub encoding: String,
    pub listed: usize,
    pub rows: usize,
    /// The entries the list changes.
    pub changed: Vec<EntryRow>,
    /// The entries found with nothing to change but something to say.
    pub noted: Vec<EntryRow>,
    /// Entries found with nothing to change and nothing to say.
    pub unchanged: usize,
    pub not_found: String,
    pub without_id: String,
    /// The list's warnings shown (the first [`PREVIEW_ROWS`]).
    pub warnings: Vec<String>,
    pub warnings_total: usize,
    /// The rows of the list the confirmation applies, as JSON.
    pub players_json: String,
}

crate::localized!(FmjdListPage);

impl FmjdListPage {
    fn empty(user: &User, id: i64, version: i64) -> FmjdListPage {
        FmjdListPage {
            tr: crate::web::i18n::Tr::current(),
            who: Who::from(user),
            id,
            version,
            previewed: false,
            problems: Vec::new(),
            stale: String::new(),
            source: String::new(),
            encoding: String::new(),
            listed: 0,
            rows: 0,
            changed: Vec::new(),
            noted: Vec::new(),
            unchanged: 0,
            not_found: String::new(),
            without_id: String::new(),
            warnings: Vec::new(),
            warnings_total: 0,
            players_json: String::new(),
        }
    }

    /// The preview of `list` (read from `source`) over `t`.
    fn preview(mut self, t: &Tournament, list: &ListRead, source: String) -> FmjdListPage {
        let update: ListUpdate = fmjd::apply_list(t, list);
        let numbers = |nos: &[u32]| {
            let all: Vec<String> = nos.iter().map(|n| n.to_string()).collect();
            all.join(", ")
        };
        self.previewed = true;
        self.source = source;
        self.listed = list.players.len();
        self.rows = list.rows;
        self.changed = update.changed().map(EntryRow::of).collect();
        self.noted = update
            .others()
            .filter(|e| match &e.found {
                Found::NotInList => false,
                Found::ListedTwice(_) => true,
                Found::Row { notes, .. } => !notes.is_empty(),
            })
            .map(EntryRow::of)
            .collect();
        self.unchanged = update
            .others()
            .filter(|e| matches!(&e.found, Found::Row { notes, .. } if notes.is_empty()))
            .count();
        self.not_found = numbers(&update.not_found());
        self.without_id = numbers(&update.without_id);
        self.warnings_total = list.warnings.len();
        self.warnings = list
            .warnings
            .iter()
            .take(PREVIEW_ROWS)
            .map(|w| w.to_string())
            .collect();
        let players = fmjd::players_for(t, list);
        self.players_json = serde_json::to_string(&players).unwrap_or_default();
        self
    }
}

/// `GET /admin/t/{id}/entries/fmjd-list`
pub async fn form(Admin(state, user, id): Admin) -> Result<FmjdListPage, AdminError> {
    user.chief()?;
    let (_, version) = load(&state, id).await?;
    Ok(FmjdListPage::empty(&user, id, version))
}

/// The fields the page's forms send.
#[derive(Debug, Default)]
struct ListForm {
    /// The token, the version and the file chosen.
    sent: Sent,
    /// The pasted text.
    text: Vec<u8>,
    /// The confirmation: the rows the preview showed, as JSON, and the list's name.
    players: Option<String>,
    source: String,
}

impl ListForm {
    fn read(content_type: &str, body: &[u8]) -> Result<ListForm, AdminError> {
        let mut form = ListForm::default();
        form.sent = Upload::each(content_type, body, "list", |name, value| match name {
            "text" => form.text = value,
            "players" => form.players = Some(text(value)),
            "source" => form.source = text(value),
            _ => {}
        })?;
        Ok(form)
    }
}

/// `POST /admin/t/{id}/entries/fmjd-list`: with a file or pasted text, the preview (422 with
/// every problem when the list cannot be read); with `players`, the confirmation.
pub async fn post(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    payload: web::Payload,
) -> Result<HttpResponse, AdminError> {
    let (content_type, body) = super::upload(&req, payload, LIST_LIMIT).await?;
    let body = body.ok_or(AdminError::TooLarge(LIST_LIMIT))?;
    let form = ListForm::read(&content_type, &body)?;
    let user = User::posting(&req, &state, form.sent.csrf.as_deref()).await?;
    user.chief()?;
    let id = path.into_inner();
    let v = based_on(form.sent.version)?;
    if let Some(json) = form.players {
        return confirm(&state, &user, id, v, &json, file_name(&form.source)).await;
    }
    let (bytes, source) = match (form.sent.file, form.text.is_empty()) {
        (Some(_), false) => {
            return Err(AdminError::field(
                "field-fmjd-list",
                Msg::new("form-fmjd-file-and-text"),
            ));
        }
        (Some((name, bytes)), true) => (bytes, file_name(&name)),
        (None, false) => (form.text, "pasted text".to_owned()),
        (None, true) => {
            return Err(AdminError::field(
                "field-fmjd-list",
                Msg::new("form-fmjd-no-list"),
            ));
        }
    };
    let (t, version) = load(&state, id).await?;
    let (text, encoding) = fmjd::decode_list(bytes);
    let mut page = FmjdListPage::empty(&user, id, version);
    page.encoding = encoding.name().to_owned();
    match fmjd::read_list(&text) {
        Ok(list) => page.preview(&t, &list, source).respond(StatusCode::OK),
        Err(e) => {
            page.previewed = true;
            page.source = source;
            let say = |p| crate::web::words::import_problem(p).say(&page.tr);
            page.problems = e.problems.iter().map(say).collect();
            page.respond(StatusCode::UNPROCESSABLE_ENTITY)
        }
    }
}

/// Applies the rows a preview showed, checked against the version it was computed from.
async fn confirm(
    state: &web::Data<AppState>,
    user: &User,
    id: i64,
    seen: i64,
    json: &str,
    source: String,
) -> Result<HttpResponse, AdminError> {
    let players: Vec<ListPlayer> = serde_json::from_str(json).map_err(|e| {
        AdminError::field(
            "field-fmjd-list",
            Msg::new("form-fmjd-rows-unreadable").arg("detail", quoted(&e.to_string())),
        )
    })?;
    let list = ListRead {
        rows: players.len(),
        players,
        warnings: Vec::new(),
    };
    let who = user.name().to_owned();
    let (l, s) = (list.clone(), source.clone());
    let done = AppState::write(state, move |c| {
        match store::update_from_fmjd_list(c, id, Seen::Version(seen), &l, &s, &who) {
            Ok(_) => Ok(None),
            Err(StoreError::Stale(stale)) => Ok(Some(stale)),
            Err(e) => Err(AdminError::from(e)),
        }
    })
    .await?;
    let Some(stale) = done else {
        return Ok(see_other(format!("/admin/t/{id}")));
    };
    let Stale { version, .. } = *stale;
    let (t, now) = load(state, id).await?;
    let mut page = FmjdListPage::empty(user, id, now).preview(&t, &list, source);
    page.stale = format!(
        "The entries changed since your preview (of version {seen}; version {version} now): nothing was saved. Below is what the list changes in the entries as they are now; confirm again to save it."
    );
    page.respond(StatusCode::CONFLICT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_cited_by_its_file_name_alone() {
        assert_eq!(file_name("V261001.DRA"), "V261001.DRA");
        assert_eq!(file_name("C:\\Users\\td\\V261001.DRA"), "V261001.DRA");
        assert_eq!(file_name("/home/td/V261001.DRA"), "V261001.DRA");
        assert_eq!(file_name("bad\u{1b}[31m.DRA"), "uploaded file");
        assert_eq!(file_name(""), "uploaded file");
        assert_eq!(file_name(&"x".repeat(300)).chars().count(), 100);
    }
}
