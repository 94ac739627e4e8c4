//! Opening ballots through the dashboard: settings, a draw shown on the public and printed
//! pages, a redraw that needs a reason, a stale form refused, and game records verified from
//! the ballot.

use crownhead::ballot;
use draughts_rules::{MoveText, Position, Variant, VariantPosition};

use crate::helpers::spawn_app;
use crate::workflows::{create, import, pair_and_publish};

/// The opening's moves and one legal move after them.
fn with_next_move(moves: &str) -> String {
    let mut pos = VariantPosition::new(Variant::English);
    for m in moves.split_whitespace() {
        let mv = m.parse::<MoveText>().unwrap().to_move(&pos).unwrap();
        pos.play(&mv).unwrap();
    }
    let next = &pos.legal_moves()[0];
    format!("{moves} {}", MoveText::from_move(&pos, next))
}

#[test]
fn a_round_ballot_is_drawn_shown_printed_and_used_to_verify_records() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Ballot Open", "english", "3");
    import(&mut c, id, "name\nAl\nBo\nCy\nDi\n");
    pair_and_publish(&mut c, id, "1 2\n3 4");
    let admin = format!("/admin/t/{id}");

    let settings = c.get(&format!("{admin}/settings"));
    assert!(settings.body.contains("acf-3move"), "{}", settings.body);
    let r = c.submit(
        &format!("{admin}/settings"),
        &format!("{admin}/ballot"),
        &[("deck", "acf-3move"), ("per", "round"), ("seed", "2026")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(
        &format!("{admin}/settings"),
        &format!("{admin}/ballot"),
        &[("deck", "idf-russian"), ("per", "round"), ("seed", "")],
    );
    assert_eq!(
        r.status, 422,
        "a Russian deck for English draughts: {}",
        r.body
    );

    let page = format!("{admin}/rounds/1/ballot");
    let r = c.submit(&page, &format!("{page}/draw"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let deck = ballot::find("acf-3move").unwrap();
    let expected = ballot::plan(deck, 2026, 1, 1)[0][0];
    let t = app.load(id);
    let drawn = t.round(1).unwrap().ballot().cloned().unwrap();
    assert_eq!(drawn.opening, deck.reference(expected));
    assert_eq!(drawn.seed, Some(ballot::round_seed(2026, 1)));

    // Shown on the public round page, the printed pairings and the result slips.
    let head = format!("ACF {}: {}", expected.id, expected.opening);
    for path in [
        format!("/t/{id}/rounds/1"),
        format!("/t/{id}/rounds/1/print/pairings"),
        format!("/t/{id}/rounds/1/print/pairings?order=name"),
        format!("/t/{id}/rounds/1/print/slips"),
        format!("{admin}/rounds/1"),
        page.clone(),
    ] {
        let r = c.get(&path);
        assert_eq!(r.status, 200, "{path}");
        assert!(r.body.contains(&head), "{path} lacks {head}:\n{}", r.body);
    }
    assert!(
        c.get(&format!("/t/{id}/rounds/1/print/slips"))
            .body
            .contains("colours reversed")
    );

    // A redraw needs a reason; a form built before a change is refused.
    let stale = c.get(&page);
    let r = c.submit(&page, &format!("{page}/draw"), &[("reason", " ")]);
    assert_eq!(r.status, 422, "{}", r.body);
    let r = c.submit(
        &page,
        &format!("{page}/set"),
        &[
            ("opening", "5"),
            ("board", ""),
            ("reason", "the card was misread"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.post(
        &format!("{page}/draw"),
        &[
            ("csrf", &stale.field("csrf")),
            ("version", &stale.field("version")),
            ("reason", "again"),
        ],
    );
    assert_eq!(r.status, 409, "{}", r.body);
    let t = app.load(id);
    let set = t.round(1).unwrap().ballot().cloned().unwrap();
    assert!(
        set.opening.starts_with("ACF 5: 9-13 22-18 6-9"),
        "{}",
        set.opening
    );
    assert_eq!(set.seed, None);
    // Re-pairing the round keeps its opening.
    let r = c.submit(
        &page,
        &format!("{admin}/rounds/1/repair"),
        &[("pairings", "1 3\n2 4")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).round(1).unwrap().ballot(), Some(&set));
    let audit = c.get(&format!("{admin}/audit"));
    assert!(
        audit.body.contains("Round 1: opening set by hand"),
        "{}",
        audit.body
    );
    assert!(audit.body.contains("the card was misread"));

    // Records of both games of board 1 are verified from ACF 5.
    let game = |n: u8| format!("{admin}/rounds/1/boards/1/games/{n}");
    let with = format!("1. {} *", with_next_move("9-13 22-18 6-9"));
    let r = c.submit(
        &game(1),
        &game(1),
        &[
            ("pdn", &with),
            ("ruling", ""),
            ("was_pdn", ""),
            ("was_ruling", ""),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let shown = c.get(&game(1)).body;
    assert!(
        shown.contains("the record writes the 3 ballot moves"),
        "{shown}"
    );
    assert!(!shown.contains("Flagged:"), "{shown}");
    let other = "1. 11-15 23-19 2. 8-11 22-17 *";
    let r = c.submit(
        &game(2),
        &game(2),
        &[
            ("pdn", other),
            ("ruling", ""),
            ("was_pdn", ""),
            ("was_ruling", ""),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let shown = c.get(&game(2)).body;
    assert!(shown.contains("it starts from another opening"), "{shown}");
    assert!(shown.contains("<strong>Flagged:</strong>"), "{shown}");
}
