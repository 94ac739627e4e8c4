//! The refusals of the store and the domain (settings, rounds, entries, prize lists) as a
//! message id and its arguments, with the HTTP-facing code.

use crate::domain::text::TextProblem;

use super::*;

/// A refusal of the store said in words where it is typed: a stable code (the JSON API's
/// `code`) and its message; `None` for a refusal still said by its English text.
pub fn store_refusal(e: &crate::store::StoreError) -> Option<(&'static str, Msg)> {
    use crate::store::StoreError;
    match e {
        StoreError::Book { error, .. } => Some(book_refusal(error)),
        StoreError::Domain(t) => tournament_refusal(t),
        StoreError::Ballot(b) => Some(ballot_refusal(b)),
        StoreError::Invalid { field, message } => invalid_refusal(field, message),
        _ => None,
    }
}

/// The refusals of a tournament a controller meets most, pairing a round above all.
pub fn tournament_refusal(e: &crate::domain::TournamentError) -> Option<(&'static str, Msg)> {
    use crate::domain::TournamentError as E;
    Some(match e {
        E::DuplicateStartNo(no) => refusal!("refusal-duplicate-start-no", no),
        E::UnknownEntry(no) => refusal!("refusal-unknown-entry", no),
        E::Finished { rounds } => refusal!("refusal-finished", rounds),
        E::FewerRoundsThanPaired { rounds, paired } => {
            refusal!("refusal-fewer-rounds-than-paired", rounds, paired)
        }
        E::TooManyEntries { max } => refusal!("refusal-too-many-entries", max),
        E::NoSuchRound(r) => refusal!("refusal-no-such-round", round = *r),
        E::AllRoundsPaired(n) => refusal!("refusal-all-rounds-paired", count = *n),
        E::PreviousRoundDraft { round, next } => {
            refusal!("refusal-previous-round-draft", round, next)
        }
        E::PreviousRoundOpen {
            round,
            next,
            missing,
        } => refusal!(
            "refusal-previous-round-open",
            round,
            next,
            boards = missing.to_string(),
            count = missing.0.len()
        ),
        E::NotLastRound { round, last } => refusal!("refusal-not-last-round", round, last),
        E::PairedTwice { entry, round } => refusal!("refusal-paired-twice", no = *entry, round),
        E::SelfPairing { entry } => refusal!("refusal-self-pairing", no = *entry),
        E::Unpaired { entry, round } => refusal!("refusal-unpaired", no = *entry, round),
        E::ForbiddenPairing { a, b } => {
            refusal!("refusal-forbidden-pairing", a, b)
        }
        E::ProhibitedPairing { a, b, round } => refusal!("refusal-prohibited-pairing", a, b, round),
        E::PlayFixed { what, paired } => {
            refusal!("refusal-play-fixed", what = what.name(), count = *paired)
        }
        E::Settings(e) => settings_refusal(e),
        E::Round(e) => round_refusal(e),
        E::Entry(e) => entry_refusal(e),
        E::PlayOff(e) => playoff_refusal(e),
        _ => return None,
    })
}

/// A line of a typed prize list that cannot be read, in words (`form-line` and `prize-*`;
/// line 0 is the list as a whole). The list's keywords stay as its syntax writes them.
pub fn prize_line(e: &crate::domain::prize_list::LineError) -> Msg {
    use crate::domain::prize_list::LineProblem as P;
    use crate::domain::prizes::PrizeError;
    use crate::domain::text::quoted;
    let problem = match &e.problem {
        P::NoColon => Msg::new("prize-line-no-colon"),
        P::Sharing => Msg::new("prize-line-sharing"),
        P::CategoryName(p) => msg!("prize-line-category-name", problem = text_problem(p)),
        P::Rule => Msg::new("prize-line-rule"),
        P::NotWholeNumber(t) => as_read("form-not-whole-number", t),
        P::NotDate(t) => as_read("form-not-date", t),
        P::NotPrizeHead(t) => as_read("prize-line-not-head", t),
        P::NotPlace(t) => as_read("prize-line-not-place", t),
        P::NotAmount(t) => as_read("prize-line-not-amount", t),
        P::Trophy(p) => msg!("prize-line-trophy", problem = text_problem(p)),
        P::List(PrizeError::UnknownCategory { index, category }) => {
            msg!(
                "prize-unknown-category",
                index = *index + 1,
                category = quoted(category)
            )
        }
        P::List(PrizeError::DuplicatePlace {
            index,
            place,
            category,
        }) => match category {
            None => Msg::new("prize-duplicate-place-main"),
            Some(c) => msg!("prize-duplicate-place", category = quoted(c)),
        }
        .arg("index", *index + 1)
        .arg("place", *place),
        P::List(PrizeError::PlaceZero { index }) => {
            msg!("prize-place-zero", index = *index + 1)
        }
    };
    if e.line == 0 {
        problem
    } else {
        msg!("form-line", line = e.line, problem = problem)
    }
}

/// A text's problem (`text-problem-*`).
pub(super) fn text_problem(p: &TextProblem) -> Arg {
    Arg::Id(
        match p {
            TextProblem::Control => "text-problem-control",
            TextProblem::Bidi => "text-problem-bidi",
            TextProblem::Invisible => "text-problem-invisible",
        }
        .into(),
    )
}

/// A round's state in words (`round-state`).
pub(super) fn round_state(s: crate::domain::RoundState) -> Arg {
    msg!("round-state", state = s.name()).into()
}

/// A kind of result in words (`result-kind`).
fn result_kind(k: crate::domain::ResultKind) -> Arg {
    msg!("result-kind", kind = k.name()).into()
}

/// The settings' refusals (`SettingsError`), each with its stable code.
pub fn settings_refusal(e: &crate::domain::SettingsError) -> (&'static str, Msg) {
    use crate::domain::SettingsError as E;
    match e {
        E::TeamKnockout => refusal!("refusal-settings-team-knockout"),
        E::EmptyName => refusal!("refusal-settings-empty-name"),
        E::NoRounds => refusal!("refusal-settings-no-rounds"),
        E::NoGames => refusal!("refusal-settings-no-games"),
        E::TooManyGames(n) => refusal!(
            "refusal-settings-too-many-games",
            max = i64::from(crate::domain::settings::MAX_GAMES_PER_ROUND),
            count = i64::from(*n)
        ),
        E::BadScoring { win, draw, loss } => refusal!(
            "refusal-settings-bad-scoring",
            win = win.to_string(),
            draw = draw.to_string(),
            loss = loss.to_string()
        ),
        E::MatchPointsMissing => refusal!("refusal-settings-match-points-missing"),
        E::DuplicateTieBreak(tb) => {
            refusal!("refusal-settings-duplicate-tie-break", tb = tb.to_string())
        }
        E::UnknownSystem(t) => refusal!("refusal-settings-unknown-system", text = t.as_str()),
        E::UnknownSeeding(t) => refusal!("refusal-settings-unknown-seeding", text = t.as_str()),
        E::KnockoutOptions => refusal!("refusal-settings-knockout-options"),
        E::TooManyTieBreakGames(n) => refusal!(
            "refusal-settings-too-many-tie-break-games",
            max = i64::from(crate::domain::settings::MAX_TIEBREAK_GAMES),
            count = i64::from(*n)
        ),
        E::UnknownTieBreak(t) => refusal!("refusal-settings-unknown-tie-break", text = t.as_str()),
        E::UnknownScoreBasis(t) => {
            refusal!("refusal-settings-unknown-score-basis", text = t.as_str())
        }
        E::UnknownPreset(t) => refusal!("refusal-settings-unknown-preset", text = t.as_str()),
        E::EndBeforeStart { start, end } => refusal!(
            "refusal-settings-end-before-start",
            start = start.to_string(),
            end = end.to_string()
        ),
        E::TooLong { field, len, max } => refusal!(
            "refusal-settings-too-long",
            field = phrase("field", field),
            len,
            max
        ),
        E::ControlCharacter(field) => refusal!(
            "refusal-settings-control-character",
            field = phrase("field", field)
        ),
        E::BadText { field, problem } => refusal!(
            "refusal-settings-bad-text",
            field = phrase("field", field),
            problem = text_problem(problem)
        ),
        E::TooManyRounds(n) => refusal!(
            "refusal-settings-too-many-rounds",
            count = *n,
            max = crate::domain::settings::MAX_ROUNDS
        ),
        E::DateOfNoRound { round, rounds } => {
            refusal!("refusal-settings-date-of-no-round", round, rounds)
        }
        E::DatesOutOfOrder {
            round,
            date,
            before,
            before_date,
        } => refusal!(
            "refusal-settings-dates-out-of-order",
            round,
            date = date.to_string(),
            before,
            before_date = before_date.to_string()
        ),
        E::BadAcceleration(detail) => refusal!(
            "refusal-settings-bad-acceleration",
            detail = detail.as_str()
        ),
        E::AccelerationNeedsSwiss(system) => refusal!(
            "refusal-settings-acceleration-needs-swiss",
            system = Msg::new("system-name").arg("s", system.name())
        ),
        E::BadProhibition { players, problem } => refusal!(
            "refusal-settings-bad-prohibition",
            players = players.as_str(),
            problem = phrase("phrase", problem)
        ),
        E::BadCode { field, problem } => refusal!(
            "refusal-settings-bad-code",
            field = phrase("field", field),
            problem = phrase("phrase", problem)
        ),
    }
}

/// A round's refusals (`RoundError`): results for a closed or draft round, a board it does not
/// have, a result the event's scoring does not know.
pub fn round_refusal(e: &crate::domain::RoundError) -> (&'static str, Msg) {
    use crate::domain::RoundError as E;
    match e {
        E::Draft { round } => refusal!("refusal-round-draft", round),
        E::Closed { round } => refusal!("refusal-round-closed", round),
        E::NotClosed { round, state } => refusal!(
            "refusal-round-not-closed",
            round,
            state = round_state(*state)
        ),
        E::NoSuchBoard { round, board } => refusal!("refusal-round-no-such-board", round, board),
        E::ByeBoard { round, board } => refusal!("refusal-round-bye-board", round, board),
        E::WrongGameCount {
            round,
            board,
            expected,
            got,
        } => refusal!(
            "refusal-round-wrong-game-count",
            round,
            board,
            expected,
            got
        ),
        E::MissingResults { round, missing } => refusal!(
            "refusal-round-missing-results",
            round,
            boards = missing.to_string(),
            count = missing.0.len()
        ),
        E::HasResults { round, boards } => refusal!(
            "refusal-round-has-results",
            round,
            boards = boards.to_string(),
            count = boards.0.len()
        ),
        E::ResultsEntered { round, boards } => refusal!(
            "refusal-round-results-entered",
            round,
            boards = boards.to_string(),
            count = boards.0.len()
        ),
        E::BadTransition { round, from, to } => refusal!(
            "refusal-round-bad-transition",
            round,
            from = round_state(*from),
            to = round_state(*to)
        ),
        E::BallotLocked { round, state } => refusal!(
            "refusal-round-ballot-locked",
            round,
            state = round_state(*state)
        ),
        E::NoSuchGame {
            round,
            board,
            game,
            games,
        } => refusal!(
            "refusal-round-no-such-game",
            round,
            board,
            game = i64::from(*game),
            games
        ),
        E::OtherGameMissing { board, game } => refusal!(
            "refusal-round-other-game-missing",
            board,
            game = i64::from(*game)
        ),
        E::SheetsNeedGames => {
            refusal!("refusal-round-sheets-need-games", article = "000 art. 3.10")
        }
        E::SidesDisagree { first, second } => refusal!(
            "refusal-round-sides-disagree",
            first = result_kind(*first),
            second = result_kind(*second)
        ),
        E::PointsDisagree {
            sent, kind, scored, ..
        } => refusal!(
            "refusal-round-points-disagree",
            sent = sent.to_string(),
            kind = result_kind(*kind),
            scored = scored.to_string()
        ),
        E::EmptyReason => refusal!("refusal-round-empty-reason"),
        E::ReasonTooLong(len) => refusal!(
            "refusal-round-reason-too-long",
            len,
            max = crate::domain::round::MAX_REASON
        ),
        E::BadReason(p) => refusal!("refusal-round-bad-reason", problem = text_problem(p)),
        E::BadGameReport(t) => refusal!("refusal-round-bad-game-report", text = t.as_str()),
        E::NotInScoring {
            text,
            win,
            draw,
            loss,
        } => refusal!(
            "refusal-round-not-in-scoring",
            text = text.as_str(),
            win = win.to_string(),
            draw = draw.to_string(),
            loss = loss.to_string()
        ),
    }
}

/// An entry's refusals (`EntryError`).
pub fn entry_refusal(e: &crate::domain::EntryError) -> (&'static str, Msg) {
    use crate::domain::EntryError as E;
    match e {
        E::EmptyName => refusal!("refusal-entry-empty-name"),
        E::NameTooLong(name) => refusal!("refusal-entry-name-too-long", name = name.as_str()),
        E::NameControlCharacter(name) => {
            refusal!("refusal-entry-name-control-character", name = name.as_str())
        }
        E::BadName { name, problem } => refusal!(
            "refusal-entry-bad-name",
            name = name.as_str(),
            problem = text_problem(problem)
        ),
        E::BadText { no, field, problem } => refusal!(
            "refusal-entry-bad-text",
            no,
            field = phrase("field", field),
            problem = text_problem(problem)
        ),
        E::BadFederation(t) => refusal!("refusal-entry-bad-federation", text = t.as_str()),
        E::BadStartNo(no) => refusal!("refusal-entry-bad-start-no", no),
        E::TooLong {
            no,
            field,
            len,
            max,
        } => refusal!(
            "refusal-entry-too-long",
            no,
            field = phrase("field", field),
            len,
            max
        ),
        E::LateAfterWithdrawal {
            no,
            late_from,
            withdrawn_from,
        } => refusal!(
            "refusal-entry-late-after-withdrawal",
            no,
            late = *late_from,
            withdrawn = *withdrawn_from
        ),
        E::BadRound { no, round, what } => refusal!(
            "refusal-entry-bad-round",
            no,
            round,
            what = phrase("phrase", what)
        ),
        E::EmptySurname => refusal!("refusal-entry-empty-surname"),
        E::PartTooLong { field, text } => refusal!(
            "refusal-entry-name-part-too-long",
            field = phrase("field", field),
            text = text.as_str()
        ),
        E::BadPart {
            field,
            text,
            problem,
        } => refusal!(
            "refusal-entry-bad-name-part",
            field = phrase("field", field),
            text = text.as_str(),
            problem = text_problem(problem)
        ),
        E::SurnameComma(text) => refusal!("refusal-entry-surname-comma", text = text.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::domain::Language;
    use crate::domain::TournamentError;
    use crate::domain::round::BoardList;
    use crate::web::words::tests::*;

    use crate::web::i18n::Tr;

    #[test]
    fn every_problem_of_a_typed_prize_list_is_said_in_every_language() {
        use crate::domain::prize_list::{LineError, LineProblem as P};
        use crate::domain::prizes::PrizeError;
        use crate::domain::text::TextProblem;
        let problems = [
            P::NoColon,
            P::Sharing,
            P::CategoryName(TextProblem::Control),
            P::Rule,
            P::NotWholeNumber("x".into()),
            P::NotDate("x".into()),
            P::NotPrizeHead("a b c".into()),
            P::NotPlace("x".into()),
            P::NotAmount("x".into()),
            P::Trophy(TextProblem::Bidi),
            P::List(PrizeError::UnknownCategory {
                index: 0,
                category: "U8".into(),
            }),
            P::List(PrizeError::DuplicatePlace {
                index: 1,
                place: 2,
                category: None,
            }),
            P::List(PrizeError::DuplicatePlace {
                index: 1,
                place: 2,
                category: Some("U8".into()),
            }),
            P::List(PrizeError::PlaceZero { index: 3 }),
        ];
        // Line 0 (the list as a whole) says the problem's own message, so its id is checked.
        let msgs: Vec<Msg> = problems
            .iter()
            .map(|p| {
                prize_line(&LineError {
                    line: 0,
                    problem: p.clone(),
                })
            })
            .collect();
        all_said("prize", &msgs);
        let on_line = |p: &P| {
            prize_line(&LineError {
                line: 3,
                problem: p.clone(),
            })
        };
        all_said(
            "prize line",
            &problems.iter().map(on_line).collect::<Vec<_>>(),
        );
        // A problem of the whole list names the prize counted from 1, and no line.
        let whole = prize_line(&LineError {
            line: 0,
            problem: problems[10].clone(),
        });
        assert_eq!(
            whole.say(&Tr::new(Language::Fr)),
            "prix 1 : il n'y a pas de catégorie `U8`"
        );
        assert_eq!(
            on_line(&problems[8]).say(&Tr::new(Language::Nl)),
            "regel 3: `x` is geen bedrag (zoals 250 of 62.50)"
        );
    }

    #[test]
    fn the_refusals_of_settings_rounds_and_entries_are_said_in_every_language() {
        use crate::domain::text::TextProblem;
        use crate::domain::{
            EntryError as En, ResultKind, RoundError as R, RoundState, SettingsError as S, System,
            TieBreak,
        };
        let date = |d: u32| chrono::NaiveDate::from_ymd_opt(2026, 4, d).unwrap();
        let p = |n: u32| crate::domain::Points::from_halves(n);
        let settings = every_variant![
            S::TeamKnockout,
            S::EmptyName,
            S::NoRounds,
            S::NoGames,
            S::TooManyGames(21),
            S::BadScoring {
                win: p(2),
                draw: p(3),
                loss: p(0),
            },
            S::MatchPointsMissing,
            S::DuplicateTieBreak(TieBreak::ALL[0]),
            S::UnknownSystem("x".into()),
            S::UnknownSeeding("x".into()),
            S::KnockoutOptions,
            S::TooManyTieBreakGames(30),
            S::UnknownTieBreak("x".into()),
            S::UnknownScoreBasis("x".into()),
            S::UnknownPreset("x".into()),
            S::EndBeforeStart {
                start: date(5),
                end: date(4),
            },
            S::TooLong {
                field: "venue",
                len: 300,
                max: 200,
            },
            S::ControlCharacter("time control"),
            S::BadText {
                field: "tournament name",
                problem: TextProblem::Bidi,
            },
            S::TooManyRounds(1000),
            S::DateOfNoRound {
                round: 9,
                rounds: 7,
            },
            S::DatesOutOfOrder {
                round: 2,
                date: date(3),
                before: 1,
                before_date: date(4),
            },
            S::BadAcceleration("x".into()),
            S::AccelerationNeedsSwiss(System::RoundRobin),
            S::BadProhibition {
                players: "1, 1".into(),
                problem: "a player is listed twice",
            },
            S::BadCode {
                field: "time control code (222)",
                problem: "a code has no spaces",
            },
        ];
        let boards = BoardList(vec![2, 5]);
        let rounds = every_variant![
            R::Draft { round: 2 },
            R::Closed { round: 2 },
            R::NotClosed {
                round: 2,
                state: RoundState::Published,
            },
            R::NoSuchBoard { round: 2, board: 9 },
            R::ByeBoard { round: 2, board: 9 },
            R::WrongGameCount {
                round: 2,
                board: 1,
                expected: 2,
                got: 1,
            },
            R::MissingResults {
                round: 2,
                missing: boards.clone(),
            },
            R::MissingResults {
                round: 2,
                missing: BoardList(vec![3]),
            },
            R::HasResults {
                round: 2,
                boards: boards.clone(),
            },
            R::ResultsEntered {
                round: 2,
                boards: boards.clone(),
            },
            R::BadTransition {
                round: 2,
                from: RoundState::Closed,
                to: RoundState::Draft,
            },
            R::BallotLocked {
                round: 2,
                state: RoundState::ResultsComplete,
            },
            R::NoSuchGame {
                round: 2,
                board: 1,
                game: 3,
                games: 2,
            },
            R::OtherGameMissing { board: 1, game: 1 },
            R::SheetsNeedGames,
            R::SidesDisagree {
                first: ResultKind::Win,
                second: ResultKind::ForfeitWin,
            },
            R::PointsDisagree {
                side: crate::domain::round::Side::First,
                sent: p(3),
                kind: ResultKind::Win,
                scored: p(4),
            },
            R::EmptyReason,
            R::ReasonTooLong(600),
            R::BadReason(TextProblem::Invisible),
            R::BadGameReport("3-0".into()),
            R::NotInScoring {
                text: "3-0".into(),
                win: p(4),
                draw: p(2),
                loss: p(0),
            },
        ];
        let entries = every_variant![
            En::EmptyName,
            En::NameTooLong("x".into()),
            En::NameControlCharacter("x".into()),
            En::BadName {
                name: "x".into(),
                problem: TextProblem::Control,
            },
            En::BadText {
                no: 3,
                field: "club",
                problem: TextProblem::Control,
            },
            En::BadFederation("xx".into()),
            En::BadStartNo(0),
            En::TooLong {
                no: 3,
                field: "women's title",
                len: 30,
                max: 20,
            },
            En::LateAfterWithdrawal {
                no: 3,
                late_from: 4,
                withdrawn_from: 2,
            },
            En::BadRound {
                no: 3,
                round: 0,
                what: "requested bye",
            },
            En::EmptySurname,
            En::PartTooLong {
                field: "surname",
                text: "x".into(),
            },
            En::BadPart {
                field: "given name",
                text: "x".into(),
                problem: TextProblem::Bidi,
            },
            En::SurnameComma("a, b".into()),
        ];
        let mut msgs: Vec<Msg> = settings.iter().map(|e| settings_refusal(e).1).collect();
        msgs.extend(rounds.iter().map(|e| round_refusal(e).1));
        msgs.extend(entries.iter().map(|e| entry_refusal(e).1));
        all_said("refusal", &msgs);
        // Every code is its own.
        let mut codes: Vec<&str> = settings.iter().map(|e| settings_refusal(e).0).collect();
        codes.extend(rounds.iter().map(|e| round_refusal(e).0));
        codes.extend(entries.iter().map(|e| entry_refusal(e).0));
        let distinct: BTreeSet<&str> = codes.iter().copied().collect();
        assert_eq!(distinct.len(), codes.len() - 1, "one code per variant"); // two MissingResults
        // The domain's phrases (field names and problems) have a message in every language.
        phrases_said(&[
            ("field", "tournament name"),
            ("field", "venue"),
            ("field", "chief controller"),
            ("field", "time control"),
            ("field", "tie-break time control"),
            ("field", "type of tournament (092)"),
            ("field", "deputy chief controller"),
            ("field", "tournament type code (192)"),
            ("field", "time control code (222)"),
            ("field", "starting rank method (172)"),
            ("field", "points adjustment (299)"),
            ("field", "title"),
            ("field", "women's title"),
            ("field", "club"),
            ("field", "FMJD id"),
            ("field", "national id"),
            ("field", "national classification"),
            ("field", "national name"),
            ("field", "national origin"),
            ("phrase", "at least two players are needed"),
            ("phrase", "starting numbers begin at 1"),
            ("phrase", "a player is listed twice"),
            ("phrase", "the rounds must run from 1 and be in order"),
            ("phrase", "a code has no spaces"),
            ("phrase", "one to five letters, such as FIDE, NRO or FIDON"),
            ("phrase", "it names no player"),
            ("phrase", "withdrawal"),
            ("phrase", "late entry"),
            ("phrase", "requested bye"),
            ("phrase", "the points of a bye not requested"),
        ]);
        let fr = Tr::new(Language::Fr);
        assert_eq!(
            round_refusal(&R::Closed { round: 4 }).1.say(&fr),
            "la ronde 4 est clôturée : un résultat ne peut qu'être corrigé, avec un motif"
        );
        assert_eq!(
            round_refusal(&R::BallotLocked {
                round: 2,
                state: RoundState::Closed
            })
            .1
            .say(&fr),
            "la ronde 2 est à l'état « clôturée » : son tirage ne peut plus changer"
        );
        assert_eq!(
            settings_refusal(&S::TooLong {
                field: "venue",
                len: 300,
                max: 200
            })
            .1
            .say(&Tr::new(Language::Nl)),
            "het veld „speellocatie” heeft 300 tekens; hoogstens 200 worden aanvaard"
        );
        // A phrase no language has is said as written.
        assert_eq!(
            entry_refusal(&En::BadRound {
                no: 3,
                round: 0,
                what: "something new"
            })
            .1
            .say(&fr),
            "inscrit 3 : les numéros de ronde commencent à 1 (0 reçu pour : something new)"
        );
    }

    #[test]
    fn the_refusals_of_pairing_and_entries_have_a_message_and_a_code() {
        let errors = vec![
            TournamentError::DuplicateStartNo(3),
            TournamentError::UnknownEntry(3),
            TournamentError::Finished { rounds: 7 },
            TournamentError::FewerRoundsThanPaired {
                rounds: 3,
                paired: 4,
            },
            TournamentError::TooManyEntries { max: 5000 },
            TournamentError::NoSuchRound(9),
            TournamentError::AllRoundsPaired(1),
            TournamentError::AllRoundsPaired(7),
            TournamentError::PreviousRoundDraft { round: 2, next: 3 },
            TournamentError::PreviousRoundOpen {
                round: 2,
                next: 3,
                missing: BoardList(vec![4]),
            },
            TournamentError::PreviousRoundOpen {
                round: 2,
                next: 3,
                missing: BoardList(vec![4, 5]),
            },
            TournamentError::NotLastRound { round: 2, last: 3 },
            TournamentError::PairedTwice { entry: 3, round: 2 },
            TournamentError::SelfPairing { entry: 3 },
            TournamentError::Unpaired { entry: 3, round: 2 },
            TournamentError::ForbiddenPairing { a: 1, b: 2 },
            TournamentError::ProhibitedPairing {
                a: 1,
                b: 2,
                round: 3,
            },
            TournamentError::PlayFixed {
                what: crate::domain::PlayFixed::Variant,
                paired: 1,
            },
            TournamentError::PlayFixed {
                what: crate::domain::PlayFixed::GamesPerRound,
                paired: 3,
            },
        ];
        let said: Vec<Msg> = errors
            .iter()
            .map(|e| tournament_refusal(e).expect("a typed refusal").1)
            .collect();
        all_said("tournament refusal", &said);
        let tr = Tr::new(Language::Ru);
        let open = |boards: Vec<u32>| {
            tournament_refusal(&TournamentError::PreviousRoundOpen {
                round: 2,
                next: 3,
                missing: BoardList(boards),
            })
            .unwrap()
            .1
            .say(&tr)
        };
        assert!(open(vec![4]).contains("на доске 4"), "{}", open(vec![4]));
        assert!(open(vec![4, 5]).contains("на досках 4, 5"));
    }
}
