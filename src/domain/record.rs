//! The verification of one game's record, as the controller sees it: the PDN text pasted or
//! uploaded for a game is read and replayed by the rules of the tournament's variant
//! (`draughts_rules::verify`), and what matters for a ruling is kept — the verdict, the reason,
//! the first irregular move with the position before it, and whether the recorded result
//! agrees with the board. Stored with the game (as JSON) when its record changes.

use draughts_rules::pdn::{PdnGame, SyntaxErrorKind, WarningKind, read_str};
use draughts_rules::verify::{
    DrawRule, IrregularityKind, Leniency, Report, Verdict, VerifyOptions, verify,
};
use draughts_rules::{Color, Variant};
use serde::{Deserialize, Serialize};

/// The verification of a game record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordCheck {
    /// `legal`, `irregular` or `unreadable`.
    pub verdict: String,
    /// The variant the record was replayed in (the tournament's).
    pub variant: Variant,
    /// What is wrong, in English words (the first irregularity, or why the text cannot be
    /// read); stored only where `why` does not say it ([`RecordCheck::said_once`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The first irregular move, if any.
    pub irregular: Option<IrregularMove>,
    /// The plies replayed legally.
    pub plies: usize,
    /// The recorded result (`None` for `*` or none).
    pub result: Option<String>,
    /// Whether the recorded result agrees with the board; `None` when the record could not be
    /// followed to its end.
    pub result_consistent: Option<bool>,
    /// The side with no move left at the end of the record, when the game is over on the board.
    pub loser: Option<Color>,
    /// The first draw rule reached: its name and the ply, in English; stored only where `draw`
    /// does not say it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_rule: Option<String>,
    /// The position at the end of the replay (before the irregular move, if any).
    pub final_fen: Option<String>,
    /// Leniencies in the notation and anything else worth a look, in English; stored only
    /// where `notes` does not say them (a check stored before notes were kept).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
    /// How the record starts against the balloted opening, when the game has one.
    #[serde(default)]
    pub ballot: Option<BallotNote>,
    /// `warnings` as values, for the pages to word in their language (empty in a check
    /// stored before they were kept: the pages then show `warnings`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Note>,
    /// `reason` as a value, when it is one of [`Reason`]'s.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<Reason>,
    /// `draw_rule` as a value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw: Option<DrawRule>,
}

/// A note of a record's check, as a value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "note", rename_all = "kebab-case")]
pub enum Note {
    /// The text holds several games: only the first is verified.
    ManyGames { count: usize },
    /// The record's `GameType` names another variant: it is verified as the tournament's.
    OtherGameType { tagged: Variant, verified: Variant },
    /// A leniency of the PDN reader, where it was used.
    Pdn {
        line: u32,
        column: u32,
        warning: WarningKind,
    },
    /// A leniency in the notation of a legal move.
    Move { leniency: Leniency },
}

/// Why a record is irregular or cannot be read, as a value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "kebab-case")]
pub enum Reason {
    /// The text holds no game.
    NoGame,
    /// The text cannot be read as PDN, where.
    Syntax {
        line: u32,
        column: u32,
        error: SyntaxErrorKind,
    },
    /// The first irregular (or unreadable) move.
    Move { irregularity: IrregularityKind },
}

/// How a record starts against its ballot (000 note ii: the balloted moves open the game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BallotNote {
    /// The opening as stored with the round or board (`ACF 5: 9-13 22-18 6-9`).
    pub opening: String,
    /// `with-ballot` (the record writes the ballot moves), `after-ballot` (it starts after
    /// them), `other-opening` (flagged) or `unknown` (the deck is not in the library).
    pub start: String,
    /// True when the record does not start from the ballot.
    pub flagged: bool,
    /// What was found, in English words; stored only where `said` does not say it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub message: String,
    /// What was found, as a value (absent from a note stored before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub said: Option<BallotSaid>,
}

/// How a record starts against its ballot, as a value ([`BallotNote::message`] says it in
/// English).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "said", rename_all = "kebab-case")]
pub enum BallotSaid {
    /// The record's `FEN` tag is the balloted position.
    FenIsBallot,
    /// The record's `FEN` tag is another position: another opening.
    FenIsOther,
    /// The record writes the ballot's moves, `plies` of them.
    WritesMoves { plies: usize },
    /// The record's first move is played from the balloted position.
    StartsAfter,
    /// The record is played from the initial position without the ballot: another opening.
    FromInitial,
    /// The record starts after the ballot and is irregular at `ply`.
    AfterIrregular { ply: usize },
    /// The ballot's deck is not in the library: verified from the record's own start.
    UnknownDeck { deck: String },
}

impl BallotSaid {
    /// What it says in English, with the opening as stored (`ACF 5: 9-13 22-18 6-9`).
    pub fn english(&self, opening: &str) -> String {
        match self {
            BallotSaid::FenIsBallot => {
                "the record starts after the ballot (its FEN tag is the balloted position)".into()
            }
            BallotSaid::FenIsOther => format!(
                "the record's FEN tag is not the position of the ballot {opening}: it starts from another opening"
            ),
            BallotSaid::WritesMoves { plies } => {
                format!("the record writes the {plies} ballot move(s) of {opening}")
            }
            BallotSaid::StartsAfter => format!("the record starts after the ballot {opening}"),
            BallotSaid::FromInitial => format!(
                "the record is played from the initial position without the ballot {opening}: it starts from another opening"
            ),
            BallotSaid::AfterIrregular { ply } => format!(
                "the record starts after the ballot {opening} and is irregular at ply {ply}"
            ),
            BallotSaid::UnknownDeck { deck } => format!(
                "the ballot {opening} of deck `{deck}` is not in the deck library: verified from the record's own start"
            ),
        }
    }
}

/// The first irregular move of a record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IrregularMove {
    /// The ply, 1-based from the start of the record.
    pub ply: usize,
    /// The move number as on a score-sheet (each side's move of a pair has the same number).
    pub move_number: usize,
    /// The side that played it.
    pub side: Color,
    /// The move as written.
    pub text: String,
    /// The position before the move (FEN).
    pub fen_before: String,
}

impl RecordCheck {
    /// The check as stored: each finding once, as its value where it has one (`why`, `notes`,
    /// `draw`, the ballot's `said`), which the pages say in their reader's language; its
    /// English words are kept only where no value says them (the reason a record of another
    /// variant is not judged).
    pub fn said_once(mut self) -> RecordCheck {
        if self.why.is_some() {
            self.reason = None;
        }
        if self.notes.len() == self.warnings.len() {
            self.warnings.clear();
        }
        if self.draw.is_some() {
            self.draw_rule = None;
        }
        if let Some(b) = self.ballot.as_mut().filter(|b| b.said.is_some()) {
            b.message.clear();
        }
        self
    }

    /// Whether every move is legal and the result agrees with the board.
    pub fn is_clean(&self) -> bool {
        self.verdict == "legal" && self.result_consistent != Some(false)
    }

    /// The move number and side on a score-sheet: `12.` for the first mover, `12...` for the
    /// other side.
    pub fn move_label(&self) -> String {
        match &self.irregular {
            Some(m) if m.side == self.variant.first_to_move() => format!("{}.", m.move_number),
            Some(m) => format!("{}...", m.move_number),
            None => String::new(),
        }
    }
}

fn verdict_name(v: Verdict) -> &'static str {
    match v {
        Verdict::Legal => "legal",
        Verdict::Irregular => "irregular",
        Verdict::Unreadable => "unreadable",
    }
}

/// The side to move in a FEN (`W:...` or `B:...`).
fn turn(fen: &str) -> Option<Color> {
    fen.trim().chars().next().and_then(Color::from_char)
}

/// Reads and verifies the first game of `pdn` by the rules of `variant`, from the record's own
/// start.
pub fn check_record(pdn: &str, variant: Variant) -> RecordCheck {
    check_record_with(pdn, variant, |game| {
        let options = VerifyOptions {
            variant: Some(variant),
            ..VerifyOptions::default()
        };
        (verify(game, &options), None)
    })
}

/// Reads the first game of `pdn` and verifies it with `verify_game` (which may start from a
/// balloted opening and say how the record relates to it).
pub fn check_record_with(
    pdn: &str,
    variant: Variant,
    verify_game: impl FnOnce(&PdnGame) -> (Report, Option<BallotNote>),
) -> RecordCheck {
    let mut check = RecordCheck {
        verdict: "unreadable".to_owned(),
        variant,
        reason: None,
        irregular: None,
        plies: 0,
        result: None,
        result_consistent: None,
        loser: None,
        draw_rule: None,
        final_fen: None,
        warnings: Vec::new(),
        ballot: None,
        notes: Vec::new(),
        why: None,
        draw: None,
    };
    let games = read_str(pdn, variant);
    let Some(first) = games.first() else {
        check.reason = Some("the record holds no game".to_owned());
        check.why = Some(Reason::NoGame);
        return check;
    };
    if games.len() > 1 {
        check.warnings.push(format!(
            "the text holds {} games: only the first is verified",
            games.len()
        ));
        check.notes.push(Note::ManyGames { count: games.len() });
    }
    let game = match first {
        Ok(g) => g,
        Err(e) => {
            check.reason = Some(e.to_string());
            check.why = Some(Reason::Syntax {
                line: e.pos.line,
                column: e.pos.column,
                error: e.kind.clone(),
            });
            return check;
        }
    };
    if let Some(tagged) = game.variant.variant()
        && tagged != variant
    {
        check.warnings.push(format!(
            "the record's GameType is {tagged}; it is verified as {variant}, the tournament's variant"
        ));
        check.notes.push(Note::OtherGameType {
            tagged,
            verified: variant,
        });
    }
    check
        .warnings
        .extend(game.warnings.iter().map(ToString::to_string));
    check.notes.extend(game.warnings.iter().map(|w| Note::Pdn {
        line: w.pos.line,
        column: w.pos.column,
        warning: w.kind.clone(),
    }));
    let (report, ballot) = verify_game(game);
    check.ballot = ballot;
    check.verdict = verdict_name(report.verdict).to_owned();
    check.reason = report.reason.clone();
    check.plies = report.plies;
    check.result = report.result.clone();
    check.result_consistent = report.result_consistent;
    check.loser = report.loser;
    check.final_fen = report.final_fen.clone();
    check.warnings.extend(report.warnings.iter().cloned());
    check
        .notes
        .extend(report.leniencies.iter().map(|l| Note::Move {
            leniency: l.clone(),
        }));
    check.draw = report.draw_rule;
    check.draw_rule = report.draw_rule.map(|d| {
        let rule = serde_json::to_value(d.rule)
            .ok()
            .and_then(|v| v.as_str().map(|s| s.replace('_', " ")))
            .unwrap_or_default();
        let how = if d.claimable {
            "may be claimed"
        } else {
            "reached"
        };
        format!("{rule} ({how} after ply {})", d.ply)
    });
    if let Some(i) = report.irregularities.first() {
        check.why = Some(Reason::Move {
            irregularity: i.kind.clone(),
        });
        let side = turn(&i.fen_before).unwrap_or(variant.first_to_move());
        // The start position may have the second mover to move (a FEN tag): its first ply
        // is then the second half of move 1.
        let offset = match report.start_fen.as_deref().and_then(turn) {
            Some(c) if c != variant.first_to_move() => 1,
            _ => 0,
        };
        check.irregular = Some(IrregularMove {
            ply: i.ply,
            move_number: (i.ply + offset).div_ceil(2),
            side,
            text: i.text.clone(),
            fen_before: i.fen_before.clone(),
        });
    }
    check
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_legal_english_game_is_legal_with_its_final_position() {
        let c = check_record(
            "[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 22-17 *",
            Variant::English,
        );
        assert_eq!(c.verdict, "legal");
        assert!(c.is_clean());
        assert_eq!(c.plies, 4);
        assert_eq!(c.irregular, None);
        assert_eq!(c.reason, None);
        let fen = c.final_fen.unwrap();
        assert!(fen.starts_with("B:"), "{fen}");
    }

    #[test]
    fn the_first_irregular_move_is_named_with_the_position_before_it() {
        // After 1. 11-15 22-18 Black must take 15x22 (000 art. 1.20): 2. 9-14 is irregular.
        let c = check_record("1. 11-15 22-18 2. 9-14 *", Variant::English);
        assert_eq!(c.verdict, "irregular");
        assert!(!c.is_clean());
        assert_eq!(
            c.reason.as_deref(),
            Some("a capture was compulsory but a plain move was played")
        );
        let m = c.irregular.clone().unwrap();
        assert_eq!(m.ply, 3);
        assert_eq!(m.move_number, 2);
        assert_eq!(m.side, Color::Black);
        assert_eq!(m.text, "9-14");
        assert_eq!(c.move_label(), "2.");
        assert_eq!(c.plies, 2);
        assert_eq!(c.final_fen.as_deref(), Some(m.fen_before.as_str()));
        assert!(m.fen_before.starts_with("B:"), "{}", m.fen_before);
    }

    #[test]
    fn a_check_as_stored_says_each_finding_once() {
        // Irregular at 2. 9-14 (a capture was compulsory), with two notes: the `\r` after a
        // tag pair and a second game.
        let pdn = "[Event \"x\"]\\r\n\n1. 11-15 22-18 2. 9-14 *\n\n[Event \"y\"]\n1. 9-13 *";
        let c = check_record(pdn, Variant::English);
        assert!(c.reason.is_some() && c.why.is_some(), "{c:?}");
        assert_eq!(c.warnings.len(), 2, "{c:?}");
        let stored = c.clone().said_once();
        assert_eq!((stored.reason.as_ref(), stored.warnings.len()), (None, 0));
        assert_eq!((&stored.why, &stored.notes), (&c.why, &c.notes));
        let json = serde_json::to_value(&stored).unwrap();
        assert!(
            json.get("reason").is_none() && json.get("warnings").is_none(),
            "{json}"
        );
        // A reason no value says keeps its words.
        let mut foreign = c.clone();
        foreign.why = None;
        assert_eq!(foreign.said_once().reason, c.reason);
    }

    #[test]
    fn the_second_movers_irregular_move_has_three_dots() {
        // International: White moves first; Black's man on 23 goes back to 19 at 3... (001
        // art. 3.5: men move forward only).
        let c = check_record(
            "1. 32-28 19-23 2. 28x19 14x23 3. 31-27 23-19 *",
            Variant::International,
        );
        assert_eq!(c.verdict, "irregular", "{c:?}");
        let m = c.irregular.clone().unwrap();
        assert_eq!(m.side, Color::Black);
        assert_eq!(m.ply, 6);
        assert_eq!(c.move_label(), "3...");
        assert_eq!(c.reason.as_deref(), Some("a man moved backward"));
    }

    #[test]
    fn unreadable_text_names_where_and_why() {
        let c = check_record("[Event \"x\"\n1. 11-15 *", Variant::English);
        assert_eq!(c.verdict, "unreadable");
        let reason = c.reason.unwrap();
        assert!(reason.contains("line 1"), "{reason}");
        let c = check_record("   ", Variant::English);
        assert_eq!(c.reason.as_deref(), Some("the record holds no game"));
    }

    #[test]
    fn a_result_the_board_contradicts_is_flagged() {
        // A resignation after a legal opening: the board does not decide it.
        let c = check_record("1. 11-15 23-19 0-1", Variant::English);
        assert_eq!(c.result_consistent, Some(true));
        // Black to move with no piece has lost: one of the two wins disagrees with the board.
        let verdicts: Vec<Option<bool>> = ["1-0", "0-1"]
            .iter()
            .map(|r| {
                check_record(&format!("[FEN \"B:W18:B\"]\n{r}"), Variant::English).result_consistent
            })
            .collect();
        assert!(
            verdicts.contains(&Some(false)) && verdicts.contains(&Some(true)),
            "{verdicts:?}"
        );
        let c = check_record("[FEN \"B:W18:B\"]\n1-0", Variant::English);
        assert_eq!(c.loser, Some(Color::Black));
        let other = check_record("[GameType \"20\"]\n1. 11-15 23-19 *", Variant::English);
        assert!(
            other
                .warnings
                .iter()
                .any(|w| w.contains("GameType is international")),
            "{:?}",
            other.warnings
        );
        assert_eq!(other.variant, Variant::English);
    }

    #[test]
    fn the_check_is_stored_as_json_and_read_back() {
        let c = check_record("1. 11-15 22-18 2. 9-14 *", Variant::English);
        let json = serde_json::to_value(&c).unwrap();
        assert_eq!(json["verdict"], "irregular");
        assert_eq!(json["irregular"]["ply"], 3);
        let back: RecordCheck = serde_json::from_value(json).unwrap();
        assert_eq!(back, c);
    }
}
