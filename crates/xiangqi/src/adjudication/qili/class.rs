//! The classes a move of a repeated cycle is judged into (将, 杀, 捉 and the allowed family) and
//! how a cycle's tally counts them: the vocabulary the classifier and the not-chased clauses
//! share.

arbiter_base::keyed_enum! {
    /// The class of a move, in the rules' priority order (将 > 杀 > 捉 > the allowed family).
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum MoveClass {
        /// 将: gives check.
        Check = "check",
        /// 杀: threatens mate by continuous checks.
        MateThreat = "mate-threat",
        /// 捉: creates a threat to win material.
        Chase = "chase",
        /// 兑: offers an exchange of pieces of the same kind.
        Exchange = "exchange",
        /// 献: offers a piece for nothing.
        Offer = "offer",
        /// 拦: blocks the line of an opponent chariot or cannon that threatened mate.
        Block = "block",
        /// 跟: follows the opponent's moved piece step for step; a chase it makes on the way is
        /// incidental and counts as idle.
        Follow = "follow",
        /// 闲: none of the above.
        Idle = "idle",
    }
}

impl MoveClass {
    /// The Chinese label used by the rule book.
    pub const fn label(self) -> &'static str {
        match self {
            MoveClass::Check => "将",
            MoveClass::MateThreat => "杀",
            MoveClass::Chase => "捉",
            MoveClass::Exchange => "兑",
            MoveClass::Offer => "献",
            MoveClass::Block => "拦",
            MoveClass::Follow => "跟",
            MoveClass::Idle => "闲",
        }
    }

    /// The move's label in a cycle's tally ("红方一将一闲"): the rule book tallies a follow as
    /// 闲, since 跟 belongs to the idle family (CXA 24.8 "兑、献、拦、跟，均属闲的范畴"; the
    /// book's e.g. 棋例图18 reasons "一将一跟" and tallies "一将一闲"). Every other class is
    /// tallied by its own label.
    pub const fn tally(self) -> &'static str {
        self.tallied().label()
    }

    /// The class a cycle's tally counts the move as (see [`MoveClass::tally`]).
    pub const fn tallied(self) -> MoveClass {
        match self {
            MoveClass::Follow => MoveClass::Idle,
            other => other,
        }
    }

    /// Whether the class is an attack (打: 将, 杀, 捉).
    pub const fn is_attack(self) -> bool {
        matches!(
            self,
            MoveClass::Check | MoveClass::MateThreat | MoveClass::Chase
        )
    }
}
