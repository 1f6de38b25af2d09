//! Why an event cannot be run.

use std::fmt;

use super::definition::DefinitionError;
pub use super::result_problem::{PlayoffProblem, ResultProblem};
use crate::swiss::PairingError;

/// Why an event cannot be run.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EventError {
    /// The definition cannot run.
    Definition(DefinitionError),
    /// A reported result does not fit (its index in the request, the field, why).
    Result {
        /// Index in the results.
        index: usize,
        /// The field of that result ("" = the result as a whole).
        field: &'static str,
        /// Why.
        problem: ResultProblem,
    },
    /// A play-off order does not fit (its index in the request, why).
    Playoff {
        /// Index in the play-offs.
        index: usize,
        /// Why.
        problem: PlayoffProblem,
    },
    /// A Swiss round of a stage cannot be paired (or the request's time ran out).
    Pairing(PairingError),
    /// A bracket or schedule refused a shape the definition's check let through (a bug).
    Internal(String),
}

impl EventError {
    pub(super) fn result(index: usize, field: &'static str, problem: ResultProblem) -> Self {
        EventError::Result {
            index,
            field,
            problem,
        }
    }
}

impl fmt::Display for EventError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventError::Definition(e) => e.fmt(f),
            EventError::Result { index, problem, .. } => write!(f, "results[{index}]: {problem}"),
            EventError::Playoff { index, problem } => write!(f, "playoffs[{index}]: {problem}"),
            EventError::Pairing(e) => e.fmt(f),
            EventError::Internal(e) => write!(f, "internal: {e}"),
        }
    }
}

impl std::error::Error for EventError {}
