//! One small module per game. Each starts from [`Spec::chess`] and lists
//! only what differs, like a section of a variants file; [`Spec::build`]
//! computes the movement tables and castling data. Adding a game is adding
//! a module and a line in `build` and `offered`.

mod double_double;
mod dual_chess;
mod fide;
mod two_boards;

use crate::bitboards::Bitboards;
use crate::error::{quote, ErrorKind, RulesError};
use crate::geometry::Geometry;
use crate::piece::PieceKind::{self, *};
use crate::square::Color;
use crate::square_sets::SquareSets;
use crate::tables::{DoubleStepRanks, Tables};
use crate::variant::{
    CastlingRule, GameOption, Hooks, Insufficient, KindSet, NoProgress, Options, Repetition, SeventhField, Stalemate,
    TurnRule, Variant, VariantId,
};
use std::sync::{Mutex, OnceLock};

pub(crate) fn build(id: VariantId, options: Options) -> Variant {
    match id {
        VariantId::Chess => fide::chess(),
        VariantId::TwoProng => fide::two_prong(options),
        VariantId::Chess2 => fide::chess2(),
        VariantId::DualChess => dual_chess::dual_chess(),
        VariantId::DoubleDouble => double_double::double_double(),
        VariantId::TwoBoards => two_boards::two_boards(options),
    }
}

/// The options a game offers.
pub(crate) fn offered(id: VariantId) -> &'static [GameOption] {
    match id {
        VariantId::TwoProng => &fide::TWO_PRONG_OPTIONS,
        VariantId::TwoBoards => &two_boards::OPTIONS,
        _ => &[],
    }
}

/// The FIDE set and what it promotes to.
pub const FIDE_KINDS: [PieceKind; 6] = [Pawn, Knight, Bishop, Rook, Queen, King];
pub const FIDE_PROMOTIONS: [PieceKind; 4] = [Knight, Bishop, Rook, Queen];

/// Castling as a game has it.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Castling {
    None,
    /// FIDE castling with the king on the e-file and rooks on the a- and
    /// h-files, on these back ranks (rank indices, White's then Black's).
    Fide {
        back_ranks: [u8; 2],
    },
}

/// A game as its module states it: everything a [`Variant`] holds except
/// what is computed from it (tables, castling squares and masks).
pub(crate) struct Spec {
    pub id: VariantId,
    pub name: &'static str,
    pub options: Options,
    pub offered: &'static [GameOption],
    pub geometry: Geometry,
    pub kinds: &'static [PieceKind],
    pub start: &'static str,
    pub reconstructed_start: bool,
    pub promotions: &'static [PieceKind],
    /// Where pawns may make their double step (`None`: never).
    pub double_step: DoubleStepRanks,
    pub castling: Castling,
    pub turn_rule: TurnRule,
    pub royal_check: bool,
    pub extinction: Option<PieceKind>,
    pub en_passant: bool,
    pub no_progress: NoProgress,
    pub repetition: Repetition,
    pub stalemate: Stalemate,
    pub insufficient: Insufficient,
    pub baring: bool,
    pub seventh: SeventhField,
    pub hooks: Hooks,
}

impl Spec {
    /// FIDE chess: the default every game changes.
    pub fn chess() -> Spec {
        Spec {
            id: VariantId::Chess,
            name: "Chess",
            options: Options::default(),
            offered: &[],
            geometry: Geometry::rectangle(8, 8),
            kinds: &FIDE_KINDS,
            start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            reconstructed_start: false,
            promotions: &FIDE_PROMOTIONS,
            double_step: Some([1, 6]),
            castling: Castling::Fide { back_ranks: [0, 7] },
            turn_rule: TurnRule::Single,
            royal_check: true,
            extinction: None,
            en_passant: true,
            no_progress: NoProgress { counts_turns: false, limit: 100, reset_by: KindSet::of(&[Pawn]) },
            repetition: Repetition::AtTurnStarts,
            stalemate: Stalemate::Draw,
            insufficient: Insufficient::Fide,
            baring: false,
            seventh: SeventhField::None,
            hooks: Hooks::default(),
        }
    }

    pub fn build(self) -> Variant {
        let geometry = self.geometry;
        let tables = Tables::build(&geometry, self.kinds, self.double_step);
        let n = geometry.square_count();
        let castling = match self.castling {
            Castling::None => Vec::new(),
            Castling::Fide { back_ranks } => fide_castling(&geometry, back_ranks),
        };
        let castle_mask = castle_mask(&geometry, &castling);
        Variant {
            id: self.id,
            options: self.options,
            name: self.name,
            kinds: self.kinds.to_vec(),
            bitboards: Bitboards::build(&tables, n, self.kinds),
            square_sets: SquareSets::build(&tables, n, self.kinds),
            tables,
            start: self.start,
            reconstructed_start: self.reconstructed_start,
            offered: self.offered,
            promotions: self.promotions.to_vec(),
            castling,
            castle_mask,
            turn_rule: self.turn_rule,
            royal_check: self.royal_check,
            extinction: self.extinction,
            en_passant: self.en_passant,
            no_progress: self.no_progress,
            repetition: self.repetition,
            stalemate: self.stalemate,
            insufficient: self.insufficient,
            baring: self.baring,
            seventh: self.seventh,
            hooks: self.hooks,
            geometry,
        }
    }
}

/// FIDE castling with the king on the e-file and rooks on the a- and
/// h-files of `geo`'s files 0..8, on the given back ranks (rank indices).
fn fide_castling(geo: &Geometry, back_ranks: [u8; 2]) -> Vec<CastlingRule> {
    let mut rules = Vec::new();
    for color in Color::BOTH {
        let r = back_ranks[color.index()];
        let sq = |f: u8| geo.square(f, r);
        let (kbit, qbit, kc, qc) = match color {
            Color::White => (1, 2, 'K', 'Q'),
            Color::Black => (4, 8, 'k', 'q'),
        };
        for (king_side, king_to, rook_from, rook_to, empty, bit, fen_char) in
            [(true, 6, 7, 5, vec![sq(5), sq(6)], kbit, kc), (false, 2, 0, 3, vec![sq(1), sq(2), sq(3)], qbit, qc)]
        {
            let step: i8 = if king_side { 1 } else { -1 };
            let king_path = (0..3).map(|i| sq((4 + step * i) as u8)).collect();
            rules.push(CastlingRule {
                color,
                king_side,
                king_from: sq(4),
                king_to: sq(king_to),
                rook_from: sq(rook_from),
                rook_to: sq(rook_to),
                empty,
                king_path,
                bit,
                fen_char,
            });
        }
    }
    rules
}

/// Castling rights each square takes away when a piece leaves or enters it:
/// a rook's square its own right, a king's square every right of its side.
fn castle_mask(geo: &Geometry, rules: &[CastlingRule]) -> Vec<u8> {
    let mut mask = vec![0u8; geo.square_count()];
    for r in rules {
        mask[r.rook_from.index()] |= r.bit;
        mask[r.king_from.index()] |= r.bit;
    }
    mask
}

impl Variant {
    /// The variant with these options, built once and shared.
    pub fn get(id: VariantId, asked: Options) -> Result<&'static Variant, RulesError> {
        static CACHE: OnceLock<Mutex<Vec<&'static Variant>>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
        let mut list = match cache.lock() {
            Ok(l) => l,
            Err(poisoned) => poisoned.into_inner(),
        };
        // Options a game does not offer are dropped, so each game has one
        // cached instance per meaningful option set.
        let offered = offered(id);
        let mut options = Options::default();
        for o in offered {
            options.set(o.id, asked.get(o.id))?;
        }
        if let Some(v) = list.iter().find(|v| v.id == id && v.options == options) {
            return Ok(v);
        }
        // Each (game, options) pair is built once and lives for the program:
        // at most a few dozen small tables.
        let v: &'static Variant = Box::leak(Box::new(build(id, options)));
        list.push(v);
        Ok(v)
    }
}

/// Game ids and options read from text (records, links, the page).
impl VariantId {
    pub fn parse(text: &str) -> Result<VariantId, RulesError> {
        VariantId::ALL
            .into_iter()
            .find(|v| v.as_str() == text.trim())
            .ok_or_else(|| RulesError::from(ErrorKind::UnknownVariant { given: quote(text.trim()) }))
    }
}

impl std::str::FromStr for VariantId {
    type Err = RulesError;
    fn from_str(text: &str) -> Result<VariantId, RulesError> {
        VariantId::parse(text)
    }
}

impl Options {
    /// Sets the option named `id` (`"three-prong"`, also `"threeProng"`).
    pub fn set(&mut self, id: &str, on: bool) -> Result<(), RulesError> {
        match id {
            "collision" => self.collision = on,
            "three-prong" | "threeProng" => self.three_prong = on,
            "sibahi" => self.sibahi = on,
            other => return Err(ErrorKind::UnknownOption { given: quote(other) }.into()),
        }
        Ok(())
    }
}
