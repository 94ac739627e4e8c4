//! The initial ranking of a Swiss and the pairing numbers it gives (FIDE C.04.2, "Initial
//! order"; C.04.3 pairs from these numbers).
//!
//! Before round 1 the entries are ranked by (a) the event's rating, highest first, the unrated
//! last; (b) title; (c) name, alphabetically. The pairing number is the place in that list
//! (1 for the first). The start number (`Entry::no`) stays the player's identity: the order of
//! entry, used in files other programs read (CSV, FMJD list) and in the links of the pages.
//!
//! The controller may reorder the list (a correction of the data the rule uses, C.04.2) until
//! round 1 is paired; the order is then kept with the tournament. A late entry takes its place
//! in the list by the same rule while the pairing numbers may still change (C.04.2: no
//! modification of a pairing number after the fourth round has been paired); a late entry
//! joining after that is given the next number at the end of the list.

use std::cmp::Ordering;

use super::entry::{Entry, StartNo};
use super::settings::Settings;

/// Rounds after whose pairing no pairing number changes (C.04.2).
pub const FROZEN_AFTER_ROUND: u32 = 4;

/// The order of titles, best first: FMJD's open titles and women's titles interleaved as
/// C.04.2 orders the chess titles (GM, IM, WGM, FM, WIM, CM, WFM, WCM), with the chess names
/// some national lists use beside them.
const TITLES: [&[&str]; 8] = [
    &["GMI", "GM"],
    &["MI", "IM"],
    &["GMIF", "WGM"],
    &["MF", "FM"],
    &["MIF", "WIM"],
    &["CMF", "CM"],
    &["MFF", "WFM"],
    &["CMFF", "WCM"],
];

/// The place of a title in `TITLES` (lower is better); an unknown or missing title last.
pub fn title_order(title: Option<&str>) -> usize {
    let Some(t) = title.map(str::trim).filter(|t| !t.is_empty()) else {
        return TITLES.len();
    };
    TITLES
        .iter()
        .position(|names| names.iter().any(|n| n.eq_ignore_ascii_case(t)))
        .unwrap_or(TITLES.len())
}

/// The best of an entry's titles (open or women's).
fn best_title(e: &Entry) -> usize {
    title_order(e.title.as_deref()).min(title_order(e.women_title.as_deref()))
}

/// The event's rating of an entry: the FMJD rating, or with national ratings (TRF 172) the
/// rating the starting-rank method names: `NRO` the national rating only, `FIDON` the FMJD
/// rating or else the national one, `NIDOF` the national rating or else the FMJD one, `HBFN`
/// / `LBFN` the higher / lower of both; `FIDE` (and any other code) the FMJD rating.
pub fn event_rating(s: &Settings, e: &Entry) -> Option<u32> {
    let open = e.rating.filter(|&r| r > 0);
    let Some(sr) = &s.report.starting_rank else {
        return open;
    };
    let national = e
        .national
        .as_ref()
        .filter(|n| n.federation == sr.federation)
        .and_then(|n| n.rating)
        .filter(|&r| r > 0);
    match sr.method.to_ascii_uppercase().as_str() {
        "NRO" => national,
        "FIDON" => open.or(national),
        "NIDOF" => national.or(open),
        "HBFN" => open.max(national),
        "LBFN" => match (open, national) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
        _ => open,
    }
}

/// C.04.2: rating (highest first, the unrated last), then title, then name (alphabetically,
/// ignoring case), then start number.
pub fn by_rule(s: &Settings, a: &Entry, b: &Entry) -> Ordering {
    let ra = event_rating(s, a);
    let rb = event_rating(s, b);
    rb.is_some()
        .cmp(&ra.is_some())
        .then(rb.cmp(&ra))
        .then(best_title(a).cmp(&best_title(b)))
        .then_with(|| {
            a.name
                .as_str()
                .to_lowercase()
                .cmp(&b.name.as_str().to_lowercase())
        })
        .then(a.name.as_str().cmp(b.name.as_str()))
        .then(a.no.cmp(&b.no))
}

/// The initial ranking: the kept order `kept` (the controller's, or the one fixed when rounds
/// were paired) with entries not in it placed by [`by_rule`]: among the others while pairing
/// numbers may still change (`paired` rounds before [`FROZEN_AFTER_ROUND`], or a late entry
/// joining by then), at the end otherwise. Without a kept order, the rule's order.
pub fn initial_ranking(
    s: &Settings,
    entries: &[Entry],
    kept: &[StartNo],
    paired: u32,
) -> Vec<StartNo> {
    let by_no: std::collections::HashMap<StartNo, &Entry> =
        entries.iter().map(|e| (e.no, e)).collect();
    let mut seen = std::collections::HashSet::with_capacity(entries.len());
    let kept: Vec<&Entry> = kept
        .iter()
        .filter_map(|no| by_no.get(no).copied())
        .filter(|e| seen.insert(e.no))
        .collect();
    let mut rest: Vec<&Entry> = entries.iter().filter(|e| !seen.contains(&e.no)).collect();
    rest.sort_by(|a, b| by_rule(s, a, b));
    // Each entry not kept goes just before the first kept entry it ranks above (those placed
    // before it rank no lower, being placed in the rule's order), or at the end; in one pass,
    // so that a field of thousands is ranked in time proportional to it.
    let mut before: Vec<Vec<StartNo>> = vec![Vec::new(); kept.len() + 1];
    for e in rest {
        let in_place =
            paired < FROZEN_AFTER_ROUND || e.late_from.is_some_and(|r| r <= FROZEN_AFTER_ROUND);
        let at = if in_place {
            kept.iter()
                .position(|o| by_rule(s, e, o) == Ordering::Less)
                .unwrap_or(kept.len())
        } else {
            kept.len()
        };
        before[at].push(e.no);
    }
    let mut list: Vec<StartNo> = Vec::with_capacity(entries.len());
    for (i, placed) in before.into_iter().enumerate() {
        list.extend(placed);
        if let Some(k) = kept.get(i) {
            list.push(k.no);
        }
    }
    list
}

/// A reordered list checked against the entries: every entry exactly once.
pub fn check_order(entries: &[Entry], order: &[StartNo]) -> Result<(), RankingError> {
    for (i, &no) in order.iter().enumerate() {
        if !entries.iter().any(|e| e.no == no) {
            return Err(RankingError::Unknown(no));
        }
        if order[..i].contains(&no) {
            return Err(RankingError::Twice(no));
        }
    }
    if let Some(e) = entries.iter().find(|e| !order.contains(&e.no)) {
        return Err(RankingError::Missing(e.no));
    }
    Ok(())
}

/// A reordering of the initial ranking that cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RankingError {
    #[error("the initial ranking names start number {0}, which no entry has")]
    Unknown(StartNo),
    #[error("the initial ranking names start number {0} twice")]
    Twice(StartNo),
    #[error("the initial ranking leaves out start number {0}")]
    Missing(StartNo),
    #[error(
        "the initial ranking can be changed only until round 1 is paired (C.04.2); round 1 is paired"
    )]
    Paired,
    #[error("a change of the initial ranking needs a reason")]
    NoReason,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::entry::PlayerName;
    use crate::domain::{Federation, NationalRating, StartingRank};

    fn e(no: StartNo, name: &str, rating: Option<u32>, title: Option<&str>) -> Entry {
        let mut e = Entry::new(no, PlayerName::parse(name).unwrap()).unwrap();
        e.rating = rating;
        e.title = title.map(str::to_owned);
        e
    }

    fn settings() -> Settings {
        Settings::preset(crate::domain::Preset::FmjdInternational, "T", 5)
    }

    #[test]
    fn rating_then_title_then_name_and_the_unrated_last() {
        let s = settings();
        let entries = vec![
            e(1, "Zoe Unrated", None, Some("GMI")),
            e(2, "Bert Bos", Some(2150), None),
            e(3, "Anna Appel", Some(2150), None),
            e(4, "Carl Claes", Some(2150), Some("MF")),
            e(5, "Dirk Dam", Some(2350), None),
            e(6, "Eva Eik", Some(2150), Some("MI")),
            e(7, "Abel Unrated", None, None),
        ];
        // 2350 first; at 2150 MI before MF before the untitled, who go by name; the unrated
        // last (by title, then name), however high their title.
        assert_eq!(
            initial_ranking(&s, &entries, &[], 0),
            vec![5, 6, 4, 3, 2, 1, 7]
        );
    }

    #[test]
    fn women_titles_rank_between_the_open_ones() {
        assert!(title_order(Some("MI")) < title_order(Some("GMIF")));
        assert!(title_order(Some("GMIF")) < title_order(Some("MF")));
        assert!(title_order(Some("cmff")) < title_order(None));
        assert_eq!(title_order(Some("XYZ")), title_order(None));
    }

    #[test]
    fn a_late_entry_takes_its_place_by_rating() {
        let s = settings();
        let mut entries = vec![
            e(1, "A", Some(2000), None),
            e(2, "B", Some(2300), None),
            e(3, "C", Some(1800), None),
        ];
        // Fixed when round 1 was paired, then a 2100 player joins from round 2.
        let kept = initial_ranking(&s, &entries, &[], 0);
        assert_eq!(kept, vec![2, 1, 3]);
        let mut late = e(4, "D", Some(2100), None);
        late.late_from = Some(2);
        entries.push(late);
        assert_eq!(initial_ranking(&s, &entries, &kept, 1), vec![2, 4, 1, 3]);
        // An unrated late entry goes after the rated ones.
        let mut late = e(5, "E", None, None);
        late.late_from = Some(3);
        entries.push(late);
        assert_eq!(
            initial_ranking(&s, &entries, &[2, 4, 1, 3], 2),
            vec![2, 4, 1, 3, 5]
        );
    }

    #[test]
    fn the_controller_s_order_is_kept_and_late_entries_fit_around_it() {
        let s = settings();
        let mut entries = vec![
            e(1, "A", Some(2000), None),
            e(2, "B", Some(2300), None),
            e(3, "C", Some(1800), None),
        ];
        // The controller put 1 above 2 (a rating corrected from the new list).
        let kept = vec![1, 2, 3];
        let mut late = e(4, "D", Some(1900), None);
        late.late_from = Some(2);
        entries.push(late);
        assert_eq!(initial_ranking(&s, &entries, &kept, 1), vec![1, 2, 4, 3]);
    }

    #[test]
    fn after_round_four_a_late_entry_gets_the_next_number() {
        let s = settings();
        let mut entries = vec![e(1, "A", Some(2000), None), e(2, "B", Some(1800), None)];
        let mut late = e(3, "C", Some(2500), None);
        late.late_from = Some(5);
        entries.push(late);
        assert_eq!(initial_ranking(&s, &entries, &[1, 2], 4), vec![1, 2, 3]);
        assert_eq!(initial_ranking(&s, &entries, &[1, 2], 3), vec![3, 1, 2]);
    }

    #[test]
    fn national_ratings_rank_when_the_event_says_so() {
        let mut s = settings();
        let ned = Federation::parse("NED").unwrap();
        let national = |r| NationalRating {
            federation: ned.clone(),
            sex: None,
            classification: String::new(),
            name: String::new(),
            rating: Some(r),
            origin: String::new(),
            birth_date: None,
        };
        let mut a = e(1, "A", Some(2000), None);
        a.national = Some(national(1500));
        let mut b = e(2, "B", Some(1900), None);
        b.national = Some(national(1700));
        let entries = vec![a, b];
        assert_eq!(initial_ranking(&s, &entries, &[], 0), vec![1, 2]);
        s.report.starting_rank = Some(StartingRank {
            federation: ned,
            method: "NRO".into(),
        });
        assert_eq!(initial_ranking(&s, &entries, &[], 0), vec![2, 1]);
    }

    #[test]
    fn a_reordering_names_every_entry_once() {
        let entries = vec![e(1, "A", None, None), e(2, "B", None, None)];
        assert_eq!(check_order(&entries, &[2, 1]), Ok(()));
        assert_eq!(check_order(&entries, &[2]), Err(RankingError::Missing(1)));
        assert_eq!(
            check_order(&entries, &[2, 2, 1]),
            Err(RankingError::Twice(2))
        );
        assert_eq!(
            check_order(&entries, &[1, 2, 3]),
            Err(RankingError::Unknown(3))
        );
    }
}
