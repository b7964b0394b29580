//! A variant is data: its board, pieces, start position, turn rule and the
//! handful of rule switches that differ between the games.

use crate::error::RulesError;
use crate::geometry::Geometry;
use crate::piece::PieceKind;
use crate::square::{Bits256, Color, Square};
use crate::tables::Tables;
use std::sync::{Mutex, OnceLock};

/// The games this project plays.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum VariantId {
    Chess,
    TwoProng,
    Chess2,
    DualChess,
    TwoBoards,
    DoubleDouble,
}

impl VariantId {
    pub const ALL: [VariantId; 6] = [
        VariantId::Chess,
        VariantId::TwoProng,
        VariantId::Chess2,
        VariantId::DualChess,
        VariantId::TwoBoards,
        VariantId::DoubleDouble,
    ];

    /// The id used on the command line, in URLs and in records.
    pub fn as_str(self) -> &'static str {
        match self {
            VariantId::Chess => "chess",
            VariantId::TwoProng => "two-prong",
            VariantId::Chess2 => "chess2",
            VariantId::DualChess => "dual-chess",
            VariantId::TwoBoards => "two-boards",
            VariantId::DoubleDouble => "double-double",
        }
    }

    pub fn parse(text: &str) -> Result<VariantId, RulesError> {
        VariantId::ALL
            .into_iter()
            .find(|v| v.as_str() == text.trim())
            .ok_or_else(|| RulesError::UnknownVariant(crate::error::quote(text.trim())))
    }
}

/// Optional rules chosen when a game starts.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Options {
    /// Two-Prong: halves whose paths cross or pass through the other's destination are illegal.
    pub collision: bool,
    /// Two-Prong: up to three pieces per turn.
    pub three_prong: bool,
    /// Two Boards: the Little-board King Hold (Sibahi variation).
    pub sibahi: bool,
}

/// How a turn is made up.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TurnRule {
    /// One move per turn (chess, Dual Chess, Chess on Two Boards).
    Single,
    /// Two-Prong: a single move, or up to `max` moves of different pieces
    /// judged together on the position at the start of the turn.
    Prong { max: u8 },
    /// Chess2: response turns and normal turns (single qualifying move or two moves).
    Chess2,
    /// Double Move Double Chess: two moves per turn, no check.
    DoubleNoCheck,
}

/// What the seventh field of the position string holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SeventhField {
    /// Not used (plain chess; accepted as `-` when present).
    None,
    /// `s` (this turn is a single move) or `d` (a normal turn).
    TurnKind,
    /// Dual Chess: `=W` / `=F` pending guard flip, or `-`.
    GuardFlip,
    /// Two Boards: `hw`/`hb`/`lw`/`lb` king hold, or `-`.
    KingHold,
}

/// One castling option: king and rook squares, and the FEN letter of the right.
#[derive(Clone, Debug)]
pub struct CastlingRule {
    pub color: Color,
    pub king_side: bool,
    pub king_from: Square,
    pub king_to: Square,
    pub rook_from: Square,
    pub rook_to: Square,
    /// Squares that must be empty (besides the king's and rook's own).
    pub empty: Vec<Square>,
    /// Squares the king stands on, passes or reaches: none may be attacked.
    pub king_path: Vec<Square>,
    /// Bit in the position's castling rights.
    pub bit: u8,
    pub fen_char: char,
}

pub struct Variant {
    pub id: VariantId,
    pub options: Options,
    pub name: &'static str,
    pub geometry: Geometry,
    /// The piece kinds that may appear in this game.
    pub kinds: Vec<PieceKind>,
    pub tables: Tables,
    pub start: &'static str,
    /// What pawn-like pieces may promote to.
    pub promotions: Vec<PieceKind>,
    pub castling: Vec<CastlingRule>,
    /// Castling rights lost when a piece leaves or enters each square.
    pub castle_mask: Vec<u8>,
    pub turn_rule: TurnRule,
    /// Kings may not be left attacked (false: kings are captured instead).
    pub royal_check: bool,
    pub en_passant: bool,
    /// The no-progress counter counts turns (else moves).
    pub clock_counts_turns: bool,
    /// The no-progress draw after this many counted moves or turns.
    pub clock_limit: u32,
    /// Reset the no-progress counter on pawn moves (Two Boards: captures only).
    pub clock_pawn_resets: bool,
    pub seventh: SeventhField,
    /// A stalemated player loses (Two Boards) instead of drawing.
    pub stalemate_wins: bool,
    /// Two Boards' baring rule.
    pub baring: bool,
    /// Two Boards' King Hold.
    pub king_hold: bool,
    /// Dual Chess: guards morph on their first move; Pawn of Camel actions.
    pub dual_rules: bool,
    /// Dual Chess: the bishop's corner commutes (both directions listed).
    pub commutes: Vec<(Square, Square)>,
    /// FIDE's insufficient material: K v K and K+minor v K (else only K v K).
    pub fide_insufficient: bool,
    /// The start array is reconstructed (the inventor's picture is lost).
    pub reconstructed_start: bool,
}

impl std::fmt::Debug for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Variant({}, {:?})", self.id.as_str(), self.options)
    }
}

impl Variant {
    /// The variant with these options, built once and shared.
    pub fn get(id: VariantId, options: Options) -> Result<&'static Variant, RulesError> {
        static CACHE: OnceLock<Mutex<Vec<&'static Variant>>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
        let mut list = match cache.lock() {
            Ok(l) => l,
            Err(poisoned) => poisoned.into_inner(),
        };
        let options = normalize(id, options);
        if let Some(v) = list.iter().find(|v| v.id == id && v.options == options) {
            return Ok(v);
        }
        // Each (game, options) pair is built once and lives for the program:
        // at most a few dozen small tables.
        let v: &'static Variant = Box::leak(Box::new(crate::variants::build(id, options)?));
        list.push(v);
        Ok(v)
    }

    pub fn by_name(name: &str) -> Result<&'static Variant, RulesError> {
        Variant::get(VariantId::parse(name)?, Options::default())
    }

    /// Is this kind the royal piece that may not be left in check?
    pub fn is_royal(&self, kind: PieceKind) -> bool {
        kind == PieceKind::King && self.royal_check
    }

    /// All squares of the board.
    pub fn all_squares(&self) -> Bits256 {
        self.geometry.existing()
    }
}

/// Options that do not apply to a game are dropped, so each game has one
/// cached instance per meaningful option set.
fn normalize(id: VariantId, o: Options) -> Options {
    match id {
        VariantId::TwoProng => Options { sibahi: false, ..o },
        VariantId::TwoBoards => Options { sibahi: o.sibahi, ..Options::default() },
        _ => Options::default(),
    }
}
