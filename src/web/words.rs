//! The domain's values in the page's language: the one place that maps what the domain, the
//! store and the pairing checker return (penalties, rule-book articles, appeal states,
//! committee warnings, tie-break descriptions, pairing methods and rules, the report's lines,
//! refusals) to a message id of `locales/<lang>/domain.ftl` or `articles.ftl` and its
//! arguments. The domain's `Display` stays the English of the command line and the logs.

use std::borrow::Cow;

use crate::domain::Tournament;
use crate::domain::book::{
    Affiliation, Against, BookError, CommitteeWarning, Decision, Lifted, Offender, Penalty,
    RuleBook, Topic,
};
use crate::domain::draft::{Detail, Method, Rule, Warning};
use crate::domain::entry::Availability;
use crate::domain::report::{ControllerReport, EntryState, ForfeitKind};
use crate::domain::settings::TieBreak;
use crate::domain::text::TextProblem;

use super::i18n::{ToArg, Tr};

/// A message argument: a number (it chooses the plural form) or a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    N(i64),
    S(String),
    /// Another message (without arguments), said in the same language.
    Id(Cow<'static, str>),
}

impl ToArg for Arg {
    fn to_arg(&self) -> fluent_templates::fluent_bundle::FluentValue<'static> {
        match self {
            Arg::N(n) => n.to_arg(),
            Arg::S(s) => s.to_arg(),
            Arg::Id(id) => id.to_string().to_arg(),
        }
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::N(n.into())
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::N(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::N(n as i64)
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::S(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::S(s.to_owned())
    }
}

/// A message id with its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(id: impl Into<Cow<'static, str>>) -> Msg {
        Msg {
            id: id.into(),
            args: Vec::new(),
        }
    }

    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// The message in the page's language.
    pub fn say(&self, tr: &Tr) -> String {
        let said: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(k, v)| match v {
                Arg::Id(id) => (*k, Arg::S(tr.t(id))),
                v => (*k, v.clone()),
            })
            .collect();
        let args: Vec<(&str, &dyn ToArg)> =
            said.iter().map(|(k, v)| (*k, v as &dyn ToArg)).collect();
        tr.t_args(&self.id, &args)
    }
}

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
            "{} art. {article} ({})",
            book.code(),
            article_title(tr, book, article)
        );
    }
    book.article_label(article)
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
        Against::Incident { id } => Msg::new("appeal-against-incident").arg("incident", id),
        Against::Ruling { round, board } => Msg::new("appeal-against-result")
            .arg("round", round)
            .arg("board", board),
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
        Offender::Spectator { name } => Msg::new("offender-spectator")
            .arg("name", name.as_str())
            .say(tr),
        Offender::Player { no } if t.entry(*no).is_none() => {
            Msg::new("offender-entry").arg("no", *no).say(tr)
        }
        Offender::Player { .. } => o.name(t),
    }
}

/// A penalty lifted: by the controller with a reason, or by an appeal.
pub fn lifted(l: &Lifted) -> Msg {
    match l.appeal {
        Some(a) => Msg::new("incident-lifted-by-appeal")
            .arg("appeal", a)
            .arg("reason", l.reason.as_str()),
        None => Msg::new("incident-lifted").arg("reason", l.reason.as_str()),
    }
}

/// What a tie-break counts, with its article of FIDE C.07.
pub fn tie_break_description(tb: TieBreak) -> Msg {
    Msg::new(format!("tie-break-about-{}", tb.name().replace('_', "-")))
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
    Msg::new("pairing-warning")
        .arg("rule", pairing_rule(w.rule).say(tr))
        .arg("detail", pairing_detail(&w.what).say(tr))
        .say(tr)
}

/// What breaks a pairing rule.
pub fn pairing_detail(d: &Detail) -> Msg {
    match d {
        Detail::NoEntry { no } => Msg::new("pairing-detail-no-entry").arg("no", *no),
        Detail::AbsentTwice {
            no,
            name,
            first,
            second,
        } => Msg::new("pairing-detail-absent-twice")
            .arg("no", *no)
            .arg("name", name.as_str())
            .arg("first", *first)
            .arg("second", *second),
        Detail::OnBoards { no, boards } => Msg::new("pairing-detail-on-boards")
            .arg("no", *no)
            .arg("count", *boards),
        Detail::NotPaired { no, name } => Msg::new("pairing-detail-not-paired")
            .arg("no", *no)
            .arg("name", name.as_str()),
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
        Detail::MustNotMeet { a, b } => Msg::new("pairing-detail-must-not-meet")
            .arg("a", *a)
            .arg("b", *b),
        Detail::Met { a, b, round } => Msg::new("pairing-detail-met")
            .arg("a", *a)
            .arg("b", *b)
            .arg("round", *round),
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
            Msg::new("pairing-detail-colour-difference")
                .arg("no", *no)
                .arg("white", *white)
                .arg("black", *black)
        }
        Detail::ExtraByes { byes, players } => Msg::new("pairing-detail-extra-byes")
            .arg("count", *byes)
            .arg("players", *players),
        Detail::HadBye { no, round } => Msg::new("pairing-detail-had-bye")
            .arg("no", *no)
            .arg("round", *round),
        Detail::WonByForfeit { no, round } => Msg::new("pairing-detail-won-by-forfeit")
            .arg("no", *no)
            .arg("round", *round),
        Detail::WinWithoutPlaying { no, round } => Msg::new("pairing-detail-win-without-playing")
            .arg("no", *no)
            .arg("round", *round),
    }
}

/// The entities and actions the store's audit rows name (`store::commands`), as the log
/// writes them (`-` and `_` as spaces).
pub const AUDIT_WORDS: [&str; 39] = [
    "round",
    "entry",
    "tournament",
    "record",
    "import",
    "team match",
    "pair",
    "create",
    "team",
    "set",
    "knockout game",
    "incident",
    "team settings",
    "fees",
    "entry fee",
    "disqualified games",
    "appeal",
    "undo",
    "stage",
    "settings",
    "set schedule",
    "set players",
    "reorder",
    "re pair",
    "ranking",
    "prize list",
    "play off",
    "pay",
    "lift disqualification",
    "lift",
    "game",
    "file",
    "due",
    "disqualify",
    "book settings",
    "board",
    "decide",
    "upheld",
    "overruled",
];

/// An entity or action of an audit row that no message says in full, in the page's words
/// (as written when the language has no word for it).
pub fn audit_word(tr: &Tr, word: &str) -> String {
    tr.t_args(
        "audit-word",
        &[("key", &word.replace(' ', "-")), ("word", &word)],
    )
}

/// A time control in the page's language where it is one of the presets' forms, else as typed.
pub fn time_control(tr: &Tr, text: &str) -> String {
    use crate::domain::time_control::TimeControl;
    match TimeControl::read(text) {
        Some(TimeControl::Increment {
            minutes,
            plus,
            seconds,
        }) => Msg::new(if seconds {
            "time-control-plus-seconds"
        } else {
            "time-control-plus-minutes"
        })
        .arg("minutes", minutes)
        .arg("plus", plus)
        .say(tr),
        Some(TimeControl::MovesPerHour { moves }) => Msg::new("time-control-moves-per-hour")
            .arg("moves", moves)
            .say(tr),
        None => text.to_owned(),
    }
}

/// An entry's status in the report.
pub fn entry_state(s: EntryState) -> Msg {
    match s {
        EntryState::Disqualified(r) => Msg::new("entry-disqualified-from").arg("round", r),
        EntryState::Withdrawn(r) => Msg::new("entry-withdrawn-from").arg("round", r),
        EntryState::Late(r) => Msg::new("entry-late-from").arg("round", r),
    }
}

/// A forfeit of the report.
pub fn forfeit(k: &ForfeitKind) -> Msg {
    match k {
        ForfeitKind::Absent => Msg::new("report-forfeit-absent"),
        ForfeitKind::BothAbsent => Msg::new("report-forfeit-both-absent"),
        ForfeitKind::ScoreSheets => Msg::new("report-forfeit-score-sheets"),
        ForfeitKind::DeclaredLost { incident, .. } => {
            Msg::new("report-forfeit-declared-lost").arg("incident", *incident)
        }
    }
}

/// A rule book's article on `topic`, or that the book has none.
fn cite(book: RuleBook, topic: Topic) -> Msg {
    match book.cite(topic) {
        Some(c) => Msg::new("article-cited").arg("article", c),
        None => Msg::new("article-none").arg("book", book.code()),
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
        *first = Msg::new("report-chief").arg("name", chief.as_str()).say(tr);
    }
    for e in &mut r.entries {
        if let Some(s) = e.state {
            e.status = entry_state(s).say(tr);
        }
    }
    r.withdrawals = r
        .withdrawn
        .iter()
        .map(|(name, s)| format!("{name} {}", entry_state(*s).say(tr)))
        .collect();
    for s in &mut r.standings {
        s.mark = standing_mark(tr, &s.mark);
    }
    for i in &mut r.incidents {
        i.penalty = penalty(i.words.penalty).say(tr);
        i.article = article_label(tr, book, &i.words.article);
        if let Some(name) = &i.words.spectator {
            i.offender = Msg::new("offender-spectator")
                .arg("name", name.as_str())
                .say(tr);
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
            Msg::new("report-owed")
                .arg("name", name.as_str())
                .arg("amount", amount.as_str())
                .say(tr)
        })
        .collect();
    for f in &mut r.forfeits {
        f.what = forfeit(&f.kind).say(tr);
        if let [a, b] = f.players.as_slice() {
            f.player = Msg::new("report-both-players")
                .arg("a", a.as_str())
                .arg("b", b.as_str())
                .say(tr);
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

/// A refusal of the controller's book: a stable code (the JSON API's `code`) and the message.
pub fn book_refusal(e: &BookError) -> (&'static str, Msg) {
    use BookError as E;
    let field = |f: &'static str| match book_field(f) {
        Some(id) => Arg::Id(id.into()),
        None => Arg::S(f.to_owned()),
    };
    let m = |id: &'static str| Msg::new(id);
    match e {
        E::UnknownPenalty(p) => (
            "book-unknown-penalty",
            m("refusal-book-unknown-penalty").arg("penalty", p.as_str()),
        ),
        E::Empty { field: f } => ("book-empty", m("refusal-book-empty").arg("field", field(f))),
        E::TooLong { field: f, len, max } => (
            "book-too-long",
            m("refusal-book-too-long")
                .arg("field", field(f))
                .arg("len", *len)
                .arg("max", *max),
        ),
        E::BadText { field: f, problem } => (
            "book-bad-text",
            m("refusal-book-bad-text").arg("field", field(f)).arg(
                "problem",
                Arg::Id(
                    match problem {
                        TextProblem::Control => "text-problem-control",
                        TextProblem::Bidi => "text-problem-bidi",
                        TextProblem::Invisible => "text-problem-invisible",
                    }
                    .into(),
                ),
            ),
        ),
        E::UnknownEntry(no) => (
            "book-unknown-entry",
            m("refusal-book-unknown-entry").arg("no", *no),
        ),
        E::SpectatorPenalty(p) => (
            "book-spectator-penalty",
            m("refusal-book-spectator-penalty").arg("penalty", p.code()),
        ),
        E::GameNeedsBoard => ("book-game-needs-board", m("refusal-book-game-needs-board")),
        E::BoardNeedsRound => (
            "book-board-needs-round",
            m("refusal-book-board-needs-round"),
        ),
        E::GameNeedsBoardOf => (
            "book-game-needs-board-of",
            m("refusal-book-game-needs-board-of"),
        ),
        E::NoSuchRound(r) => (
            "no-such-round",
            m("refusal-book-no-such-round").arg("round", *r),
        ),
        E::NoSuchBoard { round, board } => (
            "no-such-board",
            m("refusal-no-such-board")
                .arg("round", *round)
                .arg("board", *board),
        ),
        E::DraftRound { round } => (
            "book-draft-round",
            m("refusal-book-draft-round").arg("round", *round),
        ),
        E::NotOnBoard { no, round, board } => (
            "book-not-on-board",
            m("refusal-book-not-on-board")
                .arg("no", *no)
                .arg("round", *round)
                .arg("board", *board),
        ),
        E::ByeBoard { round, board } => (
            "book-bye-board",
            m("refusal-book-bye-board")
                .arg("round", *round)
                .arg("board", *board),
        ),
        E::NoSuchGame { round, board, game } => (
            "book-no-such-game",
            m("refusal-book-no-such-game")
                .arg("round", *round)
                .arg("board", *board)
                .arg("game", u32::from(*game)),
        ),
        E::OtherGamesOpen { round, board } => (
            "book-other-games-open",
            m("refusal-book-other-games-open")
                .arg("round", *round)
                .arg("board", *board),
        ),
        E::AlreadyDisqualified(no) => (
            "book-already-disqualified",
            m("refusal-book-already-disqualified").arg("no", *no),
        ),
        E::PairedInDraft { no, round } => (
            "book-paired-in-draft",
            m("refusal-book-paired-in-draft")
                .arg("no", *no)
                .arg("round", *round),
        ),
        E::NoSuchIncident(i) => (
            "book-no-such-incident",
            m("refusal-book-no-such-incident").arg("incident", *i),
        ),
        E::AlreadyLifted(i) => (
            "book-already-lifted",
            m("refusal-book-already-lifted").arg("incident", *i),
        ),
        E::CommitteeTooSmall(n) => (
            "book-committee-too-small",
            m("refusal-book-committee-too-small").arg("count", *n),
        ),
        E::CommitteeTooLarge(n) => (
            "book-committee-too-large",
            m("refusal-book-committee-too-large")
                .arg("count", *n)
                .arg("max", crate::domain::book::MAX_COMMITTEE),
        ),
        E::CommitteeTwice { name } => (
            "book-committee-twice",
            m("refusal-book-committee-twice").arg("name", name.as_str()),
        ),
        E::CommitteeConcerned {
            name,
            player,
            no,
            opponent,
        } => (
            "book-committee-concerned",
            m(if *opponent {
                "refusal-book-committee-opponent"
            } else {
                "refusal-book-committee-concerned"
            })
            .arg("name", name.as_str())
            .arg("player", player.as_str())
            .arg("no", *no),
        ),
        E::NoSuchAppeal(a) => (
            "book-no-such-appeal",
            m("refusal-book-no-such-appeal").arg("appeal", *a),
        ),
        E::AlreadyDecided(a) => (
            "book-already-decided",
            m("refusal-book-already-decided").arg("appeal", *a),
        ),
        E::NotDecided(a) => (
            "book-not-decided",
            m("refusal-book-not-decided").arg("appeal", *a),
        ),
        E::UnknownDecision(d) => (
            "book-unknown-decision",
            m("refusal-book-unknown-decision").arg("decision", d.as_str()),
        ),
        E::CorrectionNeeded => (
            "book-correction-needed",
            m("refusal-book-correction-needed"),
        ),
        E::NoRuling { round, board } => (
            "book-no-ruling",
            m("refusal-book-no-ruling")
                .arg("round", *round)
                .arg("board", *board),
        ),
        E::BadAmount(a) => (
            "book-bad-amount",
            m("refusal-book-bad-amount").arg("amount", a.as_str()),
        ),
        E::NoDeposit => ("book-no-deposit", m("refusal-book-no-deposit")),
        E::BadFees(f) => (
            "book-bad-fees",
            m("refusal-book-bad-fees").arg("fees", f.as_str()),
        ),
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
    let m = |id: &'static str| Msg::new(id);
    match e {
        E::NoBallot => ("ballot-none", m("refusal-ballot-none")),
        E::UnknownDeck(d) => (
            "ballot-unknown-deck",
            m("refusal-ballot-unknown-deck").arg("deck", d.as_str()),
        ),
        E::WrongVariant {
            deck,
            variant,
            allowed,
        } => (
            "ballot-wrong-variant",
            m("refusal-ballot-wrong-variant")
                .arg("deck", deck.as_str())
                .arg("variant", variant.to_string())
                .arg("allowed", allowed.as_str()),
        ),
        E::UnknownOpening { deck, id } => (
            "ballot-unknown-opening",
            m("refusal-ballot-unknown-opening")
                .arg("deck", deck.as_str())
                .arg("opening", id.as_str()),
        ),
        E::Barred { deck, id } => (
            "ballot-barred",
            m("refusal-ballot-barred")
                .arg("deck", deck.as_str())
                .arg("opening", id.as_str()),
        ),
        E::NoSuchRound(r) => ("no-such-round", m("refusal-no-such-round").arg("round", *r)),
        E::NoSuchBoard { round, board } => (
            "ballot-no-such-board",
            m("refusal-ballot-no-such-board")
                .arg("round", *round)
                .arg("board", *board),
        ),
        E::HasResults { round, boards } => (
            "ballot-has-results",
            m("refusal-ballot-has-results")
                .arg("round", *round)
                .arg("boards", boards.as_str())
                .arg("count", boards.split(',').count()),
        ),
        E::AlreadyDrawn(r) => (
            "ballot-already-drawn",
            m("refusal-ballot-already-drawn").arg("round", *r),
        ),
        E::NoReason => ("ballot-no-reason", m("refusal-ballot-no-reason")),
    }
}

/// A refusal of the store said in words where it is typed: a stable code (the JSON API's
/// `code`) and its message; `None` for a refusal still said by its English text.
pub fn store_refusal(e: &crate::store::StoreError) -> Option<(&'static str, Msg)> {
    use crate::store::StoreError;
    match e {
        StoreError::Book { error, .. } => Some(book_refusal(error)),
        StoreError::Domain(t) => tournament_refusal(t),
        StoreError::Ballot(b) => Some(ballot_refusal(b)),
        _ => None,
    }
}

/// The refusals of a tournament a controller meets most, pairing a round above all.
pub fn tournament_refusal(e: &crate::domain::TournamentError) -> Option<(&'static str, Msg)> {
    use crate::domain::TournamentError as E;
    let m = |id: &'static str| Msg::new(id);
    Some(match e {
        E::DuplicateStartNo(no) => (
            "duplicate-start-no",
            m("refusal-duplicate-start-no").arg("no", *no),
        ),
        E::UnknownEntry(no) => ("unknown-entry", m("refusal-unknown-entry").arg("no", *no)),
        E::Finished { rounds } => ("finished", m("refusal-finished").arg("rounds", *rounds)),
        E::FewerRoundsThanPaired { rounds, paired } => (
            "fewer-rounds-than-paired",
            m("refusal-fewer-rounds-than-paired")
                .arg("rounds", *rounds)
                .arg("paired", *paired),
        ),
        E::TooManyEntries { max } => (
            "too-many-entries",
            m("refusal-too-many-entries").arg("max", *max),
        ),
        E::NoSuchRound(r) => ("no-such-round", m("refusal-no-such-round").arg("round", *r)),
        E::AllRoundsPaired(n) => (
            "all-rounds-paired",
            m("refusal-all-rounds-paired").arg("count", *n),
        ),
        E::PreviousRoundDraft { round, next } => (
            "previous-round-draft",
            m("refusal-previous-round-draft")
                .arg("round", *round)
                .arg("next", *next),
        ),
        E::PreviousRoundOpen {
            round,
            next,
            missing,
        } => (
            "previous-round-open",
            m("refusal-previous-round-open")
                .arg("round", *round)
                .arg("next", *next)
                .arg("boards", missing.to_string())
                .arg("count", missing.0.len()),
        ),
        E::NotLastRound { round, last } => (
            "not-last-round",
            m("refusal-not-last-round")
                .arg("round", *round)
                .arg("last", *last),
        ),
        E::PairedTwice { entry, round } => (
            "paired-twice",
            m("refusal-paired-twice")
                .arg("no", *entry)
                .arg("round", *round),
        ),
        E::SelfPairing { entry } => ("self-pairing", m("refusal-self-pairing").arg("no", *entry)),
        E::Unpaired { entry, round } => (
            "unpaired",
            m("refusal-unpaired").arg("no", *entry).arg("round", *round),
        ),
        E::ForbiddenPairing { a, b } => (
            "forbidden-pairing",
            m("refusal-forbidden-pairing").arg("a", *a).arg("b", *b),
        ),
        E::ProhibitedPairing { a, b, round } => (
            "prohibited-pairing",
            m("refusal-prohibited-pairing")
                .arg("a", *a)
                .arg("b", *b)
                .arg("round", *round),
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, HashMap};

    use super::*;
    use crate::domain::Language;
    use crate::domain::TournamentError;
    use crate::domain::round::BoardList;

    /// The message ids each language's files define, read from the files themselves (the
    /// lookup falls back to English, so it cannot tell a missing id).
    fn ids() -> HashMap<Language, BTreeSet<String>> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        Language::ALL
            .iter()
            .map(|&l| {
                let mut set = BTreeSet::new();
                for f in std::fs::read_dir(root.join(l.code())).unwrap() {
                    let text = std::fs::read_to_string(f.unwrap().path()).unwrap();
                    for line in text.lines() {
                        if let Some((id, _)) = line.split_once(" =")
                            && !id.is_empty()
                            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                        {
                            set.insert(id.to_owned());
                        }
                    }
                }
                (l, set)
            })
            .collect()
    }

    /// Every message is defined in every language and says every argument it is given.
    fn all_said(what: &str, msgs: &[Msg]) {
        assert!(!msgs.is_empty(), "{what}: nothing to check");
        let ids = ids();
        for m in msgs {
            for &lang in &Language::ALL {
                assert!(
                    ids[&lang].contains(m.id.as_ref()),
                    "{what}: {} is missing in {}",
                    m.id,
                    lang.code()
                );
                let said = m.say(&Tr::new(lang));
                assert!(
                    !said.contains('{') && !said.starts_with('['),
                    "{what}: {} in {} says {said:?}",
                    m.id,
                    lang.code()
                );
            }
        }
    }

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
    fn every_tie_break_has_a_description_in_every_language() {
        let msgs: Vec<Msg> = TieBreak::ALL
            .into_iter()
            .map(tie_break_description)
            .collect();
        all_said("tie-break", &msgs);
        for tb in TieBreak::ALL {
            assert_eq!(
                tie_break_description(tb).say(&Tr::new(Language::En)),
                tb.description()
            );
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
            &[Msg::new("pairing-warning")
                .arg("rule", "r")
                .arg("detail", "d")],
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
    fn every_word_of_the_audit_log_is_said_in_every_language() {
        all_said(
            "audit",
            &[Msg::new("audit-word").arg("key", "x").arg("word", "x")],
        );
        // Every word is a variant of the selector in every language (a word missing falls
        // to the English as written).
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        for lang in Language::ALL {
            let text = std::fs::read_to_string(root.join(lang.code()).join("domain.ftl")).unwrap();
            for w in AUDIT_WORDS {
                let key = format!("    [{}] ", w.replace(' ', "-"));
                assert!(text.contains(&key), "{w} has no word in {}", lang.code());
            }
        }
        assert_eq!(
            audit_word(&Tr::new(Language::Nl), "entry fee"),
            "inschrijfgeld"
        );
        assert_eq!(audit_word(&Tr::new(Language::Fr), "incident"), "incident");
        assert_eq!(
            audit_word(&Tr::new(Language::Fr), "entry fee"),
            "droit d'inscription"
        );
        assert_eq!(
            audit_word(&Tr::new(Language::Ru), "unheard of"),
            "unheard of"
        );
    }

    #[test]
    fn the_presets_time_controls_are_said_in_every_language() {
        let msgs = [
            "time-control-plus-seconds",
            "time-control-plus-minutes",
            "time-control-moves-per-hour",
        ]
        .map(|id| {
            Msg::new(id)
                .arg("minutes", 90u32)
                .arg("plus", 1u32)
                .arg("moves", 30u32)
        });
        all_said("time control", &msgs);
        for text in [
            "90 min + 1 min per move",
            "60 min + 30 s per move",
            "30 moves per hour",
        ] {
            assert_eq!(time_control(&Tr::new(Language::En), text), text);
        }
        assert_eq!(
            time_control(&Tr::new(Language::Fr), "90 min + 1 min per move"),
            "90 min + 1 min par coup"
        );
        assert_eq!(
            time_control(&Tr::new(Language::Ru), "G/90+30"),
            "G/90+30",
            "a time control of the controller's own is shown as typed"
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
        msgs.push(Msg::new("report-chief").arg("name", "Ann"));
        msgs.push(
            Msg::new("report-owed")
                .arg("name", "A")
                .arg("amount", "15.00"),
        );
        msgs.push(Msg::new("report-both-players").arg("a", "A").arg("b", "B"));
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

    /// Every refusal of the book, one of each.
    fn book_errors() -> Vec<BookError> {
        vec![
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
