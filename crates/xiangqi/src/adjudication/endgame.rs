//! What an adjudication may ask of endgame tables: whether a position is a theoretical draw
//! (理论和棋: "属于理论上公认的双方均无取胜可能的局势", both seeds; ruling R15 — drawn with the side
//! to move and with the other side to move). The tables themselves live in another crate
//! (`arbiter-endgame`), which depends on this one; a judgement is handed what they know.

use crate::piece::{PieceKind, Side};
use crate::position::Position;

/// An endgame class as a verdict names it: the strong side's general, one attacking piece and
/// its advisors and elephants, against the weak side's general, advisors and elephants, and in
/// a class where both sides attack, the weak side's own attacking piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct TableClass {
    /// The side with the attacking piece.
    pub strong: Side,
    /// Its attacking piece (chariot, horse, cannon or soldier).
    pub attacker: PieceKind,
    /// The strong side's advisors.
    pub strong_advisors: u8,
    /// The strong side's elephants.
    pub strong_elephants: u8,
    /// The weak side's advisors.
    pub weak_advisors: u8,
    /// The weak side's elephants.
    pub weak_elephants: u8,
    /// The weak side's attacking piece, in a class where both sides have one.
    pub weak_attacker: Option<PieceKind>,
}

/// Endgame knowledge a judgement consults.
pub trait TheoreticalDraws {
    /// The class of `pos` when the tables hold it as a theoretical draw (drawn with either
    /// side to move); `None` when it is not one or the tables do not know it.
    fn theoretical_draw(&self, pos: &Position) -> Option<TableClass>;
}

/// No tables: no position is known to be a theoretical draw.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTables;

impl TheoreticalDraws for NoTables {
    fn theoretical_draw(&self, _pos: &Position) -> Option<TableClass> {
        None
    }
}
