//! Generating one class by retrograde analysis: the positions with no legal move are lost
//! (checkmate, or stalemate — 困毙 loses); then, pass after pass, a position is won in n plies
//! when one move reaches a position lost in n − 1, and lost in n when every move reaches a
//! position won, the longest in n − 1. What is never decided is a draw: best play cycles, and
//! every cycle counts as a draw (the tables' cycles-are-draws mode).
//!
//! A capture of an advisor or elephant leads into a smaller class, looked up in its table; a
//! capture of the attacker leaves neither side an attacking piece, a draw by rule (both seeds:
//! "双方均无取胜可能", ruling R15).

use crate::layout::{Layout, Pieces};
use crate::material::Material;
use crate::table::{DRAW, INVALID, LOSS, Table, Value, WIN, offset};
use arbiter_xiangqi::{Move, Position, Side};
use std::sync::Arc;

/// The tables of the classes a capture leads to.
pub trait Smaller {
    /// The table of `material`, generated.
    fn table(&self, material: Material) -> Option<Arc<Table>>;
}

/// Why a class could not be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// A class a capture leads to has no table.
    MissingSmaller(Material),
    /// The class has more positions than a table may hold here.
    TooLarge {
        /// Positions with one side to move.
        positions: u64,
    },
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GenerateError::MissingSmaller(m) => write!(f, "the table of {m} is missing"),
            GenerateError::TooLarge { positions } => {
                write!(f, "{positions} positions are more than one table may hold")
            }
        }
    }
}

impl std::error::Error for GenerateError {}

/// What one move from a position leads to, in four bytes: a position of the same class (its
/// number across both halves of the table), or — top bit set — a position elsewhere whose
/// value is known (for the side to move there): its state code and distance.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Child(u32);

/// The top bit of a [`Child`] that holds a known value.
const KNOWN: u32 = 1 << 31;

impl Child {
    /// A position of the same class.
    fn here(index: u32) -> Option<Child> {
        (index & KNOWN == 0).then_some(Child(index))
    }

    /// A position elsewhere, of value `v`.
    fn known(v: Value) -> Child {
        let (state, n) = match v {
            Value::Win(n) => (WIN, n),
            Value::Loss(n) => (LOSS, n),
            Value::Draw => (DRAW, 0),
        };
        Child(KNOWN | (u32::from(state) << 16) | u32::from(n))
    }

    /// The child's number in this class, or its known state and distance.
    fn read(self) -> Result<usize, (u8, u16)> {
        if self.0 & KNOWN == 0 {
            Ok(self.0 as usize)
        } else {
            Err((((self.0 >> 16) & 0xff) as u8, (self.0 & 0xffff) as u16))
        }
    }
}

/// Positions (one side to move) a table generated here may have: the child lists of a class
/// this size take about 1 GiB while it is generated.
pub const MAX_POSITIONS: u64 = 20_000_000;

/// Generates `material`'s table; `smaller` holds the classes its captures lead to.
pub fn generate(material: Material, smaller: &dyn Smaller) -> Result<Table, GenerateError> {
    let layout = Layout::new(material);
    let size = layout.size();
    if size > MAX_POSITIONS {
        return Err(GenerateError::TooLarge { positions: size });
    }
    let subs: Vec<(Material, Arc<Table>)> = material
        .after_captures()
        .into_iter()
        .map(|m| {
            smaller
                .table(m)
                .map(|t| (m, t))
                .ok_or(GenerateError::MissingSmaller(m))
        })
        .collect::<Result<_, _>>()?;
    let total =
        usize::try_from(2 * size).map_err(|_| GenerateError::TooLarge { positions: size })?;
    // The positions are split among the machine's cores; each part is built on its own and
    // the parts are joined in order, so the table is the same whatever the number of threads.
    let chunk = total.div_ceil(threads()).max(1);
    let ranges: Vec<(usize, usize)> = (0..total)
        .step_by(chunk)
        .map(|lo| (lo, (lo + chunk).min(total)))
        .collect();
    let (layout_ref, subs_ref) = (&layout, &subs[..]);
    let parts: Vec<Part> = std::thread::scope(|scope| {
        let handles: Vec<_> = ranges
            .iter()
            .map(|&(lo, hi)| scope.spawn(move || build(layout_ref, subs_ref, lo, hi)))
            .collect();
        handles
            .into_iter()
            .zip(&ranges)
            .map(|(h, &(lo, hi))| {
                h.join()
                    .unwrap_or_else(|_| build(layout_ref, subs_ref, lo, hi))
            })
            .collect()
    });
    let mut state: Vec<u8> = Vec::with_capacity(total);
    let mut starts: Vec<u32> = Vec::with_capacity(total + 1);
    let mut children: Vec<Child> = Vec::with_capacity(parts.iter().map(|p| p.children.len()).sum());
    for part in parts {
        let base = u32::try_from(children.len()).unwrap_or(u32::MAX);
        state.extend(part.state);
        starts.extend(part.starts.iter().map(|s| base.saturating_add(*s)));
        children.extend(part.children);
    }
    let mut dtm = vec![0u16; total];
    starts.push(u32::try_from(children.len()).unwrap_or(u32::MAX));
    solve(&mut state, &mut dtm, &starts, &children);
    Ok(Table { layout, state, dtm })
}

/// Threads a generation uses: the machine's cores, at most four.
fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(4))
}

/// The positions `lo..hi` (numbers across both halves of the table): their states, where
/// each one's children start (from the part's first), and the children.
struct Part {
    state: Vec<u8>,
    starts: Vec<u32>,
    children: Vec<Child>,
}

/// Builds the positions `lo..hi` of `layout`'s class.
fn build(layout: &Layout, subs: &[(Material, Arc<Table>)], lo: usize, hi: usize) -> Part {
    let size = layout.size();
    let mut part = Part {
        state: vec![INVALID; hi - lo],
        starts: Vec::with_capacity(hi - lo),
        children: Vec::new(),
    };
    for at in lo..hi {
        part.starts
            .push(u32::try_from(part.children.len()).unwrap_or(u32::MAX));
        let global = at as u64;
        let (turn, index) = if global < size {
            (Side::Red, global)
        } else {
            (Side::Black, global - size)
        };
        let Some((pieces, pos)) = layout.position(index, turn) else {
            continue;
        };
        let moves = pos.legal_moves();
        if moves.is_empty() {
            part.state[at - lo] = LOSS;
            continue;
        }
        part.state[at - lo] = DRAW;
        for &m in moves.iter() {
            part.children.push(child(layout, subs, &pos, &pieces, m));
        }
    }
    part
}

/// What move `m` from `pos` (whose pieces are `pieces`) leads to.
fn child(
    layout: &Layout,
    subs: &[(Material, Arc<Table>)],
    pos: &Position,
    pieces: &Pieces,
    m: Move,
) -> Child {
    let turn = pos.turn().opponent();
    let captured = pos.piece_at(m.to);
    let after: Pieces = pieces
        .iter()
        .filter(|(_, s)| *s != m.to)
        .map(|&(p, s)| (p, if s == m.from { m.to } else { s }))
        .collect();
    let Some(taken) = captured else {
        // A quiet move keeps the class: its pieces always have a number.
        return layout
            .index_of(&after)
            .and_then(|index| u32::try_from(offset(turn) * layout.size() + index).ok())
            .and_then(Child::here)
            .unwrap_or(Child::known(Value::Draw));
    };
    // The attacker taken: no attacking piece is left.
    let Some(smaller) = layout.material().without(taken.side, taken.kind) else {
        return Child::known(Value::Draw);
    };
    let value = subs
        .iter()
        .find(|(m, _)| *m == smaller)
        .and_then(|(_, t)| t.value(t.layout().index_of(&after)?, turn));
    Child::known(value.unwrap_or(Value::Draw))
}

/// The passes: decides every position that can be decided.
fn solve(state: &mut [u8], dtm: &mut [u16], starts: &[u32], children: &[Child]) {
    let mut open: Vec<u32> = (0..state.len())
        .filter(|&i| state[i] == DRAW)
        .filter_map(|i| u32::try_from(i).ok())
        .collect();
    // The longest known value a child elsewhere has: the passes go on at least that far.
    let known_longest = children
        .iter()
        .map(|c| c.read().map_or_else(|(_, n)| n, |_| 0))
        .max()
        .unwrap_or(0);
    let mut pass: u16 = 1;
    loop {
        // A pass reads what earlier passes decided and writes nothing until it is over: its
        // open positions are shared among the cores.
        let chunk = open.len().div_ceil(threads()).max(1);
        let (read_state, read_dtm) = (&*state, &*dtm);
        let decide_all = |part: &[u32]| -> Vec<(usize, u8)> {
            part.iter()
                .filter_map(|&p| {
                    let p = p as usize;
                    let (from, to) = (starts[p] as usize, starts[p + 1] as usize);
                    decide(read_state, read_dtm, &children[from..to], pass).map(|v| (p, v))
                })
                .collect()
        };
        let decided: Vec<(usize, u8)> = std::thread::scope(|scope| {
            let handles: Vec<_> = open
                .chunks(chunk)
                .map(|part| (part, scope.spawn(move || decide_all(part))))
                .collect();
            handles
                .into_iter()
                .flat_map(|(part, h)| h.join().unwrap_or_else(|_| decide_all(part)))
                .collect()
        });
        let any = !decided.is_empty();
        for &(p, v) in &decided {
            state[p] = v;
            dtm[p] = pass;
        }
        if any {
            open.retain(|&p| state[p as usize] == DRAW);
        } else if pass > known_longest {
            break;
        }
        if pass == u16::MAX {
            break;
        }
        pass += 1;
    }
}

/// The value a still-open position takes at `pass`, given what earlier passes decided.
fn decide(state: &[u8], dtm: &[u16], children: &[Child], pass: u16) -> Option<u8> {
    let mut all_won = true;
    for c in children {
        let (s, d) = match c.read() {
            // Decided in this pass: not yet known to this pass.
            Ok(i) => match state.get(i) {
                Some(&s) if s != DRAW && dtm[i] >= pass => (DRAW, 0),
                Some(&s) => (s, dtm[i]),
                None => (DRAW, 0),
            },
            Err((s, n)) if s != DRAW && n < pass => (s, n),
            Err(_) => (DRAW, 0),
        };
        if s == LOSS && d + 1 == pass {
            return Some(WIN);
        }
        if s != WIN {
            all_won = false;
        }
    }
    all_won.then_some(LOSS)
}
