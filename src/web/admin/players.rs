//! The controller's side of players online (`/admin/t/{id}/players`): the settings, the
//! check-in list (who checked in and how; checking a player in at the desk), the venue's
//! kiosk (a signed-in device where players find their name and check in), the personal links
//! (slips with each link as a QR code, revoking and re-issuing), the bye requests, and the
//! players' result reports on the results grid (confirming the agreed ones in one action,
//! rejecting a board's reports).

use crate::web::read;
use std::collections::BTreeMap;

use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;
use serde::Deserialize;
use serde_json::json;

use super::post::{Admin, Edit, Posted, Reply, redirect, run, signed_form};
use super::{Who, load, see_other};
use crate::domain::online::{self, Agreement, CheckIn, OnlineSettings};
use crate::domain::{StartNo, Tournament};
use crate::store::Connection;
use crate::store::StoreError;
use crate::store::commands::players::{self as cmd, How, Issue, OnlineError};
use crate::store::players::{self as rows, ByeRequest, CheckedIn};
use crate::web::AppState;
use crate::web::auth::User;
use crate::web::error::{AdminError, ApiError};
use crate::web::i18n::Tr;

impl From<OnlineError> for AdminError {
    fn from(e: OnlineError) -> Self {
        match e {
            OnlineError::Refused(r) => AdminError::BadInput(r.to_string()),
            OnlineError::Store(s) => s.into(),
        }
    }
}

/// One entry on the check-in list.
pub struct CheckInLine {
    pub no: StartNo,
    pub name: String,
    /// How the entry checked in (`link`, `kiosk`, `controller`), empty when not.
    pub how: String,
    pub at: String,
    /// The entry cannot play the round (withdrawn, a bye, not yet entered).
    pub out: bool,
    /// The link: `live`, `revoked` or empty for none.
    pub link: &'static str,
}

fn lines(
    t: &Tournament,
    round: Option<u32>,
    checked: &BTreeMap<StartNo, CheckedIn>,
    links: &BTreeMap<StartNo, (i64, bool)>,
) -> Vec<CheckInLine> {
    t.entries()
        .iter()
        .map(|e| {
            let c = checked.get(&e.no);
            CheckInLine {
                no: e.no,
                name: e.name.as_str().to_owned(),
                how: c.map(|c| c.how.clone()).unwrap_or_default(),
                at: c.map(|c| c.at.clone()).unwrap_or_default(),
                out: round
                    .is_some_and(|r| e.availability(r) != crate::domain::Availability::Available),
                link: match links.get(&e.no) {
                    Some((_, false)) => "live",
                    Some((_, true)) => "revoked",
                    None => "",
                },
            }
        })
        .collect()
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/players.html")]
pub struct PlayersPage {
    pub tr: Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub settings: OnlineSettings,
    /// The round check-ins count for now.
    pub round: Option<u32>,
    pub lines: Vec<CheckInLine>,
    pub checked: usize,
    pub byes: Vec<(ByeRequest, String)>,
}

crate::localized!(PlayersPage);

/// What the check-in pages read: the tournament, its settings, the round open and the
/// check-ins for it, the links and the bye requests.
struct Read {
    t: Tournament,
    version: i64,
    settings: OnlineSettings,
    round: Option<u32>,
    checked: BTreeMap<StartNo, CheckedIn>,
    links: BTreeMap<StartNo, (i64, bool)>,
    byes: Vec<ByeRequest>,
}

async fn read(state: &web::Data<AppState>, id: i64) -> Result<Read, AdminError> {
    let (t, version) = load(state, id).await?;
    let paired = t.rounds().len() as u32;
    let rounds = t.settings().rounds;
    AppState::read(state, move |c| {
        let settings = rows::settings(c, id)?;
        let round = settings.check_in.round_open(paired, rounds);
        let checked = match round {
            Some(r) => rows::check_ins(c, id, r)?,
            None => BTreeMap::new(),
        };
        Ok::<_, AdminError>(Read {
            version,
            settings,
            round,
            checked,
            links: rows::links(c, id)?,
            byes: rows::bye_requests(c, id)?,
            t,
        })
    })
    .await
}

/// `GET /admin/t/{id}/players`
pub async fn page(Admin(state, user, id): Admin) -> Result<PlayersPage, AdminError> {
    let r = read(&state, id).await?;
    let byes = r
        .byes
        .iter()
        .map(|b| {
            let name =
                r.t.entry(b.no)
                    .map(|e| e.name.as_str().to_owned())
                    .unwrap_or_default();
            (b.clone(), name)
        })
        .collect();
    Ok(PlayersPage {
        tr: Tr::current(),
        who: Who::from(&user),
        id,
        version: r.version,
        name: r.t.settings().name.clone(),
        settings: r.settings,
        round: r.round,
        checked: r.checked.len(),
        lines: lines(&r.t, r.round, &r.checked, &r.links),
        byes,
    })
}

signed_form! {
    pub struct SettingsForm {
        pub check_in: String,
        #[serde(default)]
        pub accept_agreed: Option<String>,
        pub max_byes: String,
        pub no_byes_last: String,
        #[serde(default)]
        pub approve_byes: Option<String>,
    }
}

/// `POST /admin/t/{id}/players/settings` (chief)
pub async fn save_settings(edit: Edit<SettingsForm>) -> Reply {
    let f = &edit.form;
    // Each field named by its label on the form.
    let count = |label: &'static str, text: &str| {
        text.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= 999)
            .ok_or_else(|| AdminError::typed(label, "form-not-count-to-999", text.trim()))
    };
    let s = OnlineSettings {
        check_in: CheckIn::parse(&f.check_in).ok_or_else(|| {
            AdminError::typed("players-setting-check-in", "form-not-a-choice", &f.check_in)
        })?,
        accept_agreed: f.accept_agreed.is_some(),
        max_byes: count("players-setting-max-byes", &f.max_byes)?,
        no_byes_last: count("players-setting-no-byes-last", &f.no_byes_last)?,
        approve_byes: f.approve_byes.is_some(),
    };
    edit.run(move |c, id, seen, who| cmd::set_online_settings(c, id, seen, &s, who))
        .await?;
    Ok(see_other(format!("/admin/t/{}/players", edit.tournament)))
}

signed_form! {
    csrf_only
    pub struct CheckInForm {
        pub no: Option<StartNo>,
        /// The kiosk's search, kept when it checks a player in.
        #[serde(default)]
        pub q: String,
    }
}

async fn check_in_as(
    Posted(state, user, id, form): &Posted<CheckInForm, i64>,
    how: How,
) -> Result<(), AdminError> {
    let id = *id;
    let no = form.no.ok_or_else(|| {
        AdminError::field(
            "field-player",
            crate::web::words::Msg::new("form-which-player"),
        )
    })?;
    run(state, user, move |c, who| {
        cmd::check_in(c, id, no, how, who).map_err(|e| match e {
            OnlineError::Refused(r) => match crate::web::words::check_in_refusal(no, &r) {
                Some(m) => AdminError::from(m),
                None => AdminError::BadInput(r.to_string()),
            },
            e => e.into(),
        })
    })
    .await?;
    Ok(())
}

/// `POST /admin/t/{id}/players/check-in`: the controller checks a player in.
pub async fn check_in(posted: Posted<CheckInForm, i64>) -> Reply {
    check_in_as(&posted, How::Controller).await?;
    Ok(see_other(format!("/admin/t/{}/players#check-in", posted.2)))
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/kiosk.html")]
pub struct KioskPage {
    pub tr: Tr,
    pub csrf: String,
    pub id: i64,
    pub name: String,
    pub round: Option<u32>,
    pub q: String,
    /// The entries whose name holds what was searched (all while nothing is).
    pub found: Vec<CheckInLine>,
    pub done: String,
}

crate::localized!(KioskPage);

#[derive(Debug, Deserialize)]
pub struct KioskQuery {
    #[serde(default)]
    pub q: String,
    #[serde(default)]
    pub done: Option<StartNo>,
}

/// `GET /admin/t/{id}/kiosk?q=NAME`: the venue's check-in kiosk, on a signed-in device.
pub async fn kiosk(
    Admin(state, user, id): Admin,
    query: web::Query<KioskQuery>,
) -> Result<KioskPage, AdminError> {
    let r = read(&state, id).await?;
    let q = query.q.trim().to_owned();
    let needle = q.to_lowercase();
    let found = lines(&r.t, r.round, &r.checked, &r.links)
        .into_iter()
        .filter(|l| !needle.is_empty() && l.name.to_lowercase().contains(&needle))
        .take(20)
        .collect();
    let tr = Tr::current();
    let done = query
        .done
        .and_then(|no| r.t.entry(no))
        .map(|e| tr.t_args("kiosk-done", &[("name", &e.name.as_str())]))
        .unwrap_or_default();
    Ok(KioskPage {
        tr,
        csrf: user.csrf().to_owned(),
        id,
        name: r.t.settings().name.clone(),
        round: r.round,
        q,
        found,
        done,
    })
}

/// `POST /admin/t/{id}/kiosk`: a player checks in at the kiosk.
pub async fn kiosk_check_in(posted: Posted<CheckInForm, i64>) -> Reply {
    check_in_as(&posted, How::Kiosk).await?;
    let Posted(_, _, id, form) = posted;
    Ok(see_other(format!(
        "/admin/t/{id}/kiosk?done={}",
        form.no.unwrap_or_default()
    )))
}

signed_form! {
    pub struct CsrfForm {
        #[serde(default)]
        pub which: String,
        #[serde(default)]
        pub decision: String,
        #[serde(default)]
        pub round: Option<u32>,
    }
}

/// `POST /admin/t/{id}/players/{no}/revoke` (chief): the link stops working at once.
pub async fn revoke(Posted(state, user, (id, no), _): Posted<CsrfForm, (i64, StartNo)>) -> Reply {
    redirect(
        &state,
        &user,
        format!("/admin/t/{id}/players#links"),
        move |c, who| cmd::revoke_link(c, id, no, who),
    )
    .await
}

/// One player's slip: their personal link as a QR code, and its code (grouped for reading)
/// with the address where it is typed.
pub struct Slip {
    pub no: StartNo,
    pub name: String,
    pub url: String,
    pub qr: String,
    /// The personal code as printed: `K7QM2-XW9TB`.
    pub code: String,
    /// Where the code is typed: the server's `/p`.
    pub entry: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "print/player_slips.html")]
pub struct SlipsPage {
    pub tr: Tr,
    pub name: String,
    pub slips: Vec<Slip>,
}

crate::localized!(SlipsPage);

/// `POST /admin/t/{id}/players/slips` (chief): issues the links (`which`: `missing` for the
/// entries without one, `all` to replace every link, or one start number) and prints one
/// slip per player with the link as a QR code. Only the token's hash is kept: a link is
/// printed when it is issued, never again.
pub async fn slips(
    req: HttpRequest,
    Posted(state, user, id, form): Posted<CsrfForm, i64>,
) -> Result<SlipsPage, AdminError> {
    let which = match form.which.as_str() {
        "all" => Issue::All,
        "missing" | "" => Issue::Missing,
        no => Issue::Only(vec![no.parse().map_err(|_| {
            AdminError::typed("field-which-links", "form-not-links-choice", no)
        })?]),
    };
    let issued = run(&state, &user, move |c, who| {
        cmd::issue_links(c, id, &which, who)
    })
    .await?;
    let (t, _) = load(&state, id).await?;
    let base = state.public_base(&req);
    let slips = issued
        .into_iter()
        .map(|(no, token)| {
            let url = format!("{base}/me/{token}");
            Slip {
                no,
                name: t
                    .entry(no)
                    .map(|e| e.name.as_str().to_owned())
                    .unwrap_or_default(),
                qr: crate::web::qr::svg(&url).unwrap_or_default(),
                url,
                code: crate::domain::personal_code::grouped(&token),
                entry: format!("{base}/p"),
            }
        })
        .collect();
    Ok(SlipsPage {
        tr: Tr::current().print(&t),
        name: t.settings().name.clone(),
        slips,
    })
}

/// `POST /admin/t/{id}/players/{no}/byes/{round}` (chief): `decision` `approve` or `refuse`.
pub async fn decide_bye(
    Posted(state, user, (id, no, round), form): Posted<CsrfForm, (i64, StartNo, u32)>,
) -> Reply {
    let approve = match form.decision.as_str() {
        "approve" => true,
        "refuse" => false,
        other => {
            return Err(AdminError::typed(
                "field-decision",
                "form-not-a-choice",
                other,
            ));
        }
    };
    redirect(
        &state,
        &user,
        format!("/admin/t/{id}/players#byes"),
        move |c, who| cmd::decide_bye(c, id, no, round, approve, who),
    )
    .await
}

/// `POST /admin/t/{id}/players/leave-out` (chief): leaves out of the next round every player
/// who did not check in for it (absent, no bye, no points); the version the page was read at.
pub async fn leave_out(edit: Edit<CsrfForm>) -> Reply {
    let round = edit.form.round.ok_or_else(|| {
        AdminError::field(
            "field-round",
            crate::web::words::Msg::new("form-which-round"),
        )
    })?;
    edit.run(move |c, id, seen, who| cmd::leave_out(c, id, seen, round, who))
        .await?;
    Ok(see_other(format!(
        "/admin/t/{}/rounds/new",
        edit.tournament
    )))
}

/// `POST /admin/t/{id}/rounds/{n}/reports/confirm`: enters as their result every board whose
/// players reported the same result.
pub async fn confirm(Posted(state, user, (id, n), _): Posted<CsrfForm, (i64, u32)>) -> Reply {
    on_reports(&state, &user, (id, n), move |c, who| {
        cmd::confirm_reports(c, id, n, None, who)
    })
    .await
}

/// `POST /admin/t/{id}/rounds/{n}/boards/{b}/reports/reject`: deletes a board's reports.
pub async fn reject(
    Posted(state, user, (id, n, b), _): Posted<CsrfForm, (i64, u32, u32)>,
) -> Reply {
    on_reports(&state, &user, (id, n), move |c, who| {
        cmd::reject_reports(c, id, n, b, who)
    })
    .await
}

/// The players' reports of round `n` of tournament `id` settled by `command`, then back to
/// the round's grid.
async fn on_reports<T: Send + 'static>(
    state: &web::Data<AppState>,
    user: &User,
    (id, n): (i64, u32),
    command: impl FnOnce(&mut Connection, &str) -> Result<T, StoreError> + Send + 'static,
) -> Reply {
    redirect(state, user, format!("/admin/t/{id}/rounds/{n}"), command).await
}

/// A board's reports as the grid shows them.
#[derive(Debug, Clone, Default)]
pub struct ReportCell {
    /// Each player's reports: start number and the games in the event's notation.
    pub players: Vec<(StartNo, String)>,
    /// `waiting`, `agreed`, `disagree`, or `done` once the board has a result.
    pub state: &'static str,
}

/// The players' reports of round `n`, per board, for the results grid.
pub async fn grid_reports(
    state: &web::Data<AppState>,
    t: &Tournament,
    id: i64,
    n: u32,
) -> Result<BTreeMap<u32, ReportCell>, AdminError> {
    let all = AppState::read(state, move |c| {
        rows::reports(c, id, n).map_err(AdminError::from)
    })
    .await?;
    let Some(r) = t.round(n) else {
        return Ok(BTreeMap::new());
    };
    let scoring = &t.settings().scoring;
    Ok(all
        .into_iter()
        .filter_map(|(board, reports)| {
            let b = r.board(board)?;
            let state = match online::agreement(b, &reports) {
                // Entered already: the reports are kept for the record.
                _ if b.games.iter().any(|g| g.has_result()) => "done",
                Agreement::Agreed { .. } => "agreed",
                Agreement::Disagree => "disagree",
                _ => "waiting",
            };
            let players = reports
                .iter()
                .map(|(no, games)| {
                    let said: Vec<String> = games
                        .iter()
                        .map(|(g, r)| {
                            if b.games.len() > 1 {
                                format!("{g}: {}", r.notation(scoring))
                            } else {
                                r.notation(scoring)
                            }
                        })
                        .collect();
                    (*no, said.join(", "))
                })
                .collect();
            Some((board, ReportCell { players, state }))
        })
        .collect())
}

/// `GET /api/v1/tournaments/{id}/check-in` (controller or assistant): the round check-ins
/// count for and each entry's check-in.
pub async fn api_check_ins(read::Read(state, id): read::Read) -> Result<HttpResponse, ApiError> {
    let r = read(&state, id).await.map_err(|e| match e {
        AdminError::Store(StoreError::NoSuchTournament(_)) | AdminError::NotFound(_) => {
            ApiError::NotFound(format!("there is no tournament with id {id}"))
        }
        e => ApiError::NotFound(e.to_string()),
    })?;
    let entries: Vec<_> = lines(&r.t, r.round, &r.checked, &r.links)
        .into_iter()
        .map(|l| {
            json!({
                "no": l.no,
                "name": l.name,
                "checked_in": !l.how.is_empty(),
                "how": (!l.how.is_empty()).then_some(&l.how),
                "at": (!l.at.is_empty()).then_some(&l.at),
                "plays": !l.out,
            })
        })
        .collect();
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(json!({
            "code": "ok",
            "tournament": id,
            "check_in": r.settings.check_in.as_str(),
            "round": r.round,
            "entries": entries,
        })))
}

/// The players the pairing page names: those who could play round `round` and did not check
/// in, when the round needs a check-in.
pub async fn not_checked_in(
    state: &web::Data<AppState>,
    t: &Tournament,
    id: i64,
    round: u32,
) -> Result<Option<Vec<(StartNo, String)>>, AdminError> {
    let (s, checked) = AppState::read(state, move |c| {
        let s = rows::settings(c, id)?;
        Ok::<_, AdminError>((s, rows::check_ins(c, id, round)?))
    })
    .await?;
    if !s.check_in.needed(round) {
        return Ok(None);
    }
    Ok(Some(
        cmd::not_checked_in(t, &checked, round)
            .into_iter()
            .map(|no| {
                (
                    no,
                    t.entry(no)
                        .map(|e| e.name.as_str().to_owned())
                        .unwrap_or_default(),
                )
            })
            .collect(),
    ))
}
