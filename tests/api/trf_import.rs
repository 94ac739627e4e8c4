//! The TRF import on the dashboard (`/admin/import-trf`): a preview of the event, its players
//! and rounds with every leniency of the reading (line, column, what was read, what was done);
//! the variant asked for when the file does not say it, preselected when it does; a refused
//! file answers with the same page, the text kept, nothing stored; the import is one command
//! of the store, the command line's reading.

use crate::fmjd_list::multipart;
use crate::helpers::{Client, Response, demo_trf, spawn_app, unescape};

const PAGE: &str = "/admin/import-trf";

/// Sends the page's form as the browser does (multipart).
fn send(c: &mut Client, text: &str, variant: &str, confirm: bool) -> Response {
    let form = c.get(PAGE);
    assert_eq!(form.status, 200, "{}", form.body);
    let csrf = form.field("csrf");
    let mut fields: Vec<(&str, Option<&str>, &[u8])> = vec![
        ("csrf", None, csrf.as_bytes()),
        ("trf", None, text.as_bytes()),
        ("file", Some(""), b""),
        ("variant", None, variant.as_bytes()),
    ];
    if confirm {
        fields.push(("confirm", None, b"1"));
    }
    let (body, ct) = multipart(&fields);
    c.request_with("POST", PAGE, &body, &ct, &[])
}

/// The text of the page's TRF box, unescaped, its line ends as sent.
fn pasted(r: &Response) -> String {
    let start = r.body.find("<textarea name=\"trf\"").expect("the TRF box");
    let start = r.body[start..].find('>').unwrap() + start + 1;
    let end = r.body[start..].find("</textarea>").unwrap() + start;
    unescape(&r.body[start..end])
}

/// A player line as TRF-2026 lays it out, with its games (opponent, colour, result).
fn player(no: u32, name: &str, fed: &str, rating: u32, points: &str, games: &[&str]) -> String {
    let mut l = format!(
        "001 {no:>4} m    {name:<33} {rating:>4} {fed:<3} {:>11} {:<10} {points:>4} {no:>4}",
        "", "1990/01/01"
    );
    for g in games {
        l.push_str(&format!("  {g}"));
    }
    l
}

/// Another program's file: dates written day first, a federation that is no code, two rounds.
fn other_program() -> String {
    [
        "012 Kazan Rapid".to_owned(),
        "042 24/09/2010".to_owned(),
        "052 25/09/2010".to_owned(),
        player(
            1,
            "Petrov, Ivan",
            "RUS",
            2100,
            "2.0",
            &["   2 w 1", "   3 b ="],
        ),
        player(
            2,
            "Sidorov, Oleg",
            "ST.",
            2000,
            "1.0",
            &["   1 b 0", "0000 - U"],
        ),
        player(
            3,
            "Orlova, Anna",
            "RUS",
            1900,
            "1.5",
            &["0000 - H", "   1 w ="],
        ),
    ]
    .join("\r")
        + "\r"
}

#[test]
fn a_file_is_previewed_with_every_warning_and_imported_in_the_variant_chosen() {
    let app = spawn_app();
    let mut c = app.chief();
    let dashboard = c.get("/admin");
    dashboard.shows("href=\"/admin/import-trf\"");
    let text = other_program();
    let before = app.audit_rows();
    // Without the variant: the preview, and the variant asked for.
    let r = send(&mut c, &text, "", false);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("Kazan Rapid");
    r.shows("3 players");
    r.shows("2 rounds paired");
    r.shows("The file does not say its variant (TRF has no field for it): choose it, then import.");
    for name in ["Petrov, Ivan", "Sidorov, Oleg", "Orlova, Anna"] {
        r.shows(&format!("<td>{name}</td>"));
    }
    // Every leniency: line, column, what was read and what was done.
    r.shows("id=\"warnings\"");
    r.shows("<code>24/09/2010</code>");
    r.shows("<code>ST.</code>");
    let rows = r.body.matches("<tr><td class=\"num\">").count();
    assert!(rows >= 3 + 3, "the warnings and the players: {}", r.body);
    r.shows("<tr><td class=\"num\">2</td><td class=\"num\">5</td>");
    assert!(
        !r.body.contains("name=\"confirm\""),
        "no import without a variant"
    );
    assert_eq!(pasted(&r).replace('\n', "\r"), text, "the text is kept");
    // An import without the variant is refused too, nothing stored.
    let r = send(&mut c, &text, "", true);
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(app.audit_rows(), before);
    // With it: the preview offers the import, and the import is the tournament.
    let r = send(&mut c, &text, "russian", false);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("name=\"confirm\"");
    let r = send(&mut c, &text, "russian", true);
    assert_eq!(r.status, 303, "{}", r.body);
    let to = r.header("location").unwrap().to_owned();
    let id: i64 = to.trim_start_matches("/admin/t/").parse().unwrap();
    let t = app.load(id);
    assert_eq!(t.settings().name, "Kazan Rapid");
    assert_eq!(t.settings().variant.name(), "russian");
    assert_eq!(t.entries().len(), 3);
    assert_eq!(t.rounds().len(), 2);
    assert!(app.audit_rows() > before, "the import is in the audit log");
    let page = c.get(&to);
    assert_eq!(page.status, 200);
}

#[test]
fn a_refused_file_answers_with_the_same_page_its_text_kept_and_every_problem() {
    let app = spawn_app();
    let mut c = app.chief();
    // Two problems: player 1 says it played 2, whose line says otherwise; a sex that is none.
    let text = [
        "012 Broken Open".to_owned(),
        player(1, "Petrov, Ivan", "RUS", 2100, "2.0", &["   2 w 1"]),
        player(2, "Sidorov, Oleg", "RUS", 2000, "0.0", &["   3 b 0"]).replacen(" m ", " x ", 1),
        player(3, "Orlova, Anna", "RUS", 1900, "0.0", &[]),
    ]
    .join("\r")
        + "\r";
    let before = app.audit_rows();
    let r = send(&mut c, &text, "international", true);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("id=\"problems\"");
    r.shows("(nothing was stored)");
    let problems = r.body.split("id=\"problems\"").nth(1).unwrap();
    let problems = &problems[..problems.find("</div>").unwrap()];
    assert!(problems.matches("<li>").count() >= 2, "{problems}");
    assert!(problems.contains("line 3"), "{problems}");
    assert_eq!(pasted(&r).replace('\n', "\r"), text, "the text is kept");
    assert_eq!(
        crate::helpers::html::selected(&r.body, "variant"),
        "international",
        "the choice is kept"
    );
    assert!(!r.body.contains("name=\"confirm\""));
    assert_eq!(app.audit_rows(), before, "nothing stored");
    // Nothing to read.
    let r = send(&mut c, "  \r", "", false);
    assert_eq!(r.status, 422);
    r.shows("There is nothing to read");
}

#[test]
fn crownheads_own_file_says_its_variant_and_a_knockout_comes_back_with_its_ties() {
    let app = spawn_app();
    let mut c = app.chief();
    let text = demo_trf("3");
    let r = send(&mut c, &text, "", false);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Knock-out Cup");
    r.shows("The file says its variant: English draughts.");
    assert_eq!(
        crate::helpers::html::selected(&r.body, "variant"),
        "english"
    );
    r.shows("22 knock-out games");
    // Another variant than the file's is refused.
    let r = send(&mut c, &text, "russian", true);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("The file says English draughts, but Russian draughts is chosen");
    let r = send(&mut c, &text, "english", true);
    assert_eq!(r.status, 303, "{}", r.body);
    let id = r
        .header("location")
        .unwrap()
        .trim_start_matches("/admin/t/")
        .to_owned();
    // The knock-out stored has its games: its export is the file.
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_crownhead"))
        .env_remove("CROWNHEAD_DB")
        .arg("--db")
        .arg(&app.db)
        .args(["export", "--tournament", &id, "--format", "trf"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(o.stdout).unwrap(), text);
}
