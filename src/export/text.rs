//! The text of an imported file: UTF-8 only (a byte-order mark is dropped). Anything else is
//! refused at its first bad byte, naming the encoding when it is recognisable: UTF-16 (a
//! byte-order mark, or a NUL beside every other character) and Latin-1 / Windows-1252 (bytes
//! that are letters there), which organisers' spreadsheets produce.

use std::fmt;

/// A file that is not UTF-8 text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotUtf8 {
    pub line: usize,
    pub column: usize,
    /// The encoding the bytes look like, if any.
    pub looks_like: Option<&'static str>,
}

impl fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: the file is not UTF-8 text",
            self.line, self.column
        )?;
        match self.looks_like {
            Some(e) => write!(f, " (it looks like {e}: save it as UTF-8)"),
            None => f.write_str(" (save it as UTF-8)"),
        }
    }
}

impl std::error::Error for NotUtf8 {}

fn looks_like(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Some("UTF-16");
    }
    let sample = &bytes[..bytes.len().min(4096)];
    let nuls = sample.iter().filter(|&&b| b == 0).count();
    if sample.len() >= 4 && nuls * 3 >= sample.len() {
        return Some("UTF-16");
    }
    // Latin-1 / Windows-1252 letters (à, é, ö, ñ, ß...) are single bytes 0xC0-0xFF, and the
    // Windows-1252 punctuation 0x80-0x9F; in UTF-8 such a byte must start or continue a
    // sequence, which these do not.
    if bytes.iter().any(|&b| b >= 0x80) {
        return Some("Latin-1 or Windows-1252");
    }
    None
}

/// The bytes as text, or where they stop being UTF-8.
pub fn decode(bytes: Vec<u8>) -> Result<String, NotUtf8> {
    match String::from_utf8(bytes) {
        Ok(text) => Ok(text
            .strip_prefix('\u{feff}')
            .map(str::to_owned)
            .unwrap_or(text)),
        Err(e) => {
            let all = e.as_bytes();
            let good = &all[..e.utf8_error().valid_up_to()];
            let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
            let start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            let column = String::from_utf8_lossy(&good[start..]).chars().count() + 1;
            Err(NotUtf8 {
                line,
                column,
                looks_like: looks_like(all),
            })
        }
    }
}

/// The encoding a spreadsheet's file was read in, when it was not UTF-8.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadAs {
    /// Windows-1252, the superset of Latin-1 (ISO 8859-1) that spreadsheets on Windows save.
    Windows1252,
    /// UTF-16 with its byte-order mark.
    Utf16,
}

impl ReadAs {
    /// The encoding's name, as messages give it.
    pub fn name(self) -> &'static str {
        match self {
            ReadAs::Windows1252 => "Windows-1252 (Latin-1)",
            ReadAs::Utf16 => "UTF-16",
        }
    }
}

/// The text of a spreadsheet's file: UTF-8 as [`decode`] reads it; else UTF-16 with a
/// byte-order mark, or Latin-1 / Windows-1252 (bytes 0x80-0xFF that are no UTF-8 at all), each
/// decoded by `encoding_rs` and said ([`ReadAs`]). Anything else — UTF-16 without its mark, or
/// UTF-8 with some bytes broken (decoding it as Latin-1 would garble its good letters) — is
/// refused as [`decode`] refuses it: no text is guessed.
pub fn decode_spreadsheet(bytes: Vec<u8>) -> Result<(String, Option<ReadAs>), NotUtf8> {
    let e = match decode(bytes.clone()) {
        Ok(text) => return Ok((text, None)),
        Err(e) => e,
    };
    if let Some((encoding, _)) = encoding_rs::Encoding::for_bom(&bytes)
        && encoding != encoding_rs::UTF_8
    {
        let (text, _, bad) = encoding.decode(&bytes);
        return if bad {
            Err(e)
        } else {
            Ok((text.into_owned(), Some(ReadAs::Utf16)))
        };
    }
    if e.looks_like != Some("Latin-1 or Windows-1252") {
        return Err(e);
    }
    // Letters that are good UTF-8 beside bytes that are not: a UTF-8 file damaged, not Latin-1.
    let utf8_letters = bytes.utf8_chunks().any(|chunk| !chunk.valid().is_ascii());
    if utf8_letters {
        return Err(e);
    }
    let (text, _, _) = encoding_rs::WINDOWS_1252.decode(&bytes);
    Ok((text.into_owned(), Some(ReadAs::Windows1252)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spreadsheets_latin1_or_utf16_is_decoded_and_said_and_damaged_utf8_refused() {
        assert_eq!(
            decode_spreadsheet("naam\nZoë\n".as_bytes().to_vec()).unwrap(),
            ("naam\nZoë\n".to_owned(), None)
        );
        assert_eq!(
            decode_spreadsheet(b"Naam;Vereniging\nM\xfcller;Caf\xe9 \x93De Zon\x94\n".to_vec())
                .unwrap(),
            (
                "Naam;Vereniging\nMüller;Café “De Zon”\n".to_owned(),
                Some(ReadAs::Windows1252)
            )
        );
        let utf16: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("name\nЖанна".encode_utf16().flat_map(|u| u.to_le_bytes()))
            .collect();
        assert_eq!(
            decode_spreadsheet(utf16).unwrap(),
            ("name\nЖанна".to_owned(), Some(ReadAs::Utf16))
        );
        // UTF-8 with one byte broken: its good letters would be garbled as Latin-1.
        let mut damaged = "name\nZoë\n".as_bytes().to_vec();
        damaged.push(0xE9);
        let e = decode_spreadsheet(damaged).unwrap_err();
        assert_eq!(e.line, 3);
    }

    #[test]
    fn utf8_passes_and_loses_its_byte_order_mark() {
        assert_eq!(
            decode(b"\xEF\xBB\xBFname\nAnn".to_vec()).unwrap(),
            "name\nAnn"
        );
        assert_eq!(decode("Zoë".as_bytes().to_vec()).unwrap(), "Zoë");
    }

    #[test]
    fn latin1_and_utf16_are_named_with_the_place_of_the_first_bad_byte() {
        let e = decode(b"name\nZo\xEB Smit\n".to_vec()).unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
        assert_eq!(e.looks_like, Some("Latin-1 or Windows-1252"));
        assert_eq!(
            e.to_string(),
            "line 2, column 3: the file is not UTF-8 text (it looks like Latin-1 or Windows-1252: save it as UTF-8)"
        );
        let utf16: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("name\nAnn".encode_utf16().flat_map(|u| u.to_le_bytes()))
            .collect();
        let e = decode(utf16).unwrap_err();
        assert_eq!(e.looks_like, Some("UTF-16"));
        assert_eq!((e.line, e.column), (1, 1));
    }
}
