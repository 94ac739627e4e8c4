//! The modules' imports run one way: no circle between the modules of `src/`, and no import
//! from a lower layer up into a higher one (domain, ballot, pairing < export < store < web <
//! cli). Read from the source itself: every `use` tree and every `crate::`/`super::` path, an
//! item re-exported by a parent module (`pub use child::Item`) counted as the child's.
//!
//! A module depending on its own submodules (a `mod.rs` declaring and re-exporting them) is not
//! counted; a submodule reaching back up to an item its parent defines is.
//!
//! The pairing engines are their own crate (`pairing/`, reached as `crate::pairing`): it does
//! not depend on this one, so the compiler itself keeps it at the bottom.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// The layers, lowest first; a module may use its own layer and those below.
const LAYERS: [&[&str]; 5] = [
    &["domain", "ballot", "pairing"],
    &["export"],
    &["store"],
    &["web"],
    &["cli", "startup"],
];

fn layer(module: &str) -> Option<usize> {
    let top = module.split("::").next()?;
    LAYERS.iter().position(|l| l.contains(&top))
}

/// Every `.rs` file under `dir` with its module path (`domain::team`, `domain` for
/// `domain/mod.rs`); `lib.rs` and `main.rs` are the crate's root and left out.
fn modules(root: &Path) -> BTreeMap<String, PathBuf> {
    fn walk(dir: &Path, prefix: &[String], out: &mut BTreeMap<String, PathBuf>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
            .map(|e| e.expect("a directory entry").path())
            .collect();
        entries.sort();
        for p in entries {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            if p.is_dir() {
                let mut next = prefix.to_vec();
                next.push(name);
                walk(&p, &next, out);
            } else if p.extension().is_some_and(|e| e == "rs") {
                if prefix.is_empty() && (name == "lib" || name == "main") {
                    continue;
                }
                let mut path = prefix.to_vec();
                if name != "mod" {
                    path.push(name);
                }
                out.insert(path.join("::"), p);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(root, &[], &mut out);
    out
}

/// The code of a file without comments, string literals and its test module.
fn code(text: &str) -> String {
    let cut = text
        .find("#[cfg(test)]\nmod ")
        .or_else(|| text.find("#[cfg(test)]\npub mod "))
        .unwrap_or(text.len());
    let text = &text[..cut];
    let mut out = String::with_capacity(text.len());
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            i += 2;
            while i < b.len() && !b[i..].starts_with(b"*/") {
                i += 1;
            }
            i += 2;
        } else if b[i] == b'r' && b.get(i + 1).is_some_and(|&c| c == b'"' || c == b'#') {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                out.push('r');
                i += 1;
                continue;
            }
            let end: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            j += 1;
            while j < b.len() && !b[j..].starts_with(&end) {
                j += 1;
            }
            i = j + end.len();
            out.push_str("\"\"");
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i] == b'\'' && b.get(i + 2) == Some(&b'\'') {
            // A character literal such as '"' or '{'.
            i += 3;
            out.push_str("' '");
        } else if b[i] == b'\'' && b.get(i + 1) == Some(&b'\\') {
            let mut j = i + 2;
            while j < b.len() && b[j] != b'\'' {
                j += 1;
            }
            i = j + 1;
            out.push_str("' '");
        } else {
            let len = text[i..].chars().next().map_or(1, char::len_utf8);
            out.push_str(&text[i..i + len]);
            i += len;
        }
    }
    out
}

/// The paths of a `use` tree, braces expanded: `a::{b, c::{d, e as f}}` gives `a::b`,
/// `a::c::d`, `a::c::e`; each with the name it is bound to (`self` binds the path's last segment).
fn expand(tree: &str) -> Vec<(Vec<String>, String)> {
    fn parse(s: &str, prefix: &[String], out: &mut Vec<(Vec<String>, String)>) {
        let s = s.trim();
        if s.is_empty() {
            return;
        }
        if let Some(open) = s.find('{') {
            let head: Vec<String> = s[..open]
                .split("::")
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(String::from)
                .collect();
            let close = s.rfind('}').expect("a closing brace");
            let inner = &s[open + 1..close];
            let mut depth = 0;
            let mut start = 0;
            let mut next: Vec<String> = prefix.to_vec();
            next.extend(head);
            for (k, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        parse(&inner[start..k], &next, out);
                        start = k + 1;
                    }
                    _ => {}
                }
            }
            parse(&inner[start..], &next, out);
        } else {
            let (path, alias) = match s.split_once(" as ") {
                Some((p, a)) => (p.trim(), Some(a.trim().to_owned())),
                None => (s, None),
            };
            let mut full: Vec<String> = prefix.to_vec();
            full.extend(path.split("::").map(|x| x.trim().to_owned()));
            if full.last().is_some_and(|l| l == "self") {
                full.pop();
            }
            let bound = alias.unwrap_or_else(|| full.last().cloned().unwrap_or_default());
            out.push((full, bound));
        }
    }
    let mut out = Vec::new();
    parse(tree, &[], &mut out);
    out
}

/// The `use` statements of a piece of code: (is it `pub use`, the tree).
fn uses(code: &str) -> Vec<(bool, String)> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(k) = find_word(rest, "use") {
        let before = rest[..k].trim_end();
        let public = before.ends_with("pub") || before.ends_with(')') && before.contains("pub(");
        let tail = &rest[k + 3..];
        let Some(end) = tail.find(';') else { break };
        out.push((
            public,
            tail[..end].split_whitespace().collect::<Vec<_>>().join(" "),
        ));
        rest = &tail[end + 1..];
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The byte offset of `word` standing alone (not part of a longer identifier).
fn find_word(s: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(k) = s[from..].find(word) {
        let at = from + k;
        let before = s[..at].chars().next_back();
        let after = s[at + word.len()..].chars().next();
        if !before.is_some_and(is_ident) && !after.is_some_and(is_ident) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// Every path `first::a::b…` in the code that starts with one of `firsts`, as its segments.
fn paths_from(code: &str, firsts: &BTreeSet<String>) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = code.char_indices().collect();
    let mut k = 0;
    while k < chars.len() {
        let (at, c) = chars[k];
        let prev = if k == 0 { None } else { Some(chars[k - 1].1) };
        if is_ident(c) && !prev.is_some_and(|p| is_ident(p) || p == ':') {
            let mut end = k;
            while end < chars.len() && (is_ident(chars[end].1) || chars[end].1 == ':') {
                end += 1;
            }
            let stop = chars.get(end).map_or(code.len(), |x| x.0);
            let word = &code[at..stop];
            let segs: Vec<String> = word.split("::").map(String::from).collect();
            if segs.len() > 1 && firsts.contains(&segs[0]) {
                out.push(segs.into_iter().filter(|s| !s.is_empty()).collect());
            }
            k = end;
        } else {
            k += 1;
        }
    }
    out
}

struct Graph {
    modules: BTreeMap<String, PathBuf>,
    /// Per module: the items it re-exports (`pub use child::Item`), by name, to the module that
    /// defines them.
    reexports: HashMap<String, HashMap<String, Vec<String>>>,
}

impl Graph {
    /// The module of the crate a path (absolute from the crate's root) leads to: its longest
    /// prefix that is a module, through the re-exports of that module.
    fn resolve(&self, path: &[String], depth: usize) -> Option<String> {
        let mut best = None;
        for n in (1..=path.len()).rev() {
            let m = path[..n].join("::");
            if self.modules.contains_key(&m) {
                best = Some((m, n));
                break;
            }
        }
        let (m, n) = best?;
        if let (Some(item), Some(map)) = (path.get(n), self.reexports.get(&m))
            && depth < 8
            && let Some(target) = map.get(item)
        {
            return self.resolve(target, depth + 1).or(Some(m));
        }
        Some(m)
    }
}

/// Makes a path absolute from the crate's root, read in `module` (`crate::`, `super::`,
/// `self::`, or a child module's name in a `use`); `None` for other crates' paths.
fn absolute(module: &str, path: &[String], children: &BTreeSet<String>) -> Option<Vec<String>> {
    let mut base: Vec<String> = if module.is_empty() {
        vec![]
    } else {
        module.split("::").map(String::from).collect()
    };
    let mut segs = path.iter().peekable();
    match segs.peek().map(|s| s.as_str()) {
        Some("crate") => {
            segs.next();
            base.clear();
        }
        Some("super") => {
            while segs.peek().is_some_and(|s| *s == "super") {
                segs.next();
                base.pop();
            }
        }
        Some("self") => {
            segs.next();
        }
        Some(first) if children.contains(first) => {}
        _ => return None,
    }
    base.extend(segs.cloned());
    Some(base)
}

fn graph(root: &Path) -> (Graph, BTreeMap<String, BTreeSet<String>>) {
    let modules = modules(root);
    let children = |m: &str| -> BTreeSet<String> {
        modules
            .keys()
            .filter_map(|k| {
                let rest = if m.is_empty() {
                    k.as_str()
                } else {
                    k.strip_prefix(m)?.strip_prefix("::")?
                };
                (!rest.contains("::")).then(|| rest.to_owned())
            })
            .collect()
    };
    let codes: BTreeMap<&String, String> = modules
        .iter()
        .map(|(m, p)| (m, code(&std::fs::read_to_string(p).expect("a source file"))))
        .collect();
    let mut reexports: HashMap<String, HashMap<String, Vec<String>>> = HashMap::new();
    for (m, c) in &codes {
        let kids = children(m);
        for (public, tree) in uses(c) {
            if !public {
                continue;
            }
            for (path, bound) in expand(&tree) {
                if let Some(abs) = absolute(m, &path, &kids) {
                    reexports
                        .entry((*m).clone())
                        .or_default()
                        .insert(bound, abs);
                }
            }
        }
    }
    let g = Graph {
        modules: modules.clone(),
        reexports,
    };
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (m, c) in &codes {
        let kids = children(m);
        let mut found: Vec<Vec<String>> = Vec::new();
        // Names bound by `use` to a module of the crate, to follow `name::Item` paths.
        let mut aliases: HashMap<String, Vec<String>> = HashMap::new();
        for (_, tree) in uses(c) {
            for (path, bound) in expand(&tree) {
                if let Some(abs) = absolute(m, &path, &kids) {
                    if g.modules.contains_key(&abs.join("::")) {
                        aliases.insert(bound, abs.clone());
                    }
                    found.push(abs);
                }
            }
        }
        let firsts: BTreeSet<String> = ["crate", "super", "self"]
            .map(String::from)
            .into_iter()
            .chain(aliases.keys().cloned())
            .chain(kids.iter().cloned())
            .collect();
        for p in paths_from(c, &firsts) {
            if let Some(base) = aliases.get(&p[0]) {
                let mut abs = base.clone();
                abs.extend(p[1..].iter().cloned());
                found.push(abs);
            } else if let Some(abs) = absolute(m, &p, &kids) {
                found.push(abs);
            }
        }
        let from = (*m).clone();
        let set = edges.entry(from.clone()).or_default();
        for abs in found {
            let Some(to) = g.resolve(&abs, 0) else {
                continue;
            };
            let descendant = from.is_empty() || to.starts_with(&format!("{from}::"));
            if to != from && !descendant {
                set.insert(to);
            }
        }
    }
    (g, edges)
}

/// The groups of modules that reach each other (Tarjan's strongly connected components), the
/// ones of more than one module.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: HashMap<&'a str, usize>,
        low: HashMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        next: usize,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        s.index.insert(v, s.next);
        s.low.insert(v, s.next);
        s.next += 1;
        s.stack.push(v);
        s.on.insert(v);
        if let Some(ws) = s.edges.get(v) {
            for w in ws {
                let w = w.as_str();
                if !s.index.contains_key(w) {
                    visit(s, w);
                    let lw = s.low[w];
                    let lv = s.low.get_mut(v).unwrap();
                    *lv = (*lv).min(lw);
                } else if s.on.contains(w) {
                    let iw = s.index[w];
                    let lv = s.low.get_mut(v).unwrap();
                    *lv = (*lv).min(iw);
                }
            }
        }
        if s.low[v] == s.index[v] {
            let mut group = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on.remove(w);
                group.push(w.to_owned());
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                s.out.push(group);
            }
        }
    }
    let mut s = State {
        edges,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out.sort();
    s.out
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_module_imports_a_higher_layer() {
    let (_, edges) = graph(&src());
    let mut upward = Vec::new();
    for (from, tos) in &edges {
        for to in tos {
            if let (Some(a), Some(b)) = (layer(from), layer(to))
                && b > a
            {
                upward.push(format!("{from} -> {to}"));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports running upward (layers: {LAYERS:?}):\n{}",
        upward.join("\n")
    );
}

#[test]
fn no_circle_between_modules() {
    let (_, edges) = graph(&src());
    let found = circles(&edges);
    let shown: Vec<String> = found
        .iter()
        .map(|group| {
            let members: BTreeSet<&String> = group.iter().collect();
            let inner: Vec<String> = group
                .iter()
                .flat_map(|a| {
                    edges[a]
                        .iter()
                        .filter(|b| members.contains(b))
                        .map(move |b| format!("  {a} -> {b}"))
                })
                .collect();
            format!("{}:\n{}", group.join(", "), inner.join("\n"))
        })
        .collect();
    assert!(
        found.is_empty(),
        "modules that import each other:\n{}",
        shown.join("\n\n")
    );
}

/// The checks see what they are meant to see: a circle and an upward import written on purpose
/// in a scratch copy of a small tree are both found.
#[test]
fn a_circle_or_an_upward_import_added_on_purpose_is_found() {
    let dir = std::env::temp_dir().join(format!("crownhead-layers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (file, text) in [
        (
            "domain/mod.rs",
            "pub mod a;\npub mod b;\npub use a::Alpha;\n",
        ),
        (
            "domain/a.rs",
            "use super::b::Beta; // a comment naming crate::web\npub struct Alpha;\n",
        ),
        (
            "domain/b.rs",
            "pub struct Beta(crate::domain::Alpha);\nconst S: &str = \"crate::store::X\";\n",
        ),
        (
            "export/mod.rs",
            "use crate::{domain::{self, b::Beta}, store::Thing};\n",
        ),
        ("store/mod.rs", "pub struct Thing;\n"),
    ] {
        let p = dir.join(file);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    let (_, edges) = graph(&dir);
    assert_eq!(
        circles(&edges),
        vec![vec!["domain::a".to_owned(), "domain::b".to_owned()]],
        "{edges:?}"
    );
    let export: Vec<&String> = edges["export"].iter().collect();
    assert_eq!(export, ["domain", "domain::b", "store"], "{edges:?}");
    assert!(
        edges["domain::a"].iter().all(|m| m != "web"),
        "a comment counted as an import: {edges:?}"
    );
    assert!(
        edges["domain::b"].iter().all(|m| m != "store"),
        "a string counted as an import: {edges:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every source file of the program, the rules crate and the pairing crate opens with a module comment (`//!`)
/// saying what it is for, so that a reader learns a module from its first lines.
#[test]
fn every_module_opens_with_a_comment_saying_what_it_is_for() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    let mut read = 0;
    for dir in [
        root.join("src"),
        root.join("rules/src"),
        root.join("pairing/src"),
    ] {
        let mut files = modules(&dir).into_values().collect::<Vec<_>>();
        files.extend(
            ["lib.rs", "main.rs"]
                .map(|f| dir.join(f))
                .into_iter()
                .filter(|p| p.exists()),
        );
        for file in files {
            read += 1;
            let text = std::fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
            if !text.trim_start().starts_with("//!") {
                missing.push(
                    file.strip_prefix(root)
                        .unwrap_or(&file)
                        .display()
                        .to_string(),
                );
            }
        }
    }
    assert!(read > 100, "only {read} source files found");
    assert!(
        missing.is_empty(),
        "files without an opening module comment (`//! …`):\n{}",
        missing.join("\n")
    );
}
