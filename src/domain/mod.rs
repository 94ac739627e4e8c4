//! The tournament domain: plain Rust, no SQL, no HTTP.
//!
//! Vocabulary first (`points`, `entry`, `settings`), then rounds with their games and life
//! cycle (`round`), the tournament with its commands (`tournament`), and the standings derived
//! from the games (`standings`). `fixture` reads and writes whole tournaments as JSON.

pub mod absence;
pub mod acceleration;
pub mod audit;
pub mod book;
pub mod category;
pub mod draft;
pub mod entry;
pub mod fees;
pub mod fixture;
pub mod knockout;
pub mod language;
pub mod no_game;
pub mod online;
pub mod pairing_input;
pub mod personal_code;
pub mod playoff;
pub mod points;
pub mod prize_list;
pub mod prizes;
pub mod ranking;
pub mod record;
pub mod report;
pub mod round;
pub mod settings;
pub mod stage;
pub mod standings;
pub mod team;
pub mod team_event;
pub mod team_standings;
pub mod text;
pub mod time_control;
pub mod time_zone;
pub mod tournament;

pub use acceleration::{Acceleration, AccelerationRecord};
pub use entry::{
    Availability, Entry, EntryError, Federation, NameOrder, NameParts, NationalRating, PlayerName,
    Sex, StartNo,
};
pub use fixture::{FixtureError, TournamentFile};
pub use language::{Language, UnknownLanguage};
pub use no_game::{NoGame, TeamSeat};
pub use points::{Points, PointsError};
pub use round::{
    BallotRef, Board, BoardList, BoardReport, ByeKind, Correction, Forfeit, Game, GameEntry,
    GameReport, Pairing, ResultKind, Round, RoundError, RoundState, Seat, Side, SideEntry,
    SideResult,
};
pub use settings::{
    Ballot, BallotPer, KnockoutSettings, MatchScoring, PointAdjustment, Preset, Prohibition,
    ReportDetails, ScoreBasis, Scoring, Seeding, Settings, SettingsError, StartingRank, System,
    TieBreak, TieBreakRules,
};
pub use standings::{RoundCell, StandingRow, Standings, TieBreakValue, standings};
pub use time_zone::{BadTimeZone, TimeZone};
pub use tournament::{PlayFixed, Tournament, TournamentError};
