//! The FIDE Tournament Report File (TRF-2026) of a whole event, and a tournament built from one.
//!
//! # What is written
//!
//! Lines end with CR, as the format has them (TRF-2026, remark 1). The tournament section:
//! `012` name, `022` city (the venue), `032` the event's federation, `042`/`052` dates
//! (`YYYY/MM/DD`), `062` players, `072` rated players, `092` the type of tournament (the
//! system, or the text an imported file gave), `102` chief controller, `112` one line per
//! deputy, `122` time control, `132` the date of each round (`YY/MM/DD` in the columns of the
//! round, 92-99 for round 1), `142` the number of TRF rounds, `152` the piece colour of the
//! highest-ranked player paired in round 1, `162` the scoring of one game (draughts:
//! `W 2.0 D 1.0 L 0.0 A 0.0 P 2.0`), `172` the starting-rank method with national ratings,
//! `182 Crownhead <version>`, `192` the tournament type code (`FIDE_DUTCH_2025`, `_BAKU` with
//! the Baku acceleration, `CUSTOM_SWISS` for Swiss matches, `BERGER_ROUNDROBIN`,
//! `BERGER_DOUBLEROUNDROBIN`, `CUSTOM_ROUNDROBIN` for round robins of matches; or the code an
//! imported file gave), `202` the tie-breaks by their FIDE codes and `212` the same after
//! `PTS`, `222` the encoded time control. Then the records: `240` every requested bye, played or
//! to come (`F`, `H`, `Z` by its points), `250` the fictitious points of accelerated rounds
//! (C.04.5), `260` the prohibited pairings with their rounds (an entry's own forbidden pair for
//! every round), `299` every result worth other points than `162` gives its code (a forfeit win
//! worth less than a win, a bye of the entry's own value) and the penalties and bonuses of an
//! imported file. Then one `001` line per entry: sex (`m`/`w`), title (three characters at
//! most), name (33), rating, federation, the FMJD ID in the FIDE-number field, birth date (or
//! `YYYY/00/00` with the year alone), points (penalties and bonuses included), rank, and one
//! block per game: opponent, colour (`w`/`b`: the colour of the pieces played, so in English
//! draughts the first mover has `b`), result code; after it the entry's National Rating Support
//! line, where it has one (its national id in the number field):
//!
//! | game | code |
//! |---|---|
//! | won, drawn, lost over the board | `1` `=` `0` |
//! | won by the opponent's absence (000 art. 2.24) | `+` |
//! | lost by absence (000 art. 2.24); both absent (art. 2.25): both players `-` | `-` |
//! | pairing-allocated bye | `0000 - U` |
//! | requested bye worth 0 / a draw / a win | `0000 - Z` / `H` / `F` |
//! | withdrawn, or a late entry not yet playing | blank (the format's "not paired") |
//!
//! A round of several games (a match, colours reversed each game) is written as that many
//! consecutive TRF rounds, so `142` is rounds × games and the records name TRF rounds.
//! A knock-out's rounds of the bracket are aligned columns, each as wide as its longest tie
//! (tie-break and sudden-death games included): column n is the same round for every player,
//! a tie decided sooner leaves blanks, and a top seed's first-round bye is `0000 - U` (worth
//! `162`'s `P`, as the points count it).
//!
//! What TRF has no field for is written in comment lines (`### crownhead ...`), which other
//! programs ignore: the settings (JSON), each round's state, board order, ballots and missing
//! score-sheets (000 art. 3.10), a knock-out's games tie by tie (`tie KEY GAME RESULT`), and
//! each entry's club, women's title and rating, national id without a national rating line,
//! long name or title, the name as shown where it is not the TRF name (`Ada Brennan`),
//! withdrawal, late entry and requested byes. Reading them back gives
//! the same tournament, so export → import → export gives the same file.
//!
//! # What is read
//!
//! Any TRF the pairing reader accepts (TRF-2026 or TRF-16 player lines, and JaVaFo's `XXR`,
//! `XXC`, `XXP`, `XXA` in place of `142`, `152`, `260`, `250`). Without the `### crownhead`
//! lines, TRF says nothing of the variant: [`read_as`] takes it (the command line's
//! `--variant`, the web import's choice; the front ends refuse a file without either), and the
//! settings are those of its preset, each TRF round a round of one game ([`read`]: the FMJD
//! preset, international draughts) with what the file says: every record above but `062`, `072` and `182` (counted and written
//! anew). `192` and `092` give the system (a team event's code is refused); `202` (or `212`
//! after its `PTS`) the tie-breaks; `250` records the Baku acceleration when they give what it
//! gives the tournament (C.04.5.1), otherwise they are kept as they are, and a `_BAKU` code
//! without them means Baku; a `260` record of two players for every round is the entries'
//! forbidden pair, any other prohibition is kept with its rounds. A `240` bye fills the player
//! line's round when it is blank or past its end. Each result gets what `162` gives its code,
//! or what a `299` record gives it; a `299` without a type is a penalty or bonus of the report
//! (written back, not counted in the standings). A requested bye to come is worth what its code
//! (and `299`) says, the event's requested bye what the first bye code says. Blank rounds before
//! a player's first game make a late entry, blank rounds to the end a withdrawal, other blanks
//! and `H`/`F`/`Z` requested byes. A file without a `001` player line is refused. Every
//! problem is reported with its line and field, and nothing is created.
//!
//! # Where it is
//!
//! [`write`] holds the writer, [`read`] the reader, [`records`] the records each written and
//! read on its own; columns are counted one way, 1-based and in characters ([`cols`]).

use chrono::NaiveDate;
use draughts_rules::Color;

use crate::domain::{Points, Tournament};
use crate::pairing::{self, Colour, ResultCode};

pub(crate) mod dates;
mod read;
mod records;
mod write;

pub use crate::pairing::trf::Warning;
pub(crate) use read::split_lines;
pub use read::{Imported, decode, import, read, read_as, read_bytes, variant_of};
pub use records::cols;
pub(crate) use write::{PlayerFields, acceleration_in_ranks, opening, player_line, push_line};
pub use write::{write, write_with_ties};

const TAG: &str = "### crownhead";

/// Tenths of a point, as TRF counts them.
fn tenths(p: Points) -> u32 {
    p.halves() * 5
}

/// The TRF colour of the player who moves first.
fn first_colour(t: &Tournament) -> Colour {
    match t.settings().variant.first_to_move() {
        Color::White => Colour::White,
        Color::Black => Colour::Black,
    }
}

/// The points a result code is worth by line 162 (W for a win, a forfeit win and a full-point
/// bye; D for a draw and a half-point bye; A for a forfeit loss and a zero-point bye; P for the
/// pairing-allocated bye), in Crownhead's points.
fn points_of_code(c: ResultCode, sc: &pairing::Scoring) -> Points {
    let t = match c {
        ResultCode::Win | ResultCode::UnratedWin | ResultCode::ForfeitWin | ResultCode::FullBye => {
            sc.win
        }
        ResultCode::Draw | ResultCode::UnratedDraw | ResultCode::HalfBye => sc.draw,
        ResultCode::Loss | ResultCode::UnratedLoss => sc.loss,
        ResultCode::ForfeitLoss | ResultCode::ZeroBye => sc.forfeit_loss,
        ResultCode::PairingBye => sc.pairing_bye,
    };
    Points::from_halves(t / 5)
}

/// The TRF rounds (1-based) of a tournament round: one per game.
fn trf_rounds(round: u32, games: u8) -> std::ops::RangeInclusive<u32> {
    let g = u32::from(games);
    (round - 1) * g + 1..=round * g
}

/// A date as TRF-2026 writes it (`YYYY/MM/DD`).
fn date(d: NaiveDate) -> String {
    d.format("%Y/%m/%d").to_string()
}

#[cfg(test)]
mod tests;
