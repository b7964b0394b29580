//! Marseillais Chess (Le Soleil, 1925; balanced by Robert Bruce, 1963),
//! docs/rules/marseillais.md: chess with two moves a turn, each legal where
//! it is played; a check on the first move ends the turn. The balanced form
//! (White's first turn one move) is the default, the original an option.
//! Its rules are its definition in `definition/built_in.ini`, written as
//! code in `from_text.rs`.

use super::{from_text, GameEntry, Spec};
use crate::variant::{GameOption, VariantId};

/// The original form: White's first turn is two moves too (the key it sets
/// is in `definition/built_in_code.rs`).
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
    build: Some(|options| Spec { id: VariantId::MARSEILLAIS, ..from_text::marseillais(options) }.build()),
};
