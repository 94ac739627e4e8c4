//! The PDN reader and writer on the project's own hand-written fixtures
//! (`fixtures/pdn/`): each syntax feature, each leniency and each error kind.

use std::fs;
use std::path::PathBuf;

use draughts_rules::Variant;
use draughts_rules::pdn::{
    Command, GameResult, GameVariant, MoveNumber, Nag, Node, PdnGame, Pos, ReadError, Reader,
    Separator, Skip, SquareText, SyntaxError, SyntaxErrorKind, Visitor, WarningKind, read_str,
};

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/pdn")
        .join(name);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn games(name: &str, default: Variant) -> Vec<PdnGame> {
    read_str(&fixture(name), default)
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

/// The position of the first occurrence of `needle` in `text`.
fn locate(text: &str, needle: &str) -> Pos {
    for (k, line) in text.lines().enumerate() {
        if let Some(c) = line.find(needle) {
            return Pos::new(k as u32 + 1, line[..c].chars().count() as u32 + 1);
        }
    }
    panic!("`{needle}` not in the fixture");
}

fn texts(game: &PdnGame) -> Vec<&str> {
    game.main_line().map(|m| m.mv.text.as_str()).collect()
}

fn warning_kinds(game: &PdnGame) -> Vec<&WarningKind> {
    game.warnings.iter().map(|w| &w.kind).collect()
}

#[test]
fn tags_move_numbers_and_escapes() {
    let text = fixture("syntax.pdn");
    let g = &games("syntax.pdn", Variant::English);
    assert_eq!(g.len(), 10);
    let first = &g[0];
    assert_eq!(first.index, 1);
    assert_eq!(first.tags.len(), 10);
    assert_eq!(first.tag("Event"), Some("Tags and move numbers"));
    assert_eq!(first.white(), Some("Wit, A."));
    assert_eq!(
        first.tag("Annotator"),
        Some(r#"A "quoted" name and a back\slash"#)
    );
    assert_eq!(first.tag("WhiteClock"), Some("1:20"));
    assert_eq!(first.variant.variant(), Some(Variant::International));
    assert_eq!(first.result, Some(GameResult::WhiteWins2));
    assert_eq!(
        texts(first),
        [
            "32-28", "19-23", "28x19", "14x23", "37-32", "10-14", "32-28", "23x32", "38x27"
        ]
    );
    let numbers: Vec<Option<MoveNumber>> = first.main_line().map(|m| m.number).collect();
    assert_eq!(
        numbers[0],
        Some(MoveNumber {
            number: 1,
            second_ply: false
        })
    );
    assert_eq!(numbers[1], None);
    assert_eq!(
        numbers[8],
        Some(MoveNumber {
            number: 5,
            second_ply: false
        })
    );
    // The escape line before the first game belongs to it.
    assert!(
        matches!(&first.movetext[0], Node::Escape { text } if text.starts_with(" Hand-written"))
    );
    assert!(first.warnings.is_empty(), "{:?}", first.warnings);
    let mv = first.main_line().nth(2).unwrap();
    assert_eq!(mv.mv.pos, locate(&text, "28x19 14x23 3."));
    assert_eq!(
        mv.mv.squares,
        [SquareText::Numeric(28), SquareText::Numeric(19)]
    );
    assert_eq!(mv.mv.separators, [Separator::Cross]);
}

#[test]
fn comments_escape_lines_and_commands() {
    let g = &games("syntax.pdn", Variant::International)[1];
    assert!(matches!(
        &g.variant,
        GameVariant::Tagged { variant: Variant::English, game_type } if game_type.details.is_some()
    ));
    let comments: Vec<&str> = g
        .movetext
        .iter()
        .filter_map(|n| match n {
            Node::Comment { text } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        comments,
        [
            "Before the first move",
            "[%clk 1:55:21]",
            "A comment over two lines [%clock w0:00:10 B0:00:03]"
        ]
    );
    assert!(
        g.movetext.iter().any(
            |n| matches!(n, Node::Escape { text } if text == " an escape line in the movetext")
        )
    );

    #[derive(Default)]
    struct Commands(Vec<Command>);
    impl Visitor for Commands {
        type Output = Vec<Command>;
        fn command(&mut self, command: &Command, _pos: Pos) {
            self.0.push(command.clone());
        }
        fn end_game(&mut self) -> Vec<Command> {
            std::mem::take(&mut self.0)
        }
    }
    let text = fixture("syntax.pdn");
    let mut reader = Reader::new(text.as_bytes());
    let mut v = Commands::default();
    assert!(reader.read_game(&mut v).unwrap().unwrap().is_empty());
    let cmds = reader.read_game(&mut v).unwrap().unwrap();
    assert_eq!(cmds.len(), 2);
    assert_eq!(
        cmds[0].clock_times().unwrap()[0].seconds,
        3600 + 55 * 60 + 21
    );
    let two = cmds[1].clock_times().unwrap();
    assert_eq!((two[0].white, two[0].seconds), (Some(true), 10));
    assert_eq!(
        (two[1].white, two[1].running, two[1].seconds),
        (Some(false), true, 3)
    );
}

#[test]
fn glyphs_and_move_strengths() {
    let g = &games("syntax.pdn", Variant::English)[2];
    let nags: Vec<Vec<u16>> = g
        .main_line()
        .map(|m| m.nags.iter().map(|n| n.0).collect())
        .collect();
    assert_eq!(
        nags,
        vec![
            vec![1],
            vec![2],
            vec![3],
            vec![4],
            vec![5],
            vec![6],
            vec![1],
            vec![14],
            vec![1, 18]
        ]
    );
    let tail = &g.movetext[g.movetext.len() - 2..];
    assert!(matches!(&tail[0], Node::Comment { text } if text == "then"));
    assert_eq!(tail[1], Node::Nag { nag: Nag(7) });
    assert_eq!(g.result, Some(GameResult::BlackWins2));
}

#[test]
fn nested_variations() {
    let g = &games("syntax.pdn", Variant::English)[3];
    assert_eq!(texts(g), ["32-28", "19-23", "28x19", "14x23", "37-32"]);
    let vars: Vec<&Vec<Node>> = g
        .movetext
        .iter()
        .filter_map(|n| match n {
            Node::Variation { nodes } => Some(nodes),
            _ => None,
        })
        .collect();
    assert_eq!(vars.len(), 2);
    let first = vars[0];
    assert_eq!(first.len(), 4);
    let Node::Move(m) = &first[0] else {
        panic!("{first:?}")
    };
    assert_eq!(m.mv.text, "18-23");
    assert_eq!(
        m.number,
        Some(MoveNumber {
            number: 1,
            second_ply: true
        })
    );
    let Node::Variation { nodes: inner } = &first[2] else {
        panic!("{first:?}")
    };
    assert!(matches!(&inner[0], Node::Move(m) if m.mv.text == "37-32" && m.nags == [Nag(2)]));
    assert!(matches!(&inner[2], Node::Comment { text } if text == "Black wins"));
    assert!(matches!(&first[3], Node::Move(m) if m.mv.text == "12-18"));
    assert!(matches!(&vars[1][0], Node::Move(m) if m.mv.text == "13x24"));
    assert_eq!(g.result, Some(GameResult::Draw));

    // A visitor can skip variations: it then sees the main line only.
    struct MainLine(Vec<String>);
    impl Visitor for MainLine {
        type Output = Vec<String>;
        fn move_text(&mut self, mv: &draughts_rules::pdn::MoveToken) {
            self.0.push(mv.text.clone());
        }
        fn begin_variation(&mut self, _pos: Pos) -> Skip {
            Skip(true)
        }
        fn end_variation(&mut self, _pos: Pos) {
            panic!("skipped variations are not closed");
        }
        fn end_game(&mut self) -> Vec<String> {
            std::mem::take(&mut self.0)
        }
    }
    let text = fixture("syntax.pdn");
    let mut reader = Reader::new(text.as_bytes());
    let mut v = MainLine(Vec::new());
    for _ in 0..3 {
        reader.read_game(&mut v).unwrap().unwrap();
    }
    assert_eq!(
        reader.read_game(&mut v).unwrap().unwrap(),
        ["32-28", "19-23", "28x19", "14x23", "37-32"]
    );
}

#[test]
fn setups_algebraic_and_results() {
    let g = games("syntax.pdn", Variant::English);
    let setup = &g[4];
    assert_eq!(setup.fen(), Some("B:W31-50:B1-20"));
    let first = setup.main_line().next().unwrap();
    assert_eq!(
        first.number,
        Some(MoveNumber {
            number: 1,
            second_ply: true
        })
    );
    assert!(
        setup
            .movetext
            .iter()
            .any(|n| matches!(n, Node::Setup { fen, .. } if fen == "W:W28,31-50:B1-19,25"))
    );
    assert_eq!(setup.result, Some(GameResult::Draw2));

    let russian = &g[5];
    assert_eq!(russian.variant.variant(), Some(Variant::Russian));
    let moves: Vec<_> = russian.main_line().collect();
    assert_eq!(moves[2].mv.text, "d4:f6");
    assert_eq!(moves[2].mv.separators, [Separator::Colon]);
    assert_eq!(
        moves[2].mv.origin(),
        Some(SquareText::Algebraic { file: 3, rank: 4 })
    );
    assert_eq!(moves[6].mv.text, "a3b4");
    assert_eq!(moves[6].mv.separators, [Separator::Omitted]);
    assert!(moves[2].mv.is_written_as_capture());

    assert_eq!(g[6].result, Some(GameResult::DoubleForfeit));
    assert_eq!(g[7].result, None);
    let long = g[8].main_line().last().unwrap();
    assert_eq!(long.mv.squares.len(), 4);
    assert_eq!(long.mv.destination(), Some(SquareText::Numeric(1)));

    let untagged = &g[9];
    assert!(untagged.tags.is_empty());
    assert_eq!(
        untagged.variant,
        GameVariant::Default {
            variant: Variant::English
        }
    );
    assert_eq!(untagged.result, Some(GameResult::BlackWins));
    assert_eq!(
        warning_kinds(untagged),
        [&WarningKind::ResultWithoutTag {
            result: "0-1".into()
        }]
    );
}

#[test]
fn leniencies_are_read_with_warnings() {
    let text = fixture("leniency.pdn");
    let g = games("leniency.pdn", Variant::English);
    assert_eq!(g.len(), 7);

    assert_eq!(texts(&g[0]), ["32-28", "1-6", "47x9", "7-12", "33-29"]);
    let spaced: Vec<(&str, Pos)> = g[0]
        .warnings
        .iter()
        .filter_map(|w| match &w.kind {
            WarningKind::SpacedMove { written, .. } => Some((written.as_str(), w.pos)),
            _ => None,
        })
        .collect();
    assert_eq!(
        spaced,
        [
            ("1- 6", locate(&text, "1- 6")),
            ("47x 9", locate(&text, "47x 9")),
            ("7 -12", locate(&text, "7 -12")),
            ("33 - 29", locate(&text, "33 - 29"))
        ]
    );

    assert_eq!(texts(&g[1]), ["c3-d4", "f6-e5", "d4xf6", "g7:e5"]);
    let upper = g[1]
        .warnings
        .iter()
        .filter(|w| matches!(w.kind, WarningKind::UpperCaseSquare { .. }))
        .count();
    assert_eq!(upper, 3);

    assert_eq!(
        warning_kinds(&g[2]),
        [&WarningKind::ResultWithoutTag {
            result: "0-1".into()
        }]
    );
    assert_eq!(
        warning_kinds(&g[3]),
        [&WarningKind::ResultDiffersFromTag {
            tag: "1-0".into(),
            token: "0-1".into()
        }]
    );

    let numbers: Vec<Option<MoveNumber>> = g[4].main_line().map(|m| m.number).collect();
    assert_eq!(
        numbers,
        [
            Some(MoveNumber {
                number: 1,
                second_ply: true
            }),
            Some(MoveNumber {
                number: 2,
                second_ply: true
            }),
            Some(MoveNumber {
                number: 2,
                second_ply: true
            })
        ]
    );
    assert!(matches!(
        g[4].warnings[0].kind,
        WarningKind::SpacedEllipsis { number: 1 }
    ));
    assert_eq!(
        g[4].warnings
            .iter()
            .filter(|w| matches!(w.kind, WarningKind::OddMoveNumber { .. }))
            .count(),
        2
    );

    assert_eq!(texts(&g[5]).last(), Some(&"17-13"));
    assert!(matches!(
        g[5].movetext.last(),
        Some(Node::Comment { text }) if text == "Blackoversteppedthetimecontrol."
    ));
    assert!(matches!(
        g[5].warnings[0].kind,
        WarningKind::TextAfterMove { .. }
    ));

    let kinds = warning_kinds(&g[6]);
    assert!(matches!(kinds[0], WarningKind::UnknownResultTag { value } if value == "Unknown"));
    assert!(matches!(kinds[1], WarningKind::UnknownMoveStrength { text } if text == "!!!"));
    assert!(matches!(kinds[2], WarningKind::EmptyVariation));
    assert!(matches!(kinds[3], WarningKind::DanglingMoveNumber { number } if number == "3."));
    assert_eq!(kinds.len(), 4);
    assert_eq!(g[6].result, Some(GameResult::WhiteWins2));
}

#[test]
fn byte_order_mark_and_line_ends() {
    let g = games("bom_crlf.pdn", Variant::International);
    assert_eq!(g.len(), 2);
    assert_eq!(g[0].tag("Event"), Some("BOM and CRLF"));
    assert_eq!(
        warning_kinds(&g[0]),
        [&WarningKind::ByteOrderMark, &WarningKind::CrLfLineEnds]
    );
    assert_eq!(texts(&g[0]), ["32-28", "19-23"]);
    assert_eq!(warning_kinds(&g[1]), [&WarningKind::CrLfLineEnds]);
    assert_eq!(g[1].variant.variant(), Some(Variant::International));

    let g = games("cr.pdn", Variant::International);
    assert_eq!(g.len(), 1);
    assert_eq!(warning_kinds(&g[0]), [&WarningKind::CrLineEnds]);
    assert_eq!(texts(&g[0]), ["11-15", "23-19", "8-11"]);
    // Lines are counted at each CR: the second move line is line 6.
    assert_eq!(g[0].main_line().nth(2).unwrap().mv.pos, Pos::new(6, 4));
}

fn error_kind_name(kind: &SyntaxErrorKind) -> &'static str {
    match kind {
        SyntaxErrorKind::UnexpectedChar { .. } => "unexpected_char",
        SyntaxErrorKind::NestedComment { .. } => "nested_comment",
        SyntaxErrorKind::StrayCloseBrace => "stray_close_brace",
        SyntaxErrorKind::UnterminatedComment => "unterminated_comment",
        SyntaxErrorKind::UnterminatedSetup => "unterminated_setup",
        SyntaxErrorKind::MalformedSetup { .. } => "malformed_setup",
        SyntaxErrorKind::MalformedTag { .. } => "malformed_tag",
        SyntaxErrorKind::MalformedMove { .. } => "malformed_move",
        SyntaxErrorKind::MalformedNag { .. } => "malformed_nag",
        SyntaxErrorKind::UnmatchedCloseParen => "unmatched_close_paren",
        SyntaxErrorKind::UnclosedVariation { .. } => "unclosed_variation",
        SyntaxErrorKind::TooDeep { .. } => "too_deep",
        SyntaxErrorKind::InvalidResult { .. } => "invalid_result",
        SyntaxErrorKind::LineTooLong { .. } => "line_too_long",
    }
}

#[test]
fn each_error_names_game_line_column_and_reading_resumes() {
    let text = fixture("errors.pdn");
    let results = read_str(&text, Variant::International);
    let summary: Vec<(usize, &str)> = results
        .iter()
        .enumerate()
        .map(|(k, r)| match r {
            Ok(g) => {
                assert_eq!(g.index, k + 1);
                (g.index, "ok")
            }
            Err(e) => (e.game, error_kind_name(&e.kind)),
        })
        .collect();
    assert_eq!(
        summary,
        [
            (1, "ok"),
            (2, "unexpected_char"),
            (3, "nested_comment"),
            (4, "malformed_tag"),
            (5, "malformed_move"),
            (6, "malformed_move"),
            (7, "malformed_nag"),
            (8, "unmatched_close_paren"),
            (9, "unclosed_variation"),
            (10, "malformed_setup"),
            (11, "unterminated_setup"),
            (12, "ok"),
            (13, "invalid_result"),
            (14, "stray_close_brace"),
            (15, "malformed_move"),
            (16, "ok"),
            (17, "unterminated_comment"),
        ]
    );
    let err = |k: usize| -> &SyntaxError { results[k - 1].as_ref().unwrap_err() };
    assert_eq!(err(2).pos, locate(&text, "& 19-23"));
    assert_eq!(
        err(2).to_string(),
        format!(
            "game 2, {}: unexpected `&`, expected a move, move number, comment, variation, \
             annotation, setup, tag pair or result",
            locate(&text, "& 19-23")
        )
    );
    assert_eq!(err(3).pos, locate(&text, "} 19-23"));
    assert!(matches!(
        err(3).kind,
        SyntaxErrorKind::NestedComment { last_comment_open } if last_comment_open == locate(&text, "{ a {")
    ));
    assert_eq!(err(4).pos.line, locate(&text, "4: malformed").line + 1);
    assert!(
        err(4).to_string().contains("`]` closing the tag pair"),
        "{}",
        err(4)
    );
    assert!(err(5).to_string().contains("`19-123`"), "{}", err(5));
    assert!(
        err(6).to_string().contains("a move number needs a dot"),
        "{}",
        err(6)
    );
    assert_eq!(err(7).pos, locate(&text, "$ 19-23"));
    assert_eq!(err(8).pos, locate(&text, ") 2. 28x19"));
    assert!(matches!(
        err(9).kind,
        SyntaxErrorKind::UnclosedVariation { open, .. } if open == locate(&text, "( 1... 18-23")
    ));
    assert!(
        err(10).to_string().contains("expected `/FEN \"...\"/`"),
        "{}",
        err(10)
    );
    // A game without a result ends at the next game's tags, as with `*`.
    let unterminated = results[11].as_ref().unwrap();
    assert_eq!(unterminated.result, None);
    assert_eq!(texts(unterminated), ["32-28", "19-23"]);
    assert_eq!(
        warning_kinds(unterminated),
        [&WarningKind::MissingResult {
            next_game_line: locate(&text, "[Event \"13:").line
        }]
    );
    let before = locate(&text, "19-23 4-6");
    assert_eq!(err(13).pos, Pos::new(before.line, before.column + 6));
    assert!(
        err(13)
            .to_string()
            .contains("`4-6` (the Result tag's value) is not a PDN result")
    );
    assert!(err(15).to_string().contains("`19-`"), "{}", err(15));
    assert_eq!(err(17).pos, locate(&text, "{ this comment"));
    let good = results[15].as_ref().unwrap();
    assert_eq!(good.tag("Event"), Some("16: good"));
    assert_eq!(texts(good), ["32-28", "19-23"]);
}

#[test]
fn deep_nesting_and_long_lines_are_errors() {
    let deep = format!(
        "1. 32-28 {} 19-23 {} 1-0\n[Event \"next\"]\n1. 32-28 *\n",
        "(".repeat(70),
        ")".repeat(70)
    );
    let r = read_str(&deep, Variant::International);
    assert_eq!(r.len(), 2);
    assert!(matches!(
        r[0].as_ref().unwrap_err().kind,
        SyntaxErrorKind::TooDeep { max: 64 }
    ));
    assert_eq!(r[1].as_ref().unwrap().tag("Event"), Some("next"));

    let long = format!(
        "{{{}}}\n1. 32-28 *\n[Event \"next\"]\n*\n",
        "a".repeat(2 << 20)
    );
    let r = read_str(&long, Variant::International);
    assert!(matches!(
        r[0].as_ref().unwrap_err().kind,
        SyntaxErrorKind::LineTooLong { .. }
    ));
    assert_eq!(
        r.last().unwrap().as_ref().unwrap().tag("Event"),
        Some("next")
    );
}

#[test]
fn io_errors_stop_reading() {
    struct Failing(usize);
    impl std::io::Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let game = b"[Event \"x\"]\n1. 32-28 19-23 1-0\n";
            if self.0 == 0 {
                return Err(std::io::Error::other("disk on fire"));
            }
            self.0 -= 1;
            let n = game.len().min(buf.len());
            buf[..n].copy_from_slice(&game[..n]);
            Ok(n)
        }
    }
    let reader = Reader::new(std::io::BufReader::new(Failing(3)));
    let all: Vec<_> = reader.games().collect();
    assert_eq!(all.len(), 4);
    assert!(all[..3].iter().all(Result::is_ok));
    assert!(matches!(&all[3], Err(ReadError::Io(e)) if e.to_string() == "disk on fire"));
}

#[test]
fn fixtures_round_trip_through_the_writer() {
    for name in ["syntax.pdn", "leniency.pdn", "bom_crlf.pdn", "cr.pdn"] {
        for game in games(name, Variant::International) {
            let written = game.to_pdn();
            let back = read_str(&written, Variant::International);
            assert_eq!(back.len(), 1, "{name}:\n{written}");
            let back = back[0]
                .as_ref()
                .unwrap_or_else(|e| panic!("{name}: {e}\n{written}"));
            assert!(
                game.same_record(back),
                "{name} game {}:\n{written}",
                game.index
            );
            assert_eq!(back.to_pdn(), written, "{name}: writing is not a fixpoint");
            for line in written.lines() {
                assert!(
                    line.chars().count() <= 80 || !line.contains(' ') || line.starts_with('['),
                    "{line}"
                );
            }
        }
    }
}

#[test]
fn game_types_choose_the_variant_or_are_reported() {
    let pdn = "[GameType \"20,W,10,10,N2,0\"]\n1. 32-28 *\n\
               [GameType \"26\"]\n1. c3-d4 *\n\
               [GameType \"40,W,10,10,N2,0\"]\n1. 32-28 *\n\
               [GameType \"21,W,10\"]\n1. 11-15 *\n\
               1. 11-15 *\n";
    let g: Vec<PdnGame> = read_str(pdn, Variant::Russian)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    assert_eq!(g[0].variant.variant(), Some(Variant::International));
    assert_eq!(g[1].variant.variant(), Some(Variant::Brazilian));
    assert!(
        matches!(&g[2].variant, GameVariant::Unsupported { game_type } if game_type.number == 40)
    );
    assert!(
        g[2].variant
            .to_string()
            .starts_with("unsupported GameType \"40,W,10,10,N2,0\"")
    );
    assert!(matches!(&g[3].variant, GameVariant::Malformed { error } if error.value == "21,W,10"));
    assert_eq!(
        g[4].variant,
        GameVariant::Default {
            variant: Variant::Russian
        }
    );
}

#[test]
fn errors_warnings_and_games_serialise_to_json() {
    let r = read_str(
        "[Result \"1-0\"]\n1. 32-28 & 1-0\n1. 1- 6 0-1\n",
        Variant::International,
    );
    let err = serde_json::to_value(r[0].as_ref().unwrap_err()).unwrap();
    assert_eq!(err["game"], 1);
    assert_eq!(err["pos"]["line"], 2);
    assert_eq!(err["pos"]["column"], 10);
    assert_eq!(err["kind"]["kind"], "unexpected_char");
    assert_eq!(err["kind"]["found"], "&");
    let game = serde_json::to_value(r[1].as_ref().unwrap()).unwrap();
    assert_eq!(game["index"], 2);
    assert_eq!(game["result"], "BlackWins");
    assert_eq!(game["warnings"][0]["kind"]["kind"], "spaced_move");
    assert_eq!(game["movetext"][0]["kind"], "move");
    assert_eq!(game["movetext"][0]["mv"]["text"], "1-6");
    assert_eq!(game["variant"]["kind"], "default");
}

#[test]
fn reading_resumes_after_the_result_on_the_same_line() {
    let r = read_str("1. 32-28 & 19-23 1-0 1. 33-29 *\n", Variant::International);
    assert_eq!(r.len(), 2);
    assert_eq!(r[0].as_ref().unwrap_err().pos, Pos::new(1, 10));
    assert_eq!(texts(r[1].as_ref().unwrap()), ["33-29"]);
    // After a malformed tag pair, the rest of that game's tags are skipped too.
    let r = read_str(
        "[Event \"a\"\n[Site \"b\"]\n1. 32-28 1-0\n[Event \"c\"]\n1. 33-29 *\n",
        Variant::International,
    );
    assert_eq!(r.len(), 2);
    assert!(matches!(
        r[0].as_ref().unwrap_err().kind,
        SyntaxErrorKind::MalformedTag { .. }
    ));
    assert_eq!(r[1].as_ref().unwrap().tag("Event"), Some("c"));
}

#[test]
fn junk_after_tag_pairs_is_skipped_with_one_warning_per_file() {
    // A broadcast export: every tag pair followed by the two characters `\r`.
    let text = fixture("broadcast_junk.pdn");
    let mut reader = Reader::new(text.as_bytes());
    let mut games = Vec::new();
    while let Some(g) = reader
        .read_game(&mut draughts_rules::pdn::GameBuilder::new())
        .unwrap()
    {
        games.push(g);
    }
    assert_eq!(games.len(), 3);
    for g in &games {
        assert_eq!(g.tags.len(), 7, "{:?}", g.tags);
        assert_eq!(g.variant.variant(), Some(Variant::International));
        assert_eq!(texts(g).len(), 4);
    }
    assert_eq!(games[2].tag("Round"), Some("3"));
    assert_eq!(games[1].result, Some(GameResult::Draw2));
    assert_eq!(
        games[0].warnings,
        [draughts_rules::pdn::Warning {
            pos: Pos::new(1, 20),
            kind: WarningKind::JunkAfterTag {
                text: "\\r".to_owned()
            },
        }]
    );
    assert!(games[1].warnings.is_empty() && games[2].warnings.is_empty());
    let repairs = reader.repairs();
    assert_eq!(
        (
            repairs.games,
            repairs.junk_lines,
            repairs.junk_games,
            repairs.unterminated_games
        ),
        (3, 21, 3, 0)
    );
    assert_eq!(
        repairs.to_string(),
        "3 games repaired: text after a tag pair skipped on 21 lines of 3 games"
    );
    // Another tag pair, a comment or movetext after a tag pair on its line is not junk.
    let g = read_str(
        "[Event \"x\"] [Site \"y\"]\n[Result \"*\"] {note} 1. 32-28 *\n",
        Variant::International,
    );
    let g = g[0].as_ref().unwrap();
    assert_eq!(g.tags.len(), 3);
    assert_eq!(texts(g), ["32-28"]);
    assert!(g.warnings.is_empty(), "{:?}", g.warnings);
}

#[test]
fn after_an_error_reading_resumes_where_the_next_game_begins() {
    let text = fixture("damaged_tags.pdn");
    let results = read_str(&text, Variant::International);
    let summary: Vec<(usize, String)> = results
        .iter()
        .map(|r| match r {
            Ok(g) => (g.index, g.tag("Event").unwrap_or("?").to_owned()),
            Err(e) => (e.game, format!("error at line {}", e.pos.line)),
        })
        .collect();
    assert_eq!(
        summary,
        [
            (1, "1: good".to_owned()),
            // A damaged line among the tags: the tags after it are the same game's.
            (
                2,
                format!("error at line {}", locate(&text, "<<garbage").line)
            ),
            (3, "3: good".to_owned()),
            // A tag pair cut short: the next game begins after the blank line.
            (
                4,
                format!("error at line {}", locate(&text, "[Site \"cut").line)
            ),
            (5, "5: good, after a blank line".to_owned()),
        ]
    );
}

#[test]
fn a_game_without_a_result_ends_at_the_next_games_tags() {
    let bytes = fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/pdn/unterminated.pdn"),
    )
    .unwrap();
    let mut reader = Reader::new(&bytes[..]);
    let mut games = Vec::new();
    while let Some(g) = reader
        .read_game(&mut draughts_rules::pdn::GameBuilder::new())
        .unwrap()
    {
        games.push(g);
    }
    assert_eq!(games.len(), 4);
    let first = &games[0];
    assert_eq!(texts(first), ["32-28", "19-23", "28x19", "14x23"]);
    assert_eq!(first.result, None);
    assert_eq!(
        warning_kinds(first),
        [&WarningKind::MissingResult { next_game_line: 6 }]
    );
    assert_eq!(
        first.warnings[0].to_string(),
        "line 6, column 1: no result before the tags of the next game (line 6): the game ends \
         there with `*`"
    );
    // The next game's first line was read to see that the first game had ended: what was found
    // on it is the next game's.
    assert_eq!(warning_kinds(&games[1]), [&WarningKind::InvalidUtf8]);
    assert_eq!(games[1].warnings[0].pos.line, 6);
    assert_eq!(games[1].result, None);
    // A move number left dangling, then the next game's tags.
    assert_eq!(
        warning_kinds(&games[2]),
        [
            &WarningKind::DanglingMoveNumber {
                number: "2.".to_owned()
            },
            &WarningKind::MissingResult { next_game_line: 13 }
        ]
    );
    assert_eq!(games[3].result, Some(GameResult::Draw2));
    let repairs = reader.repairs();
    assert_eq!((repairs.games, repairs.unterminated_games), (2, 2));
    assert_eq!(
        repairs.to_string(),
        "2 games repaired: 2 games without a result ended with `*` at the next game's tags"
    );
}

/// Reads every game of a damaged fixture with the streaming reader: the games read (none may
/// fail) and the file's repairs.
fn read_damaged(name: &str) -> (Vec<PdnGame>, draughts_rules::pdn::Repairs) {
    let text = fixture(name);
    let mut reader = Reader::new(text.as_bytes());
    let mut games = Vec::new();
    loop {
        match reader.read_game(&mut draughts_rules::pdn::GameBuilder::new()) {
            Ok(Some(g)) => games.push(g),
            Ok(None) => break,
            Err(e) => panic!("{name}: {e}"),
        }
    }
    (games, reader.repairs())
}

#[test]
fn junk_after_a_games_result_is_skipped_to_the_end_of_the_line_without_a_phantom_game() {
    // Broadcast exports write the two characters `\r` after every tag pair and after the
    // result token (`56. 8-12 4-10 *\r`).
    let (games, repairs) = read_damaged("broadcast_result_junk.pdn");
    assert_eq!(games.len(), 4, "no phantom game after each result");
    let rounds: Vec<_> = games.iter().map(|g| g.tag("Round").unwrap()).collect();
    assert_eq!(rounds, ["1", "2", "3", "4"]);
    assert_eq!(texts(&games[0]).len(), 8);
    assert_eq!(texts(&games[3]), ["18-15", "26-30", "8-12", "4-10"]);
    assert_eq!(games[0].result, None);
    assert_eq!(games[1].result, Some(GameResult::WhiteWins));
    assert_eq!(games[2].result, Some(GameResult::Draw));
    assert_eq!(repairs.junk_after_result, 4);
    assert_eq!(repairs.junk_lines, 4 * 5 + 1);
    assert_eq!(repairs.games, 4);
    // One warning for the file.
    let junk: Vec<_> = games
        .iter()
        .flat_map(|g| &g.warnings)
        .filter(|w| matches!(w.kind, WarningKind::JunkAfterResult { .. }))
        .collect();
    assert_eq!(junk.len(), 1);
    assert!(matches!(&junk[0].kind, WarningKind::JunkAfterResult { text } if text == "\\r"));
    assert!(
        repairs
            .to_string()
            .contains("text after the result skipped on 4 lines")
    );
}

#[test]
fn a_line_holding_only_a_bracket_is_skipped_with_a_repair() {
    let (games, repairs) = read_damaged("stray_bracket.pdn");
    let events: Vec<_> = games.iter().map(|g| g.tag("Event").unwrap()).collect();
    assert_eq!(events, ["Stray 1", "Stray 2", "Stray 3"]);
    assert_eq!(
        games[0].tag("White"),
        Some("A"),
        "the tags after it are the same game's"
    );
    assert_eq!(texts(&games[0]).len(), 4);
    assert_eq!(texts(&games[2]), ["10-15", "21-17"]);
    assert_eq!(repairs.skipped_tags, 3);
    let stray = games
        .iter()
        .flat_map(|g| &g.warnings)
        .filter(|w| w.kind == WarningKind::StrayBracket)
        .count();
    assert_eq!(stray, 3);
}

#[test]
fn a_tag_without_a_value_is_skipped_with_a_repair() {
    let (games, repairs) = read_damaged("empty_tag.pdn");
    let events: Vec<_> = games.iter().map(|g| g.tag("Event").unwrap()).collect();
    assert_eq!(events, ["Empty 1", "Empty 2", "Empty 3"]);
    assert_eq!(games[0].tag("Empty"), None);
    assert_eq!(
        games[1].tag("Result"),
        Some("0-1"),
        "the tags after it are kept"
    );
    assert_eq!(games[1].result, Some(GameResult::BlackWins));
    assert_eq!(repairs.skipped_tags, 2);
    assert_eq!(repairs.games, 2);
    assert!(
        games[1].warnings.iter().any(
            |w| matches!(&w.kind, WarningKind::TagWithoutValue { name } if name == "Annotator")
        )
    );
}

#[test]
fn a_lone_dash_where_the_result_stands_is_read_as_no_result() {
    let (games, repairs) = read_damaged("dash_result.pdn");
    let events: Vec<_> = games.iter().map(|g| g.tag("Event").unwrap()).collect();
    assert_eq!(events, ["Dash 1", "Dash 2", "Dash 3"]);
    assert_eq!(texts(&games[0]).len(), 4);
    assert_eq!(games[0].result, None);
    assert_eq!(games[1].result, Some(GameResult::BlackWins));
    assert_eq!(texts(&games[2]).len(), 4);
    assert_eq!(repairs.dash_results, 2);
    assert_eq!(repairs.unterminated_games, 0, "the dash ends the game");
    assert!(
        games[0]
            .warnings
            .iter()
            .any(|w| w.kind == WarningKind::DashResult)
    );
}
