//! The prize list: its text (categories, prizes, sharing rule), the allocation over the
//! standings, and saving a new list through the store's command (chief only,
//! version-checked; a finished tournament's list changes only with a reason).

use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;
use serde::Deserialize;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::{Who, based_on, load, see_other};
use crate::domain::Tournament;
use crate::domain::prize_list::{AwardLine, PrizeList};
use crate::store::{self, Seen, prize_lists};

/// A line of the allocation as shown.
pub struct AwardRow {
    pub prize: usize,
    pub category: String,
    pub place: u32,
    pub no: u32,
    pub name: String,
    pub points: String,
    pub amount: String,
    pub trophy: String,
    pub shared_with: String,
}

impl AwardRow {
    pub fn of(tr: &crate::web::i18n::Tr, a: &AwardLine) -> AwardRow {
        AwardRow {
            prize: a.prize,
            category: a.category.clone(),
            place: a.place,
            no: a.no,
            name: a.name.clone(),
            points: a.points.to_string(),
            amount: tr.money(i64::try_from(a.amount).unwrap_or(i64::MAX)),
            trophy: a.trophy.clone().unwrap_or_default(),
            shared_with: a
                .shared_with
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

/// The allocation's rows, or why there is none (in the language of `tr`; the refusals of the
/// prize rules in English).
pub fn allocation(
    tr: &crate::web::i18n::Tr,
    t: &Tournament,
    list: Option<&PrizeList>,
) -> (Vec<AwardRow>, String) {
    match list.map(|l| l.allocate(t)) {
        None => (Vec::new(), tr.t("prizes-no-list")),
        Some(Ok(lines)) => (
            lines.iter().map(|a| AwardRow::of(tr, a)).collect(),
            String::new(),
        ),
        Some(Err(e)) => (Vec::new(), e.to_string()),
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/prizes.html")]
pub struct PrizesPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub text: String,
    pub rows: Vec<AwardRow>,
    pub problem: String,
    pub finished: bool,
    pub after_round: u32,
}

crate::localized!(PrizesPage);

async fn page(state: &web::Data<AppState>, user: &User, id: i64) -> Result<PrizesPage, AdminError> {
    let (t, version) = load(state, id).await?;
    let list = AppState::read(state, move |c| {
        prize_lists::get(c, id).map_err(AdminError::from)
    })
    .await?;
    let tr = crate::web::i18n::Tr::current().for_tournament(&t);
    let (rows, problem) = allocation(&tr, &t, list.as_ref());
    Ok(PrizesPage {
        tr,
        who: Who::from(user),
        id,
        version,
        name: t.settings().name.clone(),
        text: list.map(|l| l.to_text()).unwrap_or_else(|| {
            "sharing: equal\n# category U2000: rating below 2000\n1: 500\n2: 300\n3: 200\n".into()
        }),
        rows,
        problem,
        finished: t.is_finished(),
        after_round: t.rounds_played(),
    })
}

/// `GET /admin/t/{id}/prizes`
pub async fn prizes(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<PrizesPage, AdminError> {
    let user = User::require(&req, &state).await?;
    page(&state, &user, path.into_inner()).await
}

#[derive(Debug, Deserialize)]
pub struct PrizesForm {
    pub csrf: Option<String>,
    pub version: Option<i64>,
    pub text: String,
    #[serde(default)]
    pub reason: String,
}

/// `POST /admin/t/{id}/prizes` (chief only): saves the prize list typed.
pub async fn save(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<PrizesForm>,
) -> Result<HttpResponse, AdminError> {
    let user = User::posting(&req, &state, form.csrf.as_deref()).await?;
    user.chief()?;
    let id = path.into_inner();
    let form = form.into_inner();
    let version = based_on(form.version)?;
    let list = PrizeList::parse(&form.text).map_err(|errors| {
        AdminError::BadInput(
            errors
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("; "),
        )
    })?;
    let who = user.name().to_owned();
    let yours = form.text.clone();
    AppState::write(&state, move |c| {
        let reason = Some(form.reason.as_str());
        store::set_prize_list(c, id, Seen::Version(version), &list, reason, &who)
            .map_err(|e| AdminError::from(e).yours(|| yours))
    })
    .await?;
    Ok(see_other(format!("/admin/t/{id}/prizes")))
}
