//! The assistant sees only what it may use: no page it may read links to a page it would be
//! refused (the menu is the route table's, `web::roles::admin_tabs`), and a refusal (401,
//! 403) speaks the reader's language.

use std::collections::BTreeSet;

use crownhead::web::roles::{Need, Verb};
use crownhead::web::routes::table;

use crate::helpers::{spawn_app, unescape};

/// The addresses a page links to on this site: `/admin...` and `/t/...`.
fn links(body: &str) -> BTreeSet<String> {
    body.split("href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(unescape)
        .filter(|h| h.starts_with("/admin") || h.starts_with("/t/"))
        .collect()
}

#[test]
fn an_assistant_is_shown_no_link_it_would_be_refused() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture_with_records("english-open.json");
    let mut assistant = app.account(&mut chief, "steward", "assistant");

    // Every page an assistant may read, by the route table.
    let pages: Vec<String> = table()
        .into_iter()
        .filter(|d| d.need == Need::Assistant && matches!(d.verb, Verb::Read | Verb::Get))
        .filter(|d| d.path.starts_with("/admin"))
        .map(|d| {
            d.path
                .replace("{id}", &id.to_string())
                .replace("{n}", "1")
                .replace("{b}", "1")
                .replace("{g}", "1")
        })
        .filter(|p| !p.contains('{'))
        .collect();
    assert!(pages.len() >= 10, "{pages:?}");
    let mut seen = BTreeSet::new();
    let mut refused = Vec::new();
    let mut read = 0;
    for lang in ["en", "ru"] {
        for page in &pages {
            let r = assistant.get(&format!("{page}?lang={lang}"));
            // A page of another kind of event (a knock-out's) refuses this one: no links.
            assert!(r.status != 401 && r.status != 403, "{page}: {}", r.body);
            if r.status != 200 {
                continue;
            }
            read += 1;
            for link in links(&r.body) {
                if seen.insert(link.clone()) {
                    let l = assistant.get(&link);
                    if l.status == 403 || l.status == 401 {
                        refused.push(format!("{page} ({lang}) links to {link}: {}", l.status));
                    }
                }
            }
        }
    }
    assert!(read >= 20, "{read} pages read");
    assert!(refused.is_empty(), "{}", refused.join("\n"));
    // The assistant's menu has its own pages; the chief's has the chief's too.
    let mine = assistant.get(&format!("/admin/t/{id}?lang=ru")).body;
    let theirs = chief.get(&format!("/admin/t/{id}?lang=ru")).body;
    for chief_only in ["settings", "import", "entries/fmjd-list"] {
        let href = format!("href=\"/admin/t/{id}/{chief_only}\"");
        assert!(!mine.contains(&href), "the assistant is shown {href}");
        assert!(theirs.contains(&href), "the chief is not shown {href}");
    }
    assert!(!mine.contains("Настройки") && !mine.contains("Импорт CSV"));
    for own in ["missing", "audit", "book"] {
        let href = format!("href=\"/admin/t/{id}/{own}\"");
        assert!(mine.contains(&href), "the assistant is not shown {href}");
    }
    assert!(!mine.contains("href=\"/admin/users\""));
    assert!(theirs.contains("href=\"/admin/users\""));
}

#[test]
fn a_refusal_page_speaks_the_readers_language() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("english-open.json");
    let mut assistant = app.account(&mut chief, "steward", "assistant");
    let mut anonymous = app.client();
    let settings = format!("/admin/t/{id}/settings");
    let overview = format!("/admin/t/{id}");
    // (language, the 403's words, the 401's words)
    let said = [
        (
            "en",
            "only the chief controller may do this",
            "sign in to use",
        ),
        (
            "fr",
            "seul l'arbitre principal peut faire cela",
            "connectez-vous",
        ),
        (
            "nl",
            "alleen de hoofdwedstrijdleider mag dit doen",
            "log in om",
        ),
        (
            "ru",
            "это может сделать только главный судья",
            "войдите, чтобы",
        ),
        (
            "pt-BR",
            "somente o árbitro principal pode fazer isso",
            "entre para usar",
        ),
    ];
    for (lang, forbidden, signed_out) in said {
        let r = assistant.get(&format!("{settings}?lang={lang}"));
        assert_eq!(r.status, 403, "{lang}: {}", r.body);
        let body = unescape(&r.body);
        assert!(
            body.contains(&format!("<html lang=\"{lang}\"")),
            "{lang}: {body}"
        );
        assert!(body.contains(forbidden), "{lang}: {body}");
        if lang != "en" {
            assert!(
                !body.contains("only the chief controller"),
                "{lang}: {body}"
            );
        }
        let r = anonymous.get(&format!("{overview}?lang={lang}"));
        assert_eq!(r.status, 401, "{lang}: {}", r.body);
        let body = unescape(&r.body);
        assert!(body.contains(signed_out), "{lang}: {body}");
        if lang != "en" {
            assert!(!body.contains("sign in to use"), "{lang}: {body}");
        }
    }
    // A reader's remembered language (the cookie `?lang=` set) holds without `?lang=`.
    let r = assistant.get(&settings);
    assert_eq!(r.status, 403);
    assert!(
        unescape(&r.body).contains("somente o árbitro principal"),
        "{}",
        r.body
    );
}
