//! An independent check of a generated table: every stored value re-derived from its children
//! by forward move generation on a fresh position — a win is one more than the quickest loss a
//! move reaches, a loss one more than the slowest win every move reaches, a draw otherwise.
//!
//! ```
//! use arbiter_endgame::Tables;
//! use arbiter_endgame::verify::verify;
//!
//! let tables = Tables::new();
//! let table = tables.get("KR-K".parse().unwrap()).unwrap();
//! // Every legal position with either side to move, each agreeing with its children.
//! let checked = verify(&table, &tables).unwrap();
//! assert_eq!(checked, table.counts().legal);
//! ```

use crate::probe::Tables;
use crate::table::{Table, Value};
use arbiter_xiangqi::{Position, Side};

/// A stored value its children contradict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The position (FEN, in the table's frame).
    pub fen: String,
    /// What the table holds.
    pub stored: Value,
    /// What the children say.
    pub derived: Value,
}

/// Checks every legal position of `table` against its children (looked up through `tables`,
/// which must hold `table`'s class and the smaller ones); the number checked, or the first
/// contradiction.
pub fn verify(table: &Table, tables: &Tables) -> Result<u64, Box<Mismatch>> {
    let layout = table.layout();
    let mut checked = 0;
    for turn in [Side::Red, Side::Black] {
        for index in 0..layout.size() {
            let Some(stored) = table.value(index, turn) else {
                continue;
            };
            let Some((_, pos)) = layout.position(index, turn) else {
                continue;
            };
            let derived = derive(&pos, tables);
            if derived != Some(stored) {
                return Err(Box::new(Mismatch {
                    fen: pos.to_fen(),
                    stored,
                    derived: derived.unwrap_or(Value::Draw),
                }));
            }
            checked += 1;
        }
    }
    Ok(checked)
}

/// The value of `pos` from its children's values.
fn derive(pos: &Position, tables: &Tables) -> Option<Value> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(Value::Loss(0));
    }
    let mut quickest_loss: Option<u16> = None;
    let mut slowest_win: u16 = 0;
    let mut any_draw = false;
    for &m in moves.iter() {
        let mut after = pos.clone();
        after.play_unchecked(m);
        match tables.value(&after).ok()?? {
            Value::Loss(n) => quickest_loss = Some(quickest_loss.map_or(n, |q| q.min(n))),
            Value::Win(n) => slowest_win = slowest_win.max(n),
            Value::Draw => any_draw = true,
        }
    }
    Some(match quickest_loss {
        Some(n) => Value::Win(n + 1),
        None if any_draw => Value::Draw,
        None => Value::Loss(slowest_win + 1),
    })
}

/// A stored distance to conversion its children contradict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConversionMismatch {
    /// The position (FEN, in the table's frame).
    pub fen: String,
    /// What the table holds (`None`: nothing for a decided position).
    pub stored: Option<u16>,
    /// What the children say.
    pub derived: Option<u16>,
}

/// Checks every distance to conversion of `table` (generated with them) against its children:
/// mated is 0; a win is one more than the quickest of its winning moves, a capture counting 0
/// after it; a loss one more than the slowest of its moves, a capture counting 0. The number
/// of decided positions checked, or the first contradiction.
pub fn verify_conversions(table: &Table, tables: &Tables) -> Result<u64, Box<ConversionMismatch>> {
    let layout = table.layout();
    let mut checked = 0;
    for turn in [Side::Red, Side::Black] {
        for index in 0..layout.size() {
            let Some(value) = table.value(index, turn).filter(|v| *v != Value::Draw) else {
                continue;
            };
            let Some((_, pos)) = layout.position(index, turn) else {
                continue;
            };
            let stored = table.to_conversion(index, turn);
            let derived = derive_conversion(&pos, value, tables);
            if stored != derived || stored.is_none() {
                return Err(Box::new(ConversionMismatch {
                    fen: pos.to_fen(),
                    stored,
                    derived,
                }));
            }
            checked += 1;
        }
    }
    Ok(checked)
}

/// The distance to conversion of `pos`, of value `value`, from its children.
fn derive_conversion(pos: &Position, value: Value, tables: &Tables) -> Option<u16> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(0);
    }
    let mut best: Option<u16> = None;
    for &m in moves.iter() {
        let mut after = pos.clone();
        let captured = after.play_unchecked(m).is_some();
        let child = tables.value(&after).ok()??;
        let keeps = matches!(
            (value, child),
            (Value::Win(_), Value::Loss(_)) | (Value::Loss(_), Value::Win(_))
        );
        if !keeps {
            continue;
        }
        let d = if captured {
            1
        } else {
            tables.to_conversion(&after).ok()?? + 1
        };
        best = Some(match (best, value) {
            (None, _) => d,
            (Some(b), Value::Win(_)) => b.min(d),
            (Some(b), _) => b.max(d),
        });
    }
    best
}
