//! Maximum-weight matching on a sparse general graph: Edmonds' blossom algorithm in the
//! primal-dual form of Galil ("Efficient algorithms for finding maximum matching in
//! graphs", 1986), in the edge-list layout van Rantwijk describes for his reference
//! implementation. Work is O(n·m) per stage in practice and memory O(n + m), and the
//! answer carries the final dual solution, so a caller can check it against edges it
//! never gave the solver (see [`super::certified`]).
//!
//! Duals are kept doubled (`dual[v] = 2·u_v`), so with integer weights every value stays
//! an integer: the slack of an edge between two S-vertices is always even.

use arbiter_blossom::Weight;

/// No vertex, blossom, endpoint or edge.
const NONE: usize = usize::MAX;

/// Labels of the alternating forest; `BREADCRUMB` marks blossoms on a path being traced.
const FREE: u8 = 0;
const S: u8 = 1;
const T: u8 = 2;
const BREADCRUMB: u8 = 5;

/// The optimum: each vertex's partner, and the dual solution that proves it optimal.
pub struct Solution<W> {
    /// `mate[v]`: the partner of `v`, or `None`.
    pub mate: Vec<Option<usize>>,
    n: usize,
    /// Vertex duals (doubled) at `0..n`, blossom duals at `n..2n`.
    dual: Vec<W>,
    /// The blossom directly containing each vertex or blossom, `NONE` at the top.
    parent: Vec<usize>,
    /// The outermost blossom holding each vertex or blossom (`NONE` for a lone vertex).
    top: Vec<usize>,
    /// Nesting depth (0 at the top).
    depth: Vec<usize>,
    /// Twice the duals of a blossom and all blossoms around it.
    enclosing: Vec<W>,
    /// `jump[k][x]`: the blossom 2^k levels above `x` (`NONE` above the top), so that the
    /// innermost blossom two vertices share is found in O(log depth): the certificate asks
    /// it for every edge of the dense graph, and nested blossoms of a large bracket are
    /// hundreds deep.
    jump: Vec<Vec<usize>>,
}

impl<W: Weight> Solution<W> {
    /// Whether the dual solution covers edge `{i, j}` of weight `w`: its reduced cost
    /// `u_i + u_j − w + Σ z_B` (over the blossoms holding both ends) is not negative. When
    /// every edge of a larger graph is covered, the matching is optimal for that graph too.
    /// (The certificate asks for whole rows at once: [`Solution::shared_rows`].)
    #[cfg(test)]
    #[must_use]
    pub fn covers(&self, i: usize, j: usize, w: W) -> bool {
        let need = w.double();
        let s = self.dual[i] + self.dual[j];
        let top = self.top[i];
        if top == NONE || top != self.top[j] {
            return s >= need;
        }
        // The blossoms around both ends add at least the outermost one's share and at most
        // the share around the shallower end: decide without the walk when those settle it.
        if s + self.enclosing[top] >= need {
            return true;
        }
        let (pi, pj) = (self.parent[i], self.parent[j]);
        let most = if self.enclosing[pi] < self.enclosing[pj] {
            self.enclosing[pi]
        } else {
            self.enclosing[pj]
        };
        if s + most < need {
            return false;
        }
        s + self.shared(i, j) >= need
    }

    /// Whether edge `{i, j}` of weight `w` has zero reduced cost: it may be in an optimum.
    #[must_use]
    pub fn tight(&self, i: usize, j: usize, w: W) -> bool {
        self.dual[i] + self.dual[j] + self.shared(i, j) == w.double()
    }

    /// Twice the duals of the blossoms holding both `i` and `j`.
    fn shared(&self, i: usize, j: usize) -> W {
        if self.top[i] == NONE || self.top[i] != self.top[j] {
            return W::ZERO;
        }
        // The innermost blossom holding both: lift the deeper end to equal depth, then both
        // by the largest jumps that keep them apart.
        let (mut a, mut b) = (self.parent[i], self.parent[j]);
        if self.depth[a] < self.depth[b] {
            std::mem::swap(&mut a, &mut b);
        }
        let mut climb = self.depth[a] - self.depth[b];
        let mut k = 0;
        while climb > 0 {
            if climb & 1 == 1 {
                a = self.jump[k][a];
            }
            climb >>= 1;
            k += 1;
        }
        if a != b {
            for level in self.jump.iter().rev() {
                if level[a] != level[b] {
                    a = level[a];
                    b = level[b];
                }
            }
            a = self.parent[a];
        }
        self.enclosing[a]
    }

    /// The doubled dual of vertex `v`.
    #[must_use]
    pub fn vertex_dual(&self, v: usize) -> W {
        self.dual[v]
    }

    /// The blossoms' share of every pair's reduced cost, one vertex's row at a time (see
    /// [`SharedRows`]): the certificate asks it for all pairs of a dense graph.
    #[must_use]
    pub fn shared_rows(&self) -> SharedRows<W> {
        let total = self.parent.len();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); total];
        let mut roots = Vec::new();
        for x in 0..total {
            match self.parent[x] {
                NONE => roots.push(x),
                up => children[up].push(x),
            }
        }
        let mut order = Vec::with_capacity(self.n);
        let mut stack = Vec::new();
        for root in roots {
            stack.push(root);
            while let Some(x) = stack.pop() {
                if x < self.n {
                    order.push(x);
                } else {
                    stack.extend(children[x].iter().rev());
                }
            }
        }
        let mut position = vec![0; self.n];
        for (k, &v) in order.iter().enumerate() {
            position[v] = k;
        }
        let gap: Vec<W> = order.windows(2).map(|w| self.shared(w[0], w[1])).collect();
        let mut levels = gap.clone();
        levels.push(W::ZERO);
        levels.sort_unstable();
        levels.dedup();
        let gap = gap
            .iter()
            .map(|g| u32::try_from(levels.partition_point(|l| l < g)).unwrap_or(u32::MAX))
            .collect();
        SharedRows {
            order,
            position,
            gap,
            levels,
        }
    }

    /// Fills `top`, `depth` and `enclosing` from `parent` and `dual`.
    fn index_blossoms(&mut self) {
        let total = self.parent.len();
        for x in 0..total {
            // Walk up to the first node already indexed (or the top), then fill downwards.
            let mut path = Vec::new();
            let mut y = x;
            while y != NONE && self.depth[y] == NONE {
                path.push(y);
                y = self.parent[y];
            }
            for &z in path.iter().rev() {
                let up = self.parent[z];
                if up == NONE {
                    self.depth[z] = 0;
                    self.top[z] = if z >= self.n { z } else { NONE };
                    self.enclosing[z] = if z >= self.n {
                        self.dual[z].double()
                    } else {
                        W::ZERO
                    };
                } else {
                    self.depth[z] = self.depth[up] + 1;
                    self.top[z] = self.top[up];
                    let own = if z >= self.n {
                        self.dual[z].double()
                    } else {
                        W::ZERO
                    };
                    self.enclosing[z] = self.enclosing[up] + own;
                }
            }
        }
        let deepest = self
            .depth
            .iter()
            .copied()
            .filter(|&d| d != NONE)
            .max()
            .unwrap_or(0);
        self.jump = vec![self.parent.clone()];
        while 1usize << self.jump.len() <= deepest {
            let Some(last) = self.jump.last() else {
                break;
            };
            let next = last
                .iter()
                .map(|&x| if x == NONE { NONE } else { last[x] })
                .collect();
            self.jump.push(next);
        }
    }
}

/// The doubled duals of the blossoms holding both ends of a pair, for all pairs of one vertex
/// in O(n) instead of a walk up the blossom tree per pair. Vertices are laid out in
/// depth-first order of the blossom forest, so each blossom's vertices are consecutive; the
/// innermost blossom holding two vertices is then the outermost of those holding each
/// neighbouring pair between them, and since blossom duals are not negative, its share is the
/// least of the neighbouring pairs' shares (zero across two outermost blossoms). Shares are
/// handled as their ranks among the few distinct values: a row is filled with `u32` minima.
pub struct SharedRows<W> {
    /// The vertices in depth-first order.
    order: Vec<usize>,
    /// Each vertex's place in `order`.
    position: Vec<usize>,
    /// `gap[k]`: the rank of the share of the pair `order[k]`, `order[k + 1]`.
    gap: Vec<u32>,
    /// The distinct shares, ascending (zero first).
    levels: Vec<W>,
}

impl<W: Weight> SharedRows<W> {
    /// Sets `row[j]`, for every vertex `j` other than `i`, to the rank of the doubled duals of
    /// the blossoms holding both `i` and `j` ([`SharedRows::level`] gives the value; `row` has
    /// a place per vertex; `row[i]` is left).
    pub fn fill(&self, i: usize, row: &mut [u32]) {
        let at = self.position[i];
        let mut least = u32::MAX;
        for k in at + 1..self.order.len() {
            least = least.min(self.gap[k - 1]);
            row[self.order[k]] = least;
        }
        least = u32::MAX;
        for k in (0..at).rev() {
            least = least.min(self.gap[k]);
            row[self.order[k]] = least;
        }
    }

    /// The share of rank `rank`.
    #[must_use]
    pub fn level(&self, rank: u32) -> W {
        self.levels[rank as usize]
    }
}

/// A maximum-weight matching of the graph on vertices `0..n` with `edges` `(i, j, w)`
/// (`i != j`, `w > 0`, no edge twice). `None` when `stop` returned true (it is asked once
/// per dual adjustment).
#[must_use]
pub fn max_weight_matching<W: Weight>(
    n: usize,
    edges: &[(usize, usize, W)],
    stop: &dyn Fn() -> bool,
) -> Option<Solution<W>> {
    let mut s = State::new(n, edges);
    s.run(stop)?;
    Some(s.into_solution())
}

struct State<'a, W> {
    n: usize,
    edges: &'a [(usize, usize, W)],
    /// Each edge's weight, doubled (the duals' scale).
    double: Vec<W>,
    /// Endpoint `2k` is edge `k`'s first vertex, `2k + 1` its second.
    endpoint: Vec<usize>,
    /// The remote endpoints of each vertex's edges: `adj[adj_at[v]..adj_at[v + 1]]`.
    adj_at: Vec<usize>,
    adj: Vec<usize>,
    /// The remote endpoint of each vertex's matched edge.
    mate: Vec<usize>,
    label: Vec<u8>,
    /// The endpoint through which a vertex or top-level blossom got its label.
    labelend: Vec<usize>,
    /// The top-level blossom of each vertex.
    inblossom: Vec<usize>,
    parent: Vec<usize>,
    childs: Vec<Vec<usize>>,
    base: Vec<usize>,
    /// `endps[b][i]` joins `childs[b][i]` to `childs[b][i + 1]`.
    endps: Vec<Vec<usize>>,
    /// The least-slack edge to a different S-blossom (for S-blossoms) or from an
    /// S-vertex (for free vertices).
    bestedge: Vec<usize>,
    /// For non-trivial S-blossoms: the least-slack edge to each other S-blossom.
    bestedges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<W>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

/// `v[j mod len]` for a signed position, as the blossom walks run both ways round.
fn at(v: &[usize], j: isize) -> usize {
    v[j.rem_euclid(v.len() as isize) as usize]
}

impl<'a, W: Weight> State<'a, W> {
    fn new(n: usize, edges: &'a [(usize, usize, W)]) -> Self {
        let maxweight = edges
            .iter()
            .map(|e| e.2)
            .fold(W::ZERO, |a, b| if b > a { b } else { a });
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut degree = vec![0usize; n + 1];
        for &(i, j, _) in edges {
            endpoint.push(i);
            endpoint.push(j);
            degree[i] += 1;
            degree[j] += 1;
        }
        let mut adj_at = vec![0usize; n + 1];
        for v in 0..n {
            adj_at[v + 1] = adj_at[v] + degree[v];
        }
        let mut fill = adj_at.clone();
        let mut adj = vec![0usize; 2 * edges.len()];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            adj[fill[i]] = 2 * k + 1;
            fill[i] += 1;
            adj[fill[j]] = 2 * k;
            fill[j] += 1;
        }
        let mut dual = vec![maxweight; n];
        dual.resize(2 * n, W::ZERO);
        State {
            n,
            edges,
            double: edges.iter().map(|e| e.2.double()).collect(),
            endpoint,
            adj_at,
            adj,
            mate: vec![NONE; n],
            label: vec![FREE; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            childs: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            endps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            bestedges: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual,
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    /// Matches greedily the tight edges between two free vertices outside blossoms (at the
    /// first stage: the edges of the heaviest weight). A stage starts from a matching of
    /// tight edges, feasible duals and every free vertex at the least dual; such an edge
    /// keeps all three, so the stage only has to grow forests for the augmenting paths it
    /// leaves. A pairing bracket has many edges of equal weight: without this, each of the
    /// ~n/2 stages grew a forest over most of the graph to find one edge this pass takes at
    /// once (issue 55: 10,000 players, 0.78 of the time).
    fn match_tight_greedily(&mut self) {
        for v in 0..self.n {
            if self.mate[v] != NONE || self.inblossom[v] != v {
                continue;
            }
            for idx in self.neighbours(v) {
                let p = self.adj[idx];
                let w = self.endpoint[p];
                if self.mate[w] == NONE && self.inblossom[w] == w && self.slack(p / 2) == W::ZERO {
                    self.mate[v] = p;
                    self.mate[w] = p ^ 1;
                    break;
                }
            }
        }
    }

    fn into_solution(self) -> Solution<W> {
        let mate = self
            .mate
            .iter()
            .map(|&p| (p != NONE).then(|| self.endpoint[p]))
            .collect();
        let total = self.parent.len();
        let mut sol = Solution {
            mate,
            n: self.n,
            dual: self.dual,
            parent: self.parent,
            top: vec![NONE; total],
            depth: vec![NONE; total],
            enclosing: vec![W::ZERO; total],
            jump: Vec::new(),
        };
        sol.index_blossoms();
        sol
    }

    fn slack(&self, k: usize) -> W {
        let (i, j, _) = self.edges[k];
        self.dual[i] + self.dual[j] - self.double[k]
    }

    /// The vertices inside blossom `b` (or `b` itself for a vertex).
    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            if x < self.n {
                out.push(x);
            } else {
                stack.extend(self.childs[x].iter().rev());
            }
        }
        out
    }

    fn neighbours(&self, v: usize) -> std::ops::Range<usize> {
        self.adj_at[v]..self.adj_at[v + 1]
    }

    /// Labels the top-level blossom of `w` with `t`, reached through endpoint `p`; a T-label
    /// passes an S-label on to the mate of the blossom's base.
    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let mut w = w;
        let mut t = t;
        let mut p = p;
        loop {
            let b = self.inblossom[w];
            self.label[w] = t;
            self.label[b] = t;
            self.labelend[w] = p;
            self.labelend[b] = p;
            self.bestedge[w] = NONE;
            self.bestedge[b] = NONE;
            if t == S {
                let leaves = self.leaves(b);
                self.queue.extend(leaves);
                return;
            }
            let base = self.base[b];
            let mb = self.mate[base];
            w = self.endpoint[mb];
            t = S;
            p = mb ^ 1;
        }
    }

    /// Traces back from `v` and `w` (both in S-blossoms): the base of a new blossom, or
    /// `NONE` when the two roots differ (an augmenting path).
    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        let (mut v, mut w) = (v, w);
        while v != NONE || w != NONE {
            if v != NONE {
                let b = self.inblossom[v];
                if self.label[b] == BREADCRUMB {
                    base = self.base[b];
                    break;
                }
                path.push(b);
                self.label[b] = BREADCRUMB;
                if self.labelend[b] == NONE {
                    v = NONE;
                } else {
                    let t = self.endpoint[self.labelend[b]];
                    let bt = self.inblossom[t];
                    v = self.endpoint[self.labelend[bt]];
                }
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = S;
        }
        base
    }

    /// Makes a blossom of the cycle closed by edge `k`, with base `base`.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unused.pop() else {
            return;
        };
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = S;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = W::ZERO;
        self.childs[b] = path.clone();
        self.endps[b] = endps;
        for v in self.leaves(b) {
            if self.label[self.inblossom[v]] == T {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        // The least-slack edge from the new blossom to each other S-blossom.
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &sub in &path {
            let lists: Vec<usize> = match self.bestedges[sub].take() {
                Some(list) => list,
                None => self
                    .leaves(sub)
                    .into_iter()
                    .flat_map(|x| self.adj[self.neighbours(x)].iter().map(|p| p / 2))
                    .collect(),
            };
            for k in lists {
                let (i, j, _) = self.edges[k];
                let far = if self.inblossom[j] == b { i } else { j };
                let bj = self.inblossom[far];
                if bj != b
                    && self.label[bj] == S
                    && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                {
                    bestedgeto[bj] = k;
                }
            }
            self.bestedge[sub] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        let mut best = NONE;
        for &k in &list {
            if best == NONE || self.slack(k) < self.slack(best) {
                best = k;
            }
        }
        self.bestedges[b] = Some(list);
        self.bestedge[b] = best;
    }

    /// Undoes blossom `b`: at the end of a stage (its dual is zero), or because its dual
    /// reached zero while it is a T-blossom (its sub-blossoms then take over its labels).
    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.childs[b].clone();
        for &s in &childs {
            self.parent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s] == W::ZERO {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == T {
            self.relabel_expanded(b, &childs);
        }
        self.label[b] = FREE;
        self.labelend[b] = NONE;
        self.childs[b] = Vec::new();
        self.endps[b] = Vec::new();
        self.base[b] = NONE;
        self.bestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unused.push(b);
    }

    /// The labels of an expanded T-blossom's sub-blossoms: the even path from the entry
    /// child to the base alternates T and S, the rest are free unless reached.
    fn relabel_expanded(&mut self, b: usize, childs: &[usize]) {
        let endps = self.endps[b].clone();
        let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
        let Some(pos) = childs.iter().position(|&c| c == entrychild) else {
            return;
        };
        let len = childs.len() as isize;
        let mut j = pos as isize;
        let (jstep, trick): (isize, usize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let mut p = self.labelend[b];
        while j != 0 {
            let v = self.endpoint[p ^ 1];
            self.label[v] = FREE;
            let q = at(&endps, j - trick as isize);
            self.label[self.endpoint[q ^ trick ^ 1]] = FREE;
            self.assign_label(v, T, p);
            self.allowedge[q / 2] = true;
            j += jstep;
            p = at(&endps, j - trick as isize) ^ trick;
            self.allowedge[p / 2] = true;
            j += jstep;
        }
        let bv = at(childs, j);
        let v = self.endpoint[p ^ 1];
        self.label[v] = T;
        self.label[bv] = T;
        self.labelend[v] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NONE;
        j += jstep;
        while at(childs, j) != entrychild {
            let bv = at(childs, j);
            if self.label[bv] == S {
                j += jstep;
                continue;
            }
            if let Some(v) = self.leaves(bv).into_iter().find(|&v| self.label[v] != FREE) {
                self.label[v] = FREE;
                let mb = self.mate[self.base[bv]];
                self.label[self.endpoint[mb]] = FREE;
                let le = self.labelend[v];
                self.assign_label(v, T, le);
            }
            j += jstep;
        }
    }

    /// Swaps matched and unmatched edges on the even path in blossom `b` from vertex `v`
    /// to the base, making `v` the new base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let Some(i) = self.childs[b].iter().position(|&c| c == t) else {
            return;
        };
        let len = self.childs[b].len() as isize;
        let mut j = i as isize;
        let (jstep, trick): (isize, usize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = at(&self.childs[b], j);
            let p = at(&self.endps[b], j - trick as isize) ^ trick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = at(&self.childs[b], j);
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
    }

    /// Augments along the path through edge `k` between two S-vertices of different trees.
    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (s0, p0) in [(v, 2 * k + 1), (w, 2 * k)] {
            let (mut s, mut p) = (s0, p0);
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn run(&mut self, stop: &dyn Fn() -> bool) -> Option<()> {
        for _ in 0..self.n {
            if stop() {
                return None;
            }
            if !self.stage(stop)? {
                break;
            }
            for b in self.n..2 * self.n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == S
                    && self.dual[b] == W::ZERO
                {
                    self.expand_blossom(b, true);
                }
            }
        }
        Some(())
    }

    /// One stage: grows the forest until an augmenting path is found (true) or the duals
    /// prove the matching optimal (false).
    fn stage(&mut self, stop: &dyn Fn() -> bool) -> Option<bool> {
        let n = self.n;
        self.match_tight_greedily();
        self.label.iter_mut().for_each(|l| *l = FREE);
        self.bestedge.iter_mut().for_each(|e| *e = NONE);
        for b in n..2 * n {
            self.bestedges[b] = None;
        }
        self.allowedge.iter_mut().for_each(|a| *a = false);
        self.queue.clear();
        for v in 0..n {
            if self.mate[v] == NONE && self.label[self.inblossom[v]] == FREE {
                self.assign_label(v, S, NONE);
            }
        }
        loop {
            if self.grow() {
                return Some(true);
            }
            if stop() {
                return None;
            }
            if !self.adjust_duals() {
                return Some(false);
            }
        }
    }

    /// Scans the queued S-vertices' edges; true when it augmented the matching.
    fn grow(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            for idx in self.neighbours(v) {
                let p = self.adj[idx];
                let k = p / 2;
                let w = self.endpoint[p];
                let bw = self.inblossom[w];
                if self.inblossom[v] == bw {
                    continue;
                }
                // An edge into a T-blossom at a labelled vertex changes nothing, tight or not.
                if self.label[bw] == T && self.label[w] != FREE {
                    continue;
                }
                let mut kslack = W::ZERO;
                if !self.allowedge[k] {
                    kslack = self.dual[v] + self.dual[w] - self.double[k];
                    if kslack <= W::ZERO {
                        self.allowedge[k] = true;
                    }
                }
                if self.allowedge[k] {
                    if self.label[bw] == FREE {
                        self.assign_label(w, T, p ^ 1);
                    } else if self.label[bw] == S {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(base, k);
                        } else {
                            self.augment_matching(k);
                            return true;
                        }
                    } else if self.label[w] == FREE {
                        self.label[w] = T;
                        self.labelend[w] = p ^ 1;
                    }
                } else if self.label[bw] == S {
                    let b = self.inblossom[v];
                    if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                        self.bestedge[b] = k;
                    }
                } else if self.label[w] == FREE
                    && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                {
                    self.bestedge[w] = k;
                }
            }
        }
        false
    }

    /// The dual adjustment; false when it proved the matching optimal.
    fn adjust_duals(&mut self) -> bool {
        let n = self.n;
        // Type 1: a vertex dual reaches zero.
        let mut delta = self.dual[..n]
            .iter()
            .copied()
            .fold(W::inf(), |a, b| if b < a { b } else { a });
        let mut kind = 1u8;
        let mut target = NONE;
        for v in 0..n {
            if self.label[self.inblossom[v]] == FREE && self.bestedge[v] != NONE {
                let d = self.slack(self.bestedge[v]);
                if d < delta {
                    delta = d;
                    kind = 2;
                    target = self.bestedge[v];
                }
            }
        }
        for b in 0..2 * n {
            if self.parent[b] == NONE && self.label[b] == S && self.bestedge[b] != NONE {
                let d = self.slack(self.bestedge[b]).half();
                if d < delta {
                    delta = d;
                    kind = 3;
                    target = self.bestedge[b];
                }
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE
                && self.parent[b] == NONE
                && self.label[b] == T
                && self.dual[b] < delta
            {
                delta = self.dual[b];
                kind = 4;
                target = b;
            }
        }
        for v in 0..n {
            match self.label[self.inblossom[v]] {
                S => self.dual[v] -= delta,
                T => self.dual[v] += delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.parent[b] == NONE {
                match self.label[b] {
                    S => self.dual[b] += delta,
                    T => self.dual[b] -= delta,
                    _ => {}
                }
            }
        }
        match kind {
            2 => {
                self.allowedge[target] = true;
                let (i, j, _) = self.edges[target];
                let from = if self.label[self.inblossom[i]] == FREE {
                    j
                } else {
                    i
                };
                self.queue.push(from);
            }
            3 => {
                self.allowedge[target] = true;
                let (i, _, _) = self.edges[target];
                self.queue.push(i);
            }
            4 => self.expand_blossom(target, false),
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reproducible stream of numbers below `m` (a linear congruential generator).
    fn numbers(seed: u64) -> impl FnMut(u64) -> u64 {
        let mut state = seed;
        move |m| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % m
        }
    }

    /// A graph on `n` vertices, each pair an edge with odds `num / den` and weight 1..=`levels`:
    /// the weights as an n×n table and the edge list.
    fn random_graph(
        n: usize,
        (num, den): (u64, u64),
        levels: u64,
        next: &mut impl FnMut(u64) -> u64,
    ) -> (Vec<i64>, Vec<(usize, usize, i64)>) {
        let mut w = vec![0i64; n * n];
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if next(den) < num {
                    let x = 1 + next(levels) as i64;
                    w[i * n + j] = x;
                    w[j * n + i] = x;
                    edges.push((i, j, x));
                }
            }
        }
        (w, edges)
    }

    /// All matchings' best total by brute force (small graphs).
    fn brute(n: usize, w: &[i64]) -> i64 {
        fn go(v: usize, n: usize, w: &[i64], used: &mut Vec<bool>) -> i64 {
            if v == n {
                return 0;
            }
            if used[v] {
                return go(v + 1, n, w, used);
            }
            used[v] = true;
            let mut best = go(v + 1, n, w, used);
            for u in v + 1..n {
                if !used[u] && w[v * n + u] > 0 {
                    used[u] = true;
                    best = best.max(w[v * n + u] + go(v + 1, n, w, used));
                    used[u] = false;
                }
            }
            used[v] = false;
            best
        }
        go(0, n, w, &mut vec![false; n])
    }

    #[test]
    fn optimal_on_random_graphs_and_the_duals_prove_it() {
        let mut next = numbers(7);
        for round in 0..3000 {
            let n = 1 + (round % 11);
            let density = 1 + next(4);
            let levels = if round % 3 == 0 { 4 } else { 60 };
            let (w, edges) = random_graph(n, (density, 4), levels, &mut next);
            let sol = max_weight_matching(n, &edges, &|| false).expect("no stop");
            let mut total = 0;
            for (v, m) in sol.mate.iter().enumerate() {
                if let Some(u) = *m {
                    assert_eq!(sol.mate[u], Some(v));
                    assert!(w[v * n + u] > 0);
                    if v < u {
                        total += w[v * n + u];
                    }
                }
            }
            assert_eq!(total, brute(n, &w), "round {round}");
            for &(i, j, x) in &edges {
                assert!(sol.covers(i, j, x), "round {round}: edge {i}-{j} uncovered");
            }
        }
    }

    /// Larger graphs with few distinct weights (a pairing bracket's kind: many edges tight
    /// at once, so the greedy start of each stage does most of the matching): the same total
    /// as the dense solver, and the duals cover every edge.
    #[test]
    fn equal_weights_match_as_the_dense_solver_does() {
        let mut next = numbers(11);
        for round in 0..200 {
            let n = 20 + (round % 41);
            let levels = 1 + next(5);
            let (w, edges) = random_graph(n, (3, 10), levels, &mut next);
            let total = |mate: &[Option<usize>]| -> i64 {
                (0..n)
                    .filter_map(|v| mate[v].filter(|&u| v < u).map(|u| w[v * n + u]))
                    .sum()
            };
            let sol = max_weight_matching(n, &edges, &|| false).expect("no stop");
            for (v, m) in sol.mate.iter().enumerate() {
                if let Some(u) = *m {
                    assert_eq!(sol.mate[u], Some(v), "round {round}");
                }
            }
            let dense = arbiter_blossom::max_weight_matching(&w, n);
            assert_eq!(total(&sol.mate), total(&dense), "round {round}");
            for &(i, j, x) in &edges {
                assert!(sol.covers(i, j, x), "round {round}: edge {i}-{j} uncovered");
            }
        }
    }

    /// The row-at-a-time blossom shares equal the walk up the blossom tree for every pair,
    /// on graphs whose optimum nests blossoms (few distinct weights, odd cycles everywhere).
    #[test]
    fn shared_rows_equal_the_walk_for_every_pair() {
        let mut next = numbers(13);
        let mut nested = 0;
        for round in 0..300 {
            let n = 3 + (round % 60);
            let levels = 1 + next(4);
            let (_, edges) = random_graph(n, (1 + next(6), 10), levels, &mut next);
            let sol = max_weight_matching(n, &edges, &|| false).expect("no stop");
            nested += usize::from(sol.depth.iter().any(|&d| d != NONE && d >= 2));
            let rows = sol.shared_rows();
            let mut row = vec![0u32; n];
            for i in 0..n {
                rows.fill(i, &mut row);
                for (j, &x) in row.iter().enumerate().filter(|&(j, _)| j != i) {
                    assert_eq!(
                        rows.level(x),
                        sol.shared(i, j),
                        "round {round}: pair {i}-{j}"
                    );
                }
            }
        }
        assert!(nested > 100, "only {nested} solutions with nested blossoms");
    }

    #[test]
    fn a_stop_ends_the_solve() {
        let edges = [(0, 1, 3i64), (1, 2, 4), (2, 3, 3)];
        assert!(max_weight_matching(4, &edges, &|| true).is_none());
        assert!(max_weight_matching(0, &[] as &[(usize, usize, i64)], &|| true).is_some());
    }
}
