//! Notations: FEN for positions; coordinates (ICCS and its 1-based dialect) for moves.

pub mod fen;
pub mod iccs;

pub use fen::{FenError, ParseFenError, START_FEN};
pub use iccs::{CoordDialect, Iccs, OneBased, ParseCoordError, format_coord, parse_coord};
