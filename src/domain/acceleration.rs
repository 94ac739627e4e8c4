//! Accelerated pairings (FIDE C.04.5): fictitious points added to the pairing score of the
//! higher-ranked players in the first rounds of a Swiss, so that they meet each other sooner.
//! They count for the pairing only, never for the standings.
//!
//! A tournament either has none, the Baku Acceleration Method (C.04.5.1), computed from its
//! entries, or the records a TRF file gave (TRF-2026 record 250), kept as they are. The
//! setting itself (`Acceleration`, `AccelerationRecord`) is the settings' vocabulary, in
//! `settings.rs`; here it turns into each player's fictitious points.

use super::entry::{Entry, StartNo};
use super::points::Points;
pub use super::settings::{Acceleration, AccelerationRecord};
use super::settings::{Basis, Settings};

impl Acceleration {
    /// The records this acceleration gives a tournament with these settings and entries.
    pub fn records(&self, settings: &Settings, entries: &[Entry]) -> Vec<AccelerationRecord> {
        match self {
            Acceleration::None => Vec::new(),
            Acceleration::Baku => baku(settings, entries),
            Acceleration::Records { records } => records.clone(),
        }
    }
}

/// The fictitious points of entry `no` in round `round`: those of the last record covering
/// both, or none.
pub fn virtual_points(records: &[AccelerationRecord], no: StartNo, round: u32) -> Points {
    records
        .iter()
        .rev()
        .find(|r| r.covers(no, round))
        .map_or(Points::ZERO, |r| r.points)
}

/// The Baku Acceleration Method (C.04.5.1) as records.
///
/// - "Before the first round, the list of players to be paired [...] shall be split in two
///   groups, GA and GB. The first group (GA) shall contain the first half of the players,
///   rounded up to the nearest even number": 2 × ⌈n / 4⌉ players, where n counts the entries
///   of round 1 (late entries and entries withdrawn from round 1 are not in the list).
/// - Late entries: "The last GA-player shall be the same as in the previous round": GA is every
///   entry whose starting number is at most the last GA player's, so a late entry (numbered
///   after every earlier entry) is in GB, and GA never changes after round 1.
/// - Virtual points: "The 'accelerated rounds' are the ones in the first half (rounded up) of
///   the tournament. Before pairing the first half (rounded up) of the accelerated rounds, all
///   the players in GA are assigned [...] virtual points equal to 1", reduced to 0.5 before
///   the remaining accelerated rounds.
///
/// C.04.5.1 is written for 1 / ½ / 0 scoring; a draughts event scores a win 2 (FMJD) and
/// plays matches of several games, so one virtual point is taken as what a won round is worth
/// on the pairing basis, and half a point as a drawn round ([`Basis`]).
pub fn baku(settings: &Settings, entries: &[Entry]) -> Vec<AccelerationRecord> {
    let mut listed: Vec<StartNo> = entries
        .iter()
        .filter(|e| e.late_from.is_none_or(|l| l <= 1) && e.withdrawn_from != Some(1))
        .map(|e| e.no)
        .collect();
    listed.sort_unstable();
    let ga = 2 * listed.len().div_ceil(4);
    let (Some(&first), Some(&last)) = (
        listed.first(),
        listed.get(ga.min(listed.len()).saturating_sub(1)),
    ) else {
        return Vec::new();
    };
    let accelerated = settings.rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    let basis = Basis::of(settings);
    let mut out = vec![AccelerationRecord {
        points: basis.win,
        first_round: 1,
        last_round: full,
        first_player: first,
        last_player: last,
    }];
    if accelerated > full && basis.draw > Points::ZERO {
        out.push(AccelerationRecord {
            points: basis.draw,
            first_round: full + 1,
            last_round: accelerated,
            first_player: first,
            last_player: last,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::entry::PlayerName;
    use crate::domain::settings::{Preset, SettingsError};

    fn entries(n: u32) -> Vec<Entry> {
        (1..=n)
            .map(|no| Entry::new(no, PlayerName::parse(&format!("P{no}")).unwrap()).unwrap())
            .collect()
    }

    #[test]
    fn baku_gives_ga_one_point_then_half_a_point_in_the_first_half_of_the_rounds() {
        // C.04.5.1: 161 players make a GA of 82; nine rounds, five accelerated: one virtual
        // point in rounds 1-3, half a point in rounds 4-5.
        let mut s = Settings::preset(Preset::FmjdInternational, "Open", 9);
        s.scoring.win = Points::whole(1);
        s.scoring.draw = Points::from_halves(1);
        let r = baku(&s, &entries(161));
        assert_eq!(
            r,
            [
                AccelerationRecord {
                    points: Points::whole(1),
                    first_round: 1,
                    last_round: 3,
                    first_player: 1,
                    last_player: 82
                },
                AccelerationRecord {
                    points: Points::from_halves(1),
                    first_round: 4,
                    last_round: 5,
                    first_player: 1,
                    last_player: 82
                }
            ]
        );
        assert_eq!(virtual_points(&r, 82, 3), Points::whole(1));
        assert_eq!(virtual_points(&r, 83, 1), Points::ZERO);
        assert_eq!(virtual_points(&r, 1, 5), Points::from_halves(1));
        assert_eq!(virtual_points(&r, 1, 6), Points::ZERO);
    }

    #[test]
    fn baku_scales_to_the_pairing_basis_and_leaves_late_entries_in_gb() {
        // FMJD scoring (2/1/0), seven rounds: four accelerated, two of each kind.
        let s = Settings::preset(Preset::FmjdInternational, "Open", 7);
        let mut list = entries(10);
        // 10 and 9 are late entries: 8 players in round 1 make a GA of 4.
        list[9].late_from = Some(2);
        list[8].late_from = Some(3);
        let r = baku(&s, &list);
        assert_eq!(r.len(), 2);
        assert_eq!(
            (r[0].points, r[0].first_round, r[0].last_round),
            (Points::whole(2), 1, 2)
        );
        assert_eq!(
            (r[1].points, r[1].first_round, r[1].last_round),
            (Points::whole(1), 3, 4)
        );
        assert_eq!((r[0].first_player, r[0].last_player), (1, 4));
        // A three-round event accelerates rounds 1-2: one with a whole point, one with half.
        let s3 = Settings::preset(Preset::FmjdInternational, "Open", 3);
        let r3 = baku(&s3, &entries(6));
        assert_eq!(r3[0].last_round, 1);
        assert_eq!((r3[1].first_round, r3[1].last_round), (2, 2));
        assert_eq!(r3[0].last_player, 4);
        assert!(baku(&s3, &[]).is_empty());
    }

    #[test]
    fn records_are_checked() {
        let bad = Acceleration::Records {
            records: vec![AccelerationRecord {
                points: Points::whole(1),
                first_round: 3,
                last_round: 2,
                first_player: 1,
                last_player: 4,
            }],
        };
        assert!(matches!(
            bad.check(),
            Err(SettingsError::BadAcceleration(_))
        ));
        assert_eq!(Acceleration::Baku.check(), Ok(()));
        let text = serde_json::to_string(&Acceleration::Baku).unwrap();
        assert_eq!(text, r#"{"kind":"baku"}"#);
        assert_eq!(
            serde_json::from_str::<Acceleration>(r#"{"kind":"none"}"#).unwrap(),
            Acceleration::None
        );
    }
}
