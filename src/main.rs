use std::process::ExitCode;

fn main() -> ExitCode {
    crownhead::cli::main()
}
