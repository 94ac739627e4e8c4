//! Entry fees: the event's fee and its reductions, and what each entry owes and paid. The
//! controller accepts entries and forwards the fees to the sponsoring organisation (000 art. 6.3).

use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

use super::book::{BookError, book_text};
use super::entry::{Entry, StartNo};

/// Who a reduced fee is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Who {
    /// Players under `age` on the first day of the tournament (by birth date or year).
    Junior { age: u32 },
    /// Players with a title (open or women's).
    Titled,
}

/// A reduced fee: what the players it names pay.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reduction {
    pub who: Who,
    /// The fee they pay, in cents (0: free).
    pub fee: i64,
}

/// A tournament's fees, in cents.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeeSchedule {
    #[serde(default)]
    pub standard: i64,
    #[serde(default)]
    pub reductions: Vec<Reduction>,
    /// The currency the amounts are in, as typed (`€`, `£`, `EUR`); empty: [`DEFAULT_CURRENCY`].
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub currency: String,
}

/// The currency of fees when none is set.
pub const DEFAULT_CURRENCY: &str = "€";

/// The longest currency accepted, in characters (`CHF`, `EUR`, `€`, `zł`).
pub const MAX_CURRENCY: usize = 8;

impl FeeSchedule {
    /// The fee entry `e` owes: the lowest of the standard fee and every reduction that
    /// applies to them, with the reason.
    pub fn due(&self, e: &Entry, start: Option<NaiveDate>) -> (i64, &'static str) {
        let mut best = (self.standard, "standard");
        for r in &self.reductions {
            let applies = match r.who {
                Who::Titled => e.title.is_some() || e.women_title.is_some(),
                Who::Junior { age } => {
                    let year = e.birth_date.map(|d| d.year()).or(e.birth_year);
                    match (year, start) {
                        (Some(y), Some(s)) => {
                            let years = match e.birth_date {
                                Some(b) => s.years_since(b).map(|y| y as i32).unwrap_or(0),
                                None => s.year() - y,
                            };
                            years < age as i32
                        }
                        _ => false,
                    }
                }
            };
            if applies && r.fee < best.0 {
                best = (
                    r.fee,
                    match r.who {
                        Who::Titled => "titled",
                        Who::Junior { .. } => "junior",
                    },
                );
            }
        }
        best
    }

    /// The currency of the amounts: the one set, else [`DEFAULT_CURRENCY`].
    pub fn currency(&self) -> &str {
        if self.currency.is_empty() {
            DEFAULT_CURRENCY
        } else {
            &self.currency
        }
    }

    /// Reads `standard=20 junior<18=10 titled=0 currency=£` (amounts in the event's
    /// currency, `currency=` naming it: at most [`MAX_CURRENCY`] characters, no digit).
    pub fn parse(text: &str) -> Result<FeeSchedule, BookError> {
        let mut out = FeeSchedule::default();
        for word in text.split_whitespace() {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| BookError::BadFees(word.into()))?;
            if key == "currency" {
                let ok = !value.is_empty()
                    && value.chars().count() <= MAX_CURRENCY
                    && value
                        .chars()
                        .all(|c| !c.is_ascii_digit() && !c.is_control() && c != '=');
                if !ok {
                    return Err(BookError::BadFees(word.into()));
                }
                out.currency = value.to_owned();
                continue;
            }
            let fee = super::book::parse_amount(value)?;
            if key == "standard" {
                out.standard = fee;
            } else if key == "titled" {
                out.reductions.push(Reduction {
                    who: Who::Titled,
                    fee,
                });
            } else if let Some(age) = key.strip_prefix("junior<") {
                let age = age.parse().map_err(|_| BookError::BadFees(word.into()))?;
                out.reductions.push(Reduction {
                    who: Who::Junior { age },
                    fee,
                });
            } else {
                return Err(BookError::BadFees(word.into()));
            }
        }
        Ok(out)
    }
}

impl std::fmt::Display for FeeSchedule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use super::book::amount;
        write!(f, "standard={}", amount(self.standard))?;
        for r in &self.reductions {
            match r.who {
                Who::Titled => write!(f, " titled={}", amount(r.fee))?,
                Who::Junior { age } => write!(f, " junior<{age}={}", amount(r.fee))?,
            }
        }
        if !self.currency.is_empty() {
            write!(f, " currency={}", self.currency)?;
        }
        Ok(())
    }
}

/// What one entry owes and paid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryFee {
    pub no: StartNo,
    pub due: i64,
    pub paid: i64,
    /// How: cash, card, transfer...
    pub method: String,
    /// When (as typed).
    pub paid_on: String,
}

impl EntryFee {
    /// Entry `no`'s fee before any payment: `due`, nothing paid.
    pub fn unpaid(no: StartNo, due: i64) -> EntryFee {
        EntryFee {
            no,
            due,
            paid: 0,
            method: String::new(),
            paid_on: String::new(),
        }
    }

    /// What is still owed (0 when paid in full or more).
    pub fn owed(&self) -> i64 {
        (self.due - self.paid).max(0)
    }

    /// A payment, checked: the method and date through the one text rule.
    pub fn pay(&mut self, amount: i64, method: &str, paid_on: &str) -> Result<(), BookError> {
        self.paid = amount;
        self.method = book_text("payment method", method, amount > 0)?;
        self.paid_on = book_text("payment date", paid_on, false)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::entry::PlayerName;

    #[test]
    fn the_lowest_fee_that_applies_is_due() {
        let fees = FeeSchedule::parse("standard=20 junior<18=10 titled=0").unwrap();
        let start = NaiveDate::from_ymd_opt(2026, 4, 15);
        let mut e = Entry::new(1, PlayerName::parse("Ann").unwrap()).unwrap();
        assert_eq!(fees.due(&e, start), (2000, "standard"));
        e.birth_date = NaiveDate::from_ymd_opt(2009, 4, 16);
        assert_eq!(fees.due(&e, start), (1000, "junior"));
        e.birth_date = NaiveDate::from_ymd_opt(2008, 4, 15);
        assert_eq!(fees.due(&e, start), (2000, "standard"));
        e.title = Some("GM".into());
        assert_eq!(fees.due(&e, start), (0, "titled"));
        assert_eq!(
            fees.to_string(),
            "standard=20.00 junior<18=10.00 titled=0.00"
        );
        assert!(FeeSchedule::parse("senior=5").is_err());
        let mut f = EntryFee {
            no: 1,
            due: 2000,
            paid: 0,
            method: String::new(),
            paid_on: String::new(),
        };
        assert_eq!(f.owed(), 2000);
        assert!(f.pay(2000, "", "").is_err());
        f.pay(1500, "cash", "2026-04-15").unwrap();
        assert_eq!(f.owed(), 500);
    }

    #[test]
    fn the_currency_is_read_written_and_defaults_to_the_euro() {
        let f = FeeSchedule::parse("standard=20 titled=0").unwrap();
        assert_eq!(f.currency(), "€");
        assert_eq!(f.to_string(), "standard=20.00 titled=0.00");
        let f = FeeSchedule::parse("standard=15 currency=£ junior<18=5").unwrap();
        assert_eq!(f.currency(), "£");
        assert_eq!(f.to_string(), "standard=15.00 junior<18=5.00 currency=£");
        assert_eq!(FeeSchedule::parse(&f.to_string()).unwrap(), f);
        for bad in ["currency=", "currency=E1", "currency=TOOLONGNAME"] {
            assert!(FeeSchedule::parse(bad).is_err(), "{bad}");
        }
    }
}
