//! A board diagram as inline SVG, drawn on the server: the position of a FEN on the variant's
//! board, White at the bottom, square 1 at the top left of the diagram as in the rule books and
//! PDN (8×8: 1 = b8, 4 = h8, 29 = a1, 32 = g1, 000 art. 1.4; 10×10: 1 = b10, 5 = j10, 46 = a1,
//! 50 = i1, 001 art. 2.6). Each playing square shows its number; men are discs, kings discs with
//! a ring and a K. Plain greys and outlines so it prints on a black-and-white printer.
//!
//! The SVG holds only numbers and fixed words, never text from a record.

use std::fmt::Write;

use draughts_rules::{Color, Position, Role, Square, Variant, VariantPosition};

/// The side of one square, in SVG units.
const CELL: u32 = 40;
/// The room for coordinates (files under the board, ranks on its left).
const MARGIN: u32 = 16;

/// The squares a move text names (`9-14`, `15x22x29`, `c3:e5`), for marking on the diagram.
pub fn squares_of_move(variant: Variant, text: &str) -> Vec<Square> {
    text.split(['-', 'x', 'X', ':'])
        .filter_map(|t| Square::parse(variant, t.trim()).ok())
        .collect()
}

const STYLE: &str = r##"<style>.light{fill:#fff}.dark{fill:#b8b8b8}.frame{fill:none;stroke:#000;stroke-width:2}.no{font:9px sans-serif;fill:#000}.coord{font:10px sans-serif;fill:#000;text-anchor:middle}.white{fill:#fff;stroke:#000;stroke-width:2}.black{fill:#222;stroke:#000;stroke-width:2}.ring-white{fill:none;stroke:#000;stroke-width:2}.ring-black{fill:none;stroke:#fff;stroke-width:2}.k-white{font:bold 12px sans-serif;fill:#000;text-anchor:middle}.k-black{font:bold 12px sans-serif;fill:#fff;text-anchor:middle}.mark{fill:none;stroke:#000;stroke-width:3;stroke-dasharray:5 3}</style>"##;

/// The opening tag of a diagram's SVG: its class, size and label.
fn open(svg: &mut String, variant: Variant, class: &str, label: &str) {
    let size = u32::from(variant.board_size());
    let side = size * CELL + MARGIN;
    let _ = write!(
        svg,
        r##"<svg class="{class}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" width="{side}" height="{side}" role="img" aria-label="{label}">"##,
    );
}

/// Every playing square of `variant`, by number.
fn all_squares(variant: Variant) -> impl Iterator<Item = Square> {
    (1..=u32::from(variant.square_count())).filter_map(move |n| Square::new(variant, n))
}

/// The top-left corner of `sq` on the diagram (inside the margin's translation).
fn corner(variant: Variant, sq: Square) -> (u32, u32) {
    let size = u32::from(variant.board_size());
    let (col, rank) = sq.coords(variant);
    (col * CELL, (size - 1 - rank) * CELL)
}

/// The squares (numbered), the frame and the coordinates.
fn squares(svg: &mut String, variant: Variant) {
    let size = u32::from(variant.board_size());
    let side = size * CELL;
    let _ = write!(svg, r#"<g transform="translate({MARGIN} 0)">"#);
    for row in 0..size {
        for col in 0..size {
            let (x, y) = (col * CELL, row * CELL);
            let rank = size - 1 - row;
            let Some(sq) = Square::from_coords(variant, col, rank) else {
                let _ = write!(
                    svg,
                    r#"<rect class="light" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#
                );
                continue;
            };
            let n = sq.number();
            let _ = write!(
                svg,
                r#"<rect class="dark" data-square="{n}" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/><text class="no" x="{tx}" y="{ty}">{n}</text>"#,
                tx = x + 2,
                ty = y + 9,
            );
        }
    }
    let _ = write!(
        svg,
        r#"<rect class="frame" x="0" y="0" width="{side}" height="{side}"/></g>"#
    );
    // Files a.. under the board and ranks 1.. on its left (the algebraic names of 8×8).
    for i in 0..size {
        let file = char::from(b'a' + i as u8);
        let _ = write!(
            svg,
            r#"<text class="coord" x="{x}" y="{y}">{file}</text>"#,
            x = MARGIN + i * CELL + CELL / 2,
            y = side + 12,
        );
        let _ = write!(
            svg,
            r#"<text class="coord" x="{x}" y="{y}">{rank}</text>"#,
            x = MARGIN / 2,
            y = (size - 1 - i) * CELL + CELL / 2 + 4,
            rank = i + 1,
        );
    }
}

/// The outlines of the squares in `marked`.
fn marks(svg: &mut String, variant: Variant, marked: &[Square]) {
    for &sq in marked {
        let (x, y) = corner(variant, sq);
        let _ = write!(
            svg,
            r#"<rect class="mark" data-marked="{n}" x="{mx}" y="{my}" width="{mw}" height="{mw}"/>"#,
            n = sq.number(),
            mx = x + 2,
            my = y + 2,
            mw = CELL - 4,
        );
    }
}

/// The SVG of the position `fen` on `variant`'s board, with the squares in `marked` outlined.
pub fn board_svg(variant: Variant, fen: &str, marked: &[Square]) -> Result<String, String> {
    let pos = VariantPosition::from_fen(variant, fen).map_err(|e| e.to_string())?;
    let size = variant.board_size();
    let mut svg = String::new();
    let label = format!("{size}×{size} board, {} to move", side_name(pos.turn()));
    open(&mut svg, variant, "board", &label);
    svg.push_str(STYLE);
    squares(&mut svg, variant);
    let _ = write!(svg, r#"<g transform="translate({MARGIN} 0)">"#);
    for sq in all_squares(variant) {
        if let Some(p) = pos.piece_at(sq) {
            let n = sq.number();
            let colour = side_name(p.color).to_ascii_lowercase();
            let (x, y) = corner(variant, sq);
            let (cx, cy) = (x + CELL / 2, y + CELL / 2 + 2);
            let role = if p.role == Role::King { "king" } else { "man" };
            let _ = write!(
                svg,
                r#"<circle class="{colour} {role}" data-square="{n}" cx="{cx}" cy="{cy}" r="14"/>"#
            );
            if p.role == Role::King {
                let _ = write!(
                    svg,
                    r#"<circle class="ring-{colour}" cx="{cx}" cy="{cy}" r="9"/><text class="k-{colour}" x="{cx}" y="{ky}">K</text>"#,
                    ky = cy + 4,
                );
            }
        }
    }
    marks(&mut svg, variant, marked);
    svg.push_str("</g></svg>");
    Ok(svg)
}

/// The empty board of `variant` for the game viewer, with the pieces of both colours defined
/// once (`#man-white`, `#king-black`...) for [`pieces_svg`] to place. One a page.
pub fn frame_svg(variant: Variant) -> String {
    let size = variant.board_size();
    let mut svg = String::new();
    open(
        &mut svg,
        variant,
        "board frame",
        &format!("{size}×{size} board"),
    );
    svg.push_str(STYLE);
    svg.push_str("<defs>");
    for colour in ["white", "black"] {
        let _ = write!(
            svg,
            r#"<g id="man-{colour}"><circle class="{colour}" r="14"/></g><g id="king-{colour}"><circle class="{colour}" r="14"/><circle class="ring-{colour}" r="9"/><text class="k-{colour}" y="4">K</text></g>"#
        );
    }
    svg.push_str("</defs>");
    squares(&mut svg, variant);
    svg.push_str("</svg>");
    svg
}

/// The pieces of the position `fen` (and the squares in `marked` outlined), drawn to lie over
/// [`frame_svg`]'s board: the same size, a transparent background.
pub fn pieces_svg(variant: Variant, fen: &str, marked: &[Square]) -> Result<String, String> {
    let pos = VariantPosition::from_fen(variant, fen).map_err(|e| e.to_string())?;
    let mut svg = String::new();
    let mut men = [0; 2];
    let mut kings = [0; 2];
    for sq in all_squares(variant) {
        if let Some(p) = pos.piece_at(sq) {
            let i = usize::from(p.color == Color::Black);
            if p.role == Role::King {
                kings[i] += 1;
            } else {
                men[i] += 1;
            }
        }
    }
    let label = format!(
        "White {} men {} kings, Black {} men {} kings, {} to move",
        men[0],
        kings[0],
        men[1],
        kings[1],
        side_name(pos.turn())
    );
    open(&mut svg, variant, "pieces", &label);
    let _ = write!(svg, r#"<g transform="translate({MARGIN} 0)">"#);
    for sq in all_squares(variant) {
        if let Some(p) = pos.piece_at(sq) {
            let colour = side_name(p.color).to_ascii_lowercase();
            let role = if p.role == Role::King { "king" } else { "man" };
            let (x, y) = corner(variant, sq);
            let _ = write!(
                svg,
                r##"<use href="#{role}-{colour}" data-square="{n}" x="{cx}" y="{cy}"/>"##,
                n = sq.number(),
                cx = x + CELL / 2,
                cy = y + CELL / 2 + 2,
            );
        }
    }
    marks(&mut svg, variant, marked);
    svg.push_str("</g></svg>");
    Ok(svg)
}

/// `White` or `Black`.
pub fn side_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The (x, y) of the top-left corner of the square numbered `n`, from its `<rect>`.
    fn corner(svg: &str, n: u8) -> (u32, u32) {
        let key = format!(r#"data-square="{n}" x=""#);
        let at = svg.find(&key).unwrap_or_else(|| panic!("no square {n}")) + key.len() - 3;
        let rest = &svg[at..];
        let num = |name: &str| -> u32 {
            let from = rest.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
            rest[from..from + rest[from..].find('"').unwrap()]
                .parse()
                .unwrap()
        };
        (num("x"), num("y"))
    }

    #[test]
    fn english_numbering_puts_square_1_on_b8_and_32_on_g1() {
        let fen = Variant::English;
        let start = VariantPosition::new(fen).to_fen();
        let svg = board_svg(fen, &start, &[]).unwrap();
        assert_eq!(corner(&svg, 1), (CELL, 0), "b8");
        assert_eq!(corner(&svg, 4), (7 * CELL, 0), "h8");
        assert_eq!(corner(&svg, 5), (0, CELL), "a7");
        assert_eq!(corner(&svg, 29), (0, 7 * CELL), "a1");
        assert_eq!(corner(&svg, 32), (6 * CELL, 7 * CELL), "g1");
        assert_eq!(svg.matches("data-square=").count(), 32 + 24);
        // Black on 1-12 at the top, White on 21-32 at the bottom.
        assert_eq!(svg.matches(r#"class="black man""#).count(), 12);
        assert_eq!(svg.matches(r#"class="white man""#).count(), 12);
        assert!(svg.contains(r#"<circle class="black man" data-square="1" "#));
        assert!(svg.contains(r#"<circle class="white man" data-square="32" "#));
        assert!(svg.contains("Black to move"));
    }

    #[test]
    fn international_numbering_puts_square_1_on_b10_and_46_on_a1() {
        let v = Variant::International;
        let svg = board_svg(v, &VariantPosition::new(v).to_fen(), &[]).unwrap();
        assert_eq!(corner(&svg, 1), (CELL, 0), "b10");
        assert_eq!(corner(&svg, 5), (9 * CELL, 0), "j10");
        assert_eq!(corner(&svg, 6), (0, CELL), "a9");
        assert_eq!(corner(&svg, 46), (0, 9 * CELL), "a1");
        assert_eq!(corner(&svg, 50), (8 * CELL, 9 * CELL), "i1");
        assert_eq!(svg.matches(r#"class="black man""#).count(), 20);
        assert_eq!(svg.matches(r#"class="white man""#).count(), 20);
        assert!(svg.contains("White to move"));
    }

    #[test]
    fn kings_of_both_colours_are_drawn_with_a_k_and_marked_squares_outlined() {
        let v = Variant::English;
        let svg = board_svg(v, "W:WK18,22:BK3,9", &squares_of_move(v, "22-17")).unwrap();
        assert!(svg.contains(r#"<circle class="white king" data-square="18" "#));
        assert!(svg.contains(r#"<circle class="black king" data-square="3" "#));
        assert!(svg.contains(r#"<circle class="white man" data-square="22" "#));
        assert!(svg.contains(r#"<circle class="black man" data-square="9" "#));
        assert_eq!(svg.matches(">K</text>").count(), 2);
        assert!(svg.contains(r#"data-marked="22""#));
        assert!(svg.contains(r#"data-marked="17""#));
        assert_eq!(svg.matches("data-marked=").count(), 2);
    }

    #[test]
    fn move_texts_name_their_squares_in_either_notation() {
        let sq = |v, n| Square::new(v, n).unwrap();
        assert_eq!(
            squares_of_move(Variant::English, "15x22x29"),
            vec![
                sq(Variant::English, 15),
                sq(Variant::English, 22),
                sq(Variant::English, 29)
            ]
        );
        assert_eq!(
            squares_of_move(Variant::Russian, "c3:e5"),
            vec![
                Square::parse(Variant::Russian, "c3").unwrap(),
                Square::parse(Variant::Russian, "e5").unwrap()
            ]
        );
    }

    #[test]
    fn the_viewer_draws_the_board_once_and_each_position_as_pieces_over_it() {
        let v = Variant::English;
        let frame = frame_svg(v);
        assert_eq!(frame.matches("<rect class=\"dark\"").count(), 32);
        assert!(!frame.contains("<use"));
        for id in ["man-white", "king-white", "man-black", "king-black"] {
            assert!(frame.contains(&format!("id=\"{id}\"")), "{id}");
        }
        let pieces = pieces_svg(v, "W:WK18,22:BK3,9", &squares_of_move(v, "22-17")).unwrap();
        assert!(
            !pieces.contains("<rect class=\"dark\""),
            "no squares: {pieces}"
        );
        assert_eq!(pieces.matches("<use ").count(), 4);
        // The same place as the full diagram's piece on that square.
        let full = board_svg(v, "W:WK18,22:BK3,9", &[]).unwrap();
        let at = |svg: &str, key: &str| {
            let i = svg.find(key).unwrap();
            let rest = &svg[i..];
            let attr = |name: &str| {
                let from = rest.split(&format!("{name}=\"")).nth(1).unwrap();
                from.split('"').next().unwrap().to_owned()
            };
            (attr("x"), attr("y"))
        };
        assert_eq!(
            at(&pieces, "href=\"#man-white\" data-square=\"22\""),
            at(&full, "<circle class=\"white man\" data-square=\"22\" c")
        );
        assert!(pieces.contains("href=\"#king-black\" data-square=\"3\""));
        assert!(pieces.contains("White 1 men 1 kings, Black 1 men 1 kings, White to move"));
        assert_eq!(pieces.matches("data-marked=").count(), 2);
        assert!(pieces_svg(v, "W:W33", &[]).is_err());
    }

    #[test]
    fn a_bad_fen_is_an_error_not_a_diagram() {
        assert!(board_svg(Variant::English, "X:W1", &[]).is_err());
        assert!(board_svg(Variant::English, "W:W33:B1", &[]).is_err());
    }
}
