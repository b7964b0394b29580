//! Chess2's last turn of a perft counted the way chess perft counts its
//! last ply: each legal first move is applied to a copy of the board (no
//! turn bookkeeping: no turn state, clocks or turn hash, which nothing
//! after it reads), and the second moves that may follow it counted in
//! bulk. Per first move `m` (RULES §2.1, §2.3, §2.5):
//! * a mate ends the turn with `m`: one turn;
//! * else each legal second move (another piece, no en passant, never the
//!   king taken) is a turn, and so is `m` alone when it qualifies (check,
//!   capture, promotion, a double step the opponent may take en passant);
//!   a first move that neither qualifies nor can be followed counts nothing.
//!
//! A response turn is one legal move: its count is the number of moves.
//! The same count as playing each first move as a part (`perft::last_turn`'s
//! other path); the tests compare the two.

use crate::bitboards::{word, Bitboards};
use crate::moves::{Move, MoveList};
use crate::position::{PartInfo, Position};
use crate::square::Square;
use crate::variant::TurnRule;

impl Position {
    /// The number of legal turns from this turn start in Chess2, given its
    /// legal moves `firsts` ([`Position::first_part_candidates`]); `None`
    /// in other games and in the middle of a turn. (Not inlined, so perft's
    /// own code stays as chess's perft, which never comes here, had it:
    /// inlined, chess perft 6 measured 1.02x the time.)
    #[inline(never)]
    pub(crate) fn count_conditional_turns(&self, firsts: &MoveList) -> Option<u64> {
        if self.variant.turn_rule != TurnRule::Conditional || self.turn.parts != 0 || self.variant.extinction.is_some()
        {
            return None;
        }
        if self.turn.single_only {
            return Some(firsts.len() as u64);
        }
        let them = self.side.other();
        // Our sliders, per direction, for every first move's check test:
        // where the lookup tables answer (`slider_attackers` is `None`
        // without them) and every attack is a plain one (no conditional
        // attacks, no king whose moves have after-effects).
        let v = self.variant;
        let plain = v.royal_check && !v.tables.conds_present && v.hooks.after_king_move.is_none();
        let start = v.bitboards().filter(|_| plain).and_then(|bb| {
            let sliders = bb.sliders(&self.by_piece, self.side);
            bb.slider_attackers(Square(0), &sliders, 0).map(|_| (bb, sliders))
        });
        // What no second move may be, whatever the first.
        let always = self.king_and_en_passant_excepted();
        let turns = firsts.iter().map(|&m| {
            let mut board = self.clone();
            let info = board.apply_move(m);
            let check = match start {
                Some((bb, sliders)) => board.gives_check(bb, sliders, &info),
                None => board.is_in_check(them),
            };
            if check && board.is_mated(&info) {
                return 1;
            }
            let seconds = board.count_legal_moves_except(&board.pieces_moved_excepted(m, &always)) as u64;
            seconds + u64::from(board.qualifies_after(&info, check))
        });
        Some(turns.sum())
    }

    /// After our move `info` (the side to move has not passed), is the
    /// enemy king attacked? On one-word boards with the lookup tables,
    /// from `sliders`, ours at the turn's start, with the moved piece
    /// taken off its origin and put on its target if it slides there: no
    /// slider sets worked out again per move. Castling (its rook moves
    /// too) takes the plain test.
    #[inline]
    fn gives_check(&self, bb: &Bitboards, mut sliders: [u64; 8], info: &PartInfo) -> bool {
        let us = self.side;
        let Some(king) = self.king[us.other().index()] else {
            return false;
        };
        let (from, to, promo) = match info.mv {
            Move::Normal { from, to, promo } => (from, to, promo),
            Move::DoubleStep { from, to } | Move::EnPassant { from, to } => (from, to, None),
            _ => return self.is_in_check(us.other()),
        };
        let dirs = self.variant.tables.slide_dirs(promo.unwrap_or(info.piece.kind()));
        for (d, set) in sliders.iter_mut().enumerate() {
            *set = *set & !(1 << from.0) | u64::from(dirs >> d & 1) << to.0;
        }
        let occupied = word(self.occ[0]) | word(self.occ[1]);
        bb.slider_attackers(king, &sliders, occupied).is_some_and(|s| s != 0)
            || bb.step_attackers(&self.by_piece, us, king, word(self.occ[us.index()])) != 0
    }
}

#[cfg(test)]
mod tests {
    use crate::moves::{Move, MoveList};
    use crate::perft::perft;
    use crate::position::Position;
    use crate::turn::random_games::{each_turn_start, has_pin};
    use crate::variant::VariantId;

    /// Designed positions to play random games from, after the busy ones:
    /// checks and mates by a first move, a discovered check whose second
    /// move could take the king, double steps with and without a legal
    /// en-passant reply, lone kings (first moves no second can follow).
    const DESIGNED: [&str; 8] = [
        "4k3/1P6/8/3p4/8/1B6/8/R3K2R w KQ - 0 2 d",
        "8/6k1/8/8/3p4/8/1B2P3/4K3 w - - 0 2 d",
        "4k3/8/8/3pP3/8/8/8/4K1N1 w - d6 0 2 d",
        "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 2 d",
        "8/8/R7/4k3/4p3/1BP5/3P4/5R1K w - - 0 2 d",
        "4k3/8/8/8/4B3/8/8/K3R3 w - - 0 2 d",
        "7k/8/5R2/8/8/8/8/K7 b - - 0 2 d",
        "4k3/8/8/8/2p2p2/8/3PP3/4K3 w - - 0 2 d",
    ];

    /// What a turn start's first moves meet (for the test's minimums).
    #[derive(Default, Debug)]
    struct Seen {
        starts: usize,
        responses: usize,
        in_check: usize,
        pins: usize,
        checks: usize,
        king_takes: usize,
        mates: usize,
        captures: usize,
        promotions: usize,
        castlings: usize,
        en_passant: usize,
        double_steps_qualifying: usize,
        double_steps_not: usize,
        unfollowed: usize,
    }

    impl Seen {
        /// Notes what the first moves of `pos` (a normal turn's start) are.
        fn note(&mut self, pos: &Position, firsts: &MoveList) {
            let us = pos.side_to_move();
            self.in_check += usize::from(pos.is_in_check(us));
            let mut pseudo = MoveList::new();
            pos.pseudo_moves(&mut pseudo);
            self.pins += usize::from(has_pin(pos, &pseudo));
            for &m in firsts.iter() {
                let mut next = pos.clone();
                let info = next.apply_move(m);
                let check = next.is_in_check(us.other());
                self.checks += usize::from(check);
                if check {
                    // Another piece that could take the king (never allowed).
                    let mut seconds = MoveList::new();
                    next.pseudo_moves(&mut seconds);
                    let their_king = next.king[us.other().index()];
                    let moved = next.moved_by(m);
                    self.king_takes += usize::from(
                        seconds.iter().any(|s| s.destination() == their_king && !moved.contains(&s.origin())),
                    );
                }
                self.mates += usize::from(check && next.is_mated(&info));
                self.captures += usize::from(info.captured.is_some());
                self.promotions += usize::from(m.promotion().is_some());
                self.castlings += usize::from(matches!(m, Move::Castle { .. }));
                self.en_passant += usize::from(matches!(m, Move::EnPassant { .. }));
                if matches!(m, Move::DoubleStep { .. }) && !check {
                    if next.qualifies_after(&info, false) {
                        self.double_steps_qualifying += 1;
                    } else {
                        self.double_steps_not += 1;
                    }
                }
                self.unfollowed += usize::from(!next.any_legal_move_except(&next.second_move_exceptions(m)));
            }
        }
    }

    /// The count from the start's legal moves equals the turns listed part
    /// by part at every turn start of many random Chess2 games, and so does
    /// perft 1. The games must meet each rule the count applies.
    #[test]
    fn bulk_count_equals_the_listed_count_in_random_games() {
        let mut seen = Seen::default();
        each_turn_start(VariantId::CHESS2, &DESIGNED, 30, |pos, expected| {
            let mut firsts = MoveList::new();
            pos.first_part_candidates(&mut firsts);
            let n = pos.count_conditional_turns(&firsts).expect("Chess2 at a turn start");
            assert_eq!(n, expected, "bulk count at {}", pos.to_fen());
            assert_eq!(perft(pos, 1), expected, "perft 1 at {}", pos.to_fen());
            seen.starts += 1;
            if pos.turn.single_only {
                seen.responses += 1;
            } else {
                seen.note(pos, &firsts);
            }
        });
        let s = &seen;
        let each = [
            s.responses,
            s.in_check,
            s.pins,
            s.checks,
            s.king_takes,
            s.mates,
            s.captures,
            s.promotions,
            s.castlings,
            s.en_passant,
            s.double_steps_qualifying,
            s.double_steps_not,
            s.unfollowed,
        ];
        assert!(each.iter().all(|&n| n >= 10), "{seen:?}");
    }
}
