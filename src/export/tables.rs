//! Pairings, results and standings as CSV.
//!
//! - Pairings: `round,board,first_no,first_name,first_rating,second_no,second_name,
//!   second_rating,bye,opening`, one row per board; `first` moves first in the board's first
//!   game; `bye` is empty or the kind of bye (`pairing`, `requested`, `withdrawn`,
//!   `not-entered`); `opening` is the balloted opening of the board (or of the round).
//! - Results: `round,board,game,first_no,first_name,second_no,second_name,first_points,
//!   second_points,kind`, one row per game that has its result; `first` is the player who
//!   moved first in that game; points are decimals (`1`, `0.5`, `2`); `kind` is one of
//!   `played`, `absent` (000 art. 2.24), `double_absence` (art. 2.25), `no_scoresheet`
//!   (art. 3.10), `bye`, `requested_bye`, `withdrawn`. A late entry's rounds before it joined
//!   have no row.
//! - Standings: the columns of `crownhead standings --format csv`.

use super::cells;
use super::standings::{self as standings_out, Format as StandingsFormat};
use crate::domain::{Board, Game, Pairing, ResultKind, Round, StartNo, Tournament};

/// The header of the pairings CSV.
pub const PAIRING_COLUMNS: [&str; 10] = [
    "round",
    "board",
    "first_no",
    "first_name",
    "first_rating",
    "second_no",
    "second_name",
    "second_rating",
    "bye",
    "opening",
];

/// The header of the results CSV.
pub const RESULT_COLUMNS: [&str; 10] = [
    "round",
    "board",
    "game",
    "first_no",
    "first_name",
    "second_no",
    "second_name",
    "first_points",
    "second_points",
    "kind",
];

/// A round asked for that the tournament does not have.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("round {asked} is not paired (the tournament has {paired} round(s) paired)")]
pub struct NoSuchRound {
    pub asked: u32,
    pub paired: u32,
}

/// The rounds asked for: one (which must be paired) or all.
pub fn rounds(t: &Tournament, round: Option<u32>) -> Result<Vec<&Round>, NoSuchRound> {
    match round {
        None => Ok(t.rounds().iter().collect()),
        Some(n) => t.round(n).map(|r| vec![r]).ok_or(NoSuchRound {
            asked: n,
            paired: t.rounds().len() as u32,
        }),
    }
}

fn name(t: &Tournament, no: StartNo) -> String {
    t.entry(no).map(|e| e.name.to_string()).unwrap_or_default()
}

fn rating(t: &Tournament, no: StartNo) -> String {
    t.entry(no)
        .and_then(|e| e.rating)
        .map(|r| r.to_string())
        .unwrap_or_default()
}

/// The pairings of one round or of every round.
pub fn pairings(t: &Tournament, round: Option<u32>) -> Result<String, NoSuchRound> {
    let mut w = cells::Writer::in_memory();
    w.push(PAIRING_COLUMNS);
    for r in rounds(t, round)? {
        for b in r.boards() {
            let opening = b
                .ballot
                .as_ref()
                .or(r.ballot())
                .map(crate::domain::BallotRef::text)
                .unwrap_or_default();
            let (first, second, bye) = match b.pairing {
                Pairing::Game { home, away } => (home, Some(away), ""),
                Pairing::Bye { entry, kind } => (entry, None, kind.name()),
            };
            w.push([
                r.number().to_string(),
                b.number.to_string(),
                first.to_string(),
                name(t, first),
                rating(t, first),
                second.map(|s| s.to_string()).unwrap_or_default(),
                second.map(|s| name(t, s)).unwrap_or_default(),
                second.map(|s| rating(t, s)).unwrap_or_default(),
                bye.to_owned(),
                opening,
            ]);
        }
    }
    Ok(w.finish())
}

/// The `kind` column of a game with its result, or `None` for a game that has no row (no
/// result yet, or a late entry's round before joining).
pub fn result_kind(b: &Board, g: &Game) -> Option<&'static str> {
    let first = g.first_result?;
    if g.second.is_some() && g.second_result.is_none() {
        return None;
    }
    let second = g.second_result.map(|s| s.kind);
    Some(match (first.kind, second) {
        (ResultKind::PairingBye, _) => "bye",
        (ResultKind::RequestedBye, _) => "requested_bye",
        (ResultKind::Withdrawn, _) => "withdrawn",
        (ResultKind::NotEntered, _) => return None,
        (ResultKind::BothAbsent, _) => "double_absence",
        (ResultKind::ForfeitWin | ResultKind::ForfeitLoss, _) => "absent",
        // 000 art. 3.10: a player without complete signed score-sheets scores zero.
        _ if b.home_sheets_missing || b.away_sheets_missing => "no_scoresheet",
        _ => "played",
    })
}

/// The results of one round or of every round: one row per game with its result.
pub fn results(t: &Tournament, round: Option<u32>) -> Result<String, NoSuchRound> {
    let mut w = cells::Writer::in_memory();
    w.push(RESULT_COLUMNS);
    for r in rounds(t, round)? {
        for b in r.boards() {
            for g in &b.games {
                let Some(kind) = result_kind(b, g) else {
                    continue;
                };
                let pts = |s: Option<crate::domain::SideResult>| {
                    s.map(|s| s.points.to_string()).unwrap_or_default()
                };
                w.push([
                    r.number().to_string(),
                    b.number.to_string(),
                    g.number.to_string(),
                    g.first.to_string(),
                    name(t, g.first),
                    g.second.map(|s| s.to_string()).unwrap_or_default(),
                    g.second.map(|s| name(t, s)).unwrap_or_default(),
                    pts(g.first_result),
                    pts(g.second_result),
                    kind.to_owned(),
                ]);
            }
        }
    }
    Ok(w.finish())
}

/// The columns of a knock-out's results: one row per game of each tie.
pub const KNOCKOUT_RESULT_COLUMNS: [&str; 12] = [
    "part",
    "round",
    "tie",
    "game",
    "phase",
    "first_no",
    "first_name",
    "second_no",
    "second_name",
    "first_points",
    "second_points",
    "result",
];

/// The results of a knock-out: one row per game of each tie in the order played, the player
/// who moved first first, with the tie (part, round, number) and the game's number and phase.
pub fn knockout_results(t: &Tournament, k: &crate::domain::knockout::Knockout) -> String {
    use crate::domain::GameReport;
    let scoring = &t.settings().scoring;
    let mut w = cells::Writer::in_memory();
    w.push(KNOCKOUT_RESULT_COLUMNS);
    for g in k.games() {
        // The report is from the tie's first player's view; the row from the first mover's.
        let home_first = k.home_of(g) == g.first;
        let (home, away) = g.report.points(scoring);
        let (first, second) = if home_first {
            (home, away)
        } else {
            (away, home)
        };
        let kind = match g.report {
            GameReport::HomeAbsent | GameReport::AwayAbsent => "absent",
            _ => "played",
        };
        w.push([
            g.tie.part.name().to_owned(),
            g.tie.round.to_string(),
            g.tie.number.to_string(),
            g.game.to_string(),
            k.phase_of(g.game).to_owned(),
            g.first.to_string(),
            name(t, g.first),
            g.second.to_string(),
            name(t, g.second),
            first.to_string(),
            second.to_string(),
            kind.to_owned(),
        ]);
    }
    w.finish()
}

/// The standings after the last complete round, or after `round`, as the `standings` command
/// writes them.
pub fn standings(t: &Tournament, round: Option<u32>) -> Result<String, NoSuchRound> {
    let s = match round {
        None => t.standings(),
        Some(n) if n >= 1 && n <= t.rounds().len() as u32 => t.standings_after(n),
        Some(n) => {
            return Err(NoSuchRound {
                asked: n,
                paired: t.rounds().len() as u32,
            });
        }
    };
    let mut out = Vec::new();
    standings_out::write(&s, StandingsFormat::Csv, &mut out).expect("writing to memory");
    Ok(String::from_utf8(out).expect("CSV of UTF-8 text"))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::domain::{BoardReport, Entry, GameReport, PlayerName, Preset, Settings, Tournament};

    /// An English event of 2-game matches: five players, three rounds, with a forfeit, a
    /// double absence, a missing score-sheet, a pairing bye, a requested bye and a withdrawal.
    pub(crate) fn english() -> Tournament {
        let mut t =
            Tournament::new(Settings::preset(Preset::English, "Test, \"Open\"", 3)).unwrap();
        for n in 1..=5 {
            let mut e = Entry::new(n, PlayerName::parse(&format!("Player {n}")).unwrap()).unwrap();
            e.rating = Some(2000 - n * 10);
            t.add_entry(e).unwrap();
        }
        t.request_bye(5, 2).unwrap();
        t.pair_round(
            &[
                Pairing::game(1, 2),
                Pairing::game(3, 4),
                Pairing::pairing_bye(5),
            ],
            None,
        )
        .unwrap();
        t.publish_round(1).unwrap();
        let rep = |s: &str| BoardReport::from_codes(s).unwrap();
        t.record_result(1, 1, &rep("1-0 =")).unwrap();
        t.record_result(1, 2, &rep("+:- +:-")).unwrap();
        t.close_round(1).unwrap();
        t.pair_round(&[Pairing::game(2, 3), Pairing::game(4, 1)], None)
            .unwrap();
        t.publish_round(2).unwrap();
        t.record_result(2, 1, &rep("-:- -:-")).unwrap();
        t.record_result(2, 2, &rep("0-1 = sheets:away")).unwrap();
        t.withdraw(4, 3).unwrap();
        t.pair_round(&[Pairing::game(1, 3), Pairing::game(5, 2)], None)
            .unwrap();
        t.publish_round(3).unwrap();
        t.record_result(3, 1, &BoardReport::new(vec![GameReport::Draw; 2]))
            .unwrap();
        t
    }

    #[test]
    fn results_have_one_row_per_game_with_the_first_mover_first() {
        let t = english();
        let csv = results(&t, None).unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[0],
            "round,board,game,first_no,first_name,second_no,second_name,first_points,second_points,kind"
        );
        // Round 1: board 1 (2 games), board 2 (2 forfeits), the bye (2 games).
        assert_eq!(lines[1], "1,1,1,1,Player 1,2,Player 2,2,0,played");
        assert_eq!(lines[2], "1,1,2,2,Player 2,1,Player 1,1,1,played");
        assert_eq!(lines[3], "1,2,1,3,Player 3,4,Player 4,2,0,absent");
        assert_eq!(lines[4], "1,2,2,4,Player 4,3,Player 3,0,2,absent");
        assert_eq!(lines[5], "1,3,1,5,Player 5,,,2,,bye");
        assert!(csv.contains("\n2,1,1,2,Player 2,3,Player 3,0,0,double_absence\n"));
        // 000 art. 3.10: away (1) scores nothing in the round; home keeps the loss and draw.
        assert!(
            csv.contains("\n2,2,1,4,Player 4,1,Player 1,0,0,no_scoresheet\n"),
            "{csv}"
        );
        assert!(
            csv.contains("\n2,2,2,1,Player 1,4,Player 4,0,1,no_scoresheet\n"),
            "{csv}"
        );
        assert!(
            csv.contains("\n2,3,1,5,Player 5,,,0,,requested_bye\n"),
            "{csv}"
        );
        assert!(csv.contains("\n3,3,2,4,Player 4,,,0,,withdrawn\n"), "{csv}");
        // Round 3, board 2 has no result yet: no row.
        assert!(!csv.contains("\n3,2,"), "{csv}");
        let kinds = [
            "played",
            "absent",
            "double_absence",
            "no_scoresheet",
            "bye",
            "requested_bye",
            "withdrawn",
        ];
        for l in &lines[1..] {
            assert!(kinds.contains(&l.rsplit(',').next().unwrap()), "{l}");
        }
        let one = results(&t, Some(2)).unwrap();
        assert!(one.lines().skip(1).all(|l| l.starts_with("2,")));
        assert_eq!(
            results(&t, Some(9)).unwrap_err().to_string(),
            "round 9 is not paired (the tournament has 3 round(s) paired)"
        );
    }

    #[test]
    fn pairings_list_boards_and_byes() {
        let t = english();
        let csv = pairings(&t, Some(2)).unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[0],
            "round,board,first_no,first_name,first_rating,second_no,second_name,second_rating,bye,opening"
        );
        assert_eq!(lines[1], "2,1,2,Player 2,1980,3,Player 3,1970,,");
        assert_eq!(lines[3], "2,3,5,Player 5,1950,,,,requested,");
        assert_eq!(lines.len(), 4);
    }

    #[test]
    fn formula_names_are_written_as_text_in_pairings_results_and_standings() {
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "T", 3)).unwrap();
        let names = ["=HYPERLINK(\"http://x\",\"y\")", "@A1", "-2+3", "+B"];
        for (n, name) in (1..).zip(names) {
            t.add_entry(Entry::new(n, PlayerName::parse(name).unwrap()).unwrap())
                .unwrap();
        }
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        t.publish_round(1).unwrap();
        for b in 1..=2 {
            t.record_result(1, b, &BoardReport::from_codes("1-0").unwrap())
                .unwrap();
        }
        t.close_round(1).unwrap();
        let files = [
            pairings(&t, None).unwrap(),
            results(&t, None).unwrap(),
            standings(&t, None).unwrap(),
        ];
        for text in &files {
            let mut cells = Vec::new();
            for record in csv::Reader::from_reader(text.as_bytes()).records() {
                cells.extend(record.unwrap().iter().map(str::to_owned));
            }
            for cell in &cells {
                assert!(
                    !cell.starts_with(['=', '+', '-', '@']),
                    "{cell:?} in\n{text}"
                );
            }
            for name in names {
                assert!(cells.contains(&format!("'{name}")), "{name} in\n{text}");
            }
        }
        // Numbers stay numbers: the points of the results.
        assert!(files[1].contains(",2,0,played\n"), "{}", files[1]);
    }

    #[test]
    fn standings_are_those_of_the_standings_command() {
        let t = english();
        let csv = standings(&t, None).unwrap();
        assert!(csv.starts_with(
            "rank,no,name,federation,rating,points,direct_encounter,buchholz,sonneborn_berger,wins\n"
        ));
        // Two rounds complete: player 3 has 4 points (two forfeit wins) and 0 for the double
        // absence.
        assert!(csv.contains(",3,Player 3,,1970,4,"), "{csv}");
        let after1 = standings(&t, Some(1)).unwrap();
        assert_ne!(after1, csv);
        assert!(standings(&t, Some(4)).is_err());
    }
}
