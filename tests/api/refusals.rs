use crate::helpers::spawn_app;
use crate::workflows::{create, import, pair_and_publish};

#[test]
fn writes_without_sign_in_are_refused() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = create(&mut chief, "Open", "fmjd-international", "5");
    let audit = app.audit_rows();
    let mut c = app.client();
    for (path, fields) in [
        (
            "/admin/tournaments".to_owned(),
            vec![("name", "X"), ("preset", "english"), ("rounds", "3")],
        ),
        (
            format!("/admin/t/{id}/entries"),
            vec![("name", "Intruder"), ("version", "1")],
        ),
        (format!("/admin/t/{id}/settings"), vec![("name", "Hacked")]),
        (format!("/admin/t/{id}/rounds"), vec![("pairings", "1 2")]),
    ] {
        let r = c.post(&path, &fields);
        assert_eq!(r.status, 401, "{path}: {}", r.body);
        assert!(
            r.body.contains("Sign in"),
            "{path}: an error page with a way to sign in"
        );
    }
    assert_eq!(c.get("/admin").status, 401);
    assert_eq!(c.get(&format!("/admin/t/{id}")).status, 401);
    assert_eq!(app.audit_rows(), audit, "nothing written");
}

#[test]
fn a_post_without_the_csrf_token_is_refused() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Open", "fmjd-international", "5");
    let audit = app.audit_rows();
    let admin = format!("/admin/t/{id}");
    let version = c.get(&admin).field("version");
    let r = c.post(
        &format!("{admin}/entries"),
        &[("version", &version), ("name", "No Token")],
    );
    assert_eq!(r.status, 403, "{}", r.body);
    assert!(r.body.contains("security token"));
    let r = c.post(
        &format!("{admin}/entries"),
        &[
            ("csrf", "0000"),
            ("version", &version),
            ("name", "Bad Token"),
        ],
    );
    assert_eq!(r.status, 403);
    let r = c.post(
        "/admin/tournaments",
        &[("name", "X"), ("preset", "english"), ("rounds", "3")],
    );
    assert_eq!(r.status, 403);
    assert_eq!(app.audit_rows(), audit);
    assert!(app.load(id).entries().is_empty());
}

#[test]
fn an_assistant_enters_results_but_cannot_change_settings() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = create(&mut chief, "Open", "fmjd-international", "5");
    import(&mut chief, id, "name\nA\nB\nC\nD\n");
    pair_and_publish(&mut chief, id, "1 2\n3 4");
    let mut a = app.account(&mut chief, "aide", "assistant");
    let admin = format!("/admin/t/{id}");

    // The settings form is closed to an assistant, and so is posting it.
    assert_eq!(a.get(&format!("{admin}/settings")).status, 403);
    let overview = a.get(&admin);
    assert_eq!(overview.status, 200);
    let csrf = overview.field("csrf");
    assert!(
        overview.try_field("version").is_none(),
        "no entry form for an assistant"
    );
    let version = chief.get(&admin).field("version");
    let r = a.post(
        &format!("{admin}/settings"),
        &[
            ("csrf", &csrf),
            ("version", &version),
            ("name", "Taken over"),
            ("venue", ""),
            ("start_date", ""),
            ("end_date", ""),
            ("chief_controller", ""),
            ("rounds", "5"),
            ("time_control", ""),
            ("tie_breaks", ""),
        ],
    );
    assert_eq!(r.status, 403, "{}", r.body);
    assert!(r.body.contains("only the chief controller"));
    let r = a.post(
        "/admin/tournaments",
        &[
            ("csrf", &csrf),
            ("name", "Mine"),
            ("preset", "english"),
            ("rounds", "3"),
        ],
    );
    assert_eq!(r.status, 403);
    let r = a.post(
        &format!("{admin}/entries"),
        &[("csrf", &csrf), ("version", &version), ("name", "Friend")],
    );
    assert_eq!(r.status, 403);
    assert_eq!(a.get("/admin/users").status, 403);
    assert_eq!(app.load(id).settings().name, "Open");

    // Results are the assistant's job.
    let r = a.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/results"),
        &[("b1g1", "0"), ("b2g1", "="), ("was1", ""), ("was2", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    assert_eq!(
        t.round(1)
            .unwrap()
            .board(1)
            .unwrap()
            .report()
            .unwrap()
            .to_string(),
        "0-1"
    );
    // ...but closing the round is the chief's.
    let r = a.post(
        &format!("{admin}/rounds/1/close"),
        &[("csrf", &csrf), ("version", "1")],
    );
    assert_eq!(r.status, 403);
}

#[test]
fn a_csv_with_bad_rows_lists_each_line_and_imports_nothing() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Open", "fmjd-international", "5");
    let page = format!("/admin/t/{id}/import");
    let csv = "name,federation,rating,birth_date\nGood One,NED,2000,\n,FRA,1900,\nBad Fed,NETHERLANDS,1800,\nBad Rating,BEL,lots,\nBad Date,,,31/12/1990\nToo,Many,1,2,3\nGood Two,,,\n";
    let r = c.submit(&page, &page, &[("csv", csv), ("confirm", "1")]);
    assert_eq!(r.status, 422, "{}", r.body);
    for line in [3, 4, 5, 6, 7] {
        assert!(
            r.body.contains(&format!("line {line}: ")),
            "line {line} listed: {}",
            r.body
        );
    }
    assert!(!r.body.contains("line 2: "), "the good row is not blamed");
    assert!(!r.body.contains("line 8: "));
    assert!(r.body.contains("5 bad rows"));
    assert!(
        !r.body.contains("Import 7 entries"),
        "no import button while rows are bad"
    );
    assert!(app.load(id).entries().is_empty());

    let r = c.submit(&page, &page, &[("csv", "kleur,rating\nX,1\n")]);
    assert_eq!(r.status, 422);
    assert!(r.body.contains("unknown column"));
    assert!(app.load(id).entries().is_empty());
}

#[test]
fn oversized_bodies_get_a_clear_page() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Open", "fmjd-international", "5");
    let big = "x".repeat(300 * 1024);
    let r = c.submit(
        "/admin",
        "/admin/tournaments",
        &[("name", &big), ("preset", "english"), ("rounds", "3")],
    );
    assert_eq!(r.status, 413, "{}", &r.body[..r.body.len().min(500)]);
    r.shows("at most 256 KiB");

    // The CSV import takes up to 2 MiB.
    let page = format!("/admin/t/{id}/import");
    let mut csv = String::from("name,club\n");
    let club = "c".repeat(100);
    let mut i = 0;
    while csv.len() < 1024 * 1024 {
        csv.push_str(&format!("Player Number {i},{club}\n"));
        i += 1;
    }
    let r = c.submit(&page, &page, &[("csv", &csv)]);
    assert_eq!(r.status, 200, "a 1 MiB preview is accepted");
    let huge = "y".repeat(3 * 1024 * 1024);
    let r = c.submit(&page, &page, &[("csv", &huge)]);
    assert_eq!(r.status, 413);
    assert!(r.body.contains("at most 2048 KiB"));
    assert!(app.load(id).entries().is_empty());
}

/// The session cookie carries `Secure` when the browser's connection is TLS (here: a trusted
/// proxy says so with `X-Forwarded-Proto: https`), and not over plain HTTP.
#[test]
fn the_session_cookie_is_secure_behind_a_tls_proxy() {
    let app = crate::helpers::spawn_app();
    let _ = app.chief();
    for (proto, secure) in [(None, false), (Some("https"), true)] {
        let mut c = app.client();
        let csrf = c.get("/login").field("csrf");
        let body = format!(
            "csrf={csrf}&name=chief&password={}",
            "correct horse battery".replace(' ', "+")
        );
        let headers: Vec<(&str, &str)> = proto
            .map(|p| ("X-Forwarded-Proto", p))
            .into_iter()
            .collect();
        let r = c.request_with(
            "POST",
            "/login",
            body.as_bytes(),
            "application/x-www-form-urlencoded",
            &headers,
        );
        assert_eq!(r.status, 303, "{}", r.body);
        let session = r
            .headers
            .iter()
            .find(|(k, v)| {
                k.eq_ignore_ascii_case("set-cookie") && v.starts_with("crownhead_session=")
            })
            .map(|(_, v)| v.clone())
            .expect("a session cookie");
        assert_eq!(session.contains("; Secure"), secure, "{session}");
        assert!(session.contains("HttpOnly"), "{session}");
    }
}

/// A CSV in Latin-1 / Windows-1252 is read as such and said; text that cannot be decoded
/// (UTF-8 with a broken byte) is refused with where, the box left empty, and nothing is stored.
#[test]
fn the_dashboard_reads_a_latin1_csv_and_refuses_text_it_cannot_decode() {
    let app = crate::helpers::spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Encodings", "english", "3");
    let page = c.get(&format!("/admin/t/{id}/import"));
    let send = |c: &mut crate::helpers::Client, csv: &str| {
        let body = format!(
            "csrf={}&version={}&csv={csv}",
            page.field("csrf"),
            page.field("version")
        );
        c.request_with(
            "POST",
            &format!("/admin/t/{id}/import"),
            body.as_bytes(),
            "application/x-www-form-urlencoded",
            &[],
        )
    };
    let r = send(&mut c, "name%0AAnn%0AZo%EB+Smit%0A");
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("the pasted text is not UTF-8: it was read as Windows-1252 (Latin-1).");
    r.shows("<td>Zoë Smit</td>");
    assert!(
        r.body.contains(">name\nAnn\nZoë Smit\n</textarea>"),
        "{}",
        r.body
    );
    assert!(!r.body.contains('\u{FFFD}'));
    // UTF-8 with a broken byte: refused, and nothing of it is shown or kept.
    let r = send(&mut c, "name%0AZo%C3%AB%0AAnn%E9%0A");
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("the pasted text, line 3, column 4: the file is not text this page can read");
    assert!(r.body.contains("></textarea>"), "{}", r.body);
    assert!(!r.body.contains('\u{FFFD}'));
    assert!(app.load(id).entries().is_empty());
}

/// A write refused because the disk is full answers 507 with what happened (nothing saved),
/// not a bare server error, and the dashboard shows a banner until a write succeeds again.
#[test]
fn a_full_disk_is_said_as_such() {
    use actix_web::ResponseError;
    use crownhead::store::StoreError;
    use crownhead::web::error::{AdminError, store_status};
    let full = || {
        StoreError::Sqlite(rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_FULL),
            Some("database or disk is full".into()),
        ))
    };
    assert!(full().is_disk_full());
    assert_eq!(store_status(&full()).as_u16(), 507);
    assert!(crownhead::web::disk_full(), "the banner is raised");
    let r = AdminError::from(full()).error_response();
    assert_eq!(r.status().as_u16(), 507);
    let body = actix_web::body::to_bytes(r.into_body());
    let body = actix_web::rt::System::new().block_on(body).unwrap();
    let text = String::from_utf8_lossy(&body);
    assert!(
        text.contains("The disk is full: nothing was saved"),
        "{text}"
    );
    crownhead::web::note_disk_full(false);
    assert!(!crownhead::web::disk_full());
}
