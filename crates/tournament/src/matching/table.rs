//! A graph's edge weights stored once per distinct value: each edge holds the index of its
//! value. Pairing weights take few distinct values (they are built from a handful of
//! criteria), so a 5,000-player graph of five-limb weights needs 50 MB of indices instead
//! of 500 MB of limbs.

use rustc_hash::FxHashMap;

use super::Big;

/// The weights of a graph on `n` vertices: edge `{a, b}` (`a > b`) at `a(a-1)/2 + b` holds
/// an index into the distinct values; value 0 is zero ("no edge").
#[derive(Clone, Debug)]
pub struct WeightTable {
    limbs: usize,
    index: Vec<u32>,
    /// Value `k` is `values[k * limbs..(k + 1) * limbs]`.
    values: Vec<u64>,
    lookup: FxHashMap<Box<[u64]>, u32>,
    /// The last value set: runs of equal weights skip the lookup.
    last: u32,
    scratch: Vec<u64>,
}

impl WeightTable {
    /// Zero weights on `n` vertices, values of `limbs` limbs.
    #[must_use]
    pub fn new(n: usize, limbs: usize) -> Self {
        let limbs = limbs.max(1);
        let zero: Box<[u64]> = vec![0; limbs].into_boxed_slice();
        WeightTable {
            limbs,
            index: vec![0; n * n.saturating_sub(1) / 2],
            values: zero.to_vec(),
            lookup: FxHashMap::from_iter([(zero, 0)]),
            last: 0,
            scratch: vec![0; limbs],
        }
    }

    fn slot(a: usize, b: usize) -> usize {
        let (hi, lo) = if a > b { (a, b) } else { (b, a) };
        hi * (hi - 1) / 2 + lo
    }

    /// Sets edge `{a, b}` (`a != b`) to `w`; limbs beyond the table's width are dropped.
    pub fn set(&mut self, a: usize, b: usize, w: &Big) {
        for (i, s) in self.scratch.iter_mut().enumerate() {
            *s = w.0.get(i).copied().unwrap_or(0);
        }
        let k = if same(self.value(self.last), &self.scratch) {
            self.last
        } else if let Some(&k) = self.lookup.get(&self.scratch[..]) {
            k
        } else {
            let k = u32::try_from(self.values.len() / self.limbs).unwrap_or(u32::MAX);
            self.values.extend_from_slice(&self.scratch);
            self.lookup
                .insert(self.scratch.clone().into_boxed_slice(), k);
            k
        };
        self.last = k;
        self.index[Self::slot(a, b)] = k;
    }

    /// The weight of edge `{a, b}` (`a != b`).
    #[must_use]
    pub fn get(&self, a: usize, b: usize) -> Big {
        Big(self.limbs_of(a, b).to_vec())
    }

    /// Whether edge `{a, b}` (`a != b`) weighs zero (is no edge).
    #[must_use]
    pub fn is_zero(&self, a: usize, b: usize) -> bool {
        self.index(a, b) == 0
    }

    /// Sets edge `{a, b}` (`a != b`) to zero.
    pub fn clear(&mut self, a: usize, b: usize) {
        self.index[Self::slot(a, b)] = 0;
    }

    /// The value index of edge `{a, b}` (`a != b`).
    pub(super) fn index(&self, a: usize, b: usize) -> u32 {
        self.index[Self::slot(a, b)]
    }

    /// The limbs of value `k`.
    pub(super) fn value(&self, k: u32) -> &[u64] {
        let at = k as usize * self.limbs;
        &self.values[at..at + self.limbs]
    }

    /// The limbs of edge `{a, b}` (`a != b`).
    pub(super) fn limbs_of(&self, a: usize, b: usize) -> &[u64] {
        self.value(self.index(a, b))
    }

    /// How many distinct values the table holds (indices are below it).
    pub(super) fn value_count(&self) -> usize {
        self.values.len() / self.limbs
    }
}

/// Whether two values of one width are equal: limb by limb without an early exit, since the
/// slice comparison is a call to `memcmp` whose overhead, for values of a few limbs, was 4 % of
/// a large round (the weights are set once per pair).
fn same(a: &[u64], b: &[u64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0, |diff, (x, y)| diff | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_weights_share_one_value() {
        let mut t = WeightTable::new(4, 2);
        let mut w = Big::zero(2);
        w.or_shifted(3, 70);
        t.set(0, 1, &w);
        t.set(3, 2, &w);
        t.set(2, 0, &Big::zero(2));
        assert_eq!(t.value_count(), 2);
        assert_eq!(t.index(1, 0), t.index(2, 3));
        assert_eq!(t.limbs_of(0, 1), &[0, 3 << 6]);
        assert_eq!(t.limbs_of(0, 2), &[0, 0]);
        assert_eq!(t.limbs_of(1, 3), &[0, 0]);
    }
}
