//! The unchecked position (`Setup`) and everything that can be wrong with one.
//!
//! ```
//! use arbiter_xiangqi::{Position, Setup};
//! // The opening position, checked and made playable.
//! let pos = Position::from_setup(Setup::standard()).unwrap();
//! assert_eq!(pos, Position::startpos());
//! ```

use std::fmt;

use super::board::Board;
use super::piece::{Piece, PieceKind, Side};
use super::square::Square;

/// A position as read from a FEN or built by hand: not yet known to be playable.
/// Turn it into a [`super::Position`] with [`super::Position::from_setup`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// Piece placement.
    pub board: Board,
    /// Side to move.
    pub turn: Side,
    /// Plies since the last capture (FEN field 5).
    pub halfmoves: u32,
    /// Move number, starting at 1 and incremented after Black's move (FEN field 6).
    pub fullmoves: u32,
}

impl Setup {
    /// The standard opening position, Red to move.
    pub fn standard() -> Setup {
        Setup {
            board: Board::standard(),
            turn: Side::Red,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::standard()
    }
}

/// One reason a setup is not a playable position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupProblem {
    /// The side has no general.
    MissingGeneral {
        /// Whose general is missing.
        side: Side,
    },
    /// The side has more pieces of a kind than the game provides.
    TooManyPieces {
        /// Whose pieces.
        side: Side,
        /// Which kind.
        kind: PieceKind,
        /// How many there are.
        count: usize,
        /// How many there may be at most.
        max: usize,
    },
    /// A general or advisor stands outside its own palace, or an elephant or soldier on a point
    /// it can never reach.
    ImpossibleSquare {
        /// The piece.
        piece: Piece,
        /// Where it stands.
        square: Square,
    },
    /// The two generals face each other on an open file.
    GeneralsFace,
    /// The side *not* to move is in check: no legal move can have produced this.
    SideNotToMoveInCheck {
        /// The side in check.
        side: Side,
    },
}

impl SetupProblem {
    /// A stable UPPER_SNAKE code.
    pub const fn code(&self) -> &'static str {
        match self {
            SetupProblem::MissingGeneral { .. } => "MISSING_GENERAL",
            SetupProblem::TooManyPieces { .. } => "TOO_MANY_PIECES",
            SetupProblem::ImpossibleSquare { .. } => "IMPOSSIBLE_SQUARE",
            SetupProblem::GeneralsFace => "GENERALS_FACE",
            SetupProblem::SideNotToMoveInCheck { .. } => "SIDE_NOT_TO_MOVE_IN_CHECK",
        }
    }
}

impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupProblem::MissingGeneral { side } => write!(f, "{side} has no general"),
            SetupProblem::TooManyPieces {
                side,
                kind,
                count,
                max,
            } => {
                write!(
                    f,
                    "{side} has {count} {}s, at most {max} allowed",
                    kind.name()
                )
            }
            SetupProblem::ImpossibleSquare { piece, square } => {
                write!(
                    f,
                    "{} {} cannot stand on {square}",
                    piece.side,
                    piece.kind.name()
                )
            }
            SetupProblem::GeneralsFace => write!(f, "the generals face each other on an open file"),
            SetupProblem::SideNotToMoveInCheck { side } => {
                write!(f, "{side} is in check but it is not {side}'s turn")
            }
        }
    }
}

/// A setup rejected as a position, with every problem found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionError {
    /// All problems, in a stable order.
    pub problems: Vec<SetupProblem>,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                write!(f, "; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

/// Whether `piece` may ever stand on `sq` in a game from the standard setup.
pub fn reachable(piece: Piece, sq: Square) -> bool {
    // Work in Red's frame: mirror Black's ranks.
    let f = sq.file();
    let r = match piece.side {
        Side::Red => sq.rank(),
        Side::Black => 9 - sq.rank(),
    };
    match piece.kind {
        PieceKind::General => (3..=5).contains(&f) && r <= 2,
        PieceKind::Advisor => matches!((f, r), (3, 0) | (5, 0) | (4, 1) | (3, 2) | (5, 2)),
        PieceKind::Elephant => {
            matches!(
                (f, r),
                (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
            )
        }
        PieceKind::Soldier => r >= 5 || ((r == 3 || r == 4) && f.is_multiple_of(2)),
        PieceKind::Horse | PieceKind::Chariot | PieceKind::Cannon => true,
    }
}
