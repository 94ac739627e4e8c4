//! Property tests on random legal positions: random playouts from the start positions, and random
//! positions built from FEN.

use draughts_rules::{Color, MoveText, Notation, Position, Role, Variant, VariantPosition};
use proptest::prelude::*;

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A position reached by playing `choices` (each picks a legal move by index) from the start.
fn playout(variant: Variant, choices: &[u16]) -> VariantPosition {
    let mut p = VariantPosition::new(variant);
    for &c in choices {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = &moves[usize::from(c) % moves.len()];
        p.play(m).expect("a legal move plays");
    }
    p
}

/// A FEN with random pieces: each square empty (most often), or a man or king of either colour;
/// men that would stand on their own promotion row become kings.
fn random_fen(variant: Variant, cells: &[u8], white_to_move: bool) -> String {
    let count = usize::from(variant.square_count());
    let half = usize::from(variant.board_size() / 2);
    let (mut white, mut black) = (Vec::new(), Vec::new());
    for (i, &c) in cells.iter().take(count).enumerate() {
        let n = i + 1;
        let (color, king) = match c % 16 {
            0..=1 => (Color::White, false),
            2..=3 => (Color::Black, false),
            4 => (Color::White, true),
            5 => (Color::Black, true),
            _ => continue,
        };
        let on_own_row = match color {
            Color::White => n <= half,
            Color::Black => n > count - half,
        };
        let token = if king || on_own_row {
            format!("K{n}")
        } else {
            n.to_string()
        };
        match color {
            Color::White => white.push(token),
            Color::Black => black.push(token),
        }
    }
    let side = if white_to_move { 'W' } else { 'B' };
    format!("{side}:W{}:B{}", white.join(","), black.join(","))
}

fn check_position(p: &VariantPosition) -> Result<(), TestCaseError> {
    let v = p.variant();
    // FEN round trips, in both notations.
    for notation in [Notation::Numeric, Notation::Algebraic] {
        let fen = p.to_fen_with(notation);
        let back = VariantPosition::from_fen(v, &fen)
            .map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
        prop_assert_eq!(&back, p, "{}", fen);
    }
    let moves = p.legal_moves();
    let max = p.max_capture_count();
    let before = p.pieces().len();
    for m in &moves {
        // Each legal move, written then read back, is the same move.
        for notation in [Notation::Numeric, Notation::Algebraic] {
            let text = MoveText::from_move_with(p, m, notation).to_string();
            let parsed: MoveText = text
                .parse()
                .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
            let back = parsed
                .to_move(p)
                .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
            prop_assert_eq!(&back, m, "{}", text);
        }
        // One jump per captured piece: no piece jumped twice (001 art. 4.8).
        if m.is_capture() {
            prop_assert_eq!(m.path().len(), m.capture_count());
            if matches!(v, Variant::International | Variant::Brazilian) {
                prop_assert_eq!(m.capture_count(), max);
            }
        }
        // Playing keeps every piece on the board and no man on its promotion row.
        let mut after = p.clone();
        after
            .play(m)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(after.pieces().len(), before - m.capture_count());
        let half = u32::from(v.board_size() / 2);
        let count = u32::from(v.square_count());
        for (sq, piece) in after.pieces() {
            let n = u32::from(sq.number());
            prop_assert!(n >= 1 && n <= count);
            let own_row = match piece.color {
                Color::White => n <= half,
                Color::Black => n > count - half,
            };
            prop_assert!(
                !(piece.role == Role::Man && own_row),
                "man on its promotion row at {}",
                n
            );
        }
        prop_assert_eq!(after.turn(), !p.turn());
    }
    prop_assert_eq!(p.has_capture(), moves.iter().any(|m| m.is_capture()));
    prop_assert_eq!(p.perft(1), moves.len() as u64);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_playouts(v in variant(), choices in prop::collection::vec(any::<u16>(), 0..80)) {
        let p = playout(v, &choices);
        check_position(&p)?;
    }

    #[test]
    fn random_fen_positions(
        v in variant(),
        cells in prop::collection::vec(any::<u8>(), 50),
        white in any::<bool>(),
    ) {
        let fen = random_fen(v, &cells, white);
        let p = VariantPosition::from_fen(v, &fen).map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
        check_position(&p)?;
    }

    /// Perft(2) from the public API (play each move, count the replies) equals the bulk count.
    #[test]
    fn bulk_counting_agrees(v in variant(), cells in prop::collection::vec(any::<u8>(), 50), white in any::<bool>()) {
        let p = VariantPosition::from_fen(v, &random_fen(v, &cells, white)).unwrap();
        let by_hand: u64 = p.legal_moves().iter().map(|m| {
            let mut c = p.clone();
            c.play(m).unwrap();
            c.legal_moves().len() as u64
        }).sum();
        prop_assert_eq!(p.perft(2), by_hand);
    }

    /// The syntax layer never panics.
    #[test]
    fn move_text_parses_without_panic(s in "[0-9a-zA-Z:x -]{0,20}") {
        let _ = s.parse::<MoveText>();
    }

    #[test]
    fn any_text_parses_without_panic(s in "\\PC{0,30}") {
        if let Ok(text) = s.parse::<MoveText>() {
            for v in Variant::ALL {
                let pos = VariantPosition::new(v);
                let _ = text.to_move(&pos);
                let _ = text.to_unchecked_move(&pos);
            }
        }
        for v in Variant::ALL {
            let _ = VariantPosition::from_fen(v, &s);
        }
    }

    #[test]
    fn fen_parses_without_panic(s in "[WBK0-9a-h,:. -]{0,40}") {
        for v in Variant::ALL {
            let _ = VariantPosition::from_fen(v, &s);
        }
    }
}
