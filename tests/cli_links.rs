//! `crownhead links`: the players' personal links, printed once when issued.

#[path = "common/binary.rs"]
mod binary;

use binary::{ok, run, stderr, stdout};
use crownhead::store;

#[test]
fn links_are_printed_when_issued_and_replaced_on_demand() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let o = run(&db, &["links", "--tournament", "1", "--format", "csv"]);
    ok(&o);
    let out = stdout(&o);
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("no,name,path"));
    let rows: Vec<Vec<&str>> = lines.map(|l| l.rsplitn(2, ',').collect()).collect();
    assert_eq!(rows.len(), 16, "{out}");
    for r in &rows {
        let token = r[0].strip_prefix("/me/").expect("a personal path");
        assert!(
            crownhead::domain::personal_code::is_code(token),
            "a personal code: {}",
            r[0]
        );
    }
    let third = rows[2][0].trim_start_matches("/me/").to_owned();
    let conn = store::open(&db).unwrap();
    assert_eq!(store::players::link(&conn, &third).unwrap().unwrap().no, 3);
    // Nothing is missing now: nothing printed, and why.
    let o = run(&db, &["links", "--tournament", "1", "--format", "csv"]);
    ok(&o);
    assert_eq!(stdout(&o).trim(), "no,name,path");
    assert!(
        stderr(&o).contains("16 entries already have a live link"),
        "{}",
        stderr(&o)
    );
    // One entry's new link: the old one stops working.
    let o = run(&db, &["links", "--tournament", "1", "--entry", "3"]);
    ok(&o);
    assert_eq!(stdout(&o).lines().count(), 1);
    assert!(stdout(&o).contains("/me/"));
    assert_eq!(store::players::link(&conn, &third).unwrap(), None);
    let o = run(&db, &["links", "--tournament", "1", "--revoke", "3"]);
    ok(&o);
    let o = run(&db, &["links", "--tournament", "1", "--revoke", "3"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("entry 3 has no live link"),
        "{}",
        stderr(&o)
    );
    let o = run(&db, &["links", "--tournament", "99"]);
    assert!(!o.status.success());
}
