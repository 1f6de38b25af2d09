//! Maximum-weight matching on a general graph with exact, arbitrarily wide integer
//! weights: the wide integer type the Dutch system's lexicographic weights need (hundreds
//! of bits for large events) and a small matrix-based API. A matching is solved on a sparse
//! part of the graph and proved optimal for the whole by its duals ([`certified`], on the
//! edge-list solver of [`sparse`]); the dense `integer-blossom` crate is the fallback.

use std::cell::RefCell;
use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Sub, SubAssign};

use integer_blossom::Weight;

use arbiter_base::stop::Stop;

pub mod certified;
pub mod sparse;
pub mod table;

/// An unsigned weight of any width, little-endian 64-bit limbs. Used to build edge weights
/// bit field by bit field.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Big(Vec<u64>);

impl Big {
    /// Zero with room for `limbs` limbs.
    #[must_use]
    pub fn zero(limbs: usize) -> Big {
        Big(vec![0; limbs.max(1)])
    }

    /// Whether the value is zero.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// Sets the value to zero, keeping the width.
    pub fn clear(&mut self) {
        self.0.iter_mut().for_each(|l| *l = 0);
    }

    /// Shifts left by `bits`; bits beyond the width are lost (the width is sized so none are).
    pub fn shl(&mut self, bits: u32) {
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        let n = self.0.len();
        for i in (0..n).rev() {
            let src = i.checked_sub(limb_shift);
            let hi = src.map_or(0, |s| self.0[s]);
            let lo = src.and_then(|s| s.checked_sub(1)).map_or(0, |s| self.0[s]);
            self.0[i] = if bit_shift == 0 {
                hi
            } else {
                (hi << bit_shift) | (lo >> (64 - bit_shift))
            };
        }
    }

    /// Shifts right by one bit.
    pub fn shr1(&mut self) {
        let n = self.0.len();
        for i in 0..n {
            let next = if i + 1 < n { self.0[i + 1] } else { 0 };
            self.0[i] = (self.0[i] >> 1) | (next << 63);
        }
    }

    /// Bitwise or with a small value.
    pub fn or_small(&mut self, x: u64) {
        self.0[0] |= x;
    }

    /// Adds a small value.
    pub fn add_small(&mut self, x: u64) {
        let mut carry = x;
        for limb in &mut self.0 {
            if carry == 0 {
                break;
            }
            let (v, c) = limb.overflowing_add(carry);
            *limb = v;
            carry = u64::from(c);
        }
    }

    /// Subtracts a small value (wrapping, as unsigned arithmetic of this width).
    pub fn sub_small(&mut self, x: u64) {
        let mut borrow = x;
        for limb in &mut self.0 {
            if borrow == 0 {
                break;
            }
            let (v, b) = limb.overflowing_sub(borrow);
            *limb = v;
            borrow = u64::from(b);
        }
    }

    /// Adds `other` (of at most this width; a carry out of the width is lost).
    pub fn add(&mut self, other: &Big) {
        let mut carry = false;
        for (i, a) in self.0.iter_mut().enumerate() {
            let b = other.0.get(i).copied().unwrap_or(0);
            let (v1, c1) = a.overflowing_add(b);
            let (v2, c2) = v1.overflowing_add(u64::from(carry));
            *a = v2;
            carry = c1 || c2;
        }
    }

    /// Adds `x << bits`.
    pub fn add_shifted(&mut self, x: u64, bits: u32) {
        let mut addend = Big::zero(self.0.len());
        addend.0[0] = x;
        addend.shl(bits);
        self.add(&addend);
    }

    /// Ors `x << bits`.
    pub fn or_shifted(&mut self, x: u64, bits: u32) {
        or_shifted(&mut self.0, x, bits);
    }

    /// The `len` (at most 64) bits starting at bit `start`.
    #[must_use]
    pub fn bits_at(&self, start: u32, len: u32) -> u64 {
        bits_at(&self.0, start, len)
    }

    /// The bit ranges `(start, len)` of `plan` (each at most 64 bits), packed one after the
    /// other from bit 0, into a value of `limbs` limbs.
    #[must_use]
    pub fn gather(&self, plan: &[(u32, u32)], limbs: usize) -> Big {
        gather(&self.0, plan, limbs)
    }

    /// The number of significant bits.
    #[must_use]
    pub fn bits(&self) -> u32 {
        for (i, &l) in self.0.iter().enumerate().rev() {
            if l != 0 {
                return i as u32 * 64 + (64 - l.leading_zeros());
            }
        }
        0
    }
}

/// The `len` (at most 64) bits of the limbs `v` starting at bit `start`.
fn bits_at(v: &[u64], start: u32, len: u32) -> u64 {
    let limb = (start / 64) as usize;
    let off = start % 64;
    let mut x = v.get(limb).map_or(0, |l| l >> off);
    if off > 0
        && off + len > 64
        && let Some(l) = v.get(limb + 1)
    {
        x |= l << (64 - off);
    }
    if len < 64 { x & ((1u64 << len) - 1) } else { x }
}

/// See [`Big::gather`].
fn gather(v: &[u64], plan: &[(u32, u32)], limbs: usize) -> Big {
    let mut out = Big::zero(limbs);
    gather_into(v, plan, &mut out.0);
    out
}

/// [`gather`] into zeroed limbs `out`.
fn gather_into(v: &[u64], plan: &[(u32, u32)], out: &mut [u64]) {
    let mut at = 0;
    for &(start, len) in plan {
        let x = bits_at(v, start, len);
        if x != 0 {
            or_shifted(out, x, at);
        }
        at += len;
    }
}

/// Ors `x << bits` into the limbs `v` (bits beyond them are dropped).
fn or_shifted(v: &mut [u64], x: u64, bits: u32) {
    let limb = (bits / 64) as usize;
    let off = bits % 64;
    if let Some(l) = v.get_mut(limb) {
        *l |= x << off;
    }
    if off > 0
        && let Some(l) = v.get_mut(limb + 1)
    {
        *l |= x >> (64 - off);
    }
}

/// A signed two's-complement integer of `N` limbs: the solver's weight type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wide<const N: usize>([u64; N]);

impl<const N: usize> Wide<N> {
    #[cfg(test)]
    fn from_big(b: &Big) -> Self {
        let mut out = [0u64; N];
        for (o, l) in out.iter_mut().zip(&b.0) {
            *o = *l;
        }
        Wide(out)
    }
    fn negative(&self) -> bool {
        self.0[N - 1] >> 63 == 1
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.negative(), other.negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                o => return o,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Self;
    #[allow(clippy::needless_range_loop)] // limb i of three arrays
    fn add(self, rhs: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = false;
        for i in 0..N {
            let (v1, c1) = self.0[i].overflowing_add(rhs.0[i]);
            let (v2, c2) = v1.overflowing_add(u64::from(carry));
            out[i] = v2;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    #[allow(clippy::needless_range_loop)] // limb i of three arrays
    fn sub(self, rhs: Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for i in 0..N {
            let (v1, b1) = self.0[i].overflowing_sub(rhs.0[i]);
            let (v2, b2) = v1.overflowing_sub(u64::from(borrow));
            out[i] = v2;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl<const N: usize> AddAssign for Wide<N> {
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}

impl<const N: usize> SubAssign for Wide<N> {
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}

impl<const N: usize> Weight for Wide<N> {
    const ZERO: Self = Wide([0; N]);
    const ONE: Self = {
        let mut v = [0u64; N];
        v[0] = 1;
        Wide(v)
    };
    fn inf() -> Self {
        let mut v = [0u64; N];
        v[N - 1] = 1 << 60;
        Wide(v)
    }
    fn double(self) -> Self {
        self + self
    }
    #[allow(clippy::needless_range_loop)] // limb i and i + 1
    fn half(self) -> Self {
        let neg = self.negative();
        let mut out = self.0;
        for i in 0..N {
            let next = if i + 1 < N {
                self.0[i + 1]
            } else if neg {
                u64::MAX
            } else {
                0
            };
            out[i] = (self.0[i] >> 1) | (next << 63);
        }
        Wide(out)
    }
}

/// A symmetric weight matrix over `n` vertices; zero means "no edge". Each edge holds the
/// index of its value among the graph's distinct weights ([`table::WeightTable`]): four
/// bytes per edge whatever the width.
#[derive(Clone, Debug)]
pub struct Graph {
    n: usize,
    limbs: usize,
    weights: table::WeightTable,
    fixed: Vec<Option<usize>>,
    /// The support of the last optimum (pairs of vertices): consecutive solves of a
    /// bracket change a few weights, so it starts the next solve's sparse graph.
    support: RefCell<Vec<(usize, usize)>>,
}

/// A solve's answer.
#[derive(Clone, Debug)]
pub struct Solved {
    /// `mate[v]`: `v`'s partner, or `v` itself when unmatched.
    pub mate: Vec<usize>,
    /// For each queried pair, whether it is an edge whose reduced cost under the optimum's
    /// dual solution is zero. A pair that is not is in no maximum-weight matching of the
    /// solved graph (complementary slackness), nor of any graph that fixes pairs of such
    /// an optimum. `None` when the solve had no dual solution to offer (the dense fallback).
    pub tight: Option<Vec<bool>>,
}

/// Solves on at least this many vertices free the solver's buffers afterwards (see
/// [`integer_blossom::release_thread_buffers`]): a large solve's buffers are hundreds of MB
/// per weight width, and a pairing uses several widths.
const RELEASE_AFTER_VERTICES: usize = 256;

/// Tie-break bonuses: `(a, b)` (`a < b`) → `(x, s)`, adding `x << s` to that edge.
pub type Bonus = std::collections::HashMap<(usize, usize), (u64, u32)>;

/// How a solve reads the graph's weights: each stored value through `value` (into zeroed
/// limbs), then `bonus[(a, b)] = (x, s)` ors `x << s` into edge `{a, b}` (`a < b`) unless
/// it is zero; `query` lists the pairs whose tightness the answer reports.
struct Reading<'a> {
    value: &'a dyn Fn(&[u64], &mut [u64]),
    bonus: Option<&'a Bonus>,
    query: &'a [(usize, usize)],
}

/// A value index of a solve's triangle (a triangle has fewer distinct values than edges,
/// and its edges fit a `u32` index for any graph the limits allow).
fn to_index(k: usize) -> u32 {
    u32::try_from(k).unwrap_or(u32::MAX)
}

/// A part of the graph to solve: its vertices and the weight plan of [`Graph::solve_within`].
pub type Within<'a> = (&'a [usize], &'a [(u32, u32)]);

impl Graph {
    /// An empty graph whose weights use `limbs` 64-bit limbs. Leave at least 8 spare bits
    /// above the largest weight: the solver doubles weights and needs a sign bit.
    #[must_use]
    pub fn new(n: usize, limbs: usize) -> Self {
        Graph {
            n,
            limbs,
            weights: table::WeightTable::new(n, limbs),
            fixed: vec![None; n],
            support: RefCell::new(Vec::new()),
        }
    }

    /// The number of vertices.
    #[must_use]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether the graph has no vertices.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The limb count of the weights.
    #[must_use]
    pub fn limbs(&self) -> usize {
        self.limbs
    }

    /// Sets the weight of edge `{a, b}` (`a != b`); limbs beyond the graph's width are dropped.
    pub fn set(&mut self, a: usize, b: usize, w: &Big) {
        if a != b {
            self.weights.set(a, b, w);
        }
    }

    /// The weight of edge `{a, b}` (zero for `a == b`).
    #[must_use]
    pub fn get(&self, a: usize, b: usize) -> Big {
        if a == b {
            return Big::zero(self.limbs);
        }
        Big(self.weights.limbs_of(a, b).to_vec())
    }

    /// Adds `pairs` to the edges the next solve starts from (with the last optimum's
    /// support): a caller that knows where the optimum is likely to be saves the solver
    /// rounds of finding out. The answer is an optimum either way (which one, where several
    /// tie, may differ: the pairing steps decide nothing by such ties).
    pub fn suggest(&self, pairs: impl IntoIterator<Item = (usize, usize)>) {
        self.support.borrow_mut().extend(pairs);
    }

    /// Fixes the pair `{a, b}`: every later matching contains it, and the two vertices
    /// leave the problem (so later solves are smaller).
    pub fn fix(&mut self, a: usize, b: usize) {
        self.fixed[a] = Some(b);
        self.fixed[b] = Some(a);
    }

    /// A maximum-weight matching: `mate[v]` is `v`'s partner, or `v` itself when unmatched.
    /// Fixed pairs are kept. `None` when `stop` fired during the solve (checked between the
    /// solver's dual adjustments, so little work is left once it fires).
    #[must_use]
    pub fn solve(&self, stop: &Stop) -> Option<Vec<usize>> {
        self.solve_tight(&[], stop).map(|s| s.mate)
    }

    /// A maximum-weight matching of the sub-graph on `vertices` (fixed ones are skipped),
    /// with every weight reduced to the bit ranges of `plan` (see [`Big::gather`]): the
    /// caller drops fields that are zero in every weight of the sub-graph and cannot receive
    /// carries. Vertices outside the sub-graph are their own mates; fixed pairs are kept.
    #[must_use]
    pub fn solve_within(
        &self,
        vertices: &[usize],
        plan: &[(u32, u32)],
        stop: &Stop,
    ) -> Option<Vec<usize>> {
        self.solve_within_tight(vertices, plan, &[], stop)
            .map(|s| s.mate)
    }

    /// As [`Graph::solve_within`], also telling which of the `query` pairs are edges with
    /// zero reduced cost under the optimum's duals (see [`Solved::tight`]).
    #[must_use]
    pub fn solve_within_tight(
        &self,
        vertices: &[usize],
        plan: &[(u32, u32)],
        query: &[(usize, usize)],
        stop: &Stop,
    ) -> Option<Solved> {
        let free: Vec<usize> = vertices
            .iter()
            .copied()
            .filter(|&v| self.fixed[v].is_none())
            .collect();
        let bits: u32 = plan.iter().map(|r| r.1).sum();
        let limbs = (bits as usize + 8) / 64 + 1;
        let value = |w: &[u64], out: &mut [u64]| gather_into(w, plan, out);
        let reading = Reading {
            value: &value,
            bonus: None,
            query,
        };
        self.dispatch(&free, limbs, &reading, stop)
    }

    /// As [`Graph::solve`], also telling which of the `query` pairs are tight (see
    /// [`Solved::tight`]).
    #[must_use]
    pub fn solve_tight(&self, query: &[(usize, usize)], stop: &Stop) -> Option<Solved> {
        let free: Vec<usize> = (0..self.n).filter(|&v| self.fixed[v].is_none()).collect();
        let value = |w: &[u64], out: &mut [u64]| {
            for (o, l) in out.iter_mut().zip(w) {
                *o = *l;
            }
        };
        let reading = Reading {
            value: &value,
            bonus: None,
            query,
        };
        self.dispatch(&free, self.limbs, &reading, stop)
    }

    /// As [`Graph::solve_within`] on `within` = (vertices, plan) (or the whole graph when
    /// `None`), with every weight shifted up by `extra` bits and, for
    /// `bonus[(a, b)] = (x, s)`, `x << s` (below `2^extra`) added to edge `{a, b}` (keys with
    /// `a < b`): tie-breaks among the optimal matchings without disturbing their order.
    #[must_use]
    pub fn solve_with_bonus(
        &self,
        within: Option<Within<'_>>,
        extra: u32,
        bonus: &Bonus,
        stop: &Stop,
    ) -> Option<Vec<usize>> {
        let (vertices, plan) = (within.map(|w| w.0), within.map(|w| w.1));
        let free: Vec<usize> = match vertices {
            Some(vs) => vs
                .iter()
                .copied()
                .filter(|&v| self.fixed[v].is_none())
                .collect(),
            None => (0..self.n).filter(|&v| self.fixed[v].is_none()).collect(),
        };
        let base_limbs = match plan {
            Some(plan) => (plan.iter().map(|r| r.1).sum::<u32>() as usize + 8) / 64 + 1,
            None => self.limbs,
        };
        let limbs = (base_limbs * 64 + extra as usize) / 64 + 1;
        let value = |w: &[u64], out: &mut [u64]| {
            let mut w = match plan {
                Some(plan) => gather(w, plan, base_limbs),
                None => Big(w.to_vec()),
            };
            if w.is_zero() {
                return;
            }
            w.0.resize(limbs, 0);
            w.shl(extra);
            for (o, l) in out.iter_mut().zip(&w.0) {
                *o = *l;
            }
        };
        let reading = Reading {
            value: &value,
            bonus: Some(bonus),
            query: &[],
        };
        self.dispatch(&free, limbs, &reading, stop).map(|s| s.mate)
    }

    fn dispatch(
        &self,
        free: &[usize],
        limbs: usize,
        reading: &Reading<'_>,
        stop: &Stop,
    ) -> Option<Solved> {
        // `limbs` already leaves headroom for the solver's doubling and sign.
        match limbs {
            0..=1 => self.solve_with::<1>(free, reading, stop),
            2 => self.solve_with::<2>(free, reading, stop),
            3 => self.solve_with::<3>(free, reading, stop),
            4 => self.solve_with::<4>(free, reading, stop),
            5 => self.solve_with::<5>(free, reading, stop),
            6 => self.solve_with::<6>(free, reading, stop),
            7 => self.solve_with::<7>(free, reading, stop),
            8 => self.solve_with::<8>(free, reading, stop),
            9 => self.solve_with::<9>(free, reading, stop),
            10 => self.solve_with::<10>(free, reading, stop),
            11 => self.solve_with::<11>(free, reading, stop),
            12 => self.solve_with::<12>(free, reading, stop),
            13..=16 => self.solve_with::<16>(free, reading, stop),
            17..=24 => self.solve_with::<24>(free, reading, stop),
            25..=32 => self.solve_with::<32>(free, reading, stop),
            _ => self.solve_with::<64>(free, reading, stop),
        }
    }

    fn solve_with<const N: usize>(
        &self,
        free: &[usize],
        reading: &Reading<'_>,
        stop: &Stop,
    ) -> Option<Solved> {
        let query = reading.query;
        let tri = self.triangle::<N>(free, reading, stop)?;
        let outcome = if dense_only() {
            certified::Outcome::Dense
        } else {
            let start = self.support_within(free);
            certified::max_weight_matching(&tri, &start, &|| stop.fired())
        };
        let (sub, tight) = match outcome {
            certified::Outcome::Optimal {
                mate,
                support,
                duals,
            } => {
                *self.support.borrow_mut() = support
                    .into_iter()
                    .map(|(a, b)| (free[a], free[b]))
                    .collect();
                let tight = (!query.is_empty()).then(|| {
                    let mut local = vec![usize::MAX; self.n];
                    for (i, &v) in free.iter().enumerate() {
                        local[v] = i;
                    }
                    query
                        .iter()
                        .map(|&(a, b)| {
                            let (i, j) = (local[a], local[b]);
                            i != usize::MAX && j != usize::MAX && i != j && {
                                let w = tri.get(i, j);
                                w > Wide::<N>::ZERO && duals.tight(i, j, w)
                            }
                        })
                        .collect()
                });
                (mate, tight)
            }
            certified::Outcome::Stopped => return None,
            certified::Outcome::Dense => {
                self.support.borrow_mut().clear();
                (dense_matching(&tri, stop)?, None)
            }
        };
        let mut mate: Vec<usize> = (0..self.n).map(|v| self.fixed[v].unwrap_or(v)).collect();
        for (i, partner) in sub.into_iter().enumerate() {
            if let Some(j) = partner {
                mate[free[i]] = free[j];
            }
        }
        Some(Solved { mate, tight })
    }

    /// The weights among `free` (in `free`'s positions) as `reading` sees them: each
    /// distinct stored value is read once.
    fn triangle<const N: usize>(
        &self,
        free: &[usize],
        reading: &Reading<'_>,
        stop: &Stop,
    ) -> Option<certified::Triangle<Wide<N>>> {
        let m = free.len();
        let mut local = vec![u32::MAX; self.weights.value_count()];
        local[0] = 0;
        let mut values = vec![Wide::<N>::ZERO];
        let mut index = Vec::with_capacity(m * m.saturating_sub(1) / 2);
        for i in 0..m {
            // Quadratic in the vertices: a large graph checks the stop signal per row.
            if stop.fired() {
                return None;
            }
            for &b in &free[..i] {
                let k = self.weights.index(free[i], b);
                let slot = &mut local[k as usize];
                if *slot == u32::MAX {
                    let mut limbs = [0u64; N];
                    (reading.value)(self.weights.value(k), &mut limbs);
                    let w = Wide(limbs);
                    *slot = if w == Wide::<N>::ZERO {
                        0
                    } else {
                        values.push(w);
                        to_index(values.len() - 1)
                    };
                }
                index.push(*slot);
            }
        }
        if let Some(bonus) = reading.bonus {
            let mut position = vec![usize::MAX; self.n];
            for (i, &v) in free.iter().enumerate() {
                position[v] = i;
            }
            for (&(a, b), &(x, shift)) in bonus {
                let (i, j) = (position[a], position[b]);
                if i == usize::MAX || j == usize::MAX || i == j {
                    continue;
                }
                let at = certified::Triangle::<Wide<N>>::slot(i, j);
                let base = values[index[at] as usize];
                if base == Wide::<N>::ZERO {
                    continue;
                }
                let mut w = base;
                or_shifted(&mut w.0, x, shift);
                values.push(w);
                index[at] = to_index(values.len() - 1);
            }
        }
        Some(certified::Triangle::from_values(m, index, values))
    }

    /// The last optimum's support among `free`, in `free`'s positions.
    fn support_within(&self, free: &[usize]) -> Vec<(usize, usize)> {
        let mut local = vec![usize::MAX; self.n];
        for (i, &v) in free.iter().enumerate() {
            local[v] = i;
        }
        self.support
            .borrow()
            .iter()
            .map(|&(a, b)| (local[a], local[b]))
            .filter(|&(a, b)| a != usize::MAX && b != usize::MAX)
            .collect()
    }
}

/// The dense O(n³) solve, for graphs whose certificate keeps failing (and, in tests, as
/// the reference the certified solve must agree with).
fn dense_matching<const N: usize>(
    tri: &certified::Triangle<Wide<N>>,
    stop: &Stop,
) -> Option<Vec<Option<usize>>> {
    let m = tri.len();
    let mut flat: Vec<Wide<N>> = vec![Wide::<N>::ZERO; m * m];
    for i in 0..m {
        for j in 0..i {
            flat[i * m + j] = tri.get(i, j);
            flat[j * m + i] = tri.get(i, j);
        }
    }
    let sub = integer_blossom::max_weight_matching_until(&flat, m, &|| stop.fired());
    drop(flat);
    if m >= RELEASE_AFTER_VERTICES {
        integer_blossom::release_thread_buffers();
    }
    sub
}

#[cfg(test)]
thread_local! {
    /// Tests set it to pair by the unpruned method (see [`dense_only`]).
    pub(crate) static DENSE_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether to solve by the unpruned method only: every matching dense, and no shortcut
/// of the pairing steps around them (tests compare the engine with it).
#[cfg(test)]
pub(crate) fn dense_only() -> bool {
    DENSE_ONLY.with(std::cell::Cell::get)
}

/// See the test build's version: always false outside tests.
#[cfg(not(test))]
pub(crate) fn dense_only() -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_weights_pick_the_lexicographically_better_matching() {
        // Two perfect matchings of a 4-cycle; the one with the high bit wins even though
        // the other has more low bits.
        let mut g = Graph::new(4, 3);
        let mut high = Big::zero(3);
        high.or_shifted(1, 150);
        let mut low = Big::zero(3);
        low.or_shifted(1, 148);
        low.add_small(1000);
        let mut one = Big::zero(3);
        one.or_small(1);
        g.set(0, 1, &high);
        g.set(2, 3, &one);
        g.set(0, 2, &low);
        g.set(1, 3, &low);
        let mate = g.solve(&Stop::never());
        assert_eq!(mate, Some(vec![1, 0, 3, 2]));
        assert_eq!(g.solve(&Stop::at(std::time::Instant::now())), None);
    }

    #[test]
    fn big_shifts_and_adds() {
        let mut b = Big::zero(3);
        b.or_small(3);
        b.shl(127);
        assert_eq!(b.bits(), 129);
        b.add_shifted(1, 0);
        b.sub_small(1);
        b.shr1();
        assert_eq!(b.bits(), 128);
        let w = Wide::<4>::from_big(&b);
        assert_eq!(w.half().double(), w);
        let neg = Wide::<4>::ZERO - Wide::<4>::ONE.double();
        assert_eq!(neg.half(), Wide::<4>::ZERO - Wide::<4>::ONE);
        assert!(neg < Wide::<4>::ZERO);
    }
}
