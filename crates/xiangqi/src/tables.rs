//! Precomputed move and attack tables, built at compile time.
//!
//! `NONE` (255) marks an unused slot so every table is a fixed-size array and lookups need no
//! bounds logic beyond the sentinel test.

use super::square::{FILES, RANKS, SQUARES};

/// Sentinel for an empty slot.
pub(crate) const NONE: u8 = 255;

const fn sq(file: i32, rank: i32) -> u8 {
    if file < 0 || rank < 0 || file >= FILES as i32 || rank >= RANKS as i32 {
        NONE
    } else {
        (rank * FILES as i32 + file) as u8
    }
}

const fn in_any_palace(s: u8) -> bool {
    let f = s % FILES;
    let r = s / FILES;
    f >= 3 && f <= 5 && (r <= 2 || r >= 7)
}

const fn same_half(a: u8, b: u8) -> bool {
    (a / FILES <= 4) == (b / FILES <= 4)
}

const fn same_palace(a: u8, b: u8) -> bool {
    in_any_palace(a) && in_any_palace(b) && same_half(a, b)
}

/// Horse moves: `(target, leg)` per square; up to 8.
pub(crate) static HORSE_MOVES: [[(u8, u8); 8]; SQUARES] = {
    let mut t = [[(NONE, NONE); 8]; SQUARES];
    let d: [(i32, i32, i32, i32); 8] = [
        (1, 2, 0, 1),
        (-1, 2, 0, 1),
        (1, -2, 0, -1),
        (-1, -2, 0, -1),
        (2, 1, 1, 0),
        (2, -1, 1, 0),
        (-2, 1, -1, 0),
        (-2, -1, -1, 0),
    ];
    let mut s = 0;
    while s < SQUARES {
        let f = (s % 9) as i32;
        let r = (s / 9) as i32;
        let mut n = 0;
        let mut i = 0;
        while i < 8 {
            let to = sq(f + d[i].0, r + d[i].1);
            if to != NONE {
                t[s][n] = (to, sq(f + d[i].2, r + d[i].3));
                n += 1;
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// Horses that attack a square: `(leg, horse_a, horse_b)` per diagonal neighbour (the leg);
/// either horse square may be `NONE`.
pub(crate) static HORSE_ATTACKERS: [[(u8, u8, u8); 4]; SQUARES] = {
    let mut t = [[(NONE, NONE, NONE); 4]; SQUARES];
    let d: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    let mut s = 0;
    while s < SQUARES {
        let f = (s % 9) as i32;
        let r = (s / 9) as i32;
        let mut i = 0;
        while i < 4 {
            let (dx, dy) = d[i];
            let leg = sq(f + dx, r + dy);
            if leg != NONE {
                t[s][i] = (leg, sq(f + 2 * dx, r + dy), sq(f + dx, r + 2 * dy));
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// Elephant moves that stay on the same half: `(target, eye)`; up to 4.
pub(crate) static ELEPHANT_MOVES: [[(u8, u8); 4]; SQUARES] = {
    let mut t = [[(NONE, NONE); 4]; SQUARES];
    let d: [(i32, i32); 4] = [(2, 2), (2, -2), (-2, 2), (-2, -2)];
    let mut s = 0;
    while s < SQUARES {
        let f = (s % 9) as i32;
        let r = (s / 9) as i32;
        let mut n = 0;
        let mut i = 0;
        while i < 4 {
            let to = sq(f + d[i].0, r + d[i].1);
            if to != NONE && same_half(s as u8, to) {
                t[s][n] = (to, sq(f + d[i].0 / 2, r + d[i].1 / 2));
                n += 1;
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// Advisor moves: diagonal steps inside the palace the square belongs to; up to 4.
pub(crate) static ADVISOR_MOVES: [[u8; 4]; SQUARES] = {
    let mut t = [[NONE; 4]; SQUARES];
    let d: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    let mut s = 0;
    while s < SQUARES {
        let f = (s % 9) as i32;
        let r = (s / 9) as i32;
        let mut n = 0;
        let mut i = 0;
        while i < 4 {
            let to = sq(f + d[i].0, r + d[i].1);
            if to != NONE && same_palace(s as u8, to) {
                t[s][n] = to;
                n += 1;
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// General moves: orthogonal steps inside the palace the square belongs to; up to 4.
pub(crate) static GENERAL_MOVES: [[u8; 4]; SQUARES] = {
    let mut t = [[NONE; 4]; SQUARES];
    let d: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let mut s = 0;
    while s < SQUARES {
        let f = (s % 9) as i32;
        let r = (s / 9) as i32;
        let mut n = 0;
        let mut i = 0;
        while i < 4 {
            let to = sq(f + d[i].0, r + d[i].1);
            if to != NONE && same_palace(s as u8, to) {
                t[s][n] = to;
                n += 1;
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// Soldier moves per side (0 = Red, 1 = Black): forward, and sideways once across the river.
pub(crate) static SOLDIER_MOVES: [[[u8; 3]; SQUARES]; 2] = {
    let mut t = [[[NONE; 3]; SQUARES]; 2];
    let mut side = 0;
    while side < 2 {
        let fwd: i32 = if side == 0 { 1 } else { -1 };
        let mut s = 0;
        while s < SQUARES {
            let f = (s % 9) as i32;
            let r = (s / 9) as i32;
            let crossed = if side == 0 { r >= 5 } else { r <= 4 };
            let mut n = 0;
            let to = sq(f, r + fwd);
            if to != NONE {
                t[side][s][n] = to;
                n += 1;
            }
            if crossed {
                let l = sq(f - 1, r);
                if l != NONE {
                    t[side][s][n] = l;
                    n += 1;
                }
                let rr = sq(f + 1, r);
                if rr != NONE {
                    t[side][s][n] = rr;
                }
            }
            s += 1;
        }
        side += 1;
    }
    t
};

/// Lowest set bit of `mask` strictly above bit `pos`.
#[inline(always)]
pub(crate) fn next_above(mask: u16, pos: u8) -> Option<u8> {
    let m = mask & (u16::MAX << (pos + 1));
    if m == 0 {
        None
    } else {
        Some(m.trailing_zeros() as u8)
    }
}

/// Highest set bit of `mask` strictly below bit `pos`.
#[inline(always)]
pub(crate) fn next_below(mask: u16, pos: u8) -> Option<u8> {
    let m = mask & ((1u16 << pos) - 1);
    if m == 0 {
        None
    } else {
        Some(15 - m.leading_zeros() as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_scans() {
        assert_eq!(next_above(0b1010_0000, 4), Some(5));
        assert_eq!(next_above(0b1010_0000, 5), Some(7));
        assert_eq!(next_above(0b1010_0000, 7), None);
        assert_eq!(next_below(0b0000_0101, 4), Some(2));
        assert_eq!(next_below(0b0000_0101, 2), Some(0));
        assert_eq!(next_below(0b0000_0101, 0), None);
        assert_eq!(next_above(1 << 9, 8), Some(9));
        assert_eq!(next_above(1 << 9, 9), None);
    }

    #[test]
    fn table_sizes() {
        // A horse in the corner has two moves; in the centre eight.
        assert_eq!(HORSE_MOVES[0].iter().filter(|m| m.0 != NONE).count(), 2);
        assert_eq!(
            HORSE_MOVES[4 * 9 + 4]
                .iter()
                .filter(|m| m.0 != NONE)
                .count(),
            8
        );
        // The red palace centre e1 has four advisor moves, the corner d0 one.
        assert_eq!(
            ADVISOR_MOVES[9 + 4].iter().filter(|&&m| m != NONE).count(),
            4
        );
        assert_eq!(ADVISOR_MOVES[3].iter().filter(|&&m| m != NONE).count(), 1);
        // An elephant on c4 may not cross to e6/a6.
        assert_eq!(
            ELEPHANT_MOVES[4 * 9 + 2]
                .iter()
                .filter(|m| m.0 != NONE)
                .count(),
            2
        );
    }
}
