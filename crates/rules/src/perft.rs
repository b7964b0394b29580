//! perft: the number of distinct legal sequences of N turns (RULES.md).
//! A two-move turn counts once per ordered pair, a Two-Prong dual move once
//! per unordered pair; a turn that ends the game after its first move counts.

use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::turn::{Order, TurnEnd};
use crate::variant::TurnRule;

/// Counts turn sequences of length `depth`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.outcome_without_moves().is_some() {
        return 0;
    }
    // Single-move games: the last turn is counted in bulk.
    if depth == 1 && pos.variant().turn_rule == TurnRule::Single {
        return pos.count_legal_moves() as u64;
    }
    if depth == 1 && turns_of_two_parts(pos) {
        return last_turn(pos);
    }
    let mut list = MoveList::new();
    pos.parts(&mut list, Order::Canonical);
    list.iter().map(|&m| after_part(pos, m, depth)).sum()
}

/// Turns of at most two parts: Chess2, Two-Prong (not Three-Prong),
/// Marseillais, Double Move Double Chess.
fn turns_of_two_parts(pos: &Position) -> bool {
    pos.variant().turn_rule != TurnRule::Single && pos.variant().turn_rule.most_parts() <= 2
}

/// The last turn, at its start, in a game of two-part turns: each
/// candidate first part is made once and what may complete it counted in
/// bulk. In Chess2 and Two-Prong a first part that can neither end the turn
/// nor be followed is no turn (the rules' part list leaves it out), so it
/// counts nothing; in Double Move Double Chess every legal first move is
/// listed, and a turn with no second move ends by itself. Two-Prong's last
/// turn is counted without making its first halves where the rules allow
/// (`Position::count_dual_turns`, as chess counts its last ply; it needs
/// the lookup tables); Chess2's first moves are applied to the board alone,
/// without the turn's bookkeeping (`Position::count_conditional_turns`).
fn last_turn(pos: &Position) -> u64 {
    let looked_ahead = !matches!(pos.variant().turn_rule, TurnRule::Consecutive { .. });
    // Two-Prong's last halves are generated on the turn's start: this one.
    let start = (pos.turn.parts == 0).then_some(pos);
    let mut list = MoveList::new();
    pos.first_part_candidates(&mut list);
    if let Some(n) = pos.count_conditional_turns(&list) {
        return n;
    }
    #[cfg(feature = "slide-tables")]
    if let Some(n) = pos.count_dual_turns(&list) {
        return n;
    }
    list.iter()
        .map(|&m| {
            let mut next = pos.clone();
            next.play_part(m);
            if !next.turn_in_progress() {
                return 1;
            }
            let (n, end) = next.count_next_steps_from(start);
            if looked_ahead && n == 0 && !next.can_end_turn() {
                0
            } else {
                n as u64 + (end != TurnEnd::Not) as u64
            }
        })
        .sum()
}

/// Counts the sequences that begin with part `m` of the current turn.
fn after_part(pos: &Position, m: Move, depth: u32) -> u64 {
    let mut next = pos.clone();
    next.play_part(m);
    if next.turn_in_progress() {
        rest_of_turn(&next, depth)
    } else {
        perft(&next, depth - 1)
    }
}

/// The count of the turn ended here, when it may (or must) end.
fn ended(pos: &Position, end: TurnEnd, depth: u32) -> Option<u64> {
    (end != TurnEnd::Not).then(|| {
        let mut ended = pos.clone();
        ended.end_turn();
        perft(&ended, depth - 1)
    })
}

/// Counts from a position in the middle of a turn.
fn rest_of_turn(pos: &Position, depth: u32) -> u64 {
    if depth == 1 && next_part_ends_turn(pos) {
        // Each further part ends the turn: count them in bulk.
        let (n, end) = pos.count_next_steps();
        return ended(pos, end, depth).unwrap_or(0) + n as u64;
    }
    let mut list = MoveList::new();
    let end = pos.next_steps(&mut list, Order::Canonical);
    let total = ended(pos, end, depth).unwrap_or(0);
    total + list.iter().map(|&m| after_part(pos, m, depth)).sum::<u64>()
}

/// In the middle of a turn, does every further part end it?
fn next_part_ends_turn(pos: &Position) -> bool {
    match pos.variant().turn_rule {
        TurnRule::Simultaneous { .. } | TurnRule::Consecutive { .. } => pos.turn().parts + 1 >= pos.moves_this_turn(),
        _ => true,
    }
}

/// The moves a perft tree of `depth` turns generates, the yardstick of
/// its cost per move (`twofold bench`): every legal part of every position
/// the tree visits before its last turn ends, listed in canonical order.
/// The same definition in every game: for chess, perft(1) + … +
/// perft(depth); in a game of two-part turns, each first part and each part
/// that follows it, the last turn's first and second parts alike. Ending a
/// turn is no move. Counted by listing, without bulk counts, so it is a
/// separate (untimed) pass that checks nothing against `perft`.
pub fn perft_moves(pos: &Position, depth: u32) -> u64 {
    if depth == 0 || pos.outcome_without_moves().is_some() {
        return 0;
    }
    let mut list = MoveList::new();
    pos.parts(&mut list, Order::Canonical);
    list.len() as u64 + list.iter().map(|&m| moves_after_part(pos, m, depth)).sum::<u64>()
}

/// [`perft_moves`] below part `m` of the current turn.
fn moves_after_part(pos: &Position, m: Move, depth: u32) -> u64 {
    let mut next = pos.clone();
    next.play_part(m);
    if !next.turn_in_progress() {
        return perft_moves(&next, depth - 1);
    }
    let mut list = MoveList::new();
    let end = next.next_steps(&mut list, Order::Canonical);
    let ended = if end == TurnEnd::Not {
        0
    } else {
        let mut ended = next.clone();
        ended.end_turn();
        perft_moves(&ended, depth - 1)
    };
    ended + list.len() as u64 + list.iter().map(|&m2| moves_after_part(&next, m2, depth)).sum::<u64>()
}

/// Per first turn: its notation and count (`--divide`).
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut out = Vec::new();
    if depth == 0 {
        return out;
    }
    let mut list = MoveList::new();
    pos.parts(&mut list, Order::Canonical);
    let ctx = pos.notation_context();
    let simultaneous = matches!(pos.variant().turn_rule, TurnRule::Simultaneous { .. });
    for &m in list.iter() {
        let san = pos.san_in(m, ctx.as_slice());
        let mut next = pos.clone();
        next.play_part(m);
        if !next.turn_in_progress() {
            out.push((san, perft(&next, depth - 1)));
            continue;
        }
        let mut seconds = MoveList::new();
        let end = next.next_steps(&mut seconds, Order::Canonical);
        if let Some(n) = ended(&next, end, depth) {
            out.push((san.clone(), n));
        }
        let ctx2 = next.notation_context();
        for &m2 in seconds.iter() {
            // Simultaneous halves are written as if played alone from the turn's start.
            let san2 = if simultaneous { pos.san_in(m2, ctx.as_slice()) } else { next.san_in(m2, ctx2.as_slice()) };
            out.push((format!("{san}{}{san2}", pos.variant().joiner()), after_part(&next, m2, depth)));
        }
    }
    out
}
