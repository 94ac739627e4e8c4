//! The public game viewer: `/t/{id}/rounds/{n}/boards/{b}/games/{g}` for every game of a
//! published round that has a record. The board is drawn once ([`diagram::frame_svg`]) with
//! every position of the game laid over it ([`diagram::pieces_svg`]), the squares of the
//! move that led to it outlined. Each position is an anchor (`#p12`): without JavaScript a
//! link to it shows it (CSS `:target`), so every position is reachable as a link and the
//! page works as a plain file too; `static/viewer.js` adds the buttons and the arrow keys.
//! The moves of the balloted opening are marked.

use crate::web::read::Read;
use askama::Template;
use askama_web::WebTemplate;

use super::AppState;
use super::diagram::{self, side_name};
use super::error::PageError;
use super::i18n::Tr;
use super::view;
use crate::ballot::{self, replay};
use crate::domain::{ResultKind, StartNo, Tournament};
use crate::store::GameRef;
use crate::store::records::stored_record;
use draughts_rules::Color;

/// One position of the game as shown: the pieces over the board and a caption.
pub struct PositionView {
    pub index: usize,
    pub svg: String,
    pub caption: String,
    pub prev: Option<usize>,
    pub next: Option<usize>,
    /// The position shown when none is chosen: the last.
    pub last: bool,
}

/// A ply in the move list: a link to the position after it.
pub struct PlyLink {
    pub index: usize,
    pub text: String,
    pub ballot: bool,
    pub in_record: bool,
}

/// A line of the move list: the move number and its plies.
pub struct MoveLine {
    pub label: String,
    pub plies: Vec<PlyLink>,
}

/// A player of the game.
pub struct Side {
    pub no: StartNo,
    pub name: String,
    /// White or Black, in the page's language.
    pub colour: String,
    pub points: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "game/show.html")]
pub struct GamePage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub id: i64,
    pub name: String,
    pub round: u32,
    pub board: u32,
    pub game: u8,
    /// The first mover, then the other.
    pub sides: Vec<Side>,
    /// The result of the game in words, or empty while none is entered.
    pub result: String,
    /// The ballot opening and how the record stands against it, or empty.
    pub opening: String,
    pub opening_note: String,
    pub flagged: bool,
    pub board_svg: String,
    pub positions: Vec<PositionView>,
    pub moves: Vec<MoveLine>,
    pub has_ballot_moves: bool,
    /// Why the record is not followed to its end, and the moves not followed.
    pub stopped: String,
    pub rest: String,
    /// The board's other recorded games.
    pub others: Vec<u8>,
}

crate::localized!(GamePage);

fn caption(tr: &Tr, p: &replay::Ply, variant_first: Color) -> String {
    let dots = if p.side == variant_first { "." } else { "..." };
    let mv = format!("{}{dots} {}", p.number, p.text);
    let ballot = if p.ballot && !p.in_record {
        "unwritten"
    } else if p.ballot {
        "yes"
    } else {
        "no"
    };
    tr.t_args("viewer-after", &[("move", &mv), ("ballot", &ballot)])
}

/// The page of a game replayed (`others`: the board's recorded games).
pub fn page(
    id: i64,
    t: &Tournament,
    at: GameRef,
    pdn: &str,
    others: Vec<u8>,
) -> Result<GamePage, PageError> {
    let tr = Tr::current().for_tournament(t);
    let missing = || {
        PageError::NotFound(tr.t_args(
            "error-no-game",
            &[
                ("round", &at.round),
                ("board", &at.board),
                ("game", &at.game),
            ],
        ))
    };
    let r = t
        .round(at.round)
        .filter(|r| view::is_public(r))
        .ok_or_else(missing)?;
    let b = r.board(at.board).ok_or_else(missing)?;
    let g = b
        .games
        .iter()
        .find(|g| g.number == at.game)
        .ok_or_else(missing)?;
    let second = g.second.ok_or_else(missing)?;
    let variant = t.settings().variant;
    let first_colour = variant.first_to_move();
    let name = |no: StartNo| {
        t.entry(no)
            .map(|e| e.name.to_string())
            .unwrap_or_else(|| format!("#{no}"))
    };
    let points = |no: StartNo| {
        g.result_of(no)
            .map(|r| {
                let forfeit = matches!(r.kind, ResultKind::ForfeitWin | ResultKind::ForfeitLoss);
                let points = tr.num(r.points);
                if forfeit {
                    tr.t_args("viewer-forfeit", &[("points", &points)])
                } else {
                    points
                }
            })
            .unwrap_or_default()
    };
    let other_colour = match first_colour {
        Color::White => Color::Black,
        Color::Black => Color::White,
    };
    let sides = vec![
        Side {
            no: g.first,
            name: name(g.first),
            colour: tr.t_args("side-name", &[("side", &side_name(first_colour))]),
            points: points(g.first),
        },
        Side {
            no: second,
            name: name(second),
            colour: tr.t_args("side-name", &[("side", &side_name(other_colour))]),
            points: points(second),
        },
    ];
    let result = if g.has_result() {
        format!("{} - {}", sides[0].points, sides[1].points)
    } else {
        String::new()
    };
    let opening = ballot::opening_of_game(r, at.board, at.game);
    let rp = replay::replay(pdn, variant, opening.as_ref(), ballot::library())
        .map_err(|e| PageError::NotFound(format!("the record of this game cannot be read: {e}")))?;
    let mut positions = Vec::with_capacity(rp.plies.len() + 1);
    let last = rp.plies.len();
    let start_caption = match &rp.ballot {
        Some(v) if v.start_is_ballot => tr.t("viewer-start-ballot"),
        _ => tr.t("viewer-start"),
    };
    let svg = |fen: &str, marked: &[draughts_rules::Square]| {
        diagram::pieces_svg(variant, fen, marked).map_err(|e| {
            PageError::NotFound(format!("a position of this game cannot be drawn: {e}"))
        })
    };
    positions.push(PositionView {
        index: 0,
        svg: svg(&rp.start_fen, &[])?,
        caption: start_caption,
        prev: None,
        next: (last > 0).then_some(1),
        last: last == 0,
    });
    for (k, p) in rp.plies.iter().enumerate() {
        let index = k + 1;
        positions.push(PositionView {
            index,
            svg: svg(&p.fen, &p.squares)?,
            caption: caption(&tr, p, first_colour),
            prev: Some(index - 1),
            next: (index < last).then_some(index + 1),
            last: index == last,
        });
    }
    let mut moves: Vec<MoveLine> = Vec::new();
    for (k, p) in rp.plies.iter().enumerate() {
        let link = PlyLink {
            index: k + 1,
            text: p.text.clone(),
            ballot: p.ballot,
            in_record: p.in_record,
        };
        let starts_line = p.side == first_colour || moves.is_empty();
        if starts_line {
            let dots = if p.side == first_colour { "." } else { "..." };
            moves.push(MoveLine {
                label: format!("{}{dots}", p.number),
                plies: vec![link],
            });
        } else if let Some(line) = moves.last_mut() {
            line.plies.push(link);
        }
    }
    let (opening, opening_note, flagged) = match &rp.ballot {
        Some(v) => (
            v.opening.clone(),
            tr.t_args("ballot-note", &[("note", &v.note_key), ("text", &v.note)]),
            v.flagged,
        ),
        None => (String::new(), String::new(), false),
    };
    Ok(GamePage {
        tr,
        id,
        name: t.settings().name.clone(),
        round: at.round,
        board: at.board,
        game: at.game,
        sides,
        result,
        opening,
        opening_note,
        flagged,
        board_svg: diagram::frame_svg(variant),
        positions,
        has_ballot_moves: rp.plies.iter().any(|p| p.ballot),
        moves,
        stopped: rp.stopped.unwrap_or_default(),
        rest: rp.rest.join(" "),
        others: others.into_iter().filter(|&o| o != at.game).collect(),
    })
}

/// `GET /t/{id}/rounds/{n}/boards/{b}/games/{g}`
pub async fn game(
    Read(state, (id, round, board, game)): Read<(i64, u32, u32, u8)>,
) -> Result<GamePage, PageError> {
    let at = GameRef { round, board, game };
    let t = AppState::load::<PageError>(&state, id).await?;
    if !t.round(round).is_some_and(view::is_public) {
        return Err(PageError::NotFound(
            Tr::current().t_args("error-round-not-published", &[("n", &round)]),
        ));
    }
    let (rec, recorded) = AppState::read(&state, move |c| {
        let rec = stored_record(c, id, at)?;
        let recorded = crate::store::public::recorded_games(c, id)?;
        Ok::<_, PageError>((rec, recorded))
    })
    .await?;
    let pdn = rec.pdn.filter(|p| !p.trim().is_empty()).ok_or_else(|| {
        PageError::NotFound(
            Tr::current().t_args("error-no-record", &[("game", &game), ("board", &board)]),
        )
    })?;
    let others = recorded
        .iter()
        .filter(|r| r.round == round && r.board == board)
        .map(|r| r.game)
        .collect();
    page(id, &t, at, &pdn, others)
}
