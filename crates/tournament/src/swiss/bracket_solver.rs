//! The matchings of one bracket step: on the bracket alone when the players below can
//! complete the round, else on the whole graph; with a deadline.

use std::collections::HashMap;

use super::PairingError;
use super::player::SwissPlayer;
use super::weights::Ctx;
use crate::matching::{Graph, Solved, certified};
use crate::model::HalfPoints;
use arbiter_base::stop::Stop;

/// Gives up between two matchings once the stop signal has fired: the work left after a
/// request's deadline or cancellation is at most one matching.
pub(super) struct Budget<'a> {
    pub(super) stop: &'a Stop,
}

impl Budget<'_> {
    pub(super) fn check(&self) -> Result<(), PairingError> {
        if self.stop.fired() {
            return Err(PairingError::Stopped);
        }
        Ok(())
    }

    pub(super) fn solve(&self, g: &Graph) -> Result<Vec<usize>, PairingError> {
        self.check()?;
        g.solver()
            .run(self.stop)
            .map(|s| s.mate)
            .ok_or(PairingError::Stopped)
    }
}

/// Marks a player the bracket leaves to the players below the next bracket.
pub(super) const OUTSIDE: usize = usize::MAX;

/// Solves the matchings of one bracket step. The weights of edges reaching below the next
/// bracket carry only the completion field, so when the players there can absorb everyone
/// the bracket leaves unpaired (checked, with the bye going to a bye candidate down there),
/// the optimum of the whole graph is the optimum of the bracket alone with the completion
/// field dropped, plus any completion below. That keeps each matching small; when the check
/// fails, the whole graph is solved.
pub(super) struct BracketSolver<'a> {
    pub(super) budget: &'a Budget<'a>,
    pub(super) p: &'a [SwissPlayer],
    pub(super) ctx: &'a Ctx,
    pub(super) vertices: Vec<usize>,
    pub(super) rest: std::ops::Range<usize>,
    pub(super) plan: Vec<(u32, u32)>,
    pub(super) bye_score: HalfPoints,
    pub(super) odd: bool,
    pub(super) reduced: bool,
    pub(super) cache: Option<(Vec<usize>, bool)>,
}

impl BracketSolver<'_> {
    /// A maximum-weight matching for the current weights (see the type's comment).
    pub(super) fn solve(&mut self, g: &Graph) -> Result<Vec<usize>, PairingError> {
        self.check_deadline()?;
        let stop = self.budget.stop;
        if !self.reduced {
            return g
                .solver()
                .run(stop)
                .map(|s| s.mate)
                .ok_or(PairingError::Stopped);
        }
        let mate = g
            .solver()
            .within(&self.vertices, &self.plan)
            .run(stop)
            .map(|s| s.mate)
            .ok_or(PairingError::Stopped)?;
        self.accept_or(g, mate, |g| g.solver().run(stop).map(|s| s.mate))
    }

    /// As [`BracketSolver::solve`], also telling which of the `query` pairs are tight under
    /// the optimum's duals (see [`Solved::tight`]).
    pub(super) fn solve_tight(
        &mut self,
        g: &Graph,
        query: &[(usize, usize)],
    ) -> Result<Solved, PairingError> {
        self.check_deadline()?;
        let stop = self.budget.stop;
        let whole = |g: &Graph| {
            g.solver()
                .query(query)
                .run(stop)
                .ok_or(PairingError::Stopped)
        };
        if !self.reduced {
            return whole(g);
        }
        let mut solved = g
            .solver()
            .within(&self.vertices, &self.plan)
            .query(query)
            .run(stop)
            .ok_or(PairingError::Stopped)?;
        if !self.leave_below(&mut solved.mate)? {
            return whole(g);
        }
        Ok(solved)
    }

    /// As [`BracketSolver::solve`], with tie-break bonuses below the weights (see
    /// [`crate::matching::Solve::bonus`]).
    pub(super) fn solve_bonus(
        &mut self,
        g: &Graph,
        extra: u32,
        bonus: &HashMap<(usize, usize), (u64, u32)>,
    ) -> Result<Vec<usize>, PairingError> {
        self.check_deadline()?;
        let stop = self.budget.stop;
        let whole = |g: &Graph| g.solver().bonus(extra, bonus).run(stop).map(|s| s.mate);
        if !self.reduced {
            return whole(g).ok_or(PairingError::Stopped);
        }
        let mate = g
            .solver()
            .within(&self.vertices, &self.plan)
            .bonus(extra, bonus)
            .run(stop)
            .map(|s| s.mate)
            .ok_or(PairingError::Stopped)?;
        self.accept_or(g, mate, whole)
    }

    fn check_deadline(&self) -> Result<(), PairingError> {
        self.budget.check()
    }

    /// Keeps a bracket-only matching when the players it leaves unpaired can be completed
    /// below (they are then marked [`OUTSIDE`]); otherwise solves the whole graph.
    fn accept_or(
        &mut self,
        g: &Graph,
        mut mate: Vec<usize>,
        whole: impl FnOnce(&Graph) -> Option<Vec<usize>>,
    ) -> Result<Vec<usize>, PairingError> {
        if self.leave_below(&mut mate)? {
            Ok(mate)
        } else {
            whole(g).ok_or(PairingError::Stopped)
        }
    }

    /// Whether the players a bracket-only matching leaves unpaired can be completed below;
    /// if so they are marked [`OUTSIDE`] in `mate`.
    fn leave_below(&mut self, mate: &mut [usize]) -> Result<bool, PairingError> {
        let unmatched: Vec<usize> = self
            .vertices
            .iter()
            .copied()
            .filter(|&v| mate[v] == v)
            .collect();
        let ok = match &self.cache {
            Some((u, ok)) if *u == unmatched => *ok,
            _ => {
                let ok = self.completable(&unmatched)?;
                self.cache = Some((unmatched.clone(), ok));
                ok
            }
        };
        if ok {
            for v in unmatched {
                mate[v] = OUTSIDE;
            }
        }
        Ok(ok)
    }

    /// The whole graph's solution, for a step that needs the real partner of a player the
    /// bracket solution left outside.
    pub(super) fn solve_full(&self, g: &Graph) -> Result<Vec<usize>, PairingError> {
        self.budget.solve(g)
    }

    fn bye_candidate(&self, v: usize) -> bool {
        self.ctx.bye_candidate(&self.p[v], self.bye_score)
    }

    /// Whether `unmatched` and the players below can all be paired (leaving, with an odd
    /// total, one bye candidate from below unpaired).
    fn completable(&self, unmatched: &[usize]) -> Result<bool, PairingError> {
        let order: Vec<usize> = unmatched.iter().copied().chain(self.rest.clone()).collect();
        let k = order.len();
        // Greedy first: a success is a proof.
        let mut taken = vec![false; k];
        for i in 0..k {
            if taken[i] {
                continue;
            }
            if let Some(j) = (i + 1..k)
                .find(|&j| !taken[j] && self.ctx.compatible(&self.p[order[i]], &self.p[order[j]]))
            {
                taken[i] = true;
                taken[j] = true;
            }
        }
        let left: Vec<usize> = (0..k).filter(|&i| !taken[i]).collect();
        let done = |left: &[usize]| {
            left.len() == usize::from(self.odd)
                && left
                    .iter()
                    .all(|&i| i >= unmatched.len() && self.bye_candidate(order[i]))
        };
        if done(&left) {
            return Ok(true);
        }
        // Exact: pairs first, then non-candidates paired, then the bracket's players paired.
        // The weights take ten values, so the graph is stored by value (four bytes an edge)
        // and solved on a certified sparse part: k is everybody below the bracket.
        let top = 4 * (k as i64 + 1);
        let values: Vec<i64> = std::iter::once(0)
            .chain((0..3).flat_map(|c| (0..3).map(move |u| top + 2 * c + u)))
            .collect();
        let code = |i: usize| {
            (
                u32::from(!self.bye_candidate(order[i])),
                u32::from(i < unmatched.len()),
            )
        };
        let mut index = Vec::with_capacity(k * k.saturating_sub(1) / 2);
        for i in 0..k {
            let (ci, ui) = code(i);
            for j in 0..i {
                if self.ctx.compatible(&self.p[order[i]], &self.p[order[j]]) {
                    let (cj, uj) = code(j);
                    index.push(1 + 3 * (ci + cj) + ui + uj);
                } else {
                    index.push(0);
                }
            }
        }
        let tri = certified::Triangle::from_values(k, index, values);
        let stop = self.budget.stop;
        let mate = match certified::max_weight_matching(&tri, &[], &|| stop.fired()) {
            certified::Certification::Optimal { mate, .. } => mate,
            certified::Certification::Stopped => return Err(PairingError::Stopped),
            certified::Certification::Dense => {
                let mut w = vec![0i64; k * k];
                for i in 0..k {
                    for j in 0..i {
                        w[i * k + j] = tri.get(i, j);
                        w[j * k + i] = tri.get(i, j);
                    }
                }
                arbiter_blossom::max_weight_matching_until(&w, k, &|| stop.fired())
                    .ok_or(PairingError::Stopped)?
            }
        };
        let left: Vec<usize> = (0..k).filter(|&i| mate[i].is_none()).collect();
        Ok(done(&left))
    }
}
