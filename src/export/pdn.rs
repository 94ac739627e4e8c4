//! Every recorded game of an event in one PDN file.
//!
//! Each stored record (the PDN the controller entered for a game) is read with the rules
//! crate's reader and written back in canonical PDN with these tags, whatever the record had:
//!
//! - `Event` (the tournament), `Site` (the venue), `Date` (the record's own, else the start date,
//!   as `YYYY.MM.DD`);
//! - `Round`: the round number, and for rounds of several games `round.game`, so `"3.2"` is
//!   game 2 of round 3; `Board` gives the board;
//! - `White`, `Black`: the players of the white and black pieces (in English draughts the first
//!   mover has the black pieces, 000 art. 1.13);
//! - `Result` in the variant's result format: `2-0`, `1-1`, `0-2` in international draughts,
//!   `1-0`, `1/2-1/2`, `0-1` in the 8×8 variants (`0-0` when both were absent), from the result
//!   entered for the game, or the record's own result while none is entered;
//! - `GameType`: `20` international, `21` English, `25` Russian, `26` Brazilian;
//! - the ballot: an opening given as a position becomes the `FEN` tag (unless the record has
//!   one); an opening given as moves (`ACF 126: 11-15 23-19 8-11`) is written at the start of
//!   the movetext when the record starts after it, so every game can be replayed from the
//!   initial position; the ballot's label is kept in an `Opening` tag.
//!
//! A record that cannot be read is left out and named in [`PdnExport::skipped`].

use draughts_rules::pdn::{self, GameResult, MoveNumber, Node, PdnGame, Tag};
use draughts_rules::{Color, MoveText, Variant};

use crate::domain::{BallotRef, ResultKind, SideResult, Tournament};

/// A stored game record: where it was played and its PDN text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRecord {
    pub round: u32,
    pub board: u32,
    pub game: u8,
    pub pdn: String,
}

/// The PDN file of an event, and the records left out with the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnExport {
    pub text: String,
    pub games: usize,
    pub skipped: Vec<String>,
}

/// What a ballot gives the game: a start position, or moves from the initial position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BallotStart {
    Fen(String),
    Moves(Vec<String>),
}

/// Reads the opening of a ballot: the text after `: ` in its label (or the whole label) is a
/// FEN (`W:...`, `B:...`) or a list of moves.
pub fn ballot_start(b: &BallotRef) -> Option<BallotStart> {
    let label = b.opening.trim();
    let body = label
        .split_once(": ")
        .map_or(label, |(_, rest)| rest)
        .trim();
    if body.starts_with("W:") || body.starts_with("B:") {
        return Some(BallotStart::Fen(body.to_owned()));
    }
    let moves: Vec<String> = body
        .split_whitespace()
        .filter(|w| !w.ends_with('.'))
        .map(str::to_owned)
        .collect();
    (!moves.is_empty() && moves.iter().all(|m| m.parse::<MoveText>().is_ok()))
        .then_some(BallotStart::Moves(moves))
}

/// The result token of a game in the variant's format, from the white player's result.
fn result_token(variant: Variant, white: SideResult, black: SideResult) -> Option<GameResult> {
    let international = variant == Variant::International;
    Some(match (white.kind, black.kind) {
        (ResultKind::BothAbsent, _) => GameResult::DoubleForfeit,
        (ResultKind::Win | ResultKind::ForfeitWin, _) if international => GameResult::WhiteWins2,
        (ResultKind::Win | ResultKind::ForfeitWin, _) => GameResult::WhiteWins,
        (ResultKind::Loss | ResultKind::ForfeitLoss, _) if international => GameResult::BlackWins2,
        (ResultKind::Loss | ResultKind::ForfeitLoss, _) => GameResult::BlackWins,
        (ResultKind::Draw, _) if international => GameResult::Draw2,
        (ResultKind::Draw, _) => GameResult::Draw,
        _ => return None,
    })
}

fn set_tag(game: &mut PdnGame, name: &str, value: String) {
    match game.tags.iter_mut().find(|t| t.name == name) {
        Some(t) => t.value = value,
        None => game.tags.push(Tag {
            name: name.to_owned(),
            value,
        }),
    }
}

fn pdn_date(d: chrono::NaiveDate) -> String {
    d.format("%Y.%m.%d").to_string()
}

/// The moves of a ballot as movetext nodes.
fn ballot_nodes(moves: &[String], variant: Variant) -> Option<Vec<Node>> {
    let text = format!("{} *", moves.join(" "));
    match pdn::read_str(&text, variant).into_iter().next() {
        Some(Ok(g)) => Some(g.movetext),
        _ => None,
    }
}

/// Whether the record's main line starts with the ballot's moves.
fn starts_with(game: &PdnGame, opening: &[Node]) -> bool {
    let ours: Vec<_> = game.main_line().map(|m| &m.mv.squares).collect();
    let theirs: Vec<_> = opening
        .iter()
        .filter_map(|n| match n {
            Node::Move(m) => Some(&m.mv.squares),
            _ => None,
        })
        .collect();
    ours.len() >= theirs.len() && ours.iter().zip(&theirs).all(|(a, b)| a == b)
}

/// Numbers the main line from move 1: `n.` before the first ply of each move, `n...` before a
/// second ply that follows a comment or a variation, nothing before other second plies.
fn renumber(movetext: &mut [Node]) {
    let mut ply = 0u32;
    let mut after_move = false;
    for node in movetext.iter_mut() {
        match node {
            Node::Move(m) => {
                let second_ply = ply % 2 == 1;
                m.number = (!second_ply || !after_move).then_some(MoveNumber {
                    number: ply / 2 + 1,
                    second_ply,
                });
                ply += 1;
                after_move = true;
            }
            _ => after_move = false,
        }
    }
}

/// Writes every stored record of the tournament, in round, board and game order.
pub fn write(t: &Tournament, records: &[StoredRecord]) -> PdnExport {
    let s = t.settings();
    let variant = s.variant;
    let mut sorted: Vec<&StoredRecord> = records.iter().collect();
    sorted.sort_by_key(|r| (r.round, r.board, r.game));
    let mut out = PdnExport {
        text: String::new(),
        games: 0,
        skipped: Vec::new(),
    };
    for rec in sorted {
        let at = format!(
            "round {}, board {}, game {}",
            rec.round, rec.board, rec.game
        );
        let Some(board) = t.round(rec.round).and_then(|r| r.board(rec.board)) else {
            out.skipped.push(format!("{at}: there is no such board"));
            continue;
        };
        let Some(g) = board.games.iter().find(|g| g.number == rec.game) else {
            out.skipped.push(format!("{at}: there is no such game"));
            continue;
        };
        let mut game = match pdn::read_str(&rec.pdn, variant).into_iter().next() {
            Some(Ok(game)) => game,
            Some(Err(e)) => {
                out.skipped.push(format!("{at}: {e}"));
                continue;
            }
            None => {
                out.skipped.push(format!("{at}: the record holds no game"));
                continue;
            }
        };
        let name = |no| {
            t.entry(no)
                .map(|e| e.name.to_string())
                .unwrap_or_else(|| "?".into())
        };
        let second = g.second.unwrap_or(g.first);
        let (white, black, white_res, black_res) = if variant.first_to_move() == Color::White {
            (g.first, second, g.first_result, g.second_result)
        } else {
            (second, g.first, g.second_result, g.first_result)
        };
        set_tag(&mut game, "Event", s.name.clone());
        let site = if s.venue.trim().is_empty() {
            "?".to_owned()
        } else {
            s.venue.clone()
        };
        set_tag(&mut game, "Site", site);
        if game.tag("Date").is_none_or(|d| d.contains('?')) {
            let date = s.start_date.map_or("????.??.??".to_owned(), pdn_date);
            set_tag(&mut game, "Date", date);
        }
        let round = if s.games_per_round > 1 {
            format!("{}.{}", rec.round, rec.game)
        } else {
            rec.round.to_string()
        };
        set_tag(&mut game, "Round", round);
        set_tag(&mut game, "Board", rec.board.to_string());
        set_tag(&mut game, "White", name(white));
        set_tag(&mut game, "Black", name(black));
        if let (Some(w), Some(b)) = (white_res, black_res)
            && let Some(result) = result_token(variant, w, b)
        {
            game.result = Some(result);
        }
        let result = game.result.map_or("*", GameResult::as_str).to_owned();
        set_tag(&mut game, "Result", result);
        set_tag(&mut game, "GameType", variant.pdn_game_type().to_string());
        let ballot = board
            .ballot
            .as_ref()
            .or_else(|| t.round(rec.round).and_then(|r| r.ballot()));
        if let Some(b) = ballot {
            set_tag(&mut game, "Opening", b.opening.clone());
            match ballot_start(b) {
                Some(BallotStart::Fen(fen)) if game.fen().is_none() => {
                    set_tag(&mut game, "FEN", fen);
                }
                Some(BallotStart::Moves(moves)) if game.fen().is_none() => {
                    if let Some(nodes) = ballot_nodes(&moves, variant)
                        && !starts_with(&game, &nodes)
                    {
                        let mut movetext = nodes;
                        movetext.append(&mut game.movetext);
                        renumber(&mut movetext);
                        game.movetext = movetext;
                    }
                }
                _ => {}
            }
        }
        out.text.push_str(&game.to_pdn());
        out.games += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{BoardReport, Entry, Pairing, PlayerName, Preset, Settings};
    use draughts_rules::verify::{Verdict, VerifyOptions, verify};

    fn entry(no: u32, name: &str) -> Entry {
        Entry::new(no, PlayerName::parse(name).unwrap()).unwrap()
    }

    fn rec(round: u32, board: u32, game: u8, pdn: &str) -> StoredRecord {
        StoredRecord {
            round,
            board,
            game,
            pdn: pdn.to_owned(),
        }
    }

    fn all_verify(text: &str, variant: Variant) -> usize {
        let games = pdn::read_str(text, variant);
        for g in &games {
            let g = g.as_ref().expect("the export reads back");
            let report = verify(g, &VerifyOptions::default());
            assert_eq!(report.verdict, Verdict::Legal, "{report:?}\n{text}");
            assert!(report.is_clean(), "{report:?}");
        }
        games.len()
    }

    #[test]
    fn international_games_get_the_event_tags_and_verify() {
        let mut s = Settings::preset(Preset::FmjdInternational, "Open", 2);
        s.venue = "Amsterdam".into();
        s.start_date = Some("2026-07-11".parse().unwrap());
        let mut t = Tournament::new(s).unwrap();
        for (n, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy")] {
            t.add_entry(entry(n, name)).unwrap();
        }
        t.pair_round(&[Pairing::game(2, 1), Pairing::pairing_bye(3)], None)
            .unwrap();
        t.publish_round(1).unwrap();
        t.record_result(1, 1, &BoardReport::parse("0-1").unwrap())
            .unwrap();
        let records = [
            rec(
                1,
                1,
                1,
                "[White \"x\"]\n1. 32-28 19-23 2. 28x19 14x23 0-2\n",
            ),
            rec(1, 1, 9, "1. 32-28 *"),
            rec(1, 1, 1, "this is not { PDN"),
        ];
        let out = write(&t, &records);
        assert_eq!(out.games, 1, "{:?}", out.skipped);
        assert_eq!(out.skipped.len(), 2, "{:?}", out.skipped);
        assert!(out.skipped[0].contains("no such game") || out.skipped[1].contains("no such game"));
        let text = &out.text;
        for tag in [
            "[Event \"Open\"]",
            "[Site \"Amsterdam\"]",
            "[Date \"2026.07.11\"]",
            "[Round \"1\"]",
            "[White \"Bob\"]",
            "[Black \"Ann\"]",
            "[Result \"0-2\"]",
            "[GameType \"20\"]",
        ] {
            assert!(text.contains(tag), "{tag} missing in\n{text}");
        }
        assert_eq!(all_verify(text, Variant::International), 1);
    }

    #[test]
    fn english_match_games_carry_the_ballot_and_verify() {
        let mut t = Tournament::new(Settings::preset(Preset::English, "County", 1)).unwrap();
        t.add_entry(entry(1, "Ann")).unwrap();
        t.add_entry(entry(2, "Bob")).unwrap();
        let ballot = BallotRef {
            deck: "acf-3move".into(),
            opening: "ACF 8: 9-13 22-18 11-15".into(),
            seed: Some(7),
        };
        t.pair_round(&[Pairing::game(1, 2)], Some(ballot)).unwrap();
        t.publish_round(1).unwrap();
        t.record_result(1, 1, &BoardReport::parse("= 1-0").unwrap())
            .unwrap();
        // Game 1 is recorded from the start, game 2 after the ballot moves.
        let records = [
            rec(1, 1, 1, "1. 9-13 22-18 2. 11-15 18x11 3. 8x15 *"),
            rec(1, 1, 2, "2. 18x11 8x15 1-0"),
        ];
        let out = write(&t, &records);
        assert_eq!(out.games, 2, "{:?}", out.skipped);
        let text = &out.text;
        assert!(text.contains("[Round \"1.1\"]"), "{text}");
        assert!(text.contains("[Round \"1.2\"]"), "{text}");
        assert!(text.contains("[GameType \"21\"]"));
        assert!(text.contains("[Opening \"ACF 8: 9-13 22-18 11-15\"]"));
        // Game 1: Ann (home) moves first, with the black pieces (000 art. 1.13); a draw.
        let first = text.split("\n\n[").next().unwrap();
        assert!(first.contains("[White \"Bob\"]") && first.contains("[Black \"Ann\"]"));
        assert!(first.contains("[Result \"1/2-1/2\"]"), "{first}");
        // Game 2: Bob moves first (black); Ann, at home, wins it with the white pieces.
        let second = text.split("[Event").nth(2).unwrap();
        assert!(second.contains("[White \"Ann\"]"), "{second}");
        assert!(second.contains("[Result \"1-0\"]"), "{second}");
        assert!(
            second.contains("\n1. 9-13 22-18 2. 11-15 18x11 3. 8x15 1-0"),
            "{second}"
        );
        assert_eq!(all_verify(text, Variant::English), 2);
    }

    #[test]
    fn a_fen_ballot_becomes_the_fen_tag() {
        let mut t = Tournament::new(Settings::preset(Preset::Russian, "Cup", 1)).unwrap();
        t.add_entry(entry(1, "Ann")).unwrap();
        t.add_entry(entry(2, "Bob")).unwrap();
        let fen = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
        let ballot = BallotRef {
            deck: "idf-russian".into(),
            opening: format!("IDF 1: {fen}"),
            seed: None,
        };
        t.pair_round(&[Pairing::game(1, 2)], Some(ballot)).unwrap();
        let out = write(&t, &[rec(1, 1, 1, "1. c3-d4 f6-g5 *")]);
        assert!(
            out.text.contains(&format!("[FEN \"{fen}\"]")),
            "{}",
            out.text
        );
        assert!(out.text.contains("[GameType \"25\"]"));
        assert_eq!(all_verify(&out.text, Variant::Russian), 1);
    }

    #[test]
    fn ballot_labels_are_read_as_moves_or_positions() {
        let b = |o: &str| BallotRef {
            deck: "d".into(),
            opening: o.into(),
            seed: None,
        };
        assert_eq!(
            ballot_start(&b("ACF 126: 11-15 23-19 8-11")),
            Some(BallotStart::Moves(vec![
                "11-15".into(),
                "23-19".into(),
                "8-11".into()
            ]))
        );
        assert_eq!(
            ballot_start(&b("W:W21:B1")),
            Some(BallotStart::Fen("W:W21:B1".into()))
        );
        assert_eq!(ballot_start(&b("Old Fourteenth")), None);
    }
}
