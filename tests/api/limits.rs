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
