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
use std::fmt::Write as _;

use draughts_rules::Color;

use crate::domain::pairing_input::folded_tournament;
use crate::domain::{Acceleration, Federation, Sex, StartNo, System, Tournament};
use crate::pairing::trf as trf_file;
use crate::pairing::{self, Colour, ResultCode};

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
    super::trf::event_records(t, &mut line);
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
            line(trf_file::record_250(&a));
        }
    }
    for p in &et.forbidden {
        line(trf_file::record_260(&pairing::tournament::Prohibition {
            first_round: p.first_round,
            last_round: p.last_round.min(s.rounds),
            players: ranks(&p.players),
        }));
    }
    for a in &et.abnormal {
        line(trf_file::record_299(&pairing::tournament::Abnormal {
            kind: a.kind,
            tenths: a.tenths * 5,
            round: a.round,
            players: ranks(&a.players),
        }));
    }
    let standings = t.standings();
    for p in &et.players {
        let Some(e) = t.entry(p.id) else { continue };
        let fits = |s: &str, width: usize| s.chars().count() <= width;
        let title = e.title.as_deref().filter(|x| fits(x, 3)).unwrap_or("");
        let id = e
            .fmjd_id
            .as_deref()
            .filter(|x| fits(x, 11) && !x.contains(' '))
            .unwrap_or("");
        let name: String = e.name.as_str().chars().take(33).collect();
        let rating = e
            .rating
            .filter(|r| *r <= 9999)
            .map(|r| r.to_string())
            .unwrap_or_default();
        let birth = e
            .birth_date
            .map(|d| d.format("%Y/%m/%d").to_string())
            .or_else(|| e.birth_year.map(|y| format!("{y:04}/00/00")))
            .unwrap_or_default();
        let place = standings
            .row(e.no)
            .map(|row| row.rank.to_string())
            .unwrap_or_default();
        let mut l = format!(
            "001 {:>4} {}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
            r(e.no),
            e.sex.map_or(' ', Sex::letter),
            title,
            name,
            rating,
            e.federation.as_ref().map(Federation::as_str).unwrap_or(""),
            id,
            birth,
            f(tenths(p.points)),
            place,
        );
        for rec in &p.rounds {
            if rec.opponent.is_none() && rec.result.is_none() {
                l.push_str("          ");
                continue;
            }
            let colour = match rec.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            let _ = write!(
                l,
                "  {:>4} {colour} {}",
                rec.opponent.map_or("0000".into(), |o| o.to_string()),
                rec.result.map_or(' ', ResultCode::to_char)
            );
        }
        line(l);
    }
    Ok(out)
}
