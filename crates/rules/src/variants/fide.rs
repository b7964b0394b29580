//! Plain FIDE chess and the two games that keep its board and pieces:
//! Two-Prong Chess and Chess2.

use super::castle_mask;
use crate::geometry::Geometry;
use crate::piece::PieceKind::{self, *};
use crate::square::Color;
use crate::tables::Tables;
use crate::variant::{CastlingRule, Options, SeventhField, TurnRule, Variant, VariantId};

pub const FIDE_KINDS: [PieceKind; 6] = [Pawn, Knight, Bishop, Rook, Queen, King];
pub const FIDE_PROMOTIONS: [PieceKind; 4] = [Knight, Bishop, Rook, Queen];

/// FIDE castling with the king on the e-file and rooks on the a- and
/// h-files of `geo`'s files 0..8, on the given back ranks (rank indices).
pub fn standard_castling(geo: &Geometry, back_ranks: [u8; 2]) -> Vec<CastlingRule> {
    let mut rules = Vec::new();
    for color in Color::BOTH {
        let r = back_ranks[color.index()];
        let sq = |f: u8| geo.square(f, r);
        let (kbit, qbit) = match color {
            Color::White => (1, 2),
            Color::Black => (4, 8),
        };
        let (kc, qc) = match color {
            Color::White => ('K', 'Q'),
            Color::Black => ('k', 'q'),
        };
        rules.push(CastlingRule {
            color,
            king_side: true,
            king_from: sq(4),
            king_to: sq(6),
            rook_from: sq(7),
            rook_to: sq(5),
            empty: vec![sq(5), sq(6)],
            king_path: vec![sq(4), sq(5), sq(6)],
            bit: kbit,
            fen_char: kc,
        });
        rules.push(CastlingRule {
            color,
            king_side: false,
            king_from: sq(4),
            king_to: sq(2),
            rook_from: sq(0),
            rook_to: sq(3),
            empty: vec![sq(1), sq(2), sq(3)],
            king_path: vec![sq(4), sq(3), sq(2)],
            bit: qbit,
            fen_char: qc,
        });
    }
    rules
}

fn fide_base(
    id: VariantId,
    name: &'static str,
    start: &'static str,
    turn_rule: TurnRule,
    seventh: SeventhField,
) -> Variant {
    let geometry = Geometry::rectangle(8, 8);
    let tables = Tables::build(&geometry, &FIDE_KINDS, Some([1, 6]));
    let castling = standard_castling(&geometry, [0, 7]);
    let castle_mask = castle_mask(&geometry, &castling);
    Variant {
        id,
        options: Options::default(),
        name,
        kinds: FIDE_KINDS.to_vec(),
        tables,
        start,
        promotions: FIDE_PROMOTIONS.to_vec(),
        castling,
        castle_mask,
        turn_rule,
        royal_check: true,
        en_passant: true,
        clock_counts_turns: false,
        clock_limit: 100,
        clock_pawn_resets: true,
        seventh,
        stalemate_wins: false,
        baring: false,
        king_hold: false,
        dual_rules: false,
        commutes: Vec::new(),
        fide_insufficient: true,
        reconstructed_start: false,
        geometry,
    }
}

pub fn chess() -> Variant {
    fide_base(
        VariantId::Chess,
        "Chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        TurnRule::Single,
        SeventhField::None,
    )
}

pub fn two_prong(options: Options) -> Variant {
    let max = if options.three_prong { 3 } else { 2 };
    let mut v = fide_base(
        VariantId::TwoProng,
        "Two-Prong Chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
        TurnRule::Prong { max },
        SeventhField::TurnKind,
    );
    v.options = options;
    // RULES §1.8: 100 consecutive turns (50 by each side); king against king only.
    v.clock_counts_turns = true;
    v.fide_insufficient = false;
    v
}

pub fn chess2() -> Variant {
    let mut v = fide_base(
        VariantId::Chess2,
        "Chess2 (Revised Double Move Chess)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
        TurnRule::Chess2,
        SeventhField::TurnKind,
    );
    // RULES §2.7: king against king only.
    v.fide_insufficient = false;
    v
}
