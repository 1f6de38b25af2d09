//! Glicko-2 ratings after an event (Mark Glickman, "Example of the Glicko-2 system", 2013):
//! the event is one rating period; each player's rating, rating deviation (RD) and volatility
//! are updated from the games played over the board in it. The parameters online platforms use
//! are [`GlickoParams::LICHESS`] (new players 1500 / 500 / 0.09, τ 0.75, RD kept within 45–500,
//! volatility at most 0.1).
//!
//! ```
//! use arbiter_tournament::glicko2::{Glicko, GlickoGame, GlickoParams, update};
//! // Glickman's worked example: 1500 / 200 / 0.06, τ 0.5, beats a 1400, loses to 1550 and 1700.
//! let params = GlickoParams { tau: 0.5, max_deviation: 350.0, ..GlickoParams::LICHESS };
//! let at = |rating, deviation| Glicko { rating, deviation, volatility: 0.06 };
//! let games = [
//!     GlickoGame { opponent: at(1400.0, 30.0), score: 1.0 },
//!     GlickoGame { opponent: at(1550.0, 100.0), score: 0.0 },
//!     GlickoGame { opponent: at(1700.0, 300.0), score: 0.0 },
//! ];
//! let after = update(at(1500.0, 200.0), &games, &params);
//! assert!((after.rating - 1464.06).abs() < 0.01);
//! assert!((after.deviation - 151.52).abs() < 0.01);
//! ```

use crate::model::{GameResult, RoundKind, Tournament};

/// The Glicko-2 scale factor (400 / ln 10).
const SCALE: f64 = 173.717_792_761_245_9;

/// The system's parameters.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GlickoParams {
    /// τ, how much the volatility may change in a period.
    pub tau: f64,
    /// A new player's rating.
    pub rating: f64,
    /// A new player's deviation.
    pub deviation: f64,
    /// A new player's volatility.
    pub volatility: f64,
    /// Lowest deviation a player keeps.
    pub min_deviation: f64,
    /// Highest deviation.
    pub max_deviation: f64,
    /// Highest volatility.
    pub max_volatility: f64,
}

impl GlickoParams {
    /// lichess's parameters (lila `Glicko`: default 1500, RD 500, σ 0.09, τ 0.75, RD within
    /// 45–500, σ at most 0.1).
    pub const LICHESS: GlickoParams = GlickoParams {
        tau: 0.75,
        rating: 1500.0,
        deviation: 500.0,
        volatility: 0.09,
        min_deviation: 45.0,
        max_deviation: 500.0,
        max_volatility: 0.1,
    };

    /// Glickman's paper: τ 0.5, new players 1500 / 350 / 0.06, no bounds.
    pub const GLICKMAN: GlickoParams = GlickoParams {
        tau: 0.5,
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
        min_deviation: 0.0,
        max_deviation: f64::INFINITY,
        max_volatility: f64::INFINITY,
    };
}

/// A player's Glicko-2 standing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    /// Rating.
    pub rating: f64,
    /// Rating deviation.
    pub deviation: f64,
    /// Volatility.
    pub volatility: f64,
}

/// One game of the period from the player's side: the opponent's standing and the score.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GlickoGame {
    /// The opponent before the period.
    pub opponent: Glicko,
    /// 1, 0.5 or 0.
    pub score: f64,
}

/// The player's standing after a rating period with `games` (steps 2–8 of the paper; a player
/// without games only has the deviation grow, step 6).
pub fn update(player: Glicko, games: &[GlickoGame], p: &GlickoParams) -> Glicko {
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        return bounded(player.rating, phi_star * SCALE, sigma, p);
    }
    let g = |phi_j: f64| 1.0 / (1.0 + 3.0 * phi_j * phi_j / (std::f64::consts::PI.powi(2))).sqrt();
    let (mut v_inv, mut delta_sum) = (0.0, 0.0);
    for game in games {
        let mu_j = (game.opponent.rating - 1500.0) / SCALE;
        let g_j = g(game.opponent.deviation / SCALE);
        let e = 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp());
        v_inv += g_j * g_j * e * (1.0 - e);
        delta_sum += g_j * (game.score - e);
    }
    let v = 1.0 / v_inv;
    let delta = v * delta_sum;
    let sigma_new = new_volatility(phi, sigma, v, delta, p.tau);
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * delta_sum;
    let rating = mu_new * SCALE + 1500.0;
    if !(rating.is_finite() && phi_new.is_finite() && sigma_new.is_finite()) {
        // Games against opponents so far apart that every result was certain carry no
        // information the arithmetic can hold: the period passes as one without games.
        return update(player, &[], p);
    }
    bounded(rating, phi_new * SCALE, sigma_new, p)
}

fn bounded(rating: f64, deviation: f64, volatility: f64, p: &GlickoParams) -> Glicko {
    Glicko {
        rating,
        deviation: deviation.clamp(p.min_deviation, p.max_deviation),
        volatility: volatility.min(p.max_volatility),
    }
}

/// Step 5: the new volatility, by the Illinois algorithm on f(x) (convergence 1e-6).
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < 1e6 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    let mut steps = 0;
    while (big_b - big_a).abs() > 1e-6 && steps < 1000 {
        steps += 1;
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

/// Every player's standing after the event, in id order: `before` gives each player's standing
/// (missing: a new player's, with the player's event rating when it has one).
pub fn glicko_ratings(
    t: &Tournament,
    p: &GlickoParams,
    before: &dyn Fn(u32) -> Option<Glicko>,
) -> Vec<(u32, Glicko, Glicko, u32)> {
    let start = |id: u32| {
        before(id).unwrap_or_else(|| {
            let rating = t
                .players
                .get(&id)
                .map(|q| q.rating)
                .filter(|&r| r > 0)
                .map_or(p.rating, f64::from);
            Glicko {
                rating,
                deviation: p.deviation,
                volatility: p.volatility,
            }
        })
    };
    let rounds = t.rounds_recorded();
    t.players
        .values()
        .map(|pl| {
            let games: Vec<GlickoGame> = (0..rounds)
                .map(|r| t.entry(pl, r))
                .filter_map(|e| match (e.kind, e.opponent) {
                    (RoundKind::Played(result), Some(o)) => Some(GlickoGame {
                        opponent: start(o),
                        score: match result {
                            GameResult::Win => 1.0,
                            GameResult::Draw => 0.5,
                            GameResult::Loss => 0.0,
                        },
                    }),
                    _ => None,
                })
                .collect();
            let was = start(pl.id);
            let n = u32::try_from(games.len()).unwrap_or(u32::MAX);
            (pl.id, was, update(was, &games, p), n)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The paper's worked example: 1500 / 200 / 0.06 against 1400 / 30 (won), 1550 / 100
    /// (lost), 1700 / 300 (lost), τ 0.5 → 1464.06 / 151.52 / 0.05999.
    #[test]
    fn glickmans_example() {
        let o = |rating, deviation| Glicko {
            rating,
            deviation,
            volatility: 0.06,
        };
        let after = update(
            o(1500.0, 200.0),
            &[
                GlickoGame {
                    opponent: o(1400.0, 30.0),
                    score: 1.0,
                },
                GlickoGame {
                    opponent: o(1550.0, 100.0),
                    score: 0.0,
                },
                GlickoGame {
                    opponent: o(1700.0, 300.0),
                    score: 0.0,
                },
            ],
            &GlickoParams::GLICKMAN,
        );
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    /// Extreme inputs (the API allows ratings 0–5000, deviations from 1) never give NaN.
    #[test]
    fn extreme_opponents_give_finite_ratings() {
        let p = |rating, deviation| Glicko {
            rating,
            deviation,
            volatility: 1.0,
        };
        for (me, them, score) in [(0.0, 5000.0, 1.0), (5000.0, 0.0, 0.0), (0.0, 5000.0, 0.0)] {
            let after = update(
                p(me, 1.0),
                &[GlickoGame {
                    opponent: p(them, 1.0),
                    score,
                }; 30],
                &GlickoParams::LICHESS,
            );
            assert!(
                after.rating.is_finite() && after.deviation.is_finite(),
                "{after:?}"
            );
            assert!(after.volatility.is_finite(), "{after:?}");
        }
    }

    #[test]
    fn a_player_without_games_only_grows_uncertain() {
        let before = Glicko {
            rating: 1700.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        let after = update(before, &[], &GlickoParams::LICHESS);
        assert_eq!(after.rating, 1700.0);
        assert!(after.deviation > 60.0);
    }
}
