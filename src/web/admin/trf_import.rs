//! A tournament from a TRF file (`/admin/import-trf`, chief only): the controller pastes the
//! file's text or chooses the file, sees what it holds (the event, its players, its rounds)
//! with every leniency of the reading (line, column, what was read, what was done) or every
//! problem that refuses it, chooses the variant (preselected when the file says it: TRF has no
//! field for it), and imports. The reading is the command line's (`export::trf_import`), the
//! storing the store's one command (`store::import_trf`). A refused form answers with the same
//! page, the text kept.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;
use draughts_rules::Variant;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::super::form_body::{Sent, Upload, file_name, text};
use super::post::Respond;
use super::{Who, see_other};
use crate::export::trf_import::{self, TrfEvent, TrfImport, VariantProblem};
use crate::store;

/// The players the preview lists; the rest are counted.
pub const PREVIEW_PLAYERS: usize = 60;

/// One player of the preview.
pub struct PlayerRow {
    pub no: u32,
    pub name: String,
    pub federation: String,
    pub rating: String,
}

/// One leniency of the reading.
pub struct WarningRow {
    pub line: String,
    pub column: String,
    pub read: String,
    pub done: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/trf_import.html")]
pub struct TrfImportPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    /// The text of the file, kept on every answer.
    pub text: String,
    /// The variant chosen (`english`...), or empty.
    pub variant: String,
    /// The variant the file says, or empty.
    pub said: String,
    pub previewed: bool,
    /// Why the file is refused: every problem, with its line.
    pub problems: Vec<String>,
    /// Why the variant is not known, or empty.
    pub variant_problem: String,
    /// The file read: its name, or empty for pasted text.
    pub file: String,
    pub name: String,
    pub system: String,
    pub players_total: usize,
    pub players: Vec<PlayerRow>,
    pub rounds: usize,
    /// A knock-out's games, a team event's teams (0 otherwise).
    pub tie_games: usize,
    pub teams: usize,
    pub warnings: Vec<WarningRow>,
    /// The variants, by code.
    pub variants: Vec<&'static str>,
    /// The largest upload, in KiB.
    pub limit_kib: usize,
}

crate::localized!(TrfImportPage);

impl TrfImportPage {
    fn new(user: &User) -> TrfImportPage {
        TrfImportPage {
            tr: crate::web::i18n::Tr::current(),
            who: Who::from(user),
            text: String::new(),
            variant: String::new(),
            said: String::new(),
            previewed: false,
            problems: Vec::new(),
            variant_problem: String::new(),
            file: String::new(),
            name: String::new(),
            system: String::new(),
            players_total: 0,
            players: Vec::new(),
            rounds: 0,
            tie_games: 0,
            teams: 0,
            warnings: Vec::new(),
            variants: Variant::ALL.iter().map(|v| v.name()).collect(),
            limit_kib: super::super::UPLOAD_LIMIT / 1024,
        }
    }

    /// Every problem of a file refused, in the page's language, with its line and column.
    fn said(&self, e: &crate::export::ImportError) -> Vec<String> {
        let say = |p| crate::web::words::import_problem(p).say(&self.tr);
        e.problems.iter().map(say).collect()
    }

    /// Whether the variant `code` is the one chosen, for the template.
    pub fn variant_is(&self, code: &str) -> bool {
        self.variant == code
    }

    /// Whether the import may be confirmed: a file read without a problem, its variant known.
    pub fn can_import(&self) -> bool {
        self.previewed && self.problems.is_empty() && self.variant_problem.is_empty()
    }

    /// The preview of what the file holds.
    fn show(&mut self, read: &TrfImport) {
        let t = read.event.tournament();
        self.name = t.settings().name.clone();
        self.system = t.settings().system.name().to_owned();
        self.players_total = t.entries().len();
        self.players = t
            .entries()
            .iter()
            .take(PREVIEW_PLAYERS)
            .map(|e| PlayerRow {
                no: e.no,
                name: e.name.as_str().to_owned(),
                federation: e
                    .federation
                    .as_ref()
                    .map(|f| f.as_str().to_owned())
                    .unwrap_or_default(),
                rating: e.rating.map(|r| r.to_string()).unwrap_or_default(),
            })
            .collect();
        self.rounds = t.rounds().len();
        match &read.event {
            TrfEvent::Individual { ties, .. } => self.tie_games = ties.len(),
            TrfEvent::Team { event, .. } => {
                self.teams = event.teams.len();
                self.rounds = event.rounds_paired() as usize;
            }
        }
        self.warnings = read
            .warnings
            .iter()
            .map(|w| WarningRow {
                line: if w.line > 0 {
                    w.line.to_string()
                } else {
                    String::new()
                },
                column: if w.column > 0 {
                    w.column.to_string()
                } else {
                    String::new()
                },
                read: w.read.clone(),
                done: w.done.clone(),
            })
            .collect();
    }
}

/// `GET /admin/import-trf`
pub async fn form(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<TrfImportPage, AdminError> {
    let user = User::require(&req, &state).await?;
    user.chief()?;
    Ok(TrfImportPage::new(&user))
}

/// The fields the page's form sends.
#[derive(Debug, Default)]
struct TrfForm {
    /// The token and the file chosen (the form edits no tournament: it has no version).
    sent: Sent,
    /// The pasted text, byte for byte.
    text: Vec<u8>,
    variant: String,
    confirm: bool,
}

impl TrfForm {
    fn read(content_type: &str, body: &[u8]) -> Result<TrfForm, AdminError> {
        let mut form = TrfForm::default();
        form.sent = Upload::each(content_type, body, "file", |name, value| match name {
            "trf" => form.text = value,
            "variant" => form.variant = text(value).trim().to_owned(),
            "confirm" => form.confirm = true,
            _ => {}
        })?;
        Ok(form)
    }
}

/// `POST /admin/import-trf`: the preview of the pasted text or of the file chosen (422 with
/// every problem, the text kept, when the file is refused or its variant is not known), or
/// with `confirm` (and no file: only what was previewed is imported) the import itself, then
/// the new tournament's page.
pub async fn post(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, AdminError> {
    let limit = super::super::UPLOAD_LIMIT;
    let (content_type, body) = super::upload(&req, payload, limit).await?;
    let Some(body) = body else {
        let user = User::require(&req, &state).await?;
        user.chief()?;
        let mut page = TrfImportPage::new(&user);
        page.previewed = true;
        let e = AdminError::TooLarge(limit);
        page.problems = vec![e.said().unwrap_or_else(|| e.to_string())];
        return page.respond(StatusCode::PAYLOAD_TOO_LARGE);
    };
    let form = TrfForm::read(&content_type, &body)?;
    let user = User::posting(&req, &state, form.sent.csrf.as_deref()).await?;
    user.chief()?;
    let mut page = TrfImportPage::new(&user);
    page.previewed = true;
    page.variant = form.variant.clone();
    let given = match form.variant.as_str() {
        "" => None,
        v => Some(
            v.parse::<Variant>()
                .map_err(|_| AdminError::typed("col-variant", "form-not-a-choice", v))?,
        ),
    };
    let bytes = match &form.sent.file {
        Some((name, bytes)) => {
            page.file = file_name(name);
            bytes.clone()
        }
        None => form.text.clone(),
    };
    let (text, decoded) = match trf_import::decode(bytes) {
        Ok(read) => read,
        Err(e) => {
            // Nothing of a text that could not be decoded is kept.
            page.problems = page.said(&e);
            return page.respond(StatusCode::UNPROCESSABLE_ENTITY);
        }
    };
    page.text = text;
    if page.text.trim().is_empty() {
        page.problems = vec![page.tr.t("trf-import-empty")];
        return page.respond(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let said = crate::export::trf::variant_of(&page.text);
    if let Some(v) = said {
        page.said = page.tr.t_args("variant-name", &[("v", &v.name())]);
    }
    let read = match trf_import::read(&page.text, given) {
        Ok(mut read) => {
            read.warnings.splice(0..0, decoded);
            read
        }
        Err(e) => {
            page.problems = page.said(&e);
            return page.respond(StatusCode::UNPROCESSABLE_ENTITY);
        }
    };
    page.show(&read);
    match trf_import::variant(said, given) {
        Ok(v) => page.variant = v.name().to_owned(),
        Err(VariantProblem::Unknown) => {
            page.variant_problem = page.tr.t("trf-import-variant-unknown");
        }
        Err(VariantProblem::Differs { said, given }) => {
            let name = |v: Variant| page.tr.t_args("variant-name", &[("v", &v.name())]);
            page.variant_problem = page.tr.t_args(
                "trf-import-variant-differs",
                &[("said", &name(said)), ("given", &name(given))],
            );
        }
    }
    if !page.can_import() {
        return page.respond(StatusCode::UNPROCESSABLE_ENTITY);
    }
    // A file sent with the confirmation is previewed first: only what was seen is imported.
    if form.confirm && form.sent.file.is_none() {
        let event = read.event;
        let id = super::post::run(&state, &user, move |c, who| {
            store::import_trf(c, &event, who)
        })
        .await?;
        return Ok(see_other(format!("/admin/t/{id}")));
    }
    page.respond(StatusCode::OK)
}
