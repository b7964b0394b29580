//! The transposition table: fixed size, allocated once, keyed by
//! `Position::hash()` (which includes the state of a turn in progress).

use crate::step::Step;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

#[derive(Copy, Clone, Debug)]
pub struct Entry {
    pub key: u64,
    pub best: Option<Step>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    age: u8,
}

const EMPTY: Entry = Entry { key: 0, best: None, score: 0, depth: -1, bound: Bound::Upper, age: 0 };

pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    age: u8,
}

/// Asks Linux to back `buf`'s whole 2 MB pages with huge pages, before
/// anything is written to it. Every probe of the table lands on a random
/// slot of megabytes; with 4 KB pages most probes also miss the processor's
/// page-translation cache. Only advice: where the kernel declines (no
/// transparent huge pages, none free), the table is as before.
#[cfg(target_os = "linux")]
fn advise_huge_pages<T>(buf: &mut [std::mem::MaybeUninit<T>]) {
    const HUGE: usize = 2 << 20;
    let start = buf.as_mut_ptr() as usize;
    let end = start + std::mem::size_of_val(buf);
    let (first, last) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
    if first < last {
        // SAFETY: [first, last) lies inside `buf`, memory this function
        // borrows mutably (so no other reference reads it meanwhile), and
        // MADV_HUGEPAGE changes neither its contents nor its mapping's
        // validity: it only lets the kernel choose larger pages when the
        // memory is first touched. Its result is ignored on purpose.
        unsafe {
            libc::madvise(first as *mut libc::c_void, last - first, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages<T>(_buf: &mut [std::mem::MaybeUninit<T>]) {}

impl Table {
    /// A table of about `mb` megabytes (a power of two of entries, at least 1024).
    pub fn new(mb: usize) -> Table {
        let want = (mb.max(1) << 20) / std::mem::size_of::<Entry>();
        let mut n = 1024usize;
        while n * 2 <= want {
            n *= 2;
        }
        let mut entries = Vec::with_capacity(n);
        advise_huge_pages(entries.spare_capacity_mut());
        entries.resize(n, EMPTY);
        Table { entries, mask: n - 1, age: 0 }
    }

    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = EMPTY);
        self.age = 0;
    }

    /// A new search begins: older entries become preferred for replacement.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    pub fn store(&mut self, key: u64, best: Option<Step>, score: i32, depth: i32, bound: Bound) {
        let age = self.age;
        let slot = &mut self.entries[key as usize & self.mask];
        // Keep a deeper entry of the same search for the same position.
        if slot.key == key && slot.age == age && slot.depth as i32 > depth && bound != Bound::Exact {
            return;
        }
        let best = best.or(if slot.key == key { slot.best } else { None });
        *slot = Entry { key, best, score, depth: depth.clamp(0, i16::MAX as i32) as i16, bound, age };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table built on advised (possibly huge) pages starts with every slot
    /// empty, whole, and of the size asked for; its last slot holds an entry.
    #[test]
    fn a_new_table_is_empty_everywhere() {
        for mb in [1, 3, 16] {
            let mut t = Table::new(mb);
            let n = t.entries.len();
            assert!(n.is_power_of_two() && n * std::mem::size_of::<Entry>() <= mb << 20, "{mb} MB: {n}");
            assert!(t.entries.iter().all(|e| e.key == 0 && e.depth == -1));
            let key = (n - 1) as u64 | 1 << 40;
            assert!(t.probe(key).is_none());
            t.store(key, None, 17, 3, Bound::Exact);
            assert_eq!(t.probe(key).map(|e| (e.score, e.depth)), Some((17, 3)));
        }
    }
}
