//! Swiss-system pairing. The Dutch system (FIDE C.04.3) is in [`dutch`]; this module holds
//! what a pairing engine needs to know about each player before the round.
//!
//! ```
//! use arbiter_tournament::swiss::dutch::pair_next_round;
//! let t = arbiter_tournament::trf::parse(
//!     "XXR 3\n\
//!      001    1      Li Wei                            1900                             1.0    1     3 w 1\n\
//!      001    2      Zhang Min                         1800                             1.0    2     4 b 1\n\
//!      001    3      Wang Fang                         1700                             0.0    3     1 b 0\n\
//!      001    4      Chen Jie                          1600                             0.0    4     2 w 0\n",
//! )
//! .unwrap();
//! // Round 2: the two winners meet, and the two losers.
//! let round = pair_next_round(&t, None).unwrap();
//! assert_eq!(round.number, 2);
//! let mut pairs: Vec<(u32, u32)> = round
//!     .boards
//!     .iter()
//!     .map(|b| (b.red.min(b.black), b.red.max(b.black)))
//!     .collect();
//! pairs.sort();
//! assert_eq!(pairs, [(1, 2), (3, 4)]);
//! ```

mod bracket_solver;
mod brackets;
#[cfg(test)]
mod certified_tests;
pub mod check;
mod colours;
pub mod dutch;
pub mod manual;
mod player;
mod shortcut;
mod weights;

pub use player::{Float, SwissPlayer, prepare, rounds_paired};

use super::model::{Colour, HalfPoints, PlayerId};

/// One board of a round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pairing {
    /// The player with red (moves first).
    pub red: PlayerId,
    /// The player with black.
    pub black: PlayerId,
    /// Why these two meet and why the colours fall so (the API words it in the caller's
    /// language).
    pub why: PairingWhy,
}

/// The facts behind one board: the score group it was paired in, a float, and the colour rule
/// that decided who has red.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PairingWhy {
    /// The higher score of the two (the score group the board belongs to).
    pub score_group: HalfPoints,
    /// The player who floated down from a higher score group to meet a lower-scored
    /// opponent: (player, from, to).
    pub float_down: Option<(PlayerId, HalfPoints, HalfPoints)>,
    /// The player whose colour the rule names (the lower pairing id of the two).
    pub colour_for: PlayerId,
    /// That player's colour.
    pub colour: Colour,
    /// The colour rule (C.04.3 E.1-E.5) that decided it.
    pub colour_reason: ColourReason,
}

arbiter_base::keyed_enum! {
    /// The colour allocation rule that decided a board (FIDE C.04.3 E.1-E.5, as bbpPairings
    /// applies them).
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum ColourReason {
        /// E.1: the two preferences are compatible and both are granted.
        BothGranted = "both-granted",
        /// E.1: only the opponent has a preference, and it is granted.
        OpponentGranted = "opponent-granted",
        /// E.2: this player's absolute preference is the stronger one.
        StrongerAbsolute = "stronger-absolute",
        /// E.2: the opponent's absolute preference is the stronger one.
        OpponentStrongerAbsolute = "opponent-stronger-absolute",
        /// E.3: this player's strong preference beats the opponent's mild one.
        Stronger = "stronger",
        /// E.3: the opponent's strong preference beats this player's mild one.
        OpponentStronger = "opponent-stronger",
        /// E.4: equal preferences; the colours alternate from the last round the two had
        /// different colours.
        AlternateLastDiffering = "alternate",
        /// E.5: equal preferences; the higher-ranked player's is granted.
        HigherRankedGranted = "higher-ranked",
        /// E.5: no preferences; by this player's pairing number and the initial colour.
        ByPairingNumber = "by-pairing-number",
        /// E.5: no preferences; by the higher-ranked player's pairing number.
        ByHigherPairingNumber = "by-higher-pairing-number",
    }
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
    /// The pairing was stopped (its [`arbiter_base::stop::Stop`] fired: deadline or caller gone).
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
