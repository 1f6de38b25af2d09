//! What a Swiss event fixes before round 1 besides its players: accelerated pairing
//! (virtual points, FIDE C.04.5) and prohibited pairings (FIDE C.04.2: pairs that may not
//! meet, e.g. players of one club or family).
//!
//! ```
//! use arbiter_tournament::acceleration::{baku_group_a, baku_points};
//! use arbiter_tournament::model::PointSystem;
//!
//! // Baku (C.04.5.1): group A is the first half of 10 players rounded up to even, 6.
//! assert_eq!(baku_group_a(10), 6);
//! // In a 9-round event the first 5 rounds are accelerated: a win in rounds 1-3, a draw in
//! // rounds 4-5, nothing after (half-points: a win is 2).
//! let points: Vec<_> = (0..7).map(|r| baku_points(&PointSystem::STANDARD, 9, r)).collect();
//! assert_eq!(points, [2, 2, 2, 1, 1, 0, 0]);
//! ```

use std::collections::HashSet;

use super::model::{Acceleration, HalfPoints, PlayerId, PointSystem, Tournament};

/// Why an event's acceleration cannot be applied.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AccelerationError {
    /// C.04.5.1 (premise): the Baku method needs the standard scoring (a win worth two
    /// draws, nothing for a loss).
    PointSystem,
    /// The accelerated rounds are the first half of the event: its length must be known.
    UnknownLength,
    /// More explicit virtual-point rounds than the event has.
    TooManyRounds(PlayerId),
    /// The prohibited groups and clubs forbid more pairs than [`MAX_PROHIBITED_PAIRS`].
    TooManyProhibitedPairs(u64),
}

/// Most pairs the prohibited groups and same-club rule may forbid together: each pair is held
/// by both players for the round, so a group of all 5,000 players of an event would cost
/// gigabytes; a real event forbids a few hundred.
pub const MAX_PROHIBITED_PAIRS: u64 = 200_000;

impl std::fmt::Display for AccelerationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AccelerationError::PointSystem => f.write_str(
                "Baku acceleration needs a point system where a win is worth two draws and a loss nothing (FIDE C.04.5.1)",
            ),
            AccelerationError::UnknownLength => {
                f.write_str("Baku acceleration needs the number of rounds (XXR)")
            }
            AccelerationError::TooManyRounds(id) => write!(
                f,
                "player {id} has virtual points for more rounds than the event has"
            ),
            AccelerationError::TooManyProhibitedPairs(n) => write!(
                f,
                "the prohibited groups and clubs forbid {n} pairs; at most {MAX_PROHIBITED_PAIRS}"
            ),
        }
    }
}

impl std::error::Error for AccelerationError {}

/// Checks that the event's acceleration and prohibitions can be applied.
pub fn check(t: &Tournament) -> Result<(), AccelerationError> {
    let pairs = prohibited_pair_count(t);
    if pairs > MAX_PROHIBITED_PAIRS {
        return Err(AccelerationError::TooManyProhibitedPairs(pairs));
    }
    if let Some(total) = t.total_rounds {
        for (id, points) in &t.virtual_points {
            if points.len() > total as usize {
                return Err(AccelerationError::TooManyRounds(*id));
            }
        }
    }
    if t.acceleration == Acceleration::Baku && t.virtual_points.is_empty() {
        if !baku_point_system(&t.points) {
            return Err(AccelerationError::PointSystem);
        }
        if t.total_rounds.is_none() {
            return Err(AccelerationError::UnknownLength);
        }
    }
    Ok(())
}

fn baku_point_system(p: &PointSystem) -> bool {
    p.loss == 0 && p.win == 2 * p.draw && p.draw == p.draw_black && p.draw > 0
}

/// The size of group GA (C.04.5.1, "Initial Groups Division"): the first half of the players,
/// rounded up to the nearest even number (2 × ⌈n / 4⌉), as the text says (ruling R20;
/// bbpPairings' ⌈n / 2⌉ differs when n mod 4 is 1 or 2).
#[must_use]
pub fn baku_group_a(players: usize) -> usize {
    2 * players.div_ceil(4)
}

/// The virtual points of a GA player before pairing round `round_index + 1` of an event of
/// `total` rounds (C.04.5.1, "Virtual points"): the accelerated rounds are the first half
/// (rounded up) of the event; in the first half (rounded up) of those a GA player carries
/// one win, in the rest one draw, and none afterwards.
#[must_use]
pub fn baku_points(points: &PointSystem, total: u32, round_index: usize) -> HalfPoints {
    let accelerated = total.div_ceil(2) as usize;
    let full = accelerated.div_ceil(2);
    if round_index < full {
        points.win
    } else if round_index < accelerated {
        points.draw
    } else {
        0
    }
}

/// A player's virtual points before pairing round `round_index + 1` (0-based). Explicit
/// virtual points replace the rule; under Baku, GA is the first [`baku_group_a`] players in
/// pairing-number order (the initial ranking).
#[must_use]
pub fn virtual_points(t: &Tournament, player: PlayerId, round_index: usize) -> HalfPoints {
    if !t.virtual_points.is_empty() {
        return t
            .virtual_points
            .get(&player)
            .and_then(|v| v.get(round_index))
            .copied()
            .unwrap_or(0);
    }
    match (t.acceleration, t.total_rounds) {
        (Acceleration::Baku, Some(total)) => {
            let ga = baku_group_a(t.players.len());
            let in_ga = t.players.keys().take(ga).any(|&id| id == player);
            if in_ga {
                baku_points(&t.points, total, round_index)
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// Whether any player carries virtual points in some round.
#[must_use]
pub fn accelerated(t: &Tournament) -> bool {
    t.virtual_points.values().any(|v| v.iter().any(|&x| x != 0))
        || (t.acceleration == Acceleration::Baku && t.total_rounds.is_some())
}

/// How many pairs the prohibited groups and (with [`Tournament::avoid_same_club`]) the clubs
/// forbid, counting a pair once per group that names it.
#[must_use]
pub fn prohibited_pair_count(t: &Tournament) -> u64 {
    let pairs = |k: u64| k * k.saturating_sub(1) / 2;
    let mut n: u64 = t
        .prohibited
        .iter()
        .map(|g| pairs(g.players.len() as u64))
        .sum();
    if t.avoid_same_club {
        let mut clubs: std::collections::HashMap<&str, u64> = std::collections::HashMap::new();
        for p in t.players.values() {
            let club = p.club.trim();
            if !club.is_empty() {
                *clubs.entry(club).or_default() += 1;
            }
        }
        n += clubs.values().map(|&k| pairs(k)).sum::<u64>();
    }
    n
}

/// The players `player` may not be paired with in round `round` (1-based): the prohibited
/// groups in force that round and, with [`Tournament::avoid_same_club`], the player's club.
#[must_use]
pub fn prohibited_opponents(t: &Tournament, player: PlayerId, round: u32) -> HashSet<PlayerId> {
    let mut out = HashSet::new();
    for group in &t.prohibited {
        if (group.first_round..=group.last_round).contains(&round)
            && group.players.contains(&player)
        {
            out.extend(group.players.iter().copied().filter(|&q| q != player));
        }
    }
    if t.avoid_same_club {
        let club = t.players.get(&player).map(|p| p.club.trim()).unwrap_or("");
        if !club.is_empty() {
            out.extend(
                t.players
                    .values()
                    .filter(|q| q.id != player && q.club.trim() == club)
                    .map(|q| q.id),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_a_is_half_rounded_up_to_even() {
        // C.04.5.1's own example and ruling R20: 161 players, GA = 82 (not ⌈161 / 2⌉ = 81).
        assert_eq!(baku_group_a(161), 82);
        assert_eq!(baku_group_a(10), 6);
        assert_eq!(baku_group_a(12), 6);
        assert_eq!(baku_group_a(1), 2);
    }

    #[test]
    fn nine_rounds_accelerate_five() {
        // C.04.5.1: in nine rounds, one virtual point in rounds 1-3, half a point in 4-5.
        let p = PointSystem::STANDARD;
        let got: Vec<_> = (0..9).map(|r| baku_points(&p, 9, r)).collect();
        assert_eq!(got, vec![2, 2, 2, 1, 1, 0, 0, 0, 0]);
    }
}
