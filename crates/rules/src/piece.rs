//! Piece kinds of all five games and the movement parts they are made of.
//!
//! A kind's movement is data: a list of [`Atom`]s. The movement tables of a
//! variant are built from these atoms once per board geometry, so a new fairy
//! piece is a new line in [`PieceKind::atoms`] (plus, if its movement is truly
//! new, one new atom).

use crate::square::Color;
use std::num::NonZeroU8;

/// Every kind of piece any of the games uses. One letter each, unique across
/// the project, so position strings never need a per-variant alphabet.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum PieceKind {
    Pawn = 0,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
    Cardinal,
    Marshall,
    Guard,
    Wazir,
    Ferz,
    Berolina,
    Camel,
    PawnOfCamel,
    SlidingGeneral,
    Hero,
    Shaman,
    Elephant,
}

pub const KIND_COUNT: usize = 18;

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
}

impl PieceKind {
    pub const ALL: [PieceKind; KIND_COUNT] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
        PieceKind::Cardinal,
        PieceKind::Marshall,
        PieceKind::Guard,
        PieceKind::Wazir,
        PieceKind::Ferz,
        PieceKind::Berolina,
        PieceKind::Camel,
        PieceKind::PawnOfCamel,
        PieceKind::SlidingGeneral,
        PieceKind::Hero,
        PieceKind::Shaman,
        PieceKind::Elephant,
    ];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter used in position strings and notation.
    pub fn letter(self) -> char {
        match self {
            PieceKind::Pawn => 'P',
            PieceKind::Knight => 'N',
            PieceKind::Bishop => 'B',
            PieceKind::Rook => 'R',
            PieceKind::Queen => 'Q',
            PieceKind::King => 'K',
            PieceKind::Cardinal => 'C',
            PieceKind::Marshall => 'M',
            PieceKind::Guard => 'G',
            PieceKind::Wazir => 'W',
            PieceKind::Ferz => 'F',
            PieceKind::Berolina => 'Y',
            PieceKind::Camel => 'L',
            PieceKind::PawnOfCamel => 'X',
            PieceKind::SlidingGeneral => 'S',
            PieceKind::Hero => 'H',
            PieceKind::Shaman => 'A',
            PieceKind::Elephant => 'E',
        }
    }

    pub fn from_letter(c: char) -> Option<PieceKind> {
        let up = c.to_ascii_uppercase();
        PieceKind::ALL.into_iter().find(|k| k.letter() == up)
    }

    /// The name in lower case, for messages ("no knight of White ...").
    pub fn lower_name(self) -> String {
        self.name().to_ascii_lowercase()
    }

    pub fn name(self) -> &'static str {
        match self {
            PieceKind::Pawn => "Pawn",
            PieceKind::Knight => "Knight",
            PieceKind::Bishop => "Bishop",
            PieceKind::Rook => "Rook",
            PieceKind::Queen => "Queen",
            PieceKind::King => "King",
            PieceKind::Cardinal => "Cardinal",
            PieceKind::Marshall => "Marshall",
            PieceKind::Guard => "Guard",
            PieceKind::Wazir => "Wazir",
            PieceKind::Ferz => "Ferz",
            PieceKind::Berolina => "Berolina pawn",
            PieceKind::Camel => "Camel",
            PieceKind::PawnOfCamel => "Pawn of Camel",
            PieceKind::SlidingGeneral => "Sliding General",
            PieceKind::Hero => "Hero",
            PieceKind::Shaman => "Shaman",
            PieceKind::Elephant => "War Elephant",
        }
    }

    /// How the piece moves, in a few words (the page's piece guide).
    pub fn description(self) -> &'static str {
        match self {
            PieceKind::King => "one step in any direction",
            PieceKind::Queen => "slides any distance in any direction",
            PieceKind::Rook => "slides orthogonally",
            PieceKind::Bishop => "slides diagonally",
            PieceKind::Knight => "leaps (2,1)",
            PieceKind::Pawn => "moves forward, captures diagonally forward",
            PieceKind::Cardinal => "bishop + knight",
            PieceKind::Marshall => "rook + knight",
            PieceKind::Guard => "one step in any direction (becomes a wazir or ferz)",
            PieceKind::Wazir => "one orthogonal step",
            PieceKind::Ferz => "one diagonal step",
            PieceKind::Berolina => "moves diagonally forward, captures straight forward",
            PieceKind::Camel => "leaps (3,1)",
            PieceKind::PawnOfCamel => "does not move; becomes a camel or turns an enemy cardinal/marshall into a camel",
            PieceKind::SlidingGeneral => "one or two king steps",
            PieceKind::Hero => "orthogonally 1, 2 (leap) or 3",
            PieceKind::Shaman => "diagonally 1, 2 (leap) or 3",
            PieceKind::Elephant => "ferz step, or leaps 2 diagonally or 2 orthogonally",
        }
    }

    /// The movement parts of this kind.
    pub fn atoms(self) -> &'static [Atom] {
        use Atom::*;
        match self {
            PieceKind::Pawn => &[PawnPush, PawnDoubleStep, PawnCapture],
            PieceKind::Knight => &[Leap(1, 2)],
            PieceKind::Bishop => &[Slide(1, 1)],
            PieceKind::Rook => &[Slide(1, 0)],
            PieceKind::Queen => &[Slide(1, 0), Slide(1, 1)],
            PieceKind::King | PieceKind::Guard => &[Step(1, 0), Step(1, 1)],
            PieceKind::Cardinal => &[Slide(1, 1), Leap(1, 2)],
            PieceKind::Marshall => &[Slide(1, 0), Leap(1, 2)],
            PieceKind::Wazir => &[Step(1, 0)],
            PieceKind::Ferz => &[Step(1, 1)],
            PieceKind::Berolina => &[BerolinaPush, BerolinaCapture],
            PieceKind::Camel => &[Leap(1, 3)],
            PieceKind::PawnOfCamel => &[],
            PieceKind::SlidingGeneral => &[Step(1, 0), Step(1, 1), TwoKingSteps],
            PieceKind::Hero => &[LineOfThree(1, 0)],
            PieceKind::Shaman => &[LineOfThree(1, 1)],
            PieceKind::Elephant => &[Step(1, 1), Leap(2, 2), Leap(2, 0)],
        }
    }

    /// Pawn-like kinds: their moves depend on colour, they promote, and a
    /// move of one resets the no-progress counter.
    pub fn is_pawn_like(self) -> bool {
        matches!(self, PieceKind::Pawn | PieceKind::Berolina)
    }
}

/// A coloured piece, stored in one non-zero byte so `Option<Piece>` is a byte.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece(NonZeroU8);

impl Piece {
    #[inline]
    pub fn new(color: Color, kind: PieceKind) -> Piece {
        // kind*2 + colour + 1 is at most 2*17+1+1 = 36, never zero.
        Piece(NonZeroU8::new(((kind as u8) << 1 | color as u8) + 1).expect("non-zero by construction"))
    }
    #[inline]
    pub fn kind(self) -> PieceKind {
        PieceKind::ALL[((self.0.get() - 1) >> 1) as usize]
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
        let kind = *PieceKind::ALL.get(i >> 1)?;
        Some(Piece::new(if i & 1 == 0 { Color::White } else { Color::Black }, kind))
    }
    /// A dense index 0..36 (kind * 2 + colour), for tables.
    #[inline]
    pub fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }
    /// Letter as in position strings: upper case for White.
    pub fn fen_char(self) -> char {
        let c = self.kind().letter();
        match self.color() {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let kind = PieceKind::from_letter(c)?;
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        Some(Piece::new(color, kind))
    }
}

pub const PIECE_INDEX_COUNT: usize = KIND_COUNT * 2;
