//! Loading reference data from `tests/data/` (the Xiangqi and tournament crates keep their own
//! in `crates/xiangqi/tests/data/` and `crates/tournament/tests/data/`).

use std::path::PathBuf;

pub fn path(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(rel)
}

pub fn read(rel: &str) -> String {
    std::fs::read_to_string(path(rel)).unwrap_or_else(|e| panic!("reading {rel}: {e}"))
}

/// A path in the tournament crate's reference data (the Swiss corpus, `swiss/`).
pub fn tournament_path(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("crates/tournament/tests/data")
        .join(rel)
}

/// A file of the tournament crate's reference data.
pub fn read_tournament(rel: &str) -> String {
    std::fs::read_to_string(tournament_path(rel)).unwrap_or_else(|e| panic!("reading {rel}: {e}"))
}

/// A file of the Xiangqi crate's reference data.
pub fn read_xiangqi(rel: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("crates/xiangqi/tests/data")
        .join(rel);
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {rel}: {e}"))
}

/// JSON lines, `#` comments and blank lines skipped.
pub fn json_lines_of(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}
