//! `crownhead perft`: counts the leaves of the legal move tree.

use std::time::Instant;

use clap::Args;
use draughts_rules::{FenError, MoveText, Position, Variant, VariantPosition};

/// Counts the positions reached after DEPTH plies (each distinct move once).
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The variant: english, international, russian or brazilian.
    #[arg(long)]
    pub variant: Variant,

    /// The start position as a PDN FEN (default: the variant's start position).
    #[arg(long)]
    pub fen: Option<String>,

    /// Print each root move with its count first.
    #[arg(long)]
    pub divide: bool,

    /// Print the time taken and the speed to stderr.
    #[arg(long)]
    pub time: bool,

    /// The number of plies.
    pub depth: u32,
}

/// Why perft cannot run.
#[derive(Debug, thiserror::Error)]
pub enum PerftError {
    #[error("bad --fen: {0}")]
    Fen(#[from] FenError),
}

/// Runs perft and prints the result: with `--divide` one `move count` line per root move, then the
/// leaf count alone on the last line.
pub fn run(args: &PerftArgs) -> Result<(), PerftError> {
    let pos = match &args.fen {
        Some(fen) => VariantPosition::from_fen(args.variant, fen)?,
        None => VariantPosition::new(args.variant),
    };
    let start = Instant::now();
    let total = if args.divide {
        let mut total = 0;
        for (m, n) in pos.divide(args.depth) {
            crate::outln!("{} {n}", MoveText::from_move(&pos, &m));
            total += n;
        }
        // A depth of 0 has one leaf, the position itself, and no root move.
        if args.depth == 0 { 1 } else { total }
    } else {
        pos.perft(args.depth)
    };
    if args.time {
        let secs = start.elapsed().as_secs_f64();
        eprintln!(
            "{} perft({}) = {total} in {secs:.3} s ({:.1} M leaves/s)",
            args.variant,
            args.depth,
            total as f64 / secs.max(1e-9) / 1e6
        );
    }
    crate::outln!("{total}");
    Ok(())
}
