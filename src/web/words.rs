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
    /// A phrase of the domain (a field's name, a problem), said by the message of its slug
    /// (`field-tournament-name`) where the language has one, else as written.
    Phrase {
        prefix: &'static str,
        english: String,
    },
    /// Another message with its arguments, said in the same language.
    Msg(Box<Msg>),
}

/// The message id of a phrase: `field` and `tournament name` give `field-tournament-name`.
pub fn phrase_id(prefix: &str, english: &str) -> String {
    let mut slug = String::new();
    for c in english.to_lowercase().chars() {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    format!("{prefix}-{}", slug.trim_end_matches('-'))
}

/// A phrase of the domain as an argument (see [`Arg::Phrase`]).
pub fn phrase(prefix: &'static str, english: &str) -> Arg {
    Arg::Phrase {
        prefix,
        english: english.to_owned(),
    }
}

impl ToArg for Arg {
    fn to_arg(&self) -> fluent_templates::fluent_bundle::FluentValue<'static> {
        match self {
            Arg::N(n) => n.to_arg(),
            Arg::S(s) => s.to_arg(),
            Arg::Id(id) => id.to_string().to_arg(),
            Arg::Phrase { english, .. } => english.clone().to_arg(),
            Arg::Msg(m) => m.id.to_string().to_arg(),
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

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
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
                Arg::Phrase { prefix, english } => (
                    *k,
                    Arg::S(
                        super::i18n::message(tr.lang(), &phrase_id(prefix, english), &[])
                            .unwrap_or_else(|| english.clone()),
                    ),
                ),
                Arg::Msg(m) => (*k, Arg::S(m.say(tr))),
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
    Msg::new("article-ref")
        .arg("book", book.code())
        .arg("number", number)
        .say(tr)
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
        Detail::FirstMoveDifference { no, first, second } => {
            Msg::new("pairing-detail-first-move-difference")
                .arg("no", *no)
                .arg("first", *first)
                .arg("second", *second)
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
pub const AUDIT_WORDS: [&str; 59] = [
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
    "player report",
    "bye request",
    "withdraw",
    "set lineup",
    "revoke link",
    "reject reports",
    "refuse bye",
    "online settings",
    "issue links",
    "forfeit",
    "check in",
    "change",
    "ballot settings",
    "ballot redraw",
    "add section",
    "publish",
    "unpublish",
    "close",
    "event",
    "user",
];

/// A value of the rules crate tagged `kind` (a PDN reader's leniency or error, an irregular
/// move) as the message `{prefix}-{kind}`, its fields the arguments: a position as its `line`
/// and `column`, a list joined with commas.
fn tagged(tr: &Tr, prefix: &str, value: &impl serde::Serialize) -> String {
    use serde_json::Value;
    let Ok(Value::Object(fields)) = serde_json::to_value(value) else {
        return String::new();
    };
    let kind = fields.get("kind").and_then(Value::as_str).unwrap_or("");
    let id = format!("{prefix}-{}", kind.replace('_', "-"));
    let arg = |v: &Value| -> Arg {
        match v {
            Value::Number(n) => n.as_i64().map_or_else(|| Arg::S(n.to_string()), Arg::N),
            Value::String(s) => Arg::S(s.clone()),
            Value::Array(a) => Arg::S(
                a.iter()
                    .map(|x| x.as_str().map_or_else(|| x.to_string(), str::to_owned))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            other => Arg::S(other.to_string()),
        }
    };
    let mut args: Vec<(String, Arg)> = Vec::new();
    for (k, v) in &fields {
        match v {
            _ if k == "kind" => {}
            Value::Object(inner) => {
                args.extend(inner.iter().map(|(k, v)| (k.clone(), arg(v))));
            }
            v => args.push((k.clone(), arg(v))),
        }
    }
    let said: Vec<(&str, &dyn ToArg)> = args
        .iter()
        .map(|(k, v)| (k.as_str(), v as &dyn ToArg))
        .collect();
    tr.t_args(&id, &said)
}

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
    Msg::new("record-at-ply")
        .arg("ply", *ply)
        .arg("what", what)
        .say(tr)
}

/// A note of a record's check.
pub fn record_note(tr: &Tr, n: &crate::domain::record::Note) -> String {
    use crate::domain::record::Note;
    let variant = |v: draughts_rules::Variant| tr.t_args("variant-name", &[("v", &v.name())]);
    match n {
        Note::ManyGames { count } => Msg::new("record-note-many-games")
            .arg("count", *count)
            .say(tr),
        Note::OtherGameType { tagged, verified } => Msg::new("record-note-other-game-type")
            .arg("tagged", variant(*tagged))
            .arg("variant", variant(*verified))
            .say(tr),
        Note::Pdn {
            line,
            column,
            warning,
        } => Msg::new("record-where")
            .arg("line", *line)
            .arg("column", *column)
            .arg("what", pdn_warning(tr, warning))
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
        } => Msg::new("record-where")
            .arg("line", *line)
            .arg("column", *column)
            .arg("what", pdn_error(tr, error))
            .say(tr),
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
        B::WritesMoves { plies } => Msg::new("ballot-said-writes-moves")
            .arg("plies", *plies)
            .say(tr),
        B::StartsAfter => tr.t("ballot-said-starts-after"),
        B::FromInitial => tr.t("ballot-said-from-initial"),
        B::AfterIrregular { ply } => Msg::new("ballot-said-after-irregular")
            .arg("ply", *ply)
            .say(tr),
        B::UnknownDeck { deck } => Msg::new("ballot-said-unknown-deck")
            .arg("deck", deck.as_str())
            .say(tr),
    }
}

/// A ballot deck as the settings list it, in the page's language: what it is (a built-in
/// deck's message `deck-<name>`, another deck's own description) and how many openings it
/// draws from.
pub fn deck_text(tr: &Tr, d: &crate::ballot::Deck) -> String {
    let what = super::i18n::message(tr.lang(), &format!("deck-{}", d.name), &[])
        .unwrap_or_else(|| d.description.clone());
    format!(
        "{what} ({})",
        Msg::new("deck-openings")
            .arg("count", d.drawable_count())
            .say(tr)
    )
}

/// The fields an audit row may name as changed (the top-level keys of the settings, of an
/// entry, of the settings for players online and of a ballot, as stored).
pub const AUDIT_FIELDS: [&str; 52] = [
    "name",
    "venue",
    "start_date",
    "end_date",
    "chief_controller",
    "variant",
    "system",
    "rounds",
    "games_per_round",
    "scoring",
    "ballot",
    "time_control",
    "tie_breaks",
    "federation",
    "round_dates",
    "acceleration",
    "prohibited",
    "report",
    "language",
    "knockout",
    "team",
    "time_zone",
    "no",
    "fmjd_id",
    "national_id",
    "rating",
    "title",
    "women_title",
    "women_rating",
    "club",
    "birth_date",
    "withdrawn_from",
    "late_from",
    "requested_byes",
    "forbidden",
    "bye_points",
    "birth_year",
    "sex",
    "national",
    "disqualified_from",
    "games_annulled",
    "check_in",
    "accept_agreed",
    "max_byes",
    "no_byes_last",
    "approve_byes",
    "deck",
    "per",
    "seed",
    "kind",
    "surname",
    "given_name",
];

/// A field of the settings, an entry or the settings for players online that an audit row
/// says was changed, in the page's words (`audit-field-time-control`), or as stored where no
/// message names it.
pub fn audit_field(tr: &Tr, key: &str) -> String {
    let id = format!("audit-field-{}", key.replace('_', "-"));
    super::i18n::message(tr.lang(), &id, &[]).unwrap_or_else(|| key.to_owned())
}

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

/// The rule applied on `topic` in an event of `book`: its article, or, where the book has
/// none, which book's rule was applied ([`citation`]).
fn cite(book: RuleBook, topic: Topic) -> Msg {
    citation(book.ruling(topic))
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
                .arg("amount", tr.money_text(amount))
                .say(tr)
        })
        .collect();
    for f in &mut r.forfeits {
        f.what = match f.kind {
            ForfeitKind::Absent => Msg::new("report-absent-of")
                .arg("sex", sex_key(f.sex))
                .say(tr),
            _ => forfeit(&f.kind).say(tr),
        };
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
        E::PlayFixed { what, paired } => (
            "play-fixed",
            m("refusal-play-fixed")
                .arg("what", what.name())
                .arg("count", *paired),
        ),
        E::Settings(e) => settings_refusal(e),
        E::Round(e) => round_refusal(e),
        E::Entry(e) => entry_refusal(e),
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
        P::CategoryName(p) => Msg::new("prize-line-category-name").arg("problem", text_problem(p)),
        P::Rule => Msg::new("prize-line-rule"),
        P::NotWholeNumber(t) => Msg::new("form-not-whole-number").arg("text", quoted(t)),
        P::NotDate(t) => Msg::new("form-not-date").arg("text", quoted(t)),
        P::NotPrizeHead(t) => Msg::new("prize-line-not-head").arg("text", quoted(t)),
        P::NotPlace(t) => Msg::new("prize-line-not-place").arg("text", quoted(t)),
        P::NotAmount(t) => Msg::new("prize-line-not-amount").arg("text", quoted(t)),
        P::Trophy(p) => Msg::new("prize-line-trophy").arg("problem", text_problem(p)),
        P::List(PrizeError::UnknownCategory { index, category }) => {
            Msg::new("prize-unknown-category")
                .arg("index", *index + 1)
                .arg("category", quoted(category))
        }
        P::List(PrizeError::DuplicatePlace {
            index,
            place,
            category,
        }) => match category {
            None => Msg::new("prize-duplicate-place-main"),
            Some(c) => Msg::new("prize-duplicate-place").arg("category", quoted(c)),
        }
        .arg("index", *index + 1)
        .arg("place", *place),
        P::List(PrizeError::PlaceZero { index }) => {
            Msg::new("prize-place-zero").arg("index", *index + 1)
        }
    };
    if e.line == 0 {
        problem
    } else {
        Msg::new("form-line")
            .arg("line", e.line)
            .arg("problem", problem)
    }
}

/// A text's problem (`text-problem-*`).
fn text_problem(p: &TextProblem) -> Arg {
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
fn round_state(s: crate::domain::RoundState) -> Arg {
    Msg::new("round-state").arg("state", s.name()).into()
}

/// A kind of result in words (`result-kind`).
fn result_kind(k: crate::domain::ResultKind) -> Arg {
    Msg::new("result-kind").arg("kind", k.name()).into()
}

/// The settings' refusals (`SettingsError`), each with its stable code.
pub fn settings_refusal(e: &crate::domain::SettingsError) -> (&'static str, Msg) {
    use crate::domain::SettingsError as E;
    let m = |id: &'static str| Msg::new(id);
    match e {
        E::TeamKnockout => (
            "settings-team-knockout",
            m("refusal-settings-team-knockout"),
        ),
        E::EmptyName => ("settings-empty-name", m("refusal-settings-empty-name")),
        E::NoRounds => ("settings-no-rounds", m("refusal-settings-no-rounds")),
        E::NoGames => ("settings-no-games", m("refusal-settings-no-games")),
        E::TooManyGames(n) => (
            "settings-too-many-games",
            m("refusal-settings-too-many-games")
                .arg(
                    "max",
                    i64::from(crate::domain::settings::MAX_GAMES_PER_ROUND),
                )
                .arg("count", i64::from(*n)),
        ),
        E::BadScoring { win, draw, loss } => (
            "settings-bad-scoring",
            m("refusal-settings-bad-scoring")
                .arg("win", win.to_string())
                .arg("draw", draw.to_string())
                .arg("loss", loss.to_string()),
        ),
        E::MatchPointsMissing => (
            "settings-match-points-missing",
            m("refusal-settings-match-points-missing"),
        ),
        E::DuplicateTieBreak(tb) => (
            "settings-duplicate-tie-break",
            m("refusal-settings-duplicate-tie-break").arg("tb", tb.to_string()),
        ),
        E::UnknownSystem(t) => (
            "settings-unknown-system",
            m("refusal-settings-unknown-system").arg("text", t.as_str()),
        ),
        E::UnknownSeeding(t) => (
            "settings-unknown-seeding",
            m("refusal-settings-unknown-seeding").arg("text", t.as_str()),
        ),
        E::KnockoutOptions => (
            "settings-knockout-options",
            m("refusal-settings-knockout-options"),
        ),
        E::TooManyTieBreakGames(n) => (
            "settings-too-many-tie-break-games",
            m("refusal-settings-too-many-tie-break-games")
                .arg(
                    "max",
                    i64::from(crate::domain::settings::MAX_TIEBREAK_GAMES),
                )
                .arg("count", i64::from(*n)),
        ),
        E::UnknownTieBreak(t) => (
            "settings-unknown-tie-break",
            m("refusal-settings-unknown-tie-break").arg("text", t.as_str()),
        ),
        E::UnknownScoreBasis(t) => (
            "settings-unknown-score-basis",
            m("refusal-settings-unknown-score-basis").arg("text", t.as_str()),
        ),
        E::UnknownPreset(t) => (
            "settings-unknown-preset",
            m("refusal-settings-unknown-preset").arg("text", t.as_str()),
        ),
        E::EndBeforeStart { start, end } => (
            "settings-end-before-start",
            m("refusal-settings-end-before-start")
                .arg("start", start.to_string())
                .arg("end", end.to_string()),
        ),
        E::TooLong { field, len, max } => (
            "settings-too-long",
            m("refusal-settings-too-long")
                .arg("field", phrase("field", field))
                .arg("len", *len)
                .arg("max", *max),
        ),
        E::ControlCharacter(field) => (
            "settings-control-character",
            m("refusal-settings-control-character").arg("field", phrase("field", field)),
        ),
        E::BadText { field, problem } => (
            "settings-bad-text",
            m("refusal-settings-bad-text")
                .arg("field", phrase("field", field))
                .arg("problem", text_problem(problem)),
        ),
        E::TooManyRounds(n) => (
            "settings-too-many-rounds",
            m("refusal-settings-too-many-rounds")
                .arg("count", *n)
                .arg("max", crate::domain::settings::MAX_ROUNDS),
        ),
        E::DateOfNoRound { round, rounds } => (
            "settings-date-of-no-round",
            m("refusal-settings-date-of-no-round")
                .arg("round", *round)
                .arg("rounds", *rounds),
        ),
        E::DatesOutOfOrder {
            round,
            date,
            before,
            before_date,
        } => (
            "settings-dates-out-of-order",
            m("refusal-settings-dates-out-of-order")
                .arg("round", *round)
                .arg("date", date.to_string())
                .arg("before", *before)
                .arg("before_date", before_date.to_string()),
        ),
        E::BadAcceleration(detail) => (
            "settings-bad-acceleration",
            m("refusal-settings-bad-acceleration").arg("detail", detail.as_str()),
        ),
        E::AccelerationNeedsSwiss(system) => (
            "settings-acceleration-needs-swiss",
            m("refusal-settings-acceleration-needs-swiss")
                .arg("system", Msg::new("system-name").arg("s", system.name())),
        ),
        E::BadProhibition { players, problem } => (
            "settings-bad-prohibition",
            m("refusal-settings-bad-prohibition")
                .arg("players", players.as_str())
                .arg("problem", phrase("phrase", problem)),
        ),
        E::BadCode { field, problem } => (
            "settings-bad-code",
            m("refusal-settings-bad-code")
                .arg("field", phrase("field", field))
                .arg("problem", phrase("phrase", problem)),
        ),
    }
}

/// A round's refusals (`RoundError`): results for a closed or draft round, a board it does not
/// have, a result the event's scoring does not know.
pub fn round_refusal(e: &crate::domain::RoundError) -> (&'static str, Msg) {
    use crate::domain::RoundError as E;
    let m = |id: &'static str| Msg::new(id);
    match e {
        E::Draft { round } => ("round-draft", m("refusal-round-draft").arg("round", *round)),
        E::Closed { round } => (
            "round-closed",
            m("refusal-round-closed").arg("round", *round),
        ),
        E::NotClosed { round, state } => (
            "round-not-closed",
            m("refusal-round-not-closed")
                .arg("round", *round)
                .arg("state", round_state(*state)),
        ),
        E::NoSuchBoard { round, board } => (
            "round-no-such-board",
            m("refusal-round-no-such-board")
                .arg("round", *round)
                .arg("board", *board),
        ),
        E::ByeBoard { round, board } => (
            "round-bye-board",
            m("refusal-round-bye-board")
                .arg("round", *round)
                .arg("board", *board),
        ),
        E::WrongGameCount {
            round,
            board,
            expected,
            got,
        } => (
            "round-wrong-game-count",
            m("refusal-round-wrong-game-count")
                .arg("round", *round)
                .arg("board", *board)
                .arg("expected", *expected)
                .arg("got", *got),
        ),
        E::MissingResults { round, missing } => (
            "round-missing-results",
            m("refusal-round-missing-results")
                .arg("round", *round)
                .arg("boards", missing.to_string())
                .arg("count", missing.0.len()),
        ),
        E::HasResults { round, boards } => (
            "round-has-results",
            m("refusal-round-has-results")
                .arg("round", *round)
                .arg("boards", boards.to_string())
                .arg("count", boards.0.len()),
        ),
        E::ResultsEntered { round, boards } => (
            "round-results-entered",
            m("refusal-round-results-entered")
                .arg("round", *round)
                .arg("boards", boards.to_string())
                .arg("count", boards.0.len()),
        ),
        E::BadTransition { round, from, to } => (
            "round-bad-transition",
            m("refusal-round-bad-transition")
                .arg("round", *round)
                .arg("from", round_state(*from))
                .arg("to", round_state(*to)),
        ),
        E::BallotLocked { round, state } => (
            "round-ballot-locked",
            m("refusal-round-ballot-locked")
                .arg("round", *round)
                .arg("state", round_state(*state)),
        ),
        E::NoSuchGame {
            round,
            board,
            game,
            games,
        } => (
            "round-no-such-game",
            m("refusal-round-no-such-game")
                .arg("round", *round)
                .arg("board", *board)
                .arg("game", i64::from(*game))
                .arg("games", *games),
        ),
        E::OtherGameMissing { board, game } => (
            "round-other-game-missing",
            m("refusal-round-other-game-missing")
                .arg("board", *board)
                .arg("game", i64::from(*game)),
        ),
        E::SheetsNeedGames => (
            "round-sheets-need-games",
            m("refusal-round-sheets-need-games").arg("article", "000 art. 3.10"),
        ),
        E::SidesDisagree { first, second } => (
            "round-sides-disagree",
            m("refusal-round-sides-disagree")
                .arg("first", result_kind(*first))
                .arg("second", result_kind(*second)),
        ),
        E::PointsDisagree {
            sent, kind, scored, ..
        } => (
            "round-points-disagree",
            m("refusal-round-points-disagree")
                .arg("sent", sent.to_string())
                .arg("kind", result_kind(*kind))
                .arg("scored", scored.to_string()),
        ),
        E::EmptyReason => ("round-empty-reason", m("refusal-round-empty-reason")),
        E::ReasonTooLong(len) => (
            "round-reason-too-long",
            m("refusal-round-reason-too-long")
                .arg("len", *len)
                .arg("max", crate::domain::round::MAX_REASON),
        ),
        E::BadReason(p) => (
            "round-bad-reason",
            m("refusal-round-bad-reason").arg("problem", text_problem(p)),
        ),
        E::BadGameReport(t) => (
            "round-bad-game-report",
            m("refusal-round-bad-game-report").arg("text", t.as_str()),
        ),
        E::NotInScoring {
            text,
            win,
            draw,
            loss,
        } => (
            "round-not-in-scoring",
            m("refusal-round-not-in-scoring")
                .arg("text", text.as_str())
                .arg("win", win.to_string())
                .arg("draw", draw.to_string())
                .arg("loss", loss.to_string()),
        ),
    }
}

/// An entry's refusals (`EntryError`).
pub fn entry_refusal(e: &crate::domain::EntryError) -> (&'static str, Msg) {
    use crate::domain::EntryError as E;
    let m = |id: &'static str| Msg::new(id);
    match e {
        E::EmptyName => ("entry-empty-name", m("refusal-entry-empty-name")),
        E::NameTooLong(name) => (
            "entry-name-too-long",
            m("refusal-entry-name-too-long").arg("name", name.as_str()),
        ),
        E::NameControlCharacter(name) => (
            "entry-name-control-character",
            m("refusal-entry-name-control-character").arg("name", name.as_str()),
        ),
        E::BadName { name, problem } => (
            "entry-bad-name",
            m("refusal-entry-bad-name")
                .arg("name", name.as_str())
                .arg("problem", text_problem(problem)),
        ),
        E::BadText { no, field, problem } => (
            "entry-bad-text",
            m("refusal-entry-bad-text")
                .arg("no", *no)
                .arg("field", phrase("field", field))
                .arg("problem", text_problem(problem)),
        ),
        E::BadFederation(t) => (
            "entry-bad-federation",
            m("refusal-entry-bad-federation").arg("text", t.as_str()),
        ),
        E::BadStartNo(no) => (
            "entry-bad-start-no",
            m("refusal-entry-bad-start-no").arg("no", *no),
        ),
        E::TooLong {
            no,
            field,
            len,
            max,
        } => (
            "entry-too-long",
            m("refusal-entry-too-long")
                .arg("no", *no)
                .arg("field", phrase("field", field))
                .arg("len", *len)
                .arg("max", *max),
        ),
        E::LateAfterWithdrawal {
            no,
            late_from,
            withdrawn_from,
        } => (
            "entry-late-after-withdrawal",
            m("refusal-entry-late-after-withdrawal")
                .arg("no", *no)
                .arg("late", *late_from)
                .arg("withdrawn", *withdrawn_from),
        ),
        E::BadRound { no, round, what } => (
            "entry-bad-round",
            m("refusal-entry-bad-round")
                .arg("no", *no)
                .arg("round", *round)
                .arg("what", phrase("phrase", what)),
        ),
        E::EmptySurname => ("entry-empty-surname", m("refusal-entry-empty-surname")),
        E::PartTooLong { field, text } => (
            "entry-name-part-too-long",
            m("refusal-entry-name-part-too-long")
                .arg("field", phrase("field", field))
                .arg("text", text.as_str()),
        ),
        E::BadPart {
            field,
            text,
            problem,
        } => (
            "entry-bad-name-part",
            m("refusal-entry-bad-name-part")
                .arg("field", phrase("field", field))
                .arg("text", text.as_str())
                .arg("problem", text_problem(problem)),
        ),
        E::SurnameComma(text) => (
            "entry-surname-comma",
            m("refusal-entry-surname-comma").arg("text", text.as_str()),
        ),
    }
}

// The event's own rule book and the reader's language: the rule applied in a ruling, the
// reasons the program writes on audit rows, a player's action by their link, and the report's
// words that agree with a player's sex (`locales/<lang>/books.ftl`).

/// A rule applied in an event: its own book's article (`002 ст. 5.9`), or that its book has
/// none and the article of the book whose rule was applied.
pub fn citation(c: crate::domain::book::Citation) -> Msg {
    let article = Msg::new("article-ref")
        .arg("book", c.book.code())
        .arg("number", c.number);
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
        Msg::new("book-rule-borrowed")
            .arg("event", c.event.code())
            .arg("book", c.book.code())
            .arg("key", key)
            .arg("article", article)
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
        R::PairedAutomatically(m) => Msg::new("audit-reason-paired-automatically")
            .arg("method", pairing_method(m))
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

/// Who wrote an audit row, in the page's words: an account by its name, a player who acted
/// through their personal link as that player (`Белов Юрий, по личной ссылке`).
pub fn author(tr: &Tr, t: &Tournament, who: &str) -> String {
    use crate::domain::audit::Author;
    match Author::read(who) {
        Author::Account(name) => name,
        Author::Player { no, .. } => {
            let name = t
                .entry(no)
                .map(|e| e.name.to_string())
                .unwrap_or_else(|| format!("{no}"));
            Msg::new("audit-by-link").arg("name", name).say(tr)
        }
    }
}

/// What the report's standings rank on (game or match points, as the public standings label
/// them), then the event's tie-breaks, each named as the standings' headings name it.
pub fn ranked_on(tr: &Tr, r: &ControllerReport) -> String {
    let names: Vec<String> = r
        .tie_break_names
        .iter()
        .zip(&r.tie_breaks)
        .map(|(name, label)| tr.t_args("tie-break", &[("name", name), ("label", label)]))
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

pub use crate::domain::audit::sex_key;

/// An entry's status in the report, in words that agree with the player's sex.
pub fn entry_state_of(s: EntryState, sex: Option<crate::domain::entry::Sex>) -> Msg {
    let m = match s {
        EntryState::Disqualified(r) => Msg::new("report-disqualified-of").arg("round", r),
        EntryState::Withdrawn(r) => Msg::new("report-withdrawn-of").arg("round", r),
        EntryState::Late(r) => Msg::new("entry-late-from").arg("round", r),
    };
    m.arg("sex", sex_key(sex))
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
    fn every_field_an_audit_row_names_is_said_in_every_language() {
        use crate::domain::{Entry, PlayerName, Preset};
        // The keys as stored: every preset's settings with the optional parts set, an entry
        // with every field set, the settings for players online and a ballot.
        let mut keys = BTreeSet::new();
        let mut object = |v: serde_json::Value| {
            keys.extend(v.as_object().expect("an object").keys().cloned());
        };
        for p in Preset::ALL {
            let mut s = p.settings("x", 5);
            s.language = Language::Fr;
            s.federation = crate::domain::Federation::parse("NED").ok();
            object(serde_json::to_value(&s).unwrap());
        }
        let mut e = Entry::new(1, PlayerName::parse("A B").unwrap()).unwrap();
        e.bye_points
            .insert(1, crate::domain::Points::from_halves(1));
        e.birth_year = Some(1990);
        e.games_annulled = true;
        e.disqualified_from = Some(2);
        object(serde_json::to_value(&e).unwrap());
        object(serde_json::to_value(crate::domain::online::OnlineSettings::default()).unwrap());
        object(serde_json::to_value(crate::domain::Ballot::deck("english-2move")).unwrap());
        for k in &keys {
            assert!(
                AUDIT_FIELDS.contains(&k.as_str()),
                "the audit log has no word for the field {k}"
            );
        }
        let ids = ids();
        for f in AUDIT_FIELDS {
            let id = format!("audit-field-{}", f.replace('_', "-"));
            for lang in Language::ALL {
                assert!(
                    ids[&lang].contains(&id),
                    "{id} is missing in {}",
                    lang.code()
                );
            }
        }
        assert_eq!(
            audit_field(&Tr::new(Language::Fr), "time_control"),
            "cadence"
        );
        assert_eq!(
            audit_field(&Tr::new(Language::Nl), "unheard_of"),
            "unheard_of"
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
        let all = vec![
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
        ];
        for w in &all {
            match w {
                W::SpacedMove { .. }
                | W::UpperCaseSquare { .. }
                | W::TextAfterMove { .. }
                | W::ResultWithoutTag { .. }
                | W::ResultDiffersFromTag { .. }
                | W::UnknownResultTag { .. }
                | W::ByteOrderMark
                | W::CrLfLineEnds
                | W::CrLineEnds
                | W::InvalidUtf8
                | W::SpacedEllipsis { .. }
                | W::LoneEllipsis
                | W::OddMoveNumber { .. }
                | W::DanglingMoveNumber { .. }
                | W::UnknownMoveStrength { .. }
                | W::EmptyVariation
                | W::JunkAfterTag { .. }
                | W::JunkAfterResult { .. }
                | W::StrayBracket
                | W::TagWithoutValue { .. }
                | W::DashResult
                | W::MissingResult { .. } => {}
            }
        }
        all
    }

    fn pdn_errors() -> Vec<draughts_rules::pdn::SyntaxErrorKind> {
        use draughts_rules::pdn::{Pos, SyntaxErrorKind as E};
        let own = |s: &str| s.to_owned();
        let all = vec![
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
        ];
        for e in &all {
            match e {
                E::UnexpectedChar { .. }
                | E::NestedComment { .. }
                | E::StrayCloseBrace
                | E::UnterminatedComment
                | E::UnterminatedSetup
                | E::MalformedSetup { .. }
                | E::MalformedTag { .. }
                | E::MalformedMove { .. }
                | E::MalformedNag { .. }
                | E::UnmatchedCloseParen
                | E::UnclosedVariation { .. }
                | E::TooDeep { .. }
                | E::InvalidResult { .. }
                | E::LineTooLong { .. } => {}
            }
        }
        all
    }

    fn irregularities() -> Vec<draughts_rules::verify::IrregularityKind> {
        use draughts_rules::verify::IrregularityKind as K;
        let all = vec![
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
        ];
        for k in &all {
            match k {
                K::NoPieceOnOrigin { .. }
                | K::CaptureCompulsory
                | K::CaptureIncomplete
                | K::MajorityRule { .. }
                | K::ManMovedBackward
                | K::DestinationOccupied { .. }
                | K::NotALegalMove
                | K::Ambiguous { .. }
                | K::Unreadable { .. } => {}
            }
        }
        all
    }

    /// `text` is a message said in full: no Fluent error, no message id, no argument left.
    fn worded(what: &str, lang: Language, text: &str) {
        assert!(
            !text.is_empty()
                && !text.starts_with('[')
                && !text.contains("{$")
                && !text.contains("{ $"),
            "{what} in {}: {text:?}",
            lang.code()
        );
    }

    #[test]
    fn every_note_of_a_record_check_is_said_in_every_language() {
        use crate::domain::record::{BallotSaid, Note, Reason};
        use draughts_rules::verify::{DrawRule, DrawRuleKind, Leniency};
        let ids = ids();
        let kind_of = |v: serde_json::Value| v["kind"].as_str().unwrap().replace('_', "-");
        for lang in Language::ALL {
            let tr = Tr::new(lang);
            for w in pdn_warnings() {
                let id = format!("pdn-warning-{}", kind_of(serde_json::to_value(&w).unwrap()));
                assert!(
                    ids[&lang].contains(&id),
                    "{id} is missing in {}",
                    lang.code()
                );
                worded(&id, lang, &pdn_warning(&tr, &w));
            }
            for e in pdn_errors() {
                let id = format!("pdn-error-{}", kind_of(serde_json::to_value(&e).unwrap()));
                assert!(
                    ids[&lang].contains(&id),
                    "{id} is missing in {}",
                    lang.code()
                );
                worded(&id, lang, &pdn_error(&tr, &e));
            }
            for k in irregularities() {
                let id = format!("irregular-{}", kind_of(serde_json::to_value(&k).unwrap()));
                assert!(
                    ids[&lang].contains(&id),
                    "{id} is missing in {}",
                    lang.code()
                );
                worded(&id, lang, &irregularity(&tr, &k));
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

    #[test]
    fn the_refusals_of_settings_rounds_and_entries_are_said_in_every_language() {
        use crate::domain::text::TextProblem;
        use crate::domain::{
            EntryError as En, ResultKind, RoundError as R, RoundState, SettingsError as S, System,
            TieBreak,
        };
        let date = |d: u32| chrono::NaiveDate::from_ymd_opt(2026, 4, d).unwrap();
        let p = |n: u32| crate::domain::Points::from_halves(n);
        let settings = vec![
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
        for e in &settings {
            match e {
                S::TeamKnockout
                | S::EmptyName
                | S::NoRounds
                | S::NoGames
                | S::TooManyGames(_)
                | S::BadScoring { .. }
                | S::MatchPointsMissing
                | S::DuplicateTieBreak(_)
                | S::UnknownSystem(_)
                | S::UnknownSeeding(_)
                | S::KnockoutOptions
                | S::TooManyTieBreakGames(_)
                | S::UnknownTieBreak(_)
                | S::UnknownScoreBasis(_)
                | S::UnknownPreset(_)
                | S::EndBeforeStart { .. }
                | S::TooLong { .. }
                | S::ControlCharacter(_)
                | S::BadText { .. }
                | S::TooManyRounds(_)
                | S::DateOfNoRound { .. }
                | S::DatesOutOfOrder { .. }
                | S::BadAcceleration(_)
                | S::AccelerationNeedsSwiss(_)
                | S::BadProhibition { .. }
                | S::BadCode { .. } => {}
            }
        }
        let boards = BoardList(vec![2, 5]);
        let rounds = vec![
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
        for e in &rounds {
            match e {
                R::Draft { .. }
                | R::Closed { .. }
                | R::NotClosed { .. }
                | R::NoSuchBoard { .. }
                | R::ByeBoard { .. }
                | R::WrongGameCount { .. }
                | R::MissingResults { .. }
                | R::HasResults { .. }
                | R::ResultsEntered { .. }
                | R::BadTransition { .. }
                | R::BallotLocked { .. }
                | R::NoSuchGame { .. }
                | R::OtherGameMissing { .. }
                | R::SheetsNeedGames
                | R::SidesDisagree { .. }
                | R::PointsDisagree { .. }
                | R::EmptyReason
                | R::ReasonTooLong(_)
                | R::BadReason(_)
                | R::BadGameReport(_)
                | R::NotInScoring { .. } => {}
            }
        }
        let entries = vec![
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
        for e in &entries {
            match e {
                En::EmptyName
                | En::NameTooLong(_)
                | En::NameControlCharacter(_)
                | En::BadName { .. }
                | En::BadText { .. }
                | En::BadFederation(_)
                | En::BadStartNo(_)
                | En::TooLong { .. }
                | En::LateAfterWithdrawal { .. }
                | En::BadRound { .. }
                | En::EmptySurname
                | En::PartTooLong { .. }
                | En::BadPart { .. }
                | En::SurnameComma(_) => {}
            }
        }
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
        let ids = ids();
        for (prefix, english) in [
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
        ] {
            let id = phrase_id(prefix, english);
            for lang in Language::ALL {
                assert!(
                    ids[&lang].contains(&id),
                    "{id} is missing in {}",
                    lang.code()
                );
            }
        }
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

    #[test]
    fn a_players_action_is_said_as_that_player_and_an_account_as_itself() {
        use crate::domain::{Entry, PlayerName, Preset, Settings};
        let mut t = Tournament::new(Settings::preset(Preset::Russian, "Кубок", 7)).unwrap();
        t.add_entry(Entry::new(6, PlayerName::parse("Белов Юрий").unwrap()).unwrap())
            .unwrap();
        let who = crate::domain::audit::Author::Player { link: 3, no: 6 }.text();
        assert_eq!(
            author(&Tr::new(Language::Ru), &t, &who),
            "Белов Юрий, по личной ссылке"
        );
        assert_eq!(
            author(&Tr::new(Language::En), &t, &who),
            "Белов Юрий, by personal link"
        );
        for lang in Language::ALL {
            let said = author(&Tr::new(lang), &t, &who);
            assert!(said.starts_with("Белов Юрий") && !said.contains("personal link 3"));
            assert_eq!(author(&Tr::new(lang), &t, "chief"), "chief");
        }
    }

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
        let absent = |sex, tr: &Tr| {
            Msg::new("report-absent-of")
                .arg("sex", sex_key(sex))
                .say(tr)
        };
        assert_eq!(absent(Some(Sex::W), &ru), "не явилась: поражение в партии");
        assert_eq!(absent(Some(Sex::M), &ru), "не явился: поражение в партии");
        let mut msgs = Vec::new();
        for sex in [None, Some(Sex::M), Some(Sex::W)] {
            for s in EntryState::ALL_KINDS {
                msgs.push(entry_state_of(s, sex));
            }
            msgs.push(Msg::new("report-absent-of").arg("sex", sex_key(sex)));
        }
        all_said("report by sex", &msgs);
        assert_eq!(
            entry_state_of(w, None).say(&Tr::new(Language::En)),
            w.english()
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
