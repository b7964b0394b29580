//! A movement's signature: its atoms written out in every orientation, in
//! one vocabulary, so that two pieces written differently (a built-in kind's
//! `Leap(1, 2)` and a definition's eight `Jump`s) compare equal when they
//! move alike ([`super::PieceType::builtin_twin`]).

use super::{Atom, Mode};

/// One element of a signature, for White.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Prim {
    /// One leap by the vector, landing as the mode allows.
    Leap(i8, i8, Mode),
    /// A slide along the vector until blocked.
    Ride(i8, i8),
    /// An atom with no simpler form, kept as it is (by its debug form).
    Other(&'static str, i8, i8),
}

/// The eight orientations of a vector.
fn orientations(a: i8, b: i8) -> impl Iterator<Item = (i8, i8)> {
    [(a, b), (b, a)].into_iter().flat_map(|(x, y)| [(x, y), (-x, y), (x, -y), (-x, -y)])
}

/// Do two lists of atoms move alike (the same signature elements, each
/// list's in the other's)?
pub(super) fn alike(a: &[Atom], b: &[Atom]) -> bool {
    let (a, b) = (signature(a), signature(b));
    a.iter().all(|x| b.contains(x)) && b.iter().all(|x| a.contains(x))
}

/// The atoms' signature, in no order, repeats and all (compared as sets:
/// no sorting code in the wasm modules). The initial double step is left
/// out: it is where a pawn starts, not what it is.
fn signature(atoms: &[Atom]) -> Vec<Prim> {
    let mut out = Vec::new();
    for atom in atoms {
        match *atom {
            Atom::Step(a, b) | Atom::Leap(a, b) => {
                out.extend(orientations(a, b).map(|(x, y)| Prim::Leap(x, y, Mode::Both)));
            }
            Atom::Jump(x, y, m) => out.push(Prim::Leap(x, y, m)),
            Atom::Slide(a, b) => out.extend(orientations(a, b).map(|(x, y)| Prim::Ride(x, y))),
            Atom::PawnPush => out.push(Prim::Leap(0, 1, Mode::Quiet)),
            Atom::PawnCapture => out.extend([-1, 1].map(|x| Prim::Leap(x, 1, Mode::Capture))),
            Atom::BerolinaPush => out.extend([-1, 1].map(|x| Prim::Leap(x, 1, Mode::Quiet))),
            Atom::BerolinaCapture => out.push(Prim::Leap(0, 1, Mode::Capture)),
            Atom::PawnDoubleStep | Atom::Initial(..) => {}
            Atom::LineOfThree(a, b) => out.push(Prim::Other("line of three", a, b)),
            Atom::TwoKingSteps => out.push(Prim::Other("two king steps", 0, 0)),
            Atom::Walk(_) => out.push(Prim::Other("walk", 0, 0)),
        }
    }
    out
}
