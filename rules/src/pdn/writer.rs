//! The PDN writer: a [`PdnGame`] as canonical PDN 3.0.
//!
//! Tags come one per line in the standard order (Event Site Date Round White
//! Black Result, then the others in file order), then a blank line, then the
//! movetext wrapped at 80 columns, ending with the result (`*` when there is
//! none) and a blank line. Moves are written as read, without spaces, squares in
//! lower case and without leading zeros; move numbers where the record has
//! them; glyphs 1 to 6 right after their move as `! ? !! ?? !? ?!`, other
//! glyphs as `$n`; comments reflowed; variations as `( ... )`; setups as
//! `/FEN "..."/`; escape lines on lines of their own.
//!
//! Only a token longer than 80 characters (a long tag, a long FEN setup, a very
//! long word in a comment, an escape line) makes a line longer than 80 columns.

use std::fmt::{self, Write};

use super::game::{Node, PdnGame};

/// The widest line the writer makes (unless a single token is wider).
pub const LINE_WIDTH: usize = 80;

/// Writes a game as canonical PDN 3.0, followed by a blank line.
pub fn write_game<W: Write>(game: &PdnGame, out: &mut W) -> fmt::Result {
    let tags = game.tags_in_standard_order();
    for tag in &tags {
        out.write_char('[')?;
        out.write_str(&tag.name)?;
        out.write_str(" \"")?;
        for c in tag.value.chars() {
            if c == '"' || c == '\\' {
                out.write_char('\\')?;
            }
            out.write_char(c)?;
        }
        out.write_str("\"]\n")?;
    }
    if !tags.is_empty() {
        out.write_char('\n')?;
    }
    let mut wrap = Wrap { out, col: 0 };
    write_nodes(&game.movetext, &mut wrap)?;
    wrap.token(game.result.map_or("*", |r| r.as_str()))?;
    wrap.out.write_str("\n\n")
}

impl fmt::Display for PdnGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_game(self, f)
    }
}

impl PdnGame {
    /// The game as canonical PDN 3.0 text.
    pub fn to_pdn(&self) -> String {
        self.to_string()
    }
}

struct Wrap<'a, W> {
    out: &'a mut W,
    col: usize,
}

impl<W: Write> Wrap<'_, W> {
    fn token(&mut self, t: &str) -> fmt::Result {
        let len = t.chars().count();
        if self.col > 0 {
            if self.col + 1 + len > LINE_WIDTH {
                self.out.write_char('\n')?;
                self.col = 0;
            } else {
                self.out.write_char(' ')?;
                self.col += 1;
            }
        }
        self.out.write_str(t)?;
        self.col += len;
        Ok(())
    }

    fn own_line(&mut self, t: &str) -> fmt::Result {
        if self.col > 0 {
            self.out.write_char('\n')?;
        }
        self.out.write_str(t)?;
        self.out.write_char('\n')?;
        self.col = 0;
        Ok(())
    }
}

fn write_nodes<W: Write>(nodes: &[Node], w: &mut Wrap<'_, W>) -> fmt::Result {
    let mut buf = String::new();
    for node in nodes {
        match node {
            Node::Move(m) => {
                if let Some(n) = m.number {
                    buf.clear();
                    write!(buf, "{n}")?;
                    w.token(&buf)?;
                }
                buf.clear();
                buf.push_str(&m.mv.text);
                let mut rest = &m.nags[..];
                if let Some(s) = m.nags.first().and_then(|n| n.move_strength()) {
                    buf.push_str(s);
                    rest = &m.nags[1..];
                }
                w.token(&buf)?;
                for nag in rest {
                    buf.clear();
                    write!(buf, "{nag}")?;
                    w.token(&buf)?;
                }
            }
            Node::Nag { nag } => {
                buf.clear();
                write!(buf, "{nag}")?;
                w.token(&buf)?;
            }
            Node::Comment { text } => {
                let words: Vec<&str> = text.split_whitespace().collect();
                match words.len() {
                    0 => w.token("{}")?,
                    n => {
                        for (k, word) in words.iter().enumerate() {
                            buf.clear();
                            if k == 0 {
                                buf.push('{');
                            }
                            buf.push_str(word);
                            if k == n - 1 {
                                buf.push('}');
                            }
                            w.token(&buf)?;
                        }
                    }
                }
            }
            Node::Escape { text } => {
                buf.clear();
                buf.push('%');
                buf.push_str(text);
                w.own_line(&buf)?;
            }
            Node::Setup { fen, .. } => {
                buf.clear();
                write!(buf, "/FEN \"{fen}\"/")?;
                w.token(&buf)?;
            }
            Node::Variation { nodes } => {
                w.token("(")?;
                write_nodes(nodes, w)?;
                w.token(")")?;
            }
        }
    }
    Ok(())
}
