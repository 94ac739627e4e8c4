//! Names as the federations keep them: a surname and a given name on the entry forms, in the
//! FMJD report and the TRF, with the name shown in the event's order.

use crownhead::domain::Language;
use crownhead::store::{self, Seen};

use crate::helpers::{Client, TestApp, spawn_app};
use crate::workflows::create;

fn set_language(app: &TestApp, id: i64, language: Language) {
    let mut settings = app.load(id).settings().clone();
    settings.language = language;
    let mut conn = store::open(&app.db).unwrap();
    store::update_settings(
        &mut conn,
        id,
        Seen::Any,
        &settings,
        |_| String::new(),
        "chief",
    )
    .unwrap();
}

fn add(c: &mut Client, id: i64, surname: &str, given: &str) {
    let page = format!("/admin/t/{id}");
    let r = c.submit(
        &page,
        &format!("/admin/t/{id}/entries"),
        &[
            ("surname", surname),
            ("given_name", given),
            ("federation", "RUS"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
}

/// The `(last_n, first_n)` of each row of the FMJD report.
fn fmjd_names(c: &mut Client, id: i64) -> Vec<(String, String)> {
    let r = c.get(&format!("/admin/t/{id}/export/fmjd"));
    assert_eq!(r.status, 200, "{}", r.body);
    let mut reader = csv::Reader::from_reader(r.body.as_bytes());
    let header = reader.headers().unwrap().clone();
    assert_eq!((&header[1], &header[2]), ("last_n", "first_n"));
    reader
        .records()
        .map(|r| {
            let r = r.unwrap();
            (r[1].to_owned(), r[2].to_owned())
        })
        .collect()
}

fn pair(a: &str, b: &str) -> (String, String) {
    (a.to_owned(), b.to_owned())
}

#[test]
fn a_name_typed_in_the_russian_form_reaches_the_fmjd_report_surname_first() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Первенство", "russian", "5");
    set_language(&app, id, Language::Ru);
    // The Russian form asks for the surname and the given name, each in its own box, and
    // says how the event shows names.
    let form = c.get(&format!("/admin/t/{id}?lang=ru"));
    form.shows("Фамилия <input name=\"surname\"");
    form.shows("Имя <input name=\"given_name\"");
    form.shows("«Фамилия Имя» (Белов Юрий)");
    add(&mut c, id, "Белов", "Юрий");
    add(&mut c, id, "de Vries", "Jan");
    add(&mut c, id, "van der Berg", "Piet");
    assert_eq!(
        fmjd_names(&mut c, id),
        [
            pair("Белов", "Юрий"),
            pair("de Vries", "Jan"),
            pair("van der Berg", "Piet")
        ]
    );
    // Shown as the Russian event writes names: surname first.
    let t = app.load(id);
    assert_eq!(t.entry(1).unwrap().name.as_str(), "Белов Юрий");
    assert_eq!(t.entry(2).unwrap().name.as_str(), "de Vries Jan");
    // The TRF writes "Surname, Given"; its import splits at the comma.
    let trf = c.get(&format!("/admin/t/{id}/export/trf")).body;
    assert!(trf.contains(" Белов, Юрий "), "{trf}");
    assert!(trf.contains(" de Vries, Jan "), "{trf}");
    let back = crownhead::export::trf::import(&trf).unwrap();
    assert_eq!(
        (
            back.entry(2).unwrap().surname.as_str(),
            back.entry(2).unwrap().given_name.as_str()
        ),
        ("de Vries", "Jan")
    );
}

#[test]
fn a_dutch_name_keeps_its_particles_in_the_surname_and_an_edit_keeps_the_name_shown() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Open", "fmjd-international", "5");
    set_language(&app, id, Language::Nl);
    c.get(&format!("/admin/t/{id}?lang=nl"))
        .shows("Achternaam <input name=\"surname\"");
    add(&mut c, id, "de Vries", "Jan");
    assert_eq!(fmjd_names(&mut c, id), [pair("de Vries", "Jan")]);
    assert_eq!(app.load(id).entry(1).unwrap().name.as_str(), "Jan de Vries");
    // Entries stored as "Surname, Given" keep the name shown while only their rating
    // changes; a split corrected writes the name shown from the parts again.
    let mut conn = store::open(&app.db).unwrap();
    for (no, stored) in [(1, "Vries, Jan de"), (2, "Jones, Yuri")] {
        let name = crownhead::domain::PlayerName::parse(stored).unwrap();
        let mut e = crownhead::domain::Entry::new(no, name).unwrap();
        if no == 1 {
            e = app.load(id).entry(1).unwrap().clone();
            e.set_name(crownhead::domain::NameParts::stored(
                crownhead::domain::PlayerName::parse(stored).unwrap(),
            ));
            store::edit_entry(&mut conn, id, Seen::Any, &e, "chief").unwrap();
        } else {
            store::add_entry(&mut conn, id, Seen::Any, &e, None, "chief").unwrap();
        }
    }
    let edit = |c: &mut Client, no: u32, surname: &str, given: &str| {
        let page = format!("/admin/t/{id}/entries/{no}");
        let form = c.get(&page);
        let fields: Vec<(&str, String)> = ["csrf", "version", "shown"]
            .iter()
            .map(|f| (*f, form.field(f)))
            .chain([
                ("surname", surname.to_owned()),
                ("given_name", given.to_owned()),
                ("rating", "1850".to_owned()),
            ])
            .collect();
        let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let r = c.post(&page, &fields);
        assert_eq!(r.status, 303, "{}", r.body);
        (form.field("surname"), form.field("given_name"))
    };
    assert_eq!(edit(&mut c, 2, "Jones", "Yuri"), pair("Jones", "Yuri"));
    assert_eq!(edit(&mut c, 1, "de Vries", "Jan"), pair("Vries", "Jan de"));
    let t = app.load(id);
    let parts = |no| {
        let e = t.entry(no).unwrap();
        (
            e.name.to_string(),
            e.surname.clone(),
            e.given_name.clone(),
            e.rating,
        )
    };
    assert_eq!(
        parts(2),
        (
            "Jones, Yuri".into(),
            "Jones".into(),
            "Yuri".into(),
            Some(1850)
        )
    );
    assert_eq!(
        parts(1),
        (
            "Jan de Vries".into(),
            "de Vries".into(),
            "Jan".into(),
            Some(1850)
        )
    );
    // A given name without a surname is refused, and nothing changes.
    let before = app.load(id);
    let r = c.submit(
        &format!("/admin/t/{id}"),
        &format!("/admin/t/{id}/entries"),
        &[("surname", " "), ("given_name", "Jan")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    // Said in the event's language (Dutch), naming the column.
    assert!(
        r.body.contains("Achternaam: een achternaam is nodig"),
        "{}",
        r.body
    );
    assert_eq!(app.load(id), before);
}

#[test]
fn the_entries_csv_round_trips_names_in_their_parts() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Open", "fmjd-international", "5");
    crate::workflows::import(
        &mut c,
        id,
        "Achternaam;Voornaam;Geslacht;Vereniging\nde Vries;Jan;m;Oost\nBoer;Anna;v;\n",
    );
    let csv = c.get(&format!("/admin/t/{id}/export/csv-entries")).body;
    assert!(
        csv.starts_with("no,name,federation,rating,title,club,fmjd_id,national_id,birth_date,women_title,women_rating,surname,given_name,sex\n"),
        "{csv}"
    );
    assert!(
        csv.contains("\n1,Jan de Vries,,,,Oost,,,,,,de Vries,Jan,m\n"),
        "{csv}"
    );
    assert!(
        csv.contains("\n2,Anna Boer,,,,,,,,,,Boer,Anna,w\n"),
        "{csv}"
    );
    let other = create(&mut c, "Again", "fmjd-international", "5");
    crate::workflows::import(&mut c, other, &csv);
    assert_eq!(app.load(other).entries(), app.load(id).entries());
    assert_eq!(
        c.get(&format!("/admin/t/{other}/export/csv-entries")).body,
        csv
    );
}

/// A Dutch spreadsheet's CSV: Dutch headers, a sex column, Latin-1 bytes read as such and
/// said in Dutch; the second preview and the import take the text as read.
#[test]
fn a_dutch_latin1_spreadsheet_is_read_with_its_headers_and_said_in_dutch() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Clubkampioenschap", "fmjd-international", "5");
    set_language(&app, id, Language::Nl);
    let path = format!("/admin/t/{id}/import");
    let page = c.get(&format!("{path}?lang=nl"));
    let send = |c: &mut Client, csv: &str, confirm: bool| {
        let mut body = format!(
            "csrf={}&version={}&csv={csv}",
            page.field("csrf"),
            page.field("version")
        );
        if confirm {
            body.push_str("&confirm=1");
        }
        c.request_with(
            "POST",
            &path,
            body.as_bytes(),
            "application/x-www-form-urlencoded",
            &[],
        )
    };
    // `Naam;Vereniging;Geslacht;Rating` / `Müller, Jürgen;Damclub Café;m;1850` / `Anna de Wit;;V;`
    let latin1 = "Naam%3BVereniging%3BGeslacht%3BRating%0AM%FCller%2C+J%FCrgen%3BDamclub+Caf%E9%3Bm%3B1850%0AAnna+de+Wit%3B%3BV%3B%0A";
    let r = send(&mut c, latin1, false);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("de geplakte tekst is geen UTF-8: het is gelezen als Windows-1252 (Latin-1).");
    r.shows("<td>Müller, Jürgen</td>");
    let text = r.body.split("<textarea").nth(1).unwrap();
    let text = &text[text.find('>').unwrap() + 1..text.find("</textarea>").unwrap()];
    assert!(
        text.starts_with("Naam;Vereniging;Geslacht;Rating\nMüller, Jürgen;"),
        "{text}"
    );
    // The text as read, sent again, is UTF-8 and imports as shown.
    let utf8: String = url_encode(text);
    let r = send(&mut c, &utf8, true);
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    let e = t.entry(1).unwrap();
    assert_eq!(
        (e.name.as_str(), e.surname.as_str(), e.given_name.as_str()),
        ("Müller, Jürgen", "Müller", "Jürgen")
    );
    assert_eq!(e.club.as_deref(), Some("Damclub Café"));
    assert_eq!(e.sex, Some(crownhead::domain::Sex::M));
    assert_eq!(t.entry(2).unwrap().sex, Some(crownhead::domain::Sex::W));
    // A header it does not know is refused in Dutch, naming its column.
    let r = send(&mut c, "Naam%3BKleur%0AA%3Bwit%0A", false);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("regel 1, kolom 2: onbekende kolom &#34;Kleur&#34;");
    assert_eq!(app.load(id).entries().len(), 2);
}

fn url_encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}
