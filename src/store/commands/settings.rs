//! The tournament as a whole: creating one, importing a whole one, and its settings.

use rusqlite::Connection;

use crate::domain::knockout::{Knockout, TieGame};
use crate::domain::stage::{StageError, next_stage};
use crate::domain::{Ballot, Preset, Settings, System, Tournament};

use super::super::audit::{self, json};
use super::super::{Refusal, StoreError, entries, rounds, tournaments};
use super::{Check, Seen, change, in_tournament};

/// Creates a tournament from settings; returns its id.
pub fn create_tournament(
    conn: &mut Connection,
    settings: &Settings,
    who: &str,
) -> Result<i64, StoreError> {
    let t = Tournament::new(settings.clone())?;
    let tx = super::super::write_transaction(conn)?;
    let id = tournaments::insert(&tx, t.settings())?;
    let mut c = change(who, id, "tournament", Some(id), "create");
    c.after = Some(json(t.settings()));
    audit::record(&tx, &c)?;
    tx.commit()?;
    Ok(id)
}

/// Stores a whole tournament (settings, entries, rounds and results) as a new one.
pub fn import_tournament(
    conn: &mut Connection,
    t: &Tournament,
    who: &str,
) -> Result<i64, StoreError> {
    let tx = super::super::write_transaction(conn)?;
    let id = insert_whole(&tx, t, who)?;
    tx.commit()?;
    Ok(id)
}

/// Stores a whole tournament as a new one with a knock-out's games (`ties`, in the order
/// played, as a TRF file of Crownhead's gives them back), in one transaction: refused, nothing
/// stored, when the bracket has no such games.
pub fn import_tournament_with_ties(
    conn: &mut Connection,
    t: &Tournament,
    ties: &[TieGame],
    who: &str,
) -> Result<i64, StoreError> {
    if !ties.is_empty() {
        Knockout::new(t, ties.to_vec()).map_err(|e| StoreError::Invalid {
            field: "tie".into(),
            message: Refusal::Knockout(e),
        })?;
    }
    let tx = super::super::write_transaction(conn)?;
    let id = insert_whole(&tx, t, who)?;
    for g in ties {
        let gid = super::super::knockout::insert(&tx, id, g)?;
        let mut c = change(who, id, "knockout-game", Some(gid), "import");
        c.after = Some(json(g));
        audit::record(&tx, &c)?;
    }
    tx.commit()?;
    Ok(id)
}

/// Writes a whole tournament as a new one inside the caller's transaction, with its audit
/// rows; returns its id.
pub(super) fn insert_whole(
    tx: &rusqlite::Transaction<'_>,
    t: &Tournament,
    who: &str,
) -> Result<i64, StoreError> {
    let tx = &**tx;
    let id = tournaments::insert(tx, t.settings())?;
    let mut c = change(who, id, "tournament", Some(id), "import");
    c.after = Some(json(t.settings()));
    audit::record(tx, &c)?;
    for e in t.entries() {
        let eid = entries::insert(tx, id, e)?;
        let mut c = change(who, id, "entry", Some(eid), "import");
        c.after = Some(json(e));
        audit::record(tx, &c)?;
    }
    for e in t.entries() {
        entries::insert_forbidden(tx, id, e)?;
    }
    for r in t.rounds() {
        let rid = rounds::insert(tx, id, r)?;
        let mut c = change(who, id, "round", Some(rid), "import");
        c.after = Some(json(r));
        audit::record(tx, &c)?;
    }
    tournaments::write_ranking(tx, id, t)?;
    Ok(id)
}

/// Replaces a tournament's settings, checked by the domain against its entries and rounds.
/// `describe` says what the settings are, for a conflict.
pub fn update_settings(
    conn: &mut Connection,
    tid: i64,
    seen: Seen,
    new: &Settings,
    describe: impl FnOnce(&Settings) -> String,
    who: &str,
) -> Result<(), StoreError> {
    let check = Check::of(seen, "the settings", |t: &Tournament| {
        describe(t.settings())
    });
    in_tournament(conn, tid, check, |tx, t| {
        let before = json(t.settings());
        if new.knockout != t.settings().knockout {
            // The bracket follows from these settings and the games stored.
            super::knockout::refuse_if_started(tx, tid, t).map_err(|_| StoreError::Invalid {
                field: "knock-out settings".into(),
                message: Refusal::KnockoutStartedSettings,
            })?;
        }
        if t.settings().system.is_knockout()
            && (new.games_per_round != t.settings().games_per_round
                || new.variant != t.settings().variant)
        {
            // A knock-out's ties are its rounds: its games are laid out once a tie is played.
            super::knockout::refuse_if_started(tx, tid, t).map_err(|_| StoreError::Invalid {
                field: "games per round".into(),
                message: Refusal::KnockoutStartedGames,
            })?;
        }
        let mut new = new.clone();
        new.ballot = ballot_for_variant(&t.settings().ballot, new.variant);
        t.change_settings(new)?;
        tournaments::update_settings(tx, tid, t.settings())?;
        let mut c = change(who, tid, "tournament", Some(tid), "settings");
        c.before = Some(before);
        c.after = Some(json(t.settings()));
        audit::record(tx, &c)?;
        Ok(())
    })
}

/// The ballot of an event whose variant becomes `variant`: the same when its deck suits the
/// variant (or there is none), else the deck of the variant's preset, drawn as before (one
/// opening a round or a board, the same seed).
fn ballot_for_variant(ballot: &Ballot, variant: draughts_rules::Variant) -> Ballot {
    let Ballot::Deck { deck, per, seed } = ballot else {
        return Ballot::None;
    };
    if crate::ballot::library()
        .find(deck)
        .is_some_and(|d| d.allows(variant))
    {
        return ballot.clone();
    }
    match Preset::of_variant(variant).settings("", 1).ballot {
        Ballot::Deck { deck, .. } => Ballot::Deck {
            deck,
            per: *per,
            seed: *seed,
        },
        Ballot::None => Ballot::None,
    }
}

/// Seeds the next stage of tournament `from`: a new tournament `name` played by `system` with
/// the top `n` players of `from`'s final standings (see `domain::stage`), in one transaction
/// with an audit row on each tournament. Returns the new tournament's id.
pub fn seed_stage(
    conn: &mut Connection,
    from: i64,
    seen: Seen,
    n: usize,
    name: &str,
    system: System,
    who: &str,
) -> Result<i64, StoreError> {
    let check = Check::of(seen, "the final standings", |t: &Tournament| {
        format!("{} rounds played", t.rounds_played())
    });
    in_tournament(conn, from, check, |tx, t| {
        let next = next_stage(t, n, name, system).map_err(|e| match e {
            StageError::Tournament(e) => StoreError::Domain(e),
            e => StoreError::Invalid {
                field: "stage".into(),
                message: Refusal::Stage(e),
            },
        })?;
        // A knock-out's ties draw their openings from the event's ballot seed: a stage that
        // ballots without one is given one.
        let settings = next.settings().clone().with_tie_ballot_seed(rand::random());
        let id = tournaments::insert(tx, &settings)?;
        let reason = format!("next stage of tournament {from}: its top {n}");
        let mut c = change(who, id, "tournament", Some(id), "create");
        c.after = Some(json(&settings));
        c.reason = Some(&reason);
        audit::record(tx, &c)?;
        for e in next.entries() {
            let eid = entries::insert(tx, id, e)?;
            let mut c = change(who, id, "entry", Some(eid), "create");
            c.after = Some(json(e));
            c.reason = Some(&reason);
            audit::record(tx, &c)?;
        }
        let note = format!(
            "seeded tournament {id} ({}) with its top {n}",
            next.settings().name
        );
        let mut c = change(who, from, "tournament", Some(from), "stage");
        c.reason = Some(&note);
        audit::record(tx, &c)?;
        Ok(id)
    })
}
