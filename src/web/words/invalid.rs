//! The store's refusals of a command's field (`StoreError::Invalid` and its
//! [`Refusal`](crate::store::Refusal)) as a message id and its arguments
//! (`locales/<lang>/import-errors.ftl`), with the JSON API's code.

use crate::store::Refusal;

use super::refusals::{round_state, text_problem};
use super::*;

/// A field refused by the store, in words; `None` for a refusal said only in English
/// (`Refusal::Text`: another error's text).
pub fn invalid_refusal(field: &str, r: &Refusal) -> Option<(&'static str, Msg)> {
    let field_arg = || phrase("invalid-field", field);
    Some(match r {
        Refusal::Text(_) => return None,
        Refusal::Empty => refusal!("refusal-invalid-empty", field = field_arg()),
        Refusal::TooLong {
            text: Some(text),
            len,
            max,
        } => refusal!(
            "refusal-invalid-too-long-text",
            field = field_arg(),
            text = text.as_str(),
            len,
            max
        ),
        Refusal::TooLong {
            text: None,
            len,
            max,
        } => refusal!("refusal-invalid-too-long", field = field_arg(), len, max),
        Refusal::BadText(p) => refusal!(
            "refusal-invalid-bad-text",
            field = field_arg(),
            problem = text_problem(p)
        ),
        Refusal::Prizes(e) => {
            let line = crate::domain::prize_list::LineError {
                line: 0,
                problem: crate::domain::prize_list::LineProblem::List(e.clone()),
            };
            ("prizes", prize_line(&line))
        }
        Refusal::FinishedPrizeList => refusal!("refusal-invalid-finished-prize-list"),
        Refusal::ReasonNotClosed { round, state } => refusal!(
            "refusal-invalid-reason-not-closed",
            round,
            state = round_state(*state)
        ),
        Refusal::GameWithoutResult { board, game } => {
            refusal!("refusal-invalid-game-without-result", board, game)
        }
        Refusal::NotCheckInRound { round } => refusal!("refusal-invalid-not-check-in-round", round),
        Refusal::TeamEventPairing => refusal!("refusal-invalid-team-event-pairing"),
        Refusal::AlreadySection {
            tournament,
            event,
            name,
        } => refusal!(
            "refusal-invalid-already-section",
            tournament = *tournament,
            event = *event,
            name = name.as_str()
        ),
        Refusal::NoResultBeforeIncident {
            board,
            round,
            incident,
        } => refusal!(
            "refusal-invalid-no-result-before-incident",
            board,
            round,
            incident = *incident
        ),
        Refusal::NotKnockout { tournament, system } => refusal!(
            "refusal-invalid-not-knockout",
            tournament = *tournament,
            system = Msg::new("system-name").arg("s", system.name())
        ),
        Refusal::AccountExists => refusal!("refusal-invalid-account-exists"),
        Refusal::AccountNameTaken(name) => {
            refusal!("refusal-invalid-account-name-taken", name = name.as_str())
        }
        Refusal::NoPlayoff { tournament, number } => refusal!(
            "refusal-invalid-no-playoff",
            tournament = *tournament,
            number
        ),
        Refusal::TakeBackNeedsReason => refusal!("refusal-invalid-take-back-needs-reason"),
        Refusal::NothingToTakeBack { tie } => {
            refusal!("refusal-invalid-nothing-to-take-back", tie = tie.as_str())
        }
        Refusal::TakeBackLater { game, tie } => {
            refusal!("refusal-invalid-take-back-later", game, tie = tie.as_str())
        }
        Refusal::KnockoutStartedEntries => refusal!("refusal-invalid-knockout-started-entries"),
        Refusal::KnockoutStartedSettings => refusal!("refusal-invalid-knockout-started-settings"),
        Refusal::KnockoutStartedGames => refusal!("refusal-invalid-knockout-started-games"),
        Refusal::Knockout(e) => knockout_refusal(e),
        Refusal::PlayOff(e) => playoff_refusal(e),
        Refusal::Stage(e) => return stage_refusal(e),
    })
}

/// Why a next stage cannot be seeded (`StageError`); a tournament's own refusal is said by
/// [`tournament_refusal`].
pub fn stage_refusal(e: &crate::domain::stage::StageError) -> Option<(&'static str, Msg)> {
    use crate::domain::stage::StageError as E;
    Some(match e {
        E::NotFinished => refusal!("refusal-stage-not-finished"),
        E::TooFew(count) => refusal!("refusal-stage-too-few", count = *count),
        E::NotEnough { have, asked } => refusal!("refusal-stage-not-enough", have, count = *asked),
        E::TieAtTheCut {
            top,
            next,
            a,
            b,
            fewer,
            more,
        } if *fewer >= 2 => refusal!(
            "refusal-stage-tie-at-the-cut",
            top,
            next,
            a,
            b,
            fewer,
            count = *more
        ),
        E::TieAtTheCut {
            top,
            next,
            a,
            b,
            more,
            ..
        } => refusal!(
            "refusal-stage-tie-at-the-cut-more",
            top,
            next,
            a,
            b,
            count = *more
        ),
        E::Tournament(e) => return tournament_refusal(e),
    })
}

/// A play-off's refusals (`PlayOffError`); a line of its games that cannot be read keeps its
/// English words, its line said in the page's language.
pub fn playoff_refusal(e: &crate::domain::playoff::PlayOffError) -> (&'static str, Msg) {
    use crate::domain::playoff::PlayOffError as E;
    match e {
        E::TooFewPlayers => refusal!("refusal-playoff-too-few-players"),
        E::RepeatedPlayer(no) => refusal!("refusal-playoff-repeated-player", no),
        E::UnknownPlayer(no) => refusal!("refusal-playoff-unknown-player", no),
        E::NotFinished => refusal!("refusal-playoff-not-finished"),
        E::NotTied {
            no,
            points,
            other,
            other_points,
        } => refusal!(
            "refusal-playoff-not-tied",
            no,
            points = points.as_str(),
            other,
            other_points = other_points.as_str()
        ),
        E::GameOutside { game, no } => refusal!("refusal-playoff-game-outside", game, no),
        E::GameAgainstSelf { game } => refusal!("refusal-playoff-game-against-self", game),
        E::TooManyGames => refusal!(
            "refusal-playoff-too-many-games",
            max = crate::domain::playoff::MAX_GAMES
        ),
        E::NoSuchPlayOff => refusal!("refusal-playoff-no-such"),
        E::AlreadyInPlayOff(no) => refusal!("refusal-playoff-already-in", no),
        E::TimeControl(text) => refusal!("refusal-playoff-time-control", text = text.as_str()),
        E::Syntax { line, message } => (
            "playoff-syntax",
            msg!("form-line", line, problem = message.as_str()),
        ),
    }
}

/// A knock-out's refusal of a game or of its bracket (`KnockoutError`).
pub fn knockout_refusal(e: &crate::domain::knockout::KnockoutError) -> (&'static str, Msg) {
    use crate::domain::knockout::KnockoutError as E;
    use crate::pairing::knockout::KnockoutError as B;
    match e {
        E::NotKnockout(system) => refusal!(
            "refusal-ko-not-knockout",
            system = Msg::new("system-name").arg("s", system.name())
        ),
        E::BothAbsent => refusal!("refusal-ko-both-absent"),
        E::OutOfOrder { tie, game } => {
            refusal!("refusal-ko-out-of-order", tie = tie.to_string(), game)
        }
        E::Bracket(B::TooFew(count)) => refusal!("refusal-ko-too-few", count = *count),
        E::Bracket(B::TooMany { have, max }) => refusal!("refusal-ko-too-many", count = *have, max),
        E::Bracket(B::NoGames) => refusal!("refusal-ko-no-games"),
        E::Bracket(B::DoubleOnlyPlain) => refusal!("refusal-ko-double-only-plain"),
        E::Bracket(B::NoSuchTie(tie)) => refusal!("refusal-ko-no-such-tie", tie = tie.to_string()),
        E::Bracket(B::NotPlaying { tie, why }) => refusal!(
            "refusal-ko-not-playing",
            tie = tie.to_string(),
            why = phrase("ko-why", why)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::prizes::PrizeError;
    use crate::domain::text::TextProblem;
    use crate::domain::{Language, RoundState, System};
    use crate::web::i18n::Tr;
    use crate::web::words::tests::*;

    /// Every `StageError`, both forms of a tie at the cut.
    fn stages() -> Vec<crate::domain::stage::StageError> {
        use crate::domain::stage::StageError as E;
        let tie = |fewer| E::TieAtTheCut {
            top: 4,
            next: 5,
            a: 7,
            b: 9,
            fewer,
            more: 5,
        };
        let mut all = every_variant![
            E::NotFinished,
            E::TooFew(1),
            E::NotEnough { have: 6, asked: 8 },
            E::TieAtTheCut {
                top: 4,
                next: 5,
                a: 4,
                b: 5,
                fewer: 3,
                more: 5,
            },
            E::Tournament(crate::domain::TournamentError::Finished { rounds: 7 }),
        ];
        all.push(tie(1));
        all
    }

    #[test]
    fn every_field_the_store_refuses_is_said_in_every_language() {
        let tie = crate::pairing::knockout::TieId {
            part: crate::pairing::knockout::Part::Winners,
            round: 1,
            number: 2,
        };
        let knockouts = {
            use crate::domain::knockout::KnockoutError as E;
            use crate::pairing::knockout::KnockoutError as B;
            let mut brackets = every_variant![
                B::TooFew(1),
                B::TooMany {
                    have: 2000,
                    max: 1024,
                },
                B::NoGames,
                B::DoubleOnlyPlain,
                B::NoSuchTie(tie),
                B::NotPlaying {
                    tie,
                    why: "a player is not known yet",
                },
            ];
            for why in ["it has no opponent to play", "it is decided"] {
                brackets.push(B::NotPlaying { tie, why });
            }
            let mut all = every_variant![
                E::NotKnockout(System::Swiss),
                E::BothAbsent,
                E::OutOfOrder { tie, game: 3 },
                E::Bracket(B::NoGames),
            ];
            all.pop();
            all.extend(brackets.into_iter().map(E::Bracket));
            all
        };
        let playoffs = {
            use crate::domain::playoff::PlayOffError as E;
            every_variant![
                E::TooFewPlayers,
                E::RepeatedPlayer(3),
                E::UnknownPlayer(3),
                E::NotFinished,
                E::NotTied {
                    no: 1,
                    points: "5.5".into(),
                    other: 2,
                    other_points: "5".into(),
                },
                E::GameOutside { game: 2, no: 7 },
                E::GameAgainstSelf { game: 2 },
                E::TooManyGames,
                E::NoSuchPlayOff,
                E::AlreadyInPlayOff(3),
                E::TimeControl("x".into()),
                E::Syntax {
                    line: 2,
                    message: "x".into(),
                },
            ]
        };
        all_said(
            "play-off refusal",
            &playoffs
                .iter()
                .map(|e| playoff_refusal(e).1)
                .collect::<Vec<_>>(),
        );
        assert_eq!(
            playoff_refusal(&playoffs[4]).1.say(&Tr::new(Language::Nl)),
            "speler 1 heeft 5.5 en speler 2 heeft 5: een barrage is er alleen tussen spelers met evenveel punten"
        );
        // Each refusal once, `Text` (another error's English) apart; a knock-out's, a play-off's
        // and a next stage's each of their own.
        let mut refusals = every_variant![
            Refusal::Text("x".into()),
            Refusal::Empty,
            Refusal::TooLong {
                text: Some("Hall".into()),
                len: 300,
                max: 200,
            },
            Refusal::BadText(TextProblem::Bidi),
            Refusal::Prizes(PrizeError::PlaceZero { index: 0 }),
            Refusal::FinishedPrizeList,
            Refusal::ReasonNotClosed {
                round: 2,
                state: RoundState::Published,
            },
            Refusal::GameWithoutResult { board: 3, game: 2 },
            Refusal::NotCheckInRound { round: 4 },
            Refusal::TeamEventPairing,
            Refusal::AlreadySection {
                tournament: 3,
                event: 1,
                name: "Festival".into(),
            },
            Refusal::NoResultBeforeIncident {
                board: 2,
                round: 3,
                incident: 7,
            },
            Refusal::NotKnockout {
                tournament: 2,
                system: System::Swiss,
            },
            Refusal::AccountExists,
            Refusal::AccountNameTaken("ann".into()),
            Refusal::NoPlayoff {
                tournament: 2,
                number: 3,
            },
            Refusal::TakeBackNeedsReason,
            Refusal::NothingToTakeBack { tie: "W1-2".into() },
            Refusal::TakeBackLater {
                game: 2,
                tie: "W1-2".into(),
            },
            Refusal::KnockoutStartedEntries,
            Refusal::KnockoutStartedSettings,
            Refusal::KnockoutStartedGames,
            Refusal::Knockout(crate::domain::knockout::KnockoutError::BothAbsent),
            Refusal::PlayOff(crate::domain::playoff::PlayOffError::NotFinished),
            Refusal::Stage(crate::domain::stage::StageError::NotFinished),
        ];
        refusals.truncate(refusals.len() - 3);
        refusals.remove(0);
        refusals.push(Refusal::TooLong {
            text: None,
            len: 600,
            max: 500,
        });
        // The field a refusal names: each of three, in turn.
        let refusals: Vec<(&str, Refusal)> = ["name", "venue", "reason"]
            .into_iter()
            .cycle()
            .zip(
                refusals
                    .into_iter()
                    .chain(knockouts.into_iter().map(Refusal::Knockout))
                    .chain(playoffs.into_iter().map(Refusal::PlayOff))
                    .chain(stages().into_iter().map(Refusal::Stage)),
            )
            .collect();
        let said: Vec<(&str, Msg)> = refusals
            .iter()
            .map(|(f, r)| invalid_refusal(f, r).expect("worded"))
            .collect();
        all_said(
            "store refusal",
            &said.iter().map(|(_, m)| m.clone()).collect::<Vec<_>>(),
        );
        // The fields named have their words in every language.
        phrases_said(&[
            ("invalid-field", "name"),
            ("invalid-field", "venue"),
            ("invalid-field", "reason"),
            ("ko-why", "a player is not known yet"),
            ("ko-why", "it has no opponent to play"),
            ("ko-why", "it is decided"),
        ]);
        let fr = Tr::new(Language::Fr);
        assert_eq!(
            invalid_refusal("reason", &Refusal::FinishedPrizeList)
                .unwrap()
                .1
                .say(&fr),
            "le tournoi est terminé : sa liste de prix ne change plus qu'avec un motif, conservé dans le journal"
        );
        assert_eq!(
            invalid_refusal("board 3", &Refusal::GameWithoutResult { board: 3, game: 2 })
                .unwrap()
                .1
                .say(&Tr::new(Language::Ru)),
            "доска 3: у партии 2 нет результата"
        );
        assert_eq!(invalid_refusal("x", &Refusal::Text("x".into())), None);
    }
}
