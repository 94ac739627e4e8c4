//! Entries: add, edit, withdraw, and import from CSV (preview first; every bad row is listed
//! with its line and nothing is imported while any row is bad).

use super::post::{Admin, Edit, Reply, page_with, signed_form};
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::super::form_body::{Sent, Upload, file_name, text};
use super::{Who, based_on, load, see_other};
use crate::domain::{Entry, NameOrder, StartNo};
use crate::store::{self, Seen};

use actix_web::http::StatusCode;

use crate::export::entries::joins_from;
pub use crate::export::entries::{CsvRead, CsvRow, EntryFields, FileProblem};
use crate::export::text::{NotUtf8, ReadAs};

signed_form! {
    pub struct EntryForm {
        #[serde(flatten)]
        pub fields: EntryFields,
    }
}

/// `POST /admin/t/{id}/entries` (chief only): adds an entry with the next starting number
/// (a late entry from the next round once rounds are paired).
pub async fn add(edit: Edit<EntryForm>) -> Reply {
    let id = edit.tournament;
    let yours = edit.form.fields.describe();
    let (t, _) = load(&edit.state, id).await?;
    let mut e = (edit.form.fields)
        .to_entry(1, NameOrder::of(t.settings().language))
        .map_err(|errs| AdminError::from(crate::web::words::row_problems(&errs)))?;
    // Numbered 0: the command gives the next starting number.
    e.no = 0;
    edit.run(move |c, id, seen, who| {
        store::add_entry(c, id, seen, &e, None, who)
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
    /// The message saying how names are typed and shown in this event.
    pub name_hint: &'static str,
}

crate::localized!(EntryPage);

/// The message saying how a name is typed on an entry form of `t` and how it is shown: in
/// two parts, the surname with its particles, shown in the event's order ([`NameOrder::of`]).
pub fn name_hint(t: &crate::domain::Tournament) -> &'static str {
    match NameOrder::of(t.settings().language) {
        NameOrder::SurnameFirst => "names-hint-surname-first",
        NameOrder::GivenFirst => "names-hint-given-first",
    }
}

/// `GET /admin/t/{id}/entries/{no}`
pub async fn edit_form(
    Admin(state, user, (id, no)): Admin<(i64, StartNo)>,
) -> Result<EntryPage, AdminError> {
    user.chief()?;
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
        name_hint: name_hint(&t),
    })
}

/// `POST /admin/t/{id}/entries/{no}` (chief only, version-checked)
pub async fn edit(edit: Edit<EntryForm, StartNo>) -> Reply {
    let (id, no) = (edit.tournament, edit.at);
    let yours = edit.form.fields.describe();
    let (t, _) = load(&edit.state, id).await?;
    let e = (edit.form.fields)
        .to_entry(no, NameOrder::of(t.settings().language))
        .map_err(|errs| AdminError::from(crate::web::words::row_problems(&errs)))?;
    edit.run(move |c, id, seen, who| {
        store::edit_entry(c, id, seen, &e, who).map_err(|e| AdminError::from(e).yours(|| yours))
    })
    .await?;
    Ok(see_other(format!("/admin/t/{id}?saved=entry")))
}

signed_form! {
    pub struct WithdrawForm {
        pub round: String,
        /// Why (kept in the audit log).
        #[serde(default)]
        pub reason: String,
        /// The box that confirms the withdrawal.
        #[serde(default)]
        pub confirm: Option<String>,
        /// `pairing`: sent from the pairing page, which is shown again.
        #[serde(default)]
        pub back: String,
    }
}

/// `POST /admin/t/{id}/entries/{no}/withdraw` (chief only, version-checked)
pub async fn withdraw(edit: Edit<WithdrawForm, StartNo>) -> Reply {
    let (id, no, form) = (edit.tournament, edit.at, &edit.form);
    let round: u32 = form
        .round
        .trim()
        .parse()
        .map_err(|_| AdminError::typed("field-round", "form-not-round-number", &form.round))?;
    if form.confirm.is_none() {
        return Err(AdminError::field(
            "field-withdrawal",
            crate::web::words::Msg::new("form-tick-to-withdraw").arg("no", no),
        ));
    }
    let reason = form.reason.clone();
    edit.run(move |c, id, seen, who| {
        store::withdraw(c, id, seen, no, round, &reason, who)
            .map_err(|e| AdminError::from(e).yours(|| format!("withdraw from round {round}")))
    })
    .await?;
    if form.back == "pairing" {
        return Ok(see_other(format!("/admin/t/{id}/rounds/new")));
    }
    Ok(see_other(format!("/admin/t/{id}")))
}

/// The columns a CSV file may have (the columns of the entries export); a name is required.
pub const CSV_COLUMNS: [&str; 14] = crate::export::entries::COLUMNS;

/// Reads entries from CSV with a header line; rows without a number are numbered from
/// `first_no`. Returns the file's columns, every row, good or bad, and the entries of the
/// good ones; a header that cannot be used is refused naming its line and column.
pub fn read_csv(text: &str, first_no: StartNo, order: NameOrder) -> Result<CsvRead, AdminError> {
    crate::export::entries::read(text, first_no, order)
        .map_err(|p| AdminError::BadInput(p.to_string()))
}

/// The message naming a column of the entries CSV on the preview.
pub fn column_heading(column: &str) -> &'static str {
    match column {
        "no" => "col-no",
        "name" => "col-name",
        "federation" => "col-fed",
        "rating" => "col-rating",
        "title" => "col-title",
        "club" => "col-club",
        "fmjd_id" => "entry-fmjd-id",
        "national_id" => "entry-national-id",
        "birth_date" => "entry-birth-date",
        "women_title" => "col-women-title",
        "surname" => "names-surname",
        "given_name" => "names-given-name",
        "name_surname_first" => "names-surname-first",
        "name_given_first" => "names-given-first",
        "sex" => "names-sex",
        _ => "col-women-rating",
    }
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
    /// The file's columns besides the number, each with the message naming it: every column
    /// that is stored.
    pub shown: Vec<(&'static str, &'static str)>,
    /// All rows of the file.
    pub total: usize,
    pub bad: usize,
    pub previewed: bool,
    /// Why the file was refused as a whole (its header, its encoding, its size), with where.
    pub problem: String,
    /// The file read: its name, or empty for pasted text.
    pub file: String,
    /// Said when the text was not UTF-8: the encoding it was read in (empty for UTF-8).
    pub read_as: String,
    /// The message saying the separator read (`import-sep-comma`, `-semicolon`, `-tab`).
    pub separator: String,
    pub columns: String,
    /// The largest upload, in KiB.
    pub limit_kib: usize,
}

crate::localized!(ImportPage);

impl ImportPage {
    fn new(user: &User, id: i64, version: i64) -> ImportPage {
        ImportPage {
            tr: crate::web::i18n::Tr::current(),
            who: Who::from(user),
            id,
            version,
            csv: String::new(),
            rows: Vec::new(),
            shown: Vec::new(),
            total: 0,
            bad: 0,
            previewed: false,
            problem: String::new(),
            file: String::new(),
            read_as: String::new(),
            separator: String::new(),
            columns: CSV_COLUMNS.join(","),
            limit_kib: super::super::UPLOAD_LIMIT / 1024,
        }
    }

    /// A row's problem in the page's language, with its line.
    pub fn row_problem(&self, line: &u64, e: &crate::export::entries::RowProblem) -> String {
        let problem = crate::web::words::row_problem(e);
        crate::web::words::Msg::new("form-line")
            .arg("line", *line as i64)
            .arg("problem", problem)
            .say(&self.tr)
    }

    fn respond(&self, status: StatusCode) -> Result<HttpResponse, AdminError> {
        page_with(self, status, "the preview")
    }
}

/// `GET /admin/t/{id}/import`
pub async fn import_form(Admin(state, user, id): Admin) -> Result<ImportPage, AdminError> {
    user.chief()?;
    let (_, version) = load(&state, id).await?;
    Ok(ImportPage::new(&user, id, version))
}

#[derive(Debug, Default)]
pub struct ImportForm {
    /// The token, the version and the file chosen beside the paste box.
    pub sent: Sent,
    /// The pasted text, as sent (its bytes checked as UTF-8 by `ImportForm::text`).
    pub csv: Vec<u8>,
    /// Present on the confirming send, after a clean preview.
    pub confirm: Option<String>,
}

impl ImportForm {
    /// Reads the form from its body (`application/x-www-form-urlencoded`, or
    /// `multipart/form-data` with a file), the CSV byte for byte.
    pub fn read(content_type: &str, body: &[u8]) -> Result<ImportForm, AdminError> {
        let mut form = ImportForm::default();
        form.sent = Upload::each(content_type, body, "file", |name, value| match name {
            "csv" => form.csv = value,
            "confirm" => form.confirm = Some(text(value)),
            _ => {}
        })?;
        Ok(form)
    }

    /// The CSV to read (the file when one was chosen, else the pasted text) with the
    /// encoding it was read in when not UTF-8 (Latin-1 / Windows-1252, UTF-16 with its mark:
    /// [`decode_spreadsheet`](crate::export::text::decode_spreadsheet)), and the file's name
    /// (empty for pasted text); text that cannot be decoded is refused where it stops being
    /// UTF-8, and none of it is kept (a lossy reading would show and store U+FFFD in names).
    fn text(&self) -> (Result<(String, Option<ReadAs>), NotUtf8>, String) {
        let (bytes, name) = match &self.sent.file {
            Some((name, bytes)) => (bytes.clone(), file_name(name)),
            None => (self.csv.clone(), String::new()),
        };
        (crate::export::text::decode_spreadsheet(bytes), name)
    }
}

/// What the page calls the text read: the file's name, or "the pasted text".
fn what(tr: &crate::web::i18n::Tr, file: &str) -> String {
    if file.is_empty() {
        tr.t("import-pasted-text")
    } else {
        file.to_owned()
    }
}

/// A file of entries refused as a whole, in the page's language.
pub fn file_problem(tr: &crate::web::i18n::Tr, p: &FileProblem) -> String {
    let line = p.line();
    match p {
        FileProblem::TooManyRows { rows, max } => tr.t_args(
            "import-problem-too-many-rows",
            &[("line", &line), ("rows", rows), ("max", max)],
        ),
        FileProblem::UnclosedQuote { .. } => {
            tr.t_args("import-problem-unclosed-quote", &[("line", &line)])
        }
        FileProblem::Header(e) => tr.t_args("import-problem-header", &[("error", e)]),
        FileProblem::UnknownColumn {
            column,
            name,
            comma_hint,
        } => {
            let id = if *comma_hint {
                "import-problem-unknown-column-comma"
            } else {
                "import-problem-unknown-column"
            };
            let known = crate::export::entries::KNOWN.join(", ");
            tr.t_args(id, &[("column", column), ("name", name), ("known", &known)])
        }
        FileProblem::Twice { column, name } => tr.t_args(
            "import-problem-twice",
            &[("column", column), ("name", name)],
        ),
        FileProblem::NoName => tr.t("import-problem-no-name"),
    }
}

/// `POST /admin/t/{id}/import`: a preview of the pasted text or of the file chosen (422 with
/// the problem and the text kept when the file is refused or any row is bad), or with
/// `confirm` the import itself, all rows or none.
pub async fn import(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    payload: web::Payload,
) -> Result<HttpResponse, AdminError> {
    let limit = super::super::UPLOAD_LIMIT;
    let (content_type, body) = super::upload(&req, payload, limit).await?;
    let id = path.into_inner();
    let Some(body) = body else {
        // Too large: the form cannot be read (nor its token checked), so the page is the
        // empty form, with what was refused and why, for a signed-in chief.
        let user = User::require(&req, &state).await?;
        user.chief()?;
        let (t, version) = load(&state, id).await?;
        let mut page = ImportPage::new(&user, id, version);
        page.tr = page.tr.for_tournament(&t);
        page.previewed = true;
        let e = AdminError::TooLarge(limit);
        page.problem = e.said().unwrap_or_else(|| e.to_string());
        return page.respond(StatusCode::PAYLOAD_TOO_LARGE);
    };
    let form = ImportForm::read(&content_type, &body)?;
    let user = User::posting(&req, &state, form.sent.csrf.as_deref()).await?;
    user.chief()?;
    let v = based_on(form.sent.version)?;
    let (t, version) = load(&state, id).await?;
    let mut page = ImportPage::new(&user, id, version);
    page.tr = page.tr.for_tournament(&t);
    page.previewed = true;
    let (text, file) = form.text();
    page.file = file;
    let what = what(&page.tr, &page.file);
    let text = match text {
        Ok((text, read_as)) => {
            if let Some(e) = read_as {
                let encoding = e.name().to_owned();
                page.read_as = page.tr.t_args(
                    "import-read-as",
                    &[("what", &what), ("encoding", &encoding)],
                );
            }
            text
        }
        // Nothing of a text that could not be decoded is kept: the box is left empty.
        Err(e) => {
            let id = match e.looks_like {
                Some(_) => "import-not-utf8-looks-like",
                None => "import-not-utf8",
            };
            let looks_like = e.looks_like.unwrap_or("").to_owned();
            page.problem = page.tr.t_args(
                id,
                &[
                    ("what", &what),
                    ("line", &e.line),
                    ("column", &e.column),
                    ("encoding", &looks_like),
                ],
            );
            return page.respond(StatusCode::UNPROCESSABLE_ENTITY);
        }
    };
    page.csv = text;
    let order = NameOrder::of(t.settings().language);
    let read = match crate::export::entries::read_file(&page.csv, t.next_start_no(), order) {
        Ok(read) => read,
        Err(problem) => {
            page.problem = file_problem(&page.tr, &problem);
            return page.respond(StatusCode::UNPROCESSABLE_ENTITY);
        }
    };
    let CsvRead {
        columns,
        separator,
        mut rows,
        entries,
    } = read;
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
    // A file sent with the confirmation is previewed first: only what was seen is imported.
    if bad == 0 && form.confirm.is_some() && form.sent.file.is_none() && !entries.is_empty() {
        let who = user.name().to_owned();
        AppState::write(&state, move |c| {
            let n = entries.len();
            store::import_entries(c, id, Seen::Version(v), &entries, None, &who)
                .map_err(|e| AdminError::from(e).yours(|| format!("import of {n} entries")))
        })
        .await?;
        return Ok(see_other(format!("/admin/t/{id}")));
    }
    page.separator = format!(
        "import-sep-{}",
        crate::export::entries::separator_name(separator)
    );
    page.shown = columns
        .into_iter()
        .filter(|c| *c != "no")
        .map(|c| (c, column_heading(c)))
        .collect();
    page.total = rows.len();
    page.rows = preview(rows, bad);
    page.bad = bad;
    page.respond(if bad > 0 {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    // The reader itself is tested in `crate::export::entries`; here, that its refusal
    // reaches the page as a bad input naming the problem.
    #[test]
    fn a_csv_without_a_name_column_or_with_unknown_columns_is_refused() {
        assert!(matches!(
            read_csv("rating\n1\n", 1, NameOrder::GivenFirst),
            Err(AdminError::BadInput(_))
        ));
        let e = read_csv("name,elo\nA,1\n", 1, NameOrder::GivenFirst)
            .err()
            .unwrap();
        assert!(e.to_string().contains("unknown column \"elo\""));
    }
}
