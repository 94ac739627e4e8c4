//! Opening ballots: decks of openings checked by the rules, seeded draws without repeats, and
//! game records verified from the balloted opening. Plain Rust: no database, no HTTP.
//!
//! - [`deck`]: the deck format (`fixtures/ballots/README.md`), the decks compiled in, and a
//!   controller's own deck files.
//! - [`draw`]: draws for a round (one opening for every board, or one per board), redraws and
//!   openings set by hand, with the seed of every draw.
//! - [`record`]: a game record verified from its ballot, written with or without the ballot
//!   moves; one from another opening is flagged.
//!
//! In a match round (two or more games a board) every game of the board is played from the
//! same opening, the colours reversed each game ([`opening_of_game`]).

pub mod deck;
pub mod draw;
pub mod record;
pub mod replay;

pub use deck::{Deck, DeckError, DeckOpening, Library, Start, Use, built_in, find, library};
pub use draw::{BallotError, RoundBallot, draw_round, plan, round_seed, set_by_hand};
pub use record::{BallotVerification, RecordStart, verify_from_ballot};

use crate::domain::{BallotRef, Round};

/// The opening of game `game` of board `board`: the board's own ballot, else the round's. The
/// same for both games of a pair (a match plays each opening twice, colours reversed); a round
/// of more than two games plays its later pairs on their own openings ([`BallotRef::for_game`]).
pub fn opening_of_game(round: &Round, board: u32, game: u8) -> Option<BallotRef> {
    let b = round.board(board)?;
    b.games.iter().find(|g| g.number == game)?;
    b.ballot
        .as_ref()
        .or(round.ballot())
        .map(|o| o.for_game(game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Entry, Pairing, PlayerName, Preset, Settings, Tournament};

    #[test]
    fn match_games_share_the_opening_with_colours_reversed() {
        let s = Settings::preset(Preset::English, "Match", 3);
        assert_eq!(s.games_per_round, 2);
        let mut t = Tournament::new(s).unwrap();
        for no in 1..=4 {
            let name = PlayerName::parse(&format!("P{no}")).unwrap();
            t.add_entry(Entry::new(no, name).unwrap()).unwrap();
        }
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        let d = find("acf-3move").unwrap();
        let rb = draw_round(&t, d, crate::domain::BallotPer::Round, 1, 77).unwrap();
        t.set_round_ballot(1, rb.round.clone()).unwrap();
        let r = t.round(1).unwrap();
        for b in r.boards() {
            let g1 = &b.games[0];
            let g2 = &b.games[1];
            assert_eq!((g1.first, g1.second), (g2.second.unwrap(), Some(g2.first)));
            let o1 = opening_of_game(r, b.number, 1).unwrap();
            let o2 = opening_of_game(r, b.number, 2).unwrap();
            assert_eq!(o1, o2);
            assert_eq!(Some(&o1), rb.round.as_ref());
        }
        assert!(opening_of_game(r, 1, 3).is_none(), "no third game");
        // One per board: each board's games share the board's opening.
        let rb = draw_round(&t, d, crate::domain::BallotPer::Board, 1, 77).unwrap();
        for (b, o) in &rb.boards {
            t.set_board_ballot(1, *b, o.clone()).unwrap();
        }
        t.set_round_ballot(1, None).unwrap();
        let r = t.round(1).unwrap();
        assert_eq!(opening_of_game(r, 1, 1), opening_of_game(r, 1, 2));
        assert_ne!(opening_of_game(r, 1, 1), opening_of_game(r, 2, 1));
    }
}
