//! A maximum-weight matching of a dense graph, found on a sparse part of it and proved
//! optimal for the whole. Each vertex starts with its heaviest edges; the sparse optimum's
//! dual solution then either covers every other edge (an LP optimality certificate: no
//! left-out edge can improve the matching) or names the edges it fails on, which join the
//! graph for the next solve. Pairing brackets have a few hundred to a few thousand
//! players whose heaviest edges hold the optimum, so this replaces an O(n³) dense solve
//! with O(n²) weight checks and small sparse solves.

use arbiter_blossom::Weight;

use super::sparse;

/// Each vertex's heaviest edges in the first candidate graph.
const FIRST_EDGES_PER_VERTEX: usize = 4;
/// Tight edges per vertex kept, besides the matching, to start the next solve.
const SUPPORT_PER_VERTEX: usize = 4;
/// Disjoint greedy matchings in the first graph.
const GREEDY_MATCHINGS: usize = 3;
/// Certificate rounds before the dense solver takes over.
const ROUNDS: usize = 12;
/// The most violated left-out edges per vertex that join the graph after a failed check.
const ADDED_PER_VERTEX: usize = 8;

/// Edges of a graph on `n` vertices, as one bit per vertex pair.
struct EdgeSet {
    n: usize,
    bits: Vec<u64>,
}

impl EdgeSet {
    fn new(n: usize) -> Self {
        EdgeSet {
            n,
            bits: vec![0; (n * n).div_ceil(64)],
        }
    }
    fn index(&self, i: usize, j: usize) -> usize {
        i.min(j) * self.n + i.max(j)
    }
    /// Adds `{i, j}`; false when it was there already.
    fn insert(&mut self, i: usize, j: usize) -> bool {
        let x = self.index(i, j);
        let had = self.bits[x / 64] >> (x % 64) & 1 == 1;
        self.bits[x / 64] |= 1 << (x % 64);
        !had
    }
    fn contains(&self, i: usize, j: usize) -> bool {
        let x = self.index(i, j);
        self.bits[x / 64] >> (x % 64) & 1 == 1
    }
}

/// The weights of a graph on `n` vertices, edge `{i, j}` (`i > j`) at `i(i-1)/2 + j` as
/// an index into its distinct values: four bytes per edge, and scans in that order read
/// memory front to back.
pub struct Triangle<W> {
    n: usize,
    index: Vec<u32>,
    values: Vec<W>,
}

impl<W: Weight> Triangle<W> {
    /// Fills the weights by `weight(i, j)` for `i > j` (one value per edge).
    #[cfg(test)]
    pub fn build(n: usize, mut weight: impl FnMut(usize, usize) -> W) -> Self {
        let mut values = Vec::with_capacity(n * n.saturating_sub(1) / 2);
        for i in 0..n {
            for j in 0..i {
                values.push(weight(i, j));
            }
        }
        let index = (0..values.len())
            .map(|k| u32::try_from(k).unwrap_or(u32::MAX))
            .collect();
        Triangle { n, index, values }
    }

    /// A graph whose edge at [`Triangle::slot`] has the value `values[index[slot]]`.
    #[must_use]
    pub fn from_values(n: usize, index: Vec<u32>, values: Vec<W>) -> Self {
        debug_assert_eq!(index.len(), n * n.saturating_sub(1) / 2);
        Triangle { n, index, values }
    }

    /// The storage position of edge `{i, j}` (`i != j`).
    #[must_use]
    pub fn slot(i: usize, j: usize) -> usize {
        let (hi, lo) = if i > j { (i, j) } else { (j, i) };
        hi * (hi - 1) / 2 + lo
    }

    /// The weight of `{i, j}` (`i != j`).
    #[must_use]
    pub fn get(&self, i: usize, j: usize) -> W {
        self.values[self.index[Self::slot(i, j)] as usize]
    }

    /// The vertex count.
    #[must_use]
    pub fn len(&self) -> usize {
        self.n
    }

    /// The edges `{i, j}` with `j < i`, for `i` in order: `(j, weight)` of row `i`.
    fn row(&self, i: usize) -> impl Iterator<Item = (usize, W)> + '_ {
        self.row_values(i)
            .map(|(j, k)| (j, self.values[k as usize]))
    }

    /// As [`Triangle::row`], with value indices.
    fn row_values(&self, i: usize) -> impl Iterator<Item = (usize, u32)> + '_ {
        let at = i * i.saturating_sub(1) / 2;
        self.index[at..at + i].iter().copied().enumerate()
    }

    /// Each value's rank by weight, heaviest 0; equal weights share a rank.
    fn ranks(&self) -> Vec<u32> {
        let mut order: Vec<u32> = (0..self.values.len())
            .map(|k| u32::try_from(k).unwrap_or(u32::MAX))
            .collect();
        order.sort_unstable_by(|&a, &b| self.values[b as usize].cmp(&self.values[a as usize]));
        let mut rank = vec![0u32; self.values.len()];
        let mut r = 0u32;
        for (pos, &k) in order.iter().enumerate() {
            if pos > 0 && self.values[k as usize] != self.values[order[pos - 1] as usize] {
                r += 1;
            }
            rank[k as usize] = r;
        }
        rank
    }
}

/// How a certified solve ended.
pub enum Certification<W> {
    /// An optimum for the whole graph.
    Optimal {
        /// `mate[v]`: `v`'s partner or `None`.
        mate: Vec<Option<usize>>,
        /// The matched edges and a few more with zero reduced cost (the optimum's support):
        /// a good start for a similar graph.
        support: Vec<(usize, usize)>,
        /// The dual solution that proves the optimum for every edge of the graph: an edge it
        /// leaves slack is in no optimal matching (complementary slackness).
        duals: Box<sparse::Solution<W>>,
    },
    /// The certificate kept failing: the caller solves the dense graph.
    Dense,
    /// The stop signal fired.
    Stopped,
}

/// A maximum-weight matching of the graph `weights` (not positive = no edge). `start`
/// (pairs of vertices) joins the first sparse graph: the support of an earlier, similar
/// solve makes the first certificate likely to hold.
pub fn max_weight_matching<W: Weight>(
    weights: &Triangle<W>,
    start: &[(usize, usize)],
    stop: &dyn Fn() -> bool,
) -> Certification<W> {
    let n = weights.len();
    // The builds below are quadratic in the vertices; each checks `stop` per row.
    let Some(mut graph) = first_graph(weights, start, stop) else {
        return Certification::Stopped;
    };
    for _ in 0..ROUNDS {
        let Some(sol) = sparse::max_weight_matching(n, &graph.edges, stop) else {
            return Certification::Stopped;
        };
        let Some(uncovered) = uncovered(&graph, &sol, weights, stop) else {
            if stop() {
                return Certification::Stopped;
            }
            let support = support(&graph, &sol);
            let mate = sol.mate.clone();
            return Certification::Optimal {
                mate,
                support,
                duals: Box::new(sol),
            };
        };
        if stop() {
            return Certification::Stopped;
        }
        for (i, list) in uncovered.into_iter().enumerate() {
            for (_, j) in list {
                graph.add(i, j, weights.get(i, j));
            }
        }
        if graph.edges.len() > n * n / 8 {
            break;
        }
    }
    Certification::Dense
}

/// The sparse graph being solved.
struct Candidates<W> {
    set: EdgeSet,
    edges: Vec<(usize, usize, W)>,
}

impl<W: Weight> Candidates<W> {
    fn add(&mut self, i: usize, j: usize, w: W) {
        if i != j && w > W::ZERO && self.set.insert(i, j) {
            self.edges.push((i.min(j), i.max(j), w));
        }
    }
}

/// The first sparse graph: each vertex's heaviest edges, `start`, and a few disjoint
/// greedy matchings on the heaviest edges (so the graph holds a near-optimal matching,
/// whose duals cover most of the rest).
fn first_graph<W: Weight>(
    weights: &Triangle<W>,
    start: &[(usize, usize)],
    stop: &dyn Fn() -> bool,
) -> Option<Candidates<W>> {
    let n = weights.len();
    let mut graph = Candidates {
        set: EdgeSet::new(n),
        edges: Vec::new(),
    };
    // Each vertex's heaviest edges so far, lightest first (at most FIRST_EDGES_PER_VERTEX).
    let mut best: Vec<Vec<(W, usize)>> = vec![Vec::new(); n];
    let keep = |best: &mut Vec<(W, usize)>, w: W, other: usize| {
        if best.len() < FIRST_EDGES_PER_VERTEX {
            best.push((w, other));
        } else if w > best[0].0 {
            best[0] = (w, other);
        } else {
            return;
        }
        best.sort_unstable_by_key(|e| e.0);
    };
    for i in 0..n {
        if stop() {
            return None;
        }
        for (j, w) in weights.row(i) {
            if w > W::ZERO {
                keep(&mut best[i], w, j);
                keep(&mut best[j], w, i);
            }
        }
    }
    for (i, list) in best.into_iter().enumerate() {
        for (w, j) in list {
            graph.add(i, j, w);
        }
    }
    for &(i, j) in start {
        if i != j {
            graph.add(i, j, weights.get(i, j));
        }
    }
    let heaviest_first = by_weight(weights, stop)?;
    for _ in 0..GREEDY_MATCHINGS {
        if stop() {
            return None;
        }
        let mut used = vec![false; n];
        let mut free = n;
        for &pair in &heaviest_first {
            // Nothing more can join once at most one vertex is free.
            if free < 2 {
                break;
            }
            let (i, j) = ((pair >> 16) as usize, (pair & 0xffff) as usize);
            if !used[i] && !used[j] && !graph.set.contains(i, j) {
                used[i] = true;
                used[j] = true;
                free -= 2;
                graph.add(i, j, weights.get(i, j));
            }
        }
    }
    Some(graph)
}

/// Every positive edge `{i, j}` (`i > j`) as `i << 16 | j`, heaviest first and in slot order
/// among equal weights: a counting sort by weight rank, four bytes per edge (the graph's own
/// table is four bytes per edge too), and the ends at hand for the greedy matchings (no
/// square root per edge). Empty for a graph of more than 2^16 vertices (the greedy matchings
/// are a head start only); `None` when `stop` fired.
fn by_weight<W: Weight>(weights: &Triangle<W>, stop: &dyn Fn() -> bool) -> Option<Vec<u32>> {
    let n = weights.len();
    if n > 1 << 16 {
        return Some(Vec::new());
    }
    let rank = weights.ranks();
    let positive: Vec<bool> = weights.values.iter().map(|&w| w > W::ZERO).collect();
    let levels = rank.iter().max().map_or(0, |&r| r as usize + 1);
    let mut start = vec![0usize; levels + 1];
    for &k in &weights.index {
        if positive[k as usize] {
            start[rank[k as usize] as usize + 1] += 1;
        }
    }
    for r in 0..levels {
        start[r + 1] += start[r];
    }
    if stop() {
        return None;
    }
    let mut order = vec![0u32; start[levels]];
    for i in 1..n {
        // Fits: both ends are below 2^16.
        let high = (i as u32) << 16;
        for (j, k) in weights.row_values(i) {
            if positive[k as usize] {
                let at = &mut start[rank[k as usize] as usize];
                order[*at] = high | j as u32;
                *at += 1;
            }
        }
    }
    Some(order)
}

/// For each vertex, the (at most [`ADDED_PER_VERTEX`]) left-out edges the duals fall
/// shortest of covering, with how far they fall short; `None` when every edge is covered
/// (the matching is optimal for the whole graph) or when `stop` fired (the caller tells the
/// two apart). Only the shortest are kept while scanning: a first solve can leave millions of
/// edges uncovered, and listing them all took more memory than the graph itself.
fn uncovered<W: Weight>(
    graph: &Candidates<W>,
    sol: &sparse::Solution<W>,
    weights: &Triangle<W>,
    stop: &dyn Fn() -> bool,
) -> Option<Vec<Vec<(W, usize)>>> {
    let n = weights.len();
    let mut any = false;
    let mut lists: Vec<Vec<(W, usize)>> = vec![Vec::new(); n];
    // Twice each weight, what the duals must reach; not positive: no edge.
    let need: Vec<W> = weights.values.iter().map(|&w| w.double()).collect();
    let rows = sol.shared_rows();
    let mut shared = vec![0u32; n];
    for i in 0..n {
        if stop() {
            return None;
        }
        rows.fill(i, &mut shared);
        let di = sol.vertex_dual(i);
        for (j, k) in weights.row_values(i) {
            let need = need[k as usize];
            if need <= W::ZERO
                || di + sol.vertex_dual(j) + rows.level(shared[j]) >= need
                || graph.set.contains(i, j)
            {
                continue;
            }
            any = true;
            let short = need - di - sol.vertex_dual(j);
            keep_shortest(&mut lists[i], short, j);
            keep_shortest(&mut lists[j], short, i);
        }
    }
    any.then_some(lists)
}

/// Keeps in `list` (ascending by shortfall) the [`ADDED_PER_VERTEX`] entries of largest
/// shortfall seen so far, the earlier of equal ones: most edges are turned away by one
/// comparison with the list's least.
fn keep_shortest<W: Weight>(list: &mut Vec<(W, usize)>, short: W, other: usize) {
    if list.len() == ADDED_PER_VERTEX {
        if list.first().is_none_or(|least| short <= least.0) {
            return;
        }
        list.remove(0);
    }
    // Before its equals, so that of equal entries the later one is dropped first.
    let at = list.partition_point(|e| e.0 < short);
    list.insert(at, (short, other));
}

/// The matched edges and a few more tight ones per vertex: enough to carry the dual
/// structure over to the next solve, few enough to keep its graph sparse.
fn support<W: Weight>(graph: &Candidates<W>, sol: &sparse::Solution<W>) -> Vec<(usize, usize)> {
    let n = sol.mate.len();
    let mut per_vertex = vec![0usize; n];
    let mut support: Vec<(usize, usize)> = (0..n)
        .filter_map(|v| sol.mate[v].filter(|&u| u > v).map(|u| (v, u)))
        .collect();
    for &(i, j, w) in &graph.edges {
        if per_vertex[i] < SUPPORT_PER_VERTEX
            && per_vertex[j] < SUPPORT_PER_VERTEX
            && sol.mate[i] != Some(j)
            && sol.tight(i, j, w)
        {
            per_vertex[i] += 1;
            per_vertex[j] += 1;
            support.push((i, j));
        }
    }
    support
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_certified_optimum_is_the_dense_optimum() {
        let mut state: u64 = 99;
        let mut next = |m: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % m
        };
        let mut certified = 0;
        for round in 0..200 {
            let n = 2 + (round % 70);
            let mut w = vec![0i64; n * n];
            for i in 0..n {
                for j in i + 1..n {
                    let x = match round % 4 {
                        0 => next(5) as i64,
                        1 => 1000 - (i as i64 - j as i64).abs() * 3 + next(7) as i64,
                        _ => next(1 << 20) as i64 - 1000,
                    };
                    w[i * n + j] = x;
                    w[j * n + i] = x;
                }
            }
            let value = |mate: &[Option<usize>]| -> i64 {
                (0..n)
                    .filter_map(|v| mate[v].filter(|&u| u > v).map(|u| w[v * n + u]))
                    .sum()
            };
            let dense = arbiter_blossom::max_weight_matching_until(&w, n, &|| false).unwrap();
            let tri = Triangle::build(n, |i, j| w[i * n + j]);
            match max_weight_matching(&tri, &[], &|| false) {
                Certification::Optimal { mate, .. } => {
                    assert_eq!(value(&mate), value(&dense), "round {round}");
                    certified += 1;
                }
                Certification::Dense => {}
                Certification::Stopped => panic!("no stop was asked"),
            }
        }
        assert!(certified >= 190, "only {certified} of 200 certified");
    }
}
