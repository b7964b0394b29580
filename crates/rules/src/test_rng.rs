//! The unit tests' random games: a small deterministic generator
//! (xorshift64), so every run plays the same games. (The integration
//! tests have theirs in tests/common.)

/// The generator, from its raw state (not zero).
pub(crate) struct TestRng(pub(crate) u64);

impl TestRng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (`n` > 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
