//! Hand-made positions, one rule of the rule books each (article cited in each test).

use draughts_rules::{
    English, FenError, International, Move, MoveText, Position, Problem, ResolveError, Role,
    Russian, Square, SquareSet, Variant, VariantPosition,
};

fn pos(variant: Variant, fen: &str) -> VariantPosition {
    VariantPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves written in full (`from x landing x ... x to`), sorted.
fn moves(p: &impl Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(Move::to_string).collect();
    v.sort();
    v
}

fn sq(variant: Variant, n: u32) -> Square {
    Square::new(variant, n).unwrap()
}

fn set(variant: Variant, ns: &[u32]) -> SquareSet {
    ns.iter().map(|&n| sq(variant, n)).collect()
}

fn role_at(p: &impl Position, n: u32) -> Option<Role> {
    p.piece_at(sq(p.variant(), n)).map(|piece| piece.role)
}

#[test]
fn english_start_and_first_moves() {
    // 000 art. 1.11, 1.13: Red (Black in PDN) on 1-12 moves first.
    let p = English::new();
    assert_eq!(p.turn(), draughts_rules::Color::Black);
    assert_eq!(
        moves(&p),
        ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]
    );
    assert_eq!(
        p.to_fen(),
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
}

#[test]
fn english_promotion_ends_a_capture() {
    // 000 art. 1.19: the man reaching the king row on 31 is crowned, and may not go on to jump 27
    // as a king would.
    let mut p = pos(Variant::English, "B:W26,27:B22");
    assert_eq!(moves(&p), ["22x31"]);
    let m = p.legal_moves()[0].clone();
    p.play(&m).unwrap();
    assert_eq!(role_at(&p, 31), Some(Role::King));
    assert_eq!(role_at(&p, 27), Some(Role::Man));
    assert_eq!(p.turn(), draughts_rules::Color::White);
}

#[test]
fn english_men_capture_forward_only_and_kings_are_short() {
    // 000 art. 1.18: no backward capture by a man (White 10 is behind the Black man on 14).
    let p = pos(Variant::English, "B:W10:B14");
    assert!(!p.has_capture());
    assert_eq!(moves(&p), ["14-17", "14-18"]);
    // 000 art. 1.17, 1.21: a king moves and jumps one square at a time, forward or backward.
    let p = pos(Variant::English, "B:W5:BK22");
    assert_eq!(moves(&p), ["22-17", "22-18", "22-25", "22-26"]);
    let p = pos(Variant::English, "B:W25:BK29");
    assert_eq!(moves(&p), ["29x22"]);
}

#[test]
fn english_free_choice_of_capture() {
    // 000 art. 1.20: the single jump 12x19 is as legal as the double 10x17x26.
    let p = pos(Variant::English, "B:W14,16,22:B10,12");
    assert_eq!(moves(&p), ["10x17x26", "12x19"]);
    assert_eq!(p.max_capture_count(), 2);
}

#[test]
fn one_move_for_sequences_with_the_same_captures() {
    // The king on 22 can go round the four pieces either way: one move (same origin, destination
    // and captured set), two routes.
    let p = pos(Variant::English, "B:W18,19,26,27:BK22");
    assert_eq!(p.legal_moves().len(), 1);
    assert_eq!(p.legal_routes().len(), 2);
    let m = &p.legal_moves()[0];
    assert_eq!(
        (m.from(), m.to()),
        (sq(Variant::English, 22), sq(Variant::English, 22))
    );
    assert_eq!(m.captured(), set(Variant::English, &[18, 19, 26, 27]));
    assert_eq!(p.perft(1), 1);
}

#[test]
fn russian_man_crowned_mid_capture_continues_as_king() {
    // 002 art. 4.14: the man on 11 (f6) takes 7 landing on 2 (d8), is crowned at once and goes on
    // as a flying king over the empty c7 to take 9 (b6), landing on 13 (a5). 002 art. 4.13: the
    // single capture 22x15 remains a free choice.
    let v = Variant::Russian;
    let mut p = pos(v, "W:W11,22:B7,9,18");
    assert_eq!(moves(&p), ["11x2x13", "22x15"]);
    let m = p
        .legal_moves()
        .into_iter()
        .find(|m| m.from() == sq(v, 11))
        .unwrap();
    assert_eq!(m.captured(), set(v, &[7, 9]));
    p.play(&m).unwrap();
    assert_eq!(role_at(&p, 13), Some(Role::King));
    // In algebraic notation, as Russian records are written.
    let written = MoveText::from_move(&pos(v, "W:W11,22:B7,9,18"), &m).to_string();
    assert_eq!(written, "f6:a5");
}

#[test]
fn brazilian_man_passing_the_last_row_stays_a_man() {
    // 002 art. 4.16.2-4.16.3: on the same position the Brazilian man continues as a man, cannot take
    // 9 from d8, and is crowned there because the capture ends on the last row.
    let mut p = pos(Variant::Brazilian, "W:W11,22:B7,9,18");
    assert_eq!(moves(&p), ["11x2", "22x15"]);
    let m = p
        .legal_moves()
        .into_iter()
        .find(|m| m.to().number() == 2)
        .unwrap();
    p.play(&m).unwrap();
    assert_eq!(role_at(&p, 2), Some(Role::King));
}

#[test]
fn international_man_passing_the_promotion_row_stays_a_man() {
    // 001 art. 4.15: 12 takes 8 landing on 3 (promotion row), takes 9 backward and ends on 14.
    let mut p = pos(Variant::International, "W:W12:B8,9");
    assert_eq!(moves(&p), ["12x3x14"]);
    let m = p.legal_moves()[0].clone();
    p.play(&m).unwrap();
    assert_eq!(role_at(&p, 14), Some(Role::Man));
    assert!(
        p.pieces()
            .iter()
            .all(|(_, piece)| piece.color == draughts_rules::Color::White)
    );
}

#[test]
fn men_are_crowned_on_the_promotion_row() {
    // 001 art. 3.5, 4.15: a capture ending on the promotion row crowns the man.
    let mut p = pos(Variant::International, "W:W13:B8");
    assert_eq!(moves(&p), ["13x2"]);
    p.play(&p.legal_moves()[0].clone()).unwrap();
    assert_eq!(role_at(&p, 2), Some(Role::King));
    // 002 art. 4.15: a Russian man reaching the last row without capturing is crowned and stops.
    let mut p = pos(Variant::Russian, "W:W5:B28");
    let m = "a7-b8".parse::<MoveText>().unwrap().to_move(&p).unwrap();
    p.play(&m).unwrap();
    assert_eq!(role_at(&p, 1), Some(Role::King));
    // 000 art. 1.16: an English Black man reaching 29-32 is crowned.
    let mut p = pos(Variant::English, "B:W5:B25");
    assert_eq!(moves(&p), ["25-29", "25-30"]);
    let m = "25-29".parse::<MoveText>().unwrap().to_move(&p).unwrap();
    p.play(&m).unwrap();
    assert_eq!(role_at(&p, 29), Some(Role::King));
}

#[test]
fn men_capture_backward_outside_english_draughts() {
    // 001 art. 4.1, 002 art. 4.1.
    assert_eq!(moves(&pos(Variant::International, "W:W28:B33")), ["28x39"]);
    assert_eq!(moves(&pos(Variant::Russian, "W:W18:B22")), ["18x25"]);
}

#[test]
fn majority_rule_counts_a_king_as_one() {
    // 001 art. 4.13: two men (45x34x23) must be taken rather than one king (47x38).
    let v = Variant::International;
    let p = pos(v, "W:W45,47:B29,40,K42");
    assert_eq!(moves(&p), ["45x34x23"]);
    assert_eq!(p.max_capture_count(), 2);
    // 001 art. 4.13-4.14: one king or one man, equal numbers: free choice, the king has no priority.
    let p = pos(v, "W:W45,47:B40,K42");
    assert_eq!(moves(&p), ["45x34", "47x38"]);
    // 002 art. 4.16.1: the Brazilian majority rule (two men rather than one king); Russian has free
    // choice (002 art. 4.13).
    let fen = "W:W22,28:B11,18,K24";
    assert_eq!(moves(&pos(Variant::Brazilian, fen)), ["22x15x8"]);
    assert_eq!(moves(&pos(Variant::Russian, fen)), ["22x15x8", "28x19"]);
}

#[test]
fn no_piece_is_jumped_twice_but_empty_squares_are_crossed_again() {
    // 001 art. 4.8: the king on 32 takes 28, 18, 17 and 43, crossing its own start square 32 on the
    // way to 49; it may cross empty squares again but not jump a piece twice.
    let v = Variant::International;
    let p = pos(v, "W:WK32:B17,18,28,43");
    assert_eq!(moves(&p), ["32x23x12x21x49"]);
    let order: Vec<u8> = p.legal_moves()[0]
        .captures_in_order(v)
        .iter()
        .map(|s| s.number())
        .collect();
    assert_eq!(order, [28, 18, 17, 43]);
    // After taking 37 the king could reach 37 again only by jumping it twice: it cannot.
    let p = pos(v, "W:WK46:B37");
    assert_eq!(
        moves(&p),
        ["46x10", "46x14", "46x19", "46x23", "46x28", "46x32", "46x5"]
    );
    for m in p.legal_routes() {
        assert_eq!(m.path().len(), m.capture_count());
    }
}

#[test]
fn flying_king_landing_choices() {
    // 001 art. 4.3, 4.6: any free square behind the last piece; but if the capture can go on from
    // some landing squares (here only 28, to take 22), the king must land on one of those.
    let v = Variant::International;
    let p = pos(v, "W:WK46:B22,37");
    assert_eq!(moves(&p), ["46x28x11", "46x28x17", "46x28x6"]);
    // The same in Russian draughts (002 art. 4.3, 4.6), on 8x8: 29 takes 22, must land on 15 to
    // take 10, then lands on 6 or 1.
    let p = pos(Variant::Russian, "W:WK29:B10,22");
    assert_eq!(moves(&p), ["29x15x1", "29x15x6"]);
    // Kings also move any distance (001 art. 3.9): 9 squares from 46 on the long diagonal.
    assert_eq!(pos(v, "W:WK46:B1").legal_moves().len(), 9);
}

#[test]
fn capture_is_compulsory() {
    // 000 art. 1.20, 001 art. 4.2, 002 art. 4.2.
    let p = pos(Variant::International, "W:W28,48:B23");
    assert_eq!(moves(&p), ["28x19"]);
    assert!(p.has_capture());
}

#[test]
fn game_over_without_moves() {
    // 000 art. 1.30, 001 art. 7.2.2-7.2.3, 002 art. 6.1.2-6.1.3.
    assert!(pos(Variant::International, "W:B1").is_game_over());
    // Blocked: White's man on 46 faces Black's men it cannot jump.
    let p = pos(Variant::International, "W:W46:B41,37");
    assert!(p.is_game_over());
    assert!(!International::new().is_game_over());
}

#[test]
fn fen_reading_and_errors() {
    let v = Variant::International;
    // Either colour first, ranges, kings, a final period.
    let a = pos(v, "W:B1-20:W31-50.");
    assert_eq!(a, VariantPosition::new(v));
    let k = pos(v, "B:WK3,31:BK40,K45-46");
    assert_eq!(k.to_fen(), "B:WK3,31:BK40,K45,K46");
    // Algebraic squares on 8x8.
    let r = pos(Variant::Russian, "W:Wa1,c3:Bh8");
    assert_eq!(r.to_fen(), "W:Wc3,a1:Bh8");
    assert_eq!(
        r.to_fen_with(draughts_rules::Notation::Numeric),
        "W:W22,29:B4"
    );
    // Errors name the token.
    let err = VariantPosition::from_fen(v, "X:W31:B1").unwrap_err();
    assert_eq!(err, FenError::UnknownSide { token: "X".into() });
    let err = VariantPosition::from_fen(v, "W:W31,51:B1").unwrap_err();
    let FenError::Position(e) = err else {
        panic!("{err}")
    };
    assert_eq!(e.problems, [Problem::OffBoard { token: "51".into() }]);
    let err = VariantPosition::from_fen(Variant::English, "B:W1,22:B22,K3").unwrap_err();
    let FenError::Position(e) = err else {
        panic!("{err}")
    };
    assert_eq!(
        e.problems,
        [
            Problem::ManOnPromotionRow {
                token: "1".into(),
                color: draughts_rules::Color::White
            },
            Problem::TwoPieces {
                square: 22,
                first: "22".into(),
                second: "22".into()
            },
        ]
    );
    assert!(e.to_string().contains("square 22 holds two pieces"));
    let err = VariantPosition::from_fen(Variant::Russian, "W:Wa2:Bh8").unwrap_err();
    assert!(err.to_string().contains("`a2` is a light square"), "{err}");
    assert!(matches!(
        VariantPosition::from_fen(v, "W:W31-x:B1"),
        Err(FenError::BadRange { token }) if token == "31-x"
    ));
    assert!(matches!(
        VariantPosition::from_fen(v, "W:W31,?:B1"),
        Err(FenError::BadSquare { token }) if token == "?"
    ));
    assert!(matches!(
        VariantPosition::from_fen(v, "W:Q31:B1"),
        Err(FenError::UnknownColour { .. })
    ));
    assert!(matches!(
        VariantPosition::from_fen(v, "W:W31:W32"),
        Err(FenError::DuplicateSection { .. })
    ));
}

#[test]
fn move_text_syntax() {
    for ok in [
        "11-15",
        "22x15",
        "47x38x24x13x36",
        "c3-d4",
        "c3:e5:g3",
        "1- 6",
        "32X41",
    ] {
        assert!(ok.parse::<MoveText>().is_ok(), "{ok}");
    }
    assert_eq!("1- 6".parse::<MoveText>().unwrap().to_string(), "1-6");
    for bad in ["", "11", "11-", "11-15x19", "?9-1", "11--15", "c3 d4"] {
        assert!(bad.parse::<MoveText>().is_err(), "{bad}");
    }
}

#[test]
fn move_text_resolution() {
    let v = Variant::English;
    let p = English::new();
    let m = "11-15".parse::<MoveText>().unwrap().to_move(&p).unwrap();
    assert_eq!((m.from().number(), m.to().number()), (11, 15));
    assert!(matches!(
        "11-14".parse::<MoveText>().unwrap().to_move(&p),
        Err(ResolveError::Illegal { .. })
    ));
    assert!(matches!(
        "11-33".parse::<MoveText>().unwrap().to_move(&p),
        Err(ResolveError::Square { .. })
    ));
    // Two captures from 6 to 22: via 15 (taking 10 and 18) or via 13 (taking 9 and 17).
    let p = pos(v, "B:W9,10,17,18:B6");
    let err = "6x22".parse::<MoveText>().unwrap().to_move(&p).unwrap_err();
    let ResolveError::Ambiguous { candidates, .. } = &err else {
        panic!("{err}")
    };
    assert_eq!(candidates.len(), 2);
    assert!(err.to_string().contains("6x15x22"), "{err}");
    let m = "6x15x22".parse::<MoveText>().unwrap().to_move(&p).unwrap();
    assert_eq!(m.captured(), set(v, &[10, 18]));
    assert_eq!(MoveText::from_move(&p, &m).to_string(), "6x15x22");
    // Unambiguous captures are written origin-destination only.
    let p = pos(Variant::International, "W:WK32:B17,18,28,43");
    let m = &p.legal_moves()[0];
    assert_eq!(MoveText::from_move(&p, m).to_string(), "32x49");
    // Algebraic for 8x8 boards only.
    let r = Russian::new();
    let m = "c3-d4".parse::<MoveText>().unwrap().to_move(&r).unwrap();
    assert_eq!(MoveText::from_move(&r, &m).to_string(), "c3-d4");
    assert!(
        "c3-d4"
            .parse::<MoveText>()
            .unwrap()
            .to_move(&International::new())
            .is_err()
    );
}

#[test]
fn play_unchecked_is_physical() {
    use draughts_rules::PlayError;
    let v = Variant::International;
    let mut p = International::new();
    // Not legal (two rows at once), but physically possible.
    let m = Move::new(sq(v, 32), sq(v, 23), SquareSet::EMPTY);
    assert!(p.clone().play(&m).is_err());
    p.play_unchecked(&m).unwrap();
    assert_eq!(p.turn(), draughts_rules::Color::Black);
    let mut q = International::new();
    assert_eq!(
        q.play_unchecked(&Move::new(sq(v, 25), sq(v, 30), SquareSet::EMPTY)),
        Err(PlayError::EmptyOrigin { square: 25 })
    );
    assert!(matches!(
        q.play_unchecked(&Move::new(sq(v, 1), sq(v, 26), SquareSet::EMPTY)),
        Err(PlayError::NotOwnPiece { square: 1, .. })
    ));
    assert_eq!(
        q.play_unchecked(&Move::new(sq(v, 31), sq(v, 36), SquareSet::EMPTY)),
        Err(PlayError::DestinationOccupied { square: 36 })
    );
    assert_eq!(
        q.play_unchecked(&Move::new(sq(v, 31), sq(v, 26), set(v, &[27]))),
        Err(PlayError::NothingToCapture { square: 27 })
    );
    // From text: the pieces jumped over are the captured squares, legal or not.
    let mut q = pos(v, "W:W28,33:B23,12");
    let m = "28x17"
        .parse::<MoveText>()
        .unwrap()
        .to_unchecked_move(&q)
        .unwrap();
    assert_eq!(m.captured(), set(v, &[]));
    let m = "28x19"
        .parse::<MoveText>()
        .unwrap()
        .to_unchecked_move(&q)
        .unwrap();
    assert_eq!(m.captured(), set(v, &[23]));
    q.play_unchecked(&m).unwrap();
    assert_eq!(q.to_fen(), "B:W19,33:B12");
    // Off the 8x8 board.
    let mut e = English::new();
    assert!(matches!(
        e.play_unchecked(&Move::new(sq(v, 9), sq(v, 40), SquareSet::EMPTY)),
        Err(PlayError::OffBoard { square: 40, .. })
    ));
}
