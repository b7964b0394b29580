//! Movement walked square by square when moves are made: what a
//! definition's pieces may do that the precomputed tables cannot hold —
//! riders along any vector (the nightrider), rides of limited range,
//! one-mode or one-sided rides, hoppers (the grasshopper, the cannon) and
//! lame leaps whose way must be empty. Games built in have none; a game
//! with any is judged by making each move (no pins or check shortcuts).

use crate::piece::Mode;
use crate::square::{Bits256, Square};

/// One line a walking piece follows from one square (built in
/// [`crate::tables::Tables`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WalkLine {
    /// Where the line's squares start in the tables' square list.
    pub(crate) start: u32,
    /// How many squares the line has (to the board's edge, or the range).
    pub(crate) len: u16,
    /// How many of them, first, must be empty before the line starts (a
    /// lame leap's way), stored just before the line.
    pub(crate) lame: u8,
    pub mode: Mode,
    /// `Some(n)`: a hop, landing at most `n` squares beyond the first
    /// piece on the line (0: any number until blocked).
    pub hop: Option<u8>,
    /// The line crosses a wall (only a hop's does: a ride's ends before
    /// one), so its squares are looked up in the walls.
    pub walls: bool,
}

/// The squares a lame leap crosses, as Fairy-Stockfish finds them
/// (`lame_leaper_path`): step along the longer side until the remaining
/// leap is diagonal, then diagonally. A knight's is the orthogonal square
/// next to it (the xiangqi horse); an alfil's the diagonal one.
pub fn lame_path(dx: i8, dy: i8) -> Vec<(i8, i8)> {
    let (mut x, mut y) = (0i8, 0i8);
    let mut path = Vec::new();
    while (x, y) != (dx, dy) {
        let diff = (dx - x).abs() - (dy - y).abs();
        if diff >= 0 {
            x += (dx - x).signum();
        }
        if diff <= 0 {
            y += (dy - y).signum();
        }
        if (x, y) != (dx, dy) {
            path.push((x, y));
        }
    }
    path
}

/// Where a walk along `line` may land, given which squares are occupied:
/// each target with whether it captures. `squares` is the tables' list;
/// `walls`, the squares of it the board lacks: a wall stops a walk as a
/// piece nobody may take would, and is a hopper's hurdle (as Fairy-Stockfish's).
/// (Through `dyn`: one copy in every wasm module, for the definitions'
/// games only.)
pub fn targets(
    line: &WalkLine,
    squares: &[Square],
    walls: &Bits256,
    occupied: &dyn Fn(Square) -> bool,
    land: &mut dyn FnMut(Square, bool),
) {
    // (Most lines cross no wall: then none of their squares is looked up.)
    let walled = |s: Square| line.walls && walls.contains(s);
    let blocked = |s: Square| occupied(s) || walled(s);
    let start = line.start as usize;
    let way = &squares[start - line.lame as usize..start];
    if way.iter().any(|&s| blocked(s)) {
        return;
    }
    let mut run = squares[start..start + line.len as usize].iter();
    let mut left = u16::MAX;
    if let Some(after) = line.hop {
        // Past the first piece (or wall) on the line, the hurdle, if there is one.
        if !run.by_ref().any(|&s| blocked(s)) {
            return;
        }
        if after > 0 {
            left = after as u16;
        }
    }
    for &to in run {
        if left == 0 {
            break;
        }
        left -= 1;
        if blocked(to) {
            if line.mode.captures() && !walled(to) {
                land(to, true);
            }
            break;
        }
        if line.mode.moves() {
            land(to, false);
        }
    }
}

/// Does a walk along `line` capture on `target` (whatever stands there),
/// the other squares occupied as `occupied` says?
#[inline]
pub fn reaches(
    line: &WalkLine,
    squares: &[Square],
    walls: &Bits256,
    target: Square,
    occupied: impl Fn(Square) -> bool,
) -> bool {
    if !line.mode.captures() {
        return false;
    }
    let mut found = false;
    targets(line, squares, walls, &|s| s == target || occupied(s), &mut |to, capture| found |= capture && to == target);
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(len: u16, lame: u8, mode: Mode, hop: Option<u8>) -> WalkLine {
        WalkLine { start: lame as u32, len, lame, mode, hop, walls: false }
    }

    fn walk(l: &WalkLine, squares: &[u8], occupied: &[u8]) -> Vec<(u8, bool)> {
        let squares: Vec<Square> = squares.iter().map(|&s| Square(s)).collect();
        let mut out = Vec::new();
        targets(l, &squares, &Bits256::EMPTY, &|s| occupied.contains(&s.0), &mut |to, c| out.push((to.0, c)));
        out
    }

    #[test]
    fn rides_stop_at_the_first_piece_and_capture_it_if_they_may() {
        let ride = line(4, 0, Mode::Both, None);
        assert_eq!(walk(&ride, &[1, 2, 3, 4], &[3]), [(1, false), (2, false), (3, true)]);
        let quiet = line(4, 0, Mode::Quiet, None);
        assert_eq!(walk(&quiet, &[1, 2, 3, 4], &[3]), [(1, false), (2, false)]);
        let capture = line(4, 0, Mode::Capture, None);
        assert_eq!(walk(&capture, &[1, 2, 3, 4], &[3]), [(3, true)]);
        assert_eq!(walk(&capture, &[1, 2, 3, 4], &[]), []);
    }

    #[test]
    fn hoppers_land_beyond_the_hurdle_within_their_range() {
        let grasshopper = line(5, 0, Mode::Both, Some(1));
        assert_eq!(walk(&grasshopper, &[1, 2, 3, 4, 5], &[2]), [(3, false)]);
        assert_eq!(walk(&grasshopper, &[1, 2, 3, 4, 5], &[2, 3]), [(3, true)]);
        assert_eq!(walk(&grasshopper, &[1, 2, 3, 4, 5], &[]), []);
        // A cannon's capture: any distance beyond the hurdle, onto the next piece.
        let cannon = line(5, 0, Mode::Capture, Some(0));
        assert_eq!(walk(&cannon, &[1, 2, 3, 4, 5], &[1, 4]), [(4, true)]);
    }

    #[test]
    fn a_wall_stops_a_walk_and_is_a_hoppers_hurdle() {
        let squares: Vec<Square> = [1, 2, 3, 4, 5].map(Square).to_vec();
        let mut walls = Bits256::EMPTY;
        walls.insert(Square(3));
        let walk_by = |l: &WalkLine| {
            let mut out = Vec::new();
            targets(l, &squares, &walls, &|_| false, &mut |to, c| out.push((to.0, c)));
            out
        };
        let across = |l: WalkLine| WalkLine { walls: true, ..l };
        // A ride stops before the wall, and takes nothing there (the tables
        // end a ride's line there already).
        assert_eq!(walk_by(&across(line(5, 0, Mode::Both, None))), [(1, false), (2, false)]);
        // A grasshopper leaps it and lands just beyond; a cannon goes on.
        assert_eq!(walk_by(&across(line(5, 0, Mode::Both, Some(1)))), [(4, false)]);
        assert_eq!(walk_by(&across(line(5, 0, Mode::Quiet, Some(0)))), [(4, false), (5, false)]);
    }

    #[test]
    fn lame_leaps_need_their_way_empty() {
        // Squares: the way [7], then the landing [9].
        let horse = line(1, 1, Mode::Both, None);
        assert_eq!(walk(&horse, &[7, 9], &[]), [(9, false)]);
        assert_eq!(walk(&horse, &[7, 9], &[7]), []);
        assert!(reaches(&horse, &[7, 9].map(Square), &Bits256::EMPTY, Square(9), |_| false));
        assert!(!reaches(&horse, &[7, 9].map(Square), &Bits256::EMPTY, Square(9), |s| s == Square(7)));
    }

    #[test]
    fn lame_paths_follow_fairy_stockfish() {
        assert_eq!(lame_path(1, 2), vec![(0, 1)]);
        assert_eq!(lame_path(2, -1), vec![(1, 0)]);
        assert_eq!(lame_path(2, 2), vec![(1, 1)]);
        assert_eq!(lame_path(0, 2), vec![(0, 1)]);
        assert_eq!(lame_path(2, 3), vec![(0, 1), (1, 2)]);
        assert!(lame_path(1, 1).is_empty());
    }
}
