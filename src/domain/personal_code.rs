//! A player's personal code: the secret of their personal link, short enough to print beside
//! the QR code and to type on a phone (`/p/K7QM2-XW9TB`).
//!
//! Ten characters of an alphabet without look-alikes: the digits 2–9 and the letters without
//! I, L, O and U (as Crockford's base 32 leaves them out; no 0/O, 1/I/L, U/V): 30 symbols, so
//! 30^10 ≈ 5.9 × 10^14 codes (49 bits). Guessing one is bounded by the personal routes' limit
//! of unknown codes an address may try (30 a minute, `web::me`): with 500 live codes an
//! address needs about 10^12 tries, some 60,000 years, on average.
//!
//! Typed codes are read leniently: lower case, spaces and dashes are accepted; a character
//! outside the alphabet is named with its place.

/// The characters of a code.
pub const ALPHABET: &[u8; 30] = b"23456789ABCDEFGHJKMNPQRSTVWXYZ";
/// The length of a code.
pub const LEN: usize = 10;
/// The length of each group a code is printed in.
pub const GROUP: usize = 5;

/// Why a typed code is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("the code is empty")]
    Empty,
    #[error("the code has {0} characters, not {LEN}")]
    Length(usize),
    #[error("character {place} of the code, {found:?}, is none of the code's characters")]
    Character { place: usize, found: char },
}

/// A new code from `random` (one byte per character, each taken only below the largest
/// multiple of 30, so that every character is equally likely).
pub fn from_random(mut random: impl FnMut() -> u8) -> String {
    let mut out = String::with_capacity(LEN);
    while out.len() < LEN {
        let b = random();
        // 240 = 8 × 30: the bytes 240–255 would favour the first 16 characters.
        if b < 240 {
            out.push(ALPHABET[usize::from(b) % ALPHABET.len()] as char);
        }
    }
    out
}

/// Whether `token` is a code (as stored: upper case, no dashes).
pub fn is_code(token: &str) -> bool {
    token.len() == LEN && token.bytes().all(|b| ALPHABET.contains(&b))
}

/// A code as it is printed: `K7QM2-XW9TB`.
pub fn grouped(code: &str) -> String {
    let chars: Vec<char> = code.chars().collect();
    chars
        .chunks(GROUP)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// The code `typed` names: upper-cased, spaces and dashes left out.
pub fn read(typed: &str) -> Result<String, CodeError> {
    let mut out = String::with_capacity(LEN);
    let mut place = 0;
    for c in typed.trim().chars() {
        if c == '-' || c.is_whitespace() {
            continue;
        }
        place += 1;
        let up = c.to_ascii_uppercase();
        if !up.is_ascii() || !ALPHABET.contains(&(up as u8)) {
            return Err(CodeError::Character { place, found: c });
        }
        out.push(up);
    }
    match out.len() {
        0 => Err(CodeError::Empty),
        LEN => Ok(out),
        n => Err(CodeError::Length(n)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_no_look_alikes() {
        for c in b"01ILOU" {
            assert!(!ALPHABET.contains(c), "{}", *c as char);
        }
        let mut set = ALPHABET.to_vec();
        set.sort();
        set.dedup();
        assert_eq!(set.len(), 30);
    }

    #[test]
    fn a_code_is_ten_characters_evenly_drawn() {
        let mut bytes = [255u8, 240, 0, 29, 30, 239, 1, 2, 3, 4, 5, 6].into_iter();
        let code = from_random(|| bytes.next().unwrap());
        // 255 and 240 are skipped; 0 and 30 are both the first character, 29 and 239 the last.
        assert_eq!(code, "2Z2Z345678");
        assert!(is_code(&code));
        let mut n = 0u8;
        let codes: std::collections::BTreeSet<String> = (0..50)
            .map(|_| {
                from_random(|| {
                    n = n.wrapping_mul(197).wrapping_add(89);
                    n
                })
            })
            .collect();
        assert!(codes.iter().all(|c| is_code(c)));
    }

    #[test]
    fn a_typed_code_is_read_leniently_and_a_wrong_one_said_where() {
        assert_eq!(grouped("K7QM2XW9TB"), "K7QM2-XW9TB");
        assert_eq!(read("k7qm2-xw9tb").unwrap(), "K7QM2XW9TB");
        assert_eq!(read(" K7QM2 XW9TB ").unwrap(), "K7QM2XW9TB");
        assert_eq!(read(""), Err(CodeError::Empty));
        assert_eq!(read("K7QM2-XW9T"), Err(CodeError::Length(9)));
        assert_eq!(
            read("K7QM2-XO9TB"),
            Err(CodeError::Character {
                place: 7,
                found: 'O'
            })
        );
        assert_eq!(
            read("Ж7QM2XW9TB").unwrap_err().to_string(),
            "character 1 of the code, 'Ж', is none of the code's characters"
        );
        assert!(!is_code(&"a".repeat(64)));
    }
}
