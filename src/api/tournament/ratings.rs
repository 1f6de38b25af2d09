//! `ComputeRatings`: each player's rating after an event, FIDE (B.02) or Glicko-2.

use std::collections::HashMap;

use crate::api::Call;
use crate::api::enums::{ToProto, optional};
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::i18n::text;
use crate::pb::tournament::v1 as pb;
use crate::tournament::fide_rating::{FideRules, KFactorFacts, fide_ratings};
use crate::tournament::glicko2::{Glicko, GlickoParams, glicko_ratings};
use crate::tournament::ratings::RatingSystem;

/// A player's facts as the request gives them, checked.
#[derive(Default)]
struct Facts {
    k: KFactorFacts,
    glicko: Option<Glicko>,
}

/// `ComputeRatings`.
pub fn compute_ratings(
    call: &Call,
    req: pb::ComputeRatingsRequest,
) -> Result<pb::ComputeRatingsResponse, ApiError> {
    let pb::ComputeRatingsRequest {
        trf,
        event,
        system,
        fide_rules,
        players,
    } = req;
    let t = super::load(&trf, event)?;
    let system = optional("system", system)?.unwrap_or(RatingSystem::Fide);
    let rules = optional("fideRules", fide_rules)?.unwrap_or_else(|| FideRules::at(t.start_date));
    let mut facts: HashMap<u32, Facts> = HashMap::new();
    for (i, f) in players.iter().enumerate() {
        let field = |name: &str| format!("players[{i}].{name}");
        let Some(p) = t.players.get(&f.start_number) else {
            return Err(ApiError::because(
                field("startNumber"),
                Reason::NoSuchPlayer {
                    number: i64::from(f.start_number),
                },
            ));
        };
        if facts.contains_key(&p.id) {
            return Err(ApiError::because(
                field("startNumber"),
                Reason::Twice {
                    number: i64::from(p.id),
                },
            ));
        }
        let between = |name: &str, v: f64, min: i64, max: i64| {
            if v.is_finite() && v >= min as f64 && v <= max as f64 {
                Ok(v)
            } else {
                Err(ApiError::because(field(name), Reason::Between { min, max }))
            }
        };
        if let Some(k) = f.k_factor {
            between("kFactor", f64::from(k), 1, 40)?;
        }
        let birth_year = f
            .birth_year
            .map(|y| between("birthYear", f64::from(y), 1800, 2200).map(|_| y as u16))
            .transpose()?;
        let glicko = match (f.glicko_rating, f.glicko_deviation, f.glicko_volatility) {
            (None, None, None) => None,
            (r, d, v) => {
                let own = GlickoParams::LICHESS;
                Some(Glicko {
                    rating: between("glickoRating", r.unwrap_or(own.rating), 0, 5000)?,
                    deviation: between("glickoDeviation", d.unwrap_or(own.deviation), 1, 1000)?,
                    // A volatility of 0 has no logarithm (Glicko-2 step 5): refused with the range.
                    volatility: between("glickoVolatility", v.unwrap_or(own.volatility), 0, 1)
                        .and_then(|x| {
                            if x > 0.0 {
                                Ok(x)
                            } else {
                                Err(ApiError::because(
                                    field("glickoVolatility"),
                                    Reason::Between { min: 0, max: 1 },
                                ))
                            }
                        })?,
                })
            }
        };
        facts.insert(
            p.id,
            Facts {
                k: KFactorFacts {
                    k: f.k_factor,
                    games_before: f.games_before,
                    birth_year,
                    reached_2400: f.reached_2400,
                },
                glicko,
            },
        );
    }
    let name = |id: u32| {
        t.players
            .get(&id)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    let players = match system {
        RatingSystem::Fide => {
            let k_of = |id: u32| facts.get(&id).map(|f| f.k).unwrap_or_default();
            fide_ratings(&t, rules, &k_of)
                .into_iter()
                .map(|r| pb::RatingRow {
                    start_number: r.id,
                    name: name(r.id),
                    rating_before: f64::from(r.rating),
                    rating_after: f64::from(r.rating_after),
                    change: r.change,
                    change_rounded: r.change_rounded,
                    games: r.games,
                    score: f64::from(r.score_halves) / 2.0,
                    expected_score: f64::from(r.expected_hundredths) / 100.0,
                    k_factor: r.k,
                    average_rating_of_opponents: r.aro,
                    performance_rating: r.tpr,
                    perfect_performance: r.ptp,
                    ..Default::default()
                })
                .collect()
        }
        RatingSystem::Glicko2 => {
            let before = |id: u32| facts.get(&id).and_then(|f| f.glicko);
            glicko_ratings(&t, &GlickoParams::LICHESS, &before)
                .into_iter()
                .map(|(id, was, now, games)| pb::RatingRow {
                    start_number: id,
                    name: name(id),
                    rating_before: was.rating,
                    rating_after: now.rating,
                    change: now.rating - was.rating,
                    games,
                    deviation_before: was.deviation,
                    deviation_after: now.deviation,
                    volatility_before: was.volatility,
                    volatility_after: now.volatility,
                    ..Default::default()
                })
                .collect()
        }
    };
    let note = match system {
        RatingSystem::Fide => text(
            call.locale,
            "ratings-fide",
            &[(
                "rules",
                match rules {
                    FideRules::March2024 => "march2024",
                    FideRules::October2025 => "october2025",
                }
                .into(),
            )],
        ),
        RatingSystem::Glicko2 => text(call.locale, "ratings-glicko2", &[]),
    };
    Ok(pb::ComputeRatingsResponse {
        players,
        system: system.wire(),
        fide_rules: match system {
            RatingSystem::Fide => rules.wire(),
            RatingSystem::Glicko2 => pb::FideRatingRules::Unspecified as i32,
        },
        note,
    })
}
