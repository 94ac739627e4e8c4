//! Rounds: pairing the next round (proposed by the tournament's system, or typed by hand),
//! the pairing rules a draft breaks, publishing (over warnings only when confirmed),
//! unpublishing and closing, the results grid, one-action forfeits and the missing results.

use super::post::{Admin, Edit, Posted, Reply, page_with, run, signed_form};
use crate::domain::text::quoted;
use crate::web::words::Msg;
use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::super::view::{self, BoardRow};
use super::{Who, load, see_other};
use crate::domain::ranking::RankingError;
use crate::domain::{
    Availability, Forfeit, GameReport, Pairing, RoundState, StartNo, Tournament, TournamentError,
    draft,
};
use crate::store;
use crate::store::backup::Event;
use crate::store::results::{BoardInput, BoardSeen, Entered, Reason};

#[derive(Template, WebTemplate)]
#[template(path = "admin/new_round.html")]
pub struct NewRoundPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub number: u32,
    /// Entries to pair: number and name.
    pub available: Vec<(StartNo, String)>,
    pub pairings: String,
    /// How the proposal in `pairings` was made, or why none could be.
    pub method: String,
    /// The method's code (`berger`, `dutch`...), for the languages whose words agree with it.
    pub method_code: &'static str,
    /// A round robin: paired by the Berger tables on the start numbers (FIDE C.05 Annex 1),
    /// not on an initial ranking (C.04.2).
    pub round_robin: bool,
    pub proposal_error: String,
    /// Whether `warnings` comes from checking the pairing typed.
    pub checked: bool,
    /// The pairing rules the pairing breaks (or, when `unreadable`, its bad lines).
    pub warnings: Vec<String>,
    pub unreadable: bool,
    /// Entries to pair whose entry fee is not paid in full (check-in).
    pub unpaid: Vec<String>,
    /// The initial ranking (C.04.2), pairing number 1 first.
    pub ranking: Vec<RankLine>,
    /// Whether the controller may still reorder it (round 1 not paired).
    pub can_reorder: bool,
    /// The order typed (start numbers), its reason, and why it was refused.
    pub order: String,
    pub order_reason: String,
    pub order_error: String,
    /// The pairing shown (the proposal, or the one typed and checked) as a table.
    pub table: Vec<ProposalRow>,
    /// The colour letters (`colour-name`) of the home and away players in game 1.
    pub home_colour: &'static str,
    pub away_colour: &'static str,
    /// Games a round (the colours are reversed each game).
    pub games: u8,
    /// When the round needs a check-in: the players who could play it and did not check in
    /// (players online); the controller leaves them out or pairs them anyway.
    pub not_checked_in: Option<Vec<(StartNo, String)>>,
    /// Players absent the two rounds before this one: the controller withdraws them (a
    /// reason prefilled, confirmed) or pairs them anyway.
    pub absent: Vec<AbsentRow>,
}

crate::localized!(NewRoundPage);

/// A player absent two rounds running, as the pairing page names them.
pub struct AbsentRow {
    pub no: StartNo,
    pub name: String,
    pub first: u32,
    pub second: u32,
    /// The withdrawal's reason, prefilled in the page's language.
    pub reason: String,
}

/// The players absent from the two rounds before round `round`.
fn absent_rows(t: &Tournament, round: u32, tr: &crate::web::i18n::Tr) -> Vec<AbsentRow> {
    crate::domain::absence::absent_two_rounds_running(t, round)
        .into_iter()
        .map(|a| {
            let [(first, _), (second, _)] = a.rounds;
            AbsentRow {
                reason: tr.t_args("absent-reason", &[("first", &first), ("second", &second)]),
                no: a.no,
                name: a.name,
                first,
                second,
            }
        })
        .collect()
}

/// A line of the initial ranking.
pub struct RankLine {
    pub pairing_no: u32,
    pub no: StartNo,
    pub name: String,
    pub rating: String,
    pub title: String,
}

/// A player on a board of the pairing shown.
pub struct ProposalSide {
    pub no: StartNo,
    pub pairing_no: String,
    pub name: String,
    pub rating: String,
    pub points: String,
}

/// A board of the pairing shown; `away` is `None` for the pairing bye.
pub struct ProposalRow {
    pub board: u32,
    pub home: ProposalSide,
    pub away: Option<ProposalSide>,
}

/// The pairing `pairings` of round `round` as a table: names, pairing numbers, ratings and
/// points before the round.
fn proposal_table(t: &Tournament, round: u32, pairings: &[Pairing]) -> Vec<ProposalRow> {
    // A round robin pairs by Berger numbers, the start-number order of the entries (FIDE C.05
    // Annex 1, as `domain::draft` reads the tables); a Swiss by the initial ranking (C.04.2).
    let numbers: std::collections::BTreeMap<StartNo, u32> = if crate::web::square::is_square(t) {
        t.entries()
            .iter()
            .enumerate()
            .map(|(i, e)| (e.no, i as u32 + 1))
            .collect()
    } else {
        t.pairing_numbers()
    };
    let points = view::points_before(t, round);
    let side = |no: StartNo| {
        let e = t.entry(no);
        ProposalSide {
            no,
            pairing_no: numbers.get(&no).map(u32::to_string).unwrap_or_default(),
            name: e
                .map(|e| e.name.to_string())
                .unwrap_or_else(|| format!("#{no}")),
            rating: e
                .and_then(|e| crate::domain::ranking::event_rating(t.settings(), e))
                .map(|r| r.to_string())
                .unwrap_or_default(),
            points: points.get(&no).copied().unwrap_or_default().to_string(),
        }
    };
    let mut board = 0;
    pairings
        .iter()
        .filter_map(|p| match *p {
            Pairing::Game { home, away } => {
                board += 1;
                Some(ProposalRow {
                    board,
                    home: side(home),
                    away: Some(side(away)),
                })
            }
            Pairing::Bye {
                entry,
                kind: crate::domain::ByeKind::Pairing,
            } => Some(ProposalRow {
                board: 0,
                home: side(entry),
                away: None,
            }),
            Pairing::Bye { .. } => None,
        })
        .collect()
}

/// The initial ranking as listed on the page.
fn ranking_lines(t: &Tournament) -> Vec<RankLine> {
    t.initial_ranking()
        .into_iter()
        .enumerate()
        .filter_map(|(i, no)| {
            let e = t.entry(no)?;
            Some(RankLine {
                pairing_no: i as u32 + 1,
                no,
                name: e.name.to_string(),
                rating: crate::domain::ranking::event_rating(t.settings(), e)
                    .map(|r| r.to_string())
                    .unwrap_or_default(),
                title: [e.title.as_deref(), e.women_title.as_deref()]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join(" "),
            })
        })
        .collect()
}

/// The pairings as `parse_pairings` reads them: `home away` and `bye N` lines; byes of
/// entries that cannot play are left out (the domain adds them).
fn pairings_text(pairings: &[Pairing]) -> String {
    pairings
        .iter()
        .filter_map(|p| match *p {
            Pairing::Game { home, away } => Some(format!("{home} {away}\n")),
            Pairing::Bye {
                entry,
                kind: crate::domain::ByeKind::Pairing,
            } => Some(format!("bye {entry}\n")),
            Pairing::Bye { .. } => None,
        })
        .collect()
}

fn warning_lines(
    tr: &crate::web::i18n::Tr,
    t: &Tournament,
    round: u32,
    pairings: &[Pairing],
) -> Vec<String> {
    draft::warnings(t, round, pairings)
        .iter()
        .map(|w| crate::web::words::pairing_warning(tr, w))
        .collect()
}

/// The page with the system's proposal, its warnings shown as a check of it.
fn new_round_page(
    user: &User,
    id: i64,
    version: i64,
    t: &Tournament,
    proposal: Result<draft::Proposal, crate::domain::TournamentError>,
) -> NewRoundPage {
    let number = t.rounds().len() as u32 + 1;
    let available = t
        .initial_ranking()
        .into_iter()
        .filter_map(|no| t.entry(no))
        .filter(|e| e.availability(number) == Availability::Available)
        .map(|e| (e.no, e.name.to_string()))
        .collect();
    let (home_colour, away_colour) = view::seat_colours(t.settings().variant, 1);
    let mut page = NewRoundPage {
        tr: crate::web::i18n::Tr::current().for_tournament(t),
        who: Who::from(user),
        id,
        version,
        number,
        available,
        pairings: String::new(),
        method: String::new(),
        method_code: "",
        round_robin: crate::web::square::is_square(t),
        proposal_error: String::new(),
        checked: false,
        warnings: Vec::new(),
        unreadable: false,
        unpaid: Vec::new(),
        not_checked_in: None,
        ranking: ranking_lines(t),
        can_reorder: t.rounds().is_empty(),
        order: t
            .initial_ranking()
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        order_reason: String::new(),
        order_error: String::new(),
        table: Vec::new(),
        home_colour,
        away_colour,
        games: t.settings().games_per_round,
        absent: Vec::new(),
    };
    page.absent = absent_rows(t, number, &page.tr);
    match proposal {
        Ok(p) => {
            page.table = proposal_table(t, number, &p.pairings);
            page.pairings = pairings_text(&p.pairings);
            page.method = crate::web::words::pairing_method(p.method).say(&page.tr);
            page.method_code = p.method.code();
            page.warnings = warning_lines(&page.tr, t, number, &p.pairings);
            page.checked = true;
        }
        Err(e) => page.proposal_error = e.to_string(),
    }
    page
}

/// The tournament with its version and the system's proposal for the next round, computed
/// off the request threads (a Swiss round of a large field takes a noticeable time).
async fn load_with_proposal(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<
    (
        Tournament,
        i64,
        Result<draft::Proposal, crate::domain::TournamentError>,
    ),
    AdminError,
> {
    AppState::read(state, move |c| {
        let v = store::version(c, id)?;
        let t = store::tournaments::load(c, id)?;
        let p = draft::propose(&t);
        Ok((t, v, p))
    })
    .await
}

/// The pairing page of the next round as loaded, with the entries whose fee is unpaid; `None`
/// for a team event, whose rounds are paired team against team on the team page.
async fn next_round(
    state: &web::Data<AppState>,
    user: &User,
    id: i64,
) -> Result<Option<(Tournament, NewRoundPage)>, AdminError> {
    let (t, version, proposal) = load_with_proposal(state, id).await?;
    if t.settings().team.is_some() {
        return Ok(None);
    }
    let mut page = new_round_page(user, id, version, &t, proposal);
    page.unpaid = super::book::unpaid(state, id, &t, page.number).await?;
    Ok(Some((t, page)))
}

/// `GET /admin/t/{id}/rounds/new`: the next round as the tournament's system pairs it (FIDE
/// Dutch, on the games or on the matches, or Berger tables), in a text area the controller may edit, check
/// against the pairing rules and save as a draft.
pub async fn new_round(Admin(state, user, id): Admin) -> Reply {
    user.chief()?;
    let Some((t, mut page)) = next_round(&state, &user, id).await? else {
        return Ok(see_other(format!("/admin/t/{id}/teams")));
    };
    page.not_checked_in = super::players::not_checked_in(&state, &t, id, page.number).await?;
    page_with(&page, StatusCode::OK, "the page")
}

/// `POST /admin/t/{id}/rounds/new` (chief only): checks the pairing typed against the pairing
/// rules and shows each rule it breaks; nothing is saved.
pub async fn check(Posted(state, user, id, form): Posted<PairForm, i64>) -> Reply {
    user.chief()?;
    let Some((t, mut page)) = next_round(&state, &user, id).await? else {
        return Ok(see_other(format!("/admin/t/{id}/teams")));
    };
    page.warnings = match read_pairings(&form.pairings) {
        Ok(pairings) => {
            page.table = proposal_table(&t, page.number, &pairings);
            warning_lines(&page.tr, &t, page.number, &pairings)
        }
        Err(lines) => {
            page.unreadable = true;
            lines.iter().map(|m| m.say(&page.tr)).collect()
        }
    };
    page.pairings = form.pairings.clone();
    page.checked = true;
    page_with(&page, StatusCode::OK, "the page")
}

/// `POST /admin/t/{id}/rounds/auto` (chief only): pairs the next round by the tournament's
/// system and saves it as a draft to review, edit and publish.
pub async fn pair_auto(edit: Edit<StateForm>) -> Reply {
    let n = edit
        .run(move |c, id, seen, who| {
            store::pair_round_auto(c, id, seen, who).map_err(|e| {
                AdminError::from(e).yours(|| "a new round paired automatically".into())
            })
        })
        .await?;
    Ok(see_other(format!(
        "/admin/t/{}/rounds/{n}",
        edit.tournament
    )))
}

signed_form! {
    pub struct RankingForm {
        /// Start numbers, pairing number 1 first, separated by spaces, commas or lines.
        #[serde(default)]
        pub order: String,
        #[serde(default)]
        pub reason: String,
        /// `rule`: back to the rule's order.
        #[serde(default)]
        pub action: String,
    }
}

/// `POST /admin/t/{id}/ranking` (chief only): the controller's order of the initial ranking
/// (C.04.2), until round 1 is paired, with a reason for the audit log. A refused order
/// answers with the pairing page, the order typed kept and the problem beside it.
pub async fn ranking(edit: Edit<RankingForm>) -> Reply {
    let (id, state, user, form) = (edit.tournament, &edit.state, &edit.user, &edit.form);
    let (t0, _) = load(state, id).await?;
    let tr = crate::web::i18n::Tr::current().for_tournament(&t0);
    let parsed: Result<Option<Vec<StartNo>>, String> = if form.action == "rule" {
        Ok(None)
    } else {
        form.order
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|w| !w.is_empty())
            .map(|w| {
                w.parse::<StartNo>()
                    .map_err(|_| tr.t_args("ranking-not-a-number", &[("text", &quoted(w))]))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    };
    let reason = form.reason.clone();
    let outcome = match parsed {
        Ok(order) => {
            // The ranking's own refusal is said on the pairing page, any other as usual.
            let written = edit
                .run(move |c, id, seen, who| {
                    Ok::<_, AdminError>(store::set_ranking(c, id, seen, order, Some(&reason), who))
                })
                .await?;
            match written {
                Ok(()) => Ok(()),
                Err(store::StoreError::Domain(TournamentError::Ranking(e))) => {
                    Err(ranking_message(&tr, &e))
                }
                Err(e) => return Err(AdminError::from(e)),
            }
        }
        Err(e) => Err(e),
    };
    match outcome {
        Ok(()) => Ok(see_other(format!("/admin/t/{id}/rounds/new#ranking"))),
        Err(message) => {
            let (t, version, proposal) = load_with_proposal(state, id).await?;
            let mut page = new_round_page(user, id, version, &t, proposal);
            page.order = form.order.clone();
            page.order_reason = form.reason.clone();
            page.order_error = message;
            page_with(&page, StatusCode::UNPROCESSABLE_ENTITY, "the page")
        }
    }
}

/// A refused initial ranking in the page's language.
fn ranking_message(tr: &crate::web::i18n::Tr, e: &RankingError) -> String {
    match *e {
        RankingError::Unknown(no) => tr.t_args("ranking-unknown", &[("no", &no)]),
        RankingError::Twice(no) => tr.t_args("ranking-twice", &[("no", &no)]),
        RankingError::Missing(no) => tr.t_args("ranking-missing", &[("no", &no)]),
        RankingError::Paired => tr.t("ranking-paired"),
        RankingError::NoReason => tr.t("ranking-no-reason"),
    }
}

/// Parses one board a line: `12 5` or `12-5` (home, away) or `bye 7` (a pairing bye).
pub fn parse_pairings(text: &str) -> Result<Vec<Pairing>, AdminError> {
    read_pairings(text).map_err(|errors| {
        let mut said = errors.into_iter();
        let first = said.next().expect("a bad line");
        AdminError::from(said.fold(first, |all, next| {
            Msg::new("import-problems")
                .arg("first", all)
                .arg("next", next)
        }))
    })
}

/// As `parse_pairings`, with one message per bad line, its line named
/// (`locales/<lang>/pairing-lines.ftl`).
fn read_pairings(text: &str) -> Result<Vec<Pairing>, Vec<Msg>> {
    let bad = |i: usize, id: &'static str, text: &str| {
        Msg::new("form-line")
            .arg("line", (i + 1) as i64)
            .arg("problem", Msg::new(id).arg("text", quoted(text)))
    };
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let words: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || c == '-' || c == ',')
            .filter(|w| !w.is_empty())
            .collect();
        let num = |w: &str| w.parse::<StartNo>().ok();
        match words.as_slice() {
            [b, n] if b.eq_ignore_ascii_case("bye") => match num(n) {
                Some(n) => out.push(Pairing::pairing_bye(n)),
                None => errors.push(bad(i, "pairing-line-not-start-no", n)),
            },
            [h, a] => match (num(h), num(a)) {
                (Some(h), Some(a)) => out.push(Pairing::game(h, a)),
                _ => errors.push(bad(i, "pairing-line-not-two-start-nos", line)),
            },
            _ => errors.push(bad(i, "pairing-line-unreadable", line)),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

signed_form! {
    pub struct PairForm {
        pub pairings: String,
    }
}

/// `POST /admin/t/{id}/rounds` (chief only): pairs the next round as a draft.
pub async fn pair(edit: Edit<PairForm>) -> Reply {
    let pairings = parse_pairings(&edit.form.pairings)?;
    let n = edit
        .run(move |c, id, seen, who| {
            store::pair_round(c, id, seen, &pairings, who)
                .map_err(|e| AdminError::from(e).yours(|| "a new round".into()))
        })
        .await?;
    Ok(see_other(format!(
        "/admin/t/{}/rounds/{n}",
        edit.tournament
    )))
}

/// A board of the results grid.
pub struct GridRow {
    pub board: BoardRow,
    /// Each game's code as stored, or empty.
    pub codes: Vec<String>,
    pub sheets_home: bool,
    pub sheets_away: bool,
    /// The report the page was built from, sent back to detect a concurrent change.
    pub was: String,
    /// Per game: why what was typed there was refused (empty: nothing wrong).
    pub problems: Vec<String>,
    /// Why the board was refused as a whole (empty: nothing wrong).
    pub board_problem: String,
    /// A team event: the heading of the match whose boards begin here (empty elsewhere).
    pub match_head: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/round.html")]
pub struct RoundPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    /// The event's rule book on absent players, both absent and missing score-sheets
    /// (`000 art. 2.24`, or `no article in 001`).
    pub rules: [String; 3],
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub number: u32,
    pub state: &'static str,
    pub draft: bool,
    pub closed: bool,
    pub can_close: bool,
    pub rows: Vec<GridRow>,
    /// The boards, for a draft's pairing list.
    pub boards: Vec<BoardRow>,
    /// The pairing as text (`home away` / `bye N` lines), for re-pairing a draft.
    pub pairing_text: String,
    pub missing: String,
    pub missing_count: usize,
    /// The pairing rules a draft breaks; publishing it then needs a confirmation.
    pub warnings: Vec<String>,
    /// Published without any result: it may go back to draft.
    pub can_unpublish: bool,
    /// The event's notation of a win, a draw and a loss of the home player (`2-0`, `1-1`,
    /// `0-2` in a 2-1-0 event).
    pub notation: [String; 3],
    /// The complete results the grid moves on after, space-separated
    /// (`GameReport::complete_forms`).
    pub complete: String,
    /// The colour letters (`colour-name`) of home and away in game 1, and the games a round.
    pub home_colour: &'static str,
    pub away_colour: &'static str,
    pub games: u8,
    /// Why the grid sent was refused, when it was not one cell's fault; nothing was stored.
    pub grid_problem: String,
    /// A team event's matches without boards: a whole-team forfeit, the bye.
    pub loose_matches: Vec<String>,
    /// The reason typed with the grid (a closed round's correction).
    pub reason: String,
    /// The players' own reports, per board (players online).
    pub player_reports: std::collections::BTreeMap<u32, super::players::ReportCell>,
}

impl RoundPage {
    /// Whether some board's players agree on a result it does not have yet.
    pub fn any_agreed(&self) -> bool {
        self.player_reports.values().any(|c| c.state == "agreed")
    }

    /// The players' reports of board `board`, if any.
    pub fn reports_of(&self, board: &u32) -> Option<&super::players::ReportCell> {
        self.player_reports.get(board)
    }
}

crate::localized!(RoundPage);

/// The pairing of a round as text, for re-pairing it.
fn pairing_text(r: &crate::domain::Round) -> String {
    pairings_text(&r.pairings())
}

/// `GET /admin/t/{id}/rounds/{n}`
pub async fn round(
    Admin(state, user, (id, n)): Admin<(i64, u32)>,
) -> Result<RoundPage, AdminError> {
    let (t, version) = load(&state, id).await?;
    let mut page = round_page(&user, id, version, &t, n)?
        .group_by_match(&state, &t)
        .await?;
    page.player_reports = super::players::grid_reports(&state, &t, id, n).await?;
    Ok(page)
}

/// The round's page as stored.
fn round_page(
    user: &User,
    id: i64,
    version: i64,
    t: &Tournament,
    n: u32,
) -> Result<RoundPage, AdminError> {
    let r = t.round(n).ok_or_else(|| {
        AdminError::NotFound(
            crate::web::words::Msg::new("page-round-not-paired")
                .arg("round", n)
                .say(&crate::web::i18n::Tr::current()),
        )
    })?;
    let scoring = &t.settings().scoring;
    let boards = view::boards(t, r);
    let rows = boards
        .clone()
        .into_iter()
        .zip(r.boards())
        .map(|(row, b)| {
            let report = b.report();
            GridRow {
                codes: (0..row.games)
                    .map(|i| {
                        report
                            .as_ref()
                            .and_then(|r| r.games.get(i))
                            .map(|g| g.notation(scoring))
                            .unwrap_or_default()
                    })
                    .collect(),
                problems: vec![String::new(); row.games],
                board_problem: String::new(),
                match_head: String::new(),
                sheets_home: b.home_sheets_missing,
                sheets_away: b.away_sheets_missing,
                was: report.map(|r| r.to_string()).unwrap_or_default(),
                board: row,
            }
        })
        .collect();
    let tr = crate::web::i18n::Tr::current().for_tournament(t);
    let book = crate::domain::book::RuleBook::of(t.settings());
    // The event's own article, or the rule applied where its book has none.
    let rules = {
        use crate::domain::book::Topic;
        [Topic::Absent, Topic::BothAbsent, Topic::ScoreSheets]
            .map(|topic| crate::web::words::cite_label(&tr, book, topic))
    };
    let (home_colour, away_colour) = view::seat_colours(t.settings().variant, 1);
    let warnings = if r.state() == RoundState::Draft {
        warning_lines(&tr, t, n, &r.pairings())
    } else {
        Vec::new()
    };
    Ok(RoundPage {
        rules,
        tr,
        who: Who::from(user),
        id,
        version,
        name: t.settings().name.clone(),
        number: n,
        state: r.state().name(),
        draft: r.state() == RoundState::Draft,
        closed: r.state() == RoundState::Closed,
        can_close: r.state() == RoundState::ResultsComplete,
        rows,
        pairing_text: pairing_text(r),
        boards,
        missing: crate::domain::BoardList(r.missing_boards()).to_string(),
        missing_count: r.missing_boards().len(),
        warnings,
        can_unpublish: r.state() == RoundState::Published
            && r.boards_with_results().is_empty()
            && t.rounds().len() as u32 == n,
        notation: [
            GameReport::HomeWins.notation(scoring),
            GameReport::Draw.notation(scoring),
            GameReport::AwayWins.notation(scoring),
        ],
        complete: GameReport::complete_forms(scoring).join(" "),
        home_colour,
        away_colour,
        games: t.settings().games_per_round,
        grid_problem: String::new(),
        loose_matches: Vec::new(),
        reason: String::new(),
        player_reports: Default::default(),
    })
}

impl RoundPage {
    /// A team event's round: a heading (both teams and the match score) above the first
    /// board of each match, and the matches without boards (a whole-team forfeit, the bye)
    /// named above the grid.
    async fn group_by_match(
        mut self,
        state: &web::Data<AppState>,
        t: &Tournament,
    ) -> Result<RoundPage, AdminError> {
        if t.settings().team.is_none() {
            return Ok(self);
        }
        let id = self.id;
        let event = AppState::read(state, move |c| {
            store::teams::event(c, id).map_err(AdminError::from)
        })
        .await?;
        let (Some((_, e)), Some(r)) = (event, t.round(self.number)) else {
            return Ok(self);
        };
        for m in super::super::teams::match_views(t, &e, self.number) {
            let mut head = self.tr.t_args("team-match", &[("n", &m.number)]);
            head.push_str(": ");
            head.push_str(&m.first);
            if m.bye {
                head.push(' ');
                head.push_str(&self.tr.t("team-bye"));
            } else {
                head.push_str(" – ");
                head.push_str(&m.second);
            }
            if !m.score.is_empty() {
                head.push(' ');
                head.push_str(&m.score);
            }
            if !m.forfeit.is_empty() {
                head.push_str(". ");
                head.push_str(&self.tr.t_args("team-forfeited-by", &[("team", &m.forfeit)]));
            }
            let players: Vec<String> = m
                .boards
                .iter()
                .flat_map(|b| [b.first_no.clone(), b.second_no.clone()])
                .filter(|n| !n.is_empty())
                .collect();
            // The match's boards of the round: where its heading and its boards won by default
            // go.
            let boards: Vec<u32> = r
                .boards()
                .iter()
                .filter(|b| {
                    b.pairing
                        .entries()
                        .any(|e| players.contains(&e.to_string()))
                })
                .map(|b| b.number)
                .collect();
            let first = boards.iter().min().copied();
            // The boards won by default (the other team put nobody up), after the match's
            // games.
            let won: Vec<GridRow> = t
                .entries()
                .iter()
                .filter(|en| {
                    t.team_seat(self.number, en.no).is_some_and(|s| {
                        s.match_no == Some(m.number) && s.kind == crate::domain::NoGame::DefaultWin
                    })
                })
                .filter_map(|en| view::seat_row(t, self.number, en.no))
                .map(|row| GridRow {
                    codes: Vec::new(),
                    problems: Vec::new(),
                    board_problem: String::new(),
                    match_head: String::new(),
                    sheets_home: false,
                    sheets_away: false,
                    was: String::new(),
                    board: row,
                })
                .collect();
            let last = boards
                .iter()
                .max()
                .and_then(|n| self.rows.iter().position(|row| row.board.number == *n));
            let at = last.map_or(self.rows.len(), |i| i + 1);
            let added = won.len();
            for (k, row) in won.into_iter().enumerate() {
                self.rows.insert(at + k, row);
            }
            let head_at = match first {
                Some(n) => self.rows.iter().position(|row| row.board.number == n),
                None => (added > 0).then_some(at),
            };
            match head_at {
                Some(i) => self.rows[i].match_head = head,
                None => self.loose_matches.push(head),
            }
        }
        Ok(self)
    }
}

/// A grid sent back refused: the round's page with what was typed in every cell and box,
/// each bad cell's problem beside it, or the grid's problem above it; nothing was stored.
async fn refused_grid(
    state: &web::Data<AppState>,
    user: &User,
    id: i64,
    n: u32,
    f: &Fields,
    cells: &[CellProblem],
    problem: String,
) -> Result<HttpResponse, AdminError> {
    let (t, version) = load(state, id).await?;
    let mut page = round_page(user, id, version, &t, n)?
        .group_by_match(state, &t)
        .await?;
    for row in &mut page.rows {
        let b = row.board.number;
        if row.board.away_no.is_none() {
            continue;
        }
        for (i, code) in row.codes.iter_mut().enumerate() {
            *code = f
                .get(&format!("b{b}g{}", i + 1))
                .cloned()
                .unwrap_or_default();
        }
        row.sheets_home = f.contains_key(&format!("b{b}sh"));
        row.sheets_away = f.contains_key(&format!("b{b}sa"));
        if let Some(was) = f.get(&format!("was{b}")) {
            row.was = was.clone();
        }
        for c in cells.iter().filter(|c| c.board == b) {
            match c.game {
                Some(g) => {
                    if let Some(p) = row.problems.get_mut(usize::from(g) - 1) {
                        *p = c.message.clone();
                    } else {
                        row.board_problem = c.message.clone();
                    }
                }
                None => row.board_problem = c.message.clone(),
            }
        }
    }
    // A problem of a board the round does not have is said above the grid.
    let mut problem = problem;
    for c in cells {
        if !page.rows.iter().any(|r| r.board.number == c.board) {
            if !problem.is_empty() {
                problem.push(' ');
            }
            problem.push_str(&c.message);
        }
    }
    page.grid_problem = problem;
    page.reason = f.get("reason").cloned().unwrap_or_default();
    page_with(&page, StatusCode::UNPROCESSABLE_ENTITY, "the page")
}

signed_form! {
    pub struct StateForm {
        /// Publishing: the controller confirms publishing a draft that breaks pairing rules.
        pub confirm: Option<String>,
    }
}

#[derive(Clone, Copy)]
enum Step {
    Publish { confirmed: bool },
    Unpublish,
    Close,
}

async fn change_state(edit: Edit<StateForm, u32>, step: Step) -> Reply {
    let (id, n) = (edit.tournament, edit.at);
    edit.run(move |c, id, seen, who| {
        let (action, done) = match step {
            Step::Publish { confirmed } => (
                "publish",
                store::publish_round_checked(c, id, seen, n, confirmed, who),
            ),
            Step::Unpublish => ("unpublish", store::unpublish_round(c, id, seen, n, who)),
            Step::Close => ("close", store::close_round(c, id, seen, n, who)),
        };
        done.map_err(|e| AdminError::from(e).yours(|| format!("{action} round {n}")))
    })
    .await?;
    // A snapshot of the database each time a round is published or closed.
    let event = match step {
        Step::Publish { .. } => Some(Event::Published),
        Step::Close => Some(Event::Closed),
        Step::Unpublish => None,
    };
    if let Some(event) = event {
        AppState::snapshot(&edit.state, id, n, event).await;
    }
    Ok(see_other(format!("/admin/t/{id}/rounds/{n}")))
}

/// `POST /admin/t/{id}/rounds/{n}/repair` (chief only): replaces the pairing of the last round
/// while it has no result.
pub async fn repair(edit: Edit<PairForm, u32>) -> Reply {
    let (id, n) = (edit.tournament, edit.at);
    let pairings = parse_pairings(&edit.form.pairings)?;
    let yours = edit.form.pairings.clone();
    edit.run(move |c, id, seen, who| {
        store::repair_round(c, id, seen, n, &pairings, who)
            .map_err(|e| AdminError::from(e).yours(|| yours))
    })
    .await?;
    Ok(see_other(format!("/admin/t/{id}/rounds/{n}")))
}

/// `POST /admin/t/{id}/rounds/{n}/publish` (chief only): a draft that breaks pairing rules
/// is published only with the `confirm` box ticked; the audit row lists what was confirmed.
pub async fn publish(edit: Edit<StateForm, u32>) -> Reply {
    let confirmed = edit.form.confirm.is_some();
    change_state(edit, Step::Publish { confirmed }).await
}

/// `POST /admin/t/{id}/rounds/{n}/unpublish` (chief only): a published round without any
/// result goes back to draft.
pub async fn unpublish(edit: Edit<StateForm, u32>) -> Reply {
    change_state(edit, Step::Unpublish).await
}

/// `POST /admin/t/{id}/rounds/{n}/close` (chief only)
pub async fn close(edit: Edit<StateForm, u32>) -> Reply {
    change_state(edit, Step::Close).await
}

type Fields = HashMap<String, String>;

fn fields(form: Vec<(String, String)>) -> Fields {
    form.into_iter().collect()
}

/// A board number in a grid field's name: `b12g1`, `b12sh`, `b12sa`, `was12`.
fn board_of_field(name: &str) -> Option<u32> {
    let digits = |s: &str| -> Option<u32> {
        let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        s[..end].parse().ok()
    };
    if let Some(rest) = name.strip_prefix("was") {
        return rest.parse().ok();
    }
    let rest = name.strip_prefix('b')?;
    let n = digits(rest)?;
    let tail = &rest[n.to_string().len()..];
    (tail == "sh"
        || tail == "sa"
        || tail
            .strip_prefix('g')
            .is_some_and(|g| g.parse::<u8>().is_ok()))
    .then_some(n)
}

/// A refused cell of the grid (or a board, `game` `None`), with the problem in the page's
/// language.
#[derive(Debug)]
pub struct CellProblem {
    pub board: u32,
    pub game: Option<u8>,
    pub message: String,
}

/// The boards typed in the grid, each with the report its page showed (`was{b}`): boards
/// with no game typed are left out; every board named, even one the round does not have, is
/// given to the command, which refuses what does not exist. Each game is read in the event's
/// notation as well as the codes (`GameReport::parse`); a cell that is no result is
/// named with its problem.
fn grid_inputs(
    f: &Fields,
    t: &Tournament,
    tr: &crate::web::i18n::Tr,
) -> Result<Vec<BoardInput>, Vec<CellProblem>> {
    let scoring = &t.settings().scoring;
    let mut boards: Vec<u32> = f.keys().filter_map(|k| board_of_field(k)).collect();
    boards.sort_unstable();
    boards.dedup();
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for b in boards {
        let prefix = format!("b{b}g");
        let mut typed: Vec<(u8, &str)> = f
            .iter()
            .filter_map(|(k, v)| {
                let g = k.strip_prefix(&prefix)?.parse::<u8>().ok()?;
                (!v.trim().is_empty()).then_some((g, v.as_str()))
            })
            .collect();
        if typed.is_empty() {
            continue;
        }
        typed.sort_unstable();
        let mut games = Vec::new();
        for (g, code) in typed {
            match GameReport::parse(code, scoring) {
                Ok(r) => games.push((g, r)),
                Err(_) => errors.push(CellProblem {
                    board: b,
                    game: Some(g),
                    message: tr.t_args(
                        "grid-bad-cell",
                        &[
                            ("text", &quoted(code.trim())),
                            ("win", &GameReport::HomeWins.notation(scoring)),
                            ("draw", &GameReport::Draw.notation(scoring)),
                            ("loss", &GameReport::AwayWins.notation(scoring)),
                        ],
                    ),
                }),
            }
        }
        out.push(BoardInput {
            board: b,
            entered: Entered::Typed {
                games,
                home_sheets_missing: f.contains_key(&format!("b{b}sh")),
                away_sheets_missing: f.contains_key(&format!("b{b}sa")),
            },
            seen: BoardSeen::Report(f.get(&format!("was{b}")).cloned().unwrap_or_default()),
        });
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// A refusal of the results command as the grid shows it: beside the board it names, or
/// above the grid; a conflict keeps its own page.
fn grid_refusal(
    e: store::StoreError,
    tr: &crate::web::i18n::Tr,
) -> Result<(Vec<CellProblem>, String), AdminError> {
    use crate::domain::RoundError;
    let message = match &e {
        store::StoreError::Domain(d) => crate::web::words::tournament_refusal(d)
            .map_or_else(|| d.to_string(), |(_, m)| m.say(tr)),
        store::StoreError::Invalid { .. } => {
            crate::web::words::store_refusal(&e).map_or_else(|| e.to_string(), |(_, m)| m.say(tr))
        }
        _ => return Err(AdminError::from(e)),
    };
    let board = match &e {
        store::StoreError::Domain(TournamentError::Round(
            RoundError::NoSuchBoard { board, .. }
            | RoundError::ByeBoard { board, .. }
            | RoundError::WrongGameCount { board, .. },
        )) => Some(*board),
        _ => None,
    };
    let message = tr.t_args("grid-refused", &[("problem", &message)]);
    Ok(match board {
        Some(board) => (
            vec![CellProblem {
                board,
                game: None,
                message,
            }],
            String::new(),
        ),
        None => (Vec::new(), message),
    })
}

/// `POST /admin/t/{id}/rounds/{n}/results`: the results grid (chief or assistant). Every
/// board typed is stored in one command, or none; a board changed since the page was built
/// is a conflict (409) naming it. A refused grid answers with the grid: what was typed kept,
/// the bad cell marked and its problem beside it.
pub async fn results(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
    form: web::Form<Vec<(String, String)>>,
) -> Result<HttpResponse, AdminError> {
    let f = fields(form.into_inner());
    let user = User::posting(&req, &state, f.get("csrf").map(String::as_str)).await?;
    let (id, n) = path.into_inner();
    let (t, _) = load(&state, id).await?;
    let tr = crate::web::i18n::Tr::current().for_tournament(&t);
    let inputs = match grid_inputs(&f, &t, &tr) {
        Ok(i) => i,
        Err(cells) => {
            let problem = tr.t("grid-not-saved");
            return refused_grid(&state, &user, id, n, &f, &cells, problem).await;
        }
    };
    let who = user.name().to_owned();
    let reason = f.get("reason").cloned().unwrap_or_default();
    let done = AppState::write(&state, move |c| {
        Ok::<_, AdminError>(store::enter_results(
            c,
            id,
            n,
            &inputs,
            Reason::Note(&reason),
            &who,
        ))
    })
    .await?;
    if let Err(e) = done {
        let (cells, problem) = grid_refusal(e, &tr)?;
        return refused_grid(&state, &user, id, n, &f, &cells, problem).await;
    }
    Ok(see_other(format!("/admin/t/{id}/rounds/{n}")))
}

/// `POST /admin/t/{id}/rounds/{n}/boards/{b}/forfeit`: `action` is one of `home-absent`,
/// `away-absent` (000 art. 2.24), `both-absent` (2.25), `home-sheets`, `away-sheets` (3.10).
/// The rule applied is the audit row's reason unless one is given. The buttons are in the
/// grid's form: the results typed on the other boards are stored first (as the grid stores
/// them), so that a forfeit never throws away what was typed; a refused grid answers with
/// the grid and stores nothing.
pub async fn forfeit(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32, u32)>,
    form: web::Form<Vec<(String, String)>>,
) -> Result<HttpResponse, AdminError> {
    let f = fields(form.into_inner());
    let user = User::posting(&req, &state, f.get("csrf").map(String::as_str)).await?;
    let (id, n, b) = path.into_inner();
    let action = f.get("action").cloned().unwrap_or_default();
    let forfeit = Forfeit::parse(&action).ok_or_else(|| {
        AdminError::field(
            "field-forfeit",
            crate::web::words::as_read("form-not-forfeit", &action)
                .arg("actions", Forfeit::ACTIONS),
        )
    })?;
    let (t, _) = load(&state, id).await?;
    let tr = crate::web::i18n::Tr::current().for_tournament(&t);
    // The other boards typed in the same form (the forfeit's own board is the forfeit's).
    let mut others = f.clone();
    others.retain(|k, _| board_of_field(k) != Some(b));
    let typed = match grid_inputs(&others, &t, &tr) {
        Ok(i) => i,
        Err(cells) => {
            let problem = tr.t("grid-not-saved");
            return refused_grid(&state, &user, id, n, &f, &cells, problem).await;
        }
    };
    let input = BoardInput {
        board: b,
        entered: Entered::Forfeit(forfeit),
        seen: BoardSeen::Report(f.get(&format!("was{b}")).cloned().unwrap_or_default()),
    };
    let reason = f
        .get("reason")
        .filter(|r| !r.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| crate::store::audit::SystemReason::Forfeit(forfeit).text());
    let grid_reason = f.get("reason").cloned().unwrap_or_default();
    let done = run(&state, &user, move |c, who| {
        if !typed.is_empty()
            && let Err(e) = store::enter_results(c, id, n, &typed, Reason::Note(&grid_reason), who)
        {
            return Ok::<_, AdminError>(Err(e));
        }
        Ok(store::enter_results(c, id, n, &[input], Reason::Note(&reason), who).map(|_| ()))
    })
    .await?;
    if let Err(e) = done {
        let (cells, problem) = grid_refusal(e, &tr)?;
        return refused_grid(&state, &user, id, n, &f, &cells, problem).await;
    }
    Ok(see_other(format!("/admin/t/{id}/rounds/{n}")))
}

/// A board still without a result.
pub struct MissingLine {
    pub round: u32,
    pub board: u32,
    pub home: String,
    pub away: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/missing.html")]
pub struct MissingPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub name: String,
    pub lines: Vec<MissingLine>,
}

crate::localized!(MissingPage);

/// `GET /admin/t/{id}/missing`: every board of a published round still without a result.
pub async fn missing(Admin(state, user, id): Admin) -> Result<MissingPage, AdminError> {
    let (t, _) = load(&state, id).await?;
    let mut lines = Vec::new();
    for r in t
        .rounds()
        .iter()
        .filter(|r| r.state() == RoundState::Published)
    {
        let rows = view::boards(&t, r);
        for b in r.missing_boards() {
            if let Some(row) = rows.iter().find(|x| x.number == b) {
                lines.push(MissingLine {
                    round: r.number(),
                    board: b,
                    home: row.home.clone(),
                    away: row.away.clone(),
                });
            }
        }
    }
    Ok(MissingPage {
        tr: crate::web::i18n::Tr::current().for_tournament(&t),
        who: Who::from(&user),
        id,
        name: t.settings().name.clone(),
        lines,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairings_parse_one_board_a_line() {
        let p = parse_pairings("3 7\n 4-8 \n\n# a comment\nbye 5\n1,2\n").unwrap();
        assert_eq!(
            p,
            vec![
                Pairing::game(3, 7),
                Pairing::game(4, 8),
                Pairing::pairing_bye(5),
                Pairing::game(1, 2)
            ]
        );
    }

    #[test]
    fn bad_pairing_lines_are_each_named() {
        let e = parse_pairings("1 2\nthree four\n5\nbye x\n").unwrap_err();
        let text = e.to_string();
        assert!(text.contains("line 2:"), "{text}");
        assert!(text.contains("line 3:"), "{text}");
        assert!(
            text.contains("line 4: \"x\" is not a starting number"),
            "{text}"
        );
        assert!(!text.contains("line 1:"), "{text}");
    }

    #[test]
    fn grid_fields_name_their_board() {
        assert_eq!(board_of_field("b12g1"), Some(12));
        assert_eq!(board_of_field("b3sh"), Some(3));
        assert_eq!(board_of_field("b3sa"), Some(3));
        assert_eq!(board_of_field("was7"), Some(7));
        assert_eq!(board_of_field("b99g1"), Some(99));
        assert_eq!(board_of_field("reason"), None);
        assert_eq!(board_of_field("bye"), None);
        assert_eq!(board_of_field("b1gx"), None);
    }

    #[test]
    fn the_grid_reads_each_board_typed_with_what_its_page_showed() {
        let f = fields(vec![
            ("b1g1".into(), "1".into()),
            ("b1g2".into(), "=".into()),
            ("b1sh".into(), "on".into()),
            ("was1".into(), "0-1 =".into()),
            ("b2g1".into(), "".into()),
            ("b99g1".into(), "1-0".into()),
        ]);
        let t = Tournament::new(crate::domain::Settings::preset(
            crate::domain::Preset::FmjdInternational,
            "T",
            5,
        ))
        .unwrap();
        let tr = crate::web::i18n::Tr::new(crate::domain::Language::En);
        let inputs = grid_inputs(&f, &t, &tr).unwrap();
        assert_eq!(inputs.len(), 2, "board 2 has nothing typed");
        assert_eq!(
            inputs[0].entered,
            Entered::Typed {
                games: vec![(1, GameReport::HomeWins), (2, GameReport::Draw)],
                home_sheets_missing: true,
                away_sheets_missing: false,
            }
        );
        assert_eq!(inputs[0].seen, BoardSeen::Report("0-1 =".into()));
        // A board the round may not have is passed on for the command to refuse.
        assert_eq!(inputs[1].board, 99);
        // The event's notation (2-1-0): 2-0, 1-1, 0-2.
        let scored = fields(vec![
            ("b1g1".into(), "2-0".into()),
            ("b2g1".into(), "1-1".into()),
            ("b3g1".into(), "0-2".into()),
        ]);
        let games: Vec<_> = grid_inputs(&scored, &t, &tr)
            .unwrap()
            .into_iter()
            .map(|i| match i.entered {
                Entered::Typed { games, .. } => games[0].1,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(
            games,
            [GameReport::HomeWins, GameReport::Draw, GameReport::AwayWins]
        );
        let bad = fields(vec![
            ("b1g1".into(), "2-1".into()),
            ("b2g1".into(), "1".into()),
        ]);
        let e = grid_inputs(&bad, &t, &tr).unwrap_err();
        assert_eq!(e.len(), 1);
        assert_eq!((e[0].board, e[0].game), (1, Some(1)));
        assert!(e[0].message.contains("2-0, 1-1 or 0-2"), "{}", e[0].message);
    }
}
