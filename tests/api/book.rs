//! The controller's book on the dashboard: incidents, appeals refused for a concerned
//! committee member, fees at check-in and in the treasurer's list, the controller's report.

use crate::helpers::html::{form, selected, value_of};
use crate::helpers::{Response, spawn_app};

#[test]
fn the_book_records_incidents_refuses_a_concerned_committee_and_lists_fees() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, t) = app.import_fixture("english-open.json");
    let page = format!("/admin/t/{id}/book");
    let r = chief.get(&page);
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("No incident recorded.");
    // In French by ?lang=: the book's own texts, the rule-book citation as written.
    let fr = chief.get(&format!("{page}?lang=fr"));
    fr.shows("Incidents et sanctions");
    fr.shows("Aucun incident enregistré.");
    fr.shows("000 art. 7.1");
    // (The choice is remembered: back to English for the rest.)
    assert_eq!(chief.get(&format!("{page}?lang=en")).status, 200);

    // Round 1, board 1 is 1 against 2: 2 may not judge an appeal on it.
    let b = t.round(1).unwrap().board(1).unwrap();
    let opponent = b.pairing.entries().nth(1).unwrap();
    let name = t.entry(opponent).unwrap().name.to_string();
    let audit = app.audit_rows();
    let committee = format!("Ann Arbiter\n{name}; Bolton\nCy Clerk");
    let r = chief.submit(
        &page,
        &format!("{page}/appeals"),
        &[
            ("against", "1.1"),
            ("appellant", "the captain"),
            ("grounds", "the result was misread"),
            ("committee", &committee),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows(&format!("{name} cannot sit on the appeals committee"));
    assert_eq!(app.audit_rows(), audit, "a refusal writes nothing");

    // A warning, then a second one for the same article: flagged.
    for _ in 0..2 {
        let r = chief.submit(
            &page,
            &format!("{page}/incidents"),
            &[
                ("player", "2"),
                ("article", "4.9"),
                ("penalty", "warning"),
                ("reason", "repeated offers of a draw"),
            ],
        );
        assert_eq!(r.status, 303, "{}", r.body);
    }
    let r = chief.get(&page);
    r.shows("4.9 (distracting or annoying the opponent)");
    r.shows("second warning for this article");

    // Fees: 15.00 each; entry 1 pays, the others are shown unpaid at check-in.
    let r = chief.submit(
        &page,
        &format!("{page}/settings"),
        &[("fees", "standard=15")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = chief.submit(
        &page,
        &format!("{page}/fees/1"),
        &[
            ("paid", "15"),
            ("method", "cash"),
            ("paid_on", "2026-05-02"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let csv = chief.get(&format!("/admin/t/{id}/fees.csv"));
    assert_eq!(csv.status, 200);
    let lines: Vec<&str> = csv.body.lines().collect();
    assert_eq!(lines[0], "no,name,due,paid,owed,method,paid_on");
    assert_eq!(lines[1], "1,Nina Jones,15.00,15.00,0.00,cash,2026-05-02");
    assert!(lines[2].ends_with(",15.00,0.00,15.00,,"), "{}", lines[2]);
    let overview = chief.get(&format!("/admin/t/{id}"));
    overview.shows("Entry fee not paid: 2 Keith Vaughan: 15.00 owed");
    assert!(!overview.body.contains("1 Nina Jones: 15.00 owed"));
    let sheet = chief.get(&format!("/admin/t/{id}/print/fees"));
    assert_eq!(sheet.status, 200);
    sheet.shows("Treasurer:");

    // The report prints what the book holds.
    let report = chief.get(&format!("/admin/t/{id}/print/report"));
    assert_eq!(report.status, 200);
    report.shows("report: English Open 2026");
    report.shows("repeated offers of a draw");
    report.shows("000 art. 2.25");
    // The event's words in the report's language: the variant, system and round states
    // spelled out, not their codes.
    report.shows("English draughts · Swiss system");
    assert!(!report.body.contains("results-complete"), "{}", report.body);

    // A disqualification: marked in the public standings and entry list, listed in the report.
    let r = chief.submit(
        &page,
        &format!("{page}/incidents"),
        &[
            ("player", "4"),
            ("article", "4.13"),
            ("penalty", "disqualification"),
            ("reason", "collusion"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let standings = app.client().get(&format!("/t/{id}/standings"));
    standings.shows("Colin Knight</a> <em class=\"mark\">(disqualified)</em>");
    let public = app.client().get(&format!("/t/{id}"));
    public.shows("disqualified from round 8");
    let player = app.client().get(&format!("/t/{id}/players/4"));
    player.shows("disqualified from round 8");
    let report = chief.get(&format!("/admin/t/{id}/print/report"));
    report.shows("Colin Knight (4) disqualified from round 8");

    // In French: the book's penalties, articles and refusals, and the report's lines, say
    // the domain's words in the page's language; the JSON of the command line keeps English.
    let fr = chief.get(&format!("{page}?lang=fr"));
    fr.shows("(a) avertissement");
    fr.shows("(c) disqualification de la compétition");
    fr.shows("000 art. 4.9 (distraire ou gêner l&#39;adversaire)");
    fr.shows("<option value=\"4.13\">4.13 entente pour arranger ou perdre des parties</option>");
    assert!(!fr.body.contains("(a) warning"), "{}", fr.body);
    let r = chief.submit(
        &page,
        &format!("{page}/appeals"),
        &[
            ("against", "1.1"),
            ("appellant", "the captain"),
            ("grounds", "the result was misread"),
            ("committee", &committee),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows(&format!(
        "{name} ne peut pas siéger au jury d&#39;appel : {name} ({opponent}) est un joueur concerné (l&#39;adversaire)"
    ));
    let r = chief.submit(
        &page,
        &format!("{page}/incidents"),
        &[
            ("player", "3"),
            ("article", "4.9"),
            ("penalty", "warning"),
            ("reason", " "),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("le motif ne peut pas être vide");
    // The report, a print view, is in the tournament's language: French here.
    let mut settings = app.load(id).settings().clone();
    settings.language = crownhead::domain::Language::Fr;
    let mut conn = crownhead::store::open(&app.db).unwrap();
    crownhead::store::update_settings(
        &mut conn,
        id,
        crownhead::store::Seen::Any,
        &settings,
        |_| String::new(),
        "chief",
    )
    .unwrap();
    let report = chief.get(&format!("/admin/t/{id}/print/report"));
    report.shows("Colin Knight (4) disqualifié à partir de la ronde 8");
    report.shows("(a) avertissement");
    report.shows("(c) disqualification de la compétition");
    report.shows("000 art. 4.9 (distraire ou gêner l&#39;adversaire)");
    assert!(
        !report.body.contains("withdrawn from round"),
        "{}",
        report.body
    );
    assert!(!report.body.contains("(chief)"), "{}", report.body);
    report.shows("Keith Vaughan (2) : 15,00 dû");
    assert!(!report.body.contains(" owed"), "{}", report.body);
    chief.get(&format!("{page}?lang=en"));

    // An assistant records neither a penalty nor a payment (the chief's work).
    let mut assistant = app.account(&mut chief, "steward", "assistant");
    let r = assistant.submit(
        &page,
        &format!("{page}/incidents"),
        &[
            ("player", "3"),
            ("article", "4.9"),
            ("penalty", "warning"),
            ("reason", "x"),
        ],
    );
    assert_eq!(r.status, 403, "{}", r.body);
    let r = assistant.submit(
        &page,
        &format!("{page}/fees/3"),
        &[("paid", "15"), ("method", "card")],
    );
    assert_eq!(r.status, 403, "{}", r.body);
}

/// The book as JSON for a federation's system: incidents, penalties, appeals and fees, read by a
/// signed-in controller (chief or assistant) only, never cached; the same fields as
/// `crownhead report --format json`.
#[test]
fn the_book_as_json_is_read_by_controllers_only() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("english-open.json");
    let page = format!("/admin/t/{id}/book");
    let url = format!("/api/v1/tournaments/{id}/book");
    let r = chief.submit(
        &page,
        &format!("{page}/incidents"),
        &[
            ("player", "2"),
            ("article", "4.9"),
            ("penalty", "warning"),
            ("reason", "repeated offers of a draw"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = chief.submit(
        &page,
        &format!("{page}/settings"),
        &[("fees", "standard=15")],
    );
    assert_eq!(r.status, 303, "{}", r.body);

    // Not public: signed out, 401 with nothing of the book.
    let r = app.client().get(&url);
    assert_eq!(r.status, 401, "{}", r.body);
    assert!(!r.body.contains("repeated offers"), "{}", r.body);
    // An assistant reads it, as the chief does.
    let mut assistant = app.account(&mut chief, "helper", "assistant");
    for c in [&mut chief, &mut assistant] {
        let r = c.get(&url);
        assert_eq!(r.status, 200, "{}", r.body);
        assert!(
            r.header("cache-control")
                .is_some_and(|v| v.contains("no-store"))
        );
        let book = r.json();
        assert_eq!(book["tournament"]["id"], id);
        let incidents = book["incidents"].as_array().unwrap();
        assert_eq!(incidents.len(), 1, "{book}");
        assert_eq!(incidents[0]["reason"], "repeated offers of a draw");
        let penalties = book["penalties"].as_array().unwrap();
        assert_eq!(penalties.len(), 1, "{book}");
        assert_eq!(penalties[0]["penalty"], "warning");
        assert_eq!(penalties[0]["player"], 2);
        assert_eq!(penalties[0]["article"], "4.9");
        assert_eq!(penalties[0]["in_force"], true);
        assert!(book["appeals"].as_array().unwrap().is_empty());
        assert!(book["fees"]["due"].as_str().is_some(), "{book}");
    }
    assert_eq!(chief.get("/api/v1/tournaments/999/book").status, 404);
}

/// The fee sheet printed before the event is finished says it is provisional; its amounts
/// carry the event's currency (`currency=` in the fees, € by default).
#[test]
fn the_fee_sheet_is_provisional_until_the_end_and_names_its_currency() {
    use crate::workflows::{create, import, pair_and_publish};
    let app = crate::helpers::spawn_app();
    let mut chief = app.chief();
    let id = create(&mut chief, "One Round", "english", "1");
    import(&mut chief, id, "name\nAnn\nBob\n");
    let page = format!("/admin/t/{id}/book");
    let sheet = format!("/admin/t/{id}/print/fees");
    let r = chief.submit(
        &page,
        &format!("{page}/settings"),
        &[("fees", "standard=15")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let s = chief.get(&sheet);
    s.shows("(provisional)");
    s.shows("<td class=\"num\">€15.00</td>");
    let r = chief.submit(
        &page,
        &format!("{page}/settings"),
        &[("fees", "standard=15 currency=£")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    chief
        .get(&page)
        .shows("value=\"standard=15.00 currency=£\"");
    let s = chief.get(&sheet);
    s.shows("<td class=\"num\">£15.00</td>");
    assert!(!s.body.contains("€"), "{}", s.body);
    // The one round played and closed: the sheet is final.
    let n = pair_and_publish(&mut chief, id, "1 2");
    let round = format!("/admin/t/{id}/rounds/{n}");
    let r = chief.submit(
        &round,
        &format!("{round}/results"),
        &[("b1g1", "1"), ("b1g2", "="), ("was1", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = chief.submit(&round, &format!("{round}/close"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let s = chief.get(&sheet);
    assert!(!s.body.contains("provisional"), "{}", s.body);
    s.shows("£15.00");
}

/// A refused incident answers with the book: the problem above the incident form, every
/// field as typed (HTML-escaped); nothing is recorded.
#[test]
fn a_refused_incident_comes_back_with_what_was_typed() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("english-open.json");
    let page = format!("/admin/t/{id}/book");
    let action = format!("{page}/incidents");
    let audit = app.audit_rows();

    // A spectator loses no game: the store refuses the penalty.
    let r = chief.submit(
        &page,
        &action,
        &[
            ("player", ""),
            ("spectator", "Mr \"Loud\" Smith"),
            ("at", "2026-04-15 14:20"),
            ("round", "1"),
            ("board", "2"),
            ("article", "4.9"),
            ("article_text", ""),
            ("penalty", "game-lost"),
            ("reason", "phone <rang> twice & more"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("<h2>Incidents and penalties</h2>");
    assert!(r.body.contains("id=\"problem\""), "{}", r.body);
    r.shows("a spectator plays no game: game-lost applies to players only");
    let f = form(&r, &action);
    assert_eq!(value_of(f, "spectator"), "Mr &#34;Loud&#34; Smith");
    assert_eq!(value_of(f, "at"), "2026-04-15 14:20");
    assert_eq!(value_of(f, "round"), "1");
    assert_eq!(value_of(f, "board"), "2");
    assert_eq!(
        value_of(f, "reason"),
        "phone &#60;rang&#62; twice &#38; more"
    );
    assert_eq!(selected(f, "player"), "");
    assert_eq!(selected(f, "article"), "4.9");
    assert_eq!(selected(f, "penalty"), "game-lost");
    // The problem stands above the incident form, not beside another.
    let problem = r.body.find("id=\"problem\"").unwrap();
    let incident_form = r.body.find("id=\"incident-form\"").unwrap();
    let incident_form = r.body[..incident_form].rfind("<form").unwrap();
    assert!(problem < incident_form);
    assert!(!r.body[problem..incident_form].contains("<form"));

    // A board that is no number is refused before the store: the same page, as typed.
    let r = chief.submit(
        &page,
        &action,
        &[
            ("player", "3"),
            ("round", "1"),
            ("board", "x1"),
            ("article", ""),
            ("article_text", "my own article"),
            ("penalty", "warning"),
            ("reason", "noise"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("id=\"problem\""), "{}", r.body);
    r.shows("board: `x1` is not a whole number");
    let f = form(&r, &action);
    assert_eq!(value_of(f, "board"), "x1");
    assert_eq!(value_of(f, "article_text"), "my own article");
    assert_eq!(selected(f, "player"), "3");
    assert_eq!(selected(f, "penalty"), "warning");

    assert_eq!(app.audit_rows(), audit, "a refusal writes nothing");
    chief.get(&page).shows("No incident recorded.");
}

/// A refused appeal answers with the book: the problem above the appeal form, every field as
/// typed, the committee in its textarea; nothing is filed.
#[test]
fn a_refused_appeal_comes_back_with_what_was_typed() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("english-open.json");
    let page = format!("/admin/t/{id}/book");
    let action = format!("{page}/appeals");
    let audit = app.audit_rows();
    let r = chief.submit(
        &page,
        &action,
        &[
            ("against", "1.1"),
            ("appellant", "the captain"),
            ("filed_at", "2026-04-15 18:00"),
            ("grounds", "the result was misread"),
            ("committee", "Ann Arbiter; Bolton\nBo <Brown>"),
            ("deposit", "25"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("<h2>Appeals</h2>");
    assert!(r.body.contains("id=\"problem\""), "{}", r.body);
    r.shows("an appeals committee has at least three members");
    let f = form(&r, &action);
    assert_eq!(value_of(f, "against"), "1.1");
    assert_eq!(value_of(f, "appellant"), "the captain");
    assert_eq!(value_of(f, "filed_at"), "2026-04-15 18:00");
    assert_eq!(value_of(f, "grounds"), "the result was misread");
    assert_eq!(value_of(f, "deposit"), "25");
    assert!(
        f.contains(">Ann Arbiter; Bolton\nBo &#60;Brown&#62;</textarea>"),
        "{f}"
    );
    let problem = r.body.find("id=\"problem\"").unwrap();
    let appeal_form = r.body.find("id=\"appeal-form\"").unwrap();
    let appeal_form = r.body[..appeal_form].rfind("<form").unwrap();
    assert!(problem < appeal_form);
    assert!(!r.body[problem..appeal_form].contains("<form"));
    assert_eq!(app.audit_rows(), audit, "a refusal writes nothing");
    chief.get(&page).shows("No appeal");
}

/// Refused book settings and a refused payment answer with the book, their fields as typed.
#[test]
fn refused_book_settings_and_payments_come_back_with_what_was_typed() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("english-open.json");
    let page = format!("/admin/t/{id}/book");
    let audit = app.audit_rows();
    let settings = format!("{page}/settings");
    let r = chief.submit(
        &page,
        &settings,
        &[
            ("fee_standard", "15"),
            ("fee_titled", "0"),
            ("fee_junior_age", "18"),
            ("fee_junior", ""),
            ("annul", "on"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("id=\"problem\""), "{}", r.body);
    let f = form(&r, &settings);
    assert_eq!(value_of(f, "fee_standard"), "15");
    assert_eq!(value_of(f, "fee_titled"), "0");
    assert_eq!(value_of(f, "fee_junior_age"), "18");
    assert!(f.contains("name=\"annul\" checked"), "{f}");

    let pay = format!("{page}/fees/1");
    let r = chief.submit(
        &page,
        &pay,
        &[
            ("paid", "lots"),
            ("method", "cash"),
            ("paid_on", "2026-05-02"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("id=\"problem\""), "{}", r.body);
    let f = form(&r, &pay);
    assert_eq!(value_of(f, "paid"), "lots");
    assert_eq!(value_of(f, "method"), "cash");
    assert_eq!(value_of(f, "paid_on"), "2026-05-02");
    // The other entries' forms are as stored.
    assert_eq!(value_of(form(&r, &format!("{page}/fees/2")), "method"), "");
    assert_eq!(app.audit_rows(), audit, "a refusal writes nothing");
}

/// The action of the first form in `page` whose action ends with `tail`.
fn action_ending(page: &Response, tail: &str) -> String {
    let at = page
        .body
        .find(&format!("{tail}\""))
        .unwrap_or_else(|| panic!("no form to …{tail}: {}", page.body));
    let start = page.body[..at].rfind("action=\"").unwrap() + "action=\"".len();
    page.body[start..at + tail.len()].to_owned()
}

/// A refused lift of a penalty and a refused appeal decision answer with the book: the problem
/// beside that row's form, its fields as typed; nothing is changed.
#[test]
fn a_refused_lift_and_a_refused_decision_come_back_with_what_was_typed() {
    let app = spawn_app();
    let mut chief = app.chief();
    let (id, _) = app.import_fixture("english-open.json");
    let page = format!("/admin/t/{id}/book");
    let r = chief.submit(
        &page,
        &format!("{page}/incidents"),
        &[
            ("player", "2"),
            ("article", "4.9"),
            ("penalty", "warning"),
            ("reason", "repeated offers of a draw"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = chief.submit(
        &page,
        &format!("{page}/appeals"),
        &[
            ("against", "1.1"),
            ("appellant", "the captain"),
            ("grounds", "the result was misread"),
            ("committee", "Ann Arbiter\nBob Judge; York\nCy Clerk"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let book = chief.get(&page);
    let lift = action_ending(&book, "/lift");
    let decide = action_ending(&book, "/decide");
    let audit = app.audit_rows();

    // A lift needs its reason: the result typed beside it stays.
    let r = chief.submit(&page, &lift, &[("reason", "  "), ("result", "2-0")]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("<h2>Appeals</h2>");
    let f = form(&r, &lift);
    assert_eq!(value_of(f, "result"), "2-0");
    let problem = r.body.find("id=\"problem\"").expect("the problem is shown");
    let lift_form = r.body[..r.body.find(&format!("action=\"{lift}\"")).unwrap()]
        .rfind("<form")
        .unwrap();
    assert!(problem < lift_form);
    assert!(!r.body[problem..lift_form].contains("<form"));

    // A decision whose hearing is not a time: every field as typed, "overruled" still chosen.
    let r = chief.submit(
        &page,
        &decide,
        &[
            ("hearing", "after lunch"),
            ("decision", "overruled"),
            ("reason", "the score-sheets agree <both>"),
            ("deposit", "kept"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("id=\"problem\""), "{}", r.body);
    let f = form(&r, &decide);
    assert_eq!(value_of(f, "hearing"), "after lunch");
    assert_eq!(
        value_of(f, "reason"),
        "the score-sheets agree &#60;both&#62;"
    );
    assert_eq!(selected(f, "decision"), "overruled");
    assert_eq!(selected(f, "deposit"), "kept");
    assert_eq!(app.audit_rows(), audit, "a refusal writes nothing");
    let r = chief.get(&page);
    assert!(
        r.body.contains(&format!("action=\"{lift}\"")),
        "still not lifted"
    );
    assert!(
        r.body.contains(&format!("action=\"{decide}\"")),
        "still not decided"
    );
}
