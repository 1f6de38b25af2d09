//! A whole event of several stages (e.g. the club's three: groups drawn by lot playing single
//! elimination, a round robin of the qualifiers, a knockout seeded by points), run statelessly:
//! the definition and every result so far go in; the current stage, the next round's games,
//! who qualified, the play-offs needed at a cut and, at the end, the final ranking come out.
//!
//! Every draw by lot comes from the event's seed, so the same request gives the same answer on
//! every replica. Each stage is replayed from the start on every request: the draw, then each
//! group's rounds as far as the results reach, then the cut and the seeding of the next stage.
//!
//! ```
//! use arbiter_tournament::Stop;
//! use arbiter_tournament::event::definition::{Entrant, EventDef};
//! use arbiter_tournament::event::presets::{EventPreset, PresetOptions, stages};
//! use arbiter_tournament::event::{EventInput, run};
//! use arbiter_tournament::model::PointSystem;
//! // Eight players in round-robin groups, then a knockout of the qualifiers; no result yet.
//! let players = (1..=8)
//!     .map(|id| Entrant { id, name: format!("P{id}"), rating: 0 })
//!     .collect();
//! let def = EventDef {
//!     players,
//!     seed_by_rating: false,
//!     stages: stages(EventPreset::GroupsThenKnockout, 8, PresetOptions::default()),
//!     points: PointSystem::CXA,
//!     seed: 7,
//! };
//! let input = EventInput { def: &def, results: &[], playoffs: &[], max_players: 64 };
//! let state = run(&input, &Stop::never()).unwrap();
//! // Two groups of four drawn serpentine (seeds 1, 4, 5, 8 and 2, 3, 6, 7), each playing its
//! // first round: four games, and the knockout not drawn yet.
//! assert_eq!(state.current_stage, Some(1));
//! assert_eq!(state.stages.len(), 1);
//! let groups = &state.stages[0].groups;
//! assert_eq!(groups[0].players, [1, 4, 5, 8]);
//! assert_eq!(state.next_games.len(), 4);
//! assert!(state.final_ranking.is_empty());
//! ```

pub mod address;
pub mod cut;
pub mod definition;
pub mod error;
pub mod groups;
pub mod play;
pub mod presets;
pub mod refusal;
pub mod result_problem;
pub mod results;
pub mod swiss_record;

use self::cut::{Cut, Entry, FinalRow, StageRanking};
use self::definition::{EventDef, Format, PlayoffOrder, ReportedResult, Stage};
use self::play::{GroupInput, GroupPlay, GroupRow, Scoring};
use self::results::ResultBook;
use crate::model::PlayerId;
use crate::standings::{Preset, Tiebreak};
use arbiter_base::stop::Stop;
use result_problem::PlayoffProblem;

pub use self::address::{GameAddress, GroupKey, ScheduledGame};
pub use self::definition::{DefinitionError, PresetStage};
pub use self::error::EventError;

/// One group of a stage as far as the results reach.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GroupState {
    /// A, B, …
    pub label: String,
    /// Its players in their seeding order.
    pub players: Vec<PlayerId>,
    /// Its play: rounds, the next games, places.
    pub play: GroupPlay,
    /// Who qualified from it (once the stage is decided).
    pub qualified: Vec<PlayerId>,
    /// Once finished: whether its cut (or, in a one-group last stage, the title) is decided.
    pub cut: Option<Cut>,
}

/// One stage as far as the results reach.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StageState {
    /// The stage's name (empty for a preset's stage).
    pub name: String,
    /// The preset stage it is, if a named format made it.
    pub preset: Option<PresetStage>,
    /// Its groups.
    pub groups: Vec<GroupState>,
    /// The tie-breaks that decided places.
    pub tiebreaks: Vec<Tiebreak>,
    /// Every group finished and every cut decided.
    pub decided: bool,
    /// The qualifiers in their seeding order for the next stage.
    pub qualified: Vec<PlayerId>,
    /// The players whose event ended in this stage (once decided).
    pub eliminated: Vec<PlayerId>,
}

/// Why a play-off (加赛) is needed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayoffKind {
    /// Players tied across a group's cut: places `from..=to`.
    Cut {
        /// First place of the tie.
        from: u32,
        /// Last place of the tie.
        to: u32,
    },
    /// Players tied for first in the last stage.
    Title,
    /// A knockout match was drawn: its play-off games decide the winner.
    DrawnMatch(GameAddress),
}

/// A play-off the event waits for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayoffNeeded {
    /// Stage (1-based).
    pub stage: u32,
    /// Group (1-based).
    pub group: u32,
    /// The players.
    pub players: Vec<PlayerId>,
    /// Why.
    pub kind: PlayoffKind,
}

/// Where the event stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EventState {
    /// The stages drawn so far.
    pub stages: Vec<StageState>,
    /// The stage being played (1-based), `None` once the event is over.
    pub current_stage: Option<u32>,
    /// The games to play next: each unfinished group's current round, without results yet.
    pub next_games: Vec<ScheduledGame>,
    /// Players without a game in those rounds (address with board 0, player).
    pub byes: Vec<(GameAddress, PlayerId)>,
    /// Play-offs the event waits for.
    pub playoffs: Vec<PlayoffNeeded>,
    /// The final ranking, once the event is over.
    pub final_ranking: Vec<FinalRow>,
}

/// The tie-breaks a stage ranks by.
#[must_use]
pub fn stage_tiebreaks(stage: &Stage) -> Vec<Tiebreak> {
    if !stage.tiebreaks.is_empty() {
        return stage.tiebreaks.clone();
    }
    match stage.format {
        Format::RoundRobin { .. } => Preset::CxaRoundRobin.tiebreaks().to_vec(),
        Format::Swiss { .. } => Preset::CxaOpponents.tiebreaks().to_vec(),
        Format::Knockout { .. } => Vec::new(),
    }
}

/// A different, reproducible seed for each stage's draws.
fn stage_seed(seed: u64, stage: usize) -> u64 {
    seed ^ (stage as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// What a request brings: the definition, the results and the play-off orders.
pub struct EventInput<'a> {
    /// The definition.
    pub def: &'a EventDef,
    /// The results so far.
    pub results: &'a [ReportedResult],
    /// The orders of the play-offs played at cuts.
    pub playoffs: &'a [PlayoffOrder],
    /// Most players allowed.
    pub max_players: usize,
}

/// Runs the event as far as the results reach.
///
/// # Errors
/// A definition that cannot run, a result or play-off that does not fit, a Swiss round that
/// cannot be paired or a fired `stop`.
pub fn run(input: &EventInput<'_>, stop: &Stop) -> Result<EventState, EventError> {
    let def = input.def;
    let shapes = def
        .validate(input.max_players)
        .map_err(EventError::Definition)?;
    check_playoffs(input.playoffs, def)?;
    let mut book = ResultBook::new(input.results)?;
    let mut state = EventState {
        stages: Vec::new(),
        current_stage: None,
        next_games: Vec::new(),
        byes: Vec::new(),
        playoffs: Vec::new(),
        final_ranking: Vec::new(),
    };
    let mut entry = Entry::Order(def.seeding_order());
    for (si, stage) in def.stages.iter().enumerate() {
        let seed = stage_seed(def.seed, si);
        let runner = StageRunner {
            index: si,
            stage,
            def,
            playoffs: input.playoffs,
            stop,
        };
        let (stage_state, next) = runner.run(&entry, shapes[si].groups, seed, &mut book)?;
        let decided = stage_state.decided;
        if !decided {
            runner.waiting(&stage_state, &mut state);
        }
        state.stages.push(stage_state);
        match next {
            Some(next) if decided => entry = next,
            _ => break,
        }
    }
    book.all_used()?;
    if state.current_stage.is_none() {
        let rows: Vec<Vec<Vec<GroupRow>>> = state
            .stages
            .iter()
            .map(|s| s.groups.iter().map(|g| g.play.rows.clone()).collect())
            .collect();
        let rankings: Vec<StageRanking<'_>> = state
            .stages
            .iter()
            .zip(&rows)
            .map(|(s, groups)| StageRanking {
                groups,
                qualified: &s.qualified,
                tiebreaks: &s.tiebreaks,
            })
            .collect();
        state.final_ranking = cut::final_ranking(&rankings);
    }
    Ok(state)
}

fn check_playoffs(playoffs: &[PlayoffOrder], def: &EventDef) -> Result<(), EventError> {
    let mut seen = std::collections::HashSet::new();
    for (i, p) in playoffs.iter().enumerate() {
        if p.stage == 0 || p.stage as usize > def.stages.len() || p.group == 0 {
            return Err(EventError::Playoff {
                index: i,
                problem: PlayoffProblem::NoSuchGroup,
            });
        }
        if !seen.insert((p.stage, p.group)) {
            return Err(EventError::Playoff {
                index: i,
                problem: PlayoffProblem::SecondOrder,
            });
        }
    }
    Ok(())
}

/// One stage being replayed.
struct StageRunner<'a> {
    index: usize,
    stage: &'a Stage,
    def: &'a EventDef,
    playoffs: &'a [PlayoffOrder],
    stop: &'a Stop,
}

impl StageRunner<'_> {
    fn number(&self) -> u32 {
        self.index as u32 + 1
    }

    fn last(&self) -> bool {
        self.index + 1 == self.def.stages.len()
    }

    /// Draws the stage, plays its groups as far as the results reach and, when every group is
    /// finished, decides the cuts and seeds the next stage.
    fn run(
        &self,
        entry: &Entry,
        group_count: usize,
        seed: u64,
        book: &mut ResultBook<'_>,
    ) -> Result<(StageState, Option<Entry>), EventError> {
        let (groups, fixed_first) = match entry {
            Entry::Order(players) if self.stage.order_by_lot => {
                let mut order = players.clone();
                crate::draw::shuffle(&mut order, seed.rotate_left(17));
                (
                    groups::draw(&order, group_count, self.stage.group_draw, seed),
                    None,
                )
            }
            Entry::Order(players) => (
                groups::draw(players, group_count, self.stage.group_draw, seed),
                None,
            ),
            Entry::Crossed(first) => (vec![entry.players()], Some(first.clone())),
        };
        let tiebreaks = stage_tiebreaks(self.stage);
        let scoring = Scoring {
            points: self.def.points,
            tiebreaks: &tiebreaks,
        };
        let mut state = StageState {
            name: self.stage.name.clone(),
            preset: self.stage.preset,
            groups: Vec::with_capacity(groups.len()),
            tiebreaks: tiebreaks.clone(),
            decided: false,
            qualified: Vec::new(),
            eliminated: Vec::new(),
        };
        for (gi, players) in groups.into_iter().enumerate() {
            let key = GroupKey {
                stage: self.number(),
                group: gi as u32 + 1,
                stop: self.stop,
            };
            let group = GroupInput {
                format: self.stage.format,
                players: &players,
                first_round: fixed_first.clone(),
            };
            let play = play::play(group, &key, book, &scoring)?;
            let mut group = GroupState {
                label: groups::label(gi),
                players,
                play,
                qualified: Vec::new(),
                cut: None,
            };
            if group.play.finished {
                group.cut = Some(self.cut(&mut group, gi, group_count)?);
            }
            state.groups.push(group);
        }
        if !state.groups.iter().all(|g| g.cut == Some(Cut::Decided)) {
            return Ok((state, None));
        }
        let next = self.decide(&mut state, seed);
        Ok((state, next))
    }

    /// Where a group's places are cut: after the qualifiers, or in a one-group last stage
    /// after the winner (the title).
    fn cut_at(&self, group_count: usize) -> usize {
        if self.last() {
            usize::from(group_count == 1)
        } else {
            self.stage.advance as usize
        }
    }

    /// Decides a finished group's cut, with the play-off order given for it if any.
    fn cut(&self, g: &mut GroupState, gi: usize, group_count: usize) -> Result<Cut, EventError> {
        let playoff = self
            .playoffs
            .iter()
            .enumerate()
            .find(|(_, p)| p.stage == self.number() && p.group == gi as u32 + 1);
        cut::cut(&mut g.play.rows, self.cut_at(group_count), playoff)
    }

    /// Seeds the next stage once every group's cut is decided (`None` after the last stage).
    fn decide(&self, state: &mut StageState, seed: u64) -> Option<Entry> {
        state.decided = true;
        if self.last() {
            return None;
        }
        let advance = self.stage.advance as usize;
        let rows: Vec<Vec<GroupRow>> = state.groups.iter().map(|g| g.play.rows.clone()).collect();
        let next = cut::seed_next(
            self.stage.seeding,
            &rows,
            advance,
            &state.tiebreaks,
            seed.wrapping_add(1),
        );
        for g in &mut state.groups {
            g.qualified = g.play.rows.iter().take(advance).map(|r| r.id).collect();
        }
        state.qualified = next.players();
        state.eliminated = state
            .groups
            .iter()
            .flat_map(|g| g.play.rows.iter().skip(advance).map(|r| r.id))
            .collect();
        Some(next)
    }

    /// Fills in what the event waits for in this undecided stage.
    fn waiting(&self, stage: &StageState, state: &mut EventState) {
        state.current_stage = Some(self.number());
        let title = self.last() && stage.groups.len() == 1;
        for (gi, g) in stage.groups.iter().enumerate() {
            let group = gi as u32 + 1;
            state.next_games.extend(g.play.next_games.iter().copied());
            state.byes.extend(g.play.byes.iter().map(|&(round, p)| {
                let at = GameAddress {
                    stage: self.number(),
                    group,
                    round,
                    board: 0,
                };
                (at, p)
            }));
            for d in &g.play.drawn {
                state.playoffs.push(PlayoffNeeded {
                    stage: self.number(),
                    group,
                    players: vec![d.red, d.black],
                    kind: PlayoffKind::DrawnMatch(d.at),
                });
            }
            if let Some(Cut::Playoff { players, from, to }) = &g.cut {
                state.playoffs.push(PlayoffNeeded {
                    stage: self.number(),
                    group,
                    players: players.clone(),
                    kind: if title {
                        PlayoffKind::Title
                    } else {
                        PlayoffKind::Cut {
                            from: *from,
                            to: *to,
                        }
                    },
                });
            }
        }
    }
}
