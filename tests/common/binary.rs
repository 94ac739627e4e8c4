//! Runs the `crownhead` binary as a user would, and reads what it printed.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The `crownhead` binary built for these tests, with no database named by the environment.
pub fn crownhead() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_crownhead"));
    c.env_remove("CROWNHEAD_DB");
    c
}

/// `crownhead --db DB ARGS...`.
pub fn run(db: &Path, args: &[&str]) -> Output {
    crownhead()
        .arg("--db")
        .arg(db)
        .args(args)
        .output()
        .expect("the binary runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// The standard output of a run that must succeed; panics with both outputs otherwise.
pub fn ok(o: &Output) -> String {
    assert!(
        o.status.success(),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    stdout(o)
}

/// Asserts that the run's standard error contains `text`, showing it otherwise.
pub fn says(o: &Output, text: &str) {
    let err = stderr(o);
    assert!(err.contains(text), "expected {text:?} in:\n{err}");
}

/// The files of `fixtures/DIR` whose name ends in `.EXT`, in order.
pub fn fixture_files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}
