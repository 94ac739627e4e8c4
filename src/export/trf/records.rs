//! The records of TRF-2026 that the tournament section and the record sections hold, each
//! written and read on its own: 132 (round dates), 172 (starting rank method), 192
//! (tournament type code), 202 and 212 (tie-breaks), 299 (abnormal points) and the National
//! Rating Support records. Column numbers are those of the specification (1-based,
//! characters).

use chrono::NaiveDate;

use crate::domain::{Federation, NationalRating, Settings, Sex, StartingRank, System, TieBreak};
use crate::export::RecordProblem;

/// Columns `from` to `to` (1-based, inclusive, counted in characters, as the pairing reader
/// counts them, so a name with accents keeps the columns after it in place) of a line, blank
/// past its end; `to` may be `usize::MAX` for the rest of the line. The one column helper of
/// the TRF writer and reader.
pub fn cols(line: &str, from: usize, to: usize) -> String {
    let from = from.max(1);
    line.chars()
        .skip(from - 1)
        .take(to.saturating_sub(from).saturating_add(1))
        .collect()
}

/// A field that cannot be read: its first column and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub column: usize,
    pub message: String,
}

fn field_error(column: usize, message: impl Into<String>) -> FieldError {
    FieldError {
        column,
        message: message.into(),
    }
}

// --- Tie-breaks (202, 212) ------------------------------------------------------------------

/// Record 202: the tie-break codes, comma-separated, in order.
pub fn tie_breaks_202(tie_breaks: &[TieBreak]) -> String {
    tie_breaks
        .iter()
        .map(|tb| tb.fide_code())
        .collect::<Vec<_>>()
        .join(",")
}

/// Record 212: `PTS` (the points), then the tie-breaks.
pub fn standings_212(tie_breaks: &[TieBreak]) -> String {
    std::iter::once("PTS")
        .chain(tie_breaks.iter().map(|tb| tb.fide_code()))
        .collect::<Vec<_>>()
        .join(",")
}

/// The tie-breaks of a 202 value (or of a 212 value with `standings`: it begins with `PTS`),
/// codes separated by commas or blanks, as written both ways.
pub fn read_tie_breaks(value: &str, standings: bool) -> Result<Vec<TieBreak>, RecordProblem> {
    let mut codes = value
        .split([',', ' ', '\t'])
        .filter(|c| !c.is_empty())
        .peekable();
    if standings {
        match codes.next() {
            Some(c) if c.eq_ignore_ascii_case("PTS") => {}
            Some(c) => return Err(RecordProblem::StandingsNotPts { code: c.to_owned() }),
            None => return Ok(Vec::new()),
        }
    }
    let mut out = Vec::new();
    for code in codes {
        let tb = TieBreak::from_fide_code(code).ok_or_else(|| RecordProblem::UnknownTieBreak {
            standings,
            code: code.to_owned(),
        })?;
        if out.contains(&tb) {
            return Err(RecordProblem::TieBreakTwice {
                standings,
                code: code.to_owned(),
            });
        }
        out.push(tb);
    }
    Ok(out)
}

// --- Tournament type (092, 192) -------------------------------------------------------------

/// The 092 text Crownhead writes for a system.
pub fn system_text(s: System) -> &'static str {
    match s {
        System::Swiss => "Swiss",
        System::RoundRobin => "Round robin",
        System::DoubleRoundRobin => "Double round robin",
        System::Knockout => "Knock-out",
        System::DoubleKnockout => "Double knock-out",
    }
}

/// The 192 code of the Tournament-Type Code Table that says how Crownhead pairs: the Dutch
/// system as in force since 1 July 2025 (`FIDE_DUTCH_2025`, `_BAKU` with the Baku
/// acceleration), Swiss matches of several games (`CUSTOM_SWISS`), the Berger tables
/// (`BERGER_ROUNDROBIN`, `BERGER_DOUBLEROUNDROBIN`) or round robins of matches
/// (`CUSTOM_ROUNDROBIN`).
pub fn derived_type_code(s: &Settings) -> String {
    let single = s.games_per_round == 1;
    match s.system {
        System::Swiss if !single => "CUSTOM_SWISS".into(),
        System::Swiss if s.acceleration == crate::domain::Acceleration::Baku => {
            "FIDE_DUTCH_2025_BAKU".into()
        }
        System::Swiss => "FIDE_DUTCH_2025".into(),
        System::RoundRobin if single => "BERGER_ROUNDROBIN".into(),
        System::DoubleRoundRobin if single => "BERGER_DOUBLEROUNDROBIN".into(),
        System::RoundRobin | System::DoubleRoundRobin => "CUSTOM_ROUNDROBIN".into(),
        System::Knockout => "CUSTOM_KNOCKOUT".into(),
        System::DoubleKnockout => "CUSTOM_DOUBLEKNOCKOUT".into(),
    }
}

/// What a 192 code says: the system, and whether it names the Baku acceleration. `None` for
/// a code of the table that is no individual event Crownhead pairs (Schiller,
/// Scheveningen, knock-out: kept as given), an error for a team event's code.
pub fn system_of_code(code: &str) -> Result<Option<(System, bool)>, RecordProblem> {
    let c = code.trim().to_ascii_uppercase();
    let (c, baku) = match c.strip_suffix("_BAKU") {
        Some(rest) => (rest.to_owned(), true),
        None => (c, false),
    };
    if c.starts_with("FIDE_TEAM") || c.contains("_TEAM_") {
        return Err(RecordProblem::TeamTypeCode {
            code: code.to_owned(),
        });
    }
    let swiss = [
        "FIDE_DUTCH",
        "FIDE_DUBOV",
        "FIDE_BURSTEIN",
        "FIDE_DOUBLESWISS",
    ];
    Ok(
        if swiss.iter().any(|s| c.starts_with(s))
            || c == "CUSTOM_SWISS"
            || c == "CUSTOM_DOUBLESWISS"
        {
            Some((System::Swiss, baku))
        } else if matches!(
            c.as_str(),
            "BERGER_DOUBLEROUNDROBIN" | "BERGER_ROUNDROBIN_G2" | "FIDE_DOUBLEROUNDROBIN"
        ) {
            Some((System::DoubleRoundRobin, false))
        } else if matches!(
            c.as_str(),
            "BERGER_ROUNDROBIN" | "BERGER_ROUNDROBIN_G1" | "FIDE_ROUNDROBIN" | "CUSTOM_ROUNDROBIN"
        ) {
            Some((System::RoundRobin, false))
        } else {
            None
        },
    )
}

// --- Round dates (132) ----------------------------------------------------------------------

/// Record 132: the date of each TRF round (`YY/MM/DD`) in columns 92-99, 102-109, ..., as the
/// rounds of the player lines.
pub fn dates_132(dates: &[Option<NaiveDate>]) -> String {
    let mut l = format!("132{:88}", "");
    for d in dates {
        match d {
            Some(d) => l.push_str(&d.format("%y/%m/%d").to_string()),
            None => l.push_str("        "),
        }
        l.push_str("  ");
    }
    l.trim_end().to_owned()
}

/// A date of record 132 read leniently: its column, the text read and what was done.
pub type Leniency = (usize, String, String);

/// The dates of record 132 by TRF round (1-based).
pub type RoundDates = Vec<(u32, NaiveDate)>;

/// The dates of record 132, by TRF round (1-based), and those read as other programs write
/// them (`11.25.02`, or `2010/09/24` over the two blank columns after it; `order`: whether the
/// file's other dates put the day or the month first).
pub fn read_132(
    line: &str,
    order: super::dates::FileOrder,
) -> Result<(RoundDates, Vec<Leniency>), FieldError> {
    use super::dates::{DateValue, read};
    let mut lenient = Vec::new();
    let len = line.chars().count();
    let mut out = Vec::new();
    let mut round = 1;
    let mut at = 92;
    if len > 3 && len < 92 && !cols(line, 4, len).trim().is_empty() {
        return Err(field_error(
            4,
            "round dates begin in column 92 (round 1), then every 10 columns, or one date a \
             line in as many 132 lines as rounds",
        ));
    }
    while at <= len {
        let mut text = cols(line, at, at + 7);
        let gap = cols(line, at + 8, at + 9);
        // A four-digit year's date over the two columns after it.
        let wide = cols(line, at, at + 9);
        if !gap.trim().is_empty()
            && wide.trim().chars().count() == 10
            && matches!(read(&wide, order, true), Ok(r) if matches!(r.value, DateValue::Date(_)))
        {
            text = wide;
        } else if !gap.trim().is_empty() {
            return Err(field_error(
                at + 8,
                format!(
                    "round {round} date (columns {at}-{}): {:?} runs past its 8 columns",
                    at + 7,
                    cols(line, at, at + 9).trim()
                ),
            ));
        }
        if !text.trim().is_empty() {
            let bad = |m: String| {
                field_error(
                    at,
                    format!("round {round} date (columns {at}-{}): {m}", at + 7),
                )
            };
            let r = read(&text, order, true).map_err(bad)?;
            let DateValue::Date(d) = r.value else {
                return Err(bad(format!("{:?} is not a date (YY/MM/DD)", text.trim())));
            };
            if let Some(done) = r.leniency {
                lenient.push((
                    at,
                    text.trim().to_owned(),
                    format!("round {round} date: {done}"),
                ));
            }
            out.push((round, d));
        }
        round += 1;
        at += 10;
    }
    Ok((out, lenient))
}

/// The date of a 132 line of one date: its first column, the text read, the date and what
/// was read leniently in it.
pub struct OneDate {
    pub column: usize,
    pub text: String,
    pub date: NaiveDate,
    pub leniency: Option<String>,
}

/// A 132 line as some programs write one a round: a single date anywhere before column 92
/// (`132 2025/01/15`, `132                          2026/04/01`). `None` when the line is not of
/// that form (blank, the columns of TRF-2026, or more than a date before column 92); otherwise
/// the date's first column and its reading, or what is wrong with it.
pub fn read_132_one_date(
    line: &str,
    order: super::dates::FileOrder,
) -> Option<Result<OneDate, FieldError>> {
    use super::dates::{DateValue, read};
    let len = line.chars().count();
    let head = cols(line, 4, len.min(91));
    let text = head.trim();
    if text.is_empty() || (len >= 92 && !cols(line, 92, len).trim().is_empty()) {
        return None;
    }
    let column = 4 + head.chars().take_while(|c| *c == ' ').count();
    let bad = |m: String| field_error(column, format!("round date: {m}"));
    Some(match read(text, order, false) {
        Ok(r) => match r.value {
            DateValue::Date(d) => Ok(OneDate {
                column,
                text: text.to_owned(),
                date: d,
                leniency: r.leniency,
            }),
            _ => Err(bad(format!("{text:?} is not a date"))),
        },
        Err(m) => Err(bad(m)),
    })
}

// --- Starting rank method (172) -------------------------------------------------------------

/// Record 172: the federation in columns 5-7, the method in 9-13.
pub fn rank_172(r: &StartingRank) -> String {
    format!("172 {} {}", r.federation, r.method)
}

pub fn read_172(line: &str) -> Result<StartingRank, FieldError> {
    let fed = cols(line, 5, 7);
    let federation = Federation::parse(&fed).map_err(|e| field_error(5, e.to_string()))?;
    let method = cols(line, 9, 13).trim().to_owned();
    const METHODS: [&str; 7] = ["FIDE", "NRO", "FIDON", "NIDOF", "HBFN", "LBFN", "OTHER"];
    if !METHODS.contains(&method.to_ascii_uppercase().as_str()) {
        return Err(field_error(
            9,
            format!(
                "ranking method {method:?} (columns 9-13) is none of {}",
                METHODS.join(", ")
            ),
        ));
    }
    Ok(StartingRank {
        federation,
        method: method.to_ascii_uppercase(),
    })
}

// --- National Rating Support records --------------------------------------------------------

/// Whether a line's first three characters can begin a National Rating Support record: a
/// federation code, not one of the JaVaFo (`XX?`), bye-value (`BB?`) or player-data (`DAT`)
/// extensions.
pub fn is_nrs_tag(tag: &str) -> bool {
    tag.len() == 3
        && tag.chars().all(|c| c.is_ascii_uppercase())
        && !tag.starts_with("XX")
        && !tag.starts_with("BB")
        && tag != "DAT"
}

/// A National Rating Support record: the federation in columns 1-3, the starting number in
/// 5-8, then the columns of the player line: sex (10), classification (11-13), name
/// (15-47), rating (49-52), origin (54-56), national number (58-68), birth date (70-79).
pub fn nrs_line(no: u32, n: &NationalRating, number: &str, width: usize) -> String {
    let l = format!(
        "{} {:>width$} {}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10}",
        n.federation,
        no,
        n.sex.map_or(' ', Sex::letter),
        n.classification,
        n.name,
        n.rating.map(|r| r.to_string()).unwrap_or_default(),
        n.origin,
        number,
        n.birth_date
            .map(|d| d.format("%Y/%m/%d").to_string())
            .unwrap_or_default()
    );
    l.trim_end().to_owned()
}

/// A National Rating Support record read, its starting numbers `width` columns wide (`XXW`;
/// the fields after the number move as a player line's): the starting number, the national
/// rating and the national number.
pub fn read_nrs(
    line: &str,
    width: usize,
    mut read_date: impl FnMut(&str) -> Result<Option<NaiveDate>, String>,
) -> Result<(u32, NationalRating, String), FieldError> {
    let at = |column: usize| crate::pairing::trf::player_column(column, width);
    let field = |from: usize, to: usize| cols(line, at(from), at(to));
    let federation = Federation::parse(&cols(line, 1, 3))
        .map_err(|e| field_error(1, format!("national rating federation: {e}")))?;
    let no_text = cols(line, 5, 4 + width);
    let no = match no_text.trim().parse::<u32>() {
        Ok(n) if n > 0 => n,
        _ => {
            return Err(field_error(
                5,
                format!(
                    "starting number {:?} (columns 5-{}) of a national rating line",
                    no_text.trim(),
                    4 + width
                ),
            ));
        }
    };
    let sex_char = field(10, 10).chars().next().unwrap_or(' ');
    let sex = match sex_char {
        ' ' => None,
        c => Some(Sex::from_letter(c).ok_or_else(|| {
            let column = at(10);
            field_error(
                column,
                format!("sex {c:?} (column {column}) is neither m nor w"),
            )
        })?),
    };
    let rating_text = field(49, 52);
    let rating = match rating_text.trim() {
        "" => None,
        r => Some(r.parse::<u32>().map_err(|_| {
            let (from, to) = (at(49), at(52));
            field_error(
                from,
                format!("national rating {r:?} (columns {from}-{to}) is not a number"),
            )
        })?),
    };
    let birth_date = read_date(&field(70, 79)).map_err(|m| {
        let (from, to) = (at(70), at(79));
        field_error(from, format!("birth date (columns {from}-{to}): {m}"))
    })?;
    Ok((
        no,
        NationalRating {
            federation,
            sex,
            classification: field(11, 13).trim().to_owned(),
            name: field(15, 47).trim().to_owned(),
            rating,
            origin: field(54, 56).trim().to_owned(),
            birth_date,
        },
        field(58, 68).trim().to_owned(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_dates_sit_in_the_round_columns() {
        let d = |m, day| NaiveDate::from_ymd_opt(2026, m, day);
        let l = dates_132(&[d(4, 1), None, d(4, 15)]);
        assert_eq!(cols(&l, 92, 99), "26/04/01");
        assert_eq!(cols(&l, 102, 109).trim(), "");
        assert_eq!(cols(&l, 112, 119), "26/04/15");
        let any = super::super::dates::FileOrder::default();
        assert_eq!(
            read_132(&l, any).unwrap(),
            (
                [(1, d(4, 1).unwrap()), (3, d(4, 15).unwrap())].to_vec(),
                vec![]
            )
        );
        let e = read_132(&l.replace("26/04/15", "26/13/15"), any).unwrap_err();
        assert_eq!(e.column, 112);
        assert!(
            e.message.contains("round 3 date (columns 112-119)"),
            "{e:?}"
        );
        assert_eq!(read_132("132 26/04/01", any).unwrap_err().column, 4);
        // Another program's round dates: month first, and a four-digit year over the gap.
        let other = l
            .replace("26/04/15", "04.15.26")
            .replace("26/04/01  ", "2026/04/01");
        let (read, lenient) = read_132(&other, any).unwrap();
        assert_eq!(read, [(1, d(4, 1).unwrap()), (3, d(4, 15).unwrap())]);
        let said: Vec<(usize, &str)> = lenient.iter().map(|l| (l.0, l.1.as_str())).collect();
        assert_eq!(said, [(92, "2026/04/01"), (112, "04.15.26")]);
    }

    #[test]
    fn tie_breaks_read_with_commas_or_blanks() {
        assert_eq!(
            read_tie_breaks("BH/C1,BH,WIN", false).unwrap(),
            [TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::Wins]
        );
        assert_eq!(
            read_tie_breaks("DE SB", false).unwrap(),
            [TieBreak::DirectEncounter, TieBreak::SonnebornBerger]
        );
        assert_eq!(
            read_tie_breaks("PTS,DE", true).unwrap(),
            [TieBreak::DirectEncounter]
        );
        assert!(read_tie_breaks("MPVGP,DE", true).is_err());
        assert!(
            read_tie_breaks("BH,XYZ", false)
                .unwrap_err()
                .to_string()
                .contains("\"XYZ\"")
        );
        assert!(
            read_tie_breaks("BH,BH", false)
                .unwrap_err()
                .to_string()
                .contains("twice")
        );
        let all = TieBreak::ALL.to_vec();
        assert_eq!(read_tie_breaks(&tie_breaks_202(&all), false).unwrap(), all);
        assert_eq!(read_tie_breaks(&standings_212(&all), true).unwrap(), all);
    }

    #[test]
    fn type_codes_name_the_system() {
        assert_eq!(
            system_of_code("FIDE_DUTCH_2025_BAKU"),
            Ok(Some((System::Swiss, true)))
        );
        assert_eq!(
            system_of_code("fide_dutch_2017"),
            Ok(Some((System::Swiss, false)))
        );
        assert_eq!(
            system_of_code("BERGER_DOUBLEROUNDROBIN"),
            Ok(Some((System::DoubleRoundRobin, false)))
        );
        assert_eq!(
            system_of_code("FIDE_ROUNDROBIN"),
            Ok(Some((System::RoundRobin, false)))
        );
        assert_eq!(system_of_code("FIDE_SCHILLER_4x3"), Ok(None));
        assert!(system_of_code("FIDE_TEAM_BAKU").is_err());
        assert!(system_of_code("BERGER_TEAM_ROUNDROBIN").is_err());
    }

    #[test]
    fn national_rating_lines_keep_the_player_line_columns() {
        let n = NationalRating {
            federation: Federation::parse("NED").unwrap(),
            sex: Some(Sex::W),
            classification: "K1".into(),
            name: "Jansen, P.".into(),
            rating: Some(1712),
            origin: "ZH".into(),
            birth_date: NaiveDate::from_ymd_opt(1990, 5, 6),
        };
        let l = nrs_line(12, &n, "NL-334", 4);
        assert_eq!(cols(&l, 1, 8), "NED   12");
        assert_eq!(cols(&l, 10, 13), "w K1");
        assert_eq!(cols(&l, 49, 52), "1712");
        assert_eq!(cols(&l, 58, 68), "     NL-334");
        let date = |s: &str| -> Result<Option<NaiveDate>, String> {
            match s.trim() {
                "" => Ok(None),
                t => NaiveDate::parse_from_str(t, "%Y/%m/%d")
                    .map(Some)
                    .map_err(|e| e.to_string()),
            }
        };
        assert_eq!(read_nrs(&l, 4, date).unwrap(), (12, n, "NL-334".into()));
        assert!(is_nrs_tag("NED"));
        assert!(!is_nrs_tag("XXR") && !is_nrs_tag("001") && !is_nrs_tag("BBW"));
        let bad = l.replace("1712", "17x2");
        assert_eq!(read_nrs(&bad, 4, date).unwrap_err().column, 49);
    }
}
