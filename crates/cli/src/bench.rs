//! `twofold bench`: move generation (perft) and search speed per game.

use crate::players::random_turn;
use std::time::Instant;
use twofold_engine::{Engine, Limits, Rng};
use twofold_rules::{perft, Game, Options, Position, Variant, VariantId};

/// (game, perft depth, search depth in plies) — sized to take about a second each.
const PLAN: [(VariantId, u32, u32); 6] = [
    (VariantId::Chess, 5, 8),
    (VariantId::TwoProng, 3, 6),
    (VariantId::Chess2, 3, 6),
    (VariantId::DualChess, 4, 7),
    (VariantId::TwoBoards, 3, 5),
    (VariantId::DoubleDouble, 3, 6),
];

pub fn run(positions: usize) -> Result<(), String> {
    println!("{:<14} {:>6} {:>14} {:>10} {:>12}", "perft", "depth", "turns", "ms", "turns/s");
    for (id, depth, _) in PLAN {
        let Ok(v) = Variant::get(id, Options::default()) else { continue };
        let pos = Position::start(v);
        let t = Instant::now();
        let n = perft(&pos, depth);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        println!("{:<14} {:>6} {:>14} {:>10.0} {:>12.0}", id.as_str(), depth, n, ms, n as f64 / ms.max(1e-6) * 1000.0);
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
            let mut engine = Engine::new(16);
            let start = Instant::now();
            let now = move || start.elapsed().as_secs_f64() * 1000.0;
            let limits = Limits { level: 5, max_ms: None, max_depth: Some(depth), seed: 0 };
            let r = engine.think_game(&game, &limits, &now, &|| false);
            let ms = now();
            total_nodes += r.nodes;
            total_ms += ms;
            println!(
                "{:<14} {:>4} {:>6} {:>12} {:>10.0} {:>12.0}",
                id.as_str(),
                p + 1,
                depth,
                r.nodes,
                ms,
                r.nodes as f64 / ms.max(1e-6) * 1000.0
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
    Ok(())
}
