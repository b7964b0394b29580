//! A definition read from text: its name, board, pieces, start position
//! and every supported rule, resolved with what its parent gives.

use super::betza::PieceMoves;
use super::fen::{Cell, StartPosition};
use super::values::{GameValue, PieceSet, Region};
use std::collections::BTreeMap;

/// A piece of a definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceDef {
    /// The key that defines it: a predefined piece's name (`knight`),
    /// `customPieceN` or `king`.
    pub key: &'static str,
    /// Its letter, lower case (Black's; White's is the capital).
    pub letter: char,
    pub betza: String,
    pub moves: PieceMoves,
}

impl PieceDef {
    /// The predefined piece's name, when it is one (not a custom piece).
    pub fn predefined(&self) -> Option<&'static str> {
        (!self.key.starts_with("customPiece")).then_some(self.key)
    }
}

/// One resolved setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    Bool(bool),
    Int(i64),
    /// From 1.
    Rank(u8),
    /// From 0 (`a`).
    File(u8),
    /// A piece, by its key.
    Piece(&'static str),
    Pieces(PieceSet),
    Region(Region),
    Outcome(GameValue),
    PieceValues(Vec<(&'static str, i32)>),
    /// Pieces (by key) and the built-in kind whose picture draws each.
    PieceArt(Vec<(&'static str, crate::piece::PieceKind)>),
    /// One word of a key's choices.
    Word(&'static str),
    /// Not set (`firstTurnMoves`: as `movesPerTurn`; a mobility region: no limit).
    Unset,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Definition {
    pub name: String,
    /// The parent's name as written (`chess`, or an earlier section).
    pub parent: Option<String>,
    /// The line of its section's header.
    pub line: u32,
    pub files: u8,
    pub ranks: u8,
    /// Its pieces, in Fairy-Stockfish's order of piece types (predefined,
    /// custom, king).
    pub pieces: Vec<PieceDef>,
    pub start: StartPosition,
    /// Every supported rule key's setting (the per-colour forms:
    /// `promotionPieceTypesWhite`, not `promotionPieceTypes`), resolved.
    pub settings: BTreeMap<String, Setting>,
}

impl Definition {
    pub fn piece(&self, letter: char) -> Option<&PieceDef> {
        let letter = letter.to_ascii_lowercase();
        self.pieces.iter().find(|p| p.letter == letter)
    }

    pub fn piece_by_key(&self, key: &str) -> Option<&PieceDef> {
        self.pieces.iter().find(|p| p.key == key)
    }

    pub fn setting(&self, key: &str) -> Option<&Setting> {
        self.settings.get(key)
    }

    pub fn bool(&self, key: &str) -> bool {
        matches!(self.settings.get(key), Some(Setting::Bool(true)))
    }

    pub fn int(&self, key: &str) -> Option<i64> {
        match self.settings.get(key) {
            Some(Setting::Int(n)) => Some(*n),
            _ => None,
        }
    }

    /// The word a choice key is set to.
    pub fn word(&self, key: &str) -> Option<&'static str> {
        match self.settings.get(key) {
            Some(Setting::Word(w)) => Some(w),
            _ => None,
        }
    }

    pub fn pieces_of(&self, key: &str) -> Option<&PieceSet> {
        match self.settings.get(key) {
            Some(Setting::Pieces(set)) => Some(set),
            _ => None,
        }
    }

    pub fn region(&self, key: &str) -> Option<&Region> {
        match self.settings.get(key) {
            Some(Setting::Region(r)) => Some(r),
            _ => None,
        }
    }

    /// The rank castling happens on, from 0 (White's; Black's is mirrored).
    pub fn castling_rank(&self) -> u8 {
        match self.setting("castlingRank") {
            Some(Setting::Rank(r)) => r.saturating_sub(1),
            _ => 0,
        }
    }

    /// The castling king's start file, from 0: where the start position has
    /// White's king on the castling rank (as Fairy-Stockfish castles it),
    /// else `castlingKingFile`.
    pub fn castling_king_file(&self) -> u8 {
        let rank = self.castling_rank();
        let king = self.piece_by_key("king").map(|p| p.letter);
        (0..self.files)
            .find(|&f| {
                matches!(self.start.cell(self.files, f, rank), Cell::Piece { letter, white: true } if Some(letter) == king)
            })
            .unwrap_or(match self.setting("castlingKingFile") {
                Some(Setting::File(f)) => *f,
                _ => 0,
            })
    }

    /// The letters of a set of pieces, as a definition writes them (`nbrq`).
    pub fn letters(&self, set: &PieceSet) -> String {
        match set {
            PieceSet::All => "*".to_string(),
            PieceSet::Some(list) if list.is_empty() => "-".to_string(),
            PieceSet::Some(list) => list.iter().filter_map(|k| self.piece_by_key(k)).map(|p| p.letter).collect(),
        }
    }
}
