//! The positions of one class as numbers. Tables are kept in one frame: the strong side is Red
//! (a position whose strong side is Black is read with its ranks mirrored and its colours
//! swapped). A position's number is a mixed-radix number over its piece groups — each general,
//! the attacker, and each side's advisors and elephants — where a group of two like pieces is
//! numbered as a combination of the points that piece may ever stand on.
//!
//! ```
//! use arbiter_endgame::Material;
//! use arbiter_endgame::layout::Layout;
//! use arbiter_xiangqi::{Position, Side};
//!
//! let layout = Layout::new("KR-K".parse::<Material>().unwrap());
//! let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
//! let pieces: Vec<_> = pos.board().occupied().map(|(s, p)| (p, s)).collect();
//! let index = layout.index_of(&pieces).unwrap();
//! assert!(index < layout.size());
//! // The number gives the same pieces back, and with a side to move, the position.
//! let (back, position) = layout.position(index, Side::Red).unwrap();
//! assert_eq!(back.len(), 3);
//! assert_eq!(position.to_fen(), pos.to_fen());
//! ```

use crate::material::Material;
use arbiter_xiangqi::setup::reachable;
use arbiter_xiangqi::{Board, Piece, PieceKind, Position, Setup, Side, Square};

/// One group of like pieces: which piece, how many, where it may stand.
#[derive(Clone, Debug)]
struct Group {
    piece: Piece,
    count: u8,
    /// The points the piece may stand on, in square order.
    squares: Vec<Square>,
    /// For each of the 90 points, its place in `squares` (`u8::MAX`: not one).
    slot: [u8; 90],
    /// Combinations of `count` points out of `squares`.
    size: u64,
    /// The group's weight in a position's number.
    stride: u64,
}

/// How the positions of one class are numbered.
#[derive(Clone, Debug)]
pub struct Layout {
    material: Material,
    groups: Vec<Group>,
    size: u64,
}

/// The pieces of a position in the table's frame, in no particular order.
pub type Pieces = Vec<(Piece, Square)>;

impl Layout {
    /// The numbering of `material`'s positions (one side to move).
    pub fn new(material: Material) -> Layout {
        let red = |kind| Piece::new(Side::Red, kind);
        let black = |kind| Piece::new(Side::Black, kind);
        let wanted = [
            (red(PieceKind::General), 1),
            (black(PieceKind::General), 1),
            (red(material.attacker.kind()), 1),
            (
                black(
                    material
                        .weak_attacker
                        .map_or(PieceKind::Chariot, |a| a.kind()),
                ),
                u8::from(material.weak_attacker.is_some()),
            ),
            (red(PieceKind::Advisor), material.strong_advisors),
            (red(PieceKind::Elephant), material.strong_elephants),
            (black(PieceKind::Advisor), material.weak_advisors),
            (black(PieceKind::Elephant), material.weak_elephants),
        ];
        let mut groups = Vec::new();
        let mut stride = 1u64;
        for (piece, count) in wanted {
            if count == 0 {
                continue;
            }
            let squares: Vec<Square> = Square::all().filter(|&s| reachable(piece, s)).collect();
            let mut slot = [u8::MAX; 90];
            for (i, s) in squares.iter().enumerate() {
                slot[s.index()] = u8::try_from(i).unwrap_or(u8::MAX);
            }
            let size = combinations(squares.len() as u64, count);
            groups.push(Group {
                piece,
                count,
                squares,
                slot,
                size,
                stride,
            });
            stride *= size;
        }
        Layout {
            material,
            groups,
            size: stride,
        }
    }

    /// The class numbered.
    pub fn material(&self) -> Material {
        self.material
    }

    /// Positions of the class with one side to move (legal or not).
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The number of `pieces` (in the table's frame), or `None` when they are not this class's
    /// pieces on points they may stand on.
    pub fn index_of(&self, pieces: &[(Piece, Square)]) -> Option<u64> {
        let mut index = 0u64;
        let mut seen = 0usize;
        for g in &self.groups {
            let mut slots = [0u64; 2];
            let mut n = 0usize;
            for &(p, s) in pieces {
                if p == g.piece {
                    let slot = g.slot[s.index()];
                    if slot == u8::MAX || n >= 2 {
                        return None;
                    }
                    slots[n] = u64::from(slot);
                    n += 1;
                }
            }
            if n != usize::from(g.count) {
                return None;
            }
            seen += n;
            let rank = match n {
                1 => slots[0],
                _ => {
                    let (lo, hi) = (slots[0].min(slots[1]), slots[0].max(slots[1]));
                    hi * (hi - 1) / 2 + lo
                }
            };
            index += rank * g.stride;
        }
        (seen == pieces.len()).then_some(index)
    }

    /// The number of placement `index` with its `piece` on `from` moved to `to`, the other pieces
    /// where they are (`twin`: where the other piece of the same kind and side stands, if the
    /// class has two); `None` when the piece may not stand on `to`. Cheaper than
    /// [`Layout::index_of`]: only the moved piece's group is renumbered.
    pub fn index_moved(
        &self,
        index: u64,
        piece: Piece,
        from: Square,
        to: Square,
        twin: Option<Square>,
    ) -> Option<u64> {
        let g = self.groups.iter().find(|g| g.piece == piece)?;
        let rank = |sq: Square| -> Option<u64> {
            let slot = u64::from(*g.slot.get(sq.index()).filter(|&&s| s != u8::MAX)?);
            Some(match twin.map(|t| g.slot[t.index()]) {
                None => slot,
                Some(u8::MAX) => return None,
                Some(other) => {
                    let other = u64::from(other);
                    let (lo, hi) = (slot.min(other), slot.max(other));
                    hi * (hi - 1) / 2 + lo
                }
            })
        };
        let (old, new) = (rank(from)?, rank(to)?);
        Some(index - old * g.stride + new * g.stride)
    }

    /// The pieces numbered `index`, or `None` when two of them would share a point.
    pub fn pieces(&self, index: u64) -> Option<Pieces> {
        let mut out = Vec::with_capacity(11);
        let mut used = [false; 90];
        for g in &self.groups {
            let rank = (index / g.stride) % g.size;
            let slots = match g.count {
                1 => [rank, u64::MAX],
                _ => {
                    // The largest hi with hi (hi − 1) / 2 ≤ rank.
                    let mut hi = 1u64;
                    while (hi + 1) * hi / 2 <= rank {
                        hi += 1;
                    }
                    [rank - hi * (hi - 1) / 2, hi]
                }
            };
            for slot in slots.into_iter().filter(|&s| s != u64::MAX) {
                let sq = *g.squares.get(usize::try_from(slot).ok()?)?;
                if used[sq.index()] {
                    return None;
                }
                used[sq.index()] = true;
                out.push((g.piece, sq));
            }
        }
        Some(out)
    }
}

impl Layout {
    /// Position `index` with `turn` to move, and its pieces; `None` when the number is no legal
    /// position (two pieces on a point, generals facing, the side not to move in check).
    pub fn position(&self, index: u64, turn: Side) -> Option<(Pieces, Position)> {
        let pieces = self.pieces(index)?;
        let pos = Position::from_setup(Setup {
            board: board_of(&pieces),
            turn,
            halfmoves: 0,
            fullmoves: 1,
        })
        .ok()?;
        Some((pieces, pos))
    }
}

/// `pieces` on an empty board.
pub fn board_of(pieces: &[(Piece, Square)]) -> Board {
    let mut board = Board::empty();
    for &(p, s) in pieces {
        board.set(s, Some(p));
    }
    board
}

/// The pieces of `board` in the frame where `strong` is Red: Black's strong side has its ranks
/// mirrored and its colours swapped.
pub fn to_frame(board: &Board, strong: Side) -> Pieces {
    board
        .occupied()
        .map(|(s, p)| flip_if(p, s, strong == Side::Black))
        .collect()
}

/// A piece and its point seen from the other side (`flip`): ranks mirrored, colours swapped.
pub fn flip_if(piece: Piece, sq: Square, flip: bool) -> (Piece, Square) {
    if !flip {
        return (piece, sq);
    }
    let mirrored = Square::new(sq.file(), 9 - sq.rank()).unwrap_or(sq);
    (Piece::new(piece.side.opponent(), piece.kind), mirrored)
}

/// n choose k, for k ≤ 2.
fn combinations(n: u64, k: u8) -> u64 {
    match k {
        0 => 1,
        1 => n,
        _ => n * (n - 1) / 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::material::Attacker;

    fn material(attacker: Attacker, counts: [u8; 4]) -> Material {
        Material::new(attacker, counts)
    }

    #[test]
    fn chariot_against_the_full_defence_has_1_5_million_placements() {
        let l = Layout::new(material(Attacker::Chariot, [0, 0, 2, 2]));
        assert_eq!(l.size(), 9 * 9 * 90 * 10 * 21);
    }

    #[test]
    fn every_number_comes_back() {
        for m in [
            material(Attacker::Chariot, [0, 0, 2, 2]),
            material(Attacker::Soldier, [1, 2, 1, 0]),
        ] {
            let l = Layout::new(m);
            let mut back = 0;
            for i in (0..l.size()).step_by(997) {
                if let Some(p) = l.pieces(i) {
                    assert_eq!(l.index_of(&p), Some(i));
                    back += 1;
                }
            }
            assert!(back > 0);
        }
    }

    #[test]
    fn a_moved_piece_is_renumbered_as_a_whole_placement_would_be() {
        let l = Layout::new(material(Attacker::Horse, [2, 1, 2, 2]));
        let mut checked = 0;
        for i in (0..l.size()).step_by(7919) {
            let Some(pieces) = l.pieces(i) else { continue };
            for (k, &(piece, from)) in pieces.iter().enumerate() {
                let twin = pieces
                    .iter()
                    .enumerate()
                    .find(|&(j, &(p, _))| j != k && p == piece)
                    .map(|(_, &(_, s))| s);
                for to in Square::all() {
                    if pieces.iter().any(|&(_, s)| s == to) {
                        continue;
                    }
                    let mut moved = pieces.clone();
                    moved[k].1 = to;
                    assert_eq!(l.index_moved(i, piece, from, to, twin), l.index_of(&moved));
                    checked += 1;
                }
            }
        }
        assert!(checked > 1000);
    }
}
