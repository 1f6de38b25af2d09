//! Diagnostics, not tests: print the per-ply classes of one rule-book case, or the threats of a
//! position. Ignored by default; run with
//! `DEBUG_CASE=<name> cargo test --test it debug_case -- --ignored --nocapture` or
//! `DEBUG_FEN='<fen>' cargo test --test it debug_threats -- --ignored --nocapture`.
use arbiter::xiangqi::Position;
use arbiter::xiangqi::adjudication::{Profile, ProfileKind, adjudicate};
use arbiter::xiangqi::notation::{CoordDialect, parse_coord};

use crate::data;

#[test]
#[ignore = "diagnostic: prints a case's classes (set DEBUG_CASE)"]
fn debug_case() {
    let Ok(id) = std::env::var("DEBUG_CASE") else {
        return;
    };
    for file in [
        "xiangqi/axf_fsf_cases.json",
        "xiangqi/qili_cases.json",
        "xiangqi/qili_reference_diagrams.json",
    ] {
        let v: serde_json::Value = serde_json::from_str(&data::read(file)).unwrap();
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
                v.rule
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
                        &c.note
                    ))
                );
            }
        }
    }
}

/// The position named by `DEBUG_FEN`, if set.
fn debug_position() -> Option<Position> {
    let fen = std::env::var("DEBUG_FEN").ok()?;
    Some(Position::from_fen(&fen).unwrap())
}

#[test]
#[ignore = "diagnostic: prints a position's threats (set DEBUG_FEN)"]
fn debug_threats() {
    let Some(pos) = debug_position() else {
        return;
    };
    let mut memo = arbiter::xiangqi::adjudication::memo::Memo::new();
    eprintln!(
        "threats for side to move: {:?}",
        arbiter::xiangqi::adjudication::threats::threats(&pos, &mut memo)
    );
    eprintln!(
        "wins by check: {:?}",
        arbiter::xiangqi::adjudication::threats::wins_by_check(&pos, &mut memo)
    );
}

#[test]
#[ignore = "diagnostic: prints a position's captures (set DEBUG_FEN)"]
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

#[test]
#[ignore = "diagnostic: prints a position's captures with their material lines (set DEBUG_FEN)"]
fn debug_lines() {
    let Some(pos) = debug_position() else {
        return;
    };
    print_lines(&pos, "");
}

fn print_lines(pos: &Position, indent: &str) {
    use arbiter::xiangqi::adjudication::material::{best_gain, move_gain, principal_line};
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

#[test]
#[ignore = "diagnostic: mate by checks for the side to move (set DEBUG_FEN, DEBUG_DEPTH)"]
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
        arbiter::xiangqi::adjudication::memo::mate_by_checks(&pos, depth)
    );
}

#[test]
#[ignore = "diagnostic: runs a case file outside the project (set DEBUG_CASES_FILE)"]
fn debug_case_file() {
    let Ok(path) = std::env::var("DEBUG_CASES_FILE") else {
        return;
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
