//! Positions: one type per variant implementing [`Position`], and [`VariantPosition`] to choose the
//! variant at run time.

use crate::geometry::{
    BrazilianRules, Crown, EnglishRules, InternationalRules, Rules, RussianRules, bit_of, index_of,
};
use crate::movegen::{self, Board, PathMoves, RawMove};
use crate::setup::{FenError, PositionError, Setup, SetupPiece, write_fen};
use crate::{Color, Move, MoveList, Notation, Piece, Role, Square, SquareRef, SquareSet, Variant};

/// A legal position of one variant: the pieces on the board and the side to move.
///
/// Positions are built only from the variant's start position or from a [`Setup`] (a parsed FEN)
/// that passed validation, and change only by playing moves.
pub trait Position: Clone + std::fmt::Debug {
    /// The variant whose rules apply.
    fn variant(&self) -> Variant;

    /// The side to move.
    fn turn(&self) -> Color;

    /// The piece on a square (`None` if empty or not a square of this board).
    fn piece_at(&self, square: Square) -> Option<Piece>;

    /// Every piece, in increasing square order.
    fn pieces(&self) -> Vec<(Square, Piece)>;

    /// The legal moves: capture sequences with the same origin, destination and captured set appear
    /// once (with one of their paths).
    fn legal_moves(&self) -> MoveList;

    /// Every legal capture route, listing separately the sequences that differ only in their
    /// landing squares (or the legal quiet moves when there is no capture). Used to read move
    /// texts that give a full path.
    fn legal_routes(&self) -> MoveList;

    /// Whether the move is legal (compared by origin, destination and captured set).
    fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Whether the side to move has a capture (and so must capture).
    fn has_capture(&self) -> bool;

    /// The most pieces one capture of the side to move can take, whether or not the variant
    /// makes that compulsory (0 if there is no capture). Under the majority rule (001 art. 4.13,
    /// 002 art. 4.16.1) every legal capture takes exactly this many.
    fn max_capture_count(&self) -> usize;

    /// Whether the game is over: the side to move has no legal move and has lost (000 art. 1.30,
    /// 001 art. 7.2.2-7.2.3, 002 art. 6.1.2-6.1.3).
    fn is_game_over(&self) -> bool {
        self.legal_moves().is_empty()
    }

    /// Plays a legal move.
    fn play(&mut self, m: &Move) -> Result<(), PlayError>;

    /// Plays a move physically, legal or not: the piece on the origin goes to the destination and
    /// the pieces on the captured squares are lifted; a man ending on its promotion row is crowned
    /// (in Russian draughts also one whose path touches it during a capture, 002 art. 4.14). Fails
    /// only if that is impossible: the origin does not hold a piece of the side to move, the
    /// destination is occupied, or a captured square holds no piece of the opponent.
    fn play_unchecked(&mut self, m: &Move) -> Result<(), PlayError>;

    /// The number of leaves of the legal move tree `depth` plies deep (each distinct move once).
    fn perft(&self, depth: u32) -> u64;

    /// The perft count below each legal move.
    fn divide(&self, depth: u32) -> Vec<(Move, u64)>;

    /// The position as a [`Setup`] (square numbers).
    fn to_setup(&self) -> Setup;

    /// The FEN, canonical, in the given notation.
    fn to_fen_with(&self, notation: Notation) -> String;

    /// The FEN, canonical, in the variant's usual notation ([`Notation::default_for`]).
    fn to_fen(&self) -> String {
        self.to_fen_with(Notation::default_for(self.variant()))
    }
}

/// Why a move cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("move {mv} is not legal in this position")]
    Illegal { mv: String },
    #[error("square {square} is not on the {variant} board")]
    OffBoard { square: u8, variant: Variant },
    #[error("no piece on square {square}")]
    EmptyOrigin { square: u8 },
    #[error("the piece on square {square} is {color}'s, not the side to move's")]
    NotOwnPiece { square: u8, color: Color },
    #[error("destination square {square} is occupied")]
    DestinationOccupied { square: u8 },
    #[error("square {square} holds no piece of the opponent to capture")]
    NothingToCapture { square: u8 },
}

#[inline]
fn square_of<R: Rules>(bit: u8) -> Square {
    Square::from_index(index_of(R::HALF, u32::from(bit)))
}

#[inline]
fn bit_at<R: Rules>(sq: Square) -> Option<u64> {
    (u32::from(sq.number()) <= R::COUNT).then(|| 1u64 << bit_of(R::HALF, sq.index()))
}

fn captured_set<R: Rules>(bits: u64) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    let mut b = bits;
    while b != 0 {
        set.insert(square_of::<R>(b.trailing_zeros() as u8));
        b &= b - 1;
    }
    set
}

fn to_move<R: Rules>(m: &RawMove, path: &[u8]) -> Move {
    let landings: Vec<Square> = path.iter().map(|&b| square_of::<R>(b)).collect();
    Move::with_path(
        square_of::<R>(m.from),
        &landings,
        captured_set::<R>(m.captured),
    )
    .expect("generated moves have a landing square")
}

fn raw_moves<R: Rules>(b: &Board) -> PathMoves {
    let mut sink = PathMoves::new();
    movegen::legal_moves::<R, _>(b, &mut sink);
    sink
}

fn legal_moves<R: Rules>(b: &Board) -> MoveList {
    raw_moves::<R>(b)
        .iter()
        .map(|(m, p)| to_move::<R>(m, p))
        .collect()
}

fn legal_routes<R: Rules>(b: &Board) -> MoveList {
    let mut sink = PathMoves::new();
    if movegen::has_capture::<R>(b) {
        movegen::captures::<R, _>(b, &mut sink, R::MAJORITY, false);
    } else {
        movegen::quiet_moves::<R, _>(b, &mut sink);
    }
    sink.iter().map(|(m, p)| to_move::<R>(m, p)).collect()
}

fn max_capture_count<R: Rules>(b: &Board) -> usize {
    if !movegen::has_capture::<R>(b) {
        return 0;
    }
    let mut sink: Vec<RawMove> = Vec::new();
    movegen::captures::<R, _>(b, &mut sink, false, true) as usize
}

fn piece_at<R: Rules>(b: &Board, sq: Square) -> Option<Piece> {
    let bit = bit_at::<R>(sq)?;
    let color = if b.white & bit != 0 {
        Color::White
    } else if b.black & bit != 0 {
        Color::Black
    } else {
        return None;
    };
    let role = if b.kings & bit != 0 {
        Role::King
    } else {
        Role::Man
    };
    Some(Piece::new(color, role))
}

fn pieces<R: Rules>(b: &Board) -> Vec<(Square, Piece)> {
    (1..=R::COUNT)
        .filter_map(|n| {
            let sq = Square::new(R::VARIANT, n)?;
            Some((sq, piece_at::<R>(b, sq)?))
        })
        .collect()
}

fn play<R: Rules>(b: &mut Board, m: &Move) -> Result<(), PlayError> {
    let found = raw_moves::<R>(b)
        .into_iter()
        .find(|(raw, p)| to_move::<R>(raw, p) == *m);
    match found {
        Some((raw, _)) => {
            *b = b.play::<R>(&raw);
            Ok(())
        }
        None => Err(PlayError::Illegal { mv: m.to_string() }),
    }
}

fn play_unchecked<R: Rules>(b: &mut Board, m: &Move) -> Result<(), PlayError> {
    let bit = |sq: Square| {
        bit_at::<R>(sq).ok_or(PlayError::OffBoard {
            square: sq.number(),
            variant: R::VARIANT,
        })
    };
    let from = bit(m.from())?;
    let to = bit(m.to())?;
    for sq in m.path() {
        bit(*sq)?;
    }
    let (own, opp) = b.own_opp();
    if own & from == 0 {
        return Err(if opp & from != 0 {
            PlayError::NotOwnPiece {
                square: m.from().number(),
                color: if b.white_to_move {
                    Color::Black
                } else {
                    Color::White
                },
            }
        } else {
            PlayError::EmptyOrigin {
                square: m.from().number(),
            }
        });
    }
    if to != from && (own | opp) & to != 0 {
        return Err(PlayError::DestinationOccupied {
            square: m.to().number(),
        });
    }
    let mut captured = 0u64;
    for sq in m.captured() {
        let c = bit(sq)?;
        if opp & c == 0 {
            return Err(PlayError::NothingToCapture {
                square: sq.number(),
            });
        }
        captured |= c;
    }
    let promo = if b.white_to_move { R::TOP } else { R::BOTTOM };
    // 002 art. 4.14: in Russian draughts a man touching the last row during a capture is crowned.
    let crowned = R::CROWN == Crown::ContinuesAsKing
        && captured != 0
        && m.path()
            .iter()
            .any(|sq| bit_at::<R>(*sq).unwrap_or(0) & promo != 0);
    let raw = RawMove {
        from: from.trailing_zeros() as u8,
        to: to.trailing_zeros() as u8,
        crowned,
        captured,
    };
    *b = b.play::<R>(&raw);
    Ok(())
}

fn divide<R: Rules>(b: &Board, depth: u32) -> Vec<(Move, u64)> {
    raw_moves::<R>(b)
        .iter()
        .map(|(raw, p)| {
            let n = movegen::perft::<R>(&b.play::<R>(raw), depth.saturating_sub(1));
            (to_move::<R>(raw, p), n)
        })
        .collect()
}

fn to_setup<R: Rules>(b: &Board) -> Setup {
    let pieces = pieces::<R>(b)
        .into_iter()
        .map(|(sq, p)| SetupPiece {
            color: p.color,
            role: p.role,
            square: SquareRef::Number(u32::from(sq.number())),
            token: match p.role {
                Role::King => format!("K{sq}"),
                Role::Man => sq.to_string(),
            },
        })
        .collect();
    Setup {
        turn: if b.white_to_move {
            Color::White
        } else {
            Color::Black
        },
        pieces,
    }
}

macro_rules! variant_position {
    ($(#[$doc:meta])* $name:ident, $rules:ty) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub struct $name {
            board: Board,
        }

        impl $name {
            /// The variant's start position.
            pub fn new() -> $name {
                $name::try_from(Setup::start(<$rules>::VARIANT))
                    .expect("the start position is valid")
            }

            /// The position of a FEN.
            pub fn from_fen(fen: &str) -> Result<$name, FenError> {
                Ok($name::try_from(Setup::parse_fen(fen)?)?)
            }
        }

        impl Default for $name {
            fn default() -> $name {
                $name::new()
            }
        }

        impl TryFrom<Setup> for $name {
            type Error = PositionError;

            fn try_from(setup: Setup) -> Result<$name, PositionError> {
                Ok($name {
                    board: setup.validate(<$rules>::VARIANT)?,
                })
            }
        }

        impl Position for $name {
            fn variant(&self) -> Variant {
                <$rules>::VARIANT
            }
            fn turn(&self) -> Color {
                if self.board.white_to_move {
                    Color::White
                } else {
                    Color::Black
                }
            }
            fn piece_at(&self, square: Square) -> Option<Piece> {
                piece_at::<$rules>(&self.board, square)
            }
            fn pieces(&self) -> Vec<(Square, Piece)> {
                pieces::<$rules>(&self.board)
            }
            fn legal_moves(&self) -> MoveList {
                legal_moves::<$rules>(&self.board)
            }
            fn legal_routes(&self) -> MoveList {
                legal_routes::<$rules>(&self.board)
            }
            fn has_capture(&self) -> bool {
                movegen::has_capture::<$rules>(&self.board)
            }
            fn max_capture_count(&self) -> usize {
                max_capture_count::<$rules>(&self.board)
            }
            fn play(&mut self, m: &Move) -> Result<(), PlayError> {
                play::<$rules>(&mut self.board, m)
            }
            fn play_unchecked(&mut self, m: &Move) -> Result<(), PlayError> {
                play_unchecked::<$rules>(&mut self.board, m)
            }
            fn perft(&self, depth: u32) -> u64 {
                movegen::perft::<$rules>(&self.board, depth)
            }
            fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
                divide::<$rules>(&self.board, depth)
            }
            fn to_setup(&self) -> Setup {
                to_setup::<$rules>(&self.board)
            }
            fn to_fen_with(&self, notation: Notation) -> String {
                write_fen(<$rules>::VARIANT, &self.board, notation)
            }
        }
    };
}

variant_position!(
    /// English draughts and American checkers (000, 003, 004).
    English,
    EnglishRules
);
variant_position!(
    /// International draughts on 10×10 (001).
    International,
    InternationalRules
);
variant_position!(
    /// Russian draughts (002).
    Russian,
    RussianRules
);
variant_position!(
    /// Brazilian draughts (002 art. 4.16).
    Brazilian,
    BrazilianRules
);

/// A position of a variant chosen at run time.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum VariantPosition {
    English(English),
    International(International),
    Russian(Russian),
    Brazilian(Brazilian),
}

impl VariantPosition {
    /// The start position of the variant.
    pub fn new(variant: Variant) -> VariantPosition {
        match variant {
            Variant::English => VariantPosition::English(English::new()),
            Variant::International => VariantPosition::International(International::new()),
            Variant::Russian => VariantPosition::Russian(Russian::new()),
            Variant::Brazilian => VariantPosition::Brazilian(Brazilian::new()),
        }
    }

    /// Checks a setup against the variant's board.
    pub fn from_setup(variant: Variant, setup: Setup) -> Result<VariantPosition, PositionError> {
        Ok(match variant {
            Variant::English => VariantPosition::English(English::try_from(setup)?),
            Variant::International => {
                VariantPosition::International(International::try_from(setup)?)
            }
            Variant::Russian => VariantPosition::Russian(Russian::try_from(setup)?),
            Variant::Brazilian => VariantPosition::Brazilian(Brazilian::try_from(setup)?),
        })
    }

    /// The position of a FEN, for the variant.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<VariantPosition, FenError> {
        Ok(VariantPosition::from_setup(
            variant,
            Setup::parse_fen(fen)?,
        )?)
    }
}

macro_rules! delegate {
    ($self:ident, $p:ident => $e:expr) => {
        match $self {
            VariantPosition::English($p) => $e,
            VariantPosition::International($p) => $e,
            VariantPosition::Russian($p) => $e,
            VariantPosition::Brazilian($p) => $e,
        }
    };
}

impl Position for VariantPosition {
    fn variant(&self) -> Variant {
        delegate!(self, p => p.variant())
    }
    fn turn(&self) -> Color {
        delegate!(self, p => p.turn())
    }
    fn piece_at(&self, square: Square) -> Option<Piece> {
        delegate!(self, p => p.piece_at(square))
    }
    fn pieces(&self) -> Vec<(Square, Piece)> {
        delegate!(self, p => p.pieces())
    }
    fn legal_moves(&self) -> MoveList {
        delegate!(self, p => p.legal_moves())
    }
    fn legal_routes(&self) -> MoveList {
        delegate!(self, p => p.legal_routes())
    }
    fn has_capture(&self) -> bool {
        delegate!(self, p => p.has_capture())
    }
    fn max_capture_count(&self) -> usize {
        delegate!(self, p => p.max_capture_count())
    }
    fn play(&mut self, m: &Move) -> Result<(), PlayError> {
        delegate!(self, p => p.play(m))
    }
    fn play_unchecked(&mut self, m: &Move) -> Result<(), PlayError> {
        delegate!(self, p => p.play_unchecked(m))
    }
    fn perft(&self, depth: u32) -> u64 {
        delegate!(self, p => p.perft(depth))
    }
    fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        delegate!(self, p => p.divide(depth))
    }
    fn to_setup(&self) -> Setup {
        delegate!(self, p => p.to_setup())
    }
    fn to_fen_with(&self, notation: Notation) -> String {
        delegate!(self, p => p.to_fen_with(notation))
    }
}

macro_rules! into_variant_position {
    ($name:ident) => {
        impl From<$name> for VariantPosition {
            fn from(p: $name) -> VariantPosition {
                VariantPosition::$name(p)
            }
        }
    };
}

into_variant_position!(English);
into_variant_position!(International);
into_variant_position!(Russian);
into_variant_position!(Brazilian);
