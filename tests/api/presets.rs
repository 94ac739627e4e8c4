//! The presets from one list (`Preset::ALL`): the create form's choices, a refused create form
//! answered with the dashboard as typed, and the variant and the games per round chosen in the
//! settings until round 1 is paired.

use crownhead::domain::{Preset, Settings};
use draughts_rules::Variant;

use crate::helpers::html::{form, selected, value_of};
use crate::helpers::spawn_app;
use crate::settings::post_settings;
use crate::workflows::{create, import, pair_and_publish};

#[test]
fn the_create_form_offers_every_preset_and_makes_each() {
    let app = spawn_app();
    let mut c = app.chief();
    let page = c.get("/admin");
    let new = form(&page, "/admin/tournaments");
    let offered: Vec<&str> = new
        .split("<option value=\"")
        .skip(1)
        .map(|o| o.split('"').next().unwrap())
        .take_while(|v| !v.is_empty())
        .collect();
    let codes: Vec<&str> = Preset::ALL.iter().map(|p| p.code()).collect();
    assert_eq!(
        offered, codes,
        "the preset choices are Preset::ALL, in order"
    );
    assert!(
        new.contains("Brazilian (IDF, 2-game micro-matches)"),
        "{new}"
    );
    for p in Preset::ALL {
        let id = create(&mut c, &format!("Open {}", p.code()), p.code(), "5");
        let made = app.load(id);
        let want: Settings = p.settings(&format!("Open {}", p.code()), 5);
        let s = made.settings();
        assert_eq!(
            (
                s.variant,
                s.games_per_round,
                &s.scoring,
                s.ballot.deck_name()
            ),
            (
                want.variant,
                want.games_per_round,
                &want.scoring,
                want.ballot.deck_name()
            ),
            "{p:?}"
        );
    }
    // The Brazilian event by the IDF rules (002 art. 4.16).
    let id = create(&mut c, "Copa Recife", "brazilian", "7");
    let s = app.load(id).settings().clone();
    assert_eq!(s.variant, Variant::Brazilian);
    assert_eq!(s.ballot.deck_name(), Some("idf-brazilian"));
    // A checkers event says checkers, on the dashboard, its page and its public page; an
    // English-draughts one keeps its name.
    let acf = create(&mut c, "ACF National", "acf-checkers", "7");
    let eda = create(&mut c, "EDA Open", "english", "7");
    for page in [
        "/admin".to_owned(),
        format!("/admin/t/{acf}"),
        format!("/t/{acf}"),
    ] {
        c.get(&page).shows("American checkers");
    }
    let public = c.get(&format!("/t/{eda}"));
    public.shows("English draughts");
    assert!(
        !public.body.contains("American checkers"),
        "{}",
        public.body
    );
    // "Wins" says what it counts: games.
    c.get(&format!("/admin/t/{acf}/settings"))
        .shows("games won, with or without playing");
    // In Portuguese, the dashboard names it in Portuguese.
    let pt = c.get("/admin?lang=pt-BR");
    pt.shows("Brasileiro (IDF, micromatches de 2 partidas)");
    c.get("/admin?lang=en");
}

#[test]
fn a_refused_create_form_answers_with_the_dashboard_as_typed() {
    let app = spawn_app();
    let mut c = app.chief();
    let audit = app.audit_rows();
    c.get("/admin?lang=pt-BR");
    let r = c.submit(
        "/admin",
        "/admin/tournaments",
        &[
            ("name", "Copa <Recife>"),
            ("preset", "brazilian"),
            ("system", "round-robin"),
            ("rounds", "sete"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("id=\"problem\"");
    r.shows("rodadas");
    r.shows("sete");
    let new = form(&r, "/admin/tournaments");
    assert_eq!(value_of(new, "name"), "Copa &#60;Recife&#62;");
    assert_eq!(value_of(new, "rounds"), "sete");
    assert_eq!(selected(new, "preset"), "brazilian");
    assert_eq!(selected(new, "system"), "round-robin");
    // An unknown preset is named, in the reader's language, and the form kept.
    let r = c.submit(
        "/admin",
        "/admin/tournaments",
        &[("name", "Copa"), ("preset", "frisian"), ("rounds", "7")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("predefinição");
    r.shows("frisian");
    assert_eq!(value_of(form(&r, "/admin/tournaments"), "name"), "Copa");
    assert_eq!(app.audit_rows(), audit, "nothing written");
    c.get("/admin?lang=en");
}

#[test]
fn the_variant_and_the_games_change_until_round_1_is_paired() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Kazan Open", "russian", "5");
    let page = c.get(&format!("/admin/t/{id}/settings"));
    assert_eq!(selected(&page.body, "variant"), "russian");
    assert_eq!(value_of(&page.body, "games_per_round"), "2");
    // Every variant of the rules crate is offered.
    for v in Variant::ALL {
        page.shows(&format!("<option value=\"{}\"", v.name()));
    }
    let (r, _) = post_settings(
        &mut c,
        id,
        &[
            ("variant", Some("brazilian")),
            ("games_per_round", Some("4")),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    assert_eq!(t.settings().variant, Variant::Brazilian);
    assert_eq!(t.settings().games_per_round, 4);
    assert_eq!(
        t.settings().ballot.deck_name(),
        Some("idf-brazilian"),
        "the Russian table does not suit the Brazilian game: the Brazilian one is taken"
    );
    // A bad number of games is refused beside the form, as typed.
    let (r, _) = post_settings(&mut c, id, &[("games_per_round", Some("21"))]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("a round has at most 20 games (asked for 21)");
    assert_eq!(value_of(&r.body, "games_per_round"), "21");
    assert_eq!(app.load(id).settings().games_per_round, 4);

    import(&mut c, id, "name\nA\nB\nC\nD\n");
    pair_and_publish(&mut c, id, "1 2\n3 4");
    let paired = app.load(id);
    assert_eq!(paired.round(1).unwrap().boards()[0].games.len(), 4);
    let before = app.load(id).settings().clone();
    let audit = app.audit_rows();
    c.get(&format!("/admin/t/{id}?lang=ru"));
    let (r, _) = post_settings(&mut c, id, &[("variant", Some("russian"))]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("вариант игры больше нельзя изменить: пары 1-го тура уже составлены");
    assert_eq!(selected(&r.body, "variant"), "russian", "the form as typed");
    let (r, _) = post_settings(&mut c, id, &[("games_per_round", Some("2"))]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("число партий в туре больше нельзя изменить");
    assert_eq!(app.load(id).settings(), &before, "nothing changed");
    assert_eq!(app.audit_rows(), audit);
    // The page says why before anyone tries.
    c.get(&format!("/admin/t/{id}/settings"))
        .shows("вариант и число партий в туре больше не меняются");
    c.get(&format!("/admin/t/{id}?lang=en"));
}
