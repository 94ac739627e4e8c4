//! The controller's book: incidents and the penalties of 000 art. 6.9, and appeals against a
//! ruling (art. 7.1).
//!
//! 000 art. 6.9: where a player or a spectator breaches the rules the controller applies one of
//! (a) a warning, (b) declaring the game lost, (c) disqualification from the competition, (d)
//! expulsion from the event. Art. 4.17: persistent refusal to comply is penalised by loss of the
//! game; art. 4.13: collusion may be sanctioned severely. A penalty is never deleted: it is
//! lifted with a reason (or by an appeal), and the book keeps both.
//!
//! 000 art. 7.1: an appeals committee of at least three persons "not related to, or involved
//! with, any of the players concerned" hears the appeal, and overrules the controller only
//! where the ruling is clearly wrong. Here a member who is one of the players concerned or
//! their opponent is refused; a member of the same club or federation as one of them is only
//! flagged (a national federation's controllers are often of the players' federation).

use std::fmt;

use draughts_rules::Variant;
use serde::{Deserialize, Serialize};

use super::entry::{Entry, StartNo};
use super::round::{BoardReport, GameReport, Pairing, RoundState};
use super::settings::System;
use super::text::{name_problem, quoted};
use super::tournament::Tournament;

/// The longest article, reason, grounds or name accepted in the book, in characters.
pub const MAX_BOOK_TEXT: usize = super::round::MAX_REASON;

/// The penalties of 000 art. 6.9.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Penalty {
    /// (a) a warning: recorded only.
    Warning,
    /// (b) the game is declared lost: a loss for the offender, a win for the opponent.
    GameLost,
    /// (c) disqualification from the competition (this tournament).
    Disqualification,
    /// (d) expulsion from the event (every section of it).
    Expulsion,
}

impl Penalty {
    pub const ALL: [Penalty; 4] = [
        Penalty::Warning,
        Penalty::GameLost,
        Penalty::Disqualification,
        Penalty::Expulsion,
    ];

    /// The stored and typed code.
    pub const fn code(self) -> &'static str {
        match self {
            Penalty::Warning => "warning",
            Penalty::GameLost => "game-lost",
            Penalty::Disqualification => "disqualification",
            Penalty::Expulsion => "expulsion",
        }
    }

    /// In words, with its letter in art. 6.9.
    pub const fn label(self) -> &'static str {
        match self {
            Penalty::Warning => "(a) warning",
            Penalty::GameLost => "(b) game declared lost",
            Penalty::Disqualification => "(c) disqualification from the competition",
            Penalty::Expulsion => "(d) expulsion from the event",
        }
    }

    pub fn parse(text: &str) -> Result<Penalty, BookError> {
        let t = text.trim().to_ascii_lowercase();
        Penalty::ALL
            .into_iter()
            .find(|p| p.code() == t || p.code().replace('-', " ") == t)
            .ok_or_else(|| BookError::UnknownPenalty(quoted(text.trim())))
    }
}

impl fmt::Display for Penalty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Whom an incident is recorded against.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Offender {
    /// An entry of the tournament.
    Player { no: StartNo },
    /// A spectator, by name (000 art. 5).
    Spectator { name: String },
}

/// A penalty lifted: by the controller with a reason, or by an appeal upheld against it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lifted {
    pub reason: String,
    pub by: String,
    pub at: String,
    /// The appeal that overruled the penalty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub appeal: Option<i64>,
}

/// One incident in the controller's book.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Incident {
    pub id: i64,
    /// Its number in the tournament's book (the first incident is no. 1).
    #[serde(default)]
    pub number: u32,
    pub offender: Offender,
    /// When it happened (as typed: `2026-04-15 14:20`).
    pub at: String,
    pub round: Option<u32>,
    pub board: Option<u32>,
    /// The game of the board (a round of several games); `None`: every game of the board.
    pub game: Option<u8>,
    /// The article broken: `4.16` from the rule book's list, or free text.
    pub article: String,
    pub penalty: Penalty,
    pub reason: String,
    pub recorded_by: String,
    /// A game declared lost: the board's report before it (restored if the penalty is lifted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<String>,
    /// A second warning for the same article against the same person.
    #[serde(default)]
    pub repeated: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifted: Option<Lifted>,
}

/// What the controller types to record an incident.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewIncident {
    pub offender: Offender,
    pub at: String,
    pub round: Option<u32>,
    pub board: Option<u32>,
    pub game: Option<u8>,
    pub article: String,
    pub penalty: Penalty,
    pub reason: String,
    pub recorded_by: String,
}

/// A refusal of the book.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BookError {
    #[error(
        "penalty {0} is not one of warning, game-lost, disqualification, expulsion (000 art. 6.9)"
    )]
    UnknownPenalty(String),
    #[error("the {field} cannot be empty")]
    Empty { field: &'static str },
    #[error("the {field} has {len} characters; at most {max} are accepted")]
    TooLong {
        field: &'static str,
        len: usize,
        max: usize,
    },
    #[error("the {field} {problem}")]
    BadText {
        field: &'static str,
        problem: super::text::TextProblem,
    },
    #[error("entry {0} is not in the tournament")]
    UnknownEntry(StartNo),
    #[error(
        "a spectator plays no game: {0} applies to players only (a spectator is warned or expelled, 000 art. 5.9)"
    )]
    SpectatorPenalty(Penalty),
    #[error("a game declared lost needs the round and the board")]
    GameNeedsBoard,
    #[error("a board is named with its round: give the round too")]
    BoardNeedsRound,
    #[error("a game is named with its round and board: give them too")]
    GameNeedsBoardOf,
    #[error("round {0} does not exist")]
    NoSuchRound(u32),
    #[error("round {round} has no board {board}")]
    NoSuchBoard { round: u32, board: u32 },
    #[error("round {round} is still a draft: no game of it can be declared lost")]
    DraftRound { round: u32 },
    #[error("entry {no} does not play at board {board} of round {round}")]
    NotOnBoard { no: StartNo, round: u32, board: u32 },
    #[error("board {board} of round {round} is a bye: it has no game to declare lost")]
    ByeBoard { round: u32, board: u32 },
    #[error("board {board} of round {round} has no game {game}")]
    NoSuchGame { round: u32, board: u32, game: u8 },
    #[error(
        "the other games of board {board} of round {round} have no result yet: enter them first, or declare every game of the board lost"
    )]
    OtherGamesOpen { round: u32, board: u32 },
    #[error("entry {0} is already disqualified")]
    AlreadyDisqualified(StartNo),
    #[error(
        "entry {no} is paired in round {round}, still a draft: re-pair the round without them (or publish and play it) before the disqualification"
    )]
    PairedInDraft { no: StartNo, round: u32 },
    #[error("incident {0} does not exist")]
    NoSuchIncident(i64),
    #[error("the penalty of incident {0} is already lifted")]
    AlreadyLifted(i64),
    #[error("an appeals committee has at least three members (000 art. 7.1); {0} given")]
    CommitteeTooSmall(usize),
    #[error("an appeals committee has at most {MAX_COMMITTEE} members; {0} given")]
    CommitteeTooLarge(usize),
    #[error("{name} is named twice in the committee")]
    CommitteeTwice { name: String },
    #[error(
        "{name} cannot sit on the appeals committee: {player} ({no}) is {} (000 art. 7.1: the committee is not involved with the players concerned)",
        if *opponent { "a player concerned (the opponent)" } else { "the player concerned" }
    )]
    CommitteeConcerned {
        name: String,
        player: String,
        no: StartNo,
        /// The player is the opponent of the one concerned.
        opponent: bool,
    },
    #[error("appeal {0} does not exist")]
    NoSuchAppeal(i64),
    #[error("appeal {0} is already decided")]
    AlreadyDecided(i64),
    #[error("appeal {0} is not decided yet")]
    NotDecided(i64),
    #[error("{0} is not a decision: upheld or overruled")]
    UnknownDecision(String),
    #[error("overruling a ruling on a result needs the corrected result")]
    CorrectionNeeded,
    #[error("a ruling appealed against is a result: round {round}, board {board} has none")]
    NoRuling { round: u32, board: u32 },
    #[error("amount {0} is not an amount of money such as 10 or 12.50")]
    BadAmount(String),
    #[error("the appeal has no deposit")]
    NoDeposit,
    #[error("fee `{0}` is not one of standard=AMOUNT, junior<AGE=AMOUNT, titled=AMOUNT")]
    BadFees(String),
}

/// Checks a text of the book: trimmed, not empty when `required`, at most
/// [`MAX_BOOK_TEXT`] characters, no control characters (the one name rule, `text.rs`).
pub fn book_text(field: &'static str, text: &str, required: bool) -> Result<String, BookError> {
    let t = text.trim();
    if t.is_empty() {
        return if required {
            Err(BookError::Empty { field })
        } else {
            Ok(String::new())
        };
    }
    let len = t.chars().count();
    if len > MAX_BOOK_TEXT {
        return Err(BookError::TooLong {
            field,
            len,
            max: MAX_BOOK_TEXT,
        });
    }
    if let Some(problem) = name_problem(t) {
        return Err(BookError::BadText { field, problem });
    }
    Ok(t.to_owned())
}

/// The rule book an event is played under (the texts of `seeds/`): 000 the English Draughts
/// Association's rules, 001 FMJD's rules of international draughts, 002 IDF's rules of
/// draughts-64 (Russian and Brazilian), 003 the WCDF rules of checkers, 004 the American
/// checkers rules (ACF).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleBook {
    Eda,
    Fmjd,
    Idf,
    Wcdf,
    Acf,
}

/// What a page or a report cites a rule book for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    /// A player absent at the start forfeits (000 art. 2.24).
    Absent,
    /// Both players absent (000 art. 2.25).
    BothAbsent,
    /// Score-sheets not handed in (000 art. 3.10).
    ScoreSheets,
    /// The list of penalties (000 art. 6.9).
    Penalties,
    /// A game declared lost for breaking the rules (000 art. 6.9 (b)).
    GameLost,
    /// The appeals committee (000 art. 7.1).
    Appeals,
}

impl Topic {
    pub const ALL: [Topic; 6] = [
        Topic::Absent,
        Topic::BothAbsent,
        Topic::ScoreSheets,
        Topic::Penalties,
        Topic::GameLost,
        Topic::Appeals,
    ];

    /// What a forfeit's rule is about (000 art. 2.24, 2.25, 3.10).
    pub const fn of_forfeit(f: super::round::Forfeit) -> Topic {
        use super::round::Forfeit;
        match f {
            Forfeit::Absent(_) => Topic::Absent,
            Forfeit::BothAbsent => Topic::BothAbsent,
            Forfeit::SheetsMissing(_) => Topic::ScoreSheets,
        }
    }

    /// The topic's name in messages and stored reasons: `absent`, `both-absent`...
    pub const fn key(self) -> &'static str {
        match self {
            Topic::Absent => "absent",
            Topic::BothAbsent => "both-absent",
            Topic::ScoreSheets => "score-sheets",
            Topic::Penalties => "penalties",
            Topic::GameLost => "game-lost",
            Topic::Appeals => "appeals",
        }
    }
}

/// The mapping table: each rule book's article on each topic, as the texts of `seeds/` number
/// them. A topic a book has no row for is one it says nothing about; the program then applies
/// the English federation's rule and says so ([`RuleBook::ruling`]).
///
/// What the books were read for, and found:
/// - 000 (English Draughts Association): art. 2.24 (absent when the flag falls: that game;
///   two hours late: both games), 2.25 (both absent: zero each), 3.10 (no complete signed
///   score-sheets: zero for the round), 6.9 (the penalties: warning, game lost,
///   disqualification, expulsion), 7.1 (the appeals committee).
/// - 001 (FMJD): art. 7.2.4 (a player wins when the opponent refuses to comply with the
///   rules). Nothing on absence or lateness (art. 10.5 leaves the clock to the Rules for
///   Competitions), on handing in score-sheets (art. 10.2.2 only obliges recording the game),
///   on penalties or appeals.
/// - 002 (IDF, draughts-64, Russian and Brazilian): art. 6.1.4 (as 001 art. 7.2.4), 5.9 (the
///   referee may punish the player who committed an irregularity). Nothing on absence (art.
///   10.4: the Rules for Competitions), score-sheets (10.2.2: recording only) or appeals.
/// - 003 (WCDF): art. 7.3 (the game is won by the player whose opponent is required to
///   forfeit). Art. 5 gives the opponent's warnings and forfeits for irregular moves, art. 6
///   the time for a move: nothing on arriving late, both absent, score-sheets, the
///   controller's penalties or appeals.
/// - 004 (ACF, American checkers): "Win or Draw" (a player wins when the other forfeits for a
///   violation). "Time Limits" is the time for one move; "Unforeseen Disputes" makes a
///   disinterested arbiter's decision final, which is no appeal: nothing on the other topics.
pub const ARTICLES: [(RuleBook, Topic, &str); 11] = [
    (RuleBook::Eda, Topic::Absent, "2.24"),
    (RuleBook::Eda, Topic::BothAbsent, "2.25"),
    (RuleBook::Eda, Topic::ScoreSheets, "3.10"),
    (RuleBook::Eda, Topic::Penalties, "6.9"),
    (RuleBook::Eda, Topic::GameLost, "6.9 (b)"),
    (RuleBook::Eda, Topic::Appeals, "7.1"),
    (RuleBook::Fmjd, Topic::GameLost, "7.2.4"),
    (RuleBook::Idf, Topic::GameLost, "6.1.4"),
    (RuleBook::Idf, Topic::Penalties, "5.9"),
    (RuleBook::Wcdf, Topic::GameLost, "7.3"),
    (RuleBook::Acf, Topic::GameLost, "Win or Draw"),
];

/// A rule applied in an event: the article and its book, which is the event's own (`event`)
/// unless that book has no article on the topic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Citation {
    pub book: RuleBook,
    pub number: &'static str,
    /// The book the event is played under.
    pub event: RuleBook,
}

impl Citation {
    /// Whether the article is the event's own book's.
    pub fn is_own(self) -> bool {
        self.book == self.event
    }

    /// The English the command line writes: `002 art. 5.9`, or `no article in 001; 000 art.
    /// 2.24, the English Draughts Association's rule applied`.
    pub fn english(self) -> String {
        let article = format!("{} art. {}", self.book.code(), self.number);
        if self.is_own() {
            article
        } else {
            format!(
                "no article in {}; {article}, the {}'s rule applied",
                self.event.code(),
                self.book.owner()
            )
        }
    }
}

impl super::Settings {
    /// What the pages call the game played: the variant's name, except `checkers` for an
    /// English-draughts event played under the American rules (004, "Standard American
    /// Checkers": the ACF preset, federation USA or 1-½-0 scoring, [`RuleBook::of`]). Kept
    /// with the rule books, which the settings do not import.
    pub fn variant_label(&self) -> &'static str {
        match RuleBook::of(self) {
            RuleBook::Acf => "checkers",
            _ => self.variant.name(),
        }
    }
}

impl RuleBook {
    pub const ALL: [RuleBook; 5] = [
        RuleBook::Eda,
        RuleBook::Fmjd,
        RuleBook::Idf,
        RuleBook::Wcdf,
        RuleBook::Acf,
    ];

    /// The rule book of an event: by its variant; English draughts is played under 000 unless
    /// the event is an American one (federation USA, or the ACF's 1-½-0 scoring: 004) or a
    /// WCDF one of Mind Sports South Africa (federation RSA: 003).
    pub fn of(s: &super::Settings) -> RuleBook {
        match s.variant {
            Variant::International => RuleBook::Fmjd,
            Variant::Russian | Variant::Brazilian => RuleBook::Idf,
            Variant::English => match s.federation.as_ref().map(|f| f.as_str()) {
                Some("USA") => RuleBook::Acf,
                Some("RSA") => RuleBook::Wcdf,
                _ if s.scoring.win == super::Points::whole(1) => RuleBook::Acf,
                _ => RuleBook::Eda,
            },
        }
    }

    /// The book's number in the seeds: `000` ... `004`.
    pub const fn code(self) -> &'static str {
        match self {
            RuleBook::Eda => "000",
            RuleBook::Fmjd => "001",
            RuleBook::Idf => "002",
            RuleBook::Wcdf => "003",
            RuleBook::Acf => "004",
        }
    }

    /// The article of this book on `topic` (`001 art. 7.2.4`), or `None` where the book has
    /// none: a page then says so rather than cite another book.
    pub fn cite(self, topic: Topic) -> Option<String> {
        self.cite_number(topic)
            .map(|article| format!("{} art. {article}", self.code()))
    }

    /// The number of the article on `topic` (`2.24`, `6.9 (b)`), as [`RuleBook::cite`]
    /// without the book's code: this book's row of [`ARTICLES`].
    pub fn cite_number(self, topic: Topic) -> Option<&'static str> {
        ARTICLES
            .iter()
            .find(|(b, t, _)| *b == self && *t == topic)
            .map(|(_, _, n)| *n)
    }

    /// The rule applied on `topic` in an event played under this book: this book's article,
    /// or, where it has none, the article of the book whose rule the program applies (the
    /// English federation's 000, which has an article on every topic).
    pub fn ruling(self, topic: Topic) -> Citation {
        match self.cite_number(topic) {
            Some(number) => Citation {
                book: self,
                number,
                event: self,
            },
            None => Citation {
                book: RuleBook::Eda,
                number: RuleBook::Eda.cite_number(topic).unwrap_or_default(),
                event: self,
            },
        }
    }

    /// The federation whose book this is, as the pages name it where its rule is applied in
    /// an event of another book (`book-owner-000`).
    pub const fn owner(self) -> &'static str {
        match self {
            RuleBook::Eda => "English Draughts Association",
            RuleBook::Fmjd => "FMJD",
            RuleBook::Idf => "IDF",
            RuleBook::Wcdf => "WCDF",
            RuleBook::Acf => "ACF",
        }
    }

    /// The articles a controller most often cites for an incident (number, what it says in
    /// short), from this book.
    pub fn articles(self) -> &'static [(&'static str, &'static str)] {
        match self {
            RuleBook::Eda => &ENGLISH_ARTICLES,
            // 001 art. 3.11, 3.13, 3.14, 5.4, 5.6, 7.2.4, 10.2.2.
            RuleBook::Fmjd => &[
                (
                    "3.11",
                    "touch-move: a touched playable piece must be played",
                ),
                ("3.13", "adjusting pieces without announcing \"I adjust\""),
                (
                    "3.14",
                    "touching or adjusting pieces when not having the move",
                ),
                (
                    "5.4",
                    "irregularity: the opponent decides whether it is rectified",
                ),
                ("5.6", "refusal to comply with the rules"),
                (
                    "7.2.4",
                    "refusal to comply with the rules: the game is lost",
                ),
                ("10.2.2", "not recording the game move by move"),
            ],
            // 002 art. 3.10, 5.3, 5.4, 5.6, 5.9, 6.1.4, 10.2.2.
            RuleBook::Idf => &[
                (
                    "3.10",
                    "touch-move: a touched playable piece must be played",
                ),
                ("5.3", "moving pieces at random: the referee may punish"),
                (
                    "5.4",
                    "irregularity: the opponent decides whether it is rectified",
                ),
                ("5.6", "refusal to comply with the rules"),
                (
                    "5.9",
                    "the referee punishes the player who committed an irregularity",
                ),
                (
                    "6.1.4",
                    "refusal to comply with the rules: the game is lost",
                ),
                ("10.2.2", "not recording the game move by move"),
            ],
            // 003 art. 5 and 7.
            RuleBook::Wcdf => &[
                ("5.1", "adjusting pieces without warning \"I am adjusting\""),
                (
                    "5.3",
                    "impossible move: warned, the next one forfeits the game",
                ),
                ("5.6", "touching a piece out of turn: warned, then forfeit"),
                ("5.7", "moving out of turn: forfeit of the game"),
                (
                    "5.8",
                    "touching the piece after the move: warned, then forfeit",
                ),
                ("5.9", "false or improper move: forfeit of the game"),
                ("7.3", "a forfeit under these rules loses the game"),
            ],
            // 004 has no numbered articles: its sections are cited by title.
            RuleBook::Acf => &[
                (
                    "Touching Pieces",
                    "adjusting without intimation: warned, then forfeit",
                ),
                (
                    "Conduct of Players",
                    "leaving the board or distracting the opponent: warned, then forfeit",
                ),
                (
                    "Conduct of Spectators",
                    "a spectator who distracts may be removed",
                ),
                ("Unforeseen Disputes", "decided by a disinterested arbiter"),
            ],
        }
    }

    /// An incident's article as cited: `001 art. 5.6 (refusal to comply ...)` for an article
    /// of the book's list, `001 art. 4.2` for an article number typed, else the text as typed
    /// (a ground the book has no article for is not given one).
    pub fn article_label(self, article: &str) -> String {
        let article = article.trim();
        if let Some((n, what)) = self.articles().iter().find(|(n, _)| *n == article) {
            return format!("{} art. {n} ({what})", self.code());
        }
        let numbered = article.chars().next().is_some_and(|c| c.is_ascii_digit())
            && article.chars().all(|c| c.is_ascii_digit() || c == '.');
        if numbered {
            format!("{} art. {article}", self.code())
        } else {
            article.to_owned()
        }
    }
}

const ENGLISH_ARTICLES: [(&str, &str); 24] = [
    ("1.25", "false, improper or illegal move"),
    (
        "1.28",
        "refusal to adhere to the rules: forfeit of the game",
    ),
    ("2.8", "pressing the clock with a different hand than moved"),
    ("2.9", "handling the clock improperly"),
    ("2.13", "walking away from the board during the game"),
    ("3.3", "not recording a game"),
    ("3.10", "score-sheets not handed in"),
    ("4.1", "bringing the game into disrepute"),
    ("4.5", "leaving the board when it is one's turn"),
    ("4.7", "improper offer of a draw"),
    ("4.8", "use of notes, sources of information or advice"),
    ("4.9", "distracting or annoying the opponent"),
    ("4.10", "addressing another person during the game"),
    ("4.12", "leaving the playing venue without permission"),
    ("4.13", "collusion to fix or throw games"),
    ("4.15", "analysing a finished game in the playing area"),
    (
        "4.16",
        "mobile phone or electronic device in the playing venue",
    ),
    ("4.17", "persistent refusal to comply with the rules"),
    ("5.3", "spectator not silent during play"),
    ("5.4", "spectator interfering with play"),
    ("5.6", "spectator talking with a player between games"),
    ("5.7", "spectator analysing an ongoing game"),
    ("5.8", "spectator's mobile phone or electronic device"),
    ("5.9", "spectator's persistent refusal to comply"),
];

impl Offender {
    /// The offender's name as the book shows it.
    pub fn name(&self, t: &Tournament) -> String {
        match self {
            Offender::Player { no } => t
                .entry(*no)
                .map(|e| format!("{} ({no})", e.name))
                .unwrap_or_else(|| format!("entry {no}")),
            Offender::Spectator { name } => format!("{name} (spectator)"),
        }
    }

    pub fn player(&self) -> Option<StartNo> {
        match self {
            Offender::Player { no } => Some(*no),
            Offender::Spectator { .. } => None,
        }
    }
}

impl NewIncident {
    /// Checks the incident against the tournament and the book; answers it cleaned (texts
    /// trimmed) with `repeated` set when it is a second warning for the same article against
    /// the same person (to be flagged to the controller).
    pub fn check(&self, t: &Tournament, book: &[Incident]) -> Result<Incident, BookError> {
        let article = book_text("article", &self.article, true)?;
        let reason = book_text("reason", &self.reason, true)?;
        let recorded_by = book_text("recorder", &self.recorded_by, true)?;
        let at = book_text("time", &self.at, false)?;
        let offender = match &self.offender {
            Offender::Player { no } => {
                t.entry(*no).ok_or(BookError::UnknownEntry(*no))?;
                Offender::Player { no: *no }
            }
            Offender::Spectator { name } => {
                if matches!(self.penalty, Penalty::GameLost | Penalty::Disqualification) {
                    return Err(BookError::SpectatorPenalty(self.penalty));
                }
                Offender::Spectator {
                    name: book_text("spectator's name", name, true)?,
                }
            }
        };
        // The round, board and game named are checked whatever the penalty (a warning too):
        // a board needs its round, a game its board, and each must exist.
        if self.board.is_some() && self.round.is_none() {
            return Err(BookError::BoardNeedsRound);
        }
        if self.game.is_some() && self.board.is_none() {
            return Err(BookError::GameNeedsBoardOf);
        }
        if let Some(round) = self.round {
            let r = t.round(round).ok_or(BookError::NoSuchRound(round))?;
            if let Some(board) = self.board {
                let b = r
                    .board(board)
                    .ok_or(BookError::NoSuchBoard { round, board })?;
                if let Some(no) = offender.player()
                    && !b.has_entry(no)
                {
                    return Err(BookError::NotOnBoard { no, round, board });
                }
                if let Some(game) = self.game
                    && !b.games.iter().any(|g| g.number == game)
                {
                    return Err(BookError::NoSuchGame { round, board, game });
                }
            }
        }
        if self.penalty == Penalty::GameLost && (self.round.is_none() || self.board.is_none()) {
            return Err(BookError::GameNeedsBoard);
        }
        if matches!(self.penalty, Penalty::Disqualification | Penalty::Expulsion)
            && let Some(no) = offender.player()
            && t.entry(no).is_some_and(|e| e.disqualified_from.is_some())
        {
            return Err(BookError::AlreadyDisqualified(no));
        }
        let repeated = self.penalty == Penalty::Warning
            && book.iter().any(|i| {
                i.penalty == Penalty::Warning
                    && i.lifted.is_none()
                    && i.article.eq_ignore_ascii_case(&article)
                    && same_person(&i.offender, &offender)
            });
        Ok(Incident {
            id: 0,
            number: 0,
            offender,
            at,
            round: self.round,
            board: self.board,
            game: self.game,
            article,
            penalty: self.penalty,
            reason,
            recorded_by,
            before: None,
            repeated,
            lifted: None,
        })
    }
}

fn same_person(a: &Offender, b: &Offender) -> bool {
    match (a, b) {
        (Offender::Player { no: x }, Offender::Player { no: y }) => x == y,
        (Offender::Spectator { name: x }, Offender::Spectator { name: y }) => {
            x.trim().eq_ignore_ascii_case(y.trim())
        }
        _ => false,
    }
}

/// The board's report once `offender`'s game `game` (every game of the board for `None`) is
/// declared lost (000 art. 6.9 (b), 4.16, 4.17): a win for the opponent. Any round but a draft
/// takes it; in a closed round it is entered as a correction with the incident's reason.
pub fn declared_lost(
    t: &Tournament,
    round: u32,
    board: u32,
    game: Option<u8>,
    offender: StartNo,
) -> Result<BoardReport, BookError> {
    let r = t.round(round).ok_or(BookError::NoSuchRound(round))?;
    if r.state() == RoundState::Draft {
        return Err(BookError::DraftRound { round });
    }
    let b = r
        .board(board)
        .ok_or(BookError::NoSuchBoard { round, board })?;
    let home = match b.pairing {
        Pairing::Game { home, away } if home == offender || away == offender => home,
        Pairing::Game { .. } => {
            return Err(BookError::NotOnBoard {
                no: offender,
                round,
                board,
            });
        }
        Pairing::Bye { .. } => return Err(BookError::ByeBoard { round, board }),
    };
    let lost = if home == offender {
        GameReport::AwayWins
    } else {
        GameReport::HomeWins
    };
    match game {
        None => {
            let mut report = BoardReport::new(vec![lost; b.games.len()]);
            if let Some(now) = b.report() {
                report.home_sheets_missing = now.home_sheets_missing;
                report.away_sheets_missing = now.away_sheets_missing;
            }
            Ok(report)
        }
        Some(g) => {
            if !b.games.iter().any(|x| x.number == g) {
                return Err(BookError::NoSuchGame {
                    round,
                    board,
                    game: g,
                });
            }
            b.report_with_game(round, g, lost)
                .map_err(|_| BookError::OtherGamesOpen { round, board })
        }
    }
}

/// How a disqualified player's games already played count (a tournament setting).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DisqualifiedGames {
    /// Kept as played (the default).
    #[default]
    Kept,
    /// In a round robin, annulled when the player played fewer than half their games (as many
    /// federations rule); kept otherwise.
    AnnulledUnderHalf,
}

impl DisqualifiedGames {
    pub const fn code(self) -> &'static str {
        match self {
            DisqualifiedGames::Kept => "kept",
            DisqualifiedGames::AnnulledUnderHalf => "annulled-under-half",
        }
    }

    pub fn parse(text: &str) -> Option<DisqualifiedGames> {
        match text.trim() {
            "kept" => Some(DisqualifiedGames::Kept),
            "annulled-under-half" => Some(DisqualifiedGames::AnnulledUnderHalf),
            _ => None,
        }
    }
}

/// A disqualification as it applies to the tournament: the first round the player is not
/// paired in, and whether their games are annulled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Disqualifying {
    pub from: u32,
    pub annul: bool,
    /// Games the player played (over the board or forfeited) and games scheduled for them.
    pub played: u32,
    pub scheduled: u32,
}

/// What disqualifying `no` does under `setting`: the player is not paired from the round
/// after the last one paired; in a round robin under [`DisqualifiedGames::AnnulledUnderHalf`]
/// their games are annulled when they played fewer than half of them.
pub fn disqualifying(
    t: &Tournament,
    no: StartNo,
    setting: DisqualifiedGames,
) -> Result<Disqualifying, BookError> {
    let e = t.entry(no).ok_or(BookError::UnknownEntry(no))?;
    if e.disqualified_from.is_some() {
        return Err(BookError::AlreadyDisqualified(no));
    }
    let s = t.settings();
    if let Some(last) = t.rounds().last()
        && last.state() == RoundState::Draft
        && last
            .board_of(no)
            .is_some_and(|b| matches!(b.pairing, Pairing::Game { .. }))
    {
        return Err(BookError::PairedInDraft {
            no,
            round: last.number(),
        });
    }
    let from = t.rounds().len() as u32 + 1;
    let played = t
        .rounds()
        .iter()
        .filter_map(|r| r.board_of(no))
        .filter(|b| matches!(b.pairing, Pairing::Game { .. }) && b.has_result())
        .map(|b| b.games.len() as u32)
        .sum();
    let cycles = if s.system == System::DoubleRoundRobin {
        2
    } else {
        1
    };
    let opponents = t.entries().len().saturating_sub(1) as u32;
    let scheduled = opponents * cycles * u32::from(s.games_per_round);
    let rr = s.system != System::Swiss;
    let annul = rr && setting == DisqualifiedGames::AnnulledUnderHalf && played * 2 < scheduled;
    Ok(Disqualifying {
        from,
        annul,
        played,
        scheduled,
    })
}

/// An entry as it shows in the standings: `disqualified` marked.
pub fn standing_mark(e: &Entry) -> &'static str {
    match (e.disqualified_from, e.games_annulled) {
        (Some(_), true) => "disqualified, games annulled",
        (Some(_), false) => "disqualified",
        _ => "",
    }
}

/// A member of an appeals committee: a name, and the club and federation where known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    pub name: String,
    #[serde(default)]
    pub club: Option<String>,
    #[serde(default)]
    pub federation: Option<String>,
}

impl Member {
    /// Reads `Name; club; FED` (club and federation optional).
    pub fn parse(line: &str) -> Result<Member, BookError> {
        let mut parts = line.split(';');
        let name = book_text("committee member's name", parts.next().unwrap_or(""), true)?;
        let club = parts
            .next()
            .map(|c| book_text("committee member's club", c, false))
            .transpose()?
            .filter(|c| !c.is_empty());
        let federation = parts
            .next()
            .map(|c| book_text("committee member's federation", c, false))
            .transpose()?
            .filter(|c| !c.is_empty())
            .map(|f| f.to_ascii_uppercase());
        Ok(Member {
            name,
            club,
            federation,
        })
    }
}

impl fmt::Display for Member {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        if self.club.is_some() || self.federation.is_some() {
            f.write_str(" (")?;
            let parts: Vec<&str> = [self.club.as_deref(), self.federation.as_deref()]
                .into_iter()
                .flatten()
                .collect();
            f.write_str(&parts.join(", "))?;
            f.write_str(")")?;
        }
        Ok(())
    }
}

/// What an appeal is against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Against {
    /// An incident and its penalty.
    Incident { id: i64 },
    /// A ruling on a result: the result the controller set on a board.
    Ruling { round: u32, board: u32 },
}

/// The appeals committee's decision (000 art. 7.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decision {
    /// The controller's ruling stands: nothing changes.
    Upheld,
    /// The ruling is clearly wrong: it is corrected.
    Overruled,
}

impl Decision {
    pub const ALL: [Decision; 2] = [Decision::Upheld, Decision::Overruled];

    pub const fn code(self) -> &'static str {
        match self {
            Decision::Upheld => "upheld",
            Decision::Overruled => "overruled",
        }
    }

    pub fn parse(text: &str) -> Result<Decision, BookError> {
        match text.trim() {
            "upheld" => Ok(Decision::Upheld),
            "overruled" => Ok(Decision::Overruled),
            t => Err(BookError::UnknownDecision(quoted(t))),
        }
    }
}

/// An appeal against a ruling (000 art. 7.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Appeal {
    pub id: i64,
    /// Its number among the tournament's appeals (the first is no. 1).
    #[serde(default)]
    pub number: u32,
    pub against: Against,
    pub appellant: String,
    pub filed_at: String,
    pub grounds: String,
    pub committee: Vec<Member>,
    /// Warnings given when the committee was named (a member of a player's club or federation).
    #[serde(default)]
    pub warnings: Vec<CommitteeWarning>,
    /// The deposit, in cents.
    #[serde(default)]
    pub deposit: Option<i64>,
    /// Whether the deposit was returned (`Some(true)`), kept (`Some(false)`), or not yet settled.
    #[serde(default)]
    pub deposit_returned: Option<bool>,
    #[serde(default)]
    pub hearing: Option<String>,
    #[serde(default)]
    pub decision: Option<Decision>,
    /// The committee's reasons.
    #[serde(default)]
    pub decision_reason: Option<String>,
    /// For a ruling overruled: the corrected result applied.
    #[serde(default)]
    pub correction: Option<String>,
}

/// What a committee member shares with a player concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Affiliation {
    Club,
    Federation,
}

impl Affiliation {
    pub const ALL: [Affiliation; 2] = [Affiliation::Club, Affiliation::Federation];

    pub const fn code(self) -> &'static str {
        match self {
            Affiliation::Club => "club",
            Affiliation::Federation => "federation",
        }
    }
}

/// A warning given when an appeals committee is named (000 art. 7.1): a member of the same
/// club or federation as a player concerned. Warnings stored as text before they were typed
/// are read back as [`CommitteeWarning::Text`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CommitteeWarning {
    Same {
        member: String,
        player: String,
        no: StartNo,
        same: Affiliation,
        /// The club or federation they share.
        value: String,
    },
    Text(String),
}

impl fmt::Display for CommitteeWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommitteeWarning::Same {
                member,
                player,
                no,
                same,
                value,
            } => write!(
                f,
                "{member} is of the same {} as {player} ({no}): {value}",
                same.code()
            ),
            CommitteeWarning::Text(t) => f.write_str(t),
        }
    }
}

/// The players an appeal concerns: the offender of the incident and their opponent on its
/// board, or the two players of the board of the ruling.
pub fn concerned(
    t: &Tournament,
    against: Against,
    book: &[Incident],
) -> Result<Vec<StartNo>, BookError> {
    let board_players = |round: u32, board: u32| -> Result<Vec<StartNo>, BookError> {
        let r = t.round(round).ok_or(BookError::NoSuchRound(round))?;
        let b = r
            .board(board)
            .ok_or(BookError::NoSuchBoard { round, board })?;
        Ok(b.pairing.entries().collect())
    };
    match against {
        Against::Ruling { round, board } => {
            let r = t.round(round).ok_or(BookError::NoSuchRound(round))?;
            let b = r
                .board(board)
                .ok_or(BookError::NoSuchBoard { round, board })?;
            if b.is_bye() || !b.has_result() {
                return Err(BookError::NoRuling { round, board });
            }
            board_players(round, board)
        }
        Against::Incident { id } => {
            let i = book
                .iter()
                .find(|i| i.id == id)
                .ok_or(BookError::NoSuchIncident(id))?;
            let mut out: Vec<StartNo> = i.offender.player().into_iter().collect();
            if let (Some(round), Some(board)) = (i.round, i.board) {
                for no in board_players(round, board)? {
                    if !out.contains(&no) {
                        out.push(no);
                    }
                }
            }
            Ok(out)
        }
    }
}

/// The most members an appeals committee may have (000 art. 7.1 asks for at least three).
pub const MAX_COMMITTEE: usize = 15;

/// A name as names are compared: spaces collapsed, lower case.
fn norm(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

fn same_name(a: &str, b: &str) -> bool {
    norm(a) == norm(b)
}

/// The committee typed one member a line (`name; club; federation`, blank lines skipped):
/// more than [`MAX_COMMITTEE`] members are refused before any line is read further.
pub fn parse_committee(text: &str) -> Result<Vec<Member>, BookError> {
    let lines = text.lines().filter(|l| !l.trim().is_empty());
    let n = lines.clone().count();
    if n > MAX_COMMITTEE {
        return Err(BookError::CommitteeTooLarge(n));
    }
    lines.map(Member::parse).collect()
}

/// Checks an appeals committee against the players concerned (000 art. 7.1): at least three
/// distinct members; a member who is one of the players concerned (or their opponent, who is
/// among them) is refused, naming the member; a member of the same club or federation as one
/// of them gives a warning. A member who is also an entry of the tournament is known by the
/// entry's club and federation where the member's own are not given.
pub fn check_committee(
    t: &Tournament,
    members: &[Member],
    concerned: &[StartNo],
) -> Result<Vec<CommitteeWarning>, BookError> {
    if members.len() > MAX_COMMITTEE {
        return Err(BookError::CommitteeTooLarge(members.len()));
    }
    if members.len() < 3 {
        return Err(BookError::CommitteeTooSmall(members.len()));
    }
    // Every check is one pass over the members with lookups by name: linear.
    let mut seen = std::collections::HashSet::new();
    for m in members {
        if !seen.insert(norm(&m.name)) {
            return Err(BookError::CommitteeTwice {
                name: m.name.clone(),
            });
        }
    }
    let players: Vec<&Entry> = concerned.iter().filter_map(|no| t.entry(*no)).collect();
    let mut entries: std::collections::HashMap<String, &Entry> = std::collections::HashMap::new();
    for e in t.entries() {
        entries.entry(norm(e.name.as_str())).or_insert(e);
    }
    let mut warnings = Vec::new();
    for m in members {
        if let Some(p) = players.iter().find(|p| same_name(p.name.as_str(), &m.name)) {
            return Err(BookError::CommitteeConcerned {
                name: m.name.clone(),
                player: p.name.to_string(),
                no: p.no,
                opponent: concerned.first() != Some(&p.no),
            });
        }
        let as_entry = entries.get(&norm(&m.name)).copied();
        let club = m
            .club
            .clone()
            .or_else(|| as_entry.and_then(|e| e.club.clone()));
        let fed = m
            .federation
            .clone()
            .or_else(|| as_entry.and_then(|e| e.federation.as_ref().map(|f| f.to_string())));
        for p in &players {
            if let (Some(c), Some(pc)) = (&club, &p.club)
                && same_name(c, pc)
            {
                warnings.push(CommitteeWarning::Same {
                    member: m.name.clone(),
                    player: p.name.to_string(),
                    no: p.no,
                    same: Affiliation::Club,
                    value: c.clone(),
                });
            }
            if let (Some(f), Some(pf)) = (&fed, &p.federation)
                && f.eq_ignore_ascii_case(pf.as_str())
            {
                warnings.push(CommitteeWarning::Same {
                    member: m.name.clone(),
                    player: p.name.to_string(),
                    no: p.no,
                    same: Affiliation::Federation,
                    value: f.clone(),
                });
            }
        }
    }
    Ok(warnings)
}

/// An amount of money in cents, from `12`, `12.5` or `12.50` (read as a prize amount is,
/// `prize_list::parse_money`), at most nine digits before the point.
pub fn parse_amount(text: &str) -> Result<i64, BookError> {
    let t = text.trim();
    let whole = t.split_once(['.', ',']).map_or(t, |(w, _)| w);
    super::prize_list::parse_money(t)
        .filter(|_| whole.len() <= 9)
        .and_then(|c| i64::try_from(c).ok())
        .ok_or_else(|| BookError::BadAmount(quoted(t)))
}

/// An amount in cents as `12.50` (never negative: what is owed stops at nothing).
pub fn amount(cents: i64) -> String {
    super::prize_list::money(cents.max(0).unsigned_abs())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::entry::PlayerName;

    /// A committee warning is stored as a value; one stored as text before warnings were
    /// typed reads back as that text.
    #[test]
    fn committee_warnings_are_stored_as_values_and_old_texts_still_read() {
        let w = CommitteeWarning::Same {
            member: "Bob Judge".into(),
            player: "Player 2".into(),
            no: 2,
            same: Affiliation::Federation,
            value: "ENG".into(),
        };
        let json = serde_json::to_string(&vec![w.clone()]).unwrap();
        assert!(json.contains("\"same\":\"federation\""), "{json}");
        let back: Vec<CommitteeWarning> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, vec![w.clone()]);
        assert_eq!(
            w.to_string(),
            "Bob Judge is of the same federation as Player 2 (2): ENG"
        );
        let old = r#"["Bob Judge is of the same club as Player 2 (2): Leeds"]"#;
        let back: Vec<CommitteeWarning> = serde_json::from_str(old).unwrap();
        assert_eq!(
            back,
            vec![CommitteeWarning::Text(
                "Bob Judge is of the same club as Player 2 (2): Leeds".into()
            )]
        );
    }
    use crate::domain::settings::{Preset, Settings};

    fn rr(players: u32) -> Tournament {
        let mut s = Settings::preset(Preset::FmjdInternational, "Book", players - 1);
        s.system = System::RoundRobin;
        let mut t = Tournament::new(s).unwrap();
        for i in 1..=players {
            let mut e = Entry::new(i, PlayerName::parse(&format!("Player {i}")).unwrap()).unwrap();
            e.club = Some(if i % 2 == 0 { "Leeds" } else { "York" }.into());
            t.add_entry(e).unwrap();
        }
        t
    }

    fn pair(t: &mut Tournament, games: &[(u32, u32)]) {
        let p: Vec<Pairing> = games.iter().map(|g| Pairing::game(g.0, g.1)).collect();
        let r = t.pair_round(&p, None).unwrap();
        t.publish_round(r).unwrap();
    }

    fn incident(offender: Offender, penalty: Penalty, article: &str) -> NewIncident {
        NewIncident {
            offender,
            at: "2026-04-15 14:20".into(),
            round: None,
            board: None,
            game: None,
            article: article.into(),
            penalty,
            reason: "phone rang".into(),
            recorded_by: "chief".into(),
        }
    }

    #[test]
    fn every_penalty_names_only_a_round_board_and_game_that_exist() {
        let mut t = rr(4);
        pair(&mut t, &[(1, 4), (2, 3)]);
        for penalty in [Penalty::Warning, Penalty::Expulsion, Penalty::GameLost] {
            let at = |round, board, game| NewIncident {
                round,
                board,
                game,
                ..incident(Offender::Player { no: 1 }, penalty, "4.9")
            };
            assert_eq!(
                at(None, Some(99), None).check(&t, &[]).unwrap_err(),
                BookError::BoardNeedsRound
            );
            assert_eq!(
                at(None, None, Some(1)).check(&t, &[]).unwrap_err(),
                BookError::GameNeedsBoardOf
            );
            assert_eq!(
                at(Some(1), Some(99), None).check(&t, &[]).unwrap_err(),
                BookError::NoSuchBoard {
                    round: 1,
                    board: 99
                }
            );
            assert_eq!(
                at(Some(1), Some(1), Some(99)).check(&t, &[]).unwrap_err(),
                BookError::NoSuchGame {
                    round: 1,
                    board: 1,
                    game: 99
                }
            );
            assert_eq!(
                at(Some(7), None, None).check(&t, &[]).unwrap_err(),
                BookError::NoSuchRound(7)
            );
            assert!(at(Some(1), Some(1), Some(1)).check(&t, &[]).is_ok());
        }
    }

    #[test]
    fn a_committee_is_capped_before_any_work_and_checked_in_linear_time() {
        let t = rr(4);
        let text: String = (0..16).map(|i| format!("Member {i}; Club {i}\n")).collect();
        assert_eq!(
            parse_committee(&text).unwrap_err(),
            BookError::CommitteeTooLarge(16)
        );
        // A huge committee is refused by its size, whatever its lines hold.
        let huge = "\u{202E}\n".repeat(100_000);
        assert_eq!(
            parse_committee(&huge).unwrap_err(),
            BookError::CommitteeTooLarge(100_000)
        );
        let members: Vec<Member> = (0..8_000)
            .map(|i| Member::parse(&format!("Member {i}")).unwrap())
            .collect();
        let started = std::time::Instant::now();
        assert_eq!(
            check_committee(&t, &members, &[1, 2]).unwrap_err(),
            BookError::CommitteeTooLarge(8_000)
        );
        assert!(started.elapsed() < std::time::Duration::from_millis(50));
        let fifteen = parse_committee(&text.lines().take(15).collect::<Vec<_>>().join("\n"));
        let fifteen = fifteen.unwrap();
        assert_eq!(check_committee(&t, &fifteen, &[1, 2]), Ok(vec![]));
        let mut twice = fifteen.clone();
        twice[14] = Member::parse("member  0").unwrap();
        assert!(matches!(
            check_committee(&t, &twice, &[1, 2]),
            Err(BookError::CommitteeTwice { .. })
        ));
    }

    #[test]
    fn a_second_warning_for_the_same_article_is_flagged() {
        let t = rr(4);
        let first = incident(Offender::Player { no: 2 }, Penalty::Warning, "4.9")
            .check(&t, &[])
            .unwrap();
        assert!(!first.repeated);
        let book = vec![Incident { id: 1, ..first }];
        let again = incident(Offender::Player { no: 2 }, Penalty::Warning, "4.9")
            .check(&t, &book)
            .unwrap();
        assert!(again.repeated);
        let other_article = incident(Offender::Player { no: 2 }, Penalty::Warning, "4.10")
            .check(&t, &book)
            .unwrap();
        assert!(!other_article.repeated);
        let other_player = incident(Offender::Player { no: 3 }, Penalty::Warning, "4.9")
            .check(&t, &book)
            .unwrap();
        assert!(!other_player.repeated);
        // A lifted warning does not count.
        let mut lifted = book.clone();
        lifted[0].lifted = Some(Lifted {
            reason: "mistaken".into(),
            by: "chief".into(),
            at: String::new(),
            appeal: None,
        });
        let after_lift = incident(Offender::Player { no: 2 }, Penalty::Warning, "4.9")
            .check(&t, &lifted)
            .unwrap();
        assert!(!after_lift.repeated);
    }

    #[test]
    fn a_spectator_is_only_warned_or_expelled() {
        let t = rr(4);
        let spectator = Offender::Spectator {
            name: "Mr Noisy".into(),
        };
        assert!(
            incident(spectator.clone(), Penalty::Warning, "5.3")
                .check(&t, &[])
                .is_ok()
        );
        assert_eq!(
            incident(spectator, Penalty::GameLost, "5.3").check(&t, &[]),
            Err(BookError::SpectatorPenalty(Penalty::GameLost))
        );
        assert_eq!(
            incident(Offender::Player { no: 9 }, Penalty::Warning, "4.9").check(&t, &[]),
            Err(BookError::UnknownEntry(9))
        );
        let mut lost = incident(Offender::Player { no: 1 }, Penalty::GameLost, "4.16");
        assert_eq!(lost.check(&t, &[]), Err(BookError::GameNeedsBoard));
        lost.round = Some(1);
        lost.board = Some(1);
        assert_eq!(lost.check(&t, &[]), Err(BookError::NoSuchRound(1)));
        let empty = incident(Offender::Player { no: 1 }, Penalty::Warning, "  ");
        assert_eq!(
            empty.check(&t, &[]),
            Err(BookError::Empty { field: "article" })
        );
    }

    #[test]
    fn a_game_declared_lost_is_a_win_for_the_opponent() {
        let mut t = rr(4);
        pair(&mut t, &[(1, 2), (3, 4)]);
        let b = t.round(1).unwrap().board_of(3).unwrap().clone();
        let Pairing::Game { home, away } = b.pairing else {
            panic!("board of 3 is a game")
        };
        let report = declared_lost(&t, 1, b.number, None, 3).unwrap();
        let expected = if home == 3 {
            GameReport::AwayWins
        } else {
            GameReport::HomeWins
        };
        assert!(report.games.iter().all(|g| *g == expected));
        assert_eq!(report.games.len(), b.games.len());
        let other = if home == 3 { away } else { home };
        let wrong = t
            .round(1)
            .unwrap()
            .boards
            .iter()
            .find(|x| !x.has_entry(3) && !x.is_bye())
            .unwrap()
            .number;
        assert_eq!(
            declared_lost(&t, 1, wrong, None, 3),
            Err(BookError::NotOnBoard {
                no: 3,
                round: 1,
                board: wrong
            })
        );
        assert!(declared_lost(&t, 1, b.number, None, other).is_ok());
    }

    #[test]
    fn annulment_only_in_a_round_robin_under_its_setting_and_under_half() {
        let mut t = rr(4);
        pair(&mut t, &[(1, 2), (3, 4)]);
        let boards: Vec<u32> = t
            .round(1)
            .unwrap()
            .boards
            .iter()
            .map(|b| b.number)
            .collect();
        for b in boards {
            t.record_result(1, b, &BoardReport::new(vec![GameReport::Draw]))
                .unwrap();
        }
        // One game of three played: fewer than half.
        let kept = disqualifying(&t, 2, DisqualifiedGames::Kept).unwrap();
        assert!(!kept.annul);
        assert_eq!(kept.from, 2);
        let annul = disqualifying(&t, 2, DisqualifiedGames::AnnulledUnderHalf).unwrap();
        assert!(annul.annul);
        assert_eq!((annul.played, annul.scheduled), (1, 3));
        // Two of three played: at least half, kept.
        t.close_round(1).unwrap();
        pair(&mut t, &[(1, 3), (2, 4)]);
        let boards: Vec<u32> = t
            .round(2)
            .unwrap()
            .boards
            .iter()
            .map(|b| b.number)
            .collect();
        for b in boards {
            t.record_result(2, b, &BoardReport::new(vec![GameReport::HomeWins]))
                .unwrap();
        }
        let half = disqualifying(&t, 2, DisqualifiedGames::AnnulledUnderHalf).unwrap();
        assert!(!half.annul);
        assert_eq!(half.from, 3);
        // Paired in a draft round: refused until it is re-paired.
        t.close_round(2).unwrap();
        t.pair_round(&[Pairing::game(1, 4), Pairing::game(2, 3)], None)
            .unwrap();
        assert_eq!(
            disqualifying(&t, 2, DisqualifiedGames::Kept),
            Err(BookError::PairedInDraft { no: 2, round: 3 })
        );
    }

    #[test]
    fn a_committee_with_a_concerned_player_is_refused_naming_the_member() {
        let t = rr(4);
        let m = |l: &str| Member::parse(l).unwrap();
        let ok = [m("Ann Arbiter"), m("Bob Judge; Hull"), m("Cy Clerk")];
        assert_eq!(check_committee(&t, &ok, &[1, 2]), Ok(vec![]));
        assert_eq!(
            check_committee(&t, &ok[..2], &[1, 2]),
            Err(BookError::CommitteeTooSmall(2))
        );
        let with_opponent = [m("Ann Arbiter"), m("player 2"), m("Cy Clerk")];
        let err = check_committee(&t, &with_opponent, &[1, 2]).unwrap_err();
        assert!(matches!(&err, BookError::CommitteeConcerned { name, .. } if name == "player 2"));
        assert!(err.to_string().contains("player 2 cannot sit"), "{err}");
        assert!(err.to_string().contains("opponent"), "{err}");
        // Same club as player 2 (Leeds): a warning only.
        let same_club = [m("Ann Arbiter"), m("Bob Judge; Leeds"), m("Cy Clerk")];
        let w = check_committee(&t, &same_club, &[1, 2]).unwrap();
        assert_eq!(w.len(), 1);
        assert!(w[0].to_string().contains("same club as Player 2"), "{w:?}");
        // A member who is another entry of the tournament: their club is known.
        let entry_member = [m("Ann Arbiter"), m("Player 4"), m("Cy Clerk")];
        let w = check_committee(&t, &entry_member, &[1, 2]).unwrap();
        assert!(
            w.iter()
                .any(|x| x.to_string().contains("Player 4 is of the same club")),
            "{w:?}"
        );
    }

    /// Whole tournaments paired by the system on random results, with players disqualified
    /// at random between rounds: a disqualified player is never paired in a game again, and
    /// the rounds after go on. Seeded, so a failure repeats.
    #[test]
    fn a_disqualified_player_is_never_paired_again_by_the_system() {
        use rand::{Rng, SeedableRng};
        let mut after_disqualification = 0;
        for seed in 0..40u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let system = if seed % 2 == 0 {
                System::Swiss
            } else {
                System::RoundRobin
            };
            let players = rng.random_range(5..12u32);
            let rounds = match system {
                System::Swiss => 5,
                _ => players - 1 + players % 2,
            };
            let mut s = Settings::preset(Preset::FmjdInternational, "Random", rounds);
            s.system = system;
            let mut t = Tournament::new(s).unwrap();
            for i in 1..=players {
                let e = Entry::new(i, PlayerName::parse(&format!("P{i}")).unwrap()).unwrap();
                t.add_entry(e).unwrap();
            }
            for round in 1..=rounds {
                if round > 1 {
                    for no in 1..=players {
                        if rng.random_range(0..12) == 0
                            && t.entry(no).unwrap().disqualified_from.is_none()
                        {
                            let d = disqualifying(&t, no, DisqualifiedGames::AnnulledUnderHalf)
                                .unwrap();
                            assert_eq!(d.from, round);
                            t.disqualify(no, d.from, d.annul).unwrap();
                        }
                    }
                }
                let Ok(p) = crate::domain::draft::propose(&t) else {
                    break;
                };
                t.pair_round(&p.pairings, None).unwrap();
                t.publish_round(round).unwrap();
                let r = t.round(round).unwrap();
                let boards: Vec<(u32, u32, u32)> = r
                    .boards()
                    .iter()
                    .filter_map(|b| match b.pairing {
                        Pairing::Game { home, away } => Some((b.number, home, away)),
                        Pairing::Bye { .. } => None,
                    })
                    .collect();
                for &(_, home, away) in &boards {
                    for no in [home, away] {
                        let e = t.entry(no).unwrap();
                        assert!(
                            e.disqualified_from.is_none_or(|d| round < d),
                            "seed {seed}: {no} disqualified from {:?} paired in round {round}",
                            e.disqualified_from
                        );
                    }
                }
                after_disqualification +=
                    u32::from(t.entries().iter().any(|e| e.disqualified_from.is_some()));
                for (b, ..) in boards {
                    let code = ["1-0", "=", "0-1"][rng.random_range(0..3)];
                    t.record_result(round, b, &BoardReport::from_codes(code).unwrap())
                        .unwrap();
                }
                t.close_round(round).unwrap();
            }
            // The standings still compute, whatever was annulled.
            let st = t.standings();
            assert_eq!(st.rows.len(), players as usize);
        }
        assert!(
            after_disqualification >= 20,
            "too few rounds paired after a disqualification: {after_disqualification}"
        );
    }

    #[test]
    fn amounts_read_and_print() {
        assert_eq!(parse_amount("12"), Ok(1200));
        assert_eq!(parse_amount("12.5"), Ok(1250));
        assert_eq!(parse_amount("0,05"), Ok(5));
        assert!(parse_amount("-3").is_err());
        assert!(parse_amount("1.234").is_err());
        assert_eq!(amount(1250), "12.50");
        assert_eq!(Penalty::parse("game lost"), Ok(Penalty::GameLost));
        assert!(Penalty::parse("caution").is_err());
    }
}

#[cfg(test)]
mod rule_books {
    use super::{RuleBook, Topic};
    use crate::domain::{Federation, Preset, Settings};

    fn book(preset: Preset) -> RuleBook {
        RuleBook::of(&Settings::preset(preset, "Event", 7))
    }

    #[test]
    fn each_variant_is_played_under_its_own_book() {
        assert_eq!(book(Preset::FmjdInternational), RuleBook::Fmjd);
        assert_eq!(book(Preset::Russian), RuleBook::Idf);
        assert_eq!(book(Preset::English), RuleBook::Eda);
        assert_eq!(book(Preset::AcfCheckers), RuleBook::Acf);
        let mut s = Settings::preset(Preset::English, "Cape Open", 7);
        s.federation = Some(Federation::parse("RSA").unwrap());
        assert_eq!(RuleBook::of(&s), RuleBook::Wcdf);
        let codes: Vec<_> = [Preset::English, Preset::FmjdInternational, Preset::Russian]
            .map(|p| book(p).code())
            .into();
        assert_eq!(codes, ["000", "001", "002"]);
    }

    #[test]
    fn a_book_without_an_article_cites_none_rather_than_another_books() {
        let fmjd = RuleBook::Fmjd;
        for topic in [
            Topic::Absent,
            Topic::BothAbsent,
            Topic::ScoreSheets,
            Topic::Penalties,
            Topic::Appeals,
        ] {
            assert_eq!(fmjd.cite(topic), None, "{topic:?}");
        }
        assert_eq!(
            fmjd.cite(Topic::GameLost).as_deref(),
            Some("001 art. 7.2.4")
        );
        assert_eq!(
            RuleBook::Idf.cite(Topic::Penalties).as_deref(),
            Some("002 art. 5.9")
        );
        assert_eq!(
            RuleBook::Eda.cite(Topic::ScoreSheets).as_deref(),
            Some("000 art. 3.10")
        );
        for b in [RuleBook::Fmjd, RuleBook::Idf, RuleBook::Wcdf, RuleBook::Acf] {
            assert!(!b.articles().is_empty());
            for topic in [
                Topic::Absent,
                Topic::ScoreSheets,
                Topic::Penalties,
                Topic::GameLost,
            ] {
                if let Some(c) = b.cite(topic) {
                    assert!(c.starts_with(b.code()), "{c} cited for {}", b.code());
                }
            }
        }
    }

    /// The mapping table row by row: what each book says (or not) on each topic.
    fn table(book: RuleBook) -> Vec<(Topic, String)> {
        Topic::ALL
            .into_iter()
            .map(|t| (t, book.ruling(t).english()))
            .collect()
    }

    #[test]
    fn the_english_book_cites_itself_on_every_topic() {
        let rows = table(RuleBook::Eda);
        let numbers: Vec<&str> = rows.iter().map(|(_, c)| c.as_str()).collect();
        assert_eq!(
            numbers,
            [
                "000 art. 2.24",
                "000 art. 2.25",
                "000 art. 3.10",
                "000 art. 6.9",
                "000 art. 6.9 (b)",
                "000 art. 7.1"
            ]
        );
        assert!(Topic::ALL.iter().all(|&t| RuleBook::Eda.ruling(t).is_own()));
    }

    #[test]
    fn the_fmjd_book_cites_its_result_article_and_names_the_english_rule_elsewhere() {
        let r = RuleBook::Fmjd;
        assert_eq!(r.ruling(Topic::GameLost).english(), "001 art. 7.2.4");
        assert_eq!(
            r.ruling(Topic::Absent).english(),
            "no article in 001; 000 art. 2.24, the English Draughts Association's rule applied"
        );
        for t in [
            Topic::BothAbsent,
            Topic::ScoreSheets,
            Topic::Penalties,
            Topic::Appeals,
        ] {
            let c = r.ruling(t);
            assert!(
                !c.is_own() && c.book == RuleBook::Eda && c.event == r,
                "{t:?}"
            );
        }
    }

    #[test]
    fn the_idf_book_of_russian_and_brazilian_cites_its_penalties_and_result_articles() {
        use draughts_rules::Variant;
        let r = RuleBook::Idf;
        for v in [Variant::Russian, Variant::Brazilian] {
            let mut s = Settings::preset(Preset::Russian, "Event", 7);
            s.variant = v;
            assert_eq!(RuleBook::of(&s), r);
        }
        assert_eq!(r.ruling(Topic::Penalties).english(), "002 art. 5.9");
        assert_eq!(r.ruling(Topic::GameLost).english(), "002 art. 6.1.4");
        let both = r.ruling(Topic::BothAbsent);
        assert_eq!((both.book, both.number), (RuleBook::Eda, "2.25"));
        assert!(
            both.english()
                .starts_with("no article in 002; 000 art. 2.25")
        );
        assert!(!r.ruling(Topic::ScoreSheets).is_own());
        assert!(!r.ruling(Topic::Appeals).is_own());
    }

    #[test]
    fn the_checkers_books_cite_their_forfeit_articles_only() {
        assert_eq!(
            RuleBook::Wcdf.ruling(Topic::GameLost).english(),
            "003 art. 7.3"
        );
        assert_eq!(
            RuleBook::Acf.ruling(Topic::GameLost).english(),
            "004 art. Win or Draw"
        );
        for b in [RuleBook::Wcdf, RuleBook::Acf] {
            let own: Vec<Topic> = Topic::ALL
                .into_iter()
                .filter(|&t| b.ruling(t).is_own())
                .collect();
            assert_eq!(own, [Topic::GameLost], "{}", b.code());
            assert_eq!(b.ruling(Topic::ScoreSheets).number, "3.10");
        }
    }

    #[test]
    fn incident_articles_are_cited_from_the_events_book_and_free_text_stays_as_typed() {
        let fmjd = RuleBook::Fmjd;
        assert_eq!(
            fmjd.article_label("5.6"),
            "001 art. 5.6 (refusal to comply with the rules)"
        );
        assert_eq!(fmjd.article_label("4.2"), "001 art. 4.2");
        assert_eq!(
            fmjd.article_label("mobile phone in the playing hall"),
            "mobile phone in the playing hall"
        );
        assert!(
            RuleBook::Eda
                .article_label("4.16")
                .starts_with("000 art. 4.16 (mobile phone")
        );
        // 4.16 is the English book's phone article; FMJD's 4.16 is about capturing.
        assert_eq!(fmjd.article_label("4.16"), "001 art. 4.16");
    }
}
