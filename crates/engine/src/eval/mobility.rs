//! Mobility: a piece that can go to more squares now (empty or enemy) is
//! worth more than the same piece hemmed in. Counted only in the games with
//! one-word tables (chess, Two-Prong Chess, Chess2), where a piece's
//! targets are a mask and a first-blocker scan away; on the larger boards
//! the piece-square tables' reach on the empty board stands in for it.

use twofold_rules::bitboards::{word, Bitboards};
use twofold_rules::piece::PIECE_INDEX_COUNT;
use twofold_rules::{Color, Piece, PieceKind, Position, Square, Variant};

/// Centipawns per square of mobility above the kind's usual count.
fn weight(kind: PieceKind) -> (i32, u32) {
    match kind {
        PieceKind::KNIGHT => (4, 4),
        PieceKind::BISHOP => (5, 6),
        PieceKind::ROOK => (3, 6),
        PieceKind::QUEEN => (2, 12),
        _ => (0, 0),
    }
}

pub struct Mobility {
    bitboards: Option<&'static Bitboards>,
    /// Per piece (by `Piece::index`): its [`weight`] and its slide
    /// directions, looked up once rather than at every piece evaluated.
    kinds: [(i32, i32, u8); PIECE_INDEX_COUNT],
}

impl Mobility {
    pub fn new(variant: &'static Variant) -> Mobility {
        let kinds = std::array::from_fn(|i| {
            let kind = Piece::from_index(i).expect("every index below the count is a piece").kind();
            let (w, usual) = weight(kind);
            (w, usual as i32, variant.tables.slide_dirs(kind))
        });
        Mobility { bitboards: variant.bitboards(), kinds }
    }

    /// Does this game count mobility?
    #[inline]
    pub fn counted(&self) -> bool {
        self.bitboards.is_some()
    }

    /// The mobility score of `piece` on `sq` and the squares it can go to
    /// now (empty or enemy; none where not counted).
    #[inline]
    pub fn reach(&self, pos: &Position, piece: Piece, sq: Square) -> (i32, u64) {
        let own = word(pos.occupied_by(piece.color()));
        self.reach_among(piece, sq, own, own | word(pos.occupied_by(piece.color().other())))
    }

    /// [`Self::reach`] with the squares of the piece's side (`own`) and of
    /// both (`occupied`) given.
    #[inline]
    pub fn reach_among(&self, piece: Piece, sq: Square, own: u64, occupied: u64) -> (i32, u64) {
        let Some(bb) = self.bitboards else { return (0, 0) };
        let (w, usual, dirs) = self.kinds[piece.index()];
        if w == 0 {
            return (0, 0);
        }
        let mut targets = bb.both(piece, sq);
        if dirs != 0 {
            targets |= bb.slide_targets(sq, dirs, occupied);
        }
        let targets = targets & !own;
        (w * (targets.count_ones() as i32 - usual), targets)
    }

    /// The squares next to `color`'s royal king and its own (none where
    /// mobility is not counted or there is no royal king).
    #[inline]
    pub fn king_zone(&self, pos: &Position, color: Color) -> u64 {
        let (Some(bb), Some(k)) = (self.bitboards, pos.royal_square(color)) else { return 0 };
        bb.both(Piece::new(color, PieceKind::KING), k) | 1 << k.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use twofold_rules::{Options, VariantId};

    fn position(id: VariantId, fen: &str) -> Position {
        Position::from_fen(Variant::get(id, Options::default()).unwrap(), fen).unwrap()
    }

    #[test]
    fn a_free_piece_scores_more_than_a_hemmed_in_one() {
        let pos = position(VariantId::CHESS, "4k3/8/8/8/3N4/8/1P6/N3K3 w - - 0 1");
        let m = Mobility::new(pos.variant());
        let knight = Piece::new(Color::White, PieceKind::KNIGHT);
        let sq = |name| pos.variant().geometry.parse_square(name).unwrap();
        // d4: eight squares; a1: c2 only (b3 is free too, so two).
        assert_eq!(m.reach(&pos, knight, sq("d4")).0, 4 * (8 - 4));
        assert_eq!(m.reach(&pos, knight, sq("a1")).0, 4 * (2 - 4));
        // A rook boxed in by its own pieces counts no square.
        let pos = position(VariantId::CHESS, "4k3/8/8/8/8/8/P7/RN2K3 w - - 0 1");
        let rook = Piece::new(Color::White, PieceKind::ROOK);
        assert_eq!(Mobility::new(pos.variant()).reach(&pos, rook, sq("a1")).0, 3 * (0 - 6));
    }

    #[test]
    fn counted_only_where_the_one_word_tables_are() {
        for (id, counted) in [
            (VariantId::CHESS, true),
            (VariantId::TWO_PRONG, true),
            (VariantId::CHESS2, true),
            (VariantId::DUAL_CHESS, false),
            (VariantId::TWO_BOARDS, false),
            (VariantId::DOUBLE_DOUBLE, false),
        ] {
            let v = Variant::get(id, Options::default()).unwrap();
            assert_eq!(Mobility::new(v).counted(), counted, "{id:?}");
        }
    }
}
