//! Perft: counting leaf nodes of the legal-move tree, the standard test of a move generator.

use super::moves::Move;
use super::position::Position;

/// Number of leaf nodes at `depth` plies (leaves counted in bulk: the last ply counts legal moves
/// without playing them).
///
/// ```
/// use arbiter_xiangqi::{Position, perft::perft};
/// assert_eq!(perft(&Position::startpos(), 2), 1_920);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut total = 0;
            for &m in &pos.legal_moves() {
                let mut child = pos.clone();
                child.play_unchecked(m);
                total += perft(&child, depth - 1);
            }
            total
        }
    }
}

/// Perft split by first move (`--divide`), moves in ICCS order.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out: Vec<(Move, u64)> = pos
        .legal_moves()
        .iter()
        .map(|&m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    out.sort_by_key(|(m, _)| m.to_string());
    out
}
