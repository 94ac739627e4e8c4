//! The audit log page: each change in words (who, when in the event's time zone, what),
//! filterable by round and player; and its CSV download, which keeps every stored field.

use crate::web::admin::post::Admin;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;
use serde::Deserialize;

use super::Who;
use crate::domain::audit::{self as words, Described};
use crate::domain::{StartNo, Tournament};
use crate::export::cells;
use crate::store::{audit, tournaments};
use crate::web::AppState;
use crate::web::auth::User;
use crate::web::error::AdminError;
use crate::web::i18n::{Tr, message};

/// A line of the audit log as shown.
pub struct AuditLine {
    pub at: String,
    pub who: String,
    pub what: String,
    pub reason: String,
}

/// A choice of a filter's select.
pub struct Choice {
    pub value: String,
    pub label: String,
    pub selected: bool,
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/audit.html")]
pub struct AuditPage {
    /// The page's language (`web::i18n`).
    pub tr: Tr,
    pub who: Who,
    pub id: i64,
    pub name: String,
    /// The event's time zone, as the times are shown (`UTC+01:00`).
    pub zone: String,
    pub rounds: Vec<Choice>,
    pub players: Vec<Choice>,
    /// The query of the filters in force, for the CSV link (`?round=2&player=3`, or empty).
    pub query: String,
    pub lines: Vec<AuditLine>,
}

crate::localized!(AuditPage);

/// The filters of the page and the download: `?round=N&player=START_NO` (blank: all).
#[derive(Debug, Default, Deserialize)]
pub struct Filter {
    #[serde(default)]
    pub round: String,
    #[serde(default)]
    pub player: String,
}

impl Filter {
    fn read(&self) -> Result<(Option<u32>, Option<StartNo>), AdminError> {
        // Each filter named by its label on the page.
        let number = |label: &'static str, text: &str| -> Result<Option<u32>, AdminError> {
            match text.trim() {
                "" => Ok(None),
                t => t
                    .parse()
                    .map(Some)
                    .map_err(|_| AdminError::typed(label, "form-not-whole-number", t)),
            }
        };
        Ok((
            number("audit-filter-round", &self.round)?,
            number("audit-filter-player", &self.player)?,
        ))
    }

    fn query(&self) -> String {
        let mut parts = Vec::new();
        for (k, v) in [("round", &self.round), ("player", &self.player)] {
            if !v.trim().is_empty() {
                parts.push(format!("{k}={}", v.trim()));
            }
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!("?{}", parts.join("&"))
        }
    }
}

/// The tournament, the language of its log (the request's, else its own) and the rows of the log
/// newest first, each with what it says, kept by the filter.
async fn rows(
    state: &web::Data<AppState>,
    id: i64,
    filter: &Filter,
) -> Result<(Tournament, Tr, Vec<(audit::AuditRow, Described)>), AdminError> {
    let (round, player) = filter.read()?;
    let (t, rows, places, event) = AppState::read(state, move |c| {
        Ok::<_, AdminError>((
            tournaments::load(c, id)?,
            audit::list(c, id)?,
            audit::places(c, id)?,
            crate::store::teams::event(c, id)?.map(|(_, e)| e),
        ))
    })
    .await?;
    let described = rows
        .into_iter()
        .rev()
        .map(|r| {
            let mut d = words::describe(&t, r.facts(&places));
            // A team match's row names its team by number: the log says its name.
            if let (Some(e), true) = (&event, d.message.starts_with("audit-team-")) {
                for (k, v) in &mut d.args {
                    if let (true, Some(team)) = (
                        matches!(*k, "team" | "first" | "second"),
                        v.parse().ok().and_then(|no| e.team(no)),
                    ) {
                        *v = team.name.clone();
                    }
                }
            }
            (r, d)
        })
        .filter(|(_, d)| round.is_none_or(|r| d.in_round(r)))
        .filter(|(_, d)| player.is_none_or(|p| d.concerns(p)))
        .collect();
    let tr = Tr::current().for_tournament(&t);
    Ok((t, tr, described))
}

/// What a row says, in `tr`'s language.
fn say(tr: &Tr, d: &Described) -> String {
    // A row no message says in full names its entity and action: each in the page's words.
    let said: Vec<(&str, String)> = d
        .args
        .iter()
        .map(|(k, v)| match (d.message, *k) {
            ("audit-other", "entity" | "action") | ("audit-round-other", "action") => {
                (*k, crate::web::words::audit_word(tr, v))
            }
            // The fields a change touched, each named in the page's words.
            (_, "fields") => (
                *k,
                crate::web::view::comma_list(
                    v.split(", ").map(|f| crate::web::words::audit_field(tr, f)),
                ),
            ),
            _ => (*k, v.clone()),
        })
        .collect();
    let args: Vec<(&str, &dyn crate::web::i18n::ToArg)> = said
        .iter()
        .map(|(k, v)| (*k, v as &dyn crate::web::i18n::ToArg))
        .collect();
    message(tr.lang(), d.message, &args).unwrap_or_else(|| d.message.to_owned())
}

/// A row's reason in `tr`'s language: a reason the program wrote said in words, citing the
/// event's own rule book; a reason typed, as typed.
fn reason(tr: &Tr, t: &Tournament, r: &audit::AuditRow, d: &Described) -> String {
    let book = crate::domain::book::RuleBook::of(t.settings());
    let sex = |i: usize| {
        let entry = d.players.get(i).and_then(|&no| t.entry(no));
        crate::web::words::sex_key(entry.and_then(|e| e.sex))
    };
    let names = [
        (d.get("home").unwrap_or(""), sex(0)),
        (d.get("away").unwrap_or(""), sex(1)),
    ];
    r.reason
        .as_deref()
        .map(|why| {
            crate::web::words::system_reason(tr, book, why, names).unwrap_or_else(|| why.to_owned())
        })
        .unwrap_or_default()
}

/// `GET /admin/t/{id}/audit[?round=N&player=NO]`: newest first.
pub async fn audit_log(
    Admin(state, user, id): Admin,
    filter: web::Query<Filter>,
) -> Result<AuditPage, AdminError> {
    let (t, tr, rows) = rows(&state, id, &filter).await?;
    let zone = t.settings().time_zone;
    let lines = rows
        .iter()
        .map(|(r, d)| AuditLine {
            at: zone.local(&r.at),
            who: crate::web::words::author(&tr, &t, &r.who),
            what: say(&tr, d),
            reason: reason(&tr, &t, r, d),
        })
        .collect();
    let (round, player) = filter.read()?;
    let rounds = (1..=t.rounds().len() as u32)
        .map(|r| Choice {
            value: r.to_string(),
            label: tr.t_args("audit-round-choice", &[("round", &r)]),
            selected: round == Some(r),
        })
        .collect();
    let mut players: Vec<Choice> = t
        .entries()
        .iter()
        .map(|e| Choice {
            value: e.no.to_string(),
            label: format!("{}. {}", e.no, e.name.as_str()),
            selected: player == Some(e.no),
        })
        .collect();
    players.sort_by(|a, b| a.label.cmp(&b.label));
    players.sort_by_key(|c| c.value.parse::<u32>().unwrap_or_default());
    Ok(AuditPage {
        who: Who::from(&user),
        id,
        name: t.settings().name.clone(),
        zone: zone.to_string(),
        rounds,
        players,
        query: filter.query(),
        lines,
        tr,
    })
}

/// The CSV's columns: every stored field of the row, then the event-time and the words.
pub const CSV_COLUMNS: [&str; 12] = [
    "id",
    "at",
    "at_local",
    "who",
    "tournament_id",
    "entity",
    "entity_id",
    "action",
    "what",
    "reason",
    "before_json",
    "after_json",
];

/// `GET /admin/t/{id}/audit.csv[?round=N&player=NO]`: the rows shown, each with every field
/// stored (the JSON before and after as stored).
pub async fn audit_csv(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    filter: web::Query<Filter>,
) -> Result<HttpResponse, AdminError> {
    User::require(&req, &state).await?;
    let id = path.into_inner();
    let (t, tr, rows) = rows(&state, id, &filter).await?;
    let zone = t.settings().time_zone;
    let json =
        |v: &Option<serde_json::Value>| v.as_ref().map(|v| v.to_string()).unwrap_or_default();
    let opt = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
    let mut w = cells::Writer::in_memory();
    w.push(CSV_COLUMNS);
    for (r, d) in &rows {
        w.push([
            r.id.to_string(),
            r.at.clone(),
            format!("{} {}", zone.local(&r.at), zone),
            r.who.clone(),
            opt(r.tournament_id),
            r.entity.clone(),
            opt(r.entity_id),
            r.action.clone(),
            say(&tr, d),
            r.reason.clone().unwrap_or_default(),
            json(&r.before),
            json(&r.after),
        ]);
    }
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/csv; charset=utf-8"))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"audit-{id}.csv\""),
        ))
        .body(w.finish()))
}
