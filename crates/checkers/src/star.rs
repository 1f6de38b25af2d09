//! The star board: axial hex coordinates, hole names, neighbours, star points and camps.
//!
//! Axial `(q, r)` with `s = -q - r`; rows are lines of constant `r` (growing downward), `q`
//! grows to the right. A board of triangle size `n` has `6n(n+1)+1` holes (121 for n = 4, 181
//! for n = 5). Holes are indexed row-major (top row first, left to right); that order also sorts
//! destination lists. Names: row letter (`a` = top tip) + 1-based column within the row:
//! `a1` top tip, `i5` centre, `q1` bottom tip (n = 4).
//!
//! ```
//! use arbiter_checkers::Star;
//! // The usual board: triangles of four rows, camps of ten holes.
//! let star = Star::new(4, 4).unwrap();
//! assert_eq!(star.len(), 121);
//! ```

use std::fmt;

/// The six unit directions: E, NE, NW, W, SW, SE.
pub const DIRS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// Board geometry for one (triangle size, camp depth).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Star {
    /// Triangle size (rows in one star point): 4 or 5.
    pub n: i32,
    /// Rows per camp counted from the tip: `n` (the point) or `n + 1`.
    pub camp_depth: i32,
    /// Axial coordinates of every hole, row-major.
    pub holes: Vec<(i32, i32)>,
    /// `grid[(r + 2n) * w + (q + 2n)]` = hole index or -1.
    grid: Vec<i32>,
    width: i32,
    /// Hole names (`e5`).
    pub names: Vec<String>,
    /// Neighbour in each direction (`u16::MAX` = off the board).
    pub neighbours: Vec<[u16; 6]>,
    /// Holes of each of the six camps (camp `k` belongs to star point `k`, clockwise from top).
    pub camps: [Vec<u16>; 6],
}

/// Why a board could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeometryError(pub String);

impl fmt::Display for GeometryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GeometryError {}

/// Off the board.
pub const NO_HOLE: u16 = u16::MAX;

fn rot60((q, r): (i32, i32)) -> (i32, i32) {
    let s = -q - r;
    (-r, -s)
}

impl Star {
    /// Builds the board. `n` in 2..=6; `camp_depth` in 1..=n+1.
    pub fn new(n: i32, camp_depth: i32) -> Result<Star, GeometryError> {
        if !(2..=6).contains(&n) {
            return Err(GeometryError(format!(
                "triangle size {n} out of range 2..6"
            )));
        }
        if !(1..=n + 1).contains(&camp_depth) {
            return Err(GeometryError(format!(
                "camp depth {camp_depth} out of range 1..{}",
                n + 1
            )));
        }
        let in_star = |q: i32, r: i32| {
            let s = -q - r;
            (q <= n && r <= n && s <= n) || (q >= -n && r >= -n && s >= -n)
        };
        let width = 4 * n + 1;
        let mut holes = Vec::new();
        for r in -2 * n..=2 * n {
            for q in -2 * n..=2 * n {
                if in_star(q, r) {
                    holes.push((q, r));
                }
            }
        }
        let mut grid = vec![-1i32; (width * width) as usize];
        for (i, &(q, r)) in holes.iter().enumerate() {
            grid[((r + 2 * n) * width + (q + 2 * n)) as usize] = i as i32;
        }
        let mut names = Vec::with_capacity(holes.len());
        let mut col = 0;
        let mut last_r = i32::MIN;
        for &(_, r) in &holes {
            if r != last_r {
                col = 0;
                last_r = r;
            }
            col += 1;
            names.push(format!("{}{}", char::from(b'a' + (r + 2 * n) as u8), col));
        }
        let mut star = Star {
            n,
            camp_depth,
            holes,
            grid,
            width,
            names,
            neighbours: Vec::new(),
            camps: Default::default(),
        };
        star.neighbours = star
            .holes
            .iter()
            .map(|&(q, r)| {
                let mut nb = [NO_HOLE; 6];
                for (d, &(dq, dr)) in DIRS.iter().enumerate() {
                    if let Some(i) = star.index_of(q + dq, r + dr) {
                        nb[d] = i as u16;
                    }
                }
                nb
            })
            .collect();
        let mut cur: Vec<(i32, i32)> = star
            .holes
            .iter()
            .copied()
            .filter(|&(q, r)| {
                let s = -q - r;
                r < -2 * n + camp_depth && q <= n && s <= n
            })
            .collect();
        for k in 0..6 {
            let mut idx: Vec<u16> = cur
                .iter()
                .filter_map(|&(q, r)| star.index_of(q, r))
                .map(|i| i as u16)
                .collect();
            idx.sort_unstable();
            star.camps[k] = idx;
            cur = cur.into_iter().map(rot60).collect();
        }
        Ok(star)
    }

    /// The hole index at axial `(q, r)`, if on the board.
    pub fn index_of(&self, q: i32, r: i32) -> Option<usize> {
        let (x, y) = (q + 2 * self.n, r + 2 * self.n);
        if x < 0 || y < 0 || x >= self.width || y >= self.width {
            return None;
        }
        let v = self.grid[(y * self.width + x) as usize];
        if v < 0 { None } else { Some(v as usize) }
    }

    /// Number of holes.
    pub fn len(&self) -> usize {
        self.holes.len()
    }

    /// Whether the board has no holes (never).
    pub fn is_empty(&self) -> bool {
        self.holes.is_empty()
    }

    /// Reads a hole name (`e5`) or the machine form `q,r`.
    pub fn parse_hole(&self, text: &str) -> Option<usize> {
        let t = text.trim();
        if let Some((a, b)) = t.split_once(',') {
            let q: i32 = a.trim().parse().ok()?;
            let r: i32 = b.trim().parse().ok()?;
            return self.index_of(q, r);
        }
        let lower = t.to_ascii_lowercase();
        self.names.iter().position(|n| *n == lower)
    }

    /// The hole in direction `d` at distance `k`, if on the board.
    pub fn step(&self, hole: usize, d: usize, k: i32) -> Option<usize> {
        let (q, r) = self.holes[hole];
        let (dq, dr) = DIRS[d];
        self.index_of(q + k * dq, r + k * dr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_names_and_camps() {
        let b = Star::new(4, 4).unwrap();
        assert_eq!(b.len(), 121);
        assert_eq!(b.names[b.index_of(4, -8).unwrap()], "a1");
        assert_eq!(b.names[b.index_of(0, 0).unwrap()], "i5");
        assert_eq!(b.names[b.index_of(-4, 8).unwrap()], "q1");
        assert_eq!(b.names[b.index_of(-4, -4).unwrap()], "e1");
        assert!(b.camps.iter().all(|c| c.len() == 10));
        assert_eq!(Star::new(5, 5).unwrap().len(), 181);
        assert!(Star::new(4, 5).unwrap().camps.iter().all(|c| c.len() == 15));
        assert_eq!(b.parse_hole("I5"), b.parse_hole("0,0"));
        assert!(b.parse_hole("z9").is_none());
        assert!(Star::new(9, 4).is_err());
    }
}
