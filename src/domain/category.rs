//! Categories: rankings filtered from a tournament's standings (rating bands, juniors and
//! seniors by age on a given date, unrated players, a federation or a club), each with its own
//! rank numbers.

use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

use super::entry::{Entry, StartNo};
use super::prizes::Ranked;
use super::standings::Standings;
use super::tournament::Tournament;

/// Who belongs to a category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Rule {
    /// Rated below `rating` (unrated players are not in a rating band).
    RatingBelow { rating: u32 },
    /// Rated at least `min` and below `max`.
    RatingBand { min: u32, max: u32 },
    /// Younger than `age` years on `on` (from the birth date; no birth date, not a junior).
    JuniorUnder { age: u32, on: NaiveDate },
    /// At least `age` years old on `on`.
    SeniorFrom { age: u32, on: NaiveDate },
    /// Without a rating.
    Unrated,
    /// Women (the entry's sex column, TRF `w`).
    Women,
    /// Of federation `code`.
    Federation { code: String },
    /// Of club `club` (compared without regard to case).
    Club { club: String },
}

/// A named category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Category {
    pub name: String,
    pub rule: Rule,
}

/// Whole years from `birth` to `on`.
pub fn age_on(birth: NaiveDate, on: NaiveDate) -> Option<u32> {
    let mut years = on.year() - birth.year();
    if (on.month(), on.day()) < (birth.month(), birth.day()) {
        years -= 1;
    }
    u32::try_from(years).ok()
}

impl Rule {
    /// Whether `e` belongs.
    pub fn admits(&self, e: &Entry) -> bool {
        match self {
            Rule::RatingBelow { rating } => e.rating.is_some_and(|r| r < *rating),
            Rule::RatingBand { min, max } => e.rating.is_some_and(|r| (*min..*max).contains(&r)),
            Rule::JuniorUnder { age, on } => e
                .birth_date
                .and_then(|b| age_on(b, *on))
                .is_some_and(|a| a < *age),
            Rule::SeniorFrom { age, on } => e
                .birth_date
                .and_then(|b| age_on(b, *on))
                .is_some_and(|a| a >= *age),
            Rule::Unrated => e.rating.is_none(),
            Rule::Women => e.sex == Some(super::entry::Sex::W),
            Rule::Federation { code } => e
                .federation
                .as_ref()
                .is_some_and(|f| f.as_str().eq_ignore_ascii_case(code)),
            Rule::Club { club } => e
                .club
                .as_deref()
                .is_some_and(|c| c.trim().eq_ignore_ascii_case(club.trim())),
        }
    }
}

/// A player's line in a category ranking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CategoryLine {
    /// The rank in the category, shared like the main ranking's.
    pub rank: u32,
    pub shared: bool,
    pub no: StartNo,
    /// The index of the player's row in the main standings.
    pub row: usize,
}

/// The category's ranking: the main standings' order, the players of the category only,
/// ranked again from 1 (players sharing a rank in the main standings share it here).
pub fn ranking(t: &Tournament, standings: &Standings, category: &Category) -> Vec<CategoryLine> {
    let mut lines: Vec<CategoryLine> = Vec::new();
    for (i, row) in standings.rows.iter().enumerate() {
        let Some(e) = t.entry(row.no) else { continue };
        if !category.rule.admits(e) {
            continue;
        }
        let rank = match lines.last() {
            Some(last) if standings.rows[last.row].rank == row.rank => last.rank,
            _ => lines.len() as u32 + 1,
        };
        lines.push(CategoryLine {
            rank,
            shared: false,
            no: row.no,
            row: i,
        });
    }
    for i in 0..lines.len() {
        let r = lines[i].rank;
        lines[i].shared = lines.iter().filter(|l| l.rank == r).count() > 1;
    }
    lines
}

/// A ranking as the prize allocation takes it.
pub fn ranked(standings: &Standings, lines: &[CategoryLine]) -> Vec<Ranked> {
    lines
        .iter()
        .map(|l| Ranked {
            no: l.no,
            score: standings.rows[l.row].score,
            rank: l.rank,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{BoardReport, GameReport, Pairing, PlayerName, Preset, Settings};

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn age_counts_whole_years_to_the_date() {
        assert_eq!(age_on(date(2008, 6, 15), date(2026, 6, 14)), Some(17));
        assert_eq!(age_on(date(2008, 6, 15), date(2026, 6, 15)), Some(18));
        assert_eq!(age_on(date(2027, 1, 1), date(2026, 6, 15)), None);
    }

    fn entry(no: StartNo, rating: Option<u32>, born: Option<NaiveDate>) -> Entry {
        let mut e = Entry::new(no, PlayerName::parse(&format!("P{no}")).unwrap()).unwrap();
        e.rating = rating;
        e.birth_date = born;
        e
    }

    #[test]
    fn rules_admit_by_rating_age_federation_and_club() {
        let on = date(2026, 11, 24);
        let young = entry(1, Some(1700), Some(date(2010, 1, 1)));
        let old = entry(2, None, Some(date(1960, 11, 24)));
        assert!(Rule::RatingBelow { rating: 1800 }.admits(&young));
        assert!(
            !Rule::RatingBelow { rating: 1800 }.admits(&old),
            "unrated is no band"
        );
        assert!(
            Rule::RatingBand {
                min: 1600,
                max: 1800
            }
            .admits(&young)
        );
        assert!(Rule::JuniorUnder { age: 18, on }.admits(&young));
        assert!(!Rule::JuniorUnder { age: 18, on }.admits(&old));
        assert!(
            Rule::SeniorFrom { age: 65, on }.admits(&old),
            "65 on the day"
        );
        assert!(Rule::Unrated.admits(&old));
        let mut woman = entry(4, Some(1900), None);
        assert!(!Rule::Women.admits(&woman), "no sex given");
        woman.sex = Some(crate::domain::entry::Sex::W);
        assert!(Rule::Women.admits(&woman));
        let mut man = entry(5, Some(1900), None);
        man.sex = Some(crate::domain::entry::Sex::M);
        assert!(!Rule::Women.admits(&man));
        let mut dutch = entry(3, Some(2000), None);
        dutch.federation = Some(crate::domain::Federation::parse("NED").unwrap());
        dutch.club = Some("DC Oost ".into());
        assert!(Rule::Federation { code: "ned".into() }.admits(&dutch));
        assert!(
            Rule::Club {
                club: "dc oost".into()
            }
            .admits(&dutch)
        );
        assert!(
            !Rule::JuniorUnder { age: 18, on }.admits(&dutch),
            "no birth date"
        );
    }

    #[test]
    fn a_category_ranks_its_players_from_one_sharing_main_ties() {
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "T", 3)).unwrap();
        for (no, rating) in [(1, 2200), (2, 1700), (3, 1750), (4, 1600)] {
            t.add_entry(entry(no, Some(rating), None)).unwrap();
        }
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        t.publish_round(1).unwrap();
        t.record_result(1, 1, &BoardReport::new(vec![GameReport::HomeWins]))
            .unwrap();
        t.record_result(1, 2, &BoardReport::new(vec![GameReport::Draw]))
            .unwrap();
        let s = t.standings();
        let under = Category {
            name: "U1800".into(),
            rule: Rule::RatingBelow { rating: 1800 },
        };
        let lines = ranking(&t, &s, &under);
        let nos: Vec<StartNo> = lines.iter().map(|l| l.no).collect();
        assert_eq!(nos.len(), 3);
        assert!(!nos.contains(&1));
        // 3 and 4 drew: equal on points; whether they share depends on the tie-breaks, and the
        // category keeps exactly the main standings' sharing.
        for l in &lines {
            let main = &s.rows[l.row];
            assert_eq!(main.no, l.no);
            assert_eq!(
                l.shared,
                main.shared
                    && lines
                        .iter()
                        .any(|o| o.no != l.no && s.rows[o.row].rank == main.rank)
            );
        }
        assert_eq!(lines[0].rank, 1);
        assert_eq!(ranked(&s, &lines).len(), 3);
    }
}
