//! Chinese checkers against the reference vectors (every rule option, `tests/data/`; source in
//! the workspace's `tests/data/README.md`) and perft counts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: failing loudly is the point

use arbiter_checkers::match_play::{MatchOptions, Turn, adjudicate, resolve};
use arbiter_checkers::{CampRule, CampScope, Game, Hop, PathError, Rules, WinRule};

/// The reference vectors, one JSON value a line.
fn vectors() -> Vec<serde_json::Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/vectors.jsonl");
    std::fs::read_to_string(path)
        .expect("tests/data/vectors.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

fn rules_of(v: &serde_json::Value) -> Rules {
    Rules {
        hop: if v["hop"] == "long" {
            Hop::Long
        } else {
            Hop::Standard
        },
        camp_rule: match v["camp_rule"].as_str().unwrap() {
            "allowed" => CampRule::Allowed,
            "no_stop" => CampRule::NoStop,
            _ => CampRule::NoEnter,
        },
        camp_scope: match v["camp_scope"].as_str().unwrap() {
            "homes" => CampScope::Homes,
            "all" => CampScope::All,
            _ => CampScope::Seated,
        },
        goal_lock: v["goal_lock"].as_bool().unwrap(),
        win_rule: if v["win_rule"] == "full_with_own" {
            WinRule::FullWithOwn
        } else {
            WinRule::Standard
        },
    }
}

fn game_of(r: &serde_json::Value) -> Game {
    Game::new(
        r["n"].as_i64().unwrap() as i32,
        r["camp_depth"].as_i64().unwrap() as i32,
        r["players"].as_u64().unwrap() as usize,
        rules_of(&r["rules"]),
    )
    .unwrap()
}

fn occ_of(compact: &str) -> Vec<i8> {
    compact
        .chars()
        .map(|c| c.to_digit(10).map_or(-1, |d| d as i8))
        .collect()
}

#[test]
fn every_vector_position_matches() {
    let records = vectors();
    let mut positions = 0;
    let mut failures = Vec::new();
    for r in records.iter().filter(|r| r["type"] == "position") {
        positions += 1;
        let g = game_of(r);
        let occ = occ_of(r["compact"].as_str().unwrap());
        assert_eq!(occ.len(), g.star.len(), "{}", r["id"]);
        let p = r["to_move"].as_u64().unwrap() as usize;
        let mut count = 0;
        for entry in r["moves"].as_array().unwrap() {
            let piece = g.star.parse_hole(entry[0].as_str().unwrap()).unwrap();
            let want: Vec<&str> = entry[1]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_str().unwrap())
                .collect();
            let moves = g.destinations(&occ, piece);
            let got: Vec<&str> = moves
                .iter()
                .map(|m| g.star.names[m.to as usize].as_str())
                .collect();
            if got != want {
                failures.push(format!(
                    "{} {}: want {want:?} got {got:?}",
                    r["id"], entry[0]
                ));
            }
            // Every returned path is itself a legal path.
            for m in &moves {
                assert!(
                    g.validate_path(&occ, p, &m.path).is_ok(),
                    "{} path {:?}",
                    r["id"],
                    m.path
                );
            }
            count += got.len();
        }
        assert_eq!(
            count as u64,
            r["move_count"].as_u64().unwrap(),
            "{}",
            r["id"]
        );
        for (field, rule) in [
            ("winners_standard", WinRule::Standard),
            ("winners_full_with_own", WinRule::FullWithOwn),
        ] {
            let mut rules = g.rules;
            rules.win_rule = rule;
            let g2 = Game::new(g.star.n, g.star.camp_depth, g.players, rules).unwrap();
            let want: Vec<u64> = r[field]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_u64().unwrap())
                .collect();
            let got: Vec<u64> = g2.winners(&occ).into_iter().map(|x| x as u64).collect();
            assert_eq!(got, want, "{} {field}", r["id"]);
        }
    }
    assert_eq!(positions, 567);
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn path_checks_and_repetition_history() {
    let records = vectors();
    for r in records.iter().filter(|r| r["type"] == "path") {
        let g = game_of(r);
        let occ = occ_of(r["compact"].as_str().unwrap());
        let path: Vec<u16> = r["path"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| g.star.parse_hole(h.as_str().unwrap()).unwrap() as u16)
            .collect();
        let p = r["to_move"].as_u64().unwrap() as usize;
        let ok = resolve(&g, &occ, p, &path).is_ok();
        assert_eq!(
            ok,
            r["legal"].as_bool().unwrap(),
            "{}: {:?}",
            r["id"],
            resolve(&g, &occ, p, &path)
        );
    }
    let h = records.iter().find(|r| r["type"] == "history").unwrap();
    let g = game_of(h);
    let occ = occ_of(h["initial_compact"].as_str().unwrap());
    let turn = |m: &str| {
        let (a, b) = m.split_once('-').unwrap();
        Turn::Move(vec![
            g.star.parse_hole(a).unwrap() as u16,
            g.star.parse_hole(b).unwrap() as u16,
        ])
    };
    let mut turns: Vec<Turn> = h["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| turn(m.as_str().unwrap()))
        .collect();
    let opts = MatchOptions {
        repetition_limit: h["repetition_limit"].as_u64().unwrap() as u32,
        ..MatchOptions::new(2)
    };
    let played = adjudicate(&g, occ.clone(), 0, &turns, opts);
    assert!(played.error.is_none(), "{:?}", played.error);
    assert_eq!(played.to_move, 1);
    for bad in h["forbidden_by_repetition"].as_array().unwrap() {
        turns.push(turn(bad.as_str().unwrap()));
        let r = adjudicate(&g, occ.clone(), 0, &turns, opts);
        assert_eq!(r.error.map(|e| e.1), Some(PathError::Repetition));
        turns.pop();
    }
}

fn perft(g: &Game, occ: &mut Vec<i8>, player: usize, depth: u32) -> u64 {
    let moves = g.legal_moves(occ, player);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for m in moves {
        let (f, t) = (m.from as usize, m.to as usize);
        occ[t] = occ[f];
        occ[f] = -1;
        n += perft(g, occ, (player + 1) % g.players, depth - 1);
        occ[f] = occ[t];
        occ[t] = -1;
    }
    n
}

#[test]
fn perft_from_the_start() {
    let rules = Rules {
        camp_rule: CampRule::Allowed,
        ..Rules::default()
    };
    let g = Game::new(4, 4, 2, rules).unwrap();
    let mut occ = g.initial();
    assert_eq!(perft(&g, &mut occ, 0, 1), 14);
    assert_eq!(perft(&g, &mut occ, 0, 2), 196);
    assert_eq!(perft(&g, &mut occ, 0, 3), 4760);
}
