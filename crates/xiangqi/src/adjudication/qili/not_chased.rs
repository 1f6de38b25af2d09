//! Why an attack is not a chase: for each opponent piece the mover attacks after its move that
//! the move does not chase, the clause that says so — so an arbiter can answer a player's "why
//! is mine a chase and his not?" from the ruling alone.

use super::articles::Article;
use super::class::MoveClass;
use crate::moves::{Move, MoveList};
use crate::piece::PieceKind;
use crate::position::Position;
use crate::square::Square;

arbiter_base::keyed_enum! {
    /// The clause that keeps an attack from being a chase.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum NotChaseReason {
        /// The move is judged a mate threat (杀) first: in the CXA order 杀 comes before 捉.
        JudgedMateThreat = "judged-mate-threat",
        /// The general answered a check: what its move creates counts as idle (CXA 26.1.2).
        AnswersCheck = "answers-check",
        /// The attacker is a general or a soldier, whose own chases carry no penalty (CXA 26.1;
        /// AXF rules 28, 29).
        GeneralOrSoldier = "general-or-soldier",
        /// The target is a soldier that has not crossed the river: it has no value to win (CXA
        /// 24.3; AXF: an uncrossed pawn is never chased).
        UncrossedSoldier = "uncrossed-soldier",
        /// Like pieces face each other: an exchange offer (兑), not a chase (CXA 24.4).
        LikePieces = "like-pieces",
        /// The same piece attacked the target before the move: the attack is not new (CXA 29.2).
        NotNew = "not-new",
        /// Taking the target wins no material after the complete exchange: it is protected
        /// (有根, CXA 24.3).
        Protected = "protected",
        /// The target is protected and its other attacker attacked it before the move: two
        /// pieces on a protected piece are no chase (AXF rule 35; not under CXA, where they are a
        /// joint chase).
        SecondAttacker = "second-attacker",
    }
}

impl NotChaseReason {
    /// The article that states the clause.
    pub const fn article(self) -> Article {
        match self {
            NotChaseReason::JudgedMateThreat => Article::MateThreat,
            NotChaseReason::AnswersCheck => Article::KingEvasion,
            NotChaseReason::GeneralOrSoldier => Article::GeneralSoldierChase,
            NotChaseReason::LikePieces => Article::Exchange,
            NotChaseReason::NotNew => Article::ChaseIsNew,
            NotChaseReason::UncrossedSoldier | NotChaseReason::Protected => Article::Chase,
            NotChaseReason::SecondAttacker => Article::ProtectedJointAttack,
        }
    }
}

/// An attacked piece the move does not chase, and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NotChased {
    /// The attacked piece's square.
    pub target: Square,
    /// The square of the piece that attacks it.
    pub attacker: Square,
    /// Why the attack is no chase.
    pub reason: NotChaseReason,
}

/// The opponent pieces the mover of `m` (played in `before`, giving `after`) attacks and does
/// not chase by the move classified `class` (chasing `chased`, decided by `article`), each with
/// the clause that says why. A check attacks the general first; its other attacks are not
/// listed. `joint_attacks_chase` is the book's reading of two pieces on one protected piece
/// (CXA: a joint chase; AXF rule 35: none).
pub fn not_chased(
    before: &Position,
    m: Move,
    after: &Position,
    (class, article, chased): (MoveClass, Article, &[Square]),
    joint_attacks_chase: bool,
) -> Vec<NotChased> {
    let Some(again) = after.null_move() else {
        return Vec::new();
    };
    let mover = before.turn();
    let mut out: Vec<NotChased> = Vec::new();
    let mut captures_before = None;
    for cap in again.legal_captures().iter() {
        let (Some(attacker), Some(target)) = (again.piece_at(cap.from), again.piece_at(cap.to))
        else {
            continue;
        };
        if target.kind == PieceKind::General || chased.contains(&cap.to) {
            continue;
        }
        let reason = if class == MoveClass::MateThreat {
            NotChaseReason::JudgedMateThreat
        } else if article == Article::KingEvasion {
            NotChaseReason::AnswersCheck
        } else if matches!(attacker.kind, PieceKind::General | PieceKind::Soldier) {
            NotChaseReason::GeneralOrSoldier
        } else if target.kind == PieceKind::Soldier && cap.to.on_own_half(target.side) {
            NotChaseReason::UncrossedSoldier
        } else if attacked_before(
            captures_before.get_or_insert_with(|| before.legal_captures()),
            m,
            *cap,
        ) {
            NotChaseReason::NotNew
        } else if attacker.kind == target.kind && after.is_legal(Move::new(cap.to, cap.from)) {
            NotChaseReason::LikePieces
        } else if !joint_attacks_chase
            && second_attacker(
                &again,
                m,
                *cap,
                captures_before.get_or_insert_with(|| before.legal_captures()),
            )
            && protected(&again, *cap)
        {
            NotChaseReason::SecondAttacker
        } else {
            NotChaseReason::Protected
        };
        debug_assert_eq!(attacker.side, mover);
        let entry = NotChased {
            target: cap.to,
            attacker: cap.from,
            reason,
        };
        // One clause per target: the moved piece's attack, where it makes one, is what the
        // player asks about; else a new attack says more than one that stood before the move.
        match out.iter_mut().find(|n| n.target == cap.to) {
            Some(n)
                if n.attacker != m.to
                    && (cap.from == m.to
                        || (n.reason == NotChaseReason::NotNew
                            && reason != NotChaseReason::NotNew)) =>
            {
                *n = entry;
            }
            Some(_) => {}
            None => out.push(entry),
        }
    }
    out
}

/// Whether another piece of the mover attacks the target of `cap` and attacked it before the
/// move `m` too.
fn second_attacker(again: &Position, m: Move, cap: Move, before: &MoveList) -> bool {
    again
        .legal_captures()
        .iter()
        .any(|c| c.to == cap.to && c.from != cap.from && attacked_before(before, m, *c))
}

/// Whether the opponent can take back on the target's square after the capture `cap` (played by
/// the side to move in `again`).
fn protected(again: &Position, cap: Move) -> bool {
    let mut after = again.clone();
    after.play(cap).is_ok() && after.legal_captures().iter().any(|r| r.to == cap.to)
}

/// Whether the piece making capture `cap` after move `m` could make it before the move (from
/// where it stood then), given the captures legal before the move.
fn attacked_before(before: &MoveList, m: Move, cap: Move) -> bool {
    let from = if cap.from == m.to { m.from } else { cap.from };
    before.iter().any(|c| c.from == from && c.to == cap.to)
}
