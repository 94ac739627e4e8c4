//! The controller's forms refused before any command runs, a check-in refused at the desk and a
//! download refused for its round are said in the page's language, naming the field by its
//! label and repeating what was typed, with no English left; nothing is changed.

use crate::fmjd_list::multipart;
use crate::helpers::{Client, Response, TestApp, spawn_app, unescape};
use crate::workflows::{create, import};

/// A 5-round English event of four players, the chief's pages in `lang`.
fn event(app: &TestApp, lang: &str) -> (Client, i64) {
    let mut c = app.chief();
    let id = create(&mut c, "Open", "english", "5");
    import(
        &mut c,
        id,
        "name\nAnn Ash\nBob Birch\nCid Cedar\nDan Dogwood\n",
    );
    let r = c.get(&format!("/admin/t/{id}?lang={lang}"));
    assert_eq!(r.status, 200, "{}", r.body);
    (c, id)
}

/// The form's security token and version, read from `page`.
fn signed(c: &mut Client, page: &str) -> (String, String) {
    let r = c.get(page);
    assert_eq!(r.status, 200, "{}", r.body);
    (r.field("csrf"), r.field("version"))
}

/// `r` refuses (422) saying each of `said` and none of the English of `english`.
fn refuses(r: &Response, said: &[&str], english: &[&str]) {
    assert_eq!(r.status, 422, "{}", r.body);
    let body = unescape(&r.body);
    for s in said {
        assert!(body.contains(s), "{s:?} not in:\n{body}");
    }
    for e in english {
        assert!(!body.contains(e), "{e:?} in:\n{body}");
    }
}

#[test]
fn the_players_forms_refused_are_said_in_french_naming_their_field() {
    let app = spawn_app();
    let (mut c, id) = event(&app, "fr");
    let players = format!("/admin/t/{id}/players");
    let (csrf, version) = signed(&mut c, &players);
    let before = app.audit_rows();
    let settings = |check_in: &str, max_byes: &str| {
        vec![
            ("csrf", csrf.clone()),
            ("version", version.clone()),
            ("check_in", check_in.to_owned()),
            ("max_byes", max_byes.to_owned()),
            ("no_byes_last", "1".to_owned()),
        ]
    };
    let post = |c: &mut Client, path: &str, fields: Vec<(&str, String)>| {
        let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        c.post(path, &fields)
    };
    let r = post(
        &mut c,
        &format!("{players}/settings"),
        settings("first", "beaucoup"),
    );
    refuses(
        &r,
        &[
            "Byes qu’un joueur peut demander",
            "`beaucoup` n'est pas un nombre entier de 0 à 999",
        ],
        &["max_byes", "is not a whole number"],
    );
    let r = post(
        &mut c,
        &format!("{players}/settings"),
        settings("souvent", "1"),
    );
    refuses(
        &r,
        &["Pointage", "`souvent` ne fait pas partie des choix"],
        &["check_in", "none, first or every"],
    );
    // The desk's check-in: no player named, then none open.
    let check_in = format!("{players}/check-in");
    let r = post(&mut c, &check_in, vec![("csrf", csrf.clone())]);
    refuses(
        &r,
        &["joueur", "quel joueur faut-il pointer ?"],
        &["which player checks in"],
    );
    let r = post(
        &mut c,
        &check_in,
        vec![("csrf", csrf.clone()), ("no", "2".into())],
    );
    refuses(
        &r,
        &["le tournoi n'a pas de pointage ouvert en ce moment"],
        &["this event takes no check-in now"],
    );
    let r = post(
        &mut c,
        &format!("{players}/slips"),
        vec![("csrf", csrf.clone()), ("which", "tous".into())],
    );
    refuses(
        &r,
        &[
            "liens à émettre",
            "`tous` n'est ni « missing », ni « all », ni un numéro de départ",
        ],
        &["is not missing, all or a start number"],
    );
    let r = post(
        &mut c,
        &format!("{players}/2/byes/3"),
        vec![("csrf", csrf.clone()), ("decision", "peut-être".into())],
    );
    refuses(
        &r,
        &["décision", "`peut-être` ne fait pas partie des choix"],
        &["is not approve or refuse"],
    );
    let r = post(
        &mut c,
        &format!("{players}/leave-out"),
        vec![("csrf", csrf.clone()), ("version", version.clone())],
    );
    refuses(&r, &["ronde", "quelle ronde ?"], &["which round?"]);
    assert_eq!(app.audit_rows(), before);
    assert_eq!(
        app.load(id).entries().len(),
        4,
        "the entries are as they were"
    );
}

#[test]
fn a_withdrawn_players_check_in_and_a_withdrawal_refused_are_said_in_russian() {
    let app = spawn_app();
    let (mut c, id) = event(&app, "ru");
    let admin = format!("/admin/t/{id}");
    let players = format!("{admin}/players");
    let r = c.submit(
        &players,
        &format!("{players}/settings"),
        &[
            ("check_in", "first"),
            ("max_byes", "1"),
            ("no_byes_last", "1"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = c.submit(
        &format!("{admin}/entries/2"),
        &format!("{admin}/entries/2/withdraw"),
        &[("round", "1"), ("reason", "болезнь"), ("confirm", "on")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let before = app.audit_rows();
    let (csrf, _) = signed(&mut c, &players);
    let r = c.post(
        &format!("{players}/check-in"),
        &[("csrf", &csrf), ("no", "2")],
    );
    refuses(
        &r,
        &["участник 2 снят с турнира и не может пройти регистрацию"],
        &["you have withdrawn"],
    );
    // The withdrawal's own form: the round not a number, the box not ticked.
    let withdraw = |c: &mut Client, fields: &[(&str, &str)]| {
        c.submit(
            &format!("{admin}/entries/3"),
            &format!("{admin}/entries/3/withdraw"),
            fields,
        )
    };
    let r = withdraw(
        &mut c,
        &[("round", "x"), ("reason", "болезнь"), ("confirm", "on")],
    );
    refuses(
        &r,
        &["тур", "`x` — не номер тура"],
        &["is not a round number"],
    );
    let r = withdraw(&mut c, &[("round", "2"), ("reason", "болезнь")]);
    refuses(
        &r,
        &["участник 3: отметьте флажок, чтобы подтвердить снятие с турнира"],
        &["tick the box"],
    );
    assert_eq!(app.audit_rows(), before);
    assert_eq!(app.load(id).entry(3).unwrap().withdrawn_from, None);
}

#[test]
fn the_event_pages_forms_and_downloads_refused_are_said_in_french() {
    let app = spawn_app();
    let (mut c, id) = event(&app, "fr");
    let admin = format!("/admin/t/{id}");
    let before = app.audit_rows();
    let (csrf, version) = signed(&mut c, &format!("{admin}/players"));
    let signed_post = |c: &mut Client, path: &str, fields: &[(&str, &str)]| {
        let mut all = vec![("csrf", csrf.as_str()), ("version", version.as_str())];
        all.extend_from_slice(fields);
        c.post(path, &all)
    };
    // A forfeit the grid does not know.
    let r = signed_post(
        &mut c,
        &format!("{admin}/rounds/1/boards/1/forfeit"),
        &[("action", "abandon")],
    );
    refuses(
        &r,
        &["forfait", "`abandon` n'est pas un forfait (home-absent"],
        &["unknown forfeit"],
    );
    // The final stage's forms.
    let r = signed_post(
        &mut c,
        &format!("{admin}/stage"),
        &[("top", "huit"), ("name", "Finale"), ("system", "swiss")],
    );
    refuses(
        &r,
        &["Joueurs qualifiés", "`huit` n'est pas un nombre entier"],
        &["players going on", "is not a number"],
    );
    let r = signed_post(
        &mut c,
        &format!("{admin}/stage"),
        &[("top", "2"), ("name", "Finale"), ("system", "échecs")],
    );
    refuses(&r, &["Système"], &["system:", "unknown system"]);
    let r = signed_post(
        &mut c,
        &format!("{admin}/playoffs"),
        &[("players", "1, deux"), ("time_control", ""), ("games", "")],
    );
    refuses(
        &r,
        &[
            "Joueurs (numéros de départ)",
            "`deux` n'est pas un numéro de départ",
        ],
        &["is not a starting number"],
    );
    let r = signed_post(
        &mut c,
        &format!("{admin}/playoffs"),
        &[("number", "premier"), ("games", "")],
    );
    refuses(
        &r,
        &["barrage", "`premier` n'est pas un nombre entier"],
        &["play-off:", "is not a number"],
    );
    // The section of an event, and the audit log's filter.
    let r = signed_post(
        &mut c,
        &format!("{admin}/event"),
        &[("event", "le festival")],
    );
    refuses(
        &r,
        &[
            "Groupe de l'événement",
            "`le festival` n'est pas un nombre entier",
        ],
        &["is not an event number"],
    );
    let r = c.get(&format!("{admin}/audit?round=deux"));
    refuses(
        &r,
        &["Ronde", "`deux` n'est pas un nombre entier"],
        &["round:", "is not a number"],
    );
    // Downloads asking for a round.
    let r = c.get(&format!("{admin}/export/trf?round=1"));
    refuses(
        &r,
        &[
            "une ronde ne peut être choisie que pour les appariements, les résultats et le classement en CSV, pas pour trf",
        ],
        &["can only be chosen"],
    );
    let r = c.get(&format!("{admin}/export/csv-pairings?round=4"));
    refuses(&r, &["la ronde 4 n'est pas appariée"], &["is not paired"]);
    // The FMJD list's upload: both a file and a text, or neither.
    let list = format!("{admin}/entries/fmjd-list");
    for (file, text, said) in [
        (
            Some(("V.DRA", &b"x"[..])),
            &b"x"[..],
            "donnez la liste soit en fichier, soit en texte collé, pas les deux",
        ),
        (
            None,
            &b""[..],
            "choisissez le fichier de la liste ou collez son texte",
        ),
    ] {
        let (csrf, version) = signed(&mut c, &list);
        let (name, bytes) = file.unwrap_or(("", b""));
        let (body, ct) = multipart(&[
            ("csrf", None, csrf.as_bytes()),
            ("version", None, version.as_bytes()),
            ("list", Some(name), bytes),
            ("text", None, text),
        ]);
        let r = c.request_with("POST", &list, &body, &ct, &[]);
        refuses(&r, &["liste FMJD", said], &["the list", "paste its text"]);
    }
    // A body that is no form.
    let r = c.request_with("POST", &list, b"list=1", "text/plain", &[]);
    refuses(
        &r,
        &["le formulaire est envoyé en `text/plain` ; cette page accepte multipart/form-data"],
        &["the form is sent as", "this page takes"],
    );
    // The TRF import's variant.
    let form = c.get("/admin/import-trf");
    let (body, ct) = multipart(&[
        ("csrf", None, form.field("csrf").as_bytes()),
        ("trf", None, b"012 Open\r"),
        ("file", Some(""), b""),
        ("variant", None, b"chess"),
    ]);
    let r = c.request_with("POST", "/admin/import-trf", &body, &ct, &[]);
    refuses(
        &r,
        &["Variante", "`chess` ne fait pas partie des choix"],
        &["is not one of english"],
    );
    assert_eq!(app.audit_rows(), before);
}

#[test]
fn the_trf_imports_own_check_of_a_record_is_said_in_french_naming_its_record_and_column() {
    let app = spawn_app();
    let mut c = app.chief();
    let player = |no: u32, name: &str, game: &str| {
        format!(
            "001 {no:>4} m    {name:<33} 2000 FRA {:>11} {:<10}  1.0 {no:>4}  {game}",
            "", "1990/01/01"
        )
    };
    let text = [
        "012 Open".to_owned(),
        "142 1".to_owned(),
        player(1, "Dupont, Jean", "   2 w 1"),
        player(2, "Martin, Paul", "   1 b 0"),
        "240 H   3    1".to_owned(),
    ]
    .join("\r")
        + "\r";
    let form = c.get("/admin/import-trf?lang=fr");
    let (body, ct) = multipart(&[
        ("csrf", None, form.field("csrf").as_bytes()),
        ("trf", None, text.as_bytes()),
        ("file", Some(""), b""),
        ("variant", None, b"international"),
    ]);
    let before = app.audit_rows();
    let r = c.request_with("POST", "/admin/import-trf", &body, &ct, &[]);
    refuses(
        &r,
        &[
            "ligne 5 : enregistrement 240 : colonne 7 : un exempt à la ronde 3, après la dernière ronde (1)",
        ],
        &["record 240", "a bye in round", "past the last round"],
    );
    assert_eq!(app.audit_rows(), before);
}

#[test]
fn the_ballot_forms_refused_are_said_in_french_naming_their_field() {
    let app = spawn_app();
    let (mut c, id) = event(&app, "fr");
    crate::workflows::pair_and_publish(&mut c, id, "1 2\n3 4");
    let admin = format!("/admin/t/{id}");
    let settings = format!("{admin}/settings");
    let r = c.submit(
        &settings,
        &format!("{admin}/ballot"),
        &[("deck", "acf-3move"), ("per", "round"), ("seed", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let before = app.audit_rows();
    let r = c.submit(
        &settings,
        &format!("{admin}/ballot"),
        &[("deck", "acf-3move"), ("per", "table"), ("seed", "")],
    );
    refuses(
        &r,
        &["Une ouverture", "`table` ne fait pas partie des choix"],
        &["expected round or board"],
    );
    let r = c.submit(
        &settings,
        &format!("{admin}/ballot"),
        &[("deck", "acf-3move"), ("per", "round"), ("seed", "-1")],
    );
    refuses(
        &r,
        &[
            "graine du tirage",
            "`-1` n'est pas un nombre entier de 0 à 18446744073709551615",
        ],
        &["ballot seed", "is not a whole number"],
    );
    let page = format!("{admin}/rounds/1/ballot");
    let (csrf, version) = signed(&mut c, &page);
    let r = c.post(
        &format!("{page}/draw"),
        &[
            ("csrf", &csrf),
            ("version", &version),
            ("seed", "x"),
            ("reason", ""),
        ],
    );
    refuses(
        &r,
        &["graine du tirage", "`x` n'est pas un nombre entier"],
        &["seed:", "is not a whole number"],
    );
    let r = c.post(
        &format!("{page}/set"),
        &[
            ("csrf", &csrf),
            ("version", &version),
            ("opening", "1"),
            ("board", "deux"),
            ("reason", "erreur"),
        ],
    );
    refuses(
        &r,
        &["table", "`deux` n'est pas un nombre entier"],
        &["board:", "is not a board number"],
    );
    assert_eq!(app.audit_rows(), before);
}
