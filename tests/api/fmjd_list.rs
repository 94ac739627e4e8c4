//! The FMJD player list on the dashboard: upload (multipart, Latin-1 bytes) or paste, preview
//! entry by entry, confirm through the version-checked command, refusals that change nothing.

use crownhead::store::{self, audit};

use crate::helpers::{Client, Response, TestApp, spawn_app, unescape};

/// The published-layout sample: Latin-1, women's titles and ratings, odd rows.
const LIST: &[u8] = include_bytes!("../../fixtures/fmjd/V261001.DRA");

/// A `multipart/form-data` body of `fields` (name, file name for a file, bytes) and its
/// Content-Type.
pub(crate) fn multipart(fields: &[(&str, Option<&str>, &[u8])]) -> (Vec<u8>, String) {
    let boundary = "----crownheadTestBoundary7MA4YWxk";
    let mut body = Vec::new();
    for (name, file, value) in fields {
        body.extend_from_slice(format!("--{boundary}\r\n").as_bytes());
        match file {
            Some(f) => body.extend_from_slice(
                format!(
                    "Content-Disposition: form-data; name=\"{name}\"; filename=\"{f}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                )
                .as_bytes(),
            ),
            None => body.extend_from_slice(
                format!("Content-Disposition: form-data; name=\"{name}\"\r\n\r\n").as_bytes(),
            ),
        }
        body.extend_from_slice(value);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    (body, format!("multipart/form-data; boundary={boundary}"))
}

fn page(id: i64) -> String {
    format!("/admin/t/{id}/entries/fmjd-list")
}

/// Sends the list as the page's upload form does: the file, or else the pasted text.
fn send(c: &mut Client, id: i64, file: Option<(&str, &[u8])>, text: &[u8]) -> Response {
    let form = c.get(&page(id));
    assert_eq!(form.status, 200, "{}", form.body);
    let (csrf, version) = (form.field("csrf"), form.field("version"));
    let (name, bytes) = file.unwrap_or(("", b""));
    let (body, ct) = multipart(&[
        ("csrf", None, csrf.as_bytes()),
        ("version", None, version.as_bytes()),
        ("list", Some(name), bytes),
        ("text", None, text),
    ]);
    c.request_with("POST", &page(id), &body, &ct, &[])
}

/// Sends the preview's confirmation form.
fn confirm(c: &mut Client, id: i64, preview: &Response) -> Response {
    let fields = ["csrf", "version", "source", "players"].map(|f| (f, preview.field(f)));
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    c.post(&page(id), &fields)
}

fn shows(r: &Response, text: &str) {
    let body = unescape(&r.body);
    assert!(body.contains(text), "expected {text:?} in:\n{body}");
}

fn fmjd_rows(app: &TestApp, id: i64) -> Vec<audit::AuditRow> {
    let conn = store::open(&app.db).unwrap();
    audit::list(&conn, id)
        .unwrap()
        .into_iter()
        .filter(|r| r.action == "fmjd-list")
        .collect()
}

#[test]
fn the_list_is_previewed_entry_by_entry_then_confirmed() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, t) = app.import_fixture("fmjd-swiss.json");
    let overview = c.get(&format!("/admin/t/{id}"));
    overview.shows(&format!("href=\"{}\"", page(id)));
    let rows_before = app.audit_rows();

    let r = send(&mut c, id, Some(("V261001.DRA", LIST)), b"");
    assert_eq!(r.status, 200, "{}", r.body);
    shows(&r, "V261001.DRA: 17 players in 19 rows, read as Latin-1.");
    shows(&r, "6 entries change");
    shows(
        &r,
        "<td class=\"num\">1</td><td>Yuri Jones</td><td>15013</td><td class=\"num\">2</td><td>Jones, Yuri</td><td><ul><li>title: <em>none</em> → <strong>GMI</strong></li><li>rating: 2493 → <strong>2511</strong></li></ul>",
    );
    shows(
        &r,
        "<li>women's title: <em>none</em> → <strong>MIF</strong></li><li>women's rating: <em>none</em> → <strong>2390</strong></li>",
    );
    shows(
        &r,
        "<span class=\"warning\">country \"1N\" is not a three-letter code: the federation is left as it is</span>",
    );
    shows(
        &r,
        "<td>Helen Newton</td><td>15091</td><td class=\"num\">8, 9</td><td></td><td><span class=\"warning\">its FMJD ID is listed more than once: left as it is</span>",
    );
    shows(&r, "1 entry is in the list as it is.");
    shows(&r, "Not in the list (by FMJD ID): entries 9, 10, 11,");
    shows(&r, "Warnings in the list (6)");
    shows(
        &r,
        "<li>line 12: nr_ew \"A123\" is not an FMJD ID (digits): row skipped</li>",
    );
    shows(&r, "Save the changes to 6 entries");
    // A preview saves nothing.
    assert_eq!(app.load(id), t);
    assert_eq!(app.audit_rows(), rows_before);

    let done = confirm(&mut c, id, &r);
    assert_eq!(done.status, 303, "{}", done.body);
    assert_eq!(
        done.header("location"),
        Some(format!("/admin/t/{id}").as_str())
    );
    let now = app.load(id);
    let e = |no: u32| now.entry(no).unwrap();
    assert_eq!(
        (e(1).title.as_deref(), e(1).rating),
        (Some("GMI"), Some(2511))
    );
    assert_eq!(
        (e(2).title.as_deref(), e(2).rating),
        (Some("MI"), Some(2445))
    );
    assert_eq!(
        (e(3).women_title.as_deref(), e(3).women_rating),
        (Some("MIF"), Some(2390))
    );
    assert_eq!(e(4).federation.as_ref().unwrap().as_str(), "FRA");
    assert_eq!(e(7), t.entry(7).unwrap(), "listed twice: left as it is");
    let rows = fmjd_rows(&app, id);
    assert_eq!(rows.len(), 6);
    assert_eq!(app.audit_rows(), rows_before + 6);
    assert_eq!(
        rows[0].reason.as_deref(),
        Some("FMJD list V261001.DRA, line 2: title none → GMI; rating 2493 → 2511")
    );
    assert!(rows.iter().all(|r| r.who == "chief" && r.before != r.after));
    let entry = c.get(&format!("/admin/t/{id}/entries/3"));
    assert_eq!(entry.field("women_title"), "MIF");
    assert_eq!(entry.field("women_rating"), "2390");
    let log = c.get(&format!("/admin/t/{id}/audit"));
    shows(&log, "FMJD list V261001.DRA, line 4: rating 2434 → 2440");
    // The same list again: nothing to save.
    let again = send(&mut c, id, Some(("V261001.DRA", LIST)), b"");
    shows(&again, "0 entries change");
    shows(&again, "Nothing to save.");
    assert!(again.try_field("players").is_none());
}

#[test]
fn a_confirmation_over_changed_entries_saves_nothing_and_shows_the_preview_again() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let preview = send(&mut c, id, Some(("V261001.DRA", LIST)), b"");
    assert_eq!(preview.status, 200, "{}", preview.body);
    // Someone edits entry 1 meanwhile.
    let entry = format!("/admin/t/{id}/entries/1");
    let form = c.get(&entry);
    let edit: Vec<(&str, String)> = [
        "csrf",
        "version",
        "surname",
        "given_name",
        "shown",
        "federation",
        "title",
        "club",
        "fmjd_id",
        "national_id",
    ]
    .iter()
    .map(|f| (*f, form.field(f)))
    .chain([("rating", "2000".to_owned())])
    .collect();
    let edit: Vec<(&str, &str)> = edit.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let r = c.post(&entry, &edit);
    assert_eq!(r.status, 303, "{}", r.body);
    let before = app.load(id);
    let rows = app.audit_rows();

    let stale = confirm(&mut c, id, &preview);
    assert_eq!(stale.status, 409, "{}", stale.body);
    shows(&stale, "The entries changed since your preview");
    shows(&stale, "nothing was saved");
    shows(&stale, "<li>rating: 2000 → <strong>2511</strong></li>");
    assert_eq!(app.load(id), before);
    assert_eq!(app.audit_rows(), rows);
    // Confirmed again from the new preview, it is saved.
    let done = confirm(&mut c, id, &stale);
    assert_eq!(done.status, 303, "{}", done.body);
    assert_eq!(app.load(id).entry(1).unwrap().rating, Some(2511));
    assert_eq!(fmjd_rows(&app, id).len(), 6);
}

#[test]
fn pasted_text_is_read_and_bad_sends_are_refused_changing_nothing() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, t) = app.import_fixture("fmjd-swiss.json");
    let rows = app.audit_rows();

    let pasted = "nr_ew,rating,wtitle\n15013,2600,\n15026,,MFF\n".as_bytes();
    let r = send(&mut c, id, None, pasted);
    assert_eq!(r.status, 200, "{}", r.body);
    shows(&r, "pasted text: 2 players in 2 rows, read as UTF-8.");
    shows(&r, "<li>rating: 2493 → <strong>2600</strong></li>");
    shows(
        &r,
        "line 1: the header has no country, title, wrating column",
    );

    let r = send(
        &mut c,
        id,
        Some(("players.csv", b"id,name\r\n15013,Jones\r\n")),
        b"",
    );
    assert_eq!(r.status, 422, "{}", r.body);
    shows(
        &r,
        "players.csv cannot be read as the FMJD list: nothing was changed.",
    );
    shows(&r, "line 1: the header needs an nr_ew column");

    let r = send(
        &mut c,
        id,
        Some(("V.DRA", b"nr_ew,last_n\n1,\"Open\n2,B\n")),
        b"",
    );
    assert_eq!(r.status, 422, "{}", r.body);
    shows(
        &r,
        "line 2: a quote (\") opens a field here and is never closed",
    );

    let r = send(&mut c, id, None, b"");
    assert_eq!(r.status, 422, "{}", r.body);
    shows(&r, "choose the list's file or paste its text");

    let r = send(&mut c, id, Some(("V.DRA", LIST)), b"nr_ew\n1\n");
    assert_eq!(r.status, 422, "{}", r.body);
    shows(&r, "either as a file or as pasted text, not both");

    let r = c.request_with("POST", &page(id), b"list=1", "text/plain", &[]);
    assert_eq!(r.status, 422, "{}", r.body);
    shows(&r, "this page takes multipart/form-data");

    let (body, ct) = multipart(&[("csrf", None, b"forged"), ("list", Some("V.DRA"), LIST)]);
    let r = c.request_with("POST", &page(id), &body, &ct, &[]);
    assert_eq!(r.status, 403, "{}", r.body);

    let preview = send(&mut c, id, Some(("V261001.DRA", LIST)), b"");
    let forged = [
        ("csrf", preview.field("csrf")),
        ("version", preview.field("version")),
        ("source", "V261001.DRA".to_owned()),
        ("players", "[{\"nr_ew\": 15013}]".to_owned()),
    ];
    let forged: Vec<(&str, &str)> = forged.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let r = c.post(&page(id), &forged);
    assert_eq!(r.status, 422, "{}", r.body);
    shows(
        &r,
        "the list's rows sent with the confirmation cannot be read",
    );

    let mut assistant = app.account(&mut c, "ann", "assistant");
    let r = assistant.get(&page(id));
    assert_eq!(r.status, 403, "{}", r.body);

    assert_eq!(app.load(id), t);
    assert_eq!(
        app.audit_rows(),
        rows + 1,
        "only the assistant's account was added"
    );
}
