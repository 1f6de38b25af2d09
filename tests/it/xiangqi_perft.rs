//! Perft against the 63 reference positions (Fairy-Stockfish and Pikafish agree on every count).

use arbiter::xiangqi::Position;
use arbiter::xiangqi::perft::{divide, perft};

use crate::data;

/// Entries up to this many nodes run in every `cargo test`; the rest in the release-mode
/// `perft_full` test (`cargo test --release --test it -- --ignored perft_full`).
const QUICK_NODE_LIMIT: u64 = 2_000_000;

fn entries() -> Vec<(String, u32, u64)> {
    let v: serde_json::Value = serde_json::from_str(&data::read("xiangqi/perft.json")).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["fen"].as_str().unwrap().to_string(),
                e["depth"].as_u64().unwrap() as u32,
                e["nodes"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn run(limit: Option<u64>) -> usize {
    let mut ran = 0;
    for (fen, depth, nodes) in entries() {
        if limit.is_some_and(|l| nodes > l) {
            continue;
        }
        let pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(perft(&pos, depth), nodes, "perft({fen}, {depth})");
        ran += 1;
    }
    ran
}

#[test]
fn perft_quick() {
    let ran = run(Some(QUICK_NODE_LIMIT));
    assert!(ran >= 40, "only {ran} perft entries ran");
}

#[test]
#[ignore = "5.9 G nodes: run in release mode (see .ci/run)"]
fn perft_full() {
    assert_eq!(run(None), 63);
}

#[test]
fn divide_sums_to_perft() {
    let pos = Position::startpos();
    let split = divide(&pos, 3);
    assert_eq!(split.len(), 44);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 79_666);
}
