//! `twofold soak <variant|all> --games N [--seed S] [--ms M] [--cap T]`:
//! plays whole games (random against random, the engine at a low level
//! against random, the engine against itself) to their end and checks the
//! game's invariants after every step (`twofold_rules::invariants`): the
//! kept hash equals a recomputed one, position strings read back, undo and
//! redo restore exactly, the bounded repetition count agrees with a full
//! one, and at the end the record reads back as the same game with the same
//! result. Some games end by a resignation or an agreed draw at a random
//! turn; games longer than `--cap` turns end by agreement. Prints one line
//! per game and a summary line per variant; the first broken invariant stops
//! the run with the game's seed and record.

use crate::arguments::{millis, variant};
use clap::Args;
use std::collections::BTreeMap;
use std::time::Instant;
use twofold_engine::rng::mix;
use twofold_engine::{Engine, Limits, Rng};
use twofold_rules::{invariants, Color, ErrorKind, Game, Move, Options, RulesError, VariantId};

/// Who plays a side.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Random,
    /// The engine at this level (1 or 2: shallow, quick, still varied by
    /// its noise).
    Engine(u8),
}

struct Tally {
    games: u32,
    steps: u64,
    turns: u64,
    results: BTreeMap<&'static str, u32>,
    ends: BTreeMap<String, u32>,
    capped: u32,
}

/// `twofold soak`'s arguments.
#[derive(Args)]
pub struct SoakArgs {
    /// A variant, or all
    #[arg(value_name = "variant|all")]
    which: String,
    #[arg(long, value_name = "N", default_value_t = 10)]
    games: u32,
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Milliseconds per engine turn (finite, at least 0).
    #[arg(long, value_name = "M", default_value = "20", value_parser = millis, allow_negative_numbers = true)]
    ms: f64,
    /// Turns after which a game ends by agreement.
    #[arg(long, value_name = "T", default_value_t = 400)]
    cap: u32,
}

pub fn run(args: SoakArgs) -> Result<(), String> {
    let ids: Vec<VariantId> = if args.which == "all" { VariantId::ALL.to_vec() } else { vec![variant(&args.which)?] };
    let SoakArgs { games, seed, ms, cap, .. } = args;
    let mut engine = Engine::new(4);
    let start = Instant::now();
    let mut total = 0;
    for id in ids {
        let t0 = Instant::now();
        let mut tally =
            Tally { games: 0, steps: 0, turns: 0, results: BTreeMap::new(), ends: BTreeMap::new(), capped: 0 };
        for g in 0..games {
            let game_seed = mix(seed ^ ((id.index() as u64) << 40) ^ g as u64);
            soak_game(id, g, game_seed, ms, cap, &mut engine, &mut tally)
                .map_err(|e| format!("soak {} game {} (seed {game_seed}): {e}", id.as_str(), g + 1))?;
        }
        let results: Vec<String> = tally.results.iter().map(|(r, n)| format!("{r} {n}")).collect();
        let ends: Vec<String> = tally.ends.iter().map(|(r, n)| format!("{r} {n}")).collect();
        println!(
            "soak {}: {} games, {} turns, {} steps checked; results {}; ends: {}; {} capped at {cap} turns; {:.1} s; every invariant held",
            id.as_str(),
            tally.games,
            tally.turns,
            tally.steps,
            results.join(", "),
            ends.join(", "),
            tally.capped,
            t0.elapsed().as_secs_f64()
        );
        total += tally.games;
    }
    println!("soak: {total} games in {:.1} s, 0 failures", start.elapsed().as_secs_f64());
    Ok(())
}

fn soak_game(
    id: VariantId,
    g: u32,
    seed: u64,
    ms: f64,
    cap: u32,
    engine: &mut Engine,
    tally: &mut Tally,
) -> Result<(), String> {
    let mut rng = Rng::new(seed);
    let kinds = match g % 3 {
        0 => [Kind::Random, Kind::Random],
        1 if g.is_multiple_of(2) => [Kind::Engine(1), Kind::Random],
        1 => [Kind::Random, Kind::Engine(2)],
        _ => [Kind::Engine(2), Kind::Engine(1 + (g % 2) as u8)],
    };
    // One game in five ends early by a resignation or an agreed draw.
    let stop_at = (rng.below(5) == 0).then(|| 2 + rng.below(60) as u32);
    let mut game = Game::new(id, Options::default(), None).map_err(|e| e.to_string())?;
    engine.clear();
    let mut turns = 0u32;
    let with_record = |e: String, game: &Game| format!("{e}\n{}", game.record());
    while game.status().is_none() {
        if Some(turns) == stop_at || turns >= cap {
            if turns >= cap {
                tally.capped += 1;
            }
            let ended = if rng.below(2) == 0 || turns >= cap {
                game.agree_draw()
            } else {
                let side = if rng.below(2) == 0 { Color::White } else { Color::Black };
                game.resign(side)
            };
            ended.map_err(|e| with_record(format!("ending the game was refused: {e}"), &game))?;
            break;
        }
        let side = game.side_to_move();
        let kind = kinds[side.index()];
        let parts = match kind {
            Kind::Random => Vec::new(),
            Kind::Engine(level) => {
                let start = Instant::now();
                let now = move || start.elapsed().as_secs_f64() * 1000.0;
                let limits = Limits { level, max_ms: Some(ms), max_depth: None, seed: rng.next_u64() };
                engine.think_game(&game, &limits, &now, &|| false).parts
            }
        };
        play_turn(&mut game, &parts, &mut rng, tally).map_err(|e| with_record(e, &game))?;
        turns += 1;
    }
    tally.turns += turns as u64;
    finished(&mut game).map_err(|e| with_record(e, &game))?;
    let o = game.status().ok_or("the game ended without a result")?;
    tally.games += 1;
    *tally.results.entry(o.score()).or_default() += 1;
    *tally.ends.entry(o.reason().termination().to_string()).or_default() += 1;
    Ok(())
}

/// Plays one turn, `parts` first (the engine's choice), then random steps
/// until the turn is over; every step is checked.
fn play_turn(game: &mut Game, parts: &[Move], rng: &mut Rng, tally: &mut Tally) -> Result<(), String> {
    let mover = game.side_to_move();
    let mut chosen = parts.iter();
    loop {
        let before = game.position().clone();
        let legal = game.legal_parts();
        let can_end = game.can_end_turn();
        if legal.is_empty() && !can_end {
            return Err(format!("the game goes on at {} but nothing can be played", before.to_fen()));
        }
        let step = match chosen.next() {
            Some(&m) => Some(m),
            None if !parts.is_empty() => None,
            None => {
                let i = rng.below(legal.len() + can_end as usize);
                legal.get(i).copied()
            }
        };
        match step {
            Some(m) => game.play_part(m).map_err(|e| format!("legal part {m:?} refused: {e}"))?,
            None => game.end_turn().map_err(|e| format!("ending the turn refused: {e}"))?,
        }
        tally.steps += 1;
        invariants::current(game)?;
        invariants::undo_redo(game, &before)?;
        if tally.steps.is_multiple_of(16) {
            invariants::repetitions(game)?;
        }
        if !game.turn_in_progress() || game.side_to_move() != mover || game.status().is_some() {
            return Ok(());
        }
    }
}

/// At the end: the result stands (no play, resignation or agreement
/// changes it) and the record reads back with it.
fn finished(game: &mut Game) -> Result<(), String> {
    let status = game.status();
    invariants::current(game)?;
    invariants::record_round_trip(game)?;
    let refused = |r: Result<(), RulesError>, what: &str| match r {
        Err(e) if matches!(e.kind, ErrorKind::GameOver(_)) => Ok(()),
        other => Err(format!("{what} after the end gave {other:?} instead of a game-over error")),
    };
    refused(game.agree_draw(), "agreeing a draw")?;
    refused(game.resign(game.side_to_move()), "resigning")?;
    if let Some(&m) = game.legal_parts().first() {
        return Err(format!("a legal part {m:?} is listed after the end"));
    }
    refused(game.play_text("e4").map(|_| ()), "playing a move")?;
    if game.status() != status {
        return Err(format!("the result changed from {status:?} to {:?}", game.status()));
    }
    Ok(())
}
