//! `crownhead decks`: the ballot decks with their sizes, one a line: name, variants (`all` for
//! every variant), openings drawn, openings barred, description. With `--file`, the given deck files are checked and
//! listed too (a bad file is refused naming its line).

use std::path::PathBuf;

use clap::Args;

use crate::ballot::{self, Deck, DeckError};

/// Lists the ballot decks.
#[derive(Debug, Args)]
pub struct DecksArgs {
    /// A deck file of your own to check and list (may be repeated).
    #[arg(long = "file")]
    pub files: Vec<PathBuf>,
}

fn line(d: &Deck) -> String {
    let variants: Vec<&str> = d.variants.iter().map(|v| v.name()).collect();
    let variants = if variants.len() == draughts_rules::Variant::ALL.len() {
        "all".to_owned()
    } else {
        variants.join(",")
    };
    format!(
        "{:<15} {:<17} {:>4} {:>3}  {}",
        d.name,
        variants,
        d.drawable_count(),
        d.barred_count(),
        d.description
    )
}

/// Prints the library's decks (built in, and those of `CROWNHEAD_DECKS`), then the files
/// given; the first bad file is the error.
pub fn run(args: &DecksArgs) -> Result<(), DeckError> {
    let extra = args
        .files
        .iter()
        .map(|f| Deck::load(f))
        .collect::<Result<Vec<_>, _>>()?;
    let lib = ballot::library();
    for e in &lib.refused {
        eprintln!("crownhead decks: refused {e}");
    }
    for d in lib.decks.iter().chain(&extra) {
        crate::outln!("{}", line(d));
    }
    Ok(())
}
