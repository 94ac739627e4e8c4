//! A round robin's crosstable as every round robin prints it: the square table, players by
//! Berger number (the place in the Berger tables, FIDE C.05 Annex 1: the start-number order of
//! the entries), one column per opponent, the diagonal blank, each cell the result(s) against
//! that opponent, then points, tie-breaks and place. A double round robin writes one result per
//! cycle in the cell, in the order of the rounds; a round of several games (a micro-match)
//! writes the match score, the row's points first.

use std::collections::HashMap;

use serde::Serialize;

use crate::domain::{Language, Points, Standings, StartNo, System, Tournament};
use crate::store::public::Recorded;

use super::view::{Cell, Standing};

/// The square crosstable of a round robin.
#[derive(Debug, Clone, Serialize)]
pub struct Square {
    pub after_round: u32,
    pub match_points: bool,
    /// The tie-breaks' headings (message ids), in the event's order.
    #[serde(skip)]
    pub tie_break_headings: Vec<&'static str>,
    /// Whether any player has a federation or a rating (the columns are left out otherwise).
    pub federations: bool,
    pub ratings: bool,
    /// The Berger numbers, one column each.
    pub numbers: Vec<u32>,
    /// In Berger-number order.
    pub rows: Vec<SquareRow>,
}

/// A player's line of the square.
#[derive(Debug, Clone, Serialize)]
pub struct SquareRow {
    /// The place in the Berger tables (the line and the column of the player).
    pub berger: u32,
    pub standing: Standing,
    /// One per column: the player's own (the diagonal) or the results against that opponent.
    pub cells: Vec<SquareCell>,
}

/// A cell of the square.
#[derive(Debug, Clone, Serialize)]
pub struct SquareCell {
    /// The diagonal: the player against themselves, blank and shaded.
    pub own: bool,
    /// The results against the column's player, one per round they met, in round order.
    pub results: Vec<Cell>,
}

impl SquareCell {
    /// The cell's results written one after the other (HTML: each a link where the board has
    /// a game record).
    pub fn html(&self) -> String {
        self.results
            .iter()
            .map(|c| format!("<span class=\"rr-result\">{c}</span>"))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The cell's text, as a reader (or a test) reads it.
    pub fn text(&self) -> String {
        self.results
            .iter()
            .map(|c| c.text.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Whether `t` is shown as a square: a single or double round robin of players. A team
/// event's players meet only the other teams' players on their boards: its crosstable stays by
/// rounds.
pub fn is_square(t: &Tournament) -> bool {
    matches!(
        t.settings().system,
        System::RoundRobin | System::DoubleRoundRobin
    ) && t.settings().team.is_none()
}

/// A number of points as `lang` writes it.
fn written(p: Points, lang: Language) -> String {
    let mut out = String::new();
    lang.write_score(&p.to_string(), &mut out);
    out
}

/// The square crosstable of `t` from its standings `s`, its points written in `lang`.
pub fn build(t: &Tournament, s: &Standings, lang: Language) -> Square {
    // The Berger number is the entry's place in the start-number order, the order in which the
    // pairing (domain::draft) reads the Berger tables.
    let berger: HashMap<StartNo, u32> = t
        .entries()
        .iter()
        .enumerate()
        .map(|(i, e)| (e.no, i as u32 + 1))
        .collect();
    let n = t.entries().len();
    let matches = t.settings().games_per_round >= 2;
    // Each player's points in each round, to write a match's score from both sides.
    let round_points: HashMap<(StartNo, u32), Points> = s
        .rows
        .iter()
        .flat_map(|r| r.rounds.iter().map(move |c| ((r.no, c.round), c.points)))
        .collect();
    let mut rows: Vec<SquareRow> = s
        .rows
        .iter()
        .filter_map(|r| {
            let b = *berger.get(&r.no)?;
            let mut cells: Vec<SquareCell> = (1..=n as u32)
                .map(|col| SquareCell {
                    own: col == b,
                    results: Vec::new(),
                })
                .collect();
            for c in &r.rounds {
                let Some(o) = c.opponent else { continue };
                let Some(&col) = berger.get(&o) else { continue };
                let mut text = written(c.points, lang);
                if matches {
                    let theirs = round_points.get(&(o, c.round)).copied().unwrap_or_default();
                    text = format!("{text}–{}", written(theirs, lang));
                }
                // F: not played over the board (a forfeit, 000 art. 2.24 and 2.25).
                if c.unplayed {
                    text.push('F');
                }
                cells[col as usize - 1].results.push(Cell {
                    round: c.round,
                    text,
                    href: None,
                });
            }
            Some(SquareRow {
                berger: b,
                standing: Standing::of(t, r),
                cells,
            })
        })
        .collect();
    rows.sort_by_key(|r| r.berger);
    Square {
        after_round: s.after_round,
        match_points: s.uses_match_points,
        tie_break_headings: s.tie_breaks.iter().map(|tb| tb.row().heading).collect(),
        federations: rows.iter().any(|r| !r.standing.federation.is_empty()),
        ratings: rows.iter().any(|r| !r.standing.rating.is_empty()),
        numbers: (1..=n as u32).collect(),
        rows,
    }
}

/// Links each result of the square whose board has a game record to its first recorded game.
pub fn link(square: &mut Square, t: &Tournament, id: i64, recorded: &[Recorded]) {
    if recorded.is_empty() {
        return;
    }
    for row in &mut square.rows {
        for cell in &mut row.cells {
            for result in &mut cell.results {
                let no = row.standing.no;
                result.href = super::view::first_game(t, id, recorded, result.round, no);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::TieBreak;
    use crate::domain::entry::{Entry, PlayerName};
    use crate::domain::settings::{Preset, Settings};
    use crate::domain::standings::tests::play as play_with_bye;

    fn tournament(system: System, players: u32, rounds: u32, games: u8) -> Tournament {
        let mut s = Settings::preset(Preset::FmjdInternational, "RR", rounds);
        s.system = system;
        s.games_per_round = games;
        s.tie_breaks = vec![TieBreak::SonnebornBerger];
        let mut t = Tournament::new(s).unwrap();
        for n in 1..=players {
            t.add_entry(Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap())
                .unwrap();
        }
        t
    }

    fn play(t: &mut Tournament, games: &[(u32, u32, &str)]) {
        play_with_bye(t, games, &[]);
    }

    /// The cell of row `row` (Berger number) in column `col`.
    fn cell(q: &Square, row: u32, col: u32) -> String {
        q.rows[row as usize - 1].cells[col as usize - 1].text()
    }

    #[test]
    fn a_round_robin_is_a_square_with_a_blank_diagonal_and_each_result_in_both_cells() {
        let mut t = tournament(System::RoundRobin, 4, 3, 1);
        play(&mut t, &[(1, 4, "1-0"), (2, 3, "=")]);
        play(&mut t, &[(4, 3, "0-1"), (1, 2, "+:-")]);
        play(&mut t, &[(2, 4, "1-0"), (3, 1, "0-1")]);
        let s = t.standings();
        let q = build(&t, &s, Language::En);
        assert_eq!(q.numbers, vec![1, 2, 3, 4]);
        assert_eq!(q.rows.len(), 4);
        for (i, r) in q.rows.iter().enumerate() {
            assert_eq!(r.berger, i as u32 + 1, "rows in Berger order");
            assert_eq!(r.cells.len(), 4, "one column per player");
            for (j, c) in r.cells.iter().enumerate() {
                assert_eq!(c.own, i == j);
                assert_eq!(c.results.is_empty(), i == j, "row {i} col {j}");
            }
        }
        // FMJD scoring 2/1/0: each game from the row's side.
        assert_eq!(cell(&q, 1, 4), "2");
        assert_eq!(cell(&q, 4, 1), "0");
        assert_eq!(cell(&q, 2, 3), "1");
        assert_eq!(cell(&q, 3, 2), "1");
        // A forfeit is marked F (000 art. 2.24).
        assert_eq!(cell(&q, 1, 2), "2F");
        assert_eq!(cell(&q, 2, 1), "0F");
        assert_eq!(q.rows[0].standing.points, "6");
        assert_eq!(q.rows[0].standing.rank, "1");
        assert_eq!(
            q.tie_break_headings,
            vec![TieBreak::SonnebornBerger.row().heading]
        );
        assert_eq!(q.rows[0].standing.tie_breaks.len(), 1);
    }

    #[test]
    fn a_double_round_robin_writes_both_cycles_in_a_cell_and_a_match_its_score() {
        let mut t = tournament(System::DoubleRoundRobin, 2, 2, 1);
        play(&mut t, &[(1, 2, "1-0")]);
        play(&mut t, &[(2, 1, "=")]);
        let q = build(&t, &t.standings(), Language::Fr);
        assert_eq!(cell(&q, 1, 2), "2 1");
        assert_eq!(cell(&q, 2, 1), "0 1");

        let mut m = tournament(System::RoundRobin, 3, 3, 2);
        play_with_bye(&mut m, &[(1, 2, "1-0 =")], &[3]);
        let q = build(&m, &m.standings(), Language::Ru);
        assert_eq!(cell(&q, 1, 2), "3–1");
        assert_eq!(cell(&q, 2, 1), "1–3");
        assert_eq!(cell(&q, 1, 3), "", "not met yet");
    }
}
