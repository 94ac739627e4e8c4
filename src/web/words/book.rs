//! The rule books' words: penalties, articles and their citations, appeals, committee warnings,
//! the book's refusals and the reasons the program writes on an audit row.

use crate::domain::Tournament;
use crate::domain::book::{
    Affiliation, Against, BookError, CommitteeWarning, Decision, Lifted, Offender, Penalty,
    RuleBook, Topic,
};
use crate::domain::text::TextProblem;

use crate::web::i18n::Tr;

use super::*;

/// A penalty of 000 art. 6.9 with its letter: `(b) partie déclarée perdue`.
pub fn penalty(p: Penalty) -> Msg {
    Msg::new(format!("penalty-{}", p.code()))
}

/// The message id of an article of a rule book's list: `article-000-4-9`,
/// `article-004-touching-pieces`.
pub fn article_id(book: RuleBook, number: &str) -> String {
    let slug: String = number
        .trim()
        .to_ascii_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("article-{}-{slug}", book.code())
}

/// What an article of the book's list says, in short, in the page's language.
pub fn article_title(tr: &Tr, book: RuleBook, number: &str) -> String {
    tr.t(&article_id(book, number))
}

/// An incident's article as cited, in the page's language: `001 art. 5.6 (refus de se
/// conformer aux règles)` for an article of the book's list, `001 art. 4.2` for an article
/// number typed, else the text as typed (as [`RuleBook::article_label`] in English).
pub fn article_label(tr: &Tr, book: RuleBook, article: &str) -> String {
    let article = article.trim();
    if book.articles().iter().any(|(n, _)| *n == article) {
        return format!(
            "{} ({})",
            article_ref(tr, book, article),
            article_title(tr, book, article)
        );
    }
    let numbered = article.chars().next().is_some_and(|c| c.is_ascii_digit())
        && article.chars().all(|c| c.is_ascii_digit() || c == '.');
    if numbered {
        article_ref(tr, book, article)
    } else {
        article.to_owned()
    }
}

/// An article of a rule book named by its number, as the page's language abbreviates
/// "article": `000 art. 2.24`, `000 ст. 2.24`.
pub fn article_ref(tr: &Tr, book: RuleBook, number: &str) -> String {
    msg!("article-ref", book = book.code(), number = number).say(tr)
}

/// The book's article on `topic` in the page's language, or that the book has none.
pub fn cite_label(tr: &Tr, book: RuleBook, topic: Topic) -> String {
    cite(book, topic).say(tr)
}

/// An appeal's state: pending, or the committee's decision.
pub fn appeal_state(d: Option<Decision>) -> Msg {
    Msg::new(match d {
        None => "appeal-pending",
        Some(Decision::Upheld) => "appeal-upheld",
        Some(Decision::Overruled) => "appeal-overruled",
    })
}

/// An appeal's deposit and what became of it: `15.00 rendue`.
pub fn deposit(amount: String, returned: Option<bool>) -> Msg {
    Msg::new(match returned {
        Some(true) => "appeal-deposit-returned",
        Some(false) => "appeal-deposit-kept",
        None => "appeal-deposit",
    })
    .arg("amount", amount)
}

/// What an appeal is against: an incident (by its number) or the result of a board.
pub fn against(a: Against) -> Msg {
    match a {
        Against::Incident { id } => msg!("appeal-against-incident", incident = id),
        Against::Ruling { round, board } => {
            msg!("appeal-against-result", round = round, board = board)
        }
    }
}

/// A committee warning in the page's language (a warning stored as text before they were
/// typed is shown as stored).
pub fn committee_warning(tr: &Tr, w: &CommitteeWarning) -> String {
    match w {
        CommitteeWarning::Same {
            member,
            player,
            no,
            same,
            value,
        } => Msg::new(match same {
            Affiliation::Club => "committee-same-club",
            Affiliation::Federation => "committee-same-federation",
        })
        .arg("member", member.as_str())
        .arg("player", player.as_str())
        .arg("no", *no)
        .arg("value", value.as_str())
        .say(tr),
        CommitteeWarning::Text(t) => t.clone(),
    }
}

/// An incident's offender: the player by name and number, or a spectator.
pub fn offender(tr: &Tr, o: &Offender, t: &Tournament) -> String {
    match o {
        Offender::Spectator { name } => msg!("offender-spectator", name = name.as_str()).say(tr),
        Offender::Player { no } if t.entry(*no).is_none() => msg!("offender-entry", no).say(tr),
        Offender::Player { .. } => o.name(t),
    }
}

/// A penalty lifted: by the controller with a reason, or by an appeal.
pub fn lifted(l: &Lifted) -> Msg {
    match l.appeal {
        Some(a) => msg!(
            "incident-lifted-by-appeal",
            appeal = a,
            reason = l.reason.as_str()
        ),
        None => msg!("incident-lifted", reason = l.reason.as_str()),
    }
}

/// The rule applied on `topic` in an event of `book`: its article, or, where the book has
/// none, which book's rule was applied ([`citation`]).
pub(super) fn cite(book: RuleBook, topic: Topic) -> Msg {
    citation(book.ruling(topic))
}

/// A refusal of the controller's book: a stable code (the JSON API's `code`) and the message.
pub fn book_refusal(e: &BookError) -> (&'static str, Msg) {
    use BookError as E;
    let field = |f: &'static str| match book_field(f) {
        Some(id) => Arg::Id(id.into()),
        None => Arg::S(f.to_owned()),
    };
    match e {
        E::UnknownPenalty(p) => refusal!("refusal-book-unknown-penalty", penalty = p.as_str()),
        E::Empty { field: f } => refusal!("refusal-book-empty", field = field(f)),
        E::TooLong { field: f, len, max } => {
            refusal!("refusal-book-too-long", field = field(f), len, max)
        }
        E::BadText { field: f, problem } => refusal!(
            "refusal-book-bad-text",
            field = field(f),
            problem = Arg::Id(
                match problem {
                    TextProblem::Control => "text-problem-control",
                    TextProblem::Bidi => "text-problem-bidi",
                    TextProblem::Invisible => "text-problem-invisible",
                }
                .into(),
            )
        ),
        E::UnknownEntry(no) => refusal!("refusal-book-unknown-entry", no),
        E::SpectatorPenalty(p) => refusal!("refusal-book-spectator-penalty", penalty = p.code()),
        E::GameNeedsBoard => refusal!("refusal-book-game-needs-board"),
        E::BoardNeedsRound => refusal!("refusal-book-board-needs-round"),
        E::GameNeedsBoardOf => refusal!("refusal-book-game-needs-board-of"),
        E::NoSuchRound(r) => (
            "no-such-round",
            msg!("refusal-book-no-such-round", round = *r),
        ),
        E::NoSuchBoard { round, board } => {
            refusal!("refusal-no-such-board", round, board)
        }
        E::DraftRound { round } => refusal!("refusal-book-draft-round", round),
        E::NotOnBoard { no, round, board } => {
            refusal!("refusal-book-not-on-board", no, round, board)
        }
        E::ByeBoard { round, board } => refusal!("refusal-book-bye-board", round, board),
        E::NoSuchGame { round, board, game } => refusal!(
            "refusal-book-no-such-game",
            round,
            board,
            game = u32::from(*game)
        ),
        E::OtherGamesOpen { round, board } => {
            refusal!("refusal-book-other-games-open", round, board)
        }
        E::AlreadyDisqualified(no) => refusal!("refusal-book-already-disqualified", no),
        E::PairedInDraft { no, round } => refusal!("refusal-book-paired-in-draft", no, round),
        E::NoSuchIncident(i) => refusal!("refusal-book-no-such-incident", incident = *i),
        E::AlreadyLifted(i) => refusal!("refusal-book-already-lifted", incident = *i),
        E::CommitteeTooSmall(n) => refusal!("refusal-book-committee-too-small", count = *n),
        E::CommitteeTooLarge(n) => refusal!(
            "refusal-book-committee-too-large",
            count = *n,
            max = crate::domain::book::MAX_COMMITTEE
        ),
        E::CommitteeTwice { name } => {
            refusal!("refusal-book-committee-twice", name = name.as_str())
        }
        E::CommitteeConcerned {
            name,
            player,
            no,
            opponent,
        } => (
            "book-committee-concerned",
            Msg::new(if *opponent {
                "refusal-book-committee-opponent"
            } else {
                "refusal-book-committee-concerned"
            })
            .arg("name", name.as_str())
            .arg("player", player.as_str())
            .arg("no", *no),
        ),
        E::NoSuchAppeal(a) => refusal!("refusal-book-no-such-appeal", appeal = *a),
        E::AlreadyDecided(a) => refusal!("refusal-book-already-decided", appeal = *a),
        E::NotDecided(a) => refusal!("refusal-book-not-decided", appeal = *a),
        E::UnknownDecision(d) => refusal!("refusal-book-unknown-decision", decision = d.as_str()),
        E::CorrectionNeeded => refusal!("refusal-book-correction-needed"),
        E::NoRuling { round, board } => refusal!("refusal-book-no-ruling", round, board),
        E::BadAmount(a) => refusal!("refusal-book-bad-amount", amount = a.as_str()),
        E::NoDeposit => refusal!("refusal-book-no-deposit"),
        E::BadFees(f) => refusal!("refusal-book-bad-fees", fees = f.as_str()),
    }
}

/// The texts of the book a refusal names, and their message ids.
pub const BOOK_FIELDS: [(&str, &str); 13] = [
    ("appellant", "field-appellant"),
    ("article", "field-article"),
    ("committee member's club", "field-member-club"),
    ("committee member's federation", "field-member-federation"),
    ("committee member's name", "field-member-name"),
    ("grounds", "field-grounds"),
    ("hearing", "field-hearing"),
    ("payment date", "field-payment-date"),
    ("payment method", "field-payment-method"),
    ("reason", "field-reason"),
    ("recorder", "field-recorder"),
    ("spectator's name", "field-spectator-name"),
    ("time", "field-time"),
];

fn book_field(f: &str) -> Option<&'static str> {
    BOOK_FIELDS.iter().find(|(n, _)| *n == f).map(|(_, id)| *id)
}

// The event's own rule book and the reader's language: the rule applied in a ruling, the
// reasons the program writes on audit rows, a player's action by their link, and the report's
// words that agree with a player's sex (`locales/<lang>/books.ftl`).

/// A rule applied in an event: its own book's article (`002 ст. 5.9`), or that its book has
/// none and the article of the book whose rule was applied.
pub fn citation(c: crate::domain::book::Citation) -> Msg {
    let article = msg!("article-ref", book = c.book.code(), number = c.number);
    if c.is_own() {
        article
    } else {
        // The book whose rule was applied, by a key (a code such as `000` would be read as
        // a number by the messages' selectors).
        let key = match c.book {
            RuleBook::Eda => "eda",
            RuleBook::Fmjd => "fmjd",
            RuleBook::Idf => "idf",
            RuleBook::Wcdf => "wcdf",
            RuleBook::Acf => "acf",
        };
        msg!(
            "book-rule-borrowed",
            event = c.event.code(),
            book = c.book.code(),
            key = key,
            article = article
        )
    }
}

/// A reason the program itself wrote on an audit row, in the page's words (`None` for a reason
/// a person typed, shown as typed): a round paired automatically by a method, a team round's
/// boards made from the line-ups, a forfeit with its rule cited from the event's `book`
/// (`home` and `away`: the board's players' names and [`sex_key`]s), the players' agreed reports, a bye request
/// approved, a player left out for not checking in.
pub fn system_reason(
    tr: &Tr,
    book: RuleBook,
    reason: &str,
    [home, away]: [(&str, &str); 2],
) -> Option<String> {
    use crate::domain::round::{Forfeit, Seat};
    use crate::store::audit::SystemReason as R;
    Some(match R::read(reason)? {
        R::TeamBoards => tr.t("audit-reason-team-boards"),
        R::PairedAutomatically(m) => msg!(
            "audit-reason-paired-automatically",
            method = pairing_method(m)
        )
        .say(tr),
        R::Forfeit(f) => {
            let (player, sex) = match f.seat() {
                Some(Seat::Home) => home,
                Some(Seat::Away) => away,
                None => ("", "unknown"),
            };
            let id = match f {
                Forfeit::Absent(_) => "audit-reason-forfeit-absent",
                Forfeit::BothAbsent => "audit-reason-forfeit-both-absent",
                Forfeit::SheetsMissing(_) => "audit-reason-forfeit-sheets",
            };
            Msg::new(id)
                .arg("player", player)
                .arg("sex", sex)
                .arg("rule", cite(book, Topic::of_forfeit(f)))
                .say(tr)
        }
        R::AgreedReports => tr.t("audit-reason-agreed-reports"),
        R::AgreedAccepted => tr.t("audit-reason-agreed-accepted"),
        R::ByeApproved => tr.t("audit-reason-bye-approved"),
        R::ByeWithinLimits => tr.t("audit-reason-bye-within-limits"),
        R::NotCheckedIn => tr.t("audit-reason-not-checked-in"),
    })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::domain::Language;

    use crate::web::words::tests::*;

    use crate::domain::book::{
        Affiliation, Against, BookError, CommitteeWarning, Decision, Lifted, Penalty, RuleBook,
    };
    use crate::domain::draft::Method;

    use crate::domain::text::TextProblem;

    use crate::web::i18n::Tr;

    #[test]
    fn every_penalty_has_a_message_in_every_language() {
        let msgs: Vec<Msg> = Penalty::ALL.into_iter().map(penalty).collect();
        all_said("penalty", &msgs);
        let fr = penalty(Penalty::GameLost).say(&Tr::new(Language::Fr));
        assert_eq!(fr, "(b) partie déclarée perdue");
    }

    #[test]
    fn every_article_of_every_rule_book_has_a_title_in_every_language() {
        let mut msgs = Vec::new();
        for book in RuleBook::ALL {
            for (n, english) in book.articles() {
                let m = Msg::new(article_id(book, n));
                assert_eq!(m.say(&Tr::new(Language::En)), *english, "{}", m.id);
                msgs.push(m);
            }
        }
        assert_eq!(msgs.len(), 49);
        all_said("article", &msgs);
        let tr = Tr::new(Language::Nl);
        assert_eq!(
            article_label(&tr, RuleBook::Eda, "4.9"),
            "000 art. 4.9 (de tegenstander afleiden of hinderen)"
        );
        // An article number typed, and a ground of the controller's own, as typed.
        assert_eq!(article_label(&tr, RuleBook::Fmjd, "4.2"), "001 art. 4.2");
        assert_eq!(article_label(&tr, RuleBook::Eda, "noise"), "noise");
    }

    #[test]
    fn every_appeal_state_deposit_and_warning_has_a_message_in_every_language() {
        let mut msgs: Vec<Msg> = std::iter::once(None)
            .chain(Decision::ALL.into_iter().map(Some))
            .map(appeal_state)
            .collect();
        for r in [None, Some(true), Some(false)] {
            msgs.push(deposit("15.00".into(), r));
        }
        msgs.push(against(Against::Incident { id: 3 }));
        msgs.push(against(Against::Ruling { round: 2, board: 4 }));
        msgs.push(lifted(&Lifted {
            reason: "r".into(),
            by: "x".into(),
            at: "t".into(),
            appeal: Some(1),
        }));
        msgs.push(lifted(&Lifted {
            reason: "r".into(),
            by: "x".into(),
            at: "t".into(),
            appeal: None,
        }));
        msgs.extend(
            [
                "offender-spectator",
                "offender-entry",
                "appeal-returned",
                "appeal-kept",
                "appeal-decided",
            ]
            .map(|id| {
                Msg::new(id)
                    .arg("name", "A")
                    .arg("no", 1u32)
                    .arg("state", "s")
                    .arg("hearing", "h")
                    .arg("reason", "r")
            }),
        );
        all_said("appeal", &msgs);
        for same in Affiliation::ALL {
            let w = CommitteeWarning::Same {
                member: "Bob Judge".into(),
                player: "Ann Player".into(),
                no: 2,
                same,
                value: "NED".into(),
            };
            for &lang in &Language::ALL {
                let said = committee_warning(&Tr::new(lang), &w);
                assert!(said.contains("Bob Judge") && said.contains("NED"), "{said}");
                assert!(!said.contains('{') && !said.starts_with('['), "{said}");
            }
            assert_eq!(
                committee_warning(&Tr::new(Language::En), &w),
                w.to_string(),
                "the English page says what the command line says"
            );
        }
        assert_eq!(
            appeal_state(Some(Decision::Overruled)).say(&Tr::new(Language::Ru)),
            "решение отменено"
        );
    }

    #[test]
    fn the_reasons_the_program_writes_are_said_and_a_typed_one_is_left_alone() {
        use crate::store::audit::SystemReason;
        let eda = RuleBook::Eda;
        let said = |tr: &Tr, text: &str| system_reason(tr, eda, text, [("A", "m"), ("B", "w")]);
        for lang in Language::ALL {
            let tr = Tr::new(lang);
            for m in Method::ALL {
                let said = said(&tr, &format!("paired automatically: {m}")).unwrap();
                assert!(!said.contains('[') && !said.contains('{'), "{said}");
                assert!(said.contains(&pairing_method(m).say(&tr)), "{said}");
            }
            assert!(said(&tr, "boards made from the team line-ups").is_some());
            for r in SystemReason::plain() {
                let s = said(&tr, &r.text()).unwrap();
                assert!(!s.is_empty() && !s.contains('{'), "{s}");
                if lang != Language::En {
                    assert_ne!(s, r.text(), "{r:?} is English in {}", lang.code());
                }
            }
        }
        let fr = Tr::new(Language::Fr);
        assert_eq!(
            said(&fr, "boards made from the team line-ups").as_deref(),
            Some("tables formées d'après les compositions des équipes")
        );
        assert_eq!(said(&fr, "a mobile phone rang during play"), None);
        assert_eq!(said(&fr, "paired automatically: by hand"), None);
    }

    /// Every forfeit's reason in every language, for an event of each book: the event's own
    /// article where it has one, else the English rule named as applied; never `{`.
    fn forfeit_reasons(book: RuleBook, lang: Language) -> Vec<String> {
        use crate::domain::round::Forfeit;
        use crate::store::audit::SystemReason;
        [
            "home-absent",
            "away-absent",
            "both-absent",
            "home-sheets",
            "away-sheets",
        ]
        .into_iter()
        .map(|a| {
            let r = SystemReason::Forfeit(Forfeit::parse(a).unwrap());
            let seats = [("Белов Юрий", "m"), ("Ana Souza", "w")];
            system_reason(&Tr::new(lang), book, &r.text(), seats).unwrap()
        })
        .collect()
    }

    #[test]
    fn a_forfeit_cites_the_events_own_book_in_the_readers_language() {
        for lang in Language::ALL {
            for book in RuleBook::ALL {
                for s in forfeit_reasons(book, lang) {
                    assert!(!s.contains('{') && !s.contains('['), "{s}");
                }
            }
            // The English book: its own articles, no word of another book.
            let en = forfeit_reasons(RuleBook::Eda, lang).join(" | ");
            for n in ["2.24", "2.25", "3.10"] {
                assert!(en.contains(n), "{en}");
            }
            for other in ["001", "002", "003", "004"] {
                assert!(!en.contains(other), "{en}");
            }
        }
        let ru = forfeit_reasons(RuleBook::Idf, Language::Ru);
        assert_eq!(
            ru[0],
            "Белов Юрий не явился: поражение во всех партиях тура (в 002 нет такой статьи; применено правило Английской ассоциации шашек: 000 ст. 2.24)"
        );
        assert!(
            ru[3].starts_with("Белов Юрий не сдал полные подписанные бланки"),
            "{}",
            ru[3]
        );
        let fr = forfeit_reasons(RuleBook::Fmjd, Language::Fr);
        assert!(fr[1].starts_with("Ana Souza absente : perd"), "{}", fr[1]);
        assert!(!ru.join(" ").contains("art."), "{ru:?}");
        let fmjd = forfeit_reasons(RuleBook::Fmjd, Language::En);
        assert_eq!(
            fmjd[2],
            "both players absent: neither scores (no article in 001; 000 art. 2.25, the English Draughts Association's rule applied)"
        );
        let nl = forfeit_reasons(RuleBook::Eda, Language::Nl);
        assert!(nl[1].starts_with("Ana Souza afwezig"), "{}", nl[1]);
        assert!(nl[1].ends_with("(000 art. 2.24)"), "{}", nl[1]);
    }

    /// Every refusal of the book, one of each.
    fn book_errors() -> Vec<BookError> {
        every_variant![
            BookError::UnknownPenalty("`caution`".into()),
            BookError::Empty { field: "reason" },
            BookError::TooLong {
                field: "grounds",
                len: 501,
                max: 500,
            },
            BookError::BadText {
                field: "spectator's name",
                problem: TextProblem::Control,
            },
            BookError::UnknownEntry(9),
            BookError::SpectatorPenalty(Penalty::GameLost),
            BookError::GameNeedsBoard,
            BookError::BoardNeedsRound,
            BookError::GameNeedsBoardOf,
            BookError::NoSuchRound(4),
            BookError::NoSuchBoard { round: 1, board: 7 },
            BookError::DraftRound { round: 2 },
            BookError::NotOnBoard {
                no: 3,
                round: 1,
                board: 2,
            },
            BookError::ByeBoard { round: 1, board: 5 },
            BookError::NoSuchGame {
                round: 1,
                board: 2,
                game: 3,
            },
            BookError::OtherGamesOpen { round: 1, board: 2 },
            BookError::AlreadyDisqualified(3),
            BookError::PairedInDraft { no: 3, round: 2 },
            BookError::NoSuchIncident(8),
            BookError::AlreadyLifted(8),
            BookError::CommitteeTooSmall(1),
            BookError::CommitteeTooSmall(2),
            BookError::CommitteeTooLarge(16),
            BookError::CommitteeTwice { name: "Ann".into() },
            BookError::CommitteeConcerned {
                name: "Ann".into(),
                player: "Ann".into(),
                no: 1,
                opponent: false,
            },
            BookError::CommitteeConcerned {
                name: "Bob".into(),
                player: "Bob".into(),
                no: 2,
                opponent: true,
            },
            BookError::NoSuchAppeal(2),
            BookError::AlreadyDecided(2),
            BookError::NotDecided(2),
            BookError::UnknownDecision("`maybe`".into()),
            BookError::CorrectionNeeded,
            BookError::NoRuling { round: 1, board: 2 },
            BookError::BadAmount("`x`".into()),
            BookError::NoDeposit,
            BookError::BadFees("x".into()),
        ]
    }

    #[test]
    fn every_refusal_of_the_book_has_a_message_and_a_code() {
        let errors = book_errors();
        let said: Vec<(&str, Msg)> = errors.iter().map(book_refusal).collect();
        all_said(
            "book refusal",
            &said.iter().map(|(_, m)| m.clone()).collect::<Vec<_>>(),
        );
        let codes: BTreeSet<&str> = said.iter().map(|(c, _)| *c).collect();
        // Two variants are listed twice (a count of one and of two; both sides of a member
        // concerned): every other code is its variant's own.
        assert_eq!(codes.len(), errors.len() - 2);
        // Every field of the book a refusal names is said in every language.
        all_said(
            "field",
            &BOOK_FIELDS
                .iter()
                .map(|(_, id)| Msg::new(*id))
                .collect::<Vec<_>>(),
        );
        let fr = book_refusal(&BookError::Empty { field: "reason" })
            .1
            .say(&Tr::new(Language::Fr));
        assert_eq!(fr, "le motif ne peut pas être vide");
        // The English page says what the command line says.
        for e in &errors {
            if let BookError::CommitteeTooSmall(_) | BookError::CommitteeTooLarge(_) = e {
                continue; // the page's plural forms: "one is given", "16 are given"
            }
            let en = book_refusal(e).1.say(&Tr::new(Language::En));
            assert_eq!(en, e.to_string(), "{e:?}");
        }
    }
}
