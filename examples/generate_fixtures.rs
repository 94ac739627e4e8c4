//! Writes the demo tournaments in `fixtures/tournaments/` (deterministic: run it again and the
//! files come out the same).
//!
//! `cargo run --example generate_fixtures`
//!
//! The pairings are a plain Swiss by score and rating with backtracking (no rematches), the
//! pairing bye to the lowest-placed player who has not had one, and in single-game rounds the
//! first move to whoever has had it less often. Results are drawn from the rating difference.
//!
//! Some boards get game records (`*.records.json`): legal games played at random with the
//! rules crate from the board's balloted opening, stopped before either side runs out of
//! moves, with the result entered for the game. English records alternate between writing
//! the ballot moves and starting after them.

use std::collections::{BTreeSet, HashSet};
use std::path::Path;

use chrono::NaiveDate;
use crownhead::cli::demo::FixtureRecord;
use crownhead::domain::fixture::{BoardFile, RoundFile};
use crownhead::domain::{
    Availability, BallotRef, Entry, Federation, PlayerName, Preset, Settings, TieBreak,
    TournamentFile,
};
use crownhead::export::pdn::{BallotStart, ballot_start};
use draughts_rules::{Color, MoveText, Position, Variant, VariantPosition};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const FIRST: &[&str] = &[
    "Alan", "Beth", "Colin", "Dora", "Edwin", "Fiona", "Gareth", "Helen", "Ivan", "Jane", "Keith",
    "Laura", "Martin", "Nina", "Oscar", "Paula", "Quentin", "Rosa", "Simon", "Tessa", "Umar",
    "Vera", "Walter", "Xenia", "Yuri", "Zoe",
];
const LAST: &[&str] = &[
    "Adams",
    "Baker",
    "Clarke",
    "Dawson",
    "Evans",
    "Fisher",
    "Graham",
    "Hughes",
    "Irving",
    "Jones",
    "Knight",
    "Lewis",
    "Morgan",
    "Newton",
    "Owen",
    "Parker",
    "Quinn",
    "Roberts",
    "Stewart",
    "Turner",
    "Underwood",
    "Vaughan",
    "Walker",
    "Young",
];

/// ACF three-move openings (ACF numbering) used as the round ballots of the English event.
const OPENINGS: &[&str] = &[
    "ACF 126: 11-15 23-19 8-11",
    "ACF 121: 11-15 23-18 8-11",
    "ACF 130: 11-15 24-20 8-11",
    "ACF 116: 11-15 22-17 8-11",
    "ACF 27: 9-13 24-19 11-15",
    "ACF 111: 11-15 21-17 8-11",
    "ACF 123: 11-15 23-18 10-14",
];

struct Player {
    no: u32,
    rating: u32,
    score: u32,
    opponents: HashSet<u32>,
    had_bye: bool,
    firsts: i32,
    history: Vec<bool>,
}

impl Player {
    /// Must move first next time (FIDE-style absolute colour preference).
    fn must_first(&self) -> bool {
        self.firsts <= -2 || self.history.ends_with(&[false, false])
    }

    fn must_second(&self) -> bool {
        self.firsts >= 2 || self.history.ends_with(&[true, true])
    }
}

fn compatible(a: &Player, b: &Player) -> bool {
    let both_first = a.must_first() && b.must_first();
    let both_second = a.must_second() && b.must_second();
    !(both_first || both_second)
}

fn expected(a: u32, b: u32) -> f64 {
    1.0 / (1.0 + 10f64.powf((f64::from(b) - f64::from(a)) / 400.0))
}

/// One game's code from the home player's view.
fn game_code(rng: &mut ChaCha8Rng, home: u32, away: u32) -> (&'static str, u32, u32) {
    let e = expected(home, away);
    let draw = 0.42;
    let x: f64 = rng.random();
    if x < draw {
        ("=", 1, 1)
    } else if x < draw + (1.0 - draw) * e {
        ("1-0", 2, 0)
    } else {
        ("0-1", 0, 2)
    }
}

/// Pairs `order` (best first) without rematches, by backtracking.
fn pair(order: &[usize], players: &[Player], colours: bool) -> Option<Vec<(usize, usize)>> {
    fn go(
        rest: &[usize],
        players: &[Player],
        colours: bool,
        out: &mut Vec<(usize, usize)>,
    ) -> bool {
        let Some((&a, tail)) = rest.split_first() else {
            return true;
        };
        for (k, &b) in tail.iter().enumerate() {
            if players[a].opponents.contains(&players[b].no)
                || (colours && !compatible(&players[a], &players[b]))
            {
                continue;
            }
            let mut next: Vec<usize> = tail.to_vec();
            next.remove(k);
            out.push((a, b));
            if go(&next, players, colours, out) {
                return true;
            }
            out.pop();
        }
        false
    }
    let mut out = Vec::new();
    go(order, players, colours, &mut out).then_some(out)
}

fn swiss(
    settings: Settings,
    entries: Vec<Entry>,
    seed: u64,
    ballots: bool,
    // (round, board index, result text) overrides: forfeits, absences, score-sheets.
    events: &[(u32, usize, &str)],
) -> TournamentFile {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut players: Vec<Player> = entries
        .iter()
        .map(|e| Player {
            no: e.no,
            rating: e.rating.unwrap_or(1500),
            score: 0,
            opponents: HashSet::new(),
            had_bye: false,
            firsts: 0,
            history: Vec::new(),
        })
        .collect();
    let games = settings.games_per_round;
    let mut rounds = Vec::new();
    for r in 1..=settings.rounds {
        let mut avail: Vec<usize> = (0..players.len())
            .filter(|&i| entries[i].availability(r) == Availability::Available)
            .collect();
        avail.sort_by(|&a, &b| {
            players[b]
                .score
                .cmp(&players[a].score)
                .then(players[b].rating.cmp(&players[a].rating))
                .then(players[a].no.cmp(&players[b].no))
        });
        let mut boards = Vec::new();
        let mut bye = None;
        if avail.len() % 2 == 1 {
            let k = avail
                .iter()
                .rposition(|&i| !players[i].had_bye)
                .expect("someone without a bye");
            bye = Some(avail.remove(k));
        }
        let pairs = pair(&avail, &players, true)
            .or_else(|| pair(&avail, &players, false))
            .expect("a pairing without rematches");
        for (k, (a, b)) in pairs.into_iter().enumerate() {
            // First move: fewer first moves, then alternate, then the higher placed.
            let (pa, pb) = (&players[a], &players[b]);
            let a_first = if pa.must_first() || pb.must_second() {
                true
            } else if pb.must_first() || pa.must_second() {
                false
            } else {
                match pa.firsts.cmp(&pb.firsts) {
                    std::cmp::Ordering::Less => true,
                    std::cmp::Ordering::Greater => false,
                    std::cmp::Ordering::Equal => pa.history.last() != Some(&true),
                }
            };
            let (h, w) = if a_first { (a, b) } else { (b, a) };
            let result = if let Some(ev) = events.iter().find(|e| e.0 == r && e.1 == k) {
                ev.2.to_owned()
            } else {
                let mut codes = Vec::new();
                for g in 0..games {
                    // Colours reversed each game of a match.
                    let (first, second) = if g % 2 == 0 { (h, w) } else { (w, h) };
                    let (code, _, _) =
                        game_code(&mut rng, players[first].rating, players[second].rating);
                    let code = if g % 2 == 0 {
                        code
                    } else {
                        match code {
                            "1-0" => "0-1",
                            "0-1" => "1-0",
                            c => c,
                        }
                    };
                    codes.push(code);
                }
                codes.join(" ")
            };
            // Score by the codes (forfeits as wins, absences and sheet penalties as the rules say).
            let report = crownhead::domain::BoardReport::from_codes(&result).expect("valid result");
            let s = &settings.scoring;
            let (mut hs, mut ws) = (0u32, 0u32);
            for g in &report.games {
                use crownhead::domain::GameReport::*;
                let (x, y) = match g {
                    HomeWins => (s.win, s.loss),
                    Draw => (s.draw, s.draw),
                    AwayWins => (s.loss, s.win),
                    HomeAbsent => (Default::default(), s.forfeit_win),
                    AwayAbsent => (s.forfeit_win, Default::default()),
                    BothAbsent => (Default::default(), Default::default()),
                };
                hs += x.halves();
                ws += y.halves();
            }
            if report.home_sheets_missing {
                hs = 0;
            }
            if report.away_sheets_missing {
                ws = 0;
            }
            players[h].score += hs;
            players[w].score += ws;
            let (hn, wn) = (players[h].no, players[w].no);
            players[h].opponents.insert(wn);
            players[w].opponents.insert(hn);
            players[h].firsts += 1;
            players[w].firsts -= 1;
            players[h].history.push(true);
            players[w].history.push(false);
            boards.push(BoardFile {
                home: Some(hn),
                away: Some(wn),
                bye: None,
                result: Some(result),
                ballot: None,
            });
        }
        if let Some(b) = bye {
            players[b].had_bye = true;
            players[b].score += settings.scoring.pairing_bye.halves() * u32::from(games);
            boards.push(BoardFile {
                home: None,
                away: None,
                bye: Some(players[b].no),
                result: None,
                ballot: None,
            });
        }
        let ballot = ballots.then(|| BallotRef {
            deck: "acf-3move".into(),
            opening: OPENINGS[(r as usize - 1) % OPENINGS.len()].into(),
            seed: Some(seed * 100 + u64::from(r)),
            pairs: Vec::new(),
        });
        rounds.push(RoundFile {
            round: r,
            ballot,
            boards,
            closed: true,
        });
    }
    TournamentFile {
        settings,
        entries,
        rounds,
    }
}

fn entries(rng: &mut ChaCha8Rng, n: u32, feds: &[&str], base: u32) -> Vec<Entry> {
    let mut used = BTreeSet::new();
    let mut list: Vec<(String, u32, &str)> = Vec::new();
    while list.len() < n as usize {
        let name = format!(
            "{} {}",
            FIRST[rng.random_range(0..FIRST.len())],
            LAST[rng.random_range(0..LAST.len())]
        );
        if used.insert(name.clone()) {
            let rating = base + rng.random_range(0..600);
            list.push((name, rating, feds[rng.random_range(0..feds.len())]));
        }
    }
    // Starting numbers by rating, highest first.
    list.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    list.into_iter()
        .zip(1..)
        .map(|((name, rating, fed), no)| {
            let mut e = Entry::new(no, PlayerName::parse(&name).unwrap()).unwrap();
            e.federation = Some(Federation::parse(fed).unwrap());
            e.rating = Some(rating);
            e.national_id = Some(format!("{fed}-{:05}", 10_000 + no * 37));
            e
        })
        .collect()
}

/// The movetext of a game: `plies` (from a position with `first` to move) numbered from
/// move `number`, `skipped` plies of the game coming before them.
fn movetext(plies: &[String], skipped: usize, first_mover: Color, start_turn: Color) -> String {
    let offset = usize::from(start_turn != first_mover);
    let mut out = String::new();
    for (i, m) in plies.iter().enumerate() {
        let k = i + skipped + offset;
        if k.is_multiple_of(2) {
            out.push_str(&format!("{}. ", k / 2 + 1));
        } else if i == 0 {
            out.push_str(&format!("{}... ", k / 2 + 1));
        }
        out.push_str(m);
        out.push(' ');
    }
    out
}

/// Random legal moves from `pos`, about `len` plies, stopped where the side to move still has
/// a move (the game is not decided on the board).
fn playout(rng: &mut ChaCha8Rng, pos: &VariantPosition, len: usize) -> Vec<String> {
    loop {
        let mut p = pos.clone();
        let mut moves = Vec::new();
        for _ in 0..len {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[rng.random_range(0..legal.len())].clone();
            moves.push(MoveText::from_move(&p, &m).to_string());
            p.play(&m).expect("a legal move plays");
        }
        if !p.legal_moves().is_empty() {
            return moves;
        }
    }
}

/// Records for the games of the boards `picks` (round, board numbers), drawn with `seed`.
fn records(file: &TournamentFile, picks: &[(u32, &[u32])], seed: u64) -> Vec<FixtureRecord> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let t = file.clone().into_tournament().expect("the event replays");
    let s = t.settings();
    let variant = s.variant;
    let first_mover = variant.first_to_move();
    let name = |no: u32| t.entry(no).unwrap().name.to_string();
    let mut out = Vec::new();
    for &(r, boards) in picks {
        let round = t.round(r).expect("the round exists");
        for &b in boards {
            let board = round.board(b).expect("the board exists");
            let ballot = board.ballot.as_ref().or(round.ballot());
            let opening: Vec<String> = match ballot.and_then(ballot_start) {
                Some(BallotStart::Moves(m)) => m,
                _ => Vec::new(),
            };
            for g in &board.games {
                let (Some(first), Some(second), Some(fr)) =
                    (Some(g.first), g.second, g.first_result)
                else {
                    continue;
                };
                let kind = fr.kind.name();
                if !["win", "draw", "loss"].contains(&kind) {
                    continue;
                }
                let mut pos = VariantPosition::new(variant);
                for m in &opening {
                    let mv = m.parse::<MoveText>().unwrap().to_move(&pos).unwrap();
                    pos.play(&mv).unwrap();
                }
                let len = rng.random_range(24..56);
                let plies = playout(&mut rng, &pos, len);
                // Game 1 writes the ballot moves, game 2 starts after them.
                let with_ballot = !g.number.is_multiple_of(2);
                let text = if with_ballot || opening.is_empty() {
                    let all: Vec<String> = opening.iter().cloned().chain(plies).collect();
                    movetext(&all, 0, first_mover, first_mover)
                } else {
                    movetext(&plies, opening.len(), first_mover, first_mover)
                };
                let (white, black) = if first_mover == Color::White {
                    (first, second)
                } else {
                    (second, first)
                };
                // The first figure is the first mover's score in every variant's files (Black's
                // in English draughts): `draughts_rules::pdn::GameResult`.
                let first_wins = kind == "win";
                let result = match (kind, variant) {
                    ("draw", Variant::International) => "1-1",
                    ("draw", _) => "1/2-1/2",
                    (_, Variant::International) if first_wins => "2-0",
                    (_, Variant::International) => "0-2",
                    _ if first_wins => "1-0",
                    _ => "0-1",
                };
                let pdn = format!(
                    "[Event \"{}\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n[GameType \"{}\"]\n\n{text}{result}\n",
                    s.name,
                    name(white),
                    name(black),
                    variant.pdn_game_type(),
                );
                out.push(FixtureRecord {
                    round: r,
                    board: b,
                    game: g.number,
                    pdn,
                });
            }
        }
    }
    out
}

fn write_records(out: &Path, file: &str, records: &[FixtureRecord]) {
    let text = serde_json::to_string_pretty(records).unwrap();
    std::fs::write(out.join(file), text + "\n").unwrap();
}

fn main() {
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/tournaments");
    std::fs::create_dir_all(&out).unwrap();

    // English event: 16 players, 7 rounds of 2-game matches on the 3-move ballot.
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut s = Settings::preset(Preset::English, "English Open 2026", 7);
    s.venue = "Bolton".into();
    s.start_date = NaiveDate::from_ymd_opt(2026, 5, 2);
    s.end_date = NaiveDate::from_ymd_opt(2026, 5, 4);
    s.chief_controller = "R. Pask".into();
    s.tie_breaks = vec![
        TieBreak::DirectEncounter,
        TieBreak::Buchholz,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
    ];
    let mut es = entries(&mut rng, 16, &["ENG", "SCO", "WAL", "IRL"], 1700);
    es[15].late_from = Some(2); // a late entry, joins in round 2
    es[6].requested_byes.insert(4); // a requested bye in round 4
    es[11].withdrawn_from = Some(6); // withdraws after round 5
    es[2].club = Some("Bolton DC".into());
    es[9].club = Some("Bolton DC".into());
    let events: &[(u32, usize, &str)] = &[
        // 000 art. 2.24: away arrived after the flag fell in game 1, played game 2.
        (2, 3, "+:- 0-1"),
        // 000 art. 2.24: home two hours late, forfeits both games.
        (3, 5, "-:+ -:+"),
        // 000 art. 2.25: both absent for game 1 (zero each), game 2 drawn.
        (5, 6, "-:- ="),
        // 000 art. 3.10: home won game 1 but handed in no complete signed score-sheets.
        (6, 2, "1-0 = sheets:home"),
    ];
    let english = swiss(s, es, 7, true, events);
    english
        .clone()
        .into_tournament()
        .expect("the English event replays");
    std::fs::write(out.join("english-open.json"), english.to_json() + "\n").unwrap();
    let recs = records(&english, &[(1, &[1, 2, 3]), (4, &[1]), (7, &[1, 2])], 71);
    write_records(&out, "english-open.records.json", &recs);

    // FMJD-style Swiss: 40 players, 9 rounds, 2/1/0.
    let mut rng = ChaCha8Rng::seed_from_u64(1947);
    let mut s = Settings::preset(Preset::FmjdInternational, "FMJD Swiss Open 2026", 9);
    s.venue = "Amsterdam".into();
    s.start_date = NaiveDate::from_ymd_opt(2026, 7, 11);
    s.end_date = NaiveDate::from_ymd_opt(2026, 7, 19);
    s.chief_controller = "J. de Vries".into();
    let mut es = entries(
        &mut rng,
        40,
        &["NED", "FRA", "RUS", "SEN", "LAT", "POL", "BRA"],
        1900,
    );
    for e in &mut es {
        e.fmjd_id = Some(format!("{}", 15_000 + e.no * 13));
    }
    let events: &[(u32, usize, &str)] = &[(4, 11, "+:-")];
    let fmjd = swiss(s, es, 11, false, events);
    fmjd.clone()
        .into_tournament()
        .expect("the FMJD Swiss replays");
    std::fs::write(out.join("fmjd-swiss.json"), fmjd.to_json() + "\n").unwrap();
    let recs = records(&fmjd, &[(1, &[1, 2, 3]), (5, &[1, 2]), (9, &[1, 2])], 72);
    write_records(&out, "fmjd-swiss.records.json", &recs);
    println!("wrote {}", out.display());
}
