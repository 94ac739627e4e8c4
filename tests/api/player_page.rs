//! 43: the player's page: no place before any result of the event, and a match of several
//! games reported in one form, each game shown as reported.

use crownhead::domain::online::OnlineSettings;
use crownhead::domain::{BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings};
use crownhead::store::commands::players::{self, Issue};
use crownhead::store::{self, Seen};

use crate::helpers::{TestApp, spawn_app};

/// An English event (two-game matches) of four players, round 1 paired 1-2, 3-4 and
/// published: its id and the players' codes.
fn event(app: &TestApp) -> (i64, Vec<String>) {
    let mut conn = store::open(&app.db).unwrap();
    let settings = Settings::preset(Preset::English, "Match Open", 5);
    assert_eq!(settings.games_per_round, 2);
    let id = store::create_tournament(&mut conn, &settings, "td").unwrap();
    let list: Vec<Entry> = (1..=4)
        .map(|i| Entry::new(i, PlayerName::parse(&format!("Player {i}")).unwrap()).unwrap())
        .collect();
    store::import_entries(&mut conn, id, Seen::Any, &list, None, "td").unwrap();
    players::set_online_settings(&mut conn, id, Seen::Any, &OnlineSettings::default(), "td")
        .unwrap();
    let codes = players::issue_links(&mut conn, id, &Issue::Missing, "td")
        .unwrap()
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    let pairings = vec![Pairing::game(1, 2), Pairing::game(3, 4)];
    store::pair_round(&mut conn, id, Seen::Any, &pairings, "td").unwrap();
    store::publish_round(&mut conn, id, 1, "td").unwrap();
    (id, codes)
}

#[test]
fn no_place_is_shown_before_a_result_is_in() {
    let app = spawn_app();
    let (id, codes) = event(&app);
    let mut phone = app.client();
    for code in &codes {
        let page = phone.get(&format!("/me/{code}?lang=ru"));
        assert_eq!(page.status, 200);
        assert!(!page.body.contains("Место"), "{}", page.body);
        assert!(!page.body.contains("очк"), "{}", page.body);
    }
    let mut conn = store::open(&app.db).unwrap();
    let wins = BoardReport::new(vec![GameReport::HomeWins, GameReport::HomeWins]);
    store::record_result(&mut conn, id, 1, 2, &wins, "td").unwrap();
    // Round 1 not complete: the standings count no round yet, so still no place.
    let page = phone.get(&format!("/me/{}?lang=ru", codes[2]));
    assert!(!page.body.contains("Место"), "{}", page.body);
    let draws = BoardReport::new(vec![GameReport::Draw, GameReport::Draw]);
    store::record_result(&mut conn, id, 1, 1, &draws, "td").unwrap();
    let page = phone.get(&format!("/me/{}?lang=ru", codes[2]));
    assert!(page.body.contains("Место 1"), "{}", page.body);
    let page = phone.get(&format!("/me/{}?lang=ru", codes[3]));
    assert!(page.body.contains("Место"), "{}", page.body);
    assert!(!page.body.contains("Место 1 "), "{}", page.body);
}

#[test]
fn a_match_is_reported_in_one_form_game_by_game() {
    let app = spawn_app();
    let (id, codes) = event(&app);
    let mut phone = app.client();
    let page = phone.get(&format!("/me/{}?lang=en", codes[0]));
    assert!(page.body.contains("name=\"result-1\""), "{}", page.body);
    assert!(page.body.contains("name=\"result-2\""), "{}", page.body);
    assert!(!page.body.contains("name=\"game\""), "{}", page.body);
    let action = format!("/me/{}/result", codes[0]);
    // Nothing chosen: refused, nothing saved.
    let r = phone.post(
        &action,
        &[
            ("round", "1"),
            ("board", "1"),
            ("result-1", ""),
            ("result-2", ""),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(
        r.body.contains("Choose the result of at least one game."),
        "{}",
        r.body
    );
    // Game 1 only, then both: each game keeps what was reported.
    let r = phone.post(
        &action,
        &[
            ("round", "1"),
            ("board", "1"),
            ("result-1", "1-0"),
            ("result-2", ""),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let page = phone.get(&format!("/me/{}", codes[0]));
    let select = |body: &str, g: u8| -> String {
        let s = &body[body.find(&format!("name=\"result-{g}\"")).unwrap()..];
        let s = &s[..s.find("</select>").unwrap()];
        s.split("<option ")
            .find(|o| o.contains(" selected"))
            .and_then(|o| o.split('"').nth(1))
            .unwrap_or("?")
            .to_owned()
    };
    assert_eq!(select(&page.body, 1), "1-0");
    assert_eq!(select(&page.body, 2), "");
    let r = phone.post(
        &action,
        &[
            ("round", "1"),
            ("board", "1"),
            ("result-1", "1-0"),
            ("result-2", "="),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let page = phone.get(&format!("/me/{}", codes[0]));
    assert_eq!(select(&page.body, 1), "1-0");
    assert_eq!(select(&page.body, 2), "=");
    // One audit row for the two games.
    let conn = store::open(&app.db).unwrap();
    let rows: Vec<_> = store::audit::list(&conn, id)
        .unwrap()
        .into_iter()
        .filter(|r| r.action == "player-report")
        .collect();
    assert_eq!(rows.len(), 2);
    assert_eq!(
        rows.iter()
            .filter(|r| r.after.as_ref().unwrap()["games"].is_array())
            .count(),
        1,
        "{rows:?}"
    );
    // A game the event does not have refuses the whole form.
    let r = phone.post(
        &action,
        &[
            ("round", "1"),
            ("board", "1"),
            ("result-1", "0-1"),
            ("result-3", "1-0"),
        ],
    );
    assert!(r.status >= 400, "{}", r.body);
    let page = phone.get(&format!("/me/{}", codes[0]));
    assert_eq!(select(&page.body, 1), "1-0", "nothing changed");
}
