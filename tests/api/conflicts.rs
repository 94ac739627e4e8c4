//! Concurrent edits: an edit based on an old version is refused with 409 and a page showing
//! both values, from which the user keeps the stored value or sends the edit again over it.

use crate::helpers::{Client, Response, spawn_app, unescape};
use crate::workflows::{create, import, pair_and_publish};

/// The conflict page's second choice: the form's action and its hidden fields.
fn resend_form(r: &Response) -> (String, Vec<(String, String)>) {
    let choice = &r.body[r
        .body
        .find("class=\"choice\"")
        .unwrap_or_else(|| panic!("no choice on the conflict page:\n{}", r.body))..];
    assert!(choice.contains("Keep the stored value"));
    let key = "action=\"";
    let start = choice.find(key).unwrap() + key.len();
    let action = choice[start..start + choice[start..].find('"').unwrap()].to_owned();
    let form = &choice[start..choice.find("</form>").unwrap()];
    let mut fields = Vec::new();
    let mut rest = form;
    while let Some(i) = rest.find("name=\"") {
        rest = &rest[i + 6..];
        let name = rest[..rest.find('"').unwrap()].to_owned();
        let v = rest.find("value=\"").unwrap() + 7;
        rest = &rest[v..];
        let value = unescape(&rest[..rest.find('"').unwrap()]);
        fields.push((name, value));
    }
    (action, fields)
}

fn post_fields(c: &mut Client, action: &str, fields: &[(String, String)]) -> Response {
    let refs: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    c.post(action, &refs)
}

fn keep_link(r: &Response) -> String {
    let choice = &r.body[r.body.find("class=\"choice\"").unwrap()..];
    let start = choice.find("href=\"").unwrap() + 6;
    choice[start..start + choice[start..].find('"').unwrap()].to_owned()
}

fn result_of(app: &crate::helpers::TestApp, id: i64, board: u32) -> Option<String> {
    app.load(id)
        .round(1)
        .unwrap()
        .board(board)
        .unwrap()
        .report()
        .map(|r| r.to_string())
}

#[test]
fn a_stale_result_is_refused_then_kept_or_sent_again_by_choice() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = create(&mut chief, "Choice Swiss", "fmjd-international", "3");
    import(&mut chief, id, "name\nA\nB\nC\nD\n");
    pair_and_publish(&mut chief, id, "1 2\n3 4");
    let round = format!("/admin/t/{id}/rounds/1");
    let mut assistant = app.account(&mut chief, "steward", "assistant");
    let stale = assistant.get(&round);
    let r = chief.submit(
        &round,
        &format!("{round}/results"),
        &[("b1g1", "1"), ("was1", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    // The assistant's page still shows board 1 empty: refused, nothing saved.
    let audit = app.audit_rows();
    let r = assistant.post(
        &format!("{round}/results"),
        &[
            ("csrf", &stale.field("csrf")),
            ("b1g1", "0"),
            ("was1", ""),
            ("b2g1", "="),
            ("was2", ""),
        ],
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("Your edit") && r.body.contains("Stored now"));
    assert!(r.body.contains("board 1: 0-1"), "yours: {}", r.body);
    assert!(r.body.contains("board 1: 1-0"), "stored: {}", r.body);
    assert_eq!(result_of(&app, id, 1).as_deref(), Some("1-0"));
    assert_eq!(result_of(&app, id, 2), None, "the whole form is refused");
    assert_eq!(app.audit_rows(), audit);
    // First choice: keep the stored value, i.e. reload the round's page.
    assert_eq!(keep_link(&r), round);
    // Second choice: the same edit based on the stored value.
    let (action, fields) = resend_form(&r);
    assert_eq!(action, format!("{round}/results"));
    assert!(
        fields.contains(&("was1".into(), "1-0".into())),
        "{fields:?}"
    );
    assert!(fields.contains(&("b1g1".into(), "0".into())), "{fields:?}");
    assert!(fields.contains(&("b2g1".into(), "=".into())), "{fields:?}");
    // Meanwhile the chief changes board 1 again: sending the choice is refused once more.
    let r2 = chief.submit(
        &round,
        &format!("{round}/results"),
        &[("b1g1", "="), ("was1", "1-0")],
    );
    assert_eq!(r2.status, 303, "{}", r2.body);
    let again = post_fields(&mut assistant, &action, &fields);
    assert_eq!(again.status, 409, "{}", again.body);
    assert_eq!(result_of(&app, id, 1).as_deref(), Some("="));
    let (action, fields) = resend_form(&again);
    let r = post_fields(&mut assistant, &action, &fields);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(result_of(&app, id, 1).as_deref(), Some("0-1"));
    assert_eq!(result_of(&app, id, 2).as_deref(), Some("="));
}

#[test]
fn stale_settings_are_refused_with_the_version_to_send_again() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Club Swiss", "fmjd-international", "3");
    let admin = format!("/admin/t/{id}");
    let stale = c.get(&format!("{admin}/settings"));
    let old_version = stale.field("version");
    let r = c.submit(
        &admin,
        &format!("{admin}/entries"),
        &[("name", "Zed Zelkova")],
    );
    assert_eq!(r.status, 303);
    let now = c.get(&format!("{admin}/settings")).field("version");
    assert_ne!(
        now, old_version,
        "adding an entry raises the tournament's version"
    );
    let fields = [
        ("csrf", stale.field("csrf")),
        ("version", old_version.clone()),
        ("name", "Renamed Swiss".into()),
        ("venue", String::new()),
        ("start_date", String::new()),
        ("end_date", String::new()),
        ("chief_controller", String::new()),
        ("rounds", "3".into()),
        ("time_control", String::new()),
        ("tie_breaks", String::new()),
    ];
    let refs: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let r = c.post(&format!("{admin}/settings"), &refs);
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("Renamed Swiss") && r.body.contains("name: Club Swiss"));
    assert_eq!(app.load(id).settings().name, "Club Swiss");
    let (action, again) = resend_form(&r);
    assert_eq!(action, format!("{admin}/settings"));
    assert!(
        again.contains(&("version".into(), now.clone())),
        "{again:?}"
    );
    assert!(
        !again.contains(&("version".into(), old_version)),
        "{again:?}"
    );
    let r = post_fields(&mut c, &action, &again);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).settings().name, "Renamed Swiss");
    assert_eq!(app.load(id).entries().len(), 1, "the other edit is kept");
}

#[test]
fn a_change_written_outside_the_commands_still_refreshes_public_pages() {
    let app = spawn_app();
    let (id, _) = app.import_fixture("english-open.json");
    let mut c = app.client();
    let page = c.get(&format!("/t/{id}/players/1"));
    assert_eq!(page.status, 200, "{}", page.body);
    // A write that no command made (a repair by hand): the version triggers still raise the
    // tournament's version, so the cached tournament is reloaded.
    let conn = crownhead::store::open(&app.db).unwrap();
    conn.execute(
        "UPDATE entries SET name = 'Renamed By Hand' WHERE tournament_id = ?1 AND start_no = 1",
        [id],
    )
    .unwrap();
    drop(conn);
    let page = c.get(&format!("/t/{id}/players/1"));
    page.shows("Renamed By Hand");
}

#[test]
fn racing_edits_of_one_board_store_exactly_one_and_refuse_the_others() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = create(&mut chief, "Race Swiss", "english", "3");
    import(&mut chief, id, "name\nA\nB\nC\nD\n");
    pair_and_publish(&mut chief, id, "1 2\n3 4");
    let round = format!("/admin/t/{id}/rounds/1");
    let page = chief.get(&round);
    let csrf = page.field("csrf");
    let audit = app.audit_rows();
    let choices = [
        ("1", "1"),
        ("0", "0"),
        ("1", "0"),
        ("0", "1"),
        ("=", "="),
        ("1", "="),
    ];
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(choices.len()));
    let threads: Vec<_> = choices
        .iter()
        .map(|&(g1, g2)| {
            let mut c = app.client();
            c.cookies = chief.cookies.clone();
            let (round, csrf, barrier) = (round.clone(), csrf.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                let r = c.post(
                    &format!("{round}/results"),
                    &[("csrf", &csrf), ("b1g1", g1), ("b1g2", g2), ("was1", "")],
                );
                (r.status, format!("{g1} {g2}"))
            })
        })
        .collect();
    let answers: Vec<(u16, String)> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let won: Vec<&String> = answers
        .iter()
        .filter(|(s, _)| *s == 303)
        .map(|(_, c)| c)
        .collect();
    assert_eq!(won.len(), 1, "{answers:?}");
    assert!(
        answers.iter().all(|(s, _)| *s == 303 || *s == 409),
        "{answers:?}"
    );
    // The one acknowledged edit is the one stored, with one audit row.
    let (g1, g2) = won[0].split_once(' ').unwrap();
    let parse = |g: &str| crownhead::domain::GameReport::from_code(g).unwrap();
    let expected = crownhead::domain::BoardReport::new(vec![parse(g1), parse(g2)]).to_string();
    assert_eq!(result_of(&app, id, 1), Some(expected));
    assert_eq!(app.audit_rows(), audit + 1);
}

/// A board the round does not have is named, and the form saves nothing (not even the
/// boards that exist).
#[test]
fn the_grid_refuses_a_board_the_round_does_not_have() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = create(&mut chief, "Ghost Swiss", "fmjd-international", "3");
    import(&mut chief, id, "name\nA\nB\nC\nD\n");
    pair_and_publish(&mut chief, id, "1 2\n3 4");
    let round = format!("/admin/t/{id}/rounds/1");
    let audit = app.audit_rows();
    let r = chief.submit(
        &round,
        &format!("{round}/results"),
        &[("b1g1", "1"), ("was1", ""), ("b99g1", "1-0")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("round 1 has no board 99");
    assert_eq!(result_of(&app, id, 1), None);
    assert_eq!(app.audit_rows(), audit);
}
