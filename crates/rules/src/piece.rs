//! Piece kinds and the movement parts they are made of.
//!
//! A kind is a small index into its game's piece table ([`PieceType`] per
//! kind, held by the variant): the letter, name, description and movement
//! of a kind belong to the game, not to the project. The eighteen kinds the
//! built-in games use keep fixed indices, named as constants
//! (`PieceKind::KNIGHT`), so those games and their hooks can name them; a
//! game may use any other index below [`MAX_KINDS`] for a piece of its own.
//! A kind's movement is data: a list of [`Atom`]s, from which the movement
//! tables of a variant are built once per board geometry.

use crate::square::Color;
use std::num::NonZeroU8;

/// A kind of piece: an index into its game's piece table.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PieceKind(u8);

/// The most kinds one game may have: a set of kinds is one `u32`
/// (`KindSet`), and a set of pieces (kind and colour) one `u64`.
pub const MAX_KINDS: usize = 32;

/// The kinds the built-in games use, indices `0..BUILTIN_KINDS`.
pub const BUILTIN_KINDS: usize = 18;

/// The built-in kinds, named so the games and hooks that use them can.
impl PieceKind {
    pub const PAWN: PieceKind = PieceKind(0);
    pub const KNIGHT: PieceKind = PieceKind(1);
    pub const BISHOP: PieceKind = PieceKind(2);
    pub const ROOK: PieceKind = PieceKind(3);
    pub const QUEEN: PieceKind = PieceKind(4);
    /// The royal kind: a game's king (whatever its movement) has this index.
    pub const KING: PieceKind = PieceKind(5);
    pub const CARDINAL: PieceKind = PieceKind(6);
    pub const MARSHALL: PieceKind = PieceKind(7);
    pub const GUARD: PieceKind = PieceKind(8);
    pub const WAZIR: PieceKind = PieceKind(9);
    pub const FERZ: PieceKind = PieceKind(10);
    pub const BEROLINA: PieceKind = PieceKind(11);
    pub const CAMEL: PieceKind = PieceKind(12);
    pub const PAWN_OF_CAMEL: PieceKind = PieceKind(13);
    pub const SLIDING_GENERAL: PieceKind = PieceKind(14);
    pub const HERO: PieceKind = PieceKind(15);
    pub const SHAMAN: PieceKind = PieceKind(16);
    pub const ELEPHANT: PieceKind = PieceKind(17);
}

/// One movement part. Vectors are given once and expanded to all their
/// orientations (for pawns: mirrored left/right and flipped for Black).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Atom {
    /// One step by the vector; never crosses a join between boards.
    Step(i8, i8),
    /// A jump by the vector over anything, across joins and holes.
    Leap(i8, i8),
    /// Any number of steps along the vector until blocked; never crosses a join.
    Slide(i8, i8),
    /// Hero/Shaman line: 1 (step), 2 (leap), or 3 when square 1 or square 2 is empty.
    LineOfThree(i8, i8),
    /// Sliding General: a king step, then optionally a second king step from an
    /// empty square (in the same frame), not returning to the origin.
    TwoKingSteps,
    /// Forward step to an empty square.
    PawnPush,
    /// Two forward steps from the pawn's start rank through an empty square.
    PawnDoubleStep,
    /// Diagonal forward capture (en passant included where the variant has it).
    PawnCapture,
    /// Berolina: diagonal forward step to an empty square.
    BerolinaPush,
    /// Berolina: straight forward capture.
    BerolinaCapture,
    /// One leap by the vector as White sees it (dx to the right, dy
    /// forward; mirrored for Black), onto an empty square, an enemy, or
    /// either ([`Mode`]): a directed or one-sided leap of a definition.
    Jump(i8, i8, Mode),
    /// A leap to an empty square by the vector as White sees it, only from
    /// the side's initial region (a pawn's double step); `true`: lame, the
    /// squares on its way must be empty ([`crate::walks::lame_path`]).
    Initial(i8, i8, bool),
    /// Movement walked square by square when moves are made: a ride of
    /// limited range, along a vector other than the eight lines, of one
    /// mode, one-sided, a hop, or a lame leap ([`Walk`]).
    Walk(Walk),
}

/// What a move may do where it lands.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum Mode {
    /// Onto an empty square or an enemy.
    Both,
    /// Only onto an empty square.
    Quiet,
    /// Only onto an enemy.
    Capture,
}

impl Mode {
    #[inline]
    pub fn moves(self) -> bool {
        self != Mode::Capture
    }

    #[inline]
    pub fn captures(self) -> bool {
        self != Mode::Quiet
    }
}

/// A movement walked along a line when moves are made (see [`Atom::Walk`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub struct Walk {
    /// The vector as White sees it (mirrored for Black).
    pub dx: i8,
    pub dy: i8,
    /// The most steps along the vector (for a hop: beyond the hurdle);
    /// 0 for no limit.
    pub range: u8,
    pub mode: Mode,
    /// It jumps the first piece on its line and lands beyond it.
    pub hop: bool,
    /// A one-step leap whose way must be empty (the xiangqi horse).
    pub lame: bool,
}

impl Atom {
    /// The atoms that move like a pawn (forward by colour).
    pub fn is_pawn_atom(self) -> bool {
        matches!(
            self,
            Atom::PawnPush
                | Atom::PawnDoubleStep
                | Atom::PawnCapture
                | Atom::BerolinaPush
                | Atom::BerolinaCapture
                | Atom::Jump(_, _, Mode::Quiet | Mode::Capture)
                | Atom::Initial(..)
        )
    }
}

impl PieceKind {
    /// The built-in kinds, in index order.
    pub const BUILTIN: [PieceKind; BUILTIN_KINDS] = {
        let mut all = [PieceKind(0); BUILTIN_KINDS];
        let mut i = 0;
        while i < BUILTIN_KINDS {
            all[i] = PieceKind(i as u8);
            i += 1;
        }
        all
    };

    /// The kind of index `index`, if below [`MAX_KINDS`].
    pub const fn new(index: usize) -> Option<PieceKind> {
        if index < MAX_KINDS {
            Some(PieceKind(index as u8))
        } else {
            None
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The built-in kinds by their bare names, for modules that name many
/// (`use crate::piece::builtin_kinds::*`).
pub mod builtin_kinds {
    use super::PieceKind;
    pub const PAWN: PieceKind = PieceKind::PAWN;
    pub const KNIGHT: PieceKind = PieceKind::KNIGHT;
    pub const BISHOP: PieceKind = PieceKind::BISHOP;
    pub const ROOK: PieceKind = PieceKind::ROOK;
    pub const QUEEN: PieceKind = PieceKind::QUEEN;
    pub const KING: PieceKind = PieceKind::KING;
    pub const CARDINAL: PieceKind = PieceKind::CARDINAL;
    pub const MARSHALL: PieceKind = PieceKind::MARSHALL;
    pub const GUARD: PieceKind = PieceKind::GUARD;
    pub const WAZIR: PieceKind = PieceKind::WAZIR;
    pub const FERZ: PieceKind = PieceKind::FERZ;
    pub const BEROLINA: PieceKind = PieceKind::BEROLINA;
    pub const CAMEL: PieceKind = PieceKind::CAMEL;
    pub const PAWN_OF_CAMEL: PieceKind = PieceKind::PAWN_OF_CAMEL;
    pub const SLIDING_GENERAL: PieceKind = PieceKind::SLIDING_GENERAL;
    pub const HERO: PieceKind = PieceKind::HERO;
    pub const SHAMAN: PieceKind = PieceKind::SHAMAN;
    pub const ELEPHANT: PieceKind = PieceKind::ELEPHANT;
}

/// The built-in kinds print their name, others their index.
impl std::fmt::Debug for PieceKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match table::builtin_type(*self) {
            Some(t) => f.write_str(&t.name.replace(' ', "")),
            None => write!(f, "PieceKind({})", self.0),
        }
    }
}

/// A coloured piece, stored in one non-zero byte so `Option<Piece>` is a byte.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece(NonZeroU8);

impl Piece {
    #[inline]
    pub fn new(color: Color, kind: PieceKind) -> Piece {
        // kind*2 + colour + 1 is at most 2*31+1+1 = 64, never zero.
        Piece(NonZeroU8::new((kind.0 << 1 | color as u8) + 1).expect("non-zero by construction"))
    }
    #[inline]
    pub fn kind(self) -> PieceKind {
        PieceKind((self.0.get() - 1) >> 1)
    }
    #[inline]
    pub fn color(self) -> Color {
        if (self.0.get() - 1) & 1 == 0 {
            Color::White
        } else {
            Color::Black
        }
    }
    /// The piece of a dense index (see `index`).
    pub fn from_index(i: usize) -> Option<Piece> {
        let kind = PieceKind::new(i >> 1)?;
        Some(Piece::new(if i & 1 == 0 { Color::White } else { Color::Black }, kind))
    }
    /// A dense index 0..64 (kind * 2 + colour), for tables.
    #[inline]
    pub fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }
}

pub const PIECE_INDEX_COUNT: usize = MAX_KINDS * 2;

mod reach;
pub use reach::{reach, reach_bits, Reach, Ride};
pub mod table;
mod twin;
pub use table::{PieceTable, PieceType};
