//! Marseillais Chess (Le Soleil, 1925; balanced by Robert Bruce, 1963),
//! docs/rules/marseillais.md: chess with two moves a turn, each legal where
//! it is played; a check on the first move ends the turn. The balanced form
//! (White's first turn one move) is the default, the original an option.

use super::{GameEntry, Spec};
use crate::position::Variant;
use crate::variant::{GameOption, Options, SeventhField, TurnRule, VariantId};

/// The balanced start: White's first turn is one move (`s`).
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s";
/// The original start: White's first turn is two moves too (`d`).
pub const ORIGINAL_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 d";

pub const OPTIONS: [GameOption; 1] = [GameOption {
    id: "unbalanced",
    name: "Original (unbalanced)",
    description: "White's first turn is two moves too, as in the 1925 rules",
}];

pub const ENTRY: GameEntry = GameEntry {
    id: "marseillais",
    name: "Marseillais Chess",
    short_name: "Marseillais",
    summary: "Two moves a turn (White’s first turn one); a check on the first move ends the turn.",
    options: &OPTIONS,
    reconstructed: None,
    build: Some(marseillais),
};

pub fn marseillais(options: Options) -> Variant {
    Spec {
        id: VariantId::MARSEILLAIS,
        options,
        start: if options.has("unbalanced") { ORIGINAL_START } else { START },
        turn_rule: TurnRule::Consecutive { moves: 2 },
        check_ends_turn: true,
        seventh: SeventhField::TurnKind,
        // Everything else is chess's: castling is one move, en passant (both
        // double steps of the opponent's turn, RULES of the pair turn), the
        // 100-move rule, repetition at turn starts, FIDE's dead positions.
        ..Spec::chess()
    }
    .build()
}
