//! Clocks: who ran out of time, and when, from the time each move was completed.
//!
//! Input is one timestamp per move (milliseconds since the game started when the move was
//! completed) and, optionally, the time of adjudication (for the side to move). A side flags
//! during its move `k` when the time that move took exceeds what its clock had left.

use crate::xiangqi::piece::Side;

/// Time controls from the club's documents and the common ones.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TimeControl {
    /// No clock.
    None,
    /// Each side has `base_ms` for the whole game (the documents: 40 minutes).
    PerGame {
        /// Time per side.
        base_ms: u64,
    },
    /// The first `shared_ms` of the game are shared by both sides; after that every move must be
    /// made within `per_move_ms` (the documents: 40 minutes, then 1 minute per move).
    SharedThenPerMove {
        /// Shared period from the start.
        shared_ms: u64,
        /// Limit per move afterwards.
        per_move_ms: u64,
    },
    /// Base time per side plus an increment after each own move (Fischer).
    Fischer {
        /// Base time per side.
        base_ms: u64,
        /// Added after each move.
        increment_ms: u64,
    },
    /// Base time, then `periods` periods of `period_ms` each (byo-yomi): a move made within a
    /// period keeps it; overrunning a period uses the next.
    ByoYomi {
        /// Base time per side.
        base_ms: u64,
        /// Length of one period.
        period_ms: u64,
        /// Number of periods.
        periods: u32,
    },
}

/// A side's clock running out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Flag {
    /// Who.
    pub side: Side,
    /// The 1-based ply during which the time ran out (the move was not completed in time).
    pub ply: usize,
    /// Milliseconds since the start when it ran out.
    pub at_ms: u64,
}

/// Why the clock data cannot be used.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ClockError {
    /// A timestamp is earlier than the one before it (0-based index).
    NotIncreasing(usize),
    /// More timestamps than moves.
    TooMany,
}

#[derive(Clone, Copy)]
struct SideClock {
    left: u64,
    periods: u32,
}

/// Finds each side's first flag. `turn` is the side to move first; `times[i]` is when move `i`
/// was completed; `end_ms` the adjudication time for the side to move after the last move.
pub fn flags(
    tc: TimeControl,
    turn: Side,
    moves: usize,
    times: &[u64],
    end_ms: Option<u64>,
) -> Result<[Option<Flag>; 2], ClockError> {
    if times.len() > moves {
        return Err(ClockError::TooMany);
    }
    if let Some(i) = times.windows(2).position(|w| w[1] < w[0]) {
        return Err(ClockError::NotIncreasing(i + 1));
    }
    let mut out: [Option<Flag>; 2] = [None, None];
    if tc == TimeControl::None {
        return Ok(out);
    }
    let (base, periods) = match tc {
        TimeControl::PerGame { base_ms } | TimeControl::Fischer { base_ms, .. } => (base_ms, 0),
        TimeControl::ByoYomi {
            base_ms, periods, ..
        } => (base_ms, periods),
        _ => (0, 0),
    };
    let mut clocks = [SideClock {
        left: base,
        periods,
    }; 2];
    let mut side = turn;
    let mut prev = 0u64;
    // Each move's completion time, then the open move at `end_ms`.
    let mut stamps: Vec<(u64, bool)> = times.iter().map(|&t| (t, true)).collect();
    if let Some(e) = end_ms.filter(|&e| e >= prev.max(times.last().copied().unwrap_or(0))) {
        stamps.push((e, false));
    }
    for (i, &(t, completed)) in stamps.iter().enumerate() {
        let ply = i + 1;
        let spent = t - prev;
        let c = &mut clocks[side.index()];
        let flag_at: Option<u64> = match tc {
            TimeControl::None => None,
            TimeControl::PerGame { .. } | TimeControl::Fischer { .. } => {
                if spent > c.left {
                    Some(prev + c.left)
                } else {
                    c.left -= spent;
                    if let TimeControl::Fischer { increment_ms, .. } = tc
                        && completed
                    {
                        c.left += increment_ms;
                    }
                    None
                }
            }
            TimeControl::SharedThenPerMove {
                shared_ms,
                per_move_ms,
            } => {
                if t <= shared_ms {
                    None
                } else {
                    let from = prev.max(shared_ms);
                    if t - from > per_move_ms {
                        Some(from + per_move_ms)
                    } else {
                        None
                    }
                }
            }
            TimeControl::ByoYomi { period_ms, .. } => {
                if spent <= c.left {
                    c.left -= spent;
                    None
                } else {
                    let mut over = spent - c.left;
                    c.left = 0;
                    let mut at = None;
                    loop {
                        if c.periods == 0 {
                            at = Some(t - over);
                            break;
                        }
                        if over <= period_ms {
                            break;
                        }
                        over -= period_ms;
                        c.periods -= 1;
                    }
                    at
                }
            }
        };
        if let Some(at) = flag_at
            && out[side.index()].is_none()
        {
            out[side.index()] = Some(Flag {
                side,
                ply,
                at_ms: at,
            });
        }
        prev = t;
        side = side.opponent();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: u64 = 60_000;

    #[test]
    fn per_game_flag() {
        let tc = TimeControl::PerGame { base_ms: 40 * MIN };
        // Red uses 41 minutes on its first move.
        let f = flags(tc, Side::Red, 2, &[41 * MIN, 42 * MIN], None).unwrap();
        assert_eq!(
            f[0],
            Some(Flag {
                side: Side::Red,
                ply: 1,
                at_ms: 40 * MIN
            })
        );
        assert_eq!(f[1], None);
        assert!(flags(tc, Side::Red, 2, &[5, 3], None).is_err());
    }

    #[test]
    fn shared_then_per_move() {
        let tc = TimeControl::SharedThenPerMove {
            shared_ms: 40 * MIN,
            per_move_ms: MIN,
        };
        // Within the shared 40 minutes anything goes; after, 1 minute per move.
        let ok = flags(
            tc,
            Side::Red,
            3,
            &[20 * MIN, 40 * MIN + 30_000, 41 * MIN + 20_000],
            None,
        )
        .unwrap();
        assert_eq!(ok, [None, None]);
        let late = flags(
            tc,
            Side::Red,
            3,
            &[20 * MIN, 40 * MIN + 30_000, 42 * MIN],
            None,
        )
        .unwrap();
        assert_eq!(late[0].map(|f| f.ply), Some(3));
    }

    #[test]
    fn both_sides_can_flag() {
        let tc = TimeControl::PerGame { base_ms: 10 * MIN };
        let f = flags(tc, Side::Red, 2, &[11 * MIN, 23 * MIN], None).unwrap();
        assert!(f[0].is_some() && f[1].is_some());
    }

    #[test]
    fn fischer_and_byoyomi() {
        let tc = TimeControl::Fischer {
            base_ms: MIN,
            increment_ms: 10_000,
        };
        // Red: 55 s (5 + 10 s left), 14 s (1 + 10 s left), then 12 s: flag on its third move.
        let f = flags(
            tc,
            Side::Red,
            5,
            &[55_000, 56_000, 70_000, 71_000, 83_000],
            None,
        )
        .unwrap();
        assert_eq!(f[0].map(|x| x.ply), Some(5));
        let by = TimeControl::ByoYomi {
            base_ms: MIN,
            period_ms: 30_000,
            periods: 2,
        };
        let f = flags(by, Side::Red, 3, &[80_000, 81_000, 130_000], None).unwrap();
        assert_eq!(f[0], None, "two periods absorb it");
        let f = flags(by, Side::Red, 1, &[130_000], None).unwrap();
        assert_eq!(f[0].map(|x| x.at_ms), Some(120_000));
    }

    #[test]
    fn open_move_at_adjudication_time() {
        let tc = TimeControl::PerGame { base_ms: 10 * MIN };
        let f = flags(tc, Side::Red, 1, &[MIN], Some(12 * MIN)).unwrap();
        assert_eq!(
            f[1].map(|x| x.ply),
            Some(2),
            "black's clock ran out while thinking"
        );
    }
}
