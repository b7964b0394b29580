//! Double Move Double Chess (Вадря Покштя), RULES.md §5: two FIDE sets on an
//! 8×16 board, two moves per turn (White's first turn one), no check: the
//! game is won by capturing every enemy king. The turn rule itself is
//! `TurnRule::DoubleNoCheck` in `turn.rs`.

use super::fide::{FIDE_KINDS, FIDE_PROMOTIONS};
use crate::error::RulesError;
use crate::geometry::Geometry;
use crate::piece::PieceKind;
use crate::position::Position;
use crate::tables::Tables;
use crate::variant::{Options, SeventhField, TurnRule, Variant, VariantId};

/// The reconstructed start array (RULES.md §5: the inventor's picture is
/// not preserved; this follows the text — pawn-free a- and h-files, pawn
/// columns on the b- and g-files). White's first turn is single (`s`).
pub const START: &str = "rnbqkbnr/rnbqkbnr/1pppppp1/1pppppp1/1p4p1/1p4p1/8/8/8/8/1P4P1/1P4P1/1PPPPPP1/1PPPPPP1/RNBQKBNR/RNBQKBNR w - - 0 1 s";

pub fn double_double() -> Variant {
    let geometry = Geometry::rectangle(8, 16);
    // Rule 3: no initial double step (so no en passant either).
    let tables = Tables::build(&geometry, &FIDE_KINDS, None);
    Variant {
        id: VariantId::DoubleDouble,
        options: Options::default(),
        name: "Double Move Double Chess",
        kinds: FIDE_KINDS.to_vec(),
        tables,
        start: START,
        promotions: FIDE_PROMOTIONS.to_vec(),
        // Rule 4 of the inventor's list: no castling.
        castling: Vec::new(),
        castle_mask: vec![0; geometry.square_count()],
        turn_rule: TurnRule::DoubleNoCheck,
        // Rule 2: no check; kings are captured like any piece.
        royal_check: false,
        en_passant: false,
        // Rule 6: 50 turns by each side with no pawn move and no capture.
        clock_counts_turns: true,
        clock_limit: 100,
        clock_pawn_resets: true,
        seventh: SeventhField::TurnKind,
        stalemate_wins: false,
        baring: false,
        king_hold: false,
        dual_rules: false,
        commutes: Vec::new(),
        // Insufficient material does not apply (kings can be captured);
        // `insufficient_material` is off anyway without royal check.
        fide_insufficient: false,
        reconstructed_start: true,
        geometry,
    }
}

/// Position strings and the kings (project decision, docs/rules/double-double.md):
/// a side to move with no king is the position right after the winning
/// turn and is accepted as a finished game; a side that has just moved
/// cannot be without a king (the game would have ended before its turn),
/// so such a string is refused.
pub(crate) fn validate(pos: &Position) -> Result<(), RulesError> {
    let mover = pos.side_to_move();
    let last = mover.other();
    if pos.count(last, PieceKind::King) > 0 {
        return Ok(());
    }
    Err(RulesError::BadPosition(if pos.count(mover, PieceKind::King) == 0 {
        "neither side has a king: the game ends when the first side loses its last king".to_string()
    } else {
        format!(
            "{last} has no king but it is {mover}'s turn: the game ended when {last}'s last king fell, \
             with {last} to move (write '{}' for the finished position)",
            if last == crate::square::Color::White { 'w' } else { 'b' }
        )
    }))
}
