//! Fast legality filter for pseudo-legal moves: the general's safety.
//!
//! Outside check, a non-general move can expose its own general only through the general's rank
//! and file (a chariot or the enemy general behind a piece that leaves, a cannon that gains or
//! loses a screen) or through a horse leg next to the general. The four lines from the general
//! are summarised once per position (first three pieces on each), so almost every move is
//! decided by a table look-up; only the rare remaining cases play the move on a scratch board.

use super::board::Board;
use super::moves::Move;
use super::piece::{Piece, PieceKind, Side};
use super::position::Position;
use super::square::Square;
use super::tables::{NONE, next_above, next_below};

const NO_DIST: u8 = 15;

/// What one line from the general holds, as far as safety is concerned.
#[derive(Clone, Copy, Default)]
struct Ray {
    /// Distance to the first piece ([`NO_DIST`] if none).
    d1: u8,
    /// Distance to the second piece.
    d2: u8,
    /// The first piece is an enemy cannon: landing in front of it makes it a screen.
    cannon_first: bool,
    /// Moving the first piece off the line exposes the general.
    leave1_illegal: bool,
    /// Moving the second piece off the line exposes the general.
    leave2_illegal: bool,
    /// The line gives check: its first piece is an enemy chariot (or, on the file, the enemy
    /// general: the generals face), or its second an enemy cannon.
    checks: bool,
}

/// Where a piece (not the general) stands relative to the general's lines, outside check and
/// off its horse legs.
#[derive(Clone, Copy)]
pub(crate) enum Leaving {
    /// On none of the general's lines: only the landing point matters.
    Free,
    /// On the general's line `dir` (see [`ray_of`]); `exposes`: leaving the line exposes the
    /// general.
    Line { dir: usize, exposes: bool },
}

/// Decides the legality of pseudo-legal moves of one position.
pub(crate) struct Legality<'a> {
    board: &'a Board,
    /// A copy of the board to play moves on, made at the first move that needs it (most
    /// positions need none: a general's own moves are tested without playing them).
    scratch: Option<Board>,
    us: Side,
    king: Square,
    their_king: Square,
    in_check: bool,
    rays: [Ray; 4],
    /// The points (bit = mailbox index) where a quiet landing gives an enemy cannon on the
    /// general's line its screen: between the general and a cannon that is the line's first
    /// piece.
    barred: u128,
    /// The points next to the general, diagonally, whose piece blocks an enemy horse's leg: a
    /// move off one of them may expose the general (and may capture that horse), so each is
    /// tried. Off the other diagonal points a piece moves as if off the general's lines.
    exposing_legs: u128,
}

/// Which of the four lines through `k` holds `sq`, and how far along: 0 up the file, 1 down the
/// file, 2 right along the rank, 3 left.
#[inline(always)]
fn ray_of(k: Square, sq: Square) -> Option<(usize, u8)> {
    if sq.file() == k.file() {
        if sq.rank() > k.rank() {
            Some((0, sq.rank() - k.rank()))
        } else {
            Some((1, k.rank() - sq.rank()))
        }
    } else if sq.rank() == k.rank() {
        if sq.file() > k.file() {
            Some((2, sq.file() - k.file()))
        } else {
            Some((3, k.file() - sq.file()))
        }
    } else {
        None
    }
}

fn ray_info(board: &Board, k: Square, dir: usize, them: Side) -> Ray {
    let (mask, pos) = if dir < 2 {
        (board.file_occ[k.file() as usize], k.rank())
    } else {
        (board.rank_occ[k.rank() as usize], k.file())
    };
    let up = dir == 0 || dir == 2;
    let next = |p: u8| {
        if up {
            next_above(mask, p)
        } else {
            next_below(mask, p)
        }
    };
    let at = |b: u8| -> u8 {
        let idx = if dir < 2 {
            b as usize * 9 + k.file() as usize
        } else {
            k.rank() as usize * 9 + b as usize
        };
        board.cells[idx]
    };
    let b1 = next(pos);
    let b2 = b1.and_then(next);
    let b3 = b2.and_then(next);
    let dist = |b: Option<u8>| b.map_or(NO_DIST, |b| b.abs_diff(pos));
    let code = |b: Option<u8>| b.map_or(0, at);
    let (p1, p2, p3) = (code(b1), code(b2), code(b3));
    let chariot = Piece::new(them, PieceKind::Chariot).code();
    let cannon = Piece::new(them, PieceKind::Cannon).code();
    let general = Piece::new(them, PieceKind::General).code();
    let opens_to = |p: u8| p == chariot || (dir < 2 && p == general);
    Ray {
        d1: dist(b1),
        d2: dist(b2),
        cannon_first: p1 == cannon,
        leave1_illegal: opens_to(p2) || p3 == cannon,
        leave2_illegal: p3 == cannon,
        checks: opens_to(p1) || p2 == cannon,
    }
}

/// A cheap necessary condition for a move of a piece other than the general `k` to answer a
/// check: every check comes along the general's rank or file (chariot, cannon, soldier, the
/// facing general), from a horse's point, or through a horse's leg next to the general, so the
/// move must land on one of those points (capture, interpose, block the leg) or leave the
/// general's rank or file (take a cannon's screen away).
#[inline(always)]
fn may_answer_check(k: Square, m: Move) -> bool {
    let on_lines = |s: Square| s.file() == k.file() || s.rank() == k.rank();
    let (df, dr) = (
        m.to.file().abs_diff(k.file()),
        m.to.rank().abs_diff(k.rank()),
    );
    on_lines(m.to) || on_lines(m.from) || (df <= 2 && dr <= 2 && df + dr <= 3)
}

/// A rank or file through a chariot or cannon, for counting its moves: the line's occupancy,
/// the piece's bit, the line's length, and the bit (if any) where a quiet landing is illegal.
struct Line {
    mask: u16,
    pos: u8,
    limit: u8,
    barred: Option<u8>,
}

impl Line {
    /// The piece's moves along both directions of the line: the empty points up to the first
    /// piece (less the barred one) and the capture at the end (`enemy(bit)`: an opponent's
    /// piece stands there).
    #[inline(always)]
    fn count(&self, cannon: bool, enemy: impl Fn(u8) -> bool) -> usize {
        let mut count = 0;
        for up in [true, false] {
            let next = |p: u8| {
                if up {
                    next_above(self.mask, p)
                } else {
                    next_below(self.mask, p)
                }
            };
            let first = next(self.pos);
            let (lo, hi) = if up {
                (self.pos + 1, first.unwrap_or(self.limit))
            } else {
                (first.map_or(0, |b| b + 1), self.pos)
            };
            count += usize::from(hi - lo);
            if self.barred.is_some_and(|b| (lo..hi).contains(&b)) {
                count -= 1;
            }
            let target = if cannon { first.and_then(next) } else { first };
            if target.is_some_and(&enemy) {
                count += 1;
            }
        }
        count
    }
}

impl<'a> Legality<'a> {
    pub(crate) fn new(pos: &'a Position) -> Legality<'a> {
        let us = pos.turn;
        let king = pos.kings[us.index()];
        // The four lines are read first: they also say whether a chariot, a cannon or the
        // facing general gives check (`Position::is_check` without reading them twice).
        let rays = [0, 1, 2, 3].map(|dir| ray_info(&pos.board, king, dir, us.opponent()));
        let in_check = rays.iter().any(|ray| ray.checks)
            || pos
                .board
                .leaper_attacks_vacating(king, us.opponent(), usize::from(NONE));
        let mut barred = 0u128;
        if !in_check {
            for (dir, ray) in rays.iter().enumerate() {
                if ray.cannon_first {
                    let (df, dr) = [(0, 1), (0, -1), (1, 0), (-1, 0)][dir];
                    for step in 1..ray.d1 as i8 {
                        if let Some(sq) = king.offset(df * step, dr * step) {
                            barred |= 1 << sq.index();
                        }
                    }
                }
            }
        }
        let mut exposing_legs = 0u128;
        if !in_check {
            let horse = Piece::new(us.opponent(), PieceKind::Horse).code();
            for (dx, dy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let Some(leg) = king.offset(dx, dy) else {
                    continue;
                };
                // The two points from which a horse reaches the general over this leg.
                let horses = [king.offset(dx, 2 * dy), king.offset(2 * dx, dy)];
                if horses
                    .iter()
                    .flatten()
                    .any(|h| pos.board.cells[h.index()] == horse)
                {
                    exposing_legs |= 1 << leg.index();
                }
            }
        }
        Legality {
            board: &pos.board,
            scratch: None,
            us,
            king,
            their_king: pos.kings[us.opponent().index()],
            in_check,
            rays,
            barred,
            exposing_legs,
        }
    }

    /// Whether a move off `from` may expose the general through a horse's leg (see
    /// `exposing_legs`).
    #[inline(always)]
    fn on_exposing_leg(&self, from: Square) -> bool {
        self.exposing_legs & (1 << from.index()) != 0
    }

    /// The number of legal moves of the chariot or cannon on rank `r`, file `f`, counted
    /// without listing them; `None` when it stands where a move of it may expose the general
    /// (in check, on the general's rank or file, or next to it), which the caller decides move
    /// by move. Off those points every capture is legal, and of the quiet moves only a landing
    /// on the general's rank or file in front of an enemy cannon (it would become the screen).
    pub(crate) fn slider_count(&self, board: &Board, r: u8, f: u8, cannon: bool) -> Option<usize> {
        let k = self.king;
        let from = Square::new(f, r)?;
        if self.in_check || f == k.file() || r == k.rank() || self.on_exposing_leg(from) {
            return None;
        }
        // A line through the piece crosses one of the general's lines (ray `dir`, `d` points
        // from the general) at bit `cross`: a quiet landing there in front of an enemy cannon
        // gives it its screen.
        let line = |mask: u16, pos: u8, limit: u8, (dir, d): (usize, u8), cross: u8| {
            let ray = self.rays[dir];
            let barred = (ray.cannon_first && d < ray.d1).then_some(cross);
            Line {
                mask,
                pos,
                limit,
                barred,
            }
        };
        let file_ray = (usize::from(r < k.rank()), r.abs_diff(k.rank()));
        let rank_ray = (2 + usize::from(f < k.file()), f.abs_diff(k.file()));
        let along_rank = line(board.rank_occ[r as usize], f, 9, file_ray, k.file());
        let along_file = line(board.file_occ[f as usize], r, 10, rank_ray, k.rank());
        let black = self.us == Side::Black;
        let enemy = |index: usize| {
            let code = board.cells[index];
            code != 0 && (code > 7) != black
        };
        let rank_at = |x: u8| r as usize * 9 + x as usize;
        let file_at = |y: u8| y as usize * 9 + f as usize;
        Some(
            along_rank.count(cannon, |b| enemy(rank_at(b)))
                + along_file.count(cannon, |b| enemy(file_at(b))),
        )
    }

    /// How the moves of the piece on `from` (not the general) are decided without playing
    /// them, or `None` when they must be tried one by one (in check, or on a horse leg of the
    /// general).
    #[inline(always)]
    pub(crate) fn leaving(&self, from: Square) -> Option<Leaving> {
        let k = self.king;
        if self.in_check || self.on_exposing_leg(from) {
            return None;
        }
        Some(match ray_of(k, from) {
            None => Leaving::Free,
            Some((dir, d)) => {
                let ray = self.rays[dir];
                let exposes = if d == ray.d1 {
                    ray.leave1_illegal
                } else if d == ray.d2 {
                    ray.leave2_illegal
                } else {
                    false
                };
                Leaving::Line { dir, exposes }
            }
        })
    }

    /// Whether a move from a point that [`Legality::leaving`] describes as `leaving` to `to`
    /// (a capture when `captures`) leaves the general safe. A capture along the same line of
    /// the general is played out.
    #[inline(always)]
    pub(crate) fn is_legal_leaving(&mut self, leaving: Leaving, m: Move, captures: bool) -> bool {
        match leaving {
            Leaving::Free => self.lands_safely(m.to.index(), captures),
            Leaving::Line { dir, exposes } => {
                if ray_of(self.king, m.to).is_some_and(|(to_dir, _)| to_dir == dir) {
                    // A quiet move along the line keeps its pieces' order (see
                    // `Legality::is_legal`).
                    !captures || self.safe_after(m)
                } else {
                    !exposes && self.lands_safely(m.to.index(), captures)
                }
            }
        }
    }

    /// For a piece off the general's lines and legs: whether landing on `to` (a capture when
    /// `captures`) leaves the general safe — any capture, and any quiet landing but in front
    /// of an enemy cannon on the general's line.
    #[inline(always)]
    pub(crate) fn lands_safely(&self, to: usize, captures: bool) -> bool {
        captures || self.barred & (1 << to) == 0
    }

    /// Whether the pseudo-legal move `m` leaves the mover's general safe.
    #[inline(always)]
    pub(crate) fn is_legal(&mut self, m: Move) -> bool {
        let k = self.king;
        if self.in_check {
            return (m.from == k || may_answer_check(k, m)) && self.safe_after(m);
        }
        if m.from == k || self.on_exposing_leg(m.from) {
            return self.safe_after(m);
        }
        match (ray_of(k, m.from), ray_of(k, m.to)) {
            (None, None) => true,
            (None, Some((dir, d))) => {
                // A capture keeps the line's piece count; a quiet landing in front of an enemy
                // cannon gives it a screen.
                let ray = self.rays[dir];
                self.board.cells[m.to.index()] != 0 || !(ray.cannon_first && d < ray.d1)
            }
            (Some((dir, d)), None) => {
                let ray = self.rays[dir];
                if d == ray.d1 {
                    !ray.leave1_illegal
                } else if d == ray.d2 {
                    !ray.leave2_illegal
                } else {
                    true
                }
            }
            // Leaving one of the general's lines for another: each line is decided on its own
            // (the piece leaves the one and lands on the other).
            (Some((from_dir, d)), Some((to_dir, e))) if from_dir != to_dir => {
                let (leave, land) = (self.rays[from_dir], self.rays[to_dir]);
                let left = if d == leave.d1 {
                    !leave.leave1_illegal
                } else if d == leave.d2 {
                    !leave.leave2_illegal
                } else {
                    true
                };
                left && (self.board.cells[m.to.index()] != 0 || !(land.cannon_first && e < land.d1))
            }
            // Along one line of the general: a quiet move (a chariot's, a cannon's or a
            // soldier's; the others never stay on a line) passes only empty points, so the
            // line keeps its pieces in their order and stays as safe as it was. A capture
            // takes a piece off the line (and a cannon jumps its screen): played out.
            (Some(_), Some(_)) => self.board.cells[m.to.index()] == 0 || self.safe_after(m),
        }
    }

    #[inline]
    fn safe_after(&mut self, m: Move) -> bool {
        let (from, to) = (m.from.index(), m.to.index());
        let them = self.us.opponent();
        if m.from == self.king {
            return !self.board.attacked_by_vacating(m.to, them, from)
                && !self
                    .board
                    .generals_face_after(m.from, m.to, self.their_king);
        }
        let board = self.board;
        let scratch = self.scratch.get_or_insert_with(|| board.clone());
        let captured = scratch.move_code(from, to);
        let safe = !scratch.attacked_by(self.king, them)
            && !scratch.generals_face(self.king, self.their_king);
        scratch.unmove_code(from, to, captured);
        safe
    }
}
