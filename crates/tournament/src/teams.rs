//! Team events (团体赛): each match is played on several boards; board results give game points
//! (局分), and the team with more game points wins the match (场分 2 / 1 / 0 by default, CXA
//! Laws 13.2). Ranking: match points, then the configured tie-breaks (全队总局分, 全队胜局,
//! 直胜, 全队犯规, results on board 1, 2, …).
//!
//! ```
//! use std::collections::HashMap;
//! use arbiter_tournament::teams::BoardResult::{AwayWins, Draw, HomeWins};
//! use arbiter_tournament::teams::{TeamMatch, TeamPoints, TeamTiebreak, team_standings};
//! let game = |round, home, away, boards: &[_]| TeamMatch { round, home, away, boards: boards.to_vec() };
//! // Three teams of two boards: 1 beats 2 (1½–½), 2 and 3 draw (1–1), 3 beats 1 (2–0).
//! let matches = [
//!     game(1, 1, 2, &[HomeWins, Draw]),
//!     game(2, 2, 3, &[HomeWins, AwayWins]),
//!     game(3, 3, 1, &[HomeWins, HomeWins]),
//! ];
//! let rows = team_standings(
//!     &[1, 2, 3],
//!     &HashMap::new(),
//!     &matches,
//!     &TeamPoints::default(),
//!     &[TeamTiebreak::GamePoints],
//! );
//! let order: Vec<u32> = rows.iter().map(|r| r.team).collect();
//! assert_eq!(order, [3, 1, 2]);
//! // Match points in half points: a won match is 2 (4), a drawn one 1 (2).
//! assert_eq!(rows[0].match_points, 6);
//! ```

use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};

use super::direct_encounter;
use super::model::HalfPoints;

/// A team's number.
pub type TeamId = u32;

/// One board of a team match, from the home team's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardResult {
    /// The home player won.
    HomeWins,
    /// Drawn.
    Draw,
    /// The away player won.
    AwayWins,
    /// Both lost (e.g. both flags fell).
    BothLose,
    /// The home player won by forfeit.
    HomeWinsByForfeit,
    /// The away player won by forfeit.
    AwayWinsByForfeit,
    /// Neither player played: both lose.
    DoubleForfeit,
}

impl BoardResult {
    /// Game points of (home, away) for the board.
    #[must_use]
    pub fn points(self, p: &TeamPoints) -> (HalfPoints, HalfPoints) {
        match self {
            BoardResult::HomeWins | BoardResult::HomeWinsByForfeit => (p.game_win, 0),
            BoardResult::AwayWins | BoardResult::AwayWinsByForfeit => (0, p.game_win),
            BoardResult::Draw => (p.game_draw, p.game_draw),
            BoardResult::BothLose | BoardResult::DoubleForfeit => (0, 0),
        }
    }

    /// Whether the board was played over the board (not a forfeit).
    #[must_use]
    pub fn played(self) -> bool {
        !matches!(
            self,
            BoardResult::HomeWinsByForfeit
                | BoardResult::AwayWinsByForfeit
                | BoardResult::DoubleForfeit
        )
    }
}

/// A team match.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TeamMatch {
    /// Round number.
    pub round: u32,
    /// Home team.
    pub home: TeamId,
    /// Away team.
    pub away: TeamId,
    /// BoardResult results, board 1 first.
    pub boards: Vec<BoardResult>,
}

/// Points per board and per match (half-point units, like everything in this module).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TeamPoints {
    /// Game points for a board won (CXA 2).
    pub game_win: HalfPoints,
    /// Game points for a drawn board (CXA 1).
    pub game_draw: HalfPoints,
    /// Match points for a match won (CXA 2).
    pub match_win: HalfPoints,
    /// Match points for a drawn match (CXA 1).
    pub match_draw: HalfPoints,
}

impl Default for TeamPoints {
    fn default() -> Self {
        TeamPoints {
            game_win: 4,
            game_draw: 2,
            match_win: 4,
            match_draw: 2,
        }
    }
}

/// A team tie-break.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TeamTiebreak {
    /// Total game points (全队总局分).
    GamePoints,
    /// Boards won (全队胜局).
    BoardWins,
    /// Direct encounter (直胜) by match points among the teams still tied when it is reached
    /// (ruling R16): the place inside that group (1 = first), 0 when it does not separate them.
    DirectEncounter,
    /// Fouls (全队犯规): fewer ranks higher.
    Fouls,
    /// Game points on board 1, then board 2, … (the value shown is board 1's).
    BoardOrder,
}

impl TeamTiebreak {
    /// The CXA team order when a request names none: game points, boards won, the direct
    /// encounter, fouls.
    pub const DEFAULT_ORDER: [TeamTiebreak; 4] = [
        TeamTiebreak::GamePoints,
        TeamTiebreak::BoardWins,
        TeamTiebreak::DirectEncounter,
        TeamTiebreak::Fouls,
    ];

    /// Whether the value is a count (boards, fouls, a place) rather than points.
    pub fn is_count(self) -> bool {
        matches!(
            self,
            TeamTiebreak::BoardWins | TeamTiebreak::Fouls | TeamTiebreak::DirectEncounter
        )
    }
}

/// One row of team standings (values in half-points; counts as plain numbers).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TeamRow {
    /// Team.
    pub team: TeamId,
    /// Place, shared by teams equal on everything (ruling R18).
    pub rank: u32,
    /// Match points (场分).
    pub match_points: HalfPoints,
    /// Tie-break values in order (`None` when not defined).
    pub tiebreaks: Vec<Option<i64>>,
    /// Equal with the row above on everything.
    pub tied_with_previous: bool,
}

#[derive(Default)]
struct Totals {
    match_points: HalfPoints,
    game_points: HalfPoints,
    board_wins: i64,
    per_board: Vec<HalfPoints>,
}

/// Game points of (home, away) for one board.
fn board_points(b: BoardResult, p: &TeamPoints) -> (HalfPoints, HalfPoints) {
    b.points(p)
}

/// Match points of (home, away).
fn match_points(m: &TeamMatch, p: &TeamPoints) -> (HalfPoints, HalfPoints) {
    let (h, a) = m.boards.iter().fold((0, 0), |(h, a), &b| {
        let (x, y) = board_points(b, p);
        (h + x, a + y)
    });
    match h.cmp(&a) {
        Ordering::Greater => (p.match_win, 0),
        Ordering::Less => (0, p.match_win),
        Ordering::Equal => (p.match_draw, p.match_draw),
    }
}

/// Team standings over `teams` (every team listed, also those without matches).
#[must_use]
pub fn team_standings(
    teams: &[TeamId],
    fouls: &HashMap<TeamId, u32>,
    matches: &[TeamMatch],
    points: &TeamPoints,
    tiebreaks: &[TeamTiebreak],
) -> Vec<TeamRow> {
    let mut totals: BTreeMap<TeamId, Totals> =
        teams.iter().map(|&t| (t, Totals::default())).collect();
    for m in matches {
        let (mh, ma) = match_points(m, points);
        for (side, mp) in [(m.home, mh), (m.away, ma)] {
            let home = side == m.home;
            let t = totals.entry(side).or_default();
            t.match_points += mp;
            for (i, &b) in m.boards.iter().enumerate() {
                let (h, a) = board_points(b, points);
                let own = if home { h } else { a };
                t.game_points += own;
                if own == points.game_win && own > 0 && b != BoardResult::Draw {
                    t.board_wins += 1;
                }
                if t.per_board.len() <= i {
                    t.per_board.resize(i + 1, 0);
                }
                t.per_board[i] += own;
            }
        }
    }
    let boards = totals
        .values()
        .map(|t| t.per_board.len())
        .max()
        .unwrap_or(0);
    let mut rows: Vec<(TeamRow, Vec<i64>)> = totals
        .iter()
        .map(|(&id, t)| {
            let mut chain = Vec::new();
            let values = tiebreaks
                .iter()
                .map(|tb| match tb {
                    TeamTiebreak::GamePoints => Some(t.game_points),
                    TeamTiebreak::BoardWins => Some(t.board_wins),
                    // Filled in below, once the group still tied when it is reached is known.
                    TeamTiebreak::DirectEncounter => Some(0),
                    TeamTiebreak::Fouls => Some(i64::from(fouls.get(&id).copied().unwrap_or(0))),
                    TeamTiebreak::BoardOrder => {
                        chain = (0..boards)
                            .map(|i| t.per_board.get(i).copied().unwrap_or(0))
                            .collect();
                        chain.first().copied()
                    }
                })
                .collect();
            let row = TeamRow {
                team: id,
                rank: 0,
                match_points: t.match_points,
                tiebreaks: values,
                tied_with_previous: false,
            };
            (row, chain)
        })
        .collect();
    // What each team scored against each opponent, in match points.
    let mut scored: HashMap<(TeamId, TeamId), i64> = HashMap::new();
    for m in matches {
        let (h, a) = match_points(m, points);
        *scored.entry((m.home, m.away)).or_default() += h;
        *scored.entry((m.away, m.home)).or_default() += a;
    }
    let cmp_before = |a: &(TeamRow, Vec<i64>), b: &(TeamRow, Vec<i64>), upto: usize| -> Ordering {
        b.0.match_points.cmp(&a.0.match_points).then_with(|| {
            for (i, tb) in tiebreaks.iter().enumerate().take(upto) {
                let ord = match tb {
                    TeamTiebreak::Fouls | TeamTiebreak::DirectEncounter => {
                        a.0.tiebreaks[i].cmp(&b.0.tiebreaks[i])
                    }
                    TeamTiebreak::BoardOrder => b.1.cmp(&a.1),
                    _ => b.0.tiebreaks[i].cmp(&a.0.tiebreaks[i]),
                };
                if ord != Ordering::Equal {
                    return ord;
                }
            }
            Ordering::Equal
        })
    };
    let columns: Vec<usize> = (0..tiebreaks.len())
        .filter(|&i| tiebreaks[i] == TeamTiebreak::DirectEncounter)
        .collect();
    let group_places = |group: &[TeamId]| {
        direct_encounter::places(
            group,
            &|a, b| scored.get(&(a, b)).copied(),
            points.match_win,
        )
    };
    direct_encounter::fill(
        &mut rows,
        &columns,
        &cmp_before,
        &|r| r.0.team,
        &group_places,
        &mut |r, column, place| r.0.tiebreaks[column] = Some(i64::from(place)),
    );
    let cmp = |a: &(TeamRow, Vec<i64>), b: &(TeamRow, Vec<i64>)| cmp_before(a, b, tiebreaks.len());
    rows.sort_by(|a, b| cmp(a, b).then(a.0.team.cmp(&b.0.team)));
    for i in 0..rows.len() {
        rows[i].0.rank = i as u32 + 1;
        if i > 0 && cmp(&rows[i - 1], &rows[i]) == Ordering::Equal {
            rows[i].0.tied_with_previous = true;
            rows[i].0.rank = rows[i - 1].0.rank;
        }
    }
    rows.into_iter().map(|(r, _)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn match_points_game_points_and_direct_encounter() {
        use BoardResult::*;
        let m = |round, home, away, boards: &[BoardResult]| TeamMatch {
            round,
            home,
            away,
            boards: boards.to_vec(),
        };
        let matches = [
            m(1, 1, 2, &[HomeWins, Draw, AwayWins, HomeWins]), // 1 beats 2: 5-3 game points (in 2-1-0)
            m(1, 3, 4, &[Draw, Draw, Draw, Draw]),             // drawn match
            m(2, 1, 3, &[AwayWins, AwayWins, Draw, HomeWins]), // 3 beats 1
            m(2, 2, 4, &[HomeWins, HomeWins, HomeWins, BothLose]),
            m(3, 4, 1, &[Draw, Draw, AwayWins, AwayWins]), // 1 beats 4
            m(3, 2, 3, &[HomeWins, Draw, Draw, Draw]),     // 2 beats 3
        ];
        let tbs = [
            TeamTiebreak::GamePoints,
            TeamTiebreak::DirectEncounter,
            TeamTiebreak::BoardWins,
        ];
        let rows = team_standings(
            &[1, 2, 3, 4],
            &HashMap::new(),
            &matches,
            &TeamPoints::default(),
            &tbs,
        );
        // Match points (half-points): 1: 4+0+4 = 8; 2: 0+4+4 = 8; 3: 2+4+0 = 6; 4: 2+0+0 = 2.
        let by_team: HashMap<_, _> = rows.iter().map(|r| (r.team, r)).collect();
        assert_eq!(by_team[&1].match_points, 8);
        assert_eq!(by_team[&2].match_points, 8);
        assert_eq!(by_team[&3].match_points, 6);
        // Game points (half-points, 2-1-0 as 4-2-0): 1: 10+6+12 = 28; 2: 6+12+10 = 28.
        assert_eq!(by_team[&1].tiebreaks[0], Some(28));
        assert_eq!(by_team[&2].tiebreaks[0], Some(28));
        // Tied on game points: 1 beat 2 directly (places inside the tie, ruling R16).
        assert_eq!(by_team[&1].tiebreaks[1], Some(1));
        assert_eq!(by_team[&2].tiebreaks[1], Some(2));
        assert_eq!(rows[0].team, 1);
        assert_eq!(rows[1].team, 2);
        assert_eq!(rows[2].team, 3);
        // Alone on its points: nothing to separate.
        assert_eq!(by_team[&3].tiebreaks[1], Some(0));
    }

    /// Seed 000 §9 (teams): "场分、全队总局分、全队胜局、直胜、全队犯规" — 1, 2 and 3 each won
    /// one match among themselves; 3 is behind on 局分, and between 1 and 2, equal on 局分
    /// and 胜局, the match 2 won decides (ruling R16), not the three-way cycle.
    #[test]
    fn direct_encounter_among_the_teams_still_tied() {
        use BoardResult::*;
        let m = |home, away, boards: &[BoardResult]| TeamMatch {
            round: 1,
            home,
            away,
            boards: boards.to_vec(),
        };
        let matches = [
            m(1, 2, &[AwayWins, Draw]),
            m(1, 3, &[HomeWins, Draw]),
            m(2, 3, &[AwayWins, Draw]),
            m(1, 4, &[HomeWins, HomeWins]),
            m(2, 4, &[HomeWins, HomeWins]),
            m(3, 4, &[HomeWins, Draw]),
        ];
        let fouls = HashMap::from([(2, 1)]);
        let rows = team_standings(
            &[1, 2, 3, 4],
            &fouls,
            &matches,
            &TeamPoints::default(),
            &TeamTiebreak::DEFAULT_ORDER,
        );
        let order: Vec<u32> = rows.iter().map(|r| r.team).collect();
        assert_eq!(order, vec![2, 1, 3, 4]);
        assert_eq!(rows[0].tiebreaks[2], Some(1));
        assert_eq!(rows[1].tiebreaks[2], Some(2));
        assert!(rows.iter().all(|r| !r.tied_with_previous));
    }
}
