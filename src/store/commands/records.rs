//! Game records: a game's PDN, its verification by the rules (from the ballot of its board)
//! and the controller's ruling.

use rusqlite::Connection;

use crate::ballot;
use crate::domain::{RoundError, Tournament, TournamentError};

use super::super::audit::{self, json};
use super::super::games::{self, GameRecord};
use super::super::{StoreError, knockout, rounds};
use super::{Check, Stale, board_id, change, in_tournament, version};

/// Where a game is: round, board and game number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameRef {
    pub round: u32,
    pub board: u32,
    pub game: u8,
}

/// A record and ruling as typed, with what the page showed (`was`, `None` for no check).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordEdit {
    pub pdn: Option<String>,
    pub ruling: Option<String>,
    /// The record and ruling the edit was based on.
    pub was: Option<(Option<String>, Option<String>)>,
}

fn game_id(tx: &Connection, tid: i64, at: GameRef) -> Result<i64, StoreError> {
    let bid = board_id(tx, tid, at.round, at.board)?;
    games::id(tx, bid, at.game)?.ok_or_else(|| {
        StoreError::Domain(TournamentError::Round(RoundError::NoSuchGame {
            round: at.round,
            board: at.board,
            game: at.game,
            games: 0,
        }))
    })
}

/// The stored record of a game.
pub fn stored_record(conn: &Connection, tid: i64, at: GameRef) -> Result<GameRecord, StoreError> {
    let missing = || {
        StoreError::NotFound(format!(
            "round {} has no board {} with a game {}",
            at.round, at.board, at.game
        ))
    };
    let rid = rounds::id(conn, tid, at.round)?.ok_or_else(missing)?;
    let bid = rounds::board_id(conn, rid, at.board)?.ok_or_else(missing)?;
    let gid = games::id(conn, bid, at.game)?.ok_or_else(missing)?;
    games::record(conn, gid)
}

/// The verification of a game record by the rules of the tournament's variant, from the
/// ballot of its board where there is one.
pub fn verify(t: &Tournament, at: GameRef, pdn: Option<&str>) -> Option<serde_json::Value> {
    let pdn = pdn?;
    let opening = t
        .round(at.round)
        .and_then(|r| ballot::opening_of_game(r, at.board, at.game));
    ballot::record::check_game_record(
        pdn,
        t.settings().variant,
        opening.as_ref(),
        ballot::library(),
    )
    .and_then(|c| serde_json::to_value(c.said_once()).ok())
}

/// Saves a game's record and ruling as typed: refused ([`StoreError::Stale`]) when the
/// stored ones are not those the page showed; a new record is verified again.
pub fn save_record(
    conn: &mut Connection,
    tid: i64,
    at: GameRef,
    edit: &RecordEdit,
    who: &str,
) -> Result<(), StoreError> {
    save(conn, tid, RecordAt::Board(at), edit, who)
}

/// A game whose record is kept: a board's game, or a knock-out's tie game (tie-break games
/// included). Both are saved, checked and audited the one way ([`save`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordAt {
    Board(GameRef),
    Tie(TieGameRef),
}

impl RecordAt {
    /// The stored game's id.
    fn id(self, tx: &Connection, tid: i64) -> Result<i64, StoreError> {
        match self {
            RecordAt::Board(at) => game_id(tx, tid, at),
            RecordAt::Tie(at) => tie_game_id(tx, tid, at),
        }
    }

    fn read(self, conn: &Connection, id: i64) -> Result<GameRecord, StoreError> {
        match self {
            RecordAt::Board(_) => games::record(conn, id),
            RecordAt::Tie(_) => knockout::record(conn, id),
        }
    }

    fn store(self, tx: &Connection, id: i64, rec: &GameRecord) -> Result<(), StoreError> {
        match self {
            RecordAt::Board(_) => games::set_record(tx, id, rec),
            RecordAt::Tie(_) => knockout::set_record(tx, id, rec),
        }
    }

    /// What the audit log calls the game.
    fn entity(self) -> &'static str {
        match self {
            RecordAt::Board(_) => "game",
            RecordAt::Tie(_) => "knockout-game",
        }
    }

    /// The record in words, for a stale form.
    fn what(self) -> String {
        match self {
            RecordAt::Board(at) => format!(
                "the record of round {}, board {}, game {}",
                at.round, at.board, at.game
            ),
            RecordAt::Tie(at) => format!("the record of {}, game {}", at.tie, at.game),
        }
    }

    /// The verification of `pdn` by the rules of the tournament's variant, from the ballot
    /// of the game's board (a tie game: of its pair of games, where the event ballots).
    fn verify(self, t: &Tournament, pdn: Option<&str>) -> Option<serde_json::Value> {
        match self {
            RecordAt::Board(at) => verify(t, at, pdn),
            RecordAt::Tie(at) => {
                let key = crate::domain::knockout::tie_key(at.tie);
                let opening = ballot::draw::tie_ballot(t, &key, at.game);
                ballot::record::check_game_record(
                    pdn?,
                    t.settings().variant,
                    opening.as_ref(),
                    ballot::library(),
                )
                .and_then(|c| serde_json::to_value(c.said_once()).ok())
            }
        }
    }
}

/// Saves a game's record and ruling as typed: refused ([`StoreError::Stale`]) when the stored
/// ones are not those the page showed; a new record is verified again, an unchanged one keeps
/// its verification.
pub fn save(
    conn: &mut Connection,
    tid: i64,
    at: RecordAt,
    edit: &RecordEdit,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, Check::any(), |tx, t| {
        let id = at.id(tx, tid)?;
        let before = at.read(tx, id)?;
        if let Some(was) = &edit.was
            && *was != (before.pdn.clone(), before.ruling.clone())
        {
            let text = |pdn: &Option<String>, ruling: &Option<String>| {
                format!(
                    "{}\nruling: {}",
                    pdn.clone().unwrap_or_default(),
                    ruling.clone().unwrap_or_default()
                )
            };
            return Err(StoreError::Stale(Box::new(Stale {
                what: at.what(),
                yours_version: None,
                version: version(tx, tid)?,
                current: text(&before.pdn, &before.ruling),
                stored: serde_json::json!({ "pdn": before.pdn, "ruling": before.ruling }),
                boards: Vec::new(),
            })));
        }
        let rec = GameRecord {
            verification: if edit.pdn == before.pdn {
                before.verification.clone()
            } else {
                at.verify(t, edit.pdn.as_deref())
            },
            pdn: edit.pdn.clone(),
            ruling: edit.ruling.clone(),
        };
        write(tx, tid, at, id, &before, &rec, who)
    })
}

fn write(
    tx: &Connection,
    tid: i64,
    at: RecordAt,
    id: i64,
    before: &GameRecord,
    rec: &GameRecord,
    who: &str,
) -> Result<(), StoreError> {
    at.store(tx, id, rec)?;
    let mut c = change(who, tid, at.entity(), Some(id), "record");
    c.before = Some(json(before));
    c.after = Some(json(rec));
    audit::record(tx, &c)?;
    Ok(())
}

/// Stores a game's PDN record, verification and ruling as given.
pub fn set_game_record(
    conn: &mut Connection,
    tid: i64,
    at: GameRef,
    rec: &GameRecord,
    who: &str,
) -> Result<(), StoreError> {
    in_tournament(conn, tid, Check::any(), |tx, _| {
        let at = RecordAt::Board(at);
        let id = at.id(tx, tid)?;
        let before = at.read(tx, id)?;
        write(tx, tid, at, id, &before, rec, who)
    })
}

/// Where a knock-out's tie game is: the tie and the game's number in it (tie-break games
/// included).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TieGameRef {
    pub tie: crate::domain::knockout::TieId,
    pub game: u32,
}

fn tie_game_id(tx: &Connection, tid: i64, at: TieGameRef) -> Result<i64, StoreError> {
    knockout::game_id(tx, tid, at.tie, at.game)?
        .ok_or_else(|| StoreError::NotFound(format!("{} has no game {} played", at.tie, at.game)))
}

/// The stored record of a knock-out's tie game.
pub fn stored_tie_record(
    conn: &Connection,
    tid: i64,
    at: TieGameRef,
) -> Result<GameRecord, StoreError> {
    let id = tie_game_id(conn, tid, at)?;
    knockout::record(conn, id)
}

/// Saves a tie game's record and ruling as typed, as [`save_record`] does for a board's game:
/// refused when the stored ones are not those the page showed; a new record is verified by the
/// rules of the tournament's variant, from the ballot of its pair of games where the event
/// ballots.
pub fn save_tie_record(
    conn: &mut Connection,
    tid: i64,
    at: TieGameRef,
    edit: &RecordEdit,
    who: &str,
) -> Result<(), StoreError> {
    save(conn, tid, RecordAt::Tie(at), edit, who)
}
