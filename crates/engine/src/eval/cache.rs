//! Scores already computed, by position: the search evaluates the same
//! position again and again (each deeper iteration, a re-search after a
//! reduced or null-window one, a turn start and the quiescence below it),
//! and a look-up costs far less than an evaluation. The key is the whole
//! position hash (64 bits, as the transposition table trusts it) and, where
//! the evaluation reads it, the no-progress counter, which the hash leaves
//! out: a hit returns exactly what the evaluation would.

/// Entries: a power of two. 2^14 of 16 bytes, 256 KB, allocated zeroed:
/// small enough to stay near the processor (a 1 MB cache hit more often
/// but spent its gain waiting for memory: 0.98x the time with 256 KB).
const ENTRIES: usize = 1 << 14;

pub struct EvalCache {
    /// Per slot: the position hash, then the counter (high half) and the
    /// score (low half). A zero hash is never stored, so zeroed slots are empty.
    slots: Vec<[u64; 2]>,
}

impl Default for EvalCache {
    fn default() -> Self {
        Self::new()
    }
}

impl EvalCache {
    pub fn new() -> EvalCache {
        EvalCache { slots: vec![[0; 2]; ENTRIES] }
    }

    /// Forget every score (the evaluation changed).
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = [0; 2]);
    }

    #[inline]
    pub fn get(&self, hash: u64, clock: u32) -> Option<i32> {
        let [key, data] = self.slots[hash as usize & (ENTRIES - 1)];
        (key == hash && hash != 0 && (data >> 32) as u32 == clock).then_some(data as u32 as i32)
    }

    #[inline]
    pub fn put(&mut self, hash: u64, clock: u32, score: i32) {
        if hash != 0 {
            self.slots[hash as usize & (ENTRIES - 1)] = [hash, u64::from(clock) << 32 | u64::from(score as u32)];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_is_found_only_under_its_own_hash_and_counter() {
        let mut c = EvalCache::new();
        assert_eq!(c.get(12345, 0), None);
        c.put(12345, 7, -250);
        assert_eq!(c.get(12345, 7), Some(-250));
        assert_eq!(c.get(12345, 8), None, "another no-progress counter");
        assert_eq!(c.get(12345 + ENTRIES as u64, 7), None, "another hash in the same slot");
        c.put(12345 + ENTRIES as u64, 0, 31);
        assert_eq!(c.get(12345, 7), None, "replaced");
        assert_eq!(c.get(12345 + ENTRIES as u64, 0), Some(31));
        c.put(0, 0, 5);
        assert_eq!(c.get(0, 0), None, "a zero hash is never stored");
        c.clear();
        assert_eq!(c.get(12345 + ENTRIES as u64, 0), None);
    }
}
