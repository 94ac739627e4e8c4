//! The controller's report in the reader's language: entry states, forfeits, standing marks,
//! report lines.

use crate::domain::Tournament;
use crate::domain::book::{RuleBook, Topic};
use crate::domain::report::{ControllerReport, EntryState, ForfeitKind};

use crate::web::i18n::Tr;

use super::*;

/// An entry's status in the report.
pub fn entry_state(s: EntryState) -> Msg {
    match s {
        EntryState::Disqualified(r) => msg!("entry-disqualified-from", round = r),
        EntryState::Withdrawn(r) => msg!("entry-withdrawn-from", round = r),
        EntryState::Late(r) => msg!("entry-late-from", round = r),
    }
}

/// A forfeit of the report.
pub fn forfeit(k: &ForfeitKind) -> Msg {
    match k {
        ForfeitKind::Absent => Msg::new("report-forfeit-absent"),
        ForfeitKind::BothAbsent => Msg::new("report-forfeit-both-absent"),
        ForfeitKind::ScoreSheets => Msg::new("report-forfeit-score-sheets"),
        ForfeitKind::DeclaredLost { incident, .. } => {
            msg!("report-forfeit-declared-lost", incident)
        }
    }
}

/// A standings mark of the report (`book::standing_mark`).
fn standing_mark(tr: &Tr, mark: &str) -> String {
    match mark {
        "disqualified" => tr.t("standings-disqualified"),
        "disqualified, games annulled" => tr.t("standings-disqualified-annulled"),
        other => other.to_owned(),
    }
}

/// The controller's report with its lines in the page's language (the JSON of the command
/// line keeps the English).
pub fn localize_report(tr: &Tr, t: &Tournament, r: &mut ControllerReport) {
    let book = RuleBook::of(t.settings());
    r.tournament.time_control = time_control(tr, &r.tournament.time_control);
    if let (Some(chief), Some(first)) = (&r.chief, r.controllers.first_mut()) {
        *first = msg!("report-chief", name = chief.as_str()).say(tr);
    }
    for e in &mut r.entries {
        if let Some(s) = e.state {
            e.status = entry_state_of(s, e.sex).say(tr);
        }
    }
    r.withdrawals = r
        .withdrawn
        .iter()
        .map(|(name, s, sex)| format!("{name} {}", entry_state_of(*s, *sex).say(tr)))
        .collect();
    for s in &mut r.standings {
        s.mark = standing_mark(tr, &s.mark);
    }
    for i in &mut r.incidents {
        i.penalty = penalty(i.words.penalty).say(tr);
        i.article = article_label(tr, book, &i.words.article);
        if let Some(name) = &i.words.spectator {
            i.offender = msg!("offender-spectator", name = name.as_str()).say(tr);
        }
        if let Some(l) = &i.words.lifted {
            i.lifted = lifted(l).say(tr);
        }
    }
    for a in &mut r.appeals {
        a.against = against(a.words.against).say(tr);
        a.decision = appeal_state(a.words.decision).say(tr);
        a.warnings = a
            .words
            .warnings
            .iter()
            .map(|w| committee_warning(tr, w))
            .collect();
        a.deposit_settled = match a.words.deposit_returned {
            Some(true) => tr.t("appeal-returned"),
            Some(false) => tr.t("appeal-kept"),
            None => String::new(),
        };
    }
    r.fees.unpaid = r
        .fees
        .owed
        .iter()
        .map(|(name, amount)| {
            msg!(
                "report-owed",
                name = name.as_str(),
                amount = tr.money_text(amount)
            )
            .say(tr)
        })
        .collect();
    for f in &mut r.forfeits {
        f.what = match f.kind {
            ForfeitKind::Absent => msg!("report-absent-of", sex = sex_key(f.sex)).say(tr),
            _ => forfeit(&f.kind).say(tr),
        };
        if let [a, b] = f.players.as_slice() {
            f.player = msg!("report-both-players", a = a.as_str(), b = b.as_str()).say(tr);
        }
        f.article = match &f.kind {
            ForfeitKind::Absent => cite(book, Topic::Absent).say(tr),
            ForfeitKind::BothAbsent => cite(book, Topic::BothAbsent).say(tr),
            ForfeitKind::ScoreSheets => cite(book, Topic::ScoreSheets).say(tr),
            ForfeitKind::DeclaredLost { article, .. } => format!(
                "{}; {}",
                cite(book, Topic::GameLost).say(tr),
                article_label(tr, book, article)
            ),
        };
    }
}

/// What the report's standings rank on (game or match points, as the public standings label
/// them), then the event's tie-breaks, each named as the standings' headings name it.
pub fn ranked_on(tr: &Tr, r: &ControllerReport) -> String {
    let names: Vec<String> = r
        .tie_break_headings
        .iter()
        .map(|heading| tr.t(heading))
        .collect();
    let tie_breaks = if names.is_empty() {
        "none".to_owned()
    } else {
        names.join(", ")
    };
    Msg::new("report-ranked-on")
        .arg("basis", r.ranked_on.as_str())
        .arg("tie-breaks", tie_breaks)
        .say(tr)
}

/// An entry's status in the report, in words that agree with the player's sex.
pub fn entry_state_of(s: EntryState, sex: Option<crate::domain::entry::Sex>) -> Msg {
    let m = match s {
        EntryState::Disqualified(r) => msg!("report-disqualified-of", round = r),
        EntryState::Withdrawn(r) => msg!("report-withdrawn-of", round = r),
        EntryState::Late(r) => msg!("entry-late-from", round = r),
    };
    m.arg("sex", sex_key(sex))
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::domain::Language;

    use crate::web::words::tests::*;

    use crate::domain::book::{RuleBook, Topic};

    use crate::domain::report::{EntryState, ForfeitKind};

    use crate::web::i18n::Tr;

    #[test]
    fn the_reports_words_agree_with_the_players_sex() {
        use crate::domain::entry::Sex;
        let ru = Tr::new(Language::Ru);
        let w = EntryState::Withdrawn(3);
        assert_eq!(
            entry_state_of(w, Some(Sex::W)).say(&ru),
            "выбыла с 3-го тура"
        );
        assert_eq!(
            entry_state_of(w, Some(Sex::M)).say(&ru),
            "выбыл с 3-го тура"
        );
        assert_eq!(
            entry_state_of(EntryState::Disqualified(2), Some(Sex::W)).say(&ru),
            "дисквалифицирована со 2-го тура"
        );
        let fr = Tr::new(Language::Fr);
        assert_eq!(
            entry_state_of(w, Some(Sex::W)).say(&fr),
            "retirée à partir de la ronde 3"
        );
        let pt = Tr::new(Language::PtBr);
        assert!(
            entry_state_of(w, Some(Sex::W))
                .say(&pt)
                .starts_with("retirada")
        );
        let absent = |sex, tr: &Tr| msg!("report-absent-of", sex = sex_key(sex)).say(tr);
        assert_eq!(absent(Some(Sex::W), &ru), "не явилась: поражение в партии");
        assert_eq!(absent(Some(Sex::M), &ru), "не явился: поражение в партии");
        let mut msgs = Vec::new();
        for sex in [None, Some(Sex::M), Some(Sex::W)] {
            for s in EntryState::ALL_KINDS {
                msgs.push(entry_state_of(s, sex));
            }
            msgs.push(msg!("report-absent-of", sex = sex_key(sex)));
        }
        all_said("report by sex", &msgs);
        assert_eq!(
            entry_state_of(w, None).say(&Tr::new(Language::En)),
            w.english()
        );
    }

    #[test]
    fn every_report_line_has_a_message_in_every_language() {
        let mut msgs: Vec<Msg> = EntryState::ALL_KINDS.into_iter().map(entry_state).collect();
        let forfeits = [
            ForfeitKind::Absent,
            ForfeitKind::BothAbsent,
            ForfeitKind::ScoreSheets,
            ForfeitKind::DeclaredLost {
                incident: 3,
                article: "4.9".into(),
            },
        ];
        msgs.extend(forfeits.iter().map(forfeit));
        msgs.push(msg!("report-chief", name = "Ann"));
        msgs.push(msg!("report-owed", name = "A", amount = "15.00"));
        msgs.push(msg!("report-both-players", a = "A", b = "B"));
        for book in RuleBook::ALL {
            for topic in [
                Topic::Absent,
                Topic::BothAbsent,
                Topic::ScoreSheets,
                Topic::GameLost,
            ] {
                msgs.push(cite(book, topic));
            }
        }
        all_said("report", &msgs);
        for s in EntryState::ALL_KINDS {
            assert_eq!(entry_state(s).say(&Tr::new(Language::En)), s.english());
        }
        for f in &forfeits {
            assert_eq!(forfeit(f).say(&Tr::new(Language::En)), f.english());
        }
        assert_eq!(
            entry_state(EntryState::Withdrawn(3)).say(&Tr::new(Language::Fr)),
            "retiré à partir de la ronde 3"
        );
    }
}
