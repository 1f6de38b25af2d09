//! A developer's tool for the repetition rules (棋例): prints the per-ply classes of one
//! rule-book case, or the threats, captures, material lines and mates of a position.
//! `cargo run --example rule_case -- case CXA-参考图36`,
//! `cargo run --example rule_case -- threats '<fen>'` (see `usage`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use arbiter::xiangqi::Position;
use arbiter::xiangqi::adjudication::{Profile, ProfileKind, adjudicate};
use arbiter::xiangqi::notation::{CoordDialect, parse_coord};

fn debug_case() {
    let Some(id) = arg(2) else {
        return usage();
    };
    for file in [
        "xiangqi/axf_fsf_cases.json",
        "xiangqi/qili_cases.json",
        "xiangqi/qili_reference_diagrams.json",
    ] {
        let v: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR")))
                .unwrap(),
        )
        .unwrap();
        for c in v["cases"].as_array().unwrap() {
            let name = c
                .get("id")
                .or(c.get("name"))
                .and_then(|x| x.as_str())
                .unwrap_or("");
            if name != id {
                continue;
            }
            let kind = if file.contains("axf") {
                ProfileKind::Axf
            } else {
                ProfileKind::Cxa
            };
            let start = Position::from_fen(c["fen"].as_str().unwrap()).unwrap();
            let moves: Vec<_> = c["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| parse_coord(m.as_str().unwrap(), CoordDialect::Iccs).unwrap())
                .collect();
            let v = adjudicate(&start, &moves, &Profile::new(kind), &[]);
            eprintln!(
                "{} {}\n{:?} {}",
                c["fen"],
                c.get("meaning").or(c.get("rule")).unwrap(),
                v.outcome,
                arbiter::api::xiangqi::ruling_text::ruling_text(
                    arbiter::i18n::Locale::En,
                    kind,
                    &v
                )
            );
            let mut pos = start.clone();
            for (i, p) in v.plies.iter().enumerate() {
                pos.play_unchecked(moves[i]);
                if p.class.is_some() && std::env::var("DEBUG_LINES").is_ok() {
                    let again = pos.pass_unchecked();
                    eprintln!("      after (mover again): {}", again.to_fen());
                    print_lines(&again, "        ");
                }
                eprintln!(
                    "{:>3} {} {:?}",
                    i + 1,
                    p.mv,
                    p.class.as_ref().map(|c| (
                        c.class.label(),
                        &c.chased,
                        &c.chasers,
                        c.soft,
                        &c.clauses
                    ))
                );
            }
        }
    }
}

/// The position given as the second argument.
fn debug_position() -> Option<Position> {
    let fen = arg(2);
    if fen.is_none() {
        usage();
    }
    Some(Position::from_fen(&fen?).unwrap())
}

fn arg(i: usize) -> Option<String> {
    std::env::args().nth(i)
}

fn usage() {
    eprintln!(
        "usage: cargo run --example rule_case -- <command> <argument>\n\
         case <name>          per-ply classes of a rule-book case (DEBUG_LINES=1: material lines)\n\
         threats <fen>        the side to move's threats and wins by check\n\
         captures <fen>       its captures and checks (DEBUG_ALL=1: every move)\n\
         lines <fen>          its captures with their material lines\n\
         mate <fen>           mate by checks (DEBUG_DEPTH, default 4)\n\
         file <path>          verdicts of a case file outside the project\n\
         classes <jsonl> [n]  every ply's class in the first n games of a corpus (`fen`,\n\
                              `moves_iccs`): diff two builds' output to review a rule change"
    );
}

fn main() {
    match arg(1).as_deref() {
        Some("case") => debug_case(),
        Some("threats") => debug_threats(),
        Some("captures") => debug_captures(),
        Some("lines") => debug_lines(),
        Some("mate") => debug_mate(),
        Some("file") => debug_case_file(),
        Some("classes") => corpus_classes(),
        _ => usage(),
    }
}

fn debug_threats() {
    let Some(pos) = debug_position() else {
        return;
    };
    let mut memo = arbiter::xiangqi::adjudication::qili::memo::Memo::new();
    eprintln!(
        "threats for side to move: {:?}",
        arbiter::xiangqi::adjudication::qili::threats::threats(&pos, &mut memo)
    );
    eprintln!(
        "wins by check: {:?}",
        arbiter::xiangqi::adjudication::qili::threats::wins_by_check(&pos, &mut memo)
    );
}

fn debug_captures() {
    let Some(pos) = debug_position() else {
        return;
    };
    for m in pos.legal_moves().iter() {
        let mut a = pos.clone();
        let cap = a.play_unchecked(*m);
        if cap.is_some() || a.is_check() || std::env::var("DEBUG_ALL").is_ok() {
            eprintln!("{m} captures {:?} check {}", cap, a.is_check());
        }
    }
}

fn debug_lines() {
    let Some(pos) = debug_position() else {
        return;
    };
    print_lines(&pos, "");
}

fn print_lines(pos: &Position, indent: &str) {
    use arbiter::xiangqi::adjudication::qili::material::{best_gain, move_gain, principal_line};
    eprintln!(
        "{indent}baseline (opponent to move) {:?}",
        pos.null_move().map(|p| best_gain(&p))
    );
    for &m in pos.legal_moves().iter() {
        let mut a = pos.clone();
        let cap = a.play_unchecked(m);
        if cap.is_some() || a.is_check() {
            let line: Vec<String> = principal_line(pos, m, 8)
                .iter()
                .map(|x| x.to_string())
                .collect();
            eprintln!(
                "{indent}{m} gain {} line {}",
                move_gain(pos, m),
                line.join(" ")
            );
        }
    }
}

fn debug_mate() {
    let Some(pos) = debug_position() else {
        return;
    };
    let depth: u32 = std::env::var("DEBUG_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(4);
    eprintln!(
        "mate by checks in {depth}: {}",
        arbiter::xiangqi::adjudication::qili::memo::mate_by_checks(&pos, depth)
    );
}

fn debug_case_file() {
    let Some(path) = arg(2) else {
        return usage();
    };
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let (mut ok, mut n) = (0, 0);
    for c in v["cases"].as_array().unwrap() {
        let start = Position::from_fen(c["fen"].as_str().unwrap()).unwrap();
        let moves: Vec<_> = c["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| parse_coord(m.as_str().unwrap(), CoordDialect::Iccs).unwrap())
            .collect();
        let v = adjudicate(&start, &moves, &Profile::new(ProfileKind::Cxa), &[]);
        let got = match v.outcome {
            arbiter::xiangqi::adjudication::Outcome::RedWins => "black_loses",
            arbiter::xiangqi::adjudication::Outcome::BlackWins => "red_loses",
            arbiter::xiangqi::adjudication::Outcome::Draw => "draw",
            _ => "other",
        };
        n += 1;
        let labels: Vec<&str> = v
            .plies
            .iter()
            .filter_map(|p| p.class.as_ref().map(|c| c.class.label()))
            .collect();
        if got == c["expected"].as_str().unwrap() {
            ok += 1;
            eprintln!("ok   {} {:?}", c["name"], labels);
        } else {
            eprintln!(
                "FAIL {} expected {} got {got} {:?}",
                c["name"], c["expected"], labels
            );
        }
    }
    eprintln!("{ok}/{n}");
}

/// Prints, per game, every ply's class under the CXA classifier (one line per game: id, then
/// each move with its class and the chased squares), so two builds' outputs can be diffed.
fn corpus_classes() {
    use arbiter::xiangqi::adjudication::qili::classify::Classifier;
    let Some(path) = arg(2) else {
        return usage();
    };
    let n: usize = arg(3).and_then(|x| x.parse().ok()).unwrap_or(usize::MAX);
    let text = std::fs::read_to_string(path).unwrap();
    for line in text.lines().take(n) {
        let g: serde_json::Value = serde_json::from_str(line).unwrap();
        let Ok(mut pos) = Position::from_fen(g["fen"].as_str().unwrap_or_default()) else {
            continue;
        };
        let mut classifier = Classifier::new(4, false);
        let mut out = Vec::new();
        let mut prev = None;
        for text in g["moves_iccs"]
            .as_str()
            .unwrap_or_default()
            .split_whitespace()
        {
            let Ok(m) = parse_coord(text, CoordDialect::Iccs) else {
                break;
            };
            if !pos.is_legal(m) {
                break;
            }
            let mut after = pos.clone();
            after.play_unchecked(m);
            let c = classifier.classify(&pos, m, &after, prev);
            let chased: Vec<String> = c.chased.iter().map(|s| s.to_string()).collect();
            out.push(format!("{text}{}:{}", c.class.label(), chased.join(",")));
            prev = Some(m);
            pos = after;
        }
        println!("{} {}", g["id"].as_str().unwrap_or("?"), out.join(" "));
    }
}
