//! The event's own rule book: an FMJD event cites 001 (or says it has no article), never the
//! English federation's 000; an English event keeps citing 000.

use crownhead::domain::book::{NewIncident, Offender, Penalty};
use crownhead::store;

use crownhead::domain::Language;
use crownhead::domain::book::{RuleBook, Topic};
use crownhead::web::i18n::Tr;
use crownhead::web::words::cite_label;

use crate::helpers::{Client, spawn_app, unescape};
use crate::settings::post_settings;
use crate::workflows::{create, import, pair_and_publish};

#[test]
fn an_fmjd_event_cites_its_own_book_on_the_grid_the_book_and_the_report() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, t) = app.import_fixture("fmjd-swiss.json");
    let (home, _) = {
        let b = t.round(3).unwrap().board(1).unwrap();
        let mut e = b.pairing.entries();
        (e.next().unwrap(), e.next().unwrap())
    };
    let mut conn = store::open(&app.db).unwrap();
    let incident = NewIncident {
        offender: Offender::Player { no: home },
        at: String::new(),
        round: Some(3),
        board: Some(1),
        game: Some(1),
        article: "mobile phone in the playing hall".into(),
        penalty: Penalty::GameLost,
        reason: "phone rang".into(),
        recorded_by: "chief".into(),
    };
    store::commands::book::record_incident(
        &mut conn,
        id,
        store::commands::Seen::Any,
        &incident,
        "chief",
    )
    .unwrap();

    // 000 is named only as the rule applied where 001 has no article.
    let borrowed = "no article in 001; 000 art.";
    for page in [
        format!("/admin/t/{id}/rounds/3"),
        format!("/admin/t/{id}/book"),
        format!("/admin/t/{id}/print/report"),
    ] {
        let r = c.get(&page);
        assert_eq!(r.status, 200, "{page}: {}", r.body);
        let body = unescape(&r.body).replace(borrowed, "");
        assert!(!body.contains("000 art"), "{page} cites 000: {body}");
        assert!(!body.contains("art. mobile phone"), "{page}: {body}");
    }
    let grid = unescape(&c.get(&format!("/admin/t/{id}/rounds/3")).body);
    assert!(
        grid.contains(
            "no article in 001; 000 art. 3.10, the English Draughts Association's rule applied"
        ),
        "{grid}"
    );
    let book = unescape(&c.get(&format!("/admin/t/{id}/book")).body);
    assert!(book.contains("The event's rule book (001) has no list of penalties"));
    assert!(book.contains("7.2.4 refusal to comply with the rules: the game is lost"));
    let report = unescape(&c.get(&format!("/admin/t/{id}/print/report")).body);
    assert!(
        report.contains("001 art. 7.2.4; mobile phone in the playing hall"),
        "{report}"
    );
}

#[test]
fn an_english_event_keeps_citing_the_english_rules() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, _) = app.import_fixture("english-open.json");
    let grid = unescape(&c.get(&format!("/admin/t/{id}/rounds/1")).body);
    assert!(grid.contains("000 art. 3.10"), "{grid}");
    let book = unescape(&c.get(&format!("/admin/t/{id}/book")).body);
    assert!(book.contains("000 art. 6.9"));
    assert!(book.contains("000 art. 7.1"));
}

/// Incidents are numbered per tournament: a tournament's first incident is no. 1 whatever the
/// other tournaments hold.
#[test]
fn incidents_are_numbered_per_tournament() {
    let app = spawn_app();
    let mut c = app.chief();
    let (first, _) = app.import_fixture("fmjd-swiss.json");
    let (second, _) = app.import_fixture("english-open.json");
    let mut conn = store::open(&app.db).unwrap();
    let warn = |no| NewIncident {
        offender: Offender::Player { no },
        at: String::new(),
        round: None,
        board: None,
        game: None,
        article: "talking".into(),
        penalty: Penalty::Warning,
        reason: "spoke to a spectator".into(),
        recorded_by: "chief".into(),
    };
    for (tid, no) in [(first, 1), (first, 2), (second, 3)] {
        store::commands::book::record_incident(
            &mut conn,
            tid,
            store::commands::Seen::Any,
            &warn(no),
            "chief",
        )
        .unwrap();
    }
    let numbers = |tid| -> Vec<(i64, u32)> {
        store::books::incidents(&conn, tid)
            .unwrap()
            .iter()
            .map(|i| (i.id, i.number))
            .collect()
    };
    assert_eq!(
        numbers(first).iter().map(|x| x.1).collect::<Vec<_>>(),
        [1, 2]
    );
    let second_book = numbers(second);
    assert_eq!(second_book.len(), 1);
    assert_eq!(second_book[0].1, 1, "its first incident is no. 1");
    assert_eq!(second_book[0].0, 3, "the third row of the table");
    let page = c.get(&format!("/admin/t/{second}/book")).body;
    assert!(page.contains("<td class=\"num\">1</td>"), "{page}");
}

/// An event of `preset` with six players (no. 1 a woman), round 1 paired and published: board 1
/// forfeited by no. 1's absence, board 2 by both players' absence, and board 3's players
/// reporting its result through their personal links, the controller confirming it; no. 1
/// then withdrawn. Returns the tournament's id.
fn event_with_rulings(app: &crate::helpers::TestApp, c: &mut Client, preset: &str) -> i64 {
    let id = create(c, "Open 2026", preset, "5");
    import(
        c,
        id,
        "name\nBelova Anna\nBo Brandt\nCy Cole\nDi Dunn\nEd Eng\nFy Fox\n",
    );
    let mut anna = app.load(id).entry(1).unwrap().clone();
    anna.sex = Some(crownhead::domain::entry::Sex::W);
    let mut conn = store::open(&app.db).unwrap();
    store::commands::edit_entry(&mut conn, id, store::commands::Seen::Any, &anna, "chief").unwrap();
    let n = pair_and_publish(c, id, "1 2\n3 4\n5 6");
    let round = format!("/admin/t/{id}/rounds/{n}");
    for (board, action) in [(1, "home-absent"), (2, "both-absent")] {
        let was = format!("was{board}");
        let r = c.submit(
            &round,
            &format!("{round}/boards/{board}/forfeit"),
            &[("action", action), (was.as_str(), "")],
        );
        assert_eq!(r.status, 303, "{}", r.body);
    }
    use store::commands::players as online;
    let links =
        online::issue_links(&mut conn, id, &online::Issue::Only(vec![5, 6]), "chief").unwrap();
    let games = app.load(id).settings().games_per_round;
    for (_, token) in &links {
        let token = token.rsplit('/').next().unwrap();
        let link = store::players::link(&conn, token).unwrap().unwrap();
        for g in 1..=games {
            online::report_result(&mut conn, &link, (n, 3, g), "1").unwrap();
        }
    }
    let entered = online::confirm_reports(&mut conn, id, n, None, "chief").unwrap();
    assert_eq!(entered, [3]);
    store::commands::withdraw(
        &mut conn,
        id,
        store::commands::Seen::Any,
        1,
        2,
        "ill",
        "chief",
    )
    .unwrap();
    id
}

/// The citations of `book`'s event in `lang`: each forfeit's rule, own or borrowed.
fn citations(book: RuleBook, lang: Language) -> Vec<String> {
    [Topic::Absent, Topic::BothAbsent]
        .map(|t| cite_label(&Tr::new(lang), book, t))
        .into()
}

#[test]
fn fmjd_russian_and_english_events_cite_only_their_own_book_in_the_log_and_report_in_five_languages()
 {
    let app = spawn_app();
    let mut c = app.chief();
    for (preset, book) in [
        ("fmjd-international", RuleBook::Fmjd),
        ("russian", RuleBook::Idf),
        ("english", RuleBook::Eda),
    ] {
        let id = event_with_rulings(&app, &mut c, preset);
        for lang in Language::ALL {
            let code = lang.code();
            let (r, _) = post_settings(&mut c, id, &[("language", Some(code))]);
            assert_eq!(r.status, 303, "{}", r.body);
            let log = unescape(&c.get(&format!("/admin/t/{id}/audit?lang={code}")).body);
            let report = unescape(&c.get(&format!("/admin/t/{id}/print/report")).body);
            let cited = citations(book, lang);
            for (what, page) in [("log", &log), ("report", &report)] {
                // Each forfeit's rule as the event's book gives it.
                for c in &cited {
                    assert!(
                        page.contains(c.as_str()),
                        "{preset} {code} {what}: {c} not in {page}"
                    );
                }
                // No other book is cited but as the rule applied where the event's has none.
                let mut rest = page.clone();
                for c in &cited {
                    rest = rest.replace(c.as_str(), "");
                }
                for other in RuleBook::ALL.into_iter().filter(|b| *b != book) {
                    for art in [" art. ", " ст. "] {
                        let cite = format!("{}{art}", other.code());
                        assert!(
                            !rest.contains(&cite),
                            "{preset} {code} {what} cites {cite}: {rest}"
                        );
                    }
                }
            }
            // The program's own texts are in the reader's language.
            if lang != Language::En {
                for english in [
                    "two hours late",
                    "both players absent",
                    "agreed reports",
                    "personal link",
                    "ballot draw",
                    "no article in",
                ] {
                    assert!(
                        !log.contains(english),
                        "{preset} {code}: {english} in {log}"
                    );
                    assert!(
                        !report.contains(english),
                        "{preset} {code}: {english} in {report}"
                    );
                }
            }
            // The players who reported through their links are named as themselves in the log,
            // and are not among the report's controllers.
            let by_link = |name: &str| {
                crownhead::web::words::author(
                    &Tr::new(lang),
                    &app.load(id),
                    &crownhead::domain::audit::Author::Player { link: 0, no: 5 }.text(),
                )
                .replace("Ed Eng", name)
            };
            assert!(log.contains(&by_link("Ed Eng")), "{preset} {code}: {log}");
            assert!(log.contains(&by_link("Fy Fox")), "{preset} {code}: {log}");
            assert!(
                !report.contains("personal link"),
                "{preset} {code}: {report}"
            );
            assert!(
                !report.contains(&by_link("Ed Eng")),
                "{preset} {code}: {report}"
            );
        }
        // In Russian the report's words agree with the player: she withdrew, she was absent.
        let (r, _) = post_settings(&mut c, id, &[("language", Some("ru"))]);
        assert_eq!(r.status, 303, "{}", r.body);
        let report = unescape(&c.get(&format!("/admin/t/{id}/print/report")).body);
        assert!(report.contains("(1) выбыла со 2-го тура"), "{report}");
        assert!(
            report.contains("не явилась: поражение в партии"),
            "{report}"
        );
        assert!(!report.contains("выбыл "), "{report}");
        let log = unescape(&c.get(&format!("/admin/t/{id}/audit?lang=ru")).body);
        assert!(log.contains("(№ 1) выбыла начиная с тура 2"), "{log}");
        assert!(
            log.contains("Belova Anna не явилась: поражение во всех партиях тура"),
            "{log}"
        );
        // The next event is set up in English (the language chosen is remembered).
        c.get("/admin?lang=en");
    }
}
