//! The pages' languages: English, French, Dutch, Russian and Brazilian Portuguese.
//!
//! Every text of a page is a Fluent message in `locales/<lang>/<area>.ftl`; every `.ftl`
//! file of a language's folder is compiled into the program (`fluent-templates`'
//! `static_loader!`), so a new area adds its own file. A page's template reads its text
//! through one call on the page's [`Tr`] (a field `tr` of every template's context; the
//! [`localized!`](crate::localized) macro gives the page its `t`, `t_args`, `num` and `date` calls):
//!
//! ```text
//! <h2>{{ t("standings-title") }}</h2>
//! <p>{{ t_args("standings-after-round", [("round", &table.after_round)]) }}</p>
//! ```
//!
//! The language of a request ([`asked`]): `?lang=xx` (remembered in the `lang` cookie by
//! [`remember`]), else the `lang` cookie, else the first of the five languages the browser's
//! `Accept-Language` names (by its weights); when none, the tournament's default language
//! ([`Tr::for_tournament`]); else English. Print views are always in the tournament's
//! language ([`Tr::print`]). Names, federations and rule-book articles are never translated.

use std::borrow::Cow;
use std::collections::HashMap;
use std::future::{Ready, ready};

use actix_web::body::BoxBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{ACCEPT_LANGUAGE, HeaderValue, SET_COOKIE};
use actix_web::middleware::Next;
use actix_web::{FromRequest, HttpRequest};
use chrono::NaiveDate;
use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid};

use crate::domain::{Language, Tournament};

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // No Unicode isolation marks around the arguments: names are set in their own
        // elements where direction matters, and the marks would break copied text.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// The name of the cookie that remembers a reader's `?lang=` choice.
pub const COOKIE: &str = "lang";

static EN: LanguageIdentifier = langid!("en");
static FR: LanguageIdentifier = langid!("fr");
static NL: LanguageIdentifier = langid!("nl");
static RU: LanguageIdentifier = langid!("ru");
static PT_BR: LanguageIdentifier = langid!("pt-BR");

fn identifier(l: Language) -> &'static LanguageIdentifier {
    match l {
        Language::En => &EN,
        Language::Fr => &FR,
        Language::Nl => &NL,
        Language::Ru => &RU,
        Language::PtBr => &PT_BR,
    }
}

/// The message `id` in `lang` with `args`, or `None` when no file of the language (nor of
/// English, the fallback) has it.
pub fn message(lang: Language, id: &str, args: &[(&str, &dyn ToArg)]) -> Option<String> {
    if args.is_empty() {
        return LOCALES.try_lookup(identifier(lang), id);
    }
    let map: HashMap<Cow<'static, str>, FluentValue<'static>> = args
        .iter()
        .map(|(k, v)| (Cow::Owned((*k).to_owned()), v.to_arg()))
        .collect();
    LOCALES.try_lookup_with_args(identifier(lang), id, &map)
}

/// A value given to a message: a number (which chooses the plural form: `1 тур`, `5 туров`)
/// or a text.
pub trait ToArg {
    fn to_arg(&self) -> FluentValue<'static>;
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl ToArg for $t {
            fn to_arg(&self) -> FluentValue<'static> {
                FluentValue::from(*self as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f64);

impl ToArg for str {
    fn to_arg(&self) -> FluentValue<'static> {
        FluentValue::from(self.to_owned())
    }
}

impl ToArg for String {
    fn to_arg(&self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

impl<T: ToArg + ?Sized> ToArg for &T {
    fn to_arg(&self) -> FluentValue<'static> {
        (**self).to_arg()
    }
}

/// The language a request asks for: `?lang=`, else the `lang` cookie, else
/// `Accept-Language`; `None` when it names none of the five.
pub fn asked(req: &HttpRequest) -> Option<Language> {
    query_lang(req.query_string())
        .or_else(|| {
            req.cookie(COOKIE)
                .and_then(|c| Language::parse(c.value()).ok())
        })
        .or_else(|| {
            req.headers()
                .get(ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(accept_language)
        })
}

/// The language `?lang=` names in a query string, if it names one of the five.
pub fn query_lang(query: &str) -> Option<Language> {
    query
        .split('&')
        .filter_map(|p| p.split_once('='))
        .find(|(k, _)| *k == "lang")
        .and_then(|(_, v)| Language::parse(v).ok())
}

/// The most wanted of the five languages in an `Accept-Language` value (RFC 9110 12.5.4:
/// weights `q=`, the first listed wins a tie; `q=0` is refused, `*` names none). A weight
/// that is not a number from 0 to 1 (`q=inf`, `q=2`, `q=x`) makes its language ignored.
pub fn accept_language(header: &str) -> Option<Language> {
    let mut best: Option<(f32, Language)> = None;
    for item in header.split(',') {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or("").trim();
        let q = match parts.find_map(|p| p.trim().strip_prefix("q=")) {
            None => 1.0,
            Some(q) => match q.trim().parse::<f32>() {
                Ok(q) if (0.0..=1.0).contains(&q) => q,
                _ => continue,
            },
        };
        let Ok(lang) = Language::parse(tag) else {
            continue;
        };
        if q > 0.0 && best.is_none_or(|(b, _)| q > b) {
            best = Some((q, lang));
        }
    }
    best.map(|(_, l)| l)
}

/// The address of the request without its `lang` parameter, for the switcher's links.
fn here(req: &HttpRequest) -> String {
    let rest: Vec<&str> = req
        .query_string()
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("lang="))
        .collect();
    let mut out = req.path().to_owned();
    out.push('?');
    for p in rest {
        out.push_str(p);
        out.push('&');
    }
    out
}

/// A page's language and the calls its template makes to write text in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tr {
    lang: Language,
    /// Whether the request named the language (else it may give way to the tournament's).
    asked: bool,
    /// Whether the page is in the tournament's language whatever was asked (print views).
    fixed: bool,
    /// The page's address without `lang`, ending in `?` or `&`.
    here: String,
    /// The tournament's own public tab beside the common ones: `teams` for a team event,
    /// `bracket` for a knock-out, empty otherwise (set with the tournament's language).
    own_tab: &'static str,
}

/// A link of the language switcher.
pub struct Choice {
    pub code: &'static str,
    pub name: &'static str,
    pub href: String,
    pub current: bool,
}

tokio::task_local! {
    /// The [`Tr`] of the request being answered (set by [`remember`]), for the error pages.
    static CURRENT: Tr;
}

impl Tr {
    /// `lang`, as if the request had asked for it.
    pub fn new(lang: Language) -> Tr {
        Tr {
            lang,
            asked: true,
            fixed: false,
            here: "?".to_owned(),
            own_tab: "",
        }
    }

    /// The language `req` asks for, else English.
    pub fn from_request(req: &HttpRequest) -> Tr {
        let asked = asked(req);
        Tr {
            lang: asked.unwrap_or_default(),
            asked: asked.is_some(),
            fixed: false,
            here: here(req),
            own_tab: "",
        }
    }

    /// The request's [`Tr`] while it is answered; outside [`remember`] (a page rendered for
    /// `crownhead publish`), English unless a tournament's language applies.
    pub fn current() -> Tr {
        CURRENT.try_with(Tr::clone).unwrap_or_else(|_| Tr {
            lang: Language::En,
            asked: false,
            fixed: false,
            here: "?".to_owned(),
            own_tab: "",
        })
    }

    /// The same, in `default` unless the request named a language.
    pub fn or_default(mut self, default: Language) -> Tr {
        if !self.asked {
            self.lang = default;
        }
        self
    }

    /// The same for a page of tournament `t`: in its default language unless the request
    /// named one.
    pub fn for_tournament(mut self, t: &Tournament) -> Tr {
        self.own_tab = own_tab(t);
        self.or_default(t.settings().language)
    }

    /// The same for a print view of `t`: in its language, whatever the request asked.
    pub fn print(mut self, t: &Tournament) -> Tr {
        self.own_tab = own_tab(t);
        self.lang = t.settings().language;
        self.fixed = true;
        self
    }

    /// The tournament's own public tab: `teams`, `bracket` or empty.
    pub fn own_tab(&self) -> &'static str {
        self.own_tab
    }

    /// The page's language.
    pub fn lang(&self) -> Language {
        self.lang
    }

    /// The `lang` attribute: `en`, `fr`, `nl`, `ru`, `pt-BR`.
    pub fn code(&self) -> &'static str {
        self.lang.code()
    }

    /// Message `id`; its id in brackets when no language has it (the template test names
    /// every id a template uses, so this is never seen).
    pub fn t(&self, id: &str) -> String {
        message(self.lang, id, &[]).unwrap_or_else(|| format!("[{id}]"))
    }

    /// Message `id` with its arguments.
    pub fn t_args(&self, id: &str, args: &[(&str, &dyn ToArg)]) -> String {
        message(self.lang, id, args).unwrap_or_else(|| format!("[{id}]"))
    }

    /// A score or tie-break value as the language writes it (see [`Language::score`]).
    pub fn num(&self, value: impl std::fmt::Display) -> String {
        self.lang.score(&value.to_string())
    }

    /// An amount of money in cents as the language writes it: English `1000.00`, French
    /// `1 000,00`, Dutch and Portuguese `1.000,00`, Russian `1 000,00` (the one formatter of
    /// fees, deposits and prizes on every page, print view and report).
    pub fn money(&self, cents: impl Into<i64>) -> String {
        let cents: i64 = cents.into();
        let sign = if cents < 0 { "-" } else { "" };
        let (whole, part) = (cents.unsigned_abs() / 100, cents.unsigned_abs() % 100);
        let (group, decimal) = match self.lang {
            Language::En => ("", '.'),
            Language::Fr => ("\u{202f}", ','),
            Language::Ru => ("\u{a0}", ','),
            Language::Nl | Language::PtBr => (".", ','),
        };
        let digits = whole.to_string();
        let mut grouped = String::new();
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                grouped.push_str(group);
            }
            grouped.push(d);
        }
        format!("{sign}{grouped}{decimal}{part:02}")
    }

    /// An amount written `12.50` (as the domain and the CSV files write it) in the language;
    /// the text itself when it is no amount.
    pub fn money_text(&self, text: &str) -> String {
        crate::domain::prize_list::parse_money(text.trim())
            .and_then(|c| i64::try_from(c).ok())
            .map(|c| self.money(c))
            .unwrap_or_else(|| text.to_owned())
    }

    /// A date as the language writes it: `15 April 2026`, `15 avril 2026`, `15 апреля 2026`.
    pub fn date(&self, d: NaiveDate) -> String {
        use chrono::Locale;
        let locale = match self.lang {
            Language::En => Locale::en_GB,
            Language::Fr => Locale::fr_FR,
            Language::Nl => Locale::nl_NL,
            Language::Ru => Locale::ru_RU,
            Language::PtBr => Locale::pt_BR,
        };
        let format = match self.lang {
            Language::PtBr => "%-d de %B de %Y",
            _ => "%-d %B %Y",
        };
        d.format_localized(format, locale).to_string()
    }

    /// A date in `YYYY-MM-DD` form, as the language writes it (the text itself when it is no
    /// such date).
    /// A `YYYY-MM-DD HH:MM` time keeps its time after the date: `2 mai 2026 19:00`.
    pub fn date_text(&self, text: &str) -> String {
        let (day, rest) = match text.split_once(' ') {
            Some((d, r)) if r.bytes().all(|b| b.is_ascii_digit() || b == b':') => (d, r),
            _ => (text, ""),
        };
        match day.parse::<NaiveDate>() {
            Ok(d) if rest.is_empty() => self.date(d),
            Ok(d) => format!("{} {rest}", self.date(d)),
            Err(_) => text.to_owned(),
        }
    }

    /// The switcher's links (none on a print view, which is in the tournament's language).
    pub fn choices(&self) -> Vec<Choice> {
        if self.fixed {
            return Vec::new();
        }
        Language::ALL
            .iter()
            .map(|&l| Choice {
                code: l.code(),
                name: l.native_name(),
                href: format!("{}lang={}", self.here, l.code()),
                current: l == self.lang,
            })
            .collect()
    }
}

impl FromRequest for Tr {
    type Error = actix_web::Error;
    type Future = Ready<Result<Tr, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(Tr::from_request(req)))
    }
}

/// Wraps the application: keeps the request's [`Tr`] for its error pages, and remembers a
/// `?lang=` choice in the `lang` cookie (a year, every path).
pub async fn remember(
    req: ServiceRequest,
    next: Next<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let tr = Tr::from_request(req.request());
    let chosen = query_lang(req.query_string());
    let kept = req
        .cookie(COOKIE)
        .and_then(|c| Language::parse(c.value()).ok());
    let mut res = CURRENT.scope(tr, next.call(req)).await?;
    if let Some(l) = chosen.filter(|l| Some(*l) != kept) {
        let cookie = format!(
            "{COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax",
            l.code()
        );
        if let Ok(v) = HeaderValue::from_str(&cookie) {
            res.headers_mut().append(SET_COOKIE, v);
            // An answer that sets a cookie is this reader's own: no shared cache may keep it
            // and give the cookie to others.
            res.headers_mut().insert(
                actix_web::http::header::CACHE_CONTROL,
                HeaderValue::from_static("private, max-age=0"),
            );
        }
    }
    Ok(res)
}

/// The public tab a tournament has beside the common ones.
fn own_tab(t: &Tournament) -> &'static str {
    if t.settings().team.is_some() {
        "teams"
    } else if t.settings().system.is_knockout() {
        "bracket"
    } else {
        ""
    }
}

/// Gives each page type the calls its template makes: `t("id")`, `t_args("id", [("name",
/// &value)])`, `num(points)`, `date(d)`, `date_text("2026-04-15")`, read through its field `tr`.
#[macro_export]
macro_rules! localized {
    ($($page:ty),+ $(,)?) => {$(
        impl $page {
            /// Message `id` in the page's language.
            pub fn t(&self, id: &str) -> String {
                self.tr.t(id)
            }
            /// Message `id` with its arguments in the page's language.
            pub fn t_args(
                &self,
                id: &str,
                args: &[(&str, &dyn $crate::web::i18n::ToArg)],
            ) -> String {
                self.tr.t_args(id, args)
            }
            /// A score as the page's language writes it.
            pub fn num(&self, value: impl ::std::fmt::Display) -> String {
                self.tr.num(value)
            }
            /// An amount in cents as the page's language writes it.
            pub fn money(&self, cents: impl Into<i64>) -> String {
                self.tr.money(cents)
            }
            /// An amount written `12.50` as the page's language writes it.
            pub fn money_text(&self, text: &str) -> String {
                self.tr.money_text(text)
            }
            /// A date as the page's language writes it.
            pub fn date(&self, d: ::chrono::NaiveDate) -> String {
                self.tr.date(d)
            }
            /// A `YYYY-MM-DD` date as the page's language writes it.
            pub fn date_text(&self, text: &str) -> String {
                self.tr.date_text(text)
            }
            /// The tournament's own public tab: `teams`, `bracket` or empty.
            pub fn own_tab(&self) -> &'static str {
                self.tr.own_tab()
            }
        }
    )+};
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn accept_language_gives_the_most_wanted_of_the_five() {
        assert_eq!(
            accept_language("de-DE,de;q=0.9,fr;q=0.8,en;q=0.7"),
            Some(Language::Fr)
        );
        assert_eq!(
            accept_language("ru-RU, ru;q=0.9, en-US;q=0.8"),
            Some(Language::Ru)
        );
        assert_eq!(accept_language("en;q=0.5, nl"), Some(Language::Nl));
        assert_eq!(accept_language("pt-BR"), Some(Language::PtBr));
        assert_eq!(accept_language("fr;q=0, de"), None);
        // Weights outside 0-1, or not numbers, make their language ignored.
        assert_eq!(accept_language("nl;q=inf"), None);
        assert_eq!(accept_language("nl;q=2, fr;q=0.5"), Some(Language::Fr));
        assert_eq!(
            accept_language("nl;q=NaN, ru;q=-1, en;q=0.1"),
            Some(Language::En)
        );
        assert_eq!(accept_language("*"), None);
        assert_eq!(accept_language(""), None);
    }

    #[test]
    fn the_query_comes_before_the_cookie_and_the_browser() {
        let req = TestRequest::with_uri("/t/1?lang=ru")
            .insert_header(("Accept-Language", "fr"))
            .cookie(actix_web::cookie::Cookie::new(COOKIE, "nl"))
            .to_http_request();
        assert_eq!(asked(&req), Some(Language::Ru));
        let req = TestRequest::with_uri("/t/1")
            .insert_header(("Accept-Language", "fr"))
            .cookie(actix_web::cookie::Cookie::new(COOKIE, "nl"))
            .to_http_request();
        assert_eq!(asked(&req), Some(Language::Nl));
        let req = TestRequest::with_uri("/t/1?lang=xx")
            .insert_header(("Accept-Language", "fr"))
            .to_http_request();
        assert_eq!(asked(&req), Some(Language::Fr));
        let req = TestRequest::with_uri("/t/1").to_http_request();
        assert_eq!(asked(&req), None);
        let tr = Tr::from_request(&req).or_default(Language::Ru);
        assert_eq!(tr.code(), "ru");
        let req = TestRequest::with_uri("/t/1")
            .insert_header(("Accept-Language", "en"))
            .to_http_request();
        assert_eq!(Tr::from_request(&req).or_default(Language::Ru).code(), "en");
    }

    #[test]
    fn the_switcher_keeps_the_rest_of_the_address() {
        let req = TestRequest::with_uri("/t/1/print/wallchart?paper=a4&lang=fr").to_http_request();
        let tr = Tr::from_request(&req);
        let ru = tr.choices().into_iter().find(|c| c.code == "ru").unwrap();
        assert_eq!(ru.href, "/t/1/print/wallchart?paper=a4&lang=ru");
        assert!(tr.choices().iter().any(|c| c.current && c.code == "fr"));
    }

    #[test]
    fn messages_are_found_in_each_language_with_their_plural_forms() {
        for l in Language::ALL {
            let tr = Tr::new(l);
            assert!(!tr.t("nav-events").starts_with('['), "{l}");
        }
        let ru = Tr::new(Language::Ru);
        assert_eq!(ru.t_args("rounds-count", &[("count", &1u32)]), "1 тур");
        assert_eq!(ru.t_args("rounds-count", &[("count", &3u32)]), "3 тура");
        assert_eq!(ru.t_args("rounds-count", &[("count", &7u32)]), "7 туров");
        assert_eq!(
            Tr::new(Language::En).t_args("rounds-count", &[("count", &1u32)]),
            "1 round"
        );
        assert_eq!(
            Tr::new(Language::En).t("no-such-message"),
            "[no-such-message]"
        );
    }

    #[test]
    fn money_is_written_in_the_language_with_its_separators() {
        assert_eq!(Tr::new(Language::En).money(100_000), "1000.00");
        assert_eq!(Tr::new(Language::En).money(1500), "15.00");
        assert_eq!(Tr::new(Language::Fr).money(100_000), "1\u{202f}000,00");
        assert_eq!(Tr::new(Language::Fr).money(1500), "15,00");
        assert_eq!(Tr::new(Language::Nl).money(123_456_789), "1.234.567,89");
        assert_eq!(Tr::new(Language::PtBr).money(5), "0,05");
        assert_eq!(Tr::new(Language::Ru).money(-250_000), "-2\u{a0}500,00");
        assert_eq!(Tr::new(Language::Fr).money_text("15.00"), "15,00");
        assert_eq!(Tr::new(Language::Fr).money_text("free"), "free");
    }

    #[test]
    fn counts_choose_their_plural_form_in_every_language() {
        let fees = |l: Language, n: u32| Tr::new(l).t_args("book-fees-unpaid", &[("count", &n)]);
        assert_eq!(fees(Language::Fr, 1), "Droits d'inscription (1 impayé)");
        assert_eq!(fees(Language::Fr, 3), "Droits d'inscription (3 impayés)");
        let points = |l: Language, v: f64| {
            let text = Tr::new(l).num(v);
            Tr::new(l).t_args(
                "player-rank-points",
                &[("rank", &2u32), ("points", &text), ("value", &v)],
            )
        };
        assert!(
            points(Language::Fr, 1.0).ends_with("1 point"),
            "{}",
            points(Language::Fr, 1.0)
        );
        assert!(points(Language::Fr, 4.5).ends_with("4,5 points"));
        assert!(points(Language::En, 1.0).ends_with("1 point"));
        assert!(
            points(Language::Ru, 2.0).ends_with("2 очка"),
            "{}",
            points(Language::Ru, 2.0)
        );
        assert!(points(Language::Ru, 5.0).ends_with("5 очков"));
        let rounds = |l: Language, r: u32, g: u32| {
            Tr::new(l).t_args("report-rounds-of", &[("rounds", &r), ("games", &g)])
        };
        assert_eq!(rounds(Language::Fr, 5, 1), "5 rondes d'une partie");
        assert_eq!(rounds(Language::En, 7, 2), "7 rounds of 2 games");
        assert_eq!(rounds(Language::En, 1, 1), "1 round of 1 game");
        for l in Language::ALL {
            for n in [0u32, 1, 2, 5, 21] {
                for id in [
                    "import-all-good",
                    "pair-breaks",
                    "round-publish-anyway",
                    "book-fees-unpaid",
                ] {
                    let text = Tr::new(l).t_args(id, &[("count", &n), ("total", &n), ("bad", &n)]);
                    assert!(
                        !text.contains("(s)") && !text.contains("(en)"),
                        "{l} {id} {n}: {text}"
                    );
                }
            }
        }
    }

    #[test]
    fn dates_are_written_in_the_language() {
        let d = NaiveDate::from_ymd_opt(2026, 4, 5).unwrap();
        assert_eq!(Tr::new(Language::En).date(d), "5 April 2026");
        assert_eq!(Tr::new(Language::Fr).date(d), "5 avril 2026");
        assert_eq!(Tr::new(Language::Nl).date(d), "5 april 2026");
        assert_eq!(Tr::new(Language::PtBr).date(d), "5 de abril de 2026");
        assert!(Tr::new(Language::Ru).date(d).contains("апрел"));
        let fr = Tr::new(Language::Fr);
        assert_eq!(fr.date_text("2026-05-02 19:00"), "2 mai 2026 19:00");
        assert_eq!(fr.date_text("2026-05-02"), "2 mai 2026");
        assert_eq!(fr.date_text("mardi soir"), "mardi soir");
    }
}
