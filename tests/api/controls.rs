//! Settings a controller chooses from: the prize list (sharing, categories, prizes) and the
//! entry fees (standard fee and reductions) set through form controls with translated labels,
//! stored as the typed list and schedule were; the typed syntax stays as an advanced field.

use crate::helpers::html::{selected, value_of};
use crate::helpers::spawn_app;

#[test]
fn the_prize_list_is_chosen_with_controls_and_stored_as_typed() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let page = format!("/admin/t/{id}/prizes?lang=fr");
    let r = chief.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    // The choices are in French; the typed list is kept as an advanced field.
    r.shows("Système Hort : moitié à parts égales, moitié selon le départage");
    r.shows("Elo inférieur à");
    r.shows("<summary>Avancé : la liste saisie en texte</summary>");
    assert_eq!(selected(&r.body, "sharing"), "equal");
    let text_was = r.field("text_was");
    let action = format!("/admin/t/{id}/prizes");
    let sent = chief.submit(
        &page,
        &action,
        &[
            ("text", &text_was),
            ("text_was", &text_was),
            ("reason", "the organisers' list"),
            ("sharing", "hort"),
            ("cat_name_0", "U2200"),
            ("cat_kind_0", "rating-below"),
            ("cat_value_0", "2200"),
            ("cat_name_1", "Juniors"),
            ("cat_kind_1", "junior-under"),
            ("cat_value_1", "18"),
            ("cat_on_1", "2026-07-01"),
            ("cat_name_2", ""),
            ("cat_kind_2", "rating-below"),
            ("prize_category_0", ""),
            ("prize_place_0", "1"),
            ("prize_amount_0", "1000"),
            ("prize_trophy_0", "Challenge cup"),
            ("prize_category_1", ""),
            ("prize_place_1", "2"),
            ("prize_amount_1", "600.50"),
            ("prize_category_2", "U2200"),
            ("prize_place_2", "1"),
            ("prize_amount_2", "300"),
            ("prize_place_3", ""),
            ("prize_amount_3", ""),
        ],
    );
    assert_eq!(sent.status, 303, "{}", sent.body);
    let conn = crownhead::store::open(&app.db).unwrap();
    let list = crownhead::store::prize_lists::get(&conn, id)
        .unwrap()
        .expect("a list is stored");
    assert_eq!(
        list.to_text(),
        "sharing: hort\ncategory U2200: rating below 2200\ncategory Juniors: junior under 18 on 2026-07-01\n\
         1: 1000.00 Challenge cup\n2: 600.50\nU2200 1: 300.00\n"
    );
    // The page shows the stored list in its controls, with empty rows for more.
    let r = chief.get(&page);
    assert_eq!(selected(&r.body, "sharing"), "hort");
    assert_eq!(selected(&r.body, "cat_kind_1"), "junior-under");
    assert_eq!(selected(&r.body, "prize_category_2"), "U2200");
    assert_eq!(value_of(&r.body, "cat_on_1"), "2026-07-01");
    assert_eq!(value_of(&r.body, "prize_amount_1"), "600.50");
    assert_eq!(value_of(&r.body, "cat_name_2"), "");
    // The typed list, when changed, is what is saved; a bad control is named like a bad line.
    let typed = "sharing: equal\n1: 500\n";
    let r = chief.submit(
        &page,
        &action,
        &[
            ("text", typed),
            ("text_was", &list.to_text()),
            ("sharing", "hort"),
            ("reason", "x"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let list = crownhead::store::prize_lists::get(&conn, id)
        .unwrap()
        .unwrap();
    assert_eq!(list.to_text(), "sharing: equal\n1: 500.00\n");
    let r = chief.submit(
        &page,
        &action,
        &[
            ("text", typed),
            ("text_was", typed),
            ("sharing", "equal"),
            ("reason", "x"),
            ("prize_place_0", "1"),
            ("prize_amount_0", "ten"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    // In the language the controller chose above.
    r.shows("ligne 2 : `ten` n&#39;est pas un montant");
}

#[test]
fn entry_fees_are_set_with_controls_and_the_typed_schedule_still_counts() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("english-open.json");
    let page = format!("/admin/t/{id}/book?lang=nl");
    let action = format!("/admin/t/{id}/book/settings");
    let r = chief.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("Inschrijfgeld voor titelhouders");
    let was = r.field("fees_was");
    let schedule = |app: &crate::helpers::TestApp| {
        let conn = crownhead::store::open(&app.db).unwrap();
        let t = crownhead::store::tournaments::load(&conn, id).unwrap();
        crownhead::store::book::book(&conn, id, &t)
            .unwrap()
            .fees
            .to_string()
    };
    let r = chief.submit(
        &page,
        &action,
        &[
            ("fees", &was),
            ("fees_was", &was),
            ("fee_standard", "20"),
            ("fee_titled", "0"),
            ("fee_junior_age", "18"),
            ("fee_junior", "7.50"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(schedule(&app), "standard=20.00 titled=0.00 junior<18=7.50");
    let r = chief.get(&page);
    assert_eq!(value_of(&r.body, "fee_standard"), "20.00");
    assert_eq!(value_of(&r.body, "fee_junior_age"), "18");
    // A reduction needs its age and its fee; nothing is saved.
    let r = chief.submit(
        &page,
        &action,
        &[
            ("fees_was", "x"),
            ("fees", "x"),
            ("fee_standard", "20"),
            ("fee_junior", "5"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(schedule(&app), "standard=20.00 titled=0.00 junior<18=7.50");
    // The typed schedule, changed, wins over the controls.
    let r = chief.submit(
        &page,
        &action,
        &[
            ("fees", "standard=15 junior<12=5 junior<18=10"),
            ("fees_was", "standard=20.00 titled=0.00 junior<18=7.50"),
            ("fee_standard", "20"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        schedule(&app),
        "standard=15.00 junior<12=5.00 junior<18=10.00"
    );
    // Controls keep the junior reductions they do not show.
    let was = "standard=15.00 junior<12=5.00 junior<18=10.00";
    let r = chief.submit(
        &page,
        &action,
        &[
            ("fees", was),
            ("fees_was", was),
            ("fee_standard", "16"),
            ("fee_junior_age", "12"),
            ("fee_junior", "5"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        schedule(&app),
        "standard=16.00 junior<12=5.00 junior<18=10.00"
    );
    // The fee list shows money as the page's language writes it.
    let r = chief.get(&page);
    assert!(r.body.contains("16,00"), "{}", r.body);
}
