//! A round robin's crosstable and wall chart: the square table, one row and one column per
//! player by Berger number, the diagonal blank.

use std::collections::HashMap;

use crownhead::domain::{
    BoardReport, Entry, Pairing, PlayerName, Preset, Settings, System, TieBreak, Tournament,
};
use crownhead::store;

use crate::helpers::{TestApp, spawn_app};

/// Four players, one game a round, FMJD scoring 2/1/0, all three rounds played:
/// R1 1-4 1-0, 2-3 =; R2 4-3 0-1, 1-2 +:- (2 absent); R3 2-4 1-0, 3-1 0-1.
fn round_robin(system: System, games: u8) -> Tournament {
    let mut s = Settings::preset(Preset::FmjdInternational, "Round robin", 3);
    s.system = system;
    s.games_per_round = games;
    s.tie_breaks = vec![TieBreak::SonnebornBerger];
    let mut t = Tournament::new(s).unwrap();
    for (n, name) in ["Adams, Anna", "Baker, Ben", "Cole, Cleo", "Dunn, Dan"]
        .iter()
        .enumerate()
    {
        t.add_entry(Entry::new(n as u32 + 1, PlayerName::parse(name).unwrap()).unwrap())
            .unwrap();
    }
    t
}

fn play(t: &mut Tournament, boards: &[(u32, u32, &str)]) {
    let p: Vec<Pairing> = boards.iter().map(|b| Pairing::game(b.0, b.1)).collect();
    let r = t.pair_round(&p, None).unwrap();
    t.publish_round(r).unwrap();
    for (k, b) in boards.iter().enumerate() {
        t.record_result(r, k as u32 + 1, &BoardReport::from_codes(b.2).unwrap())
            .unwrap();
    }
    t.close_round(r).unwrap();
}

fn store(app: &TestApp, t: &Tournament) -> i64 {
    let mut conn = store::open(&app.db).unwrap();
    store::import_tournament(&mut conn, t, "test").unwrap()
}

/// The text of an HTML fragment, tags removed, entities of the pages read back.
fn text(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    crate::helpers::unescape(out.trim())
}

/// The cells of `tag` (`th` or `td`) of one table row, as text.
fn cells(row: &str, tag: &str) -> Vec<String> {
    row.split(&format!("<{tag}"))
        .skip(1)
        .filter(|c| c.starts_with('>') || c.starts_with(' '))
        .map(|c| {
            let c = &c[c.find('>').unwrap() + 1..];
            text(&c[..c.find(&format!("</{tag}>")).unwrap()])
        })
        .collect()
}

/// The table with id `id` of `body`: its header's texts and each row read by them.
fn table_by_header(body: &str, id: &str) -> (Vec<String>, Vec<HashMap<String, String>>) {
    let at = body
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no table #{id}: {body}"));
    let table = &body[at..at + body[at..].find("</table>").unwrap()];
    let head = &table[table.find("<thead>").unwrap()..table.find("</thead>").unwrap()];
    let header = cells(head, "th");
    let rows = table[table.find("<tbody>").unwrap()..]
        .split("<tr")
        .skip(1)
        .map(|r| {
            let row = cells(r, "td");
            assert_eq!(row.len(), header.len(), "a row of #{id}: {r}");
            header.iter().cloned().zip(row).collect()
        })
        .collect();
    (header, rows)
}

#[test]
fn a_round_robin_crosstable_is_the_square_one_row_and_one_column_per_player() {
    let app = spawn_app();
    let mut t = round_robin(System::RoundRobin, 1);
    play(&mut t, &[(1, 4, "1-0"), (2, 3, "=")]);
    play(&mut t, &[(4, 3, "0-1"), (1, 2, "+:-")]);
    play(&mut t, &[(2, 4, "1-0"), (3, 1, "0-1")]);
    let id = store(&app, &t);
    let mut c = app.client();

    for page in [
        format!("/t/{id}/crosstable"),
        format!("/t/{id}/print/wallchart?paper=a4"),
    ] {
        let r = c.get(&page);
        assert_eq!(r.status, 200, "{page}");
        assert!(!r.body.contains("class=\"cell\""), "{page}: no Swiss cells");
        let (header, rows) = table_by_header(&r.body, "square");
        assert_eq!(rows.len(), 4, "{page}: one row per player");
        for n in 1..=4 {
            assert!(header.contains(&n.to_string()), "{page}: column {n}");
        }
        assert!(
            header.iter().any(|h| h.contains("Sonneborn-Berger")),
            "{page}: {header:?}"
        );
        let by_no = |n: u32| {
            rows.iter()
                .find(|r| r["No"] == n.to_string())
                .unwrap_or_else(|| panic!("{page}: no row {n}"))
        };
        for n in 1..=4u32 {
            let row = by_no(n);
            assert_eq!(row[&n.to_string()], "", "{page}: the diagonal is blank");
        }
        assert!(
            r.body.contains("class=\"rr own\""),
            "{page}: shaded diagonal"
        );
        let adams = by_no(1);
        assert_eq!(adams["Name"], "Adams, Anna");
        assert_eq!(adams["4"], "2");
        assert_eq!(adams["2"], "2F", "{page}: a forfeit won");
        assert_eq!(adams["3"], "2");
        assert_eq!(adams["Pts"], "6");
        assert_eq!(adams["Place"], "1");
        assert_eq!(by_no(2)["1"], "0F");
        assert_eq!(by_no(3)["2"], "1");
        assert_eq!(by_no(4)["1"], "0");
        let s = t.standings();
        for row in &rows {
            let no: u32 = row["No"].parse().unwrap();
            let sb = s.tie_break(no, TieBreak::SonnebornBerger).unwrap();
            let col = header
                .iter()
                .find(|h| h.contains("Sonneborn-Berger"))
                .unwrap();
            assert_eq!(row[col], sb.to_string(), "{page}: SB of {no}");
        }
    }

    // A Swiss event keeps its crosstable by rounds.
    let (swiss, _) = app.import_fixture("english-open.json");
    let r = c.get(&format!("/t/{swiss}/crosstable"));
    assert!(r.body.contains("class=\"cell\""));
    assert!(!r.body.contains("id=\"square\""));
}

#[test]
fn a_double_round_robin_of_matches_shows_each_cycle_and_the_match_scores() {
    let app = spawn_app();
    let mut t = round_robin(System::DoubleRoundRobin, 2);
    play(&mut t, &[(1, 4, "1-0 ="), (2, 3, "= =")]);
    play(&mut t, &[(4, 1, "0-1 0-1"), (3, 2, "1-0 0-1")]);
    let id = store(&app, &t);
    let r = app.client().get(&format!("/t/{id}/crosstable?lang=fr"));
    assert_eq!(r.status, 200);
    let (_, rows) = table_by_header(&r.body, "square");
    assert_eq!(rows.len(), 4);
    let row = |n: &str| rows.iter().find(|r| r["N°"] == n).unwrap();
    assert_eq!(row("1")["4"], "3–1 4–0");
    assert_eq!(row("4")["1"], "1–3 0–4");
    assert_eq!(row("2")["3"], "2–2 2–2");
    assert_eq!(row("1")["2"], "", "not met yet");
}

#[test]
fn the_pairing_page_says_a_round_robin_pairs_by_its_start_numbers_in_every_language() {
    let app = spawn_app();
    let mut c = app.chief();
    // Ratings in the reverse of the start numbers: a rating order would number Dunn 1.
    let rated = |system: System| {
        let t = round_robin(system, 1);
        let entries = t
            .entries()
            .iter()
            .map(|e| Entry {
                rating: Some(1800 + 100 * e.no),
                ..e.clone()
            })
            .collect();
        Tournament::from_parts(t.settings().clone(), entries, Vec::new()).unwrap()
    };
    let rr = store(&app, &rated(System::RoundRobin));
    let swiss = store(&app, &rated(System::Swiss));
    for lang in ["en", "fr", "nl", "ru", "pt-BR"] {
        let page = c.get(&format!("/admin/t/{rr}/rounds/new?lang={lang}"));
        assert_eq!(page.status, 200, "{lang}");
        assert!(!page.body.contains("C.04.2"), "{lang}: {}", page.body);
        assert!(!page.body.contains("id=\"initial-ranking\""), "{lang}");
        assert!(page.body.contains("id=\"berger-numbers\""), "{lang}");
        assert!(page.body.contains("C.05"), "{lang}");
        // Round 1 of the Berger table of four: 1-4, 2-3, each by their start number.
        assert!(
            page.body
                .contains("<td class=\"num\">1</td><td>Adams, Anna <small>(1)</small>"),
            "{lang}: Adams is Berger number 1: {}",
            page.body
        );
        let page = c.get(&format!("/admin/t/{swiss}/rounds/new?lang={lang}"));
        assert!(
            page.body.contains("C.04.2"),
            "{lang}: a Swiss explains its numbers"
        );
        assert!(page.body.contains("id=\"initial-ranking\""), "{lang}");
        assert!(
            page.body
                .contains("<td class=\"num\">4</td><td>Adams, Anna <small>(1)</small>"),
            "{lang}: Adams is pairing number 4 by rating"
        );
    }
    let page = c.get(&format!("/admin/t/{rr}/rounds/new?lang=pt-BR"));
    assert!(
        page.body
            .contains("Emparceiramento proposto pelas tabelas de Berger"),
        "{}",
        page.body
    );
    let page = c.get(&format!("/admin/t/{swiss}/rounds/new?lang=pt-BR"));
    assert!(
        page.body
            .contains("Emparceiramento proposto pelo sistema holandês")
    );
    let page = c.get(&format!("/admin/t/{rr}/rounds/new?lang=fr"));
    assert!(page.body.contains("proposé selon les tables de Berger"));
}

/// The label of the field named `name` in `html`: the text of the `<label>` around it.
fn label_of(html: &str, name: &str) -> String {
    let at = html
        .find(&format!("name=\"{name}\""))
        .unwrap_or_else(|| panic!("no field {name}"));
    let start = html[..at].rfind("<label>").unwrap() + "<label>".len();
    text(&html[start..at])
}

#[test]
fn a_russian_event_names_things_as_things_and_says_its_time_control_in_russian() {
    let app = spawn_app();
    let mut c = app.chief();
    let mut s = Settings::preset(Preset::Russian, "Кубок области", 3);
    s.system = System::RoundRobin;
    s.language = crownhead::domain::Language::Ru;
    let mut t = Tournament::new(s).unwrap();
    for (n, name) in [
        "Белов, Юрий",
        "Орлова, Ирина",
        "Петров, Илья",
        "Смирнов, Павел",
    ]
    .iter()
    .enumerate()
    {
        t.add_entry(Entry::new(n as u32 + 1, PlayerName::parse(name).unwrap()).unwrap())
            .unwrap();
    }
    play(&mut t, &[(1, 4, "1-0 ="), (2, 3, "= =")]);
    let id = store(&app, &t);

    let page = c.get(&format!("/admin/t/{id}/settings"));
    assert_eq!(page.status, 200);
    assert_eq!(label_of(&page.body, "name"), "Название турнира");
    let tie_breaks = &page.body[page.body.find("id=\"tie-breaks\"").unwrap()..];
    let head = &tie_breaks[..tie_breaks.find("</thead>").unwrap()];
    assert!(
        !head.contains("Фамилия"),
        "a tie-break is no person: {head}"
    );
    assert!(
        page.body.contains("value=\"60 мин + 30 с на ход\""),
        "the preset's time control in Russian: {}",
        page.body
    );
    let page = c.get("/admin?lang=ru");
    let events = &page.body[page.body.find("action=\"/admin/events\"").unwrap()..];
    assert_eq!(label_of(events, "name"), "Название соревнования");
    assert_eq!(label_of(&page.body, "name"), "Название турнира");

    let page = c.get(&format!("/admin/t/{id}/rounds/new"));
    assert!(!page.body.contains("разведён"), "{}", page.body);
    assert!(page.body.contains("Каждый тур — микроматч из 2 партий"));
    let page = c.get(&format!("/t/{id}/rounds/1"));
    assert!(
        !page
            .body
            .contains("<p class=\"hint\">в каждой партии, со сменой цвета</p>"),
        "no stray words under the pairings: {}",
        page.body
    );
    assert!(page.body.contains("Каждый тур — микроматч из 2 партий"));
}

/// `col-name` is a person's name ("Фамилия, имя"): a form's field naming a thing (a
/// tournament, an event, a team, an account) has a label of its own.
#[test]
fn no_form_field_is_labelled_with_a_persons_name() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    let mut stack = vec![dir];
    let mut seen = 0;
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            let body = std::fs::read_to_string(&p).unwrap();
            seen += 1;
            for (i, line) in body.lines().enumerate() {
                assert!(
                    !line.contains("<label>{{ t(\"col-name\") }}"),
                    "{}:{}: a field labelled with a person's name: {line}",
                    p.display(),
                    i + 1
                );
            }
        }
    }
    assert!(seen > 20, "the templates were read ({seen})");
}
