//! Plain FIDE chess and the two games that keep its board and pieces:
//! Two-Prong Chess and Chess2. Each lists only what differs from chess.

use super::{GameEntry, Spec};
use crate::position::Variant;
use crate::variant::{GameOption, Insufficient, NoProgress, Options, Repetition, SeventhField, TurnRule, VariantId};

pub const CHESS: GameEntry = GameEntry {
    id: "chess",
    name: "Chess",
    short_name: "Chess",
    summary: "Plain FIDE chess — the base the other games are checked against.",
    options: &[],
    reconstructed: None,
    build: Some(|_| Spec::chess().build()),
};

pub const TWO_PRONG: GameEntry = GameEntry {
    id: "two-prong",
    name: "Two-Prong Chess",
    short_name: "Two-Prong",
    summary: "Chess in which a turn may move two different pieces at once, both judged from the turn’s start.",
    options: &TWO_PRONG_OPTIONS,
    reconstructed: None,
    build: Some(two_prong),
};

pub const CHESS2: GameEntry = GameEntry {
    id: "chess2",
    name: "Chess2 (Revised Double Move Chess)",
    short_name: "Chess2",
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

/// Two-Prong Chess (John Whelan), RULES.md §1.
pub fn two_prong(options: Options) -> Variant {
    let chess = Spec::chess();
    Spec {
        id: VariantId::TWO_PRONG,
        options,
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
        turn_rule: TurnRule::Simultaneous { max: if options.has("three-prong") { 3 } else { 2 } },
        collision: options.has("collision"),
        seventh: SeventhField::TurnKind,
        // §1.8: 100 consecutive turns (50 by each side); king against king only.
        no_progress: NoProgress { counts_turns: true, ..chess.no_progress },
        insufficient: Insufficient::KingVsKing,
        ..chess
    }
    .build()
}

/// Chess2, Revised Double Move Chess (Ted Larson Freeman), RULES.md §2.
pub fn chess2() -> Variant {
    Spec {
        id: VariantId::CHESS2,
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
        turn_rule: TurnRule::Conditional,
        seventh: SeventhField::TurnKind,
        // §2.7: every position after every move counts; king against king only.
        repetition: Repetition::AfterEveryMove,
        insufficient: Insufficient::KingVsKing,
        ..Spec::chess()
    }
    .build()
}
