//! `crownhead publish`: the demo's public site as files, every local link resolving (a link
//! checker over the directory), and publishing again writing only what changed.

#[path = "common/binary.rs"]
mod binary;

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use binary::{ok, run, says, stderr};
use crownhead::domain::BoardReport;
use crownhead::store;

/// Every file under `dir`, relative, with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(root, &p, out);
            } else {
                let name = p.strip_prefix(root).unwrap().to_string_lossy().into_owned();
                out.insert(name, std::fs::read(&p).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// The values of the `href` and `src` attributes of an HTML page.
fn links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for key in [" href=\"", " src=\""] {
        for part in html.split(key).skip(1) {
            out.push(part[..part.find('"').unwrap()].replace("&amp;", "&"));
        }
    }
    out
}

/// `path` with `.` and `..` taken out; `None` if it leaves the root.
fn normalize(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::Normal(s) => out.push(s),
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            _ => return None,
        }
    }
    Some(out)
}

/// The link checker: every local link of every page names a file of the site (and an
/// element of it when it has a fragment); no link is absolute. Returns the broken links.
fn broken_links(site: &BTreeMap<String, Vec<u8>>) -> Vec<String> {
    let mut broken = Vec::new();
    for (name, bytes) in site.iter().filter(|(n, _)| n.ends_with(".html")) {
        let html = String::from_utf8_lossy(bytes);
        for link in links(&html) {
            if link.starts_with("http://") || link.starts_with("https://") {
                broken.push(format!("{name}: a link out of the site: {link}"));
                continue;
            }
            if link.starts_with('/') {
                broken.push(format!("{name}: an absolute link: {link}"));
                continue;
            }
            let (path, fragment) = link.split_once('#').unwrap_or((&link, ""));
            let target = if path.is_empty() {
                Some(PathBuf::from(name))
            } else {
                normalize(&Path::new(name).parent().unwrap().join(path))
            };
            let Some(target) = target else {
                broken.push(format!("{name}: {link} leaves the site"));
                continue;
            };
            let key = target.to_string_lossy().into_owned();
            let Some(page) = site.get(&key) else {
                broken.push(format!("{name}: {link} ({key}) is missing"));
                continue;
            };
            if link.contains('#') {
                let page = String::from_utf8_lossy(page);
                if fragment.is_empty() || !page.contains(&format!("id=\"{fragment}\"")) {
                    broken.push(format!("{name}: {link}: no element #{fragment}"));
                }
            }
        }
    }
    broken
}

fn publish(db: &Path, id: &str, out: &Path) -> String {
    let o = run(
        db,
        &[
            "publish",
            "--tournament",
            id,
            "--out",
            out.to_str().unwrap(),
        ],
    );
    let said = ok(&o);
    assert_eq!(stderr(&o), "", "no link left out");
    said
}

#[test]
fn the_published_site_has_every_page_and_no_broken_link() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let records: Vec<crownhead::cli::demo::FixtureRecord> =
        serde_json::from_str(crownhead::cli::demo::RECORDS[0].1).unwrap();
    for (id, players, rounds) in [("1", 16, 7), ("2", 40, 9)] {
        let out = dir.path().join(format!("site{id}"));
        let said = publish(&db, id, &out);
        let site = files(&out);
        assert!(
            said.contains(&format!("{} files", site.len() - 1)),
            "{said}"
        );
        let broken = broken_links(&site);
        assert!(broken.is_empty(), "site {id}: {broken:#?}");
        // Every page and download of the event.
        for page in [
            "index.html",
            "standings.html",
            "crosstable.html",
            "print/wallchart.html",
            "print/wallchart-a4.html",
            "static/style.css",
            "static/viewer.js",
            "api/tournament.json",
            "api/standings.json",
            "export/pdn.pdn",
            "export/csv-standings.csv",
            "export/csv-results.csv",
        ] {
            assert!(site.contains_key(page), "site {id}: {page} missing");
        }
        let count = |prefix: &str, suffix: &str| {
            site.keys()
                .filter(|k| k.starts_with(prefix) && k.ends_with(suffix))
                .count()
        };
        assert_eq!(count("players/", ".html"), players, "site {id}");
        assert_eq!(count("rounds/", "/games.pdn"), rounds, "site {id}");
        assert_eq!(count("api/rounds/", "/results.json"), rounds, "site {id}");
        // Round pages: rounds/N.html only (game pages are under rounds/N/).
        assert_eq!(
            site.keys()
                .filter(|k| k.starts_with("rounds/") && k.matches('/').count() == 1)
                .count(),
            rounds
        );
        if id == "1" {
            assert_eq!(
                count("rounds/", "/games/1.html") + count("rounds/", "/games/2.html"),
                records.len()
            );
            // The JSON is the API's.
            let v: serde_json::Value = serde_json::from_slice(&site["api/standings.json"]).unwrap();
            assert_eq!(v["rows"].as_array().unwrap().len(), players);
            // No page points back to the live server or the controller.
            for (name, bytes) in &site {
                let text = String::from_utf8_lossy(bytes);
                assert!(!text.contains("/admin"), "{name}");
                assert!(!text.contains("print/slips"), "{name}");
            }
        }
    }
}

#[test]
fn publishing_again_writes_only_what_changed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let out = dir.path().join("site");
    publish(&db, "1", &out);
    let first = files(&out);
    let said = publish(&db, "1", &out);
    assert!(
        said.contains(&format!(
            "0 written, {} unchanged, 0 removed",
            first.len() - 1
        )),
        "{said}"
    );

    // A result of the last round corrected: the pages that show it change, no other.
    let mut conn = store::open(&db).unwrap();
    let t = store::tournaments::load(&conn, 1).unwrap();
    let board = t.round(7).unwrap().board(1).unwrap();
    let now = board.report().unwrap().to_string();
    let other = if now == "0-1 0-1" {
        "1-0 1-0"
    } else {
        "0-1 0-1"
    };
    store::correct_result(
        &mut conn,
        1,
        7,
        1,
        &BoardReport::from_codes(other).unwrap(),
        "score-sheets checked",
        "test",
    )
    .unwrap();
    drop(conn);
    let said = publish(&db, "1", &out);
    let second = files(&out);
    let changed: Vec<&String> = second
        .iter()
        .filter(|(k, v)| first.get(*k) != Some(*v))
        .map(|(k, _)| k)
        .collect();
    let written: usize = said
        .split(" written")
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert_eq!(written, changed.len(), "{said}: {changed:?}");
    for page in [
        "standings.html",
        "rounds/7.html",
        "api/rounds/7/results.json",
    ] {
        assert!(
            changed.contains(&&page.to_owned()),
            "{page} unchanged: {changed:?}"
        );
    }
    // (The JSON replies carry the tournament's version: every one of them changes.)
    for page in [
        "index.html",
        "rounds/1.html",
        "rounds/1/boards/1/games/1.html",
        "static/style.css",
    ] {
        assert!(!changed.contains(&&page.to_owned()), "{page} changed");
    }
    assert!(broken_links(&second).is_empty());
}

#[test]
fn an_unknown_tournament_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let out = dir.path().join("site");
    let o = run(
        &db,
        &[
            "publish",
            "--tournament",
            "9",
            "--out",
            out.to_str().unwrap(),
        ],
    );
    assert!(!o.status.success());
    says(&o, "there is no tournament with id 9");
    assert!(!out.exists());
}

#[test]
fn the_link_checker_finds_missing_files_fragments_and_absolute_links() {
    let mut site = BTreeMap::new();
    site.insert(
        "index.html".to_owned(),
        br##"<a href="rounds/1.html">ok</a><a href="rounds/2.html">gone</a><a href="/standings">abs</a><a href="rounds/1.html#p3">frag</a><a href="../up.html">up</a>"##.to_vec(),
    );
    site.insert(
        "rounds/1.html".to_owned(),
        br#"<p id="p2"></p><a href="../index.html">back</a>"#.to_vec(),
    );
    let broken = broken_links(&site);
    assert_eq!(broken.len(), 4, "{broken:#?}");
    assert!(broken[0].contains("rounds/2.html"));
    assert!(broken[1].contains("absolute"));
    assert!(broken[2].contains("#p3"));
    assert!(broken[3].contains("leaves the site"));
}

/// The `lang` attribute of a page's `<html>` element.
fn html_lang(page: &[u8]) -> String {
    let text = String::from_utf8_lossy(page);
    let at = text
        .find("<html lang=\"")
        .expect("an html element with lang")
        + 12;
    text[at..at + text[at..].find('"').unwrap()].to_owned()
}

/// The file a link of the page `name` points to (its fragment left out).
fn target(name: &str, link: &str) -> String {
    let path = link.split('#').next().unwrap();
    normalize(&Path::new(name).parent().unwrap().join(path))
        .unwrap()
        .to_string_lossy()
        .into_owned()
}

/// The links of the `<link rel="alternate" hreflang>` elements of a page, by language.
fn alternates(page: &[u8]) -> BTreeMap<String, String> {
    let text = String::from_utf8_lossy(page);
    text.split("<link rel=\"alternate\" hreflang=\"")
        .skip(1)
        .map(|p| {
            let lang = &p[..p.find('"').unwrap()];
            let href = p.split("href=\"").nth(1).unwrap();
            (lang.to_owned(), href[..href.find('"').unwrap()].to_owned())
        })
        .collect()
}

const LANGS: [&str; 5] = ["en", "fr", "nl", "ru", "pt-BR"];

/// 43: the site in the five languages, the tournament's (French) at the root and the others
/// under their folder; every page links (switcher and hreflang) to the same page in each other
/// language, and each is written in its language; the print views, in the tournament's
/// language whatever is asked, once.
#[test]
fn the_published_site_is_in_every_language_with_links_between_them() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    {
        let conn = crownhead::store::open(&db).unwrap();
        let mut s = crownhead::store::tournaments::settings(&conn, 1).unwrap();
        s.language = crownhead::domain::Language::Fr;
        crownhead::store::tournaments::update_settings(&conn, 1, &s).unwrap();
    }
    let out = dir.path().join("site");
    publish(&db, "1", &out);
    let site = files(&out);
    assert_eq!(broken_links(&site), Vec::<String>::new());
    let folder = |lang: &str| {
        if lang == "fr" {
            String::new()
        } else {
            format!("{lang}/")
        }
    };
    let pages: Vec<&String> = site
        .keys()
        .filter(|k| k.ends_with(".html") && !LANGS.iter().any(|l| k.starts_with(&format!("{l}/"))))
        .filter(|k| !k.starts_with("print/"))
        .collect();
    assert!(pages.len() > 30, "{pages:?}");
    for page in pages {
        for lang in LANGS {
            let name = format!("{}{page}", folder(lang));
            let Some(bytes) = site.get(&name) else {
                panic!("{name} missing");
            };
            assert_eq!(html_lang(bytes), lang, "{name}");
            let alt = alternates(bytes);
            let others: Vec<&str> = LANGS.iter().copied().filter(|l| *l != lang).collect();
            assert_eq!(
                alt.keys().map(String::as_str).collect::<Vec<_>>().len(),
                4,
                "{name}"
            );
            for other in others {
                let to = format!("{}{page}", folder(other));
                assert_eq!(target(&name, &alt[other]), to, "{name} → {other}");
                let visible = format!("lang=\"{other}\" hreflang=\"{other}\"");
                assert!(
                    String::from_utf8_lossy(bytes).contains(&visible),
                    "{name}: no visible link to {other}"
                );
            }
        }
    }
    let standings = |lang: &str| {
        String::from_utf8_lossy(&site[&format!("{}standings.html", folder(lang))]).into_owned()
    };
    assert!(standings("fr").contains("Classement après la ronde"));
    assert!(standings("en").contains("Standings after round"));
    assert!(standings("ru").contains("lang=\"ru\""));
    // A Dutch page's links stay in Dutch; its stylesheet and downloads are the root's.
    let nl = String::from_utf8_lossy(&site["nl/standings.html"]).into_owned();
    assert!(nl.contains("href=\"../static/style.css\""), "{nl}");
    assert!(nl.contains("href=\"players/1.html\""), "{nl}");
    let nl_round = String::from_utf8_lossy(&site["nl/rounds/1.html"]).into_owned();
    assert!(
        nl_round.contains("href=\"../standings.html\""),
        "{nl_round}"
    );
    assert!(
        nl_round.contains("href=\"../../print/wallchart.html\""),
        "{nl_round}"
    );
    // The wall chart is in the tournament's language, once.
    assert_eq!(html_lang(&site["print/wallchart.html"]), "fr");
    assert!(
        !site
            .keys()
            .any(|k| k.ends_with("/print/wallchart.html") && k != "print/wallchart.html")
    );
    assert!(
        !site
            .keys()
            .any(|k| k.starts_with("en/api/") || k.starts_with("ru/static/"))
    );
}

/// `--lang` puts another language at the root; a language that is none of the five is
/// refused before anything is written.
#[test]
fn the_default_language_of_the_site_is_chosen_with_lang() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    let out = dir.path().join("site");
    let o = run(
        &db,
        &[
            "publish",
            "--tournament",
            "1",
            "--out",
            out.to_str().unwrap(),
            "--lang",
            "de",
        ],
    );
    assert!(!o.status.success());
    says(&o, "--lang");
    says(&o, "\"de\" is none of the languages en, fr, nl, ru, pt-BR");
    assert!(!out.exists());
    ok(&run(
        &db,
        &[
            "publish",
            "--tournament",
            "1",
            "--out",
            out.to_str().unwrap(),
            "--lang",
            "pt-BR",
        ],
    ));
    let site = files(&out);
    assert_eq!(html_lang(&site["index.html"]), "pt-BR");
    assert_eq!(html_lang(&site["en/index.html"]), "en");
    assert!(!site.contains_key("pt-BR/index.html"));
    assert_eq!(broken_links(&site), Vec::<String>::new());
    // Publishing again, in the same languages: no file written.
    let o = ok(&run(
        &db,
        &[
            "publish",
            "--tournament",
            "1",
            "--out",
            out.to_str().unwrap(),
            "--lang",
            "pt-BR",
        ],
    ));
    assert!(
        o.contains(&format!(
            "0 written, {} unchanged, 0 removed",
            site.len() - 1
        )),
        "{o}"
    );
}

/// The demo's knock-out and team league publish with their own pages (the bracket; the team
/// standings, rounds, teams and their JSON) and no link left out or broken.
#[test]
fn a_knock_out_and_a_team_league_publish_their_own_pages() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    ok(&run(&db, &["demo"]));
    for (id, own) in [
        ("3", vec!["bracket.html", "print/bracket.html"]),
        (
            "4",
            vec![
                "teams.html",
                "teams/rounds/1.html",
                "api/teams/standings.json",
                "api/teams/matches.json",
            ],
        ),
    ] {
        let out = dir.path().join(format!("site{id}"));
        publish(&db, id, &out);
        let site = files(&out);
        for f in own {
            assert!(
                site.contains_key(f),
                "tournament {id}: no {f} in {:?}",
                site.keys()
            );
        }
        assert_eq!(broken_links(&site), Vec::<String>::new(), "tournament {id}");
    }
}
