//! A submitted history replayed: the positions and legal moves up to the first move that
//! cannot be played, and why that one cannot.

use crate::moves::Move;
use crate::notation::{CoordDialect, MoveParseError, parse_move};
use crate::position::Position;

/// The first move of a history that cannot be played: the game is judged up to the ply before.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalPly {
    /// 1-based ply.
    pub ply: usize,
    /// The move as submitted.
    pub text: String,
    /// Why it cannot be played (illegal, no such piece, ambiguous …).
    pub error: MoveParseError,
}

/// A move text that is not a move in any notation (as opposed to an unplayable move).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SyntaxError {
    /// 0-based index of the move text.
    pub index: usize,
    /// What is wrong with it.
    pub error: MoveParseError,
}

/// A history played out once: every position (the start first, then the one after each legal
/// move), the moves, and the first move that could not be played.
#[derive(Clone, Debug)]
pub struct Replay {
    /// `positions[i]` is the position before ply `i + 1`; the last one is the final position.
    pub positions: Vec<Position>,
    /// The legal moves, in order.
    pub moves: Vec<Move>,
    /// The first unplayable move, if any; nothing after it is played.
    pub illegal: Option<IllegalPly>,
    /// How many moves were submitted (played, illegal and after).
    pub submitted: usize,
}

impl Replay {
    /// Replays `moves`, all legal, from `start`.
    pub fn of_moves(start: Position, moves: &[Move]) -> Replay {
        let mut positions = Vec::with_capacity(moves.len() + 1);
        positions.push(start);
        for &m in moves {
            let mut next = positions[positions.len() - 1].clone();
            next.play_unchecked(m);
            positions.push(next);
        }
        Replay {
            positions,
            moves: moves.to_vec(),
            illegal: None,
            submitted: moves.len(),
        }
    }

    /// Reads and replays move texts (any notation; `dialect` for coordinates) from `start`,
    /// stopping at the first move that cannot be played. A text that is no move at all is an
    /// error, not an illegal move.
    pub fn of_texts(
        start: Position,
        texts: &[String],
        dialect: CoordDialect,
    ) -> Result<Replay, SyntaxError> {
        let mut replay = Replay::of_moves(start, &[]);
        replay.submitted = texts.len();
        replay.moves.reserve(texts.len());
        replay.positions.reserve(texts.len());
        for (index, text) in texts.iter().enumerate() {
            let pos = &replay.positions[replay.positions.len() - 1];
            match parse_move(pos, text, dialect) {
                Ok(m) => {
                    let mut next = pos.clone();
                    next.play_unchecked(m);
                    replay.positions.push(next);
                    replay.moves.push(m);
                }
                Err(error) if error.is_syntax() => return Err(SyntaxError { index, error }),
                Err(error) => {
                    replay.illegal = Some(IllegalPly {
                        ply: index + 1,
                        text: text.clone(),
                        error,
                    });
                    break;
                }
            }
        }
        Ok(replay)
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }
}
