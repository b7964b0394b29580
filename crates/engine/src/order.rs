//! Move ordering: the transposition-table move, captures by MVV-LVA
//! (most valuable victim, least valuable attacker), killers, history.

use crate::eval::Evaluator;
use crate::search::MAX_PLY;
use crate::step::Step;
use twofold_rules::{Move, Position};

pub const TT_SCORE: i32 = 10_000_000;
pub const CAPTURE_SCORE: i32 = 1_000_000;
pub const KILLER_SCORE: i32 = 900_000;
pub const END_TURN_SCORE: i32 = 700_000;
const HISTORY_MAX: i32 = 600_000;

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

    /// A quiet step caused a cut-off.
    pub fn reward(&mut self, side: usize, step: Step, ply: usize, depth: i32) {
        let k = &mut self.killers[ply];
        if k[0] != Some(step) {
            k[1] = k[0];
            k[0] = Some(step);
        }
        if let Step::Part(m) = step {
            let h = &mut self.history[Self::slot(side, m)];
            *h = (*h + depth * depth).min(HISTORY_MAX);
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

/// The ordering score of a part (higher is tried first).
#[inline]
pub fn score_part(pos: &Position, m: Move, eval: &Evaluator, heur: &Heuristics, ply: usize, tt: Option<Step>) -> i32 {
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
        return CAPTURE_SCORE + (victim + promo) * 16 - attacker / 16;
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
