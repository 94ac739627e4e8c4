use crate::helpers::spawn_app;

#[test]
fn public_pages_show_the_stored_tournament() {
    let app = spawn_app();
    let (id, t) = app.import_fixture("english-open.json");
    let mut c = app.client();
    let s = t.standings();
    let leader = &s.rows[0];

    let r = c.get("/");
    assert_eq!(r.status, 200);
    r.shows(&t.settings().name);

    let r = c.get(&format!("/t/{id}"));
    assert_eq!(r.status, 200);
    for e in t.entries() {
        assert!(r.body.contains(&e.name.to_string()), "{} missing", e.name);
    }

    let r = c.get(&format!("/t/{id}/standings"));
    assert_eq!(r.status, 200);
    // The leader comes before the last player, with their points.
    let last = s.rows.last().unwrap();
    let a = r.body.find(&leader.name).unwrap();
    let b = r.body.find(&last.name).unwrap();
    assert!(a < b);
    assert!(r.body.contains(&format!("{}</td>", leader.points)));
    for tb in &s.tie_breaks {
        assert!(r.body.contains(tb.label()), "column {} missing", tb.label());
    }

    let r = c.get(&format!("/t/{id}/crosstable"));
    assert_eq!(r.status, 200);
    assert_eq!(
        r.body.matches("class=\"cell\"").count(),
        s.rows.len() * s.after_round as usize
    );

    let r = c.get(&format!("/t/{id}/rounds/1"));
    assert_eq!(r.status, 200);
    assert_eq!(
        r.body.matches("<tr><td class=\"num\">").count(),
        t.round(1)
            .unwrap()
            .boards()
            .iter()
            .filter(|b| b.pairing.entries().count() == 2)
            .count()
    );
    // Byes are listed after the boards, not numbered as boards.
    let byes = t.round(1).unwrap().boards().len()
        - t.round(1)
            .unwrap()
            .boards()
            .iter()
            .filter(|b| b.pairing.entries().count() == 2)
            .count();
    assert!(r.body.matches("<li>").count() >= byes);

    let r = c.get(&format!("/t/{id}/players/{}", leader.no));
    assert_eq!(r.status, 200);
    assert!(r.body.contains(&leader.name));

    for (path, status) in [
        (format!("/t/{}", id + 10), 404),
        (format!("/t/{id}/rounds/99"), 404),
        (format!("/t/{id}/players/999"), 404),
        ("/no/such/page".to_owned(), 404),
        (format!("/t/{id}/rounds/x"), 404),
    ] {
        let r = c.get(&path);
        assert_eq!(r.status, status, "{path}");
        assert!(
            r.body.contains("<h1>404"),
            "{path}: an error page: {}",
            r.body
        );
    }
}

#[test]
fn the_json_api_matches_the_domain() {
    let app = spawn_app();
    let (id, t) = app.import_fixture("fmjd-swiss.json");
    let mut c = app.client();

    let list = c.get("/api/v1/tournaments").json();
    assert_eq!(list[0]["id"], id);
    assert_eq!(list[0]["players"], t.entries().len());

    let one = c.get(&format!("/api/v1/tournaments/{id}")).json();
    assert_eq!(one["settings"]["name"], t.settings().name.as_str());
    assert_eq!(one["rounds"].as_array().unwrap().len(), t.rounds().len());

    let s = t.standings();
    let st = c.get(&format!("/api/v1/tournaments/{id}/standings")).json();
    let rows = st["rows"].as_array().unwrap();
    assert_eq!(rows.len(), s.rows.len());
    assert_eq!(rows[0]["no"], s.rows[0].no);
    assert_eq!(
        rows[0]["points"].as_f64().unwrap(),
        s.rows[0].points.as_f64()
    );

    let r1 = t.round(1).unwrap();
    let p = c
        .get(&format!("/api/v1/tournaments/{id}/rounds/1/pairings"))
        .json();
    let p = p.as_array().unwrap();
    assert_eq!(p.len(), r1.boards().len());
    let first: Vec<u32> = r1.boards()[0].pairing.entries().collect();
    assert_eq!(p[0]["home"]["no"], first[0]);

    let res = c
        .get(&format!("/api/v1/tournaments/{id}/rounds/1/results"))
        .json();
    let res = res.as_array().unwrap();
    let b = &r1.boards()[0];
    let pts: f64 = b
        .games
        .iter()
        .map(|g| g.result_of(first[0]).unwrap().points.as_f64())
        .sum();
    assert_eq!(res[0]["home_points"].as_f64().unwrap(), pts);

    let r = c.get(&format!("/api/v1/tournaments/{id}/rounds/99/results"));
    assert_eq!(r.status, 404);
    assert!(r.json()["error"].as_str().unwrap().contains("99"));
}

#[test]
fn print_views_render_the_wall_chart_pairing_lists_and_slips() {
    let app = spawn_app();
    let (id, t) = app.import_fixture("english-open.json");
    let mut c = app.client();
    let r = c.get(&format!("/t/{id}/print/wallchart?paper=a4"));
    assert_eq!(r.status, 200);
    assert!(r.body.contains("size: A4 landscape"));
    assert!(r.body.contains("<thead>"));
    let r = c.get(&format!("/t/{id}/print/wallchart"));
    assert!(r.body.contains("size: A3 landscape"));

    let r = c.get(&format!("/t/{id}/rounds/1/print/pairings?order=name"));
    assert_eq!(r.status, 200);
    // The players with a game, alphabetical; those without one (a bye, a late entry) after
    // them, without a board.
    let round1 = t.round(1).unwrap();
    let mut names: Vec<String> = t
        .entries()
        .iter()
        .filter(|e| round1.board_of(e.no).is_some_and(|b| !b.is_bye()))
        .map(|e| e.name.to_string())
        .collect();
    names.sort_by_key(|n| n.to_lowercase());
    let listed: Vec<String> = r
        .body
        .split("<tr><td>")
        .skip(1)
        .map(|row| row.split("</td>").next().unwrap().to_owned())
        .collect();
    assert_eq!(listed, names, "alphabetical");
    let after = r.body.split("</table>").nth(1).unwrap();
    for b in round1.boards().iter().filter(|b| b.is_bye()) {
        let no = b.pairing.entries().next().unwrap();
        let name = t.entry(no).unwrap().name.to_string();
        assert!(after.contains(&format!("<li>{name} ({no}):")), "{after}");
    }

    let r = c.get(&format!("/t/{id}/rounds/1/print/slips"));
    assert_eq!(r.status, 200);
    let games = t
        .round(1)
        .unwrap()
        .boards()
        .iter()
        .filter(|b| !b.is_bye())
        .count();
    assert_eq!(r.body.matches("class=\"slip\"").count(), games);
}
