//! Move generation, legality and the reasons behind illegal moves.
//!
//! ```
//! use arbiter_xiangqi::{IllegalMove, Move, Position, Square};
//! let pos = Position::startpos();
//! let sq = |s| Square::parse(s, false).unwrap();
//! // The horse on b0 reaches c2 (its leg, b1, is free); the chariot on a0 cannot pass its
//! // own horse.
//! assert!(pos.is_legal(Move::new(sq("b0"), sq("c2"))));
//! assert!(!pos.is_legal(Move::new(sq("a0"), sq("c0"))));
//! ```

use super::board::Board;
use super::legality::{Leaving, Legality};
use super::moves::{IllegalMove, Move, MoveList};
use super::piece::{Piece, PieceKind, Side};
use super::position::{Position, Status};
use super::square::Square;
use super::tables::{
    ADVISOR_MOVES, ELEPHANT_MOVES, GENERAL_MOVES, HORSE_MOVES, NONE, SOLDIER_MOVES, next_above,
    next_below,
};

/// Mailbox codes 1..=7 are Red's, 8..=14 Black's.
#[inline(always)]
fn is_own(code: u8, black: bool) -> bool {
    code != 0 && ((code > 7) == black)
}

/// Whether a piece of `black`'s side may land on a point holding `code`: any point but its own
/// side's, or with `CAPTURES` only the opponent's.
#[inline(always)]
fn may_land<const CAPTURES: bool>(code: u8, black: bool) -> bool {
    if CAPTURES {
        code != 0 && ((code > 7) != black)
    } else {
        !is_own(code, black)
    }
}

#[inline(always)]
fn mv(from: usize, to: usize) -> Move {
    Move::new(
        Square::from_index_unchecked(from as u8),
        Square::from_index_unchecked(to as u8),
    )
}

/// A chariot or cannon about to emit its moves along the four lines through it.
struct Slider<'a> {
    list: &'a mut MoveList,
    cells: &'a [u8; 90],
    from: usize,
    black: bool,
    cannon: bool,
}

/// One direction along a rank or file: `mask` is the line's occupancy, `pos` the piece's bit in
/// it, `up` towards higher bits, `limit` the line's length.
#[derive(Clone, Copy)]
struct Ray {
    mask: u16,
    pos: u8,
    up: bool,
    limit: u8,
}

impl Slider<'_> {
    /// Moves along one ray (see [`Ray`]); `at(bit)` is the mailbox index of a bit. With
    /// `CAPTURES`, only the capture at the ray's end.
    #[inline(always)]
    fn ray<const CAPTURES: bool>(&mut self, ray: Ray, at: impl Fn(u8) -> usize) {
        let Ray {
            mask,
            pos,
            up,
            limit,
        } = ray;
        let first = if up {
            next_above(mask, pos)
        } else {
            next_below(mask, pos)
        };
        if !CAPTURES {
            if up {
                for x in pos + 1..first.unwrap_or(limit) {
                    self.list.push(mv(self.from, at(x)));
                }
            } else {
                for x in (first.map_or(0, |b| b + 1)..pos).rev() {
                    self.list.push(mv(self.from, at(x)));
                }
            }
        }
        let Some(b) = first else { return };
        let target = if self.cannon {
            match if up {
                next_above(mask, b)
            } else {
                next_below(mask, b)
            } {
                Some(b2) => b2,
                None => return,
            }
        } else {
            b
        };
        if !is_own(self.cells[at(target)], self.black) {
            self.list.push(mv(self.from, at(target)));
        }
    }
}

/// All pseudo-legal moves (each piece's movement rules; the general's safety not yet tested).
/// With `CAPTURES`, only the captures, in the same order as among all moves: a search that
/// only wants captures skips generating the quiet moves it would throw away.
pub(crate) fn pseudo_moves<const CAPTURES: bool>(board: &Board, us: Side, list: &mut MoveList) {
    let mut own = board.side_occ[us.index()];
    while own != 0 {
        let from = own.trailing_zeros() as u8;
        own &= own - 1;
        piece_moves::<CAPTURES>(board, us, from / 9, from % 9, list);
    }
}

/// The pseudo-legal moves (with `CAPTURES`, captures) of the side's piece on rank `r`, file `f`.
#[inline]
fn piece_moves<const CAPTURES: bool>(board: &Board, us: Side, r: u8, f: u8, list: &mut MoveList) {
    let black = us == Side::Black;
    let cells = &board.cells;
    let from = r as usize * 9 + f as usize;
    let code = cells[from];
    let kind = (code - 1) % 7;
    match kind {
        // General
        0 => {
            for &to in &GENERAL_MOVES[from] {
                if to != NONE && may_land::<CAPTURES>(cells[to as usize], black) {
                    list.push(mv(from, to as usize));
                }
            }
        }
        // Advisor
        1 => {
            for &to in &ADVISOR_MOVES[from] {
                if to != NONE && may_land::<CAPTURES>(cells[to as usize], black) {
                    list.push(mv(from, to as usize));
                }
            }
        }
        // Elephant
        2 => {
            for &(to, eye) in &ELEPHANT_MOVES[from] {
                if to != NONE
                    && cells[eye as usize] == 0
                    && may_land::<CAPTURES>(cells[to as usize], black)
                {
                    list.push(mv(from, to as usize));
                }
            }
        }
        // Horse
        3 => {
            for &(to, leg) in &HORSE_MOVES[from] {
                if to != NONE
                    && cells[leg as usize] == 0
                    && may_land::<CAPTURES>(cells[to as usize], black)
                {
                    list.push(mv(from, to as usize));
                }
            }
        }
        // Chariot (4) and cannon (5)
        4 | 5 => {
            let rm = board.rank_occ[r as usize];
            let fm = board.file_occ[f as usize];
            let rank_at = |x: u8| r as usize * 9 + x as usize;
            let file_at = |y: u8| y as usize * 9 + f as usize;
            let mut slider = Slider {
                list,
                cells,
                from,
                black,
                cannon: kind == 5,
            };
            for up in [true, false] {
                let along_rank = Ray {
                    mask: rm,
                    pos: f,
                    up,
                    limit: 9,
                };
                slider.ray::<CAPTURES>(along_rank, rank_at);
            }
            for up in [true, false] {
                let along_file = Ray {
                    mask: fm,
                    pos: r,
                    up,
                    limit: 10,
                };
                slider.ray::<CAPTURES>(along_file, file_at);
            }
        }
        // Soldier
        _ => {
            for &to in &SOLDIER_MOVES[us.index()][from] {
                if to != NONE && may_land::<CAPTURES>(cells[to as usize], black) {
                    list.push(mv(from, to as usize));
                }
            }
        }
    }
}

/// All legal moves (with `CAPTURES`, the legal captures) of the side to move.
fn legal<const CAPTURES: bool>(pos: &Position) -> MoveList {
    let mut list = MoveList::new();
    pseudo_moves::<CAPTURES>(&pos.board, pos.turn, &mut list);
    let mut legality = Legality::new(pos);
    list.retain(|m| legality.is_legal(m));
    list
}

/// All legal moves of the side to move.
pub(crate) fn legal_moves(pos: &Position) -> MoveList {
    legal::<false>(pos)
}

/// The legal captures of the side to move.
pub(crate) fn legal_captures(pos: &Position) -> MoveList {
    legal::<true>(pos)
}

/// The legal moves of the side to move that pass `keep` (tested before the costlier legality).
pub(crate) fn legal_where(pos: &Position, keep: impl Fn(Move) -> bool) -> MoveList {
    let mut list = MoveList::new();
    pseudo_moves::<false>(&pos.board, pos.turn, &mut list);
    list.retain(&keep);
    let mut legality = Legality::new(pos);
    list.retain(|m| legality.is_legal(m));
    list
}

/// Whether the side to move has any legal move (stops at the first piece that has one).
pub(crate) fn has_legal(pos: &Position) -> bool {
    let mut legality = Legality::new(pos);
    let mut list = MoveList::new();
    let mut own = pos.board.side_occ[pos.turn.index()];
    while own != 0 {
        let from = own.trailing_zeros() as u8;
        own &= own - 1;
        list.clear();
        piece_moves::<false>(&pos.board, pos.turn, from / 9, from % 9, &mut list);
        if list.iter().any(|&m| legality.is_legal(m)) {
            return true;
        }
    }
    false
}

/// The number of legal moves of the side to move. The chariots' and cannons' moves are counted
/// without listing them where no move of theirs can expose the general (perft's leaves are
/// mostly these).
pub(crate) fn count_legal(pos: &Position) -> usize {
    let board = &pos.board;
    let mut legality = Legality::new(pos);
    let mut list = MoveList::new();
    let mut count = 0;
    let mut own = board.side_occ[pos.turn.index()];
    while own != 0 {
        let from = own.trailing_zeros() as usize;
        own &= own - 1;
        let (r, f) = ((from / 9) as u8, (from % 9) as u8);
        let kind = (board.cells[from] - 1) % 7;
        if matches!(kind, 4 | 5)
            && let Some(n) = legality.slider_count(board, r, f, kind == 5)
        {
            count += n;
            continue;
        }
        if !matches!(kind, 0 | 4 | 5)
            && let Some(leaving) = legality.leaving(Square::from_index_unchecked(from as u8))
        {
            count += leaper_count(board, pos.turn, kind, from, leaving, &mut legality);
            continue;
        }
        list.clear();
        piece_moves::<false>(board, pos.turn, r, f, &mut list);
        count += list.iter().filter(|&&m| legality.is_legal(m)).count();
    }
    count
}

/// The legal moves of an advisor, elephant, horse or soldier (`kind` 1, 2, 3, 6) on `from`,
/// placed as `leaving` says, counted without listing them.
#[inline(always)]
fn leaper_count(
    board: &Board,
    us: Side,
    kind: u8,
    from: usize,
    leaving: Leaving,
    legality: &mut Legality,
) -> usize {
    let black = us == Side::Black;
    let cells = &board.cells;
    let mut lands = |to: u8| {
        let code = cells[to as usize];
        !is_own(code, black) && legality.is_legal_leaving(leaving, mv(from, to as usize), code != 0)
    };
    match kind {
        1 => ADVISOR_MOVES[from]
            .iter()
            .filter(|&&to| to != NONE && lands(to))
            .count(),
        2 => ELEPHANT_MOVES[from]
            .iter()
            .filter(|&&(to, eye)| to != NONE && cells[eye as usize] == 0 && lands(to))
            .count(),
        3 => HORSE_MOVES[from]
            .iter()
            .filter(|&&(to, leg)| to != NONE && cells[leg as usize] == 0 && lands(to))
            .count(),
        _ => SOLDIER_MOVES[us.index()][from]
            .iter()
            .filter(|&&to| to != NONE && lands(to))
            .count(),
    }
}

/// Checks a piece's own movement rule for `m` on `board` (not whose turn it is, not the
/// destination's owner, not the general's safety).
pub(crate) fn geometry_check(board: &Board, piece: Piece, m: Move) -> Result<(), IllegalMove> {
    let (from, to) = (m.from, m.to);
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let (adf, adr) = (df.abs(), dr.abs());
    match piece.kind {
        PieceKind::General => {
            if adf + adr != 1 {
                return Err(IllegalMove::NotAGeneralMove);
            }
            if !to.in_palace(piece.side) {
                return Err(IllegalMove::LeavesPalace { kind: piece.kind });
            }
        }
        PieceKind::Advisor => {
            if adf != 1 || adr != 1 {
                return Err(IllegalMove::NotAnAdvisorMove);
            }
            if !to.in_palace(piece.side) {
                return Err(IllegalMove::LeavesPalace { kind: piece.kind });
            }
        }
        PieceKind::Elephant => {
            if adf != 2 || adr != 2 {
                return Err(IllegalMove::NotAnElephantMove);
            }
            if !to.on_own_half(piece.side) {
                return Err(IllegalMove::ElephantCrossesRiver);
            }
            if let Some(eye) = from.offset(df / 2, dr / 2)
                && board.get(eye).is_some()
            {
                return Err(IllegalMove::ElephantEyeBlocked { eye });
            }
        }
        PieceKind::Horse => {
            let leg = match (adf, adr) {
                (1, 2) => from.offset(0, dr / 2),
                (2, 1) => from.offset(df / 2, 0),
                _ => return Err(IllegalMove::NotAHorseMove),
            };
            if let Some(leg) = leg
                && board.get(leg).is_some()
            {
                return Err(IllegalMove::HorseLegBlocked { leg });
            }
        }
        PieceKind::Chariot => {
            if df != 0 && dr != 0 {
                return Err(IllegalMove::NotAStraightLine);
            }
            if let Some(at) = board.first_between(from, to) {
                return Err(IllegalMove::PathBlocked { at });
            }
        }
        PieceKind::Cannon => {
            if df != 0 && dr != 0 {
                return Err(IllegalMove::NotAStraightLine);
            }
            let screens = board.pieces_between(from, to).unwrap_or(0);
            if board.get(to).is_none() {
                if let Some(at) = board.first_between(from, to) {
                    return Err(IllegalMove::PathBlocked { at });
                }
            } else if screens == 0 {
                return Err(IllegalMove::CannonNeedsScreen);
            } else if screens > 1 {
                return Err(IllegalMove::CannonTooManyScreens { screens });
            }
        }
        PieceKind::Soldier => {
            let forward = dr * piece.side.forward();
            if forward < 0 {
                return Err(IllegalMove::SoldierCannotRetreat);
            }
            if forward == 0 && adf == 1 {
                if from.on_own_half(piece.side) {
                    return Err(IllegalMove::SoldierCannotMoveSideways);
                }
            } else if !(forward == 1 && adf == 0) {
                return Err(IllegalMove::NotASoldierMove);
            }
        }
    }
    Ok(())
}

/// Checks `m` in `pos` and says why it is illegal, in the order an arbiter would.
pub(crate) fn check_move(pos: &Position, m: Move) -> Result<(), IllegalMove> {
    if m.from == m.to {
        return Err(IllegalMove::SameSquare);
    }
    let piece = pos
        .board
        .get(m.from)
        .ok_or(IllegalMove::NoPieceOnSquare { square: m.from })?;
    if piece.side != pos.turn {
        return Err(IllegalMove::NotYourPiece { square: m.from });
    }
    if let Some(target) = pos.board.get(m.to)
        && target.side == pos.turn
    {
        return Err(IllegalMove::CapturesOwnPiece { square: m.to });
    }
    geometry_check(&pos.board, piece, m)?;
    let mut after = pos.board.clone();
    after.move_code(m.from.index(), m.to.index());
    let us = pos.turn;
    let king = if piece.kind == PieceKind::General {
        m.to
    } else {
        pos.kings[us.index()]
    };
    let their_king = pos.kings[us.opponent().index()];
    if after.generals_face(king, their_king) {
        return Err(IllegalMove::GeneralsFace);
    }
    if after.attacked_by(king, us.opponent()) {
        return Err(IllegalMove::LeavesGeneralInCheck);
    }
    Ok(())
}

/// The rules side of a position: its legal moves, why a move is illegal, playing a move
/// checked, and mate or stalemate. Here, with the generator, so that the position's own file
/// (placement, hashing, making a move) depends on nothing that depends on it.
impl Position {
    /// Whether `piece` on `from` attacks `target` in this position (ignoring pins).
    pub fn piece_attacks(&self, from: Square, piece: Piece, target: Square) -> bool {
        let m = Move::new(from, target);
        geometry_check(&self.board, piece, m).is_ok()
    }

    /// All legal moves of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        legal_moves(self)
    }

    /// The legal moves of the side to move that could give check (see
    /// [`Position::could_check`]).
    pub fn legal_where_could_check(&self) -> MoveList {
        legal_where(self, |m| self.could_check(m))
    }

    /// The legal captures of the side to move, and its legal quiet moves that could give check
    /// (see [`Position::could_check`]): what a tactical search tries.
    pub fn legal_captures_and_checks(&self) -> MoveList {
        legal_where(self, |m| {
            self.board.cells[m.to.index()] != 0 || self.could_check(m)
        })
    }

    /// The legal captures of the side to move (faster than filtering all legal moves).
    pub fn legal_captures(&self) -> MoveList {
        legal_captures(self)
    }

    /// The number of legal moves (faster than collecting them).
    pub fn count_legal_moves(&self) -> usize {
        count_legal(self)
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.check_move(m).is_ok()
    }

    /// Checks `m` and says precisely why it is illegal.
    pub fn check_move(&self, m: Move) -> Result<(), IllegalMove> {
        check_move(self, m)
    }

    /// Plays a legal move, or leaves the position unchanged and says why the move is illegal.
    /// Returns the captured piece, if any.
    pub fn play(&mut self, m: Move) -> Result<Option<Piece>, IllegalMove> {
        self.check_move(m)?;
        Ok(self.play_unchecked(m))
    }

    /// Whether the side to move has at least one legal move (faster than counting).
    pub fn has_legal_moves(&self) -> bool {
        has_legal(self)
    }

    /// Mate, stalemate or neither, for the side to move.
    pub fn status(&self) -> Status {
        if self.has_legal_moves() {
            Status::Ongoing
        } else if self.is_check() {
            Status::Checkmate {
                winner: self.turn.opponent(),
            }
        } else {
            Status::Stalemate {
                winner: self.turn.opponent(),
            }
        }
    }
}
