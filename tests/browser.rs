//! The whole controller's flow in headless Chromium, driven through WebDriver (chromedriver):
//! the set-up link, sign-in, a tournament with 8 entries from the English preset (2-game
//! matches, the ACF three-move ballot), two rounds paired automatically (round 1 with its
//! ballot drawn), published and entered in the results grid, a game record with its
//! verification, the standings and the wall chart's print view; a legal record stepped through
//! in the public game viewer (buttons, arrow keys, move list), the public pages at 360 pixels
//! wide, and the printed slips whose QR code, read from a screenshot, is the round page.
//!
//! Each part is a test of its own, with its own server, database and Chromium (the macro
//! `browser_test!`), so that one failing hides none of the others; the parts that go on from
//! the English open replay it first (`english_open`). Screenshots of every step (PNG) and PDF
//! prints of the wall chart (A3 and A4 landscape) are written to `target/browser/<test>/` for
//! review.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`scripts/test` installs them); skips with a
//! message when they are absent. `CROWNHEAD_CHROMIUM` and `CROWNHEAD_CHROMEDRIVER` name other
//! binaries. Everything runs on 127.0.0.1.

use std::collections::HashMap;
use std::path::Path;
use std::time::{Duration, Instant};

use draughts_rules::{MoveText, Position, Variant, VariantPosition};
use fantoccini::Locator;
use fantoccini::wd::PrintSize;
use serde_json::json;
#[macro_use]
#[path = "common/browser.rs"]
mod kit;
use kit::*;

const PLAYERS: [(&str, &str, &str); 8] = [
    ("Anna Ash", "NED", "2310"),
    ("Ben Birch", "FRA", "2270"),
    ("Cora Cedar", "SEN", "2240"),
    ("Dan Dogwood", "NED", "2200"),
    ("Eve Elm", "BEL", "2150"),
    ("Finn Fir", "FRA", "2120"),
    ("Gil Gum", "", "2080"),
    ("Hal Hazel", "ITA", ""),
];

/// Each board's results as typed in the grid for rounds 1 and 2, board by board, game by game
/// (`1` the board's home player wins, `0` the away player wins, `=` draw). The pairings are
/// the system's, read from the draft.
const RESULTS: [[[&str; 2]; 4]; 2] = [
    [["1", "1"], ["=", "="], ["1", "0"], ["0", "0"]],
    [["1", "="], ["0", "0"], ["=", "="], ["1", "1"]],
];

/// The headings of the English event's players on the boards: the first mover has Black (000
/// art. 1.13), colours of game 1.
const BLACK_1: &str = "Black in game 1";
const WHITE_1: &str = "White in game 1";

/// The cell of `row` under the heading `header` (read by [`Browser::table_by_header`]); empty
/// when the table has no such column, which the checks then report with the row.
fn cell<'a>(row: &'a HashMap<String, String>, header: &str) -> &'a str {
    row.get(header).map_or("", String::as_str)
}

/// A round's pairing as (home, away) starting numbers, read from the `home away` lines.
fn read_pairing(text: &str) -> Res<Vec<(u32, u32)>> {
    let mut boards = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let nos: Vec<u32> = line
            .split_whitespace()
            .map(|n| n.parse::<u32>())
            .collect::<Result<_, _>>()
            .map_err(|e| format!("the pairing line {line:?}: {e}"))?;
        check!(nos.len() == 2, "not a board of two entries: {line:?}");
        boards.push((nos[0], nos[1]));
    }
    Ok(boards)
}

/// The points (English scoring 2/1/0 a game) each starting number has after the rounds played.
fn expected_points(played: &[Vec<(u32, u32)>]) -> HashMap<u32, u32> {
    let mut points = HashMap::new();
    for (boards, results) in played.iter().zip(RESULTS) {
        for (&(home, away), games) in boards.iter().zip(results) {
            for result in games {
                let (h, a) = match result {
                    "1" => (2, 0),
                    "0" => (0, 2),
                    _ => (1, 1),
                };
                *points.entry(home).or_insert(0) += h;
                *points.entry(away).or_insert(0) += a;
            }
        }
    }
    points
}

/// What the English open's set-up leaves for the tests that go on from it: the admin page
/// and id of the tournament, round 1's balloted opening and the boards of both rounds.
struct EnglishOpen {
    admin: String,
    id: String,
    opening_of_round1: String,
    played: Vec<Vec<(u32, u32)>>,
}

/// The controller's flow through the English open: the set-up link, signing out and in, the
/// tournament from the English preset, eight entries, two rounds paired, balloted, published
/// and scored in the grid, a game record verified, the standings, the wall chart and its
/// prints, and the FMJD list filling entry 1.
async fn english_open(b: &mut Browser, setup_link: &str) -> Res<EnglishOpen> {
    // The set-up link creates the chief controller's account and signs it in.
    b.goto(setup_link).await?;
    b.expect("/setup", "Create the chief controller's account")
        .await?;
    b.fill("name", "chief").await?;
    b.fill("password", "correct horse battery").await?;
    b.fill("password2", "correct horse battery").await?;
    b.shot("setup").await?;
    b.press("Create and sign in").await?;
    b.expect("/admin", "Signed in as chief").await?;
    // The link works once.
    b.goto(setup_link).await?;
    let t = b.text().await?;
    check!(
        !t.contains("Create the chief"),
        "the set-up link works twice: {t}"
    );

    // Sign out, then in through the sign-in form.
    b.goto("/admin").await?;
    b.press("Sign out").await?;
    b.expect("/", "").await?;
    b.goto("/admin").await?;
    let t = b.text().await?;
    check!(
        !t.contains("Signed in as"),
        "still signed in after signing out: {t}"
    );
    b.goto("/login").await?;
    b.fill("name", "chief").await?;
    b.fill("password", "correct horse battery").await?;
    b.shot("login").await?;
    b.press("Sign in").await?;
    b.expect("/admin", "Signed in as chief (chief controller)")
        .await?;

    // A tournament from the English preset: 2-game matches, the ACF three-move ballot.
    b.fill("name", "Browser Open").await?;
    b.c.find(Locator::Css("select[name=preset]"))
        .await?
        .select_by_value("english")
        .await?;
    b.fill("rounds", "2").await?;
    b.shot("new-tournament").await?;
    b.press("Create").await?;
    // The click submits the form; the new tournament's page loads after it.
    let (admin, url) = b.left("/admin").await?;
    check!(
        admin.starts_with("/admin/t/"),
        "creating a tournament led to {url}"
    );
    let id = admin.trim_start_matches("/admin/t/").to_owned();
    let t = b.expect(&admin, "Browser Open").await?;
    check!(
        t.contains("English draughts"),
        "not the English preset: {t}"
    );
    check!(t.contains("Entries (0)"), "{t}");

    // Eight entries through the form.
    for (i, (name, fed, rating)) in PLAYERS.iter().enumerate() {
        // The entry form asks for the surname and the given name, each in its own box.
        let (given, surname) = name.split_once(' ').expect("a given name and a surname");
        b.fill("surname", surname).await?;
        b.fill("given_name", given).await?;
        b.fill("federation", fed).await?;
        b.fill("rating", rating).await?;
        b.press("Add").await?;
        b.expect(&admin, &format!("Entries ({})", i + 1)).await?;
    }
    let rows = b.table_by_header("table.list").await?;
    check!(rows.len() == 8, "8 entries listed: {rows:?}");
    for (row, (no, (name, fed, rating))) in rows.iter().zip((1..).zip(PLAYERS)) {
        check!(
            cell(row, "No") == no.to_string()
                && cell(row, "Name") == name
                && cell(row, "Fed") == fed
                && cell(row, "Rating") == rating,
            "entry {no}: {row:?}"
        );
    }
    b.shot("entries").await?;

    let mut played: Vec<Vec<(u32, u32)>> = Vec::new();
    let mut opening_of_round1 = String::new();
    for (n, results) in (1..).zip(RESULTS) {
        let round = format!("{admin}/rounds/{n}");
        // Paired automatically by the tournament's system: a draft.
        b.follow(&format!("Pair round {n}")).await?;
        b.expect(&format!("{admin}/rounds/new"), &format!("Pair round {n}"))
            .await?;
        b.shot(&format!("round{n}-proposal")).await?;
        b.press(&format!("Pair round {n} automatically")).await?;
        b.expect(&round, "(draft)").await?;
        let text =
            b.c.find(Locator::Css("textarea[name=pairings]"))
                .await?
                .prop("value")
                .await?
                .unwrap_or_default();
        let boards = read_pairing(&text)?;
        check!(boards.len() == 4, "round {n}: 4 boards, got {boards:?}");
        let mut seen: Vec<u32> = boards.iter().flat_map(|&(h, a)| [h, a]).collect();
        seen.sort_unstable();
        check!(
            seen == (1..=8).collect::<Vec<u32>>(),
            "round {n}: every entry once, got {boards:?}"
        );
        let shown = b.table_by_header("table.boards").await?;
        check!(
            shown.len() == 4,
            "round {n}: the draft lists {} boards",
            shown.len()
        );
        for (row, &(home, away)) in shown.iter().zip(&boards) {
            let name = |no: u32| PLAYERS[no as usize - 1].0;
            check!(
                cell(row, BLACK_1).contains(name(home)) && cell(row, WHITE_1).contains(name(away)),
                "round {n}: the board {row:?} is not {home} {away}"
            );
        }
        for earlier in &played {
            for &(h, a) in &boards {
                check!(
                    !earlier.contains(&(h, a)) && !earlier.contains(&(a, h)),
                    "round {n} repeats the game {h} {a}: {boards:?} after {earlier:?}"
                );
            }
        }
        // A draft is not public.
        b.goto(&format!("/t/{id}/rounds/{n}")).await?;
        let t = b.text().await?;
        for (name, ..) in PLAYERS {
            check!(!t.contains(name), "a draft round is public: {t}");
        }
        b.goto(&round).await?;
        b.shot(&format!("round{n}-draft")).await?;

        // Round 1's ballot: one ACF opening for every board, drawn with a seed.
        let mut opening = String::new();
        if n == 1 {
            b.follow("Opening ballot").await?;
            let ballot = format!("{round}/ballot");
            b.expect(&ballot, "acf-3move").await?;
            b.fill("seed", "2026").await?;
            b.press("Draw the ballot").await?;
            b.expect(&ballot, "Redraw the ballot").await?;
            let rows = b.table_by_header("table.ballot").await?;
            opening = rows
                .first()
                .map(|r| cell(r, "Opening").to_owned())
                .unwrap_or_default();
            check!(
                opening.starts_with("ACF "),
                "the round's opening is {opening:?}: {rows:?}"
            );
            check!(
                rows.first().map(|r| cell(r, "Seed")) == Some("2026"),
                "the draw's seed is not shown: {rows:?}"
            );
            b.shot("round1-ballot").await?;
            b.goto(&round).await?;
            let shown = b.table_by_header("table.boards").await?;
            check!(
                shown.iter().all(|r| cell(r, "Opening") == opening),
                "the draft's boards do not show the opening {opening:?}: {shown:?}"
            );
            opening_of_round1 = opening.clone();
        }

        b.press(&format!("Publish round {n}")).await?;
        let t = b.expect(&round, "(published)").await?;
        check!(t.contains("Missing results: boards 1"), "{t}");
        if n == 1 {
            // The ballot on the public round page and on both printed pairing lists.
            for page in [
                format!("/t/{id}/rounds/1"),
                format!("/t/{id}/rounds/1/print/pairings"),
            ] {
                b.goto(&page).await?;
                let shown = b.table_by_header("table.boards").await?;
                check!(
                    shown.len() == 4 && shown.iter().all(|r| cell(r, "Opening") == opening),
                    "{page} lacks the opening {opening:?}: {shown:?}"
                );
                // English draughts: the first mover has Black (000 art. 1.13), named so,
                // with the colours of game 1 (reversed in game 2).
                let head =
                    b.c.find(Locator::Css("table.boards thead"))
                        .await?
                        .text()
                        .await?;
                let (black, white) = (head.find("Black"), head.find("White"));
                check!(
                    black.is_some()
                        && white.is_some()
                        && black < white
                        && head.contains("in game 1"),
                    "{page}: the first player is not named Black in game 1: {head}"
                );
                let t = b.text().await?;
                check!(
                    t.contains("colours reversed"),
                    "{page} does not say the colours are reversed in game 2: {t}"
                );
            }
            b.shot("round1-public-pairings").await?;
            b.goto(&format!("/t/{id}/rounds/1/print/pairings?order=name"))
                .await?;
            let t = b.text().await?;
            check!(
                (1..=4).all(|board| t.contains(&format!("Board {board}: {opening}"))),
                "the pairing list by name lacks the opening {opening:?}: {t}"
            );
            b.goto(&round).await?;
        }

        // The results grid: type each result; the grid moves to the next game after a
        // complete result, and Enter after a short key.
        let first = b.c.find(Locator::Css("input[name=b1g1]")).await?;
        first.click().await?;
        for (board, games) in (1..).zip(results) {
            for (game, result) in (1..).zip(games) {
                // Typed into whichever field has the focus: it must be this game's.
                let field = b.c.active_element().await?;
                let name = field.attr("name").await?;
                check!(
                    name.as_deref() == Some(format!("b{board}g{game}").as_str()),
                    "the focus is on {name:?} before board {board} game {game}"
                );
                field.send_keys(result).await?;
                check!(
                    field.prop("value").await?.as_deref() == Some(result),
                    "board {board} game {game} shows {:?}",
                    field.prop("value").await?
                );
                // `=` is a complete result and moves on by itself; `1` and `0` may begin a
                // longer one (`1-1`, `0-2`), so Enter moves on after them.
                if result != "=" && !(board == results.len() && game == games.len()) {
                    field.send_keys("\u{E007}").await?;
                }
            }
        }
        b.shot(&format!("round{n}-results-typed")).await?;
        b.press("Save results").await?;
        let t = b.expect(&round, "(results complete)").await?;
        check!(!t.contains("Missing results: board"), "{t}");
        for (board, games) in (1..).zip(results) {
            for (game, typed) in (1..).zip(games) {
                // The grid shows the stored result as the event counts it (2-1-0).
                let result = match typed {
                    "1" => "2-0",
                    "0" => "0-2",
                    _ => "1-1",
                };
                let v =
                    b.c.find(Locator::Css(&format!("input[name=b{board}g{game}]")))
                        .await?
                        .prop("value")
                        .await?;
                check!(
                    v.as_deref() == Some(result),
                    "round {n} board {board} game {game}: saved {v:?}, typed {typed}"
                );
            }
        }
        b.shot(&format!("round{n}-results-saved")).await?;

        // The public round page shows the pairing and each board's score.
        b.goto(&format!("/t/{id}/rounds/{n}")).await?;
        let shown = b.table_by_header("table.boards").await?;
        let name = |no: u32| PLAYERS[no as usize - 1].0;
        check!(shown.len() == 4, "the public round {n}: {shown:?}");
        for ((row, &(home, away)), games) in shown.iter().zip(&boards).zip(results) {
            let score = |side: &str| {
                games
                    .iter()
                    .map(|g| match (*g, side) {
                        ("1", "home") | ("0", "away") => 2,
                        ("=", _) => 1,
                        _ => 0,
                    })
                    .sum::<u32>()
            };
            // The result as the event counts it (2-1-0): `2-0 1-1`, game by game.
            let result = games
                .iter()
                .map(|g| match *g {
                    "1" => "2-0",
                    "0" => "0-2",
                    _ => "1-1",
                })
                .collect::<Vec<_>>()
                .join(" ");
            check!(
                score("home") + score("away") == 4,
                "round {n}: two games of 2 points"
            );
            check!(
                cell(row, BLACK_1).contains(name(home))
                    && cell(row, WHITE_1).contains(name(away))
                    && cell(row, "Result") == result,
                "the public round {n} shows {row:?} for {home} {away} {games:?}"
            );
        }
        b.shot(&format!("round{n}-public")).await?;
        played.push(boards);
        b.goto(&admin).await?;
    }
    // A game record pasted for round 2 (no ballot drawn: free play), board 1: its
    // verification and the board diagram.
    b.goto(&format!("{admin}/rounds/2")).await?;
    b.c.find(Locator::XPath(
        "//tr[td[1]='1']//a[normalize-space()='game 1']",
    ))
    .await?
    .click()
    .await?;
    let record = format!("{admin}/rounds/2/boards/1/games/1");
    b.expect(&record, "No record yet").await?;
    let (home, away) = played[1][0];
    let name = |no: u32| PLAYERS[no as usize - 1].0;
    b.fill(
        "pdn",
        &format!(
            "[Black \"{}\"]\n[White \"{}\"]\n1. 11-15 24-20 2. 15-11 1-0",
            name(home),
            name(away)
        ),
    )
    .await?;
    b.press("Save").await?;
    let t = b.expect(&record, "Irregular at 2. 15-11").await?;
    check!(t.contains("a man moved backward"), "{t}");
    let squares = b.c.find_all(Locator::Css("svg.board rect.dark")).await?;
    check!(
        squares.len() == 32,
        "{} squares on the diagram",
        squares.len()
    );
    let pieces = b.c.find_all(Locator::Css("svg.board circle.man")).await?;
    check!(pieces.len() == 24, "{} men on the diagram", pieces.len());
    b.fill(
        "ruling",
        "Record corrected with both players; result stands.",
    )
    .await?;
    b.press("Save").await?;
    b.expect(&record, "Irregular at 2. 15-11").await?;
    let ruling = b.c.find(Locator::Css("textarea[name=ruling]")).await?;
    check!(
        ruling.prop("value").await?.as_deref()
            == Some("Record corrected with both players; result stands."),
        "the ruling is not kept"
    );
    b.shot("record-verification").await?;
    b.goto(&admin).await?;

    let t = b.text().await?;
    check!(
        !t.contains("Pair round 3"),
        "a third round offered in a 2-round event: {t}"
    );

    // Standings: every player's points as scored, ranked by points.
    b.goto(&format!("/t/{id}/standings")).await?;
    b.expect(&format!("/t/{id}/standings"), "Standings after round 2")
        .await?;
    let rows = b.table_by_header("table.standings").await?;
    check!(rows.len() == 8, "8 standings rows: {rows:?}");
    let expected = expected_points(&played);
    check!(
        expected.len() == 8 && expected.values().sum::<u32>() == 2 * 4 * 2 * 2,
        "every entry scored, 32 points in all: {expected:?}"
    );
    let mut points = Vec::new();
    for r in &rows {
        let no = PLAYERS.iter().position(|p| p.0 == cell(r, "Name"));
        check!(no.is_some(), "an unknown player in the standings: {r:?}");
        let no = no.unwrap() as u32 + 1;
        check!(
            cell(r, "Pts") == expected[&no].to_string(),
            "{} has {} points, expected {}: {rows:?}",
            cell(r, "Name"),
            cell(r, "Pts"),
            expected[&no]
        );
        points.push(expected[&no]);
    }
    check!(
        points.windows(2).all(|w| w[0] >= w[1]),
        "not ranked by points: {rows:?}"
    );
    check!(
        cell(&rows[0], "Rank") == "1" || cell(&rows[0], "Rank") == "1=",
        "the leader is not ranked 1: {rows:?}"
    );
    b.shot("standings").await?;

    // The wall chart's print view, A3 landscape: every player, round by round.
    b.goto(&format!("/t/{id}/print/wallchart?paper=a3")).await?;
    let t = b
        .expect(
            &format!("/t/{id}/print/wallchart"),
            "wall chart after round 2",
        )
        .await?;
    for (name, ..) in PLAYERS {
        check!(t.contains(name), "the wall chart lacks {name}: {t}");
    }
    let head = b.c.find(Locator::Css("table thead")).await?.text().await?;
    check!(
        head.contains('1') && head.contains('2'),
        "no round columns in the wall chart head: {head}"
    );
    // The leader's round 1 cell names the opponent's rank on the chart, the colour (w at
    // home) and the points of the match.
    let chart = b.table_by_header("table.chart").await?;
    let rank_of = |name: &str| {
        chart
            .iter()
            .find(|r| cell(r, "Name") == name)
            .map(|r| cell(r, "No").to_owned())
    };
    let leader_name = cell(&rows[0], "Name");
    check!(
        chart.first().map(|r| cell(r, "Name")) == Some(leader_name),
        "the standings leader {leader_name} heads the wall chart: {chart:?}"
    );
    let leader = PLAYERS.iter().position(|p| p.0 == leader_name).unwrap() as u32 + 1;
    let board = played[0]
        .iter()
        .position(|&(h, a)| h == leader || a == leader)
        .unwrap();
    let (h, a) = played[0][board];
    let at_home = h == leader;
    let opponent = if at_home { a } else { h };
    let mut one = HashMap::new();
    for (&(h, a), games) in played[0].iter().zip(RESULTS[0]) {
        for g in games {
            let (x, y) = match g {
                "1" => (2, 0),
                "0" => (0, 2),
                _ => (1, 1),
            };
            *one.entry(h).or_insert(0) += x;
            *one.entry(a).or_insert(0) += y;
        }
    }
    // The opponent is named by start number (column No), which no tie can share.
    check!(
        rank_of(name(opponent)) == Some(opponent.to_string()),
        "the wall chart's No column does not give {opponent}"
    );
    let expected = format!(
        "{}{} {}",
        opponent,
        // English draughts: the first mover (home in game 1) has Black.
        if at_home { "b" } else { "w" },
        one[&leader]
    );
    check!(
        cell(&chart[0], "R1") == expected,
        "{leader_name}'s round 1 cell is {:?}, expected {expected:?}",
        cell(&chart[0], "R1")
    );
    b.shot("wallchart").await?;
    for (paper, size) in [
        (
            "a3",
            PrintSize {
                width: 29.7,
                height: 42.0,
            },
        ),
        ("a4", PrintSize::A4),
    ] {
        b.goto(&format!("/t/{id}/print/wallchart?paper={paper}"))
            .await?;
        let pdf = b.print(paper, size).await?;
        check!(pdf.starts_with(b"%PDF-"), "the {paper} print is not a PDF");
        std::fs::write(b.out.join(format!("wallchart-{paper}.pdf")), pdf)?;
    }

    // The FMJD player list, uploaded through the page's file input as the browser sends it
    // (multipart, the file's Latin-1 bytes), fills entry 1 once it has an FMJD ID.
    b.goto(&format!("{admin}/entries/1")).await?;
    b.fill("fmjd_id", "15013").await?;
    b.press("Save").await?;
    b.expect(&admin, "Entries (8)").await?;
    b.follow("FMJD list").await?;
    let list_page = format!("{admin}/entries/fmjd-list");
    b.expect(&list_page, "Entries from the FMJD player list")
        .await?;
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/fmjd/V261001.DRA");
    b.c.find(Locator::Css("#upload input[type=file]"))
        .await?
        .send_keys(&file.display().to_string())
        .await?;
    b.c.find(Locator::Css("#upload button"))
        .await?
        .click()
        .await?;
    let t = b.expect(&list_page, "1 entry changes").await?;
    check!(
        t.contains("V261001.DRA: 17 players in 19 rows, read as Latin-1."),
        "{t}"
    );
    check!(t.contains("title: none → GMI"), "{t}");
    b.shot("fmjd-list-preview").await?;
    b.press("Save the changes to 1 entry").await?;
    b.expect(&admin, "Entries (8)").await?;
    let rows = b.table_by_header("table.list").await?;
    check!(
        cell(&rows[0], "Fed") == "POL"
            && cell(&rows[0], "Rating") == "2511"
            && cell(&rows[0], "Title") == "GMI",
        "entry 1 after the list: {:?}",
        rows[0]
    );

    Ok(EnglishOpen {
        admin,
        id,
        opening_of_round1,
        played,
    })
}

/// A browser test of its own: a server on a fresh database, Chromium 1280 pixels wide (a skip
/// when it is missing, a failure under CI), its screenshots and prints in
/// `target/browser/<test>/` with one of the page at a failure. `|b, setup|` names the
/// [`Browser`] and the set-up link in the test's steps, which return a [`Res`].
macro_rules! browser_test {
    ($(#[$doc:meta])* $test:ident, |$b:ident, $setup:ident| $steps:block) => {
        $(#[$doc])*
        #[tokio::test]
        async fn $test() {
            let dir = tempfile::tempdir().unwrap();
            let (_server, addr, $setup) = serve(&dir.path().join("crownhead.db"));
            let Some((_driver, client)) = launch(dir.path(), 1280, stringify!($test)).await else {
                return;
            };
            let mut browser = Browser::new(&client, addr, concat!("browser/", stringify!($test)));
            let result: Res = async {
                let $b = &mut browser;
                $steps
            }
            .await;
            if result.is_err() {
                let _ = browser.shot("failure").await;
            }
            let _ = client.close().await;
            if let Err(e) = result {
                panic!("{e}");
            }
            println!("screenshots in {}", browser.out.display());
        }
    };
}

browser_test!(
    /// The English open from the set-up link to the wall chart's prints.
    the_controller_runs_an_english_open_to_the_wall_chart,
    |b, setup| {
        english_open(b, &setup).await?;
        Ok(())
    }
);

browser_test!(
    /// Round 1's game, stepped through in the public viewer.
    a_game_steps_through_the_public_viewer,
    |b, setup| {
        let open = english_open(b, &setup).await?;
        let board = open.played[0][0];
        viewer(b, &open.admin, &open.id, &open.opening_of_round1, board).await
    }
);

browser_test!(
    /// The public pages at 360 pixels wide.
    the_public_pages_fit_a_phone,
    |b, setup| {
        let open = english_open(b, &setup).await?;
        phone(b, &open.id).await
    }
);

browser_test!(
    /// The printed slips, whose QR code is the round page.
    the_slips_qr_code_opens_the_round_page,
    |b, setup| {
        let open = english_open(b, &setup).await?;
        slips(b, &open.id).await
    }
);

browser_test!(
    /// Sections and the prize list, to the payment sheet.
    sections_and_prizes_reach_the_payment_sheet,
    |b, setup| {
        let open = english_open(b, &setup).await?;
        sections_and_prizes(b, &open.admin, &open.id).await
    }
);

browser_test!(
    /// An incident in the book, with its article.
    the_book_records_an_incident,
    |b, setup| {
        let open = english_open(b, &setup).await?;
        book(b, &open.admin, open.played[0][0].0).await
    }
);

browser_test!(
    /// The controller's and the public pages in other languages.
    the_pages_speak_the_readers_language,
    |b, setup| {
        let open = english_open(b, &setup).await?;
        languages(b, &open.admin, &open.id).await
    }
);

browser_test!(
    /// A knock-out cup through its bracket.
    a_knock_out_cup_is_played_through_its_bracket,
    |b, setup| {
        b.create_chief(&setup).await?;
        knockout(b).await
    }
);

browser_test!(
    /// A team event's round: line-ups, results, team standings.
    a_team_round_is_played,
    |b, setup| {
        b.create_chief(&setup).await?;
        team_round(b).await
    }
);

browser_test!(
    /// A weekend Swiss from the FMJD preset, paired and scored round by round.
    a_weekend_swiss_is_paired_and_scored,
    |b, setup| {
        b.create_chief(&setup).await?;
        weekend_swiss(b).await
    }
);

/// The moves of a ballot opening as shown (`ACF 130: 11-15 24-20 8-11 (name)`).
fn ballot_moves(opening: &str) -> Vec<String> {
    opening
        .split_once(": ")
        .map(|(_, rest)| rest)
        .unwrap_or("")
        .split_whitespace()
        .take_while(|m| m.parse::<MoveText>().is_ok())
        .map(str::to_owned)
        .collect()
}

/// A legal record of round 1, board 1, game 1 (the ballot moves, then six plies), entered by
/// the controller; then the public game viewer stepped through with its buttons, the arrow
/// keys and its move list.
async fn viewer(b: &mut Browser, admin: &str, id: &str, opening: &str, board: (u32, u32)) -> Res {
    let ballot = ballot_moves(opening);
    check!(
        ballot.len() == 3,
        "the ballot {opening:?} has no three moves"
    );
    let mut pos = VariantPosition::new(Variant::English);
    let mut plies = Vec::new();
    let mut fens = vec![pos.to_fen()];
    for (k, m) in ballot
        .iter()
        .cloned()
        .map(Some)
        .chain(std::iter::repeat_n(None, 6))
        .enumerate()
    {
        let text = match m {
            Some(t) => t,
            // After the ballot: the first legal move, as the notation writes it.
            None => {
                let moves = pos.legal_moves();
                check!(!moves.is_empty(), "no move at ply {}", k + 1);
                MoveText::from_move(&pos, &moves[0]).to_string()
            }
        };
        let mv = text.parse::<MoveText>()?.to_move(&pos)?;
        pos.play(&mv)?;
        plies.push(text);
        fens.push(pos.to_fen());
    }
    let name = |no: u32| PLAYERS[no as usize - 1].0;
    let mut pdn = format!(
        "[Black \"{}\"]\n[White \"{}\"]\n",
        name(board.0),
        name(board.1)
    );
    for (k, m) in plies.iter().enumerate() {
        if k % 2 == 0 {
            pdn.push_str(&format!("{}. ", k / 2 + 1));
        }
        pdn.push_str(m);
        pdn.push(' ');
    }
    pdn.push('*');
    let record = format!("{admin}/rounds/1/boards/1/games/1");
    b.goto(&record).await?;
    b.fill("pdn", &pdn).await?;
    b.press("Save").await?;
    b.expect(&record, "Legal").await?;

    let page = format!("/t/{id}/rounds/1/boards/1/games/1");
    // The round page links the game.
    b.goto(&format!("/t/{id}/rounds/1")).await?;
    b.c.find(Locator::Css(&format!("a[href=\"{page}\"]")))
        .await?
        .click()
        .await?;
    b.expect(&page, "board 1 · game 1").await?;
    let last = plies.len();
    let pieces = |fen: &str| -> Res<usize> {
        let p = VariantPosition::from_fen(Variant::English, fen)?;
        Ok((1..=32)
            .filter_map(|n| draughts_rules::Square::new(Variant::English, n))
            .filter(|&sq| p.piece_at(sq).is_some())
            .count())
    };
    // The last position first, its pieces those of the board after the record.
    check!(shown(b).await? == format!("p{last}"), "not at the end");
    let drawn =
        b.c.find_all(Locator::Css(".viewer .pos.shown use"))
            .await?
            .len();
    check!(
        drawn == pieces(&fens[last])?,
        "{drawn} pieces drawn at the end"
    );
    let marked = b.c.find_all(Locator::Css("a.ply.ballot")).await?.len();
    check!(marked == 3, "{marked} ballot moves marked");
    b.shot("viewer-end").await?;
    // The buttons, then the keys.
    b.press("‹").await?;
    check!(
        shown(b).await? == format!("p{}", last - 1),
        "‹ did not step back"
    );
    key(b, '\u{E012}').await?; // ArrowLeft
    check!(
        shown(b).await? == format!("p{}", last - 2),
        "← did not step back"
    );
    key(b, '\u{E011}').await?; // Home
    check!(shown(b).await? == "p0", "Home did not go to the start");
    let drawn =
        b.c.find_all(Locator::Css(".viewer .pos.shown use"))
            .await?
            .len();
    check!(drawn == 24, "{drawn} pieces at the start");
    key(b, '\u{E014}').await?; // ArrowRight
    check!(shown(b).await? == "p1", "→ did not step on");
    b.press("›").await?;
    check!(shown(b).await? == "p2", "› did not step on");
    key(b, '\u{E010}').await?; // End
    check!(
        shown(b).await? == format!("p{last}"),
        "End did not go to the end"
    );
    // A move of the list: its position, marked as the current move.
    let links = b.c.find_all(Locator::Css("a.ply")).await?;
    check!(links.len() == last, "{} moves listed", links.len());
    links[4].click().await?;
    check!(
        shown(b).await? == "p5",
        "the fifth move shows another position"
    );
    let current =
        b.c.find(Locator::Css("a.ply.current"))
            .await?
            .text()
            .await?;
    check!(
        current == plies[4],
        "the current move is {current:?}, not {}",
        plies[4]
    );
    let drawn =
        b.c.find_all(Locator::Css(".viewer .pos.shown use"))
            .await?
            .len();
    check!(
        drawn == pieces(&fens[5])?,
        "{drawn} pieces after the fifth move"
    );
    b.shot("viewer-move-5").await?;
    Ok(())
}

/// The public pages at 360 pixels wide: the page never scrolls sideways; the crosstable
/// scrolls within its table.
async fn phone(b: &mut Browser, id: &str) -> Res {
    b.c.set_window_size(360, 800).await?;
    for (name, page) in [
        ("phone-overview", format!("/t/{id}")),
        ("phone-standings", format!("/t/{id}/standings")),
        ("phone-crosstable", format!("/t/{id}/crosstable")),
        ("phone-round", format!("/t/{id}/rounds/1")),
        ("phone-viewer", format!("/t/{id}/rounds/1/boards/1/games/1")),
    ] {
        b.goto(&page).await?;
        let widths = b
            .c
            .execute(
                "return [document.documentElement.scrollWidth, document.documentElement.clientWidth, window.innerWidth]",
                vec![],
            )
            .await?;
        let w = |i: usize| widths[i].as_u64().unwrap_or(0);
        check!(w(2) <= 400, "the window is {} pixels wide", w(2));
        check!(
            w(0) <= w(1),
            "{page} scrolls sideways at {} pixels: {} wide",
            w(1),
            w(0)
        );
        b.shot(name).await?;
    }
    // Both players' names show on the round page.
    b.goto(&format!("/t/{id}/rounds/1")).await?;
    let names = b
        .c
        .execute(
            "return [...document.querySelectorAll('table.boards td.name')].map(td => [td.innerText.trim(), td.getBoundingClientRect().width, td.scrollWidth <= td.clientWidth + 1, td.getBoundingClientRect().right <= window.innerWidth])",
            vec![],
        )
        .await?;
    let names = names.as_array().cloned().unwrap_or_default();
    check!(
        names.len() == 8,
        "the phone's round page shows {} names: {names:?}",
        names.len()
    );
    for n in &names {
        check!(
            n[1].as_f64().unwrap_or(0.0) > 20.0 && n[2] == json!(true) && n[3] == json!(true),
            "a name is cut on the phone's round page: {n}"
        );
    }
    b.goto(&format!("/t/{id}/crosstable")).await?;
    let t = b
        .c
        .execute(
            "const t = document.querySelector('table.chart'); return [t.scrollWidth, t.clientWidth]",
            vec![],
        )
        .await?;
    check!(
        t[0].as_u64() > t[1].as_u64(),
        "the crosstable does not scroll within its table: {t}"
    );
    b.c.set_window_size(1280, 1024).await?;
    Ok(())
}

/// A QR code read from a PNG screenshot (rqrr).
fn read_qr(png_bytes: &[u8]) -> Res<String> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info()?;
    let mut buf = vec![0; reader.output_buffer_size().ok_or("no buffer size")?];
    let info = reader.next_frame(&mut buf)?;
    let channels = info.color_type.samples();
    let (w, h) = (info.width as usize, info.height as usize);
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| {
        let at = y * info.line_size + x * channels;
        let px = &buf[at..at + channels.min(3)];
        (px.iter().map(|&v| u32::from(v)).sum::<u32>() / px.len() as u32) as u8
    });
    let grids = img.detect_grids();
    check!(grids.len() == 1, "{} QR codes found", grids.len());
    Ok(grids[0].decode()?.1)
}

/// The result slips of round 1 printed, each with a QR code that a reader takes to the
/// public round page.
async fn slips(b: &mut Browser, id: &str) -> Res {
    let round = format!("{}/t/{id}/rounds/1", b.base);
    for page in [
        format!("/t/{id}/rounds/1/print/slips"),
        format!("/t/{id}/rounds/1/print/pairings"),
    ] {
        b.goto(&page).await?;
        let codes = b.c.find_all(Locator::Css("svg.qr")).await?;
        let want = if page.ends_with("slips") { 4 } else { 1 };
        check!(codes.len() == want, "{page}: {} QR codes", codes.len());
        if page.ends_with("slips") {
            b.shot("slips").await?;
            let pdf = b.print("slips", PrintSize::A4).await?;
            check!(pdf.starts_with(b"%PDF-"), "the slips print is not a PDF");
            std::fs::write(b.out.join("slips-a4.pdf"), pdf)?;
        }
        // Drawn large, as a phone's camera sees a printed code up close.
        b.c.execute(
            "const s = document.querySelector('svg.qr'); s.style.width = '330px'; s.style.height = '330px';",
            vec![],
        )
        .await?;
        let png = b.c.find(Locator::Css("svg.qr")).await?.screenshot().await?;
        std::fs::write(b.out.join("slip-qr.png"), &png)?;
        let read = read_qr(&png)?;
        check!(
            read == round,
            "{page}: the QR code reads {read:?}, not {round:?}"
        );
    }
    b.c.goto(&round).await?;
    b.expect(&format!("/t/{id}/rounds/1"), "Round 1").await?;
    Ok(())
}

/// The controller's book: a game of round 1 declared lost (000 art. 6.9 (b), art. 4.16)
/// recorded through the incident form, shown in the book and in the controller's report,
/// which prints to PDF.
async fn book(b: &mut Browser, admin: &str, home: u32) -> Res {
    let page = format!("{admin}/book");
    b.goto(&page).await?;
    b.expect(&page, "No incident recorded.").await?;
    b.c.find(Locator::Css("#incident-form select[name=player]"))
        .await?
        .select_by_value(&home.to_string())
        .await?;
    b.fill("at", "round 1, 15:10").await?;
    b.fill("round", "1").await?;
    b.fill("board", "1").await?;
    b.c.find(Locator::Css("#incident-form select[name=article]"))
        .await?
        .select_by_value("4.16")
        .await?;
    b.c.find(Locator::Css("#incident-form select[name=penalty]"))
        .await?
        .select_by_value("game-lost")
        .await?;
    b.c.find(Locator::Css("#incident-form input[name=reason]"))
        .await?
        .send_keys("mobile phone rang during play")
        .await?;
    b.press("Record the incident").await?;
    let t = b.expect(&page, "(b) game declared lost").await?;
    check!(t.contains("mobile phone or electronic device"), "{t}");
    let rows = b.table_by_header("table.incidents").await?;
    check!(
        rows.len() == 1 && cell(&rows[0], "Round.board") == "1.1",
        "the incident's row: {rows:?}"
    );
    b.shot("book-incident").await?;

    let report = format!("{admin}/print/report");
    b.goto(&report).await?;
    let t = b.expect(&report, "Controller's report").await?;
    check!(t.contains("(b) game declared lost"), "{t}");
    check!(
        t.contains("game declared lost (incident 1)"),
        "no forfeit line for the game lost: {t}"
    );
    b.shot("controller-report").await?;
    let pdf = b.print("report", PrintSize::A4).await?;
    check!(pdf.starts_with(b"%PDF-"), "the report print is not a PDF");
    std::fs::write(b.out.join("controller-report-a4.pdf"), pdf)?;
    Ok(())
}

/// The chief creates an event, makes the tournament one of its sections, sets a prize list
/// with a category, and prints the payment sheet: the event's public page lists the section,
/// the sheet names each winner once with a line for their signature.
async fn sections_and_prizes(b: &mut Browser, admin: &str, id: &str) -> Res {
    b.goto("/admin").await?;
    for (field, value) in [("name", "Spring Draughts Festival"), ("venue", "Town Hall")] {
        b.c.find(Locator::Css(&format!(
            "form[action='/admin/events'] [name='{field}']"
        )))
        .await?
        .send_keys(value)
        .await?;
    }
    b.press("Create the event").await?;
    let t = b
        .expect("/admin", "Event: Spring Draughts Festival")
        .await?;
    check!(t.contains("No section yet"), "{t}");
    b.goto(admin).await?;
    b.c.find(Locator::Css("form[action$='/event'] button"))
        .await?
        .click()
        .await?;
    b.expect(admin, "Section of the event Spring Draughts Festival")
        .await?;
    b.follow("Spring Draughts Festival").await?;
    let (path, _) = b.left(admin).await?;
    check!(path.starts_with("/e/"), "the event link leads to {path}");
    let t = b.expect(&path, "Town Hall").await?;
    check!(t.contains("Spring Draughts Festival"), "{t}");
    b.shot("event-with-section").await?;

    b.goto(&format!("/admin/t/{id}/prizes")).await?;
    // The list typed as text: the advanced field under the form's controls.
    b.c.execute(
        "document.querySelectorAll('details').forEach(d => d.open = true)",
        vec![],
    )
    .await?;
    b.fill(
        "text",
        "sharing: equal\ncategory U1800: rating below 1800\n1: 100 Festival cup\n2: 60\n3: 40\nU1800 1: 50",
    )
    .await?;
    if b.c.find(Locator::Css("[name='reason']")).await.is_ok() {
        b.fill("reason", "prizes as announced at the opening")
            .await?;
    }
    b.press("Save the prize list").await?;
    b.expect(&format!("/admin/t/{id}/prizes"), "Festival cup")
        .await?;
    b.goto(&format!("/t/{id}/print/prizes")).await?;
    let t = b
        .expect(&format!("/t/{id}/print/prizes"), "Received (signature)")
        .await?;
    let rows = b.table_by_header("table.payment").await?;
    check!(!rows.is_empty(), "no prize on the payment sheet:\n{t}");
    let mut names: Vec<&str> = rows.iter().map(|r| cell(r, "Name (no)")).collect();
    let all = names.len();
    names.sort_unstable();
    names.dedup();
    check!(names.len() == all, "a player has two prizes: {rows:?}");
    let paid: i64 = rows
        .iter()
        .filter_map(|r| {
            cell(r, "Amount")
                .replace([',', '.'], "")
                .parse::<i64>()
                .ok()
        })
        .sum();
    // The three places pay 200.00 in all, shared or not; the U1800 prize 50.00 where a player
    // under 1800 is not already paid more.
    let category = rows.iter().any(|r| cell(r, "Category") == "U1800");
    let want = if category { 25_000 } else { 20_000 };
    check!(
        paid == want,
        "the sheet pays {paid} cents, not {want}: {rows:?}"
    );
    b.shot("prizes-payment-sheet").await?;
    let pdf = b.print("prizes", PrintSize::A4).await?;
    check!(
        pdf.starts_with(b"%PDF-"),
        "the prize sheet print is not a PDF"
    );
    std::fs::write(b.out.join("prizes-a4.pdf"), pdf)?;
    Ok(())
}

/// A knock-out of three created from the dashboard: the top seed has the bye, the other tie is
/// entered game by game (level after its two games, decided by the tie-break games), and the
/// final appears at once, on the controller's page and on the public and printed bracket.
async fn knockout(b: &mut Browser) -> Res {
    b.goto("/admin").await?;
    b.c.find(Locator::Css(
        "form[action='/admin/tournaments'] [name='name']",
    ))
    .await?
    .send_keys("Browser Cup")
    .await?;
    b.c.find(Locator::Css("select[name=preset]"))
        .await?
        .select_by_value("english")
        .await?;
    b.c.find(Locator::Css("select[name=system]"))
        .await?
        .select_by_value("knockout")
        .await?;
    b.fill("rounds", "2").await?;
    b.press("Create").await?;
    let (admin, url) = b.left("/admin").await?;
    check!(
        admin.starts_with("/admin/t/"),
        "creating a knock-out led to {url}"
    );
    let id = admin.trim_start_matches("/admin/t/").to_owned();
    b.expect(&admin, "Knock-out: enter the ties' games").await?;
    for (i, (name, rating)) in [
        ("Ann Oak", "2300"),
        ("Bob Pine", "2200"),
        ("Cat Yew", "2100"),
    ]
    .into_iter()
    .enumerate()
    {
        // The entry form's own fields and button (the page has the event form's too).
        let (given, surname) = name.split_once(' ').expect("a given name and a surname");
        for (field, value) in [
            ("surname", surname),
            ("given_name", given),
            ("rating", rating),
        ] {
            b.c.find(Locator::Css(&format!(
                "form[action$='/entries'] [name='{field}']"
            )))
            .await?
            .send_keys(value)
            .await?;
        }
        b.c.find(Locator::Css("form[action$='/entries'] button"))
            .await?
            .click()
            .await?;
        b.expect(&admin, &format!("Entries ({})", i + 1)).await?;
    }
    b.follow("Knock-out: enter the ties' games").await?;
    let page = format!("{admin}/knockout");
    let t = b.expect(&page, "Semi-final").await?;
    check!(
        t.contains("Ann Oak (1) [1]") && t.contains("bye"),
        "the top seed has no bye: {t}"
    );
    // The English preset ballots: the tie's first pair of games has its opening.
    let form =
        b.c.find(Locator::Css("#enter-winners-1-2"))
            .await?
            .text()
            .await?;
    check!(form.contains("opening: "), "no balloted opening: {form}");
    let finals = b.c.find_all(Locator::Css("#enter-winners-2-1")).await?;
    check!(
        finals.is_empty(),
        "the final can be entered before its players are known"
    );
    // Bob (seed 2) against Cat (seed 3): 1-0, 0-1 (level), then the tie-break games 1-0, =.
    for (n, code) in [(2, "1-0"), (3, "0-1"), (4, "1-0"), (5, "=")] {
        b.c.find(Locator::Css("#enter-winners-1-2 select[name=result]"))
            .await?
            .select_by_value(code)
            .await?;
        b.c.find(Locator::Css("#enter-winners-1-2 button"))
            .await?
            .click()
            .await?;
        if n <= 4 {
            let phase = if n <= 2 { "scheduled" } else { "tie-break" };
            b.expect(&page, &format!("game {n} ({phase})")).await?;
        }
    }
    // The tie is decided (2.5-1.5): the final is there to enter, Ann against Bob.
    let t = b.expect(&page, "2.5–1.5").await?;
    let form =
        b.c.find(Locator::Css("#enter-winners-2-1"))
            .await?
            .text()
            .await?;
    check!(
        form.contains("Ann Oak") && form.contains("Bob Pine") && form.contains("game 1"),
        "the final's form: {form}"
    );
    check!(t.contains("2.5–1.5"), "the semi-final's score: {t}");
    b.shot("knockout-admin").await?;
    b.goto(&format!("/t/{id}/bracket")).await?;
    let t = b.expect(&format!("/t/{id}/bracket"), "Placings").await?;
    check!(
        t.contains("Cat Yew") && t.contains("out"),
        "the placings: {t}"
    );
    let won =
        b.c.find(Locator::Css("#tie-winners-1-2 .side.won"))
            .await?
            .text()
            .await?;
    check!(won.contains("Bob Pine"), "the semi-final's winner: {won}");
    b.goto(&format!("/t/{id}/print/bracket")).await?;
    b.expect(&format!("/t/{id}/print/bracket"), "bracket")
        .await?;
    let pdf = b.print("bracket", PrintSize::A4).await?;
    check!(pdf.starts_with(b"%PDF-"), "the bracket print is not a PDF");
    std::fs::write(b.out.join("bracket-a4.pdf"), pdf)?;
    Ok(())
}

/// One controller step and one public page in French, then in Russian (chosen with the
/// switcher and remembered), and back to English.
async fn languages(b: &mut Browser, admin: &str, id: &str) -> Res {
    // French, chosen by `?lang=fr`: the controller edits an entry through the French form.
    b.goto(&format!("{admin}/entries/2?lang=fr")).await?;
    b.expect(&format!("{admin}/entries/2"), "Inscrit 2").await?;
    check!(
        page_lang(b).await? == "fr",
        "the entry form is not in French"
    );
    b.fill("club", "DC Paris").await?;
    b.shot("entry-fr").await?;
    b.press("Enregistrer").await?;
    let t = b.expect(admin, "Inscrits (8)").await?;
    check!(t.contains("DC Paris"), "the French form did not save: {t}");
    // The public standings in French, remembered without `?lang=`.
    let standings = format!("/t/{id}/standings");
    b.goto(&standings).await?;
    let t = b.expect(&standings, "Classement après la ronde").await?;
    check!(
        page_lang(b).await? == "fr",
        "the standings are not in French"
    );
    check!(
        !t.contains("Standings after"),
        "English on the French page: {t}"
    );
    b.shot("standings-fr").await?;

    // Russian, chosen with the switcher of the page.
    b.follow("Русский").await?;
    let t = b.expect(&standings, "Положение после").await?;
    check!(
        page_lang(b).await? == "ru",
        "the switcher did not give Russian"
    );
    check!(t.contains("Очки"), "no Russian column heading: {t}");
    b.shot("standings-ru").await?;
    // The controller's step in Russian: the same form, its own words.
    b.goto(&format!("{admin}/entries/2")).await?;
    b.expect(&format!("{admin}/entries/2"), "Участник 2")
        .await?;
    b.fill("club", "ШК Москва").await?;
    b.press("Сохранить").await?;
    let t = b.expect(admin, "Участники (8)").await?;
    check!(
        t.contains("ШК Москва"),
        "the Russian form did not save: {t}"
    );
    b.shot("entries-ru").await?;

    b.goto("/?lang=en").await?;
    b.expect("/", "Events").await?;
    check!(page_lang(b).await? == "en", "not back to English");
    Ok(())
}

/// A team round through the controller's pages: a tournament made a team event of 2 boards,
/// four teams of two created in board order, team round 1 paired, each captain's line-up
/// chosen board by board (one in the wrong order, refused with the boards named), the board
/// results typed in the round's grid, and the public team standings that follow.
async fn team_round(b: &mut Browser) -> Res {
    b.goto("/admin").await?;
    b.fill("name", "Browser Teams").await?;
    b.c.find(Locator::Css("select[name=preset]"))
        .await?
        .select_by_value("fmjd-international")
        .await?;
    b.fill("rounds", "3").await?;
    b.press("Create").await?;
    let (admin, url) = b.left("/admin").await?;
    check!(admin.starts_with("/admin/t/"), "creating led to {url}");
    let id = admin.trim_start_matches("/admin/t/").to_owned();
    b.expect(&admin, "Browser Teams").await?;
    for (i, (name, fed, rating)) in PLAYERS.iter().enumerate() {
        // The entry form asks for the surname and the given name, each in its own box.
        let (given, surname) = name.split_once(' ').expect("a given name and a surname");
        b.fill("surname", surname).await?;
        b.fill("given_name", given).await?;
        b.fill("federation", fed).await?;
        b.fill("rating", rating).await?;
        // The entry form's button (the page may also offer an event to join).
        b.c.find(Locator::XPath(
            "//input[@name='rating']/ancestor::form//button[normalize-space()='Add']",
        ))
        .await?
        .click()
        .await?;
        b.expect(&admin, &format!("Entries ({})", i + 1)).await?;
    }
    let teams = format!("{admin}/teams");
    b.goto(&teams).await?;
    b.fill("boards", "2").await?;
    b.press("Make this a team event").await?;
    b.expect(&teams, "Save the team settings").await?;
    for (k, club) in ["Ash Club", "Birch Club", "Cedar Club", "Dogwood Club"]
        .iter()
        .enumerate()
    {
        b.fill("name", club).await?;
        b.fill("players", &format!("{}, {}", 2 * k + 1, 2 * k + 2))
            .await?;
        b.press("Create the team").await?;
        b.expect(&teams, club).await?;
    }
    b.press("Pair team round 1").await?;
    b.expect(&teams, "Team round 1: line-ups").await?;
    b.shot("team-round1-lineups-empty").await?;
    // The captains' line-ups: each team's two players on boards 1 and 2; the first team tries
    // the wrong order first.
    let forms = b.c.find_all(Locator::Css("form.lineup")).await?;
    check!(forms.len() == 4, "4 line-up forms, got {}", forms.len());
    let mut order = Vec::new();
    for f in &forms {
        order.push(f.attr("data-team").await?.unwrap_or_default());
    }
    let client = b.c.clone();
    for (i, team) in order.iter().enumerate() {
        let no: u32 = team.parse()?;
        let (p1, p2) = (2 * no - 1, 2 * no);
        let choose = |board: u32, player: u32| {
            let c = client.clone();
            let css = format!("form.lineup[data-team=\"{team}\"] select[name=board{board}]");
            async move {
                c.find(Locator::Css(&css))
                    .await?
                    .select_by_value(&player.to_string())
                    .await?;
                Ok::<(), fantoccini::error::CmdError>(())
            }
        };
        let submit = |team: String| {
            let c = client.clone();
            async move {
                c.find(Locator::Css(&format!(
                    "form.lineup[data-team=\"{team}\"] button"
                )))
                .await?
                .click()
                .await?;
                Ok::<(), fantoccini::error::CmdError>(())
            }
        };
        if i == 0 {
            choose(1, p2).await?;
            choose(2, p1).await?;
            submit(team.clone()).await?;
            // The page changes under the click: read it until the refusal shows.
            let until = Instant::now() + Duration::from_secs(15);
            let mut t = String::new();
            while !t.contains("Wrong board order") && Instant::now() < until {
                tokio::time::sleep(Duration::from_millis(100)).await;
                t = b.text().await.unwrap_or_default();
            }
            check!(
                t.contains("The line-up was not saved: Wrong board order: board 1 has"),
                "the wrong order is not refused: {t}"
            );
            b.shot("team-lineup-refused").await?;
            b.goto(&teams).await?;
        }
        choose(1, p1).await?;
        choose(2, p2).await?;
        submit(team.clone()).await?;
        b.expect(&teams, "Team round 1").await?;
    }
    let t = b.text().await?;
    check!(
        !t.contains("Line-ups still to come"),
        "line-ups missing: {t}"
    );
    b.shot("team-round1-lineups").await?;
    // The round's boards are made from the line-ups: publish, then type the results.
    let round = format!("{admin}/rounds/1");
    b.goto(&round).await?;
    b.expect(&round, "(draft)").await?;
    let boards = b.table("table.boards").await?;
    check!(boards.len() == 4, "4 boards from the line-ups: {boards:?}");
    b.press("Publish round 1").await?;
    b.expect(&round, "(published)").await?;
    let first = b.c.find(Locator::Css("input[name=b1g1]")).await?;
    first.click().await?;
    // Board 1 and 3: the first teams' players move first and win; boards 2 and 4 drawn, each
    // typed as the event writes it: the grid moves on after each complete result.
    for result in ["2:0", "1:1", "2-0", "1:1"] {
        let field = b.c.active_element().await?;
        field.send_keys(result).await?;
    }
    b.press("Save results").await?;
    b.expect(&round, "(results complete)").await?;
    // The public team standings: both first teams won 3-1 (2 board points a win, 1 a draw).
    let standings = format!("/t/{id}/teams");
    b.goto(&standings).await?;
    b.expect(&standings, "Team standings").await?;
    let rows = b.table_by_header("#team-standings").await?;
    check!(rows.len() == 4, "4 teams: {rows:?}");
    check!(
        cell(&rows[0], "MP") == "2"
            && cell(&rows[0], "BP") == "3"
            && cell(&rows[3], "MP") == "0"
            && cell(&rows[3], "BP") == "1",
        "match and board points after round 1: {rows:?}"
    );
    let cross = b.table("#team-crosstable").await?;
    check!(cross.len() == 4, "the team crosstable: {cross:?}");
    b.shot("team-standings").await?;
    b.goto(&format!("/t/{id}/teams/rounds/1")).await?;
    let t = b
        .expect(&format!("/t/{id}/teams/rounds/1"), "Match 1")
        .await?;
    check!(t.contains("3 – 1"), "the match score: {t}");
    Ok(())
}

/// A weekend Swiss's ten players as they arrived: name, rating (one unrated). Their initial
/// ranking (C.04.2: rating, then title, then name) is 4, 2, 10, 5, 1, 8, 7, 9, 3, 6.
const WEEKEND: [(&str, &str); 10] = [
    ("Kees Bakker", "2150"),
    ("Ana Souza", "2290"),
    ("Ivan Petrov", "1900"),
    ("Marie Dubois", "2350"),
    ("Jan de Vries", "2210"),
    ("Lena Smit", ""),
    ("Piet Jansen", "2050"),
    ("Sara Cohen", "2100"),
    ("Tom Visser", "1980"),
    ("Eva Mulder", "2250"),
];

/// The start numbers in pairing-number order.
const WEEKEND_RANKING: [u32; 10] = [4, 2, 10, 5, 1, 8, 7, 9, 3, 6];

/// Each round's results typed board by board, in the event's scoring (FMJD: 2-1-0); `None`
/// is a board lost by the home player's absence (000/001 forfeit button).
const WEEKEND_RESULTS: [[Option<&str>; 5]; 3] = [
    [
        Some("2-0"),
        Some("1-1"),
        Some("0-2"),
        Some("1-1"),
        Some("2-0"),
    ],
    [None, Some("1-1"), Some("2-0"), Some("0-2"), Some("2-0")],
    [
        Some("0-2"),
        Some("2-0"),
        Some("1-1"),
        Some("1-1"),
        Some("2-0"),
    ],
];

/// A 10-player FMJD Swiss entered in an order unrelated to rating, through three rounds: round
/// 1 pairs the initial ranking (1–6, 2–7, …), results typed as the event counts them, one bad
/// cell answered with the grid and what was typed, a forfeit, the printed pairing list with
/// ratings and points, the crosstable and the audit log; then the public pages at 360 pixels.
async fn weekend_swiss(b: &mut Browser) -> Res {
    b.c.set_window_size(1366, 900).await?;
    b.goto("/admin").await?;
    b.c.find(Locator::Css(
        "form[action='/admin/tournaments'] [name='name']",
    ))
    .await?
    .send_keys("Weekend Swiss")
    .await?;
    b.c.find(Locator::Css("select[name=preset]"))
        .await?
        .select_by_value("fmjd-international")
        .await?;
    b.fill("rounds", "3").await?;
    b.press("Create").await?;
    let (admin, url) = b.left("/admin").await?;
    check!(admin.starts_with("/admin/t/"), "creating led to {url}");
    let id = admin.trim_start_matches("/admin/t/").to_owned();
    let t = b.expect(&admin, "Weekend Swiss").await?;
    check!(
        !t.contains("version"),
        "the controller is shown the version: {t}"
    );
    // The settings page fits 1,366 pixels, and saving it says so after the redirect.
    let settings = format!("{admin}/settings");
    b.goto(&settings).await?;
    b.expect(&settings, "Tie-breaks").await?;
    let (doc, view) = page_widths(b).await?;
    check!(
        doc <= view,
        "the settings page is {doc} pixels wide at {view}"
    );
    b.shot("weekend-settings").await?;
    b.c.find(Locator::Css(
        "form[action$='/settings'] > button[type=submit]",
    ))
    .await?
    .click()
    .await?;
    b.expect(&admin, "Settings saved.").await?;
    for (i, (name, rating)) in WEEKEND.iter().enumerate() {
        let (given, surname) = name.split_once(' ').expect("a given name and a surname");
        for (field, value) in [
            ("surname", surname),
            ("given_name", given),
            ("rating", rating),
        ] {
            b.c.find(Locator::Css(&format!(
                "form[action$='/entries'] [name='{field}']"
            )))
            .await?
            .send_keys(value)
            .await?;
        }
        // The entry form has the sex a women's category needs.
        let sex = if name.starts_with("Lena") { "w" } else { "" };
        b.c.find(Locator::Css("form[action$='/entries'] select[name=sex]"))
            .await?
            .select_by_value(sex)
            .await?;
        b.c.find(Locator::Css("form[action$='/entries'] button"))
            .await?
            .click()
            .await?;
        b.expect(&admin, &format!("Entries ({})", i + 1)).await?;
        b.expect(&admin, "Entry added.").await?;
    }
    b.goto(&format!("{admin}/entries/6")).await?;
    let sex =
        b.c.find(Locator::Css("select[name=sex]"))
            .await?
            .prop("value")
            .await?;
    check!(sex.as_deref() == Some("w"), "entry 6's sex is {sex:?}");
    let name = |no: u32| WEEKEND[no as usize - 1].0;
    let rating = |no: u32| WEEKEND[no as usize - 1].1;
    let no_of = |text: &str| (1..=10u32).find(|&n| text.contains(name(n))).unwrap_or(0);
    let pno = |no: u32| WEEKEND_RANKING.iter().position(|&r| r == no).unwrap() as u32 + 1;
    let mut points: HashMap<u32, u32> = HashMap::new();
    let mut first_round = Vec::new();
    for (n, results) in (1..).zip(WEEKEND_RESULTS) {
        let round = format!("{admin}/rounds/{n}");
        b.goto(&admin).await?;
        b.follow(&format!("Pair round {n}")).await?;
        b.expect(&format!("{admin}/rounds/new"), &format!("Pair round {n}"))
            .await?;
        if n == 1 {
            // The initial ranking with names, and round 1 pairing it: 1–6, 2–7, … 5–10.
            let ranking = b.table_by_header("#initial-ranking").await?;
            let listed: Vec<&str> = ranking.iter().map(|r| cell(r, "SNo")).collect();
            let expected: Vec<String> = WEEKEND_RANKING.iter().map(u32::to_string).collect();
            check!(listed == expected, "the initial ranking: {ranking:?}");
            let proposal = b.table_by_header("#proposal").await?;
            check!(
                proposal.len() == 5,
                "round 1 proposes 5 boards: {proposal:?}"
            );
            for (i, row) in proposal.iter().enumerate() {
                let mut pair = [
                    cell(row, "PNo").parse::<usize>()?,
                    cell(row, "PNo 2").parse::<usize>()?,
                ];
                pair.sort_unstable();
                check!(
                    pair == [i + 1, i + 6],
                    "board {} pairs {pair:?}, not {}–{}: {proposal:?}",
                    i + 1,
                    i + 1,
                    i + 6
                );
                check!(
                    cell(row, "Rating") == rating(no_of(cell(row, "Name (white)"))),
                    "the proposal's rating of {}: {row:?}",
                    cell(row, "Name (white)")
                );
            }
            b.shot("weekend-round1-proposal").await?;
        }
        b.press(&format!("Pair round {n} automatically")).await?;
        b.expect(&round, "(draft)").await?;
        b.press(&format!("Publish round {n}")).await?;
        b.expect(&round, "(published)").await?;
        let boards: Vec<(u32, u32)> = b
            .table_by_header("table.grid")
            .await?
            .iter()
            .filter(|r| r.contains_key("Black"))
            .map(|r| (no_of(cell(r, "White")), no_of(cell(r, "Black"))))
            .collect();
        check!(boards.len() == 5, "round {n}: 5 boards, {boards:?}");
        if n == 1 {
            first_round = boards.clone();
            for (i, &(h, a)) in boards.iter().enumerate() {
                let mut pair = [pno(h), pno(a)];
                pair.sort_unstable();
                check!(
                    pair == [i as u32 + 1, i as u32 + 6],
                    "round 1 board {}: {h}–{a}",
                    i + 1
                );
            }
        }
        // The printed pairing list: ratings and points before the round, both players.
        b.goto(&format!("/t/{id}/rounds/{n}/print/pairings"))
            .await?;
        let list = b.table_by_header("table.boards").await?;
        check!(list.len() == 5, "the printed list of round {n}: {list:?}");
        for (row, &(h, a)) in list.iter().zip(&boards) {
            let pts = |no: u32| points.get(&no).copied().unwrap_or(0).to_string();
            check!(
                cell(row, "No") == h.to_string()
                    && cell(row, "White") == name(h)
                    && cell(row, "Rating") == rating(h)
                    && cell(row, "Pts") == pts(h)
                    && cell(row, "No 2") == a.to_string()
                    && cell(row, "Black") == name(a)
                    && cell(row, "Rating 2") == rating(a)
                    && cell(row, "Pts 2") == pts(a),
                "round {n}'s printed board {row:?}: expected {h} {} {} – {a} {} {}",
                rating(h),
                pts(h),
                rating(a),
                pts(a)
            );
        }
        b.shot(&format!("weekend-round{n}-printed")).await?;
        b.goto(&round).await?;
        // Round 2, board 1: the home player is absent.
        if n == 2 {
            b.c.find(Locator::Css(
                "button[formaction$='/boards/1/forfeit'][value=home-absent]",
            ))
            .await?
            .click()
            .await?;
            let until = Instant::now() + Duration::from_secs(15);
            let mut v = None;
            while v.as_deref() != Some("-:+") && Instant::now() < until {
                tokio::time::sleep(Duration::from_millis(100)).await;
                if let Ok(f) = b.c.find(Locator::Css("input[name=b1g1]")).await {
                    v = f.prop("value").await.unwrap_or_default();
                }
            }
            check!(v.as_deref() == Some("-:+"), "the forfeit shows as {v:?}");
        }
        let first = results.iter().position(Option::is_some).unwrap_or(0) + 1;
        b.c.find(Locator::Css(&format!("input[name=b{first}g1]")))
            .await?
            .click()
            .await?;
        for (board, typed) in (1..).zip(results) {
            let Some(code) = typed else { continue };
            // Round 1, board 4: a bad cell first.
            let code = if n == 1 && board == 4 { "3-0" } else { code };
            // Enter in the last field saves the grid (round 3); before, it recorded board
            // 1's forfeit, the form's first button.
            let enter = board < 5 || n == 3;
            type_in(b, &format!("b{board}g1"), code, enter).await?;
        }
        if n < 3 {
            b.press("Save results").await?;
        }
        if n == 1 {
            // The grid comes back: the bad cell marked, what was typed kept, nothing stored.
            b.c.wait()
                .for_element(Locator::Css("#grid-problem"))
                .await?;
            let bad =
                b.c.find(Locator::Css("input[name=b4g1]"))
                    .await?
                    .attr("aria-invalid")
                    .await?;
            check!(bad.as_deref() == Some("true"), "board 4 is not marked");
            for (board, typed) in (1..).zip(results) {
                let want = if board == 4 { "3-0" } else { typed.unwrap() };
                let v =
                    b.c.find(Locator::Css(&format!("input[name=b{board}g1]")))
                        .await?
                        .prop("value")
                        .await?;
                check!(
                    v.as_deref() == Some(want),
                    "board {board} shows {v:?} after the refusal, typed {want}"
                );
            }
            let t = b.text().await?;
            check!(t.contains("3-0"), "the problem does not name the cell: {t}");
            b.shot("weekend-grid-refused").await?;
            b.c.find(Locator::Css("input[name=b4g1]"))
                .await?
                .click()
                .await?;
            let field = b.c.find(Locator::Css("input[name=b4g1]")).await?;
            field.clear().await?;
            field.click().await?;
            type_cell(b, "b4g1", "1-1").await?;
            b.press("Save results").await?;
        }
        b.expect(&round, "(results complete)").await?;
        for (board, typed) in (1..).zip(results) {
            let v =
                b.c.find(Locator::Css(&format!("input[name=b{board}g1]")))
                    .await?
                    .prop("value")
                    .await?;
            let want = typed.unwrap_or("-:+");
            check!(
                v.as_deref() == Some(want),
                "round {n} board {board}: saved {v:?}, typed {want}"
            );
        }
        b.shot(&format!("weekend-round{n}-saved")).await?;
        for (&(h, a), typed) in boards.iter().zip(results) {
            // A forfeit (None) gives the present player a won game's 2 points.
            let (x, y) = match typed {
                Some("2-0") => (2, 0),
                Some("1-1") => (1, 1),
                _ => (0, 2),
            };
            *points.entry(h).or_insert(0) += x;
            *points.entry(a).or_insert(0) += y;
        }
        if n == 2 {
            // The forfeit on the public round page: the absent player's 0 without a game.
            b.goto(&format!("/t/{id}/crosstable")).await?;
            let chart = b.table_by_header("table.chart").await?;
            let (h, a) = boards[0];
            let cell = |no: u32| {
                chart
                    .iter()
                    .find(|r| cell(r, "No") == no.to_string())
                    .map(|r| cell(r, "R2").to_owned())
                    .unwrap_or_default()
            };
            check!(
                cell(a).starts_with(&h.to_string())
                    && !cell(a).contains('w')
                    && !cell(a).contains('b')
                    && cell(a).contains('F'),
                "the forfeit winner's round 2 cell: {:?}",
                cell(a)
            );
        }
    }

    // The crosstable names each opponent by start number and adds up the points.
    b.goto(&format!("/t/{id}/crosstable")).await?;
    let chart = b.table_by_header("table.chart").await?;
    check!(chart.len() == 10, "10 crosstable rows: {chart:?}");
    for row in &chart {
        let no: u32 = cell(row, "No").parse()?;
        check!(
            cell(row, "Name") == name(no),
            "row {row:?} is not {no} {}",
            name(no)
        );
        check!(
            cell(row, "Pts") == points.get(&no).copied().unwrap_or(0).to_string(),
            "{} has {} points, expected {}",
            name(no),
            cell(row, "Pts"),
            points.get(&no).copied().unwrap_or(0)
        );
    }
    b.shot("weekend-crosstable").await?;

    // The audit log in words, filtered by round.
    b.goto(&format!("/admin/t/{id}/audit?round=1")).await?;
    let t = b.expect(&format!("/admin/t/{id}/audit"), "Round 1").await?;
    check!(t.contains("Round 1 paired"), "the audit log: {t}");
    let (h, a) = first_round[0];
    let line = format!("Round 1, board 1: {} – {} 2-0", name(h), name(a));
    check!(t.contains(&line), "no {line:?} in the audit log: {t}");
    check!(
        !t.contains("Round 2, board"),
        "the filter by round 1 shows round 2: {t}"
    );
    check!(!t.contains("{\""), "JSON in the audit log: {t}");
    b.shot("weekend-audit").await?;

    // A phone, 360 pixels wide: no public page scrolls sideways as a whole, and the round
    // page shows both players' names whole.
    b.c.set_window_size(360, 800).await?;
    for page in [
        format!("/t/{id}"),
        format!("/t/{id}/standings"),
        format!("/t/{id}/crosstable"),
        format!("/t/{id}/rounds/3"),
        format!("/t/{id}/players/4"),
        format!("/t/{id}/rounds/3/print/pairings"),
    ] {
        b.goto(&page).await?;
        let (doc, view) = page_widths(b).await?;
        check!(
            doc <= view,
            "{page} scrolls sideways at {view} pixels: {doc} wide"
        );
        b.shot(&format!(
            "weekend-phone-{}",
            page.trim_start_matches(&format!("/t/{id}"))
                .replace('/', "-")
        ))
        .await?;
    }
    b.goto(&format!("/t/{id}/rounds/3")).await?;
    let names = b
        .c
        .execute(
            "return [...document.querySelectorAll('table.boards td.name')].map(td => [td.innerText.trim(), td.scrollWidth <= td.clientWidth + 1, td.getBoundingClientRect().right <= window.innerWidth])",
            vec![],
        )
        .await?;
    let names = names.as_array().cloned().unwrap_or_default();
    check!(names.len() == 10, "the phone's round page: {names:?}");
    for n in &names {
        check!(
            n[1] == json!(true) && n[2] == json!(true),
            "a name is cut on the phone's round page: {n}"
        );
    }
    // The player page's points column shows whole.
    b.goto(&format!("/t/{id}/players/4")).await?;
    let cut = b
        .c
        .execute(
            "return [...document.querySelectorAll('main td')].filter(td => td.getBoundingClientRect().right > window.innerWidth && !td.closest('.scroll')).map(td => td.innerText)",
            vec![],
        )
        .await?;
    check!(
        cut.as_array().is_some_and(Vec::is_empty),
        "cells cut off the player page: {cut}"
    );
    b.goto(&settings).await?;
    let (doc, view) = page_widths(b).await?;
    check!(
        doc <= view,
        "the settings page is {doc} pixels wide at {view}"
    );
    b.shot("weekend-phone-settings").await?;
    b.c.set_window_size(1280, 1024).await?;
    Ok(())
}

/// Players on their phones (360 pixels wide): two players of a board open their personal
/// pages from their links, one checks in for the next round, both report the same result;
/// the board has no result until the controller confirms the agreed reports on the grid.
/// Screenshots go to `target/browser-phone/`.
#[tokio::test]
async fn players_report_from_their_phones_and_the_controller_confirms() {
    use crownhead::domain::online::{CheckIn, OnlineSettings};
    use crownhead::domain::{Entry, Pairing, PlayerName, Preset, Settings};
    use crownhead::store::{self, Seen, commands::players};

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crownhead.db");
    let (id, tokens) = {
        let mut conn = store::open(&db).unwrap();
        let mut s = Settings::preset(Preset::English, "Phone Open", 5);
        s.games_per_round = 1;
        let id = store::create_tournament(&mut conn, &s, "td").unwrap();
        let list: Vec<Entry> = ["Anna Ash", "Ben Birch", "Cora Cedar", "Dan Dogwood"]
            .iter()
            .enumerate()
            .map(|(i, n)| Entry::new(i as u32 + 1, PlayerName::parse(n).unwrap()).unwrap())
            .collect();
        store::import_entries(&mut conn, id, Seen::Any, &list, None, "td").unwrap();
        let every = OnlineSettings {
            check_in: CheckIn::Every,
            ..Default::default()
        };
        players::set_online_settings(&mut conn, id, Seen::Any, &every, "td").unwrap();
        let tokens: Vec<String> =
            players::issue_links(&mut conn, id, &players::Issue::Missing, "td")
                .unwrap()
                .into_iter()
                .map(|(_, t)| t)
                .collect();
        store::pair_round(
            &mut conn,
            id,
            Seen::Any,
            &[Pairing::game(1, 2), Pairing::game(3, 4)],
            "td",
        )
        .unwrap();
        store::publish_round(&mut conn, id, 1, "td").unwrap();
        (id, tokens)
    };
    let (_server, addr, setup_link) = serve(&db);
    let Some((_driver, client)) = launch(dir.path(), 360, "players_report_from_their_phones").await
    else {
        return;
    };
    let mut b = Browser::new(&client, addr, "browser-phone");
    let result = phones(&mut b, id, &tokens, &setup_link, &db).await;
    if result.is_err() {
        let _ = b.shot("failure").await;
    }
    let _ = client.close().await;
    if let Err(e) = result {
        panic!("{e}");
    }
}

async fn phones(b: &mut Browser, id: i64, tokens: &[String], setup: &str, db: &Path) -> Res {
    b.c.set_window_size(360, 800).await?;
    for (i, who) in [(0, "Anna Ash"), (1, "Ben Birch")] {
        let me = format!("/me/{}", tokens[i]);
        b.goto(&me).await?;
        b.expect(&me, who).await?;
        let widths = b
            .c
            .execute(
                "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]",
                vec![],
            )
            .await?;
        check!(
            widths[0].as_u64() <= widths[1].as_u64(),
            "the personal page scrolls sideways on a phone: {widths}"
        );
        let t = b.text().await?;
        let other = if i == 0 { "Ben Birch" } else { "Anna Ash" };
        check!(t.contains(other), "the opponent is not named: {t}");
        if i == 0 {
            b.shot("phone-personal-page").await?;
            b.press("Check in for round 2").await?;
            b.expect(&me, "You are checked in for round 2").await?;
        }
        // Both report that Anna Ash (home) won.
        b.c.find(Locator::Css("#result option[value='1-0']"))
            .await?
            .click()
            .await?;
        b.press("Report the result").await?;
        b.expect(&me, "Your report is recorded").await?;
        b.shot(&format!("phone-reported-{}", i + 1)).await?;
    }
    let t = b.text().await?;
    check!(t.contains("Both reports agree"), "no agreement shown: {t}");
    let no_result = || -> Res<bool> {
        let conn = crownhead::store::open(db)?;
        let t = crownhead::store::tournaments::load(&conn, id)?;
        Ok(!t.round(1).unwrap().board(1).unwrap().has_result())
    };
    check!(no_result()?, "a report wrote the result");
    // The controller confirms on the grid.
    b.c.set_window_size(1280, 1024).await?;
    b.create_chief(setup).await?;
    let grid = format!("/admin/t/{id}/rounds/1");
    b.goto(&grid).await?;
    b.expect(&grid, "Players agree").await?;
    b.shot("grid-reports").await?;
    b.press("Confirm the agreed reports").await?;
    b.expect(&grid, "Reported").await?;
    check!(!no_result()?, "confirming did not enter the result");
    b.shot("grid-confirmed").await?;
    Ok(())
}

/// A Russian arbiter's grid: a micro-match Swiss scored 2-1-0, each game typed as Russian
/// arbiters write it (`2:0`, `1:1`, `0:2`, with Shift for the colon; one on the numeric pad),
/// the grid moving on by itself only after a complete result; what is stored is what was
/// typed, game by game.
#[tokio::test]
async fn a_russian_grid_typed_with_shift_and_colons_stores_what_was_typed() {
    use crownhead::domain::{Entry, Pairing, PlayerName, Preset, Settings};
    use crownhead::store::{self, Seen};

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crownhead.db");
    let id = {
        let mut conn = store::open(&db).unwrap();
        let s = Settings::preset(Preset::Russian, "Кубок клуба", 5);
        assert_eq!(s.games_per_round, 2);
        let id = store::create_tournament(&mut conn, &s, "td").unwrap();
        let names = [
            "Белов Юрий",
            "Орлова Анна",
            "Мельников Олег",
            "Зайцева Вера",
        ];
        let list: Vec<Entry> = (1..)
            .zip(names)
            .map(|(i, n)| Entry::new(i, PlayerName::parse(n).unwrap()).unwrap())
            .collect();
        store::import_entries(&mut conn, id, Seen::Any, &list, None, "td").unwrap();
        store::pair_round(
            &mut conn,
            id,
            Seen::Any,
            &[Pairing::game(1, 2), Pairing::game(3, 4)],
            "td",
        )
        .unwrap();
        store::publish_round(&mut conn, id, 1, "td").unwrap();
        id
    };
    let (_server, addr, setup_link) = serve(&db);
    let Some((_driver, client)) = launch(dir.path(), 1366, "a_russian_grid").await else {
        return;
    };
    let mut b = Browser::new(&client, addr, "browser-grid");
    let result = russian_grid(&mut b, id, &setup_link, &db).await;
    if result.is_err() {
        let _ = b.shot("failure").await;
    }
    let _ = client.close().await;
    if let Err(e) = result {
        panic!("{e}");
    }
}

async fn russian_grid(b: &mut Browser, id: i64, setup: &str, db: &Path) -> Res {
    use crownhead::domain::GameReport::{self, AwayWins, Draw, HomeWins};
    b.create_chief(setup).await?;
    let grid = format!("/admin/t/{id}/rounds/1");
    b.goto(&format!("{grid}?lang=ru")).await?;
    b.c.find(Locator::Css("input[name=b1g1]"))
        .await?
        .click()
        .await?;
    // Board 1: 2:0 then 1:1 (the Shift of the colon must not let the grid move on after the
    // first `1`); board 2: 1/1 with a slash, then 0-2 typed on the numeric pad.
    const NUMPAD_0: &str = "\u{E01A}";
    const NUMPAD_2: &str = "\u{E01C}";
    const NUMPAD_MINUS: &str = "\u{E027}";
    let typed: [(&str, String, &str, GameReport); 4] = [
        ("b1g1", "2:0".into(), "2:0", HomeWins),
        ("b1g2", "1:1".into(), "1:1", Draw),
        ("b2g1", "1/1".into(), "1/1", Draw),
        (
            "b2g2",
            format!("{NUMPAD_0}{NUMPAD_MINUS}{NUMPAD_2}"),
            "0-2",
            AwayWins,
        ),
    ];
    for (i, (name, keys, shown, _)) in typed.iter().enumerate() {
        let field = b.c.active_element().await?;
        let at = field.attr("name").await?;
        check!(
            at.as_deref() == Some(*name),
            "the focus is on {at:?}, not {name}, before typing {shown}"
        );
        press_keys(b, keys).await?;
        let v =
            b.c.find(Locator::Css(&format!("input[name={name}]")))
                .await?
                .prop("value")
                .await?;
        check!(
            v.as_deref() == Some(*shown),
            "{name} shows {v:?} after typing {shown}"
        );
        // A complete result moves on by itself; the last field keeps the focus.
        let now = b.c.active_element().await?.attr("name").await?;
        if let Some((next, ..)) = typed.get(i + 1) {
            check!(
                now.as_deref() == Some(*next),
                "after {shown} in {name} the focus is on {now:?}, not {next}"
            );
        }
    }
    b.shot("russian-grid-typed").await?;
    b.c.find(Locator::Css("#grid p button[type=submit]"))
        .await?
        .click()
        .await?;
    b.left(&format!("{grid}/results")).await.ok();
    let conn = crownhead::store::open(db)?;
    let t = crownhead::store::tournaments::load(&conn, id)?;
    let round = t.round(1).ok_or("no round 1")?;
    let stored = |board: u32| -> Vec<GameReport> {
        round
            .board(board)
            .and_then(|b| b.report())
            .map(|r| r.games)
            .unwrap_or_default()
    };
    check!(
        stored(1) == [HomeWins, Draw] && stored(2) == [Draw, AwayWins],
        "stored board 1 {:?}, board 2 {:?}: typed 2:0 1:1 and 1/1 0-2",
        stored(1),
        stored(2)
    );
    // The grid shows what was stored, as the event writes it.
    b.goto(&grid).await?;
    for (name, shown) in [
        ("b1g1", "2-0"),
        ("b1g2", "1-1"),
        ("b2g1", "1-1"),
        ("b2g2", "0-2"),
    ] {
        let v =
            b.c.find(Locator::Css(&format!("input[name={name}]")))
                .await?
                .prop("value")
                .await?;
        check!(
            v.as_deref() == Some(shown),
            "{name} shows {v:?} after saving"
        );
    }
    b.shot("russian-grid-saved").await?;
    Ok(())
}
