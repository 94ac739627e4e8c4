//! The FIDE Tournament Report File (TRF-2026, with the older TRF-16 layout of
//! player lines and the XXR, XXC, XXP, XXA extensions): reader and writer.
//!
//! Lines may end with CR, LF or CRLF. Player lines (`001`) keep their fixed
//! columns: start number in 5-8, name in 15-47, rating in 49-52, points in
//! 81-84, rank in 86-89, then one 10-column block per round from column 92:
//! opponent (4), colour (`w`, `b`, `-` or blank), result code. Columns count characters, not
//! bytes. A file without any player line (an empty file, other text) is refused.

use std::fmt::Write as _;

use thiserror::Error;

use super::tournament::{Colour, Player, ResultCode, RoundRecord, Scoring, Tournament};

/// What is wrong in a TRF file, and where (1-based line and column; line 0 for what concerns
/// the whole file, such as opponents that disagree or a file without players).
#[derive(Debug, Error, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub column: usize,
    pub kind: TrfErrorKind,
}

impl std::fmt::Display for TrfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.kind)
        } else {
            write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.kind
            )
        }
    }
}

/// The kinds of TRF errors.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum TrfErrorKind {
    #[error("player line too short ({0} characters, at least 84 needed)")]
    PlayerLineTooShort(usize),
    #[error("bad starting number {0:?}")]
    BadStartingNumber(String),
    #[error("starting number {0} appears twice")]
    DuplicateStartingNumber(u32),
    #[error("bad rating {0:?}")]
    BadRating(String),
    #[error("bad score {0:?}")]
    BadScore(String),
    #[error("bad opponent {0:?}")]
    BadOpponent(String),
    #[error("a player cannot meet themself")]
    SelfOpponent,
    #[error("bad colour {0:?} (expected w, b, - or blank)")]
    BadColour(char),
    #[error("bad result code {0:?}")]
    BadResult(char),
    #[error("result {0:?} needs an opponent")]
    MissingOpponent(char),
    #[error("result {0:?} is a bye and cannot have an opponent")]
    ByeWithOpponent(char),
    #[error("a game needs a colour")]
    MissingColour,
    #[error("unexpected text after the last round: {0:?}")]
    TrailingText(String),
    #[error("bad number of rounds {0:?}")]
    BadRoundCount(String),
    #[error("bad scoring entry {0:?} (expected W, D, L, A, Z or P and points)")]
    BadScoring(String),
    #[error("bad colour setting {0:?} (expected W or B)")]
    BadInitialColour(String),
    #[error("bad player list {0:?}")]
    BadPlayerList(String),
    #[error("round {round}: player {player} is listed against {opponent}, whose record disagrees")]
    Inconsistent {
        round: usize,
        player: u32,
        opponent: u32,
    },
    #[error("player {0} is referred to but not listed")]
    UnknownPlayer(u32),
    #[error("team files are not supported")]
    TeamFile,
    #[error(
        "no player line in {lines} line(s): a TRF file lists each player on a line beginning \
         `001`, with the starting number in columns 5-8, the name in 15-47, the rating in 49-52, \
         the points in 81-84 and one 10-column block per round from column 92"
    )]
    NoPlayers { lines: usize },
}

fn err(line: usize, column: usize, kind: TrfErrorKind) -> TrfError {
    TrfError { line, column, kind }
}

/// Splits text into lines at CR, LF or CRLF.
fn lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\r' || bytes[i] == b'\n' {
            out.push(&text[start..i]);
            if bytes[i] == b'\r' && i + 1 < bytes.len() && bytes[i + 1] == b'\n' {
                i += 1;
            }
            start = i + 1;
        }
        i += 1;
    }
    if start < bytes.len() {
        out.push(&text[start..]);
    }
    out
}

/// Reads a score like `3.5` or ` 10` into tenths.
fn parse_tenths(s: &str) -> Option<u32> {
    let s = s.trim();
    if s.is_empty() {
        return None;
    }
    let (int, frac) = match s.split_once('.') {
        Some((i, f)) => (i, f),
        None => (s, ""),
    };
    if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    if frac.chars().skip(1).any(|c| c != '0') {
        return None;
    }
    let i: u32 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let f: u32 = frac.chars().next().map_or(0, |c| c as u32 - '0' as u32);
    i.checked_mul(10)?.checked_add(f)
}

/// Writes tenths as `3.5`.
pub fn format_tenths(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// Parses a TRF file.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut t = Tournament {
        name: String::new(),
        total_rounds: None,
        scoring: Scoring::CHESS,
        initial_colour: None,
        system: None,
        players: Vec::new(),
        forbidden: Vec::new(),
        other_lines: Vec::new(),
    };
    let mut pab_given = false;
    let mut accelerations: Vec<(usize, String)> = Vec::new();
    let all = lines(text);
    let count = all.len();
    for (n, raw) in all.into_iter().enumerate() {
        let ln = n + 1;
        let line: Vec<char> = raw.chars().collect();
        if line.len() < 3 || raw.trim().is_empty() {
            continue;
        }
        let tag: String = line[..3].iter().collect();
        let rest: String = line[3..].iter().collect();
        match tag.as_str() {
            "001" => {
                let p = parse_player(&line, ln)?;
                if t.players.iter().any(|q| q.id == p.id) {
                    return Err(err(ln, 5, TrfErrorKind::DuplicateStartingNumber(p.id)));
                }
                t.players.push(p);
            }
            "012" => t.name = rest.trim().to_string(),
            "013" | "310" => return Err(err(ln, 1, TrfErrorKind::TeamFile)),
            "142" | "XXR" => {
                let v = rest.trim();
                match v.parse::<u32>() {
                    Ok(r) if r > 0 => t.total_rounds = Some(r),
                    _ => return Err(err(ln, 5, TrfErrorKind::BadRoundCount(v.to_string()))),
                }
            }
            "152" => match rest.trim() {
                "W" | "w" => t.initial_colour = Some(Colour::White),
                "B" | "b" => t.initial_colour = Some(Colour::Black),
                v => return Err(err(ln, 5, TrfErrorKind::BadInitialColour(v.to_string()))),
            },
            "XXC" => {
                for tok in rest.split_whitespace() {
                    match tok {
                        "white1" => t.initial_colour = Some(Colour::White),
                        "black1" => t.initial_colour = Some(Colour::Black),
                        _ => {}
                    }
                }
                t.other_lines.push(raw.to_string());
            }
            "162" => parse_scoring(&line, ln, &mut t.scoring, &mut pab_given)?,
            "192" | "092" => {
                t.system = Some(rest.trim().to_string());
            }
            "XXP" => {
                let mut group = Vec::new();
                for tok in rest.split_whitespace() {
                    match tok.parse::<u32>() {
                        Ok(id) if id > 0 => group.push(id),
                        _ => return Err(err(ln, 5, TrfErrorKind::BadPlayerList(tok.to_string()))),
                    }
                }
                t.forbidden.push(group);
            }
            "XXA" => {
                accelerations.push((ln, raw.to_string()));
                t.other_lines.push(raw.to_string());
            }
            _ => t.other_lines.push(raw.to_string()),
        }
    }
    // A file without players (an empty file, any other text, random bytes) is no report.
    if t.players.is_empty() {
        return Err(err(0, 0, TrfErrorKind::NoPlayers { lines: count }));
    }
    t.players.sort_by_key(|p| p.id);
    // Accelerations refer to listed players.
    for (ln, raw) in accelerations {
        let id_text: String = raw.chars().skip(4).take(4).collect();
        match id_text.trim().parse::<u32>() {
            Ok(id) if t.index_of(id).is_some() => {}
            Ok(id) => return Err(err(ln, 5, TrfErrorKind::UnknownPlayer(id))),
            Err(_) => return Err(err(ln, 5, TrfErrorKind::BadStartingNumber(id_text))),
        }
    }
    validate(&t)?;
    Ok(t)
}

fn parse_player(line: &[char], ln: usize) -> Result<Player, TrfError> {
    if line.len() < 84 {
        return Err(err(ln, 1, TrfErrorKind::PlayerLineTooShort(line.len())));
    }
    let field = |a: usize, b: usize| -> String { line[a..b.min(line.len())].iter().collect() };
    let id_text = field(4, 8);
    let id = match id_text.trim().parse::<u32>() {
        Ok(id) if id > 0 => id,
        _ => return Err(err(ln, 5, TrfErrorKind::BadStartingNumber(id_text))),
    };
    let rating_text = field(48, 52);
    let rating = if rating_text.trim().is_empty() {
        0
    } else {
        rating_text
            .trim()
            .parse::<u32>()
            .map_err(|_| err(ln, 49, TrfErrorKind::BadRating(rating_text.clone())))?
    };
    let points_text = field(80, 84);
    let points = if points_text.trim().is_empty() {
        0
    } else {
        parse_tenths(&points_text)
            .ok_or_else(|| err(ln, 81, TrfErrorKind::BadScore(points_text.clone())))?
    };
    let mut rounds = Vec::new();
    let mut start = 91;
    let mut pending_blank = 0;
    while start < line.len() {
        let block: String = field(start, start + 8);
        if block.trim().is_empty() {
            pending_blank += 1;
            start += 10;
            continue;
        }
        let opp_text = field(start, start + 4);
        let colour_char = line.get(start + 5).copied().unwrap_or(' ');
        let result_char = line.get(start + 7).copied().unwrap_or(' ');
        let opponent = match opp_text.trim() {
            "" | "0000" | "0" => None,
            s => match s.parse::<u32>() {
                Ok(0) => None,
                Ok(o) if o == id => return Err(err(ln, start + 1, TrfErrorKind::SelfOpponent)),
                Ok(o) => Some(o),
                Err(_) => return Err(err(ln, start + 1, TrfErrorKind::BadOpponent(opp_text))),
            },
        };
        let colour = match colour_char {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            c => return Err(err(ln, start + 6, TrfErrorKind::BadColour(c))),
        };
        let result = if result_char == ' ' {
            None
        } else {
            Some(
                ResultCode::from_char(result_char)
                    .ok_or_else(|| err(ln, start + 8, TrfErrorKind::BadResult(result_char)))?,
            )
        };
        if let Some(code) = result {
            if code.is_bye() && opponent.is_some() {
                return Err(err(
                    ln,
                    start + 8,
                    TrfErrorKind::ByeWithOpponent(result_char),
                ));
            }
            if code.needs_opponent() && opponent.is_none() {
                return Err(err(
                    ln,
                    start + 8,
                    TrfErrorKind::MissingOpponent(result_char),
                ));
            }
            if opponent.is_some() && colour.is_none() && code.is_played_game() {
                return Err(err(ln, start + 6, TrfErrorKind::MissingColour));
            }
        }
        for _ in 0..pending_blank {
            rounds.push(RoundRecord::UNPAIRED);
        }
        pending_blank = 0;
        rounds.push(RoundRecord {
            opponent,
            colour,
            result,
        });
        start += 10;
    }
    if start > line.len() && start - 10 + 8 < line.len() {
        let tail: String = line[start - 10..].iter().collect();
        return Err(err(ln, start - 9, TrfErrorKind::TrailingText(tail)));
    }
    let name = field(14, 47).trim().to_string();
    Ok(Player {
        id,
        name,
        rating,
        points,
        identity: field(9, 80),
        rounds,
    })
}

fn parse_scoring(
    line: &[char],
    ln: usize,
    scoring: &mut Scoring,
    pab_given: &mut bool,
) -> Result<(), TrfError> {
    let text: String = line[3..].iter().collect();
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut i = 0;
    while i < tokens.len() {
        let mut chars = tokens[i].chars();
        let first = chars.next().map_or(0, char::len_utf8);
        let (code, value) = if !chars.as_str().is_empty() {
            tokens[i].split_at(first)
        } else if i + 1 < tokens.len() {
            i += 1;
            (tokens[i - 1], tokens[i])
        } else {
            return Err(err(ln, 5, TrfErrorKind::BadScoring(tokens[i].to_string())));
        };
        let points = parse_tenths(value)
            .ok_or_else(|| err(ln, 5, TrfErrorKind::BadScoring(format!("{code} {value}"))))?;
        match code {
            "W" => {
                scoring.win = points;
                if !*pab_given {
                    scoring.pairing_bye = points;
                }
            }
            "D" => scoring.draw = points,
            "L" => scoring.loss = points,
            "Z" | "A" => {
                scoring.zero_bye = points;
                scoring.forfeit_loss = points;
            }
            "P" => {
                scoring.pairing_bye = points;
                *pab_given = true;
            }
            _ => {
                return Err(err(
                    ln,
                    5,
                    TrfErrorKind::BadScoring(format!("{code} {value}")),
                ));
            }
        }
        i += 1;
    }
    Ok(())
}

/// Checks that opponents are listed and agree with each other.
fn validate(t: &Tournament) -> Result<(), TrfError> {
    for p in &t.players {
        for (r, rec) in p.rounds.iter().enumerate() {
            let Some(o) = rec.opponent else { continue };
            let Some(oi) = t.index_of(o) else {
                return Err(err(0, 0, TrfErrorKind::UnknownPlayer(o)));
            };
            let other = t.players[oi].rounds.get(r);
            let ok = other.is_some_and(|q| {
                q.opponent == Some(p.id)
                    && (rec.colour.is_none() || q.colour.is_none() || q.colour != rec.colour)
            });
            if !ok {
                return Err(err(
                    0,
                    0,
                    TrfErrorKind::Inconsistent {
                        round: r + 1,
                        player: p.id,
                        opponent: o,
                    },
                ));
            }
        }
    }
    Ok(())
}

/// Writes a tournament as TRF, lines ending with CR as the format has them.
pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    let _ = write!(out, "012 {}\r", t.name);
    if let Some(r) = t.total_rounds {
        let _ = write!(out, "XXR {r}\r");
    }
    if let Some(c) = t.initial_colour {
        let _ = write!(out, "152 {}\r", if c == Colour::White { "W" } else { "B" });
    }
    if let Some(s) = &t.system {
        let _ = write!(out, "192 {s}\r");
    }
    if t.scoring != Scoring::CHESS {
        let s = &t.scoring;
        let _ = write!(
            out,
            "162  W {:>4}    D {:>4}    L {:>4}    Z {:>4}    P {:>4}\r",
            format_tenths(s.win),
            format_tenths(s.draw),
            format_tenths(s.loss),
            format_tenths(s.zero_bye),
            format_tenths(s.pairing_bye)
        );
    }
    for group in &t.forbidden {
        let ids: Vec<String> = group.iter().map(u32::to_string).collect();
        let _ = write!(out, "XXP {}\r", ids.join(" "));
    }
    for l in &t.other_lines {
        let _ = write!(out, "{l}\r");
    }
    for p in &t.players {
        let mut identity: String = p.identity.clone();
        while identity.chars().count() < 71 {
            identity.push(' ');
        }
        let identity: String = identity.chars().take(71).collect();
        let _ = write!(
            out,
            "001 {:>4} {}{:>4} {:>4}",
            p.id,
            identity,
            format_tenths(p.points),
            ""
        );
        for rec in &p.rounds {
            let opp = rec
                .opponent
                .map_or("0000".to_string(), |o| format!("{o:>4}"));
            let colour = match rec.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            let result = rec.result.map_or(' ', ResultCode::to_char);
            if rec.result.is_none() && rec.opponent.is_none() {
                out.push_str("          ");
            } else {
                let _ = write!(out, "  {opp} {colour} {result}");
            }
        }
        while out.ends_with(' ') {
            out.pop();
        }
        out.push('\r');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "012 Test\r162  W 2.0    D 1.0\r001    1      Test0001 Player0001               2400                             3.0    1     2 w 1     3 b =  0000 - U\r001    2      Test0002 Player0002               2300                             0.0    3     1 b 0  0000 - Z     3 w -\r001    3      Test0003 Player0003               2200                             2.0    2  0000 - H     1 w =     2 b +\r";

    #[test]
    fn reads_players_results_and_scoring() {
        let t = parse(SAMPLE).unwrap();
        assert_eq!(t.scoring.win, 20);
        assert_eq!(t.scoring.draw, 10);
        assert_eq!(t.scoring.pairing_bye, 20);
        assert_eq!(t.players.len(), 3);
        let p1 = &t.players[0];
        assert_eq!(p1.rating, 2400);
        assert_eq!(p1.points, 30);
        assert_eq!(p1.rounds[0].opponent, Some(2));
        assert_eq!(p1.rounds[0].colour, Some(Colour::White));
        assert_eq!(p1.rounds[2].result, Some(ResultCode::PairingBye));
        assert!(p1.rounds[0].game_played());
        let p3 = &t.players[2];
        assert_eq!(p3.rounds[0].result, Some(ResultCode::HalfBye));
        assert_eq!(p3.rounds[2].result, Some(ResultCode::ForfeitWin));
        assert!(!p3.rounds[2].game_played());
        assert!(p3.rounds[2].participated());
        assert_eq!(t.rounds_played(), 3);
    }

    #[test]
    fn line_ends_are_all_accepted() {
        let lf = SAMPLE.replace('\r', "\n");
        let crlf = SAMPLE.replace('\r', "\r\n");
        let a = parse(SAMPLE).unwrap();
        assert_eq!(parse(&lf).unwrap(), a);
        assert_eq!(parse(&crlf).unwrap(), a);
    }

    #[test]
    fn round_trips_through_the_writer() {
        let a = parse(SAMPLE).unwrap();
        let text = write(&a);
        let b = parse(&text).unwrap();
        assert_eq!(a.players.len(), b.players.len());
        for (p, q) in a.players.iter().zip(&b.players) {
            assert_eq!(p.id, q.id);
            assert_eq!(p.rating, q.rating);
            assert_eq!(p.points, q.points);
            assert_eq!(p.rounds, q.rounds);
        }
        assert_eq!(a.scoring, b.scoring);
    }

    #[test]
    fn bad_result_code_is_located() {
        let bad = SAMPLE.replacen("2 w 1", "2 w X", 1);
        let e = parse(&bad).unwrap_err();
        assert_eq!(e.line, 3);
        assert_eq!(e.column, 99);
        assert_eq!(e.kind, TrfErrorKind::BadResult('X'));
    }

    #[test]
    fn inconsistent_opponents_are_refused() {
        let bad = SAMPLE.replacen("1 b 0", "3 b 0", 1);
        assert!(matches!(
            parse(&bad).unwrap_err().kind,
            TrfErrorKind::Inconsistent { .. }
        ));
    }

    #[test]
    fn short_player_line_is_refused() {
        let e = parse("001    1  Short\n").unwrap_err();
        assert_eq!(e.kind, TrfErrorKind::PlayerLineTooShort(15));
    }

    #[test]
    fn characters_of_several_bytes_are_refused_not_split() {
        let e = parse(&SAMPLE.replace("162  W 2.0", "162  \u{20ac}2.0")).unwrap_err();
        assert_eq!((e.line, e.column), (2, 5));
        assert_eq!(e.kind, TrfErrorKind::BadScoring("\u{20ac} 2.0".into()));
        let e = parse(&SAMPLE.replace("D 1.0", "D 1.\u{e9}")).unwrap_err();
        assert_eq!(e.kind, TrfErrorKind::BadScoring("D 1.\u{e9}".into()));
        assert_eq!(parse_tenths("1.\u{e9}"), None);
        // A name with accents keeps the columns after it in place.
        let t = parse(&SAMPLE.replace(
            "Test0001 Player0001",
            "T\u{e9}st\u{20ac}001 Pl\u{e4}yer0001",
        ))
        .unwrap();
        assert_eq!(t.players[0].name, "T\u{e9}st\u{20ac}001 Pl\u{e4}yer0001");
        assert_eq!(t.players[0].rating, 2400);
        assert_eq!(t.players[0].rounds.len(), 3);
    }

    #[test]
    fn a_file_without_player_lines_is_refused_saying_what_a_trf_file_holds() {
        for text in [
            "",
            "\r\n",
            "Dear arbiter,\nthe results are attached.\n",
            "012 Open\rXXR 9\r",
        ] {
            let e = parse(text).unwrap_err();
            assert!(
                matches!(e.kind, TrfErrorKind::NoPlayers { .. }),
                "{text:?}: {e}"
            );
            let m = e.to_string();
            assert!(m.starts_with("no player line in "), "{m}");
            assert!(m.contains("beginning `001`"), "{m}");
        }
        assert_eq!(
            parse("a\nb\n").unwrap_err().kind,
            TrfErrorKind::NoPlayers { lines: 2 }
        );
    }

    #[test]
    fn tenths() {
        assert_eq!(parse_tenths(" 3.5"), Some(35));
        assert_eq!(parse_tenths("10"), Some(100));
        assert_eq!(parse_tenths("1.50"), Some(15));
        assert_eq!(parse_tenths("x"), None);
    }
}
