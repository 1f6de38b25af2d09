//! Touch-move (摸子走子): which moves the touched pieces oblige, clause by clause.
//!
//! The rules (the club's documents): a move once made stands. Touching one's own piece → it must
//! move, unless it has no legal move. Touching an opponent's piece → it must be captured, unless no
//! piece can. Own piece then opponent's → the former must capture the latter; else the former must
//! move; else another piece must capture the latter; else free. Opponent's piece then own → the
//! latter must capture the former; else another piece must capture the former; else the latter
//! must move; else free. Only the first own and the first opponent piece touched count; touched
//! empty squares are ignored.

use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;

arbiter_base::keyed_enum! {
    /// The clause that decided the obligation.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum TouchClause {
        /// Nothing (or only empty squares) touched: any legal move.
        NothingTouched = "nothing-touched",
        /// Own piece touched: it must move.
        OwnMustMove = "own-must-move",
        /// Own piece touched but it has no legal move: free.
        OwnCannotMove = "own-cannot-move",
        /// Opponent's piece touched: it must be captured.
        OpponentMustBeCaptured = "opponent-must-be-captured",
        /// Opponent's piece touched but no piece can capture it: free.
        OpponentCannotBeCaptured = "opponent-cannot-be-captured",
        /// Own then opponent's: the own piece must capture the touched opponent piece.
        OwnCapturesTouched = "own-captures-touched",
        /// Own then opponent's, no such capture: the own piece must move.
        OwnMovesInstead = "own-moves-instead",
        /// The touched own piece cannot act: another piece must capture the touched opponent piece.
        AnotherCaptures = "another-captures",
        /// No clause can be met: free.
        Free = "free",
    }
}

/// The obligation: the clause and the legal moves that satisfy it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TouchRuling {
    /// The clause applied.
    pub clause: TouchClause,
    /// The legal moves that satisfy it (all legal moves when free).
    pub required: Vec<Move>,
    /// The own piece touched, if any.
    pub own: Option<Square>,
    /// The opponent piece touched, if any.
    pub opponent: Option<Square>,
}

impl TouchRuling {
    /// Whether `played` satisfies the obligation (a legal move not in the list is a foul).
    pub fn satisfied_by(&self, played: Move) -> bool {
        self.required.contains(&played)
    }
}

/// Resolves the touch-move obligation for the side to move in `pos`.
pub fn resolve_touch(pos: &Position, touched: &[Square]) -> TouchRuling {
    let us = pos.turn();
    let mut own: Option<Square> = None;
    let mut opp: Option<Square> = None;
    let mut own_first = false;
    for &sq in touched {
        match pos.piece_at(sq) {
            Some(p) if p.side == us && own.is_none() => {
                own = Some(sq);
                if opp.is_none() {
                    own_first = true;
                }
            }
            Some(p) if p.side != us && opp.is_none() => opp = Some(sq),
            _ => {}
        }
    }
    let legal: Vec<Move> = pos.legal_moves().iter().copied().collect();
    let moves_of =
        |from: Square| -> Vec<Move> { legal.iter().copied().filter(|m| m.from == from).collect() };
    let captures_of = |target: Square| -> Vec<Move> {
        legal.iter().copied().filter(|m| m.to == target).collect()
    };
    let ruling = |clause, required| TouchRuling {
        clause,
        required,
        own,
        opponent: opp,
    };
    match (own, opp) {
        (None, None) => ruling(TouchClause::NothingTouched, legal.clone()),
        (Some(o), None) => {
            let m = moves_of(o);
            if m.is_empty() {
                ruling(TouchClause::OwnCannotMove, legal.clone())
            } else {
                ruling(TouchClause::OwnMustMove, m)
            }
        }
        (None, Some(t)) => {
            let c = captures_of(t);
            if c.is_empty() {
                ruling(TouchClause::OpponentCannotBeCaptured, legal.clone())
            } else {
                ruling(TouchClause::OpponentMustBeCaptured, c)
            }
        }
        (Some(o), Some(t)) => {
            let direct: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| m.from == o && m.to == t)
                .collect();
            if !direct.is_empty() {
                return ruling(TouchClause::OwnCapturesTouched, direct);
            }
            let own_moves = moves_of(o);
            let others: Vec<Move> = captures_of(t);
            // Own first: the own piece moves before another piece captures; opponent first: another
            // piece captures before the own piece is obliged to move.
            let order: [(TouchClause, &Vec<Move>); 2] = if own_first {
                [
                    (TouchClause::OwnMovesInstead, &own_moves),
                    (TouchClause::AnotherCaptures, &others),
                ]
            } else {
                [
                    (TouchClause::AnotherCaptures, &others),
                    (TouchClause::OwnMovesInstead, &own_moves),
                ]
            };
            for (clause, moves) in order {
                if !moves.is_empty() {
                    return ruling(clause, moves.clone());
                }
            }
            ruling(TouchClause::Free, legal.clone())
        }
    }
}
