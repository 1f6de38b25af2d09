//! Rule options of Chinese checkers, with the defaults recommended by the rule spec (the club's
//! rules where they speak).

/// How far a piece may hop.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Hop {
    /// Over one adjacent piece to the hole just beyond (default).
    #[default]
    Standard,
    /// Symmetric long hop (等距跳): over a single piece at the exact midpoint of an empty line.
    Long,
}

/// What other players' camps allow.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum CampRule {
    /// No restriction.
    Allowed,
    /// A move may not end in a forbidden camp (a hop chain may pass through it).
    NoStop,
    /// No landing at all in a forbidden camp (the club's rule; default).
    #[default]
    NoEnter,
}

/// Which camps are forbidden for a player (its own home and target never are).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum CampScope {
    /// The other seated players' home camps.
    Homes,
    /// The other seated players' home and target camps (default).
    #[default]
    Seated,
    /// Every star point.
    All,
}

/// When a player has occupied its target.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum WinRule {
    /// Every target hole holds one of the player's own pieces.
    Standard,
    /// Every target hole is occupied (by anyone) and at least one holds an own piece — the
    /// answer to spoiling (default).
    #[default]
    FullWithOwn,
}

/// The rule options.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Rules {
    /// Hop kind.
    pub hop: Hop,
    /// Other camps.
    pub camp_rule: CampRule,
    /// Which camps.
    pub camp_scope: CampScope,
    /// A piece in its own target may only land inside the target (default off).
    pub goal_lock: bool,
    /// Winning condition.
    pub win_rule: WinRule,
}
