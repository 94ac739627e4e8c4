//! A player absent two rounds running is named on the pairing page of the next round; the
//! controller withdraws them (reason prefilled, confirmed) or pairs them anyway (publishing
//! then asks to confirm). Nothing is decided without the controller.

use crate::helpers::{Client, spawn_app};
use crate::workflows::{create, import, pair_and_publish};

/// Plays round `n` of an English Swiss of 2-game matches: boards 1 and 3 played, board 2
/// forfeited by the away player's absence (000 art. 2.24), then closes it.
fn play_with_away_absent(c: &mut Client, id: i64, n: u32) {
    let round = format!("/admin/t/{id}/rounds/{n}");
    let r = c.submit(
        &round,
        &format!("{round}/results"),
        &[
            ("b1g1", "1"),
            ("b1g2", "="),
            ("was1", ""),
            ("b3g1", "="),
            ("b3g2", "="),
            ("was3", ""),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(
        &round,
        &format!("{round}/boards/2/forfeit"),
        &[("action", "away-absent"), ("was2", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(&round, &format!("{round}/close"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
}

#[test]
fn a_player_absent_two_rounds_running_is_named_and_the_controller_chooses() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Club Swiss", "english", "4");
    import(&mut c, id, "name\nAl\nBo\nCy\nDi\nEd\nFy\n");
    let admin = format!("/admin/t/{id}");
    let n = pair_and_publish(&mut c, id, "1 2\n3 6\n4 5");
    play_with_away_absent(&mut c, id, n);
    let page = c.get(&format!("{admin}/rounds/new"));
    assert!(!page.body.contains("id=\"absent-twice\""), "one round only");
    let n = pair_and_publish(&mut c, id, "1 4\n2 6\n3 5");
    play_with_away_absent(&mut c, id, n);

    // Round 3: Fy (6) was absent in rounds 1 and 2, and is named; no one else is.
    let page = c.get(&format!("{admin}/rounds/new"));
    assert_eq!(page.status, 200, "{}", page.body);
    page.shows("id=\"absent-twice\"");
    page.shows("One player absent two rounds running");
    page.shows("<strong>6 Fy</strong>: absent in rounds 1 and 2");
    page.shows("name=\"reason\" value=\"Absent in rounds 1 and 2\"");
    assert_eq!(page.body.matches("class=\"absent-player\"").count(), 1);
    // The proposal still pairs Fy: its check names the absences.
    page.shows("6 (Fy) was absent in rounds 1 and 2");
    assert_eq!(app.load(id).entry(6).unwrap().withdrawn_from, None);

    // Withdrawn from the pairing page, confirmed: back on the pairing page, Fy not named.
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/entries/6/withdraw"),
        &[
            ("round", "3"),
            ("reason", "Absent in rounds 1 and 2"),
            ("confirm", "on"),
            ("back", "pairing"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        r.header("location"),
        Some(format!("{admin}/rounds/new").as_str())
    );
    assert_eq!(app.load(id).entry(6).unwrap().withdrawn_from, Some(3));
    let page = c.get(&format!("{admin}/rounds/new"));
    assert!(!page.body.contains("id=\"absent-twice\""), "{}", page.body);
}

#[test]
fn paired_anyway_the_round_is_published_only_when_confirmed() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Club Swiss", "english", "4");
    import(&mut c, id, "name\nAl\nBo\nCy\nDi\nEd\nFy\n");
    let admin = format!("/admin/t/{id}");
    let n = pair_and_publish(&mut c, id, "1 2\n3 6\n4 5");
    play_with_away_absent(&mut c, id, n);
    let n = pair_and_publish(&mut c, id, "1 4\n2 6\n3 5");
    play_with_away_absent(&mut c, id, n);
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds"),
        &[("pairings", "1 5\n6 4\n2 3")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let round = format!("{admin}/rounds/3");
    let draft = c.get(&round);
    draft.shows("6 (Fy) was absent in rounds 1 and 2");
    let r = c.submit(&round, &format!("{round}/publish"), &[]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("absent two rounds running");
    let r = c.submit(&round, &format!("{round}/publish"), &[("confirm", "1")]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).entry(6).unwrap().withdrawn_from, None);
}
