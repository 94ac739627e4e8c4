//! Concurrent result writers and readers against the real server (run on demand):
//!
//! ```sh
//! cargo test --release --test load_writers -- --ignored --nocapture
//! ```
//!
//! The database is prepared through the store's commands: a chief controller and four
//! assistants, an international (FMJD) Swiss of 40 entries whose round 1 (20 boards) is
//! published. Then the `crownhead` binary serves it on a free port of 127.0.0.1, and for
//! `CROWNHEAD_LOAD_SECONDS` (default 60) seconds:
//!
//! - 20 writers, one per board, each signed in (the chief or one of the assistants) with the
//!   session's CSRF token, read the round's results once for the version and then write their
//!   board's result again and again through the JSON API (`PUT .../games/1/result`), as a
//!   live-entry tool does: on 200 they go on with the version answered, on 409 they take the
//!   version of the conflict's answer and write again;
//! - 2 readers load the public standings page as fast as they can.
//!
//! It prints the writes, the 409s among them and the readers' requests per second with their
//! median and 99th percentile latency, and fails when any writer got a 409 (writers of
//! different boards must never conflict) or any request failed.

#[path = "common/http.rs"]
mod http;

use std::io::{BufRead, BufReader};
use std::net::{SocketAddr, TcpListener};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use crownhead::domain::{Entry, Pairing, PlayerName, Preset, Settings};
use crownhead::store::{self, Seen, accounts};

use http::Client;

const WRITERS: u32 = 20;
const READERS: usize = 2;
const PASSWORD: &str = "a long password for tests";

fn prepare(db: &std::path::Path) -> i64 {
    let mut conn = store::open(db).unwrap();
    let hash = crownhead::web::auth::hash_password(PASSWORD).unwrap();
    accounts::create(&conn, "chief", &hash, accounts::Role::Chief).unwrap();
    for a in 1..=4 {
        accounts::create(
            &conn,
            &format!("steward{a}"),
            &hash,
            accounts::Role::Assistant,
        )
        .unwrap();
    }
    let settings = Settings::preset(Preset::FmjdInternational, "Load Swiss", 9);
    let id = store::create_tournament(&mut conn, &settings, "chief").unwrap();
    let list: Vec<Entry> = (1..=2 * WRITERS)
        .map(|n| Entry::new(n, PlayerName::parse(&format!("Player {n}")).unwrap()).unwrap())
        .collect();
    store::import_entries(&mut conn, id, Seen::Any, &list, None, "chief").unwrap();
    let pairs: Vec<Pairing> = (0..WRITERS)
        .map(|b| Pairing::game(2 * b + 1, 2 * b + 2))
        .collect();
    store::pair_round(&mut conn, id, Seen::Any, &pairs, "chief").unwrap();
    store::publish_round(&mut conn, id, 1, "chief").unwrap();
    id
}

fn serve(db: &std::path::Path) -> (std::process::Child, SocketAddr) {
    let addr = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_crownhead"))
        .arg("--db")
        .arg(db)
        .arg("serve")
        .arg("--bind")
        .arg(addr.to_string())
        .env_remove("CROWNHEAD_DB")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server binary starts");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while out.read_line(&mut line).unwrap_or(0) > 0 && !line.contains("serving") {
        line.clear();
    }
    assert!(line.contains("serving"), "the server did not start");
    // Keep reading its output so that it never blocks on a full pipe.
    std::thread::spawn(move || while out.read_line(&mut line).unwrap_or(0) > 0 {});
    (child, addr)
}

fn signed_in(addr: SocketAddr, name: &str) -> (Client, String) {
    let mut c = Client::new(addr);
    let r = c.login(name, PASSWORD).unwrap();
    assert_eq!(r.status, 303, "{name} signs in: {}", r.body);
    let r = c.get("/api/v1/session").unwrap();
    let csrf = r.json()["csrf"].as_str().unwrap().to_owned();
    (c, csrf)
}

#[derive(Default)]
struct Writes {
    sent: u64,
    accepted: u64,
    conflicts: u64,
    other: u64,
}

fn writer(
    addr: SocketAddr,
    id: i64,
    board: u32,
    stop: Arc<AtomicBool>,
    start: Arc<Barrier>,
) -> Writes {
    let name = match board % 5 {
        0 => "chief".to_owned(),
        a => format!("steward{a}"),
    };
    let (mut c, csrf) = signed_in(addr, &name);
    let r = c
        .get(&format!("/api/v1/tournaments/{id}/rounds/1/results"))
        .unwrap();
    let mut version = r.json()[0]["version"].as_i64().unwrap();
    let path = format!("/api/v1/tournaments/{id}/rounds/1/boards/{board}/games/1/result");
    let codes = ["1-0", "=", "0-1"];
    let mut w = Writes::default();
    start.wait();
    let mut i = board as usize;
    while !stop.load(Ordering::Relaxed) {
        i += 1;
        let body = format!(r#"{{"version": {version}, "result": "{}"}}"#, codes[i % 3]);
        let r = c
            .request_with(
                "PUT",
                &path,
                body.as_bytes(),
                "application/json",
                &[("X-CSRF-Token", &csrf)],
            )
            .expect("the server answers");
        w.sent += 1;
        match r.status {
            200 => {
                w.accepted += 1;
                version = r.json()["version"].as_i64().unwrap();
            }
            409 => {
                w.conflicts += 1;
                version = r.json()["version"].as_i64().unwrap();
            }
            _ => w.other += 1,
        }
    }
    w
}

fn reader(addr: SocketAddr, id: i64, stop: Arc<AtomicBool>, start: Arc<Barrier>) -> Vec<Duration> {
    let mut c = Client::new(addr);
    let mut times = Vec::new();
    start.wait();
    while !stop.load(Ordering::Relaxed) {
        let t = Instant::now();
        let r = c.get(&format!("/t/{id}/standings")).unwrap();
        times.push(t.elapsed());
        assert_eq!(r.status, 200);
    }
    times
}

#[test]
#[ignore = "a load test of about a minute: run it with --ignored"]
fn writers_on_different_boards_never_conflict_under_load() {
    let seconds: u64 = std::env::var("CROWNHEAD_LOAD_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("load.db");
    let id = prepare(&db);
    let (mut server, addr) = serve(&db);
    let stop = Arc::new(AtomicBool::new(false));
    let start = Arc::new(Barrier::new(WRITERS as usize + READERS + 1));
    let writers: Vec<_> = (1..=WRITERS)
        .map(|b| {
            let (stop, start) = (stop.clone(), start.clone());
            std::thread::spawn(move || writer(addr, id, b, stop, start))
        })
        .collect();
    let readers: Vec<_> = (0..READERS)
        .map(|_| {
            let (stop, start) = (stop.clone(), start.clone());
            std::thread::spawn(move || reader(addr, id, stop, start))
        })
        .collect();
    start.wait();
    let began = Instant::now();
    std::thread::sleep(Duration::from_secs(seconds));
    stop.store(true, Ordering::Relaxed);
    let writes: Vec<Writes> = writers.into_iter().map(|t| t.join().unwrap()).collect();
    let mut times: Vec<Duration> = readers
        .into_iter()
        .flat_map(|t| t.join().unwrap())
        .collect();
    let elapsed = began.elapsed().as_secs_f64();
    let _ = server.kill();
    let _ = server.wait();

    let sent: u64 = writes.iter().map(|w| w.sent).sum();
    let accepted: u64 = writes.iter().map(|w| w.accepted).sum();
    let conflicts: u64 = writes.iter().map(|w| w.conflicts).sum();
    let other: u64 = writes.iter().map(|w| w.other).sum();
    times.sort_unstable();
    let pct = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize];
    println!(
        "{WRITERS} writers on {WRITERS} boards for {elapsed:.1} s: {sent} writes, {accepted} accepted ({:.1}/s), {conflicts} conflicts ({:.2} %), {other} other answers",
        accepted as f64 / elapsed,
        100.0 * conflicts as f64 / sent.max(1) as f64
    );
    println!(
        "{READERS} readers of the public standings meanwhile: {} requests, {:.0} requests/s, median {:.2} ms, p99 {:.2} ms",
        times.len(),
        times.len() as f64 / elapsed,
        pct(0.5).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3
    );
    assert!(sent > 0 && !times.is_empty(), "nothing was measured");
    assert_eq!(other, 0, "every write was answered 200 or 409");
    assert_eq!(conflicts, 0, "writers on different boards conflicted");
}
