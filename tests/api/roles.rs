//! Every route of the router, sent as anonymous, assistant and chief: each answers as the
//! role it declares says (`web::roles::table`), and an assistant changes nothing beyond
//! result entry.

use crownhead::web::roles::{Declared, Need, Verb};
use crownhead::web::routes::table;

use crate::helpers::{Client, Response, spawn_app};

/// The route's path with its parts filled in.
fn address(d: &Declared, id: i64) -> String {
    d.path
        .replace("{id}", &id.to_string())
        .replace("{n}", "1")
        .replace("{b}", "1")
        .replace("{g}", "1")
        .replace("{no}", "1")
        .replace("{m}", "1")
        .replace("{tie}", "1")
        .replace("{iid}", "1")
        .replace("{aid}", "1")
        .replace("{format}", "csv-entries")
        .replace("{r}", "2")
        // A token no link has: a personal route answers 404 to everyone.
        .replace("{token}", &"0".repeat(64))
        // A well-formed personal code no link has: its short link leads to its page (404).
        .replace("{code}", "2222222222")
}

fn send(c: &mut Client, d: &Declared, path: &str, csrf: &str) -> Response {
    match d.verb {
        Verb::Read | Verb::Get => c.get(path),
        Verb::Post | Verb::Put if path.starts_with("/api/") => c.request_with(
            d.verb.as_str(),
            path,
            b"{}",
            "application/json",
            &[("X-CSRF-Token", csrf)],
        ),
        _ => c.post(path, &[("csrf", csrf)]),
    }
}

fn session_csrf(c: &mut Client) -> String {
    let r = c.get("/api/v1/session");
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["csrf"].as_str().unwrap().to_owned()
}

#[test]
fn every_route_answers_as_its_role_says() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture_with_records("english-open.json");
    let mut assistant = app.account(&mut chief, "steward", "assistant");
    let mut anonymous = app.client();
    let chief_csrf = session_csrf(&mut chief);
    let assistant_csrf = session_csrf(&mut assistant);

    let mut routes = table();
    // Signing out last, so that the sessions live through the walk.
    routes.sort_by_key(|d| d.path == "/logout");
    let mut walked = 0;
    for d in &routes {
        let path = address(d, id);
        let what = format!("{} {}", d.verb.as_str(), d.path);

        let r = send(&mut anonymous, d, &path, "no-session");
        assert!(r.status < 500, "{what} anonymous: {} {}", r.status, r.body);
        match d.need {
            Need::Public => assert!(
                r.status != 401 && r.status != 403,
                "{what} anonymous: {}",
                r.status
            ),
            Need::Assistant | Need::Chief => {
                assert_eq!(r.status, 401, "{what} anonymous: {}", r.body)
            }
            Need::Player => assert_eq!(
                r.status,
                player_status(&d.path),
                "{what} anonymous: {}",
                r.body
            ),
        }

        let before = app.audit_rows();
        let r = send(&mut assistant, d, &path, &assistant_csrf);
        assert!(r.status < 500, "{what} assistant: {} {}", r.status, r.body);
        match d.need {
            Need::Chief => {
                assert_eq!(r.status, 403, "{what} assistant: {}", r.body);
                assert_eq!(app.audit_rows(), before, "{what}: an assistant changed it");
            }
            Need::Assistant | Need::Public => assert!(
                r.status != 401 && r.status != 403,
                "{what} assistant: {} {}",
                r.status,
                r.body
            ),
            // A signed-in account is no key to a player's page (the code's form is no page
            // of a player's).
            Need::Player => {
                assert_eq!(
                    r.status,
                    player_status(&d.path),
                    "{what} assistant: {}",
                    r.body
                );
                assert_eq!(app.audit_rows(), before, "{what}: written without a link");
            }
        }

        let r = send(&mut chief, d, &path, &chief_csrf);
        assert!(r.status < 500, "{what} chief: {} {}", r.status, r.body);
        assert!(
            r.status != 401 && r.status != 403,
            "{what} chief: {} {}",
            r.status,
            r.body
        );
        walked += 1;
    }
    assert_eq!(walked, routes.len());
}

#[test]
fn an_assistant_cannot_do_the_chiefs_work() {
    // The forms the attack found open to assistants: each refused before anything is read.
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("english-open.json");
    let mut assistant = app.account(&mut chief, "steward", "assistant");
    let csrf = session_csrf(&mut assistant);
    let before = app.audit_rows();
    for path in [
        "teams/pair",
        "teams/create",
        "teams/rounds/1/matches/1/lineup",
        "teams/rounds/1/matches/1/forfeit",
        "knockout/1/undo",
        "book/fees/1",
    ] {
        let r = assistant.post(
            &format!("/admin/t/{id}/{path}"),
            &[("csrf", &csrf), ("version", "1"), ("reason", "x")],
        );
        assert_eq!(r.status, 403, "{path}: {}", r.body);
        r.shows("only the chief controller");
    }
    assert_eq!(app.audit_rows(), before);
}

/// What a personal address answers without its key: the page where a player types a code is
/// open to anyone (200), a short link sends on to the personal page of its code (303), and
/// every other personal address answers an unknown key with 404.
fn player_status(path: &str) -> u16 {
    match path {
        "/p" => 200,
        "/p/{code}" => 303,
        _ => 404,
    }
}
