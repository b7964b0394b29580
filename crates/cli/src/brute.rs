//! `brute:<turns>`: the engine the variant players have met so far (vchess's
//! double-move games): a full-width minimax over whole turns — every legal
//! turn of every player enumerated, each pair of moves listed — to a fixed
//! number of turns, scored by material alone. It finds wins, mates and
//! losses of material within its horizon and nothing beyond.
//!
//! Alpha-beta prunes only lines that cannot change the value of the root's
//! best turn, so it plays what plain minimax plays; among turns of equal
//! value it chooses at random (seeded).

use twofold_engine::eval::Evaluator;
use twofold_engine::Rng;
use twofold_rules::{Color, Move, MoveList, Order, Outcome, Position, TurnEnd};

/// A win, faster ones higher; far above any material balance.
const WIN: i64 = 1 << 40;

/// The turn `brute:<turns>` plays from `pos` (a turn start).
pub fn brute_turn(pos: &Position, turns: u32, rng: &mut Rng) -> Vec<Move> {
    let eval = Evaluator::new(pos.variant());
    let mut best: Option<(i64, Vec<Move>)> = None;
    let mut ties = 0usize;
    for (parts, after) in whole_turns(pos) {
        // Only a value at least as good as the best so far matters exactly.
        let floor = best.as_ref().map_or(-WIN * 2, |b| b.0 - 1);
        let score = -value(&after, turns.saturating_sub(1), -WIN * 2, -floor, &eval, 1);
        match &best {
            Some((b, _)) if score < *b => {}
            Some((b, _)) if score == *b => {
                ties += 1;
                if rng.below(ties) == 0 {
                    best = Some((score, parts));
                }
            }
            _ => {
                best = Some((score, parts));
                ties = 1;
            }
        }
    }
    best.map(|b| b.1).unwrap_or_default()
}

/// The value of `pos` for its side to move, looking `turns` whole turns
/// ahead (negamax, alpha-beta); `ply` counts turns from the root, so that
/// nearer wins score higher.
fn value(pos: &Position, turns: u32, mut alpha: i64, beta: i64, eval: &Evaluator, ply: i64) -> i64 {
    if let Some(outcome) = pos.outcome_without_moves() {
        return score_outcome(outcome, pos.side_to_move(), ply);
    }
    if turns == 0 {
        // At the horizon a king in check is looked at for mate; other ends
        // without a legal turn (stalemates) lie beyond it.
        if pos.is_in_check(pos.side_to_move()) {
            if let Some(outcome) = pos.rules_outcome() {
                return score_outcome(outcome, pos.side_to_move(), ply);
            }
        }
        return material(pos, eval);
    }
    let options = whole_turns(pos);
    if options.is_empty() {
        return score_outcome(pos.outcome_without_parts(), pos.side_to_move(), ply);
    }
    let mut best = -WIN * 2;
    for (_, after) in options {
        let v = -value(&after, turns - 1, -beta, -alpha, eval, ply + 1);
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// Material for the side to move, the game's own piece values.
fn material(pos: &Position, eval: &Evaluator) -> i64 {
    let white = eval.material(pos) as i64;
    if pos.side_to_move() == Color::White {
        white
    } else {
        -white
    }
}

fn score_outcome(outcome: Outcome, to_move: Color, ply: i64) -> i64 {
    match outcome {
        Outcome::Win { winner, .. } if winner == to_move => WIN - ply,
        Outcome::Win { .. } => -(WIN - ply),
        Outcome::Draw { .. } => 0,
    }
}

/// Every whole turn from a turn start: its parts and the position after it
/// (each Two-Prong pair once, "end turn" wherever the rules allow it).
fn whole_turns(pos: &Position) -> Vec<(Vec<Move>, Position)> {
    let mut out = Vec::new();
    let mut parts = Vec::new();
    collect(pos, &mut parts, &mut out);
    out
}

fn collect(pos: &Position, parts: &mut Vec<Move>, out: &mut Vec<(Vec<Move>, Position)>) {
    let mut list = MoveList::new();
    let end = pos.next_steps(&mut list, Order::Canonical);
    if pos.turn_in_progress() && end != TurnEnd::Not {
        let mut ended = pos.clone();
        ended.end_turn();
        out.push((parts.clone(), ended));
    }
    for &m in list.iter() {
        let mut next = pos.clone();
        next.play_part(m);
        parts.push(m);
        if next.turn_in_progress() {
            collect(&next, parts, out);
        } else {
            out.push((parts.clone(), next));
        }
        parts.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use twofold_rules::{Game, Options, Square, Variant, VariantId};

    fn position(id: VariantId, fen: &str) -> Position {
        Position::from_fen(Variant::get(id, Options::default()).expect("variant"), fen).expect("position")
    }

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square((b[1] - b'1') * 8 + (b[0] - b'a'))
    }

    #[test]
    fn mates_in_one_turn() {
        let pos = position(VariantId::CHESS, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        let turn = brute_turn(&pos, 1, &mut Rng::new(1));
        assert_eq!(turn, vec![Move::normal(sq("a1"), sq("a8"))]);
    }

    #[test]
    fn two_turns_see_the_recapture_that_one_turn_misses() {
        // Qxd5 wins a pawn, and exd5 takes the queen back.
        let pos = position(VariantId::CHESS, "4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1");
        let grab = Move::normal(sq("d1"), sq("d5"));
        assert_eq!(brute_turn(&pos, 1, &mut Rng::new(1)), vec![grab]);
        assert_ne!(brute_turn(&pos, 2, &mut Rng::new(1)), vec![grab]);
    }

    #[test]
    fn plays_whole_legal_turns_in_the_double_move_games() {
        for id in [VariantId::CHESS2, VariantId::TWO_PRONG, VariantId::DOUBLE_DOUBLE] {
            let mut game = Game::new(id, Options::default(), None).expect("game");
            let mut rng = Rng::new(7);
            for _ in 0..4 {
                let mover = game.side_to_move();
                let parts = brute_turn(game.position(), 2, &mut rng);
                crate::players::play_parts(&mut game, &parts).expect("a legal turn");
                assert!(game.status().is_some() || game.side_to_move() != mover, "{id:?}: the turn ended");
            }
        }
    }
}
