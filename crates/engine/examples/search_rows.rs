//! The search rows of `twofold bench` alone, repeated, for timing the
//! search as a whole process (before against after a change, alternating):
//! `cargo run --release -p twofold-engine --example search_rows -- [RUNS] [GAME ...]`.
//! Same positions and depths as the bench (the start, then 4 and 8 random
//! turns in); prints each row's nodes so that both builds can be checked to
//! search the same tree.

use twofold_engine::{Engine, Limits, Rng};
use twofold_rules::{Game, Options, VariantId};

/// (game, search depth in plies), as `twofold bench` plans them.
const PLAN: [(VariantId, u32); 7] = [
    (VariantId::CHESS, 8),
    (VariantId::TWO_PRONG, 6),
    (VariantId::CHESS2, 6),
    (VariantId::DUAL_CHESS, 7),
    (VariantId::TWO_BOARDS, 5),
    (VariantId::DOUBLE_DOUBLE, 6),
    (VariantId::MARSEILLAIS, 6),
];

/// One random turn, part by part, as `twofold bench` plays it.
fn random_turn(game: &mut Game, rng: &mut Rng) {
    let mover = game.side_to_move();
    loop {
        let parts = game.legal_parts();
        let i = rng.below(parts.len() + game.can_end_turn() as usize);
        if i == parts.len() {
            game.end_turn().unwrap();
            return;
        }
        game.play_part(parts[i]).unwrap();
        if !game.turn_in_progress() || game.side_to_move() != mover || game.status().is_some() {
            return;
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let runs: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(1);
    let games: Vec<&str> = args.iter().skip(1).map(String::as_str).collect();
    for (id, depth) in PLAN {
        if !games.is_empty() && !games.contains(&id.as_str()) {
            continue;
        }
        for p in 0..3 {
            let Ok(mut game) = Game::new(id, Options::default(), None) else { continue };
            let mut rng = Rng::new(p as u64 * 7 + 3);
            for _ in 0..(p * 4) {
                if game.status().is_none() {
                    random_turn(&mut game, &mut rng);
                }
            }
            if game.status().is_some() {
                continue;
            }
            let limits = Limits { level: 5, max_ms: None, max_depth: Some(depth), seed: 0 };
            let mut nodes = 0;
            for _ in 0..runs {
                let mut engine = Engine::new(16);
                nodes = engine.think_game(&game, &limits, &|| 0.0, &|| false).nodes;
            }
            println!("{} {} {depth} {nodes}", id.as_str(), p + 1);
        }
    }
}
