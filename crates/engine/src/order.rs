//! Move ordering: the transposition-table move, captures by MVV-LVA
//! (most valuable victim, least valuable attacker), killers, captures
//! that likely lose material, history.

use crate::eval::Evaluator;
use crate::limits::MAX_PLY;
use crate::step::Step;
use twofold_rules::{Move, Position};

pub const TT_SCORE: i32 = 10_000_000;
pub const CAPTURE_SCORE: i32 = 1_000_000;
pub const KILLER_SCORE: i32 = 900_000;
/// Captures that likely lose material: after the killers, before "end
/// turn" and the quiet parts (MVV-LVA adds less than 100 000).
pub const LOSING_CAPTURE_SCORE: i32 = 800_000;
pub const END_TURN_SCORE: i32 = 700_000;
const HISTORY_MAX: i32 = 600_000;
/// History with penalties stays within ±this (below every other ordering
/// score), and one update moves it by at most `HISTORY_BONUS_MAX`.
pub const PENALISED_MAX: i32 = 16_384;
const HISTORY_BONUS_MAX: i32 = 1_536;

/// Killer steps per ply and a history table per side, from- and to-square.
pub struct Heuristics {
    pub killers: Vec<[Option<Step>; 2]>,
    history: Vec<i32>,
}

impl Default for Heuristics {
    fn default() -> Self {
        Self::new()
    }
}

impl Heuristics {
    pub fn new() -> Heuristics {
        Heuristics { killers: vec![[None; 2]; MAX_PLY + 1], history: vec![0; 2 * 256 * 256] }
    }

    /// A new search: forget killers, keep a fading memory of history.
    pub fn new_search(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 4);
    }

    #[inline]
    fn slot(side: usize, m: Move) -> usize {
        let (from, to) = m.key_squares();
        (side * 256 + from.index()) * 256 + to.index()
    }

    pub fn history(&self, side: usize, m: Move) -> i32 {
        self.history[Self::slot(side, m)]
    }

    /// A quiet step caused a cut-off: it becomes the ply's first killer and
    /// its history grows with the depth searched.
    pub fn reward(&mut self, side: usize, step: Step, ply: usize, depth: i32) {
        self.remember_killer(step, ply);
        if let Step::Part(m) = step {
            let h = &mut self.history[Self::slot(side, m)];
            *h = (*h + depth * depth).min(HISTORY_MAX);
        }
    }

    /// With penalties (the `history` feature): the quiet part `m` caused a
    /// cut-off (`good`) or was tried before another one did. The entry moves
    /// by the bonus towards ±`PENALISED_MAX`, less the nearer it is, so it
    /// stays within that bound and old verdicts fade.
    pub fn record(&mut self, side: usize, m: Move, depth: i32, good: bool) {
        let bonus = (depth * depth * 32).min(HISTORY_BONUS_MAX);
        let bonus = if good { bonus } else { -bonus };
        let h = &mut self.history[Self::slot(side, m)];
        *h += bonus - *h * bonus.abs() / PENALISED_MAX;
    }

    /// Makes `step` the first killer of `ply` (with penalties, its history
    /// is kept by `record`).
    pub fn remember_killer(&mut self, step: Step, ply: usize) {
        let k = &mut self.killers[ply];
        if k[0] != Some(step) {
            k[1] = k[0];
            k[0] = Some(step);
        }
    }
}

/// Does the part capture (or otherwise win material: promotion, a Pawn of
/// Camel's transformation)?
#[inline]
pub fn is_tactical(pos: &Position, m: Move) -> bool {
    match m {
        Move::EnPassant { .. } | Move::Transform { .. } => true,
        Move::Normal { to, promo, .. } => {
            promo.is_some() || pos.piece_at(to).is_some_and(|p| p.color() != pos.side_to_move())
        }
        Move::DoubleStep { to, .. } => pos.piece_at(to).is_some_and(|p| p.color() != pos.side_to_move()),
        Move::Castle { .. } | Move::GuardFlip { .. } | Move::Morph { .. } => false,
    }
}

/// The ordering score of a part (higher is tried first). `judge_captures`:
/// test whether a capture likely loses material (quiescence has already
/// dropped those, so it need not ask again).
#[inline]
pub fn score_part(
    pos: &Position,
    m: Move,
    eval: &Evaluator,
    heur: &Heuristics,
    ply: usize,
    tt: Option<Step>,
    judge_captures: bool,
) -> i32 {
    let step = Step::Part(m);
    if tt == Some(step) {
        return TT_SCORE;
    }
    if is_tactical(pos, m) {
        let (from, to) = m.key_squares();
        let victim = match m {
            Move::EnPassant { .. } => 100,
            _ => pos.piece_at(to).map_or(0, |p| eval.value(p.kind())),
        };
        let attacker = pos.piece_at(from).map_or(0, |p| eval.value(p.kind()));
        let promo = m.promotion().map_or(0, |k| eval.value(k));
        let mvv_lva = (victim + promo) * 16 - attacker / 16;
        // A more valuable piece taking a defended one likely loses material:
        // tried after the killers (a stand-in for static exchange evaluation).
        if judge_captures && promo == 0 && attacker > victim && pos.is_attacked(to, pos.side_to_move().other()) {
            return LOSING_CAPTURE_SCORE + mvv_lva;
        }
        return CAPTURE_SCORE + mvv_lva;
    }
    let k = &heur.killers[ply.min(MAX_PLY)];
    if k[0] == Some(step) {
        return KILLER_SCORE;
    }
    if k[1] == Some(step) {
        return KILLER_SCORE - 1;
    }
    heur.history(pos.side_to_move().index(), m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use twofold_rules::Square;

    #[test]
    fn history_with_penalties_rises_falls_and_stays_bounded() {
        let mut h = Heuristics::new();
        let (m, other) = (Move::normal(Square(12), Square(28)), Move::normal(Square(6), Square(21)));
        h.record(0, m, 4, true);
        assert_eq!(h.history(0, m), 4 * 4 * 32);
        h.record(0, m, 4, false);
        assert!(h.history(0, m) < 0, "a penalty after a bonus of the same depth leaves it below zero");
        for _ in 0..1000 {
            h.record(0, m, 20, true);
            h.record(0, other, 20, false);
        }
        assert!((PENALISED_MAX - HISTORY_BONUS_MAX..=PENALISED_MAX).contains(&h.history(0, m)));
        assert!((-PENALISED_MAX..=HISTORY_BONUS_MAX - PENALISED_MAX).contains(&h.history(0, other)));
        assert_eq!(h.history(1, m), 0, "each side has its own history");
    }
}
