//! Repetition advice before a move is played: whether a candidate move repeats a position and,
//! if so, how the cycle it closes is judged — so a platform can tell a player who keeps chasing
//! to change (or refuse the move) rather than score a loss afterwards.

use super::articles::{Article, Book};
use super::classify::Classified;
use super::repetition::{CycleClassifier, Pattern, verdict};
use crate::adjudication::profile::{Profile, RepetitionMode};
use crate::adjudication::verdict::{Outcome, Termination, win_for};
use crate::moves::Move;
use crate::piece::Side;
use crate::position::Position;

/// What a candidate move means for the repetition rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RepetitionAdvice {
    /// How many times the position after the move will have occurred (2 or more).
    pub occurrences: u32,
    /// The cycle the move closes: 1-based plies, the candidate last (`moves.len() + 1`).
    pub cycle_plies: Vec<usize>,
    /// Each cycle ply's class, in order.
    pub classes: Vec<Classified>,
    /// Red's pattern over the cycle.
    pub red: Pattern,
    /// Black's pattern over the cycle.
    pub black: Pattern,
    /// The side whose moves in the cycle are forbidden and must change (`None`: a draw cycle).
    pub must_change: Option<Side>,
    /// The article of the cycle's verdict.
    pub article: Article,
    /// The rule book the article belongs to.
    pub book: Book,
    /// Whether the move reaches the profile's repetition count, where the game is judged.
    pub completes: bool,
    /// The result if the game were adjudicated after the move (only when it `completes`; in
    /// [`RepetitionMode::Forbid`] not when the count is reached by the side whose moves are
    /// allowed: the other side must change and the game goes on, ruling R7).
    pub outcome: Option<(Outcome, Termination)>,
    /// Whether the profile's mode refuses this move: it completes a cycle whose forbidden side
    /// is the mover, under [`RepetitionMode::Forbid`].
    pub refused: bool,
}

/// The keys ([`Position::hash`]) of the positions of the game `moves` from `start` that a
/// further move can repeat: those since the last capture. A candidate whose position is not
/// among them needs no advice (a cheap filter before [`advise`] for many candidates).
pub fn recurring_positions(start: &Position, moves: &[Move]) -> std::collections::HashSet<u64> {
    let mut pos = start.clone();
    let mut keys = std::collections::HashSet::from([pos.hash()]);
    for &m in moves {
        if pos.play_unchecked(m).is_some() {
            keys.clear();
        }
        keys.insert(pos.hash());
    }
    keys
}

/// The advice for `candidate` (legal in the position after `moves`) played after `moves` from
/// `start`; `None` when the move makes a position that has not occurred since the start (or
/// since the last capture).
pub fn advise(
    start: &Position,
    moves: &[Move],
    candidate: Move,
    profile: &Profile,
) -> Option<RepetitionAdvice> {
    let all: Vec<Move> = moves
        .iter()
        .copied()
        .chain(std::iter::once(candidate))
        .collect();
    // Position keys along the game; nothing before a capture can recur.
    let mut pos = start.clone();
    let mut keys = Vec::with_capacity(all.len() + 1);
    keys.push(pos.hash());
    let mut since = 0;
    for (i, &m) in all.iter().enumerate() {
        if pos.play_unchecked(m).is_some() {
            since = i + 1;
        }
        keys.push(pos.hash());
    }
    let n = all.len();
    let earlier = (since..n).filter(|&i| keys[i] == keys[n]).count();
    let last = (since..n).rev().find(|&i| keys[i] == keys[n])?;
    // The cycle: moves `last..n` from position `last`, with the move before it (跟 looks at it).
    let from = last.saturating_sub(1);
    let mut pos = start.clone();
    for &m in &all[..from] {
        pos.play_unchecked(m);
    }
    let mut positions = Vec::with_capacity(n - from + 1);
    positions.push(pos.clone());
    for &m in &all[from..] {
        pos.play_unchecked(m);
        positions.push(pos.clone());
    }
    let cycle_moves = &all[from..];
    let analysis = CycleClassifier::new(profile).analyse(
        &positions,
        cycle_moves,
        last - from,
        cycle_moves.len() - 1,
    );
    let (loser, article) = verdict(analysis.red, analysis.black);
    let occurrences = earlier as u32 + 1;
    let completes = occurrences >= profile.repetition_count.max(2);
    let mover = positions[positions.len() - 2].turn();
    let pattern_of = |side: Side| match side {
        Side::Red => analysis.red,
        Side::Black => analysis.black,
    };
    let outcome = completes.then(|| match loser {
        Some(l) if pattern_of(l) == Pattern::LongCheck => {
            (win_for(l.opponent()), Termination::PerpetualCheck)
        }
        Some(l) => (win_for(l.opponent()), Termination::PerpetualAttack),
        None => (Outcome::Draw, Termination::Repetition),
    });
    let forbid = profile.repetition_mode == RepetitionMode::Forbid;
    let refused = completes && loser == Some(mover) && forbid;
    // Ruling R7: what `AdjudicateGame` says in the same mode — the game goes on.
    let outcome = outcome.filter(|_| !(forbid && loser.is_some_and(|l| l != mover)));
    Some(RepetitionAdvice {
        occurrences,
        cycle_plies: (last + 1..=n).collect(),
        red: analysis.red,
        black: analysis.black,
        classes: analysis.classes,
        must_change: loser,
        article,
        book: profile.book(),
        completes,
        outcome,
        refused,
    })
}
