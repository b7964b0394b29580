//! A square set visited word by word: the evaluation's loops over pieces,
//! pawns and the squares near a king (its own module, so that the terms
//! and the evaluation that sums them share it without importing each other).

use twofold_rules::{Bits256, Square};

/// Calls `f` with each square of `set`, in increasing order, word by word
/// (faster than the set's iterator in this loop, which the search runs at
/// most of its nodes).
#[inline(always)]
pub(crate) fn for_each_square(set: &Bits256, mut f: impl FnMut(Square)) {
    for (i, &word) in set.0.iter().enumerate() {
        let mut w = word;
        while w != 0 {
            f(Square((i as u32 * 64 + w.trailing_zeros()) as u8));
            w &= w - 1;
        }
    }
}
