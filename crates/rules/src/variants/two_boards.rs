//! Chess on Two Boards (Joe Joyce), RULES.md §4: a 16×16 grid read as a 4×4
//! Big board of 4×4 Little boards. Every move is made on one of the two
//! boards; the King Hold (and the optional Sibahi Little hold) keeps a king
//! to one board.

use super::{Castling, GameEntry, Spec};
use crate::error::PositionIssue;
use crate::error::{Field, PositionError};
use crate::geometry::Geometry;
use crate::piece::builtin_kinds::*;
use crate::piece::{PieceKind, PieceTable};
use crate::position::{Hold, PartInfo, Position};
use crate::position::{Hooks, Variant};
use crate::tables::Zones;
use crate::variant::{GameOption, Insufficient, KindSet, NoProgress, Options, SeventhField, Stalemate, VariantId};

pub const KINDS: [PieceKind; 7] = [KING, SLIDING_GENERAL, GUARD, HERO, SHAMAN, ELEPHANT, WAZIR];

/// RULES.md §4: the inventor's array survives only as a picture, so this one
/// is the project's reconstruction (kings on i1 and i16).
pub const START: &str = "ehaghasgksahgahe/wwwwwwwwwwwwwwww/16/16/16/16/16/16/16/16/16/16/16/16/\
WWWWWWWWWWWWWWWW/EHAGHASGKSAHGAHE w - - 0 1 -";

pub const OPTIONS: [GameOption; 1] =
    [GameOption { id: "sibahi", name: "Sibahi hold", description: "the King Hold also works on the Little board" }];

pub const ENTRY: GameEntry = GameEntry {
    id: "two-boards",
    name: "Chess on Two Boards",
    short_name: "Two Boards",
    summary: "A 16×16 grid of Big and Little squares: every move is on the Big board or on a Little one; bare, mate or stalemate the king.",
    options: &OPTIONS,
    reconstructed: Some("The standard array is reconstructed (the inventor shows it only as a picture); paste another position string to play a different one."),
    build: Some(two_boards),
};

pub fn two_boards(options: Options) -> Variant {
    let chess = Spec::chess();
    Spec {
        id: VariantId::TWO_BOARDS,
        options,
        geometry: Geometry::two_boards(),
        pieces: PieceTable::builtin(&KINDS),
        start: START,
        // Wazirs replace pawns but never promote; nothing else is pawn-like.
        promotions: [Vec::new(), Vec::new()],
        zones: Zones::default(),
        castling: Castling::None,
        en_passant: false,
        // 100 consecutive moves without a capture; moving a Wazir is no progress.
        no_progress: NoProgress { reset_by: KindSet::EMPTY, ..chess.no_progress },
        seventh: SeventhField::KingHold,
        stalemate: Stalemate::Loss,
        baring: true,
        // Only king against king is a dead draw.
        insufficient: Insufficient::KingVsKing,
        hooks: Hooks { after_king_move: Some(after_king_move), validate: Some(validate), ..Hooks::default() },
        ..chess
    }
    .build()
}

/// Makes, breaks or replaces a King Hold after a king move.
///
/// Every move is on exactly one board, so the board a king used follows from
/// the move itself: a move inside one Big square is a Little-board move, any
/// other move a Big-board move. A hold is made by a king's Big move into the
/// enemy king's Big square (Sibahi: a Little move into the enemy king's Little
/// square) and broken only by the holding king moving on that same board. A
/// new hold replaces the old one.
fn after_king_move(pos: &mut Position, info: &PartInfo) {
    let (Some(from), Some(to)) = (info.mv.origin(), info.mv.destination()) else {
        return;
    };
    let mover = info.piece.color();
    let geo = &pos.variant().geometry;
    let little_move = geo.big_square(from) == geo.big_square(to);
    let Some(enemy_king) = pos.royal_square(mover.other()) else {
        return;
    };
    let mut hold = match pos.hold() {
        // The mover was the holding king and left the board it held on.
        Hold::Big(held) if held != mover && !little_move => Hold::None,
        Hold::Little(held) if held != mover && little_move => Hold::None,
        other => other,
    };
    if !little_move && geo.big_square(to) == geo.big_square(enemy_king) {
        hold = Hold::Big(mover.other());
    } else if little_move
        && pos.variant().options.has("sibahi")
        && geo.little_square(to) == geo.little_square(enemy_king)
    {
        hold = Hold::Little(mover.other());
    }
    if hold != pos.hold() {
        pos.set_hold(hold);
    }
}

/// A hold read from a position string: the game has it (the Little hold is
/// the Sibahi option), both kings stand, and they share the held board's square.
fn validate(pos: &Position, problems: &mut Vec<PositionError>) {
    let (held, big) = match pos.hold() {
        Hold::None => return,
        Hold::Big(c) => (c, true),
        Hold::Little(c) => (c, false),
    };
    let mut problem = |issue| problems.push(PositionError { field: Field::Seventh, issue });
    if !big && !pos.variant().options.has("sibahi") {
        return problem(PositionIssue::HoldNotInGame);
    }
    let (Some(a), Some(b)) = (pos.royal_square(held), pos.royal_square(held.other())) else {
        return problem(PositionIssue::HoldNeedsBothKings);
    };
    let geo = &pos.variant().geometry;
    let shared =
        if big { geo.big_square(a) == geo.big_square(b) } else { geo.little_square(a) == geo.little_square(b) };
    if !shared {
        problem(PositionIssue::HoldKingsApart { held, big });
    }
}
