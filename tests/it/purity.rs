//! The rules crates stay pure: no transport or serialisation crate may appear in them.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, sub-folders included, in a stable order.
fn rust_files_in(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap().flatten() {
            let p = entry.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The normal dependencies a workspace crate's manifest declares (its `[dependencies]` table):
/// what a user of the crate builds, its tests' dev-dependencies left out.
fn declared_dependencies(manifest: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == "[dependencies]";
        } else if inside && !line.is_empty() && !line.starts_with('#') {
            let key = line.split(['=', '.', ' ']).next().unwrap_or("");
            out.push(key.to_string());
        }
    }
    out
}

/// Every crate `name` depends on, directly or not, as a user of it builds it: a workspace
/// crate's own `[dependencies]` (the lock file also lists the dev-dependencies of workspace
/// members, which a user never builds), every other package's as `Cargo.lock` records it (all
/// it resolved, so a superset of `cargo tree`).
fn dependency_closure(lock: &str, name: &str) -> std::collections::BTreeSet<String> {
    let mut deps: std::collections::HashMap<String, Vec<String>> = Default::default();
    for block in lock.split("[[package]]").skip(1) {
        let Some(package) = block
            .lines()
            .find_map(|l| l.strip_prefix("name = "))
            .map(|n| n.trim_matches('"').to_string())
        else {
            continue;
        };
        let list = block
            .split_once("dependencies = [")
            .map(|(_, rest)| rest.split(']').next().unwrap_or(""))
            .unwrap_or("");
        let names = list
            .split(',')
            .filter_map(|d| d.trim().trim_matches('"').split(' ').next())
            .filter(|d| !d.is_empty())
            .map(str::to_string)
            .collect();
        deps.entry(package).or_insert(names);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (package, list) in deps.iter_mut() {
        let manifest = package
            .strip_prefix("arbiter-")
            .map(|dir| root.join("crates").join(dir).join("Cargo.toml"));
        if let Some(text) = manifest.and_then(|m| std::fs::read_to_string(m).ok()) {
            *list = declared_dependencies(&text);
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    let mut todo = vec![name.to_string()];
    while let Some(p) = todo.pop() {
        for d in deps.get(&p).into_iter().flatten() {
            if seen.insert(d.clone()) {
                todo.push(d.clone());
            }
        }
    }
    seen
}

/// The layers are crates: a domain crate depends on no transport, protobuf, serialisation or
/// server crate, directly or through another, so the compiler refuses a domain file that
/// reaches for one.
#[test]
fn domain_crates_depend_on_no_transport() {
    let lock =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.lock")).unwrap();
    let service = dependency_closure(&lock, "arbiter");
    assert!(service.contains("tonic"), "the lock file was read");
    for domain in [
        "arbiter-blossom",
        "arbiter-base",
        "arbiter-xiangqi",
        "arbiter-endgame",
        "arbiter-checkers",
        "arbiter-tournament",
    ] {
        let closure = dependency_closure(&lock, domain);
        let offenders: Vec<&String> = closure
            .iter()
            .filter(|d| {
                [
                    "tonic", "prost", "axum", "hyper", "http", "serde", "pbjson", "tokio", "tower",
                ]
                .iter()
                .any(|t| d.starts_with(t))
            })
            .collect();
        assert!(offenders.is_empty(), "{domain} depends on {offenders:?}");
        assert!(
            !closure.contains("arbiter"),
            "{domain} depends on the service"
        );
    }
}

/// Rulings are decided in the domain: the API layer only converts them. Outside a conversion
/// arm (`Termination::X => pb::…`), `src/api/` never names a termination or an outcome, so it
/// cannot choose one.
#[test]
fn the_api_layer_chooses_no_ruling() {
    let all = rust_files_in(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/api"));
    assert!(all.len() >= 5, "the API files were found");
    let mut offenders = Vec::new();
    for p in all {
        let text = std::fs::read_to_string(&p).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in ["Termination::", "Outcome::"] {
                let conversion = code.trim_start().starts_with(word) && code.contains("=> pb::");
                let named = code.match_indices(word).any(|(at, _)| {
                    let before = &code[..at];
                    !before.ends_with("pb::")
                        && !before.ends_with(|c: char| c.is_alphanumeric() || c == '_')
                });
                if named && !conversion {
                    offenders.push(format!("{}:{}: {}", p.display(), i + 1, line.trim()));
                }
            }
        }
    }
    assert!(offenders.is_empty(), "{offenders:#?}");
}

/// No case-specific code: nothing in `src/` or `crates/` (tests aside) may name a position of the rule-book or
/// Fairy-Stockfish case files (the board part of each FEN, also with the rank separators
/// dropped, as a hard-coded table might hold it) or its move line. Rules are read from the
/// articles.
#[test]
fn no_source_file_names_a_rule_case_position() {
    let mut boards = Vec::new();
    for file in [
        "qili_cases.json",
        "qili_reference_diagrams.json",
        "axf_fsf_cases.json",
    ] {
        let v: serde_json::Value = serde_json::from_str(&crate::data::read_xiangqi(file)).unwrap();
        for c in v["cases"].as_array().unwrap() {
            let fen = c["fen"].as_str().unwrap();
            let board = fen.split_whitespace().next().unwrap().to_string();
            // The start position is a legitimate constant.
            if board.starts_with("rnbakabnr/9/1c5c1") {
                continue;
            }
            boards.push(board);
            // The first cycle of the move line, as text or as a string-array literal.
            let line: Vec<&str> = c["moves"]
                .as_array()
                .unwrap()
                .iter()
                .take(4)
                .filter_map(|m| m.as_str())
                .collect();
            if line.len() == 4 {
                boards.push(line.join(" "));
                boards.push(line.join("\", \""));
            }
        }
    }
    assert!(boards.len() > 300, "{} case patterns", boards.len());
    let mut hits = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stack = vec![root.join("src"), root.join("crates")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = entry.path();
            // A crate's tests and their data name the cases: that is what they are for.
            let tests = p.parent() != Some(root) && p.file_name().is_some_and(|n| n == "tests");
            if p.is_dir() && !tests {
                stack.push(p);
                continue;
            }
            if tests {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&p) else {
                continue;
            };
            for b in &boards {
                if text.contains(b.as_str()) || text.contains(&b.replace('/', "")) {
                    hits.push(format!("{}: {b}", p.display()));
                }
            }
        }
    }
    assert!(hits.is_empty(), "case positions in the source: {hits:#?}");
}

/// In the repetition rules' code a rule-book diagram is evidence, never the reason: every
/// mention of one in a comment is introduced as an example ("e.g. CXA 图04"), next to the
/// article that is the reason.
#[test]
fn diagrams_are_named_only_as_examples() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/xiangqi/src/adjudication");
    // Where each diagram mention starts: "图" followed by a number, with its book's prefix.
    fn mentions(line: &str) -> Vec<usize> {
        let mut out = Vec::new();
        for (k, _) in line.match_indices('图') {
            let rest = line[k + '图'.len_utf8()..].trim_start();
            if !rest.starts_with(|c: char| c.is_ascii_digit()) {
                continue;
            }
            let mut start = &line[..k];
            for prefix in ["参考", "棋例"] {
                start = start.strip_suffix(prefix).unwrap_or(start);
            }
            for prefix in ["CXA ", "USER ", "AXF "] {
                start = start.strip_suffix(prefix).unwrap_or(start);
            }
            out.push(start.len());
        }
        out.extend(line.match_indices("their diagram ").map(|(k, _)| k));
        out
    }
    let mut offenders = Vec::new();
    for path in rust_files_in(&dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if !line.trim_start().starts_with("//") {
                continue;
            }
            for start in mentions(line) {
                let before = &line[..start];
                // "e.g. 图10, 11": the list after one "e.g." is all examples.
                let introduced = before
                    .rfind("e.g.")
                    .is_some_and(|k| !before[k..].contains(')') && !before[k..].contains(';'))
                    || before.trim_end().ends_with("e.g.");
                if !introduced {
                    offenders.push(format!("{}:{}: {line}", path.display(), n + 1));
                }
            }
        }
    }
    assert!(offenders.is_empty(), "{}", offenders.join("\n"));
}

/// The reason is an article: every comment block of the repetition rules' code that names a
/// rule-book diagram also cites the article it illustrates (a CXA number, or an AXF rule, term
/// or the appendix).
#[test]
fn every_diagram_example_sits_next_to_its_article() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/xiangqi/src/adjudication");
    let cites = |block: &str| {
        block
            .match_indices("CXA ")
            .any(|(k, _)| block[k + 4..].starts_with(|c: char| c.is_ascii_digit()))
            || ["AXF rule", "AXF terms", "AXF appendix"]
                .iter()
                .any(|a| block.contains(a))
    };
    let names_diagram = |block: &str| {
        block.match_indices('图').any(|(k, _)| {
            block[k + '图'.len_utf8()..]
                .trim_start()
                .starts_with(|c: char| c.is_ascii_digit())
        }) || block.contains("their diagram ")
    };
    let mut offenders = Vec::new();
    for path in rust_files_in(&dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut n = 0;
        while n < lines.len() {
            if !lines[n].trim_start().starts_with("//") {
                n += 1;
                continue;
            }
            let start = n;
            while n < lines.len() && lines[n].trim_start().starts_with("//") {
                n += 1;
            }
            let block = lines[start..n].join("\n");
            if names_diagram(&block) && !cites(&block) {
                offenders.push(format!("{}:{}", path.display(), start + 1));
            }
        }
    }
    assert!(offenders.is_empty(), "{}", offenders.join("\n"));
}

/// The layers of the service: no transport reaches into the server (they run calls through
/// `dispatch`), and request state travels in the `Call` given to each API function, never in
/// thread state (the only thread-locals left are caches).
#[test]
fn transports_do_not_import_the_server_and_request_state_is_explicit() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut offenders = Vec::new();
    for area in ["grpc", "rest", "dispatch", "api"] {
        let files = rust_files_in(&src.join(area));
        assert!(!files.is_empty(), "{area} has files");
        for p in files {
            let text = std::fs::read_to_string(&p).unwrap();
            for (i, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                if code.contains("crate::server") || code.contains("thread_local!") {
                    offenders.push(format!("{}:{}: {}", p.display(), i + 1, line.trim()));
                }
            }
        }
    }
    let config = std::fs::read_to_string(src.join("config.rs")).unwrap();
    assert!(
        !config.contains("crate::server"),
        "the configuration is read by the server, never the other way"
    );
    let i18n = std::fs::read_to_string(src.join("i18n.rs")).unwrap();
    assert!(
        !i18n.contains("thread_local!"),
        "the locale is not thread state"
    );
    assert!(offenders.is_empty(), "{offenders:#?}");
}

/// Rulings are facts: the 棋例 and match-procedure code builds no text (no `format!`, no
/// `push_str`, no `write!`); the service words every ruling, English included.
#[test]
fn the_adjudication_code_builds_no_sentences() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/xiangqi/src/adjudication");
    let mut offenders = Vec::new();
    for path in rust_files_in(&dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        // Unit tests at the end of a file may format their failure messages.
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for (n, line) in code.lines().enumerate() {
            let line = line.split("//").next().unwrap_or("");
            if ["format!(", "push_str(", "write!("]
                .iter()
                .any(|w| line.contains(w))
            {
                offenders.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(offenders.is_empty(), "{}", offenders.join("\n"));
}

/// Every module's file in `root`, by module path (`a::b`; the crate root is ""), with its code
/// up to its unit tests.
fn module_sources(root: &Path) -> std::collections::BTreeMap<String, String> {
    let mut out = std::collections::BTreeMap::new();
    for p in rust_files_in(root) {
        let rel = p.strip_prefix(root).unwrap().with_extension("");
        let mut parts: Vec<String> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if matches!(
            parts.last().map(String::as_str),
            Some("mod" | "lib" | "main")
        ) {
            parts.pop();
        }
        let text = std::fs::read_to_string(&p).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or("").to_string();
        out.insert(parts.join("::"), code);
    }
    out
}

/// The modules `module`'s code names by path (`crate::…`, `super::…`, `self::…`, also inside
/// `{…}` groups), each resolved to the longest module path it starts with.
fn named_modules(
    module: &str,
    code: &str,
    modules: &std::collections::BTreeMap<String, String>,
) -> std::collections::BTreeSet<String> {
    let resolve = |path: &str| -> Option<String> {
        let mut base: Vec<&str> = if module.is_empty() {
            Vec::new()
        } else {
            module.split("::").collect()
        };
        let mut segs: Vec<&str> = path.split("::").collect();
        match segs.first().copied() {
            Some("crate") => {
                base.clear();
                segs.remove(0);
            }
            Some("self") => {
                segs.remove(0);
            }
            Some("super") => {
                while segs.first() == Some(&"super") {
                    segs.remove(0);
                    base.pop();
                }
            }
            _ => return None,
        }
        base.extend(segs);
        (1..=base.len())
            .rev()
            .map(|k| base[..k].join("::"))
            .find(|m| modules.contains_key(m))
    };
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = std::collections::BTreeSet::new();
    for line in code.lines() {
        let line = line.split("//").next().unwrap_or("");
        for start in ["crate::", "super::", "self::"] {
            for (at, _) in line.match_indices(start) {
                if line[..at].ends_with(ident) {
                    continue;
                }
                let rest = &line[at..];
                let end = rest
                    .find(|c: char| !(ident(c) || c == ':'))
                    .unwrap_or(rest.len());
                let path = rest[..end].trim_end_matches(':');
                let mut paths = vec![path.to_string()];
                if rest[end..].starts_with('{') && rest[..end].ends_with("::") {
                    let group = rest[end + 1..].split('}').next().unwrap_or("");
                    paths.extend(group.split(',').map(|item| {
                        let item = item.trim().split(' ').next().unwrap_or("");
                        format!("{path}::{item}")
                    }));
                }
                out.extend(paths.iter().filter_map(|p| resolve(p)));
            }
        }
    }
    out.remove(module);
    out.remove("");
    out
}

/// No circle between files: in every crate, the modules' `use`s (and paths) form a directed
/// graph without cycles — a parent module's file and its children's included. A file is a
/// layer: what it names is below it.
#[test]
fn no_circle_between_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut circles = Vec::new();
    for src in [
        "src",
        "crates/base/src",
        "crates/xiangqi/src",
        "crates/checkers/src",
        "crates/tournament/src",
    ] {
        let modules = module_sources(&root.join(src));
        assert!(modules.len() >= 3, "{src} was read");
        let edges: std::collections::BTreeMap<&str, std::collections::BTreeSet<String>> = modules
            .iter()
            .map(|(m, code)| (m.as_str(), named_modules(m, code, &modules)))
            .collect();
        // Depth-first search; a grey module met again closes a circle.
        #[derive(Clone, Copy, PartialEq)]
        enum Mark {
            White,
            Grey,
            Black,
        }
        let mut mark: std::collections::BTreeMap<&str, Mark> =
            edges.keys().map(|&m| (m, Mark::White)).collect();
        fn visit<'a>(
            m: &'a str,
            edges: &'a std::collections::BTreeMap<&'a str, std::collections::BTreeSet<String>>,
            mark: &mut std::collections::BTreeMap<&'a str, Mark>,
            path: &mut Vec<&'a str>,
            circles: &mut Vec<String>,
        ) {
            mark.insert(m, Mark::Grey);
            path.push(m);
            for next in &edges[m] {
                let next = edges.get_key_value(next.as_str()).map(|(k, _)| *k);
                let Some(next) = next else { continue };
                match mark[next] {
                    Mark::Grey => {
                        let from = path.iter().position(|&p| p == next).unwrap_or(0);
                        circles.push(format!("{} → {next}", path[from..].join(" → ")));
                    }
                    Mark::White => visit(next, edges, mark, path, circles),
                    Mark::Black => {}
                }
            }
            path.pop();
            mark.insert(m, Mark::Black);
        }
        let names: Vec<&str> = edges.keys().copied().collect();
        for m in names {
            if mark[m] == Mark::White {
                let mut found = Vec::new();
                visit(m, &edges, &mut mark, &mut Vec::new(), &mut found);
                circles.extend(found.into_iter().map(|c| format!("{src}: {c}")));
            }
        }
    }
    assert!(circles.is_empty(), "{}", circles.join("\n"));
}
