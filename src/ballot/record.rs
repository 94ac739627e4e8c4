//! A game record verified from its balloted opening (000 note ii: the balloted moves form the
//! opening sequence of the game, which is continued by the player whose turn it is).
//!
//! A record may be written with the ballot moves (from the initial position) or start after
//! them (its first move is the one played after the ballot, or its `FEN` tag is the balloted
//! position); both are accepted and the result says which. A record that starts from another
//! opening is flagged: it follows the initial position without passing through the balloted
//! position, or its `FEN` tag is another position.

use draughts_rules::pdn::{GameVariant, Node, PdnGame, read_str};
use draughts_rules::verify::{Opening, Report, Verdict, VerifyOptions, verify};
use draughts_rules::{Position, Variant, VariantPosition};
use serde::Serialize;

use super::deck::{Deck, DeckOpening, Start};
use crate::domain::record::{BallotNote, BallotSaid, RecordCheck, check_record, check_record_with};

/// How a record starts relative to its ballot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RecordStart {
    /// The record writes the ballot moves: its first `plies` plies reach the balloted position.
    WithBallot { plies: usize },
    /// The record starts after the ballot (its first move is played from the balloted position,
    /// or its `FEN` tag is that position).
    AfterBallot,
    /// The record starts from another opening: flagged.
    OtherOpening,
}

/// The verification of a record against its ballot, with the rules' report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BallotVerification {
    /// The deck and the opening as stored with the round (`ACF 5: 9-13 22-18 6-9`).
    pub deck: String,
    pub opening: String,
    pub start: RecordStart,
    /// True when the record does not start from the ballot.
    pub flagged: bool,
    /// What was found, in words.
    pub message: String,
    /// What was found, as a value.
    pub said: BallotSaid,
    /// The rules' verification: from the initial position when the record writes the ballot
    /// moves, else from the balloted position.
    pub report: Report,
}

/// The game cut after its first `plies` main-line moves, with no result.
fn prefix(game: &PdnGame, plies: usize) -> PdnGame {
    let mut g = game.clone();
    let mut seen = 0;
    g.movetext.retain(|n| match n {
        Node::Move(_) => {
            seen += 1;
            seen <= plies
        }
        _ => false,
    });
    g.result = None;
    g
}

fn same_position(variant: Variant, a: &str, b: &str) -> bool {
    match (
        VariantPosition::from_fen(variant, a),
        VariantPosition::from_fen(variant, b),
    ) {
        (Ok(a), Ok(b)) => a.to_fen() == b.to_fen(),
        _ => false,
    }
}

/// The longest prefix of the record (from the initial position) examined for the ballot
/// position when the deck gives positions rather than moves.
const MAX_FEN_BALLOT_PLIES: usize = 16;

/// Verifies `game` as a game of `variant` begun from opening `o` of `deck`.
pub fn verify_from_ballot(
    game: &PdnGame,
    variant: Variant,
    deck: &Deck,
    o: &DeckOpening,
) -> BallotVerification {
    let opening = deck.reference(o);
    let start_fen = deck
        .start_fen(o, variant)
        .map(str::to_owned)
        .unwrap_or_else(|| VariantPosition::new(variant).to_fen());
    let options = |opening: Option<Opening>| VerifyOptions {
        variant: Some(variant),
        opening,
        continue_after_irregular: false,
    };
    let done = |start: RecordStart, said: BallotSaid, report: Report| BallotVerification {
        deck: deck.name.clone(),
        opening: opening.clone(),
        start,
        flagged: start == RecordStart::OtherOpening,
        message: said.english(&opening),
        said,
        report,
    };
    let plies = game.main_line().count();
    let initial = VariantPosition::new(variant).to_fen();

    // A FEN tag other than the initial position decides where the record starts.
    if let Some(fen) = game.fen().filter(|f| !same_position(variant, f, &initial)) {
        let report = verify(game, &options(None));
        return if same_position(variant, fen, &start_fen) {
            done(RecordStart::AfterBallot, BallotSaid::FenIsBallot, report)
        } else {
            done(RecordStart::OtherOpening, BallotSaid::FenIsOther, report)
        };
    }

    // Does the record write the ballot moves (or reach the balloted position by play)?
    let candidates: Vec<usize> = match deck.start {
        Start::Moves => vec![o.moves(deck.start).len()],
        Start::Fen | Start::Free => (1..=MAX_FEN_BALLOT_PLIES).collect(),
    };
    for k in candidates.into_iter().filter(|&k| k <= plies) {
        let r = verify(&prefix(game, k), &options(None));
        if r.verdict != Verdict::Legal {
            break;
        }
        if r.final_fen.as_deref() == Some(start_fen.as_str()) {
            return done(
                RecordStart::WithBallot { plies: k },
                BallotSaid::WritesMoves { plies: k },
                verify(game, &options(None)),
            );
        }
    }

    let after = verify(game, &options(Some(Opening::Fen(start_fen.clone()))));
    if after.verdict == Verdict::Legal {
        return done(RecordStart::AfterBallot, BallotSaid::StartsAfter, after);
    }
    let free = verify(game, &options(None));
    if free.verdict == Verdict::Legal || free.plies > after.plies {
        return done(RecordStart::OtherOpening, BallotSaid::FromInitial, free);
    }
    done(
        RecordStart::AfterBallot,
        BallotSaid::AfterIrregular {
            ply: after.ply.unwrap_or(0),
        },
        after,
    )
}

/// A record without a `GameType` tag whose squares cannot be those of the tournament's variant
/// (`draughts_rules::pdn::infer_variant`: a square above 32 in an 8×8 tournament, algebraic
/// squares in an English or international one) is not judged by the tournament's rules, which
/// would report irregular moves that were never played: its verification becomes `unreadable`,
/// naming the squares and the variant they point to. A record with a `GameType` tag keeps its
/// verification (with the note that its GameType names another variant, when it does).
pub fn flag_foreign_record(pdn: &str, variant: Variant, check: &mut RecordCheck) {
    let Some(Ok(game)) = read_str(pdn, variant).into_iter().next() else {
        return;
    };
    if !matches!(game.variant, GameVariant::Default { .. }) {
        return;
    }
    let inferred = game.infer_variant();
    if inferred.admits(variant) {
        return;
    }
    check.verdict = "unreadable".to_owned();
    check.reason = Some(format!(
        "not verified: the record has no GameType tag and its squares are not those of \
         {variant} draughts, the tournament's variant, but of {} draughts ({}); check that it \
         is the record of this game",
        inferred.variant, inferred.evidence
    ));
    check.irregular = None;
    check.why = None;
    check.draw = None;
    check.plies = 0;
    check.result_consistent = None;
    check.loser = None;
    check.draw_rule = None;
    check.final_fen = None;
    check.ballot = None;
}

/// The verification of a record from its own start by the rules of `variant`, with
/// [`flag_foreign_record`] applied.
pub fn check_plain_record(pdn: &str, variant: Variant) -> RecordCheck {
    let mut check = check_record(pdn, variant);
    flag_foreign_record(pdn, variant, &mut check);
    check
}

/// The verification stored with a game record: from its ballot when the round or board has
/// one (and the deck is known), else from the record's own start; [`flag_foreign_record`]
/// applied. `None` for an empty record.
pub fn check_game_record(
    pdn: &str,
    variant: Variant,
    ballot: Option<&crate::domain::BallotRef>,
    lib: &super::Library,
) -> Option<RecordCheck> {
    if pdn.trim().is_empty() {
        return None;
    }
    let mut check = check_record_with(pdn, variant, |game| {
        let plain = || {
            verify(
                game,
                &VerifyOptions {
                    variant: Some(variant),
                    ..VerifyOptions::default()
                },
            )
        };
        let found = ballot.and_then(|b| {
            let deck = lib.find(&b.deck)?;
            Some((deck, deck.find_reference(&b.opening)?))
        });
        match (ballot, found) {
            (_, Some((deck, o))) => {
                let v = verify_from_ballot(game, variant, deck, o);
                let start = match v.start {
                    RecordStart::WithBallot { .. } => "with-ballot",
                    RecordStart::AfterBallot => "after-ballot",
                    RecordStart::OtherOpening => "other-opening",
                };
                let note = BallotNote {
                    opening: v.opening,
                    start: start.to_owned(),
                    flagged: v.flagged,
                    message: v.message,
                    said: Some(v.said),
                };
                (v.report, Some(note))
            }
            (Some(b), None) => (
                plain(),
                Some({
                    let said = BallotSaid::UnknownDeck {
                        deck: b.deck.clone(),
                    };
                    BallotNote {
                        opening: b.opening.clone(),
                        start: "unknown".to_owned(),
                        flagged: false,
                        message: said.english(&b.opening),
                        said: Some(said),
                    }
                }),
            ),
            (None, None) => (plain(), None),
        }
    });
    flag_foreign_record(pdn, variant, &mut check);
    Some(check)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ballot::deck::built_in;
    use draughts_rules::pdn::read_str;

    fn deck(name: &str) -> &'static Deck {
        built_in().iter().find(|d| d.name == name).unwrap()
    }

    fn game(pdn: &str, variant: Variant) -> PdnGame {
        read_str(pdn, variant).remove(0).unwrap()
    }

    /// ACF 5, the Dreaded Edinburgh: 9-13 22-18 6-9, then White's 18-15 or others.
    const BALLOT: &str = "5";

    #[test]
    fn a_record_with_the_ballot_moves_is_verified_from_the_start() {
        let d = deck("acf-3move");
        let o = d.opening(BALLOT).unwrap();
        let g = game(
            "[Event \"x\"]\n1. 9-13 22-18 2. 6-9 25-22 3. 11-16 *\n",
            Variant::English,
        );
        let v = verify_from_ballot(&g, Variant::English, d, o);
        assert_eq!(v.start, RecordStart::WithBallot { plies: 3 });
        assert!(!v.flagged);
        assert_eq!(v.report.verdict, Verdict::Legal);
        assert_eq!(v.report.plies, 5);
    }

    #[test]
    fn a_record_after_the_ballot_is_verified_from_the_balloted_position() {
        let d = deck("acf-3move");
        let o = d.opening(BALLOT).unwrap();
        let g = game(
            "[Event \"x\"]\n2. 25-22 11-16 3. 24-19 *\n",
            Variant::English,
        );
        let v = verify_from_ballot(&g, Variant::English, d, o);
        assert_eq!(v.start, RecordStart::AfterBallot);
        assert!(!v.flagged);
        assert_eq!(v.report.verdict, Verdict::Legal);
        assert_eq!(v.report.plies, 3);
        assert_eq!(
            v.report.start_fen.as_deref(),
            d.start_fen(o, Variant::English)
        );
        // The same record's first move is not legal from the initial position.
        let plain = verify(&g, &VerifyOptions::default());
        assert_ne!(plain.verdict, Verdict::Legal);
    }

    #[test]
    fn a_record_from_another_opening_is_flagged() {
        let d = deck("acf-3move");
        let o = d.opening(BALLOT).unwrap();
        // ACF 8, Edinburgh Single (9-13 22-18 11-15), instead of ACF 5.
        let g = game(
            "[Event \"x\"]\n1. 9-13 22-18 2. 11-15 18x11 3. 8x15 *\n",
            Variant::English,
        );
        let v = verify_from_ballot(&g, Variant::English, d, o);
        assert_eq!(v.start, RecordStart::OtherOpening);
        assert!(v.flagged);
        assert!(v.message.contains("ACF 5"), "{}", v.message);
        // A FEN tag of another position is flagged too.
        let g = game(
            "[FEN \"W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,15\"]\n1. 23-19 *\n",
            Variant::English,
        );
        let v = verify_from_ballot(&g, Variant::English, d, o);
        assert!(v.flagged, "{v:?}");
    }

    #[test]
    fn the_stored_verification_names_the_ballot() {
        let lib = crate::ballot::Library::with_dir(None);
        let d = deck("acf-3move");
        let b = crate::domain::BallotRef {
            deck: d.name.clone(),
            opening: d.reference(d.opening(BALLOT).unwrap()),
            seed: Some(1),
            pairs: Vec::new(),
        };
        let v = check_game_record("1. 11-15 23-19 *", Variant::English, Some(&b), &lib).unwrap();
        let note = v.ballot.unwrap();
        assert_eq!(note.start, "other-opening", "{note:?}");
        assert!(note.flagged);
        let v = check_game_record("2. 25-22 *", Variant::English, Some(&b), &lib).unwrap();
        assert_eq!(v.ballot.as_ref().unwrap().start, "after-ballot", "{v:?}");
        assert!(!v.ballot.unwrap().flagged);
        assert_eq!(v.verdict, "legal");
        let v = check_game_record("1. 11-15 23-19 *", Variant::English, None, &lib).unwrap();
        assert_eq!(v.verdict, "legal");
        assert_eq!(v.ballot, None);
        let unknown = crate::domain::BallotRef {
            deck: "no-such-deck".into(),
            opening: "1".into(),
            seed: None,
            pairs: Vec::new(),
        };
        let v =
            check_game_record("1. 11-15 23-19 *", Variant::English, Some(&unknown), &lib).unwrap();
        assert_eq!(v.ballot.unwrap().start, "unknown");
        assert!(check_game_record(" ", Variant::English, None, &lib).is_none());
    }

    #[test]
    fn a_record_whose_squares_are_of_another_variant_is_flagged_not_judged() {
        let lib = crate::ballot::Library::with_dir(None);
        // An international record (squares above 32) in an English tournament.
        let ten = "1. 32-28 18-23 2. 37-32 12-18 *";
        let v = check_game_record(ten, Variant::English, None, &lib).unwrap();
        assert_eq!(v.verdict, "unreadable");
        assert_eq!(v.irregular, None);
        assert_eq!(v.plies, 0);
        let reason = v.reason.unwrap();
        assert!(
            reason.starts_with(
                "not verified: the record has no GameType tag and its squares are not those of \
                 english draughts, the tournament's variant, but of international draughts \
                 (square 37 in `37-32`"
            ),
            "{reason}"
        );
        // In an international tournament the same record is legal.
        let v = check_game_record(ten, Variant::International, None, &lib).unwrap();
        assert_eq!(v.verdict, "legal");
        // Algebraic squares: Russian or Brazilian, not English.
        let alg = "1. c3-d4 f6-e5 *";
        for (variant, verdict) in [
            (Variant::English, "unreadable"),
            (Variant::Russian, "legal"),
            (Variant::Brazilian, "legal"),
        ] {
            let v = check_plain_record(alg, variant);
            assert_eq!(v.verdict, verdict, "{variant}: {v:?}");
        }
        // Numbers up to 32 rule out nothing: an English-looking record in a Russian tournament
        // is judged by the Russian rules (White moves first: 11-15 is not White's).
        let v = check_plain_record("1. 11-15 *", Variant::Russian);
        assert_eq!(v.verdict, "irregular", "{v:?}");
        // A GameType tag decides: the record is verified as the tournament's variant, with a note.
        let v = check_plain_record(
            "[GameType \"20\"]\n1. 32-28 19-23 2. 37-32 *",
            Variant::English,
        );
        assert_ne!(v.verdict, "legal");
        assert!(v.reason.is_some_and(|r| !r.starts_with("not verified")));
        assert!(
            v.warnings
                .iter()
                .any(|w| w.contains("GameType is international"))
        );
    }

    #[test]
    fn a_russian_record_from_a_table_position() {
        let d = deck("idf-russian");
        // I-2: ab4 ba5, White to move.
        let o = d.opening("I-2").unwrap();
        let with = game("1. a3-b4 b6-a5 2. g3-h4 *\n", Variant::Russian);
        let v = verify_from_ballot(&with, Variant::Russian, d, o);
        assert_eq!(v.start, RecordStart::WithBallot { plies: 2 }, "{v:?}");
        let after = game("1. e3-f4 a7-b6 *\n", Variant::Russian);
        let v = verify_from_ballot(&after, Variant::Russian, d, o);
        assert_eq!(v.start, RecordStart::AfterBallot, "{v:?}");
        let other = game("1. a3-b4 f6-g5 2. g3-h4 *\n", Variant::Russian);
        let v = verify_from_ballot(&other, Variant::Russian, d, o);
        assert!(v.flagged, "{v:?}");
    }
}
