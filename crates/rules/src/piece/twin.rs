//! A movement's signature: its atoms written out in every orientation, in
//! one vocabulary, so that two pieces written differently (a built-in kind's
//! `Leap(1, 2)` and a definition's eight `Jump`s) compare equal when they
//! move alike ([`super::PieceType::builtin_twin`]).

use super::{Atom, Mode};

/// One element of a signature, for White.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Prim {
    /// One leap by the vector, landing as the mode allows.
    Leap(i8, i8, ModeKey),
    /// A slide along the vector until blocked.
    Ride(i8, i8),
    /// An atom with no simpler form, kept as it is (by its debug form).
    Other(&'static str, i8, i8),
}

/// [`Mode`], ordered.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum ModeKey {
    Both,
    Quiet,
    Capture,
}

fn key(m: Mode) -> ModeKey {
    match m {
        Mode::Both => ModeKey::Both,
        Mode::Quiet => ModeKey::Quiet,
        Mode::Capture => ModeKey::Capture,
    }
}

/// The eight orientations of a vector.
fn orientations(a: i8, b: i8) -> impl Iterator<Item = (i8, i8)> {
    [(a, b), (b, a)].into_iter().flat_map(|(x, y)| [(x, y), (-x, y), (x, -y), (-x, -y)])
}

/// The atoms' signature: sorted, without repeats. The initial double step
/// is left out: it is where a pawn starts, not what it is.
pub(super) fn signature(atoms: &[Atom]) -> Vec<Prim> {
    let mut out = Vec::new();
    for atom in atoms {
        match *atom {
            Atom::Step(a, b) | Atom::Leap(a, b) => {
                out.extend(orientations(a, b).map(|(x, y)| Prim::Leap(x, y, ModeKey::Both)));
            }
            Atom::Jump(x, y, m) => out.push(Prim::Leap(x, y, key(m))),
            Atom::Slide(a, b) => out.extend(orientations(a, b).map(|(x, y)| Prim::Ride(x, y))),
            Atom::PawnPush => out.push(Prim::Leap(0, 1, ModeKey::Quiet)),
            Atom::PawnCapture => out.extend([-1, 1].map(|x| Prim::Leap(x, 1, ModeKey::Capture))),
            Atom::BerolinaPush => out.extend([-1, 1].map(|x| Prim::Leap(x, 1, ModeKey::Quiet))),
            Atom::BerolinaCapture => out.push(Prim::Leap(0, 1, ModeKey::Capture)),
            Atom::PawnDoubleStep | Atom::Initial(..) => {}
            Atom::LineOfThree(a, b) => out.push(Prim::Other("line of three", a, b)),
            Atom::TwoKingSteps => out.push(Prim::Other("two king steps", 0, 0)),
            Atom::Walk(_) => out.push(Prim::Other("walk", 0, 0)),
        }
    }
    out.sort();
    out.dedup();
    out
}
