//! Players online: what a player may do from their personal page (check in, report the result
//! of their own board, ask for a bye) and the event's settings for it. Nothing a player does
//! decides anything: a report is not a result and a bye request is not a bye until the
//! controller (or a setting the controller chose) says so.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{Board, GameReport, RoundState, StartNo, Tournament};

/// When players must check in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CheckIn {
    /// No check-in: everyone entered is paired.
    #[default]
    None,
    /// Before round 1 only.
    First,
    /// Before every round.
    Every,
}

impl CheckIn {
    pub fn as_str(self) -> &'static str {
        match self {
            CheckIn::None => "none",
            CheckIn::First => "first",
            CheckIn::Every => "every",
        }
    }

    pub fn parse(text: &str) -> Option<CheckIn> {
        match text.trim() {
            "none" => Some(CheckIn::None),
            "first" => Some(CheckIn::First),
            "every" => Some(CheckIn::Every),
            _ => None,
        }
    }

    /// The round a check-in made now counts for, when `paired` rounds of `rounds` are paired:
    /// the next round to pair, if it needs a check-in.
    pub fn round_open(self, paired: u32, rounds: u32) -> Option<u32> {
        let next = paired + 1;
        match self {
            CheckIn::None => None,
            _ if next > rounds => None,
            CheckIn::First => (next == 1).then_some(1),
            CheckIn::Every => Some(next),
        }
    }

    /// Whether pairing round `round` asks who checked in.
    pub fn needed(self, round: u32) -> bool {
        match self {
            CheckIn::None => false,
            CheckIn::First => round == 1,
            CheckIn::Every => true,
        }
    }
}

/// The event's settings for players online.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OnlineSettings {
    pub check_in: CheckIn,
    /// Reports both players agree on are entered as the result at once (off by default: the
    /// controller confirms them).
    pub accept_agreed: bool,
    /// How many requested byes a player may have in the event.
    pub max_byes: u32,
    /// No bye may be asked for in the last this many rounds.
    pub no_byes_last: u32,
    /// Bye requests within the limits are approved at once (off by default).
    pub approve_byes: bool,
}

impl Default for OnlineSettings {
    fn default() -> Self {
        OnlineSettings {
            check_in: CheckIn::None,
            accept_agreed: false,
            max_byes: 1,
            no_byes_last: 1,
            approve_byes: false,
        }
    }
}

/// Why a player's action is refused: each has a stable code (the JSON's `code`) and words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("this event takes no check-in now")]
    NoCheckIn,
    #[error("round {round} is not open for reports (it is {state})")]
    RoundNotOpen { round: u32, state: RoundState },
    #[error("round {0} does not exist")]
    NoSuchRound(u32),
    #[error("round {round} has no board {board}")]
    NoSuchBoard { round: u32, board: u32 },
    #[error("you do not play on board {board} of round {round}")]
    NotYourBoard { round: u32, board: u32 },
    #[error("board {board} has no game {game}")]
    NoSuchGame { board: u32, game: u8 },
    #[error("board {board} of round {round} already has its result")]
    HasResult { round: u32, board: u32 },
    #[error("{0}")]
    BadResult(String),
    #[error("round {round} is already paired: a bye is asked for a later round")]
    ByeTooLate { round: u32 },
    #[error("the event has {rounds} rounds")]
    NoSuchByeRound { rounds: u32 },
    #[error("no bye may be asked for in the last {last} rounds")]
    ByeInLastRounds { last: u32 },
    #[error("you have asked for {used} byes; the event allows {max}")]
    TooManyByes { used: u32, max: u32 },
    #[error("you have already asked for a bye in round {round}")]
    ByeAlreadyAsked { round: u32 },
    #[error("you have withdrawn")]
    Withdrawn,
}

impl Refused {
    /// The stable code of the refusal.
    pub fn code(&self) -> &'static str {
        match self {
            Refused::NoCheckIn => "no-check-in",
            Refused::RoundNotOpen { .. } => "round-not-open",
            Refused::NoSuchRound(_) => "no-such-round",
            Refused::NoSuchBoard { .. } => "no-such-board",
            Refused::NotYourBoard { .. } => "not-your-board",
            Refused::NoSuchGame { .. } => "no-such-game",
            Refused::HasResult { .. } => "has-result",
            Refused::BadResult(_) => "bad-result",
            Refused::ByeTooLate { .. } => "bye-too-late",
            Refused::NoSuchByeRound { .. } => "no-such-round",
            Refused::ByeInLastRounds { .. } => "bye-last-rounds",
            Refused::TooManyByes { .. } => "too-many-byes",
            Refused::ByeAlreadyAsked { .. } => "bye-already-asked",
            Refused::Withdrawn => "withdrawn",
        }
    }
}

/// Checks that player `no` may report game `game` of board `board` of round `round` now: the
/// round is published (not a draft, not closed), the player sits at that board, the game
/// exists and the board has no result yet. Returns the board.
pub fn check_report(
    t: &Tournament,
    no: StartNo,
    round: u32,
    board: u32,
    game: u8,
) -> Result<&Board, Refused> {
    let r = t.round(round).ok_or(Refused::NoSuchRound(round))?;
    match r.state() {
        RoundState::Published | RoundState::ResultsComplete => {}
        state => return Err(Refused::RoundNotOpen { round, state }),
    }
    let b = r
        .board(board)
        .ok_or(Refused::NoSuchBoard { round, board })?;
    if !b.has_entry(no) || b.is_bye() {
        return Err(Refused::NotYourBoard { round, board });
    }
    if !b.games.iter().any(|g| g.number == game) {
        return Err(Refused::NoSuchGame { board, game });
    }
    if b.games.iter().any(|g| g.has_result()) {
        return Err(Refused::HasResult { round, board });
    }
    Ok(b)
}

/// Reads a player's result in the grid's notation (from the home seat's view:
/// [`GameReport::parse`]).
pub fn parse_result(t: &Tournament, text: &str) -> Result<GameReport, Refused> {
    GameReport::parse(text, &t.settings().scoring).map_err(|e| Refused::BadResult(e.to_string()))
}

/// What the players of a board reported, per player and game.
pub type Reports = BTreeMap<StartNo, BTreeMap<u8, GameReport>>;

/// How the reports of a board stand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "state")]
pub enum Agreement {
    /// Nobody reported.
    None,
    /// Not both players reported every game yet, and what is reported agrees.
    Partial,
    /// Both players reported every game alike: the board's result, game by game.
    Agreed { games: Vec<GameReport> },
    /// The players reported some game differently.
    Disagree,
}

/// How the reports of board `b` stand.
pub fn agreement(b: &Board, reports: &Reports) -> Agreement {
    let players: Vec<StartNo> = b.pairing.entries().collect();
    if players.len() < 2 || reports.values().all(BTreeMap::is_empty) {
        return Agreement::None;
    }
    let mut games = Vec::with_capacity(b.games.len());
    let mut complete = true;
    for g in &b.games {
        let said: Vec<Option<GameReport>> = players
            .iter()
            .map(|p| reports.get(p).and_then(|r| r.get(&g.number)).copied())
            .collect();
        match (said[0], said[1]) {
            (Some(a), Some(b)) if a != b => return Agreement::Disagree,
            (Some(a), Some(_)) => games.push(a),
            _ => complete = false,
        }
    }
    if complete {
        Agreement::Agreed { games }
    } else {
        Agreement::Partial
    }
}

/// Checks that player `no` may ask for a bye in round `round`, having `asked` byes already
/// (requested and approved, or pending), under `s`.
pub fn check_bye(
    t: &Tournament,
    s: &OnlineSettings,
    no: StartNo,
    round: u32,
    asked: &[u32],
) -> Result<(), Refused> {
    let rounds = t.settings().rounds;
    let paired = t.rounds().len() as u32;
    if t.entry(no)
        .is_some_and(|e| e.availability(round) == super::Availability::Withdrawn)
    {
        return Err(Refused::Withdrawn);
    }
    if round == 0 || round > rounds {
        return Err(Refused::NoSuchByeRound { rounds });
    }
    if round <= paired {
        return Err(Refused::ByeTooLate { round });
    }
    if round + s.no_byes_last > rounds {
        return Err(Refused::ByeInLastRounds {
            last: s.no_byes_last,
        });
    }
    if asked.contains(&round) {
        return Err(Refused::ByeAlreadyAsked { round });
    }
    let used = asked.len() as u32;
    if used >= s.max_byes {
        return Err(Refused::TooManyByes {
            used,
            max: s.max_byes,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Entry, Pairing, PlayerName, Preset, Settings};

    fn event(players: u32, rounds: u32) -> Tournament {
        // Single games (the English preset plays two-game matches).
        let mut s = Settings::preset(Preset::English, "Open", rounds);
        s.games_per_round = 1;
        let mut t = Tournament::new(s).unwrap();
        for n in 1..=players {
            t.add_entry(Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap())
                .unwrap();
        }
        t
    }

    fn paired(t: &mut Tournament) {
        let n = t
            .pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        t.publish_round(n).unwrap();
    }

    #[test]
    fn check_in_opens_for_the_next_round_the_setting_names() {
        assert_eq!(CheckIn::None.round_open(0, 5), None);
        assert_eq!(CheckIn::First.round_open(0, 5), Some(1));
        assert_eq!(CheckIn::First.round_open(1, 5), None);
        assert_eq!(CheckIn::Every.round_open(2, 5), Some(3));
        assert_eq!(CheckIn::Every.round_open(5, 5), None);
        assert!(CheckIn::First.needed(1) && !CheckIn::First.needed(2));
        assert_eq!(CheckIn::parse("every"), Some(CheckIn::Every));
        assert_eq!(CheckIn::parse("sometimes"), None);
    }

    #[test]
    fn a_report_is_for_ones_own_board_of_an_open_round_without_result() {
        let mut t = event(4, 5);
        assert_eq!(
            check_report(&t, 1, 1, 1, 1).unwrap_err(),
            Refused::NoSuchRound(1)
        );
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        assert_eq!(
            check_report(&t, 1, 1, 1, 1).unwrap_err().code(),
            "round-not-open"
        );
        t.publish_round(1).unwrap();
        assert!(check_report(&t, 1, 1, 1, 1).is_ok());
        assert!(check_report(&t, 2, 1, 1, 1).is_ok());
        assert_eq!(
            check_report(&t, 1, 1, 2, 1).unwrap_err(),
            Refused::NotYourBoard { round: 1, board: 2 }
        );
        assert_eq!(
            check_report(&t, 1, 1, 1, 2).unwrap_err().code(),
            "no-such-game"
        );
        assert_eq!(
            check_report(&t, 1, 1, 9, 1).unwrap_err().code(),
            "no-such-board"
        );
        t.enter_result(
            1,
            1,
            &crate::domain::BoardReport::new(vec![GameReport::Draw]),
            None,
        )
        .unwrap();
        assert_eq!(
            check_report(&t, 1, 1, 1, 1).unwrap_err().code(),
            "has-result"
        );
        t.enter_result(
            1,
            2,
            &crate::domain::BoardReport::new(vec![GameReport::Draw]),
            None,
        )
        .unwrap();
        t.close_round(1).unwrap();
        assert_eq!(
            check_report(&t, 3, 1, 2, 1).unwrap_err().code(),
            "round-not-open"
        );
    }

    #[test]
    fn reports_agree_only_when_both_players_said_the_same_of_every_game() {
        let mut t = event(4, 5);
        paired(&mut t);
        let b = t.round(1).unwrap().board(1).unwrap();
        let mut reports = Reports::new();
        assert_eq!(agreement(b, &reports), Agreement::None);
        reports
            .entry(1)
            .or_default()
            .insert(1, GameReport::HomeWins);
        assert_eq!(agreement(b, &reports), Agreement::Partial);
        reports
            .entry(2)
            .or_default()
            .insert(1, GameReport::HomeWins);
        assert_eq!(
            agreement(b, &reports),
            Agreement::Agreed {
                games: vec![GameReport::HomeWins]
            }
        );
        reports.entry(2).or_default().insert(1, GameReport::Draw);
        assert_eq!(agreement(b, &reports), Agreement::Disagree);
    }

    #[test]
    fn byes_are_asked_within_the_limits() {
        let mut t = event(4, 5);
        paired(&mut t);
        let s = OnlineSettings::default();
        assert!(check_bye(&t, &s, 1, 2, &[]).is_ok());
        assert!(check_bye(&t, &s, 1, 4, &[]).is_ok());
        assert_eq!(
            check_bye(&t, &s, 1, 1, &[]).unwrap_err(),
            Refused::ByeTooLate { round: 1 }
        );
        // Not in the last round (the default keeps the last round free of byes).
        assert_eq!(
            check_bye(&t, &s, 1, 5, &[]).unwrap_err().code(),
            "bye-last-rounds"
        );
        assert_eq!(
            check_bye(&t, &s, 1, 6, &[]).unwrap_err().code(),
            "no-such-round"
        );
        assert_eq!(
            check_bye(&t, &s, 1, 3, &[2]).unwrap_err(),
            Refused::TooManyByes { used: 1, max: 1 }
        );
        assert_eq!(
            check_bye(&t, &s, 1, 2, &[2]).unwrap_err().code(),
            "bye-already-asked"
        );
        let two = OnlineSettings {
            max_byes: 2,
            no_byes_last: 0,
            ..s
        };
        assert!(check_bye(&t, &two, 1, 3, &[2]).is_ok());
        assert!(check_bye(&t, &two, 1, 5, &[2]).is_ok());
    }
}
