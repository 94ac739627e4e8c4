//! A form's body read byte for byte, as `application/x-www-form-urlencoded` or as
//! `multipart/form-data` (RFC 7578): each field's name and bytes, and for a file its name.
//! Nothing is decoded as text here, so a file in Latin-1 reaches its reader as the bytes it
//! holds (a lossy reading would turn its letters into U+FFFD).

use super::error::AdminError;

/// One field of a form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    /// The file's name, for a file chosen in a file input (empty when none was chosen).
    pub filename: Option<String>,
    pub value: Vec<u8>,
}

/// Why a form's body cannot be read (`words::body_problem` says it in the reader's language;
/// `Display` is the English of the logs).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BodyError {
    #[error("the multipart form has no boundary in its Content-Type")]
    NoBoundary,
    /// The content type sent, as the error repeats it.
    #[error(
        "the form is sent as {0:?}; this page takes multipart/form-data or application/x-www-form-urlencoded"
    )]
    WrongType(String),
    /// A multipart body damaged or cut off: what is wrong, in the reader's own words.
    #[error("{0}")]
    Damaged(String),
}

/// The fields of a body sent with `content_type`, or what makes it unreadable.
pub fn read(content_type: &str, body: &[u8]) -> Result<Vec<Field>, BodyError> {
    let kind = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    match kind.as_str() {
        "application/x-www-form-urlencoded" => Ok(urlencoded(body)),
        "multipart/form-data" => {
            let boundary = param(content_type, "boundary")
                .filter(|b| !b.is_empty())
                .ok_or(BodyError::NoBoundary)?;
            multipart(body, &boundary).map_err(BodyError::Damaged)
        }
        _ => Err(BodyError::WrongType(crate::domain::text::quoted(
            content_type,
        ))),
    }
}

/// The fields of an `application/x-www-form-urlencoded` body, each value percent-decoded
/// to its bytes (`+` is a space).
pub fn urlencoded(body: &[u8]) -> Vec<Field> {
    let decode = |b: &[u8]| -> Vec<u8> {
        let plus: Vec<u8> = b
            .iter()
            .map(|&c| if c == b'+' { b' ' } else { c })
            .collect();
        percent_encoding::percent_decode(&plus).collect()
    };
    body.split(|&b| b == b'&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (key, value) = match pair.iter().position(|&b| b == b'=') {
                Some(i) => (&pair[..i], &pair[i + 1..]),
                None => (pair, &[][..]),
            };
            Field {
                name: String::from_utf8_lossy(&decode(key)).into_owned(),
                filename: None,
                value: decode(value),
            }
        })
        .collect()
}

/// The value of parameter `name` in a header value such as `form-data; name="list";
/// filename="V261001.DRA"` (quotes removed, `\"` and `\\` unescaped).
fn param(header: &str, name: &str) -> Option<String> {
    let mut rest = header;
    while let Some(i) = rest.find(';') {
        rest = rest[i + 1..].trim_start();
        let Some(eq) = rest.find('=') else { break };
        let key = rest[..eq].trim();
        let after = &rest[eq + 1..];
        let (value, next) = if let Some(q) = after.strip_prefix('"') {
            let mut value = String::new();
            let mut chars = q.char_indices();
            let mut end = q.len();
            while let Some((j, c)) = chars.next() {
                match c {
                    '\\' => {
                        if let Some((_, e)) = chars.next() {
                            value.push(e);
                        }
                    }
                    '"' => {
                        end = j + 1;
                        break;
                    }
                    c => value.push(c),
                }
            }
            (value, &q[end..])
        } else {
            let end = after.find(';').unwrap_or(after.len());
            (after[..end].trim().to_owned(), &after[end..])
        };
        if key.eq_ignore_ascii_case(name) {
            return Some(value);
        }
        rest = next;
    }
    None
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// The next `\r\n--boundary` from `from` that is a delimiter (RFC 2046: followed by `--`, or
/// by spaces and a line end), not text that happens to begin like one.
fn find_delimiter(body: &[u8], delimiter: &[u8], from: usize) -> Option<usize> {
    let mut from = from;
    loop {
        let at = find(body, delimiter, from)?;
        let after = &body[at + delimiter.len()..];
        let padding = after
            .iter()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
        if after.starts_with(b"--") || after[padding..].starts_with(b"\r\n") {
            return Some(at);
        }
        from = at + 1;
    }
}

/// The parts of a `multipart/form-data` body delimited by `boundary`.
pub fn multipart(body: &[u8], boundary: &str) -> Result<Vec<Field>, String> {
    let delimiter = format!("--{boundary}").into_bytes();
    let next_delimiter = format!("\r\n--{boundary}").into_bytes();
    let unreadable = |what: &str| format!("the multipart form cannot be read: {what}");
    // The first delimiter starts the body or follows a preamble's line end.
    let mut at = if body.starts_with(&delimiter) {
        delimiter.len()
    } else {
        find_delimiter(body, &next_delimiter, 0)
            .ok_or_else(|| unreadable("its boundary is not in it"))?
            + next_delimiter.len()
    };
    let mut fields = Vec::new();
    loop {
        let rest = &body[at..];
        if rest.starts_with(b"--") {
            return Ok(fields);
        }
        // Transport padding, then the line end after the delimiter.
        let line_end =
            find(body, b"\r\n", at).ok_or_else(|| unreadable("a part has no headers"))?;
        if body[at..line_end].iter().any(|&b| b != b' ' && b != b'\t') {
            return Err(unreadable("text follows a boundary on its line"));
        }
        let headers_start = line_end + 2;
        let headers_end = if body[headers_start..].starts_with(b"\r\n") {
            headers_start
        } else {
            find(body, b"\r\n\r\n", headers_start)
                .ok_or_else(|| unreadable("a part's headers do not end"))?
                + 2
        };
        let headers = String::from_utf8_lossy(&body[headers_start..headers_end]);
        let data_start = headers_end + 2;
        let data_end = find_delimiter(body, &next_delimiter, data_start.min(body.len()))
            .ok_or_else(|| unreadable("it ends before its closing boundary"))?;
        let disposition = headers
            .split("\r\n")
            .find_map(|h| {
                let (k, v) = h.split_once(':')?;
                k.trim()
                    .eq_ignore_ascii_case("content-disposition")
                    .then(|| v.trim().to_owned())
            })
            .ok_or_else(|| unreadable("a part has no Content-Disposition header"))?;
        let name =
            param(&disposition, "name").ok_or_else(|| unreadable("a part has no field name"))?;
        fields.push(Field {
            name,
            filename: param(&disposition, "filename"),
            value: body[data_start..data_end].to_vec(),
        });
        at = data_end + next_delimiter.len();
    }
}

/// An upload form's fields read: the session's token, the file chosen in the file input
/// named `file` (its name and bytes), and every other field in the order sent.
#[derive(Debug, Default)]
pub struct Upload {
    pub csrf: Option<String>,
    /// None when no file was chosen: a file input left empty sends an empty part without a
    /// name.
    pub file: Option<(String, Vec<u8>)>,
    pub fields: Vec<Field>,
}

impl Upload {
    /// The fields of a body sent with `content_type` (see [`read`]), its file input named
    /// `file`.
    pub fn read(content_type: &str, body: &[u8], file: &str) -> Result<Upload, BodyError> {
        let mut upload = Upload::default();
        for f in read(content_type, body)? {
            if f.name == "csrf" {
                upload.csrf = Some(text(f.value));
            } else if f.name == file {
                let name = f.filename.unwrap_or_default();
                if !(name.is_empty() && f.value.is_empty()) {
                    upload.file = Some((name, f.value));
                }
            } else {
                upload.fields.push(f);
            }
        }
        Ok(upload)
    }

    /// Reads an upload form (see [`Upload::read`]) with the tournament's version it was read
    /// at, handing every other field to `field` by its name, in the order sent. A body that
    /// cannot be read, or a version that is not a number, is refused in the reader's language.
    pub fn each(
        content_type: &str,
        body: &[u8],
        file: &str,
        mut field: impl FnMut(&str, Vec<u8>),
    ) -> Result<Sent, AdminError> {
        let upload = Upload::read(content_type, body, file)
            .map_err(|e| AdminError::from(crate::web::words::body_problem(&e)))?;
        let mut version = None;
        for f in upload.fields {
            match f.name.as_str() {
                "version" => version = Some(form_version(f.value)?),
                name => field(name, f.value),
            }
        }
        Ok(Sent {
            csrf: upload.csrf,
            version,
            file: upload.file,
        })
    }
}

/// What every upload form sends beside its own fields: the session's token, the tournament's
/// version where the form edits one, and the file chosen.
#[derive(Debug, Default)]
pub struct Sent {
    pub csrf: Option<String>,
    pub version: Option<i64>,
    pub file: Option<(String, Vec<u8>)>,
}

/// The version field of an uploaded form, as sent.
fn form_version(value: Vec<u8>) -> Result<i64, AdminError> {
    text(value).trim().parse().map_err(|_| {
        AdminError::field(
            "field-form",
            crate::web::words::Msg::new("form-version-not-number"),
        )
    })
}

/// A field's bytes as text, a byte that is no UTF-8 read as U+FFFD.
pub fn text(value: Vec<u8>) -> String {
    String::from_utf8_lossy(&value).into_owned()
}

/// A file's own name, as a page shows it and the audit log cites it (browsers of old sent the whole path), visible characters only, at most
/// 100 characters.
pub fn file_name(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or("").trim();
    let clean: String = base.chars().take(100).collect();
    if clean.is_empty() || crate::domain::text::name_problem(&clean).is_some() {
        "uploaded file".to_owned()
    } else {
        clean
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(parts: &[(&str, Option<&str>, &[u8])]) -> Vec<u8> {
        let mut b = b"preamble to ignore\r\n".to_vec();
        for (name, file, data) in parts {
            b.extend_from_slice(b"--XyZ\r\n");
            let disposition = match file {
                Some(f) => format!("form-data; name=\"{name}\"; filename=\"{f}\""),
                None => format!("form-data; name=\"{name}\""),
            };
            b.extend_from_slice(format!("Content-Disposition: {disposition}\r\n").as_bytes());
            if file.is_some() {
                b.extend_from_slice(b"Content-Type: application/octet-stream\r\n");
            }
            b.extend_from_slice(b"\r\n");
            b.extend_from_slice(data);
            b.extend_from_slice(b"\r\n");
        }
        b.extend_from_slice(b"--XyZ--\r\n");
        b
    }

    #[test]
    fn a_file_part_arrives_byte_for_byte_with_its_name() {
        let latin1: &[u8] = b"nr_ew,last_n\r\n1,M\xfcller\r\n--XyZnot a boundary\r\n";
        let b = body(&[
            ("csrf", None, b"tok"),
            ("list", Some("V261001.DRA"), latin1),
            ("text", None, b""),
        ]);
        let fields = read("multipart/form-data; boundary=XyZ", &b).unwrap();
        assert_eq!(fields.len(), 3);
        assert_eq!(
            (fields[0].name.as_str(), &fields[0].value[..]),
            ("csrf", &b"tok"[..])
        );
        assert_eq!(fields[1].filename.as_deref(), Some("V261001.DRA"));
        assert_eq!(fields[1].value, latin1);
        assert_eq!(fields[2].value, b"");
        let quoted = read("Multipart/Form-Data; charset=x; boundary=\"XyZ\"", &b).unwrap();
        assert_eq!(quoted, fields);
    }

    #[test]
    fn an_upload_keeps_its_token_its_file_and_the_other_fields_in_order() {
        let mp = "multipart/form-data; boundary=XyZ";
        let b = body(&[
            ("version", None, b"7"),
            ("csrf", None, b"tok"),
            ("list", Some("V261001.DRA"), b"1,M\xfcller"),
            ("text", None, b"pasted"),
        ]);
        let u = Upload::read(mp, &b, "list").unwrap();
        assert_eq!(u.csrf.as_deref(), Some("tok"));
        assert_eq!(
            u.file,
            Some(("V261001.DRA".to_owned(), b"1,M\xfcller".to_vec()))
        );
        let names: Vec<&str> = u.fields.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["version", "text"]);
        // A file input left empty sends a part without a name or bytes: no file. Another
        // file input is a field as any other.
        let b = body(&[("list", Some(""), b""), ("file", Some("a.csv"), b"x")]);
        let u = Upload::read(mp, &b, "list").unwrap();
        assert_eq!((u.csrf, u.file, u.fields.len()), (None, None, 1));
        assert!(Upload::read("text/plain", b"x", "list").is_err());
    }

    #[test]
    fn a_damaged_multipart_body_is_refused_saying_why() {
        let b = body(&[("list", Some("a.DRA"), b"1,2")]);
        let cut = &b[..b.len() - 12];
        let e = read("multipart/form-data; boundary=XyZ", cut).unwrap_err();
        assert!(
            e.to_string().contains("ends before its closing boundary"),
            "{e}"
        );
        let e = read("multipart/form-data; boundary=Other", &b).unwrap_err();
        assert!(e.to_string().contains("boundary is not in it"), "{e}");
        let e = read("multipart/form-data", &b).unwrap_err();
        assert!(e.to_string().contains("no boundary"), "{e}");
        let e = read("text/plain", b"x").unwrap_err();
        assert!(e.to_string().contains("\"text/plain\""), "{e}");
    }

    #[test]
    fn url_encoded_values_are_decoded_to_their_bytes() {
        let fields = read(
            "application/x-www-form-urlencoded",
            b"a=1+2%2C3&text=M%FCller&empty=&flag",
        )
        .unwrap();
        let got: Vec<(&str, &[u8])> = fields
            .iter()
            .map(|f| (f.name.as_str(), f.value.as_slice()))
            .collect();
        assert_eq!(
            got,
            [
                ("a", &b"1 2,3"[..]),
                ("text", b"M\xfcller"),
                ("empty", b""),
                ("flag", b"")
            ]
        );
    }

    #[test]
    fn header_parameters_are_unquoted() {
        let h = r#"form-data; name="list"; filename="a \"b\" c;d.DRA""#;
        assert_eq!(param(h, "name").as_deref(), Some("list"));
        assert_eq!(param(h, "filename").as_deref(), Some("a \"b\" c;d.DRA"));
        assert_eq!(
            param("x; boundary=abc; y=1", "boundary").as_deref(),
            Some("abc")
        );
        assert_eq!(param("form-data; name=x", "filename"), None);
    }
}
