//! `crownhead tournaments`: lists the tournaments in the database.

use std::path::Path;

use crate::store::{self, StoreError};

/// Prints `id`, name, variant, system, players and rounds played, one tournament a line.
pub fn run(db: &Path) -> Result<(), StoreError> {
    let conn = store::open(db)?;
    let list = store::tournaments::list(&conn)?;
    let width = list
        .iter()
        .map(|t| t.name.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    crate::outln!(
        "{:>4}  {:<width$}  {:<13}  {:<18}  {:>7}  {:>13}",
        "id",
        "name",
        "variant",
        "system",
        "players",
        "rounds played"
    );
    for t in list {
        crate::outln!(
            "{:>4}  {:<width$}  {:<13}  {:<18}  {:>7}  {:>13}",
            t.id,
            t.name,
            t.variant,
            t.system,
            t.players,
            t.rounds_played
        );
    }
    Ok(())
}
