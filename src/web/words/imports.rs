//! The problems of the files read by the imports (a TRF file's, the entries CSV's rows) as a
//! message id and its arguments (`locales/<lang>/import-errors.ftl`), the line, column and row
//! they name kept. A problem the reader says only in English keeps its words, its line said in
//! the page's language.

use crate::export::entries::RowProblem;
use crate::export::{Problem, ProblemKind, RecordProblem};
use crate::pairing::trf::TrfErrorKind;

use super::*;

/// A problem of a file read by an import, with its line (`form-line`).
pub fn import_problem(p: &Problem) -> Msg {
    let problem = match &p.kind {
        Some(ProblemKind::Trf { column, kind }) => {
            let said = trf_problem(kind);
            if *column > 0 {
                msg!("import-column", column = *column, problem = said)
            } else {
                said
            }
        }
        // It names its line and column itself.
        Some(ProblemKind::NotUtf8(e)) => {
            let m = match e.looks_like {
                Some(encoding) => msg!("import-not-utf8-looks-like", encoding = encoding),
                None => Msg::new("import-not-utf8"),
            };
            return m
                .arg("what", Arg::Id("import-pasted-text".into()))
                .arg("line", e.line)
                .arg("column", e.column);
        }
        Some(ProblemKind::Settings(e)) => settings_refusal(e).1,
        Some(ProblemKind::Entry { no, error }) => {
            msg!("trf-problem-player", no, problem = entry_refusal(error).1)
        }
        Some(ProblemKind::Sex { no, column, letter }) => msg!(
            "trf-problem-player",
            no,
            problem = msg!(
                "trf-problem-sex",
                column = *column,
                text = letter.to_string()
            )
        ),
        Some(ProblemKind::EntryRefused { no, error }) => {
            let problem = match tournament_refusal(error) {
                Some((_, m)) => m,
                None => msg!("import-as-written", text = error.to_string()),
            };
            msg!("trf-problem-player", no, problem = problem)
        }
        Some(ProblemKind::Player { no, text }) => {
            msg!("trf-problem-player", no, problem = text.as_str())
        }
        Some(ProblemKind::Record(r)) => record_problem(r),
        None => msg!("import-as-written", text = p.message.as_str()),
    };
    match p.line {
        Some(line) => msg!("form-line", line = line as i64, problem = problem),
        None => problem,
    }
}

/// A problem of the TRF reader (`TrfErrorKind`), without its place.
pub fn trf_problem(k: &TrfErrorKind) -> Msg {
    use TrfErrorKind as K;
    let c = |c: &char| c.to_string();
    match k {
        K::PlayerLineTooShort(n) => msg!("trf-problem-line-too-short", count = *n),
        K::BadStartingNumber(x) => as_read("trf-problem-bad-start-no", x),
        K::DuplicateStartingNumber(no) => msg!("trf-problem-start-no-twice", no),
        K::BadRating(x) => as_read("trf-problem-bad-rating", x),
        K::BadScore(x) => as_read("trf-problem-bad-score", x),
        K::BadOpponent(x) => as_read("trf-problem-bad-opponent", x),
        K::SelfOpponent => Msg::new("trf-problem-self-opponent"),
        K::BadColour(t) => msg!("trf-problem-bad-colour", text = c(t)),
        K::BadResult(t) => msg!("trf-problem-bad-result", text = c(t)),
        K::MissingOpponent(t) => msg!("trf-problem-missing-opponent", text = c(t)),
        K::ByeWithOpponent(t) => msg!("trf-problem-bye-with-opponent", text = c(t)),
        K::MissingColour => Msg::new("trf-problem-missing-colour"),
        K::TrailingText(x) => as_read("trf-problem-trailing-text", x),
        K::BadRoundCount(x) => as_read("trf-problem-bad-round-count", x),
        K::BadScoring(x) => as_read("trf-problem-bad-scoring", x),
        K::BadInitialColour(x) => as_read("trf-problem-bad-initial-colour", x),
        K::BadPlayerList(x) => as_read("trf-problem-bad-player-list", x),
        K::Inconsistent {
            round,
            player,
            opponent,
        } => msg!("trf-problem-inconsistent", round = *round, player, opponent),
        K::UnknownPlayer(no) => msg!("trf-problem-unknown-player", no),
        K::BadField {
            record,
            field,
            text,
        } => as_read("trf-problem-bad-field", text)
            .arg("record", *record)
            .arg("field", phrase("trf-field", field)),
        // The pairing reader says why in English only.
        K::BadRecord { record, message } => msg!(
            "trf-problem-bad-record",
            record = *record,
            text = message.as_str()
        ),
        K::TeamFile => Msg::new("trf-problem-team-file"),
        K::WideNumberUndeclared(x) => as_read("trf-problem-wide-number", x),
        K::BadNumberWidth(x) => as_read("trf-problem-bad-number-width", x),
        K::NoPlayers { lines } => msg!("trf-problem-no-players", count = *lines),
    }
}

/// A check of the TRF import's own on a record or a round, the record named.
pub fn record_problem(r: &RecordProblem) -> Msg {
    let record =
        |record: &str, problem: Msg| msg!("trf-record", record = record, problem = problem);
    match r {
        RecordProblem::DatePastLastRound { round, last } => record(
            "132",
            msg!("trf-record-date-past-last", round = *round, last = *last),
        ),
        RecordProblem::Dates(e) => record("132", settings_refusal(e).1),
        RecordProblem::AdjustmentPastLastRound { round } => {
            record("299", msg!("trf-record-round-past-last", round = *round))
        }
        RecordProblem::ByePastLastRound { round, last } => record(
            "240",
            msg!(
                "import-column",
                column = 7usize,
                problem = msg!("trf-record-bye-past-last", round = *round, last = *last)
            ),
        ),
        RecordProblem::StartNumbers { players } => {
            msg!("trf-record-start-numbers", count = *players)
        }
        RecordProblem::TieOutsideKnockout { system } => msg!(
            "trf-record-tie-outside-knockout",
            system = Msg::new("system-name").arg("s", system.name())
        ),
        RecordProblem::TimeControlCodeBlank { code } => {
            record("222", as_read("trf-record-code-blank", code))
        }
        RecordProblem::ScoringNotHalf { result, points } => record(
            "162",
            msg!(
                "trf-record-not-half",
                result = Arg::Id(format!("trf-scored-{}", result.slug()).into()),
                points = points.as_str()
            ),
        ),
        RecordProblem::AbsenceScored => record("162", Msg::new("trf-record-absence-scored")),
        RecordProblem::Federation(e) => record("032", entry_refusal(e).1),
        RecordProblem::NotDate { end, text } => record(
            if *end { "052" } else { "042" },
            as_read("trf-record-not-date", text),
        ),
        RecordProblem::TeamTypeCode { code } => {
            record("192", as_read("trf-record-team-type", code))
        }
        RecordProblem::StandingsNotPts { code } => {
            record("212", as_read("trf-record-standings-not-pts", code))
        }
        RecordProblem::UnknownTieBreak { standings, code } => record(
            tie_break_record(*standings),
            as_read("trf-record-unknown-tie-break", code)
                .arg("known", crate::export::known_tie_breaks()),
        ),
        RecordProblem::TieBreakTwice { standings, code } => record(
            tie_break_record(*standings),
            as_read("trf-record-tie-break-twice", code),
        ),
        RecordProblem::TieGameNotNext { tie, game, next } => msg!(
            "trf-record-tie",
            tie = tie.as_str(),
            problem = match next {
                Some(n) => msg!("trf-record-tie-not-next", game = *game, next = *n),
                None => msg!("trf-record-tie-no-game", game = *game),
            }
        ),
    }
}

/// The record of a tie-break problem's codes: 212 (`standings`) or 202.
fn tie_break_record(standings: bool) -> &'static str {
    if standings { "212" } else { "202" }
}

/// A problem of a row of the entries CSV (or of the entry form), naming the column it concerns.
pub fn row_problem(p: &RowProblem) -> Msg {
    let column = |c: &'static str, problem: Msg| {
        msg!(
            "import-row-column",
            column = Arg::Id(crate::web::admin::entries::column_heading(c).into()),
            problem = problem
        )
    };
    match p {
        RowProblem::Csv(detail) => msg!("import-row-csv", detail = detail.as_str()),
        RowProblem::Field { field, error } => column(field, entry_refusal(error).1),
        RowProblem::NotWholeNumber { field, text } => {
            column(field, as_read("form-not-whole-number", text))
        }
        RowProblem::NotDate(text) => column("birth_date", as_read("form-not-date", text)),
        RowProblem::Sex(text) => column("sex", as_read("import-row-not-sex", text)),
        RowProblem::BadStartNo(text) => column("no", as_read("import-row-not-start-no", text)),
        RowProblem::NumberTwice(no) => msg!("import-row-number-twice", no),
        RowProblem::Entry(e) => entry_refusal(e).1,
        RowProblem::AlreadyEntered(name) => {
            msg!("import-row-already-entered", name = name.as_str())
        }
        RowProblem::NumberTaken(no) => msg!("import-row-number-taken", no),
    }
}

/// Every problem of a row or of a form, one after the other.
pub fn row_problems(ps: &[RowProblem]) -> Msg {
    let mut said = ps.iter().map(row_problem);
    let first = said
        .next()
        .unwrap_or_else(|| Msg::new("import-as-written").arg("text", ""));
    said.fold(first, |all, next| {
        msg!("import-problems", first = all, next = next)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::text::TextProblem;
    use crate::domain::{EntryError, Language};
    use crate::web::i18n::Tr;
    use crate::web::words::tests::*;

    #[test]
    fn every_problem_of_the_trf_reader_is_said_in_every_language() {
        use TrfErrorKind as K;
        let kinds = every_variant![
            K::PlayerLineTooShort(40),
            K::BadStartingNumber("x".into()),
            K::DuplicateStartingNumber(3),
            K::BadRating("x".into()),
            K::BadScore("x".into()),
            K::BadOpponent("x".into()),
            K::SelfOpponent,
            K::BadColour('x'),
            K::BadResult('x'),
            K::MissingOpponent('1'),
            K::ByeWithOpponent('U'),
            K::MissingColour,
            K::TrailingText("x".into()),
            K::BadRoundCount("x".into()),
            K::BadScoring("x".into()),
            K::BadInitialColour("x".into()),
            K::BadPlayerList("x".into()),
            K::Inconsistent {
                round: 2,
                player: 3,
                opponent: 4,
            },
            K::UnknownPlayer(9),
            K::BadField {
                record: "250",
                field: "points",
                text: "x".into(),
            },
            K::BadField {
                record: "240",
                field: "type of bye (F, H or Z)",
                text: "x".into(),
            },
            K::BadRecord {
                record: "260",
                message: "x".into(),
            },
            K::TeamFile,
            K::WideNumberUndeclared("12345".into()),
            K::BadNumberWidth("x".into()),
            K::NoPlayers { lines: 3 },
        ];
        let msgs: Vec<Msg> = kinds
            .iter()
            .map(|k| {
                import_problem(&Problem::of(
                    2,
                    ProblemKind::Trf {
                        column: 92,
                        kind: k.clone(),
                    },
                ))
            })
            .collect();
        all_said("trf problem", &msgs);
        all_said(
            "trf problem",
            &kinds.iter().map(trf_problem).collect::<Vec<_>>(),
        );
        phrases_said(&[
            ("trf-field", "points"),
            ("trf-field", "type of bye (F, H or Z)"),
        ]);
        let bad = Problem::of(
            2,
            ProblemKind::Trf {
                column: 92,
                kind: K::BadOpponent("x".into()),
            },
        );
        assert_eq!(bad.to_string(), "line 2: column 92: bad opponent \"x\"");
        assert_eq!(
            import_problem(&bad).say(&Tr::new(Language::Fr)),
            "ligne 2 : colonne 92 : adversaire illisible `x`"
        );
        // A problem said only in English keeps its words, its line in the page's language.
        assert_eq!(
            import_problem(&Problem::at(4, "player 3: something")).say(&Tr::new(Language::Ru)),
            "строка 4: player 3: something"
        );
    }

    #[test]
    fn every_kind_of_problem_of_an_imported_file_is_said_in_every_language() {
        let kinds = every_variant![
            ProblemKind::Trf {
                column: 0,
                kind: TrfErrorKind::NoPlayers { lines: 2 },
            },
            ProblemKind::NotUtf8(crate::export::text::NotUtf8 {
                line: 3,
                column: 4,
                looks_like: Some("UTF-16"),
            }),
            ProblemKind::NotUtf8(crate::export::text::NotUtf8 {
                line: 3,
                column: 4,
                looks_like: None,
            }),
            ProblemKind::Settings(crate::domain::SettingsError::NoRounds),
            ProblemKind::Entry {
                no: 3,
                error: EntryError::BadFederation("X1".into()),
            },
            ProblemKind::Sex {
                no: 3,
                column: 10,
                letter: 'x',
            },
            ProblemKind::EntryRefused {
                no: 3,
                error: crate::domain::TournamentError::DuplicateStartNo(3),
            },
            ProblemKind::Player {
                no: 3,
                text: "something".into(),
            },
            ProblemKind::Record(RecordProblem::AdjustmentPastLastRound { round: 9 }),
        ];
        let msgs: Vec<Msg> = kinds
            .iter()
            .map(|k| import_problem(&Problem::of(5, k.clone())))
            .collect();
        all_said("file problem", &msgs);
        let sex = Problem::of(5, kinds[5].clone());
        assert_eq!(
            sex.to_string(),
            "line 5: player 3: sex (column 10) 'x' is neither m nor w"
        );
        assert_eq!(
            import_problem(&sex).say(&Tr::new(Language::PtBr)),
            "linha 5: jogador 3: o sexo `x` (coluna 10) não é m nem w"
        );
        // A file not UTF-8 names its own line and column.
        assert_eq!(
            import_problem(&Problem::not_utf8(crate::export::text::NotUtf8 {
                line: 3,
                column: 4,
                looks_like: None,
            }))
            .say(&Tr::new(Language::Nl)),
            Tr::new(Language::Nl).t_args(
                "import-not-utf8",
                &[
                    ("what", &Tr::new(Language::Nl).t("import-pasted-text")),
                    ("line", &3),
                    ("column", &4)
                ]
            )
        );
    }

    #[test]
    fn every_check_of_the_trf_imports_records_and_rounds_is_said_in_every_language() {
        use crate::domain::{SettingsError, System};
        use crate::export::ScoredResult;
        let date = |d: u32| chrono::NaiveDate::from_ymd_opt(2026, 4, d).unwrap();
        let all = every_variant![
            RecordProblem::DatePastLastRound { round: 9, last: 7 },
            RecordProblem::Dates(SettingsError::DatesOutOfOrder {
                round: 3,
                date: date(2),
                before: 2,
                before_date: date(5),
            }),
            RecordProblem::AdjustmentPastLastRound { round: 9 },
            RecordProblem::ByePastLastRound { round: 9, last: 7 },
            RecordProblem::StartNumbers { players: 12 },
            RecordProblem::TieOutsideKnockout {
                system: System::Swiss,
            },
            RecordProblem::TimeControlCodeBlank {
                code: "40/90 +30".into(),
            },
            RecordProblem::ScoringNotHalf {
                result: ScoredResult::Win,
                points: "1.3".into(),
            },
            RecordProblem::ScoringNotHalf {
                result: ScoredResult::Draw,
                points: "0.7".into(),
            },
            RecordProblem::ScoringNotHalf {
                result: ScoredResult::Loss,
                points: "0.1".into(),
            },
            RecordProblem::ScoringNotHalf {
                result: ScoredResult::PairingBye,
                points: "0.2".into(),
            },
            RecordProblem::AbsenceScored,
            RecordProblem::TieGameNotNext {
                tie: "W1-2".into(),
                game: 3,
                next: Some(2),
            },
            RecordProblem::TieGameNotNext {
                tie: "W1-2".into(),
                game: 3,
                next: None,
            },
            RecordProblem::Federation(EntryError::BadFederation("X1".into())),
            RecordProblem::NotDate {
                end: true,
                text: "soon".into(),
            },
            RecordProblem::TeamTypeCode {
                code: "FIDE_TEAM_BAKU".into(),
            },
            RecordProblem::StandingsNotPts {
                code: "MPVGP".into()
            },
            RecordProblem::UnknownTieBreak {
                standings: false,
                code: "XYZ".into(),
            },
            RecordProblem::TieBreakTwice {
                standings: true,
                code: "BH".into(),
            },
        ];
        let said: Vec<Msg> = all
            .iter()
            .map(|r| import_problem(&Problem::of(4, ProblemKind::Record(r.clone()))))
            .collect();
        all_said("trf record", &said);
        // The command line's English is as it was; the page names the record and the column.
        let bye = Problem::of(4, ProblemKind::Record(all[3].clone()));
        assert_eq!(
            bye.to_string(),
            "line 4: record 240, column 7: a bye in round 9, past the last round (7)"
        );
        assert_eq!(
            import_problem(&bye).say(&Tr::new(Language::Fr)),
            "ligne 4 : enregistrement 240 : colonne 7 : un exempt à la ronde 9, après la dernière ronde (7)"
        );
        assert_eq!(
            said[4].say(&Tr::new(Language::Ru)),
            "строка 4: стартовые номера: нужно 12 разных номеров больше 0, по одному на строку участника"
        );
    }

    #[test]
    fn every_problem_of_a_row_of_entries_is_said_in_every_language() {
        let problems = every_variant![
            RowProblem::Csv("x".into()),
            RowProblem::Field {
                field: "federation",
                error: EntryError::BadFederation("XX".into()),
            },
            RowProblem::Field {
                field: "surname",
                error: EntryError::EmptySurname,
            },
            RowProblem::NotWholeNumber {
                field: "rating",
                text: "abc".into(),
            },
            RowProblem::NotWholeNumber {
                field: "women_rating",
                text: "abc".into(),
            },
            RowProblem::NotDate("x".into()),
            RowProblem::Sex("x".into()),
            RowProblem::BadStartNo("x".into()),
            RowProblem::NumberTwice(3),
            RowProblem::Entry(EntryError::BadText {
                no: 3,
                field: "club",
                problem: TextProblem::Control,
            }),
            RowProblem::AlreadyEntered("Ann".into()),
            RowProblem::NumberTaken(3),
        ];
        all_said(
            "row problem",
            &problems.iter().map(row_problem).collect::<Vec<_>>(),
        );
        all_said("row problems", &[row_problems(&problems)]);
        assert_eq!(
            row_problem(&problems[3]).say(&Tr::new(Language::Fr)),
            "Elo : `abc` n'est pas un nombre entier"
        );
    }
}
