//! Generating one class by retrograde analysis: the positions with no legal move are lost
//! (checkmate, or stalemate — 困毙 loses); then, pass after pass, a position is won in n plies
//! when one move reaches a position lost in n − 1, and lost in n when every move reaches a
//! position won, the longest in n − 1. What is never decided is a draw: best play cycles, and
//! every cycle counts as a draw (the tables' cycles-are-draws mode).
//!
//! A pass starts from the positions the last pass decided and walks back to their
//! predecessors by un-moves (`retro.rs`): a position lost makes every predecessor won; a
//! position won takes one from each predecessor's count of moves not yet known to lose, and a
//! predecessor whose count reaches none is lost. Nothing but a few bytes a position is kept
//! (its state, that count, its distance and what its captures lead to), so a class of hundreds
//! of millions of positions is generated in a few gigabytes.
//!
//! A capture of an advisor or elephant leads into a smaller class, looked up in its table; a
//! capture of the attacker leaves neither side an attacking piece, a draw by rule (both seeds:
//! "双方均无取胜可能", ruling R15).
//!
//! ```
//! use std::sync::Arc;
//! use arbiter_endgame::generate::{Smaller, generate};
//! use arbiter_endgame::{Material, Table, Value};
//!
//! /// No smaller table: a capture of the chariot leaves the generals alone, a dead draw.
//! struct NoneSmaller;
//! impl Smaller for NoneSmaller {
//!     fn table(&self, _: Material) -> Option<Arc<Table>> {
//!         None
//!     }
//! }
//! // 单车胜将: a chariot against a lone general.
//! let table = generate("KR-K".parse().unwrap(), &NoneSmaller).unwrap();
//! let counts = table.counts();
//! assert_eq!(counts.legal, counts.wins + counts.losses + counts.draws);
//! // The general takes an unprotected chariot next to it: not every position is a win.
//! assert!(counts.wins > 0 && counts.draws > 0);
//! // The longest win is an odd number of plies (the side that mates moves last).
//! assert_eq!(counts.longest % 2, 1);
//! ```

use crate::layout::{Layout, Pieces, flip_if};
use crate::material::Material;
use crate::retro::predecessors;
use crate::table::{Codes, DRAW_CODE, INVALID_CODE, Table, Value, offset};
use arbiter_xiangqi::{Move, Position, Side};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicU16, Ordering::Relaxed};

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
    /// The class's table file could not be read (why).
    Unreadable(String),
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GenerateError::MissingSmaller(m) => write!(f, "the table of {m} is missing"),
            GenerateError::TooLarge { positions } => {
                write!(f, "{positions} positions are more than one table may hold")
            }
            GenerateError::Unreadable(why) => write!(f, "table file unreadable: {why}"),
        }
    }
}

impl std::error::Error for GenerateError {}

/// Positions (one side to move) a [`crate::Tables`] generates on first use unless told
/// otherwise: a class this size takes about 240 MB while it is generated.
pub const MAX_POSITIONS: u64 = 20_000_000;

/// A position's state while its class is generated.
const OPEN: u8 = 0;
const WON: u8 = 1;
const LOST: u8 = 2;
const NONE: u8 = 3;

/// The top bit of a position's capture note: a capture wins, in the distance below it (else
/// the note is the distance by which the captures lose, when every other move loses too).
const CAPTURE_WINS: u16 = 1 << 15;

/// What a generation counts plies to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Metric {
    /// To mate (DTM).
    Mate,
    /// To the next capture or mate that keeps the result (DTC): what the natural-move limit,
    /// which only a capture resets, needs. A capture into a smaller class counts as reached.
    Conversion,
}

/// Generates `material`'s table (distances to mate); `smaller` holds the classes its captures
/// lead to.
pub fn generate(material: Material, smaller: &dyn Smaller) -> Result<Table, GenerateError> {
    let (layout, subs) = prepare(material, smaller)?;
    let codes = solve(&layout, &subs, Metric::Mate)?;
    Ok(Table {
        layout,
        codes: Codes::compact(codes),
        dtc: None,
    })
}

/// [`generate`], with the distances to conversion as well (a second generation: twice the time).
pub fn generate_with_conversions(
    material: Material,
    smaller: &dyn Smaller,
) -> Result<Table, GenerateError> {
    let (layout, subs) = prepare(material, smaller)?;
    let codes = solve(&layout, &subs, Metric::Mate)?;
    let dtc = solve(&layout, &subs, Metric::Conversion)?;
    Ok(Table {
        layout,
        codes: Codes::compact(codes),
        dtc: Some(Codes::compact(dtc)),
    })
}

/// The tables of the classes a class's captures lead to.
type Subs = Vec<(Material, Arc<Table>)>;

/// The numbering of `material` and the tables of the classes its captures lead to.
fn prepare(material: Material, smaller: &dyn Smaller) -> Result<(Layout, Subs), GenerateError> {
    let subs = material
        .after_captures()
        .into_iter()
        .map(|m| {
            smaller
                .table(m)
                .map(|t| (m, t))
                .ok_or(GenerateError::MissingSmaller(m))
        })
        .collect::<Result<_, _>>()?;
    Ok((Layout::new(material), subs))
}

/// Every position's code under `metric` (0 no position, 1 draw, 2 + the distance).
fn solve(
    layout: &Layout,
    subs: &[(Material, Arc<Table>)],
    metric: Metric,
) -> Result<Vec<u16>, GenerateError> {
    let size = layout.size();
    let too_large = GenerateError::TooLarge { positions: size };
    // Positions are numbered in 32 bits while generated, both halves together.
    let total = usize::try_from(2 * size)
        .ok()
        .filter(|&t| u32::try_from(t).is_ok())
        .ok_or(too_large.clone())?;
    let work = Work {
        layout,
        metric,
        state: (0..total).map(|_| AtomicU8::new(NONE)).collect(),
        left: (0..total).map(|_| AtomicU8::new(0)).collect(),
        dtm: (0..total).map(|_| AtomicU16::new(0)).collect(),
        capture: (0..total).map(|_| AtomicU16::new(0)).collect(),
    };
    let mut frontier: Vec<u32> = in_parallel(total, |lo, hi| work.start(subs, lo, hi));
    let last_capture = work
        .capture
        .iter()
        .map(|c| c.load(Relaxed) & !CAPTURE_WINS)
        .max()
        .unwrap_or(0);
    let mut pass: u16 = 1;
    while !frontier.is_empty() || pass <= last_capture {
        let from = &frontier;
        let mut next: Vec<u32> = in_parallel(from.len(), |lo, hi| {
            from[lo..hi]
                .iter()
                .flat_map(|&p| work.back_from(p, pass))
                .collect()
        });
        if pass <= last_capture {
            next.extend(in_parallel(total, |lo, hi| work.by_capture(lo, hi, pass)));
        }
        frontier = next;
        pass = pass.checked_add(1).ok_or(too_large.clone())?;
    }
    Ok(work
        .state
        .iter()
        .zip(&work.dtm)
        .map(|(s, d)| match s.load(Relaxed) {
            NONE => INVALID_CODE,
            OPEN => DRAW_CODE,
            _ => d.load(Relaxed).saturating_add(2),
        })
        .collect())
}

/// Threads a generation uses: the machine's cores, at most four.
fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(4))
}

/// Runs `f` over `0..n` split among the cores and joins what the parts return, in order.
pub(crate) fn in_parallel<T, F>(n: usize, f: F) -> Vec<T>
where
    T: Send,
    F: Fn(usize, usize) -> Vec<T> + Sync,
{
    let chunk = n.div_ceil(threads()).max(1);
    let ranges: Vec<(usize, usize)> = (0..n)
        .step_by(chunk)
        .map(|lo| (lo, (lo + chunk).min(n)))
        .collect();
    let f = &f;
    std::thread::scope(|scope| {
        let handles: Vec<_> = ranges
            .iter()
            .map(|&(lo, hi)| scope.spawn(move || f(lo, hi)))
            .collect();
        handles
            .into_iter()
            .zip(&ranges)
            .flat_map(|(h, &(lo, hi))| h.join().unwrap_or_else(|_| f(lo, hi)))
            .collect()
    })
}

/// What a generation keeps for every number of the class, both halves together.
struct Work<'a> {
    layout: &'a Layout,
    metric: Metric,
    /// OPEN, WON, LOST, or NONE for a number that is no legal position.
    state: Vec<AtomicU8>,
    /// Moves not yet known to lose for the mover: quiet moves not yet decided as won for the
    /// other side, and captures that do not lose.
    left: Vec<AtomicU8>,
    /// The distance of a decided position.
    dtm: Vec<AtomicU16>,
    /// What the captures lead to (see [`CAPTURE_WINS`]); 0 for nothing.
    capture: Vec<AtomicU16>,
}

impl Work<'_> {
    /// A number's side to move and placement number.
    fn split(&self, at: usize) -> (Side, u64) {
        let size = self.layout.size();
        let global = at as u64;
        if global < size {
            (Side::Red, global)
        } else {
            (Side::Black, global - size)
        }
    }

    /// Reads the positions `lo..hi`: which are legal, how many moves each has, what its
    /// captures lead to; returns those lost at once (no legal move).
    fn start(&self, subs: &[(Material, Arc<Table>)], lo: usize, hi: usize) -> Vec<u32> {
        let mut lost_now = Vec::new();
        for at in lo..hi {
            let (turn, index) = self.split(at);
            let Some((pieces, pos)) = self.layout.position(index, turn) else {
                continue;
            };
            let moves = pos.legal_moves();
            if moves.is_empty() {
                self.state[at].store(LOST, Relaxed);
                lost_now.extend(u32::try_from(at).ok());
                continue;
            }
            self.state[at].store(OPEN, Relaxed);
            let (mut left, mut wins_in, mut loses_in) = (0u8, u16::MAX, 0u16);
            for &m in moves.iter() {
                if pos.piece_at(m.to).is_none() {
                    left = left.saturating_add(1);
                    continue;
                }
                let mut value = captured(self.layout, subs, &pos, &pieces, m);
                if self.metric == Metric::Conversion {
                    // A capture that keeps the result is a conversion: reached at once.
                    value = match value {
                        Value::Loss(_) => Value::Loss(0),
                        Value::Win(_) => Value::Win(0),
                        Value::Draw => Value::Draw,
                    };
                }
                match value {
                    Value::Loss(n) => wins_in = wins_in.min(n.saturating_add(1)),
                    Value::Win(n) => loses_in = loses_in.max(n.saturating_add(1)),
                    Value::Draw => left = left.saturating_add(1),
                }
            }
            self.left[at].store(left, Relaxed);
            let note = if wins_in != u16::MAX {
                CAPTURE_WINS | wins_in
            } else {
                loses_in
            };
            self.capture[at].store(note, Relaxed);
        }
        lost_now
    }

    /// The predecessors of `p` (decided in the pass before `pass`) that `pass` decides.
    fn back_from(&self, p: u32, pass: u16) -> Vec<u32> {
        let p = p as usize;
        let (turn, index) = self.split(p);
        let lost = self.state[p].load(Relaxed) == LOST;
        // The side that moved into `p`.
        let mover = turn.opponent();
        let base = offset(mover) * self.layout.size();
        let mut decided = Vec::new();
        predecessors(self.layout, index, mover, |i| {
            let Some(q) = usize::try_from(base + i).ok() else {
                return;
            };
            if self.state[q].load(Relaxed) != OPEN {
                return;
            }
            if lost {
                self.decide(q, WON, pass, &mut decided);
            } else if self.left[q].fetch_sub(1, Relaxed) == 1 {
                let captures_lose_in = self.capture[q].load(Relaxed);
                // Every move loses; a capture may lose later, and then decides.
                if captures_lose_in & CAPTURE_WINS == 0 && captures_lose_in <= pass {
                    self.decide(q, LOST, pass, &mut decided);
                }
            }
        });
        decided
    }

    /// The positions of `lo..hi` whose captures decide them at `pass`.
    fn by_capture(&self, lo: usize, hi: usize, pass: u16) -> Vec<u32> {
        let mut decided = Vec::new();
        for q in lo..hi {
            let note = self.capture[q].load(Relaxed);
            if note == 0 || self.state[q].load(Relaxed) != OPEN {
                continue;
            }
            if note == CAPTURE_WINS | pass {
                self.decide(q, WON, pass, &mut decided);
            } else if note == pass && self.left[q].load(Relaxed) == 0 {
                self.decide(q, LOST, pass, &mut decided);
            }
        }
        decided
    }

    /// Decides open position `q` as `state` in `pass` (once, whichever thread comes first).
    fn decide(&self, q: usize, state: u8, pass: u16, decided: &mut Vec<u32>) {
        if self.state[q]
            .compare_exchange(OPEN, state, Relaxed, Relaxed)
            .is_ok()
        {
            self.dtm[q].store(pass, Relaxed);
            decided.extend(u32::try_from(q).ok());
        }
    }
}

/// The pieces after capture `m` from `pieces`, and the side to move (`turn` before any turn
/// of the frame), both in the frame of the class the capture leads to: seen from the other
/// side when `flip` (the capture leaves the weak side the only attacking piece).
pub(crate) fn after_capture(pieces: &Pieces, m: Move, turn: Side, flip: bool) -> (Pieces, Side) {
    let after = pieces
        .iter()
        .filter(|(_, s)| *s != m.to)
        .map(|&(p, s)| flip_if(p, if s == m.from { m.to } else { s }, flip))
        .collect();
    (after, if flip { turn.opponent() } else { turn })
}

/// The value, for the side to move after it, of capture `m` from `pos` (whose pieces are
/// `pieces`): the attacker taken leaves no attacking piece (a draw by rule); an advisor or
/// elephant taken leads into a smaller class.
fn captured(
    layout: &Layout,
    subs: &[(Material, Arc<Table>)],
    pos: &Position,
    pieces: &Pieces,
    m: Move,
) -> Value {
    let Some(taken) = pos.piece_at(m.to) else {
        return Value::Draw;
    };
    let Some((smaller, flip)) = layout.material().without(taken.side, taken.kind) else {
        return Value::Draw;
    };
    let (after, turn) = after_capture(pieces, m, pos.turn().opponent(), flip);
    subs.iter()
        .find(|(m, _)| *m == smaller)
        .and_then(|(_, t)| t.value(t.layout().index_of(&after)?, turn))
        .unwrap_or(Value::Draw)
}
