//! Plain FIDE chess and the two games that keep its board and pieces:
//! Two-Prong Chess and Chess2. Each lists only what differs from chess.

use super::Spec;
use crate::variant::{
    GameOption, Insufficient, NoProgress, Options, Repetition, SeventhField, TurnRule, Variant, VariantId,
};

pub fn chess() -> Variant {
    Spec::chess().build()
}

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
        id: VariantId::TwoProng,
        name: "Two-Prong Chess",
        options,
        offered: &TWO_PRONG_OPTIONS,
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
        turn_rule: TurnRule::Simultaneous { max: if options.three_prong { 3 } else { 2 } },
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
        id: VariantId::Chess2,
        name: "Chess2 (Revised Double Move Chess)",
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
