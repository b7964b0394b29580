//! Pawns counted all at once on the boards beyond one word (Double Move
//! Double Chess's 8×16): a push, a double step and two captures are shifts
//! of the set of pawns, as [`crate::bitboards`] does on one word, here over
//! the 256-square sets a word at a time (no `u128`, which wasm32
//! emulates). Built from the tables, and only where they give the same
//! moves; the per-pawn walk in [`crate::movegen`] stays the reference and
//! the listing.
use crate::pawn_shifts::{read_shifts, ShiftFrom};
use crate::piece::{Piece, PieceKind, PIECE_INDEX_COUNT};
use crate::square::{Bits256, Color, Square};
use crate::tables::Tables;

/// Per pawn-like piece whose moves are shifts: its shifts.
pub struct WidePawns {
    moves: [Option<PawnShifts>; PIECE_INDEX_COUNT],
}

/// A pawn's moves as shifts of the set of its pawns.
#[derive(Clone, Copy, Default)]
struct PawnShifts {
    push: Shift,
    double_from: Bits256,
    captures: [Shift; 2],
    zone: Bits256,
}

/// The squares of `from` moved `by` places.
#[derive(Clone, Copy, Default)]
struct Shift {
    by: i16,
    from: Bits256,
}

impl Shift {
    #[inline]
    fn of(&self, set: &Bits256) -> Bits256 {
        shift(&set.intersect(&self.from), self.by)
    }
}

/// Every square of `set` moved `by` places (up when positive), `|by| < 64`.
#[inline]
fn shift(set: &Bits256, by: i16) -> Bits256 {
    let w = &set.0;
    match by {
        0 => *set,
        1..=63 => {
            let k = by as u32;
            Bits256(std::array::from_fn(|i| w[i] << k | if i > 0 { w[i - 1] >> (64 - k) } else { 0 }))
        }
        _ => {
            let k = by.unsigned_abs() as u32;
            Bits256(std::array::from_fn(|i| w[i] >> k | if i < 3 { w[i + 1] << (64 - k) } else { 0 }))
        }
    }
}

impl WidePawns {
    /// Shifts for each pawn-like piece of `kinds` whose moves are shifts
    /// of fewer than 64 places and nothing else (no leaps, slides or
    /// conditional moves beyond a double step through its push square).
    pub(crate) fn build(t: &Tables, square_count: usize, kinds: &[PieceKind]) -> WidePawns {
        let mut moves = [None; PIECE_INDEX_COUNT];
        for &k in kinds.iter().filter(|k| t.is_pawn_like(**k) && !t.has_conds(**k) && t.slide_dirs(**k) == 0) {
            for c in Color::BOTH {
                let p = Piece::new(c, k);
                moves[p.index()] = PawnShifts::build(t, p, square_count);
            }
        }
        WidePawns { moves }
    }

    /// Does `piece` have shifts (its moves counted by [`WidePawns::count`])?
    #[inline]
    pub fn has(&self, piece: Piece) -> bool {
        self.moves[piece.index()].is_some()
    }

    /// The number of moves of the pieces `pawns` (all `pawn`, which
    /// [`WidePawns::has`]), each promotion choice counted (`promotions`).
    #[inline]
    pub fn count(&self, pawn: Piece, pawns: &Bits256, occupied: &Bits256, enemy: &Bits256, promotions: u32) -> u32 {
        let Some(s) = &self.moves[pawn.index()] else {
            return 0;
        };
        let empty = Bits256(occupied.0.map(|w| !w));
        let mut count = 0;
        for targets in [
            s.push.of(pawns).intersect(&empty),
            s.captures[0].of(pawns).intersect(enemy),
            s.captures[1].of(pawns).intersect(enemy),
        ] {
            count += targets.minus(&s.zone).count() + targets.intersect(&s.zone).count() * promotions;
        }
        // A double step passes the square of a push: both must be empty.
        let passed = shift(&pawns.intersect(&s.double_from), s.push.by).intersect(&empty);
        count + shift(&passed, s.push.by).intersect(&empty).count()
    }
}

impl PawnShifts {
    /// `pawn`'s moves read from the tables, or `None` when they are not
    /// such shifts.
    fn build(t: &Tables, pawn: Piece, square_count: usize) -> Option<PawnShifts> {
        let squares = || (0..square_count).map(|i| Square(i as u8));
        if squares().any(|from| !t.both(pawn, from).is_empty()) {
            return None;
        }
        let mut out = PawnShifts { zone: t.promotion_zone(pawn), ..PawnShifts::default() };
        let (push, captures) = read_shifts(t, pawn, squares(), |from, sq| match from {
            ShiftFrom::Push => out.push.from.insert(sq),
            ShiftFrom::Capture(i) => out.captures[i].from.insert(sq),
            ShiftFrom::Double => out.double_from.insert(sq),
        })?;
        out.push.by = push;
        for (c, by) in out.captures.iter_mut().zip(captures) {
            c.by = by;
        }
        [push, captures[0], captures[1]].iter().all(|by| by.unsigned_abs() < 64).then_some(out)
    }
}

#[cfg(test)]
mod tests {
    use crate::moves::MoveList;
    use crate::position::Position;
    use crate::{Options, Variant, VariantId};

    /// Along playouts of Double Move Double Chess that push pawns to
    /// promotion, the count (pawns as shifts) equals the listed moves.
    #[test]
    fn counted_pawns_match_the_listed_moves() {
        let v = Variant::get(VariantId::DOUBLE_DOUBLE, Options::default()).expect("game");
        assert!(v.bitboards().is_none(), "a board beyond one word");
        let mut rng = crate::test_rng::TestRng(0x2545_f491_4f6c_dd1d);
        let (mut promotions, mut positions) = (0, 0);
        for _ in 0..12 {
            let mut pos = Position::start(v);
            for _ in 0..300 {
                let mut list = MoveList::new();
                pos.legal_moves(&mut list);
                let pawn_moves: Vec<_> = list
                    .iter()
                    .copied()
                    .filter(|m| {
                        m.origin().and_then(|s| pos.board[s.index()]).is_some_and(|p| v.square_sets().pawns().has(p))
                    })
                    .collect();
                assert_eq!(pos.count_legal_moves(), list.len(), "{}", pos.to_fen());
                positions += 1;
                promotions +=
                    list.iter().filter(|m| matches!(m, crate::moves::Move::Normal { promo: Some(_), .. })).count();
                let all: Vec<_> = list.iter().copied().collect();
                let pick = if !pawn_moves.is_empty() && rng.below(4) != 0 { &pawn_moves } else { &all };
                let Some(&m) = pick.get((rng.next() % pick.len().max(1) as u64) as usize) else {
                    break;
                };
                pos.play_part(m);
                pos.end_turn_if_nothing_follows();
            }
        }
        assert!(positions > 1000 && promotions > 0, "{positions} positions, {promotions} promotions seen");
    }
}
