//! Every public page in each of the five languages: chosen by `?lang=` (remembered in a
//! cookie), by `Accept-Language`, else by the tournament's language; print views always in the
//! tournament's language; the cache tag and `Vary` follow the language.

use crate::helpers::{Client, Response, spawn_app};
use crate::settings::post_settings;

/// Each language, with the name its pages give the standings tab and the wall chart: words
/// of its own, none the English word.
const LANGUAGES: [(&str, &str, &str); 5] = [
    ("en", "Standings", "Wall chart"),
    ("fr", "Classement", "Tableau mural"),
    ("nl", "Stand", "Wandtabel"),
    ("ru", "Положение", "Настенная таблица"),
    ("pt-BR", "Classificação", "Tabela de parede"),
];

fn lang_of(r: &Response) -> &str {
    let at = r
        .body
        .find("<html lang=\"")
        .unwrap_or_else(|| panic!("no <html lang>: {}", r.body));
    let rest = &r.body[at + 12..];
    &rest[..rest.find('"').unwrap()]
}

/// The public pages of tournament `id` (print views apart).
fn pages(id: i64, player: u32) -> Vec<String> {
    vec![
        "/".to_owned(),
        format!("/t/{id}"),
        format!("/t/{id}/standings"),
        format!("/t/{id}/crosstable"),
        format!("/t/{id}/rounds/1"),
        format!("/t/{id}/players/{player}"),
        format!("/t/{id}/prizes"),
    ]
}

fn print_views(id: i64) -> Vec<String> {
    vec![
        format!("/t/{id}/print/wallchart"),
        format!("/t/{id}/rounds/1/print/pairings"),
        format!("/t/{id}/rounds/1/print/pairings?order=name"),
        format!("/t/{id}/rounds/1/print/slips"),
        format!("/t/{id}/print/prizes"),
    ]
}

#[test]
fn every_public_page_answers_in_each_language_by_query_and_by_browser() {
    let app = spawn_app();
    let (id, t) = app.import_fixture("english-open.json");
    let leader = t.standings().rows[0].no;
    for (code, standings, _) in LANGUAGES {
        for path in pages(id, leader) {
            let sep = if path.contains('?') { '&' } else { '?' };
            let mut c = app.client();
            let r = c.get(&format!("{path}{sep}lang={code}"));
            assert_eq!(r.status, 200, "{path} in {code}: {}", r.body);
            assert_eq!(lang_of(&r), code, "{path}?lang={code}");
            if path != "/" {
                assert!(
                    r.body.contains(standings),
                    "{path} in {code}: no {standings}"
                );
            }
            if code != "en" {
                assert!(
                    !r.body.contains(">Standings<"),
                    "{path} in {code} shows English"
                );
                assert!(
                    !r.body.contains(">Events<"),
                    "{path} in {code} shows English"
                );
            }
            // The browser's language, without a query or a cookie.
            let header = format!("{code};q=0.9, de;q=1.0, en;q=0.1");
            let mut fresh = app.client();
            let r = fresh.request_with("GET", &path, b"", "", &[("Accept-Language", &header)]);
            assert_eq!(r.status, 200, "{path}");
            assert_eq!(lang_of(&r), code, "{path} with Accept-Language {header}");
        }
    }
    // Names stay as written.
    let mut c = app.client();
    let r = c.get(&format!("/t/{id}/standings?lang=ru"));
    r.shows(&t.standings().rows[0].name);
    // Error pages speak the reader's language too.
    let r = c.get(&format!("/t/{id}/rounds/99"));
    assert_eq!(r.status, 404);
    assert_eq!(lang_of(&r), "ru");
    r.shows("Не найдено");
    r.shows("тур 99 не опубликован");
    let r = c.get("/no/such/page?lang=pt-BR");
    assert_eq!(r.status, 404);
    assert_eq!(lang_of(&r), "pt-BR");
    r.shows("Não há página neste endereço.");
}

#[test]
fn a_chosen_language_is_remembered_and_the_switcher_offers_the_others() {
    let app = spawn_app();
    let (id, _) = app.import_fixture("english-open.json");
    let mut c = app.client();
    let r = c.get(&format!("/t/{id}/standings?lang=nl"));
    assert_eq!(lang_of(&r), "nl");
    assert!(
        r.header("set-cookie")
            .is_some_and(|v| v.starts_with("lang=nl"))
    );
    // The answer setting the cookie is the reader's own: no shared cache keeps it.
    let cache = r.header("cache-control").unwrap_or_default();
    assert!(cache.starts_with("private"), "{cache}");
    assert!(
        !cache.contains("public") && !cache.contains("s-maxage"),
        "{cache}"
    );
    // A weight that is no number from 0 to 1 is ignored.
    let r = app.client().request_with(
        "GET",
        &format!("/t/{id}/standings"),
        b"",
        "",
        &[("Accept-Language", "nl;q=inf, fr;q=0.5")],
    );
    assert_eq!(lang_of(&r), "fr");
    // The cookie outweighs the browser's language.
    let r = c.request_with(
        "GET",
        &format!("/t/{id}/crosstable"),
        b"",
        "",
        &[("Accept-Language", "ru")],
    );
    assert_eq!(lang_of(&r), "nl");
    assert!(r.body.contains("Kruistabel"));
    for (code, _, _) in LANGUAGES {
        if code != "nl" {
            assert!(
                r.body
                    .contains(&format!("/t/{id}/crosstable?lang={code}\"")),
                "no switch to {code}"
            );
        }
    }
    // An unknown language is ignored: the remembered one holds.
    let r = c.get(&format!("/t/{id}?lang=xx"));
    assert_eq!(lang_of(&r), "nl");
}

#[test]
fn print_views_follow_the_tournament_language_and_pages_fall_back_to_it() {
    let app = spawn_app();
    let (id, t) = app.import_fixture("english-open.json");
    let leader = t.standings().rows[0].no;
    let mut browser = app.client();
    for path in print_views(id) {
        let sep = if path.contains('?') { '&' } else { '?' };
        let r = browser.get(&format!("{path}{sep}lang=fr"));
        assert_eq!(r.status, 200, "{path}");
        assert_eq!(lang_of(&r), "en", "{path} follows the browser");
    }
    let r = browser.get(&format!("/t/{id}/print/wallchart"));
    assert!(r.body.contains("Wall chart"));

    let mut chief = app.chief();
    let (r, _) = post_settings(&mut chief, id, &[("language", Some("ru"))]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).settings().language.code(), "ru");
    let page = chief.get(&format!("/admin/t/{id}/settings"));
    assert!(page.body.contains("value=\"ru\" lang=\"ru\" selected"));

    for path in print_views(id) {
        let r = browser.request_with("GET", &path, b"", "", &[("Accept-Language", "fr")]);
        assert_eq!(lang_of(&r), "ru", "{path}");
        assert!(
            !r.body.contains("class=\"languages"),
            "{path} offers other languages"
        );
    }
    let r = browser.get(&format!("/t/{id}/print/wallchart"));
    assert!(r.body.contains("Настенная таблица"));
    let r = browser.get(&format!("/t/{id}/rounds/1/print/pairings"));
    assert!(r.body.contains("Пары по доскам"));

    // A reader whose browser asks for none of the five gets the tournament's language.
    for path in pages(id, leader).into_iter().skip(1) {
        let mut c = app.client();
        let r = c.request_with("GET", &path, b"", "", &[("Accept-Language", "de-DE, de")]);
        assert_eq!(lang_of(&r), "ru", "{path}");
        let r = c.request_with("GET", &path, b"", "", &[("Accept-Language", "pt-BR")]);
        assert_eq!(lang_of(&r), "pt-BR", "{path}");
    }
}

#[test]
fn the_cache_tag_follows_the_language_and_says_what_it_varies_by() {
    let app = spawn_app();
    let (id, _) = app.import_fixture("english-open.json");
    let path = format!("/t/{id}/standings");
    let get = |c: &mut Client, lang: &str, tag: Option<&str>| {
        let mut headers = vec![("Accept-Language", lang)];
        if let Some(t) = tag {
            headers.push(("If-None-Match", t));
        }
        c.request_with("GET", &path, b"", "", &headers)
    };
    let mut c = app.client();
    let fr = get(&mut c, "fr", None);
    assert_eq!(fr.status, 200);
    assert_eq!(fr.header("vary"), Some("Accept-Language, Cookie"));
    let fr_tag = fr.header("etag").unwrap().to_owned();
    let ru = get(&mut c, "ru", None);
    let ru_tag = ru.header("etag").unwrap().to_owned();
    assert_ne!(fr_tag, ru_tag);
    // The French tag does not answer 304 to a Russian browser, and does to a French one.
    let r = get(&mut c, "ru", Some(&fr_tag));
    assert_eq!(r.status, 200);
    assert_eq!(lang_of(&r), "ru");
    let r = get(&mut c, "fr", Some(&fr_tag));
    assert_eq!(r.status, 304);
    assert_eq!(r.header("vary"), Some("Accept-Language, Cookie"));
}
