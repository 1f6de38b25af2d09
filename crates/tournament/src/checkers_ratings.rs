//! Ratings from multi-player tables (跳棋): Weng and Lin's Bayesian approximation (R. C. Weng,
//! C.-J. Lin, "A Bayesian Approximation Method for Online Ranking", JMLR 12, 2011), the
//! Bradley-Terry model with full pairing — every player at a table is compared with every other,
//! a place ahead counting as a win and a shared place as a draw. This is the model OpenSkill
//! (openskill.py, openskill.js) calls `BradleyTerryFull`, with OpenSkill's defaults: μ 25,
//! σ 25/3, β 25/6, κ 0.0001 (the least share of σ² a game leaves), and τ 25/300 added to every σ
//! before a game so that a rating never stops moving. The update itself is the `skillratings`
//! crate's; this module feeds it a table's places and applies τ.
//!
//! A round's tables are rated from the ratings before the round; a player with a bye, or absent,
//! keeps its rating.
//!
//! ```
//! use arbiter_tournament::checkers_ratings::{RatingModel, rate_table};
//!
//! // Three new players at one table finish in seat order: the winner gains, the last loses,
//! // and everybody's uncertainty shrinks.
//! let model = RatingModel::default();
//! let after = rate_table(&model, &[model.start; 3], &[1, 2, 3]);
//! assert!(after[0].mu > 25.0 && after[2].mu < 25.0);
//! assert!(after.iter().all(|r| r.sigma < model.start.sigma));
//! assert!(after[0].ordinal() > after[1].ordinal());
//! ```

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::checkers_results::TableResult;

/// A player's rating: the mean skill μ and its uncertainty σ.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// Mean.
    pub mu: f64,
    /// Standard deviation.
    pub sigma: f64,
}

impl Rating {
    /// The rating shown in a list: μ − 3σ (OpenSkill's ordinal), a skill the player has with
    /// about 99.7 % certainty.
    pub fn ordinal(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

/// The model's constants (OpenSkill's defaults by [`Default`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingModel {
    /// A new player's rating.
    pub start: Rating,
    /// The skill difference that gives about two chances in three of finishing ahead.
    pub beta: f64,
    /// Added (in quadrature) to every σ before a game.
    pub tau: f64,
    /// The least share of σ² a game leaves.
    pub kappa: f64,
}

impl Default for RatingModel {
    fn default() -> Self {
        RatingModel {
            start: Rating {
                mu: 25.0,
                sigma: 25.0 / 3.0,
            },
            beta: 25.0 / 6.0,
            tau: 25.0 / 300.0,
            kappa: 0.0001,
        }
    }
}

/// The ratings of one table's players (in `table.order`) after the table's game.
pub fn rate_table(model: &RatingModel, before: &[Rating], places: &[u32]) -> Vec<Rating> {
    let config = WengLinConfig {
        beta: model.beta,
        uncertainty_tolerance: model.kappa,
    };
    let teams: Vec<[WengLinRating; 1]> = before
        .iter()
        .map(|r| {
            [WengLinRating {
                rating: r.mu,
                uncertainty: r.sigma.hypot(model.tau),
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(team, &place)| (&team[..], MultiTeamOutcome::new(place as usize)))
        .collect();
    weng_lin_multi_team(&ranked, &config)
        .iter()
        .map(|team| {
            team.first().map_or(
                Rating {
                    mu: model.start.mu,
                    sigma: model.start.sigma,
                },
                |r| Rating {
                    mu: r.rating,
                    sigma: r.uncertainty,
                },
            )
        })
        .collect()
}

/// Every player's rating after each round (`[round][player]`), from `start` (one per player).
pub fn rate_event(
    model: &RatingModel,
    start: &[Rating],
    rounds: &[Vec<TableResult>],
) -> Vec<Vec<Rating>> {
    let mut now = start.to_vec();
    let mut out = Vec::with_capacity(rounds.len());
    for round in rounds {
        let before = now.clone();
        for table in round {
            let ratings: Vec<Rating> = table.order.iter().map(|&p| before[p]).collect();
            for (&p, after) in table
                .order
                .iter()
                .zip(rate_table(model, &ratings, &table.places))
            {
                now[p] = after;
            }
        }
        out.push(now.clone());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// openskill.py 6.1.3, `BradleyTerryFull()`: three new players, places 2, 1, 3.
    #[test]
    fn three_new_players_as_openskill_rates_them() {
        let model = RatingModel::default();
        let after = rate_table(&model, &[model.start; 3], &[2, 1, 3]);
        let want = [
            (25.0, 7.788847304776425),
            (30.270778986280995, 7.788847304776425),
            (19.729221013719005, 7.788847304776425),
        ];
        for (r, (mu, sigma)) in after.iter().zip(want) {
            assert!((r.mu - mu).abs() < 1e-9, "{after:?}");
            assert!((r.sigma - sigma).abs() < 1e-9, "{after:?}");
        }
    }

    /// openskill.py's published test `test_bradley_terry_full_series` (τ 0 there): five new
    /// players over three games by scores [9, 7, 7, 5, 5], [9, 5, 5] and [9, 9, 7, 7] — places
    /// 1, 2, 2, 4, 4 and so on. Every value is the published one (openskill.py 6.1.3 gives the
    /// same with `ranks`; its `scores` path now rates the tied first place of the last game
    /// differently).
    #[test]
    fn the_published_bradley_terry_full_series() {
        let model = RatingModel {
            tau: 0.0,
            ..RatingModel::default()
        };
        let mut p = [model.start; 5];
        let first = rate_table(&model, &p, &[1, 2, 2, 4, 4]);
        p.copy_from_slice(&first);
        let second = rate_table(&model, &[p[4], p[2], p[1]], &[1, 2, 2]);
        [p[4], p[2], p[1]] = [second[0], second[1], second[2]];
        let third = rate_table(&model, &[p[3], p[1], p[2], p[0]], &[1, 1, 3, 3]);
        [p[3], p[1], p[2], p[0]] = [third[0], third[1], third[2], third[3]];
        let want = [
            (27.643471362, 6.716636758),
            (28.84497938, 6.310098392),
            (20.705805441, 6.310098392),
            (24.387640207, 6.668755907),
            (23.354955778, 6.854096855),
        ];
        for (r, (mu, sigma)) in p.iter().zip(want) {
            assert!((r.mu - mu).abs() < 1e-8, "{p:?}");
            assert!((r.sigma - sigma).abs() < 1e-8, "{p:?}");
        }
    }
}
