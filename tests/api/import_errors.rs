//! The problems of an imported file and the store's refusals of a field reach the page in its
//! language (`?lang=`, remembered in the cookie), the line, column, row and field they name
//! kept, and no English words of the reader's.

use crate::fmjd_list::multipart;
use crate::helpers::{Client, Response, demo_trf, spawn_app, unescape};
use crate::workflows::create;

/// The page's refusal block (from `id="NAME"` to the end of its element), unescaped.
fn block(r: &Response, id: &str, end: &str) -> String {
    let at = r
        .body
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no {id} in:\n{}", r.body));
    let rest = &r.body[at..];
    unescape(&rest[..rest.find(end).unwrap()])
}

/// A TRF file of two players whose first player's opponent field (columns 92-95) is `x2`.
fn trf_with_a_bad_opponent() -> String {
    let player = |no: u32, name: &str, game: &str| {
        format!(
            "001 {no:>4} m    {name:<33} 2000 RUS {:>11} {:<10}  1.0 {no:>4}  {game}",
            "", "1990/01/01"
        )
    };
    [
        "012 Open".to_owned(),
        player(1, "Petrov, Ivan", "  x2 w 1"),
        player(2, "Sidorov, Oleg", "   1 b 0"),
    ]
    .join("\r")
        + "\r"
}

/// Sends the TRF import's form (multipart) with the text pasted.
fn send_trf(c: &mut Client, lang: &str, text: &str) -> Response {
    let form = c.get(&format!("/admin/import-trf?lang={lang}"));
    assert_eq!(form.status, 200, "{}", form.body);
    let csrf = form.field("csrf");
    let (body, ct) = multipart(&[
        ("csrf", None, csrf.as_bytes()),
        ("trf", None, text.as_bytes()),
        ("file", Some(""), b""),
        ("variant", None, b"international"),
    ]);
    c.request_with("POST", "/admin/import-trf", &body, &ct, &[])
}

/// Sends the entries import's form (multipart) with the CSV pasted.
fn send_csv(c: &mut Client, id: i64, lang: &str, text: &str) -> Response {
    let page = format!("/admin/t/{id}/import");
    let form = c.get(&format!("{page}?lang={lang}"));
    assert_eq!(form.status, 200, "{}", form.body);
    let (csrf, version) = (form.field("csrf"), form.field("version"));
    let (body, ct) = multipart(&[
        ("csrf", None, csrf.as_bytes()),
        ("version", None, version.as_bytes()),
        ("csv", None, text.as_bytes()),
        ("file", Some(""), b""),
    ]);
    c.request_with("POST", &page, &body, &ct, &[])
}

#[test]
fn a_refused_trf_file_is_said_in_french_and_in_russian_with_its_line_and_column() {
    let app = spawn_app();
    let mut c = app.chief();
    let text = trf_with_a_bad_opponent();
    let before = app.audit_rows();
    let r = send_trf(&mut c, "fr", &text);
    assert_eq!(r.status, 422, "{}", r.body);
    let problems = block(&r, "problems", "</div>");
    assert!(
        problems.contains("<li>ligne 2 : colonne 92 : adversaire illisible `x2`</li>"),
        "{problems}"
    );
    for english in ["line", "column", "bad opponent"] {
        assert!(!problems.contains(english), "{english:?} in {problems}");
    }
    assert!(r.body.contains("  x2 w 1"), "the text typed is kept");
    let r = send_trf(&mut c, "ru", &text);
    assert_eq!(r.status, 422, "{}", r.body);
    let problems = block(&r, "problems", "</div>");
    assert!(
        problems.contains("<li>строка 2: столбец 92: не удаётся прочитать соперника `x2`</li>"),
        "{problems}"
    );
    assert!(!problems.contains("bad opponent"), "{problems}");
    assert_eq!(app.audit_rows(), before, "nothing stored");
}

#[test]
fn a_csv_files_bad_rows_are_said_in_french_and_in_russian_with_their_line_and_column() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = create(&mut c, "Europe", "english", "5");
    let csv = "name,rating,federation\nAnn Lee,abc,NED\nBob Ray,1800,X1\n";
    let before = app.audit_rows();
    let r = send_csv(&mut c, id, "fr", csv);
    assert_eq!(r.status, 422, "{}", r.body);
    let rows = block(&r, "import-rows", "</table>");
    assert!(
        rows.contains("ligne 2 : Elo : `abc` n'est pas un nombre entier"),
        "{rows}"
    );
    assert!(
        rows.contains(
            "ligne 3 : Féd. : la fédération `X1` n'est pas un code de trois lettres comme ENG ou NED"
        ),
        "{rows}"
    );
    for english in ["line ", "is not a whole number", "rating:", "federation:"] {
        assert!(!rows.contains(english), "{english:?} in {rows}");
    }
    assert!(r.body.contains("Ann Lee,abc,NED"), "the text typed is kept");
    let r = send_csv(&mut c, id, "ru", csv);
    assert_eq!(r.status, 422, "{}", r.body);
    let rows = block(&r, "import-rows", "</table>");
    assert!(
        rows.contains("строка 2: Рейтинг: `abc` — не целое число"),
        "{rows}"
    );
    assert!(!rows.contains("is not a whole number"), "{rows}");
    assert_eq!(app.audit_rows(), before, "nothing stored");
}

#[test]
fn a_finished_events_prize_list_without_a_reason_is_refused_in_french_and_in_russian() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let page = format!("/admin/t/{id}/prizes");
    let before = app.audit_rows();
    c.get(&format!("{page}?lang=fr"));
    let r = c.submit(&page, &page, &[("text", "1: 100\n")]);
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    assert!(
        body.contains(
            "le tournoi est terminé : sa liste de prix ne change plus qu'avec un motif, conservé dans le journal"
        ),
        "{body}"
    );
    assert!(!body.contains("only with a reason"), "{body}");
    assert!(!body.contains("reason: the tournament"), "{body}");
    assert!(body.contains("1: 100"), "the list typed is kept");
    c.get(&format!("{page}?lang=ru"));
    let r = c.submit(&page, &page, &[("text", "1: 100\n")]);
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    assert!(
        body.contains("турнир окончен: список призов меняется только с указанием причины"),
        "{body}"
    );
    assert!(!body.contains("only with a reason"), "{body}");
    assert_eq!(app.audit_rows(), before, "nothing stored");
}

#[test]
fn a_refused_knock_out_game_and_take_back_are_said_in_french_and_in_russian() {
    let app = spawn_app();
    let mut c = app.chief();
    let id = {
        let mut conn = crownhead::store::open(&app.db).unwrap();
        crownhead::cli::demo::knockout_cup(&mut conn).unwrap()
    };
    let page = format!("/admin/t/{id}/knockout");
    let before = app.audit_rows();
    c.get(&format!("{page}?lang=fr"));
    // A result code the event does not know, on the final.
    let r = c.submit(&page, &format!("{page}/winners-4-1"), &[("result", "2")]);
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    assert!(body.contains("rencontre winners-4-1 : "), "{body}");
    assert!(!body.contains("tie winners-4-1"), "{body}");
    // A quarter-final whose winner plays on cannot be taken back.
    let r = c.submit(
        &page,
        &format!("{page}/winners-2-1/undo"),
        &[("reason", "saisie sur la mauvaise rencontre")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    assert!(
        body.contains("de la rencontre winners-2-1 a décidé qui joue une rencontre suivante"),
        "{body}"
    );
    assert!(!body.contains("decided who plays"), "{body}");
    c.get(&format!("{page}?lang=ru"));
    let r = c.submit(
        &page,
        &format!("{page}/winners-2-1/undo"),
        &[("reason", "не тот матч")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    assert!(
        body.contains("матча winners-2-1 определила участника следующего матча"),
        "{body}"
    );
    assert_eq!(app.audit_rows(), before, "nothing stored");
}

#[test]
fn a_refused_play_off_is_said_in_french_and_in_russian() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let page = format!("/admin/t/{id}/final");
    let action = format!("/admin/t/{id}/playoffs");
    let before = app.audit_rows();
    c.get(&format!("{page}?lang=fr"));
    let r = c.submit(&page, &action, &[("players", "12,2")]);
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    assert!(
        body.contains("un barrage ne se joue qu'entre joueurs à égalité de points"),
        "{body}"
    );
    assert!(!body.contains("only between players"), "{body}");
    let r = c.submit(
        &page,
        &action,
        &[("players", "2,10"), ("games", "2 10 1:0")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    assert!(body.contains("parties : ligne 1 : "), "{body}");
    c.get(&format!("{page}?lang=ru"));
    let r = c.submit(&page, &action, &[("players", "12,2")]);
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    assert!(
        body.contains("дополнительный матч играют только игроки с равным числом очков"),
        "{body}"
    );
    assert_eq!(app.audit_rows(), before, "nothing stored");
}

#[test]
fn a_next_stage_cut_inside_a_tie_is_refused_in_french() {
    let app = spawn_app();
    let mut c = app.chief();
    let (id, _) = app.import_fixture("fmjd-swiss.json");
    let page = format!("/admin/t/{id}/final");
    let before = app.audit_rows();
    c.get(&format!("{page}?lang=fr"));
    // A cut at two falls inside the tie of nos. 2 and 10.
    let r = c.submit(
        &page,
        &format!("/admin/t/{id}/stage"),
        &[("top", "2"), ("name", "Finale"), ("system", "round-robin")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    assert!(
        body.contains("les places 2 et 3 sont à égalité de points et de tous les départages"),
        "{body}"
    );
    assert!(!body.contains("decide the tie"), "{body}");
    assert_eq!(app.audit_rows(), before, "nothing stored");
}

#[test]
fn a_trf_files_settings_records_refused_are_said_in_french_with_their_record_and_line() {
    let app = spawn_app();
    let mut c = app.chief();
    let text = trf_with_a_bad_opponent()
        .replace("  x2 w 1", "   2 w 1")
        .replace(
            "012 Open\r",
            "012 Open\r162 W 1.3 D 0.5 L 0.0\r222 40/90 +30\r",
        );
    let before = app.audit_rows();
    let r = send_trf(&mut c, "fr", &text);
    assert_eq!(r.status, 422, "{}", r.body);
    let problems = block(&r, "problems", "</div>");
    assert!(
        problems.contains(
            "<li>ligne 3 : enregistrement 222 : le code de cadence `40/90 +30` contient un blanc ; \
             un code n'en a pas</li>"
        ),
        "{problems}"
    );
    assert!(
        problems.contains(
            "<li>enregistrement 162 : une victoire à 1.3 points n'est pas un nombre entier ou demi</li>"
        ),
        "{problems}"
    );
    for english in [
        "line",
        "record",
        "time control",
        "has a blank",
        "a win",
        "whole",
    ] {
        assert!(!problems.contains(english), "{english:?} in {problems}");
    }
    assert_eq!(app.audit_rows(), before, "nothing stored");
}

#[test]
fn a_knock_outs_tie_line_out_of_order_is_said_in_french_with_its_tie_and_line() {
    let app = spawn_app();
    let mut c = app.chief();
    let text = demo_trf("3");
    // The first tie line's game made its tie's third.
    let mut lines: Vec<String> = text.split('\r').map(str::to_owned).collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("### crownhead tie "))
        .expect("a tie line");
    let mut words: Vec<&str> = lines[at].split(' ').collect();
    let (tie, game) = (words[3].to_owned(), words[4].to_owned());
    words[4] = "3";
    lines[at] = words.join(" ");
    let wrong = lines.join("\r");
    let before = app.audit_rows();
    let r = send_trf(&mut c, "fr", &wrong);
    assert_eq!(r.status, 422, "{}", r.body);
    let problems = block(&r, "problems", "</div>");
    let said = format!(
        "<li>ligne {} : rencontre {tie} : la partie 3 n'est pas la prochaine partie de la \
         rencontre ({game})</li>",
        at + 1
    );
    assert!(problems.contains(&said), "{said} not in {problems}");
    for english in ["line", "tie winners", "next game"] {
        assert!(!problems.contains(english), "{english:?} in {problems}");
    }
    assert_eq!(app.audit_rows(), before, "nothing stored");
}

#[test]
fn a_trf_files_type_and_tie_break_records_refused_are_said_in_french() {
    let app = spawn_app();
    let mut c = app.chief();
    let base = trf_with_a_bad_opponent().replace("  x2 w 1", "   2 w 1");
    let before = app.audit_rows();
    for (record, said) in [
        (
            "202 BH,XYZ",
            "<li>ligne 2 : enregistrement 202 : le code de départage `XYZ` n'est pas de ceux que \
             Crownhead calcule (connus : ",
        ),
        (
            "202 BH BH",
            "<li>ligne 2 : enregistrement 202 : le code de départage `BH` figure deux fois</li>",
        ),
        (
            "212 MPVGP,DE",
            "<li>ligne 2 : enregistrement 212 : le classement d'un tournoi individuel commence par \
             PTS, pas par `MPVGP`</li>",
        ),
        (
            "192 FIDE_TEAM_BAKU",
            "<li>ligne 2 : enregistrement 192 : `FIDE_TEAM_BAKU` est le code d'une compétition par \
             équipes ; Crownhead lit les tournois individuels</li>",
        ),
    ] {
        let text = base.replace("012 Open\r", &format!("012 Open\r{record}\r"));
        let r = send_trf(&mut c, "fr", &text);
        assert_eq!(r.status, 422, "{}", r.body);
        let problems = block(&r, "problems", "</div>");
        assert!(problems.contains(said), "{said} not in {problems}");
        for english in [
            "line",
            "record",
            "tie-break",
            "listed twice",
            "begin with",
            "team event",
        ] {
            assert!(!problems.contains(english), "{english:?} in {problems}");
        }
    }
    assert_eq!(app.audit_rows(), before, "nothing stored");
}

#[test]
fn a_trf_files_federation_and_dates_refused_are_said_in_french() {
    let app = spawn_app();
    let mut c = app.chief();
    let base = trf_with_a_bad_opponent().replace("  x2 w 1", "   2 w 1");
    let before = app.audit_rows();
    let text = base.replace("012 Open\r", "012 Open\r042 bientôt\r");
    let r = send_trf(&mut c, "fr", &text);
    assert_eq!(r.status, 422, "{}", r.body);
    let problems = block(&r, "problems", "</div>");
    let said = "<li>ligne 2 : enregistrement 042 : `bientôt` n'est pas une date (AAAA/MM/JJ, ou \
                JJ/MM/AAAA, MM/JJ/AAAA, JJ.MM.AAAA, le nom d'un mois)</li>";
    assert!(problems.contains(said), "{said} not in {problems}");
    for english in ["line", "record", "start date", "is not a date"] {
        assert!(!problems.contains(english), "{english:?} in {problems}");
    }
    let long = "Fédération Internationale";
    let text = base.replace("012 Open\r", &format!("012 Open\r032 {long}\r"));
    let r = send_trf(&mut c, "fr", &text);
    assert_eq!(r.status, 422, "{}", r.body);
    let problems = block(&r, "problems", "</div>");
    let said = format!(
        "<li>ligne 2 : enregistrement 032 : la fédération `{long}` n'est pas un code de trois \
         lettres comme ENG ou NED</li>"
    );
    assert!(problems.contains(&said), "{said} not in {problems}");
    for english in ["line", "record", "federation (032)", "three-letter"] {
        assert!(!problems.contains(english), "{english:?} in {problems}");
    }
    assert_eq!(app.audit_rows(), before, "nothing stored");
}
