//! The round-robin engine against the published Berger tables (FIDE Handbook C.05 Annex 1),
//! `fixtures/pairing/berger.txt`, for every field of 3 to 20 players: an even field plays the
//! table as printed, an odd field of N-1 players the table of N with N as the bye.

use std::collections::BTreeMap;

use crownhead::pairing::round_robin::{berger_round, rounds_per_cycle, schedule};

type Table = Vec<Vec<(u32, u32)>>;

/// Reads the fixture: `table N`, then `R: W-B W-B ...` lines. Every malformed line is an
/// error naming its line number.
fn read_tables(text: &str) -> Result<BTreeMap<u32, Table>, String> {
    let mut tables: BTreeMap<u32, Table> = BTreeMap::new();
    let mut current = None;
    for (i, line) in text.lines().enumerate() {
        let at = i + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(n) = line.strip_prefix("table ") {
            let n: u32 = n
                .trim()
                .parse()
                .map_err(|_| format!("line {at}: bad table size {n:?}"))?;
            tables.insert(n, Vec::new());
            current = Some(n);
            continue;
        }
        let n = current.ok_or(format!("line {at}: a round before any `table`"))?;
        let (round, boards) = line
            .split_once(':')
            .ok_or(format!("line {at}: expected `R: W-B ...`"))?;
        let round: usize = round
            .trim()
            .parse()
            .map_err(|_| format!("line {at}: bad round {round:?}"))?;
        let table = tables.get_mut(&n).expect("current table");
        if round != table.len() + 1 {
            return Err(format!("line {at}: round {round} out of order"));
        }
        let mut row = Vec::new();
        for b in boards.split_whitespace() {
            let (w, k) = b
                .split_once('-')
                .ok_or(format!("line {at}: board {b:?} is not W-B"))?;
            let p = |s: &str| {
                s.parse::<u32>()
                    .map_err(|_| format!("line {at}: {s:?} is not a table number"))
            };
            row.push((p(w)?, p(k)?));
        }
        table.push(row);
    }
    Ok(tables)
}

fn fixture() -> BTreeMap<u32, Table> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/pairing/berger.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    read_tables(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_fixture_holds_every_table_from_4_to_20_complete() {
    let tables = fixture();
    assert_eq!(
        tables.keys().copied().collect::<Vec<_>>(),
        vec![4, 6, 8, 10, 12, 14, 16, 18, 20]
    );
    for (&n, t) in &tables {
        assert_eq!(t.len(), n as usize - 1, "table {n}: one round per opponent");
        for (r, row) in t.iter().enumerate() {
            assert_eq!(row.len(), n as usize / 2, "table {n}, round {}", r + 1);
        }
    }
}

#[test]
fn even_fields_play_the_published_tables() {
    for (&n, table) in &fixture() {
        assert_eq!(rounds_per_cycle(n as usize), table.len());
        for (r, row) in table.iter().enumerate() {
            let got = berger_round(n as usize, r + 1).unwrap();
            assert_eq!(&got.boards, row, "{n} players, round {}", r + 1);
            assert_eq!(got.bye, None, "{n} players, round {}", r + 1);
        }
    }
}

#[test]
fn odd_fields_play_the_next_table_with_its_last_number_as_the_bye() {
    for (&n, table) in &fixture() {
        let players = n as usize - 1;
        assert_eq!(rounds_per_cycle(players), table.len());
        for (r, row) in table.iter().enumerate() {
            let got = berger_round(players, r + 1).unwrap();
            let boards: Vec<(u32, u32)> = row
                .iter()
                .copied()
                .filter(|&(w, b)| w != n && b != n)
                .collect();
            let bye = row.iter().find_map(|&(w, b)| {
                if w == n {
                    Some(b)
                } else if b == n {
                    Some(w)
                } else {
                    None
                }
            });
            assert_eq!(got.boards, boards, "{players} players, round {}", r + 1);
            assert_eq!(got.bye, bye, "{players} players, round {}", r + 1);
        }
    }
}

#[test]
fn double_round_robins_reverse_the_published_colours_and_can_swap_the_last_two_rounds() {
    for (&n, table) in &fixture() {
        let m = table.len();
        let plain = schedule(n as usize, 2, false).unwrap();
        let swapped = schedule(n as usize, 2, true).unwrap();
        assert_eq!(plain.len(), 2 * m);
        for (r, row) in table.iter().enumerate() {
            let reversed: Vec<(u32, u32)> = row.iter().map(|&(w, b)| (b, w)).collect();
            assert_eq!(&plain[r].boards, row);
            assert_eq!(plain[m + r].boards, reversed, "{n}: round {}", m + r + 1);
        }
        // C.05: the last two rounds of the first cycle are exchanged.
        assert_eq!(&swapped[m - 2].boards, &table[m - 1]);
        assert_eq!(&swapped[m - 1].boards, &table[m - 2]);
        assert_eq!(swapped[..m - 2], plain[..m - 2]);
    }
}

#[test]
fn a_malformed_fixture_line_is_named() {
    assert_eq!(
        read_tables("table 4\n1: 1-4 2-3\n2: 4-3 1x2\n").unwrap_err(),
        "line 3: board \"1x2\" is not W-B"
    );
    assert_eq!(
        read_tables("1: 1-4\n").unwrap_err(),
        "line 1: a round before any `table`"
    );
    assert_eq!(
        read_tables("table 4\n2: 1-4 2-3\n").unwrap_err(),
        "line 2: round 2 out of order"
    );
}
