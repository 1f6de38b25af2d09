//! Round robin by the Berger tables (FIDE C.05 annex 1): every player meets every other
//! once (or twice, colours reversed), colours alternate as evenly as the table allows, and
//! with an odd number of players the one drawn against the missing seat has the bye.

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

/// The Berger schedule for `players` (in draw order: the first is table number 1).
/// `cycles` = 2 gives a double round robin with colours reversed in the second cycle.
pub fn schedule(players: &[PlayerId], cycles: u32) -> Result<Vec<RobinRound>, RoundRobinError> {
    if players.len() < 2 {
        return Err(RoundRobinError::TooFewPlayers);
    }
    if players.len() > MAX_PLAYERS {
        return Err(RoundRobinError::TooManyPlayers(players.len()));
    }
    let n = players.len() + players.len() % 2; // seats, with a dummy for odd counts
    let m = n - 1;
    let seat = |i: usize| players.get(i - 1).copied(); // None = the dummy seat
    let mut rounds = Vec::new();
    for cycle in 0..cycles.max(1) {
        for r in 1..=m {
            let mut games = Vec::new();
            let mut bye = None;
            let target = (r + 1) % m;
            let mut pairs: Vec<(usize, usize)> = Vec::new();
            for i in 1..=m {
                let j_mod = (target + m - i % m) % m;
                let j = if j_mod == 0 { m } else { j_mod };
                if j == i {
                    // Plays the last seat: white in odd rounds, black in even rounds.
                    pairs.push(if r % 2 == 1 { (i, n) } else { (n, i) });
                } else if i < j {
                    // White is the one whose distance to the other (mod m) is even.
                    let d = (i + m - j) % m;
                    pairs.push(if d.is_multiple_of(2) { (i, j) } else { (j, i) });
                }
            }
            // Boards in table order: the game of the lowest table number first.
            pairs.sort_by_key(|&(a, b)| if a == n || b == n { 0 } else { a.min(b) });
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
        let s = schedule(&[7, 8, 9, 10], 2).unwrap_or_default();
        assert_eq!(s.len(), 6);
        for k in 0..3 {
            let first: Vec<_> = s[k].games.iter().map(|g| (g.black, g.red)).collect();
            let second: Vec<_> = s[k + 3].games.iter().map(|g| (g.red, g.black)).collect();
            assert_eq!(first, second);
        }
        assert_eq!(schedule(&[1], 1), Err(RoundRobinError::TooFewPlayers));
    }
}
