//! The public read-only pages: events, a tournament, standings, crosstable, a round's
//! pairings and results, and each player's card. No sign-in, no writes.

use crate::web::read::Read;
use actix_web::{Either, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;

use super::AppState;
use super::error::PageError;
use super::i18n::Tr;
use super::square;
use super::view::{self, BoardRow, CardRound, Table};
use crate::domain::{StartNo, Tournament};
use crate::export::entries::EntryFields;
use crate::store::public::Recorded;
use crate::store::tournaments::{self, TournamentSummary};

/// The games of tournament `id` that have a record (for the links to the game viewer).
pub async fn recorded(state: &web::Data<AppState>, id: i64) -> Result<Vec<Recorded>, PageError> {
    AppState::read(state, move |c| {
        crate::store::public::recorded_games(c, id).map_err(PageError::from)
    })
    .await
}

/// Loads tournament `id` on the blocking pool.
pub async fn load(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<std::sync::Arc<Tournament>, PageError> {
    AppState::load(state, id).await
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament/events.html")]
pub struct EventsPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    /// Events with their sections.
    pub groups: Vec<crate::store::events::EventSummary>,
    /// Tournaments that are no event's section.
    pub events: Vec<TournamentSummary>,
}

crate::localized!(EventsPage);

/// `GET /`: the events with their sections, then the tournaments of no event.
pub async fn events(state: web::Data<AppState>) -> Result<EventsPage, PageError> {
    let (mut groups, all) = AppState::read(&state, |c| {
        Ok::<_, PageError>((crate::store::events::list(c)?, tournaments::list(c)?))
    })
    .await?;
    // An event shows once it has a section (a cached page changes with its tournaments).
    groups.retain(|g| !g.sections.is_empty());
    let events = all
        .into_iter()
        .filter(|t| {
            !groups
                .iter()
                .any(|g| g.sections.iter().any(|s| s.id == t.id))
        })
        .collect();
    Ok(EventsPage {
        tr: Tr::current(),
        groups,
        events,
    })
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament/event.html")]
pub struct EventPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub event: crate::store::events::EventSummary,
}

crate::localized!(EventPage);

/// `GET /e/{id}`: an event and its sections.
pub async fn event(Read(state, id): Read) -> Result<EventPage, PageError> {
    let event = AppState::read(&state, move |c| {
        crate::store::events::get(c, id).map_err(PageError::from)
    })
    .await?
    .ok_or_else(|| PageError::NotFound(Tr::current().t_args("error-no-event", &[("id", &id)])))?;
    Ok(EventPage {
        tr: Tr::current(),
        event,
    })
}

/// A round in a list: number and state.
#[derive(Debug, Clone)]
pub struct RoundLine {
    pub number: u32,
    pub state: &'static str,
    pub public: bool,
    /// The round's date (`YYYY-MM-DD`), or empty.
    pub date: String,
}

/// An entry in a list.
#[derive(Debug, Clone)]
pub struct EntryLine {
    pub no: StartNo,
    pub name: String,
    pub federation: String,
    pub rating: String,
    pub title: String,
    pub women_title: String,
    pub women_rating: String,
    pub club: String,
    /// The round from which the entry is withdrawn.
    pub withdrawn_from: Option<u32>,
    /// The round from which the entry is disqualified (000 art. 6.9 (c)).
    pub disqualified_from: Option<u32>,
}

pub fn round_lines(t: &Tournament) -> Vec<RoundLine> {
    t.rounds()
        .iter()
        .map(|r| RoundLine {
            number: r.number(),
            state: r.state().name(),
            public: view::is_public(r),
            date: t
                .settings()
                .round_dates
                .get(&r.number())
                .map(|d| d.to_string())
                .unwrap_or_default(),
        })
        .collect()
}

pub fn entry_lines(t: &Tournament) -> Vec<EntryLine> {
    t.entries()
        .iter()
        .map(|e| (e, EntryFields::of(e)))
        .map(|(e, f)| EntryLine {
            no: e.no,
            name: f.name,
            federation: f.federation,
            rating: f.rating,
            title: f.title,
            women_title: f.women_title,
            women_rating: f.women_rating,
            club: f.club,
            withdrawn_from: e.withdrawn_from,
            disqualified_from: e.disqualified_from,
        })
        .collect()
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament/show.html")]
pub struct TournamentPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    pub venue: String,
    pub start_date: Option<chrono::NaiveDate>,
    pub end_date: Option<chrono::NaiveDate>,
    pub variant: String,
    pub system: String,
    /// A knock-out: the page links to its bracket.
    pub is_knockout: bool,
    pub rounds_total: u32,
    /// A knock-out's bracket in words (`web::knockout::outline`), said instead of its rounds.
    pub ko_outline: String,
    pub games_per_round: u8,
    pub time_control: String,
    pub rounds: Vec<RoundLine>,
    pub entries: Vec<EntryLine>,
    /// A team event: the page links the team standings.
    pub team: bool,
}

crate::localized!(TournamentPage);

/// `GET /t/{id}`
pub async fn tournament(Read(state, id): Read) -> Result<TournamentPage, PageError> {
    let t = load(&state, id).await?;
    let s = t.settings();
    let tr = Tr::current().for_tournament(&t);
    Ok(TournamentPage {
        time_control: crate::web::words::time_control(&tr, &s.time_control),
        tr,
        id,
        name: s.name.clone(),
        venue: s.venue.clone(),
        start_date: s.start_date,
        end_date: s.end_date.filter(|e| Some(*e) != s.start_date),
        variant: s.variant_label().to_owned(),
        system: s.system.to_string(),
        is_knockout: s.system.is_knockout(),
        rounds_total: s.rounds,
        ko_outline: crate::web::knockout::outline(&Tr::current().for_tournament(&t), &t),
        games_per_round: s.games_per_round,
        rounds: round_lines(&t),
        entries: entry_lines(&t),
        team: s.team.is_some(),
    })
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament/standings.html")]
pub struct StandingsPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    pub table: Table,
    /// A knock-out: its placings are on the bracket page.
    pub knockout: bool,
    /// A team event: the players' scores board by board (a Swiss ranking of the players would
    /// mean nothing there), shown instead of the table; the teams' standings are on the teams
    /// page.
    pub boards: Option<Vec<crate::web::teams::BoardPrize>>,
}

crate::localized!(StandingsPage);

impl StandingsPage {
    /// The standings page of `t` (stored as `id`).
    pub fn new(id: i64, t: &Tournament) -> StandingsPage {
        let s = t.standings();
        StandingsPage {
            tr: Tr::current().for_tournament(t),
            id,
            name: t.settings().name.clone(),
            table: view::table(t, &s, false),
            knockout: t.settings().system.is_knockout(),
            boards: None,
        }
    }
}

/// `GET /t/{id}/standings`
/// A knock-out shows its placings (the round each player reached) instead.
pub async fn standings(
    Read(state, id): Read,
) -> Result<Either<StandingsPage, super::knockout::PlacingsPage>, PageError> {
    let t = load(&state, id).await?;
    if t.settings().system.is_knockout() {
        return Ok(Either::Right(super::knockout::placings(&state, id).await?));
    }
    let mut page = StandingsPage::new(id, &t);
    if t.settings().team.is_some() {
        let (t, e) = super::teams::event::<PageError>(&state, id).await?;
        let scored = e.scored_matches(&t);
        page.boards = Some(super::teams::board_scores(&t, &e, &scored));
    }
    Ok(Either::Left(page))
}

/// A knock-out has no crosstable nor wall chart: their addresses lead to its bracket.
pub(crate) fn to_bracket(id: i64, print: bool) -> HttpResponse {
    let to = if print {
        format!("/t/{id}/print/bracket")
    } else {
        format!("/t/{id}/bracket")
    };
    HttpResponse::SeeOther()
        .insert_header((actix_web::http::header::LOCATION, to))
        .finish()
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament/crosstable.html")]
pub struct CrosstablePage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    pub table: Table,
    /// A round robin's square crosstable, shown instead of the Swiss one.
    pub square: Option<crate::web::square::Square>,
}

crate::localized!(CrosstablePage);

/// `GET /t/{id}/crosstable`
pub async fn crosstable(
    Read(state, id): Read,
) -> Result<Either<CrosstablePage, HttpResponse>, PageError> {
    let t = load(&state, id).await?;
    if t.settings().system.is_knockout() {
        return Ok(Either::Right(to_bracket(id, false)));
    }
    let s = t.standings();
    let tr = Tr::current().for_tournament(&t);
    let recorded = recorded(&state, id).await?;
    let square = square::is_square(&t).then(|| {
        let mut q = square::build(&t, &s, tr.lang());
        square::link(&mut q, &t, id, &recorded);
        q
    });
    let mut table = view::table(&t, &s, square.is_none());
    view::link_cells(&mut table, &t, id, &recorded);
    Ok(Either::Left(CrosstablePage {
        tr,
        id,
        name: t.settings().name.clone(),
        table,
        square,
    }))
}

#[derive(Template, WebTemplate)]
#[template(path = "round/show.html")]
pub struct RoundPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    pub number: u32,
    pub state: &'static str,
    pub boards: Vec<BoardRow>,
}

crate::localized!(RoundPage);

/// `GET /t/{id}/rounds/{n}`: a published round's pairings and results.
/// A team event's round is shown match by match, as its team round page.
pub async fn round(
    Read(state, (id, n)): Read<(i64, u32)>,
) -> Result<actix_web::Either<RoundPage, super::teams::TeamRoundPage>, PageError> {
    let t = load(&state, id).await?;
    let r = t.round(n).filter(|r| view::is_public(r)).ok_or_else(|| {
        PageError::NotFound(Tr::current().t_args("error-round-not-published", &[("n", &n)]))
    })?;
    if t.settings().team.is_some() {
        return Ok(actix_web::Either::Right(
            super::teams::round_page(&state, id, n).await?,
        ));
    }
    let mut boards = view::boards(&t, r);
    view::link_boards(&mut boards, id, n, &recorded(&state, id).await?);
    Ok(actix_web::Either::Left(RoundPage {
        tr: Tr::current().for_tournament(&t),
        id,
        name: t.settings().name.clone(),
        number: n,
        state: r.state().name(),
        boards,
    }))
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament/player.html")]
pub struct PlayerPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub tournament: String,
    pub entry: EntryLine,
    pub rank: String,
    pub points: String,
    /// The points as a number, which chooses the plural form (`1 point`, `2,5 points`).
    pub points_value: f64,
    pub rounds: Vec<CardRound>,
    /// Whether the tournament is a team event (its card is styled as the team pages').
    pub team_event: bool,
}

crate::localized!(PlayerPage);

/// `GET /t/{id}/players/{no}`
pub async fn player(Read(state, (id, no)): Read<(i64, StartNo)>) -> Result<PlayerPage, PageError> {
    let t = load(&state, id).await?;
    let entry = entry_lines(&t)
        .into_iter()
        .find(|e| e.no == no)
        .ok_or_else(|| {
            PageError::NotFound(Tr::current().t_args("error-no-player", &[("no", &no)]))
        })?;
    let s = t.standings();
    let row = s.row(no);
    let mut rounds = view::card(&t, no);
    view::link_card(&mut rounds, &t, id, no, &recorded(&state, id).await?);
    Ok(PlayerPage {
        tr: Tr::current().for_tournament(&t),
        id,
        tournament: t.settings().name.clone(),
        entry,
        rank: row.map(|r| r.rank.to_string()).unwrap_or_default(),
        points: row.map(|r| r.points.to_string()).unwrap_or_default(),
        points_value: row
            .and_then(|r| r.points.to_string().parse().ok())
            .unwrap_or_default(),
        rounds,
        team_event: t.settings().team.is_some(),
    })
}

/// A category's ranking as shown.
pub struct CategoryTable {
    pub name: String,
    /// What the category admits, in words.
    pub rule: String,
    /// Rank (with `=` when shared), starting number, name, rating, points.
    pub rows: Vec<(String, u32, String, String, String)>,
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament/prizes.html")]
pub struct PrizesPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    pub after_round: u32,
    pub awards: Vec<super::admin::prizes::AwardRow>,
    pub problem: String,
    pub categories: Vec<CategoryTable>,
}

crate::localized!(PrizesPage);

/// Tournament `id` and its prize list, if it has one, for the public prize pages.
pub async fn with_prize_list(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<
    (
        std::sync::Arc<Tournament>,
        Option<crate::domain::prize_list::PrizeList>,
    ),
    PageError,
> {
    let t = load(state, id).await?;
    let list = AppState::read(state, move |c| {
        crate::store::prize_lists::get(c, id).map_err(PageError::from)
    })
    .await?;
    Ok((t, list))
}

/// `GET /t/{id}/prizes`: the prize allocation and each category's ranking.
pub async fn prizes(Read(state, id): Read) -> Result<PrizesPage, PageError> {
    let (t, list) = with_prize_list(&state, id).await?;
    let tr = Tr::current().for_tournament(&t);
    let (awards, problem) = super::admin::prizes::allocation(&tr, &t, list.as_ref());
    let s = t.standings();
    let categories = list
        .iter()
        .flat_map(|l| l.categories.iter())
        .map(|c| CategoryTable {
            name: c.name.clone(),
            rule: crate::domain::prize_list::rule_text(&c.rule),
            rows: crate::domain::category::ranking(&t, &s, c)
                .iter()
                .map(|l| {
                    let r = &s.rows[l.row];
                    (
                        format!("{}{}", l.rank, if l.shared { "=" } else { "" }),
                        r.no,
                        r.name.clone(),
                        r.rating.map(|x| x.to_string()).unwrap_or_default(),
                        r.points.to_string(),
                    )
                })
                .collect(),
        })
        .collect();
    Ok(PrizesPage {
        tr,
        id,
        name: t.settings().name.clone(),
        after_round: t.rounds_played(),
        awards,
        problem,
        categories,
    })
}
