//! `crownhead demo`: loads the demo tournaments into the database.

use std::path::Path;

use crate::domain::{FixtureError, TournamentFile};
use crate::store::{self, StoreError};

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
    for (file, text) in FIXTURES {
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
        println!("{id}\t{name}\tloaded");
    }
    Ok(())
}
