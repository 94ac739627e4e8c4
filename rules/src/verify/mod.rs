//! Verification of a game record: every main-line move replayed against the rules.
//!
//! [`verify`] takes a [`PdnGame`] and gives a [`Report`]: the start position (the initial one,
//! the `FEN` tag, or an opening the caller gives), each move of the main line resolved and checked,
//! the first irregular ply with what is wrong ([`IrregularityKind`]), the final position, whether
//! the game is over on the board, the first draw rule reached ([`DrawRule`]) and whether the
//! recorded result agrees with the board.
//!
//! With [`VerifyOptions::continue_after_irregular`] a move that is not legal is played as written
//! when that is physically possible ([`Position::play_unchecked`]), every irregularity is listed,
//! and verification goes on.
//!
//! Setups inside the movetext (`/FEN "..."/`) are not followed.
//!
//! Side lines (variations) do not change the verdict: each is replayed from the position before
//! the move it replaces, and its first irregular move, if any, is listed in
//! [`Report::side_lines`].
//!
//! Leniencies, reported as [`Report::warnings`] and not as irregularities: `x` written for a plain
//! move, `-` written for a capture, and a capture of several pieces written with its origin and
//! destination only.

mod draw;

pub use draw::{DrawRule, DrawRuleKind, DrawTracker};

use serde::{Deserialize, Serialize};

use crate::pdn::{GameResult, MoveToken, Node, PdnGame, Separator, SquareText};
use crate::{
    Color, Move, MoveText, Position, ResolveError, Role, Square, Variant, VariantPosition,
};

/// Where a game starts when the caller says so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opening {
    /// A start position.
    Fen(String),
    /// Moves played from the initial position (or the game's `FEN` tag) before the record's moves.
    Moves(Vec<String>),
}

/// How to verify.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VerifyOptions {
    /// The variant to use instead of the one the game's `GameType` tag (or the reader) gives.
    pub variant: Option<Variant>,
    /// An opening imposed by the caller (ballot openings: the record starts after it).
    pub opening: Option<Opening>,
    /// Play irregular moves as written when physically possible, and go on.
    pub continue_after_irregular: bool,
}

/// The verdict on a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Every move legal.
    Legal,
    /// A move breaks the rules (or is ambiguous).
    Irregular,
    /// A move or the start position cannot be read (square off the board, bad FEN, unsupported
    /// variant).
    Unreadable,
}

/// What is wrong with a move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum IrregularityKind {
    /// The origin holds no piece of the side to move.
    NoPieceOnOrigin { square: u8 },
    /// A capture was compulsory (000 1.20, 001 art. 4.2, 002 art. 4.2) but a plain move was played.
    CaptureCompulsory,
    /// The capture stopped while it could go on (000 1.19, 001 art. 4.12, 002 art. 4.12).
    CaptureIncomplete,
    /// Fewer pieces taken than the majority rule demands (001 art. 4.13, 002 art. 4.16.1).
    MajorityRule { taken: usize, required: usize },
    /// A man moved backward (000 1.15, 001 art. 3.5, 002 art. 3.5).
    ManMovedBackward,
    /// The destination is occupied.
    DestinationOccupied { square: u8 },
    /// Any other move the piece cannot make (wrong distance, not diagonal, capture of nothing).
    NotALegalMove,
    /// The notation fits several legal moves.
    Ambiguous { candidates: Vec<String> },
    /// The move cannot be read (a square off the board, algebraic squares on 10×10...).
    Unreadable { message: String },
}

impl IrregularityKind {
    /// A one-line description.
    pub fn describe(&self) -> String {
        match self {
            IrregularityKind::NoPieceOnOrigin { square } => {
                format!("no piece of the side to move on square {square}")
            }
            IrregularityKind::CaptureCompulsory => {
                "a capture was compulsory but a plain move was played".to_owned()
            }
            IrregularityKind::CaptureIncomplete => {
                "the capture stopped before it was complete".to_owned()
            }
            IrregularityKind::MajorityRule { taken, required } => {
                format!("took {taken} piece(s) where the majority rule demands {required}")
            }
            IrregularityKind::ManMovedBackward => "a man moved backward".to_owned(),
            IrregularityKind::DestinationOccupied { square } => {
                format!("destination square {square} is occupied")
            }
            IrregularityKind::NotALegalMove => "not a move this piece can make".to_owned(),
            IrregularityKind::Ambiguous { candidates } => {
                format!("ambiguous notation: fits {}", candidates.join(", "))
            }
            IrregularityKind::Unreadable { message } => format!("unreadable: {message}"),
        }
    }
}

/// A leniency in the notation of a legal move: read as the move it names, reported, never an
/// irregularity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Leniency {
    /// `x` written for a plain move.
    #[error("ply {ply}: `{text}` written with x for a plain move")]
    CaptureMarkOnPlainMove {
        /// The ply, 1-based.
        ply: usize,
        /// The move as written.
        text: String,
    },
    /// `-` written for a capture.
    #[error("ply {ply}: `{text}` written with - for a capture")]
    DashForCapture {
        /// The ply, 1-based.
        ply: usize,
        /// The move as written.
        text: String,
    },
    /// A capture of several pieces written with its origin and destination only.
    #[error("ply {ply}: capture `{text}` written with its origin and destination only")]
    CaptureEndsOnly {
        /// The ply, 1-based.
        ply: usize,
        /// The move as written.
        text: String,
    },
}

/// An irregular ply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Irregularity {
    /// The ply, 1-based, counted from the start of the record (the opening not included).
    pub ply: usize,
    /// The move as written.
    pub text: String,
    /// What is wrong.
    #[serde(flatten)]
    pub kind: IrregularityKind,
    /// The position before the move.
    pub fen_before: String,
}

/// The verification of one game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// The game's 1-based index in its file.
    pub index: usize,
    /// The `White` tag.
    pub white: Option<String>,
    /// The `Black` tag.
    pub black: Option<String>,
    /// The recorded result (`None` for `*`).
    pub result: Option<String>,
    /// The colour the recorded result names as the winner, read in the variant's convention
    /// (`1-0`: the first mover, Black in English draughts); `None` for a draw, `*` or when the
    /// variant is not known.
    pub winner: Option<Color>,
    /// The variant used (`None` when the game's variant is not supported).
    pub variant: Option<Variant>,
    /// The verdict.
    pub verdict: Verdict,
    /// The first irregular ply (1-based), if any.
    pub ply: Option<usize>,
    /// What is wrong with it, in words.
    pub reason: Option<String>,
    /// Every irregularity found (only the first unless continuing).
    pub irregularities: Vec<Irregularity>,
    /// The plies played (up to the first irregularity, or all when continuing).
    pub plies: usize,
    /// The start position.
    pub start_fen: Option<String>,
    /// The final position.
    pub final_fen: Option<String>,
    /// Whether the side to move in the final position has no legal move (and has lost).
    pub game_over: bool,
    /// The side that has lost on the board, when the game is over.
    pub loser: Option<Color>,
    /// The first draw rule reached.
    pub draw_rule: Option<DrawRule>,
    /// Whether the recorded result agrees with the board; `None` when the record could not be
    /// followed to its end.
    pub result_consistent: Option<bool>,
    /// Leniencies used in reading the moves, in words.
    pub warnings: Vec<String>,
    /// The same leniencies as values (for a reader to word in its own language).
    #[serde(skip)]
    pub leniencies: Vec<Leniency>,
    /// The first irregular move of each side line (variation) that has one; side lines do not
    /// change the verdict.
    pub side_lines: Vec<Irregularity>,
}

impl Report {
    /// Whether the game is legal and its result consistent.
    pub fn is_clean(&self) -> bool {
        self.verdict == Verdict::Legal && self.result_consistent != Some(false)
    }
}

/// The move text of a token: its squares joined by one separator.
fn move_text(mv: &MoveToken) -> Result<MoveText, String> {
    let sep = if mv.is_written_as_capture() { "x" } else { "-" };
    let text = mv
        .squares
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(sep);
    text.parse::<MoveText>().map_err(|e| e.to_string())
}

/// The legal move a token names, or what is wrong with it and, when the move can be played
/// physically, the move as written (an ambiguous text: its first candidate).
fn resolve_token(
    pos: &VariantPosition,
    mv: &MoveToken,
) -> Result<Move, (IrregularityKind, Option<Move>)> {
    if let Some(m) = quick_resolve(pos, mv) {
        return Ok(m);
    }
    let text = move_text(mv).map_err(|message| (IrregularityKind::Unreadable { message }, None))?;
    match text.to_move(pos) {
        Ok(m) => Ok(m),
        Err(ResolveError::Square { source, .. }) => Err((
            IrregularityKind::Unreadable {
                message: source.to_string(),
            },
            None,
        )),
        Err(ResolveError::Ambiguous { candidates, .. }) => {
            let names = candidates.iter().map(full_path).collect();
            Err((
                IrregularityKind::Ambiguous { candidates: names },
                candidates.into_iter().next(),
            ))
        }
        Err(ResolveError::Illegal { .. }) => Err(match classify(pos, &text) {
            Ok(k) => k,
            Err(message) => (IrregularityKind::Unreadable { message }, None),
        }),
    }
}

/// A move written with every landing square (`6x13x22`).
fn full_path(m: &Move) -> String {
    let mut s = m.from().number().to_string();
    let sep = if m.is_capture() { 'x' } else { '-' };
    for sq in m.path() {
        s.push(sep);
        s.push_str(&sq.number().to_string());
    }
    s
}

/// The separator leniencies of a legal move: `x` for a plain move, `-` for a capture, a capture
/// of several pieces written with origin and destination only.
fn leniencies(ply: usize, mv: &MoveToken, m: &Move, found: &mut Vec<Leniency>) {
    let text = || mv.text.clone();
    if mv.is_written_as_capture() && !m.is_capture() {
        found.push(Leniency::CaptureMarkOnPlainMove { ply, text: text() });
    } else if m.is_capture() && mv.separators.contains(&Separator::Dash) {
        found.push(Leniency::DashForCapture { ply, text: text() });
    }
    if m.capture_count() > 1 && mv.squares.len() == 2 {
        found.push(Leniency::CaptureEndsOnly { ply, text: text() });
    }
}

/// Follows a line from `start` and its nested side lines, recording the first irregular move of
/// each side line (of this line too when `record`, that is when it is a side line itself).
/// `before_first` is the ply before the line's first move.
fn side_lines(
    nodes: &[Node],
    start: &VariantPosition,
    before_first: usize,
    record: bool,
    out: &mut Vec<Irregularity>,
) {
    let mut pos = start.clone();
    let mut before = start.clone();
    let mut ply = before_first;
    let mut broken = false;
    for node in nodes {
        match node {
            Node::Move(m) if !broken => {
                before = pos.clone();
                ply += 1;
                match resolve_token(&pos, &m.mv) {
                    Ok(mv) if pos.play_unchecked(&mv).is_ok() => {}
                    Ok(_) => broken = true,
                    Err((kind, _)) => {
                        if record {
                            out.push(Irregularity {
                                ply,
                                text: m.mv.text.clone(),
                                kind,
                                fen_before: pos.to_fen(),
                            });
                        }
                        broken = true;
                    }
                }
            }
            // A side line replaces the move before it.
            Node::Variation { nodes } if !broken && ply > before_first => {
                side_lines(nodes, &before, ply - 1, true, out);
            }
            _ => {}
        }
    }
}

/// The legal move a token of two squares names, found directly among the legal moves when its
/// origin and destination name exactly one (the usual case); `None` sends the token through
/// [`MoveText::to_move`], which also reads landing squares and explains failures.
fn quick_resolve(pos: &VariantPosition, mv: &MoveToken) -> Option<Move> {
    if mv.squares.len() != 2 {
        return None;
    }
    let v = pos.variant();
    let square = |s: SquareText| match s {
        SquareText::Numeric(n) => Square::new(v, u32::from(n)),
        SquareText::Algebraic { file, rank } if v.board_size() == 8 && rank >= 1 => {
            Square::from_coords(v, u32::from(file), u32::from(rank) - 1)
        }
        SquareText::Algebraic { .. } => None,
    };
    let (from, to) = (square(mv.squares[0])?, square(mv.squares[1])?);
    let mut found = None;
    for m in pos.legal_moves() {
        if m.from() == from && m.to() == to {
            if found.is_some() {
                return None;
            }
            found = Some(m);
        }
    }
    found
}

/// Why a readable move text names no legal move.
fn classify(
    pos: &VariantPosition,
    text: &MoveText,
) -> Result<(IrregularityKind, Option<Move>), String> {
    let um = text.to_unchecked_move(pos).map_err(|e| e.to_string())?;
    let variant = pos.variant();
    let turn = pos.turn();
    let Some(piece) = pos.piece_at(um.from()).filter(|p| p.color == turn) else {
        return Ok((
            IrregularityKind::NoPieceOnOrigin {
                square: um.from().number(),
            },
            None,
        ));
    };
    if um.to() != um.from() && pos.piece_at(um.to()).is_some() {
        return Ok((
            IrregularityKind::DestinationOccupied {
                square: um.to().number(),
            },
            None,
        ));
    }
    let physical = Some(um.clone());
    if !um.is_capture() {
        if pos.has_capture() {
            return Ok((IrregularityKind::CaptureCompulsory, physical));
        }
        if piece.role == Role::Man {
            let (_, r0) = um.from().coords(variant);
            let (_, r1) = um.to().coords(variant);
            // White moves up the board (toward rank 8 or 10), Black down.
            let backward = match turn {
                Color::White => r1 < r0,
                Color::Black => r1 > r0,
            };
            if backward {
                return Ok((IrregularityKind::ManMovedBackward, physical));
            }
        }
        return Ok((IrregularityKind::NotALegalMove, physical));
    }
    // A capture: is it the beginning of a legal one?
    let written: Vec<_> = um.path().to_vec();
    let continues = pos.legal_routes().iter().any(|m| {
        m.from() == um.from()
            && m.captured().into_iter().count() > um.capture_count()
            && um.captured().into_iter().all(|s| m.captured().contains(s))
            && m.path().len() > written.len()
            && (written.len() == 1 && m.path().contains(&um.to())
                || m.path()[..written.len()] == written[..])
    });
    if continues {
        return Ok((IrregularityKind::CaptureIncomplete, physical));
    }
    let required = pos.max_capture_count();
    if variant.majority_capture() && um.capture_count() > 0 && um.capture_count() < required {
        return Ok((
            IrregularityKind::MajorityRule {
                taken: um.capture_count(),
                required,
            },
            physical,
        ));
    }
    Ok((IrregularityKind::NotALegalMove, physical))
}

fn start_position(
    game: &PdnGame,
    variant: Variant,
    options: &VerifyOptions,
) -> Result<VariantPosition, String> {
    let mut pos = match (&options.opening, game.fen()) {
        (Some(Opening::Fen(fen)), _) => VariantPosition::from_fen(variant, fen)
            .map_err(|e| format!("opening FEN `{fen}`: {e}"))?,
        (_, Some(fen)) => {
            VariantPosition::from_fen(variant, fen).map_err(|e| format!("FEN tag `{fen}`: {e}"))?
        }
        _ => VariantPosition::new(variant),
    };
    if let Some(Opening::Moves(moves)) = &options.opening {
        for (i, text) in moves.iter().enumerate() {
            let m = text
                .parse::<MoveText>()
                .map_err(|e| format!("opening move {}: {e}", i + 1))?
                .to_move(&pos)
                .map_err(|e| format!("opening move {}: {e}", i + 1))?;
            pos.play(&m)
                .map_err(|e| format!("opening move {}: {e}", i + 1))?;
        }
    }
    Ok(pos)
}

/// Whether the recorded result agrees with the board: a win for the side that has no legal move
/// (blocked or without pieces), or a draw when one side has lost, disagree; any result while play
/// could go on agrees (resignation, agreement, time). The result is read in the variant's
/// convention (`GameResult::winner`: `1-0` is Black's win in English draughts).
fn consistent(result: Option<GameResult>, loser: Option<Color>, variant: Variant) -> bool {
    let (Some(result), Some(loser)) = (result, loser) else {
        return true;
    };
    !result.is_draw() && result.winner(variant) != Some(loser)
}

/// Verifies the main line of a game.
pub fn verify(game: &PdnGame, options: &VerifyOptions) -> Report {
    let mut report = Report {
        index: game.index,
        white: game.white().map(str::to_owned),
        black: game.black().map(str::to_owned),
        result: game.result.map(|r| r.to_string()),
        winner: None,
        variant: None,
        verdict: Verdict::Legal,
        ply: None,
        reason: None,
        irregularities: Vec::new(),
        plies: 0,
        start_fen: None,
        final_fen: None,
        game_over: false,
        loser: None,
        draw_rule: None,
        result_consistent: None,
        warnings: Vec::new(),
        leniencies: Vec::new(),
        side_lines: Vec::new(),
    };
    let Some(variant) = options.variant.or_else(|| game.variant.variant()) else {
        report.verdict = Verdict::Unreadable;
        report.reason = Some(game.variant.to_string());
        return report;
    };
    report.variant = Some(variant);
    report.winner = game.result.and_then(|r| r.winner(variant));
    let mut pos = match start_position(game, variant, options) {
        Ok(p) => p,
        Err(e) => {
            report.verdict = Verdict::Unreadable;
            report.reason = Some(e);
            return report;
        }
    };
    report.start_fen = Some(pos.to_fen());
    let start = game
        .movetext
        .iter()
        .any(|n| matches!(n, Node::Variation { .. }))
        .then(|| pos.clone());
    let mut draws = DrawTracker::new(&pos);
    let mut followed = true;
    for (i, node) in game.main_line().enumerate() {
        let ply = i + 1;
        let mv = &node.mv;
        let (m, legal) = match resolve_token(&pos, mv) {
            Ok(m) => (m, true),
            Err((kind, physical)) => {
                if report.ply.is_none() {
                    report.ply = Some(ply);
                    report.reason = Some(kind.describe());
                    report.verdict = if matches!(kind, IrregularityKind::Unreadable { .. }) {
                        Verdict::Unreadable
                    } else {
                        Verdict::Irregular
                    };
                }
                report.irregularities.push(Irregularity {
                    ply,
                    text: mv.text.clone(),
                    kind,
                    fen_before: pos.to_fen(),
                });
                match physical.filter(|_| options.continue_after_irregular) {
                    Some(m) => (m, false),
                    None => {
                        followed = false;
                        break;
                    }
                }
            }
        };
        if legal {
            let before = report.leniencies.len();
            leniencies(ply, mv, &m, &mut report.leniencies);
            let new = report.leniencies[before..].iter().map(ToString::to_string);
            report.warnings.extend(new);
        }
        let man = pos.piece_at(m.from()).is_some_and(|p| p.role == Role::Man);
        // A legal move played physically is the same as `play`, without generating the moves
        // again; an irregular one is played as written (continue mode).
        if pos.play_unchecked(&m).is_err() {
            followed = false;
            break;
        }
        let crowned = man && pos.piece_at(m.to()).is_some_and(|p| p.role == Role::King);
        report.plies = ply;
        draws.record(ply, man, m.is_capture(), crowned, &pos);
    }
    if let Some(start) = &start {
        side_lines(&game.movetext, start, 0, false, &mut report.side_lines);
    }
    report.final_fen = Some(pos.to_fen());
    report.draw_rule = draws.reached();
    if followed {
        report.game_over = pos.is_game_over();
        report.loser = report.game_over.then(|| pos.turn());
        report.result_consistent = Some(consistent(game.result, report.loser, variant));
    }
    report
}
