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

/// The players paired (or given the bye) after being absent from the two rounds before, as
/// the file tells (`domain::absence`): the controller withdraws them or pairs them anyway.
/// Nothing when the file cannot be read as a tournament.
fn absence_warnings(text: &str, pairing: &crate::pairing::RoundPairing) -> Vec<String> {
    let Ok(t) = crate::export::trf::import(text) else {
        return Vec::new();
    };
    let round = t.rounds().len() as u32 + 1;
    crate::domain::absence::absent_two_rounds_running(&t, round)
        .into_iter()
        .filter(|a| {
            pairing.bye == Some(a.no) || pairing.boards.iter().any(|&(w, b)| w == a.no || b == a.no)
        })
        .map(|a| a.to_string())
        .collect()
}

/// Runs the command: exit 0 on success (no discrepancy), 1 when a check
/// finds discrepancies or pairing fails, 2 for unreadable input.
pub fn run(args: &PairArgs) -> ExitCode {
    let name = args.file.display();
    let bytes = match std::fs::read(&args.file) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("crownhead pair: cannot read {name}: {e}");
            return ExitCode::from(2);
        }
    };
    // The one TRF reader of `import`: the same files, the same leniencies and warnings.
    let (text, decoded) = match crate::export::trf::decode(bytes) {
        Ok(read) => read,
        Err(e) => {
            eprintln!("crownhead pair: {name}, {e}");
            return ExitCode::from(2);
        }
    };
    let tournament = match trf::read(&text) {
        Ok(read) => {
            for w in decoded.iter().chain(&read.warnings) {
                eprintln!("crownhead pair: {name}: warning: {w}");
            }
            read.tournament
        }
        Err(errors) => {
            for e in errors {
                eprintln!("crownhead pair: {name}: {e}");
            }
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
            for w in absence_warnings(&text, &pairing) {
                eprintln!("crownhead pair: warning: {w}");
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{
        BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings, Tournament,
    };

    #[test]
    fn a_player_absent_two_rounds_running_is_a_warning_of_the_pairing() {
        let mut s = Settings::preset(Preset::FmjdInternational, "T", 5);
        s.games_per_round = 1;
        let mut t = Tournament::new(s).unwrap();
        for (n, name) in (1..).zip(["Ann", "Bob", "Cy", "Di"]) {
            let mut e = Entry::new(n, PlayerName::parse(name).unwrap()).unwrap();
            e.rating = Some(2000 - 10 * n);
            t.add_entry(e).unwrap();
        }
        // Di (4) forfeits by absence in rounds 1 and 2 (000 art. 2.24).
        for (round, pairs) in [(1, [(1, 3), (2, 4)]), (2, [(1, 2), (3, 4)])] {
            let p: Vec<Pairing> = pairs.iter().map(|&(a, b)| Pairing::game(a, b)).collect();
            t.pair_round(&p, None).unwrap();
            t.publish_round(round).unwrap();
            t.record_result(round, 1, &BoardReport::new(vec![GameReport::Draw]))
                .unwrap();
            t.record_result(round, 2, &BoardReport::new(vec![GameReport::AwayAbsent]))
                .unwrap();
            t.close_round(round).unwrap();
        }
        let text = crate::export::trf::write(&t);
        let file = crate::pairing::trf::parse(&text).unwrap();
        let pairing = dutch::pair(&file).unwrap();
        let w = absence_warnings(&text, &pairing);
        assert_eq!(w.len(), 1, "{w:?}\n{text}");
        assert!(
            w[0].starts_with("4 (Di) was absent in rounds 1 and 2"),
            "{w:?}"
        );
    }
}
