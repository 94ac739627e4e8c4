//! Whole tournaments as JSON files: settings, entries, and every round's boards and results.
//! A file is replayed through the tournament's own commands, so it obeys every rule they do.

use serde::{Deserialize, Serialize};

use super::entry::{Entry, StartNo};
use super::round::{BallotRef, BoardReport, ByeKind, Pairing, RoundState};
use super::settings::Settings;
use super::tournament::{Tournament, TournamentError};

/// One board of a round in a file: two entries with a result, or a pairing bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home: Option<StartNo>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away: Option<StartNo>,
    /// The entry given the pairing-allocated bye.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<StartNo>,
    /// The result as `BoardReport` text, e.g. `1-0 =` or `+:- +:-` or `0-1 = sheets:home`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ballot: Option<BallotRef>,
}

/// One round in a file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundFile {
    pub round: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ballot: Option<BallotRef>,
    pub boards: Vec<BoardFile>,
    /// Whether the round was closed.
    #[serde(default)]
    pub closed: bool,
}

/// A tournament file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentFile {
    pub settings: Settings,
    pub entries: Vec<Entry>,
    pub rounds: Vec<RoundFile>,
}

/// A file that cannot be read or replayed.
#[derive(Debug, thiserror::Error)]
pub enum FixtureError {
    #[error("not a tournament file: {0}")]
    Json(#[from] serde_json::Error),
    #[error("round {round} is listed as round {listed}")]
    RoundOutOfOrder { round: u32, listed: u32 },
    #[error("round {round}, board {board}: give `home` and `away`, or `bye`")]
    BadBoard { round: u32, board: usize },
    #[error("round {round}, board {board}: {source}")]
    Board {
        round: u32,
        board: usize,
        source: TournamentError,
    },
    #[error("round {round}: {source}")]
    Round { round: u32, source: TournamentError },
    #[error("entries: {0}")]
    Entry(TournamentError),
}

impl TournamentFile {
    pub fn from_json(text: &str) -> Result<TournamentFile, FixtureError> {
        Ok(serde_json::from_str(text)?)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a tournament file always serializes")
    }

    /// Replays the file through the tournament's commands.
    pub fn into_tournament(self) -> Result<Tournament, FixtureError> {
        let mut t = Tournament::new(self.settings).map_err(FixtureError::Entry)?;
        for e in self.entries {
            t.add_entry(e).map_err(FixtureError::Entry)?;
        }
        for (i, rf) in self.rounds.iter().enumerate() {
            let round = i as u32 + 1;
            if rf.round != round {
                return Err(FixtureError::RoundOutOfOrder {
                    round,
                    listed: rf.round,
                });
            }
            let rerr = |source| FixtureError::Round { round, source };
            let mut pairings = Vec::new();
            for (k, b) in rf.boards.iter().enumerate() {
                pairings.push(match (b.home, b.away, b.bye) {
                    (Some(home), Some(away), None) => Pairing::game(home, away),
                    (None, None, Some(e)) => Pairing::Bye {
                        entry: e,
                        kind: ByeKind::Pairing,
                    },
                    _ => {
                        return Err(FixtureError::BadBoard {
                            round,
                            board: k + 1,
                        });
                    }
                });
            }
            t.pair_round(&pairings, rf.ballot.clone()).map_err(rerr)?;
            // Boards with two players are numbered first, in file order.
            let game_boards: Vec<&BoardFile> =
                rf.boards.iter().filter(|b| b.bye.is_none()).collect();
            for (k, b) in game_boards.iter().enumerate() {
                if b.ballot.is_some() {
                    t.set_board_ballot(round, k as u32 + 1, b.ballot.clone())
                        .map_err(|source| FixtureError::Board {
                            round,
                            board: k + 1,
                            source,
                        })?;
                }
            }
            t.publish_round(round).map_err(rerr)?;
            for (k, b) in game_boards.iter().enumerate() {
                if let Some(text) = &b.result {
                    let berr = |source| FixtureError::Board {
                        round,
                        board: k + 1,
                        source,
                    };
                    let report = BoardReport::parse(text, &t.settings().scoring)
                        .map_err(|e| berr(e.into()))?;
                    t.record_result(round, k as u32 + 1, &report)
                        .map_err(berr)?;
                }
            }
            if rf.closed {
                t.close_round(round).map_err(rerr)?;
            }
        }
        Ok(t)
    }

    /// The file of a tournament (its boards with results and ballots).
    pub fn from_tournament(t: &Tournament) -> TournamentFile {
        let rounds = t
            .rounds()
            .iter()
            .map(|r| RoundFile {
                round: r.number,
                ballot: r.ballot.clone(),
                boards: r
                    .boards
                    .iter()
                    .filter_map(|b| match b.pairing {
                        Pairing::Game { home, away } => Some(BoardFile {
                            home: Some(home),
                            away: Some(away),
                            bye: None,
                            result: b.report().map(|rep| rep.to_string()),
                            ballot: b.ballot.clone(),
                        }),
                        Pairing::Bye {
                            entry,
                            kind: ByeKind::Pairing,
                        } => Some(BoardFile {
                            home: None,
                            away: None,
                            bye: Some(entry),
                            result: None,
                            ballot: None,
                        }),
                        Pairing::Bye { .. } => None,
                    })
                    .collect(),
                closed: r.state == RoundState::Closed,
            })
            .collect();
        TournamentFile {
            settings: t.settings().clone(),
            entries: t.entries().to_vec(),
            rounds,
        }
    }
}
