//! The `crownhead` binary: the command line of `crownhead::cli`, which also serves the dashboard.

use std::process::ExitCode;

fn main() -> ExitCode {
    crownhead::cli::main()
}
