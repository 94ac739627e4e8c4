//! Size limits: an over-long input is refused with a message naming the field and the limit,
//! and changes nothing.

use crate::helpers::spawn_app;
use crate::workflows::{create, import, pair_and_publish};

#[test]
fn over_long_names_and_records_are_refused_and_change_nothing() {
    let app = spawn_app();
    let mut c = app.chief();
    let audit = app.audit_rows();
    let long_name = "N".repeat(201);
    let r = c.submit(
        "/admin",
        "/admin/tournaments",
        &[("name", &long_name), ("preset", "english"), ("rounds", "5")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("the tournament name has 201 characters; at most 200");
    assert_eq!(app.audit_rows(), audit);

    let id = create(&mut c, "Limits", "english", "3");
    let admin = format!("/admin/t/{id}");
    let club = "C".repeat(101);
    let r = c.submit(
        &admin,
        &format!("{admin}/entries"),
        &[("name", "Ann Ash"), ("club", &club)],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("the club has 101 characters; at most 100");
    assert!(app.load(id).entries().is_empty());

    import(&mut c, id, "name\nAl\nBo\n");
    pair_and_publish(&mut c, id, "1 2");
    let audit = app.audit_rows();
    let page = format!("{admin}/rounds/1/boards/1/games/1");
    let huge = format!(
        "[Event \"Limits\"]\n{{{}}}\n1. 11-15 23-19 1-0",
        "c".repeat(70_000)
    );
    let r = c.submit(
        &page,
        &page,
        &[
            ("pdn", &huge),
            ("ruling", ""),
            ("was_pdn", ""),
            ("was_ruling", ""),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("at most 65536 bytes (64 KiB)");
    let ruling = "r".repeat(2_001);
    let r = c.submit(
        &page,
        &page,
        &[
            ("pdn", "1. 11-15 1-0"),
            ("ruling", &ruling),
            ("was_pdn", ""),
            ("was_ruling", ""),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("the ruling has 2001 characters");
    assert_eq!(app.audit_rows(), audit);
    assert!(!c.get(&page).body.contains("11-15"), "no record stored");
}

/// An error page quotes at most the first 100 characters of what was refused.
#[test]
fn an_error_page_quotes_a_refused_input_briefly() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Quotes", "english", "3");
    let admin = format!("/admin/t/{id}");
    let huge = "Z".repeat(200_000);
    let r = c.submit(&admin, &format!("{admin}/entries"), &[("name", &huge)]);
    assert_eq!(r.status, 422, "{}", &r.body[..r.body.len().min(500)]);
    r.shows("(199900 more characters)");
    assert!(r.body.len() < 10_000, "the page has {} bytes", r.body.len());
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds"),
        &[("pairings", &huge)],
    );
    assert_eq!(r.status, 422);
    assert!(r.body.len() < 10_000, "the page has {} bytes", r.body.len());
    assert!(app.load(id).entries().is_empty());
}

/// One name rule everywhere a person types a name: control characters, bidirectional
/// overrides and invisible names are refused in player, club and account names.
#[test]
fn names_with_controls_overrides_or_nothing_visible_are_refused() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Names", "english", "3");
    let admin = format!("/admin/t/{id}");
    for (name, club, says) in [
        (
            "Ann Ash",
            "Club\u{0}One",
            "the club contains a control character",
        ),
        (
            "Ann Ash",
            "\u{1b}[31mRed",
            "the club contains a control character",
        ),
        ("\u{202E}hsA nnA", "", "bidirectional control character"),
        ("\u{200B}", "", "has no visible character"),
    ] {
        let r = c.submit(
            &admin,
            &format!("{admin}/entries"),
            &[("name", name), ("club", club)],
        );
        assert_eq!(r.status, 422, "{name:?} {club:?}: {}", r.body);
        r.shows(says);
    }
    assert!(app.load(id).entries().is_empty());
    let r = c.submit(
        "/admin/users",
        "/admin/users",
        &[
            ("name", "bad\u{7}name"),
            ("password", "a long password here"),
            ("password2", "a long password here"),
            ("role", "assistant"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("the account name contains a control character");
    // Joiners inside a real name stay allowed.
    let r = c.submit(
        &admin,
        &format!("{admin}/entries"),
        &[("name", "Ma\u{200C}ryam")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
}

/// A game record or a ruling over the limits is refused in the page's language.
#[test]
fn a_game_record_or_ruling_too_long_is_refused_in_french() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Limits", "english", "3");
    import(&mut c, id, "name\nAl\nBo\n");
    pair_and_publish(&mut c, id, "1 2");
    let page = format!("/admin/t/{id}/rounds/1/boards/1/games/1");
    assert_eq!(c.get(&format!("{page}?lang=fr")).status, 200);
    let audit = app.audit_rows();
    let huge = format!(
        "[Event \"Limits\"]\n{{{}}}\n1. 11-15 23-19 1-0",
        "c".repeat(70_000)
    );
    let len = huge.len();
    let ruling = "r".repeat(2_001);
    for (pdn, ruling, said, english) in [
        (
            huge.as_str(),
            "",
            format!(
                "la notation de la partie fait {len} octets ; 65536 octets (64 Kio) au plus sont \
                 acceptés pour une partie"
            ),
            "bytes",
        ),
        (
            "1. 11-15 1-0",
            ruling.as_str(),
            "la décision a 2001 caractères ; 2000 au plus sont acceptés".to_owned(),
            "characters",
        ),
    ] {
        let r = c.submit(
            &page,
            &page,
            &[
                ("pdn", pdn),
                ("ruling", ruling),
                ("was_pdn", ""),
                ("was_ruling", ""),
            ],
        );
        assert_eq!(r.status, 422, "{}", r.body);
        r.shows(&said);
        assert!(!r.body.contains(english), "{english:?} in the page");
    }
    assert_eq!(app.audit_rows(), audit, "nothing stored");
}
