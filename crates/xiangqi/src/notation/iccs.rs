//! Coordinate notation: ICCS (`h2e2`, ranks 0–9) and the 1-based-rank dialect of
//! Fairy-Stockfish / pychess (`h3e3`, ranks 1–10).
//!
//! The two look alike (`a1a2` is valid in both and means different moves), so the dialect is
//! always chosen by the caller, never guessed.

use std::fmt;
use std::str::FromStr;

use crate::moves::Move;
use crate::square::{ParseSquareError, Square};

/// Which coordinate dialect.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Default)]
pub enum CoordDialect {
    /// ICCS: files a–i from Red's left, ranks 0–9 from Red's side (`h2e2`).
    #[default]
    Iccs,
    /// Ranks 1–10 (`h3e3`), as written by Fairy-Stockfish, pyffish and pychess.
    OneBased,
}

/// Why a coordinate move could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseCoordError {
    /// Longer than any coordinate move.
    TooLong,
    /// Not two squares.
    Shape(String),
    /// A square is malformed.
    Square(ParseSquareError),
}

impl fmt::Display for ParseCoordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCoordError::TooLong => write!(f, "coordinate move too long"),
            ParseCoordError::Shape(s) => write!(f, "{s:?} is not a coordinate move like h2e2"),
            ParseCoordError::Square(e) => write!(f, "bad square: {e}"),
        }
    }
}

impl std::error::Error for ParseCoordError {}

/// Reads a coordinate move in `dialect`. Accepts upper case and the official ICCS dash (`H2-E2`).
pub fn parse_coord(text: &str, dialect: CoordDialect) -> Result<Move, ParseCoordError> {
    let t = text.trim();
    if t.len() > 8 {
        return Err(ParseCoordError::TooLong);
    }
    if !t.is_ascii() {
        return Err(ParseCoordError::Shape(t.to_string()));
    }
    let compact: String = t.chars().filter(|&c| c != '-').collect();
    // Split before the second file letter.
    let split = compact
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_alphabetic())
        .map(|(i, _)| i)
        .ok_or_else(|| ParseCoordError::Shape(t.to_string()))?;
    let (a, b) = compact.split_at(split);
    let one_based = dialect == CoordDialect::OneBased;
    let from = Square::parse(a, one_based).map_err(ParseCoordError::Square)?;
    let to = Square::parse(b, one_based).map_err(ParseCoordError::Square)?;
    Ok(Move::new(from, to))
}

/// Writes a coordinate move in `dialect` (lower case, no dash).
pub fn format_coord(m: Move, dialect: CoordDialect) -> String {
    match dialect {
        CoordDialect::Iccs => m.to_string(),
        CoordDialect::OneBased => format!("{}{}", m.from.to_one_based(), m.to.to_one_based()),
    }
}

/// A move in ICCS, for `FromStr`/`Display` round trips.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Iccs(pub Move);

impl FromStr for Iccs {
    type Err = ParseCoordError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_coord(s, CoordDialect::Iccs).map(Iccs)
    }
}

impl fmt::Display for Iccs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_coord(self.0, CoordDialect::Iccs))
    }
}

/// A move in the 1-based dialect, for `FromStr`/`Display` round trips.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct OneBased(pub Move);

impl FromStr for OneBased {
    type Err = ParseCoordError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_coord(s, CoordDialect::OneBased).map(OneBased)
    }
}

impl fmt::Display for OneBased {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_coord(self.0, CoordDialect::OneBased))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dialects() {
        let m = parse_coord("h2e2", CoordDialect::Iccs).unwrap();
        assert_eq!(format_coord(m, CoordDialect::OneBased), "h3e3");
        assert_eq!(parse_coord("h3e3", CoordDialect::OneBased).unwrap(), m);
        assert_eq!(parse_coord("H2-E2", CoordDialect::Iccs).unwrap(), m);
        let tall = parse_coord("a10a9", CoordDialect::OneBased).unwrap();
        assert_eq!(tall.to_string(), "a9a8");
        assert!(parse_coord("a10a9", CoordDialect::Iccs).is_err());
        assert!(parse_coord("h2", CoordDialect::Iccs).is_err());
        assert!(parse_coord("炮二平五", CoordDialect::Iccs).is_err());
        assert!(parse_coord("z2e2", CoordDialect::Iccs).is_err());
        assert_eq!("b0c2".parse::<Iccs>().unwrap().to_string(), "b0c2");
    }
}
