//! Gives the program a build id: a hash of everything that shapes the bytes of its pages
//! (the sources of the three crates, the templates, the static files, the compiled-in fixtures and
//! the locked dependencies). The public pages' `ETag`s include it, so a new build never
//! answers `304 Not Modified` to a page an older build rendered.

use std::path::{Path, PathBuf};

const INPUTS: [&str; 8] = [
    "locales",
    "src",
    "templates",
    "static",
    "rules/src",
    "pairing/src",
    "fixtures",
    "Cargo.lock",
];

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let Ok(entries) = std::fs::read_dir(path) else {
            return;
        };
        for e in entries.flatten() {
            files(&e.path(), out);
        }
    } else if path.is_file() {
        out.push(path.to_owned());
    }
}

/// 64-bit FNV-1a: stable across Rust versions and machines, unlike std's hasher.
fn fnv(hash: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *hash ^= u64::from(b);
        *hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
}

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let mut list = Vec::new();
    for input in INPUTS {
        println!("cargo:rerun-if-changed={input}");
        files(&root.join(input), &mut list);
    }
    list.sort();
    let mut hash = 0xcbf2_9ce4_8422_2325_u64;
    for path in &list {
        let name = path.strip_prefix(&root).unwrap_or(path);
        fnv(&mut hash, name.to_string_lossy().as_bytes());
        fnv(&mut hash, &[0]);
        fnv(&mut hash, &std::fs::read(path).unwrap_or_default());
        fnv(&mut hash, &[0]);
    }
    println!("cargo:rustc-env=CROWNHEAD_BUILD_ID={hash:016x}");
}
