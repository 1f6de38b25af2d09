//! Reproducible random draws (抽签): the same seed gives the same order on every replica, so a
//! stateless service can draw lots. Used by the knockout's random draw, the round robin's
//! random numbering and the Swiss order of an unrated field.

/// SplitMix64: a small, well-known generator, so a draw is reproducible from its seed on
/// every replica.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A reproducible stream of random numbers from a seed (SplitMix64): the random tournament
/// generator draws results and byes from it, so the same seed gives the same event.
#[derive(Clone, Debug)]
pub struct Stream {
    state: u64,
}

impl Stream {
    /// The stream of `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Stream {
        Stream { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        splitmix(&mut self.state)
    }

    /// A number in `0..n` (`n` > 0; 0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }

    /// Whether an event of `percent` % happens.
    pub fn percent(&mut self, percent: u32) -> bool {
        self.below(100) < u64::from(percent)
    }
}

/// Shuffles `items` reproducibly (Fisher-Yates over SplitMix64).
pub fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut state = seed;
    for i in (1..items.len()).rev() {
        let j = (splitmix(&mut state) % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}
