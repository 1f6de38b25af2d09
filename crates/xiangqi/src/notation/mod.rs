//! Notations: FEN for positions; coordinates (ICCS and its 1-based dialect), Chinese and WXF for
//! moves; [`any`] recognises a move's notation by its syntax.
//!
//! ```
//! use arbiter_xiangqi::Position;
//! use arbiter_xiangqi::notation::{CoordDialect, MoveNotation, format_move, parse_move};
//!
//! let pos = Position::startpos();
//! // Any notation is read; the same move is written in each.
//! let m = parse_move(&pos, "炮二平五", CoordDialect::Iccs).unwrap();
//! assert_eq!(m, parse_move(&pos, "h2e2", CoordDialect::Iccs).unwrap());
//! assert_eq!(format_move(&pos, m, MoveNotation::Wxf).as_deref(), Some("C2.5"));
//! assert_eq!(format_move(&pos, m, MoveNotation::Chinese).as_deref(), Some("炮二平五"));
//! ```

pub mod any;
pub mod chinese;
pub mod fen;
pub mod iccs;
pub mod relative;
pub mod wxf;

pub use any::{
    MoveNotation, MoveParseError, ParseOptions, format_move, parse_move, parse_move_with,
};
pub use chinese::{
    ChineseStyle, ParseChineseError, file_numeral, parse_chinese_move, write_chinese,
};
pub use fen::{FenError, ParseFenError, START_FEN};
pub use iccs::{CoordDialect, Iccs, OneBased, ParseCoordError, format_coord, parse_coord};
pub use relative::ResolveError;
pub use wxf::{ParseWxfError, parse_wxf_move, write_wxf};
