//! A team event's players without a game, on the web: a board won by default (the demo's
//! round 3, Damclub Wageningen's board 4 left empty: player 34 wins it) is the player's score
//! on their page, in the JSON standings, the crosstable, the wall chart and the results grid;
//! reserves resting are shown as resting.

use crate::helpers::spawn_app;
use crownhead::store;

/// The table row of `body` that holds `text`, tags stripped.
fn row_with(body: &str, text: &str) -> String {
    let at = body
        .find(text)
        .unwrap_or_else(|| panic!("no {text:?} in:\n{body}"));
    let start = body[..at].rfind("<tr").unwrap();
    let end = at + body[at..].find("</tr>").unwrap();
    let mut out = String::new();
    let mut tag = false;
    for c in body[start..end].chars() {
        match c {
            '<' => {
                tag = true;
                out.push(' ');
            }
            '>' => tag = false,
            c if !tag => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_board_won_by_default_is_the_players_score_on_every_page() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    let mut public = app.client();
    let r = public.get(&format!("/api/v1/tournaments/{id}/standings"));
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    let p34 = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["no"] == 34)
        .unwrap()
        .clone();
    assert_eq!(p34["points"], 7, "{p34}");
    assert_eq!(p34["rounds"][2]["no_game"], "default-win", "{p34}");
    assert_eq!(p34["rounds"][2]["points"], 2, "{p34}");

    let r = public.get(&format!("/t/{id}/players/34?lang=en"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("7 points");
    let round3 = row_with(&r.body, "board won by default");
    assert!(round3.starts_with("3 "), "{round3}");
    assert!(round3.ends_with(" 2"), "{round3}");
    // A reserve resting is resting, not "not paired".
    let r = public.get(&format!("/t/{id}/players/9?lang=nl"));
    let round1 = row_with(&r.body, "reserve, niet opgesteld");
    assert!(round1.starts_with("1 "), "{round1}");
    assert!(!r.body.contains("niet ingedeeld"), "{}", r.body);

    for page in ["crosstable", "print/wallchart"] {
        let r = public.get(&format!("/t/{id}/{page}?lang=en"));
        assert_eq!(r.status, 200, "{}", r.body);
        let line = row_with(&r.body, "Lefebvre, Heike");
        assert!(line.contains("21b 0 def 2 26b 1"), "{page}: {line}");
        assert!(!line.contains("rb "), "{page}: {line}");
        let line = row_with(&r.body, "Postma, Aygul");
        assert!(line.contains("res 0 4 0F res 0"), "{page}: {line}");
    }

    // The results grid of round 3 lists the board under its match.
    let r = chief.get(&format!("/admin/t/{id}/rounds/3?lang=en"));
    assert_eq!(r.status, 200, "{}", r.body);
    let line = row_with(&r.body, "board won by default");
    assert!(line.contains("Lefebvre, Heike (34)"), "{line}");
    assert!(line.ends_with(" 2"), "{line}");
    let head = r.body.find("Damclub Wageningen – CEMA Amsterdam").unwrap();
    let def = r.body.find("board won by default").unwrap();
    let next_match = r.body[head..]
        .find("Match 2")
        .map_or(usize::MAX, |i| head + i);
    assert!(
        head < def && def < next_match,
        "the board is listed under its match"
    );
}
