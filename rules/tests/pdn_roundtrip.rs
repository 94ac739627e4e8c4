//! Property: any game assembled from valid PDN tokens, laid out with random
//! white space and line breaks, reads without error; written back it reads as
//! the same record, and the written text is a fixpoint with lines of at most 80
//! columns (unless one token is longer).

use draughts_rules::Variant;
use draughts_rules::pdn::{PdnGame, read_str};
use proptest::prelude::*;

fn square() -> impl Strategy<Value = String> {
    prop_oneof![
        (1u8..=50).prop_map(|n| n.to_string()),
        (0u8..8, 1u8..=8).prop_map(|(f, r)| format!("{}{r}", char::from(b'a' + f))),
    ]
}

fn movetext_token() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (square(), prop::collection::vec((prop::sample::select(vec!["-", "x", ":"]), square()), 1..4))
            .prop_map(|(first, rest)| {
                let mut m = first;
                for (sep, sq) in rest {
                    m.push_str(sep);
                    m.push_str(&sq);
                }
                m
            })
            // `1-1` is the result token.
            .prop_filter("not a result", |m| m != "1-1"),
        2 => (1u32..200, any::<bool>()).prop_map(|(n, b)| if b { format!("{n}...") } else { format!("{n}.") }),
        1 => (0u16..300).prop_map(|n| format!("${n}")),
        1 => prop::sample::select(vec!["!", "?", "!!", "??", "!?", "?!"]).prop_map(str::to_owned),
        1 => "[a-zA-Z0-9,.;:!?'\\[\\]%\" -]{0,120}".prop_map(|c| format!("{{{c}}}")),
        1 => "[WB]:W[0-9,]{1,20}:B[0-9,]{1,20}".prop_map(|f| format!("/FEN \"{f}\"/")),
    ]
}

/// Movetext: tokens with balanced variations.
fn movetext() -> impl Strategy<Value = Vec<String>> {
    let leaf = prop::collection::vec(movetext_token(), 0..12);
    leaf.prop_recursive(3, 60, 6, |inner| {
        prop::collection::vec(
            prop_oneof![
                3 => movetext_token().prop_map(|t| vec![t]),
                1 => inner.prop_map(|v| {
                    let mut out = vec!["(".to_owned()];
                    out.extend(v);
                    out.push(")".to_owned());
                    out
                }),
            ],
            0..8,
        )
        .prop_map(|v| v.into_iter().flatten().collect())
    })
}

fn game_text() -> impl Strategy<Value = String> {
    (
        prop::collection::vec(("[A-Z][a-zA-Z0-9_]{0,10}", "[ -~]{0,30}"), 0..6),
        movetext(),
        prop::collection::vec(
            prop::sample::select(vec![" ", "  ", "\n", "\r\n", "\t"]),
            64,
        ),
        prop::sample::select(vec![
            "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*",
        ]),
        prop::option::of("[ -~]{0,40}"),
    )
        .prop_map(|(tags, tokens, spaces, result, escape)| {
            let mut s = String::new();
            for (name, value) in tags {
                let value = value.replace('\\', "\\\\").replace('"', "\\\"");
                s.push_str(&format!("[{name} \"{value}\"]\n"));
            }
            if let Some(e) = escape {
                s.push_str(&format!("%{e}\n"));
            }
            for (k, t) in tokens.iter().enumerate() {
                s.push_str(t);
                s.push_str(spaces[k % spaces.len()]);
            }
            s.push_str(result);
            s.push('\n');
            s
        })
}

fn read_one(text: &str) -> PdnGame {
    let games = read_str(text, Variant::International);
    assert_eq!(games.len(), 1, "{text}");
    games
        .into_iter()
        .next()
        .unwrap()
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn written_games_read_back_the_same(text in game_text()) {
        let game = read_one(&text);
        let written = game.to_pdn();
        let back = read_one(&written);
        prop_assert!(game.same_record(&back), "{}\n---\n{}", text, written);
        prop_assert_eq!(back.to_pdn(), written.clone());
        for line in written.lines() {
            prop_assert!(
                line.chars().count() <= 80 || line.starts_with('[') || line.starts_with('%')
                    || !line.contains(' ') || line.starts_with("/FEN") || line.contains("/FEN"),
                "{}", line
            );
        }
    }
}
