//! The TRF-2026 file of a Swiss folded to one result column per round: each round, one game or
//! a match of several, written as the FIDE Dutch engine pairs it (`crownhead export --format
//! trf --folded`), so that a Dutch pairing program replays the event from the file
//! (`crownhead pair --dutch FILE -c`: no discrepancy when every round was paired as proposed).
//!
//! The file holds what [`pairing_input::folded_tournament`] gives the engine, the one adapter
//! the pairing of the event goes through:
//! - one column per round; a match's colour is the piece colour of the player who moves first
//!   in game 1 (`w` in international, Russian and Brazilian draughts, `b` in English draughts,
//!   where Black moves first), its result the match's: `1` `=` `0` won, drawn or lost over the
//!   board; `+` and `-` a match forfeited (000 art. 2.24), both players `-` for a double
//!   absence (2.25); `0000 - U` the pairing-allocated bye; `Z`, `H`, `F` a requested bye, a
//!   withdrawal or a late entry by its points; a board still without its results has its
//!   opponent and colour and no result;
//! - `162`: the points of one round on the event's pairing score (micro-matches scored 2-1-0
//!   in match points: `W 2.0 D 1.0`; English two-game matches on game points: `W 4.0 D 2.0`),
//!   and a `299` record for every round worth other points than its code (a match won 1½-½ on
//!   game points, a missing score-sheet of 000 art. 3.10, a forfeit win worth less than a win);
//! - `142` the event's rounds, `152` the piece colour of the top of the initial ranking in
//!   round 1, `192 FIDE_DUTCH_2025` (`_BAKU` with the Baku acceleration), `250` the fictitious
//!   points of accelerated rounds, `260` the prohibited pairings, in rounds;
//! - players numbered by pairing number (the initial ranking, C.04.2), with the points of the
//!   pairing score and their place in the standings.
//!
//! The game-by-game file (`crownhead export --format trf`) stays the event's report: a folded
//! file has no `### crownhead` lines and is no copy of the event to import.

use std::collections::BTreeMap;

use draughts_rules::Color;

use crate::domain::pairing_input::folded_tournament;
use crate::domain::{Acceleration, StartNo, System, Tournament};
use crate::pairing::trf as trf_file;
use crate::pairing::{self, Colour};

/// Why a tournament has no folded file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FoldedError {
    #[error(
        "--folded writes a Swiss as the Dutch system pairs it; \"{name}\" is a {system}, not a Swiss"
    )]
    NotSwiss { name: String, system: &'static str },
    #[error(
        "--folded writes an individual Swiss; \"{name}\" is a team event (its TRF is written team by team)"
    )]
    TeamEvent { name: String },
}

/// Half points (the engine's unit) as TRF tenths.
fn tenths(halves: u32) -> u32 {
    halves * 5
}

/// The file's piece colour for the engine's colour: its White is the first mover.
fn piece(engine: Colour, first: Color) -> Colour {
    let first = match first {
        Color::White => Colour::White,
        Color::Black => Colour::Black,
    };
    match engine {
        Colour::White => first,
        Colour::Black => first.opposite(),
    }
}

fn system_name(s: System) -> &'static str {
    match s {
        System::Swiss => "Swiss",
        System::RoundRobin => "round robin",
        System::DoubleRoundRobin => "double round robin",
        System::Knockout => "knock-out",
        System::DoubleKnockout => "double knock-out",
    }
}

/// Writes the folded TRF file of an individual Swiss (see the module's text).
pub fn write(t: &Tournament) -> Result<String, FoldedError> {
    let s = t.settings();
    if s.team.is_some() {
        return Err(FoldedError::TeamEvent {
            name: s.name.clone(),
        });
    }
    if s.system != System::Swiss {
        return Err(FoldedError::NotSwiss {
            name: s.name.clone(),
            system: system_name(s.system),
        });
    }
    let mut et = folded_tournament(t);
    // The engine's players are in pairing-number order: the file numbers them so.
    let rank: BTreeMap<StartNo, u32> = et
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, i as u32 + 1))
        .collect();
    let r = |no: StartNo| rank.get(&no).copied().unwrap_or(no);
    let ranks = |players: &[StartNo]| {
        let mut v: Vec<u32> = players.iter().map(|&p| r(p)).collect();
        v.sort_unstable();
        v
    };
    let first = s.variant.first_to_move();
    for p in &mut et.players {
        for rec in &mut p.rounds {
            rec.opponent = rec.opponent.map(r);
            rec.colour = rec.colour.map(|c| piece(c, first));
        }
    }

    let mut out = String::new();
    let mut line = |text: String| super::trf::push_line(&mut out, &text);
    // Starting numbers beyond 9,999 are written wider, as the game-by-game file writes them.
    let width = super::trf::opening(t, &rank, &mut line);
    let games = s.games_per_round;
    line(if games >= 2 {
        format!("092 Swiss of {games}-game matches, one column per match")
    } else {
        "092 Swiss".to_owned()
    });
    if !s.chief_controller.trim().is_empty() {
        line(format!("102 {}", s.chief_controller));
    }
    if !s.time_control.trim().is_empty() {
        line(format!("122 {}", s.time_control));
    }
    line(format!("142 {}", s.rounds));
    // 152: the piece colour of the top of the initial ranking in round 1, as the settings give
    // it, else as round 1 was paired.
    let initial = et.initial_colour.map(|c| piece(c, first)).or_else(|| {
        et.players.iter().find_map(|p| {
            p.rounds
                .first()
                .filter(|rec| rec.opponent.is_some())
                .and_then(|rec| rec.colour)
        })
    });
    if let Some(c) = initial {
        line(format!(
            "152 {}",
            if c == Colour::White { 'w' } else { 'b' }
        ));
    }
    let sc = et.scoring;
    let f = trf_file::format_tenths;
    line(format!(
        "162  W{:>4}    D{:>4}    L{:>4}    A{:>4}    P{:>4}",
        f(tenths(sc.win)),
        f(tenths(sc.draw)),
        f(tenths(sc.loss)),
        f(0),
        f(tenths(sc.pairing_bye))
    ));
    line(format!("182 Crownhead {}", env!("CARGO_PKG_VERSION")));
    line(if s.acceleration == Acceleration::Baku {
        "192 FIDE_DUTCH_2025_BAKU".to_owned()
    } else {
        "192 FIDE_DUTCH_2025".to_owned()
    });
    for a in &et.accelerations {
        let a = pairing::tournament::Acceleration {
            points: tenths(a.points),
            ..*a
        };
        for a in super::trf::acceleration_in_ranks(a, t, &rank) {
            line(trf_file::record_250_wide(&a, width));
        }
    }
    for p in &et.forbidden {
        let p = pairing::tournament::Prohibition {
            first_round: p.first_round,
            last_round: p.last_round.min(s.rounds),
            players: ranks(&p.players),
        };
        line(trf_file::record_260_wide(&p, width));
    }
    for a in &et.abnormal {
        let a = pairing::tournament::Abnormal {
            kind: a.kind,
            tenths: a.tenths * 5,
            round: a.round,
            players: ranks(&a.players),
        };
        line(trf_file::record_299_wide(&a, width));
    }
    let standings = t.standings();
    for p in &et.players {
        let Some(e) = t.entry(p.id) else { continue };
        let place = standings
            .row(e.no)
            .map(|row| row.rank.to_string())
            .unwrap_or_default();
        let fields = super::trf::PlayerFields {
            rank: r(e.no),
            name: e.name.as_str(),
            points: f(tenths(p.points)),
            place,
        };
        // The records' opponents are numbered by pairing number already.
        line(super::trf::player_line(width, e, fields, &p.rounds, |o| o));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::trf::import;

    /// A Swiss of more than 9,999 entries is folded in the wider form the game-by-game file
    /// writes (`XXW 5`: every starting number five columns wide), and a pairing program reads
    /// it back as the engine pairs the event: each player's points, opponents, colours and
    /// results.
    #[test]
    fn a_swiss_of_ten_thousand_players_is_folded_in_the_wider_form() {
        let mut field = crate::pairing::random::tournament(10_000, 1, 7);
        for p in &mut field.players {
            p.identity = format!("{:5}{:<33}", "", format!("Player {}", p.id));
        }
        let t = import(&trf_file::write(&field)).unwrap_or_else(|e| panic!("{e}"));
        let folded = write(&t).unwrap();
        let lines: Vec<&str> = folded.split('\r').collect();
        assert!(lines.contains(&"XXW 5"), "no width record");
        assert!(lines.iter().any(|l| l.starts_with("001 10000 ")));
        let read = trf_file::parse(&folded).unwrap_or_else(|e| panic!("{e}"));
        let mut engine = folded_tournament(&t);
        // The file numbers the players by pairing number, their opponents alike.
        let rank: BTreeMap<StartNo, u32> = (engine.players.iter().enumerate())
            .map(|(i, p)| (p.id, i as u32 + 1))
            .collect();
        for p in &mut engine.players {
            p.id = rank[&p.id];
            for rec in &mut p.rounds {
                rec.opponent = rec.opponent.map(|o| rank[&o]);
                rec.colour = rec
                    .colour
                    .map(|c| piece(c, t.settings().variant.first_to_move()));
            }
        }
        assert_eq!(read.players.len(), 10_000);
        let mut paired = 0;
        for (p, q) in engine.players.iter().zip(&read.players) {
            assert_eq!(
                (p.id, tenths(p.points), &p.rounds),
                (q.id, q.points, &q.rounds),
                "player {}",
                p.id
            );
            paired += p.rounds.iter().filter(|r| r.opponent.is_some()).count();
        }
        assert!(paired > 9_000, "{paired} players paired");
        // A field of fewer players keeps four columns and no width record.
        let english = crate::export::tables::tests::english();
        assert!(!write(&english).unwrap().contains("XXW"));
    }
}
