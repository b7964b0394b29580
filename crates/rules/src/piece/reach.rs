//! Where a piece's moves reach on an empty board, as White sees it: what a
//! legend draws beside the piece (dots, rings, lines, hop marks). The
//! board draws it without knowing any piece; this is the one reading of a
//! piece's atoms for people.

use super::{Atom, Mode};

/// What a piece may do on one square of the window around it: a sum of
/// these bits (a byte per square, so a legend's data stays small).
pub mod reach_bits {
    /// It moves there (onto an empty square).
    pub const MOVES: u8 = 1;
    /// It captures there.
    pub const CAPTURES: u8 = 2;
    /// Only as its first move (a pawn's double step).
    pub const INITIAL: u8 = 4;
    /// It lands there after jumping a piece on its line.
    pub const HOP: u8 = 8;
}
use reach_bits::*;

/// A ride: a line the piece moves along until something blocks it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Ride {
    pub dx: i8,
    pub dy: i8,
    /// The most steps; 0 for no limit.
    pub range: u8,
}

/// A piece's reach in a square window of side `2 * radius + 1` around it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reach {
    pub radius: i8,
    /// Row by row from the top (forward for White), left to right: each
    /// square's [`reach_bits`].
    pub marks: Vec<u8>,
    /// The lines it rides, drawn from the piece to the window's edge or
    /// the ride's end.
    pub rides: Vec<Ride>,
}

impl Reach {
    /// The mark at offset (dx, dy) from the piece (dy forward), if inside.
    pub fn at(&self, dx: i8, dy: i8) -> Option<u8> {
        let r = self.radius;
        (dx.abs() <= r && dy.abs() <= r).then(|| self.marks[self.index(dx, dy)])
    }

    fn index(&self, dx: i8, dy: i8) -> usize {
        let side = (2 * self.radius + 1) as usize;
        (self.radius - dy) as usize * side + (dx + self.radius) as usize
    }

    fn mark(&mut self, dx: i8, dy: i8, bits: u8) {
        if dx.abs() <= self.radius && dy.abs() <= self.radius && (dx, dy) != (0, 0) {
            let i = self.index(dx, dy);
            self.marks[i] |= bits;
        }
    }

    /// Marks the squares of a line: `first..=last` steps of (dx, dy).
    fn line(&mut self, dx: i8, dy: i8, first: i8, last: i8, bits: u8) {
        for k in first..=last {
            self.mark(dx * k, dy * k, bits);
        }
    }
}

/// The eight orientations of a vector (fewer when some coincide).
fn orientations(a: i8, b: i8) -> Vec<(i8, i8)> {
    let mut out: Vec<(i8, i8)> = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for v in [(x, y), (-x, y), (x, -y), (-x, -y)] {
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

fn bits(mode: Mode) -> u8 {
    match mode {
        Mode::Both => MOVES | CAPTURES,
        Mode::Quiet => MOVES,
        Mode::Capture => CAPTURES,
    }
}

/// The reach of a piece made of `atoms`: a 7×7 window, 9×9 when it rides.
pub fn reach(atoms: &[Atom]) -> Reach {
    let rides = atoms.iter().any(|a| match a {
        Atom::Slide(..) => true,
        Atom::Walk(w) => w.range != 1 || w.hop,
        _ => false,
    });
    let radius: i8 = if rides { 4 } else { 3 };
    let side = (2 * radius + 1) as usize;
    let mut r = Reach { radius, marks: vec![0; side * side], rides: Vec::new() };
    let both = MOVES | CAPTURES;
    for atom in atoms {
        match *atom {
            Atom::Step(a, b) | Atom::Leap(a, b) => {
                for (x, y) in orientations(a, b) {
                    r.mark(x, y, both);
                }
            }
            Atom::Slide(a, b) => {
                for (x, y) in orientations(a, b) {
                    r.line(x, y, 1, radius, both);
                    r.rides.push(Ride { dx: x, dy: y, range: 0 });
                }
            }
            Atom::LineOfThree(a, b) => {
                for (x, y) in orientations(a, b) {
                    r.line(x, y, 1, 3, both);
                }
            }
            Atom::TwoKingSteps => {
                for x in -2..=2 {
                    for y in -2..=2 {
                        r.mark(x, y, both);
                    }
                }
            }
            Atom::PawnPush => r.mark(0, 1, MOVES),
            Atom::PawnDoubleStep => r.mark(0, 2, INITIAL),
            Atom::PawnCapture => {
                r.mark(-1, 1, CAPTURES);
                r.mark(1, 1, CAPTURES);
            }
            Atom::BerolinaPush => {
                r.mark(-1, 1, MOVES);
                r.mark(1, 1, MOVES);
            }
            Atom::BerolinaCapture => r.mark(0, 1, CAPTURES),
            Atom::Jump(x, y, mode) => r.mark(x, y, bits(mode)),
            Atom::Initial(x, y, _) => r.mark(x, y, INITIAL),
            Atom::Walk(w) if w.hop => {
                // The hurdle may stand anywhere before the landing square.
                r.line(w.dx, w.dy, 2, radius, HOP);
            }
            Atom::Walk(w) => {
                let last = if w.range == 0 { radius } else { w.range as i8 };
                r.line(w.dx, w.dy, 1, last, bits(w.mode));
                if w.range != 1 {
                    r.rides.push(Ride { dx: w.dx, dy: w.dy, range: w.range });
                }
            }
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::Walk;

    fn drawn(atoms: &[Atom]) -> Vec<String> {
        let r = reach(atoms);
        (0..=2 * r.radius)
            .map(|row| {
                (0..=2 * r.radius)
                    .map(|col| {
                        let (dx, dy) = (col - r.radius, r.radius - row);
                        if (dx, dy) == (0, 0) {
                            return '@';
                        }
                        match r.at(dx, dy).expect("inside") {
                            HOP => 'h',
                            INITIAL => 'i',
                            3 => 'o',
                            MOVES => 'm',
                            CAPTURES => 'c',
                            0 => '.',
                            _ => '?',
                        }
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_knight_leaps_to_eight_squares() {
        assert_eq!(
            drawn(&[Atom::Leap(1, 2)]),
            [".......", "..o.o..", ".o...o.", "...@...", ".o...o.", "..o.o..", "......."]
        );
    }

    #[test]
    fn a_pawn_pushes_captures_and_double_steps_forward() {
        let pawn = [Atom::PawnPush, Atom::PawnDoubleStep, Atom::PawnCapture];
        assert_eq!(drawn(&pawn), [".......", "...i...", "..cmc..", "...@...", ".......", ".......", "......."]);
        assert!(reach(&pawn).rides.is_empty());
    }

    #[test]
    fn a_rook_rides_four_lines_to_the_edge_of_a_wider_window() {
        let r = reach(&[Atom::Slide(1, 0)]);
        assert_eq!(r.radius, 4);
        assert_eq!(r.rides.len(), 4);
        assert!(r.rides.iter().all(|ride| ride.range == 0));
        assert_eq!(drawn(&[Atom::Slide(1, 0)])[4], "oooo@oooo");
    }

    #[test]
    fn a_grasshopper_lands_beyond_a_hurdle_and_a_short_rider_stops() {
        let hop = Walk { dx: 0, dy: 1, range: 1, mode: Mode::Both, hop: true, lame: false };
        assert_eq!(drawn(&[Atom::Walk(hop)])[..5], ["....h....", "....h....", "....h....", ".........", "....@...."]);
        let short = Walk { dx: 1, dy: 0, range: 2, mode: Mode::Quiet, hop: false, lame: false };
        let r = reach(&[Atom::Walk(short)]);
        assert_eq!(r.rides, [Ride { dx: 1, dy: 0, range: 2 }]);
        assert_eq!(drawn(&[Atom::Walk(short)])[4], "....@mm..");
    }
}
