//! The team standings of the shared reference team tournaments (`../shared/data/teams`, see its
//! README) against the values FIDE's reference tie-break calculator computed for them: each
//! `team_*.trf` is read (its `310`, `320`, `330`, `352`, `362` records and `001` lines), its
//! matches rebuilt and scored, ranked by match points and the tie-breaks of its `202` record,
//! and every team's rank, match points, game points, DE, SB:MP and BH:MP must equal the row of
//! `team_*.expected.csv`.

#[path = "common/shared_data.rs"]
mod shared_data;

use std::path::Path;

use crownhead::domain::team_standings::{TeamTieBreak, team_standings};
use crownhead::export::trf_team;

fn check_file(trf: &Path, expected: &Path) -> usize {
    let text = std::fs::read_to_string(trf).expect("the TRF file");
    let file = trf_team::read(&text).unwrap_or_else(|e| panic!("{}: {e}", trf.display()));
    let teams = file.domain_teams().expect("teams");
    let matches = file.matches().expect("matches");
    let scoring = file.scoring();
    let codes = file.tie_breaks.join(",");
    let tbs = TeamTieBreak::parse_list(&codes).expect("the 202 codes");
    assert_eq!(
        tbs,
        TeamTieBreak::DEFAULT,
        "{}: tie-breaks of the 202 record",
        trf.display()
    );
    let rows = team_standings(&teams, &matches, &scoring, &tbs);
    let csv = std::fs::read_to_string(expected).expect("the expected CSV");
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("Rank,Team,MP,GP,DE,SB:MP,BH:MP"));
    let mut compared = 0;
    for (line, row) in lines.zip(&rows) {
        let ours = format!(
            "{},{},{:.1},{:.1},{},{},{}",
            row.rank,
            row.name,
            row.match_points.as_f64(),
            row.board_points.as_f64(),
            row.values[1],
            row.values[2],
            row.values[3],
        );
        assert_eq!(ours, line, "{}", trf.display());
        compared += 7;
    }
    assert_eq!(
        csv.lines().count() - 1,
        rows.len(),
        "{}: one row per team",
        trf.display()
    );
    // The file's own 310 records agree too.
    for t in &file.teams {
        let row = rows
            .iter()
            .find(|r| r.team == t.no)
            .expect("a row per team");
        assert_eq!(
            (row.match_points, row.board_points),
            (t.match_points, t.game_points),
            "{}: team {}",
            trf.display(),
            t.no
        );
    }
    compared
}

#[test]
fn team_standings_equal_the_reference_calculator() {
    let Some(dir) = shared_data::shared_data("teams") else {
        return;
    };
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the teams directory")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 12, "twelve reference team tournaments");
    let mut values = 0;
    for trf in &files {
        let expected = trf.with_extension("expected.csv");
        values += check_file(trf, &expected);
    }
    eprintln!("{} team tournaments, {values} values equal", files.len());
}
