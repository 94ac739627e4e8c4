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
    #[error("fixture {file}: {source}")]
    Fixture {
        file: &'static str,
        source: FixtureError,
    },
}

/// Loads every demo tournament not loaded yet; prints one line per tournament.
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
        println!("{id}\t{name}\tloaded");
    }
    Ok(())
}
