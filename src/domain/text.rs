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

/// What is wrong with `text` as free text a person types (a reason, a note, grounds), if
/// anything: the control and bidirectional characters names refuse. Blank text is the
/// caller's rule.
pub fn free_text_problem(text: &str) -> Option<TextProblem> {
    if text.chars().any(char::is_control) {
        return Some(TextProblem::Control);
    }
    if text.chars().any(is_bidi_control) {
        return Some(TextProblem::Bidi);
    }
    None
}

/// Free text a person typed (a reason, a note, grounds, a name, a club), checked once: trimmed,
/// at most a field's limit of characters, without control or bidirectional characters. A
/// refusal names the field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FreeText(String);

/// Why typed text was refused, naming its field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FreeTextError {
    #[error("{field} has {len} characters; at most {max} are accepted")]
    TooLong {
        field: &'static str,
        len: usize,
        max: usize,
    },
    #[error("{field} {problem}")]
    Bad {
        field: &'static str,
        problem: TextProblem,
    },
}

impl FreeTextError {
    /// The field refused.
    pub fn field(&self) -> &'static str {
        match self {
            FreeTextError::TooLong { field, .. } | FreeTextError::Bad { field, .. } => field,
        }
    }
}

impl FreeText {
    /// `text` of field `field`, trimmed, `None` when blank; refused over `max` characters or
    /// with a control or bidirectional character.
    pub fn optional(
        field: &'static str,
        text: Option<&str>,
        max: usize,
    ) -> Result<Option<FreeText>, FreeTextError> {
        let Some(t) = text.map(str::trim).filter(|t| !t.is_empty()) else {
            return Ok(None);
        };
        let len = t.chars().count();
        if len > max {
            return Err(FreeTextError::TooLong { field, len, max });
        }
        if let Some(problem) = free_text_problem(t) {
            return Err(FreeTextError::Bad { field, problem });
        }
        Ok(Some(FreeText(t.to_owned())))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for FreeText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
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
    fn free_text_refuses_controls_overrides_and_long_text_naming_its_field() {
        let ok = FreeText::optional("reason", Some("  board 3 misreported  "), 50).unwrap();
        assert_eq!(
            ok.map(|t| t.as_str().to_owned()).as_deref(),
            Some("board 3 misreported")
        );
        assert_eq!(FreeText::optional("reason", Some("   "), 50), Ok(None));
        for (bad, problem) in [
            ("a\u{202E}b", TextProblem::Bidi),
            ("a\u{1b}[2Jb", TextProblem::Control),
            ("a\0b", TextProblem::Control),
            ("a\u{2067}b", TextProblem::Bidi),
        ] {
            let e = FreeText::optional("reason", Some(bad), 50).unwrap_err();
            assert_eq!(
                e,
                FreeTextError::Bad {
                    field: "reason",
                    problem
                }
            );
            assert!(e.to_string().starts_with("reason "), "{e}");
        }
        let e = FreeText::optional("note", Some(&"x".repeat(51)), 50).unwrap_err();
        assert_eq!(e.field(), "note");
        assert_eq!(
            e.to_string(),
            "note has 51 characters; at most 50 are accepted"
        );
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
