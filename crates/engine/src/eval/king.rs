//! King safety: shelter (own pieces next to the king) and tropism (enemy
//! pieces close to it). Applies to games with check and to Double Move Double
//! Chess, where both kings are targets that can be captured. Scaled by the
//! game phase: it matters while the enemy still has pieces to attack with.
//! In chess also the attack: enemy pieces that reach the squares around the
//! king (counted with the mobility, which finds where each piece can go).

use twofold_rules::{Bits256, Color, Piece, PieceKind, Position, Square, Variant};

/// For each square, the squares within three files and three ranks of it:
/// where an enemy piece near a king counts against it (`safety`'s
/// tropism). Built once per game, so the evaluation visits only the pieces
/// near each king instead of measuring its distance to every enemy piece
/// (a quarter of Double Move Double Chess's search, with two kings a side).
pub struct NearKing(Vec<Bits256>);

impl NearKing {
    pub fn new(v: &Variant) -> NearKing {
        let geo = &v.geometry;
        let n = geo.square_count();
        let near = (0..n)
            .map(|k| {
                let (kf, kr) = (k % geo.width as usize, k / geo.width as usize);
                let mut set = Bits256::EMPTY;
                for s in 0..n {
                    let (f, r) = (s % geo.width as usize, s / geo.width as usize);
                    if f.abs_diff(kf) <= 3 && r.abs_diff(kr) <= 3 {
                        set.insert(Square(s as u8));
                    }
                }
                set
            })
            .collect();
        NearKing(near)
    }
}

/// King safety of `color`: positive is good for `color`. `near`: the
/// tropism's squares when it counts (`None`: no tropism).
pub fn safety(pos: &Position, color: Color, kings: &[Square], weight: i32, near: Option<&NearKing>) -> i32 {
    if weight == 0 || kings.is_empty() {
        return 0;
    }
    let v = pos.variant();
    let geo = &v.geometry;
    let king = Piece::new(color, PieceKind::KING);
    let mut total = 0;
    for &k in kings {
        let mut shelter = 0;
        for &s in v.tables.both(king, k) {
            if let Some(p) = pos.piece_at(s).filter(|p| p.color() == color) {
                shelter += if v.tables.is_pawn_like(p.kind()) { 10 } else { 4 };
            }
        }
        total += shelter.min(30);
        if let Some(near) = near {
            let (kf, kr) = (geo.file_of(k) as i32, geo.rank_of(k) as i32);
            super::each_square::for_each_square(&pos.occupied_by(color.other()).intersect(&near.0[k.index()]), |s| {
                let Some(p) = pos.piece_at(s) else { return };
                if v.tables.is_pawn_like(p.kind()) || p.kind() == PieceKind::KING {
                    return;
                }
                let d = (geo.file_of(s) as i32 - kf).abs().max((geo.rank_of(s) as i32 - kr).abs());
                if d <= 3 {
                    let heavy = if matches!(p.kind(), PieceKind::QUEEN | PieceKind::MARSHALL | PieceKind::CARDINAL) {
                        2
                    } else {
                        1
                    };
                    total -= (4 - d) * 6 * heavy;
                }
            });
        }
    }
    total * weight / 100
}

/// Centipawns per square around the enemy king (or its own) that a piece of
/// `kind` can go to.
#[inline]
pub fn attack_weight(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::KNIGHT | PieceKind::BISHOP => 30,
        PieceKind::ROOK => 60,
        PieceKind::QUEEN => 120,
        _ => 0,
    }
}

/// Percent of the attack that counts, by the number of pieces joining it:
/// a lone piece rarely mates, several together often do.
const JOINED: [i32; 8] = [0, 0, 50, 75, 88, 94, 97, 99];

/// The attack on a king: `units` (the sum of [`attack_weight`] over the
/// squares reached) from `attackers` pieces.
#[inline]
pub fn attack(units: i32, attackers: usize) -> i32 {
    units * JOINED[attackers.min(JOINED.len() - 1)] / 100
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_attack_counts_only_when_pieces_join_it() {
        assert_eq!(attack(attack_weight(PieceKind::QUEEN) * 3, 1), 0);
        assert_eq!(attack(2 * attack_weight(PieceKind::QUEEN) + attack_weight(PieceKind::KNIGHT), 2), 135);
        assert!(attack(300, 4) > attack(300, 3));
        // However many join, never more than the squares' weights.
        assert_eq!(attack(100, 40), 99);
    }

    #[test]
    fn the_squares_near_a_king_reach_three_files_and_ranks() {
        let v = Variant::get(twofold_rules::VariantId::DOUBLE_DOUBLE, twofold_rules::Options::default()).unwrap();
        let near = NearKing::new(v);
        let count = |file: u8, rank: u8| near.0[v.geometry.square(file, rank).index()].iter().count();
        // 8 files, 16 ranks: a corner sees 4×4, the middle 7×7, an edge
        // file's middle 4×7.
        assert_eq!((count(0, 0), count(3, 7), count(0, 7)), (16, 49, 28));
        // A black knight on g6 bears on a white king on e8 (2 away: -12) and
        // not on one on a8 (6 away).
        let fen = "4k3/8/8/8/8/8/8/8/8/8/6n1/8/8/8/8/4K2K w - - 0 1 d";
        let pos = Position::from_fen(v, fen).unwrap();
        let tropism = |file: u8, rank: u8| {
            let k = [v.geometry.square(file, rank)];
            safety(&pos, Color::White, &k, 100, Some(&near)) - safety(&pos, Color::White, &k, 100, None)
        };
        assert_eq!((tropism(4, 7), tropism(0, 7)), (-12, 0));
    }
}
