//! Drawing openings: seeded, reproducible, and without repeats in an event until the deck is
//! used up (000 art. 6.5: the controller oversees the ballot of openings).
//!
//! A draw is a function of the deck, the openings already drawn in the event (in order) and a
//! 64-bit seed: the openings still available are listed in deck order and one is picked with
//! ChaCha8 seeded by the seed; in the one-per-board mode the same generator picks board after
//! board. Each draw stores its seed with the opening, so anyone holding the deck and the
//! event's earlier draws can repeat it. A tournament's first draw of round `r` uses
//! [`round_seed`] of the event's ballot seed, so `crownhead ballot --seed N` prints what an
//! event with seed `N` draws.
//!
//! No repeat: an opening whose start position was already drawn in the event's current cycle
//! is not available (two cards of a table with the same position count as one); when every
//! position has been drawn the cycle ends and the whole deck is available again.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::deck::{Deck, DeckOpening};
use crate::domain::{BallotPer, BallotRef, Round, Tournament};

/// The seed of the first draw of round `round` in an event whose ballot seed is `event` (a
/// SplitMix64 step of the two).
pub fn round_seed(event: u64, round: u32) -> u64 {
    let mut z = event ^ u64::from(round).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The positions drawn in the event's current cycle.
struct Cycle {
    /// Drawn in this cycle, by position number.
    seen: Vec<bool>,
    count: usize,
    /// The distinct positions of the deck's drawable openings.
    total: usize,
}

impl Cycle {
    fn new(deck: &Deck) -> Cycle {
        let n = deck
            .openings
            .iter()
            .map(|o| deck.position_number(o) + 1)
            .max()
            .unwrap_or(0);
        let mut drawable = vec![false; n];
        for o in deck.drawable() {
            drawable[deck.position_number(o)] = true;
        }
        Cycle {
            seen: vec![false; n],
            count: 0,
            total: drawable.iter().filter(|&&d| d).count(),
        }
    }

    fn add(&mut self, deck: &Deck, o: &DeckOpening) {
        if !o.is_drawable() {
            return;
        }
        let p = deck.position_number(o);
        if !self.seen[p] {
            self.seen[p] = true;
            self.count += 1;
        }
        if self.count == self.total {
            // Every position has been drawn: a new cycle starts.
            self.seen.fill(false);
            self.count = 0;
        }
    }

    fn available<'d>(&self, deck: &'d Deck) -> Vec<&'d DeckOpening> {
        deck.drawable()
            .filter(|o| !self.seen[deck.position_number(o)])
            .collect()
    }
}

fn cycle_after(deck: &Deck, used: &[String]) -> Cycle {
    let mut cycle = Cycle::new(deck);
    for o in used.iter().filter_map(|id| deck.opening(id)) {
        cycle.add(deck, o);
    }
    cycle
}

/// The openings that may be drawn after `used` (ids of the deck, in the order drawn).
pub fn available<'d>(deck: &'d Deck, used: &[String]) -> Vec<&'d DeckOpening> {
    cycle_after(deck, used).available(deck)
}

/// Draws `count` openings after `used` with `seed`; none from a free deck.
pub fn draw<'d>(deck: &'d Deck, used: &[String], seed: u64, count: usize) -> Vec<&'d DeckOpening> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut cycle = cycle_after(deck, used);
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let avail = cycle.available(deck);
        if avail.is_empty() {
            break;
        }
        // Sampled as u32: the same on every platform.
        let o = avail[rng.random_range(0..avail.len() as u32) as usize];
        cycle.add(deck, o);
        out.push(o);
    }
    out
}

/// The openings an event with ballot seed `event` draws in its first `rounds` rounds, with
/// `per_round` openings a round (1 when one opening serves every board).
pub fn plan(deck: &Deck, event: u64, rounds: u32, per_round: usize) -> Vec<Vec<&DeckOpening>> {
    let mut used: Vec<String> = Vec::new();
    (1..=rounds)
        .map(|r| {
            let got = draw(deck, &used, round_seed(event, r), per_round);
            used.extend(got.iter().map(|o| o.id.clone()));
            got
        })
        .collect()
}

/// The opening of pair `pair` (1-based: games 1-2, 3-4, ... of a tie, the colours reversed in
/// the second game as in a match round) of a knock-out tie named `tie` (its key, such as
/// `winners-2-1`), in an event with ballot seed `event`: drawn with a seed of the event's and
/// the tie's, without repeating an opening of the tie's earlier pairs, so that it is the same
/// whenever and in whatever order the ties are played.
pub fn tie_opening<'d>(
    deck: &'d Deck,
    event: u64,
    tie: &str,
    pair: u32,
) -> Option<&'d DeckOpening> {
    let key = tie.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let mut used: Vec<String> = Vec::new();
    let mut got = None;
    for p in 1..=pair {
        got = draw(deck, &used, round_seed(event ^ key, p), 1)
            .into_iter()
            .next();
        used.extend(got.map(|o| o.id.clone()));
    }
    got
}

/// The ballot of game `game` of a knock-out tie (`tie`: its key, such as `winners-2-1`) where
/// the event ballots with a seed: the opening of its pair of games ([`tie_opening`]).
pub fn tie_ballot(t: &Tournament, tie: &str, game: u32) -> Option<crate::domain::BallotRef> {
    let Ok((deck, _, Some(seed))) = deck_of(super::library(), t) else {
        return None;
    };
    tie_opening(deck, seed, tie, game.div_ceil(2)).map(|o| crate::domain::BallotRef {
        deck: deck.name.clone(),
        opening: deck.reference(o),
        seed: Some(seed),
        pairs: Vec::new(),
    })
}

/// Why a ballot cannot be drawn or set.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BallotError {
    #[error("the tournament has no ballot (its settings say free play)")]
    NoBallot,
    #[error("there is no deck named `{0}` (see `crownhead decks`)")]
    UnknownDeck(String),
    #[error("deck `{deck}` is not for {variant} (it is for {allowed})")]
    WrongVariant {
        deck: String,
        variant: draughts_rules::Variant,
        allowed: String,
    },
    #[error("deck `{deck}` has no opening `{id}`")]
    UnknownOpening { deck: String, id: String },
    #[error("opening {id} of deck `{deck}` is barred: it is never balloted")]
    Barred { deck: String, id: String },
    #[error("there is no round {0}")]
    NoSuchRound(u32),
    #[error("round {round} has no board {board} with two players")]
    NoSuchBoard { round: u32, board: u32 },
    #[error(
        "round {round} already has results on board(s) {boards}: its ballot can no longer change"
    )]
    HasResults { round: u32, boards: String },
    #[error("round {0} already has its ballot: redraw it with a reason")]
    AlreadyDrawn(u32),
    #[error("a redraw or an opening set by hand needs a reason")]
    NoReason,
}

/// A round's ballot: one opening for the round, or one per board with two players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundBallot {
    pub round: Option<BallotRef>,
    /// (board number, opening) for each board with two players; byes get none.
    pub boards: Vec<(u32, Option<BallotRef>)>,
}

/// Whether a round has any ballot.
pub fn has_ballot(r: &Round) -> bool {
    r.ballot().is_some() || r.boards().iter().any(|b| b.ballot.is_some())
}

/// The ids of `deck` drawn in the event's rounds before `round`, in order.
pub fn used_before(t: &Tournament, deck: &Deck, round: u32) -> Vec<String> {
    let mut used = Vec::new();
    let mut add = |b: Option<&BallotRef>| {
        if let Some(o) = b
            .filter(|b| b.deck == deck.name)
            .and_then(|b| deck.find_reference(&b.opening))
        {
            used.push(o.id.clone());
        }
    };
    for r in t.rounds().iter().filter(|r| r.number() < round) {
        for b in std::iter::once(r.ballot()).chain(r.boards().iter().map(|b| b.ballot.as_ref())) {
            let Some(b) = b else { continue };
            for k in 0..=b.pairs.len() {
                add(Some(&b.for_game(2 * k as u8 + 1)));
            }
        }
    }
    used
}

/// The deck a tournament draws from, checked against its variant.
pub fn deck_of<'a>(
    lib: &'a super::deck::Library,
    t: &Tournament,
) -> Result<(&'a Deck, BallotPer, Option<u64>), BallotError> {
    let s = t.settings();
    let crate::domain::Ballot::Deck { deck, per, seed } = &s.ballot else {
        return Err(BallotError::NoBallot);
    };
    let d = lib
        .find(deck)
        .ok_or_else(|| BallotError::UnknownDeck(deck.clone()))?;
    if !d.allows(s.variant) {
        return Err(BallotError::WrongVariant {
            deck: d.name.clone(),
            variant: s.variant,
            allowed: d
                .variants
                .iter()
                .map(|v| v.name())
                .collect::<Vec<_>>()
                .join(", "),
        });
    }
    if d.is_free() {
        return Err(BallotError::NoBallot);
    }
    Ok((d, *per, *seed))
}

fn round_of(t: &Tournament, round: u32) -> Result<&Round, BallotError> {
    let r = t.round(round).ok_or(BallotError::NoSuchRound(round))?;
    let boards = r.boards_with_results();
    if !boards.is_empty() {
        let list: Vec<String> = boards.iter().map(u32::to_string).collect();
        return Err(BallotError::HasResults {
            round,
            boards: list.join(", "),
        });
    }
    Ok(r)
}

fn reference(deck: &Deck, o: &DeckOpening, seed: Option<u64>) -> BallotRef {
    BallotRef {
        deck: deck.name.clone(),
        opening: deck.reference(o),
        seed,
        pairs: Vec::new(),
    }
}

/// Draws the ballot of `round` with `seed`: one opening for the round, or one per board.
/// Refused once the round has results.
pub fn draw_round(
    t: &Tournament,
    deck: &Deck,
    per: BallotPer,
    round: u32,
    seed: u64,
) -> Result<RoundBallot, BallotError> {
    let r = round_of(t, round)?;
    let used = used_before(t, deck, round);
    let games: Vec<u32> = r
        .boards()
        .iter()
        .filter(|b| !b.is_bye())
        .map(|b| b.number)
        .collect();
    // A round of more than two games plays an opening for each pair of games, each twice with
    // the colours reversed (004, "First Move": in a series of games the players alternate who
    // has Black; the ACF's 4-game rounds ballot an opening for games 1-2 and another for 3-4).
    let pairs = usize::from(t.settings().games_per_round.div_ceil(2).max(1));
    let with_pairs = |drawn: &[&DeckOpening]| {
        let mut b = reference(deck, drawn[0], Some(seed));
        b.pairs = drawn[1..].iter().map(|o| deck.reference(o)).collect();
        b
    };
    Ok(match per {
        BallotPer::Round => {
            let o = draw(deck, &used, seed, pairs);
            RoundBallot {
                round: (!o.is_empty()).then(|| with_pairs(&o)),
                boards: games.into_iter().map(|b| (b, None)).collect(),
            }
        }
        BallotPer::Board => {
            let drawn = draw(deck, &used, seed, games.len() * pairs);
            RoundBallot {
                round: None,
                boards: games
                    .into_iter()
                    .zip(drawn.chunks(pairs))
                    .map(|(b, o)| (b, Some(with_pairs(o))))
                    .collect(),
            }
        }
    })
}

/// An opening set by hand (no seed) for the round, or for one board.
pub fn set_by_hand(
    t: &Tournament,
    deck: &Deck,
    round: u32,
    board: Option<u32>,
    id: &str,
) -> Result<BallotRef, BallotError> {
    let r = round_of(t, round)?;
    if let Some(b) = board
        && r.board(b).is_none_or(|x| x.is_bye())
    {
        return Err(BallotError::NoSuchBoard { round, board: b });
    }
    let o = deck
        .opening(id.trim())
        .ok_or_else(|| BallotError::UnknownOpening {
            deck: deck.name.clone(),
            id: id.trim().to_owned(),
        })?;
    if !o.is_drawable() {
        return Err(BallotError::Barred {
            deck: deck.name.clone(),
            id: o.id.clone(),
        });
    }
    Ok(reference(deck, o, None))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tie_s_openings_are_reproducible_and_differ_inside_the_tie() {
        let deck = super::super::library()
            .find("acf-3move")
            .expect("the ACF deck");
        let a = tie_opening(deck, 42, "winners-1-2", 1).unwrap();
        assert_eq!(tie_opening(deck, 42, "winners-1-2", 1).unwrap().id, a.id);
        let b = tie_opening(deck, 42, "winners-1-2", 2).unwrap();
        assert_ne!(
            a.id, b.id,
            "a tie's second pair of games repeats its opening"
        );
        // Another tie, or another event, draws on its own.
        let others: Vec<String> = (1..=8)
            .map(|n| {
                tie_opening(deck, 42, &format!("winners-1-{n}"), 1)
                    .unwrap()
                    .id
                    .clone()
            })
            .collect();
        assert!(others.iter().any(|o| *o != others[0]), "{others:?}");
    }
    use std::collections::HashSet;

    use crate::ballot::deck::built_in;
    use crate::domain::{Ballot, BoardReport, Entry, Pairing, PlayerName, Preset, Settings};

    fn deck(name: &str) -> &'static Deck {
        built_in().iter().find(|d| d.name == name).unwrap()
    }

    #[test]
    fn no_repeat_until_the_deck_is_used_up() {
        let d = deck("acf-3move");
        let mut used: Vec<String> = Vec::new();
        for i in 0..156u64 {
            let o = draw(d, &used, i, 1)[0];
            assert!(!used.contains(&o.id), "opening {} drawn twice", o.id);
            assert!(o.is_drawable());
            used.push(o.id.clone());
        }
        // All 156 drawn (none barred): the next draw starts a new cycle.
        assert_eq!(available(d, &used).len(), 156);
        let next = draw(d, &used, 7, 1)[0];
        used.push(next.id.clone());
        assert_eq!(available(d, &used).len(), 155);
        // Per board, one seed draws distinct openings for every board.
        let many = draw(d, &[], 3, 100);
        let ids: HashSet<&str> = many.iter().map(|o| o.id.as_str()).collect();
        assert_eq!(ids.len(), 100);
    }

    #[test]
    fn a_position_listed_twice_is_drawn_once_a_cycle() {
        let d = deck("idf-russian");
        // XVII-8 has the position of I-13 (a transposition).
        let used = vec!["I-13".to_owned()];
        let avail = available(d, &used);
        assert!(avail.iter().all(|o| o.id != "XVII-8" && o.id != "I-13"));
        assert_eq!(avail.len(), 743);
        // The cycle ends after 742 distinct positions.
        let all = plan(d, 11, 742, 1);
        let mut positions = HashSet::new();
        for o in all.iter().flatten() {
            assert!(positions.insert(d.position_key(o)), "{} repeats", o.id);
        }
        assert_eq!(positions.len(), 742);
    }

    #[test]
    fn the_same_seed_gives_the_same_draw() {
        let d = deck("acf-3move");
        let a = plan(d, 42, 9, 1);
        let b = plan(d, 42, 9, 1);
        assert_eq!(a, b);
        let c = plan(d, 43, 9, 1);
        assert_ne!(a, c, "another seed, another draw");
        let a = plan(d, 42, 3, 4);
        assert_eq!(a, plan(d, 42, 3, 4));
        assert!(a.iter().all(|r| r.len() == 4));
        assert!(draw(deck("free"), &[], 1, 1).is_empty());
    }

    fn english(per: BallotPer) -> Tournament {
        let mut s = Settings::preset(Preset::English, "Open", 5);
        s.ballot = Ballot::Deck {
            deck: "acf-3move".into(),
            per,
            seed: Some(5),
        };
        let mut t = Tournament::new(s).unwrap();
        for no in 1..=5 {
            t.add_entry(Entry::new(no, PlayerName::parse(&format!("P{no}")).unwrap()).unwrap())
                .unwrap();
        }
        t.pair_round(
            &[
                Pairing::game(1, 2),
                Pairing::game(3, 4),
                Pairing::pairing_bye(5),
            ],
            None,
        )
        .unwrap();
        t
    }

    #[test]
    fn a_round_draw_per_round_or_per_board() {
        let t = english(BallotPer::Round);
        let lib = crate::ballot::Library::with_dir(None);
        let (d, per, seed) = deck_of(&lib, &t).unwrap();
        let seed = round_seed(seed.unwrap(), 1);
        let rb = draw_round(&t, d, per, 1, seed).unwrap();
        let expected = plan(d, 5, 1, 1)[0][0];
        assert_eq!(rb.round.as_ref().unwrap().opening, d.reference(expected));
        assert_eq!(rb.round.as_ref().unwrap().seed, Some(seed));
        assert!(rb.boards.iter().all(|(_, b)| b.is_none()));
        assert_eq!(rb.boards.len(), 2, "the bye has no board ballot");

        let rb = draw_round(&t, d, BallotPer::Board, 1, seed).unwrap();
        assert!(rb.round.is_none());
        let ops: Vec<_> = rb.boards.iter().map(|b| b.1.clone().unwrap()).collect();
        assert_eq!(ops.len(), 2);
        assert_ne!(ops[0].opening, ops[1].opening);
    }

    #[test]
    fn later_rounds_avoid_earlier_openings_and_results_lock_the_ballot() {
        let mut t = english(BallotPer::Round);
        let d = deck("acf-3move");
        let rb = draw_round(&t, d, BallotPer::Round, 1, 9).unwrap();
        let first = rb.round.clone().unwrap();
        t.set_round_ballot(1, rb.round.clone()).unwrap();
        t.publish_round(1).unwrap();
        t.record_result(1, 1, &BoardReport::from_codes("1-0 0-1").unwrap())
            .unwrap();
        assert!(matches!(
            draw_round(&t, d, BallotPer::Round, 1, 9),
            Err(BallotError::HasResults { round: 1, .. })
        ));
        assert!(set_by_hand(&t, d, 1, None, "5").is_err());
        assert_eq!(
            used_before(&t, d, 2),
            vec![d.find_reference(&first.opening).unwrap().id.clone()]
        );
        assert_eq!(
            set_by_hand(&english(BallotPer::Round), d, 1, None, "3"),
            Err(BallotError::Barred {
                deck: "acf-3move".into(),
                id: "3".into()
            })
        );
        assert!(matches!(
            set_by_hand(&english(BallotPer::Round), d, 1, Some(3), "5"),
            Err(BallotError::NoSuchBoard { round: 1, board: 3 })
        ));
    }
}
