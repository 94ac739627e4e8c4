//! QR codes drawn here as inline SVG (the `qrcode` crate encodes; no outside service): the
//! printed pairing lists and result slips carry one to the public round page.

use std::fmt::Write;

use qrcode::{Color, EcLevel, QrCode};

use super::view::escape;

/// The light modules left around the code (the quiet zone of ISO/IEC 18004).
const QUIET: usize = 4;

/// An SVG of the QR code of `text` (error correction level M), one unit a module with the
/// quiet zone, dark modules as one path of horizontal runs. `None` when `text` is too long
/// for a QR code.
pub fn svg(text: &str) -> Option<String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    let size = width + 2 * QUIET;
    let mut path = String::new();
    for y in 0..width {
        let row = &colors[y * width..(y + 1) * width];
        let mut x = 0;
        while x < width {
            if row[x] == Color::Dark {
                let start = x;
                while x < width && row[x] == Color::Dark {
                    x += 1;
                }
                let _ = write!(
                    path,
                    "M{} {}h{}v1h-{}z",
                    start + QUIET,
                    y + QUIET,
                    x - start,
                    x - start
                );
            } else {
                x += 1;
            }
        }
    }
    Some(format!(
        r##"<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" shape-rendering="crispEdges" role="img" aria-label="QR code of {label}"><rect width="{size}" height="{size}" fill="#fff"/><path fill="#000" d="{path}"/></svg>"##,
        label = escape(text),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The modules of an SVG made by [`svg`], read back from its path (`true` dark).
    fn modules(svg: &str) -> Vec<Vec<bool>> {
        let size: usize = svg
            .split("viewBox=\"0 0 ")
            .nth(1)
            .and_then(|s| s.split(' ').next())
            .unwrap()
            .parse()
            .unwrap();
        let mut grid = vec![vec![false; size]; size];
        let d = svg
            .split(" d=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        for run in d.split('z').filter(|r| !r.is_empty()) {
            let nums: Vec<usize> = run
                .trim_start_matches('M')
                .split(|c: char| !c.is_ascii_digit())
                .filter(|s| !s.is_empty())
                .map(|s| s.parse().unwrap())
                .collect();
            let (x, y, len) = (nums[0], nums[1], nums[2]);
            for cell in &mut grid[y][x..x + len] {
                *cell = true;
            }
        }
        grid
    }

    #[test]
    fn the_svg_holds_the_modules_of_the_code_with_a_quiet_zone() {
        let url = "https://draughts.example.org/t/3/rounds/5";
        let svg = svg(url).unwrap();
        let grid = modules(&svg);
        let code = QrCode::with_error_correction_level(url, EcLevel::M).unwrap();
        let w = code.width();
        assert_eq!(grid.len(), w + 2 * QUIET);
        for y in 0..grid.len() {
            for x in 0..grid.len() {
                let inside = (QUIET..QUIET + w).contains(&x) && (QUIET..QUIET + w).contains(&y);
                let dark = inside && code[(x - QUIET, y - QUIET)] == Color::Dark;
                assert_eq!(grid[y][x], dark, "module ({x}, {y})");
            }
        }
        // The finder pattern's corner is dark; the quiet zone is light.
        assert!(grid[QUIET][QUIET]);
        assert!(!grid[0][0]);
        assert!(
            svg.contains("aria-label=\"QR code of https://draughts.example.org/t/3/rounds/5\"")
        );
    }

    #[test]
    fn the_label_is_escaped_and_overlong_text_has_no_code() {
        let svg = svg("http://h/\"><script>").unwrap();
        assert!(!svg.contains("<script>"));
        assert!(svg.contains("&quot;&gt;&lt;script&gt;"));
        assert!(super::svg(&"x".repeat(5000)).is_none());
    }
}
