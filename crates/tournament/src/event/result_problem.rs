//! Why a reported result or a play-off order does not fit the event, as facts: the service words
//! each in the caller's language (issue 51). English wording is [`std::fmt::Display`].

use std::fmt;

use super::address::GameAddress;
use crate::model::PlayerId;

/// Why a reported result does not fit.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ResultProblem {
    /// Another result reports the same game.
    ReportedTwice {
        /// The index of the first.
        first: usize,
    },
    /// The result names other players than the schedule.
    OtherPlayers {
        /// The game.
        at: GameAddress,
        /// Its red player.
        red: PlayerId,
        /// Its black player.
        black: PlayerId,
    },
    /// A play-off winner on a game that is no drawn knockout match, or who did not play it.
    PlayoffWinnerMisplaced {
        /// The red player.
        red: PlayerId,
        /// The black player.
        black: PlayerId,
    },
    /// A play-off winner outside a knockout.
    PlayoffWinnerOutsideKnockout,
    /// The result is for no game of the event (yet).
    NotAGame {
        /// The address given.
        at: GameAddress,
    },
    /// A knockout match where both sides lost.
    KnockoutNeedsWinner,
}

/// Why a play-off order does not fit.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayoffProblem {
    /// No such stage or group.
    NoSuchGroup,
    /// A second order for the same group.
    SecondOrder,
    /// The order names other players than the tie.
    OtherPlayers {
        /// The tied players.
        tied: Vec<PlayerId>,
    },
}

impl fmt::Display for ResultProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultProblem::ReportedTwice { first } => {
                write!(f, "results[{first}] already reports this game")
            }
            ResultProblem::OtherPlayers { at, red, black } => {
                write!(f, "{at} is {red} (red) v {black} (black)")
            }
            ResultProblem::PlayoffWinnerMisplaced { red, black } => write!(
                f,
                "only a drawn knockout match has a play-off winner, one of {red} and {black}"
            ),
            ResultProblem::PlayoffWinnerOutsideKnockout => f.write_str(
                "only knockout matches have play-off winners; a drawn game here is a draw",
            ),
            ResultProblem::NotAGame { at } => write!(
                f,
                "{at} is not a game of the event (not scheduled, or not yet: a Swiss or \
                 knockout round exists once the round before is complete, a stage once the one \
                 before it is decided)"
            ),
            ResultProblem::KnockoutNeedsWinner => f.write_str(
                "a knockout match needs a winner: report the forfeit for the side the arbiter \
                 lets advance, or a draw with its play-off winner",
            ),
        }
    }
}

impl fmt::Display for PlayoffProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayoffProblem::NoSuchGroup => f.write_str("no such stage or group"),
            PlayoffProblem::SecondOrder => {
                f.write_str("a second play-off order for the same group")
            }
            PlayoffProblem::OtherPlayers { tied } => {
                let list: Vec<String> = tied.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "the tie at this cut is between {}: order exactly these players",
                    list.join(", ")
                )
            }
        }
    }
}
