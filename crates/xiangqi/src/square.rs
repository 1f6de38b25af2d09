//! Squares of the 9×10 Xiangqi board.
//!
//! Files `a`..`i` run from Red's left, ranks `0`..`9` from Red's back rank (ICCS). The index
//! `rank * 9 + file` is the mailbox index used everywhere in the rules core.
//!
//! ```
//! use arbiter_xiangqi::Square;
//! let h2 = Square::parse("h2", false).unwrap();
//! assert_eq!((h2.file(), h2.rank()), (7, 2));
//! assert_eq!(h2.offset(-3, 0), Square::parse("e2", false).ok());
//! assert_eq!(h2.to_string(), "h2");
//! ```

use std::fmt;

use super::piece::Side;

/// Number of files (columns).
pub const FILES: u8 = 9;
/// Number of ranks (rows).
pub const RANKS: u8 = 10;
/// Number of squares.
pub const SQUARES: usize = 90;

/// One of the 90 points of the board. Always valid once constructed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = `a`) and `rank` (0 = Red's back rank), if on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// The square with mailbox index `index` (`rank * 9 + file`), if below 90.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARES {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Builds a square from an index known to be below 90 (internal tables only).
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        Square(index)
    }

    /// Mailbox index, `rank * 9 + file`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0..=8 (`a`..`i`).
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Rank 0..=9 from Red's side.
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The square displaced by (`df`, `dr`), if still on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 || f >= FILES as i8 || r >= RANKS as i8 {
            None
        } else {
            Some(Square((r as u8) * FILES + f as u8))
        }
    }

    /// Whether the square is inside `side`'s palace (files d–f, its three home ranks).
    pub const fn in_palace(self, side: Side) -> bool {
        let f = self.file();
        let r = self.rank();
        if f < 3 || f > 5 {
            return false;
        }
        match side {
            Side::Red => r <= 2,
            Side::Black => r >= 7,
        }
    }

    /// Whether the square is on `side`'s own half of the river.
    pub const fn on_own_half(self, side: Side) -> bool {
        match side {
            Side::Red => self.rank() <= 4,
            Side::Black => self.rank() >= 5,
        }
    }

    /// All 90 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }

    /// Parses a square in ICCS (`e0`, ranks 0–9) or, with `one_based`, the Fairy-Stockfish
    /// dialect (`e1`, ranks 1–10). Case-insensitive for the file letter.
    pub fn parse(text: &str, one_based: bool) -> Result<Square, ParseSquareError> {
        let mut chars = text.chars();
        let file_ch = chars
            .next()
            .ok_or(ParseSquareError::Empty)?
            .to_ascii_lowercase();
        if !('a'..='i').contains(&file_ch) {
            return Err(ParseSquareError::BadFile(file_ch));
        }
        let rest = chars.as_str();
        let rank_num: u8 =
            if !rest.is_empty() && rest.len() <= 2 && rest.bytes().all(|b| b.is_ascii_digit()) {
                rest.parse()
                    .map_err(|_| ParseSquareError::BadRank(rest.to_string()))?
            } else {
                return Err(ParseSquareError::BadRank(rest.to_string()));
            };
        let rank = if one_based {
            if rank_num == 0 || rank_num > RANKS {
                return Err(ParseSquareError::BadRank(rest.to_string()));
            }
            rank_num - 1
        } else {
            if rank_num >= RANKS || rest.len() != 1 {
                return Err(ParseSquareError::BadRank(rest.to_string()));
            }
            rank_num
        };
        Square::new(file_ch as u8 - b'a', rank)
            .ok_or_else(|| ParseSquareError::BadRank(rest.to_string()))
    }

    /// The square in the 1-based-rank dialect (`e1` for ICCS `e0`).
    pub fn to_one_based(self) -> String {
        format!("{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Display for Square {
    /// ICCS form, e.g. `e0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a square could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseSquareError {
    /// Nothing to read.
    Empty,
    /// The file letter is not `a`..`i`.
    BadFile(char),
    /// The rank is not a number in range for the chosen dialect.
    BadRank(String),
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSquareError::Empty => write!(f, "empty square"),
            ParseSquareError::BadFile(c) => write!(f, "file {c:?} is not a letter a-i"),
            ParseSquareError::BadRank(r) => write!(f, "rank {r:?} is out of range"),
        }
    }
}

impl std::error::Error for ParseSquareError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_both_dialects() {
        assert_eq!(Square::parse("e0", false), Ok(Square::new(4, 0).unwrap()));
        assert_eq!(Square::parse("E1", true), Ok(Square::new(4, 0).unwrap()));
        assert_eq!(Square::parse("a10", true), Ok(Square::new(0, 9).unwrap()));
        assert!(Square::parse("a10", false).is_err());
        assert!(Square::parse("j0", false).is_err());
        assert!(Square::parse("a0", true).is_err());
        assert!(Square::parse("", false).is_err());
        assert!(Square::parse("a+", false).is_err());
    }

    #[test]
    fn palace_and_halves() {
        assert!(Square::new(4, 0).unwrap().in_palace(Side::Red));
        assert!(!Square::new(4, 3).unwrap().in_palace(Side::Red));
        assert!(Square::new(3, 9).unwrap().in_palace(Side::Black));
        assert!(Square::new(0, 4).unwrap().on_own_half(Side::Red));
        assert!(!Square::new(0, 5).unwrap().on_own_half(Side::Red));
    }
}
