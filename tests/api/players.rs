//! Players online over HTTP: personal links, check-in, the players' result reports, bye
//! requests, and what each refuses without changing anything.

use crownhead::domain::online::{CheckIn, OnlineSettings};
use crownhead::domain::{Entry, Pairing, PlayerName, Preset, Settings};
use crownhead::store::commands::players::{self, Issue};
use crownhead::store::{self, Seen};
use serde_json::{Value, json};

use crate::helpers::{Client, Response, TestApp, spawn_app};

/// A 5-round English event of `n` players, with the settings `s`; returns its id and each
/// player's token, by start number (index 0 is no. 1).
fn event(app: &TestApp, name: &str, n: u32, s: OnlineSettings) -> (i64, Vec<String>) {
    let mut conn = store::open(&app.db).unwrap();
    // Single games (the English preset plays two-game matches).
    let mut settings = Settings::preset(Preset::English, name, 5);
    settings.games_per_round = 1;
    let id = store::create_tournament(&mut conn, &settings, "td").unwrap();
    let list: Vec<Entry> = (1..=n)
        .map(|i| Entry::new(i, PlayerName::parse(&format!("{name} Player {i}")).unwrap()).unwrap())
        .collect();
    store::import_entries(&mut conn, id, Seen::Any, &list, None, "td").unwrap();
    players::set_online_settings(&mut conn, id, Seen::Any, &s, "td").unwrap();
    let tokens = players::issue_links(&mut conn, id, &Issue::Missing, "td")
        .unwrap()
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    (id, tokens)
}

/// Pairs round `n` as 1-2, 3-4, ... and publishes it.
fn pair_and_publish(app: &TestApp, id: i64, n: u32, players: u32) {
    let mut conn = store::open(&app.db).unwrap();
    let pairings: Vec<Pairing> = (1..=players / 2)
        .map(|b| Pairing::game(2 * b - 1, 2 * b))
        .collect();
    let round = store::pair_round(&mut conn, id, Seen::Any, &pairings, "td").unwrap();
    assert_eq!(round, n);
    store::publish_round(&mut conn, id, n, "td").unwrap();
}

fn post_json(c: &mut Client, path: &str, body: Value) -> Response {
    c.request_with(
        "POST",
        path,
        body.to_string().as_bytes(),
        "application/json",
        &[],
    )
}

fn report(c: &mut Client, token: &str, round: u32, board: u32, result: &str) -> Response {
    post_json(
        c,
        &format!("/api/v1/me/{token}/result"),
        json!({ "round": round, "board": board, "game": 1, "result": result }),
    )
}

fn board_has_result(app: &TestApp, id: i64, round: u32, board: u32) -> bool {
    app.load(id)
        .round(round)
        .unwrap()
        .board(board)
        .unwrap()
        .has_result()
}

fn every_round() -> OnlineSettings {
    OnlineSettings {
        check_in: CheckIn::Every,
        ..Default::default()
    }
}

#[test]
fn a_player_checks_in_once_and_the_controller_sees_it() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, tokens) = event(&app, "Open", 4, every_round());
    let mut phone = app.client();
    let before = app.audit_rows();
    let r = post_json(
        &mut phone,
        &format!("/api/v1/me/{}/check-in", tokens[0]),
        json!({}),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["code"], "checked-in");
    assert_eq!(r.json()["new"], true);
    let r = post_json(
        &mut phone,
        &format!("/api/v1/me/{}/check-in", tokens[0]),
        json!({}),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["new"], false);
    // One check-in, one audit row naming the player's link.
    assert_eq!(app.audit_rows(), before + 1);
    let me = phone.get(&format!("/api/v1/me/{}", tokens[0]));
    assert_eq!(me.json()["checked_in"], true);
    let list = chief.get(&format!("/api/v1/tournaments/{id}/check-in"));
    assert_eq!(list.status, 200, "{}", list.body);
    let entries = list.json()["entries"].as_array().unwrap().clone();
    assert_eq!(entries.len(), 4);
    assert_eq!(entries[0]["checked_in"], true);
    assert_eq!(entries[0]["how"], "link");
    assert_eq!(entries[1]["checked_in"], false);
    // The list is the controllers'.
    assert_eq!(
        app.client()
            .get(&format!("/api/v1/tournaments/{id}/check-in"))
            .status,
        401
    );
    let page = chief.get(&format!("/admin/t/{id}/players"));
    assert_eq!(page.status, 200, "{}", page.body);
    page.shows("from their phone");
    // The pairing page names the three not checked in.
    let pairing = chief.get(&format!("/admin/t/{id}/rounds/new"));
    assert!(
        pairing.body.contains("Not checked in (3)"),
        "{}",
        pairing.body
    );
    assert!(pairing.body.contains("Open Player 2 (2)"));
    assert!(!pairing.body.contains("Open Player 1 (1)"));
}

#[test]
fn the_kiosk_and_the_controller_check_players_in_and_a_form_naming_no_player_is_refused() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = event(&app, "Open", 4, every_round());
    let kiosk = chief.get(&format!("/admin/t/{id}/kiosk?q=Open"));
    assert_eq!(kiosk.status, 200, "{}", kiosk.body);
    let csrf = kiosk.field("csrf");
    let before = app.audit_rows();
    let at_kiosk = format!("/admin/t/{id}/kiosk");
    let r = chief.post(&at_kiosk, &[("csrf", &csrf), ("no", "2")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let done = format!("/admin/t/{id}/kiosk?done=2");
    assert_eq!(r.header("location"), Some(done.as_str()));
    chief.get(&done).shows("Open Player 2");
    let r = chief.post(
        &format!("/admin/t/{id}/players/check-in"),
        &[("csrf", &csrf), ("no", "3")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let back = format!("/admin/t/{id}/players#check-in");
    assert_eq!(r.header("location"), Some(back.as_str()));
    assert_eq!(app.audit_rows(), before + 2);
    let list = chief.get(&format!("/api/v1/tournaments/{id}/check-in"));
    let entries = list.json()["entries"].as_array().unwrap().clone();
    let how: Vec<_> = entries.iter().map(|e| e["how"].clone()).collect();
    assert_eq!(how[1..3], [json!("kiosk"), json!("controller")]);
    // A form naming no player, or without the session's token, changes nothing.
    let r = chief.post(&at_kiosk, &[("csrf", &csrf)]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("which player checks in");
    let r = chief.post(&at_kiosk, &[("no", "4")]);
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(app.audit_rows(), before + 2);
}

#[test]
fn a_player_sees_their_board_and_opponent_once_the_round_is_published() {
    let app = spawn_app();
    let (id, tokens) = event(&app, "Open", 4, OnlineSettings::default());
    let mut phone = app.client();
    let me = phone.get(&format!("/api/v1/me/{}", tokens[3]));
    assert_eq!(me.status, 200, "{}", me.body);
    assert_eq!(me.json()["next"], Value::Null);
    assert_eq!(me.json()["no"], 4);
    assert_eq!(me.json()["name"], "Open Player 4");
    assert_eq!(me.json()["tournament"], id);
    // A draft is not shown.
    let mut conn = store::open(&app.db).unwrap();
    store::pair_round(
        &mut conn,
        id,
        Seen::Any,
        &[Pairing::game(1, 2), Pairing::game(3, 4)],
        "td",
    )
    .unwrap();
    assert_eq!(
        phone.get(&format!("/api/v1/me/{}", tokens[3])).json()["next"],
        Value::Null
    );
    store::publish_round(&mut conn, id, 1, "td").unwrap();
    let next = phone.get(&format!("/api/v1/me/{}", tokens[3])).json()["next"].clone();
    assert_eq!(next["round"], 1);
    assert_eq!(next["board"], 2);
    assert_eq!(next["game"], 1);
    assert_eq!(next["opponent"]["no"], 3);
    assert_eq!(next["opponent"]["name"], "Open Player 3");
    // English draughts: the first mover (home, no. 3) has Black, no. 4 White (000 art. 1.13).
    assert_eq!(next["colour"], "white");
    let page = phone.get(&format!("/me/{}", tokens[3]));
    assert_eq!(page.status, 200, "{}", page.body);
    page.shows("Open Player 3");
    assert_eq!(page.header("cache-control"), Some("no-store"));
    assert_eq!(page.header("referrer-policy"), Some("no-referrer"));
    assert!(
        page.body.contains("http-equiv=\"refresh\""),
        "a running round refreshes"
    );
}

#[test]
fn agreed_reports_wait_for_the_controller_who_confirms_them_in_one_action() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, tokens) = event(&app, "Open", 4, OnlineSettings::default());
    pair_and_publish(&app, id, 1, 4);
    let mut phone = app.client();
    for t in &tokens[0..2] {
        let r = report(&mut phone, t, 1, 1, "1-0");
        assert_eq!(r.status, 202, "{}", r.body);
        assert_eq!(r.json()["code"], "reported");
    }
    assert!(
        !board_has_result(&app, id, 1, 1),
        "a report is not the result"
    );
    let results = phone.get(&format!("/api/v1/tournaments/{id}/rounds/1/results"));
    let b1 = &results.json()[0];
    assert_eq!(b1["report"], Value::Null);
    assert_eq!(
        b1["player_reports"],
        json!([{"no": 1, "game": 1, "result": "1-0"}, {"no": 2, "game": 1, "result": "1-0"}])
    );
    let grid = chief.get(&format!("/admin/t/{id}/rounds/1"));
    grid.shows("Players agree");
    let csrf = grid.field("csrf");
    let r = chief.post(
        &format!("/admin/t/{id}/rounds/1/reports/confirm"),
        &[("csrf", &csrf)],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(board_has_result(&app, id, 1, 1));
    assert!(!board_has_result(&app, id, 1, 2));
    let t = app.load(id);
    assert_eq!(
        t.round(1)
            .unwrap()
            .board(1)
            .unwrap()
            .report()
            .unwrap()
            .to_string(),
        "1-0"
    );
    // The audit log names the players' links as the reports' authors.
    let conn = store::open(&app.db).unwrap();
    let rows = store::audit::list(&conn, id).unwrap();
    assert!(
        rows.iter()
            .any(|r| r.action == "player-report" && r.who == "personal link 1 (no. 1)")
    );
    assert!(
        rows.iter()
            .any(|r| r.action == "result" && r.who == "chief")
    );
}

#[test]
fn disagreeing_reports_are_both_shown_and_nothing_is_written() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, tokens) = event(&app, "Open", 4, OnlineSettings::default());
    pair_and_publish(&app, id, 1, 4);
    let mut phone = app.client();
    assert_eq!(report(&mut phone, &tokens[2], 1, 2, "1-0").status, 202);
    let r = report(&mut phone, &tokens[3], 1, 2, "0-1");
    assert_eq!(r.status, 202, "{}", r.body);
    assert_eq!(r.json()["agreement"], "disagree");
    let results = phone.get(&format!("/api/v1/tournaments/{id}/rounds/1/results"));
    assert_eq!(
        results.json()[1]["player_reports"],
        json!([{"no": 3, "game": 1, "result": "1-0"}, {"no": 4, "game": 1, "result": "0-1"}])
    );
    let grid = chief.get(&format!("/admin/t/{id}/rounds/1"));
    grid.shows("Players disagree");
    assert!(!grid.body.contains("confirm-reports"), "nothing to confirm");
    let csrf = grid.field("csrf");
    // Confirming enters nothing.
    chief.post(
        &format!("/admin/t/{id}/rounds/1/reports/confirm"),
        &[("csrf", &csrf)],
    );
    assert!(!board_has_result(&app, id, 1, 2));
    let page = phone.get(&format!("/me/{}", tokens[3]));
    page.shows("The reports differ");
    // Every message of the page is found: no `[message-id]` left where a word should be.
    // No place yet: the standings count no round (43).
    assert!(!page.body.contains("Rank "), "{}", page.body);
    assert!(!page.body.contains("[player-"), "{}", page.body);
    assert!(!page.body.contains("[me-"), "{}", page.body);
}

#[test]
fn reports_for_another_board_another_event_or_a_closed_round_are_refused() {
    let app = spawn_app();
    let (id, tokens) = event(&app, "Open", 4, OnlineSettings::default());
    let (other, _) = event(&app, "Other", 6, OnlineSettings::default());
    pair_and_publish(&app, id, 1, 4);
    pair_and_publish(&app, other, 1, 6);
    let mut phone = app.client();
    let before = app.audit_rows();
    let refused = |r: Response, code: &str| {
        assert_eq!(r.status, 422, "{}", r.body);
        assert_eq!(r.json()["code"], code, "{}", r.body);
        assert!(r.json()["message"].as_str().is_some_and(|m| !m.is_empty()));
    };
    refused(
        report(&mut phone, &tokens[0], 1, 2, "1-0"),
        "not-your-board",
    );
    // Board 3 is the other event's: the link names this event's boards only.
    refused(report(&mut phone, &tokens[0], 1, 3, "1-0"), "no-such-board");
    refused(report(&mut phone, &tokens[0], 1, 1, "5-5"), "bad-result");
    refused(report(&mut phone, &tokens[0], 2, 1, "1-0"), "no-such-round");
    assert_eq!(app.audit_rows(), before, "nothing written");
    assert!(!board_has_result(&app, other, 1, 3));
    // The round closed: refused.
    let mut conn = store::open(&app.db).unwrap();
    let draw = crownhead::domain::BoardReport::from_codes("=").unwrap();
    store::record_result(&mut conn, id, 1, 1, &draw, "td").unwrap();
    store::record_result(&mut conn, id, 1, 2, &draw, "td").unwrap();
    refused(report(&mut phone, &tokens[0], 1, 1, "1-0"), "has-result");
    store::close_round(&mut conn, id, Seen::Any, 1, "td").unwrap();
    let before = app.audit_rows();
    refused(
        report(&mut phone, &tokens[2], 1, 2, "1-0"),
        "round-not-open",
    );
    assert_eq!(app.audit_rows(), before);
    assert_eq!(
        app.load(id)
            .round(1)
            .unwrap()
            .board(2)
            .unwrap()
            .report()
            .unwrap()
            .to_string(),
        "="
    );
    // A bad body names what is wrong.
    let r = post_json(
        &mut phone,
        &format!("/api/v1/me/{}/result", tokens[0]),
        json!({"round": 1}),
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(r.json()["code"], "invalid");
}

#[test]
fn an_unknown_or_revoked_token_is_404_and_says_nothing_more() {
    let app = spawn_app();
    let (id, tokens) = event(&app, "Open", 4, OnlineSettings::default());
    let mut phone = app.client();
    let unknown = "ab".repeat(32);
    for path in [
        format!("/me/{unknown}"),
        format!("/api/v1/me/{unknown}"),
        "/me/short".into(),
    ] {
        let r = phone.get(&path);
        assert_eq!(r.status, 404, "{path}: {}", r.body);
        assert!(!r.body.contains("Open"), "{}", r.body);
    }
    let r = report(&mut phone, &unknown, 1, 1, "1-0");
    assert_eq!(r.status, 404);
    assert_eq!(r.json()["code"], "not-found");
    let mut conn = store::open(&app.db).unwrap();
    assert!(players::revoke_link(&mut conn, id, 2, "td").unwrap());
    assert_eq!(phone.get(&format!("/me/{}", tokens[1])).status, 404);
    assert_eq!(phone.get(&format!("/me/{}", tokens[0])).status, 200);
    // Re-issued: a new token works.
    let again = players::issue_links(&mut conn, id, &Issue::Only(vec![2]), "td").unwrap();
    assert_eq!(phone.get(&format!("/me/{}", again[0].1)).status, 200);
    assert_eq!(phone.get(&format!("/me/{}", tokens[1])).status, 404);
}

#[test]
fn an_address_guessing_tokens_is_stopped() {
    let app = spawn_app();
    let (_, tokens) = event(&app, "Open", 2, OnlineSettings::default());
    let mut phone = app.client();
    for i in 0..crownhead::web::me::MISSES_PER_MINUTE {
        let r = phone.get(&format!("/api/v1/me/{:064x}", i + 1));
        assert_eq!(r.status, 404);
    }
    // Past the limit an unknown token is refused at once; a valid link from the same address
    // (the hall's Wi-Fi) is still answered.
    let r = phone.get(&format!("/api/v1/me/{:064x}", 999));
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["code"], "rate-limited");
    for path in [
        format!("/api/v1/me/{}", tokens[0]),
        format!("/me/{}", tokens[1]),
    ] {
        let r = phone.get(&path);
        assert_eq!(r.status, 200, "{path}: {}", r.body);
    }
}

/// Behind a trusted proxy the address counted is the one the proxy appended to
/// `X-Forwarded-For` (as nginx's `$proxy_add_x_forwarded_for` does), never the forged entries
/// a client sends before it: 120 unknown tokens, each with another forged first address, are
/// stopped after the limit.
#[test]
fn forged_forwarded_addresses_are_still_limited() {
    let app = spawn_app();
    event(&app, "Open", 2, OnlineSettings::default());
    let mut phone = app.client();
    let mut refused = 0;
    for i in 0..120u32 {
        let forged = format!("10.{}.{}.1, 192.0.2.55", i / 256, i % 256);
        let r = phone.request_with(
            "GET",
            &format!("/api/v1/me/{:064x}", i + 1),
            b"",
            "",
            &[("X-Forwarded-For", &forged)],
        );
        match r.status {
            404 => assert!(i < crownhead::web::me::MISSES_PER_MINUTE, "404 at {i}"),
            429 => refused += 1,
            s => panic!("{s} at {i}: {}", r.body),
        }
    }
    assert_eq!(refused, 120 - crownhead::web::me::MISSES_PER_MINUTE);
    // Another client address, as the proxy appends it, has its own count.
    let r = phone.request_with(
        "GET",
        &format!("/api/v1/me/{:064x}", 7),
        b"",
        "",
        &[("X-Forwarded-For", "192.0.2.56")],
    );
    assert_eq!(r.status, 404, "{}", r.body);
}

#[test]
fn a_bye_request_within_the_limits_is_recorded_and_one_beyond_them_refused() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, tokens) = event(&app, "Open", 4, OnlineSettings::default());
    let mut phone = app.client();
    let bye = |c: &mut Client, round: u32| {
        post_json(
            c,
            &format!("/api/v1/me/{}/bye", tokens[0]),
            json!({ "round": round }),
        )
    };
    let r = bye(&mut phone, 2);
    assert_eq!(r.status, 202, "{}", r.body);
    assert_eq!(r.json()["state"], "pending");
    // One bye a player, none in the last round (the defaults).
    let r = bye(&mut phone, 3);
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(r.json()["code"], "too-many-byes");
    let r = post_json(
        &mut phone,
        &format!("/api/v1/me/{}/bye", tokens[1]),
        json!({ "round": 5 }),
    );
    assert_eq!(r.json()["code"], "bye-last-rounds");
    assert!(app.load(id).entry(1).unwrap().requested_byes.is_empty());
    let me = phone.get(&format!("/api/v1/me/{}", tokens[0]));
    assert_eq!(
        me.json()["byes"],
        json!([{ "round": 2, "state": "pending" }])
    );
    // The controller approves: the entry has its requested bye.
    let page = chief.get(&format!("/admin/t/{id}/players"));
    let csrf = page.field("csrf");
    let r = chief.post(
        &format!("/admin/t/{id}/players/1/byes/2"),
        &[("csrf", &csrf), ("decision", "approve")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(app.load(id).entry(1).unwrap().requested_byes.contains(&2));
}

/// The process's CPU time (user + system), in seconds, from `/proc/self/stat`.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    let after = &stat[stat.rfind(')').unwrap() + 2..];
    let f: Vec<&str> = after.split_whitespace().collect();
    // Fields 14 and 15 of the line (utime, stime), in clock ticks of 1/100 s.
    let ticks: f64 = f[11].parse::<f64>().unwrap() + f[12].parse::<f64>().unwrap();
    ticks / 100.0
}

/// 200 players refreshing their personal page every 10 s on loopback, for 30 s (600 pages):
/// prints the latencies and the CPU the whole process (server and clients) used.
/// `cargo test --test api -- --ignored two_hundred_players --nocapture`
#[test]
#[ignore]
fn two_hundred_players_refreshing_every_ten_seconds() {
    let app = spawn_app();
    let (id, tokens) = event(&app, "Load", 200, OnlineSettings::default());
    pair_and_publish(&app, id, 1, 200);
    let (seconds, every) = (30.0_f64, 10.0_f64);
    let per_thread = tokens.len() / 4;
    let start = std::time::Instant::now();
    let cpu0 = cpu_seconds();
    let threads: Vec<_> = tokens
        .chunks(per_thread)
        .map(|chunk| {
            let chunk = chunk.to_vec();
            let mut c = app.client();
            std::thread::spawn(move || {
                let mut lat = Vec::new();
                // Each player of the chunk once every 10 s, spread evenly.
                let gap = every / chunk.len() as f64;
                let mut i = 0usize;
                loop {
                    let due = start + std::time::Duration::from_secs_f64(i as f64 * gap);
                    if due.duration_since(start).as_secs_f64() >= seconds {
                        break;
                    }
                    if let Some(wait) = due.checked_duration_since(std::time::Instant::now()) {
                        std::thread::sleep(wait);
                    }
                    let t0 = std::time::Instant::now();
                    let r = c.get(&format!("/me/{}", chunk[i % chunk.len()]));
                    lat.push(t0.elapsed().as_secs_f64() * 1000.0);
                    assert_eq!(r.status, 200);
                    i += 1;
                }
                lat
            })
        })
        .collect();
    let mut lat: Vec<f64> = threads
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    let wall = start.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu0;
    lat.sort_by(f64::total_cmp);
    let at = |q: f64| lat[((lat.len() as f64 * q) as usize).min(lat.len() - 1)];
    println!(
        "{} pages in {wall:.1} s ({:.1}/s): p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms; CPU {cpu:.2} s ({:.1} % of one core)",
        lat.len(),
        lat.len() as f64 / wall,
        at(0.5),
        at(0.95),
        lat[lat.len() - 1],
        cpu / wall * 100.0
    );
    assert_eq!(lat.len(), 600);
}

/// 45: a body of the wrong shape is refused naming its field, in the API's own words (no
/// serde wording), and changes nothing: a list is not a bye request for its number.
#[test]
fn bodies_of_the_wrong_shape_are_refused_in_plain_words() {
    let app = spawn_app();
    let (_, tokens) = event(&app, "Open", 4, OnlineSettings::default());
    let mut phone = app.client();
    let bye = format!("/api/v1/me/{}/bye", tokens[0]);
    let result = format!("/api/v1/me/{}/result", tokens[0]);
    for (path, body, field) in [
        (&bye, json!([2]), "body"),
        (&bye, json!(2), "body"),
        (&bye, json!({ "round": "2" }), "round"),
        (&bye, json!({ "round": -1 }), "round"),
        (&bye, json!({ "round": 2, "why": "ill" }), "why"),
        (&bye, json!({}), "round"),
        (
            &result,
            json!({ "round": 1, "board": 1, "game": 0, "result": "1-0" }),
            "game",
        ),
        (
            &result,
            json!({ "round": 1, "board": 1, "result": 1 }),
            "result",
        ),
        (&result, json!({ "round": 1, "result": "1-0" }), "board"),
    ] {
        let r = post_json(&mut phone, path, body.clone());
        assert_eq!(r.status, 422, "{body}: {}", r.body);
        let j = r.json();
        assert_eq!(j["field"], field, "{body}: {}", r.body);
        let message = j["message"].as_str().unwrap_or_default();
        for serde_word in [
            "invalid type",
            "expected",
            "line 1",
            "column",
            "unknown variant",
        ] {
            assert!(!message.contains(serde_word), "{body}: {message}");
        }
    }
    // Nothing was asked for: the player's page lists no bye request.
    let page = phone.get(&format!("/api/v1/me/{}", tokens[0]));
    assert_eq!(page.status, 200);
    assert!(
        page.json()["byes"].as_array().is_none_or(|b| b.is_empty()),
        "{}",
        page.body
    );
}
