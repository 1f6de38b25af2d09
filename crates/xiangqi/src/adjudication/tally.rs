//! A judged cycle as the rule book states it: each side's moves counted by class, in the
//! order they first appear ("红方一将一闲", "黑方长捉", "红方二打，黑方一打一闲"). Every 棋例
//! verdict of the book names both sides' tallies before the consequence, so the tally is a fact
//! of the verdict, rendered by the service in each locale and given to clients as data.

use super::qili::articles::Article;
use super::qili::class::MoveClass;
use super::ruling::{Cycle, Ruling};
use super::verdict::Verdict;
use crate::piece::Side;

/// A move as a tally counts it: its class as the book tallies it ([`MoveClass::tallied`]: a
/// follow counts as idle), and for a chase whether it is a joint chase (联合捉子), which the book
/// tallies apart and grades below a single piece's chase (CXA 26.9; e.g. 棋例图10, "黑方一捉
/// 一联合捉子").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Tallied {
    /// The class.
    pub class: MoveClass,
    /// A chase made only by pieces acting together.
    pub joint: bool,
}

impl Tallied {
    /// `class` as tallied; `joint` counts for a chase only.
    #[must_use]
    pub fn new(class: MoveClass, joint: bool) -> Tallied {
        let class = class.tallied();
        Tallied {
            class,
            joint: joint && class == MoveClass::Chase,
        }
    }
}

impl From<MoveClass> for Tallied {
    fn from(class: MoveClass) -> Tallied {
        Tallied::new(class, false)
    }
}

/// One side's moves in a cycle: each kind of move with how many of its moves were of it, in
/// the order of first appearance.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// (kind, count) in order of first appearance.
    pub counts: Vec<(Tallied, u32)>,
}

impl Tally {
    /// Counts `moves` (one side's moves in a cycle, in order).
    pub fn of<T: Into<Tallied>>(moves: impl IntoIterator<Item = T>) -> Tally {
        let mut counts: Vec<(Tallied, u32)> = Vec::new();
        for m in moves {
            let m = m.into();
            match counts.iter_mut().find(|(k, _)| *k == m) {
                Some((_, n)) => *n += 1,
                None => counts.push((m, 1)),
            }
        }
        Tally { counts }
    }

    /// How many moves were counted.
    #[must_use]
    pub fn moves(&self) -> u32 {
        self.counts.iter().map(|(_, n)| n).sum()
    }

    /// How many of them attack (打: 将, 杀, 捉).
    #[must_use]
    pub fn attacks(&self) -> u32 {
        self.counts
            .iter()
            .filter(|(c, _)| c.class.is_attack())
            .map(|(_, n)| n)
            .sum()
    }

    /// The one kind of every move when there are at least two moves all alike (the book's
    /// 长将, 长捉, 长拦 …); none for a mixed or a single move.
    #[must_use]
    pub fn long(&self) -> Option<Tallied> {
        match self.counts.as_slice() {
            [(c, n)] if *n >= 2 => Some(*c),
            _ => None,
        }
    }
}

/// The book's "二打一还打" for a cycle: the side that must change attacked with every move and
/// the other side attacked back with some but not all of its moves (a single-attack cycle
/// against an attack-only one). Returns (the first side's attacks, the other's) — the counts the
/// phrase names — or none when the cycle is not of that shape.
#[must_use]
pub fn attacks_against_attack_back(forbidden: &Tally, other: &Tally) -> Option<(u32, u32)> {
    let (n, k) = (forbidden.attacks(), other.attacks());
    (n >= 2 && n == forbidden.moves() && k > 0 && k < other.moves()).then_some((n, k))
}

impl Verdict {
    /// The round (回合) and side of 1-based `ply` as a score sheet numbers them: from the start
    /// position's full-move number, a new round after each Black move ("双方各走一着，称为一个
    /// 回合"). A Chinese record's `6.` is the sixth round, never the sixth ply.
    #[must_use]
    pub fn round_of(&self, ply: usize) -> (u32, Side) {
        let (first_round, black_first) = self
            .positions
            .first()
            .map_or((1, false), |p| (p.fullmoves(), p.turn() == Side::Black));
        let index = ply.saturating_sub(1) + usize::from(black_first);
        let round = u32::try_from(index / 2).unwrap_or(u32::MAX);
        let side = if index.is_multiple_of(2) {
            Side::Red
        } else {
            Side::Black
        };
        (first_round.saturating_add(round), side)
    }

    /// The repetition cycle the verdict judged or warns of: the one that decided it, or the
    /// one its warning is about.
    #[must_use]
    pub fn judged_cycle(&self) -> Option<&Cycle> {
        match &self.ruling {
            Ruling::Repetition(c) | Ruling::RepeatedViolations { cycle: c, .. } => Some(c),
            _ => self.warning.as_ref().map(|w| &w.cycle),
        }
    }

    /// `side`'s moves in `cycle`, tallied (empty when the plies carry no classes). A joint
    /// chase is tallied apart only where the verdict weighs both sides' forbidden moves against
    /// each other (CXA 26.9, e.g. 棋例图10, 图28: "红方一着捉无根子，一着车炮联合捉子，黑方长捉车");
    /// against allowed moves it is a 捉 like any other (e.g. 参考图03: "红方长捉，黑方一闲一捉").
    #[must_use]
    pub fn tally(&self, cycle: &Cycle, side: Side) -> Tally {
        let weighed = cycle.article == Article::BothForbidden;
        Tally::of(
            (cycle.first..=cycle.last)
                .filter_map(|p| self.plies.get(p.wrapping_sub(1)))
                .filter(|r| r.side == side)
                .filter_map(|r| {
                    r.class
                        .as_ref()
                        .map(|k| Tallied::new(k.class, k.soft && weighed))
                }),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MoveClass::{Chase, Check, Follow, Idle};

    #[test]
    fn counts_in_order_of_first_appearance() {
        let t = Tally::of([Check, Idle, Check, Follow]);
        assert_eq!(t.counts, vec![(Check.into(), 2), (Idle.into(), 2)]);
        assert_eq!((t.moves(), t.attacks(), t.long()), (4, 2, None));
        assert_eq!(Tally::of([Chase, Chase]).long(), Some(Chase.into()));
        assert_eq!(Tally::of([Chase]).long(), None);
    }

    #[test]
    fn joint_chases_are_tallied_apart() {
        // CXA 26.9, e.g. 棋例图10: "黑方车一步捉无根子，另一步为车炮联合捉子" — 一捉一联合捉子.
        let t = Tally::of([Tallied::new(Chase, false), Tallied::new(Chase, true)]);
        assert_eq!(t.counts.len(), 2);
        assert_eq!((t.attacks(), t.long()), (2, None));
        let joint = Tally::of([Tallied::new(Chase, true), Tallied::new(Chase, true)]);
        assert_eq!(joint.long(), Some(Tallied::new(Chase, true)));
        // Only a chase can be joint.
        assert_eq!(Tallied::new(Idle, true), Idle.into());
    }

    #[test]
    fn two_attacks_against_one_attack_back() {
        let red = Tally::of([Chase, Chase]);
        assert_eq!(
            attacks_against_attack_back(&red, &Tally::of([Idle, Chase])),
            Some((2, 1))
        );
        assert_eq!(
            attacks_against_attack_back(&red, &Tally::of([Idle, Idle])),
            None
        );
        assert_eq!(
            attacks_against_attack_back(&red, &Tally::of([Check, Chase])),
            None
        );
        assert_eq!(
            attacks_against_attack_back(&Tally::of([Chase, Idle]), &Tally::of([Idle, Chase])),
            None
        );
    }
}
