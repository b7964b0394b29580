//! Piece-square tables, computed from each game's geometry and movement
//! tables so that every board shape (8×8, 8×8+6×6, 16×16 of two frames,
//! 8×16) gets them without hand-written data:
//! * pieces: a bonus for squares from which they reach more squares of the
//!   empty board (centralisation, measured with the piece's own moves);
//! * pawn-like pieces: a bonus growing as they near promotion, and a little
//!   for central files;
//! * kings: kept back (middle game) or centralised (end game);
//! * a game's flag pieces (a goal to reach, `flagRegion`): a bonus growing
//!   as they near their goal, a king's too in the middle game.

use twofold_rules::geometry::Frame;
use twofold_rules::piece::PIECE_INDEX_COUNT;
use twofold_rules::{Color, Piece, PieceKind, Square, Variant};

pub struct SquareTables {
    /// [piece index][square]: middle-game bonus.
    pub mid: Vec<i16>,
    /// [piece index][square]: end-game bonus (differs only for kings).
    pub end: Vec<i16>,
}

/// Bonus by number of steps still needed to promote (index = steps).
const ADVANCE: [i16; 8] = [0, 70, 40, 22, 12, 6, 2, 0];

/// Bonus by a flag piece's king steps from its goal (index = steps): the
/// goal itself wins, and is scored by the search as a won game.
const NEAR_GOAL: [i16; 8] = [400, 220, 120, 70, 40, 20, 8, 0];

impl SquareTables {
    pub fn new(v: &Variant) -> SquareTables {
        let n = 256;
        let mut mid = vec![0i16; PIECE_INDEX_COUNT * n];
        let mut end = vec![0i16; PIECE_INDEX_COUNT * n];
        let geo = &v.geometry;
        let squares: Vec<Square> = geo.squares().collect();
        for &kind in &v.kinds {
            for color in Color::BOTH {
                let piece = Piece::new(color, kind);
                let base = piece.index() * n;
                if v.tables.is_pawn_like(kind) {
                    for &sq in &squares {
                        let steps = steps_to_promotion(v, piece, sq);
                        let adv = ADVANCE[steps.min(ADVANCE.len() - 1)];
                        let centre = 3 - file_distance_from_centre(v, sq).min(3) as i16;
                        mid[base + sq.index()] = adv + 2 * centre;
                        end[base + sq.index()] = adv * 2;
                    }
                    continue;
                }
                let mobility: Vec<f32> = squares.iter().map(|&sq| empty_board_reach(v, piece, sq) as f32).collect();
                let mean = mobility.iter().sum::<f32>() / mobility.len().max(1) as f32;
                let slider = v.tables.slide_dirs(kind) != 0;
                let weight = if slider { 2.0 } else { 5.0 };
                for (i, &sq) in squares.iter().enumerate() {
                    let central = ((mobility[i] - mean) * weight).clamp(-40.0, 40.0) as i16;
                    if kind == PieceKind::KING {
                        // Middle game: stay near the own back rank; end game: centralise.
                        let back = ranks_from_home(v, color, sq) as i16;
                        mid[base + sq.index()] = -12 * back.min(4) - central.max(0) / 2;
                        end[base + sq.index()] = central;
                    } else if kind == PieceKind::PAWN_OF_CAMEL {
                        // It never moves: its square does not matter.
                    } else {
                        mid[base + sq.index()] = central;
                        end[base + sq.index()] = central;
                    }
                }
            }
        }
        if let Some(flag) = v.flag() {
            for &kind in &v.kinds {
                for color in Color::BOTH {
                    let c = color.index();
                    if flag.region[c].is_empty() || flag.piece[c].is_some_and(|k| k != kind) {
                        continue;
                    }
                    let base = Piece::new(color, kind).index() * n;
                    for &sq in &squares {
                        let steps = flag.region[c].iter().map(|g| king_steps(v, sq, g)).min().unwrap_or(u32::MAX);
                        let near = NEAR_GOAL[(steps as usize).min(NEAR_GOAL.len() - 1)];
                        let i = base + sq.index();
                        // A king heads for its goal from the start: its end-game place, not its back rank.
                        if kind == PieceKind::KING {
                            mid[i] = end[i];
                        }
                        mid[i] += near;
                        end[i] += near;
                    }
                }
            }
        }
        SquareTables { mid, end }
    }

    /// The (middle-game, end-game) bonus of `piece` on `sq`.
    pub fn get(&self, piece: Piece, sq: Square) -> (i16, i16) {
        let i = piece.index() * 256 + sq.index();
        (self.mid[i], self.end[i])
    }

    pub fn set(&mut self, piece: Piece, sq: Square, mid: i16, end: i16) {
        let i = piece.index() * 256 + sq.index();
        self.mid[i] = mid;
        self.end[i] = end;
    }
}

/// Number of squares a piece reaches from `sq` on the empty board.
pub(crate) fn empty_board_reach(v: &Variant, piece: Piece, sq: Square) -> usize {
    let t = &v.tables;
    let mut n = t.both(piece, sq).len() + t.cond(piece, sq).len() + t.walk_reach(piece, sq);
    let dirs = t.slide_dirs(piece.kind());
    if dirs != 0 {
        for frame in 0..t.frames() {
            for d in 0..8 {
                if dirs >> d & 1 != 0 {
                    n += t.ray(frame, sq, d).len();
                }
            }
        }
    }
    n
}

/// Forward steps a pawn-like piece needs from `sq` to reach its promotion zone.
pub(crate) fn steps_to_promotion(v: &Variant, piece: Piece, sq: Square) -> usize {
    let dir = piece.color().forward();
    let mut s = sq;
    for steps in 0..v.geometry.height as usize {
        if v.tables.promotes_on(piece, s) {
            return steps;
        }
        match v.geometry.shift(s, 0, dir, Frame::PLAIN, false) {
            Some(next) => s = next,
            None => return usize::MAX,
        }
    }
    usize::MAX
}

fn file_distance_from_centre(v: &Variant, sq: Square) -> u32 {
    // Twice the distance, so both centre files of an even board count as 0.
    let f = v.geometry.file_of(sq) as i32 * 2;
    let centre = v.geometry.width as i32 - 1;
    ((f - centre).unsigned_abs()) / 2
}

/// King steps between two squares (on one board: files and ranks apart).
fn king_steps(v: &Variant, a: Square, b: Square) -> u32 {
    let files = (v.geometry.file_of(a) as i32 - v.geometry.file_of(b) as i32).unsigned_abs();
    let ranks = (v.geometry.rank_of(a) as i32 - v.geometry.rank_of(b) as i32).unsigned_abs();
    files.max(ranks)
}

/// How far a square is from `color`'s own first rank.
fn ranks_from_home(v: &Variant, color: Color, sq: Square) -> u32 {
    let r = v.geometry.rank_of(sq) as u32;
    match color {
        Color::White => r,
        Color::Black => v.geometry.height as u32 - 1 - r,
    }
}
