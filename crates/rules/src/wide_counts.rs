//! Moves counted kind by kind on the boards beyond one word (Double Move
//! Double Chess's 8×16), as [`crate::bitboards`] counts them on one word:
//! from the position's set per kind (`Position::kind_set`), pawns counted as
//! shifts of their set ([`crate::wide_pawns`]), leapers from their target
//! sets, and slides a direction at a time: the squares every piece that
//! slides one way reaches are one fill of their set (shifts of the set,
//! stopped at occupied squares), so a count is a bit count per direction
//! instead of a walk along each piece's rays. In one direction no two
//! pieces reach the same square (the nearer one stops the other), so the
//! bits counted are the moves. Built from the tables' rays, and only where
//! each ray is a chain of equal steps; the walk in [`crate::movegen`]
//! stays the reference and the listing.
use crate::piece::{Piece, PieceKind, MAX_KINDS};
use crate::square::{Bits256, Color, Square};
use crate::tables::{Tables, DIRECTIONS};
use crate::wide_pawns::WidePawns;

/// The most distinct sets of slide directions among a game's kinds (the
/// FIDE kinds have three: rook, bishop, queen).
const CLASSES: usize = 4;

/// How a kind's moves are counted.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Plan {
    /// Walked piece by piece: pawn-like pieces without shifts and those
    /// with conditional moves.
    Walk,
    /// As shifts of the set of pawns.
    Pawns,
    /// Leaps and steps as each piece's target set (when `leaps`), slides
    /// by the fills of slide class `slides`.
    Sets { leaps: bool, slides: Option<u8> },
}

pub struct WideCounts {
    /// Per (frame, direction): one step along it.
    steps: Vec<Step>,
    /// Per kind: how it is counted.
    plan: [Plan; MAX_KINDS],
    /// Per class: the directions its pieces slide in.
    class_dirs: [u8; CLASSES],
}

/// One step along a direction: `by` places, from the squares of `from`
/// (those whose ray goes on); `rounds` doublings cover its longest ray.
#[derive(Clone, Copy)]
struct Step {
    by: i32,
    from: Two,
    rounds: u32,
}

/// Per slide class, the pieces of it (see [`Plan::Sets`]).
pub type SliderSets = [Bits256; CLASSES];

impl WideCounts {
    /// The bytes it holds on the heap.
    pub(crate) fn heap_bytes(&self) -> usize {
        crate::tables::heap_bytes(&self.steps)
    }
}

impl WideCounts {
    /// The plan of each of `kinds` and the steps of every (frame,
    /// direction) of a board of up to 128 squares (two words), or `None`
    /// when the board is larger, or some ray is not a chain of equal steps
    /// of fewer than 64 places (each square's ray is the step to its first
    /// square, then that square's ray), or the kinds slide in more than
    /// [`CLASSES`] ways.
    pub(crate) fn build(t: &Tables, square_count: usize, kinds: &[PieceKind], pawns: &WidePawns) -> Option<WideCounts> {
        if square_count > 128 {
            return None;
        }
        let mut steps = Vec::with_capacity(t.frames() * DIRECTIONS.len());
        for frame in 0..t.frames() {
            for d in 0..DIRECTIONS.len() {
                let (mut by, mut from, mut longest) = (None, Bits256::EMPTY, 0);
                for sq in (0..square_count).map(|i| Square(i as u8)) {
                    let ray = t.ray(frame, sq, d);
                    let Some(&first) = ray.first() else {
                        continue;
                    };
                    let step = i32::from(first.0) - i32::from(sq.0);
                    if *by.get_or_insert(step) != step
                        || step.unsigned_abs() >= 64
                        || ray[1..] != *t.ray(frame, first, d)
                    {
                        return None;
                    }
                    from.insert(sq);
                    longest = longest.max(ray.len());
                }
                // A slider passes at most `longest - 1` empty squares;
                // `rounds` doublings reach `2^rounds - 1` of them.
                let mut rounds = 0;
                while (1 << rounds) < longest {
                    rounds += 1;
                }
                steps.push(Step { by: by.unwrap_or(0), from: Two::of(&from), rounds });
            }
        }
        let mut plan = [Plan::Walk; MAX_KINDS];
        let mut class_dirs = [0; CLASSES];
        let mut classes = 0;
        for &k in kinds {
            let pieces = Color::BOTH.map(|c| Piece::new(c, k));
            if pieces.iter().all(|&p| pawns.has(p)) {
                plan[k.index()] = Plan::Pawns;
                continue;
            }
            if t.is_pawn_like(k) || t.has_conds(k) || t.walks_kind(k) {
                continue;
            }
            let leaps = pieces.iter().any(|&p| (0..square_count).any(|i| !t.both(p, Square(i as u8)).is_empty()));
            let dirs = t.slide_dirs(k);
            let slides = match class_dirs[..classes].iter().position(|&c| c == dirs) {
                _ if dirs == 0 => None,
                Some(i) => Some(i as u8),
                None if classes < CLASSES => {
                    class_dirs[classes] = dirs;
                    classes += 1;
                    Some(classes as u8 - 1)
                }
                None => return None,
            };
            plan[k.index()] = Plan::Sets { leaps, slides };
        }
        Some(WideCounts { steps, plan, class_dirs })
    }

    /// How `kind`'s moves are counted.
    #[inline]
    pub fn plan(&self, kind: PieceKind) -> Plan {
        self.plan[kind.index()]
    }

    /// The number of slides of the pieces gathered in `sliders` (per class)
    /// onto squares not in `own`, `occupied` stopping them.
    #[inline]
    pub fn count(&self, sliders: &SliderSets, occupied: &Bits256, own: &Bits256) -> u32 {
        let (own, empty) = (Two::of(own), Two::of(occupied).not());
        let mut count = 0;
        for (i, step) in self.steps.iter().enumerate() {
            let d = i % DIRECTIONS.len();
            let mut reached = Two::default();
            for (set, dirs) in sliders.iter().zip(self.class_dirs) {
                if dirs >> d & 1 != 0 {
                    reached = reached.or(Two::of(set));
                }
            }
            // Kogge-Stone: `reached` grows to every square a slider passes
            // (its own too), `pass` to the runs of 2^k passable squares.
            reached = reached.and(step.from);
            if reached.is_empty() {
                continue;
            }
            let mut pass = empty.and(step.from);
            let mut by = step.by;
            for round in 0..step.rounds {
                let more = pass.and(reached.shift(by)).and(reached.not());
                // A square of the next run is found from the slider itself:
                // none found, none further.
                if more.is_empty() {
                    break;
                }
                reached = reached.or(more);
                if round + 1 < step.rounds {
                    pass = pass.and(pass.shift(by));
                }
                by *= 2;
            }
            count += reached.shift(step.by).and(own.not()).count();
        }
        count
    }
}

/// A set of a board of up to 128 squares, its two words as plain values
/// (as arrays the wasm build kept them in memory: the fills took three
/// times their share of the native count).
#[derive(Clone, Copy, Default)]
struct Two {
    lo: u64,
    hi: u64,
}

impl Two {
    #[inline(always)]
    fn of(set: &Bits256) -> Two {
        Two { lo: set.0[0], hi: set.0[1] }
    }
    #[inline(always)]
    fn and(self, o: Two) -> Two {
        Two { lo: self.lo & o.lo, hi: self.hi & o.hi }
    }
    #[inline(always)]
    fn or(self, o: Two) -> Two {
        Two { lo: self.lo | o.lo, hi: self.hi | o.hi }
    }
    #[inline(always)]
    fn not(self) -> Two {
        Two { lo: !self.lo, hi: !self.hi }
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self.lo | self.hi == 0
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.lo.count_ones() + self.hi.count_ones()
    }
    /// Every square moved `by` places (up when positive); squares moved
    /// off the board's 128 are lost.
    #[inline(always)]
    fn shift(self, by: i32) -> Two {
        let k = by.unsigned_abs();
        // `w >> 1 >> (63 - k)` is `w >> (64 - k)`, and 0 when k = 0.
        match (by >= 0, k) {
            (_, 128..) => Two::default(),
            (true, 64..) => Two { lo: 0, hi: self.lo << (k - 64) },
            (true, _) => Two { lo: self.lo << k, hi: self.hi << k | self.lo >> 1 >> (63 - k) },
            (false, 64..) => Two { lo: self.hi >> (k - 64), hi: 0 },
            (false, _) => Two { lo: self.lo >> k | self.hi << 1 << (63 - k), hi: self.hi >> k },
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::moves::MoveList;
    use crate::position::Position;
    use crate::{Options, Order, Variant, VariantId};

    /// Along playouts of Double Move Double Chess that capture whenever
    /// they can (opening the files and diagonals, so slides run long), the
    /// count (kind by kind, slides as fills) equals the listed moves, and so
    /// does the count of a pair's second moves; the position's kind sets
    /// stay those of its board.
    #[test]
    fn counted_slides_match_the_listed_moves() {
        let v = Variant::get(VariantId::DOUBLE_DOUBLE, Options::default()).expect("game");
        // The counts come with the slide tables (the page's size-built
        // module has neither and lists the moves, which this test checks
        // against the same listing).
        let counted = v.square_sets().counts().is_some();
        assert_eq!(counted, cfg!(feature = "slide-tables"), "8×16 rays are chains of equal steps");
        let mut rng = crate::test_rng::TestRng(0x9e37_79b9_7f4a_7c15);
        let (mut positions, mut longest, mut barred) = (0, 0, 0);
        for _ in 0..12 {
            let mut pos = Position::start(v);
            for _ in 0..200 {
                let mut list = MoveList::new();
                pos.legal_moves(&mut list);
                assert_eq!(pos.count_legal_moves(), list.len(), "{}", pos.to_fen());
                assert!(pos.piece_sets_match_board(), "{}", pos.to_fen());
                if pos.turn_in_progress() {
                    // The second moves as perft's last turn counts them (the
                    // move straight back found from the sets and taken off).
                    let mut seconds = MoveList::new();
                    let end = pos.next_steps(&mut seconds, Order::Canonical);
                    assert_eq!(pos.count_next_steps(), (seconds.len(), end), "{}", pos.to_fen());
                    barred += usize::from(seconds.len() < list.len());
                }
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
                let Some(&m) = pick.get((rng.next() % pick.len().max(1) as u64) as usize) else {
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
        assert!(barred > 100, "{barred} positions with a move straight back barred");
    }
}
