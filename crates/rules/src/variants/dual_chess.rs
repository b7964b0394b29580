//! Dual Chess (Antoine Fourrière): special moves and after-effects.
//! (The variant itself is added in its own issue.)

use crate::moves::{Move, MoveList};
use crate::piece::{Piece, PieceKind};
use crate::position::{PartInfo, Position};

/// Corner commutes, the guard flip and the Pawn of Camel's actions.
pub(crate) fn special_moves(_pos: &Position, _list: &mut MoveList) {}

/// Applies a flip or a Pawn of Camel action.
pub(crate) fn apply_special(pos: &mut Position, m: Move) -> PartInfo {
    let piece = pos.piece_at(m.from).unwrap_or(Piece::new(pos.side_to_move(), PieceKind::PawnOfCamel));
    PartInfo { mv: m, piece, captured: None }
}

/// Guard morph and the lapse of a pending flip.
pub(crate) fn after_move(_pos: &mut Position, _info: &PartInfo) {}
