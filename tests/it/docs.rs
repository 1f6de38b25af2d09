//! The contributor docs name files and items that exist: a recipe that points at a moved file
//! or a renamed function sends a newcomer nowhere.

use std::path::Path;

const DOCS: &[&str] = &[
    "CONTRIBUTING.md",
    "docs/ARCHITECTURE.md",
    "README.md",
    "docs/API.md",
    "docs/OPERATIONS.md",
    "docs/DEVELOPMENT.md",
];
const ROOTS: &[&str] = &[
    "src/",
    "crates/",
    "tests/",
    "scripts/",
    "proto/",
    "deploy/",
    "clients/",
    "examples/",
    "console/",
    "locales/",
    "benches/",
    "docs/",
    ".ci/",
];

/// Every `code span` of a Markdown text.
fn code_spans(text: &str) -> impl Iterator<Item = &str> {
    text.split('`').skip(1).step_by(2)
}

#[test]
fn every_path_and_item_the_docs_name_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    let mut checked = 0;
    for doc in DOCS {
        let text = std::fs::read_to_string(root.join(doc)).unwrap_or_default();
        assert!(!text.is_empty(), "{doc} is missing");
        for span in code_spans(&text) {
            let (path, item) = span.split_once("::").unwrap_or((span, ""));
            // Placeholders (`<area>`, `*.proto`, `{a,b}`), elided paths and commands are not
            // names of files.
            if span.contains(char::is_whitespace)
                || !ROOTS.iter().any(|r| path.starts_with(r))
                || path.contains(['<', '*', '{', '…'])
            {
                continue;
            }
            checked += 1;
            let file = root.join(path);
            if !file.exists() {
                missing.push(format!("{doc}: {span}"));
                continue;
            }
            let name: String = item
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty()
                && file.is_file()
                && !std::fs::read_to_string(&file)
                    .unwrap_or_default()
                    .contains(&name)
            {
                missing.push(format!("{doc}: {span} (no `{name}` in the file)"));
            }
        }
    }
    assert!(
        checked > 100,
        "only {checked} paths found: is the scan broken?"
    );
    assert!(
        missing.is_empty(),
        "docs name what is not there:\n{}",
        missing.join("\n")
    );
}
