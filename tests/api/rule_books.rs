//! The event's own rule book: an FMJD event cites 001 (or says it has no article), never the
//! English federation's 000; an English event keeps citing 000.

use crownhead::domain::book::{NewIncident, Offender, Penalty};
use crownhead::store;

use crate::helpers::{spawn_app, unescape};

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

    for page in [
        format!("/admin/t/{id}/rounds/3"),
        format!("/admin/t/{id}/book"),
        format!("/admin/t/{id}/print/report"),
    ] {
        let r = c.get(&page);
        assert_eq!(r.status, 200, "{page}: {}", r.body);
        let body = unescape(&r.body);
        assert!(!body.contains("000 art"), "{page} cites 000: {body}");
        assert!(!body.contains("art. mobile phone"), "{page}: {body}");
    }
    let grid = unescape(&c.get(&format!("/admin/t/{id}/rounds/3")).body);
    assert!(grid.contains("no article in 001"), "{grid}");
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
