//! The compiled-in ballot decks agree with the published tables in `../shared/data/ballots`
//! (skipped with a message when that directory is absent, failed under CI).

#[path = "common/shared_data.rs"]
mod shared_data;

use std::path::PathBuf;

use crownhead::ballot::{self, Deck};

fn shared() -> Option<PathBuf> {
    shared_data::shared_data("ballots")
}

fn rows(dir: &std::path::Path, file: &str) -> Vec<csv::StringRecord> {
    csv::Reader::from_path(dir.join(file))
        .unwrap()
        .records()
        .map(Result::unwrap)
        .collect()
}

fn deck(name: &str) -> &'static Deck {
    ballot::find(name).unwrap()
}

#[test]
fn english_decks_agree_with_the_published_ballots() {
    let Some(dir) = shared() else { return };
    let d = deck("acf-3move");
    let published = rows(&dir, "english-3move.csv");
    assert_eq!(published.len(), d.openings.len());
    for r in &published {
        let o = d
            .opening(&r[0])
            .unwrap_or_else(|| panic!("ACF {} missing", &r[0]));
        assert_eq!(o.opening, &r[1], "ACF {}", &r[0]);
        assert_eq!(o.is_drawable(), &r[2] != "barred", "ACF {}", &r[0]);
        assert_eq!(o.name, &r[3]);
    }
    let d = deck("english-2move");
    let published = rows(&dir, "english-2move.csv");
    assert_eq!(published.len(), d.openings.len());
    for r in &published {
        let o = d.opening(&r[0]).unwrap();
        assert_eq!(o.opening, &r[1]);
        assert_eq!(o.is_drawable(), &r[2] == "standard");
        let fen =
            draughts_rules::VariantPosition::from_fen(draughts_rules::Variant::English, &r[3])
                .unwrap();
        use draughts_rules::Position;
        assert_eq!(
            d.start_fen(o, draughts_rules::Variant::English),
            Some(fen.to_fen().as_str())
        );
    }
}

#[test]
fn idf_decks_agree_with_the_published_tables() {
    let Some(dir) = shared() else { return };
    for (file, name) in [
        ("russian-openings.csv", "idf-russian"),
        ("brazilian-openings.csv", "idf-brazilian"),
        ("russian-brazilian-150.csv", "idf-short-150"),
    ] {
        let d = deck(name);
        let published = rows(&dir, file);
        assert_eq!(published.len(), d.drawable_count(), "{name}");
        for r in &published {
            let label = &r[0];
            let id = label
                .split_once(": ")
                .map(|x| x.0)
                .unwrap_or_else(|| label.split(' ').next().unwrap());
            let o = d
                .opening(id)
                .unwrap_or_else(|| panic!("{name} {id} missing"));
            assert_eq!(o.opening, &r[2], "{name} {id}");
        }
    }
}

#[test]
fn absent_shared_data_is_skipped_outside_ci_and_found_when_present() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(shared_data::locate(dir.path(), "ballots", false), None);
    std::fs::create_dir(dir.path().join("ballots")).unwrap();
    assert_eq!(
        shared_data::locate(dir.path(), "ballots", true),
        Some(dir.path().join("ballots"))
    );
}

#[test]
#[should_panic(expected = "is absent: CI always has ../shared/data beside the workspace")]
fn absent_shared_data_fails_under_ci() {
    let dir = tempfile::tempdir().unwrap();
    shared_data::locate(dir.path(), "ballots", true);
}
