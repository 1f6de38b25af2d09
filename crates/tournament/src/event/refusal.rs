//! Why an event's definition cannot run, as facts: the service words each in the caller's
//! language (issue 51). English wording is [`std::fmt::Display`].

use std::fmt;

/// One reason a definition is refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// No stage.
    NoStage,
    /// More stages than allowed.
    TooManyStages {
        /// The limit.
        max: usize,
    },
    /// Fewer than two players.
    TooFewPlayers,
    /// More players than allowed.
    TooManyPlayers {
        /// The limit.
        max: usize,
    },
    /// A player number 0.
    PlayerNumberZero,
    /// A player registered twice.
    RegisteredTwice {
        /// The number.
        id: u32,
    },
    /// A group size below two.
    GroupTooSmall,
    /// Too many groups for the players.
    TooManyGroups {
        /// The players of the stage.
        players: usize,
        /// The groups asked for.
        groups: usize,
    },
    /// The last stage names qualifiers.
    LastStageAdvances,
    /// A stage before the last names no qualifiers.
    AdvanceMissing,
    /// More qualifiers than a group has players.
    AdvanceTooMany {
        /// The qualifiers per group.
        advance: usize,
        /// The smallest group.
        smallest: usize,
    },
    /// The next stage would have fewer than two players.
    NextStageTooSmall,
    /// A knockout group larger than a bracket may be.
    KnockoutTooLarge,
    /// A round robin's cycles out of range.
    CyclesOutOfRange {
        /// The largest allowed.
        max: u32,
    },
    /// A round-robin group larger than a schedule may be.
    RoundRobinTooLarge {
        /// The limit.
        max: usize,
    },
    /// A Swiss stage's rounds out of range.
    SwissRoundsOutOfRange {
        /// The largest allowed.
        max: u32,
    },
    /// More Swiss rounds than a group allows without rematches.
    SwissRoundsTooMany {
        /// The rounds asked for.
        rounds: u32,
        /// The smallest group.
        smallest: usize,
    },
    /// A Swiss group larger than the pairing engine takes.
    SwissTooLarge,
    /// Crossed seeding without two qualifiers from an even number of groups.
    CrossedNeedsPairs,
    /// Crossed seeding into anything but one knockout.
    CrossedNeedsKnockout,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal as R;
        match self {
            R::NoStage => f.write_str("an event needs at least one stage"),
            R::TooManyStages { max } => write!(f, "at most {max} stages"),
            R::TooFewPlayers => f.write_str("an event needs at least two players"),
            R::TooManyPlayers { max } => write!(f, "at most {max} players in an event"),
            R::PlayerNumberZero => f.write_str("player numbers start at 1"),
            R::RegisteredTwice { id } => write!(f, "player {id} is registered twice"),
            R::GroupTooSmall => f.write_str("a group needs at least two players"),
            R::TooManyGroups { players, groups } => write!(
                f,
                "{players} players cannot be drawn into {groups} groups of at least two players"
            ),
            R::LastStageAdvances => {
                f.write_str("the last stage has no next stage to advance to (leave it 0)")
            }
            R::AdvanceMissing => {
                f.write_str("say how many players of each group advance to the next stage")
            }
            R::AdvanceTooMany { advance, smallest } => write!(
                f,
                "{advance} cannot advance from a group of {smallest} players"
            ),
            R::NextStageTooSmall => f.write_str("the next stage needs at least two players"),
            R::KnockoutTooLarge => f.write_str("a knockout group is too large"),
            R::CyclesOutOfRange { max } => write!(f, "a round robin has 1 to {max} cycles"),
            R::RoundRobinTooLarge { max } => {
                write!(f, "a round-robin group has at most {max} players")
            }
            R::SwissRoundsOutOfRange { max } => write!(f, "a Swiss stage has 1 to {max} rounds"),
            R::SwissRoundsTooMany { rounds, smallest } => write!(
                f,
                "{rounds} Swiss rounds need more than {smallest} players per group (no one may meet twice)"
            ),
            R::SwissTooLarge => f.write_str("a Swiss group is too large"),
            R::CrossedNeedsPairs => f.write_str(
                "crossed groups (A1 v B2) need two qualifiers from each of an even number of groups",
            ),
            R::CrossedNeedsKnockout => {
                f.write_str("crossed groups (A1 v B2) seed a knockout of one group")
            }
        }
    }
}

impl Refusal {
    /// A stable key (the catalogue's selector).
    pub const fn key(self) -> &'static str {
        use Refusal as R;
        match self {
            R::NoStage => "no-stage",
            R::TooManyStages { .. } => "too-many-stages",
            R::TooFewPlayers => "too-few-players",
            R::TooManyPlayers { .. } => "too-many-players",
            R::PlayerNumberZero => "player-number-zero",
            R::RegisteredTwice { .. } => "registered-twice",
            R::GroupTooSmall => "group-too-small",
            R::TooManyGroups { .. } => "too-many-groups",
            R::LastStageAdvances => "last-stage-advances",
            R::AdvanceMissing => "advance-missing",
            R::AdvanceTooMany { .. } => "advance-too-many",
            R::NextStageTooSmall => "next-stage-too-small",
            R::KnockoutTooLarge => "knockout-too-large",
            R::CyclesOutOfRange { .. } => "cycles-out-of-range",
            R::RoundRobinTooLarge { .. } => "round-robin-too-large",
            R::SwissRoundsOutOfRange { .. } => "swiss-rounds-out-of-range",
            R::SwissRoundsTooMany { .. } => "swiss-rounds-too-many",
            R::SwissTooLarge => "swiss-too-large",
            R::CrossedNeedsPairs => "crossed-needs-pairs",
            R::CrossedNeedsKnockout => "crossed-needs-knockout",
        }
    }

    /// The numbers the wording names: (name, value).
    pub fn numbers(self) -> Vec<(&'static str, u64)> {
        use Refusal as R;
        let n = |v: usize| v as u64;
        match self {
            R::TooManyStages { max }
            | R::TooManyPlayers { max }
            | R::RoundRobinTooLarge { max } => {
                vec![("max", n(max))]
            }
            R::RegisteredTwice { id } => vec![("id", u64::from(id))],
            R::TooManyGroups { players, groups } => {
                vec![("players", n(players)), ("groups", n(groups))]
            }
            R::AdvanceTooMany { advance, smallest } => {
                vec![("advance", n(advance)), ("smallest", n(smallest))]
            }
            R::CyclesOutOfRange { max } | R::SwissRoundsOutOfRange { max } => {
                vec![("max", u64::from(max))]
            }
            R::SwissRoundsTooMany { rounds, smallest } => {
                vec![("rounds", u64::from(rounds)), ("smallest", n(smallest))]
            }
            _ => Vec::new(),
        }
    }
}
