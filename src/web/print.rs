//! Print views: the wall chart (A3 or A4 landscape), pairing lists by board and by name, and
//! result slips. Plain HTML with print CSS; headers repeat on every printed page. The pairing
//! lists and each slip carry a QR code of the public round page (at the server's public
//! address: `serve --public-url`, else the address the request was sent to).

use crate::web::read::Read;
use actix_web::{HttpRequest, web};
use askama::Template;
use askama_web::WebTemplate;
use serde::Deserialize;

use super::AppState;
use super::error::PageError;
use super::public::load;
use super::qr;
use super::view::{self, BoardRow, Table};
use crate::domain::Tournament;

#[derive(Debug, Deserialize)]
pub struct PaperQuery {
    pub paper: Option<String>,
}

#[derive(Template, WebTemplate)]
#[template(path = "print/wallchart.html")]
pub struct WallChart {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub name: String,
    pub venue: String,
    /// `A3` or `A4`.
    pub paper: &'static str,
    pub table: Table,
    /// A round robin's square crosstable, printed instead of the Swiss chart.
    pub square: Option<super::square::Square>,
}

crate::localized!(WallChart);

/// `GET /t/{id}/print/wallchart?paper=a3|a4`
pub async fn wallchart(
    Read(state, id): Read,
    q: web::Query<PaperQuery>,
) -> Result<actix_web::Either<WallChart, actix_web::HttpResponse>, PageError> {
    let t = load(&state, id).await?;
    if t.settings().system.is_knockout() {
        return Ok(actix_web::Either::Right(super::public::to_bracket(
            id, true,
        )));
    }
    let paper = match q.paper.as_deref() {
        Some("a4") | Some("A4") => "A4",
        _ => "A3",
    };
    Ok(actix_web::Either::Left(WallChart::of(&t, paper)))
}

impl WallChart {
    /// The wall chart of `t` on `paper` (`A3` or `A4`), in the tournament's language.
    pub fn of(t: &Tournament, paper: &'static str) -> WallChart {
        let s = t.standings();
        let tr = crate::web::i18n::Tr::current().print(t);
        let square = super::square::is_square(t).then(|| super::square::build(t, &s, tr.lang()));
        WallChart {
            tr,
            name: t.settings().name.clone(),
            venue: t.settings().venue.clone(),
            paper,
            table: view::table(t, &s, square.is_none()),
            square,
        }
    }
}

fn public_boards(t: &Tournament, n: u32) -> Result<Vec<BoardRow>, PageError> {
    let r = t.round(n).filter(|r| view::is_public(r)).ok_or_else(|| {
        PageError::NotFound(
            crate::web::i18n::Tr::current().t_args("error-round-not-published", &[("n", &n)]),
        )
    })?;
    // A team event's players without a board are listed after the byes.
    let mut rows = view::boards(t, r);
    rows.extend(view::seat_rows(t, n));
    Ok(rows)
}

/// A line of the alphabetical pairing list: a player, their board, seat and opponent; or,
/// listed after the players with a game, a player without one (a bye, a withdrawal, a late
/// entry, a team event's reserve resting...), with no board.
#[derive(Debug, Clone)]
pub struct ByName {
    pub name: String,
    pub no: u32,
    pub board: Option<u32>,
    pub colour: &'static str,
    pub opponent: String,
    /// The kind of bye, for a player with a bye.
    pub bye_kind: Option<&'static str>,
}

#[derive(Debug, Deserialize)]
pub struct OrderQuery {
    pub order: Option<String>,
}

/// The public page of round `n` of tournament `id` and its QR code (SVG; empty if the address
/// is too long for one).
pub struct RoundLink {
    pub url: String,
    pub qr: String,
}

impl RoundLink {
    pub fn new(state: &AppState, req: &HttpRequest, id: i64, n: u32) -> RoundLink {
        let url = format!("{}/t/{id}/rounds/{n}", state.public_base(req));
        RoundLink {
            qr: qr::svg(&url).unwrap_or_default(),
            url,
        }
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "print/pairings.html")]
pub struct PairingList {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub name: String,
    pub round: u32,
    pub link: RoundLink,
    /// The list in the order of the players' names (`?order=name`), not of the boards.
    pub by_name: bool,
    pub boards: Vec<BoardRow>,
    pub players: Vec<ByName>,
    /// The players without a game, listed after the others.
    pub not_playing: Vec<ByName>,
}

crate::localized!(PairingList);

/// `GET /t/{id}/rounds/{n}/print/pairings?order=board|name`
pub async fn pairings(
    req: HttpRequest,
    Read(state, (id, n)): Read<(i64, u32)>,
    q: web::Query<OrderQuery>,
) -> Result<actix_web::Either<PairingList, TeamPairingList>, PageError> {
    let t = load(&state, id).await?;
    let boards = public_boards(&t, n)?;
    let by_name = q.order.as_deref() == Some("name");
    // A team event's list by board is its matches: each with its teams, score and boards, a
    // match forfeited by a whole team and a team's bye included.
    if !by_name && t.settings().team.is_some() {
        let link = RoundLink::new(&state, &req, id, n);
        return Ok(actix_web::Either::Right(
            TeamPairingList::load(&state, id, n, link).await?,
        ));
    }
    let mut players = Vec::new();
    let mut not_playing = Vec::new();
    if by_name {
        for b in &boards {
            let Some(a) = b.away_no else {
                not_playing.push(ByName {
                    name: b.home.clone(),
                    no: b.home_no,
                    board: None,
                    colour: "",
                    opponent: String::new(),
                    bye_kind: b.bye_kind,
                });
                continue;
            };
            players.push(ByName {
                name: b.home.clone(),
                no: b.home_no,
                board: Some(b.number),
                colour: b.home_colour,
                opponent: b.away.clone(),
                bye_kind: None,
            });
            players.push(ByName {
                name: b.away.clone(),
                no: a,
                board: Some(b.number),
                colour: b.away_colour,
                opponent: b.home.clone(),
                bye_kind: None,
            });
        }
        players.sort_by_key(|p| p.name.to_lowercase());
        not_playing.sort_by_key(|p| p.name.to_lowercase());
    }
    Ok(actix_web::Either::Left(PairingList {
        tr: crate::web::i18n::Tr::current().print(&t),
        name: t.settings().name.clone(),
        round: n,
        link: RoundLink::new(&state, &req, id, n),
        by_name,
        boards,
        players,
        not_playing,
    }))
}

#[derive(Template, WebTemplate)]
#[template(path = "print/team_pairings.html")]
pub struct TeamPairingList {
    pub tr: crate::web::i18n::Tr,
    pub name: String,
    pub round: u32,
    pub link: RoundLink,
    /// Every match of the round: its teams, score, boards, a whole-team forfeit or a bye.
    pub matches: Vec<super::teams::MatchView>,
    pub colours: (&'static str, &'static str),
}
crate::localized!(TeamPairingList);

impl TeamPairingList {
    /// The print of team round `n` of event `id` by match, in the tournament's language.
    pub async fn load(
        state: &web::Data<AppState>,
        id: i64,
        n: u32,
        link: RoundLink,
    ) -> Result<TeamPairingList, PageError> {
        let (t, e) = super::teams::event::<PageError>(state, id).await?;
        Ok(TeamPairingList {
            tr: crate::web::i18n::Tr::current().print(&t),
            name: t.settings().name.clone(),
            round: n,
            link,
            matches: super::teams::match_views(&t, &e, n),
            colours: super::teams::first_colours(&t),
        })
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "print/slips.html")]
pub struct Slips {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub name: String,
    pub round: u32,
    pub link: RoundLink,
    pub boards: Vec<SlipBoard>,
    pub games: Vec<u8>,
}

crate::localized!(Slips);

/// A board's slip: the board and, for each game, the colour letters (`w`/`b`) of home and
/// away as the game is set (colours alternating through the match: 000 art. 1.13, Black
/// first in English draughts and checkers; White first in the others).
pub struct SlipBoard {
    pub board: BoardRow,
    pub games: Vec<SlipGame>,
}

/// One game of a slip: its number and who has which colour.
pub struct SlipGame {
    pub number: usize,
    pub home_colour: &'static str,
    pub away_colour: &'static str,
}

/// `GET /t/{id}/rounds/{n}/print/slips`: one result slip per board with a game.
pub async fn slips(
    req: HttpRequest,
    Read(state, (id, n)): Read<(i64, u32)>,
) -> Result<Slips, PageError> {
    let t = load(&state, id).await?;
    let round = t.round(n);
    let first = view::seat_colours(t.settings().variant, 1);
    let boards = public_boards(&t, n)?
        .into_iter()
        .filter(|b| b.away_no.is_some())
        .map(|board| {
            let stored = round.and_then(|r| r.board(board.number));
            let games = match stored {
                Some(s) if !s.games.is_empty() => s
                    .games
                    .iter()
                    .enumerate()
                    .map(|(i, g)| {
                        let (home_colour, away_colour) = if s.home_moves_first(g) {
                            first
                        } else {
                            (first.1, first.0)
                        };
                        SlipGame {
                            number: i + 1,
                            home_colour,
                            away_colour,
                        }
                    })
                    .collect(),
                _ => (1..=u32::from(t.settings().games_per_round))
                    .map(|g| {
                        let (home_colour, away_colour) =
                            view::seat_colours(t.settings().variant, g);
                        SlipGame {
                            number: g as usize,
                            home_colour,
                            away_colour,
                        }
                    })
                    .collect(),
            };
            SlipBoard { board, games }
        })
        .collect();
    Ok(Slips {
        tr: crate::web::i18n::Tr::current().print(&t),
        name: t.settings().name.clone(),
        round: n,
        link: RoundLink::new(&state, &req, id, n),
        boards,
        games: (1..=t.settings().games_per_round).collect(),
    })
}

#[derive(Template, WebTemplate)]
#[template(path = "print/prizes.html")]
pub struct PrizeSheet {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub name: String,
    pub venue: String,
    pub after_round: u32,
    pub rows: Vec<super::admin::prizes::AwardRow>,
    pub problem: String,
}

crate::localized!(PrizeSheet);

/// `GET /t/{id}/print/prizes`: the prize allocation as a payment sheet, with a line for each
/// winner's signature.
pub async fn prizes(Read(state, id): Read) -> Result<PrizeSheet, PageError> {
    let (t, list) = super::public::with_prize_list(&state, id).await?;
    let tr = crate::web::i18n::Tr::current().print(&t);
    let (rows, problem) = super::admin::prizes::allocation(&tr, &t, list.as_ref());
    Ok(PrizeSheet {
        tr,
        name: t.settings().name.clone(),
        venue: t.settings().venue.clone(),
        after_round: t.rounds_played(),
        rows,
        problem,
    })
}
