//! Display rows built from the domain for the templates: plain strings, computed once, so the
//! templates stay free of logic and render fast.

use std::collections::HashMap;

use serde::Serialize;

use crate::domain::{
    Board, NoGame, Pairing, Points, Round, RoundState, StandingRow, Standings, StartNo, Tournament,
};
use crate::store::public::Recorded;

/// Items written one after the other, comma-separated (`a, b, c`), as the pages list them.
pub fn comma_list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let mut out = String::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = std::fmt::Write::write_fmt(&mut out, format_args!("{item}"));
    }
    out
}

/// A player's place in the standings as every table of them writes it (the standings, the
/// crosstable, a round robin's square).
#[derive(Debug, Clone, Serialize)]
pub struct Standing {
    /// The rank, with `=` when shared.
    pub rank: String,
    pub no: StartNo,
    pub name: String,
    /// The federation and the rating, empty where the entry has none.
    pub federation: String,
    pub rating: String,
    /// The points, the match points (empty in an event without them) and the tie-breaks'
    /// values, written as in the files (`2.5`): a page writes them in its language (`num`).
    pub points: String,
    pub match_points: String,
    pub tie_breaks: Vec<String>,
    /// The place in a decided play-off that ranked the player above the tie-breaks.
    pub playoff: Option<u32>,
    /// The round the player withdrew from (they are marked in the standings and charts).
    pub withdrawn: Option<u32>,
}

impl Standing {
    /// The line `r` of the standings of `t`, written.
    pub fn of(t: &Tournament, r: &StandingRow) -> Standing {
        Standing {
            rank: if r.shared {
                format!("{}=", r.rank)
            } else {
                r.rank.to_string()
            },
            no: r.no,
            name: r.name.clone(),
            federation: opt(&r.federation),
            rating: opt(&r.rating),
            points: r.points.to_string(),
            match_points: opt(&r.match_points),
            tie_breaks: r.tie_breaks.iter().map(ToString::to_string).collect(),
            playoff: r.playoff,
            withdrawn: t.entry(r.no).and_then(|e| e.withdrawn_from),
        }
    }
}

/// A line of the standings or the crosstable.
#[derive(Debug, Clone, Serialize)]
pub struct Row {
    #[serde(flatten)]
    pub standing: Standing,
    /// Disqualified (000 art. 6.9 (c)), and whether the games were annulled.
    pub disqualified: bool,
    pub annulled: bool,
    /// Per round: the opponent's rank, the colour and the result (`12w 1`), or the bye.
    pub cells: Vec<Cell>,
}

/// A round's cell of a player's line on the crosstable: its text (`12w 1`), and the game
/// viewer's page of the board's first recorded game once [`link_cells`] found one. It
/// renders itself as HTML (the text escaped, a link around it when there is a page) and is
/// serialized as its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    pub round: u32,
    pub text: String,
    pub href: Option<String>,
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.href {
            Some(h) => write!(f, "<a href=\"{}\">{}</a>", escape(h), escape(&self.text)),
            None => f.write_str(&escape(&self.text)),
        }
    }
}

impl Cell {
    /// The same cell with its points written as `lang` writes them (`12w 1,5`, `12b ½F`); the
    /// rank, colour and bye codes stay as they are.
    pub fn in_language(&self, lang: crate::domain::Language) -> Cell {
        let (text, forfeit) = match self.text.strip_suffix('F') {
            Some(rest) => (rest, "F"),
            None => (self.text.as_str(), ""),
        };
        let mut written = String::with_capacity(self.text.len() + 2);
        lang.write_score(text, &mut written);
        written.push_str(forfeit);
        Cell {
            round: self.round,
            text: written,
            href: self.href.clone(),
        }
    }
}

/// [`Cell`]'s display escapes everything it writes.
impl askama::filters::HtmlSafe for Cell {}

impl Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}

/// An attribute's value as written by [`escape`] (or askama) read back.
pub fn unescape_attr(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// `text` with the characters that mean something in HTML replaced.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The standings as shown.
#[derive(Debug, Clone, Serialize)]
pub struct Table {
    pub after_round: u32,
    pub match_points: bool,
    pub tie_breaks: Vec<String>,
    /// The message ids of the tie-breaks' headings, in the order of `tie_breaks`: the page
    /// names each in its language.
    #[serde(skip)]
    pub tie_break_headings: Vec<&'static str>,
    pub rounds: Vec<u32>,
    pub rows: Vec<Row>,
    /// The codes of the rounds without a game that the cells show (`rb`, `wd`, `def`...), each
    /// with its `NoGame::name`, in the order of `NoGame::ALL`: the legend says each.
    #[serde(skip)]
    pub codes: Vec<(&'static str, &'static str)>,
}

fn opt<T: ToString>(v: &Option<T>) -> String {
    v.as_ref().map(ToString::to_string).unwrap_or_default()
}

/// Which entry sits at home on each board of each round: `(round, entry) -> (board, home?)`.
fn seats(t: &Tournament) -> HashMap<(u32, StartNo), bool> {
    let mut m = HashMap::new();
    for r in t.rounds() {
        for b in r.boards() {
            if let Pairing::Game { home, away } = b.pairing {
                m.insert((r.number(), home), true);
                m.insert((r.number(), away), false);
            }
        }
    }
    m
}

/// The standings table; with `cells`, each player's rounds as on a wall chart.
pub fn table(t: &Tournament, s: &Standings, cells: bool) -> Table {
    let seats = if cells { seats(t) } else { HashMap::new() };
    let (home_colour, away_colour) = seat_colours(t.settings().variant, 1);
    let rows = s
        .rows
        .iter()
        .map(|r| Row {
            standing: Standing::of(t, r),
            disqualified: t.entry(r.no).is_some_and(|e| e.disqualified_from.is_some()),
            annulled: t.entry(r.no).is_some_and(|e| e.games_annulled),
            cells: if cells {
                r.rounds
                    .iter()
                    .map(|c| Cell {
                        round: c.round,
                        text: match c.opponent {
                            // The opponent by start number (ranks can be shared); the
                            // colour of game 1 as the variant names it, none for a game
                            // not played over the board.
                            Some(o) => {
                                let colour = match seats.get(&(c.round, r.no)) {
                                    _ if c.unplayed => "",
                                    Some(true) => home_colour,
                                    Some(false) => away_colour,
                                    None => "",
                                };
                                let forfeit = if c.unplayed { "F" } else { "" };
                                format!("{o}{colour} {}{forfeit}", c.points)
                            }
                            // Why there was no opponent, by its code (the legend says
                            // each): a bye, a withdrawal, a late entry, a board won by
                            // default, a reserve resting...
                            None if c.no_game.is_some() => {
                                format!("{} {}", c.no_game.map_or("", NoGame::code), c.points)
                            }
                            None if c.voluntary => format!("rb {}", c.points),
                            None => format!("bye {}", c.points),
                        },
                        href: None,
                    })
                    .collect()
            } else {
                Vec::new()
            },
        })
        .collect();
    Table {
        after_round: s.after_round,
        match_points: s.uses_match_points,
        tie_breaks: s
            .tie_breaks
            .iter()
            .map(|tb| tb.label().to_owned())
            .collect(),
        tie_break_headings: s.tie_breaks.iter().map(|tb| tb.row().heading).collect(),
        rounds: (1..=s.after_round).collect(),
        codes: if cells {
            NoGame::ALL
                .into_iter()
                .filter(|k| {
                    s.rows
                        .iter()
                        .flat_map(|r| &r.rounds)
                        .any(|c| c.opponent.is_none() && c.no_game == Some(*k))
                })
                .map(|k| (k.code(), k.name()))
                .collect()
        } else {
            Vec::new()
        },
        rows,
    }
}

/// One board of a round as shown.
#[derive(Debug, Clone, Serialize)]
pub struct BoardRow {
    pub number: u32,
    pub home_no: StartNo,
    pub home: String,
    /// `None` for a bye.
    pub away_no: Option<StartNo>,
    pub away: String,
    /// The kind of bye (`ByeKind::name`), for a bye: the page names it in its language.
    pub bye_kind: Option<&'static str>,
    /// Board points, `1 - 1`, or empty while missing.
    pub score: String,
    /// The report codes (`1-0 = sheets:away`), or empty.
    pub report: String,
    pub games: usize,
    pub ballot: String,
    /// The board's recorded games on the public game viewer (filled by [`link_boards`]).
    pub records: Vec<GameLink>,
    /// The players' ratings (the event's rating) and points before the round.
    pub home_rating: String,
    pub away_rating: String,
    pub home_points: String,
    pub away_points: String,
    /// The colour letters (`w`/`b`) of home and away in game 1 (000 art. 1.13: Black first
    /// in English draughts; 001 art. 3.3: White first in the others).
    pub home_colour: &'static str,
    pub away_colour: &'static str,
    /// The result in the event's notation (`2-0 ½-½`), or empty while missing.
    pub result: String,
    /// The rulings on home's and away's round, marked beside their names ([`Ruling`]).
    #[serde(skip)]
    pub home_rulings: Vec<RulingMark>,
    #[serde(skip)]
    pub away_rulings: Vec<RulingMark>,
}

/// A ruling on a player's round that changes what the board's games would give them: shown
/// by a mark beside the player wherever the result is shown, and explained in a legend.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Ruling {
    /// Absent: a game lost by forfeit (000 art. 2.24).
    Forfeit,
    /// Both players absent: zero for each (000 art. 2.25).
    BothAbsent,
    /// No complete signed score-sheets: zero for the round, the opponent keeping what they
    /// earned (000 art. 3.10).
    SheetsMissing,
}

impl Ruling {
    /// The mark beside the player.
    pub const fn mark(self) -> &'static str {
        match self {
            Ruling::Forfeit => "†",
            Ruling::BothAbsent => "○",
            Ruling::SheetsMissing => "‡",
        }
    }

    /// The selector of the `ruling-legend` message.
    pub const fn name(self) -> &'static str {
        match self {
            Ruling::Forfeit => "forfeit",
            Ruling::BothAbsent => "both-absent",
            Ruling::SheetsMissing => "sheets-missing",
        }
    }

    const fn topic(self) -> crate::domain::book::Topic {
        use crate::domain::book::Topic;
        match self {
            Ruling::Forfeit => Topic::Absent,
            Ruling::BothAbsent => Topic::BothAbsent,
            Ruling::SheetsMissing => Topic::ScoreSheets,
        }
    }

    /// The rulings on `entry`'s round at board `b`, each once, in order.
    pub fn of(b: &Board, entry: StartNo) -> Vec<Ruling> {
        use crate::domain::ResultKind;
        let mut out = Vec::new();
        let kinds: Vec<ResultKind> = b
            .games
            .iter()
            .filter_map(|g| g.result_of(entry).map(|r| r.kind))
            .collect();
        if kinds.contains(&ResultKind::ForfeitLoss) {
            out.push(Ruling::Forfeit);
        }
        if kinds.contains(&ResultKind::BothAbsent) {
            out.push(Ruling::BothAbsent);
        }
        if b.sheets_missing(entry) {
            out.push(Ruling::SheetsMissing);
        }
        out
    }
}

/// A ruling as a page marks it: the mark, the legend's selector and the event's rule book
/// with the number of its article (empty where the book has none), said by `article-ref`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulingMark {
    pub mark: &'static str,
    pub name: &'static str,
    pub book: &'static str,
    pub article: &'static str,
}

impl RulingMark {
    /// The marks of the rulings on `entry`'s round at board `b` in tournament `t`.
    pub fn of(t: &Tournament, b: &Board, entry: StartNo) -> Vec<RulingMark> {
        let book = crate::domain::book::RuleBook::of(t.settings());
        Ruling::of(b, entry)
            .into_iter()
            .map(|r| RulingMark {
                mark: r.mark(),
                name: r.name(),
                book: book.code(),
                article: book.cite_number(r.topic()).unwrap_or_default(),
            })
            .collect()
    }
}

/// The marks of `marks` written together (`†‡`).
pub fn marks(marks: &[RulingMark]) -> String {
    marks.iter().map(|m| m.mark).collect()
}

/// The legend of the rulings marked on `rows` (each ruling once, in mark order).
pub fn ruling_legend<'a>(rows: impl IntoIterator<Item = &'a [RulingMark]>) -> Vec<RulingMark> {
    let mut out: Vec<RulingMark> = Vec::new();
    for m in rows.into_iter().flatten() {
        if !out.iter().any(|o| o.name == m.name) {
            out.push(m.clone());
        }
    }
    out.sort_by_key(|m| {
        ["forfeit", "both-absent", "sheets-missing"]
            .iter()
            .position(|n| *n == m.name)
    });
    out
}

/// The legend of the rulings marked on a round's boards.
pub fn board_legend(boards: &[BoardRow]) -> Vec<RulingMark> {
    ruling_legend(
        boards
            .iter()
            .flat_map(|b| [b.home_rulings.as_slice(), b.away_rulings.as_slice()]),
    )
}

/// The other colour letter.
pub fn other_colour(c: &str) -> &'static str {
    if c == "w" { "b" } else { "w" }
}

/// The byes and absences of a round, listed after its boards.
pub fn byes(boards: &[BoardRow]) -> Vec<&BoardRow> {
    boards.iter().filter(|b| b.away_no.is_none()).collect()
}

/// Whether any board shows an opening (the opening column is left out otherwise).
pub fn any_opening(boards: &[BoardRow]) -> bool {
    boards.iter().any(|b| !b.ballot.is_empty())
}

/// Whether any board has a recorded game to link (the games column is left out otherwise).
pub fn any_games(boards: &[BoardRow]) -> bool {
    boards
        .iter()
        .any(|b| b.away_no.is_some() && !b.records.is_empty())
}

/// Whether any board has a result (the list then shows them; before, the result column is
/// empty to be filled in by hand).
pub fn games_per_board(boards: &[BoardRow]) -> usize {
    boards.iter().map(|b| b.games).max().unwrap_or(1)
}

/// A recorded game's page on the public game viewer.
#[derive(Debug, Clone, Serialize)]
pub struct GameLink {
    pub game: u8,
    pub href: String,
}

/// The address of a game's page on the public game viewer.
pub fn game_href(id: i64, round: u32, board: u32, game: u8) -> String {
    format!("/t/{id}/rounds/{round}/boards/{board}/games/{game}")
}

/// The links to the recorded games (`recorded`) of `board` of round `round`.
fn game_links(id: i64, round: u32, board: u32, recorded: &[Recorded]) -> Vec<GameLink> {
    recorded
        .iter()
        .filter(|r| r.round == round && r.board == board)
        .map(|r| GameLink {
            game: r.game,
            href: game_href(id, round, board, r.game),
        })
        .collect()
}

/// Links each board of round `round` (of tournament `id`) to its recorded games.
pub fn link_boards(boards: &mut [BoardRow], id: i64, round: u32, recorded: &[Recorded]) {
    for b in boards {
        b.records = game_links(id, round, b.number, recorded);
    }
}

/// Links each round of player `no`'s card to the board's recorded games.
pub fn link_card(
    card: &mut [CardRound],
    t: &Tournament,
    id: i64,
    no: StartNo,
    recorded: &[Recorded],
) {
    for c in card {
        if let Some(b) = t.round(c.round).and_then(|r| r.board_of(no)) {
            c.records = game_links(id, c.round, b.number, recorded);
        }
    }
}

/// Links each crosstable cell whose board has a record to its first recorded game.
pub fn link_cells(table: &mut Table, t: &Tournament, id: i64, recorded: &[Recorded]) {
    if recorded.is_empty() {
        return;
    }
    for row in &mut table.rows {
        for cell in &mut row.cells {
            cell.href = first_game(t, id, recorded, cell.round, row.standing.no);
        }
    }
}

/// The page of the first recorded game (of `recorded`) of the board player `no` played in
/// round `round` of tournament `t` (number `id`), if the board has a record.
pub fn first_game(
    t: &Tournament,
    id: i64,
    recorded: &[Recorded],
    round: u32,
    no: StartNo,
) -> Option<String> {
    let b = t.round(round)?.board_of(no)?;
    recorded
        .iter()
        .find(|r| r.round == round && r.board == b.number)
        .map(|r| game_href(id, round, b.number, r.game))
}

fn name_of(t: &Tournament, no: StartNo) -> String {
    t.entry(no)
        .map(|e| e.name.to_string())
        .unwrap_or_else(|| format!("#{no}"))
}

/// The points `entry` scored on board `b`, if every game has a result.
pub fn board_points(b: &Board, entry: StartNo) -> Option<Points> {
    if !b.has_result() {
        return None;
    }
    b.games
        .iter()
        .map(|g| g.result_of(entry).map(|r| r.points))
        .sum::<Option<Points>>()
}

/// The boards of a round as shown.
pub fn boards(t: &Tournament, r: &Round) -> Vec<BoardRow> {
    let points = points_before(t, r.number());
    let s = t.settings();
    let rating = |no: StartNo| {
        t.entry(no)
            .and_then(|e| crate::domain::ranking::event_rating(s, e))
            .map(|r| r.to_string())
            .unwrap_or_default()
    };
    let pts = |no: StartNo| points.get(&no).copied().unwrap_or_default().to_string();
    let (home_colour, away_colour) = seat_colours(s.variant, 1);
    r.boards()
        .iter()
        .map(|b| {
            let (home_no, away_no, away) = match b.pairing {
                Pairing::Game { home, away } => (home, Some(away), name_of(t, away)),
                Pairing::Bye { entry, kind } => (entry, None, format!("bye ({})", kind.name())),
            };
            let bye_kind = match b.pairing {
                Pairing::Bye { kind, .. } => Some(kind.name()),
                Pairing::Game { .. } => None,
            };
            let score = match (
                board_points(b, home_no),
                away_no.map(|a| board_points(b, a)),
            ) {
                (Some(h), Some(Some(a))) => format!("{h} - {a}"),
                (Some(h), None) => h.to_string(),
                _ => String::new(),
            };
            BoardRow {
                number: b.number,
                home_no,
                home: name_of(t, home_no),
                away_no,
                away,
                bye_kind,
                score,
                report: b.report().map(|r| r.to_string()).unwrap_or_default(),
                games: b.games.len(),
                ballot: b.ballot_text(r),
                records: Vec::new(),
                home_rating: rating(home_no),
                away_rating: away_no.map(rating).unwrap_or_default(),
                home_points: pts(home_no),
                away_points: away_no.map(pts).unwrap_or_default(),
                home_colour,
                away_colour: if away_no.is_some() { away_colour } else { "" },
                home_rulings: RulingMark::of(t, b, home_no),
                away_rulings: away_no.map(|a| RulingMark::of(t, b, a)).unwrap_or_default(),
                result: match (away_no, b.report()) {
                    (Some(_), Some(rep)) => rep
                        .games
                        .iter()
                        .map(|g| g.notation(&s.scoring))
                        .collect::<Vec<_>>()
                        .join(" "),
                    _ => String::new(),
                },
            }
        })
        .collect()
}

/// A team event's player without a board in round `round` as a row of the round, listed
/// after its boards: player `no` alone, no board of the individual round (number 0), why
/// (`NoGame::name`: a board won by default, resting, the team absent or with the bye) and,
/// for a board won by default, the points it scored.
pub fn seat_row(t: &Tournament, round: u32, no: StartNo) -> Option<BoardRow> {
    if t.round(round)?.board_of(no).is_some() {
        return None;
    }
    let seat = t.team_seat(round, no)?;
    let games = t.settings().games_per_round;
    let points = points_before(t, round);
    Some(BoardRow {
        number: 0,
        home_no: no,
        home: name_of(t, no),
        away_no: None,
        away: String::new(),
        bye_kind: Some(seat.kind.name()),
        score: match seat.per_game {
            Some(_) => seat.points(games).to_string(),
            None => String::new(),
        },
        report: String::new(),
        games: usize::from(games),
        ballot: String::new(),
        records: Vec::new(),
        home_rating: t
            .entry(no)
            .and_then(|e| crate::domain::ranking::event_rating(t.settings(), e))
            .map(|r| r.to_string())
            .unwrap_or_default(),
        away_rating: String::new(),
        home_points: points.get(&no).copied().unwrap_or_default().to_string(),
        away_points: String::new(),
        home_colour: "",
        away_colour: "",
        result: String::new(),
        home_rulings: Vec::new(),
        away_rulings: Vec::new(),
    })
}

/// The rows of [`seat_row`] of every player of a team event without a board in `round`.
pub fn seat_rows(t: &Tournament, round: u32) -> Vec<BoardRow> {
    t.entries()
        .iter()
        .filter_map(|e| seat_row(t, round, e.no))
        .collect()
}

/// The colour letters (`w`, `b`: the `colour-name` message) of the home player (the one who
/// moves first in game 1) and of the away player in game `game` (1-based) of an event of
/// `variant`: in English draughts the first mover has Black (000 art. 1.13), in the other
/// variants White (001 art. 3.3, 002 art. 3.3); in a match the colours are reversed each game.
pub fn seat_colours(variant: draughts_rules::Variant, game: u32) -> (&'static str, &'static str) {
    let first = match variant.first_to_move() {
        draughts_rules::Color::White => ("w", "b"),
        draughts_rules::Color::Black => ("b", "w"),
    };
    if game % 2 == 1 {
        first
    } else {
        (first.1, first.0)
    }
}

/// Each entry's points before round `round` (the rounds before it that have results).
pub fn points_before(t: &Tournament, round: u32) -> HashMap<StartNo, Points> {
    let mut m: HashMap<StartNo, Points> =
        t.entries().iter().map(|e| (e.no, Points::ZERO)).collect();
    for r in t.rounds().iter().filter(|r| r.number() < round) {
        for b in r.boards() {
            for e in b.pairing.entries() {
                if let Some(p) = board_points(b, e) {
                    *m.entry(e).or_insert(Points::ZERO) += p;
                }
            }
        }
    }
    m
}

/// Whether the public may see a round (drafts are the controller's only).
pub fn is_public(r: &Round) -> bool {
    r.state() != RoundState::Draft
}

/// A round of a player's card.
#[derive(Debug, Clone, Serialize)]
pub struct CardRound {
    pub round: u32,
    pub board: String,
    pub colour: String,
    pub opponent_no: Option<StartNo>,
    pub opponent: String,
    /// Why the player had no opponent (`NoGame::name`: a bye, a withdrawal, a board won by
    /// default...): the page names it in its language.
    pub bye_kind: Option<&'static str>,
    pub result: String,
    pub report: String,
    /// The board's recorded games on the public game viewer (filled by [`link_card`]).
    pub records: Vec<GameLink>,
    /// The rulings on the player's round, marked beside the result ([`Ruling`]).
    #[serde(skip)]
    pub rulings: Vec<RulingMark>,
}

/// The legend of the rulings marked on a player's card.
pub fn card_legend(card: &[CardRound]) -> Vec<RulingMark> {
    ruling_legend(card.iter().map(|r| r.rulings.as_slice()))
}

/// A player's rounds, published ones only.
pub fn card(t: &Tournament, no: StartNo) -> Vec<CardRound> {
    t.rounds()
        .iter()
        .filter(|r| is_public(r))
        .map(|r| match r.board_of(no) {
            Some(b) => {
                let opp = b.opponent_of(no);
                let (home_colour, away_colour) = seat_colours(t.settings().variant, 1);
                let at_home = matches!(b.pairing, Pairing::Game { home, .. } if home == no);
                let colour = match b.pairing {
                    Pairing::Game { .. } if at_home => home_colour,
                    Pairing::Game { .. } => away_colour,
                    Pairing::Bye { .. } => "",
                };
                // The games from this player's side: `2-0` for a win of theirs, `0-2` for a
                // loss, whichever seat they had.
                let scoring = &t.settings().scoring;
                let report = b
                    .report()
                    .map(|rep| {
                        rep.games
                            .iter()
                            .map(|&g| {
                                let g = if at_home || opp.is_none() {
                                    g
                                } else {
                                    g.turned()
                                };
                                g.notation(scoring)
                            })
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .unwrap_or_default();
                CardRound {
                    round: r.number(),
                    // A bye has no board: boards are for games.
                    board: if opp.is_some() {
                        b.number.to_string()
                    } else {
                        String::new()
                    },
                    colour: colour.to_owned(),
                    opponent_no: opp,
                    opponent: match (opp, b.pairing) {
                        (Some(o), _) => name_of(t, o),
                        (None, Pairing::Bye { kind, .. }) => format!("bye ({})", kind.name()),
                        (None, _) => String::new(),
                    },
                    bye_kind: match b.pairing {
                        Pairing::Bye { kind, .. } => Some(kind.name()),
                        Pairing::Game { .. } => None,
                    },
                    result: opt(&board_points(b, no)),
                    report,
                    records: Vec::new(),
                    rulings: RulingMark::of(t, b, no),
                }
            }
            // No board: what the team matches say (a board won by default, resting, the
            // team absent or with the bye), or not paired.
            None => CardRound {
                round: r.number(),
                board: String::new(),
                colour: String::new(),
                opponent_no: None,
                opponent: String::new(),
                bye_kind: t.no_game(r.number(), no).map(NoGame::name),
                result: t
                    .team_seat(r.number(), no)
                    .filter(|s| s.per_game.is_some())
                    .map(|s| s.points(t.settings().games_per_round).to_string())
                    .unwrap_or_default(),
                report: String::new(),
                records: Vec::new(),
                rulings: Vec::new(),
            },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Language;

    #[test]
    fn a_list_is_written_comma_separated() {
        assert_eq!(comma_list([3, 1, 2]), "3, 1, 2");
        assert_eq!(comma_list(["Ann"]), "Ann");
        assert_eq!(comma_list(Vec::<u32>::new()), "");
    }

    #[test]
    fn a_crosstable_cell_writes_its_points_in_the_language_and_keeps_its_codes() {
        let cell = |text: &str| Cell {
            round: 1,
            text: text.to_owned(),
            href: Some("/t/1/rounds/1/boards/2/games/1".to_owned()),
        };
        assert_eq!(cell("12w 1.5").in_language(Language::Fr).text, "12w 1,5");
        assert_eq!(cell("3b 0.5F").in_language(Language::Nl).text, "3b ½F");
        assert_eq!(cell("bye 1").in_language(Language::Ru).text, "bye 1");
        assert_eq!(cell("12w 1.5").in_language(Language::En), cell("12w 1.5"));
    }
}
