//! Direct encounter (直胜) among the players (or teams) still tied when the criterion is
//! reached: FIDE C.07 (2024) art. 6 applied to that group, as ruling R16 reads seed 000 §9
//! ("按以下顺序区分") — not over everyone on equal points.
//!
//! The value of a row is its place inside its tie group (1 = first), or 0 when the direct
//! encounter does not separate the group (or the row is alone), the convention of FIDE's own
//! tie-break tool. Places are compared ascending, and only inside one group.

use std::cmp::Ordering;

/// Places of the members of one tie group by their results against each other.
///
/// `scored(a, b)` is what `a` scored against `b` (summed over their games), `None` when they
/// did not meet; `win` is the most one encounter can bring (for the "cannot be caught" test of
/// groups where not everybody met). When everybody met, the group is ordered by the points
/// scored against the others; a part still tied is ordered again among itself (C.07 6: applied
/// again while it separates). When not everybody met, only leaders nobody can catch even by
/// winning every missing encounter are placed (C.07 6.2); the rest stay tied.
#[must_use]
pub fn places(group: &[u32], scored: &dyn Fn(u32, u32) -> Option<i64>, win: i64) -> Vec<u32> {
    let mut blocks: Vec<Vec<u32>> = vec![group.to_vec()];
    loop {
        let mut changed = false;
        let mut next = Vec::with_capacity(blocks.len());
        for block in blocks {
            if block.len() < 2 {
                next.push(block);
                continue;
            }
            let parts = split(&block, scored, win);
            changed |= parts.len() > 1;
            next.extend(parts);
        }
        blocks = next;
        if !changed {
            break;
        }
    }
    places_of_parts(group, &blocks)
}

/// The place of each member of `group` once it is split into `parts` (in order, each still
/// tied): the first part's members 1, the next part's one more than the members before it
/// (1, 2, 2, 4); all 0 when the group stayed whole.
pub(crate) fn places_of_parts(group: &[u32], parts: &[Vec<u32>]) -> Vec<u32> {
    let mut place = vec![0; group.len()];
    if parts.len() < 2 {
        return place;
    }
    let mut before = 0;
    for part in parts {
        for id in part {
            if let Some(i) = group.iter().position(|g| g == id) {
                place[i] = before + 1;
            }
        }
        before += part.len() as u32;
    }
    place
}

/// One application of the criterion to `block`: its members in order, in tied parts.
pub(crate) fn split(
    block: &[u32],
    scored: &dyn Fn(u32, u32) -> Option<i64>,
    win: i64,
) -> Vec<Vec<u32>> {
    let others = block.len() as i64 - 1;
    // (id, points against the others, the most it could have had)
    let mut tally: Vec<(u32, i64, i64)> = block
        .iter()
        .map(|&a| {
            let (sum, met) = block
                .iter()
                .filter(|&&b| b != a)
                .filter_map(|&b| scored(a, b))
                .fold((0, 0), |(s, n), v| (s + v, n + 1));
            (a, sum, sum + (others - met) * win)
        })
        .collect();
    let everybody_met = tally.iter().all(|&(_, sum, most)| sum == most);
    tally.sort_by(|x, y| y.1.cmp(&x.1).then(y.2.cmp(&x.2)).then(x.0.cmp(&y.0)));
    let mut parts: Vec<Vec<u32>> = Vec::new();
    if everybody_met {
        for (i, &(id, sum, _)) in tally.iter().enumerate() {
            match parts.last_mut() {
                Some(last) if i > 0 && tally[i - 1].1 == sum => last.push(id),
                _ => parts.push(vec![id]),
            }
        }
        return parts;
    }
    // Leaders placed one by one while the next best cannot catch them.
    let mut i = 0;
    while i + 1 < tally.len() {
        let best_of_rest = tally[i + 1..].iter().map(|t| t.2).max().unwrap_or(0);
        if tally[i].1.cmp(&best_of_rest) != Ordering::Greater {
            break;
        }
        parts.push(vec![tally[i].0]);
        i += 1;
    }
    parts.push(tally[i..].iter().map(|t| t.0).collect());
    parts
}

/// Fills the direct-encounter columns of `rows`: for each column index in `columns`, the rows
/// equal on everything before it (`same_before(a, b, column)`) form one tie group, and
/// `set(row, column, place)` stores the place `group_places` gives each member.
pub fn fill<R>(
    rows: &mut [R],
    columns: &[usize],
    same_before: &dyn Fn(&R, &R, usize) -> Ordering,
    id: &dyn Fn(&R) -> u32,
    group_places: &dyn Fn(&[u32]) -> Vec<u32>,
    set: &mut dyn FnMut(&mut R, usize, u32),
) {
    for &column in columns {
        rows.sort_by(|a, b| same_before(a, b, column).then(id(a).cmp(&id(b))));
        let mut start = 0;
        while start < rows.len() {
            let mut end = start + 1;
            while end < rows.len() && same_before(&rows[start], &rows[end], column).is_eq() {
                end += 1;
            }
            let ids: Vec<u32> = rows[start..end].iter().map(id).collect();
            let placed = group_places(&ids);
            for (row, place) in rows[start..end].iter_mut().zip(placed) {
                set(row, column, place);
            }
            start = end;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn table(games: &[(u32, u32, i64)]) -> HashMap<(u32, u32), i64> {
        let mut t = HashMap::new();
        for &(a, b, pa) in games {
            *t.entry((a, b)).or_insert(0) += pa;
            *t.entry((b, a)).or_insert(0) += 2 - pa;
        }
        t
    }

    #[test]
    fn two_tied_the_winner_of_their_game_first() {
        let t = table(&[(1, 2, 0)]);
        let p = places(&[1, 2], &|a, b| t.get(&(a, b)).copied(), 2);
        assert_eq!(p, vec![2, 1]);
    }

    #[test]
    fn a_drawn_game_does_not_separate() {
        let t = table(&[(1, 2, 1)]);
        let p = places(&[1, 2], &|a, b| t.get(&(a, b)).copied(), 2);
        assert_eq!(p, vec![0, 0]);
    }

    #[test]
    fn a_cycle_inside_the_group_stays_tied() {
        // 1 beat 2, 3 and 4; 2 beat 3, 3 beat 4, 4 beat 2: 2, 3 and 4 score 2 each in the
        // group and 2 each among themselves.
        let t = table(&[
            (1, 2, 2),
            (1, 3, 2),
            (1, 4, 2),
            (2, 3, 2),
            (3, 4, 2),
            (4, 2, 2),
        ]);
        let p = places(&[1, 2, 3, 4], &|a, b| t.get(&(a, b)).copied(), 2);
        assert_eq!(p, vec![1, 2, 2, 2]);
    }

    #[test]
    fn a_part_still_tied_is_ordered_again_among_itself() {
        // In the group: 1 scores 4, 2 and 3 score 3, 4 scores 2; then 2 beat 3.
        let t = table(&[
            (1, 2, 2),
            (1, 3, 1),
            (1, 4, 1),
            (2, 3, 2),
            (2, 4, 1),
            (3, 4, 2),
        ]);
        let p = places(&[1, 2, 3, 4], &|a, b| t.get(&(a, b)).copied(), 2);
        assert_eq!(p, vec![1, 2, 3, 4]);
        // 2 and 3 drew (2 beat 4, 3 drew 4): both score 3 in the group and share a place.
        let t = table(&[
            (1, 2, 2),
            (1, 3, 1),
            (1, 4, 1),
            (2, 3, 1),
            (2, 4, 2),
            (3, 4, 1),
        ]);
        let p = places(&[1, 2, 3, 4], &|a, b| t.get(&(a, b)).copied(), 2);
        assert_eq!(p, vec![1, 2, 2, 4]);
    }

    #[test]
    fn where_not_everybody_met_only_an_uncatchable_leader_is_placed() {
        // 1 beat 2 and 3; 2 and 3 did not meet: 1 has 4, 2 and 3 at most 0 + 2.
        let t = table(&[(1, 2, 2), (1, 3, 2)]);
        let p = places(&[1, 2, 3], &|a, b| t.get(&(a, b)).copied(), 2);
        assert_eq!(p, vec![1, 2, 2]);
        // 1 beat 2 only; 3 met nobody: 3 could still reach 4: nobody is placed.
        let t = table(&[(1, 2, 2)]);
        let p = places(&[1, 2, 3], &|a, b| t.get(&(a, b)).copied(), 2);
        assert_eq!(p, vec![0, 0, 0]);
    }
}
