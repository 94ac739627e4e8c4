//! A team event's pages: team standings with the team crosstable and the board prizes, each
//! round's matches with their boards (pairing list and results), each team's page with its
//! players board by board, the captains' match slips (print) and the JSON API. Thin: one store
//! query (`store::teams::event`), the domain's standings, a view.

use crate::web::read::Read;
use actix_web::{HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;
use serde::Serialize;

use super::AppState;
use super::error::{ApiError, PageError};
use crate::domain::team::{TeamMatch, TeamNo, TeamPairing, WholeForfeit};
use crate::domain::team_event::TeamEvent;
use crate::domain::team_standings::TeamStandingRow;
use crate::domain::{Points, StartNo, Tournament};

/// The tournament and its team event, read in one go.
pub async fn event<E>(state: &web::Data<AppState>, id: i64) -> Result<(Tournament, TeamEvent), E>
where
    E: From<crate::store::StoreError> + From<super::DbError> + NotTeam + Send + 'static,
{
    AppState::read(state, move |c| {
        crate::store::teams::event(c, id)?.ok_or_else(|| E::not_team(id))
    })
    .await
}

/// The error a page answers for a tournament that is no team event.
pub trait NotTeam {
    fn not_team(id: i64) -> Self;
}

impl NotTeam for PageError {
    fn not_team(_: i64) -> Self {
        PageError::NotFound(
            crate::web::words::Msg::new("team-refusal-not-team-event")
                .say(&crate::web::i18n::Tr::current()),
        )
    }
}

impl NotTeam for ApiError {
    fn not_team(id: i64) -> Self {
        ApiError::NotFound(format!("tournament {id} is not a team event"))
    }
}

/// A line of the team standings.
pub struct StandingLine {
    pub rank: u32,
    pub no: TeamNo,
    pub name: String,
    pub matches: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub match_points: String,
    pub board_points: String,
    pub values: Vec<String>,
    /// Board points against each team of the standings, in standings order (`×` itself).
    pub cross: Vec<String>,
}

/// The standings lines with the crosstable cells.
pub fn standing_lines(
    t: &Tournament,
    e: &TeamEvent,
    rows: &[TeamStandingRow],
    scored: &[TeamMatch],
) -> Vec<StandingLine> {
    let scoring = e.settings.scoring(t.settings());
    rows.iter()
        .map(|r| {
            let cross = rows
                .iter()
                .map(|o| {
                    if o.team == r.team {
                        return "×".to_owned();
                    }
                    scored
                        .iter()
                        .filter(|m| m.has_team(r.team) && m.has_team(o.team))
                        .filter_map(|m| {
                            let s = m.score(&scoring)?;
                            let first = m.is_first(r.team);
                            let (_, own) = s.of(first);
                            let (_, other) = s.of(!first);
                            let f = if m.forfeit.is_some() { "F" } else { "" };
                            Some(format!("{own}-{other}{f}"))
                        })
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            StandingLine {
                rank: r.rank,
                no: r.team,
                name: r.name.clone(),
                matches: r.matches,
                won: r.won,
                drawn: r.drawn,
                lost: r.lost,
                match_points: r.match_points.to_string(),
                board_points: r.board_points.to_string(),
                values: r.values.iter().map(|v| v.to_string()).collect(),
                cross,
            }
        })
        .collect()
}

/// One board of a match as shown.
pub struct BoardView {
    pub board: u32,
    pub first_no: String,
    pub first_name: String,
    pub second_no: String,
    pub second_name: String,
    /// `2-0`, `½-½`, `+:-`, `-:+`, `-:-` ([`board_result`]), or empty while the result is to
    /// come.
    pub result: String,
    /// Whether the first team's player moves first on this board.
    pub first_moves: bool,
}

/// A match as shown.
pub struct MatchView {
    pub round: u32,
    pub number: u32,
    pub first_no: TeamNo,
    pub first: String,
    pub second_no: TeamNo,
    pub second: String,
    pub bye: bool,
    pub forfeit: String,
    /// The whole-team forfeit's code (`first`, `second`, `both`), `none` without one.
    pub forfeit_code: &'static str,
    pub score: String,
    /// Where the match stands: `result`, `in-progress` (some boards' results in) or
    /// `to-be-played` (no result yet).
    pub status: &'static str,
    pub boards: Vec<BoardView>,
    /// Whether the boards are withheld: a public page of a round not yet published.
    pub lineups_hidden: bool,
}

/// Where a scored match stands (see [`MatchView::status`]).
pub fn match_status(m: &TeamMatch, scoring: &crate::domain::team::TeamScoring) -> &'static str {
    if m.score(scoring).is_some() {
        "result"
    } else if m
        .boards
        .iter()
        .any(|b| b.first_points.is_some() || b.second_points.is_some())
    {
        "in-progress"
    } else {
        "to-be-played"
    }
}

fn name_of(t: &Tournament, p: Option<StartNo>) -> String {
    p.and_then(|p| t.entry(p))
        .map(|e| e.name.to_string())
        .unwrap_or_default()
}

/// A board's result in the first team's view, in the notation of the event's files and of
/// the ruling marks (`GameReport::code`): points (`2-0`, `½-½`), a forfeit `+:-` or `-:+`
/// (000 art. 2.24: a player absent, or a board left empty by one team), `-:-` where neither
/// side scores (000 art. 2.25: both absent, or a board left empty by both teams); empty while
/// the result is to come.
fn board_result(t: &Tournament, m: &TeamMatch, b: &crate::domain::team::MatchBoard) -> String {
    use crate::domain::round::GameReport;
    match (b.first, b.second) {
        (Some(f), Some(_)) => {
            let Some(board) = t.round(m.round).and_then(|r| r.board_of(f)) else {
                return String::new();
            };
            let results: Vec<_> = board.games.iter().filter_map(|g| g.result_of(f)).collect();
            let kind = |k: crate::domain::ResultKind| results.iter().any(|r| r.kind == k);
            let forfeit = results
                .iter()
                .any(|r| !r.kind.is_played() && r.kind != crate::domain::ResultKind::BothAbsent);
            match (b.first_points, b.second_points) {
                (Some(_), Some(_)) if kind(crate::domain::ResultKind::BothAbsent) && !forfeit => {
                    GameReport::BothAbsent.code().into()
                }
                (Some(x), Some(y)) if forfeit => if x >= y {
                    GameReport::AwayAbsent
                } else {
                    GameReport::HomeAbsent
                }
                .code()
                .into(),
                (Some(x), Some(y)) => format!("{}-{}", half(x), half(y)),
                _ => String::new(),
            }
        }
        (Some(_), None) => GameReport::AwayAbsent.code().into(),
        (None, Some(_)) => GameReport::HomeAbsent.code().into(),
        (None, None) => GameReport::BothAbsent.code().into(),
    }
}

fn half(p: Points) -> String {
    let h = p.halves();
    match (h / 2, h % 2) {
        (0, 1) => "½".into(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// The matches of round `round` as shown.
pub fn match_views(t: &Tournament, e: &TeamEvent, round: u32) -> Vec<MatchView> {
    let scoring = e.settings.scoring(t.settings());
    let team = |no: TeamNo| e.team(no).map(|x| x.name.clone()).unwrap_or_default();
    e.scored_matches(t)
        .iter()
        .filter(|m| m.round == round)
        .map(|m| {
            let (first_no, second_no, bye) = match m.pairing {
                TeamPairing::Match { first, second } => (first, second, false),
                TeamPairing::Bye { team } => (team, 0, true),
            };
            let score = m
                .score(&scoring)
                .map(|s| format!("{} – {}", s.first_board_points, s.second_board_points))
                .unwrap_or_default();
            MatchView {
                round: m.round,
                number: m.number,
                first_no,
                first: team(first_no),
                second_no,
                second: if bye { String::new() } else { team(second_no) },
                bye,
                forfeit: match m.forfeit {
                    None => String::new(),
                    Some(WholeForfeit::First) => team(first_no),
                    Some(WholeForfeit::Second) => team(second_no),
                    Some(WholeForfeit::Both) => format!("{}, {}", team(first_no), team(second_no)),
                },
                forfeit_code: m.forfeit.map_or("none", WholeForfeit::name),
                score,
                status: match_status(m, &scoring),
                boards: m
                    .boards
                    .iter()
                    .map(|b| BoardView {
                        board: b.board,
                        first_no: b.first.map(|p| p.to_string()).unwrap_or_default(),
                        first_name: name_of(t, b.first),
                        second_no: b.second.map(|p| p.to_string()).unwrap_or_default(),
                        second_name: name_of(t, b.second),
                        result: board_result(t, m, b),
                        first_moves: TeamMatch::first_mover_is_first_team(b.board),
                    })
                    .collect(),
                lineups_hidden: false,
            }
        })
        .collect()
}

/// Whether round `n`'s line-ups may be shown to the public: once the round is published. A
/// draft round's line-ups are for the controller only: a captain must not see the other
/// team's before handing in their own.
pub fn lineups_public(t: &Tournament, n: u32) -> bool {
    t.round(n)
        .is_some_and(|r| r.state() != crate::domain::RoundState::Draft)
}

/// The matches of round `round` as the public pages and the API show them: their boards
/// withheld while the round is not published ([`lineups_public`]).
pub fn public_match_views(t: &Tournament, e: &TeamEvent, round: u32) -> Vec<MatchView> {
    let mut views = match_views(t, e, round);
    if !lineups_public(t, round) {
        for m in &mut views {
            m.lineups_hidden = !m.bye && m.forfeit.is_empty();
            m.boards.clear();
        }
    }
    views
}

/// A player's line on the team page: the board and points of each round.
pub struct PlayerLine {
    pub place: usize,
    pub no: StartNo,
    pub name: String,
    pub rating: String,
    /// Per round: `B2 1` (board 2, 1 point), empty when the player rested.
    pub rounds: Vec<String>,
    pub points: String,
    pub games: u32,
    pub percent: String,
}

/// Each player's boards and points, from the scored matches: (player, board, points, the
/// most a board could bring).
fn player_games(
    t: &Tournament,
    e: &TeamEvent,
    scored: &[TeamMatch],
) -> Vec<(StartNo, u32, u32, Points, Points)> {
    let scoring = e.settings.scoring(t.settings());
    let max = scoring.win * u32::from(scoring.games);
    let mut out = Vec::new();
    for m in scored {
        for b in &m.boards {
            for (p, pts) in [(b.first, b.first_points), (b.second, b.second_points)] {
                if let (Some(p), Some(pts)) = (p, pts) {
                    out.push((p, m.round, b.board, pts, max));
                }
            }
        }
    }
    out
}

fn percent(points: Points, max: Points) -> String {
    if max.halves() == 0 {
        return String::new();
    }
    format!(
        "{:.1}",
        100.0 * f64::from(points.halves()) / f64::from(max.halves())
    )
}

/// The lines of team `no`'s page.
pub fn player_lines(
    t: &Tournament,
    e: &TeamEvent,
    no: TeamNo,
    scored: &[TeamMatch],
) -> Vec<PlayerLine> {
    let Some(team) = e.team(no) else {
        return Vec::new();
    };
    let games = player_games(t, e, scored);
    let rounds = e.rounds_paired();
    team.players
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let mine: Vec<_> = games.iter().filter(|g| g.0 == p).collect();
            let points: Points = mine.iter().map(|g| g.3).sum();
            let max: Points = mine.iter().map(|g| g.4).sum();
            let entry = t.entry(p);
            PlayerLine {
                place: i + 1,
                no: p,
                name: entry.map(|e| e.name.to_string()).unwrap_or_default(),
                rating: entry
                    .and_then(|e| e.rating)
                    .map(|r| r.to_string())
                    .unwrap_or_default(),
                rounds: (1..=rounds)
                    .map(|r| {
                        mine.iter()
                            .find(|g| g.1 == r)
                            .map(|g| format!("B{} {}", g.2, half(g.3)))
                            .unwrap_or_default()
                    })
                    .collect(),
                points: points.to_string(),
                games: mine.len() as u32,
                percent: percent(points, max),
            }
        })
        .collect()
}

/// A board prize line: the best percentage on a board, with at least `min` games there.
pub struct BoardPrize {
    pub board: u32,
    pub no: StartNo,
    pub name: String,
    pub team: String,
    pub points: String,
    pub games: u32,
    pub percent: String,
}

/// The minimum of games on a board for its prize: two thirds of the rounds played, rounded
/// up (at least 1).
pub fn board_prize_minimum(e: &TeamEvent, t: &Tournament) -> u32 {
    let played = t
        .rounds()
        .iter()
        .filter(|r| r.state().is_complete())
        .count() as u32;
    (played * 2)
        .div_ceil(3)
        .max(1)
        .min(e.rounds_paired().max(1))
}

/// Every player's score on each board they played, board by board: a team event's individual
/// list, where a Swiss ranking of the players would mean nothing. On a board the best
/// percentage comes first, then more games, then the lower start number.
pub fn board_scores(t: &Tournament, e: &TeamEvent, scored: &[TeamMatch]) -> Vec<BoardPrize> {
    let games = player_games(t, e, scored);
    let mut out = Vec::new();
    for board in 1..=e.settings.boards {
        let mut players: Vec<StartNo> =
            games.iter().filter(|g| g.2 == board).map(|g| g.0).collect();
        players.sort_unstable();
        players.dedup();
        let mut lines: Vec<(u64, u32, StartNo, Points, Points)> = players
            .into_iter()
            .map(|p| {
                let mine: Vec<_> = games.iter().filter(|g| g.0 == p && g.2 == board).collect();
                let pts: Points = mine.iter().map(|g| g.3).sum();
                let max: Points = mine.iter().map(|g| g.4).sum();
                // Percentages compared exactly: points × 1,000,000 / the most possible.
                let key = u64::from(pts.halves()) * 1_000_000 / u64::from(max.halves().max(1));
                (key, mine.len() as u32, p, pts, max)
            })
            .collect();
        lines.sort_by_key(|&(key, n, p, _, _)| (std::cmp::Reverse(key), std::cmp::Reverse(n), p));
        out.extend(lines.into_iter().map(|(_, n, p, pts, max)| BoardPrize {
            board,
            no: p,
            name: name_of(t, Some(p)),
            team: e.team_of(p).map(|x| x.name.clone()).unwrap_or_default(),
            points: pts.to_string(),
            games: n,
            percent: percent(pts, max),
        }));
    }
    out
}

/// The best percentage on each board among players with at least `min` games on it (ties:
/// more games, then the lower start number): the first of each board's [`board_scores`]
/// with `min` games or more.
pub fn board_prizes(
    t: &Tournament,
    e: &TeamEvent,
    scored: &[TeamMatch],
    min: u32,
) -> Vec<BoardPrize> {
    let mut out: Vec<BoardPrize> = Vec::new();
    for line in board_scores(t, e, scored) {
        if line.games >= min && out.last().is_none_or(|l| l.board != line.board) {
            out.push(line);
        }
    }
    out
}

/// The team tie-breaks' columns: each one's code (the heading) and name (its legend's
/// selector).
pub fn heads(e: &TeamEvent) -> Vec<(String, String)> {
    e.settings
        .tie_breaks
        .iter()
        .map(|tb| (tb.code().to_owned(), tb.name().to_owned()))
        .collect()
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament/teams.html")]
pub struct TeamsPage {
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    /// The team tie-breaks' columns: code (`MPVGP`, `DE`...) and name, for the legend.
    pub heads: Vec<(String, String)>,
    pub lines: Vec<StandingLine>,
    pub rounds: Vec<u32>,
    pub prizes: Vec<BoardPrize>,
    pub minimum: u32,
}
crate::localized!(TeamsPage);

/// `GET /t/{id}/teams`: the team standings, the team crosstable and the board prizes.
pub async fn standings(Read(state, id): Read) -> Result<TeamsPage, PageError> {
    let (t, e) = event::<PageError>(&state, id).await?;
    let scored = e.scored_matches(&t);
    let rows = e.standings_of(&t, &scored);
    let minimum = board_prize_minimum(&e, &t);
    Ok(TeamsPage {
        tr: crate::web::i18n::Tr::current().for_tournament(&t),
        id,
        name: t.settings().name.clone(),
        heads: heads(&e),
        lines: standing_lines(&t, &e, &rows, &scored),
        rounds: (1..=e.rounds_paired()).collect(),
        prizes: board_prizes(&t, &e, &scored, minimum),
        minimum,
    })
}

/// `GET /t/{id}/teams/standings.csv`: the team standings as the command line writes them
/// (`rank,team,match_points,board_points`, then the team tie-breaks).
pub async fn standings_csv(Read(state, id): Read) -> Result<HttpResponse, PageError> {
    let (t, e) = event::<PageError>(&state, id).await?;
    let name = crate::export::file_name(
        &t.settings().name,
        crate::export::Format::CsvStandings,
        None,
    )
    .replace("standings", "team-standings");
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            actix_web::http::header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{name}\""),
        ))
        .body(crate::export::teams::standings(&t, &e)))
}

#[derive(Template, WebTemplate)]
#[template(path = "print/team_standings.html")]
pub struct PrintStandingsPage {
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    pub after: u32,
    /// The team tie-breaks' columns: code (`MPVGP`, `DE`...) and name, for the legend.
    pub heads: Vec<(String, String)>,
    pub lines: Vec<StandingLine>,
}
crate::localized!(PrintStandingsPage);

/// `GET /t/{id}/teams/print/standings`: the team standings for the notice board.
pub async fn print_standings(Read(state, id): Read) -> Result<PrintStandingsPage, PageError> {
    let (t, e) = event::<PageError>(&state, id).await?;
    let scored = e.scored_matches(&t);
    let rows = e.standings_of(&t, &scored);
    let scoring = e.settings.scoring(t.settings());
    // The last team round every match of which has its result.
    let after = (1..=e.rounds_paired())
        .rev()
        .find(|&r| {
            scored
                .iter()
                .filter(|m| m.round == r)
                .all(|m| m.score(&scoring).is_some())
        })
        .unwrap_or(0);
    Ok(PrintStandingsPage {
        tr: crate::web::i18n::Tr::current().print(&t),
        id,
        name: t.settings().name.clone(),
        after,
        heads: heads(&e),
        lines: standing_lines(&t, &e, &rows, &scored),
    })
}

/// The 404 of a team round not (yet) paired, in the reader's language.
fn round_not_paired(n: u32) -> PageError {
    PageError::NotFound(
        crate::web::words::Msg::new("team-round-not-paired")
            .arg("round", n)
            .say(&crate::web::i18n::Tr::current()),
    )
}

#[derive(Template, WebTemplate)]
#[template(path = "round/team_round.html")]
pub struct TeamRoundPage {
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    pub round: u32,
    pub matches: Vec<MatchView>,
    /// The colour letters (`w`/`b`) of the first mover and of the other player.
    pub colours: (&'static str, &'static str),
}
crate::localized!(TeamRoundPage);

/// `GET /t/{id}/teams/rounds/{n}`: the round's matches with their boards and results.
pub async fn round(Read(state, (id, n)): Read<(i64, u32)>) -> Result<TeamRoundPage, PageError> {
    round_page(&state, id, n).await
}

/// Team round `n` of event `id`: its matches, each with its boards and score, a forfeited
/// match as such (also the page of `/t/{id}/rounds/{n}` in a team event).
pub async fn round_page(
    state: &web::Data<AppState>,
    id: i64,
    n: u32,
) -> Result<TeamRoundPage, PageError> {
    team_round(state, id, n, false).await
}

/// Team round `n` of event `id` as its page shows it, or, `print`ed for the captains' slips,
/// its matches played over the board only, in the language of the printed pages.
async fn team_round(
    state: &web::Data<AppState>,
    id: i64,
    n: u32,
    print: bool,
) -> Result<TeamRoundPage, PageError> {
    let (t, e) = event::<PageError>(state, id).await?;
    if n == 0 || n > e.rounds_paired() {
        return Err(round_not_paired(n));
    }
    let mut matches = public_match_views(&t, &e, n);
    let tr = crate::web::i18n::Tr::current();
    let tr = if print {
        matches.retain(|m| !m.bye && m.forfeit.is_empty());
        tr.print(&t)
    } else {
        tr.for_tournament(&t)
    };
    Ok(TeamRoundPage {
        tr,
        id,
        name: t.settings().name.clone(),
        round: n,
        matches,
        colours: first_colours(&t),
    })
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament/team.html")]
pub struct TeamPage {
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    pub no: TeamNo,
    pub team: String,
    pub club: String,
    pub captain: String,
    pub rounds: Vec<u32>,
    pub players: Vec<PlayerLine>,
    pub rank: String,
    pub match_points: String,
    pub board_points: String,
}
crate::localized!(TeamPage);

/// `GET /t/{id}/teams/{no}`: a team, its players board by board and their scores.
pub async fn team(Read(state, (id, no)): Read<(i64, TeamNo)>) -> Result<TeamPage, PageError> {
    let (t, e) = event::<PageError>(&state, id).await?;
    let team = e
        .team(no)
        .ok_or_else(|| {
            PageError::NotFound(
                crate::web::words::Msg::new("team-refusal-no-such-team")
                    .arg("team", no)
                    .say(&crate::web::i18n::Tr::current()),
            )
        })?
        .clone();
    let scored = e.scored_matches(&t);
    let rows = e.standings_of(&t, &scored);
    let row = rows.iter().find(|r| r.team == no);
    Ok(TeamPage {
        tr: crate::web::i18n::Tr::current().for_tournament(&t),
        id,
        name: t.settings().name.clone(),
        no,
        team: team.name.clone(),
        club: team.club.clone().unwrap_or_default(),
        captain: team.captain.clone().unwrap_or_default(),
        rounds: (1..=e.rounds_paired()).collect(),
        players: player_lines(&t, &e, no, &scored),
        rank: row.map(|r| r.rank.to_string()).unwrap_or_default(),
        match_points: row.map(|r| r.match_points.to_string()).unwrap_or_default(),
        board_points: row.map(|r| r.board_points.to_string()).unwrap_or_default(),
    })
}

#[derive(Template, WebTemplate)]
#[template(path = "print/team_slips.html")]
pub struct SlipsPage {
    /// The round, its matches played over the board only.
    pub round_page: TeamRoundPage,
}
crate::localized!(SlipsPage);

impl std::ops::Deref for SlipsPage {
    type Target = TeamRoundPage;
    fn deref(&self) -> &TeamRoundPage {
        &self.round_page
    }
}

/// The colour letters (`w`/`b`) of the player moving first and of the other (000 art. 1.13:
/// Black first in English draughts and checkers; White first in the others).
pub fn first_colours(t: &Tournament) -> (&'static str, &'static str) {
    super::view::seat_colours(t.settings().variant, 1)
}

/// `GET /t/{id}/teams/rounds/{n}/print/slips`: one slip per match for the captains: the
/// boards with the players put up, colours, and a box for each result and the signatures.
pub async fn slips(Read(state, (id, n)): Read<(i64, u32)>) -> Result<SlipsPage, PageError> {
    Ok(SlipsPage {
        round_page: team_round(&state, id, n, true).await?,
    })
}

#[derive(Serialize)]
struct ApiStandings {
    tournament: i64,
    tie_breaks: Vec<&'static str>,
    rows: Vec<TeamStandingRow>,
}

/// `GET /api/v1/tournaments/{id}/teams/standings`
pub async fn api_standings(Read(state, id): Read) -> Result<HttpResponse, ApiError> {
    let (t, e) = event::<ApiError>(&state, id).await?;
    Ok(HttpResponse::Ok().json(ApiStandings {
        tournament: id,
        tie_breaks: e.settings.tie_breaks.iter().map(|tb| tb.name()).collect(),
        rows: e.standings(&t),
    }))
}

#[derive(Serialize)]
struct ApiMatch {
    round: u32,
    number: u32,
    pairing: TeamPairing,
    forfeit: Option<WholeForfeit>,
    /// `result`, `in-progress` or `to-be-played` (no points counted yet).
    status: &'static str,
    first_board_points: Option<Points>,
    second_board_points: Option<Points>,
    first_match_points: Option<Points>,
    second_match_points: Option<Points>,
    boards: Vec<crate::domain::team::MatchBoard>,
}

/// `GET /api/v1/tournaments/{id}/teams/matches`: every match with its boards and score.
pub async fn api_matches(Read(state, id): Read) -> Result<HttpResponse, ApiError> {
    let (t, e) = event::<ApiError>(&state, id).await?;
    let scoring = e.settings.scoring(t.settings());
    let out: Vec<ApiMatch> = e
        .scored_matches(&t)
        .into_iter()
        .map(|mut m| {
            let s = m.score(&scoring);
            if !lineups_public(&t, m.round) {
                m.boards.clear();
            }
            ApiMatch {
                round: m.round,
                number: m.number,
                pairing: m.pairing,
                forfeit: m.forfeit,
                status: match_status(&m, &scoring),
                first_board_points: s.map(|s| s.first_board_points),
                second_board_points: s.map(|s| s.second_board_points),
                first_match_points: s.map(|s| s.first_match_points),
                second_match_points: s.map(|s| s.second_match_points),
                boards: m.boards,
            }
        })
        .collect();
    Ok(HttpResponse::Ok().json(out))
}
