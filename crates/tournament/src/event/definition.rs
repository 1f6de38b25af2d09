//! What an event is: its players, its stages and how players move from one stage to the
//! next, and the results reported so far. Checked as a whole before anything is drawn, so a
//! definition that cannot run is refused with the field at fault.

pub use super::refusal::Refusal;
use crate::model::{PlayerId, PointSystem};
use crate::standings::Tiebreak;

/// Most stages in an event.
pub const MAX_STAGES: usize = 8;

/// Most rounds of a Swiss stage.
pub const MAX_SWISS_ROUNDS: u32 = 30;

/// A registered player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Entrant {
    /// The player's number in the event (unique, not 0).
    pub id: PlayerId,
    /// Name (for the caller; not used by the rules).
    pub name: String,
    /// Rating (0 = unrated); orders the field when [`EventDef::seed_by_rating`] is set.
    pub rating: u32,
}

/// How the players of one group play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// Single elimination (单淘汰); drawn matches are decided by play-off games.
    Knockout {
        /// The losing semi-finalists meet for third place.
        third_place: bool,
    },
    /// Everyone meets everyone `cycles` times (双循环 = 2).
    RoundRobin {
        /// 1 to 4.
        cycles: u32,
    },
    /// Swiss (积分编排, FIDE Dutch) of `rounds` rounds.
    Swiss {
        /// Rounds to play.
        rounds: u32,
    },
}

/// How many groups a stage has.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Grouping {
    /// This many groups (1 = the whole stage is one group).
    Count(u32),
    /// Groups of about this size: `ceil(players / size)` groups, sizes differing by at most one.
    Size(u32),
}

/// How the stage's players are drawn into its groups.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GroupDraw {
    /// Lots (抽签): a random order reproducible from the event's seed, dealt A, B, C, … in turn.
    /// Inside a group the drawn order is the seeding order, so a knockout group's bracket is
    /// drawn by lot too. A stage of one group keeps the seeding it was given.
    Random,
    /// Serpentine by seeding (蛇形): seeds 1..g to groups A..g, seeds g+1..2g back from g to A, …
    Serpentine,
    /// Pots: the seeds are cut into pots of one player per group; each pot is drawn by lot
    /// into the groups.
    Pots,
}

/// How the qualifiers of a stage are ordered (seeded) for the next stage.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seeding {
    /// By place in the group, then points, then the stage's tie-breaks, then the group's
    /// order (A before B): the group winners first. With one group this is the standings.
    ByPlaceThenPoints,
    /// Crossed groups for a knockout (A1 v B2, B1 v A2, C1 v D2, …): two qualifiers per group
    /// and an even number of groups; the next stage must be a knockout of one group.
    CrossGroups,
    /// Drawn by lot among the qualifiers.
    Random,
}

/// The stage of a named format (a preset), named by the service in the caller's language.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PresetStage {
    /// Lots drawn into groups playing single elimination (抽签分组单淘汰).
    DrawnKnockout,
    /// A round robin of the qualifiers (循环赛).
    QualifiersRoundRobin,
    /// A knockout seeded by points (按积分淘汰赛).
    PointsKnockout,
    /// A Swiss (积分编排).
    Swiss,
    /// Round-robin groups (分组循环赛).
    GroupRoundRobin,
    /// A knockout of the qualifiers (淘汰赛).
    Knockout,
}

/// One stage of the event.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Stage {
    /// Name shown to players, as the organiser wrote it; empty for a preset's stage, which
    /// `preset` names.
    pub name: String,
    /// The preset stage this is, if a named format made it.
    pub preset: Option<PresetStage>,
    /// How each group plays.
    pub format: Format,
    /// The groups.
    pub grouping: Grouping,
    /// How players are drawn into the groups.
    pub group_draw: GroupDraw,
    /// How many advance from each group to the next stage (0 in the last stage).
    pub advance: u32,
    /// The tie-breaks after points that decide places (and so the cut); empty = the format's
    /// default (round robin: CXA 14.1; Swiss: CXA 14.3.1). Knockout places come from the
    /// bracket.
    pub tiebreaks: Vec<Tiebreak>,
    /// How the qualifiers are seeded into the next stage.
    pub seeding: Seeding,
    /// The stage's players are put in an order drawn by lot (from the event's seed) before
    /// the stage starts, instead of keeping the seeding they come with: a Swiss's first round
    /// paired 随机公平 (seed 002, ruling R22; the club preset's Swiss). Off: by initial
    /// ranking (FIDE).
    pub order_by_lot: bool,
}

/// The whole event.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EventDef {
    /// The players in seeding order (best first), unless `seed_by_rating`.
    pub players: Vec<Entrant>,
    /// Order the players by rating (highest first; equal ratings keep the given order).
    pub seed_by_rating: bool,
    /// The stages, first to last.
    pub stages: Vec<Stage>,
    /// Points for round-robin and Swiss games (knockout places do not use points).
    pub points: PointSystem,
    /// The seed of every draw by lot: the same seed draws the same lots on every replica.
    pub seed: u64,
}

/// The result of one game as reported.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameOutcome {
    /// Red won over the board.
    RedWins,
    /// Black won over the board.
    BlackWins,
    /// Drawn (in a knockout: `playoff_winner` names who won the play-off games).
    Draw,
    /// Red won by forfeit.
    RedWinsByForfeit,
    /// Black won by forfeit.
    BlackWinsByForfeit,
    /// Played, and both lost (seed 000: 双方超时各计零分 — both over the game time): 0–0.
    /// Not in a knockout, whose matches need a winner.
    BothLose,
    /// Neither appeared (both late beyond the limit, ruling R10): a double forfeit, 0–0. Not
    /// in a knockout.
    DoubleForfeit,
}

impl GameOutcome {
    /// Whether the game gives no winner a knockout could advance (both lose).
    #[must_use]
    pub fn both_lose(self) -> bool {
        matches!(self, GameOutcome::BothLose | GameOutcome::DoubleForfeit)
    }
}

/// A reported result, addressed the way the event gave the game out (all numbers 1-based).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ReportedResult {
    /// Stage.
    pub stage: u32,
    /// Group within the stage.
    pub group: u32,
    /// Round within the group.
    pub round: u32,
    /// Board within the round.
    pub board: u32,
    /// Red, when the caller states it (checked against the schedule).
    pub red: Option<PlayerId>,
    /// Black, when the caller states it (checked against the schedule).
    pub black: Option<PlayerId>,
    /// What happened.
    pub outcome: GameOutcome,
    /// A drawn knockout match: the winner of the play-off games (加赛).
    pub playoff_winner: Option<PlayerId>,
    /// Technical fouls (犯规) the arbiter recorded against Red in this game (seed 000 §8):
    /// summed per stage for the 犯规 tie-break; they never decide the game by themselves
    /// (ruling R12).
    pub red_fouls: u32,
    /// The same for Black.
    pub black_fouls: u32,
}

/// The order a play-off (加赛) put tied players in, for a cut in a group (or the title).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayoffOrder {
    /// Stage (1-based).
    pub stage: u32,
    /// Group (1-based).
    pub group: u32,
    /// The tied players, best first.
    pub order: Vec<PlayerId>,
}

/// A definition that cannot run: the field at fault (a path into the request) and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DefinitionError {
    /// E.g. `stages[1].advance`.
    pub field: String,
    /// Why.
    pub refusal: Refusal,
}

impl std::fmt::Display for DefinitionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.field, self.refusal)
    }
}

impl std::error::Error for DefinitionError {}

fn refuse(field: impl Into<String>, refusal: Refusal) -> DefinitionError {
    DefinitionError {
        field: field.into(),
        refusal,
    }
}

impl Grouping {
    /// The number of groups for `players` players.
    #[must_use]
    pub fn groups_for(self, players: usize) -> usize {
        match self {
            Grouping::Count(g) => (g as usize).max(1),
            Grouping::Size(s) => players.div_ceil((s as usize).max(1)).max(1),
        }
    }
}

/// The shape of a stage once its player count is known.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StageShape {
    /// Players entering the stage.
    pub players: usize,
    /// Groups.
    pub groups: usize,
    /// The smallest group.
    pub smallest: usize,
    /// The largest group.
    pub largest: usize,
}

impl EventDef {
    /// Checks the definition as a whole and returns each stage's shape.
    ///
    /// # Errors
    /// The first field that makes the event impossible to run, with the reason.
    pub fn validate(&self, max_players: usize) -> Result<Vec<StageShape>, DefinitionError> {
        self.check_players(max_players)?;
        if self.stages.is_empty() {
            return Err(refuse("stages", Refusal::NoStage));
        }
        if self.stages.len() > MAX_STAGES {
            return Err(refuse("stages", Refusal::TooManyStages { max: MAX_STAGES }));
        }
        let mut shapes = Vec::with_capacity(self.stages.len());
        let mut players = self.players.len();
        for (i, stage) in self.stages.iter().enumerate() {
            let last = i + 1 == self.stages.len();
            let shape = check_stage(stage, i, players, last)?;
            if !last {
                check_seeding(stage, i, &shape, &self.stages[i + 1])?;
            }
            players = shape.groups * stage.advance as usize;
            shapes.push(shape);
        }
        Ok(shapes)
    }

    fn check_players(&self, max_players: usize) -> Result<(), DefinitionError> {
        if self.players.len() < 2 {
            return Err(refuse("players", Refusal::TooFewPlayers));
        }
        if self.players.len() > max_players {
            return Err(refuse(
                "players",
                Refusal::TooManyPlayers { max: max_players },
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for (i, p) in self.players.iter().enumerate() {
            if p.id == 0 {
                return Err(refuse(
                    format!("players[{i}].id"),
                    Refusal::PlayerNumberZero,
                ));
            }
            if !seen.insert(p.id) {
                return Err(refuse(
                    format!("players[{i}].id"),
                    Refusal::RegisteredTwice { id: p.id },
                ));
            }
        }
        Ok(())
    }

    /// The players in seeding order.
    #[must_use]
    pub fn seeding_order(&self) -> Vec<PlayerId> {
        let mut players: Vec<&Entrant> = self.players.iter().collect();
        if self.seed_by_rating {
            players.sort_by_key(|p| std::cmp::Reverse(p.rating));
        }
        players.iter().map(|p| p.id).collect()
    }
}

fn check_stage(
    stage: &Stage,
    i: usize,
    players: usize,
    last: bool,
) -> Result<StageShape, DefinitionError> {
    let field = |f: &str| format!("stages[{i}].{f}");
    let groups = stage.grouping.groups_for(players);
    let grouping_field = match stage.grouping {
        Grouping::Count(_) => field("groups"),
        Grouping::Size(_) => field("group_size"),
    };
    if matches!(stage.grouping, Grouping::Size(s) if s < 2) {
        return Err(refuse(grouping_field, Refusal::GroupTooSmall));
    }
    let smallest = players / groups;
    let largest = players.div_ceil(groups);
    if smallest < 2 {
        return Err(refuse(
            grouping_field,
            Refusal::TooManyGroups { players, groups },
        ));
    }
    check_format(stage, &field, smallest, largest)?;
    let advance = stage.advance as usize;
    if last && advance != 0 {
        return Err(refuse(field("advance"), Refusal::LastStageAdvances));
    }
    if !last && advance == 0 {
        return Err(refuse(field("advance"), Refusal::AdvanceMissing));
    }
    if advance > smallest {
        return Err(refuse(
            field("advance"),
            Refusal::AdvanceTooMany { advance, smallest },
        ));
    }
    if !last && groups * advance < 2 {
        return Err(refuse(field("advance"), Refusal::NextStageTooSmall));
    }
    Ok(StageShape {
        players,
        groups,
        smallest,
        largest,
    })
}

fn check_format(
    stage: &Stage,
    field: &dyn Fn(&str) -> String,
    smallest: usize,
    largest: usize,
) -> Result<(), DefinitionError> {
    match stage.format {
        Format::Knockout { .. } => {
            if largest > crate::knockout::MAX_PLAYERS {
                return Err(refuse(field("groups"), Refusal::KnockoutTooLarge));
            }
        }
        Format::RoundRobin { cycles } => {
            if !(1..=crate::limits::MAX_ROUND_ROBIN_CYCLES).contains(&cycles) {
                return Err(refuse(
                    field("cycles"),
                    Refusal::CyclesOutOfRange {
                        max: crate::limits::MAX_ROUND_ROBIN_CYCLES,
                    },
                ));
            }
            if largest > crate::limits::MAX_SCHEDULE_PLAYERS {
                return Err(refuse(
                    field("groups"),
                    Refusal::RoundRobinTooLarge {
                        max: crate::limits::MAX_SCHEDULE_PLAYERS,
                    },
                ));
            }
        }
        Format::Swiss { rounds } => {
            if rounds == 0 || rounds > MAX_SWISS_ROUNDS {
                return Err(refuse(
                    field("rounds"),
                    Refusal::SwissRoundsOutOfRange {
                        max: MAX_SWISS_ROUNDS,
                    },
                ));
            }
            if rounds as usize >= smallest {
                return Err(refuse(
                    field("rounds"),
                    Refusal::SwissRoundsTooMany { rounds, smallest },
                ));
            }
            if largest > crate::limits::MAX_SWISS_PLAYERS {
                return Err(refuse(field("groups"), Refusal::SwissTooLarge));
            }
        }
    }
    Ok(())
}

fn check_seeding(
    stage: &Stage,
    i: usize,
    shape: &StageShape,
    next: &Stage,
) -> Result<(), DefinitionError> {
    if stage.seeding != Seeding::CrossGroups {
        return Ok(());
    }
    let field = format!("stages[{i}].seeding");
    if stage.advance != 2 || !shape.groups.is_multiple_of(2) {
        return Err(refuse(field, Refusal::CrossedNeedsPairs));
    }
    if !matches!(next.format, Format::Knockout { .. })
        || next.grouping.groups_for(shape.groups * 2) != 1
    {
        return Err(refuse(field, Refusal::CrossedNeedsKnockout));
    }
    Ok(())
}
