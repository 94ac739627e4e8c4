//! The durability harness: no acknowledged result is lost when the server is killed.
//!
//! It starts the real `crownhead` binary on a random port of 127.0.0.1 with a database in a
//! temporary folder, signs in a chief controller and four assistants, and creates two English
//! tournaments (two games a board) of 20 entries each: in one, round 1 (10 boards) is
//! published; in the other, round 1 has every result and is closed. Then 20 client threads,
//! one per board, change that board's result over HTTP again and again, exactly as the results
//! grid does (sign-in cookie, the form's CSRF token, the result the page showed as `was`):
//! entries in the published round, corrections with a reason in the closed one. Meanwhile the
//! harness kills the server with SIGKILL at random moments, each time while at least one
//! result is on its way, 100 times (`CROWNHEAD_DURABILITY_KILLS=N` for a shorter local run),
//! and after each kill, with the server down:
//!
//! - opens the database the way the server does (no repair step) and runs `integrity_check`;
//! - checks every board: a result acknowledged by the server (303 received) must be stored,
//!   unless the client's one later unacknowledged result replaced it; a refused one (any other
//!   status) must not be; an unacknowledged one (no complete answer) is either fully stored
//!   or not at all. The two games of a board are one write: a board showing one game of the
//!   new result and one of the old is half-applied, and so is a game with one side's result;
//! - checks that the audit log holds exactly one row per stored result of each board
//!   (`result` or `correct`), the last one matching the board as stored;
//!
//! then restarts the server on the same file and lets the clients go on. Each client also
//! checks that the page it loads shows its board as last stored. The counts are printed at
//! the end: acknowledged, lost (the bar is 0), unacknowledged applied / not applied, refused.
//! `CROWNHEAD_DURABILITY_SEED=N` replays the random choices of the harness (the moments of
//! the kills still depend on the machine's timing).

#[path = "common/http.rs"]
mod http;

use std::io::{BufRead, BufReader};
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use crownhead::domain::BoardReport;
use crownhead::domain::GameReport;
use crownhead::store::{self, audit};

use http::Client;

const CLIENTS: u32 = 20;
/// Boards a tournament: one tournament's round is published, the other's closed.
const BOARDS: u32 = CLIENTS / 2;
/// The result of every board of the closed round before the corrections.
const FIRST: (&str, &str) = ("1", "1");
const PASSWORD: &str = "a long password for tests";
/// Results the clients choose from (two games a board), in the grid's short keys.
const CHOICES: &[(&str, &str)] = &[
    ("1", "1"),
    ("0", "0"),
    ("=", "="),
    ("1", "0"),
    ("0", "1"),
    ("=", "1"),
    ("1", "="),
    ("0", "="),
];

/// A tiny xorshift generator: the harness's random choices, replayable from the seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The result text as the store shows it (`BoardReport`'s display), for a choice.
fn text(choice: (&str, &str)) -> String {
    BoardReport::new(vec![
        GameReport::from_code(choice.0).unwrap(),
        GameReport::from_code(choice.1).unwrap(),
    ])
    .to_string()
}

struct Server {
    child: Child,
    addr: SocketAddr,
    _stdout: BufReader<ChildStdout>,
}

fn free_port() -> SocketAddr {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
}

/// Starts `crownhead serve` on a free port; returns it with the set-up token if printed.
fn start(db: &Path, log: &Path) -> (Server, Option<String>) {
    let fresh = !db.exists();
    for _ in 0..20 {
        let addr = free_port();
        let stderr = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
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
            .stderr(stderr)
            .spawn()
            .expect("the server binary starts");
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut token = None;
        let mut serving = false;
        let mut line = String::new();
        // `serving ...`, then on a fresh database the set-up link two lines on.
        while out.read_line(&mut line).unwrap_or(0) > 0 {
            if line.contains("serving") {
                serving = true;
                if !fresh {
                    break;
                }
            }
            if let Some(i) = line.find("/setup?token=") {
                token = Some(line[i + "/setup?token=".len()..].trim().to_owned());
                break;
            }
            line.clear();
        }
        if serving {
            return (
                Server {
                    child,
                    addr,
                    _stdout: out,
                },
                token,
            );
        }
        // The port was taken meanwhile: try another.
        let _ = child.kill();
        let _ = child.wait();
    }
    panic!("the server did not start; see {}", log.display());
}

fn kill(server: &mut Server) {
    // `Child::kill` sends SIGKILL on Unix: no shutdown code runs.
    server.child.kill().unwrap();
    server.child.wait().unwrap();
}

/// What one client (one board) has seen.
#[derive(Debug, Default, Clone)]
struct BoardLog {
    /// The tournament and the board.
    tournament: i64,
    board: u32,
    /// The result stored as far as the client knows: its last acknowledged one, or an
    /// unacknowledged one found stored after a kill. Empty: no result.
    stored: String,
    /// A result sent without a complete answer, not yet looked for.
    pending: Option<String>,
    /// Results stored on this board (each one an audit row: `result`, or `correct` once
    /// the round is closed).
    applied: u64,
    acknowledged: u64,
    unacknowledged: u64,
    refused: u64,
    /// A page that showed another result than the stored one.
    stale_reads: u64,
}

#[derive(Debug, Default)]
struct Counts {
    acknowledged: u64,
    lost: u64,
    unacked_applied: u64,
    unacked_not_applied: u64,
    refused: u64,
    half_applied: u64,
    audit_mismatches: u64,
    stale_reads: u64,
    kills_with_writes_in_flight: u64,
}

/// Creates the chief's account through the set-up link and four assistants; returns the
/// signed-in chief and the account names.
fn setup_accounts(addr: SocketAddr, token: &str) -> (Client, Vec<String>) {
    let mut chief = Client::new(addr);
    let r = chief.get(&format!("/setup?token={token}")).unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    let r = chief
        .post(
            "/setup",
            &[
                ("token", token),
                ("name", "chief"),
                ("password", PASSWORD),
                ("password2", PASSWORD),
            ],
        )
        .unwrap();
    assert_eq!(r.status, 303, "{}", r.body);
    let mut accounts = vec!["chief".to_owned()];
    for i in 1..=4 {
        let name = format!("assistant{i}");
        let r = chief
            .submit(
                "/admin/users",
                "/admin/users",
                &[
                    ("name", &name),
                    ("role", "assistant"),
                    ("password", PASSWORD),
                    ("password2", PASSWORD),
                ],
            )
            .unwrap();
        assert_eq!(r.status, 303, "{}", r.body);
        accounts.push(name);
    }
    (chief, accounts)
}

/// An English tournament with round 1 of [`BOARDS`] boards published; with `closed`, every
/// board gets the result [`FIRST`] and the round is closed (its results are then corrected,
/// with a reason). Returns its id.
fn setup_tournament(chief: &mut Client, name: &str, closed: bool) -> i64 {
    let r = chief
        .submit(
            "/admin",
            "/admin/tournaments",
            &[("name", name), ("preset", "english"), ("rounds", "5")],
        )
        .unwrap();
    assert_eq!(r.status, 303, "{}", r.body);
    let id: i64 = r
        .header("location")
        .unwrap()
        .trim_start_matches("/admin/t/")
        .parse()
        .unwrap();
    let mut csv = String::from("name,rating\n");
    for i in 1..=2 * BOARDS {
        csv.push_str(&format!("Player {i},{}\n", 2400 - i));
    }
    let page = format!("/admin/t/{id}/import");
    let r = chief.submit(&page, &page, &[("csv", &csv)]).unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    let r = chief
        .submit(&page, &page, &[("csv", &csv), ("confirm", "1")])
        .unwrap();
    assert_eq!(r.status, 303, "{}", r.body);
    let pairings: String = (1..=BOARDS)
        .map(|b| format!("{b} {}\n", b + BOARDS))
        .collect();
    let r = chief
        .submit(
            &format!("/admin/t/{id}/rounds/new"),
            &format!("/admin/t/{id}/rounds"),
            &[("pairings", &pairings)],
        )
        .unwrap();
    assert_eq!(r.status, 303, "{}", r.body);
    let round = format!("/admin/t/{id}/rounds/1");
    let r = chief
        .submit(&round, &format!("{round}/publish"), &[])
        .unwrap();
    assert_eq!(r.status, 303, "{}", r.body);
    if closed {
        let keys: Vec<[String; 3]> = (1..=BOARDS)
            .map(|b| [format!("b{b}g1"), format!("b{b}g2"), format!("was{b}")])
            .collect();
        let mut fields: Vec<(&str, &str)> = Vec::new();
        for [g1, g2, was] in &keys {
            fields.extend([
                (g1.as_str(), FIRST.0),
                (g2.as_str(), FIRST.1),
                (was.as_str(), ""),
            ]);
        }
        let r = chief
            .submit(&round, &format!("{round}/results"), &fields)
            .unwrap();
        assert_eq!(r.status, 303, "{}", r.body);
        let r = chief
            .submit(&round, &format!("{round}/close"), &[])
            .unwrap();
        assert_eq!(r.status, 303, "{}", r.body);
    }
    id
}

/// One client: enters and changes the result of board `board` of tournament `id` (in a
/// closed round: corrects it, with a reason) until `stop`.
#[allow(clippy::too_many_arguments)]
fn client(
    (id, board, closed): (i64, u32, bool),
    account: String,
    gate: Arc<RwLock<SocketAddr>>,
    log: Arc<Mutex<BoardLog>>,
    in_flight: Arc<AtomicUsize>,
    ready: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    seed: u64,
) {
    let mut signed_in = false;
    let mut rng = Rng(seed | 1);
    let mut c = Client::new(*gate.read().unwrap());
    let round = format!("/admin/t/{id}/rounds/1");
    let was = format!("was{board}");
    let (g1, g2) = (format!("b{board}g1"), format!("b{board}g2"));
    while !stop.load(Ordering::SeqCst) {
        let addr = gate.read().unwrap();
        c.addr = *addr;
        let Ok(page) = c.get(&round) else {
            drop(addr);
            std::thread::sleep(Duration::from_millis(2));
            continue;
        };
        if page.status == 401 || page.status == 303 {
            let _ = c.login(&account, PASSWORD);
            continue;
        }
        let (Some(csrf), Some(shown)) = (page.try_field("csrf"), page.try_field(&was)) else {
            continue;
        };
        if !signed_in {
            signed_in = true;
            ready.fetch_add(1, Ordering::SeqCst);
        }
        let mut l = log.lock().unwrap();
        if shown != l.stored {
            l.stale_reads += 1;
        }
        let choice = loop {
            let ch = CHOICES[rng.below(CHOICES.len() as u64) as usize];
            if text(ch) != l.stored {
                break ch;
            }
        };
        let new = text(choice);
        l.pending = Some(new.clone());
        drop(l);
        in_flight.fetch_add(1, Ordering::SeqCst);
        let mut fields = vec![
            ("csrf", csrf.as_str()),
            (g1.as_str(), choice.0),
            (g2.as_str(), choice.1),
            (was.as_str(), shown.as_str()),
        ];
        if closed {
            // A closed round's result is corrected, with a reason (000 art. 2.24 aside).
            fields.push(("reason", "score-sheet misread"));
        }
        let answer = c.post(&format!("{round}/results"), &fields);
        in_flight.fetch_sub(1, Ordering::SeqCst);
        let mut l = log.lock().unwrap();
        match answer {
            Ok(r) if r.status == 303 || (200..300).contains(&r.status) => {
                l.pending = None;
                l.stored = new;
                l.applied += 1;
                l.acknowledged += 1;
            }
            Ok(_) => {
                l.pending = None;
                l.refused += 1;
            }
            Err(_) => l.unacknowledged += 1,
        }
        drop(l);
        drop(addr);
    }
}

/// Checks the database with the server down; resolves each client's pending result.
fn check(db: &Path, logs: &[Arc<Mutex<BoardLog>>], counts: &mut Counts) {
    let conn = store::open(db).expect("the database opens after the kill, with no repair");
    let integrity: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(integrity, "ok");
    let one_sided: i64 = conn
        .query_row(
            "SELECT count(*) FROM games WHERE (first_kind IS NULL) <> (second_kind IS NULL)",
            [],
            |r| r.get(0),
        )
        .unwrap();
    counts.half_applied += one_sided as u64;
    let mut loaded = std::collections::HashMap::new();
    for log in logs {
        let mut l = log.lock().unwrap();
        let (id, b) = (l.tournament, l.board);
        let (t, rows) = loaded.entry(id).or_insert_with(|| {
            (
                store::tournaments::load(&conn, id).unwrap(),
                audit::list(&conn, id).unwrap(),
            )
        });
        let board = t.round(1).unwrap().board(b).unwrap();
        let now = board.report().map(|r| r.to_string()).unwrap_or_default();
        match l.pending.take() {
            Some(p) if now == p => {
                counts.unacked_applied += 1;
                l.stored = p;
                l.applied += 1;
            }
            Some(_) if now == l.stored => counts.unacked_not_applied += 1,
            None if now == l.stored => {}
            _ => {
                // Neither the last acknowledged result nor the one in flight: a lost write,
                // or a mixture of two (half-applied).
                eprintln!(
                    "tournament {id}, board {b}: stored {now:?}, expected {:?} (or the pending one)",
                    l.stored
                );
                if CHOICES.iter().any(|c| text(*c) == now) {
                    counts.lost += 1;
                } else {
                    counts.half_applied += 1;
                }
                l.stored = now.clone();
            }
        }
        // One audit row per stored result, the last one showing the board as stored.
        let board_id: i64 = conn
            .query_row(
                "SELECT b.id FROM boards b JOIN rounds r ON r.id = b.round_id
                 WHERE r.tournament_id = ?1 AND r.number = 1 AND b.number = ?2",
                rusqlite::params![id, b],
                |r| r.get(0),
            )
            .unwrap();
        let results: Vec<&audit::AuditRow> = rows
            .iter()
            .filter(|r| r.entity == "board" && r.entity_id == Some(board_id))
            .collect();
        let last_matches = results
            .last()
            .map(|r| r.after == Some(audit::json(board)))
            .unwrap_or(board.report().is_none());
        if results.len() as u64 != l.applied || !last_matches {
            eprintln!(
                "tournament {id}, board {b}: {} audit rows for {} stored results",
                results.len(),
                l.applied
            );
            counts.audit_mismatches += 1;
        }
    }
}

#[test]
fn no_acknowledged_result_is_lost_when_the_server_is_killed() {
    let kills: u32 = std::env::var("CROWNHEAD_DURABILITY_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let seed: u64 = std::env::var("CROWNHEAD_DURABILITY_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
        });
    println!("durability: seed {seed} (CROWNHEAD_DURABILITY_SEED), {kills} kills");
    let started = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crownhead.db");
    let server_log: PathBuf = dir.path().join("server.log");
    let (mut server, token) = start(&db, &server_log);
    let (mut chief, accounts) = setup_accounts(server.addr, &token.expect("a set-up link"));
    let open = setup_tournament(&mut chief, "Durability Open", false);
    let closed = setup_tournament(&mut chief, "Durability Closed", true);

    let gate = Arc::new(RwLock::new(server.addr));
    let in_flight = Arc::new(AtomicUsize::new(0));
    let ready = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    // Clients 1-10 enter results in the published round, 11-20 correct the closed one's.
    let place = |i: u32| {
        let closed_round = i > BOARDS;
        let id = if closed_round { closed } else { open };
        (id, (i - 1) % BOARDS + 1, closed_round)
    };
    let logs: Vec<Arc<Mutex<BoardLog>>> = (1..=CLIENTS)
        .map(|i| {
            let (tournament, board, closed_round) = place(i);
            Arc::new(Mutex::new(BoardLog {
                tournament,
                board,
                stored: if closed_round {
                    text(FIRST)
                } else {
                    String::new()
                },
                applied: u64::from(closed_round),
                ..BoardLog::default()
            }))
        })
        .collect();
    let mut rng = Rng(seed | 1);
    let threads: Vec<_> = (1..=CLIENTS)
        .map(|b| {
            let account = accounts[(b as usize) % accounts.len()].clone();
            let (gate, log) = (gate.clone(), logs[b as usize - 1].clone());
            let (in_flight, ready, stop) = (in_flight.clone(), ready.clone(), stop.clone());
            let s = rng.next();
            let at = place(b);
            std::thread::spawn(move || client(at, account, gate, log, in_flight, ready, stop, s))
        })
        .collect();
    // Every client signs in before the first kill (sessions are stored: they outlive kills).
    let deadline = Instant::now() + Duration::from_secs(120);
    while ready.load(Ordering::SeqCst) < CLIENTS as usize {
        assert!(Instant::now() < deadline, "the clients could not sign in");
        std::thread::sleep(Duration::from_millis(10));
    }

    let mut counts = Counts::default();
    for _ in 0..kills {
        // Once the clients are writing again, a random moment, then the first instant a
        // result is on its way.
        let in_flight_soon = |limit: Duration| {
            let deadline = Instant::now() + limit;
            while in_flight.load(Ordering::SeqCst) == 0 && Instant::now() < deadline {
                std::hint::spin_loop();
            }
        };
        in_flight_soon(Duration::from_secs(10));
        std::thread::sleep(Duration::from_millis(rng.below(400)));
        in_flight_soon(Duration::from_secs(5));
        if in_flight.load(Ordering::SeqCst) > 0 {
            counts.kills_with_writes_in_flight += 1;
        }
        kill(&mut server);
        // Waits for every client to finish the request the kill cut off.
        let mut addr = gate.write().unwrap();
        check(&db, &logs, &mut counts);
        let (s, _) = start(&db, &server_log);
        server = s;
        *addr = server.addr;
    }
    // Let the clients finish against a running server, then a last check.
    std::thread::sleep(Duration::from_millis(200));
    stop.store(true, Ordering::SeqCst);
    for t in threads {
        t.join().unwrap();
    }
    kill(&mut server);
    check(&db, &logs, &mut counts);

    for l in &logs {
        let l = l.lock().unwrap();
        counts.acknowledged += l.acknowledged;
        counts.refused += l.refused;
        counts.stale_reads += l.stale_reads;
    }
    let unacknowledged: u64 = logs.iter().map(|l| l.lock().unwrap().unacknowledged).sum();
    let corrections: u64 = logs
        .iter()
        .map(|l| l.lock().unwrap())
        .filter(|l| l.tournament == closed)
        .map(|l| l.acknowledged)
        .sum();
    println!(
        "durability: {kills} kills ({} with results in flight) in {:.1} s",
        counts.kills_with_writes_in_flight,
        started.elapsed().as_secs_f64()
    );
    println!(
        "durability: acknowledged {} ({} corrections), lost {}, unacknowledged {} (applied {}, not applied {}), refused {}, half-applied {}, audit mismatches {}, stale reads {}",
        counts.acknowledged,
        corrections,
        counts.lost,
        unacknowledged,
        counts.unacked_applied,
        counts.unacked_not_applied,
        counts.refused,
        counts.half_applied,
        counts.audit_mismatches,
        counts.stale_reads,
    );
    assert_eq!(counts.lost, 0, "acknowledged results were lost");
    assert_eq!(counts.half_applied, 0, "results were half-applied");
    assert_eq!(counts.audit_mismatches, 0, "the audit log disagrees");
    assert_eq!(counts.stale_reads, 0, "a page showed a result not stored");
    assert_eq!(
        counts.unacked_applied + counts.unacked_not_applied,
        unacknowledged,
        "every unacknowledged result was looked for"
    );
    assert!(
        counts.acknowledged >= u64::from(kills),
        "too few results were entered to judge"
    );
    assert!(
        corrections > 0 && corrections < counts.acknowledged,
        "both entries and corrections were made"
    );
    assert!(
        counts.kills_with_writes_in_flight * 10 >= u64::from(kills) * 9,
        "most kills should land while results are on their way"
    );
    // Publishing and closing took the automatic snapshots beside the database.
    let snapshots: Vec<_> = std::fs::read_dir(dir.path().join("backups"))
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    for end in [
        format!("-t{open}-r1-published.db"),
        format!("-t{closed}-r1-closed.db"),
    ] {
        assert!(snapshots.iter().any(|n| n.ends_with(&end)), "{snapshots:?}");
    }
}
