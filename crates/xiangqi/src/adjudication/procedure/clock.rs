//! Clocks: who ran out of time, and when, from the time each move was completed.
//!
//! Input is one timestamp per move (milliseconds since the game started when the move was
//! completed) and, optionally, the time of adjudication (for the side to move). A side flags
//! during its move `k` when the time that move took exceeds what its clock had left.

use crate::piece::Side;

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
    /// A move count per period (e.g. 40 moves in 90 minutes, then 30 minutes for the rest):
    /// each side has `base_ms` for its first `moves` moves; completing them adds `then_ms`,
    /// for the rest of the game (`then_moves` 0) or for each further `then_moves` moves; an
    /// optional increment after every own move. A side whose time runs out before it has made
    /// the moves its period requires loses for not completing them (在规定时限内未走满应走着数).
    MoveCount {
        /// Moves required in the first period.
        moves: u32,
        /// Time for the first period.
        base_ms: u64,
        /// Moves required in each later period; 0 = the rest of the game.
        then_moves: u32,
        /// Time added when a period's moves are completed.
        then_ms: u64,
        /// Added after each own move.
        increment_ms: u64,
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
    /// The side's own clock time used when it ran out (its allowance under a per-game or
    /// move-count control): what an arbiter states, not the time since the start.
    pub used_ms: u64,
    /// With a move-count control: the moves the side still owed in its period (0 when the
    /// period runs to the end of the game, or for other controls).
    pub moves_owed: u32,
}

/// A side's clock running out, and whether it decided the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct JudgedFlag {
    /// The flag.
    pub flag: Flag,
    /// It fell while the game was still on, so it counts.
    pub counted: bool,
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
    /// Moves made by this side.
    made: u32,
}

/// With a move-count control: the moves a side that has made `made` moves still owes in its
/// current period (0 once the period runs to the end of the game).
fn owed(moves: u32, then_moves: u32, made: u32) -> u32 {
    if made < moves {
        moves - made
    } else if then_moves == 0 {
        0
    } else {
        then_moves - (made - moves) % then_moves
    }
}

/// Whether completing move number `made` (1-based) ends a move-count period.
fn ends_period(moves: u32, then_moves: u32, made: u32) -> bool {
    made == moves || (then_moves > 0 && made > moves && (made - moves).is_multiple_of(then_moves))
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
        TimeControl::PerGame { base_ms }
        | TimeControl::Fischer { base_ms, .. }
        | TimeControl::MoveCount { base_ms, .. } => (base_ms, 0),
        TimeControl::ByoYomi {
            base_ms, periods, ..
        } => (base_ms, periods),
        _ => (0, 0),
    };
    let mut clocks = [SideClock {
        left: base,
        periods,
        made: 0,
    }; 2];
    let mut side = turn;
    let mut prev = 0u64;
    let mut used = [0u64; 2];
    // Each move's completion time, then the open move at `end_ms`.
    let mut stamps: Vec<(u64, bool)> = times.iter().map(|&t| (t, true)).collect();
    if let Some(e) = end_ms.filter(|&e| e >= prev.max(times.last().copied().unwrap_or(0))) {
        stamps.push((e, false));
    }
    for (i, &(t, completed)) in stamps.iter().enumerate() {
        let ply = i + 1;
        let spent = t - prev;
        let c = &mut clocks[side.index()];
        let mut moves_owed = 0;
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
            TimeControl::MoveCount {
                moves,
                then_moves,
                then_ms,
                increment_ms,
                ..
            } => {
                if spent > c.left {
                    moves_owed = owed(moves, then_moves, c.made);
                    Some(prev + c.left)
                } else {
                    c.left -= spent;
                    if completed {
                        c.made += 1;
                        c.left += increment_ms;
                        if ends_period(moves, then_moves, c.made) {
                            c.left += then_ms;
                        }
                    }
                    None
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
                used_ms: used[side.index()] + at.saturating_sub(prev),
                moves_owed,
            });
        }
        used[side.index()] += spent;
        prev = t;
        side = side.opponent();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: u64 = 60_000;

    /// 2 moves in 10 minutes, then 5 minutes for each further 2 moves.
    const MOVE_COUNT: TimeControl = TimeControl::MoveCount {
        moves: 2,
        base_ms: 10 * MIN,
        then_moves: 2,
        then_ms: 5 * MIN,
        increment_ms: 0,
    };

    #[test]
    fn move_count_flag_names_the_moves_owed() {
        // Red's first move takes 10 minutes and 1 second: one of its 2 moves still owed.
        let f = flags(
            MOVE_COUNT,
            Side::Red,
            2,
            &[10 * MIN + 1_000, 11 * MIN],
            None,
        )
        .unwrap();
        let red = f[0].unwrap_or_else(|| panic!("red flags"));
        assert_eq!((red.ply, red.at_ms, red.moves_owed), (1, 10 * MIN, 2));
        assert_eq!(f[1], None);
    }

    #[test]
    fn completing_the_moves_adds_the_next_period() {
        // Red: moves at 4 and 9 minutes (9 of its 10 used, 2 moves made: +5 min → 6 left), then
        // a move 6 minutes later would be in time, 7 minutes later not (2 moves owed again).
        let times = [MIN * 4, MIN * 4 + 1, MIN * 9, MIN * 9 + 1];
        let f = flags(
            MOVE_COUNT,
            Side::Red,
            5,
            &times,
            Some(MIN * 9 + 1 + 6 * MIN),
        )
        .unwrap();
        assert_eq!(f[0], None);
        let f = flags(
            MOVE_COUNT,
            Side::Red,
            5,
            &times,
            Some(MIN * 9 + 1 + 7 * MIN),
        )
        .unwrap();
        let red = f[0].unwrap_or_else(|| panic!("red flags"));
        assert_eq!(red.moves_owed, 2);
        assert_eq!(red.at_ms, MIN * 9 + 1 + 6 * MIN + 1);
        // With the rest of the game as the second period, nothing is owed after move 2.
        let sudden = TimeControl::MoveCount {
            moves: 2,
            base_ms: 10 * MIN,
            then_moves: 0,
            then_ms: 5 * MIN,
            increment_ms: 0,
        };
        let f = flags(sudden, Side::Red, 5, &times, Some(MIN * 9 + 1 + 7 * MIN)).unwrap();
        assert_eq!(f[0].map(|x| x.moves_owed), Some(0));
    }

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
                at_ms: 40 * MIN,
                used_ms: 40 * MIN,
                moves_owed: 0,
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
