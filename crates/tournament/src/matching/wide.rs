//! The wide integers of the matching: [`Big`], an unsigned weight of any width that the
//! pairing builds bit field by bit field, and [`Wide`], the fixed-width signed integer the
//! solvers compute with (the Dutch system's lexicographic weights need hundreds of bits for
//! large events).

use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Sub, SubAssign};

use arbiter_blossom::Weight;

/// An unsigned weight of any width, little-endian 64-bit limbs. Used to build edge weights
/// bit field by bit field.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Big(pub(super) Vec<u64>);

impl Big {
    /// Zero with room for `limbs` limbs.
    #[must_use]
    pub fn zero(limbs: usize) -> Big {
        Big(vec![0; limbs.max(1)])
    }

    /// Whether the value is zero.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// Sets the value to zero with room for `limbs` limbs, as [`Big::zero`] without a new
    /// allocation.
    pub fn reset(&mut self, limbs: usize) {
        self.0.clear();
        self.0.resize(limbs.max(1), 0);
    }

    /// Shifts left by `bits`; bits beyond the width are lost (the width is sized so none are).
    pub fn shl(&mut self, bits: u32) {
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        let n = self.0.len();
        for i in (0..n).rev() {
            let src = i.checked_sub(limb_shift);
            let hi = src.map_or(0, |s| self.0[s]);
            let lo = src.and_then(|s| s.checked_sub(1)).map_or(0, |s| self.0[s]);
            self.0[i] = if bit_shift == 0 {
                hi
            } else {
                (hi << bit_shift) | (lo >> (64 - bit_shift))
            };
        }
    }

    /// Shifts right by one bit.
    #[cfg(test)]
    pub fn shr1(&mut self) {
        let n = self.0.len();
        for i in 0..n {
            let next = if i + 1 < n { self.0[i + 1] } else { 0 };
            self.0[i] = (self.0[i] >> 1) | (next << 63);
        }
    }

    /// Bitwise or with a small value.
    pub fn or_small(&mut self, x: u64) {
        self.0[0] |= x;
    }

    /// Adds a small value.
    pub fn add_small(&mut self, x: u64) {
        let mut carry = x;
        for limb in &mut self.0 {
            if carry == 0 {
                break;
            }
            let (v, c) = limb.overflowing_add(carry);
            *limb = v;
            carry = u64::from(c);
        }
    }

    /// Subtracts a small value (wrapping, as unsigned arithmetic of this width).
    pub fn sub_small(&mut self, x: u64) {
        let mut borrow = x;
        for limb in &mut self.0 {
            if borrow == 0 {
                break;
            }
            let (v, b) = limb.overflowing_sub(borrow);
            *limb = v;
            borrow = u64::from(b);
        }
    }

    /// Adds `other` (of at most this width; a carry out of the width is lost).
    pub fn add(&mut self, other: &Big) {
        let mut carry = false;
        for (i, a) in self.0.iter_mut().enumerate() {
            let b = other.0.get(i).copied().unwrap_or(0);
            let (v1, c1) = a.overflowing_add(b);
            let (v2, c2) = v1.overflowing_add(u64::from(carry));
            *a = v2;
            carry = c1 || c2;
        }
    }

    /// Adds `x << bits` (bits shifted past the width, and a carry out of it, are lost). In
    /// place: the weights of a round call it millions of times.
    pub fn add_shifted(&mut self, x: u64, bits: u32) {
        let limb = (bits / 64) as usize;
        let shift = bits % 64;
        let parts = [x << shift, if shift == 0 { 0 } else { x >> (64 - shift) }];
        let mut carry = false;
        for (i, a) in self.0.iter_mut().enumerate().skip(limb) {
            let b = parts.get(i - limb).copied().unwrap_or(0);
            if b == 0 && !carry {
                if i > limb + 1 {
                    break;
                }
                continue;
            }
            let (v1, c1) = a.overflowing_add(b);
            let (v2, c2) = v1.overflowing_add(u64::from(carry));
            *a = v2;
            carry = c1 || c2;
        }
    }

    /// Ors `x << bits`.
    pub fn or_shifted(&mut self, x: u64, bits: u32) {
        or_shifted(&mut self.0, x, bits);
    }

    /// The number of significant bits.
    #[cfg(test)]
    #[must_use]
    pub fn bits(&self) -> u32 {
        for (i, &l) in self.0.iter().enumerate().rev() {
            if l != 0 {
                return i as u32 * 64 + (64 - l.leading_zeros());
            }
        }
        0
    }
}

/// The `len` (at most 64) bits of the limbs `v` starting at bit `start`.
fn bits_at(v: &[u64], start: u32, len: u32) -> u64 {
    let limb = (start / 64) as usize;
    let off = start % 64;
    let mut x = v.get(limb).map_or(0, |l| l >> off);
    if off > 0
        && off + len > 64
        && let Some(l) = v.get(limb + 1)
    {
        x |= l << (64 - off);
    }
    if len < 64 { x & ((1u64 << len) - 1) } else { x }
}

/// See [`Big::gather`].
pub(super) fn gather(v: &[u64], plan: &[(u32, u32)], limbs: usize) -> Big {
    let mut out = Big::zero(limbs);
    gather_into(v, plan, &mut out.0);
    out
}

/// [`gather`] into zeroed limbs `out`.
pub(super) fn gather_into(v: &[u64], plan: &[(u32, u32)], out: &mut [u64]) {
    let mut at = 0;
    for &(start, len) in plan {
        let x = bits_at(v, start, len);
        if x != 0 {
            or_shifted(out, x, at);
        }
        at += len;
    }
}

/// Ors `x << bits` into the limbs `v` (bits beyond them are dropped).
pub(super) fn or_shifted(v: &mut [u64], x: u64, bits: u32) {
    let limb = (bits / 64) as usize;
    let off = bits % 64;
    if let Some(l) = v.get_mut(limb) {
        *l |= x << off;
    }
    if off > 0
        && let Some(l) = v.get_mut(limb + 1)
    {
        *l |= x >> (64 - off);
    }
}

/// A signed two's-complement integer of `N` limbs: the solver's weight type.
#[derive(Clone, Copy, Debug)]
pub struct Wide<const N: usize>(pub(super) [u64; N]);

/// Limb by limb without an early exit: the derived comparison of a wide array is a call to
/// `memcmp`, whose overhead the solvers' slack tests (`== 0`, millions per round) paid.
impl<const N: usize> PartialEq for Wide<N> {
    fn eq(&self, other: &Self) -> bool {
        self.0
            .iter()
            .zip(&other.0)
            .fold(0, |diff, (a, b)| diff | (a ^ b))
            == 0
    }
}

impl<const N: usize> Eq for Wide<N> {}

impl<const N: usize> Wide<N> {
    #[cfg(test)]
    pub(super) fn from_big(b: &Big) -> Self {
        let mut out = [0u64; N];
        for (o, l) in out.iter_mut().zip(&b.0) {
            *o = *l;
        }
        Wide(out)
    }
    fn negative(&self) -> bool {
        self.0[N - 1] >> 63 == 1
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.negative(), other.negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                o => return o,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Self;
    #[allow(clippy::needless_range_loop)] // limb i of three arrays
    fn add(self, rhs: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = false;
        for i in 0..N {
            let (v1, c1) = self.0[i].overflowing_add(rhs.0[i]);
            let (v2, c2) = v1.overflowing_add(u64::from(carry));
            out[i] = v2;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    #[allow(clippy::needless_range_loop)] // limb i of three arrays
    fn sub(self, rhs: Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for i in 0..N {
            let (v1, b1) = self.0[i].overflowing_sub(rhs.0[i]);
            let (v2, b2) = v1.overflowing_sub(u64::from(borrow));
            out[i] = v2;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl<const N: usize> AddAssign for Wide<N> {
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}

impl<const N: usize> SubAssign for Wide<N> {
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}

impl<const N: usize> Weight for Wide<N> {
    const ZERO: Self = Wide([0; N]);
    const ONE: Self = {
        let mut v = [0u64; N];
        v[0] = 1;
        Wide(v)
    };
    fn inf() -> Self {
        let mut v = [0u64; N];
        v[N - 1] = 1 << 60;
        Wide(v)
    }
    fn double(self) -> Self {
        self + self
    }
    #[allow(clippy::needless_range_loop)] // limb i and i + 1
    fn half(self) -> Self {
        let neg = self.negative();
        let mut out = self.0;
        for i in 0..N {
            let next = if i + 1 < N {
                self.0[i + 1]
            } else if neg {
                u64::MAX
            } else {
                0
            };
            out[i] = (self.0[i] >> 1) | (next << 63);
        }
        Wide(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `add_shifted` in place equals adding the shifted value as a whole number, carries
    /// across limbs and bits past the width lost included.
    #[test]
    fn adding_a_shifted_value_in_place_equals_adding_it_whole() {
        let mut state: u64 = 5;
        let mut next = || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            state
        };
        for _ in 0..20_000 {
            let limbs = 1 + (next() % 4) as usize;
            let mut a = Big::zero(limbs);
            for l in &mut a.0 {
                // Runs of ones make carries likely.
                *l = if next() % 3 == 0 { u64::MAX } else { next() };
            }
            let x = if next() % 4 == 0 { u64::MAX } else { next() };
            let bits = (next() % (64 * limbs as u64 + 64)) as u32;
            let mut whole = a.clone();
            let mut addend = Big::zero(limbs);
            addend.0[0] = x;
            addend.shl(bits);
            whole.add(&addend);
            a.add_shifted(x, bits);
            assert_eq!(a, whole, "x {x:#x} << {bits}");
        }
    }
}
