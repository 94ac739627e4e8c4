//! 43: the personal codes printed on the players' slips: typed on `/p` or opened as the short
//! link `/p/{code}`, read leniently, refused with what and where, and limited per address as
//! the personal links are; the long tokens issued before keep working.

use crownhead::domain::personal_code;
use crownhead::domain::{Entry, PlayerName, Preset, Settings};
use crownhead::store::commands::players::{self, Issue};
use crownhead::store::{self, Seen};

use crate::helpers::{TestApp, spawn_app};

/// An English event of four players with their links issued: its id and the codes.
fn event(app: &TestApp) -> (i64, Vec<String>) {
    let mut conn = store::open(&app.db).unwrap();
    let settings = Settings::preset(Preset::English, "Codes Open", 5);
    let id = store::create_tournament(&mut conn, &settings, "td").unwrap();
    let list: Vec<Entry> = (1..=4)
        .map(|i| Entry::new(i, PlayerName::parse(&format!("Player {i}")).unwrap()).unwrap())
        .collect();
    store::import_entries(&mut conn, id, Seen::Any, &list, None, "td").unwrap();
    let codes = players::issue_links(&mut conn, id, &Issue::Missing, "td")
        .unwrap()
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    (id, codes)
}

#[test]
fn a_typed_code_or_its_short_link_opens_the_personal_page() {
    let app = spawn_app();
    let (_, codes) = event(&app);
    assert!(codes.iter().all(|c| personal_code::is_code(c)), "{codes:?}");
    let mut phone = app.client();
    let code = &codes[2];
    let typed = personal_code::grouped(code).to_lowercase();
    for path in [
        format!("/p/{typed}"),
        format!("/p?code={typed}"),
        format!("/p?code={}", typed.replace('-', "+")),
    ] {
        let r = phone.get(&path);
        assert_eq!(r.status, 303, "{path}: {}", r.body);
        assert_eq!(r.header("location"), Some(format!("/me/{code}").as_str()));
        assert_eq!(r.header("cache-control"), Some("no-store"), "{path}");
    }
    let page = phone.get(&format!("/me/{code}"));
    assert_eq!(page.status, 200);
    assert!(page.body.contains("Player 3"), "{}", page.body);
    let form = phone.get("/p?lang=ru");
    assert_eq!(form.status, 200);
    assert!(form.body.contains("Личный код"), "{}", form.body);
    assert!(form.body.contains("action=\"/p\""));
}

#[test]
fn a_mistyped_code_is_refused_saying_where_with_what_was_typed_kept() {
    let app = spawn_app();
    event(&app);
    let mut phone = app.client();
    let r = phone.get("/p?code=K7QM2-XO9TB");
    assert_eq!(r.status, 400);
    assert!(r.body.contains("Character 7 (O)"), "{}", r.body);
    assert!(r.body.contains("value=\"K7QM2-XO9TB\""), "{}", r.body);
    let r = phone.get("/p/K7QM2-XW9T?lang=fr");
    assert_eq!(r.status, 400);
    assert!(
        r.body
            .contains("Le code compte 10 caractères : 9 ont été saisis."),
        "{}",
        r.body
    );
    assert!(r.body.contains("value=\"K7QM2-XW9T\""), "{}", r.body);
    let r = phone.get("/p?code=&lang=en");
    assert_eq!(r.status, 400);
    assert!(r.body.contains("Type the code printed on your slip."));
}

#[test]
fn tokens_issued_before_the_codes_still_work() {
    let app = spawn_app();
    let (id, _) = event(&app);
    let long = "5e".repeat(32);
    let conn = store::open(&app.db).unwrap();
    let n = conn
        .execute(
            "UPDATE personal_links SET token_hash = ?1
             WHERE entry_id = (SELECT id FROM entries WHERE tournament_id = ?2 AND start_no = 1)",
            rusqlite::params![store::players::token_hash(&long), id],
        )
        .unwrap();
    assert_eq!(n, 1);
    let mut phone = app.client();
    let r = phone.get(&format!("/me/{long}"));
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.contains("Player 1"));
}

/// Guessing codes through `/p` is limited as guessing links is: past the limit of unknown
/// codes an address is refused, but a valid code typed from the same address (the hall's
/// Wi-Fi) still opens its page.
#[test]
fn an_address_guessing_codes_is_stopped() {
    let app = spawn_app();
    let (_, codes) = event(&app);
    let mut phone = app.client();
    let mut tried = 0;
    for i in 0..crownhead::web::me::MISSES_PER_MINUTE {
        let mut n = u64::from(i) + 1;
        let guess = personal_code::from_random(|| {
            n = n
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (n >> 33) as u8
        });
        if codes.contains(&guess) {
            continue;
        }
        let r = phone.get(&format!("/p/{guess}"));
        assert_eq!(r.status, 303);
        let r = phone.get(r.header("location").unwrap());
        assert_eq!(r.status, 404);
        tried += 1;
    }
    assert_eq!(tried, crownhead::web::me::MISSES_PER_MINUTE);
    let r = phone.get("/p/22222-22222");
    assert_eq!(r.status, 429, "{}", r.body);
    let r = phone.get(&format!("/p?code={}", personal_code::grouped(&codes[0])));
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(phone.get(&format!("/me/{}", codes[0])).status, 200);
}

/// The slips print each player's code, grouped for reading, and the address where it is
/// typed; the long link is only in the QR code. Each code printed opens its player's page.
#[test]
fn the_slips_print_each_code_and_where_to_type_it() {
    let app = spawn_app();
    let (id, _) = event(&app);
    let mut chief = app.chief();
    let r = chief.submit(
        &format!("/admin/t/{id}/players"),
        &format!("/admin/t/{id}/players/slips"),
        &[("which", "all")],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let printed: Vec<String> = r
        .body
        .split("<p class=\"slip-code\">")
        .skip(1)
        .map(|p| {
            let s = &p[p.find("<strong>").unwrap() + 8..];
            s[..s.find("</strong>").unwrap()].to_owned()
        })
        .collect();
    assert_eq!(printed.len(), 4, "{}", r.body);
    assert!(
        r.body.contains("Or type the code at <code>http://"),
        "{}",
        r.body
    );
    assert!(r.body.contains("/p</code>"), "{}", r.body);
    let mut phone = app.client();
    for (i, code) in printed.iter().enumerate() {
        assert_eq!(code.len(), 11, "{code}");
        assert_eq!(&code[5..6], "-");
        let r = phone.get(&format!("/p/{code}"));
        assert_eq!(r.status, 303, "{code}");
        let page = phone.get(r.header("location").unwrap());
        assert_eq!(page.status, 200);
        assert!(page.body.contains(&format!("Player {}", i + 1)), "{code}");
    }
}
