//! The tie-breaks of the shared reference tournaments (`../shared/data/tiebreaks`, see its
//! README) against the values FIDE's reference tie-break calculator computed for them: each
//! `dutch_*.trf` is imported, ranked by points and the tie-breaks its `202` record lists (by
//! FIDE code), and every player's rank, points and tie-break values must equal the row of
//! `dutch_*.expected.csv`.

#[path = "common/shared_data.rs"]
mod shared_data;

use std::path::Path;

use crownhead::domain::{Standings, TieBreak, TieBreakValue, Tournament};
use crownhead::export::trf;

/// The codes of the file's `202` record, in order (comma or blank separated).
fn codes_202(text: &str) -> Vec<String> {
    let line = text
        .split(['\r', '\n'])
        .find(|l| l.starts_with("202"))
        .expect("a 202 record");
    line[3..]
        .split([',', ' ', '\t'])
        .filter(|c| !c.is_empty())
        .map(str::to_owned)
        .collect()
}

/// A decimal number of the CSV as an exact value (`15.40` is 1540/100).
fn decimal(text: &str) -> TieBreakValue {
    let (int, frac) = text.split_once('.').unwrap_or((text, ""));
    let den = 10i64.pow(frac.len() as u32);
    let negative = int.starts_with('-');
    let whole: i64 = int.trim_start_matches('-').parse().expect("a number");
    let part: i64 = if frac.is_empty() {
        0
    } else {
        frac.parse().expect("a number")
    };
    let num = whole * den + part;
    TieBreakValue::new(if negative { -num } else { num }, den)
}

/// The tournament of `path` with the tie-breaks of its 202 record, and those codes.
fn tournament(path: &Path) -> (Tournament, Vec<String>) {
    let text = std::fs::read_to_string(path).unwrap();
    let codes = codes_202(&text);
    let t = trf::import(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
    let mut settings = t.settings().clone();
    settings.tie_breaks = codes
        .iter()
        .map(|c| TieBreak::from_fide_code(c).unwrap_or_else(|| panic!("unknown code {c}")))
        .collect();
    let t = Tournament::from_parts(settings, t.entries().to_vec(), t.rounds().to_vec()).unwrap();
    (t, codes)
}

/// Compares the standings with the expected CSV; returns the number of values compared and
/// pushes every difference to `diffs`.
fn compare(
    name: &str,
    st: &Standings,
    codes: &[String],
    csv: &str,
    diffs: &mut Vec<String>,
) -> usize {
    let mut lines = csv.lines().filter(|l| !l.trim().is_empty());
    let header: Vec<&str> = lines.next().expect("a header").split(',').collect();
    assert_eq!(&header[..3], ["Rank", "StartNo", "PTS"], "{name}");
    assert_eq!(
        header[3..],
        codes.iter().map(String::as_str).collect::<Vec<_>>(),
        "{name}"
    );
    let mut compared = 0;
    let mut rows = 0;
    for line in lines {
        let cells: Vec<&str> = line.split(',').collect();
        assert_eq!(cells.len(), header.len(), "{name}: {line}");
        let no: u32 = cells[1].parse().unwrap();
        let Some(row) = st.row(no) else {
            diffs.push(format!("{name}: no standings row for player {no}"));
            continue;
        };
        rows += 1;
        let rank: u32 = cells[0].parse().unwrap();
        if row.rank != rank {
            diffs.push(format!(
                "{name}: player {no}: rank {} instead of {rank}",
                row.rank
            ));
        }
        let pts = decimal(cells[2]);
        if TieBreakValue::halves(i64::from(row.score.halves())) != pts {
            diffs.push(format!(
                "{name}: player {no}: {} points instead of {}",
                row.score, cells[2]
            ));
        }
        compared += 2;
        for (k, code) in codes.iter().enumerate() {
            let expected = decimal(cells[3 + k]);
            let got = row.tie_breaks[k];
            if got != expected {
                diffs.push(format!(
                    "{name}: player {no}: {code} {got} instead of {}",
                    cells[3 + k]
                ));
            }
            compared += 1;
        }
    }
    assert_eq!(rows, st.rows.len(), "{name}: one CSV row per player");
    compared
}

#[test]
fn every_reference_tournament_agrees_with_the_reference_calculator() {
    let Some(dir) = shared_data::shared_data("tiebreaks") else {
        return;
    };
    let mut trfs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    trfs.sort();
    let csvs = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".expected.csv")
        })
        .count();
    assert!(
        !trfs.is_empty(),
        "no reference tournament in {}",
        dir.display()
    );
    assert_eq!(trfs.len(), csvs, "one expected CSV per TRF file");
    let mut diffs = Vec::new();
    let mut files = 0;
    let mut values = 0;
    let mut expected_values = 0;
    for path in &trfs {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let csv_path = path.with_extension("expected.csv");
        let csv = std::fs::read_to_string(&csv_path)
            .unwrap_or_else(|e| panic!("{}: {e}", csv_path.display()));
        let (t, codes) = tournament(path);
        let st = t.standings();
        let rows = csv.lines().filter(|l| !l.trim().is_empty()).count() - 1;
        expected_values += rows * (2 + codes.len());
        values += compare(&name, &st, &codes, &csv, &mut diffs);
        files += 1;
    }
    eprintln!(
        "compared {files} tournaments, {values} values (ranks, points and tie-breaks): {} differences",
        diffs.len()
    );
    assert!(
        diffs.is_empty(),
        "{} differences:\n{}",
        diffs.len(),
        diffs.join("\n")
    );
    assert_eq!(files, trfs.len());
    assert_eq!(
        values, expected_values,
        "every cell of every CSV was compared"
    );
    assert!(values > 0);
}
