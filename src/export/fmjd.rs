//! The FMJD rating report and the FMJD quarterly player list.
//!
//! # Rating report (CSV)
//!
//! The player fields are named as in the FMJD rating list: `nr_ew` (FMJD ID), `last_n`,
//! `first_n`, `country`, `title`, `rating`; then `no` (starting number) and `points`; then, for
//! each round (for each game `r{round}g{game}_...` when a round has several), `r1_opp` (the
//! opponent's starting number), `r1_col` (`w` or `b`, the colour of the pieces, only for a game
//! played over the board: empty for a forfeit or a bye) and `r1_pts` (the points scored; empty
//! when the player was not in the round). A name written `Last, First` is split at the comma,
//! otherwise the last word is the last name.
//!
//! # Player list (`V{yymmdd}.DRA`)
//!
//! Comma separated with a header line naming the fields; `nr_ew` is required, `country`,
//! `title` and `rating` are used, other columns are ignored. Importing it fills the country,
//! title and rating of every entry whose FMJD ID is in the list; names are left as entered.

use std::collections::{BTreeMap, HashMap};

use draughts_rules::Color;

use super::{ImportError, Problem, cells};
use crate::domain::{Entry, Federation, Pairing, StartNo, Tournament};

/// The player fields, in the order the report writes them.
pub const PLAYER_COLUMNS: [&str; 6] = ["nr_ew", "last_n", "first_n", "country", "title", "rating"];

/// `(last name, first names)` of a name.
pub fn split_name(name: &str) -> (String, String) {
    if let Some((last, first)) = name.split_once(',') {
        return (last.trim().to_owned(), first.trim().to_owned());
    }
    match name.trim().rsplit_once(' ') {
        Some((first, last)) => (last.trim().to_owned(), first.trim().to_owned()),
        None => (name.trim().to_owned(), String::new()),
    }
}

/// The rating report of a tournament.
pub fn rating_report(t: &Tournament) -> String {
    let games = t.settings().games_per_round;
    let white_first = t.settings().variant.first_to_move() == Color::White;
    let mut header: Vec<String> = PLAYER_COLUMNS.iter().map(|c| c.to_string()).collect();
    header.push("no".into());
    header.push("points".into());
    for r in t.rounds() {
        for g in 1..=games {
            let p = if games > 1 {
                format!("r{}g{g}", r.number())
            } else {
                format!("r{}", r.number())
            };
            header.extend(["opp", "col", "pts"].map(|s| format!("{p}_{s}")));
        }
    }
    let standings = t.standings();
    let mut w = cells::Writer::in_memory();
    w.push(&header);
    for e in t.entries() {
        let (last, first) = split_name(e.name.as_str());
        let mut row = vec![
            e.fmjd_id.clone().unwrap_or_default(),
            last,
            first,
            e.federation
                .as_ref()
                .map(|f| f.to_string())
                .unwrap_or_default(),
            e.title.clone().unwrap_or_default(),
            e.rating.map(|r| r.to_string()).unwrap_or_default(),
            e.no.to_string(),
            standings
                .row(e.no)
                .map(|r| r.points.to_string())
                .unwrap_or_default(),
        ];
        for r in t.rounds() {
            let board = r.board_of(e.no);
            for g in 1..=games {
                let game = board.and_then(|b| b.games.iter().find(|x| x.number == g));
                let (mut opp, mut col, mut pts) = (String::new(), String::new(), String::new());
                if let (Some(b), Some(game)) = (board, game) {
                    let mine = game.result_of(e.no);
                    if let Pairing::Game { .. } = b.pairing {
                        opp = b
                            .opponent_of(e.no)
                            .map(|o| o.to_string())
                            .unwrap_or_default();
                        if mine.is_some_and(|s| s.kind.is_played()) {
                            let first_mover = game.first == e.no;
                            col = if first_mover == white_first { "w" } else { "b" }.into();
                        }
                    }
                    let joined = mine.is_some_and(|s| {
                        !matches!(
                            s.kind,
                            crate::domain::ResultKind::Withdrawn
                                | crate::domain::ResultKind::NotEntered
                        )
                    });
                    if joined {
                        pts = mine.map(|s| s.points.to_string()).unwrap_or_default();
                    }
                }
                row.extend([opp, col, pts]);
            }
        }
        w.push(&row);
    }
    w.finish()
}

/// A player of the FMJD list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListPlayer {
    pub nr_ew: String,
    pub last_n: String,
    pub first_n: String,
    pub country: Option<Federation>,
    pub title: Option<String>,
    pub rating: Option<u32>,
}

/// Reads an FMJD player list, or every bad row with its line.
pub fn read_list(text: &str) -> Result<Vec<ListPlayer>, ImportError> {
    let mut reader = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .flexible(true)
        .from_reader(text.trim_start_matches('\u{feff}').as_bytes());
    let headers = reader
        .headers()
        .map_err(|e| ImportError::one(Problem::at(1, format!("cannot read the header: {e}"))))?
        .clone();
    let col: HashMap<String, usize> = headers
        .iter()
        .enumerate()
        .map(|(i, h)| (h.to_ascii_lowercase(), i))
        .collect();
    let Some(&id_col) = col.get("nr_ew") else {
        return Err(ImportError::one(Problem::at(
            1,
            format!(
                "the header needs an nr_ew column (the fields are {})",
                PLAYER_COLUMNS.join(",")
            ),
        )));
    };
    let mut problems = Vec::new();
    let mut players = Vec::new();
    let mut seen: HashMap<String, u64> = HashMap::new();
    for record in reader.records() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map_or(0, |p| p.line());
                problems.push(Problem::at(line, e.to_string()));
                continue;
            }
        };
        let line = record.position().map_or(0, |p| p.line());
        // A cell written with a `'` before a formula character reads as it was.
        let cell = |i: usize| cells::restore(record.get(i).unwrap_or("").trim()).to_owned();
        let field = |name: &str| col.get(name).map(|&i| cell(i)).unwrap_or_default();
        let nr_ew = cell(id_col);
        let mut bad = |m: String| problems.push(Problem::at(line, m));
        if nr_ew.is_empty() || !nr_ew.chars().all(|c| c.is_ascii_digit()) {
            bad(format!("nr_ew {nr_ew:?} is not an FMJD ID (digits)"));
            continue;
        }
        if let Some(first) = seen.insert(nr_ew.clone(), line) {
            bad(format!(
                "FMJD ID {nr_ew} is listed twice (also on line {first})"
            ));
            continue;
        }
        let country = match field("country") {
            c if c.is_empty() => None,
            c => match Federation::parse(&c) {
                Ok(f) => Some(f),
                Err(e) => {
                    bad(format!("country: {e}"));
                    continue;
                }
            },
        };
        let rating = match field("rating") {
            r if r.is_empty() => None,
            r => match r.parse::<u32>() {
                Ok(r) => Some(r),
                Err(_) => {
                    bad(format!("rating {r:?} is not a whole number"));
                    continue;
                }
            },
        };
        let title = Some(field("title")).filter(|t| !t.is_empty());
        players.push(ListPlayer {
            nr_ew,
            last_n: field("last_n"),
            first_n: field("first_n"),
            country,
            title,
            rating,
        });
    }
    if problems.is_empty() {
        Ok(players)
    } else {
        Err(ImportError { problems })
    }
}

/// What a list changes: the entries updated (as they will be) and the entries with an FMJD ID
/// that the list does not have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListUpdate {
    pub updated: Vec<Entry>,
    pub not_found: Vec<StartNo>,
}

/// Fills country, title and rating of every entry whose FMJD ID is in the list.
pub fn apply_list(t: &Tournament, list: &[ListPlayer]) -> ListUpdate {
    let by_id: BTreeMap<&str, &ListPlayer> = list.iter().map(|p| (p.nr_ew.as_str(), p)).collect();
    let mut out = ListUpdate {
        updated: Vec::new(),
        not_found: Vec::new(),
    };
    for e in t.entries() {
        let Some(id) = e.fmjd_id.as_deref() else {
            continue;
        };
        let Some(p) = by_id.get(id.trim()) else {
            out.not_found.push(e.no);
            continue;
        };
        let mut new = e.clone();
        new.federation = p.country.clone().or(new.federation);
        new.title = p.title.clone();
        new.rating = p.rating;
        if new != *e {
            out.updated.push(new);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{BoardReport, PlayerName, Preset, Settings};

    const LIST: &str = include_str!("../../fixtures/fmjd/V260701.DRA");

    fn entry(no: StartNo, name: &str, id: Option<&str>) -> Entry {
        let mut e = Entry::new(no, PlayerName::parse(name).unwrap()).unwrap();
        e.fmjd_id = id.map(str::to_owned);
        e
    }

    #[test]
    fn the_report_has_the_list_fields_and_each_round() {
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "R", 2)).unwrap();
        t.add_entry(entry(1, "Yuri Jones", Some("15013"))).unwrap();
        t.add_entry(entry(2, "Roberts, Oscar", Some("15026")))
            .unwrap();
        t.add_entry(entry(3, "Cy", None)).unwrap();
        t.pair_round(&[Pairing::game(2, 1), Pairing::pairing_bye(3)], None)
            .unwrap();
        t.publish_round(1).unwrap();
        t.record_result(1, 1, &BoardReport::parse("=").unwrap())
            .unwrap();
        t.pair_round(&[Pairing::game(1, 3), Pairing::pairing_bye(2)], None)
            .unwrap();
        t.publish_round(2).unwrap();
        t.record_result(2, 1, &BoardReport::parse("+:-").unwrap())
            .unwrap();
        let csv = rating_report(&t);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[0],
            "nr_ew,last_n,first_n,country,title,rating,no,points,r1_opp,r1_col,r1_pts,r2_opp,r2_col,r2_pts"
        );
        assert_eq!(lines[1], "15013,Jones,Yuri,,,,1,3,2,b,1,3,,2");
        assert_eq!(lines[2], "15026,Roberts,Oscar,,,,2,3,1,w,1,,,2");
        assert_eq!(lines[3], ",Cy,,,,,3,2,,,2,1,,0");
    }

    #[test]
    fn the_list_fills_entries_by_fmjd_id() {
        let list = read_list(LIST).unwrap();
        assert_eq!(list.len(), 5);
        assert_eq!(list[0].last_n, "Jones");
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "R", 2)).unwrap();
        t.add_entry(entry(1, "Yuri Jones", Some("15013"))).unwrap();
        t.add_entry(entry(2, "Ann", Some("77777"))).unwrap();
        t.add_entry(entry(3, "Xenia Stewart", Some("15039")))
            .unwrap();
        t.add_entry(entry(4, "Bo", None)).unwrap();
        let up = apply_list(&t, &list);
        assert_eq!(up.not_found, [2]);
        assert_eq!(up.updated.len(), 2);
        let yuri = &up.updated[0];
        assert_eq!(yuri.rating, Some(2511));
        assert_eq!(yuri.title.as_deref(), Some("GMI"));
        assert_eq!(yuri.federation.as_ref().unwrap().as_str(), "POL");
        assert_eq!(yuri.name.as_str(), "Yuri Jones");
        assert_eq!(up.updated[1].title.as_deref(), Some("MIF"));
    }

    #[test]
    fn a_bad_list_is_refused_with_every_bad_line() {
        let bad = "nr_ew,last_n,rating,country\n1,A,2000,NED\nx,B,1,NED\n3,C,high,NED\n1,D,5,NED\n5,E,1,NEDX\n";
        let e = read_list(bad).unwrap_err();
        assert_eq!(e.lines(), [3, 4, 5, 6], "{e}");
        assert!(read_list("id,name\n1,A\n").is_err());
    }

    #[test]
    fn names_split_into_last_and_first() {
        assert_eq!(split_name("Jones, Yuri"), ("Jones".into(), "Yuri".into()));
        assert_eq!(
            split_name("Anna Maria Smit"),
            ("Smit".into(), "Anna Maria".into())
        );
        assert_eq!(split_name("Cy"), ("Cy".into(), String::new()));
    }
}
