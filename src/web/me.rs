//! The player's personal page, `/me/{token}`, and its JSON twin, `/api/v1/me/{token}`: no
//! sign-in, the secret token of the entry's personal link is the key (only its SHA-256 is
//! stored). An unknown or revoked token answers 404 and says nothing more.
//!
//! These routes are their own kind (`roles::Need::Player`): never cached (each answer is one
//! player's, `Cache-Control: no-store`), never sending the token on in a `Referer`
//! (`Referrer-Policy: no-referrer`), and limited per address ([`private`]): at most
//! [`REQUESTS_PER_MINUTE`] requests and [`MISSES_PER_MINUTE`] unknown tokens a minute; past
//! the second, only valid links are answered, so players sharing the hall's address are never
//! locked out by someone else's mistyped links (a token is 256 random bits: the limit slows a
//! guesser, it is not what keeps the links secret).

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use actix_web::body::BoxBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;
use serde_json::{Value, json};

use super::AppState;
use super::i18n::Tr;
use super::read::Read;
use super::view::{self, CardRound};
use crate::domain::online::{self, Agreement, Refused};
use crate::domain::{GameReport, Pairing, RoundState, Standings, StartNo, Tournament};
use crate::store::commands::players::{self as cmd, How, OnlineError};
use crate::store::players::{self as rows, ByeRequest, Link};
use crate::store::{Connection, StoreError};

/// Requests one address may send to the personal routes in a minute. A venue's players may
/// share one address (the hall's Wi-Fi): 200 players reloading every 10 s send 1,200.
pub const REQUESTS_PER_MINUTE: u32 = 3000;
/// Unknown or revoked tokens one address may send in a minute before it is refused (429).
pub const MISSES_PER_MINUTE: u32 = 30;
/// How often the page reloads itself while a round is on, in seconds.
pub const REFRESH_SECONDS: u32 = 30;

/// What the per-address limits let through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Admit {
    Yes,
    /// Over the unknown tokens' limit: a valid link is still answered (players sharing the
    /// hall's address are never locked out by someone's mistyped links), an unknown token is
    /// refused with 429 before anything else is read.
    KnownOnly,
    No,
}

#[derive(Debug, Clone, Copy)]
struct Window {
    start: Instant,
    requests: u32,
    misses: u32,
}

/// What the personal routes share: the per-address counts, and each tournament's standings
/// at its last version (a personal page shows the player's rank).
#[derive(Default)]
pub struct Shared {
    windows: Mutex<HashMap<String, Window>>,
    standings: super::Versioned<Standings>,
}

impl Shared {
    /// Counts a request from `addr`: `Admit::No` over the request limit, `Admit::KnownOnly`
    /// over the limit of unknown tokens (only a valid link is then answered).
    fn admit(&self, addr: &str) -> Admit {
        let mut w = self.windows.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if w.len() > 10_000 {
            w.retain(|_, v| now.duration_since(v.start) < Duration::from_secs(60));
        }
        let win = w.entry(addr.to_owned()).or_insert(Window {
            start: now,
            requests: 0,
            misses: 0,
        });
        if now.duration_since(win.start) >= Duration::from_secs(60) {
            *win = Window {
                start: now,
                requests: 0,
                misses: 0,
            };
        }
        win.requests += 1;
        if win.requests > REQUESTS_PER_MINUTE {
            Admit::No
        } else if win.misses >= MISSES_PER_MINUTE {
            Admit::KnownOnly
        } else {
            Admit::Yes
        }
    }

    fn miss(&self, addr: &str) {
        let mut w = self.windows.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(win) = w.get_mut(addr) {
            win.misses += 1;
        }
    }

    fn standings(&self, id: i64, version: i64, t: &Tournament) -> Arc<Standings> {
        if let Some(s) = self.standings.get(id, version) {
            return s;
        }
        let s = Arc::new(t.standings());
        self.standings.put(id, version, s.clone());
        s
    }
}

/// The address a request comes from: behind trusted proxies, the one the first of them
/// appended to `X-Forwarded-For` (`CookiePolicy::forwarded_client`), else the connection's.
pub(super) fn address(req: &HttpRequest, state: &AppState) -> String {
    state
        .cookies()
        .forwarded_client(req.headers())
        .or_else(|| req.peer_addr().map(|a| a.ip().to_string()))
        .unwrap_or_default()
}

/// The token of a personal route's path (`/me/{token}...`, `/api/v1/me/{token}...`), or the
/// code typed on `/p/{code}` or `/p?code=` (`web::code`).
fn token_of(path: &str, query: &str) -> Option<String> {
    if path == "/p" {
        let typed = web::Query::<HashMap<String, String>>::from_query(query).ok()?;
        return crate::domain::personal_code::read(typed.get("code")?).ok();
    }
    if let Some(typed) = path.strip_prefix("/p/") {
        return crate::domain::personal_code::read(typed).ok();
    }
    let rest = path
        .strip_prefix("/api/v1/me/")
        .or_else(|| path.strip_prefix("/me/"))?;
    rest.split('/')
        .next()
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
}

/// Around every personal route: the per-address limits, then headers that keep the answer
/// private (no cache keeps it, no link followed from it carries the token away).
pub async fn private(
    req: ServiceRequest,
    next: Next<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let addr = state
        .as_ref()
        .map(|s| address(req.request(), s))
        .unwrap_or_default();
    let admitted = match &state {
        Some(s) => match s.me.admit(&addr) {
            Admit::KnownOnly => {
                let token = token_of(req.path(), req.query_string()).unwrap_or_default();
                let known = AppState::read(s, move |c| {
                    rows::link(c, &token).map_err(super::error::PageError::from)
                })
                .await;
                matches!(known, Ok(Some(_)))
            }
            a => a == Admit::Yes,
        },
        None => true,
    };
    if !admitted {
        let api = req.path().starts_with("/api/");
        let answer = if api {
            HttpResponse::TooManyRequests().json(json!({
                "code": "rate-limited",
                "message": "too many requests from this address: wait a minute",
            }))
        } else {
            HttpResponse::TooManyRequests()
                .content_type("text/plain; charset=utf-8")
                .body("Too many requests from this address: wait a minute.")
        };
        let mut res = req.into_response(answer);
        keep_private(res.headers_mut());
        return Ok(res);
    }
    let mut res = next.call(req).await?;
    if res.status() == StatusCode::NOT_FOUND
        && let Some(s) = &state
    {
        s.me.miss(&addr);
    }
    keep_private(res.headers_mut());
    Ok(res)
}

fn keep_private(h: &mut actix_web::http::header::HeaderMap) {
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::HeaderName::from_static("x-robots-tag"),
        HeaderValue::from_static("noindex"),
    );
}

/// Why a personal request failed.
#[derive(Debug, thiserror::Error)]
pub enum MeError {
    #[error("not found")]
    NotFound,
    #[error(transparent)]
    Refused(Refused),
    #[error("{field}: {message}")]
    Invalid { field: String, message: String },
    #[error(transparent)]
    Store(StoreError),
    #[error(transparent)]
    Db(#[from] super::DbError),
}

impl From<StoreError> for MeError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NoSuchTournament(_) => MeError::NotFound,
            e => MeError::Store(e),
        }
    }
}

impl From<OnlineError> for MeError {
    fn from(e: OnlineError) -> Self {
        match e {
            OnlineError::Refused(r) => MeError::Refused(r),
            OnlineError::Store(s) => s.into(),
        }
    }
}

impl MeError {
    fn status(&self) -> StatusCode {
        match self {
            MeError::NotFound => StatusCode::NOT_FOUND,
            MeError::Refused(_) | MeError::Invalid { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            MeError::Store(e) if e.is_disk_full() => StatusCode::INSUFFICIENT_STORAGE,
            MeError::Store(_) => StatusCode::INTERNAL_SERVER_ERROR,
            MeError::Db(_) => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            MeError::NotFound => "not-found",
            MeError::Refused(r) => r.code(),
            MeError::Invalid { .. } => "invalid",
            MeError::Store(_) | MeError::Db(_) => "unavailable",
        }
    }

    /// The JSON answer: `{"code", "message"}` (and `field` for a bad body).
    fn json(&self) -> HttpResponse {
        if let MeError::Store(e) = self {
            tracing::error!("a personal route failed: {e}");
        }
        let message = match self {
            MeError::Store(_) => "the server could not do this now".to_owned(),
            e => e.to_string(),
        };
        let mut body = json!({ "code": self.code(), "message": message });
        if let MeError::Invalid { field, .. } = self {
            body["field"] = json!(field);
        }
        HttpResponse::build(self.status()).json(body)
    }

    /// The message of a refusal in the page's language.
    fn words(&self, tr: &Tr) -> String {
        match self {
            MeError::Refused(r) => refusal(tr, r),
            MeError::Invalid { field, .. } if field == "games" => tr.t("me-report-choose-a-game"),
            MeError::Invalid { .. } => tr.t("me-err-invalid"),
            _ => tr.t("me-err-unavailable"),
        }
    }
}

/// A refusal in words of the page's language.
pub fn refusal(tr: &Tr, r: &Refused) -> String {
    let id = format!("me-err-{}", r.code());
    match *r {
        Refused::RoundNotOpen { round, .. } | Refused::ByeTooLate { round } => {
            tr.t_args(&id, &[("round", &round)])
        }
        Refused::ByeAlreadyAsked { round } => tr.t_args(&id, &[("round", &round)]),
        Refused::NoSuchRound(round) => tr.t_args(&id, &[("round", &round)]),
        Refused::NoSuchBoard { round, board } | Refused::NotYourBoard { round, board } => {
            tr.t_args(&id, &[("round", &round), ("board", &board)])
        }
        Refused::HasResult { round, board } => {
            tr.t_args(&id, &[("round", &round), ("board", &board)])
        }
        Refused::NoSuchGame { board, game } => {
            tr.t_args(&id, &[("board", &board), ("game", &game)])
        }
        Refused::NoSuchByeRound { rounds } => {
            tr.t_args("me-err-no-bye-round", &[("rounds", &rounds)])
        }
        Refused::ByeInLastRounds { last } => tr.t_args(&id, &[("last", &last)]),
        Refused::TooManyByes { used, max } => tr.t_args(&id, &[("used", &used), ("max", &max)]),
        Refused::BadResult(_) | Refused::NoCheckIn | Refused::Withdrawn => tr.t(&id),
    }
}

/// Everything a personal page shows, read in one read transaction.
pub struct Found {
    pub link: Link,
    pub version: i64,
    pub t: Arc<Tournament>,
    pub settings: online::OnlineSettings,
    /// The round a check-in counts for now, and whether the player checked in for it.
    pub check_in: Option<(u32, bool)>,
    /// The reports of the player's board in the current round, by player.
    pub reports: online::Reports,
    pub byes: Vec<ByeRequest>,
}

/// Reads the page of `token` (`None`: unknown or revoked).
pub fn find(state: &AppState, c: &Connection, token: &str) -> Result<Option<Found>, StoreError> {
    let Some(link) = rows::link(c, token)? else {
        return Ok(None);
    };
    crate::store::read_consistent(c, |tx| {
        let tid = link.tournament_id;
        let (version, t) = state.tournament_at(tx, tid)?;
        let settings = rows::settings(tx, tid)?;
        let check_in = match settings
            .check_in
            .round_open(t.rounds().len() as u32, t.settings().rounds)
        {
            Some(r) => Some((r, rows::checked_in(tx, link.entry_id, r)?)),
            None => None,
        };
        let mut reports = online::Reports::new();
        if let Some((r, b)) = current(&t, link.no) {
            reports = rows::reports(tx, tid, r.number())?
                .remove(&b.number)
                .unwrap_or_default();
        }
        let byes = rows::bye_requests_of(tx, link.entry_id)?;
        Ok(Some(Found {
            link,
            version,
            t,
            settings,
            check_in,
            reports,
            byes,
        }))
    })
}

/// The player's current round and board: the last round paired, if it is published and not
/// closed and the player has a board in it.
fn current(t: &Tournament, no: StartNo) -> Option<(&crate::domain::Round, &crate::domain::Board)> {
    let r = t.rounds().last()?;
    if !matches!(
        r.state(),
        RoundState::Published | RoundState::ResultsComplete
    ) {
        return None;
    }
    Some((r, r.board_of(no)?))
}

async fn found(state: &web::Data<AppState>, token: String) -> Result<Found, MeError> {
    let shared = state.clone();
    AppState::read(state, move |c| {
        find(&shared, c, &token)?.ok_or(MeError::NotFound)
    })
    .await
}

/// The next game as the JSON and the page give it.
#[derive(Debug, Clone)]
pub struct NextGame {
    pub round: u32,
    pub board: u32,
    /// The first game of the board without a result (1 once all have one).
    pub game: u8,
    pub games: u8,
    pub opponent: Option<(StartNo, String)>,
    /// The player's colour letter (`w`, `b`) in that game; empty on a bye.
    pub colour: &'static str,
    pub ballot: String,
    pub bye_kind: Option<&'static str>,
    /// The board has a result.
    pub done: bool,
    /// The board's result in the event's notation, from the home seat.
    pub result: String,
    pub home: bool,
}

fn next_of(t: &Tournament, no: StartNo) -> Option<NextGame> {
    let (r, b) = current(t, no)?;
    let home = matches!(b.pairing, Pairing::Game { home, .. } if home == no);
    let game = b
        .games
        .iter()
        .find(|g| !g.has_result())
        .map(|g| g.number)
        .unwrap_or(1);
    let colour = match b.pairing {
        Pairing::Game { .. } => {
            let (h, a) = view::seat_colours(t.settings().variant, u32::from(game));
            if home { h } else { a }
        }
        Pairing::Bye { .. } => "",
    };
    let ballot = b.ballot_text(r);
    let scoring = &t.settings().scoring;
    Some(NextGame {
        round: r.number(),
        board: b.number,
        game,
        games: b.games.len() as u8,
        opponent: b.opponent_of(no).map(|o| {
            (
                o,
                t.entry(o)
                    .map(|e| e.name.as_str().to_owned())
                    .unwrap_or_default(),
            )
        }),
        colour,
        ballot,
        bye_kind: match b.pairing {
            Pairing::Bye { kind, .. } => Some(kind.name()),
            Pairing::Game { .. } => None,
        },
        done: b.has_result(),
        // A bye's result is its points.
        result: match b.report() {
            Some(rep) => rep
                .games
                .iter()
                .map(|g| g.notation(scoring))
                .collect::<Vec<_>>()
                .join(" "),
            None if b.is_bye() => view::board_points(b, no)
                .map(|p| p.to_string())
                .unwrap_or_default(),
            None => String::new(),
        },
        home,
    })
}

fn colour_word(c: &str) -> &'static str {
    match c {
        "w" => "white",
        "b" => "black",
        _ => "",
    }
}

/// The byes of the entry: those granted, and the requests.
fn byes_json(f: &Found) -> Vec<Value> {
    let mut out: BTreeMap<u32, &str> = BTreeMap::new();
    if let Some(e) = f.t.entry(f.link.no) {
        for r in &e.requested_byes {
            out.insert(*r, "approved");
        }
    }
    for b in &f.byes {
        out.entry(b.round).or_insert(b.state.as_str());
    }
    out.into_iter()
        .map(|(round, state)| json!({ "round": round, "state": state }))
        .collect()
}

/// `GET /api/v1/me/{token}`
pub async fn api_me(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, actix_web::Error> {
    let f = match found(&state, path.into_inner()).await {
        Ok(f) => f,
        Err(e) => return Ok(e.json()),
    };
    let t = &f.t;
    let no = f.link.no;
    let name = t
        .entry(no)
        .map(|e| e.name.as_str().to_owned())
        .unwrap_or_default();
    let next = next_of(t, no).map(|n| {
        json!({
            "round": n.round,
            "board": n.board,
            "game": n.game,
            "opponent": n.opponent.as_ref().map(|(o, name)| json!({ "no": o, "name": name })),
            "colour": colour_word(n.colour),
            "opening": (!n.ballot.is_empty()).then_some(&n.ballot),
            "result": (!n.result.is_empty()).then_some(&n.result),
        })
    });
    let reports: Vec<Value> = match next_of(t, no) {
        Some(n) => f
            .reports
            .get(&no)
            .into_iter()
            .flatten()
            .map(|(game, r)| {
                json!({ "round": n.round, "board": n.board, "game": game, "result": r.code() })
            })
            .collect(),
        None => Vec::new(),
    };
    Ok(HttpResponse::Ok().json(json!({
        "code": "ok",
        "tournament": f.link.tournament_id,
        "tournament_name": t.settings().name,
        "no": no,
        "name": name,
        "checked_in": f.check_in.is_some_and(|(_, c)| c),
        "check_in_round": f.check_in.map(|(r, _)| r),
        "next": next,
        "byes": byes_json(&f),
        "reports": reports,
    })))
}

async fn link_of(state: &web::Data<AppState>, token: String) -> Result<Link, MeError> {
    AppState::read(state, move |c| {
        rows::link(c, &token)?.ok_or(MeError::NotFound)
    })
    .await
}

/// Runs `command` of the store in one write as the player whose personal link is `token`.
async fn as_player<T, E>(
    state: &web::Data<AppState>,
    token: String,
    command: impl FnOnce(&mut Connection, Link) -> Result<T, E> + Send + 'static,
) -> Result<T, MeError>
where
    T: Send + 'static,
    E: Send + 'static,
    MeError: From<E>,
{
    let link = link_of(state, token).await?;
    AppState::write(state, move |c| command(c, link).map_err(MeError::from)).await
}

async fn do_check_in(
    state: &web::Data<AppState>,
    token: String,
) -> Result<cmd::CheckedIn, MeError> {
    as_player(state, token, |c, link| {
        cmd::check_in(c, link.tournament_id, link.no, How::Link, &link.author())
    })
    .await
}

/// `POST /api/v1/me/{token}/check-in`: 200 `{"code": "checked-in", "round", "new"}`;
/// checking in again is no change (`"new": false`).
pub async fn api_check_in(state: web::Data<AppState>, path: web::Path<String>) -> HttpResponse {
    match do_check_in(&state, path.into_inner()).await {
        Ok(done) => HttpResponse::Ok().json(json!({
            "code": "checked-in",
            "message": format!("checked in for round {}", done.round),
            "round": done.round,
            "new": done.new,
        })),
        Err(e) => e.json(),
    }
}

/// The body of a result report.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultBody {
    pub round: u32,
    pub board: u32,
    #[serde(default = "one")]
    pub game: u8,
    pub result: String,
}

fn one() -> u8 {
    1
}

/// The body of a bye request.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ByeBody {
    pub round: u32,
}

/// The most a personal JSON body may hold.
pub const BODY_LIMIT: usize = 4 * 1024;

/// The body of a write through a personal link, read only once the link is found: an unknown
/// token is 404 whatever the body.
async fn known_body<T: serde::de::DeserializeOwned>(
    state: &web::Data<AppState>,
    token: &str,
    bytes: &[u8],
) -> Result<T, HttpResponse> {
    if let Err(e) = link_of(state, token.to_owned()).await {
        return Err(e.json());
    }
    body_of(bytes).map_err(|e| e.json())
}

fn body_of<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, MeError> {
    if bytes.len() > BODY_LIMIT {
        return Err(MeError::Invalid {
            field: "body".into(),
            message: format!("at most {BODY_LIMIT} bytes are accepted"),
        });
    }
    let invalid = |field: &str, message: &str| MeError::Invalid {
        field: field.into(),
        message: message.into(),
    };
    let value: Value = serde_json::from_slice(bytes)
        .map_err(|_| invalid("body", "is not JSON: send an object such as {\"round\": 2}"))?;
    // An object only: serde would also read a struct from a list (`[2]`).
    let Value::Object(fields) = &value else {
        return Err(invalid(
            "body",
            "must be a JSON object such as {\"round\": 2}",
        ));
    };
    for (name, v) in fields {
        let whole = |v: &Value| v.as_u64().is_some_and(|n| n <= u64::from(u32::MAX));
        let problem = match name.as_str() {
            "round" | "board" if !whole(v) => Some("must be a whole number such as 2"),
            "game" if !v.as_u64().is_some_and(|n| (1..=255).contains(&n)) => {
                Some("must be a game number from 1")
            }
            "result" if !v.is_string() => Some("must be text such as \"1-0\""),
            "round" | "board" | "game" | "result" => None,
            _ => Some("is not a field of this request"),
        };
        if let Some(p) = problem {
            return Err(invalid(name, p));
        }
    }
    serde_json::from_value(value).map_err(|e| {
        // Only a missing field is left once every field sent was checked above.
        let text = e.to_string();
        let field = text
            .split('`')
            .nth(1)
            .filter(|_| text.starts_with("missing field"))
            .unwrap_or("body");
        invalid(field, "is missing")
    })
}

async fn do_report(
    state: &web::Data<AppState>,
    token: String,
    body: ResultBody,
) -> Result<cmd::Reported, MeError> {
    as_player(state, token, move |c, link| {
        cmd::report_result(c, &link, (body.round, body.board, body.game), &body.result)
    })
    .await
}

async fn do_report_games(
    state: &web::Data<AppState>,
    token: String,
    at: (u32, u32),
    games: Vec<(u8, String)>,
) -> Result<cmd::Reported, MeError> {
    as_player(state, token, move |c, link| {
        let games: Vec<(u8, &str)> = games.iter().map(|(g, r)| (*g, r.as_str())).collect();
        cmd::report_results(c, &link, at, &games)
    })
    .await
}

fn agreement_word(a: &Agreement) -> &'static str {
    match a {
        Agreement::None => "none",
        Agreement::Partial => "waiting",
        Agreement::Agreed { .. } => "agreed",
        Agreement::Disagree => "disagree",
    }
}

/// `POST /api/v1/me/{token}/result` with `{"round", "board", "game", "result"}`: 202 when
/// taken as the player's report (`"agreement"`: `waiting`, `agreed`, `disagree`;
/// `"entered"`: whether it became the board's result by the event's setting).
pub async fn api_result(Read(state, token): Read<String>, body: web::Bytes) -> HttpResponse {
    let body: ResultBody = match known_body(&state, &token, &body).await {
        Ok(b) => b,
        Err(answer) => return answer,
    };
    match do_report(&state, token, body).await {
        Ok(done) => HttpResponse::Accepted().json(json!({
            "code": "reported",
            "message": "your report is recorded; the controller enters the result",
            "agreement": agreement_word(&done.agreement),
            "entered": done.entered,
        })),
        Err(e) => e.json(),
    }
}

async fn do_bye(
    state: &web::Data<AppState>,
    token: String,
    round: u32,
) -> Result<cmd::ByeState, MeError> {
    as_player(state, token, move |c, link| cmd::ask_bye(c, &link, round)).await
}

/// `POST /api/v1/me/{token}/bye` with `{"round"}`: 202 when the request is recorded
/// (`"state"`: `pending`, or `approved` where the event approves requests within its limits).
pub async fn api_bye(Read(state, token): Read<String>, body: web::Bytes) -> HttpResponse {
    let body: ByeBody = match known_body(&state, &token, &body).await {
        Ok(b) => b,
        Err(answer) => return answer,
    };
    match do_bye(&state, token, body.round).await {
        Ok(s) => HttpResponse::Accepted().json(json!({
            "code": "bye-requested",
            "message": format!("your request for a bye in round {} is {}", body.round, s.as_str()),
            "round": body.round,
            "state": s.as_str(),
        })),
        Err(e) => e.json(),
    }
}

/// One choice of the report form: the code sent and the words shown.
pub struct ResultChoice {
    pub code: &'static str,
    pub label: String,
}

/// A round of the event's schedule.
pub struct ScheduleLine {
    pub round: u32,
    pub date: String,
    /// `draft`, `published`, `results-complete`, `closed`, or empty while not paired.
    pub state: &'static str,
}

#[derive(Template)]
#[template(path = "me/page.html")]
pub struct MePage {
    pub tr: Tr,
    /// The player's own report of each game of the board (result codes), by game: a match's
    /// form shows each game as reported.
    pub mine_codes: Vec<(u8, &'static str)>,
    pub token: String,
    pub tournament: String,
    pub name: String,
    pub no: StartNo,
    /// Seconds after which the page reloads itself while a round is being played
    /// ([`REFRESH_SECONDS`]); `None` between rounds, when nothing changes by itself.
    pub refresh: Option<u32>,
    /// The round a check-in counts for now, and whether the player checked in for it; `None`
    /// when the event takes no check-in now.
    pub check_in: Option<(u32, bool)>,
    pub next: Option<NextGame>,
    pub results: Vec<ResultChoice>,
    /// The player's own report of each game, and the opponent's (codes in words).
    pub mine: Vec<(u8, String)>,
    pub theirs: Vec<(u8, String)>,
    /// How the two players' reports of the next game's board stand: `none`, `waiting` (one
    /// has reported), `agreed` or `disagree`.
    pub agreement: &'static str,
    pub can_report: bool,
    /// The place in the standings (empty before a round counts, when all would be first).
    pub rank: String,
    /// The points in the page's language's number style (`2.5`, `2,5`, `2½`).
    pub points: String,
    /// The points as a number, for the plural form of "points".
    pub points_value: f64,
    pub card: Vec<CardRound>,
    pub schedule: Vec<ScheduleLine>,
    pub bye_rounds: Vec<u32>,
    pub byes: Vec<(u32, String)>,
    /// What was refused, in words, and the form it came from (`check-in`, `result`, `bye`).
    pub problem: String,
    pub problem_form: &'static str,
    /// What was just done, in words.
    pub done: String,
}

crate::localized!(MePage);

impl MePage {
    /// The result code the player reported for game `g`, empty when none.
    pub fn mine_code(&self, g: &u8) -> &'static str {
        self.mine_codes
            .iter()
            .find(|(x, _)| x == g)
            .map_or("", |(_, c)| c)
    }
}

/// The personal page of `f` in `tr`'s language, as HTML (the page's work without HTTP).
pub fn page_html(state: &AppState, tr: Tr, f: &Found) -> Result<String, askama::Error> {
    page_of(state, tr, f).render()
}

fn page_of(state: &AppState, tr: Tr, f: &Found) -> MePage {
    let t = &f.t;
    let no = f.link.no;
    let tr = tr.for_tournament(t);
    let scoring = &t.settings().scoring;
    let next = next_of(t, no);
    let names = next.as_ref().and_then(|n| {
        let r = t.round(n.round)?;
        let b = r.board(n.board)?;
        let mut e = b.pairing.entries();
        let h = e.next()?;
        let a = e.next()?;
        let name = |x: StartNo| {
            t.entry(x)
                .map(|e| e.name.as_str().to_owned())
                .unwrap_or_default()
        };
        Some((name(h), name(a)))
    });
    let choices = match &names {
        Some((h, a)) => [GameReport::HomeWins, GameReport::Draw, GameReport::AwayWins]
            .into_iter()
            .map(|g| ResultChoice {
                code: g.code(),
                label: match g {
                    GameReport::HomeWins => tr.t_args(
                        "me-result-wins",
                        &[("name", h), ("result", &g.notation(scoring))],
                    ),
                    GameReport::AwayWins => tr.t_args(
                        "me-result-wins",
                        &[("name", a), ("result", &g.notation(scoring))],
                    ),
                    _ => tr.t_args("me-result-draw", &[("result", &g.notation(scoring))]),
                },
            })
            .collect(),
        None => Vec::new(),
    };
    let say = |g: &GameReport| {
        choices
            .iter()
            .find(|c| c.code == g.code())
            .map(|c| c.label.clone())
            .unwrap_or_else(|| g.notation(scoring))
    };
    let opponent = next.as_ref().and_then(|n| n.opponent.as_ref().map(|o| o.0));
    let listed = |who: Option<StartNo>| -> Vec<(u8, String)> {
        who.and_then(|w| f.reports.get(&w))
            .into_iter()
            .flatten()
            .map(|(g, r)| (*g, say(r)))
            .collect()
    };
    let agreement = match (&next, opponent) {
        (Some(n), Some(_)) => {
            let b = t.round(n.round).and_then(|r| r.board(n.board));
            b.map(|b| agreement_word(&online::agreement(b, &f.reports)))
                .unwrap_or("none")
        }
        _ => "none",
    };
    let can_report = next.as_ref().is_some_and(|n| {
        n.opponent.is_some()
            && !n.done
            && !t.round(n.round).is_some_and(|r| {
                r.boards()
                    .iter()
                    .any(|b| b.number == n.board && b.games.iter().any(|g| g.has_result()))
            })
    });
    let s = state.me.standings(f.link.tournament_id, f.version, t);
    let row = s.row(no);
    let paired = t.rounds().len() as u32;
    let total = t.settings().rounds;
    let schedule = (1..=total)
        .map(|r| ScheduleLine {
            round: r,
            date: t
                .settings()
                .round_dates
                .get(&r)
                .map(|d| tr.date(*d))
                .unwrap_or_default(),
            state: t.round(r).map(|x| x.state().name()).unwrap_or(""),
        })
        .collect();
    let byes: Vec<(u32, String)> = byes_json(f)
        .into_iter()
        .filter_map(|v| Some((v["round"].as_u64()? as u32, v["state"].as_str()?.to_owned())))
        .collect();
    let bye_rounds = (paired + 1..=total.saturating_sub(f.settings.no_byes_last))
        .filter(|r| !byes.iter().any(|(b, _)| b == r))
        .collect();
    let live = t.rounds().last().is_some_and(|r| {
        matches!(
            r.state(),
            RoundState::Published | RoundState::ResultsComplete
        )
    });
    MePage {
        mine_codes: f
            .reports
            .get(&no)
            .into_iter()
            .flatten()
            .map(|(g, r)| (*g, r.code()))
            .collect(),
        token: String::new(),
        tournament: t.settings().name.clone(),
        name: t
            .entry(no)
            .map(|e| e.name.as_str().to_owned())
            .unwrap_or_default(),
        no,
        refresh: live.then_some(REFRESH_SECONDS),
        check_in: f.check_in,
        mine: listed(Some(no)),
        theirs: listed(opponent),
        next,
        results: choices,
        agreement,
        can_report,
        // No place before the standings count a round with its results: every player would be
        // first.
        rank: row
            .filter(|_| s.after_round > 0)
            .map(|r| r.rank.to_string())
            .unwrap_or_default(),
        points: row.map(|r| tr.num(r.points)).unwrap_or_default(),
        points_value: row
            .and_then(|r| r.points.to_string().parse().ok())
            .unwrap_or_default(),
        card: view::card(t, no),
        schedule,
        bye_rounds,
        byes,
        problem: String::new(),
        problem_form: "",
        done: String::new(),
        tr,
    }
}

fn render(page: &MePage, status: StatusCode) -> HttpResponse {
    super::error::html_page(page, status, "the personal page")
}

fn not_found(req: &HttpRequest) -> HttpResponse {
    let tr = Tr::from_request(req);
    HttpResponse::NotFound()
        .content_type("text/plain; charset=utf-8")
        .body(tr.t("me-not-found"))
}

/// The page of `token` with `problem` (refused in form `form`) or `done` said on it.
async fn show(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    token: String,
    status: StatusCode,
    said: Option<(&'static str, &MeError)>,
    done: Option<String>,
) -> HttpResponse {
    let f = match found(state, token.clone()).await {
        Ok(f) => f,
        Err(MeError::NotFound) => return not_found(req),
        Err(e) => return e.json(),
    };
    let mut page = page_of(state, Tr::from_request(req), &f);
    page.token = token;
    if let Some((form, e)) = said {
        page.problem = e.words(&page.tr);
        page.problem_form = form;
    }
    page.done = done.unwrap_or_default();
    render(&page, status)
}

/// `GET /me/{token}`: the personal page.
pub async fn page(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> HttpResponse {
    let done = req
        .query_string()
        .split('&')
        .find_map(|kv| kv.strip_prefix("done="))
        .filter(|d| matches!(*d, "check-in" | "result" | "bye"))
        .map(|d| Tr::from_request(&req).t(&format!("me-done-{d}")));
    show(&req, &state, path.into_inner(), StatusCode::OK, None, done).await
}

fn back(token: &str, done: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, format!("/me/{token}?done={done}")))
        .finish()
}

async fn refused(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    token: String,
    form: &'static str,
    e: MeError,
) -> HttpResponse {
    match e {
        MeError::NotFound => not_found(req),
        MeError::Refused(_) | MeError::Invalid { .. } => {
            show(req, state, token, e.status(), Some((form, &e)), None).await
        }
        e => e.json(),
    }
}

/// The answer to the personal page's form `form` (`check-in`, `result`, `bye`): back to the
/// page saying what was done, or the page again with what was refused.
async fn answer<T>(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    token: String,
    form: &'static str,
    done: Result<T, MeError>,
) -> HttpResponse {
    match done {
        Ok(_) => back(&token, form),
        Err(e) => refused(req, state, token, form, e).await,
    }
}

/// `POST /me/{token}/check-in`
pub async fn check_in(req: HttpRequest, Read(state, token): Read<String>) -> HttpResponse {
    let done = do_check_in(&state, token.clone()).await;
    answer(&req, &state, token, "check-in", done).await
}

/// A field of the personal page's forms, as a number.
fn number<T: std::str::FromStr>(form: &HashMap<String, String>, field: &str) -> Result<T, MeError> {
    form.get(field)
        .and_then(|v| v.trim().parse().ok())
        .ok_or_else(|| MeError::Invalid {
            field: field.into(),
            message: "a number is needed".into(),
        })
}

/// `POST /me/{token}/result` (form `round`, `board`, `game`, `result`). The fields are read
/// after the link is found: an unknown token is 404 whatever is sent.
pub async fn report(
    req: HttpRequest,
    Read(state, token): Read<String>,
    form: web::Form<HashMap<String, String>>,
) -> HttpResponse {
    let done = match link_of(&state, token.clone()).await {
        Ok(_) => report_form(&state, token.clone(), &form).await,
        Err(e) => Err(e),
    };
    answer(&req, &state, token, "result", done).await
}

/// The result form of the personal page read and reported, the link found.
async fn report_form(
    state: &web::Data<AppState>,
    token: String,
    form: &HashMap<String, String>,
) -> Result<(), MeError> {
    // A match's form: one choice per game (`result-1`, `result-2`, ...), those left empty
    // not reported; all reported at once.
    let mut games: Vec<(u8, String)> = form
        .iter()
        .filter_map(|(k, v)| Some((k.strip_prefix("result-")?.parse::<u8>().ok()?, v)))
        .filter(|(g, v)| *g > 0 && !v.trim().is_empty())
        .map(|(g, v)| (g, v.clone()))
        .collect();
    games.sort();
    let matched = form.keys().any(|k| k.starts_with("result-"));
    let done = if matched {
        match (number::<u32>(form, "round"), number::<u32>(form, "board")) {
            (Ok(_), Ok(_)) if games.is_empty() => Err(MeError::Invalid {
                field: "games".into(),
                message: "choose the result of at least one game".into(),
            }),
            (Ok(round), Ok(board)) => do_report_games(state, token, (round, board), games).await,
            (Err(e), _) | (_, Err(e)) => Err(e),
        }
    } else {
        let body = ResultBody {
            round: number(form, "round")?,
            board: number(form, "board")?,
            game: form.get("game").map_or(Ok(1), |_| number(form, "game"))?,
            result: form.get("result").cloned().unwrap_or_default(),
        };
        do_report(state, token, body).await
    };
    done.map(|_| ())
}

/// `POST /me/{token}/bye` (form `round`)
pub async fn bye(
    req: HttpRequest,
    Read(state, token): Read<String>,
    form: web::Form<HashMap<String, String>>,
) -> HttpResponse {
    let done = match link_of(&state, token.clone())
        .await
        .and(number(&form, "round"))
    {
        Ok(round) => do_bye(&state, token.clone(), round).await,
        Err(e) => Err(e),
    };
    answer(&req, &state, token, "bye", done).await
}
