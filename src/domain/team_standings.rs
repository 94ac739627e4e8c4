//! Team standings: match points (or board points) and the team tie-breaks, computed from the
//! scored team matches.
//!
//! Readings, as the FIDE reference calculator (TieBreakServer, C.07 2026 edition) applies them
//! to team events:
//! - the primary score is match points, or board points where the event scores board points
//!   only; `board_points` (`MPVGP`) and `match_points` are then tie-breaks;
//! - direct encounter (C.07 art. 6) is a place inside the group tied on the score and every
//!   earlier tie-break, by the match points scored in the matches among the group: when all of
//!   them met, each subgroup still tied is ranked again by its own matches (6.2); when not all
//!   met, the leader is placed only when no outcome of the missing matches could catch them,
//!   then the next (6.3); 0 for a team not separated; whole-team forfeits do not count (6.1.1);
//! - Sonneborn-Berger of matches (`SB:MP`): each opponent's match points × the match points
//!   scored against them;
//! - Buchholz of match points (`BH:MP`): the opponents' match points;
//! - a team's pairing-allocated bye (or a whole-team forfeit it won or lost) is a round against
//!   a dummy opponent: it counts for Buchholz and Sonneborn-Berger as the dummy's score, the
//!   team's own match points (C.07 art. 16, a dummy with the player's own score), capped in
//!   the 2026 edition at a draw in every round (16.4.2).

use std::collections::HashMap;
use std::fmt;

use serde::Serialize;

use super::points::Points;
pub use super::team::TeamTieBreak;
use super::team::{Team, TeamMatch, TeamNo, TeamPairing, TeamScoring};

/// A tie-break's value. It is written as one number in every file (JSON, CSV): its value in
/// points ([`TeamValue::as_f64`]), never its count of quarters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamValue {
    /// Points (board points, match points, Buchholz).
    Points(Points),
    /// A sum of products of match points, in quarter points (Sonneborn-Berger).
    Quarters(u32),
    /// A place in a tie group, 0 when not separated (direct encounter).
    Place(u32),
}

impl TeamValue {
    /// A key that sorts better values first.
    fn key(self) -> i64 {
        match self {
            TeamValue::Points(p) => -i64::from(p.halves()) * 2,
            TeamValue::Quarters(q) => -i64::from(q),
            TeamValue::Place(0) => 0,
            TeamValue::Place(p) => i64::from(p),
        }
    }

    /// The value as a number (JSON, CSV).
    pub fn as_f64(self) -> f64 {
        match self {
            TeamValue::Points(p) => p.as_f64(),
            TeamValue::Quarters(q) => f64::from(q) / 4.0,
            TeamValue::Place(p) => f64::from(p),
        }
    }
}

impl TeamValue {
    /// The value as a file writes it: a whole number without a fraction (`46`), else its
    /// decimals (`45.5`, `45.25`).
    pub fn number(self) -> String {
        let f = self.as_f64();
        if f.fract() == 0.0 {
            format!("{f:.0}")
        } else {
            f.to_string()
        }
    }
}

impl Serialize for TeamValue {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let f = self.as_f64();
        if f.fract() == 0.0 {
            s.serialize_u64(f as u64)
        } else {
            s.serialize_f64(f)
        }
    }
}

impl fmt::Display for TeamValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TeamValue::Points(p) => write!(f, "{:.1}", p.as_f64()),
            TeamValue::Quarters(q) => write!(f, "{:.2}", f64::from(q) / 4.0),
            TeamValue::Place(p) => write!(f, "{p}"),
        }
    }
}

/// One team's line of the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TeamStandingRow {
    /// Teams equal on the score and every tie-break share the rank.
    pub rank: u32,
    pub team: TeamNo,
    pub name: String,
    pub match_points: Points,
    pub board_points: Points,
    /// Matches scored (byes and whole-team forfeits included).
    pub matches: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// One value per tie-break, in the order asked.
    pub values: Vec<TeamValue>,
}

/// What one team did in one scored match.
#[derive(Debug, Clone, Copy)]
struct Outcome {
    opponent: Option<TeamNo>,
    played: bool,
    mp: Points,
    bp: Points,
    opp_mp: Points,
}

/// The team standings after the scored matches among `matches` (a match without every board's
/// result is left out).
pub fn team_standings(
    teams: &[Team],
    matches: &[TeamMatch],
    scoring: &TeamScoring,
    tie_breaks: &[TeamTieBreak],
) -> Vec<TeamStandingRow> {
    let mut outcomes: HashMap<TeamNo, Vec<Outcome>> = HashMap::new();
    for m in matches {
        let Some(score) = m.score(scoring) else {
            continue;
        };
        match m.pairing {
            TeamPairing::Bye { team } => outcomes.entry(team).or_default().push(Outcome {
                opponent: None,
                played: false,
                mp: score.first_match_points,
                bp: score.first_board_points,
                opp_mp: Points::ZERO,
            }),
            TeamPairing::Match { first, second } => {
                for (team, opp, is_first) in [(first, second, true), (second, first, false)] {
                    let (mp, bp) = score.of(is_first);
                    let (opp_mp, _) = score.of(!is_first);
                    outcomes.entry(team).or_default().push(Outcome {
                        opponent: Some(opp),
                        played: m.forfeit.is_none(),
                        mp,
                        bp,
                        opp_mp,
                    });
                }
            }
        }
    }
    let empty = Vec::new();
    let totals: HashMap<TeamNo, (Points, Points)> = teams
        .iter()
        .map(|t| {
            let os = outcomes.get(&t.no).unwrap_or(&empty);
            (
                t.no,
                (os.iter().map(|o| o.mp).sum(), os.iter().map(|o| o.bp).sum()),
            )
        })
        .collect();
    let mp_of = |t: TeamNo| totals.get(&t).map_or(Points::ZERO, |x| x.0);
    let by_mp = scoring.ranks_by_match_points();
    let mut rows: Vec<TeamStandingRow> = teams
        .iter()
        .map(|t| {
            let os = outcomes.get(&t.no).unwrap_or(&empty);
            let (mp, bp) = totals[&t.no];
            let draw_mp = scoring.match_points.map_or(Points::ZERO, |m| m.draw);
            let rounds = os.len() as u32;
            // A dummy opponent's score: the team's own, capped at a draw in every round.
            let dummy = mp.min(draw_mp * rounds);
            let mut values = Vec::with_capacity(tie_breaks.len());
            for tb in tie_breaks {
                values.push(match tb {
                    TeamTieBreak::BoardPoints => TeamValue::Points(bp),
                    TeamTieBreak::MatchPoints => TeamValue::Points(mp),
                    TeamTieBreak::DirectEncounter => TeamValue::Place(0),
                    TeamTieBreak::SonnebornBerger => TeamValue::Quarters(
                        os.iter()
                            .map(|o| {
                                let opp = o.opponent.map_or(dummy, mp_of);
                                opp.halves() * o.mp.halves()
                            })
                            .sum(),
                    ),
                    TeamTieBreak::Buchholz => {
                        TeamValue::Points(os.iter().map(|o| o.opponent.map_or(dummy, mp_of)).sum())
                    }
                });
            }
            TeamStandingRow {
                rank: 0,
                team: t.no,
                name: t.name.clone(),
                match_points: mp,
                board_points: bp,
                matches: rounds,
                won: os.iter().filter(|o| o.mp > o.opp_mp).count() as u32,
                drawn: os
                    .iter()
                    .filter(|o| o.opponent.is_some() && o.mp == o.opp_mp)
                    .count() as u32,
                lost: os
                    .iter()
                    .filter(|o| o.opponent.is_some() && o.mp < o.opp_mp)
                    .count() as u32,
                values,
            }
        })
        .collect();
    let primary = |r: &TeamStandingRow| {
        if by_mp {
            r.match_points
        } else {
            r.board_points
        }
    };
    let de_rule = DeRule {
        by_mp,
        // The most a missing match can bring: a match won, or every board won.
        win: scoring.match_points.map_or(scoring.bye().1, |m| m.win),
    };
    // Sort by the score and the tie-breaks one at a time: direct encounter is computed inside
    // the groups still tied when its turn comes.
    rows.sort_by(|a, b| primary(b).cmp(&primary(a)).then(a.team.cmp(&b.team)));
    for (i, tb) in tie_breaks.iter().enumerate() {
        if *tb == TeamTieBreak::DirectEncounter {
            let mut start = 0;
            while start < rows.len() {
                let mut end = start + 1;
                while end < rows.len() && tied(&rows[start], &rows[end], i, &primary) {
                    end += 1;
                }
                if end - start > 1 {
                    let group: Vec<TeamNo> = rows[start..end].iter().map(|r| r.team).collect();
                    let places = direct_encounter(&group, &outcomes, &de_rule);
                    for r in &mut rows[start..end] {
                        r.values[i] = TeamValue::Place(places[&r.team]);
                    }
                }
                start = end;
            }
        }
        rows.sort_by(|a, b| {
            primary(b)
                .cmp(&primary(a))
                .then_with(|| {
                    a.values[..=i]
                        .iter()
                        .map(|v| v.key())
                        .cmp(b.values[..=i].iter().map(|v| v.key()))
                })
                .then(a.team.cmp(&b.team))
        });
    }
    let mut rank = 0;
    for i in 0..rows.len() {
        if i == 0 || !tied(&rows[i - 1], &rows[i], tie_breaks.len(), &primary) {
            rank = i as u32 + 1;
        }
        rows[i].rank = rank;
    }
    rows
}

/// Whether two rows are equal on the score and the first `n` tie-breaks.
fn tied(
    a: &TeamStandingRow,
    b: &TeamStandingRow,
    n: usize,
    primary: &dyn Fn(&TeamStandingRow) -> Points,
) -> bool {
    primary(a) == primary(b)
        && a.values[..n]
            .iter()
            .zip(&b.values[..n])
            .all(|(x, y)| x.key() == y.key())
}

/// What direct encounter counts: the matches' match points, or board points where the event
/// ranks by board points; `win` is the most a missing match could bring.
struct DeRule {
    by_mp: bool,
    win: Points,
}

/// Places inside a tie group by the matches among it (C.07 art. 6).
fn direct_encounter(
    group: &[TeamNo],
    outcomes: &HashMap<TeamNo, Vec<Outcome>>,
    rule: &DeRule,
) -> HashMap<TeamNo, u32> {
    let mut places: HashMap<TeamNo, u32> = group.iter().map(|&t| (t, 0)).collect();
    place_group(group, outcomes, rule, 1, &mut places);
    places
}

/// The score of `team` against the members of `group` (6.1.1: matches played only) and how
/// many members it has not met over the board.
fn mini_score(
    team: TeamNo,
    group: &[TeamNo],
    outcomes: &HashMap<TeamNo, Vec<Outcome>>,
    rule: &DeRule,
) -> (Points, u32) {
    let os = outcomes.get(&team).map(Vec::as_slice).unwrap_or(&[]);
    let mut score = Points::ZERO;
    let mut missing = 0;
    for &other in group.iter().filter(|&&o| o != team) {
        let mut met = false;
        for o in os.iter().filter(|o| o.played && o.opponent == Some(other)) {
            met = true;
            score += if rule.by_mp { o.mp } else { o.bp };
        }
        if !met {
            missing += 1;
        }
    }
    (score, missing)
}

fn place_group(
    group: &[TeamNo],
    outcomes: &HashMap<TeamNo, Vec<Outcome>>,
    rule: &DeRule,
    first_place: u32,
    places: &mut HashMap<TeamNo, u32>,
) {
    if group.len() < 2 {
        if let Some(&t) = group.first() {
            places.insert(t, first_place);
        }
        return;
    }
    let mut sorted: Vec<(TeamNo, Points, u32)> = group
        .iter()
        .map(|&t| {
            let (s, missing) = mini_score(t, group, outcomes, rule);
            (t, s, missing)
        })
        .collect();
    sorted.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    if sorted.iter().all(|s| s.2 == 0) {
        if sorted[0].1 == sorted[sorted.len() - 1].1 {
            // Not separated: the members keep their places (0 at the top level).
            return;
        }
        let mut i = 0;
        while i < sorted.len() {
            let mut j = i + 1;
            while j < sorted.len() && sorted[j].1 == sorted[i].1 {
                j += 1;
            }
            let place = first_place + i as u32;
            let sub: Vec<TeamNo> = sorted[i..j].iter().map(|s| s.0).collect();
            // 6.2: a subgroup still tied is ranked again by its own matches; if that does
            // not separate it, its members share the place.
            for t in &sub {
                places.insert(*t, place);
            }
            if sub.len() > 1 {
                place_group(&sub, outcomes, rule, place, places);
            }
            i = j;
        }
        return;
    }
    // 6.3: not all met. The leader is placed when no outcome of the missing matches lets
    // another member reach its score; then the next.
    let leader = sorted[0];
    if sorted[1..].iter().any(|s| s.1 + rule.win * s.2 >= leader.1) {
        return;
    }
    places.insert(leader.0, first_place);
    let rest: Vec<TeamNo> = sorted[1..].iter().map(|s| s.0).collect();
    place_group(&rest, outcomes, rule, first_place + 1, places);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::team::{MatchBoard, WholeForfeit};

    fn teams(n: u32) -> Vec<Team> {
        (1..=n)
            .map(|i| Team::new(i, &format!("Team {i}"), None, None, vec![i * 10]).unwrap())
            .collect()
    }

    fn scoring() -> TeamScoring {
        TeamScoring::new(2, Points::whole(1), Points::from_halves(1)).unwrap()
    }

    /// A two-board match scored `f` to `s` board points (halves).
    fn m(round: u32, first: TeamNo, second: TeamNo, f: u32, s: u32) -> TeamMatch {
        let mut x = TeamMatch::new(round, 1, TeamPairing::Match { first, second }).unwrap();
        x.boards = vec![
            MatchBoard {
                board: 1,
                first: Some(first * 10),
                second: Some(second * 10),
                first_points: Some(Points::from_halves(f)),
                second_points: Some(Points::from_halves(s)),
            },
            MatchBoard {
                board: 2,
                first: Some(first * 10 + 1),
                second: Some(second * 10 + 1),
                first_points: Some(Points::ZERO),
                second_points: Some(Points::ZERO),
            },
        ];
        x
    }

    #[test]
    fn match_points_rank_then_board_points_then_buchholz() {
        let ts = teams(4);
        let ms = vec![
            m(1, 1, 2, 2, 0),
            m(1, 3, 4, 1, 1),
            m(2, 1, 3, 1, 1),
            m(2, 2, 4, 2, 0),
        ];
        let rows = team_standings(&ts, &ms, &scoring(), &TeamTieBreak::DEFAULT);
        let order: Vec<TeamNo> = rows.iter().map(|r| r.team).collect();
        // Teams 2 and 3 are equal on 2 MP and 1 BP and did not meet; SB separates them:
        // team 3 drew with team 4 (1 MP) and team 1 (3 MP): 1×1 + 3×1 = 4; team 2 2×1 = 2.
        assert_eq!(order, [1, 3, 2, 4]);
        assert_eq!(rows[0].match_points, Points::whole(3));
        assert_eq!(rows[0].board_points, Points::from_halves(3));
        // Team 1 met 2 (2 MP) and 3 (2 MP): Buchholz 4; SB = 2×2 + 2×1 = 6.
        assert_eq!(rows[0].values[3], TeamValue::Points(Points::whole(4)));
        assert_eq!(rows[0].values[2], TeamValue::Quarters(6 * 4));
        assert_eq!(rows[1].values[2], TeamValue::Quarters(4 * 4));
        assert_eq!(rows[2].values[2], TeamValue::Quarters(2 * 4));
        assert_eq!(rows[1].values[1], TeamValue::Place(0));
        assert_eq!(rows[2].rank, 3);
    }

    #[test]
    fn direct_encounter_separates_teams_that_met() {
        let ts = teams(3);
        // 1 beats 2; 2 beats 3 more heavily so BP tie with 1... build equal MP and BP.
        let ms = vec![m(1, 1, 2, 1, 0), m(2, 2, 3, 2, 0), m(3, 3, 1, 1, 0)];
        let rows = team_standings(
            &ts,
            &ms,
            &scoring(),
            &[TeamTieBreak::DirectEncounter, TeamTieBreak::BoardPoints],
        );
        // All have 2 MP; all met: mini scores are equal, so DE does not separate; BP does.
        assert!(rows.iter().all(|r| r.values[0] == TeamValue::Place(0)));
        assert_eq!(rows[0].team, 2);
        let two = vec![m(1, 1, 2, 0, 2)];
        let rows = team_standings(
            &teams(2),
            &two,
            &TeamScoring {
                match_points: None,
                ..scoring()
            },
            &[TeamTieBreak::DirectEncounter],
        );
        assert_eq!(rows[0].team, 2);
        assert_eq!(rows[0].values[0], TeamValue::Place(0));
    }

    #[test]
    fn direct_encounter_places_a_tied_pair_by_their_match() {
        let ts = teams(4);
        // 1 and 2 both 2 MP and 1 BP; 1 beat 2.
        let ms = vec![
            m(1, 1, 2, 2, 0),
            m(1, 3, 4, 1, 1),
            m(2, 2, 3, 2, 0),
            m(2, 4, 1, 2, 0),
        ];
        let rows = team_standings(&ts, &ms, &scoring(), &TeamTieBreak::DEFAULT);
        let one = rows.iter().find(|r| r.team == 1).unwrap();
        let two = rows.iter().find(|r| r.team == 2).unwrap();
        assert_eq!(one.match_points, two.match_points);
        assert_eq!(one.values[1], TeamValue::Place(1));
        assert_eq!(two.values[1], TeamValue::Place(2));
        assert!(one.rank < two.rank);
    }

    #[test]
    fn a_bye_counts_a_dummy_and_a_forfeit_is_no_encounter() {
        let ts = teams(3);
        let mut f = m(1, 1, 2, 0, 0);
        f.forfeit = Some(WholeForfeit::First);
        let bye = TeamMatch::new(1, 2, TeamPairing::Bye { team: 3 }).unwrap();
        let rows = team_standings(&ts, &[f, bye], &scoring(), &TeamTieBreak::DEFAULT);
        let two = rows.iter().find(|r| r.team == 2).unwrap();
        assert_eq!(two.board_points, Points::whole(2));
        assert_eq!(two.match_points, Points::whole(2));
        let three = rows.iter().find(|r| r.team == 3).unwrap();
        assert_eq!(three.match_points, Points::whole(2));
        // Teams 2 and 3 tie; they never met: no direct encounter place.
        assert_eq!(three.values[1], TeamValue::Place(0));
        // The dummy's score is capped at a draw a round: 1 MP.
        assert_eq!(three.values[3], TeamValue::Points(Points::whole(1)));
    }

    #[test]
    fn tie_break_names_and_codes_read_back() {
        for tb in TeamTieBreak::ALL {
            assert_eq!(TeamTieBreak::parse(tb.name()), Some(tb));
            assert_eq!(TeamTieBreak::parse(tb.code()), Some(tb));
        }
        assert_eq!(
            TeamTieBreak::parse_list("MPVGP, DE,SB:MP,BH:MP").unwrap(),
            TeamTieBreak::DEFAULT
        );
        assert!(
            TeamTieBreak::parse_list("MPVGP,XX")
                .unwrap_err()
                .contains("`XX`")
        );
    }

    /// A value is written as points in JSON as in the CSV: Sonneborn-Berger of 46 match
    /// points squared is 46, not its 184 quarters.
    #[test]
    fn a_value_is_written_as_points_in_json_and_csv() {
        for (v, json, cell) in [
            (TeamValue::Quarters(184), "46", "46"),
            (TeamValue::Quarters(183), "45.75", "45.75"),
            (TeamValue::Points(Points::from_halves(9)), "4.5", "4.5"),
            (TeamValue::Points(Points::whole(12)), "12", "12"),
            (TeamValue::Place(2), "2", "2"),
        ] {
            assert_eq!(serde_json::to_string(&v).unwrap(), json, "{v:?}");
            assert_eq!(v.number(), cell, "{v:?}");
        }
    }
}
