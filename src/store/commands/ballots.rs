//! The ballot commands: the tournament's ballot settings, drawing a round's ballot, redrawing
//! it and setting an opening by hand. Each runs in one transaction, lets the ballot module and
//! the domain check and decide, writes the rows changed and an audit row (with the reason for
//! a redraw or an opening set by hand), and raises the tournament's version.

use rusqlite::{Connection, Transaction, params};

use serde::Serialize;

use crate::ballot::{self, BallotError, Library, RoundBallot};
use crate::domain::{Ballot, BallotRef, Tournament, TournamentError};

use super::super::audit::{self, Change, json};
use super::super::{StoreError, rounds, tournaments};
use super::{Check, Seen, in_tournament, reason_of, round_id};

fn write_round_ballot(
    tx: &Connection,
    round_id: i64,
    b: Option<&BallotRef>,
) -> Result<(), StoreError> {
    let (deck, opening, seed) = super::super::rounds::ballot_columns(b);
    tx.execute(
        "UPDATE rounds SET ballot_deck = ?2, ballot_opening = ?3, ballot_seed = ?4,
            version = version + 1
         WHERE id = ?1",
        params![round_id, deck, opening, seed],
    )?;
    Ok(())
}

/// A round's ballots as audited: the round's own and each board's.
#[derive(Debug, Serialize)]
struct Snapshot {
    round: Option<BallotRef>,
    boards: Vec<(u32, Option<BallotRef>)>,
}

fn snapshot(t: &Tournament, round: u32) -> Snapshot {
    let r = t.round(round);
    Snapshot {
        round: r.and_then(|r| r.ballot().cloned()),
        boards: r
            .map(|r| {
                r.boards()
                    .iter()
                    .filter(|b| !b.is_bye())
                    .map(|b| (b.number, b.ballot.clone()))
                    .collect()
            })
            .unwrap_or_default(),
    }
}

/// Applies a round's ballot to the tournament and the rows, with one audit row.
#[allow(clippy::too_many_arguments)]
fn apply(
    tx: &Transaction<'_>,
    tid: i64,
    t: &mut Tournament,
    round: u32,
    rb: &RoundBallot,
    who: &str,
    action: &str,
    reason: Option<&str>,
) -> Result<(), StoreError> {
    let before = snapshot(t, round);
    t.set_round_ballot(round, rb.round.clone())?;
    for (b, o) in &rb.boards {
        t.set_board_ballot(round, *b, o.clone())?;
    }
    let rid = round_id(tx, tid, round)?;
    write_round_ballot(tx, rid, rb.round.as_ref())?;
    for (b, o) in &rb.boards {
        let bid = rounds::board_id(tx, rid, *b)?.ok_or_else(|| {
            StoreError::Corrupt(format!("board {b} of round {round} is not stored"))
        })?;
        rounds::set_board_ballot(tx, bid, o)?;
    }
    audit::record(
        tx,
        &Change {
            who,
            tournament_id: Some(tid),
            entity: "round",
            entity_id: Some(rid),
            action,
            before: Some(json(&before)),
            after: Some(json(&snapshot(t, round))),
            reason,
        },
    )?;
    Ok(())
}

/// A reason given (trimmed, blank for none), at most [`MAX_REASON`](crate::domain::round::MAX_REASON) characters like every
/// reason the controller gives.
/// A round's ballot in words: the round's opening and each board's own.
pub fn round_ballot_text(t: &Tournament, n: u32) -> String {
    t.round(n)
        .map(|r| {
            let mut parts: Vec<String> = r.ballot().map(BallotRef::text).into_iter().collect();
            parts.extend(r.boards().iter().filter_map(|b| {
                b.ballot
                    .as_ref()
                    .map(|x| format!("board {}: {}", b.number, x.text()))
            }));
            if parts.is_empty() {
                "no ballot".to_owned()
            } else {
                parts.join("; ")
            }
        })
        .unwrap_or_default()
}

/// Ballot settings in words.
pub fn describe_settings(b: &Ballot) -> String {
    match b {
        Ballot::None => "no ballot".to_owned(),
        Ballot::Deck { deck, per, seed } => format!(
            "deck {deck}, one opening per {}, seed {}",
            per.name(),
            seed.map_or("random".to_owned(), |s| s.to_string())
        ),
    }
}

/// Draws the ballot of `round` from the tournament's deck. The first draw of a round needs no
/// reason and uses the seed derived from the event's ballot seed, if it has one; drawing again
/// (a redraw) needs a reason and uses `seed` or a fresh random one. Returns what was drawn.
#[allow(clippy::too_many_arguments)]
pub fn draw_ballot(
    conn: &mut Connection,
    lib: &Library,
    tid: i64,
    seen: Seen,
    round: u32,
    seed: Option<u64>,
    reason: Option<&str>,
    who: &str,
) -> Result<RoundBallot, StoreError> {
    let reason = reason_of(reason)?;
    let check = Check::of(
        seen,
        format!("the ballot of round {round}"),
        move |t: &Tournament| round_ballot_text(t, round),
    );
    in_tournament(conn, tid, check, |tx, t| {
        let (deck, per, event_seed) = ballot::draw::deck_of(lib, t)?;
        let r = t.round(round).ok_or(TournamentError::NoSuchRound(round))?;
        let redraw = ballot::draw::has_ballot(r);
        if redraw && reason.is_none() {
            return Err(BallotError::AlreadyDrawn(round).into());
        }
        let seed = match (seed, event_seed) {
            (Some(s), _) => s,
            (None, Some(e)) if !redraw => ballot::round_seed(e, round),
            _ => rand::random(),
        };
        let rb = ballot::draw_round(t, deck, per, round, seed)?;
        let action = if redraw {
            "ballot-redraw"
        } else {
            "ballot-draw"
        };
        apply(tx, tid, t, round, &rb, who, action, reason)?;
        Ok(rb)
    })
}

/// Sets opening `id` of the tournament's deck by hand for the whole round (replacing any
/// board's own), or for one board; a reason is required.
#[allow(clippy::too_many_arguments)]
pub fn set_ballot_by_hand(
    conn: &mut Connection,
    lib: &Library,
    tid: i64,
    seen: Seen,
    round: u32,
    board: Option<u32>,
    id: &str,
    reason: &str,
    who: &str,
) -> Result<BallotRef, StoreError> {
    let reason = reason_of(Some(reason))?.ok_or(BallotError::NoReason)?;
    let check = Check::of(
        seen,
        format!("the ballot of round {round}"),
        move |t: &Tournament| round_ballot_text(t, round),
    );
    in_tournament(conn, tid, check, |tx, t| {
        let (deck, _, _) = ballot::draw::deck_of(lib, t)?;
        let chosen = ballot::set_by_hand(t, deck, round, board, id)?;
        let r = t.round(round).ok_or(TournamentError::NoSuchRound(round))?;
        let rb = match board {
            None => RoundBallot {
                round: Some(chosen.clone()),
                boards: r
                    .boards()
                    .iter()
                    .filter(|b| !b.is_bye())
                    .map(|b| (b.number, None))
                    .collect(),
            },
            Some(b) => RoundBallot {
                round: r.ballot().cloned(),
                boards: vec![(b, Some(chosen.clone()))],
            },
        };
        apply(tx, tid, t, round, &rb, who, "ballot-set", Some(reason))?;
        Ok(chosen)
    })
}

/// Replaces the tournament's ballot settings (deck, one per round or per board, seed). The
/// deck must exist and suit the variant.
pub fn set_ballot_settings(
    conn: &mut Connection,
    lib: &Library,
    tid: i64,
    seen: Seen,
    new: &Ballot,
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(seen, "the ballot settings", |t: &Tournament| {
        describe_settings(&t.settings().ballot)
    });
    in_tournament(conn, tid, check, |tx, t| {
        if let Ballot::Deck { deck, .. } = new {
            let d = lib
                .find(deck)
                .ok_or_else(|| BallotError::UnknownDeck(deck.clone()))?;
            let variant = t.settings().variant;
            if !d.allows(variant) {
                return Err(BallotError::WrongVariant {
                    deck: d.name.clone(),
                    variant,
                    allowed: d
                        .variants
                        .iter()
                        .map(|v| v.name())
                        .collect::<Vec<_>>()
                        .join(", "),
                }
                .into());
            }
        }
        let before = json(&t.settings().ballot);
        let mut s = t.settings().clone();
        s.ballot = new.clone();
        tournaments::update_ballot(tx, tid, &s)?;
        audit::record(
            tx,
            &Change {
                who,
                tournament_id: Some(tid),
                entity: "tournament",
                entity_id: Some(tid),
                action: "ballot-settings",
                before: Some(before),
                after: Some(json(new)),
                reason: None,
            },
        )?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::round::MAX_REASON;
    use crate::domain::{BallotPer, Entry, Pairing, PlayerName, Preset, Settings};
    use crate::store::tournaments;
    use crate::store::{self, audit};

    /// An ACF Swiss of 4-game rounds (ACF national events: two openings of the three-move
    /// ballot a round, each played twice with the colours reversed): paired by the program,
    /// balloted, and scored 1-½-0 a game.
    #[test]
    fn an_acf_event_of_4_game_rounds_is_paired_balloted_and_scored() {
        use crate::domain::{BoardReport, GameReport, Points, Seat};
        let mut conn = store::open_in_memory().unwrap();
        let mut s = Preset::AcfCheckers.settings("ACF National", 5);
        s.ballot = Ballot::Deck {
            deck: "acf-3move".into(),
            per: BallotPer::Round,
            seed: Some(2026),
        };
        let tid = store::create_tournament(&mut conn, &s, "chief").unwrap();
        let mut four = s.clone();
        four.games_per_round = 4;
        store::update_settings(&mut conn, tid, Seen::Any, &four, |_| String::new(), "chief")
            .unwrap();
        for no in 1..=8 {
            let e = Entry::new(no, PlayerName::parse(&format!("P{no}")).unwrap()).unwrap();
            store::add_entry(&mut conn, tid, Seen::Any, &e, None, "chief").unwrap();
        }
        store::pair_round_auto(&mut conn, tid, Seen::Any, "chief").unwrap();
        let lib = Library::with_dir(None);
        draw_ballot(&mut conn, &lib, tid, Seen::Any, 1, None, None, "chief").unwrap();
        let t = tournaments::load(&conn, tid).unwrap();
        assert_eq!(t.settings().games_per_round, 4);
        assert_eq!(t.settings().variant_label(), "checkers");
        let r = t.round(1).unwrap();
        let stored = r.ballot().expect("the round's ballot").clone();
        assert_eq!(
            stored.pairs.len(),
            1,
            "an opening for games 1-2, one for 3-4"
        );
        assert_ne!(stored.opening, stored.pairs[0]);
        // What `crownhead ballot --seed 2026` lists for round 1 with two openings a round.
        let d = lib.find("acf-3move").unwrap();
        let plan = ballot::plan(d, 2026, 2, 2);
        assert_eq!(
            stored.openings().collect::<Vec<_>>(),
            plan[0].iter().map(|o| d.reference(o)).collect::<Vec<_>>()
        );
        for b in r.boards() {
            let Pairing::Game { home, away } = b.pairing else {
                panic!("8 players, no bye")
            };
            // 004, "First Move": in a series of games the players alternate who has Black.
            let first: Vec<_> = b.games.iter().map(|g| g.first).collect();
            assert_eq!(first, [home, away, home, away], "board {}", b.number);
            let o = |g| ballot::opening_of_game(r, b.number, g).unwrap().opening;
            assert_eq!(o(1), o(2), "games 1 and 2 share their opening");
            assert_eq!(o(3), o(4), "games 3 and 4 share theirs");
            assert_ne!(o(1), o(3), "each pair of games has its own opening");
            assert_eq!(o(3), stored.pairs[0]);
        }
        let homes: Vec<u32> = r
            .boards()
            .iter()
            .map(|b| b.pairing.entries().next().unwrap())
            .collect();
        let aways: Vec<u32> = r
            .boards()
            .iter()
            .map(|b| b.pairing.entries().nth(1).unwrap())
            .collect();
        use GameReport::{AwayWins as A, Draw as D, HomeWins as H};
        let reports = [
            BoardReport::new(vec![H, D, D, A]),
            BoardReport::new(vec![H, H, H, H]),
            BoardReport::new(vec![D, D, D, D]),
            BoardReport::two_hours_late(Seat::Home, 4),
        ];
        store::publish_round(&mut conn, tid, 1, "chief").unwrap();
        for (i, report) in reports.iter().enumerate() {
            store::record_result(&mut conn, tid, 1, i as u32 + 1, report, "chief").unwrap();
        }
        let t = tournaments::load(&conn, tid).unwrap();
        assert_eq!(t.settings().max_round_score(), Points::whole(4));
        let st = t.standings();
        let pts = |no| st.row(no).unwrap().points;
        let half = Points::from_halves;
        let want = [
            (half(4), half(4)),
            (half(8), half(0)),
            (half(4), half(4)),
            (half(0), half(8)),
        ];
        for (i, (h, a)) in want.into_iter().enumerate() {
            assert_eq!((pts(homes[i]), pts(aways[i])), (h, a), "board {}", i + 1);
        }
        // Round 2 is paired on these scores and balloted without repeating round 1's openings.
        store::close_round(&mut conn, tid, Seen::Any, 1, "chief").unwrap();
        store::pair_round_auto(&mut conn, tid, Seen::Any, "chief").unwrap();
        draw_ballot(&mut conn, &lib, tid, Seen::Any, 2, None, None, "chief").unwrap();
        let t = tournaments::load(&conn, tid).unwrap();
        let second: Vec<String> = t
            .round(2)
            .unwrap()
            .ballot()
            .unwrap()
            .openings()
            .map(str::to_owned)
            .collect();
        assert_eq!(second.len(), 2);
        assert!(
            second.iter().all(|o| !stored.openings().any(|x| x == o)),
            "{second:?}"
        );
        // The winner of board 2 meets a player on the same score or the nearest.
        let b = t
            .round(2)
            .unwrap()
            .boards()
            .iter()
            .find(|b| b.pairing.entries().any(|e| e == homes[1]))
            .unwrap();
        let other = b.pairing.entries().find(|&e| e != homes[1]).unwrap();
        assert_eq!(pts(other), half(8), "the two 4-point players meet");
    }

    fn setup(per: BallotPer) -> (Connection, i64) {
        let mut conn = store::open_in_memory().unwrap();
        let mut s = Settings::preset(Preset::English, "Open", 5);
        s.ballot = Ballot::Deck {
            deck: "acf-3move".into(),
            per,
            seed: Some(2026),
        };
        let tid = store::create_tournament(&mut conn, &s, "chief").unwrap();
        for no in 1..=4 {
            let e = Entry::new(no, PlayerName::parse(&format!("P{no}")).unwrap()).unwrap();
            store::add_entry(&mut conn, tid, crate::store::Seen::Any, &e, None, "chief").unwrap();
        }
        store::pair_round(
            &mut conn,
            tid,
            crate::store::Seen::Any,
            &[Pairing::game(1, 2), Pairing::game(3, 4)],
            "chief",
        )
        .unwrap();
        (conn, tid)
    }

    #[test]
    fn a_ballot_reason_has_the_length_limit_of_every_reason() {
        let lib = Library::with_dir(None);
        let (mut conn, tid) = setup(BallotPer::Round);
        draw_ballot(&mut conn, &lib, tid, Seen::Any, 1, None, None, "chief").unwrap();
        let before = tournaments::load(&conn, tid).unwrap();
        let long = "x".repeat(MAX_REASON + 1);
        let e = draw_ballot(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            1,
            None,
            Some(&long),
            "chief",
        )
        .unwrap_err();
        assert!(e.to_string().contains("at most 500"), "{e}");
        let e = set_ballot_by_hand(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            1,
            None,
            "5",
            &long,
            "chief",
        )
        .unwrap_err();
        assert!(e.to_string().contains("at most 500"), "{e}");
        assert_eq!(tournaments::load(&conn, tid).unwrap(), before);
        let fine = "y".repeat(MAX_REASON);
        draw_ballot(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            1,
            None,
            Some(&fine),
            "chief",
        )
        .unwrap();
    }

    #[test]
    fn a_draw_is_stored_with_its_seed_and_a_redraw_needs_a_reason() {
        let lib = Library::with_dir(None);
        let (mut conn, tid) = setup(BallotPer::Round);
        let rb = draw_ballot(&mut conn, &lib, tid, Seen::Any, 1, None, None, "chief").unwrap();
        let t = tournaments::load(&conn, tid).unwrap();
        let stored = t.round(1).unwrap().ballot().cloned().unwrap();
        assert_eq!(Some(&stored), rb.round.as_ref());
        assert_eq!(stored.seed, Some(ballot::round_seed(2026, 1)));
        // What `crownhead ballot --seed 2026` lists for round 1.
        let d = lib.find("acf-3move").unwrap();
        assert_eq!(
            stored.opening,
            d.reference(ballot::plan(d, 2026, 1, 1)[0][0])
        );

        let before = tournaments::load(&conn, tid).unwrap();
        let e = draw_ballot(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            1,
            None,
            Some("  "),
            "chief",
        )
        .unwrap_err();
        assert!(
            matches!(e, StoreError::Ballot(BallotError::AlreadyDrawn(1))),
            "{e}"
        );
        assert_eq!(
            tournaments::load(&conn, tid).unwrap(),
            before,
            "nothing changed"
        );

        draw_ballot(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            1,
            Some(99),
            Some("cards dropped"),
            "chief",
        )
        .unwrap();
        let t = tournaments::load(&conn, tid).unwrap();
        assert_eq!(t.round(1).unwrap().ballot().unwrap().seed, Some(99));
        let rows = audit::list(&conn, tid).unwrap();
        let last = rows.last().unwrap();
        assert_eq!(last.action, "ballot-redraw");
        assert_eq!(last.reason.as_deref(), Some("cards dropped"));
    }

    #[test]
    fn an_opening_set_by_hand_per_board_and_per_round() {
        let lib = Library::with_dir(None);
        let (mut conn, tid) = setup(BallotPer::Board);
        let rb = draw_ballot(&mut conn, &lib, tid, Seen::Any, 1, None, None, "chief").unwrap();
        assert!(rb.round.is_none());
        assert!(rb.boards.iter().all(|(_, o)| o.is_some()));
        let e = set_ballot_by_hand(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            1,
            Some(2),
            "126",
            "",
            "chief",
        );
        assert!(matches!(e, Err(StoreError::Ballot(BallotError::NoReason))));
        let set = set_ballot_by_hand(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            1,
            Some(2),
            "126",
            "wrong card",
            "chief",
        )
        .unwrap();
        assert!(set.opening.starts_with("ACF 126: "), "{}", set.opening);
        assert_eq!(set.seed, None);
        let t = tournaments::load(&conn, tid).unwrap();
        let r = t.round(1).unwrap();
        assert_eq!(r.board(2).unwrap().ballot.as_ref(), Some(&set));
        assert_eq!(r.board(1).unwrap().ballot, rb.boards[0].1);
        // For the whole round: the boards' own openings give way.
        set_ballot_by_hand(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            1,
            None,
            "5",
            "one for all",
            "chief",
        )
        .unwrap();
        let t = tournaments::load(&conn, tid).unwrap();
        let r = t.round(1).unwrap();
        assert!(r.ballot().unwrap().opening.starts_with("ACF 5:"));
        assert!(r.boards().iter().all(|b| b.ballot.is_none()));
        let e = set_ballot_by_hand(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            1,
            None,
            "999",
            "x",
            "chief",
        );
        assert!(matches!(
            e,
            Err(StoreError::Ballot(BallotError::UnknownOpening { .. }))
        ));
    }

    #[test]
    fn a_ballot_stored_in_the_old_form_still_loads_and_draws() {
        let lib = Library::with_dir(None);
        let (mut conn, tid) = setup(BallotPer::Board);
        conn.execute(
            "UPDATE tournaments SET ballot_json = '{\"kind\":\"deck\",\"deck\":\"acf-3move\"}' WHERE id = ?1",
            [tid],
        )
        .unwrap();
        let t = tournaments::load(&conn, tid).unwrap();
        assert_eq!(t.settings().ballot, Ballot::deck("acf-3move"));
        let rb = draw_ballot(&mut conn, &lib, tid, Seen::Any, 1, None, None, "chief").unwrap();
        assert!(rb.round.is_some(), "one opening per round by default");
        assert!(rb.round.unwrap().seed.is_some(), "a random seed, stored");
    }

    #[test]
    fn ballot_settings_are_checked_and_stored() {
        let lib = Library::with_dir(None);
        let (mut conn, tid) = setup(BallotPer::Round);
        let e = set_ballot_settings(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            &Ballot::deck("idf-russian"),
            "chief",
        );
        assert!(matches!(
            e,
            Err(StoreError::Ballot(BallotError::WrongVariant { .. }))
        ));
        let e = set_ballot_settings(
            &mut conn,
            &lib,
            tid,
            Seen::Any,
            &Ballot::deck("nope"),
            "chief",
        );
        assert!(matches!(
            e,
            Err(StoreError::Ballot(BallotError::UnknownDeck(_)))
        ));
        let new = Ballot::Deck {
            deck: "english-2move".into(),
            per: BallotPer::Board,
            seed: Some(3),
        };
        set_ballot_settings(&mut conn, &lib, tid, Seen::Any, &new, "chief").unwrap();
        assert_eq!(
            tournaments::load(&conn, tid).unwrap().settings().ballot,
            new
        );
        set_ballot_settings(&mut conn, &lib, tid, Seen::Any, &Ballot::None, "chief").unwrap();
        let e = draw_ballot(&mut conn, &lib, tid, Seen::Any, 1, None, None, "chief").unwrap_err();
        assert!(matches!(e, StoreError::Ballot(BallotError::NoBallot)));
    }
}
