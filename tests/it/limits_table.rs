//! The limits table of `docs/OPERATIONS.md` and `src/limits.rs` agree: every limit constant has a row naming
//! it, and the row's value is the constant's.

use arbiter::limits::ALL;

/// The value a table cell states: its first number (thousands separators allowed), scaled by
/// the unit right after it (`MiB`).
fn stated_value(cell: &str) -> Option<u64> {
    let start = cell.find(|c: char| c.is_ascii_digit())?;
    let rest = &cell[start..];
    let digits: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    let number: u64 = digits.parse().ok()?;
    let after = rest.trim_start_matches(|c: char| c.is_ascii_digit() || c == ',');
    Some(if after.trim_start().starts_with("MiB") {
        number * 1024 * 1024
    } else {
        number
    })
}

#[test]
fn the_limits_table_matches_the_code() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/OPERATIONS.md"))
            .expect("docs/OPERATIONS.md");
    let section = readme
        .split("## Limits")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("a Limits section");
    let mut rows = Vec::new();
    for line in section.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if let [_, _, value, constant, ..] = cells.as_slice()
            && let Some(name) = constant.strip_prefix('`').and_then(|c| c.strip_suffix('`'))
        {
            rows.push((name.to_string(), value.to_string()));
        }
    }
    let mut problems = Vec::new();
    for (name, value) in ALL {
        match rows.iter().find(|(n, _)| n == name) {
            None => problems.push(format!(
                "{name}: no row in the limits table of docs/OPERATIONS.md"
            )),
            Some((_, cell)) if stated_value(cell) != Some(*value) => problems.push(format!(
                "{name} = {value}, docs/OPERATIONS.md says {cell:?}"
            )),
            Some(_) => {}
        }
    }
    for (name, _) in &rows {
        if !ALL.iter().any(|(n, _)| n == name) {
            problems.push(format!("{name}: in docs/OPERATIONS.md, not in limits::ALL"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
