//! Caches for one analysis: the mate-by-checks and material searches that classifying a cycle
//! asks about the same positions again and again (the position after one ply is the position
//! before the next), keyed by the position's hash (which includes the side to move).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::material::{best_gain, best_gain_by_captures, chase_gain, chase_gain_by_captures};
use crate::moves::Move;
use crate::piece::Side;
use crate::position::Position;

/// Hashes keys made of Zobrist hashes (with a few small fields): they are well mixed already,
/// so hashing them again is wasted work. A key of one `u64` hashes to itself.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = self.0.rotate_left(8) ^ n;
    }
}

/// A map keyed by position hashes.
type Keyed<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

/// Cached search results for one analysis.
#[derive(Default, Debug)]
pub struct Memo {
    mates: Keyed<(u64, u32), bool>,
    gains: Keyed<u64, i32>,
    capture_gains: Keyed<u64, i32>,
    chase_gains: Keyed<(u64, bool, bool), i32>,
}

impl Memo {
    /// An empty cache.
    pub fn new() -> Memo {
        Memo::default()
    }

    /// [`mate_by_checks`], cached.
    pub fn mate(&mut self, pos: &Position, depth: u32) -> bool {
        *self
            .mates
            .entry((pos.hash(), depth))
            .or_insert_with(|| mate_by_checks(pos, depth))
    }

    /// [`best_gain`], cached.
    pub fn gain(&mut self, pos: &Position) -> i32 {
        *self
            .gains
            .entry(pos.hash())
            .or_insert_with(|| best_gain(pos))
    }

    /// [`chase_gain`] (`checks`) or [`chase_gain_by_captures`], cached.
    pub fn chase(&mut self, pos: &Position, chaser: Side, checks: bool) -> i32 {
        *self
            .chase_gains
            .entry((pos.hash(), chaser == Side::Red, checks))
            .or_insert_with(|| {
                if checks {
                    chase_gain(pos, chaser)
                } else {
                    chase_gain_by_captures(pos, chaser)
                }
            })
    }

    /// [`best_gain_by_captures`], cached.
    pub fn gain_by_captures(&mut self, pos: &Position) -> i32 {
        *self
            .capture_gains
            .entry(pos.hash())
            .or_insert_with(|| best_gain_by_captures(pos))
    }
}

/// Positions a single mate-threat search may visit: bounds the cost of pathological positions
/// (many checking pieces against a bare general); a search that runs out answers "no mate".
pub const MATE_SEARCH_NODES: u32 = 20_000;

/// Whether the side to move mates by continuous checks within `depth` of its moves.
pub fn mate_by_checks(pos: &Position, depth: u32) -> bool {
    let mut budget = MATE_SEARCH_NODES;
    mate_search(pos, depth, &mut budget)
}

/// The first checks of the side to move that mate by continuous checks within `depth` of its
/// moves: which mating attacks exist, so a move that opens a new one is told from one that
/// leaves an old one standing.
pub fn mating_checks(pos: &Position, depth: u32) -> Vec<Move> {
    let mut budget = MATE_SEARCH_NODES;
    let mut out = Vec::new();
    for &m in &pos.legal_where_could_check() {
        if budget == 0 {
            break;
        }
        budget -= 1;
        let mut c = pos.clone();
        c.play_unchecked(m);
        if !c.is_check() {
            continue;
        }
        // At the last depth only "no reply at all" counts: finding one reply is enough.
        if depth <= 1 {
            if !c.has_legal_moves() {
                out.push(m);
            }
            continue;
        }
        let replies = c.legal_moves();
        let mates = replies.is_empty()
            || replies.iter().all(|&r| {
                let mut g = c.clone();
                g.play_unchecked(r);
                mate_search(&g, depth - 1, &mut budget)
            });
        if mates {
            out.push(m);
        }
    }
    out
}

fn mate_search(pos: &Position, depth: u32, budget: &mut u32) -> bool {
    if depth == 0 || *budget == 0 {
        return false;
    }
    for &m in &pos.legal_where_could_check() {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let mut c = pos.clone();
        c.play_unchecked(m);
        if !c.is_check() {
            continue;
        }
        if depth == 1 {
            if !c.has_legal_moves() {
                return true;
            }
            continue;
        }
        let replies = c.legal_moves();
        if replies.is_empty() {
            return true;
        }
        if replies.iter().all(|&r| {
            let mut g = c.clone();
            g.play_unchecked(r);
            mate_search(&g, depth - 1, budget)
        }) {
            return true;
        }
    }
    false
}
