//! The verdict: the outcome, why, the ruling with its facts, and the record of every ply —
//! what the judging returns and the service words.

use super::event::EventNote;
pub use super::outcome::{Outcome, Termination, win_for};
use super::procedure::clock::JudgedFlag;
use super::qili::articles::Book;
use super::qili::classify::Classified;
use super::qili::repetition::Pattern;
use super::replay::IllegalPly;
use super::ruling::{RepetitionWarning, Ruling};
use crate::moves::Move;
use crate::piece::{Piece, PieceKind, Side};
use crate::position::Position;

/// One ply of the adjudicated game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlyRecord {
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub side: Side,
    /// Whether it gave check.
    pub check: bool,
    /// The piece it captured.
    pub capture: Option<Piece>,
    /// Its class, for plies inside a judged repetition cycle.
    pub class: Option<Classified>,
}

/// The arbiter's verdict.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verdict {
    /// Result.
    pub outcome: Outcome,
    /// Why.
    pub termination: Termination,
    /// The rule that decided, with its facts (worded by the caller, in any language).
    pub ruling: Ruling,
    /// 1-based plies that decided it (the cycle of a repetition; the last move otherwise).
    pub deciding_plies: Vec<usize>,
    /// Every ply played (up to the end of the game).
    pub plies: Vec<PlyRecord>,
    /// Red's pattern in a judged repetition.
    pub red_pattern: Option<Pattern>,
    /// Black's pattern in a judged repetition.
    pub black_pattern: Option<Pattern>,
    /// Moves submitted after the game had ended (not played).
    pub moves_after_end: usize,
    /// Technical fouls per side (red, black).
    pub fouls: [u32; 2],
    /// Repetition violations per side (red, black): forbidden repetitions the side was told to
    /// change ([`super::qili::violations`]). `None` when the game had fewer runs of repeated
    /// positions than the profile's limit: they are not judged, as no side can have reached it.
    pub violations: Option<[u32; 2]>,
    /// Events that were rejected or ignored: (event index, why).
    pub event_notes: Vec<(usize, EventNote)>,
    /// The event that ended the game, if one did.
    pub deciding_event: Option<usize>,
    /// While the game goes on: the judgement of a repetition cycle the last move completed
    /// short of the trigger count (who must change), with its classes in `plies`.
    pub warning: Option<RepetitionWarning>,
    /// The first move of the history that could not be played (the game is judged up to the
    /// ply before it).
    pub illegal_move: Option<IllegalPly>,
    /// Each side's clock running out, and whether it counted.
    pub flags: Vec<JudgedFlag>,
    /// The positions replayed: the start, then the one after each played move (the last is the
    /// final position).
    pub positions: Vec<Position>,
    /// The rule book whose articles the ruling cites.
    pub book: Book,
}

/// Whether neither side has a piece that can attack (only generals, advisors, elephants).
pub fn no_attacking_material(pos: &Position) -> bool {
    !pos.board().occupied().any(|(_, p)| {
        matches!(
            p.kind,
            PieceKind::Chariot | PieceKind::Horse | PieceKind::Cannon | PieceKind::Soldier
        )
    })
}
