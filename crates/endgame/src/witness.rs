//! A witness for a value the book decides ([`crate::rules`]): the game the analysis relies on,
//! played out — the losing side keeps the table's draw with the moves it has (every one an
//! attack the book forbids), the winner answers with moves the book allows that keep the
//! position won under the book, until a position has come round the profile's number of times.
//! Handed to the same judgement `AdjudicateGame` makes, it must end in the winner's favour by
//! the repetition rule: that is the cross-check of the tables against the 棋例 engine, and the
//! line an arbiter is shown.

use crate::probe::Tables;
use crate::rules::Ruled;
use crate::table::Value;
use arbiter_xiangqi::adjudication::qili::classify::{Classifier, MoveClass};
use arbiter_xiangqi::adjudication::{Profile, ProfileKind};
use arbiter_xiangqi::{Move, Position, Side};
use std::collections::HashMap;

/// The longest witness played (plies).
pub const MAX_WITNESS_PLIES: usize = 300;

/// The witness line from `pos`, whose value under `kind`'s book is a win or loss by rule: the
/// moves, stopping once a position has occurred `repeats` times; `None` when `pos` is not
/// decided by the book, when the order the analysis decided the positions in is not known
/// (values read from a version-1 books file), when a step leaves the book's decided positions,
/// or when no cycle closes within [`MAX_WITNESS_PLIES`].
pub fn witness(
    tables: &Tables,
    pos: &Position,
    kind: ProfileKind,
    repeats: usize,
) -> Option<Vec<Move>> {
    let winner = match tables.ruled(pos, kind).ok()?? {
        Ruled::WonByRule => pos.turn(),
        Ruled::LostByRule => pos.turn().opponent(),
        Ruled::Table(_) => return None,
    };
    // Without the order the analysis decided the positions in (a version-1 books file), a
    // line could cycle where the analysis would not: none is shown.
    tables.rule_rank(pos, kind)?;
    let profile = Profile::new(kind);
    let mut classifier = Classifier::for_profile(&profile);
    let mut seen: HashMap<String, usize> = HashMap::new();
    let (mut cur, mut line) = (pos.clone(), Vec::new());
    let mut prev: Option<Move> = None;
    while line.len() < MAX_WITNESS_PLIES {
        // The placement and the side to move (the FEN's move counters always change).
        let fen = cur.to_fen();
        let key: String = fen.split(' ').take(2).collect::<Vec<_>>().join(" ");
        let count = seen.entry(key).or_insert(0);
        *count += 1;
        if *count >= repeats {
            return Some(line);
        }
        let m = if cur.turn() == winner {
            winner_move(tables, &cur, kind, &mut classifier, prev)?
        } else {
            loser_move(tables, &cur, kind)?
        };
        cur.play_unchecked(m);
        line.push(m);
        prev = Some(m);
    }
    // No position came round often enough within the bound: no cycle to show.
    None
}

/// The loser's move: the first that keeps the table's draw (the book then decides it).
fn loser_move(tables: &Tables, pos: &Position, kind: ProfileKind) -> Option<Move> {
    pos.legal_moves().iter().copied().find(|&m| {
        let mut after = pos.clone();
        after.play_unchecked(m);
        matches!(tables.ruled(&after, kind), Ok(Some(Ruled::WonByRule)))
    })
}

/// The winner's move: a mate line's move where the table has one; else one into a position
/// the book has lost for the loser, following the order the analysis decided them in — a
/// capture or a position decided earlier first (progress: it relies on nothing decided later;
/// a position decided first of all, rank 0, is won by its capture), else one
/// decided with this one (inside the cycle the book judges), by a move the classifier calls
/// allowed first.
fn winner_move(
    tables: &Tables,
    pos: &Position,
    kind: ProfileKind,
    classifier: &mut Classifier,
    prev: Option<Move>,
) -> Option<Move> {
    let here = tables.rule_rank(pos, kind);
    // (earlier than here, not allowed, rank, move): the least is played.
    let mut best: Option<(bool, bool, u32, Move)> = None;
    for &m in pos.legal_moves().iter() {
        let mut after = pos.clone();
        after.play_unchecked(m);
        match tables.ruled(&after, kind) {
            Ok(Some(Ruled::LostByRule)) => {}
            Ok(Some(Ruled::Table(Value::Loss(_)))) => return Some(m),
            _ => continue,
        }
        // A capture leaves the class for a smaller one, whose values were settled before this
        // class's were: it is always progress (and its rank counts in the other class's order).
        let capture = pos.piece_at(m.to).is_some();
        let class = classifier.classify(pos, m, &after, prev).class;
        let allowed = !capture
            && !matches!(
                class,
                MoveClass::Check | MoveClass::Chase | MoveClass::MateThreat
            );
        let rank = if capture {
            Some(0)
        } else {
            tables.rule_rank(&after, kind)
        };
        let earlier = capture || matches!((rank, here), (Some(r), Some(h)) if r < h);
        let key = (!earlier, !allowed, rank.unwrap_or(u32::MAX), m);
        if best.is_none_or(|b| (key.0, key.1, key.2) < (b.0, b.1, b.2)) {
            best = Some(key);
        }
    }
    best.map(|b| b.3)
}

/// The side that wins `pos` under `kind`'s book by rule, if it is decided so.
pub fn rule_winner(tables: &Tables, pos: &Position, kind: ProfileKind) -> Option<Side> {
    match tables.ruled(pos, kind).ok()?? {
        Ruled::WonByRule => Some(pos.turn()),
        Ruled::LostByRule => Some(pos.turn().opponent()),
        Ruled::Table(_) => None,
    }
}
