//! `crownhead pair`: pairs the next round of a TRF file, or checks a finished
//! tournament round by round, in the manner of the established engines.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::pairing::{check, dutch, trf};

/// Arguments of `crownhead pair`.
#[derive(Debug, Args)]
pub struct PairArgs {
    /// Use the FIDE Dutch system.
    #[arg(long, required = true)]
    pub dutch: bool,
    /// The tournament file (TRF).
    pub file: PathBuf,
    /// Pair the next round; write it to OUT, or to standard output.
    #[arg(short = 'p', value_name = "OUT", num_args = 0..=1, conflicts_with = "check")]
    pub pair: Option<Option<PathBuf>>,
    /// Replay the tournament and list every round the engine pairs differently.
    #[arg(short = 'c', long = "check")]
    pub check: bool,
}

/// Runs the command: exit 0 on success (no discrepancy), 1 when a check
/// finds discrepancies or pairing fails, 2 for unreadable input.
pub fn run(args: &PairArgs) -> ExitCode {
    let text = match std::fs::read(&args.file) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            eprintln!("crownhead pair: cannot read {}: {e}", args.file.display());
            return ExitCode::from(2);
        }
    };
    let tournament = match trf::parse(&text) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("crownhead pair: {}: {e}", args.file.display());
            return ExitCode::from(2);
        }
    };
    if args.check {
        let found = check::replay_dutch(&tournament);
        for d in &found {
            crate::outln!("{d}");
        }
        return if found.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        };
    }
    let Some(out) = &args.pair else {
        eprintln!("crownhead pair: say -p [OUT] to pair the next round or -c to check the file");
        return ExitCode::from(2);
    };
    match dutch::pair(&tournament) {
        Ok(pairing) => {
            let text = pairing.to_string();
            match out {
                Some(path) => {
                    if let Err(e) = std::fs::write(path, text) {
                        eprintln!("crownhead pair: cannot write {}: {e}", path.display());
                        return ExitCode::from(2);
                    }
                }
                None => crate::out!("{text}"),
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("crownhead pair: {e}");
            ExitCode::from(1)
        }
    }
}
