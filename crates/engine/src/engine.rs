//! The engine object the CLI and the wasm bindings use: iterative deepening
//! at the root, level noise, and assembling a whole turn part by part.

use crate::eval::cache::EvalCache;
use crate::eval::Evaluator;
use crate::features::Features;
use crate::limits::MAX_PLY;
use crate::limits::{Level, Limits, MAX_MS};
use crate::order::Heuristics;
use crate::rng::mix;
use crate::search::{after, PlyBuffers, Searcher, INF, MATE_BOUND};
use crate::step::Step;
use crate::tt::Table;
use twofold_rules::{Color, Game, Move, MoveList, Order, Position, TurnRule, Variant};

/// Aspiration windows at the root from this depth (plies) on, this wide
/// (centipawns) on each side of the last iteration's score.
const ASPIRATION_DEPTH: i32 = 5;
const ASPIRATION_WINDOW: i32 = 40;

/// What `think` found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The whole turn: play these parts in order; if the turn is still in
    /// progress afterwards, end it (the engine chose to stop early).
    pub parts: Vec<Move>,
    /// Score of the first part's search, in centipawns for the side to move
    /// (beyond ±30000 - n: a forced win/loss n plies away).
    pub score: i32,
    /// Depth (plies) of the deepest completed iteration of the first part.
    pub depth: u32,
    /// Nodes searched for the whole turn.
    pub nodes: u64,
    /// The principal variation of the first part's search, "end turn" steps included.
    pub pv: Vec<Step>,
}

pub struct Engine {
    pub(crate) tt: Table,
    pub(crate) heur: Heuristics,
    pub(crate) bufs: Vec<Box<PlyBuffers>>,
    pub(crate) path: Vec<u64>,
    pub(crate) eval: Option<Evaluator>,
    /// Scores of `eval`, emptied when it is replaced.
    pub(crate) eval_cache: EvalCache,
    pub(crate) features: Features,
}

/// Result of a search for one step.
struct StepResult {
    step: Option<Step>,
    score: i32,
    depth: u32,
    pv: Vec<Step>,
}

impl Engine {
    /// An engine with a transposition table of about `tt_mb` megabytes. All
    /// search memory is allocated here, once.
    pub fn new(tt_mb: usize) -> Engine {
        Engine {
            tt: Table::new(tt_mb),
            heur: Heuristics::new(),
            bufs: (0..=MAX_PLY).map(|_| PlyBuffers::new_boxed()).collect(),
            path: Vec::with_capacity(4096),
            eval: None,
            eval_cache: EvalCache::new(),
            features: Features::default(),
        }
    }

    /// Switches parts of the search and evaluation on or off (all are on in
    /// a new engine), to measure what each brings.
    pub fn set_features(&mut self, features: Features) {
        self.features = features;
    }

    /// Forget everything learned (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heur = Heuristics::new();
    }

    pub(crate) fn evaluator(&mut self, v: &'static Variant) -> &Evaluator {
        let features = self.features;
        if !self.eval.as_ref().is_some_and(|e| std::ptr::eq(e.variant(), v) && e.features() == features) {
            // A new engine's cache is empty already (and not yet touched).
            if self.eval.is_some() {
                self.eval_cache.clear();
            }
            self.eval = Some(Evaluator::with_features(v, features));
        }
        self.eval.as_ref().expect("set above")
    }

    /// The static evaluation of `pos` for the side to move.
    pub fn evaluate(&mut self, pos: &Position) -> i32 {
        self.evaluator(pos.variant()).evaluate(pos)
    }

    /// Thinks about the current turn of a game (its history counts for
    /// repetitions).
    pub fn think_game(
        &mut self,
        game: &Game,
        limits: &Limits,
        now: &dyn Fn() -> f64,
        stop: &dyn Fn() -> bool,
    ) -> SearchResult {
        self.think(game.position(), &turn_start_hashes(game), limits, now, stop)
    }

    /// Chooses the rest of the current turn of `pos` (the whole turn at a
    /// turn start). `history`: hashes of earlier turn-start positions of the
    /// game (for repetition), `now`: a clock in milliseconds, `stop`: asked
    /// every few thousand nodes, true to stop at once.
    pub fn think(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        now: &dyn Fn() -> f64,
        stop: &dyn Fn() -> bool,
    ) -> SearchResult {
        let t0 = now();
        let v = pos.variant();
        // Parts in a whole turn (Three-Prong's third half is rare: as two).
        let per_turn = match v.turn_rule {
            TurnRule::Single => 1,
            TurnRule::Consecutive { moves } => moves as u32,
            _ => 2,
        };
        let level = Level::for_game(limits.level, per_turn);
        let mut max_depth = level.plies.unwrap_or(MAX_PLY as u32 / 2);
        if let Some(d) = limits.max_depth {
            max_depth = max_depth.min(d.max(1));
        }
        if limits.max_ms.is_none() && limits.max_depth.is_none() && level.plies.is_none() {
            max_depth = 4 * per_turn;
        }
        self.evaluator(v);
        self.tt.new_search();
        self.heur.new_search();

        let mut result = SearchResult { parts: Vec::new(), score: 0, depth: 0, nodes: 0, pv: Vec::new() };
        let mut root = pos.clone();
        let single = v.turn_rule == TurnRule::Single;
        let mut first = true;
        loop {
            let mut list = MoveList::new();
            root.parts(&mut list, Order::Any);
            if list.is_empty() {
                break;
            }
            if !root.turn_in_progress() && !first {
                break;
            }
            // Time: the first part gets a share of the turn's time, later
            // parts share what is left (the table keeps what was learned).
            // The last part of a turn may use all of what is left: time is
            // given per turn, so time saved is lost, and a partly searched
            // iteration still counts (see `search_step`).
            // 3 % of the budget is kept back: the clock is read every 32
            // nodes, and a node of a big double-move position can take a while.
            // Whatever was asked, a turn never takes longer than MAX_MS.
            let budget = limits.max_ms.map(|ms| if ms.is_finite() { ms.clamp(0.0, MAX_MS) } else { MAX_MS });
            let (soft, hard) = match budget.map(|ms| ms * level.time_share * 0.97) {
                Some(ms) => {
                    let left = (ms - (now() - t0)).max(1.0);
                    let share = if single || !first { (1.0, 1.0) } else { (0.3, 0.6) };
                    (now() + left * share.0, now() + left * share.1)
                }
                None => (f64::INFINITY, t0 + MAX_MS),
            };
            let (found, nodes) =
                self.search_step(&root, history, max_depth, level.noise, limits.seed, soft, hard, now, stop);
            result.nodes += nodes;
            if first {
                result.score = found.score;
                result.depth = found.depth;
                result.pv = found.pv;
            }
            first = false;
            match found.step {
                Some(Step::Part(m)) => {
                    result.parts.push(m);
                    root.play_part(m);
                    if !root.turn_in_progress() {
                        break;
                    }
                }
                Some(Step::EndTurn) | None => break,
            }
        }
        result
    }

    /// Iterative deepening for one step of the turn at `root`.
    #[allow(clippy::too_many_arguments)]
    fn search_step(
        &mut self,
        root: &Position,
        history: &[u64],
        max_depth: u32,
        noise: i32,
        seed: u64,
        soft: f64,
        hard: f64,
        now: &dyn Fn() -> f64,
        stop: &dyn Fn() -> bool,
    ) -> (StepResult, u64) {
        let (root_list, open_turn) = root_steps(root);
        let mut steps: Vec<(Step, i32)> = root_list.into_iter().map(|s| (s, 0)).collect();
        let mut out = StepResult { step: steps.first().map(|s| s.0), score: 0, depth: 0, pv: Vec::new() };
        if steps.is_empty() {
            return (out, 0);
        }
        let root_pushed = self.enter_root(root, history);
        let noise_of = |i: usize| -> i32 {
            if noise == 0 {
                return 0;
            }
            let r = mix(seed ^ root.hash() ^ (i as u64).wrapping_mul(0x9E37_79B9));
            (r % (2 * noise as u64 + 1)) as i32 - noise
        };
        // Each root step keeps its own noise across iterations.
        let noises: Vec<(Step, i32)> = steps.iter().enumerate().map(|(i, s)| (s.0, noise_of(i))).collect();
        let noise_for = |s: Step| noises.iter().find(|n| n.0 == s).map_or(0, |n| n.1);

        let Engine { tt, heur, bufs, path, eval, eval_cache, features } = self;
        let eval = eval.as_ref().expect("evaluator set by think");
        let mut s = Searcher {
            eval,
            eval_cache,
            tt,
            heur,
            bufs,
            path,
            now,
            stop,
            hard_deadline: hard,
            nodes: 0,
            stopped: false,
            open_turn,
            features: *features,
        };
        let aspiration = features.aspiration;
        for depth in 1..=max_depth as i32 {
            let mut alpha = -INF;
            let mut best: Option<(usize, i32)> = None;
            for (i, entry) in steps.iter_mut().enumerate() {
                let child = after(root, entry.0);
                let score = if noise > 0 || i == 0 {
                    // Aspiration: last iteration's best is searched first in a
                    // window around its score, again with a full one if the
                    // score falls outside.
                    let narrow = aspiration && i == 0 && noise == 0 && depth >= ASPIRATION_DEPTH;
                    let (lo, hi) = (out.score - ASPIRATION_WINDOW, out.score + ASPIRATION_WINDOW);
                    let mut sc = if narrow { s.child_score(root, &child, depth - 1, lo, hi, 0) } else { -INF };
                    if !narrow || ((sc <= lo || sc >= hi) && !s.stopped) {
                        sc = s.child_score(root, &child, depth - 1, -INF, INF, 0);
                    }
                    sc
                } else {
                    let mut sc = s.child_score(root, &child, depth - 1, alpha, alpha + 1, 0);
                    if sc > alpha && !s.stopped {
                        sc = s.child_score(root, &child, depth - 1, alpha, INF, 0);
                    }
                    sc
                };
                if s.stopped {
                    break;
                }
                entry.1 = score;
                let noisy = if score.abs() > MATE_BOUND { score } else { score + noise_for(entry.0) };
                if best.is_none_or(|(_, b)| noisy > b) {
                    best = Some((i, noisy));
                }
                alpha = alpha.max(score);
            }
            let Some((bi, _)) = best else { break };
            // A partly searched iteration still counts if its first step
            // (last iteration's best) was searched: its best is at least as good.
            out.step = Some(steps[bi].0);
            out.score = steps[bi].1;
            if s.stopped {
                break;
            }
            out.depth = depth as u32;
            // Best first next time, then by score.
            let chosen = steps.remove(bi);
            twofold_rules::short_sort::sort_by_key(&mut steps, |x| -x.1);
            steps.insert(0, chosen);
            if steps.len() == 1 || out.score.abs() > MATE_BOUND || now() >= soft {
                break;
            }
        }
        let nodes = s.nodes;
        if root_pushed {
            self.path.pop();
        }
        out.pv = self.principal_variation(root, out.step, 12);
        (out, nodes)
    }

    /// Puts the game's turn starts and the root on the search path; true
    /// when the root was pushed (a turn start), to be popped afterwards.
    pub(crate) fn enter_root(&mut self, root: &Position, history: &[u64]) -> bool {
        self.path.clear();
        self.path.extend_from_slice(history);
        // The root itself is on the path (ply 0 pushes it in `search` too, but
        // the root loops do not go through `search`).
        let root_pushed = !root.turn_in_progress();
        if root_pushed {
            self.path.push(root.hash());
        }
        root_pushed
    }

    /// The steps the table remembers as best, from `root` after `first`.
    fn principal_variation(&self, root: &Position, first: Option<Step>, max: usize) -> Vec<Step> {
        let mut pv = Vec::new();
        let mut pos = root.clone();
        let mut next = first;
        while let Some(step) = next {
            if pv.len() >= max || !is_legal_step(&pos, step) {
                break;
            }
            pv.push(step);
            pos = after(&pos, step);
            if !pos.turn_in_progress() && pos.outcome().is_some() {
                break;
            }
            next = self.tt.probe(pos.hash()).and_then(|e| e.best);
        }
        pv
    }
}

/// Hashes of the turn-start positions of a game so far (for repetitions).
pub(crate) fn turn_start_hashes(game: &Game) -> Vec<u64> {
    (0..=game.step_count()).map(|i| game.position_at(i)).filter(|p| !p.turn_in_progress()).map(|p| p.hash()).collect()
}

/// The steps at the root of a search: the legal next parts (canonical order
/// at a turn start; any order for the rest of a turn begun outside the
/// search) and "end turn" where the rules allow it, with the open turn's
/// (side, turn number) for the searcher when the root is in the middle of one.
pub(crate) fn root_steps(root: &Position) -> (Vec<Step>, Option<(Color, u32)>) {
    let mut list = MoveList::new();
    let open_turn = root.turn_in_progress().then(|| (root.side_to_move(), root.fullmove_number()));
    root.parts(&mut list, if open_turn.is_some() { Order::Any } else { Order::Canonical });
    let mut steps: Vec<Step> = list.iter().map(|&m| Step::Part(m)).collect();
    if root.turn_in_progress() && root.can_end_turn() {
        steps.push(Step::EndTurn);
    }
    (steps, open_turn)
}

/// Is `step` a legal next step of `pos`?
pub fn is_legal_step(pos: &Position, step: Step) -> bool {
    match step {
        Step::EndTurn => pos.turn_in_progress() && pos.can_end_turn(),
        Step::Part(m) => {
            let mut list = MoveList::new();
            pos.parts(&mut list, Order::Any);
            list.iter().any(|&x| x == m)
        }
    }
}
