//! `crownhead serve`: creates and migrates the database on first start and prints the one-time
//! set-up link while no account exists.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use crownhead::store;

#[test]
fn serve_creates_the_database_and_prints_a_set_up_link() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("fresh.db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_crownhead"))
        .arg("--db")
        .arg(&db)
        .args(["serve", "--bind", "127.0.0.1:0"])
        .env_remove("CROWNHEAD_DB")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let first = lines.next().unwrap().unwrap();
    let _ = lines.next();
    let link = lines.next().unwrap().unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(first.contains("serving"), "{first}");
    let token = link.trim().rsplit("token=").next().unwrap();
    assert_eq!(token.len(), 64, "256 bits as hex: {link}");
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));
    let conn = store::open(&db).unwrap();
    assert_eq!(store::schema_version(&conn).unwrap(), store::SCHEMA_VERSION);
}

#[test]
fn a_bad_bind_address_is_an_error_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_crownhead"))
        .arg("--db")
        .arg(dir.path().join("x.db"))
        .args(["serve", "--bind", "not an address"])
        .env_remove("CROWNHEAD_DB")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot listen on not an address"), "{err}");
}
