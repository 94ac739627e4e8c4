use crate::helpers::spawn_app;

#[test]
fn the_set_up_link_creates_the_chief_once() {
    let app = spawn_app();
    let token = app.setup_token.clone().unwrap();
    let mut c = app.client();
    assert_eq!(c.get("/setup?token=wrong").status, 403);
    let mut chief = app.chief();
    let r = chief.get("/admin");
    assert_eq!(r.status, 200);
    assert!(r.body.contains("chief controller"));
    // The cookie is HttpOnly and SameSite=Strict.
    let r = c.login("chief", "correct horse battery");
    assert_eq!(r.status, 303);
    let set = r.header("set-cookie").unwrap().to_owned();
    assert!(set.contains("crownhead_session=") || set.contains("crownhead_login="));
    let session = r
        .headers
        .iter()
        .find(|(k, v)| k.eq_ignore_ascii_case("set-cookie") && v.starts_with("crownhead_session="))
        .map(|(_, v)| v.clone())
        .unwrap();
    assert!(session.contains("HttpOnly"), "{session}");
    assert!(session.contains("SameSite=Strict"), "{session}");
    // The link is spent.
    let r = c.post(
        "/setup",
        &[
            ("token", &token),
            ("name", "second"),
            ("password", "0123456789"),
            ("password2", "0123456789"),
        ],
    );
    assert_eq!(r.status, 403);
    // Signing out ends the session.
    let page = chief.get("/admin");
    let csrf = page.field("csrf");
    assert_eq!(chief.post("/logout", &[("csrf", &csrf)]).status, 303);
    assert_eq!(chief.get("/admin").status, 401);
}

#[test]
fn sign_in_is_rate_limited_per_account() {
    let app = spawn_app();
    let _chief = app.chief();
    let mut c = app.client();
    for _ in 0..5 {
        let r = c.login("chief", "wrong password");
        assert_eq!(r.status, 401, "{}", r.body);
        assert!(r.body.contains("wrong account name or password"));
    }
    // Even the right password is refused now.
    let r = c.login("chief", "correct horse battery");
    assert_eq!(r.status, 429, "{}", r.body);
    assert!(r.body.contains("15 minutes"));
}

#[test]
fn sign_in_without_the_form_token_is_refused() {
    let app = spawn_app();
    let _chief = app.chief();
    let mut c = app.client();
    let r = c.post(
        "/login",
        &[("name", "chief"), ("password", "correct horse battery")],
    );
    assert_eq!(r.status, 403);
    assert!(!c.cookies.contains_key("crownhead_session"));
}

#[test]
fn guesses_from_many_addresses_are_slowed_but_the_owners_browser_gets_in() {
    let app = spawn_app();
    let _chief = app.chief();
    // The owner signs in once from their browser: it keeps a device cookie.
    let mut owner = app.client();
    let r = owner.login("chief", "correct horse battery");
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(
        r.headers
            .iter()
            .any(|(k, v)| k.eq_ignore_ascii_case("set-cookie")
                && v.starts_with("crownhead_device=")
                && v.contains("HttpOnly")),
        "{:?}",
        r.headers
    );
    // 20 addresses, 5 guesses each (under each address's own limits).
    let mut checked = 0;
    let mut waited = 0;
    for i in 0..100 {
        let mut c = app.client();
        let csrf = c.get("/login").field("csrf");
        let ip = format!("10.9.0.{}", i % 20);
        let body = format!("name=chief&password=guess{i}&csrf={csrf}");
        let r = c.request_with(
            "POST",
            "/login",
            body.as_bytes(),
            "application/x-www-form-urlencoded",
            &[("X-Forwarded-For", &ip)],
        );
        match r.status {
            401 => checked += 1,
            429 => {
                assert!(r.body.contains("wait"), "{}", r.body);
                waited += 1;
            }
            s => panic!("{s}: {}", r.body),
        }
    }
    assert!(checked <= 7, "{checked} passwords checked");
    assert_eq!(checked + waited, 100);
    // A new browser waits even with the right password; the owner's browser gets in.
    let mut stranger = app.client();
    let r = stranger.login("chief", "correct horse battery");
    assert_eq!(r.status, 429, "{}", r.body);
    let mut owner_again = owner;
    let r = owner_again.login("chief", "correct horse battery");
    assert_eq!(r.status, 303, "{}", r.body);
}

#[test]
fn the_accounts_forms_refusals_are_said_in_french() {
    let app = crate::helpers::spawn_app();
    let mut c = app.chief();
    assert_eq!(c.get("/admin/users?lang=fr").status, 200);
    let accounts = |c: &mut crate::helpers::Client| c.get("/admin/users").body;
    let before = accounts(&mut c);
    for (name, password, again, said, english) in [
        (
            "",
            "a long password",
            "a long password",
            "le nom du compte doit avoir de 1 à 64 caractères",
            "must have 1 to",
        ),
        (
            "bad\u{7}name",
            "a long password",
            "a long password",
            "le nom du compte contient un caractère de contrôle",
            "contains a control",
        ),
        (
            "ann",
            "short",
            "short",
            "le mot de passe doit avoir au moins 10 caractères",
            "at least",
        ),
        (
            "ann",
            "a long password",
            "another long password",
            "les deux mots de passe diffèrent",
            "passwords differ",
        ),
    ] {
        let r = c.submit(
            "/admin/users",
            "/admin/users",
            &[
                ("name", name),
                ("password", password),
                ("password2", again),
                ("role", "assistant"),
            ],
        );
        assert_eq!(r.status, 422, "{}", r.body);
        r.shows(said);
        assert!(!r.body.contains(english), "{english:?} in {}", r.body);
    }
    assert_eq!(accounts(&mut c), before, "no account added");
}
