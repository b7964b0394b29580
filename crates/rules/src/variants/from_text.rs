//! The built-in games on chess's board, as their definitions say them
//! (`definition/built_in.ini`): written from that text by
//! `definition/built_in_code.rs` (do not edit here; edit the text, then
//! `TWOFOLD_WRITE_BUILT_IN=1 cargo test -p twofold-rules built_in_code`).
//! Each states only how it differs from chess, and what each option changes.

use super::Spec;
use crate::variant::{Insufficient, NoProgress, Options, Repetition, SeventhField, TurnRule};

/// `[two-prong]`.
#[allow(unused_mut, unused_variables, clippy::let_and_return)]
pub(super) fn two_prong(options: Options) -> Spec {
    let chess = Spec::chess();
    let mut spec = Spec {
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
        turn_rule: TurnRule::Simultaneous { max: 2 },
        seventh: SeventhField::TurnKind,
        insufficient: Insufficient::KingVsKing,
        no_progress: NoProgress { counts_turns: true, limit: 100, ..chess.no_progress },
        options,
        ..chess
    };
    // collision = true
    if options.has("collision") {
        spec.collision = true;
    }
    // movesPerTurn = 3
    if options.has("three-prong") {
        spec.turn_rule = TurnRule::Simultaneous { max: 3 };
    }
    spec
}

/// `[chess2]`.
#[allow(unused_mut, unused_variables, clippy::let_and_return)]
pub(super) fn chess2(options: Options) -> Spec {
    let chess = Spec::chess();
    let mut spec = Spec {
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
        turn_rule: TurnRule::Conditional,
        seventh: SeventhField::TurnKind,
        repetition: Repetition::AfterEveryMove,
        insufficient: Insufficient::KingVsKing,
        options,
        ..chess
    };
    spec
}

/// `[marseillais]`.
#[allow(unused_mut, unused_variables, clippy::let_and_return)]
pub(super) fn marseillais(options: Options) -> Spec {
    let chess = Spec::chess();
    let mut spec = Spec {
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
        turn_rule: TurnRule::Consecutive { moves: 2 },
        check_ends_turn: true,
        seventh: SeventhField::TurnKind,
        options,
        ..chess
    };
    // firstTurnMoves = 2
    if options.has("unbalanced") {
        spec.start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 d";
    }
    spec
}
