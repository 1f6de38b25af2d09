//! A validated, playable position.
//!
//! ```
//! use arbiter_xiangqi::{Move, Position, Square, Status};
//! let mut pos = Position::startpos();
//! assert_eq!(pos.legal_moves().len(), 44);
//! // 炮二平五 (ICCS h2e2).
//! let sq = |s| Square::parse(s, false).unwrap();
//! pos.play(Move::new(sq("h2"), sq("e2"))).unwrap();
//! assert_eq!(pos.status(), Status::Ongoing);
//! assert_eq!(
//!     pos.to_fen(),
//!     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
//! );
//! ```

use super::board::Board;
use super::moves::Move;
use super::piece::{Piece, PieceKind, Side};
use super::setup::{PositionError, Setup, SetupProblem, reachable};
use super::square::Square;
use super::zobrist;

/// A legal Xiangqi position: both generals present in their palaces, piece counts within the
/// game's, every piece on a point it can reach, generals not facing, the side not to move not in
/// check. Obtained only through [`Position::from_setup`] (or FEN), so every method may rely on it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) kings: [Square; 2],
    pub(crate) turn: Side,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
}

/// How the game stands for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// The side to move has at least one legal move.
    Ongoing,
    /// The side to move is in check and has no legal move (将死): it loses.
    Checkmate {
        /// The side that delivered mate.
        winner: Side,
    },
    /// The side to move is not in check but has no legal move (困毙): in Xiangqi it loses too.
    Stalemate {
        /// The side that is not stalemated.
        winner: Side,
    },
}

impl Position {
    /// The standard opening position.
    pub fn startpos() -> Position {
        // Validated once per process: every request without a start FEN begins here, and the
        // validation costs more than the copy.
        static START: std::sync::LazyLock<Position> = std::sync::LazyLock::new(|| {
            // The standard setup is valid by construction; fall back to a direct build if not.
            match Position::from_setup(Setup::standard()) {
                Ok(p) => p,
                Err(_) => unreachable_start(),
            }
        });
        START.clone()
    }

    /// Validates a setup, reporting every problem at once.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let Setup {
            board,
            turn,
            halfmoves,
            fullmoves,
        } = setup;
        let mut problems = Vec::new();
        let mut counts = [[0usize; 7]; 2];
        let mut kings: [Option<Square>; 2] = [None, None];
        for (sq, piece) in board.occupied() {
            counts[piece.side.index()][piece.kind.index()] += 1;
            if piece.kind == PieceKind::General {
                kings[piece.side.index()] = Some(sq);
            }
            if !reachable(piece, sq) {
                problems.push(SetupProblem::ImpossibleSquare { piece, square: sq });
            }
        }
        for side in [Side::Red, Side::Black] {
            for kind in PieceKind::ALL {
                let count = counts[side.index()][kind.index()];
                if kind == PieceKind::General && count == 0 {
                    problems.push(SetupProblem::MissingGeneral { side });
                } else if count > kind.max_count() {
                    problems.push(SetupProblem::TooManyPieces {
                        side,
                        kind,
                        count,
                        max: kind.max_count(),
                    });
                }
            }
        }
        let (Some(red), Some(black)) = (kings[0], kings[1]) else {
            return Err(PositionError { problems });
        };
        if counts[0][0] == 1 && counts[1][0] == 1 {
            if board.generals_face(red, black) {
                problems.push(SetupProblem::GeneralsFace);
            }
            let waiting = turn.opponent();
            if board.attacked_by(kings[waiting.index()].unwrap_or(red), turn) {
                problems.push(SetupProblem::SideNotToMoveInCheck { side: waiting });
            }
        }
        if !problems.is_empty() {
            return Err(PositionError { problems });
        }
        let mut pos = Position {
            board,
            kings: [red, black],
            turn,
            halfmoves,
            fullmoves: fullmoves.max(1),
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// The position as an unchecked setup (e.g. to edit it).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// Piece placement.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.get(sq)
    }

    /// Side to move.
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Where `side`'s general stands.
    pub fn general(&self, side: Side) -> Square {
        self.kings[side.index()]
    }

    /// Plies since the last capture.
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// Full-move number (starts at 1, incremented after Black moves).
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Zobrist hash of placement and side to move (clocks excluded), maintained incrementally.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch; equals [`Position::hash`] by construction (tested).
    pub fn compute_hash(&self) -> u64 {
        let mut h = zobrist::side_key(self.turn);
        for (sq, piece) in self.board.occupied() {
            h ^= zobrist::piece_key(piece, sq);
        }
        h
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.side_in_check(self.turn)
    }

    pub(crate) fn side_in_check(&self, side: Side) -> bool {
        self.board
            .attacked_by(self.kings[side.index()], side.opponent())
            || self.board.generals_face(self.kings[0], self.kings[1])
    }

    /// The squares of the opponent's pieces that give check to the side to move (for
    /// explanations; facing generals are reported as the opponent's general).
    pub fn checkers(&self) -> Vec<Square> {
        let us = self.turn;
        let ksq = self.kings[us.index()];
        let mut out = Vec::new();
        for (sq, piece) in self.board.occupied() {
            if piece.side == us {
                continue;
            }
            if piece.kind == PieceKind::General {
                if self.board.generals_face(self.kings[0], self.kings[1]) {
                    out.push(sq);
                }
                continue;
            }
            if self.piece_attacks(sq, piece, ksq) {
                out.push(sq);
            }
        }
        out
    }

    /// A cheap necessary condition for `m` to give check: it must start or end on the enemy
    /// general's file or rank (chariot, cannon, screens, discovered lines) or within two points
    /// of it (horse checks and horse legs, soldiers). Searches skip other moves unplayed.
    pub fn could_check(&self, m: Move) -> bool {
        let k = self.kings[self.turn.opponent().index()];
        let near = |s: Square| {
            s.file() == k.file()
                || s.rank() == k.rank()
                || (s.file().abs_diff(k.file()) <= 2 && s.rank().abs_diff(k.rank()) <= 2)
        };
        near(m.from) || near(m.to)
    }

    /// Plays a move known to be legal (e.g. from [`Position::legal_moves`]); returns the capture.
    pub fn play_unchecked(&mut self, m: Move) -> Option<Piece> {
        let (from, to) = (m.from.index(), m.to.index());
        let moving = self.board.cells[from];
        let captured = self.board.move_code(from, to);
        self.hash ^= zobrist::code_key(moving, from)
            ^ zobrist::code_key(moving, to)
            ^ zobrist::code_key(captured, to)
            ^ zobrist::BLACK_TO_MOVE;
        if let Some(p) = Piece::from_code(moving)
            && p.kind == PieceKind::General
        {
            self.kings[p.side.index()] = m.to;
        }
        if captured != 0 {
            self.halfmoves = 0;
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        if self.turn == Side::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = self.turn.opponent();
        Piece::from_code(captured)
    }

    /// The same placement with the other side to move (a "pass"), for threat analysis: what the
    /// side that just moved could do if it moved again. `None` if the side to move is in check
    /// (passing would leave its general capturable).
    pub fn null_move(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut p = self.clone();
        p.turn = p.turn.opponent();
        p.hash ^= zobrist::BLACK_TO_MOVE;
        if p.board.attacked_by(p.kings[self.turn.index()], p.turn) {
            return None;
        }
        Some(p)
    }

    /// The same placement with the other side to move, even if the side to move is in check (for
    /// "what does this checking side attack" questions only: the result may let the new side to
    /// move capture the general, which analysis code skips).
    pub fn pass_unchecked(&self) -> Position {
        let mut p = self.clone();
        p.turn = p.turn.opponent();
        p.hash ^= zobrist::BLACK_TO_MOVE;
        p
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        matches!(self.status(), Status::Checkmate { .. })
    }

    /// Whether the side to move is stalemated (困毙, a loss in Xiangqi).
    pub fn is_stalemate(&self) -> bool {
        matches!(self.status(), Status::Stalemate { .. })
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::startpos()
    }
}

/// Builds the start position without validation; only reached if the tables were broken.
fn unreachable_start() -> Position {
    let board = Board::standard();
    let red = Square::new(4, 0).unwrap_or(Square::from_index_unchecked(4));
    let black = Square::new(4, 9).unwrap_or(Square::from_index_unchecked(85));
    let mut p = Position {
        board,
        kings: [red, black],
        turn: Side::Red,
        halfmoves: 0,
        fullmoves: 1,
        hash: 0,
    };
    p.hash = p.compute_hash();
    p
}
