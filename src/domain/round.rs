//! Rounds, boards and games: who plays whom, what each player scored, and the life cycle of
//! a round (draft → published → results complete → closed).
//!
//! Every game keeps each player's own result kind and points: there is no zero-sum result code.
//! The rules of the English draughts federation on absent players (000 art. 2.21-2.25) and on
//! score-sheets (000 art. 3.9-3.10) are applied here when a board's result is entered.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::entry::StartNo;
use super::points::Points;
use super::settings::Scoring;

/// The life cycle of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundState {
    /// Paired, not yet shown to the players: the pairing may still be changed.
    Draft,
    /// Shown to the players; results are being entered.
    Published,
    /// Every board has a result; results may still be changed.
    ResultsComplete,
    /// Closed: a result can only be corrected, with a reason.
    Closed,
}

impl RoundState {
    pub const fn name(self) -> &'static str {
        match self {
            RoundState::Draft => "draft",
            RoundState::Published => "published",
            RoundState::ResultsComplete => "results-complete",
            RoundState::Closed => "closed",
        }
    }

    pub fn parse(text: &str) -> Option<RoundState> {
        [
            RoundState::Draft,
            RoundState::Published,
            RoundState::ResultsComplete,
            RoundState::Closed,
        ]
        .into_iter()
        .find(|s| s.name() == text)
    }

    /// Whether every result of the round is in.
    pub const fn is_complete(self) -> bool {
        matches!(self, RoundState::ResultsComplete | RoundState::Closed)
    }
}

impl fmt::Display for RoundState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the two places at a board. `Home` moves first in the odd games of the match,
/// `Away` in the even ones (the colours are reversed each game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seat {
    Home,
    Away,
}

/// Why a player has no opponent in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ByeKind {
    /// The pairing-allocated bye (an odd number of players).
    Pairing,
    /// A bye the player asked for in advance.
    Requested,
    /// The player has withdrawn.
    Withdrawn,
    /// A late entry that has not joined yet.
    NotEntered,
}

impl ByeKind {
    pub const fn name(self) -> &'static str {
        match self {
            ByeKind::Pairing => "pairing",
            ByeKind::Requested => "requested",
            ByeKind::Withdrawn => "withdrawn",
            ByeKind::NotEntered => "not-entered",
        }
    }

    pub fn parse(text: &str) -> Option<ByeKind> {
        [
            ByeKind::Pairing,
            ByeKind::Requested,
            ByeKind::Withdrawn,
            ByeKind::NotEntered,
        ]
        .into_iter()
        .find(|k| k.name() == text)
    }

    /// The result kind every game of such a bye gets.
    pub const fn result_kind(self) -> ResultKind {
        match self {
            ByeKind::Pairing => ResultKind::PairingBye,
            ByeKind::Requested => ResultKind::RequestedBye,
            ByeKind::Withdrawn => ResultKind::Withdrawn,
            ByeKind::NotEntered => ResultKind::NotEntered,
        }
    }
}

/// A board as the pairing makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pairing {
    /// Two entries play; `home` moves first in game 1.
    Game { home: StartNo, away: StartNo },
    /// One entry has no opponent.
    Bye { entry: StartNo, kind: ByeKind },
}

impl Pairing {
    pub const fn game(home: StartNo, away: StartNo) -> Pairing {
        Pairing::Game { home, away }
    }

    pub const fn pairing_bye(entry: StartNo) -> Pairing {
        Pairing::Bye {
            entry,
            kind: ByeKind::Pairing,
        }
    }

    /// The pairings a pairing engine chose: its boards in order, then its pairing bye.
    pub fn of_engine(r: &crate::pairing::RoundPairing) -> Vec<Pairing> {
        let boards = r.boards.iter().map(|&(w, b)| Pairing::game(w, b));
        boards.chain(r.bye.map(Pairing::pairing_bye)).collect()
    }

    /// The entries at the board.
    pub fn entries(&self) -> impl Iterator<Item = StartNo> {
        let (a, b) = match *self {
            Pairing::Game { home, away } => (home, Some(away)),
            Pairing::Bye { entry, .. } => (entry, None),
        };
        std::iter::once(a).chain(b)
    }
}

/// The opening balloted for a round or a board.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BallotRef {
    /// The deck drawn from, e.g. `acf-3move`.
    pub deck: String,
    /// The opening's id and label in the deck, e.g. `ACF 126: 11-15 23-19 8-11`.
    pub opening: String,
    /// The seed of the draw, so it can be repeated.
    #[serde(default)]
    pub seed: Option<u64>,
    /// In a round of more than two games, the openings of its later pairs of games (games 3-4,
    /// 5-6, ...), each played twice with the colours reversed as `opening` is in games 1-2.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pairs: Vec<String>,
}

impl BallotRef {
    /// The opening of game `game` (1-based): pair `(game - 1) / 2` plays its own opening where
    /// one was drawn for it, else the first (a ballot drawn before the round had more games).
    pub fn for_game(&self, game: u8) -> BallotRef {
        let pair = usize::from(game.max(1) - 1) / 2;
        BallotRef {
            deck: self.deck.clone(),
            opening: match pair.checked_sub(1).and_then(|p| self.pairs.get(p)) {
                Some(o) => o.clone(),
                None => self.opening.clone(),
            },
            seed: self.seed,
            pairs: Vec::new(),
        }
    }

    /// Every opening, games 1-2 first.
    pub fn openings(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.opening.as_str()).chain(self.pairs.iter().map(String::as_str))
    }

    /// The openings as one text: the opening alone, or each pair's after its games
    /// (`1-2: ACF 126: ...; 3-4: ACF 30: ...`).
    pub fn text(&self) -> String {
        if self.pairs.is_empty() {
            return self.opening.clone();
        }
        self.openings()
            .enumerate()
            .map(|(i, o)| format!("{}-{}: {o}", 2 * i + 1, 2 * i + 2))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// What happened in one game of a board, as the controller reports it (from the board's seats).
///
/// 000 art. 2.21-2.23: a player absent at the start has their clock started and may still play
/// with the time left if they arrive before their flag falls: such a game is reported as played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameReport {
    HomeWins,
    Draw,
    AwayWins,
    /// 000 art. 2.24: home arrived after their flag fell, and forfeits this game.
    HomeAbsent,
    /// 000 art. 2.24: away arrived after their flag fell, and forfeits this game.
    AwayAbsent,
    /// 000 art. 2.25: both players remained absent for the game: both score zero.
    BothAbsent,
}

impl GameReport {
    /// The short form used in files: `1-0`, `=`, `0-1`, `-:+`, `+:-`, `-:-`.
    pub const fn code(self) -> &'static str {
        match self {
            GameReport::HomeWins => "1-0",
            GameReport::Draw => "=",
            GameReport::AwayWins => "0-1",
            GameReport::HomeAbsent => "-:+",
            GameReport::AwayAbsent => "+:-",
            GameReport::BothAbsent => "-:-",
        }
    }

    /// What the game is for the home and the away player.
    pub const fn kinds(self) -> (ResultKind, ResultKind) {
        match self {
            GameReport::HomeWins => (ResultKind::Win, ResultKind::Loss),
            GameReport::Draw => (ResultKind::Draw, ResultKind::Draw),
            GameReport::AwayWins => (ResultKind::Loss, ResultKind::Win),
            // 000 art. 2.24: arriving after the flag fell forfeits that game.
            GameReport::HomeAbsent => (ResultKind::ForfeitLoss, ResultKind::ForfeitWin),
            GameReport::AwayAbsent => (ResultKind::ForfeitWin, ResultKind::ForfeitLoss),
            // 000 art. 2.25: both remain absent: both receive zero points - not a draw.
            GameReport::BothAbsent => (ResultKind::BothAbsent, ResultKind::BothAbsent),
        }
    }

    /// The points the home and the away player earn under `scoring` (before any score-sheet
    /// penalty, 000 art. 3.10).
    pub fn points(self, scoring: &Scoring) -> (Points, Points) {
        let (h, a) = self.kinds();
        (h.earned(scoring), a.earned(scoring))
    }

    /// The stored codes of [`GameReport::code`] and their fixed written variants, which mean
    /// the same in every event: `1-0`, `=`, `0-1`, `-:+`, `+:-`, `-:-`, `1/2`, `½`, `½-½`,
    /// `1/2-1/2` (a draw as PDN writes it),
    /// `draw`, `-/+`, `+/-`, `-/-`, and the grid's short keys `1` (home wins), `0` (away
    /// wins), `d` (draw), `+` (away absent, 000 art. 2.24), `-` (home absent) and `--` (both
    /// absent, 2.25). Text typed by a person is read by [`GameReport::parse`], which reads
    /// these and the event's own notation.
    pub fn from_code(text: &str) -> Option<GameReport> {
        match text.trim() {
            "1-0" | "1" => Some(GameReport::HomeWins),
            "=" | "1/2" | "½" | "½-½" | "1/2-1/2" | "draw" | "d" | "D" => Some(GameReport::Draw),
            "0-1" | "0" => Some(GameReport::AwayWins),
            "-:+" | "-/+" | "-" => Some(GameReport::HomeAbsent),
            "+:-" | "+/-" | "+" => Some(GameReport::AwayAbsent),
            "-:-" | "-/-" | "--" => Some(GameReport::BothAbsent),
            _ => None,
        }
    }

    /// The one parser of a result typed by a person, from the home seat's view, used by every
    /// way in (the results grid, the JSON API, the knock-out form, the book, imports): the
    /// codes of [`GameReport::from_code`], and the result written as the event counts it, the
    /// home and the away player's points over the board: `2-0` / `1-1` / `0-2` in a 2-1-0
    /// event, `1-0` / `½-½` / `1/2-1/2` / `0.5-0.5` / `0-1` in a 1-½-0 one, `3-0` / `1-1` /
    /// `0-3` in a 3-1-0 one. The two scores may be separated by `-`, `:` or `/` (`2:0`,
    /// `1:1`, `2/0`), with spaces around; a decimal comma (`0,5`), the minus sign, en and em
    /// dashes and the full-width colon and slash of phone keyboards read as their plain forms.
    /// Points that are not a win against a loss or a draw against a draw in `scoring` are
    /// refused.
    pub fn parse(text: &str, scoring: &Scoring) -> Result<GameReport, RoundError> {
        let t: String = text
            .trim()
            .chars()
            .map(|c| match c {
                '\u{2212}' | '\u{2013}' | '\u{2014}' | '\u{2010}' | '\u{2011}' => '-',
                '\u{FF1A}' | '\u{2236}' => ':',
                '\u{FF0F}' | '\u{2044}' | '\u{2215}' => '/',
                ',' => '.',
                c => c,
            })
            .filter(|c| !c.is_whitespace())
            .collect();
        if let Some(r) = GameReport::from_code(&t) {
            return Ok(r);
        }
        let bad = || RoundError::BadGameReport(text.trim().to_owned());
        let (h, a) = split_scores(&t).ok_or_else(bad)?;
        let h = score_of(h).ok_or_else(bad)?;
        let a = score_of(a).ok_or_else(bad)?;
        let (win, draw, loss) = (scoring.win, scoring.draw, scoring.loss);
        if (h, a) == (win, loss) {
            Ok(GameReport::HomeWins)
        } else if (h, a) == (loss, win) {
            Ok(GameReport::AwayWins)
        } else if (h, a) == (draw, draw) {
            Ok(GameReport::Draw)
        } else {
            Err(RoundError::NotInScoring {
                text: text.trim().to_owned(),
                win,
                draw,
                loss,
            })
        }
    }

    /// Every complete way of writing a game's result in the event's notation that the grid
    /// may move on after ([`GameReport::parse`] reads each as its result): the scores of a
    /// win, a draw and a loss with `-`, `:` or `/` between them (halves as `½`, `1/2`, `0.5`
    /// and `0,5`), `=` and the forfeit codes. Forms that begin a longer one (`1` of `1:1`,
    /// `1/2` of `1/2-1/2`) are left out: the grid waits for Tab or Enter after those, so a
    /// key that moves on can never cut a longer result short.
    pub fn complete_forms(scoring: &Scoring) -> Vec<String> {
        let halves = |p: Points| -> Vec<String> {
            let (w, h) = (p.halves() / 2, p.halves() % 2 == 1);
            if !h {
                return vec![w.to_string()];
            }
            let whole = if w == 0 { String::new() } else { w.to_string() };
            vec![
                format!("{whole}½"),
                format!("{whole}1/2"),
                format!("{w}.5"),
                format!("{w},5"),
            ]
        };
        let mut out: Vec<String> = Vec::new();
        for (h, a) in [
            (scoring.win, scoring.loss),
            (scoring.draw, scoring.draw),
            (scoring.loss, scoring.win),
        ] {
            for x in halves(h) {
                for y in halves(a) {
                    for sep in ["-", ":", "/"] {
                        // `1/2/1/2` has no one separator: halves written with `/` take `-`
                        // or `:`.
                        if sep == "/" && (x.contains('/') || y.contains('/')) {
                            continue;
                        }
                        out.push(format!("{x}{sep}{y}"));
                    }
                }
            }
        }
        out.extend(
            ["=", "-:+", "+:-", "-:-", "-/+", "+/-", "-/-"]
                .iter()
                .map(|s| (*s).to_owned()),
        );
        let all = out.clone();
        out.retain(|f| {
            !all.iter()
                .any(|g| g.len() > f.len() && g.starts_with(f.as_str()))
        });
        out.sort();
        out.dedup();
        out
    }

    /// The same game seen from the away seat (a home win is an away win, and so on).
    pub const fn turned(self) -> GameReport {
        match self {
            GameReport::HomeWins => GameReport::AwayWins,
            GameReport::AwayWins => GameReport::HomeWins,
            GameReport::HomeAbsent => GameReport::AwayAbsent,
            GameReport::AwayAbsent => GameReport::HomeAbsent,
            other => other,
        }
    }

    /// The result as the event counts it (see [`GameReport::parse`]): the points of
    /// home and away over the board (`2-0`, `1-1`, `0-2` in a 2-1-0 event; `1-0`, `½-½`,
    /// `0-1` in a 1-½-0 one); the forfeits keep their codes (`+:-`, `-:+`, `-:-`).
    pub fn notation(self, scoring: &Scoring) -> String {
        let p = |x: Points| {
            if x.halves() == 1 {
                "½".to_owned()
            } else if x.halves() % 2 == 1 {
                format!("{}½", x.halves() / 2)
            } else {
                x.to_string()
            }
        };
        match self {
            GameReport::HomeWins => format!("{}-{}", p(scoring.win), p(scoring.loss)),
            GameReport::Draw => format!("{}-{}", p(scoring.draw), p(scoring.draw)),
            GameReport::AwayWins => format!("{}-{}", p(scoring.loss), p(scoring.win)),
            other => other.code().to_owned(),
        }
    }

    /// The report giving home the result `home` and away the result `away`, if the two agree
    /// (a win against a loss, a draw against a draw, 000 art. 2.24 a forfeit loss against a
    /// forfeit win, 2.25 both absent on both sides).
    pub fn from_kinds(home: ResultKind, away: ResultKind) -> Option<GameReport> {
        use ResultKind::*;
        match (home, away) {
            (Win, Loss) => Some(GameReport::HomeWins),
            (Draw, Draw) => Some(GameReport::Draw),
            (Loss, Win) => Some(GameReport::AwayWins),
            (ForfeitLoss, ForfeitWin) => Some(GameReport::HomeAbsent),
            (ForfeitWin, ForfeitLoss) => Some(GameReport::AwayAbsent),
            (BothAbsent, BothAbsent) => Some(GameReport::BothAbsent),
            _ => None,
        }
    }
}

/// The home and the away score of a result written as two scores: split at its one `:`, else
/// at its one `-`, else at its one `/` (so `1/2-1/2` is two halves and `2/0` two scores).
fn split_scores(t: &str) -> Option<(&str, &str)> {
    for sep in [':', '-', '/'] {
        if t.matches(sep).count() == 1 {
            return t.split_once(sep);
        }
        if t.contains(sep) {
            return None;
        }
    }
    None
}

/// One side's score: whole or half points (`2`, `0.5`, `½`, `1½`, `1/2`).
fn score_of(t: &str) -> Option<Points> {
    match t {
        "1/2" => Some(Points::from_halves(1)),
        _ if t.ends_with("1/2") => {
            let whole = Points::parse(t.strip_suffix("1/2")?).ok()?;
            Some(Points::from_halves(whole.halves() + 1))
        }
        _ => Points::parse(t).ok(),
    }
}

/// One side of a game as entered: its kind and, optionally, the points the sender expects it
/// to score (checked against the tournament's scoring).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideEntry {
    pub kind: ResultKind,
    pub points: Option<Points>,
}

/// One game's result as entered: a result code from the home seat's view (see
/// [`GameReport::parse`]), or the two sides of the game (the side moving first and the side
/// moving second, with kinds that must agree, see [`GameReport::from_kinds`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameEntry {
    Code(GameReport),
    Sides { first: SideEntry, second: SideEntry },
}

impl GameEntry {
    /// The result kinds a side may be entered with (byes and withdrawals come from the
    /// pairing, not from a result).
    pub fn side_kind(text: &str) -> Option<ResultKind> {
        ResultKind::parse(text).filter(|k| {
            !matches!(
                k,
                ResultKind::PairingBye
                    | ResultKind::RequestedBye
                    | ResultKind::Withdrawn
                    | ResultKind::NotEntered
            )
        })
    }

    /// The game's report from the home seat's view, at `board`.
    pub fn report(&self, board: &Board, game: &Game) -> Result<GameReport, RoundError> {
        match *self {
            GameEntry::Code(r) => Ok(r),
            GameEntry::Sides { first, second } => {
                let (h, a) = if board.home_moves_first(game) {
                    (first.kind, second.kind)
                } else {
                    (second.kind, first.kind)
                };
                GameReport::from_kinds(h, a).ok_or(RoundError::SidesDisagree {
                    first: first.kind,
                    second: second.kind,
                })
            }
        }
    }

    /// Checks the points sent with the sides against the game as scored.
    pub fn check_points(&self, scored: &Game) -> Result<(), RoundError> {
        let GameEntry::Sides { first, second } = self else {
            return Ok(());
        };
        let sides = [
            (Side::First, first, scored.first_result),
            (Side::Second, second, scored.second_result),
        ];
        for (side, sent, got) in sides {
            if let (Some(p), Some(got)) = (sent.points, got)
                && p != got.points
            {
                return Err(RoundError::PointsDisagree {
                    side,
                    sent: p,
                    kind: sent.kind,
                    scored: got.points,
                });
            }
        }
        Ok(())
    }
}

/// The side moving first or second in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub const fn name(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }
}

/// A forfeit the controller applies to a whole board with one action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forfeit {
    /// 000 art. 2.24: the player at this seat was two hours late.
    Absent(Seat),
    /// 000 art. 2.25: both players remained absent.
    BothAbsent,
    /// 000 art. 3.10: the player at this seat handed in no complete signed score-sheets.
    SheetsMissing(Seat),
}

impl Forfeit {
    /// The action names of the dashboard's forfeit buttons.
    pub const ACTIONS: &'static str =
        "home-absent, away-absent, both-absent, home-sheets, away-sheets";

    pub fn parse(action: &str) -> Option<Forfeit> {
        Some(match action {
            "home-absent" => Forfeit::Absent(Seat::Home),
            "away-absent" => Forfeit::Absent(Seat::Away),
            "both-absent" => Forfeit::BothAbsent,
            "home-sheets" => Forfeit::SheetsMissing(Seat::Home),
            "away-sheets" => Forfeit::SheetsMissing(Seat::Away),
            _ => return None,
        })
    }

    /// The action name of the dashboard's button (what [`Forfeit::parse`] reads).
    pub const fn action(self) -> &'static str {
        match self {
            Forfeit::Absent(Seat::Home) => "home-absent",
            Forfeit::Absent(Seat::Away) => "away-absent",
            Forfeit::BothAbsent => "both-absent",
            Forfeit::SheetsMissing(Seat::Home) => "home-sheets",
            Forfeit::SheetsMissing(Seat::Away) => "away-sheets",
        }
    }

    /// The player's seat (`None` when both players are absent).
    pub const fn seat(self) -> Option<Seat> {
        match self {
            Forfeit::Absent(s) | Forfeit::SheetsMissing(s) => Some(s),
            Forfeit::BothAbsent => None,
        }
    }
}

/// The result of a board as the controller reports it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardReport {
    /// One report per game of the round, in order.
    pub games: Vec<GameReport>,
    /// 000 art. 3.10: home did not hand in complete signed score-sheets (art. 3.9: a signed
    /// copy of each game played, signed by both players, handed in at the end of the round).
    #[serde(default)]
    pub home_sheets_missing: bool,
    /// 000 art. 3.10: away did not hand in complete signed score-sheets.
    #[serde(default)]
    pub away_sheets_missing: bool,
}

impl BoardReport {
    /// Games played (or forfeited) as reported, with every score-sheet handed in.
    pub fn new(games: Vec<GameReport>) -> BoardReport {
        BoardReport {
            games,
            home_sheets_missing: false,
            away_sheets_missing: false,
        }
    }

    /// 000 art. 2.24: a player two hours late (their flag fell a second time) forfeits
    /// every game of the round.
    pub fn two_hours_late(seat: Seat, games: u8) -> BoardReport {
        let g = match seat {
            Seat::Home => GameReport::HomeAbsent,
            Seat::Away => GameReport::AwayAbsent,
        };
        BoardReport::new(vec![g; usize::from(games)])
    }

    /// 000 art. 3.10: the player at `seat` did not hand in complete signed score-sheets.
    pub fn with_sheets_missing(mut self, seat: Seat) -> BoardReport {
        match seat {
            Seat::Home => self.home_sheets_missing = true,
            Seat::Away => self.away_sheets_missing = true,
        }
        self
    }

    /// The report of a one-action forfeit on a board of `games` games whose stored report
    /// (if complete) is `current`.
    pub fn forfeit(
        forfeit: Forfeit,
        games: u8,
        current: Option<BoardReport>,
    ) -> Result<BoardReport, RoundError> {
        Ok(match forfeit {
            // 000 art. 2.24: two hours late forfeits every game of the round.
            Forfeit::Absent(seat) => BoardReport::two_hours_late(seat, games),
            // 000 art. 2.25: both absent score nothing, in every game.
            Forfeit::BothAbsent => {
                BoardReport::new(vec![GameReport::BothAbsent; usize::from(games)])
            }
            // 000 art. 3.10: zero for the round for the player without score-sheets; the games
            // played keep their results for the opponent, so they must be entered first.
            Forfeit::SheetsMissing(seat) => current
                .ok_or(RoundError::SheetsNeedGames)?
                .with_sheets_missing(seat),
        })
    }

    /// Reads a board typed by a person: one result per game separated by spaces, each read by
    /// [`GameReport::parse`] in the event's notation, then optional `sheets:home`,
    /// `sheets:away` flags (000 art. 3.10).
    pub fn parse(text: &str, scoring: &Scoring) -> Result<BoardReport, RoundError> {
        BoardReport::read(text, |w| GameReport::parse(w, scoring))
    }

    /// Reads a board in its stored form ([`BoardReport`]'s `Display`: the codes of
    /// [`GameReport::code`], then the flags).
    pub fn from_codes(text: &str) -> Result<BoardReport, RoundError> {
        BoardReport::read(text, |w| {
            GameReport::from_code(w).ok_or_else(|| RoundError::BadGameReport(w.to_owned()))
        })
    }

    fn read(
        text: &str,
        game: impl Fn(&str) -> Result<GameReport, RoundError>,
    ) -> Result<BoardReport, RoundError> {
        let mut report = BoardReport::new(Vec::new());
        for word in text.split_whitespace() {
            match word {
                "sheets:home" => report.home_sheets_missing = true,
                "sheets:away" => report.away_sheets_missing = true,
                w => report.games.push(game(w)?),
            }
        }
        Ok(report)
    }
}

impl fmt::Display for BoardReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<&str> = self.games.iter().map(|g| g.code()).collect();
        f.write_str(&codes.join(" "))?;
        if self.home_sheets_missing {
            f.write_str(" sheets:home")?;
        }
        if self.away_sheets_missing {
            f.write_str(" sheets:away")?;
        }
        Ok(())
    }
}

/// One player's result in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ResultKind {
    /// Played over the board.
    Win,
    Draw,
    Loss,
    /// The opponent arrived after their flag fell (000 art. 2.24).
    ForfeitWin,
    /// Arrived after the flag fell (000 art. 2.24).
    ForfeitLoss,
    /// Both players absent for the game: zero for both (000 art. 2.25).
    BothAbsent,
    PairingBye,
    RequestedBye,
    Withdrawn,
    NotEntered,
}

impl ResultKind {
    pub const ALL: [ResultKind; 10] = [
        ResultKind::Win,
        ResultKind::Draw,
        ResultKind::Loss,
        ResultKind::ForfeitWin,
        ResultKind::ForfeitLoss,
        ResultKind::BothAbsent,
        ResultKind::PairingBye,
        ResultKind::RequestedBye,
        ResultKind::Withdrawn,
        ResultKind::NotEntered,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            ResultKind::Win => "win",
            ResultKind::Draw => "draw",
            ResultKind::Loss => "loss",
            ResultKind::ForfeitWin => "forfeit-win",
            ResultKind::ForfeitLoss => "forfeit-loss",
            ResultKind::BothAbsent => "both-absent",
            ResultKind::PairingBye => "pairing-bye",
            ResultKind::RequestedBye => "requested-bye",
            ResultKind::Withdrawn => "withdrawn",
            ResultKind::NotEntered => "not-entered",
        }
    }

    pub fn parse(text: &str) -> Option<ResultKind> {
        ResultKind::ALL.into_iter().find(|k| k.name() == text)
    }

    /// Whether the game was played over the board.
    pub const fn is_played(self) -> bool {
        matches!(self, ResultKind::Win | ResultKind::Draw | ResultKind::Loss)
    }

    /// The points this kind earns under `scoring`, before any score-sheet penalty.
    pub fn earned(self, scoring: &Scoring) -> Points {
        match self {
            ResultKind::Win => scoring.win,
            ResultKind::Draw => scoring.draw,
            ResultKind::Loss => scoring.loss,
            ResultKind::ForfeitWin => scoring.forfeit_win,
            // 000 art. 2.24: the game is forfeited; 2.25: both receive zero points.
            ResultKind::ForfeitLoss | ResultKind::BothAbsent => Points::ZERO,
            ResultKind::PairingBye => scoring.pairing_bye,
            ResultKind::RequestedBye => scoring.requested_bye,
            ResultKind::Withdrawn | ResultKind::NotEntered => Points::ZERO,
        }
    }
}

impl fmt::Display for ResultKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One player's result in a game: its kind and the points awarded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideResult {
    pub kind: ResultKind,
    pub points: Points,
}

/// One game of a board. In a match the colours are reversed each game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// 1-based within the board.
    pub number: u8,
    /// The entry that moves first in this game.
    pub first: StartNo,
    /// The entry that moves second; `None` on a bye.
    pub second: Option<StartNo>,
    pub first_result: Option<SideResult>,
    pub second_result: Option<SideResult>,
}

impl Game {
    /// The result of `entry` in this game, if entered.
    pub fn result_of(&self, entry: StartNo) -> Option<SideResult> {
        if self.first == entry {
            self.first_result
        } else if self.second == Some(entry) {
            self.second_result
        } else {
            None
        }
    }

    pub fn has_result(&self) -> bool {
        self.first_result.is_some() && (self.second.is_none() || self.second_result.is_some())
    }
}

/// A board of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// 1-based; boards with two players come first, then the byes.
    pub number: u32,
    pub pairing: Pairing,
    /// The opening balloted for this board, where boards get their own.
    pub ballot: Option<BallotRef>,
    pub games: Vec<Game>,
    /// 000 art. 3.10: who did not hand in complete signed score-sheets.
    pub home_sheets_missing: bool,
    pub away_sheets_missing: bool,
}

impl Board {
    /// The opening balloted for the board's game, its own or else the round's `round`, as
    /// text; a bye has none.
    pub fn ballot_text(&self, round: &Round) -> String {
        match self.pairing {
            Pairing::Game { .. } => self
                .ballot
                .as_ref()
                .or(round.ballot())
                .map(BallotRef::text)
                .unwrap_or_default(),
            Pairing::Bye { .. } => String::new(),
        }
    }

    /// A board with its games laid out and, for a bye, its result already set.
    pub fn new(number: u32, pairing: Pairing, games: u8, scoring: &Scoring) -> Board {
        let games = (1..=games)
            .map(|n| match pairing {
                Pairing::Game { home, away } => {
                    let (first, second) = if n % 2 == 1 {
                        (home, away)
                    } else {
                        (away, home)
                    };
                    Game {
                        number: n,
                        first,
                        second: Some(second),
                        first_result: None,
                        second_result: None,
                    }
                }
                Pairing::Bye { entry, kind } => {
                    let kind = kind.result_kind();
                    Game {
                        number: n,
                        first: entry,
                        second: None,
                        first_result: Some(SideResult {
                            kind,
                            points: kind.earned(scoring),
                        }),
                        second_result: None,
                    }
                }
            })
            .collect();
        Board {
            number,
            pairing,
            ballot: None,
            games,
            home_sheets_missing: false,
            away_sheets_missing: false,
        }
    }

    pub fn is_bye(&self) -> bool {
        matches!(self.pairing, Pairing::Bye { .. })
    }

    pub fn has_result(&self) -> bool {
        self.games.iter().all(Game::has_result)
    }

    /// Whether `entry` sits at this board.
    pub fn has_entry(&self, entry: StartNo) -> bool {
        self.pairing.entries().any(|e| e == entry)
    }

    /// The opponent of `entry` at this board.
    pub fn opponent_of(&self, entry: StartNo) -> Option<StartNo> {
        match self.pairing {
            Pairing::Game { home, away } if home == entry => Some(away),
            Pairing::Game { home, away } if away == entry => Some(home),
            _ => None,
        }
    }

    /// Whether `entry` is penalised under 000 art. 3.10 on this board.
    pub fn sheets_missing(&self, entry: StartNo) -> bool {
        match self.pairing {
            Pairing::Game { home, .. } if home == entry => self.home_sheets_missing,
            Pairing::Game { away, .. } if away == entry => self.away_sheets_missing,
            _ => false,
        }
    }

    /// The report that gives this board's stored results, if every game has one.
    pub fn report(&self) -> Option<BoardReport> {
        let Pairing::Game { home, .. } = self.pairing else {
            return None;
        };
        if !self.has_result() {
            return None;
        }
        let games = self
            .games
            .iter()
            .map(|g| {
                let h = g.result_of(home)?.kind;
                let away_id = if g.first == home { g.second? } else { g.first };
                let a = g.result_of(away_id)?.kind;
                Some(match (h, a) {
                    (ResultKind::Win, _) => GameReport::HomeWins,
                    (ResultKind::Loss, _) => GameReport::AwayWins,
                    (ResultKind::Draw, _) => GameReport::Draw,
                    (ResultKind::ForfeitLoss, _) => GameReport::HomeAbsent,
                    (_, ResultKind::ForfeitLoss) => GameReport::AwayAbsent,
                    _ => GameReport::BothAbsent,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(BoardReport {
            games,
            home_sheets_missing: self.home_sheets_missing,
            away_sheets_missing: self.away_sheets_missing,
        })
    }

    /// The board's report with game `game` set to `report` from the home seat's view: the
    /// other games keep their stored results, and so do the score-sheet flags (000 art. 3.10).
    /// A board's games are one report, so every other game must have its result already.
    pub fn report_with_game(
        &self,
        round: u32,
        game: u8,
        report: GameReport,
    ) -> Result<BoardReport, RoundError> {
        if self.is_bye() {
            return Err(RoundError::ByeBoard {
                round,
                board: self.number,
            });
        }
        if !self.games.iter().any(|g| g.number == game) {
            return Err(RoundError::NoSuchGame {
                round,
                board: self.number,
                game,
                games: self.games.len(),
            });
        }
        let current = self.report();
        let mut games = Vec::with_capacity(self.games.len());
        for other in &self.games {
            if other.number == game {
                games.push(report);
            } else if let Some(r) = current
                .as_ref()
                .map(|r| r.games[usize::from(other.number) - 1])
            {
                games.push(r);
            } else {
                return Err(RoundError::OtherGameMissing {
                    board: self.number,
                    game: other.number,
                });
            }
        }
        let mut full = BoardReport::new(games);
        full.home_sheets_missing = self.home_sheets_missing;
        full.away_sheets_missing = self.away_sheets_missing;
        Ok(full)
    }

    /// The seat moving first in game `game` is home's: whether home has the first move.
    pub fn home_moves_first(&self, game: &Game) -> bool {
        matches!(self.pairing, Pairing::Game { home, .. } if game.first == home)
    }

    /// Sets every game's per-player results from a report, applying 000 art. 2.24, 2.25 and 3.10.
    fn apply(
        &mut self,
        round: u32,
        report: &BoardReport,
        scoring: &Scoring,
    ) -> Result<(), RoundError> {
        let Pairing::Game { home, .. } = self.pairing else {
            return Err(RoundError::ByeBoard {
                round,
                board: self.number,
            });
        };
        if report.games.len() != self.games.len() {
            return Err(RoundError::WrongGameCount {
                round,
                board: self.number,
                expected: self.games.len(),
                got: report.games.len(),
            });
        }
        for (game, rep) in self.games.iter_mut().zip(&report.games) {
            let (h, a) = rep.kinds();
            // 000 art. 3.10: a player who fails to hand in complete signed score-sheets
            // receives zero points for the round; the opponent keeps what they earned.
            let side = |kind: ResultKind, missing: bool| SideResult {
                kind,
                points: if missing {
                    Points::ZERO
                } else {
                    kind.earned(scoring)
                },
            };
            let hr = side(h, report.home_sheets_missing);
            let ar = side(a, report.away_sheets_missing);
            if game.first == home {
                game.first_result = Some(hr);
                game.second_result = Some(ar);
            } else {
                game.first_result = Some(ar);
                game.second_result = Some(hr);
            }
        }
        self.home_sheets_missing = report.home_sheets_missing;
        self.away_sheets_missing = report.away_sheets_missing;
        Ok(())
    }
}

/// A list of board numbers, shown as `1, 4, 7`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardList(pub Vec<u32>);

impl fmt::Display for BoardList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(u32::to_string).collect();
        f.write_str(&parts.join(", "))
    }
}

/// A change to a round that its state or its boards do not allow.
/// The longest reason for a correction accepted, in characters.
pub const MAX_REASON: usize = 500;

/// A reason the controller gives (a correction, a redraw, a late entry, a prize-list change):
/// trimmed, `None` when blank, refused over [`MAX_REASON`] characters.
/// A reason with a control or bidirectional character is refused (`text::FreeText`).
pub fn reason(text: Option<&str>) -> Result<Option<&str>, RoundError> {
    match super::text::FreeText::optional("the reason", text, MAX_REASON) {
        Ok(_) => Ok(text.map(str::trim).filter(|r| !r.is_empty())),
        Err(super::text::FreeTextError::TooLong { len, .. }) => Err(RoundError::ReasonTooLong(len)),
        Err(super::text::FreeTextError::Bad { problem, .. }) => Err(RoundError::BadReason(problem)),
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoundError {
    #[error("round {round} is still a draft: publish it before entering results")]
    Draft { round: u32 },
    #[error("round {round} is closed: a result can only be corrected, with a reason")]
    Closed { round: u32 },
    #[error("round {round} is {state}, not closed: enter the result instead of correcting it")]
    NotClosed { round: u32, state: RoundState },
    #[error("round {round} has no board {board}")]
    NoSuchBoard { round: u32, board: u32 },
    #[error("board {board} of round {round} is a bye: it has no result to enter")]
    ByeBoard { round: u32, board: u32 },
    #[error("board {board} of round {round} has {expected} game(s), but the result gives {got}")]
    WrongGameCount {
        round: u32,
        board: u32,
        expected: usize,
        got: usize,
    },
    #[error("round {round} is missing results on board(s) {missing}")]
    MissingResults { round: u32, missing: BoardList },
    #[error("round {round} already has results on board(s) {boards}: it cannot be re-paired")]
    HasResults { round: u32, boards: BoardList },
    #[error("round {round} already has results on board(s) {boards}: it cannot go back to draft")]
    ResultsEntered { round: u32, boards: BoardList },
    #[error("round {round} cannot go from {from} to {to}")]
    BadTransition {
        round: u32,
        from: RoundState,
        to: RoundState,
    },
    #[error("round {round} is {state}: its ballot can no longer be changed")]
    BallotLocked { round: u32, state: RoundState },
    #[error("board {board} of round {round} has no game {game} (it has {games})")]
    NoSuchGame {
        round: u32,
        board: u32,
        game: u8,
        games: usize,
    },
    #[error(
        "game {game} of board {board} has no result yet: enter the board's games together in the results grid, or game {game} first"
    )]
    OtherGameMissing { board: u32, game: u8 },
    #[error(
        "enter the games' results first: a missing score-sheet forfeits games played (000 art. 3.10)"
    )]
    SheetsNeedGames,
    #[error("{second} does not go with {first} for the first side")]
    SidesDisagree {
        first: ResultKind,
        second: ResultKind,
    },
    #[error("{sent} was sent, but a {kind} scores {scored} in this tournament")]
    PointsDisagree {
        side: Side,
        sent: Points,
        kind: ResultKind,
        scored: Points,
    },
    #[error("a correction after closing needs a reason")]
    EmptyReason,
    #[error("the reason has {0} characters; at most {MAX_REASON} are accepted")]
    ReasonTooLong(usize),
    #[error("the reason {0}")]
    BadReason(super::text::TextProblem),
    #[error(
        "`{0}` is not a game result (expected 1-0, =, 0-1, -:+, +:- or -:-, or 1, 0, d, +, -, --)"
    )]
    BadGameReport(String),
    #[error(
        "`{text}` is not a result of this event's scoring (a win {win}-{loss}, a draw {draw}-{draw}, a loss {loss}-{win})"
    )]
    NotInScoring {
        text: String,
        win: Points,
        draw: Points,
        loss: Points,
    },
}

/// A correction made after a round was closed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    pub round: u32,
    pub board: u32,
    pub before: Option<BoardReport>,
    pub after: BoardReport,
    pub reason: String,
}

/// A round of a tournament. Its state and boards change only through its methods, which
/// refuse what the life cycle does not allow.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub(super) number: u32,
    pub(super) state: RoundState,
    /// The opening balloted for the whole round, where the round has one.
    pub(super) ballot: Option<BallotRef>,
    pub(super) boards: Vec<Board>,
}

impl Round {
    /// A round as stored (boards in board order, with their games and results).
    pub fn from_parts(
        number: u32,
        state: RoundState,
        ballot: Option<BallotRef>,
        boards: Vec<Board>,
    ) -> Round {
        Round {
            number,
            state,
            ballot,
            boards,
        }
    }

    pub fn number(&self) -> u32 {
        self.number
    }

    pub fn state(&self) -> RoundState {
        self.state
    }

    /// The opening balloted for the whole round, if any.
    pub fn ballot(&self) -> Option<&BallotRef> {
        self.ballot.as_ref()
    }

    /// The boards: two players first, then the byes.
    pub fn boards(&self) -> &[Board] {
        &self.boards
    }

    /// The pairing of each board, in board order.
    pub fn pairings(&self) -> Vec<Pairing> {
        self.boards.iter().map(|b| b.pairing).collect()
    }

    /// A draft round from pairings; boards with two players first, then the byes.
    pub fn draft(number: u32, pairings: &[Pairing], games: u8, scoring: &Scoring) -> Round {
        let mut ordered: Vec<Pairing> = pairings
            .iter()
            .filter(|p| matches!(p, Pairing::Game { .. }))
            .copied()
            .collect();
        ordered.extend(pairings.iter().filter(|p| matches!(p, Pairing::Bye { .. })));
        let boards = ordered
            .into_iter()
            .zip(1..)
            .map(|(p, n)| Board::new(n, p, games, scoring))
            .collect();
        Round {
            number,
            state: RoundState::Draft,
            ballot: None,
            boards,
        }
    }

    /// Boards that still wait for a result.
    pub fn missing_boards(&self) -> Vec<u32> {
        self.boards
            .iter()
            .filter(|b| !b.has_result())
            .map(|b| b.number)
            .collect()
    }

    /// Boards between two players that have a result.
    pub fn boards_with_results(&self) -> Vec<u32> {
        self.boards
            .iter()
            .filter(|b| !b.is_bye() && b.games.iter().any(|g| g.first_result.is_some()))
            .map(|b| b.number)
            .collect()
    }

    pub fn board(&self, number: u32) -> Option<&Board> {
        self.board_index(number).map(|i| &self.boards[i])
    }

    /// Where board `number` is in the round's list: at `number - 1` when the boards are
    /// numbered from 1 without a gap, as a round pairs them; looked for otherwise.
    fn board_index(&self, number: u32) -> Option<usize> {
        let at = (number as usize).checked_sub(1)?;
        if self.boards.get(at).is_some_and(|b| b.number == number) {
            return Some(at);
        }
        self.boards.iter().position(|b| b.number == number)
    }

    /// The board where `entry` sits, if any.
    pub fn board_of(&self, entry: StartNo) -> Option<&Board> {
        self.boards.iter().find(|b| b.has_entry(entry))
    }

    fn board_mut(&mut self, number: u32) -> Result<&mut Board, RoundError> {
        let round = self.number;
        self.board_index(number)
            .map(|i| &mut self.boards[i])
            .ok_or(RoundError::NoSuchBoard {
                round,
                board: number,
            })
    }

    fn settle(&mut self) {
        if self.state == RoundState::Published && self.missing_boards().is_empty() {
            self.state = RoundState::ResultsComplete;
        }
    }

    /// Draft → published (→ results complete at once if every board is a bye).
    pub fn publish(&mut self) -> Result<(), RoundError> {
        if self.state != RoundState::Draft {
            return Err(RoundError::BadTransition {
                round: self.number,
                from: self.state,
                to: RoundState::Published,
            });
        }
        self.state = RoundState::Published;
        self.settle();
        Ok(())
    }

    /// Published → draft again, while no result has been entered on any board between two
    /// players (the pairing can then be changed before it is published again).
    pub fn unpublish(&mut self) -> Result<(), RoundError> {
        if self.state != RoundState::Published {
            let boards = self.boards_with_results();
            if self.state.is_complete() && !boards.is_empty() {
                return Err(RoundError::ResultsEntered {
                    round: self.number,
                    boards: BoardList(boards),
                });
            }
            return Err(RoundError::BadTransition {
                round: self.number,
                from: self.state,
                to: RoundState::Draft,
            });
        }
        let boards = self.boards_with_results();
        if !boards.is_empty() {
            return Err(RoundError::ResultsEntered {
                round: self.number,
                boards: BoardList(boards),
            });
        }
        self.state = RoundState::Draft;
        Ok(())
    }

    /// Checks that the round may be re-paired: a draft, or published without results.
    pub fn check_repairable(&self) -> Result<(), RoundError> {
        match self.state {
            RoundState::Draft | RoundState::Published => {
                let boards = self.boards_with_results();
                if boards.is_empty() {
                    Ok(())
                } else {
                    Err(RoundError::HasResults {
                        round: self.number,
                        boards: BoardList(boards),
                    })
                }
            }
            _ => Err(RoundError::HasResults {
                round: self.number,
                boards: BoardList(self.boards_with_results()),
            }),
        }
    }

    /// Enters (or changes, before closing) a board's result.
    pub fn record(
        &mut self,
        board: u32,
        report: &BoardReport,
        scoring: &Scoring,
    ) -> Result<(), RoundError> {
        match self.state {
            RoundState::Draft => return Err(RoundError::Draft { round: self.number }),
            RoundState::Closed => return Err(RoundError::Closed { round: self.number }),
            RoundState::Published | RoundState::ResultsComplete => {}
        }
        let round = self.number;
        self.board_mut(board)?.apply(round, report, scoring)?;
        self.settle();
        Ok(())
    }

    /// Enters the results of several boards, as [`Self::record`] each, then settles the
    /// round once (a round of n boards in the time of n, not n²). At the first report refused
    /// the round is left as it was, and the refusal gives that report's place in `reports`.
    pub fn record_all(
        &mut self,
        reports: &[(u32, BoardReport)],
        scoring: &Scoring,
    ) -> Result<(), (usize, RoundError)> {
        match self.state {
            RoundState::Draft => return Err((0, RoundError::Draft { round: self.number })),
            RoundState::Closed => return Err((0, RoundError::Closed { round: self.number })),
            RoundState::Published | RoundState::ResultsComplete => {}
        }
        let round = self.number;
        let before = self.boards.clone();
        for (i, (board, report)) in reports.iter().enumerate() {
            if let Err(e) = self
                .board_mut(*board)
                .and_then(|b| b.apply(round, report, scoring))
            {
                self.boards = before;
                return Err((i, e));
            }
        }
        self.settle();
        Ok(())
    }

    /// Results complete → closed; a round with missing results names them.
    pub fn close(&mut self) -> Result<(), RoundError> {
        match self.state {
            RoundState::ResultsComplete => {
                self.state = RoundState::Closed;
                Ok(())
            }
            RoundState::Published => Err(RoundError::MissingResults {
                round: self.number,
                missing: BoardList(self.missing_boards()),
            }),
            from => Err(RoundError::BadTransition {
                round: self.number,
                from,
                to: RoundState::Closed,
            }),
        }
    }

    /// Changes a result after the round was closed; the reason (at most [`MAX_REASON`]
    /// characters) is kept with the correction.
    pub fn correct(
        &mut self,
        board: u32,
        report: &BoardReport,
        reason: &str,
        scoring: &Scoring,
    ) -> Result<Correction, RoundError> {
        if self.state != RoundState::Closed {
            return Err(RoundError::NotClosed {
                round: self.number,
                state: self.state,
            });
        }
        let reason = self::reason(Some(reason))?.ok_or(RoundError::EmptyReason)?;
        let round = self.number;
        let b = self.board_mut(board)?;
        let before = b.report();
        let mut changed = b.clone();
        changed.apply(round, report, scoring)?;
        *b = changed;
        Ok(Correction {
            round,
            board,
            before,
            after: report.clone(),
            reason: reason.trim().to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_grammar_of_result_codes_with_the_grid_keys() {
        assert_eq!(GameReport::from_code("1"), Some(GameReport::HomeWins));
        assert_eq!(GameReport::from_code("0"), Some(GameReport::AwayWins));
        assert_eq!(GameReport::from_code("="), Some(GameReport::Draw));
        assert_eq!(GameReport::from_code("d"), Some(GameReport::Draw));
        assert_eq!(GameReport::from_code("+"), Some(GameReport::AwayAbsent));
        assert_eq!(GameReport::from_code("-"), Some(GameReport::HomeAbsent));
        assert_eq!(GameReport::from_code("--"), Some(GameReport::BothAbsent));
        assert_eq!(GameReport::from_code("-:+"), Some(GameReport::HomeAbsent));
        assert_eq!(GameReport::from_code(" 1-0 "), Some(GameReport::HomeWins));
        assert_eq!(GameReport::from_code("2"), None);
        // Every code written is read back as itself.
        for r in [
            GameReport::HomeWins,
            GameReport::Draw,
            GameReport::AwayWins,
            GameReport::HomeAbsent,
            GameReport::AwayAbsent,
            GameReport::BothAbsent,
        ] {
            assert_eq!(GameReport::from_code(r.code()), Some(r));
        }
    }

    #[test]
    fn forfeits_follow_the_rules() {
        // 000 art. 2.24: every game of the round is lost.
        let away = Forfeit::parse("away-absent").unwrap();
        let r = BoardReport::forfeit(away, 2, None).unwrap();
        assert_eq!(r.to_string(), "+:- +:-");
        assert_eq!(Forfeit::parse(away.action()), Some(away));
        // 000 art. 2.25: both score nothing.
        let both = Forfeit::parse("both-absent").unwrap();
        let r = BoardReport::forfeit(both, 1, None).unwrap();
        assert_eq!(r.to_string(), "-:-");
        assert_eq!((both.action(), both.seat()), ("both-absent", None));
        // 000 art. 3.10 keeps the games and marks the sheets.
        let sheets = Forfeit::parse("home-sheets").unwrap();
        let played = BoardReport::new(vec![GameReport::HomeWins, GameReport::Draw]);
        let r = BoardReport::forfeit(sheets, 2, Some(played)).unwrap();
        assert_eq!(r.to_string(), "1-0 = sheets:home");
        assert_eq!(sheets.seat(), Some(Seat::Home));
        assert_eq!(
            BoardReport::forfeit(sheets, 2, None),
            Err(RoundError::SheetsNeedGames)
        );
        assert_eq!(Forfeit::parse("resign"), None);
    }

    fn match_board() -> Board {
        let scoring =
            crate::domain::Settings::preset(crate::domain::Preset::English, "T", 3).scoring;
        Board::new(1, Pairing::game(5, 9), 2, &scoring)
    }

    #[test]
    fn one_game_merges_into_its_board() {
        let mut b = match_board();
        // Game 2 alone cannot be entered before game 1 has a result.
        assert_eq!(
            b.report_with_game(1, 2, GameReport::Draw),
            Err(RoundError::OtherGameMissing { board: 1, game: 1 })
        );
        let scoring =
            crate::domain::Settings::preset(crate::domain::Preset::English, "T", 3).scoring;
        b.apply(1, &BoardReport::from_codes("1-0 =").unwrap(), &scoring)
            .unwrap();
        b.home_sheets_missing = true;
        let merged = b.report_with_game(1, 2, GameReport::AwayWins).unwrap();
        assert_eq!(merged.to_string(), "1-0 0-1 sheets:home");
        assert!(matches!(
            b.report_with_game(1, 3, GameReport::Draw),
            Err(RoundError::NoSuchGame { game: 3, .. })
        ));
    }

    #[test]
    fn sides_are_turned_to_the_home_seat_and_points_checked() {
        let b = match_board();
        let side = |kind, points: Option<u32>| SideEntry {
            kind,
            points: points.map(Points::from_halves),
        };
        let win_loss = GameEntry::Sides {
            first: side(ResultKind::Win, None),
            second: side(ResultKind::Loss, None),
        };
        // Home (5) moves first in game 1, second in game 2 (colours reversed).
        assert_eq!(win_loss.report(&b, &b.games[0]), Ok(GameReport::HomeWins));
        assert_eq!(win_loss.report(&b, &b.games[1]), Ok(GameReport::AwayWins));
        let both_win = GameEntry::Sides {
            first: side(ResultKind::Win, None),
            second: side(ResultKind::Win, None),
        };
        assert!(matches!(
            both_win.report(&b, &b.games[0]),
            Err(RoundError::SidesDisagree { .. })
        ));
        let mut scored = b.clone();
        scored
            .apply(
                1,
                &BoardReport::from_codes("1-0 =").unwrap(),
                &crate::domain::Settings::preset(crate::domain::Preset::English, "T", 3).scoring,
            )
            .unwrap();
        let g = &scored.games[0];
        let right = GameEntry::Sides {
            first: side(
                ResultKind::Win,
                Some(g.first_result.unwrap().points.halves()),
            ),
            second: side(ResultKind::Loss, None),
        };
        assert_eq!(right.check_points(g), Ok(()));
        let wrong = GameEntry::Sides {
            first: side(
                ResultKind::Win,
                Some(g.first_result.unwrap().points.halves() + 1),
            ),
            second: side(ResultKind::Loss, None),
        };
        assert!(matches!(
            wrong.check_points(g),
            Err(RoundError::PointsDisagree {
                side: Side::First,
                ..
            })
        ));
    }
    use crate::domain::settings::{Preset, Settings};

    fn english() -> Scoring {
        Settings::preset(Preset::English, "x", 7).scoring
    }

    fn pts(b: &Board, entry: StartNo) -> Vec<u32> {
        b.games
            .iter()
            .map(|g| g.result_of(entry).unwrap().points.halves())
            .collect()
    }

    #[test]
    fn reports_from_two_sides_must_agree() {
        use ResultKind::*;
        for g in [
            GameReport::HomeWins,
            GameReport::Draw,
            GameReport::AwayWins,
            GameReport::HomeAbsent,
            GameReport::AwayAbsent,
            GameReport::BothAbsent,
        ] {
            let mut b = Board::new(1, Pairing::game(1, 2), 1, &english());
            b.apply(1, &BoardReport::new(vec![g]), &english()).unwrap();
            let home = b.games[0].result_of(1).unwrap().kind;
            let away = b.games[0].result_of(2).unwrap().kind;
            assert_eq!(GameReport::from_kinds(home, away), Some(g));
        }
        assert_eq!(GameReport::from_kinds(Win, Win), None);
        assert_eq!(GameReport::from_kinds(Draw, Loss), None);
        assert_eq!(GameReport::from_kinds(PairingBye, Loss), None);
    }

    #[test]
    fn colours_are_reversed_each_game() {
        let r = Round::draft(1, &[Pairing::game(1, 2)], 2, &english());
        let b = &r.boards[0];
        assert_eq!((b.games[0].first, b.games[0].second), (1, Some(2)));
        assert_eq!((b.games[1].first, b.games[1].second), (2, Some(1)));
    }

    #[test]
    fn life_cycle_refuses_illegal_steps_naming_boards() {
        let s = english();
        let mut r = Round::draft(
            3,
            &[
                Pairing::game(1, 2),
                Pairing::game(3, 4),
                Pairing::pairing_bye(5),
            ],
            2,
            &s,
        );
        let rep = BoardReport::new(vec![GameReport::HomeWins, GameReport::Draw]);
        assert_eq!(r.record(1, &rep, &s), Err(RoundError::Draft { round: 3 }));
        r.publish().unwrap();
        r.record(1, &rep, &s).unwrap();
        let err = r.close().unwrap_err();
        assert_eq!(err.to_string(), "round 3 is missing results on board(s) 2");
        assert!(matches!(
            r.check_repairable(),
            Err(RoundError::HasResults { .. })
        ));
        r.record(2, &rep, &s).unwrap();
        assert_eq!(r.state, RoundState::ResultsComplete);
        r.close().unwrap();
        assert_eq!(r.record(1, &rep, &s), Err(RoundError::Closed { round: 3 }));
        assert_eq!(r.correct(1, &rep, "  ", &s), Err(RoundError::EmptyReason));
        assert_eq!(
            r.correct(1, &rep, "typo\u{202E}", &s),
            Err(RoundError::BadReason(super::super::text::TextProblem::Bidi))
        );
        let long = "r".repeat(MAX_REASON + 1);
        assert_eq!(
            r.correct(1, &rep, &long, &s),
            Err(RoundError::ReasonTooLong(MAX_REASON + 1))
        );
        let c = r
            .correct(
                1,
                &BoardReport::new(vec![GameReport::Draw; 2]),
                "sheet misread",
                &s,
            )
            .unwrap();
        assert_eq!(c.before, Some(rep));
        assert_eq!(pts(r.board(1).unwrap(), 1), vec![2, 2]);
        assert_eq!(
            r.record(3, &BoardReport::new(vec![GameReport::Draw; 2]), &s),
            Err(RoundError::Closed { round: 3 })
        );
    }

    #[test]
    fn a_published_round_without_results_goes_back_to_draft() {
        let s = english();
        let mut r = Round::draft(2, &[Pairing::game(1, 2), Pairing::game(3, 4)], 2, &s);
        assert!(matches!(
            r.unpublish(),
            Err(RoundError::BadTransition {
                from: RoundState::Draft,
                ..
            })
        ));
        r.publish().unwrap();
        r.unpublish().unwrap();
        assert_eq!(r.state(), RoundState::Draft);
        r.publish().unwrap();
        r.record(2, &BoardReport::new(vec![GameReport::Draw; 2]), &s)
            .unwrap();
        let before = r.clone();
        let err = r.unpublish().unwrap_err();
        assert_eq!(
            err.to_string(),
            "round 2 already has results on board(s) 2: it cannot go back to draft"
        );
        assert_eq!(r, before);
        r.record(1, &BoardReport::new(vec![GameReport::Draw; 2]), &s)
            .unwrap();
        assert!(matches!(
            r.unpublish(),
            Err(RoundError::ResultsEntered { .. })
        ));
    }

    #[test]
    fn bad_reports_are_refused_and_change_nothing() {
        let s = english();
        let mut r = Round::draft(1, &[Pairing::game(1, 2), Pairing::pairing_bye(3)], 2, &s);
        r.publish().unwrap();
        let before = r.clone();
        let one = BoardReport::new(vec![GameReport::Draw]);
        assert!(matches!(
            r.record(1, &one, &s),
            Err(RoundError::WrongGameCount {
                expected: 2,
                got: 1,
                ..
            })
        ));
        assert_eq!(
            r.record(2, &BoardReport::new(vec![GameReport::Draw; 2]), &s),
            Err(RoundError::ByeBoard { round: 1, board: 2 })
        );
        assert_eq!(
            r.record(9, &one, &s),
            Err(RoundError::NoSuchBoard { round: 1, board: 9 })
        );
        assert_eq!(r, before);
    }

    #[test]
    fn report_round_trips_through_games() {
        let s = english();
        let mut r = Round::draft(1, &[Pairing::game(1, 2)], 2, &s);
        r.publish().unwrap();
        let rep = BoardReport::from_codes("+:- 0-1 sheets:away").unwrap();
        r.record(1, &rep, &s).unwrap();
        assert_eq!(r.boards[0].report(), Some(rep.clone()));
        assert_eq!(rep.to_string(), "+:- 0-1 sheets:away");
        assert!(BoardReport::from_codes("1-0 2-0").is_err());
    }

    #[test]
    fn the_grid_reads_and_writes_each_scoring_s_notation() {
        let s210 =
            crate::domain::Settings::preset(crate::domain::Preset::FmjdInternational, "T", 5)
                .scoring;
        assert_eq!((s210.win, s210.draw), (Points::whole(2), Points::whole(1)));
        let mut s1h0 = s210;
        s1h0.win = Points::whole(1);
        s1h0.draw = Points::from_halves(1);
        let mut s310 = s210;
        s310.win = Points::whole(3);
        let cases: [(&Scoring, [&str; 3]); 3] = [
            (&s210, ["2-0", "1-1", "0-2"]),
            (&s1h0, ["1-0", "½-½", "0-1"]),
            (&s310, ["3-0", "1-1", "0-3"]),
        ];
        let reports = [GameReport::HomeWins, GameReport::Draw, GameReport::AwayWins];
        for (scoring, texts) in cases {
            for (text, report) in texts.iter().zip(reports) {
                assert_eq!(GameReport::parse(text, scoring), Ok(report), "{text}");
                assert_eq!(report.notation(scoring), *text);
            }
            // The codes every event knows keep working.
            for (code, report) in [
                ("1-0", GameReport::HomeWins),
                ("=", GameReport::Draw),
                ("0", GameReport::AwayWins),
                ("+", GameReport::AwayAbsent),
                ("--", GameReport::BothAbsent),
            ] {
                assert_eq!(GameReport::parse(code, scoring), Ok(report));
            }
            assert_eq!(GameReport::AwayAbsent.notation(scoring), "+:-");
        }
        assert_eq!(GameReport::parse("0.5-0.5", &s1h0), Ok(GameReport::Draw));
        assert_eq!(GameReport::parse("2:0", &s210), Ok(GameReport::HomeWins));
        // A draw as PDN writes it, in every event.
        for scoring in [&s1h0, &s210] {
            assert_eq!(GameReport::parse("1/2-1/2", scoring), Ok(GameReport::Draw));
        }
        assert_eq!(GameReport::from_code(" 1/2-1/2 "), Some(GameReport::Draw));
        // Points of another scoring, or no result at all, are refused.
        assert!(matches!(
            GameReport::parse("2-0", &s1h0),
            Err(RoundError::NotInScoring { .. })
        ));
        assert!(matches!(
            GameReport::parse("2-2", &s210),
            Err(RoundError::NotInScoring { .. })
        ));
        assert!(matches!(
            GameReport::parse("x", &s210),
            Err(RoundError::BadGameReport(_))
        ));
    }

    /// Every way a controller writes a game's result, in each scoring: the notation of the
    /// event with `-`, `:` or `/` between the scores, halves as `½`, `1/2`, `0.5` or `0,5`,
    /// and the dashes and colons of phone keyboards.
    #[test]
    fn the_one_parser_reads_every_way_results_are_written() {
        let s210 =
            crate::domain::Settings::preset(crate::domain::Preset::FmjdInternational, "T", 5)
                .scoring;
        let mut s1h0 = s210;
        s1h0.win = Points::whole(1);
        s1h0.draw = Points::from_halves(1);
        use GameReport::*;
        let cases: [(&Scoring, &str, GameReport); 26] = [
            (&s210, "2:0", HomeWins),
            (&s210, "1:1", Draw),
            (&s210, "0:2", AwayWins),
            (&s210, "2/0", HomeWins),
            (&s210, "1/1", Draw),
            (&s210, "0/2", AwayWins),
            (&s210, "2 : 0", HomeWins),
            (&s210, "1\u{2013}1", Draw),
            (&s210, "0\u{2212}2", AwayWins),
            (&s210, "1\u{FF1A}1", Draw),
            (&s210, "=", Draw),
            (&s210, "½", Draw),
            (&s210, "+", AwayAbsent),
            (&s210, "-", HomeAbsent),
            (&s210, "+/-", AwayAbsent),
            (&s210, "+:-", AwayAbsent),
            (&s1h0, "1/2-1/2", Draw),
            (&s1h0, "½:½", Draw),
            (&s1h0, "0,5-0,5", Draw),
            (&s1h0, "0.5:0.5", Draw),
            (&s1h0, "1/2", Draw),
            (&s1h0, "1-0", HomeWins),
            (&s1h0, "1:0", HomeWins),
            (&s1h0, "0/1", AwayWins),
            (&s1h0, "0:1", AwayWins),
            (&s1h0, "=", Draw),
        ];
        for (scoring, text, report) in cases {
            assert_eq!(GameReport::parse(text, scoring), Ok(report), "{text:?}");
        }
        // A draw of one scoring is no result of the other; nor are scores run together.
        for (scoring, text) in [
            (&s1h0, "1:1"),
            (&s210, "1/2:1/2"),
            (&s210, "2:0:0"),
            (&s210, "2-0/0"),
            (&s210, "2:"),
            (&s210, ":"),
        ] {
            assert!(GameReport::parse(text, scoring).is_err(), "{text:?}");
        }
        // A board typed as a controller writes it: each game in the notation, then the flags.
        let b = BoardReport::parse("2:0 1:1 sheets:away", &s210).unwrap();
        assert_eq!(b.games, [HomeWins, Draw]);
        assert!(b.away_sheets_missing);
        assert!(BoardReport::from_codes("2:0").is_err());
    }

    /// The forms the grid moves on after are each read as a result, and none begins another.
    #[test]
    fn the_grid_moves_on_only_after_a_complete_result() {
        let s210 =
            crate::domain::Settings::preset(crate::domain::Preset::FmjdInternational, "T", 5)
                .scoring;
        let mut s1h0 = s210;
        s1h0.win = Points::whole(1);
        s1h0.draw = Points::from_halves(1);
        for s in [&s210, &s1h0] {
            let forms = GameReport::complete_forms(s);
            for f in &forms {
                assert!(GameReport::parse(f, s).is_ok(), "{f:?}");
                assert!(
                    !forms.iter().any(|g| g != f && g.starts_with(f.as_str())),
                    "{f:?}"
                );
            }
            // A first key alone never moves on.
            for key in ["1", "0", "2", "+", "-", "½"] {
                assert!(!forms.iter().any(|f| f == key), "{key:?}");
            }
        }
        let forms = GameReport::complete_forms(&s210);
        for f in ["2:0", "1:1", "0:2", "2-0", "1/1", "="] {
            assert!(forms.iter().any(|g| g == f), "{f:?}");
        }
        let forms = GameReport::complete_forms(&s1h0);
        for f in ["1-0", "½-½", "1/2-1/2", "0,5:0,5", "0:1"] {
            assert!(forms.iter().any(|g| g == f), "{f:?}");
        }
        assert!(!forms.iter().any(|g| g == "1/2"));
    }
}
