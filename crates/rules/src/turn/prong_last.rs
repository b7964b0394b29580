//! Two-Prong's last turn of a perft counted in bulk, the way chess perft
//! counts its last ply: from the turn's start position alone, without
//! making any half. A dual move changes the board in two places, so which
//! second halves may join a first half `a` is decided by the squares `a`
//! touches (its origin, its target, the lines through them to the king): the
//! start's pseudo moves are gathered once as target sets per origin, and
//! for each first half only the king-safety facts of the board after it
//! (checkers, pins) are worked out, on words, to mask those sets.
//! The same positions and the same count as making each first half
//! (`perft::last_turn`'s other path); the tests compare the two.

use crate::bitboards::{squares_of, word, Bitboards};
use crate::movegen::resolving_squares;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::square::Square;
use crate::variant::TurnRule;

/// The start's pseudo moves as sets: per origin square, the targets of its
/// plain moves and of its promotions (each counted once per promotion choice).
struct StartTargets {
    plain: [u64; 64],
    promoting: [u64; 64],
    promotions: u32,
}

impl StartTargets {
    /// Gathers `pseudo`; `None` when a move is not a plain piece move or a
    /// castling (en passant and special actions are left to the making path)
    /// or when the sets would not give back the list's count.
    fn gather(pseudo: &MoveList, promotions: u32) -> Option<StartTargets> {
        let mut t = StartTargets { plain: [0; 64], promoting: [0; 64], promotions };
        let mut listed = [0u32; 64];
        for &m in pseudo.iter() {
            let (from, to, promo) = match m {
                Move::Normal { from, to, promo } => (from, to, promo.is_some()),
                Move::DoubleStep { from, to } => (from, to, false),
                Move::Castle { .. } => continue,
                _ => return None,
            };
            let (f, bit) = (from.index(), 1u64 << to.0);
            *listed.get_mut(f)? += 1;
            if promo {
                t.promoting[f] |= bit;
            } else {
                t.plain[f] |= bit;
            }
        }
        // A target reached both plainly and by promotion, or promotions of
        // another number of choices, would be miscounted.
        let agrees = (0..64).all(|f| t.plain[f] & t.promoting[f] == 0 && t.moves_from(f, !0) == listed[f]);
        agrees.then_some(t)
    }

    /// The moves from origin `f` onto squares of `allowed`.
    #[inline(always)]
    fn moves_from(&self, f: usize, allowed: u64) -> u32 {
        (self.plain[f] & allowed).count_ones() + (self.promoting[f] & allowed).count_ones() * self.promotions
    }
}

impl Position {
    /// The number of legal turns from this Two-Prong turn start (no
    /// collision, at most two halves), given its pseudo moves: each
    /// legal single move, each castling, and each unordered dual move once.
    /// `None` where the making path must count (no one-word lookup tables,
    /// en passant among the moves, the first turn's single move, rules with
    /// after-effects); the caller then makes each first half.
    pub(crate) fn count_dual_turns(&self, pseudo: &MoveList) -> Option<u64> {
        let v = self.variant;
        if v.turn_rule != (TurnRule::Simultaneous { max: 2 })
            || v.collision
            || self.turn.parts != 0
            || self.turn.single_only
            || v.extinction.is_some()
            || v.hooks.after_move.is_some()
            || v.hooks.after_king_move.is_some()
            || v.hooks.special_moves.is_some()
            || v.tables.conds_present
            || self.hold.held().is_some()
            || !v.royal_check
        {
            return None;
        }
        let bb = v.bitboards()?;
        let king = self.king[self.side.index()]?;
        let sliders = bb.sliders(&self.by_piece, self.side.other());
        // Lines to the king are read from the lookup tables (absent in the
        // page's size-built module).
        bb.slider_lines(king, &sliders)?;
        let targets = StartTargets::gather(pseudo, v.promotion_moves(self.side))?;
        let mut total = 0;
        for &a in pseudo.iter() {
            total += match a {
                // Castling is a whole turn.
                Move::Castle { .. } => 1,
                Move::Normal { from, to, .. } | Move::DoubleStep { from, to } => {
                    self.turns_with_first(bb, &targets, &sliders, king, from, to)
                }
                _ => return None,
            };
        }
        Some(total)
    }

    /// The turns that begin with the half `from`–`to` (a plain move or a
    /// double step): the half alone if it is a legal single move, and each
    /// later half (origin above `from`, canonical order) that may join it
    /// and leaves the king safe after both.
    #[inline(always)]
    fn turns_with_first(
        &self,
        bb: &Bitboards,
        targets: &StartTargets,
        sliders: &[u64; 8],
        king: Square,
        from: Square,
        to: Square,
    ) -> u64 {
        let us = self.side;
        let them = us.other();
        let own = word(self.occ[us.index()]);
        let enemy = word(self.occ[them.index()]);
        let (from_bit, to_bit) = (1u64 << from.0, 1u64 << to.0);
        // The board after the first half, as words: its piece on `to`, the
        // piece it captured (on `to`: no en passant here) gone.
        let own_after = own & !from_bit | to_bit;
        let enemy_after = enemy & !to_bit;
        let occupied_after = own_after | enemy_after;
        let sliders_after = sliders.map(|s| s & !to_bit);
        let k = if from == king { to } else { king };
        // Its king-safety facts, as `Position::king_safety` finds them.
        let mut checkers = bb.step_attackers(&self.by_piece, them, k, enemy_after) & enemy_after;
        let mut pinned = 0u64;
        let mut pins = [(0u64, 0u64); 8];
        let mut pin_count = 0;
        let lines = bb.slider_lines(k, &sliders_after).unwrap_or(0);
        let (line_checkers, between) = bb.walk_lines(k, lines, occupied_after, own_after, |piece, line| {
            pinned |= piece;
            if let Some(slot) = pins.get_mut(pin_count) {
                *slot = (piece, line);
                pin_count += 1;
            }
        });
        checkers |= line_checkers;
        let resolving = resolving_squares(checkers, between);
        // The first half alone is a single move when it leaves no check.
        let single = u64::from(checkers == 0);
        // Later halves: another piece, whose origin lies above `from`, onto
        // another square than the first half's (which is also its victim's).
        let later = !(from_bit | (from_bit - 1)) & own;
        let allowed = resolving & !to_bit;
        let mut n = 0u32;
        if allowed != 0 {
            for f in squares_of(later & !pinned & !(1 << king.0)) {
                n += targets.moves_from(f.index(), allowed);
            }
            for &(piece, line) in &pins[..pin_count] {
                if piece & later != 0 {
                    n += targets.moves_from(piece.trailing_zeros() as usize, allowed & line);
                }
            }
        }
        // The king as the later half: each target tested on the board after
        // both halves (the king lifted off it).
        if later >> king.0 & 1 != 0 {
            let open = occupied_after & !(1 << king.0);
            for t in squares_of(targets.plain[king.index()] & !to_bit) {
                let attacked = bb.slider_attackers(t, &sliders_after, open).unwrap_or(0) != 0
                    || bb.step_attackers(&self.by_piece, them, t, enemy_after) & enemy_after != 0;
                n += u32::from(!attacked);
            }
        }
        single + u64::from(n)
    }
}

#[cfg(test)]
mod tests {
    use crate::moves::{Move, MoveList};
    use crate::perft::perft;
    use crate::turn::random_games::{each_turn_start, has_pin};
    use crate::variant::VariantId;

    /// Designed positions to play random games from, after the busy ones:
    /// checks, a king near sliders, en passant at the start.
    const DESIGNED: [&str; 4] = [
        "5r1k/8/8/8/1B6/8/6B1/4K3 w - - 0 2 d",
        "k7/8/8/8/8/8/3n4/RR4K1 b - - 0 2 d",
        "4k3/8/8/8/2p2p2/8/3PP3/4K3 w - - 0 2 d",
        "4k3/8/5n2/8/3pP3/8/8/4K3 b - e3 0 2 d",
    ];

    /// The count from the start's moves equals the count made half by half
    /// at every turn start of many random Two-Prong games, and so does
    /// perft's last turn (which falls back to making where the bulk count
    /// does not apply: en passant, the first turn's single move). The bulk
    /// count must meet checks, pins, promotions and castling.
    #[test]
    fn bulk_count_equals_the_listed_count_in_random_games() {
        let (mut bulk, mut fallback, mut checks, mut pins, mut promotions, mut castlings) = (0, 0, 0, 0, 0, 0);
        each_turn_start(VariantId::TWO_PRONG, &DESIGNED, 40, |pos, expected| {
            let mut pseudo = MoveList::new();
            pos.first_part_candidates(&mut pseudo);
            match pos.count_dual_turns(&pseudo) {
                Some(n) => {
                    assert_eq!(n, expected, "bulk count at {}", pos.to_fen());
                    bulk += 1;
                    checks += usize::from(pos.is_in_check(pos.side_to_move()));
                    pins += usize::from(has_pin(pos, &pseudo));
                    promotions += usize::from(pseudo.iter().any(|m| m.promotion().is_some()));
                    castlings += usize::from(pseudo.iter().any(|m| matches!(m, Move::Castle { .. })));
                }
                None => {
                    // Left to making: en passant among the moves, the first turn.
                    let ep = pseudo.iter().any(|m| matches!(m, Move::EnPassant { .. }));
                    assert!(ep || pos.turn.single_only, "no bulk count at {}", pos.to_fen());
                    fallback += 1;
                }
            }
            assert_eq!(perft(pos, 1), expected, "perft 1 at {}", pos.to_fen());
        });
        let seen = [bulk, fallback, checks, pins, promotions, castlings];
        assert!(seen.iter().all(|&n| n >= 10), "bulk, fallback, checks, pins, promotions, castlings: {seen:?}");
    }
}
