//! Verification of hand-written games (`fixtures/pdn/verify_*.pdn`): each game says what the
//! verifier must find in its own tags: `Expect` ("legal", or the irregularity's kind and ply, and
//! for the majority rule the pieces taken and required), `Consistent` (whether the result agrees
//! with the board), `Winner` (the colour the result names, in the variant's convention) and
//! `Draw` (the draw rule reached and its ply).

use std::path::Path;

use draughts_rules::pdn::{PdnGame, read_str};
use draughts_rules::verify::{
    DrawRuleKind, IrregularityKind, Opening, Verdict, VerifyOptions, verify,
};
use draughts_rules::{MoveText, Position, Role, Variant, VariantPosition};

fn fixture(name: &str) -> Vec<PdnGame> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/pdn")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    read_str(&text, Variant::English)
        .into_iter()
        .map(|g| g.unwrap())
        .collect()
}

fn kind_name(kind: &IrregularityKind) -> String {
    let v = serde_json::to_value(kind).unwrap();
    v["kind"].as_str().unwrap().to_owned()
}

fn check_file(name: &str) -> usize {
    let games = fixture(name);
    assert!(!games.is_empty());
    for game in &games {
        let report = verify(game, &VerifyOptions::default());
        let what = format!("{name} game {}: {report:#?}", game.index);
        let expect: Vec<&str> = game.tag("Expect").unwrap().split(' ').collect();
        if expect[0] == "legal" {
            assert_eq!(report.verdict, Verdict::Legal, "{what}");
            assert!(report.irregularities.is_empty(), "{what}");
            assert_eq!(report.ply, None, "{what}");
        } else {
            let first = report.irregularities.first().expect(&what);
            assert_eq!(kind_name(&first.kind), expect[0], "{what}");
            let ply: usize = expect[1].parse().unwrap();
            assert_eq!(report.ply, Some(ply), "{what}");
            assert_eq!(first.ply, ply, "{what}");
            let verdict = if expect[0] == "unreadable" {
                Verdict::Unreadable
            } else {
                Verdict::Irregular
            };
            assert_eq!(report.verdict, verdict, "{what}");
            assert_eq!(report.plies, ply - 1, "{what}");
            assert!(!report.is_clean());
            if let IrregularityKind::MajorityRule { taken, required } = first.kind {
                assert_eq!(taken, expect[2].parse::<usize>().unwrap(), "{what}");
                assert_eq!(required, expect[3].parse::<usize>().unwrap(), "{what}");
            }
        }
        if let Some(c) = game.tag("Consistent") {
            assert_eq!(report.result_consistent, Some(c == "true"), "{what}");
            if c == "false" {
                assert!(report.game_over, "{what}");
            }
        }
        if let Some(w) = game.tag("Winner") {
            let found = report.winner.map(|c| c.to_string());
            assert_eq!(found.as_deref(), Some(w), "{what}");
        }
        match game.tag("Draw") {
            Some(d) => {
                let (rule, ply) = d.split_once(' ').unwrap();
                let found = report.draw_rule.expect(&what);
                assert_eq!(
                    serde_json::to_value(found.rule).unwrap(),
                    serde_json::Value::String(rule.to_owned()),
                    "{what}"
                );
                assert_eq!(found.ply, ply.parse::<usize>().unwrap(), "{what}");
            }
            None => assert_eq!(report.draw_rule, None, "{what}"),
        }
    }
    games.len()
}

#[test]
fn english_fixtures() {
    assert_eq!(check_file("verify_english.pdn"), 14);
}

#[test]
fn international_fixtures() {
    assert_eq!(check_file("verify_international.pdn"), 10);
}

#[test]
fn russian_fixtures() {
    // Free choice among captures in Russian draughts (002 art. 4.13), the majority rule in
    // Brazilian (002 art. 4.16.1): the same capture of one piece is legal in one, not the other.
    assert_eq!(check_file("verify_russian.pdn"), 7);
}

#[test]
fn brazilian_fixtures() {
    assert_eq!(check_file("verify_brazilian.pdn"), 4);
}

#[test]
fn ambiguous_notation_lists_the_candidates() {
    let games = fixture("verify_english.pdn");
    let game = games
        .iter()
        .find(|g| g.tag("Expect") == Some("ambiguous 1"))
        .unwrap();
    let report = verify(game, &VerifyOptions::default());
    let IrregularityKind::Ambiguous { candidates } = &report.irregularities[0].kind else {
        panic!("{report:#?}");
    };
    assert_eq!(candidates, &["6x13x22", "6x15x22"]);
}

#[test]
fn continue_mode_lists_every_irregularity() {
    // Two irregular moves: a plain move when a capture is compulsory (played as written), then a
    // man moved backward.
    let pdn = "[FEN \"B:W18,29:B3,14\"]\n1. 3-7 18x9 2. 7-3 *\n";
    let game = read_str(pdn, Variant::English).remove(0).unwrap();
    let options = VerifyOptions {
        continue_after_irregular: true,
        ..VerifyOptions::default()
    };
    let report = verify(&game, &options);
    let kinds: Vec<_> = report
        .irregularities
        .iter()
        .map(|i| (i.ply, kind_name(&i.kind)))
        .collect();
    assert_eq!(
        kinds,
        [
            (1, "capture_compulsory".to_owned()),
            (3, "man_moved_backward".to_owned())
        ]
    );
    assert_eq!(report.ply, Some(1));
    assert_eq!(report.plies, 3);
    assert_eq!(report.final_fen.as_deref(), Some("W:W9,29:B3"));
    // Without continuing, verification stops at the first.
    let report = verify(&game, &VerifyOptions::default());
    assert_eq!(report.irregularities.len(), 1);
    assert_eq!(report.plies, 0);
}

#[test]
fn separator_leniencies_are_warnings() {
    let pdn = "[FEN \"B:W18,27,30:B1,14\"]\n1. 14-32 30x26 *\n";
    let game = read_str(pdn, Variant::English).remove(0).unwrap();
    let report = verify(&game, &VerifyOptions::default());
    assert_eq!(report.verdict, Verdict::Legal, "{report:#?}");
    let w = &report.warnings;
    assert_eq!(w.len(), 3, "{w:?}");
    assert!(w[0].starts_with("ply 1:") && w[0].contains("with - for a capture"));
    assert!(w[1].starts_with("ply 1:") && w[1].contains("origin and destination only"));
    assert!(w[2].starts_with("ply 2:") && w[2].contains("with x for a plain move"));
}

#[test]
fn caller_opening_as_moves_or_fen() {
    let pdn = "1. 23-19 *\n";
    let game = read_str(pdn, Variant::English).remove(0).unwrap();
    let moves = VerifyOptions {
        opening: Some(Opening::Moves(vec!["11-15".to_owned()])),
        ..VerifyOptions::default()
    };
    let report = verify(&game, &moves);
    assert_eq!(report.verdict, Verdict::Legal, "{report:#?}");
    // Without the opening, White cannot move first.
    let report = verify(&game, &VerifyOptions::default());
    assert_eq!(report.verdict, Verdict::Irregular);
    let mut pos = VariantPosition::new(Variant::English);
    let m = "11-15".parse::<MoveText>().unwrap().to_move(&pos).unwrap();
    pos.play(&m).unwrap();
    let fen = VerifyOptions {
        opening: Some(Opening::Fen(pos.to_fen())),
        ..VerifyOptions::default()
    };
    assert_eq!(verify(&game, &fen).verdict, Verdict::Legal);
    let bad = VerifyOptions {
        opening: Some(Opening::Fen("W:W99:B1".to_owned())),
        ..VerifyOptions::default()
    };
    assert_eq!(verify(&game, &bad).verdict, Verdict::Unreadable);
}

/// A game of `plies` quiet moves from `fen`, never repeating a position and never leaving a
/// capture to either side, as PDN movetext; with `man_every = Some(n)`, every `n`th ply moves a
/// man and the others a king.
fn walk_with_men(variant: Variant, fen: &str, plies: usize, man_every: Option<usize>) -> String {
    fn walk(
        pos: &VariantPosition,
        seen: &mut Vec<String>,
        left: usize,
        man_every: Option<usize>,
        out: &mut Vec<String>,
    ) -> bool {
        if left == 0 {
            return true;
        }
        let man_turn = man_every.map(|n| (out.len() + 1).is_multiple_of(n));
        for m in pos.legal_moves() {
            let is_man = pos.piece_at(m.from()).unwrap().role == Role::Man;
            if man_turn.is_some_and(|t| t != is_man) {
                continue;
            }
            let mut next = pos.clone();
            next.play(&m).unwrap();
            let fen = next.to_fen();
            if m.is_capture() || next.has_capture() || seen.contains(&fen) {
                continue;
            }
            seen.push(fen);
            out.push(MoveText::from_move(pos, &m).to_string());
            if walk(&next, seen, left - 1, man_every, out) {
                return true;
            }
            out.pop();
        }
        false
    }
    let pos = VariantPosition::from_fen(variant, fen).unwrap();
    let mut out = Vec::new();
    let mut seen = vec![pos.to_fen()];
    assert!(
        walk(&pos, &mut seen, plies, man_every, &mut out),
        "no walk of {plies} plies"
    );
    out.join(" ")
}

fn draw_of(variant: Variant, fen: &str, plies: usize) -> (DrawRuleKind, usize) {
    draw_of_walk(variant, fen, plies, None)
}

fn draw_of_walk(
    variant: Variant,
    fen: &str,
    plies: usize,
    man_every: Option<usize>,
) -> (DrawRuleKind, usize) {
    let gt = match variant {
        Variant::English => 21,
        Variant::International => 20,
        Variant::Russian => 25,
        Variant::Brazilian => 26,
    };
    let pdn = format!(
        "[GameType \"{gt}\"]\n[FEN \"{fen}\"]\n{} *\n",
        walk_with_men(variant, fen, plies, man_every)
    );
    let game = read_str(&pdn, variant).remove(0).unwrap();
    let report = verify(&game, &VerifyOptions::default());
    assert_eq!(report.verdict, Verdict::Legal, "{report:#?}");
    assert_eq!(report.plies, plies);
    let d = report.draw_rule.expect("a draw rule");
    (d.rule, d.ply)
}

#[test]
fn international_draw_rules() {
    // 001 art. 6.2: 25 moves each of kings only.
    assert_eq!(
        draw_of(Variant::International, "W:WK46,K47,K48,K49:BK1,K2", 60),
        (DrawRuleKind::TwentyFiveMoveKings, 50)
    );
    // 001 art. 6.3: three kings against one, 16 moves each.
    assert_eq!(
        draw_of(Variant::International, "W:WK47,K48,K49:BK3", 40),
        (DrawRuleKind::SixteenMoveEndgame, 32)
    );
    // 001 art. 6.4: two kings against one, 5 moves each.
    assert_eq!(
        draw_of(Variant::International, "W:WK48,K49:BK3", 20),
        (DrawRuleKind::FiveMoveEndgame, 10)
    );
}

#[test]
fn russian_draw_rules() {
    // 002 art. 7.2.5: 15 moves of kings only.
    assert_eq!(
        draw_of(Variant::Russian, "W:WKa1,Kc1,Ke1:BKb8,Kd8", 40),
        (DrawRuleKind::FifteenMoveKings, 30)
    );
    // 002 art. 7.2.6: both sides with kings, 4 pieces, no capture and no crowning for 30 moves
    // (a man moves every 20 plies, so the kings-only rule of 7.2.5 does not apply).
    assert_eq!(
        draw_of_walk(Variant::Russian, "W:WKa1,c3:BKh8,f6", 70, Some(20)),
        (DrawRuleKind::ThirtyMoveBalance, 60)
    );
    // 002 art. 7.2.8: two kings against one, 5 moves.
    assert_eq!(
        draw_of(Variant::Russian, "W:WKc1,Ke1:BKb8", 20),
        (DrawRuleKind::FiveMoveRegulation, 10)
    );
}

#[test]
fn english_forty_move_rule_is_claimable() {
    let (rule, ply) = draw_of(Variant::English, "B:WK29,K30,K31:BK2,K3,K4", 90);
    assert_eq!((rule, ply), (DrawRuleKind::FortyMove, 80));
}

#[test]
fn side_lines_are_replayed_without_changing_the_verdict() {
    let pdn = "1. 11-15 (1. 13-17) 23-19 (1... 22-18 2. 15x22 (2. 9-14) 25x18) 2. 8-11 *\n";
    let game = read_str(pdn, Variant::English).remove(0).unwrap();
    let report = verify(&game, &VerifyOptions::default());
    assert_eq!(report.verdict, Verdict::Legal, "{report:#?}");
    assert_eq!(report.plies, 3);
    let found: Vec<_> = report
        .side_lines
        .iter()
        .map(|i| (i.ply, i.text.as_str(), kind_name(&i.kind)))
        .collect();
    assert_eq!(
        found,
        [
            (1, "13-17", "no_piece_on_origin".to_owned()),
            (3, "9-14", "capture_compulsory".to_owned())
        ]
    );
}

#[test]
fn unsupported_variant_is_unreadable() {
    let pdn = "[GameType \"22\"]\n1. 32-28 *\n";
    let game = read_str(pdn, Variant::English).remove(0).unwrap();
    let report = verify(&game, &VerifyOptions::default());
    assert_eq!(report.verdict, Verdict::Unreadable);
    assert!(
        report
            .reason
            .as_deref()
            .unwrap()
            .contains("unsupported GameType"),
        "{report:#?}"
    );
    // The caller's variant overrides the tag.
    let forced = VerifyOptions {
        variant: Some(Variant::International),
        ..VerifyOptions::default()
    };
    assert_eq!(verify(&game, &forced).verdict, Verdict::Legal);
}
