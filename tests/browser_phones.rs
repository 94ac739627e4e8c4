//! Every page on a phone, 360 pixels wide, in the five languages of the interface: the
//! controller's pages (as the chief and as an assistant), the results grid, the player's
//! personal page and every public page. No page scrolls sideways as a whole (a table that
//! cannot fit scrolls inside its own box), and no word is broken in the middle of a line
//! ("Мельнико/в"): names and words wrap between words.
//!
//! Screenshots of every page and language go to `target/browser-phones/` (360 pixels), and of
//! the same pages in English, French and Russian at 1366 pixels to `target/browser-wide/`.

use std::path::Path;

#[macro_use]
#[path = "common/browser.rs"]
mod kit;
use kit::*;

const LANGUAGES: [&str; 5] = ["en", "fr", "nl", "ru", "pt-BR"];

/// Long names in the scripts of the event's players: Russian, Portuguese, English.
const NAMES: [&str; 8] = [
    "Мельников Олег",
    "Орлова-Петровская Анна",
    "Patterson Quentin",
    "Albuquerque Conceição Maria",
    "Вишневецкий Святослав",
    "Vasconcelos Guimarães João",
    "Зайцева Вера",
    "Montgomery-Whitfield Alexander",
];

/// An event of 8 players (the Russian preset: 2-game micro-matches), round 1 played and
/// closed, round 2 published with two of its four boards entered; every player has a
/// personal link. The tournament's id and player 1's token.
fn event(db: &Path) -> (i64, String) {
    use crownhead::domain::{
        BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings,
    };
    use crownhead::store::{self, Seen, commands::players};

    let mut conn = store::open(db).unwrap();
    let s = Settings::preset(Preset::Russian, "Первенство области по русским шашкам", 7);
    let id = store::create_tournament(&mut conn, &s, "td").unwrap();
    let list: Vec<Entry> = (1..)
        .zip(NAMES)
        .map(|(i, n)| {
            let mut e = Entry::new(i, PlayerName::parse(n).unwrap()).unwrap();
            e.rating = Some(2100 - 20 * i);
            e.club = Some("Клуб «Шашечная академия» Санкт-Петербурга".into());
            e
        })
        .collect();
    store::import_entries(&mut conn, id, Seen::Any, &list, None, "td").unwrap();
    let tokens = players::issue_links(&mut conn, id, &players::Issue::Missing, "td").unwrap();
    let pairs = |p: [(u32, u32); 4]| -> Vec<Pairing> {
        p.iter().map(|&(h, a)| Pairing::game(h, a)).collect()
    };
    let reports = [
        BoardReport::new(vec![GameReport::HomeWins, GameReport::Draw]),
        BoardReport::new(vec![GameReport::Draw, GameReport::Draw]),
        BoardReport::new(vec![GameReport::AwayWins, GameReport::HomeWins]),
        BoardReport::new(vec![GameReport::AwayWins; 2]),
    ];
    let round1 = pairs([(1, 5), (6, 2), (3, 7), (8, 4)]);
    store::pair_round(&mut conn, id, Seen::Any, &round1, "td").unwrap();
    store::publish_round(&mut conn, id, 1, "td").unwrap();
    for (b, r) in (1..).zip(&reports) {
        store::record_result(&mut conn, id, 1, b, r, "td").unwrap();
    }
    store::close_round(&mut conn, id, Seen::Any, 1, "td").unwrap();
    let round2 = pairs([(4, 1), (2, 3), (5, 8), (7, 6)]);
    store::pair_round(&mut conn, id, Seen::Any, &round2, "td").unwrap();
    store::publish_round(&mut conn, id, 2, "td").unwrap();
    for (b, r) in (1..).zip(&reports[..2]) {
        store::record_result(&mut conn, id, 2, b, r, "td").unwrap();
    }
    let token = tokens.into_iter().find(|(no, _)| *no == 1).unwrap().1;
    (id, token)
}

/// The pages an assistant may read.
fn assistant_pages(id: i64) -> Vec<(&'static str, String)> {
    vec![
        ("dashboard", "/admin".into()),
        ("tournament", format!("/admin/t/{id}")),
        ("round-1", format!("/admin/t/{id}/rounds/1")),
        ("grid", format!("/admin/t/{id}/rounds/2")),
        ("ballot", format!("/admin/t/{id}/rounds/2/ballot")),
        ("record", format!("/admin/t/{id}/rounds/1/boards/1/games/1")),
        ("missing", format!("/admin/t/{id}/missing")),
        ("prizes", format!("/admin/t/{id}/prizes")),
        ("book", format!("/admin/t/{id}/book")),
        ("players", format!("/admin/t/{id}/players")),
        ("final", format!("/admin/t/{id}/final")),
        ("audit", format!("/admin/t/{id}/audit")),
    ]
}

/// The pages only the chief controller may read.
fn chief_pages(id: i64) -> Vec<(&'static str, String)> {
    vec![
        ("accounts", "/admin/users".into()),
        ("settings", format!("/admin/t/{id}/settings")),
        ("import", format!("/admin/t/{id}/import")),
        ("fmjd-list", format!("/admin/t/{id}/entries/fmjd-list")),
        ("entry", format!("/admin/t/{id}/entries/2")),
        ("new-round", format!("/admin/t/{id}/rounds/new")),
    ]
}

/// The public pages, the player's own among them.
fn public_pages(id: i64, token: &str) -> Vec<(&'static str, String)> {
    vec![
        ("events", "/".into()),
        ("overview", format!("/t/{id}")),
        ("standings", format!("/t/{id}/standings")),
        ("crosstable", format!("/t/{id}/crosstable")),
        ("prizes", format!("/t/{id}/prizes")),
        ("round-1", format!("/t/{id}/rounds/1")),
        ("round-2", format!("/t/{id}/rounds/2")),
        ("player", format!("/t/{id}/players/2")),
        ("game", format!("/t/{id}/rounds/1/boards/1/games/1")),
        ("personal", format!("/me/{token}")),
        ("sign-in", "/login".into()),
    ]
}

/// The words (runs of letters and digits, 3 to 30 long) of the page's `<main>` that are laid
/// out on more than one line: a word broken in the middle. Technical text marked to break
/// anywhere (`.wrap-anywhere`: a list of CSV columns) is left out.
const BROKEN_WORDS: &str = r#"
const out = [];
const root = document.querySelector('main') || document.body;
const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
let node;
while ((node = walk.nextNode())) {
  if (node.parentElement && node.parentElement.closest('.wrap-anywhere')) continue;
  const text = node.nodeValue;
  const re = /[\p{L}\p{N}]+/gu;
  let m;
  while ((m = re.exec(text))) {
    if (m[0].length < 3 || m[0].length > 30) continue;
    const r = document.createRange();
    r.setStart(node, m.index);
    r.setEnd(node, m.index + m[0].length);
    const tops = new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top)));
    if (tops.size > 1) out.push(m[0]);
  }
}
return out;
"#;

/// The innermost elements reaching past the screen's right edge (what makes a page too wide),
/// as `tag.class` with their right edge.
const TOO_WIDE: &str = r#"
const view = document.documentElement.clientWidth;
const out = [];
for (const e of document.querySelectorAll('body *')) {
  const r = e.getBoundingClientRect();
  if (r.right <= view + 0.5 || r.width === 0) continue;
  const inner = [...e.children].some(c => c.getBoundingClientRect().right > view + 0.5);
  if (!inner) out.push(e.tagName.toLowerCase() + (e.className ? '.' + String(e.className).replace(/ /g, '.') : '') + ' ' + Math.round(r.right));
  if (out.length >= 6) break;
}
return out;
"#;

/// Visits each page in each language at the browser's width; every page wider than the
/// screen or with a word broken mid-line is named in the list returned.
async fn visit(
    b: &mut Browser,
    who: &str,
    pages: &[(&'static str, String)],
    languages: &[&str],
    shots: bool,
) -> Res<Vec<String>> {
    let mut faults = Vec::new();
    for lang in languages {
        for (name, path) in pages {
            let sep = if path.contains('?') { '&' } else { '?' };
            b.goto(&format!("{path}{sep}lang={lang}")).await?;
            let at = b.c.current_url().await?;
            check!(
                at.path() == path.split('?').next().unwrap(),
                "{who} {name} ({lang}) went to {at}"
            );
            check!(
                page_lang(b).await? == *lang,
                "{who} {name} ({lang}) is in {}",
                page_lang(b).await?
            );
            let (doc, view) = page_widths(b).await?;
            if doc > view {
                let wide = b.c.execute(TOO_WIDE, vec![]).await?;
                faults.push(format!(
                    "{who} {name} ({lang}, {path}) is {doc} px wide on a {view} px screen: {wide}"
                ));
            }
            let broken = b.c.execute(BROKEN_WORDS, vec![]).await?;
            let broken: Vec<&str> = broken
                .as_array()
                .map(|a| a.iter().filter_map(|w| w.as_str()).collect())
                .unwrap_or_default();
            if !broken.is_empty() {
                faults.push(format!(
                    "{who} {name} ({lang}, {path}) breaks words mid-line: {broken:?}"
                ));
            }
            if shots {
                b.shot(&format!("{who}-{name}-{lang}")).await?;
            }
        }
    }
    Ok(faults)
}

async fn sign_in(b: &Browser, name: &str, password: &str) -> Res {
    b.c.delete_all_cookies().await?;
    b.goto("/login?lang=en").await?;
    b.fill("name", name).await?;
    b.fill("password", password).await?;
    b.press("Sign in").await?;
    b.left("/login").await?;
    Ok(())
}

async fn phones(b: &mut Browser, setup: &str, db: &Path, id: i64, token: &str) -> Res {
    b.c.set_window_size(1366, 900).await?;
    b.create_chief(setup).await?;
    {
        use crownhead::store::accounts::{Role, create};
        let conn = crownhead::store::open(db)?;
        let hash = crownhead::web::auth::hash_password("assistant password")?;
        create(&conn, "helper", &hash, Role::Assistant)?;
    }
    b.c.set_window_size(360, 900).await?;
    let (_, view) = page_widths(b).await?;
    check!(view <= 360, "the phone's screen is {view} px wide");
    let mut faults = Vec::new();
    let mut all = chief_pages(id);
    all.extend(assistant_pages(id));
    faults.extend(visit(b, "chief", &all, &LANGUAGES, true).await?);
    sign_in(b, "helper", "assistant password").await?;
    faults.extend(visit(b, "assistant", &assistant_pages(id), &LANGUAGES, true).await?);
    b.c.delete_all_cookies().await?;
    faults.extend(visit(b, "public", &public_pages(id, token), &LANGUAGES, true).await?);
    // The same pages on a wide screen, for the eye (English, French, Russian).
    let wide = ["en", "fr", "ru"];
    b.c.set_window_size(1366, 900).await?;
    b.out = b.out.with_file_name("browser-wide");
    let _ = std::fs::remove_dir_all(&b.out);
    std::fs::create_dir_all(&b.out)?;
    b.step = 0;
    faults.extend(visit(b, "public", &public_pages(id, token), &wide, true).await?);
    sign_in(b, "helper", "assistant password").await?;
    faults.extend(visit(b, "assistant", &assistant_pages(id), &wide, true).await?);
    check!(
        faults.is_empty(),
        "{} faults:\n{}",
        faults.len(),
        faults.join("\n")
    );
    grid(b, id).await
}

/// The results grid on a phone: each board one compact row (not the tall column of buttons it
/// was), the typing as on a wide screen: a complete result moves to the next game's field.
async fn grid(b: &mut Browser, id: i64) -> Res {
    b.c.set_window_size(360, 900).await?;
    b.out = b.out.with_file_name("browser-phones");
    for lang in ["ru", "fr", "en"] {
        b.goto(&format!("/admin/t/{id}/rounds/2?lang={lang}"))
            .await?;
        let heights =
            b.c.execute(
                "return [...document.querySelectorAll('table.grid tbody tr:not(.match-head)')]
                    .map(r => [r.getBoundingClientRect().height,
                        parseFloat(getComputedStyle(r).lineHeight)]);",
                vec![],
            )
            .await?;
        let heights: Vec<(f64, f64)> = heights
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|h| (h[0].as_f64().unwrap_or(0.0), h[1].as_f64().unwrap_or(0.0)))
                    .collect()
            })
            .unwrap_or_default();
        check!(heights.len() == 4, "{lang}: the grid shows {heights:?}");
        for (i, (h, line)) in heights.iter().enumerate() {
            // Up to three lines of a long name and one of record links, with the cell's
            // padding (each board was ten lines tall, its forfeit buttons one under another).
            check!(
                *line > 0.0 && *h <= 4.6 * line,
                "{lang}: board {} of the grid is {h} px tall ({line} px a line)",
                i + 1
            );
        }
        b.shot(&format!("grid-compact-{lang}")).await?;
    }
    // Board 3 is the first without a result: the focus is in its first game.
    type_in(b, "b3g1", "2:0", false).await?;
    let at = b.c.active_element().await?.attr("name").await?;
    check!(
        at.as_deref() == Some("b3g2"),
        "after 2:0 in board 3's first game the focus is on {at:?}"
    );
    Ok(())
}

#[tokio::test]
async fn every_page_fits_a_phone_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crownhead.db");
    let (_server, addr, setup_link) = serve(&db);
    let (id, token) = event(&db);
    let Some((_driver, client)) = launch(dir.path(), 360, "every_page_fits_a_phone").await else {
        return;
    };
    let mut b = Browser::new(&client, addr, "browser-phones");
    let result = phones(&mut b, &setup_link, &db, id, &token).await;
    if result.is_err() {
        let _ = b.shot("failure").await;
    }
    let _ = client.close().await;
    if let Err(e) = result {
        panic!("{e}");
    }
}
