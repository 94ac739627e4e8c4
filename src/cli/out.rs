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

/// Writes `bytes` to standard output and makes sure they were taken in full: written and
/// flushed, and, when the output is a pipe, read out of it by the program at its other end
/// (waiting up to `within` while it reads; a reader that ends with bytes unread, such as
/// `head -c 40`, is an error). For output that must not be lost, such as new secret links:
/// the caller keeps what it replaces unless this succeeds.
pub fn deliver(bytes: &[u8], within: std::time::Duration) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)?;
    out.flush()?;
    let fd = rustix::stdio::stdout();
    let fifo = rustix::fs::fstat(fd)
        .map(|st| rustix::fs::FileType::from_raw_mode(st.st_mode) == rustix::fs::FileType::Fifo)
        .unwrap_or(false);
    if !fifo {
        return Ok(());
    }
    let until = std::time::Instant::now() + within;
    loop {
        let unread = rustix::io::ioctl_fionread(fd).map_err(io::Error::from)?;
        if unread == 0 {
            return Ok(());
        }
        let mut fds = [rustix::event::PollFd::new(
            &fd,
            rustix::event::PollFlags::OUT,
        )];
        let wait = rustix::event::Timespec {
            tv_sec: 0,
            tv_nsec: 50_000_000,
        };
        rustix::event::poll(&mut fds, Some(&wait)).map_err(io::Error::from)?;
        let gone = fds[0]
            .revents()
            .intersects(rustix::event::PollFlags::ERR | rustix::event::PollFlags::HUP);
        if gone {
            return Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                format!("the reader of the output ended with {unread} bytes unread"),
            ));
        }
        if std::time::Instant::now() > until {
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                format!(
                    "{unread} bytes of the output were still unread after {} s",
                    within.as_secs()
                ),
            ));
        }
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
