//! Why a move has its class: the chain of clauses the classifier applied, each a fact about
//! the move with the article that makes it count, so an arbiter can answer "why is mine a
//! chase?" from the ruling alone (the other half, "why is his not?", is
//! [`super::not_chased`]).
//!
//! A clause holds facts (squares), never words: the edge words it in the request's language.

use super::articles::Article;
use crate::square::Square;

arbiter_base::keyed_enum! {
    /// What a clause states about the move.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum ClauseKind {
        /// The move attacks the opponent's general (将). Squares: the checking pieces.
        GivesCheck = "gives-check",
        /// Had the mover another move, it would mate by checks, and the mating attack is one the
        /// move opens (杀). No squares.
        ThreatensMate = "threatens-mate",
        /// The move also threatens mate, which the book allows; a move that can be judged two ways
        /// is judged the forbidden way, so the chase decides (AXF). No squares.
        JudgedForbiddenWay = "judged-forbidden-way",
        /// Taking the target wins material after the complete exchange (捉). Squares: the target,
        /// then the pieces that win it.
        WinsMaterial = "wins-material",
        /// Taking the target on its own point wins more than it gives, and the complete exchange
        /// comes out even: still a chase (各吃各子). Squares: the target, then the attackers.
        WinsByEvenTrade = "wins-by-even-trade",
        /// A check, then the capture the reply leaves (抽将), wins the target. Squares: the target,
        /// then the checking piece.
        WinsByCheck = "wins-by-check",
        /// A horse or cannon attacks a chariot: a chase, protected or not (AXF rules 15, 27).
        /// Squares: the chariot, then the attackers.
        AttacksChariot = "attacks-chariot",
        /// The target falls only with a second piece's help (联合捉子: a screen that is rooted, a
        /// piece that keeps the root from taking back). Squares: the target, then the pieces that
        /// take it.
        WinsJointly = "wins-jointly",
        /// The target was not threatened before the move: the chase is new. Squares: the target.
        NewTarget = "new-target",
        /// A piece that did not threaten the target before the move now does. Squares: the
        /// target, then the new attackers.
        NewAttacker = "new-attacker",
        /// The capture that now wins needed the moved piece's old square before: moving it away
        /// freed the attacker. Squares: the target, then the square the piece left.
        FreedByLeaving = "freed-by-leaving",
        /// The moved piece is needed for a joint win it keeps up (the screen, the second attacker,
        /// the piece that keeps a root from taking back). Squares: the target, then the moved piece.
        NeedsMovedPiece = "needs-moved-piece",
        /// The general answered a check: what its move creates counts as idle. Squares: the
        /// general.
        AnswersCheck = "answers-check",
        /// The moved piece can be taken by an opponent piece of its own kind (兑). Squares: the
        /// moved piece.
        OffersLikePiece = "offers-like-piece",
        /// The move lets two like pieces face each other (兑). Squares: the moved piece.
        OpensExchange = "opens-exchange",
        /// The moved piece weighs in on two like pieces facing each other (兑). Squares: the moved
        /// piece.
        BacksExchange = "backs-exchange",
        /// The move threatens mate, but the opponent can accept an exchange of the moved piece and
        /// the mate is gone (兑). Squares: the moved piece.
        ExchangeParriesMate = "exchange-parries-mate",
        /// The moved piece stands on the line of a chariot or cannon that threatened mate (拦).
        /// Squares: the moved piece.
        BlocksMate = "blocks-mate",
        /// The moved piece can be taken at a loss (献). Squares: the moved piece.
        OffersPiece = "offers-piece",
        /// The move repeats the opponent's last step and parries a mate; the chase it makes on the
        /// way is incidental (跟). Squares: the moved piece, then the piece it follows.
        Follows = "follows",
        /// None of check, mate threat or chase (闲). No squares.
        NothingElse = "nothing-else",
    }
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
