//! An export with nothing to write says so: the PDN download of an event without game records
//! is a page saying there are none yet (no empty file) for the controller; the public pages'
//! link still gives the (empty) file, as a published site copies every link.

use crate::helpers::spawn_app;

#[test]
fn the_games_of_an_event_without_records_are_a_page_saying_so() {
    let app = spawn_app();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let mut c = app.chief();
    let r = c.get(&format!("/admin/t/{id}/export/pdn"));
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.header("content-disposition").is_none(), "no file");
    assert!(r.header("content-type").unwrap().starts_with("text/html"));
    r.shows("No game records yet");
    r.shows("FMJD Swiss Open 2026 has no game records yet: there is no PDN file to download.");
    r.shows(&format!("href=\"/admin/t/{id}\""));
    // In the reader's language.
    let r = c.get(&format!("/admin/t/{id}/export/pdn?lang=fr"));
    r.shows("Aucune partie enregistrée");
    // With records, the file.
    let (with, _) = app.import_fixture_with_records("english-open.json");
    let r = c.get(&format!("/admin/t/{with}/export/pdn?lang=en"));
    assert_eq!(r.status, 200);
    assert!(
        r.header("content-disposition")
            .unwrap()
            .starts_with("attachment;")
    );
    assert!(r.body.contains("[Event \""), "{}", r.body);
    // The public link is unchanged: a file, empty.
    let r = app.client().get(&format!("/t/{id}/export/pdn"));
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body, "");
}
