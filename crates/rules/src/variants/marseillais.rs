//! Marseillais Chess (Le Soleil, 1925; balanced by Robert Bruce, 1963),
//! docs/rules/marseillais.md: chess with two moves a turn, each legal where
//! it is played; a check on the first move ends the turn. The balanced form
//! (White's first turn one move) is the default, the original an option.

use super::GameEntry;
use crate::definition::play::built_in;
use crate::position::Variant;
use crate::variant::{GameOption, Options, VariantId};

pub const OPTIONS: [GameOption; 1] = [GameOption {
    id: "unbalanced",
    name: "Original (unbalanced)",
    description: "White's first turn is two moves too, as in the 1925 rules",
}];

pub const ENTRY: GameEntry = GameEntry {
    id: "marseillais",
    name: "Marseillais Chess",
    summary: "Two moves a turn (White’s first turn one); a check on the first move ends the turn.",
    options: &OPTIONS,
    reconstructed: None,
    build: Some(marseillais),
};

/// Built from its definition (`definition/built_in.ini`); the original
/// rules' first turn of two moves as a key.
pub fn marseillais(options: Options) -> Variant {
    let keys = if options.has("unbalanced") { "firstTurnMoves = 2\n" } else { "" };
    built_in(VariantId::MARSEILLAIS, options, keys)
}
