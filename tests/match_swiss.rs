//! A Swiss of multi-game matches (Russian micro-matches on match points, English two-game
//! matches on game points) paired round by round through the store's commands by the FIDE Dutch
//! system on the matches, exported with one TRF column per match (`export --format trf
//! --folded`), and replayed by the Dutch checker (`pair --dutch FILE -c`) with no discrepancy.

#[path = "common/binary.rs"]
mod binary;

use std::path::{Path, PathBuf};

use crownhead::domain::{
    BoardReport, Entry, GameReport, Pairing, PlayerName, Preset, Settings, Tournament,
};
use crownhead::pairing::{Colour, ResultCode};
use crownhead::store::{self, Seen};

use binary::{ok, run, says, stdout};

/// A small deterministic generator (xorshift), so that each seed is one event.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// What the event had, to show that the replay covered it.
#[derive(Debug, Default)]
struct Played {
    pairing_byes: u32,
    forfeited_matches: u32,
    single_forfeits: u32,
    double_absences: u32,
    missing_sheets: u32,
}

/// Plays a Swiss of 12 players and 5 rounds of the preset's games (two-game matches, or one
/// game for the FMJD preset) in a new database, every round
/// paired by the tournament's system through `store::pair_round_auto`: random results, a
/// withdrawal from round 3 (so an odd field and a pairing bye), a requested bye in round 4, a
/// match forfeited (000 art. 2.24, both games), a single game forfeited, a double absence
/// (2.25) and a missing score-sheet (3.10).
fn play(preset: Preset, seed: u64) -> (tempfile::TempDir, PathBuf, i64, Played) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut conn = store::open(&db).unwrap();
    let s = Settings::preset(preset, "Micro-match Swiss", 5);
    let games = usize::from(s.games_per_round);
    let id = store::create_tournament(&mut conn, &s, "td").unwrap();
    for n in 1..=12u32 {
        let mut e = Entry::new(n, PlayerName::parse(&format!("Player {n:02}")).unwrap()).unwrap();
        // Rated out of entry order, so that pairing numbers are not start numbers.
        e.rating = Some(1800 + ((n * 7) % 12) * 25);
        store::add_entry(&mut conn, id, Seen::Any, &e, None, "td").unwrap();
    }
    let mut dice = Dice(0x9E37_79B9_7F4A_7C15 ^ seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
    let mut played = Played::default();
    for round in 1..=5u32 {
        if round == 3 {
            store::withdraw(&mut conn, id, Seen::Any, 12, 3, "left the event", "td").unwrap();
        }
        if round == 4 {
            store::request_bye(&mut conn, id, 5, 4, "td").unwrap();
        }
        let n = store::pair_round_auto(&mut conn, id, Seen::Any, "td").unwrap();
        assert_eq!(n, round);
        store::publish_round(&mut conn, id, round, "td").unwrap();
        let t = store::tournaments::load(&conn, id).unwrap();
        let boards = t.round(round).unwrap().boards().to_vec();
        for b in &boards {
            if let Pairing::Bye { kind, .. } = b.pairing {
                played.pairing_byes += u32::from(kind == crownhead::domain::ByeKind::Pairing);
                continue;
            }
            let mut game = || match dice.roll(3) {
                0 => GameReport::HomeWins,
                1 => GameReport::Draw,
                _ => GameReport::AwayWins,
            };
            let mut report = BoardReport::new((0..games).map(|_| game()).collect());
            match (round, b.number) {
                (2, 3) => {
                    // Away two hours late: every game forfeited (000 art. 2.24).
                    report.games = vec![GameReport::AwayAbsent; games];
                    played.forfeited_matches += 1;
                }
                (3, 2) if games >= 2 => {
                    report.games[1] = GameReport::HomeAbsent;
                    played.single_forfeits += 1;
                }
                (4, 4) => {
                    report.games = vec![GameReport::BothAbsent; games];
                    played.double_absences += 1;
                }
                (5, 1) => {
                    report.home_sheets_missing = true;
                    played.missing_sheets += 1;
                }
                _ => {}
            }
            store::record_result(&mut conn, id, round, b.number, &report, "td").unwrap();
        }
        store::close_round(&mut conn, id, Seen::Any, round, "td").unwrap();
    }
    (dir, db, id, played)
}

fn folded(db: &Path, id: i64, file: &Path) -> String {
    ok(&run(
        db,
        &[
            "export",
            "--tournament",
            &id.to_string(),
            "--format",
            "trf",
            "--folded",
            "--out",
            file.to_str().unwrap(),
        ],
    ));
    std::fs::read_to_string(file).unwrap()
}

fn replay(db: &Path, file: &Path) -> (Option<i32>, String) {
    let o = run(db, &["pair", "--dutch", file.to_str().unwrap(), "-c"]);
    (o.status.code(), stdout(&o))
}

#[test]
fn a_micro_match_swiss_replays_from_its_folded_file_with_no_discrepancy() {
    for (preset, first_mover) in [(Preset::Russian, 'w'), (Preset::English, 'b')] {
        for seed in 1..=3 {
            let (dir, db, id, played) = play(preset, seed);
            assert!(played.pairing_byes >= 2, "{played:?}");
            assert_eq!(played.forfeited_matches, 1);
            assert_eq!(played.single_forfeits, 1);
            assert_eq!(played.double_absences, 1);
            assert_eq!(played.missing_sheets, 1);
            let file = dir.path().join("folded.trf");
            let text = folded(&db, id, &file);
            let (code, out) = replay(&db, &file);
            assert_eq!(code, Some(0), "{preset:?} seed {seed}: {out}\n{text}");
            // One column per match: five rounds, the colour of game 1 the first mover's pieces.
            let parsed = crownhead::pairing::trf::parse(&text).unwrap();
            assert_eq!(parsed.rounds_played(), 5);
            assert!(parsed.players.iter().all(|p| p.rounds.len() <= 5));
            assert!(text.contains("\r142 5\r"), "{text}");
            assert!(text.contains("\r192 FIDE_DUTCH_2025\r"), "{text}");
            assert!(text.contains("Swiss of 2-game matches"), "{text}");
            let t: Tournament = store::tournaments::load(&store::open(&db).unwrap(), id).unwrap();
            let pno = t.pairing_numbers();
            let Pairing::Game { home, away } = t.round(1).unwrap().boards()[0].pairing else {
                panic!("board 1 is a game");
            };
            let rec = parsed.players[pno[&home] as usize - 1].rounds[0];
            assert_eq!(rec.opponent, Some(pno[&away]));
            let expected = if first_mover == 'w' {
                Colour::White
            } else {
                Colour::Black
            };
            assert_eq!(rec.colour, Some(expected), "{preset:?}");
            // The forfeited match is a forfeit for both: `+` and `-`.
            let b = &t.round(2).unwrap().boards()[2];
            let Pairing::Game { home, away } = b.pairing else {
                panic!("board 3 is a game");
            };
            assert_eq!(
                parsed.players[pno[&home] as usize - 1].rounds[1].result,
                Some(ResultCode::ForfeitWin)
            );
            assert_eq!(
                parsed.players[pno[&away] as usize - 1].rounds[1].result,
                Some(ResultCode::ForfeitLoss)
            );
        }
    }
}

/// Round 1 of a Swiss of matches folds the field and alternates who moves first in game 1 down
/// the boards, top half first on board 1 (C.04.3: the initial colour to the odd pairing
/// numbers), in English draughts as in Russian.
/// The same event of one game a round replays from its folded file and from its report
/// (`--format trf`), which are then the same rounds: the players entered out of rating order
/// keep their floats (C.04.3 1.4) in the app's pairing as in the file's.
#[test]
fn a_swiss_of_single_games_replays_from_its_folded_file_and_its_report() {
    for seed in 1..=3 {
        let (dir, db, id, played) = play(Preset::FmjdInternational, seed);
        assert!(played.pairing_byes >= 2, "{played:?}");
        assert_eq!(played.single_forfeits, 0);
        for more in [&["--folded"][..], &[]] {
            let file = dir.path().join("single.trf");
            let mut args = vec![
                "export".to_owned(),
                "--tournament".to_owned(),
                id.to_string(),
                "--format".to_owned(),
                "trf".to_owned(),
                "--out".to_owned(),
                file.to_str().unwrap().to_owned(),
            ];
            args.extend(more.iter().map(|s| s.to_string()));
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            ok(&run(&db, &args));
            let (code, out) = replay(&db, &file);
            let text = std::fs::read_to_string(&file).unwrap();
            assert_eq!(code, Some(0), "seed {seed} {more:?}: {out}\n{text}");
        }
    }
}

#[test]
fn round_1_alternates_the_first_move_of_game_1_down_the_boards() {
    for preset in [Preset::Russian, Preset::English] {
        let (_dir, db, id, _) = play(preset, 7);
        let t = store::tournaments::load(&store::open(&db).unwrap(), id).unwrap();
        let pno = t.pairing_numbers();
        let boards: Vec<(u32, u32)> = t
            .round(1)
            .unwrap()
            .boards()
            .iter()
            .filter_map(|b| match b.pairing {
                Pairing::Game { home, away } => Some((pno[&home], pno[&away])),
                Pairing::Bye { .. } => None,
            })
            .collect();
        assert_eq!(
            boards,
            [(1, 7), (8, 2), (3, 9), (10, 4), (5, 11), (12, 6)],
            "{preset:?}"
        );
        // Game 1's first mover is the board's home player, game 2's the other.
        let b = &t.round(1).unwrap().boards()[1];
        assert_eq!(pno[&b.games[0].first], 8);
        assert_eq!(pno[&b.games[1].first], 2);
    }
}

/// The check can fail: the same event with round 5 paired by hand, two boards crossed over, is
/// reported in round 5; and `--folded` is refused for another format, a round, or a round robin.
#[test]
fn a_round_paired_otherwise_is_a_discrepancy_and_bad_uses_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut conn = store::open(&db).unwrap();
    let id = store::create_tournament(
        &mut conn,
        &Settings::preset(Preset::Russian, "Crossed", 3),
        "td",
    )
    .unwrap();
    for n in 1..=8u32 {
        let mut e = Entry::new(n, PlayerName::parse(&format!("P{n}")).unwrap()).unwrap();
        e.rating = Some(2000 - n);
        store::add_entry(&mut conn, id, Seen::Any, &e, None, "td").unwrap();
    }
    store::pair_round_auto(&mut conn, id, Seen::Any, "td").unwrap();
    store::publish_round(&mut conn, id, 1, "td").unwrap();
    for b in 1..=4 {
        let r = BoardReport::from_codes("1-0 =").unwrap();
        store::record_result(&mut conn, id, 1, b, &r, "td").unwrap();
    }
    // Round 2 by hand: the proposal with its first two boards crossed over.
    let t = store::tournaments::load(&conn, id).unwrap();
    let p = crownhead::domain::draft::propose(&t).unwrap();
    let mut pairings = p.pairings.clone();
    let (Pairing::Game { home: w1, away: b1 }, Pairing::Game { home: w2, away: b2 }) =
        (pairings[0], pairings[1])
    else {
        panic!("two boards");
    };
    pairings[0] = Pairing::game(w1, b2);
    pairings[1] = Pairing::game(w2, b1);
    store::pair_round(&mut conn, id, Seen::Any, &pairings, "td").unwrap();
    drop(conn);
    let file = dir.path().join("crossed.trf");
    folded(&db, id, &file);
    let (code, out) = replay(&db, &file);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("round 2"), "{out}");
    assert!(!out.contains("round 1"), "{out}");

    let tid = id.to_string();
    let o = run(
        &db,
        &[
            "export",
            "--tournament",
            &tid,
            "--format",
            "csv-results",
            "--folded",
        ],
    );
    assert!(!o.status.success());
    says(&o, "--folded is for --format trf, not csv-results");
    let o = run(
        &db,
        &[
            "export",
            "--tournament",
            &tid,
            "--format",
            "trf",
            "--folded",
            "--round",
            "1",
        ],
    );
    assert!(!o.status.success());
    says(&o, "a round can only be chosen for");

    let mut conn = store::open(&db).unwrap();
    let mut s = Settings::preset(Preset::Russian, "League", 3);
    s.system = crownhead::domain::System::RoundRobin;
    let rr = store::create_tournament(&mut conn, &s, "td").unwrap();
    drop(conn);
    let o = run(
        &db,
        &[
            "export",
            "--tournament",
            &rr.to_string(),
            "--format",
            "trf",
            "--folded",
        ],
    );
    assert!(!o.status.success());
    says(&o, "\"League\" is a round robin, not a Swiss");
}
