//! Analysis: the best few root steps of a position, each with its score and
//! its line, searched deeper and deeper until stopped, with a report after
//! every completed iteration and at least every [`REPORT_MS`] during a long
//! one.
//!
//! # What a line is
//!
//! The root's choices are its steps — in the one-move games whole turns, in
//! the double-move games the first parts (or, in the middle of a turn, the
//! next parts and "end turn"). Line `k` is the `k`-th best root step
//! (multi-PV at the root: every line starts with a different step) completed
//! into the **whole turn** that the table's best continuation makes of it,
//! then followed by the table's line for the turns after. So in Chess2 the
//! three lines are the best turns beginning with three different first
//! moves: two good turns with the same first move show as one line. Two
//! first parts that lead to the same position after the turn (the same two
//! moves in either order) are one line too, the better scored. The score is
//! the root step's, from the side to move's point of view.
//!
//! # Rules kept
//!
//! The tree below the root allocates nothing (the root loop builds the lines
//! between searches), and the analysis reads no clock of its own: the caller
//! passes `now`. The report during an iteration comes from the `stop` hook
//! the search already asks every 32 nodes, so the search itself is the one
//! `think` runs, unchanged.

use crate::engine::{is_legal_step, root_steps, turn_start_hashes, Engine};
use crate::limits::MAX_MS;
use crate::limits::MAX_PLY;
use crate::search::{after, Searcher, INF, MATE_BOUND};
use crate::step::Step;
use std::cell::RefCell;
use twofold_rules::{Game, MoveList, Position, TurnEnd};

/// Lines an analysis shows unless asked otherwise.
pub const DEFAULT_LINES: usize = 3;
/// The most lines an analysis gives.
pub const MAX_LINES: usize = 8;
/// During an iteration the analysis reports at least this often (ms).
pub const REPORT_MS: f64 = 400.0;
/// The longest line reported, in steps.
const LINE_STEPS: usize = 16;
/// How often the search asks its `stop` hook (in nodes): see `search.rs`.
const NODES_PER_HOOK: u64 = 32;

/// One line of an analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisLine {
    /// Centipawns for the side to move at the root (beyond ±29000: a
    /// forced result, as in [`crate::SearchResult::score`]).
    pub score: i32,
    /// The steps of the line, "end turn" steps included; its first step is
    /// the line's own root step.
    pub pv: Vec<Step>,
    /// How many steps of `pv` finish the root's turn (`pv[..turn_len]` is
    /// the turn to play); `pv.len()` when the turn could not be completed.
    pub turn_len: usize,
    /// The hash of the position after the line's turn (0: not completed):
    /// two orders of the same pair of moves are one line.
    after_turn: u64,
}

impl AnalysisLine {
    /// The steps that make the root's turn.
    pub fn turn(&self) -> &[Step] {
        &self.pv[..self.turn_len]
    }
}

/// What an analysis reports.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct AnalysisInfo {
    /// Depth (plies) of the last completed iteration; its lines are `lines`.
    pub depth: u32,
    /// Best first, at most the number asked for (fewer when the position
    /// has fewer root steps).
    pub lines: Vec<AnalysisLine>,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the analysis began.
    pub ms: f64,
    /// The last report: the analysis has ended (stopped, out of time, or
    /// nothing more to learn).
    pub done: bool,
}

/// The reports' state, shared by the root loop and the search's stop hook.
struct Reporter<'r> {
    info: AnalysisInfo,
    report: &'r mut dyn FnMut(&AnalysisInfo),
    t0: f64,
    last: f64,
    hooks: u64,
}

impl Reporter<'_> {
    fn send(&mut self, t: f64) {
        self.info.ms = t - self.t0;
        self.last = t;
        (self.report)(&self.info);
    }
}

impl Engine {
    /// Analyses the current turn of a game (its history counts for
    /// repetitions); see [`Engine::analyse`].
    #[allow(clippy::too_many_arguments)]
    pub fn analyse_game(
        &mut self,
        game: &Game,
        lines: usize,
        max_ms: Option<f64>,
        now: &dyn Fn() -> f64,
        stop: &dyn Fn() -> bool,
        report: &mut dyn FnMut(&AnalysisInfo),
    ) -> AnalysisInfo {
        self.analyse(game.position(), &turn_start_hashes(game), lines, max_ms, now, stop, report)
    }

    /// Searches `pos` deeper and deeper for its best `lines` root steps
    /// (1 ..= [`MAX_LINES`]) until `stop` says so, `max_ms` milliseconds
    /// have passed (never more than [`MAX_MS`]; `None`: [`MAX_MS`]), the
    /// depth reaches the engine's limit, or every line is a forced result.
    /// `report` is called after every completed iteration and at least every
    /// [`REPORT_MS`] during one (with the last completed iteration's lines
    /// and the nodes so far), and once more at the end with `done` set; the
    /// last report is also returned.
    #[allow(clippy::too_many_arguments)]
    pub fn analyse(
        &mut self,
        pos: &Position,
        history: &[u64],
        lines: usize,
        max_ms: Option<f64>,
        now: &dyn Fn() -> f64,
        stop: &dyn Fn() -> bool,
        report: &mut dyn FnMut(&AnalysisInfo),
    ) -> AnalysisInfo {
        let t0 = now();
        let want = lines.clamp(1, MAX_LINES);
        let budget = max_ms.map_or(MAX_MS, |ms| if ms.is_finite() { ms.clamp(0.0, MAX_MS) } else { MAX_MS });
        let rep = RefCell::new(Reporter { info: AnalysisInfo::default(), report, t0, last: t0, hooks: 0 });
        self.evaluator(pos.variant());
        self.tt.new_search();
        self.heur.new_search();
        let (root_list, open_turn) = root_steps(pos);
        // (step, score of the last iteration: exact for the lines, a bound for the others)
        let mut steps: Vec<(Step, i32)> = root_list.into_iter().map(|s| (s, 0)).collect();
        let mut nodes = 0;
        if !steps.is_empty() {
            let root_pushed = self.enter_root(pos, history);
            // The search asks this every 32 nodes: a report is due when the
            // last one is older than REPORT_MS.
            let hook = || {
                let mut r = rep.borrow_mut();
                r.hooks += 1;
                let t = now();
                if t - r.last >= REPORT_MS && r.info.depth > 0 {
                    r.info.nodes = r.hooks * NODES_PER_HOOK;
                    r.send(t);
                }
                stop()
            };
            let Engine { tt, heur, bufs, path, eval, eval_cache, features } = self;
            let mut s = Searcher {
                eval: eval.as_ref().expect("evaluator set above"),
                eval_cache,
                tt,
                heur,
                bufs,
                path,
                now,
                stop: &hook,
                hard_deadline: t0 + budget,
                nodes: 0,
                stopped: false,
                open_turn,
                features: *features,
            };
            for depth in 1..=(MAX_PLY as i32 / 2) {
                let Some(found) = iteration(&mut s, pos, &mut steps, want, depth) else { break };
                let t = now();
                let mut r = rep.borrow_mut();
                r.info.depth = depth as u32;
                r.info.nodes = s.nodes;
                r.info.lines = found;
                // Nothing more to learn: every line is a forced result (or
                // the root has a single step and it is one).
                let settled = r.info.lines.iter().all(|l| l.score.abs() > MATE_BOUND);
                // The hook counts from here on.
                r.hooks = s.nodes / NODES_PER_HOOK;
                r.send(t);
                if settled || t >= s.hard_deadline {
                    break;
                }
            }
            nodes = s.nodes;
            if root_pushed {
                self.path.pop();
            }
        }
        let mut r = rep.into_inner();
        r.info.nodes = nodes;
        r.info.done = true;
        r.send(now());
        r.info
    }
}

/// One iteration of the analysis at `depth`: every root step searched, the
/// best `want` of them exactly (each against the `want`-th best so far:
/// the others only need to be shown worse). Returns the lines, best first,
/// or `None` when the search was stopped before the iteration ended. Sorts
/// `steps` for the next iteration: the lines first, then by score.
fn iteration(
    s: &mut Searcher,
    root: &Position,
    steps: &mut [(Step, i32)],
    want: usize,
    depth: i32,
) -> Option<Vec<AnalysisLine>> {
    // The lines found so far, best first.
    let mut top: Vec<AnalysisLine> = Vec::with_capacity(want + 1);
    for entry in steps.iter_mut() {
        let step = entry.0;
        let child = step_after(root, step);
        let score = if top.len() < want {
            s.child_score(root, &child, depth - 1, -INF, INF, 0)
        } else {
            let floor = top[want - 1].score;
            let mut sc = s.child_score(root, &child, depth - 1, floor, floor + 1, 0);
            if sc > floor && !s.stopped {
                sc = s.child_score(root, &child, depth - 1, floor, INF, 0);
            }
            sc
        };
        if s.stopped {
            return None;
        }
        entry.1 = score;
        if top.len() < want || score > top[want - 1].score {
            // The table holds this step's line now, before the next steps'
            // searches replace its entries.
            let line = line_of(s, root, step, score);
            // The same turn in another order: the better of the two stays.
            if let Some(same) = top.iter().position(|t| t.after_turn != 0 && t.after_turn == line.after_turn) {
                if top[same].score >= score {
                    continue;
                }
                top.remove(same);
            }
            let at = top.iter().position(|t| score > t.score).unwrap_or(top.len());
            top.insert(at, line);
            top.truncate(want);
        }
    }
    // Next time: the lines in their order, then the others by score (an
    // insertion sort: a few hundred steps at most, and no second copy of
    // the library's sort in the wasm build).
    let key = |e: &(Step, i32)| (top.iter().position(|l| l.pv.first() == Some(&e.0)).unwrap_or(usize::MAX), -e.1);
    for i in 1..steps.len() {
        let mut j = i;
        while j > 0 && key(&steps[j - 1]) > key(&steps[j]) {
            steps.swap(j - 1, j);
            j -= 1;
        }
    }
    Some(top)
}

/// A step played on a copy of the position (one copy of the code for the
/// root loop and the lines: the search's own `after` is inlined).
#[inline(never)]
fn step_after(pos: &Position, step: Step) -> Position {
    after(pos, step)
}

/// The line beginning with `first` from `root`: the table's best steps; where
/// the table has none before the root's turn is over, a one-ply search of
/// that position chooses (so the line's turn is whole).
fn line_of(s: &mut Searcher, root: &Position, first: Step, score: i32) -> AnalysisLine {
    let mut pv = Vec::with_capacity(LINE_STEPS);
    let mut turn_len = None;
    let mut after_turn = 0;
    let mut pos = root.clone();
    let mut next = Some(first);
    while let Some(step) = next {
        if pv.len() >= LINE_STEPS || !is_legal_step(&pos, step) {
            break;
        }
        pv.push(step);
        pos = step_after(&pos, step);
        // A turn with nothing legal left ends by itself (no step of its own).
        pos.end_turn_if_nothing_follows();
        if turn_len.is_none() && !pos.turn_in_progress() {
            turn_len = Some(pv.len());
            after_turn = pos.hash();
        }
        if !pos.turn_in_progress() && pos.outcome().is_some() {
            break;
        }
        // Where the search lists nothing more for the turn (a Two-Prong half
        // whose possible partners all come before it in canonical order),
        // it ends the turn there without a table entry: so does the line.
        let mut list = MoveList::new();
        next = if pos.next_steps(&mut list, s.order_for(&pos)) == TurnEnd::Forced {
            pos.can_end_turn().then_some(Step::EndTurn)
        } else {
            s.tt.probe(pos.hash()).and_then(|e| e.best)
        };
        if next.is_none() && turn_len.is_none() && !s.stopped {
            s.search(&pos, 1, -INF, INF, 1);
            next = s.tt.probe(pos.hash()).and_then(|e| e.best);
        }
    }
    let turn_len = turn_len.unwrap_or(pv.len());
    AnalysisLine { score, pv, turn_len, after_turn }
}
