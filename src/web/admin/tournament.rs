//! A tournament's controller page and its settings.

use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;
use serde::Deserialize;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::super::public::{EntryLine, RoundLine, entry_lines, round_lines};
use super::{Who, commands, load, see_other};
use crate::domain::{Settings, TieBreak};

#[derive(Template, WebTemplate)]
#[template(path = "admin/tournament.html")]
pub struct Overview {
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub summary: String,
    pub rounds: Vec<RoundLine>,
    pub entries: Vec<EntryLine>,
    pub next_round: u32,
    pub can_pair: bool,
}

/// `GET /admin/t/{id}`
pub async fn overview(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<Overview, AdminError> {
    let user = User::require(&req, &state).await?;
    let id = path.into_inner();
    let (t, version) = load(&state, id).await?;
    let s = t.settings();
    let paired = t.rounds().len() as u32;
    Ok(Overview {
        who: Who::from(&user),
        id,
        version,
        name: s.name.clone(),
        summary: format!(
            "{} · {} · {} rounds · {} game(s) a round",
            s.variant, s.system, s.rounds, s.games_per_round
        ),
        rounds: round_lines(&t),
        entries: entry_lines(&t),
        next_round: paired + 1,
        can_pair: paired < s.rounds,
    })
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/settings.html")]
pub struct SettingsPage {
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub form: SettingsForm,
    pub all_tie_breaks: String,
    pub ballot: super::ballot::BallotSettingsView,
}

/// The editable settings, as text.
#[derive(Debug, Clone, Deserialize)]
pub struct SettingsForm {
    pub csrf: Option<String>,
    pub version: Option<i64>,
    pub name: String,
    pub venue: String,
    pub start_date: String,
    pub end_date: String,
    pub chief_controller: String,
    pub rounds: String,
    pub time_control: String,
    /// Tie-break names, comma-separated, in order.
    pub tie_breaks: String,
}

impl SettingsForm {
    fn of(s: &Settings) -> SettingsForm {
        let d = |d: Option<chrono::NaiveDate>| d.map(|d| d.to_string()).unwrap_or_default();
        SettingsForm {
            csrf: None,
            version: None,
            name: s.name.clone(),
            venue: s.venue.clone(),
            start_date: d(s.start_date),
            end_date: d(s.end_date),
            chief_controller: s.chief_controller.clone(),
            rounds: s.rounds.to_string(),
            time_control: s.time_control.clone(),
            tie_breaks: s
                .tie_breaks
                .iter()
                .map(|t| t.name())
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    fn describe(&self) -> String {
        format!(
            "name: {}\nvenue: {}\ndates: {} to {}\nchief controller: {}\nrounds: {}\ntime control: {}\ntie-breaks: {}",
            self.name,
            self.venue,
            self.start_date,
            self.end_date,
            self.chief_controller,
            self.rounds,
            self.time_control,
            self.tie_breaks
        )
    }

    /// Applies the form to `base`, naming the first bad field.
    fn apply(&self, base: &Settings) -> Result<Settings, AdminError> {
        let bad =
            |field: &str, e: &dyn std::fmt::Display| AdminError::BadInput(format!("{field}: {e}"));
        let date = |field: &str, text: &str| -> Result<Option<chrono::NaiveDate>, AdminError> {
            let text = text.trim();
            if text.is_empty() {
                return Ok(None);
            }
            text.parse()
                .map(Some)
                .map_err(|e| bad(field, &format!("{text:?} is not a date (YYYY-MM-DD): {e}")))
        };
        let mut s = base.clone();
        s.name = self.name.trim().to_owned();
        s.venue = self.venue.trim().to_owned();
        s.start_date = date("start date", &self.start_date)?;
        s.end_date = date("end date", &self.end_date)?;
        s.chief_controller = self.chief_controller.trim().to_owned();
        s.rounds = self.rounds.trim().parse().map_err(|_| {
            bad(
                "rounds",
                &format!("{:?} is not a whole number", self.rounds),
            )
        })?;
        s.time_control = self.time_control.trim().to_owned();
        s.tie_breaks = self
            .tie_breaks
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(|t| t.parse::<TieBreak>().map_err(|e| bad("tie-breaks", &e)))
            .collect::<Result<_, _>>()?;
        Ok(s)
    }
}

/// `GET /admin/t/{id}/settings`
pub async fn settings_form(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<SettingsPage, AdminError> {
    let user = User::require(&req, &state).await?;
    user.chief()?;
    let id = path.into_inner();
    let (t, version) = load(&state, id).await?;
    Ok(SettingsPage {
        who: Who::from(&user),
        id,
        version,
        form: SettingsForm::of(t.settings()),
        ballot: super::ballot::BallotSettingsView::of(t.settings()),
        all_tie_breaks: TieBreak::ALL
            .iter()
            .map(|t| t.name())
            .collect::<Vec<_>>()
            .join(", "),
    })
}

/// `POST /admin/t/{id}/settings` (chief only, version-checked)
pub async fn save_settings(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<SettingsForm>,
) -> Result<HttpResponse, AdminError> {
    let user = User::posting(&req, &state, form.csrf.as_deref()).await?;
    user.chief()?;
    let id = path.into_inner();
    let form = form.into_inner();
    let based_on = form
        .version
        .ok_or_else(|| AdminError::BadInput("the form has no version".into()))?;
    let who = user.name().to_owned();
    AppState::write(&state, move |c| {
        let yours = form.describe();
        commands::check_version(
            c,
            id,
            based_on,
            "the settings",
            || yours,
            |t| SettingsForm::of(t.settings()).describe(),
        )?;
        let base = crate::store::tournaments::settings(c, id)?;
        let new = form.apply(&base)?;
        commands::update_settings(c, id, &new, &who)
    })
    .await?;
    Ok(see_other(format!("/admin/t/{id}")))
}
