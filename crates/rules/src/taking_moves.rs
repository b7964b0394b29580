//! The pseudo moves that can win material, for a search's quiescence: no
//! quiet move is listed at all. With one-word tables a piece's targets are
//! masked to the enemy's squares; on the other boards (more than 64
//! squares, or kinds beyond FIDE's) a slide's first blocker comes from the
//! ray's set ([`crate::square_sets::SquareSets::first_on_ray`]) instead of
//! walking its empty squares.

use crate::bitboards::{squares_of, word};
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::square::Square;
use crate::tables::directions;

impl Position {
    /// A part of [`Position::pseudo_moves`], in its order: every listed move
    /// that captures (an enemy piece on its target, or en passant) or
    /// promotes, with the game's special moves (all of them, to be judged by
    /// the caller). Every pseudo move left out is neither a capture nor a
    /// promotion.
    pub fn pseudo_moves_that_may_take(&self, list: &mut MoveList) {
        let (us, t, sets) = (self.side, &self.variant.tables, self.variant.square_sets());
        let own = self.occ[us.index()];
        let enemy = self.occ[us.other().index()];
        let occupied = own.union(enemy);
        let held = self.held_king(us);
        let bitboards = self.variant.bitboards();
        for from in own.iter() {
            let Some(piece) = self.board[from.index()] else { continue };
            if let Some((king, frame)) = held.filter(|&(k, _)| k == from) {
                for &to in t.king_steps_in_frame(frame, king) {
                    if enemy.contains(to) {
                        list.push(Move::normal(from, to));
                    }
                }
                continue;
            }
            let kind = piece.kind();
            let first = list.len();
            if let Some(bb) = bitboards {
                // One-word tables: the targets' set, enemy squares only, in
                // increasing squares as `pseudo_moves` lists the whole set.
                let targets = bb.both(piece, from) | bb.slide_targets(from, t.slide_dirs(kind), word(occupied));
                for to in squares_of(targets & word(enemy)) {
                    list.push(Move::normal(from, to));
                }
            } else {
                for &to in t.both(piece, from) {
                    if enemy.contains(to) {
                        list.push(Move::normal(from, to));
                    }
                }
                let all_dirs = t.slide_dirs(kind);
                if all_dirs != 0 {
                    for frame in 0..t.frames() {
                        for d in directions(all_dirs) {
                            if let Some(to) =
                                sets.first_on_ray(frame, from, d, &occupied).filter(|&s| enemy.contains(s))
                            {
                                list.push(Move::normal(from, to));
                            }
                        }
                    }
                }
            }
            if t.has_conds(kind) {
                for c in t.cond(piece, from) {
                    if enemy.contains(c.to) && c.via().iter().any(|v| self.board[v.index()].is_none()) {
                        list.push(Move::normal(from, c.to));
                    }
                }
            }
            if t.walks_present() && t.walks_kind(kind) {
                // Quiet walks that promote are kept too.
                let mut walked = MoveList::new();
                self.walk_moves(from, piece, &mut walked, !t.is_pawn_like(kind));
                for &m in walked.iter() {
                    if m.promotion().is_some() || m.destination().is_some_and(|to| enemy.contains(to)) {
                        list.push(m);
                    }
                }
            }
            if t.is_pawn_like(kind) {
                for &to in t.quiet(piece, from) {
                    if self.board[to.index()].is_none() && t.promotes_on(piece, to) {
                        self.push_promotions(list, from, to, false);
                    }
                }
                for &to in t.capture(piece, from) {
                    if enemy.contains(to) {
                        if t.promotes_on(piece, to) {
                            self.push_promotions(list, from, to, true);
                        } else {
                            list.push(Move::normal(from, to));
                        }
                    }
                }
                // Double steps go to empty squares only: never a capture,
                // but one may promote (a definition's promotion zone).
                for c in t.cond_quiet(piece, from) {
                    let free = |s: Square| self.board[s.index()].is_none();
                    if free(c.to) && c.via().iter().all(|&v| free(v)) && t.promotes_on(piece, c.to) {
                        self.push_promotions(list, from, c.to, false);
                    }
                }
            }
            if t.repeats_kind(kind) {
                list.dedup_from(first);
            }
        }
        // Castling never captures; special moves are listed whole.
        self.en_passant_moves(list);
        if let Some(special_moves) = self.variant.hooks.special_moves {
            special_moves(self, list);
        }
    }

    /// One move per promotion choice, as [`Position::pseudo_moves`] lists
    /// them; and, where promotion is by choice, the capture that stays a pawn
    /// (a quiet move that stays is neither capture nor promotion).
    fn push_promotions(&self, list: &mut MoveList, from: Square, to: Square, captures: bool) {
        for &p in self.variant.promotions(self.side) {
            list.push(Move::Normal { from, to, promo: Some(p) });
        }
        if captures && self.variant.promotion_optional() {
            list.push(Move::normal(from, to));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::moves::{Move, MoveList};
    use crate::position::Position;
    use crate::{Options, Variant, VariantId};

    /// Along playouts of every game (with and without its options) that
    /// capture whenever they can, the listing is the pseudo moves in their
    /// order with only moves left out that neither capture nor promote.
    #[test]
    fn the_moves_that_may_take_are_the_pseudo_moves_less_quiet_ones() {
        let mut rng = crate::test_rng::TestRng(0x2545_f491_4f6c_dd1d);
        let (mut positions, mut left_out, mut kept) = (0, 0, 0);
        for id in VariantId::ALL {
            for options in [Options::default(), Options::of(&Options::ids()).expect("options")] {
                let Ok(v) = Variant::get(id, options) else { continue };
                for _ in 0..6 {
                    let mut pos = Position::start(v);
                    for _ in 0..150 {
                        let (mut all, mut some) = (MoveList::new(), MoveList::new());
                        pos.pseudo_moves(&mut all);
                        pos.pseudo_moves_that_may_take(&mut some);
                        let takes = |m: &Move| {
                            matches!(m, Move::EnPassant { .. })
                                || m.promotion().is_some()
                                || m.destination()
                                    .and_then(|s| pos.piece_at(s))
                                    .is_some_and(|p| p.color() != pos.side_to_move())
                        };
                        let mut rest = some.iter().peekable();
                        for m in all.iter() {
                            if rest.peek() == Some(&m) {
                                rest.next();
                                kept += 1;
                            } else {
                                assert!(!takes(m), "{id:?}: {m:?} left out at {}", pos.to_fen());
                                left_out += 1;
                            }
                        }
                        assert!(rest.next().is_none(), "{id:?}: not in the pseudo moves' order at {}", pos.to_fen());
                        positions += 1;
                        let mut legal = MoveList::new();
                        pos.legal_moves(&mut legal);
                        let captures: Vec<Move> = legal.iter().copied().filter(|m| takes(m)).collect();
                        let pick: Vec<Move> =
                            if captures.is_empty() { legal.iter().copied().collect() } else { captures };
                        let Some(&m) = pick.get(rng.below(pick.len().max(1))) else { break };
                        pos.play_part(m);
                        pos.end_turn_if_nothing_follows();
                        if pos.outcome_without_moves().is_some() {
                            break;
                        }
                    }
                }
            }
        }
        assert!(positions > 2000 && kept > 3000 && left_out > 100_000, "{positions} {kept} {left_out}");
    }
}
