//! The QR codes of the printed pairing lists and result slips: read back from their SVG, they
//! name the public round page at the server's public address.

use crate::helpers::{spawn_app, spawn_app_with};

/// Every QR code's SVG in `page`.
pub fn qr_svgs(page: &str) -> Vec<&str> {
    page.split("<svg class=\"qr\"")
        .skip(1)
        .map(|s| &s[..s.find("</svg>").unwrap()])
        .collect()
}

/// Reads a QR code back: its SVG's modules drawn at 6 pixels a module, then decoded by rqrr.
pub fn decode(svg: &str) -> String {
    let size: usize = svg
        .split("viewBox=\"0 0 ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .unwrap()
        .parse()
        .unwrap();
    let mut dark = vec![vec![false; size]; size];
    let d = svg
        .split(" d=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    for run in d.split('z').filter(|r| !r.is_empty()) {
        // `M{x} {y}h{n}v1h-{n}`
        let nums: Vec<usize> = run
            .split(|c: char| !c.is_ascii_digit())
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        for cell in &mut dark[nums[1]][nums[0]..nums[0] + nums[2]] {
            *cell = true;
        }
    }
    let scale = 6;
    let mut img =
        rqrr::PreparedImage::prepare_from_greyscale(size * scale, size * scale, |x, y| {
            if dark[y / scale][x / scale] { 0 } else { 255 }
        });
    let grids = img.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code");
    grids[0].decode().expect("the code decodes").1
}

#[test]
fn the_printed_pairings_and_slips_carry_the_round_pages_address() {
    let app = spawn_app();
    let (id, t) = app.import_fixture("english-open.json");
    let mut c = app.client();
    let round = format!("http://{}/t/{id}/rounds/3", app.addr);
    for path in [
        format!("/t/{id}/rounds/3/print/pairings"),
        format!("/t/{id}/rounds/3/print/pairings?order=name"),
    ] {
        let r = c.get(&path);
        assert_eq!(r.status, 200);
        let codes = qr_svgs(&r.body);
        assert_eq!(codes.len(), 1, "{path}");
        assert_eq!(decode(codes[0]), round, "{path}");
        assert!(
            r.body
                .contains(&format!("<figcaption>{round}</figcaption>"))
        );
    }
    let r = c.get(&format!("/t/{id}/rounds/3/print/slips"));
    let slips = r.body.matches("class=\"slip\"").count();
    let boards = t
        .round(3)
        .unwrap()
        .boards()
        .iter()
        .filter(|b| !b.is_bye())
        .count();
    assert_eq!(slips, boards);
    let codes = qr_svgs(&r.body);
    assert_eq!(codes.len(), slips, "one code a slip");
    for code in codes {
        assert_eq!(decode(code), round);
    }
    // The address is a page that answers.
    assert_eq!(c.get(&format!("/t/{id}/rounds/3")).status, 200);
}

#[test]
fn the_public_url_given_to_the_server_is_the_codes_address() {
    let app = spawn_app_with(Some("https://draughts.example.org/"));
    let (id, _) = app.import_fixture("english-open.json");
    let mut c = app.client();
    let r = c.get(&format!("/t/{id}/rounds/2/print/slips"));
    assert_eq!(r.status, 200);
    let codes = qr_svgs(&r.body);
    assert!(!codes.is_empty());
    assert_eq!(
        decode(codes[0]),
        format!("https://draughts.example.org/t/{id}/rounds/2")
    );
}
