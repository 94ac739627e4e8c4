//! `crownhead standings --tournament ID [--format text|csv|json]`.

use std::path::Path;

pub use crate::export::standings::Format;
use crate::export::standings::{WriteError, write, write_placings};
use crate::export::teams::write_teams;
use crate::store::{self, StoreError};

#[derive(Debug, thiserror::Error)]
pub enum StandingsError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Write(#[from] WriteError),
}

pub fn run(db: &Path, tournament: i64, format: Format) -> Result<(), StandingsError> {
    let conn = store::open(db)?;
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    if let Some((t, e)) = store::teams::event(&conn, tournament)? {
        return match write_teams(&t, &e, format, &mut lock) {
            Err(e) if e.is_broken_pipe() => Ok(()),
            other => Ok(other?),
        };
    }
    let t = store::tournaments::load(&conn, tournament)?;
    let written = if t.settings().system.is_knockout() {
        let k = store::knockout::of(&conn, tournament, &t)?;
        write_placings(&t, &k, format, &mut lock)
    } else {
        let s = store::standings(&conn, tournament)?;
        write(&s, format, &mut lock)
    };
    match written {
        // The reader went away (`crownhead standings | head`): nothing left to do.
        Err(e) if e.is_broken_pipe() => Ok(()),
        other => Ok(other?),
    }
}
