//! Round robin by the Berger tables (FIDE C.05 annex 1): every player meets every other
//! once (or twice, colours reversed), colours alternate as evenly as the table allows, and
//! with an odd number of players the one drawn against the missing seat has the bye.
//!
//! ```
//! use arbiter_tournament::round_robin::schedule;
//! // Four players, one cycle: three rounds of two games, everyone meets everyone once.
//! let rounds = schedule(&[1, 2, 3, 4], 1).unwrap();
//! assert_eq!(rounds.len(), 3);
//! let mut met: Vec<(u32, u32)> = rounds
//!     .iter()
//!     .flat_map(|r| r.games.iter().map(|g| (g.red.min(g.black), g.red.max(g.black))))
//!     .collect();
//! met.sort();
//! assert_eq!(met, [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]);
//! ```

use super::model::PlayerId;

/// One game of a round-robin round: `red` moves first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fixture {
    /// Red (first mover).
    pub red: PlayerId,
    /// Black.
    pub black: PlayerId,
}

/// One round of the schedule.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RobinRound {
    /// 1-based round number.
    pub number: u32,
    /// The games.
    pub games: Vec<Fixture>,
    /// The player without an opponent (odd number of players).
    pub bye: Option<PlayerId>,
}

/// Why a schedule cannot be made.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RoundRobinError {
    /// Fewer than two players.
    TooFewPlayers,
    /// More players than a schedule is built for.
    TooManyPlayers(usize),
}

/// Most players in a round robin.
pub const MAX_PLAYERS: usize = 500;

/// The Berger schedule for `players` (in draw order: the first is table number 1), as FIDE's
/// tables print it (C.05 Annex 1): board 1 is the last table number's game, then the boards in
/// the table's order. `cycles` = 2 gives a double round robin with colours reversed in the
/// second cycle and, as the Annex recommends, the last two rounds of each cycle but the last
/// exchanged (ruling R21; [`schedule_with`] turns it off).
///
/// # Errors
/// Fewer than two players, or more than [`MAX_PLAYERS`].
pub fn schedule(players: &[PlayerId], cycles: u32) -> Result<Vec<RobinRound>, RoundRobinError> {
    schedule_with(players, cycles, true)
}

/// As [`schedule`]; `exchange_last_two` = false keeps every cycle in the tables' order.
///
/// # Errors
/// Fewer than two players, or more than [`MAX_PLAYERS`].
pub fn schedule_with(
    players: &[PlayerId],
    cycles: u32,
    exchange_last_two: bool,
) -> Result<Vec<RobinRound>, RoundRobinError> {
    if players.len() < 2 {
        return Err(RoundRobinError::TooFewPlayers);
    }
    if players.len() > MAX_PLAYERS {
        return Err(RoundRobinError::TooManyPlayers(players.len()));
    }
    let n = players.len() + players.len() % 2; // seats, with a dummy for odd counts
    let m = n - 1;
    let seat = |i: usize| players.get(i - 1).copied(); // None = the dummy seat
    // Table number `k` steps from `p` around the circle of 1..=m.
    let around = |p: usize, k: isize| ((p as isize - 1 + k).rem_euclid(m as isize)) as usize + 1;
    let cycles = cycles.max(1) as usize;
    let mut rounds = Vec::with_capacity(m * cycles);
    for cycle in 0..cycles {
        let mut order: Vec<usize> = (1..=m).collect();
        if exchange_last_two && cycle + 1 < cycles && m >= 2 {
            order.swap(m - 2, m - 1);
        }
        for r in order {
            // The table number facing the last one: 1, then n/2 further each round.
            let first = around(1, ((r - 1) * n / 2) as isize);
            let mut pairs = Vec::with_capacity(n / 2);
            pairs.push(if r % 2 == 1 { (first, n) } else { (n, first) });
            for k in 1..n / 2 {
                pairs.push((around(first, k as isize), around(first, -(k as isize))));
            }
            let mut games = Vec::with_capacity(pairs.len());
            let mut bye = None;
            for (a, b) in pairs {
                let (a, b) = if cycle % 2 == 1 { (b, a) } else { (a, b) };
                match (seat(a), seat(b)) {
                    (Some(red), Some(black)) => games.push(Fixture { red, black }),
                    (Some(p), None) | (None, Some(p)) => bye = Some(p),
                    (None, None) => {}
                }
            }
            rounds.push(RobinRound {
                number: rounds.len() as u32 + 1,
                games,
                bye,
            });
        }
    }
    Ok(rounds)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(r: &RobinRound) -> Vec<(u32, u32)> {
        let mut v: Vec<_> = r.games.iter().map(|g| (g.red, g.black)).collect();
        v.sort_unstable();
        v
    }

    #[test]
    fn six_players_match_the_fide_berger_table() {
        let s = schedule(&[1, 2, 3, 4, 5, 6], 1).unwrap_or_default();
        let want: [&[(u32, u32)]; 5] = [
            &[(1, 6), (2, 5), (3, 4)],
            &[(1, 2), (5, 3), (6, 4)],
            &[(2, 6), (3, 1), (4, 5)],
            &[(1, 4), (2, 3), (6, 5)],
            &[(3, 6), (4, 2), (5, 1)],
        ];
        for (r, w) in s.iter().zip(want) {
            let mut w = w.to_vec();
            w.sort_unstable();
            assert_eq!(pairs(r), w, "round {}", r.number);
        }
    }

    /// C.05 Annex 1, the table for 5-6 players, board by board (ruling R21): the last table
    /// number's game on board 1.
    #[test]
    fn boards_in_the_order_of_fides_tables() {
        let s = schedule(&[1, 2, 3, 4, 5, 6], 1).unwrap_or_default();
        let want: [&[(u32, u32)]; 5] = [
            &[(1, 6), (2, 5), (3, 4)],
            &[(6, 4), (5, 3), (1, 2)],
            &[(2, 6), (3, 1), (4, 5)],
            &[(6, 5), (1, 4), (2, 3)],
            &[(3, 6), (4, 2), (5, 1)],
        ];
        for (r, w) in s.iter().zip(want) {
            let have: Vec<(u32, u32)> = r.games.iter().map(|g| (g.red, g.black)).collect();
            assert_eq!(have, w.to_vec(), "round {}", r.number);
        }
        // 7-8 players, rounds 1, 2 and 7 of the Annex's table.
        let s = schedule(&[1, 2, 3, 4, 5, 6, 7, 8], 1).unwrap_or_default();
        let boards =
            |k: usize| -> Vec<(u32, u32)> { s[k].games.iter().map(|g| (g.red, g.black)).collect() };
        assert_eq!(boards(0), vec![(1, 8), (2, 7), (3, 6), (4, 5)]);
        assert_eq!(boards(1), vec![(8, 5), (6, 4), (7, 3), (1, 2)]);
        assert_eq!(boards(6), vec![(4, 8), (5, 3), (6, 2), (7, 1)]);
        // Odd: the seat of the missing player is the bye.
        let s = schedule(&[1, 2, 3, 4, 5], 1).unwrap_or_default();
        assert_eq!(s[0].bye, Some(1));
        assert_eq!(s[1].bye, Some(4));
    }

    #[test]
    fn everyone_meets_everyone_once_with_balanced_colours() {
        for n in 2..=21u32 {
            let players: Vec<u32> = (1..=n).collect();
            let s = schedule(&players, 1).unwrap_or_default();
            let mut met = std::collections::HashSet::new();
            let mut reds = vec![0i32; n as usize + 1];
            for r in &s {
                let mut seen = std::collections::HashSet::new();
                for g in &r.games {
                    assert!(
                        met.insert((g.red.min(g.black), g.red.max(g.black))),
                        "n={n} rematch"
                    );
                    assert!(seen.insert(g.red) && seen.insert(g.black));
                    reds[g.red as usize] += 1;
                    reds[g.black as usize] -= 1;
                }
                assert_eq!(seen.len() + usize::from(r.bye.is_some()), n as usize);
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2, "n={n}");
            assert!(reds.iter().all(|d| d.abs() <= 1), "n={n} colours {reds:?}");
        }
    }

    #[test]
    fn double_round_robin_reverses_colours() {
        let s = schedule_with(&[7, 8, 9, 10], 2, false).unwrap_or_default();
        assert_eq!(s.len(), 6);
        for k in 0..3 {
            let first: Vec<_> = s[k].games.iter().map(|g| (g.black, g.red)).collect();
            let second: Vec<_> = s[k + 3].games.iter().map(|g| (g.red, g.black)).collect();
            assert_eq!(first, second);
        }
        assert_eq!(schedule(&[1], 1), Err(RoundRobinError::TooFewPlayers));
    }

    /// C.05 Annex 1: "in a double round robin … reverse the order of the last two rounds of
    /// the first cycle" (ruling R21, on by default): no player has the same colour three
    /// rounds running across the cycles' join, which the plain order gives.
    #[test]
    fn double_round_robin_exchanges_the_last_two_rounds_of_the_first_cycle() {
        for n in [4u32, 6, 8, 10, 5, 7] {
            let players: Vec<u32> = (1..=n).collect();
            let plain = schedule_with(&players, 2, false).unwrap_or_default();
            let s = schedule(&players, 2).unwrap_or_default();
            let m = plain.len() / 2;
            assert_eq!(s[m - 2].games, plain[m - 1].games, "n={n}");
            assert_eq!(s[m - 1].games, plain[m - 2].games, "n={n}");
            assert_eq!(s[m..], plain[m..], "n={n}: the second cycle as before");
            let runs = |rounds: &[RobinRound]| {
                let mut worst = 0;
                for p in &players {
                    let (mut last, mut run) = (None, 0);
                    for r in rounds {
                        let c = r.games.iter().find_map(|g| {
                            (g.red == *p)
                                .then_some(true)
                                .or((g.black == *p).then_some(false))
                        });
                        match c {
                            Some(c) if Some(c) == last => run += 1,
                            Some(c) => {
                                last = Some(c);
                                run = 1;
                            }
                            None => {}
                        }
                        worst = worst.max(run);
                    }
                }
                worst
            };
            assert!(runs(&s) <= 2, "n={n}");
        }
    }
}
