//! Material search for the chase rules: what a capture really nets once the opponent has
//! answered it with everything that wins material back (recaptures on the square, captures
//! elsewhere that the capture uncovered, checks that win a piece, mate).
//!
//! The rule book's test for a chase (CXA 24.3) is "能够造成在下一着 … 吃掉对方某个无根子" with the complete exchange
//! (完整的交换过程) deciding whether the target is really unprotected; a static exchange on the target's
//! square misses the exchanges that continue on other squares (e.g. CXA 图04: "以炮换马多得一卒") and the
//! material the capture abandons (e.g. 图12: the rook may take the pawn only once its cannon no
//! longer hangs; e.g. 图23: the pinned cannon's capture costs the rook).

use crate::moves::{MAX_MOVES, Move};
use crate::piece::{Piece, PieceKind, Side};
use crate::position::Position;
use crate::square::Square;

/// Score of being mated inside the search.
pub const MATE: i32 = 10_000;

/// Plies the material search looks ahead at most.
const MAX_PLIES: u32 = 10;

/// Plies, from the start of a search, in which quiet checks are tried besides captures: the
/// reply to a capture may be a check that wins a piece back (抽将) or mates.
const CHECK_PLIES: u32 = 1;

/// Positions one search may visit; a search that runs out stands pat.
pub const SEARCH_NODES: u32 = 1_000;

/// Material value in half-points: R 18, N 8, C 8, A 4, B 4, crossed soldier 4, soldier 2.
pub fn value(piece: Piece, sq: Square) -> i32 {
    match piece.kind {
        PieceKind::General => 1000,
        PieceKind::Chariot => 18,
        PieceKind::Horse | PieceKind::Cannon => 8,
        PieceKind::Advisor | PieceKind::Elephant => 4,
        PieceKind::Soldier => {
            if sq.on_own_half(piece.side) {
                2
            } else {
                4
            }
        }
    }
}

/// Value of the piece on `sq` (0 for an empty point).
pub fn value_at(pos: &Position, sq: Square) -> i32 {
    pos.piece_at(sq).map_or(0, |p| value(p, sq))
}

/// Net material the side to move wins from `pos` with captures (and quiet checks in the first
/// plies), standing pat when not in check. Being mated is `-MATE`.
pub fn best_gain(pos: &Position) -> i32 {
    Search::run(pos, Limits::full(None))
}

/// [`best_gain`] in the line of a chase (`pos` is the position after the chaser's capture): the
/// general and soldiers may chase by themselves without penalty (CXA 26.1), so they take nothing
/// in its lines — what they would win is no part of a chase (e.g. 参考图32, 33: the general or a
/// soldier takes after an even trade — 闲). What the opponent wins anyway is a plain
/// [`best_gain_by_captures`], with every piece (e.g. 参考图16: a soldier's capture still answers the
/// opponent's).
pub fn chase_gain(pos: &Position, chaser: Side) -> i32 {
    Search::run(pos, Limits::full(Some(chaser)))
}

/// [`chase_gain`] with captures only.
pub fn chase_gain_by_captures(pos: &Position, chaser: Side) -> i32 {
    Search::run(pos, Limits::captures(Some(chaser)))
}

/// What a search tries: quiet checks in its first `check_plies` plies, and the side whose
/// general and soldiers chase by themselves (see [`chase_gain`]).
#[derive(Clone, Copy)]
struct Limits {
    check_plies: u32,
    quiet_side: Option<Side>,
}

impl Limits {
    fn full(quiet_side: Option<Side>) -> Limits {
        Limits {
            check_plies: CHECK_PLIES,
            quiet_side,
        }
    }

    fn captures(quiet_side: Option<Side>) -> Limits {
        Limits {
            check_plies: 0,
            quiet_side,
        }
    }
}

/// [`best_gain`] with captures only (no quiet checks): what the side to move wins back without
/// a checking attack. Where the full search finds more, the extra comes from checks — a hidden
/// root (暗根) rather than a trade of pieces.
pub fn best_gain_by_captures(pos: &Position) -> i32 {
    Search::run(pos, Limits::captures(None))
}

/// What capture (or move) `m` nets for the side to move in `pos`: the piece it takes minus the
/// best the opponent wins back afterwards.
pub fn move_gain(pos: &Position, m: Move) -> i32 {
    let mut after = pos.clone();
    let victim = after.play_unchecked(m).map_or(0, |p| value(p, m.to));
    victim - best_gain(&after)
}

/// Best net gain for the side to move from capturing on `sq` alone (the static exchange on that
/// point: each side recaptures with its least valuable piece and may stop; 0 if it should not
/// capture), where `chaser`'s general and soldiers do not recapture. Only legal recaptures
/// count, so a pinned protector is no root.
pub fn square_exchange_for(pos: &Position, sq: Square, chaser: Side) -> i32 {
    square_exchange_depth(pos, sq, chaser, 8)
}

fn square_exchange_depth(pos: &Position, sq: Square, chaser: Side, depth: u32) -> i32 {
    if depth == 0 {
        return 0;
    }
    let victim = value_at(pos, sq);
    let best = pos
        .legal_captures()
        .iter()
        .filter(|m| m.to == sq && !barred(pos, **m, Some(chaser)))
        .map(|&m| (value_at(pos, m.from), m))
        .min_by_key(|(v, _)| *v);
    match best {
        None => 0,
        Some((_, m)) => {
            let mut after = pos.clone();
            after.play_unchecked(m);
            (victim - square_exchange_depth(&after, sq, chaser, depth - 1)).max(0)
        }
    }
}

/// The expected continuation after `first`: each side's best material move in turn, as long as
/// one wins something (for explanations: "g7e6 e2e6 f6e6").
pub fn principal_line(pos: &Position, first: Move, max_len: usize) -> Vec<Move> {
    let mut line = vec![first];
    let mut cur = pos.clone();
    cur.play_unchecked(first);
    while line.len() < max_len {
        let target = best_gain(&cur);
        if target == 0 && !cur.is_check() {
            break;
        }
        let next = cur.legal_moves().iter().copied().find(|&m| {
            let is_tactical = cur.piece_at(m.to).is_some() || cur.is_check() || {
                let mut a = cur.clone();
                a.play_unchecked(m);
                a.is_check()
            };
            is_tactical && move_gain(&cur, m) == target
        });
        let Some(m) = next else { break };
        line.push(m);
        cur.play_unchecked(m);
    }
    line
}

/// Whether capture `m` is barred in a chase line: the general or a soldier of the chasing side
/// takes something (they chase by themselves).
fn barred(pos: &Position, m: Move, quiet_side: Option<Side>) -> bool {
    let Some(side) = quiet_side else {
        return false;
    };
    pos.piece_at(m.to).is_some()
        && pos.piece_at(m.from).is_some_and(|p| {
            p.side == side && matches!(p.kind, PieceKind::General | PieceKind::Soldier)
        })
}

/// One material search: what it tries and what is left of its node budget.
struct Search {
    limits: Limits,
    budget: u32,
}

/// An alpha-beta window.
#[derive(Clone, Copy)]
struct Window {
    alpha: i32,
    beta: i32,
}

impl Search {
    /// The search from `pos` with a full window and a fresh budget.
    fn run(pos: &Position, limits: Limits) -> i32 {
        let mut search = Search {
            limits,
            budget: SEARCH_NODES,
        };
        let full = Window {
            alpha: -MATE - 1,
            beta: MATE + 1,
        };
        search.node(pos, full, 0, false, pos.is_check(), false)
    }

    /// Whether the side to move mates at once with a quiet check: the answer to a series of
    /// checks that ended in a capture (see [`Search::node`]'s `mate_reply`).
    fn mates_at_once(&mut self, pos: &Position) -> bool {
        pos.legal_captures_and_checks().iter().any(|&m| {
            if self.budget == 0 || pos.piece_at(m.to).is_some() {
                return false;
            }
            self.budget -= 1;
            let mut after = pos.clone();
            after.play_unchecked(m);
            after.is_check() && !after.has_legal_moves()
        })
    }

    /// The value of `pos` for the side to move. `chain`: the side to move gave check with its
    /// previous move — it may go on checking (连续将军) with quiet moves, so a series of checks
    /// that wins material is seen.
    /// `in_check`: whether the side to move is in check (the parent knows it already).
    /// `mate_reply`: the opponent's series of checks just ended in a capture; a mate by a quiet
    /// check now refutes what the series won (CXA 29.4, a capture followed by mate wins
    /// nothing, applied to the win-back: e.g. 参考图20, the chariot's checks that would take back
    /// the chariot let the horse mate).
    fn node(
        &mut self,
        pos: &Position,
        window: Window,
        ply: u32,
        chain: bool,
        in_check: bool,
        mate_reply: bool,
    ) -> i32 {
        let Window { mut alpha, beta } = window;
        let limits = self.limits;
        let check_plies = limits.check_plies;
        // Standing pat ends a node that is not in check before any move is generated (the
        // generation is most of a node's cost).
        if !in_check && (ply >= MAX_PLIES || self.budget == 0 || 0 >= beta) {
            return 0;
        }
        if mate_reply && !in_check && check_plies > 0 && self.mates_at_once(pos) {
            return MATE;
        }
        let quiet_checks = in_check || ply < check_plies || (chain && check_plies > 0);
        let moves = if in_check {
            pos.legal_moves()
        } else if quiet_checks {
            pos.legal_captures_and_checks()
        } else {
            pos.legal_captures()
        };
        if in_check && moves.is_empty() {
            return -MATE;
        }
        if !in_check {
            alpha = alpha.max(0);
        } else if ply >= MAX_PLIES + 2 || self.budget == 0 {
            return 0;
        }
        // Captures first, most valuable victim by least valuable attacker.
        // On the stack: a node is too small a unit of work for a heap allocation.
        let filler = (
            0,
            Move::new(
                Square::from_index_unchecked(0),
                Square::from_index_unchecked(0),
            ),
        );
        let mut keyed = [filler; MAX_MOVES];
        for (slot, &m) in keyed.iter_mut().zip(moves.iter()) {
            let key = pos
                .piece_at(m.to)
                .map_or(-1_000_000, |v| value(v, m.to) * 64 - value_at(pos, m.from));
            *slot = (key, m);
        }
        let order = &mut keyed[..moves.len()];
        order.sort_unstable_by_key(|(k, _)| std::cmp::Reverse(*k));
        let mut best = if in_check { -MATE } else { 0 };
        for &(_, m) in order.iter() {
            if self.budget == 0 {
                break;
            }
            let quiet = pos.piece_at(m.to).is_none();
            if quiet && !in_check && !pos.could_check(m) {
                continue;
            }
            if !in_check && barred(pos, m, limits.quiet_side) {
                continue;
            }
            let mut after = pos.clone();
            let victim = after.play_unchecked(m).map_or(0, |p| value(p, m.to));
            // `could_check` is a necessary condition: it spares most captures the attack test.
            let gives_check = pos.could_check(m) && after.is_check();
            if victim == 0 && !in_check && !gives_check {
                continue;
            }
            self.budget -= 1;
            // The opponent may keep checking if its last move checked us.
            let score = victim
                - self.node(
                    &after,
                    Window {
                        alpha: -beta + victim,
                        beta: -alpha + victim,
                    },
                    ply + 1,
                    in_check,
                    gives_check,
                    chain && victim > 0 && !gives_check,
                );
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{CoordDialect, parse_coord};

    fn gain(fen: &str, mv: &str) -> i32 {
        let pos = Position::from_fen(fen).expect("fen");
        let m = parse_coord(mv, CoordDialect::Iccs).expect("move");
        move_gain(&pos, m)
    }

    #[test]
    fn free_piece_is_won() {
        // Red rook takes an unprotected black horse.
        assert_eq!(gain("4k4/9/9/9/9/n8/9/9/9/R2K5 w", "a0a4"), 8);
    }

    #[test]
    fn protected_piece_costs_the_capturer() {
        // The black horse is protected by a rook: rook for horse loses.
        assert!(gain("r3k4/9/9/9/9/n8/9/9/9/R2K5 w", "a0a4") < 0);
    }

    #[test]
    fn abandoned_piece_counts() {
        // CXA 24.3, the complete exchange; e.g. CXA 图12: the black rook may take the pawn only
        // when its cannon does not hang.
        let hangs = "3k2P2/P3a4/6rc1/7R1/9/9/9/B3B4/4A4/4KA3 b";
        assert!(gain(hangs, "g7g9") < 0);
        let safe = "3k2P2/P3a4/6r1c/7R1/9/9/9/B3B4/4A4/4KA3 b";
        assert_eq!(gain(safe, "g7g9"), 4);
    }

    #[test]
    fn exchange_continues_on_another_square() {
        // CXA 26.5 (each side takes on its own point); e.g. CXA 图04: cannon takes horse, elephant
        // takes cannon, horse takes the soldier the black horse protected: a soldier up.
        let pos = "4k4/4a4/4ba3/5N3/2n3b1C/4p2p1/P4n3/4BA3/4A4/2B1K4 w";
        assert_eq!(gain(pos, "i5c5"), 4);
    }
}
