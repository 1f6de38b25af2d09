//! The results of a Chinese checkers event's tables (跳棋), as a club records them, checked once
//! for every use: the next round's tables by score, the event's points, standings and ratings.
//!
//! A table's result is a finishing order. The game itself (`arbiter_checkers`' adjudication) may
//! end before every player is home — a round of passes, the move cap, or a single player left —
//! and then the players not home share the place after the last finisher (all of them share the
//! first place when nobody finished: a drawn table). A result says so either way: its finishing
//! order may list only the finishers when the seats are given (the rest did not finish), or it
//! gives each seat's place as the game's adjudication answers it (`ranks`: 1 = best, players who
//! share a place have the same number).
//!
//! ```
//! use arbiter_tournament::checkers_results::{POINT, linear_points};
//!
//! // The linear share at a table of three: 1, ½ and 0 of a point.
//! assert_eq!(linear_points(3), [POINT, POINT / 2, 0]);
//! ```

/// Points are kept in these units so that every share of every scoring is exact: a 1 / ½ / 0
/// share, a linear share (s − place)/(s − 1) for s ≤ 6, a mean over a shared place of up to six
/// players, and placement points given to the hundredth.
pub const POINT: i64 = 6000;

/// A table of a round played, as the client gives it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayedTable {
    /// Its players, first to finish first: all of them, or (with `seats`) the finishers only.
    /// May be empty when `ranks` are given.
    pub finish: Vec<u32>,
    /// Its players in seat order, seat 1 first, as they sat (empty: not known — the seats of that
    /// round then count for nobody's balance).
    pub seats: Vec<u32>,
    /// Each seat's place (1 = best; a shared place repeats its number, the next place skips as
    /// many), as the game's adjudication gives it. Empty: the places follow `finish`.
    pub ranks: Vec<u32>,
}

/// A table's result, checked: players are 0-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableResult {
    /// The players, best first (a shared place in seat order).
    pub order: Vec<usize>,
    /// Each one's place, aligned with `order`: 1 + the number of players ahead of it.
    pub places: Vec<u32>,
    /// The players in seat order, seat 1 first (empty when not known).
    pub seats: Vec<usize>,
}

impl TableResult {
    /// Players at the table.
    pub fn size(&self) -> usize {
        self.order.len()
    }

    /// Each player's share of points given per finishing position (`by_position[k]` for the
    /// (k+1)-th place, in [`POINT`] units): players who share a place share the points of the
    /// positions they cover equally. The integer division is exact for the units above.
    pub fn shares(&self, by_position: &[i64]) -> Vec<(usize, i64)> {
        let mut out = Vec::with_capacity(self.order.len());
        let mut k = 0;
        while k < self.order.len() {
            let end = (k..self.order.len())
                .find(|&j| self.places[j] != self.places[k])
                .unwrap_or(self.order.len());
            let sum: i64 = (k..end)
                .map(|j| by_position.get(j).copied().unwrap_or(0))
                .sum();
            let share = sum / (end - k) as i64;
            out.extend(self.order[k..end].iter().map(|&p| (p, share)));
            k = end;
        }
        out
    }

    /// The linear share of a table of s: (s − place)/(s − 1) of a point per position, the seed's
    /// 1 / ½ / 0 at three, and 1 / 0 at two.
    pub fn linear_shares(&self) -> Vec<(usize, i64)> {
        self.shares(&linear_points(self.size()))
    }

    /// How `a` fared against `b` at this table: 1 ahead, ½ sharing a place, 0 behind (in
    /// [`POINT`] units); `None` when they did not both sit here.
    pub fn against(&self, a: usize, b: usize) -> Option<i64> {
        let place = |p: usize| {
            self.order
                .iter()
                .position(|&q| q == p)
                .map(|i| self.places[i])
        };
        let (pa, pb) = (place(a)?, place(b)?);
        Some(match pa.cmp(&pb) {
            std::cmp::Ordering::Less => POINT,
            std::cmp::Ordering::Equal => POINT / 2,
            std::cmp::Ordering::Greater => 0,
        })
    }
}

/// Points per position of the linear share at a table of `s`.
pub fn linear_points(s: usize) -> Vec<i64> {
    let last = s.saturating_sub(1).max(1) as i64;
    (0..s as i64).map(|k| POINT * (last - k) / last).collect()
}

/// Reads the rounds played: `results[r][t]` becomes a [`TableResult`], or the error names the
/// round and table (0-based) that is not a finishing order of distinct players of the event
/// (2 to 6 at a table, nobody at two tables of a round, places a ranking).
pub fn read_results(
    players: usize,
    results: &[Vec<PlayedTable>],
) -> Result<Vec<Vec<TableResult>>, (usize, usize)> {
    let mut rounds = Vec::with_capacity(results.len());
    for (r, round) in results.iter().enumerate() {
        let mut seen = vec![false; players];
        let mut tables = Vec::with_capacity(round.len());
        for (t, played) in round.iter().enumerate() {
            let table = read_table(players, played).ok_or((r, t))?;
            if table.order.iter().any(|&p| seen[p]) {
                return Err((r, t));
            }
            for &p in &table.order {
                seen[p] = true;
            }
            tables.push(table);
        }
        rounds.push(tables);
    }
    Ok(rounds)
}

fn read_table(players: usize, played: &PlayedTable) -> Option<TableResult> {
    let index = |list: &[u32]| -> Option<Vec<usize>> {
        list.iter()
            .map(|&p| {
                Some(p as usize)
                    .filter(|p| (1..=players).contains(p))
                    .map(|p| p - 1)
            })
            .collect()
    };
    let finish = index(&played.finish)?;
    let seats = index(&played.seats)?;
    let distinct = |list: &[usize]| {
        let mut sorted = list.to_vec();
        sorted.sort_unstable();
        sorted.windows(2).all(|w| w[0] != w[1])
    };
    if !distinct(&finish) || !distinct(&seats) {
        return None;
    }
    let (order, places) = if !played.ranks.is_empty() {
        if played.ranks.len() != seats.len() {
            return None;
        }
        let mut by_place: Vec<(u32, usize)> = played
            .ranks
            .iter()
            .copied()
            .zip(seats.iter().copied())
            .collect();
        by_place.sort_by_key(|&(place, _)| place);
        let order: Vec<usize> = by_place.iter().map(|&(_, p)| p).collect();
        let places: Vec<u32> = by_place.iter().map(|&(place, _)| place).collect();
        // A finishing order given beside the ranks must agree with them.
        let agrees = finish.iter().enumerate().all(|(k, p)| {
            order
                .iter()
                .position(|q| q == p)
                .is_some_and(|i| places[i] <= k as u32 + 1)
        });
        if !agrees {
            return None;
        }
        (order, places)
    } else if seats.is_empty() || finish.len() == seats.len() {
        let places = (1..=finish.len() as u32).collect();
        if !seats.is_empty() && !same_players(&finish, &seats) {
            return None;
        }
        (finish, places)
    } else {
        // The finishers only: the players seated but not listed share the next place.
        if finish.iter().any(|p| !seats.contains(p)) {
            return None;
        }
        let mut places: Vec<u32> = (1..=finish.len() as u32).collect();
        let mut order = finish.clone();
        for &p in &seats {
            if !finish.contains(&p) {
                order.push(p);
                places.push(finish.len() as u32 + 1);
            }
        }
        (order, places)
    };
    let is_ranking = places
        .iter()
        .enumerate()
        .all(|(k, &place)| place == k as u32 + 1 || (k > 0 && place == places[k - 1]));
    if !(2..=6).contains(&order.len()) || !is_ranking {
        return None;
    }
    Some(TableResult {
        order,
        places,
        seats,
    })
}

fn same_players(a: &[usize], b: &[usize]) -> bool {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    a.sort_unstable();
    b.sort_unstable();
    a == b
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(finish: &[u32], seats: &[u32], ranks: &[u32]) -> PlayedTable {
        PlayedTable {
            finish: finish.to_vec(),
            seats: seats.to_vec(),
            ranks: ranks.to_vec(),
        }
    }

    #[test]
    fn a_finishing_order_of_finishers_only_leaves_the_rest_a_shared_place() {
        let read = read_results(6, &[vec![table(&[3, 1], &[1, 2, 3, 4], &[])]]).unwrap();
        let t = &read[0][0];
        assert_eq!(t.order, vec![2, 0, 1, 3]);
        assert_eq!(t.places, vec![1, 2, 3, 3]);
        // Linear share at four: 1, 2/3, and (1/3 + 0)/2 each for the two unfinished.
        let shares = t.linear_shares();
        assert_eq!(
            shares,
            vec![
                (2, POINT),
                (0, POINT * 2 / 3),
                (1, POINT / 6),
                (3, POINT / 6)
            ]
        );
    }

    #[test]
    fn the_games_ranks_are_read_per_seat() {
        // Nobody finished: every seat shares the first place.
        let read = read_results(3, &[vec![table(&[], &[2, 3, 1], &[1, 1, 1])]]).unwrap();
        assert_eq!(read[0][0].places, vec![1, 1, 1]);
        assert_eq!(read[0][0].order, vec![1, 2, 0]);
        assert_eq!(read[0][0].against(1, 0), Some(POINT / 2));
        // One finished, the others did not: 1, 2, 2.
        let read = read_results(3, &[vec![table(&[3], &[2, 3, 1], &[2, 1, 2])]]).unwrap();
        assert_eq!(read[0][0].order, vec![2, 1, 0]);
        assert_eq!(read[0][0].places, vec![1, 2, 2]);
    }

    #[test]
    fn a_result_that_is_not_a_ranking_is_refused() {
        for bad in [
            table(&[1, 1, 2], &[], &[]),
            table(&[1], &[], &[]),
            table(&[1, 2, 7], &[], &[]),
            table(&[], &[1, 2, 3], &[1, 3, 3]),
            table(&[], &[1, 2, 3], &[2, 2]),
            table(&[2, 1], &[1, 2, 3], &[1, 2, 3]),
            table(&[1, 4], &[1, 2, 3], &[]),
            table(&[1, 2], &[1, 3], &[]),
        ] {
            assert_eq!(
                read_results(6, &[vec![bad.clone()]]),
                Err((0, 0)),
                "{bad:?}"
            );
        }
        let twice = vec![table(&[1, 2], &[], &[]), table(&[3, 2], &[], &[])];
        assert_eq!(read_results(6, &[twice]), Err((0, 1)));
    }
}
