//! TRF-2026 team events, both ways: the team records around the players' `001` lines.
//!
//! - `310` a team: pairing number (columns 5-7), name (9-40), then nickname, strength, match
//!   points, game points, rank and its players' start numbers in board order;
//! - `320` the pairing-allocated team byes: match points and game points of a bye, then the
//!   team given the bye in each round (`000`: none);
//! - `330` a whole-team forfeit: the code (`-+`: the first team absent, `+-`, `--`), the round,
//!   the first and the second team;
//! - `300` a match's line-up: the round, the two teams, then the players of the first team and
//!   of the second team board by board (`0000` an empty board), `-` between the two teams;
//! - `352` the colours down the boards of the first-named team (`WBWB`), `362` the match points
//!   (`TW 2.0 TD 1.0 TL 0.0`); `801`/`802` lines are kept as they are.
//!
//! The players' `001` lines are read by the one TRF reader (`pairing::trf`); the matches are
//! rebuilt from them: the boards of a match are its pairs of players, in the teams' board
//! order; the first team is the one with White on board 1.

use std::collections::{BTreeMap, HashMap};

use crate::domain::settings::MatchScoring;
use crate::domain::team::{
    MatchBoard, Team, TeamMatch, TeamNo, TeamPairing, TeamScoring, WholeForfeit,
};
use crate::domain::team_standings::TeamStandingRow;
use crate::domain::{Points, StartNo};
use crate::pairing::trf as player_trf;
use crate::pairing::{Colour, ResultCode};

use super::{ImportError, Problem};

/// A team as its `310` record gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfTeam {
    pub no: TeamNo,
    pub name: String,
    pub nickname: String,
    pub strength: u32,
    pub match_points: Points,
    pub game_points: Points,
    pub rank: u32,
    pub players: Vec<StartNo>,
}

/// A `300` line-up record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfLineup {
    pub round: u32,
    pub first: TeamNo,
    pub second: TeamNo,
    pub first_players: Vec<Option<StartNo>>,
    pub second_players: Vec<Option<StartNo>>,
}

/// A team TRF file.
#[derive(Debug, Clone)]
pub struct TeamTrf {
    /// The players and their rounds (`001`) and the general records.
    pub players: crate::pairing::Tournament,
    pub teams: Vec<TrfTeam>,
    /// `352`, e.g. `WBWB`.
    pub colours: String,
    pub match_points: MatchScoring,
    /// `320`: the points of a bye and the team given it in each round.
    pub bye_points: Option<(Points, Points)>,
    pub byes: Vec<(u32, TeamNo)>,
    /// `330`: round, absent side, first team, second team.
    pub forfeits: Vec<(u32, WholeForfeit, TeamNo, TeamNo)>,
    pub lineups: Vec<TrfLineup>,
    /// The codes of `202`.
    pub tie_breaks: Vec<String>,
    /// `801`/`802` and other team lines, kept as read.
    pub kept: Vec<String>,
}

fn is_team_record(tag: &str) -> bool {
    matches!(
        tag,
        "013" | "300" | "310" | "320" | "330" | "352" | "362" | "801" | "802"
    )
}

fn points(text: &str, ln: usize, what: &str) -> Result<Points, Problem> {
    Points::parse(text).map_err(|e| Problem::at(ln as u64, format!("{what}: {e}")))
}

fn number(text: &str, ln: usize, what: &str) -> Result<u32, Problem> {
    text.trim().parse().map_err(|_| {
        Problem::at(
            ln as u64,
            format!("{what} `{}` is not a number", text.trim()),
        )
    })
}

/// Reads a team TRF file; every bad team record is refused with its line.
pub fn read(text: &str) -> Result<TeamTrf, ImportError> {
    let mut player_lines = String::new();
    let mut problems = Vec::new();
    let mut t = TeamTrf {
        players: crate::pairing::Tournament {
            name: String::new(),
            total_rounds: None,
            scoring: crate::pairing::Scoring::CHESS,
            initial_colour: None,
            system: None,
            players: Vec::new(),
            forbidden: Vec::new(),
            accelerations: Vec::new(),
            byes: Vec::new(),
            abnormal: Vec::new(),
            other_lines: Vec::new(),
        },
        teams: Vec::new(),
        colours: String::new(),
        match_points: TeamScoring::TWO_ONE_ZERO,
        bye_points: None,
        byes: Vec::new(),
        forfeits: Vec::new(),
        lineups: Vec::new(),
        tie_breaks: Vec::new(),
        kept: Vec::new(),
    };
    for (n, raw) in super::trf::split_lines(text).into_iter().enumerate() {
        let ln = n + 1;
        let tag: String = raw.chars().take(3).collect();
        if !is_team_record(&tag) {
            player_lines.push_str(raw);
            player_lines.push('\n');
            if tag == "202" {
                t.tie_breaks = raw[3..]
                    .split([',', ' ', '\t'])
                    .filter(|c| !c.is_empty())
                    .map(str::to_owned)
                    .collect();
            }
            continue;
        }
        // Keep the line numbering of the player reader equal to the file's.
        player_lines.push('\n');
        let rest: String = raw.chars().skip(3).collect();
        let r = match tag.as_str() {
            "310" => read_310(raw, ln).map(|team| t.teams.push(team)),
            "320" => read_320(&rest, ln).map(|(p, byes)| {
                t.bye_points = Some(p);
                t.byes = byes;
            }),
            "330" => read_330(&rest, ln).map(|f| t.forfeits.push(f)),
            "300" => read_300(&rest, ln).map(|l| t.lineups.push(l)),
            "352" => {
                t.colours = rest.trim().to_owned();
                if t.colours.is_empty() || !t.colours.chars().all(|c| c == 'W' || c == 'B') {
                    Err(Problem::at(
                        ln as u64,
                        format!("352: `{}` is not a colour sequence such as WBWB", t.colours),
                    ))
                } else {
                    Ok(())
                }
            }
            "362" => read_362(&rest, ln).map(|m| t.match_points = m),
            _ => {
                t.kept.push(raw.to_owned());
                Ok(())
            }
        };
        if let Err(p) = r {
            problems.push(p);
        }
    }
    if !problems.is_empty() {
        return Err(ImportError { problems });
    }
    t.players = player_trf::parse(&player_lines).map_err(|e| {
        // The English as the command line said it, its line named twice.
        let mut p = Problem::of(
            e.line as u64,
            crate::export::ProblemKind::Trf {
                column: e.column,
                kind: e.kind.clone(),
            },
        );
        p.message = e.to_string();
        ImportError::one(p)
    })?;
    if t.teams.is_empty() {
        return Err(ImportError::one(Problem::whole(
            "a team file has at least one 310 team record",
        )));
    }
    for team in &t.teams {
        if let Some(p) = team
            .players
            .iter()
            .find(|&&p| t.players.index_of(p).is_none())
        {
            let line = super::trf::split_lines(text)
                .iter()
                .position(|l| {
                    l.starts_with("310")
                        && l.get(3..7)
                            .and_then(|n| n.trim().parse::<TeamNo>().ok())
                            .is_some_and(|n| n == team.no)
                })
                .map_or(0, |i| i as u64 + 1);
            return Err(ImportError::one(Problem::at(
                line,
                format!(
                    "310 players: team {} lists player {p}, who has no 001 line",
                    team.no
                ),
            )));
        }
    }
    Ok(t)
}

fn read_310(raw: &str, ln: usize) -> Result<TrfTeam, Problem> {
    let chars: Vec<char> = raw.chars().collect();
    let field = |a: usize, b: usize| -> String {
        chars[a.min(chars.len())..b.min(chars.len())]
            .iter()
            .collect()
    };
    let no = number(&field(3, 7), ln, "310 team number")?;
    let name = field(8, 40).trim().to_owned();
    if name.is_empty() {
        return Err(Problem::at(
            ln as u64,
            "310: the team has no name (columns 9-40)",
        ));
    }
    let tail = field(40, chars.len());
    let mut tokens: Vec<&str> = tail.split_whitespace().collect();
    let nickname = if tokens.first().is_some_and(|t| t.parse::<f64>().is_err()) {
        tokens.remove(0).to_owned()
    } else {
        String::new()
    };
    if tokens.len() < 4 {
        return Err(Problem::at(
            ln as u64,
            "310: expected strength, match points, game points, rank and the players after the name",
        ));
    }
    let strength = strength_310(tokens[0], ln)?;
    let match_points = points(tokens[1], ln, "310 match points")?;
    let game_points = points(tokens[2], ln, "310 game points")?;
    let rank = number(tokens[3], ln, "310 rank")?;
    let players = tokens[4..]
        .iter()
        .map(|p| number(p, ln, "310 player"))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(TrfTeam {
        no,
        name,
        nickname,
        strength,
        match_points,
        game_points,
        rank,
        players,
    })
}

/// The strength of a `310` team: a whole number, or an average rating with decimals as other
/// programs write it (`2390.0`, `2372.5`), to the nearest whole number (a half up).
fn strength_310(text: &str, ln: usize) -> Result<u32, Problem> {
    let t = text.trim();
    if let Some((int, frac)) = t.split_once('.')
        && !int.is_empty()
        && int.chars().all(|c| c.is_ascii_digit())
        && !frac.is_empty()
        && frac.chars().all(|c| c.is_ascii_digit())
    {
        let whole = number(int, ln, "310 strength")?;
        let up = frac.as_bytes()[0] >= b'5';
        return Ok(whole + u32::from(up));
    }
    number(t, ln, "310 strength")
}

/// A board of a rebuilt match: the place of the White player in its team, White, Black.
type WhitePair = (usize, StartNo, StartNo);

type ByeRecord = ((Points, Points), Vec<(u32, TeamNo)>);

fn read_320(rest: &str, ln: usize) -> Result<ByeRecord, Problem> {
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    if tokens.len() < 2 {
        return Err(Problem::at(
            ln as u64,
            "320: expected the match points and game points of a bye",
        ));
    }
    let mp = points(tokens[0], ln, "320 match points")?;
    let gp = points(tokens[1], ln, "320 game points")?;
    let mut byes = Vec::new();
    for (i, tok) in tokens[2..].iter().enumerate() {
        let team = number(tok, ln, "320 team")?;
        if team > 0 {
            byes.push((i as u32 + 1, team));
        }
    }
    Ok(((mp, gp), byes))
}

fn read_330(rest: &str, ln: usize) -> Result<(u32, WholeForfeit, TeamNo, TeamNo), Problem> {
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    if tokens.len() != 4 {
        return Err(Problem::at(
            ln as u64,
            "330: expected the forfeit code, the round and the two teams",
        ));
    }
    let kind = match tokens[0] {
        "-+" => WholeForfeit::First,
        "+-" => WholeForfeit::Second,
        "--" => WholeForfeit::Both,
        other => {
            return Err(Problem::at(
                ln as u64,
                format!("330: `{other}` is not a forfeit code (-+, +- or --)"),
            ));
        }
    };
    Ok((
        number(tokens[1], ln, "330 round")?,
        kind,
        number(tokens[2], ln, "330 first team")?,
        number(tokens[3], ln, "330 second team")?,
    ))
}

fn read_300(rest: &str, ln: usize) -> Result<TrfLineup, Problem> {
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    let Some(dash) = tokens.iter().position(|t| *t == "-") else {
        return Err(Problem::at(
            ln as u64,
            "300: expected `-` between the two teams' players",
        ));
    };
    if dash < 3 {
        return Err(Problem::at(
            ln as u64,
            "300: expected the round and the two teams before the players",
        ));
    }
    let slot = |t: &&str| -> Result<Option<StartNo>, Problem> {
        let n = number(t, ln, "300 player")?;
        Ok((n > 0).then_some(n))
    };
    Ok(TrfLineup {
        round: number(tokens[0], ln, "300 round")?,
        first: number(tokens[1], ln, "300 first team")?,
        second: number(tokens[2], ln, "300 second team")?,
        first_players: tokens[3..dash].iter().map(slot).collect::<Result<_, _>>()?,
        second_players: tokens[dash + 1..]
            .iter()
            .map(slot)
            .collect::<Result<_, _>>()?,
    })
}

fn read_362(rest: &str, ln: usize) -> Result<MatchScoring, Problem> {
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    let mut m = TeamScoring::TWO_ONE_ZERO;
    for pair in tokens.chunks(2) {
        let [code, value] = pair else {
            return Err(Problem::at(
                ln as u64,
                "362: expected code and points pairs",
            ));
        };
        let p = points(value, ln, "362")?;
        match *code {
            "TW" => m.win = p,
            "TD" => m.draw = p,
            "TL" => m.loss = p,
            other => {
                return Err(Problem::at(
                    ln as u64,
                    format!("362: `{other}` is not TW, TD or TL"),
                ));
            }
        }
    }
    Ok(m)
}

impl TeamTrf {
    /// The board points of a result code under the file's `162` scoring.
    fn board_points(&self, code: ResultCode) -> Points {
        let s = &self.players.scoring;
        let tenths = match code {
            ResultCode::Win | ResultCode::UnratedWin | ResultCode::ForfeitWin => s.win,
            ResultCode::Draw | ResultCode::UnratedDraw => s.draw,
            ResultCode::FullBye => s.win,
            ResultCode::HalfBye => s.draw,
            _ => 0,
        };
        Points::from_halves(tenths / 5)
    }

    /// The scoring the file describes: boards from `352`, games from `162`, match points
    /// from `362`.
    pub fn scoring(&self) -> TeamScoring {
        let boards = if self.colours.is_empty() {
            self.teams
                .iter()
                .map(|t| t.players.len() as u32)
                .min()
                .unwrap_or(1)
        } else {
            self.colours.len() as u32
        };
        let win = self.board_points(ResultCode::Win);
        let draw = self.board_points(ResultCode::Draw);
        let mut s = TeamScoring::new(boards.clamp(1, crate::domain::team::MAX_BOARDS), win, draw)
            .expect("boards clamped");
        s.match_points = Some(self.match_points);
        s
    }

    /// The teams, checked by the domain's rules.
    pub fn domain_teams(&self) -> Result<Vec<Team>, ImportError> {
        self.teams
            .iter()
            .map(|t| {
                Team::new(t.no, &t.name, None, None, t.players.clone())
                    .map_err(|e| ImportError::one(Problem::whole(format!("team {}: {e}", t.no))))
            })
            .collect()
    }

    /// The team matches of every round, rebuilt from the players' rounds, the byes and the
    /// whole-team forfeits.
    pub fn matches(&self) -> Result<Vec<TeamMatch>, ImportError> {
        let team_of: HashMap<StartNo, (TeamNo, usize)> = self
            .teams
            .iter()
            .flat_map(|t| {
                t.players
                    .iter()
                    .enumerate()
                    .map(move |(i, &p)| (p, (t.no, i)))
            })
            .collect();
        let rounds = self
            .players
            .players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0) as u32;
        let mut out = Vec::new();
        for round in 1..=rounds {
            let mut pairs: BTreeMap<(TeamNo, TeamNo), Vec<WhitePair>> = BTreeMap::new();
            for p in &self.players.players {
                let Some(rec) = p.rounds.get(round as usize - 1) else {
                    continue;
                };
                let (Some(opp), Some(&(team, place))) = (rec.opponent, team_of.get(&p.id)) else {
                    continue;
                };
                let Some(&(opp_team, _)) = team_of.get(&opp) else {
                    return Err(ImportError::one(Problem::whole(format!(
                        "round {round}: player {}'s opponent {opp} is in no team",
                        p.id
                    ))));
                };
                // The pair is listed once, from the player with White.
                if rec.colour == Some(Colour::White) {
                    pairs
                        .entry((team.min(opp_team), team.max(opp_team)))
                        .or_default()
                        .push((place, p.id, opp));
                } else if rec.colour.is_none() {
                    return Err(ImportError::one(Problem::whole(format!(
                        "round {round}: player {} has an opponent but no colour",
                        p.id
                    ))));
                }
            }
            let mut number = 0;
            // Matches are numbered in the order of their `300` line-ups (the order the file's
            // program numbered them), then in team order.
            let mut keys: Vec<(TeamNo, TeamNo)> = pairs.keys().copied().collect();
            keys.sort_by_key(|&(a, b)| {
                self.lineups
                    .iter()
                    .filter(|l| l.round == round)
                    .position(|l| (l.first, l.second) == (a, b) || (l.first, l.second) == (b, a))
                    .unwrap_or(usize::MAX)
            });
            for (a, b) in keys {
                if self
                    .forfeits
                    .iter()
                    .any(|f| f.0 == round && ((f.2, f.3) == (a, b) || (f.2, f.3) == (b, a)))
                {
                    continue;
                }
                let mut boards: Vec<(StartNo, StartNo)> =
                    pairs[&(a, b)].iter().map(|&(_, w, bl)| (w, bl)).collect();
                // Board order: the places of team `a`'s players.
                let place_in_a = |x: &(StartNo, StartNo)| {
                    let pa = if team_of[&x.0].0 == a { x.0 } else { x.1 };
                    team_of[&pa].1
                };
                boards.sort_by_key(place_in_a);
                // The first team has White on board 1.
                let first = team_of[&boards[0].0].0;
                let second = if first == a { b } else { a };
                number += 1;
                let mut m = TeamMatch::new(round, number, TeamPairing::Match { first, second })
                    .map_err(|e| ImportError::one(Problem::whole(e.to_string())))?;
                let code = |id: StartNo| {
                    let pl = &self.players.players[self.players.index_of(id).expect("known")];
                    pl.rounds[round as usize - 1].result
                };
                let points = |p: Option<StartNo>, other: Option<StartNo>| match (p, other) {
                    (Some(p), Some(_)) => code(p).map(|c| self.board_points(c)),
                    _ => None,
                };
                // A 300 line-up gives the boards as the captains filled them (empty boards
                // included); without one, the boards are the pairs in board order.
                let lineup = self.lineups.iter().find(|l| {
                    l.round == round
                        && ((l.first, l.second) == (a, b) || (l.first, l.second) == (b, a))
                });
                if let Some(l) = lineup {
                    m.pairing = TeamPairing::Match {
                        first: l.first,
                        second: l.second,
                    };
                    for (i, (f, s)) in l.first_players.iter().zip(&l.second_players).enumerate() {
                        m.boards.push(MatchBoard {
                            board: i as u32 + 1,
                            first: *f,
                            second: *s,
                            first_points: points(*f, *s),
                            second_points: points(*s, *f),
                        });
                    }
                } else {
                    for (i, &(w, bl)) in boards.iter().enumerate() {
                        let (f, s) = if team_of[&w].0 == first {
                            (w, bl)
                        } else {
                            (bl, w)
                        };
                        m.boards.push(MatchBoard {
                            board: i as u32 + 1,
                            first: Some(f),
                            second: Some(s),
                            first_points: points(Some(f), Some(s)),
                            second_points: points(Some(s), Some(f)),
                        });
                    }
                }
                out.push(m);
            }
            for &(r, kind, first, second) in &self.forfeits {
                if r == round {
                    number += 1;
                    let mut m = TeamMatch::new(round, number, TeamPairing::Match { first, second })
                        .map_err(|e| ImportError::one(Problem::whole(e.to_string())))?;
                    m.forfeit = Some(kind);
                    out.push(m);
                }
            }
            for &(r, team) in &self.byes {
                if r == round {
                    number += 1;
                    out.push(
                        TeamMatch::new(round, number, TeamPairing::Bye { team })
                            .expect("a bye is a valid pairing"),
                    );
                }
            }
        }
        Ok(out)
    }
}

/// Whether a TRF text holds team records (a `310` team line): a team event's file.
pub fn is_team_file(text: &str) -> bool {
    super::trf::split_lines(text)
        .iter()
        .any(|l| l.starts_with("310"))
}

/// The system a `192` team code names: Berger round robins, otherwise a team Swiss.
fn team_system(code: &str) -> crate::domain::settings::System {
    use crate::domain::settings::System;
    let c = code.trim().to_ascii_uppercase();
    if c.contains("DOUBLEROUNDROBIN") || c.contains("DOUBLE_ROUNDROBIN") {
        System::DoubleRoundRobin
    } else if c.contains("ROUNDROBIN") || c.contains("ROUND_ROBIN") {
        System::RoundRobin
    } else {
        System::Swiss
    }
}

/// A team event built from a team TRF-2026 file: the players' tournament (their `001` lines,
/// rounds and results, read by the one TRF reader, `export::trf::import`) and the team event
/// beside it: the teams of the `310` records in their board order, the team settings (boards
/// from `352`, match points from `362`, the team tie-breaks of `202`, the system of `192`),
/// and every match rebuilt by [`TeamTrf::matches`] (line-ups of `300`, byes of `320`,
/// whole-team forfeits of `330`), each match's line-ups in. Every problem is named by its line
/// and field; nothing is built from a refused file. A file that does not say its variant is
/// read as international draughts ([`import_as`] gives it).
pub fn import(
    text: &str,
) -> Result<
    (
        crate::domain::Tournament,
        crate::domain::team_event::TeamEvent,
    ),
    ImportError,
> {
    import_as(text, None)
}

/// [`import`], a file that does not say its variant read as `variant`
/// (`export::trf::read_as`).
pub fn import_as(
    text: &str,
    variant: Option<draughts_rules::Variant>,
) -> Result<
    (
        crate::domain::Tournament,
        crate::domain::team_event::TeamEvent,
    ),
    ImportError,
> {
    use crate::domain::team::{TeamSettings, UnfilledBoard};
    use crate::domain::team_event::TeamEvent;
    use crate::domain::team_standings::TeamTieBreak;
    let file = read(text)?;
    let lines = super::trf::split_lines(text);
    let line_of = |tag: &str| {
        lines
            .iter()
            .position(|l| l.starts_with(tag))
            .map_or(0, |i| i as u64 + 1)
    };
    // The players' file: the team records blanked (the line numbers stay the file's), the
    // team system and team tie-breaks left to the team event.
    let mut code_192 = None;
    let individual: String = lines
        .iter()
        .map(|l| {
            let tag: String = l.chars().take(3).collect();
            if tag == "192" {
                code_192 = Some(l.chars().skip(3).collect::<String>());
            }
            if is_team_record(&tag) || tag == "192" || tag == "202" || tag == "212" {
                ""
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut t = super::trf::read_as(&individual, variant)?.tournament;
    let scoring = file.scoring();
    let mut ts = match t.settings().team.clone() {
        // Crownhead's own file carries its team settings.
        Some(ts) => ts,
        None => TeamSettings::new(scoring.boards)
            .map_err(|e| ImportError::one(Problem::at(line_of("352"), format!("352: {e}"))))?,
    };
    ts.boards = scoring.boards;
    if ts.match_points.is_some() || t.settings().team.is_none() {
        ts.match_points = Some(file.match_points);
    }
    if t.settings().team.is_none() {
        ts.unfilled = UnfilledBoard::Forfeit;
    }
    if !file.tie_breaks.is_empty() {
        ts.tie_breaks = TeamTieBreak::parse_list(&file.tie_breaks.join(","))
            .map_err(|e| ImportError::one(Problem::at(line_of("202"), format!("202: {e}"))))?;
    }
    let mut settings = t.settings().clone();
    if let Some(code) = &code_192
        && settings.team.is_none()
    {
        settings.system = team_system(code);
    }
    settings.team = Some(ts.clone());
    let rounds = file
        .players
        .players
        .iter()
        .map(|p| p.rounds.len() as u32)
        .max()
        .unwrap_or(0)
        .max(file.byes.iter().map(|b| b.0).max().unwrap_or(0))
        .max(file.forfeits.iter().map(|f| f.0).max().unwrap_or(0));
    settings.rounds = settings.rounds.max(rounds);
    // A player without an opponent in a round rests (a reserve, a player of the team with the
    // bye or of a team that did not come): the team event scores those rounds itself (`320`,
    // `330`, empty boards), so the players' rounds hold the games only, and a blank round is no
    // bye, late entry or withdrawal unless the file's own `### crownhead entry` lines say so.
    let said = |no: StartNo, key: &str| {
        let head = format!("### crownhead entry {no} {key}");
        lines.iter().any(|l| l.starts_with(&head))
    };
    let mut entries = t.entries().to_vec();
    for en in &mut entries {
        let no = en.no;
        if !said(no, "requested-byes") {
            en.requested_byes.clear();
            en.bye_points.clear();
        }
        if !said(no, "late-from") {
            en.late_from = None;
        }
        if !said(no, "withdrawn-from") {
            en.withdrawn_from = None;
        }
    }
    let played: Vec<crate::domain::Round> = t
        .rounds()
        .iter()
        .map(|r| {
            let games: Vec<crate::domain::round::Board> = r
                .boards()
                .iter()
                .filter(|b| matches!(b.pairing, crate::domain::Pairing::Game { .. }))
                .cloned()
                .collect();
            crate::domain::Round::from_parts(r.number(), r.state(), r.ballot().cloned(), games)
        })
        .collect();
    t = crate::domain::Tournament::from_parts(settings, entries, played)
        .map_err(|e| ImportError::one(Problem::at(line_of("192"), format!("192: {e}"))))?;
    let mut e = TeamEvent::new(ts);
    e.teams = file.domain_teams()?;
    let known: std::collections::HashSet<TeamNo> = e.teams.iter().map(|x| x.no).collect();
    let mut owner: HashMap<StartNo, TeamNo> = HashMap::new();
    for team in &e.teams {
        for &p in &team.players {
            if let Some(other) = owner.insert(p, team.no) {
                return Err(ImportError::one(Problem::at(
                    line_of("310"),
                    format!(
                        "310: player {p} is listed by team {other} and by team {}",
                        team.no
                    ),
                )));
            }
        }
    }
    let matches = file.matches()?;
    for m in &matches {
        if let Some(team) = m.pairing.teams().find(|x| !known.contains(x)) {
            let tag = match (m.pairing, m.forfeit) {
                (TeamPairing::Bye { .. }, _) => "320",
                (_, Some(_)) => "330",
                _ => "300",
            };
            return Err(ImportError::one(Problem::at(
                line_of(tag),
                format!("{tag}: round {}: there is no team {team}", m.round),
            )));
        }
    }
    for m in &matches {
        e.lineups_in.insert((m.round, m.number), (true, true));
    }
    e.matches = matches;
    Ok((t, e))
}

/// The `310` records of a team event: each team with its standings line.
pub fn records_310(
    teams: &[Team],
    rows: &[TeamStandingRow],
    ratings: &dyn Fn(StartNo) -> Option<u32>,
) -> Vec<String> {
    teams
        .iter()
        .map(|t| {
            let row = rows.iter().find(|r| r.team == t.no);
            let rated: Vec<u32> = t.players.iter().filter_map(|&p| ratings(p)).collect();
            let strength = if rated.is_empty() {
                0
            } else {
                rated.iter().sum::<u32>() / rated.len() as u32
            };
            let name: String = t.name.chars().take(32).collect();
            let mut line = format!(
                "310 {:>3} {:<32} {:<5} {:>6} {:>6.1} {:>6.1} {:>3} ",
                t.no,
                name,
                nickname(&t.name),
                strength,
                row.map_or(0.0, |r| r.match_points.as_f64()),
                row.map_or(0.0, |r| r.board_points.as_f64()),
                row.map_or(0, |r| r.rank),
            );
            for p in &t.players {
                line.push_str(&format!(" {p:>4}"));
            }
            line
        })
        .collect()
}

/// Up to five capitals or letters naming the team.
fn nickname(name: &str) -> String {
    let initials: String = name
        .split_whitespace()
        .filter_map(|w| w.chars().next())
        .filter(|c| c.is_alphanumeric())
        .take(5)
        .collect();
    initials.to_uppercase()
}

/// The TRF-2026 file of a team event: the individual file (`export::trf::write`, every
/// player's `001` line) with the team records: `192` the team system, `202` the team
/// tie-breaks, `352` the colours down the boards, `362` the match points, a `310` line per team,
/// `320` the team byes, `330` the whole-team forfeits, and a `300` line-up per match.
pub fn write(t: &crate::domain::Tournament, e: &crate::domain::team_event::TeamEvent) -> String {
    use crate::domain::settings::System;
    let individual = super::trf::write(t);
    let scoring = e.settings.scoring(t.settings());
    let rows = e.standings(t);
    let system = match t.settings().system {
        System::Swiss => "CUSTOM_TEAM_SWISS_MP",
        System::RoundRobin => "BERGER_TEAM_ROUNDROBIN",
        System::DoubleRoundRobin => "BERGER_TEAM_DOUBLEROUNDROBIN",
        // A team event is never a knock-out (`Settings::check`).
        System::Knockout | System::DoubleKnockout => "CUSTOM_TEAM_KNOCKOUT",
    };
    let codes: Vec<&str> = e.settings.tie_breaks.iter().map(|tb| tb.code()).collect();
    let colours: String = (1..=e.settings.boards)
        .map(|b| if b % 2 == 1 { 'W' } else { 'B' })
        .collect();
    let mp = scoring.match_points.unwrap_or(MatchScoring {
        win: Points::ZERO,
        draw: Points::ZERO,
        loss: Points::ZERO,
    });
    let mut team_lines = vec![
        format!("352 {colours}"),
        format!(
            "362 TW {:.1}   TD {:.1}   TL {:.1}",
            mp.win.as_f64(),
            mp.draw.as_f64(),
            mp.loss.as_f64()
        ),
    ];
    let rating = |p: StartNo| t.entry(p).and_then(|x| x.rating);
    team_lines.extend(records_310(&e.teams, &rows, &rating));
    let rounds = e.rounds_paired();
    let byes: Vec<String> = (1..=rounds)
        .map(|r| {
            let team = e
                .matches_of_round(r)
                .find_map(|m| match m.pairing {
                    TeamPairing::Bye { team } => Some(team),
                    _ => None,
                })
                .unwrap_or(0);
            format!("{team:03}")
        })
        .collect();
    if byes.iter().any(|b| b != "000") {
        let (bmp, bgp) = scoring.bye();
        team_lines.push(format!(
            "320 {:>4.1} {:>4.1} {}",
            bmp.as_f64(),
            bgp.as_f64(),
            byes.join(" ")
        ));
    }
    for m in &e.matches {
        if let (TeamPairing::Match { first, second }, Some(f)) = (m.pairing, m.forfeit) {
            let code = match f {
                WholeForfeit::First => "-+",
                WholeForfeit::Second => "+-",
                WholeForfeit::Both => "--",
            };
            team_lines.push(format!("330 {code} {:03} {first:03} {second:03}", m.round));
        }
    }
    for m in &e.matches {
        if let (TeamPairing::Match { first, second }, None) = (m.pairing, m.forfeit) {
            let side = |f: bool| -> String {
                m.boards
                    .iter()
                    .map(|b| format!("{:04}", if f { b.first } else { b.second }.unwrap_or(0)))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            team_lines.push(format!(
                "300 {:03} {first:03} {second:03} {} - {}",
                m.round,
                side(true),
                side(false)
            ));
        }
    }
    let mut out = String::new();
    let mut placed = false;
    for line in individual.split('\r').filter(|l| !l.is_empty()) {
        let line = match &line[..line.len().min(3)] {
            "192" => format!("192 {system}"),
            "202" => format!("202 {}", codes.join(",")),
            "212" => continue,
            "001" if !placed => {
                for tl in &team_lines {
                    out.push_str(tl);
                    out.push('\r');
                }
                placed = true;
                line.to_owned()
            }
            _ => line.to_owned(),
        };
        out.push_str(&line);
        out.push('\r');
    }
    if !placed {
        for tl in &team_lines {
            out.push_str(tl);
            out.push('\r');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file with CRLF line ends (as TRF files are written) names a bad team record by its
    /// own line, not by a count of CR and LF separately.
    #[test]
    fn a_bad_team_record_is_named_by_its_line_in_a_crlf_file() {
        let text = "012 Club league\r\n022 Utrecht\r\n310    x Ash Club\r\n";
        let e = read(text).unwrap_err().to_string();
        assert!(e.contains("line 3"), "{e}");
        assert!(e.contains("310 team number"), "{e}");
    }

    /// A strength written as an average rating with decimals (`2390.0`, as some programs
    /// write it) is that rating to the nearest whole number; other text is still refused.
    #[test]
    fn a_team_strength_with_decimals_is_read_to_the_nearest_whole() {
        let team = |strength: &str| {
            format!(
                "310   1 Team 1                                 {strength:>6}    3.0    6.0   1     1    2"
            )
        };
        for (written, want) in [
            ("2390.0", 2390),
            ("2372.5", 2373),
            ("2372.49", 2372),
            ("2390", 2390),
        ] {
            let t = read_310(&team(written), 7).unwrap_or_else(|e| panic!("{written}: {e}"));
            assert_eq!(t.strength, want, "{written}");
        }
        for bad in ["2390.", ".5", "-2390"] {
            let e = read_310(&team(bad), 7).unwrap_err().to_string();
            assert!(e.contains("310 strength"), "{bad}: {e}");
        }
    }
}
