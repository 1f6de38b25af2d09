#![deny(missing_docs)]
//! Chinese checkers (跳棋): star board geometry, moves with paths, camp rules, winning, and
//! adjudication of a whole game with passes, repetition and finishing order. Pure: no transport
//! types (a test enforces it).

pub mod diagram;
mod game;
pub mod match_play;
mod rules;
mod star;

pub use game::{CheckersMove, Game, MoveBuf, PathError, SetupError};
pub use rules::{CampRule, CampScope, Hop, Rules, WinRule};
pub use star::Star;
