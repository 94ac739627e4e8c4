//! Every page of the demo read in French, Dutch, Russian and Brazilian Portuguese, as the chief
//! controller: the controller's pages, the public pages, the print views, the controller's
//! report and a refused form's page. A page fails when it shows a message id no language has
//! (`[id]`, Fluent's fallback) or a Fluent error (`{$count}`, `{???}`), or, once the demo's own
//! data is taken out (names, clubs, venues, towns, federations, titles, what a controller typed:
//! reasons, rulings, grounds, prize names), an English word: a word of the English catalogue that
//! the language's catalogue does not use, or a common English word.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use crate::helpers::{Client, TestApp, spawn_app, unescape};
use crate::settings::post_settings;

const LANGUAGES: [&str; 4] = ["fr", "nl", "ru", "pt-BR"];

/// Common English words a page might keep untranslated, beside the English catalogue's own.
const COMMON: &str = "the and of to in is was for with by from not no has have had be are were this \
    that these those on at or as an it its their there which who whom what when where why how all any \
    both each every other some such only own same than too very can will just should now after before \
    between during under over into out up down off again once here more most less few new old none \
    round rounds game games player players board boards result results points point score scores \
    warning lost won draw drawn win wins loss forfeit forfeits forfeited absent withdrawn pending \
    overruled upheld returned expulsion disqualification declared opponent distracting annoying \
    nothing one two three four five six seven eight nine ten first second third last next \
    minute minutes min hour hours move moves per match matches team teams bye byes paired pairing \
    pairings ballot system free play settings sharing equal category categories rating below above \
    under junior senior women unrated federation club chief assistant arbiter controller \
    white black yes true false none unknown entry entries fee fees paid unpaid due reduction \
    page pages tie break breaks buchholz sonneborn berger median progressive cumulative \
    standings crosstable report appeal appeals incident incidents committee member members";

/// Words of two Latin letters or more, lower-cased.
fn latin_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .map(str::to_ascii_lowercase)
}

/// The words of a language's message values (not its ids nor its comments).
fn catalogue_words(lang: &str) -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang);
    let mut out = BTreeSet::new();
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.extension().is_none_or(|x| x != "ftl") {
            continue;
        }
        for line in std::fs::read_to_string(&p).unwrap().lines() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            let value = match line.split_once('=') {
                Some((id, v))
                    if !line.starts_with(' ')
                        && id.trim().chars().all(|c| c.is_alphanumeric() || c == '-') =>
                {
                    v
                }
                _ => line,
            };
            // Variables (`$count`) and selector keys are no text a reader sees.
            let value: String = value
                .split_whitespace()
                .filter(|w| !w.starts_with('$') && !w.starts_with('[') && !w.starts_with("*["))
                .collect::<Vec<_>>()
                .join(" ");
            out.extend(latin_words(&value));
        }
    }
    out
}

/// The English words of a page in `lang`: the English catalogue's words and common English
/// words that the language's catalogue does not use.
fn english_words(lang: &str) -> BTreeSet<String> {
    let own = catalogue_words(lang);
    let mut all = catalogue_words("en");
    all.extend(latin_words(COMMON));
    all.retain(|w| !own.contains(w));
    all
}

/// Removes each element `<name ...>...</name>` (its content included).
fn drop_elements(html: &str, name: &str) -> String {
    let (open, close) = (format!("<{name}"), format!("</{name}>"));
    let mut out = String::new();
    let mut rest = html;
    while let Some(i) = rest.find(&open) {
        out.push_str(&rest[..i]);
        out.push('\n');
        rest = match rest[i..].find(&close) {
            Some(j) => &rest[i + j + close.len()..],
            None => "",
        };
    }
    out.push_str(rest);
    out
}

/// The text a reader sees of a page, one piece per line: the text between tags, the attributes
/// shown as text (`title`, `alt`, `placeholder`, `aria-label`) and the buttons' values; what a
/// person typed in a text area stays out, as do scripts and styles.
fn visible(html: &str) -> Vec<String> {
    let mut html = html.to_owned();
    // Codes (`<code>`: tie-break codes, deck ids) are written as they are in every language.
    for e in ["script", "style", "textarea", "svg", "code"] {
        html = drop_elements(&html, e);
    }
    let mut out = Vec::new();
    let mut rest = html.as_str();
    let mut text = String::new();
    while let Some(i) = rest.find('<') {
        text.push_str(&rest[..i]);
        let end = rest[i..].find('>').map_or(rest.len(), |j| i + j + 1);
        let tag = &rest[i..end];
        let inline = [
            "<a ", "<a>", "</a", "<b>", "</b", "<strong", "</strong", "<em", "</em",
        ]
        .iter()
        .any(|t| tag.starts_with(t))
            || tag.starts_with("<span")
            || tag.starts_with("</span");
        if !inline {
            out.push(std::mem::take(&mut text));
        } else {
            text.push(' ');
        }
        let button = tag.contains("type=\"submit\"") || tag.contains("type=\"button\"");
        for attr in ["title=\"", "alt=\"", "placeholder=\"", "aria-label=\""]
            .into_iter()
            .chain(button.then_some(" value=\""))
        {
            if let Some(k) = tag.find(attr) {
                let value = &tag[k + attr.len()..];
                out.push(value[..value.find('"').unwrap_or(value.len())].to_owned());
            }
        }
        rest = &rest[end..];
    }
    text.push_str(rest);
    out.push(text);
    out.into_iter()
        .map(|t| {
            unescape(&t)
                .replace("&amp;", "&")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&nbsp;", " ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|t| !t.is_empty())
        .collect()
}

/// What the demo's people typed or hold as data: names, clubs, teams, venues, federations,
/// titles, reasons, rulings, grounds, prize and category names, account names, time controls.
fn user_data(app: &TestApp) -> (Vec<String>, BTreeSet<String>) {
    let conn = rusqlite::Connection::open(&app.db).unwrap();
    let mut phrases = BTreeSet::new();
    let queries = [
        "SELECT name FROM tournaments",
        "SELECT venue FROM tournaments",
        "SELECT chief_controller FROM tournaments",
        "SELECT time_control FROM tournaments",
        "SELECT name FROM entries",
        "SELECT club FROM entries",
        "SELECT federation FROM entries",
        "SELECT title FROM entries",
        "SELECT fmjd_id FROM entries",
        "SELECT national_id FROM entries",
        "SELECT name FROM teams",
        "SELECT club FROM teams",
        "SELECT captain FROM teams",
        "SELECT name FROM events",
        "SELECT venue FROM events",
        "SELECT name FROM users",
        "SELECT who FROM audit_log",
        "SELECT reason FROM audit_log",
        "SELECT controller_ruling FROM games",
        "SELECT spectator FROM incidents",
        "SELECT reason FROM incidents",
        "SELECT recorded_by FROM incidents",
        "SELECT lifted_reason FROM incidents",
        "SELECT appellant FROM appeals",
        "SELECT grounds FROM appeals",
        "SELECT hearing FROM appeals",
        "SELECT decision_reason FROM appeals",
        "SELECT correction FROM appeals",
        "SELECT committee_json FROM appeals",
        "SELECT method FROM entry_fees",
        "SELECT list_json FROM prize_lists",
    ];
    for q in queries {
        let mut st = conn.prepare(q).unwrap_or_else(|e| panic!("{q}: {e}"));
        let rows = st.query_map([], |r| r.get::<_, Option<String>>(0)).unwrap();
        for v in rows.flatten().flatten() {
            if v.starts_with('{') || v.starts_with('[') {
                // A prize list's or a committee's JSON: its names and trophies.
                collect_json_names(&serde_json::from_str(&v).unwrap(), &mut phrases);
            } else if !v.trim().is_empty() {
                phrases.insert(v.trim().to_owned());
            }
        }
    }
    // The longest first, so that a name is taken out before a part of it.
    let mut list: Vec<String> = phrases.iter().cloned().collect();
    list.sort_by_key(|p| std::cmp::Reverse(p.len()));
    // The words of people's, clubs' and teams' names, which pages also show cut or reordered.
    let mut words = BTreeSet::new();
    for q in [
        "SELECT name FROM entries",
        "SELECT club FROM entries",
        "SELECT name FROM teams",
        "SELECT captain FROM teams",
        "SELECT chief_controller FROM tournaments",
        "SELECT venue FROM tournaments",
    ] {
        let mut st = conn.prepare(q).unwrap();
        let rows = st.query_map([], |r| r.get::<_, Option<String>>(0)).unwrap();
        for v in rows.flatten().flatten() {
            words.extend(latin_words(&v));
        }
    }
    (list, words)
}

fn collect_json_names(v: &serde_json::Value, out: &mut BTreeSet<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, v) in m {
                match v {
                    serde_json::Value::String(s)
                        if ["name", "trophy", "category", "club", "code", "label"]
                            .contains(&k.as_str()) =>
                    {
                        out.insert(s.clone());
                    }
                    _ => collect_json_names(v, out),
                }
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|v| collect_json_names(v, out)),
        serde_json::Value::String(s) => {
            out.insert(s.clone());
        }
        _ => {}
    }
}

/// What is wrong on one page: missing ids or Fluent errors, plurals hedged or wrong, and its
/// pieces of text with English words (each with those words).
#[derive(Default)]
struct Findings {
    missing: Vec<String>,
    grammar: Vec<String>,
    english: Vec<(String, Vec<String>)>,
}

/// An amount written `15.00` (the languages walked write `15,00`).
fn english_money(piece: &str) -> bool {
    let words: Vec<&str> = piece.split_whitespace().collect();
    // An article's number (`art. 4.16`, or an article list's `4.16 mobile phone...`) is no
    // amount.
    let article = |i: usize| i == 0 || words[i - 1] == "art." || words[i - 1] == "ст.";
    words.iter().enumerate().any(|(i, w)| {
        if article(i) {
            return false;
        }
        let w = w.trim_matches(|c: char| !c.is_ascii_digit());
        w.split_once('.').is_some_and(|(int, frac)| {
            !int.is_empty()
                && int.bytes().all(|b| b.is_ascii_digit())
                && frac.len() == 2
                && frac.bytes().all(|b| b.is_ascii_digit())
        })
    })
}

/// A plural hedged (`partie(s)`, `bord(en)`, `o(s)`) or, in French and Portuguese, a plural
/// after 1 (`1 impayés`, `1 points`).
fn bad_plural(lang: &str, piece: &str) -> bool {
    let chars: Vec<char> = piece.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if *c == '(' && i > 0 && chars[i - 1].is_alphabetic() {
            let inner: String = chars[i + 1..]
                .iter()
                .take_while(|c| c.is_alphabetic())
                .collect();
            let close = chars.get(i + 1 + inner.chars().count()) == Some(&')');
            if close && (1..=3).contains(&inner.chars().count()) {
                return true;
            }
        }
    }
    if lang == "fr" || lang == "pt-BR" {
        // Words that end in `s` in the singular.
        const SINGULAR: [&str; 10] = [
            "mois", "fois", "temps", "sans", "dans", "plus", "après", "depuis", "depois", "mais",
        ];
        let words: Vec<&str> = piece.split_whitespace().collect();
        for pair in words.windows(2) {
            let next = pair[1].trim_end_matches(|c: char| !c.is_alphabetic());
            if pair[0].trim_start_matches('(') == "1"
                && next.chars().count() > 3
                && next.ends_with('s')
                && next.chars().all(|c| c.is_lowercase())
                && !SINGULAR.contains(&next)
            {
                return true;
            }
        }
    }
    false
}

fn check_page(
    lang: &str,
    html: &str,
    english: &BTreeSet<String>,
    data: &(Vec<String>, BTreeSet<String>),
    ids: &BTreeSet<String>,
) -> Findings {
    let mut f = Findings::default();
    for piece in visible(html) {
        for marker in ["{$", "{???}", "{ $"] {
            if piece.contains(marker) {
                f.missing.push(piece.clone());
            }
        }
        if bad_plural(lang, &piece) {
            f.grammar.push(piece.clone());
        }
        if english_money(&piece) {
            f.grammar
                .push(format!("an amount written the English way: {piece}"));
        }
        let mut rest = piece.as_str();
        while let Some(i) = rest.find('[') {
            rest = &rest[i + 1..];
            if let Some(id) = rest.split(']').next().filter(|id| ids.contains(*id)) {
                f.missing.push(format!("[{id}]"));
            }
        }
        let mut text = piece.clone();
        for p in &data.0 {
            if text.contains(p.as_str()) {
                text = text.replace(p.as_str(), " ");
            }
        }
        let text = without_codes(&text);
        let words: Vec<String> = latin_words(&text)
            .filter(|w| english.contains(w) && !data.1.contains(w))
            .collect();
        if !words.is_empty() {
            f.english.push((piece, words));
        }
    }
    f
}

/// A piece of text without the words no language translates: addresses (`http://...`), codes
/// (`SB:MP`, `WIN`, `median_buchholz`, CSV columns `no,name,club`, deck ids `acf-3move`) and
/// the languages' own names in the switcher.
fn without_codes(piece: &str) -> String {
    let mut text = piece.to_owned();
    for name in [
        "English",
        "Français",
        "Nederlands",
        "Русский",
        "Português (Brasil)",
    ] {
        text = text.replace(name, " ");
    }
    text.split_whitespace()
        .filter(|w| {
            let w = w.trim_matches(|c: char| !c.is_alphanumeric());
            let letters = w.chars().filter(|c| c.is_alphabetic()).count();
            !(w.contains("://")
                || w.contains('_')
                || (w.contains(',') && !w.ends_with(','))
                || w.contains(':') && !w.ends_with(':')
                || (letters >= 2 && w.chars().all(|c| !c.is_lowercase()))
                || (w.contains('-') && w.chars().any(|c| c.is_ascii_digit())))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The message ids of English, to recognise a missing message's `[id]`.
fn message_ids() -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en");
    let mut out = BTreeSet::new();
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        for line in std::fs::read_to_string(e.path()).unwrap().lines() {
            if let Some((id, _)) = line.split_once(" =")
                && !line.starts_with([' ', '#'])
            {
                out.insert(id.trim().to_owned());
            }
        }
    }
    out
}

/// The kind of a page: its address with each number as `N` (tournament, round, board and player
/// numbers alike), so that each page is read once per tournament.
fn kind(path: &str) -> String {
    let mut out = String::new();
    let mut digits = false;
    for c in path.chars() {
        if c.is_ascii_digit() {
            if !digits {
                out.push('N');
            }
            digits = true;
        } else {
            digits = false;
            out.push(c);
        }
    }
    out
}

/// The tournament a page belongs to (its first number), to read each kind once per tournament.
fn tournament_of(path: &str) -> Option<String> {
    let mut parts = path.split('/').filter(|p| !p.is_empty());
    match (parts.next(), parts.next(), parts.next()) {
        (Some("admin"), Some("t"), Some(id)) | (Some("t"), Some(id), _) => Some(id.to_owned()),
        (Some("e"), Some(id), _) => Some(format!("e{id}")),
        _ => None,
    }
}

/// The links of a page worth reading: the application's own HTML pages (no downloads, JSON,
/// static files, language switches or sign-out).
fn links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in html.split("href=\"").skip(1) {
        let href = unescape(&part[..part.find('"').unwrap_or(0)]).replace("&amp;", "&");
        let href = href.split('#').next().unwrap_or("").to_owned();
        if !href.starts_with('/')
            || href.starts_with("/static")
            || href.starts_with("/api")
            || href.contains("lang=")
            || href.contains("/export/")
            || href.ends_with(".csv")
            || href.ends_with(".pdn")
            || href.ends_with(".json")
            || href.contains("/qr")
            || href.starts_with("/login")
            || href.starts_with("/setup")
        {
            continue;
        }
        out.push(href);
    }
    out
}

/// Every page reachable from the dashboard and the events list, each kind once per tournament.
fn crawl(c: &mut Client) -> Vec<String> {
    let mut seen_kinds = BTreeSet::new();
    let mut pages = Vec::new();
    let mut queue: VecDeque<String> = ["/admin", "/admin/users", "/"]
        .into_iter()
        .map(str::to_owned)
        .collect();
    while let Some(path) = queue.pop_front() {
        let key = (tournament_of(&path), kind(&path));
        if !seen_kinds.insert(key) {
            continue;
        }
        let r = c.get(&path);
        let html = r
            .header("content-type")
            .is_some_and(|t| t.starts_with("text/html"));
        if r.status != 200 || !html {
            continue;
        }
        pages.push(path);
        queue.extend(links(&r.body));
    }
    pages
}

/// Sets every demo tournament's language, which its print views and the controller's report
/// are written in.
fn set_language(app: &TestApp, lang: &str) {
    use crownhead::domain::Language;
    let mut conn = crownhead::store::open(&app.db).unwrap();
    let ids: Vec<i64> = crownhead::store::tournaments::list(&conn)
        .unwrap()
        .iter()
        .map(|t| t.id)
        .collect();
    for id in ids {
        let t = crownhead::store::tournaments::load(&conn, id).unwrap();
        let mut s = t.settings().clone();
        s.language = Language::parse(lang).unwrap();
        crownhead::store::update_settings(
            &mut conn,
            id,
            crownhead::store::Seen::Any,
            &s,
            |_| String::new(),
            "test",
        )
        .unwrap();
    }
}

#[test]
fn every_page_of_the_demo_is_in_the_reader_s_language() {
    let app = spawn_app();
    let mut c = app.chief();
    crownhead::cli::demo::run(&app.db).unwrap();
    let data = user_data(&app);
    let ids = message_ids();
    let pages = crawl(&mut c);
    let must = [
        "/admin/t/N/print/report",
        "/t/N/print/wallchart",
        "/t/N/rounds/N/print/pairings",
        "/t/N/rounds/N/print/slips",
        "/admin/t/N/settings",
        "/admin/t/N/book",
        "/admin/t/N/audit",
        "/t/N/players/N",
    ];
    for k in must {
        assert!(
            pages.iter().any(|p| kind(p) == k),
            "the walk never reached {k}: {pages:#?}"
        );
    }
    let first = crownhead::store::tournaments::list(&crownhead::store::open(&app.db).unwrap())
        .unwrap()[0]
        .id;
    let mut summary = Vec::new();
    let mut failures = Vec::new();
    let mut pieces: BTreeMap<String, usize> = BTreeMap::new();
    for lang in LANGUAGES {
        set_language(&app, lang);
        let english = english_words(lang);
        c.get(&format!("/admin?lang={lang}"));
        let mut with_english = 0;
        let mut read = 0;
        let mut page = |path: &str, status: u16, body: &str| {
            read += 1;
            if status >= 500 || (status != 200 && status != 422) {
                failures.push(format!("{lang} {path}: answered {status}"));
                return;
            }
            let f = check_page(lang, body, &english, &data, &ids);
            for m in &f.missing {
                failures.push(format!("{lang} {path}: missing message {m}"));
            }
            for g in &f.grammar {
                failures.push(format!("{lang} {path}: a plural hedged or wrong: {g}"));
            }
            if !f.english.is_empty() {
                with_english += 1;
                for (piece, words) in &f.english {
                    let short: String = piece.chars().take(120).collect();
                    *pieces
                        .entry(format!("{lang}: {short}  [{}]", words.join(" ")))
                        .or_default() += 1;
                    failures.push(format!("{lang} {path}: {short} [{}]", words.join(" ")));
                }
            }
        };
        for path in &pages {
            let r = c.get(path);
            page(path, r.status, &r.body);
        }
        // A refused form: the settings with a number of points that is no number.
        let (r, _) = post_settings(&mut c, first, &[("win", Some("deux"))]);
        assert_eq!(r.status, 422, "{}", r.body);
        assert!(
            r.body.contains("deux"),
            "the refused form keeps what was typed"
        );
        page("POST /admin/t/N/settings (refused)", r.status, &r.body);
        summary.push(format!("{lang}: English on {with_english} of {read} pages"));
    }
    eprintln!("{}", summary.join("\n"));
    for (piece, n) in &pieces {
        eprintln!("{n:>4} × {piece}");
    }
    assert!(
        failures.is_empty(),
        "{}\n{} problems:\n{}",
        summary.join("\n"),
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_walk_s_reader_finds_english_and_leaves_data_and_translations_alone() {
    let english = english_words("fr");
    assert!(english.contains("standings") && english.contains("the"));
    assert!(!english.contains("classement"));
    let data = (
        vec!["Kees Bakker".to_owned()],
        BTreeSet::from(["bakker".to_owned()]),
    );
    let ids = BTreeSet::from(["nav-events".to_owned()]);
    let html = "<html><head><style>p { color: red }</style></head><body>\
        <h1>Classement</h1><p>Kees Bakker</p><p title=\"Next move\">Ronde 3</p>\
        <textarea>sharing: equal</textarea><input type=\"submit\" value=\"Save\">\
        <p>[nav-events] {$count}</p><td>2,5 points</td></body></html>";
    let f = check_page("fr", html, &english, &data, &ids);
    let found: Vec<&str> = f
        .english
        .iter()
        .flat_map(|(_, w)| w.iter().map(String::as_str))
        .collect();
    assert!(
        found.contains(&"next") && found.contains(&"move"),
        "{found:?}"
    );
    assert!(found.contains(&"save"), "{found:?}");
    assert!(
        !found.contains(&"sharing") && !found.contains(&"kees"),
        "{found:?}"
    );
    assert!(
        !found.contains(&"classement") && !found.contains(&"ronde"),
        "{found:?}"
    );
    assert!(
        f.missing.contains(&"[nav-events]".to_owned()),
        "{:?}",
        f.missing
    );
    assert!(
        f.missing.iter().any(|m| m.contains("{$count}")),
        "{:?}",
        f.missing
    );
    assert!(english_money("Tessa Vaughan (16): 15.00 owed"));
    assert!(!english_money("4.16 mobile phone · art. 2.24"));
    assert!(!english_money(
        "15,00 · art. 4.9 · 10.2.2 · C.04.3 · 2026-05-02"
    ));
    assert!(bad_plural("fr", "5 rondes de 1 partie(s)"));
    assert!(bad_plural("fr", "Droits d'inscription (1 impayés)"));
    assert!(bad_plural("nl", "bord(en) 3, 4"));
    assert!(!bad_plural(
        "fr",
        "Droits d'inscription (1 impayé) · 2 impayés (CSV)"
    ));
    assert!(!bad_plural("pt-BR", "Rodada 1 depois"));
    assert_eq!(kind("/admin/t/12/rounds/3"), "/admin/t/N/rounds/N");
    assert_eq!(tournament_of("/t/4/standings").as_deref(), Some("4"));
}
