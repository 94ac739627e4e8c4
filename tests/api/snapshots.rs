//! Automatic snapshots into `backups/` beside the database when a round is published or
//! closed; a failed snapshot never fails the acknowledged change.

use crate::helpers::spawn_app;
use crate::workflows::{create, import, pair_and_publish};

fn snapshots(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir.join("backups"))
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn publishing_and_closing_a_round_take_a_snapshot() {
    let app = spawn_app();
    let dir = app.db.parent().unwrap().to_owned();
    let mut c = app.chief();
    let id = create(&mut c, "Snap Swiss", "fmjd-international", "3");
    import(&mut c, id, "name\nA\nB\n");
    assert!(snapshots(&dir).is_empty());
    pair_and_publish(&mut c, id, "1 2");
    let round = format!("/admin/t/{id}/rounds/1");
    let r = c.submit(
        &round,
        &format!("{round}/results"),
        &[("b1g1", "1"), ("was1", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(&round, &format!("{round}/close"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let names = snapshots(&dir);
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(
        names[0].ends_with(&format!("-t{id}-r1-published.db")),
        "{names:?}"
    );
    assert!(
        names[1].ends_with(&format!("-t{id}-r1-closed.db")),
        "{names:?}"
    );
    // The closing snapshot holds the result.
    let closed = dir.join("backups").join(&names[1]);
    crownhead::store::backup::check(&closed).unwrap();
    let conn = rusqlite::Connection::open(&closed).unwrap();
    let t = crownhead::store::tournaments::load(&conn, id).unwrap();
    assert_eq!(t.round(1).unwrap().state().to_string(), "closed");
}

#[test]
fn a_failed_snapshot_does_not_fail_the_publish() {
    let app = spawn_app();
    let dir = app.db.parent().unwrap().to_owned();
    // `backups` is a file: no snapshot can be written.
    std::fs::write(dir.join("backups"), "not a folder").unwrap();
    let mut c = app.chief();
    let id = create(&mut c, "No Snap", "fmjd-international", "3");
    import(&mut c, id, "name\nA\nB\n");
    pair_and_publish(&mut c, id, "1 2");
    assert_eq!(
        app.load(id).round(1).unwrap().state().to_string(),
        "published"
    );
    // The controller is told, on every page, until a snapshot succeeds.
    let banner = "The automatic backup snapshot failed (round 1 of tournament";
    c.get("/admin").shows(banner);
    c.get(&format!("/admin/t/{id}")).shows(banner);
    std::fs::remove_file(dir.join("backups")).unwrap();
    let round = format!("/admin/t/{id}/rounds/1");
    let r = c.submit(
        &round,
        &format!("{round}/results"),
        &[("b1g1", "1-0"), ("was1", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(&round, &format!("{round}/close"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(snapshots(&dir).len(), 1);
    let page = c.get("/admin");
    assert!(
        !page.body.contains("automatic backup snapshot failed"),
        "{}",
        page.body
    );
}
