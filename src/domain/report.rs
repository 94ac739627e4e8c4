//! The controller's report to the sponsoring organisation (000 art. 6.3: the controller
//! accepts and lists entries, rules on disputes, and reports and forwards the results and fees):
//! the event and its sections, the controllers, entries and withdrawals, the rounds played with
//! their dates, the final standings, incidents and penalties, appeals and their decisions,
//! forfeits with the articles applied, and the fees collected.
//!
//! The JSON form (`crownhead report --format json`) is this structure serialized; its field
//! names are stable (README, "The controller's book").

use std::fmt::Write;

use serde::Serialize;

use super::book::{
    self, Against, Appeal, CommitteeWarning, Decision, Incident, Lifted, Penalty, amount,
};
use super::entry::{Sex, StartNo};
use super::fees::{EntryFee, FeeSchedule};
use super::round::{Pairing, ResultKind};
use super::tournament::Tournament;

/// The event a tournament is a section of.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EventInfo {
    pub id: i64,
    pub name: String,
    pub venue: String,
    /// Every section: (tournament id, name).
    pub sections: Vec<Section>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Section {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportTournament {
    pub id: i64,
    pub name: String,
    pub venue: String,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub variant: String,
    pub system: String,
    pub rounds: u32,
    pub games_per_round: u8,
    pub time_control: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportEntry {
    pub no: StartNo,
    pub name: String,
    pub federation: Option<String>,
    pub club: Option<String>,
    pub rating: Option<u32>,
    pub title: Option<String>,
    /// `withdrawn from round N`, `disqualified from round N`, `late entry from round N`, or
    /// empty.
    pub status: String,
    /// The status as a value, for the pages to say in their language.
    #[serde(skip)]
    pub state: Option<EntryState>,
    /// The player's sex where known: the pages' words agree with it where the language needs.
    #[serde(skip)]
    pub sex: Option<Sex>,
}

/// An entry's status in the report: disqualified, withdrawn or a late entry from a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EntryState {
    Disqualified(u32),
    Withdrawn(u32),
    Late(u32),
}

impl EntryState {
    pub const ALL_KINDS: [EntryState; 3] = [
        EntryState::Disqualified(1),
        EntryState::Withdrawn(1),
        EntryState::Late(1),
    ];

    /// The English the command line writes.
    pub fn english(self) -> String {
        match self {
            EntryState::Disqualified(r) => format!("disqualified from round {r}"),
            EntryState::Withdrawn(r) => format!("withdrawn from round {r}"),
            EntryState::Late(r) => format!("late entry from round {r}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportRound {
    pub number: u32,
    pub state: String,
    pub date: Option<String>,
    /// Boards with two players.
    pub games: u32,
    pub byes: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportStanding {
    pub rank: u32,
    pub shared: bool,
    pub no: StartNo,
    pub name: String,
    /// The score the event ranks on: match points where it ranks on them, else game points.
    pub points: String,
    /// The game points.
    pub game_points: String,
    /// The match points, where the event counts them.
    pub match_points: Option<String>,
    /// The event's tie-breaks, in its order (named in [`ControllerReport::tie_breaks`]).
    pub tie_breaks: Vec<String>,
    /// `disqualified`, `disqualified, games annulled`, or empty.
    pub mark: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportIncident {
    pub id: i64,
    pub at: String,
    pub offender: String,
    pub round: Option<u32>,
    pub board: Option<u32>,
    pub game: Option<u8>,
    pub article: String,
    pub penalty: String,
    pub reason: String,
    pub recorded_by: String,
    /// A second warning for the same article.
    pub repeated: bool,
    /// `lifted: REASON` (`by appeal N`), or empty.
    pub lifted: String,
    /// The incident's values, for the pages to say in their language.
    #[serde(skip)]
    pub words: IncidentWords,
}

/// An incident's penalty, article (as stored), spectator and lifting as values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IncidentWords {
    pub penalty: Penalty,
    pub article: String,
    /// The spectator's name, where the offender is a spectator.
    pub spectator: Option<String>,
    pub lifted: Option<Lifted>,
}

/// A penalty of 000 art. 6.9 given in an incident, for a federation's system: its code, whom it
/// hit, and whether it is still in force (not lifted by the controller or an appeal).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportPenalty {
    /// The incident that gave it.
    pub incident: i64,
    /// `warning`, `game-lost`, `disqualification` or `expulsion`.
    pub penalty: String,
    /// The player's starting number (`None` for a spectator).
    pub player: Option<StartNo>,
    pub offender: String,
    pub round: Option<u32>,
    pub board: Option<u32>,
    pub game: Option<u8>,
    /// The article as stored (`4.16`).
    pub article: String,
    pub in_force: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportAppeal {
    pub id: i64,
    pub against: String,
    pub appellant: String,
    pub filed_at: String,
    pub grounds: String,
    pub committee: Vec<String>,
    pub warnings: Vec<String>,
    pub hearing: Option<String>,
    /// `upheld`, `overruled`, or `pending`.
    pub decision: String,
    pub decision_reason: Option<String>,
    pub correction: Option<String>,
    pub deposit: Option<String>,
    /// `returned`, `kept`, or empty.
    pub deposit_settled: String,
    /// The appeal's values, for the pages to say in their language.
    #[serde(skip)]
    pub words: AppealWords,
}

/// What an appeal is against, its decision, deposit and committee warnings as values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppealWords {
    pub against: Against,
    pub decision: Option<Decision>,
    pub deposit_returned: Option<bool>,
    pub warnings: Vec<CommitteeWarning>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportForfeit {
    pub round: u32,
    pub board: u32,
    pub game: Option<u8>,
    pub player: String,
    pub what: String,
    pub article: String,
    /// What happened as a value, for the pages to say in their language.
    #[serde(skip)]
    pub kind: ForfeitKind,
    /// The player's sex where known (one player), for the words that agree with it.
    #[serde(skip)]
    pub sex: Option<Sex>,
    /// Both players where both were absent, for the pages (else empty).
    #[serde(skip)]
    pub players: Vec<String>,
}

/// A forfeit of the report: absent at the start (000 art. 2.24), both absent (art. 2.25),
/// score-sheets not handed in (art. 3.10), or a game declared lost in an incident (art. 6.9 (b)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ForfeitKind {
    Absent,
    BothAbsent,
    ScoreSheets,
    DeclaredLost {
        incident: u32,
        /// The incident's article as stored.
        article: String,
    },
}

impl ForfeitKind {
    /// The English the command line writes.
    pub fn english(&self) -> String {
        match self {
            ForfeitKind::Absent => "absent: forfeits the game".into(),
            ForfeitKind::BothAbsent => "both absent: both score nothing".into(),
            ForfeitKind::ScoreSheets => "score-sheets not handed in: zero for the round".into(),
            ForfeitKind::DeclaredLost { incident, .. } => {
                format!("game declared lost (incident {incident})")
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportFees {
    pub schedule: String,
    pub due: String,
    pub collected: String,
    pub outstanding: String,
    pub unpaid: Vec<String>,
    /// The same as (player, amount owed), for the pages.
    #[serde(skip)]
    pub owed: Vec<(String, String)>,
    pub deposits_kept: String,
}

/// The games of a knock-out's ties, counted (a knock-out has no rounds of boards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ReportKnockout {
    /// Every game played in the ties, tie-break games included.
    pub games: u32,
    /// Of them, tie-break and sudden-death games.
    pub tiebreak_games: u32,
    /// Of them, won by default (000 art. 2.24).
    pub forfeits: u32,
    /// Ties decided.
    pub ties_decided: u32,
}

/// The whole report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ControllerReport {
    pub tournament: ReportTournament,
    /// A knock-out's tie games (`None` for other systems).
    pub knockout: Option<ReportKnockout>,
    pub event: Option<EventInfo>,
    pub controllers: Vec<String>,
    /// The chief controller's name (the first of `controllers`), for the pages.
    #[serde(skip)]
    pub chief: Option<String>,
    pub entries: Vec<ReportEntry>,
    pub withdrawals: Vec<String>,
    /// The withdrawals as (player, state, sex), for the pages.
    #[serde(skip)]
    pub withdrawn: Vec<(String, EntryState, Option<Sex>)>,
    pub rounds: Vec<ReportRound>,
    pub standings_after: u32,
    /// What the standings rank on: `game-points` or `match-points`.
    pub ranked_on: String,
    /// The event's tie-breaks (their short labels), in its order.
    pub tie_breaks: Vec<String>,
    /// The message ids of the tie-breaks' headings, for the pages to say in their language.
    #[serde(skip)]
    pub tie_break_headings: Vec<&'static str>,
    /// Whether the standings count match points.
    #[serde(skip)]
    pub match_points: bool,
    pub standings: Vec<ReportStanding>,
    pub incidents: Vec<ReportIncident>,
    pub penalties: Vec<ReportPenalty>,
    pub appeals: Vec<ReportAppeal>,
    pub forfeits: Vec<ReportForfeit>,
    pub fees: ReportFees,
}

/// The controller's book as a federation's system collects it
/// (`GET /api/v1/tournaments/{id}/book`): the tournament, incidents, penalties, appeals and fees,
/// each as in the report's JSON (`crownhead report --format json` has the same fields).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BookExport<'a> {
    pub tournament: &'a ReportTournament,
    pub incidents: &'a [ReportIncident],
    pub penalties: &'a [ReportPenalty],
    pub appeals: &'a [ReportAppeal],
    pub fees: &'a ReportFees,
}

impl ControllerReport {
    /// The book's part of the report.
    pub fn book(&self) -> BookExport<'_> {
        BookExport {
            tournament: &self.tournament,
            incidents: &self.incidents,
            penalties: &self.penalties,
            appeals: &self.appeals,
            fees: &self.fees,
        }
    }
}

/// What the report is made of.
pub struct ReportInput<'a> {
    pub id: i64,
    pub tournament: &'a Tournament,
    pub event: Option<EventInfo>,
    /// The accounts that wrote to the tournament (from its audit log), besides the chief.
    pub assistants: Vec<String>,
    pub incidents: &'a [Incident],
    pub appeals: &'a [Appeal],
    pub fees: &'a FeeSchedule,
    pub entry_fees: &'a [EntryFee],
    /// The day each round's first result was entered, where the settings give no date.
    pub result_days: Vec<(u32, String)>,
    /// A knock-out's ties with their games.
    pub knockout: Option<&'a super::knockout::Knockout>,
}

impl ControllerReport {
    pub fn new(input: ReportInput<'_>) -> ControllerReport {
        let t = input.tournament;
        let s = t.settings();
        let variant = s.variant;
        let rules = book::RuleBook::of(s);
        // The event's own article, or the English rule applied where its book has none.
        let cite = |topic| rules.ruling(topic).english();
        let sex = |no: StartNo| t.entry(no).and_then(|e| e.sex);
        let name_of = |no: StartNo| {
            t.entry(no)
                .map(|e| format!("{} ({no})", e.name))
                .unwrap_or_else(|| no.to_string())
        };
        let mut controllers = Vec::new();
        if !s.chief_controller.trim().is_empty() {
            controllers.push(format!("{} (chief)", s.chief_controller.trim()));
        }
        for a in input.assistants {
            if !controllers.iter().any(|c| c.starts_with(&a)) {
                controllers.push(a);
            }
        }
        let entries: Vec<ReportEntry> = t
            .entries()
            .iter()
            .map(|e| {
                let state = if let Some(d) = e.disqualified_from {
                    Some(EntryState::Disqualified(d))
                } else if let Some(w) = e.withdrawn_from {
                    Some(EntryState::Withdrawn(w))
                } else {
                    e.late_from.map(EntryState::Late)
                };
                let status = state.map(EntryState::english).unwrap_or_default();
                ReportEntry {
                    no: e.no,
                    name: e.name.to_string(),
                    federation: e.federation.as_ref().map(|f| f.to_string()),
                    club: e.club.clone(),
                    rating: e.rating,
                    title: e.title.clone(),
                    status,
                    state,
                    sex: e.sex,
                }
            })
            .collect();
        let withdrawn: Vec<(String, EntryState, Option<Sex>)> = t
            .entries()
            .iter()
            .filter_map(|e| {
                e.withdrawn_from
                    .map(EntryState::Withdrawn)
                    .or(e.disqualified_from.map(EntryState::Disqualified))
                    .map(|s| (name_of(e.no), s, e.sex))
            })
            .collect();
        let withdrawals = withdrawn
            .iter()
            .map(|(name, s, _)| format!("{name} {}", s.english()))
            .collect();
        let rounds = t
            .rounds()
            .iter()
            .map(|r| ReportRound {
                number: r.number(),
                state: r.state().to_string(),
                date: s
                    .round_dates
                    .get(&r.number())
                    .map(|d| d.to_string())
                    .or_else(|| {
                        input
                            .result_days
                            .iter()
                            .find(|(n, _)| *n == r.number())
                            .map(|(_, d)| d.clone())
                    }),
                games: r.boards().iter().filter(|b| !b.is_bye()).count() as u32,
                byes: r.boards().iter().filter(|b| b.is_bye()).count() as u32,
            })
            .collect();
        let after = t.rounds_played();
        let st = t.standings_after(after);
        let standings = if after > 0 {
            st.rows
                .iter()
                .map(|r| ReportStanding {
                    rank: r.rank,
                    shared: r.shared,
                    no: r.no,
                    name: r.name.clone(),
                    points: r.score.to_string(),
                    game_points: r.points.to_string(),
                    match_points: r.match_points.map(|p| p.to_string()),
                    tie_breaks: r.tie_breaks.iter().map(ToString::to_string).collect(),
                    mark: t.entry(r.no).map(book::standing_mark).unwrap_or("").into(),
                })
                .collect()
        } else {
            Vec::new()
        };
        let ranked_on = st.ranks_by.name().to_owned();
        let match_points = st.uses_match_points;
        let tie_breaks = st.tie_breaks.iter().map(|b| b.label().to_owned()).collect();
        let tie_break_headings = st.tie_breaks.iter().map(|b| b.row().heading).collect();
        let incidents = input
            .incidents
            .iter()
            .map(|i| ReportIncident {
                id: i.number as i64,
                at: i.at.clone(),
                offender: i.offender.name(t),
                round: i.round,
                board: i.board,
                game: i.game,
                article: rules.article_label(&i.article),
                penalty: i.penalty.label().into(),
                reason: i.reason.clone(),
                recorded_by: i.recorded_by.clone(),
                repeated: i.repeated,
                lifted: i
                    .lifted
                    .as_ref()
                    .map(|l| match l.appeal {
                        Some(a) => format!("lifted by appeal {a}: {}", l.reason),
                        None => format!("lifted: {}", l.reason),
                    })
                    .unwrap_or_default(),
                words: IncidentWords {
                    penalty: i.penalty,
                    article: i.article.clone(),
                    spectator: match &i.offender {
                        book::Offender::Spectator { name } => Some(name.clone()),
                        book::Offender::Player { .. } => None,
                    },
                    lifted: i.lifted.clone(),
                },
            })
            .collect();
        let penalties = input
            .incidents
            .iter()
            .map(|i| ReportPenalty {
                incident: i.id,
                penalty: i.penalty.code().into(),
                player: i.offender.player(),
                offender: i.offender.name(t),
                round: i.round,
                board: i.board,
                game: i.game,
                article: i.article.clone(),
                in_force: i.lifted.is_none(),
            })
            .collect();
        let appeals = input
            .appeals
            .iter()
            .map(|a| ReportAppeal {
                id: a.number as i64,
                against: match a.against {
                    Against::Incident { id } => format!("incident {id}"),
                    Against::Ruling { round, board } => {
                        format!("the result of round {round}, board {board}")
                    }
                },
                appellant: a.appellant.clone(),
                filed_at: a.filed_at.clone(),
                grounds: a.grounds.clone(),
                committee: a.committee.iter().map(|m| m.to_string()).collect(),
                warnings: a.warnings.iter().map(|w| w.to_string()).collect(),
                hearing: a.hearing.clone(),
                decision: a.decision.map_or("pending", |d| d.code()).into(),
                decision_reason: a.decision_reason.clone(),
                correction: a.correction.clone(),
                deposit: a.deposit.map(amount),
                deposit_settled: match a.deposit_returned {
                    Some(true) => "returned".into(),
                    Some(false) => "kept".into(),
                    None => String::new(),
                },
                words: AppealWords {
                    against: a.against,
                    decision: a.decision,
                    deposit_returned: a.deposit_returned,
                    warnings: a.warnings.clone(),
                },
            })
            .collect();
        let mut forfeits = Vec::new();
        for r in t.rounds() {
            for b in r.boards() {
                let Pairing::Game { home, away } = b.pairing else {
                    continue;
                };
                for g in &b.games {
                    for no in [home, away] {
                        match g.result_of(no).map(|x| x.kind) {
                            Some(ResultKind::ForfeitLoss) => forfeits.push(ReportForfeit {
                                round: r.number(),
                                board: b.number,
                                game: Some(g.number),
                                player: name_of(no),
                                what: ForfeitKind::Absent.english(),
                                article: cite(book::Topic::Absent),
                                kind: ForfeitKind::Absent,
                                sex: sex(no),
                                players: Vec::new(),
                            }),
                            Some(ResultKind::BothAbsent) if no == home => {
                                forfeits.push(ReportForfeit {
                                    round: r.number(),
                                    board: b.number,
                                    game: Some(g.number),
                                    player: format!("{} and {}", name_of(home), name_of(away)),
                                    players: vec![name_of(home), name_of(away)],
                                    what: ForfeitKind::BothAbsent.english(),
                                    article: cite(book::Topic::BothAbsent),
                                    kind: ForfeitKind::BothAbsent,
                                    sex: None,
                                })
                            }
                            _ => {}
                        }
                    }
                }
                for (no, missing) in [(home, b.home_sheets_missing), (away, b.away_sheets_missing)]
                {
                    if missing {
                        forfeits.push(ReportForfeit {
                            round: r.number(),
                            board: b.number,
                            game: None,
                            player: name_of(no),
                            what: ForfeitKind::ScoreSheets.english(),
                            article: cite(book::Topic::ScoreSheets),
                            kind: ForfeitKind::ScoreSheets,
                            sex: sex(no),
                            players: Vec::new(),
                        });
                    }
                }
            }
        }
        for i in input.incidents {
            if i.penalty == book::Penalty::GameLost
                && i.lifted.is_none()
                && let (Some(round), Some(board)) = (i.round, i.board)
            {
                forfeits.push(ReportForfeit {
                    round,
                    board,
                    game: i.game,
                    player: i.offender.name(t),
                    what: ForfeitKind::DeclaredLost {
                        incident: i.number,
                        article: String::new(),
                    }
                    .english(),
                    kind: ForfeitKind::DeclaredLost {
                        incident: i.number,
                        article: i.article.clone(),
                    },
                    players: Vec::new(),
                    sex: i.offender.player().and_then(sex),
                    article: format!(
                        "{}; {}",
                        cite(book::Topic::GameLost),
                        rules.article_label(&i.article)
                    ),
                });
            }
        }
        let due: i64 = input.entry_fees.iter().map(|f| f.due).sum();
        let collected: i64 = input.entry_fees.iter().map(|f| f.paid).sum();
        let outstanding: i64 = input.entry_fees.iter().map(EntryFee::owed).sum();
        let owed: Vec<(String, String)> = input
            .entry_fees
            .iter()
            .filter(|f| f.owed() > 0)
            .map(|f| (name_of(f.no), amount(f.owed())))
            .collect();
        let unpaid = owed
            .iter()
            .map(|(name, amount)| format!("{name}: {amount} owed"))
            .collect();
        let kept: i64 = input
            .appeals
            .iter()
            .filter(|a| a.deposit_returned == Some(false))
            .filter_map(|a| a.deposit)
            .sum();
        let knockout = input.knockout.map(|k| {
            let games = k.games();
            ReportKnockout {
                games: games.len() as u32,
                tiebreak_games: games
                    .iter()
                    .filter(|g| k.phase_of(g.game) != "scheduled")
                    .count() as u32,
                forfeits: games
                    .iter()
                    .filter(|g| {
                        matches!(
                            g.report,
                            super::round::GameReport::HomeAbsent
                                | super::round::GameReport::AwayAbsent
                        )
                    })
                    .count() as u32,
                ties_decided: k.ties().iter().filter(|t| t.winner.is_some()).count() as u32,
            }
        });
        ControllerReport {
            knockout,
            tournament: ReportTournament {
                id: input.id,
                name: s.name.clone(),
                venue: s.venue.clone(),
                start_date: s.start_date.map(|d| d.to_string()),
                end_date: s.end_date.map(|d| d.to_string()),
                variant: variant.to_string(),
                system: s.system.name().into(),
                rounds: s.rounds,
                games_per_round: s.games_per_round,
                time_control: s.time_control.clone(),
            },
            event: input.event,
            controllers,
            chief: Some(s.chief_controller.trim().to_owned()).filter(|c| !c.is_empty()),
            entries,
            withdrawals,
            withdrawn,
            rounds,
            standings_after: after,
            ranked_on,
            tie_breaks,
            tie_break_headings,
            match_points,
            standings,
            incidents,
            penalties,
            appeals,
            forfeits,
            fees: ReportFees {
                schedule: input.fees.to_string(),
                due: amount(due),
                collected: amount(collected),
                outstanding: amount(outstanding),
                unpaid,
                owed,
                deposits_kept: amount(kept),
            },
        }
    }

    /// The report as plain text (`crownhead report --format text`).
    pub fn text(&self) -> String {
        let mut o = String::new();
        let t = &self.tournament;
        let _ = writeln!(o, "Controller's report: {} (tournament {})", t.name, t.id);
        let dates = match (&t.start_date, &t.end_date) {
            (Some(a), Some(b)) => format!("{a} to {b}"),
            (Some(a), None) => a.clone(),
            _ => String::new(),
        };
        let _ = writeln!(
            o,
            "{} {}, {} rounds of {} game(s); {}; {}{}",
            t.variant,
            t.system,
            t.rounds,
            t.games_per_round,
            if t.venue.is_empty() { "-" } else { &t.venue },
            dates,
            if t.time_control.is_empty() {
                String::new()
            } else {
                format!("; {}", t.time_control)
            }
        );
        if let Some(e) = &self.event {
            let sections: Vec<&str> = e.sections.iter().map(|s| s.name.as_str()).collect();
            let _ = writeln!(o, "Event: {} ({})", e.name, sections.join(", "));
        }
        let _ = writeln!(o, "Controllers: {}", self.controllers.join(", "));
        let _ = writeln!(o, "\nEntries ({}):", self.entries.len());
        for e in &self.entries {
            let _ = writeln!(
                o,
                "  {:>3} {}{}{}",
                e.no,
                e.name,
                e.federation
                    .as_ref()
                    .map(|f| format!(" {f}"))
                    .unwrap_or_default(),
                if e.status.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", e.status)
                }
            );
        }
        section(
            &mut o,
            "Withdrawals and disqualifications",
            &self.withdrawals,
        );
        if let Some(k) = &self.knockout {
            let _ = writeln!(
                o,
                "\nKnock-out: {} game(s) played in the ties ({} tie-break, {} won by default), {} tie(s) decided",
                k.games, k.tiebreak_games, k.forfeits, k.ties_decided
            );
        }
        let _ = writeln!(o, "\nRounds:");
        for r in &self.rounds {
            let _ = writeln!(
                o,
                "  {} {} {}: {} game(s), {} bye(s)",
                r.number,
                r.date.as_deref().unwrap_or("-"),
                r.state,
                r.games,
                r.byes
            );
        }
        let _ = writeln!(
            o,
            "\nStandings after round {} (ranked on {}{}):",
            self.standings_after,
            self.ranked_on.replace('-', " "),
            if self.tie_breaks.is_empty() {
                String::new()
            } else {
                format!(", then {}", self.tie_breaks.join(", "))
            }
        );
        for s in &self.standings {
            let mut score = format!("{} game points", s.game_points);
            if let Some(mp) = &s.match_points {
                score = format!("{mp} match points, {score}");
            }
            for (label, v) in self.tie_breaks.iter().zip(&s.tie_breaks) {
                score.push_str(&format!(", {label} {v}"));
            }
            let _ = writeln!(
                o,
                "  {:>3}{} {} {}{}",
                s.rank,
                if s.shared { "=" } else { " " },
                s.name,
                score,
                if s.mark.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", s.mark)
                }
            );
        }
        let _ = writeln!(o, "\nIncidents and penalties:");
        if self.incidents.is_empty() {
            let _ = writeln!(o, "  none");
        }
        for i in &self.incidents {
            let place = match (i.round, i.board) {
                (Some(r), Some(b)) => format!(" round {r} board {b}"),
                (Some(r), None) => format!(" round {r}"),
                _ => String::new(),
            };
            let _ = writeln!(
                o,
                "  {}. {}{} {}: art. {}; {}: {} (recorded by {}){}{}",
                i.id,
                i.at,
                place,
                i.offender,
                i.article,
                i.penalty,
                i.reason,
                i.recorded_by,
                if i.repeated {
                    "; second warning for this article"
                } else {
                    ""
                },
                if i.lifted.is_empty() {
                    String::new()
                } else {
                    format!("; {}", i.lifted)
                }
            );
        }
        let _ = writeln!(o, "\nAppeals:");
        if self.appeals.is_empty() {
            let _ = writeln!(o, "  none");
        }
        for a in &self.appeals {
            let _ = writeln!(
                o,
                "  {}. against {} by {} ({}): {}",
                a.id, a.against, a.appellant, a.filed_at, a.grounds
            );
            let _ = writeln!(o, "     committee: {}", a.committee.join(", "));
            for w in &a.warnings {
                let _ = writeln!(o, "     warning: {w}");
            }
            let _ = writeln!(
                o,
                "     decision: {}{}{}{}",
                a.decision,
                a.hearing
                    .as_ref()
                    .map(|h| format!(" (heard {h})"))
                    .unwrap_or_default(),
                a.decision_reason
                    .as_ref()
                    .map(|r| format!(": {r}"))
                    .unwrap_or_default(),
                a.correction
                    .as_ref()
                    .map(|c| format!("; result corrected to {c}"))
                    .unwrap_or_default()
            );
            if let Some(d) = &a.deposit {
                let _ = writeln!(
                    o,
                    "     deposit {d}{}",
                    if a.deposit_settled.is_empty() {
                        String::new()
                    } else {
                        format!(" {}", a.deposit_settled)
                    }
                );
            }
        }
        let _ = writeln!(o, "\nForfeits:");
        if self.forfeits.is_empty() {
            let _ = writeln!(o, "  none");
        }
        for f in &self.forfeits {
            let _ = writeln!(
                o,
                "  round {} board {}{}: {}: {} ({})",
                f.round,
                f.board,
                f.game.map(|g| format!(" game {g}")).unwrap_or_default(),
                f.player,
                f.what,
                f.article
            );
        }
        let f = &self.fees;
        let _ = writeln!(
            o,
            "\nFees ({}): due {}, collected {}, outstanding {}; appeal deposits kept {}",
            f.schedule, f.due, f.collected, f.outstanding, f.deposits_kept
        );
        for u in &f.unpaid {
            let _ = writeln!(o, "  unpaid: {u}");
        }
        o
    }
}

fn section(o: &mut String, title: &str, lines: &[String]) {
    let _ = writeln!(o, "\n{title}:");
    if lines.is_empty() {
        let _ = writeln!(o, "  none");
    }
    for l in lines {
        let _ = writeln!(o, "  {l}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{BoardReport, Entry, GameReport, PlayerName, Preset, Settings};

    /// A Russian micro-match event of four players (no. 2 a woman), round 1 played: board 1
    /// won 2-0 by no. 1, board 2 forfeited by no. 4's absence; no. 2 withdrawn from round 2.
    fn russian() -> Tournament {
        let mut t = Tournament::new(Settings::preset(Preset::Russian, "Кубок", 5)).unwrap();
        for (no, name) in [
            (1, "Белов Юрий"),
            (2, "Белова Анна"),
            (3, "Ким Ли"),
            (4, "Орлов Иван"),
        ] {
            let mut e = Entry::new(no, PlayerName::parse(name).unwrap()).unwrap();
            e.sex = Some(if no == 2 { Sex::W } else { Sex::M });
            t.add_entry(e).unwrap();
        }
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        t.publish_round(1).unwrap();
        let won = BoardReport::new(vec![GameReport::HomeWins, GameReport::HomeWins]);
        t.record_result(1, 1, &won).unwrap();
        let absent = BoardReport::two_hours_late(super::super::round::Seat::Away, 2);
        t.record_result(1, 2, &absent).unwrap();
        t.withdraw(2, 2).unwrap();
        t
    }

    fn report(t: &Tournament) -> ControllerReport {
        ControllerReport::new(ReportInput {
            id: 1,
            tournament: t,
            event: None,
            assistants: Vec::new(),
            incidents: &[],
            appeals: &[],
            fees: &FeeSchedule::default(),
            entry_fees: &[],
            result_days: Vec::new(),
            knockout: None,
        })
    }

    #[test]
    fn the_standings_carry_game_and_match_points_and_the_tie_breaks_the_event_ranks_on() {
        let t = russian();
        let r = report(&t);
        assert_eq!(r.ranked_on, "match-points");
        assert!(r.match_points);
        let labels: Vec<&str> = t.settings().tie_breaks.iter().map(|b| b.label()).collect();
        assert!(!labels.is_empty());
        assert_eq!(r.tie_breaks, labels);
        assert_eq!(r.tie_break_headings.len(), labels.len());
        let first = &r.standings[0];
        assert_eq!(first.name, "Белов Юрий");
        // 2-0 in games of 2-1-0: 4 game points, a match won: 2 match points, ranked on them.
        assert_eq!(first.game_points, "4");
        assert_eq!(first.match_points.as_deref(), Some("2"));
        assert_eq!(first.points, "2");
        assert_eq!(first.tie_breaks.len(), labels.len());
        let text = r.text();
        assert!(text.contains("ranked on match points, then"), "{text}");
        assert!(text.contains("2 match points, 4 game points"), "{text}");
    }

    #[test]
    fn a_russian_event_cites_its_own_book_or_names_the_rule_applied() {
        let t = russian();
        let r = report(&t);
        let absent: Vec<&ReportForfeit> = r
            .forfeits
            .iter()
            .filter(|f| f.kind == ForfeitKind::Absent)
            .collect();
        assert_eq!(absent.len(), 2, "{:?}", r.forfeits);
        for f in absent {
            assert_eq!(
                f.article,
                "no article in 002; 000 art. 2.24, the English Draughts Association's rule applied"
            );
            assert_eq!(f.sex, Some(Sex::M));
        }
        // The withdrawn player's sex travels with her, for the pages' words.
        assert_eq!(r.withdrawn[0].2, Some(Sex::W));
        assert_eq!(r.entries[1].sex, Some(Sex::W));
    }
}
