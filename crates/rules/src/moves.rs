//! Moves (the parts of a turn) and fixed-capacity move lists.

use crate::piece::{Piece, PieceKind};
use crate::square::Square;
use std::mem::MaybeUninit;

/// One part of a turn. Each case names what it does, so no field is ever
/// read with another meaning (as shakmaty's `Move` names `Normal`,
/// `EnPassant`, `Castle`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A piece moves from `from` to `to`, capturing what stands there and
    /// promoting to `promo` when it is set.
    Normal { from: Square, to: Square, promo: Option<PieceKind> },
    /// A pawn's two-square first step.
    DoubleStep { from: Square, to: Square },
    /// A pawn capturing en passant onto `to`.
    EnPassant { from: Square, to: Square },
    /// Castling, named by the king's squares (the rook follows the rule).
    Castle { king: Square, to: Square },
    /// Every guard-born piece of the mover becomes `into` (Dual Chess's
    /// guard flip: Ferzes into Wazirs or back). A whole move with no square.
    GuardFlip { into: PieceKind },
    /// The piece on `at` becomes `into` where it stands (a Pawn of Camel
    /// becoming a Camel).
    Morph { at: Square, into: PieceKind },
    /// The piece on `from` vanishes and the enemy piece on `target` becomes
    /// `into` (a Pawn of Camel turning a Cardinal or Marshall into a Camel).
    Transform { from: Square, target: Square, into: PieceKind },
}

impl Move {
    /// A plain move or capture without promotion.
    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move::Normal { from, to, promo: None }
    }

    /// The square a moving piece leaves (the king's for castling, the
    /// vanishing piece's for a transform, the morphing piece's); `None` for
    /// a guard flip, which moves nothing.
    #[inline]
    pub fn origin(self) -> Option<Square> {
        match self {
            Move::Normal { from, .. } | Move::DoubleStep { from, .. } | Move::EnPassant { from, .. } => Some(from),
            Move::Castle { king, .. } => Some(king),
            Move::Transform { from, .. } => Some(from),
            Move::Morph { at, .. } => Some(at),
            Move::GuardFlip { .. } => None,
        }
    }

    /// The square a moving piece reaches (the transform's target, the
    /// morphing piece's own square); `None` for a guard flip.
    #[inline]
    pub fn destination(self) -> Option<Square> {
        match self {
            Move::Normal { to, .. } | Move::DoubleStep { to, .. } | Move::EnPassant { to, .. } => Some(to),
            Move::Castle { to, .. } => Some(to),
            Move::Transform { target, .. } => Some(target),
            Move::Morph { at, .. } => Some(at),
            Move::GuardFlip { .. } => None,
        }
    }

    /// The two squares a player clicks (or drags between) to play the move:
    /// a piece's move, castling's king squares, a transform's piece then its
    /// target; `None` for the actions played where a piece stands (guard
    /// flip, morph).
    #[inline]
    pub fn clicked(self) -> Option<(Square, Square)> {
        match self {
            Move::Normal { from, to, .. } | Move::DoubleStep { from, to } | Move::EnPassant { from, to } => {
                Some((from, to))
            }
            Move::Castle { king, to } => Some((king, to)),
            Move::Transform { from, target, .. } => Some((from, target)),
            Move::GuardFlip { .. } | Move::Morph { .. } => None,
        }
    }

    /// A piece moves from one square to another (every case but the
    /// special actions: guard flip, morph, transform).
    #[inline]
    pub fn is_piece_move(self) -> bool {
        matches!(self, Move::Normal { .. } | Move::DoubleStep { .. } | Move::EnPassant { .. } | Move::Castle { .. })
    }

    /// The promotion piece of a normal move.
    #[inline]
    pub fn promotion(self) -> Option<PieceKind> {
        match self {
            Move::Normal { promo, .. } => promo,
            _ => None,
        }
    }

    /// Squares for tables keyed by a move's two squares (history
    /// heuristics, the hash of a turn in progress): origin and destination,
    /// `(0, 0)` for a guard flip.
    #[inline]
    pub fn key_squares(self) -> (Square, Square) {
        (self.origin().unwrap_or_default(), self.destination().unwrap_or_default())
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
    /// Drops the moves from `start` on that an earlier one from `start`
    /// equals, keeping the order (a piece that reaches a square two ways).
    pub fn dedup_from(&mut self, start: usize) {
        let mut w = start;
        for r in start..self.len {
            let m = self.as_slice()[r];
            if !self.as_slice()[start..w].contains(&m) {
                self.moves[w].write(m);
                w += 1;
            }
        }
        self.len = w;
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

/// What a played part did, kept so the rest of the turn can be judged.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PartInfo {
    pub mv: Move,
    /// The piece as it stood before the move (before any promotion).
    pub piece: Piece,
    /// The captured piece and its square (differs from `mv.to` en passant).
    pub captured: Option<(Square, Piece)>,
}

impl PartInfo {
    /// The square a double step passed: midway between its ends (on the
    /// pawn's file, or beside its landing after a Berolina's slanting one).
    pub fn passed_square(&self) -> Square {
        let (from, to) = self.mv.key_squares();
        Square(((from.0 as u16 + to.0 as u16) / 2) as u8)
    }
}
