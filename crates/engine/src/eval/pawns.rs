//! Pawn structure, from masks built once per game from its geometry (so the
//! Dual Chess double board and the tall Double Move Double Chess board get
//! them too; Chess on Two Boards has no pawns):
//! * a **passed** pawn (no enemy pawn ahead of it on its file or the files
//!   beside it, on its own board) gets a bonus growing as it nears promotion,
//!   larger in the end game, where it decides games;
//! * a **doubled** pawn (an own pawn ahead on its file) and an **isolated**
//!   one (no own pawn on the files beside it) lose a little;
//! * a rook on a file with no own pawn is worth more (more if no pawn at
//!   all): it reaches the far side (chess only, see `Params`).
//!
//! "Pawn" here is every pawn-like kind (FIDE and Berolina pawns).

use std::cell::Cell;
use twofold_rules::geometry::Frame;
use twofold_rules::{Bits256, Color, Piece, Square, Variant};

/// Passed-pawn bonus by forward steps still needed to promote (index = steps).
const PASSED_MID: [i16; 8] = [0, 60, 40, 25, 15, 8, 5, 0];
const PASSED_END: [i16; 8] = [0, 130, 90, 55, 32, 18, 10, 0];
const DOUBLED: (i32, i32) = (-10, -20);
const ISOLATED: (i32, i32) = (-10, -15);
/// A rook on a file without pawns, and on one with enemy pawns only.
const OPEN_FILE: (i32, i32) = (25, 10);
const HALF_OPEN_FILE: (i32, i32) = (12, 6);

pub struct PawnMasks {
    /// [color * 256 + square]: the squares ahead of a pawn of `color` on its
    /// file and the files beside it.
    front_span: Vec<Bits256>,
    /// [color * 256 + square]: the squares ahead on its own file.
    file_ahead: Vec<Bits256>,
    /// [square]: every square of the files beside it, on its own board.
    beside: Vec<Bits256>,
    /// [color * 256 + square]: passed-pawn bonus (middle game, end game).
    passed: Vec<(i16, i16)>,
    /// The game has pawns at all.
    any: bool,
}

/// The squares from `sq` on (excluded) in direction (dx, dy), on its own board.
fn walk(v: &Variant, sq: Square, dx: i8, dy: i8) -> impl Iterator<Item = Square> + '_ {
    std::iter::successors(v.geometry.shift(sq, dx, dy, Frame::PLAIN, false), move |&s| {
        v.geometry.shift(s, dx, dy, Frame::PLAIN, false)
    })
}

impl PawnMasks {
    /// `steps_to_promotion(piece, square)`: forward steps a pawn-like piece
    /// still needs from there (as the piece-square tables count them).
    pub fn new(v: &'static Variant, steps_to_promotion: impl Fn(Piece, Square) -> usize) -> PawnMasks {
        let pawn = v.kinds.iter().copied().find(|&k| v.tables.is_pawn_like(k));
        let n = 256;
        let mut m = PawnMasks {
            front_span: vec![Bits256::default(); 2 * n],
            file_ahead: vec![Bits256::default(); 2 * n],
            beside: vec![Bits256::default(); n],
            passed: vec![(0, 0); 2 * n],
            any: pawn.is_some(),
        };
        let Some(pawn) = pawn else { return m };
        for sq in v.geometry.squares() {
            for side in [-1i8, 1] {
                if let Some(next) = v.geometry.shift(sq, side, 0, Frame::PLAIN, false) {
                    m.beside[sq.index()].insert(next);
                    for s in walk(v, next, 0, 1).chain(walk(v, next, 0, -1)) {
                        m.beside[sq.index()].insert(s);
                    }
                }
            }
            for color in Color::BOTH {
                let i = color.index() * n + sq.index();
                let dy = color.forward();
                for s in walk(v, sq, 0, dy) {
                    m.file_ahead[i].insert(s);
                    m.front_span[i].insert(s);
                }
                for side in [-1i8, 1] {
                    if let Some(next) = v.geometry.shift(sq, side, 0, Frame::PLAIN, false) {
                        for s in walk(v, next, 0, dy) {
                            m.front_span[i].insert(s);
                        }
                    }
                }
                let steps = steps_to_promotion(Piece::new(color, pawn), sq).min(PASSED_MID.len() - 1);
                m.passed[i] = (PASSED_MID[steps], PASSED_END[steps]);
            }
        }
        m
    }

    /// The pawn-structure score of `color` (middle game, end game).
    pub fn score(&self, pawns: &[Bits256; 2], color: Color) -> (i32, i32) {
        if !self.any {
            return (0, 0);
        }
        let (own, theirs) = (&pawns[color.index()], &pawns[color.other().index()]);
        let (mut mid, mut end) = (0, 0);
        super::each_square::for_each_square(own, |sq| {
            let i = color.index() * 256 + sq.index();
            // The rear one of doubled pawns is not counted as passed.
            let doubled = meets(&self.file_ahead[i], own);
            if !doubled && !meets(&self.front_span[i], theirs) {
                let (m, e) = self.passed[i];
                mid += m as i32;
                end += e as i32;
            }
            if doubled {
                mid += DOUBLED.0;
                end += DOUBLED.1;
            }
            if !meets(&self.beside[sq.index()], own) {
                mid += ISOLATED.0;
                end += ISOLATED.1;
            }
        });
        (mid, end)
    }

    /// The bonus of a rook of `color` on `sq` for its file (middle game,
    /// end game): open, half open (enemy pawns only) or none.
    #[inline]
    pub fn rook_file(&self, pawns: &[Bits256; 2], color: Color, sq: Square) -> (i32, i32) {
        // Its file both ways (no pawn stands on the rook's own square).
        let on_file =
            |set: &Bits256| Color::BOTH.iter().any(|c| meets(&self.file_ahead[c.index() * 256 + sq.index()], set));
        if on_file(&pawns[color.index()]) {
            (0, 0)
        } else if on_file(&pawns[color.other().index()]) {
            HALF_OPEN_FILE
        } else {
            OPEN_FILE
        }
    }
}

/// Slots of [`PawnCache`]: a power of two. 512 of 80 bytes, 40 KB.
const CACHE_SLOTS: usize = 1 << 9;

/// Both sides' pawns and the scores [`PawnMasks::score`] gives them.
#[derive(Copy, Clone, Default)]
struct PawnSlot {
    pawns: [Bits256; 2],
    scores: [(i32, i32); 2],
}

/// Pawn-structure scores already computed, keyed by both sides' whole pawn
/// sets: pawns move far less often than pieces, so most evaluations in a
/// search meet a pawn structure seen before. A hit compares the sets
/// themselves, so it returns exactly what the masks would. A zeroed slot
/// holds no pawns and the scores of no pawns (zero): a true entry too.
pub struct PawnCache {
    slots: Box<[Cell<PawnSlot>]>,
}

impl Default for PawnCache {
    fn default() -> Self {
        PawnCache { slots: (0..CACHE_SLOTS).map(|_| Cell::new(PawnSlot::default())).collect() }
    }
}

impl PawnCache {
    /// Both sides' pawn-structure scores (White's, Black's), from the cache
    /// or computed by `masks` and kept.
    #[inline]
    pub fn scores(&self, masks: &PawnMasks, pawns: &[Bits256; 2]) -> [(i32, i32); 2] {
        let h = pawns
            .iter()
            .flat_map(|set| set.0)
            .fold(0u64, |h, w| (h ^ w).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(29));
        let slot = &self.slots[h as usize & (CACHE_SLOTS - 1)];
        let seen = slot.get();
        if seen.pawns == *pawns {
            return seen.scores;
        }
        let scores = [masks.score(pawns, Color::White), masks.score(pawns, Color::Black)];
        slot.set(PawnSlot { pawns: *pawns, scores });
        scores
    }
}

/// Do the two sets share a square?
#[inline]
fn meets(a: &Bits256, b: &Bits256) -> bool {
    a.0.iter().zip(b.0.iter()).any(|(x, y)| x & y != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::squares::steps_to_promotion;
    use twofold_rules::{Options, Position, VariantId};

    /// The game's masks and the position's pawns per side.
    fn setup(id: VariantId, fen: &str) -> (&'static Variant, PawnMasks, [Bits256; 2]) {
        let v = Variant::get(id, Options::default()).unwrap();
        let pos = Position::from_fen(v, fen).unwrap();
        let masks = PawnMasks::new(v, |piece, sq| steps_to_promotion(v, piece, sq));
        let mut pawns = [Bits256::EMPTY; 2];
        for c in Color::BOTH {
            for s in pos.occupied_by(c).iter() {
                if pos.piece_at(s).is_some_and(|p| pos.variant().tables.is_pawn_like(p.kind())) {
                    pawns[c.index()].insert(s);
                }
            }
        }
        (v, masks, pawns)
    }

    /// White's and Black's pawn-structure scores (middle game, end game).
    fn scores(id: VariantId, fen: &str) -> [(i32, i32); 2] {
        let (_, masks, pawns) = setup(id, fen);
        [masks.score(&pawns, Color::White), masks.score(&pawns, Color::Black)]
    }

    /// The cache returns what the masks compute, for new and repeated
    /// structures, for sets that share a slot, and for no pawns at all.
    #[test]
    fn cached_pawn_scores_are_the_masks_own() {
        let fens = [
            "4k3/p7/4P3/8/8/8/8/4K3 w - - 0 1",
            "4k3/1p1pp2p/8/8/8/P7/P1P5/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ];
        let cache = PawnCache::default();
        for round in 0..2 {
            for fen in fens {
                let (_, masks, pawns) = setup(VariantId::CHESS, fen);
                let want = [masks.score(&pawns, Color::White), masks.score(&pawns, Color::Black)];
                assert_eq!(cache.scores(&masks, &pawns), want, "{fen}, round {round}");
            }
        }
        // Many structures through few slots: each answer still its own.
        let (_, masks, _) = setup(VariantId::CHESS, fens[0]);
        for i in 0..4 * CACHE_SLOTS as u64 {
            let pawns = [
                Bits256([(i * 0x0101) << 8 & 0x00ff_ff00, 0, 0, 0]),
                Bits256([(i << 40) & 0x00ff_0000_0000_0000, 0, 0, 0]),
            ];
            let want = [masks.score(&pawns, Color::White), masks.score(&pawns, Color::Black)];
            assert_eq!(cache.scores(&masks, &pawns), want, "structure {i}");
        }
    }

    #[test]
    fn a_passed_pawn_near_promotion_is_worth_more() {
        // e6 has no black pawn ahead on d, e or f: passed, two steps from e8.
        let [white, _] = scores(VariantId::CHESS, "4k3/p7/4P3/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(white, (PASSED_MID[2] as i32 + ISOLATED.0, PASSED_END[2] as i32 + ISOLATED.1));
        // A black pawn on f7 stops it being passed (it guards e6's way).
        let [white, _] = scores(VariantId::CHESS, "4k3/5p2/4P3/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(white, ISOLATED);
        // The a7 pawn is passed for Black (nothing of White's on a or b),
        // six steps from a1.
        let [_, black] = scores(VariantId::CHESS, "4k3/p7/4P3/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(black, (PASSED_MID[6] as i32 + ISOLATED.0, PASSED_END[6] as i32 + ISOLATED.1));
    }

    #[test]
    fn doubled_and_isolated_pawns_lose() {
        // White: a2 and a3 isolated, a2 doubled behind a3, c2 isolated; none
        // passed (Black's b7 and d7 stand in their way).
        let [white, _] = scores(VariantId::CHESS, "4k3/1p1pp2p/8/8/8/P7/P1P5/4K3 w - - 0 1");
        assert_eq!(white.0, DOUBLED.0 + 3 * ISOLATED.0);
    }

    #[test]
    fn a_rook_on_a_file_without_own_pawns_gains() {
        let (v, masks, pawns) = setup(VariantId::CHESS, "4k3/p3p3/8/8/8/8/P1P5/R1R1RK2 w - - 0 1");
        let sq = |name| v.geometry.parse_square(name).unwrap();
        // a1 and c1 behind their own pawns, e1 facing only e7: half open.
        assert_eq!(masks.rook_file(&pawns, Color::White, sq("a1")), (0, 0));
        assert_eq!(masks.rook_file(&pawns, Color::White, sq("e1")), HALF_OPEN_FILE);
        // A black rook on c8 faces only White's c2; on d8 nothing at all.
        assert_eq!(masks.rook_file(&pawns, Color::Black, sq("c8")), HALF_OPEN_FILE);
        assert_eq!(masks.rook_file(&pawns, Color::Black, sq("d8")), OPEN_FILE);
    }

    #[test]
    fn the_other_board_of_dual_chess_does_not_block() {
        // A white pawn on the 8×8 board's h-file and a black pawn beside it on
        // the 6×6 board (the first file of the right board): different
        // boards, so the white pawn is passed; the same pair side by side on
        // one board would not be.
        let apart = scores(VariantId::DUAL_CHESS, "4k3******/14/8p5/7P6/14/14/14/4K3****** w - - 0 1 -");
        let together = scores(VariantId::DUAL_CHESS, "4k3******/14/6p7/7P6/14/14/14/4K3****** w - - 0 1 -");
        assert!(apart[0].1 > together[0].1, "apart {apart:?}, together {together:?}");
    }
}
