//! Pairing in the browser: the next round proposed by the tournament's system, a pairing
//! checked against the pairing rules, a draft edited into a rematch and published only with
//! the confirmation (audited), unpublished, and refused once a result is in.

use crownhead::domain::{Pairing, RoundState};
use crownhead::store;

use crate::helpers::{Client, TestApp, spawn_app};
use crate::workflows::{create, import};

fn results(c: &mut Client, round: &str, codes: &[&str]) {
    let mut fields: Vec<(String, String)> = Vec::new();
    for (i, code) in codes.iter().enumerate() {
        fields.push((format!("b{}g1", i + 1), (*code).to_owned()));
        fields.push((format!("was{}", i + 1), String::new()));
    }
    let refs: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let r = c.submit(round, &format!("{round}/results"), &refs);
    assert_eq!(r.status, 303, "{}", r.body);
}

fn last_audit(app: &TestApp, id: i64) -> store::audit::AuditRow {
    let conn = store::open(&app.db).unwrap();
    store::audit::list(&conn, id).unwrap().pop().unwrap()
}

#[test]
fn the_chief_pairs_automatically_edits_publishes_over_warnings_and_unpublishes() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Club Swiss", "fmjd-international", "3");
    import(
        &mut c,
        id,
        "name,rating\nAnn,2300\nBob,2250\nCid,2200\nDee,2150\nEve,2100\nFay,2050\n",
    );
    let admin = format!("/admin/t/{id}");

    // The proposal: the Dutch first round, top half against bottom half.
    let page = c.get(&format!("{admin}/rounds/new"));
    assert_eq!(page.status, 200, "{}", page.body);
    page.shows("FIDE Dutch system (C.04.3)");
    page.shows("1 4\n5 2\n3 6\n");
    page.shows("The pairing below breaks no pairing rule");

    // Checking a pairing typed by hand names each rule it breaks and saves nothing.
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds/new"),
        &[("pairings", "1 2\n1 3\n4 5\n")],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("player paired twice: 1 is on 2 boards");
    r.shows("player missing from the pairing: 6 (Fay) is neither paired nor given the bye");
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds/new"),
        &[("pairings", "1 4\nfive two\n")],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(
        r.body
            .contains("line 2: &quot;five two&quot; is not two starting numbers")
            || r.body
                .contains("line 2: &#34;five two&#34; is not two starting numbers"),
        "{}",
        r.body
    );
    assert!(app.load(id).rounds().is_empty());

    // Pair automatically: a draft with no warning, published without confirmation.
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds/auto"),
        &[],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        r.header("location"),
        Some(format!("{admin}/rounds/1").as_str())
    );
    let t = app.load(id);
    let r1 = t.round(1).unwrap().pairings();
    assert_eq!(
        r1,
        vec![
            Pairing::game(1, 4),
            Pairing::game(5, 2),
            Pairing::game(3, 6)
        ]
    );
    let audit = last_audit(&app, id);
    assert_eq!(audit.action, "pair");
    assert_eq!(
        audit.reason.as_deref(),
        Some("paired automatically: FIDE Dutch system (C.04.3)")
    );
    let draft = c.get(&format!("{admin}/rounds/1"));
    assert!(!draft.body.contains("breaks"), "{}", draft.body);
    assert!(!draft.body.contains("name=\"confirm\""), "{}", draft.body);
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/publish"),
        &[],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    results(&mut c, &format!("{admin}/rounds/1"), &["1-0", "=", "0-1"]);

    // Round 2 paired automatically, then edited into rematches by hand.
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds/auto"),
        &[],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(
        &format!("{admin}/rounds/2"),
        &format!("{admin}/rounds/2/repair"),
        &[("pairings", "4 1\n2 5\n6 3\n")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let draft = c.get(&format!("{admin}/rounds/2"));
    draft.shows("rematch (C.04.1 art. 2: two players do not meet more than once): 4 and 1 already played each other in round 1");
    draft.shows("name=\"confirm\"");

    // Publishing without the confirmation is refused and changes nothing.
    let audit_before = app.audit_rows();
    let r = c.submit(
        &format!("{admin}/rounds/2"),
        &format!("{admin}/rounds/2/publish"),
        &[],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("round 2 breaks pairing rules: rematch");
    r.shows("Tick the confirmation");
    assert_eq!(app.load(id).round(2).unwrap().state(), RoundState::Draft);
    assert_eq!(app.audit_rows(), audit_before);

    // Confirmed: published, and the audit row lists the warnings confirmed.
    let r = c.submit(
        &format!("{admin}/rounds/2"),
        &format!("{admin}/rounds/2/publish"),
        &[("confirm", "1")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        app.load(id).round(2).unwrap().state(),
        RoundState::Published
    );
    let audit = last_audit(&app, id);
    assert_eq!(audit.action, "publish");
    let reason = audit.reason.unwrap();
    assert!(
        reason.starts_with("published over warnings, confirmed: rematch"),
        "{reason}"
    );
    assert_eq!(
        reason.matches("rematch (C.04.1 art. 2").count(),
        3,
        "{reason}"
    );
    let log = c.get(&format!("{admin}/audit"));
    log.shows("published over warnings, confirmed");

    // Unpublish: back to draft while no result is in.
    let page = c.get(&format!("{admin}/rounds/2"));
    page.shows("Unpublish round 2");
    let r = c.submit(
        &format!("{admin}/rounds/2"),
        &format!("{admin}/rounds/2/unpublish"),
        &[],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).round(2).unwrap().state(), RoundState::Draft);
    assert_eq!(last_audit(&app, id).action, "unpublish");
    let public = app.client().get(&format!("/t/{id}/rounds/2")).status;
    assert_eq!(public, 404, "a draft is not public");

    // Published again and a result entered: unpublishing is refused and changes nothing.
    let r = c.submit(
        &format!("{admin}/rounds/2"),
        &format!("{admin}/rounds/2/publish"),
        &[("confirm", "1")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(
        &format!("{admin}/rounds/2"),
        &format!("{admin}/rounds/2/results"),
        &[("b1g1", "="), ("was1", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let page = c.get(&format!("{admin}/rounds/2"));
    assert!(!page.body.contains("Unpublish round 2"), "{}", page.body);
    let audit_before = app.audit_rows();
    // The round's page no longer offers it: post from a page with the current version.
    let r = c.submit(&admin, &format!("{admin}/rounds/2/unpublish"), &[]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("round 2 already has a result on board 1: it cannot go back to draft");
    assert_eq!(
        app.load(id).round(2).unwrap().state(),
        RoundState::Published
    );
    assert_eq!(app.audit_rows(), audit_before);
}

#[test]
fn a_swiss_of_matches_is_paired_by_the_dutch_system_with_the_bye_and_refused_while_results_are_missing()
 {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "County", "english", "3");
    import(&mut c, id, "name\nAl\nBo\nCy\nDi\nEd\n");
    let admin = format!("/admin/t/{id}");
    let page = c.get(&format!("{admin}/rounds/new"));
    page.shows("FIDE Dutch system (C.04.3) on the matches (colour: the first move of game 1)");
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds/auto"),
        &[],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    let boards = t.round(1).unwrap().pairings();
    // Who moves first in game 1 alternates down the boards (C.04.3), as in a Swiss of games.
    assert_eq!(
        boards,
        vec![
            Pairing::game(1, 3),
            Pairing::game(4, 2),
            Pairing::pairing_bye(5)
        ]
    );
    // The next round cannot be proposed while round 1 is a draft.
    let page = c.get(&format!("{admin}/rounds/new"));
    page.shows("round 1 is still a draft: publish it and enter its results before pairing round 2");
    let audit_before = app.audit_rows();
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds/auto"),
        &[],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(app.audit_rows(), audit_before);
    assert_eq!(app.load(id).rounds().len(), 1);
}

#[test]
fn a_typed_pairings_unreadable_lines_are_said_in_french() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = crate::workflows::create(&mut c, "Club Swiss", "fmjd-international", "3");
    crate::workflows::import(&mut c, id, "name\nAnn\nBob\nCid\nDee\n");
    let admin = format!("/admin/t/{id}");
    assert_eq!(c.get(&format!("{admin}/rounds/new?lang=fr")).status, 200);
    let audit = app.audit_rows();
    for action in [format!("{admin}/rounds/new"), format!("{admin}/rounds")] {
        let r = c.submit(
            &format!("{admin}/rounds/new"),
            &action,
            &[("pairings", "1 4\nfive two\nbye x\n7\n")],
        );
        let body = crate::helpers::unescape(&r.body);
        for said in [
            "ligne 2 : « five two » n'est pas deux numéros de départ",
            "ligne 3 : « x » n'est pas un numéro de départ",
            "ligne 4 : « 7 » : écrivez `blancs noirs` ou `bye N`",
        ] {
            assert!(body.contains(said), "{action}: {said} not in {body}");
        }
        for english in ["line 2", "starting number", "write `home away`"] {
            assert!(!body.contains(english), "{action}: {english:?} in {body}");
        }
    }
    assert_eq!(app.audit_rows(), audit, "nothing stored");
    assert!(app.load(id).rounds().is_empty());
}
