//! Un-moves: the points a piece may have come from by a move that captured nothing. A position's
//! predecessors in its class are its placements with one piece of the side that just moved put
//! back on such a point; the generator reads them from here instead of keeping every position's
//! children, which is what lets a class of hundreds of millions of positions fit in memory.
//!
//! The geometry here is exact for a quiet move, given that the position after it is legal and
//! the one before it is a legal position of the class (the generator's table says which are):
//! paths and the horse's leg and the elephant's eye are read on `occupied`, the points the piece
//! may stand on (palace, own half, a soldier's files and ranks) are left to the class's
//! numbering, which has no number for a piece off its points.

use crate::layout::Layout;
use arbiter_xiangqi::{PieceKind, Side, Square};

/// The four orthogonal steps.
const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The four diagonal steps.
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Calls `each` with the number of every placement from which a quiet move of `mover` gives
/// placement `index` of `layout` (legal or not: the caller's table says which are positions).
pub(crate) fn predecessors(layout: &Layout, index: u64, mover: Side, mut each: impl FnMut(u64)) {
    let Some(pieces) = layout.pieces(index) else {
        return;
    };
    let mut occupied = [false; 90];
    for &(_, s) in &pieces {
        occupied[s.index()] = true;
    }
    let mut from: Vec<Square> = Vec::with_capacity(20);
    for (k, &(piece, to)) in pieces.iter().enumerate() {
        if piece.side != mover {
            continue;
        }
        let twin = pieces
            .iter()
            .enumerate()
            .find(|&(j, &(other, _))| j != k && other == piece)
            .map(|(_, &(_, s))| s);
        from.clear();
        origins(piece.kind, piece.side, to, &occupied, &mut from);
        for &f in &from {
            if let Some(i) = layout.index_moved(index, piece, to, f, twin) {
                each(i);
            }
        }
    }
}

/// Pushes onto `out` every point a `kind` of `side` now on `to` may have left by a quiet move,
/// `occupied[i]` telling which points hold a piece now.
pub(crate) fn origins(
    kind: PieceKind,
    side: Side,
    to: Square,
    occupied: &[bool; 90],
    out: &mut Vec<Square>,
) {
    let empty = |s: Square| !occupied[s.index()];
    let step = |(df, dr): (i8, i8)| to.offset(df, dr).filter(|&s| empty(s));
    match kind {
        PieceKind::General | PieceKind::Advisor => {
            let steps = if kind == PieceKind::General {
                ORTHOGONAL
            } else {
                DIAGONAL
            };
            out.extend(steps.into_iter().filter_map(step));
        }
        PieceKind::Elephant => {
            for (df, dr) in DIAGONAL {
                // The eye, midway, is empty both before and after the move.
                if to.offset(df, dr).is_some_and(empty) {
                    out.extend(step((2 * df, 2 * dr)));
                }
            }
        }
        PieceKind::Horse => {
            for (df, dr) in ORTHOGONAL {
                // Came from two points away along (df, dr) and one aside; its leg is next to
                // where it came from, one point towards `to` along the long leg.
                for side_step in [-1i8, 1] {
                    let (sf, sr) = if df == 0 {
                        (side_step, 2 * dr)
                    } else {
                        (2 * df, side_step)
                    };
                    let Some(from) = to.offset(sf, sr) else {
                        continue;
                    };
                    let leg = from.offset(-df, -dr);
                    if empty(from) && leg.is_some_and(empty) {
                        out.push(from);
                    }
                }
            }
        }
        PieceKind::Chariot | PieceKind::Cannon => {
            // A cannon's quiet move slides like a chariot's.
            for (df, dr) in ORTHOGONAL {
                let mut at = to;
                while let Some(next) = at.offset(df, dr).filter(|&s| empty(s)) {
                    out.push(next);
                    at = next;
                }
            }
        }
        PieceKind::Soldier => {
            // Forward from one point behind; sideways only from a point past the river.
            out.extend(step((0, -side.forward())));
            for df in [-1i8, 1] {
                if let Some(from) = step((df, 0)).filter(|s| !s.on_own_half(side)) {
                    out.push(from);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_xiangqi::{Move, Piece, Position};

    /// On random-ish boards, the origins of every piece are exactly the points from which a
    /// legal quiet move of that piece reaches its point (where the position before is legal).
    #[test]
    fn origins_are_the_quiet_moves_reversed() {
        let fens = [
            "3akab2/9/4b4/9/9/9/9/3C5/9/4K4 w",
            "3k5/4a4/4b4/9/2P1N4/9/9/9/4A4/3AK1B2 w",
            "2bak4/4a4/4b4/9/9/6R2/9/B8/4A4/3AK4 b",
            "3k5/9/9/3P5/9/6N2/9/9/9/4K4 w",
            "4k4/4a4/9/9/2p6/9/9/4B4/4A4/3AK4 b",
        ];
        for fen in fens {
            let base = Position::from_fen(fen).unwrap();
            let mut occupied = [false; 90];
            for (s, _) in base.board().occupied() {
                occupied[s.index()] = true;
            }
            for (to, piece) in base.board().occupied() {
                // The position after the move has the other side to move; only legal ones.
                let mut after = base.to_setup();
                after.turn = piece.side.opponent();
                if Position::from_setup(after).is_err() {
                    continue;
                }
                let mut got = Vec::new();
                origins(piece.kind, piece.side, to, &occupied, &mut got);
                got.sort();
                let mut want = Vec::new();
                for from in Square::all().filter(|s| !occupied[s.index()]) {
                    let mut setup = base.to_setup();
                    setup.board.set(to, None);
                    setup
                        .board
                        .set(from, Some(Piece::new(piece.side, piece.kind)));
                    setup.turn = piece.side;
                    let Ok(before) = Position::from_setup(setup) else {
                        continue;
                    };
                    if before.is_legal(Move { from, to }) {
                        want.push(from);
                    }
                }
                // Every legal origin is found; extra ones are only points off the piece's
                // ground (which the class's numbering refuses) or positions not legal.
                for w in &want {
                    assert!(got.contains(w), "{fen}: {piece:?} {to:?} from {w:?}");
                }
                for g in &got {
                    if !want.contains(g) {
                        let mut setup = base.to_setup();
                        setup.board.set(to, None);
                        setup.board.set(*g, Some(piece));
                        setup.turn = piece.side;
                        assert!(
                            Position::from_setup(setup).is_err(),
                            "{fen}: {piece:?} {to:?} extra {g:?}"
                        );
                    }
                }
            }
        }
    }
}
