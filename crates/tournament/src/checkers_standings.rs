//! Points and standings of a Chinese checkers event (跳棋) played at tables of 2 to 6.
//!
//! **Points.** The seed scores games "按照棋类游戏的标准记分方法": 1 / ½ / 0. At a table of more
//! than two that standard needs reading, and three readings are offered, named in a request:
//! - [`TableScoring::Winner`] (the default): the game's own score, as its adjudication gives it —
//!   1 to the first player home, 0 to the others; the players sharing the first place (a table
//!   drawn before anyone finished) score ½ each, a draw's share.
//! - [`TableScoring::Linear`]: the i-th of s scores (s − i)/(s − 1): 1 / ½ / 0 at three, 1 / 0 at
//!   two — the share the next round's tables are formed by.
//! - [`TableScoring::Placement`]: points per place (by default s − 1 … 0 at a table of s: at six
//!   5-4-3-2-1-0), settable per table size.
//!
//! Players who share a place share the points of the places they cover equally. A bye scores
//! what [`ByeScore`] says: by default the mean of a full table's points (what a player expects at
//! a table it did not sit at). A player at no table and without a bye was absent and scores 0.
//!
//! **Tie-breaks**, in the order a request lists them (see [`TableTiebreak`]); players still equal
//! share their place.
//!
//! ```
//! use arbiter_tournament::checkers_results::{POINT, TableResult};
//! use arbiter_tournament::checkers_standings::{
//!     ByeScore, StandingsRequest, TableScoring, TableTiebreak, standings,
//! };
//! // Four players, tables of three: in round 1 player 0 finishes ahead of 1 and 2 while 3 has
//! // the bye; in round 2 player 3 wins a table of 3, 1 and 0, 2 sitting out.
//! let table = |order: Vec<usize>| TableResult { order, places: vec![1, 2, 3], seats: vec![] };
//! let req = StandingsRequest {
//!     players: 4,
//!     table_size: 3,
//!     rounds: vec![vec![table(vec![0, 1, 2])], vec![table(vec![3, 1, 0])]],
//!     byes: vec![vec![3], vec![2]],
//!     scoring: TableScoring::Linear,
//!     placement: vec![],
//!     bye: ByeScore::Average,
//!     tiebreaks: vec![TableTiebreak::Wins],
//! };
//! let rows = standings(&req).unwrap();
//! // 1 / ½ / 0 per table, and a bye is worth a full table's mean, ½: player 3 leads with 1½,
//! // players 0 and 1 have 1 each and one table won separates them.
//! let points: Vec<(usize, i64)> = rows.iter().map(|r| (r.player, r.points)).collect();
//! assert_eq!(points[0], (3, 3 * POINT / 2));
//! assert_eq!(rows[1].player, 0);
//! assert_eq!((rows[1].points, rows[1].tiebreaks[0]), (POINT, 1));
//! assert_eq!((rows[2].player, rows[2].points, rows[2].rank), (1, POINT, 3));
//! ```

use crate::checkers_results::{POINT, TableResult, linear_points};

/// How a table's places become event points (see the module's introduction).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TableScoring {
    /// The game's own 1 / ½ / 0: the first home scores 1.
    #[default]
    Winner,
    /// (s − i)/(s − 1) to the i-th of s.
    Linear,
    /// Points per place.
    Placement,
}

/// What a bye scores.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ByeScore {
    /// The mean of a full table's points.
    #[default]
    Average,
    /// A first place's points.
    Win,
    /// Nothing.
    Zero,
}

arbiter_base::keyed_enum! {
    /// The tie-breaks for multi-player tables.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableTiebreak {
        /// Tables won outright (alone in the first place).
        Wins = "wins",
        /// Opponents finished ahead of: 1 for each player behind at a table, ½ for each sharing the
        /// place; a bye counts half a full table's opponents, an absence nothing.
        OpponentsBeaten = "opponents-beaten",
        /// The sum of places (lower is better; a shared place counts the mean of the places it
        /// covers); a bye counts the middle place of a full table, an absence its last.
        PlaceSum = "place-sum",
        /// 对手分 for tables: for every table played, the mean of its other players' event points.
        OpponentsPoints = "opponents-points",
        /// Among the players equal on everything before it: how each fared against the others at
        /// the tables they shared (1 ahead, ½ the same place, 0 behind).
        DirectEncounter = "direct-encounter",
    }
}

impl TableTiebreak {
    /// Whether a lower value ranks higher.
    pub fn lower_is_better(self) -> bool {
        matches!(self, TableTiebreak::PlaceSum)
    }

    /// The unit a value is kept in: the value shown is `value / scale`.
    pub fn scale(self) -> i64 {
        match self {
            TableTiebreak::Wins => 1,
            TableTiebreak::OpponentsBeaten | TableTiebreak::PlaceSum => 2,
            TableTiebreak::OpponentsPoints => POINT * MEAN_UNIT,
            TableTiebreak::DirectEncounter => POINT,
        }
    }
}

/// A mean over the 1 to 5 other players of a table is exact in sixtieths of its unit.
const MEAN_UNIT: i64 = 60;

/// What standings are computed from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsRequest {
    /// Players, numbered 1..=players.
    pub players: usize,
    /// The event's table size (3, 4 or 6): a bye's points and places are a full table's.
    pub table_size: usize,
    /// The rounds played.
    pub rounds: Vec<Vec<TableResult>>,
    /// Each round's byes (0-based players; missing rounds have none).
    pub byes: Vec<Vec<usize>>,
    /// The points.
    pub scoring: TableScoring,
    /// Placement points per table size, in [`POINT`] units, best place first; a size not listed
    /// has s − 1 … 0.
    pub placement: Vec<Vec<i64>>,
    /// A bye's points.
    pub bye: ByeScore,
    /// Tie-breaks in order.
    pub tiebreaks: Vec<TableTiebreak>,
}

/// Why standings cannot be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StandingsError {
    /// Placement points for a size (the index in `placement`) do not list one value per place,
    /// or do not fall from the first place to the last.
    Placement(usize),
    /// A round's bye (round, index) names a player outside the event or one seated that round.
    Bye(usize, usize),
}

/// A player's round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundEntry {
    /// At table `table` (0-based) of `size`, in `place`, scoring `points` ([`POINT`] units).
    Table {
        /// The table's index in the round.
        table: usize,
        /// Players at it.
        size: usize,
        /// The place (shared places repeat).
        place: u32,
        /// Points scored.
        points: i64,
    },
    /// A bye, scoring `points`.
    Bye {
        /// Points scored.
        points: i64,
    },
    /// Absent: no table, no bye.
    Absent,
}

/// A row of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The player (0-based).
    pub player: usize,
    /// Its place (1 = best; players still equal after every tie-break share it).
    pub rank: u32,
    /// Whether another player shares `rank`.
    pub shared: bool,
    /// Event points, in [`POINT`] units.
    pub points: i64,
    /// Tables won outright (alone in the first place).
    pub wins: u32,
    /// The tie-breaks' values in the request's order (each in its [`TableTiebreak::scale`]).
    pub tiebreaks: Vec<i64>,
    /// Each round.
    pub rounds: Vec<RoundEntry>,
}

/// The points per finishing position at a table of `s` under a scoring (placement points per
/// table size as in [`StandingsRequest::placement`]), in [`POINT`] units.
pub fn position_points(scoring: TableScoring, placement: &[Vec<i64>], s: usize) -> Vec<i64> {
    match scoring {
        TableScoring::Winner => (0..s).map(|k| if k == 0 { POINT } else { 0 }).collect(),
        TableScoring::Linear => linear_points(s),
        TableScoring::Placement => placement
            .get(s)
            .filter(|list| !list.is_empty())
            .cloned()
            .unwrap_or_else(|| (0..s as i64).rev().map(|k| k * POINT).collect()),
    }
}

/// Each player's points at a table under a scoring (see the module's introduction), in
/// [`POINT`] units, in the table's finishing order.
pub fn table_points(
    scoring: TableScoring,
    placement: &[Vec<i64>],
    table: &TableResult,
) -> Vec<(usize, i64)> {
    let shared_first = table.places.get(1) == Some(&1);
    if scoring == TableScoring::Winner && shared_first {
        // A drawn table: those sharing the first place score a draw's ½.
        return table
            .order
            .iter()
            .zip(&table.places)
            .map(|(&p, &place)| (p, if place == 1 { POINT / 2 } else { 0 }))
            .collect();
    }
    table.shares(&position_points(scoring, placement, table.size()))
}

/// What a bye scores in this event, in [`POINT`] units.
pub fn bye_points(req: &StandingsRequest) -> i64 {
    let full = position_points(req.scoring, &req.placement, req.table_size);
    match req.bye {
        ByeScore::Average => full.iter().sum::<i64>() / full.len().max(1) as i64,
        ByeScore::Win => full.first().copied().unwrap_or(0),
        ByeScore::Zero => 0,
    }
}

/// The standings (best first).
pub fn standings(req: &StandingsRequest) -> Result<Vec<Row>, StandingsError> {
    for (size, list) in req.placement.iter().enumerate() {
        let falls = list.windows(2).all(|w| w[0] >= w[1]);
        if !list.is_empty() && (list.len() != size || !falls) {
            return Err(StandingsError::Placement(size));
        }
    }
    let n = req.players;
    let mut rounds = vec![Vec::with_capacity(req.rounds.len()); n];
    let mut points = vec![0i64; n];
    let bye = bye_points(req);
    for (r, round) in req.rounds.iter().enumerate() {
        let mut entry = vec![RoundEntry::Absent; n];
        for (t, table) in round.iter().enumerate() {
            for ((p, pts), &place) in table_points(req.scoring, &req.placement, table)
                .into_iter()
                .zip(&table.places)
            {
                entry[p] = RoundEntry::Table {
                    table: t,
                    size: table.size(),
                    place,
                    points: pts,
                };
            }
        }
        for (k, &p) in req
            .byes
            .get(r)
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .enumerate()
        {
            if p >= n || entry[p] != RoundEntry::Absent {
                return Err(StandingsError::Bye(r, k));
            }
            entry[p] = RoundEntry::Bye { points: bye };
        }
        for (p, e) in entry.into_iter().enumerate() {
            points[p] += match e {
                RoundEntry::Table { points, .. } | RoundEntry::Bye { points } => points,
                RoundEntry::Absent => 0,
            };
            rounds[p].push(e);
        }
    }
    let mut values: Vec<Vec<i64>> = vec![Vec::with_capacity(req.tiebreaks.len()); n];
    let mut order: Vec<usize> = (0..n).collect();
    let key = |values: &[Vec<i64>], p: usize| -> Vec<i64> {
        std::iter::once(points[p])
            .chain(
                values[p].iter().zip(&req.tiebreaks).map(
                    |(&v, tb)| {
                        if tb.lower_is_better() { -v } else { v }
                    },
                ),
            )
            .collect()
    };
    for &tb in &req.tiebreaks {
        if tb == TableTiebreak::DirectEncounter {
            // Within each group equal so far.
            order.sort_by(|&a, &b| key(&values, b).cmp(&key(&values, a)).then(a.cmp(&b)));
            let mut k = 0;
            while k < n {
                let head = key(&values, order[k]);
                let end = (k..n)
                    .find(|&j| key(&values, order[j]) != head)
                    .unwrap_or(n);
                let group = &order[k..end];
                let mut in_group = vec![false; n];
                for &p in group {
                    in_group[p] = true;
                }
                // Only the tables each member sat at: a group of the whole field costs
                // players × rounds × table size, not players² × tables.
                for &a in group {
                    let score = rounds[a]
                        .iter()
                        .zip(&req.rounds)
                        .filter_map(|(e, round)| match *e {
                            RoundEntry::Table { table, .. } => round.get(table),
                            _ => None,
                        })
                        .flat_map(|t| {
                            t.order
                                .iter()
                                .filter(|&&b| b != a && in_group[b])
                                .filter_map(move |&b| t.against(a, b))
                        })
                        .sum();
                    values[a].push(score);
                }
                k = end;
            }
        } else {
            for (p, v) in values.iter_mut().enumerate() {
                v.push(value(req, tb, p, &rounds[p], &points));
            }
        }
    }
    order.sort_by(|&a, &b| key(&values, b).cmp(&key(&values, a)).then(a.cmp(&b)));
    let mut rows: Vec<Row> = Vec::with_capacity(n);
    for (k, &p) in order.iter().enumerate() {
        let rank = match rows.last() {
            Some(prev) if key(&values, prev.player) == key(&values, p) => prev.rank,
            _ => k as u32 + 1,
        };
        rows.push(Row {
            player: p,
            rank,
            shared: false,
            points: points[p],
            wins: value(req, TableTiebreak::Wins, p, &rounds[p], &points) as u32,
            tiebreaks: values[p].clone(),
            rounds: rounds[p].clone(),
        });
    }
    for k in 0..rows.len() {
        let rank = rows[k].rank;
        rows[k].shared = rows.iter().filter(|r| r.rank == rank).count() > 1;
    }
    Ok(rows)
}

/// A tie-break's value for `p` (see [`TableTiebreak`]), in its scale.
fn value(
    req: &StandingsRequest,
    tb: TableTiebreak,
    p: usize,
    rounds: &[RoundEntry],
    points: &[i64],
) -> i64 {
    let full = req.table_size as i64;
    let tables = || {
        rounds.iter().enumerate().filter_map(|(r, e)| match *e {
            RoundEntry::Table { table, .. } => req.rounds[r].get(table),
            _ => None,
        })
    };
    match tb {
        TableTiebreak::Wins => tables()
            .filter(|t| t.order.first() == Some(&p) && t.places.get(1) != Some(&1))
            .count() as i64,
        TableTiebreak::OpponentsBeaten => rounds
            .iter()
            .zip(&req.rounds)
            .map(|(e, round)| match *e {
                RoundEntry::Table { table, .. } => round.get(table).map_or(0, |t| {
                    t.order
                        .iter()
                        .filter(|&&q| q != p)
                        .filter_map(|&q| t.against(p, q))
                        .map(|v| v * 2 / POINT)
                        .sum()
                }),
                RoundEntry::Bye { .. } => full - 1,
                RoundEntry::Absent => 0,
            })
            .sum(),
        TableTiebreak::PlaceSum => rounds
            .iter()
            .zip(&req.rounds)
            .map(|(e, round)| match *e {
                RoundEntry::Table { table, place, .. } => round.get(table).map_or(0, |t| {
                    // Twice the mean of the positions a shared place covers.
                    let covered = t.places.iter().filter(|&&q| q == place).count() as i64;
                    2 * i64::from(place) + covered - 1
                }),
                RoundEntry::Bye { .. } => full + 1,
                RoundEntry::Absent => 2 * full,
            })
            .sum(),
        TableTiebreak::OpponentsPoints => tables()
            .map(|t| {
                let others: Vec<usize> = t.order.iter().copied().filter(|&q| q != p).collect();
                let sum: i64 = others.iter().map(|&q| points[q]).sum();
                sum * MEAN_UNIT / others.len().max(1) as i64
            })
            .sum(),
        TableTiebreak::DirectEncounter => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(order: &[usize], places: &[u32]) -> TableResult {
        TableResult {
            order: order.to_vec(),
            places: places.to_vec(),
            seats: order.to_vec(),
        }
    }

    fn request(rounds: Vec<Vec<TableResult>>, scoring: TableScoring) -> StandingsRequest {
        StandingsRequest {
            players: 6,
            table_size: 3,
            rounds,
            byes: Vec::new(),
            scoring,
            placement: Vec::new(),
            bye: ByeScore::Average,
            tiebreaks: vec![
                TableTiebreak::Wins,
                TableTiebreak::OpponentsBeaten,
                TableTiebreak::DirectEncounter,
            ],
        }
    }

    #[test]
    fn the_game_score_gives_the_first_home_a_point_and_a_drawn_table_halves() {
        let rounds = vec![vec![
            table(&[0, 1, 2], &[1, 2, 3]),
            table(&[3, 4, 5], &[1, 1, 1]),
        ]];
        let rows = standings(&request(rounds, TableScoring::Winner)).unwrap();
        let points: Vec<(usize, i64)> = rows.iter().map(|r| (r.player, r.points)).collect();
        assert_eq!(
            points,
            vec![
                (0, POINT),
                (3, POINT / 2),
                (4, POINT / 2),
                (5, POINT / 2),
                (1, 0),
                (2, 0)
            ]
        );
        // 3, 4, 5 share second; 1 before 2 by opponents beaten (1 against 0).
        let ranks: Vec<u32> = rows.iter().map(|r| r.rank).collect();
        assert_eq!(ranks, vec![1, 2, 2, 2, 5, 6]);
        assert!(rows[1].shared && !rows[0].shared);
    }

    #[test]
    fn placement_points_are_shared_over_a_shared_place_and_a_bye_scores_the_mean() {
        let mut req = request(
            vec![vec![table(&[0, 1, 2, 3], &[1, 2, 2, 4])]],
            TableScoring::Placement,
        );
        req.table_size = 4;
        req.byes = vec![vec![4]];
        let rows = standings(&req).unwrap();
        let points = |p: usize| rows.iter().find(|r| r.player == p).map(|r| r.points);
        assert_eq!(points(0), Some(3 * POINT));
        assert_eq!(points(1), Some(3 * POINT / 2));
        assert_eq!(points(2), Some(3 * POINT / 2));
        assert_eq!(points(3), Some(0));
        assert_eq!(points(4), Some(3 * POINT / 2));
        assert_eq!(points(5), Some(0));
        req.placement = vec![Vec::new(); 5];
        req.placement[4] = vec![4 * POINT, 2 * POINT, POINT];
        assert_eq!(standings(&req), Err(StandingsError::Placement(4)));
        req.placement[4] = vec![4 * POINT, 2 * POINT, POINT, 0];
        let rows = standings(&req).unwrap();
        assert_eq!(rows[0].points, 4 * POINT);
        req.byes = vec![vec![1]];
        assert_eq!(standings(&req), Err(StandingsError::Bye(0, 0)));
    }

    #[test]
    fn direct_encounter_separates_a_tied_pair_by_their_shared_tables() {
        // Round 1: 1 wins ahead of 0, 3 wins; round 2: 0 wins ahead of 3, 1 wins again.
        let rounds = vec![
            vec![table(&[1, 0, 2], &[1, 2, 3]), table(&[3, 4, 5], &[1, 2, 3])],
            vec![table(&[0, 3, 4], &[1, 2, 3]), table(&[1, 5, 2], &[1, 2, 3])],
        ];
        let mut req = request(rounds, TableScoring::Winner);
        req.tiebreaks = vec![TableTiebreak::DirectEncounter];
        let rows = standings(&req).unwrap();
        assert_eq!(rows[0].player, 1);
        assert_eq!(rows[0].points, 2 * POINT);
        // 0 and 3 have one point each; they met in round 2 where 0 finished first.
        assert_eq!(rows[1].player, 0);
        assert_eq!(rows[1].tiebreaks, vec![POINT]);
        assert_eq!(rows[2].player, 3);
        assert_eq!(rows[2].tiebreaks, vec![0]);
    }
}
