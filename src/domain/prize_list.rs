//! A tournament's prize list (its categories, prizes and sharing rule) and its allocation over
//! the final standings, as printed for the payment sheet.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::category::{self, Category};
use super::entry::StartNo;
use super::points::Points;
use super::prizes::{self, Prize, PrizeError, Sharing};
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
