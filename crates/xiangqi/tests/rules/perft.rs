//! Perft against the 63 reference positions (Fairy-Stockfish and Pikafish agree on every count).

use arbiter_xiangqi::perft::{divide, perft};
use arbiter_xiangqi::{Move, Position, Square};

use crate::data;

/// Entries up to this many nodes run in every `cargo test`; the rest in the release-mode
/// `perft_full` test (`cargo test --release --test it -- --ignored perft_full`).
const QUICK_NODE_LIMIT: u64 = 2_000_000;

fn entries() -> Vec<(String, u32, u64)> {
    let v: serde_json::Value = serde_json::from_str(&data::read("perft.json")).unwrap();
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

/// The capture-only generator gives exactly the captures among all legal moves, in the same
/// order, on every reference position and every position one and two plies below it; and the
/// legal moves (generated apart when in check) are exactly the from-to pairs that
/// [`Position::is_legal`] (the move checker, another path) accepts, on the positions one ply
/// below; and the legal moves counted are the legal moves listed.
#[test]
fn capture_generation_matches_filtered_moves() {
    fn all_pairs(pos: &Position) -> Vec<Move> {
        let squares: Vec<Square> = (0..90).filter_map(Square::from_index).collect();
        let mut legal: Vec<Move> = squares
            .iter()
            .flat_map(|&from| squares.iter().map(move |&to| Move::new(from, to)))
            .filter(|&m| pos.is_legal(m))
            .collect();
        legal.sort_by_key(|m| (m.from.index(), m.to.index()));
        legal
    }
    fn same(pos: &Position) {
        let all: Vec<_> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| pos.piece_at(m.to).is_some())
            .collect();
        let captures: Vec<_> = pos.legal_captures().iter().copied().collect();
        assert_eq!(captures, all, "{}", pos.to_fen());
        // Counted without listing (chariots and cannons off the general's lines).
        assert_eq!(
            pos.count_legal_moves(),
            pos.legal_moves().len(),
            "{}",
            pos.to_fen()
        );
    }
    let (mut checked, mut in_check) = (0, 0);
    for (fen, _, _) in entries() {
        let root = Position::from_fen(&fen).unwrap();
        same(&root);
        for m in root.legal_moves().iter() {
            let mut one = root.clone();
            one.play_unchecked(*m);
            same(&one);
            let mut generated: Vec<Move> = one.legal_moves().iter().copied().collect();
            generated.sort_by_key(|m| (m.from.index(), m.to.index()));
            assert_eq!(generated, all_pairs(&one), "{}", one.to_fen());
            in_check += usize::from(one.is_check());
            for r in one.legal_moves().iter() {
                let mut two = one.clone();
                two.play_unchecked(*r);
                same(&two);
                checked += 1;
            }
        }
    }
    assert!(checked > 30_000, "{checked}");
    assert!(in_check > 100, "{in_check} positions in check");
}
