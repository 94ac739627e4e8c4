//! The audit log in words: what one audit row (its entity, action and the JSON of the row
//! before and after, as the store keeps them) did, said with the event's players and scoring,
//! and which round and players it concerns (the log's filters). The words are Fluent
//! messages (`audit-*` in `locales/<lang>/controller.ftl`); this module gives the message
//! and its arguments.

use serde_json::Value;

use super::{Board, Entry, Points, ResultKind, StartNo, Tournament};

/// Who wrote an audit row: a controller's account (by its name), or a player through their
/// personal link, which is never one of the controllers. Stored as text (`who`): a link as
/// `personal link 6 (no. 6)`, which [`Author::read`] reads back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Author {
    Account(String),
    /// A player's own action through their personal link (its id, the entry's start number).
    Player {
        link: i64,
        no: StartNo,
    },
}

impl Author {
    /// The author as stored in the log's `who`.
    pub fn text(&self) -> String {
        match self {
            Author::Account(name) => name.clone(),
            Author::Player { link, no } => format!("personal link {link} (no. {no})"),
        }
    }

    /// The author a stored `who` names.
    pub fn read(who: &str) -> Author {
        let player = || {
            let rest = who.strip_prefix("personal link ")?;
            let (link, rest) = rest.split_once(" (no. ")?;
            let no = rest.strip_suffix(')')?;
            Some(Author::Player {
                link: link.parse().ok()?,
                no: no.parse().ok()?,
            })
        };
        player().unwrap_or_else(|| Author::Account(who.to_owned()))
    }

    /// Whether this is a player acting through their link.
    pub fn is_player(&self) -> bool {
        matches!(self, Author::Player { .. })
    }
}

/// Where a row's board or round was when it was written (the store knows it by row id).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Place {
    #[default]
    Unknown,
    Round(u32),
    Board {
        round: u32,
        board: u32,
    },
}

/// One audit row as the store read it.
#[derive(Debug, Clone, Copy)]
pub struct Row<'a> {
    pub entity: &'a str,
    pub action: &'a str,
    pub before: Option<&'a Value>,
    pub after: Option<&'a Value>,
    pub place: Place,
}

/// A row in words: a message, its arguments, and what the row concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Described {
    pub message: &'static str,
    pub args: Vec<(&'static str, String)>,
    pub round: Option<u32>,
    pub players: Vec<StartNo>,
}

impl Described {
    fn new(message: &'static str) -> Described {
        Described {
            message,
            args: Vec::new(),
            round: None,
            players: Vec::new(),
        }
    }

    fn arg(mut self, name: &'static str, value: impl ToString) -> Described {
        self.args.push((name, value.to_string()));
        self
    }

    /// The argument `name`, for tests and the CSV.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether the row concerns `round` (rows of no round match no round).
    pub fn in_round(&self, round: u32) -> bool {
        self.round == Some(round)
    }

    pub fn concerns(&self, player: StartNo) -> bool {
        self.players.contains(&player)
    }
}

/// Says what `row` did in tournament `t`.
pub fn describe(t: &Tournament, row: Row<'_>) -> Described {
    match row.entity {
        "board" => board(t, row),
        "entry" => entry(t, row),
        "round" => round(row),
        "tournament" => tournament(row),
        "team-match" => team_match(t, row),
        _ => other(row),
    }
}

/// A team match's row: a match paired (its teams by number, `first`, `second`), a team's
/// bye, a line-up set, naming the team (by its number, `team`, which the
/// pages replace by its name) whose boards it changed and its players board by board (`–` a
/// board left empty), or a whole-team forfeit declared or lifted.
fn team_match(t: &Tournament, row: Row<'_>) -> Described {
    use super::team::{MatchBoard, TeamMatch, TeamPairing};
    let read =
        |v: Option<&Value>| v.and_then(|v| serde_json::from_value::<TeamMatch>(v.clone()).ok());
    let (Some(after), before) = (read(row.after), read(row.before)) else {
        return other(row);
    };
    let (first, second) = match after.pairing {
        TeamPairing::Match { first, second } => (first, second),
        TeamPairing::Bye { team } if row.action == "pair" => {
            let mut d = Described::new("audit-team-bye")
                .arg("team", team)
                .arg("round", after.round)
                .arg("match", after.number);
            d.round = Some(after.round);
            return d;
        }
        TeamPairing::Bye { .. } => return other(row),
    };
    let side = |b: &MatchBoard, first_side: bool| if first_side { b.first } else { b.second };
    let mut d = match row.action {
        "set-lineup" => {
            let changed = |first_side: bool| {
                before.as_ref().is_none_or(|m| {
                    m.boards.len() != after.boards.len()
                        || m.boards
                            .iter()
                            .zip(&after.boards)
                            .any(|(b, a)| side(b, first_side) != side(a, first_side))
                })
            };
            let first_side = changed(true) || !changed(false);
            let boards: Vec<String> = after
                .boards
                .iter()
                .map(|b| match side(b, first_side) {
                    Some(p) => format!("{}: {}", b.board, name(t, p)),
                    None => format!("{}: –", b.board),
                })
                .collect();
            let mut d = Described::new("audit-team-lineup")
                .arg("team", if first_side { first } else { second })
                .arg("boards", boards.join(", "));
            d.players = after
                .boards
                .iter()
                .filter_map(|b| side(b, first_side))
                .collect();
            d
        }
        "pair" => Described::new("audit-team-pair")
            .arg("first", first)
            .arg("second", second),
        "forfeit" => {
            use super::team::WholeForfeit;
            let team = match after.forfeit {
                Some(WholeForfeit::Second) => second,
                _ => first,
            };
            Described::new("audit-team-forfeit")
                .arg("team", team)
                .arg("absent", after.forfeit.map_or("none", WholeForfeit::name))
        }
        _ => return other(row),
    };
    d = d.arg("round", after.round).arg("match", after.number);
    d.round = Some(after.round);
    d
}

/// A player as the log names them: by name (start number where the name is unknown).
fn name(t: &Tournament, no: StartNo) -> String {
    t.entry(no)
        .map(|e| e.name.as_str().to_owned())
        .unwrap_or_else(|| format!("no. {no}"))
}

/// A player's sex as the log's messages select on it: `m`, `w`, or `unknown`.
pub fn sex_key(sex: Option<super::entry::Sex>) -> &'static str {
    match sex {
        Some(super::entry::Sex::M) => "m",
        Some(super::entry::Sex::W) => "w",
        None => "unknown",
    }
}

/// Points as a score sheet writes them: `1`, `½`, `1½`.
fn points(p: Points) -> String {
    let s = p.to_string();
    match s.strip_suffix(".5") {
        Some("0") => "½".to_owned(),
        Some(whole) => format!("{whole}½"),
        None => s,
    }
}

/// A board's result in the event's own scoring, each side's points over its games
/// (`2-0`, `1-1`, `½-½`); a side that lost or won by forfeit is marked `F` (`2F-0F`). `None`
/// when nothing is entered.
pub fn board_result(b: &Board) -> Option<String> {
    let home = b.pairing.entries().next()?;
    if !b.games.iter().any(|g| g.has_result()) {
        return None;
    }
    let side = |no: StartNo| {
        let results: Vec<_> = b.games.iter().filter_map(|g| g.result_of(no)).collect();
        let total = results.iter().fold(Points::ZERO, |a, r| a + r.points);
        let forfeit = results.iter().any(|r| {
            matches!(
                r.kind,
                ResultKind::ForfeitWin | ResultKind::ForfeitLoss | ResultKind::BothAbsent
            )
        });
        format!("{}{}", points(total), if forfeit { "F" } else { "" })
    };
    match b.pairing.entries().nth(1) {
        Some(away) => Some(format!("{}-{}", side(home), side(away))),
        None => Some(side(home)),
    }
}

fn board(t: &Tournament, row: Row<'_>) -> Described {
    let read = |v: Option<&Value>| v.and_then(|v| serde_json::from_value::<Board>(v.clone()).ok());
    let (before, after) = (read(row.before), read(row.after));
    let Some(b) = after.as_ref().or(before.as_ref()) else {
        return other(row);
    };
    let players: Vec<StartNo> = b.pairing.entries().collect();
    let (round, number) = match row.place {
        Place::Board { round, board } => (Some(round), board),
        _ => (None, b.number),
    };
    let result = after
        .as_ref()
        .and_then(board_result)
        .unwrap_or_else(|| "–".to_owned());
    let was = before.as_ref().and_then(board_result);
    let message = match (round.is_some(), players.len(), &was) {
        (true, 2, Some(_)) => "audit-result-was",
        (true, 2, None) => "audit-result",
        (false, 2, Some(_)) => "audit-board-result-was",
        (false, 2, None) => "audit-board-result",
        (true, _, _) => "audit-bye-result",
        (false, _, _) => "audit-board-bye-result",
    };
    let mut d = Described::new(message)
        .arg("round", round.unwrap_or_default())
        .arg("board", number)
        .arg("home", name(t, players[0]))
        .arg(
            "away",
            players.get(1).map(|&p| name(t, p)).unwrap_or_default(),
        )
        .arg("result", result)
        .arg("was", was.unwrap_or_default());
    d.round = round;
    d.players = players;
    d
}

fn entry(t: &Tournament, row: Row<'_>) -> Described {
    let read = |v: Option<&Value>| v.and_then(|v| serde_json::from_value::<Entry>(v.clone()).ok());
    let (before, after) = (read(row.before), read(row.after));
    let Some(e) = after.as_ref().or(before.as_ref()).cloned() else {
        return other(row);
    };
    let who = |d: Described| {
        let mut d = d
            .arg(
                "name",
                t.entry(e.no).map_or(e.name.as_str(), |c| c.name.as_str()),
            )
            .arg("no", e.no)
            // The words that agree with the player's sex where the language needs it.
            .arg("sex", sex_key(t.entry(e.no).map_or(e.sex, |c| c.sex)));
        d.players = vec![e.no];
        d
    };
    let (before, after) = match (before, after) {
        (Some(b), Some(a)) => (b, a),
        _ => return who(Described::new("audit-entry-added")),
    };
    if after.withdrawn_from != before.withdrawn_from {
        return match after.withdrawn_from {
            Some(r) => {
                let mut d = who(Described::new("audit-entry-withdrawn")).arg("round", r);
                d.round = Some(r);
                d
            }
            None => who(Described::new("audit-entry-returned")),
        };
    }
    let byes: Vec<u32> = after
        .requested_byes
        .difference(&before.requested_byes)
        .copied()
        .collect();
    if let [r] = byes[..] {
        let mut d = who(Described::new("audit-entry-bye")).arg("round", r);
        d.round = Some(r);
        return d;
    }
    who(Described::new("audit-entry-changed")).arg("fields", changed_fields(row))
}

/// The top-level fields that differ between before and after, in the order of `after`.
fn changed_fields(row: Row<'_>) -> String {
    let empty = serde_json::Map::new();
    let object = |v: Option<&Value>| {
        v.and_then(Value::as_object)
            .cloned()
            .unwrap_or(empty.clone())
    };
    let (before, after) = (object(row.before), object(row.after));
    let mut keys: Vec<&String> = after.keys().collect();
    keys.extend(before.keys().filter(|k| !after.contains_key(*k)));
    let changed: Vec<&str> = keys
        .into_iter()
        .filter(|k| before.get(*k) != after.get(*k))
        .map(|k| k.as_str())
        .collect();
    changed.join(", ")
}

fn round(row: Row<'_>) -> Described {
    let round = match row.place {
        Place::Round(r) | Place::Board { round: r, .. } => Some(r),
        Place::Unknown => None,
    };
    let message = match (round, row.action) {
        (Some(_), "pair") => "audit-round-pair",
        (Some(_), "re-pair") => "audit-round-re-pair",
        (Some(_), "publish") => "audit-round-publish",
        (Some(_), "unpublish") => "audit-round-unpublish",
        (Some(_), "close") => "audit-round-close",
        (Some(_), "ballot-draw") => "audit-round-ballot-draw",
        (Some(_), "ballot-redraw") => "audit-round-ballot-redraw",
        (Some(_), "ballot-set") => "audit-round-ballot-set",
        (Some(_), _) => "audit-round-other",
        (None, _) => return other(row),
    };
    let mut d = Described::new(message)
        .arg("round", round.unwrap_or_default())
        .arg("action", row.action.replace(['-', '_'], " "));
    d.round = round;
    d
}

fn tournament(row: Row<'_>) -> Described {
    match row.action {
        "create" => Described::new("audit-tournament-create"),
        "import" => Described::new("audit-tournament-import"),
        _ if row.before.is_some() && row.after.is_some() => {
            Described::new("audit-tournament-changed").arg("fields", changed_fields(row))
        }
        _ => other(row),
    }
}

/// A row the log has no sentence for: its entity and action, with the round and players its
/// JSON names.
fn other(row: Row<'_>) -> Described {
    let mut d = Described::new("audit-other")
        .arg("entity", row.entity.replace(['-', '_'], " "))
        .arg("action", row.action.replace(['-', '_'], " "));
    let field = |key: &str| {
        [row.after, row.before]
            .into_iter()
            .flatten()
            .find_map(|v| v.get(key).and_then(Value::as_u64))
    };
    d.round = match row.place {
        Place::Round(r) | Place::Board { round: r, .. } => Some(r),
        Place::Unknown => field("round").map(|r| r as u32),
    };
    d.players = [
        "player",
        "player_no",
        "entry",
        "home",
        "away",
        "first",
        "second",
    ]
    .into_iter()
    .filter_map(field)
    .map(|p| p as StartNo)
    .collect();
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{BoardReport, Entry, GameReport, Pairing, Preset, Settings};

    fn entry(no: StartNo, name: &str) -> Entry {
        Entry::new(no, crate::domain::PlayerName::parse(name).unwrap()).unwrap()
    }

    /// A 2-1-0 event of four players, round 1 paired and published.
    fn event() -> Tournament {
        let mut t =
            Tournament::new(Settings::preset(Preset::FmjdInternational, "Weekend", 5)).unwrap();
        for (no, n) in [
            (1, "Kees Bakker"),
            (2, "Ana Souza"),
            (3, "Li Wei"),
            (4, "Olu Ade"),
        ] {
            t.add_entry(entry(no, n)).unwrap();
        }
        t.pair_round(&[Pairing::game(1, 2), Pairing::game(3, 4)], None)
            .unwrap();
        t.publish_round(1).unwrap();
        t
    }

    fn json_of(b: &Board) -> Value {
        serde_json::to_value(b).unwrap()
    }

    #[test]
    fn a_corrected_result_is_told_with_names_and_the_event_scoring() {
        let mut t = event();
        t.record_result(1, 1, &BoardReport::new(vec![GameReport::HomeWins]))
            .unwrap();
        let before = json_of(t.round(1).unwrap().board(1).unwrap());
        t.record_result(1, 1, &BoardReport::new(vec![GameReport::Draw]))
            .unwrap();
        let after = json_of(t.round(1).unwrap().board(1).unwrap());
        let d = describe(
            &t,
            Row {
                entity: "board",
                action: "result",
                before: Some(&before),
                after: Some(&after),
                place: Place::Board { round: 1, board: 1 },
            },
        );
        assert_eq!(d.message, "audit-result-was");
        assert_eq!(d.get("home"), Some("Kees Bakker"));
        assert_eq!(d.get("away"), Some("Ana Souza"));
        assert_eq!(d.get("result"), Some("1-1"));
        assert_eq!(d.get("was"), Some("2-0"));
        assert_eq!(d.round, Some(1));
        assert!(d.concerns(1) && d.concerns(2) && !d.concerns(3));
        assert!(d.in_round(1) && !d.in_round(2));
    }

    #[test]
    fn a_first_result_has_no_was_and_half_points_are_written_as_halves() {
        let mut s = Settings::preset(Preset::FmjdInternational, "Halves", 5);
        s.scoring.win = Points::whole(1);
        s.scoring.draw = Points::from_halves(1);
        let mut t = Tournament::new(s).unwrap();
        t.add_entry(entry(1, "A")).unwrap();
        t.add_entry(entry(2, "B")).unwrap();
        t.pair_round(&[Pairing::game(1, 2)], None).unwrap();
        t.publish_round(1).unwrap();
        let before = json_of(t.round(1).unwrap().board(1).unwrap());
        t.record_result(1, 1, &BoardReport::new(vec![GameReport::Draw]))
            .unwrap();
        let after = json_of(t.round(1).unwrap().board(1).unwrap());
        let row = Row {
            entity: "board",
            action: "result",
            before: Some(&before),
            after: Some(&after),
            place: Place::Board { round: 1, board: 1 },
        };
        let d = describe(&t, row);
        assert_eq!(d.message, "audit-result");
        assert_eq!(d.get("result"), Some("½-½"));
    }

    #[test]
    fn entries_withdrawn_and_edited_are_named() {
        let mut t = event();
        let before = serde_json::to_value(t.entry(3).unwrap()).unwrap();
        t.withdraw(3, 2).unwrap();
        let after = serde_json::to_value(t.entry(3).unwrap()).unwrap();
        let row = Row {
            entity: "entry",
            action: "withdraw",
            before: Some(&before),
            after: Some(&after),
            place: Place::Unknown,
        };
        let d = describe(&t, row);
        assert_eq!(d.message, "audit-entry-withdrawn");
        assert_eq!(d.get("name"), Some("Li Wei"));
        assert_eq!(d.get("sex"), Some("unknown"));
        assert_eq!(d.round, Some(2));
        assert_eq!(d.players, vec![3]);

        let mut edited = t.entry(4).unwrap().clone();
        let before = serde_json::to_value(&edited).unwrap();
        edited.rating = Some(2150);
        edited.club = Some("DC Huissen".into());
        let after = serde_json::to_value(&edited).unwrap();
        let row = Row {
            entity: "entry",
            action: "update",
            before: Some(&before),
            after: Some(&after),
            place: Place::Unknown,
        };
        let d = describe(&t, row);
        assert_eq!(d.message, "audit-entry-changed");
        assert_eq!(d.get("fields"), Some("club, rating"));
    }

    #[test]
    fn a_players_link_is_read_back_as_that_player_and_an_account_as_itself() {
        let p = Author::Player { link: 6, no: 14 };
        assert_eq!(p.text(), "personal link 6 (no. 14)");
        assert_eq!(Author::read(&p.text()), p);
        assert!(Author::read("personal link 6 (no. 14)").is_player());
        for who in [
            "chief",
            "personal link",
            "personal link x (no. 3)",
            "Ann (no. 3)",
        ] {
            assert_eq!(Author::read(who), Author::Account(who.to_owned()));
        }
    }

    #[test]
    fn a_ballot_of_a_round_has_its_own_sentence() {
        let t = event();
        for (action, message) in [
            ("ballot-draw", "audit-round-ballot-draw"),
            ("ballot-redraw", "audit-round-ballot-redraw"),
            ("ballot-set", "audit-round-ballot-set"),
        ] {
            let row = Row {
                entity: "round",
                action,
                before: None,
                after: None,
                place: Place::Round(2),
            };
            assert_eq!(describe(&t, row).message, message);
        }
    }

    #[test]
    fn rounds_and_unknown_rows_keep_their_round() {
        let t = event();
        let row = Row {
            entity: "round",
            action: "publish",
            before: None,
            after: None,
            place: Place::Round(1),
        };
        let d = describe(&t, row);
        assert_eq!((d.message, d.round), ("audit-round-publish", Some(1)));
        let after = serde_json::json!({"round": 2, "player_no": 4});
        let row = Row {
            entity: "incident",
            action: "record",
            before: None,
            after: Some(&after),
            place: Place::Unknown,
        };
        let d = describe(&t, row);
        assert_eq!(d.message, "audit-other");
        assert_eq!((d.round, d.players.clone()), (Some(2), vec![4]));
        assert_eq!(d.get("entity"), Some("incident"));
    }
}
