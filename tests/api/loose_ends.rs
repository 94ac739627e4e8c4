//! Small things a controller reading the printed sheets needs.

use crate::helpers::spawn_app;
use crate::workflows::{create, import, pair_and_publish};

/// Result slips give both players' start numbers.
#[test]
fn result_slips_give_both_players_start_numbers() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Slips", "english", "3");
    import(
        &mut c,
        id,
        "name\nAnn Ash\nBob Birch\nCy Cedar\nDi Dogwood\n",
    );
    let n = pair_and_publish(&mut c, id, "1 3\n4 2");
    let r = c.get(&format!("/t/{id}/rounds/{n}/print/slips"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Ann Ash (1)</th><th>Cy Cedar (3)</th>");
    r.shows("Di Dogwood (4)</th><th>Bob Birch (2)</th>");
    // Each game's colours: English draughts is played with Black first, colours reversed in
    // the second game (000 art. 1.13, 2.1).
    let slip = r.body.split("class=\"slip\"").nth(1).unwrap();
    let colours: Vec<&str> = slip
        .split("data-colour=\"")
        .skip(1)
        .map(|c| &c[..1])
        .collect();
    assert_eq!(colours, ["b", "w", "w", "b"], "{slip}");
    assert!(slip.contains(">black</span>"), "{slip}");
}
