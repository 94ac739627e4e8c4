//! Knock-out pages: the bracket as a public page and a print view, updated as results come
//! in, with the placings (the round each player reached); and the controller's page that
//! enters each tie's next game (`store::record_tie_game`).

use crate::web::read::Read;
use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;

use super::AppState;
use super::admin::based_on;
use super::admin::post::{Posted, Reply, Respond, Signed, run, signed_form};
use super::admin::{Who, see_other};
use super::auth::User;
use super::error::{AdminError, PageError};
use super::i18n::Tr;
use crate::domain::knockout::{Knockout, SideView, TieView, parse_tie_key};
use crate::domain::{GameReport, StartNo, Tournament};
use crate::pairing::knockout::{Part, TieId};
use crate::store::{self, Connection, Seen};

/// A knock-out's own shape in words, for the line that names a tournament's rounds: its
/// bracket's rounds and ties (the rounds setting, a creation default, means nothing here).
/// Empty for other systems.
pub fn outline(tr: &Tr, t: &Tournament) -> String {
    if !t.settings().system.is_knockout() {
        return String::new();
    }
    let Ok(k) = Knockout::new(t, Vec::new()) else {
        return String::new();
    };
    let (rounds, double) = k.shape();
    let ties = k.ties().len() as u32;
    let id = if double {
        "ko-outline-double"
    } else {
        "ko-outline"
    };
    tr.t_args(id, &[("rounds", &rounds), ("ties", &ties)])
}

/// The name of a tie's round in the page's language.
pub(crate) fn round_name(tr: &Tr, k: &Knockout, id: TieId) -> String {
    let (last, double) = k.shape();
    let r = &id.round;
    match id.part {
        Part::Winners => match (last - id.round, double) {
            (0, false) => tr.t("ko-round-final"),
            (0, true) => tr.t("ko-round-winners-final"),
            (1, false) => tr.t("ko-round-semi"),
            (1, true) => tr.t("ko-round-winners-semi"),
            (2, false) => tr.t("ko-round-quarter"),
            (2, true) => tr.t("ko-round-winners-quarter"),
            (_, false) => tr.t_args("ko-round-n", &[("round", r)]),
            (_, true) => tr.t_args("ko-round-winners-n", &[("round", r)]),
        },
        Part::Losers => tr.t_args("ko-round-losers", &[("round", r)]),
        Part::ThirdPlace => tr.t("ko-round-third"),
        Part::Final if id.round == 1 => tr.t("ko-round-final"),
        Part::Final => tr.t_args("ko-round-final-again", &[("round", r)]),
    }
}

/// Half points as a decimal score (`2.5`), for `Tr::num` to write in the page's language.
fn halves(h: u32) -> String {
    if h % 2 == 1 {
        format!("{}.5", h / 2)
    } else {
        (h / 2).to_string()
    }
}

fn name(t: &Tournament, no: StartNo) -> String {
    t.entry(no)
        .map(|e| format!("{} ({no})", e.name.as_str()))
        .unwrap_or_else(|| no.to_string())
}

/// A tie as the pages show it.
pub struct TieBox {
    pub key: String,
    pub round_name: String,
    pub home: String,
    pub away: String,
    pub home_won: bool,
    pub away_won: bool,
    pub score: String,
    /// The result codes of the tie's scheduled games.
    pub games: String,
    /// The result codes of its tie-break games (and sudden death), marked as such.
    pub tiebreak_games: String,
    /// In words: `to play: game 3 (tie-break), Ann moves first`, `bye`, `decided in sudden death`.
    pub status: String,
    pub playing: bool,
    /// Where the event ballots: the opening of the next game's pair of games.
    pub opening: String,
}

/// The opening of game `game` of a tie where the event ballots with a seed: each pair of games
/// plays one opening with the colours reversed (`ballot::draw::tie_opening`).
fn opening(t: &Tournament, tie: &str, game: u32) -> String {
    let Ok((deck, _, Some(seed))) = crate::ballot::draw::deck_of(crate::ballot::library(), t)
    else {
        return String::new();
    };
    crate::ballot::draw::tie_opening(deck, seed, tie, game.div_ceil(2))
        .map(|o| deck.reference(o))
        .unwrap_or_default()
}

impl TieBox {
    fn of(tr: &Tr, t: &Tournament, k: &Knockout, v: &TieView) -> TieBox {
        let side = |s: SideView| match s {
            SideView::Player { no, seed } => format!("{} [{seed}]", name(t, no)),
            SideView::Nobody => tr.t("ko-bye"),
            SideView::Pending => "…".to_owned(),
        };
        let won = |s: SideView| matches!(s, SideView::Player { no, .. } if v.winner == Some(no));
        let status = match (v.status, v.next) {
            (_, Some(n)) => tr.t_args(
                "ko-status-next",
                &[
                    ("number", &n.number),
                    ("phase", &n.phase),
                    ("first", &name(t, n.first)),
                ],
            ),
            ("walkover", _) => tr.t("ko-bye"),
            ("decided", _) if v.continued => tr.t("ko-status-sudden-death"),
            ("decided", _) => tr.t("ko-status-decided"),
            ("empty", _) => tr.t("ko-status-empty"),
            _ => tr.t("ko-status-waiting"),
        };
        TieBox {
            key: v.key.clone(),
            round_name: round_name(tr, k, v.id),
            home: side(v.sides[0]),
            away: side(v.sides[1]),
            home_won: won(v.sides[0]),
            away_won: won(v.sides[1]),
            score: if v.games.is_empty() {
                String::new()
            } else {
                format!(
                    "{}–{}",
                    tr.num(halves(v.score[0])),
                    tr.num(halves(v.score[1]))
                )
            },
            games: v
                .games
                .iter()
                .enumerate()
                .filter(|(i, _)| k.phase_of(*i as u32 + 1) == "scheduled")
                .map(|(_, g)| *g)
                .collect::<Vec<_>>()
                .join(" "),
            tiebreak_games: v
                .games
                .iter()
                .enumerate()
                .filter(|(i, _)| k.phase_of(*i as u32 + 1) != "scheduled")
                .map(|(_, g)| *g)
                .collect::<Vec<_>>()
                .join(" "),
            status,
            playing: v.next.is_some(),
            opening: v
                .next
                .map(|n| opening(t, &v.key, n.number))
                .filter(|o| !o.is_empty())
                .map(|o| tr.t_args("ko-opening", &[("opening", &o)]))
                .unwrap_or_default(),
        }
    }
}

/// The ties of one round of one part of the bracket.
pub struct Column {
    pub title: String,
    pub ties: Vec<TieBox>,
}

/// A line of the placings.
pub struct PlaceRow {
    pub place: u32,
    pub no: StartNo,
    pub name: String,
    pub reached: String,
    pub status: String,
    pub lives: String,
}

/// What the bracket pages show.
pub struct Bracket {
    pub columns: Vec<Column>,
    pub places: Vec<PlaceRow>,
    pub champion: String,
    pub double: bool,
    /// How a level tie goes on: its tie-break games and their time control, in words.
    pub tiebreak_rule: String,
}

impl Bracket {
    pub fn of(tr: &Tr, t: &Tournament, k: &Knockout) -> Bracket {
        let mut views = k.ties();
        views.sort_by_key(|v| (v.id.part, v.id.round, v.id.number));
        let mut columns: Vec<Column> = Vec::new();
        let mut last = None;
        for v in &views {
            let at = (v.id.part, v.id.round);
            if last != Some(at) {
                columns.push(Column {
                    title: round_name(tr, k, v.id),
                    ties: Vec::new(),
                });
                last = Some(at);
            }
            columns
                .last_mut()
                .expect("a column")
                .ties
                .push(TieBox::of(tr, t, k, v));
        }
        let champion = k.champion();
        let double = t.settings().system == crate::domain::System::DoubleKnockout;
        let places = k
            .placings()
            .into_iter()
            .map(|p| PlaceRow {
                place: p.place,
                no: p.no,
                name: t
                    .entry(p.no)
                    .map(|e| e.name.as_str().to_owned())
                    .unwrap_or_default(),
                reached: p
                    .reached_tie
                    .map(|id| round_name(tr, k, id))
                    .unwrap_or_default(),
                status: tr.t(if champion == Some(p.no) {
                    "ko-player-winner"
                } else if p.out {
                    "ko-player-out"
                } else {
                    "ko-player-in-play"
                }),
                lives: if double && !p.out {
                    tr.num(halves(p.half_lives as u32))
                } else {
                    String::new()
                },
            })
            .collect();
        let ko = &t.settings().knockout;
        let games = u32::from(ko.tiebreak_games);
        let mut tiebreak_rule = if games == 0 {
            tr.t("ko-tiebreak-none")
        } else {
            tr.t_args("ko-tiebreak-rule", &[("games", &games)])
        };
        let tc = ko.tiebreak_time_control.trim();
        if games > 0 && !tc.is_empty() {
            tiebreak_rule.push(' ');
            let tc = crate::web::words::time_control(tr, tc);
            tiebreak_rule.push_str(&tr.t_args("ko-tiebreak-tc", &[("tc", &tc)]));
        }
        Bracket {
            columns,
            places,
            champion: champion.map(|no| name(t, no)).unwrap_or_default(),
            double,
            tiebreak_rule,
        }
    }
}

/// Tournament `id` (the version-cached copy, with the version read before it) and its
/// knock-out, read at one point in time.
fn read_bracket(
    state: &AppState,
    c: &store::Connection,
    id: i64,
) -> Result<(Arc<Tournament>, Knockout, i64), store::StoreError> {
    store::read_consistent(c, |tx| {
        let (v, t) = state.tournament_at(tx, id)?;
        let k = store::knockout::knockout_of(tx, id, &t)?;
        Ok((t, k, v))
    })
}

/// The bracket for a public page: another system's tournament has none (not found).
async fn bracket(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<(Arc<Tournament>, Knockout), PageError> {
    let shared = state.clone();
    AppState::read(state, move |c| {
        read_bracket(&shared, c, id)
            .map(|(t, k, _)| (t, k))
            .map_err(|e| match e {
                store::StoreError::Invalid { message, .. } => {
                    PageError::NotFound(message.to_string())
                }
                e => PageError::from(e),
            })
    })
    .await
}

#[derive(Template, WebTemplate)]
#[template(path = "knockout/bracket.html")]
pub struct BracketPage {
    pub tr: Tr,
    pub id: i64,
    pub name: String,
    pub bracket: Bracket,
}

#[derive(Template, WebTemplate)]
#[template(path = "knockout/placings.html")]
pub struct PlacingsPage {
    pub tr: Tr,
    pub id: i64,
    pub name: String,
    pub bracket: Bracket,
}

crate::localized!(PlacingsPage);

/// A knock-out's standings page: its placings, with the round each player reached.
pub async fn placings(state: &web::Data<AppState>, id: i64) -> Result<PlacingsPage, PageError> {
    let (tr, t, bracket) = written(state, id, Tr::for_tournament).await?;
    let name = t.settings().name.clone();
    Ok(PlacingsPage {
        tr,
        id,
        name,
        bracket,
    })
}

/// The knock-out `id` and its bracket written in the page's language (`language`: the
/// tournament's for a page, [`Tr::print`] for a print view).
async fn written(
    state: &web::Data<AppState>,
    id: i64,
    language: fn(Tr, &Tournament) -> Tr,
) -> Result<(Tr, Arc<Tournament>, Bracket), PageError> {
    let (t, k) = bracket(state, id).await?;
    let tr = language(Tr::current(), &t);
    let written = Bracket::of(&tr, &t, &k);
    Ok((tr, t, written))
}

/// `GET /t/{id}/bracket`: the bracket and the placings.
pub async fn public(Read(state, id): Read) -> Result<BracketPage, PageError> {
    let (tr, t, bracket) = written(&state, id, Tr::for_tournament).await?;
    let name = t.settings().name.clone();
    Ok(BracketPage {
        tr,
        id,
        name,
        bracket,
    })
}

#[derive(Template, WebTemplate)]
#[template(path = "print/bracket.html")]
pub struct BracketPrint {
    pub tr: Tr,
    pub name: String,
    pub venue: String,
    pub bracket: Bracket,
}

/// `GET /t/{id}/print/bracket`: the bracket to print.
pub async fn print(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<BracketPrint, PageError> {
    let (tr, t, bracket) = written(&state, path.into_inner(), Tr::print).await?;
    let s = t.settings();
    Ok(BracketPrint {
        name: s.name.clone(),
        venue: s.venue.clone(),
        bracket,
        tr,
    })
}

#[derive(Template, WebTemplate)]
#[template(path = "knockout/admin.html")]
pub struct AdminPage {
    pub tr: Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub bracket: Bracket,
    /// Each game played, tie-break games included: (what, the page of its record).
    pub game_records: Vec<(String, String)>,
    /// Why the game or take-back just sent was refused (empty when none was).
    pub problem: String,
}

/// The answer to a game or a take-back `done`: the knock-out page once stored; refused, the
/// page again with the reason, in its status (422, 423...); a stale form (409), a missing
/// right or a server error keep their own page.
async fn answer<T>(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    id: i64,
    done: Result<T, AdminError>,
) -> Result<HttpResponse, AdminError> {
    use actix_web::ResponseError;
    let e = match done {
        Ok(_) => return Ok(see_other(format!("/admin/t/{id}/knockout"))),
        Err(e) => e,
    };
    let status = e.status_code();
    if !status.is_client_error() || matches!(status.as_u16(), 401 | 403 | 404 | 409 | 413) {
        return Err(e);
    }
    let mut page = admin_page(req, state, id).await?;
    page.problem = e.said().unwrap_or_else(|| e.to_string());
    page.respond(status)
}

crate::localized!(BracketPage, BracketPrint, AdminPage);

/// `GET /admin/t/{id}/knockout`: each tie being played with a form for its next game.
pub async fn admin(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<AdminPage, AdminError> {
    admin_page(&req, &state, path.into_inner()).await
}

async fn admin_page(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    id: i64,
) -> Result<AdminPage, AdminError> {
    let user = User::require(req, state).await?;
    let shared = state.clone();
    let (t, k, version) = AppState::read(state, move |c| {
        read_bracket(&shared, c, id).map_err(AdminError::from)
    })
    .await?;
    let tr = Tr::current().for_tournament(&t);
    let game_records = k
        .games()
        .iter()
        .map(|g| {
            (
                format!(
                    "{}: {} {} ({} – {})",
                    round_name(&tr, &k, g.tie),
                    tr.t("col-game"),
                    g.game,
                    name(&t, g.first),
                    name(&t, g.second)
                ),
                format!(
                    "/admin/t/{id}/knockout/{}/games/{}",
                    crate::domain::knockout::tie_key(g.tie),
                    g.game
                ),
            )
        })
        .collect();
    Ok(AdminPage {
        who: Who::from(&user),
        id,
        version,
        name: t.settings().name.clone(),
        bracket: Bracket::of(&tr, &t, &k),
        game_records,
        problem: String::new(),
        tr,
    })
}

/// The tie a route names by its key (`r1-3`), or not found.
fn tie_of(key: &str) -> Result<TieId, AdminError> {
    parse_tie_key(key).ok_or_else(|| AdminError::NotFound(format!("there is no tie {key:?}")))
}

signed_form! {
    pub struct UndoForm {
        #[serde(default)]
        pub reason: String,
    }
}

/// `POST /admin/t/{id}/knockout/{tie}/undo`: takes back the tie's last game, with a reason.
pub async fn undo(req: HttpRequest, posted: Posted<UndoForm, (i64, String)>) -> Reply {
    on_tie(req, posted, |c, id, seen, tie, form, _, who| {
        store::undo_tie_game(c, id, seen, tie, &form.reason, who).map_err(AdminError::from)
    })
    .await
}

/// Runs `command(c, id, seen, tie, form, key, who)` on the tie the route names (`key`, as
/// `r1-3`) at the tournament's version the form was read at, as the account that sent it, and
/// answers with the knock-out page ([`answer`]).
async fn on_tie<F: Signed + Send + 'static, T: Send + 'static>(
    req: HttpRequest,
    Posted(state, user, (id, key), form): Posted<F, (i64, String)>,
    command: impl FnOnce(&mut Connection, i64, Seen, TieId, F, String, &str) -> Result<T, AdminError>
    + Send
    + 'static,
) -> Reply {
    let (tie, version) = (tie_of(&key)?, based_on(form.version())?);
    let done = run(&state, &user, move |c, who| {
        command(c, id, Seen::Version(version), tie, form, key, who)
    })
    .await;
    answer(&req, &state, id, done).await
}

signed_form! {
    pub struct GameForm {
        pub result: String,
    }
}

/// `POST /admin/t/{id}/knockout/{tie}`: the tie's next game, in the one grammar of result
/// codes (from the view of the tie's first player).
pub async fn record(req: HttpRequest, posted: Posted<GameForm, (i64, String)>) -> Reply {
    on_tie(req, posted, |c, id, seen, tie, form, key, who| {
        let yours = form.result;
        // The one parser of a typed result, in the event's notation.
        let scoring = store::tournaments::settings(c, id)
            .map_err(AdminError::from)?
            .scoring;
        let report = GameReport::parse(&yours, &scoring).map_err(|e| {
            let problem = crate::web::words::round_refusal(&e).1;
            let said = crate::web::words::Msg::new("ko-tie-problem")
                .arg("tie", key.as_str())
                .arg("problem", problem);
            AdminError::from(said).yours(|| yours.clone())
        })?;
        store::record_tie_game(c, id, seen, tie, report, who)
            .map_err(|e| AdminError::from(e).yours(|| yours))
    })
    .await
}
