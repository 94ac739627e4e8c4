//! A Dutch club team round in headless Chromium: the dashboard in Dutch, a tournament created
//! there (it speaks Dutch), sixteen players, four teams of four, team round 1 paired, the
//! captains' line-ups (one board left empty), the round published and its results typed with
//! real key presses (`2-0`, `1-1`, `+`, `-`, `½-½`), the round printed by match, and the public
//! team standings, a team's page and a player's page read on a 360-pixel phone: no sideways
//! scroll, match and board points in sight, and no English among the Dutch.
//!
//! Screenshots at 1366 and 360 pixels go to `target/browser-teams/`. Skips with a message
//! when Chromium or chromedriver is missing (fails under CI).

use std::time::{Duration, Instant};

use fantoccini::Locator;
#[macro_use]
#[path = "common/browser.rs"]
mod kit;
use kit::*;

/// Four clubs of four, names as a Dutch club writes them (given name first, tussenvoegsels).
const CLUBS: [(&str, [(&str, &str); 4]); 4] = [
    (
        "DC Amersfoort",
        [
            ("Jan", "de Vries"),
            ("Piet", "van der Berg"),
            ("Kees", "Smit"),
            ("Anna", "Visser"),
        ],
    ),
    (
        "Huizum",
        [
            ("Els", "Mulder"),
            ("Tom", "Jansen"),
            ("Sara", "de Boer"),
            ("Lena", "Bos"),
        ],
    ),
    (
        "WSDV",
        [
            ("Roel", "Zijlstra"),
            ("Heike", "van den Heuvel"),
            ("Ivan", "Dekker"),
            ("Marie", "Kok"),
        ],
    ),
    (
        "Excelsior",
        [
            ("Luc", "Hendriks"),
            ("Aygul", "Postma"),
            ("Pierre", "van Dijk"),
            ("Ndiaga", "Meijer"),
        ],
    ),
];

/// English words of the team pages that must not show among the Dutch ones.
const ENGLISH: [&str; 14] = [
    "Team standings",
    "Standings",
    "Round",
    "Board",
    "Points",
    "Player",
    "Games",
    "Result",
    "empty",
    "forfeit",
    "Match points",
    "Board points",
    "per move",
    "Print",
];

fn english_in(text: &str) -> Vec<&'static str> {
    ENGLISH
        .iter()
        .copied()
        .filter(|w| {
            text.match_indices(w).any(|(at, _)| {
                let before = text[..at].chars().next_back();
                let after = text[at + w.len()..].chars().next();
                !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(char::is_alphanumeric)
            })
        })
        .collect()
}

/// Clicks the `button` of the form whose action ends with `action`.
async fn submit(b: &Browser, action: &str) -> Res {
    b.c.find(Locator::Css(&format!("form[action$=\"{action}\"] button")))
        .await?
        .click()
        .await?;
    Ok(())
}

/// Whether each of `headers` of table `css` is in sight: its right edge within the viewport.
async fn in_sight(b: &Browser, css: &str, headers: &[&str]) -> Res<Vec<(String, f64)>> {
    let v =
        b.c.execute(
            "const out = []; for (const th of document.querySelectorAll(arguments[0] + ' thead th')) \
             { const r = th.getBoundingClientRect(); if (r.width > 0) out.push([th.innerText.trim(), r.right]); } \
             return out;",
            vec![serde_json::json!(css)],
        )
        .await?;
    let all: Vec<(String, f64)> = v
        .as_array()
        .map(|a| {
            a.iter()
                .map(|p| {
                    (
                        p[0].as_str().unwrap_or_default().to_owned(),
                        p[1].as_f64().unwrap_or(f64::MAX),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    Ok(all
        .into_iter()
        .filter(|(h, _)| headers.contains(&h.as_str()))
        .collect())
}

async fn flow(b: &mut Browser, setup: &str) -> Res {
    b.create_chief(setup).await?;
    // The Dutch dashboard: a new tournament speaks Dutch.
    b.goto("/admin?lang=nl").await?;
    b.expect("/admin", "Nieuw toernooi").await?;
    b.fill("name", "Clubcompetitie Friesland").await?;
    b.c.find(Locator::Css("select[name=preset]"))
        .await?
        .select_by_value("fmjd-international")
        .await?;
    b.fill("rounds", "3").await?;
    b.shot("dashboard-1366").await?;
    submit(b, "/admin/tournaments").await?;
    let (admin, url) = b.left("/admin").await?;
    check!(admin.starts_with("/admin/t/"), "creating led to {url}");
    let id = admin.trim_start_matches("/admin/t/").to_owned();
    b.expect(&admin, "Clubcompetitie Friesland").await?;
    let t = b.text().await?;
    check!(!t.contains("per move"), "an English time control: {t}");

    // Sixteen players, four clubs of four.
    let mut n = 0;
    for (_, players) in CLUBS {
        for (given, surname) in players {
            n += 1;
            b.fill("surname", surname).await?;
            b.fill("given_name", given).await?;
            b.fill("federation", "NED").await?;
            b.fill("rating", &(1800 + 10 * (17 - n)).to_string())
                .await?;
            b.c.find(Locator::XPath(
                "//input[@name='rating']/ancestor::form//button[normalize-space()='Toevoegen']",
            ))
            .await?
            .click()
            .await?;
            b.expect(&admin, &format!("({n})")).await?;
        }
    }
    let teams = format!("{admin}/teams");
    b.goto(&teams).await?;
    b.fill("boards", "4").await?;
    b.press("Maak hier een teamtoernooi van").await?;
    b.expect(&teams, "Teaminstellingen opslaan").await?;
    for (k, (club, _)) in CLUBS.iter().enumerate() {
        b.fill("name", club).await?;
        let first = 4 * k + 1;
        b.fill(
            "players",
            &format!("{}, {}, {}, {}", first, first + 1, first + 2, first + 3),
        )
        .await?;
        b.press("Team aanmaken").await?;
        b.expect(&teams, club).await?;
    }
    b.press("Teamronde 1 indelen").await?;
    b.expect(&teams, "Teamronde 1: opstellingen").await?;

    // The captains' line-ups in board order; the second team of the first match leaves its
    // board 4 empty.
    let forms = b.c.find_all(Locator::Css("form.lineup")).await?;
    check!(forms.len() == 4, "4 line-up forms, got {}", forms.len());
    let mut order = Vec::new();
    for f in &forms {
        order.push(f.attr("data-team").await?.unwrap_or_default());
    }
    let empty_team: u32 = order[1].parse()?;
    for team in &order {
        let no: u32 = team.parse()?;
        for board in 1..=4u32 {
            let player = 4 * (no - 1) + board;
            let value = if no == empty_team && board == 4 {
                String::new()
            } else {
                player.to_string()
            };
            b.c.find(Locator::Css(&format!(
                "form.lineup[data-team=\"{team}\"] select[name=board{board}]"
            )))
            .await?
            .select_by_value(&value)
            .await?;
        }
        b.c.find(Locator::Css(&format!(
            "form.lineup[data-team=\"{team}\"] button"
        )))
        .await?
        .click()
        .await?;
        b.expect(&teams, "Teamronde 1").await?;
    }
    let t = b.text().await?;
    check!(
        !t.contains("Nog te ontvangen opstellingen"),
        "line-ups missing: {t}"
    );
    b.shot("lineups-1366").await?;

    // Draft line-ups are not public.
    let public_round = format!("/t/{id}/teams/rounds/1");
    b.goto(&public_round).await?;
    let t = b
        .expect(&public_round, "zodra de ronde is gepubliceerd")
        .await?;
    check!(
        !t.contains("Jan de Vries"),
        "a draft line-up is public: {t}"
    );

    // Publish, then type the results with real keys: seven boards (one left empty).
    let round = format!("{admin}/rounds/1");
    b.goto(&round).await?;
    b.expect(&round, "(concept)").await?;
    b.press("Ronde 1 publiceren").await?;
    b.expect(&round, "(gepubliceerd)").await?;
    let fields = b.c.find_all(Locator::Css("input.game")).await?;
    check!(fields.len() == 7, "7 boards to type, got {}", fields.len());
    let typed = ["2-0", "1-1", "+", "-", "½-½", "2-0", "0-2"];
    for (field, code) in fields.iter().zip(typed) {
        field.click().await?;
        press_keys(b, code).await?;
    }
    b.shot("grid-typed-1366").await?;
    b.press("Uitslagen opslaan").await?;
    b.expect(&round, "(uitslagen compleet)").await?;

    // The public round: the empty board named, forfeits as the files write them.
    b.goto(&public_round).await?;
    let t = b.expect(&public_round, "Wedstrijd 1").await?;
    check!(t.contains("(leeg)"), "the empty board: {t}");
    check!(t.contains("+:-") && t.contains("-:+"), "the forfeits: {t}");
    check!(
        english_in(&t).is_empty(),
        "English words {:?}: {t}",
        english_in(&t)
    );
    b.shot("team-round-1366").await?;

    // The print by match.
    let print = format!("/t/{id}/rounds/1/print/pairings");
    b.goto(&print).await?;
    let t = b.c.find(Locator::Css("body")).await?.text().await?;
    check!(
        t.contains("Wedstrijd 1") && t.contains("Wedstrijd 2"),
        "the print by match: {t}"
    );
    check!(t.contains("(leeg)"), "the print's empty board: {t}");
    b.shot("print-by-match-1366").await?;

    // The public team standings at 1366, then on a phone.
    let standings = format!("/t/{id}/teams");
    b.goto(&standings).await?;
    b.expect(&standings, "Teamstand").await?;
    b.shot("team-standings-1366").await?;
    let rows = b.table_by_header("#team-standings").await?;
    check!(rows.len() == 4, "4 teams: {rows:?}");
    let total_bp: f64 = rows
        .iter()
        .map(|r| r["BP"].replace(',', ".").parse::<f64>().unwrap_or(-100.0))
        .sum();
    // 7 boards of 2 points and the empty board's 2: 16 board points.
    check!(
        total_bp == 16.0,
        "board points add up to {total_bp}: {rows:?}"
    );
    let total_mp: f64 = rows
        .iter()
        .map(|r| r["MP"].replace(',', ".").parse::<f64>().unwrap_or(-100.0))
        .sum();
    check!(
        total_mp == 4.0,
        "match points add up to {total_mp}: {rows:?}"
    );

    b.c.set_window_size(360, 900).await?;
    for page in [
        standings.clone(),
        public_round.clone(),
        format!("/t/{id}/teams/1"),
        format!("/t/{id}/players/1"),
        format!("/t/{id}/players/16"),
        // The player on board 4 facing the empty board: a board won by default.
        format!("/t/{id}/players/{}", 4 * (order[0].parse::<u32>()? - 1) + 4),
    ] {
        b.goto(&page).await?;
        let t = b.expect(&page, "Overzicht").await?;
        let (doc, view) = page_widths(b).await?;
        check!(
            doc <= view,
            "{page} scrolls sideways at 360 px: {doc} > {view}"
        );
        check!(
            english_in(&t).is_empty(),
            "{page}: English words {:?}: {t}",
            english_in(&t)
        );
        b.shot(&format!(
            "{}-360",
            page.trim_start_matches('/').replace('/', "-")
        ))
        .await?;
    }
    b.goto(&standings).await?;
    b.expect(&standings, "Teamstand").await?;
    let (_, view) = page_widths(b).await?;
    let seen = in_sight(b, "#team-standings", &["Plaats", "Team", "MP", "BP"]).await?;
    check!(seen.len() == 4, "the standings' first columns: {seen:?}");
    for (h, right) in &seen {
        check!(
            right.partial_cmp(&(view as f64)).is_some_and(|o| o.is_le()),
            "{h} is out of sight at 360 px ({right} > {view})"
        );
    }
    let rows = b.table_by_header("#team-standings").await?;
    check!(
        rows.iter().all(|r| r["Team"].contains("wedstrijd")),
        "the matches won, drawn and lost under each team's name: {rows:?}"
    );
    // Names break between words only: no line of a name cell ends inside a word.
    let broken =
        b.c.execute(
            "const bad = []; for (const td of document.querySelectorAll('#team-standings td.team-name a')) { \
             const words = td.innerText.split(/\\s+/); const range = document.createRange(); \
             range.selectNodeContents(td); const lines = new Set(); \
             for (const r of range.getClientRects()) lines.add(Math.round(r.top)); \
             if (lines.size > words.length) bad.push(td.innerText); } return bad;",
            vec![],
        )
        .await?;
    check!(
        broken.as_array().is_some_and(Vec::is_empty),
        "names broken inside a word: {broken}"
    );
    Ok(())
}

#[tokio::test]
async fn a_dutch_team_round_typed_printed_and_read_on_a_phone() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, addr, setup_link) = serve(&dir.path().join("crownhead.db"));
    let Some((_driver, client)) = launch(
        dir.path(),
        1366,
        "a_dutch_team_round_typed_printed_and_read_on_a_phone",
    )
    .await
    else {
        return;
    };
    let mut b = Browser::new(&client, addr, "browser-teams");
    let until = Instant::now() + Duration::from_secs(600);
    let result = flow(&mut b, &setup_link).await;
    if result.is_err() {
        let _ = b.shot("failure").await;
    }
    let _ = client.close().await;
    assert!(Instant::now() < until, "the flow took over 10 minutes");
    if let Err(e) = result {
        panic!("{e}");
    }
}
