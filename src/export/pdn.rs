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
//!   `1-0`, `1/2-1/2`, `0-1` in the 8×8 variants (`0-0` when both were absent), the first figure
//!   being the first mover's score as each variant's files write it (`1-0` is Black's win in
//!   English draughts, White's in the others), from the result entered for the game, or the
//!   record's own result while none is entered. A record whose own result says another outcome
//!   keeps it (named in [`PdnExport::skipped`]) until the controller rules on the game; then the
//!   result entered is written, with a comment giving the record's result and the ruling;
//! - `GameType`: `20` international, `21` English, `25` Russian, `26` Brazilian;
//! - the ballot, only into a record that follows it (one played from another opening is written
//!   as played): an opening given as a position becomes the `FEN` tag (unless the record has
//!   one); an opening given as moves (`ACF 126: 11-15 23-19 8-11`) is written at the start of
//!   the movetext when the record starts after it, so every game can be replayed from the
//!   initial position; the ballot's label is kept in an `Opening` tag.
//!
//! A record that cannot be read is left out and named in [`PdnExport::skipped`].

use draughts_rules::pdn::{self, GameResult, MoveNumber, Node, PdnGame, Tag};
use draughts_rules::verify::{Opening, Verdict, VerifyOptions, verify};
use draughts_rules::{Color, MoveText, Variant};

use crate::domain::knockout::{Knockout, TieId};
use crate::domain::{BallotRef, Game, ResultKind, SideResult, Tournament};

/// A stored game record: where it was played and its PDN text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRecord {
    pub round: u32,
    pub board: u32,
    pub game: u8,
    pub pdn: String,
    /// The controller's ruling on the game, if any.
    pub ruling: Option<String>,
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

/// The result token of a game in the variant's format from the result of its first mover:
/// the first figure is the first mover's score in every variant (Black's in English draughts,
/// White's in the others; see `draughts_rules::pdn::GameResult`).
fn result_token(variant: Variant, first: SideResult) -> Option<GameResult> {
    let mover = variant.first_to_move();
    Some(match first.kind {
        ResultKind::BothAbsent => GameResult::DoubleForfeit,
        ResultKind::Win | ResultKind::ForfeitWin => GameResult::of_winner(variant, Some(mover)),
        ResultKind::Loss | ResultKind::ForfeitLoss => GameResult::of_winner(variant, Some(!mover)),
        ResultKind::Draw => GameResult::of_winner(variant, None),
        _ => return None,
    })
}

/// The result entered for game `g` (the results grid's), as a PDN result token of `variant`.
pub fn grid_result(variant: Variant, g: &Game) -> Option<GameResult> {
    match (g.first_result, g.second_result.or(g.first_result)) {
        (Some(first), Some(_)) => result_token(variant, first),
        _ => None,
    }
}

/// Writes the result entered (`grid`) into a record: over a record's own result that says
/// another outcome only when the controller has ruled (with a comment giving the record's result
/// and the ruling); otherwise the record's result stays and `skipped` says so.
fn apply_result(
    game: &mut PdnGame,
    grid: Option<GameResult>,
    ruling: Option<&str>,
    at: &str,
    skipped: &mut Vec<String>,
) {
    let ruling = ruling.map(str::trim).filter(|r| !r.is_empty());
    match (game.result, grid) {
        (own, Some(grid)) if contradicts(own, Some(grid)) => {
            let own = own.map_or("*", GameResult::as_str);
            if let Some(ruling) = ruling {
                // The controller has ruled: the result entered stands, and the record says
                // what its score-sheet had.
                game.result = Some(grid);
                game.movetext.push(Node::Comment {
                    text: format!(
                        "The record gives {own}; the result entered is {grid}. \
                         Controller's ruling: {}",
                        ruling.replace('}', ")")
                    ),
                });
            } else {
                skipped.push(format!(
                    "{at}: the record's result {own} contradicts the result entered ({grid}) \
                     and the controller has not ruled: written as recorded"
                ));
            }
        }
        (_, Some(grid)) => game.result = Some(grid),
        (_, None) => {}
    }
}

/// A stored record of a knock-out's tie game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TieRecord {
    pub tie: TieId,
    pub game: u32,
    pub pdn: String,
    pub ruling: Option<String>,
}

/// Writes every stored record of a knock-out's tie games, in the order the games were played,
/// with the tags of [`write`](fn@write): `Round` is the tie's round of its part and the game
/// (`"2.3"`: game 3 of a tie of round 2, tie-break games included), `Board` the tie's number,
/// and `Stage` names the round of the bracket (`Semi-final`, `Losers' round 1`...).
pub fn write_ties(t: &Tournament, k: &Knockout, records: &[TieRecord]) -> PdnExport {
    let s = t.settings();
    let variant = s.variant;
    let mut out = PdnExport {
        text: String::new(),
        games: 0,
        skipped: Vec::new(),
    };
    for g in k.games() {
        let Some(rec) = records.iter().find(|r| r.tie == g.tie && r.game == g.game) else {
            continue;
        };
        let at = format!("{}, game {}", g.tie, g.game);
        let mut game = match first_game(&rec.pdn, variant) {
            Ok(game) => game,
            Err(why) => {
                out.skipped.push(format!("{at}: {why}"));
                continue;
            }
        };
        let name = |no| {
            t.entry(no)
                .map(|e| e.name.to_string())
                .unwrap_or_else(|| "?".into())
        };
        let (white, black) = if variant.first_to_move() == Color::White {
            (g.first, g.second)
        } else {
            (g.second, g.first)
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
        set_tag(&mut game, "Round", format!("{}.{}", g.tie.round, g.game));
        set_tag(&mut game, "Board", g.tie.number.to_string());
        set_tag(&mut game, "Stage", k.round_name(g.tie));
        set_tag(&mut game, "White", name(white));
        set_tag(&mut game, "Black", name(black));
        // The report is from the view of the tie's first player; the result token from the
        // first mover's.
        let (home, away) = g.report.kinds();
        let first_kind = if k.home_of(g) == g.first { home } else { away };
        let grid = result_token(
            variant,
            SideResult {
                kind: first_kind,
                points: crate::domain::Points::ZERO,
            },
        );
        apply_result(
            &mut game,
            grid,
            rec.ruling.as_deref(),
            &at,
            &mut out.skipped,
        );
        let result = game.result.map_or("*", GameResult::as_str).to_owned();
        set_tag(&mut game, "Result", result);
        set_tag(&mut game, "GameType", variant.pdn_game_type().to_string());
        let key = crate::domain::knockout::tie_key(g.tie);
        if let Some(b) = crate::ballot::draw::tie_ballot(t, &key, g.game) {
            apply_ballot(&mut game, &b, variant);
        }
        out.text.push_str(&game.to_pdn());
        out.games += 1;
    }
    for r in records {
        if !k.games().iter().any(|g| g.tie == r.tie && g.game == r.game) {
            out.skipped
                .push(format!("{}, game {}: there is no such game", r.tie, r.game));
        }
    }
    out
}

/// Whether a record's own result says another outcome than the result entered for its game.
pub fn contradicts(record: Option<GameResult>, grid: Option<GameResult>) -> bool {
    matches!((record, grid), (Some(r), Some(g)) if !r.same_outcome(g))
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

/// Writes the ballot into a record that follows it: its label in an `Opening` tag; an opening
/// given as a position becomes the `FEN` tag (unless the record has one), one given as moves is
/// written at the start of the movetext when the record starts after it. A record played from
/// another opening is left as played, so that it replays as it was played.
fn apply_ballot(game: &mut PdnGame, b: &BallotRef, variant: Variant) {
    set_tag(game, "Opening", b.opening.clone());
    match ballot_start(b) {
        Some(BallotStart::Fen(fen))
            if game.fen().is_none() && follows(game, variant, Opening::Fen(fen.clone())) =>
        {
            set_tag(game, "FEN", fen);
        }
        Some(BallotStart::Moves(moves)) if game.fen().is_none() => {
            if let Some(nodes) = ballot_nodes(&moves, variant)
                && !starts_with(game, &nodes)
                && follows(game, variant, Opening::Moves(moves))
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

/// Whether a record without the ballot's moves starts after them: it replays legally from the
/// balloted position, or (irregular from both) gets further from there than from the initial
/// position — as `ballot::verify_from_ballot` decides that a record starts after its ballot.
fn follows(game: &PdnGame, variant: Variant, opening: Opening) -> bool {
    let options = |opening| VerifyOptions {
        variant: Some(variant),
        opening,
        continue_after_irregular: false,
    };
    let after = verify(game, &options(Some(opening)));
    if after.verdict == Verdict::Legal {
        return true;
    }
    let free = verify(game, &options(None));
    !(free.verdict == Verdict::Legal || free.plies > after.plies)
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
        let mut game = match first_game(&rec.pdn, variant) {
            Ok(game) => game,
            Err(why) => {
                out.skipped.push(format!("{at}: {why}"));
                continue;
            }
        };
        let name = |no| {
            t.entry(no)
                .map(|e| e.name.to_string())
                .unwrap_or_else(|| "?".into())
        };
        let second = g.second.unwrap_or(g.first);
        let (white, black) = if variant.first_to_move() == Color::White {
            (g.first, second)
        } else {
            (second, g.first)
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
        apply_result(
            &mut game,
            grid_result(variant, g),
            rec.ruling.as_deref(),
            &at,
            &mut out.skipped,
        );
        let result = game.result.map_or("*", GameResult::as_str).to_owned();
        set_tag(&mut game, "Result", result);
        set_tag(&mut game, "GameType", variant.pdn_game_type().to_string());
        let ballot = board
            .ballot
            .as_ref()
            .or_else(|| t.round(rec.round).and_then(|r| r.ballot()))
            .map(|b| b.for_game(rec.game));
        if let Some(b) = ballot {
            apply_ballot(&mut game, &b, variant);
        }
        out.text.push_str(&game.to_pdn());
        out.games += 1;
    }
    out
}

/// The first game of a stored record, or why there is none (a syntax error, or no game).
fn first_game(record: &str, variant: Variant) -> Result<PdnGame, String> {
    match pdn::read_str(record, variant).into_iter().next() {
        Some(Ok(game)) => Ok(game),
        Some(Err(e)) => Err(e.to_string()),
        None => Err("the record holds no game".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{BoardReport, Entry, Pairing, PlayerName, Preset, Settings};

    fn entry(no: u32, name: &str) -> Entry {
        Entry::new(no, PlayerName::parse(name).unwrap()).unwrap()
    }

    fn rec(round: u32, board: u32, game: u8, pdn: &str) -> StoredRecord {
        StoredRecord {
            round,
            board,
            game,
            pdn: pdn.to_owned(),
            ruling: None,
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
        t.record_result(1, 1, &BoardReport::from_codes("0-1").unwrap())
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
            pairs: Vec::new(),
        };
        t.pair_round(&[Pairing::game(1, 2)], Some(ballot)).unwrap();
        t.publish_round(1).unwrap();
        t.record_result(1, 1, &BoardReport::from_codes("= 1-0").unwrap())
            .unwrap();
        // Game 1 is recorded from the start, game 2 after the ballot moves.
        let records = [
            rec(1, 1, 1, "1. 9-13 22-18 2. 11-15 18x11 3. 8x15 *"),
            rec(1, 1, 2, "2. 18x11 8x15 0-1"),
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
        // Game 2: Bob moves first (black); Ann, at home, wins it with the white pieces: `0-1`,
        // the second mover's win in English files.
        let second = text.split("[Event").nth(2).unwrap();
        assert!(second.contains("[White \"Ann\"]"), "{second}");
        assert!(second.contains("[Result \"0-1\"]"), "{second}");
        assert!(
            second.contains("\n1. 9-13 22-18 2. 11-15 18x11 3. 8x15 0-1"),
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
            pairs: Vec::new(),
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
            pairs: Vec::new(),
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

    /// An English game of 2 players, Ann (1) moving first, with the result `code` from Ann's
    /// (home) view, and the ballot `ballot`.
    fn english_game(code: &str, ballot: Option<&str>) -> Tournament {
        let mut t = Tournament::new(Settings::preset(Preset::English, "County", 1)).unwrap();
        t.add_entry(entry(1, "Ann")).unwrap();
        t.add_entry(entry(2, "Bob")).unwrap();
        let ballot = ballot.map(|o| BallotRef {
            deck: "acf-3move".into(),
            opening: o.into(),
            seed: None,
            pairs: Vec::new(),
        });
        t.pair_round(&[Pairing::game(1, 2)], ballot).unwrap();
        t.publish_round(1).unwrap();
        if t.settings().games_per_round > 1 {
            t.record_result(
                1,
                1,
                &BoardReport::from_codes(&format!("{code} =")).unwrap(),
            )
            .unwrap();
        } else {
            t.record_result(1, 1, &BoardReport::from_codes(code).unwrap())
                .unwrap();
        }
        t
    }

    fn first_game(text: &str) -> PdnGame {
        pdn::read_str(text, Variant::English)
            .into_iter()
            .next()
            .unwrap()
            .unwrap()
    }

    #[test]
    fn an_english_win_of_the_first_mover_black_is_1_0() {
        // Ann moves first (Black, 000 art. 1.13) and wins: English files write it `1-0`.
        let t = english_game("1-0", None);
        let out = write(&t, &[rec(1, 1, 1, "1. 11-15 23-19 2. 8-11 22-17 *")]);
        let g = first_game(&out.text);
        assert_eq!(g.tag("Black"), Some("Ann"), "{}", out.text);
        assert_eq!(g.tag("Result"), Some("1-0"), "{}", out.text);
        assert_eq!(g.result, Some(GameResult::WhiteWins));
        let report = verify(&g, &VerifyOptions::default());
        assert_eq!(report.winner, Some(Color::Black));
        // Bob, the second mover (White), wins: `0-1`.
        let t = english_game("0-1", None);
        let out = write(&t, &[rec(1, 1, 1, "1. 11-15 23-19 *")]);
        assert_eq!(first_game(&out.text).tag("Result"), Some("0-1"));
        // International: the first mover is White, and `2-0` its win.
        let mut t =
            Tournament::new(Settings::preset(Preset::FmjdInternational, "Open", 1)).unwrap();
        t.add_entry(entry(1, "Ann")).unwrap();
        t.add_entry(entry(2, "Bob")).unwrap();
        t.pair_round(&[Pairing::game(1, 2)], None).unwrap();
        t.publish_round(1).unwrap();
        t.record_result(1, 1, &BoardReport::from_codes("1-0").unwrap())
            .unwrap();
        let out = write(&t, &[rec(1, 1, 1, "1. 32-28 19-23 *")]);
        assert!(out.text.contains("[White \"Ann\"]"), "{}", out.text);
        assert!(out.text.contains("[Result \"2-0\"]"), "{}", out.text);
    }

    #[test]
    fn a_record_whose_result_contradicts_the_grid_keeps_it_until_the_controller_rules() {
        // The grid has Ann (Black, first mover) winning; the record says a draw.
        let t = english_game("1-0", None);
        let record = "1. 11-15 23-19 1/2-1/2";
        let out = write(&t, &[rec(1, 1, 1, record)]);
        assert_eq!(first_game(&out.text).tag("Result"), Some("1/2-1/2"));
        assert_eq!(out.skipped.len(), 1, "{:?}", out.skipped);
        assert!(
            out.skipped[0].contains("1/2-1/2 contradicts the result entered (1-0)"),
            "{:?}",
            out.skipped
        );
        // Once the controller has ruled, the result entered is written, with a note.
        let mut ruled = rec(1, 1, 1, record);
        ruled.ruling = Some("Score-sheet mistaken; Bob resigned (arbiter's notes)".into());
        let out = write(&t, &[ruled]);
        assert!(out.skipped.is_empty(), "{:?}", out.skipped);
        let g = first_game(&out.text);
        assert_eq!(g.tag("Result"), Some("1-0"));
        let note = g.movetext.iter().find_map(|n| match n {
            Node::Comment { text } => Some(text.clone()),
            _ => None,
        });
        assert_eq!(
            note.as_deref(),
            Some(
                "The record gives 1/2-1/2; the result entered is 1-0. Controller's ruling: \
                 Score-sheet mistaken; Bob resigned (arbiter's notes)"
            ),
            "{}",
            out.text
        );
        // A record that agrees needs no ruling and no note.
        let out = write(&t, &[rec(1, 1, 1, "1. 11-15 23-19 1-0")]);
        assert!(
            out.skipped.is_empty() && !out.text.contains('{'),
            "{}",
            out.text
        );
    }

    #[test]
    fn a_record_played_from_another_opening_is_exported_as_played_and_verifies() {
        let t = english_game("1-0", Some("ACF 20: 10-14 24-20 11-15"));
        // Played from the initial position without the ballot.
        let played = "1. 9-14 22-17 2. 11-15 25-22 3. 15-19 23x16 4. 12x19 1-0";
        let out = write(&t, &[rec(1, 1, 1, played)]);
        assert!(
            out.text
                .contains("\n1. 9-14 22-17 2. 11-15 25-22 3. 15-19 23x16 4. 12x19 1-0"),
            "{}",
            out.text
        );
        assert!(!out.text.contains("1. 10-14"), "{}", out.text);
        assert_eq!(all_verify(&out.text, Variant::English), 1);
        // A record that starts after the ballot still gets the ballot's moves.
        let out = write(&t, &[rec(1, 1, 1, "2. 22-18 15x22 1-0")]);
        assert!(
            out.text
                .contains("\n1. 10-14 24-20 2. 11-15 22-18 3. 15x22 1-0"),
            "{}",
            out.text
        );
        assert_eq!(all_verify(&out.text, Variant::English), 1);
    }

    #[test]
    fn a_fen_ballot_is_not_given_to_a_record_played_from_the_initial_position() {
        let mut t = Tournament::new(Settings::preset(Preset::Russian, "Cup", 1)).unwrap();
        t.add_entry(entry(1, "Ann")).unwrap();
        t.add_entry(entry(2, "Bob")).unwrap();
        // A set position with Black to move: the record's first move, White's, cannot follow it.
        let fen = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
        let ballot = BallotRef {
            deck: "idf-russian".into(),
            opening: format!("IDF 9: {fen}"),
            seed: None,
            pairs: Vec::new(),
        };
        t.pair_round(&[Pairing::game(1, 2)], Some(ballot)).unwrap();
        let out = write(&t, &[rec(1, 1, 1, "1. c3-d4 f6-g5 *")]);
        assert!(!out.text.contains("[FEN"), "{}", out.text);
        assert_eq!(all_verify(&out.text, Variant::Russian), 1);
    }
}
