//! Sides and pieces.
//!
//! ```
//! use arbiter_xiangqi::{Piece, PieceKind, Side};
//! let cannon = Piece::from_fen_char('c').unwrap();
//! assert_eq!(cannon, Piece::new(Side::Black, PieceKind::Cannon));
//! assert_eq!(cannon.fen_char(), 'c');
//! assert_eq!(Side::Red.opponent(), Side::Black);
//! ```

use std::fmt;

arbiter_base::keyed_enum! {
    /// The two sides. Red moves first.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
    pub enum Side {
        /// Red (紅/红), uppercase in FEN, moves first.
        Red = "red",
        /// Black (黑), lowercase in FEN.
        Black = "black",
    }
}

impl Side {
    /// The other side.
    pub const fn opponent(self) -> Side {
        match self {
            Side::Red => Side::Black,
            Side::Black => Side::Red,
        }
    }

    /// 0 for Red, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// +1 for Red (moves up the ranks), -1 for Black.
    pub const fn forward(self) -> i8 {
        match self {
            Side::Red => 1,
            Side::Black => -1,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Red => "red",
            Side::Black => "black",
        })
    }
}

/// The seven kinds of piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum PieceKind {
    /// General / king (帥/將), `K`.
    General,
    /// Advisor (仕/士), `A`.
    Advisor,
    /// Elephant (相/象), `B` (also read as `E`).
    Elephant,
    /// Horse (傌/馬), `N` (also read as `H`).
    Horse,
    /// Chariot (俥/車), `R`.
    Chariot,
    /// Cannon (炮/砲), `C`.
    Cannon,
    /// Soldier (兵/卒), `P`.
    Soldier,
}

impl PieceKind {
    /// All kinds, in index order.
    pub const ALL: [PieceKind; 7] = [
        PieceKind::General,
        PieceKind::Advisor,
        PieceKind::Elephant,
        PieceKind::Horse,
        PieceKind::Chariot,
        PieceKind::Cannon,
        PieceKind::Soldier,
    ];

    /// 0..=6 in the order of [`PieceKind::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// How many of this kind a side has at the start (and at most).
    pub const fn max_count(self) -> usize {
        match self {
            PieceKind::General => 1,
            PieceKind::Soldier => 5,
            _ => 2,
        }
    }

    /// Upper-case FEN letter (Red's).
    pub const fn fen_char(self) -> char {
        match self {
            PieceKind::General => 'K',
            PieceKind::Advisor => 'A',
            PieceKind::Elephant => 'B',
            PieceKind::Horse => 'N',
            PieceKind::Chariot => 'R',
            PieceKind::Cannon => 'C',
            PieceKind::Soldier => 'P',
        }
    }

    /// English name used in messages.
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::General => "general",
            PieceKind::Advisor => "advisor",
            PieceKind::Elephant => "elephant",
            PieceKind::Horse => "horse",
            PieceKind::Chariot => "chariot",
            PieceKind::Cannon => "cannon",
            PieceKind::Soldier => "soldier",
        }
    }
}

/// A piece: a side and a kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub side: Side,
    /// What piece.
    pub kind: PieceKind,
}

impl Piece {
    /// A new piece.
    pub const fn new(side: Side, kind: PieceKind) -> Piece {
        Piece { side, kind }
    }

    /// Compact code 1..=14 used by the mailbox (0 = empty).
    pub(crate) const fn code(self) -> u8 {
        1 + (self.side as u8) * 7 + self.kind as u8
    }

    /// Inverse of [`Piece::code`]; `None` for 0 or out of range.
    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        if code == 0 || code > 14 {
            return None;
        }
        let c = code - 1;
        let side = if c >= 7 { Side::Black } else { Side::Red };
        let kind = PieceKind::ALL[(c % 7) as usize];
        Some(Piece { side, kind })
    }

    /// FEN letter: upper case for Red, lower case for Black.
    pub const fn fen_char(self) -> char {
        let c = self.kind.fen_char();
        match self.side {
            Side::Red => c,
            Side::Black => c.to_ascii_lowercase(),
        }
    }

    /// Reads a FEN letter (`KABNRCP`, also `E` for elephant and `H` for horse; lower case = Black).
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let side = if c.is_ascii_uppercase() {
            Side::Red
        } else {
            Side::Black
        };
        let kind = match c.to_ascii_uppercase() {
            'K' => PieceKind::General,
            'A' => PieceKind::Advisor,
            'B' | 'E' => PieceKind::Elephant,
            'N' | 'H' => PieceKind::Horse,
            'R' => PieceKind::Chariot,
            'C' => PieceKind::Cannon,
            'P' => PieceKind::Soldier,
            _ => return None,
        };
        Some(Piece { side, kind })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for side in [Side::Red, Side::Black] {
            for kind in PieceKind::ALL {
                let p = Piece::new(side, kind);
                assert_eq!(Piece::from_code(p.code()), Some(p));
                assert_eq!(Piece::from_fen_char(p.fen_char()), Some(p));
            }
        }
        assert_eq!(Piece::from_code(0), None);
        assert_eq!(Piece::from_code(15), None);
    }
}
