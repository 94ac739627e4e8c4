//! The one rule for text a person types as a name (players, clubs, tournaments, venues,
//! controllers, accounts), and how a refusal quotes what was typed.
//!
//! Refused: control characters (NUL, line breaks, terminal escapes), the bidirectional
//! controls U+202A-U+202E and U+2066-U+2069 (they show a name reversed or reordered), and text
//! with no visible character (only spaces and zero-width characters). The joiners U+200C and
//! U+200D stay allowed inside a name: real names in some scripts need them.

use std::fmt;

/// The most characters of rejected input an error repeats.
pub const QUOTE_MAX: usize = 100;

/// What is wrong with a typed name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextProblem {
    /// A control character (line break, NUL, escape...).
    Control,
    /// A bidirectional embedding, override or isolate.
    Bidi,
    /// No visible character at all.
    Invisible,
}

impl fmt::Display for TextProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TextProblem::Control => "contains a control character (such as a line break)",
            TextProblem::Bidi => {
                "contains a bidirectional control character (U+202A-U+202E, U+2066-U+2069)"
            }
            TextProblem::Invisible => "has no visible character",
        })
    }
}

fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Characters that show nothing: spaces, zero-width characters, joiners, the byte-order mark,
/// the soft hyphen, and other format characters.
fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202F}'
                | '\u{205F}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
        )
}

/// What is wrong with `text` as a name, if anything (empty text is the caller's rule: some
/// fields are optional).
pub fn name_problem(text: &str) -> Option<TextProblem> {
    if text.chars().any(char::is_control) {
        return Some(TextProblem::Control);
    }
    if text.chars().any(is_bidi_control) {
        return Some(TextProblem::Bidi);
    }
    if !text.is_empty() && text.chars().all(is_invisible) {
        return Some(TextProblem::Invisible);
    }
    None
}

/// `text` as an error repeats it: at most [`QUOTE_MAX`] characters, then `…` and how many
/// more there were.
pub fn quoted(text: &str) -> String {
    let n = text.chars().count();
    if n <= QUOTE_MAX {
        return text.to_owned();
    }
    let head: String = text.chars().take(QUOTE_MAX).collect();
    format!("{head}… ({} more characters)", n - QUOTE_MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_every_script_pass() {
        for name in [
            "Ton Sijbrands",
            "Александр Шварцман",
            "Jean-Marc N'Diaye",
            "'t Hart",
            "João Zé",
            // Persian with a zero-width non-joiner inside a word.
            "می\u{200C}خواهم",
            // Devanagari with a zero-width joiner.
            "क्\u{200D}ष",
        ] {
            assert_eq!(name_problem(name), None, "{name}");
        }
    }

    #[test]
    fn controls_overrides_and_invisible_names_are_refused() {
        assert_eq!(name_problem("Ann\0"), Some(TextProblem::Control));
        assert_eq!(name_problem("A\u{1b}[31mB"), Some(TextProblem::Control));
        assert_eq!(name_problem("Ann\nBob"), Some(TextProblem::Control));
        assert_eq!(name_problem("\u{202E}nnA"), Some(TextProblem::Bidi));
        assert_eq!(name_problem("A\u{2066}B\u{2069}"), Some(TextProblem::Bidi));
        assert_eq!(name_problem("\u{200B}"), Some(TextProblem::Invisible));
        assert_eq!(
            name_problem("\u{200D}\u{FEFF} "),
            Some(TextProblem::Invisible)
        );
        assert_eq!(name_problem(""), None);
    }

    #[test]
    fn a_refusal_quotes_at_most_a_hundred_characters() {
        assert_eq!(quoted("short"), "short");
        let long = "é".repeat(200_000);
        let q = quoted(&long);
        assert!(q.starts_with(&"é".repeat(QUOTE_MAX)));
        assert!(q.ends_with("(199900 more characters)"), "{q}");
        assert!(q.chars().count() < QUOTE_MAX + 40);
    }
}
