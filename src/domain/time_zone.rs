//! The event's time zone: the UTC offset its times are shown in (the audit log, the book).
//! A weekend event keeps one offset; the setting is written `UTC`, `+01:00`, `-05:00`,
//! `UTC+2` or `+0530`.

use std::fmt;
use std::str::FromStr;

use chrono::{DateTime, FixedOffset, Utc};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A UTC offset in minutes, from -14:00 to +14:00 (the offsets in use).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct TimeZone {
    minutes: i32,
}

/// A time zone that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "time zone: {0:?} is not a UTC offset (write UTC, +01:00 or -05:00, from -14:00 to +14:00)"
)]
pub struct BadTimeZone(pub String);

impl TimeZone {
    pub const UTC: TimeZone = TimeZone { minutes: 0 };
    const MAX_MINUTES: i32 = 14 * 60;

    /// The offset of `minutes` east of UTC.
    pub fn from_minutes(minutes: i32) -> Option<TimeZone> {
        (minutes.abs() <= Self::MAX_MINUTES).then_some(TimeZone { minutes })
    }

    pub fn minutes(self) -> i32 {
        self.minutes
    }

    /// Reads `UTC`, `GMT`, `Z`, `+01:00`, `-0500`, `UTC+2`, `+5:30`.
    pub fn parse(text: &str) -> Result<TimeZone, BadTimeZone> {
        let bad = || BadTimeZone(text.to_owned());
        let t = text.trim();
        let upper = t.to_ascii_uppercase();
        let rest = upper
            .strip_prefix("UTC")
            .or_else(|| upper.strip_prefix("GMT"))
            .unwrap_or(&upper)
            .trim();
        if rest.is_empty() || rest == "Z" {
            return if t.is_empty() {
                Err(bad())
            } else {
                Ok(TimeZone::UTC)
            };
        }
        let (sign, digits) = match rest.as_bytes()[0] {
            b'+' => (1, &rest[1..]),
            b'-' => (-1, &rest[1..]),
            _ => return Err(bad()),
        };
        let (h, m) = match digits.split_once(':') {
            Some((h, m)) => (h, m),
            None if digits.len() == 4 => digits.split_at(2),
            None => (digits, "0"),
        };
        let all_digits =
            |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
        if !all_digits(h) || !all_digits(m) {
            return Err(bad());
        }
        let (h, m): (i32, i32) = (h.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
        if m >= 60 {
            return Err(bad());
        }
        TimeZone::from_minutes(sign * (h * 60 + m)).ok_or_else(bad)
    }

    /// `time` (an RFC 3339 time as the store writes it) in this zone, to the minute:
    /// `2026-11-21 14:05`; the text itself when it is not such a time.
    pub fn local(self, time: &str) -> String {
        match DateTime::parse_from_rfc3339(time) {
            Ok(t) => t
                .with_timezone(&Utc)
                .with_timezone(&self.offset())
                .format("%Y-%m-%d %H:%M")
                .to_string(),
            Err(_) => time.to_owned(),
        }
    }

    fn offset(self) -> FixedOffset {
        FixedOffset::east_opt(self.minutes * 60).expect("offset within a day")
    }
}

impl fmt::Display for TimeZone {
    /// `UTC`, or `UTC+01:00`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.minutes == 0 {
            return f.write_str("UTC");
        }
        let sign = if self.minutes < 0 { '-' } else { '+' };
        let m = self.minutes.abs();
        write!(f, "UTC{sign}{:02}:{:02}", m / 60, m % 60)
    }
}

impl FromStr for TimeZone {
    type Err = BadTimeZone;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TimeZone::parse(s)
    }
}

impl Serialize for TimeZone {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for TimeZone {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        TimeZone::parse(&s).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_are_read_in_the_usual_spellings() {
        for (text, minutes) in [
            ("UTC", 0),
            ("utc", 0),
            ("GMT", 0),
            ("Z", 0),
            ("+01:00", 60),
            ("UTC+2", 120),
            ("-05:00", -300),
            ("+0530", 330),
            ("UTC-3:30", -210),
            ("+14:00", 840),
        ] {
            assert_eq!(
                TimeZone::parse(text).map(TimeZone::minutes),
                Ok(minutes),
                "{text}"
            );
        }
    }

    #[test]
    fn what_is_not_an_offset_is_refused_by_name() {
        for text in [
            "",
            "Europe/Amsterdam",
            "+15:00",
            "+01:60",
            "1",
            "+1:2:3",
            "UTC+x",
        ] {
            let e = TimeZone::parse(text).unwrap_err();
            assert_eq!(e, BadTimeZone(text.to_owned()));
            assert!(e.to_string().contains("is not a UTC offset"));
        }
    }

    #[test]
    fn stored_times_are_shown_in_the_zone_and_the_zone_reads_back() {
        let t = "2026-11-21T23:30:00.000Z";
        assert_eq!(TimeZone::UTC.local(t), "2026-11-21 23:30");
        let cet = TimeZone::parse("+01:00").unwrap();
        assert_eq!(cet.local(t), "2026-11-22 00:30");
        assert_eq!(
            TimeZone::parse("-05:00").unwrap().local(t),
            "2026-11-21 18:30"
        );
        assert_eq!(cet.to_string(), "UTC+01:00");
        assert_eq!(TimeZone::parse(&cet.to_string()), Ok(cet));
        assert_eq!(TimeZone::parse("-03:30").unwrap().to_string(), "UTC-03:30");
    }
}
