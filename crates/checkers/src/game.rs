//! Positions, legal moves with paths, path validation and winners.
//!
//! ```
//! use arbiter_checkers::{Game, Rules};
//! // Two players, ten pieces each, the default rules.
//! let game = Game::new(4, 4, 2, Rules::default()).unwrap();
//! let start = game.initial();
//! assert_eq!(start.iter().filter(|&&p| p >= 0).count(), 20);
//! assert!(!game.legal_moves(&start, 0).is_empty());
//! assert!(game.winners(&start).is_empty());
//! ```

use std::fmt;

use super::rules::{CampRule, CampScope, Hop, Rules, WinRule};
use super::star::{GeometryError, NO_HOLE, Star};

/// Home star point of each seat, by number of players (clockwise from the top point).
pub fn seats(players: usize) -> Option<&'static [usize]> {
    match players {
        2 => Some(&[0, 3]),
        3 => Some(&[0, 2, 4]),
        4 => Some(&[0, 1, 3, 4]),
        6 => Some(&[0, 1, 2, 3, 4, 5]),
        _ => None,
    }
}

/// Board, seats and rules: everything static about a game.
#[derive(Clone, Debug)]
pub struct Game {
    /// The board.
    pub star: Star,
    /// Number of players (2, 3, 4 or 6).
    pub players: usize,
    /// Rule options.
    pub rules: Rules,
    /// Home camp holes per player.
    pub home: Vec<Vec<u16>>,
    /// Target camp holes per player.
    pub target: Vec<Vec<u16>>,
    /// Per hole: bit `p` set when the hole is in player `p`'s target.
    target_bits: Vec<u8>,
    /// Per hole: bit `p` set when the hole is forbidden to player `p`.
    forbidden_bits: Vec<u8>,
    /// Holes along each direction from each hole (for long hops).
    rays: Vec<[Vec<u16>; 6]>,
    /// Standard hops: `(jumped hole, landing)` per direction (`NO_HOLE` when off the board).
    jumps: Vec<[(u16, u16); 6]>,
}

/// Why a game or position is not acceptable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Board parameters out of range.
    Geometry(String),
    /// Not 2, 3, 4 or 6 players (or 15-piece camps on the small board with more than 2).
    Players(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Geometry(s) | SetupError::Players(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for SetupError {}

impl From<GeometryError> for SetupError {
    fn from(e: GeometryError) -> Self {
        SetupError::Geometry(e.0)
    }
}

/// A legal move: origin, destination, and one shortest path (hop landings included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckersMove {
    /// Origin hole.
    pub from: u16,
    /// Destination hole.
    pub to: u16,
    /// Holes visited, origin first.
    pub path: Vec<u16>,
}

/// Why a submitted path is not a legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathError {
    /// Fewer than two holes.
    TooShort,
    /// The origin holds no piece of the side to move.
    NotYourPiece,
    /// A hole appears twice (or the chain returns to the origin).
    RevisitsHole,
    /// A landing hole is occupied.
    LandingOccupied {
        /// The hole.
        hole: u16,
    },
    /// Two consecutive holes are neither a step (first and only move) nor a legal hop.
    IllegalHop {
        /// From.
        from: u16,
        /// To.
        to: u16,
    },
    /// A landing or the end is in a camp the rules forbid for this player.
    ForbiddenCamp {
        /// The hole.
        hole: u16,
    },
    /// Goal lock: a piece in its target may not leave it.
    LeavesTarget {
        /// The hole.
        hole: u16,
    },
    /// The two endpoints are not connected by any legal move.
    NoSuchMove,
    /// The move would repeat a position too often.
    Repetition,
}

impl PathError {
    /// A stable UPPER_SNAKE code.
    pub fn code(&self) -> &'static str {
        match self {
            PathError::TooShort => "PATH_TOO_SHORT",
            PathError::NotYourPiece => "NOT_YOUR_PIECE",
            PathError::RevisitsHole => "REVISITS_HOLE",
            PathError::LandingOccupied { .. } => "LANDING_OCCUPIED",
            PathError::IllegalHop { .. } => "ILLEGAL_HOP",
            PathError::ForbiddenCamp { .. } => "FORBIDDEN_CAMP",
            PathError::LeavesTarget { .. } => "LEAVES_TARGET",
            PathError::NoSuchMove => "NO_SUCH_MOVE",
            PathError::Repetition => "REPETITION",
        }
    }
}

/// Reusable move storage: moves with their paths in one flat buffer (no allocation per move
/// once warmed up).
#[derive(Clone, Debug, Default)]
pub struct MoveBuf {
    /// `(from, to, path offset, path length)` per move.
    pub moves: Vec<(u16, u16, u32, u16)>,
    /// All paths, back to back.
    pub paths: Vec<u16>,
    queue: Vec<u16>,
    parent: Vec<u16>,
    seen: Vec<u32>,
    hops: Vec<usize>,
    stamp: u32,
}

impl MoveBuf {
    /// An empty buffer.
    pub fn new() -> MoveBuf {
        MoveBuf::default()
    }

    /// The path of move `i`.
    pub fn path(&self, i: usize) -> &[u16] {
        let (_, _, off, len) = self.moves[i];
        &self.paths[off as usize..off as usize + len as usize]
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether there are no moves.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

impl Game {
    /// Appends the legal moves of the piece on `origin` to `buf` (destinations in hole order,
    /// each with one shortest path). `stamp` must differ between calls sharing `buf`.
    fn destinations_into(&self, occ: &[i8], origin: usize, buf: &mut MoveBuf, stamp: u32) {
        let Ok(p) = usize::try_from(occ[origin]) else {
            return;
        };
        let n = self.star.len();
        if buf.seen.len() != n {
            buf.seen = vec![0; n];
            buf.parent = vec![u16::MAX; n];
        }
        let first = buf.moves.len();
        let mut step_to = [u16::MAX; 6];
        for (d, slot) in step_to.iter_mut().enumerate() {
            let h = self.star.neighbours[origin][d];
            if h != NO_HOLE
                && occ[h as usize] < 0
                && self.landing_ok(p, origin, h as usize, true).is_ok()
            {
                *slot = h;
            }
        }
        buf.seen[origin] = stamp;
        buf.parent[origin] = u16::MAX;
        buf.queue.clear();
        buf.queue.push(origin as u16);
        let mut head = 0;
        let mut hops = std::mem::take(&mut buf.hops);
        while head < buf.queue.len() {
            let u = buf.queue[head] as usize;
            head += 1;
            hops.clear();
            self.hops_from(u, occ, origin, &mut hops);
            for &v in &hops {
                if buf.seen[v] == stamp || self.landing_ok(p, u, v, false).is_err() {
                    continue;
                }
                buf.seen[v] = stamp;
                buf.parent[v] = u as u16;
                buf.queue.push(v as u16);
            }
        }
        buf.hops = hops;
        // Reached landings (queue order) and steps, then sorted by destination.
        for &h in step_to.iter().filter(|&&h| h != u16::MAX) {
            let off = buf.paths.len() as u32;
            buf.paths.extend_from_slice(&[origin as u16, h]);
            buf.moves.push((origin as u16, h, off, 2));
        }
        for qi in 1..buf.queue.len() {
            let v = buf.queue[qi] as usize;
            if step_to.contains(&(v as u16)) || self.landing_ok(p, v, v, true).is_err() {
                continue;
            }
            let off = buf.paths.len();
            let mut cur = v;
            buf.paths.push(cur as u16);
            while buf.parent[cur] != u16::MAX {
                cur = buf.parent[cur] as usize;
                buf.paths.push(cur as u16);
            }
            buf.paths[off..].reverse();
            let len = (buf.paths.len() - off) as u16;
            buf.moves.push((origin as u16, v as u16, off as u32, len));
        }
        buf.moves[first..].sort_unstable_by_key(|m| m.1);
    }

    /// Every legal move of `player` into `buf` (cleared first), pieces in hole order.
    pub fn legal_moves_into(&self, occ: &[i8], player: usize, buf: &mut MoveBuf) {
        buf.moves.clear();
        buf.paths.clear();
        for h in 0..occ.len() {
            if occ[h] == player as i8 {
                buf.stamp = buf.stamp.wrapping_add(1).max(1);
                if buf.stamp == 1 {
                    buf.seen.iter_mut().for_each(|s| *s = 0);
                }
                let stamp = buf.stamp;
                self.destinations_into(occ, h, buf, stamp);
            }
        }
    }

    /// A game on board (`n`, `camp_depth`) for `players` under `rules`.
    pub fn new(n: i32, camp_depth: i32, players: usize, rules: Rules) -> Result<Game, SetupError> {
        let star = Star::new(n, camp_depth)?;
        let arms = seats(players).ok_or_else(|| {
            SetupError::Players(format!("{players} players: choose 2, 3, 4 or 6"))
        })?;
        if camp_depth > n && players != 2 {
            return Err(SetupError::Players(
                "camps deeper than a star point overlap: only 2 players can use them".into(),
            ));
        }
        let home: Vec<Vec<u16>> = arms.iter().map(|&a| star.camps[a].clone()).collect();
        let target: Vec<Vec<u16>> = arms
            .iter()
            .map(|&a| star.camps[(a + 3) % 6].clone())
            .collect();
        let holes = star.len();
        let mask = |list: &[u16]| {
            let mut m = vec![false; holes];
            for &h in list {
                m[h as usize] = true;
            }
            m
        };
        let in_target: Vec<Vec<bool>> = target.iter().map(|t| mask(t)).collect();
        let mut forbidden = Vec::with_capacity(players);
        for p in 0..players {
            let mut bad = vec![false; holes];
            match rules.camp_scope {
                CampScope::All => {
                    for c in &star.camps {
                        for &h in c {
                            bad[h as usize] = true;
                        }
                    }
                }
                scope => {
                    for o in (0..players).filter(|&o| o != p) {
                        for &h in &home[o] {
                            bad[h as usize] = true;
                        }
                        if scope == CampScope::Seated {
                            for &h in &target[o] {
                                bad[h as usize] = true;
                            }
                        }
                    }
                }
            }
            for &h in home[p].iter().chain(&target[p]) {
                bad[h as usize] = false;
            }
            forbidden.push(bad);
        }
        let mut target_bits = vec![0u8; holes];
        let mut forbidden_bits = vec![0u8; holes];
        for p in 0..players {
            for h in 0..holes {
                if in_target[p][h] {
                    target_bits[h] |= 1 << p;
                }
                if forbidden[p][h] {
                    forbidden_bits[h] |= 1 << p;
                }
            }
        }
        let rays = (0..holes)
            .map(|h| {
                std::array::from_fn(|d| {
                    let mut ray = Vec::new();
                    let mut k = 1;
                    while let Some(x) = star.step(h, d, k) {
                        ray.push(x as u16);
                        k += 1;
                    }
                    ray
                })
            })
            .collect();
        let jumps = (0..holes)
            .map(|h| {
                std::array::from_fn(|d| {
                    let mid = star.neighbours[h][d];
                    if mid == NO_HOLE {
                        (NO_HOLE, NO_HOLE)
                    } else {
                        (mid, star.neighbours[mid as usize][d])
                    }
                })
            })
            .collect();
        Ok(Game {
            star,
            players,
            rules,
            home,
            target,
            target_bits,
            forbidden_bits,
            rays,
            jumps,
        })
    }

    /// The standard opening placement: every player's home camp full.
    pub fn initial(&self) -> Vec<i8> {
        let mut occ = vec![-1i8; self.star.len()];
        for (p, camp) in self.home.iter().enumerate() {
            for &h in camp {
                occ[h as usize] = p as i8;
            }
        }
        occ
    }

    #[inline]
    fn landing_ok(&self, p: usize, from: usize, to: usize, last: bool) -> Result<(), PathError> {
        let bit = 1u8 << p;
        if self.rules.goal_lock
            && self.target_bits[from] & bit != 0
            && self.target_bits[to] & bit == 0
        {
            return Err(PathError::LeavesTarget { hole: to as u16 });
        }
        if self.forbidden_bits[to] & bit != 0 {
            match self.rules.camp_rule {
                CampRule::NoEnter => return Err(PathError::ForbiddenCamp { hole: to as u16 }),
                CampRule::NoStop if last => {
                    return Err(PathError::ForbiddenCamp { hole: to as u16 });
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Single-hop landings from `u` (the moving piece's origin counts as empty).
    fn hops_from(&self, u: usize, occ: &[i8], origin: usize, out: &mut Vec<usize>) {
        let occupied = |h: usize| h != origin && occ[h] >= 0;
        if self.rules.hop == Hop::Standard {
            for &(mid, land) in &self.jumps[u] {
                if land != NO_HOLE && occupied(mid as usize) && !occupied(land as usize) {
                    out.push(land as usize);
                }
            }
            return;
        }
        for d in 0..6 {
            match self.rules.hop {
                Hop::Standard => {}
                Hop::Long => {
                    // The first piece along the ray is the pivot; as many empty holes must follow.
                    let ray = &self.rays[u][d];
                    let Some(k) = ray.iter().position(|&h| occupied(h as usize)) else {
                        continue;
                    };
                    let land = 2 * k + 1;
                    if land < ray.len() && ray[k + 1..=land].iter().all(|&h| !occupied(h as usize))
                    {
                        out.push(ray[land] as usize);
                    }
                }
            }
        }
    }

    /// Every legal destination of the piece on `origin`, each with one shortest path.
    pub fn destinations(&self, occ: &[i8], origin: usize) -> Vec<CheckersMove> {
        let mut buf = MoveBuf::new();
        self.destinations_into(occ, origin, &mut buf, 1);
        (0..buf.len())
            .map(|i| CheckersMove {
                from: buf.moves[i].0,
                to: buf.moves[i].1,
                path: buf.path(i).to_vec(),
            })
            .collect()
    }

    /// Every legal move of `player`, pieces in hole order, destinations sorted.
    pub fn legal_moves(&self, occ: &[i8], player: usize) -> Vec<CheckersMove> {
        let mut out = Vec::new();
        for h in 0..occ.len() {
            if occ[h] == player as i8 {
                out.extend(self.destinations(occ, h));
            }
        }
        out
    }

    /// Checks an explicit path (`from, …, to`) and says why it is illegal.
    pub fn validate_path(&self, occ: &[i8], player: usize, path: &[u16]) -> Result<(), PathError> {
        if path.len() < 2 {
            return Err(PathError::TooShort);
        }
        let o = path[0] as usize;
        if occ.get(o).copied() != Some(player as i8) {
            return Err(PathError::NotYourPiece);
        }
        for (i, h) in path.iter().enumerate() {
            if path[..i].contains(h) {
                return Err(PathError::RevisitsHole);
            }
        }
        for &h in &path[1..] {
            if occ[h as usize] >= 0 {
                return Err(PathError::LandingOccupied { hole: h });
            }
        }
        if path.len() == 2 && self.star.neighbours[o].contains(&path[1]) {
            return self.landing_ok(player, o, path[1] as usize, true);
        }
        let mut buf = Vec::with_capacity(6);
        for i in 1..path.len() {
            let (u, v) = (path[i - 1] as usize, path[i] as usize);
            buf.clear();
            self.hops_from(u, occ, o, &mut buf);
            if !buf.contains(&v) {
                return Err(PathError::IllegalHop {
                    from: u as u16,
                    to: v as u16,
                });
            }
            self.landing_ok(player, u, v, i == path.len() - 1)?;
        }
        Ok(())
    }

    /// Whether player `p` has won under the rules.
    pub fn has_won(&self, occ: &[i8], p: usize) -> bool {
        let owners = self.target[p].iter().map(|&h| occ[h as usize]);
        match self.rules.win_rule {
            WinRule::Standard => owners.clone().all(|o| o == p as i8),
            WinRule::FullWithOwn => {
                owners.clone().all(|o| o >= 0) && owners.clone().any(|o| o == p as i8)
            }
        }
    }

    /// Players who have won.
    pub fn winners(&self, occ: &[i8]) -> Vec<usize> {
        (0..self.players)
            .filter(|&p| self.has_won(occ, p))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_has_fourteen_moves() {
        let g = Game::new(4, 4, 2, Rules::default()).unwrap();
        let occ = g.initial();
        assert_eq!(g.legal_moves(&occ, 0).len(), 14);
        assert!(Game::new(4, 4, 5, Rules::default()).is_err());
        assert!(Game::new(4, 5, 3, Rules::default()).is_err());
    }
}
