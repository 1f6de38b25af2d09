//! Loading this crate's reference data from `tests/data/`.

use std::path::PathBuf;

pub fn path(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(rel)
}

pub fn read(rel: &str) -> String {
    std::fs::read_to_string(path(rel)).unwrap_or_else(|e| panic!("reading {rel}: {e}"))
}

pub fn json_lines(rel: &str) -> Vec<serde_json::Value> {
    read(rel)
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{rel}: {e}")))
        .collect()
}
