//! The mailbox board with per-rank and per-file occupancy masks.
//!
//! The masks make sliding pieces cheap: the first and second piece along a line (what a chariot
//! and a cannon need) are two bit scans.
//!
//! ```
//! use arbiter_xiangqi::{Board, Piece, PieceKind, Side, Square};
//! let board = Board::standard();
//! let e0 = Square::parse("e0", false).unwrap();
//! assert_eq!(board.get(e0), Some(Piece::new(Side::Red, PieceKind::General)));
//! assert_eq!(board.occupied().count(), 32);
//! ```

use super::piece::{Piece, PieceKind, Side};
use super::square::{FILES, RANKS, SQUARES, Square};
use super::tables::{HORSE_ATTACKERS, NONE, next_above, next_below};

/// Piece placement only (no side to move).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    pub(crate) cells: [u8; SQUARES],
    pub(crate) rank_occ: [u16; RANKS as usize],
    pub(crate) file_occ: [u16; FILES as usize],
    /// Each side's pieces, bit = point index (Red at 0): move generation visits the side to
    /// move's pieces only.
    pub(crate) side_occ: [u128; 2],
}

/// The side owning a piece code (1..=7 Red, 8..=14 Black).
#[inline(always)]
const fn side_of_code(code: u8) -> usize {
    (code > 7) as usize
}

const fn code(side: Side, kind: PieceKind) -> u8 {
    Piece::new(side, kind).code()
}

impl Board {
    /// An empty board.
    pub fn empty() -> Board {
        Board {
            cells: [0; SQUARES],
            rank_occ: [0; RANKS as usize],
            file_occ: [0; FILES as usize],
            side_occ: [0; 2],
        }
    }

    /// The piece on `sq`, if any.
    #[inline(always)]
    pub fn get(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.cells[sq.index()])
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        let code = piece.map_or(0, Piece::code);
        self.set_code(sq.index(), code);
    }

    #[inline(always)]
    pub(crate) fn set_code(&mut self, index: usize, code: u8) {
        let (f, r) = (index % FILES as usize, index / FILES as usize);
        self.cells[index] = code;
        self.side_occ[0] &= !(1 << index);
        self.side_occ[1] &= !(1 << index);
        if code != 0 {
            self.side_occ[side_of_code(code)] |= 1 << index;
        }
        if code == 0 {
            self.rank_occ[r] &= !(1 << f);
            self.file_occ[f] &= !(1 << r);
        } else {
            self.rank_occ[r] |= 1 << f;
            self.file_occ[f] |= 1 << r;
        }
    }

    /// Moves the piece on `from` to `to` (captures whatever is on `to`); returns the captured code.
    #[inline(always)]
    pub(crate) fn move_code(&mut self, from: usize, to: usize) -> u8 {
        let moving = self.cells[from];
        let captured = self.cells[to];
        self.cells[to] = moving;
        self.cells[from] = 0;
        let mover = side_of_code(moving);
        self.side_occ[mover] ^= (1 << from) | (1 << to);
        if captured != 0 {
            self.side_occ[mover ^ 1] &= !(1 << to);
        }
        let (ff, fr) = (from % 9, from / 9);
        let (tf, tr) = (to % 9, to / 9);
        self.rank_occ[fr] &= !(1 << ff);
        self.file_occ[ff] &= !(1 << fr);
        self.rank_occ[tr] |= 1 << tf;
        self.file_occ[tf] |= 1 << tr;
        captured
    }

    /// Undoes [`Board::move_code`].
    #[inline(always)]
    pub(crate) fn unmove_code(&mut self, from: usize, to: usize, captured: u8) {
        let moving = self.cells[to];
        self.cells[from] = moving;
        self.cells[to] = captured;
        let mover = side_of_code(moving);
        self.side_occ[mover] ^= (1 << from) | (1 << to);
        if captured != 0 {
            self.side_occ[mover ^ 1] |= 1 << to;
        }
        let (ff, fr) = (from % 9, from / 9);
        let (tf, tr) = (to % 9, to / 9);
        self.rank_occ[fr] |= 1 << ff;
        self.file_occ[ff] |= 1 << fr;
        if captured == 0 {
            self.rank_occ[tr] &= !(1 << tf);
            self.file_occ[tf] &= !(1 << tr);
        }
    }

    /// Number of pieces between `a` and `b` on a shared rank or file (`None` if not aligned).
    pub fn pieces_between(&self, a: Square, b: Square) -> Option<u8> {
        if a.file() == b.file() {
            let (lo, hi) = if a.rank() < b.rank() {
                (a.rank(), b.rank())
            } else {
                (b.rank(), a.rank())
            };
            let mask =
                self.file_occ[a.file() as usize] & !(u16::MAX << hi) & (u16::MAX << (lo + 1));
            Some(mask.count_ones() as u8)
        } else if a.rank() == b.rank() {
            let (lo, hi) = if a.file() < b.file() {
                (a.file(), b.file())
            } else {
                (b.file(), a.file())
            };
            let mask =
                self.rank_occ[a.rank() as usize] & !(u16::MAX << hi) & (u16::MAX << (lo + 1));
            Some(mask.count_ones() as u8)
        } else {
            None
        }
    }

    /// The first occupied square between `a` and `b` (exclusive) walking from `a`, if aligned.
    pub fn first_between(&self, a: Square, b: Square) -> Option<Square> {
        if a.file() == b.file() {
            let mask = self.file_occ[a.file() as usize];
            let r = if a.rank() < b.rank() {
                next_above(mask, a.rank())
            } else {
                next_below(mask, a.rank())
            }?;
            let in_range = if a.rank() < b.rank() {
                r < b.rank()
            } else {
                r > b.rank()
            };
            if in_range {
                Square::new(a.file(), r)
            } else {
                None
            }
        } else if a.rank() == b.rank() {
            let mask = self.rank_occ[a.rank() as usize];
            let f = if a.file() < b.file() {
                next_above(mask, a.file())
            } else {
                next_below(mask, a.file())
            }?;
            let in_range = if a.file() < b.file() {
                f < b.file()
            } else {
                f > b.file()
            };
            if in_range {
                Square::new(f, a.rank())
            } else {
                None
            }
        } else {
            None
        }
    }

    /// Whether the two generals stand on one file with nothing between (illegal to leave so).
    pub(crate) fn generals_face(&self, red: Square, black: Square) -> bool {
        red.file() == black.file() && self.pieces_between(red, black) == Some(0)
    }

    /// [`Board::generals_face`] for a general moved to `to` off `from` (not played): the
    /// point it leaves no longer stands between.
    #[inline]
    pub(crate) fn generals_face_after(&self, from: Square, to: Square, other: Square) -> bool {
        if to.file() != other.file() {
            return false;
        }
        let mut mask = self.file_occ[to.file() as usize];
        if from.file() == to.file() {
            mask &= !(1 << from.rank());
        }
        let (lo, hi) = if to.rank() < other.rank() {
            (to.rank(), other.rank())
        } else {
            (other.rank(), to.rank())
        };
        mask & !(u16::MAX << hi) & (u16::MAX << (lo + 1)) == 0
    }

    /// Whether `by` attacks `target` with a chariot, cannon, horse or soldier. Generals facing
    /// each other is tested apart ([`Board::generals_face`]); advisors and elephants never reach
    /// the other side's general.
    #[inline]
    pub(crate) fn attacked_by(&self, target: Square, by: Side) -> bool {
        self.attacked_by_vacating(target, by, usize::from(NONE))
    }

    /// [`Board::attacked_by`] as if the point `vacated` (a mailbox index, or out of range for
    /// none) were empty: a general's move is tested without playing it (the point it leaves
    /// may have screened a chariot, a cannon or a horse's leg).
    #[inline(always)]
    pub(crate) fn attacked_by_vacating(&self, target: Square, by: Side, vacated: usize) -> bool {
        let (f, r) = (target.file(), target.rank());
        // The vacated point's bit in its rank's and its file's mask (no bit when out of range).
        let (vf, vr) = (vacated % 9, vacated / 9);
        let on_board = vacated < SQUARES;
        let file_hole = if on_board && vf == f as usize {
            1u16 << vr
        } else {
            0
        };
        let rank_hole = if on_board && vr == r as usize {
            1u16 << vf
        } else {
            0
        };
        let chariot = code(by, PieceKind::Chariot);
        let cannon = code(by, PieceKind::Cannon);

        let fm = self.file_occ[f as usize] & !file_hole;
        if let Some(r1) = next_above(fm, r) {
            let c1 = self.cells[r1 as usize * 9 + f as usize];
            if c1 == chariot {
                return true;
            }
            if let Some(r2) = next_above(fm, r1)
                && self.cells[r2 as usize * 9 + f as usize] == cannon
            {
                return true;
            }
        }
        if let Some(r1) = next_below(fm, r) {
            let c1 = self.cells[r1 as usize * 9 + f as usize];
            if c1 == chariot {
                return true;
            }
            if let Some(r2) = next_below(fm, r1)
                && self.cells[r2 as usize * 9 + f as usize] == cannon
            {
                return true;
            }
        }
        let rm = self.rank_occ[r as usize] & !rank_hole;
        let base = r as usize * 9;
        if let Some(f1) = next_above(rm, f) {
            if self.cells[base + f1 as usize] == chariot {
                return true;
            }
            if let Some(f2) = next_above(rm, f1)
                && self.cells[base + f2 as usize] == cannon
            {
                return true;
            }
        }
        if let Some(f1) = next_below(rm, f) {
            if self.cells[base + f1 as usize] == chariot {
                return true;
            }
            if let Some(f2) = next_below(rm, f1)
                && self.cells[base + f2 as usize] == cannon
            {
                return true;
            }
        }
        self.leaper_attacks_vacating(target, by, vacated)
    }

    /// Whether a horse or soldier of `by` attacks `target`, as if the point `vacated` (a mailbox
    /// index, or out of range for none) were empty: the part of [`Board::attacked_by`] that
    /// does not come along a rank or file.
    #[inline(always)]
    pub(crate) fn leaper_attacks_vacating(&self, target: Square, by: Side, vacated: usize) -> bool {
        let t = target.index();
        let horse = code(by, PieceKind::Horse);
        let soldier = code(by, PieceKind::Soldier);
        for &(leg, a, b) in &HORSE_ATTACKERS[t] {
            if leg != NONE
                && (self.cells[leg as usize] == 0 || leg as usize == vacated)
                && ((a != NONE && self.cells[a as usize] == horse)
                    || (b != NONE && self.cells[b as usize] == horse))
            {
                return true;
            }
        }
        // A soldier of `by` attacks from one point behind the target (in `by`'s direction of
        // travel), or from beside it once across the river.
        if let Some(s) = target.offset(0, -by.forward())
            && self.cells[s.index()] == soldier
        {
            return true;
        }
        if !target.on_own_half(by) {
            if let Some(s) = target.offset(-1, 0)
                && self.cells[s.index()] == soldier
            {
                return true;
            }
            if let Some(s) = target.offset(1, 0)
                && self.cells[s.index()] == soldier
            {
                return true;
            }
        }
        false
    }

    /// Iterates the occupied squares in index order.
    pub fn occupied(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(move |s| self.get(s).map(|p| (s, p)))
    }

    /// The standard opening setup.
    pub fn standard() -> Board {
        let mut b = Board::empty();
        let back = [
            PieceKind::Chariot,
            PieceKind::Horse,
            PieceKind::Elephant,
            PieceKind::Advisor,
            PieceKind::General,
            PieceKind::Advisor,
            PieceKind::Elephant,
            PieceKind::Horse,
            PieceKind::Chariot,
        ];
        for (f, kind) in back.into_iter().enumerate() {
            let f = f as u8;
            for (side, rank) in [(Side::Red, 0), (Side::Black, 9)] {
                if let Some(s) = Square::new(f, rank) {
                    b.set(s, Some(Piece::new(side, kind)));
                }
            }
        }
        for (side, cannon_rank, soldier_rank) in [(Side::Red, 2, 3), (Side::Black, 7, 6)] {
            for f in [1, 7] {
                if let Some(s) = Square::new(f, cannon_rank) {
                    b.set(s, Some(Piece::new(side, PieceKind::Cannon)));
                }
            }
            for f in [0, 2, 4, 6, 8] {
                if let Some(s) = Square::new(f, soldier_rank) {
                    b.set(s, Some(Piece::new(side, PieceKind::Soldier)));
                }
            }
        }
        b
    }
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for r in (0..RANKS).rev() {
            for file in 0..FILES {
                let c = Square::new(file, r)
                    .and_then(|s| self.get(s))
                    .map_or('.', Piece::fen_char);
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
