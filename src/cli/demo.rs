//! `crownhead demo`: loads the demo tournaments into the database, with the game records of
//! some of their boards.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::domain::{FixtureError, TournamentFile};
use crate::store::records::{RecordEdit, save_record};
use crate::store::{self, GameRef, StoreError};

/// The demo tournaments, as committed in `fixtures/tournaments/`.
pub const FIXTURES: [(&str, &str); 2] = [
    (
        "english-open.json",
        include_str!("../../fixtures/tournaments/english-open.json"),
    ),
    (
        "fmjd-swiss.json",
        include_str!("../../fixtures/tournaments/fmjd-swiss.json"),
    ),
];

/// The game records of the demo tournaments (`*.records.json` beside each), in the order of
/// [`FIXTURES`]: legal games written by `cargo run --example generate_fixtures` with the rules
/// crate.
pub const RECORDS: [(&str, &str); 2] = [
    (
        "english-open.records.json",
        include_str!("../../fixtures/tournaments/english-open.records.json"),
    ),
    (
        "fmjd-swiss.records.json",
        include_str!("../../fixtures/tournaments/fmjd-swiss.records.json"),
    ),
];

/// One game record of a demo tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FixtureRecord {
    pub round: u32,
    pub board: u32,
    pub game: u8,
    pub pdn: String,
}

/// Stores the records of a records file (JSON: a list of [`FixtureRecord`]) with tournament
/// `id`, each verified as a controller's record is; returns how many.
pub fn load_records(
    conn: &mut store::Connection,
    id: i64,
    json: &str,
) -> Result<usize, StoreError> {
    let records: Vec<FixtureRecord> = serde_json::from_str(json)
        .map_err(|e| StoreError::Corrupt(format!("a demo records file: {e}")))?;
    for r in &records {
        let at = GameRef {
            round: r.round,
            board: r.board,
            game: r.game,
        };
        let edit = RecordEdit {
            pdn: Some(r.pdn.clone()),
            ruling: None,
            was: None,
        };
        save_record(conn, id, at, &edit, "demo")?;
    }
    Ok(records.len())
}

#[derive(Debug, thiserror::Error)]
pub enum DemoError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the prize list of fixture {file}: {message}")]
    Prizes { file: &'static str, message: String },
    #[error("fixture {file}: {source}")]
    Fixture {
        file: &'static str,
        source: FixtureError,
    },
}

/// The demo's prize lists, by the tournament fixture they belong to.
pub const PRIZE_LISTS: [(&str, &str); 1] = [(
    "fmjd-swiss.json",
    include_str!("../../fixtures/prizes/fmjd-swiss.json"),
)];

/// Loads every demo tournament not loaded yet, with its prize list; prints one line per
/// tournament.
pub fn run(db: &Path) -> Result<(), DemoError> {
    let mut conn = store::open(db)?;
    for ((file, text), (_, records)) in FIXTURES.into_iter().zip(RECORDS) {
        let fixture = |source| DemoError::Fixture { file, source };
        let t = TournamentFile::from_json(text)
            .and_then(TournamentFile::into_tournament)
            .map_err(fixture)?;
        let name = t.settings().name.clone();
        if let Some(id) = store::tournaments::find_by_name(&conn, &name)? {
            println!("{id}\t{name}\t(already loaded)");
            continue;
        }
        let id = store::import_tournament(&mut conn, &t, "demo")?;
        for (_, list) in PRIZE_LISTS.iter().filter(|(f, _)| *f == file) {
            let list: crate::domain::prize_list::PrizeList =
                serde_json::from_str(list).map_err(|e| DemoError::Prizes {
                    file,
                    message: e.to_string(),
                })?;
            let reason = Some("the demo's prize list");
            store::set_prize_list(&mut conn, id, store::Seen::Any, &list, reason, "demo")?;
        }
        let games = load_records(&mut conn, id, records)?;
        println!("{id}\t{name}\tloaded ({games} game records)");
    }
    match store::tournaments::find_by_name(&conn, TEAM_DEMO)? {
        Some(id) => println!("{id}\t{TEAM_DEMO}\t(already loaded)"),
        None => {
            let id = load_team_demo(&mut conn)?;
            println!("{id}\t{TEAM_DEMO}\tloaded (8 teams, 6 rounds played)");
        }
    }
    Ok(())
}

/// The name of the demo's team event.
pub const TEAM_DEMO: &str = "Club league (teams)";

/// The demo's team event, played through the controller's commands: 8 club teams of four
/// (two with a reserve), international draughts, a round robin of 7 rounds of which 6 are
/// played (reserves put up in some rounds, a few boards forfeited, one board left empty) and
/// the 7th paired with its line-ups in. Returns the tournament's id.
pub fn load_team_demo(conn: &mut store::Connection) -> Result<i64, StoreError> {
    use crate::domain::settings::{Preset, Settings, System};
    use crate::domain::team::{TeamPairing, TeamSettings};
    use crate::domain::{BoardReport, Entry, Federation, PlayerName};
    use store::Seen;
    const CLUBS: [(&str, &str); 8] = [
        ("Excelsior Leeuwarden", "NED"),
        ("Damclub Wageningen", "NED"),
        ("Damier Lillois", "FRA"),
        ("Tbilisi Shashki", "GEO"),
        ("Yakutsk Almaz", "RUS"),
        ("Riga Dambrete", "LAT"),
        ("Bamako Stade", "MLI"),
        ("CEMA Amsterdam", "NED"),
    ];
    const FIRST: [&str; 10] = [
        "Jan", "Roel", "Marie", "Aygul", "Pierre", "Ivan", "Ndiaga", "Heike", "Luc", "Anna",
    ];
    const LAST: [&str; 10] = [
        "Dekker", "Postma", "Georgiev", "Valneris", "Lefebvre", "Zijlstra", "Kone", "Bos",
        "Mulder", "Petrov",
    ];
    let mut s = Settings::preset(Preset::FmjdInternational, TEAM_DEMO, 7);
    s.system = System::RoundRobin;
    s.venue = "Wageningen".into();
    s.team = Some(TeamSettings::new(4).map_err(|e| StoreError::Corrupt(e.to_string()))?);
    let tid = store::create_tournament(conn, &s, "demo")?;
    // A small reproducible generator for names, ratings and results.
    let mut seed: u64 = 17;
    let mut next = move |n: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    let mut no = 0;
    for (k, (club, fed)) in CLUBS.iter().enumerate() {
        let size = if k % 4 == 1 { 5 } else { 4 };
        let mut players = Vec::new();
        for i in 0..size {
            no += 1;
            let name = format!(
                "{}, {}",
                LAST[next(10) as usize],
                FIRST[(no as usize + i) % FIRST.len()]
            );
            let mut e = Entry::new(no, PlayerName::parse(&name).expect("a demo name"))
                .expect("a demo entry");
            e.federation = Federation::parse(fed).ok();
            e.rating = Some(2300 - 40 * k as u32 - 25 * i as u32 + next(30) as u32);
            e.club = Some((*club).to_owned());
            store::add_entry(conn, tid, Seen::Any, &e, None, "demo")?;
            players.push(no);
        }
        store::create_team(
            conn,
            tid,
            Seen::Any,
            club,
            Some((*fed).to_owned()),
            Some(format!("Captain of {club}")),
            players,
            "demo",
        )?;
    }
    for round in 1..=7u32 {
        store::pair_team_round_auto(conn, tid, Seen::Any, "demo")?;
        let (_, e) = store::teams::event(conn, tid)?.expect("a team event");
        for m in e.matches_of_round(round).cloned().collect::<Vec<_>>() {
            let TeamPairing::Match { first, second } = m.pairing else {
                continue;
            };
            for team in [first, second] {
                let p = &e.team(team).expect("paired team").players;
                // A reserve plays board 4 every other round; in round 3 the second club
                // leaves board 4 empty.
                let mut lineup: Vec<Option<u32>> = p.iter().take(4).map(|&x| Some(x)).collect();
                if p.len() == 5 && round % 2 == 0 {
                    lineup[3] = Some(p[4]);
                }
                if round == 3 && team == 2 {
                    lineup[3] = None;
                }
                store::set_lineup(conn, tid, Seen::Any, round, m.number, team, &lineup, "demo")?;
            }
        }
        store::publish_round(conn, tid, round, "demo")?;
        if round == 7 {
            break;
        }
        let (t, _) = store::teams::event(conn, tid)?.expect("a team event");
        let boards = t.round(round).map_or(0, |r| r.boards().len()) as u32;
        for board in 1..=boards {
            let code = match next(20) {
                0 => "+:-",
                1 => "-:+",
                2..=7 => "1-0",
                8..=13 => "=",
                _ => "0-1",
            };
            let report =
                BoardReport::parse(code).map_err(|e| StoreError::Corrupt(e.to_string()))?;
            store::record_result(conn, tid, round, board, &report, "demo")?;
        }
        store::close_round(conn, tid, Seen::Any, round, "demo")?;
    }
    Ok(tid)
}
