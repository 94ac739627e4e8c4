//! The pairing's words: tie-break descriptions, pairing methods and rules, the checker's
//! warnings and details.

use crate::domain::draft::{Detail, Method, Rule, Warning};
use crate::domain::entry::Availability;
use crate::domain::settings::TieBreak;

use crate::web::i18n::Tr;

use super::*;

/// What a tie-break counts, with its article of FIDE C.07.
pub fn tie_break_description(tb: TieBreak) -> Msg {
    Msg::new(tb.row().description)
}

/// How a proposed pairing was made.
pub fn pairing_method(m: Method) -> Msg {
    Msg::new(format!("pairing-method-{}", m.code()))
}

/// A pairing rule a pairing breaks, with its article.
pub fn pairing_rule(r: Rule) -> Msg {
    Msg::new(match r {
        Rule::Rematch => "pairing-rule-rematch",
        Rule::ColourRun => "pairing-rule-colour-run",
        Rule::ColourDifference => "pairing-rule-colour-difference",
        Rule::SecondBye => "pairing-rule-second-bye",
        Rule::ExtraBye => "pairing-rule-extra-bye",
        Rule::Forbidden => "pairing-rule-forbidden",
        Rule::Unavailable => "pairing-rule-unavailable",
        Rule::PairedTwice => "pairing-rule-paired-twice",
        Rule::Missing => "pairing-rule-missing",
        Rule::UnknownEntry => "pairing-rule-unknown-entry",
        Rule::AbsentTwice => "pairing-rule-absent-twice",
    })
}

/// A rule a pairing breaks and where, in the page's language.
pub fn pairing_warning(tr: &Tr, w: &Warning) -> String {
    msg!(
        "pairing-warning",
        rule = pairing_rule(w.rule).say(tr),
        detail = pairing_detail(&w.what).say(tr)
    )
    .say(tr)
}

/// What breaks a pairing rule.
pub fn pairing_detail(d: &Detail) -> Msg {
    match d {
        Detail::NoEntry { no } => msg!("pairing-detail-no-entry", no),
        Detail::AbsentTwice {
            no,
            name,
            first,
            second,
        } => msg!(
            "pairing-detail-absent-twice",
            no,
            name = name.as_str(),
            first,
            second
        ),
        Detail::OnBoards { no, boards } => msg!("pairing-detail-on-boards", no, count = *boards),
        Detail::NotPaired { no, name } => {
            msg!("pairing-detail-not-paired", no, name = name.as_str())
        }
        Detail::Unavailable {
            no,
            name,
            why,
            round,
        } => Msg::new(match why {
            Availability::Withdrawn => "pairing-detail-withdrawn",
            Availability::RequestedBye => "pairing-detail-requested-bye",
            _ => "pairing-detail-not-entered",
        })
        .arg("no", *no)
        .arg("name", name.as_str())
        .arg("round", *round),
        Detail::MustNotMeet { a, b } => msg!("pairing-detail-must-not-meet", a, b),
        Detail::Met { a, b, round } => msg!("pairing-detail-met", a, b, round),
        Detail::FirstMoveRun { no, first } => Msg::new(if *first {
            "pairing-detail-first-run"
        } else {
            "pairing-detail-second-run"
        })
        .arg("no", *no),
        Detail::ColourRun { no, white } => Msg::new(if *white {
            "pairing-detail-white-run"
        } else {
            "pairing-detail-black-run"
        })
        .arg("no", *no),
        Detail::ColourDifference { no, white, black } => {
            msg!("pairing-detail-colour-difference", no, white, black)
        }
        Detail::FirstMoveDifference { no, first, second } => {
            msg!("pairing-detail-first-move-difference", no, first, second)
        }
        Detail::ExtraByes { byes, players } => {
            msg!("pairing-detail-extra-byes", count = *byes, players)
        }
        Detail::HadBye { no, round } => msg!("pairing-detail-had-bye", no, round),
        Detail::WonByForfeit { no, round } => msg!("pairing-detail-won-by-forfeit", no, round),
        Detail::WinWithoutPlaying { no, round } => {
            msg!("pairing-detail-win-without-playing", no, round)
        }
    }
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::domain::Language;

    use crate::web::words::tests::*;

    use crate::domain::Tournament;

    use crate::domain::draft::{Detail, Method, Rule};
    use crate::domain::entry::Availability;

    use crate::domain::settings::TieBreak;

    use crate::web::i18n::Tr;

    #[test]
    fn every_tie_break_has_a_heading_and_a_description_in_every_language() {
        // Each language's own file, no fallback to English: `all_said` looks the ids up in
        // the language's files.
        let msgs: Vec<Msg> = TieBreak::ALL
            .into_iter()
            .flat_map(|tb| [Msg::new(tb.row().heading), tie_break_description(tb)])
            .collect();
        assert_eq!(msgs.len(), 2 * TieBreak::ALL.len());
        all_said("tie-break", &msgs);
        let english = Tr::new(Language::En);
        for tb in TieBreak::ALL {
            // The English heading of the report and the command line is the page's.
            assert_eq!(english.t(tb.row().heading), tb.label(), "{tb:?}");
            assert_ne!(tb.label(), tb.row().heading, "{tb:?}");
        }
        // No two tie-breaks share a heading in any language.
        for lang in Language::ALL {
            let tr = Tr::new(lang);
            let mut headings: Vec<String> = TieBreak::ALL
                .into_iter()
                .map(|tb| tr.t(tb.row().heading))
                .collect();
            headings.sort();
            headings.dedup();
            assert_eq!(headings.len(), TieBreak::ALL.len(), "{}", lang.code());
        }
    }

    #[test]
    fn every_pairing_method_and_rule_has_a_message_in_every_language() {
        let mut msgs: Vec<Msg> = Method::ALL.into_iter().map(pairing_method).collect();
        msgs.extend(Rule::ALL.into_iter().map(pairing_rule));
        all_said("pairing", &msgs);
        for m in Method::ALL {
            assert_eq!(pairing_method(m).say(&Tr::new(Language::En)), m.to_string());
        }
        for r in Rule::ALL {
            assert_eq!(pairing_rule(r).say(&Tr::new(Language::En)), r.name());
        }
        assert_eq!(
            pairing_method(Method::Dutch).say(&Tr::new(Language::PtBr)),
            "sistema holandês da FIDE (C.04.3)"
        );
    }

    #[test]
    fn every_pairing_detail_has_a_message_in_every_language() {
        let details = vec![
            Detail::NoEntry { no: 9 },
            Detail::OnBoards { no: 3, boards: 2 },
            Detail::NotPaired {
                no: 3,
                name: "Ann".into(),
            },
            Detail::Unavailable {
                no: 3,
                name: "Ann".into(),
                why: Availability::Withdrawn,
                round: 2,
            },
            Detail::Unavailable {
                no: 3,
                name: "Ann".into(),
                why: Availability::RequestedBye,
                round: 2,
            },
            Detail::Unavailable {
                no: 3,
                name: "Ann".into(),
                why: Availability::NotYetEntered,
                round: 2,
            },
            Detail::MustNotMeet { a: 1, b: 2 },
            Detail::Met {
                a: 1,
                b: 2,
                round: 1,
            },
            Detail::FirstMoveRun { no: 1, first: true },
            Detail::FirstMoveRun {
                no: 1,
                first: false,
            },
            Detail::ColourRun { no: 1, white: true },
            Detail::ColourRun {
                no: 1,
                white: false,
            },
            Detail::ColourDifference {
                no: 1,
                white: 4,
                black: 1,
            },
            Detail::FirstMoveDifference {
                no: 1,
                first: 4,
                second: 1,
            },
            Detail::FirstMoveDifference {
                no: 1,
                first: 0,
                second: 3,
            },
            Detail::ExtraByes {
                byes: 1,
                players: 8,
            },
            Detail::ExtraByes {
                byes: 2,
                players: 9,
            },
            Detail::HadBye { no: 1, round: 2 },
            Detail::WonByForfeit { no: 1, round: 2 },
            Detail::WinWithoutPlaying { no: 1, round: 2 },
            Detail::AbsentTwice {
                no: 4,
                name: "Ann".into(),
                first: 1,
                second: 2,
            },
        ];
        let msgs: Vec<Msg> = details.iter().map(pairing_detail).collect();
        all_said("pairing detail", &msgs);
        all_said(
            "pairing warning",
            &[msg!("pairing-warning", rule = "r", detail = "d")],
        );
        assert_eq!(
            pairing_detail(&Detail::ExtraByes {
                byes: 2,
                players: 9
            })
            .say(&Tr::new(Language::Fr)),
            "2 exemptions attribuées par l'appariement parmi 9 joueurs"
        );
    }

    /// The warnings the checker gives on a real pairing: the English page says what the
    /// command line says, the French page says it in French.
    #[test]
    fn the_checkers_warnings_are_said_in_the_pages_language() {
        use crate::domain::round::Pairing;
        use crate::domain::{Entry, Preset, Settings};
        let mut t =
            Tournament::new(Settings::preset(Preset::FmjdInternational, "Open", 5)).unwrap();
        for no in 1..=4 {
            let name = crate::domain::PlayerName::parse(&format!("Player {no}")).unwrap();
            t.add_entry(Entry::new(no, name).unwrap()).unwrap();
        }
        // Entry 9 is unknown, entry 1 is on two boards, 4 is missing.
        let pairings = [Pairing::game(1, 2), Pairing::game(1, 9)];
        let warnings = crate::domain::draft::warnings(&t, 1, &pairings);
        assert!(warnings.len() >= 3, "{warnings:?}");
        for w in &warnings {
            assert_eq!(pairing_warning(&Tr::new(Language::En), w), w.to_string());
            let fr = pairing_warning(&Tr::new(Language::Fr), w);
            assert_ne!(fr, w.to_string(), "{fr}");
            assert!(!fr.contains('{') && !fr.starts_with('['), "{fr}");
        }
    }
}
