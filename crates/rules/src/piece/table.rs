//! A game's piece table: per kind, its letter, name, description and
//! movement. Letters belong to the game: position strings, notation and
//! messages read them here, never from a project-wide alphabet.

use super::{Atom, Piece, PieceKind, BUILTIN_KINDS, MAX_KINDS};
use crate::square::Color;
use std::borrow::Cow;

/// One kind of a game's pieces.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PieceType {
    pub kind: PieceKind,
    /// The upper-case letter in position strings and notation (lower case
    /// for Black).
    pub letter: char,
    pub name: Cow<'static, str>,
    /// How the piece moves, in a few words (the page's piece guide).
    pub description: Cow<'static, str>,
    /// The movement parts the tables are built from.
    pub atoms: Cow<'static, [Atom]>,
    /// The built-in kind whose picture a definition chose for it (its
    /// `pieceArt` key), over the kind it moves as ([`Self::picture`]).
    pub art: Option<PieceKind>,
}

impl PieceType {
    /// Pawn-like kinds (made of pawn atoms): their moves depend on colour,
    /// they promote, and a move of one resets the no-progress counter.
    pub fn is_pawn_like(&self) -> bool {
        self.atoms.iter().any(|a| a.is_pawn_atom())
    }

    /// The name in lower case, for messages ("no knight of White ...").
    pub fn lower_name(&self) -> String {
        self.name.to_ascii_lowercase()
    }

    /// The built-in kind that moves as this type does (same squares, same
    /// modes, the initial double step aside), so that what draws or names
    /// the built-in kind fits it too: an archbishop is the Cardinal's twin.
    /// Only a royal piece can be the King's twin; a non-royal one-stepper
    /// is the Guard's.
    pub fn builtin_twin(&self, royal: bool) -> Option<PieceKind> {
        BUILTIN_TYPES
            .iter()
            .filter(|t| (t.kind == PieceKind::KING) == royal)
            .find(|t| super::twin::alike(&t.atoms, &self.atoms))
            .map(|t| t.kind)
    }

    /// The built-in kind whose picture draws this piece: the one its game
    /// chose (`art`), else its twin; None: no built-in picture fits it.
    pub fn picture(&self, royal: bool) -> Option<PieceKind> {
        self.art.or_else(|| self.builtin_twin(royal))
    }

    /// The built-in kind of a built-in picture's name (`camel`, `war
    /// elephant` or `war-elephant`, any case), or of Fairy-Stockfish's name
    /// for the same piece (`archbishop`, `chancellor`, `fers`, `commoner`).
    pub fn builtin_named(name: &str) -> Option<PieceKind> {
        let name = name.to_ascii_lowercase().replace('-', " ");
        let alias = match name.as_str() {
            "archbishop" => "cardinal",
            "chancellor" => "marshall",
            "fers" => "ferz",
            "commoner" => "guard",
            other => other,
        };
        BUILTIN_TYPES.iter().find(|t| t.name.to_ascii_lowercase() == alias).map(|t| t.kind)
    }

    /// The type of a built-in kind as the built-in games have it.
    ///
    /// # Panics
    /// If `kind` is not one of the built-in kinds.
    pub fn builtin(kind: PieceKind) -> &'static PieceType {
        builtin_type(kind).unwrap_or_else(|| panic!("{kind:?} is not a built-in kind"))
    }
}

const fn builtin(
    kind: PieceKind,
    letter: char,
    name: &'static str,
    description: &'static str,
    atoms: &'static [Atom],
) -> PieceType {
    PieceType {
        kind,
        letter,
        name: Cow::Borrowed(name),
        description: Cow::Borrowed(description),
        atoms: Cow::Borrowed(atoms),
        art: None,
    }
}

use Atom::*;

/// The eighteen kinds of the built-in games, in index order: their letters
/// are unique among themselves, so the built-in games' strings never clash.
static BUILTIN_TYPES: [PieceType; BUILTIN_KINDS] = [
    builtin(
        PieceKind::PAWN,
        'P',
        "Pawn",
        "moves forward, captures diagonally forward",
        &[PawnPush, PawnDoubleStep, PawnCapture],
    ),
    builtin(PieceKind::KNIGHT, 'N', "Knight", "leaps (2,1)", &[Leap(1, 2)]),
    builtin(PieceKind::BISHOP, 'B', "Bishop", "slides diagonally", &[Slide(1, 1)]),
    builtin(PieceKind::ROOK, 'R', "Rook", "slides orthogonally", &[Slide(1, 0)]),
    builtin(PieceKind::QUEEN, 'Q', "Queen", "slides any distance in any direction", &[Slide(1, 0), Slide(1, 1)]),
    builtin(PieceKind::KING, 'K', "King", "one step in any direction", &[Step(1, 0), Step(1, 1)]),
    builtin(PieceKind::CARDINAL, 'C', "Cardinal", "bishop + knight", &[Slide(1, 1), Leap(1, 2)]),
    builtin(PieceKind::MARSHALL, 'M', "Marshall", "rook + knight", &[Slide(1, 0), Leap(1, 2)]),
    builtin(
        PieceKind::GUARD,
        'G',
        "Guard",
        "one step in any direction (becomes a wazir or ferz)",
        &[Step(1, 0), Step(1, 1)],
    ),
    builtin(PieceKind::WAZIR, 'W', "Wazir", "one orthogonal step", &[Step(1, 0)]),
    builtin(PieceKind::FERZ, 'F', "Ferz", "one diagonal step", &[Step(1, 1)]),
    builtin(
        PieceKind::BEROLINA,
        'Y',
        "Berolina pawn",
        "moves diagonally forward, captures straight forward",
        &[BerolinaPush, BerolinaCapture],
    ),
    builtin(PieceKind::CAMEL, 'L', "Camel", "leaps (3,1)", &[Leap(1, 3)]),
    builtin(
        PieceKind::PAWN_OF_CAMEL,
        'X',
        "Pawn of Camel",
        "does not move; becomes a camel or turns an enemy cardinal/marshall into a camel",
        &[],
    ),
    builtin(
        PieceKind::SLIDING_GENERAL,
        'S',
        "Sliding General",
        "one or two king steps",
        &[Step(1, 0), Step(1, 1), TwoKingSteps],
    ),
    builtin(PieceKind::HERO, 'H', "Hero", "orthogonally 1, 2 (leap) or 3", &[LineOfThree(1, 0)]),
    builtin(PieceKind::SHAMAN, 'A', "Shaman", "diagonally 1, 2 (leap) or 3", &[LineOfThree(1, 1)]),
    builtin(
        PieceKind::ELEPHANT,
        'E',
        "War Elephant",
        "ferz step, or leaps 2 diagonally or 2 orthogonally",
        &[Step(1, 1), Leap(2, 2), Leap(2, 0)],
    ),
];

pub(crate) fn builtin_type(kind: PieceKind) -> Option<&'static PieceType> {
    BUILTIN_TYPES.get(kind.index())
}

/// Why a piece table is refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TableError {
    /// Two kinds share a letter.
    LetterTwice { letter: char },
    /// A kind given twice.
    KindTwice { kind: PieceKind },
    /// A letter that is not an ASCII letter.
    NotALetter { letter: char },
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::LetterTwice { letter } => write!(f, "two kinds of piece have the letter '{letter}'"),
            TableError::KindTwice { kind } => write!(f, "piece kind {} is given twice", kind.index()),
            TableError::NotALetter { letter } => write!(f, "'{letter}' is not a letter A to Z"),
        }
    }
}

/// The kinds of one game, each with its [`PieceType`].
#[derive(Clone, Debug)]
pub struct PieceTable {
    /// The game's kinds in its own order (the piece guide's, the editor's).
    kinds: Vec<PieceKind>,
    /// Per kind index: its type, if the game has the kind.
    types: Vec<Option<PieceType>>,
    /// Per letter A..Z: the kind it names.
    by_letter: [Option<PieceKind>; 26],
    /// The pawn-like kinds, one bit each.
    pawn_like: u32,
}

impl PieceTable {
    /// A table of these types, in this order; letters are made upper case.
    pub fn new(list: Vec<PieceType>) -> Result<PieceTable, TableError> {
        let mut table =
            PieceTable { kinds: Vec::new(), types: vec![None; MAX_KINDS], by_letter: [None; 26], pawn_like: 0 };
        for mut t in list {
            if !t.letter.is_ascii_alphabetic() {
                return Err(TableError::NotALetter { letter: t.letter });
            }
            t.letter = t.letter.to_ascii_uppercase();
            let slot = &mut table.by_letter[(t.letter as u8 - b'A') as usize];
            if slot.is_some() {
                return Err(TableError::LetterTwice { letter: t.letter });
            }
            if table.types[t.kind.index()].is_some() {
                return Err(TableError::KindTwice { kind: t.kind });
            }
            *slot = Some(t.kind);
            table.kinds.push(t.kind);
            if t.is_pawn_like() {
                table.pawn_like |= 1 << t.kind.index();
            }
            let i = t.kind.index();
            table.types[i] = Some(t);
        }
        let used = table.kinds.iter().map(|k| k.index() + 1).max().unwrap_or(0);
        table.types.truncate(used);
        Ok(table)
    }

    /// The built-in types of these built-in kinds.
    pub fn builtin(kinds: &[PieceKind]) -> PieceTable {
        let list = kinds.iter().map(|&k| builtin_type(k).expect("a built-in kind").clone()).collect();
        PieceTable::new(list).expect("the built-in letters are unique")
    }

    /// The game's kinds, in its order.
    #[inline]
    pub fn kinds(&self) -> &[PieceKind] {
        &self.kinds
    }

    /// One more than the highest kind index the game uses (tables per kind
    /// need this many rows).
    pub fn index_bound(&self) -> usize {
        self.types.len()
    }

    #[inline]
    pub fn contains(&self, kind: PieceKind) -> bool {
        self.get(kind).is_some()
    }

    #[inline]
    pub fn get(&self, kind: PieceKind) -> Option<&PieceType> {
        self.types.get(kind.index()).and_then(Option::as_ref)
    }

    /// The type of one of the game's kinds.
    ///
    /// # Panics
    /// If the game has no such kind (the caller got it from this game).
    pub fn of(&self, kind: PieceKind) -> &PieceType {
        self.get(kind).unwrap_or_else(|| panic!("{kind:?} is not a kind of this game"))
    }

    pub fn types(&self) -> impl Iterator<Item = &PieceType> {
        self.kinds.iter().map(|&k| self.of(k))
    }

    /// The upper-case letter of one of the game's kinds.
    pub fn letter(&self, kind: PieceKind) -> char {
        self.of(kind).letter
    }

    pub fn name(&self, kind: PieceKind) -> &str {
        &self.of(kind).name
    }

    /// The kind a letter names in this game, either case.
    pub fn by_letter(&self, c: char) -> Option<PieceKind> {
        let up = c.to_ascii_uppercase();
        up.is_ascii_uppercase().then(|| self.by_letter[(up as u8 - b'A') as usize]).flatten()
    }

    /// The piece a position string's letter stands for: upper case White.
    pub fn piece_of_char(&self, c: char) -> Option<Piece> {
        let kind = self.by_letter(c)?;
        Some(Piece::new(if c.is_ascii_uppercase() { Color::White } else { Color::Black }, kind))
    }

    /// A piece's letter in position strings: upper case for White.
    pub fn char_of(&self, piece: Piece) -> char {
        let c = self.letter(piece.kind());
        match piece.color() {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    #[inline]
    pub fn is_pawn_like(&self, kind: PieceKind) -> bool {
        self.pawn_like >> kind.index() & 1 != 0
    }

    /// The movement parts of one of the game's kinds (none for a kind it lacks).
    pub fn atoms(&self, kind: PieceKind) -> &[Atom] {
        self.get(kind).map_or(&[], |t| &t.atoms)
    }
}
