//! Team competitions: teams of players in a fixed board order, the captain's line-up for a
//! round, team matches and how a match is scored.
//!
//! A team event's entries are still the individual players (ratings, FMJD IDs, each board's
//! games and forfeits of 000 art. 2.24/2.25/3.10 stay per player); a team lists its players in
//! the board order fixed before the event, reserves last. A match maps each of its boards to
//! the players the two captains put up; the board points come from the boards' games.

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::entry::StartNo;
use super::points::MatchScoring;
use super::points::Points;
use super::text::{name_problem, quoted};

/// A team's number in the event, 1-based (its pairing number).
pub type TeamNo = u32;

/// The most boards a team match may have.
pub const MAX_BOARDS: u32 = 20;

/// A team: name, federation or club, captain and its players in the fixed board order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    pub no: TeamNo,
    pub name: String,
    /// Federation or club.
    #[serde(default)]
    pub club: Option<String>,
    #[serde(default)]
    pub captain: Option<String>,
    /// The players by start number, board 1 first, reserves after the regular boards.
    pub players: Vec<StartNo>,
}

/// A team, line-up or match the rules refuse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamError {
    #[error("the team name {0}")]
    BadName(String),
    #[error("the team's {field} {problem}")]
    BadText {
        field: &'static str,
        problem: String,
    },
    #[error("team number {0} is not a valid team number (1 or more)")]
    BadNumber(TeamNo),
    #[error("player {0} is listed twice in the team")]
    PlayerTwice(StartNo),
    #[error("player {player} already plays for {team}")]
    PlayerInOtherTeam { player: StartNo, team: String },
    #[error("player {player} is not in {team}'s list")]
    NotInTeam { player: StartNo, team: String },
    #[error("{name} (no. {player}) is put up on boards {first} and {second}")]
    LineupTwice {
        player: StartNo,
        name: String,
        first: u32,
        second: u32,
    },
    #[error(
        "wrong board order: board {upper} has {upper_name} (no. {upper_player}, {upper_place} in {team}'s order) above board {lower}'s {lower_name} (no. {lower_player}, {lower_place}); a line-up keeps the team's fixed board order"
    )]
    LineupOrder {
        team: String,
        upper: u32,
        upper_player: StartNo,
        upper_name: String,
        upper_place: Place,
        lower: u32,
        lower_player: StartNo,
        lower_name: String,
        lower_place: Place,
    },
    #[error("a line-up has {given} boards, the match is played on {boards}")]
    LineupLength { given: usize, boards: u32 },
    #[error("a team match is played on 1 to {MAX_BOARDS} boards, not {0}")]
    BadBoards(u32),
    #[error("team {0} plays itself")]
    PlaysItself(TeamNo),
}

/// A 1-based place in a team's board order, written `1st`, `2nd`, `3rd`, `4th`...
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place(pub usize);

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0;
        let suffix = match (n % 10, n % 100) {
            (1, x) if x != 11 => "st",
            (2, x) if x != 12 => "nd",
            (3, x) if x != 13 => "rd",
            _ => "th",
        };
        write!(f, "{n}{suffix}")
    }
}

fn checked_text(field: &'static str, text: Option<String>) -> Result<Option<String>, TeamError> {
    let Some(t) = text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    if let Some(problem) = name_problem(&t) {
        return Err(TeamError::BadText {
            field,
            problem: format!("{} {problem}", quoted(&t)),
        });
    }
    Ok(Some(t))
}

impl Team {
    /// A team checked by the one name rule (`domain/text.rs`), with each player listed once.
    pub fn new(
        no: TeamNo,
        name: &str,
        club: Option<String>,
        captain: Option<String>,
        players: Vec<StartNo>,
    ) -> Result<Team, TeamError> {
        if no == 0 {
            return Err(TeamError::BadNumber(no));
        }
        let name = name.trim();
        if name.is_empty() {
            return Err(TeamError::BadName("is empty".into()));
        }
        if let Some(problem) = name_problem(name) {
            return Err(TeamError::BadName(format!("{} {problem}", quoted(name))));
        }
        let mut team = Team {
            no,
            name: name.to_owned(),
            club: checked_text("federation or club", club)?,
            captain: checked_text("captain", captain)?,
            players: Vec::new(),
        };
        team.set_players(players)?;
        Ok(team)
    }

    /// Replaces the board order; a player may be listed once.
    pub fn set_players(&mut self, players: Vec<StartNo>) -> Result<(), TeamError> {
        let mut seen = HashSet::new();
        if let Some(&p) = players.iter().find(|&&p| !seen.insert(p)) {
            return Err(TeamError::PlayerTwice(p));
        }
        self.players = players;
        Ok(())
    }

    /// The player's 1-based place in the board order.
    pub fn place_of(&self, player: StartNo) -> Option<usize> {
        self.players
            .iter()
            .position(|&p| p == player)
            .map(|i| i + 1)
    }

    /// Checks a captain's line-up: one entry per board of the match (`None`: the board is not
    /// filled), any subset of the team's players, each once, in the team's fixed board order.
    /// `name` gives a player's name for the messages.
    pub fn check_lineup(
        &self,
        lineup: &[Option<StartNo>],
        boards: u32,
        name: &dyn Fn(StartNo) -> String,
    ) -> Result<(), TeamError> {
        if lineup.len() != boards as usize {
            return Err(TeamError::LineupLength {
                given: lineup.len(),
                boards,
            });
        }
        let mut last: Option<(u32, StartNo, usize)> = None;
        let mut boards_of = std::collections::HashMap::new();
        for (i, slot) in lineup.iter().enumerate() {
            let board = i as u32 + 1;
            let Some(player) = *slot else { continue };
            let Some(place) = self.place_of(player) else {
                return Err(TeamError::NotInTeam {
                    player,
                    team: self.name.clone(),
                });
            };
            if let Some(&first) = boards_of.get(&player) {
                return Err(TeamError::LineupTwice {
                    player,
                    name: name(player),
                    first,
                    second: board,
                });
            }
            boards_of.insert(player, board);
            if let Some((upper, upper_player, upper_place)) = last
                && upper_place > place
            {
                return Err(TeamError::LineupOrder {
                    team: self.name.clone(),
                    upper,
                    upper_player,
                    upper_name: name(upper_player),
                    upper_place: Place(upper_place),
                    lower: board,
                    lower_player: player,
                    lower_name: name(player),
                    lower_place: Place(place),
                });
            }
            last = Some((board, player, place));
        }
        Ok(())
    }
}

/// What a board that a captain did not fill is worth to the opponent (the team that did not
/// fill it always scores nothing on it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UnfilledBoard {
    /// Lost by default: the opponent scores a forfeit win (000 art. 2.24).
    #[default]
    Forfeit,
    /// The opponent scores the board's win points, as for a game won.
    WinPoints,
}

/// How team matches are scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamScoring {
    /// Boards per match.
    pub boards: u32,
    /// Games per board (2 where the event plays two-game matches on each board).
    pub games: u8,
    /// A game won, drawn, won by forfeit (board points per game, the variant's scoring).
    pub win: Points,
    pub draw: Points,
    pub forfeit_win: Points,
    /// Match points for a match won, drawn, lost; `None`: board points only.
    pub match_points: Option<MatchScoring>,
    pub unfilled: UnfilledBoard,
}

impl TeamScoring {
    /// Match points 2/1/0 (the default).
    pub const TWO_ONE_ZERO: MatchScoring = MatchScoring {
        win: Points::whole(2),
        draw: Points::whole(1),
        loss: Points::ZERO,
    };
    /// Match points 1/½/0.
    pub const ONE_HALF_ZERO: MatchScoring = MatchScoring {
        win: Points::whole(1),
        draw: Points::from_halves(1),
        loss: Points::ZERO,
    };

    /// Games 1/½/0 (8×8 draughts) or 2/1/0 (international), 2/1/0 match points.
    pub fn new(boards: u32, win: Points, draw: Points) -> Result<TeamScoring, TeamError> {
        if boards == 0 || boards > MAX_BOARDS {
            return Err(TeamError::BadBoards(boards));
        }
        Ok(TeamScoring {
            boards,
            games: 1,
            win,
            draw,
            forfeit_win: win,
            match_points: Some(Self::TWO_ONE_ZERO),
            unfilled: UnfilledBoard::Forfeit,
        })
    }

    /// Whether the standings rank on match points (otherwise on board points).
    pub fn ranks_by_match_points(&self) -> bool {
        self.match_points.is_some()
    }

    /// The board points of a board won by every game, with or without play.
    pub fn board_win(&self, kind: UnfilledBoard) -> Points {
        let per_game = match kind {
            UnfilledBoard::Forfeit => self.forfeit_win,
            UnfilledBoard::WinPoints => self.win,
        };
        per_game * u32::from(self.games)
    }

    /// The match points of a match whose board points are `own` to `other`.
    pub fn match_points_of(&self, own: Points, other: Points) -> Points {
        let Some(m) = self.match_points else {
            return Points::ZERO;
        };
        match own.cmp(&other) {
            std::cmp::Ordering::Greater => m.win,
            std::cmp::Ordering::Equal => m.draw,
            std::cmp::Ordering::Less => m.loss,
        }
    }

    /// The match points and board points of a pairing-allocated team bye: a match won, every
    /// board won.
    pub fn bye(&self) -> (Points, Points) {
        (
            self.match_points.map_or(Points::ZERO, |m| m.win),
            self.win * u32::from(self.games) * self.boards,
        )
    }
}

/// A team tie-break.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TeamTieBreak {
    /// Board (game) points, `MPVGP` where match points rank.
    BoardPoints,
    /// Match points, where board points rank.
    MatchPoints,
    /// Direct encounter, C.07 art. 6.
    DirectEncounter,
    /// Sonneborn-Berger of matches, `SB:MP`.
    SonnebornBerger,
    /// Buchholz of match points, `BH:MP`.
    Buchholz,
}

impl TeamTieBreak {
    pub const ALL: [TeamTieBreak; 5] = [
        TeamTieBreak::BoardPoints,
        TeamTieBreak::MatchPoints,
        TeamTieBreak::DirectEncounter,
        TeamTieBreak::SonnebornBerger,
        TeamTieBreak::Buchholz,
    ];

    /// The default order where match points rank.
    pub const DEFAULT: [TeamTieBreak; 4] = [
        TeamTieBreak::BoardPoints,
        TeamTieBreak::DirectEncounter,
        TeamTieBreak::SonnebornBerger,
        TeamTieBreak::Buchholz,
    ];

    /// The name used in CSV headers and settings.
    pub const fn name(self) -> &'static str {
        match self {
            TeamTieBreak::BoardPoints => "board_points",
            TeamTieBreak::MatchPoints => "match_points",
            TeamTieBreak::DirectEncounter => "direct_encounter",
            TeamTieBreak::SonnebornBerger => "sonneborn_berger",
            TeamTieBreak::Buchholz => "buchholz",
        }
    }

    /// The code of the FIDE reference calculator and TRF-2026 `202` records.
    pub const fn code(self) -> &'static str {
        match self {
            TeamTieBreak::BoardPoints => "MPVGP",
            TeamTieBreak::MatchPoints => "MP",
            TeamTieBreak::DirectEncounter => "DE",
            TeamTieBreak::SonnebornBerger => "SB:MP",
            TeamTieBreak::Buchholz => "BH:MP",
        }
    }

    /// Reads a name or a code (`GP`, `SB`, `BH` are read as the team forms).
    pub fn parse(text: &str) -> Option<TeamTieBreak> {
        let t = text.trim();
        TeamTieBreak::ALL
            .into_iter()
            .find(|b| b.name().eq_ignore_ascii_case(t) || b.code().eq_ignore_ascii_case(t))
            .or(match t.to_ascii_uppercase().as_str() {
                "GP" | "BP" | "GPVMP" => Some(TeamTieBreak::BoardPoints),
                "SB" => Some(TeamTieBreak::SonnebornBerger),
                "BH" => Some(TeamTieBreak::Buchholz),
                _ => None,
            })
    }

    /// Reads a comma-separated list, refusing an unknown name.
    pub fn parse_list(text: &str) -> Result<Vec<TeamTieBreak>, String> {
        text.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| {
                TeamTieBreak::parse(s).ok_or_else(|| {
                    format!(
                        "`{s}` is not a team tie-break (one of: {})",
                        TeamTieBreak::ALL.map(TeamTieBreak::name).join(", ")
                    )
                })
            })
            .collect()
    }
}

/// A team event's own settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamSettings {
    /// Boards per match.
    pub boards: u32,
    /// Match points won, drawn, lost; `None`: board points only (they rank).
    pub match_points: Option<MatchScoring>,
    #[serde(default)]
    pub unfilled: UnfilledBoard,
    /// The team tie-breaks in order.
    pub tie_breaks: Vec<TeamTieBreak>,
    /// A fixed schedule (a league's fixtures from the federation), by round; empty: paired by
    /// the event's system.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub schedule: std::collections::BTreeMap<u32, Vec<TeamPairing>>,
}

impl TeamSettings {
    /// `boards` boards, 2/1/0 match points, board points, DE, SB and BH of match points.
    pub fn new(boards: u32) -> Result<TeamSettings, TeamError> {
        if boards == 0 || boards > MAX_BOARDS {
            return Err(TeamError::BadBoards(boards));
        }
        Ok(TeamSettings {
            boards,
            match_points: Some(TeamScoring::TWO_ONE_ZERO),
            unfilled: UnfilledBoard::Forfeit,
            tie_breaks: TeamTieBreak::DEFAULT.to_vec(),
            schedule: std::collections::BTreeMap::new(),
        })
    }
}

/// A round's pairing of teams.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TeamPairing {
    /// `first` has the first move (White) on board 1, colours alternating down the boards.
    Match { first: TeamNo, second: TeamNo },
    /// A pairing-allocated bye: scored as a match won.
    Bye { team: TeamNo },
}

impl TeamPairing {
    pub fn teams(&self) -> impl Iterator<Item = TeamNo> {
        let (a, b) = match *self {
            TeamPairing::Match { first, second } => (first, Some(second)),
            TeamPairing::Bye { team } => (team, None),
        };
        std::iter::once(a).chain(b)
    }

    pub fn opponent_of(&self, team: TeamNo) -> Option<TeamNo> {
        match *self {
            TeamPairing::Match { first, second } if first == team => Some(second),
            TeamPairing::Match { first, second } if second == team => Some(first),
            _ => None,
        }
    }
}

/// Which team of a match did not come: the whole team forfeits (every board lost by default).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WholeForfeit {
    First,
    Second,
    Both,
}

impl WholeForfeit {
    pub const fn name(self) -> &'static str {
        match self {
            WholeForfeit::First => "first",
            WholeForfeit::Second => "second",
            WholeForfeit::Both => "both",
        }
    }

    pub fn parse(text: &str) -> Option<WholeForfeit> {
        [
            WholeForfeit::First,
            WholeForfeit::Second,
            WholeForfeit::Both,
        ]
        .into_iter()
        .find(|f| f.name() == text)
    }
}

/// One board of a team match: who sat there for each team and the board points each scored
/// over the board's games (`None` while the result is still to come).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchBoard {
    pub board: u32,
    pub first: Option<StartNo>,
    pub second: Option<StartNo>,
    pub first_points: Option<Points>,
    pub second_points: Option<Points>,
}

/// A team match of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamMatch {
    pub round: u32,
    /// 1-based within the round.
    pub number: u32,
    pub pairing: TeamPairing,
    #[serde(default)]
    pub forfeit: Option<WholeForfeit>,
    /// The boards, board 1 first (empty for a bye or a whole-team forfeit).
    #[serde(default)]
    pub boards: Vec<MatchBoard>,
}

/// The outcome of a match for the two teams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchScore {
    pub first_board_points: Points,
    pub second_board_points: Points,
    pub first_match_points: Points,
    pub second_match_points: Points,
}

impl MatchScore {
    /// The board and match points of `team`'s side.
    pub fn of(&self, first: bool) -> (Points, Points) {
        if first {
            (self.first_match_points, self.first_board_points)
        } else {
            (self.second_match_points, self.second_board_points)
        }
    }
}

impl TeamMatch {
    /// A match whose line-ups are not set yet.
    pub fn new(round: u32, number: u32, pairing: TeamPairing) -> Result<TeamMatch, TeamError> {
        if let TeamPairing::Match { first, second } = pairing
            && first == second
        {
            return Err(TeamError::PlaysItself(first));
        }
        Ok(TeamMatch {
            round,
            number,
            pairing,
            forfeit: None,
            boards: Vec::new(),
        })
    }

    /// The team whose player moves first on `board` (1-based): the first team on the odd
    /// boards, the second on the even ones (colours alternate down the boards).
    pub fn first_mover_is_first_team(board: u32) -> bool {
        board % 2 == 1
    }

    /// The match's score, once every board has its result; `None` while any is missing and
    /// for a match not played yet (no board filled by either team).
    /// Board points sum each board's games; a board filled by one team only is worth the
    /// [`UnfilledBoard`] rule's points to that team; match points compare the board points.
    pub fn score(&self, scoring: &TeamScoring) -> Option<MatchScore> {
        let (first_bp, second_bp) = match (self.pairing, self.forfeit) {
            (TeamPairing::Bye { .. }, _) => {
                let (mp, bp) = scoring.bye();
                return Some(MatchScore {
                    first_board_points: bp,
                    second_board_points: Points::ZERO,
                    first_match_points: mp,
                    second_match_points: Points::ZERO,
                });
            }
            (_, Some(WholeForfeit::Both)) => {
                let loss = scoring.match_points.map_or(Points::ZERO, |m| m.loss);
                return Some(MatchScore {
                    first_board_points: Points::ZERO,
                    second_board_points: Points::ZERO,
                    first_match_points: loss,
                    second_match_points: loss,
                });
            }
            (_, Some(absent)) => {
                let all = scoring.board_win(UnfilledBoard::Forfeit) * scoring.boards;
                if absent == WholeForfeit::First {
                    (Points::ZERO, all)
                } else {
                    (all, Points::ZERO)
                }
            }
            (_, None) => {
                let mut f = Points::ZERO;
                let mut s = Points::ZERO;
                for b in &self.boards {
                    match (b.first, b.second) {
                        (Some(_), Some(_)) => {
                            f += b.first_points?;
                            s += b.second_points?;
                        }
                        (Some(_), None) => f += scoring.board_win(scoring.unfilled),
                        (None, Some(_)) => s += scoring.board_win(scoring.unfilled),
                        (None, None) => {}
                    }
                }
                // A match where no board has a player of either team has not been played:
                // nothing to score (a team that does not come is a whole-team forfeit).
                if !self
                    .boards
                    .iter()
                    .any(|b| b.first.is_some() || b.second.is_some())
                {
                    return None;
                }
                (f, s)
            }
        };
        Some(MatchScore {
            first_board_points: first_bp,
            second_board_points: second_bp,
            first_match_points: scoring.match_points_of(first_bp, second_bp),
            second_match_points: scoring.match_points_of(second_bp, first_bp),
        })
    }

    /// Whether `team` plays (or has the bye) in this match.
    pub fn has_team(&self, team: TeamNo) -> bool {
        self.pairing.teams().any(|t| t == team)
    }

    /// Whether `team` is the match's first team (or the bye team).
    pub fn is_first(&self, team: TeamNo) -> bool {
        match self.pairing {
            TeamPairing::Match { first, .. } => first == team,
            TeamPairing::Bye { team: t } => t == team,
        }
    }

    /// Whether the match was played over the board (not a bye, not a whole-team forfeit).
    pub fn is_played(&self) -> bool {
        matches!(self.pairing, TeamPairing::Match { .. }) && self.forfeit.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn team() -> Team {
        Team::new(
            1,
            "DC Heerhugowaard",
            Some("NED".into()),
            Some("Jan".into()),
            vec![11, 12, 13, 14, 15],
        )
        .unwrap()
    }

    fn name(p: StartNo) -> String {
        format!("Player {p}")
    }

    fn scoring() -> TeamScoring {
        TeamScoring::new(4, Points::whole(2), Points::whole(1)).unwrap()
    }

    fn board(board: u32, f: Option<StartNo>, s: Option<StartNo>, fp: u32, sp: u32) -> MatchBoard {
        MatchBoard {
            board,
            first: f,
            second: s,
            first_points: Some(Points::whole(fp)),
            second_points: Some(Points::whole(sp)),
        }
    }

    #[test]
    fn a_team_refuses_a_bad_name_and_a_player_listed_twice() {
        assert!(matches!(
            Team::new(1, "  ", None, None, vec![1]),
            Err(TeamError::BadName(_))
        ));
        assert!(matches!(
            Team::new(1, "A\u{202E}B", None, None, vec![1]),
            Err(TeamError::BadName(_))
        ));
        assert_eq!(
            Team::new(1, "A", None, None, vec![1, 2, 1]),
            Err(TeamError::PlayerTwice(1))
        );
        assert!(matches!(
            Team::new(1, "A", None, Some("x\ny".into()), vec![1]),
            Err(TeamError::BadText {
                field: "captain",
                ..
            })
        ));
    }

    #[test]
    fn a_lineup_may_leave_out_players_but_keeps_the_order() {
        let t = team();
        t.check_lineup(&[Some(11), Some(12), Some(13), Some(14)], 4, &name)
            .unwrap();
        // The reserve plays when a regular board rests; a board may stay empty.
        t.check_lineup(&[Some(11), Some(13), Some(14), Some(15)], 4, &name)
            .unwrap();
        t.check_lineup(&[Some(12), None, Some(14), None], 4, &name)
            .unwrap();
    }

    #[test]
    fn a_wrong_order_names_the_boards_and_players() {
        let t = team();
        let e = t
            .check_lineup(&[Some(11), Some(14), Some(13), Some(15)], 4, &name)
            .unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains("board 2 has Player 14 (no. 14, 4th in DC Heerhugowaard's order) above board 3's Player 13 (no. 13, 3rd)"),
            "{text}"
        );
    }

    #[test]
    fn a_lineup_refuses_strangers_doubles_and_a_wrong_length() {
        let t = team();
        assert_eq!(
            t.check_lineup(&[Some(11), Some(99), None, None], 4, &name),
            Err(TeamError::NotInTeam {
                player: 99,
                team: "DC Heerhugowaard".into()
            })
        );
        assert!(matches!(
            t.check_lineup(&[Some(11), Some(11), None, None], 4, &name),
            Err(TeamError::LineupTwice {
                first: 1,
                second: 2,
                ..
            })
        ));
        assert_eq!(
            t.check_lineup(&[Some(11)], 4, &name),
            Err(TeamError::LineupLength {
                given: 1,
                boards: 4
            })
        );
    }

    #[test]
    fn match_points_compare_board_points() {
        let s = scoring();
        let mut m = TeamMatch::new(
            1,
            1,
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
        )
        .unwrap();
        m.boards = vec![
            board(1, Some(1), Some(5), 2, 0),
            board(2, Some(2), Some(6), 1, 1),
            board(3, Some(3), Some(7), 0, 2),
            board(4, Some(4), Some(8), 2, 0),
        ];
        let sc = m.score(&s).unwrap();
        assert_eq!(sc.first_board_points, Points::whole(5));
        assert_eq!(sc.second_board_points, Points::whole(3));
        assert_eq!(sc.first_match_points, Points::whole(2));
        assert_eq!(sc.second_match_points, Points::ZERO);
        m.boards[3] = board(4, Some(4), Some(8), 1, 1);
        let sc = m.score(&s).unwrap();
        assert_eq!(sc.first_match_points, Points::whole(1));
        assert_eq!(sc.second_match_points, Points::whole(1));
        // 1/½/0 and board points only.
        let half = TeamScoring {
            match_points: Some(TeamScoring::ONE_HALF_ZERO),
            ..s
        };
        assert_eq!(
            m.score(&half).unwrap().first_match_points,
            Points::from_halves(1)
        );
        let only = TeamScoring {
            match_points: None,
            ..s
        };
        assert_eq!(m.score(&only).unwrap().first_match_points, Points::ZERO);
        assert!(!only.ranks_by_match_points());
    }

    #[test]
    fn a_missing_result_leaves_the_match_unscored() {
        let mut m = TeamMatch::new(
            1,
            1,
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
        )
        .unwrap();
        m.boards = vec![board(1, Some(1), Some(5), 2, 0)];
        m.boards[0].second_points = None;
        assert_eq!(m.score(&scoring()), None);
    }

    #[test]
    fn an_unfilled_board_is_lost_by_default_or_worth_a_win() {
        let s = TeamScoring {
            forfeit_win: Points::whole(1),
            ..scoring()
        };
        let mut m = TeamMatch::new(
            1,
            1,
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
        )
        .unwrap();
        m.boards = vec![
            board(1, Some(1), Some(5), 1, 1),
            MatchBoard {
                board: 2,
                first: Some(2),
                second: None,
                first_points: None,
                second_points: None,
            },
            MatchBoard {
                board: 3,
                first: None,
                second: None,
                first_points: None,
                second_points: None,
            },
        ];
        let sc = m.score(&s).unwrap();
        assert_eq!(sc.first_board_points, Points::whole(2));
        assert_eq!(sc.second_board_points, Points::whole(1));
        let win = TeamScoring {
            unfilled: UnfilledBoard::WinPoints,
            ..s
        };
        assert_eq!(m.score(&win).unwrap().first_board_points, Points::whole(3));
    }

    #[test]
    fn byes_and_whole_team_forfeits() {
        let s = scoring();
        let bye = TeamMatch::new(1, 3, TeamPairing::Bye { team: 4 }).unwrap();
        let sc = bye.score(&s).unwrap();
        assert_eq!(sc.first_match_points, Points::whole(2));
        assert_eq!(sc.first_board_points, Points::whole(8));
        let mut m = TeamMatch::new(
            1,
            1,
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
        )
        .unwrap();
        m.forfeit = Some(WholeForfeit::First);
        let sc = m.score(&s).unwrap();
        assert_eq!(
            (sc.first_board_points, sc.second_board_points),
            (Points::ZERO, Points::whole(8))
        );
        assert_eq!(sc.second_match_points, Points::whole(2));
        m.forfeit = Some(WholeForfeit::Both);
        let sc = m.score(&s).unwrap();
        assert_eq!(sc.first_match_points, Points::ZERO);
        assert_eq!(sc.second_match_points, Points::ZERO);
        assert!(!m.is_played());
        assert_eq!(
            TeamMatch::new(
                1,
                1,
                TeamPairing::Match {
                    first: 2,
                    second: 2
                }
            ),
            Err(TeamError::PlaysItself(2))
        );
    }

    #[test]
    fn places_read_as_ordinals() {
        let s: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22]
            .into_iter()
            .map(|n| Place(n).to_string())
            .collect();
        assert_eq!(
            s,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"
            ]
        );
    }
}
