//! Plain FIDE chess and the two games that keep its board and pieces:
//! Two-Prong Chess and Chess2, each built from its definition: the
//! built-in `chess` and `definition/built_in.ini`, which list only what
//! differs from chess.

use super::GameEntry;
use crate::definition::play::built_in;
use crate::position::Variant;
use crate::variant::{GameOption, Options, VariantId};

pub const CHESS: GameEntry = GameEntry {
    id: "chess",
    name: "Chess",
    summary: "Plain FIDE chess — the base the other games are checked against.",
    options: &[],
    reconstructed: None,
    build: Some(|_| built_in(VariantId::CHESS, Options::default(), "")),
};

pub const TWO_PRONG: GameEntry = GameEntry {
    id: "two-prong",
    name: "Two-Prong Chess",
    summary: "Chess in which a turn may move two different pieces at once, both judged from the turn’s start.",
    options: &TWO_PRONG_OPTIONS,
    reconstructed: None,
    build: Some(two_prong),
};

pub const CHESS2: GameEntry = GameEntry {
    id: "chess2",
    name: "Chess2 (Revised Double Move Chess)",
    summary: "Two moves a turn — or one that checks, captures or promotes, and then the reply is a single move.",
    options: &[],
    reconstructed: None,
    build: Some(|_| chess2()),
};

/// Two-Prong's options (RULES.md §1.10).
pub const TWO_PRONG_OPTIONS: [GameOption; 2] = [
    GameOption {
        id: "collision",
        name: "With collision",
        description: "two halves whose paths cross, or pass through the other's destination, are illegal",
    },
    GameOption { id: "three-prong", name: "Three-Prong", description: "up to three pieces move per turn" },
];

/// Two-Prong Chess (John Whelan), RULES.md §1: its definition
/// (`definition/built_in.ini`), its options as keys.
pub fn two_prong(options: Options) -> Variant {
    let mut keys = String::new();
    if options.has("three-prong") {
        keys.push_str("movesPerTurn = 3\n");
    }
    if options.has("collision") {
        keys.push_str("collision = true\n");
    }
    built_in(VariantId::TWO_PRONG, options, &keys)
}

/// Chess2, Revised Double Move Chess (Ted Larson Freeman), RULES.md §2:
/// its definition (`definition/built_in.ini`).
pub fn chess2() -> Variant {
    built_in(VariantId::CHESS2, Options::default(), "")
}
