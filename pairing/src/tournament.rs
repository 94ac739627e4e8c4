//! The engine's input: a tournament as a TRF file holds it (players with
//! starting numbers and ratings, their round-by-round records, the scoring
//! system, forbidden pairs, absences for the next round), independent of the
//! app's database.

use std::fmt;

/// A piece colour: White moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// The result code of one round for one player (TRF column "result").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResultCode {
    /// `1`: a game won.
    Win,
    /// `=`: a game drawn.
    Draw,
    /// `0`: a game lost.
    Loss,
    /// `+`: won by forfeit (the opponent did not play).
    ForfeitWin,
    /// `-`: lost by forfeit; when both players of a pair have it, a double forfeit.
    ForfeitLoss,
    /// `W`: won a game that does not count for rating.
    UnratedWin,
    /// `D`: drew a game that does not count for rating.
    UnratedDraw,
    /// `L`: lost a game that does not count for rating.
    UnratedLoss,
    /// `U`: the pairing-allocated bye.
    PairingBye,
    /// `H`: a half-point bye (requested, not paired).
    HalfBye,
    /// `F`: a full-point bye (requested, not paired).
    FullBye,
    /// `Z`: a zero-point bye (absent, not paired).
    ZeroBye,
}

impl ResultCode {
    /// The TRF character.
    pub fn to_char(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Draw => '=',
            ResultCode::Loss => '0',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::UnratedWin => 'W',
            ResultCode::UnratedDraw => 'D',
            ResultCode::UnratedLoss => 'L',
            ResultCode::PairingBye => 'U',
            ResultCode::HalfBye => 'H',
            ResultCode::FullBye => 'F',
            ResultCode::ZeroBye => 'Z',
        }
    }

    /// The code for a TRF character, if it is one.
    pub fn from_char(c: char) -> Option<ResultCode> {
        Some(match c.to_ascii_uppercase() {
            '1' => ResultCode::Win,
            '=' => ResultCode::Draw,
            '0' => ResultCode::Loss,
            '+' => ResultCode::ForfeitWin,
            '-' => ResultCode::ForfeitLoss,
            'W' => ResultCode::UnratedWin,
            'D' => ResultCode::UnratedDraw,
            'L' => ResultCode::UnratedLoss,
            'U' => ResultCode::PairingBye,
            'H' => ResultCode::HalfBye,
            'F' => ResultCode::FullBye,
            'Z' => ResultCode::ZeroBye,
            _ => return None,
        })
    }

    /// The type of a 299 record (abnormal points) for this code: `W` `D` `L` for games (rated
    /// or not), `F` `H` `Z` for byes, `+` `-` for forfeits; the pairing-allocated bye has none
    /// (line 162's `P` gives its points).
    pub fn abnormal_type(self) -> Option<char> {
        Some(match self {
            ResultCode::Win | ResultCode::UnratedWin => 'W',
            ResultCode::Draw | ResultCode::UnratedDraw => 'D',
            ResultCode::Loss | ResultCode::UnratedLoss => 'L',
            ResultCode::FullBye => 'F',
            ResultCode::HalfBye => 'H',
            ResultCode::ZeroBye => 'Z',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::PairingBye => return None,
        })
    }

    /// Whether the code says a game was actually played over the board.
    pub fn is_played_game(self) -> bool {
        matches!(
            self,
            ResultCode::Win
                | ResultCode::Draw
                | ResultCode::Loss
                | ResultCode::UnratedWin
                | ResultCode::UnratedDraw
                | ResultCode::UnratedLoss
        )
    }

    /// Whether the code needs an opponent (a game, played or forfeited).
    pub fn needs_opponent(self) -> bool {
        self.is_played_game()
    }

    /// Whether the code is a bye (no opponent).
    pub fn is_bye(self) -> bool {
        matches!(
            self,
            ResultCode::PairingBye
                | ResultCode::HalfBye
                | ResultCode::FullBye
                | ResultCode::ZeroBye
        )
    }
}

/// One player's record for one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundRecord {
    /// The opponent's starting number, if there was an opponent.
    pub opponent: Option<u32>,
    /// The colour, for games (played or forfeited).
    pub colour: Option<Colour>,
    /// The result; `None` for a round the player was not paired in (a blank).
    pub result: Option<ResultCode>,
}

impl RoundRecord {
    /// Not paired, no result (a blank entry).
    pub const UNPAIRED: RoundRecord = RoundRecord {
        opponent: None,
        colour: None,
        result: None,
    };

    /// Whether a game was played over the board (C.04.1: forfeits are not games played).
    pub fn game_played(&self) -> bool {
        self.opponent.is_some() && self.result.is_some_and(ResultCode::is_played_game)
    }

    /// Whether the player took part in the pairing of the round: paired
    /// against an opponent (even if the game was forfeited) or given the
    /// pairing-allocated bye.
    pub fn participated(&self) -> bool {
        self.opponent.is_some()
            || matches!(
                self.result,
                Some(ResultCode::PairingBye) | Some(ResultCode::ForfeitWin)
            )
    }

    /// The colour played, if a game was played.
    pub fn played_colour(&self) -> Option<Colour> {
        if self.game_played() {
            self.colour
        } else {
            None
        }
    }
}

/// Points for each kind of result, in tenths of a point (line 162).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scoring {
    pub win: u32,
    pub draw: u32,
    pub loss: u32,
    /// A zero-point bye or an absence.
    pub zero_bye: u32,
    /// A forfeit loss.
    pub forfeit_loss: u32,
    /// The pairing-allocated bye.
    pub pairing_bye: u32,
}

impl Scoring {
    /// 1 / ½ / 0, the chess default.
    pub const CHESS: Scoring = Scoring {
        win: 10,
        draw: 5,
        loss: 0,
        zero_bye: 0,
        forfeit_loss: 0,
        pairing_bye: 10,
    };

    /// 2 / 1 / 0, the draughts usage.
    pub const DRAUGHTS: Scoring = Scoring {
        win: 20,
        draw: 10,
        loss: 0,
        zero_bye: 0,
        forfeit_loss: 0,
        pairing_bye: 20,
    };

    /// The points a record earns.
    pub fn points(&self, record: &RoundRecord) -> u32 {
        match record.result {
            None => self.zero_bye,
            Some(code) => match code {
                ResultCode::Win | ResultCode::UnratedWin | ResultCode::ForfeitWin => {
                    if record.opponent.is_none() && code == ResultCode::ForfeitWin {
                        self.pairing_bye
                    } else {
                        self.win
                    }
                }
                ResultCode::FullBye => self.win,
                ResultCode::PairingBye => self.pairing_bye,
                ResultCode::Draw | ResultCode::UnratedDraw | ResultCode::HalfBye => self.draw,
                ResultCode::Loss | ResultCode::UnratedLoss => self.loss,
                ResultCode::ForfeitLoss => {
                    if record.opponent.is_some() {
                        self.forfeit_loss
                    } else {
                        self.zero_bye
                    }
                }
                ResultCode::ZeroBye => self.zero_bye,
            },
        }
    }
}

impl Default for Scoring {
    fn default() -> Self {
        Scoring::CHESS
    }
}

/// A player of the tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// The starting number (1-based), the player's id in the file.
    pub id: u32,
    pub name: String,
    /// 0 when unrated.
    pub rating: u32,
    /// The score written in the file, in tenths (informative; engines recompute).
    pub points: u32,
    /// Columns 10-80 of the TRF line (sex, title, name, rating, federation, FIDE id, birth date), kept for writing.
    pub identity: String,
    /// The records of the rounds, round 1 first. A record beyond the rounds
    /// played says whether the player takes part in the next round (a bye or
    /// absence announced in advance).
    pub rounds: Vec<RoundRecord>,
}

/// Players who must not meet each other from round `first_round` to `last_round` (TRF-2026
/// record 260; JaVaFo's `XXP` lines, for every round, are read as rounds 1 to `u32::MAX`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prohibition {
    pub first_round: u32,
    pub last_round: u32,
    /// Two or more starting numbers: no two of them may be paired together.
    pub players: Vec<u32>,
}

impl Prohibition {
    /// A prohibition for every round (`XXP`).
    pub fn always(players: Vec<u32>) -> Prohibition {
        Prohibition {
            first_round: 1,
            last_round: u32::MAX,
            players,
        }
    }

    /// Whether it holds in round `round` (1-based).
    pub fn applies_in(&self, round: u32) -> bool {
        (self.first_round..=self.last_round).contains(&round)
    }
}

/// Fictitious points added to the pairing score of players `first_player..=last_player` in
/// rounds `first_round..=last_round` (TRF-2026 record 250; C.04.5 accelerated pairings), in
/// the units of [`Scoring`]. JaVaFo's `XXA` lines (one player, one value per round) are read
/// as one such record per round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Acceleration {
    pub points: u32,
    pub first_round: u32,
    pub last_round: u32,
    pub first_player: u32,
    pub last_player: u32,
}

impl Acceleration {
    fn covers(&self, player: u32, round: u32) -> bool {
        (self.first_round..=self.last_round).contains(&round)
            && (self.first_player..=self.last_player).contains(&player)
    }
}

/// Players given a bye they did not get from the pairing in one round (TRF-2026 record 240):
/// `code` is `F`, `H` or `Z`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeRecord {
    pub code: ResultCode,
    pub round: u32,
    pub players: Vec<u32>,
}

/// A record 299 of an individual event: points (in the units of [`Scoring`], tenths in a
/// file; negative for a penalty) given for a
/// result of type `kind` (`W` `D` `L` `F` `H` `Z` `+` `-`; `None` for a penalty or bonus
/// outside any result), in round `round` (0: every round), to `players`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Abnormal {
    pub kind: Option<char>,
    pub tenths: i32,
    pub round: u32,
    pub players: Vec<u32>,
}

impl Abnormal {
    /// Whether the record is of the type of result code `c`.
    pub fn is_for(&self, c: ResultCode) -> bool {
        self.kind.is_some() && self.kind == c.abnormal_type()
    }
}

/// A tournament as the pairing engines see it.
#[derive(Debug, Clone, PartialEq)]
pub struct Tournament {
    pub name: String,
    /// The planned number of rounds, when known (line 142 or XXR).
    pub total_rounds: Option<u32>,
    pub scoring: Scoring,
    /// The colour of the first player of the first round (line 152 or XXC).
    pub initial_colour: Option<Colour>,
    /// The tournament type code (line 192, or 092 as some engines write it).
    pub system: Option<String>,
    /// The players, by starting number.
    pub players: Vec<Player>,
    /// Groups of players who must not meet each other, with their rounds (260, XXP).
    pub forbidden: Vec<Prohibition>,
    /// Fictitious points of accelerated rounds (250, XXA); a later record overrides an
    /// earlier one for the players and rounds they share.
    pub accelerations: Vec<Acceleration>,
    /// Byes not given by the pairing (240): players listed for a round are not paired in it.
    pub byes: Vec<ByeRecord>,
    /// Points of results other than the scoring gives their code, and penalties or bonuses
    /// (299); a later record overrides an earlier one.
    pub abnormal: Vec<Abnormal>,
    /// Lines the model does not interpret, kept for writing.
    pub other_lines: Vec<String>,
}

impl Tournament {
    /// The number of rounds with results: the last round anyone took part in the pairing of.
    pub fn rounds_played(&self) -> usize {
        self.players
            .iter()
            .map(|p| {
                p.rounds
                    .iter()
                    .rposition(|r| r.participated())
                    .map_or(0, |i| i + 1)
            })
            .max()
            .unwrap_or(0)
    }

    /// The fictitious points of player `id` in round `round` (1-based): those of the last
    /// acceleration record that covers both, or 0.
    pub fn acceleration(&self, id: u32, round: u32) -> u32 {
        self.accelerations
            .iter()
            .rev()
            .find(|a| a.covers(id, round))
            .map_or(0, |a| a.points)
    }

    /// The points player `id` scored with record `rec` in round `round` (1-based): what a 299
    /// record of its type gives it, or what the scoring gives its code. (A 299 record without
    /// a type, a penalty or bonus, is no result's points.)
    pub fn points_of(&self, id: u32, round: u32, rec: &RoundRecord) -> u32 {
        rec.result
            .and_then(|c| {
                self.abnormal.iter().rev().find(|a| {
                    a.is_for(c) && (a.round == 0 || a.round == round) && a.players.contains(&id)
                })
            })
            .map_or_else(|| self.scoring.points(rec), |a| a.tenths.max(0) as u32)
    }

    /// The bye code (`F`, `H`, `Z`) a 240 record gives player `id` in round `round`.
    pub fn bye_record(&self, id: u32, round: u32) -> Option<ResultCode> {
        self.byes
            .iter()
            .find(|b| b.round == round && b.players.contains(&id))
            .map(|b| b.code)
    }

    /// Whether players `a` and `b` may not meet in round `round`.
    pub fn prohibited(&self, a: u32, b: u32, round: u32) -> bool {
        self.forbidden
            .iter()
            .any(|g| g.applies_in(round) && g.players.contains(&a) && g.players.contains(&b))
    }

    /// The index of a player by starting number. The players of a file are in starting-number
    /// order; an app may list them in pairing-number order with other ids (its start numbers),
    /// so an id the binary search misses is looked for in turn.
    pub fn index_of(&self, id: u32) -> Option<usize> {
        self.players
            .binary_search_by_key(&id, |p| p.id)
            .ok()
            .or_else(|| self.players.iter().position(|p| p.id == id))
    }

    /// A copy holding only the first `rounds` rounds, with the records of
    /// round `rounds + 1` kept when they are byes or absences (they say who
    /// is not to be paired), as the state before pairing that round.
    pub fn before_round(&self, round: usize) -> Tournament {
        let mut t = self.clone();
        let played = round - 1;
        for p in &mut t.players {
            let next = p.rounds.get(played).copied();
            p.rounds.truncate(played);
            while p.rounds.len() < played {
                p.rounds.push(RoundRecord::UNPAIRED);
            }
            match next {
                Some(r) if r.participated() => {}
                // Not paired in that round: absent, requested bye or gone.
                Some(r) => p.rounds.push(RoundRecord {
                    opponent: None,
                    colour: None,
                    result: Some(r.result.unwrap_or(ResultCode::ZeroBye)),
                }),
                None => p.rounds.push(RoundRecord {
                    opponent: None,
                    colour: None,
                    result: Some(ResultCode::ZeroBye),
                }),
            }
        }
        t.total_rounds = Some(self.total_rounds.unwrap_or(self.rounds_played() as u32));
        t
    }
}

/// A round's pairing: boards in publication order and the bye.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RoundPairing {
    /// `(white, black)` by starting number, board 1 first.
    pub boards: Vec<(u32, u32)>,
    /// The player given the pairing-allocated bye.
    pub bye: Option<u32>,
}

impl fmt::Display for RoundPairing {
    /// The engines' output format: the number of pairs, then `white black`
    /// per board, then `N 0` for the bye.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.boards.len() + self.bye.is_some() as usize)?;
        for (w, b) in &self.boards {
            writeln!(f, "{w} {b}")?;
        }
        if let Some(b) = self.bye {
            writeln!(f, "{b} 0")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Players listed in pairing-number order with their start numbers as ids (as the app
    /// gives them to the engine) are all found: an opponent a binary search misses would lose
    /// its floats (C.04.3 1.4) in the pairing.
    #[test]
    fn a_player_is_found_whatever_the_order_of_the_ids() {
        let player = |id: u32| Player {
            id,
            name: format!("P{id}"),
            rating: 0,
            points: 0,
            identity: String::new(),
            rounds: Vec::new(),
        };
        let t = Tournament {
            name: String::new(),
            total_rounds: None,
            scoring: Scoring::DRAUGHTS,
            initial_colour: None,
            system: None,
            players: [5, 1, 4, 2, 3, 7, 6].into_iter().map(player).collect(),
            forbidden: Vec::new(),
            accelerations: Vec::new(),
            byes: Vec::new(),
            abnormal: Vec::new(),
            other_lines: Vec::new(),
        };
        for (i, p) in t.players.iter().enumerate() {
            assert_eq!(t.index_of(p.id), Some(i), "{}", p.id);
        }
        assert_eq!(t.index_of(8), None);
    }
}
