//! Why a move has its class: the chain of clauses the classifier applied, each a fact about
//! the move with the article that makes it count, so an arbiter can answer "why is mine a
//! chase?" from the ruling alone (the other half, "why is his not?", is
//! [`super::not_chased`]).
//!
//! A clause holds facts (squares), never words: the edge words it in the request's language.

use super::articles::Article;
use crate::square::Square;

/// What a clause states about the move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum ClauseKind {
    /// The move attacks the opponent's general (将). Squares: the checking pieces.
    GivesCheck,
    /// Had the mover another move, it would mate by checks, and the mating attack is one the
    /// move opens (杀). No squares.
    ThreatensMate,
    /// The move also threatens mate, which the book allows; a move that can be judged two ways
    /// is judged the forbidden way, so the chase decides (AXF). No squares.
    JudgedForbiddenWay,
    /// Taking the target wins material after the complete exchange (捉). Squares: the target,
    /// then the pieces that win it.
    WinsMaterial,
    /// Taking the target on its own point wins more than it gives, and the complete exchange
    /// comes out even: still a chase (各吃各子). Squares: the target, then the attackers.
    WinsByEvenTrade,
    /// A check, then the capture the reply leaves (抽将), wins the target. Squares: the target,
    /// then the checking piece.
    WinsByCheck,
    /// A horse or cannon attacks a chariot: a chase, protected or not (AXF rules 15, 27).
    /// Squares: the chariot, then the attackers.
    AttacksChariot,
    /// The target falls only with a second piece's help (联合捉子: a screen that is rooted, a
    /// piece that keeps the root from taking back). Squares: the target, then the pieces that
    /// take it.
    WinsJointly,
    /// The target was not threatened before the move: the chase is new. Squares: the target.
    NewTarget,
    /// A piece that did not threaten the target before the move now does. Squares: the
    /// target, then the new attackers.
    NewAttacker,
    /// The capture that now wins needed the moved piece's old square before: moving it away
    /// freed the attacker. Squares: the target, then the square the piece left.
    FreedByLeaving,
    /// The moved piece is needed for a joint win it keeps up (the screen, the second attacker,
    /// the piece that keeps a root from taking back). Squares: the target, then the moved piece.
    NeedsMovedPiece,
    /// The general answered a check: what its move creates counts as idle. Squares: the
    /// general.
    AnswersCheck,
    /// The moved piece can be taken by an opponent piece of its own kind (兑). Squares: the
    /// moved piece.
    OffersLikePiece,
    /// The move lets two like pieces face each other (兑). Squares: the moved piece.
    OpensExchange,
    /// The moved piece weighs in on two like pieces facing each other (兑). Squares: the moved
    /// piece.
    BacksExchange,
    /// The move threatens mate, but the opponent can accept an exchange of the moved piece and
    /// the mate is gone (兑). Squares: the moved piece.
    ExchangeParriesMate,
    /// The moved piece stands on the line of a chariot or cannon that threatened mate (拦).
    /// Squares: the moved piece.
    BlocksMate,
    /// The moved piece can be taken at a loss (献). Squares: the moved piece.
    OffersPiece,
    /// The move repeats the opponent's last step and parries a mate; the chase it makes on the
    /// way is incidental (跟). Squares: the moved piece, then the piece it follows.
    Follows,
    /// None of check, mate threat or chase (闲). No squares.
    NothingElse,
}

impl ClauseKind {
    /// Every kind, in declaration order.
    pub const ALL: [ClauseKind; 21] = [
        ClauseKind::GivesCheck,
        ClauseKind::ThreatensMate,
        ClauseKind::JudgedForbiddenWay,
        ClauseKind::WinsMaterial,
        ClauseKind::WinsByEvenTrade,
        ClauseKind::WinsByCheck,
        ClauseKind::AttacksChariot,
        ClauseKind::WinsJointly,
        ClauseKind::NewTarget,
        ClauseKind::NewAttacker,
        ClauseKind::FreedByLeaving,
        ClauseKind::NeedsMovedPiece,
        ClauseKind::AnswersCheck,
        ClauseKind::OffersLikePiece,
        ClauseKind::OpensExchange,
        ClauseKind::BacksExchange,
        ClauseKind::ExchangeParriesMate,
        ClauseKind::BlocksMate,
        ClauseKind::OffersPiece,
        ClauseKind::Follows,
        ClauseKind::NothingElse,
    ];
}

/// One clause of a move's classification: what it states, the squares it is about, and the
/// article that makes it count.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clause {
    /// What the clause states.
    pub kind: ClauseKind,
    /// The article that makes it count (cited in the profile's book).
    pub article: Article,
    /// The squares it is about, in the order [`ClauseKind`] gives.
    pub squares: Vec<Square>,
}

impl Clause {
    /// A clause about `squares`.
    #[must_use]
    pub fn new(kind: ClauseKind, article: Article, squares: Vec<Square>) -> Clause {
        Clause {
            kind,
            article,
            squares,
        }
    }
}

/// How a threat came to be new with the move (what makes it a chase the move made).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Novelty {
    /// The target was not threatened before.
    NewTarget,
    /// New pieces threaten it (their squares after the move).
    NewAttacker(Vec<Square>),
    /// Moving the piece away freed the capture.
    Freed,
    /// A joint win the moved piece is needed for.
    KeptUpJointly,
    /// A win by check (抽将) the move made.
    ByCheck,
}
