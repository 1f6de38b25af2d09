//! What decided a verdict, as facts: which rule ended the game (or why it goes on) and the
//! numbers, sides, plies and articles it was decided by. The domain never words a ruling; a
//! caller renders it in the language it needs (the service from its catalogues, in every
//! locale alike).

use super::event::FoulKind;
use super::qili::articles::Article;
use super::qili::repetition::Pattern;
use crate::Side;
use crate::notation::MoveParseError;

/// A judged repetition cycle: where it ran and what each side did in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// 1-based ply of the cycle's first move.
    pub first: usize,
    /// 1-based ply of its last move (the one that repeated the position).
    pub last: usize,
    /// How many times the position had then occurred.
    pub occurrences: usize,
    /// Red's pattern in the cycle.
    pub red: Pattern,
    /// Black's pattern in the cycle.
    pub black: Pattern,
    /// The article the two patterns are judged by.
    pub article: Article,
    /// The side whose moves are forbidden and must change, if one must (none: a draw).
    pub must_change: Option<Side>,
}

impl Cycle {
    /// The pattern of `side`.
    #[must_use]
    pub fn pattern_of(&self, side: Side) -> Pattern {
        match side {
            Side::Red => self.red,
            Side::Black => self.black,
        }
    }
}

arbiter_base::keyed_enum! {
    /// Why a sealed move (封棋) was not playable.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum SealFault {
        /// It reads as more than one move.
        Ambiguous = "ambiguous",
        /// It reads as a move the position does not allow.
        Illegal = "illegal",
        /// It names a piece that is not there.
        NoSuchPiece = "no-such-piece",
        /// It is not a move in any notation.
        Unreadable = "unreadable",
    }
}

/// The rule that decided a verdict, with the facts it was decided by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ruling {
    /// No game-ending condition after the last ply played.
    GoesOn {
        /// The last ply played.
        after_ply: usize,
    },
    /// The start position is already checkmate.
    StartCheckmate {
        /// Who has mated.
        winner: Side,
    },
    /// In the start position the side to move has no legal move (困毙, a loss).
    StartStalemate {
        /// Who cannot move.
        loser: Side,
    },
    /// The start position has no attacking piece on either side.
    StartNoAttackers,
    /// Checkmate (将死).
    Checkmate {
        /// Who mated.
        winner: Side,
    },
    /// No legal move (困毙): the side that cannot move loses.
    Stalemate {
        /// Who cannot move.
        loser: Side,
    },
    /// The natural-move limit (自然限着): rounds without a capture.
    NaturalMoveLimit {
        /// Rounds counted (checks beyond the profile's allowance not counted).
        rounds: u32,
        /// The profile's limit, in rounds.
        limit: u32,
    },
    /// A capture left neither side an attacking piece.
    NoAttackersLeft,
    /// The position after the ply is a theoretical draw (理论和棋, ruling R15): the endgame
    /// tables hold it drawn with either side to move.
    TheoreticalDraw {
        /// The ply that reached it.
        ply: usize,
        /// The tables' class.
        class: super::endgame::TableClass,
    },
    /// `side` claimed a theoretical draw (理论和棋) after `ply` and the endgame tables confirm
    /// it: drawn with either side to move (ruling R15).
    TheoreticalDrawClaimed {
        /// Who claimed.
        side: Side,
        /// Plies played.
        ply: usize,
        /// The tables' class.
        class: super::endgame::TableClass,
    },
    /// A repetition reached the trigger count: judged by the cycle's patterns (棋例).
    Repetition(Cycle),
    /// A side reached the limit of repetition violations (违例) in the game.
    RepeatedViolations {
        /// The cycle of the last violation.
        cycle: Cycle,
        /// That violation's number in the game.
        number: u32,
        /// The profile's limit.
        limit: u32,
    },
    /// A move of the history cannot be played: the game is judged up to the ply before.
    IllegalMove {
        /// 1-based ply of the move.
        ply: usize,
        /// The move as submitted.
        text: String,
        /// Why it cannot be played.
        error: MoveParseError,
    },
    /// A side's time ran out.
    TimeForfeit {
        /// Who.
        side: Side,
        /// The ply during which it ran out.
        ply: usize,
        /// Milliseconds since the start when it ran out.
        at_ms: u64,
        /// The side's own clock time used when it ran out.
        used_ms: u64,
        /// Moves the side still owed in its period (0: the period runs to the end).
        moves_owed: u32,
    },
    /// Both sides ran out of time: both lose.
    BothOverTime {
        /// The plies during which each ran out, in order.
        plies: [usize; 2],
    },
    /// A side resigned (认输).
    Resigned {
        /// Who.
        side: Side,
        /// After which ply.
        after_ply: usize,
    },
    /// Both sides agreed a draw (议和).
    DrawAgreed {
        /// After which ply.
        after_ply: usize,
    },
    /// A draw offer was accepted (an accepted offer is final).
    OfferAccepted {
        /// Who accepted.
        side: Side,
        /// Who had offered.
        offerer: Side,
        /// The offer's event index.
        offer_event: usize,
    },
    /// A side arrived later than the profile allows (迟到): forfeit.
    LateArrival {
        /// Who.
        side: Side,
        /// Minutes late.
        minutes: u32,
        /// The profile's limit in minutes.
        limit: u32,
    },
    /// The arbiter declared `side` lost for discipline or refusing to follow the rules (seed
    /// 000 §4〔三〕, seed 002 胜负 (十)).
    Discipline {
        /// Who loses.
        side: Side,
        /// Plies played when it was declared.
        after_ply: usize,
    },
    /// Both sides arrived later than the profile allows: both forfeit, 0–0 (ruling R10:
    /// neither appeared, neither wins).
    BothLate {
        /// Minutes Red was late.
        red_minutes: u32,
        /// Minutes Black was late.
        black_minutes: u32,
        /// The profile's limit in minutes.
        limit: u32,
    },
    /// A side's technical foul reached the profile's limit.
    TechnicalFouls {
        /// Who.
        side: Side,
        /// The foul that reached it.
        foul: FoulKind,
        /// Its number in the game.
        number: u32,
        /// The profile's limit.
        limit: u32,
    },
    /// A side's sealed move (封棋) could not be played: it loses.
    SealedMove {
        /// Who sealed it.
        side: Side,
        /// The move as sealed.
        text: String,
        /// What is wrong with it.
        fault: SealFault,
    },
}

/// While the game goes on: the last move repeated a position short of the trigger count; the
/// cycle is judged now so the players can be told who must change (变着).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RepetitionWarning {
    /// The cycle the last move completed.
    pub cycle: Cycle,
    /// How many occurrences the profile's trigger is.
    pub trigger: u32,
}
