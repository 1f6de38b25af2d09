//! Between stages: who qualifies from a group (and the play-off when players are tied across
//! the cut), how the qualifiers are seeded into the next stage, and the final ranking.

use super::result_problem::PlayoffProblem;
use std::cmp::Ordering;

use super::definition::{PlayoffOrder, Seeding};
use super::error::EventError;
use super::play::GroupRow;
use crate::draw::shuffle;
use crate::knockout::{Match, Slot};
use crate::model::PlayerId;
use crate::standings::{Tiebreak, compare_tiebreaks_across_groups};

/// Whether a group's cut is decided.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Cut {
    /// The first `advance` rows qualify.
    Decided,
    /// These players are tied across the cut on points and every tie-break: a play-off
    /// (加赛) for places `from..=to` decides who qualifies.
    Playoff {
        /// The tied players.
        players: Vec<PlayerId>,
        /// First place they share.
        from: u32,
        /// Last place of the block.
        to: u32,
    },
}

/// Decides the cut after `advance` rows: a block of players tied across it is ordered by the
/// play-off given for the group (`playoff` = its index in the request and its order), else a
/// play-off is needed.
///
/// # Errors
/// [`EventError::Playoff`] when the play-off given names other players than the tie.
pub fn cut(
    rows: &mut [GroupRow],
    advance: usize,
    playoff: Option<(usize, &PlayoffOrder)>,
) -> Result<Cut, EventError> {
    if advance == 0 || advance >= rows.len() || !rows[advance].tied {
        return Ok(Cut::Decided);
    }
    let mut a = advance - 1;
    while a > 0 && rows[a].tied {
        a -= 1;
    }
    let mut b = advance;
    while b + 1 < rows.len() && rows[b + 1].tied {
        b += 1;
    }
    let mut tied: Vec<PlayerId> = rows[a..=b].iter().map(|r| r.id).collect();
    let Some((index, order)) = playoff else {
        return Ok(Cut::Playoff {
            players: tied,
            from: a as u32 + 1,
            to: b as u32 + 1,
        });
    };
    let mut given = order.order.clone();
    given.sort_unstable();
    tied.sort_unstable();
    if given != tied {
        return Err(EventError::Playoff {
            index,
            problem: PlayoffProblem::OtherPlayers { tied },
        });
    }
    let block = &mut rows[a..=b];
    block.sort_by_key(|r| order.order.iter().position(|&p| p == r.id));
    for (k, r) in block.iter_mut().enumerate() {
        r.place = (a + k) as u32 + 1;
        r.tied = false;
    }
    Ok(Cut::Decided)
}

/// Orders rows of different groups: place in the group, points, the tie-breaks; `Equal`
/// means tied.
fn compare(a: &GroupRow, b: &GroupRow, tiebreaks: &[Tiebreak]) -> Ordering {
    a.place
        .cmp(&b.place)
        .then(b.points.cmp(&a.points))
        .then_with(|| compare_tiebreaks_across_groups(&a.tiebreaks, &b.tiebreaks, tiebreaks))
}

/// The next stage's players: an order (the seeding), or a fixed first knockout round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    /// Seeding order, best first.
    Order(Vec<PlayerId>),
    /// The first round of a knockout (crossed groups).
    Crossed(Vec<Match>),
}

impl Entry {
    /// The players, in seeding (or bracket) order.
    #[must_use]
    pub fn players(&self) -> Vec<PlayerId> {
        match self {
            Entry::Order(v) => v.clone(),
            Entry::Crossed(ms) => ms
                .iter()
                .flat_map(|m| [m.top, m.bottom])
                .filter_map(|s| match s {
                    Slot::Player(p) => Some(p),
                    _ => None,
                })
                .collect(),
        }
    }
}

/// The qualifiers (the first `advance` rows of each group, after the cut) seeded for the
/// next stage.
#[must_use]
pub fn seed_next(
    seeding: Seeding,
    groups: &[Vec<GroupRow>],
    advance: usize,
    tiebreaks: &[Tiebreak],
    seed: u64,
) -> Entry {
    match seeding {
        Seeding::CrossGroups => {
            let q = |g: usize, k: usize| Slot::Player(groups[g][k].id);
            let pairs = groups.len() / 2;
            let upper = (0..pairs).map(|p| Match {
                top: q(2 * p, 0),
                bottom: q(2 * p + 1, 1),
            });
            let lower = (0..pairs).map(|p| Match {
                top: q(2 * p + 1, 0),
                bottom: q(2 * p, 1),
            });
            Entry::Crossed(upper.chain(lower).collect())
        }
        Seeding::Random => {
            let mut order: Vec<PlayerId> = groups
                .iter()
                .flat_map(|g| g.iter().take(advance).map(|r| r.id))
                .collect();
            shuffle(&mut order, seed);
            Entry::Order(order)
        }
        Seeding::ByPlaceThenPoints => {
            let mut rows: Vec<(usize, &GroupRow)> = groups
                .iter()
                .enumerate()
                .flat_map(|(gi, g)| g.iter().take(advance).map(move |r| (gi, r)))
                .collect();
            rows.sort_by(|(ga, a), (gb, b)| compare(a, b, tiebreaks).then(ga.cmp(gb)));
            Entry::Order(rows.into_iter().map(|(_, r)| r.id).collect())
        }
    }
}

/// One line of the final ranking.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FinalRow {
    /// The player.
    pub id: PlayerId,
    /// Place, 1-based; tied players share it.
    pub place: u32,
    /// The last stage the player played (1-based).
    pub stage: u32,
    /// Equal with the row above.
    pub tied: bool,
}

/// What the final ranking needs of one stage: its groups' rows, who went on, its tie-breaks.
pub struct StageRanking<'a> {
    /// Rows per group, after the cut.
    pub groups: &'a [Vec<GroupRow>],
    /// The players who went on to the next stage (none for the last).
    pub qualified: &'a [PlayerId],
    /// The stage's tie-breaks.
    pub tiebreaks: &'a [Tiebreak],
}

/// The final ranking: the last stage's players by their places there, then those out in the
/// stage before, and so on; within a stage by place in the group, points and tie-breaks.
#[must_use]
pub fn final_ranking(stages: &[StageRanking<'_>]) -> Vec<FinalRow> {
    let mut out: Vec<FinalRow> = Vec::new();
    for (si, stage) in stages.iter().enumerate().rev() {
        let mut rows: Vec<&GroupRow> = stage
            .groups
            .iter()
            .flatten()
            .filter(|r| !stage.qualified.contains(&r.id))
            .collect();
        rows.sort_by(|a, b| compare(a, b, stage.tiebreaks));
        for (k, r) in rows.iter().enumerate() {
            let tied = k > 0 && compare(rows[k - 1], r, stage.tiebreaks) == Ordering::Equal;
            let place = match (tied, out.last()) {
                (true, Some(prev)) => prev.place,
                _ => out.len() as u32 + 1,
            };
            out.push(FinalRow {
                id: r.id,
                place,
                stage: si as u32 + 1,
                tied,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: PlayerId, place: u32, points: i64, tied: bool) -> GroupRow {
        GroupRow {
            id,
            place,
            points,
            tiebreaks: Vec::new(),
            tied,
        }
    }

    #[test]
    fn a_tie_across_the_cut_needs_a_playoff_and_the_playoff_orders_it() {
        let mut rows = vec![
            row(1, 1, 6, false),
            row(2, 2, 4, false),
            row(3, 2, 4, true),
            row(4, 4, 0, false),
        ];
        assert_eq!(
            cut(&mut rows, 2, None),
            Ok(Cut::Playoff {
                players: vec![2, 3],
                from: 2,
                to: 3
            })
        );
        let order = PlayoffOrder {
            stage: 1,
            group: 1,
            order: vec![3, 2],
        };
        assert_eq!(cut(&mut rows, 2, Some((0, &order))), Ok(Cut::Decided));
        assert_eq!(
            rows.iter().map(|r| r.id).collect::<Vec<_>>(),
            vec![1, 3, 2, 4]
        );
        let wrong = PlayoffOrder {
            order: vec![3, 4],
            ..order
        };
        assert!(
            cut(&mut rows.clone(), 1, Some((0, &wrong))).is_ok(),
            "no tie at 1"
        );
        let mut tied = vec![row(1, 1, 6, false), row(2, 1, 6, true)];
        assert!(matches!(
            cut(&mut tied, 1, Some((0, &wrong))),
            Err(EventError::Playoff { .. })
        ));
    }

    #[test]
    fn crossed_groups_keep_the_winners_apart() {
        let g = |a: PlayerId| vec![row(a, 1, 4, false), row(a + 1, 2, 2, false)];
        let groups = vec![g(1), g(3), g(5), g(7)];
        let Entry::Crossed(ms) = seed_next(Seeding::CrossGroups, &groups, 2, &[], 0) else {
            panic!("crossed");
        };
        let pairs: Vec<(Slot, Slot)> = ms.iter().map(|m| (m.top, m.bottom)).collect();
        let p = Slot::Player;
        assert_eq!(
            pairs,
            vec![(p(1), p(4)), (p(5), p(8)), (p(3), p(2)), (p(7), p(6))]
        );
        let Entry::Order(order) = seed_next(Seeding::ByPlaceThenPoints, &groups, 2, &[], 0) else {
            panic!("order");
        };
        assert_eq!(order, vec![1, 3, 5, 7, 2, 4, 6, 8]);
    }
}
