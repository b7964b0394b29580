//! Where a piece read from Betza may land from a square of a board, given
//! which squares hold pieces (colour aside): the moves' meaning, for the
//! descriptions, the checks ("a piece that can never move") and the tests.
//! Black's moves are White's turned half round, as Fairy-Stockfish turns
//! them.

use super::betza::{lame_path, PieceMoves, Range};

/// A square the piece reaches, and how.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Landing {
    pub file: u8,
    pub rank: u8,
    /// It may move there when the square is empty.
    pub quiet: bool,
    /// It may capture there when the square holds an enemy.
    pub capture: bool,
}

/// Where it lands from `from` (file, rank from 0) on a `files`×`ranks`
/// board; `initial`: the piece stands in its doubleStepRegion, so its
/// initial moves count too.
pub fn reach(
    moves: &PieceMoves,
    files: u8,
    ranks: u8,
    from: (u8, u8),
    white: bool,
    initial: bool,
    occupied: &dyn Fn(u8, u8) -> bool,
) -> Vec<Landing> {
    let mut out: Vec<Landing> = Vec::new();
    let on = |x: i32, y: i32| (0..files as i32).contains(&x) && (0..ranks as i32).contains(&y);
    let mut land = |x: i32, y: i32, quiet: bool, capture: bool| {
        let (file, rank) = (x as u8, y as u8);
        let full = occupied(file, rank);
        let (quiet, capture) = (quiet && !full, capture && full);
        if !quiet && !capture {
            return;
        }
        match out.iter_mut().find(|l| (l.file, l.rank) == (file, rank)) {
            Some(l) => {
                l.quiet |= quiet;
                l.capture |= capture;
            }
            None => out.push(Landing { file, rank, quiet, capture }),
        }
    };
    let sign = if white { 1 } else { -1 };
    for c in &moves.components {
        if c.initial && !initial {
            continue;
        }
        let (quiet, capture) = (c.modality.moves(), c.modality.captures());
        for &(dx, dy) in &c.vectors {
            let (sx, sy) = (dx as i32 * sign, dy as i32 * sign);
            let (mut x, mut y) = (from.0 as i32, from.1 as i32);
            if c.range == Range::Leap {
                let (tx, ty) = (x + sx, y + sy);
                if !on(tx, ty) {
                    continue;
                }
                let blocked = c.lame
                    && lame_path(dx, dy).iter().any(|&(px, py)| {
                        let (qx, qy) = (x + px as i32 * sign, y + py as i32 * sign);
                        on(qx, qy) && occupied(qx as u8, qy as u8)
                    });
                if !blocked {
                    land(tx, ty, quiet, capture);
                }
                continue;
            }
            let limit = match c.range {
                Range::Upto(n) => n as u32,
                _ => u32::MAX,
            };
            let mut hurdle = false;
            let mut count = 0;
            loop {
                x += sx;
                y += sy;
                if !on(x, y) {
                    break;
                }
                let full = occupied(x as u8, y as u8);
                if !c.hop || hurdle {
                    land(x, y, quiet, capture);
                    count += 1;
                    if count >= limit {
                        break;
                    }
                }
                if full {
                    if c.hop && !hurdle {
                        hurdle = true;
                    } else {
                        break;
                    }
                }
            }
        }
    }
    out.sort_unstable();
    out
}

/// Whether the piece has any move from some square of an empty board (a
/// hopper: with one hurdle in the way).
pub fn can_move(moves: &PieceMoves, files: u8, ranks: u8) -> bool {
    moves.components.iter().any(|c| {
        c.vectors.iter().any(|&(dx, dy)| {
            let steps = if c.hop { 2 } else { 1 };
            (dx.unsigned_abs() as u32) * steps < files as u32 && (dy.unsigned_abs() as u32) * steps < ranks as u32
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::betza::parse;
    use super::*;

    fn squares(betza: &str, from: (u8, u8), pieces: &[(u8, u8)]) -> Vec<(u8, u8)> {
        let moves = parse(betza).unwrap();
        reach(&moves, 8, 8, from, true, true, &|f, r| pieces.contains(&(f, r)))
            .iter()
            .map(|l| (l.file, l.rank))
            .collect()
    }

    #[test]
    fn leaps_and_rides_stop_at_the_edge_and_at_pieces() {
        assert_eq!(squares("N", (0, 0), &[]), vec![(1, 2), (2, 1)]);
        assert_eq!(squares("fR", (0, 5), &[]), vec![(0, 6), (0, 7)]);
        assert_eq!(squares("fR", (0, 0), &[(0, 2)]), vec![(0, 1), (0, 2)]);
        assert_eq!(squares("W2", (0, 0), &[]), vec![(0, 1), (0, 2), (1, 0), (2, 0)]);
    }

    #[test]
    fn black_moves_turn_half_round() {
        let moves = parse("frF").unwrap();
        let black = reach(&moves, 8, 8, (3, 3), false, false, &|_, _| false);
        assert_eq!((black[0].file, black[0].rank), (2, 2));
    }

    #[test]
    fn a_piece_that_never_moves_is_found() {
        assert!(can_move(&parse("H").unwrap(), 4, 4));
        assert!(!can_move(&parse("H").unwrap(), 3, 3));
        assert!(!can_move(&parse("pR").unwrap(), 2, 1));
        assert!(!can_move(&parse("").unwrap(), 8, 8));
    }
}
