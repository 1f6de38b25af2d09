//! Rule profiles: every choice the rule texts leave open, with its documented default.

arbiter_base::keyed_enum! {
    /// Which rule set a profile starts from.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum ProfileKind {
        /// The club's competition rules (default): CXA repetition rules, 40-round natural-move limit.
        Club = "club",
        /// Chinese Xiangqi Association rules (2011 book, 2020 diagrams): 60-round limit.
        Cxa = "cxa",
        /// Asian / World Xiangqi Federation rules: perpetual mate threats and one-check-one-chase
        /// allowed, a chase must target the same piece, 60 rounds with a 10-check allowance.
        Axf = "axf",
    }
}

/// What a platform does with a move that repeats a position in a cycle where the mover's moves
/// are forbidden (长将, 长捉 …).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum RepetitionMode {
    /// Today's over-the-board procedure: the move is legal, the game is judged when the position
    /// reaches the repetition count (the forbidden side loses). Move checks carry the advice.
    #[default]
    Adjudicate,
    /// The move is legal; move checks say who must change (变着) and what the count would bring,
    /// and the platform tells the player.
    Advise,
    /// A move that would reach the repetition count in a cycle where the mover's moves are
    /// forbidden is refused by move checks (the player must change); earlier repetitions are
    /// advised.
    Forbid,
}

/// The rule options. Build with [`Profile::new`] and override fields as needed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Profile {
    /// The base rule set (names the articles in explanations).
    pub kind: ProfileKind,
    /// A repetition is judged when a position occurs this many times (循环反复三次: 3).
    pub repetition_count: u32,
    /// Natural-move limit in rounds (one red + one black move) without a capture; 0 = none.
    /// Club 40, CXA 60, AXF 60.
    pub natural_move_limit_rounds: u32,
    /// Checks per side that count toward the natural-move limit (AXF 10); checks beyond this
    /// many (and the replies) do not advance the counter. `None` = every move counts.
    pub natural_limit_check_allowance: Option<u32>,
    /// Perpetual mate threat (长杀) is forbidden (CXA, Club) or allowed (AXF).
    pub mate_threat_forbidden: bool,
    /// Mixing checks with other attacks (一将一捉, 长打) is forbidden (CXA, Club) or a draw (AXF).
    pub mixed_attack_forbidden: bool,
    /// A perpetual chase must chase the same piece every move (AXF) or any pieces (CXA).
    pub chase_same_piece: bool,
    /// "Soft" chases — joint chases (联合捉子: a chariot and cannon on one line; a root made false
    /// by a pin is no root, so that chase is a plain one, ruling R5) — are a lesser violation than plain chases (CXA 2020 diagrams; Club): a
    /// side whose perpetual attack includes one has [`super::Pattern::LongSoftAttack`], which
    /// loses against allowed moves, while against a plain perpetual attack the plain side must
    /// change (CXA 26.9). Two pieces attacking a protected piece from independent lines are a
    /// plain chase (e.g. CXA 图30 variation). AXF: false (a joint chase is a plain chase).
    pub soft_chase_allowed: bool,
    /// A horse's or cannon's attack on a chariot is a chase whether or not the chariot is
    /// protected and whatever the capture would cost afterwards (AXF rule 15, in the English
    /// draft: "One or two cannons cannot perpetually chase a rook even if the rook is
    /// protected"; rule 27 says the same of a knight or cannon and a confined rook). Off (Club,
    /// CXA): such an attack is a chase when the capture wins material, like any other (24.3).
    pub chariot_attack_chases: bool,
    /// Two pieces attacking one protected piece that falls only to both (a joint attack) is a
    /// chase (Club, CXA: 联合捉子, weighed by [`Profile::soft_chase_allowed`]) or no chase at all
    /// (AXF rule 35: a protected piece attacked by two pieces is not perpetually chased).
    pub joint_attack_chases: bool,
    /// A piece is protected when, after the capture, some piece of its side can legally take
    /// back on that point (a real root; AXF, ruling R1: a root made false by a pin, or by a
    /// recapture that would expose the own general, is no root; no exchange-balance test).
    /// Off (Club, CXA): protected means the complete exchange that follows wins nothing (CXA
    /// 24.3 "完整的交换过程", 28.16 假根 / 少根).
    pub protected_by_root: bool,
    /// A capture the opponent would answer by an immediate mate still chases (AXF default,
    /// ruling R2: the text is silent and an unprotected piece attacked is chased). Off (Club,
    /// CXA 29.4): such a capture wins nothing, so it is no chase.
    pub capture_answered_by_mate_chases: bool,
    /// A position the endgame tables hold drawn with either side to move ends the game as a
    /// theoretical draw (理论和棋, ruling R15) as soon as it arises: Club true (a platform
    /// applies it; both seeds list it among the draws); CXA and AXF false (an arbiter's matter).
    pub theoretical_draw_automatic: bool,
    /// What move checks do with a forbidden repetition (see [`RepetitionMode`]).
    pub repetition_mode: RepetitionMode,
    /// Attacker moves searched for a mate by continuous checks when deciding 杀 (mate threat).
    pub mate_threat_depth: u32,
    /// Neither side has a chariot, horse, cannon or soldier → draw.
    pub insufficient_material_draw: bool,
    /// The repetition violation that loses (违例: a forbidden repetition the side was told to
    /// change; the third by default — the club's rules and AXF rule 3; 0 = never). Applied only
    /// where players are told at the repetition — [`RepetitionMode::Advise`] or
    /// [`RepetitionMode::Forbid`] (see [`Profile::applied_violation_limit`]). See
    /// [`super::qili::violations`].
    pub violation_limit: u32,
    /// The technical foul that loses (0 = never). Club: never — seed 000 §8 lists the fouls
    /// and uses them only as a tie-break (犯规), ruling R12. CXA and AXF: the third (their
    /// books' technical-foul articles, kept as before).
    pub foul_limit: u32,
    /// Minutes a player may be late after the round starts before forfeiting (Club 10, the CXA
    /// rule book 15).
    pub late_limit_minutes: u32,
    /// Both sides over the game time (a per-game clock) both lose, 0–0: the Club (seed 000
    /// "双方超时各计零分", ruling R11). Off (CXA, AXF), and for every other clock: the first to
    /// exceed loses.
    pub both_over_time_lose: bool,
}

impl Profile {
    /// The profile of a rule set with its defaults.
    pub fn new(kind: ProfileKind) -> Profile {
        match kind {
            ProfileKind::Club => Profile {
                kind,
                repetition_count: 3,
                natural_move_limit_rounds: 40,
                natural_limit_check_allowance: None,
                mate_threat_forbidden: true,
                mixed_attack_forbidden: true,
                chase_same_piece: false,
                soft_chase_allowed: true,
                chariot_attack_chases: false,
                joint_attack_chases: true,
                protected_by_root: false,
                capture_answered_by_mate_chases: false,
                theoretical_draw_automatic: true,
                repetition_mode: RepetitionMode::Adjudicate,
                mate_threat_depth: 4,
                insufficient_material_draw: true,
                violation_limit: 3,
                foul_limit: 0,
                late_limit_minutes: 10,
                both_over_time_lose: true,
            },
            ProfileKind::Cxa => Profile {
                kind,
                natural_move_limit_rounds: 60,
                late_limit_minutes: 15,
                foul_limit: 3,
                both_over_time_lose: false,
                theoretical_draw_automatic: false,
                ..Profile::new(ProfileKind::Club)
            },
            ProfileKind::Axf => Profile {
                kind,
                repetition_count: 3,
                natural_move_limit_rounds: 60,
                natural_limit_check_allowance: Some(10),
                mate_threat_forbidden: false,
                mixed_attack_forbidden: false,
                chase_same_piece: true,
                soft_chase_allowed: false,
                chariot_attack_chases: true,
                joint_attack_chases: false,
                protected_by_root: true,
                capture_answered_by_mate_chases: true,
                theoretical_draw_automatic: false,
                repetition_mode: RepetitionMode::Adjudicate,
                mate_threat_depth: 3,
                insufficient_material_draw: true,
                violation_limit: 3,
                foul_limit: 3,
                late_limit_minutes: 15,
                both_over_time_lose: false,
            },
        }
    }

    /// The violation limit as applied: `violation_limit` when the platform tells a player at a
    /// forbidden repetition (advise or forbid mode), else 0. Over the board (adjudicate mode)
    /// nobody tells a player at the first repetition — the arbiter steps in at the repetition
    /// count, where the game is judged — so there is no "told to change, and changed" to count:
    /// counting every repeated position as a warning contradicted the recorded results of 26 of
    /// the 35 CCPD master games it would have decided.
    pub fn applied_violation_limit(&self) -> u32 {
        match self.repetition_mode {
            RepetitionMode::Adjudicate => 0,
            RepetitionMode::Advise | RepetitionMode::Forbid => self.violation_limit,
        }
    }

    /// The rule book the profile judges by (the Club profile by the CXA's).
    pub fn book(&self) -> super::qili::articles::Book {
        match self.kind {
            ProfileKind::Axf => super::qili::articles::Book::Axf,
            ProfileKind::Club | ProfileKind::Cxa => super::qili::articles::Book::Cxa,
        }
    }
}

impl Default for Profile {
    fn default() -> Self {
        Profile::new(ProfileKind::Club)
    }
}
