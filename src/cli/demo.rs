//! `crownhead demo`: loads the demo tournaments into the database, with the game records of
//! some of their boards.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::domain::{FixtureError, TournamentFile};
use crate::store::records::{RecordEdit, save_record};
use crate::store::{self, GameRef, StoreError};

/// The demo tournaments, as committed in `fixtures/tournaments/`.
pub const FIXTURES: [(&str, &str); 2] = [
    (
        "english-open.json",
        include_str!("../../fixtures/tournaments/english-open.json"),
    ),
    (
        "fmjd-swiss.json",
        include_str!("../../fixtures/tournaments/fmjd-swiss.json"),
    ),
];

/// The game records of the demo tournaments (`*.records.json` beside each), in the order of
/// [`FIXTURES`]: legal games written by `cargo run --example generate_fixtures` with the rules
/// crate.
pub const RECORDS: [(&str, &str); 2] = [
    (
        "english-open.records.json",
        include_str!("../../fixtures/tournaments/english-open.records.json"),
    ),
    (
        "fmjd-swiss.records.json",
        include_str!("../../fixtures/tournaments/fmjd-swiss.records.json"),
    ),
];

/// One game record of a demo tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FixtureRecord {
    pub round: u32,
    pub board: u32,
    pub game: u8,
    pub pdn: String,
}

/// Stores the records of a records file (JSON: a list of [`FixtureRecord`]) with tournament
/// `id`, each verified as a controller's record is; returns how many.
pub fn load_records(
    conn: &mut store::Connection,
    id: i64,
    json: &str,
) -> Result<usize, StoreError> {
    let records: Vec<FixtureRecord> = serde_json::from_str(json)
        .map_err(|e| StoreError::Corrupt(format!("a demo records file: {e}")))?;
    for r in &records {
        let at = GameRef {
            round: r.round,
            board: r.board,
            game: r.game,
        };
        let edit = RecordEdit {
            pdn: Some(r.pdn.clone()),
            ruling: None,
            was: None,
        };
        save_record(conn, id, at, &edit, "demo")?;
    }
    Ok(records.len())
}

#[derive(Debug, thiserror::Error)]
pub enum DemoError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the prize list of fixture {file}: {message}")]
    Prizes { file: &'static str, message: String },
    #[error("fixture {file}: {source}")]
    Fixture {
        file: &'static str,
        source: FixtureError,
    },
}

/// The demo's prize lists, by the tournament fixture they belong to.
pub const PRIZE_LISTS: [(&str, &str); 1] = [(
    "fmjd-swiss.json",
    include_str!("../../fixtures/prizes/fmjd-swiss.json"),
)];

/// Loads every demo tournament not loaded yet, with its prize list; prints one line per
/// tournament.
pub fn run(db: &Path) -> Result<(), DemoError> {
    let mut conn = store::open(db)?;
    for ((file, text), (_, records)) in FIXTURES.into_iter().zip(RECORDS) {
        let fixture = |source| DemoError::Fixture { file, source };
        let t = TournamentFile::from_json(text)
            .and_then(TournamentFile::into_tournament)
            .map_err(fixture)?;
        let name = t.settings().name.clone();
        if let Some(id) = store::tournaments::find_by_name(&conn, &name)? {
            crate::outln!("{id}\t{name}\t(already loaded)");
            continue;
        }
        let id = store::import_tournament(&mut conn, &t, "demo")?;
        for (_, list) in PRIZE_LISTS.iter().filter(|(f, _)| *f == file) {
            let list: crate::domain::prize_list::PrizeList =
                serde_json::from_str(list).map_err(|e| DemoError::Prizes {
                    file,
                    message: e.to_string(),
                })?;
            let reason = Some("the demo's prize list");
            store::set_prize_list(&mut conn, id, store::Seen::Any, &list, reason, "demo")?;
        }
        let games = load_records(&mut conn, id, records)?;
        if file == BOOK_FIXTURE {
            load_book(&mut conn, id)?;
        }
        crate::outln!("{id}\t{name}\tloaded ({games} game records)");
    }
    knockout_cup(&mut conn)?;
    match store::tournaments::find_by_name(&conn, TEAM_DEMO)? {
        Some(id) => crate::outln!("{id}\t{TEAM_DEMO}\t(already loaded)"),
        None => {
            let id = load_team_demo(&mut conn)?;
            crate::outln!("{id}\t{TEAM_DEMO}\tloaded (8 teams, 6 rounds played)");
        }
    }
    Ok(())
}

/// The name of the demo's team event.
pub const TEAM_DEMO: &str = "Club league (teams)";

/// The demo's team event, played through the controller's commands: 8 club teams of four
/// (two with a reserve), international draughts, a round robin of 7 rounds of which 6 are
/// played (reserves put up in some rounds, a few boards forfeited, one board left empty) and
/// the 7th paired with its line-ups in. Returns the tournament's id.
pub fn load_team_demo(conn: &mut store::Connection) -> Result<i64, StoreError> {
    use crate::domain::settings::{Preset, Settings, System};
    use crate::domain::team::{TeamPairing, TeamSettings};
    use crate::domain::{BoardReport, Entry, Federation, PlayerName};
    use store::Seen;
    const CLUBS: [(&str, &str); 8] = [
        ("Excelsior Leeuwarden", "NED"),
        ("Damclub Wageningen", "NED"),
        ("Damier Lillois", "FRA"),
        ("Tbilisi Shashki", "GEO"),
        ("Yakutsk Almaz", "RUS"),
        ("Riga Dambrete", "LAT"),
        ("Bamako Stade", "MLI"),
        ("CEMA Amsterdam", "NED"),
    ];
    const FIRST: [&str; 10] = [
        "Jan", "Roel", "Marie", "Aygul", "Pierre", "Ivan", "Ndiaga", "Heike", "Luc", "Anna",
    ];
    const LAST: [&str; 10] = [
        "Dekker", "Postma", "Georgiev", "Valneris", "Lefebvre", "Zijlstra", "Kone", "Bos",
        "Mulder", "Petrov",
    ];
    let mut s = Settings::preset(Preset::FmjdInternational, TEAM_DEMO, 7);
    s.system = System::RoundRobin;
    s.venue = "Wageningen".into();
    s.team = Some(TeamSettings::new(4).map_err(|e| StoreError::Corrupt(e.to_string()))?);
    let tid = store::create_tournament(conn, &s, "demo")?;
    // A small reproducible generator for names, ratings and results.
    let mut seed: u64 = 17;
    let mut next = move |n: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    let mut no = 0;
    for (k, (club, fed)) in CLUBS.iter().enumerate() {
        let size = if k % 4 == 1 { 5 } else { 4 };
        let mut players = Vec::new();
        for i in 0..size {
            no += 1;
            let name = format!(
                "{}, {}",
                LAST[next(10) as usize],
                FIRST[(no as usize + i) % FIRST.len()]
            );
            let mut e = Entry::new(no, PlayerName::parse(&name).expect("a demo name"))
                .expect("a demo entry");
            e.federation = Federation::parse(fed).ok();
            e.rating = Some(2300 - 40 * k as u32 - 25 * i as u32 + next(30) as u32);
            e.club = Some((*club).to_owned());
            store::add_entry(conn, tid, Seen::Any, &e, None, "demo")?;
            players.push(no);
        }
        store::create_team(
            conn,
            tid,
            Seen::Any,
            club,
            Some((*fed).to_owned()),
            Some(format!("Captain of {club}")),
            players,
            "demo",
        )?;
    }
    for round in 1..=7u32 {
        store::pair_team_round_auto(conn, tid, Seen::Any, "demo")?;
        let (_, e) = store::teams::event(conn, tid)?.expect("a team event");
        for m in e.matches_of_round(round).cloned().collect::<Vec<_>>() {
            let TeamPairing::Match { first, second } = m.pairing else {
                continue;
            };
            for team in [first, second] {
                let p = &e.team(team).expect("paired team").players;
                // A reserve plays board 4 every other round; in round 3 the second club
                // leaves board 4 empty.
                let mut lineup: Vec<Option<u32>> = p.iter().take(4).map(|&x| Some(x)).collect();
                if p.len() == 5 && round % 2 == 0 {
                    lineup[3] = Some(p[4]);
                }
                if round == 3 && team == 2 {
                    lineup[3] = None;
                }
                store::set_lineup(conn, tid, Seen::Any, round, m.number, team, &lineup, "demo")?;
            }
        }
        store::publish_round(conn, tid, round, "demo")?;
        if round == 7 {
            break;
        }
        let (t, _) = store::teams::event(conn, tid)?.expect("a team event");
        let boards = t.round(round).map_or(0, |r| r.boards().len()) as u32;
        for board in 1..=boards {
            let code = match next(20) {
                0 => "+:-",
                1 => "-:+",
                2..=7 => "1-0",
                8..=13 => "=",
                _ => "0-1",
            };
            let report =
                BoardReport::from_codes(code).map_err(|e| StoreError::Corrupt(e.to_string()))?;
            store::record_result(conn, tid, round, board, &report, "demo")?;
        }
        store::close_round(conn, tid, Seen::Any, round, "demo")?;
    }
    Ok(tid)
}

/// The demo tournament whose controller's book is filled by [`load_book`].
pub const BOOK_FIXTURE: &str = "english-open.json";

/// The demo's controller's book: entry fees (standard 15.00, juniors under 18 5.00, titled
/// players free) paid by every entry but the last; a warning (000 art. 4.9); a game declared
/// lost for a ringing phone (art. 4.16, a correction of the closed round 2) which an appeal
/// overrules, giving the board its result back (art. 7.1), its deposit returned.
pub fn load_book(conn: &mut store::Connection, id: i64) -> Result<(), StoreError> {
    use crate::domain::book::{
        Against, Decision, DisqualifiedGames, Member, NewIncident, Offender, Penalty,
    };
    use crate::domain::fees::FeeSchedule;
    use store::book::{
        NewAppeal, decide_appeal, file_appeal, record_incident, record_payment, set_book_settings,
    };
    let any = store::Seen::Any;
    let fees = FeeSchedule::parse("standard=15 junior<18=5 titled=0")
        .map_err(|e| StoreError::Corrupt(e.to_string()))?;
    set_book_settings(conn, id, any, DisqualifiedGames::Kept, &fees, "treasurer")?;
    let t = store::tournaments::load(conn, id)?;
    let last = t.entries().last().map(|e| e.no);
    let start = t.settings().start_date;
    for e in t.entries() {
        if Some(e.no) == last {
            continue;
        }
        let due = fees.due(e, start).0;
        if due > 0 {
            record_payment(
                conn,
                id,
                any,
                e.no,
                due,
                "cash",
                "2026-04-04",
                None,
                "treasurer",
            )?;
        }
    }
    record_incident(
        conn,
        id,
        any,
        &NewIncident {
            offender: Offender::Player { no: 2 },
            at: "2026-05-02 10:40".into(),
            round: Some(1),
            board: Some(1),
            game: None,
            article: "4.9".into(),
            penalty: Penalty::Warning,
            reason: "repeated offers of a draw".into(),
            recorded_by: "demo".into(),
        },
        "demo",
    )?;
    let board = t
        .round(2)
        .and_then(|r| r.board_of(5))
        .map(|b| b.number)
        .ok_or_else(|| StoreError::Corrupt("the demo's round 2 has no board for entry 5".into()))?;
    let lost = record_incident(
        conn,
        id,
        any,
        &NewIncident {
            offender: Offender::Player { no: 5 },
            at: "2026-05-02 15:10".into(),
            round: Some(2),
            board: Some(board),
            game: None,
            article: "4.16".into(),
            penalty: Penalty::GameLost,
            reason: "a mobile phone rang during play".into(),
            recorded_by: "demo".into(),
        },
        "demo",
    )?;
    let committee = ["Ann Arbiter; Hull", "Bob Judge; York", "Cy Clerk; Leeds"]
        .iter()
        .map(|m| Member::parse(m))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| StoreError::Corrupt(e.to_string()))?;
    let appeal = file_appeal(
        conn,
        id,
        any,
        &NewAppeal {
            against: Against::Incident { id: lost.id },
            appellant: t.entry(5).map(|e| e.name.to_string()).unwrap_or_default(),
            filed_at: "2026-05-02 17:30".into(),
            grounds: "the phone that rang was a spectator's".into(),
            committee,
            deposit: Some(2000),
        },
        "demo",
    )?;
    decide_appeal(
        conn,
        id,
        any,
        appeal.id,
        "2026-05-02 19:00",
        Decision::Overruled,
        "the spectator's phone: the player broke no rule",
        None,
        None,
        "demo",
    )?;
    Ok(())
}

/// The demo knock-out's name.
pub const KNOCKOUT_CUP: &str = "Knock-out Cup";

/// The demo knock-out: 12 players seeded by rating (the top 4 with first-round byes), ties of
/// two games with two tie-break games, every tie played but the final; the first tie is level
/// after its two games and decided by a tie-break game. Returns the tournament's id.
pub fn knockout_cup(conn: &mut store::Connection) -> Result<i64, StoreError> {
    use crate::domain::{Entry, GameReport, Preset, Settings, System};
    use crate::pairing::knockout::Part;
    if let Some(id) = store::tournaments::find_by_name(conn, KNOCKOUT_CUP)? {
        crate::outln!("{id}\t{KNOCKOUT_CUP}\t(already loaded)");
        return Ok(id);
    }
    let mut s = Settings::preset(Preset::English, KNOCKOUT_CUP, 4);
    s.system = System::Knockout;
    s.games_per_round = 2;
    s.time_control = "60 minutes + 30 s a move".into();
    s.knockout.tiebreak_games = 2;
    s.knockout.tiebreak_time_control = "10 minutes + 5 s a move".into();
    // The ACF three-move ballot of the preset, from a fixed seed: each pair of games of a tie
    // plays its opening with the colours reversed.
    let s = s.with_tie_ballot_seed(2026);
    let id = store::create_tournament(conn, &s, "demo")?;
    let names = [
        "Ada Brennan",
        "Tom Okafor",
        "Mei Lindqvist",
        "Rui Carvalho",
        "Sara Haddad",
        "Jonas Weber",
        "Lena Petrova",
        "Owen Murphy",
        "Ines Duarte",
        "Karl Jansen",
        "Nadia Rossi",
        "Felix Moreau",
    ];
    let mut list = Vec::new();
    for (i, n) in names.iter().enumerate() {
        // Typed given name first, as the entry form's parts give them.
        let name = crate::domain::NameParts::written(n, crate::domain::NameOrder::GivenFirst)
            .map_err(|e| invalid(e.to_string()))?;
        let mut e = Entry::named(i as u32 + 1, name).map_err(|e| invalid(e.to_string()))?;
        e.rating = Some(2200 - 35 * i as u32);
        list.push(e);
    }
    store::import_entries(conn, id, store::Seen::Any, &list, None, "demo")?;
    let mut first = true;
    loop {
        let (_, k) = store::knockout::knockout(conn, id)?;
        let Some(tie) = k
            .state()
            .playing()
            .find(|t| !(t.id.part == Part::Winners && t.id.round == 4))
        else {
            break;
        };
        let (tie, played) = (tie.id, tie.games.len());
        // The first tie: two draws, then the tie-break's first game decides it (1-0, then =);
        // the others: the higher seed wins 1½-½.
        let report = match (first, played) {
            (true, 0 | 1 | 3) => GameReport::Draw,
            (true, _) => GameReport::HomeWins,
            (false, 0) => GameReport::HomeWins,
            (false, _) => GameReport::Draw,
        };
        store::record_tie_game(conn, id, store::Seen::Any, tie, report, "demo")?;
        let (_, k) = store::knockout::knockout(conn, id)?;
        if first && k.state().tie(tie).is_some_and(|t| t.next.is_none()) {
            first = false;
        }
    }
    knockout_records(conn, id)?;
    crate::outln!("{id}\t{KNOCKOUT_CUP}\tloaded (a 12-player knock-out, its final to play)");
    Ok(id)
}

/// Records of the demo knock-out's first tie (its two games and its first tie-break game) and
/// of the first game of the next tie: each plays its ballot's moves, then
/// a short line of legal moves (the first legal move a ply, so the demo is the same at every
/// load), and gives the result entered for it in the variant's PDN convention.
fn knockout_records(conn: &mut store::Connection, id: i64) -> Result<(), StoreError> {
    use crate::domain::knockout::tie_key;
    use crate::store::commands::records::{RecordEdit, TieGameRef, save_tie_record};
    use draughts_rules::pdn::GameResult;
    use draughts_rules::{MoveText, Position, VariantPosition};
    let (t, k) = store::knockout::knockout(conn, id)?;
    let variant = t.settings().variant;
    let first_tie = k.games().first().map(|g| g.tie);
    let mut picks: Vec<_> = k
        .games()
        .iter()
        .filter(|g| Some(g.tie) == first_tie)
        .take(3)
        .cloned()
        .collect();
    picks.extend(k.games().iter().find(|g| Some(g.tie) != first_tie).cloned());
    for g in picks {
        let key = tie_key(g.tie);
        let mut pos = VariantPosition::new(variant);
        let mut plies = Vec::new();
        if let Some(b) = crate::ballot::draw::tie_ballot(&t, &key, g.game)
            && let Some(crate::export::pdn::BallotStart::Moves(moves)) =
                crate::export::pdn::ballot_start(&b)
        {
            for m in moves {
                let Some(mv) = m
                    .parse::<MoveText>()
                    .ok()
                    .and_then(|m| m.to_move(&pos).ok())
                else {
                    break;
                };
                if pos.play(&mv).is_err() {
                    break;
                }
                plies.push(m);
            }
        }
        for _ in 0..12 {
            let legal = pos.legal_moves();
            if legal.len() < 2 {
                break;
            }
            let m = legal[0].clone();
            plies.push(MoveText::from_move(&pos, &m).to_string());
            if pos.play(&m).is_err() {
                break;
            }
        }
        let (home, away) = g.report.kinds();
        let first_kind = if k.home_of(&g) == g.first { home } else { away };
        let winner = match first_kind {
            crate::domain::ResultKind::Win | crate::domain::ResultKind::ForfeitWin => {
                Some(variant.first_to_move())
            }
            crate::domain::ResultKind::Loss | crate::domain::ResultKind::ForfeitLoss => {
                Some(!variant.first_to_move())
            }
            _ => None,
        };
        let result = GameResult::of_winner(variant, winner);
        let mut text = String::new();
        for (i, m) in plies.iter().enumerate() {
            if i % 2 == 0 {
                text.push_str(&format!("{}. ", i / 2 + 1));
            }
            text.push_str(m);
            text.push(' ');
        }
        // Stored as the record form stores what is typed: trimmed.
        let pdn = format!("[Event \"{KNOCKOUT_CUP}\"]\n\n{text}{result}");
        let edit = RecordEdit {
            pdn: Some(pdn),
            ruling: None,
            was: None,
        };
        let at = TieGameRef {
            tie: g.tie,
            game: g.game,
        };
        save_tie_record(conn, id, at, &edit, "demo")?;
    }
    Ok(())
}

fn invalid(message: String) -> StoreError {
    StoreError::Invalid {
        field: "demo".into(),
        message: message.into(),
    }
}
