#![deny(missing_docs)]
//! Tournaments: the model, TRF files, pairing systems (Swiss Dutch, round robin,
//! knockout) and standings with tie-breaks. Pure code: no transport types.

pub mod acceleration;
pub mod checkers_ratings;
pub mod checkers_results;
pub mod checkers_standings;
pub mod checkers_tables;
pub(crate) mod direct_encounter;
pub mod draw;
pub mod event;
pub mod fide_rating;
pub mod generate;
pub mod glicko2;
pub mod knockout;
pub mod limits;
pub(crate) mod matching;
pub mod model;
pub mod ratings;
pub mod round_robin;
pub mod standings;
pub mod swiss;
pub mod team_tiebreaks;
pub mod team_trf;
pub mod teams;
pub mod tiebreak;
pub mod trf;
pub mod trf_document;
pub mod trf_problem;

/// The stop signal the long computations (pairing, generation, checks) take.
pub use arbiter_base::Stop;
