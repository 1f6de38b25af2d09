//! Scores as the API writes them (a number of points, a multiple of 0.5) and as the engine
//! counts them (half-points).

use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::tournament::model::HalfPoints;

/// A score of `value` points as half-points; a value that is not a multiple of 0.5 between 0
/// and 1000 is an invalid `field`.
pub fn half_points(value: f64, field: &str) -> Result<HalfPoints, ApiError> {
    let doubled = value * 2.0;
    if !(0.0..=2000.0).contains(&doubled) || doubled.fract() != 0.0 {
        return Err(ApiError::because(field, Reason::HalfPoints));
    }
    Ok(doubled as HalfPoints)
}
