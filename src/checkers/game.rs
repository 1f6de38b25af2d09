//! Positions, legal moves with paths, path validation and winners.

use std::collections::VecDeque;
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
    in_target: Vec<Vec<bool>>,
    forbidden: Vec<Vec<bool>>,
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
pub struct CMove {
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

impl Game {
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
        Ok(Game {
            star,
            players,
            rules,
            home,
            target,
            in_target,
            forbidden,
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
        if self.rules.goal_lock && self.in_target[p][from] && !self.in_target[p][to] {
            return Err(PathError::LeavesTarget { hole: to as u16 });
        }
        if self.forbidden[p][to] {
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
        for d in 0..6 {
            match self.rules.hop {
                Hop::Standard => {
                    let mid = self.star.neighbours[u][d];
                    if mid == NO_HOLE || !occupied(mid as usize) {
                        continue;
                    }
                    let land = self.star.neighbours[mid as usize][d];
                    if land != NO_HOLE && !occupied(land as usize) {
                        out.push(land as usize);
                    }
                }
                Hop::Long => {
                    let mut k = 1;
                    let pivot = loop {
                        match self.star.step(u, d, k) {
                            None => break None,
                            Some(h) if occupied(h) => break Some(k),
                            Some(_) => k += 1,
                        }
                    };
                    let Some(k) = pivot else { continue };
                    let mut ok = true;
                    for j in k + 1..=2 * k {
                        match self.star.step(u, d, j) {
                            Some(h) if !occupied(h) => {}
                            _ => {
                                ok = false;
                                break;
                            }
                        }
                    }
                    if ok && let Some(land) = self.star.step(u, d, 2 * k) {
                        out.push(land);
                    }
                }
            }
        }
    }

    /// Every legal destination of the piece on `origin`, each with one shortest path.
    pub fn destinations(&self, occ: &[i8], origin: usize) -> Vec<CMove> {
        let Ok(p) = usize::try_from(occ[origin]) else {
            return Vec::new();
        };
        let mut out: Vec<CMove> = Vec::new();
        for d in 0..6 {
            let h = self.star.neighbours[origin][d];
            if h != NO_HOLE
                && occ[h as usize] < 0
                && self.landing_ok(p, origin, h as usize, true).is_ok()
            {
                out.push(CMove {
                    from: origin as u16,
                    to: h,
                    path: vec![origin as u16, h],
                });
            }
        }
        // Hop chains: breadth-first over landings (shortest paths), never revisiting a hole.
        let n = self.star.len();
        let mut parent = vec![u16::MAX; n];
        let mut seen = vec![false; n];
        seen[origin] = true;
        let mut queue = VecDeque::from([origin]);
        let mut buf = Vec::with_capacity(6);
        while let Some(u) = queue.pop_front() {
            buf.clear();
            self.hops_from(u, occ, origin, &mut buf);
            for &v in &buf {
                if seen[v] || self.landing_ok(p, u, v, false).is_err() {
                    continue;
                }
                seen[v] = true;
                parent[v] = u as u16;
                queue.push_back(v);
            }
        }
        for (v, &reached) in seen.iter().enumerate() {
            if !reached || v == origin || out.iter().any(|m| m.to as usize == v) {
                continue;
            }
            if self.landing_ok(p, v, v, true).is_err() {
                continue;
            }
            let mut path = vec![v as u16];
            let mut cur = v;
            while parent[cur] != u16::MAX {
                cur = parent[cur] as usize;
                path.push(cur as u16);
            }
            path.reverse();
            out.push(CMove {
                from: origin as u16,
                to: v as u16,
                path,
            });
        }
        out.sort_by_key(|m| m.to);
        out
    }

    /// Every legal move of `player`, pieces in hole order, destinations sorted.
    pub fn legal_moves(&self, occ: &[i8], player: usize) -> Vec<CMove> {
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
