//! The prize list on the dashboard: saved as text through the store's command, the allocation
//! shown and printed as a payment sheet; a finished event's list changes only with a reason.

use crate::helpers::html::value_of;
use crate::helpers::spawn_app;

const LIST: &str = "sharing: equal\ncategory U2200: rating below 2200\n1: 1000 Challenge cup\n2: 600\n3: 400\n4: 250\n5: 150\nU2200 1: 300\nU2200 2: 150\n";

#[test]
fn a_prize_list_is_saved_allocated_and_printed() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let page = format!("/admin/t/{id}/prizes");
    let r = chief.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("No prize list yet.");
    // The demo event is finished: a reason is needed.
    let audit = app.audit_rows();
    let r = chief.submit(&page, &page, &[("text", LIST)]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("only with a reason");
    assert_eq!(app.audit_rows(), audit);
    // A bad line is named, nothing saved.
    let r = chief.submit(&page, &page, &[("text", "1: ten\n"), ("reason", "x")]);
    assert_eq!(r.status, 422);
    r.shows("line 1: `ten` is not an amount");
    let r = chief.submit(
        &page,
        &page,
        &[("text", LIST), ("reason", "the organisers' list")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.audit_rows(), audit + 1);
    let r = chief.get(&page);
    // Five players on 12 for places 2-5; the best under 2200 takes the larger U2200 prize.
    r.shows("Jane Graham");
    r.shows("300.00");
    r.shows("350.00");
    let sheet = chief.get(&format!("/t/{id}/print/prizes"));
    assert_eq!(sheet.status, 200);
    sheet.shows("Received (signature)");
    sheet.shows("Nina Stewart (12)");
    sheet.shows("trophy: Challenge cup");
    // The public page: the allocation and the category's own ranking from 1.
    let public = app.client().get(&format!("/t/{id}/prizes"));
    assert_eq!(public.status, 200);
    public.shows("U2200 <small>(rating below 2200)</small>");
    let category = &public.body[public.body.find("rating below 2200").unwrap()..];
    let first = category.find("Jane Graham").unwrap();
    assert!(category[..first].contains(">1<"), "{category}");
    // An assistant sees the allocation but cannot change the list.
    let mut assistant = app.account(&mut chief, "steward", "assistant");
    let r = assistant.submit(&page, &page, &[("text", LIST), ("reason", "mine")]);
    assert_eq!(r.status, 403, "{}", r.body);
}

/// An event holds tournaments as its sections: created on the dashboard, each section joined
/// once, shown on the public event page and the events list.
#[test]
fn an_event_holds_sections() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (open, _) = app.import_fixture("fmjd-swiss.json");
    let (english, _) = app.import_fixture("english-open.json");
    let r = chief.submit(
        "/admin",
        "/admin/events",
        &[
            ("name", "National Championships 2026"),
            ("venue", "Utrecht"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = chief.submit("/admin", "/admin/events", &[("name", "\u{202E}x")]);
    assert_eq!(r.status, 422, "{}", r.body);
    for id in [open, english] {
        let page = format!("/admin/t/{id}");
        let r = chief.submit(&page, &format!("{page}/event"), &[("event", "1")]);
        assert_eq!(r.status, 303, "{}", r.body);
    }
    // A section of one event only.
    let page = format!("/admin/t/{open}");
    let csrf = chief.get("/admin").field("csrf");
    let r = chief.post(&format!("{page}/event"), &[("csrf", &csrf), ("event", "1")]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("already a section of event 1");
    let event = app.client().get("/e/1");
    assert_eq!(event.status, 200);
    event.shows("National Championships 2026");
    event.shows("Utrecht");
    let first = event.body.find("FMJD Swiss Open 2026").unwrap();
    let second = event.body.find("English Open 2026").unwrap();
    assert!(first < second, "sections in the order they joined");
    let home = app.client().get("/");
    home.shows("<a href=\"/e/1\">National Championships 2026</a>");
    assert_eq!(app.client().get("/e/9").status, 404);
}

/// A refused prize list answers with the prizes page: the problem above the form, the list
/// typed and the controls as sent; nothing is saved.
#[test]
fn a_refused_prize_list_comes_back_with_what_was_typed() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let page = format!("/admin/t/{id}/prizes");
    let audit = app.audit_rows();

    // The list typed: kept in its textarea, the advanced part open, the reason kept.
    let typed = "sharing: equal\n1: ten <euros>\n";
    let r = chief.submit(
        &page,
        &page,
        &[("text", typed), ("reason", "the sponsor's \"new\" list")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("<h2>Prize list</h2>");
    assert!(r.body.contains("id=\"problem\""), "{}", r.body);
    r.shows("line 2: `ten` is not an amount (such as 250 or 62.50)");
    r.shows(">sharing: equal\n1: ten &#60;euros&#62;\n</textarea>");
    r.shows("<details open>");
    assert_eq!(
        value_of(&r.body, "reason"),
        "the sponsor&#39;s &#34;new&#34; list"
    );
    let form = &r.body[r.body.find("action=\"/admin/t/").unwrap()..];
    let problem = r.body.find("id=\"problem\"").unwrap();
    assert!(problem < r.body.len() - form.len());

    // The controls: every row as sent, the choices kept.
    let r = chief.submit(
        &page,
        &page,
        &[
            ("sharing", "hort"),
            ("cat_name_0", "Juniors"),
            ("cat_kind_0", "junior-under"),
            ("cat_value_0", "eighteen"),
            ("cat_to_0", ""),
            ("cat_on_0", "2026-01-01"),
            ("prize_category_0", ""),
            ("prize_place_0", "1"),
            ("prize_amount_0", "500"),
            ("prize_trophy_0", "Cup"),
            ("prize_category_1", "Juniors"),
            ("prize_place_1", "1"),
            ("prize_amount_1", "50"),
            ("prize_trophy_1", ""),
            ("reason", "juniors too"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("id=\"problem\""), "{}", r.body);
    r.shows("eighteen");
    assert_eq!(value_of(&r.body, "cat_name_0"), "Juniors");
    assert_eq!(value_of(&r.body, "cat_value_0"), "eighteen");
    assert_eq!(value_of(&r.body, "cat_on_0"), "2026-01-01");
    assert_eq!(value_of(&r.body, "prize_amount_0"), "500");
    assert_eq!(value_of(&r.body, "prize_trophy_0"), "Cup");
    assert_eq!(value_of(&r.body, "prize_amount_1"), "50");
    assert_eq!(value_of(&r.body, "reason"), "juniors too");
    r.shows("<option value=\"hort\" selected>");
    r.shows("<option value=\"junior-under\" selected>");
    r.shows("<option value=\"Juniors\" selected>Juniors</option>");

    assert_eq!(app.audit_rows(), audit, "a refusal writes nothing");
    chief.get(&page).shows("No prize list yet.");
}

/// A typed prize list's problems are said in the reader's language, every bad line named; the
/// list's own keywords stay as its syntax writes them.
#[test]
fn a_prize_list_s_problems_are_said_in_the_reader_s_language() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let page = format!("/admin/t/{id}/prizes");
    let audit = app.audit_rows();

    assert_eq!(chief.get(&format!("{page}?lang=fr")).status, 200);
    let typed = "sharing: fair\n1: 100\n2: dix\ncategory Jeunes: young\n";
    let r = chief.submit(&page, &page, &[("text", typed)]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("ligne 1 : le partage est `equal`, `hort` ou `tie-break-order`");
    r.shows("ligne 3 : `dix` n&#39;est pas un montant (comme 250 ou 62.50)");
    r.shows("ligne 4 : une catégorie s&#39;écrit `rating below N`");
    assert!(!r.body.contains("is not an amount"), "{}", r.body);

    // A list that reads but cannot be allocated: the prize named, no line.
    assert_eq!(chief.get(&format!("{page}?lang=ru")).status, 200);
    let r = chief.submit(&page, &page, &[("text", "1: 100\nU8 1: 50\n1: 20\n")]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("приз 2: нет категории `U8`");
    assert!(!r.body.contains("строка 0"), "{}", r.body);
    let r = chief.submit(&page, &page, &[("text", "1: 100\n1: 20\n")]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("приз 2: место 1 общего зачёта указано дважды");
    assert_eq!(app.audit_rows(), audit, "a refusal writes nothing");
}
