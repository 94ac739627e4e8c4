//! The prize list on the dashboard: saved as text through the store's command, the allocation
//! shown and printed as a payment sheet; a finished event's list changes only with a reason.

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
    r.shows("line 1: &#34;ten&#34; is not an amount");
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
