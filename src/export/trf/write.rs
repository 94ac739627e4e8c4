//! The writer: a tournament as a TRF-2026 file (what is written: see the module above).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use chrono::NaiveDate;
use draughts_rules::Color;

use super::{TAG, date, first_colour, points_of_code, records, tenths, trf_rounds};
use crate::domain::{
    ByeKind, Entry, Federation, Pairing, Points, ResultKind, Sex, StartNo, System, Tournament,
};

use crate::pairing::tournament::Abnormal;
use crate::pairing::trf as trf_file;
use crate::pairing::{self, Colour, ResultCode, RoundRecord};

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
pub(crate) fn acceleration_in_ranks(
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

/// A knock-out's TRF records, every player's in the same columns, and each player's points:
/// the bracket's rounds in the order they are played (a double knock-out's losers' rounds and
/// final, the third-place match, each a round of its own), each as many columns wide as its
/// longest tie (scheduled, tie-break and sudden-death games). A player's games of a round fill
/// its first columns, in the order played, with the opponent and colour as in any round; a tie
/// decided sooner leaves the rest blank, so column n is the same round for every player and
/// each game is on both players' lines in the same column. A walkover (a top seed's bye in the
/// first round) is the pairing-allocated bye `0000 - U` in the round's first column, worth
/// what `162` gives it, as the points count it.
fn knockout_table(
    t: &Tournament,
    k: &crate::domain::knockout::Knockout,
) -> (u32, BTreeMap<StartNo, (Vec<RoundRecord>, Points)>) {
    use crate::pairing::knockout::Status;
    let s = t.settings();
    let first = first_colour(t);
    let bye = points_of_code(ResultCode::PairingBye, &scoring(t));
    let no = |seed: u32| k.seeds()[seed as usize - 1];
    // The bracket's rounds in the order their first ties become playable, with their width.
    let mut blocks: Vec<((u8, u32), u32)> = Vec::new();
    let key = |id: crate::pairing::knockout::TieId| (id.part as u8, id.round);
    for tie in &k.state().ties {
        let width = match tie.status {
            Status::Walkover(_) => 1,
            _ => k.games().iter().filter(|g| g.tie == tie.id).count() as u32,
        };
        if width == 0 {
            continue;
        }
        match blocks.iter_mut().find(|(b, _)| *b == key(tie.id)) {
            Some((_, w)) => *w = (*w).max(width),
            None => blocks.push((key(tie.id), width)),
        }
    }
    let columns = blocks.iter().map(|(_, w)| w).sum();
    let mut table = BTreeMap::new();
    for e in t.entries() {
        let games = k.games_of(e.no, &s.scoring);
        let mut points: Points = games.iter().map(|g| g.points).sum();
        let mut recs = Vec::new();
        for &(block, width) in &blocks {
            let mut cells: Vec<RoundRecord> = games
                .iter()
                .filter(|g| key(g.game.tie) == block)
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
            let walkover = k.state().ties.iter().any(|tie| {
                key(tie.id) == block && matches!(tie.status, Status::Walkover(w) if no(w) == e.no)
            });
            if cells.is_empty() && walkover {
                cells.push(RoundRecord {
                    opponent: None,
                    colour: None,
                    result: Some(ResultCode::PairingBye),
                });
                points += bye;
            }
            cells.resize(width as usize, RoundRecord::UNPAIRED);
            recs.extend(cells);
        }
        table.insert(e.no, (recs, points));
    }
    (columns, table)
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
    let mut line = |text: String| push_line(&mut out, &text);
    let width = opening(t, &rank, &mut line);
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
    let ko = knockout.map(|k| knockout_table(t, k));
    let all_rounds = ko.as_ref().map_or(all_rounds, |(columns, _)| *columns);
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
        line(trf_file::record_240_wide(&b, width));
    }
    for a in acceleration_records(t) {
        for a in acceleration_in_ranks(a, t, &rank) {
            line(trf_file::record_250_wide(&a, width));
        }
    }
    for mut p in prohibition_records(t) {
        p.players = ranks(p.players);
        line(trf_file::record_260_wide(&p, width));
    }
    for mut a in abnormal_records(t) {
        a.players = ranks(a.players);
        line(trf_file::record_299_wide(&a, width));
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
    // A knock-out's games, tie by tie in the order played: an import replays them.
    for g in knockout.map_or(&[][..], |k| k.games()) {
        line(format!(
            "{TAG} tie {} {} {}",
            crate::domain::knockout::tie_key(g.tie),
            g.game,
            g.report.code()
        ));
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
        let (recs, points) = match ko.as_ref().and_then(|(_, table)| table.get(&e.no)) {
            Some((recs, points)) => (recs.clone(), Some(*points)),
            None => (records(t, e.no).into_iter().map(|(r, _)| r).collect(), None),
        };
        let points = points.map_or(row.map_or(0, |r| tenths(r.points) as i32), |p| {
            tenths(p) as i32
        });
        let name = trf_name(e);
        let fields = PlayerFields {
            rank: r(e.no),
            name: &name,
            points: signed_points(points + adjustment(t, e.no)),
            place: row.map(|r| r.rank.to_string()).unwrap_or_default(),
        };
        let l = player_line(width, e, fields, &recs, r);
        line(l);
        if let Some(n) = &e.national {
            let number = if national_id_in_nrs(e) {
                e.national_id.as_deref().unwrap_or("")
            } else {
                ""
            };
            line(records::nrs_line(r(e.no), n, number, width));
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
        if e.name.as_str() != name {
            extra("shown", json(&e.name.as_str()));
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

/// The start of a TRF file, as both writers begin it: the event's records (012–072), then the
/// width of the starting-number fields (`XXW`) where a starting rank in `rank` runs past 9,999;
/// that width.
pub(crate) fn opening(
    t: &Tournament,
    rank: &BTreeMap<StartNo, u32>,
    line: &mut impl FnMut(String),
) -> usize {
    event_records(t, line);
    let width = trf_file::width_for(rank.values().copied().max().unwrap_or(0));
    if width > 4 {
        line(format!("{} {width}", trf_file::WIDTH_RECORD));
    }
    width
}

/// What a player line (001) says of a player beside the entry's own fields: the starting
/// rank, the name as written, the points and the place.
pub(crate) struct PlayerFields<'a> {
    pub rank: u32,
    pub name: &'a str,
    pub points: String,
    pub place: String,
}

/// The player line (001) of entry `e`, as both writers write it: the starting rank and every
/// opponent's (`rank_of` an opponent's number) `width` columns wide (`XXW`; the fields between
/// them moved right alike), a field that does not fit its columns left empty, then one result
/// column a record, an empty one where the player was not paired.
pub(crate) fn player_line(
    width: usize,
    e: &Entry,
    fields: PlayerFields,
    recs: &[RoundRecord],
    rank_of: impl Fn(StartNo) -> u32,
) -> String {
    let name: String = fields.name.chars().take(33).collect();
    let title = e.title.as_deref().filter(|x| fits(x, 3)).unwrap_or("");
    let id = e
        .fmjd_id
        .as_deref()
        .filter(|x| fits(x, 11) && !x.contains(' '))
        .unwrap_or("");
    let rating = e
        .rating
        .filter(|r| *r <= 9999)
        .map(|r| r.to_string())
        .unwrap_or_default();
    let mut l = format!(
        "001 {:>width$} {}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>width$}",
        fields.rank,
        e.sex.map_or(' ', Sex::letter),
        title,
        name,
        rating,
        e.federation.as_ref().map(Federation::as_str).unwrap_or(""),
        id,
        e.birth_date
            .map(date)
            .or_else(|| e.birth_year.map(|y| format!("{y:04}/00/00")))
            .unwrap_or_default(),
        fields.points,
        fields.place,
    );
    for rec in recs {
        if rec.opponent.is_none() && rec.result.is_none() {
            l.push_str(&" ".repeat(6 + width));
            continue;
        }
        let colour = match rec.colour {
            Some(Colour::White) => 'w',
            Some(Colour::Black) => 'b',
            None => '-',
        };
        let _ = write!(
            l,
            "  {:>width$} {colour} {}",
            rec.opponent
                .map_or("0".repeat(width), |o| rank_of(o).to_string()),
            rec.result.map_or(' ', ResultCode::to_char)
        );
    }
    l
}

/// The name field of a player line: `Surname, Given`, as TRF writes names (the surname alone
/// when there is no given name); the import splits it at the comma.
fn trf_name(e: &Entry) -> String {
    match (e.surname(), e.given_name()) {
        (surname, given) if given.is_empty() => surname,
        (surname, given) => format!("{surname}, {given}"),
    }
}

/// Adds one line of a TRF file: control characters (a line ends at the first CR or LF) become
/// spaces, trailing spaces go, and the line ends with CR.
pub(crate) fn push_line(out: &mut String, text: &str) {
    let text: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    out.push_str(text.trim_end());
    out.push('\r');
}

/// The event's records 012 to 072: name, venue, federation, first and last dates, players and
/// rated players.
fn event_records(t: &Tournament, line: &mut impl FnMut(String)) {
    let s = t.settings();
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
}
