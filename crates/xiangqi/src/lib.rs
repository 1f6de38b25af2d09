#![deny(missing_docs)]
#![doc = include_str!("../README.md")]

pub mod adjudication;
mod board;
pub mod diagram;
mod legality;
mod movegen;
mod moves;
pub mod notation;
pub mod perft;
mod piece;
mod position;
pub mod record;
pub mod setup;
mod square;
mod tables;
mod zobrist;

pub use board::Board;
pub use moves::{IllegalMove, Move, MoveList};
pub use piece::{Piece, PieceKind, Side};
pub use position::{Position, Status};
pub use setup::{PositionError, Setup, SetupProblem};
pub use square::{ParseSquareError, Square};
