//! The Dutch system (FIDE C.04.3, 2025 text), the way the FIDE-endorsed engine
//! bbpPairings applies it: score brackets are paired one at a time, top down, each by a
//! maximum-weight matching over all remaining players whose integer edge weights encode
//! the pairing criteria in priority order (completion and byes, pairs and scores in this
//! bracket and the next, colour criteria, repeated floats), and the choices the rules
//! leave to the S1/S2 order (which moved-down players, which exchanges, which partner)
//! are fixed one player at a time by small weight bonuses.

use std::collections::HashMap;

use super::bracket_solver::{BracketSolver, Budget, OUTSIDE};
use super::colours::choose_colour;
pub use super::colours::derive_initial_colour;
use super::player::{SwissPlayer, prepare, rounds_paired};
use super::weights::{Ctx, bits_for};
use super::{Board, PairingError, Round, colour_name};
use crate::stop::Stop;
use crate::tournament::matching::{Big, Graph};
use crate::tournament::model::{Colour, HalfPoints, Tournament};

/// Pairs the next round of `t` with the Dutch system. `draw_seed` orders an unrated field by
/// a reproducible random draw (see [`prepare`]).
pub fn pair_next_round(t: &Tournament, draw_seed: Option<u64>) -> Result<Round, PairingError> {
    pair_next_round_until(t, draw_seed, &Stop::never())
}

/// As [`pair_next_round`], giving up with [`PairingError::Stopped`] once `stop` fires
/// (checked before each of the matchings the engine computes).
pub fn pair_next_round_until(
    t: &Tournament,
    draw_seed: Option<u64>,
    stop: &Stop,
) -> Result<Round, PairingError> {
    let played = rounds_paired(t);
    let total = t.total_rounds.map_or(played + 1, |n| n as usize);
    if played >= total {
        return Err(PairingError::EventComplete {
            played: played as u32,
            total: total as u32,
        });
    }
    let (mut players, not_paired) = prepare(t, played, draw_seed);
    players.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank_index.cmp(&b.rank_index)));
    let initial = t
        .initial_colour
        .or_else(|| derive_initial_colour(t))
        .unwrap_or(Colour::Red);
    let budget = Budget { stop };
    let mates = match_players(&players, played, total, t, &budget)?;
    let mut boards = Vec::new();
    let mut bye = None;
    for (i, pl) in players.iter().enumerate() {
        let m = mates[i];
        if m == i {
            bye = Some(pl.id);
            continue;
        }
        let other = &players[m];
        if pl.id > other.id {
            continue;
        }
        let (colour, reason) = choose_colour(pl, other, initial);
        let (red, black) = if colour == Colour::Red {
            (pl, other)
        } else {
            (other, pl)
        };
        let (hi, lo) = if i < m { (pl, other) } else { (other, pl) };
        let float = if hi.score != lo.score {
            format!(
                "; {} floats down from {} to {}",
                hi.id,
                crate::tournament::model::format_points(hi.score),
                crate::tournament::model::format_points(lo.score)
            )
        } else {
            String::new()
        };
        boards.push(Board {
            red: red.id,
            black: black.id,
            explanation: format!(
                "score group {}{float}; {} gets {}: {reason}",
                crate::tournament::model::format_points(hi.score),
                pl.id,
                colour_name(colour)
            ),
        });
    }
    boards.sort_by(|a, b| {
        let key = |bd: &Board| {
            let s = |id| {
                players
                    .iter()
                    .find(|p| p.id == id)
                    .map_or((0, usize::MAX), |p| (p.score, p.rank_index))
            };
            let (x, y) = (s(bd.red), s(bd.black));
            let (hi, lo) = if (x.0, std::cmp::Reverse(x.1)) >= (y.0, std::cmp::Reverse(y.1)) {
                (x, y)
            } else {
                (y, x)
            };
            (std::cmp::Reverse(hi.0), std::cmp::Reverse(lo.0), hi.1)
        };
        key(a).cmp(&key(b))
    });
    Ok(Round {
        number: played as u32 + 1,
        boards,
        bye,
        not_paired,
    })
}

#[allow(clippy::needless_range_loop)] // indices are vertices of the matching graph
/// The matching of the whole round: `mate[i]` = partner index in `p`, or `i` for the bye.
fn match_players(
    p: &[SwissPlayer],
    played: usize,
    total_rounds: usize,
    t: &Tournament,
    budget: &Budget<'_>,
) -> Result<Vec<usize>, PairingError> {
    let n = p.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    if n == 1 {
        return Ok(vec![0]);
    }
    // Score-group shifts, from the lowest group up.
    let mut shift_of = HashMap::new();
    let mut group_width = HashMap::new();
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
        // Dense ranks of games played (0..=played) summed over up to `max_group` players.
        bye_rank_bits: group_bits + bits_for(played),
        limbs: 1,
    };
    let width = ctx.width();
    ctx.limbs = (width as usize + 8) / 64 + 1;
    let limbs = ctx.limbs;
    let mut max_weight = Big::zero(limbs);
    max_weight.or_small(1);
    max_weight.shl(width);
    max_weight.sub_small(1);

    let mut g = Graph::new(n, limbs);
    let top = p[0].score;
    let no_ranks = HashMap::new();
    // The first matching only decides whether a pairing exists and, with an odd number of
    // players, the score of the bye: its weights are narrow, so it gets its own graph.
    let first_limbs = (2 + groups_shift as usize + group_bits as usize + 8) / 64 + 1;
    let mut first_graph = Graph::new(n, first_limbs);
    for i in 0..n {
        for j in 0..i {
            let mut w = Big::zero(first_limbs);
            if ctx.compatible(&p[i], &p[j]) {
                if n % 2 == 1 {
                    w.or_small(1 + u64::from(!p[i].bye_eligible) + u64::from(!p[j].bye_eligible));
                    w.shl(groups_shift);
                    w.or_small(u64::from(ctx.shift(p[i].score) + ctx.shift(p[j].score)));
                    w.shl(group_bits);
                    w.or_small(u64::from(p[i].score >= top));
                } else {
                    w.or_small(1);
                }
            }
            first_graph.set(i, j, &w);
            if n.is_multiple_of(2) {
                g.set(
                    i,
                    j,
                    &ctx.edge(&p[j], &p[i], false, false, 0, false, &no_ranks),
                );
            }
        }
    }
    let first = budget.solve(&first_graph)?;
    drop(first_graph);
    if (0..n).filter(|&v| first[v] == v).count() > 1 {
        return Err(PairingError::NoLegalPairing(
            "the players cannot all be paired without a rematch or a forbidden colour clash".into(),
        ));
    }
    let mut bye_score: HalfPoints = 0;
    // C9 (minimise the unplayed games of the bye's assignee): each player of the bye's score
    // gets the rank of its games played, most games first (0); edges reward pairing players
    // of high rank, so the one left for the bye has played the most games that the higher
    // criteria allow. Forfeited games are unplayed, whichever side forfeited.
    let mut played_ranks: HashMap<u32, u64> = HashMap::new();
    if n % 2 == 1 {
        bye_score = (0..n).find(|&v| first[v] == v).map_or(0, |v| p[v].score);
        for i in 0..n {
            for j in 0..i {
                let w = ctx.edge(&p[j], &p[i], false, false, bye_score, false, &no_ranks);
                g.set(i, j, &w);
            }
        }
        let mut counts: Vec<u32> = p
            .iter()
            .filter(|x| x.score == bye_score)
            .map(|x| x.played_games)
            .collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        counts.dedup();
        for (rank, c) in counts.into_iter().enumerate() {
            played_ranks.insert(c, rank as u64);
        }
    }

    let mut result = vec![usize::MAX; n];
    let mut matched = vec![false; n];
    // Bracket state: indices into `p`; the first `mdp` are moved-down players.
    let mut bracket: Vec<usize> = (0..n).take_while(|&v| p[v].score >= top).collect();
    let mut next_group = bracket.len();
    let mut mdp = 0usize;
    let mut group_begin_vertex = 0usize;
    let mut stable;
    while bracket.len() > 1 || next_group < n {
        let bracket_end = bracket.len();
        let next_begin_vertex = group_begin_vertex + (bracket_end - mdp);
        let group_start = next_group;
        while next_group < n && p[next_group].score >= p[group_start].score {
            bracket.push(next_group);
            next_group += 1;
        }
        // The bye is decided in every bracket that still holds players of the bye's score
        // (its own score group, and lower brackets its leftovers move down to).
        let bye_here = n % 2 == 1
            && bracket[..bracket_end]
                .iter()
                .any(|&v| p[v].score == bye_score);
        // base[larger][smaller], larger from `mdp`.
        let mut base: Vec<Vec<Big>> = vec![Vec::new(); bracket.len()];
        for larger in mdp..bracket.len() {
            for smaller in 0..larger {
                let w = ctx.edge(
                    &p[bracket[smaller]],
                    &p[bracket[larger]],
                    larger < bracket_end,
                    larger >= bracket_end,
                    bye_score,
                    bye_here,
                    &played_ranks,
                );
                g.set(bracket[larger], bracket[smaller], &w);
                base[larger].push(w);
            }
        }
        let bonus = |base: &Vec<Vec<Big>>,
                     smaller: usize,
                     larger: usize,
                     rem_index: usize,
                     rem_pairs: usize| {
            let mut r = base[larger][smaller].clone();
            if !r.is_zero() {
                r.add_shifted(u64::from(rem_index < rem_pairs), 2 * group_bits + 1);
                r.sub_small(2 * rem_index as u64);
            }
            r
        };
        let mut solver = BracketSolver {
            budget,
            p,
            ctx: &ctx,
            vertices: bracket.clone(),
            rest: next_group..n,
            plan: ctx.plan(&bracket.iter().map(|&v| p[v].score).collect()),
            bye_score,
            odd: n % 2 == 1,
            reduced: next_group < n && (n.is_multiple_of(2) || p[group_start].score > bye_score),
            cache: None,
        };
        stable = solver.solve(&g)?;
        let in_bracket = |m: usize| m >= group_begin_vertex && m < next_begin_vertex;

        // Which moved-down players are paired in this bracket.
        let mut md_score = HalfPoints::MIN;
        let mut remaining = 0usize;
        let mut remaining_matched = 0usize;
        for pi in 0..mdp {
            let v = bracket[pi];
            if pi == 0 || p[v].score < md_score {
                md_score = p[v].score;
                remaining = 0;
                remaining_matched = 0;
                let mut k = pi;
                while k < bracket.len() && p[bracket[k]].score >= md_score {
                    remaining += 1;
                    if in_bracket(stable[bracket[k]]) {
                        remaining_matched += 1;
                    }
                    k += 1;
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            if remaining <= remaining_matched {
                matched[v] = true;
                continue;
            }
            remaining -= 1;
            if !in_bracket(stable[v]) {
                for opp in mdp..bracket_end {
                    let mut w = base[opp][pi].clone();
                    if !w.is_zero() {
                        w.or_small(1);
                        g.set(v, bracket[opp], &w);
                    }
                }
                stable = solver.solve(&g)?;
            }
            if in_bracket(stable[v]) {
                matched[v] = true;
                remaining_matched -= 1;
                for opp in mdp..bracket_end {
                    let mut w = base[opp][pi].clone();
                    if !w.is_zero() {
                        w.or_small((bracket_end - mdp) as u64);
                        w.add_small(1);
                        g.set(v, bracket[opp], &w);
                    }
                }
            }
        }
        // Their opponents.
        for pi in 0..mdp {
            let v = bracket[pi];
            if !matched[v] {
                continue;
            }
            // The best-placed compatible opponent gets the largest bonus. When the current
            // optimum already pairs the player with it, the bonus cannot change the optimum.
            let best = (mdp..bracket_end)
                .map(|opp| (opp, bracket[opp]))
                .find(|&(opp, ov)| !matched[ov] && !base[opp][pi].is_zero())
                .map(|(_, ov)| ov);
            if best != Some(stable[v]) {
                let mut addend = bracket.len() as u64;
                for opp in (mdp..bracket_end).rev() {
                    let ov = bracket[opp];
                    if matched[ov] {
                        continue;
                    }
                    let mut w = base[opp][pi].clone();
                    if !w.is_zero() {
                        w.add_small(addend);
                        g.set(v, ov, &w);
                        addend += 1;
                    }
                }
                stable = solver.solve(&g)?;
            }
            if stable[v] == OUTSIDE {
                stable = solver.solve_full(&g)?;
            }
            let m = stable[v];
            matched[m] = true;
            finalize(&mut g, v, m, &max_weight);
        }

        // The remainder: S1 = the first `rem_pairs`, S2 the rest.
        let mut remainder: Vec<usize> = Vec::new();
        let mut rem_pairs = 0usize;
        for pi in mdp..bracket_end {
            let v = bracket[pi];
            if stable[v] < group_begin_vertex {
                continue;
            }
            remainder.push(pi);
            if stable[v] < v {
                rem_pairs += 1;
            }
        }
        for (oi, &opp) in remainder.iter().enumerate() {
            for (ri, &pl) in remainder.iter().enumerate().take(oi) {
                let w = bonus(&base, pl, opp, ri, rem_pairs);
                g.set(bracket[pl], bracket[opp], &w);
            }
        }
        stable = solver.solve(&g)?;
        let paired_down =
            |stable: &[usize], v: usize| stable[v] > v && stable[v] < next_begin_vertex;
        let exchange_count = remainder
            .iter()
            .take(rem_pairs)
            .filter(|&&pi| !paired_down(&stable, bracket[pi]))
            .count();

        // Exchanges: the lowest S1 players leave S1 first …
        let mut left = exchange_count;
        let mut pos = rem_pairs;
        while pos > 0 && left > 0 {
            let opp_from = pos;
            pos -= 1;
            let pl = remainder[pos];
            let v = bracket[pl];
            if paired_down(&stable, v) {
                for &opp in &remainder[opp_from..] {
                    let mut w = bonus(&base, pl, opp, pos, rem_pairs);
                    if !w.is_zero() {
                        w.sub_small(1);
                        g.set(v, bracket[opp], &w);
                    }
                }
                stable = solver.solve(&g)?;
            }
            let exchanged = !paired_down(&stable, v);
            if exchanged {
                left -= 1;
            }
            for &opp in &remainder[pos + 1..] {
                if exchanged {
                    base[opp][pl].clear();
                }
                let w = bonus(&base, pl, opp, pos, rem_pairs);
                g.set(v, bracket[opp], &w);
            }
        }
        // … and the highest S2 players enter it.
        let mut left = exchange_count;
        let mut rem_index = rem_pairs;
        let mut k = rem_pairs;
        while k < remainder.len() && left > 1 {
            let pl = remainder[k];
            let v = bracket[pl];
            let already = paired_down(&stable, v);
            if !already {
                for &opp in &remainder[k + 1..] {
                    let mut w = bonus(&base, pl, opp, rem_index, rem_pairs);
                    if !w.is_zero() {
                        w.add_small(1);
                        g.set(v, bracket[opp], &w);
                    }
                }
                stable = solver.solve(&g)?;
            }
            if paired_down(&stable, v) {
                left -= 1;
                for &opp in &remainder[..k] {
                    base[pl][opp].clear();
                    g.set(v, bracket[opp], &base[pl][opp].clone());
                }
                for opp in bracket_end..bracket.len() {
                    base[opp][pl].clear();
                    g.set(v, bracket[opp], &base[opp][pl].clone());
                }
            }
            if !already {
                for &opp in &remainder[k + 1..] {
                    let w = bonus(&base, pl, opp, rem_index, rem_pairs);
                    g.set(v, bracket[opp], &w);
                }
            }
            rem_index += 1;
            k += 1;
        }
        // Fix the exchanges.
        for (i, &pl) in remainder.iter().enumerate() {
            let v = bracket[pl];
            for &opp in &remainder[i + 1..] {
                let ov = bracket[opp];
                if !paired_down(&stable, v) || paired_down(&stable, ov) {
                    base[opp][pl].clear();
                }
                g.set(v, ov, &base[opp][pl].clone());
            }
        }
        // Partners of S1, best first: each S1 player takes the best-placed S2 player that
        // keeps the pairing optimal. Bonuses below the weights express "best-placed"; those
        // of up to `window` S1 players go into one matching, each player's bonus outweighing
        // all later players' (the same as one matching per player, in order).
        let rank_bits = bits_for(remainder.len() + 1);
        let window = (192 / rank_bits).max(1) as usize;
        let mut k = 0;
        while k < remainder.len() {
            let pl = remainder[k];
            let v = bracket[pl];
            if !paired_down(&stable, v) {
                k += 1;
                continue;
            }
            // Skip the matching when the partner is already the best-placed one.
            let best = remainder
                .iter()
                .find(|&&opp| opp > pl && !matched[bracket[opp]] && !base[opp][pl].is_zero())
                .map(|&opp| bracket[opp]);
            let mut batch = vec![pl];
            if best != Some(stable[v]) {
                batch.extend(
                    remainder[k + 1..]
                        .iter()
                        .copied()
                        .filter(|&q| paired_down(&stable, bracket[q]))
                        .take(window - 1),
                );
                let extra = rank_bits * batch.len() as u32;
                let mut bonus = HashMap::new();
                for (i, &q) in batch.iter().enumerate() {
                    let qv = bracket[q];
                    let shift = extra - (i as u32 + 1) * rank_bits;
                    let mut addend = 0u64;
                    for &opp in remainder.iter().rev() {
                        let ov = bracket[opp];
                        if opp <= q || matched[ov] {
                            continue;
                        }
                        if !base[opp][q].is_zero() {
                            bonus.insert((qv.min(ov), qv.max(ov)), (addend, shift));
                        }
                        addend += 1;
                    }
                }
                stable = solver.solve_bonus(&g, extra, &bonus)?;
                if batch.iter().any(|&q| stable[bracket[q]] == OUTSIDE) {
                    stable = g
                        .solve_with_bonus(None, None, extra, &bonus, budget.stop)
                        .ok_or(PairingError::Stopped)?;
                }
            }
            let last = *batch.last().unwrap_or(&pl);
            for q in batch {
                let qv = bracket[q];
                let m = stable[qv];
                if m == OUTSIDE {
                    return Err(PairingError::NoLegalPairing(format!(
                        "internal: no partner for start number {}",
                        p[qv].id
                    )));
                }
                matched[qv] = true;
                matched[m] = true;
                finalize(&mut g, qv, m, &max_weight);
            }
            k = remainder
                .iter()
                .position(|&x| x == last)
                .map_or(remainder.len(), |i| i + 1);
        }

        // Carry the unpaired players to the next bracket.
        let mut next_bracket = Vec::new();
        let mut next_mdp = 0;
        for (pi, &v) in bracket.iter().enumerate() {
            if pi < bracket_end && matched[v] {
                result[v] = stable[v];
                result[stable[v]] = v;
            } else {
                next_bracket.push(v);
                if pi < bracket_end {
                    next_mdp += 1;
                }
            }
        }
        bracket = next_bracket;
        mdp = next_mdp;
        group_begin_vertex = next_begin_vertex;
    }
    for (v, r) in result.iter_mut().enumerate() {
        if *r == usize::MAX {
            *r = v;
        }
    }
    Ok(result)
}

fn finalize(g: &mut Graph, a: usize, b: usize, max_weight: &Big) {
    g.set(a, b, max_weight);
    g.fix(a, b);
}
