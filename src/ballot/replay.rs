//! A game record replayed ply by ply for the public game viewer: the position after every
//! move, with the moves of the balloted opening marked.
//!
//! The record is read with the rules crate and each main-line move is resolved as the
//! verification resolves it (origin and destination when they name one legal move, else the
//! full move text). Where the record stands against its ballot is decided by
//! [`verify_from_ballot`]: a record that writes the ballot moves has them marked; one that
//! starts after them gets them shown first (from the initial position, marked as not written
//! in the record), or starts from the balloted position when the deck gives positions; one
//! from another opening is replayed from its own start. A move that cannot be played ends
//! the replay; the moves after it are kept as written.

use draughts_rules::pdn::{MoveToken, PdnGame, SquareText, read_str};
use draughts_rules::{Color, Move, MoveText, Position, Square, Variant, VariantPosition};

use super::deck::{Library, Start};
use super::record::{RecordStart, verify_from_ballot};
use crate::domain::BallotRef;

/// One ply of the replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    /// The move number as on a score-sheet.
    pub number: usize,
    /// The side that played it.
    pub side: Color,
    /// The move as written (the deck's text for a ballot move not written in the record).
    pub text: String,
    /// The position after it (FEN).
    pub fen: String,
    /// The squares it starts from and lands on, for marking.
    pub squares: Vec<Square>,
    /// A move of the balloted opening.
    pub ballot: bool,
    /// Written in the record (false for ballot moves the record starts after).
    pub in_record: bool,
}

/// How the record stands against its ballot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BallotView {
    /// The opening as stored with the round or board.
    pub opening: String,
    /// What was found, in words.
    pub note: String,
    /// What was found, as a key the pages write in their language (`with-ballot`,
    /// `from-ballot-fen`, `after-ballot`, `ballot-position`, `other-opening`, `deck-unknown`).
    pub note_key: &'static str,
    /// The start position is the balloted position (a deck of positions, or a `FEN` tag).
    pub start_is_ballot: bool,
    /// The record starts from another opening.
    pub flagged: bool,
}

/// A record replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    pub variant: Variant,
    /// The position before the first ply (FEN).
    pub start_fen: String,
    pub plies: Vec<Ply>,
    /// The record's moves after one that cannot be played, as written.
    pub rest: Vec<String>,
    /// Why the replay stopped before the record's end.
    pub stopped: Option<String>,
    pub ballot: Option<BallotView>,
    /// The record's own result (`None` for `*`).
    pub result: Option<String>,
}

/// The move a token names, as the verification reads it: origin and destination when they
/// name one legal move, else the whole text.
fn resolve(pos: &VariantPosition, mv: &MoveToken) -> Result<Move, String> {
    let v = pos.variant();
    let square = |s: SquareText| match s {
        SquareText::Numeric(n) => Square::new(v, u32::from(n)),
        SquareText::Algebraic { file, rank } if v.board_size() == 8 && rank >= 1 => {
            Square::from_coords(v, u32::from(file), u32::from(rank) - 1)
        }
        SquareText::Algebraic { .. } => None,
    };
    if let [a, b] = mv.squares[..]
        && let (Some(from), Some(to)) = (square(a), square(b))
    {
        let mut found = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.to() == to);
        if let (Some(m), None) = (found.next(), found.next()) {
            return Ok(m);
        }
    }
    let sep = if mv.is_written_as_capture() { "x" } else { "-" };
    let text = mv
        .squares
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(sep);
    let text = text.parse::<MoveText>().map_err(|e| e.to_string())?;
    text.to_move(pos).map_err(|e| e.to_string())
}

/// The squares a move starts from and lands on.
fn squares(m: &Move) -> Vec<Square> {
    let mut out = vec![m.from()];
    for &s in m.path() {
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

struct Player {
    pos: VariantPosition,
    plies: Vec<Ply>,
    /// 1 when the start position has the second mover to move (its first ply is the second
    /// half of move 1).
    offset: usize,
}

impl Player {
    fn new(pos: VariantPosition) -> Player {
        let offset = usize::from(pos.turn() != pos.variant().first_to_move());
        Player {
            pos,
            plies: Vec::new(),
            offset,
        }
    }

    fn play(&mut self, m: &Move, text: &str, ballot: bool, in_record: bool) -> Result<(), String> {
        let side = self.pos.turn();
        self.pos.play(m).map_err(|e| e.to_string())?;
        self.plies.push(Ply {
            number: (self.plies.len() + 1 + self.offset).div_ceil(2),
            side,
            text: text.to_owned(),
            fen: self.pos.to_fen(),
            squares: squares(m),
            ballot,
            in_record,
        });
        Ok(())
    }
}

/// The position a record starts from by itself: its `FEN` tag, else the initial position.
fn own_start(game: &PdnGame, variant: Variant) -> Result<VariantPosition, String> {
    match game.fen() {
        Some(fen) => VariantPosition::from_fen(variant, fen)
            .map_err(|e| format!("the record's FEN tag cannot be read: {e}")),
        None => Ok(VariantPosition::new(variant)),
    }
}

/// Replays the first game of `pdn` as a game of `variant` opened by `ballot` (if any).
pub fn replay(
    pdn: &str,
    variant: Variant,
    ballot: Option<&BallotRef>,
    lib: &Library,
) -> Result<Replay, String> {
    let game = match read_str(pdn, variant).into_iter().next() {
        Some(Ok(g)) => g,
        Some(Err(e)) => return Err(e.to_string()),
        None => return Err("the record holds no game".to_owned()),
    };
    let found = ballot.and_then(|b| {
        let deck = lib.find(&b.deck)?;
        Some((deck, deck.find_reference(&b.opening)?))
    });
    // Where play starts, the ballot moves to show first, and the record plies that are the
    // ballot's.
    let mut view = None;
    let mut prefix: Vec<String> = Vec::new();
    let mut written_ballot = 0;
    let start = match (ballot, found) {
        (Some(b), Some((deck, o))) => {
            let v = verify_from_ballot(&game, variant, deck, o);
            let (start, note, start_is_ballot) = match v.start {
                RecordStart::WithBallot { plies } => {
                    written_ballot = plies;
                    (
                        own_start(&game, variant)?,
                        ("with-ballot", "the record writes the ballot moves (marked)"),
                        false,
                    )
                }
                RecordStart::AfterBallot if game.fen().is_some() => (
                    own_start(&game, variant)?,
                    (
                        "from-ballot-fen",
                        "the record starts from the balloted position",
                    ),
                    true,
                ),
                RecordStart::AfterBallot if deck.start == Start::Moves => {
                    prefix = o
                        .moves(deck.start)
                        .iter()
                        .map(|m| (*m).to_owned())
                        .collect();
                    (
                        VariantPosition::new(variant),
                        (
                            "after-ballot",
                            "the record starts after the ballot: its moves are shown first (marked)",
                        ),
                        false,
                    )
                }
                RecordStart::AfterBallot => {
                    let fen = deck.start_fen(o, variant).ok_or_else(|| {
                        format!("the ballot {} has no {variant} position", b.opening)
                    })?;
                    (
                        VariantPosition::from_fen(variant, fen).map_err(|e| e.to_string())?,
                        (
                            "ballot-position",
                            "the game starts from the balloted position",
                        ),
                        true,
                    )
                }
                RecordStart::OtherOpening => (
                    own_start(&game, variant)?,
                    (
                        "other-opening",
                        "the record starts from another opening than the ballot",
                    ),
                    false,
                ),
            };
            view = Some(BallotView {
                opening: b.opening.clone(),
                note: note.1.to_owned(),
                note_key: note.0,
                start_is_ballot,
                flagged: v.flagged,
            });
            start
        }
        (Some(b), None) => {
            view = Some(BallotView {
                opening: b.opening.clone(),
                note: "the ballot's deck is not known here: the record is shown from its own start"
                    .to_owned(),
                note_key: "deck-unknown",
                start_is_ballot: false,
                flagged: false,
            });
            own_start(&game, variant)?
        }
        (None, _) => own_start(&game, variant)?,
    };
    let start_fen = start.to_fen();
    let mut p = Player::new(start);
    for text in &prefix {
        let m = text
            .parse::<MoveText>()
            .map_err(|e| e.to_string())
            .and_then(|t| t.to_move(&p.pos).map_err(|e| e.to_string()))
            .map_err(|e| format!("the ballot move {text} cannot be played: {e}"))?;
        p.play(&m, text, true, false)?;
    }
    let moves: Vec<&MoveToken> = game.main_line().map(|n| &n.mv).collect();
    let mut stopped = None;
    let mut rest = Vec::new();
    for (i, mv) in moves.iter().enumerate() {
        match resolve(&p.pos, mv) {
            Ok(m) => p.play(&m, &mv.text, i < written_ballot, true)?,
            Err(e) => {
                let side = match p.pos.turn() {
                    Color::White => "White",
                    Color::Black => "Black",
                };
                stopped = Some(format!(
                    "{side}'s move {} cannot be played here ({e}); the record is not followed further",
                    mv.text
                ));
                rest = moves[i..].iter().map(|m| m.text.clone()).collect();
                break;
            }
        }
    }
    Ok(Replay {
        variant,
        start_fen,
        plies: p.plies,
        rest,
        stopped,
        ballot: view,
        result: game.result.map(|r| r.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ballot::deck::built_in;

    fn lib() -> Library {
        Library::with_dir(None)
    }

    fn acf(id: &str) -> BallotRef {
        let d = built_in().iter().find(|d| d.name == "acf-3move").unwrap();
        BallotRef {
            deck: d.name.clone(),
            opening: d.reference(d.opening(id).unwrap()),
            seed: None,
            pairs: Vec::new(),
        }
    }

    fn fen_after(variant: Variant, moves: &[&str]) -> String {
        let mut pos = VariantPosition::new(variant);
        for m in moves {
            let m = m.parse::<MoveText>().unwrap().to_move(&pos).unwrap();
            pos.play(&m).unwrap();
        }
        pos.to_fen()
    }

    #[test]
    fn every_ply_has_its_position_number_and_squares() {
        let r = replay(
            "1. 32-28 19-23 2. 28x19 14x23 1-1",
            Variant::International,
            None,
            &lib(),
        )
        .unwrap();
        assert_eq!(
            r.start_fen,
            VariantPosition::new(Variant::International).to_fen()
        );
        assert_eq!(r.plies.len(), 4);
        let moves = ["32-28", "19-23", "28x19", "14x23"];
        for (k, p) in r.plies.iter().enumerate() {
            assert_eq!(p.text, moves[k]);
            assert_eq!(p.fen, fen_after(Variant::International, &moves[..=k]));
            assert_eq!(p.number, k / 2 + 1);
            assert!(p.in_record && !p.ballot);
        }
        assert_eq!(r.plies[0].side, Color::White);
        assert_eq!(r.plies[1].side, Color::Black);
        let sq = |n| Square::new(Variant::International, n).unwrap();
        assert_eq!(r.plies[2].squares, vec![sq(28), sq(19)]);
        assert_eq!(r.result.as_deref(), Some("1-1"));
        assert_eq!(r.stopped, None);
        assert!(r.ballot.is_none());
    }

    #[test]
    fn ballot_moves_written_in_the_record_are_marked() {
        // ACF 5: 9-13 22-18 6-9.
        let b = acf("5");
        let r = replay(
            "1. 9-13 22-18 2. 6-9 25-22 *",
            Variant::English,
            Some(&b),
            &lib(),
        )
        .unwrap();
        let marked: Vec<bool> = r.plies.iter().map(|p| p.ballot).collect();
        assert_eq!(marked, [true, true, true, false]);
        assert!(r.plies.iter().all(|p| p.in_record));
        let v = r.ballot.unwrap();
        assert!(v.opening.starts_with("ACF 5"), "{v:?}");
        assert!(!v.flagged && !v.start_is_ballot);
    }

    #[test]
    fn a_record_after_the_ballot_gets_the_ballot_moves_first() {
        let b = acf("5");
        let r = replay(
            "2. 25-22 11-16 3. 24-19 *",
            Variant::English,
            Some(&b),
            &lib(),
        )
        .unwrap();
        let texts: Vec<&str> = r.plies.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(texts, ["9-13", "22-18", "6-9", "25-22", "11-16", "24-19"]);
        assert!(r.plies[..3].iter().all(|p| p.ballot && !p.in_record));
        assert!(r.plies[3..].iter().all(|p| !p.ballot && p.in_record));
        // English: Black (the first mover) plays move 1; White's 25-22 is the second half of
        // move 2.
        assert_eq!((r.plies[3].number, r.plies[3].side), (2, Color::White));
        assert_eq!(
            r.plies[5].fen,
            fen_after(
                Variant::English,
                &["9-13", "22-18", "6-9", "25-22", "11-16", "24-19"]
            )
        );
    }

    #[test]
    fn a_deck_of_positions_starts_the_game_there() {
        let d = built_in().iter().find(|d| d.name == "idf-russian").unwrap();
        let o = d.opening("I-2").unwrap();
        let b = BallotRef {
            deck: d.name.clone(),
            opening: d.reference(o),
            seed: None,
            pairs: Vec::new(),
        };
        let r = replay("1. e3-f4 a7-b6 *", Variant::Russian, Some(&b), &lib()).unwrap();
        assert_eq!(Some(r.start_fen.as_str()), d.start_fen(o, Variant::Russian));
        assert!(r.ballot.as_ref().unwrap().start_is_ballot);
        assert_eq!(r.plies.len(), 2);
        assert!(r.plies.iter().all(|p| !p.ballot));
    }

    #[test]
    fn another_opening_is_flagged_and_an_irregular_move_stops_the_replay() {
        let b = acf("5");
        let r = replay("1. 11-15 23-19 *", Variant::English, Some(&b), &lib()).unwrap();
        assert!(r.ballot.unwrap().flagged);
        assert_eq!(r.plies.len(), 2);
        let r = replay(
            "1. 11-15 24-20 2. 15-11 8-11 1-0",
            Variant::English,
            None,
            &lib(),
        )
        .unwrap();
        assert_eq!(r.plies.len(), 2);
        assert_eq!(r.rest, ["15-11", "8-11"]);
        assert!(r.stopped.unwrap().contains("15-11"));
        assert!(replay("", Variant::English, None, &lib()).is_err());
    }
}
