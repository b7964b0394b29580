//! Plain FIDE chess and the two games that keep its board and pieces:
//! Two-Prong Chess and Chess2. Their rules are their definitions in
//! `definition/built_in.ini`, written as code in `from_text.rs`; this
//! module holds what the table of games shows of them.

use super::{from_text, GameEntry, Spec};
use crate::variant::{GameOption, VariantId};

pub const CHESS: GameEntry = GameEntry {
    id: "chess",
    name: "Chess",
    short_name: "Chess",
    summary: "Plain FIDE chess — the base the other games are checked against.",
    options: &[],
    reconstructed: None,
    build: Some(|_| Spec::chess().build()),
};

/// Two-Prong Chess (John Whelan), RULES.md §1.
pub const TWO_PRONG: GameEntry = GameEntry {
    id: "two-prong",
    name: "Two-Prong Chess",
    short_name: "Two-Prong",
    summary: "Chess in which a turn may move two different pieces at once, both judged from the turn’s start.",
    options: &TWO_PRONG_OPTIONS,
    reconstructed: None,
    build: Some(|options| Spec { id: VariantId::TWO_PRONG, ..from_text::two_prong(options) }.build()),
};

/// Chess2, Revised Double Move Chess (Ted Larson Freeman), RULES.md §2.
pub const CHESS2: GameEntry = GameEntry {
    id: "chess2",
    name: "Chess2 (Revised Double Move Chess)",
    short_name: "Chess2",
    summary: "Two moves a turn — or one that checks, captures or promotes, and then the reply is a single move.",
    options: &[],
    reconstructed: None,
    build: Some(|options| Spec { id: VariantId::CHESS2, ..from_text::chess2(options) }.build()),
};

/// Two-Prong's options (RULES.md §1.10); the keys each sets are in
/// `definition/built_in_code.rs`.
pub const TWO_PRONG_OPTIONS: [GameOption; 2] = [
    GameOption {
        id: "collision",
        name: "With collision",
        description: "two halves whose paths cross, or pass through the other's destination, are illegal",
    },
    GameOption { id: "three-prong", name: "Three-Prong", description: "up to three pieces move per turn" },
];
