//! The dashboard's TRF import in headless Chromium: the link from the dashboard, another
//! program's file pasted and previewed (its event, players, rounds and every leniency), the
//! variant chosen, the import; at 1366 and 360 pixels wide, the page never wider than the
//! window. Screenshots go to `target/browser-trf-import/`.

#[macro_use]
#[path = "common/browser.rs"]
mod kit;
use kit::*;

use fantoccini::Locator;
use serde_json::json;

/// Another program's file: dates day first, a federation that is no code, a half-point bye.
const FILE: &str = "012 Kazan Rapid\r\
042 24/09/2010\r\
052 25/09/2010\r\
001    1 m    Petrov, Ivan                      2100 RUS             1990/01/01  2.0    1     2 w 1     3 b =\r\
001    2 m    Sidorov, Oleg                     2000 ST.             1990/01/01  1.0    2     1 b 0  0000 - U\r\
001    3 m    Orlova, Anna                      1900 RUS             1990/01/01  1.5    3  0000 - H     1 w =\r";

#[tokio::test]
async fn a_trf_file_is_previewed_and_imported_from_the_dashboard() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crownhead.db");
    let (_server, addr, setup_link) = serve(&db);
    let Some((_driver, client)) = launch(dir.path(), 1366, "a_trf_file_is_previewed").await else {
        return;
    };
    let mut b = Browser::new(&client, addr, "browser-trf-import");
    let result = flow(&mut b, &setup_link).await;
    if result.is_err() {
        let _ = b.shot("failure").await;
    }
    let _ = client.close().await;
    if let Err(e) = result {
        panic!("{e}");
    }
}

async fn paste_and_preview(b: &mut Browser, variant: &str) -> Res {
    b.c.execute(
        "document.querySelector('textarea[name=trf]').value = arguments[0]; \
         document.querySelector('select[name=variant]').value = arguments[1];",
        vec![json!(FILE), json!(variant)],
    )
    .await?;
    b.press("Preview").await?;
    b.expect("/admin/import-trf", "Kazan Rapid").await?;
    Ok(())
}

async fn flow(b: &mut Browser, setup: &str) -> Res {
    b.create_chief(setup).await?;
    b.follow("Import a tournament from a TRF file").await?;
    b.expect("/admin/import-trf", "Import a TRF file").await?;
    b.shot("empty-1366").await?;
    paste_and_preview(b, "").await?;
    let text = b.text().await?;
    check!(
        text.contains("The file does not say its variant"),
        "the variant is asked for:\n{text}"
    );
    let warnings = b.table_by_header("#warnings").await?;
    check!(
        warnings
            .iter()
            .any(|w| w.get("Read").map(String::as_str) == Some("24/09/2010")
                && w.get("Line").map(String::as_str) == Some("2")),
        "the date's warning with its line: {warnings:?}"
    );
    let players = b.table_by_header("#players").await?;
    check!(players.len() == 3, "three players: {players:?}");
    b.shot("preview-1366").await?;
    for width in [360, 1366] {
        b.c.set_window_size(width, 900).await?;
        let (doc, view) = page_widths(b).await?;
        check!(
            doc <= view,
            "the import page is {doc} pixels wide at {view}"
        );
        b.shot(&format!("preview-{width}")).await?;
    }
    b.c.set_window_size(360, 900).await?;
    paste_and_preview(b, "russian").await?;
    let (doc, view) = page_widths(b).await?;
    check!(
        doc <= view,
        "the import page is {doc} pixels wide at {view}"
    );
    b.shot("ready-360").await?;
    b.c.set_window_size(1366, 900).await?;
    b.press("Import as a new tournament").await?;
    let (path, _) = b.left("/admin/import-trf").await?;
    check!(
        path.starts_with("/admin/t/"),
        "the new tournament's page: {path}"
    );
    let text = b.text().await?;
    check!(text.contains("Kazan Rapid"), "{text}");
    b.c.find(Locator::Css("main")).await?;
    b.shot("imported").await?;
    Ok(())
}
