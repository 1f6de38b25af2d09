//! A team event ranked by FIDE's team tie-breaks (C.07 for team competitions): match points
//! (MP) rank first; each tie-break is computed over the teams with their match points or game
//! points (GP) as their score (`BH:GP`, `SB:MP`), from both (extended Sonneborn-Berger,
//! `EMGSB`), or from the boards (board count, top board result, bottom board elimination).
//!
//! A team is one participant of a C.07 event: its rounds are its matches, won, drawn or lost
//! by match points, so every individual tie-break applies to it unchanged once its score is
//! chosen — the standings engine computes them over the event seen with one point system or
//! the other. Values are exact integers in half-points (quarter-points for products), as in
//! [`crate::standings`].
//!
//! ```
//! use arbiter_tournament::standings::UnplayedRule;
//! use arbiter_tournament::team_tiebreaks::{TeamCriterion, TeamEvent, fide_team_standings};
//! use arbiter_tournament::teams::{BoardResult, TeamMatch, TeamPoints};
//! use BoardResult::{AwayWins, Draw, HomeWins};
//! // Four teams of two boards, a round robin: teams 1 and 3 end equal on match points (a win
//! // and two draws) and on game points (8 each, 2 a board won, 1 a board drawn).
//! let m = |round, home, away, boards: [BoardResult; 2]| TeamMatch {
//!     round, home, away, boards: boards.to_vec(),
//! };
//! let matches = [
//!     m(1, 1, 2, [HomeWins, HomeWins]), m(1, 3, 4, [Draw, Draw]),
//!     m(2, 1, 3, [Draw, Draw]), m(2, 2, 4, [HomeWins, Draw]),
//!     m(3, 1, 4, [HomeWins, AwayWins]), m(3, 2, 3, [AwayWins, AwayWins]),
//! ];
//! let event = TeamEvent {
//!     teams: &[1, 2, 3, 4],
//!     matches: &matches,
//!     byes: &[],
//!     points: TeamPoints::default(),
//!     bye_points: (0, 0),
//! };
//! let codes = ["GPTS", "TBR"].map(|c| TeamCriterion::from_fide_code(c).unwrap());
//! let rows = fide_team_standings(&event, &codes, UnplayedRule::Fide2024);
//! // The top board separates them: team 1's board 1 won twice and drew once, team 3's
//! // drew twice and won once. Teams 4 and 2 have 2 match points; 4 has more game points.
//! let order: Vec<u32> = rows.iter().map(|r| r.team).collect();
//! assert_eq!(order, [1, 3, 4, 2]);
//! assert_eq!(rows[0].match_points, rows[1].match_points);
//! assert_eq!(rows[0].values[0], rows[1].values[0]);
//! ```

use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};

use super::direct_encounter;
use super::model::{
    GameResult, HalfPoints, Player, PointSystem, RoundEntry, RoundKind, Tournament,
};
use super::standings::{UnplayedRule, extended_sonneborn_berger, standings};
use super::teams::{TeamId, TeamMatch, TeamPoints};
use super::tiebreak::{CodeError, Criterion, Tiebreak};

/// The score a team tie-break counts with.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum TeamScore {
    /// Match points (场分, `:MP`): the default, the score that ranks.
    Match,
    /// Game points (局分, `:GP`): the boards' points.
    Game,
}

/// A team tie-break as a FIDE code names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TeamCriterion {
    /// A score itself (`MPTS`, `GPTS`).
    Points(TeamScore),
    /// A C.07 tie-break computed with `score` as the teams' score (`BH:GP/C1`, `SB`, `DE`).
    Scored {
        /// The tie-break with its modifiers.
        criterion: Criterion,
        /// The score it counts.
        score: TeamScore,
    },
    /// Extended Sonneborn-Berger (`EMGSB`, `EGMSB`, `EMMSB`, `EGGSB`; `ESB` = `EMGSB`): each
    /// opponent's `opponent` score times the team's own `own` score in that match, with the
    /// cuts of `criterion` (a Sonneborn-Berger).
    Extended {
        /// The opponents' score.
        opponent: TeamScore,
        /// The team's own score in each match.
        own: TeamScore,
        /// Sonneborn-Berger with the code's modifiers.
        criterion: Criterion,
    },
    /// Extended direct encounter (`EDE`, and with the boards of the encounters `EDEC`,
    /// `EDET`, `EDEB`, `EDEBT`, `EDEBB`): among the teams still tied, the match points they
    /// scored against each other, then the game points, in turn while either separates them;
    /// then, for two teams still tied, their encounters' boards as `boards` says. The place
    /// inside the group (0 when it does not separate them).
    ExtendedDirectEncounter {
        /// What decides two teams still tied on match and game points.
        boards: EncounterBoards,
    },
    /// Board count (`BC`): the game points on each board times the board's number; a lower
    /// count ranks higher (points won on the top boards weigh less).
    BoardCount,
    /// Top board result (`TBR`): among the teams still tied, the game points on board 1, then
    /// board 2, …; the place inside the group (0 when it does not separate them).
    TopBoard,
    /// Bottom board elimination (`BBE`): among the teams still tied, the game points without
    /// the last board, then without the last two, …; the place inside the group.
    BottomBoardElimination,
}

/// What the extended direct encounter looks at, for two teams still tied on the match and
/// game points of their encounters (C.07's team forms; FIDE's tool's codes).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EncounterBoards {
    /// Nothing more (`EDE`).
    None,
    /// The board count of the encounters (`EDEC`).
    Count,
    /// The encounters' game points on board 1, then board 2, … (`EDET`).
    Top,
    /// The encounters' game points without the last board, then without the last two, …
    /// (`EDEB`).
    Bottom,
    /// The board count, then board by board from the top (`EDEBT`).
    CountThenTop,
    /// The board count, then without the bottom boards (`EDEBB`).
    CountThenBottom,
}

/// One step of the extended direct encounter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Step {
    /// Match points scored against each other.
    MatchPoints,
    /// Game points scored against each other.
    GamePoints,
    /// For two teams: the encounters' game points weighted by board (`weights[board]`).
    Boards(Weights),
}

/// Board weights of a step: the board count, one board, or the boards above the bottom ones.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Weights {
    /// Each board's number.
    Count,
    /// Board `n` (0 = board 1) alone.
    Only(usize),
    /// Every board but the last `n + 1`.
    Above(usize),
}

impl Weights {
    fn of(self, board: usize, size: usize) -> i64 {
        match self {
            Weights::Count => board as i64 + 1,
            Weights::Only(n) => i64::from(board == n),
            Weights::Above(n) => i64::from(board + n + 1 < size),
        }
    }
}

impl EncounterBoards {
    /// The steps in the order they are taken (FIDE's tool's `PS`, `PSC`, `PST…`, `PSB…`).
    fn steps(self, size: usize) -> Vec<Step> {
        let mut steps = vec![Step::MatchPoints, Step::GamePoints];
        let count = matches!(
            self,
            EncounterBoards::Count
                | EncounterBoards::CountThenTop
                | EncounterBoards::CountThenBottom
        );
        if count {
            steps.push(Step::Boards(Weights::Count));
        }
        match self {
            EncounterBoards::Top | EncounterBoards::CountThenTop => {
                steps.extend((0..size).map(|n| Step::Boards(Weights::Only(n))));
            }
            EncounterBoards::Bottom | EncounterBoards::CountThenBottom => {
                steps.extend((0..size.saturating_sub(1)).map(|n| Step::Boards(Weights::Above(n))));
            }
            _ => {}
        }
        steps
    }

    fn code(self) -> &'static str {
        match self {
            EncounterBoards::None => "EDE",
            EncounterBoards::Count => "EDEC",
            EncounterBoards::Top => "EDET",
            EncounterBoards::Bottom => "EDEB",
            EncounterBoards::CountThenTop => "EDEBT",
            EncounterBoards::CountThenBottom => "EDEBB",
        }
    }
}

/// The individual tie-breaks a team event takes with a point system: those computed from the
/// teams' scores and results alone (no ratings, colours or fouls of teams).
const FOR_TEAMS: [Tiebreak; 10] = [
    Tiebreak::Buchholz,
    Tiebreak::ForeBuchholz,
    Tiebreak::SonnebornBerger,
    Tiebreak::Progressive,
    Tiebreak::Koya,
    Tiebreak::DirectEncounter,
    Tiebreak::Wins,
    Tiebreak::GamesWon,
    Tiebreak::RoundsElectedToPlay,
    Tiebreak::StartNumber,
];

impl TeamCriterion {
    /// Reads a team tie-break code: a C.07 code with an optional point system after its name
    /// (`BH:GP/C1`, `sb:mp`; `!` and `#` may stand for `/`), `MPTS`, `GPTS`, the extended
    /// Sonneborn-Berger forms, `BC`, `TBR` or `BBE`.
    ///
    /// # Errors
    /// The name is not a tie-break Arbiter has for teams, the point system is neither `MP`
    /// nor `GP`, or a modifier is not C.07's or does not apply.
    pub fn from_fide_code(code: &str) -> Result<TeamCriterion, CodeError> {
        let code = code.trim().to_ascii_uppercase().replace(['!', '#'], "/");
        let (head, modifiers) = match code.split_once('/') {
            Some((head, rest)) => (head, Some(rest)),
            None => (code.as_str(), None),
        };
        let (name, system) = match head.split_once(':') {
            Some((name, system)) => (name, Some(system)),
            None => (head, None),
        };
        let score = match system {
            None | Some("MP") => TeamScore::Match,
            Some("GP") => TeamScore::Game,
            Some(_) => return Err(CodeError::PointSystem),
        };
        let bare = |c: TeamCriterion| match (modifiers, system) {
            (Some(m), _) => Err(CodeError::NotFor(
                m.split('/').next().unwrap_or_default().to_string(),
            )),
            (None, Some(_)) => Err(CodeError::PointSystem),
            (None, None) => Ok(c),
        };
        let with = |base: &str| match modifiers {
            Some(m) => Criterion::from_fide_code(&format!("{base}/{m}")),
            None => Criterion::from_fide_code(base),
        };
        let extended = |opponent, own| -> Result<TeamCriterion, CodeError> {
            if system.is_some() {
                return Err(CodeError::PointSystem);
            }
            Ok(TeamCriterion::Extended {
                opponent,
                own,
                criterion: with("SB")?,
            })
        };
        use TeamScore::{Game, Match};
        match name {
            "MPTS" => bare(TeamCriterion::Points(Match)),
            "GPTS" => bare(TeamCriterion::Points(Game)),
            "PTS" => match modifiers {
                Some(m) => Err(CodeError::NotFor(m.to_string())),
                None => Ok(TeamCriterion::Points(score)),
            },
            "BC" => bare(TeamCriterion::BoardCount),
            "EDE" | "EDEC" | "EDET" | "EDEB" | "EDEBT" | "EDEBB" => {
                let boards = match name {
                    "EDEC" => EncounterBoards::Count,
                    "EDET" => EncounterBoards::Top,
                    "EDEB" => EncounterBoards::Bottom,
                    "EDEBT" => EncounterBoards::CountThenTop,
                    "EDEBB" => EncounterBoards::CountThenBottom,
                    _ => EncounterBoards::None,
                };
                bare(TeamCriterion::ExtendedDirectEncounter { boards })
            }
            "TBR" => bare(TeamCriterion::TopBoard),
            "BBE" => bare(TeamCriterion::BottomBoardElimination),
            "ESB" | "EMGSB" => extended(Match, Game),
            "EGMSB" => extended(Game, Match),
            "EMMSB" => extended(Match, Match),
            "EGGSB" => extended(Game, Game),
            _ => {
                let criterion = with(name)?;
                if !FOR_TEAMS.contains(&criterion.base()) {
                    return Err(CodeError::IndividualOnly);
                }
                Ok(TeamCriterion::Scored { criterion, score })
            }
        }
    }

    /// The criterion's FIDE code as [`TeamCriterion::from_fide_code`] reads it back
    /// (`BH:GP/C1`; match points, the default, unnamed).
    #[must_use]
    pub fn fide_code(&self) -> String {
        let name = |s: TeamScore| if s == TeamScore::Match { "M" } else { "G" };
        match *self {
            TeamCriterion::Points(s) => format!("{}PTS", name(s)),
            TeamCriterion::Scored { criterion, score } => {
                let code = criterion.fide_code().unwrap_or_default();
                if score == TeamScore::Match {
                    return code;
                }
                match code.split_once('/') {
                    Some((head, rest)) => format!("{head}:GP/{rest}"),
                    None => format!("{code}:GP"),
                }
            }
            TeamCriterion::Extended {
                opponent,
                own,
                criterion,
            } => {
                let code = criterion.fide_code().unwrap_or_default();
                let rest = code.strip_prefix("SB").unwrap_or_default();
                format!("E{}{}SB{rest}", name(opponent), name(own))
            }
            TeamCriterion::ExtendedDirectEncounter { boards } => boards.code().to_string(),
            TeamCriterion::BoardCount => "BC".to_string(),
            TeamCriterion::TopBoard => "TBR".to_string(),
            TeamCriterion::BottomBoardElimination => "BBE".to_string(),
        }
    }

    /// Scale of the value: the value in points is the integer divided by this.
    #[must_use]
    pub fn scale(&self) -> i64 {
        match self {
            TeamCriterion::Points(_) | TeamCriterion::BoardCount => 2,
            TeamCriterion::Scored { criterion, .. } => criterion.base().scale(),
            TeamCriterion::Extended { .. } => 4,
            TeamCriterion::TopBoard
            | TeamCriterion::BottomBoardElimination
            | TeamCriterion::ExtendedDirectEncounter { .. } => 1,
        }
    }

    /// Whether a lower value ranks higher (a lower board count; a better place).
    #[must_use]
    pub fn lower_first(&self) -> bool {
        match self {
            TeamCriterion::Scored { criterion, .. } => criterion.base().lower_first(),
            TeamCriterion::BoardCount
            | TeamCriterion::TopBoard
            | TeamCriterion::BottomBoardElimination
            | TeamCriterion::ExtendedDirectEncounter { .. } => true,
            TeamCriterion::Points(_) | TeamCriterion::Extended { .. } => false,
        }
    }

    /// Whether the value is a place inside the group still tied when it is reached.
    fn is_place(&self) -> bool {
        match self {
            TeamCriterion::Scored { criterion, .. } => {
                criterion.base() == Tiebreak::DirectEncounter
            }
            TeamCriterion::TopBoard
            | TeamCriterion::BottomBoardElimination
            | TeamCriterion::ExtendedDirectEncounter { .. } => true,
            _ => false,
        }
    }
}

/// One row of team standings under FIDE's team tie-breaks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FideTeamRow {
    /// Team.
    pub team: TeamId,
    /// Place, shared by teams equal on everything.
    pub rank: u32,
    /// Match points (half-points).
    pub match_points: HalfPoints,
    /// The tie-break values in the order asked (see [`TeamCriterion::scale`]); `None` when not
    /// defined.
    pub values: Vec<Option<i64>>,
    /// Equal with the row above on everything.
    pub tied_with_previous: bool,
}

/// A team event as FIDE's team tie-breaks read it.
#[derive(Clone, Copy, Debug)]
pub struct TeamEvent<'a> {
    /// The teams (every team listed, also those without matches).
    pub teams: &'a [TeamId],
    /// The matches played.
    pub matches: &'a [TeamMatch],
    /// Pairing-allocated byes as (round, team).
    pub byes: &'a [(u32, TeamId)],
    /// Points per board and match.
    pub points: TeamPoints,
    /// What a pairing-allocated bye earns: (match points, game points), in half-points.
    pub bye_points: (HalfPoints, HalfPoints),
}

/// A round of one team: a match, or a pairing-allocated bye.
#[derive(Clone, Debug)]
enum TeamRound {
    /// A match against `opponent` (played over the board, or forfeited on every board):
    /// match points, game points, game points per board.
    Match {
        opponent: TeamId,
        played: bool,
        match_points: HalfPoints,
        game_points: HalfPoints,
        per_board: Vec<HalfPoints>,
    },
    /// A pairing-allocated bye.
    Bye,
}

/// The matches of a team event, with what each team scored on each board.
struct Boards {
    /// Number of rounds (the highest round of a match).
    rounds: usize,
    /// Boards per match (the most any match has).
    size: usize,
    /// Per team and round (0-based).
    played: BTreeMap<TeamId, BTreeMap<usize, TeamRound>>,
    /// What a bye earns: (match points, game points).
    bye_points: (HalfPoints, HalfPoints),
    /// Game points of a board won.
    game_win: HalfPoints,
    /// Match points of a match won.
    match_win: HalfPoints,
}

impl Boards {
    fn new(event: &TeamEvent) -> Boards {
        let points = &event.points;
        let mut played: BTreeMap<TeamId, BTreeMap<_, _>> =
            event.teams.iter().map(|&t| (t, BTreeMap::new())).collect();
        let mut rounds = 0;
        let mut size = 0;
        let index = |round: u32| usize::try_from(round.saturating_sub(1)).unwrap_or(usize::MAX);
        for &(round, team) in event.byes {
            rounds = rounds.max(index(round) + 1);
            played
                .entry(team)
                .or_default()
                .insert(index(round), TeamRound::Bye);
        }
        for m in event.matches {
            let round = index(m.round);
            rounds = rounds.max(round + 1);
            size = size.max(m.boards.len());
            let per_board: Vec<(HalfPoints, HalfPoints)> =
                m.boards.iter().map(|&b| b.points(points)).collect();
            // A match of forfeits only was not played (FIDE's tool reads it so).
            let over_the_board = m.boards.iter().any(|b| b.played());
            let home: HalfPoints = per_board.iter().map(|b| b.0).sum();
            let away: HalfPoints = per_board.iter().map(|b| b.1).sum();
            let (mp_home, mp_away) = match home.cmp(&away) {
                Ordering::Greater => (points.match_win, 0),
                Ordering::Less => (0, points.match_win),
                Ordering::Equal => (points.match_draw, points.match_draw),
            };
            played.entry(m.home).or_default().insert(
                round,
                TeamRound::Match {
                    opponent: m.away,
                    played: over_the_board,
                    match_points: mp_home,
                    game_points: home,
                    per_board: per_board.iter().map(|b| b.0).collect(),
                },
            );
            played.entry(m.away).or_default().insert(
                round,
                TeamRound::Match {
                    opponent: m.home,
                    played: over_the_board,
                    match_points: mp_away,
                    game_points: away,
                    per_board: per_board.iter().map(|b| b.1).collect(),
                },
            );
        }
        Boards {
            rounds,
            size,
            played,
            bye_points: event.bye_points,
            game_win: points.game_win,
            match_win: points.match_win,
        }
    }

    /// The event as an individual one, each team a participant scoring `score`.
    fn view(&self, points: &TeamPoints, score: TeamScore) -> Tournament {
        let size = i64::try_from(self.size).unwrap_or(i64::MAX);
        let (bye_match, bye_game) = self.bye_points;
        let system = match score {
            TeamScore::Match => PointSystem {
                win: points.match_win,
                draw: points.match_draw,
                draw_black: points.match_draw,
                loss: 0,
                zero: 0,
                bye: bye_match,
            },
            TeamScore::Game => PointSystem {
                win: size * points.game_win,
                draw: size * points.game_draw,
                draw_black: size * points.game_draw,
                loss: 0,
                zero: 0,
                bye: bye_game,
            },
        };
        let mut t = Tournament {
            points: system,
            ..Tournament::default()
        };
        for (&team, rounds) in &self.played {
            let entries: Vec<RoundEntry> = (0..self.rounds)
                .map(|r| match rounds.get(&r) {
                    Some(&TeamRound::Match {
                        opponent,
                        played,
                        match_points,
                        ..
                    }) => RoundEntry {
                        opponent: Some(opponent),
                        colour: None,
                        kind: match (played, match_points.cmp(&points.match_draw)) {
                            (true, Ordering::Greater) => RoundKind::Played(GameResult::Win),
                            (true, Ordering::Equal) => RoundKind::Played(GameResult::Draw),
                            (true, Ordering::Less) => RoundKind::Played(GameResult::Loss),
                            (false, Ordering::Greater) => RoundKind::ForfeitWin,
                            // Forfeits that leave the match drawn: half the points, unplayed.
                            (false, Ordering::Equal) => RoundKind::HalfBye,
                            (false, Ordering::Less) => RoundKind::ForfeitLoss,
                        },
                    },
                    Some(TeamRound::Bye) => RoundEntry::without_opponent(RoundKind::PairingBye),
                    // A round without a match or a bye: the team was absent.
                    None => RoundEntry::without_opponent(RoundKind::ZeroBye),
                })
                .collect();
            if score == TeamScore::Game {
                let gp = (0..self.rounds)
                    .map(|r| match rounds.get(&r) {
                        Some(TeamRound::Match { game_points, .. }) => *game_points,
                        Some(TeamRound::Bye) => bye_game,
                        None => 0,
                    })
                    .collect();
                t.round_points.insert(team, gp);
            }
            t.players.insert(
                team,
                Player {
                    id: team,
                    rounds: entries,
                    ..Player::default()
                },
            );
        }
        t
    }

    /// A team's game points on each board over the event (board 1 first).
    fn per_board(&self, team: TeamId) -> Vec<HalfPoints> {
        let mut sums = vec![0; self.size];
        for round in self.played.get(&team).into_iter().flat_map(|r| r.values()) {
            match round {
                TeamRound::Match { per_board, .. } => {
                    for (sum, gp) in sums.iter_mut().zip(per_board) {
                        *sum += gp;
                    }
                }
                // A bye counts as every board won (FIDE's tool's reading; C.07 names no
                // board results for a bye), whatever game points the bye earns.
                TeamRound::Bye => {
                    for sum in &mut sums {
                        *sum += self.game_win;
                    }
                }
            }
        }
        sums
    }

    /// What `a` scored against `b` over their matches (`score`'s points), `None` when they
    /// did not meet: over the board, or also by forfeit with `forfeits`.
    fn scored(&self, a: TeamId, b: TeamId, score: TeamScore, forfeits: bool) -> Option<i64> {
        self.against(a, b, forfeits, &|match_points, game_points, _| {
            if score == TeamScore::Match {
                match_points
            } else {
                game_points
            }
        })
    }

    /// What `a` scored against `b` on the boards of their matches, each board's game points
    /// times its weight; `None` when they did not meet.
    fn weighted(&self, a: TeamId, b: TeamId, weights: Weights, forfeits: bool) -> Option<i64> {
        self.against(a, b, forfeits, &|_, _, per_board| {
            per_board
                .iter()
                .enumerate()
                .map(|(board, gp)| weights.of(board, self.size) * gp)
                .sum()
        })
    }

    /// The sum over `a`'s matches against `b` (played, or also forfeited with `forfeits`) of
    /// `value(match points, game points, game points per board)`; `None` when they did not
    /// meet.
    fn against(
        &self,
        a: TeamId,
        b: TeamId,
        forfeits: bool,
        value: &dyn Fn(HalfPoints, HalfPoints, &[HalfPoints]) -> i64,
    ) -> Option<i64> {
        let mut met = None;
        for round in self.played.get(&a)?.values() {
            if let TeamRound::Match {
                opponent,
                played,
                match_points,
                game_points,
                per_board,
            } = round
                && *opponent == b
                && (*played || forfeits)
            {
                met = Some(met.unwrap_or(0) + value(*match_points, *game_points, per_board));
            }
        }
        met
    }
}

/// Places of `group` by the extended direct encounter: each step in turn splits every part
/// still tied by what its members scored against each other ([`direct_encounter`]'s reading of
/// C.07 art. 6), repeated while it separates; a step that separates nothing hands over to the
/// next, and the steps go round until none separates (FIDE's tool's order). A board step only
/// looks at a part of exactly two teams (C.07 13.3.2).
fn extended_places(group: &[TeamId], steps: &[Step], boards: &Boards, forfeits: bool) -> Vec<u32> {
    let mut parts: Vec<Vec<TeamId>> = vec![group.to_vec()];
    let mut pending = vec![true; steps.len()];
    let mut step = 0;
    // FIDE's tool gives up after 30 rounds of steps; so does this.
    for _ in 0..30 {
        if steps.is_empty() {
            break;
        }
        let mut changed = false;
        let mut next = Vec::with_capacity(parts.len());
        for part in parts {
            let split = match steps[step] {
                _ if part.len() < 2 => vec![part],
                Step::MatchPoints => direct_encounter::split(
                    &part,
                    &|a, b| boards.scored(a, b, TeamScore::Match, forfeits),
                    boards.match_win,
                ),
                Step::GamePoints => direct_encounter::split(
                    &part,
                    &|a, b| boards.scored(a, b, TeamScore::Game, forfeits),
                    boards.size as i64 * boards.game_win,
                ),
                Step::Boards(weights) if part.len() == 2 => direct_encounter::split(
                    &part,
                    &|a, b| boards.weighted(a, b, weights, forfeits),
                    boards.size as i64 * boards.game_win,
                ),
                Step::Boards(_) => vec![part],
            };
            // A board step's split does not count as a change (FIDE's tool's reading).
            changed |= split.len() > 1 && !matches!(steps[step], Step::Boards(_));
            next.extend(split);
        }
        parts = next;
        if changed {
            pending.iter_mut().for_each(|p| *p = true);
        } else {
            pending[step] = false;
            step = (step + 1) % steps.len();
        }
        if !pending.iter().any(|&p| p) {
            break;
        }
    }
    direct_encounter::places_of_parts(group, &parts)
}

/// Places of `group` by `key` (compared lexicographically, more first): competition places
/// (1, 2, 2, 4), or all 0 when the key does not separate them.
fn places_by_key(group: &[TeamId], key: &dyn Fn(TeamId) -> Vec<i64>) -> Vec<u32> {
    let keys: Vec<Vec<i64>> = group.iter().map(|&t| key(t)).collect();
    if keys.windows(2).all(|w| w[0] == w[1]) {
        return vec![0; group.len()];
    }
    keys.iter()
        .map(|k| 1 + keys.iter().filter(|other| *other > k).count() as u32)
        .collect()
}

/// Team standings under FIDE's team tie-breaks: match points, then `criteria` in order.
#[must_use]
pub fn fide_team_standings(
    event: &TeamEvent,
    criteria: &[TeamCriterion],
    rule: UnplayedRule,
) -> Vec<FideTeamRow> {
    let boards = Boards::new(event);
    let by_match = boards.view(&event.points, TeamScore::Match);
    let by_game = boards.view(&event.points, TeamScore::Game);
    let view = |s: TeamScore| {
        if s == TeamScore::Match {
            &by_match
        } else {
            &by_game
        }
    };
    let mut columns: Vec<HashMap<TeamId, Option<i64>>> = Vec::with_capacity(criteria.len());
    for c in criteria {
        let column = match *c {
            TeamCriterion::Points(s) => {
                let v = view(s);
                v.players
                    .values()
                    .map(|p| (p.id, Some(v.score(p))))
                    .collect()
            }
            TeamCriterion::Scored { criterion, score } => {
                standings(view(score), &[criterion], rule)
                    .into_iter()
                    .map(|row| (row.id, row.tiebreaks.first().and_then(|v| v.value)))
                    .collect()
            }
            TeamCriterion::Extended {
                opponent,
                own,
                criterion,
            } => extended_sonneborn_berger(view(opponent), view(own), &criterion, rule)
                .into_iter()
                .map(|(id, v)| (id, Some(v)))
                .collect(),
            TeamCriterion::BoardCount => boards
                .played
                .keys()
                .map(|&t| {
                    let count = boards
                        .per_board(t)
                        .iter()
                        .zip(1..)
                        .map(|(gp, board)| gp * board)
                        .sum();
                    (t, Some(count))
                })
                .collect(),
            // Places: filled in below, once the groups still tied are known.
            TeamCriterion::TopBoard
            | TeamCriterion::BottomBoardElimination
            | TeamCriterion::ExtendedDirectEncounter { .. } => {
                boards.played.keys().map(|&t| (t, Some(0))).collect()
            }
        };
        columns.push(column);
    }
    let mut rows: Vec<FideTeamRow> = by_match
        .players
        .values()
        .map(|p| FideTeamRow {
            team: p.id,
            rank: 0,
            match_points: by_match.score(p),
            values: columns
                .iter()
                .map(|c| c.get(&p.id).copied().flatten())
                .collect(),
            tied_with_previous: false,
        })
        .collect();
    let compare_upto = |a: &FideTeamRow, b: &FideTeamRow, upto: usize| -> Ordering {
        b.match_points.cmp(&a.match_points).then_with(|| {
            for (i, c) in criteria.iter().enumerate().take(upto) {
                let (x, y) = (a.values[i], b.values[i]);
                // A value that is not defined ranks after any that is.
                let ord = match (x, y) {
                    (Some(x), Some(y)) if c.lower_first() => x.cmp(&y),
                    (Some(x), Some(y)) => y.cmp(&x),
                    (Some(_), None) => Ordering::Less,
                    (None, Some(_)) => Ordering::Greater,
                    (None, None) => Ordering::Equal,
                };
                if ord != Ordering::Equal {
                    return ord;
                }
            }
            Ordering::Equal
        })
    };
    for (i, c) in criteria.iter().enumerate() {
        if !c.is_place() {
            continue;
        }
        let group_places = |group: &[TeamId]| -> Vec<u32> {
            match *c {
                TeamCriterion::Scored { score, .. } => {
                    let win = view(score).points.win;
                    // Pairings fixed in advance (the plain rule, a round robin): a forfeited
                    // match is an encounter too, as FIDE's tool counts one.
                    let forfeits = rule == UnplayedRule::Plain;
                    direct_encounter::places(
                        group,
                        &|a, b| boards.scored(a, b, score, forfeits),
                        win,
                    )
                }
                TeamCriterion::TopBoard => places_by_key(group, &|t| boards.per_board(t)),
                TeamCriterion::ExtendedDirectEncounter { boards: which } => {
                    let steps = which.steps(boards.size);
                    extended_places(group, &steps, &boards, rule == UnplayedRule::Plain)
                }
                _ => places_by_key(group, &|t| {
                    let per_board = boards.per_board(t);
                    (1..=per_board.len())
                        .map(|k| per_board[..per_board.len() - k].iter().sum())
                        .collect()
                }),
            }
        };
        direct_encounter::fill(
            &mut rows,
            &[i],
            &compare_upto,
            &|r| r.team,
            &group_places,
            &mut |r, column, place| r.values[column] = Some(i64::from(place)),
        );
    }
    let all = criteria.len();
    rows.sort_by(|a, b| compare_upto(a, b, all).then(a.team.cmp(&b.team)));
    for i in 0..rows.len() {
        rows[i].rank = i as u32 + 1;
        if i > 0 && compare_upto(&rows[i - 1], &rows[i], all) == Ordering::Equal {
            rows[i].tied_with_previous = true;
            rows[i].rank = rows[i - 1].rank;
        }
    }
    rows
}
