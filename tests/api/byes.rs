//! A team event's players without a game, on the web: a board won by default (the demo's
//! round 3, Damclub Wageningen's board 4 left empty: player 34 wins it) is the player's score
//! on their page, in the JSON standings, the crosstable, the wall chart and the results grid;
//! reserves resting are shown as resting.

use crate::helpers::spawn_app;
use crownhead::store;

/// The table row of `body` that holds `text`, tags stripped.
fn row_with(body: &str, text: &str) -> String {
    let at = body
        .find(text)
        .unwrap_or_else(|| panic!("no {text:?} in:\n{body}"));
    let start = body[..at].rfind("<tr").unwrap();
    let end = at + body[at..].find("</tr>").unwrap();
    let mut out = String::new();
    let mut tag = false;
    for c in body[start..end].chars() {
        match c {
            '<' => {
                tag = true;
                out.push(' ');
            }
            '>' => tag = false,
            c if !tag => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_board_won_by_default_is_the_players_score_on_every_page() {
    let app = spawn_app();
    let mut chief = app.chief();
    let id = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    let mut public = app.client();
    let r = public.get(&format!("/api/v1/tournaments/{id}/standings"));
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    let p34 = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["no"] == 34)
        .unwrap()
        .clone();
    assert_eq!(p34["points"], 7, "{p34}");
    assert_eq!(p34["rounds"][2]["no_game"], "default-win", "{p34}");
    assert_eq!(p34["rounds"][2]["points"], 2, "{p34}");

    let r = public.get(&format!("/t/{id}/players/34?lang=en"));
    assert_eq!(r.status, 200, "{}", r.body);
    r.shows("7 points");
    let round3 = row_with(&r.body, "board won by default");
    assert!(round3.starts_with("3 "), "{round3}");
    assert!(round3.ends_with(" 2"), "{round3}");
    // A reserve resting is resting, not "not paired".
    let r = public.get(&format!("/t/{id}/players/9?lang=nl"));
    let round1 = row_with(&r.body, "reserve, niet opgesteld");
    assert!(round1.starts_with("1 "), "{round1}");
    assert!(!r.body.contains("niet ingedeeld"), "{}", r.body);

    for page in ["crosstable", "print/wallchart"] {
        let r = public.get(&format!("/t/{id}/{page}?lang=en"));
        assert_eq!(r.status, 200, "{}", r.body);
        let line = row_with(&r.body, "Lefebvre, Heike");
        assert!(line.contains("21b 0 def 2 26b 1"), "{page}: {line}");
        assert!(!line.contains("rb "), "{page}: {line}");
        let line = row_with(&r.body, "Postma, Aygul");
        assert!(line.contains("res 0 4 0F res 0"), "{page}: {line}");
    }

    // The results grid of round 3 lists the board under its match.
    let r = chief.get(&format!("/admin/t/{id}/rounds/3?lang=en"));
    assert_eq!(r.status, 200, "{}", r.body);
    let line = row_with(&r.body, "board won by default");
    assert!(line.contains("Lefebvre, Heike (34)"), "{line}");
    assert!(line.ends_with(" 2"), "{line}");
    let head = r.body.find("Damclub Wageningen – CEMA Amsterdam").unwrap();
    let def = r.body.find("board won by default").unwrap();
    let next_match = r.body[head..]
        .find("Match 2")
        .map_or(usize::MAX, |i| head + i);
    assert!(
        head < def && def < next_match,
        "the board is listed under its match"
    );
}

/// Boards are for games: the list by name gives the players without a game (a bye, a
/// withdrawal, a late entry) after the others, without a board number or an opening; the
/// player with the bye sees no board and no opening on their page, and the bye's points.
#[test]
fn a_bye_has_no_board_and_no_opening() {
    use crownhead::ballot::deck::Library;
    use crownhead::domain::{Entry, Pairing, PlayerName, Preset, Settings};
    use crownhead::store::Seen;
    use crownhead::store::commands::{ballots, players};

    let app = spawn_app();
    let mut public = app.client();
    // The English open: round 1 has a pairing bye and a late entry, round 4 a requested
    // bye, round 6 a withdrawal.
    let (id, t) = app.import_fixture("english-open.json");
    for (round, kinds) in [
        (1u32, ["bye", "not yet entered (late entry)"]),
        (4, ["bye", "bye (asked for)"]),
        (6, ["bye", "withdrawn"]),
    ] {
        let r = t.round(round).unwrap();
        let page = public.get(&format!(
            "/t/{id}/rounds/{round}/print/pairings?order=name&lang=en"
        ));
        assert_eq!(page.status, 200, "{}", page.body);
        let (table, after) = page.body.split_once("</table>").unwrap();
        let games = r.boards().iter().filter(|b| !b.is_bye()).count();
        assert_eq!(table.matches("<tr><td>").count(), 2 * games, "{table}");
        for b in r.boards().iter().filter(|b| b.is_bye()) {
            let Pairing::Bye { entry, .. } = b.pairing else {
                unreachable!()
            };
            let name = t.entry(entry).unwrap().name.to_string();
            assert!(!table.contains(&name), "{name} is listed among the games");
            assert!(after.contains(&format!("{name} ({entry}):")), "{after}");
            assert!(
                !after.contains(&format!("Board {}:", b.number)),
                "the bye's board {} has an opening: {after}",
                b.number
            );
        }
        for k in kinds {
            assert!(after.contains(&format!("): {k}<")), "{k}: {after}");
        }
        assert_eq!(after.matches("class=\"opening\"").count(), games, "{after}");
    }

    // A player with the pairing bye, on their own page.
    let mut conn = store::open(&app.db).unwrap();
    let mut settings = Settings::preset(Preset::English, "Byes", 3);
    settings.games_per_round = 1;
    let tid = store::create_tournament(&mut conn, &settings, "td").unwrap();
    let list: Vec<Entry> = (1..=5)
        .map(|i| Entry::new(i, PlayerName::parse(&format!("Player {i}")).unwrap()).unwrap())
        .collect();
    store::import_entries(&mut conn, tid, Seen::Any, &list, None, "td").unwrap();
    let tokens: Vec<String> = players::issue_links(&mut conn, tid, &players::Issue::Missing, "td")
        .unwrap()
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    let pairings = [
        Pairing::game(1, 2),
        Pairing::game(3, 4),
        Pairing::pairing_bye(5),
    ];
    store::pair_round(&mut conn, tid, Seen::Any, &pairings, "td").unwrap();
    ballots::draw_ballot(
        &mut conn,
        &Library::with_dir(None),
        tid,
        Seen::Any,
        1,
        Some(7),
        None,
        "td",
    )
    .unwrap();
    store::publish_round(&mut conn, tid, 1, "td").unwrap();
    let opening = app
        .load(tid)
        .round(1)
        .unwrap()
        .ballot()
        .unwrap()
        .opening
        .clone();
    let game = public.get(&format!("/me/{}?lang=en", tokens[0]));
    game.shows("round 1 · board 1");
    game.shows(&opening);
    let bye = public.get(&format!("/me/{}?lang=en", tokens[4]));
    assert_eq!(bye.status, 200, "{}", bye.body);
    let next = &bye.body[bye.body.find("id=\"next\"").unwrap()..];
    let next = &next[..next.find("</section>").unwrap()];
    assert!(next.contains("round 1</p>"), "{next}");
    assert!(!next.contains("board"), "{next}");
    assert!(!next.contains(&opening), "{next}");
    assert!(next.contains("<p>bye</p>"), "{next}");
    let points = app.load(tid).settings().scoring.pairing_bye.to_string();
    assert!(
        next.contains(&format!("Result: <strong>{points}</strong>")),
        "{next}"
    );
    let ru = public.get(&format!("/me/{}?lang=ru", tokens[4]));
    ru.shows("пропуск тура");
    let page = public.get(&format!("/t/{tid}/players/5?lang=en"));
    let line = row_with(&page.body, ">bye<");
    assert!(line.starts_with("1 bye"), "no board for a bye: {line}");
}

/// The codes written in the cells of a crosstable or wall chart for rounds without a game
/// (`rb 0`, `wd 0`, `def 2`: a first word that is not an opponent's number).
fn cell_codes(body: &str) -> std::collections::BTreeSet<String> {
    body.split("<td class=\"cell\">")
        .skip(1)
        .filter_map(|c| {
            let text = c.split("</td>").next().unwrap();
            let text = text.rsplit('>').next().unwrap_or(text);
            let first = text.split_whitespace().next()?;
            (!first.starts_with(|ch: char| ch.is_ascii_digit())).then(|| first.to_owned())
        })
        .collect()
}

/// Withdrawals and late entries are shown as what they are (not as requested byes) on the
/// crosstable and the wall chart, withdrawn players are marked in the standings, and every
/// code a cell shows is in the legend, in each language; a team event's reserves resting
/// and boards won by default likewise.
#[test]
fn withdrawals_late_entries_and_reserves_are_shown_as_what_they_are() {
    let app = spawn_app();
    let mut public = app.client();
    let (id, t) = app.import_fixture("english-open.json");
    let withdrawn = t
        .entries()
        .iter()
        .find(|e| e.withdrawn_from.is_some())
        .unwrap();
    let late = t.entries().iter().find(|e| e.late_from.is_some()).unwrap();
    let (w_name, w_from) = (
        withdrawn.name.to_string(),
        withdrawn.withdrawn_from.unwrap(),
    );
    let legend = [
        (
            "en",
            "Rounds without a game:",
            "= withdrawn",
            "withdrawn from round",
        ),
        (
            "fr",
            "Rondes sans partie :",
            "= retiré du tournoi",
            "retiré à partir de la ronde",
        ),
        (
            "nl",
            "Rondes zonder partij:",
            "= teruggetrokken",
            "teruggetrokken vanaf ronde",
        ),
        (
            "ru",
            "Туры без партии:",
            "= выбытие из турнира",
            "выбытие с",
        ),
        (
            "pt-BR",
            "Rodadas sem partida:",
            "= desistente",
            "desistiu a partir da rodada",
        ),
    ];
    for (lang, head, wd, mark) in legend {
        let r = public.get(&format!("/t/{id}/crosstable?lang={lang}"));
        assert_eq!(r.status, 200, "{}", r.body);
        let line = row_with(&r.body, &w_name);
        let after: Vec<&str> = line.split_whitespace().collect();
        let wds = after.windows(2).filter(|w| w == &["wd", "0"]).count();
        assert_eq!(
            wds as u32,
            t.settings().rounds - w_from + 1,
            "{lang}: {line}"
        );
        assert!(
            !line.contains("rb "),
            "{lang}: a withdrawal is no requested bye: {line}"
        );
        assert!(line.contains(mark), "{lang}: {line}");
        let line = row_with(&r.body, &late.name.to_string());
        assert!(line.contains(" ne 0 "), "{lang}: {line}");
        assert!(
            !line.contains("rb "),
            "{lang}: a late entry is no requested bye: {line}"
        );
        let legend = &r.body[r
            .body
            .find(head)
            .unwrap_or_else(|| panic!("{lang}: {}", r.body))..];
        assert!(legend.contains(wd), "{lang}: {legend}");
        for code in cell_codes(&r.body) {
            assert!(
                legend.contains(&format!("<strong>{code}</strong> = ")),
                "{lang}: {code} is not in the legend: {legend}"
            );
        }
        let s = public.get(&format!("/t/{id}/standings?lang={lang}"));
        let line = row_with(&s.body, &w_name);
        assert!(line.contains(mark), "{lang}: {line}");
    }
    // The wall chart (in the event's language) has the same codes, each in its legend.
    let r = public.get(&format!("/t/{id}/print/wallchart"));
    let codes = cell_codes(&r.body);
    for code in ["bye", "rb", "wd", "ne"] {
        assert!(codes.contains(code), "{code} missing from {codes:?}");
    }
    let legend = &r.body[r.body.find("Rounds without a game:").unwrap()..];
    for code in &codes {
        assert!(
            legend.contains(&format!("<strong>{code}</strong> = ")),
            "{code}: {legend}"
        );
    }
    assert!(
        legend.contains("<strong>bye</strong> = the pairing-allocated bye"),
        "{legend}"
    );

    // The team league: reserves resting and the board won by default, in its legend.
    let tid = {
        let mut conn = store::open(&app.db).unwrap();
        crownhead::cli::demo::load_team_demo(&mut conn).unwrap()
    };
    for page in ["crosstable", "print/wallchart"] {
        let r = public.get(&format!("/t/{tid}/{page}?lang=en"));
        let codes = cell_codes(&r.body);
        assert!(codes.contains("res") && codes.contains("def"), "{codes:?}");
        assert!(!codes.contains("rb"), "{page}: {codes:?}");
        let legend = &r.body[r.body.find("Rounds without a game:").unwrap()..];
        for code in &codes {
            assert!(
                legend.contains(&format!("<strong>{code}</strong> = ")),
                "{code}: {legend}"
            );
        }
        assert!(legend.contains("<strong>res</strong> = resting (not in the line-up)"));
        assert!(legend.contains("<strong>def</strong> = board won by default"));
    }
}
