//! Moves (the parts of a turn) and fixed-capacity move lists.

use crate::piece::PieceKind;
use crate::square::Square;
use std::mem::MaybeUninit;

/// What kind of action a move is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum MoveKind {
    /// A move or capture (a promotion when `promo` is set).
    Normal,
    /// A pawn's two-square first step.
    DoubleStep,
    /// A pawn capturing en passant.
    EnPassant,
    /// Castling: `from`/`to` are the king's squares.
    Castle,
    /// Dual Chess: a bishop's non-capturing corner commute.
    Commute,
    /// Dual Chess: turning all own guard-born pieces into `promo` (Wazir or Ferz).
    Flip,
    /// Dual Chess: a Pawn of Camel on `from` becomes a Camel.
    CamelPromote,
    /// Dual Chess: a Pawn of Camel on `from` vanishes and turns the enemy
    /// Cardinal or Marshall on `to` into a Camel.
    CamelTransform,
}

/// One part of a turn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub kind: MoveKind,
    pub promo: Option<PieceKind>,
}

impl Move {
    #[inline]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move { from, to, kind, promo: None }
    }
    #[inline]
    pub const fn with_promo(mut self, promo: PieceKind) -> Move {
        self.promo = Some(promo);
        self
    }
}

pub const MAX_MOVES: usize = 1024;

/// A list of moves on the stack: no allocation during generation, and no
/// initialisation of the unused capacity (this list is created at every node
/// of a search or perft).
pub struct MoveList {
    len: usize,
    moves: [MaybeUninit<Move>; MAX_MOVES],
}

impl Default for MoveList {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveList {
    #[inline]
    pub fn new() -> MoveList {
        MoveList { len: 0, moves: [const { MaybeUninit::uninit() }; MAX_MOVES] }
    }
    #[inline]
    pub fn push(&mut self, m: Move) {
        // A full list drops further moves rather than panicking; no board in
        // this project comes close to the capacity.
        if self.len < MAX_MOVES {
            self.moves[self.len].write(m);
            self.len += 1;
        }
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        // SAFETY: `push` is the only writer and it initialises `moves[len]`
        // before incrementing `len`; `retain` only moves initialised elements
        // to lower indices. So `moves[..len]` is initialised, and
        // `MaybeUninit<Move>` has the same layout as `Move`.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len) }
    }
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        // SAFETY: as in `as_slice`: the first `len` elements are initialised.
        unsafe { std::slice::from_raw_parts_mut(self.moves.as_mut_ptr().cast::<Move>(), self.len) }
    }
    /// Keeps the moves for which `keep` is true, in order.
    #[inline]
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut w = 0;
        for r in 0..self.len {
            let m = self.as_slice()[r];
            if keep(&m) {
                self.moves[w].write(m);
                w += 1;
            }
        }
        self.len = w;
    }
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}
