//! `twofold bench`: move generation (perft) and search speed per game.

use crate::players::random_turn;
use std::time::Instant;
use twofold_engine::{Engine, Limits, Rng};
use twofold_rules::{perft, perft_moves, Game, MoveList, Options, Position, Variant, VariantId};

/// (game, perft depth, search depth in plies).
const PLAN: [(VariantId, u32, u32); 7] = [
    (VariantId::CHESS, 5, 8),
    (VariantId::TWO_PRONG, 3, 6),
    (VariantId::CHESS2, 3, 6),
    (VariantId::DUAL_CHESS, 4, 7),
    (VariantId::TWO_BOARDS, 4, 5),
    (VariantId::DOUBLE_DOUBLE, 3, 6),
    (VariantId::MARSEILLAIS, 3, 6),
];

/// Runs `work` (which returns its count of turns or nodes) again and again,
/// at least three times and for at least a second in all, and gives its
/// count and its best time in ms: short rows measure the work, not the
/// machine's hiccups, and the wasm side (scripts/bench-wasm.mjs, which does
/// the same) is measured after its compiler's tier-up.
fn best_of(mut work: impl FnMut() -> u64) -> (u64, f64) {
    let (mut best, mut total, mut runs, mut count) = (f64::INFINITY, 0.0, 0, 0);
    while runs < 3 || total < 1000.0 {
        let t = Instant::now();
        count = work();
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        best = best.min(ms);
        total += ms;
        runs += 1;
    }
    (count, best)
}

pub fn run(positions: usize) -> Result<(), String> {
    // ns/move: the time over the moves the tree generates (`perft_moves`,
    // counted in a separate untimed pass); ×chess: that cost over chess's.
    println!(
        "{:<14} {:>6} {:>14} {:>10} {:>12} {:>14} {:>8} {:>7}",
        "perft", "depth", "turns", "ms", "turns/s", "moves", "ns/move", "×chess"
    );
    let mut chess_ns = None;
    for (id, depth, _) in PLAN {
        let Ok(v) = Variant::get(id, Options::default()) else { continue };
        let pos = Position::start(v);
        let (n, ms) = best_of(|| perft(&pos, depth));
        let moves = perft_moves(&pos, depth);
        let ns = ms * 1e6 / moves.max(1) as f64;
        let chess_ns = *chess_ns.get_or_insert(ns);
        println!(
            "{:<14} {:>6} {:>14} {:>10.0} {:>12.0} {:>14} {:>8.2} {:>6.2}×",
            id.as_str(),
            depth,
            n,
            ms,
            n as f64 / ms.max(1e-6) * 1000.0,
            moves,
            ns,
            ns / chess_ns
        );
    }
    println!();
    println!("{:<14} {:>4} {:>6} {:>12} {:>10} {:>12}", "search", "pos", "depth", "nodes", "ms", "nodes/s");
    for (id, _, depth) in PLAN {
        if Variant::get(id, Options::default()).is_err() {
            continue;
        }
        let (mut total_nodes, mut total_ms) = (0u64, 0.0);
        for p in 0..positions {
            // The start, then positions a few random turns in.
            let mut game = Game::new(id, Options::default(), None).map_err(|e| e.to_string())?;
            let mut rng = Rng::new(p as u64 * 7 + 3);
            for _ in 0..(p * 4) {
                if game.status().is_none() {
                    random_turn(&mut game, &mut rng)?;
                }
            }
            if game.status().is_some() {
                continue;
            }
            let limits = Limits { level: 5, max_ms: None, max_depth: Some(depth), seed: 0 };
            // A fresh engine (empty table) each run, so every run does the same work.
            let (nodes, ms) = best_of(|| {
                let mut engine = Engine::new(16);
                let start = Instant::now();
                let now = move || start.elapsed().as_secs_f64() * 1000.0;
                engine.think_game(&game, &limits, &now, &|| false).nodes
            });
            total_nodes += nodes;
            total_ms += ms;
            println!(
                "{:<14} {:>4} {:>6} {:>12} {:>10.0} {:>12.0}",
                id.as_str(),
                p + 1,
                depth,
                nodes,
                ms,
                nodes as f64 / ms.max(1e-6) * 1000.0
            );
        }
        println!(
            "{:<14} {:>4} {:>6} {:>12} {:>10.0} {:>12.0}",
            id.as_str(),
            "all",
            depth,
            total_nodes,
            total_ms,
            total_nodes as f64 / total_ms.max(1e-6) * 1000.0
        );
    }
    println!();
    movegen_cost()?;
    Ok(())
}

/// How the cost of generating moves grows with the board: legal single
/// moves generated (listed, each tested) over the positions of a few random
/// games of each game, in nanoseconds per move.
fn movegen_cost() -> Result<(), String> {
    println!("{:<14} {:>9} {:>10} {:>10} {:>10}", "movegen", "board", "positions", "moves/pos", "ns/move");
    for (id, _, _) in PLAN {
        let Ok(v) = Variant::get(id, Options::default()) else { continue };
        let mut positions = Vec::new();
        for g in 0..8u64 {
            let mut game = Game::new(id, Options::default(), None).map_err(|e| e.to_string())?;
            let mut rng = Rng::new(g * 11 + 5);
            for _ in 0..40 {
                if game.status().is_some() {
                    break;
                }
                positions.push(game.position().clone());
                random_turn(&mut game, &mut rng)?;
            }
        }
        let mut list = MoveList::new();
        let (moves, ms) = best_of(|| {
            let mut moves = 0;
            for _ in 0..20 {
                for pos in &positions {
                    pos.legal_moves(&mut list);
                    moves += list.len() as u64;
                    list.clear();
                }
            }
            moves
        });
        let board = format!("{}×{}", v.geometry.width, v.geometry.height);
        println!(
            "{:<14} {:>9} {:>10} {:>10.1} {:>10.1}",
            id.as_str(),
            board,
            positions.len(),
            moves as f64 / 20.0 / positions.len().max(1) as f64,
            ms * 1e6 / moves.max(1) as f64
        );
    }
    Ok(())
}
