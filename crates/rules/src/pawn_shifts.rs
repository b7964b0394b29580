//! A pawn's moves read from the tables as shifts of the set of its pawns:
//! one push length, at most two capture offsets, and double steps that are
//! two pushes. The one-word sets ([`crate::bitboards`]) and the 256-square
//! sets ([`crate::wide_pawns`]) both count pawns this way; this is the one
//! reading of the tables they share.

use crate::piece::Piece;
use crate::square::Square;
use crate::tables::Tables;

/// Which of a pawn's shifts a square starts.
#[derive(Clone, Copy)]
pub(crate) enum ShiftFrom {
    Push,
    /// The first (0) or second (1) capture offset found.
    Capture(usize),
    Double,
}

/// The offsets of `pawn`'s push and two captures (0 where it has none)
/// over `squares`, telling `mark` each square that starts each; `None` when
/// its moves are not such shifts: a square with two pushes or two double
/// steps, pushes of different lengths, more than two capture offsets, a
/// double step that is not two pushes, or any move that both moves and
/// captures (a leap, a slide).
pub(crate) fn read_shifts(
    t: &Tables,
    pawn: Piece,
    squares: impl Iterator<Item = Square> + Clone,
    mut mark: impl FnMut(ShiftFrom, Square),
) -> Option<(i16, [i16; 2])> {
    let offset = |from: Square, to: Square| i16::from(to.0) - i16::from(from.0);
    // A definition's pawn may also leap, slide or move as it likes
    // (`HfmWfcF`, a promoting knight): moves that are no pawn's shifts.
    let other_moves = |from| !t.both(pawn, from).is_empty() || !t.cond(pawn, from).is_empty();
    if t.slide_dirs(pawn.kind()) != 0 || squares.clone().any(other_moves) {
        return None;
    }
    let mut push = None;
    for from in squares.clone() {
        match t.quiet(pawn, from) {
            [] => {}
            &[to] if *push.get_or_insert(offset(from, to)) == offset(from, to) => mark(ShiftFrom::Push, from),
            _ => return None,
        }
    }
    let push = push.unwrap_or(0);
    let (mut captures, mut found) = ([0i16; 2], 0);
    for from in squares.clone() {
        for &to in t.capture(pawn, from) {
            let by = offset(from, to);
            let i = match captures[..found].iter().position(|&c| c == by) {
                Some(i) => i,
                None if found < 2 => {
                    captures[found] = by;
                    found += 1;
                    found - 1
                }
                None => return None,
            };
            mark(ShiftFrom::Capture(i), from);
        }
    }
    for from in squares {
        match t.cond_quiet(pawn, from) {
            [] => {}
            [c] if offset(from, c.to) == 2 * push && c.via().len() == 1 && offset(from, c.via()[0]) == push => {
                mark(ShiftFrom::Double, from)
            }
            _ => return None,
        }
    }
    Some((push, captures))
}
