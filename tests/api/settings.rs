//! The scoring in the settings form: edited, validated field by field, and fixed once results
//! are stored.

use crownhead::domain::{Points, ScoreBasis, TieBreak};

use crate::helpers::{Client, Response, spawn_app};
use crate::workflows::{create, import};

const TEXT_FIELDS: [&str; 18] = [
    "name",
    "venue",
    "start_date",
    "end_date",
    "chief_controller",
    "rounds",
    "time_control",
    "tie_breaks",
    "win",
    "draw",
    "loss",
    "pairing_bye",
    "requested_bye",
    "forfeit_win",
    "match_win",
    "match_draw",
    "match_loss",
    "version",
];

/// A field of the form and its new value (`None`: left out).
type Change<'a> = (&'a str, Option<&'a str>);

/// The `value` of the input named `name` on `page`, whatever the order of its attributes.
fn value_of(page: &Response, name: &str) -> String {
    crate::helpers::html::value_of(&page.body, name)
}

/// Posts the settings form as the page shows it, with `changes` applied (a value of `None`
/// leaves the field out, as an unticked checkbox is).
pub(crate) fn post_settings(c: &mut Client, id: i64, changes: &[Change]) -> (Response, Response) {
    let url = format!("/admin/t/{id}/settings");
    let page = c.get(&url);
    assert_eq!(page.status, 200, "{}", page.body);
    let mut fields: Vec<(String, Option<String>)> = TEXT_FIELDS
        .iter()
        .map(|f| (f.to_string(), Some(value_of(&page, f))))
        .collect();
    fields.push(("csrf".into(), Some(page.field("csrf"))));
    let checked = page
        .body
        .contains("name=\"match_points\" value=\"on\" checked");
    fields.push(("match_points".into(), checked.then(|| "on".to_owned())));
    for select in ["ranks_by", "pairs_by"] {
        let at = page.body.find(&format!("name=\"{select}\"")).unwrap();
        let rest = &page.body[at..];
        let chosen = rest[..rest.find("</select>").unwrap()]
            .split("<option ")
            .find(|o| o.contains(" selected"))
            .and_then(|o| o.split('"').nth(1))
            .unwrap()
            .to_owned();
        fields.push((select.into(), Some(chosen)));
    }
    for (k, v) in changes {
        match fields.iter_mut().find(|(f, _)| f == k) {
            Some(slot) => slot.1 = v.map(str::to_owned),
            None => fields.push((k.to_string(), v.map(str::to_owned))),
        }
    }
    let sent: Vec<(&str, &str)> = fields
        .iter()
        .filter_map(|(k, v)| v.as_deref().map(|v| (k.as_str(), v)))
        .collect();
    (c.post(&url, &sent), page)
}

#[test]
fn the_chief_edits_the_scoring_before_any_result() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Scored Swiss", "fmjd-international", "5");
    let page = c.get(&format!("/admin/t/{id}/settings"));
    assert_eq!(page.field("win"), "2");
    assert_eq!(page.field("draw"), "1");
    assert!(!page.body.contains("the scoring is fixed"), "{}", page.body);

    let (r, _) = post_settings(
        &mut c,
        id,
        &[
            ("win", Some("3")),
            ("draw", Some("1.5")),
            ("match_points", Some("on")),
            ("match_win", Some("2")),
            ("match_draw", Some("1")),
            ("match_loss", Some("0")),
            ("ranks_by", Some("match-points")),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let s = app.load(id).settings().scoring;
    assert_eq!(s.win, Points::whole(3));
    assert_eq!(s.draw, Points::from_halves(3));
    assert_eq!(s.loss, Points::ZERO);
    assert_eq!(s.ranks_by, ScoreBasis::MatchPoints);
    assert_eq!(s.pairs_by, ScoreBasis::GamePoints);
    assert_eq!(s.match_points.map(|m| m.win), Some(Points::whole(2)));
    let page = c.get(&format!("/admin/t/{id}/settings"));
    assert_eq!(page.field("draw"), "1.5");
    assert!(
        page.body
            .contains("name=\"match_points\" value=\"on\" checked")
    );

    // Unticking match points removes them.
    let (r, _) = post_settings(
        &mut c,
        id,
        &[("match_points", None), ("ranks_by", Some("game-points"))],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).settings().scoring.match_points, None);
}

#[test]
fn bad_scoring_is_refused_with_the_field_named_and_nothing_changed() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Scored Swiss", "fmjd-international", "5");
    let before = app.load(id).settings().clone();
    let audit = app.audit_rows();
    let cases: [(&[Change], &str); 6] = [
        (
            &[("win", Some("two"))],
            "game won: `two` is not a number of points",
        ),
        (
            &[("loss", Some("-1"))],
            "game lost: points cannot be negative",
        ),
        (
            &[("draw", Some("0.25"))],
            "game drawn: `0.25` is not a whole or half number of points",
        ),
        (
            &[("pairing_bye", Some(""))],
            "pairing bye: enter a number of points",
        ),
        (
            &[("win", Some("1"))],
            "a win (1) must be worth more than a draw (1)",
        ),
        (
            &[("ranks_by", Some("match-points"))],
            "the standings rank on match points, but the scoring has no match points",
        ),
    ];
    for (changes, message) in cases {
        let (r, _) = post_settings(&mut c, id, changes);
        assert_eq!(r.status, 422, "{changes:?}: {}", r.body);
        assert!(r.body.contains(message), "{changes:?}: {}", r.body);
    }
    let (r, _) = post_settings(&mut c, id, &[("ranks_by", Some("elo"))]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("unknown score basis `elo`");
    assert_eq!(app.load(id).settings(), &before);
    assert_eq!(app.audit_rows(), audit);
}

/// A refused settings form answers with the settings page itself: the problem above the form,
/// every value as typed (the refused one too), and nothing stored.
#[test]
fn a_refused_settings_form_comes_back_with_what_was_typed() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Scored Swiss", "fmjd-international", "5");
    let before = app.load(id).settings().clone();
    let (r, _) = post_settings(
        &mut c,
        id,
        &[("venue", Some("Salle des fêtes")), ("win", Some("two"))],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("id=\"problem\""), "{}", r.body);
    r.shows("game won: `two` is not a number of points");
    assert_eq!(value_of(&r, "venue"), "Salle des fêtes");
    assert_eq!(value_of(&r, "win"), "two");
    assert!(
        r.body
            .contains(&format!("action=\"/admin/t/{id}/settings\""))
    );
    assert_eq!(app.load(id).settings(), &before);
}

#[test]
fn the_scoring_is_fixed_once_a_result_is_stored() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Scored Swiss", "fmjd-international", "5");
    let admin = format!("/admin/t/{id}");
    import(&mut c, id, "name\nA\nB\nC\nD\n");
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds"),
        &[("pairings", "1 3\n2 4\n")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/publish"),
        &[],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    // Paired and published, but nothing scored yet: the scoring may still change.
    let (r, _) = post_settings(&mut c, id, &[("win", Some("3"))]);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(
        &format!("{admin}/rounds/1"),
        &format!("{admin}/rounds/1/results"),
        &[("b1g1", "1"), ("was1", ""), ("b2g1", "="), ("was2", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        app.load(id).standings().row(1).unwrap().points,
        Points::whole(3)
    );

    let page = c.get(&format!("{admin}/settings"));
    page.shows("the scoring is fixed");
    let before = app.load(id).settings().clone();
    let (r, _) = post_settings(&mut c, id, &[("win", Some("2")), ("name", Some("Renamed"))]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("the scoring cannot change: 2 result(s) of round(s) 1 (byes included) are already scored with it, and the change (win: 3 → 2) would re-score them");
    assert_eq!(app.load(id).settings(), &before);
    let (r, _) = post_settings(&mut c, id, &[("ranks_by", Some("match-points"))]);
    assert_eq!(r.status, 422, "{}", r.body);

    // The rest of the settings still change when the scoring is left as it is.
    let (r, _) = post_settings(&mut c, id, &[("name", Some("Renamed"))]);
    assert_eq!(r.status, 303, "{}", r.body);
    let t = app.load(id);
    assert_eq!(t.settings().name, "Renamed");
    assert_eq!(t.settings().scoring, before.scoring);
    assert_eq!(t.standings().row(1).unwrap().points, Points::whole(3));
}

/// The report settings (TRF-2026 032, 132, 222 and the acceleration of 250) are edited on the
/// settings page, checked field by field, and a bad value changes nothing.
#[test]
fn the_chief_sets_federation_round_dates_time_control_code_and_acceleration() {
    use crownhead::domain::Acceleration;
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Accelerated Swiss", "fmjd-international", "5");
    let page = c.get(&format!("/admin/t/{id}/settings"));
    page.shows("name=\"round_dates\"");
    page.shows("<option value=\"none\" selected>none</option>");
    let (r, _) = post_settings(
        &mut c,
        id,
        &[
            ("federation", Some("ned")),
            ("time_control_code", Some("5400+60")),
            ("acceleration", Some("baku")),
            (
                "round_dates",
                Some("1 2026-04-01\n2 2026-04-02\n\n5 2026-04-05\n"),
            ),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let s = app.load(id).settings().clone();
    assert_eq!(s.federation.as_ref().map(|f| f.as_str()), Some("NED"));
    assert_eq!(s.report.time_control_code, "5400+60");
    assert_eq!(s.acceleration, Acceleration::Baku);
    let dates: Vec<String> = s
        .round_dates
        .iter()
        .map(|(r, d)| format!("{r} {d}"))
        .collect();
    assert_eq!(dates, ["1 2026-04-01", "2 2026-04-02", "5 2026-04-05"]);
    let page = c.get(&format!("/admin/t/{id}/settings"));
    assert_eq!(value_of(&page, "federation"), "NED");
    assert_eq!(value_of(&page, "time_control_code"), "5400+60");
    page.shows("<option value=\"baku\" selected>");
    page.shows("1 2026-04-01\n2 2026-04-02\n5 2026-04-05");
    // The round list shows a paired round's date.
    import(&mut c, id, "name\nA\nB\nC\nD\n");
    let admin = format!("/admin/t/{id}");
    let r = c.submit(
        &format!("{admin}/rounds/new"),
        &format!("{admin}/rounds"),
        &[("pairings", "1 3\n2 4\n")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    // Dates are written as the page's language writes them (English here).
    c.get(&admin).shows("Round 1</a> (draft) · 1 April 2026");
    // A form without these fields leaves them as they are.
    let (r, _) = post_settings(&mut c, id, &[("name", Some("Renamed"))]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(app.load(id).settings().acceleration, Acceleration::Baku);
    assert_eq!(app.load(id).settings().round_dates.len(), 3);

    let before = app.load(id).settings().clone();
    let audit = app.audit_rows();
    let cases: [(Change, &str); 6] = [
        (
            ("federation", Some("N3D")),
            "federation: `N3D` is not a three-letter code",
        ),
        (
            ("round_dates", Some("9 2026-04-09")),
            "round dates: round 9 is past the last round (5)",
        ),
        (
            ("round_dates", Some("1 2026-04-02\n2 2026-04-01")),
            "round 2 (2026-04-01) is before round 1 (2026-04-02)",
        ),
        (
            ("round_dates", Some("1 2026-04-01\nsoon")),
            "round dates: line 2: `soon` is not a round and a date",
        ),
        (
            ("acceleration", Some("gambit")),
            "acceleration: `gambit` is not one of the choices",
        ),
        (
            ("time_control_code", Some("90 min")),
            "time control code (222): a code has no spaces",
        ),
    ];
    for (change, message) in cases {
        let (r, _) = post_settings(&mut c, id, &[change]);
        assert_eq!(r.status, 422, "{change:?}: {}", r.body);
        assert!(r.body.contains(message), "{change:?}: {}", r.body);
    }
    assert_eq!(app.load(id).settings(), &before);
    assert_eq!(app.audit_rows(), audit);
}

#[test]
fn every_tie_break_is_listed_and_chosen_by_name_or_fide_code_in_order() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Tie-broken Swiss", "fmjd-international", "5");
    let page = c.get(&format!("/admin/t/{id}/settings"));
    assert_eq!(page.status, 200, "{}", page.body);
    let table = &page.body[page.body.find("id=\"tie-breaks\"").unwrap()..];
    let table = &table[..table.find("</table>").unwrap()];
    for tb in TieBreak::ALL {
        assert!(
            table.contains(&format!("<code>{}</code>", tb.name())),
            "{tb} not listed"
        );
        assert!(
            table.contains(&format!("<code>{}</code>", tb.fide_code())),
            "{} not listed",
            tb.fide_code()
        );
    }
    // No start date: the edition in force now.
    page.shows("FIDE C.07 (2026)");
    let (r, _) = post_settings(
        &mut c,
        id,
        &[(
            "tie_breaks",
            Some("koya, BH/C2, performance_rating, bwg, fore_buchholz, AOB"),
        )],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        app.load(id).settings().tie_breaks,
        vec![
            TieBreak::Koya,
            TieBreak::BuchholzCut2,
            TieBreak::PerformanceRating,
            TieBreak::BlackWins,
            TieBreak::ForeBuchholz,
            TieBreak::AverageOpponentsBuchholz,
        ]
    );
    let page = c.get(&format!("/admin/t/{id}/settings"));
    assert_eq!(
        value_of(&page, "tie_breaks"),
        "koya, buchholz_cut2, performance_rating, black_wins, fore_buchholz, average_opponents_buchholz"
    );
    // The chosen ones show their place.
    let row = |name: &str| {
        let at = page.body.find(&format!("<code>{name}</code>")).unwrap();
        let start = page.body[..at].rfind("<tr>").unwrap();
        page.body[start..at].to_owned()
    };
    assert!(row("koya").contains(">1<"), "{}", row("koya"));
    assert!(
        row("average_opponents_buchholz").contains(">6<"),
        "{}",
        row("average_opponents_buchholz")
    );
    assert!(row("buchholz").contains("<td class=\"num\"></td>"));
    // A tournament that started before 1 March 2026 follows the 2024 edition.
    let (r, _) = post_settings(&mut c, id, &[("start_date", Some("2025-10-04"))]);
    assert_eq!(r.status, 303, "{}", r.body);
    c.get(&format!("/admin/t/{id}/settings"))
        .shows("FIDE C.07 (2024)");
    // An unknown name is refused, naming it.
    let (r, _) = post_settings(&mut c, id, &[("tie_breaks", Some("buchholz, sonneborn"))]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.shows("unknown tie-break `sonneborn`");
}
