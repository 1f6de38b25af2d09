//! Swiss-system pairing. The Dutch system (FIDE C.04.3) is in [`dutch`]; this module holds
//! what a pairing engine needs to know about each player before the round.

mod bracket_solver;
mod brackets;
mod colours;
pub mod dutch;
mod player;
mod shortcut;
mod weights;

pub use player::{Float, SwissPlayer, prepare};

use super::model::{Colour, PlayerId};

/// One board of a round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pairing {
    /// The player with red (moves first).
    pub red: PlayerId,
    /// The player with black.
    pub black: PlayerId,
    /// Why these two meet and why the colours fall so.
    pub explanation: String,
}

/// A paired round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Round {
    /// The round number (1-based).
    pub number: u32,
    /// Boards, strongest first.
    pub boards: Vec<Pairing>,
    /// The player given the pairing-allocated bye, if any.
    pub bye: Option<PlayerId>,
    /// Players not paired because they have a requested bye or are absent.
    pub not_paired: Vec<PlayerId>,
}

/// Why a round cannot be paired.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PairingError {
    /// No pairing satisfies the absolute criteria (no rematches, colours, one bye).
    NoLegalPairing(String),
    /// The pairing was stopped (its [`crate::stop::Stop`] fired: deadline or caller gone).
    Stopped,
    /// The event is already complete.
    EventComplete {
        /// Rounds already paired.
        played: u32,
        /// Rounds planned.
        total: u32,
    },
}

impl std::fmt::Display for PairingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PairingError::NoLegalPairing(why) => write!(f, "no legal pairing exists: {why}"),
            PairingError::Stopped => f.write_str("the pairing did not finish in time"),
            PairingError::EventComplete { played, total } => {
                write!(f, "all {total} planned rounds are paired ({played} played)")
            }
        }
    }
}

impl std::error::Error for PairingError {}

/// Colour names for explanations.
#[must_use]
pub fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Black => "black",
    }
}
