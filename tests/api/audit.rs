//! The audit log in words: who, when in the event's time zone, what with the players' names
//! and the event's scoring; filtered by round and player; the CSV keeps every stored field.

use crownhead::store;

use crate::helpers::{spawn_app, unescape};
use crate::settings::post_settings;

#[test]
fn a_correction_reads_with_names_scoring_reason_and_the_events_time() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, t) = app.import_fixture("fmjd-swiss.json");
    // Round 2, board 6: no. 9 beat no. 5 (2-0 in this 2-1-0 event); corrected to a draw.
    let b = t.round(2).unwrap().board(6).unwrap().clone();
    let name = |no| t.entry(no).unwrap().name.as_str().to_owned();
    let (home, away) = (name(9), name(5));
    assert_eq!(b.pairing.entries().collect::<Vec<_>>(), vec![9, 5]);
    let mut conn = store::open(&app.db).unwrap();
    let draw = crownhead::domain::BoardReport::from_codes("=").unwrap();
    store::commands::correct_result(
        &mut conn,
        id,
        2,
        6,
        &draw,
        "score-sheets read again",
        "chief",
    )
    .unwrap();

    // The event plays in UTC+02:00: the times of the log are shown in it.
    let (r, _) = post_settings(&mut c, id, &[("time_zone", Some("+02:00"))]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).settings().time_zone.to_string(), "UTC+02:00");

    let page = unescape(&c.get(&format!("/admin/t/{id}/audit")).body);
    let line = format!("Round 2, board 6: {home} – {away} 1-1 (was 2-0)");
    assert!(page.contains(&line), "{line} not in {page}");
    assert!(page.contains("score-sheets read again"));
    assert!(page.contains("UTC+02:00"));
    assert!(!page.contains("first_result"), "no raw JSON on the page");
    let rows = store::audit::list(&conn, id).unwrap();
    let correction = rows.iter().rev().find(|r| r.action == "correct").unwrap();
    let local = crownhead::domain::TimeZone::parse("+02:00")
        .unwrap()
        .local(&correction.at);
    assert!(page.contains(&local), "{local} not in the page");
    assert_ne!(local, correction.at[..16].replace('T', " "), "not UTC");

    // Filtered by round 2 and player 5: the correction stays, round 3 and other players go.
    let only = unescape(&c.get(&format!("/admin/t/{id}/audit?round=2&player=5")).body);
    assert!(only.contains(&line));
    let other = name(18);
    assert!(
        page.contains(&format!("{other} (no. 18) entered")),
        "{page}"
    );
    let table = |page: &str| page[page.find("<table").unwrap()..].to_owned();
    assert!(!table(&only).contains(&other), "player 18 is not player 5");
    let round3 = unescape(&c.get(&format!("/admin/t/{id}/audit?round=3")).body);
    assert!(!round3.contains(&line));
    let bad = c.get(&format!("/admin/t/{id}/audit?round=two"));
    assert_eq!(bad.status, 422);

    // The CSV keeps every stored field, the JSON before and after as stored.
    let csv = c.get(&format!("/admin/t/{id}/audit.csv?round=2&player=5"));
    assert_eq!(csv.status, 200);
    assert!(csv.header("content-type").unwrap().starts_with("text/csv"));
    let mut reader = csv::Reader::from_reader(csv.body.as_bytes());
    let header: Vec<String> = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect();
    assert_eq!(header, crownhead::web::admin::audit::CSV_COLUMNS);
    let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let row = records
        .iter()
        .find(|r| r[0] == correction.id.to_string())
        .expect("the correction is in the CSV");
    assert_eq!(&row[1], correction.at);
    assert_eq!(&row[7], "correct");
    assert_eq!(&row[8], line);
    assert_eq!(&row[9], "score-sheets read again");
    let before: serde_json::Value = serde_json::from_str(&row[10]).unwrap();
    assert_eq!(Some(&before), correction.before.as_ref());
    let after: serde_json::Value = serde_json::from_str(&row[11]).unwrap();
    assert_eq!(Some(&after), correction.after.as_ref());
}

#[test]
fn a_time_zone_that_is_no_offset_is_refused_and_changes_nothing() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let (r, _) = post_settings(&mut c, id, &[("time_zone", Some("Mars/Olympus"))]);
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(
        unescape(&r.body).contains("is not a time zone (such as UTC+01:00)"),
        "{}",
        r.body
    );
    assert_eq!(app.load(id).settings().time_zone.to_string(), "UTC");
}
