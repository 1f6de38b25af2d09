//! Adjudicating a submitted game: play the history, and after every ply test checkmate,
//! stalemate (困毙, a loss), repetition (棋例), the natural-move limit and dead positions.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::endgame::{NoTables, TheoreticalDraws};
use super::event::Event;
use super::procedure::{EventEnd, Procedure};
use super::profile::{Profile, RepetitionMode};
use super::qili::articles::Book;
use super::qili::memo::KeyHasher;
use super::qili::repetition::{CycleClassifier, Pattern, verdict};
use super::qili::violations::Violations;
use super::ruling::{Cycle, RepetitionWarning, Ruling};
use super::verdict::{Outcome, PlyRecord, Termination, Verdict, no_attacking_material, win_for};
use crate::moves::Move;

use crate::position::{Position, Status};

/// How a game ended on the board or by the timeline, before the verdict is written.
struct End {
    outcome: Outcome,
    termination: Termination,
    ruling: Ruling,
}

impl End {
    fn new(outcome: Outcome, termination: Termination, ruling: Ruling) -> End {
        End {
            outcome,
            termination,
            ruling,
        }
    }
}

/// Judges the game whose positions are `positions` (the start, then the one after each of
/// `moves`): after every ply checkmate, stalemate, repetition, the natural-move limit, a dead
/// position and the timeline `events`, in that order; the first that ends the game decides.
/// Every move must be legal where it is played, as in a [`crate::adjudication::Replay`].
pub fn judge(
    positions: &[Position],
    moves: &[Move],
    profile: &Profile,
    events: &[Event],
) -> Verdict {
    judge_with(positions, moves, profile, events, &NoTables)
}

/// [`judge`], consulting `tables` for theoretical draws (理论和棋) where the profile applies
/// them by itself ([`Profile::theoretical_draw_automatic`]).
pub fn judge_with(
    positions: &[Position],
    moves: &[Move],
    profile: &Profile,
    events: &[Event],
    tables: &dyn TheoreticalDraws,
) -> Verdict {
    // A position per move and one more; anything beyond is not judged (a [`Replay`] always
    // fits).
    let moves = &moves[..moves.len().min(positions.len().saturating_sub(1))];
    let mut v = Verdict::open(moves.len());
    v.book = profile.book();
    let Some(start) = positions.first() else {
        return v;
    };
    let mut procedure = Procedure::new(events, profile).with_tables(tables);
    if let Some(end) = procedure.at(0, start) {
        return finish(v, Some(end), moves.len(), &procedure);
    }
    // A start position already decided, or already a theoretical draw (ruling R15 holds for
    // the position the game is submitted from as for any later one).
    if let Some(end) =
        start_end(start, profile).or_else(|| theoretical_draw_end(start, 0, profile, tables))
    {
        v.set_end(end, Vec::new());
        return finish(v, None, moves.len(), &procedure);
    }
    let mut seen: HashMap<u64, Vec<usize>, BuildHasherDefault<KeyHasher>> = HashMap::default();
    seen.entry(start.hash()).or_default().push(0);
    let mut checks_since_capture = [0u32; 2];
    let mut violations = Violations::default();
    let mut cycles = CycleClassifier::new(profile);
    for (i, &m) in moves.iter().enumerate() {
        let ply = i + 1;
        let (before, after) = (&positions[i], &positions[ply]);
        let side = before.turn();
        let capture = before.piece_at(m.to);
        procedure.on_move(side, m);
        let check = before.could_check(m) && after.is_check();
        if capture.is_some() {
            checks_since_capture = [0, 0];
        } else if check {
            checks_since_capture[side.index()] += 1;
        }
        v.plies.push(PlyRecord {
            mv: m,
            side,
            check,
            capture,
            class: None,
        });
        let occurrences = seen.entry(after.hash()).or_default();
        occurrences.push(ply);
        let earlier = occurrences.len().checked_sub(2).map(|k| occurrences[k]);
        let repeated = (occurrences.len() as u32 >= profile.repetition_count.max(2))
            .then(|| (occurrences[occurrences.len() - 2], occurrences.len()))
            .filter(|&(prev, _)| {
                !goes_on_in_forbid_mode(profile, (positions, moves), (prev, ply), &mut cycles)
            });
        violations.on_ply(ply, earlier);
        // A position from which the next move was played (every move is legal: see
        // [`Replay`]) is neither mate nor stalemate, so only the last one is searched.
        let board = match moves.get(ply) {
            Some(&next) => {
                debug_assert!(after.is_legal(next), "ply {} is illegal", ply + 1);
                None
            }
            None => board_end(after),
        };
        if let Some(end) = board {
            v.set_end(end, vec![ply]);
        } else if let Some((prev, count)) = repeated {
            let cycle = RepeatRun {
                first: prev,
                last: ply,
                occurrences: count,
            };
            rule_repetition(&mut v, (positions, moves), &cycle, &mut cycles);
        } else if violations.due(profile.applied_violation_limit())
            && rule_violations(&mut v, (positions, moves), &mut violations, &mut cycles)
        {
            // The verdict is written: the side reached the violation limit.
        } else if let Some(end) = natural_limit_end(after, checks_since_capture, profile)
            .or_else(|| dead_position_end(after, capture.is_some(), profile))
            .or_else(|| theoretical_draw_end(after, ply, profile, tables))
        {
            v.set_end(end, vec![ply]);
        } else if let Some(end) = procedure.at(ply, after) {
            v.violations = violations.counts();
            return finish(v, Some(end), moves.len() - ply, &procedure);
        } else {
            continue;
        }
        v.violations = violations.counts();
        return finish(v, None, moves.len() - ply, &procedure);
    }
    v.ruling = Ruling::GoesOn {
        after_ply: moves.len(),
    };
    warn_of_repetition(&mut v, (positions, moves), &seen, &mut cycles);
    procedure.note_unplayed_seal();
    v.violations = violations.counts();
    finish(v, None, 0, &procedure)
}

/// A start position that is already decided: mate, stalemate, or no attacking material.
fn start_end(start: &Position, profile: &Profile) -> Option<End> {
    match start.status() {
        Status::Checkmate { winner } => Some(End::new(
            win_for(winner),
            Termination::Checkmate,
            Ruling::StartCheckmate { winner },
        )),
        Status::Stalemate { winner } => Some(End::new(
            win_for(winner),
            Termination::Stalemate,
            Ruling::StartStalemate {
                loser: winner.opponent(),
            },
        )),
        Status::Ongoing if profile.insufficient_material_draw && no_attacking_material(start) => {
            Some(End::new(
                Outcome::Draw,
                Termination::InsufficientMaterial,
                Ruling::StartNoAttackers,
            ))
        }
        Status::Ongoing => None,
    }
}

/// Checkmate or stalemate (困毙, a loss) after a move.
fn board_end(after: &Position) -> Option<End> {
    match after.status() {
        Status::Checkmate { winner } => Some(End::new(
            win_for(winner),
            Termination::Checkmate,
            Ruling::Checkmate { winner },
        )),
        Status::Stalemate { winner } => Some(End::new(
            win_for(winner),
            Termination::Stalemate,
            Ruling::Stalemate {
                loser: winner.opponent(),
            },
        )),
        Status::Ongoing => None,
    }
}

/// The natural-move limit (自然限着): rounds without a capture, checks beyond the profile's
/// allowance not counted.
fn natural_limit_end(
    after: &Position,
    checks_since_capture: [u32; 2],
    profile: &Profile,
) -> Option<End> {
    if profile.natural_move_limit_rounds == 0 {
        return None;
    }
    let excess: u32 = match profile.natural_limit_check_allowance {
        Some(allow) => checks_since_capture
            .iter()
            .map(|c| c.saturating_sub(allow))
            .sum(),
        None => 0,
    };
    let effective = after.halfmoves().saturating_sub(2 * excess);
    (effective >= 2 * profile.natural_move_limit_rounds).then(|| {
        End::new(
            Outcome::Draw,
            Termination::NaturalMoveLimit,
            Ruling::NaturalMoveLimit {
                rounds: effective / 2,
                limit: profile.natural_move_limit_rounds,
            },
        )
    })
}

/// A capture that leaves neither side an attacking piece: a dead position, drawn.
fn dead_position_end(after: &Position, captured: bool, profile: &Profile) -> Option<End> {
    (captured && profile.insufficient_material_draw && no_attacking_material(after)).then(|| {
        End::new(
            Outcome::Draw,
            Termination::InsufficientMaterial,
            Ruling::NoAttackersLeft,
        )
    })
}

/// A theoretical draw (理论和棋, ruling R15: "属于理论上公认的双方均无取胜可能的局势"): the tables hold
/// the position after `ply` drawn with either side to move.
fn theoretical_draw_end(
    after: &Position,
    ply: usize,
    profile: &Profile,
    tables: &dyn TheoreticalDraws,
) -> Option<End> {
    if !profile.theoretical_draw_automatic {
        return None;
    }
    let class = tables.theoretical_draw(after)?;
    Some(End::new(
        Outcome::Draw,
        Termination::TheoreticalDraw,
        Ruling::TheoreticalDraw { ply, class },
    ))
}

/// Ruling R7 (seed 002: "此时红方如坚持不变，判负" — the side that insists loses):
/// in [`RepetitionMode::Forbid`] a repetition does not end the game by itself. When the count is reached by a move of the
/// side whose moves are allowed, the forbidden side must change (the verdict's warning says
/// so) and the game goes on; only the forbidden side's own move that reaches or continues the
/// cycle — the move `ValidateMove` refuses — loses, for the side that insisted.
fn goes_on_in_forbid_mode(
    profile: &Profile,
    (positions, moves): (&[Position], &[Move]),
    (prev, ply): (usize, usize),
    cycles: &mut CycleClassifier<'_>,
) -> bool {
    if profile.repetition_mode != RepetitionMode::Forbid {
        return false;
    }
    let mover = positions[ply - 1].turn();
    let analysis = cycles.analyse(positions, moves, prev, ply - 1);
    let (must_change, _) = verdict(analysis.red, analysis.black);
    must_change.is_some_and(|side| side != mover)
}

/// A repetition that reached the trigger: the plies between the last two occurrences of the
/// position (`first` the ply of the earlier one, `last` of this one).
struct RepeatRun {
    first: usize,
    last: usize,
    occurrences: usize,
}

/// The repetition that reached the trigger, judged under the profile's tables; `game` is the
/// positions and moves played.
fn rule_repetition(
    v: &mut Verdict,
    game: (&[Position], &[Move]),
    cycle: &RepeatRun,
    cycles: &mut CycleClassifier<'_>,
) {
    let (positions, moves) = game;
    let (prev, ply, occurrences) = (cycle.first, cycle.last, cycle.occurrences);
    let analysis = cycles.analyse(positions, moves, prev, ply - 1);
    let judged = judged_cycle(&analysis, prev + 1, ply, occurrences);
    v.record_cycle(&analysis);
    v.deciding_plies = analysis.plies.iter().map(|i| i + 1).collect();
    match judged.must_change {
        Some(l) => {
            v.outcome = win_for(l.opponent());
            v.termination = if judged.pattern_of(l) == Pattern::LongCheck {
                Termination::PerpetualCheck
            } else {
                Termination::PerpetualAttack
            };
        }
        None => {
            v.outcome = Outcome::Draw;
            v.termination = Termination::Repetition;
        }
    }
    v.ruling = Ruling::Repetition(judged);
}

/// The runs of repeated positions short of the trigger not yet judged: each run's cycle judged,
/// a violation counted against the side that must change; true when a side reached the
/// profile's violation limit and lost (the verdict is written).
fn rule_violations(
    v: &mut Verdict,
    game: (&[Position], &[Move]),
    violations: &mut Violations,
    cycles: &mut CycleClassifier<'_>,
) -> bool {
    let profile = cycles.profile();
    let (positions, moves) = game;
    for (first, ply) in violations.take_pending() {
        let Some(analysis) = cycles.analyse_unless_both_allowed(positions, moves, first, ply - 1)
        else {
            violations.judged(None, profile.applied_violation_limit());
            continue;
        };
        let (must_change, _) = verdict(analysis.red, analysis.black);
        let Some((side, n)) = violations.judged(must_change, profile.applied_violation_limit())
        else {
            continue;
        };
        // The occurrences of a violation's run are not counted: it ended short of the trigger.
        let cycle = judged_cycle(&analysis, first + 1, ply, 0);
        v.record_cycle(&analysis);
        v.deciding_plies = analysis.plies.iter().map(|i| i + 1).collect();
        v.outcome = win_for(side.opponent());
        v.termination = Termination::RepeatedViolations;
        v.ruling = Ruling::RepeatedViolations {
            cycle,
            number: n,
            limit: profile.violation_limit,
        };
        return true;
    }
    false
}

/// The last move repeated a position without reaching the trigger: judge that cycle now, as
/// a warning (the arbiter's "变着" before the verdict), so the client can show who must change.
fn warn_of_repetition(
    v: &mut Verdict,
    (positions, moves): (&[Position], &[Move]),
    seen: &HashMap<u64, Vec<usize>, BuildHasherDefault<KeyHasher>>,
    cycles: &mut CycleClassifier<'_>,
) {
    let profile = cycles.profile();
    let end = positions.len() - 1;
    let Some(occ) = seen
        .get(&positions[end].hash())
        .filter(|occ| occ.len() >= 2)
    else {
        return;
    };
    let (last, occurred) = (occ[occ.len() - 2], occ.len());
    let analysis = cycles.analyse(positions, moves, last, end - 1);
    let cycle = judged_cycle(&analysis, last + 1, end, occurred);
    v.record_cycle(&analysis);
    v.warning = Some(RepetitionWarning {
        cycle,
        trigger: profile.repetition_count.max(2),
    });
}

impl Verdict {
    /// A verdict for a game still going on, with room for `plies` plies.
    fn open(plies: usize) -> Verdict {
        Verdict {
            outcome: Outcome::Ongoing,
            termination: Termination::None,
            ruling: Ruling::GoesOn { after_ply: 0 },
            deciding_plies: Vec::new(),
            plies: Vec::with_capacity(plies),
            red_pattern: None,
            black_pattern: None,
            moves_after_end: 0,
            fouls: [0, 0],
            violations: None,
            event_notes: Vec::new(),
            deciding_event: None,
            warning: None,
            illegal_move: None,
            flags: Vec::new(),
            positions: Vec::new(),
            book: Book::Cxa,
        }
    }

    fn set_end(&mut self, end: End, deciding_plies: Vec<usize>) {
        self.outcome = end.outcome;
        self.termination = end.termination;
        self.ruling = end.ruling;
        self.deciding_plies = deciding_plies;
    }

    /// Puts a judged cycle's classes on its plies and its patterns on the verdict.
    fn record_cycle(&mut self, analysis: &super::qili::repetition::CycleAnalysis) {
        for (k, idx) in analysis.plies.iter().enumerate() {
            self.plies[*idx].class = Some(analysis.classes[k].clone());
        }
        self.red_pattern = Some(analysis.red);
        self.black_pattern = Some(analysis.black);
    }
}

/// A judged cycle as the ruling states it: plies `first..=last` (1-based), the position seen
/// `occurrences` times, the patterns and the article that decides them.
fn judged_cycle(
    analysis: &super::qili::repetition::CycleAnalysis,
    first: usize,
    last: usize,
    occurrences: usize,
) -> Cycle {
    let (must_change, article) = verdict(analysis.red, analysis.black);
    Cycle {
        first,
        last,
        occurrences,
        red: analysis.red,
        black: analysis.black,
        article,
        must_change,
    }
}

fn finish(
    mut v: Verdict,
    end: Option<EventEnd>,
    after_end: usize,
    procedure: &Procedure<'_>,
) -> Verdict {
    if let Some(e) = end {
        v.outcome = e.outcome;
        v.termination = e.termination;
        v.ruling = e.ruling;
        v.deciding_plies = if e.ply > 0 { vec![e.ply] } else { Vec::new() };
        v.deciding_event = Some(e.index);
    }
    v.moves_after_end = after_end;
    v.fouls = procedure.fouls;
    v.event_notes = procedure.notes.clone();
    v
}
