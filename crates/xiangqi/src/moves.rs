//! Moves, fixed-capacity move lists and the reasons a move is illegal.
//!
//! ```
//! use arbiter_xiangqi::{Move, Square};
//! let sq = |s| Square::parse(s, false).unwrap();
//! assert_eq!(Move::new(sq("h2"), sq("e2")).to_string(), "h2e2");
//! ```

use std::fmt;

use super::piece::PieceKind;
use super::square::Square;

/// A move from one square to another. Whether it is legal depends on a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the moving piece stands.
    pub from: Square,
    /// Where it goes (capturing whatever stands there).
    pub to: Square,
}

impl Move {
    /// A move from `from` to `to`.
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }
}

impl fmt::Display for Move {
    /// ICCS coordinates, e.g. `h2e2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Upper bound of pseudo-legal moves in any valid position (2×17 chariot, 2×17 cannon,
/// 2×8 horse, 5×3 soldier, 2×4 elephant, 2×4 advisor, 4 general = 119).
pub const MAX_MOVES: usize = 128;

/// A move list on the stack (no allocation in move generation).
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        let zero = Square::from_index_unchecked(0);
        MoveList {
            moves: [Move::new(zero, zero); MAX_MOVES],
            len: 0,
        }
    }

    /// Empties the list.
    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    #[inline(always)]
    pub(crate) fn push(&mut self, m: Move) {
        // Valid positions never exceed MAX_MOVES; a silent drop beats a panic on a broken invariant.
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves as a slice.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// Whether `m` is in the list.
    pub fn contains(&self, m: Move) -> bool {
        self.as_slice().contains(&m)
    }

    /// Iterates the moves.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// Keeps only the moves for which `keep` is true.
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut w = 0;
        for r in 0..self.len {
            let m = self.moves[r];
            if keep(m) {
                self.moves[w] = m;
                w += 1;
            }
        }
        self.len = w;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Why a move is illegal in a position. The first rule the move breaks is reported, in the order
/// an arbiter checks: the square, the piece's own movement rule, then the safety of the general.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum IllegalMove {
    /// From and to are the same square.
    SameSquare,
    /// There is no piece on the from-square.
    NoPieceOnSquare {
        /// The empty square.
        square: Square,
    },
    /// The piece on the from-square belongs to the side not to move.
    NotYourPiece {
        /// The square of the opponent's piece.
        square: Square,
    },
    /// The destination holds a piece of the mover's own side.
    CapturesOwnPiece {
        /// The occupied destination.
        square: Square,
    },
    /// A general or advisor would leave its palace.
    LeavesPalace {
        /// The piece that would leave.
        kind: PieceKind,
    },
    /// The general moves one point orthogonally; this is not such a step.
    NotAGeneralMove,
    /// The advisor moves one point diagonally; this is not such a step.
    NotAnAdvisorMove,
    /// The elephant moves exactly two points diagonally; this is not such a move.
    NotAnElephantMove,
    /// The elephant may not cross the river.
    ElephantCrossesRiver,
    /// The point between the elephant and its target (the elephant eye, 塞象眼) is occupied.
    ElephantEyeBlocked {
        /// The blocked eye.
        eye: Square,
    },
    /// The horse moves one point orthogonally then one diagonally; this is not such a move.
    NotAHorseMove,
    /// The point next to the horse in the direction of travel (the horse leg, 蹩马腿) is occupied.
    HorseLegBlocked {
        /// The blocked leg.
        leg: Square,
    },
    /// Chariot and cannon move along a rank or file.
    NotAStraightLine,
    /// A chariot move, or a non-capturing cannon move, passes over a piece.
    PathBlocked {
        /// The first piece in the way.
        at: Square,
    },
    /// A cannon capture needs exactly one piece (the screen, 炮架) between; there is none.
    CannonNeedsScreen,
    /// A cannon capture needs exactly one screen; there are more.
    CannonTooManyScreens {
        /// How many pieces stand between.
        screens: u8,
    },
    /// A soldier never moves backwards.
    SoldierCannotRetreat,
    /// A soldier moves sideways only after crossing the river.
    SoldierCannotMoveSideways,
    /// A soldier moves one point forward (or sideways across the river); this is not such a step.
    NotASoldierMove,
    /// After the move the two generals would face each other on an open file (飞将/对脸).
    GeneralsFace,
    /// After the move the mover's general would be attacked (送将 / not answering check).
    LeavesGeneralInCheck,
}

impl IllegalMove {
    /// A stable UPPER_SNAKE code, used by the API's reason enum.
    pub const fn code(&self) -> &'static str {
        match self {
            IllegalMove::SameSquare => "SAME_SQUARE",
            IllegalMove::NoPieceOnSquare { .. } => "NO_PIECE_ON_SQUARE",
            IllegalMove::NotYourPiece { .. } => "NOT_YOUR_PIECE",
            IllegalMove::CapturesOwnPiece { .. } => "CAPTURES_OWN_PIECE",
            IllegalMove::LeavesPalace { .. } => "LEAVES_PALACE",
            IllegalMove::NotAGeneralMove => "NOT_A_GENERAL_MOVE",
            IllegalMove::NotAnAdvisorMove => "NOT_AN_ADVISOR_MOVE",
            IllegalMove::NotAnElephantMove => "NOT_AN_ELEPHANT_MOVE",
            IllegalMove::ElephantCrossesRiver => "ELEPHANT_CROSSES_RIVER",
            IllegalMove::ElephantEyeBlocked { .. } => "ELEPHANT_EYE_BLOCKED",
            IllegalMove::NotAHorseMove => "NOT_A_HORSE_MOVE",
            IllegalMove::HorseLegBlocked { .. } => "HORSE_LEG_BLOCKED",
            IllegalMove::NotAStraightLine => "NOT_A_STRAIGHT_LINE",
            IllegalMove::PathBlocked { .. } => "PATH_BLOCKED",
            IllegalMove::CannonNeedsScreen => "CANNON_NEEDS_SCREEN",
            IllegalMove::CannonTooManyScreens { .. } => "CANNON_TOO_MANY_SCREENS",
            IllegalMove::SoldierCannotRetreat => "SOLDIER_CANNOT_RETREAT",
            IllegalMove::SoldierCannotMoveSideways => "SOLDIER_CANNOT_MOVE_SIDEWAYS",
            IllegalMove::NotASoldierMove => "NOT_A_SOLDIER_MOVE",
            IllegalMove::GeneralsFace => "GENERALS_FACE",
            IllegalMove::LeavesGeneralInCheck => "LEAVES_GENERAL_IN_CHECK",
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::SameSquare => write!(f, "the move does not change square"),
            IllegalMove::NoPieceOnSquare { square } => write!(f, "no piece on {square}"),
            IllegalMove::NotYourPiece { square } => {
                write!(f, "the piece on {square} belongs to the side not to move")
            }
            IllegalMove::CapturesOwnPiece { square } => {
                write!(f, "{square} holds a piece of the mover's own side")
            }
            IllegalMove::LeavesPalace { kind } => {
                write!(f, "the {} may not leave the palace", kind.name())
            }
            IllegalMove::NotAGeneralMove => {
                write!(f, "the general moves one point along a rank or file")
            }
            IllegalMove::NotAnAdvisorMove => write!(f, "the advisor moves one point diagonally"),
            IllegalMove::NotAnElephantMove => {
                write!(f, "the elephant moves exactly two points diagonally")
            }
            IllegalMove::ElephantCrossesRiver => write!(f, "the elephant may not cross the river"),
            IllegalMove::ElephantEyeBlocked { eye } => {
                write!(f, "the elephant eye {eye} is blocked")
            }
            IllegalMove::NotAHorseMove => {
                write!(f, "the horse moves one point straight and one diagonally")
            }
            IllegalMove::HorseLegBlocked { leg } => write!(f, "the horse leg {leg} is blocked"),
            IllegalMove::NotAStraightLine => write!(f, "the piece moves along a rank or file only"),
            IllegalMove::PathBlocked { at } => write!(f, "the path is blocked at {at}"),
            IllegalMove::CannonNeedsScreen => {
                write!(
                    f,
                    "a cannon captures only by jumping over exactly one screen; there is none"
                )
            }
            IllegalMove::CannonTooManyScreens { screens } => write!(
                f,
                "a cannon captures by jumping over exactly one screen; there are {screens}"
            ),
            IllegalMove::SoldierCannotRetreat => write!(f, "a soldier never moves backwards"),
            IllegalMove::SoldierCannotMoveSideways => {
                write!(f, "a soldier moves sideways only after crossing the river")
            }
            IllegalMove::NotASoldierMove => write!(f, "a soldier moves one point at a time"),
            IllegalMove::GeneralsFace => {
                write!(f, "the two generals would face each other on an open file")
            }
            IllegalMove::LeavesGeneralInCheck => {
                write!(f, "the move leaves the mover's general in check")
            }
        }
    }
}

impl std::error::Error for IllegalMove {}
