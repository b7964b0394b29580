//! Double Move Double Chess (Вадря Покштя), RULES.md §5: two FIDE sets on an
//! 8×16 board, two moves per turn (White's first turn one), no check: the
//! game is won by capturing every enemy king.

use super::{Castling, GameEntry, Spec};
use crate::geometry::Geometry;
use crate::piece::builtin_kinds::KING;
use crate::position::Variant;
use crate::tables::Zones;
use crate::variant::{Insufficient, NoProgress, Repetition, SeventhField, TurnRule, VariantId};

/// The reconstructed start array (RULES.md §5: the inventor's picture is
/// not preserved; this follows the text — pawn-free a- and h-files, pawn
/// columns on the b- and g-files). White's first turn is single (`s`).
pub const START: &str = "rnbqkbnr/rnbqkbnr/1pppppp1/1pppppp1/1p4p1/1p4p1/8/8/8/8/1P4P1/1P4P1/1PPPPPP1/1PPPPPP1/RNBQKBNR/RNBQKBNR w - - 0 1 s";

pub const ENTRY: GameEntry = GameEntry {
    id: "double-double",
    name: "Double Move Double Chess",
    short_name: "Double Move Double",
    summary: "Two armies each on an 8×16 board, two moves a turn and no check: capture both enemy kings.",
    options: &[],
    reconstructed: Some("The standard array is reconstructed from the inventor’s description; paste another position string to play a different one."),
    build: Some(|_| double_double()),
};

pub fn double_double() -> Variant {
    let chess = Spec::chess();
    Spec {
        id: VariantId::DOUBLE_DOUBLE,
        geometry: Geometry::rectangle(8, 16),
        start: START,
        turn_rule: TurnRule::Consecutive { moves: 2 },
        // Rule 1: the piece moved first may not go straight back unless it captured.
        return_barred: true,
        seventh: SeventhField::TurnKind,
        // Rule 2: no check; the game is won by capturing every enemy king.
        royal_check: false,
        extinction: Some(KING),
        // Rule 3: no double step, no en passant, no castling.
        zones: Zones::default(),
        en_passant: false,
        castling: Castling::None,
        // Rule 6: 50 turns by each side with no pawn move and no capture;
        // the draws are agreement and that rule only.
        no_progress: NoProgress { counts_turns: true, ..chess.no_progress },
        repetition: Repetition::Off,
        insufficient: Insufficient::Never,
        ..chess
    }
    .build()
}
