//! The FIDE Dutch system (C.04.3, the rules in force from 2025/2026, with the
//! basic rules C.04.1 and general handling C.04.2).
//!
//! The players to pair are sorted by score, then by pairing number, and
//! split into score groups. Brackets are paired one after the other, from
//! the top. For each bracket a maximum-weight matching is computed on the
//! bracket and the next score group together, with edge weights whose bit
//! fields encode, from the most significant down, the criteria of C.04.3 in
//! their order of priority:
//!
//! - absolute criteria (C1 no rematch of a game played, C3 same absolute
//!   colour preference except for topscorers pairing the last round) decide
//!   whether an edge exists at all; completion (C4) is checked after each
//!   bracket on the whole remaining field, and a bracket whose downfloaters
//!   would make completion impossible is paired again as the penultimate
//!   pairing bracket together with all the players below it;
//! - in the last brackets, the bye (C2 eligibility, C5 lowest score): the
//!   bracket of the bye's score is paired with every player below it, and
//!   when its only unpaired player is the bye assignee, C9 gives the bye to
//!   the candidate with the fewest unplayed games;
//! - the number of pairs in the bracket and their score differences;
//! - the pairs the downfloaters make in the next bracket (C8), counted only
//!   when the rest of the field can still be completed with them: when the
//!   pairs the matching counted leave the field incomplete, the bracket is
//!   matched again together with every player below the next score group,
//!   with a completion field (C4) above all the others, as if the bracket
//!   looked ahead over the whole field;
//! - the colour criteria (absolute, strong, mild preferences);
//! - repeated downfloaters and upfloaters of the last two rounds, and their
//!   score differences (a pairing-allocated bye, or scoring more than a loss
//!   without playing, is a downfloat: C.04.3 art. 1.4.3);
//! - then the low bits, used step by step to choose among equally good
//!   pairings the one the Dutch order of transpositions and exchanges
//!   reaches first: which moved-down players are paired, which players are
//!   exchanged between S1 and S2, and whom each S1 player meets.
//!
//! Weights are [`Wide`] integers whose width is chosen per bracket.

// Graph algorithms index several parallel arrays by vertex.
#![allow(clippy::needless_range_loop)]

use thiserror::Error;

use super::matching::{Duals, Incremental, Weight, maximum_weight_matching};
use super::tournament::{Colour, ResultCode, RoundPairing, RoundRecord, Tournament};
use super::wide::Wide;

/// Why no pairing could be made.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum DutchError {
    #[error("no pairing satisfies the absolute criteria (no rematch, colours, bye eligibility)")]
    NoValidPairing,
    #[error("the pairing needs weights wider than {0} bits")]
    TooWide(u32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Float {
    Down,
    Up,
    None,
}

/// What the pairing needs to know about a player.
#[derive(Debug, Clone)]
struct PlayerData {
    id: u32,
    /// Effective pairing number, 0-based.
    rank: usize,
    /// Score before the round to pair, in tenths.
    score: u32,
    colour_pref: Option<Colour>,
    /// The colour of the last two games when they were the same.
    repeated: Option<Colour>,
    imbalance: u32,
    strong: bool,
    bye_eligible: bool,
    /// Rounds without a game played over the board.
    unplayed: u32,
    /// Float of the previous round and of the round before.
    floats: [Float; 2],
    /// Opponents not to be met again (games played, forbidden pairs).
    forbidden: Vec<u32>,
    /// Colours of played games, most recent last.
    colours: Vec<Colour>,
}

impl PlayerData {
    fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }
    fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }
}

fn bits(v: usize) -> u32 {
    usize::BITS - v.leading_zeros()
}

fn prefs_compatible(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none() || b.is_none()
}

/// A relation on `0..n` as one bit a pair, n² bits where a table of
/// booleans takes n² bytes: which players may meet (symmetric), or which
/// pairs a bracket took out.
#[derive(Default)]
struct BitMatrix {
    /// Words per row.
    words: usize,
    bits: Vec<u64>,
}

impl BitMatrix {
    /// The relation on `0..len` holding no pair.
    fn empty(len: usize) -> BitMatrix {
        let words = len.div_ceil(64);
        BitMatrix {
            words,
            bits: vec![0; len * words],
        }
    }

    fn get(&self, a: usize, b: usize) -> bool {
        self.bits[a * self.words + b / 64] >> (b % 64) & 1 == 1
    }

    fn clear(&mut self, a: usize, b: usize) {
        self.bits[a * self.words + b / 64] &= !(1 << (b % 64));
    }

    fn set(&mut self, a: usize, b: usize) {
        self.bits[a * self.words + b / 64] |= 1 << (b % 64);
    }
}

/// The round being paired and the players in it.
struct Round {
    players: Vec<PlayerData>,
    played_rounds: usize,
    total_rounds: usize,
    win: u32,
    draw: u32,
    initial_colour: Colour,
    /// Which players may meet, by player index (see [`Round::compatible`]),
    /// shared with the validity checker.
    compat: std::sync::Arc<BitMatrix>,
}

impl Round {
    /// C.04.1 and C.04.3 absolute criteria: C1 (no rematch, no forbidden
    /// pair) and C3 (players with the same absolute colour preference do not
    /// meet, unless one is a topscorer in the last round).
    fn compatible(&self, a: usize, b: usize) -> bool {
        self.compat.get(a, b)
    }

    /// Whether a player is a topscorer of the last round, whom C3 lets meet
    /// a player of the same absolute colour preference (C.04.3 A.7: a score
    /// over half the maximum possible).
    fn topscorer(&self, p: &PlayerData) -> bool {
        let threshold = (self.played_rounds as u32 * self.win.max(self.draw)) / 2;
        self.played_rounds + 1 >= self.total_rounds && p.score > threshold
    }

    /// The absolute criteria between every two of the players at `order`,
    /// by their index there: everyone may meet everyone but themselves,
    /// except two players of the same absolute colour preference when
    /// neither is a topscorer (C3), and two who met already or may not meet
    /// (C1; a pair listed by either player).
    fn compat_matrix(&self, order: &[usize]) -> BitMatrix {
        let len = order.len();
        let words = len.div_ceil(64);
        let mut m = BitMatrix {
            words,
            bits: vec![!0; len * words],
        };
        if !len.is_multiple_of(64) {
            for a in 0..len {
                m.bits[a * words + words - 1] = (1 << (len % 64)) - 1;
            }
        }
        // C3: the players each absolute preference keeps apart.
        let blocks = |p: &PlayerData| p.absolute() && !self.topscorer(p);
        let mut same_pref: Vec<(Option<Colour>, Vec<u64>)> = Vec::new();
        for (i, &a) in order.iter().enumerate() {
            let p = &self.players[a];
            if !blocks(p) {
                continue;
            }
            let at = match same_pref.iter().position(|(c, _)| *c == p.colour_pref) {
                Some(at) => at,
                None => {
                    same_pref.push((p.colour_pref, vec![0; words]));
                    same_pref.len() - 1
                }
            };
            same_pref[at].1[i / 64] |= 1 << (i % 64);
        }
        for (i, &a) in order.iter().enumerate() {
            let p = &self.players[a];
            if blocks(p)
                && let Some((_, mask)) = same_pref.iter().find(|(c, _)| *c == p.colour_pref)
            {
                for (word, block) in m.bits[i * words..(i + 1) * words].iter_mut().zip(mask) {
                    *word &= !block;
                }
            }
            m.clear(i, i);
        }
        // C1: games played and forbidden pairs.
        let mut at_of: std::collections::HashMap<u32, usize> =
            std::collections::HashMap::with_capacity(len);
        for (i, &a) in order.iter().enumerate() {
            at_of.insert(self.players[a].id, i);
        }
        for (i, &a) in order.iter().enumerate() {
            for id in &self.players[a].forbidden {
                if let Some(&j) = at_of.get(id) {
                    m.clear(i, j);
                    m.clear(j, i);
                }
            }
        }
        m
    }

    /// `a` ranks below `b` (lower score, or same score and larger pairing number).
    fn ranks_below(&self, a: usize, b: usize) -> bool {
        let p = &self.players[a];
        let q = &self.players[b];
        (p.score, q.rank) < (q.score, p.rank)
    }
}

/// Builds the round's player data from the tournament state: the players
/// without a record for the next round are the ones to pair.
fn prepare(t: &Tournament) -> Round {
    let played = t.rounds_played();
    let scoring = t.scoring;
    let initial_colour = t
        .initial_colour
        .or_else(|| infer_initial_colour(t))
        .unwrap_or(Colour::White);
    let mut players = Vec::new();
    // Effective pairing numbers count the players who are in the pairing
    // now or were in it before; late entrants not yet playing are skipped.
    let mut rank = 0;
    let next = played as u32 + 1;
    for p in &t.players {
        // A record for the round to pair, or a 240 bye in it, keeps the player out.
        let present = p.rounds.len() <= played && t.bye_record(p.id, next).is_none();
        let valid = present || p.rounds.iter().take(played).any(|r| r.participated());
        if !valid {
            continue;
        }
        rank += 1;
        let rank = rank - 1;
        if !present {
            continue;
        }
        let record = |r: usize| p.rounds.get(r).copied().unwrap_or(RoundRecord::UNPAIRED);
        // The points of round `r` (0-based): the scoring's for its code, or a 299 record's.
        let points = |r: usize| t.points_of(p.id, r as u32 + 1, &record(r));
        let score_after = |rounds: usize| -> u32 { (0..rounds).map(points).sum() };
        // C.04.5: the pairing score of an accelerated round adds the round's fictitious
        // points (TRF-2026 record 250) to the points scored.
        let score = score_after(played) + t.acceleration(p.id, next);
        let mut white = 0u32;
        let mut black = 0u32;
        let mut colours = Vec::new();
        for r in 0..played {
            if let Some(c) = record(r).played_colour() {
                match c {
                    Colour::White => white += 1,
                    Colour::Black => black += 1,
                }
                colours.push(c);
            }
        }
        let mut consecutive = 0;
        let mut last = None;
        for &c in &colours {
            if Some(c) == last {
                consecutive += 1;
            } else {
                consecutive = 1;
            }
            last = Some(c);
        }
        let lower = if white > black {
            Colour::Black
        } else {
            Colour::White
        };
        let imbalance = white.abs_diff(black);
        // C.04.1 colour preferences: absolute when the difference is over 1
        // or the same colour came twice in a row; strong when the difference
        // is 1; mild otherwise (alternation).
        let colour_pref = if imbalance > 1 {
            Some(lower)
        } else if consecutive > 1 {
            last.map(Colour::opposite)
        } else if imbalance > 0 {
            Some(lower)
        } else {
            last.map(Colour::opposite)
        };
        let repeated = if consecutive > 1 { last } else { None };
        let absolute = imbalance > 1 || repeated.is_some();
        // C.04.1 (2025) art. 3 / C.04.3 C2: a player who already had the
        // pairing-allocated bye, or scored in one round without playing as
        // much as a win (forfeit win, full-point bye), does not get it again.
        let bye_eligible = !(0..played).any(|r| {
            let rec = record(r);
            !rec.game_played() && rec.result.is_some() && points(r) >= scoring.win
        });
        let mut forbidden: Vec<u32> = (0..played)
            .filter_map(|r| {
                let rec = record(r);
                if rec.game_played() {
                    rec.opponent
                } else {
                    None
                }
            })
            .collect();
        for group in t.forbidden.iter().filter(|g| g.applies_in(next)) {
            if group.players.contains(&p.id) {
                forbidden.extend(group.players.iter().copied().filter(|&o| o != p.id));
            }
        }
        let mut floats = [Float::None; 2];
        for (back, f) in floats.iter_mut().enumerate() {
            let back = back + 1;
            if played < back {
                continue;
            }
            let r = played - back;
            let rec = record(r);
            *f = if !rec.game_played() {
                // C.04.3 art. 1.4.3: the pairing-allocated bye, or scoring
                // more than a loss without playing, is a downfloat.
                if rec.result == Some(ResultCode::PairingBye) || points(r) > scoring.loss {
                    Float::Down
                } else {
                    Float::None
                }
            } else {
                // Floats compare the pairing scores of that round, fictitious points included.
                let round = r as u32 + 1;
                let mine = score_after(r) + t.acceleration(p.id, round);
                let opp = rec.opponent.and_then(|o| t.index_of(o)).map(|oi| {
                    let op = &t.players[oi];
                    (0..r)
                        .map(|k| {
                            let rec = op.rounds.get(k).copied().unwrap_or(RoundRecord::UNPAIRED);
                            t.points_of(op.id, k as u32 + 1, &rec)
                        })
                        .sum::<u32>()
                        + t.acceleration(op.id, round)
                });
                match opp {
                    Some(o) if mine > o => Float::Down,
                    Some(o) if mine < o => Float::Up,
                    _ => Float::None,
                }
            };
        }
        players.push(PlayerData {
            id: p.id,
            rank,
            score,
            colour_pref,
            repeated,
            imbalance,
            strong: !absolute && imbalance > 0,
            bye_eligible,
            unplayed: (0..played)
                .filter(|&r| {
                    let rec = record(r);
                    !rec.game_played()
                        && rec.result != Some(ResultCode::PairingBye)
                        && points(r) <= scoring.loss
                })
                .count() as u32,
            floats,
            forbidden,
            colours,
        });
    }
    let mut round = Round {
        players,
        played_rounds: played,
        total_rounds: t
            .total_rounds
            .map_or(played + 1, |r| r as usize)
            .max(played + 1),
        win: scoring.win,
        draw: scoring.draw,
        initial_colour,
        compat: Default::default(),
    };
    let everyone: Vec<usize> = (0..round.players.len()).collect();
    round.compat = std::sync::Arc::new(round.compat_matrix(&everyone));
    round
}

/// The colour of the first player in the first round, inferred from the
/// first round in which colours were given.
pub fn infer_initial_colour(t: &Tournament) -> Option<Colour> {
    let min_round = t
        .players
        .iter()
        .filter_map(|p| p.rounds.iter().position(|r| r.colour.is_some()))
        .min()?;
    let mut counter = 0;
    for p in &t.players {
        let took_part = p
            .rounds
            .iter()
            .take(min_round + 1)
            .any(|r| r.participated());
        if took_part {
            let c = p.rounds[min_round].colour;
            if let Some(c) = c {
                return Some(if counter % 2 == 1 { c.opposite() } else { c });
            }
            counter += 1;
        }
    }
    None
}

/// A validity checker: can the players not yet paired all be paired (one
/// of them possibly with the bye) without breaking an absolute criterion?
#[derive(Clone)]
struct Validity {
    odd: bool,
    /// Which players may meet, by vertex.
    compat: std::sync::Arc<BitMatrix>,
    /// The player at each vertex.
    order: Vec<usize>,
    bye_ok: Vec<bool>,
    /// Scores, by vertex.
    scores: Vec<u32>,
    done: Vec<bool>,
}

impl Validity {
    /// Whether the players at vertices `a` and `b` may meet.
    fn meets(&self, a: usize, b: usize) -> bool {
        self.compat.get(self.order[a], self.order[b])
    }

    /// The checker of the players in `sorted` order: vertex index in the
    /// validity graph = position in `sorted`.
    fn of(round: &Round, sorted: &[usize]) -> Validity {
        let count = sorted.len();
        Validity {
            odd: count & 1 == 1,
            compat: round.compat.clone(),
            order: sorted.to_vec(),
            bye_ok: sorted
                .iter()
                .map(|&p| round.players[p].bye_eligible)
                .collect(),
            scores: sorted.iter().map(|&p| round.players[p].score).collect(),
            done: vec![false; count],
        }
    }

    /// A complete pairing of the players not `taken` (and of the bye vertex,
    /// last, when the field is odd) of maximum weight, with `pair` weighing a
    /// compatible pair and `bye` a player's bye (`None`: not allowed), or
    /// `None` when no complete pairing exists. Returns the players and the
    /// matching by their index in that list.
    fn complete_pairing(
        &self,
        taken: &[bool],
        pair: impl Fn(usize, usize) -> i64,
        bye: impl Fn(usize) -> Option<i64>,
    ) -> Option<(Vec<usize>, Vec<Option<usize>>)> {
        let free: Vec<usize> = (0..self.order.len()).filter(|&v| !taken[v]).collect();
        let mut edges = Vec::new();
        for (a, &v) in free.iter().enumerate() {
            for (b, &w) in free.iter().enumerate().skip(a + 1) {
                if self.meets(v, w) {
                    edges.push((a, b, pair(v, w)));
                }
            }
        }
        let mut n = free.len();
        if self.odd {
            for (a, &v) in free.iter().enumerate() {
                if let Some(w) = bye(v) {
                    edges.push((a, n, w));
                }
            }
            n += 1;
        }
        let m = maximum_weight_matching(n, &edges);
        m.iter().all(Option::is_some).then_some((free, m))
    }

    /// Whether the players not yet paired can be completed, and then the
    /// lowest score the bye can go to (`Some(None)` for an even field).
    ///
    /// Only these values are asked for, so no weighted matching is needed:
    /// a largest pairing of the players (C1, C3) shows whether the field
    /// completes; in an odd field whose largest pairing leaves one player
    /// out, the players some largest pairing leaves out are those an
    /// alternating search from that player reaches as outer vertices
    /// (Gallai-Edmonds), and the bye goes to the lowest score among the
    /// eligible ones (C2, C5).
    fn best_bye(&self) -> Option<Option<u32>> {
        let free: Vec<usize> = (0..self.order.len()).filter(|&v| !self.done[v]).collect();
        let mut search = CardinalityMatching::new(self, free);
        search.maximise();
        let unmatched: Vec<usize> = (0..search.len())
            .filter(|&a| search.mate[a] == NONE)
            .collect();
        match (self.odd, unmatched.as_slice()) {
            (false, []) => Some(None),
            (true, &[u]) => {
                // The lowest score an eligible player has: the search stops
                // as soon as it reaches one of them as an outer vertex.
                let players = search.players.clone();
                let eligible = |a: usize| self.bye_ok[players[a]];
                let score = |a: usize| self.scores[players[a]];
                let lowest = (0..search.len())
                    .filter(|&a| eligible(a))
                    .map(score)
                    .min()?;
                let wanted: Vec<bool> = (0..search.len())
                    .map(|a| eligible(a) && score(a) == lowest)
                    .collect();
                let outer = search.outer_from(u, &wanted);
                (0..search.len())
                    .filter(|&a| outer[a] && eligible(a))
                    .map(score)
                    .min()
                    .map(Some)
            }
            _ => None,
        }
    }

    /// [`Validity::best_bye`] by a maximum-weight matching: pairs weigh far
    /// more than the bye preference, which favours the lowest score for the
    /// player left to the bye. The reference the faster one is tested against.
    #[cfg(test)]
    fn best_bye_weighted(&self) -> Option<Option<u32>> {
        let pair_weight = 1i64 << 40;
        let top = (0..self.order.len())
            .filter(|&v| !self.done[v])
            .map(|v| self.scores[v])
            .max()
            .unwrap_or(0) as i64;
        let (free, m) = self.complete_pairing(
            &self.done,
            |_, _| pair_weight,
            |v| self.bye_ok[v].then(|| pair_weight + 1 + top - self.scores[v] as i64),
        )?;
        if self.odd {
            let b = m[free.len()].expect("the bye vertex is matched");
            Some(Some(self.scores[free[b]]))
        } else {
            Some(None)
        }
    }

    /// [`Validity::best_bye`] with the players at `extra` paired as well.
    fn best_bye_with(&mut self, extra: &[usize]) -> Option<Option<u32>> {
        let newly: Vec<usize> = extra.iter().copied().filter(|&v| !self.done[v]).collect();
        for &v in &newly {
            self.done[v] = true;
        }
        let best = self.best_bye();
        for &v in &newly {
            self.done[v] = false;
        }
        best
    }

    /// Whether the players not yet paired, but for those at `fixed` (paired
    /// among themselves), can all be paired, the bye going to an eligible
    /// player of `bye_score`, with at least `pairs` pairs between two players
    /// marked in `group`.
    fn completes_with(
        &self,
        fixed: &[usize],
        group: &[bool],
        pairs: usize,
        bye_score: Option<u32>,
    ) -> bool {
        let mut taken = self.done.clone();
        for &v in fixed {
            taken[v] = true;
        }
        // Pairs weigh far more than the pairs within the group.
        let pair_weight = 1i64 << 40;
        let Some((free, m)) = self.complete_pairing(
            &taken,
            |v, w| pair_weight + (group[v] && group[w]) as i64,
            |v| (self.bye_ok[v] && Some(self.scores[v]) == bye_score).then_some(pair_weight),
        ) else {
            return false;
        };
        let made = (0..free.len())
            .filter(|&k| {
                let j = m[k].expect("complete");
                j > k && j < free.len() && group[free[k]] && group[free[j]]
            })
            .count();
        made >= pairs
    }
}

const NONE: usize = usize::MAX;

/// How an alternating search of [`CardinalityMatching`] ended.
enum Found {
    /// At the other end of an augmenting path.
    Augmenting(usize),
    /// At an outer vertex it was looking for.
    Wanted,
    /// With every vertex it could reach labelled.
    Exhausted,
}

/// A maximum-cardinality matching of some vertices of a compatibility graph
/// (Edmonds' blossom algorithm, unweighted): a greedy start, then one
/// alternating search per vertex left unmatched.
struct CardinalityMatching<'a> {
    validity: &'a Validity,
    /// The vertices of the graph taking part, by local index.
    players: Vec<usize>,
    mate: Vec<usize>,
    // The search's state, by local index.
    parent: Vec<usize>,
    base: Vec<usize>,
    outer: Vec<bool>,
    in_blossom: Vec<bool>,
    on_path: Vec<bool>,
    queue: std::collections::VecDeque<usize>,
}

impl<'a> CardinalityMatching<'a> {
    fn new(validity: &'a Validity, players: Vec<usize>) -> Self {
        let k = players.len();
        CardinalityMatching {
            validity,
            players,
            mate: vec![NONE; k],
            parent: vec![NONE; k],
            base: (0..k).collect(),
            outer: vec![false; k],
            in_blossom: vec![false; k],
            on_path: vec![false; k],
            queue: std::collections::VecDeque::new(),
        }
    }

    fn len(&self) -> usize {
        self.players.len()
    }

    fn adjacent(&self, a: usize, b: usize) -> bool {
        a != b && self.validity.meets(self.players[a], self.players[b])
    }

    /// Makes the matching a largest one.
    fn maximise(&mut self) {
        let k = self.len();
        for a in 0..k {
            if self.mate[a] != NONE {
                continue;
            }
            if let Some(b) = (a + 1..k).find(|&b| self.mate[b] == NONE && self.adjacent(a, b)) {
                self.mate[a] = b;
                self.mate[b] = a;
            }
        }
        // A matching that leaves at most one vertex unmatched is a largest
        // one: the search from that vertex would find no augmenting path.
        let mut left = self.mate.iter().filter(|&&m| m == NONE).count();
        for a in 0..k {
            if left <= 1 {
                break;
            }
            if self.mate[a] == NONE
                && let Found::Augmenting(end) = self.search(a, &[])
            {
                // Flip the augmenting path from `end` back to `a`.
                let mut v = end;
                while v != NONE {
                    let pv = self.parent[v];
                    let next = self.mate[pv];
                    self.mate[v] = pv;
                    self.mate[pv] = v;
                    v = next;
                }
                left -= 2;
            }
        }
    }

    /// The outer vertices of an alternating search from the unmatched
    /// vertex `root` of a largest matching: vertices some largest matching
    /// leaves unmatched. The search is complete (it marks all of them)
    /// unless it reaches a vertex marked in `wanted`, where it stops.
    fn outer_from(&mut self, root: usize, wanted: &[bool]) -> Vec<bool> {
        let found = self.search(root, wanted);
        debug_assert!(
            !matches!(found, Found::Augmenting(_)),
            "the matching is a largest one"
        );
        self.outer.clone()
    }

    /// An alternating search from the unmatched vertex `root`: the other
    /// end of an augmenting path, or the search ended (then `outer` marks
    /// the outer vertices, blossoms included), or it stopped at an outer
    /// vertex marked in `wanted` (empty: none).
    fn search(&mut self, root: usize, wanted: &[bool]) -> Found {
        let k = self.len();
        let wants = |v: usize| wanted.get(v).copied().unwrap_or(false);
        self.outer.fill(false);
        self.parent.fill(NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.queue.clear();
        self.outer[root] = true;
        if wants(root) {
            return Found::Wanted;
        }
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for to in 0..k {
                if !self.adjacent(v, to) || self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    // An edge between two outer vertices: a blossom.
                    let top = self.common_base(v, to);
                    self.in_blossom.fill(false);
                    self.mark_path(v, top, to);
                    self.mark_path(to, top, v);
                    let mut stop = false;
                    for i in 0..k {
                        if self.in_blossom[self.base[i]] {
                            self.base[i] = top;
                            if !self.outer[i] {
                                self.outer[i] = true;
                                stop |= wants(i);
                                self.queue.push_back(i);
                            }
                        }
                    }
                    if stop {
                        return Found::Wanted;
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return Found::Augmenting(to);
                    }
                    let next = self.mate[to];
                    self.outer[next] = true;
                    if wants(next) {
                        return Found::Wanted;
                    }
                    self.queue.push_back(next);
                }
            }
        }
        Found::Exhausted
    }

    /// The base of the blossom the edge between the outer vertices `a` and
    /// `b` closes: the first base on both paths to the root.
    fn common_base(&mut self, mut a: usize, mut b: usize) -> usize {
        self.on_path.fill(false);
        loop {
            a = self.base[a];
            self.on_path[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if self.on_path[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, top: usize, mut child: usize) {
        while self.base[v] != top {
            self.in_blossom[self.base[v]] = true;
            self.in_blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }
}

/// The weight matrix of the last bracket, kept for the next one of the same
/// weight width (another width drops it): a large bracket's matrix is
/// hundreds of megabytes, whose pages the system would otherwise map and
/// clear again for each bracket.
type Spare = std::cell::Cell<Option<Box<dyn std::any::Any>>>;

/// The weights of one bracket and the matching computed on them.
struct Bracket<const L: usize> {
    n: usize,
    /// The weights and the matching, kept optimal from one computation to
    /// the next: each step of the bracket changes the edges of one or a few
    /// players, and only those are searched again.
    matcher: Incremental<Wide<L>>,
    /// Pairs fixed by `finalize`: their only edge is the one between them.
    fixed: Vec<Option<usize>>,
    /// The duals of the last computation, by bracket index.
    duals: Option<Duals<Wide<L>>>,
}

impl<const L: usize> Bracket<L> {
    /// Sets the weight of the edge between `a` and `b`; `a` is the player
    /// whose edges are being changed.
    fn set(&mut self, a: usize, b: usize, w: Wide<L>) {
        self.matcher.set_weight(a, b, w);
    }

    fn weight(&self, a: usize, b: usize) -> Wide<L> {
        self.matcher.weight(a, b)
    }

    /// The matching: each vertex's partner, or itself when unmatched.
    fn compute(&mut self) -> Vec<usize> {
        self.matcher.solve();
        self.duals = Some(self.matcher.duals());
        self.matcher
            .partners()
            .into_iter()
            .enumerate()
            .map(|(v, p)| self.fixed[v].or(p).unwrap_or(v))
            .collect()
    }

    fn finalize(&mut self, a: usize, b: usize, max: Wide<L>) {
        self.fixed[a] = Some(b);
        self.fixed[b] = Some(a);
        for v in 0..self.n {
            if v != a {
                self.set(a, v, if v == b { max } else { Wide::ZERO });
            }
            if v != b {
                self.set(b, v, if v == a { max } else { Wide::ZERO });
            }
        }
    }
}

/// How [`edge_weight`] builds a weight: counting the shifts of its fields
/// (the same for every edge of a bracket: they depend on the layout only),
/// or placing each field at its bit once their total is known.
#[derive(Clone, Copy)]
enum Build {
    Count,
    Total(u32),
}

/// A weight built field by field, from the most significant down: each
/// field is placed at its bit (the shifts still to come below it), so no
/// field moves the fields above it.
struct Builder<const L: usize> {
    w: Wide<L>,
    /// The shifts still to come (placing), or made so far (counting).
    at: u32,
    counting: bool,
}

impl<const L: usize> Builder<L> {
    fn new(build: Build) -> Self {
        match build {
            Build::Count => Builder {
                w: Wide::ZERO,
                at: 0,
                counting: true,
            },
            Build::Total(total) => Builder {
                w: Wide::ZERO,
                at: total,
                counting: false,
            },
        }
    }
    fn shift(&mut self, s: u32) {
        if self.counting {
            self.at += s;
        } else {
            self.at -= s;
        }
    }
    fn or(&mut self, v: u64) {
        if v != 0 && !self.counting {
            self.w = self.w.or(Wide::from_u64_at(v, self.at));
        }
    }
    fn or_bit(&mut self, shift: u32) {
        if !self.counting {
            self.w = self.w.or(Wide::bit(shift + self.at));
        }
    }
    fn add_bit(&mut self, shift: u32) {
        if !self.counting {
            self.w = self.w.plus(Wide::bit(shift + self.at));
        }
    }
    fn sub_bit(&mut self, shift: u32) {
        if !self.counting {
            self.w = self.w.minus(Wide::bit(shift + self.at));
        }
    }
    fn add(&mut self, v: u64) {
        if v != 0 && !self.counting {
            self.w = self.w.plus(Wide::from_u64_at(v, self.at));
        }
    }
    fn sub(&mut self, v: u64) {
        if v != 0 && !self.counting {
            self.w = self.w.minus(Wide::from_u64_at(v, self.at));
        }
    }
    /// The weight; counting, the total of the shifts.
    fn finish(self) -> Wide<L> {
        if self.counting {
            Wide::from_u64(self.at as u64)
        } else {
            debug_assert_eq!(self.at, 0, "the shifts add up to the total counted");
            self.w
        }
    }
}

/// The shift of each score difference (or score) in a bracket's weights,
/// by value: a table over the range of the values (a few dozen), read for
/// every edge.
struct ShiftTable {
    lo: i64,
    at: Vec<Option<u32>>,
}

impl ShiftTable {
    /// An empty table for the values from `lo` to `hi`.
    fn new(lo: Option<i64>, hi: Option<i64>) -> Self {
        let lo = lo.unwrap_or(0);
        let len = hi.map_or(0, |hi| (hi - lo + 1) as usize);
        ShiftTable {
            lo,
            at: vec![None; len],
        }
    }

    fn insert(&mut self, v: i64, shift: u32) {
        self.at[(v - self.lo) as usize] = Some(shift);
    }

    fn get(&self, v: i64) -> Option<u32> {
        let i = v.checked_sub(self.lo)?;
        usize::try_from(i)
            .ok()
            .and_then(|i| self.at.get(i).copied().flatten())
    }
}

/// Everything needed to compute the weights of a bracket.
struct Layout {
    special: bool,
    final_brackets: bool,
    pcb: u32,
    npcb: u32,
    sds: u32,
    shifts: ShiftTable,
    min_score: u32,
    /// Bits for the sum of unplayed rounds over a matching.
    ub: u32,
    /// Whether C9 (the bye assignee's unplayed games) is weighed.
    c9: bool,
    /// Whether the resident players have the bye's score.
    bye_here: bool,
    /// The score of the bye assignee.
    bye_score: u32,
    /// Bits for the sum of the scores over a matching.
    score_bits: u32,
    /// Total width of a weight in bits.
    width: u32,
    /// When the bracket is matched together with every player below the
    /// next scoregroup: the bit of the completion field (C4), above all
    /// the others, which every pair sets.
    completion: Option<u32>,
    /// The next score group, summarised as one vertex.
    next_group: Option<NextGroup>,
}

/// The next score group seen from a bracket that leaves exactly one
/// downfloater (C.04.3 C8: the downfloater is chosen so that the next
/// bracket has as many pairs as possible, and then the highest scores
/// paired). With `G` the next score group and `ν(G)` the size of its
/// largest pairing, the next bracket with the downfloater `d` has
/// `ν(G) + 1` pairs when `d` can meet a player of `G` whom some largest
/// pairing of `G` leaves out, else `ν(G)` pairs, with `d` paired when it
/// can meet anyone in `G`. The same weights as the whole group's, up to a
/// constant, are then one edge from each bracket player to a single vertex.
#[derive(Debug, Clone)]
struct NextGroup {
    /// Two players of the group (player indices): the weight of a pair in
    /// the group, and of a downfloater's pair, are taken from them.
    first: usize,
    second: usize,
    /// By bracket index: `None` when the player can meet no one in the
    /// group, `Some(true)` when the next bracket then has `ν(G) + 1` pairs,
    /// `Some(false)` when it has `ν(G)` with the player paired.
    reach: Vec<Option<bool>>,
    /// The bracket's players and the group's (player indices), the group's
    /// largest pairing (partners by group index) and its unpaired player.
    bracket: Vec<usize>,
    group: Vec<usize>,
    mate: Vec<Option<usize>>,
    single: Option<usize>,
}

impl NextGroup {
    /// Pairs that make the next bracket the summary counted for the
    /// downfloater at bracket index `floater`, paired in the group or not:
    /// player pairs, `usize::MAX` standing for the downfloater.
    fn realise(&self, round: &Round, floater: usize, paired: bool) -> Vec<(usize, usize)> {
        let mut mate = self.mate.clone();
        let mut pairs = Vec::new();
        if paired {
            let d = self.bracket[floater];
            let meets = |k: usize| round.compatible(d, self.group[k]);
            let x = match (self.reach[floater], self.single) {
                (Some(true), Some(u)) if meets(u) => u,
                (Some(true), Some(u)) => {
                    // x's partner takes u, as the summary found.
                    let x = (0..self.group.len())
                        .find(|&k| {
                            meets(k)
                                && mate[k]
                                    .is_some_and(|m| round.compatible(self.group[m], self.group[u]))
                        })
                        .expect("a player left out by some largest pairing");
                    let m = mate[x].expect("paired");
                    mate[m] = Some(u);
                    mate[u] = Some(m);
                    x
                }
                _ => {
                    let x = (0..self.group.len())
                        .find(|&k| meets(k))
                        .expect("a player the downfloater meets");
                    if let Some(m) = mate[x] {
                        mate[m] = None;
                    }
                    x
                }
            };
            mate[x] = None;
            pairs.push((usize::MAX, self.group[x]));
        }
        for (k, m) in mate.iter().enumerate() {
            if let Some(m) = *m
                && k < m
            {
                pairs.push((self.group[k], self.group[m]));
            }
        }
        pairs
    }
}

/// Pairs the players greedily in order; returns each one's partner.
fn greedy_pairing(round: &Round, players: &[usize]) -> Vec<Option<usize>> {
    let mut mate = vec![None; players.len()];
    for i in 0..players.len() {
        if mate[i].is_some() {
            continue;
        }
        if let Some(j) = (i + 1..players.len())
            .find(|&j| mate[j].is_none() && round.compatible(players[i], players[j]))
        {
            mate[i] = Some(j);
            mate[j] = Some(i);
        }
    }
    mate
}

/// A largest pairing of the players (C1 and C3 only): the greedy one when
/// it leaves no more players unpaired than the parity of the field forces,
/// else a maximum-cardinality matching. Returns each one's partner.
fn largest_pairing(round: &Round, players: &[usize]) -> Vec<Option<usize>> {
    let greedy = greedy_pairing(round, players);
    if greedy.iter().filter(|m| m.is_none()).count() <= players.len() % 2 {
        return greedy;
    }
    let mut edges = Vec::new();
    for (a, &p) in players.iter().enumerate() {
        for (b, &q) in players.iter().enumerate().skip(a + 1) {
            if round.compatible(p, q) {
                edges.push((a, b, 1i64));
            }
        }
    }
    maximum_weight_matching(players.len(), &edges)
}

/// The summary of the next score group (`by_index[nsgb..]`) for a bracket
/// (`by_index[..nsgb]`, moved-down players included) that a largest pairing
/// leaves with one player, or `None` when the group's largest pairing cannot
/// certify it (see `left_out`); the whole group is then
/// matched with the bracket.
fn summarise_next_group(
    round: &Round,
    sorted: &[usize],
    by_index: &[usize],
    nsgb: usize,
) -> Option<NextGroup> {
    let bracket: Vec<usize> = by_index[..nsgb].iter().map(|&p| sorted[p]).collect();
    let group: Vec<usize> = by_index[nsgb..].iter().map(|&p| sorted[p]).collect();
    if group.len() < 2
        || largest_pairing(round, &bracket)
            .iter()
            .filter(|m| m.is_none())
            .count()
            != 1
    {
        return None;
    }
    let mate = largest_pairing(round, &group);
    let single: Vec<usize> = (0..group.len()).filter(|&k| mate[k].is_none()).collect();
    // Players of the group that some largest pairing leaves out: none when
    // the group pairs completely; when one player `u` is left, `u` and every
    // player whose partner can meet `u` instead.
    let left_out: Vec<bool> = match (group.len() % 2, single.as_slice()) {
        (0, []) => vec![false; group.len()],
        (1, &[u]) => (0..group.len())
            .map(|k| k == u || mate[k].is_some_and(|m| round.compatible(group[m], group[u])))
            .collect(),
        _ => return None,
    };
    let mut reach = Vec::with_capacity(bracket.len());
    for &d in &bracket {
        let mut meets = false;
        let mut more = false;
        for (k, &x) in group.iter().enumerate() {
            if round.compatible(d, x) {
                meets = true;
                if left_out[k] {
                    more = true;
                    break;
                }
            }
        }
        reach.push(match (meets, more) {
            (_, true) => Some(true),
            (false, _) => None,
            // Some largest pairing of an odd group may still leave out a
            // player `d` meets: not certified.
            (true, false) if group.len() % 2 == 1 => return None,
            (true, false) => Some(false),
        });
    }
    Some(NextGroup {
        first: group[0],
        second: group[1],
        reach,
        single: single.first().copied(),
        bracket,
        group,
        mate,
    })
}

fn layout(
    round: &Round,
    by_index: &[usize],
    sgb: usize,
    nsgb: usize,
    special: bool,
    final_brackets: bool,
    bye_score: Option<u32>,
) -> Layout {
    let score = |i: usize| round.players[by_index[i]].score as i64;
    let min_score = round.players[*by_index.last().expect("players")].score;
    let min = min_score as i64;
    let mut diffs: Vec<i64> = Vec::new();
    for p in 0..nsgb {
        diffs.push(score(p) - min + 10);
        let first = sgb.max(p + 1);
        for o in first..nsgb {
            if o <= first || score(o) < score(o - 1) {
                diffs.push(score(p) - score(o));
            }
        }
    }
    if special {
        for p in 0..nsgb {
            for o in nsgb..by_index.len() {
                diffs.push(score(p) - score(o));
            }
        }
        for o in nsgb..by_index.len() {
            diffs.push(score(o) - min + 10);
        }
    }
    diffs.sort();
    let mut shifts = ShiftTable::new(diffs.first().copied(), diffs.last().copied());
    let mut sds = 0u32;
    let mut i = 0;
    while i < diffs.len() {
        let mut j = i;
        while j < diffs.len() && diffs[j] == diffs[i] {
            j += 1;
        }
        shifts.insert(diffs[i], sds);
        sds += bits(j - i);
        i = j;
    }
    let pcb = bits(nsgb - sgb);
    let npcb = bits(by_index.len() - nsgb);
    let ub = bits(by_index.len() * (round.played_rounds + 1) * 2);
    let mut width = 2 + pcb + sds;
    let score_bits = bits(
        by_index.len()
            * 2
            * (round.players.iter().map(|p| p.score).max().unwrap_or(0) as usize + 1),
    );
    let bye_here = sgb < nsgb && bye_score == Some(score(sgb) as u32);
    if special {
        width += ub + sds + score_bits;
    } else if bye_here {
        width += ub;
    }
    if !special {
        width += if final_brackets {
            pcb.max(npcb) + 3
        } else {
            npcb
        };
        width += sds;
    }
    width += 4 * pcb;
    if round.played_rounds >= 1 {
        width += 2 * pcb + 2 * sds;
    }
    if round.played_rounds > 1 {
        width += 2 * pcb + 2 * sds;
    }
    width += 3 * pcb + 1;
    Layout {
        special,
        final_brackets,
        pcb,
        npcb,
        sds,
        shifts,
        min_score,
        ub,
        c9: false,
        bye_here,
        bye_score: bye_score.unwrap_or(0),
        score_bits,
        width,
        completion: None,
        next_group: None,
    }
}

impl Layout {
    /// The layout with C4 above everything: the number of pairs made in the
    /// whole remaining field of `vertices` (the players and the bye), so that
    /// the matching is complete whenever the field can be completed.
    fn with_completion(mut self, vertices: usize) -> Layout {
        debug_assert!(!self.special, "the last brackets have no players below");
        self.completion = Some(self.width - 2);
        self.width += bits(vertices);
        self
    }
}

/// The base weight of the edge between the players at bracket indices `hi`
/// (higher) and `lo` (lower). It reads only the fields of a player that
/// [`WeightClass`] holds: a field read here is added there too, or players
/// that differ in it share a weight (`weights_by_class_are_each_pairs_own`
/// fails then).
fn edge_weight<const L: usize>(
    round: &Round,
    lay: &Layout,
    h: &PlayerData,
    l: &PlayerData,
    h_in: bool,
    l_in: bool,
    build: Build,
) -> Wide<L> {
    let mut b = Builder::<L>::new(build);
    let counting = matches!(build, Build::Count);
    let sh = |v: i64| -> u32 {
        if counting {
            return 0;
        }
        lay.shifts.get(v).expect("score difference in the table")
    };
    let min = lay.min_score as i64;
    let hs = h.score as i64;
    let ls = l.score as i64;
    // C4: with the players below the next scoregroup in the matching, each
    // pair counts first for the completion of the round-pairing.
    if lay.completion.is_some() {
        debug_assert!(!lay.special, "the last brackets have no players below");
        b.or(1);
    }
    // C5: the bye goes to an eligible player; completion first.
    if lay.special {
        b.or(1 + !h.bye_eligible as u64 + !l.bye_eligible as u64);
        // C5: the bye goes to the lowest score possible.
        b.shift(lay.score_bits);
        b.or((h.score + l.score) as u64);
    }

    // C6: maximise the number of pairs in the bracket.
    b.shift(lay.pcb);
    b.or(l_in as u64);
    // C7: maximise the scores paired (minimise score differences).
    b.shift(lay.sds);
    if l_in {
        b.add_bit(sh(hs - min + 10));
        b.add_bit(sh(ls - min + 10));
        b.sub_bit(sh(hs - ls));
    }
    if !lay.special {
        // C8: pairs in the next bracket.
        if lay.final_brackets {
            b.shift(lay.pcb.max(lay.npcb));
            b.shift(3);
            b.or(1 + !h.bye_eligible as u64 + !l.bye_eligible as u64);
        } else {
            b.shift(lay.npcb);
            b.or(!l_in as u64);
        }
        b.shift(lay.sds);
        if h_in {
            b.or_bit(sh(hs - min + 10));
        }
        if l_in {
            b.add_bit(sh(ls - min + 10));
        }
        if lay.bye_here {
            b.shift(lay.ub);
            if lay.c9 {
                b.or(c9_unplayed(lay, h, l));
            }
        }
    }
    if lay.special {
        // The pairs the downfloaters of the penultimate bracket make in the
        // last one: their score differences too.
        b.shift(lay.sds);
        if h_in && !l_in {
            b.add_bit(sh(hs - min + 10));
            b.add_bit(sh(ls - min + 10));
            b.sub_bit(sh(hs - ls));
        }
    }
    // C5 (2025): in the last brackets, the bye goes to a player with as few
    // rounds lost without playing as possible.
    if lay.special {
        b.shift(lay.ub);
        if lay.c9 {
            b.or(c9_unplayed(lay, h, l));
        }
    }
    // Colour preferences.
    let mask = l_in;
    b.shift(lay.pcb);
    b.or((mask
        && (!l.absolute_imbalance() || !h.absolute_imbalance() || l.colour_pref != h.colour_pref))
        as u64);
    b.shift(lay.pcb);
    let c11 = !l.absolute()
        || !h.absolute()
        || l.colour_pref != h.colour_pref
        || if l.imbalance == h.imbalance {
            l.repeated.is_none() || l.repeated != h.repeated
        } else {
            let smaller = if l.imbalance > h.imbalance { h } else { l };
            smaller.repeated != l.colour_pref.map(Colour::opposite)
        };
    b.or((mask && c11) as u64);
    b.shift(lay.pcb);
    b.or((mask && prefs_compatible(l.colour_pref, h.colour_pref)) as u64);
    b.shift(lay.pcb);
    let c13 = (!l.strong && !l.absolute())
        || (!h.strong && !h.absolute())
        || (l.absolute() && h.absolute())
        || l.colour_pref != h.colour_pref;
    b.or((mask && c13) as u64);
    // C14-C17: repeated floaters.
    for back in 0..2 {
        if round.played_rounds > back {
            b.shift(lay.pcb);
            if l_in {
                b.or((l.floats[back] == Float::Down) as u64);
                b.add((hs <= ls && h.floats[back] == Float::Down) as u64);
            }
            b.shift(lay.pcb);
            b.sub((l_in && hs > ls && l.floats[back] == Float::Up) as u64);
        }
    }
    // C18-C21: score differences of repeated floaters.
    for back in 0..2 {
        if round.played_rounds > back {
            b.shift(lay.sds);
            if l_in {
                if l.floats[back] == Float::Down {
                    b.add_bit(sh(ls - min + 10));
                }
                if h.floats[back] == Float::Down {
                    b.add_bit(sh(hs - min + 10));
                    if hs > ls {
                        b.sub_bit(sh(hs - ls));
                    }
                }
            }
            b.shift(lay.sds);
            if l_in && l.floats[back] == Float::Up && hs > ls {
                b.sub_bit(sh(hs - ls));
            }
        }
    }
    // Room for the ordering of exchanges and transpositions.
    b.shift(lay.pcb);
    b.shift(lay.pcb);
    b.shift(lay.pcb);
    b.shift(1);
    b.finish()
}

/// What [`edge_weight`] reads of a player, with whether the player is a
/// resident or moved-down player of the bracket (rather than one below it):
/// players alike in all of it weigh the same against anyone.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct WeightClass {
    score: u32,
    colour_pref: Option<Colour>,
    repeated: Option<Colour>,
    imbalance: u32,
    strong: bool,
    bye_eligible: bool,
    unplayed: u32,
    floats: [Float; 2],
    inside: bool,
}

impl WeightClass {
    fn of(p: &PlayerData, inside: bool) -> Self {
        WeightClass {
            score: p.score,
            colour_pref: p.colour_pref,
            repeated: p.repeated,
            imbalance: p.imbalance,
            strong: p.strong,
            bye_eligible: p.bye_eligible,
            unplayed: p.unplayed,
            floats: p.floats,
            inside,
        }
    }
}

/// The base weights of a bracket's players among themselves, one for each
/// pair of classes ([`WeightClass`]) rather than each pair of players: a
/// bracket of two thousand players has about a hundred classes, so the
/// weights are built ten thousand times instead of two million.
struct WeightTable<const L: usize> {
    /// Each player's class, by bracket index.
    class: Vec<usize>,
    classes: usize,
    /// The weight of a higher player of class `h` against a lower one of
    /// class `l`, at `h * classes + l`.
    weight: Vec<Wide<L>>,
}

impl<const L: usize> WeightTable<L> {
    /// The table of the pairs of players `p < o < n` with `o` at `lower` or
    /// after (the moved-down players `0..sgb` are not paired among
    /// themselves), `player(i)` the class of player `i`; or `None` when they
    /// fall into so many classes that building each pair's weight costs
    /// less.
    fn new(
        n: usize,
        lower: usize,
        player: impl Fn(usize) -> WeightClass,
        weight: impl Fn(usize, usize) -> Wide<L>,
    ) -> Option<Self> {
        let mut ids = std::collections::HashMap::new();
        // The first and the last player of each class.
        let mut first = Vec::new();
        let mut last = Vec::new();
        let class: Vec<usize> = (0..n)
            .map(|i| {
                let c = *ids.entry(player(i)).or_insert_with(|| {
                    first.push(i);
                    last.push(i);
                    first.len() - 1
                });
                last[c] = i;
                c
            })
            .collect();
        let classes = first.len();
        // Under test every bracket has its table, so that the check in
        // `bracket` covers the small ones too.
        if !cfg!(test) && classes * classes * 4 > n * n.saturating_sub(1) / 2 {
            return None;
        }
        // A pair of classes weighs as any pair of their players, the
        // higher first: the first player of one against the last of the
        // other when that is such a pair (no other is ever asked for).
        let mut table = Vec::with_capacity(classes * classes);
        for &h in &first {
            for &l in &last {
                let paired = h < l && l >= lower;
                table.push(if paired { weight(h, l) } else { Wide::ZERO });
            }
        }
        Some(WeightTable {
            class,
            classes,
            weight: table,
        })
    }

    /// The weight of the higher player `h` against the lower `l`.
    fn get(&self, h: usize, l: usize) -> Wide<L> {
        self.weight[self.class[h] * self.classes + self.class[l]]
    }
}

/// C9 (2025): the unplayed games of the players who could take the bye; the
/// matching maximises those of the paired players, so that the assignee has
/// as few as possible.
fn c9_unplayed(lay: &Layout, h: &PlayerData, l: &PlayerData) -> u64 {
    let of = |p: &PlayerData| {
        if p.score == lay.bye_score {
            p.unplayed as u64
        } else {
            0
        }
    };
    of(h) + of(l)
}

/// Pairs the next round of the tournament by the Dutch system.
pub fn pair(t: &Tournament) -> Result<RoundPairing, DutchError> {
    let round = prepare(t);
    let pairs = compute(&round, true)?;

    Ok(publish(&round, &pairs))
}

/// The outcome of the matching: for each player index, the partner's index.
/// With `reduce`, brackets are matched without the next score group, or
/// with a summary of it, where that gives the same pairing (see the README).
fn compute(round: &Round, reduce: bool) -> Result<Vec<Option<usize>>, DutchError> {
    let count = round.players.len();
    let mut sorted: Vec<usize> = (0..count).collect();
    sorted.sort_by(|&a, &b| {
        let p = &round.players[a];
        let q = &round.players[b];
        q.score.cmp(&p.score).then(p.rank.cmp(&q.rank))
    });
    let mut validity = Validity::of(round, &sorted);
    // Brackets one after the other share one weight matrix (see `Spare`).
    let spare: Spare = Default::default();
    // C5: the bye goes to a player with the lowest score possible.
    let Some(bye_score) = validity.best_bye() else {
        return Err(DutchError::NoValidPairing);
    };
    let mut result: Vec<Option<usize>> = vec![None; count];
    let score = |pos: usize| round.players[sorted[pos]].score;

    // Bracket state: positions in `sorted`.
    let mut by_index: Vec<usize> = Vec::new();
    let mut next = 0;
    while next < count && score(next) >= score(0) {
        by_index.push(next);
        next += 1;
    }
    let mut special = next == count;
    let mut sgb = 0;
    while by_index.len() > 1 || next < count {
        let nsgb = by_index.len();
        let group_start = next;
        // C.04.3 (2025) C4/C5: in the bracket of the bye's score, the player
        // left unpaired is the bye assignee, not a downfloater who must find
        // an opponent below: pair it together with every player below it,
        // whose pairing among themselves the bye's eligibility decides.
        if !special && validity.odd && sgb < nsgb && Some(score(by_index[sgb])) == bye_score {
            special = true;
        }
        while next < count && (special || score(next) >= score(group_start)) {
            by_index.push(next);
            next += 1;
        }
        let final_brackets = next == count;
        // When the bracket (moved-down players and residents) can be paired
        // completely, no player floats down, so neither C8 nor anything
        // else below looks at the next score group: every criterion then
        // weighs only pairs inside the bracket, whose best pairing is the
        // same with or without the next group in the graph. Pair the
        // bracket alone: its matching is much smaller.
        let alone = reduce
            && !special
            && !final_brackets
            && nsgb.is_multiple_of(2)
            && pairs_completely(round, &sorted, &by_index[..nsgb]);
        let mut lay = layout(
            round,
            &players_of(
                if alone {
                    &by_index[..nsgb]
                } else {
                    &by_index[..]
                },
                &sorted,
            ),
            sgb,
            nsgb,
            special,
            final_brackets,
            bye_score,
        );
        // A bracket left with one downfloater: C8 asks only what that
        // player's pairing in the next bracket is worth, which a summary of
        // the next score group gives (see `NextGroup`) when it can be
        // certified; the bracket is then paired with one vertex for it.
        if reduce && !alone && !special && !final_brackets && !lay.bye_here && nsgb % 2 == 1 {
            lay.next_group = summarise_next_group(round, &sorted, &by_index, nsgb);
            #[cfg(test)]
            if lay.next_group.is_some() {
                tests::SUMMARISED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if sgb > 0 {
                    tests::SUMMARISED_MOVED_DOWN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            }
        }
        #[cfg(test)]
        if alone {
            tests::ALONE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        let view = if alone || lay.next_group.is_some() {
            &by_index[..nsgb]
        } else {
            &by_index[..]
        };
        let run_span = |lay: &Layout, validity: &mut Validity, span: Span<'_>| {
            let needed = lay.width + 4;
            let args = (round, &sorted[..], span, lay, validity, &spare);
            Ok(match needed.div_ceil(64) {
                0 | 1 => bracket::<1>(args.0, args.1, args.2, args.3, args.4, args.5),
                2 => bracket::<2>(args.0, args.1, args.2, args.3, args.4, args.5),
                3 => bracket::<3>(args.0, args.1, args.2, args.3, args.4, args.5),
                4 => bracket::<4>(args.0, args.1, args.2, args.3, args.4, args.5),
                5 => bracket::<5>(args.0, args.1, args.2, args.3, args.4, args.5),
                6 => bracket::<6>(args.0, args.1, args.2, args.3, args.4, args.5),
                7 | 8 => bracket::<8>(args.0, args.1, args.2, args.3, args.4, args.5),
                9..=16 => bracket::<16>(args.0, args.1, args.2, args.3, args.4, args.5),
                17..=32 => bracket::<32>(args.0, args.1, args.2, args.3, args.4, args.5),
                33..=64 => bracket::<64>(args.0, args.1, args.2, args.3, args.4, args.5),
                _ => return Err(DutchError::TooWide(needed)),
            })
        };
        let span = Span {
            by_index: view,
            sgb,
            nsgb,
            ngb: view.len(),
            bye: false,
        };
        let run = |lay: &Layout, validity: &mut Validity| run_span(lay, validity, span);
        // Whether the bracket may have to be matched again with the players
        // below the next scoregroup (C8 lookahead, see below).
        let lookahead = !special && !final_brackets;
        let done_before = if lookahead {
            validity.done.clone()
        } else {
            Vec::new()
        };
        // C9 (2025): the unplayed games of the bye assignee are weighed only
        // in the bracket of the bye's score, and only when the bye assignee
        // is that bracket's single downfloater.
        let bye_bracket = lay.bye_here && validity.odd;
        let (matched, mate) = if bye_bracket {
            let mut trial = validity.clone();
            let (matched, mate) = run(&lay, &mut trial)?;
            let downfloaters = (0..nsgb).filter(|&i| !matched[i]).count();
            if downfloaters == 1 {
                lay.c9 = true;
                run(&lay, &mut validity)?
            } else {
                validity = trial;
                (matched, mate)
            }
        } else {
            run(&lay, &mut validity)?
        };
        if tracing::enabled!(tracing::Level::TRACE) {
            let ids = |r: &[usize]| {
                r.iter()
                    .map(|&pos| {
                        format!(
                            "{}:{}",
                            round.players[sorted[pos]].id, round.players[sorted[pos]].score
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            tracing::trace!(
                "bracket special={special} final={final_brackets} mdp=[{}] res=[{}] next=[{}]",
                ids(&by_index[..sgb]),
                ids(&by_index[sgb..nsgb]),
                ids(&by_index[nsgb..])
            );
        }
        let completes = |b: Option<Option<u32>>| b.is_some_and(|b| b <= bye_score);
        // C.04.3 C8 (downfloaters chosen so that the next bracket has as many
        // pairs as possible, then the smallest score differences) is weighed
        // on the bracket and the next scoregroup alone, and C4 (completion)
        // then checked on the whole field. The next bracket's pairs the
        // matching counted are realisable when the field still completes
        // with the downfloaters' pairs made and as many pairs within the
        // next scoregroup (which of them does not matter to C8: they have
        // the same score); otherwise the count may be one the next bracket
        // cannot reach, and the bracket is matched again together with every
        // player below, each pair counting first for completion: the next
        // bracket's pairs counted are then ones a complete pairing makes.
        // The quick check first: the field completes with every pair the
        // matching made in the next bracket (one matching of equal weights,
        // as the completion check alone); the weighted one only when it fails.
        let mut realised = false;
        let mut has_downfloaters = false;
        let (matched, mate) = match &lay.next_group {
            Some(next) if lookahead => {
                // The summary counted the downfloater's pair and the next
                // group's pairs; realise them (see `NextGroup::realise`) and
                // check that the field completes with them. When it does not,
                // the bracket is paired with the whole next group instead,
                // and the checks below decide.
                has_downfloaters = true;
                let floater = (0..nsgb).find(|&i| !matched[i]).expect("one downfloater");
                let pairs = next.realise(round, floater, mate[floater] == nsgb);
                let to_pos = |player: usize| -> usize {
                    by_index[nsgb..]
                        .iter()
                        .copied()
                        .find(|&pos| sorted[pos] == player)
                        .expect("a player of the next group")
                };
                let mut all: Vec<usize> = Vec::new();
                for (a, b) in pairs {
                    all.push(if a == usize::MAX {
                        by_index[floater]
                    } else {
                        to_pos(a)
                    });
                    all.push(to_pos(b));
                }
                realised = completes(validity.best_bye_with(&all));
                if realised {
                    (matched, mate)
                } else {
                    validity.done = done_before.clone();
                    lay.next_group = None;
                    let span = Span {
                        by_index: &by_index,
                        sgb,
                        nsgb,
                        ngb: by_index.len(),
                        bye: false,
                    };
                    run_span(&lay, &mut validity, span)?
                }
            }
            _ => (matched, mate),
        };
        if lookahead && !realised {
            let seen = &by_index[..mate.len().min(by_index.len())];
            let next_bracket = NextBracket::of(seen, nsgb, &matched, &mate);
            has_downfloaters = next_bracket.downfloaters;
            if has_downfloaters {
                realised = completes(validity.best_bye_with(&next_bracket.all));
            }
            if has_downfloaters && !realised {
                let mut in_group = vec![false; count];
                for &pos in &by_index[nsgb..] {
                    in_group[pos] = true;
                }
                realised = validity.completes_with(
                    &next_bracket.fixed,
                    &in_group,
                    next_bracket.within,
                    bye_score,
                );
            }
        }
        if !realised && !special && !completes(validity.best_bye()) {
            // This bracket is the penultimate pairing bracket: pair it again
            // together with all the players below it.
            for &pos in &by_index[..nsgb] {
                validity.done[pos] = false;
            }
            by_index.truncate(nsgb);
            next = group_start;
            special = true;
            continue;
        }
        let (matched, mate) = if lookahead && has_downfloaters && !realised {
            validity.done = done_before;
            let ngb = by_index.len();
            let mut field = by_index.clone();
            field.extend(next..count);
            let lay = layout(
                round,
                &players_of(&by_index, &sorted),
                sgb,
                nsgb,
                special,
                final_brackets,
                bye_score,
            )
            .with_completion(field.len() + validity.odd as usize);
            let span = Span {
                by_index: &field,
                sgb,
                nsgb,
                ngb,
                bye: validity.odd,
            };
            run_span(&lay, &mut validity, span)?
        } else {
            (matched, mate)
        };
        special = next == count;
        let mut new_by_index = Vec::new();
        let mut new_sgb = 0;
        for i in 0..by_index.len() {
            if i < nsgb && matched[i] {
                let a = sorted[by_index[i]];
                let b = sorted[by_index[mate[i]]];
                result[a] = Some(b);
                result[b] = Some(a);
            } else {
                new_by_index.push(by_index[i]);
                if i < nsgb {
                    new_sgb += 1;
                }
            }
        }
        by_index = new_by_index;
        sgb = new_sgb;
    }
    Ok(result)
}

/// The pairs of the next bracket a bracket's matching counts.
struct NextBracket {
    /// Whether the bracket has downfloaters.
    downfloaters: bool,
    /// The downfloaters paired with players of the next scoregroup, and
    /// those players, as positions in the validity graph.
    fixed: Vec<usize>,
    /// The number of pairs within the next scoregroup.
    within: usize,
    /// The players of all those pairs.
    all: Vec<usize>,
}

impl NextBracket {
    fn of(by_index: &[usize], nsgb: usize, matched: &[bool], mate: &[usize]) -> NextBracket {
        let mut next = NextBracket {
            downfloaters: false,
            fixed: Vec::new(),
            within: 0,
            all: Vec::new(),
        };
        for i in 0..nsgb {
            if matched[i] {
                continue;
            }
            next.downfloaters = true;
            let j = mate[i];
            if j != i && j < by_index.len() {
                next.fixed.push(by_index[i]);
                next.fixed.push(by_index[j]);
            }
        }
        for i in nsgb..by_index.len() {
            let j = mate[i];
            if j > i && j < by_index.len() {
                next.within += 1;
                next.all.push(by_index[i]);
                next.all.push(by_index[j]);
            }
        }
        next.all.extend_from_slice(&next.fixed);
        next
    }
}

/// Whether the players at `positions` (in `sorted`) can all be paired with
/// one another (C1 and C3).
fn pairs_completely(round: &Round, sorted: &[usize], positions: &[usize]) -> bool {
    let players: Vec<usize> = positions.iter().map(|&pos| sorted[pos]).collect();
    largest_pairing(round, &players).iter().all(Option::is_some)
}

fn players_of(by_index: &[usize], sorted: &[usize]) -> Vec<usize> {
    by_index.iter().map(|&pos| sorted[pos]).collect()
}

/// The players of one bracket's matching: bracket indices `0..sgb` are the
/// moved-down players, `sgb..nsgb` the residents, `nsgb..ngb` the next
/// scoregroup, and `ngb..` the players below it, present only when the
/// matching weighs the completion of the whole field (`Layout::completion`),
/// with a bye vertex after them when `bye` is set.
#[derive(Clone, Copy)]
struct Span<'a> {
    by_index: &'a [usize],
    sgb: usize,
    nsgb: usize,
    ngb: usize,
    bye: bool,
}

/// Pairs one bracket; returns which bracket players are paired and the final
/// matching (a partner at index `by_index.len()` is the bye vertex).
fn bracket<const L: usize>(
    round: &Round,
    sorted: &[usize],
    span: Span<'_>,
    lay: &Layout,
    validity: &mut Validity,
    spare: &Spare,
) -> (Vec<bool>, Vec<usize>) {
    let Span {
        by_index,
        sgb,
        nsgb,
        ngb,
        bye,
    } = span;
    let n = by_index.len();
    // Vertices of the matching: the players, then the bye vertex or the
    // next score group's summary (see `NextGroup`), if any.
    let nv = n + bye as usize + lay.next_group.is_some() as usize;
    let pd = |i: usize| &round.players[sorted[by_index[i]]];
    // C4: an edge to a player below the next scoregroup, or to the bye,
    // counts only for the completion of the round-pairing.
    let completion_only = lay.completion.map(Wide::<L>::bit);
    // The shifts of a weight's fields depend on the layout alone: counted
    // once, on any pair.
    let build = match nv {
        0 => Build::Count,
        _ => {
            let total = edge_weight::<L>(round, lay, pd(0), pd(0), true, true, Build::Count);
            Build::Total(total.low_u64() as u32)
        }
    };
    // The weight of a pair of the bracket's players, higher first: from a
    // table by the players' classes when they are few.
    let pair_weight =
        |p: usize, o: usize| edge_weight::<L>(round, lay, pd(p), pd(o), p < nsgb, o < nsgb, build);
    let table = WeightTable::<L>::new(
        ngb.min(n),
        sgb,
        |i| WeightClass::of(pd(i), i < nsgb),
        pair_weight,
    );
    // Under test, every pair's weight from the table is checked against
    // the weight built for the pair itself.
    #[cfg(test)]
    if let Some(table) = &table {
        for o in sgb..ngb.min(n) {
            for p in 0..o {
                assert_eq!(table.get(p, o), pair_weight(p, o), "pair {p}-{o}");
            }
        }
        tests::TABLED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    // Which players may meet, by bracket index (the checker's matrix is
    // shared, so the weights need no borrow of the checker, which the
    // bracket updates as it pairs).
    let compat = std::sync::Arc::clone(&validity.compat);
    let vertex: Vec<usize> = by_index.iter().map(|&i| validity.order[i]).collect();
    // The base weight of a pair of players, the higher first, the lower
    // among the residents, the next score group or the players below it.
    let regular = |p: usize, o: usize| -> Wide<L> {
        if !compat.get(vertex[p], vertex[o]) {
            Wide::ZERO
        } else if o >= ngb {
            completion_only.expect("players below the next scoregroup weigh completion")
        } else {
            let w = match &table {
                Some(table) => table.get(p, o),
                None => pair_weight(p, o),
            };
            debug_assert!(lay.completion.is_none_or(|at| w.bit_length() == at + 1));
            w
        }
    };
    let row_of = |o: usize| -> Vec<Wide<L>> {
        let mut row = Vec::with_capacity(o);
        if o < sgb {
            return row;
        }
        if o == n
            && let Some(next) = &lay.next_group
        {
            // The next score group as one vertex: a downfloater's pair
            // there, less a pair within the group when the group has as
            // many pairs either way.
            let first = &round.players[next.first];
            let second = &round.players[next.second];
            let within = edge_weight::<L>(round, lay, first, second, false, false, build);
            for p in 0..o {
                let down = edge_weight::<L>(round, lay, pd(p), first, true, false, build);
                row.push(match next.reach[p] {
                    None => Wide::ZERO,
                    Some(true) => down,
                    Some(false) => down.minus(within),
                });
            }
            return row;
        }
        for p in 0..o {
            let w = if o == n {
                // C.04.3 C2, C5: the bye goes to an eligible player with the
                // lowest score the completion allows.
                let q = pd(p);
                match completion_only {
                    Some(w) if q.bye_eligible && q.score == lay.bye_score => w,
                    _ => Wide::ZERO,
                }
            } else {
                regular(p, o)
            };
            row.push(w);
        }
        row
    };
    // With a table, only the last vertex's row is kept in full; without,
    // every row, computed on several threads when the bracket is large.
    let dense = table.is_none();
    let mut rows: Vec<Vec<Wide<L>>> = Vec::with_capacity(nv);
    if dense {
        let parts = crate::parallel::triangle(nv, crate::parallel::threads(nv));
        std::thread::scope(|scope| {
            let mut parts = parts.into_iter();
            let first = parts.next().unwrap_or(0..0);
            let others: Vec<_> = parts
                .map(|rows| {
                    let row_of = &row_of;
                    scope.spawn(move || rows.map(row_of).collect::<Vec<_>>())
                })
                .collect();
            rows.extend(first.map(row_of));
            for t in others {
                rows.extend(t.join().expect("the weights do not panic"));
            }
        });
    } else {
        rows.resize_with(n, Vec::new);
        rows.extend((n..nv).map(row_of));
    }
    let mut base = Base {
        rows,
        dense,
        regular,
        sgb,
        n,
        cleared: if dense {
            BitMatrix::default()
        } else {
            BitMatrix::empty(nv)
        },
    };
    let max_weight = Wide::<L>::from_u64(1)
        .shifted_left(lay.width + 1)
        .minus(Wide::from_u64(1));
    let buffer = spare
        .take()
        .and_then(|b| b.downcast::<Vec<Wide<L>>>().ok())
        .map(|b| *b)
        .unwrap_or_default();
    let mut m = Bracket::<L> {
        n: nv,
        matcher: Incremental::with_weights(nv, buffer, |larger, smaller| base.get(larger, smaller)),
        fixed: vec![None; nv],
        duals: None,
    };
    let pcb = lay.pcb;
    let mut mate = m.compute();
    let in_bracket = |x: usize| x >= sgb && x < nsgb;
    let mut matched = vec![false; nsgb];
    let score = |i: usize| pd(i).score;

    // Choose the moved-down players to pair in this bracket.
    let mut group_score = 0;
    let mut remaining = 0usize;
    let mut remaining_matched = 0usize;
    for p in 0..sgb {
        if p == 0 || score(p) < group_score {
            group_score = score(p);
            remaining = 0;
            remaining_matched = 0;
            let mut q = p;
            while q < n && score(q) >= group_score {
                remaining += 1;
                if in_bracket(mate[q]) {
                    remaining_matched += 1;
                }
                q += 1;
            }
        }
        if remaining_matched == 0 {
            continue;
        }
        if remaining <= remaining_matched {
            matched[p] = true;
            continue;
        }
        remaining -= 1;
        if !in_bracket(mate[p]) {
            for o in sgb..nsgb {
                let w = base.get(o, p);
                if !w.is_zero() {
                    m.set(p, o, w.or(Wide::from_u64(1)));
                }
            }
            mate = m.compute();
        }
        if in_bracket(mate[p]) {
            matched[p] = true;
            remaining_matched -= 1;
            for o in sgb..nsgb {
                let w = base.get(o, p);
                if !w.is_zero() {
                    m.set(
                        p,
                        o,
                        w.or(Wide::from_u64((nsgb - sgb) as u64))
                            .plus(Wide::from_u64(1)),
                    );
                }
            }
        }
    }

    // Choose the opponents of the moved-down players.
    for p in 0..sgb {
        if !matched[p] {
            continue;
        }
        let mut addend = n as u64;
        let mut top = None;
        for o in (sgb..nsgb).rev() {
            if matched[o] {
                continue;
            }
            let w = base.get(o, p);
            if !w.is_zero() {
                m.set(p, o, w.plus(Wide::from_u64(addend)));
                addend += 1;
                top = Some(o);
            }
        }
        // The matching is optimal for the weights before the addends, which
        // raise all of p's edges into the bracket, the highest-ranked
        // opponent's most: if p already meets that opponent, the matching
        // stays optimal and p's partner is the same in every optimum.
        if top != Some(mate[p]) {
            mate = m.compute();
        }
        let q = mate[p];
        matched[q] = true;
        m.finalize(p, q, max_weight);
        validity.done[by_index[p]] = true;
        validity.done[by_index[q]] = true;
    }

    // The remainder: residents not paired with moved-down players.
    let mut remainder: Vec<usize> = Vec::new();
    let mut rp = 0usize;
    for p in sgb..nsgb {
        if mate[p] < sgb {
            continue;
        }
        remainder.push(p);
        if mate[p] < p {
            rp += 1;
        }
    }
    let first_group_end = rp;
    // What the remainder adds to the edges of its player of index `sri` to
    // the players after it: one value a player, the first group's above.
    let first_group = Wide::<L>::bit(2 * pcb);
    let addends: Vec<Wide<L>> = (0..remainder.len())
        .map(|sri| {
            let top = if sri < rp { first_group } else { Wide::ZERO };
            top.minus(Wide::from_u64(sri as u64)).shifted_left(1)
        })
        .collect();
    let remainder_addend = |sri: usize| addends[sri];
    let remainder_weight =
        |base: &Base<L, _>, smaller: usize, larger: usize, sri: usize| -> Wide<L> {
            let w = base.get(larger, smaller);
            if w.is_zero() {
                return w;
            }
            w.plus(addends[sri])
        };
    // Column after column, as the players after each come (see
    // `set_remainder`).
    set_remainder(&mut m, &remainder, false, |pi, oi| {
        remainder_weight(&base, remainder[pi], remainder[oi], pi)
    });
    // The edges of an S1 player to the players after it in the remainder
    // rose by the same addend: raising its dual by twice that (and leaving
    // the S2 players' duals as they were) keeps the duals feasible and every
    // pair of an S1 player with an S2 player tight, so that only the former
    // S1-S1 and S2-S2 pairs are searched again.
    for (pi, &p) in remainder.iter().enumerate() {
        let by = if pi < rp {
            let addend = remainder_addend(pi);
            addend.plus(addend)
        } else {
            Wide::ZERO
        };
        m.matcher.raise_dual(p, by);
    }
    mate = m.compute();
    let mut exchange_count = 0;
    for &p in &remainder[..first_group_end.min(remainder.len())] {
        if mate[p] <= p || mate[p] >= nsgb {
            exchange_count += 1;
        }
    }

    // Exchanges: lowest players of S1 first.
    let mut exchanges_remaining = exchange_count;
    let mut k = first_group_end;
    while k > 0 && exchanges_remaining > 0 {
        k -= 1;
        let p = remainder[k];
        if mate[p] > p && mate[p] < nsgb {
            for &o in &remainder[k + 1..] {
                let w = remainder_weight(&base, p, o, k);
                if !w.is_zero() {
                    m.set(p, o, w.minus(Wide::from_u64(1)));
                }
            }
            mate = m.compute();
        }
        let exchange = mate[p] <= p || mate[p] >= nsgb;
        if exchange {
            exchanges_remaining -= 1;
        }
        for &o in &remainder[k + 1..] {
            if exchange {
                base.clear(o, p);
            }
            m.set(p, o, remainder_weight(&base, p, o, k));
        }
    }

    // Exchanges: highest players of S2 first.
    let mut exchanges_remaining = exchange_count;
    let mut ri = rp;
    let mut k = first_group_end;
    while k < remainder.len() && exchanges_remaining > 1 {
        let p = remainder[k];
        let already = mate[p] > p && mate[p] < nsgb;
        if !already {
            for &o in &remainder[k + 1..] {
                let w = remainder_weight(&base, p, o, ri);
                if !w.is_zero() {
                    m.set(p, o, w.plus(Wide::from_u64(1)));
                }
            }
            mate = m.compute();
        }
        let exchange = mate[p] > p && mate[p] < nsgb;
        if exchange {
            exchanges_remaining -= 1;
            for &o in &remainder[..k] {
                base.clear(p, o);
                m.set(p, o, Wide::ZERO);
            }
            for o in nsgb..nv {
                base.clear(o, p);
                m.set(p, o, Wide::ZERO);
            }
        }
        if !already {
            for &o in &remainder[k + 1..] {
                m.set(p, o, remainder_weight(&base, p, o, ri));
            }
        }
        ri += 1;
        k += 1;
    }

    // Fix who is in S1 and who in S2.
    set_remainder(&mut m, &remainder, true, |pi, oi| {
        let (p, o) = (remainder[pi], remainder[oi]);
        if mate[p] <= p || mate[p] >= nsgb || (mate[o] > o && mate[o] < nsgb) {
            base.clear(o, p);
        }
        base.get(o, p)
    });
    // The edges left are those of an S1 player to the S2 players after it,
    // each less the S1 player's addend: lowering its dual by twice that
    // (and leaving the S2 players' duals as they were) keeps every pair
    // tight.
    for (pi, &p) in remainder.iter().enumerate() {
        let by = if mate[p] > p && mate[p] < nsgb {
            let addend = remainder_addend(pi);
            Wide::ZERO.minus(addend.plus(addend))
        } else {
            Wide::ZERO
        };
        m.matcher.raise_dual(p, by);
    }

    // Each S1 player in turn gets the highest S2 player possible. The
    // matching is made optimal for the weights just set; then each step
    // only raises the weights of one S1 player's edges, the highest-ranked
    // opponent's most, so the matching need not be computed again when it
    // already gives that opponent (see above).
    if !remainder.is_empty() {
        mate = m.compute();
    }
    for &p in &remainder {
        if mate[p] > p && mate[p] < nsgb {
            // By complementary slackness, an edge with a positive slack for
            // the optimal duals is in no optimum. The highest-ranked opponent
            // whose edge is tight is p's partner if some optimum gives it to
            // p: either the current matching or one found by a small swap.
            let s = mate[p];
            let best_tight = m.duals.as_ref().and_then(|d| {
                if d.in_blossom[p] {
                    return None;
                }
                for &o in &remainder {
                    if o <= p || matched[o] || base.get(o, p).is_zero() {
                        continue;
                    }
                    if d.in_blossom[o] {
                        return None;
                    }
                    let slack = d.vertex[p]
                        .plus(d.vertex[o])
                        .minus(base.get(o, p))
                        .minus(base.get(o, p));
                    if slack <= Wide::ZERO {
                        return Some(o);
                    }
                }
                None
            });
            if let Some(q) = best_tight
                && (q == s || swap_to(&mut mate, &mut m, &base, p, q))
            {
                matched[p] = true;
                matched[q] = true;
                m.finalize(p, q, max_weight);
                validity.done[by_index[p]] = true;
                validity.done[by_index[q]] = true;
                continue;
            }
            let mut addend = 0u64;
            let mut top = None;
            for &o in remainder.iter().rev() {
                if o <= p || matched[o] {
                    continue;
                }
                let w = base.get(o, p);
                if !w.is_zero() {
                    m.set(p, o, w.plus(Wide::from_u64(addend)));
                    top = Some(o);
                }
                addend += 1;
            }
            if let Some(q) = top
                && q != mate[p]
                && !swap_to(&mut mate, &mut m, &base, p, q)
            {
                mate = m.compute();
            }
            let q = mate[p];
            matched[p] = true;
            matched[q] = true;
            m.finalize(p, q, max_weight);
            validity.done[by_index[p]] = true;
            validity.done[by_index[q]] = true;
        }
    }
    spare.set(Some(Box::new(m.matcher.into_buffer())));
    (matched, mate)
}

/// A bracket's base weights, by bracket indices `[larger][smaller]` (the
/// higher-ranked player is the smaller index): as first built, less the
/// pairs cleared since. With a table of weights by classes, a pair's weight
/// is looked up when asked for (`regular`) and only the last vertex's row
/// (the bye's or the next score group's) is kept; without one, every row is
/// built in full.
struct Base<const L: usize, F> {
    /// Rows built in full: every one (`dense`), or only the last
    /// vertex's, the others left empty.
    rows: Vec<Vec<Wide<L>>>,
    dense: bool,
    /// The weight of a pair of players `p < o` with `sgb <= o < n`.
    regular: F,
    sgb: usize,
    n: usize,
    /// The pairs cleared since, at `(larger, smaller)`, when not `dense`.
    cleared: BitMatrix,
}

impl<const L: usize, F: Fn(usize, usize) -> Wide<L>> Base<L, F> {
    /// The weight of the pair of bracket indices `smaller < larger`; zero
    /// for any other.
    fn get(&self, larger: usize, smaller: usize) -> Wide<L> {
        if self.dense || larger >= self.n {
            return self.rows[larger]
                .get(smaller)
                .copied()
                .unwrap_or(Wide::ZERO);
        }
        if smaller >= larger || larger < self.sgb || self.cleared.get(larger, smaller) {
            return Wide::ZERO;
        }
        (self.regular)(smaller, larger)
    }

    /// Takes the pair of bracket indices `smaller < larger` out.
    fn clear(&mut self, larger: usize, smaller: usize) {
        if self.dense || larger >= self.n {
            self.rows[larger][smaller] = Wide::ZERO;
        } else {
            self.cleared.set(larger, smaller);
        }
    }
}

/// Sets the weight of every pair of the remainder, `weight(pi, oi)` for the
/// players of remainder indices `pi < oi`, the earlier player as the one
/// whose edges change. The matrix is written a square tile at a time, so
/// that both its rows and its columns (each edge is stored both ways) are
/// written a cache-sized piece at a time rather than a column a row apart.
/// The changed players are released in the order a plain loop would have
/// named them first: row after row (`by_rows`), else column after column.
fn set_remainder<const L: usize>(
    m: &mut Bracket<L>,
    remainder: &[usize],
    by_rows: bool,
    mut weight: impl FnMut(usize, usize) -> Wide<L>,
) {
    const TILE: usize = 64;
    let r = remainder.len();
    // For each player, the place in the plain loop's order of its first
    // changed edge.
    let mut first = vec![usize::MAX; r];
    for pt in (0..r).step_by(TILE) {
        for ot in (pt..r).step_by(TILE) {
            for pi in pt..(pt + TILE).min(r) {
                for oi in ot.max(pi + 1)..(ot + TILE).min(r) {
                    let w = weight(pi, oi);
                    if m.matcher.set_weight_held(remainder[pi], remainder[oi], w) {
                        let at = if by_rows { pi * r + oi } else { oi * r + pi };
                        first[pi] = first[pi].min(at);
                    }
                }
            }
        }
    }
    let mut changed: Vec<usize> = (0..r).filter(|&pi| first[pi] != usize::MAX).collect();
    changed.sort_by_key(|&pi| first[pi]);
    for pi in changed {
        m.matcher.release_changed(remainder[pi]);
    }
}

/// Moves `p` (matched to `s`, with the edges of `p` at their base weights
/// before the last raise) onto `q` when another optimal matching does so:
/// `q`'s partner `r` takes `s` (or `s` stays single when `q` was single),
/// provided the exchange leaves the weight of the matching unchanged under
/// the base weights. Returns whether it did; if it did, the matcher's next
/// computation is proposed to start from the pairs so made.
fn swap_to<const L: usize, F: Fn(usize, usize) -> Wide<L>>(
    mate: &mut [usize],
    m: &mut Bracket<L>,
    base: &Base<L, F>,
    p: usize,
    q: usize,
) -> bool {
    let s = mate[p];
    let r = mate[q];
    let old = |a: usize, b: usize| -> Wide<L> {
        if a == p || b == p {
            let o = if a == p { b } else { a };
            base.get(o.max(p), o.min(p))
        } else {
            m.weight(a, b)
        }
    };
    let pq = old(p, q);
    let ps = if s == p { Wide::ZERO } else { old(p, s) };
    if r == q {
        if pq != ps || s == p {
            return false;
        }
        mate[s] = s;
        mate[p] = q;
        mate[q] = p;
        m.matcher.propose_pair(p, q);
        return true;
    }
    if s == p || r == s {
        return false;
    }
    let qr = old(q, r);
    let rs = old(r, s);
    if !rs.is_zero() && pq.plus(rs) == ps.plus(qr) {
        mate[p] = q;
        mate[q] = p;
        mate[r] = s;
        mate[s] = r;
        m.matcher.propose_pair(p, q);
        m.matcher.propose_pair(r, s);
        return true;
    }
    // A cycle through one more pair: r takes y's partner x, y takes s.
    let before = ps.plus(qr);
    for y in 0..m.n {
        let x = mate[y];
        if x == y || y == p || y == q || y == r || y == s || m.fixed[y].is_some() {
            continue;
        }
        let rx = old(r, x);
        let ys = old(y, s);
        if rx.is_zero() || ys.is_zero() {
            continue;
        }
        if pq.plus(rx).plus(ys) == before.plus(old(y, x)) {
            mate[p] = q;
            mate[q] = p;
            mate[r] = x;
            mate[x] = r;
            mate[y] = s;
            mate[s] = y;
            m.matcher.propose_pair(p, q);
            m.matcher.propose_pair(r, x);
            m.matcher.propose_pair(y, s);
            return true;
        }
    }
    false
}

/// C.04.3 colour allocation, from the point of view of `a`, who meets `b`.
fn colour_for(round: &Round, a: usize, b: usize) -> Colour {
    let p = &round.players[a];
    let q = &round.players[b];
    let neutral = neutral_colour(p, q);
    match neutral {
        Some(c) => c,
        None => match p.colour_pref {
            None => {
                if round.ranks_below(a, b) {
                    if q.rank & 1 == 1 {
                        round.initial_colour
                    } else {
                        round.initial_colour.opposite()
                    }
                } else if p.rank & 1 == 1 {
                    round.initial_colour.opposite()
                } else {
                    round.initial_colour
                }
            }
            Some(pref) => {
                if round.ranks_below(a, b) {
                    q.colour_pref.map_or(pref, Colour::opposite)
                } else {
                    pref
                }
            }
        },
    }
}

fn neutral_colour(p: &PlayerData, q: &PlayerData) -> Option<Colour> {
    if prefs_compatible(p.colour_pref, q.colour_pref) {
        return p.colour_pref.or(q.colour_pref.map(Colour::opposite));
    }
    if p.absolute() && (p.imbalance > q.imbalance || !q.absolute()) {
        return p.colour_pref;
    }
    if q.absolute() && (q.imbalance > p.imbalance || !p.absolute()) {
        return q.colour_pref.map(Colour::opposite);
    }
    if p.strong && !q.strong {
        return p.colour_pref;
    }
    if q.strong && !p.strong {
        return q.colour_pref.map(Colour::opposite);
    }
    // Alternate from the most recent round in which their colours differed.
    let mut i = p.colours.len();
    let mut j = q.colours.len();
    while i > 0 && j > 0 {
        i -= 1;
        j -= 1;
        if p.colours[i] != q.colours[j] {
            return Some(q.colours[j]);
        }
    }
    None
}

/// Orders the boards (C.04.2: by the higher score in the pair, then the
/// lower, then the rank of the higher player) and assigns colours.
fn publish(round: &Round, mate: &[Option<usize>]) -> RoundPairing {
    let mut boards = Vec::new();
    let mut bye = None;
    for a in 0..round.players.len() {
        match mate[a] {
            Some(b) => {
                if round.players[a].id < round.players[b].id {
                    boards.push((a, b));
                }
            }
            None => bye = Some(round.players[a].id),
        }
    }
    let higher = |(a, b): (usize, usize)| {
        if round.ranks_below(a, b) {
            (b, a)
        } else {
            (a, b)
        }
    };
    boards.sort_by(|&x, &y| {
        let (hx, lx) = higher(x);
        let (hy, ly) = higher(y);
        let px = &round.players;
        (px[hy].score, px[ly].score, px[hx].rank).cmp(&(px[hx].score, px[lx].score, px[hy].rank))
    });
    let boards = boards
        .into_iter()
        .map(|(a, b)| {
            let ida = round.players[a].id;
            let idb = round.players[b].id;
            match colour_for(round, a, b) {
                Colour::White => (ida, idb),
                Colour::Black => (idb, ida),
            }
        })
        .collect();
    RoundPairing { boards, bye }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random;
    use crate::trf;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Written tile by tile, the remainder's weights are those of the plain
    /// loop, and the changed players are released in the plain loop's order
    /// (which the next computation follows): over several tiles, with many
    /// weights left as they were so that a player's first change comes late.
    #[test]
    fn the_remainder_set_by_tiles_is_the_plain_loop() {
        use rand::{Rng, SeedableRng};
        for seed in 0..6u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let nv = rng.random_range(140..220);
            let mut start = Bracket::<2> {
                n: nv,
                matcher: Incremental::new(nv),
                fixed: vec![None; nv],
                duals: None,
            };
            let old: Vec<Vec<u64>> = (0..nv)
                .map(|_| (0..nv).map(|_| rng.random_range(0..4)).collect())
                .collect();
            start.matcher.set_all(|a, b| Wide::from_u64(old[a][b]));
            start.compute();
            let remainder: Vec<usize> = (0..nv).filter(|_| rng.random_bool(0.8)).collect();
            let r = remainder.len();
            // Most weights stay; a player's first change is anywhere in its
            // row or column.
            let new: Vec<Vec<u64>> = (0..r)
                .map(|pi| {
                    (0..r)
                        .map(|oi| {
                            let (p, o) = (remainder[pi], remainder[oi]);
                            let before = old[o.max(p)][o.min(p)];
                            if rng.random_bool(0.97) {
                                before
                            } else {
                                before + 1
                            }
                        })
                        .collect()
                })
                .collect();
            for by_rows in [false, true] {
                let mut plain = Bracket::<2> {
                    n: nv,
                    matcher: start.matcher.clone(),
                    fixed: vec![None; nv],
                    duals: None,
                };
                if by_rows {
                    for pi in 0..r {
                        for oi in pi + 1..r {
                            plain.set(remainder[pi], remainder[oi], Wide::from_u64(new[pi][oi]));
                        }
                    }
                } else {
                    for oi in 0..r {
                        for pi in 0..oi {
                            plain.set(remainder[pi], remainder[oi], Wide::from_u64(new[pi][oi]));
                        }
                    }
                }
                let mut tiled = Bracket::<2> {
                    n: nv,
                    matcher: start.matcher.clone(),
                    fixed: vec![None; nv],
                    duals: None,
                };
                set_remainder(&mut tiled, &remainder, by_rows, |pi, oi| {
                    Wide::from_u64(new[pi][oi])
                });
                assert!(!plain.matcher.released().is_empty());
                assert_eq!(
                    tiled.matcher.released(),
                    plain.matcher.released(),
                    "seed {seed}, by rows {by_rows}"
                );
                for a in 0..nv {
                    for b in 0..nv {
                        assert_eq!(tiled.weight(a, b), plain.weight(a, b), "{a}-{b}");
                    }
                }
            }
        }
    }

    /// Brackets matched alone, and with a summary of the next score group.
    pub(super) static ALONE: AtomicUsize = AtomicUsize::new(0);
    pub(super) static SUMMARISED: AtomicUsize = AtomicUsize::new(0);
    /// Brackets with moved-down players matched with a summary.
    pub(super) static SUMMARISED_MOVED_DOWN: AtomicUsize = AtomicUsize::new(0);
    /// Brackets whose weights came from a table by classes (each checked
    /// pair by pair against the weight built for the pair, in `bracket`).
    pub(super) static TABLED: AtomicUsize = AtomicUsize::new(0);

    /// A weight from the table by classes is the pair's own weight: on
    /// generated tournaments of many sizes and rounds, with players alike
    /// and unlike in every field a weight reads (scores, colours, floats,
    /// byes, unplayed games), every pair of every tabled bracket is checked
    /// (in `bracket`, under test).
    #[test]
    fn weights_by_class_are_each_pairs_own() {
        let before = TABLED.load(Ordering::Relaxed);
        for seed in 0..40u64 {
            let players = 31 + (seed as usize * 53) % 400;
            let rounds = 1 + (seed as usize) % 8;
            // Many absences, so that players differ in unplayed games too
            // (which C9 weighs in the bye's bracket).
            let mut rng = random::rng(seed);
            let mut t = random::entries(
                players,
                rounds as u32 + 2,
                crate::tournament::Scoring::CHESS,
            );
            for _ in 0..rounds {
                random::announce_absences(&mut t, &mut rng, 0.15);
                let pairing = random::greedy_pairing(&t);
                random::play(&mut t, &pairing, &mut rng);
            }
            random::announce_absences(&mut t, &mut rng, 0.15);
            assert!(pair(&t).is_ok(), "{players} players, seed {seed}");
        }
        assert!(
            TABLED.load(Ordering::Relaxed) > before + 20,
            "few brackets were tabled"
        );
    }

    /// The bracket reductions are exact: on generated tournaments of many
    /// sizes, the pairing with them is the pairing of the full matchings.
    #[test]
    fn bracket_reductions_give_the_pairing_of_the_full_matching() {
        let (alone, summarised, moved_down) = (
            ALONE.load(Ordering::Relaxed),
            SUMMARISED.load(Ordering::Relaxed),
            SUMMARISED_MOVED_DOWN.load(Ordering::Relaxed),
        );
        let mut compared = 0;
        // Large fields, and small ones late in the event, where a bracket
        // player may have met most of the next score group.
        for seed in 0..120u64 {
            let (players, rounds) = if seed < 24 {
                (20 + (seed as usize * 37) % 160, 2 + (seed as usize) % 5)
            } else {
                (12 + (seed as usize * 7) % 40, 4 + (seed as usize) % 6)
            };
            let t = random::tournament(players, rounds, seed);
            let round = prepare(&t);
            let full = compute(&round, false);
            let reduced = compute(&round, true);
            assert_eq!(
                reduced.as_ref().ok(),
                full.as_ref().ok(),
                "{players} players after {rounds} rounds, seed {seed}"
            );
            compared += 1;
        }
        assert_eq!(compared, 120);
        // Both reductions were exercised (other tests may add to the counts).
        assert!(
            ALONE.load(Ordering::Relaxed) > alone,
            "no bracket was matched alone"
        );
        assert!(
            SUMMARISED.load(Ordering::Relaxed) > summarised,
            "no next group was summarised"
        );
        assert!(
            SUMMARISED_MOVED_DOWN.load(Ordering::Relaxed) > moved_down,
            "no next group was summarised for a bracket with moved-down players"
        );
    }

    /// C1 and C3 as C.04.3 words them, pair by pair: the reference the
    /// bit matrix of the round is checked against.
    fn may_meet(round: &Round, p: &PlayerData, q: &PlayerData) -> bool {
        let threshold = (round.played_rounds as u32 * round.win.max(round.draw)) / 2;
        let last = round.played_rounds + 1 >= round.total_rounds;
        !p.forbidden.contains(&q.id)
            && !q.forbidden.contains(&p.id)
            && (!p.absolute()
                || !q.absolute()
                || p.colour_pref != q.colour_pref
                || (last && (p.score > threshold || q.score > threshold)))
    }

    #[test]
    fn the_compatibility_matrix_is_c1_and_c3_pair_by_pair_in_any_order() {
        let (mut apart, mut absolute_apart) = (0, 0);
        for seed in 0..40u64 {
            let players = 3 + (seed as usize * 17) % 140;
            let rounds = 1 + (seed as usize) % 9;
            let mut t = random::tournament(players, rounds, seed);
            if seed % 2 == 0 {
                // The last round: topscorers may meet whatever their colours.
                t.total_rounds = Some(rounds as u32 + 1);
            }
            let round = prepare(&t);
            let count = round.players.len();
            // Another order than the players': reversed, every third first.
            let mut order: Vec<usize> = (0..count).rev().collect();
            order.sort_by_key(|&i| i % 3 != 0);
            let m = round.compat_matrix(&order);
            for a in 0..count {
                assert!(!m.get(a, a));
                for b in 0..count {
                    if a == b {
                        continue;
                    }
                    let (p, q) = (&round.players[order[a]], &round.players[order[b]]);
                    let expected = may_meet(&round, p, q);
                    assert_eq!(m.get(a, b), expected, "seed {seed}: {} and {}", p.id, q.id);
                    let (i, j) = (order[a], order[b]);
                    assert_eq!(round.compatible(i, j), expected);
                    if !expected {
                        apart += 1;
                        absolute_apart += (p.absolute() && q.absolute()) as usize;
                    }
                }
            }
        }
        // Both criteria kept players apart somewhere.
        assert!(
            apart > absolute_apart && absolute_apart > 0,
            "{apart} {absolute_apart}"
        );
    }

    /// The completion check and the bye's score found by a largest pairing
    /// and an alternating search are those of the maximum-weight matching,
    /// on generated fields with random sets of players already paired:
    /// fields that complete and fields that do not, odd and even.
    #[test]
    fn completion_by_cardinality_is_the_weighted_matchings() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let (mut complete, mut incomplete, mut byes) = (0, 0, std::collections::BTreeSet::new());
        for seed in 0..80u64 {
            let players = 4 + (seed as usize * 13) % 50;
            let rounds = 1 + (seed as usize) % 9;
            let t = random::tournament(players, rounds, seed);
            let round = prepare(&t);
            let sorted: Vec<usize> = (0..round.players.len()).collect();
            let mut validity = Validity::of(&round, &sorted);
            for trial in 0..12 {
                let mut done: Vec<bool> = (0..sorted.len())
                    .map(|_| trial > 0 && rng.random_bool(0.4))
                    .collect();
                // Players are taken out two at a time, as pairs are.
                if done.iter().filter(|&&d| d).count() % 2 == 1
                    && let Some(d) = done.iter_mut().find(|d| **d)
                {
                    *d = false;
                }
                validity.done = done;
                let fast = validity.best_bye();
                assert_eq!(
                    fast,
                    validity.best_bye_weighted(),
                    "{players} players after {rounds} rounds, seed {seed}, trial {trial}"
                );
                match fast {
                    Some(bye) => {
                        complete += 1;
                        byes.insert(bye);
                    }
                    None => incomplete += 1,
                }
            }
        }
        assert!(
            complete > 0 && incomplete > 0,
            "{complete} complete, {incomplete} not"
        );
        assert!(byes.contains(&None) && byes.len() > 2, "byes: {byes:?}");
    }

    /// Eight players after three rounds (chess scoring), by pairing number:
    /// X 1 and Y 2 on 2.5; T 3, D1 4 and D2 5 on 1.5; A 6 and B 7 on 1.0;
    /// C 8 on 0.5. Games played: D1-D2, D2-A, A-C, D1-B (and X-D2, X-B, X-C,
    /// Y-T, Y-D1, Y-B, T-C, T-A). Nobody has an absolute colour preference,
    /// so only C1 (no rematch) limits the pairs.
    const LOOKAHEAD: &str = include_str!("../../fixtures/pairing/dutch_c8_lookahead.trf");

    /// The 1.5 bracket {T, D1, D2} can make one pair only, T with D1 or D2
    /// (D1 and D2 met): C6 and C7 are equal, and C8 decides which of D2 or
    /// D1 floats into the bracket {A, B}, with C 8 below it.
    ///
    /// - D2 down: D2-A is a rematch, and D2-B would leave A to C, a rematch
    ///   (C4: the round-pairing must be completed), so the next bracket
    ///   pairs A-B and floats D2 (1.5) to C.
    /// - D1 down: D1-B is a rematch; D1-A leaves B to C, so the next bracket
    ///   pairs D1-A and floats B (1.0).
    ///
    /// Each gives the next bracket one pair; C8 then wants the smaller
    /// score differences there (the PSD of C.04.3's terms: the pairs'
    /// differences, and for each downfloater its score minus one point less
    /// than the bracket's lowest score, sorted from the highest and compared
    /// in turn): D2 down gives {1.5, 0}, D1 down {1.0, 0.5}, so D1 floats.
    /// The matching of the bracket and its next score group alone counted
    /// D2-B as a next-bracket pair and floated D2, the Dutch order's first
    /// choice.
    ///
    /// Colours (C.04.3 colour allocation, each pair's preferences agree):
    /// Y (B B W) white against X (W B W); D2 (B B W) white against T
    /// (W B W); D1 (B W B) white against A (W W B); C (B W B) white against
    /// B (W W B).
    #[test]
    fn downfloater_chosen_for_the_next_bracket_completable_pairs() {
        let t = trf::parse(LOOKAHEAD).expect("the fixture parses");
        let got = pair(&t).expect("a pairing");
        assert_eq!(got.boards, vec![(2, 1), (5, 3), (4, 6), (8, 7)]);
        assert_eq!(got.bye, None);
    }
}

#[cfg(test)]
mod record_tests {
    //! Records 240, 250 and 260 of TRF-2026 as the engine applies them.

    use super::pair;
    use crate::trf;

    /// A file of `n` players (ratings descending), no round played, 5 rounds, and `more`
    /// lines.
    fn file(n: u32, more: &[&str]) -> String {
        let mut text = String::from("012 Records\r142 5\r");
        for l in more {
            text.push_str(l);
            text.push('\r');
        }
        for id in 1..=n {
            let name = format!("Player {id}");
            text.push_str(&format!(
                "001 {id:>4}      {name:<33} {:>4}{:28}{:>4}\r",
                2500 - 10 * id,
                "",
                "0.0"
            ));
        }
        text
    }

    /// The pairs of round 1, each as (lower, higher) starting number, sorted.
    fn pairs(text: &str) -> Vec<(u32, u32)> {
        let t = trf::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let p = pair(&t).unwrap();
        let mut out: Vec<(u32, u32)> = p
            .boards
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn fictitious_points_of_record_250_make_the_score_groups() {
        assert_eq!(pairs(&file(8, &[])), [(1, 5), (2, 6), (3, 7), (4, 8)]);
        // C.04.5.1: the first half (GA, players 1-4) get 1.0 fictitious point in round 1,
        // so they form a score group of their own: 1-3 and 2-4, then 5-7 and 6-8.
        let accelerated = file(8, &["250       1.0 001 002    1    4"]);
        assert_eq!(pairs(&accelerated), [(1, 3), (2, 4), (5, 7), (6, 8)]);
        // The same as JaVaFo's XXA lines, one per player.
        let xxa: Vec<String> = (1..=4).map(|p| format!("XXA {p:>4}  1.0  1.0")).collect();
        let xxa: Vec<&str> = xxa.iter().map(String::as_str).collect();
        assert_eq!(pairs(&file(8, &xxa)), [(1, 3), (2, 4), (5, 7), (6, 8)]);
        // A record for later rounds only changes nothing in round 1.
        let later = file(8, &["250       1.0 002 003    1    4"]);
        assert_eq!(pairs(&later), [(1, 5), (2, 6), (3, 7), (4, 8)]);
    }

    #[test]
    fn prohibited_pairings_of_record_260_hold_in_their_rounds_only() {
        assert_eq!(pairs(&file(4, &[])), [(1, 3), (2, 4)]);
        assert_eq!(
            pairs(&file(4, &["260 001 002    1    3"])),
            [(1, 4), (2, 3)]
        );
        assert_eq!(
            pairs(&file(4, &["260 002 005    1    3"])),
            [(1, 3), (2, 4)]
        );
        // JaVaFo's XXP holds in every round.
        assert_eq!(pairs(&file(4, &["XXP 1 3"])), [(1, 4), (2, 3)]);
    }

    #[test]
    fn a_bye_of_record_240_keeps_the_player_out_of_the_round() {
        assert_eq!(pairs(&file(5, &["240 H 001    2"])), [(1, 4), (3, 5)]);
        // The same bye for round 2 leaves round 1 as it was without it.
        let without: Vec<(u32, u32)> = pairs(&file(5, &[]));
        assert!(without.iter().any(|&(a, b)| a == 2 || b == 2));
        assert_eq!(pairs(&file(5, &["240 H 002    2"])), without);
    }
}
