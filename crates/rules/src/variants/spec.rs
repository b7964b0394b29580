//! A game as its module states it ([`Spec`]): everything a [`Variant`]
//! holds except what is computed from it (tables, castling squares and
//! masks), and [`Spec::build`], which computes them.

use crate::bitboards::Bitboards;
use crate::geometry::Geometry;
use crate::piece::builtin_kinds::*;
use crate::piece::{PieceKind, PieceTable};
use crate::position::{Hooks, Variant};
use crate::square::{Bits256, Color};
use crate::square_sets::SquareSets;
use crate::tables::{Tables, Zones};
use crate::variant::{
    CastlingRule, Flag, Insufficient, KindSet, NoProgress, Options, Repetition, SeventhField, Stalemate, TurnRule,
    VariantId,
};

/// The FIDE set and what it promotes to.
pub const FIDE_KINDS: [PieceKind; 6] = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
pub const FIDE_PROMOTIONS: [PieceKind; 4] = [KNIGHT, BISHOP, ROOK, QUEEN];

/// The same promotion choices for both sides.
pub(crate) fn both_sides(kinds: &[PieceKind]) -> [Vec<PieceKind>; 2] {
    [kinds.to_vec(), kinds.to_vec()]
}

/// Castling as a game has it.
#[derive(Clone, Debug)]
pub(crate) enum Castling {
    None,
    /// FIDE castling with the king on the e-file and rooks on the a- and
    /// h-files, on these back ranks (rank indices, White's then Black's).
    Fide {
        back_ranks: [u8; 2],
    },
    /// A definition's castling, worked out from its keys.
    Rules(Vec<CastlingRule>),
}

/// A game as its module states it: everything a [`Variant`] holds except
/// what is computed from it (tables, castling squares and masks).
pub(crate) struct Spec {
    pub id: VariantId,
    pub options: Options,
    pub geometry: Geometry,
    pub pieces: PieceTable,
    pub start: &'static str,
    /// What each side's pawn-like pieces promote to (White's, Black's).
    pub promotions: [Vec<PieceKind>; 2],
    /// Where pawns make their double step, initial moves apply and
    /// pawn-like pieces promote.
    pub zones: Zones,
    pub castling: Castling,
    pub turn_rule: TurnRule,
    pub collision: bool,
    pub royal_check: bool,
    pub checks_allowed: bool,
    pub promotion_optional: bool,
    pub extinction: Option<PieceKind>,
    pub flag: Option<Flag>,
    pub must_capture: bool,
    pub bare_wins: bool,
    pub en_passant: bool,
    pub no_progress: NoProgress,
    pub repetition: Repetition,
    pub stalemate: Stalemate,
    pub insufficient: Insufficient,
    pub baring: bool,
    pub baring_claim: bool,
    pub seventh: SeventhField,
    pub check_ends_turn: bool,
    pub return_barred: bool,
    pub hooks: Hooks,
}

impl Spec {
    /// FIDE chess: the default every game changes.
    pub fn chess() -> Spec {
        Spec {
            id: VariantId::CHESS,
            options: Options::default(),
            geometry: Geometry::rectangle(8, 8),
            pieces: PieceTable::builtin(&FIDE_KINDS),
            start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            promotions: both_sides(&FIDE_PROMOTIONS),
            zones: Zones { double_step: Some([1, 6]), ..Zones::default() },
            castling: Castling::Fide { back_ranks: [0, 7] },
            turn_rule: TurnRule::Single,
            collision: false,
            royal_check: true,
            checks_allowed: true,
            promotion_optional: false,
            extinction: None,
            flag: None,
            must_capture: false,
            bare_wins: false,
            en_passant: true,
            no_progress: NoProgress { counts_turns: false, limit: 100, reset_by: KindSet::of(&[PAWN]) },
            repetition: Repetition::AtTurnStarts,
            stalemate: Stalemate::Draw,
            insufficient: Insufficient::Fide,
            baring: false,
            baring_claim: false,
            seventh: SeventhField::None,
            check_ends_turn: false,
            return_barred: false,
            hooks: Hooks::default(),
        }
    }

    pub fn build(self) -> Variant {
        let geometry = self.geometry;
        let tables = Tables::build_in(&geometry, &self.pieces, &self.zones);
        let kinds = self.pieces.kinds().to_vec();
        let n = geometry.square_count();
        let castling = match self.castling {
            Castling::None => Vec::new(),
            Castling::Fide { back_ranks } => fide_castling(&geometry, back_ranks),
            Castling::Rules(rules) => rules,
        };
        let castle_mask = castle_mask(&geometry, &castling);
        let entry = self.id.entry();
        Variant {
            id: self.id,
            options: self.options,
            name: entry.name,
            summary: entry.summary,
            bitboards: Bitboards::build(&tables, n, &self.pieces),
            square_sets: SquareSets::build(&tables, n, &self.pieces),
            zones: self.zones,
            kinds,
            pieces: self.pieces,
            tables,
            start: self.start,
            reconstructed: entry.reconstructed,
            offered: entry.options,
            promotions: self.promotions,
            castling,
            castle_mask,
            turn_rule: self.turn_rule,
            collision: self.collision,
            royal_check: self.royal_check,
            checks_allowed: self.checks_allowed,
            promotion_optional: self.promotion_optional,
            extinction: self.extinction,
            flag: self.flag,
            must_capture: self.must_capture,
            bare_wins: self.bare_wins,
            en_passant: self.en_passant,
            no_progress: self.no_progress,
            repetition: self.repetition,
            stalemate: self.stalemate,
            insufficient: self.insufficient,
            baring: self.baring,
            baring_claim: self.baring_claim,
            seventh: self.seventh,
            check_ends_turn: self.check_ends_turn,
            return_barred: self.return_barred,
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
            [(true, 6, 7, 5, [5, 6].as_slice(), kbit, kc), (false, 2, 0, 3, [1, 2, 3].as_slice(), qbit, qc)]
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
                rook_kinds: KindSet::of(&[ROOK]),
                empty: empty.iter().fold(Bits256::EMPTY, |mut set, &f| {
                    set.insert(sq(f));
                    set
                }),
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
