//! A tournament's prize list (its categories, prizes and sharing rule) and its allocation over
//! the final standings, as printed for the payment sheet.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::category::{self, Category};
use super::entry::StartNo;
use super::points::Points;
use super::prizes::{self, Prize, PrizeError, Sharing};
use super::text::TextProblem;
use super::tournament::Tournament;

/// The prize list of a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrizeList {
    pub sharing: Sharing,
    #[serde(default)]
    pub categories: Vec<Category>,
    pub prizes: Vec<Prize>,
}

/// One line of the allocation: a player and what they receive.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AwardLine {
    /// The prize's number in the list (1-based).
    pub prize: usize,
    /// The category, empty for the main ranking.
    pub category: String,
    pub place: u32,
    pub no: StartNo,
    pub name: String,
    pub points: Points,
    /// Money in cents.
    pub amount: u64,
    pub trophy: Option<String>,
    pub shared_with: Vec<StartNo>,
}

/// Cents as money: `1234.50`.
pub fn money(cents: u64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

impl PrizeList {
    /// Checks the list: categories named once, prizes of known categories, places from 1,
    /// each place once.
    pub fn check(&self) -> Result<(), PrizeError> {
        let empty: HashMap<String, Vec<prizes::Ranked>> = self
            .categories
            .iter()
            .map(|c| (c.name.clone(), Vec::new()))
            .collect();
        prizes::allocate(&self.prizes, self.sharing, &[], &empty).map(|_| ())
    }

    /// The allocation over `t`'s standings after its last complete round.
    pub fn allocate(&self, t: &Tournament) -> Result<Vec<AwardLine>, PrizeError> {
        let standings = t.standings();
        let main: Vec<prizes::Ranked> = standings
            .rows
            .iter()
            .map(|r| prizes::Ranked {
                no: r.no,
                score: r.score,
                rank: r.rank,
            })
            .collect();
        let categories: HashMap<String, Vec<prizes::Ranked>> = self
            .categories
            .iter()
            .map(|c| {
                let lines = category::ranking(t, &standings, c);
                (c.name.clone(), category::ranked(&standings, &lines))
            })
            .collect();
        let awards = prizes::allocate(&self.prizes, self.sharing, &main, &categories)?;
        Ok(awards
            .into_iter()
            .map(|a| {
                let p = &self.prizes[a.prize];
                let row = standings.row(a.no);
                AwardLine {
                    prize: a.prize + 1,
                    category: p.category.clone().unwrap_or_default(),
                    place: p.place,
                    no: a.no,
                    name: row.map(|r| r.name.clone()).unwrap_or_default(),
                    points: row.map_or(Points::ZERO, |r| r.points),
                    amount: a.amount,
                    trophy: a.trophy,
                    shared_with: a.shared_with,
                }
            })
            .collect())
    }
}

/// A line of a prize list's text that cannot be read (line 0: the list as a whole).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct LineError {
    pub line: usize,
    pub problem: LineProblem,
}

/// What is wrong with a line of a prize list. The keywords quoted are the list's own syntax,
/// the same in every language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineProblem {
    #[error("write `sharing: ...`, `category NAME: ...` or `PLACE: AMOUNT [TROPHY]`")]
    NoColon,
    #[error("sharing is `equal`, `hort` or `tie-break-order`")]
    Sharing,
    #[error("the category's name {0}")]
    CategoryName(TextProblem),
    #[error(
        "a category is `rating below N`, `rating N to M`, `junior under N on YYYY-MM-DD`, `senior from N on YYYY-MM-DD`, `unrated`, `women`, `federation XXX` or `club NAME`"
    )]
    Rule,
    #[error("{0:?} is not a whole number")]
    NotWholeNumber(String),
    #[error("{0:?} is not a date (YYYY-MM-DD)")]
    NotDate(String),
    #[error("{0:?} is not `PLACE` or `CATEGORY PLACE`")]
    NotPrizeHead(String),
    #[error("{0:?} is not a place number")]
    NotPlace(String),
    #[error("{0:?} is not an amount (such as 250 or 62.50)")]
    NotAmount(String),
    #[error("the trophy {0}")]
    Trophy(TextProblem),
    /// The lines read, but the list cannot be allocated.
    #[error("{0}")]
    List(PrizeError),
}

fn bad(line: usize, problem: LineProblem) -> LineError {
    LineError { line, problem }
}

/// Money typed as `1000`, `1000.5` or `1000.50` (a comma is taken for the point): cents.
pub fn parse_money(text: &str) -> Option<u64> {
    let t = text.trim().replace(',', ".");
    let (whole, frac) = t.split_once('.').unwrap_or((&t, ""));
    if whole.is_empty() || !whole.chars().all(|c| c.is_ascii_digit()) || frac.len() > 2 {
        return None;
    }
    if !frac.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let cents = match frac.len() {
        0 => 0,
        1 => frac.parse::<u64>().ok()? * 10,
        _ => frac.parse::<u64>().ok()?,
    };
    whole
        .parse::<u64>()
        .ok()?
        .checked_mul(100)?
        .checked_add(cents)
}

fn parse_rule(line: usize, text: &str) -> Result<category::Rule, LineError> {
    use category::Rule;
    let words: Vec<&str> = text.split_whitespace().collect();
    let number = |w: &str| {
        w.parse::<u32>()
            .map_err(|_| bad(line, LineProblem::NotWholeNumber(w.to_owned())))
    };
    let date = |w: &str| {
        chrono::NaiveDate::parse_from_str(w, "%Y-%m-%d")
            .map_err(|_| bad(line, LineProblem::NotDate(w.to_owned())))
    };
    Ok(match words.as_slice() {
        ["rating", "below", r] => Rule::RatingBelow { rating: number(r)? },
        ["rating", min, "to", max] => Rule::RatingBand {
            min: number(min)?,
            max: number(max)?,
        },
        ["junior", "under", a, "on", d] => Rule::JuniorUnder {
            age: number(a)?,
            on: date(d)?,
        },
        ["senior", "from", a, "on", d] => Rule::SeniorFrom {
            age: number(a)?,
            on: date(d)?,
        },
        ["unrated"] => Rule::Unrated,
        ["women"] => Rule::Women,
        ["federation", code] => Rule::Federation {
            code: code.to_ascii_uppercase(),
        },
        ["club", ..] if words.len() > 1 => Rule::Club {
            club: words[1..].join(" "),
        },
        _ => {
            return Err(bad(line, LineProblem::Rule));
        }
    })
}

pub fn rule_text(rule: &category::Rule) -> String {
    use category::Rule;
    match rule {
        Rule::RatingBelow { rating } => format!("rating below {rating}"),
        Rule::RatingBand { min, max } => format!("rating {min} to {max}"),
        Rule::JuniorUnder { age, on } => format!("junior under {age} on {on}"),
        Rule::SeniorFrom { age, on } => format!("senior from {age} on {on}"),
        Rule::Unrated => "unrated".to_owned(),
        Rule::Women => "women".to_owned(),
        Rule::Federation { code } => format!("federation {code}"),
        Rule::Club { club } => format!("club {club}"),
    }
}

impl PrizeList {
    /// Reads a prize list written one item a line:
    ///
    /// ```text
    /// sharing: hort
    /// category U2200: rating below 2200
    /// category Juniors: junior under 18 on 2026-07-01
    /// 1: 1000.00 Challenge cup
    /// 2: 600
    /// U2200 1: 300
    /// ```
    ///
    /// `sharing` is `equal`, `hort` or `tie-break-order`; a prize line is an optional
    /// category, the place, a colon, the money and an optional trophy. Every bad line is
    /// named.
    pub fn parse(text: &str) -> Result<PrizeList, Vec<LineError>> {
        let mut list = PrizeList {
            sharing: Sharing::Equal,
            categories: Vec::new(),
            prizes: Vec::new(),
        };
        let mut errors = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let l = raw.trim();
            if l.is_empty() || l.starts_with('#') {
                continue;
            }
            let Some((head, rest)) = l.split_once(':') else {
                errors.push(bad(line, LineProblem::NoColon));
                continue;
            };
            let (head, rest) = (head.trim(), rest.trim());
            if head == "sharing" {
                match Sharing::parse(rest) {
                    Some(s) => list.sharing = s,
                    None => errors.push(bad(line, LineProblem::Sharing)),
                }
                continue;
            }
            if let Some(name) = head.strip_prefix("category ") {
                let name = name.trim();
                if let Some(problem) = super::text::name_problem(name)
                    .or_else(|| name.is_empty().then_some(TextProblem::Invisible))
                {
                    errors.push(bad(line, LineProblem::CategoryName(problem)));
                    continue;
                }
                match parse_rule(line, rest) {
                    Ok(rule) => list.categories.push(Category {
                        name: name.to_owned(),
                        rule,
                    }),
                    Err(e) => errors.push(e),
                }
                continue;
            }
            let words: Vec<&str> = head.split_whitespace().collect();
            let (category, place) = match words.as_slice() {
                [p] => (None, *p),
                [c, p] => (Some((*c).to_owned()), *p),
                _ => {
                    errors.push(bad(line, LineProblem::NotPrizeHead(head.to_owned())));
                    continue;
                }
            };
            let Ok(place) = place.parse::<u32>() else {
                errors.push(bad(line, LineProblem::NotPlace(place.to_owned())));
                continue;
            };
            let (amount, trophy) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            let Some(amount) = parse_money(amount) else {
                errors.push(bad(line, LineProblem::NotAmount(amount.to_owned())));
                continue;
            };
            let trophy = trophy.trim();
            if let Some(problem) = super::text::name_problem(trophy) {
                errors.push(bad(line, LineProblem::Trophy(problem)));
                continue;
            }
            list.prizes.push(Prize {
                category,
                place,
                amount,
                trophy: (!trophy.is_empty()).then(|| trophy.to_owned()),
            });
        }
        if errors.is_empty()
            && let Err(e) = list.check()
        {
            errors.push(bad(0, LineProblem::List(e)));
        }
        if errors.is_empty() {
            Ok(list)
        } else {
            Err(errors)
        }
    }

    /// The list in the text [`PrizeList::parse`] reads.
    pub fn to_text(&self) -> String {
        let mut out = format!("sharing: {}\n", self.sharing.name());
        for c in &self.categories {
            out.push_str(&format!("category {}: {}\n", c.name, rule_text(&c.rule)));
        }
        for p in &self.prizes {
            let head = match &p.category {
                Some(c) => format!("{c} {}", p.place),
                None => p.place.to_string(),
            };
            out.push_str(&format!("{head}: {}", money(p.amount)));
            if let Some(t) = &p.trophy {
                out.push_str(&format!(" {t}"));
            }
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_is_read_to_the_cent() {
        assert_eq!(parse_money("1000"), Some(100_000));
        assert_eq!(parse_money("62.5"), Some(6_250));
        assert_eq!(parse_money("62,50"), Some(6_250));
        assert_eq!(parse_money("0.07"), Some(7));
        assert_eq!(parse_money("1.234"), None);
        assert_eq!(parse_money("-5"), None);
        assert_eq!(parse_money("ten"), None);
    }

    #[test]
    fn a_list_is_read_and_written_back_the_same() {
        let text = "sharing: hort\ncategory U2200: rating below 2200\ncategory Juniors: junior under 18 on 2026-07-01\ncategory Oost: club DC Oost\ncategory Women: women\n1: 1000.00 Challenge cup\n2: 600.00\nU2200 1: 300.00\n";
        let list = PrizeList::parse(text).unwrap();
        assert_eq!(list.sharing, Sharing::Hort);
        assert_eq!(list.categories.len(), 4);
        assert_eq!(list.prizes[0].trophy.as_deref(), Some("Challenge cup"));
        assert_eq!(list.prizes[2].category.as_deref(), Some("U2200"));
        assert_eq!(list.to_text(), text);
        assert_eq!(PrizeList::parse(&list.to_text()).unwrap(), list);
    }

    #[test]
    fn every_bad_line_is_named() {
        let e = PrizeList::parse("sharing: lots\n1 1000\ncategory X: tall\nfirst: 5\n1: ten\n")
            .unwrap_err();
        let lines: Vec<usize> = e.iter().map(|x| x.line).collect();
        assert_eq!(lines, vec![1, 2, 3, 4, 5]);
        // A prize of an unknown category is refused with the list.
        let e = PrizeList::parse("U8 1: 50\n").unwrap_err();
        assert!(e[0].to_string().contains("no category \"U8\""), "{e:?}");
    }
}
