//! The matching of a whole round, bracket by bracket (see [`super::dutch`]): the weights of
//! the round, the first matching that decides whether a pairing exists and where the bye
//! goes, then for each score bracket, top down: which moved-down players are paired and
//! with whom, the remainder's exchanges between S1 and S2, and each S1 player's partner.

use rustc_hash::FxHashMap;

use super::PairingError;
use super::bracket_solver::{BracketSolver, Budget, OUTSIDE};
use super::player::SwissPlayer;
use super::weights::{ByeRule, Ctx, Place, bits_for};
use crate::matching::table::WeightTable;
use crate::matching::{Big, Graph};
use crate::model::{HalfPoints, Tournament};
use partners::partners_of_s1;

mod partners;

/// How far from S1[i]'s natural opponent S2[i] the first matching of a remainder looks.
const S1_S2_BAND: usize = 8;

/// The matching of the whole round: `mate[i]` = partner index in `p`, or `i` for the bye.
pub(super) fn match_players(
    p: &[SwissPlayer],
    played: usize,
    total_rounds: usize,
    t: &Tournament,
    budget: &Budget<'_>,
) -> Result<Vec<usize>, PairingError> {
    if let Some(mate) = super::shortcut::homogeneous_round(p) {
        return Ok(mate);
    }
    match_by_brackets(p, played, total_rounds, t, budget)
}

/// [`match_players`] by the weighted matchings, bracket by bracket.
fn match_by_brackets(
    p: &[SwissPlayer],
    played: usize,
    total_rounds: usize,
    t: &Tournament,
    budget: &Budget<'_>,
) -> Result<Vec<usize>, PairingError> {
    let n = p.len();
    if n < 2 {
        return Ok((0..n).collect());
    }
    let ctx = round_ctx(p, played, total_rounds, t);
    let mut m = RoundMatching::new(p, budget, &ctx);
    m.decide_bye(&ctx)?;
    let top = p[0].score;
    let first: Vec<usize> = (0..n).take_while(|&v| p[v].score >= top).collect();
    let mut cursor = Cursor {
        next_group: first.len(),
        bracket: first,
        mdp: 0,
        begin_vertex: 0,
    };
    while cursor.bracket.len() > 1 || cursor.next_group < n {
        pair_bracket(&mut m, &ctx, &mut cursor)?;
    }
    Ok(m.result
        .iter()
        .enumerate()
        .map(|(v, &r)| if r == usize::MAX { v } else { r })
        .collect())
}

/// The weights' layout for the round: score-group shifts from the lowest group up, and the
/// field widths.
fn round_ctx(p: &[SwissPlayer], played: usize, total_rounds: usize, t: &Tournament) -> Ctx {
    let n = p.len();
    let mut shift_of = FxHashMap::default();
    let mut group_width = FxHashMap::default();
    let mut groups_shift = 0u32;
    let mut max_group = 0usize;
    let mut run = 0usize;
    for i in (0..n).rev() {
        run += 1;
        if i == 0 || p[i].score < p[i - 1].score {
            shift_of.insert(p[i].score, groups_shift);
            group_width.insert(p[i].score, bits_for(run));
            max_group = max_group.max(run);
            groups_shift += bits_for(run);
            run = 0;
        }
    }
    let group_bits = bits_for(max_group);
    let mut ctx = Ctx {
        played,
        total_rounds,
        win_or_draw: t.points.win.max(t.points.draw),
        group_bits,
        groups_shift,
        shift_of,
        group_width,
        // Ranks below the group size, summed over the pairs of one group: twice its bits.
        bye_rank_bits: 2 * group_bits,
        limbs: 1,
    };
    ctx.limbs = (ctx.width() as usize + 8) / 64 + 1;
    ctx
}

/// The round-wide state: the weight graph, the bye, and who is paired so far.
struct RoundMatching<'a> {
    p: &'a [SwissPlayer],
    budget: &'a Budget<'a>,
    g: Graph,
    /// The weight that fixes a pair once it is decided.
    max_weight: Big,
    bye_score: HalfPoints,
    /// C9: each games-played count of the bye's score group, ranked most games first.
    played_ranks: FxHashMap<u32, u64>,
    /// Whether C9 takes effect in the bracket being paired: the bracket decides the PAB
    /// assignee as its single downfloater (see [`RoundMatching::bye_is_single_downfloater`]).
    c9_here: bool,
    matched: Vec<bool>,
    result: Vec<usize>,
    group_bits: u32,
}

impl<'a> RoundMatching<'a> {
    fn new(p: &'a [SwissPlayer], budget: &'a Budget<'a>, ctx: &Ctx) -> RoundMatching<'a> {
        let n = p.len();
        let mut max_weight = Big::zero(ctx.limbs);
        max_weight.or_small(1);
        max_weight.shl(ctx.width());
        max_weight.sub_small(1);
        RoundMatching {
            p,
            budget,
            g: Graph::new(n, ctx.limbs),
            max_weight,
            bye_score: 0,
            played_ranks: FxHashMap::default(),
            c9_here: false,
            matched: vec![false; n],
            result: vec![usize::MAX; n],
            group_bits: ctx.group_bits,
        }
    }

    fn odd(&self) -> bool {
        self.p.len() % 2 == 1
    }

    /// The first matching only decides whether a pairing exists and, with an odd number of
    /// players, the score of the bye: its weights are narrow, so it gets its own graph. Then
    /// the round's graph gets its weights outside any bracket.
    fn decide_bye(&mut self, ctx: &Ctx) -> Result<(), PairingError> {
        let first = self.budget.solve(&self.first_graph(ctx)?)?;
        let n = self.p.len();
        let unpaired: Vec<usize> = (0..n).filter(|&v| first[v] == v).collect();
        if unpaired.len() > 1 {
            return Err(PairingError::NoLegalPairing(
                "the players cannot all be paired without a rematch or a forbidden colour clash"
                    .into(),
            ));
        }
        // C.04.3 C.2 (absolute): the PAB goes only to a player who has not already had a
        // PAB or scored a win without playing.
        if let Some(&v) = unpaired.first() {
            if !self.p[v].bye_eligible {
                return Err(PairingError::NoLegalPairing(
                    "every way to pair the round leaves the bye to a player who already had \
                     one or won without playing"
                        .into(),
                ));
            }
            self.bye_score = self.p[v].score;
            let top = self.p[0].score;
            // C9 in the top bracket: the bye comes from the top score group and nobody
            // else of that group floats down.
            self.c9_here = self.bye_score >= top
                && (0..n)
                    .take_while(|&v| self.p[v].score >= top)
                    .all(|v| self.p[first[v]].score >= top);
        }
        let no_ranks = FxHashMap::default();
        let bye = ByeRule {
            score: self.bye_score,
            decided_here: false,
            played_ranks: &no_ranks,
        };
        // Outside any bracket a weight is completion and the bye's eligibility only (see
        // `Place::Elsewhere`): three values, each computed once.
        let mut by_key: [Option<Big>; 3] = [None, None, None];
        for i in 0..n {
            // The round's setup is quadratic: a large field checks the stop signal per row.
            self.budget.check()?;
            for j in 0..i {
                let (hi, lo) = (&self.p[j], &self.p[i]);
                if !ctx.compatible(hi, lo) {
                    continue;
                }
                let key = usize::from(!ctx.bye_candidate(hi, self.bye_score))
                    + usize::from(!ctx.bye_candidate(lo, self.bye_score));
                let w = by_key[key].get_or_insert_with(|| ctx.edge(hi, lo, Place::Elsewhere, &bye));
                debug_assert_eq!(*w, ctx.edge(hi, lo, Place::Elsewhere, &bye));
                self.g.set(i, j, w);
            }
        }
        if self.odd() {
            self.rank_games_played();
        }
        Ok(())
    }

    /// The narrow graph of the first matching: completion, the bye's eligibility and score.
    fn first_graph(&self, ctx: &Ctx) -> Result<Graph, PairingError> {
        let (p, n) = (self.p, self.p.len());
        let top = p[0].score;
        let limbs = (2 + ctx.groups_shift as usize + ctx.group_bits as usize + 8) / 64 + 1;
        let mut graph = Graph::new(n, limbs);
        for i in 0..n {
            self.budget.check()?;
            for j in 0..i {
                let mut w = Big::zero(limbs);
                if ctx.compatible(&p[i], &p[j]) {
                    if self.odd() {
                        w.or_small(
                            1 + u64::from(!p[i].bye_eligible) + u64::from(!p[j].bye_eligible),
                        );
                        w.shl(ctx.groups_shift);
                        w.or_small(u64::from(ctx.shift(p[i].score) + ctx.shift(p[j].score)));
                        w.shl(ctx.group_bits);
                        w.or_small(u64::from(p[i].score >= top));
                    } else {
                        w.or_small(1);
                    }
                }
                graph.set(i, j, &w);
            }
        }
        Ok(graph)
    }

    /// C9 (minimise the unplayed games of the PAB assignee): each player of the bye's score
    /// gets a rank that grows as its games played fall: the number of players of that score
    /// with at least as many games, less one (bbpPairings' ranks, so equal trade-offs between
    /// two pairs come out as there). Edges reward pairing players of high rank, so the one
    /// left for the bye has played the most games the higher criteria allow. Forfeited games
    /// are unplayed, whichever side forfeited.
    fn rank_games_played(&mut self) {
        let mut counts: Vec<u32> = self
            .p
            .iter()
            .filter(|x| x.score == self.bye_score)
            .map(|x| x.played_games)
            .collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        for (rank, c) in counts.into_iter().enumerate() {
            self.played_ranks.insert(c, rank as u64);
        }
    }

    /// Whether C9 takes effect in the bracket whose resident score group starts at
    /// `group_start`, given the optimum `stable` after the bracket above it: the bye's score
    /// is at or above the group's, and no player carried into the bracket is paired below
    /// the group's score. Then the bracket's only downfloater is the PAB assignee, and C9
    /// (which speaks of that assignee) is a criterion of this bracket, as C.04.3 orders
    /// them; in any other bracket the assignee is not yet decided there.
    fn bye_is_single_downfloater(
        &self,
        group_start: usize,
        carried: &[usize],
        stable: &[usize],
    ) -> bool {
        let p = self.p;
        if !self.odd() || group_start >= p.len() || self.bye_score < p[group_start].score {
            return false;
        }
        let floor = p[group_start].score;
        carried
            .iter()
            .all(|&v| stable[v] != OUTSIDE && p[stable[v]].score >= floor)
    }

    /// Decides the pair `a`–`b` for good.
    fn finalize(&mut self, a: usize, b: usize) {
        self.matched[a] = true;
        self.matched[b] = true;
        self.g.set(a, b, &self.max_weight);
        self.g.fix(a, b);
    }
}

/// Where the walk down the score groups stands: the next bracket's players (moved-down
/// players first) and the first player of the next score group.
struct Cursor {
    bracket: Vec<usize>,
    next_group: usize,
    /// How many of `bracket` moved down from higher brackets.
    mdp: usize,
    /// The first vertex of the bracket's own score group.
    begin_vertex: usize,
}

/// The bracket being paired: its players (indices into `p`; the first `mdp` moved down, those
/// from `end` on belong to the next score group), its base weights and the current optimum.
struct Bracket {
    players: Vec<usize>,
    mdp: usize,
    end: usize,
    begin_vertex: usize,
    next_begin_vertex: usize,
    /// The weights the steps start from, by bracket positions (`larger` from `mdp`).
    base: WeightTable,
    stable: Vec<usize>,
}

impl Bracket {
    fn in_bracket(&self, m: usize) -> bool {
        m >= self.begin_vertex && m < self.next_begin_vertex
    }

    /// Whether vertex `v` is paired with a later player of this bracket.
    fn paired_down(&self, v: usize) -> bool {
        self.stable[v] > v && self.stable[v] < self.next_begin_vertex
    }
}

/// The remainder of a bracket (its resident players not paired with moved-down players):
/// S1 is the first `pairs`, S2 the rest.
struct Remainder {
    players: Vec<usize>,
    pairs: usize,
    group_bits: u32,
}

impl Remainder {
    /// The base weight of `smaller`–`larger` with the S1/S2 bonus of position `index`.
    fn bonus(&self, b: &Bracket, smaller: usize, larger: usize, index: usize) -> Big {
        let mut r = b.base.get(larger, smaller);
        if !r.is_zero() {
            r.add_shifted(u64::from(index < self.pairs), 2 * self.group_bits + 1);
            r.sub_small(2 * index as u64);
        }
        r
    }
}

/// Pairs one score bracket (with the next score group joined to it) and moves its unpaired
/// players down to the next.
fn pair_bracket(
    m: &mut RoundMatching<'_>,
    ctx: &Ctx,
    cursor: &mut Cursor,
) -> Result<(), PairingError> {
    let (p, n) = (m.p, m.p.len());
    let mut players = std::mem::take(&mut cursor.bracket);
    let end = players.len();
    let next_begin_vertex = cursor.begin_vertex + (end - cursor.mdp);
    let group_start = cursor.next_group;
    while cursor.next_group < n && p[cursor.next_group].score >= p[group_start].score {
        players.push(cursor.next_group);
        cursor.next_group += 1;
    }
    let base = bracket_weights(m, ctx, &players, cursor.mdp, end)?;
    let mut solver = BracketSolver {
        budget: m.budget,
        p,
        ctx,
        vertices: players.clone(),
        rest: cursor.next_group..n,
        plan: ctx.plan(&players.iter().map(|&v| p[v].score).collect()),
        bye_score: m.bye_score,
        odd: m.odd(),
        reduced: cursor.next_group < n
            && (n.is_multiple_of(2) || p[group_start].score > m.bye_score),
        cache: None,
    };
    let stable = solver.solve(&m.g)?;
    let mut b = Bracket {
        players,
        mdp: cursor.mdp,
        end,
        begin_vertex: cursor.begin_vertex,
        next_begin_vertex,
        base,
        stable,
    };
    choose_moved_down(m, &mut b, &mut solver)?;
    pair_moved_down(m, &mut b, &mut solver)?;
    let rem = remainder(m, &mut b, &mut solver)?;
    let exchanges = rem
        .players
        .iter()
        .take(rem.pairs)
        .filter(|&&pi| !b.paired_down(b.players[pi]))
        .count();
    leave_s1(m, &mut b, &mut solver, &rem, exchanges)?;
    enter_s1(m, &mut b, &mut solver, &rem, exchanges)?;
    fix_exchanges(m, &mut b, &rem);
    partners_of_s1(m, &mut b, &mut solver, &rem)?;
    carry_down(m, b, cursor, group_start);
    Ok(())
}

/// The base weights of the bracket's edges (into the round's graph too).
fn bracket_weights(
    m: &mut RoundMatching<'_>,
    ctx: &Ctx,
    players: &[usize],
    mdp: usize,
    end: usize,
) -> Result<WeightTable, PairingError> {
    let p = m.p;
    // C9 counts only in the bracket that decides the PAB assignee (see `c9_here`).
    let bye = ByeRule {
        score: m.bye_score,
        decided_here: m.c9_here,
        played_ranks: &m.played_ranks,
    };
    let mut base = WeightTable::new(players.len(), ctx.limbs);
    let mut w = Big::zero(ctx.limbs);
    for larger in mdp..players.len() {
        m.budget.check()?;
        let place = if larger < end {
            Place::Current
        } else {
            Place::Next
        };
        for smaller in 0..larger {
            ctx.write_edge(
                &mut w,
                &p[players[smaller]],
                &p[players[larger]],
                place,
                &bye,
            );
            m.g.set(players[larger], players[smaller], &w);
            base.set(larger, smaller, &w);
        }
    }
    Ok(base)
}

/// Which moved-down players are paired in this bracket: the rules prefer the higher ones.
fn choose_moved_down(
    m: &mut RoundMatching<'_>,
    b: &mut Bracket,
    solver: &mut BracketSolver<'_>,
) -> Result<(), PairingError> {
    let p = m.p;
    let mut md_score = HalfPoints::MIN;
    let mut remaining = 0usize;
    let mut remaining_matched = 0usize;
    for pi in 0..b.mdp {
        let v = b.players[pi];
        if pi == 0 || p[v].score < md_score {
            md_score = p[v].score;
            remaining = 0;
            remaining_matched = 0;
            let mut k = pi;
            while k < b.players.len() && p[b.players[k]].score >= md_score {
                remaining += 1;
                if b.in_bracket(b.stable[b.players[k]]) {
                    remaining_matched += 1;
                }
                k += 1;
            }
        }
        if remaining_matched == 0 {
            continue;
        }
        if remaining <= remaining_matched {
            m.matched[v] = true;
            continue;
        }
        remaining -= 1;
        if !b.in_bracket(b.stable[v]) {
            for opp in b.mdp..b.end {
                let mut w = b.base.get(opp, pi);
                if !w.is_zero() {
                    w.or_small(1);
                    m.g.set(v, b.players[opp], &w);
                }
            }
            b.stable = solver.solve(&m.g)?;
        }
        if b.in_bracket(b.stable[v]) {
            m.matched[v] = true;
            remaining_matched -= 1;
            for opp in b.mdp..b.end {
                let mut w = b.base.get(opp, pi);
                if !w.is_zero() {
                    w.or_small((b.end - b.mdp) as u64);
                    w.add_small(1);
                    m.g.set(v, b.players[opp], &w);
                }
            }
        }
    }
    Ok(())
}

/// The chosen moved-down players' opponents: each takes the best-placed compatible resident.
fn pair_moved_down(
    m: &mut RoundMatching<'_>,
    b: &mut Bracket,
    solver: &mut BracketSolver<'_>,
) -> Result<(), PairingError> {
    for pi in 0..b.mdp {
        let v = b.players[pi];
        if !m.matched[v] {
            continue;
        }
        // The best-placed compatible opponent gets the largest bonus. When the current
        // optimum already pairs the player with it, the bonus cannot change the optimum.
        let best = (b.mdp..b.end)
            .map(|opp| (opp, b.players[opp]))
            .find(|&(opp, ov)| !m.matched[ov] && !b.base.is_zero(opp, pi))
            .map(|(_, ov)| ov);
        if best != Some(b.stable[v]) {
            let mut addend = b.players.len() as u64;
            for opp in (b.mdp..b.end).rev() {
                let ov = b.players[opp];
                if m.matched[ov] {
                    continue;
                }
                let mut w = b.base.get(opp, pi);
                if !w.is_zero() {
                    w.add_small(addend);
                    m.g.set(v, ov, &w);
                    addend += 1;
                }
            }
            b.stable = solver.solve(&m.g)?;
        }
        if b.stable[v] == OUTSIDE {
            b.stable = solver.solve_full(&m.g)?;
        }
        let mate = b.stable[v];
        m.finalize(v, mate);
    }
    Ok(())
}

/// The remainder, with its S1/S2 bonuses in the graph and the optimum for them.
fn remainder(
    m: &mut RoundMatching<'_>,
    b: &mut Bracket,
    solver: &mut BracketSolver<'_>,
) -> Result<Remainder, PairingError> {
    let mut rem = Remainder {
        players: Vec::new(),
        pairs: 0,
        group_bits: m.group_bits,
    };
    for pi in b.mdp..b.end {
        let v = b.players[pi];
        if b.stable[v] < b.begin_vertex {
            continue;
        }
        rem.players.push(pi);
        if b.stable[v] < v {
            rem.pairs += 1;
        }
    }
    for (oi, &opp) in rem.players.iter().enumerate() {
        for (ri, &pl) in rem.players.iter().enumerate().take(oi) {
            let w = rem.bonus(b, pl, opp, ri);
            m.g.set(b.players[pl], b.players[opp], &w);
        }
    }
    // The bonuses favour S1[i] against S2[i]; the optimum departs from that by a few
    // places (colours, floats), so those pairs are a good start for the matching.
    let (s1, s2) = rem.players.split_at(rem.pairs);
    let players = &b.players;
    m.g.suggest(s1.iter().enumerate().flat_map(|(i, &pl)| {
        let near = i.saturating_sub(S1_S2_BAND)..(i + S1_S2_BAND + 1).min(s2.len());
        s2[near].iter().map(move |&opp| (players[pl], players[opp]))
    }));
    b.stable = solver.solve(&m.g)?;
    Ok(rem)
}

/// Exchanges: the lowest S1 players leave S1 first …
fn leave_s1(
    m: &mut RoundMatching<'_>,
    b: &mut Bracket,
    solver: &mut BracketSolver<'_>,
    rem: &Remainder,
    exchanges: usize,
) -> Result<(), PairingError> {
    let mut left = exchanges;
    let mut pos = rem.pairs;
    while pos > 0 && left > 0 {
        let opp_from = pos;
        pos -= 1;
        let pl = rem.players[pos];
        let v = b.players[pl];
        if b.paired_down(v) {
            for &opp in &rem.players[opp_from..] {
                let mut w = rem.bonus(b, pl, opp, pos);
                if !w.is_zero() {
                    w.sub_small(1);
                    m.g.set(v, b.players[opp], &w);
                }
            }
            b.stable = solver.solve(&m.g)?;
        }
        let exchanged = !b.paired_down(v);
        if exchanged {
            left -= 1;
        }
        for &opp in &rem.players[pos + 1..] {
            if exchanged {
                b.base.clear(opp, pl);
            }
            let w = rem.bonus(b, pl, opp, pos);
            m.g.set(v, b.players[opp], &w);
        }
    }
    Ok(())
}

/// … and the highest S2 players enter it.
fn enter_s1(
    m: &mut RoundMatching<'_>,
    b: &mut Bracket,
    solver: &mut BracketSolver<'_>,
    rem: &Remainder,
    exchanges: usize,
) -> Result<(), PairingError> {
    let mut left = exchanges;
    let mut rem_index = rem.pairs;
    let mut k = rem.pairs;
    while k < rem.players.len() && left > 1 {
        let pl = rem.players[k];
        let v = b.players[pl];
        let already = b.paired_down(v);
        if !already {
            for &opp in &rem.players[k + 1..] {
                let mut w = rem.bonus(b, pl, opp, rem_index);
                if !w.is_zero() {
                    w.add_small(1);
                    m.g.set(v, b.players[opp], &w);
                }
            }
            b.stable = solver.solve(&m.g)?;
        }
        if b.paired_down(v) {
            left -= 1;
            for &opp in &rem.players[..k] {
                b.base.clear(pl, opp);
                m.g.set(v, b.players[opp], &b.base.get(pl, opp));
            }
            for opp in b.end..b.players.len() {
                b.base.clear(opp, pl);
                m.g.set(v, b.players[opp], &b.base.get(opp, pl));
            }
        }
        if !already {
            for &opp in &rem.players[k + 1..] {
                let w = rem.bonus(b, pl, opp, rem_index);
                m.g.set(v, b.players[opp], &w);
            }
        }
        rem_index += 1;
        k += 1;
    }
    Ok(())
}

/// Fixes the exchanges: only pairs of an S1 player with an S2 player stay possible.
fn fix_exchanges(m: &mut RoundMatching<'_>, b: &mut Bracket, rem: &Remainder) {
    for (i, &pl) in rem.players.iter().enumerate() {
        let v = b.players[pl];
        for &opp in &rem.players[i + 1..] {
            let ov = b.players[opp];
            if !b.paired_down(v) || b.paired_down(ov) {
                b.base.clear(opp, pl);
            }
            m.g.set(v, ov, &b.base.get(opp, pl));
        }
    }
}

/// Records the bracket's pairs and carries its unpaired players to the next bracket, whose
/// resident score group starts at `group_start`.
fn carry_down(m: &mut RoundMatching<'_>, b: Bracket, cursor: &mut Cursor, group_start: usize) {
    let mut next_bracket = Vec::new();
    let mut next_mdp = 0;
    for (pi, &v) in b.players.iter().enumerate() {
        if pi < b.end && m.matched[v] {
            m.result[v] = b.stable[v];
            m.result[b.stable[v]] = v;
        } else {
            next_bracket.push(v);
            if pi < b.end {
                next_mdp += 1;
            }
        }
    }
    m.c9_here = m.bye_is_single_downfloater(group_start, &next_bracket, &b.stable);
    cursor.bracket = next_bracket;
    cursor.mdp = next_mdp;
    cursor.begin_vertex = b.next_begin_vertex;
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::model::{Player, RoundEntry, RoundKind};
    use crate::swiss::player::prepare;
    use arbiter_base::stop::Stop;

    fn field(n: u32, rounds: Vec<RoundEntry>, total_rounds: Option<u32>) -> Tournament {
        let players: BTreeMap<_, _> = (1..=n)
            .map(|id| {
                let player = Player {
                    id,
                    name: format!("P{id}"),
                    rating: 2000 - id,
                    rounds: rounds.clone(),
                    fouls: 0,
                    club: String::new(),
                };
                (id, player)
            })
            .collect();
        Tournament {
            players,
            total_rounds,
            ..Tournament::default()
        }
    }

    /// The shortcut is the matching's own answer wherever it applies (first rounds of every
    /// size, odd and even, long and short events), and it stays out of the way once anybody
    /// has a history.
    #[test]
    fn shortcut_matches_the_matching() {
        let stop = Stop::never();
        let budget = Budget { stop: &stop };
        for total in [Some(1), Some(2), Some(9), None] {
            for n in 2..=80u32 {
                let t = field(n, Vec::new(), total);
                let (players, _) = prepare(&t, 0, None);
                let rounds = total.map_or(1, |r| r as usize);
                let quick = super::super::shortcut::homogeneous_round(&players)
                    .expect("a first round is homogeneous");
                let dense = match_by_brackets(&players, 0, rounds, &t, &budget).unwrap();
                assert_eq!(quick, dense, "{n} players, {total:?} rounds");
            }
        }
        // Everybody scored without playing in round 1 (a forfeit-free walkover round): the
        // floats and bye eligibility differ, so the matching decides.
        let walkover = RoundEntry::without_opponent(RoundKind::FullBye);
        let t = field(10, vec![walkover], Some(5));
        let (players, _) = prepare(&t, 1, None);
        assert!(super::super::shortcut::homogeneous_round(&players).is_none());
    }
}
