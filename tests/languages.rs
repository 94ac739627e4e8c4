//! The pages' languages are complete: every message of English is in every other language
//! and the reverse, every message file reads, every message a template names exists, and no
//! template writes English outside its messages (`web::i18n`; README "Languages").

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::Entry;

const LANGUAGES: [&str; 5] = ["en", "fr", "nl", "ru", "pt-BR"];

/// Words a template may write as they are in every language: names of formats, bodies and
/// programs, which no language translates, and `art` of a rule-book citation (`000 art.
/// 2.24`), quoted as the rule book writes it.
const NEUTRAL: [&str; 11] = [
    "Crownhead",
    "FMJD",
    "PDN",
    "TRF",
    "CSV",
    "JSON",
    "QR",
    "Elo",
    "FIDE",
    "FEN",
    "art",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

/// Each message id of language `lang` with the file that defines it; a file that does not
/// parse, or an id defined twice, fails the test.
fn messages(lang: &str) -> BTreeMap<String, String> {
    let mut list = Vec::new();
    files(&root().join("locales").join(lang), "ftl", &mut list);
    assert!(!list.is_empty(), "locales/{lang} has no .ftl file");
    let mut out = BTreeMap::new();
    for path in list {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{name} does not read: {errors:?}"));
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let id = m.id.name.to_owned();
                if let Some(other) = out.insert(id.clone(), name.clone()) {
                    panic!("{id} is defined twice: in {other} and in {name}");
                }
            }
        }
    }
    out
}

#[test]
fn every_language_has_every_message_of_english_and_no_other() {
    let en = messages("en");
    assert!(en.len() > 20, "English has only {} messages", en.len());
    let mut problems = Vec::new();
    for lang in &LANGUAGES[1..] {
        let other = messages(lang);
        for (id, file) in &en {
            if !other.contains_key(id) {
                problems.push(format!("{id} ({file}) is missing from locales/{lang}"));
            }
        }
        for (id, file) in &other {
            if !en.contains_key(id) {
                problems.push(format!("{id} ({file}) is not in English"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The templates, by path relative to `templates/`.
fn templates() -> Vec<(String, String)> {
    let mut list = Vec::new();
    files(&root().join("templates"), "html", &mut list);
    list.sort();
    list.into_iter()
        .map(|p| {
            let name = p
                .strip_prefix(root().join("templates"))
                .unwrap()
                .display()
                .to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// The ids passed to `t("...")` and `t_args("...", ...)` (in a template or in Rust code).
fn ids_used(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for call in ["t(", "t_args("] {
        let mut rest = text;
        while let Some(i) = rest.find(call) {
            let before = rest[..i].chars().last();
            rest = &rest[i + call.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let Some(arg) = rest.trim_start().strip_prefix('"') else {
                continue;
            };
            if let Some(end) = arg.find('"') {
                out.push(arg[..end].to_owned());
            }
        }
    }
    out
}

/// The Rust sources of the pages, by path (the layer itself apart: its documentation and tests
/// name messages for the example).
fn sources() -> Vec<(String, String)> {
    let mut list = Vec::new();
    files(&root().join("src/web"), "rs", &mut list);
    list.retain(|p| !p.ends_with("i18n.rs"));
    list.into_iter()
        .map(|p| {
            let name = p.strip_prefix(root()).unwrap().display().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

#[test]
fn every_message_a_template_or_a_handler_names_exists_in_english() {
    let en = messages("en");
    let mut missing = BTreeSet::new();
    let mut used = 0;
    for (name, text) in templates().into_iter().chain(sources()) {
        for id in ids_used(&text) {
            used += 1;
            if !en.contains_key(&id) {
                missing.insert(format!("{name}: {id}"));
            }
        }
    }
    assert!(
        used > 300,
        "the templates and handlers name only {used} messages"
    );
    assert_eq!(
        ids_used("tr.t_args(\n    \"a-b\", &[]) print(\"x\") t(id)"),
        ["a-b"]
    );
    assert!(
        missing.is_empty(),
        "no such message in locales/en:\n{}",
        missing.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// Removes everything between `open` and `close` (both included).
fn strip(text: &str, open: &str, close: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(open) {
        out.push_str(&rest[..i]);
        out.push(' ');
        rest = match rest[i + open.len()..].find(close) {
            Some(j) => &rest[i + open.len() + j + close.len()..],
            None => "",
        };
    }
    out.push_str(rest);
    out
}

/// The text a reader sees of a template written without its askama code: the text between
/// tags and the attributes that show as text (`title`, `alt`, `placeholder`, `aria-label`);
/// the `body_class` block holds a class name, not text.
fn visible(text: &str) -> String {
    let text = strip(text, "{% block body_class %}", "{% endblock %}");
    let text = strip(&text, "{#", "#}");
    let text = strip(&text, "{{", "}}");
    let text = strip(&text, "{%", "%}");
    let text = strip(&text, "<!--", "-->");
    let text = strip(&text, "<script", "</script>");
    let text = strip(&text, "<style", "</style>");
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        out.push(' ');
        let end = rest[i..].find('>').map_or(rest.len(), |j| i + j + 1);
        let tag = &rest[i..end];
        for attr in ["title=\"", "alt=\"", "placeholder=\"", "aria-label=\""] {
            if let Some(k) = tag.find(attr) {
                let value = &tag[k + attr.len()..];
                out.push_str(&value[..value.find('"').unwrap_or(value.len())]);
                out.push(' ');
            }
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    strip(&out, "&", ";")
}

/// The words of two Latin letters or more in `text` that are not language-neutral.
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && !NEUTRAL.contains(w))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_scan_finds_english_in_text_and_in_shown_attributes_only() {
    let sample = "<p class=\"hint\" title=\"Next move\">{{ t(\"x\") }} Round {{ n }}</p>\
        {% if a %}<a href=\"/t/{{ id }}/print\">PDN</a>{% endif %}<script>var x = 1;</script>&nbsp;·";
    assert_eq!(english_words(&visible(sample)), ["Next", "move", "Round"]);
    assert!(english_words(&visible("<td>{{ t(\"pts\") }}</td> FMJD · TRF")).is_empty());
}

#[test]
fn no_template_writes_english_outside_its_messages() {
    let mut found = Vec::new();
    for (name, text) in templates() {
        let words = english_words(&visible(&text));
        if !words.is_empty() {
            found.push(format!("{name}: {}", words.join(" ")));
        }
    }
    assert!(
        found.is_empty(),
        "text outside the message files (write it as {{{{ t(\"id\") }}}}):\n{}",
        found.join("\n")
    );
}
