//! The Dutch engine's edge weights: the pairing criteria as bit fields of one integer, in
//! priority order (bbpPairings' layout), and the bracket-local selection of those fields.

use rustc_hash::FxHashMap;

use super::player::{Float, SwissPlayer};
use crate::matching::Big;
use crate::model::{Colour, HalfPoints};

/// Bits needed to represent `x` (0 needs 0 bits).
pub(super) fn bits_for(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

/// Where an edge lies relative to the bracket being paired.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Place {
    /// Both players are in the bracket.
    Current,
    /// The lower player is in the next score group (the bracket's players may move down).
    Next,
    /// Neither: only completion and the bye count.
    Elsewhere,
}

/// The bye's part in the weights: the score group it comes from and, in brackets that decide
/// it, each games-played count's rank (most games first; C9).
pub(super) struct ByeRule<'a> {
    pub(super) score: HalfPoints,
    pub(super) decided_here: bool,
    pub(super) played_ranks: &'a FxHashMap<u32, u64>,
}

/// What the weights of a round are built from: its score groups' bit fields and sizes.
pub(super) struct Ctx {
    pub(super) played: usize,
    pub(super) total_rounds: usize,
    pub(super) win_or_draw: HalfPoints,
    pub(super) group_bits: u32,
    pub(super) groups_shift: u32,
    pub(super) shift_of: FxHashMap<HalfPoints, u32>,
    /// Bits of each score's sub-field in the score fields (enough for the group's size).
    pub(super) group_width: FxHashMap<HalfPoints, u32>,
    /// Bits of the C9 field (bye assignee's games played): wide enough for the ranks of a
    /// whole matching, so its sum never carries into the criteria above it.
    pub(super) bye_rank_bits: u32,
    pub(super) limbs: usize,
}

impl Ctx {
    pub(super) fn compatible(&self, a: &SwissPlayer, b: &SwissPlayer) -> bool {
        let threshold = (self.played as HalfPoints * self.win_or_draw) >> 1;
        !a.met.contains(&b.id)
            && !a.prohibited.contains(&b.id)
            && (!a.absolute()
                || !b.absolute()
                || a.preference != b.preference
                || (self.played + 1 >= self.total_rounds
                    && (a.score > threshold || b.score > threshold)))
    }

    pub(super) fn bye_candidate(&self, a: &SwissPlayer, bye_score: HalfPoints) -> bool {
        a.bye_eligible && a.score <= bye_score
    }

    pub(super) fn shift(&self, score: HalfPoints) -> u32 {
        self.shift_of.get(&score).copied().unwrap_or(0)
    }

    /// The edge weight between `hi` (earlier in the order) and `lo`, for an edge at `place`
    /// relative to the bracket being paired.
    pub(super) fn edge(
        &self,
        hi: &SwissPlayer,
        lo: &SwissPlayer,
        place: Place,
        bye: &ByeRule<'_>,
    ) -> Big {
        let mut r = Big::zero(self.limbs);
        self.write_edge(&mut r, hi, lo, place, bye);
        r
    }

    /// [`Ctx::edge`] into `r` (a bracket's graph writes millions of weights: one buffer, not
    /// one allocation each).
    pub(super) fn write_edge(
        &self,
        r: &mut Big,
        hi: &SwissPlayer,
        lo: &SwissPlayer,
        place: Place,
        bye: &ByeRule<'_>,
    ) {
        let in_current = place == Place::Current;
        let in_next = place == Place::Next;
        let (bye_score, bye_decided_here, played_ranks) =
            (bye.score, bye.decided_here, bye.played_ranks);
        r.reset(self.limbs);
        if !self.compatible(hi, lo) {
            return;
        }
        let gb = self.group_bits;
        let gs = self.groups_shift;
        r.or_small(
            1 + u64::from(!self.bye_candidate(hi, bye_score))
                + u64::from(!self.bye_candidate(lo, bye_score)),
        );
        // Pairs, then scores, in the current bracket; then the same for the next.
        r.shl(gb);
        r.or_small(u64::from(in_current));
        r.shl(gs);
        if in_current {
            r.or_shifted(1, self.shift(hi.score));
        }
        r.shl(gb);
        r.or_small(u64::from(in_next));
        r.shl(gs);
        if in_next {
            r.or_shifted(1, self.shift(hi.score));
        }
        // The bye assignee should have played as many games as possible (C9).
        r.shl(self.bye_rank_bits);
        if bye_decided_here {
            if hi.score == bye_score {
                r.or_small(played_ranks.get(&hi.played_games).copied().unwrap_or(0));
            }
            if lo.score == bye_score {
                r.add_small(played_ranks.get(&lo.played_games).copied().unwrap_or(0));
            }
        }
        self.colour_bits(r, lo, hi, in_current);
        let hi_above = hi.score > lo.score;
        if self.played >= 1 {
            r.shl(gb);
            if in_current {
                r.or_small(u64::from(lo.floats[1] == Float::Down));
                r.add_small(u64::from(!hi_above && hi.floats[1] == Float::Down));
            }
            r.shl(gb);
            if in_current {
                r.or_small(u64::from(!(hi_above && lo.floats[1] == Float::Up)));
            }
        }
        if self.played >= 2 {
            r.shl(gb);
            if in_current {
                r.or_small(u64::from(lo.floats[2] == Float::Down));
                r.add_small(u64::from(!hi_above && hi.floats[2] == Float::Down));
            }
            r.shl(gb);
            if in_current {
                r.or_small(u64::from(!(hi_above && lo.floats[2] == Float::Up)));
            }
        }
        for back in [1usize, 2] {
            if self.played < back {
                continue;
            }
            r.shl(gs);
            if in_current {
                r.add_shifted(
                    u64::from(lo.floats[back] == Float::Down),
                    self.shift(lo.score),
                );
                r.add_shifted(
                    u64::from(hi.floats[back] == Float::Down),
                    self.shift(hi.score),
                );
            }
            r.shl(gs);
            if in_current && !(lo.floats[back] == Float::Up && hi_above) {
                r.or_shifted(1, self.shift(hi.score));
            }
        }
        // Room for the S1/S2 ordering bonuses.
        r.shl(gb);
        r.shl(gb);
        r.shl(gb);
        r.shl(1);
    }

    fn colour_bits(&self, r: &mut Big, p: &SwissPlayer, o: &SwissPlayer, mask: bool) {
        let gb = self.group_bits;
        r.shl(gb);
        r.or_small(u64::from(
            mask && (p.imbalance <= 1 || o.imbalance <= 1 || p.preference != o.preference),
        ));
        r.shl(gb);
        let topscorer_rule = if p.imbalance == o.imbalance {
            p.repeated.is_none() || p.repeated != o.repeated
        } else {
            let weaker = if p.imbalance > o.imbalance { o } else { p };
            weaker.repeated != p.preference.map(Colour::flip)
        };
        r.or_small(u64::from(
            mask && (!p.absolute()
                || !o.absolute()
                || p.preference != o.preference
                || topscorer_rule),
        ));
        r.shl(gb);
        r.or_small(u64::from(
            mask && preferences_compatible(p.preference, o.preference),
        ));
        r.shl(gb);
        r.or_small(u64::from(
            mask && ((!p.strong() && !p.absolute())
                || (!o.strong() && !o.absolute())
                || (p.absolute() && o.absolute())
                || p.preference != o.preference),
        ));
    }

    /// The bit ranges below the completion field that can be non-zero in the weights among
    /// players with the `present` scores: whole count fields, and in each score field only
    /// the sub-fields of those scores. Absent sub-fields are zero in every such weight and
    /// cannot receive carries (each sub-field is sized for its group), so dropping them
    /// keeps every comparison of sums.
    pub(super) fn plan(&self, present: &std::collections::BTreeSet<HalfPoints>) -> Vec<(u32, u32)> {
        let gb = self.group_bits;
        let gs = self.groups_shift;
        let mut plan = Vec::new();
        let mut at = 0u32;
        let whole = |plan: &mut Vec<(u32, u32)>, at: &mut u32, len: u32| {
            if len > 0 {
                plan.push((*at, len));
            }
            *at += len;
        };
        let scores = |plan: &mut Vec<(u32, u32)>, at: &mut u32| {
            for s in present {
                let w = self.group_width.get(s).copied().unwrap_or(0);
                if w > 0 {
                    plan.push((*at + self.shift(*s), w));
                }
            }
            *at += gs;
        };
        whole(&mut plan, &mut at, 1);
        for _ in 0..3 {
            whole(&mut plan, &mut at, gb);
        }
        for back in [2usize, 1] {
            if self.played >= back {
                scores(&mut plan, &mut at);
                scores(&mut plan, &mut at);
            }
        }
        for back in [2usize, 1] {
            if self.played >= back {
                whole(&mut plan, &mut at, gb);
                whole(&mut plan, &mut at, gb);
            }
        }
        for _ in 0..4 {
            whole(&mut plan, &mut at, gb);
        }
        whole(&mut plan, &mut at, self.bye_rank_bits);
        scores(&mut plan, &mut at);
        whole(&mut plan, &mut at, gb);
        scores(&mut plan, &mut at);
        whole(&mut plan, &mut at, gb);
        debug_assert_eq!(at + 2, self.width());
        plan
    }

    /// The total bit width of an edge weight.
    pub(super) fn width(&self) -> u32 {
        let gb = self.group_bits;
        let gs = self.groups_shift;
        let mut t = 2 + gb + gs + gb + gs + self.bye_rank_bits + 4 * gb + 3 * gb + 1;
        if self.played >= 1 {
            t += 2 * gb + 2 * gs;
        }
        if self.played >= 2 {
            t += 2 * gb + 2 * gs;
        }
        t
    }
}

pub(super) fn preferences_compatible(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none() || b.is_none()
}
