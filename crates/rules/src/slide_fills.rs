//! Slides counted a direction at a time on the boards beyond one word
//! (Double Move Double Chess's 8×16): the squares every piece that slides
//! one way reaches are one fill of their set, a step at a time (a shift of
//! the set, stopped at occupied squares), so a count is a bit count per
//! direction instead of a walk along each piece's rays. In one direction
//! no two pieces reach the same square (the nearer one stops the other),
//! so the bits counted are the moves. Built from the tables' rays, and only
//! where each ray is a chain of equal steps; the walk in
//! [`crate::movegen`] stays the reference and the listing.
use crate::piece::{Piece, PieceKind, PIECE_INDEX_COUNT};
use crate::square::{Bits256, Color, Square};
use crate::tables::{Tables, DIRECTIONS};

/// A piece counted by sets that does not slide (its leaps and steps are
/// one set: [`crate::square_sets::SquareSets::targets`]).
const NONE: u8 = u8::MAX;
/// A piece whose moves are walked: pawn-like pieces and those with
/// conditional moves.
const WALK: u8 = u8::MAX - 1;

/// The most distinct sets of slide directions among a game's kinds (the
/// FIDE kinds have three: rook, bishop, queen).
const CLASSES: usize = 4;

pub struct SlideFills {
    /// Per (frame, direction): one step along it.
    steps: Vec<Step>,
    /// Per piece index: its place in `class_dirs`, or `NONE` or `WALK`.
    class_of: [u8; PIECE_INDEX_COUNT],
    /// Per class: the directions its pieces slide in.
    class_dirs: [u8; CLASSES],
    /// The words the board's squares take (2 for 8×16: half the work of four).
    words: usize,
}

/// One step along a direction: `by` places, from the squares of `from`
/// (those whose ray goes on); `rounds` doublings cover its longest ray.
#[derive(Clone, Copy, Default)]
struct Step {
    by: i32,
    from: Bits256,
    rounds: u32,
}

/// Per slide class, the pieces of it (see [`SlideFills::gather`]).
pub type SliderSets = [Bits256; CLASSES];

impl SlideFills {
    /// The steps of every (frame, direction), or `None` when some ray is
    /// not a chain of equal steps of fewer than 64 places (each square's
    /// ray is the step to its first square, then that square's ray), or
    /// the kinds slide in more than [`CLASSES`] ways.
    pub(crate) fn build(t: &Tables, square_count: usize, kinds: &[PieceKind]) -> Option<SlideFills> {
        let mut steps = Vec::with_capacity(t.frames() * DIRECTIONS.len());
        for frame in 0..t.frames() {
            for d in 0..DIRECTIONS.len() {
                let mut step = Step::default();
                let mut longest = 0;
                for sq in (0..square_count).map(|i| Square(i as u8)) {
                    let ray = t.ray(frame, sq, d);
                    let Some(&first) = ray.first() else {
                        continue;
                    };
                    let by = i32::from(first.0) - i32::from(sq.0);
                    if step.from.is_empty() {
                        step.by = by;
                    }
                    if by != step.by || by.unsigned_abs() >= 64 || ray[1..] != *t.ray(frame, first, d) {
                        return None;
                    }
                    step.from.insert(sq);
                    longest = longest.max(ray.len());
                }
                // A slider passes at most `longest - 1` empty squares;
                // `rounds` doublings reach `2^rounds - 1` of them.
                while (1 << step.rounds) < longest {
                    step.rounds += 1;
                }
                steps.push(step);
            }
        }
        let mut class_of = [WALK; PIECE_INDEX_COUNT];
        let mut class_dirs = [0; CLASSES];
        let mut classes = 0;
        for &k in kinds.iter().filter(|&&k| !k.is_pawn_like() && !t.has_conds(k)) {
            let dirs = t.slide_dirs(k);
            if dirs == 0 {
                for c in Color::BOTH {
                    class_of[Piece::new(c, k).index()] = NONE;
                }
                continue;
            }
            let class = match class_dirs[..classes].iter().position(|&c| c == dirs) {
                Some(i) => i,
                None if classes < CLASSES => {
                    class_dirs[classes] = dirs;
                    classes += 1;
                    classes - 1
                }
                None => return None,
            };
            for c in Color::BOTH {
                class_of[Piece::new(c, k).index()] = class as u8;
            }
        }
        Some(SlideFills { steps, class_of, class_dirs, words: square_count.div_ceil(64) })
    }

    /// Whether `piece`'s moves are counted by sets (its slides by
    /// [`SlideFills::count`], its leaps and steps as one set); if so, notes
    /// it on `from` among `sliders` when it slides.
    #[inline]
    pub fn gather(&self, piece: Piece, from: Square, sliders: &mut SliderSets) -> bool {
        match self.class_of[piece.index()] {
            WALK => false,
            NONE => true,
            class => {
                sliders[class as usize].insert(from);
                true
            }
        }
    }

    /// The number of slides of the pieces gathered in `sliders` onto
    /// squares not in `own`, `occupied` stopping them.
    #[inline]
    pub fn count(&self, sliders: &SliderSets, occupied: &Bits256, own: &Bits256) -> u32 {
        if self.words <= 2 {
            self.count_in::<2>(sliders, occupied, own)
        } else {
            self.count_in::<4>(sliders, occupied, own)
        }
    }

    /// `count` over the first `N` words of the sets (the board's).
    fn count_in<const N: usize>(&self, sliders: &SliderSets, occupied: &Bits256, own: &Bits256) -> u32 {
        let words = |set: &Bits256| -> [u64; N] { std::array::from_fn(|i| set.0[i]) };
        let (own, empty) = (words(own), words(occupied).map(|w| !w));
        let mut count = 0;
        for (i, step) in self.steps.iter().enumerate() {
            let d = i % DIRECTIONS.len();
            let from = words(&step.from);
            let mut reached = [0; N];
            for (set, dirs) in sliders.iter().zip(self.class_dirs) {
                if dirs >> d & 1 != 0 {
                    reached = or(reached, words(set));
                }
            }
            // Kogge-Stone: `reached` grows to every square a slider passes
            // (its own too), `pass` to the runs of 2^k passable squares.
            reached = and(reached, from);
            if reached == [0; N] {
                continue;
            }
            let mut pass = and(empty, from);
            let mut by = step.by;
            for round in 0..step.rounds {
                let more = and(and(pass, shift(reached, by)), not(reached));
                // A square of the next run is found from the slider itself:
                // none found, none further.
                if more == [0; N] {
                    break;
                }
                reached = or(reached, more);
                if round + 1 < step.rounds {
                    pass = and(pass, shift(pass, by));
                }
                by *= 2;
            }
            let targets = and(shift(reached, step.by), not(own));
            count += targets.iter().map(|w| w.count_ones()).sum::<u32>();
        }
        count
    }
}

#[inline(always)]
fn and<const N: usize>(a: [u64; N], b: [u64; N]) -> [u64; N] {
    std::array::from_fn(|i| a[i] & b[i])
}

#[inline(always)]
fn or<const N: usize>(a: [u64; N], b: [u64; N]) -> [u64; N] {
    std::array::from_fn(|i| a[i] | b[i])
}

#[inline(always)]
fn not<const N: usize>(a: [u64; N]) -> [u64; N] {
    a.map(|w| !w)
}

/// Every square of `set` moved `by` places (up when positive); squares
/// moved off the words are lost.
#[inline(always)]
fn shift<const N: usize>(set: [u64; N], by: i32) -> [u64; N] {
    let (q, r) = ((by.unsigned_abs() / 64) as usize, by.unsigned_abs() % 64);
    // `w >> 1 >> (63 - r)` is `w >> (64 - r)`, and 0 when r = 0.
    if by >= 0 {
        std::array::from_fn(|i| {
            let at = |j: usize| if j < N { set[j] } else { 0 };
            let lo = i.wrapping_sub(q);
            at(lo) << r | at(lo.wrapping_sub(1)) >> 1 >> (63 - r)
        })
    } else {
        std::array::from_fn(|i| {
            let at = |j: usize| if j < N { set[j] } else { 0 };
            at(i + q) >> r | at(i + q + 1) << 1 << (63 - r)
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::moves::MoveList;
    use crate::position::Position;
    use crate::{Options, Variant, VariantId};

    /// Along playouts of Double Move Double Chess that capture whenever
    /// they can (opening the files and diagonals, so slides run long), the
    /// count (slides as fills) equals the listed moves.
    #[test]
    fn counted_slides_match_the_listed_moves() {
        let v = Variant::get(VariantId::DOUBLE_DOUBLE, Options::default()).expect("game");
        assert!(v.square_sets().fills().is_some(), "8×16 rays are chains of equal steps");
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut positions, mut longest) = (0, 0);
        for _ in 0..12 {
            let mut pos = Position::start(v);
            for _ in 0..200 {
                let mut list = MoveList::new();
                pos.legal_moves(&mut list);
                assert_eq!(pos.count_legal_moves(), list.len(), "{}", pos.to_fen());
                positions += 1;
                let all: Vec<_> = list.iter().copied().collect();
                let captures: Vec<_> = all
                    .iter()
                    .copied()
                    .filter(|m| m.destination().is_some_and(|s| pos.piece_at(s).is_some()))
                    .collect();
                for m in &all {
                    if let (Some(from), Some(to)) = (m.origin(), m.destination()) {
                        longest = longest.max((i32::from(to.0) - i32::from(from.0)).abs());
                    }
                }
                let pick = if captures.is_empty() { &all } else { &captures };
                let Some(&m) = pick.get((next() % pick.len().max(1) as u64) as usize) else {
                    break;
                };
                pos.play_part(m);
                pos.end_turn_if_nothing_follows();
                if pos.outcome_without_moves().is_some() {
                    break;
                }
            }
        }
        // A move of 14 ranks or more: a slide the fill's last doubling reached.
        assert!(positions > 500 && longest >= 14 * 8, "{positions} positions, longest move {longest}");
    }
}
