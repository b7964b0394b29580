//! The turn rules' unit tests play random games and compare a last turn
//! counted in bulk with the same turn listed part by part: the listing and
//! the random turns, one home for the games of every turn rule.

use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::test_rng::TestRng;
use crate::turn::{Order, TurnEnd};
use crate::variant::{Options, VariantId};
use crate::Variant;

/// Busy positions every turn rule's games start from: the start, the FIDE
/// perft positions (castling, pins, en passant, promotions) and promotions
/// on both sides.
const BUSY_STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 d",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 d",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 d",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8 d",
    "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 2 d",
];

/// Plays `games` random games of `game` from each of [`BUSY_STARTS`] and
/// then `designed` (40 turns at most) and hands every turn start to
/// `at_start`, with the count of its turns listed part by part.
pub(crate) fn each_turn_start(
    game: VariantId,
    designed: &[&str],
    games: u64,
    mut at_start: impl FnMut(&Position, u64),
) {
    let v = Variant::get(game, Options::default()).expect("a game");
    for (i, fen) in BUSY_STARTS.iter().chain(designed).enumerate() {
        for seed in 0..games {
            let mut rng = TestRng((i as u64 * 1000 + seed + 1) ^ 0x9E37_79B9_7F4A_7C15);
            let mut pos = Position::from_fen(v, fen).expect("a position");
            for _ in 0..40 {
                at_start(&pos, listed(&pos));
                if !random_turn(&mut pos, &mut rng) {
                    break;
                }
            }
        }
    }
}

/// Whether a piece other than the king is pinned: the side to move, not in
/// check, has a move of it that would leave its king attacked.
pub(crate) fn has_pin(pos: &Position, pseudo: &MoveList) -> bool {
    let us = pos.side_to_move();
    let king = pos.king[us.index()];
    !pos.is_in_check(us) && pseudo.iter().any(|&m| m.origin() != king && !pos.king_safe_after(m))
}

/// The legal turns from a turn start, listed part by part in canonical
/// order (no count in bulk): each part that ends the turn, and each
/// first part with what may complete it.
pub(crate) fn listed(pos: &Position) -> u64 {
    let mut firsts = MoveList::new();
    pos.parts(&mut firsts, Order::Canonical);
    let mut total = 0;
    for &m in firsts.iter() {
        let mut next = pos.clone();
        next.play_part(m);
        if !next.turn_in_progress() {
            total += 1;
            continue;
        }
        let mut seconds = MoveList::new();
        let end = next.next_steps(&mut seconds, Order::Canonical);
        total += seconds.len() as u64 + u64::from(end != TurnEnd::Not);
    }
    total
}

/// Plays one random turn: parts until the turn ends, sometimes ending
/// it early where it may end. False when the game has no turn left.
pub(crate) fn random_turn(pos: &mut Position, rng: &mut TestRng) -> bool {
    if pos.outcome_without_moves().is_some() {
        return false;
    }
    let mut list = MoveList::new();
    pos.parts(&mut list, Order::Any);
    if list.is_empty() {
        return false;
    }
    // Promotions, double steps and en passant first now and then, so
    // games meet them often.
    let pick = |list: &MoveList, rng: &mut TestRng| {
        let strong: Vec<Move> =
            list.iter().copied().filter(|m| m.promotion().is_some() || matches!(m, Move::EnPassant { .. })).collect();
        if !strong.is_empty() && rng.below(2) == 0 {
            strong[rng.below(strong.len())]
        } else {
            list.as_slice()[rng.below(list.len())]
        }
    };
    let m = pick(&list, rng);
    pos.play_part(m);
    while pos.turn_in_progress() {
        let end = pos.next_steps(&mut list, Order::Any);
        if end == TurnEnd::Forced || (end == TurnEnd::Allowed && rng.below(4) == 0) {
            pos.end_turn();
        } else {
            let m = pick(&list, rng);
            pos.play_part(m);
        }
    }
    true
}
