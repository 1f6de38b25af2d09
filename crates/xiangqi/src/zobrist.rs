//! Zobrist keys for repetition detection.
//!
//! Keys are generated at compile time from a fixed seed with SplitMix64, so hashes are stable
//! across builds and replicas (a hash computed by one replica means the same on another).

use super::piece::{Piece, Side};
use super::square::{SQUARES, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

/// Keys indexed by piece code (1..=14; 0 unused) and square.
static PIECE_KEYS: [[u64; SQUARES]; 15] = {
    let mut t = [[0u64; SQUARES]; 15];
    let mut state = 0x5851_F42D_4C95_7F2D_u64;
    let mut p = 1;
    while p < 15 {
        let mut s = 0;
        while s < SQUARES {
            let (ns, v) = splitmix(state);
            state = ns;
            t[p][s] = v;
            s += 1;
        }
        p += 1;
    }
    t
};

/// XORed in when Black is to move.
pub(crate) const BLACK_TO_MOVE: u64 = 0x2D35_8DCC_AA6C_78A5;

/// The key of `piece` on `square`.
#[inline(always)]
pub(crate) fn piece_key(piece: Piece, square: Square) -> u64 {
    PIECE_KEYS[piece.code() as usize][square.index()]
}

/// The key of a raw mailbox code on a square index (code 0 gives 0).
#[inline(always)]
pub(crate) fn code_key(code: u8, index: usize) -> u64 {
    PIECE_KEYS[code as usize][index]
}

/// The side-to-move component.
pub(crate) const fn side_key(side: Side) -> u64 {
    match side {
        Side::Red => 0,
        Side::Black => BLACK_TO_MOVE,
    }
}
