//! The computer player for the page's Web Worker: `think(game, level, ms,
//! seed)` answers with the whole turn the engine chooses; `analyse(game,
//! lines, maxMs, onUpdate)` reports the best lines as it searches deeper.
//! The game comes as its steps' numbers (`Game.codes()`), not as a record:
//! this module reads no notation.

use crate::args::{self, error, JsResult};
use crate::clock;
use crate::game_args::replayed_game;
use crate::part::{part_of, Part};
use crate::to_js;
use serde::Serialize;
use std::cell::RefCell;
use twofold_engine::{time_limit, AnalysisInfo, Engine, Limits, Step, MAX_LEVEL, MAX_LINES};
use twofold_rules::{Game as RulesGame, MoveList};
use wasm_bindgen::prelude::*;

/// Transposition table size of the worker's engine unless the page chooses
/// another with `setTableSize` (for a device with little memory).
const TABLE_MB: usize = 16;
/// The sizes `setTableSize` accepts, in megabytes.
const TABLE_MB_RANGE: std::ops::RangeInclusive<usize> = 1..=64;

thread_local! {
    // One engine per worker, allocated on the first search and reused.
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
    static TABLE_SIZE: std::cell::Cell<usize> = const { std::cell::Cell::new(TABLE_MB) };
}

/// Sets the size of the engine's transposition table in megabytes (1 to
/// 64), the one allocation of the engine's memory; an engine already made
/// with another size is dropped and made anew at the next search. Answers
/// the size in use.
#[wasm_bindgen(js_name = setTableSize)]
pub fn set_table_size(mb: &JsValue) -> JsResult<usize> {
    const F: &str = "setTableSize";
    let mb = args::count(mb, F, "mb", "megabytes, 1 to 64")?;
    if !TABLE_MB_RANGE.contains(&mb) {
        return Err(error(&format!("{F}: the table must have 1 to 64 megabytes, not {mb}")));
    }
    if TABLE_SIZE.with(|size| size.replace(mb)) != mb {
        ENGINE.with(|cell| cell.borrow_mut().take());
    }
    Ok(mb)
}

#[derive(Serialize)]
struct ThinkOut {
    /// The turn's parts (as `Game.legalParts` gives them).
    parts: Vec<Part>,
    /// Centipawns for the side to move (beyond ±29000: a forced result).
    score: i32,
    depth: u32,
    nodes: u64,
    /// The principal variation in notation; "|" marks a turn end.
    pv: Vec<String>,
    /// Milliseconds from the call to the answer, reading the record included.
    ms: f64,
}

/// Thinks about the current turn of `game` (`{ variant, options, position,
/// codes }`, from the rules module's `Game`: www/core/engine.js's
/// `replayOf`) for at most `max_ms` milliseconds at `level` (1 ..= 5).
/// `max_ms` must be a finite number of at least 0 (0: the level's depth
/// alone limits the search); more than a minute (`MAX_MS`) is cut to it.
#[wasm_bindgen]
pub fn think(game: &JsValue, level: &JsValue, max_ms: &JsValue, seed: &JsValue) -> JsResult<JsValue> {
    const F: &str = "think";
    // The turn's time runs from here: replaying a long game is part of it.
    let started = clock::now_ms();
    let level = args::number(level, F, "level", "1 to 5")?;
    if level.is_nan() {
        return Err(args::type_error(format!("{F}: 'level' must be a number from 1 to {MAX_LEVEL}, not NaN")));
    }
    let max_ms = args::number(max_ms, F, "ms", "milliseconds")?;
    let max_ms = time_limit(max_ms).map_err(|e| error(&format!("{F}: {e}")))?;
    let seed = args::number(seed, F, "seed", "any number")?;
    let game = replayed_game(game, F)?;
    if game.status().is_some() {
        return Err(error("the game is over: there is nothing to think about"));
    }
    let left = (max_ms - (clock::now_ms() - started)).max(1.0);
    let limits = Limits {
        level: level.clamp(1.0, MAX_LEVEL as f64) as u8,
        max_ms: (max_ms > 0.0).then_some(left),
        max_depth: None,
        seed: seed as u64,
    };
    let now = clock::now_ms;
    let result = with_engine(F, |engine| engine.think_game(&game, &limits, &now, &|| false))?;
    let mut replay = game.clone();
    let mut parts = Vec::new();
    for &m in &result.parts {
        parts.push(part_of(game.variant(), m, replay.part_san(m)));
        if !replay.play_if_legal(m) {
            return Err(error("the engine chose a part that is not legal: please report this"));
        }
    }
    let pv = pv_text(&game, &result.pv);
    let ms = clock::now_ms() - started;
    to_js(&ThinkOut { parts, score: result.score, depth: result.depth, nodes: result.nodes, pv, ms })
}

/// Runs `f` with the worker's engine (made on first use). A call from inside
/// an analysis's `onUpdate` finds the engine busy and is refused.
fn with_engine<T>(func: &str, f: impl FnOnce(&mut Engine) -> T) -> JsResult<T> {
    ENGINE.with(|cell| {
        let mut slot =
            cell.try_borrow_mut().map_err(|_| error(&format!("{func}: the engine is busy with an analysis")))?;
        Ok(f(slot.get_or_insert_with(|| Engine::new(TABLE_SIZE.with(|size| size.get())))))
    })
}

#[derive(Serialize)]
struct LineOut {
    /// Centipawns for the side to move (beyond ±29000: a forced result).
    score: i32,
    /// The parts of the line's (whole) turn, in notation; empty: end the turn now.
    turn: Vec<String>,
    /// The whole line in notation; "|" marks a turn end.
    pv: Vec<String>,
}

#[derive(Serialize)]
struct AnalysisOut {
    depth: u32,
    nodes: u64,
    /// Nodes per second.
    nps: u64,
    ms: f64,
    /// The analysis has ended (its time is up, or nothing more to learn).
    done: bool,
    lines: Vec<LineOut>,
}

fn analysis_out(game: &RulesGame, info: &AnalysisInfo) -> JsResult<JsValue> {
    let lines = info
        .lines
        .iter()
        .map(|l| {
            let pv = pv_text(game, &l.pv);
            // The line's turn is what comes before its first turn end.
            let turn = pv.iter().take_while(|s| *s != "|").cloned().collect();
            LineOut { score: l.score, turn, pv }
        })
        .collect();
    let nps = if info.ms > 0.0 { (info.nodes as f64 * 1000.0 / info.ms) as u64 } else { 0 };
    to_js(&AnalysisOut { depth: info.depth, nodes: info.nodes, nps, ms: info.ms, done: info.done, lines })
}

/// Analyses the current turn of `game` (as `think` takes it): its best `lines` (1 to 8) root steps, each completed into a
/// whole turn, searched deeper and deeper. `onUpdate(update)` is called from
/// inside the search after every completed iteration and at least every
/// 400 ms, with `{depth, nodes, nps, ms, done, lines: [{score, turn, pv}]}`
/// (`turn`: the parts of the line's turn in notation; `pv`: the line, "|"
/// between turns). The search runs until `maxMs` milliseconds have passed (a
/// finite number of at least 0; 0 or more than a minute: a minute, the
/// engine's `MAX_MS`), or until every line is a forced result; then the
/// last update (`done: true`) is also returned. A search cannot be
/// interrupted from JavaScript (the worker running it is terminated). If
/// `onUpdate` throws, the analysis stops and `analyse` throws that error.
#[wasm_bindgen]
pub fn analyse(game: &JsValue, lines: &JsValue, max_ms: &JsValue, on_update: &JsValue) -> JsResult<JsValue> {
    const F: &str = "analyse";
    let lines = args::count(lines, F, "lines", "how many lines, 1 to 8")?;
    if !(1..=MAX_LINES).contains(&lines) {
        return Err(error(&format!("{F}: 'lines' must be from 1 to {MAX_LINES}, not {lines}")));
    }
    let max_ms = args::number(max_ms, F, "maxMs", "milliseconds")?;
    let max_ms = time_limit(max_ms).map_err(|e| error(&format!("{F}: {e}")))?;
    let on_update = on_update.dyn_ref::<js_sys::Function>().ok_or_else(|| {
        args::type_error(format!(
            "{F}: 'onUpdate' must be a function (called with each update), not {}",
            args::kind_of(on_update)
        ))
    })?;
    let game = replayed_game(game, F)?;
    if game.status().is_some() {
        return Err(error("the game is over: there is nothing to analyse"));
    }
    // The error `onUpdate` threw, which stops the analysis.
    let failed: RefCell<Option<JsValue>> = RefCell::new(None);
    let stop = || failed.borrow().is_some();
    let mut report = |info: &AnalysisInfo| {
        if stop() {
            return;
        }
        let sent = analysis_out(&game, info).and_then(|v| on_update.call1(&JsValue::NULL, &v));
        if let Err(e) = sent {
            *failed.borrow_mut() = Some(e);
        }
    };
    let now = clock::now_ms;
    let limit = (max_ms > 0.0).then_some(max_ms);
    let last = with_engine(F, |engine| engine.analyse_game(&game, lines, limit, &now, &stop, &mut report))?;
    if let Some(e) = failed.into_inner() {
        return Err(e);
    }
    analysis_out(&game, &last)
}

/// The principal variation in notation, stopping at the first step that no
/// longer fits (the table may hold stale entries).
fn pv_text(game: &RulesGame, pv: &[Step]) -> Vec<String> {
    let mut pos = game.position().clone();
    let mut out = Vec::new();
    for step in pv {
        match *step {
            Step::Part(m) => {
                let mut legal = MoveList::new();
                pos.legal_parts(&mut legal);
                if !legal.as_slice().contains(&m) {
                    break;
                }
                out.push(pos.san(m));
                pos.play_part(m);
                pos.end_turn_if_nothing_follows();
                if !pos.turn_in_progress() {
                    out.push("|".into());
                }
            }
            Step::EndTurn => {
                if !pos.can_end_turn() {
                    break;
                }
                pos.end_turn();
                out.push("|".into());
            }
        }
    }
    if out.last().is_some_and(|s| s == "|") {
        out.pop();
    }
    out
}

#[cfg(feature = "bench")]
#[derive(Serialize)]
struct BenchOut {
    nodes: u64,
    ms: f64,
}

/// Searches the start position of `variant` to `depth` plies at the
/// strongest level and reports the nodes and time (for comparing the wasm
/// build's speed with the native `twofold bench`).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search(variant: &JsValue, depth: &JsValue) -> JsResult<JsValue> {
    const F: &str = "benchSearch";
    let id =
        twofold_rules::VariantId::parse(&args::string(variant, F, "variant", "a game id")?).map_err(crate::js_err)?;
    let depth = args::count(depth, F, "depth", "plies")?.min(64) as u32;
    let game = RulesGame::new(id, twofold_rules::Options::default(), None).map_err(crate::js_err)?;
    let mut engine = Engine::new(TABLE_MB);
    let limits = Limits { level: MAX_LEVEL, max_ms: None, max_depth: Some(depth.max(1)), seed: 0 };
    let start = clock::now_ms();
    let now = move || clock::now_ms() - start;
    let r = engine.think_game(&game, &limits, &now, &|| false);
    to_js(&BenchOut { nodes: r.nodes, ms: now() })
}

/// perft from the start position of `variant` (for comparing move
/// generation speed with the native `twofold bench`).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchPerft)]
pub fn bench_perft(variant: &JsValue, depth: &JsValue) -> JsResult<JsValue> {
    let (pos, depth) = bench_start(variant, depth, "benchPerft")?;
    let start = clock::now_ms();
    let nodes = twofold_rules::perft(&pos, depth);
    to_js(&BenchOut { nodes, ms: clock::now_ms() - start })
}

/// The moves perft's tree from the start of `variant` generates (the
/// yardstick of its cost per move; a separate pass, not timed).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchPerftMoves)]
pub fn bench_perft_moves(variant: &JsValue, depth: &JsValue) -> JsResult<f64> {
    let (pos, depth) = bench_start(variant, depth, "benchPerftMoves")?;
    Ok(twofold_rules::perft_moves(&pos, depth) as f64)
}

/// The start position of the game `variant` names and a perft depth, read
/// from the arguments of the bench binding `f`.
#[cfg(feature = "bench")]
fn bench_start(variant: &JsValue, depth: &JsValue, f: &str) -> JsResult<(twofold_rules::Position, u32)> {
    let id =
        twofold_rules::VariantId::parse(&args::string(variant, f, "variant", "a game id")?).map_err(crate::js_err)?;
    let depth = args::count(depth, f, "depth", "turns")?.min(64) as u32;
    let v = twofold_rules::Variant::get(id, twofold_rules::Options::default()).map_err(crate::js_err)?;
    Ok((twofold_rules::Position::start(v), depth))
}
