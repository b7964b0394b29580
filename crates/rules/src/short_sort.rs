//! A stable insertion sort for the short lists the rules and the engine
//! sort (a turn's two or three parts, a piece's targets, a few en-passant
//! squares, the root's steps once per iteration). The standard library's
//! sorts are a few kilobytes of wasm for every type sorted, and the page's
//! wasm has a download budget (`scripts/wasm.sh`); on lists this short an
//! insertion sort is as fast.

/// Sorts `v` by `key`, ascending, keeping equal keys in their order.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > key(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` ascending.
pub fn sort<T: Ord + Copy>(v: &mut [T]) {
    sort_by_key(v, |&x| x);
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    proptest! {
        /// The same order as the standard library's stable sort, ties included.
        #[test]
        fn agrees_with_the_standard_stable_sort(v in proptest::collection::vec((0u8..8, any::<u16>()), 0..200)) {
            let mut ours = v.clone();
            super::sort_by_key(&mut ours, |&(k, _)| k);
            let mut theirs = v;
            theirs.sort_by_key(|&(k, _)| k);
            prop_assert_eq!(ours, theirs);
        }
    }
}
