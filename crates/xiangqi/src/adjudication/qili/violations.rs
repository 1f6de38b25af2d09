//! Repeated violations of the repetition rules in one game (违例): a side told to change a
//! forbidden repetition, which changes, has committed one violation; the one that reaches the
//! profile's limit loses the game (the club's rules: "在同一局棋中，单方面出现第三次违例"; AXF
//! rule 3: "asked by the referee to alter, and repeats the violation for three times").
//!
//! An automatic arbiter has no referee's voice, so "told to change" is the moment the engine
//! warns: a ply that repeats an earlier position, judged as a cycle in which one side's moves
//! are forbidden. Every ply of one run of repeated positions belongs to the same warning (a
//! cycle shows up again at each of its plies); a ply that makes a new position ends the run —
//! the side changed — and the next repeated position is a new warning.

use crate::piece::Side;

/// The violation count of one game as it is replayed.
///
/// Judging a cycle is the costly part of adjudication, and a side can only reach the limit once
/// the game has had that many runs of repeated positions; so runs are kept unjudged until then
/// ([`Violations::due`]) and judged in order from that point on.
#[derive(Clone, Debug, Default)]
pub struct Violations {
    /// Violations per side (red, black), once the runs were judged.
    counts: Option<[u32; 2]>,
    /// Runs not judged yet: (ply of the earlier occurrence, ply of the repetition).
    pending: Vec<(usize, usize)>,
    /// Runs seen.
    runs: u32,
    /// Whether the last ply was inside a run of repeated positions.
    in_run: bool,
}

impl Violations {
    /// The ply `ply` made a position that occurred before at ply `earlier`, or a new one
    /// (`None`).
    pub fn on_ply(&mut self, ply: usize, earlier: Option<usize>) {
        let starts = earlier.is_some() && !self.in_run;
        self.in_run = earlier.is_some();
        if let (true, Some(first)) = (starts, earlier) {
            self.runs += 1;
            self.pending.push((first, ply));
        }
    }

    /// Whether runs wait to be judged and, with `limit` (0 = no limit), could decide the game.
    pub fn due(&self, limit: u32) -> bool {
        limit > 0 && self.runs >= limit && !self.pending.is_empty()
    }

    /// The runs waiting to be judged, in order; each must be passed to [`Violations::judged`].
    pub fn take_pending(&mut self) -> Vec<(usize, usize)> {
        std::mem::take(&mut self.pending)
    }

    /// A run's cycle was judged with `must_change` the side whose moves were forbidden (none
    /// for a draw). Returns the violation's number when it reaches `limit` (0 = no limit).
    pub fn judged(&mut self, must_change: Option<Side>, limit: u32) -> Option<(Side, u32)> {
        let counts = self.counts.get_or_insert([0, 0]);
        let side = must_change?;
        let n = &mut counts[side.index()];
        *n += 1;
        (limit > 0 && *n >= limit).then_some((side, *n))
    }

    /// Violations per side, when the runs were judged (`None`: fewer runs than the limit, none
    /// judged — no side can have reached it).
    pub fn counts(&self) -> Option<[u32; 2]> {
        self.counts
    }
}

#[cfg(test)]
mod tests {
    use super::Violations;
    use crate::piece::Side;

    #[test]
    fn a_run_of_repeated_positions_is_one_warning_judged_once_the_limit_is_in_reach() {
        let mut v = Violations::default();
        v.on_ply(1, None);
        v.on_ply(5, Some(1));
        v.on_ply(6, Some(2));
        v.on_ply(7, Some(3));
        assert!(!v.due(3), "one run cannot reach a limit of 3");
        v.on_ply(8, None);
        v.on_ply(12, Some(8));
        v.on_ply(13, None);
        assert!(!v.due(3));
        v.on_ply(17, Some(13));
        assert!(v.due(3));
        assert_eq!(v.take_pending(), vec![(1, 5), (8, 12), (13, 17)]);
        assert_eq!(v.judged(Some(Side::Red), 3), None);
        assert_eq!(v.judged(None, 3), None, "a drawn cycle is no violation");
        assert_eq!(v.judged(Some(Side::Red), 3), None);
        assert_eq!(v.counts(), Some([2, 0]));
        assert!(!v.due(3));
        v.on_ply(18, None);
        v.on_ply(22, Some(18));
        assert!(v.due(3), "past the limit every run is judged at once");
        assert_eq!(v.take_pending(), vec![(18, 22)]);
        assert_eq!(v.judged(Some(Side::Red), 3), Some((Side::Red, 3)));
    }

    #[test]
    fn no_limit_judges_nothing() {
        let mut v = Violations::default();
        for k in 0..10 {
            v.on_ply(10 * k + 1, None);
            v.on_ply(10 * k + 5, Some(10 * k + 1));
            assert!(!v.due(0));
        }
        assert_eq!(v.counts(), None);
    }
}
