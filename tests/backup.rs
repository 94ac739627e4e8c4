//! `crownhead backup` and `crownhead restore`: a backup taken while a writer commits is a
//! sound copy of one commit; a restore refuses what is not a Crownhead database of this or an
//! older schema, and leaves the database as it was.

#[path = "common/binary.rs"]
mod binary;

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crownhead::domain::{BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings};
use crownhead::store::{self, audit, backup};
use rusqlite::Connection;

use binary::{ok, run, says, stderr};

/// A tournament of 8 entries with round 1 (4 boards) published; returns its id.
fn tournament(db: &Path, name: &str) -> i64 {
    let mut conn = store::open(db).unwrap();
    let id = store::create_tournament(&mut conn, &Settings::preset(Preset::English, name, 5), "td")
        .unwrap();
    for n in 1..=8 {
        let e = Entry::new(n, PlayerName::parse(&format!("Player {n}")).unwrap()).unwrap();
        store::add_entry(&mut conn, id, crownhead::store::Seen::Any, &e, None, "td").unwrap();
    }
    let pairs: Vec<Pairing> = (1..=4).map(|b| Pairing::game(b, b + 4)).collect();
    store::pair_round(&mut conn, id, crownhead::store::Seen::Any, &pairs, "td").unwrap();
    store::publish_round(&mut conn, id, 1, "td").unwrap();
    id
}

fn names(db: &Path) -> Vec<String> {
    let conn = store::open(db).unwrap();
    store::tournaments::list(&conn)
        .unwrap()
        .into_iter()
        .map(|t| t.name)
        .collect()
}

/// The backup is one commit: each board as stored is the `after` of its last audit row, and
/// the board rows agree with the audit count.
fn consistent(path: &Path, id: i64) {
    assert_eq!(backup::check(path).unwrap(), store::SCHEMA_VERSION);
    let conn = Connection::open(path).unwrap();
    let integrity: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(integrity, "ok");
    let t = store::tournaments::load(&conn, id).unwrap();
    let rows = audit::list(&conn, id).unwrap();
    for b in t.round(1).unwrap().boards() {
        let bid: i64 = conn
            .query_row(
                "SELECT b.id FROM boards b JOIN rounds r ON r.id = b.round_id
                 WHERE r.tournament_id = ?1 AND r.number = 1 AND b.number = ?2",
                rusqlite::params![id, b.number],
                |r| r.get(0),
            )
            .unwrap();
        let last = rows
            .iter()
            .rev()
            .find(|r| r.entity == "board" && r.entity_id == Some(bid));
        match last {
            Some(row) => assert_eq!(row.after, Some(audit::json(b)), "board {}", b.number),
            None => assert!(b.report().is_none()),
        }
    }
}

#[test]
fn a_backup_taken_while_a_writer_commits_is_sound() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("live.db");
    let id = tournament(&db, "Busy Open");
    let stop = Arc::new(AtomicBool::new(false));
    let commits = Arc::new(AtomicU64::new(0));
    let writer = {
        let (db, stop, commits) = (db.clone(), stop.clone(), commits.clone());
        std::thread::spawn(move || {
            let mut conn = store::open(&db).unwrap();
            let reports = [
                BoardReport::new(vec![GameReport::HomeWins, GameReport::Draw]),
                BoardReport::new(vec![GameReport::AwayWins, GameReport::AwayWins]),
                BoardReport::new(vec![GameReport::Draw, GameReport::Draw]),
            ];
            let mut i = 0usize;
            while !stop.load(Ordering::SeqCst) {
                let board = (i % 4) as u32 + 1;
                store::record_result(&mut conn, id, 1, board, &reports[i % 3], "writer").unwrap();
                commits.fetch_add(1, Ordering::SeqCst);
                i += 1;
            }
        })
    };
    let mut seen = Vec::new();
    for k in 0..6 {
        // Each backup starts while the writer is committing.
        let before = commits.load(Ordering::SeqCst);
        while commits.load(Ordering::SeqCst) == before {
            std::thread::yield_now();
        }
        let file = dir.path().join(format!("backup-{k}.db"));
        let o = run(&db, &["backup", file.to_str().unwrap()]);
        ok(&o);
        consistent(&file, id);
        let conn = Connection::open(&file).unwrap();
        seen.push(audit::count(&conn).unwrap());
    }
    stop.store(true, Ordering::SeqCst);
    writer.join().unwrap();
    assert!(commits.load(Ordering::SeqCst) > 6);
    assert!(
        seen.windows(2).all(|w| w[0] < w[1]),
        "each backup holds later commits: {seen:?}"
    );
    // The backup refuses to overwrite a file.
    let file = dir.path().join("backup-0.db");
    let o = run(&db, &["backup", file.to_str().unwrap()]);
    assert!(!o.status.success());
    says(&o, "already exists");
}

#[test]
fn restore_refuses_foreign_or_newer_files_and_restores_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("live.db");
    let saved_db = dir.path().join("old.db");
    tournament(&saved_db, "Saved Open");
    let saved = dir.path().join("saved.db");
    let o = run(&saved_db, &["backup", saved.to_str().unwrap()]);
    ok(&o);
    tournament(&db, "Live Open");

    let text = dir.path().join("results.txt");
    std::fs::write(&text, "Board 1: 1-0\n".repeat(500)).unwrap();
    let other = dir.path().join("other.db");
    Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE photos (id INTEGER PRIMARY KEY, data BLOB);")
        .unwrap();
    let newer = dir.path().join("newer.db");
    std::fs::copy(&saved, &newer).unwrap();
    Connection::open(&newer)
        .unwrap()
        .execute_batch("PRAGMA user_version = 42;")
        .unwrap();
    for (file, says) in [
        (&text, "is not an SQLite database"),
        (
            &other,
            "is not a Crownhead database (it has no tournaments table)",
        ),
        (&newer, "has schema version 42, newer than"),
        (&dir.path().join("absent.db"), "does not exist"),
    ] {
        let o = run(&db, &["restore", file.to_str().unwrap()]);
        assert!(!o.status.success(), "{} was restored", file.display());
        assert!(
            stderr(&o).contains(says),
            "{}: {}",
            file.display(),
            stderr(&o)
        );
        assert_eq!(names(&db), ["Live Open"]);
    }

    let o = run(&db, &["restore", saved.to_str().unwrap()]);
    ok(&o);
    assert_eq!(names(&db), ["Saved Open"]);
    let o = run(&db, &["tournaments"]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("Saved Open"));
}

/// `crownhead serve` on a free port of 127.0.0.1 with `db`; returns it once it serves.
fn serve(db: &Path) -> std::process::Child {
    use std::io::{BufRead, BufReader};
    let mut child = binary::crownhead()
        .arg("--db")
        .arg(db)
        .args(["serve", "--bind", "127.0.0.1:0"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    assert!(line.contains("serving"), "{line}");
    // Keep reading its output so the server never blocks on a full pipe.
    std::thread::spawn(move || {
        let mut sink = String::new();
        while out.read_line(&mut sink).unwrap_or(0) > 0 {
            sink.clear();
        }
    });
    child
}

#[test]
fn restore_is_refused_while_a_server_runs_on_the_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crownhead.db");
    tournament(&db, "Live Open");
    let copy = dir.path().join("copy.db");
    tournament(&copy, "Backup Open");
    let mut server = serve(&db);
    let pid = server.id();
    // A backup works while the server runs.
    let snap = dir.path().join("while-serving.db");
    let out = run(&db, &["backup", snap.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(backup::check(&snap).unwrap(), store::SCHEMA_VERSION);
    // A restore is refused, naming the server's pid and address, and changes nothing.
    let out = run(&db, &["restore", copy.to_str().unwrap()]);
    let text = stderr(&out);
    assert!(!out.status.success(), "{text}");
    assert!(text.contains(&format!("pid {pid}")), "{text}");
    assert!(text.contains("http://127.0.0.1:"), "{text}");
    assert!(text.contains("stop that crownhead first"), "{text}");
    assert_eq!(names(&db), ["Live Open"]);
    // A second server on the same database is refused too.
    let out = run(&db, &["serve", "--bind", "127.0.0.1:0"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains(&format!("pid {pid}")),
        "{}",
        stderr(&out)
    );
    // Once the server is stopped (even by SIGKILL), the restore goes ahead.
    server.kill().unwrap();
    server.wait().unwrap();
    let out = run(&db, &["restore", copy.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(names(&db), ["Backup Open"]);
}
