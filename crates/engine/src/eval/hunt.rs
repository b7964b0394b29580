//! Chess on Two Boards: terms that drive a game towards its end. The game has
//! no pawns to promote and 32 pieces a side, so material alone leaves the
//! engines shuffling until the no-progress rule or the match cap. These terms
//! reward what wins there: pieces close to the enemy king (mate, stalemate —
//! which wins — and the King Hold all need them), a cornered enemy king, and,
//! for the side ahead, trading down towards baring.

use twofold_rules::{Color, Piece, PieceKind, Position, Square};

/// Side of a Big square (and of the Little board) in grid squares.
const CELL: i32 = 4;

/// King moves from `a` to `b` on Two Boards: the Big steps plus the Little
/// steps (each board's distance is a king's distance on a 4×4 board).
#[inline]
pub fn king_distance(width: u8, a: Square, b: Square) -> i32 {
    let w = width as i32;
    let (af, ar) = (a.index() as i32 % w, a.index() as i32 / w);
    let (bf, br) = (b.index() as i32 % w, b.index() as i32 / w);
    let big = (af / CELL - bf / CELL).abs().max((ar / CELL - br / CELL).abs());
    let little = (af % CELL - bf % CELL).abs().max((ar % CELL - br % CELL).abs());
    big + little
}

/// Pressure of `color`'s pieces on the enemy king at `target`: each piece
/// within five king moves counts, more the closer it is. `king_weight`: how
/// much the own king counts (more when it should join the hunt).
pub fn pressure(pos: &Position, color: Color, target: Square, king_weight: i32) -> i32 {
    let width = pos.variant().geometry.width;
    let mut total = 0;
    for s in pos.occupied_by(color).iter() {
        let Some(p) = pos.piece_at(s) else { continue };
        let weight = match p.kind() {
            PieceKind::King => king_weight,
            PieceKind::Wazir => 1,
            _ => 2,
        };
        total += (6 - king_distance(width, s, target)).max(0) * weight;
    }
    total
}

/// Squares next to the king at `k` (on either board) that are empty: a king
/// with few of them is close to mate or stalemate (which wins here).
pub fn king_room(pos: &Position, color: Color, k: Square) -> i32 {
    let king = Piece::new(color, PieceKind::King);
    pos.variant().tables.both(king, k).iter().filter(|&&s| pos.piece_at(s).is_none()).count() as i32
}

/// Bonus for the side with the material lead: larger the fewer pieces the
/// loser has left (a lone king is bared and loses), scaled by the lead so
/// that it is continuous and a small edge does not force trades.
pub fn trade_down(lead: i32, loser_pieces: i32, start_pieces: i32) -> i32 {
    let lead = lead.clamp(0, 800);
    lead * (start_pieces - loser_pieces).max(0) * 24 / 800
}

/// Before the endgame, a side ahead by more than this (cp) chases the
/// enemy's pieces (`chase`) once the no-progress counter reaches
/// `STALLING_FROM` moves: level 4 against level 3 drew 20 of 40 games
/// without it, mostly by the no-progress rule, and 8 of 40 with it
/// (docs/engine.md).
pub const STALLING_LEAD: i32 = 100;
/// See `STALLING_LEAD`.
pub const STALLING_FROM: u32 = 40;

/// For a side far ahead against a few pieces: its pieces close in on the
/// enemy's remaining pieces besides the king (capturing them bares the king).
pub fn chase(pos: &Position, color: Color) -> i32 {
    let width = pos.variant().geometry.width;
    let mut total = 0;
    for t in pos.occupied_by(color.other()).iter() {
        if pos.piece_at(t).is_none_or(|p| p.kind() == PieceKind::King) {
            continue;
        }
        let nearest = pos
            .occupied_by(color)
            .iter()
            .filter(|&s| pos.piece_at(s).is_some_and(|p| p.kind() != PieceKind::King))
            .map(|s| king_distance(width, s, t))
            .min()
            .unwrap_or(6);
        total += (6 - nearest).max(0) * 8;
    }
    total
}
