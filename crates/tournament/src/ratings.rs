//! Ratings after an event: which system ([`crate::fide_rating`], [`crate::glicko2`]).

/// A rating system.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum RatingSystem {
    /// FIDE Rating Regulations (Handbook B.02).
    Fide,
    /// Glicko-2, the event as one rating period.
    Glicko2,
}
