//! After the last round: the ties on score in the final standings, the play-offs that decide
//! them (recorded, and games added, through the store's command), and the next stage seeded
//! from the top of the standings (chief only, version-checked).

use askama::Template;
use askama_web::WebTemplate;

use super::super::AppState;
use super::super::error::AdminError;
use super::post::{Admin, Edit, Reply, signed_form};
use super::{Who, load, see_other};
use crate::domain::playoff::{PlayOff, PlayOffStatus};
use crate::domain::{Points, StartNo, System};
use crate::store;

/// Players equal on score, sharing or not a place.
pub struct TieGroup {
    pub points: Points,
    pub players: String,
    pub numbers: String,
}

/// A play-off's player with their play-off points.
pub struct PlayOffPlayer {
    pub no: StartNo,
    pub name: String,
    pub points: Points,
}

/// A play-off as shown.
pub struct PlayOffRow {
    pub number: usize,
    pub players: Vec<PlayOffPlayer>,
    pub time_control: String,
    pub games: String,
    pub decided: bool,
    /// Its players are no longer equal on score: not applied.
    pub unequal: bool,
    /// The players still level on play-off points.
    pub level: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/final.html")]
pub struct FinalPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub all_played: bool,
    pub finished: bool,
    pub ties: Vec<TieGroup>,
    pub playoffs: Vec<PlayOffRow>,
}

crate::localized!(FinalPage);

/// `GET /admin/t/{id}/final`
pub async fn page(Admin(state, user, id): Admin) -> Result<FinalPage, AdminError> {
    let (t, version) = load(&state, id).await?;
    let st = t.standings_after(t.settings().rounds);
    let mut ties = Vec::new();
    let mut k = 0;
    while k < st.rows.len() {
        let mut end = k + 1;
        while end < st.rows.len() && st.rows[end].score == st.rows[k].score {
            end += 1;
        }
        if end - k > 1 {
            let group = &st.rows[k..end];
            ties.push(TieGroup {
                points: st.rows[k].score,
                players: crate::web::view::comma_list(
                    group
                        .iter()
                        .map(|r| format!("{} {} ({})", r.rank, r.name, r.no)),
                ),
                numbers: group
                    .iter()
                    .map(|r| r.no.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            });
        }
        k = end;
    }
    let scoring = &t.settings().scoring;
    let statuses = t.playoff_statuses_in(&st);
    let playoffs = t
        .playoffs()
        .iter()
        .zip(&statuses)
        .enumerate()
        .map(|(i, (p, status))| PlayOffRow {
            number: i + 1,
            players: p
                .players
                .iter()
                .zip(p.points(scoring))
                .map(|(no, h)| PlayOffPlayer {
                    no: *no,
                    name: t.entry(*no).map(|e| e.name.to_string()).unwrap_or_default(),
                    points: Points::from_halves(h),
                })
                .collect(),
            time_control: p.time_control.clone(),
            games: p.games_text(),
            decided: *status == PlayOffStatus::Decided,
            unequal: *status == PlayOffStatus::NotEqualOnScore,
            level: match status {
                PlayOffStatus::Level(nos) => crate::web::view::comma_list(nos),
                _ => String::new(),
            },
        })
        .collect();
    Ok(FinalPage {
        tr: crate::web::i18n::Tr::current().for_tournament(&t),
        who: Who::from(&user),
        id,
        version,
        name: t.settings().name.clone(),
        all_played: t.all_rounds_played(),
        finished: t.is_finished(),
        ties,
        playoffs,
    })
}

signed_form! {
    pub struct PlayOffForm {
        /// Empty for a new play-off, else the play-off games are added to.
        #[serde(default)]
        pub number: String,
        #[serde(default)]
        pub players: String,
        #[serde(default)]
        pub time_control: String,
        #[serde(default)]
        pub games: String,
    }
}

/// `POST /admin/t/{id}/playoffs` (chief only): a new play-off, or games added to one.
pub async fn record(edit: Edit<PlayOffForm>) -> Reply {
    let (id, form) = (edit.tournament, &edit.form);
    let number = form.number.trim();
    if !number.is_empty() {
        let n: usize = number.parse().map_err(|_| {
            AdminError::typed("field-playoff-number", "form-not-whole-number", number)
        })?;
        let games = form.games.clone();
        edit.run(move |c, id, seen, who| store::add_playoff_games(c, id, seen, n, &games, who))
            .await?;
        return Ok(see_other(format!("/admin/t/{id}/final")));
    }
    let players = form
        .players
        .split([',', ' '])
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            s.trim()
                .parse::<StartNo>()
                .map_err(|_| AdminError::typed("final-players", "form-not-start-no", s.trim()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let said = |e: crate::domain::playoff::PlayOffError| {
        AdminError::from(crate::web::words::playoff_refusal(&e).1)
    };
    let mut playoff = PlayOff::new(players, &form.time_control).map_err(said)?;
    let scoring = AppState::load::<AdminError>(&edit.state, id)
        .await?
        .settings()
        .scoring;
    playoff
        .push_games_text(&form.games, &scoring)
        .map_err(|e| {
            AdminError::field(
                "playoff-field-games",
                crate::web::words::playoff_refusal(&e).1,
            )
        })?;
    edit.run(move |c, id, seen, who| store::record_playoff(c, id, seen, playoff, who))
        .await?;
    Ok(see_other(format!("/admin/t/{id}/final")))
}

signed_form! {
    pub struct StageForm {
        pub top: String,
        pub name: String,
        pub system: String,
    }
}

/// `POST /admin/t/{id}/stage` (chief only): the next stage from the top of the final
/// standings; answers with the new tournament's page.
pub async fn stage(edit: Edit<StageForm>) -> Reply {
    let form = &edit.form;
    let top: usize =
        form.top.trim().parse().map_err(|_| {
            AdminError::typed("final-top", "form-not-whole-number", form.top.trim())
        })?;
    let system: System = form
        .system
        .parse()
        .map_err(|e: crate::domain::SettingsError| {
            AdminError::field(
                "final-stage-system",
                crate::web::words::settings_refusal(&e).1,
            )
        })?;
    let name = form.name.clone();
    let new_id = edit
        .run(move |c, id, seen, who| store::seed_stage(c, id, seen, top, &name, system, who))
        .await?;
    Ok(see_other(format!("/admin/t/{new_id}")))
}
