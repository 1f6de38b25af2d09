//! Maximum-weight matching on a general graph with exact, arbitrarily wide integer
//! weights ([`wide`]) and one solve API: [`Graph::solver`] → [`Solve`] (a part of the graph,
//! tie-break bonuses, tightness queries) → [`Solved`]. A matching is solved on a sparse
//! part of the graph and proved optimal for the whole by its duals ([`certified`], on the
//! edge-list solver of [`sparse`]); the dense `integer-blossom` crate is the fallback.

use std::cell::RefCell;

use arbiter_base::stop::Stop;
use arbiter_blossom::Weight;

pub mod certified;
pub mod sparse;
pub mod table;
pub mod wide;

pub use wide::{Big, Wide};
use wide::{gather, gather_into, or_shifted};

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
/// [`arbiter_blossom::release_thread_buffers`]): a large solve's buffers are hundreds of MB
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

/// A part of the graph to solve: its vertices and the weight plan of [`Solve::within`].
pub type Within<'a> = (&'a [usize], &'a [(u32, u32)]);

/// One solve of a [`Graph`] (see [`Graph::solver`]): a maximum-weight matching, fixed pairs
/// kept, answered by [`Solve::run`].
#[derive(Clone, Copy)]
pub struct Solve<'g, 'a> {
    graph: &'g Graph,
    within: Option<Within<'a>>,
    bonus: Option<(u32, &'a Bonus)>,
    query: &'a [(usize, usize)],
}

impl<'a> Solve<'_, 'a> {
    /// Solves the sub-graph on `vertices` only (fixed ones are skipped), every weight reduced
    /// to the bit ranges of `plan` (see [`Big::gather`]): the caller drops fields that are
    /// zero in every weight of the sub-graph and cannot receive carries. Vertices outside the
    /// sub-graph are their own mates.
    #[must_use]
    pub fn within(mut self, vertices: &'a [usize], plan: &'a [(u32, u32)]) -> Self {
        self.within = Some((vertices, plan));
        self
    }

    /// Breaks ties among the optimal matchings without disturbing their order: every weight
    /// is shifted up by `extra` bits and, for `bonus[(a, b)] = (x, s)`, `x << s` (below
    /// `2^extra`) is added to edge `{a, b}` (keys with `a < b`).
    #[must_use]
    pub fn bonus(mut self, extra: u32, bonus: &'a Bonus) -> Self {
        self.bonus = Some((extra, bonus));
        self
    }

    /// Also tells which of the `pairs` are edges with zero reduced cost under the optimum's
    /// duals (see [`Solved::tight`]).
    #[must_use]
    pub fn query(mut self, pairs: &'a [(usize, usize)]) -> Self {
        self.query = pairs;
        self
    }

    /// The matching, or `None` when `stop` fired during the solve (checked between the
    /// solver's dual adjustments, so little work is left once it fires).
    #[must_use]
    pub fn run(self, stop: &Stop) -> Option<Solved> {
        let g = self.graph;
        let (vertices, plan) = (self.within.map(|w| w.0), self.within.map(|w| w.1));
        let free: Vec<usize> = match vertices {
            Some(vs) => vs
                .iter()
                .copied()
                .filter(|&v| g.fixed[v].is_none())
                .collect(),
            None => (0..g.n).filter(|&v| g.fixed[v].is_none()).collect(),
        };
        let base_limbs = match plan {
            Some(plan) => (plan.iter().map(|r| r.1).sum::<u32>() as usize + 8) / 64 + 1,
            None => g.limbs,
        };
        let Some((extra, bonus)) = self.bonus else {
            let value = |w: &[u64], out: &mut [u64]| match plan {
                Some(plan) => gather_into(w, plan, out),
                None => {
                    for (o, l) in out.iter_mut().zip(w) {
                        *o = *l;
                    }
                }
            };
            let reading = Reading {
                value: &value,
                bonus: None,
                query: self.query,
            };
            return g.dispatch(&free, base_limbs, &reading, stop);
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
            query: self.query,
        };
        g.dispatch(&free, limbs, &reading, stop)
    }
}

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

    /// A solve of this graph, set up step by step and run by [`Solve::run`]: the whole graph
    /// by default, or a part of it ([`Solve::within`]), with tie-break bonuses
    /// ([`Solve::bonus`]) and pairs whose tightness the answer reports ([`Solve::query`]).
    #[must_use]
    pub fn solver(&self) -> Solve<'_, '_> {
        Solve {
            graph: self,
            within: None,
            bonus: None,
            query: &[],
        }
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
            certified::Certification::Dense
        } else {
            let start = self.support_within(free, reading.bonus);
            certified::max_weight_matching(&tri, &start, &|| stop.fired())
        };
        let (sub, tight) = match outcome {
            certified::Certification::Optimal {
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
            certified::Certification::Stopped => return None,
            certified::Certification::Dense => {
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

    /// The last optimum's support among `free`, in `free`'s positions, and the pairs given a
    /// bonus: the bonus makes them the heaviest of their weight, so an optimum is likely to
    /// use some the last one did not. Without them nearly every batch of an odd field's S1
    /// partners needed a second certificate round (a second scan of every pair); with them
    /// about four in ten do (4,001 players).
    fn support_within(&self, free: &[usize], bonus: Option<&Bonus>) -> Vec<(usize, usize)> {
        let mut local = vec![usize::MAX; self.n];
        for (i, &v) in free.iter().enumerate() {
            local[v] = i;
        }
        // In a fixed order (the map's is per process), so that every replica starts alike.
        let mut bonus_pairs: Vec<(usize, usize)> =
            bonus.into_iter().flat_map(|b| b.keys().copied()).collect();
        bonus_pairs.sort_unstable();
        let support = self.support.borrow();
        support
            .iter()
            .chain(&bonus_pairs)
            .map(|&(a, b)| (local[a], local[b]))
            .filter(|&(a, b)| a != usize::MAX && b != usize::MAX)
            .collect()
    }
}

/// The dense O(n³) solve, for graphs whose certificate keeps failing (and, in tests, as
/// the reference the certified solve must agree with).
///
/// It is the one place the vendored `integer-blossom` fork is wired, and why it is a fork: a
/// request's deadline must be able to end a pairing, and the published 1.2.1 has no hook to
/// stop a solve between its dual adjustments (`max_weight_matching_until` is the one function
/// the fork adds; `vendor/integer-blossom/CHANGELOG.md`). The own sparse solver ([`sparse`])
/// stops cleanly but is built for the sparse, certified case and has not been proved on the
/// dense graphs that reach this fallback, so it does not replace the fork yet. The hook is
/// small and self-contained: offering it upstream is the way back to the published crate.
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
    let sub = arbiter_blossom::max_weight_matching_until(&flat, m, &|| stop.fired());
    drop(flat);
    if m >= RELEASE_AFTER_VERTICES {
        arbiter_blossom::release_thread_buffers();
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
        let mate = g.solver().run(&Stop::never()).map(|s| s.mate);
        assert_eq!(mate, Some(vec![1, 0, 3, 2]));
        assert_eq!(
            g.solver()
                .run(&Stop::at(std::time::Instant::now()))
                .map(|s| s.mate),
            None
        );
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
