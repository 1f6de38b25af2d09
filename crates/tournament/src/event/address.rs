//! Where things are in an event: a game's address (stage, group, round, board), a game given
//! out, and a group being played.

use std::fmt;

use arbiter_base::stop::Stop;

use super::groups;
use crate::model::PlayerId;

/// Where a game is: stage, group, round and board, all 1-based.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameAddress {
    /// Stage.
    pub stage: u32,
    /// Group.
    pub group: u32,
    /// Round.
    pub round: u32,
    /// Board (knockout: the match; the third-place match follows the final).
    pub board: u32,
}

impl fmt::Display for GameAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "stage {} group {} round {} board {}",
            self.stage,
            groups::label(self.group.saturating_sub(1) as usize),
            self.round,
            self.board
        )
    }
}

/// A game given out: where it is and who plays it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ScheduledGame {
    /// Its address.
    pub at: GameAddress,
    /// Red (moves first).
    pub red: PlayerId,
    /// Black.
    pub black: PlayerId,
}

/// Where a group is: its stage and group numbers (1-based) and the stop signal.
pub struct GroupKey<'a> {
    /// Stage, 1-based.
    pub stage: u32,
    /// Group, 1-based.
    pub group: u32,
    /// The request's stop signal (Swiss pairing is the only heavy part).
    pub stop: &'a Stop,
}

impl GroupKey<'_> {
    pub(crate) fn at(&self, round: u32, board: u32) -> GameAddress {
        GameAddress {
            stage: self.stage,
            group: self.group,
            round,
            board,
        }
    }
}
