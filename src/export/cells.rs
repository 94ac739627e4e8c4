//! The one CSV writer of every CSV file Crownhead writes, and the matching clean-up of cells
//! read from CSV.
//!
//! A spreadsheet opening a CSV file takes a cell that begins with `=`, `+`, `-` or `@` (and,
//! in some programs, a tab or a carriage return) as a formula: a player entered as
//! `=HYPERLINK("http://x","y")` would become a live link in a federation officer's sheet. As
//! OWASP recommends, such a cell is written with a `'` before it, which spreadsheets read as
//! "this is text". Two kinds of cell are left as they are, because a spreadsheet must keep
//! reading them as what they are and neither can start a formula:
//!
//! - a plain decimal number with its sign (`-1`, `+0.5`, `-12.25`): it stays a number that
//!   sums and sorts, where `'-1` would be text;
//! - a bare sign (`+`, `-`), as result codes are written: a sign alone calls nothing.
//!
//! A cell that already begins with `'`s followed by one of those characters gets one more `'`,
//! so reading strips exactly one and every text comes back as it was written, including a name
//! such as `'t Hart` (left alone: it has no sign after the `'`).
//!
//! Reading ([`restore`]) removes the one `'` before such a character, so a file exported and
//! imported again keeps every name, and a file saved by a spreadsheet that kept the `'` reads
//! the same.

use std::borrow::Cow;
use std::io::Write;

/// Whether a character at the start of a cell makes spreadsheets read a formula.
fn starts_formula(c: char) -> bool {
    matches!(c, '=' | '+' | '-' | '@' | '\t' | '\r')
}

/// `-1`, `+0.5`, `12`: an optional sign, digits, and optionally a point and digits.
fn is_plain_number(cell: &str) -> bool {
    let digits = cell.strip_prefix(['+', '-']).unwrap_or(cell);
    let (int, frac) = digits.split_once('.').unwrap_or((digits, "0"));
    !int.is_empty()
        && !frac.is_empty()
        && int.bytes().all(|b| b.is_ascii_digit())
        && frac.bytes().all(|b| b.is_ascii_digit())
}

/// Whether the text after any leading `'`s starts a formula.
fn needs_quote(cell: &str) -> bool {
    cell.trim_start_matches('\'')
        .chars()
        .next()
        .is_some_and(starts_formula)
}

/// The cell as written: with a `'` before it when a spreadsheet would read a formula.
pub fn neutralise(cell: &str) -> Cow<'_, str> {
    if needs_quote(cell) && !is_plain_number(cell) && !matches!(cell, "+" | "-") {
        Cow::Owned(format!("'{cell}"))
    } else {
        Cow::Borrowed(cell)
    }
}

/// The cell as it was before [`neutralise`]: one `'` fewer before a formula character.
pub fn restore(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if needs_quote(cell) => rest,
        _ => cell,
    }
}

/// A CSV writer (RFC 4180 quoting, by the `csv` crate) whose every cell goes through
/// [`neutralise`].
pub struct Writer<W: Write> {
    inner: csv::Writer<W>,
}

impl<W: Write> Writer<W> {
    pub fn new(out: W) -> Writer<W> {
        Writer {
            inner: csv::Writer::from_writer(out),
        }
    }

    /// Writes one row.
    pub fn row<I, T>(&mut self, cells: I) -> csv::Result<()>
    where
        I: IntoIterator<Item = T>,
        T: AsRef<str>,
    {
        let cells: Vec<String> = cells
            .into_iter()
            .map(|c| neutralise(c.as_ref()).into_owned())
            .collect();
        self.inner.write_record(&cells)
    }

    pub fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

impl Writer<Vec<u8>> {
    /// A writer to memory.
    pub fn in_memory() -> Writer<Vec<u8>> {
        Writer::new(Vec::new())
    }

    /// Writes one row to memory (which cannot fail).
    pub fn push<I, T>(&mut self, cells: I)
    where
        I: IntoIterator<Item = T>,
        T: AsRef<str>,
    {
        self.row(cells).expect("writing to memory");
    }

    /// The text written.
    pub fn finish(self) -> String {
        let bytes = self.inner.into_inner().expect("writing to memory");
        String::from_utf8(bytes).expect("CSV of UTF-8 text")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_cells_get_a_quote_and_numbers_and_signs_do_not() {
        for (cell, written) in [
            (
                "=HYPERLINK(\"http://x\",\"y\")",
                "'=HYPERLINK(\"http://x\",\"y\")",
            ),
            ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
            ("-2+3", "'-2+3"),
            ("@SUM(A1:A9)", "'@SUM(A1:A9)"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("-", "-"),
            ("+", "+"),
            ("-1", "-1"),
            ("+0.5", "+0.5"),
            ("-12.25", "-12.25"),
            ("-.5", "'-.5"),
            ("-1.", "'-1."),
            ("1-0", "1-0"),
            ("Jones, Yuri", "Jones, Yuri"),
            ("'t Hart", "'t Hart"),
            ("'=x", "''=x"),
            ("''-x", "'''-x"),
            ("", ""),
        ] {
            assert_eq!(neutralise(cell), written, "{cell:?}");
            assert_eq!(restore(written), cell, "{written:?}");
        }
    }

    #[test]
    fn the_writer_neutralises_every_cell_and_quotes_as_rfc_4180() {
        let mut w = Writer::in_memory();
        w.push(["name", "points"]);
        w.push(["=1+2\";=1+2", "-1"]);
        assert_eq!(w.finish(), "name,points\n\"'=1+2\"\";=1+2\",-1\n");
    }

    proptest::proptest! {
        #[test]
        fn every_text_comes_back_and_no_formula_is_written(
            cell in "['=+@\\-\t\rA1. ]{0,2}\\PC{0,6}"
        ) {
            let written = neutralise(&cell);
            proptest::prop_assert_eq!(restore(&written), cell.as_str());
            let formula = written.starts_with(['=', '+', '-', '@', '\t', '\r']);
            proptest::prop_assert!(
                !formula || is_plain_number(&written) || written == "+" || written == "-",
                "{:?} is written {:?}",
                cell,
                written
            );
        }
    }
}
