//! The languages the pages are written in, and how each writes a score.
//!
//! A tournament has a default language (a setting): its print views are in it, and its public
//! pages when the reader's browser names none of these languages.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A language of the interface: English, French, Dutch, Russian, Brazilian Portuguese.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "nl")]
    Nl,
    #[serde(rename = "ru")]
    Ru,
    #[serde(rename = "pt-BR")]
    PtBr,
}

/// A language code that names none of the five languages.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is none of the languages en, fr, nl, ru, pt-BR")]
pub struct UnknownLanguage(pub String);

impl Language {
    /// Every language, in the order the switcher lists them.
    pub const ALL: [Language; 5] = [
        Language::En,
        Language::Fr,
        Language::Nl,
        Language::Ru,
        Language::PtBr,
    ];

    /// The BCP 47 tag: `en`, `fr`, `nl`, `ru`, `pt-BR` (the `lang` attribute, the folder
    /// of the message files, the stored setting).
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Fr => "fr",
            Language::Nl => "nl",
            Language::Ru => "ru",
            Language::PtBr => "pt-BR",
        }
    }

    /// The language's name in itself, as the switcher shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::Fr => "Français",
            Language::Nl => "Nederlands",
            Language::Ru => "Русский",
            Language::PtBr => "Português (Brasil)",
        }
    }

    /// The language of a tag such as `fr`, `fr-BE`, `pt`, `pt_BR`, `NL` (any region of the
    /// five languages: Portuguese is written the Brazilian way).
    pub fn parse(tag: &str) -> Result<Language, UnknownLanguage> {
        let tag = tag.trim();
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Ok(match primary.as_str() {
            "en" => Language::En,
            "fr" => Language::Fr,
            "nl" => Language::Nl,
            "ru" => Language::Ru,
            "pt" => Language::PtBr,
            _ => return Err(UnknownLanguage(tag.to_owned())),
        })
    }

    /// Scores as the language writes them, from their usual form (`2.5`, `-3.5`, `12`,
    /// `1.5 - 0.5`): English `2.5`, Dutch `2½` (`½` alone for a half), French, Russian and
    /// Portuguese `2,5`. Each space-separated word that is not such a number (`-`, `2=`,
    /// `12w`) stays as it is.
    pub fn score(self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 2);
        self.write_score(text, &mut out);
        out
    }

    /// [`Language::score`] appended to `out`, with no text of its own allocated: English writes
    /// `text` as it is, the other languages each of its words through their number style.
    pub fn write_score(self, text: &str, out: &mut String) {
        if self == Language::En {
            out.push_str(text);
            return;
        }
        for (i, word) in text.split(' ').enumerate() {
            if i > 0 {
                out.push(' ');
            }
            self.write_number(word, out);
        }
    }

    fn write_number(self, text: &str, out: &mut String) {
        let (int, frac) = match text.split_once('.') {
            Some((i, f)) => (i, Some(f)),
            None => (text, None),
        };
        let digits = int.strip_prefix('-').unwrap_or(int);
        let numeric = !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && frac.is_none_or(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()));
        match (self, frac) {
            // English never comes here: `write_score` writes its text as it is.
            (_, None) => out.push_str(text),
            _ if !numeric => out.push_str(text),
            (Language::Nl, Some("5")) => {
                out.push_str(match int {
                    "0" => "",
                    "-0" => "-",
                    _ => int,
                });
                out.push('½');
            }
            (_, Some(f)) => {
                out.push_str(int);
                out.push(',');
                out.push_str(f);
            }
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Language {
    type Err = UnknownLanguage;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Language::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_name_their_language_whatever_the_region_or_case() {
        assert_eq!(Language::parse("fr-BE"), Ok(Language::Fr));
        assert_eq!(Language::parse("pt"), Ok(Language::PtBr));
        assert_eq!(Language::parse("pt_PT"), Ok(Language::PtBr));
        assert_eq!(Language::parse("NL"), Ok(Language::Nl));
        assert_eq!(Language::parse(" ru "), Ok(Language::Ru));
        assert!(Language::parse("de").is_err());
        assert!(Language::parse("").is_err());
        for l in Language::ALL {
            assert_eq!(Language::parse(l.code()), Ok(l));
        }
    }

    #[test]
    fn half_points_are_written_as_each_language_writes_them() {
        assert_eq!(Language::En.score("2.5"), "2.5");
        assert_eq!(Language::Nl.score("2.5"), "2½");
        assert_eq!(Language::Nl.score("0.5"), "½");
        assert_eq!(Language::Fr.score("2.5"), "2,5");
        assert_eq!(Language::Ru.score("-3.5"), "-3,5");
        assert_eq!(Language::PtBr.score("10.25"), "10,25");
        assert_eq!(Language::Nl.score("10.25"), "10,25");
        assert_eq!(Language::Fr.score("1.5 - 0.5"), "1,5 - 0,5");
        assert_eq!(Language::Nl.score("12w 0.5"), "12w ½");
        assert_eq!(Language::Nl.score("-0.5 -1.5"), "-½ -1½");
        assert_eq!(Language::En.score("12w 0.5 x.5"), "12w 0.5 x.5");
        assert_eq!(Language::Fr.score("x.5 2. .5"), "x.5 2. .5");
        for l in Language::ALL {
            assert_eq!(l.score("7"), "7");
            assert_eq!(l.score("-"), "-");
            assert_eq!(l.score("2="), "2=");
            assert_eq!(l.score("1.2.3"), "1.2.3");
            assert_eq!(l.score(""), "");
        }
    }

    #[test]
    fn the_stored_form_is_the_code() {
        assert_eq!(serde_json::to_string(&Language::PtBr).unwrap(), "\"pt-BR\"");
        let l: Language = serde_json::from_str("\"nl\"").unwrap();
        assert_eq!(l, Language::Nl);
    }
}
