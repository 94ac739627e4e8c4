//! A 60-team Swiss of 4 boards (240 players, a reserve in every fourth team): the time to pair
//! a round (the Dutch engine over the teams through `pairing_input::team_engine_tournament`)
//! after 4 and after 8 rounds, and to render the team standings page (standings with every
//! team tie-break, the crosstable, the board prizes, the template).

use std::hint::black_box;

use askama::Template;
use criterion::{Criterion, criterion_group, criterion_main};
use crownhead::domain::team::{TeamPairing, TeamSettings};
use crownhead::domain::team_event::TeamEvent;
use crownhead::domain::{BoardReport, Entry, GameReport, PlayerName, Preset, Settings, Tournament};
use crownhead::web::teams::{TeamsPage, board_prize_minimum, board_prizes, standing_lines};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const TEAMS: u32 = 60;
const BOARDS: u32 = 4;

/// The event after `rounds` rounds played through the team rules, random board results.
fn event(rounds: u32) -> (Tournament, TeamEvent) {
    let mut s = Settings::preset(Preset::FmjdInternational, "Team Swiss", 9);
    let ts = TeamSettings::new(BOARDS).unwrap();
    s.team = Some(ts.clone());
    let mut t = Tournament::new(s).unwrap();
    let mut e = TeamEvent::new(ts);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut no = 0;
    for k in 1..=TEAMS {
        let size = if k % 4 == 0 { 5 } else { 4 };
        let mut players = Vec::new();
        for _ in 0..size {
            no += 1;
            let mut entry =
                Entry::new(no, PlayerName::parse(&format!("Player {no}")).unwrap()).unwrap();
            entry.rating = Some(1400 + rng.random_range(0..1000));
            t.add_entry(entry).unwrap();
            players.push(no);
        }
        e.add_team(&t, &format!("Team {k}"), None, None, players)
            .unwrap();
    }
    for round in 1..=rounds {
        let (pairings, _) = e.propose(&t, round).unwrap();
        e.pair_round(&t, round, &pairings).unwrap();
        for m in e.matches_of_round(round).cloned().collect::<Vec<_>>() {
            if let TeamPairing::Match { first, second } = m.pairing {
                for team in [first, second] {
                    let lineup: Vec<Option<u32>> = e.team(team).unwrap().players[..BOARDS as usize]
                        .iter()
                        .map(|&p| Some(p))
                        .collect();
                    e.set_lineup(&t, round, m.number, team, &lineup).unwrap();
                }
            }
        }
        let n = t.pair_round(&e.round_pairings(round), None).unwrap();
        t.publish_round(n).unwrap();
        for b in 1..=t.round(n).unwrap().boards().len() as u32 {
            let g = match rng.random_range(0..100) {
                0..38 => GameReport::HomeWins,
                38..72 => GameReport::Draw,
                72..98 => GameReport::AwayWins,
                _ => GameReport::AwayAbsent,
            };
            t.record_result(n, b, &BoardReport::new(vec![g])).unwrap();
        }
        t.close_round(n).unwrap();
    }
    (t, e)
}

fn page(t: &Tournament, e: &TeamEvent) -> String {
    let scored = e.scored_matches(t);
    let rows = e.standings_of(t, &scored);
    let minimum = board_prize_minimum(e, t);
    TeamsPage {
        tr: crownhead::web::i18n::Tr::current(),
        id: 1,
        name: t.settings().name.clone(),
        heads: crownhead::web::teams::heads(e),
        lines: standing_lines(t, e, &rows, &scored),
        rounds: (1..=e.rounds_paired()).collect(),
        prizes: board_prizes(t, e, &scored, minimum),
        minimum,
    }
    .render()
    .unwrap()
}

fn bench(c: &mut Criterion) {
    for played in [4, 8] {
        let (t, e) = event(played);
        let next = played + 1;
        let (p, _) = e.propose(&t, next).unwrap();
        assert_eq!(p.len() as u32, TEAMS / 2, "every team paired");
        c.bench_function(&format!("pair team round {next} of a 60-team Swiss"), |b| {
            b.iter(|| black_box(e.propose(black_box(&t), next).unwrap()))
        });
        let html = page(&t, &e);
        assert!(html.contains("Team 60"));
        c.bench_function(
            &format!("team standings page after {played} rounds, 60 teams"),
            |b| b.iter(|| black_box(page(black_box(&t), black_box(&e)))),
        );
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
