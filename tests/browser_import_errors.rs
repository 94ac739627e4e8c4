//! Refused forms in the page's language, in headless Chromium at 1366 and 360 pixels wide: a
//! TRF file with a bad opponent (French, then Russian), an entries CSV with bad rows (Russian,
//! then French) and a finished event's prize list without a reason (French), each named where
//! it is wrong, what was typed kept, the page never wider than the window. Screenshots go to
//! `target/browser-import-errors/`.

#[macro_use]
#[path = "common/browser.rs"]
mod kit;
use kit::*;

use serde_json::json;

/// Two players; the first one's opponent field (columns 92-95) is `x2`.
const TRF: &str = "012 Open\r\
001    1 m    Petrov, Ivan                      2000 RUS             1990/01/01  1.0    1    x2 w 1\r\
001    2 m    Sidorov, Oleg                     2000 RUS             1990/01/01  0.0    2     1 b 0\r";

const CSV: &str = "name,rating,federation\nAnn Lee,abc,NED\nBob Ray,1800,X1\n";

/// A finished event (the fixtures' FMJD Swiss), stored before the server starts.
fn finished(db: &std::path::Path) -> i64 {
    use crownhead::domain::TournamentFile;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/tournaments/fmjd-swiss.json");
    let text = std::fs::read_to_string(path).unwrap();
    let t = TournamentFile::from_json(&text)
        .and_then(TournamentFile::into_tournament)
        .unwrap();
    let mut conn = crownhead::store::open(db).unwrap();
    crownhead::store::import_tournament(&mut conn, &t, "td").unwrap()
}

#[tokio::test]
async fn refused_imports_and_prize_lists_read_right_in_french_and_russian() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crownhead.db");
    let id = finished(&db);
    let (_server, addr, setup_link) = serve(&db);
    let Some((_driver, client)) = launch(dir.path(), 1366, "refused_imports").await else {
        return;
    };
    let mut b = Browser::new(&client, addr, "browser-import-errors");
    let result = flow(&mut b, &setup_link, id).await;
    if result.is_err() {
        let _ = b.shot("failure").await;
    }
    let _ = client.close().await;
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// Shoots the page at both widths, checking it is never wider than the window.
async fn both_widths(b: &mut Browser, name: &str) -> Res {
    for width in [1366, 360] {
        b.c.set_window_size(width, 900).await?;
        let (doc, view) = page_widths(b).await?;
        check!(doc <= view, "{name} is {doc} pixels wide at {view}");
        b.shot(&format!("{name}-{width}")).await?;
    }
    b.c.set_window_size(1366, 900).await?;
    Ok(())
}

/// The value of the form's `textarea[name=NAME]`.
async fn typed(b: &Browser, name: &str) -> Res<String> {
    let v =
        b.c.execute(
            "return document.querySelector('textarea[name=' + arguments[0] + ']').value;",
            vec![json!(name)],
        )
        .await?;
    Ok(v.as_str().unwrap_or_default().to_owned())
}

async fn paste(b: &Browser, name: &str, text: &str) -> Res {
    b.c.execute(
        "document.querySelector('textarea[name=' + arguments[0] + ']').value = arguments[1];",
        vec![json!(name), json!(text)],
    )
    .await?;
    Ok(())
}

async fn flow(b: &mut Browser, setup: &str, finished: i64) -> Res {
    b.create_chief(setup).await?;
    // The TRF import, in French then in Russian.
    for (lang, title, preview, said) in [
        (
            "fr",
            "Importer un fichier TRF",
            "Aperçu",
            "ligne 2 : colonne 92 : adversaire illisible `x2`",
        ),
        (
            "ru",
            "Импорт файла TRF",
            "Предпросмотр",
            "строка 2: столбец 92: не удаётся прочитать соперника `x2`",
        ),
    ] {
        b.goto(&format!("/admin/import-trf?lang={lang}")).await?;
        b.expect("/admin/import-trf", title).await?;
        paste(b, "trf", TRF).await?;
        b.press(preview).await?;
        let text = b.expect("/admin/import-trf", said).await?;
        check!(
            !text.contains("bad opponent"),
            "English on the page:\n{text}"
        );
        let kept = typed(b, "trf").await?;
        check!(kept.contains("x2 w 1"), "the text typed is kept: {kept:?}");
        both_widths(b, &format!("trf-{lang}")).await?;
    }
    // The entries CSV of a new tournament, in Russian then in French.
    b.goto("/admin?lang=ru").await?;
    b.fill("name", "Open").await?;
    b.fill("rounds", "5").await?;
    b.press("Создать").await?;
    let (path, url) = b.left("/admin").await?;
    check!(path.starts_with("/admin/t/"), "creating led to {url}");
    let id: i64 = path
        .trim_start_matches("/admin/t/")
        .trim_end_matches('/')
        .parse()
        .map_err(|_| format!("no id in {path}"))?;
    for (lang, preview, said, column) in [
        (
            "ru",
            "Предпросмотр",
            "строка 2: Рейтинг: `abc` — не целое число",
            "Фед.",
        ),
        (
            "fr",
            "Aperçu",
            "ligne 2 : Elo : `abc` n'est pas un nombre entier",
            "Féd.",
        ),
    ] {
        b.goto(&format!("/admin/t/{id}/import?lang={lang}")).await?;
        paste(b, "csv", CSV).await?;
        b.press(preview).await?;
        let text = b.expect(&format!("/admin/t/{id}/import"), said).await?;
        check!(
            text.contains(&format!("{column} : ")) || text.contains(&format!("{column}: ")),
            "the federation's column named:\n{text}"
        );
        check!(
            !text.contains("is not a whole number"),
            "English on the page:\n{text}"
        );
        let kept = typed(b, "csv").await?;
        check!(kept == CSV, "the text typed is kept: {kept:?}");
        both_widths(b, &format!("csv-{lang}")).await?;
    }
    // A finished event's prize list without a reason, in French.
    let page = format!("/admin/t/{finished}/prizes");
    b.goto(&format!("{page}?lang=fr")).await?;
    b.c.execute(
        "document.querySelector('details').open = true; \
         document.querySelector('textarea[name=text]').value = arguments[0];",
        vec![json!("1: 100\n")],
    )
    .await?;
    b.press("Enregistrer la liste des prix").await?;
    let text = b
        .expect(
            &page,
            "le tournoi est terminé : sa liste de prix ne change plus qu'avec un motif",
        )
        .await?;
    check!(
        !text.contains("only with a reason"),
        "English on the page:\n{text}"
    );
    both_widths(b, "prizes-fr").await?;
    Ok(())
}
