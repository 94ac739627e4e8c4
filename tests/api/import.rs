//! The entries import on the dashboard: pasted text or a file chosen beside it, any case of
//! column names, `,` `;` or tab, a preview of every column stored, refusals on the same page
//! with the text kept, naming line and column, and nothing stored.

use crate::fmjd_list::multipart;
use crate::helpers::{Client, Response, spawn_app, unescape};
use crate::workflows::create;

fn page(id: i64) -> String {
    format!("/admin/t/{id}/import")
}

/// Sends the page's form as the browser does (multipart): the pasted text and the file.
fn send(c: &mut Client, id: i64, text: &str, file: Option<(&str, &[u8])>) -> Response {
    let form = c.get(&page(id));
    assert_eq!(form.status, 200, "{}", form.body);
    let (csrf, version) = (form.field("csrf"), form.field("version"));
    let (name, bytes) = file.unwrap_or(("", b""));
    let (body, ct) = multipart(&[
        ("csrf", None, csrf.as_bytes()),
        ("version", None, version.as_bytes()),
        ("csv", None, text.as_bytes()),
        ("file", Some(name), bytes),
    ]);
    c.request_with("POST", &page(id), &body, &ct, &[])
}

/// The text of the page's paste box, unescaped.
fn pasted(r: &Response) -> String {
    let start = r
        .body
        .find("<textarea name=\"csv\"")
        .expect("the paste box");
    let start = r.body[start..].find('>').unwrap() + start + 1;
    let end = r.body[start..].find("</textarea>").unwrap() + start;
    unescape(&r.body[start..end])
}

#[test]
fn a_semicolon_file_with_capitalised_headers_previews_every_column_and_imports() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Europe", "english", "5");
    let csv = "Name;Federation;Rating;Title;Club;Birth_Date\n\"Boer, Jan de\";NED;1850;MF;Damclub Oost;1970-05-01\nZoë Martin;FRA;;;Club, de Lyon;\n";
    let r = send(&mut c, id, csv, None);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Columns separated by semicolons.");
    r.shows("2 rows, all good.");
    for cell in [
        "<td>MF</td>",
        "<td>Damclub Oost</td>",
        "<td>1970-05-01</td>",
        "<td>Club, de Lyon</td>",
    ] {
        r.shows(cell);
    }
    for heading in [
        "<th>Title</th>",
        "<th>Club</th>",
        "<th>Birth date</th>",
        "<th>Fed</th>",
    ] {
        r.shows(heading);
    }
    assert_eq!(pasted(&r), csv);
    let r = c.submit(&page(id), &page(id), &[("csv", csv), ("confirm", "1")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    let e = t.entry(1).unwrap();
    assert_eq!(e.name.as_str(), "Boer, Jan de");
    assert_eq!(
        (e.club.as_deref(), e.title.as_deref(), e.rating),
        (Some("Damclub Oost"), Some("MF"), Some(1850))
    );
    assert_eq!(t.entry(2).unwrap().club.as_deref(), Some("Club, de Lyon"));
}

#[test]
fn a_file_chosen_beside_the_paste_box_is_previewed_then_imported() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Upload", "english", "5");
    let file = "NAME\tCLUB\nAnn Ash\tOost\nBen Birch\tWest\n";
    let r = send(&mut c, id, "", Some(("players.tsv", file.as_bytes())));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Read from the file players.tsv.");
    r.shows("Columns separated by tabs.");
    r.shows("<td>West</td>");
    // The file's text is in the paste box: the confirmation sends what was previewed.
    assert_eq!(pasted(&r), file);
    assert!(
        app.load(id).entries().is_empty(),
        "a preview stores nothing"
    );
    // A file sent along with the confirmation is previewed, not imported unseen.
    let form = c.get(&page(id));
    let (body, ct) = multipart(&[
        ("csrf", None, form.field("csrf").as_bytes()),
        ("version", None, form.field("version").as_bytes()),
        ("csv", None, b""),
        ("file", Some("players.tsv"), file.as_bytes()),
        ("confirm", None, b"1"),
    ]);
    let r = c.request_with("POST", &page(id), &body, &ct, &[]);
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(app.load(id).entries().is_empty());
    let r = c.submit(&page(id), &page(id), &[("csv", file), ("confirm", "1")]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).entry(2).unwrap().club.as_deref(), Some("West"));
}

#[test]
fn a_refused_file_answers_with_the_same_page_the_text_kept_and_where() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Refusals", "english", "5");
    // An unknown column: line 1, its column.
    let csv = "Name;Club;Elo\nAnn;Oost;1800\n";
    let r = send(&mut c, id, csv, None);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("Refused, nothing was imported: line 1: column 3: unknown column &#34;Elo&#34;");
    assert_eq!(pasted(&r), csv, "the text is kept");
    r.shows("class=\"invalid\"");
    // No name column.
    let r = send(&mut c, id, "club;rating\nOost;1\n", None);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("line 1: the header needs a name column");
    r.shows("<textarea name=\"csv\"");
    // A bad row: its line, and the bad cell marked.
    let csv = "name;rating;club\nAnn;1800;Oost\nBob;lots;West\n";
    let r = send(&mut c, id, csv, None);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("line 3: Rating: `lots` is not a whole number");
    r.shows("<td class=\"bad-cell\">lots</td>");
    r.shows("<td>West</td>");
    assert_eq!(pasted(&r), csv);
    assert!(!r.body.contains("name=\"confirm\""), "no import button");
    // A file too large: the import page says so.
    let big = format!("name\n{}", "Player\n".repeat(400_000));
    let r = send(&mut c, id, "", Some(("big.csv", big.as_bytes())));
    assert_eq!(r.status, 413, "{}", &r.body[..r.body.len().min(400)]);
    r.shows("at most 2048 KiB");
    r.shows("<textarea name=\"csv\"");
    assert!(app.load(id).entries().is_empty());
}
