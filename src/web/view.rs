//! Display rows built from the domain for the templates: plain strings, computed once, so the
//! templates stay free of logic and render fast.

use std::collections::HashMap;

use serde::Serialize;

use crate::domain::{Board, Pairing, Points, Round, RoundState, Standings, StartNo, Tournament};

/// A line of the standings or the crosstable.
#[derive(Debug, Clone, Serialize)]
pub struct Row {
    /// The rank, with `=` when shared.
    pub rank: String,
    pub no: StartNo,
    pub name: String,
    pub federation: String,
    pub rating: String,
    pub points: String,
    pub match_points: String,
    pub tie_breaks: Vec<String>,
    /// Per round: the opponent's rank, the colour and the result (`12w 1`), or the bye.
    pub cells: Vec<String>,
}

/// The standings as shown.
#[derive(Debug, Clone, Serialize)]
pub struct Table {
    pub after_round: u32,
    pub match_points: bool,
    pub tie_breaks: Vec<String>,
    pub rounds: Vec<u32>,
    pub rows: Vec<Row>,
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
    let rank_of: HashMap<StartNo, u32> = s.rows.iter().map(|r| (r.no, r.rank)).collect();
    let seats = if cells { seats(t) } else { HashMap::new() };
    let rows = s
        .rows
        .iter()
        .map(|r| Row {
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
            cells: if cells {
                r.rounds
                    .iter()
                    .map(|c| match c.opponent {
                        Some(o) => {
                            let colour = match seats.get(&(c.round, r.no)) {
                                Some(true) => "w",
                                Some(false) => "b",
                                None => "",
                            };
                            let forfeit = if c.unplayed { "F" } else { "" };
                            format!("{}{colour} {}{forfeit}", opt(&rank_of.get(&o)), c.points)
                        }
                        None if c.voluntary => format!("rb {}", c.points),
                        None => format!("bye {}", c.points),
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
        rounds: (1..=s.after_round).collect(),
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
    /// Board points, `1 - 1`, or empty while missing.
    pub score: String,
    /// The report codes (`1-0 = sheets:away`), or empty.
    pub report: String,
    pub games: usize,
    pub ballot: String,
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
    r.boards()
        .iter()
        .map(|b| {
            let (home_no, away_no, away) = match b.pairing {
                Pairing::Game { home, away } => (home, Some(away), name_of(t, away)),
                Pairing::Bye { entry, kind } => (entry, None, format!("bye ({})", kind.name())),
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
                score,
                report: b.report().map(|r| r.to_string()).unwrap_or_default(),
                games: b.games.len(),
                ballot: b
                    .ballot
                    .as_ref()
                    .or(r.ballot())
                    .map(|x| x.opening.clone())
                    .unwrap_or_default(),
            }
        })
        .collect()
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
    pub result: String,
    pub report: String,
}

/// A player's rounds, published ones only.
pub fn card(t: &Tournament, no: StartNo) -> Vec<CardRound> {
    t.rounds()
        .iter()
        .filter(|r| is_public(r))
        .map(|r| match r.board_of(no) {
            Some(b) => {
                let opp = b.opponent_of(no);
                let colour = match b.pairing {
                    Pairing::Game { home, .. } if home == no => "w",
                    Pairing::Game { .. } => "b",
                    Pairing::Bye { .. } => "",
                };
                CardRound {
                    round: r.number(),
                    board: b.number.to_string(),
                    colour: colour.to_owned(),
                    opponent_no: opp,
                    opponent: match (opp, b.pairing) {
                        (Some(o), _) => name_of(t, o),
                        (None, Pairing::Bye { kind, .. }) => format!("bye ({})", kind.name()),
                        (None, _) => String::new(),
                    },
                    result: opt(&board_points(b, no)),
                    report: b.report().map(|r| r.to_string()).unwrap_or_default(),
                }
            }
            None => CardRound {
                round: r.number(),
                board: String::new(),
                colour: String::new(),
                opponent_no: None,
                opponent: "not paired".to_owned(),
                result: String::new(),
                report: String::new(),
            },
        })
        .collect()
}
