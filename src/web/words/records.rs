//! The game records' words: PDN warnings and errors, the verifier's irregularities and
//! leniencies, a record check's notes, the ballot's settings, decks and refusals.

use crate::web::i18n::Tr;

use super::*;

/// A PDN reader's leniency (`draughts_rules::pdn::WarningKind`) in the page's language.
pub fn pdn_warning(tr: &Tr, w: &draughts_rules::pdn::WarningKind) -> String {
    tagged(tr, "pdn-warning", w)
}

/// Why a PDN text cannot be read (`draughts_rules::pdn::SyntaxErrorKind`).
pub fn pdn_error(tr: &Tr, e: &draughts_rules::pdn::SyntaxErrorKind) -> String {
    tagged(tr, "pdn-error", e)
}

/// What is wrong with a move (`draughts_rules::verify::IrregularityKind`).
pub fn irregularity(tr: &Tr, k: &draughts_rules::verify::IrregularityKind) -> String {
    tagged(tr, "irregular", k)
}

/// A leniency in the notation of a legal move, with its ply.
pub fn leniency(tr: &Tr, l: &draughts_rules::verify::Leniency) -> String {
    use draughts_rules::verify::Leniency as L;
    let (id, ply, text) = match l {
        L::CaptureMarkOnPlainMove { ply, text } => {
            ("leniency-capture-mark-on-plain-move", ply, text)
        }
        L::DashForCapture { ply, text } => ("leniency-dash-for-capture", ply, text),
        L::CaptureEndsOnly { ply, text } => ("leniency-capture-ends-only", ply, text),
    };
    let what = Msg::new(id).arg("text", text.as_str()).say(tr);
    msg!("record-at-ply", ply, what = what).say(tr)
}

/// A note of a record's check.
pub fn record_note(tr: &Tr, n: &crate::domain::record::Note) -> String {
    use crate::domain::record::Note;
    let variant = |v: draughts_rules::Variant| tr.t_args("variant-name", &[("v", &v.name())]);
    match n {
        Note::ManyGames { count } => msg!("record-note-many-games", count).say(tr),
        Note::OtherGameType { tagged, verified } => msg!(
            "record-note-other-game-type",
            tagged = variant(*tagged),
            variant = variant(*verified)
        )
        .say(tr),
        Note::Pdn {
            line,
            column,
            warning,
        } => msg!(
            "record-where",
            line,
            column,
            what = pdn_warning(tr, warning)
        )
        .say(tr),
        Note::Move { leniency: l } => leniency(tr, l),
    }
}

/// Why a record is irregular or cannot be read.
pub fn record_reason(tr: &Tr, r: &crate::domain::record::Reason) -> String {
    use crate::domain::record::Reason;
    match r {
        Reason::NoGame => tr.t("record-no-game"),
        Reason::Syntax {
            line,
            column,
            error,
        } => msg!("record-where", line, column, what = pdn_error(tr, error)).say(tr),
        Reason::Move { irregularity: k } => irregularity(tr, k),
    }
}

/// The first draw rule a record reached, and when.
pub fn draw_rule(tr: &Tr, d: &draughts_rules::verify::DrawRule) -> String {
    let rule = serde_json::to_value(d.rule)
        .ok()
        .and_then(|v| v.as_str().map(|s| s.replace('_', "-")))
        .unwrap_or_default();
    Msg::new(if d.claimable {
        "record-draw-claimable"
    } else {
        "record-draw-reached"
    })
    .arg("rule", tr.t(&format!("draw-rule-{rule}")))
    .arg("ply", d.ply)
    .say(tr)
}

/// How a record starts against its ballot.
pub fn ballot_said(tr: &Tr, b: &crate::domain::record::BallotSaid) -> String {
    use crate::domain::record::BallotSaid as B;
    match b {
        B::FenIsBallot => tr.t("ballot-said-fen-is-ballot"),
        B::FenIsOther => tr.t("ballot-said-fen-is-other"),
        B::WritesMoves { plies } => msg!("ballot-said-writes-moves", plies).say(tr),
        B::StartsAfter => tr.t("ballot-said-starts-after"),
        B::FromInitial => tr.t("ballot-said-from-initial"),
        B::AfterIrregular { ply } => msg!("ballot-said-after-irregular", ply).say(tr),
        B::UnknownDeck { deck } => msg!("ballot-said-unknown-deck", deck = deck.as_str()).say(tr),
    }
}

/// A ballot deck as the settings list it, in the page's language: what it is (a built-in
/// deck's message `deck-<name>`, another deck's own description) and how many openings it
/// draws from.
pub fn deck_text(tr: &Tr, d: &crate::ballot::Deck) -> String {
    let what = crate::web::i18n::message(tr.lang(), &format!("deck-{}", d.name), &[])
        .unwrap_or_else(|| d.description.clone());
    format!(
        "{what} ({})",
        msg!("deck-openings", count = d.drawable_count()).say(tr)
    )
}

/// A tournament's ballot settings: no ballot, or the deck, per round or board, and the seed.
pub fn ballot_settings(b: &crate::domain::Ballot) -> Msg {
    use crate::domain::{Ballot, BallotPer};
    match b {
        Ballot::None => Msg::new("ballot-settings-none"),
        Ballot::Deck { deck, per, seed } => Msg::new(match per {
            BallotPer::Round => "ballot-settings-per-round",
            BallotPer::Board => "ballot-settings-per-board",
        })
        .arg("deck", deck.as_str())
        .arg(
            "seed",
            match seed {
                Some(s) => Arg::S(s.to_string()),
                None => Arg::Id("ballot-seed-random".into()),
            },
        ),
    }
}

/// A refusal of the ballot.
pub fn ballot_refusal(e: &crate::ballot::BallotError) -> (&'static str, Msg) {
    use crate::ballot::BallotError as E;
    match e {
        E::NoBallot => refusal!("refusal-ballot-none"),
        E::UnknownDeck(d) => refusal!("refusal-ballot-unknown-deck", deck = d.as_str()),
        E::WrongVariant {
            deck,
            variant,
            allowed,
        } => refusal!(
            "refusal-ballot-wrong-variant",
            deck = deck.as_str(),
            variant = variant.to_string(),
            allowed = allowed.as_str()
        ),
        E::UnknownOpening { deck, id } => refusal!(
            "refusal-ballot-unknown-opening",
            deck = deck.as_str(),
            opening = id.as_str()
        ),
        E::Barred { deck, id } => refusal!(
            "refusal-ballot-barred",
            deck = deck.as_str(),
            opening = id.as_str()
        ),
        E::NoSuchRound(r) => refusal!("refusal-no-such-round", round = *r),
        E::NoSuchBoard { round, board } => refusal!("refusal-ballot-no-such-board", round, board),
        E::HasResults { round, boards } => refusal!(
            "refusal-ballot-has-results",
            round,
            boards = boards.as_str(),
            count = boards.split(',').count()
        ),
        E::AlreadyDrawn(r) => refusal!("refusal-ballot-already-drawn", round = *r),
        E::NoReason => refusal!("refusal-ballot-no-reason"),
    }
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::domain::Language;

    use crate::web::words::tests::*;

    use crate::web::i18n::Tr;

    #[test]
    fn every_ballot_setting_and_refusal_has_a_message_in_every_language() {
        use crate::ballot::BallotError as E;
        use crate::domain::{Ballot, BallotPer};
        let mut msgs = vec![ballot_settings(&Ballot::None)];
        for per in [BallotPer::Round, BallotPer::Board] {
            for seed in [None, Some(42)] {
                msgs.push(ballot_settings(&Ballot::Deck {
                    deck: "3-move".into(),
                    per,
                    seed,
                }));
            }
        }
        let errors = [
            E::NoBallot,
            E::UnknownDeck("x".into()),
            E::WrongVariant {
                deck: "3-move".into(),
                variant: draughts_rules::Variant::Russian,
                allowed: "english".into(),
            },
            E::UnknownOpening {
                deck: "3-move".into(),
                id: "99".into(),
            },
            E::Barred {
                deck: "3-move".into(),
                id: "7".into(),
            },
            E::NoSuchRound(3),
            E::NoSuchBoard { round: 1, board: 9 },
            E::HasResults {
                round: 1,
                boards: "2".into(),
            },
            E::HasResults {
                round: 1,
                boards: "2, 3".into(),
            },
            E::AlreadyDrawn(1),
            E::NoReason,
        ];
        msgs.extend(errors.iter().map(|e| ballot_refusal(e).1));
        all_said("ballot", &msgs);
        assert_eq!(
            ballot_settings(&Ballot::None).say(&Tr::new(Language::Nl)),
            "geen loting"
        );
        assert_eq!(
            ballot_refusal(&E::NoBallot).1.say(&Tr::new(Language::En)),
            E::NoBallot.to_string()
        );
    }

    #[test]
    fn every_built_in_deck_is_described_in_every_language() {
        let ids = ids();
        let lib = crate::ballot::library();
        assert!(!lib.decks.is_empty());
        for d in &lib.decks {
            let id = format!("deck-{}", d.name);
            for lang in Language::ALL {
                assert!(
                    ids[&lang].contains(&id),
                    "{id} is missing in {}",
                    lang.code()
                );
            }
        }
        let english = lib
            .decks
            .iter()
            .find(|d| d.name == "english-2move")
            .unwrap();
        assert_eq!(
            deck_text(&Tr::new(Language::En), english),
            format!("{} (43 openings)", english.description)
        );
        assert!(
            deck_text(&Tr::new(Language::Fr), english).ends_with("(43 ouvertures)"),
            "{}",
            deck_text(&Tr::new(Language::Fr), english)
        );
    }

    /// One value of every variant (the match fails to compile when a variant is added, so
    /// that its sample and message are added too).
    fn pdn_warnings() -> Vec<draughts_rules::pdn::WarningKind> {
        use draughts_rules::pdn::WarningKind as W;
        let own = |s: &str| s.to_owned();
        every_variant![
            W::SpacedMove {
                written: own("1- 6"),
                read: own("1-6"),
            },
            W::UpperCaseSquare {
                written: own("C3-D4"),
                read: own("c3-d4"),
            },
            W::TextAfterMove {
                written: own("8-11x"),
                read: own("8-11"),
                comment: own("x"),
            },
            W::ResultWithoutTag { result: own("1-0") },
            W::ResultDiffersFromTag {
                tag: own("1-0"),
                token: own("0-1"),
            },
            W::UnknownResultTag { value: own("x") },
            W::ByteOrderMark,
            W::CrLfLineEnds,
            W::CrLineEnds,
            W::InvalidUtf8,
            W::SpacedEllipsis { number: 3 },
            W::LoneEllipsis,
            W::OddMoveNumber {
                written: own("3.."),
                read: own("3..."),
            },
            W::DanglingMoveNumber { number: own("4.") },
            W::UnknownMoveStrength { text: own("!!!") },
            W::EmptyVariation,
            W::JunkAfterTag { text: own("\\r") },
            W::JunkAfterResult { text: own("\\r") },
            W::StrayBracket,
            W::TagWithoutValue { name: own("Event") },
            W::DashResult,
            W::MissingResult { next_game_line: 12 },
        ]
    }

    fn pdn_errors() -> Vec<draughts_rules::pdn::SyntaxErrorKind> {
        use draughts_rules::pdn::{Pos, SyntaxErrorKind as E};
        let own = |s: &str| s.to_owned();
        every_variant![
            E::UnexpectedChar {
                found: '@',
                expected: own("a move"),
            },
            E::NestedComment {
                last_comment_open: Pos::new(2, 5),
            },
            E::StrayCloseBrace,
            E::UnterminatedComment,
            E::UnterminatedSetup,
            E::MalformedSetup { content: own("x") },
            E::MalformedTag {
                expected: own("a name"),
            },
            E::MalformedMove {
                text: own("x9"),
                expected: own("a move"),
            },
            E::MalformedNag { text: own("$x") },
            E::UnmatchedCloseParen,
            E::UnclosedVariation {
                open: Pos::new(3, 1),
                before: own("the result"),
            },
            E::TooDeep { max: 64 },
            E::InvalidResult { text: own("3-0") },
            E::LineTooLong { max: 1024 },
        ]
    }

    fn irregularities() -> Vec<draughts_rules::verify::IrregularityKind> {
        use draughts_rules::verify::IrregularityKind as K;
        every_variant![
            K::NoPieceOnOrigin { square: 9 },
            K::CaptureCompulsory,
            K::CaptureIncomplete,
            K::MajorityRule {
                taken: 1,
                required: 3,
            },
            K::ManMovedBackward,
            K::DestinationOccupied { square: 14 },
            K::NotALegalMove,
            K::Ambiguous {
                candidates: vec!["1x10".into(), "1x12".into()],
            },
            K::Unreadable {
                message: "square 99".into(),
            },
        ]
    }

    #[test]
    fn every_note_of_a_record_check_is_said_in_every_language() {
        use crate::domain::record::{BallotSaid, Note, Reason};
        use draughts_rules::verify::{DrawRule, DrawRuleKind, Leniency};
        let ids = ids();
        let kind_of = |v: serde_json::Value| v["kind"].as_str().unwrap().replace('_', "-");
        for lang in Language::ALL {
            let tr = Tr::new(lang);
            // The message of a value whose JSON `kind` names it after `prefix`: defined in the
            // language, and said in full.
            let said = |prefix: &str, value: serde_json::Value, text: String| {
                let id = format!("{prefix}-{}", kind_of(value));
                assert!(
                    ids[&lang].contains(&id),
                    "{id} is missing in {}",
                    lang.code()
                );
                worded(&id, lang, &text);
            };
            for w in pdn_warnings() {
                let value = serde_json::to_value(&w).unwrap();
                said("pdn-warning", value, pdn_warning(&tr, &w));
            }
            for e in pdn_errors() {
                said(
                    "pdn-error",
                    serde_json::to_value(&e).unwrap(),
                    pdn_error(&tr, &e),
                );
            }
            for k in irregularities() {
                let value = serde_json::to_value(&k).unwrap();
                said("irregular", value, irregularity(&tr, &k));
            }
            for rule in [
                DrawRuleKind::ThreefoldRepetition,
                DrawRuleKind::TwentyFiveMoveKings,
                DrawRuleKind::SixteenMoveEndgame,
                DrawRuleKind::FiveMoveEndgame,
                DrawRuleKind::FifteenMoveThreeKings,
                DrawRuleKind::FifteenMoveKings,
                DrawRuleKind::ThirtyMoveBalance,
                DrawRuleKind::SixtyMoveBalance,
                DrawRuleKind::FiveMoveRegulation,
                DrawRuleKind::FortyMove,
            ] {
                let name = serde_json::to_value(rule)
                    .unwrap()
                    .as_str()
                    .unwrap()
                    .replace('_', "-");
                let id = format!("draw-rule-{name}");
                assert!(
                    ids[&lang].contains(&id),
                    "{id} is missing in {}",
                    lang.code()
                );
                for claimable in [true, false] {
                    let d = DrawRule {
                        rule,
                        ply: 80,
                        claimable,
                    };
                    worded(&id, lang, &draw_rule(&tr, &d));
                }
            }
            let notes = [
                Note::ManyGames { count: 3 },
                Note::OtherGameType {
                    tagged: draughts_rules::Variant::International,
                    verified: draughts_rules::Variant::English,
                },
                Note::Pdn {
                    line: 3,
                    column: 43,
                    warning: pdn_warnings().remove(3),
                },
                Note::Move {
                    leniency: Leniency::CaptureMarkOnPlainMove {
                        ply: 2,
                        text: "9x13".into(),
                    },
                },
                Note::Move {
                    leniency: Leniency::DashForCapture {
                        ply: 3,
                        text: "15-22".into(),
                    },
                },
                Note::Move {
                    leniency: Leniency::CaptureEndsOnly {
                        ply: 4,
                        text: "28x8".into(),
                    },
                },
            ];
            for n in &notes {
                worded("note", lang, &record_note(&tr, n));
            }
            for r in [
                Reason::NoGame,
                Reason::Syntax {
                    line: 1,
                    column: 2,
                    error: pdn_errors().remove(0),
                },
                Reason::Move {
                    irregularity: irregularities().remove(1),
                },
            ] {
                worded("reason", lang, &record_reason(&tr, &r));
            }
            for b in [
                BallotSaid::FenIsBallot,
                BallotSaid::FenIsOther,
                BallotSaid::WritesMoves { plies: 3 },
                BallotSaid::WritesMoves { plies: 1 },
                BallotSaid::StartsAfter,
                BallotSaid::FromInitial,
                BallotSaid::AfterIrregular { ply: 7 },
                BallotSaid::UnknownDeck { deck: "x".into() },
            ] {
                worded("ballot", lang, &ballot_said(&tr, &b));
            }
        }
        let fr = Tr::new(Language::Fr);
        assert_eq!(
            record_note(
                &fr,
                &Note::Pdn {
                    line: 3,
                    column: 43,
                    warning: pdn_warnings().remove(3)
                }
            ),
            "ligne 3, colonne 43 : résultat `1-0` sans balise Result"
        );
        assert_eq!(
            record_note(
                &Tr::new(Language::Ru),
                &Note::Move {
                    leniency: Leniency::CaptureEndsOnly {
                        ply: 4,
                        text: "28x8".into()
                    }
                }
            ),
            "полуход 4: взятие `28x8` записано только начальным и конечным полем"
        );
        assert_eq!(
            irregularity(&fr, &irregularities().remove(0)),
            "aucune pièce du camp au trait sur la case 9"
        );
        // English says what the rules crate says.
        let en = Tr::new(Language::En);
        for w in pdn_warnings() {
            assert_eq!(
                pdn_warning(&en, &w),
                w.to_string().replace(
                    " (reported once per file; every such line is skipped and counted)",
                    ""
                )
            );
        }
        for k in irregularities() {
            assert_eq!(
                irregularity(&en, &k),
                k.describe().replace("piece(s)", "pieces")
            );
        }
    }
}
