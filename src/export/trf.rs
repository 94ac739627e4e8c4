//! The FIDE Tournament Report File (TRF-2026) of a whole event, and a tournament built from one.
//!
//! # What is written
//!
//! Lines end with CR, as the format has them (TRF-2026, remark 1). The tournament section:
//! `012` name, `022` city (the venue), `032` the event's federation, `042`/`052` dates
//! (`YYYY/MM/DD`), `062` players, `072` rated players, `092` the type of tournament (the
//! system, or the text an imported file gave), `102` chief controller, `112` one line per
//! deputy, `122` time control, `132` the date of each round (`YY/MM/DD` in the columns of the
//! round, 92-99 for round 1), `142` the number of TRF rounds, `152` the piece colour of the
//! highest-ranked player paired in round 1, `162` the scoring of one game (draughts:
//! `W 2.0 D 1.0 L 0.0 A 0.0 P 2.0`), `172` the starting-rank method with national ratings,
//! `182 Crownhead <version>`, `192` the tournament type code (`FIDE_DUTCH_2025`, `_BAKU` with
//! the Baku acceleration, `CUSTOM_SWISS` for Swiss matches, `BERGER_ROUNDROBIN`,
//! `BERGER_DOUBLEROUNDROBIN`, `CUSTOM_ROUNDROBIN` for round robins of matches; or the code an
//! imported file gave), `202` the tie-breaks by their FIDE codes and `212` the same after
//! `PTS`, `222` the encoded time control. Then the records: `240` every requested bye, played or
//! to come (`F`, `H`, `Z` by its points), `250` the fictitious points of accelerated rounds
//! (C.04.5), `260` the prohibited pairings with their rounds (an entry's own forbidden pair for
//! every round), `299` every result worth other points than `162` gives its code (a forfeit win
//! worth less than a win, a bye of the entry's own value) and the penalties and bonuses of an
//! imported file. Then one `001` line per entry: sex (`m`/`w`), title (three characters at
//! most), name (33), rating, federation, the FMJD ID in the FIDE-number field, birth date (or
//! `YYYY/00/00` with the year alone), points (penalties and bonuses included), rank, and one
//! block per game: opponent, colour (`w`/`b`: the colour of the pieces played, so in English
//! draughts the first mover has `b`), result code; after it the entry's National Rating Support
//! line, where it has one (its national id in the number field):
//!
//! | game | code |
//! |---|---|
//! | won, drawn, lost over the board | `1` `=` `0` |
//! | won by the opponent's absence (000 art. 2.24) | `+` |
//! | lost by absence (000 art. 2.24); both absent (art. 2.25): both players `-` | `-` |
//! | pairing-allocated bye | `0000 - U` |
//! | requested bye worth 0 / a draw / a win | `0000 - Z` / `H` / `F` |
//! | withdrawn, or a late entry not yet playing | blank (the format's "not paired") |
//!
//! A round of several games (a match, colours reversed each game) is written as that many
//! consecutive TRF rounds, so `142` is rounds × games and the records name TRF rounds.
//!
//! What TRF has no field for is written in comment lines (`### crownhead ...`), which other
//! programs ignore: the settings (JSON), each round's state, board order, ballots and missing
//! score-sheets (000 art. 3.10), and each entry's club, women's title and rating, national id
//! without a national rating line, long name or title, withdrawal, late entry and requested
//! byes. Reading them back gives
//! the same tournament, so export → import → export gives the same file.
//!
//! # What is read
//!
//! Any TRF the pairing reader accepts (TRF-2026 or TRF-16 player lines, and JaVaFo's `XXR`,
//! `XXC`, `XXP`, `XXA` in place of `142`, `152`, `260`, `250`). Without the `### crownhead`
//! lines, the settings are those of the FMJD preset (international draughts, one game a round)
//! with what the file says: every record above but `062`, `072` and `182` (counted and written
//! anew). `192` and `092` give the system (a team event's code is refused); `202` (or `212`
//! after its `PTS`) the tie-breaks; `250` records the Baku acceleration when they give what it
//! gives the tournament (C.04.5.1), otherwise they are kept as they are, and a `_BAKU` code
//! without them means Baku; a `260` record of two players for every round is the entries'
//! forbidden pair, any other prohibition is kept with its rounds. A `240` bye fills the player
//! line's round when it is blank or past its end. Each result gets what `162` gives its code,
//! or what a `299` record gives it; a `299` without a type is a penalty or bonus of the report
//! (written back, not counted in the standings). A requested bye to come is worth what its code
//! (and `299`) says, the event's requested bye what the first bye code says. Blank rounds before
//! a player's first game make a late entry, blank rounds to the end a withdrawal, other blanks
//! and `H`/`F`/`Z` requested byes. A file without a `001` player line is refused. Every
//! problem is reported with its line and field, and nothing is created.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use chrono::NaiveDate;
use draughts_rules::Color;

use super::{ImportError, Problem};
use crate::domain::{
    BallotRef, Board, BoardReport, ByeKind, Entry, Federation, GameReport, NationalRating, Pairing,
    PlayerName, Points, Preset, ResultKind, Round, RoundState, Settings, Sex, StartNo, System,
    Tournament,
};

mod records;
use crate::pairing::tournament::Abnormal;
use crate::pairing::trf as trf_file;
use crate::pairing::{self, Colour, ResultCode, RoundRecord};

const TAG: &str = "### crownhead";

/// Tenths of a point, as TRF counts them.
fn tenths(p: Points) -> u32 {
    p.halves() * 5
}

/// The TRF colour of the player who moves first.
fn first_colour(t: &Tournament) -> Colour {
    match t.settings().variant.first_to_move() {
        Color::White => Colour::White,
        Color::Black => Colour::Black,
    }
}

/// The result code of one side of a game.
fn code(kind: ResultKind, points: Points, t: &Tournament) -> Option<ResultCode> {
    let s = &t.settings().scoring;
    Some(match kind {
        ResultKind::Win => ResultCode::Win,
        ResultKind::Draw => ResultCode::Draw,
        ResultKind::Loss => ResultCode::Loss,
        ResultKind::ForfeitWin => ResultCode::ForfeitWin,
        // 000 art. 2.24 (one absent) and 2.25 (both absent, both `-`).
        ResultKind::ForfeitLoss | ResultKind::BothAbsent => ResultCode::ForfeitLoss,
        ResultKind::PairingBye => ResultCode::PairingBye,
        ResultKind::RequestedBye if points == Points::ZERO => ResultCode::ZeroBye,
        ResultKind::RequestedBye if points >= s.win => ResultCode::FullBye,
        ResultKind::RequestedBye => ResultCode::HalfBye,
        ResultKind::Withdrawn | ResultKind::NotEntered => return None,
    })
}

/// One entry's TRF records, one per game of every round paired, each with the points the
/// entry got for it.
fn records(t: &Tournament, no: StartNo) -> Vec<(RoundRecord, Option<Points>)> {
    let games = usize::from(t.settings().games_per_round);
    let first = first_colour(t);
    let mut out = Vec::new();
    for r in t.rounds() {
        let Some(b) = r.board_of(no) else {
            // A team event's board won by default: `0000 - +` for each game.
            let won = t.team_seat(r.number(), no).and_then(|s| s.per_game);
            let rec = match won {
                Some(_) => RoundRecord {
                    opponent: None,
                    colour: None,
                    result: Some(ResultCode::ForfeitWin),
                },
                None => RoundRecord::UNPAIRED,
            };
            out.extend(std::iter::repeat_n((rec, won.map(|w| w.points)), games));
            continue;
        };
        for g in &b.games {
            let mine = g.result_of(no);
            let points = mine.map(|s| s.points);
            let rec = match b.pairing {
                Pairing::Game { .. } => {
                    let me_first = g.first == no;
                    RoundRecord {
                        opponent: if me_first { g.second } else { Some(g.first) },
                        colour: Some(if me_first { first } else { first.opposite() }),
                        result: mine.and_then(|s| code(s.kind, s.points, t)),
                    }
                }
                Pairing::Bye { .. } => match mine.and_then(|s| code(s.kind, s.points, t)) {
                    Some(c) => RoundRecord {
                        opponent: None,
                        colour: None,
                        result: Some(c),
                    },
                    None => RoundRecord::UNPAIRED,
                },
            };
            out.push((rec, points.filter(|_| rec.result.is_some())));
        }
    }
    out
}

fn scoring(t: &Tournament) -> pairing::Scoring {
    let s = &t.settings().scoring;
    pairing::Scoring {
        win: tenths(s.win),
        draw: tenths(s.draw),
        loss: tenths(s.loss),
        zero_bye: 0,
        forfeit_loss: 0,
        pairing_bye: tenths(s.pairing_bye),
    }
}

/// The points a result code is worth by line 162 (W for a win, a forfeit win and a full-point
/// bye; D for a draw and a half-point bye; A for a forfeit loss and a zero-point bye; P for the
/// pairing-allocated bye), in Crownhead's points.
fn points_of_code(c: ResultCode, sc: &pairing::Scoring) -> Points {
    let t = match c {
        ResultCode::Win | ResultCode::UnratedWin | ResultCode::ForfeitWin | ResultCode::FullBye => {
            sc.win
        }
        ResultCode::Draw | ResultCode::UnratedDraw | ResultCode::HalfBye => sc.draw,
        ResultCode::Loss | ResultCode::UnratedLoss => sc.loss,
        ResultCode::ForfeitLoss | ResultCode::ZeroBye => sc.forfeit_loss,
        ResultCode::PairingBye => sc.pairing_bye,
    };
    Points::from_halves(t / 5)
}

/// The bye code of a requested bye worth `points` a game: nothing (`Z`), a win or more (`F`),
/// anything else (`H`, with a 299 record when it is not a draw).
fn bye_code(points: Points, s: &crate::domain::Scoring) -> ResultCode {
    if points == Points::ZERO {
        ResultCode::ZeroBye
    } else if points >= s.win {
        ResultCode::FullBye
    } else {
        ResultCode::HalfBye
    }
}

/// The TRF rounds (1-based) of a tournament round: one per game.
fn trf_rounds(round: u32, games: u8) -> std::ops::RangeInclusive<u32> {
    let g = u32::from(games);
    (round - 1) * g + 1..=round * g
}

/// The requested byes of rounds not yet paired: (entry, round, points a game).
fn future_byes(t: &Tournament) -> Vec<(StartNo, u32, Points)> {
    let paired = t.rounds().len() as u32;
    let requested = t.settings().scoring.requested_bye;
    t.entries()
        .iter()
        .flat_map(|e| {
            e.requested_byes
                .iter()
                .filter(move |&&r| r > paired)
                .map(move |&r| (e.no, r, e.bye_value(r, requested)))
        })
        .collect()
}

/// Records 240: every requested bye, played or to come, by TRF round and kind.
fn bye_records(t: &Tournament) -> Vec<pairing::tournament::ByeRecord> {
    let s = t.settings();
    let mut byes: BTreeMap<(u32, char), Vec<StartNo>> = BTreeMap::new();
    for r in t.rounds() {
        for b in r.boards() {
            let Pairing::Bye {
                entry,
                kind: ByeKind::Requested,
            } = b.pairing
            else {
                continue;
            };
            for (g, game) in b.games.iter().enumerate() {
                if let Some(side) = game.first_result {
                    let c = bye_code(side.points, &s.scoring);
                    let at = trf_rounds(r.number(), s.games_per_round)
                        .nth(g)
                        .expect("one TRF round a game");
                    byes.entry((at, c.to_char())).or_default().push(entry);
                }
            }
        }
    }
    for (no, round, points) in future_byes(t) {
        let c = bye_code(points, &s.scoring);
        for at in trf_rounds(round, s.games_per_round) {
            byes.entry((at, c.to_char())).or_default().push(no);
        }
    }
    let mut out = Vec::new();
    for ((round, c), mut players) in byes {
        players.sort_unstable();
        for chunk in players.chunks(20) {
            out.push(pairing::tournament::ByeRecord {
                code: ResultCode::from_char(c).expect("a bye code"),
                round,
                players: chunk.to_vec(),
            });
        }
    }
    out
}

/// Records 299: every result worth other points than line 162 gives its code, requested byes
/// to come included, and the penalties and bonuses of the report.
fn abnormal_records(t: &Tournament) -> Vec<Abnormal> {
    let s = t.settings();
    let sc = scoring(t);
    let mut by: BTreeMap<(u32, char, i32), Vec<StartNo>> = BTreeMap::new();
    let mut note = |round: u32, c: ResultCode, points: Points, no: StartNo| {
        if points != points_of_code(c, &sc)
            && let Some(kind) = c.abnormal_type()
        {
            by.entry((round, kind, tenths(points) as i32))
                .or_default()
                .push(no);
        }
    };
    for e in t.entries() {
        for (i, (rec, points)) in records(t, e.no).into_iter().enumerate() {
            if let (Some(c), Some(p)) = (rec.result, points) {
                note(i as u32 + 1, c, p, e.no);
            }
        }
    }
    for (no, round, points) in future_byes(t) {
        for at in trf_rounds(round, s.games_per_round) {
            note(at, bye_code(points, &s.scoring), points, no);
        }
    }
    let mut out = Vec::new();
    for ((round, kind, tenths), mut players) in by {
        players.sort_unstable();
        for chunk in players.chunks(20) {
            out.push(Abnormal {
                kind: Some(kind),
                tenths,
                round,
                players: chunk.to_vec(),
            });
        }
    }
    out.extend(s.report.adjustments.iter().map(|a| Abnormal {
        kind: None,
        tenths: a.halves * 5,
        round: a.round.unwrap_or(0),
        players: a.players.clone(),
    }));
    out
}

/// Records 260: each entry's own forbidden pairs for every round, then the prohibitions of
/// the settings with their rounds (in TRF rounds).
fn prohibition_records(t: &Tournament) -> Vec<pairing::tournament::Prohibition> {
    let s = t.settings();
    let all = s.rounds * u32::from(s.games_per_round);
    let mut pairs = BTreeSet::new();
    for e in t.entries() {
        for &o in &e.forbidden {
            pairs.insert((e.no.min(o), e.no.max(o)));
        }
    }
    let mut out: Vec<_> = pairs
        .into_iter()
        .map(|(a, b)| pairing::tournament::Prohibition {
            first_round: 1,
            last_round: all,
            players: vec![a, b],
        })
        .collect();
    out.extend(
        s.prohibited
            .iter()
            .map(|p| pairing::tournament::Prohibition {
                first_round: *trf_rounds(p.first_round, s.games_per_round).start(),
                last_round: *trf_rounds(p.last_round, s.games_per_round).end(),
                players: p.players.clone(),
            }),
    );
    out
}

/// Records 250: the fictitious points of the acceleration, in TRF rounds.
fn acceleration_records(t: &Tournament) -> Vec<pairing::tournament::Acceleration> {
    let s = t.settings();
    s.acceleration
        .records(s, t.entries())
        .into_iter()
        .map(|r| pairing::tournament::Acceleration {
            points: tenths(r.points),
            first_round: *trf_rounds(r.first_round, s.games_per_round).start(),
            last_round: *trf_rounds(r.last_round, s.games_per_round).end(),
            first_player: r.first_player,
            last_player: r.last_player,
        })
        .collect()
}

/// The TRF starting rank of every entry, by start number. A Swiss is paired from its initial
/// ranking (C.04.2, C.04.3), so its file numbers the players by pairing number, as TRF-2026's
/// starting rank is, and a pairing program replays the event from the file. A round robin,
/// a knock-out and a team event keep the start numbers (their tables and line-ups use them).
fn trf_numbers(t: &Tournament) -> BTreeMap<StartNo, u32> {
    let s = t.settings();
    if s.system == System::Swiss && s.team.is_none() {
        t.pairing_numbers()
    } else {
        t.entries().iter().map(|e| (e.no, e.no)).collect()
    }
}

/// Record 250 in starting ranks: a record's start-number range becomes the runs of starting
/// ranks its entries have (one record, the same, when the numbers are the start numbers).
fn acceleration_in_ranks(
    a: pairing::tournament::Acceleration,
    t: &Tournament,
    rank: &BTreeMap<StartNo, u32>,
) -> Vec<pairing::tournament::Acceleration> {
    if rank.iter().all(|(no, r)| no == r) {
        return vec![a];
    }
    let mut ranks: Vec<u32> = t
        .entries()
        .iter()
        .filter(|e| (a.first_player..=a.last_player).contains(&e.no))
        .filter_map(|e| rank.get(&e.no).copied())
        .collect();
    ranks.sort_unstable();
    let mut out: Vec<pairing::tournament::Acceleration> = Vec::new();
    for r in ranks {
        match out.last_mut() {
            Some(last) if last.last_player + 1 == r => last.last_player = r,
            _ => out.push(pairing::tournament::Acceleration {
                first_player: r,
                last_player: r,
                ..a
            }),
        }
    }
    out
}

/// Record 152: the piece colour of the highest-ranked player paired in round 1 (the lowest
/// starting rank with a game), or the one the report details give.
fn initial_colour(t: &Tournament, rank: &BTreeMap<StartNo, u32>) -> Option<Color> {
    let s = t.settings();
    if let Some(c) = s.report.initial_colour {
        return Some(c);
    }
    let first = s.variant.first_to_move();
    t.round(1)?
        .boards()
        .iter()
        .filter_map(|b| match b.pairing {
            Pairing::Game { home, away } => {
                let (h, a) = (rank.get(&home), rank.get(&away));
                Some(if h < a { (h, first) } else { (a, !first) })
            }
            Pairing::Bye { .. } => None,
        })
        .min_by_key(|&(r, _)| r)
        .map(|(_, c)| c)
}

fn date(d: NaiveDate) -> String {
    d.format("%Y/%m/%d").to_string()
}

fn fits(s: &str, width: usize) -> bool {
    s.chars().count() <= width && !s.chars().any(char::is_control)
}

/// Whether an entry's national id is written in the number field of its national rating
/// line (11 columns, no blank).
fn national_id_in_nrs(e: &Entry) -> bool {
    e.national.is_some()
        && e.national_id
            .as_deref()
            .is_none_or(|id| fits(id, 11) && !id.contains(' '))
}

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("settings and ballots serialize")
}

/// The tenths a report's penalties and bonuses (299 without a type) give an entry in all.
fn adjustment(t: &Tournament, no: StartNo) -> i32 {
    t.settings()
        .report
        .adjustments
        .iter()
        .filter(|a| a.players.contains(&no))
        .map(|a| a.halves * 5)
        .sum()
}

/// Points as TRF writes them, a penalty below zero included (`-1.5`).
fn signed_points(tenths: i32) -> String {
    let sign = if tenths < 0 { "-" } else { "" };
    format!("{sign}{}", trf_file::format_tenths(tenths.unsigned_abs()))
}

/// Writes the TRF-2026 file of a tournament.
pub fn write(t: &Tournament) -> String {
    write_with_ties(t, None)
}

/// A knock-out's TRF records of one entry: its games of the ties in the order played, tie-break
/// games included, one record (one result column) per game, with the opponent and colour as in
/// any round; and the points they earned.
fn knockout_records(
    t: &Tournament,
    k: &crate::domain::knockout::Knockout,
    no: StartNo,
) -> (Vec<RoundRecord>, Points) {
    let first = first_colour(t);
    let games = k.games_of(no, &t.settings().scoring);
    let points = games.iter().map(|g| g.points).sum();
    let records = games
        .iter()
        .map(|g| RoundRecord {
            opponent: Some(g.opponent),
            colour: Some(if g.first_mover {
                first
            } else {
                first.opposite()
            }),
            result: code(g.kind, g.points, t),
        })
        .collect();
    (records, points)
}

/// Writes the tournament, a knock-out's games from its ties (`knockout`): each player's 001 line
/// carries one result column per game played, in the order played (tie-break games included:
/// column n is the player's n-th game, whatever the round of the bracket), the opponent and
/// colour as for any round, and the sum of the game points; line 142 gives the most games any
/// player played.
pub fn write_with_ties(
    t: &Tournament,
    knockout: Option<&crate::domain::knockout::Knockout>,
) -> String {
    let s = t.settings();
    // TRF-2026 001: the starting rank; every record names players by it.
    let rank = trf_numbers(t);
    let r = |no: StartNo| rank.get(&no).copied().unwrap_or(no);
    let ranks = |players: Vec<StartNo>| {
        let mut players: Vec<u32> = players.into_iter().map(r).collect();
        players.sort_unstable();
        players
    };
    let mut out = String::new();
    let mut line = |text: String| {
        // A line ends at the first CR or LF: other control characters become spaces.
        let text: String = text
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        out.push_str(text.trim_end());
        out.push('\r');
    };
    line(format!("012 {}", s.name));
    if !s.venue.trim().is_empty() {
        line(format!("022 {}", s.venue));
    }
    if let Some(f) = &s.federation {
        line(format!("032 {f}"));
    }
    if let Some(d) = s.start_date {
        line(format!("042 {}", date(d)));
    }
    if let Some(d) = s.end_date {
        line(format!("052 {}", date(d)));
    }
    line(format!("062 {}", t.entries().len()));
    line(format!(
        "072 {}",
        t.entries().iter().filter(|e| e.rating.is_some()).count()
    ));
    let type_text = match s.report.type_text.as_str() {
        "" => records::system_text(s.system),
        text => text,
    };
    line(format!("092 {type_text}"));
    if !s.chief_controller.trim().is_empty() {
        line(format!("102 {}", s.chief_controller));
    }
    for d in &s.report.deputies {
        line(format!("112 {d}"));
    }
    if !s.time_control.trim().is_empty() {
        line(format!("122 {}", s.time_control));
    }
    let games = s.games_per_round;
    let all_rounds = s.rounds * u32::from(games);
    if !s.round_dates.is_empty() {
        let dates: Vec<Option<NaiveDate>> = (1..=all_rounds)
            .map(|at| {
                s.round_dates
                    .get(&((at - 1) / u32::from(games) + 1))
                    .copied()
            })
            .collect();
        line(records::dates_132(&dates));
    }
    let all_rounds = match knockout {
        Some(k) => t
            .entries()
            .iter()
            .map(|e| k.games_of(e.no, &s.scoring).len() as u32)
            .max()
            .unwrap_or(0),
        None => all_rounds,
    };
    line(format!("142 {all_rounds}"));
    if let Some(c) = initial_colour(t, &rank) {
        line(format!("152 {}", c.char()));
    }
    let sc = scoring(t);
    let f = trf_file::format_tenths;
    line(format!(
        "162  W{:>4}    D{:>4}    L{:>4}    A{:>4}    P{:>4}",
        f(sc.win),
        f(sc.draw),
        f(sc.loss),
        f(0),
        f(sc.pairing_bye)
    ));
    if let Some(r) = &s.report.starting_rank {
        line(records::rank_172(r));
    }
    line(format!("182 Crownhead {}", env!("CARGO_PKG_VERSION")));
    let code = match s.report.type_code.as_str() {
        "" => records::derived_type_code(s),
        code => code.to_owned(),
    };
    line(format!("192 {code}"));
    if !s.tie_breaks.is_empty() {
        line(format!("202 {}", records::tie_breaks_202(&s.tie_breaks)));
    }
    line(format!("212 {}", records::standings_212(&s.tie_breaks)));
    if !s.report.time_control_code.is_empty() {
        line(format!("222 {}", s.report.time_control_code));
    }
    for mut b in bye_records(t) {
        b.players = ranks(b.players);
        line(trf_file::record_240(&b));
    }
    for a in acceleration_records(t) {
        for a in acceleration_in_ranks(a, t, &rank) {
            line(trf_file::record_250(&a));
        }
    }
    for mut p in prohibition_records(t) {
        p.players = ranks(p.players);
        line(trf_file::record_260(&p));
    }
    for mut a in abnormal_records(t) {
        a.players = ranks(a.players);
        line(trf_file::record_299(&a));
    }
    line(format!("{TAG} settings {}", json(s)));
    for r in t.rounds() {
        let n = r.number();
        line(format!("{TAG} round {n} {}", r.state().name()));
        let boards: Vec<String> = r
            .boards()
            .iter()
            .filter_map(|b| match b.pairing {
                Pairing::Game { home, away } => Some(format!("{home}-{away}")),
                Pairing::Bye { .. } => None,
            })
            .collect();
        line(format!("{TAG} round {n} boards {}", boards.join(" ")));
        if let Some(ballot) = r.ballot() {
            line(format!("{TAG} round {n} ballot {}", json(ballot)));
        }
        for b in r.boards() {
            if let Some(ballot) = &b.ballot {
                line(format!(
                    "{TAG} round {n} board {} ballot {}",
                    b.number,
                    json(ballot)
                ));
            }
            let sheets = match (b.home_sheets_missing, b.away_sheets_missing) {
                (true, true) => "both",
                (true, false) => "home",
                (false, true) => "away",
                (false, false) => continue,
            };
            line(format!(
                "{TAG} round {n} board {} sheets {sheets}",
                b.number
            ));
        }
    }
    // The start number of each starting rank, where they differ: comment lines and the
    // settings name entries by start number, and an import gives them back.
    let mut by_rank: Vec<&Entry> = t.entries().iter().collect();
    by_rank.sort_by_key(|e| r(e.no));
    if by_rank.iter().any(|e| r(e.no) != e.no) {
        let list: Vec<String> = by_rank.iter().map(|e| e.no.to_string()).collect();
        line(format!("{TAG} start-numbers {}", list.join(" ")));
    }
    let standings = t.standings();
    for e in by_rank {
        let row = standings.row(e.no);
        let (recs, points) = match knockout {
            Some(k) => {
                let (recs, points) = knockout_records(t, k, e.no);
                (recs, Some(points))
            }
            None => (records(t, e.no).into_iter().map(|(r, _)| r).collect(), None),
        };
        let points = points.map_or(row.map_or(0, |r| tenths(r.points) as i32), |p| {
            tenths(p) as i32
        });
        let name = trf_name(e);
        let name_field: String = name.chars().take(33).collect();
        let title = e.title.as_deref().unwrap_or("");
        let title_field = if fits(title, 3) { title } else { "" };
        let id = e.fmjd_id.as_deref().unwrap_or("");
        let id_field = if fits(id, 11) && !id.contains(' ') {
            id
        } else {
            ""
        };
        let rating = e
            .rating
            .filter(|r| *r <= 9999)
            .map(|r| r.to_string())
            .unwrap_or_default();
        let mut l = format!(
            "001 {:>4} {}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
            r(e.no),
            e.sex.map_or(' ', Sex::letter),
            title_field,
            name_field,
            rating,
            e.federation.as_ref().map(Federation::as_str).unwrap_or(""),
            id_field,
            e.birth_date
                .map(date)
                .or_else(|| e.birth_year.map(|y| format!("{y:04}/00/00")))
                .unwrap_or_default(),
            signed_points(points + adjustment(t, e.no)),
            row.map(|r| r.rank.to_string()).unwrap_or_default(),
        );
        for rec in recs {
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
                rec.opponent.map_or("0000".into(), |o| r(o).to_string()),
                rec.result.map_or(' ', ResultCode::to_char)
            );
        }
        line(l);
        if let Some(n) = &e.national {
            let number = if national_id_in_nrs(e) {
                e.national_id.as_deref().unwrap_or("")
            } else {
                ""
            };
            line(records::nrs_line(r(e.no), n, number));
        }
    }
    for e in t.entries() {
        let mut extra = |key: &str, value: String| {
            line(format!("{TAG} entry {} {key} {value}", e.no));
        };
        // Text values are JSON strings, so any character survives the line.
        let name = trf_name(e);
        if name.chars().count() > 33 {
            extra("name", json(&name));
        }
        if let Some(title) = e.title.as_deref().filter(|t| !fits(t, 3)) {
            extra("title", json(&title));
        }
        if let Some(id) = e
            .fmjd_id
            .as_deref()
            .filter(|id| !fits(id, 11) || id.contains(' '))
        {
            extra("fmjd-id", json(&id));
        }
        if let Some(r) = e.rating.filter(|r| *r > 9999) {
            extra("rating", r.to_string());
        }
        if let Some(title) = &e.women_title {
            extra("women-title", json(title));
        }
        if let Some(r) = e.women_rating {
            extra("women-rating", r.to_string());
        }
        if let Some(c) = &e.club {
            extra("club", json(c));
        }
        if let Some(n) = e.national_id.as_ref().filter(|_| !national_id_in_nrs(e)) {
            extra("national-id", json(n));
        }
        if let Some(r) = e.late_from {
            extra("late-from", r.to_string());
        }
        if let Some(r) = e.withdrawn_from {
            extra("withdrawn-from", r.to_string());
        }
        if !e.requested_byes.is_empty() {
            let list: Vec<String> = e.requested_byes.iter().map(u32::to_string).collect();
            extra("requested-byes", list.join(","));
        }
    }
    out
}

/// The name field of a player line: `Surname, Given`, as TRF writes names (the surname alone
/// when there is no given name); the import splits it at the comma.
fn trf_name(e: &Entry) -> String {
    match (e.surname(), e.given_name()) {
        (surname, given) if given.is_empty() => surname,
        (surname, given) => format!("{surname}, {given}"),
    }
}

/// Splits text into lines at CR, LF or CRLF, as the pairing reader does.
pub(crate) fn split_lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        match rest.find(['\r', '\n']) {
            Some(i) => {
                out.push(&rest[..i]);
                let skip = if rest[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = &rest[i + skip..];
            }
            None => {
                out.push(rest);
                break;
            }
        }
    }
    out
}

/// What the tournament section, the record sections and the `### crownhead` lines say.
#[derive(Default)]
struct Header {
    settings: Option<(u64, String)>,
    name: Option<String>,
    venue: Option<String>,
    federation: Option<(u64, String)>,
    start: Option<(u64, String)>,
    end: Option<(u64, String)>,
    chief: Option<String>,
    deputies: Vec<String>,
    time_control: Option<String>,
    system: Option<String>,
    dates: Option<(u64, String)>,
    starting_rank: Option<(u64, String)>,
    type_code: Option<(u64, String)>,
    tie_breaks: Option<(u64, String)>,
    standings: Option<(u64, String)>,
    time_control_code: Option<(u64, String)>,
    lines_250: Vec<u64>,
    lines_240: Vec<(u64, u32)>,
    lines_299: Vec<u64>,
    national: Vec<(u64, StartNo, NationalRating, String)>,
    states: BTreeMap<u32, (u64, String)>,
    boards: BTreeMap<u32, (u64, Vec<(StartNo, StartNo)>)>,
    round_ballots: BTreeMap<u32, (u64, String)>,
    board_ballots: BTreeMap<(u32, u32), (u64, String)>,
    sheets: BTreeMap<(u32, u32), (u64, String)>,
    extras: BTreeMap<StartNo, Vec<(u64, String, String)>>,
    player_lines: BTreeMap<StartNo, u64>,
    /// `### crownhead start-numbers`: the start number of each starting rank, in order.
    start_numbers: Option<(u64, Vec<StartNo>)>,
}

/// The characters of columns `from + 1` to `to` of a line (TRF counts columns in characters,
/// as the pairing reader does, so a name with accents keeps the columns after it in place).
fn columns(line: &str, from: usize, to: usize) -> String {
    line.chars()
        .skip(from)
        .take(to.saturating_sub(from))
        .collect()
}

/// A problem of record `record` at line `ln`, naming the field's column.
fn record_problem(ln: u64, record: &str, e: records::FieldError) -> Problem {
    Problem::at(
        ln,
        format!("record {record}, column {}: {}", e.column, e.message),
    )
}

fn read_header(text: &str, problems: &mut Vec<Problem>) -> Header {
    let mut h = Header::default();
    for (i, raw) in split_lines(text).into_iter().enumerate() {
        let ln = i as u64 + 1;
        let value = || columns(raw, 4, usize::MAX).trim().to_owned();
        let tag = columns(raw, 0, 3);
        match tag.as_str() {
            "001" => {
                if let Ok(no) = columns(raw, 4, 8).trim().parse::<StartNo>() {
                    h.player_lines.insert(no, ln);
                }
            }
            "012" => h.name = Some(value()),
            "022" => h.venue = Some(value()),
            "032" => h.federation = Some((ln, value())),
            "042" => h.start = Some((ln, value())),
            "052" => h.end = Some((ln, value())),
            "092" => h.system = Some(value()),
            "102" => h.chief = Some(value()),
            "112" => h.deputies.push(value()),
            "122" => h.time_control = Some(value()),
            "132" => h.dates = Some((ln, raw.to_owned())),
            "172" => h.starting_rank = Some((ln, raw.to_owned())),
            "192" => h.type_code = Some((ln, value())),
            "202" => h.tie_breaks = Some((ln, value())),
            "212" => h.standings = Some((ln, value())),
            "222" => h.time_control_code = Some((ln, value())),
            "250" => h.lines_250.push(ln),
            "240" => h
                .lines_240
                .push((ln, columns(raw, 6, 9).trim().parse().unwrap_or(0))),
            "299" => h.lines_299.push(ln),
            "###" => {
                let Some(rest) = raw.strip_prefix(TAG).and_then(|r| r.strip_prefix(' ')) else {
                    continue;
                };
                if let Err(m) = read_tag(&mut h, ln, rest) {
                    problems.push(Problem::at(ln, m));
                }
            }
            // National Rating Support: a federation's code, then a starting number.
            t if records::is_nrs_tag(t)
                && columns(raw, 3, 4) == " "
                && columns(raw, 4, 8).trim().parse::<u32>().is_ok() =>
            {
                match records::read_nrs(raw, parse_date) {
                    Ok((no, n, number)) => h.national.push((ln, no, n, number)),
                    Err(e) => problems.push(record_problem(ln, "national rating", e)),
                }
            }
            _ => {}
        }
    }
    h
}

fn number<T: std::str::FromStr>(s: &str, what: &str) -> Result<T, String> {
    s.parse()
        .map_err(|_| format!("{what} {s:?} is not a number"))
}

fn read_tag(h: &mut Header, ln: u64, rest: &str) -> Result<(), String> {
    let (key, rest) = rest.split_once(' ').unwrap_or((rest, ""));
    match key {
        "settings" => h.settings = Some((ln, rest.to_owned())),
        "round" => {
            let (n, rest) = rest.split_once(' ').unwrap_or((rest, ""));
            let n: u32 = number(n, "round")?;
            let (what, value) = rest.split_once(' ').unwrap_or((rest, ""));
            match what {
                "boards" => {
                    let mut list = Vec::new();
                    for pair in value.split_whitespace() {
                        let (a, b) = pair
                            .split_once('-')
                            .ok_or_else(|| format!("board {pair:?} is not HOME-AWAY"))?;
                        list.push((number(a, "entry")?, number(b, "entry")?));
                    }
                    h.boards.insert(n, (ln, list));
                }
                "ballot" => {
                    h.round_ballots.insert(n, (ln, value.to_owned()));
                }
                "board" => {
                    let (b, rest) = value.split_once(' ').unwrap_or((value, ""));
                    let b: u32 = number(b, "board")?;
                    match rest.split_once(' ') {
                        Some(("ballot", v)) => {
                            h.board_ballots.insert((n, b), (ln, v.to_owned()));
                        }
                        Some(("sheets", v)) => {
                            h.sheets.insert((n, b), (ln, v.trim().to_owned()));
                        }
                        _ => return Err(format!("unknown board line {rest:?}")),
                    }
                }
                state if value.is_empty() && RoundState::parse(state).is_some() => {
                    h.states.insert(n, (ln, state.to_owned()));
                }
                other => return Err(format!("unknown round line {other:?}")),
            }
        }
        "start-numbers" => {
            let list = rest
                .split_whitespace()
                .map(|n| number(n, "start number"))
                .collect::<Result<Vec<StartNo>, _>>()?;
            h.start_numbers = Some((ln, list));
        }
        "entry" => {
            let (n, rest) = rest.split_once(' ').unwrap_or((rest, ""));
            let n: StartNo = number(n.trim(), "entry")?;
            let (k, v) = rest.split_once(' ').unwrap_or((rest, ""));
            h.extras
                .entry(n)
                .or_default()
                .push((ln, k.to_owned(), v.to_owned()));
        }
        other => return Err(format!("unknown crownhead line {other:?}")),
    }
    Ok(())
}

fn parse_date(s: &str) -> Result<Option<NaiveDate>, String> {
    let t = s.trim();
    if t.is_empty() || t.trim_matches(['0', '/', '.', '-']).is_empty() {
        return Ok(None);
    }
    for f in ["%Y/%m/%d", "%Y-%m-%d", "%Y.%m.%d", "%y/%m/%d"] {
        if let Ok(d) = NaiveDate::parse_from_str(t, f) {
            return Ok(Some(d));
        }
    }
    // A birth year alone (`1978` or `1978/00/00`) gives no date.
    if let Some((year, rest)) = t.split_at_checked(4)
        && year.chars().all(|c| c.is_ascii_digit())
        && rest.trim_matches(['0', '/']).is_empty()
    {
        return Ok(None);
    }
    Err(format!("{t:?} is not a date (YYYY/MM/DD)"))
}

/// The settings a file gives: the `### crownhead settings` line, or the FMJD preset with what
/// the tournament section says (012-152, 162, 172, 192, 202/212, 222, 299 penalties); the
/// acceleration (250) and prohibited pairings (260) are read with the entries.
fn settings_of(
    h: &Header,
    file: &pairing::Tournament,
    problems: &mut Vec<Problem>,
) -> Option<Settings> {
    if let Some((ln, text)) = &h.settings {
        return match serde_json::from_str::<Settings>(text) {
            Ok(s) => Some(s),
            Err(e) => {
                problems.push(Problem::at(*ln, format!("settings: {e}")));
                None
            }
        };
    }
    let name = h.name.clone().unwrap_or_default();
    let name = if name.trim().is_empty() {
        "Imported tournament".to_owned()
    } else {
        name
    };
    let rounds = file
        .total_rounds
        .unwrap_or(file.rounds_played() as u32)
        .max(file.rounds_played() as u32)
        .max(1);
    let mut s = Settings::preset(Preset::FmjdInternational, &name, rounds);
    s.venue = h.venue.clone().unwrap_or_default();
    s.chief_controller = h.chief.clone().unwrap_or_default();
    if let Some(tc) = &h.time_control {
        s.time_control = tc.clone();
    }
    if let Some((ln, f)) = h.federation.as_ref().filter(|(_, f)| !f.is_empty()) {
        match Federation::parse(f) {
            Ok(f) => s.federation = Some(f),
            Err(e) => problems.push(Problem::at(*ln, format!("federation (032): {e}"))),
        }
    }
    for (slot, field, what) in [
        (&h.start, &mut s.start_date, "start date (042)"),
        (&h.end, &mut s.end_date, "end date (052)"),
    ] {
        if let Some((ln, d)) = slot {
            match parse_date(d) {
                Ok(d) => *field = d,
                Err(m) => problems.push(Problem::at(*ln, format!("{what}: {m}"))),
            }
        }
    }
    if let Some(sys) = &h.system {
        let l = sys.to_ascii_lowercase();
        if l.contains("robin") {
            s.system = if l.contains("double") {
                System::DoubleRoundRobin
            } else {
                System::RoundRobin
            };
        }
    }
    if let Some((ln, code)) = &h.type_code {
        match records::system_of_code(code) {
            Ok(Some((system, baku))) => {
                s.system = system;
                if baku && h.lines_250.is_empty() {
                    s.acceleration = crate::domain::Acceleration::Baku;
                }
            }
            Ok(None) => {}
            Err(m) => problems.push(Problem::at(*ln, format!("tournament type (192): {m}"))),
        }
    }
    if let Some(text) = h
        .system
        .as_ref()
        .filter(|t| !t.is_empty() && *t != records::system_text(s.system))
    {
        s.report.type_text = text.clone();
    }
    s.report.deputies = h
        .deputies
        .iter()
        .filter(|d| !d.is_empty())
        .cloned()
        .collect();
    if let Some(c) = file.initial_colour {
        s.report.initial_colour = Some(match c {
            Colour::White => Color::White,
            Colour::Black => Color::Black,
        });
    }
    if let Some((ln, raw)) = &h.starting_rank {
        match records::read_172(raw) {
            Ok(r) => s.report.starting_rank = Some(r),
            Err(e) => problems.push(record_problem(*ln, "172", e)),
        }
    }
    if let Some((ln, code)) = h.time_control_code.as_ref().filter(|(_, c)| !c.is_empty()) {
        if code.contains(char::is_whitespace) {
            problems.push(Problem::at(
                *ln,
                format!("time control code (222): {code:?} has a blank; a code has none"),
            ));
        } else {
            s.report.time_control_code = code.clone();
        }
    }
    match (&h.tie_breaks, &h.standings) {
        (Some((ln, v)), _) => match records::read_tie_breaks(v, false) {
            Ok(tb) => s.tie_breaks = tb,
            Err(m) => problems.push(Problem::at(*ln, format!("tie-breaks (202): {m}"))),
        },
        (None, Some((ln, v))) => match records::read_tie_breaks(v, true) {
            Ok(tb) => s.tie_breaks = tb,
            Err(m) => problems.push(Problem::at(*ln, format!("standings (212): {m}"))),
        },
        (None, None) => {}
    }
    if let Some((ln, raw)) = &h.dates {
        match records::read_132(raw) {
            Ok(dates) => {
                for (round, d) in dates {
                    if round > s.rounds {
                        problems.push(Problem::at(
                            *ln,
                            format!(
                                "record 132: a date for round {round}, past the last round ({})",
                                s.rounds
                            ),
                        ));
                    }
                    s.round_dates.insert(round, d);
                }
                if let Err(e @ crate::domain::SettingsError::DatesOutOfOrder { .. }) = s.check() {
                    problems.push(Problem::at(*ln, format!("record 132: {e}")));
                }
            }
            Err(e) => problems.push(record_problem(*ln, "132", e)),
        }
    }
    let lines = h.lines_299.iter();
    for (ln, a) in lines.zip(&file.abnormal).filter(|(_, a)| a.kind.is_none()) {
        if a.round > s.rounds {
            problems.push(Problem::at(
                *ln,
                format!("record 299: round {} is past the last round", a.round),
            ));
        }
        s.report.adjustments.push(crate::domain::PointAdjustment {
            round: (a.round > 0).then_some(a.round),
            halves: a.tenths / 5,
            players: a.players.clone(),
        });
    }
    let sc = &file.scoring;
    let p = |tenths: u32, what: &str, problems: &mut Vec<Problem>| {
        if !tenths.is_multiple_of(5) {
            problems.push(Problem::whole(format!(
                "line 162: {what} of {} points is not a whole or half number",
                trf_file::format_tenths(tenths)
            )));
        }
        Points::from_halves(tenths / 5)
    };
    s.scoring.win = p(sc.win, "a win", problems);
    s.scoring.draw = p(sc.draw, "a draw", problems);
    s.scoring.loss = p(sc.loss, "a loss", problems);
    s.scoring.pairing_bye = p(sc.pairing_bye, "the pairing bye", problems);
    s.scoring.forfeit_win = s.scoring.win;
    if sc.forfeit_loss != 0 || sc.zero_bye != 0 {
        problems.push(Problem::whole(
            "line 162: an absence (A) must be worth 0 points (000 art. 2.24)",
        ));
    }
    // Requested byes are worth what the first bye code says (for the rounds to come); the
    // byes of the file keep each its own value (`Entry::bye_points`).
    let first_bye = file
        .players
        .iter()
        .flat_map(|pl| pl.rounds.iter())
        .find_map(|r| match (r.opponent, r.result) {
            (None, Some(c @ (ResultCode::HalfBye | ResultCode::FullBye | ResultCode::ZeroBye))) => {
                Some(points_of_code(c, sc))
            }
            _ => None,
        });
    s.scoring.requested_bye = first_bye.unwrap_or(Points::ZERO);
    Some(s)
}

/// The points of each result of the file, by player and TRF round (1-based): what line 162
/// gives its code, or what a 299 record gives it.
fn result_points(file: &pairing::Tournament) -> BTreeMap<(StartNo, u32), Points> {
    let mut out = BTreeMap::new();
    for p in &file.players {
        for (i, rec) in p.rounds.iter().enumerate() {
            if rec.result.is_some() {
                let round = i as u32 + 1;
                let tenths = file.points_of(p.id, round, rec);
                out.insert((p.id, round), Points::from_halves(tenths / 5));
            }
        }
    }
    out
}

/// One entry from its `001` line (columns 10-80, kept by the pairing reader) and extras.
fn entry_of(
    p: &pairing::Player,
    extras: &[(u64, String, String)],
    ln: u64,
    problems: &mut Vec<Problem>,
) -> Option<Entry> {
    let id: Vec<char> = p.identity.chars().collect();
    let col = |a: usize, b: usize| -> String {
        id.get(a.min(id.len())..b.min(id.len()))
            .map(|s| s.iter().collect::<String>())
            .unwrap_or_default()
            .trim()
            .to_owned()
    };
    let mut bad = |m: String| problems.push(Problem::at(ln, format!("player {}: {m}", p.id)));
    let mut name = p.name.clone();
    let sex = match col(0, 1).chars().next() {
        None => None,
        Some(c) => Sex::from_letter(c).or_else(|| {
            bad(format!("sex (column 10) {c:?} is neither m nor w"));
            None
        }),
    };
    let mut title = col(1, 4);
    let mut fmjd_id = col(48, 59);
    let mut rating = (p.rating > 0).then_some(p.rating);
    let federation = match col(44, 47) {
        f if f.is_empty() => None,
        f => match Federation::parse(&f) {
            Ok(f) => Some(f),
            Err(e) => {
                bad(e.to_string());
                None
            }
        },
    };
    let birth_date = parse_date(&col(60, 70)).unwrap_or_else(|m| {
        bad(format!("birth date (columns 70-79): {m}"));
        None
    });
    let birth_year = birth_date
        .is_none()
        .then(|| birth_year(&col(60, 70)))
        .flatten();
    let mut club = None;
    let mut women_title = None;
    let mut women_rating = None;
    let mut national_id = None;
    let mut late_from = None;
    let mut withdrawn_from = None;
    let mut requested = BTreeSet::new();
    for (eln, k, v) in extras {
        let number = || -> Result<u32, String> {
            v.parse()
                .map_err(|_| format!("{k} {v:?} is not a whole number"))
        };
        let text = || -> Result<String, String> {
            serde_json::from_str::<String>(v).map_err(|e| format!("{k}: {e}"))
        };
        let read = (|| -> Result<(), String> {
            match k.as_str() {
                "name" => name = text()?,
                "title" => title = text()?,
                "fmjd-id" => fmjd_id = text()?,
                "club" => club = Some(text()?),
                "national-id" => national_id = Some(text()?),
                "rating" => rating = Some(number()?),
                "women-title" => women_title = Some(text()?),
                "women-rating" => women_rating = Some(number()?),
                "late-from" => late_from = Some(number()?),
                "withdrawn-from" => withdrawn_from = Some(number()?),
                "requested-byes" => {
                    for r in v.split(',') {
                        let r = r
                            .trim()
                            .parse::<u32>()
                            .map_err(|_| format!("requested bye {r:?} is not a round number"))?;
                        requested.insert(r);
                    }
                }
                other => return Err(format!("unknown entry field {other:?}")),
            }
            Ok(())
        })();
        if let Err(m) = read {
            problems.push(Problem::at(*eln, m));
        }
    }
    let mut bad = |m: String| problems.push(Problem::at(ln, format!("player {}: {m}", p.id)));
    let name = match PlayerName::parse(&name) {
        Ok(n) => n,
        Err(e) => {
            bad(e.to_string());
            return None;
        }
    };
    let mut e = match Entry::new(p.id, name) {
        Ok(e) => e,
        Err(err) => {
            bad(err.to_string());
            return None;
        }
    };
    let opt = |s: String| (!s.is_empty()).then_some(s);
    e.title = opt(title);
    e.fmjd_id = opt(fmjd_id);
    e.rating = rating;
    e.federation = federation;
    e.birth_date = birth_date;
    e.club = club;
    e.national_id = national_id;
    e.late_from = late_from;
    e.withdrawn_from = withdrawn_from;
    e.requested_byes = requested;
    e.sex = sex;
    e.birth_year = birth_year;
    e.women_title = women_title;
    e.women_rating = women_rating;
    Some(e)
}

/// The year of a birth date that gives only it (`1978`, `1978/00/00`).
fn birth_year(text: &str) -> Option<i32> {
    let t = text.trim();
    let (year, rest) = t.split_at_checked(4)?;
    (year.chars().all(|c| c.is_ascii_digit()) && rest.trim_matches(['0', '/', '.', '-']).is_empty())
        .then(|| year.parse().ok())
        .flatten()
        .filter(|&y| y > 0)
}

/// What one player did in one round of `games` TRF rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seen {
    Blank,
    Bye(ResultCode),
    Game(StartNo),
}

fn seen(recs: &[RoundRecord]) -> Result<Seen, String> {
    let first = recs[0];
    let kind = |r: &RoundRecord| match (r.opponent, r.result) {
        (Some(o), _) => Seen::Game(o),
        (None, None) => Seen::Blank,
        (None, Some(c)) => Seen::Bye(c),
    };
    let k = kind(&first);
    for r in &recs[1..] {
        let other = kind(r);
        let same = match (k, other) {
            (Seen::Bye(_), Seen::Bye(_)) => true,
            (a, b) => a == b,
        };
        if !same {
            return Err(
                "the games of one round must all be against the same opponent, or all byes".into(),
            );
        }
    }
    Ok(k)
}

/// Records 240 as the player lines' records: a bye listed for a round where the player line
/// has nothing (a blank, or a round past its end) becomes that round's record.
fn byes_into_records(file: &mut pairing::Tournament) {
    let byes = std::mem::take(&mut file.byes);
    for b in &byes {
        for no in &b.players {
            let Some(i) = file.index_of(*no) else {
                continue;
            };
            let rounds = &mut file.players[i].rounds;
            let at = b.round as usize - 1;
            if rounds.len() <= at {
                rounds.resize(at + 1, RoundRecord::UNPAIRED);
            }
            if rounds[at] == RoundRecord::UNPAIRED {
                rounds[at] = RoundRecord {
                    opponent: None,
                    colour: None,
                    result: Some(b.code),
                };
            }
        }
    }
    file.byes = byes;
}

/// The acceleration of a file without the `### crownhead` settings: none, the Baku method
/// when the 250 records give what it gives (or the 192 code says `_BAKU` without records), or
/// the records as they are.
fn acceleration_of(
    file: &pairing::Tournament,
    h: &Header,
    s: &Settings,
    entries: &[Entry],
    problems: &mut Vec<Problem>,
) -> crate::domain::Acceleration {
    use crate::domain::acceleration::{baku, virtual_points};
    use crate::domain::{Acceleration, AccelerationRecord};
    if file.accelerations.is_empty() {
        return s.acceleration.clone();
    }
    let g = u32::from(s.games_per_round);
    let mut records = Vec::new();
    for a in &file.accelerations {
        if !a.points.is_multiple_of(5) {
            problems.push(Problem::at(
                h.lines_250.first().copied().unwrap_or(0),
                format!(
                    "record 250: {} fictitious points are not a whole or half number",
                    trf_file::format_tenths(a.points)
                ),
            ));
        }
        records.push(AccelerationRecord {
            points: Points::from_halves(a.points / 5),
            first_round: (a.first_round - 1) / g + 1,
            last_round: (a.last_round - 1) / g + 1,
            first_player: a.first_player,
            last_player: a.last_player,
        });
    }
    let computed = baku(s, entries);
    let same = entries.iter().all(|e| {
        (1..=s.rounds)
            .all(|r| virtual_points(&records, e.no, r) == virtual_points(&computed, e.no, r))
    });
    if same {
        Acceleration::Baku
    } else {
        Acceleration::Records { records }
    }
}

/// Builds a tournament from a TRF file, or lists every problem with its line.
pub fn import(text: &str) -> Result<Tournament, ImportError> {
    let mut file = trf_file::parse(text).map_err(|e| {
        ImportError::one(Problem {
            line: (e.line > 0).then_some(e.line as u64),
            message: if e.column > 0 {
                format!("column {}: {}", e.column, e.kind)
            } else {
                e.kind.to_string()
            },
        })
    })?;
    let mut problems = Vec::new();
    let mut h = read_header(text, &mut problems);
    // The start numbers of the starting ranks, where Crownhead's file gives them: from here on
    // every player is named by start number, and the file's order is the initial ranking.
    let mut order: Vec<StartNo> = {
        let mut ids: Vec<u32> = file.players.iter().map(|p| p.id).collect();
        ids.sort_unstable();
        ids
    };
    if let Some((ln, list)) = h.start_numbers.take() {
        let distinct: BTreeSet<StartNo> = list.iter().copied().collect();
        if list.len() != order.len() || distinct.len() != list.len() || list.contains(&0) {
            return Err(ImportError::one(Problem::at(
                ln,
                format!(
                    "start numbers: {} distinct numbers above 0 are needed, one per player line",
                    order.len()
                ),
            )));
        }
        let to_no: BTreeMap<u32, StartNo> = order.iter().copied().zip(list.clone()).collect();
        renumber(&mut file, &mut h, &to_no);
        order = list;
    }
    byes_into_records(&mut file);
    let own = h.settings.is_some();
    let settings = settings_of(&h, &file, &mut problems);
    let Some(mut settings) = settings else {
        return Err(ImportError { problems });
    };
    let points = result_points(&file);
    let games = usize::from(settings.games_per_round.max(1));
    // With the number of rounds given (142), a bye past the last round is a mistake.
    let last = settings.rounds * games as u32;
    let past = |r: u32| file.total_rounds.is_some() && r > last;
    for &(ln, round) in h.lines_240.iter().filter(|(_, r)| past(*r)) {
        problems.push(Problem::at(
            ln,
            format!("record 240, column 7: a bye in round {round}, past the last round ({last})"),
        ));
    }
    let trf_rounds = file
        .players
        .iter()
        .map(|p| p.rounds.len())
        .max()
        .unwrap_or(0);
    let all_rounds = trf_rounds.div_ceil(games);
    let line_of = |no: StartNo| h.player_lines.get(&no).copied().unwrap_or(0);
    // Each player's rounds, grouped by games.
    let mut table: BTreeMap<StartNo, Vec<(Seen, Vec<RoundRecord>)>> = BTreeMap::new();
    for p in &file.players {
        let mut rows = Vec::new();
        for r in 0..all_rounds {
            let recs: Vec<RoundRecord> = (0..games)
                .map(|g| {
                    p.rounds
                        .get(r * games + g)
                        .copied()
                        .unwrap_or(RoundRecord::UNPAIRED)
                })
                .collect();
            match seen(&recs) {
                Ok(s) => rows.push((s, recs)),
                Err(m) => {
                    problems.push(Problem::at(
                        line_of(p.id),
                        format!("player {}, round {}: {m}", p.id, r + 1),
                    ));
                    rows.push((Seen::Blank, recs));
                }
            }
        }
        table.insert(p.id, rows);
    }
    // A round is paired when someone has a game or the pairing bye in it; records after the
    // last paired round announce byes and absences.
    let rounds = (0..all_rounds)
        .rev()
        .find(|&r| table.values().any(|rows| plays(&rows[r].0)))
        .map_or(0, |r| r + 1);
    if rounds as u32 > settings.rounds {
        settings.rounds = rounds as u32;
    }
    let mut entries = Vec::new();
    for p in &file.players {
        let extras = h.extras.get(&p.id).map(Vec::as_slice).unwrap_or(&[]);
        let Some(mut e) = entry_of(p, extras, line_of(p.id), &mut problems) else {
            continue;
        };
        let rows = &table[&p.id];
        let keys: Vec<&str> = extras.iter().map(|x| x.1.as_str()).collect();
        let paired = &rows[..rounds];
        let first = paired.iter().position(|(s, _)| plays(s));
        let last = paired.iter().rposition(|(s, _)| plays(s));
        if !keys.contains(&"late-from") {
            // Blank rounds, and only those, before the first game make a late entry.
            e.late_from = first
                .filter(|&f| f > 0 && paired[..f].iter().all(|(s, _)| *s == Seen::Blank))
                .map(|f| f as u32 + 1);
        }
        if !keys.contains(&"withdrawn-from") {
            let from = last.map_or(0, |l| l + 1);
            let rest_blank = paired[from..].iter().all(|(s, _)| *s == Seen::Blank);
            if from < paired.len() && rest_blank {
                e.withdrawn_from = Some(from as u32 + 1);
            }
        }
        if !keys.contains(&"requested-byes") {
            for (r, (s, _)) in rows.iter().enumerate() {
                let n = r as u32 + 1;
                let outside =
                    e.late_from.is_some_and(|l| n < l) || e.withdrawn_from.is_some_and(|w| n >= w);
                let bye = match s {
                    Seen::Blank => r < rounds,
                    Seen::Bye(c) => !is_pairing_bye(*c),
                    Seen::Game(_) => false,
                };
                if bye && !outside {
                    e.requested_byes.insert(n);
                }
            }
        }
        // Each requested bye keeps the points its record gives (a blank: none).
        for &r in &e.requested_byes {
            let at = r.saturating_sub(1) * games as u32 + 1;
            let value = points.get(&(e.no, at)).copied().unwrap_or(Points::ZERO);
            if value != settings.scoring.requested_bye {
                e.bye_points.insert(r, value);
            }
        }
        entries.push(e);
    }
    // Records 260 (and XXP): a pair kept apart in every round is the entries' own forbidden
    // pair; any other prohibition is the settings', with its rounds.
    let g = games as u32;
    for p in &file.forbidden {
        let first = (p.first_round - 1) / g + 1;
        let last = if p.last_round == u32::MAX {
            u32::MAX
        } else {
            (p.last_round - 1) / g + 1
        };
        let mut prohibition = crate::domain::Prohibition {
            first_round: first,
            last_round: last,
            players: p.players.clone(),
        };
        // Crownhead's own file: the settings hold their prohibitions; the others are the
        // entries' pairs.
        if own && settings.prohibited.contains(&prohibition) {
            continue;
        }
        let every_round = first == 1 && last >= settings.rounds;
        if own || (every_round && p.players.len() == 2) || p.last_round == u32::MAX {
            for e in entries.iter_mut().filter(|e| p.players.contains(&e.no)) {
                let me = e.no;
                e.forbidden
                    .extend(p.players.iter().copied().filter(|&o| o != me));
            }
        } else {
            prohibition.last_round = last.min(settings.rounds.max(first));
            settings.prohibited.push(prohibition);
        }
    }
    for (ln, no, n, number) in &h.national {
        let Some(e) = entries.iter_mut().find(|e| e.no == *no) else {
            problems.push(Problem::at(
                *ln,
                format!("national rating line of player {no}, who has no player line"),
            ));
            continue;
        };
        if e.national.is_some() {
            problems.push(Problem::at(
                *ln,
                format!("player {no} has a second national rating line; one is read a player"),
            ));
            continue;
        }
        e.national = Some(n.clone());
        if e.national_id.is_none() && !number.is_empty() {
            e.national_id = Some(number.clone());
        }
    }
    if !own {
        settings.acceleration = acceleration_of(&file, &h, &settings, &entries, &mut problems);
        if let Some((_, code)) = h.type_code.as_ref().filter(|(_, c)| !c.is_empty())
            && *code != records::derived_type_code(&settings)
        {
            settings.report.type_code = code.clone();
        }
        // The round dates are checked with their line (132) above.
        if let Err(e) = settings.check().or_else(|e| match e {
            crate::domain::SettingsError::DatesOutOfOrder { .. }
            | crate::domain::SettingsError::DateOfNoRound { .. } => Ok(()),
            e => Err(e),
        }) {
            let ln = match e {
                crate::domain::SettingsError::AccelerationNeedsSwiss(_)
                | crate::domain::SettingsError::BadAcceleration(_) => h.lines_250.first().copied(),
                _ => None,
            };
            problems.push(Problem {
                line: ln,
                message: e.to_string(),
            });
        }
    }
    if !problems.is_empty() {
        return Err(ImportError { problems });
    }
    let mut t = Tournament::new(settings.clone())
        .map_err(|e| ImportError::one(Problem::whole(e.to_string())))?;
    for e in &entries {
        let mut alone = e.clone();
        alone.forbidden.clear();
        if let Err(err) = t.add_entry(alone) {
            problems.push(Problem::at(
                line_of(e.no),
                format!("player {}: {err}", e.no),
            ));
        }
    }
    if !problems.is_empty() {
        return Err(ImportError { problems });
    }
    let mut t = Tournament::from_parts(settings, entries, Vec::new())
        .map_err(|e| ImportError::one(Problem::whole(e.to_string())))?;
    let first = first_colour(&t);
    for r in 0..rounds {
        import_round(&mut t, &h, &table, r, r as u32 + 1, first, &line_of)
            .map_err(ImportError::one)?;
    }
    // Each result keeps the points the file gives it (162, or 299 where it differs).
    let rounds: Vec<Round> = t
        .rounds()
        .iter()
        .map(|round| {
            let boards = round
                .boards()
                .iter()
                .cloned()
                .map(|mut b| {
                    for (g, game) in b.games.iter_mut().enumerate() {
                        let at = (round.number() - 1) * games as u32 + g as u32 + 1;
                        let first = game.first;
                        if let Some(side) = game.first_result.as_mut()
                            && let Some(&p) = points.get(&(first, at))
                        {
                            side.points = p;
                        }
                        if let (Some(second), Some(side)) =
                            (game.second, game.second_result.as_mut())
                            && let Some(&p) = points.get(&(second, at))
                        {
                            side.points = p;
                        }
                    }
                    b
                })
                .collect();
            Round::from_parts(
                round.number(),
                round.state(),
                round.ballot().cloned(),
                boards,
            )
        })
        .collect();
    // The file's starting ranks are its pairing numbers (C.04.2): its order is kept.
    Tournament::from_parts(t.settings().clone(), t.entries().to_vec(), rounds)
        .map(|t| t.with_ranking(order))
        .map_err(|e| ImportError::one(Problem::whole(e.to_string())))
}

/// Names every player of the file's records by the number `to_no` gives its starting rank.
fn renumber(file: &mut pairing::Tournament, h: &mut Header, to_no: &BTreeMap<u32, StartNo>) {
    let no = |r: u32| to_no.get(&r).copied().unwrap_or(r);
    for p in &mut file.players {
        p.id = no(p.id);
        for rec in &mut p.rounds {
            rec.opponent = rec.opponent.map(no);
        }
    }
    file.players.sort_by_key(|p| p.id);
    for p in &mut file.forbidden {
        p.players.iter_mut().for_each(|x| *x = no(*x));
    }
    for b in &mut file.byes {
        b.players.iter_mut().for_each(|x| *x = no(*x));
    }
    for a in &mut file.abnormal {
        a.players.iter_mut().for_each(|x| *x = no(*x));
    }
    h.player_lines = std::mem::take(&mut h.player_lines)
        .into_iter()
        .map(|(r, ln)| (no(r), ln))
        .collect();
    for n in &mut h.national {
        n.1 = no(n.1);
    }
}

fn is_pairing_bye(c: ResultCode) -> bool {
    // `+` without an opponent is how some programs write the pairing-allocated bye.
    matches!(c, ResultCode::PairingBye | ResultCode::ForfeitWin)
}

/// Whether the player took part in the round's pairing (a game, or the pairing bye).
fn plays(s: &Seen) -> bool {
    match s {
        Seen::Game(_) => true,
        Seen::Bye(c) => is_pairing_bye(*c),
        Seen::Blank => false,
    }
}

fn ballot(ln: u64, text: &str) -> Result<BallotRef, Problem> {
    serde_json::from_str(text).map_err(|e| Problem::at(ln, format!("ballot: {e}")))
}

/// The report of a board from its home player's records and the away player's.
fn board_report(
    n: u32,
    home: StartNo,
    away: StartNo,
    h: &[RoundRecord],
    a: &[RoundRecord],
) -> Result<Option<BoardReport>, String> {
    use ResultCode as C;
    let mut games = Vec::new();
    for (g, (x, y)) in h.iter().zip(a).enumerate() {
        let norm = |c: Option<ResultCode>| match c {
            Some(C::UnratedWin) => Some(C::Win),
            Some(C::UnratedDraw) => Some(C::Draw),
            Some(C::UnratedLoss) => Some(C::Loss),
            other => other,
        };
        let rep = match (norm(x.result), norm(y.result)) {
            (None, None) => return Ok(None),
            (Some(C::Win), Some(C::Loss)) => GameReport::HomeWins,
            (Some(C::Loss), Some(C::Win)) => GameReport::AwayWins,
            (Some(C::Draw), Some(C::Draw)) => GameReport::Draw,
            // 000 art. 2.24: the absent player forfeits; 2.25: both absent, both lose.
            (Some(C::ForfeitWin), Some(C::ForfeitLoss)) => GameReport::AwayAbsent,
            (Some(C::ForfeitLoss), Some(C::ForfeitWin)) => GameReport::HomeAbsent,
            (Some(C::ForfeitLoss), Some(C::ForfeitLoss)) => GameReport::BothAbsent,
            (p, q) => {
                let c = |c: Option<ResultCode>| c.map_or(' ', ResultCode::to_char);
                return Err(format!(
                    "round {n}, game {}: players {home} and {away} have results {:?} and {:?}, which do not make one game's result",
                    g + 1,
                    c(p),
                    c(q)
                ));
            }
        };
        games.push(rep);
    }
    Ok(Some(BoardReport::new(games)))
}

#[allow(clippy::too_many_arguments)]
fn import_round(
    t: &mut Tournament,
    h: &Header,
    table: &BTreeMap<StartNo, Vec<(Seen, Vec<RoundRecord>)>>,
    r: usize,
    n: u32,
    first: Colour,
    line_of: &dyn Fn(StartNo) -> u64,
) -> Result<(), Problem> {
    let at = |no: StartNo, m: String| Problem::at(line_of(no), m);
    let mut games: Vec<(StartNo, StartNo)> = Vec::new();
    let mut byes = Vec::new();
    for (&no, rows) in table {
        match rows[r].0 {
            Seen::Game(o) => {
                let recs = &rows[r].1;
                // Home moves first in the first game.
                let home = match recs[0].colour {
                    Some(c) if c == first => true,
                    Some(_) => false,
                    None => no < o,
                };
                if home {
                    games.push((no, o));
                }
                for (g, rec) in recs.iter().enumerate() {
                    let want = if (g % 2 == 0) == home {
                        first
                    } else {
                        first.opposite()
                    };
                    if rec.colour.is_some_and(|c| c != want) {
                        return Err(at(
                            no,
                            format!(
                                "player {no}, round {n}: the colours of a match must alternate game by game, starting with the first mover at home"
                            ),
                        ));
                    }
                }
            }
            Seen::Bye(c) if is_pairing_bye(c) => byes.push(Pairing::pairing_bye(no)),
            _ => {}
        }
    }
    if let Some((ln, order)) = h.boards.get(&n) {
        let given: BTreeSet<(StartNo, StartNo)> = order.iter().copied().collect();
        let found: BTreeSet<(StartNo, StartNo)> = games.iter().copied().collect();
        if given != found {
            return Err(Problem::at(
                *ln,
                format!("round {n}: the board order does not list the games of the player lines"),
            ));
        }
        games = order.clone();
    }
    let mut pairings: Vec<Pairing> = games.iter().map(|&(a, b)| Pairing::game(a, b)).collect();
    pairings.extend(byes);
    let round_ballot = match h.round_ballots.get(&n) {
        Some((ln, b)) => Some(ballot(*ln, b)?),
        None => None,
    };
    let lead = games.first().map_or(0, |g| g.0);
    t.pair_round(&pairings, round_ballot)
        .map_err(|e| at(lead, format!("round {n}: {e}")))?;
    for ((rn, b), (ln, text)) in &h.board_ballots {
        if *rn == n {
            let bal = ballot(*ln, text)?;
            t.set_board_ballot(n, *b, Some(bal))
                .map_err(|e| Problem::at(*ln, e.to_string()))?;
        }
    }
    let state = h.states.get(&n).and_then(|(_, s)| RoundState::parse(s));
    if state == Some(RoundState::Draft) {
        return Ok(());
    }
    t.publish_round(n)
        .map_err(|e| Problem::whole(format!("round {n}: {e}")))?;
    let boards: Vec<Board> = t.round(n).expect("just paired").boards().to_vec();
    for b in boards {
        let Pairing::Game { home, away } = b.pairing else {
            continue;
        };
        let report = board_report(n, home, away, &table[&home][r].1, &table[&away][r].1)
            .map_err(|m| at(home, m))?;
        let Some(mut report) = report else { continue };
        if let Some((ln, s)) = h.sheets.get(&(n, b.number)) {
            match s.as_str() {
                "home" => report.home_sheets_missing = true,
                "away" => report.away_sheets_missing = true,
                "both" => {
                    report.home_sheets_missing = true;
                    report.away_sheets_missing = true;
                }
                other => {
                    return Err(Problem::at(
                        *ln,
                        format!("sheets {other:?}: expected home, away or both"),
                    ));
                }
            }
        }
        t.record_result(n, b.number, &report)
            .map_err(|e| at(home, format!("round {n}: {e}")))?;
    }
    let complete = t.round(n).is_some_and(|r| r.state().is_complete());
    let close = match state {
        Some(s) => s == RoundState::Closed,
        None => complete,
    };
    if close {
        t.close_round(n)
            .map_err(|e| Problem::whole(format!("round {n}: {e}")))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::pairing_input::engine_tournament;
    use crate::domain::{Availability, GameReport, Settings};
    use crate::export::tables::tests::english;
    use crate::pairing::{check, dutch};

    /// A Swiss of 12 players over 5 rounds, each round paired by the Dutch engine from the
    /// app's view of the tournament (`engine_tournament`), with a late entry, a requested bye,
    /// a withdrawal, a forfeit and a double absence.
    pub(crate) fn dutch_swiss() -> Tournament {
        let mut t = Tournament::new(Settings::preset(
            Preset::FmjdInternational,
            "Dutch Swiss",
            5,
        ))
        .unwrap();
        for n in 1..=12 {
            let mut e =
                Entry::new(n, PlayerName::parse(&format!("Player {n:02}")).unwrap()).unwrap();
            e.rating = Some(2400 - 17 * n);
            e.federation = Some(Federation::parse(["NED", "FRA", "POL"][n as usize % 3]).unwrap());
            e.fmjd_id = Some(format!("{}", 15000 + n));
            if n == 12 {
                e.late_from = Some(2);
            }
            t.add_entry(e).unwrap();
        }
        t.request_bye(4, 3).unwrap();
        for r in 1..=5u32 {
            if r == 4 {
                t.withdraw(7, 4).unwrap();
            }
            let p = dutch::pair(&engine_tournament(&t, r)).unwrap();
            t.pair_round(&Pairing::of_engine(&p), None).unwrap();
            t.publish_round(r).unwrap();
            let boards = t.round(r).unwrap().boards().to_vec();
            for b in boards.iter().filter(|b| !b.is_bye()) {
                let g = match (r, b.number) {
                    (2, 1) => GameReport::AwayAbsent,
                    (3, 2) => GameReport::BothAbsent,
                    _ => match (r * 7 + b.number * 3) % 4 {
                        0 | 1 => GameReport::HomeWins,
                        2 => GameReport::Draw,
                        _ => GameReport::AwayWins,
                    },
                };
                t.record_result(r, b.number, &BoardReport::new(vec![g]))
                    .unwrap();
            }
            t.close_round(r).unwrap();
        }
        t
    }

    /// A Swiss of 16 players over 6 rounds with the Baku acceleration, players 1 and 2 kept
    /// apart in rounds 2-3, and player 16's requested bye of round 3 worth a draw (the
    /// event's requested bye is worth nothing), each round paired by the Dutch engine.
    fn accelerated_swiss() -> Tournament {
        let mut s = Settings::preset(Preset::FmjdInternational, "Accelerated", 6);
        s.acceleration = crate::domain::Acceleration::Baku;
        s.prohibited = vec![crate::domain::Prohibition {
            first_round: 2,
            last_round: 3,
            players: vec![1, 2],
        }];
        let mut entries = Vec::new();
        for n in 1..=16u32 {
            let mut e =
                Entry::new(n, PlayerName::parse(&format!("Player {n:02}")).unwrap()).unwrap();
            e.rating = Some(2500 - 13 * n);
            entries.push(e);
        }
        entries[15].requested_byes.insert(3);
        entries[15].bye_points.insert(3, Points::whole(1));
        let mut t = Tournament::from_parts(s, entries, Vec::new()).unwrap();
        for r in 1..=6u32 {
            let p = dutch::pair(&engine_tournament(&t, r)).unwrap();
            t.pair_round(&Pairing::of_engine(&p), None).unwrap();
            t.publish_round(r).unwrap();
            let boards = t.round(r).unwrap().boards().to_vec();
            for b in boards.iter().filter(|b| !b.is_bye()) {
                // The higher-rated player wins, except on every third board a draw.
                let Pairing::Game { home, away } = b.pairing else {
                    continue;
                };
                let g = if b.number % 3 == 0 {
                    GameReport::Draw
                } else if home < away {
                    GameReport::HomeWins
                } else {
                    GameReport::AwayWins
                };
                t.record_result(r, b.number, &BoardReport::new(vec![g]))
                    .unwrap();
            }
            t.close_round(r).unwrap();
        }
        t
    }

    #[test]
    fn an_accelerated_swiss_replays_from_its_export() {
        let t = accelerated_swiss();
        let text = write(&t);
        assert!(text.contains("\r192 FIDE_DUTCH_2025_BAKU\r"), "{text}");
        // GA is 2 × ⌈16 / 4⌉ = 8 players; 3 of 6 rounds are accelerated: a win in rounds 1-2,
        // a draw in round 3 (2/1/0).
        assert!(
            text.contains("\r250       2.0 001 002    1    8\r"),
            "{text}"
        );
        assert!(
            text.contains("\r250       1.0 003 003    1    8\r"),
            "{text}"
        );
        assert!(text.contains("\r260 002 003    1    2\r"), "{text}");
        assert!(text.contains("\r240 H 003   16\r"), "{text}");
        // Round 1 pairs GA among itself: 1 meets 5 (not 9).
        let b = t.round(1).unwrap().board_of(1).unwrap();
        assert_eq!(b.opponent_of(1), Some(5));
        let file = trf_file::parse(&text).unwrap();
        let found = check::replay_dutch(&file);
        assert!(found.is_empty(), "{found:?}\n{text}");
        // Without its 250 records the same file is paired otherwise from round 1.
        let plain: String = text
            .split('\r')
            .filter(|l| !l.starts_with("250"))
            .map(|l| format!("{l}\r"))
            .collect();
        let found = check::replay_dutch(&trf_file::parse(&plain).unwrap());
        assert!(found.iter().any(|d| d.round == 1), "{found:?}");
        // Imported again, it is the same tournament.
        assert_eq!(import(&text).unwrap(), t);
    }

    #[test]
    fn the_export_of_a_dutch_swiss_replays_without_discrepancy() {
        let t = dutch_swiss();
        assert_eq!(t.entry(7).unwrap().availability(5), Availability::Withdrawn);
        let text = write(&t);
        let file = trf_file::parse(&text).unwrap();
        assert_eq!(file.scoring, pairing::Scoring::DRAUGHTS);
        let found = check::replay_dutch(&file);
        assert!(found.is_empty(), "{found:?}\n{text}");
        // The check can fail: the same event with two boards of round 5 crossed over is
        // reported in round 5.
        let first4 = t.rounds()[..4].to_vec();
        let mut other =
            Tournament::from_parts(t.settings().clone(), t.entries().to_vec(), first4).unwrap();
        let p = dutch::pair(&engine_tournament(&other, 5)).unwrap();
        let mut pairings = Pairing::of_engine(&p);
        let (Pairing::Game { home: w1, away: b1 }, Pairing::Game { home: w2, away: b2 }) =
            (pairings[0], pairings[1])
        else {
            panic!()
        };
        pairings[0] = Pairing::game(w1, b2);
        pairings[1] = Pairing::game(w2, b1);
        other.pair_round(&pairings, None).unwrap();
        let found = check::replay_dutch(&trf_file::parse(&write(&other)).unwrap());
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].round, 5);
    }

    #[test]
    fn draughts_scoring_forfeits_and_byes_are_coded() {
        let t = dutch_swiss();
        let text = write(&t);
        let lines: Vec<&str> = text.split('\r').collect();
        assert!(text.ends_with('\r'));
        assert!(
            lines.contains(&"162  W 2.0    D 1.0    L 0.0    A 0.0    P 2.0"),
            "{text}"
        );
        assert!(lines.contains(&"142 5"));
        assert!(lines.contains(&"012 Dutch Swiss"));
        let block = |no: u32, round: usize| -> String {
            let l = lines
                .iter()
                .find(|l| l.starts_with(&format!("001 {no:>4}")))
                .unwrap();
            let start = 91 + 10 * (round - 1);
            l.chars().skip(start).take(8).collect()
        };
        // Round 2, board 1: away absent (000 art. 2.24): + and -.
        let b = t.round(2).unwrap().board(1).unwrap();
        let Pairing::Game { home, away } = b.pairing else {
            panic!()
        };
        assert_eq!(block(home, 2), format!("{away:>4} w +"));
        assert_eq!(block(away, 2), format!("{home:>4} b -"));
        // Round 3, board 2: both absent (000 art. 2.25): - and -.
        let b = t.round(3).unwrap().board(2).unwrap();
        let Pairing::Game { home, away } = b.pairing else {
            panic!()
        };
        assert_eq!(block(home, 3), format!("{away:>4} w -"));
        assert_eq!(block(away, 3), format!("{home:>4} b -"));
        // Player 4 asked for a bye in round 3 (worth 0): Z. The late entry is blank in round 1.
        assert_eq!(block(4, 3), "0000 - Z");
        assert_eq!(block(12, 1).trim(), "");
        // Someone had the pairing-allocated bye: U.
        let bye = t
            .round(1)
            .unwrap()
            .boards()
            .iter()
            .find_map(|b| match b.pairing {
                Pairing::Bye {
                    entry,
                    kind: crate::domain::ByeKind::Pairing,
                } => Some(entry),
                _ => None,
            });
        if let Some(p) = bye {
            assert_eq!(block(p, 1), "0000 - U");
        }
        // Player 7 withdrew from round 4: the line ends after round 3.
        let l7 = lines.iter().find(|l| l.starts_with("001    7")).unwrap();
        assert_eq!(l7.chars().count(), 89 + 30, "{l7}");
    }

    /// The English event with entries whose details do not fit the TRF fields.
    fn english_with_details() -> Tournament {
        let t = english();
        let mut entries = t.entries().to_vec();
        entries[0].set_name(crate::domain::NameParts::stored(
            PlayerName::parse("Alexandra Konstantinopolous-Vandermeulen, Jr.").unwrap(),
        ));
        entries[0].title = Some("GMIF".into());
        entries[0].club = Some("Damclub \"Oost\", Zwolle".into());
        entries[1].national_id = Some("ENG-0042".into());
        entries[1].fmjd_id = Some("id with spaces".into());
        entries[1].birth_date = NaiveDate::from_ymd_opt(1999, 12, 31);
        // 2 and 4 never met: they may be kept apart (XXP).
        entries[1].forbidden.insert(4);
        entries[3].forbidden.insert(2);
        entries[2].title = Some("MF".into());
        entries[2].women_title = Some("MFF".into());
        entries[2].women_rating = Some(1987);
        entries[3].sex = Some(crate::domain::Sex::W);
        entries[3].birth_year = Some(1961);
        let mut s = t.settings().clone();
        // A prohibition of the settings that looks like an entry's pair (two players, every
        // round and more) stays the settings'.
        s.prohibited = vec![crate::domain::Prohibition {
            first_round: 1,
            last_round: s.rounds + 3,
            players: vec![4, 5],
        }];
        s.venue = "Leeds".into();
        s.chief_controller = "C. Controller".into();
        Tournament::from_parts(s, entries, t.rounds().to_vec()).unwrap()
    }

    #[test]
    fn export_import_export_is_identical() {
        for t in [dutch_swiss(), english(), english_with_details()] {
            let a = write(&t);
            let imported = import(&a).unwrap_or_else(|e| panic!("{e}\n{a}"));
            // The file's order is the imported event's initial ranking.
            let order: Vec<u32> = t.entries().iter().map(|e| e.no).collect();
            assert_eq!(imported.initial_ranking(), order);
            let t = t.with_ranking(order);
            assert_eq!(imported, t);
            assert_eq!(write(&imported), a);
        }
    }

    /// A player line in the TRF columns.
    #[allow(clippy::too_many_arguments)]
    fn player(
        no: u32,
        title: &str,
        name: &str,
        rating: &str,
        fed: &str,
        id: &str,
        birth: &str,
        rounds: &[&str],
    ) -> String {
        let mut l = format!(
            "001 {no:>4}  {title:>3} {name:<33} {rating:>4} {fed:<3} {id:>11} {birth:<10} {:>4} {:>4}",
            "0.0", ""
        );
        for r in rounds {
            l.push_str("  ");
            l.push_str(r);
        }
        l.push('\r');
        l
    }

    #[test]
    fn a_trf_of_another_program_creates_a_tournament() {
        let text = [
            "012 Club Open\r022 Utrecht\r042 2026/03/01\r092 Double round robin\r102 A. Arbiter\r142 3\r162 W 2.0 D 1.0\r"
                .to_owned(),
            player(
                1,
                "",
                "Jansen, Piet",
                "2400",
                "NED",
                "15001000",
                "1980/01/02",
                &["   2 w 1", "   3 b =", "0000 - U"],
            ),
            player(
                2,
                "",
                "Smit, Anna",
                "2300",
                "NED",
                "",
                "",
                &["   1 b 0", "0000 - Z", "   3 w -"],
            ),
            player(
                3,
                "MF",
                "Bakker, Kees",
                "2200",
                "BEL",
                "",
                "1975",
                &["0000 - H", "   1 w =", "   2 b +"],
            ),
        ]
        .concat();
        let t = import(&text).unwrap_or_else(|e| panic!("{e}"));
        let s = t.settings();
        assert_eq!(s.name, "Club Open");
        assert_eq!(s.venue, "Utrecht");
        assert_eq!(s.system, System::DoubleRoundRobin);
        assert_eq!(s.chief_controller, "A. Arbiter");
        assert_eq!(
            s.start_date,
            Some(NaiveDate::from_ymd_opt(2026, 3, 1).unwrap())
        );
        assert_eq!(s.rounds, 3);
        assert_eq!(s.scoring.win, Points::whole(2));
        let e1 = t.entry(1).unwrap();
        assert_eq!(e1.name.as_str(), "Jansen, Piet");
        assert_eq!(e1.fmjd_id.as_deref(), Some("15001000"));
        assert_eq!(e1.birth_date, NaiveDate::from_ymd_opt(1980, 1, 2));
        let e3 = t.entry(3).unwrap();
        assert_eq!(e3.title.as_deref(), Some("MF"));
        assert_eq!(e3.birth_date, None);
        assert_eq!(e3.requested_byes, BTreeSet::from([1]));
        assert_eq!(t.entry(2).unwrap().requested_byes, BTreeSet::from([2]));
        assert_eq!(t.rounds_played(), 3);
        let st = t.standings();
        let pts: Vec<(u32, Points)> = st.rows.iter().map(|r| (r.no, r.points)).collect();
        assert_eq!(
            pts,
            [
                (1, Points::whole(5)),
                (3, Points::whole(4)),
                (2, Points::ZERO)
            ]
        );
        // Byes keep their own values: 3's half-point bye (H) a draw, 2's zero-point bye (Z)
        // nothing, although a requested bye is otherwise worth the first code's value.
        assert_eq!(t.settings().scoring.requested_bye, Points::ZERO);
        let bye = |no, r| t.round(r).unwrap().board_of(no).unwrap().games[0].first_result;
        assert_eq!(bye(3, 1).unwrap().points, Points::whole(1));
        assert_eq!(bye(2, 2).unwrap().points, Points::ZERO);
        assert_eq!(write(&import(&write(&t)).unwrap()), write(&t));
        // Round 3: 3 won by forfeit (000 art. 2.24).
        let b = t.round(3).unwrap().board_of(3).unwrap();
        assert_eq!(
            b.games[0].result_of(3).unwrap().kind,
            ResultKind::ForfeitWin
        );
    }

    #[test]
    fn a_bad_trf_is_refused_naming_the_line() {
        let text = [
            "012 X\r".to_owned(),
            player(1, "", "A", "", "", "", "", &["   2 w 1"]),
            player(2, "", "B", "", "", "", "", &["   1 b 1"]),
        ]
        .concat();
        let e = import(&text).unwrap_err();
        assert_eq!(e.lines(), [2], "{e}");
        assert!(
            e.to_string().contains("do not make one game's result"),
            "{e}"
        );
        let e = import("001    1  bad\r").unwrap_err();
        assert_eq!(e.lines(), [1], "{e}");
        let text = format!(
            "012 X\r### crownhead settings {{\"name\":1}}\r{}",
            player(1, "", "A", "", "", "", "", &[])
        );
        let e = import(&text).unwrap_err();
        assert_eq!(e.lines(), [2], "{e}");
    }

    #[test]
    fn dates_with_characters_of_several_bytes_are_refused_with_line_and_field() {
        let players = [
            player(1, "", "A", "", "", "", "", &["   2 w 1"]),
            player(2, "", "B", "", "", "", "", &["   1 b 0"]),
        ]
        .concat();
        let e = import(&format!("012 X\r042 12\u{20ac}\r{players}")).unwrap_err();
        assert_eq!(e.lines(), [2], "{e}");
        assert!(e.to_string().contains("start date (042)"), "{e}");
        assert!(
            e.to_string().contains("\"12\u{20ac}\" is not a date"),
            "{e}"
        );
        let e = import(&format!("012 X\r052 \u{e9}\u{e9}\u{e9}\u{e9}\r{players}")).unwrap_err();
        assert_eq!(e.lines(), [2], "{e}");
        assert!(e.to_string().contains("end date (052)"), "{e}");
        for birth in ["12\u{20ac}", "1978\u{20ac}", "\u{1f600}\u{1f600}"] {
            let text = [
                "012 X\r".to_owned(),
                player(1, "", "A", "", "", "", birth, &["   2 w 1"]),
                player(2, "", "\u{c9}mile", "", "", "", "", &["   1 b 0"]),
            ]
            .concat();
            let e = import(&text).unwrap_err();
            assert_eq!(e.lines(), [2], "{e}");
            assert!(
                e.to_string()
                    .contains("player 1: birth date (columns 70-79)"),
                "{e}"
            );
        }
        // Characters of several bytes before the columns do not move them.
        let text = [
            "012 \u{c9}t\u{e9}\r".to_owned(),
            player(
                1,
                "",
                "\u{c9}mile \u{17d}",
                "",
                "",
                "",
                "1980/01/02",
                &["   2 w 1"],
            ),
            player(2, "", "B", "", "", "", "", &["   1 b 0"]),
        ]
        .concat();
        let t = import(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.settings().name, "\u{c9}t\u{e9}");
        let e1 = t.entry(1).unwrap();
        assert_eq!(e1.name.as_str(), "\u{c9}mile \u{17d}");
        assert_eq!(e1.birth_date, NaiveDate::from_ymd_opt(1980, 1, 2));
    }

    /// Every record of TRF-2026 refused when wrong, naming its line and field: nothing is
    /// imported.
    #[test]
    fn bad_records_are_refused_naming_line_and_field() {
        let good = include_str!("../../fixtures/trf/record_types_2026.trf");
        assert!(import(good).is_ok());
        // (the line to change, its replacement, what the problem says)
        let cases: &[(&str, &str, &str)] = &[
            ("032 NED", "032 NE1", "federation (032)"),
            (
                "132 ",
                "",
                "record 132, column 112: round 3 date (columns 112-119)",
            ),
            (
                "132 ",
                "",
                "round 3 (2026-04-03) is before round 2 (2026-04-09)",
            ),
            ("172 NED FIDON", "172 NED FIDOX", "record 172, column 9"),
            (
                "192 FIDE_DUTCH_2025_BAKU",
                "192 FIDE_TEAM_BAKU",
                "tournament type (192)",
            ),
            (
                "202 BH/C1,BH,WIN,DE",
                "202 BH/C1,BH,XYZ",
                "tie-breaks (202): tie-break code \"XYZ\"",
            ),
            ("222 5400+60", "222 5400 +60", "time control code (222)"),
            (
                "240 F 005    3",
                "240 F 009    3",
                "record 240, column 7: a bye in round 9",
            ),
            (
                "240 F 005    3",
                "240 F 001    3",
                "record 240: player 3 has a F bye in round 1",
            ),
            (
                "250       2.0 001 002",
                "250       0.0 001 002",
                "bad fictitious points",
            ),
            (
                "260 005 006    1    2    3",
                "260 005 006    1    2   77",
                "player 77 is referred to",
            ),
            (
                "299 +         1.0  002    6",
                "299 +         1.0  002    7",
                "record 299: player 7 has no + result in round 2",
            ),
            (
                "299 +         1.0  002    6",
                "299 Q         1.0  002    6",
                "column 5: record 299: type of assignment 'Q' (column 5)",
            ),
            (
                "299 +         1.0  002    6",
                "299 +         1.0  002   97",
                "player 97 is referred to but not listed",
            ),
            (
                "NED    3 m K1",
                "NED   99 m K1",
                "national rating line of player 99, who has no player line",
            ),
            (
                "001    2 w MI",
                "001    2 x MI",
                "player 2: sex (column 10)",
            ),
        ];
        for (i, (from, to, says)) in cases.iter().enumerate() {
            let ln = good
                .split('\r')
                .position(|l| l.starts_with(from))
                .unwrap_or_else(|| panic!("{from}"))
                + 1;
            let text: String = good
                .split('\r')
                .map(|l| {
                    if !l.starts_with(from) {
                        return l.to_owned();
                    }
                    match i {
                        1 => l.replace("26/04/03", "26/04/3x"),
                        2 => l.replace("26/04/02", "26/04/09"),
                        _ => l.replacen(from, to, 1),
                    }
                })
                .collect::<Vec<_>>()
                .join("\r");
            assert_ne!(text, good, "{from}");
            let e = import(&text).unwrap_err();
            assert!(e.lines().contains(&(ln as u64)), "{from}: line {ln}: {e}");
            assert!(e.to_string().contains(says), "{from}: {says}: {e}");
        }
    }

    /// Lines of any text, after the tags the readers look for, and valid files with any
    /// characters put anywhere.
    fn any_trf() -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::prelude::*;
        let tag = prop::sample::select(vec![
            "001 ",
            "012 ",
            "022 ",
            "042 ",
            "052 ",
            "092 ",
            "102 ",
            "122 ",
            "142 ",
            "152 ",
            "162 ",
            "192 ",
            "XXR ",
            "XXC ",
            "XXP ",
            "XXA ",
            "032 ",
            "112 ",
            "132 ",
            "132                                                                                        ",
            "172 ",
            "202 ",
            "212 ",
            "222 ",
            "240 H 001 ",
            "240 ",
            "250       1.0 001 ",
            "250 ",
            "260 001 002 ",
            "260 ",
            "299 H         1.0  001 ",
            "299 ",
            "NED    1 ",
            "NED ",
            "### crownhead ",
            "### crownhead round 1 ",
            "### crownhead entry 1 ",
            "",
            "00",
            "16",
        ]);
        let text = "[0-9 .wb=+\\-UHFZ/\u{e9}\u{20ac}\u{1f600}\\PC]{0,120}";
        let end = prop::sample::select(vec!["\r", "\n", "\r\n"]);
        let lines = prop::collection::vec((tag, text, end), 0..8).prop_map(|ls| {
            ls.into_iter()
                .map(|(t, x, e)| format!("{t}{x}{e}"))
                .collect()
        });
        let valid = crate::export::trf::write(&dutch_swiss());
        let mutated = prop::collection::vec(
            (
                0..valid.chars().count(),
                "[\u{e9}\u{20ac}\u{1f600}a0 \\-]{0,3}",
            ),
            1..6,
        )
        .prop_map(move |edits| {
            let mut chars: Vec<char> = valid.chars().collect();
            for (at, put) in edits {
                let at = at.min(chars.len());
                chars.splice(at..(at + 1).min(chars.len()), put.chars());
            }
            chars.into_iter().collect::<String>()
        });
        prop_oneof![lines, mutated]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1024))]
        /// Neither the pairing reader nor the import panics on any text: each reads it or
        /// says what is wrong.
        #[test]
        fn no_text_panics_the_trf_readers(text in any_trf()) {
            let _ = trf_file::parse(&text);
            if let Err(e) = import(&text) {
                proptest::prop_assert!(!e.problems.is_empty());
            }
        }
    }
}
