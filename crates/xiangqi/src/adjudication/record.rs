//! A submitted game as the arbiter reads it, and the whole ruling on it.
//!
//! The moves are replayed once ([`Replay`]): up to the first illegal one, keeping every
//! position. [`rule`] then judges the replayed game (board, repetition, procedure — see
//! [`super::game`]) and adds what only the record knows: an illegal move in the history, and the
//! clocks (a flag during the game counts, both flags → both lose).

use super::endgame::{NoTables, TheoreticalDraws};
use super::event::{Event, EventNote};
use super::game::judge_with;
use super::procedure::clock::{ClockError, Flag, JudgedFlag, TimeControl, flags};
use super::profile::Profile;
pub use super::replay::{IllegalPly, Replay, SyntaxError};
use super::ruling::Ruling;
use super::verdict::{Outcome, Termination, Verdict, win_for};
use crate::moves::Move;
use crate::piece::Side;
use crate::position::Position;

/// The clock data of a game: the time control, when each move was completed (ms since the
/// start) and, optionally, when it is adjudicated (the side to move's clock runs until then).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clocks {
    /// The time control.
    pub control: TimeControl,
    /// Completion time of each move, in order.
    pub move_times_ms: Vec<u64>,
    /// The time of adjudication.
    pub end_ms: Option<u64>,
}

impl Clocks {
    /// No clock.
    pub fn none() -> Clocks {
        Clocks {
            control: TimeControl::None,
            move_times_ms: Vec::new(),
            end_ms: None,
        }
    }
}

/// Judges a replayed game: the board and the timeline ([`super::game::judge`]), then an illegal move in the
/// history, then the clocks.
pub fn rule(
    replay: Replay,
    profile: &Profile,
    events: &[Event],
    clocks: &Clocks,
) -> Result<Verdict, ClockError> {
    rule_with(replay, (profile, &NoTables), events, clocks)
}

/// [`rule`], consulting endgame `tables` for theoretical draws (理论和棋, ruling R15).
pub fn rule_with(
    replay: Replay,
    (profile, tables): (&Profile, &dyn TheoreticalDraws),
    events: &[Event],
    clocks: &Clocks,
) -> Result<Verdict, ClockError> {
    let shape = Shape {
        first_to_move: replay.start().turn(),
        submitted: replay.submitted,
        played: replay.moves.len(),
    };
    let mut v = judged(replay, (profile, tables), events);
    rule_clocks(&mut v, clocks, &shape, profile)?;
    Ok(v)
}

/// [`rule`] for a game played without clocks.
pub fn rule_without_clocks(replay: Replay, profile: &Profile, events: &[Event]) -> Verdict {
    judged(replay, (profile, &NoTables), events)
}

/// The judgement of a replayed game without its clocks.
fn judged(
    replay: Replay,
    (profile, tables): (&Profile, &dyn TheoreticalDraws),
    events: &[Event],
) -> Verdict {
    let mut v = judge_with(&replay.positions, &replay.moves, profile, events, tables);
    if let Some(ill) = &replay.illegal {
        rule_illegal_move(&mut v, ill);
        if v.termination != Termination::IllegalMove {
            v.moves_after_end += replay.submitted - replay.moves.len();
        }
    }
    note_ignored_moves(&mut v);
    v.illegal_move = replay.illegal;
    v.positions = replay.positions;
    v
}

/// Adjudicates `moves` (all legal) from `start` under `profile`, with timeline `events` (no
/// clocks; see [`super::record::rule`] for a whole submitted record).
pub fn adjudicate(
    start: &Position,
    moves: &[Move],
    profile: &Profile,
    events: &[Event],
) -> Verdict {
    rule_without_clocks(Replay::of_moves(start.clone(), moves), profile, events)
}

/// An illegal move while the game is on ends the judgement there (the arbiter rules on it,
/// the result stays open); one after the game ended is just a move after the end.
fn rule_illegal_move(v: &mut Verdict, ill: &IllegalPly) {
    if v.outcome != Outcome::Ongoing {
        return;
    }
    v.termination = Termination::IllegalMove;
    v.ruling = Ruling::IllegalMove {
        ply: ill.ply,
        text: ill.text.clone(),
        error: ill.error.clone(),
    };
    v.deciding_plies = vec![ill.ply];
}

/// Moves submitted after an event ended the game are ignored: say so on that event.
fn note_ignored_moves(v: &mut Verdict) {
    if let Some(index) = v.deciding_event
        && v.moves_after_end > 0
    {
        v.event_notes.push((
            index,
            EventNote::MovesIgnored {
                count: v.moves_after_end,
            },
        ));
    }
}

/// What the clocks need to know of the history: who moved first, how many moves were
/// submitted and how many of them were played.
struct Shape {
    first_to_move: Side,
    submitted: usize,
    played: usize,
}

/// Clocks: a flag during a ply up to the one that decided the game counts (a flag after the
/// game was decided does not). Both sides over time (ruling R11): both lose where the
/// profile says so for a game-time control (the Club: 双方超时各计零分); otherwise the first to
/// exceed loses and the other's flag, after the game ended, does not count (seed 002's
/// "超时者判负" in its per-move phase).
fn rule_clocks(
    v: &mut Verdict,
    clocks: &Clocks,
    shape: &Shape,
    profile: &Profile,
) -> Result<(), ClockError> {
    let played = shape.played;
    let found = flags(
        clocks.control,
        shape.first_to_move,
        shape.submitted,
        &clocks.move_times_ms,
        clocks.end_ms,
    )?;
    let ongoing = v.outcome == Outcome::Ongoing;
    let last_ply = if ongoing {
        usize::MAX
    } else {
        v.plies.len().max(1)
    };
    v.flags = found
        .iter()
        .flatten()
        .map(|&flag| JudgedFlag {
            flag,
            counted: flag.ply <= last_ply && (flag.ply <= played || ongoing),
        })
        .collect();
    let game_time = matches!(clocks.control, TimeControl::PerGame { .. });
    if !(profile.both_over_time_lose && game_time) {
        let first = v
            .flags
            .iter()
            .filter(|f| f.counted)
            .map(|f| (f.flag.at_ms, f.flag.ply))
            .min();
        for f in &mut v.flags {
            f.counted &= Some((f.flag.at_ms, f.flag.ply)) == first;
        }
    }
    let counted: Vec<Flag> = v
        .flags
        .iter()
        .filter(|f| f.counted)
        .map(|f| f.flag)
        .collect();
    match counted.as_slice() {
        [] => {}
        [f] => {
            v.outcome = win_for(f.side.opponent());
            v.termination = Termination::TimeForfeit;
            v.ruling = Ruling::TimeForfeit {
                side: f.side,
                ply: f.ply,
                at_ms: f.at_ms,
                used_ms: f.used_ms,
                moves_owed: f.moves_owed,
            };
            v.deciding_plies = vec![f.ply];
        }
        both => {
            v.outcome = Outcome::BothLose;
            v.termination = Termination::TimeForfeit;
            v.ruling = Ruling::BothOverTime {
                plies: [both[0].ply, both[1].ply],
            };
            v.deciding_plies = both.iter().map(|f| f.ply).collect();
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjudication::profile::ProfileKind;
    use crate::notation::CoordDialect;

    const MIN: u64 = 60_000;

    fn texts(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    fn replay(moves: &[&str]) -> Replay {
        Replay::of_texts(Position::startpos(), &texts(moves), CoordDialect::Iccs)
            .unwrap_or_else(|e| panic!("replay: {e:?}"))
    }

    fn club() -> Profile {
        Profile::new(ProfileKind::Club)
    }

    /// 炮二平五 马8进7 马二进三 车9平8 — no capture, no check.
    const OPENING: [&str; 4] = ["h2e2", "h9g7", "h0g2", "i9h9"];

    fn resign_after(ply: usize, side: Side) -> Event {
        Event::Resign {
            after_ply: ply,
            side,
        }
    }

    #[test]
    fn one_replay_keeps_every_position() {
        let r = replay(&OPENING);
        assert_eq!(r.positions.len(), 5);
        assert_eq!(r.moves.len(), 4);
        assert_eq!(r.submitted, 4);
        let v = rule(r, &club(), &[], &Clocks::none()).unwrap();
        assert_eq!(v.positions.len(), 5);
        assert_eq!(v.outcome, Outcome::Ongoing);
    }

    #[test]
    fn a_text_that_is_no_move_is_an_error_not_an_illegal_move() {
        let e = Replay::of_texts(
            Position::startpos(),
            &texts(&["h2e2", "zz"]),
            CoordDialect::Iccs,
        )
        .unwrap_err();
        assert_eq!(e.index, 1);
    }

    #[test]
    fn an_illegal_move_ends_the_judgement_at_the_ply_before() {
        // A cannon cannot move diagonally.
        let r = replay(&["h2e2", "h9g7", "e2d3", "i9h9"]);
        let ill = r.illegal.clone().expect("e2d3 is illegal");
        assert_eq!(ill.ply, 3);
        assert_eq!(r.moves.len(), 2);
        let v = rule(r, &club(), &[], &Clocks::none()).unwrap();
        assert_eq!(v.termination, Termination::IllegalMove);
        assert_eq!(v.outcome, Outcome::Ongoing);
        assert_eq!(v.deciding_plies, vec![3]);
        assert_eq!(v.moves_after_end, 0);
        assert!(
            matches!(&v.ruling, Ruling::IllegalMove { ply: 3, text, .. } if text == "e2d3"),
            "{:?}",
            v.ruling
        );
        assert_eq!(v.illegal_move.map(|i| i.ply), Some(3));
    }

    #[test]
    fn an_illegal_move_after_the_game_ended_is_a_move_after_the_end() {
        let r = replay(&["h2e2", "h9g7", "e2d3", "i9h9"]);
        let v = rule(r, &club(), &[resign_after(1, Side::Black)], &Clocks::none()).unwrap();
        assert_eq!(v.termination, Termination::Resignation);
        assert_eq!(v.outcome, Outcome::RedWins);
        // Ply 2 was played after the resignation; plies 3 (illegal) and 4 were never played.
        assert_eq!(v.moves_after_end, 3);
        assert!(
            v.event_notes
                .contains(&(0, EventNote::MovesIgnored { count: 3 })),
            "{:?}",
            v.event_notes
        );
    }

    fn per_game(minutes: u64, times: &[u64], end_ms: Option<u64>) -> Clocks {
        Clocks {
            control: TimeControl::PerGame {
                base_ms: minutes * MIN,
            },
            move_times_ms: times.to_vec(),
            end_ms,
        }
    }

    #[test]
    fn a_flag_during_the_game_loses_it() {
        // Black uses 11 of its 10 minutes on its first move.
        let clocks = per_game(10, &[MIN, 12 * MIN, 13 * MIN, 14 * MIN], None);
        let v = rule(replay(&OPENING), &club(), &[], &clocks).unwrap();
        assert_eq!(v.termination, Termination::TimeForfeit);
        assert_eq!(v.outcome, Outcome::RedWins);
        assert_eq!(v.deciding_plies, vec![2]);
        assert_eq!(v.flags.len(), 1);
        assert!(v.flags[0].counted);
        assert_eq!(v.flags[0].flag.at_ms, 11 * MIN);
    }

    #[test]
    fn both_flags_lose_for_both() {
        let clocks = per_game(10, &[11 * MIN, 23 * MIN, 24 * MIN, 25 * MIN], None);
        let v = rule(replay(&OPENING), &club(), &[], &clocks).unwrap();
        assert_eq!(v.termination, Termination::TimeForfeit);
        assert_eq!(v.outcome, Outcome::BothLose);
        assert_eq!(v.deciding_plies, vec![1, 2]);
    }

    #[test]
    fn a_flag_after_the_game_was_decided_does_not_count() {
        // Black resigns after ply 2; red's clock runs out during ply 3, which was never due.
        let clocks = per_game(10, &[MIN, 2 * MIN, 13 * MIN, 14 * MIN], None);
        let v = rule(
            replay(&OPENING),
            &club(),
            &[resign_after(2, Side::Black)],
            &clocks,
        )
        .unwrap();
        assert_eq!(v.termination, Termination::Resignation);
        assert_eq!(v.outcome, Outcome::RedWins);
        assert_eq!(v.flags.len(), 1);
        assert!(!v.flags[0].counted);
    }

    #[test]
    fn the_open_move_flags_at_adjudication_time() {
        let clocks = per_game(10, &[MIN], Some(12 * MIN));
        let v = rule(replay(&OPENING[..1]), &club(), &[], &clocks).unwrap();
        assert_eq!(v.outcome, Outcome::RedWins);
        assert_eq!(v.deciding_plies, vec![2]);
    }

    #[test]
    fn bad_clock_data_is_an_error() {
        let clocks = per_game(10, &[2 * MIN, MIN], None);
        assert_eq!(
            rule(replay(&OPENING), &club(), &[], &clocks).unwrap_err(),
            ClockError::NotIncreasing(1)
        );
        let clocks = per_game(10, &[1, 2, 3, 4, 5], None);
        assert_eq!(
            rule(replay(&OPENING), &club(), &[], &clocks).unwrap_err(),
            ClockError::TooMany
        );
    }
}
