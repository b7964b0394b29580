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

impl Table {
    /// A table of about `mb` megabytes (a power of two of entries, at least 1024).
    pub fn new(mb: usize) -> Table {
        let want = (mb.max(1) << 20) / std::mem::size_of::<Entry>();
        let mut n = 1024usize;
        while n * 2 <= want {
            n *= 2;
        }
        Table { entries: vec![EMPTY; n], mask: n - 1, age: 0 }
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
