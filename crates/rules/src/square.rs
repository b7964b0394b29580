//! Squares, colours and 256-bit square sets.

use std::fmt;

/// A square index: `rank * width + file`, rank 0 being rank 1. Boards have at
/// most 256 squares, so every square fits in a byte.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Square(pub u8);

impl Square {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Its place in the per-square tables of a one-word board. Such a
    /// board's squares are below 64, so the mask changes none of them; it
    /// lets the compiler see the index in range (no bounds check).
    #[inline(always)]
    pub(crate) fn in_word(self) -> usize {
        self.index() & 63
    }
}

/// The two sides.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    #[inline]
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    /// +1 for White (plays up the board), -1 for Black.
    #[inline]
    pub fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of squares on a board of up to 256 squares.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Bits256(pub [u64; 4]);

impl Bits256 {
    pub const EMPTY: Bits256 = Bits256([0; 4]);

    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        self.0[(sq.0 >> 6) as usize] >> (sq.0 & 63) & 1 != 0
    }
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0[(sq.0 >> 6) as usize] |= 1u64 << (sq.0 & 63);
    }
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0[(sq.0 >> 6) as usize] &= !(1u64 << (sq.0 & 63));
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }
    #[inline]
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    #[inline]
    pub fn union(self, o: Bits256) -> Bits256 {
        Bits256([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2], self.0[3] | o.0[3]])
    }
    #[inline]
    pub fn intersect(&self, o: &Bits256) -> Bits256 {
        Bits256([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2], self.0[3] & o.0[3]])
    }
    #[inline]
    pub fn minus(&self, o: &Bits256) -> Bits256 {
        Bits256([self.0[0] & !o.0[0], self.0[1] & !o.0[1], self.0[2] & !o.0[2], self.0[3] & !o.0[3]])
    }
    /// The square of lowest index in the set.
    #[inline]
    pub fn lowest(&self) -> Option<Square> {
        let i = self.0.iter().position(|&w| w != 0)?;
        Some(Square((i as u32 * 64 + self.0[i].trailing_zeros()) as u8))
    }
    /// The square of highest index in the set.
    #[inline]
    pub fn highest(&self) -> Option<Square> {
        let i = self.0.iter().rposition(|&w| w != 0)?;
        Some(Square((i as u32 * 64 + 63 - self.0[i].leading_zeros()) as u8))
    }
    /// Iterates the squares in increasing index order.
    #[inline]
    pub fn iter(&self) -> BitsIter {
        BitsIter { words: self.0, word: 0 }
    }
}

pub struct BitsIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.word < 4 {
            let w = self.words[self.word];
            if w != 0 {
                let bit = w.trailing_zeros();
                self.words[self.word] = w & (w - 1);
                return Some(Square((self.word as u32 * 64 + bit) as u8));
            }
            self.word += 1;
        }
        None
    }
}
