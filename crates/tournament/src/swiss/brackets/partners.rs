//! Each S1 player's partner, best-placed first (the last step of a bracket): the rules ask,
//! player by player in S1 order, for the best-placed S2 player that keeps the bracket's
//! pairing optimal. Most answers need no matching: the best-placed candidate is the
//! current partner, or an exchange of partners that keeps the pairing's weight gives it
//! (proof by construction). Candidates the optimum's duals leave slack are in no optimal
//! pairing (proof by complementary slackness) and drop out. The players left are decided
//! by a matching with placement bonuses below the weights, a batch of players at once.

use std::collections::{HashMap, VecDeque};

use super::{Bracket, Remainder, RoundMatching};
use crate::matching::Big;
use crate::swiss::PairingError;
use crate::swiss::bracket_solver::{BracketSolver, OUTSIDE};
use crate::swiss::weights::bits_for;

/// The most bonus bits one matching carries above the weights: wider bonuses make every
/// weight of the matching wider (slower arithmetic), narrower ones need more matchings.
const BATCH_BITS: u32 = 192;

/// Which S1–S2 pairs can still be in an optimal pairing. Pairs an optimum's duals leave
/// slack are in no optimum of that graph, nor once pairs of an optimum are fixed, which is
/// all this step does: one dual solution serves the whole step.
enum Possible {
    /// Every compatible pair (no duals asked for yet, or none available).
    Compatible,
    /// Each S1 player's (bracket position) tight partners, best placed first.
    Tight(HashMap<usize, Vec<usize>>),
}

/// Partners of S1, best first: each S1 player takes the best-placed S2 player that keeps the
/// pairing optimal.
pub(super) fn partners_of_s1(
    m: &mut RoundMatching<'_>,
    b: &mut Bracket,
    solver: &mut BracketSolver<'_>,
    rem: &Remainder,
) -> Result<(), PairingError> {
    let mut possible = Possible::Compatible;
    // The duals are asked for once, when the first player needs more than its current or
    // a directly exchanged partner.
    let mut asked = crate::matching::dense_only();
    let mut k = 0;
    while k < rem.players.len() {
        m.budget.check()?;
        let pl = rem.players[k];
        let v = b.players[pl];
        if !b.paired_down(v) {
            k += 1;
            continue;
        }
        let mut options = candidates(m, b, &possible, rem, pl);
        if settled(m, b, &possible, &options, v) {
            k += 1;
            continue;
        }
        if !asked {
            asked = true;
            possible = tight_pairs(m, b, solver, rem, k)?;
            options = candidates(m, b, &possible, rem, pl);
            if !options.iter().any(|&o| b.players[o] == b.stable[v]) {
                // The duals disagree with the optimum they came with: do without them.
                possible = Possible::Compatible;
                options = candidates(m, b, &possible, rem, pl);
            }
            if settled(m, b, &possible, &options, v) {
                k += 1;
                continue;
            }
        }
        let mut batch = vec![(pl, options)];
        let mut bits = rank_bits(&batch[0].1);
        let mut last = k;
        for (i, &q) in rem.players.iter().enumerate().skip(k + 1) {
            if !b.paired_down(b.players[q]) {
                continue;
            }
            let options = candidates(m, b, &possible, rem, q);
            let more = rank_bits(&options);
            if bits + more > BATCH_BITS {
                break;
            }
            bits += more;
            batch.push((q, options));
            last = i;
        }
        solve_batch(m, b, solver, &batch, bits)?;
        for (q, _) in batch {
            let qv = b.players[q];
            let mate = b.stable[qv];
            if mate == OUTSIDE {
                return Err(PairingError::NoLegalPairing(format!(
                    "internal: no partner for start number {}",
                    m.p[qv].id
                )));
            }
            m.finalize(qv, mate);
        }
        k = last + 1;
    }
    Ok(())
}

/// The bits of one player's placement bonus: its candidates' ranks `0..len`.
fn rank_bits(options: &[usize]) -> u32 {
    bits_for(options.len().saturating_sub(1))
}

/// The players S1 player `pl` (a position in the bracket) may still be paired with, best
/// placed first: later players of the remainder, unpaired, compatible, and possible.
fn candidates(
    m: &RoundMatching<'_>,
    b: &Bracket,
    possible: &Possible,
    rem: &Remainder,
    pl: usize,
) -> Vec<usize> {
    let open = |opp: usize| !m.matched[b.players[opp]];
    match possible {
        Possible::Compatible => rem
            .players
            .iter()
            .copied()
            .filter(|&opp| opp > pl && open(opp) && !b.base.is_zero(opp, pl))
            .collect(),
        Possible::Tight(tight) => tight
            .get(&pl)
            .map(|list| list.iter().copied().filter(|&opp| open(opp)).collect())
            .unwrap_or_default(),
    }
}

/// Finalises S1 player `v` with its first candidate when an optimum pairs them: the current
/// one, or one found by an exchange of partners that keeps the weight.
fn settled(
    m: &mut RoundMatching<'_>,
    b: &mut Bracket,
    possible: &Possible,
    options: &[usize],
    v: usize,
) -> bool {
    let Some(&best) = options.first() else {
        return false;
    };
    let u = b.players[best];
    if u != b.stable[v] {
        if crate::matching::dense_only() {
            return false;
        }
        let Some(Exchange { pairs, freed }) = exchange(m, b, possible, v, u) else {
            return false;
        };
        if !keeps_weight(m, b, &pairs, freed) {
            return false;
        }
        for (x, y) in pairs {
            b.stable[x] = y;
            b.stable[y] = x;
        }
        if let Some(f) = freed {
            b.stable[f] = f;
        }
    }
    m.finalize(v, u);
    true
}

/// New pairs for some players, and the player they leave unpaired (if any).
struct Exchange {
    pairs: Vec<(usize, usize)>,
    freed: Option<usize>,
}

/// New pairs that give S1 player `v` the partner `u` and everybody they displace another
/// partner, along an alternating path of possible S1–S2 pairs: `v`–`u`, then `u`'s partner
/// takes another S2 player, whose partner takes another, … until one takes `v`'s old
/// partner, or takes the player the matching leaves unpaired (the bye of an odd field), which
/// leaves `v`'s old partner unpaired instead (answered as the second value). Without duals
/// only the direct exchange (`u`'s partner takes `v`'s) is tried.
fn exchange(
    m: &RoundMatching<'_>,
    b: &Bracket,
    possible: &Possible,
    v: usize,
    u: usize,
) -> Option<Exchange> {
    let (goal, x) = (b.stable[v], b.stable[u]);
    if goal == OUTSIDE || goal == v || x == OUTSIDE || x == v {
        return None;
    }
    if x == u {
        // `u` is the player the round's matching leaves unpaired: `v`'s old partner is then.
        return Some(Exchange {
            pairs: vec![(v, u)],
            freed: Some(goal),
        });
    }
    let Possible::Tight(tight) = possible else {
        return (!m.g.get(x, goal).is_zero()).then(|| Exchange {
            pairs: vec![(v, u), (x, goal)],
            freed: None,
        });
    };
    // Breadth-first over S1 players (bracket positions) that need a new partner; `via[a]`:
    // the S1 player and S2 player that displaced `a`. The graph is bipartite, so the search
    // finds a path whenever one exists among these pairs.
    let position: HashMap<usize, usize> = tight.keys().map(|&pl| (b.players[pl], pl)).collect();
    let start = *position.get(&x)?;
    let mut via: HashMap<usize, (usize, usize)> = HashMap::new();
    let mut seen_s2 = std::collections::HashSet::from([u]);
    let mut queue = VecDeque::from([start]);
    let path = |via: &HashMap<usize, (usize, usize)>, a: usize, y: usize| {
        let mut pairs = vec![(v, u), (b.players[a], y)];
        let mut at = a;
        while let Some(&(prev, yy)) = via.get(&at) {
            pairs.push((b.players[prev], yy));
            at = prev;
        }
        pairs
    };
    // A path to the unpaired player, kept in case no path closes at `goal`: an exchange that
    // keeps everybody paired is tried first.
    let mut to_unpaired = None;
    while let Some(a) = queue.pop_front() {
        let av = b.players[a];
        for &opp in tight.get(&a).map_or(&[][..], Vec::as_slice) {
            let y = b.players[opp];
            if m.matched[y] || y == b.stable[av] || !seen_s2.insert(y) {
                continue;
            }
            if y == goal {
                return Some(Exchange {
                    pairs: path(&via, a, y),
                    freed: None,
                });
            }
            // The player the whole round's matching leaves unpaired (`stable[y] == y`; a
            // player left to the brackets below is OUTSIDE and stays so).
            if b.stable[y] == y {
                if to_unpaired.is_none() {
                    to_unpaired = Some(path(&via, a, y));
                }
                continue;
            }
            let Some(&next) = position.get(&b.stable[y]) else {
                continue;
            };
            let nv = b.players[next];
            if nv == v || m.matched[nv] || next == start || via.contains_key(&next) {
                continue;
            }
            via.insert(next, (a, y));
            queue.push_back(next);
        }
    }
    to_unpaired.map(|pairs| Exchange {
        pairs,
        freed: Some(goal),
    })
}

/// Whether replacing the current partners of everybody in `pairs` by `pairs` (and leaving
/// `freed` unpaired) keeps the pairing's weight: the new pairing is then optimal too.
fn keeps_weight(
    m: &RoundMatching<'_>,
    b: &Bracket,
    pairs: &[(usize, usize)],
    freed: Option<usize>,
) -> bool {
    // One more limb than the weights: a long exchange sums many of them.
    let limbs = m.g.limbs() + 1;
    let (mut before, mut after) = (Big::zero(limbs), Big::zero(limbs));
    let mut old = std::collections::HashSet::new();
    for &(x, y) in pairs {
        after.add(&m.g.get(x, y));
        for z in [x, y] {
            let mate = b.stable[z];
            if mate != z && mate != OUTSIDE && old.insert((z.min(mate), z.max(mate))) {
                before.add(&m.g.get(z, mate));
            }
        }
    }
    // `freed`'s old pair is one of the above (its partner is `v`, in the first new pair).
    debug_assert!(freed.is_none_or(|f| old.contains(&(f.min(b.stable[f]), f.max(b.stable[f])))));
    after == before
}

/// An optimum of the current weights with the S1–S2 pairs (of S1 players from remainder
/// position `from` on) its duals leave tight; the optimum becomes the bracket's.
fn tight_pairs(
    m: &RoundMatching<'_>,
    b: &mut Bracket,
    solver: &mut BracketSolver<'_>,
    rem: &Remainder,
    from: usize,
) -> Result<Possible, PairingError> {
    let mut query = Vec::new();
    let mut owner = Vec::new();
    for &pl in &rem.players[from..] {
        let v = b.players[pl];
        if !b.paired_down(v) || m.matched[v] {
            continue;
        }
        for opp in candidates(m, b, &Possible::Compatible, rem, pl) {
            let ov = b.players[opp];
            query.push((v.min(ov), v.max(ov)));
            owner.push((pl, opp));
        }
    }
    let solved = solver.solve_tight(&m.g, &query)?;
    b.stable = solved.mate;
    let Some(tight) = solved.tight else {
        return Ok(Possible::Compatible);
    };
    let mut lists: HashMap<usize, Vec<usize>> = HashMap::new();
    for ((pl, opp), t) in owner.into_iter().zip(tight) {
        let list = lists.entry(pl).or_default();
        if t {
            list.push(opp);
        }
    }
    Ok(Possible::Tight(lists))
}

/// One matching deciding the partners of a batch of S1 players, in order: each player's
/// candidates get bonuses by placement in a field of their own, fields in batch order from
/// the top of the `extra` bits below the weights, so each player's choice outweighs all
/// later players' (the same as one matching per player, in order).
fn solve_batch(
    m: &mut RoundMatching<'_>,
    b: &mut Bracket,
    solver: &mut BracketSolver<'_>,
    batch: &[(usize, Vec<usize>)],
    extra: u32,
) -> Result<(), PairingError> {
    let mut bonus = HashMap::new();
    let mut used = 0;
    for (q, options) in batch {
        let qv = b.players[*q];
        used += rank_bits(options);
        let shift = extra - used;
        for (rank, &opp) in options.iter().rev().enumerate() {
            let ov = b.players[opp];
            bonus.insert((qv.min(ov), qv.max(ov)), (rank as u64, shift));
        }
    }
    b.stable = solver.solve_bonus(&m.g, extra, &bonus)?;
    if batch
        .iter()
        .any(|(q, _)| b.stable[b.players[*q]] == OUTSIDE)
    {
        b.stable =
            m.g.solver()
                .bonus(extra, &bonus)
                .run(m.budget.stop)
                .map(|s| s.mate)
                .ok_or(PairingError::Stopped)?;
    }
    Ok(())
}
