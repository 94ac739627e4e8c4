//! `crownhead ballot --deck NAME --seed N --rounds R [--boards B]`: the openings an event with
//! ballot seed `N` draws in its first `R` rounds (before any redraw or opening set by hand),
//! one a line: `ROUND REFERENCE`, or `ROUND BOARD REFERENCE` with one opening per board.

use std::path::PathBuf;

use clap::Args;

use crate::ballot::{self, Deck};

/// Lists the openings a tournament with the given ballot seed would draw.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("source").required(true).args(["deck", "deck_file"])))]
pub struct BallotArgs {
    /// The deck's name (see `crownhead decks`).
    #[arg(long)]
    pub deck: Option<String>,
    /// A deck file of your own instead of a named deck.
    #[arg(long)]
    pub deck_file: Option<PathBuf>,
    /// The event's ballot seed.
    #[arg(long)]
    pub seed: u64,
    /// How many rounds.
    #[arg(long)]
    pub rounds: u32,
    /// One opening per board, for this many boards a round (default: one per round).
    #[arg(long)]
    pub boards: Option<usize>,
}

/// Why the list cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum BallotCliError {
    #[error(transparent)]
    Deck(#[from] ballot::DeckError),
    #[error("there is no deck named `{0}` (see `crownhead decks`)")]
    UnknownDeck(String),
    #[error("deck `{0}` is free play: nothing is balloted")]
    Free(String),
    #[error("--boards must be at least 1")]
    NoBoards,
}

pub fn run(args: &BallotArgs) -> Result<(), BallotCliError> {
    let own;
    let deck: &Deck = match (&args.deck, &args.deck_file) {
        (_, Some(f)) => {
            own = Deck::load(f)?;
            &own
        }
        (Some(name), None) => {
            ballot::find(name).ok_or_else(|| BallotCliError::UnknownDeck(name.clone()))?
        }
        (None, None) => unreachable!("clap requires one"),
    };
    if deck.is_free() {
        return Err(BallotCliError::Free(deck.name.clone()));
    }
    if args.boards == Some(0) {
        return Err(BallotCliError::NoBoards);
    }
    let per_round = args.boards.unwrap_or(1);
    for (r, drawn) in ballot::plan(deck, args.seed, args.rounds, per_round)
        .into_iter()
        .enumerate()
    {
        for (b, o) in drawn.into_iter().enumerate() {
            if args.boards.is_some() {
                crate::outln!("{} {} {}", r + 1, b + 1, deck.reference(o));
            } else {
                crate::outln!("{} {}", r + 1, deck.reference(o));
            }
        }
    }
    Ok(())
}
