//! An export with nothing to write says so: `crownhead export --format pdn` of an event
//! without game records writes nothing, says why on standard error and exits non-zero.

#[path = "common/binary.rs"]
mod binary;

use binary::{ok, run, says, stdout};

#[test]
fn the_pdn_of_an_event_without_records_is_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("demo.db");
    ok(&run(&db, &["demo"]));
    let list = ok(&run(&db, &["tournaments"]));
    let id = |name: &str| {
        list.lines()
            .find(|l| l.contains(name))
            .and_then(|l| l.split_whitespace().next())
            .unwrap()
            .to_owned()
    };
    // The team event has no game records.
    let teams = id("Club league (teams)");
    let file = dir.path().join("games.pdn");
    let o = run(
        &db,
        &[
            "export",
            "--tournament",
            &teams,
            "--format",
            "pdn",
            "--out",
            file.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    says(&o, "there are no game records yet");
    assert!(!file.exists(), "nothing written");
    let o = run(&db, &["export", "--tournament", &teams, "--format", "pdn"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    // The events with records, the knock-out's tie games included, write them.
    for name in ["English Open 2026", "Knock-out Cup"] {
        let pdn = ok(&run(
            &db,
            &["export", "--tournament", &id(name), "--format", "pdn"],
        ));
        assert!(pdn.contains("[Event \""), "{name}: {pdn}");
    }
}
