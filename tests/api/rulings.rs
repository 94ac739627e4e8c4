//! A ruling shows where its result shows: a missing score-sheet (000 art. 3.10) and a forfeit
//! (2.24) are marked beside the player, with a legend, on the public round page, the printed
//! pairing list and the player's pages, in the reader's language.

use crate::helpers::spawn_app;
use crate::workflows::{create, import, pair_and_publish};

#[test]
fn a_missing_score_sheet_and_a_forfeit_are_marked_where_the_result_shows() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Club Swiss", "english", "3");
    import(&mut c, id, "name\nAl\nBo\nCy\nDi\nEd\nFy\n");
    let n = pair_and_publish(&mut c, id, "1 2\n3 4\n5 6");
    let round = format!("/admin/t/{id}/rounds/{n}");
    // Board 1 drawn twice, then Al (home) hands in no complete score-sheets; board 2 Di
    // (away) two hours late; board 3 played.
    let r = c.submit(
        &round,
        &format!("{round}/results"),
        &[
            ("b1g1", "="),
            ("b1g2", "="),
            ("was1", ""),
            ("b3g1", "1"),
            ("b3g2", "="),
            ("was3", ""),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    for (board, action, was) in [(1, "home-sheets", "= ="), (2, "away-absent", "")] {
        let r = c.submit(
            &round,
            &format!("{round}/boards/{board}/forfeit"),
            &[("action", action), (&format!("was{board}"), was)],
        );
        assert_eq!(r.status, 303, "{}", r.body);
    }
    let t = app.load(id);
    let b1 = t.round(n).unwrap().board(1).unwrap();
    assert!(b1.sheets_missing(1) && !b1.sheets_missing(2));

    let sheets = "no complete signed score-sheets handed in: zero for the round, the opponent keeps what they earned (000 art. 3.10)";
    let forfeit = "absent: the game is lost by forfeit (000 art. 2.24)";
    for page in [
        format!("/t/{id}/rounds/{n}"),
        format!("/t/{id}/rounds/{n}/print/pairings"),
    ] {
        let p = c.get(&page);
        assert_eq!(p.status, 200, "{page}: {}", p.body);
        p.shows("Al<sup class=\"ruling\">‡</sup>");
        p.shows("Di<sup class=\"ruling\">†</sup>");
        assert!(
            !p.body.contains("Bo<sup"),
            "{page}: the opponent keeps his draws"
        );
        assert!(
            !p.body.contains("Cy<sup"),
            "{page}: the winner by forfeit has no mark"
        );
        assert!(!p.body.contains("Ed<sup"), "{page}");
        p.shows(sheets);
        p.shows(forfeit);
    }
    // The player's public page: the round's points with the mark, and the legend.
    let p = c.get(&format!("/t/{id}/players/1"));
    p.shows("<sup class=\"ruling\">‡</sup>");
    p.shows(sheets);
    assert!(!p.body.contains(forfeit), "only the rulings the page marks");
    let p = c.get(&format!("/t/{id}/players/2"));
    assert!(!p.body.contains("class=\"ruling\""), "{}", p.body);
    // In Russian.
    let ru = c.get(&format!("/t/{id}/rounds/{n}?lang=ru"));
    ru.shows("не сданы полные подписанные бланки записи");
    ru.shows("неявка: партия проиграна без игры (000 ст. 2.24)");
    c.get(&format!("/t/{id}?lang=en"));
}
