//! Chess on Two Boards (Joe Joyce): a 16×16 grid read as a 4×4 Big board of
//! 4×4 Little boards. Every move is made on one of the two boards; the King
//! Hold (and the optional Sibahi Little hold) restricts a king to one board.

use super::castle_mask;
use crate::geometry::Geometry;
use crate::piece::PieceKind::{self, *};
use crate::position::{Hold, PartInfo, Position};
use crate::square::Square;
use crate::tables::Tables;
use crate::variant::{Options, SeventhField, TurnRule, Variant, VariantId};

pub const KINDS: [PieceKind; 7] = [King, SlidingGeneral, Guard, Hero, Shaman, Elephant, Wazir];

/// RULES.md §4: the inventor's array survives only as a picture, so this one
/// is the project's reconstruction (kings on i1 and i16).
pub const START: &str = "ehaghasgksahgahe/wwwwwwwwwwwwwwww/16/16/16/16/16/16/16/16/16/16/16/16/\
WWWWWWWWWWWWWWWW/EHAGHASGKSAHGAHE w - - 0 1 -";

pub fn two_boards(options: Options) -> Variant {
    let geometry = Geometry::two_boards();
    let tables = Tables::build(&geometry, &KINDS, None);
    let castle_mask = castle_mask(&geometry, &[]);
    Variant {
        id: VariantId::TwoBoards,
        options,
        name: "Chess on Two Boards",
        kinds: KINDS.to_vec(),
        tables,
        start: START,
        // Wazirs replace pawns but never promote; nothing else is pawn-like.
        promotions: Vec::new(),
        castling: Vec::new(),
        castle_mask,
        turn_rule: TurnRule::Single,
        royal_check: true,
        en_passant: false,
        clock_counts_turns: false,
        // 100 consecutive moves without a capture; moving a Wazir is no progress.
        clock_limit: 100,
        clock_pawn_resets: false,
        seventh: SeventhField::KingHold,
        stalemate_wins: true,
        baring: true,
        king_hold: true,
        dual_rules: false,
        commutes: Vec::new(),
        // Only king against king is a dead draw.
        fide_insufficient: false,
        reconstructed_start: true,
        geometry,
    }
}

/// Big-board coordinates of a grid square (which 4×4 block it lies in).
pub fn big_of(geo: &Geometry, sq: Square) -> (u8, u8) {
    (geo.file_of(sq) / 4, geo.rank_of(sq) / 4)
}

/// Little-board coordinates of a grid square (its place inside its block).
pub fn little_of(geo: &Geometry, sq: Square) -> (u8, u8) {
    (geo.file_of(sq) % 4, geo.rank_of(sq) % 4)
}

/// Makes, breaks or replaces a King Hold after a king move.
///
/// Every move is on exactly one board, so the board a king used follows from
/// the move itself: a move inside one Big square is a Little-board move, any
/// other move a Big-board move. A hold is made by a king's Big move into the
/// enemy king's Big square (Sibahi: a Little move into the enemy king's Little
/// square) and broken only by the holding king moving on that same board. A
/// new hold replaces the old one.
pub(crate) fn after_move(pos: &mut Position, info: &PartInfo) {
    if info.piece.kind() != King {
        return;
    }
    let mover = info.piece.color();
    let geo = &pos.variant.geometry;
    let (from, to) = (info.mv.from, info.mv.to);
    let little_move = big_of(geo, from) == big_of(geo, to);
    let Some(enemy_king) = pos.royal_square(mover.other()) else {
        return;
    };
    let mut hold = match pos.hold() {
        // The mover was the holding king and left the board it held on.
        Hold::Big(held) if held != mover && !little_move => Hold::None,
        Hold::Little(held) if held != mover && little_move => Hold::None,
        other => other,
    };
    if !little_move && big_of(geo, to) == big_of(geo, enemy_king) {
        hold = Hold::Big(mover.other());
    } else if little_move && pos.variant.options.sibahi && little_of(geo, to) == little_of(geo, enemy_king) {
        hold = Hold::Little(mover.other());
    }
    if hold != pos.hold() {
        pos.set_hold(hold);
    }
}
