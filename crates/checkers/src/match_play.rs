//! A whole game: moves and passes from a start position, with the repetition ban, the pass
//! round, the move cap and the finishing order.
//!
//! ```
//! use arbiter_checkers::match_play::{GameStatus, MatchOptions, Turn, adjudicate};
//! use arbiter_checkers::{Game, Rules};
//!
//! // Two players pass in turn: a full round of passes ends the game drawn.
//! let game = Game::new(4, 4, 2, Rules::default()).unwrap();
//! let verdict = adjudicate(&game, game.initial(), 0, &[Turn::Pass, Turn::Pass], MatchOptions::new(2));
//! assert_eq!(verdict.status, GameStatus::PassRound);
//! assert!(verdict.finishing_order.is_empty());
//! assert_eq!(verdict.scores, [0.5, 0.5]);
//! ```

use std::collections::HashMap;

use super::game::{Game, PathError};

/// Game-level options (the rule spec's recommendations as defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchOptions {
    /// A move (pass excluded) that would create a position (board + side to move) for this
    /// many times is illegal (default 3).
    pub repetition_limit: u32,
    /// Passing is allowed (default yes).
    pub pass_allowed: bool,
    /// The game ends after this many plies (default 200 per player).
    pub max_plies: u32,
}

impl MatchOptions {
    /// Defaults for `players` players.
    pub fn new(players: usize) -> MatchOptions {
        MatchOptions {
            repetition_limit: 3,
            pass_allowed: true,
            max_plies: 200 * players as u32,
        }
    }
}

/// One turn: a pass or a move given by its path (`from, to` or every hop landing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// Pass.
    Pass,
    /// Move along these holes.
    Move(Vec<u16>),
}

/// How the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    /// Going on.
    Ongoing,
    /// Decided: at most one player has not finished.
    Finished,
    /// A full round of passes by every unfinished player: drawn among them.
    PassRound,
    /// The ply cap was reached: drawn among the unfinished.
    MoveCap,
    /// A submitted turn was illegal (see the error); the game stops before it.
    IllegalTurn,
}

/// The result of adjudicating a game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameVerdict {
    /// GameStatus.
    pub status: GameStatus,
    /// Players who finished, in order.
    pub finishing_order: Vec<usize>,
    /// Score per player: first finisher 1, others 0; 0.5 each when an adjudicated end left
    /// nobody finished.
    pub scores: Vec<f64>,
    /// Rank per player (1 = best; unfinished players share the next rank).
    pub ranks: Vec<u32>,
    /// Turns applied.
    pub plies: usize,
    /// The canonical path of each applied move (empty for passes).
    pub paths: Vec<Vec<u16>>,
    /// The first illegal turn: 0-based index and why.
    pub error: Option<(usize, PathError)>,
    /// Placement after the last applied turn.
    pub occupancy: Vec<i8>,
    /// Player to move after the last applied turn.
    pub to_move: usize,
}

fn next_player(game: &Game, p: usize, finished: &[usize]) -> usize {
    (1..=game.players)
        .map(|i| (p + i) % game.players)
        .find(|q| !finished.contains(q))
        .unwrap_or(p)
}

/// Plays `turns` from `occ` with `to_move` to move.
pub fn adjudicate(
    game: &Game,
    occ: Vec<i8>,
    to_move: usize,
    turns: &[Turn],
    opts: MatchOptions,
) -> GameVerdict {
    let mut occ = occ;
    let mut to_move = to_move;
    let mut finished: Vec<usize> = game.winners(&occ);
    let mut counts: HashMap<(Vec<i8>, usize), u32> = HashMap::new();
    *counts.entry((occ.clone(), to_move)).or_default() += 1;
    let mut passes = 0usize;
    let mut status = GameStatus::Ongoing;
    let mut error = None;
    let mut paths = Vec::new();
    let mut plies = 0;
    let active = |finished: &[usize]| (0..game.players).filter(|p| !finished.contains(p)).count();
    if active(&finished) <= 1 {
        status = GameStatus::Finished;
    }
    for (i, turn) in turns.iter().enumerate() {
        if status != GameStatus::Ongoing {
            break;
        }
        let p = to_move;
        match turn {
            Turn::Pass => {
                if !opts.pass_allowed {
                    error = Some((i, PathError::NoSuchMove));
                    status = GameStatus::IllegalTurn;
                    break;
                }
                passes += 1;
                paths.push(Vec::new());
            }
            Turn::Move(path) => {
                let resolved = resolve(game, &occ, p, path);
                let full = match resolved {
                    Ok(f) => f,
                    Err(e) => {
                        error = Some((i, e));
                        status = GameStatus::IllegalTurn;
                        break;
                    }
                };
                let (from, to) = (full[0] as usize, full[full.len() - 1] as usize);
                let mut next = occ.clone();
                next[to] = next[from];
                next[from] = -1;
                let mut fin = finished.clone();
                if !fin.contains(&p) && game.has_won(&next, p) {
                    fin.push(p);
                }
                let nxt = next_player(game, p, &fin);
                if counts.get(&(next.clone(), nxt)).copied().unwrap_or(0) + 1
                    >= opts.repetition_limit
                {
                    error = Some((i, PathError::Repetition));
                    status = GameStatus::IllegalTurn;
                    break;
                }
                occ = next;
                finished = fin;
                passes = 0;
                paths.push(full);
            }
        }
        plies += 1;
        to_move = next_player(game, p, &finished);
        *counts.entry((occ.clone(), to_move)).or_default() += 1;
        let left = active(&finished);
        if left <= 1 {
            status = GameStatus::Finished;
        } else if passes >= left {
            status = GameStatus::PassRound;
        } else if plies as u32 >= opts.max_plies {
            status = GameStatus::MoveCap;
        }
    }
    let (scores, ranks) = scores_and_ranks(game.players, &finished, status);
    GameVerdict {
        status,
        finishing_order: finished,
        scores,
        ranks,
        plies,
        paths,
        error,
        occupancy: occ,
        to_move,
    }
}

/// Scores and ranks: the first finisher scores 1, the others 0; after an adjudicated end with
/// nobody finished (a pass round, the move cap) everybody scores ½. Finishers rank in order,
/// the unfinished share the next rank.
fn scores_and_ranks(
    players: usize,
    finished: &[usize],
    status: GameStatus,
) -> (Vec<f64>, Vec<u32>) {
    let mut scores = vec![0.0; players];
    let mut ranks = vec![0u32; players];
    for (k, &p) in finished.iter().enumerate() {
        ranks[p] = k as u32 + 1;
    }
    let next_rank = finished.len() as u32 + 1;
    for r in ranks.iter_mut().filter(|r| **r == 0) {
        *r = next_rank;
    }
    if let Some(&w) = finished.first() {
        scores[w] = 1.0;
    } else if matches!(status, GameStatus::PassRound | GameStatus::MoveCap) {
        scores = vec![0.5; players];
    }
    (scores, ranks)
}

/// Turns a submitted path into the canonical full path: `from, to` is looked up among the legal
/// moves (shortest path); a longer path is validated hop by hop.
pub fn resolve(
    game: &Game,
    occ: &[i8],
    player: usize,
    path: &[u16],
) -> Result<Vec<u16>, PathError> {
    if path.len() < 2 {
        return Err(PathError::TooShort);
    }
    if path.len() == 2 {
        let from = path[0] as usize;
        if occ.get(from).copied() != Some(player as i8) {
            return Err(PathError::NotYourPiece);
        }
        if let Some(m) = game
            .destinations(occ, from)
            .into_iter()
            .find(|m| m.to == path[1])
        {
            return Ok(m.path);
        }
        // Say why: validate as a single step or hop.
        game.validate_path(occ, player, path)?;
        return Err(PathError::NoSuchMove);
    }
    game.validate_path(occ, player, path)?;
    Ok(path.to_vec())
}
