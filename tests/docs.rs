//! The README and the guides in `docs/`: every relative link leads to a file of the checkout,
//! and every `#anchor` to a heading of its page (GitHub's way of naming headings).

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The pages checked: the README and every Markdown file under `docs/`.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("a docs folder")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The targets of the Markdown links `[text](target)` of a page, outside code.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_block = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            continue;
        }
        // Inline code spans never hold links.
        let prose: String = line
            .split('`')
            .enumerate()
            .filter(|(k, _)| k % 2 == 0)
            .map(|(_, s)| s)
            .collect::<Vec<_>>()
            .join(" ");
        let mut rest = prose.as_str();
        while let Some(k) = rest.find("](") {
            let after = &rest[k + 2..];
            let Some(end) = after.find(')') else { break };
            out.push(after[..end].trim().to_owned());
            rest = &after[end..];
        }
    }
    out
}

/// A heading's anchor as GitHub makes it: lower case, spaces to hyphens, punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(page: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(page).unwrap();
    let mut in_block = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
        } else if !in_block && line.starts_with('#') {
            out.push(anchor(line.trim_start_matches('#')));
        }
    }
    out
}

/// The links of the pages that lead nowhere: `page: target (why)`.
fn broken(pages: &[PathBuf]) -> Vec<String> {
    let mut out = Vec::new();
    for page in pages {
        let text = std::fs::read_to_string(page).unwrap();
        for target in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, fragment) = match target.split_once('#') {
                Some((f, a)) => (f, Some(a)),
                None => (target.as_str(), None),
            };
            let dest = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            if !dest.exists() {
                out.push(format!("{}: {target} (no such file)", page.display()));
            } else if let Some(a) = fragment
                && dest.extension().is_some_and(|e| e == "md")
                && !anchors(&dest).iter().any(|h| h == a)
            {
                out.push(format!("{}: {target} (no such heading)", page.display()));
            }
        }
    }
    out
}

#[test]
fn every_relative_link_of_the_readme_and_the_guides_resolves() {
    let pages = pages();
    assert!(pages.len() >= 5, "the README and four guides: {pages:?}");
    let bad = broken(&pages);
    assert!(bad.is_empty(), "links leading nowhere:\n{}", bad.join("\n"));
}

#[test]
fn a_link_to_a_missing_file_or_heading_is_found() {
    let dir = std::env::temp_dir().join(format!("crownhead-docs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let page = dir.join("page.md");
    std::fs::write(
        &page,
        "# A page\n\n## The web dashboard\n\n[ok](page.md#the-web-dashboard) [self](#a-page) \
         [gone](missing.md) [bad](page.md#nowhere) `[code](nowhere.md)`\n\n```\n[block](no.md)\n```\n",
    )
    .unwrap();
    let bad = broken(std::slice::from_ref(&page));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(bad.len(), 2, "{bad:?}");
    assert!(bad[0].ends_with("missing.md (no such file)"), "{bad:?}");
    assert!(
        bad[1].ends_with("page.md#nowhere (no such heading)"),
        "{bad:?}"
    );
}
