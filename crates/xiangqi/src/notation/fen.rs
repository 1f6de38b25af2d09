//! FEN for Xiangqi: `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
//!
//! Ranks are listed from Black's back rank (rank 9) down to Red's (rank 0). Reading accepts
//! `w`/`r` for Red and `b` for Black, the letters `E` (elephant) and `H` (horse) as synonyms, and
//! missing trailing fields; writing is canonical (`w`/`b`, `- -`, clocks).

use std::fmt::{self, Write as _};
use std::str::FromStr;

use crate::board::Board;
use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::setup::{PositionError, Setup};
use crate::square::Square;

/// The FEN of the standard opening position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Longest FEN accepted (a canonical FEN is under 100 bytes).
pub const MAX_FEN_LEN: usize = 256;

/// Why a FEN string could not be read (syntax; see [`FenError`] for impossible positions).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseFenError {
    /// Nothing but whitespace.
    Empty,
    /// Longer than [`MAX_FEN_LEN`].
    TooLong {
        /// The length given.
        len: usize,
    },
    /// The placement field does not have 10 ranks.
    RankCount {
        /// How many `/`-separated ranks were found.
        found: usize,
    },
    /// A rank does not describe exactly 9 points.
    RankWidth {
        /// FEN rank (1 = first listed = Black's back rank).
        rank: usize,
        /// How many points it describes.
        width: usize,
    },
    /// A character that is neither a piece letter nor a digit 1–9.
    BadChar {
        /// FEN rank (1-based, as listed).
        rank: usize,
        /// The character.
        ch: char,
    },
    /// The side-to-move field is not `w`, `r` or `b`.
    BadSide {
        /// The field.
        field: String,
    },
    /// A clock field is not a number.
    BadNumber {
        /// Which field (`halfmove clock` or `fullmove number`).
        field: &'static str,
        /// The text.
        text: String,
    },
    /// More than six fields.
    TooManyFields,
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::Empty => write!(f, "empty FEN"),
            ParseFenError::TooLong { len } => {
                write!(f, "FEN of {len} bytes exceeds the limit of {MAX_FEN_LEN}")
            }
            ParseFenError::RankCount { found } => {
                write!(f, "FEN placement has {found} ranks, expected 10")
            }
            ParseFenError::RankWidth { rank, width } => {
                write!(f, "FEN rank {rank} describes {width} points, expected 9")
            }
            ParseFenError::BadChar { rank, ch } => {
                write!(f, "FEN rank {rank}: unexpected character {ch:?}")
            }
            ParseFenError::BadSide { field } => {
                write!(f, "side to move {field:?} is not w, r or b")
            }
            ParseFenError::BadNumber { field, text } => {
                write!(f, "{field} {text:?} is not a number")
            }
            ParseFenError::TooManyFields => write!(f, "FEN has more than six fields"),
        }
    }
}

impl std::error::Error for ParseFenError {}

/// A FEN that is unreadable or describes an impossible position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// The text is not FEN.
    Parse(ParseFenError),
    /// The text is FEN but the position is not playable.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> Self {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> Self {
        FenError::Position(e)
    }
}

/// Reads a FEN into an unchecked setup.
pub fn parse_setup(text: &str) -> Result<Setup, ParseFenError> {
    if text.len() > MAX_FEN_LEN {
        return Err(ParseFenError::TooLong { len: text.len() });
    }
    let mut fields = text.split_whitespace();
    let placement = fields.next().ok_or(ParseFenError::Empty)?;
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 10 {
        return Err(ParseFenError::RankCount { found: ranks.len() });
    }
    let mut board = Board::empty();
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 9 - i as u8;
        let mut file: usize = 0;
        for ch in rank_text.chars() {
            if let Some(d) = ch.to_digit(10) {
                if d == 0 {
                    return Err(ParseFenError::BadChar { rank: i + 1, ch });
                }
                file += d as usize;
            } else {
                let piece =
                    Piece::from_fen_char(ch).ok_or(ParseFenError::BadChar { rank: i + 1, ch })?;
                if let Some(sq) = Square::new(file.min(255) as u8, rank) {
                    board.set(sq, Some(piece));
                }
                file += 1;
            }
            if file > 9 {
                return Err(ParseFenError::RankWidth {
                    rank: i + 1,
                    width: file,
                });
            }
        }
        if file != 9 {
            return Err(ParseFenError::RankWidth {
                rank: i + 1,
                width: file,
            });
        }
    }
    let turn = match fields.next() {
        None => Side::Red,
        Some("w" | "W" | "r" | "R") => Side::Red,
        Some("b" | "B") => Side::Black,
        Some(other) => {
            return Err(ParseFenError::BadSide {
                field: other.to_string(),
            });
        }
    };
    // Castling and en-passant fields are always `-` in Xiangqi; tolerate anything there.
    let _castling = fields.next();
    let _en_passant = fields.next();
    let halfmoves = match fields.next() {
        None => 0,
        Some(t) => t.parse().map_err(|_| ParseFenError::BadNumber {
            field: "halfmove clock",
            text: t.to_string(),
        })?,
    };
    let fullmoves = match fields.next() {
        None => 1,
        Some(t) => t
            .parse::<u32>()
            .map_err(|_| ParseFenError::BadNumber {
                field: "fullmove number",
                text: t.to_string(),
            })?
            .max(1),
    };
    if fields.next().is_some() {
        return Err(ParseFenError::TooManyFields);
    }
    Ok(Setup {
        board,
        turn,
        halfmoves,
        fullmoves,
    })
}

/// Writes the canonical FEN of a setup.
pub fn write_setup(setup: &Setup) -> String {
    let mut out = String::with_capacity(96);
    out.push_str(&placement(&setup.board));
    out.push(' ');
    out.push(if setup.turn == Side::Red { 'w' } else { 'b' });
    // Writing into a String cannot fail.
    let _ = write!(out, " - - {} {}", setup.halfmoves, setup.fullmoves);
    out
}

/// The placement field alone.
pub fn placement(board: &Board) -> String {
    let mut out = String::with_capacity(90);
    for rank in (0..10u8).rev() {
        let mut empty = 0;
        for file in 0..9u8 {
            match Square::new(file, rank).and_then(|s| board.get(s)) {
                Some(p) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(p.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

impl Position {
    /// Reads and validates a FEN.
    pub fn from_fen(text: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(parse_setup(text)?)?)
    }

    /// The canonical FEN.
    pub fn to_fen(&self) -> String {
        write_setup(&self.to_setup())
    }
}

impl FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Position::from_fen(s)
    }
}

impl fmt::Display for Position {
    /// The canonical FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::SetupProblem;

    #[test]
    fn start_round_trip() {
        let p = Position::from_fen(START_FEN).unwrap();
        assert_eq!(p, Position::startpos());
        assert_eq!(p.to_fen(), START_FEN);
    }

    #[test]
    fn tolerant_reading() {
        let short = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
        assert_eq!(Position::from_fen(short).unwrap().to_fen(), START_FEN);
        let red = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r";
        assert_eq!(Position::from_fen(red).unwrap().to_fen(), START_FEN);
    }

    #[test]
    fn syntax_errors() {
        assert_eq!(parse_setup(""), Err(ParseFenError::Empty));
        assert!(matches!(
            parse_setup("9/9"),
            Err(ParseFenError::RankCount { found: 2 })
        ));
        assert!(matches!(
            parse_setup("rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"),
            Err(ParseFenError::RankWidth { rank: 1, .. })
        ));
        assert!(matches!(
            parse_setup("rnbakabnx/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"),
            Err(ParseFenError::BadChar { ch: 'x', .. })
        ));
        assert!(matches!(
            parse_setup(&format!("{START_FEN} x")),
            Err(ParseFenError::TooManyFields)
        ));
        assert!(matches!(
            parse_setup("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x"),
            Err(ParseFenError::BadSide { .. })
        ));
    }

    #[test]
    fn every_problem_reported() {
        // Red: general outside the palace, an advisor on e0, a sixth soldier; kings facing.
        let fen = "4k4/9/9/PPPP1PP2/9/9/9/9/4K4/4A4 w";
        let err = match Position::from_fen(fen) {
            Err(FenError::Position(e)) => e,
            other => panic!("expected a position error, got {other:?}"),
        };
        let codes: Vec<&str> = err.problems.iter().map(SetupProblem::code).collect();
        assert!(codes.contains(&"TOO_MANY_PIECES"), "{codes:?}");
        assert!(codes.contains(&"IMPOSSIBLE_SQUARE"), "{codes:?}");
        assert!(codes.contains(&"GENERALS_FACE"), "{codes:?}");
        let missing = Position::from_fen("9/9/9/9/9/9/9/9/9/4K4 w").unwrap_err();
        assert!(
            missing.to_string().contains("black has no general"),
            "{missing}"
        );
    }

    #[test]
    fn side_not_to_move_in_check() {
        // Red's chariot gives check but it is Red's turn again.
        let err = Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 w").unwrap_err();
        assert!(err.to_string().contains("black is in check"), "{err}");
    }
}
