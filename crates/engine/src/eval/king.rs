//! King safety: shelter (own pieces next to the king) and tropism (enemy
//! pieces close to it). Applies to games with check and to Double Move Double
//! Chess, where both kings are targets that can be captured. Scaled by the
//! game phase: it matters while the enemy still has pieces to attack with.

use twofold_rules::{Color, Piece, PieceKind, Position, Square};

/// King safety of `color`: positive is good for `color`.
pub fn safety(pos: &Position, color: Color, kings: &[Square], weight: i32, tropism: bool) -> i32 {
    if weight == 0 || kings.is_empty() {
        return 0;
    }
    let v = pos.variant();
    let geo = &v.geometry;
    let king = Piece::new(color, PieceKind::King);
    let mut total = 0;
    for &k in kings {
        let mut shelter = 0;
        for &s in v.tables.both(king, k) {
            if let Some(p) = pos.piece_at(s).filter(|p| p.color() == color) {
                shelter += if p.kind().is_pawn_like() { 10 } else { 4 };
            }
        }
        total += shelter.min(30);
        if tropism {
            let (kf, kr) = (geo.file_of(k) as i32, geo.rank_of(k) as i32);
            for s in pos.occupied_by(color.other()).iter() {
                let Some(p) = pos.piece_at(s) else { continue };
                if p.kind().is_pawn_like() || p.kind() == PieceKind::King {
                    continue;
                }
                let d = (geo.file_of(s) as i32 - kf).abs().max((geo.rank_of(s) as i32 - kr).abs());
                if d <= 3 {
                    let heavy = if matches!(p.kind(), PieceKind::Queen | PieceKind::Marshall | PieceKind::Cardinal) {
                        2
                    } else {
                        1
                    };
                    total -= (4 - d) * 6 * heavy;
                }
            }
        }
    }
    total * weight / 100
}
