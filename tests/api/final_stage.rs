//! After the last round, on the dashboard: the ties on score, play-offs recorded and games
//! added to them through the store's command (a decided one ranks its players above the
//! tie-breaks), and the next stage seeded from the final standings.

use crate::helpers::spawn_app;

#[test]
fn play_offs_decide_ties_and_the_top_players_go_on() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let page = format!("/admin/t/{id}/final");
    let action = format!("/admin/t/{id}/playoffs");
    let r = chief.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("No play-off recorded.");
    r.shows("<code>2,10,28,21,3</code>");

    // A cut at two falls inside the tie of nos. 2 and 10: refused until a play-off decides it.
    let stage = format!("/admin/t/{id}/stage");
    let r = chief.submit(
        &page,
        &stage,
        &[("top", "2"), ("name", "Final"), ("system", "round-robin")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("decide the tie by a play-off");

    // Players not equal on score: refused with the rule, nothing written.
    let audit = app.audit_rows();
    let r = chief.submit(&page, &action, &[("players", "12,2")]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("only between players equal on score");
    let r = chief.submit(
        &page,
        &action,
        &[("players", "2,10"), ("games", "2 10 1:0")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("games: line 1");
    assert_eq!(app.audit_rows(), audit);

    let standings =
        |app: &crate::helpers::TestApp| app.client().get(&format!("/t/{id}/standings")).body;
    let before = standings(&app);
    let r = chief.submit(
        &page,
        &action,
        &[
            ("players", "2, 10"),
            ("time_control", "5 min + 3 s"),
            ("games", "2 10 ="),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = chief.get(&page);
    r.shows("Play-off 1 · 5 min + 3 s");
    r.shows("players 2, 10 are level on play-off points");
    assert_eq!(
        standings(&app),
        before,
        "an undecided play-off changes nothing"
    );
    let r = chief.submit(&page, &action, &[("number", "1"), ("games", "10 2 1-0")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = chief.get(&page);
    r.shows("<p class=\"status\">decided</p>");
    assert_eq!(app.audit_rows(), audit + 2);
    let after = standings(&app);
    assert_eq!(
        after.matches("<abbr class=\"playoff\"").count(),
        2,
        "{after}"
    );
    let at = |body: &str, no: u32| {
        let link = format!("/t/{id}/players/{no}\"");
        body.find(&link).unwrap_or_else(|| panic!("{link}"))
    };
    assert!(
        at(&before, 2) < at(&before, 10),
        "equal on everything: by number"
    );
    assert!(
        at(&after, 10) < at(&after, 2),
        "the play-off's winner first"
    );

    // The next stage: an assistant may not create it; the cut at two, now that the play-off
    // decided the tie, answers with the new tournament's page.
    let mut assistant = app.account(&mut chief, "steward", "assistant");
    let r = assistant.submit(
        &page,
        &stage,
        &[("top", "2"), ("name", "Final"), ("system", "round-robin")],
    );
    assert_eq!(r.status, 403, "{}", r.body);
    let r = chief.submit(
        &page,
        &stage,
        &[("top", "2"), ("name", "Final"), ("system", "round-robin")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let to = r.header("location").unwrap().to_owned();
    assert!(
        to.starts_with("/admin/t/") && to != format!("/admin/t/{id}"),
        "{to}"
    );
    let r = chief.get(&to);
    assert_eq!(r.status, 200);
    r.shows("Final");
    r.shows("Nina Walker");
    assert!(!r.body.contains("Oscar Roberts"), "{}", r.body);
}
