//! The tournament: settings, entries and rounds, and the commands a controller gives.
//! Every command checks everything first and changes nothing when it fails.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::entry::{Availability, Entry, EntryError, StartNo};
use super::no_game::{NoGame, TeamSeat};
use super::playoff::{PlayOff, PlayOffError};
use super::ranking::RankingError;
use super::round::{
    BallotRef, BoardList, BoardReport, ByeKind, Correction, Pairing, Round, RoundError, RoundState,
};
use super::settings::{Scoring, Settings, SettingsError};

/// A command the tournament refuses.
/// The most entries a tournament takes (the largest opens have a few thousand players; a file
/// of more is a mistake, and would hold the write lock for long).
pub const MAX_ENTRIES: usize = 10_000;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    #[error(transparent)]
    Settings(#[from] SettingsError),
    #[error(transparent)]
    Entry(#[from] EntryError),
    #[error(transparent)]
    Round(#[from] RoundError),
    #[error(transparent)]
    PlayOff(#[from] PlayOffError),
    #[error(transparent)]
    Ranking(#[from] RankingError),
    #[error("starting number {0} is already taken")]
    DuplicateStartNo(StartNo),
    #[error("there is no entry with starting number {0}")]
    UnknownEntry(StartNo),
    #[error(
        "the tournament is finished (all {rounds} rounds played, the last one closed): an entry now is a late entry and needs a reason"
    )]
    Finished { rounds: u32 },
    #[error("rounds: {paired} rounds are already paired, so the tournament cannot have {rounds}")]
    FewerRoundsThanPaired { rounds: u32, paired: u32 },
    #[error(
        "rounds: entry {entry} is withdrawn from round {round}, so the tournament cannot have {rounds}"
    )]
    FewerRoundsThanWithdrawal {
        rounds: u32,
        entry: StartNo,
        round: u32,
    },
    #[error(
        "round: entry {entry}'s {what} from round {round} is past the tournament's last round ({rounds})"
    )]
    RoundPastLast {
        entry: StartNo,
        round: u32,
        rounds: u32,
        what: &'static str,
    },
    #[error("a tournament takes at most {max} entries")]
    TooManyEntries { max: usize },
    #[error("there is no round {0}")]
    NoSuchRound(u32),
    #[error("all {0} rounds are already paired")]
    AllRoundsPaired(u32),
    #[error(
        "round {round} is still a draft: publish it and enter its results before pairing round {next}"
    )]
    PreviousRoundDraft { round: u32, next: u32 },
    #[error(
        "round {round} is missing results on board(s) {missing}: pair round {next} once they are in"
    )]
    PreviousRoundOpen {
        round: u32,
        next: u32,
        missing: BoardList,
    },
    #[error("only the last round ({last}) can be re-paired, not round {round}")]
    NotLastRound { round: u32, last: u32 },
    #[error("entry {entry} appears twice in the pairing of round {round}")]
    PairedTwice { entry: StartNo, round: u32 },
    #[error("entry {entry} cannot play itself")]
    SelfPairing { entry: StartNo },
    #[error("entry {entry} cannot be paired in round {round}: {why}")]
    NotAvailable {
        entry: StartNo,
        round: u32,
        why: &'static str,
    },
    #[error("entry {entry} is available in round {round} but is neither paired nor given a bye")]
    Unpaired { entry: StartNo, round: u32 },
    #[error("entries {a} and {b} must not be paired (same club or family)")]
    ForbiddenPairing { a: StartNo, b: StartNo },
    #[error("entries {a} and {b} must not be paired in round {round} (a prohibited pairing)")]
    ProhibitedPairing { a: StartNo, b: StartNo, round: u32 },
    #[error("a prohibited pairing names entry {0}, which is not in the tournament")]
    ProhibitionOfNoEntry(StartNo),
    #[error(
        "round {paired} is already paired: entry {entry} can only join as a late entry from round {next} or later"
    )]
    LateEntryNeeded {
        entry: StartNo,
        paired: u32,
        next: u32,
    },
    #[error(
        "entry {entry} cannot withdraw from round {round}: it is already paired there (re-pair the round first)"
    )]
    WithdrawalTooLate { entry: StartNo, round: u32 },
    #[error("entry {entry} cannot ask for a bye in round {round}: that round is already paired")]
    ByeTooLate { entry: StartNo, round: u32 },
    #[error("round {round} cannot be paired automatically: {why}")]
    AutoPairing { round: u32, why: String },
    #[error(
        "round {round} breaks pairing rules: {warnings}. Tick the confirmation to publish it anyway"
    )]
    UnconfirmedWarnings { round: u32, warnings: String },
    #[error(
        "the scoring cannot change: {results} result(s) of round(s) {rounds} (byes included) are already scored with it, and the change ({changes}) would re-score them; the scoring can change only until the first result is stored"
    )]
    ScoringLocked {
        results: usize,
        rounds: String,
        changes: String,
    },
    #[error(
        "the {what} cannot change: {paired} round(s) are paired with it; it changes only until round 1 is paired"
    )]
    PlayFixed { what: PlayFixed, paired: u32 },
}

/// What of the play is fixed once round 1 is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayFixed {
    Variant,
    GamesPerRound,
}

impl PlayFixed {
    pub const fn name(self) -> &'static str {
        match self {
            PlayFixed::Variant => "variant",
            PlayFixed::GamesPerRound => "games-per-round",
        }
    }
}

impl std::fmt::Display for PlayFixed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PlayFixed::Variant => "variant",
            PlayFixed::GamesPerRound => "number of games per round",
        })
    }
}

fn why(a: Availability) -> &'static str {
    match a {
        Availability::Available => "available",
        Availability::RequestedBye => "they asked for a bye",
        Availability::Withdrawn => "they have withdrawn",
        Availability::NotYetEntered => "they have not entered yet",
    }
}

/// A tournament and everything recorded in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    settings: Settings,
    entries: Vec<Entry>,
    rounds: Vec<Round>,
    /// Play-offs held after the last round (`playoff.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) playoffs: Vec<PlayOff>,
    /// The initial ranking as kept: the controller's order, fixed when a round is paired
    /// (`ranking.rs`); empty: the rule's order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    ranking: Vec<StartNo>,
    /// A team event's players without a board, by round and start number, as its team
    /// matches say it (`TeamEvent::seats`): derived, never stored with the tournament.
    #[serde(skip)]
    team_seats: BTreeMap<(u32, StartNo), TeamSeat>,
}

impl Tournament {
    /// A new tournament with no entries and no rounds.
    pub fn new(settings: Settings) -> Result<Tournament, TournamentError> {
        settings.check()?;
        Ok(Tournament {
            settings,
            entries: Vec::new(),
            rounds: Vec::new(),
            playoffs: Vec::new(),
            ranking: Vec::new(),
            team_seats: BTreeMap::new(),
        })
    }

    /// Rebuilds a tournament from stored parts, checking it as the commands would.
    pub fn from_parts(
        settings: Settings,
        entries: Vec<Entry>,
        rounds: Vec<Round>,
    ) -> Result<Tournament, TournamentError> {
        settings.check()?;
        let mut t = Tournament {
            settings,
            entries: Vec::new(),
            rounds: Vec::new(),
            playoffs: Vec::new(),
            ranking: Vec::new(),
            team_seats: BTreeMap::new(),
        };
        for e in &entries {
            e.check()?;
        }
        t.entries = entries;
        // Sorted by start number (as `entry` looks them up), a number twice side by side.
        t.entries.sort_by_key(|e| e.no);
        if let Some(w) = t.entries.windows(2).find(|w| w[0].no == w[1].no) {
            return Err(TournamentError::DuplicateStartNo(w[0].no));
        }
        t.check_prohibited(&t.settings)?;
        for r in &rounds {
            for b in r.boards() {
                for e in b.pairing.entries() {
                    t.entry(e).ok_or(TournamentError::UnknownEntry(e))?;
                }
            }
        }
        t.rounds = rounds;
        Ok(t)
    }

    /// Changes the settings a controller may change once the tournament exists: name, venue,
    /// dates, chief controller, number of rounds, time control, tie-breaks and scoring; the
    /// variant and the games per round until round 1 is paired (a new variant brings the
    /// ballot `new` has, which the caller makes suit it). The system stays as created; the
    /// ballot otherwise has its own command. Refused: settings that do not check, fewer
    /// rounds than are already paired, a new variant or number of games once a round is
    /// paired, a scoring change once points are stored
    /// ([`Tournament::check_scoring_change`]).
    pub fn change_settings(&mut self, new: Settings) -> Result<(), TournamentError> {
        let mut s = new;
        s.system = self.settings.system;
        if s.variant == self.settings.variant {
            s.ballot = self.settings.ballot.clone();
        }
        s.check()?;
        let paired = self.rounds.len() as u32;
        // Every game of a paired round is laid out for its variant and its number of games
        // (and a game record is checked against the variant): both are fixed from round 1 on.
        for (what, changed) in [
            (PlayFixed::Variant, s.variant != self.settings.variant),
            (
                PlayFixed::GamesPerRound,
                s.games_per_round != self.settings.games_per_round,
            ),
        ] {
            if changed && paired > 0 {
                return Err(TournamentError::PlayFixed { what, paired });
            }
        }
        if s.rounds < paired {
            return Err(TournamentError::FewerRoundsThanPaired {
                rounds: s.rounds,
                paired,
            });
        }
        if let Some(e) = self
            .entries
            .iter()
            .find(|e| e.withdrawn_from.is_some_and(|r| r > s.rounds + 1))
        {
            return Err(TournamentError::FewerRoundsThanWithdrawal {
                rounds: s.rounds,
                entry: e.no,
                round: e.withdrawn_from.unwrap_or_default(),
            });
        }
        self.check_scoring_change(&s.scoring)?;
        self.check_prohibited(&s)?;
        self.settings = s;
        Ok(())
    }

    /// The prohibited pairings of `s` name entries of the tournament.
    fn check_prohibited(&self, s: &Settings) -> Result<(), TournamentError> {
        match s
            .prohibited
            .iter()
            .flat_map(|p| &p.players)
            .find(|&&no| self.entry(no).is_none())
        {
            Some(&no) => Err(TournamentError::ProhibitionOfNoEntry(no)),
            None => Ok(()),
        }
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The results stored (byes included) and the rounds holding them.
    fn scored_results(&self) -> (usize, Vec<u32>) {
        let mut results = 0;
        let mut rounds = Vec::new();
        for r in &self.rounds {
            let scored = r
                .boards()
                .iter()
                .flat_map(|b| &b.games)
                .filter(|g| g.first_result.is_some() || g.second_result.is_some())
                .count();
            if scored > 0 {
                results += scored;
                rounds.push(r.number());
            }
        }
        (results, rounds)
    }

    /// Whether the scoring is fixed: a result is stored ([`Tournament::check_scoring_change`]).
    pub fn scoring_locked(&self) -> bool {
        self.scored_results().0 > 0
    }

    /// Whether the scoring may become `new`.
    ///
    /// The rule: the scoring (game points, bye and forfeit points, match points, ranking and
    /// pairing basis) may change freely until the first result is stored, even once a round is
    /// paired; from then on only a form that leaves it as it is passes. Each result keeps the
    /// points it earned when it was entered (a bye's when its round was paired), and the match
    /// points, standings and score groups of later rounds are made from them: a new scoring
    /// would leave stored points that disagree with it, or change standings already published.
    pub fn check_scoring_change(&self, new: &Scoring) -> Result<(), TournamentError> {
        let changes = self.settings.scoring.changes(new);
        if changes.is_empty() {
            return Ok(());
        }
        let (results, rounds) = self.scored_results();
        if results == 0 {
            return Ok(());
        }
        Err(TournamentError::ScoringLocked {
            results,
            rounds: rounds
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            changes: changes.join("; "),
        })
    }

    /// Entries in starting-number order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entry of start number `no` (the entries are kept in start-number order).
    pub fn entry(&self, no: StartNo) -> Option<&Entry> {
        self.entries
            .binary_search_by_key(&no, |e| e.no)
            .ok()
            .map(|i| &self.entries[i])
    }

    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    pub fn round(&self, number: u32) -> Option<&Round> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
    }

    fn round_mut(&mut self, number: u32) -> Result<&mut Round, TournamentError> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get_mut(i as usize))
            .ok_or(TournamentError::NoSuchRound(number))
    }

    /// Rounds whose results are complete, counted from round 1 without a gap.
    pub fn rounds_played(&self) -> u32 {
        self.rounds
            .iter()
            .take_while(|r| r.state().is_complete())
            .count() as u32
    }

    /// The next free starting number.
    pub fn next_start_no(&self) -> StartNo {
        self.entries.iter().map(|e| e.no).max().unwrap_or(0) + 1
    }

    /// Adds an entry. Once a round is paired, only a late entry for a later round is accepted.
    pub fn add_entry(&mut self, entry: Entry) -> Result<(), TournamentError> {
        entry.check()?;
        if self.entries.len() >= MAX_ENTRIES {
            return Err(TournamentError::TooManyEntries { max: MAX_ENTRIES });
        }
        if self.entry(entry.no).is_some() {
            return Err(TournamentError::DuplicateStartNo(entry.no));
        }
        let paired = self.rounds.len() as u32;
        if paired > 0 && entry.late_from.is_none_or(|l| l <= paired) {
            return Err(TournamentError::LateEntryNeeded {
                entry: entry.no,
                paired,
                next: paired + 1,
            });
        }
        for f in &entry.forbidden {
            self.entry(*f).ok_or(TournamentError::UnknownEntry(*f))?;
        }
        let pos = self.entries.partition_point(|e| e.no < entry.no);
        self.entries.insert(pos, entry);
        Ok(())
    }

    /// The round a new entry joins from: the next one once rounds are paired.
    pub fn joins_from(&self) -> Option<u32> {
        let paired = self.rounds.len() as u32;
        (paired > 0).then_some(paired + 1)
    }

    /// The play-offs held after the last round, in the order they were recorded.
    pub fn playoffs(&self) -> &[PlayOff] {
        &self.playoffs
    }

    /// Whether every round's results are in (the last round may still be open for corrections).
    pub fn all_rounds_played(&self) -> bool {
        self.settings.rounds > 0 && self.rounds_played() >= self.settings.rounds
    }

    /// Whether the tournament is finished: its last round is paired and closed.
    pub fn is_finished(&self) -> bool {
        self.settings.rounds > 0
            && self.rounds.len() as u32 >= self.settings.rounds
            && self.rounds.last().map(Round::state) == Some(RoundState::Closed)
    }

    /// Whether new entries are taken: a finished tournament takes them only as late entries
    /// with a reason (`late`, at most [`MAX_REASON`](crate::domain::round::MAX_REASON) characters), which is returned trimmed
    /// for the audit log.
    pub fn accepts_entries<'a>(
        &self,
        late: Option<&'a str>,
    ) -> Result<Option<&'a str>, TournamentError> {
        let late = super::round::reason(late)?;
        if self.is_finished() && late.is_none() {
            return Err(TournamentError::Finished {
                rounds: self.settings.rounds,
            });
        }
        Ok(late)
    }

    /// Replaces the details of entry `edited.no` (name, federation, ids, rating, title, club,
    /// birth date), not its number, withdrawal, byes or forbidden pairings.
    pub fn edit_entry(&mut self, edited: &Entry) -> Result<(), TournamentError> {
        edited.check()?;
        let e = self
            .entries
            .iter_mut()
            .find(|e| e.no == edited.no)
            .ok_or(TournamentError::UnknownEntry(edited.no))?;
        e.name = edited.name.clone();
        e.surname = edited.surname.clone();
        e.given_name = edited.given_name.clone();
        e.federation = edited.federation.clone();
        e.fmjd_id = edited.fmjd_id.clone();
        e.national_id = edited.national_id.clone();
        e.rating = edited.rating;
        e.title = edited.title.clone();
        e.women_title = edited.women_title.clone();
        e.women_rating = edited.women_rating;
        e.club = edited.club.clone();
        e.birth_date = edited.birth_date;
        e.sex = edited.sex;
        Ok(())
    }

    /// Withdraws an entry from `round` on; rounds already paired with it must be re-paired first.
    pub fn withdraw(&mut self, no: StartNo, round: u32) -> Result<(), TournamentError> {
        if round == 0 {
            return Err(EntryError::BadRound {
                no,
                round,
                what: "withdrawal",
            }
            .into());
        }
        if round > self.settings.rounds {
            return Err(TournamentError::RoundPastLast {
                entry: no,
                round,
                rounds: self.settings.rounds,
                what: "withdrawal",
            });
        }
        let paired_in = self.rounds.iter().any(|r| {
            r.number() >= round
                && r.board_of(no).is_some_and(|b| {
                    !matches!(
                        b.pairing,
                        Pairing::Bye {
                            kind: ByeKind::Withdrawn,
                            ..
                        }
                    )
                })
        });
        if paired_in {
            return Err(TournamentError::WithdrawalTooLate { entry: no, round });
        }
        let e = self
            .entries
            .iter_mut()
            .find(|e| e.no == no)
            .ok_or(TournamentError::UnknownEntry(no))?;
        let mut changed = e.clone();
        changed.withdrawn_from = Some(round);
        changed.check()?;
        *e = changed;
        Ok(())
    }

    /// Records a requested bye for a round not yet paired.
    /// Disqualifies entry `no` (000 art. 6.9 (c)): not paired from round `from` on; with
    /// `annul`, their games no longer count in the standings (see `book::disqualifying`).
    pub fn disqualify(
        &mut self,
        no: StartNo,
        from: u32,
        annul: bool,
    ) -> Result<(), TournamentError> {
        let e = self
            .entries
            .iter_mut()
            .find(|e| e.no == no)
            .ok_or(TournamentError::UnknownEntry(no))?;
        e.disqualified_from = Some(from);
        e.games_annulled = annul;
        Ok(())
    }

    /// Lifts the disqualification of entry `no`: paired again from the next round paired.
    pub fn lift_disqualification(&mut self, no: StartNo) -> Result<(), TournamentError> {
        let e = self
            .entries
            .iter_mut()
            .find(|e| e.no == no)
            .ok_or(TournamentError::UnknownEntry(no))?;
        e.disqualified_from = None;
        e.games_annulled = false;
        Ok(())
    }

    pub fn request_bye(&mut self, no: StartNo, round: u32) -> Result<(), TournamentError> {
        let paired = self.rounds.len() as u32;
        let e = self
            .entries
            .iter_mut()
            .find(|e| e.no == no)
            .ok_or(TournamentError::UnknownEntry(no))?;
        if round != 0 && round <= paired {
            return Err(TournamentError::ByeTooLate { entry: no, round });
        }
        if round == 0 {
            return Err(EntryError::BadRound {
                no,
                round,
                what: "requested bye",
            }
            .into());
        }
        e.requested_byes.insert(round);
        Ok(())
    }

    /// Leaves entry `no` out of round `round`, not yet paired, scoring nothing: absent, not
    /// a bye worth points (a requested bye of zero points, TRF-2026's zero-point bye). The
    /// controller's choice for a player who did not check in.
    pub fn leave_out(&mut self, no: StartNo, round: u32) -> Result<(), TournamentError> {
        self.request_bye(no, round)?;
        let e = self
            .entries
            .iter_mut()
            .find(|e| e.no == no)
            .ok_or(TournamentError::UnknownEntry(no))?;
        e.bye_points.insert(round, super::Points::ZERO);
        Ok(())
    }

    /// Checks pairings for round `number` and adds the byes of entries that cannot play.
    fn complete_pairings(
        &self,
        number: u32,
        pairings: &[Pairing],
    ) -> Result<Vec<Pairing>, TournamentError> {
        let mut seen = std::collections::BTreeSet::new();
        // The entries by start number, looked up once per board.
        let by_no: std::collections::HashMap<StartNo, &Entry> =
            self.entries.iter().map(|e| (e.no, e)).collect();
        let entry = |no: StartNo| by_no.get(&no).copied();
        for p in pairings {
            if let Pairing::Game { home, away } = *p {
                if home == away {
                    return Err(TournamentError::SelfPairing { entry: home });
                }
                let h = entry(home).ok_or(TournamentError::UnknownEntry(home))?;
                if h.forbidden.contains(&away)
                    || entry(away).is_some_and(|a| a.forbidden.contains(&home))
                {
                    return Err(TournamentError::ForbiddenPairing { a: home, b: away });
                }
                if self.settings.prohibits(home, away, number) {
                    return Err(TournamentError::ProhibitedPairing {
                        a: home,
                        b: away,
                        round: number,
                    });
                }
            }
            for e in p.entries() {
                let entry = entry(e).ok_or(TournamentError::UnknownEntry(e))?;
                if !seen.insert(e) {
                    return Err(TournamentError::PairedTwice {
                        entry: e,
                        round: number,
                    });
                }
                let a = entry.availability(number);
                let fits = match *p {
                    Pairing::Game { .. }
                    | Pairing::Bye {
                        kind: ByeKind::Pairing,
                        ..
                    } => a == Availability::Available,
                    Pairing::Bye {
                        kind: ByeKind::Requested,
                        ..
                    } => a == Availability::RequestedBye,
                    Pairing::Bye {
                        kind: ByeKind::Withdrawn,
                        ..
                    } => a == Availability::Withdrawn,
                    Pairing::Bye {
                        kind: ByeKind::NotEntered,
                        ..
                    } => a == Availability::NotYetEntered,
                };
                if !fits {
                    return Err(TournamentError::NotAvailable {
                        entry: e,
                        round: number,
                        why: why(a),
                    });
                }
            }
        }
        let mut all = pairings.to_vec();
        for e in &self.entries {
            if seen.contains(&e.no) {
                continue;
            }
            let kind = match e.availability(number) {
                // A team event's player not put up in a line-up rests: no board.
                Availability::Available if self.settings.team.is_some() => continue,
                Availability::Available => {
                    return Err(TournamentError::Unpaired {
                        entry: e.no,
                        round: number,
                    });
                }
                Availability::RequestedBye => ByeKind::Requested,
                Availability::Withdrawn => ByeKind::Withdrawn,
                Availability::NotYetEntered => ByeKind::NotEntered,
            };
            all.push(Pairing::Bye { entry: e.no, kind });
        }
        Ok(all)
    }

    /// The number of the next round to pair, or why it cannot be paired yet: every round is
    /// paired, or the previous round is a draft or still missing results.
    pub fn next_round(&self) -> Result<u32, TournamentError> {
        let next = self.rounds.len() as u32 + 1;
        if next > self.settings.rounds {
            return Err(TournamentError::AllRoundsPaired(self.settings.rounds));
        }
        if let Some(prev) = self.rounds.last() {
            match prev.state {
                RoundState::Draft => {
                    return Err(TournamentError::PreviousRoundDraft {
                        round: prev.number,
                        next,
                    });
                }
                RoundState::Published => {
                    return Err(TournamentError::PreviousRoundOpen {
                        round: prev.number,
                        next,
                        missing: BoardList(prev.missing_boards()),
                    });
                }
                RoundState::ResultsComplete | RoundState::Closed => {}
            }
        }
        Ok(next)
    }

    /// Checks a pairing for round `number` as `pair_round` and `repair_round` would, without
    /// changing anything: unknown entries, entries paired twice or not at all, entries that
    /// cannot play, forbidden pairs.
    pub fn check_pairings(&self, number: u32, pairings: &[Pairing]) -> Result<(), TournamentError> {
        self.complete_pairings(number, pairings).map(|_| ())
    }

    /// Pairs the next round as a draft. Refused while the previous round has missing results.
    /// Entries that asked for a bye, have withdrawn or have not entered yet get their bye
    /// boards without being listed.
    pub fn pair_round(
        &mut self,
        pairings: &[Pairing],
        ballot: Option<BallotRef>,
    ) -> Result<u32, TournamentError> {
        let next = self.next_round()?;
        let all = self.complete_pairings(next, pairings)?;
        let mut round = self.draft(next, &all);
        round.ballot = ballot;
        // C.04.2: the pairing numbers the round was paired with are kept (late entries
        // placed in them), so that a later rating correction does not renumber the field.
        self.ranking = self.initial_ranking();
        self.rounds.push(round);
        Ok(next)
    }

    /// The same tournament with its team event's players without a board (made by
    /// `TeamEvent::seats` from the same tournament).
    pub fn with_team_seats(mut self, seats: BTreeMap<(u32, StartNo), TeamSeat>) -> Tournament {
        self.team_seats = seats;
        self
    }

    /// What a team event's team matches say of player `no`, without a board in round
    /// `round`: a board won by default, resting, the team absent or with the bye.
    pub fn team_seat(&self, round: u32, no: StartNo) -> Option<&TeamSeat> {
        self.team_seats.get(&(round, no))
    }

    /// Why player `no` has no game against an opponent in round `round`: the bye of their
    /// board, what the team matches say, or not paired; `None` when they have an opponent
    /// (or the round is not paired).
    pub fn no_game(&self, round: u32, no: StartNo) -> Option<NoGame> {
        let r = self.round(round)?;
        match r.board_of(no).map(|b| b.pairing) {
            Some(Pairing::Bye { kind, .. }) => Some(NoGame::of_bye(kind)),
            Some(Pairing::Game { .. }) => None,
            None => Some(
                self.team_seat(round, no)
                    .map_or(NoGame::NotPaired, |s| s.kind),
            ),
        }
    }

    /// The initial ranking (C.04.2): start numbers in pairing-number order, the first has
    /// pairing number 1 (`ranking.rs`).
    pub fn initial_ranking(&self) -> Vec<StartNo> {
        super::ranking::initial_ranking(
            &self.settings,
            &self.entries,
            &self.ranking,
            self.rounds.len() as u32,
        )
    }

    /// The pairing number of every entry, by start number.
    pub fn pairing_numbers(&self) -> std::collections::BTreeMap<StartNo, u32> {
        self.initial_ranking()
            .into_iter()
            .enumerate()
            .map(|(i, no)| (no, i as u32 + 1))
            .collect()
    }

    /// The initial ranking as kept with the tournament (empty: the rule's order).
    pub fn kept_ranking(&self) -> &[StartNo] {
        &self.ranking
    }

    /// The tournament with a kept initial ranking, as stored.
    pub fn with_ranking(mut self, kept: Vec<StartNo>) -> Tournament {
        self.ranking = kept;
        self
    }

    /// The controller's order of the initial ranking (C.04.2: the data the rule ranks by may
    /// be corrected): every entry once, taken only until round 1 is paired; `None` goes back
    /// to the rule's order.
    pub fn set_ranking(&mut self, order: Option<Vec<StartNo>>) -> Result<(), TournamentError> {
        if !self.rounds.is_empty() {
            return Err(RankingError::Paired.into());
        }
        match order {
            Some(order) => {
                super::ranking::check_order(&self.entries, &order)?;
                self.ranking = order;
            }
            None => self.ranking.clear(),
        }
        Ok(())
    }

    /// A draft round of these pairings, each requested bye worth what its entry asked for
    /// (`Entry::bye_value`).
    fn draft(&self, number: u32, all: &[Pairing]) -> Round {
        let mut round = Round::draft(
            number,
            all,
            self.settings.games_per_round,
            &self.settings.scoring,
        );
        for b in &mut round.boards {
            let Pairing::Bye {
                entry,
                kind: ByeKind::Requested,
            } = b.pairing
            else {
                continue;
            };
            let Some(e) = self.entry(entry) else { continue };
            let points = e.bye_value(number, self.settings.scoring.requested_bye);
            for g in &mut b.games {
                if let Some(side) = g.first_result.as_mut() {
                    side.points = points;
                }
            }
        }
        round
    }

    /// Replaces the pairing of the last round, which must be a draft or have no results yet.
    pub fn repair_round(
        &mut self,
        number: u32,
        pairings: &[Pairing],
        ballot: Option<BallotRef>,
    ) -> Result<(), TournamentError> {
        let last = self.rounds.len() as u32;
        if number != last {
            return Err(TournamentError::NotLastRound {
                round: number,
                last,
            });
        }
        let old = self
            .round(number)
            .ok_or(TournamentError::NoSuchRound(number))?;
        old.check_repairable()?;
        let state = old.state;
        let all = self.complete_pairings(number, pairings)?;
        let mut round = self.draft(number, &all);
        round.ballot = ballot;
        round.state = state;
        self.rounds[number as usize - 1] = round;
        Ok(())
    }

    /// Round `round`, whose ballot may still change: refused once its results are complete.
    fn ballot_round_mut(&mut self, round: u32) -> Result<&mut Round, TournamentError> {
        let r = self.round_mut(round)?;
        if r.state().is_complete() {
            return Err(RoundError::BallotLocked {
                round,
                state: r.state(),
            }
            .into());
        }
        Ok(r)
    }

    /// Sets the opening balloted for one board.
    pub fn set_board_ballot(
        &mut self,
        round: u32,
        board: u32,
        ballot: Option<BallotRef>,
    ) -> Result<(), TournamentError> {
        let r = self.ballot_round_mut(round)?;
        let b = r
            .boards
            .iter_mut()
            .find(|b| b.number == board)
            .ok_or(RoundError::NoSuchBoard { round, board })?;
        b.ballot = ballot;
        Ok(())
    }

    /// Sets the opening balloted for the whole round (refused once its results are complete,
    /// like a board's).
    pub fn set_round_ballot(
        &mut self,
        round: u32,
        ballot: Option<BallotRef>,
    ) -> Result<(), TournamentError> {
        let r = self.ballot_round_mut(round)?;
        r.ballot = ballot;
        Ok(())
    }

    pub fn publish_round(&mut self, number: u32) -> Result<(), TournamentError> {
        Ok(self.round_mut(number)?.publish()?)
    }

    /// Takes a published round back to draft while no result has been entered; only the last
    /// round can go back.
    pub fn unpublish_round(&mut self, number: u32) -> Result<(), TournamentError> {
        let last = self.rounds.len() as u32;
        if number != last {
            self.round(number)
                .ok_or(TournamentError::NoSuchRound(number))?;
            return Err(TournamentError::NotLastRound {
                round: number,
                last,
            });
        }
        Ok(self.round_mut(number)?.unpublish()?)
    }

    /// Enters a board's result, or corrects it when its round is closed: a closed round takes
    /// a result only as a correction with a reason (kept with the correction); an open round
    /// needs none. Returns the correction made, if any.
    pub fn enter_result(
        &mut self,
        round: u32,
        board: u32,
        report: &BoardReport,
        reason: Option<&str>,
    ) -> Result<Option<Correction>, TournamentError> {
        let state = self
            .round(round)
            .ok_or(TournamentError::NoSuchRound(round))?
            .state();
        match (state, reason.filter(|r| !r.trim().is_empty())) {
            (RoundState::Closed, Some(r)) => {
                Ok(Some(self.correct_result(round, board, report, r)?))
            }
            (RoundState::Closed, None) => Err(RoundError::Closed { round }.into()),
            _ => {
                self.record_result(round, board, report)?;
                Ok(None)
            }
        }
    }

    /// Enters the results of several boards of a round at once, as [`Self::record_result`]
    /// each (a file's round, in the time of its boards). Refused as a whole at the first
    /// board refused: its place in `reports` and why; nothing is then recorded.
    pub fn record_results(
        &mut self,
        round: u32,
        reports: &[(u32, BoardReport)],
    ) -> Result<(), (usize, TournamentError)> {
        let scoring = self.settings.scoring;
        let r = self.round_mut(round).map_err(|e| (0, e))?;
        r.record_all(reports, &scoring)
            .map_err(|(i, e)| (i, e.into()))
    }

    /// Enters a board's result (000 art. 2.24, 2.25 and 3.10 are applied).
    pub fn record_result(
        &mut self,
        round: u32,
        board: u32,
        report: &BoardReport,
    ) -> Result<(), TournamentError> {
        let scoring = self.settings.scoring;
        Ok(self.round_mut(round)?.record(board, report, &scoring)?)
    }

    pub fn close_round(&mut self, number: u32) -> Result<(), TournamentError> {
        Ok(self.round_mut(number)?.close()?)
    }

    /// Corrects a result of a closed round; the returned correction carries the reason.
    pub fn correct_result(
        &mut self,
        round: u32,
        board: u32,
        report: &BoardReport,
        reason: &str,
    ) -> Result<Correction, TournamentError> {
        let scoring = self.settings.scoring;
        Ok(self
            .round_mut(round)?
            .correct(board, report, reason, &scoring)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Points;
    use crate::domain::entry::PlayerName;
    use crate::domain::round::GameReport;
    use crate::domain::settings::Preset;

    fn entry(no: StartNo) -> Entry {
        Entry::new(no, PlayerName::parse(&format!("Player {no}")).unwrap()).unwrap()
    }

    /// Entries given in any order are kept by start number and each is found by it; a
    /// number given twice is refused, wherever the two are.
    #[test]
    fn entries_from_parts_are_found_by_number_and_a_number_twice_is_refused() {
        let s = || Settings::preset(Preset::FmjdInternational, "T", 3);
        let t = Tournament::from_parts(s(), vec![entry(5), entry(1), entry(3)], vec![]).unwrap();
        let nos: Vec<StartNo> = t.entries().iter().map(|e| e.no).collect();
        assert_eq!(nos, [1, 3, 5]);
        for no in [1, 3, 5] {
            assert_eq!(t.entry(no).map(|e| e.no), Some(no));
        }
        assert!(t.entry(2).is_none() && t.entry(6).is_none() && t.entry(0).is_none());
        let twice = Tournament::from_parts(s(), vec![entry(3), entry(1), entry(3)], vec![]);
        assert!(matches!(twice, Err(TournamentError::DuplicateStartNo(3))));
    }

    /// A round's results recorded at once: refused as a whole at the first board refused,
    /// named by its place, the round unchanged; accepted, the round is complete.
    #[test]
    fn results_recorded_at_once_are_all_or_nothing() {
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "T", 3)).unwrap();
        for no in 1..=5 {
            t.add_entry(entry(no)).unwrap();
        }
        let games = [
            Pairing::game(1, 2),
            Pairing::game(3, 4),
            Pairing::pairing_bye(5),
        ];
        t.pair_round(&games, None).unwrap();
        t.publish_round(1).unwrap();
        let win = BoardReport::new(vec![GameReport::HomeWins]);
        let draw = BoardReport::new(vec![GameReport::Draw]);
        let before = t.clone();
        let e = t
            .record_results(1, &[(1, win.clone()), (3, draw.clone())])
            .unwrap_err();
        assert_eq!(e.0, 1, "{e:?}");
        assert_eq!(t, before);
        t.record_results(1, &[(2, draw), (1, win)]).unwrap();
        assert!(t.round(1).unwrap().state().is_complete());
        assert!(t.round(1).unwrap().board(2).unwrap().has_result());
    }

    #[test]
    fn an_edit_replaces_the_details_but_not_the_status() {
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "T", 3)).unwrap();
        t.add_entry(entry(1)).unwrap();
        t.request_bye(1, 2).unwrap();
        let mut edited = entry(1);
        edited.title = Some("MF".into());
        edited.women_title = Some("GMIF".into());
        edited.women_rating = Some(2210);
        edited.rating = Some(2301);
        t.edit_entry(&edited).unwrap();
        let e = t.entry(1).unwrap();
        assert_eq!(e.women_title.as_deref(), Some("GMIF"));
        assert_eq!(e.women_rating, Some(2210));
        assert_eq!((e.title.as_deref(), e.rating), (Some("MF"), Some(2301)));
        assert!(
            e.requested_byes.contains(&2),
            "byes are not the form's to change"
        );
        edited.women_title = Some("x".repeat(crate::domain::entry::MAX_TITLE + 1));
        assert!(t.edit_entry(&edited).is_err());
        assert_eq!(t.entry(1).unwrap().women_title.as_deref(), Some("GMIF"));
    }

    #[test]
    fn the_variant_and_the_games_change_until_round_1_is_paired() {
        use draughts_rules::Variant;
        let mut t = Tournament::new(Preset::Russian.settings("T", 3)).unwrap();
        for n in 1..=4 {
            t.add_entry(entry(n)).unwrap();
        }
        let mut s = t.settings().clone();
        s.variant = Variant::Brazilian;
        s.games_per_round = 4;
        s.ballot = Preset::Brazilian.settings("T", 3).ballot;
        t.change_settings(s).unwrap();
        assert_eq!(t.settings().variant, Variant::Brazilian);
        assert_eq!(t.settings().games_per_round, 4);
        assert_eq!(t.settings().ballot.deck_name(), Some("idf-brazilian"));
        // The same variant keeps the ballot: it has its own command.
        let mut s = t.settings().clone();
        s.ballot = crate::domain::Ballot::None;
        t.change_settings(s).unwrap();
        assert_eq!(t.settings().ballot.deck_name(), Some("idf-brazilian"));
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        assert_eq!(t.round(1).unwrap().boards()[0].games.len(), 4);
        let before = t.settings().clone();
        for (what, change) in [
            (
                PlayFixed::Variant,
                (|s: &mut Settings| s.variant = Variant::Russian) as fn(&mut Settings),
            ),
            (PlayFixed::GamesPerRound, |s: &mut Settings| {
                s.games_per_round = 2
            }),
        ] {
            let mut s = before.clone();
            change(&mut s);
            assert_eq!(
                t.change_settings(s),
                Err(TournamentError::PlayFixed { what, paired: 1 })
            );
            assert_eq!(t.settings(), &before, "nothing changed");
        }
        // The rest of the settings still change.
        let mut s = before.clone();
        s.venue = "Recife".into();
        t.change_settings(s).unwrap();
        assert_eq!(t.settings().venue, "Recife");
    }

    #[test]
    fn a_tournament_takes_at_most_max_entries() {
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "T", 3)).unwrap();
        for n in 1..=MAX_ENTRIES as StartNo {
            t.add_entry(entry(n)).unwrap();
        }
        let next = MAX_ENTRIES as StartNo + 1;
        assert_eq!(
            t.add_entry(entry(next)),
            Err(TournamentError::TooManyEntries { max: MAX_ENTRIES })
        );
        assert_eq!(t.entries().len(), MAX_ENTRIES);
    }

    #[test]
    fn a_finished_tournament_takes_entries_only_with_a_reason() {
        let mut t = four();
        t.change_settings({
            let mut s = t.settings().clone();
            s.rounds = 1;
            s
        })
        .unwrap();
        assert_eq!(t.accepts_entries(None), Ok(None));
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        t.publish_round(1).unwrap();
        for b in 1..=2 {
            t.record_result(1, b, &BoardReport::new(vec![GameReport::Draw]))
                .unwrap();
        }
        t.close_round(1).unwrap();
        assert!(t.is_finished());
        assert_eq!(
            t.accepts_entries(Some("  ")),
            Err(TournamentError::Finished { rounds: 1 })
        );
        assert_eq!(t.accepts_entries(Some(" late ")), Ok(Some("late")));
    }

    fn four() -> Tournament {
        let mut t = Tournament::new(Settings::preset(Preset::FmjdInternational, "T", 3)).unwrap();
        for n in 1..=4 {
            t.add_entry(entry(n)).unwrap();
        }
        t
    }

    fn scoring_3_1_0(t: &Tournament) -> Scoring {
        Scoring {
            win: Points::whole(3),
            ..t.settings().scoring
        }
    }

    #[test]
    fn the_scoring_may_change_until_the_first_result_is_stored() {
        let mut t = four();
        let new = scoring_3_1_0(&t);
        assert_eq!(t.check_scoring_change(&new), Ok(()));
        // A paired round without results: nothing has been scored yet.
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        t.publish_round(1).unwrap();
        assert_eq!(t.check_scoring_change(&new), Ok(()));
        t.record_result(1, 2, &BoardReport::new(vec![GameReport::Draw]))
            .unwrap();
        let err = t.check_scoring_change(&new).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the scoring cannot change: 1 result(s) of round(s) 1 (byes included) are already scored with it, and the change (win: 2 → 3) would re-score them; the scoring can change only until the first result is stored"
        );
        // Leaving the scoring as it is always passes.
        assert_eq!(
            t.check_scoring_change(&t.settings().scoring.clone()),
            Ok(())
        );
        // So does no other kind of change: the ranking basis and match points are refused too.
        let ranked = Scoring {
            match_points: Some(crate::domain::settings::MatchScoring {
                win: Points::whole(2),
                draw: Points::whole(1),
                loss: Points::ZERO,
            }),
            ranks_by: crate::domain::settings::ScoreBasis::MatchPoints,
            ..t.settings().scoring
        };
        let err = t.check_scoring_change(&ranked).unwrap_err().to_string();
        assert!(
            err.contains("match points: none → 2/1/0; ranked by: game-points → match-points"),
            "{err}"
        );
    }

    #[test]
    fn a_pairing_bye_is_a_stored_result_that_locks_the_scoring() {
        let mut t = four();
        t.add_entry(entry(5)).unwrap();
        t.pair_round(
            &[
                Pairing::game(1, 2),
                Pairing::game(3, 4),
                Pairing::pairing_bye(5),
            ],
            None,
        )
        .unwrap();
        let err = t.check_scoring_change(&scoring_3_1_0(&t)).unwrap_err();
        assert!(matches!(
            err,
            TournamentError::ScoringLocked { results: 1, .. }
        ));
    }

    #[test]
    fn pairing_the_next_round_needs_every_result() {
        let mut t = four();
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        let err = t
            .pair_round(&[Pairing::game(1, 3), Pairing::game(2, 4)], None)
            .unwrap_err();
        assert!(matches!(
            err,
            TournamentError::PreviousRoundDraft { round: 1, next: 2 }
        ));
        t.publish_round(1).unwrap();
        t.record_result(1, 2, &BoardReport::new(vec![GameReport::Draw]))
            .unwrap();
        let err = t
            .pair_round(&[Pairing::game(1, 3), Pairing::game(2, 4)], None)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "round 1 is missing results on board(s) 1: pair round 2 once they are in"
        );
        let err = t
            .repair_round(1, &[Pairing::game(1, 3), Pairing::game(2, 4)], None)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "round 1 already has results on board(s) 2: it cannot be re-paired"
        );
        t.record_result(1, 1, &BoardReport::new(vec![GameReport::HomeWins]))
            .unwrap();
        assert_eq!(
            t.pair_round(&[Pairing::game(1, 3), Pairing::game(2, 4)], None),
            Ok(2)
        );
    }

    #[test]
    fn publishing_over_broken_rules_needs_a_confirmation() {
        let mut t = four();
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        assert_eq!(t.publish_round_checked(1, false), Ok(vec![]));
        for b in 1..=2 {
            t.record_result(1, b, &BoardReport::new(vec![GameReport::Draw]))
                .unwrap();
        }
        t.pair_round(&[Pairing::game(2, 1), Pairing::game(3, 4)], None)
            .unwrap();
        let before = t.clone();
        let err = t.publish_round_checked(2, false).unwrap_err();
        assert!(
            err.to_string().starts_with(
                "round 2 breaks pairing rules: rematch (C.04.1 art. 2: two players do not meet more than once): 2 and 1 already played each other in round 1; rematch"
            ),
            "{err}"
        );
        assert_eq!(t, before);
        let w = t.publish_round_checked(2, true).unwrap();
        assert_eq!(w.len(), 2);
        assert_eq!(t.round(2).unwrap().state(), RoundState::Published);
        // Back to draft while no result is in; not once one is.
        t.unpublish_round(2).unwrap();
        assert_eq!(t.round(2).unwrap().state(), RoundState::Draft);
        assert!(matches!(
            t.unpublish_round(1),
            Err(TournamentError::NotLastRound { round: 1, last: 2 })
        ));
        t.publish_round(2).unwrap();
        t.record_result(2, 1, &BoardReport::new(vec![GameReport::Draw]))
            .unwrap();
        assert_eq!(
            t.unpublish_round(2).unwrap_err().to_string(),
            "round 2 already has results on board(s) 1: it cannot go back to draft"
        );
    }

    #[test]
    fn bad_pairings_are_refused_and_change_nothing() {
        let mut t = four();
        let before = t.clone();
        assert_eq!(
            t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 9)], None),
            Err(TournamentError::UnknownEntry(9))
        );
        assert_eq!(
            t.pair_round(&[Pairing::game(1, 2), Pairing::game(2, 3)], None),
            Err(TournamentError::PairedTwice { entry: 2, round: 1 })
        );
        assert_eq!(
            t.pair_round(&[Pairing::game(1, 2)], None),
            Err(TournamentError::Unpaired { entry: 3, round: 1 })
        );
        assert_eq!(t, before);
        assert_eq!(
            t.record_result(1, 1, &BoardReport::new(vec![GameReport::Draw])),
            Err(TournamentError::NoSuchRound(1))
        );
    }

    #[test]
    fn requested_byes_withdrawals_and_late_entries_get_bye_boards() {
        let mut t = four();
        t.request_bye(4, 1).unwrap();
        let mut late = entry(5);
        late.late_from = Some(2);
        t.add_entry(late).unwrap();
        assert_eq!(
            t.pair_round(&[Pairing::game(1, 4), Pairing::game(2, 3)], None),
            Err(TournamentError::NotAvailable {
                entry: 4,
                round: 1,
                why: "they asked for a bye"
            })
        );
        t.pair_round(&[Pairing::game(1, 2), Pairing::pairing_bye(3)], None)
            .unwrap();
        let r = t.round(1).unwrap();
        let kinds = r.pairings();
        assert!(kinds.contains(&Pairing::Bye {
            entry: 4,
            kind: ByeKind::Requested
        }));
        assert!(kinds.contains(&Pairing::Bye {
            entry: 5,
            kind: ByeKind::NotEntered
        }));
        let mut too_late = entry(6);
        too_late.late_from = Some(1);
        assert!(matches!(
            t.add_entry(too_late),
            Err(TournamentError::LateEntryNeeded {
                entry: 6,
                paired: 1,
                next: 2
            })
        ));
        assert_eq!(
            t.withdraw(1, 1),
            Err(TournamentError::WithdrawalTooLate { entry: 1, round: 1 })
        );
        t.withdraw(1, 2).unwrap();
        assert_eq!(t.entry(1).unwrap().availability(2), Availability::Withdrawn);
        assert_eq!(
            t.request_bye(2, 1),
            Err(TournamentError::ByeTooLate { entry: 2, round: 1 })
        );
        assert_eq!(t.request_bye(9, 3), Err(TournamentError::UnknownEntry(9)));
    }
}
