//! Prize lists and their allocation.
//!
//! A prize list holds place prizes of the main ranking and of category rankings (money in
//! cents, a trophy, or both). The allocation follows these rules, chosen per event:
//!
//! - **One prize per player, the larger one.** Prizes are taken in order of value (the larger
//!   first; equal prizes in the list's order), and each goes to the best-ranked player of its
//!   ranking who has no prize yet.
//! - **Ties** (players equal on the ranking score, whatever their tie-breaks) are resolved by
//!   [`Sharing`]: the tied players share the money of the places they occupy together (the
//!   prize taken and the next ones of the same ranking, one per tied player, as far as the list
//!   has them) equally, or by the Hort system (half of it equally, the other half as each
//!   player's tie-break place would have it), or they take the prizes in tie-break order.
//!   Trophies are not shared: each goes to the player whose tie-break place it is.
//! - A tied player who would be the winner of a larger prize elsewhere (a category prize worth
//!   more than their share) takes that prize instead and leaves the group, which then shares
//!   one place less; this is repeated until no member of the group would do better.
//!
//! Money is counted in whole cents: a share that does not divide exactly gives its remaining
//! cents to the tied players in tie-break order, one each, so the shares always add up to the
//! prizes shared.

use std::collections::{BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

use super::entry::StartNo;
use super::points::Points;

/// How players tied on score take the prizes of the places they occupy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Sharing {
    /// The money of the places is divided equally.
    Equal,
    /// The Hort system: half of the money equally, half by tie-break place.
    Hort,
    /// No sharing: the prizes go in tie-break order.
    TieBreakOrder,
}

impl Sharing {
    pub const fn name(self) -> &'static str {
        match self {
            Sharing::Equal => "equal",
            Sharing::Hort => "hort",
            Sharing::TieBreakOrder => "tie-break-order",
        }
    }

    pub fn parse(text: &str) -> Option<Sharing> {
        [Sharing::Equal, Sharing::Hort, Sharing::TieBreakOrder]
            .into_iter()
            .find(|s| s.name() == text)
    }
}

/// One prize of the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prize {
    /// The category's name, or `None` for the main ranking.
    #[serde(default)]
    pub category: Option<String>,
    /// The place in that ranking (1 for the first prize).
    pub place: u32,
    /// Money, in cents.
    pub amount: u64,
    /// A trophy or object prize, if any.
    #[serde(default)]
    pub trophy: Option<String>,
}

/// A player in a ranking, in ranking order (score, then tie-breaks, then starting number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ranked {
    pub no: StartNo,
    pub score: Points,
    /// The rank, shared by players equal on the score and every tie-break.
    pub rank: u32,
}

/// What one player receives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Award {
    /// The index in the prize list of the prize whose place the player holds.
    pub prize: usize,
    pub no: StartNo,
    /// Money received, in cents (a share when others are tied).
    pub amount: u64,
    /// The trophy of the prize held, if any.
    pub trophy: Option<String>,
    /// The players this prize money was shared with (empty when not shared).
    pub shared_with: Vec<StartNo>,
}

/// A prize list that cannot be allocated. `index` counts the list's prizes from 0; the
/// messages count them from 1, as a reader does.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrizeError {
    #[error("prize {}: there is no category {category:?}", index + 1)]
    UnknownCategory { index: usize, category: String },
    #[error("prize {}: place {place} of {} is listed twice", index + 1, ranking_name(category))]
    DuplicatePlace {
        index: usize,
        place: u32,
        /// `None`: the main ranking.
        category: Option<String>,
    },
    #[error("prize {}: places start at 1", index + 1)]
    PlaceZero { index: usize },
}

fn ranking_name(category: &Option<String>) -> String {
    category.as_ref().map_or_else(
        || "the main ranking".to_owned(),
        |c| format!("category {c}"),
    )
}

/// Splits `total` cents into `n` shares that add up to it, the extra cents to the first.
fn split(total: u64, n: usize) -> Vec<u64> {
    let n64 = n as u64;
    (0..n64)
        .map(|i| total / n64 + u64::from(i < total % n64))
        .collect()
}

/// Allocates `prizes` over the main ranking `main` and the category rankings `categories`
/// (each a sub-list of the main ranking, in ranking order), by the rules of the module.
/// Prizes nobody can take (a category without players left) are not in the answer.
pub fn allocate(
    prizes: &[Prize],
    sharing: Sharing,
    main: &[Ranked],
    categories: &HashMap<String, Vec<Ranked>>,
) -> Result<Vec<Award>, PrizeError> {
    let mut seen = BTreeSet::new();
    for (index, p) in prizes.iter().enumerate() {
        if p.place == 0 {
            return Err(PrizeError::PlaceZero { index });
        }
        if let Some(c) = &p.category
            && !categories.contains_key(c)
        {
            return Err(PrizeError::UnknownCategory {
                index,
                category: c.clone(),
            });
        }
        if !seen.insert((p.category.clone(), p.place)) {
            return Err(PrizeError::DuplicatePlace {
                index,
                place: p.place,
                category: p.category.clone(),
            });
        }
    }
    let ranking = |c: &Option<String>| -> &[Ranked] {
        match c {
            None => main,
            Some(c) => &categories[c],
        }
    };
    // Larger prizes first; equal ones in the list's order.
    let mut order: Vec<usize> = (0..prizes.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(prizes[i].amount), i));
    let mut open: BTreeSet<usize> = order.iter().copied().collect();
    let mut awarded: BTreeSet<StartNo> = BTreeSet::new();
    let mut awards = Vec::new();

    while let Some(&i) = order.iter().find(|i| open.contains(i)) {
        let prize = &prizes[i];
        let candidates: Vec<Ranked> = ranking(&prize.category)
            .iter()
            .filter(|r| !awarded.contains(&r.no))
            .copied()
            .collect();
        let Some(best) = candidates.first().copied() else {
            open.remove(&i);
            continue;
        };
        if sharing == Sharing::TieBreakOrder {
            open.remove(&i);
            awarded.insert(best.no);
            awards.push(Award {
                prize: i,
                no: best.no,
                amount: prize.amount,
                trophy: prize.trophy.clone(),
                shared_with: Vec::new(),
            });
            continue;
        }
        // The tied group, and the places it holds in this ranking.
        let mut group: Vec<Ranked> = candidates
            .iter()
            .take_while(|r| r.score == best.score)
            .copied()
            .collect();
        loop {
            let block = block_of(prizes, &open, i, group.len());
            let ranks: Vec<u32> = group.iter().map(|r| r.rank).collect();
            let shares = shares(prizes, &block, &ranks, sharing);
            // A member who would win a larger prize elsewhere takes it instead.
            let leaver = group.iter().enumerate().find_map(|(k, r)| {
                better_prize(
                    prizes, &open, &order, &awarded, &ranking, r.no, shares[k], i,
                )
                .map(|j| (k, j))
            });
            match leaver {
                Some((k, j)) if group.len() > 1 => {
                    let r = group.remove(k);
                    open.remove(&j);
                    awarded.insert(r.no);
                    awards.push(Award {
                        prize: j,
                        no: r.no,
                        amount: prizes[j].amount,
                        trophy: prizes[j].trophy.clone(),
                        shared_with: Vec::new(),
                    });
                }
                _ => {
                    let nos: Vec<StartNo> = group.iter().map(|r| r.no).collect();
                    for (k, r) in group.iter().enumerate() {
                        let held = block.get(k).copied().unwrap_or(*block.last().unwrap_or(&i));
                        awards.push(Award {
                            prize: held,
                            no: r.no,
                            amount: shares[k],
                            trophy: block.get(k).and_then(|&b| prizes[b].trophy.clone()),
                            shared_with: if nos.len() > 1 {
                                nos.iter().copied().filter(|n| *n != r.no).collect()
                            } else {
                                Vec::new()
                            },
                        });
                        awarded.insert(r.no);
                    }
                    for b in &block {
                        open.remove(b);
                    }
                    break;
                }
            }
        }
    }
    // By prize; a shared prize's players stay in tie-break order (the sort is stable).
    awards.sort_by_key(|a| a.prize);
    Ok(awards)
}

/// The open prizes of prize `i`'s ranking from its place on, in place order, one per member
/// of a group of `n` (fewer when the list has fewer).
fn block_of(prizes: &[Prize], open: &BTreeSet<usize>, i: usize, n: usize) -> Vec<usize> {
    let mut same: Vec<usize> = open
        .iter()
        .copied()
        .filter(|&j| prizes[j].category == prizes[i].category && prizes[j].place >= prizes[i].place)
        .collect();
    same.sort_by_key(|&j| prizes[j].place);
    same.truncate(n);
    same
}

/// The money each of the tied players (of ranks `ranks`, in tie-break order) receives from
/// the prizes of `block`.
fn shares(prizes: &[Prize], block: &[usize], ranks: &[u32], sharing: Sharing) -> Vec<u64> {
    let n = ranks.len();
    let total: u64 = block.iter().map(|&b| prizes[b].amount).sum();
    match sharing {
        Sharing::Equal | Sharing::TieBreakOrder => split(total, n),
        Sharing::Hort => {
            // Half by tie-break place (each place's prize halved, rounded down; players equal
            // on every tie-break pool the halves of their places), the rest (half, and the
            // cents the halving left) equally.
            let half: Vec<u64> = (0..n)
                .map(|k| block.get(k).map_or(0, |&b| prizes[b].amount / 2))
                .collect();
            let mut by_place = vec![0; n];
            let mut k = 0;
            while k < n {
                let end = (k..n).find(|&j| ranks[j] != ranks[k]).unwrap_or(n);
                let pooled = split(half[k..end].iter().sum(), end - k);
                by_place[k..end].copy_from_slice(&pooled);
                k = end;
            }
            let rest = total - by_place.iter().sum::<u64>();
            split(rest, n)
                .into_iter()
                .zip(by_place)
                .map(|(a, b)| a + b)
                .collect()
        }
    }
}

/// A prize (other than `current`'s ranking's block) worth more than `share` that player `no`
/// would win now: open, of a ranking where `no` is the best-ranked player without a prize.
#[allow(clippy::too_many_arguments)]
fn better_prize<'a>(
    prizes: &[Prize],
    open: &BTreeSet<usize>,
    order: &[usize],
    awarded: &BTreeSet<StartNo>,
    ranking: &impl Fn(&Option<String>) -> &'a [Ranked],
    no: StartNo,
    share: u64,
    current: usize,
) -> Option<usize> {
    order.iter().copied().find(|&j| {
        open.contains(&j)
            && prizes[j].category != prizes[current].category
            && prizes[j].amount > share
            && ranking(&prizes[j].category)
                .iter()
                .find(|r| !awarded.contains(&r.no))
                .is_some_and(|r| r.no == no)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(category: Option<&str>, place: u32, euros: u64) -> Prize {
        Prize {
            category: category.map(str::to_owned),
            place,
            amount: euros * 100,
            trophy: None,
        }
    }

    /// A player whose rank is their starting number (nobody equal on every tie-break).
    fn r(no: StartNo, halves: u32) -> Ranked {
        Ranked {
            no,
            score: Points::from_halves(halves),
            rank: no,
        }
    }

    /// A 7, then B, C, D tied on 6.5 (in that tie-break order), E 6.
    fn field() -> Vec<Ranked> {
        vec![r(1, 14), r(2, 13), r(3, 13), r(4, 13), r(5, 12)]
    }

    fn places() -> Vec<Prize> {
        vec![
            p(None, 1, 1000),
            p(None, 2, 600),
            p(None, 3, 400),
            p(None, 4, 200),
        ]
    }

    fn money(awards: &[Award]) -> Vec<(StartNo, u64)> {
        let mut m: Vec<(StartNo, u64)> = awards.iter().map(|a| (a.no, a.amount / 100)).collect();
        m.sort_unstable();
        m
    }

    #[test]
    fn tied_players_share_equally_the_places_they_hold() {
        // 600 + 400 + 200 = 1200 for places 2-4, shared by three: 400 each.
        let a = allocate(&places(), Sharing::Equal, &field(), &HashMap::new()).unwrap();
        assert_eq!(money(&a), vec![(1, 1000), (2, 400), (3, 400), (4, 400)]);
        let b = a.iter().find(|x| x.no == 2).unwrap();
        assert_eq!(b.shared_with, vec![3, 4]);
        assert_eq!(a.iter().map(|x| x.amount).sum::<u64>(), 2200 * 100);
    }

    #[test]
    fn the_hort_system_gives_half_equally_and_half_by_tie_break_place() {
        // Half of 1200 equally: 200 each; half by place: 300, 200, 100.
        let a = allocate(&places(), Sharing::Hort, &field(), &HashMap::new()).unwrap();
        assert_eq!(money(&a), vec![(1, 1000), (2, 500), (3, 400), (4, 300)]);
    }

    #[test]
    fn players_equal_on_every_tie_break_pool_their_hort_halves() {
        // B and C share rank 2: their tie-break halves (300 + 200) are pooled, 250 each.
        let mut f = field();
        f[2].rank = 2;
        let a = allocate(&places(), Sharing::Hort, &f, &HashMap::new()).unwrap();
        assert_eq!(money(&a), vec![(1, 1000), (2, 450), (3, 450), (4, 300)]);
    }

    #[test]
    fn without_sharing_prizes_go_in_tie_break_order() {
        let a = allocate(&places(), Sharing::TieBreakOrder, &field(), &HashMap::new()).unwrap();
        assert_eq!(money(&a), vec![(1, 1000), (2, 600), (3, 400), (4, 200)]);
    }

    #[test]
    fn a_player_takes_the_larger_prize_and_leaves_the_share() {
        // C (3) and E (5) are juniors; the junior prize (500) is worth more than C's share of
        // places 2-4 (400): C takes it, B and D share places 2-3 (500 each), E gets place 4.
        let mut prizes = places();
        prizes.push(p(Some("U18"), 1, 500));
        let juniors = HashMap::from([("U18".to_owned(), vec![r(3, 13), r(5, 12)])]);
        let a = allocate(&prizes, Sharing::Equal, &field(), &juniors).unwrap();
        assert_eq!(
            money(&a),
            vec![(1, 1000), (2, 500), (3, 500), (4, 500), (5, 200)]
        );
        let c = a.iter().find(|x| x.no == 3).unwrap();
        assert_eq!(prizes[c.prize].category.as_deref(), Some("U18"));
        // Nobody has two prizes, and each prize is given once.
        let players: BTreeSet<StartNo> = a.iter().map(|x| x.no).collect();
        assert_eq!(players.len(), a.len());
    }

    #[test]
    fn a_larger_category_prize_is_taken_first() {
        // The junior prize (1500) is larger than the first place (1000): the best junior,
        // even if first overall, takes it; first place goes to the next.
        let mut prizes = places();
        prizes.push(p(Some("U18"), 1, 1500));
        let juniors = HashMap::from([("U18".to_owned(), vec![r(1, 14)])]);
        let a = allocate(&prizes, Sharing::TieBreakOrder, &field(), &juniors).unwrap();
        assert_eq!(
            money(&a),
            vec![(1, 1500), (2, 1000), (3, 600), (4, 400), (5, 200)]
        );
    }

    #[test]
    fn shares_add_up_to_the_cent_and_more_players_than_prizes_share_them() {
        // 100.00 + 0.01 shared by three: 33.34, 33.34, 33.33 (extra cents in tie-break order).
        let prizes = vec![Prize {
            category: None,
            place: 1,
            amount: 10_001,
            trophy: Some("Cup".into()),
        }];
        let tied = vec![r(7, 10), r(8, 10), r(9, 10)];
        let a = allocate(&prizes, Sharing::Equal, &tied, &HashMap::new()).unwrap();
        let amounts: Vec<u64> = a.iter().map(|x| x.amount).collect();
        assert_eq!(amounts, vec![3334, 3334, 3333]);
        // The trophy is not shared: it goes to the first in tie-break order.
        assert_eq!(a[0].trophy.as_deref(), Some("Cup"));
        assert!(a[1..].iter().all(|x| x.trophy.is_none()));
    }

    proptest::proptest! {
        #[test]
        fn no_player_is_paid_twice_and_no_more_is_paid_than_the_list_holds(
            scores in proptest::collection::vec(0u32..8, 1..24),
            juniors in proptest::collection::vec(proptest::bool::ANY, 24),
            amounts in proptest::collection::vec(0u64..2000, 1..10),
            junior_amounts in proptest::collection::vec(0u64..2000, 0..4),
            rule in 0usize..3,
        ) {
            let mut main: Vec<Ranked> = scores
                .iter()
                .enumerate()
                .map(|(i, &s)| r(i as StartNo + 1, s))
                .collect();
            main.sort_by_key(|x| std::cmp::Reverse(x.score));
            let young: Vec<Ranked> = main
                .iter()
                .copied()
                .filter(|x| juniors[x.no as usize - 1])
                .collect();
            let mut prizes: Vec<Prize> = amounts
                .iter()
                .enumerate()
                .map(|(i, &a)| p(None, i as u32 + 1, a))
                .collect();
            prizes.extend(
                junior_amounts
                    .iter()
                    .enumerate()
                    .map(|(i, &a)| p(Some("U18"), i as u32 + 1, a)),
            );
            let sharing = [Sharing::Equal, Sharing::Hort, Sharing::TieBreakOrder][rule];
            let cats = HashMap::from([("U18".to_owned(), young.clone())]);
            let a = allocate(&prizes, sharing, &main, &cats).unwrap();
            let players: BTreeSet<StartNo> = a.iter().map(|x| x.no).collect();
            proptest::prop_assert_eq!(players.len(), a.len(), "a player paid twice: {:?}", a);
            let paid: u64 = a.iter().map(|x| x.amount).sum();
            let listed: u64 = prizes.iter().map(|x| x.amount).sum();
            proptest::prop_assert!(paid <= listed);
            for x in &a {
                let ranking = match &prizes[x.prize].category {
                    None => &main,
                    Some(_) => &young,
                };
                proptest::prop_assert!(ranking.iter().any(|y| y.no == x.no));
            }
            if sharing == Sharing::TieBreakOrder {
                let held: BTreeSet<usize> = a.iter().map(|x| x.prize).collect();
                proptest::prop_assert_eq!(held.len(), a.len());
            }
        }
    }

    #[test]
    fn a_bad_list_is_refused() {
        let e = allocate(
            &[p(Some("U8"), 1, 5)],
            Sharing::Equal,
            &field(),
            &HashMap::new(),
        );
        assert!(matches!(e, Err(PrizeError::UnknownCategory { .. })));
        let e = allocate(
            &[p(None, 1, 5), p(None, 1, 3)],
            Sharing::Equal,
            &field(),
            &HashMap::new(),
        );
        assert!(matches!(e, Err(PrizeError::DuplicatePlace { .. })));
        let e = allocate(&[p(None, 0, 5)], Sharing::Equal, &field(), &HashMap::new());
        assert!(matches!(e, Err(PrizeError::PlaceZero { .. })));
    }
}
