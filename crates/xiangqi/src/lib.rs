#![deny(missing_docs)]
#![doc = include_str!("../README.md")]

pub mod adjudication;
pub mod board;
pub mod diagram;
mod legality;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod piece;
pub mod position;
pub mod record;
pub mod setup;
pub mod square;
mod tables;
mod zobrist;

pub use board::Board;
pub use moves::{IllegalMove, Move, MoveList};
pub use piece::{Piece, PieceKind, Side};
pub use position::{Position, Status};
pub use setup::{PositionError, Setup, SetupProblem};
pub use square::Square;
