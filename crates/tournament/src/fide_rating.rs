//! FIDE ratings after an event (FIDE Handbook B.02, Rating Regulations): each rated player's
//! expected score, rating change and new rating, and the performance figures of C.07 (average
//! rating of the opponents, tournament performance rating, perfect tournament performance).
//!
//! Only games played over the board against rated opponents count (B.02 6.4 and 7.1: forfeits,
//! byes and games against unrated players are not rated). The event is one rating period: the
//! change is K × Σ(W − We), rounded to the nearest whole number, a half up (8.3.2), and the K
//! factor follows 8.3.3. The expected score of a game comes from the table of 8.1.2 — the
//! probability for a rating difference — under the 400-point rule (8.3.1) as each amendment has
//! it ([`FideRules`]). Initial ratings of unrated players (8.2) are not computed: their games
//! are listed, their rating stays 0.
//!
//! ```
//! use arbiter_tournament::fide_rating::{expected_hundredths, performance_rating};
//! // 8.1.2: a player 100 points above the opponent is expected to score 0.64.
//! assert_eq!(expected_hundredths(100), 64);
//! assert_eq!(expected_hundredths(-100), 36);
//! // 2 of 4 against an average of 2000: the performance is the average.
//! assert_eq!(performance_rating(4, &[1900, 2000, 2000, 2100]), Some(2000));
//! ```

use crate::model::{GameResult, RoundKind, Tournament};

/// Which text of the 400-point rule (B.02 8.3.1) applies.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum FideRules {
    /// In force from 1 March 2024: a difference of more than 400 points counts as 400, in every
    /// game (the earlier once-per-event limit abolished).
    March2024,
    /// In force from 1 October 2025: as 2024, except that for a player rated 2650 or more the
    /// actual difference is used (the rule no longer protects the top players).
    October2025,
}

impl FideRules {
    /// The rules in force on `date` (year, month, day); 2024's for an earlier date (the
    /// once-per-event limit of the earlier text is not modelled).
    pub fn at(date: Option<(u16, u8, u8)>) -> FideRules {
        match date {
            Some(d) if d >= (2025, 10, 1) => FideRules::October2025,
            Some(_) => FideRules::March2024,
            // No date: the rules in force now.
            None => FideRules::October2025,
        }
    }

    /// Whether a difference beyond 400 counts as 400 for a player rated `own`.
    fn caps_for(self, own: u32) -> bool {
        match self {
            FideRules::March2024 => true,
            FideRules::October2025 => own < 2650,
        }
    }
}

/// The expected score of the table of 8.1.2, in hundredths, of a player rated `D` points above
/// the opponent (negative: below): the table's ranges of differences, each with the stronger
/// player's probability, 0.50 up to 3 points and 1.00 beyond 735.
pub fn expected_hundredths(difference: i32) -> u32 {
    /// Upper end of each range of differences and its probability (hundredths), from 50 up.
    const RANGES: [(u32, u32); 50] = [
        (3, 50),
        (10, 51),
        (17, 52),
        (25, 53),
        (32, 54),
        (39, 55),
        (46, 56),
        (53, 57),
        (61, 58),
        (68, 59),
        (76, 60),
        (83, 61),
        (91, 62),
        (98, 63),
        (106, 64),
        (113, 65),
        (121, 66),
        (129, 67),
        (137, 68),
        (145, 69),
        (153, 70),
        (162, 71),
        (170, 72),
        (179, 73),
        (188, 74),
        (197, 75),
        (206, 76),
        (215, 77),
        (225, 78),
        (235, 79),
        (245, 80),
        (256, 81),
        (267, 82),
        (278, 83),
        (290, 84),
        (302, 85),
        (315, 86),
        (328, 87),
        (344, 88),
        (357, 89),
        (374, 90),
        (391, 91),
        (411, 92),
        (432, 93),
        (456, 94),
        (484, 95),
        (517, 96),
        (559, 97),
        (619, 98),
        (735, 99),
    ];
    let d = difference.unsigned_abs();
    let high = RANGES
        .iter()
        .find(|&&(upper, _)| d <= upper)
        .map_or(100, |&(_, p)| p);
    if difference >= 0 { high } else { 100 - high }
}

/// The rating difference dp of the table of 8.1.1 for a score of `percent` % (0–100).
pub fn difference_for_percentage(percent: u32) -> i32 {
    /// dp for 50 %, 51 %, …, 100 %.
    const DP: [i32; 51] = [
        0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
        158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336,
        351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
    ];
    let p = percent.min(100);
    if p >= 50 {
        DP[(p - 50) as usize]
    } else {
        -DP[(50 - p) as usize]
    }
}

/// The average rating of `opponents`, rounded to the nearest whole number (a half up); `None`
/// without opponents.
pub fn average_rating(opponents: &[u32]) -> Option<u32> {
    let n = u64::try_from(opponents.len()).ok().filter(|&n| n > 0)?;
    let sum: u64 = opponents.iter().map(|&r| u64::from(r)).sum();
    u32::try_from((2 * sum + n) / (2 * n)).ok()
}

/// The tournament performance rating (C.07 TPR; B.02 1.4.8): the opponents' average rating
/// plus dp for the percentage scored (`score_halves` half points over the games), the
/// percentage rounded to the nearest whole number.
pub fn performance_rating(score_halves: u32, opponents: &[u32]) -> Option<i32> {
    let aro = i32::try_from(average_rating(opponents)?).ok()?;
    let n = u32::try_from(opponents.len()).ok()?;
    // Percentage = round(score × 100 / n), in integers: halves × 50 / n.
    let percent = (2 * score_halves * 50 + n) / (2 * n);
    Some(aro + difference_for_percentage(percent))
}

/// The sum of a player rated `own`'s expected scores (hundredths) against `opponents`, by the
/// table of 8.1.2 with no cap on the difference.
fn expected_sum(own: i32, opponents: &[u32]) -> u32 {
    opponents
        .iter()
        .map(|&o| {
            let d = (own - i32::try_from(o).unwrap_or(i32::MAX)).clamp(-800, 800);
            expected_hundredths(d)
        })
        .sum()
}

/// The perfect tournament performance (C.07 PTP): the lowest rating whose expected score
/// against `opponents` (the table of 8.1.2, no 400-point cap) is at least the score; for no
/// point at all, the lowest opponent's rating less 800 (for a score beyond the games, the
/// highest's plus 800).
pub fn perfect_performance(score_halves: u32, opponents: &[u32]) -> Option<i32> {
    let lowest = i32::try_from(*opponents.iter().min()?).ok()?;
    let highest = i32::try_from(*opponents.iter().max()?).ok()?;
    if score_halves == 0 {
        return Some(lowest - 800);
    }
    let n = u32::try_from(opponents.len()).ok()?;
    if score_halves > 2 * n {
        return Some(highest + 800);
    }
    let wanted = score_halves * 50;
    // The expected sum grows with the rating and is every game won at highest + 800: search
    // the lowest rating that reaches the score.
    let (mut low, mut high) = (lowest - 801, highest + 800);
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if expected_sum(mid, opponents) >= wanted {
            high = mid;
        } else {
            low = mid;
        }
    }
    Some(high)
}

/// What a player's K factor is decided from (B.02 8.3.3).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct KFactorFacts {
    /// The K factor itself, when the caller knows it (it then decides alone).
    pub k: Option<u32>,
    /// Rated games the player had completed before the event (`None`: unknown, taken as 30 or
    /// more).
    pub games_before: Option<u32>,
    /// The player's year of birth, if known.
    pub birth_year: Option<u16>,
    /// Whether the player's published rating has ever reached 2400.
    pub reached_2400: bool,
}

/// The K factor of a player rated `rating` in the event's `year`, before the 700 limit: 40 for
/// a player with fewer than 30 rated games, and until the end of the year of the 18th birthday
/// while the rating is under 2300; 10 once the published rating has reached 2400 (this rating
/// included); 20 otherwise.
pub fn k_factor(facts: &KFactorFacts, rating: u32, year: Option<u16>) -> u32 {
    if let Some(k) = facts.k {
        return k;
    }
    let young = match (facts.birth_year, year) {
        (Some(born), Some(y)) => y <= born.saturating_add(18),
        _ => false,
    };
    if facts.games_before.is_some_and(|g| g < 30) || (young && rating < 2300) {
        40
    } else if facts.reached_2400 || rating >= 2400 {
        10
    } else {
        20
    }
}

/// One rated player's figures after the event.
#[derive(Clone, Debug, PartialEq)]
pub struct FideRating {
    /// The player's id.
    pub id: u32,
    /// The rating before the event (0: unrated).
    pub rating: u32,
    /// Games played against rated opponents: the games the rating counts.
    pub games: u32,
    /// Points scored in those games, in halves.
    pub score_halves: u32,
    /// The expected score of those games (hundredths), under the 400-point rule in force.
    pub expected_hundredths: u32,
    /// The K factor used (after the 700 limit).
    pub k: u32,
    /// K × (W − We), exact.
    pub change: f64,
    /// The change rounded to the nearest whole number, a half rounded up (−2.5 → −2).
    pub change_rounded: i32,
    /// The rating after the event (0 for an unrated player).
    pub rating_after: u32,
    /// Average rating of the rated opponents met over the board.
    pub aro: Option<u32>,
    /// Tournament performance rating over those games.
    pub tpr: Option<i32>,
    /// Perfect tournament performance over those games.
    pub ptp: Option<i32>,
}

/// Every player's FIDE figures after the event, in id order; `facts` gives each player's K
/// factor facts (missing: none known).
pub fn fide_ratings(
    t: &Tournament,
    rules: FideRules,
    facts: &dyn Fn(u32) -> KFactorFacts,
) -> Vec<FideRating> {
    let year = t.start_date.map(|(y, _, _)| y);
    let rounds = t.rounds_recorded();
    let mut out = Vec::with_capacity(t.players.len());
    for p in t.players.values() {
        let mut opponents = Vec::new();
        let (mut score_halves, mut expected) = (0u32, 0u32);
        for r in 0..rounds {
            let e = t.entry(p, r);
            let (RoundKind::Played(result), Some(o)) = (e.kind, e.opponent) else {
                continue;
            };
            let Some(opp) = t.players.get(&o).filter(|q| q.rating > 0) else {
                continue;
            };
            opponents.push(opp.rating);
            score_halves += match result {
                GameResult::Win => 2,
                GameResult::Draw => 1,
                GameResult::Loss => 0,
            };
            if p.rating > 0 {
                let mut d = i64::from(p.rating) - i64::from(opp.rating);
                if rules.caps_for(p.rating) {
                    d = d.clamp(-400, 400);
                }
                expected += expected_hundredths(i32::try_from(d.clamp(-800, 800)).unwrap_or(0));
            }
        }
        let games = u32::try_from(opponents.len()).unwrap_or(u32::MAX);
        let (mut k, mut change, mut rounded) = (0, 0.0, 0);
        if p.rating > 0 && games > 0 {
            k = k_factor(&facts(p.id), p.rating, year);
            // 8.3.3: K × n may not exceed 700.
            if k * games > 700 {
                k = 700 / games;
            }
            // K × (W − We) in hundredths of a point: exact in integers.
            let hundredths = i64::from(k) * (i64::from(score_halves) * 50 - i64::from(expected));
            change = hundredths as f64 / 100.0;
            rounded = i32::try_from((hundredths + 50).div_euclid(100)).unwrap_or(0);
        }
        let rating_after = if p.rating > 0 {
            u32::try_from((i64::from(p.rating) + i64::from(rounded)).max(0)).unwrap_or(0)
        } else {
            0
        };
        out.push(FideRating {
            id: p.id,
            rating: p.rating,
            games,
            score_halves,
            expected_hundredths: expected,
            k,
            change,
            change_rounded: rounded,
            rating_after,
            aro: average_rating(&opponents),
            tpr: performance_rating(score_halves, &opponents),
            ptp: perfect_performance(score_halves, &opponents),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_of_8_1() {
        assert_eq!(expected_hundredths(0), 50);
        assert_eq!(expected_hundredths(3), 50);
        assert_eq!(expected_hundredths(4), 51);
        assert_eq!(expected_hundredths(-4), 49);
        assert_eq!(expected_hundredths(400), 92);
        assert_eq!(expected_hundredths(-400), 8);
        assert_eq!(expected_hundredths(735), 99);
        assert_eq!(expected_hundredths(736), 100);
        assert_eq!(difference_for_percentage(50), 0);
        assert_eq!(difference_for_percentage(100), 800);
        assert_eq!(difference_for_percentage(0), -800);
        assert_eq!(difference_for_percentage(75), 193);
        assert_eq!(difference_for_percentage(25), -193);
    }

    /// B.02's example style: 2000 against 2100, 2200 and 1600 scoring 2 of 3 with K 20.
    #[test]
    fn a_change_is_k_times_the_score_less_the_expected_score() {
        // Expected: 0.36 + 0.24 + 0.92 (400 points) = 1.52; 2 − 1.52 = 0.48; × 20 = 9.6 → 10.
        let opponents = [2100i64, 2200, 1600];
        let expected: u32 = opponents
            .iter()
            .map(|&o| expected_hundredths(i32::try_from((2000 - o).clamp(-400, 400)).unwrap()))
            .sum();
        assert_eq!(expected, 152);
        assert_eq!(performance_rating(4, &[2100, 2200, 1600]), Some(1967 + 125));
        assert_eq!(average_rating(&[2100, 2200, 1600]), Some(1967));
    }

    #[test]
    fn the_perfect_performance_reaches_the_score() {
        // All won: the lowest rating expected to score 3 of 3 (1.00 needs more than 735).
        assert_eq!(perfect_performance(6, &[2000, 2000, 2000]), Some(2736));
        assert_eq!(perfect_performance(0, &[1900, 2000]), Some(1100));
        // Half the points: 0.50 holds down to 3 points below.
        assert_eq!(perfect_performance(2, &[2000, 2000]), Some(1997));
    }

    #[test]
    fn k_factors() {
        let none = KFactorFacts::default();
        assert_eq!(k_factor(&none, 2100, Some(2026)), 20);
        assert_eq!(k_factor(&none, 2450, Some(2026)), 10);
        let young = KFactorFacts {
            birth_year: Some(2008),
            ..none
        };
        assert_eq!(k_factor(&young, 2100, Some(2026)), 40);
        assert_eq!(k_factor(&young, 2100, Some(2027)), 20);
        assert_eq!(k_factor(&young, 2300, Some(2026)), 20);
        let new = KFactorFacts {
            games_before: Some(12),
            ..none
        };
        assert_eq!(k_factor(&new, 1800, None), 40);
        let was = KFactorFacts {
            reached_2400: true,
            ..none
        };
        assert_eq!(k_factor(&was, 2350, None), 10);
    }
}
