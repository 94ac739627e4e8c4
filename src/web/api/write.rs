//! The JSON write API for live-entry tools: one game's result,
//! `PUT /api/v1/tournaments/{id}/rounds/{n}/boards/{b}/games/{g}/result`, or every game of a
//! board at once, `PUT .../rounds/{n}/boards/{b}/result` with `{"version": 17, "games": ["1-0",
//! "="]}` (a board's games are stored together: the first result of a match is entered this
//! way). POST is accepted for both.
//!
//! The request carries the session cookie of a signed-in controller (chief or assistant) and
//! the session's CSRF token in the `X-CSRF-Token` header (`GET /api/v1/session` gives it). The JSON body (at most
//! [`JSON_LIMIT`] bytes) names the tournament version the client read (`version` of
//! `GET .../rounds/{n}/results`, `.../pairings` or the tournament) and the result, either as
//! the two sides of the game or as one code of the results grid, from the home seat's view:
//!
//! ```json
//! {"version": 17, "first": {"kind": "win", "points": 2}, "second": {"kind": "loss"}}
//! {"version": 17, "result": "1-0"}
//! ```
//!
//! `points` is optional and checked against what the tournament's scoring awards. In a closed
//! round the result can only be corrected with a `reason`. The answers are JSON: 200 with the
//! stored game and the new version; 401 signed out; 403 without the CSRF token; 404 unknown
//! tournament, round, board or game; 409 `{"error": "conflict", "yours", "stored", "version"}`
//! when the version is stale (nothing is changed); 413 body too large; 422 a bad body, naming
//! the field; 423 a round that takes no result (a draft, or closed without a reason).

use crate::domain::text::quoted;
use actix_web::http::StatusCode;
use actix_web::http::header::CONTENT_LENGTH;
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use serde::Serialize;
use serde_json::{Map, Value, json};

use super::super::AppState;
use super::super::DbError;
use super::super::auth::{User, same};
use super::super::error::{chain, store_status};
use crate::domain::{
    BoardReport, Game, GameEntry, GameReport, Points, RoundError, Scoring, SideEntry,
    TournamentError,
};
use crate::store::results::{BoardInput, BoardSeen, Entered, Reason, ResultsDone};
use crate::store::{self, StoreError};

/// The largest body accepted, in bytes.
pub const JSON_LIMIT: usize = 16 * 1024;

/// The header carrying the session's CSRF token.
pub const CSRF_HEADER: &str = "X-CSRF-Token";

/// A body field that is missing or wrong, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

fn bad(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.to_owned(),
        message: message.into(),
    }
}

/// A JSON object body whose fields are all `known`, with its `version`.
fn object_with_version<'a>(
    v: &'a Value,
    known: &[&str],
    expected: &str,
) -> Result<(&'a serde_json::Map<String, Value>, i64), FieldError> {
    let obj = v
        .as_object()
        .ok_or_else(|| bad("body", "the body must be a JSON object"))?;
    if let Some(k) = obj.keys().find(|k| !known.contains(&k.as_str())) {
        return Err(bad(k, format!("unknown field (expected {expected})")));
    }
    let version = obj
        .get("version")
        .ok_or_else(|| {
            bad(
                "version",
                "`version` is missing: send the tournament version read",
            )
        })?
        .as_i64()
        .ok_or_else(|| bad("version", "must be a whole number"))?;
    Ok((obj, version))
}

/// A request to set one game's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameWrite {
    /// The tournament version the client read.
    pub version: i64,
    pub result: GameEntry,
    /// The reason of a correction (closed rounds only).
    pub reason: Option<String>,
}

const KINDS: &str = "win, draw, loss, forfeit-win, forfeit-loss or both-absent";

fn side(obj: &Map<String, Value>, name: &str) -> Result<SideEntry, FieldError> {
    let v = obj
        .get(name)
        .ok_or_else(|| bad(name, format!("`{name}` is missing")))?;
    let o = v
        .as_object()
        .ok_or_else(|| bad(name, r#"must be an object like {"kind": "win"}"#))?;
    if let Some(k) = o.keys().find(|k| *k != "kind" && *k != "points") {
        return Err(bad(
            &format!("{name}.{k}"),
            "unknown field (expected kind and points)",
        ));
    }
    let field = format!("{name}.kind");
    let text = o
        .get("kind")
        .ok_or_else(|| bad(&field, "is missing"))?
        .as_str()
        .ok_or_else(|| bad(&field, "must be a string"))?;
    let kind = GameEntry::side_kind(text)
        .ok_or_else(|| bad(&field, format!("{:?} is not one of {KINDS}", quoted(text))))?;
    let points = match o.get("points") {
        None | Some(Value::Null) => None,
        Some(p) => {
            let field = format!("{name}.points");
            let n = p.as_f64().ok_or_else(|| bad(&field, "must be a number"))?;
            Some(Points::from_f64(n).map_err(|e| bad(&field, e.to_string()))?)
        }
    };
    Ok(SideEntry { kind, points })
}

/// Reads and checks a request body: every field is known, present where required and of the
/// right type, and a result code is read in the event's notation (`scoring`, see
/// [`GameReport::parse`]). Nothing else about the tournament is checked here.
pub fn parse_body(bytes: &[u8], scoring: &Scoring) -> Result<GameWrite, FieldError> {
    let v: Value = serde_json::from_slice(bytes)
        .map_err(|e| bad("body", format!("the body is not JSON: {e}")))?;
    let (obj, version) = object_with_version(
        &v,
        &["version", "result", "first", "second", "reason"],
        "version, result or first and second, reason",
    )?;
    let has_sides = obj.contains_key("first") || obj.contains_key("second");
    let result = match (obj.get("result"), has_sides) {
        (Some(_), true) => {
            return Err(bad(
                "result",
                "send either `result` or `first` and `second`, not both",
            ));
        }
        (Some(r), false) => {
            let code = r
                .as_str()
                .ok_or_else(|| bad("result", "must be a string such as \"1-0\""))?;
            GameEntry::Code(
                GameReport::parse(code, scoring).map_err(|e| bad("result", e.to_string()))?,
            )
        }
        (None, true) => GameEntry::Sides {
            first: side(obj, "first")?,
            second: side(obj, "second")?,
        },
        (None, false) => {
            return Err(bad(
                "result",
                "the result is missing: send `result` or `first` and `second`",
            ));
        }
    };
    let reason = reason_of(obj)?;
    Ok(GameWrite {
        version,
        result,
        reason,
    })
}

/// An answer of the write API other than 200.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("sign in first: send the session cookie")]
    NotSignedIn,
    #[error("the {CSRF_HEADER} header is missing or is not this session's token")]
    Csrf,
    #[error("only the chief controller may do this; assistants enter results and game records")]
    Forbidden,
    #[error("the body is larger than {} KiB", JSON_LIMIT / 1024)]
    TooLarge,
    #[error("{}: {}", .0.field, .0.message)]
    BadBody(FieldError),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Locked(String),
    #[error("the tournament changed since version {yours_version}: nothing was saved")]
    Conflict {
        yours_version: i64,
        yours: Value,
        stored: Value,
        version: i64,
    },
    #[error("{0}")]
    Refused(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Db(#[from] DbError),
    #[error("the request body cannot be read: {0}")]
    Read(String),
    #[error("the session cannot be checked: {0}")]
    Session(String),
}

impl From<TournamentError> for WriteError {
    fn from(e: TournamentError) -> Self {
        match e {
            TournamentError::Round(
                r
                @ (RoundError::Closed { .. } | RoundError::Draft { .. } | RoundError::EmptyReason),
            ) => WriteError::Locked(r.to_string()),
            TournamentError::Round(r @ RoundError::NoSuchBoard { .. })
            | TournamentError::Round(r @ RoundError::ByeBoard { .. }) => {
                WriteError::NotFound(r.to_string())
            }
            e => WriteError::Store(StoreError::Domain(e)),
        }
    }
}

impl ResponseError for WriteError {
    fn status_code(&self) -> StatusCode {
        match self {
            WriteError::NotSignedIn => StatusCode::UNAUTHORIZED,
            WriteError::Csrf | WriteError::Forbidden => StatusCode::FORBIDDEN,
            WriteError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            WriteError::BadBody(_) | WriteError::Refused(_) => StatusCode::UNPROCESSABLE_ENTITY,
            WriteError::NotFound(_) => StatusCode::NOT_FOUND,
            WriteError::Locked(_) => StatusCode::LOCKED,
            WriteError::Conflict { .. } => StatusCode::CONFLICT,
            WriteError::Store(e) => store_status(e),
            WriteError::Db(_) => StatusCode::SERVICE_UNAVAILABLE,
            WriteError::Read(_) => StatusCode::BAD_REQUEST,
            WriteError::Session(_) => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        let body = match self {
            WriteError::Conflict {
                yours,
                stored,
                version,
                ..
            } => json!({
                "error": "conflict",
                "message": self.to_string(),
                "yours": yours,
                "stored": stored,
                "version": version,
            }),
            WriteError::BadBody(f) => json!({
                "error": "invalid",
                "field": f.field,
                "message": self.to_string(),
            }),
            _ if status == StatusCode::INSUFFICIENT_STORAGE => {
                tracing::error!("{}", chain(self));
                json!({ "error": "disk-full", "message": super::super::error::DISK_FULL_MESSAGE })
            }
            _ if status.is_server_error() => {
                tracing::error!("{}", chain(self));
                json!({ "error": "internal error" })
            }
            _ => {
                let code = match self {
                    WriteError::NotSignedIn => "not-signed-in",
                    WriteError::Csrf => "csrf",
                    WriteError::Forbidden => "forbidden",
                    WriteError::TooLarge => "too-large",
                    WriteError::NotFound(_) => "not-found",
                    WriteError::Locked(_) => "locked",
                    _ => "refused",
                };
                json!({ "error": code, "message": self.to_string() })
            }
        };
        HttpResponse::build(status).json(body)
    }
}

/// The answer to a stored result.
#[derive(Serialize)]
struct Stored {
    board: u32,
    /// The game written (one game's result).
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<Game>,
    /// Every game of the board (a board's result).
    #[serde(skip_serializing_if = "Option::is_none")]
    games: Option<Vec<Game>>,
    /// The board's report, once every game of it has a result.
    report: Option<String>,
    version: i64,
}

/// What the client sent, as shown in a conflict.
fn yours(w: &GameWrite) -> Value {
    let side = |s: &SideEntry| json!({ "kind": s.kind.name(), "points": s.points });
    let mut v = match &w.result {
        GameEntry::Code(r) => json!({ "result": r.code() }),
        GameEntry::Sides { first, second } => json!({
            "first": side(first),
            "second": side(second),
        }),
    };
    if let Some(r) = &w.reason {
        v["reason"] = json!(r);
    }
    v["version"] = json!(w.version);
    v
}

/// The write's refusal as the API answers it: a conflict with what was sent (`yours`), a
/// field of the body named, or the store's error as it is.
fn refusal(e: StoreError, yours: Value) -> WriteError {
    match e {
        StoreError::Stale(s) => WriteError::Conflict {
            yours_version: s.yours_version.unwrap_or_default(),
            yours,
            stored: s.stored,
            version: s.version,
        },
        StoreError::Invalid { field, message } => {
            WriteError::BadBody(bad(&field, message.to_string()))
        }
        StoreError::Domain(TournamentError::Round(r)) => match r {
            RoundError::SidesDisagree { .. } => {
                WriteError::BadBody(bad("second.kind", r.to_string()))
            }
            RoundError::PointsDisagree { side, .. } => {
                WriteError::BadBody(bad(&format!("{}.points", side.name()), r.to_string()))
            }
            RoundError::WrongGameCount { .. } => WriteError::BadBody(bad("games", r.to_string())),
            RoundError::NoSuchGame { .. } => WriteError::NotFound(r.to_string()),
            RoundError::OtherGameMissing { .. } => WriteError::Refused(r.to_string()),
            r => TournamentError::Round(r).into(),
        },
        StoreError::Domain(TournamentError::NoSuchRound(n)) => {
            WriteError::NotFound(format!("round {n} is not paired"))
        }
        StoreError::NoSuchTournament(id) => {
            WriteError::NotFound(format!("there is no tournament {id}"))
        }
        StoreError::NotFound(m) => WriteError::NotFound(m),
        e => WriteError::Store(e),
    }
}

/// The answer to a board written (or left as it was: an identical write changes nothing).
fn stored(done: &ResultsDone, n: u32, b: u32, game: Option<u8>) -> Result<Stored, WriteError> {
    let board = done
        .tournament
        .round(n)
        .and_then(|r| r.board(b))
        .ok_or_else(|| WriteError::NotFound(format!("round {n} has no board {b}")))?;
    let (game, games) = match game {
        Some(g) => (
            Some(
                board
                    .games
                    .iter()
                    .find(|x| x.number == g)
                    .cloned()
                    .ok_or_else(|| WriteError::NotFound(format!("board {b} has no game {g}")))?,
            ),
            None,
        ),
        None => (None, Some(board.games.clone())),
    };
    Ok(Stored {
        board: b,
        game,
        games,
        report: board.report().map(|r| r.to_string()),
        version: done.version,
    })
}

/// A request to set a whole board's result: one grid code per game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardWrite {
    pub version: i64,
    pub games: Vec<GameReport>,
    /// 000 art. 3.10 flags; `None` keeps the stored ones.
    pub home_sheets_missing: Option<bool>,
    pub away_sheets_missing: Option<bool>,
    pub reason: Option<String>,
}

/// Reads a board's body: `{"version": N, "games": ["1-0", "="], "home_sheets_missing":
/// false, "away_sheets_missing": false, "reason": "..."}` (the last three optional).
pub fn parse_board_body(bytes: &[u8], scoring: &Scoring) -> Result<BoardWrite, FieldError> {
    let v: Value = serde_json::from_slice(bytes)
        .map_err(|e| bad("body", format!("the body is not JSON: {e}")))?;
    let (obj, version) = object_with_version(
        &v,
        &[
            "version",
            "games",
            "home_sheets_missing",
            "away_sheets_missing",
            "reason",
        ],
        "version, games, home_sheets_missing, away_sheets_missing, reason",
    )?;
    let list = obj
        .get("games")
        .ok_or_else(|| bad("games", "`games` is missing: one result code per game"))?
        .as_array()
        .ok_or_else(|| {
            bad(
                "games",
                r#"must be a list of result codes such as ["1-0", "="]"#,
            )
        })?;
    let mut games = Vec::with_capacity(list.len());
    for (i, g) in list.iter().enumerate() {
        let field = format!("games[{i}]");
        let code = g
            .as_str()
            .ok_or_else(|| bad(&field, "must be a string such as \"1-0\""))?;
        games.push(GameReport::parse(code, scoring).map_err(|e| bad(&field, e.to_string()))?);
    }
    let flag = |name: &str| -> Result<Option<bool>, FieldError> {
        match obj.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(_) => Err(bad(name, "must be true or false")),
        }
    };
    let reason = reason_of(obj)?;
    Ok(BoardWrite {
        version,
        games,
        home_sheets_missing: flag("home_sheets_missing")?,
        away_sheets_missing: flag("away_sheets_missing")?,
        reason,
    })
}

/// The write's `reason`, where it sends one (see [`typed_reason`]).
fn reason_of(obj: &Map<String, Value>) -> Result<Option<String>, FieldError> {
    match obj.get("reason") {
        None | Some(Value::Null) => Ok(None),
        Some(r) => typed_reason(
            r.as_str()
                .ok_or_else(|| bad("reason", "must be a string"))?,
        )
        .map(Some),
    }
}

/// A reason as typed: refused (naming the field) over the reason limit or with a control or
/// bidirectional character (`text::FreeText`).
fn typed_reason(r: &str) -> Result<String, FieldError> {
    use crate::domain::text::{FreeText, FreeTextError};
    match FreeText::optional("reason", Some(r), crate::domain::round::MAX_REASON) {
        Ok(_) => Ok(r.to_owned()),
        Err(FreeTextError::TooLong { len, max, .. }) => Err(bad(
            "reason",
            format!("has {len} characters; at most {max} are accepted"),
        )),
        Err(FreeTextError::Bad { problem, .. }) => Err(bad("reason", problem.to_string())),
    }
}

/// `GET /api/v1/session`: the signed-in account and the CSRF token a write sends in
/// `X-CSRF-Token` (401 when signed out). Readable only by the session's own pages and tools:
/// the session cookie is SameSite=Strict and no other origin may read the answer.
pub async fn session(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, WriteError> {
    let user = User::of(&req, &state)
        .await
        .map_err(|e| WriteError::Session(chain(&e)))?
        .ok_or(WriteError::NotSignedIn)?;
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(json!({
            "name": user.name(),
            "role": if user.is_chief() { "chief" } else { "assistant" },
            "csrf": user.csrf(),
        })))
}

/// The signed-in account (401 without) of a request carrying its CSRF token (403 without),
/// and the body, at most [`JSON_LIMIT`] bytes (413).
async fn authorised_body(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    payload: web::Payload,
) -> Result<(User, web::Bytes), WriteError> {
    let user = User::of(req, state)
        .await
        .map_err(|e| WriteError::Session(chain(&e)))?
        .ok_or(WriteError::NotSignedIn)?;
    let token = req.headers().get(CSRF_HEADER).and_then(|v| v.to_str().ok());
    if !token.is_some_and(|t| same(t, user.csrf())) {
        return Err(WriteError::Csrf);
    }
    let declared = req
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > JSON_LIMIT) {
        return Err(WriteError::TooLarge);
    }
    let bytes = payload
        .to_bytes_limited(JSON_LIMIT)
        .await
        .map_err(|_| WriteError::TooLarge)?
        .map_err(|e| WriteError::Read(e.to_string()))?;
    Ok((user, bytes))
}

/// The scoring of tournament `id`, in which a result sent is read; 404 when there is none.
async fn scoring_of(state: &web::Data<AppState>, id: i64) -> Result<Scoring, WriteError> {
    match AppState::load::<WriteError>(state, id).await {
        Ok(t) => Ok(t.settings().scoring),
        Err(WriteError::Store(StoreError::NoSuchTournament(_))) => {
            Err(WriteError::NotFound(format!("there is no tournament {id}")))
        }
        Err(e) => Err(e),
    }
}

/// The reason a write gives: a correction of a closed round's result, or none.
fn correction(reason: &Option<String>) -> Reason<'_> {
    reason.as_deref().map_or(Reason::None, Reason::Correction)
}

/// A write's account and body: the account's name, and the body as `parse` reads it in the
/// scoring of tournament `id` (refused as [`authorised_body`] and [`scoring_of`] say, 400 for a
/// body that cannot be read).
async fn write_of<T>(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    payload: web::Payload,
    id: i64,
    parse: fn(&[u8], &Scoring) -> Result<T, FieldError>,
) -> Result<(String, T), WriteError> {
    let (user, bytes) = authorised_body(req, state, payload).await?;
    let scoring = scoring_of(state, id).await?;
    let write = parse(&bytes, &scoring).map_err(WriteError::BadBody)?;
    Ok((user.name().to_owned(), write))
}

/// Stores what was `entered` on board `b` of round `n` of tournament `id` by `who`, read at
/// `version`, a correction when a `reason` is given (one transaction, one audit row); answers
/// the board as stored, or its game `game`, a refusal said by `refused`.
async fn enter(
    state: &web::Data<AppState>,
    (id, n, b, game): (i64, u32, u32, Option<u8>),
    who: String,
    (version, reason): (i64, Option<String>),
    entered: Entered,
    refused: impl FnOnce(StoreError) -> WriteError + Send + 'static,
) -> Result<HttpResponse, WriteError> {
    let stored = AppState::write(state, move |c| {
        let input = BoardInput {
            board: b,
            entered,
            seen: BoardSeen::Version(version),
        };
        let reason = correction(&reason);
        let done = store::enter_results(c, id, n, &[input], reason, &who).map_err(refused)?;
        stored(&done, n, b, game)
    })
    .await?;
    Ok(HttpResponse::Ok().json(stored))
}

/// `PUT` (or `POST`) `/api/v1/tournaments/{id}/rounds/{n}/boards/{b}/games/{g}/result`
pub async fn game_result(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32, u32, u8)>,
    payload: web::Payload,
) -> Result<HttpResponse, WriteError> {
    let (id, n, b, g) = path.into_inner();
    let (who, write) = write_of(&req, &state, payload, id, parse_body).await?;
    let mine = yours(&write);
    let entered = Entered::Game {
        game: g,
        entry: write.result,
    };
    let refused = move |e| match refusal(e, mine) {
        // A game's conflict shows the game stored.
        WriteError::Conflict {
            yours_version,
            yours,
            stored,
            version,
        } => WriteError::Conflict {
            yours_version,
            yours,
            stored: stored["games"]
                .as_array()
                .and_then(|gs| gs.iter().find(|x| x["number"] == json!(g)))
                .cloned()
                .unwrap_or(stored),
            version,
        },
        e => e,
    };
    let read = (write.version, write.reason);
    enter(&state, (id, n, b, Some(g)), who, read, entered, refused).await
}

/// `PUT` (or `POST`) `/api/v1/tournaments/{id}/rounds/{n}/boards/{b}/result`: every game of
/// a board at once (needed to enter a match's first results: a board's games are stored
/// together), with the same authentication, limits and answers as a game's result.
pub async fn board_result(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32, u32)>,
    payload: web::Payload,
) -> Result<HttpResponse, WriteError> {
    let (id, n, b) = path.into_inner();
    let (who, write) = write_of(&req, &state, payload, id, parse_board_body).await?;
    let mut sent = BoardReport::new(write.games.clone());
    sent.home_sheets_missing = write.home_sheets_missing.unwrap_or_default();
    sent.away_sheets_missing = write.away_sheets_missing.unwrap_or_default();
    let mut mine = json!({
        "version": write.version,
        "report": sent.to_string(),
    });
    if let Some(r) = &write.reason {
        mine["reason"] = json!(r);
    }
    let entered = Entered::Report {
        games: write.games,
        home_sheets_missing: write.home_sheets_missing,
        away_sheets_missing: write.away_sheets_missing,
    };
    let read = (write.version, write.reason);
    enter(&state, (id, n, b, None), who, read, entered, |e| {
        refusal(e, mine)
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::ResultKind;

    /// A 1-½-0 event's scoring, and a 2-1-0 one's.
    fn one_half() -> Scoring {
        let mut s = two_one();
        s.win = Points::whole(1);
        s.draw = Points::from_halves(1);
        s
    }

    fn two_one() -> Scoring {
        crate::domain::Settings::preset(crate::domain::Preset::FmjdInternational, "T", 5).scoring
    }

    fn field(body: &str) -> String {
        parse_body(body.as_bytes(), &one_half()).unwrap_err().field
    }

    #[test]
    fn a_code_or_two_sides_are_read() {
        let w = parse_body(br#"{"version": 4, "result": "1"}"#, &one_half()).unwrap();
        assert_eq!(w.version, 4);
        assert_eq!(w.result, GameEntry::Code(GameReport::HomeWins));
        let w = parse_body(
            br#"{"version": 9, "first": {"kind": "draw", "points": 1}, "second": {"kind": "draw"}, "reason": "typo"}"#,
            &one_half(),
        )
        .unwrap();
        assert_eq!(
            w.result,
            GameEntry::Sides {
                first: SideEntry {
                    kind: ResultKind::Draw,
                    points: Some(Points::whole(1)),
                },
                second: SideEntry {
                    kind: ResultKind::Draw,
                    points: None,
                },
            }
        );
        assert_eq!(w.reason.as_deref(), Some("typo"));
    }

    #[test]
    fn a_result_is_read_in_the_event_s_notation() {
        let result = |body: &str, s: &Scoring| parse_body(body.as_bytes(), s).map(|w| w.result);
        let code = |r| Ok(GameEntry::Code(r));
        let s = two_one();
        assert_eq!(
            result(r#"{"version": 1, "result": "1:1"}"#, &s),
            code(GameReport::Draw)
        );
        assert_eq!(
            result(r#"{"version": 1, "result": "2:0"}"#, &s),
            code(GameReport::HomeWins)
        );
        assert_eq!(
            result(r#"{"version": 1, "result": "0/2"}"#, &s),
            code(GameReport::AwayWins)
        );
        let s = one_half();
        assert_eq!(
            result(r#"{"version": 1, "result": "1/2-1/2"}"#, &s),
            code(GameReport::Draw)
        );
        assert_eq!(
            result(r#"{"version": 1, "result": "1:1"}"#, &s)
                .unwrap_err()
                .field,
            "result"
        );
        let boards = parse_board_body(br#"{"version": 1, "games": ["2:0", "1:1"]}"#, &two_one())
            .unwrap()
            .games;
        assert_eq!(boards, [GameReport::HomeWins, GameReport::Draw]);
    }

    #[test]
    fn every_bad_body_names_its_field() {
        assert_eq!(field("{"), "body");
        assert_eq!(field("[1]"), "body");
        assert_eq!(field(r#"{"result": "1-0"}"#), "version");
        assert_eq!(field(r#"{"version": "7", "result": "1-0"}"#), "version");
        assert_eq!(field(r#"{"version": 7}"#), "result");
        assert_eq!(field(r#"{"version": 7, "result": "2-0"}"#), "result");
        assert_eq!(field(r#"{"version": 7, "result": 1}"#), "result");
        assert_eq!(field(r#"{"version": 7, "score": "1-0"}"#), "score");
        assert_eq!(
            field(r#"{"version": 7, "first": {"kind": "win"}}"#),
            "second"
        );
        assert_eq!(
            field(r#"{"version": 7, "first": {"kind": "won"}, "second": {"kind": "loss"}}"#),
            "first.kind"
        );
        assert_eq!(
            field(
                r#"{"version": 7, "first": {"kind": "pairing-bye"}, "second": {"kind": "loss"}}"#
            ),
            "first.kind"
        );
        assert_eq!(
            field(
                r#"{"version": 7, "first": {"kind": "win"}, "second": {"kind": "loss", "points": -1}}"#
            ),
            "second.points"
        );
        assert_eq!(
            field(
                r#"{"version": 7, "first": {"kind": "win", "colour": "w"}, "second": {"kind": "loss"}}"#
            ),
            "first.colour"
        );
        assert_eq!(
            field(r#"{"version": 7, "result": "1-0", "first": {"kind": "win"}}"#),
            "result"
        );
        assert_eq!(
            field(r#"{"version": 7, "result": "1-0", "reason": 3}"#),
            "reason"
        );
    }

    #[test]
    fn a_board_body_gives_one_code_per_game() {
        let w = parse_board_body(
            br#"{"version": 3, "games": ["1", "="], "away_sheets_missing": true}"#,
            &one_half(),
        )
        .unwrap();
        assert_eq!(w.games, [GameReport::HomeWins, GameReport::Draw]);
        assert_eq!(w.home_sheets_missing, None);
        assert_eq!(w.away_sheets_missing, Some(true));
        let field = |b: &str| {
            parse_board_body(b.as_bytes(), &one_half())
                .unwrap_err()
                .field
        };
        assert_eq!(field(r#"{"games": ["1-0"]}"#), "version");
        assert_eq!(field(r#"{"version": 3}"#), "games");
        assert_eq!(field(r#"{"version": 3, "games": "1-0 ="}"#), "games");
        assert_eq!(field(r#"{"version": 3, "games": ["1-0", 1]}"#), "games[1]");
        assert_eq!(
            field(r#"{"version": 3, "games": ["1-0", "3-0"]}"#),
            "games[1]"
        );
        assert_eq!(
            field(r#"{"version": 3, "games": ["="], "home_sheets_missing": "yes"}"#),
            "home_sheets_missing"
        );
        assert_eq!(
            field(r#"{"version": 3, "games": [], "result": "="}"#),
            "result"
        );
    }
}
