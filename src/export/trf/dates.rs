//! Dates as the programs that write TRF files write them: TRF-2026's `YYYY/MM/DD` (and
//! `YY/MM/DD` in record 132), and also `24/09/2010`, `25.02.2011`, `28. 07. 2005`,
//! `May 10, 2020`, `08/04/2018`, `2010-09-24`, `11.25.02`, a year alone (`1997`,
//! `1997/00/00`, `1997.  .`) or nothing.
//!
//! Whether `08/04/2018` is the 8th of April or the 4th of August is decided by the file's other
//! dates: one with a first number above 12 (`24/09/2010`) puts the day first, one with a second
//! number above 12 (`09/24/2010`) the month. When no date of the file decides, or the file's
//! dates disagree, the day is taken first and the reading says so.

use chrono::NaiveDate;

/// Which comes first in a date whose year is last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    DayMonth,
    MonthDay,
}

/// What the file's dates say of their order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FileOrder {
    day_first: bool,
    month_first: bool,
}

impl FileOrder {
    /// The order the dates of `texts` show (every date field of one file).
    pub fn of<'a>(texts: impl IntoIterator<Item = &'a str>) -> FileOrder {
        let mut o = FileOrder::default();
        for t in texts {
            if let Some([a, b, c]) = numbers(t)
                && c.1 == 4
                && a.1 <= 2
                && b.1 <= 2
            {
                o.day_first |= a.0 > 12 && b.0 <= 12;
                o.month_first |= b.0 > 12 && a.0 <= 12;
            }
        }
        o
    }

    /// The order, when the file's dates give one and only one.
    pub fn order(self) -> Option<Order> {
        match (self.day_first, self.month_first) {
            (true, false) => Some(Order::DayMonth),
            (false, true) => Some(Order::MonthDay),
            _ => None,
        }
    }

    fn undecided(self) -> &'static str {
        if self.day_first {
            "the file's dates put the day first in some and the month first in others: check it"
        } else {
            "no date of the file says whether the day or the month comes first: check it"
        }
    }
}

/// A date field read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateValue {
    Blank,
    Year(i32),
    Date(NaiveDate),
}

/// A date field read, and what was done when it is not as TRF-2026 writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub value: DateValue,
    pub leniency: Option<String>,
}

/// The numbers of a date text, each with its count of digits, when it has exactly three and no
/// letters.
fn numbers(text: &str) -> Option<[(u32, usize); 3]> {
    let tokens = tokens(text);
    if tokens.len() != 3
        || tokens
            .iter()
            .any(|t| !t.chars().all(|c| c.is_ascii_digit()))
    {
        return None;
    }
    let n = |t: &str| t.parse::<u32>().ok().map(|v| (v, t.len()));
    Some([n(tokens[0])?, n(tokens[1])?, n(tokens[2])?])
}

fn tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .collect()
}

fn month_of(name: &str) -> Option<u32> {
    const NAMES: [&str; 12] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ];
    let l = name.to_lowercase();
    if l.len() < 3 {
        return None;
    }
    NAMES
        .iter()
        .position(|m| l.starts_with(m))
        .map(|i| i as u32 + 1)
}

fn year_of(v: u32, digits: usize) -> i32 {
    match digits {
        1 | 2 if v < 70 => 2000 + v as i32,
        1 | 2 => 1900 + v as i32,
        _ => v as i32,
    }
}

fn ymd(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(y, m, d)
}

fn iso(d: NaiveDate) -> String {
    d.format("%Y/%m/%d").to_string()
}

/// Reads a date field. `round` is set for the dates of record 132, where a two-digit year
/// comes first (`YY/MM/DD`); `file` is the order the file's other dates show.
/// The command line's words for `t` (trimmed), which is no date [`read`] takes.
pub fn not_a_date(t: &str) -> String {
    format!(
        "{t:?} is not a date (YYYY/MM/DD, or DD/MM/YYYY, MM/DD/YYYY, DD.MM.YYYY, a month's name)"
    )
}

pub fn read(text: &str, file: FileOrder, round: bool) -> Result<Reading, String> {
    let t = text.trim();
    let exact = |v: DateValue| Reading {
        value: v,
        leniency: None,
    };
    let lenient = |v: DateValue, why: String| Reading {
        value: v,
        leniency: Some(why),
    };
    let bad = || not_a_date(t);
    // Digits, letters (a month's name) and the separators `/ . - ,` and blanks, nothing else.
    if t.chars()
        .any(|c| !(c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '-' | ',' | ' ')))
    {
        return Err(bad());
    }
    let toks = tokens(t);
    if toks.iter().all(|x| x.chars().all(|c| c == '0')) {
        return Ok(if t.trim_matches(['0', '/', '.', '-', ' ']).is_empty() {
            exact(DateValue::Blank)
        } else {
            lenient(DateValue::Blank, "read as no date".into())
        });
    }
    let digits = |x: &str| x.chars().all(|c| c.is_ascii_digit());
    // A year alone, or a year with zeros or blanks for the month and the day.
    if toks[0].len() == 4
        && digits(toks[0])
        && toks[1..].iter().all(|x| x.chars().all(|c| c == '0'))
    {
        let y: i32 = toks[0].parse().map_err(|_| bad())?;
        if y == 0 {
            return Err(bad());
        }
        let standard = t == toks[0] || t == format!("{}/00/00", toks[0]);
        return Ok(if standard {
            exact(DateValue::Year(y))
        } else {
            lenient(DateValue::Year(y), format!("kept as the year {y} alone"))
        });
    }
    // A month by its name: `May 10, 2020`, `10 May 2020`, `10-May-2020`.
    if let Some(i) = toks.iter().position(|x| !digits(x)) {
        let month = month_of(toks[i]).ok_or_else(bad)?;
        let rest: Vec<&str> = toks
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, x)| *x)
            .collect();
        let [a, b] = rest[..] else { return Err(bad()) };
        if !digits(a) || !digits(b) {
            return Err(bad());
        }
        let (day, year) = if a.len() == 4 { (b, a) } else { (a, b) };
        let d = ymd(
            year_of(year.parse().map_err(|_| bad())?, year.len()),
            month,
            day.parse().map_err(|_| bad())?,
        )
        .ok_or_else(bad)?;
        return Ok(lenient(DateValue::Date(d), format!("taken as {}", iso(d))));
    }
    let [a, b, c] = numbers(t).ok_or_else(bad)?;
    let standard_form = if round {
        NaiveDate::parse_from_str(t, "%y/%m/%d").is_ok() && t.len() == 8
    } else {
        NaiveDate::parse_from_str(t, "%Y/%m/%d").is_ok() && a.1 == 4
    };
    if a.1 > 2 {
        // Year first: `2010/09/24`, `2010-09-24`, `2010.09.24`.
        let d = ymd(a.0 as i32, b.0, c.0).ok_or_else(bad)?;
        return Ok(if standard_form {
            exact(DateValue::Date(d))
        } else {
            lenient(DateValue::Date(d), format!("taken as {}", iso(d)))
        });
    }
    let dmy = ymd(year_of(c.0, c.1), b.0, a.0);
    let mdy = ymd(year_of(c.0, c.1), a.0, b.0);
    if c.1 == 4 {
        let (d, how) = match (dmy, mdy) {
            (Some(d), None) => (d, "day, month, year".to_owned()),
            (None, Some(d)) => (d, "month, day, year".to_owned()),
            (Some(x), Some(y)) if x == y => (x, "day, month, year".to_owned()),
            (Some(x), Some(y)) => match file.order() {
                Some(Order::DayMonth) => (
                    x,
                    "day, month, year, as the file's other dates put the day first".to_owned(),
                ),
                Some(Order::MonthDay) => (
                    y,
                    "month, day, year, as the file's other dates put the month first".to_owned(),
                ),
                None => (x, format!("day, month, year; {}", file.undecided())),
            },
            (None, None) => return Err(bad()),
        };
        return Ok(lenient(
            DateValue::Date(d),
            format!("taken as {} ({how})", iso(d)),
        ));
    }
    // Three numbers of one or two digits: year first as TRF-2026 writes round dates (and
    // `%y/%m/%d` elsewhere), else the order the file's dates show, else whichever is a date.
    let yfirst = ymd(year_of(a.0, a.1), b.0, c.0);
    let by_file = match file.order() {
        Some(Order::MonthDay) => mdy.or(dmy),
        _ => dmy.or(mdy),
    };
    let d = yfirst.or(by_file).ok_or_else(bad)?;
    Ok(
        if standard_form || (round && Some(d) == yfirst && t.len() == 8 && b.1 == 2) {
            exact(DateValue::Date(d))
        } else {
            lenient(DateValue::Date(d), format!("taken as {}", iso(d)))
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> DateValue {
        DateValue::Date(NaiveDate::from_ymd_opt(y, m, d).unwrap())
    }

    #[test]
    fn every_common_form_reads_and_says_what_it_took() {
        let none = FileOrder::default();
        for (text, want, said) in [
            ("2010/09/24", date(2010, 9, 24), false),
            ("24/09/2010", date(2010, 9, 24), true),
            ("25.02.2011", date(2011, 2, 25), true),
            ("28. 07. 2005", date(2005, 7, 28), true),
            ("May 10, 2020", date(2020, 5, 10), true),
            ("10 May 2020", date(2020, 5, 10), true),
            ("2010-09-24", date(2010, 9, 24), true),
            ("09/24/2010", date(2010, 9, 24), true),
            ("1997.  .", DateValue::Year(1997), true),
            ("1997/00/00", DateValue::Year(1997), false),
            ("1997", DateValue::Year(1997), false),
            ("", DateValue::Blank, false),
            ("0000/00/00", DateValue::Blank, false),
        ] {
            let r = read(text, none, false).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(r.value, want, "{text}");
            assert_eq!(r.leniency.is_some(), said, "{text}: {:?}", r.leniency);
        }
        assert!(read("31/31/2010", none, false).is_err());
        assert!(read("soon", none, false).is_err());
    }

    #[test]
    fn day_or_month_first_is_decided_by_the_file() {
        let day = FileOrder::of(["24/09/2010", "", "08/04/2018"]);
        let month = FileOrder::of(["09/24/2010", "08/04/2018"]);
        let both = FileOrder::of(["24/09/2010", "09/24/2010"]);
        assert_eq!(day.order(), Some(Order::DayMonth));
        assert_eq!(month.order(), Some(Order::MonthDay));
        assert_eq!(both.order(), None);
        assert_eq!(
            read("08/04/2018", day, false).unwrap().value,
            date(2018, 4, 8)
        );
        assert_eq!(
            read("08/04/2018", month, false).unwrap().value,
            date(2018, 8, 4)
        );
        let flagged = read("08/04/2018", both, false).unwrap();
        assert_eq!(flagged.value, date(2018, 4, 8));
        assert!(flagged.leniency.unwrap().contains("check it"));
        let alone = read("08/04/2018", FileOrder::default(), false).unwrap();
        assert!(alone.leniency.unwrap().contains("no date of the file says"));
    }

    #[test]
    fn round_dates_are_year_first_unless_they_cannot_be() {
        let none = FileOrder::default();
        let r = read("10/09/24", none, true).unwrap();
        assert_eq!((r.value, r.leniency), (date(2010, 9, 24), None));
        let r = read("11.25.02", none, true).unwrap();
        assert_eq!(r.value, date(2002, 11, 25));
        assert!(r.leniency.is_some());
    }
}
