//! Reads PDN files and prints, for each, the games read, the syntax errors and
//! the warnings.

use std::fs::File;
use std::io::BufReader;

use draughts_rules::pdn::{ReadError, Reader};

fn main() {
    for path in std::env::args().skip(1) {
        let file = match File::open(&path) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("{path}: {e}");
                std::process::exit(2);
            }
        };
        let (mut ok, mut errors, mut warnings) = (0, 0, 0);
        for game in Reader::new(BufReader::new(file)).games() {
            match game {
                Ok(g) => {
                    ok += 1;
                    for w in &g.warnings {
                        warnings += 1;
                        println!("{path}: game {}: warning: {w}", g.index);
                    }
                }
                Err(ReadError::Syntax(e)) => {
                    errors += 1;
                    println!("{path}: error: {e}");
                }
                Err(e) => {
                    eprintln!("{path}: {e}");
                    std::process::exit(2);
                }
            }
        }
        println!("{path}: {ok} games read, {errors} syntax errors, {warnings} warnings");
    }
}
