//! How a game stands and why: the two words every layer of the judging shares (the 棋例
//! advice, the match procedure, the verdict), kept below all of them.

use crate::piece::Side;

/// How the game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// No result yet.
    Ongoing,
    /// Red wins.
    RedWins,
    /// Black wins.
    BlackWins,
    /// Drawn.
    Draw,
    /// Both sides lose (both over time, match procedure).
    BothLose,
}

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Termination {
    /// Not ended.
    None,
    /// 将死.
    Checkmate,
    /// 困毙: no legal move, not in check — the stalemated side loses.
    Stalemate,
    /// 长将 by one side.
    PerpetualCheck,
    /// 长打 (长捉, 长杀, 将捉 mixes) by one side.
    PerpetualAttack,
    /// Repetition judged a draw (allowed on both sides, or forbidden on both).
    Repetition,
    /// Natural-move limit (自然限着) reached.
    NaturalMoveLimit,
    /// Neither side can win (no attacking pieces).
    InsufficientMaterial,
    /// A side resigned.
    Resignation,
    /// The players agreed a draw.
    DrawAgreed,
    /// The history contains an illegal move.
    IllegalMove,
    /// A side's time ran out (both: both lose).
    TimeForfeit,
    /// A side reached the technical-foul limit.
    TechnicalFouls,
    /// A side reached the limit of repetition violations (违例: told to change a forbidden
    /// repetition that many times in one game).
    RepeatedViolations,
    /// A side forfeited (late arrival / no-show).
    Forfeit,
    /// A side's sealed move (封棋) was illegal, ambiguous or unreadable.
    SealedMove,
    /// The arbiter declared a side lost for discipline or refusing to follow the rules.
    Discipline,
    /// 理论和棋: a position the endgame tables hold drawn with either side to move (ruling R15).
    TheoreticalDraw,
}

/// The outcome in which `side` wins.
pub fn win_for(side: Side) -> Outcome {
    match side {
        Side::Red => Outcome::RedWins,
        Side::Black => Outcome::BlackWins,
    }
}
