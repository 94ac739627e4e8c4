//! The command line's standard output, written as other Unix tools write it: when the reader
//! has gone (`crownhead tournaments | head -1`, a closed pipe) the program ends quietly; any
//! other write error (`> /dev/full`) is said on standard error and ends it with status 1.
//! Every command prints through [`outln!`](crate::outln) and [`out!`](crate::out) instead of `println!`, which panics.

use std::fmt;
use std::io::{self, Write};

/// Ends the program after a failed write to standard output.
pub fn gone(e: &io::Error) -> ! {
    if e.kind() == io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("crownhead: cannot write the output: {e}");
    std::process::exit(1);
}

/// Writes `args` to standard output (ends the program when it cannot).
pub fn write(args: fmt::Arguments<'_>, newline: bool) {
    let mut out = io::stdout().lock();
    let written = out.write_fmt(args).and_then(|()| {
        if newline {
            out.write_all(b"\n")
        } else {
            Ok(())
        }
    });
    if let Err(e) = written {
        gone(&e);
    }
}

/// Flushes standard output before the program ends (ends it with status 1 when it cannot).
pub fn finish() {
    if let Err(e) = io::stdout().lock().flush() {
        gone(&e);
    }
}

/// `println!` that ends the program quietly on a closed pipe, with a message on other errors.
#[macro_export]
macro_rules! outln {
    () => {
        $crate::cli::out::write(format_args!(""), true)
    };
    ($($arg:tt)*) => {
        $crate::cli::out::write(format_args!($($arg)*), true)
    };
}

/// `print!` that ends the program quietly on a closed pipe, with a message on other errors.
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::out::write(format_args!($($arg)*), false)
    };
}
