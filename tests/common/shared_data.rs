//! The shared reference data, `../shared/data` beside the workspace. The tests that read it
//! (of both crates: `draughts-rules` includes this file too) are skipped with a message when it
//! is absent, as on a developer's machine without it; under CI (`CI=true`), which always has
//! it, its absence means a broken path and fails the test instead of passing it unchecked.

use std::path::{Path, PathBuf};

/// The workspace root: the first directory above the including crate that holds `Cargo.lock`.
fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest
        .ancestors()
        .find(|d| d.join("Cargo.lock").is_file())
        .unwrap_or(manifest)
        .to_path_buf()
}

/// Whether the tests run under CI (`CI=true`, or `CI=1`).
fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v.eq_ignore_ascii_case("true") || v == "1")
}

/// `../shared/data/RELATIVE` (a file or a directory) when it exists. When it does not: under
/// CI a panic naming the path; elsewhere `None` after a "skipped" message.
pub fn shared_data(relative: &str) -> Option<PathBuf> {
    locate(&workspace_root().join("../shared/data"), relative, in_ci())
}

/// [`shared_data`] under `base`, with CI said rather than read (for its own tests).
pub fn locate(base: &Path, relative: &str, ci: bool) -> Option<PathBuf> {
    let path = base.join(relative);
    if path.exists() {
        return Some(path);
    }
    assert!(
        !ci,
        "the shared reference data {} is absent: CI always has ../shared/data beside the \
         workspace, so this path is wrong or the data was not provided (CI=true)",
        path.display()
    );
    eprintln!("skipped: {} is absent", path.display());
    None
}
