//! Adjudication against the rule-book cases (CXA profile) and Fairy-Stockfish's cases (AXF).

use arbiter::xiangqi::adjudication::{MoveClass, Outcome, Profile, ProfileKind, adjudicate};
use arbiter::xiangqi::notation::{CoordDialect, parse_coord};
use arbiter::xiangqi::{Move, Position};

use crate::data;

fn play(fen: &str, moves: &[serde_json::Value]) -> (Position, Vec<Move>) {
    let start = Position::from_fen(fen).unwrap();
    let mut pos = start.clone();
    let mut out = Vec::new();
    for m in moves {
        let mv = parse_coord(m.as_str().unwrap(), CoordDialect::Iccs).unwrap();
        pos.play(mv).unwrap_or_else(|e| panic!("{fen} {mv}: {e}"));
        out.push(mv);
    }
    (start, out)
}

fn verdict_name(o: Outcome) -> &'static str {
    match o {
        Outcome::Ongoing => "continue",
        Outcome::RedWins => "black_loses",
        Outcome::BlackWins => "red_loses",
        Outcome::Draw => "draw",
        Outcome::BothLose => "both_lose",
    }
}

fn bucket(label: &str) -> &'static str {
    match label {
        "将" => "将",
        "杀" => "杀",
        "捉" => "捉",
        _ => "闲",
    }
}

/// Runs every CXA case; returns (verdict failures, label mismatches).
fn run_cxa() -> (Vec<String>, Vec<String>, usize) {
    let v: serde_json::Value =
        serde_json::from_str(&data::read("xiangqi/qili_cases.json")).unwrap();
    let cases = v["cases"].as_array().unwrap();
    let profile = Profile::new(ProfileKind::Cxa);
    let mut failures = Vec::new();
    let mut label_mismatches = Vec::new();
    for c in cases {
        let name = c["name"].as_str().unwrap();
        let (start, moves) = play(c["fen"].as_str().unwrap(), c["moves"].as_array().unwrap());
        let verdict = adjudicate(&start, &moves, &profile, &[]);
        let got = verdict_name(verdict.outcome);
        let want = c["expected"].as_str().unwrap();
        if got != want {
            failures.push(format!(
                "{name}: expected {want}, got {got} — {}",
                verdict.rule
            ));
        }
        if let Some(labels) = c["labels_first_cycle"].as_array()
            && !labels.is_empty()
        {
            // The judged cycle repeats the first cycle's moves: align by ply modulo its length.
            let mut ours = vec!["?"; labels.len()];
            for (i, p) in verdict.plies.iter().enumerate() {
                if let Some(c) = &p.class {
                    ours[i % labels.len()] = c.class.label();
                }
            }
            let theirs: Vec<&str> = labels.iter().map(|l| l.as_str().unwrap()).collect();
            let same = ours
                .iter()
                .zip(&theirs)
                .all(|(a, b)| bucket(a) == bucket(b));
            if !same {
                label_mismatches.push(format!("{name}: official {theirs:?}, ours {ours:?}"));
            }
        }
    }
    (failures, label_mismatches, cases.len())
}

#[test]
fn cxa_rule_book_cases() {
    let (failures, labels, n) = run_cxa();
    eprintln!(
        "CXA cases: {}/{n} verdicts right; label mismatches: {}",
        n - failures.len(),
        labels.len()
    );
    for l in &labels {
        eprintln!("  label: {l}");
    }
    for f in &failures {
        eprintln!("  FAIL {f}");
    }
    // The known misses are listed in the closing note of the adjudication issue; the suite
    // guards against regressions below the measured level.
    assert!(
        n - failures.len() >= MIN_CXA,
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

const MIN_CXA: usize = 41;
const MIN_AXF: usize = 40;

#[test]
fn axf_fairy_stockfish_cases() {
    let v: serde_json::Value =
        serde_json::from_str(&data::read("xiangqi/axf_fsf_cases.json")).unwrap();
    let cases = v["cases"].as_array().unwrap();
    let profile = Profile::new(ProfileKind::Axf);
    let mut failures = Vec::new();
    let mut impossible = Vec::new();
    for c in cases {
        let id = c["id"].as_str().unwrap();
        // pyffish accepts positions the rules forbid (e.g. facing generals); they are rejected
        // here as invalid input, which is the right answer for an arbiter.
        if let Err(e) = Position::from_fen(c["fen"].as_str().unwrap()) {
            impossible.push(format!("{id}: {e}"));
            continue;
        }
        let (start, moves) = play(c["fen"].as_str().unwrap(), c["moves"].as_array().unwrap());
        let verdict = adjudicate(&start, &moves, &profile, &[]);
        let exp = &c["expected"];
        let want = if exp.get("insufficient_red").is_some() {
            let both = exp["insufficient_red"].as_bool() == Some(true)
                && exp["insufficient_black"].as_bool() == Some(true);
            if both { "draw" } else { "continue" }
        } else if exp["game_end"].as_bool() == Some(false) {
            "continue"
        } else {
            match exp["winner"].as_str() {
                Some("red") => "black_loses",
                Some("black") => "red_loses",
                _ => "draw",
            }
        };
        let got = verdict_name(verdict.outcome);
        // "unresolved": Fairy-Stockfish's test only asserts that the game ends.
        let ok = if c["kind"] == "unresolved" {
            got != "continue"
        } else {
            got == want
        };
        if !ok {
            failures.push(format!(
                "{id} ({}): expected {want}, got {got} — {}",
                c["kind"], verdict.rule
            ));
        }
    }
    eprintln!(
        "AXF cases: {}/{} verdicts right ({} rejected as impossible positions)",
        cases.len() - failures.len() - impossible.len(),
        cases.len(),
        impossible.len()
    );
    for i in &impossible {
        eprintln!("  IMPOSSIBLE {i}");
    }
    for f in &failures {
        eprintln!("  FAIL {f}");
    }
    assert!(
        cases.len() - failures.len() - impossible.len() >= MIN_AXF,
        "{}",
        failures.join("\n")
    );
}

#[test]
fn classes_are_exported() {
    assert_eq!(MoveClass::Chase.label(), "捉");
}

/// A repetition short of the trigger is judged as a warning: the game goes on, the cycle's
/// classes are reported, and the side that must change is named (USER 图3, five plies).
#[test]
fn repetition_short_of_the_trigger_is_a_warning() {
    let v: serde_json::Value =
        serde_json::from_str(&data::read("xiangqi/qili_cases.json")).unwrap();
    let case = v["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "USER-图3-二打一还打-truncated")
        .unwrap();
    let (start, moves) = play(
        case["fen"].as_str().unwrap(),
        case["moves"].as_array().unwrap(),
    );
    let verdict = adjudicate(&start, &moves, &Profile::new(ProfileKind::Cxa), &[]);
    assert_eq!(verdict.outcome, Outcome::Ongoing);
    let warning = verdict.warning.expect("a warning");
    assert!(warning.contains("red must change"), "{warning}");
    let classes: Vec<&str> = verdict
        .plies
        .iter()
        .filter_map(|p| p.class.as_ref().map(|c| c.class.label()))
        .collect();
    // Plies 2–5: the position after ply 1 came back after ply 5.
    assert_eq!(classes, ["闲", "捉", "捉", "捉"]);
}

/// Every repetition judged on real positions ends in a verdict with a reason: 300 CCPD
/// middlegames and endgames, each followed by a shuffle of two reversible moves until a position
/// occurs three times, under every profile (the chase analysis runs on each cycle).
#[test]
fn repetitions_on_real_positions_are_judged() {
    let games = data::json_lines("xiangqi/ccpd_games.jsonl");
    let mut judged = 0;
    for (gi, g) in games.iter().enumerate().step_by(13).take(300) {
        let start = Position::from_fen(
            g["fen"]
                .as_str()
                .unwrap_or("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"),
        )
        .unwrap();
        let mut pos = start.clone();
        let mut moves = Vec::new();
        let all: Vec<&str> = g["moves_iccs"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .collect();
        // Stop somewhere in the game (a different depth for each game).
        for m in all.iter().take(20 + gi % 60) {
            let mv = parse_coord(m, CoordDialect::Iccs).unwrap();
            pos.play(mv).unwrap();
            moves.push(mv);
        }
        // Two reversible moves, one per side, played back and forth.
        let Some(&a) = pos
            .legal_moves()
            .iter()
            .find(|m| pos.piece_at(m.to).is_none())
        else {
            continue;
        };
        let mut p2 = pos.clone();
        p2.play(a).unwrap();
        let Some(&b) = p2
            .legal_moves()
            .iter()
            .find(|m| p2.piece_at(m.to).is_none())
        else {
            continue;
        };
        let (back_a, back_b) = (Move::new(a.to, a.from), Move::new(b.to, b.from));
        for _ in 0..2 {
            moves.extend([a, b, back_a, back_b]);
        }
        for kind in [ProfileKind::Club, ProfileKind::Cxa, ProfileKind::Axf] {
            let v = adjudicate(&start, &moves, &Profile::new(kind), &[]);
            assert!(!v.rule.is_empty(), "game {gi}");
            if v.outcome != Outcome::Ongoing && v.red_pattern.is_some() {
                judged += 1;
                assert!(
                    v.plies.iter().any(|p| p.class.is_some()),
                    "game {gi}: {}",
                    v.rule
                );
            }
        }
    }
    assert!(judged > 300, "{judged} repetitions judged");
}
