//! The `crownhead pair` command: output format and exit statuses.

use std::process::Command;

use crownhead::pairing::{dutch, random, trf};

fn crownhead() -> Command {
    Command::new(env!("CARGO_BIN_EXE_crownhead"))
}

#[test]
fn pairs_the_next_round_in_the_engines_format() {
    let dir = tempfile::tempdir().unwrap();
    let t = random::tournament(11, 2, 5);
    let path = dir.path().join("event.trf");
    std::fs::write(&path, trf::write(&t)).unwrap();
    let out = crownhead()
        .args(["pair", "--dutch"])
        .arg(&path)
        .arg("-p")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let expected = dutch::pair(&t).unwrap();
    assert_eq!(text, expected.to_string());
    let mut lines = text.lines();
    let count: usize = lines.next().unwrap().parse().unwrap();
    assert_eq!(count, lines.clone().count());
    if let Some(b) = expected.bye {
        assert_eq!(lines.last().unwrap(), format!("{b} 0"));
    }
}

#[test]
fn a_replayed_engine_tournament_has_no_discrepancy() {
    // A tournament whose every round is this engine's pairing checks clean.
    let mut rng = random::rng(11);
    let mut t = random::entries(9, 4, crownhead::pairing::Scoring::DRAUGHTS);
    for _ in 0..4 {
        let p = dutch::pair(&t).unwrap();
        random::play(&mut t, &p, &mut rng);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("done.trf");
    std::fs::write(&path, trf::write(&t)).unwrap();
    let out = crownhead()
        .args(["pair", "--dutch"])
        .arg(&path)
        .arg("-c")
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );

    // Swapping two players' colours in round 1 shows up as a discrepancy.
    let mut changed = trf::parse(&trf::write(&t)).unwrap();
    let first = changed.players[0].rounds[0];
    let opp = first.opponent.unwrap();
    let oi = changed.index_of(opp).unwrap();
    let flip = |c: Option<crownhead::pairing::Colour>| c.map(|c| c.opposite());
    changed.players[0].rounds[0].colour = flip(first.colour);
    changed.players[oi].rounds[0].colour = flip(changed.players[oi].rounds[0].colour);
    std::fs::write(&path, trf::write(&changed)).unwrap();
    let out = crownhead()
        .args(["pair", "--dutch"])
        .arg(&path)
        .arg("-c")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("round 1:"));
}

#[test]
fn unreadable_input_exits_with_2_and_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.trf");
    std::fs::write(&path, "012 Bad\n001    1      Short line\n").unwrap();
    let out = crownhead()
        .args(["pair", "--dutch"])
        .arg(&path)
        .arg("-c")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 2"), "{err}");
    let missing = crownhead()
        .args(["pair", "--dutch", "/nonexistent/x.trf", "-c"])
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn a_file_without_players_exits_with_2_and_says_what_a_trf_file_holds() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("not-a-report.trf");
    // Random bytes (a fixed sequence), a letter, an empty file.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let noise: Vec<u8> = (0..4096)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect();
    let letter = b"Dear arbiter,\nplease find the results attached.\n".to_vec();
    for content in [noise, letter, Vec::new()] {
        std::fs::write(&path, &content).unwrap();
        for mode in [&["-p"][..], &["-c"][..]] {
            let out = crownhead()
                .args(["pair", "--dutch"])
                .arg(&path)
                .args(mode)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{mode:?}: {err}");
            assert!(out.stdout.is_empty(), "{mode:?}");
            assert!(err.contains("not-a-report.trf: no player line in"), "{err}");
            assert!(err.contains("a line beginning `001`"), "{err}");
        }
    }
}
