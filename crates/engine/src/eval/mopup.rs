//! Mop-up: converting a won ending. When one side is far ahead and the other
//! has (almost) nothing but its king, material and the piece-square tables
//! no longer show the way to the win, and a search of a few plies cannot
//! see a mate twenty moves away: the strong side drifts until the rules'
//! no-progress limit draws the game. This term shows the way: the losing
//! king driven towards the rim and into a corner (where it has the fewest
//! squares), the winning king close to it, scaled by the material lead.
//!
//! Every measure comes from the game's own king moves on the empty board
//! (its movement tables), so the same code serves the 8×8 board, Dual
//! Chess's two boards (kings on different boards never meet: the distance
//! counts as the largest), the 16×16 grid of Chess on Two Boards (a king
//! step on either board is one step) and the 8×16 board of Double Move
//! Double Chess. The evaluator leaves it out in Two Boards, whose own
//! endgame terms are in [`super::hunt`].

use std::collections::VecDeque;
use twofold_rules::{Color, Piece, PieceKind, Square, Variant};

/// Material lead (centipawns) from which the mop-up counts; its weight
/// grows from 0 there to full at [`FULL_LEAD`] (no jump for the search to
/// exploit).
pub const MIN_LEAD: i32 = 200;
/// The loser's pieces besides kings and pawns (centipawns) up to which the
/// mop-up counts: a lone king, or a king with at most a minor piece.
pub const MAX_LOSER_PIECES: i32 = 350;
/// The lead at which the term has its full weight.
pub const FULL_LEAD: i32 = 700;
/// How cornered a king can be, in points (the corner of the board).
const CORNER_SCALE: usize = 16;
/// Weight of one point of the losing king's cornering.
const CORNER_WEIGHT: i32 = 10;
/// Weight of one king step the kings come closer.
const CLOSE_WEIGHT: i32 = 6;

/// King distances of a game's board, from its king moves.
pub struct KingGeometry {
    n: usize,
    /// [a * n + b]: king steps from a to b on the empty board (`max_dist`
    /// when a king cannot get there).
    dist: Vec<u8>,
    max_dist: u8,
    /// [sq]: how cornered a king is there: 0 in the middle, growing towards
    /// the rim and most in the corners.
    corner: Vec<u8>,
}

impl KingGeometry {
    pub fn new(v: &Variant) -> KingGeometry {
        let n = v.geometry.square_count();
        let king = Piece::new(Color::White, PieceKind::KING);
        let squares: Vec<Square> = v.geometry.squares().collect();
        let reach = |s: Square| v.tables.both(king, s).len();
        let mut dist = vec![u8::MAX; n * n];
        let mut queue = VecDeque::new();
        for &a in &squares {
            let row = &mut dist[a.index() * n..(a.index() + 1) * n];
            row[a.index()] = 0;
            queue.push_back(a);
            while let Some(s) = queue.pop_front() {
                let d = row[s.index()];
                for &t in v.tables.both(king, s) {
                    if row[t.index()] == u8::MAX {
                        row[t.index()] = d + 1;
                        queue.push_back(t);
                    }
                }
            }
        }
        // Squares a king cannot reach (the other board of Dual Chess) count
        // one step farther than the farthest it can.
        let max_dist = dist.iter().copied().filter(|&d| d != u8::MAX).max().unwrap_or(0) + 1;
        for d in &mut dist {
            *d = (*d).min(max_dist);
        }
        // The rim: squares where a king has fewer moves than the most any
        // square gives. Depth: king steps to the nearest rim square.
        let full = squares.iter().map(|&s| reach(s)).max().unwrap_or(0);
        let rim: Vec<Square> = squares.iter().copied().filter(|&r| reach(r) < full).collect();
        let depth = |s: Square| -> u8 { rim.iter().map(|&r| dist[s.index() * n + r.index()]).min().unwrap_or(0) };
        let depths: Vec<u8> = (0..n).map(|i| depth(Square(i as u8))).collect();
        let max_depth = squares.iter().map(|&s| depths[s.index()]).max().unwrap_or(0);
        let depths: Vec<u8> = depths.iter().map(|&d| d.min(max_depth)).collect();
        // Room: squares within two king steps (a corner has the fewest).
        let room = |s: Square| squares.iter().filter(|&&t| dist[s.index() * n + t.index()] <= 2).count();
        let rooms: Vec<usize> = (0..n).map(|i| room(Square(i as u8))).collect();
        let max_room = squares.iter().map(|&s| rooms[s.index()]).max().unwrap_or(0);
        // Two points per step towards the rim, one per square of room lost;
        // scaled to 0..=CORNER_SCALE whatever the board's size.
        let raw: Vec<usize> =
            (0..n).map(|i| 2 * (max_depth - depths[i]) as usize + max_room.saturating_sub(rooms[i])).collect();
        let max_raw = squares.iter().map(|&s| raw[s.index()]).max().unwrap_or(0).max(1);
        let mut corner = vec![0u8; n];
        for &s in &squares {
            corner[s.index()] = (raw[s.index()] * CORNER_SCALE / max_raw) as u8;
        }
        KingGeometry { n, dist, max_dist, corner }
    }

    /// King steps from `a` to `b` on the empty board.
    #[inline]
    pub fn distance(&self, a: Square, b: Square) -> i32 {
        self.dist[a.index() * self.n + b.index()] as i32
    }

    /// How cornered a king on `sq` is (0: the middle).
    #[inline]
    pub fn corner(&self, sq: Square) -> i32 {
        self.corner[sq.index()] as i32
    }

    /// The mop-up bonus of the side with `lead` centipawns more, whose kings
    /// stand on `ours`, against the kings on `theirs`: their kings cornered,
    /// ours close to them. 0 below [`MIN_LEAD`].
    pub fn mop_up(&self, lead: i32, ours: &[Square], theirs: &[Square]) -> i32 {
        if lead <= MIN_LEAD || ours.is_empty() || theirs.is_empty() {
            return 0;
        }
        let cornered: i32 = theirs.iter().map(|&k| self.corner(k)).sum();
        // Every king of ours comes close to the nearest of theirs (Double
        // Move Double Chess: both kings join the hunt).
        let close: i32 = ours
            .iter()
            .map(|&a| self.max_dist as i32 - theirs.iter().map(|&b| self.distance(a, b)).min().unwrap_or(0))
            .sum();
        let raw = CORNER_WEIGHT * cornered + CLOSE_WEIGHT * close;
        raw * (lead.min(FULL_LEAD) - MIN_LEAD) / (FULL_LEAD - MIN_LEAD)
    }
}
