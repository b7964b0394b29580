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
    cell_distance(cell(width, a), cell(width, b))
}

/// A square's Big file and rank, and its file and rank inside its Big square.
fn cell(width: u8, sq: Square) -> [i32; 4] {
    let (f, r) = file_rank(width, sq);
    [f / CELL, r / CELL, f % CELL, r % CELL]
}

/// [`king_distance`] between two squares given as [`cell`]s.
#[inline]
fn cell_distance(a: [i32; 4], b: [i32; 4]) -> i32 {
    let big = (a[0] - b[0]).abs().max((a[1] - b[1]).abs());
    let little = (a[2] - b[2]).abs().max((a[3] - b[3]).abs());
    big + little
}

/// Per square its [`cell`], so that [`king_distance`] needs no division at
/// every piece of every evaluation.
pub struct Cells(Vec<[i32; 4]>);

impl Cells {
    pub fn new(width: u8, squares: usize) -> Cells {
        Cells((0..squares).map(|i| cell(width, Square(i as u8))).collect())
    }

    /// [`king_distance`] from `a` to `b`.
    #[inline]
    pub fn distance(&self, a: Square, b: Square) -> i32 {
        cell_distance(self.0[a.index()], self.0[b.index()])
    }
}

/// Pressure of `color`'s pieces on the enemy king at `target`: each piece
/// within five king moves counts, more the closer it is. `king_weight`: how
/// much the own king counts (more when it should join the hunt).
pub fn pressure(pos: &Position, cells: &Cells, color: Color, target: Square, king_weight: i32) -> i32 {
    let mut total = 0;
    super::each_square::for_each_square(&pos.occupied_by(color), |s| {
        let Some(p) = pos.piece_at(s) else { return };
        let weight = match p.kind() {
            PieceKind::KING => king_weight,
            PieceKind::WAZIR => 1,
            _ => 2,
        };
        total += (6 - cells.distance(s, target)).max(0) * weight;
    });
    total
}

/// Squares next to the king at `k` (on either board) that are empty: a king
/// with few of them is close to mate or stalemate (which wins here).
pub fn king_room(pos: &Position, color: Color, k: Square) -> i32 {
    let king = Piece::new(color, PieceKind::KING);
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
        if pos.piece_at(t).is_none_or(|p| p.kind() == PieceKind::KING) {
            continue;
        }
        let nearest = pos
            .occupied_by(color)
            .iter()
            .filter(|&s| pos.piece_at(s).is_some_and(|p| p.kind() != PieceKind::KING))
            .map(|s| king_distance(width, s, t))
            .min()
            .unwrap_or(6);
        total += (6 - nearest).max(0) * 8;
    }
    total
}

/// Grid file and rank of `s`, from 0.
#[inline]
fn file_rank(width: u8, s: Square) -> (i32, i32) {
    let w = width as i32;
    (s.index() as i32 % w, s.index() as i32 / w)
}

/// What holding the enemy king to its Little board is worth to the side
/// far ahead.
pub const HOLD: i32 = 60;
/// Per step of the enemy king towards the Big board's corner.
pub const RIM: i32 = 20;
/// Per Big step the own king is closer to the enemy king.
pub const CLOSE: i32 = 10;

/// For a side far ahead, the way to the King Hold, the way to mate. A king
/// held to its Little board lives in one Big square, a 4×4 board on which a
/// Hero or a Shaman covers whole lines, so a held lone king is soon mated;
/// a free one has up to sixteen flights and outruns the pieces. So the
/// enemy king (on `enemy`) is driven to the Big board's rim and corner,
/// where its Big steps run out, and the own king (on `own`) comes
/// Big-adjacent to step in (holding it is worth [`HOLD`]). Being held in
/// turn is left to the search: counting it against the side ahead made
/// that side keep its king away, and from random starts of K+H+H v K+G it
/// won fewer games (docs/engine.md).
pub fn drive_to_hold(width: u8, own: Square, enemy: Square) -> i32 {
    let ((ef, er), (of, or)) = (file_rank(width, enemy), file_rank(width, own));
    let ((ef, er), (of, or)) = ((ef / CELL, er / CELL), (of / CELL, or / CELL));
    // 0 in a Big corner, 1 on the rim, 2 in the four middle Big squares.
    let from_rim = ef.min(3 - ef) + er.min(3 - er);
    let apart = (ef - of).abs().max((er - or).abs());
    (2 - from_rim) * RIM + (3 - apart) * CLOSE
}

#[cfg(test)]
mod tests {
    use super::*;
    use twofold_rules::{Options, Variant, VariantId};

    fn plan(fen: &str) -> i32 {
        let v = Variant::get(VariantId::TWO_BOARDS, Options::default()).unwrap();
        let pos = Position::from_fen(v, fen).unwrap();
        let king = |c: Color| {
            pos.occupied_by(c).iter().find(|&s| pos.piece_at(s).is_some_and(|p| p.kind() == PieceKind::KING)).unwrap()
        };
        drive_to_hold(v.geometry.width, king(Color::White), king(Color::Black))
    }

    #[test]
    fn the_side_ahead_drives_the_king_to_the_big_corner_and_comes_close() {
        // Black's king in the Big corner, White's three Big steps away.
        assert_eq!(plan("15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/KH14 w - - 0 1 -"), 2 * RIM);
        // In a middle Big square, two Big steps away.
        assert_eq!(plan("16/16/16/16/16/16/16/7k8/16/16/16/16/16/16/16/KH14 w - - 0 1 -"), CLOSE);
        // In the same Big square (White's king holds it once it steps in).
        assert_eq!(plan("16/16/16/16/16/16/16/4K2k8/16/16/16/16/16/16/16/1H14 w - - 0 1 -"), 3 * CLOSE);
    }
}

#[cfg(test)]
mod cell_tests {
    use super::*;
    use twofold_rules::{Options, Variant, VariantId};

    #[test]
    fn distances_by_cells_are_the_king_distances() {
        let v = Variant::get(VariantId::TWO_BOARDS, Options::default()).unwrap();
        let (width, n) = (v.geometry.width, v.geometry.square_count());
        let cells = Cells::new(width, n);
        for a in 0..n {
            for b in 0..n {
                let (a, b) = (Square(a as u8), Square(b as u8));
                assert_eq!(cells.distance(a, b), king_distance(width, a, b), "{a:?} {b:?}");
            }
        }
    }
}
