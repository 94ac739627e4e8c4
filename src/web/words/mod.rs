//! The domain's values in the page's language: the one place that maps what the domain, the
//! store and the pairing checker return (penalties, rule-book articles, appeal states,
//! committee warnings, tie-break descriptions, pairing methods and rules, the report's lines,
//! refusals) to a message id of `locales/<lang>/domain.ftl` or `articles.ftl` and its
//! arguments. The domain's `Display` stays the English of the command line and the logs.
//!
//! One file per area: [`book`] (rule books, penalties, appeals), [`pairing`] (tie-breaks, pairing
//! methods, the checker), [`records`] (PDN, the verifier, ballots), [`report`] (the controller's
//! report) and [`refusals`] (the store's and the domain's refusals); this file holds the message
//! and argument types and the audit log's words.

use std::borrow::Cow;

use crate::domain::Tournament;

use super::i18n::{ToArg, Tr};

/// A message whose arguments are named after the variables that hold them:
/// `msg!("refusal-x", round, board)` is `Msg::new("refusal-x").arg("round", *round).arg("board",
/// *board)`, the shape of a domain error's fields; `name = value` gives another value a name
/// (`msg!("refusal-x", no = *entry, name = name.as_str())`). The id stays written out whole.
macro_rules! msg {
    (@ $m:expr ;) => { $m };
    (@ $m:expr ; $name:ident = $value:expr $(, $($rest:tt)*)?) => {
        msg!(@ $m.arg(stringify!($name), $value) ; $($($rest)*)?)
    };
    (@ $m:expr ; $field:ident $(, $($rest:tt)*)?) => {
        msg!(@ $m.arg(stringify!($field), *$field) ; $($($rest)*)?)
    };
    ($id:literal $(, $($rest:tt)*)?) => {
        msg!(@ $crate::web::words::Msg::new($id) ; $($($rest)*)?)
    };
}
pub(crate) use msg;

/// A refusal as its stable code (the JSON API's `code`) and its message, the code being the
/// message id after `refusal-`: `refusal!("refusal-finished", rounds)` is `("finished",
/// msg!("refusal-finished", rounds))`, so a refusal's name is written once.
macro_rules! refusal {
    ($id:literal $(, $($rest:tt)*)?) => {
        (
            $crate::web::words::refusal_code($id),
            msg!($id $(, $($rest)*)?),
        )
    };
}

/// In a test, the values given (`E::Variant`, `E::Variant(..)` or `E::Variant { .. }`, of
/// one enum) as a `Vec`, checked at compile time to name every variant of their enum: one added
/// and not listed fails the build here. A variant may stand more than once, with other values.
#[cfg(test)]
macro_rules! every_variant {
    ($($e:ident :: $v:ident $(($($t:tt)*))? $({$($f:tt)*})?),* $(,)?) => {{
        let all = vec![$($e::$v $(($($t)*))? $({$($f)*})?),*];
        for value in &all {
            #[allow(unreachable_patterns)]
            match value {
                $($e::$v { .. })|* => {}
            }
        }
        all
    }};
}

/// The stable code of a refusal whose message id is `id`: the id after `refusal-`.
pub fn refusal_code(id: &'static str) -> &'static str {
    id.strip_prefix("refusal-").unwrap_or(id)
}

mod book;
mod forms;
mod imports;
mod invalid;
mod pairing;
mod records;
mod refusals;
mod report;

pub use book::*;
pub use forms::*;
pub use imports::*;
pub use invalid::*;
pub use pairing::*;
pub use records::*;
pub use refusals::*;
pub use report::*;

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

/// A message repeating the text it could not read (its `$text`): without the blanks that pad
/// it to its columns, and a long one cut as the domain cuts it (`quoted`).
pub fn as_read(id: &'static str, text: &str) -> Msg {
    Msg::new(id).arg("text", crate::domain::text::quoted(text.trim()))
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
            Value::Array(a) => {
                Arg::S(crate::web::view::comma_list(a.iter().map(|x| {
                    x.as_str().map_or_else(|| x.to_string(), str::to_owned)
                })))
            }
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

pub use crate::domain::audit::sex_key;

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::domain::Language;
    use std::collections::{BTreeSet, HashMap};

    /// The message ids each language's files define, read from the files themselves (the
    /// lookup falls back to English, so it cannot tell a missing id).
    pub(crate) fn ids() -> HashMap<Language, BTreeSet<String>> {
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
    pub(crate) fn all_said(what: &str, msgs: &[Msg]) {
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

    /// Every phrase of the domain listed (its prefix and its English) has its message in every
    /// language (`phrase_id`): the lookup would say the English where one lacks it.
    pub(crate) fn phrases_said(phrases: &[(&str, &str)]) {
        assert!(!phrases.is_empty(), "no phrase to check");
        let ids = ids();
        for (prefix, english) in phrases {
            let id = phrase_id(prefix, english);
            for lang in Language::ALL {
                assert!(
                    ids[&lang].contains(&id),
                    "{id} is missing in {}",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn a_refusals_code_is_its_message_id_after_refusal() {
        let (code, m) = tournament_refusal(&crate::domain::TournamentError::Finished { rounds: 7 })
            .expect("a finished event's refusal is worded");
        assert_eq!((code, m.id.as_ref()), ("finished", "refusal-finished"));
        assert_eq!(m.args, msg!("refusal-finished", rounds = 7u32).args);
        assert_eq!(refusal_code("refusal-round-bye-board"), "round-bye-board");
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
        // A word unheard of stays as written.
        for (lang, word, said) in [
            (Language::Nl, "entry fee", "inschrijfgeld"),
            (Language::Fr, "incident", "incident"),
            (Language::Fr, "entry fee", "droit d'inscription"),
            (Language::Ru, "unheard of", "unheard of"),
        ] {
            assert_eq!(audit_word(&Tr::new(lang), word), said, "{word}");
        }
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
        for (lang, field, said) in [
            (Language::Fr, "time_control", "cadence"),
            (Language::Nl, "unheard_of", "unheard_of"),
        ] {
            assert_eq!(audit_field(&Tr::new(lang), field), said, "{field}");
        }
    }

    /// `text` is a message said in full: no Fluent error, no message id, no argument left.
    pub(crate) fn worded(what: &str, lang: Language, text: &str) {
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
}
