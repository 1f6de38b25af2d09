//! One generated table: the value of every position of a class with either side to move.

use crate::layout::Layout;
use crate::material::Material;
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
}

/// State codes of [`Table`]'s entries.
pub(crate) const DRAW: u8 = 0;
pub(crate) const WIN: u8 = 1;
pub(crate) const LOSS: u8 = 2;
pub(crate) const INVALID: u8 = 3;

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

/// The values of one class, in the frame where the strong side is Red.
#[derive(Clone, Debug)]
pub struct Table {
    pub(crate) layout: Layout,
    /// `state[stm * size + index]`: one of the state codes.
    pub(crate) state: Vec<u8>,
    /// Plies to mate for wins and losses.
    pub(crate) dtm: Vec<u16>,
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
    /// for a number that is no legal position.
    pub fn value(&self, index: u64, turn: Side) -> Option<Value> {
        let at = usize::try_from(offset(turn) * self.layout.size() + index).ok()?;
        let dtm = *self.dtm.get(at)?;
        match *self.state.get(at)? {
            WIN => Some(Value::Win(dtm)),
            LOSS => Some(Value::Loss(dtm)),
            DRAW => Some(Value::Draw),
            _ => None,
        }
    }

    /// Wins, losses, draws and the longest win over the whole class.
    pub fn counts(&self) -> Counts {
        tally(&self.state, &self.dtm)
    }

    /// [`Table::counts`] over the positions with the strong side (Red in the table's frame)
    /// to move.
    pub fn counts_for_strong_to_move(&self) -> Counts {
        let half = usize::try_from(self.layout.size()).unwrap_or(usize::MAX);
        tally(
            &self.state[..half.min(self.state.len())],
            &self.dtm[..half.min(self.dtm.len())],
        )
    }

    /// Bytes the table holds.
    pub fn bytes(&self) -> usize {
        self.state.len() + 2 * self.dtm.len()
    }
}

/// Where `turn`'s half of a table starts, in units of the class size.
pub(crate) fn offset(turn: Side) -> u64 {
    match turn {
        Side::Red => 0,
        Side::Black => 1,
    }
}

/// The counts of `state` entries (with their `dtm`).
fn tally(state: &[u8], dtm: &[u16]) -> Counts {
    let mut c = Counts::default();
    for (s, d) in state.iter().zip(dtm) {
        match *s {
            WIN => {
                c.wins += 1;
                c.longest = c.longest.max(*d);
            }
            LOSS => c.losses += 1,
            DRAW => c.draws += 1,
            _ => continue,
        }
        c.legal += 1;
    }
    c
}
