//! The rules modules stay pure: no transport or serialisation crate may appear in them.

use std::path::Path;

fn scan(dir: &Path, offenders: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_dir() {
            scan(&p, offenders);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&p).unwrap();
            for word in [
                "tonic", "prost", "axum", "http::", "hyper", "serde", "pbjson",
            ] {
                for (i, line) in text.lines().enumerate() {
                    let code = line.split("//").next().unwrap_or("");
                    if code.contains(word) {
                        offenders.push(format!("{}:{}: {word}", p.display(), i + 1));
                    }
                }
            }
        }
    }
}

#[test]
fn pure_modules_do_not_mention_transports() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut offenders = Vec::new();
    for area in ["xiangqi", "checkers", "tournament"] {
        scan(&root.join(area), &mut offenders);
    }
    assert!(offenders.is_empty(), "{offenders:#?}");
}
