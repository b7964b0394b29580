//! One small module per game: its board, pieces, start position, turn rule
//! and rule switches. Adding a game is adding a module and a line in `build`.

pub(crate) mod double_double;
pub(crate) mod dual_chess;
mod fide;
pub(crate) mod two_boards;

use crate::error::RulesError;
use crate::geometry::Geometry;
use crate::variant::{CastlingRule, Options, Variant, VariantId};

pub use fide::standard_castling;

pub(crate) fn build(id: VariantId, options: Options) -> Result<Variant, RulesError> {
    match id {
        VariantId::Chess => Ok(fide::chess()),
        VariantId::TwoProng => Ok(fide::two_prong(options)),
        VariantId::Chess2 => Ok(fide::chess2()),
        VariantId::DualChess => Ok(dual_chess::dual_chess()),
        VariantId::DoubleDouble => Ok(double_double::double_double()),
        VariantId::TwoBoards => Ok(two_boards::two_boards(options)),
    }
}

/// Castling rights each square takes away when a piece leaves or enters it.
pub(crate) fn castle_mask(geo: &Geometry, rules: &[CastlingRule]) -> Vec<u8> {
    let mut mask = vec![0u8; geo.square_count()];
    for r in rules {
        mask[r.rook_from.index()] |= r.bit;
        let same_color: u8 = rules.iter().filter(|o| o.color == r.color).map(|o| o.bit).fold(0, |a, b| a | b);
        mask[r.king_from.index()] |= same_color;
    }
    mask
}
