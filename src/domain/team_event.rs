//! A team event's teams and matches beside its tournament: the rules of the controller's team
//! commands (create a team, set its board order, pair a team round, set a line-up, a
//! whole-team forfeit) and how the round's boards are made from the line-ups.
//!
//! The individual round `N` is made from the line-ups of team round `N` once every match of it
//! is ready (a bye, a whole-team forfeit, or both line-ups handed in): one board per board of a
//! match that both teams filled, the first team's player moving first on the odd boards and
//! the second team's on the even ones. Players not put up rest (no board). A board filled by
//! one team only has no game: the team scoring counts it (`UnfilledBoard`).

use std::collections::{BTreeMap, HashSet};

use super::entry::StartNo;
use super::no_game::{NoGame, TeamSeat};
use super::points::Points;
use super::round::Pairing;
use super::team::{
    MatchBoard, Team, TeamError, TeamMatch, TeamNo, TeamPairing, TeamSettings, WholeForfeit,
};
use super::team_standings::{TeamStandingRow, team_standings};
use super::tournament::Tournament;

/// A refusal of a team command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamEventError {
    #[error(transparent)]
    Team(#[from] TeamError),
    #[error("this tournament is not a team event")]
    NotTeamEvent,
    #[error("there is no player with start number {0}")]
    UnknownPlayer(StartNo),
    #[error("there is no team {0}")]
    NoSuchTeam(TeamNo),
    #[error("a team named {0} already exists")]
    NameTaken(String),
    #[error("round {round} has no match {number}")]
    NoSuchMatch { round: u32, number: u32 },
    #[error("team round {round} cannot be paired: {why}")]
    CannotPair { round: u32, why: String },
    #[error("team {team} is paired twice in round {round}")]
    PairedTwice { team: TeamNo, round: u32 },
    #[error("team {team} is not paired in round {round}")]
    Unpaired { team: TeamNo, round: u32 },
    #[error("team {team} does not play in round {round}, match {number}")]
    NotInMatch {
        team: TeamNo,
        round: u32,
        number: u32,
    },
    #[error("round {round}, match {number} is forfeited by a whole team: it has no line-ups")]
    Forfeited { round: u32, number: u32 },
    #[error("round {round}, match {number} is a bye: it has no line-ups")]
    Bye { round: u32, number: u32 },
    #[error(
        "{team}'s board order is fixed once it has handed in a line-up: players may only be added after the listed ones (player {player} would move from place {from} to {to})"
    )]
    OrderFixed {
        team: String,
        player: StartNo,
        from: usize,
        to: usize,
    },
    #[error(
        "round {round} already has results on boards {boards}: line-ups and forfeits are fixed"
    )]
    HasResults { round: u32, boards: String },
    #[error("the number of boards is fixed once a round is paired")]
    BoardsFixed,
    #[error("round {0} is already paired otherwise")]
    ScheduleDiffers(u32),
}

/// The teams and matches of a team event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEvent {
    pub settings: TeamSettings,
    pub teams: Vec<Team>,
    /// Every match of every round; their boards hold the line-ups, without points.
    pub matches: Vec<TeamMatch>,
    /// For each match (by round and number): whether each team handed in its line-up.
    pub lineups_in: BTreeMap<(u32, u32), (bool, bool)>,
}

impl TeamEvent {
    pub fn new(settings: TeamSettings) -> TeamEvent {
        TeamEvent {
            settings,
            teams: Vec::new(),
            matches: Vec::new(),
            lineups_in: BTreeMap::new(),
        }
    }

    pub fn team(&self, no: TeamNo) -> Option<&Team> {
        self.teams.iter().find(|t| t.no == no)
    }

    /// The team `player` plays for.
    pub fn team_of(&self, player: StartNo) -> Option<&Team> {
        self.teams.iter().find(|t| t.players.contains(&player))
    }

    pub fn matches_of_round(&self, round: u32) -> impl Iterator<Item = &TeamMatch> {
        self.matches.iter().filter(move |m| m.round == round)
    }

    pub fn team_match(&self, round: u32, number: u32) -> Option<&TeamMatch> {
        self.matches
            .iter()
            .find(|m| m.round == round && m.number == number)
    }

    /// The number of team rounds paired.
    pub fn rounds_paired(&self) -> u32 {
        self.matches.iter().map(|m| m.round).max().unwrap_or(0)
    }

    fn check_players(
        &self,
        t: &Tournament,
        team: TeamNo,
        players: &[StartNo],
    ) -> Result<(), TeamEventError> {
        for &p in players {
            if t.entry(p).is_none() {
                return Err(TeamEventError::UnknownPlayer(p));
            }
            if let Some(other) = self.team_of(p).filter(|o| o.no != team) {
                return Err(TeamError::PlayerInOtherTeam {
                    player: p,
                    team: other.name.clone(),
                }
                .into());
            }
        }
        Ok(())
    }

    /// Adds a team with the next team number; returns it.
    pub fn add_team(
        &mut self,
        t: &Tournament,
        name: &str,
        club: Option<String>,
        captain: Option<String>,
        players: Vec<StartNo>,
    ) -> Result<&Team, TeamEventError> {
        let no = self.teams.iter().map(|t| t.no).max().unwrap_or(0) + 1;
        let team = Team::new(no, name, club, captain, players)?;
        if self
            .teams
            .iter()
            .any(|o| o.name.eq_ignore_ascii_case(&team.name))
        {
            return Err(TeamEventError::NameTaken(team.name));
        }
        self.check_players(t, no, &team.players)?;
        self.teams.push(team);
        Ok(self.teams.last().expect("just added"))
    }

    /// Changes a team's details: its name (not another team's), federation or club, captain
    /// and players in board order (as [`TeamEvent::set_players`] allows: once the team has
    /// handed in a line-up its order is fixed and players may only be added after the listed
    /// ones). Nothing is changed when any of them is refused.
    pub fn edit_team(
        &mut self,
        t: &Tournament,
        team: TeamNo,
        name: &str,
        club: Option<String>,
        captain: Option<String>,
        players: Vec<StartNo>,
    ) -> Result<&Team, TeamEventError> {
        let current = self.team(team).ok_or(TeamEventError::NoSuchTeam(team))?;
        let edited = Team::new(team, name, club, captain, current.players.clone())?;
        if self
            .teams
            .iter()
            .any(|o| o.no != team && o.name.eq_ignore_ascii_case(&edited.name))
        {
            return Err(TeamEventError::NameTaken(edited.name));
        }
        let mut after = self.clone();
        after.set_players(t, team, players)?;
        let slot = after
            .teams
            .iter_mut()
            .find(|x| x.no == team)
            .expect("found above");
        slot.name = edited.name;
        slot.club = edited.club;
        slot.captain = edited.captain;
        *self = after;
        Ok(self.team(team).expect("found above"))
    }

    /// Sets a team's players in board order. Once the team has handed in a line-up its order
    /// is fixed: players may only be added after the listed ones.
    pub fn set_players(
        &mut self,
        t: &Tournament,
        team: TeamNo,
        players: Vec<StartNo>,
    ) -> Result<(), TeamEventError> {
        let current = self
            .team(team)
            .ok_or(TeamEventError::NoSuchTeam(team))?
            .clone();
        self.check_players(t, team, &players)?;
        let played = self.matches.iter().any(|m| {
            m.has_team(team)
                && self
                    .lineups_in
                    .get(&(m.round, m.number))
                    .is_some_and(|&(f, s)| if m.is_first(team) { f } else { s })
        });
        if played {
            for (i, &p) in current.players.iter().enumerate() {
                if players.get(i) != Some(&p) {
                    let to = players.iter().position(|&q| q == p).map_or(0, |x| x + 1);
                    return Err(TeamEventError::OrderFixed {
                        team: current.name.clone(),
                        player: p,
                        from: i + 1,
                        to,
                    });
                }
            }
        }
        let slot = self
            .teams
            .iter_mut()
            .find(|x| x.no == team)
            .expect("found above");
        slot.set_players(players)?;
        Ok(())
    }

    /// Pairs team round `round` (the tournament's next round): every team once, in a match or
    /// with the bye. Returns the matches made.
    pub fn pair_round(
        &mut self,
        t: &Tournament,
        round: u32,
        pairings: &[TeamPairing],
    ) -> Result<Vec<TeamMatch>, TeamEventError> {
        let next = t.next_round().map_err(|e| TeamEventError::CannotPair {
            round,
            why: e.to_string(),
        })?;
        if round != next || self.rounds_paired() >= round {
            return Err(TeamEventError::CannotPair {
                round,
                why: format!(
                    "the next round to pair is {}",
                    next.max(self.rounds_paired() + 1)
                ),
            });
        }
        if self.teams.len() < 2 {
            return Err(TeamEventError::CannotPair {
                round,
                why: "a team event needs at least two teams".into(),
            });
        }
        let mut seen = HashSet::new();
        let mut made = Vec::new();
        for (i, p) in pairings.iter().enumerate() {
            for team in p.teams() {
                if self.team(team).is_none() {
                    return Err(TeamEventError::NoSuchTeam(team));
                }
                if !seen.insert(team) {
                    return Err(TeamEventError::PairedTwice { team, round });
                }
            }
            made.push(TeamMatch::new(round, i as u32 + 1, *p)?);
        }
        if let Some(team) = self.teams.iter().map(|t| t.no).find(|n| !seen.contains(n)) {
            return Err(TeamEventError::Unpaired { team, round });
        }
        for m in &mut made {
            if matches!(m.pairing, TeamPairing::Match { .. }) {
                m.boards = (1..=self.settings.boards)
                    .map(|b| MatchBoard {
                        board: b,
                        first: None,
                        second: None,
                        first_points: None,
                        second_points: None,
                    })
                    .collect();
            }
            self.lineups_in.insert((round, m.number), (false, false));
        }
        self.matches.extend(made.iter().cloned());
        Ok(made)
    }

    fn check_open(t: &Tournament, round: u32) -> Result<(), TeamEventError> {
        if let Some(r) = t.round(round) {
            let boards = r.boards_with_results();
            if !boards.is_empty() || r.state().is_complete() {
                return Err(TeamEventError::HasResults {
                    round,
                    boards: super::round::BoardList(boards).to_string(),
                });
            }
        }
        Ok(())
    }

    fn match_mut(&mut self, round: u32, number: u32) -> Result<&mut TeamMatch, TeamEventError> {
        self.matches
            .iter_mut()
            .find(|m| m.round == round && m.number == number)
            .ok_or(TeamEventError::NoSuchMatch { round, number })
    }

    /// Sets `team`'s line-up for a match: one entry per board (`None`: not filled), in the
    /// team's board order. Refused once the round has results.
    pub fn set_lineup(
        &mut self,
        t: &Tournament,
        round: u32,
        number: u32,
        team: TeamNo,
        lineup: &[Option<StartNo>],
    ) -> Result<(), TeamEventError> {
        Self::check_open(t, round)?;
        let m = self
            .team_match(round, number)
            .ok_or(TeamEventError::NoSuchMatch { round, number })?;
        match m.pairing {
            TeamPairing::Bye { .. } => return Err(TeamEventError::Bye { round, number }),
            _ if m.forfeit.is_some() => return Err(TeamEventError::Forfeited { round, number }),
            _ if !m.has_team(team) => {
                return Err(TeamEventError::NotInMatch {
                    team,
                    round,
                    number,
                });
            }
            _ => {}
        }
        let first = m.is_first(team);
        let name = |p: StartNo| {
            t.entry(p)
                .map_or_else(|| format!("player {p}"), |e| e.name.to_string())
        };
        self.team(team)
            .ok_or(TeamEventError::NoSuchTeam(team))?
            .check_lineup(lineup, self.settings.boards, &name)?;
        let m = self.match_mut(round, number)?;
        for (b, slot) in m.boards.iter_mut().zip(lineup) {
            if first {
                b.first = *slot;
            } else {
                b.second = *slot;
            }
        }
        let entry = self.lineups_in.entry((round, number)).or_default();
        if first {
            entry.0 = true;
        } else {
            entry.1 = true;
        }
        Ok(())
    }

    /// Declares (or with `None` lifts) a whole-team forfeit of a match: its line-ups are
    /// cleared. Refused once the round has results.
    pub fn set_forfeit(
        &mut self,
        t: &Tournament,
        round: u32,
        number: u32,
        forfeit: Option<WholeForfeit>,
    ) -> Result<(), TeamEventError> {
        Self::check_open(t, round)?;
        let m = self.match_mut(round, number)?;
        if matches!(m.pairing, TeamPairing::Bye { .. }) {
            return Err(TeamEventError::Bye { round, number });
        }
        m.forfeit = forfeit;
        for b in &mut m.boards {
            b.first = None;
            b.second = None;
        }
        self.lineups_in.insert((round, number), (false, false));
        Ok(())
    }

    /// Whether every match of `round` is ready for its boards to be made.
    pub fn round_ready(&self, round: u32) -> bool {
        let mut any = false;
        for m in self.matches_of_round(round) {
            any = true;
            let ready = match m.pairing {
                TeamPairing::Bye { .. } => true,
                _ if m.forfeit.is_some() => true,
                _ => self
                    .lineups_in
                    .get(&(m.round, m.number))
                    .is_some_and(|&(f, s)| f && s),
            };
            if !ready {
                return false;
            }
        }
        any
    }

    /// The matches of `round` still waiting for a line-up: (match, team).
    pub fn missing_lineups(&self, round: u32) -> Vec<(u32, TeamNo)> {
        let mut out = Vec::new();
        for m in self.matches_of_round(round) {
            if let (TeamPairing::Match { first, second }, None) = (m.pairing, m.forfeit) {
                let (f, s) = self
                    .lineups_in
                    .get(&(m.round, m.number))
                    .copied()
                    .unwrap_or_default();
                if !f {
                    out.push((m.number, first));
                }
                if !s {
                    out.push((m.number, second));
                }
            }
        }
        out
    }

    /// The individual pairings of `round`, board by board from the line-ups: the first team's
    /// player moves first on odd boards (colours alternate down the boards).
    pub fn round_pairings(&self, round: u32) -> Vec<Pairing> {
        let mut out = Vec::new();
        for m in self.matches_of_round(round) {
            if m.forfeit.is_some() {
                continue;
            }
            for b in &m.boards {
                if let (Some(f), Some(s)) = (b.first, b.second) {
                    out.push(if TeamMatch::first_mover_is_first_team(b.board) {
                        Pairing::game(f, s)
                    } else {
                        Pairing::game(s, f)
                    });
                }
            }
        }
        out
    }

    /// Whether both line-ups of a match are in (or it needs none: a bye, a whole-team
    /// forfeit).
    pub fn lineups_complete(&self, m: &TeamMatch) -> bool {
        !m.is_played()
            || self
                .lineups_in
                .get(&(m.round, m.number))
                .is_some_and(|&(f, s)| f && s)
    }

    /// The matches with each board's points from the tournament's rounds (`None` while a
    /// board's games lack a result).
    ///
    /// A match is scored only once it has a result: a bye, a whole-team forfeit, or both
    /// line-ups in and every board filled by both teams with its result. A paired match
    /// without line-ups, or with one team's line-up only, is to be played: its boards are
    /// left out here (a line-up stays private until both are in), so it scores nothing and
    /// counts in no tie-break. A match with some boards' results but not all is in progress:
    /// its boards show what is in, its score is still none (standings count whole matches).
    /// A board filled by one team only is won by default by the player who was there: it
    /// carries the [`UnfilledBoard`](super::team::UnfilledBoard) points for that player and
    /// nothing for the empty side.
    pub fn scored_matches(&self, t: &Tournament) -> Vec<TeamMatch> {
        let scoring = self.settings.scoring(t.settings());
        self.matches
            .iter()
            .map(|m| {
                let mut m = m.clone();
                if !self.lineups_complete(&m) {
                    m.boards.clear();
                    return m;
                }
                let round = t.round(m.round);
                for b in &mut m.boards {
                    let (Some(f), Some(s)) = (b.first, b.second) else {
                        let won = scoring.board_win(scoring.unfilled);
                        match (b.first, b.second) {
                            (Some(_), None) => {
                                b.first_points = Some(won);
                                b.second_points = Some(Points::ZERO);
                            }
                            (None, Some(_)) => {
                                b.first_points = Some(Points::ZERO);
                                b.second_points = Some(won);
                            }
                            _ => {}
                        }
                        continue;
                    };
                    let Some(board) = round.and_then(|r| r.board_of(f)) else {
                        continue;
                    };
                    if board.opponent_of(f) != Some(s) || !board.has_result() {
                        continue;
                    }
                    let sum = |p: StartNo| {
                        board
                            .games
                            .iter()
                            .filter_map(|g| g.result_of(p))
                            .map(|r| r.points)
                            .sum()
                    };
                    b.first_points = Some(sum(f));
                    b.second_points = Some(sum(s));
                }
                m
            })
            .collect()
    }

    /// What the team matches say of every player without a board in each individual round
    /// made (`Tournament::with_team_seats`), by round and start number:
    ///
    /// - a player put up on a board the other team left empty won it by default: each game a
    ///   forfeit won (000 art. 2.24), worth what the team scoring gives an unfilled board
    ///   (`UnfilledBoard`), the same points the match counts for the board;
    /// - a player of a team that did not turn up (a whole-team forfeit), of the team that did
    ///   (the match won without a game: no line-up, no individual points), or of a team with
    ///   the bye of the round;
    /// - any other player of a team that played the match rests (a reserve not put up).
    ///
    /// A player with a board of the individual round (a game, or a withdrawal's or a late
    /// entry's bye) is left out: the board says it.
    pub fn seats(&self, t: &Tournament) -> BTreeMap<(u32, StartNo), TeamSeat> {
        let scoring = self.settings.scoring(t.settings());
        let per_game = match scoring.unfilled {
            super::team::UnfilledBoard::Forfeit => scoring.forfeit_win,
            super::team::UnfilledBoard::WinPoints => scoring.win,
        };
        let mut out = BTreeMap::new();
        for r in t.rounds() {
            let round = r.number();
            for m in self.matches_of_round(round) {
                let put = |out: &mut BTreeMap<_, _>, team: TeamNo, seat: TeamSeat| {
                    for &p in self.team(team).map_or(&[][..], |x| &x.players[..]) {
                        if r.board_of(p).is_none() {
                            out.entry((round, p)).or_insert(seat);
                        }
                    }
                };
                match (m.pairing, m.forfeit) {
                    (TeamPairing::Bye { team }, _) => {
                        put(
                            &mut out,
                            team,
                            TeamSeat::new(NoGame::TeamBye, Some(m.number)),
                        );
                    }
                    (TeamPairing::Match { first, second }, Some(f)) => {
                        let (first_away, second_away) = match f {
                            WholeForfeit::First => (true, false),
                            WholeForfeit::Second => (false, true),
                            WholeForfeit::Both => (true, true),
                        };
                        for (team, away) in [(first, first_away), (second, second_away)] {
                            let kind = if away {
                                NoGame::TeamAbsent
                            } else {
                                NoGame::OpponentsAbsent
                            };
                            put(&mut out, team, TeamSeat::new(kind, Some(m.number)));
                        }
                    }
                    (TeamPairing::Match { first, second }, None) => {
                        if !self.lineups_complete(m) {
                            continue;
                        }
                        for b in &m.boards {
                            let alone = match (b.first, b.second) {
                                (Some(p), None) | (None, Some(p)) => p,
                                _ => continue,
                            };
                            if r.board_of(alone).is_none() {
                                out.insert(
                                    (round, alone),
                                    TeamSeat::default_win(m.number, b.board, per_game),
                                );
                            }
                        }
                        for team in [first, second] {
                            put(
                                &mut out,
                                team,
                                TeamSeat::new(NoGame::Resting, Some(m.number)),
                            );
                        }
                    }
                }
            }
        }
        out
    }

    /// The team standings after every scored match.
    pub fn standings(&self, t: &Tournament) -> Vec<TeamStandingRow> {
        self.standings_of(t, &self.scored_matches(t))
    }

    /// The team standings from matches already scored by [`TeamEvent::scored_matches`].
    pub fn standings_of(&self, t: &Tournament, scored: &[TeamMatch]) -> Vec<TeamStandingRow> {
        team_standings(
            &self.teams,
            scored,
            &self.settings.scoring(t.settings()),
            &self.settings.tie_breaks,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::settings::{Preset, Settings};
    use crate::domain::{BoardReport, Entry, PlayerName, Points};

    /// 4 teams of 3 players (12 entries), 2 boards a match, games 2/1/0.
    pub(crate) fn event() -> (Tournament, TeamEvent) {
        let mut s = Settings::preset(Preset::FmjdInternational, "Clubs", 3);
        let ts = TeamSettings::new(2).unwrap();
        s.team = Some(ts.clone());
        let mut t = Tournament::new(s).unwrap();
        for n in 1..=12 {
            t.add_entry(Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap())
                .unwrap();
        }
        let mut e = TeamEvent::new(ts);
        for k in 0..4 {
            let p = (1..=3).map(|i| k * 3 + i).collect();
            e.add_team(&t, &format!("Club {}", k + 1), None, None, p)
                .unwrap();
        }
        (t, e)
    }

    /// Round 1 of [`event`]: club 1 against club 2, club 3 against club 4.
    fn pair_1_2_and_3_4(t: &Tournament, e: &mut TeamEvent) {
        e.pair_round(
            t,
            1,
            &[
                TeamPairing::Match {
                    first: 1,
                    second: 2,
                },
                TeamPairing::Match {
                    first: 3,
                    second: 4,
                },
            ],
        )
        .unwrap();
    }

    #[test]
    fn teams_refuse_unknown_and_shared_players_and_a_taken_name() {
        let (t, mut e) = event();
        assert_eq!(
            e.add_team(&t, "X", None, None, vec![99]),
            Err(TeamEventError::UnknownPlayer(99))
        );
        assert!(matches!(
            e.add_team(&t, "X", None, None, vec![1]),
            Err(TeamEventError::Team(TeamError::PlayerInOtherTeam {
                player: 1,
                ..
            }))
        ));
        assert_eq!(
            e.add_team(&t, "club 1", None, None, vec![]),
            Err(TeamEventError::NameTaken("club 1".into()))
        );
    }

    #[test]
    fn a_round_is_made_from_the_lineups_with_alternating_colours() {
        let (mut t, mut e) = event();
        let pairs = [
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
            TeamPairing::Match {
                first: 3,
                second: 4,
            },
        ];
        assert!(matches!(
            e.pair_round(&t, 1, &pairs[..1]),
            Err(TeamEventError::Unpaired { team: 3, round: 1 })
        ));
        e.pair_round(&t, 1, &pairs).unwrap();
        assert!(!e.round_ready(1));
        e.set_lineup(&t, 1, 1, 1, &[Some(1), Some(3)]).unwrap();
        e.set_lineup(&t, 1, 1, 2, &[Some(4), Some(5)]).unwrap();
        e.set_lineup(&t, 1, 2, 3, &[Some(7), Some(8)]).unwrap();
        assert_eq!(e.missing_lineups(1), vec![(2, 4)]);
        // A wrong order is refused and changes nothing.
        let before = e.clone();
        let err = e
            .set_lineup(&t, 1, 2, 4, &[Some(12), Some(11)])
            .unwrap_err();
        assert!(err.to_string().contains("board 1 has P12"), "{err}");
        assert_eq!(e, before);
        e.set_lineup(&t, 1, 2, 4, &[Some(10), None]).unwrap();
        assert!(e.round_ready(1));
        let p = e.round_pairings(1);
        // Board 1: the first team moves first; board 2: the second team.
        assert_eq!(
            p,
            vec![
                Pairing::game(1, 4),
                Pairing::game(5, 3),
                Pairing::game(7, 10)
            ]
        );
        let n = t.pair_round(&p, None).unwrap();
        t.publish_round(n).unwrap();
        // Players 2, 6, 8 (not on a filled board), 9, 11, 12 rest: no board.
        assert_eq!(t.round(1).unwrap().boards().len(), 3);
        for (b, r) in [(1, "1-0"), (2, "1-0"), (3, "0-1")] {
            t.record_result(1, b, &BoardReport::from_codes(r).unwrap())
                .unwrap();
        }
        let rows = e.standings(&t);
        let club = |no| rows.iter().find(|r| r.team == no).unwrap();
        // Club 1 vs 2: 1-1 (board 2 won by player 5 of club 2).
        assert_eq!(club(1).board_points, Points::whole(2));
        assert_eq!(club(1).match_points, Points::whole(1));
        // Club 4 won board 1 over the board; board 2 was left empty by club 4: lost by default.
        assert_eq!(club(4).board_points, Points::whole(2));
        assert_eq!(club(3).board_points, Points::whole(2));
        // Line-ups are fixed once results are in.
        assert!(matches!(
            e.set_lineup(&t, 1, 1, 1, &[Some(2), Some(3)]),
            Err(TeamEventError::HasResults { .. })
        ));
    }

    #[test]
    fn an_unplayed_team_round_scores_nothing() {
        let (mut t, mut e) = event();
        let pairs = [
            TeamPairing::Match {
                first: 1,
                second: 2,
            },
            TeamPairing::Match {
                first: 3,
                second: 4,
            },
        ];
        e.pair_round(&t, 1, &pairs).unwrap();
        let zero = |e: &TeamEvent, t: &Tournament| {
            let rows = e.standings(t);
            for r in &rows {
                assert_eq!(r.match_points, Points::ZERO, "team {}", r.team);
                assert_eq!(r.board_points, Points::ZERO, "team {}", r.team);
                assert_eq!((r.matches, r.won, r.drawn, r.lost), (0, 0, 0, 0));
                // Sonneborn-Berger and Buchholz stay at 0 too.
                assert!(r.values.iter().all(|v| v.as_f64() == 0.0), "{r:?}");
            }
        };
        // Paired, nothing entered: no match has a result.
        zero(&e, &t);
        // One team's line-up in (a board it filled against nobody yet): still to be played.
        e.set_lineup(&t, 1, 1, 1, &[Some(1), Some(2)]).unwrap();
        e.set_lineup(&t, 1, 2, 3, &[Some(7), None]).unwrap();
        zero(&e, &t);
        // Both line-ups in, the round made, one board of two with its result: in progress.
        e.set_lineup(&t, 1, 1, 2, &[Some(4), Some(5)]).unwrap();
        e.set_lineup(&t, 1, 2, 4, &[Some(10), Some(11)]).unwrap();
        let n = t.pair_round(&e.round_pairings(1), None).unwrap();
        t.publish_round(n).unwrap();
        zero(&e, &t);
        t.record_result(1, 1, &BoardReport::from_codes("1-0").unwrap())
            .unwrap();
        zero(&e, &t);
        // Match 1 complete: scored; match 2 still open.
        t.record_result(1, 2, &BoardReport::from_codes("1-0").unwrap())
            .unwrap();
        let rows = e.standings(&t);
        let row = |no| rows.iter().find(|r| r.team == no).unwrap().clone();
        assert_eq!(row(1).match_points, Points::whole(1));
        assert_eq!(row(1).matches, 1);
        assert_eq!(row(3).match_points, Points::ZERO);
        assert_eq!(row(3).matches, 0);
    }

    /// Round 1: in match 1 club 2 leaves board 2 empty (players 3 of club 1 and 6 of club 2
    /// rest) and board 1 is won by club 2's player; in match 2 club 4 did not turn up.
    fn an_empty_board_and_a_team_absent() -> (Tournament, TeamEvent) {
        let (mut t, mut e) = event();
        pair_1_2_and_3_4(&t, &mut e);
        e.set_lineup(&t, 1, 1, 1, &[Some(1), Some(2)]).unwrap();
        e.set_lineup(&t, 1, 1, 2, &[Some(4), None]).unwrap();
        e.set_forfeit(&t, 1, 2, Some(WholeForfeit::Second)).unwrap();
        let n = t.pair_round(&e.round_pairings(1), None).unwrap();
        t.publish_round(n).unwrap();
        t.record_result(1, 1, &BoardReport::from_codes("0-1").unwrap())
            .unwrap();
        (t, e)
    }

    #[test]
    fn a_board_won_by_default_is_scored_for_the_player_who_was_there() {
        let (t, e) = an_empty_board_and_a_team_absent();
        let scored = e.scored_matches(&t);
        let m = scored.iter().find(|m| m.number == 1).unwrap();
        // Board 2: player 2 of club 1 was there, club 2 put up nobody.
        assert_eq!(m.boards[1].first, Some(2));
        assert_eq!(m.boards[1].first_points, Some(Points::whole(2)));
        assert_eq!(m.boards[1].second_points, Some(Points::ZERO));
        let rows = e.standings(&t);
        let one = rows.iter().find(|r| r.team == 1).unwrap();
        assert_eq!(one.board_points, Points::whole(2));
        assert_eq!(one.match_points, Points::whole(1));
    }

    /// A board won by default is the player's score in the individual standings (a forfeit
    /// won, no opponent, not played), and every other player without a board is what the
    /// matches say: resting, the team absent, the match won without a game.
    #[test]
    fn players_without_a_board_are_what_the_team_matches_say() {
        let (t, e) = an_empty_board_and_a_team_absent();
        let seats = e.seats(&t);
        let kind = |no| seats.get(&(1, no)).map(|s| s.kind);
        assert_eq!(kind(1), None, "player 1 has a board");
        assert_eq!(kind(2), Some(NoGame::DefaultWin));
        assert_eq!(seats[&(1, 2)].board, Some(2));
        assert_eq!(seats[&(1, 2)].points(1), Points::whole(2));
        assert_eq!(kind(3), Some(NoGame::Resting));
        assert_eq!(kind(6), Some(NoGame::Resting));
        for no in 7..=9 {
            assert_eq!(kind(no), Some(NoGame::OpponentsAbsent), "player {no}");
        }
        for no in 10..=12 {
            assert_eq!(kind(no), Some(NoGame::TeamAbsent), "player {no}");
        }
        // Without the seats, player 2 scores nothing; with them, the board's 2 points, as
        // the match counts them.
        assert_eq!(
            t.standings().row(2).unwrap().points,
            Points::ZERO,
            "the individual round has no board for player 2"
        );
        let t = t.with_team_seats(seats);
        let s = t.standings();
        let two = s.row(2).unwrap();
        assert_eq!(two.points, Points::whole(2));
        let cell = &two.rounds[0];
        assert_eq!(cell.opponent, None);
        assert!(cell.unplayed);
        assert!(
            !cell.voluntary,
            "a forfeit won is no voluntarily unplayed round"
        );
        assert_eq!(cell.no_game, Some(NoGame::DefaultWin));
        assert_eq!(two.games_played, 0);
        let scored = e.scored_matches(&t);
        let m = scored.iter().find(|m| m.number == 1).unwrap();
        assert_eq!(m.boards[1].first_points, Some(two.points));
        assert_eq!(s.row(3).unwrap().rounds[0].no_game, Some(NoGame::Resting));
        assert_eq!(
            s.row(10).unwrap().rounds[0].no_game,
            Some(NoGame::TeamAbsent)
        );
        assert_eq!(t.no_game(1, 7), Some(NoGame::OpponentsAbsent));
        assert_eq!(t.no_game(1, 1), None);
    }

    #[test]
    fn a_team_swiss_seeds_the_teams_by_rating_not_by_number() {
        let mut s = Settings::preset(Preset::FmjdInternational, "Rated clubs", 3);
        s.system = crate::domain::settings::System::Swiss;
        let ts = TeamSettings::new(2).unwrap();
        s.team = Some(ts.clone());
        let mut t = Tournament::new(s).unwrap();
        // Teams 1..4 of two players rated 2200, 1500, 2000, 1800 (and a reserve rated 2600,
        // who does not count): the ranking is clubs 1, 3, 4, 2.
        for n in 1..=12u32 {
            let mut en = Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap();
            let team = (n - 1) / 3;
            en.rating = Some(if n % 3 == 0 {
                2600
            } else {
                [2200, 1500, 2000, 1800][team as usize]
            });
            t.add_entry(en).unwrap();
        }
        let mut e = TeamEvent::new(ts);
        for k in 0..4 {
            let p = (1..=3).map(|i| k * 3 + i).collect();
            e.add_team(&t, &format!("Club {}", k + 1), None, None, p)
                .unwrap();
        }
        assert_eq!(
            crate::domain::pairing_input::team_seeding(&t, &e),
            [1, 3, 4, 2]
        );
        let (pairs, _) = e.propose(&t, 1).unwrap();
        let mut met: Vec<(TeamNo, TeamNo)> = pairs
            .iter()
            .map(|p| match *p {
                TeamPairing::Match { first, second } => (first.min(second), first.max(second)),
                TeamPairing::Bye { team } => (team, 0),
            })
            .collect();
        met.sort_unstable();
        // Seeds 1-3 and 2-4 (C.04.3: the top half against the bottom half): club 1 (seed 1)
        // meets club 4 (seed 3), club 3 (seed 2) meets club 2 (seed 4); by team numbers it
        // would have been 1-3 and 2-4.
        assert_eq!(met, [(1, 4), (2, 3)]);
    }

    #[test]
    fn resting_reserves_and_a_whole_team_forfeit_raise_no_pairing_warning() {
        let (mut t, mut e) = event();
        pair_1_2_and_3_4(&t, &mut e);
        // Each team of three puts up two: players 3 and 6 rest; match 2 is forfeited whole.
        e.set_lineup(&t, 1, 1, 1, &[Some(1), Some(2)]).unwrap();
        e.set_lineup(&t, 1, 1, 2, &[Some(4), Some(5)]).unwrap();
        e.set_forfeit(&t, 1, 2, Some(WholeForfeit::Both)).unwrap();
        let p = e.round_pairings(1);
        assert_eq!(p.len(), 2);
        let w = crate::domain::draft::warnings(&t, 1, &p);
        assert!(w.is_empty(), "{w:?}");
        let n = t.pair_round(&p, None).unwrap();
        assert_eq!(t.publish_round_checked(n, false), Ok(vec![]));
        // A real problem is still named: a player on two boards.
        let twice = [Pairing::game(1, 4), Pairing::game(1, 5)];
        assert!(!crate::domain::draft::warnings(&t, 2, &twice).is_empty());
    }

    #[test]
    fn the_board_order_is_fixed_once_a_lineup_is_in() {
        let (t, mut e) = event();
        e.set_players(&t, 1, vec![2, 1, 3]).unwrap();
        pair_1_2_and_3_4(&t, &mut e);
        e.set_lineup(&t, 1, 1, 1, &[Some(2), Some(1)]).unwrap();
        assert!(matches!(
            e.set_players(&t, 1, vec![1, 2, 3]),
            Err(TeamEventError::OrderFixed {
                player: 2,
                from: 1,
                to: 2,
                ..
            })
        ));
        // Team 2 has handed in nothing yet; team 1 may still add players after its own.
        e.set_players(&t, 2, vec![6, 5, 4]).unwrap();
        assert!(matches!(
            e.set_players(&t, 1, vec![2, 1, 3, 4]),
            Err(TeamEventError::Team(TeamError::PlayerInOtherTeam {
                player: 4,
                ..
            }))
        ));
    }

    #[test]
    fn a_whole_team_forfeit_and_a_bye_need_no_lineup() {
        let (t, mut e) = event();
        pair_1_2_and_3_4(&t, &mut e);
        e.set_forfeit(&t, 1, 1, Some(WholeForfeit::Second)).unwrap();
        e.set_forfeit(&t, 1, 2, Some(WholeForfeit::Both)).unwrap();
        assert!(e.round_ready(1));
        assert!(e.round_pairings(1).is_empty());
        assert!(matches!(
            e.set_lineup(&t, 1, 1, 1, &[Some(1), None]),
            Err(TeamEventError::Forfeited { .. })
        ));
        let rows = e.standings(&t);
        assert_eq!(rows[0].team, 1);
        assert_eq!(rows[0].board_points, Points::whole(4));
        assert_eq!(rows[0].match_points, Points::whole(2));
    }

    #[test]
    fn two_game_boards_sum_their_games() {
        let mut s = Settings::preset(Preset::English, "Two games a board", 3);
        let ts = TeamSettings::new(2).unwrap();
        s.team = Some(ts.clone());
        let mut t = Tournament::new(s).unwrap();
        for n in 1..=8 {
            t.add_entry(Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap())
                .unwrap();
        }
        let mut e = TeamEvent::new(ts);
        for k in 0..4u32 {
            e.add_team(&t, &format!("C{k}"), None, None, vec![2 * k + 1, 2 * k + 2])
                .unwrap();
        }
        pair_1_2_and_3_4(&t, &mut e);
        for (m, team, l) in [
            (1, 1, [1, 2]),
            (1, 2, [3, 4]),
            (2, 3, [5, 6]),
            (2, 4, [7, 8]),
        ] {
            e.set_lineup(&t, 1, m, team, &l.map(Some)).unwrap();
        }
        let n = t.pair_round(&e.round_pairings(1), None).unwrap();
        t.publish_round(n).unwrap();
        // Reports are from the home seat (the first mover of game 1). Board 1 (player 1 home):
        // a win and a draw for player 1; board 2 (player 4 home): a game won each.
        t.record_result(1, 1, &BoardReport::from_codes("1-0 =").unwrap())
            .unwrap();
        t.record_result(1, 2, &BoardReport::from_codes("1-0 0-1").unwrap())
            .unwrap();
        for b in 3..=4 {
            t.record_result(1, b, &BoardReport::from_codes("= =").unwrap())
                .unwrap();
        }
        let rows = e.standings(&t);
        let row = |no| rows.iter().find(|r| r.team == no).unwrap();
        // English scoring: 2 a win, 1 a draw, per game. Team 1: 2 + 1 (board 1) + 2 (board 2).
        assert_eq!(row(1).board_points, Points::whole(5));
        assert_eq!(row(2).board_points, Points::whole(1 + 2));
        assert_eq!(row(1).match_points, Points::whole(2));
        assert_eq!(row(3).board_points, Points::whole(4));
        assert_eq!(row(3).match_points, Points::whole(1));
    }

    #[test]
    fn a_team_is_edited_whole_or_not_at_all() {
        let (t, mut e) = event();
        let edited = e
            .edit_team(
                &t,
                2,
                "Club Two",
                Some("NED".into()),
                Some("Anna".into()),
                vec![6, 4, 5],
            )
            .unwrap()
            .clone();
        assert_eq!(edited.name, "Club Two");
        assert_eq!(edited.club.as_deref(), Some("NED"));
        assert_eq!(edited.captain.as_deref(), Some("Anna"));
        assert_eq!(edited.players, [6, 4, 5]);
        let before = e.clone();
        // Another team's name, another team's player, an unknown player: nothing changes.
        assert_eq!(
            e.edit_team(&t, 2, "club 1", None, None, vec![4]),
            Err(TeamEventError::NameTaken("club 1".into()))
        );
        assert!(matches!(
            e.edit_team(&t, 2, "Renamed", None, None, vec![4, 1]),
            Err(TeamEventError::Team(TeamError::PlayerInOtherTeam {
                player: 1,
                ..
            }))
        ));
        assert_eq!(
            e.edit_team(&t, 2, "Renamed", None, None, vec![99]),
            Err(TeamEventError::UnknownPlayer(99))
        );
        assert_eq!(
            e.edit_team(&t, 9, "Nine", None, None, vec![]),
            Err(TeamEventError::NoSuchTeam(9))
        );
        assert_eq!(e, before);
    }
}
