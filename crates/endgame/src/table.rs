//! One generated table: the value of every position of a class with either side to move.
//!
//! A value is kept as one code: 0 for a number that is no legal position, 1 for a draw, and
//! 2 + the distance to mate for a win or a loss. The distance says which: a side that mates in
//! n plies moves last, so a win is an odd distance and a loss an even one (mated now is 0).
//! Codes are one byte a position while the longest distance fits (it does in every phase-1
//! class), two otherwise.
//!
//! ```
//! use arbiter_endgame::{Tables, Value};
//! use arbiter_xiangqi::{Position, Side};
//!
//! let tables = Tables::new();
//! let table = tables.get("KR-K".parse().unwrap()).unwrap();
//! // Red, to move, mates: a win in an odd number of plies (Red moves last).
//! let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
//! let pieces: Vec<_> = pos.board().occupied().map(|(s, p)| (p, s)).collect();
//! let index = table.layout().index_of(&pieces).unwrap();
//! let value = table.value(index, Side::Red).unwrap();
//! assert!(matches!(value, Value::Win(n) if n % 2 == 1));
//! // One ply earlier, for the side that moved into it, the same position was a loss.
//! assert!(matches!(value.parent(), Value::Loss(_)));
//! ```

use crate::layout::Layout;
use crate::material::Material;
use crate::store::FileCodes;
use arbiter_xiangqi::Side;

/// A position's value for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Value {
    /// The side to move mates in this many plies (its own moves and the replies).
    Win(u16),
    /// The side to move is mated (or stalemated: 困毙 loses) in this many plies; 0 = now.
    Loss(u16),
    /// Neither side can force a win: best play repeats (every cycle counted as a draw).
    Draw,
}

impl Value {
    /// The value one ply earlier, for the side that moved into a position of this value.
    pub fn parent(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n.saturating_add(1)),
            Value::Loss(n) => Value::Win(n.saturating_add(1)),
            Value::Draw => Value::Draw,
        }
    }

    /// The value of `code`, `None` for no position.
    pub(crate) fn of_code(code: u16) -> Option<Value> {
        match code {
            INVALID_CODE => None,
            DRAW_CODE => Some(Value::Draw),
            c => {
                let n = c - 2;
                Some(if n % 2 == 1 {
                    Value::Win(n)
                } else {
                    Value::Loss(n)
                })
            }
        }
    }
}

/// The code of a number that is no legal position.
pub(crate) const INVALID_CODE: u16 = 0;
/// The code of a draw.
pub(crate) const DRAW_CODE: u16 = 1;
/// The longest distance one-byte codes hold.
pub(crate) const BYTE_LONGEST: u16 = u8::MAX as u16 - 2;

/// Counts a generation reports.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Legal positions (both sides to move).
    pub legal: u64,
    /// Positions the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// The longest win, in plies.
    pub longest: u16,
}

impl Counts {
    fn add(&mut self, code: u16) {
        match Value::of_code(code) {
            None => return,
            Some(Value::Win(n)) => {
                self.wins += 1;
                self.longest = self.longest.max(n);
            }
            Some(Value::Loss(_)) => self.losses += 1,
            Some(Value::Draw) => self.draws += 1,
        }
        self.legal += 1;
    }
}

/// Where a table's codes are.
#[derive(Debug)]
pub(crate) enum Codes {
    /// In memory, one byte each.
    Bytes(Vec<u8>),
    /// In memory, two bytes each.
    Words(Vec<u16>),
    /// In a file, read a code at a time.
    File(FileCodes),
}

impl Codes {
    /// The codes of a generation, in one byte each when the longest distance allows.
    pub(crate) fn compact(codes: Vec<u16>) -> Codes {
        if codes.iter().all(|&c| c <= BYTE_LONGEST + 2) {
            Codes::Bytes(codes.into_iter().map(|c| c as u8).collect())
        } else {
            Codes::Words(codes)
        }
    }

    pub(crate) fn get(&self, at: u64) -> Option<u16> {
        let i = usize::try_from(at).ok()?;
        match self {
            Codes::Bytes(v) => v.get(i).map(|&c| u16::from(c)),
            Codes::Words(v) => v.get(i).copied(),
            Codes::File(f) => f.get(at),
        }
    }

    /// The codes `range` as the little-endian bytes a file holds.
    pub(crate) fn raw(&self, range: std::ops::Range<u64>) -> std::io::Result<Vec<u8>> {
        let bad = || std::io::Error::from(std::io::ErrorKind::InvalidInput);
        let lo = usize::try_from(range.start).map_err(|_| bad())?;
        let hi = usize::try_from(range.end).map_err(|_| bad())?;
        match self {
            Codes::Bytes(v) => Ok(v.get(lo..hi).ok_or_else(bad)?.to_vec()),
            Codes::Words(v) => Ok(v
                .get(lo..hi)
                .ok_or_else(bad)?
                .iter()
                .flat_map(|c| c.to_le_bytes())
                .collect()),
            Codes::File(f) => {
                let mut out = Vec::with_capacity((hi - lo) * usize::from(f.width()));
                f.for_each(range, |c| {
                    out.extend_from_slice(&c.to_le_bytes()[..usize::from(f.width())]);
                });
                Ok(out)
            }
        }
    }

    /// Bytes a code takes.
    pub(crate) fn width(&self) -> u8 {
        match self {
            Codes::Bytes(_) => 1,
            Codes::Words(_) => 2,
            Codes::File(f) => f.width(),
        }
    }
}

/// The values of one class, in the frame where the strong side is Red.
#[derive(Debug)]
pub struct Table {
    pub(crate) layout: Layout,
    /// `codes[stm * size + index]`.
    pub(crate) codes: Codes,
    /// The distances to conversion, when generated (same numbering; 2 + the distance for a
    /// decided position, whose result `codes` gives).
    pub(crate) dtc: Option<Codes>,
}

impl Table {
    /// The class.
    pub fn material(&self) -> Material {
        self.layout.material()
    }

    /// The numbering of the class.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The value of position `index` with `turn` to move (in the table's frame), or `None`
    /// for a number that is no legal position (or a file that could not be read).
    pub fn value(&self, index: u64, turn: Side) -> Option<Value> {
        if index >= self.layout.size() {
            return None;
        }
        Value::of_code(self.codes.get(offset(turn) * self.layout.size() + index)?)
    }

    /// Plies to the next capture or mate that keeps the result of position `index` with `turn`
    /// to move (the winner hastening it, the loser delaying it): `None` for a draw, for no
    /// position, or when the table was generated without them.
    pub fn to_conversion(&self, index: u64, turn: Side) -> Option<u16> {
        if index >= self.layout.size() {
            return None;
        }
        let code = self
            .dtc
            .as_ref()?
            .get(offset(turn) * self.layout.size() + index)?;
        code.checked_sub(2)
    }

    /// Whether the distances to conversion are held.
    pub fn has_conversions(&self) -> bool {
        self.dtc.is_some()
    }

    /// Wins, losses, draws and the longest win over the whole class.
    pub fn counts(&self) -> Counts {
        self.tally(0..2 * self.layout.size())
    }

    /// [`Table::counts`] over the positions with the strong side (Red in the table's frame)
    /// to move.
    pub fn counts_for_strong_to_move(&self) -> Counts {
        self.tally(0..self.layout.size())
    }

    fn tally(&self, range: std::ops::Range<u64>) -> Counts {
        let mut c = Counts::default();
        match &self.codes {
            Codes::File(f) => f.for_each(range, |code| c.add(code)),
            codes => range.for_each(|at| c.add(codes.get(at).unwrap_or(INVALID_CODE))),
        }
        c
    }

    /// Bytes the table holds in memory.
    pub fn bytes(&self) -> usize {
        let held = |c: &Codes| match c {
            Codes::Bytes(v) => v.len(),
            Codes::Words(v) => 2 * v.len(),
            Codes::File(_) => 0,
        };
        held(&self.codes) + self.dtc.as_ref().map_or(0, held)
    }

    /// Whether the table is read from a file rather than held in memory.
    pub fn on_disk(&self) -> bool {
        matches!(self.codes, Codes::File(_))
    }
}

/// Where `turn`'s half of a table starts, in units of the class size.
pub(crate) fn offset(turn: Side) -> u64 {
    match turn {
        Side::Red => 0,
        Side::Black => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_come_back() {
        assert_eq!(Value::of_code(DRAW_CODE), Some(Value::Draw));
        assert_eq!(Value::of_code(2), Some(Value::Loss(0)));
        assert_eq!(Value::of_code(3), Some(Value::Win(1)));
        assert_eq!(Value::of_code(BYTE_LONGEST + 2), Some(Value::Win(253)));
        assert_eq!(Value::of_code(INVALID_CODE), None);
    }
}
