//! A small seeded generator (SplitMix64): reproducible play needs no global
//! random state, and the wasm build needs no OS entropy.

#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 11) % n.max(1) as u64) as usize
    }

    /// A number in `-range..=range`.
    pub fn spread(&mut self, range: i32) -> i32 {
        if range <= 0 {
            return 0;
        }
        (self.below(2 * range as usize + 1) as i32) - range
    }
}

/// The SplitMix64 finaliser: also used to derive per-move noise from a seed.
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
