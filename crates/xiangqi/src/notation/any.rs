//! One entry point for moves in any notation, recognised by syntax.
//!
//! ICCS (`h2e2`, `H2-E2`) is recognised by shape; the 1-based dialect (`h3e3`) only when the
//! caller selects it, since the two are indistinguishable. Other ASCII text is WXF; text with
//! Chinese characters is Chinese notation.

use std::fmt;

use super::chinese::{ChineseError, ChineseStyle, ParseChineseError, parse_chinese, write_chinese};
use super::iccs::{CoordDialect, ParseCoordError, format_coord, parse_coord};
use super::relative::{ResolveError, resolve};
use super::wxf::{ParseWxfError, WxfError, parse_wxf_move, write_wxf};
use crate::moves::{IllegalMove, Move};
use crate::position::Position;

/// The move notations Arbiter reads and writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum MoveNotation {
    /// ICCS coordinates, ranks 0–9 (`h2e2`).
    Iccs,
    /// Coordinates with ranks 1–10 (`h3e3`, Fairy-Stockfish / pychess).
    IccsOneBased,
    /// Chinese four-character notation (`炮二平五`).
    Chinese,
    /// Official WXF (`C2.5`).
    Wxf,
}

/// Why a move text does not give a legal move in a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveParseError {
    /// The text is not a coordinate move (it looked like one).
    Coord(ParseCoordError),
    /// The text is not Chinese notation.
    Chinese(ParseChineseError),
    /// The text is not WXF notation.
    Wxf(ParseWxfError),
    /// The text names a move that is illegal here.
    Illegal {
        /// The move meant.
        mv: Move,
        /// Why it is illegal.
        reason: IllegalMove,
    },
    /// No piece of the side to move fits the description (relative notations).
    NoSuchPiece {
        /// What was looked for.
        what: String,
    },
    /// The described displacement is impossible for the piece (relative notations).
    NoSuchDestination,
    /// Several legal moves fit the description.
    Ambiguous {
        /// The fitting moves.
        candidates: Vec<Move>,
    },
}

impl MoveParseError {
    /// Whether the text itself is malformed (as opposed to naming an unplayable move).
    pub fn is_syntax(&self) -> bool {
        matches!(
            self,
            MoveParseError::Coord(_) | MoveParseError::Chinese(_) | MoveParseError::Wxf(_)
        )
    }
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveParseError::Coord(e) => e.fmt(f),
            MoveParseError::Chinese(e) => e.fmt(f),
            MoveParseError::Wxf(e) => e.fmt(f),
            MoveParseError::Illegal { mv, reason } => write!(f, "{mv} is illegal: {reason}"),
            MoveParseError::NoSuchPiece { what } => f.write_str(what),
            MoveParseError::NoSuchDestination => {
                write!(f, "the described displacement is impossible for that piece")
            }
            MoveParseError::Ambiguous { candidates } => {
                let list: Vec<String> = candidates.iter().map(Move::to_string).collect();
                write!(f, "ambiguous: could be {}", list.join(" or "))
            }
        }
    }
}

impl std::error::Error for MoveParseError {}

impl From<ResolveError> for MoveParseError {
    fn from(e: ResolveError) -> Self {
        match e {
            ResolveError::NoSuchPiece { what } => MoveParseError::NoSuchPiece { what },
            ResolveError::NoSuchDestination => MoveParseError::NoSuchDestination,
            ResolveError::Illegal { mv, reason } => MoveParseError::Illegal { mv, reason },
            ResolveError::Ambiguous { candidates } => MoveParseError::Ambiguous { candidates },
        }
    }
}

/// Whether `text` has the shape of a coordinate move (`h2e2`, `H2-E2`, `a10a9`).
pub fn looks_like_coord(text: &str) -> bool {
    let t = text.trim();
    let b = t.as_bytes();
    if !t.is_ascii() || b.len() < 4 || b.len() > 7 {
        return false;
    }
    let mut i = 0;
    for part in 0..2 {
        if i >= b.len() || !matches!(b[i].to_ascii_lowercase(), b'a'..=b'i') {
            return false;
        }
        i += 1;
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start || i - start > 2 {
            return false;
        }
        if part == 0 && i < b.len() && b[i] == b'-' {
            i += 1;
        }
    }
    i == b.len()
}

/// Recognises the notation of `text`: coordinates (in `coord`'s dialect), WXF or Chinese.
pub fn detect(text: &str, coord: CoordDialect) -> MoveNotation {
    if looks_like_coord(text) {
        match coord {
            CoordDialect::Iccs => MoveNotation::Iccs,
            CoordDialect::OneBased => MoveNotation::IccsOneBased,
        }
    } else if text.is_ascii() {
        MoveNotation::Wxf
    } else {
        MoveNotation::Chinese
    }
}

/// Options for reading moves whose dialect cannot be told from the text.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ParseOptions {
    /// Coordinate dialect (ICCS by default; the 1-based dialect only on request).
    pub coord: CoordDialect,
    /// Read WXF pawn forms like `33.4` the Fairy-Stockfish way (third pawn) instead of the
    /// official way (middle pawn).
    pub wxf_fairy: bool,
}

/// Reads a move in any notation and checks it is legal in `pos`.
pub fn parse_move(pos: &Position, text: &str, coord: CoordDialect) -> Result<Move, MoveParseError> {
    parse_move_with(
        pos,
        text,
        ParseOptions {
            coord,
            wxf_fairy: false,
        },
    )
}

/// [`parse_move`] with all options.
pub fn parse_move_with(
    pos: &Position,
    text: &str,
    options: ParseOptions,
) -> Result<Move, MoveParseError> {
    let coord = options.coord;
    match detect(text, coord) {
        MoveNotation::Iccs | MoveNotation::IccsOneBased => {
            let mv = parse_coord(text, coord).map_err(MoveParseError::Coord)?;
            pos.check_move(mv)
                .map_err(|reason| MoveParseError::Illegal { mv, reason })?;
            Ok(mv)
        }
        MoveNotation::Wxf => parse_wxf_move(pos, text, options.wxf_fairy).map_err(|e| match e {
            WxfError::Parse(p) => MoveParseError::Wxf(p),
            WxfError::Move(r) => r.into(),
        }),
        MoveNotation::Chinese => {
            let d = parse_chinese(text).map_err(MoveParseError::Chinese)?;
            resolve(pos, &d).map_err(Into::into)
        }
    }
}

/// Writes a legal move of `pos` in `notation` (`None` if `m.from` is empty).
pub fn format_move(pos: &Position, m: Move, notation: MoveNotation) -> Option<String> {
    match notation {
        MoveNotation::Iccs => Some(format_coord(m, CoordDialect::Iccs)),
        MoveNotation::IccsOneBased => Some(format_coord(m, CoordDialect::OneBased)),
        MoveNotation::Chinese => write_chinese(pos, m, ChineseStyle::default()),
        MoveNotation::Wxf => write_wxf(pos, m),
    }
}

impl From<ChineseError> for MoveParseError {
    fn from(e: ChineseError) -> Self {
        match e {
            ChineseError::Parse(p) => MoveParseError::Chinese(p),
            ChineseError::Move(r) => r.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_by_syntax() {
        assert!(looks_like_coord("h2e2"));
        assert!(looks_like_coord("H2-E2"));
        assert!(looks_like_coord("a10a9"));
        assert!(!looks_like_coord("C2.5"));
        assert!(!looks_like_coord("炮二平五"));
        let pos = Position::startpos();
        let m = parse_move(&pos, "h2e2", CoordDialect::Iccs).unwrap();
        assert_eq!(parse_move(&pos, "C2.5", CoordDialect::Iccs).unwrap(), m);
        assert_eq!(parse_move(&pos, "炮二平五", CoordDialect::Iccs).unwrap(), m);
        assert_eq!(parse_move(&pos, "h3e3", CoordDialect::OneBased).unwrap(), m);
        assert!(matches!(
            parse_move(&pos, "h2h7", CoordDialect::Iccs),
            Err(MoveParseError::Illegal { .. })
        ));
        assert!(
            parse_move(&pos, "zzz", CoordDialect::Iccs)
                .unwrap_err()
                .is_syntax()
        );
    }
}
