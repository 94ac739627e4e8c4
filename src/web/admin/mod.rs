//! The controller's pages under `/admin/`: one module per area. Every write needs a signed-in
//! account and the session's CSRF token, and is one command of the store
//! (`store::commands`), given what the form was built from (the tournament's version, or a
//! board's result as shown).

pub mod audit;
pub mod ballot;
pub mod book;
pub mod entries;
pub mod final_stage;
pub mod fmjd_list;
pub mod players;
pub mod post;
pub mod prizes;
pub mod records;
pub mod rounds;
pub mod teams;
pub mod tournament;
pub mod trf_import;

pub use audit::{audit_csv, audit_log};

use self::post::{Posted, answer, redirect, run, signed_form};
use crate::store::accounts::Role;
use crate::web::admin::post::Reply;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;

use super::AppState;
use super::auth::User;
use super::error::AdminError;
use super::words::Msg;
use crate::domain::{Preset, Settings, SettingsError, Tournament};
use crate::store::{self, tournaments};

/// Redirects to `to` after a write (POST-redirect-GET).
pub fn see_other(to: String) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, to))
        .finish()
}

/// The tournament's version a form was read at (every form of the event carries it).
pub fn based_on(version: Option<i64>) -> Result<i64, AdminError> {
    version.ok_or_else(|| AdminError::field("field-form", Msg::new("form-no-version")))
}

/// The tournament with its version.
pub async fn load(state: &web::Data<AppState>, id: i64) -> Result<(Tournament, i64), AdminError> {
    AppState::read(state, move |c| {
        let v = store::version(c, id)?;
        Ok((tournaments::load(c, id)?, v))
    })
    .await
}

/// The signed-in account shown on every page, with the token its forms carry.
pub struct Who {
    pub name: String,
    pub csrf: String,
    pub chief: bool,
    /// The last write failed for lack of space: a banner says so.
    pub disk_full: bool,
    /// The last automatic snapshot failed (until one succeeds): why.
    pub snapshot_failed: Option<String>,
}

impl Who {
    fn role(&self) -> Role {
        if self.chief {
            Role::Chief
        } else {
            Role::Assistant
        }
    }

    /// Whether this account may read the page of route pattern `path` (`web::roles`).
    pub fn may(&self, path: &str) -> bool {
        crate::web::roles::may_read(Some(self.role()), path)
    }

    /// The tabs of tournament `id`'s controller pages this account may follow.
    pub fn tabs(&self, id: &i64) -> Vec<(String, &'static str)> {
        crate::web::roles::admin_tabs(self.role(), *id)
    }
}

impl From<&User> for Who {
    fn from(u: &User) -> Who {
        Who {
            name: u.name().to_owned(),
            csrf: u.csrf().to_owned(),
            chief: u.is_chief(),
            disk_full: super::disk_full(),
            snapshot_failed: u.1.snapshot_failed.clone(),
        }
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/dashboard.html")]
pub struct Dashboard {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub events: Vec<tournaments::TournamentSummary>,
    /// Events with their sections.
    pub groups: Vec<store::events::EventSummary>,
    /// The create form's presets ([`Preset::ALL`]): code and label message id.
    pub presets: Vec<(&'static str, &'static str)>,
    /// The create form: empty, or as sent and refused.
    pub form: NewTournament,
    /// Why the create form sent was refused (shown above it, the values typed kept), or empty.
    pub problem: String,
}

crate::localized!(Dashboard);

impl Dashboard {
    /// The dashboard of `user`, its create form showing `form` and `problem`.
    async fn new(
        state: &web::Data<AppState>,
        user: &User,
        form: NewTournament,
        problem: String,
    ) -> Result<Dashboard, AdminError> {
        let (events, groups) = AppState::read(state, |c| {
            Ok::<_, AdminError>((tournaments::list(c)?, store::events::list(c)?))
        })
        .await?;
        Ok(Dashboard {
            tr: crate::web::i18n::Tr::current(),
            who: Who::from(user),
            events,
            groups,
            presets: Preset::ALL.iter().map(|p| (p.code(), p.label())).collect(),
            form,
            problem,
        })
    }
}

/// `GET /admin`
pub async fn dashboard(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<Dashboard, AdminError> {
    let user = User::require(&req, &state).await?;
    let form = NewTournament {
        csrf: None,
        name: String::new(),
        preset: Preset::ALL[0].code().to_owned(),
        rounds: "7".to_owned(),
        system: String::new(),
    };
    Dashboard::new(&state, &user, form, String::new()).await
}

signed_form! {
    csrf_only
    #[derive(Clone)]
    pub struct NewTournament {
        pub name: String,
        pub preset: String,
        pub rounds: String,
        /// The pairing system, where not the preset's (Swiss): `round-robin`, `knockout`...
        #[serde(default)]
        pub system: String,
    }
}

impl NewTournament {
    /// Whether the form's preset is `code`, for the template.
    pub fn preset_is(&self, code: &str) -> bool {
        self.preset.trim() == code
    }

    /// Whether the form's system is `name` (empty: the preset's), for the template.
    pub fn system_is(&self, name: &str) -> bool {
        self.system.trim() == name
    }

    /// The settings the form asks for, naming the first bad field.
    fn settings(&self) -> Result<Settings, AdminError> {
        let preset: Preset = self.preset.parse().map_err(|e: SettingsError| {
            AdminError::field("field-preset", crate::web::words::settings_refusal(&e).1)
        })?;
        let name = self.name.trim();
        if name.is_empty() {
            return Err(AdminError::from(crate::web::words::Msg::new(
                "refusal-settings-empty-name",
            )));
        }
        let rounds: u32 = self.rounds.trim().parse().map_err(|_| {
            AdminError::typed("field-rounds", "form-not-whole-number", self.rounds.trim())
        })?;
        let mut settings = preset.settings(name, rounds);
        // A new tournament speaks the language of the dashboard it was created from.
        settings.language = crate::web::i18n::Tr::current().lang();
        if !self.system.trim().is_empty() {
            settings.system = self.system.parse().map_err(|e: SettingsError| {
                AdminError::field("field-system", crate::web::words::settings_refusal(&e).1)
            })?;
            if settings.system.is_knockout() {
                // 004 (Reinfeld): a match between equals is an even number of games.
                settings.games_per_round += settings.games_per_round % 2;
                settings = settings.with_tie_ballot_seed(rand::random());
            }
        }
        settings
            .check()
            .map_err(|e| AdminError::from(crate::web::words::settings_refusal(&e).1))?;
        Ok(settings)
    }
}

/// `POST /admin/tournaments`: a tournament from a preset (chief only). A refused form answers
/// with the dashboard, the problem above the form and what was typed kept.
pub async fn create(Posted(state, user, _, form): Posted<NewTournament>) -> Reply {
    user.chief()?;
    let created = async {
        let settings = form.settings()?;
        run(&state, &user, move |c, who| {
            store::create_tournament(c, &settings, who)
        })
        .await
    };
    let to = |id| format!("/admin/t/{id}");
    answer(created.await, to, |problem| {
        Dashboard::new(&state, &user, form, problem)
    })
    .await
}

signed_form! {
    csrf_only
    pub struct NewEvent {
        pub name: String,
        #[serde(default)]
        pub venue: String,
    }
}

/// `POST /admin/events`: an event to hold sections (chief only).
pub async fn create_event(Posted(state, user, _, form): Posted<NewEvent>) -> Reply {
    user.chief()?;
    redirect(&state, &user, "/admin".into(), move |c, who| {
        store::create_event(c, &form.name, &form.venue, who)
    })
    .await
}

signed_form! {
    csrf_only
    pub struct SectionForm {
        pub event: String,
    }
}

/// `POST /admin/t/{id}/event`: makes the tournament a section of an event (chief only).
pub async fn join_event(Posted(state, user, id, form): Posted<SectionForm, i64>) -> Reply {
    user.chief()?;
    let event: i64 =
        form.event.trim().parse().map_err(|_| {
            AdminError::typed("admin-section-of", "form-not-whole-number", &form.event)
        })?;
    redirect(&state, &user, format!("/admin/t/{id}"), move |c, who| {
        store::add_section(c, event, id, who)
    })
    .await
}

/// An uploaded form (a CSV or TRF file): its content type and its body, or `None` for a body
/// larger than `limit`, which cannot be read (nor its token checked): the caller answers with
/// its empty form and the refusal. A body cut off or unreadable is refused as bad input.
pub(crate) async fn upload(
    req: &HttpRequest,
    payload: web::Payload,
    limit: usize,
) -> Result<(String, Option<web::Bytes>), AdminError> {
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    match payload.to_bytes_limited(limit).await {
        Ok(Ok(body)) => Ok((content_type, Some(body))),
        Ok(Err(e)) => Err(AdminError::unreadable(e)),
        Err(_) => Ok((content_type, None)),
    }
}
